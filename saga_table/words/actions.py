"""Actions in words: what Undo and Redo will take back or do again ("Undo Add a lore counter to
History of Benalia"), and the log's sentence for an action whose events do not say it all.
"""

from __future__ import annotations

from saga_table.engine import actions as a
from saga_table.engine.cards import roman
from saga_table.engine.state import GameState
from saga_table.words.game import phase_name, step_name, zone_name
from saga_table.words.names import Namer, counter_kind_name, dungeon_title, room_name
from saga_table.words.translation import listed, translate

__all__ = ["action_log_sentence", "action_name"]


def _skip_target(what: str) -> str:
    from saga_table.engine.turns import Phase, Step

    if what in {p.value for p in Phase}:
        return phase_name(Phase(what))
    return step_name(Step(what))


def _step_target(what: str, precombat: bool | None) -> str:
    from saga_table.engine.turns import Phase, Step

    if what not in {s.value for s in Step}:
        return what
    if what == Step.MAIN.value and precombat is None:
        return phase_name(Phase.MAIN)
    return step_name(Step(what), precombat=precombat is not False)


def action_name(action: a.Action, state: GameState, language: str = "en") -> str:
    """A short imperative name of ``action`` as it was applied to ``state`` (the state before)."""
    n = Namer(state, language=language)
    match action:
        case a.AdvanceStep():
            return translate("Action", "Next step")
        case a.AdvanceToStep(step=step, precombat=precombat):
            return translate("Action", "Go to the {step}").format(
                step=_step_target(step, precombat)
            )
        case a.AdvanceToNextTurn():
            return translate("Action", "Pass the turn")
        case a.PassTheTurn():
            return translate("Action", "Pass the turn")
        case a.SkipNext(player=player, what=what):
            return translate("Action", "{player} skips their next {what}").format(
                player=n.player(player), what=_skip_target(what)
            )
        case a.SkipThisTurn(player=player, what=what):
            return translate("Action", "{player} skips each {what} this turn").format(
                player=n.player(player), what=_skip_target(what)
            )
        case a.AddExtraPhases(phases=phases):
            return translate("Action", "Add extra phases: {phases}").format(
                phases=listed(phase_name(p) for p in phases)
            )
        case a.AddExtraTurn(player=player, count=count):
            name = translate("Action", "Extra turn for {player}").format(player=n.player(player))
            return name if count == 1 else f"{name} \u00d7{count}"
        case a.EndTheTurn():
            return translate("Action", "End the turn")
        case a.EndTheCombatPhase():
            return translate("Action", "End combat")
        case a.ResolveTopOfStack(carry_out=carry_out):
            title = n.item_title(state.stack[-1].id) if state.stack else ""
            if carry_out:
                return translate("Action", "Resolve {item}").format(item=title)
            return translate("Action", "Resolve {item} by hand").format(item=title)
        case a.ResolveByHand():
            title = n.item_title(state.stack[-1].id) if state.stack else ""
            return translate("Action", "Resolve {item} by hand").format(item=title)
        case a.FinishResolution():
            return translate("Action", "Finish the resolution")
        case a.ChooseTargets():
            return translate("Action", "Choose targets")
        case a.ChooseCards():
            return translate("Action", "Choose cards")
        case a.ArrangeTop():
            return translate("Action", "Order the top of the library")
        case a.ChooseYesOrNo(yes=yes):
            return translate("Action", "Answer yes") if yes else translate("Action", "Answer no")
        case a.ChooseModes():
            return translate("Action", "Choose modes")
        case a.ChooseNumber(number=number):
            return translate("Action", "Choose {number}").format(number=number)
        case a.CounterStackItem(item=item):
            return translate("Action", "Counter {item}").format(item=n.item_title(item))
        case a.OrderTriggers():
            return translate("Action", "Order triggered abilities")
        case a.ChooseReadAhead(number=number):
            return translate("Action", "Read ahead to chapter {chapter}").format(
                chapter=roman(number)
            )
        case a.DiscardToHandSize(cards=cards):
            if len(cards) == 1:
                return translate("Action", "Discard a card to hand size")
            return translate("Action", "Discard {count} cards to hand size").format(
                count=len(cards)
            )
        case a.AddCounters(object=obj, kind=kind, amount=amount):
            if kind == "lore" and amount == 1:
                return translate("Action", "Add a lore counter to {card}").format(
                    card=n.object(obj)
                )
            if amount == 1:
                return translate("Action", "Put a {kind} counter on {card}").format(
                    kind=counter_kind_name(kind), card=n.object(obj)
                )
            return translate("Action", "Put {count} {kind} counters on {card}").format(
                count=amount, kind=counter_kind_name(kind), card=n.object(obj)
            )
        case a.RemoveCounters(object=obj, kind=kind, amount=amount):
            if kind == "lore" and amount == 1:
                return translate("Action", "Remove a lore counter from {card}").format(
                    card=n.object(obj)
                )
            if amount == 1:
                return translate("Action", "Remove a {kind} counter from {card}").format(
                    kind=counter_kind_name(kind), card=n.object(obj)
                )
            return translate("Action", "Remove {count} {kind} counters from {card}").format(
                count=amount, kind=counter_kind_name(kind), card=n.object(obj)
            )
        case a.Proliferate():
            return translate("Action", "Proliferate")
        case a.PutOntoBattlefield(card=card):
            return translate("Action", "Put {card} onto the battlefield").format(
                card=n.object(card)
            )
        case a.AddPlayerCounters(player=player, kind=kind, amount=amount):
            if amount == -1:
                return translate("Action", "Remove a {kind} counter from {player}").format(
                    kind=counter_kind_name(kind), player=n.player(player)
                )
            if amount < 0:
                return translate("Action", "Remove {count} {kind} counters from {player}").format(
                    count=-amount, kind=counter_kind_name(kind), player=n.player(player)
                )
            if amount == 1:
                return translate("Action", "Give {player} a {kind} counter").format(
                    kind=counter_kind_name(kind), player=n.player(player)
                )
            return translate("Action", "Give {player} {count} {kind} counters").format(
                count=amount, kind=counter_kind_name(kind), player=n.player(player)
            )
        case a.CastSpell(card=card):
            return translate("Action", "Cast {card}").format(card=n.object(card))
        case a.PlayLand(card=card):
            return translate("Action", "Play {card}").format(card=n.object(card))
        case a.MoveObject(object=obj, to=to):
            return translate("Action", "Move {card} to the {zone}").format(
                card=n.object(obj), zone=zone_name(to)
            )
        case a.ExileAndReturn(object=obj):
            return translate("Action", "Exile and return {card}").format(card=n.object(obj))
        case a.Transform(object=obj):
            return translate("Action", "Transform {card}").format(card=n.object(obj))
        case a.CreateToken(name=name, count=count, card=card):
            label = name or (card.name if card is not None else "")
            if count == 1:
                return translate("Action", "Create a {name} token").format(name=label)
            return translate("Action", "Create {count} {name} tokens").format(
                count=count, name=label
            )
        case a.TapPermanent(object=obj):
            return translate("Action", "Tap {card}").format(card=n.object(obj))
        case a.TapPermanents(objects=objs):
            return translate("Action", "Tap {cards}").format(
                cards=listed(n.object(o) for o in objs)
            )
        case a.AttachTo(object=obj, target=None):
            return translate("Action", "Unattach {card}").format(card=n.object(obj))
        case a.AttachTo(object=obj, target=target):
            return translate("Action", "Attach {card} to {target}").format(
                card=n.object(obj), target=n.object(target)
            )
        case a.UntapPermanent(object=obj):
            return translate("Action", "Untap {card}").format(card=n.object(obj))
        case a.ApplyEffect(text=text):
            return translate("Action", "Apply an effect: {text}").format(text=text)
        case a.EndEffect():
            return translate("Action", "End an effect")
        case a.DrawCards(player=player, count=count):
            if count == 1:
                return translate("Action", "{player} draws a card").format(player=n.player(player))
            return translate("Action", "{player} draws {count} cards").format(
                player=n.player(player), count=count
            )
        case a.Shuffle(player=player):
            return translate("Action", "Shuffle {player}'s library").format(player=n.player(player))
        case a.ReorderLibraryTop(player=player):
            return translate("Action", "Rearrange the top of {player}'s library").format(
                player=n.player(player)
            )
        case a.ChangeLife(player=player, amount=amount):
            if amount > 0:
                return translate("Action", "{player} gains {count} life").format(
                    player=n.player(player), count=amount
                )
            return translate("Action", "{player} loses {count} life").format(
                player=n.player(player), count=-amount
            )
        case a.Concede(player=player):
            return translate("Action", "{player} concedes").format(player=n.player(player))
        case a.ConcedeTogether(players=players):
            return translate("Action", "{players} concede together").format(
                players=listed(n.player(p) for p in players)
            )
        case a.Ascend(player=player):
            return translate("Action", "{player} ascends").format(player=n.player(player))
        case a.TheRingTemptsYou(player=player):
            return translate("Action", "The Ring tempts {player}").format(player=n.player(player))
        case a.StartYourEngines(player=player):
            return translate("Action", "{player}: start your engines!").format(
                player=n.player(player)
            )
        case a.CountSpell(player=player):
            return translate("Action", "{player} casts a spell").format(player=n.player(player))
        case a.SetDayNight(value="day"):
            return translate("Action", "It becomes day")
        case a.SetDayNight():
            return translate("Action", "It becomes night")
        case a.TakeTheInitiative(player=player):
            return translate("Action", "{player} takes the initiative").format(
                player=n.player(player)
            )
        case a.VentureIntoTheDungeon(player=player, undercity=True):
            return translate("Action", "{player} ventures into Undercity").format(
                player=n.player(player)
            )
        case a.VentureIntoTheDungeon(player=player):
            return translate("Action", "{player} ventures into the dungeon").format(
                player=n.player(player)
            )
        case a.ChooseDungeon(dungeon=name):
            return translate("Action", "Enter {dungeon}").format(
                dungeon=dungeon_title(name, language)
            )
        case a.ChooseRoom(room=room):
            decision = state.decision
            where = getattr(decision, "dungeon", "")
            return translate("Action", "Move to {room}").format(
                room=room_name(where, room, language)
            )
        case a.KeepLegend(keep=keep):
            return translate("Action", "Keep {card} (the legend rule)").format(card=n.object(keep))
        case a.Mulligan(player=player):
            return translate("Action", "{player} mulligans").format(player=n.player(player))
        case a.KeepHand(player=player):
            return translate("Action", "{player} keeps their hand").format(player=n.player(player))
        case a.BecomeMonarch(player=player):
            return translate("Action", "{player} becomes the monarch").format(
                player=n.player(player)
            )
        case a.DeclareAttackers():
            return translate("Action", "Declare attackers")
        case a.DeclareBlockers():
            return translate("Action", "Declare blockers")
        case a.DealCombatDamage():
            return translate("Action", "Deal combat damage")
        case a.PutCardOntoBattlefield(card=card, controller=controller, play=True):
            return translate("Action", "{player} plays {card}").format(
                player=n.player(controller), card=card.display_name(language)
            )
        case a.PutCardOntoBattlefield(card=card, controller=controller):
            return translate("Action", "Put {card} onto the battlefield for {player}").format(
                card=card.display_name(language), player=n.player(controller)
            )
        case a.CastCard(card=card, controller=controller):
            return translate("Action", "{player} casts {card}").format(
                player=n.player(controller), card=card.display_name(language)
            )
        case a.GainControl(object=obj, player=player):
            return translate("Action", "{player} gains control of {card}").format(
                player=n.player(player), card=n.object(obj)
            )
        case a.SetLife(player=player, total=total):
            return translate("Action", "{player}'s life becomes {total}").format(
                player=n.player(player), total=total
            )
        case a.SacrificePermanent(object=obj):
            return translate("Action", "Sacrifice {card}").format(card=n.object(obj))
        case a.SetGraveyardSize(player=player, count=count):
            return translate("Action", "{player} has {count} cards in the graveyard").format(
                player=n.player(player), count=count
            )
        case a.SetHandSize(player=player, count=count):
            return translate("Action", "{player} has {count} cards in hand").format(
                player=n.player(player), count=count
            )
        case a.ChangeCommanderDamage(player=player, commander=commander):
            return translate("Action", "Correct {player}'s damage from {commander}").format(
                player=n.player(player), commander=commander
            )
    return type(action).__name__  # pragma: no cover - every action is named above


def action_log_sentence(action: a.Action, state: GameState, language: str = "en") -> str | None:
    """The log's line for an action whose events do not tell the story by themselves (a mulligan,
    a kept hand, a skip, an extra turn); ``None`` when the events say it all."""
    n = Namer(state, language=language)
    match action:
        case a.Mulligan(player=player):
            return translate("Log", "{player} mulligans.").format(player=n.player(player))
        case a.KeepHand(player=player, bottom=bottom):
            if len(bottom) == 1:
                return translate("Log", "{player} keeps and puts a card on the bottom.").format(
                    player=n.player(player)
                )
            if bottom:
                return translate(
                    "Log", "{player} keeps and puts {count} cards on the bottom."
                ).format(player=n.player(player), count=len(bottom))
            return translate("Log", "{player} keeps their hand.").format(player=n.player(player))
        case a.ChooseReadAhead(number=number):
            return translate("Log", "Read ahead: the Saga starts at chapter {chapter}.").format(
                chapter=roman(number)
            )
        case a.OrderTriggers():
            return translate(
                "Log", "The triggered abilities are put on the stack in the chosen order."
            )
        case a.SkipNext() | a.SkipThisTurn() | a.AddExtraPhases() | a.AddExtraTurn() | a.AttachTo():
            return action_name(action, state, language) + translate("Log", ".")
        case a.EndTheTurn():
            return translate("Log", "The turn is ended (723.1).")
        case a.EndTheCombatPhase() if state.turn.phase.value == "combat":
            return translate("Log", "The combat phase is ended (723.2).")
        case a.ReorderLibraryTop(player=player, top=top, bottom=bottom, graveyard=graveyard):
            return translate(
                "Log", "{player} rearranges the top {count} card(s) of their library."
            ).format(player=n.player(player), count=len(top) + len(bottom) + len(graveyard))
        case a.Proliferate(player=player):
            return translate("Log", "{player} proliferates.").format(player=n.player(player))
    return None
