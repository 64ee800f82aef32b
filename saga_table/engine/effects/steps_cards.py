"""The steps that work on cards (608.2): draw, tokens, discard, mill, scry, surveil, searching,
looking at the top, moving cards between zones.
"""

from __future__ import annotations

from saga_table.engine import events as ev
from saga_table.engine.battlefield import create_tokens
from saga_table.engine.cards import (
    CreateTokenEffect,
    DrawEffect,
)
from saga_table.engine.effects import kinds as k
from saga_table.engine.effects.context import (
    Ctx,
    Outcome,
    bounds,
    ids_of,
    to_battlefield,
    token_card,
    zone_of,
)
from saga_table.engine.effects.select import (
    legal_players,
    matches,
)
from saga_table.engine.fastreplace import replace
from saga_table.engine.ids import ObjectId, Zone
from saga_table.engine.state import (
    ArrangeTopDecision,
    ChooseCardsDecision,
    ChooseNumberDecision,
    ResolveByHandDecision,
)
from saga_table.engine.tx import MAX_BATCH

#: Enum members as module names: an enum class's attribute costs about ten times a global's
#: lookup (CPython 3.11), and these are read on every step, write or look.
#: A discard's filter that takes any card (an unseen card can be any).
_ANY_CARD = k.Filter()
#: The answer a resolution by hand gets (FinishResolution).
_DONE = "done"
_ZONE_EXILE = Zone.EXILE
_ZONE_GRAVEYARD = Zone.GRAVEYARD
_ZONE_HAND = Zone.HAND
_ZONE_LIBRARY = Zone.LIBRARY

__all__ = [
    "arrange",
    "discard",
    "draw",
    "look",
    "mill",
    "move_cards",
    "put_card",
    "scry",
    "search",
    "surveil",
    "tokens",
]


def draw(c: Ctx, e: DrawEffect, _: object) -> Outcome:
    who = c.players(e.who, c.step.slot)
    if isinstance(who, tuple):
        return who
    c.tx.draw(who, c.amount(e.count, e.amount))
    return None


def tokens(c: Ctx, e: CreateTokenEffect, _: object) -> Outcome:
    who = c.players(e.who, c.step.slot)
    if isinstance(who, tuple):
        return who
    card = token_card(e)
    if e.pt_amount:
        x = str(c.amount(0, e.pt_amount))
        card = replace(card, faces=(replace(card.front, power=x, toughness=x),))
    made = create_tokens(c.tx, card, controller=who, count=c.amount(e.count, e.amount))
    if e.tapped:
        for obj in made:
            c.tx.set_object(replace(c.state.objects[obj.id], tapped=True))
    return None


def discard(c: Ctx, e: k.DiscardEffect, chosen: object) -> Outcome:
    who = c.players(e.who, c.step.slot)
    if isinstance(who, tuple):
        return who
    st = c.state
    hand = tuple(
        o for o in st.zone(who, _ZONE_HAND) if matches(st, o, e.filter, controller=who, source=None)
    )
    p = st.players[who]
    if p.paper and not hand and p.hidden_hand and e.filter == _ANY_CARD:
        # A paper seat whose hand is all unseen: it discards at the table, and what is known is
        # that many cards fewer in the hand and more in the graveyard (as in 514.1). "Up to" a
        # number is the player's choice there: the app asks how many they discarded.
        n = p.hidden_hand if e.whole_hand else min(p.hidden_hand, c.amount(e.count, e.amount))
        if chosen is None and (e.up_to or e.any_number) and not e.whole_hand and n:
            chooser = c.controller if e.chooser_you else who
            prompt = f"How many cards did {p.name} discard at the table?"
            return ChooseNumberDecision(chooser, prompt, 0, n, "discarded")
        if isinstance(chosen, int) and not isinstance(chosen, bool):
            n = chosen  # (validated against the decision: 0 to what the hand could give)
        if chosen is None or isinstance(chosen, int):
            if n:
                c.tx.set_player(
                    replace(
                        p, hidden_hand=p.hidden_hand - n, hidden_graveyard=p.hidden_graveyard + n
                    )
                )
                c.tx.emit(ev.HiddenCardsDiscarded(who, n, to_hand_size=False))
            c.remember_add("discarded", n)
            return None
    if chosen is None:
        n = c.amount(e.count, e.amount)
        if e.whole_hand:
            chosen = hand
        elif e.random:
            rng = c.tx.rng()
            chosen = tuple(rng.sample(list(hand), min(n, len(hand))))
            c.tx.store_rng(rng)
        else:
            minimum, maximum = bounds(n, e.up_to, e.any_number, len(hand))
            if not hand or maximum == 0:
                chosen = ()
            elif minimum == maximum == len(hand):
                chosen = hand
            else:
                chooser = c.controller if e.chooser_you else who
                return ChooseCardsDecision(
                    chooser, "Choose the card(s) to discard.", hand, minimum, maximum, "discard"
                )
    cards = ids_of(chosen)
    for oid in cards:
        c.tx.move(oid, _ZONE_GRAVEYARD)
    c.remember_add("discarded", len(cards))
    return None


def mill(c: Ctx, e: k.MillEffect, chosen: object) -> Outcome:
    who = c.players(e.who, c.step.slot)
    if isinstance(who, tuple):
        return who
    if chosen == _DONE:
        return None  # (done at the table: at_the_table)
    player = c.state.players[who]
    if player.paper:
        # A paper seat's library is on the table: its cards go to its graveyard there, and the
        # graveyard counts them unseen; a mill that reads the cards is done there by hand.
        if e.repeat_while_shared or e.to == "exile":
            return at_the_table(c, who)
        count = c.amount(e.count, e.amount)
        if count > 0:
            c.tx.set_player(replace(player, hidden_graveyard=player.hidden_graveyard + count))
            c.tx.emit(ev.HiddenCardsMilled(player.id, count))
            c.remember_add("milled", count)
        return None
    for _round in range(MAX_BATCH if e.repeat_while_shared else 1):
        top = c.state.zone(who, _ZONE_LIBRARY)[: c.amount(e.count, e.amount)]
        types = [set(c.state.objects[o].printed.card_types) for o in top]
        for oid in top:
            new = c.tx.move(oid, _ZONE_EXILE if e.to == "exile" else _ZONE_GRAVEYARD)
            c.remember_add(f"milled#{new.id}", 1)
        c.remember_add("milled", len(top))
        shared = len(types) > 1 and bool(set.intersection(*types))
        if not (e.repeat_while_shared and shared):
            break
        c.tx.draw(who)
    return None


def at_the_table(c: Ctx, player: object) -> Outcome:
    """A paper seat's library is on the real table, not in the app: what the step does with
    it (search, scry, look, mill) its player does there, and the resolution waits for the
    players' own changes (a card found put onto the battlefield or into a hand), then Done, as
    a resolution by hand does. None when ``player``'s library is the app's."""
    st = c.state
    if not isinstance(player, int) or not st.players[player].paper:
        return None
    res = st.resolution
    if res is not None:
        st.resolution = res.remember("by hand", 1)
    return ResolveByHandDecision(c.controller, c.item, c.item.text)


def _unseen_cards_at_the_table(c: Ctx, objects: k.Objects) -> Outcome:
    """A card chosen from graveyards where a paper seat's holds cards the app has not seen
    (discarded at the table, a game joined half-way): the choice is the table's, so the
    resolution waits for it to be carried out by hand, as :func:`at_the_table` does. None when
    every graveyard in reach is the app's to list."""
    if objects.zone != "graveyard" or objects.how not in (k.How.CHOOSE, k.How.ALL):
        return None  # (a target was chosen among the cards the app knows, 115.1)
    st = c.state
    whose = objects.filter.controller
    for p in st.players:
        if not p.paper or not p.hidden_graveyard or p.left_game:
            continue
        if whose == "any" or (whose == "you") == (p.id == c.controller):
            return at_the_table(c, p.id)
    return None


def arrange(c: Ctx, count: int, graveyard: bool, chosen: object) -> Outcome:
    key = (c.controller, _ZONE_LIBRARY)
    library = c.state.zones.get(key, ())
    if chosen == _DONE:
        return None  # (done at the table: at_the_table)
    if chosen is None and (table := at_the_table(c, c.controller)) is not None:
        return table
    if chosen is None:
        cards = library[:count]
        if not cards:
            return None
        return ArrangeTopDecision(c.controller, cards, graveyard)
    assert isinstance(chosen, tuple)
    top, bottom, to_graveyard = (ids_of(part) for part in chosen)
    rest = library[len(top) + len(bottom) + len(to_graveyard) :]
    c.state.zones[key] = (*top, *rest, *bottom)
    for oid in to_graveyard:
        c.tx.move(oid, _ZONE_GRAVEYARD)
    return None


def scry(c: Ctx, e: k.ScryEffect, chosen: object) -> Outcome:
    return arrange(c, c.amount(e.count, e.amount), False, chosen)


def surveil(c: Ctx, e: k.SurveilEffect, chosen: object) -> Outcome:
    return arrange(c, c.amount(e.count, e.amount), True, chosen)


def put_card(c: Ctx, oid: ObjectId, to: str, *, tapped: bool = False, counter: str = "") -> None:
    if to == "battlefield":
        to_battlefield(c.tx, oid, c.controller, tapped=tapped, counter=counter)
        return
    zone, bottom = zone_of(to)
    c.tx.move(oid, zone, bottom=bottom)


def search(c: Ctx, e: k.SearchLibraryEffect, chosen: object) -> Outcome:
    st = c.state
    library = st.zone(c.controller, _ZONE_LIBRARY)
    if chosen == _DONE:
        return None  # (done at the table: at_the_table)
    if chosen is None and (table := at_the_table(c, c.controller)) is not None:
        return table
    if chosen is None:
        options = tuple(
            o for o in library if matches(st, o, e.filter, controller=c.controller, source=None)
        )
        if options:
            return ChooseCardsDecision(
                c.controller,
                "Search your library: choose the card(s) to find.",
                options,
                0,
                min(e.count, len(options)),
                "search",
                seen=library,
            )
        chosen = ()
    if not ids_of(chosen) and not c.tx.quiet:
        c.tx.emit(ev.LibrarySearchedInVain(c.controller))
    for oid in ids_of(chosen):
        put_card(c, oid, e.to, tapped=e.tapped)
    c.tx.shuffle(c.controller)  # 701.23a
    return None


def look(c: Ctx, e: k.LookAtTopEffect, chosen: object) -> Outcome:
    st = c.state
    if e.who is not k.Who.YOU:
        if c.step.player is None:
            players = legal_players(st, e.who, c.controller)
            return tuple(replace(c.step, player=p) for p in players)
        top = st.zone(c.step.player, _ZONE_LIBRARY)[: e.count]
    else:
        top = st.zone(c.controller, _ZONE_LIBRARY)[: e.count]
    if chosen is None and e.take == 0:
        if not top:
            return None
        return ChooseCardsDecision(c.controller, "Look at the top card(s).", (), 0, 0, "look", top)
    if e.take == 0:
        return None
    if chosen is None:
        options = tuple(
            o for o in top if matches(st, o, e.filter, controller=c.controller, source=None)
        )
        if options and e.take > 0:
            return ChooseCardsDecision(
                c.controller,
                f"Look at the top {len(top)}: choose up to {e.take} to take.",
                options,
                0,
                min(e.take, len(options)),
                "take",
                seen=top,
            )
        chosen = ()
    taken = ids_of(chosen)
    for oid in taken:
        put_card(c, oid, e.to)
    for oid in top:
        if oid not in taken and oid in c.state.objects:
            put_card(c, oid, e.rest)
    return None


def move_cards(c: Ctx, e: k.MoveCardsEffect, chosen: object) -> Outcome:
    chooser = c.named_player(e.who)
    if isinstance(chooser, tuple):
        return chooser
    if chosen == _DONE:
        return None  # (done at the table: _unseen_cards_at_the_table)
    if chosen is None and (table := _unseen_cards_at_the_table(c, e.objects)) is not None:
        return table
    found = c.objects(e.objects, c.step.slot, chosen, purpose="return", chooser=chooser)
    if not isinstance(found, tuple):
        return found
    shuffled = set()
    moved_creatures = 0
    first_owner = None
    for oid in found:
        obj = c.state.objects.get(oid)
        if obj is None:
            continue
        moved_creatures += "Creature" in obj.printed.card_types
        first_owner = obj.owner if first_owner is None else first_owner
        if e.to == "battlefield":
            controller = c.controller if e.yours and chooser is None else obj.owner
            counter = e.counter
            if counter == "+1/+1 or loyalty":
                counter = "loyalty" if "Planeswalker" in obj.printed.card_types else "+1/+1"
            to_battlefield(c.tx, oid, controller, tapped=e.tapped, counter=counter)
        elif e.to == "shuffle":
            c.tx.move(oid, _ZONE_LIBRARY)
            shuffled.add(obj.owner)
        else:
            zone, bottom = zone_of(e.to)
            c.tx.move(oid, zone, bottom=bottom)
    for owner in sorted(shuffled):
        c.tx.shuffle(owner)
    res = c.state.resolution
    assert res is not None
    res = res.remember("moved", len(found)).remember("moved creatures", moved_creatures)
    if first_owner is not None:
        res = res.remember("owner", int(first_owner) + 1)
    c.state.resolution = res
    return None
