"""The scripted player's shortcuts choose what the full looks choose (lab/player.py): the land to
play is not scored when the hand's lands all make the same colours, and a spell whose cost needs
more mana than there are sources is not asked of the Payer. Played with and without them, the
demo deck's games are the same, game by game."""

from __future__ import annotations

import pytest

from saga_table.demo import builtin_resolver, demo_deck
from saga_table.lab import player as lab_player
from saga_table.lab.player import GameResult, Policy, play_game

GAMES = 40


def _games() -> list[tuple[GameResult, object]]:
    cards = demo_deck(builtin_resolver())
    out = []
    for number in range(1, GAMES + 1):
        result, game = play_game(cards, Policy(turns=10), 7, number)
        out.append((result, sorted(game.state.objects.items())))
    return out


def test_the_land_played_without_scoring_is_the_land_scoring_chooses(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    quick = _games()
    monkeypatch.setattr(lab_player, "_same_colours", lambda lands: False)
    assert _games() == quick


def test_spells_out_of_reach_are_the_ones_the_payer_refuses(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    quick = _games()
    monkeypatch.setattr(lab_player, "_in_reach", lambda spells, mana: spells)
    assert _games() == quick


def test_the_shortcuts_are_taken_in_these_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """(So the two tests above compare something.)"""
    taken = {"same colours": 0, "out of reach": 0}
    same, in_reach = lab_player._same_colours, lab_player._in_reach

    def counted_same(lands: list) -> bool:  # type: ignore[type-arg]
        answer = same(lands)
        taken["same colours"] += answer
        return answer

    def counted_reach(spells: list, mana: int) -> list:  # type: ignore[type-arg]
        kept = in_reach(spells, mana)
        taken["out of reach"] += len(spells) - len(kept)
        return kept

    monkeypatch.setattr(lab_player, "_same_colours", counted_same)
    monkeypatch.setattr(lab_player, "_in_reach", counted_reach)
    _games()
    assert taken["same colours"] > 20 and taken["out of reach"] > 20


def _cast_spells_ranking_every_payment(self: lab_player._Player) -> None:
    """cast_spells as it was: every spell in reach paid, the options ranked by max."""
    for _ in range(60):
        st = self.state
        spells = []
        for oid in st.zones.get((lab_player.ME, lab_player._ZONE_HAND), ()):
            obj = st.objects[oid]
            face = obj.card.faces[obj.face]
            known = lab_player._face(face)
            if not known[1] and not lab_player._held(face, known):  # (the policy's held spells)
                spells.append((obj, face, known))
        if not spells:
            return
        lands = self.sources()
        options = []
        treasures: set[object] = set()
        # the lands first, the Treasures only when the lands cannot pay anything
        extra = lab_player.treasures(self.state, lab_player.ME, self.spent)
        for sources in (lands, [*lands, *extra]):
            treasures = {s[0] for s in sources if s not in lands}
            reach = lab_player._in_reach(spells, len(sources))
            payer = lab_player.Payer(sources)
            for obj, face, known in reach:
                used = payer.pay(known[3])
                if used is not None:
                    options.append(((known[4], face.mana_value), obj, used))
            if options:
                break
        if not options:
            return
        _rank, obj, used = max(options, key=lambda o: o[0])
        self.result.cast.setdefault(lab_player.card_name(obj.card), self.my_turn())
        tapped = self.lands_spent(used)
        for treasure in (t for t in tapped if t in treasures):
            self.do(lab_player.a.SacrificePermanent(treasure))
        lands_tapped = tuple(t for t in tapped if t not in treasures)
        self.do(lab_player.a.CastSpell(obj.id, tapping=lands_tapped))
        self.settle()


def test_the_spell_cast_is_the_one_ranking_every_payment_chooses(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    quick = _games()
    monkeypatch.setattr(lab_player._Player, "cast_spells", _cast_spells_ranking_every_payment)
    assert _games() == quick


def test_removal_and_counterspells_are_held_against_the_goldfish() -> None:
    """Swords to Plowshares (its text begins "Exile") is never cast in a lab run of the demo
    deck: the goldfish never has a creature, so casting it would do nothing but count as cast.
    Lightning Bolt (damage to any target) is still cast."""
    from saga_table.lab.command import load_deck
    from saga_table.lab.player import Policy, play_game

    deck = load_deck("resources/docs/examples/demo-deck.txt")
    names = {lab_player.card_name(c) for c in deck}
    assert {"Swords to Plowshares", "Lightning Bolt"} <= names
    cast: set[str] = set()
    for number in range(1, 41):
        result, _game = play_game(deck, Policy(turns=8), 1, number)
        cast |= set(result.cast)
    assert "Swords to Plowshares" not in cast and "Lightning Bolt" in cast
