"""Counting what the games of a lab run showed: whole numbers only, so that tallies made by
different processes add up to the same tally whatever the split (the same seed gives the same
report on one core or on eight).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from saga_table.engine.setup import OPENING_HAND
from saga_table.lab.player import GameResult
from saga_table.lab.questions import Question

__all__ = ["EXAMPLES", "Tally"]

#: Game numbers kept as examples for each figure that names games (the smallest numbers).
EXAMPLES = 5


def _keep_examples(into: list[int], more: list[int]) -> None:
    into.extend(more)
    into.sort()
    del into[EXAMPLES:]


@dataclass
class Tally:
    turns: int
    life: int = 20
    questions: tuple[Question, ...] = ()
    games: int = 0
    seen_at: Counter[int] = field(default_factory=Counter)
    mulligan_at: Counter[int] = field(default_factory=Counter)
    kept: Counter[int] = field(default_factory=Counter)
    lands_sum: list[int] = field(default_factory=list)
    lands_sq: list[int] = field(default_factory=list)
    lands_games: list[int] = field(default_factory=list)
    damage_sum: list[int] = field(default_factory=list)
    damage_sq: list[int] = field(default_factory=list)
    kill: Counter[int] = field(default_factory=Counter)
    kill_examples: dict[int, list[int]] = field(default_factory=dict)
    cast: dict[str, Counter[int]] = field(default_factory=dict)
    chapters: dict[tuple[str, int], Counter[int]] = field(default_factory=dict)
    first_position: dict[str, Counter[int]] = field(default_factory=dict)
    opening_lands: Counter[int] = field(default_factory=Counter)
    not_carried_out: Counter[tuple[str, int]] = field(default_factory=Counter)
    stopped: Counter[str] = field(default_factory=Counter)
    stopped_examples: dict[str, list[int]] = field(default_factory=dict)
    defaulted: int = 0
    answers: list[int] = field(default_factory=list)
    answer_examples: list[list[int]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.lands_sum:
            for series in (self.lands_sum, self.lands_sq, self.lands_games):
                series.extend([0] * self.turns)
            self.damage_sum.extend([0] * self.turns)
            self.damage_sq.extend([0] * self.turns)
        if not self.answers:
            self.answers.extend([0] * len(self.questions))
            self.answer_examples.extend([] for _ in self.questions)

    def add(self, r: GameResult) -> None:
        self.games += 1
        for name, pos in r.first_position.items():
            self.first_position.setdefault(name, Counter())[pos] += 1
        self.opening_lands[r.opening_lands] += 1
        if not r.lands:
            # only dealt, or stopped before its first turn ended: only the deal counts
            if r.stopped is not None:
                self.stopped[r.stopped] += 1
                _keep_examples(self.stopped_examples.setdefault(r.stopped, []), [r.number])
            return
        for j in range(r.mulligans + 1):
            self.seen_at[OPENING_HAND - j] += 1
        for j in range(r.mulligans):
            self.mulligan_at[OPENING_HAND - j] += 1
        self.kept[OPENING_HAND - r.mulligans] += 1
        if r.stopped is not None:
            self.stopped[r.stopped] += 1
            _keep_examples(self.stopped_examples.setdefault(r.stopped, []), [r.number])
        # a stopped game counts for the turns it played; its later turns repeat its last one
        lands = r.lands + [r.lands[-1]] * (self.turns - len(r.lands))
        damage = r.damage + [r.damage[-1]] * (self.turns - len(r.damage))
        for t in range(self.turns):
            self.lands_sum[t] += lands[t]
            self.lands_sq[t] += lands[t] * lands[t]
            self.lands_games[t] += 1
            self.damage_sum[t] += damage[t]
            self.damage_sq[t] += damage[t] * damage[t]
        kill = r.kill_turn(self.life) or 0
        self.kill[kill] += 1
        _keep_examples(self.kill_examples.setdefault(kill, []), [r.number])
        for name, turn in r.cast.items():
            self.cast.setdefault(name, Counter())[turn] += 1
        for key, turn in r.chapters.items():
            self.chapters.setdefault(key, Counter())[turn] += 1
        for key in r.not_carried_out:
            self.not_carried_out[key] += 1
        if r.defaulted:
            self.defaulted += 1
        for i, q in enumerate(self.questions):
            if q.test(r, self.life):
                self.answers[i] += 1
                _keep_examples(self.answer_examples[i], [r.number])

    def merge(self, other: Tally) -> None:
        self.games += other.games
        for mine, theirs in (
            (self.seen_at, other.seen_at),
            (self.mulligan_at, other.mulligan_at),
            (self.kept, other.kept),
            (self.kill, other.kill),
            (self.opening_lands, other.opening_lands),
            (self.not_carried_out, other.not_carried_out),
            (self.stopped, other.stopped),
        ):
            mine.update(theirs)  # type: ignore[arg-type]
        for series, more in (
            (self.lands_sum, other.lands_sum),
            (self.lands_sq, other.lands_sq),
            (self.lands_games, other.lands_games),
            (self.damage_sum, other.damage_sum),
            (self.damage_sq, other.damage_sq),
        ):
            for t, value in enumerate(more):
                series[t] += value
        for table, more_table in (
            (self.cast, other.cast),
            (self.chapters, other.chapters),
            (self.first_position, other.first_position),
        ):
            for key, counts in more_table.items():
                table.setdefault(key, Counter()).update(counts)  # type: ignore[arg-type]
        for turn, numbers in other.kill_examples.items():
            _keep_examples(self.kill_examples.setdefault(turn, []), numbers)
        for reason, numbers in other.stopped_examples.items():
            _keep_examples(self.stopped_examples.setdefault(reason, []), numbers)
        self.defaulted += other.defaulted
        for i, n in enumerate(other.answers):
            self.answers[i] += n
            _keep_examples(self.answer_examples[i], other.answer_examples[i])
