"""Short English descriptions of effects, for the log and for what an ability waits for."""

from __future__ import annotations

from saga_table.engine.cards import (
    AddCountersEffect,
    AddManaEffect,
    BecomeMonarchEffect,
    CreateTokenEffect,
    DrawEffect,
    Effect,
    ExileAndReturnTransformedEffect,
    GainLifeEffect,
    SequenceEffect,
)
from saga_table.engine.effects import kinds as k

__all__ = ["describe_effect"]


def _n(count: int, amount: str) -> str:
    return f"X ({amount})" if amount else str(count)


def _objs(objects: k.Objects | None) -> str:
    if objects is None:
        return ""
    f = objects.filter
    what = "/".join(t.lower() for t in (*f.subtypes, *f.types)) or "permanent"
    if objects.zone != "battlefield":
        what += f" card in a {objects.zone}"
    if objects.how in (k.How.SELF, k.How.IT):
        return "it"
    if objects.how is k.How.ALL:
        return f"each {what}"
    amount = (
        "any number of"
        if objects.any_number
        else (f"up to {objects.count}" if objects.up_to else str(objects.count))
    )
    kind = "target" if objects.how is k.How.TARGET else "chosen"
    return f"{amount} {kind} {what}"


def describe_effect(effect: Effect) -> str:
    """A short English description of a structured effect.

    >>> steps = (k.DiscardEffect(2, up_to=True), DrawEffect(amount="discarded"))
    >>> describe_effect(SequenceEffect(steps))
    'discard up to 2; draw X (discarded)'
    """
    if isinstance(effect, DrawEffect):
        who = "" if effect.who is k.Who.YOU else f"{effect.who.value}: "
        return f"{who}draw {_n(effect.count, effect.amount)}"
    if isinstance(effect, CreateTokenEffect):
        return f"create {_n(effect.count, effect.amount)} {effect.name}"
    if isinstance(effect, BecomeMonarchEffect):
        return "become the monarch"
    if isinstance(effect, AddCountersEffect):
        verb = "add" if effect.amount >= 0 else "remove"
        return f"{verb} {abs(effect.amount)} {effect.kind} counter(s)"
    if isinstance(effect, ExileAndReturnTransformedEffect):
        return "exile and return transformed"
    if isinstance(effect, AddManaEffect):
        return f"add {effect.mana}"
    if isinstance(effect, GainLifeEffect):
        who = "" if effect.who is k.Who.YOU else f"{effect.who.value}: "
        if effect.named:
            return f"{who}{'lose' if effect.lose else 'gain'} X ({effect.named}) life"
        amount = -effect.amount if effect.lose else effect.amount
        return f"{who}gain {amount} life" if amount >= 0 else f"{who}lose {-amount} life"
    if isinstance(effect, SequenceEffect):
        return "; ".join(describe_effect(e) for e in effect.steps)
    if isinstance(effect, k.DiscardEffect):
        who = "" if effect.who is k.Who.YOU else f"{effect.who.value}: "
        if effect.whole_hand:
            return f"{who}discard the hand"
        how = "at random " if effect.random else ""
        n = "any number" if effect.any_number else _n(effect.count, effect.amount)
        return f"{who}discard {how}{'up to ' if effect.up_to else ''}{n}"
    if isinstance(effect, k.MillEffect):
        who = "" if effect.who is k.Who.YOU else f"{effect.who.value}: "
        return f"{who}mill {_n(effect.count, effect.amount)}"
    if isinstance(effect, k.ScryEffect):
        return f"scry {_n(effect.count, effect.amount)}"
    if isinstance(effect, k.SurveilEffect):
        return f"surveil {_n(effect.count, effect.amount)}"
    if isinstance(effect, k.SearchLibraryEffect):
        return f"search the library for {effect.count} card(s) to the {effect.to}"
    if isinstance(effect, k.LookAtTopEffect):
        return f"look at the top {effect.count}, take up to {effect.take}"
    if isinstance(effect, k.MoveCardsEffect):
        return f"put {_objs(effect.objects)} into the {effect.to}"
    if isinstance(effect, k.PutCountersEffect):
        n = _n(effect.count, effect.amount)
        return f"put {n} {effect.kind} counter(s) on {_objs(effect.objects)}"
    if isinstance(effect, k.PumpEffect):
        parts = []
        if effect.amount:
            parts.append(f"+X/+{'0' if effect.amount_power_only else 'X'} ({effect.amount})")
        elif effect.power or effect.toughness:
            parts.append(f"{effect.power:+d}/{effect.toughness:+d}")
        if effect.base_pt:
            parts.append(f"base {effect.base_pt[0]}/{effect.base_pt[1]}")
        parts.extend(effect.keywords)
        if effect.abilities:
            parts.append(f'"{effect.abilities}"')
        until = "" if effect.duration == "permanent" else " until end of turn"
        return f"{_objs(effect.objects)} gets {' '.join(parts)}{until}"
    if isinstance(effect, k.DamageEffect):
        players = effect.players.value if effect.players else ""
        whom = [w for w in (_objs(effect.objects), players) if w]
        return f"{_n(effect.count, effect.amount)} damage to {' and '.join(whom)}"
    if isinstance(effect, k.DestroyEffect):
        return f"destroy {_objs(effect.objects)}"
    if isinstance(effect, k.ExileEffect):
        until = " until it leaves" if effect.until_source_leaves else ""
        return f"exile {_objs(effect.objects)}{until}"
    if isinstance(effect, k.ReturnToHandEffect):
        return f"return {_objs(effect.objects)} to the hand"
    if isinstance(effect, k.SacrificeEffect):
        return f"{effect.who.value}: sacrifice {effect.count}"
    if isinstance(effect, k.TapEffect):
        return f"{'untap' if effect.untap else 'tap'} {_objs(effect.objects)}"
    if isinstance(effect, k.GainControlEffect):
        return f"gain control of {_objs(effect.objects)}"
    if isinstance(effect, k.CopyTokenEffect):
        return f"copy {_objs(effect.objects)}"
    if isinstance(effect, k.FightEffect):
        return f"{_objs(effect.yours)} fights {_objs(effect.theirs)}"
    if isinstance(effect, k.MayEffect):
        return f"you may: {describe_effect(effect.effect)}"
    if isinstance(effect, k.ChooseModeEffect):
        return "choose: " + " / ".join(describe_effect(m) for m in effect.modes)
    if isinstance(effect, k.ChooseNumberEffect):
        return "choose X"
    if isinstance(effect, k.DoubleCountersEffect):
        return f"double the counters on {_objs(effect.objects)}"
    if isinstance(effect, k.ConditionalEffect):
        return f"if so: {describe_effect(effect.effect)}"
    if isinstance(effect, k.ExchangeControlEffect):
        return f"exchange control of {_objs(effect.objects)}"
    if isinstance(effect, k.RingTemptsEffect):
        return "the Ring tempts you"
    if isinstance(effect, k.EntryCounterEffect):
        return "your next creature this turn enters with a +1/+1 counter"
    if isinstance(effect, k.ByHandEffect):
        return f"by hand: {effect.text}"
    return type(effect).__name__  # pragma: no cover
