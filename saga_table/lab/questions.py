"""The user's own questions about a lab run, in a small English syntax.

A question is one or more conditions joined by ``and`` / ``or`` (``and`` binds first), each
perhaps preceded by ``not``, with parentheses to group. The conditions (N, K are numbers; a
comparison is ``>=``, ``<=``, ``>``, ``<``, ``=``, ``at least`` or ``at most``)::

    CARD chapter III resolved by turn N [and found a(n) TYPE]
    CARD cast by turn N
    lands COMPARISON K on turn N          (lands on the battlefield at the end of turn N)
    damage COMPARISON K by turn N         (damage dealt to the goldfish by the end of turn N)
    kill by turn N                        (the goldfish at 0 life by the end of turn N)
    mulligans COMPARISON K

CARD is a card name of the deck (any case; quotes allowed: ``"Urza's Saga"``). ``found a TYPE``
says the chapter's search put a card of that type (artifact, creature...) from the library.

>>> q = parse_question("Urza's Saga chapter III resolved by turn 3 and found an artifact",
...                    ["Urza's Saga", "Plains"])
>>> q.text
"Urza's Saga chapter III resolved by turn 3 and found an artifact"
>>> parse_question("lands at least 3 on turn 3 and not kill by turn 5", []).describe()
'(lands >= 3 on turn 3) and not (kill by turn 5)'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from saga_table.engine.cards import parse_roman
from saga_table.lab.player import GameResult

__all__ = ["Question", "QuestionError", "parse_question"]

MAX_QUESTION_CHARS = 500


class QuestionError(ValueError):
    """A question that cannot be read; the message says where."""


@dataclass(frozen=True, slots=True)
class _Chapter:
    card: str
    chapter: int
    turn: int
    found: str | None = None

    def test(self, r: GameResult, life: int) -> bool:
        when = r.chapters.get((self.card, self.chapter))
        if when is None or when > self.turn:
            return False
        if self.found is None:
            return True
        hit = r.found.get((self.card, self.chapter))
        return hit is not None and hit[0] <= self.turn and self.found in {t.lower() for t in hit[1]}

    def describe(self) -> str:
        found = f" and found a {self.found}" if self.found else ""
        return f"{self.card} chapter {_roman(self.chapter)} resolved by turn {self.turn}{found}"


@dataclass(frozen=True, slots=True)
class _Cast:
    card: str
    turn: int

    def test(self, r: GameResult, life: int) -> bool:
        when = r.cast.get(self.card)
        return when is not None and when <= self.turn

    def describe(self) -> str:
        return f"{self.card} cast by turn {self.turn}"


_OPS = {
    ">=": lambda x, y: x >= y,
    "<=": lambda x, y: x <= y,
    ">": lambda x, y: x > y,
    "<": lambda x, y: x < y,
    "=": lambda x, y: x == y,
}


@dataclass(frozen=True, slots=True)
class _Measure:
    what: str  # "lands", "damage", "mulligans"
    op: str
    amount: int
    turn: int = 0

    def test(self, r: GameResult, life: int) -> bool:
        if self.what == "mulligans":
            value = r.mulligans
        else:
            series = r.lands if self.what == "lands" else r.damage
            if self.turn > len(series):
                return False
            value = series[self.turn - 1]
        return bool(_OPS[self.op](value, self.amount))

    def describe(self) -> str:
        if self.what == "mulligans":
            return f"mulligans {self.op} {self.amount}"
        word = "on" if self.what == "lands" else "by"
        return f"{self.what} {self.op} {self.amount} {word} turn {self.turn}"


@dataclass(frozen=True, slots=True)
class _Kill:
    turn: int

    def test(self, r: GameResult, life: int) -> bool:
        kill = r.kill_turn(life)
        return kill is not None and kill <= self.turn

    def describe(self) -> str:
        return f"kill by turn {self.turn}"


@dataclass(frozen=True, slots=True)
class _Not:
    inner: _Node

    def test(self, r: GameResult, life: int) -> bool:
        return not self.inner.test(r, life)

    def describe(self) -> str:
        return f"not ({self.inner.describe()})"


@dataclass(frozen=True, slots=True)
class _All:
    parts: tuple[_Node, ...]
    joiner: str  # "and" / "or"

    def test(self, r: GameResult, life: int) -> bool:
        results = (p.test(r, life) for p in self.parts)
        return all(results) if self.joiner == "and" else any(results)

    def describe(self) -> str:
        return f" {self.joiner} ".join(
            p.describe() if isinstance(p, _Not) else f"({p.describe()})" for p in self.parts
        )


_Node = _Chapter | _Cast | _Measure | _Kill | _Not | _All


@dataclass(frozen=True, slots=True)
class Question:
    """A parsed question: its text as written, and the condition it tests on each game."""

    text: str
    condition: _Node

    def test(self, result: GameResult, life: int = 20) -> bool:
        return self.condition.test(result, life)

    def describe(self) -> str:
        return self.condition.describe()


def _roman(n: int) -> str:
    from saga_table.engine.cards import roman

    return roman(n)


_TOKEN = re.compile(r'"[^"]*"|“[^”]*”|>=|<=|[()<>=]|[^\s()<>="]+')


class _Parser:
    def __init__(self, text: str, names: Mapping[str, str]) -> None:
        self.text = text
        self.tokens = _TOKEN.findall(text)
        self.i = 0
        # card names by their words (lower case), longest first, for the longest match: each
        # name a card may be written by, with the deck's name it stands for
        self.names = [(tuple(w.lower().split()), n) for w, n in names.items()]
        for w, n in names.items():  # a double-faced card is also found by its front's name
            if " // " in w:
                front = w.split(" // ")[0]
                self.names.append((tuple(front.lower().split()), n))
        self.names.sort(key=lambda p: -len(p[0]))

    # ---------------------------------------------------------------- helpers

    def peek(self, k: int = 0) -> str | None:
        j = self.i + k
        return self.tokens[j].lower() if j < len(self.tokens) else None

    def fail(self, expected: str) -> QuestionError:
        got = self.tokens[self.i] if self.i < len(self.tokens) else "the end"
        where = f"'{got}'" if self.i < len(self.tokens) else "the end of the question"
        return QuestionError(f"{self.text!r}: at {where}, expected {expected}")

    def expect(self, *words: str) -> None:
        for word in words:
            if self.peek() != word:
                raise self.fail(f"'{word}'")
            self.i += 1

    def number(self) -> int:
        tok = self.peek()
        if tok is None or not tok.isdigit() or len(tok) > 4:
            raise self.fail("a number")
        self.i += 1
        return int(tok)

    def comparison(self) -> str:
        tok = self.peek()
        if tok in _OPS:
            self.i += 1
            return tok
        if tok == "at" and self.peek(1) in ("least", "most"):
            op = ">=" if self.peek(1) == "least" else "<="
            self.i += 2
            return op
        raise self.fail("a comparison (>=, <=, >, <, =, 'at least', 'at most')")

    def by_turn(self, word: str = "by") -> int:
        self.expect(word, "turn")
        return self.number()

    def card(self) -> str | None:
        tok = self.tokens[self.i] if self.i < len(self.tokens) else None
        if tok is None:
            return None
        if tok[0] in '"“':
            wanted = tok[1:-1].strip().lower()
            for words, name in self.names:
                if " ".join(words) == wanted:
                    self.i += 1
                    return name
            raise QuestionError(f"{self.text!r}: {tok} is not a card of the deck")
        lowered = [t.lower() for t in self.tokens[self.i :]]
        for words, name in self.names:
            if tuple(lowered[: len(words)]) == words:
                self.i += len(words)
                return name
        return None

    # ---------------------------------------------------------------- grammar

    def parse(self) -> _Node:
        node = self.expr()
        if self.i != len(self.tokens):
            raise self.fail("'and', 'or' or the end of the question")
        return node

    def expr(self) -> _Node:
        parts = [self.term()]
        while self.peek() == "or":
            self.i += 1
            parts.append(self.term())
        return parts[0] if len(parts) == 1 else _All(tuple(parts), "or")

    def term(self) -> _Node:
        parts = [self.factor()]
        while self.peek() == "and":
            if self.peek(1) == "found" and isinstance(parts[-1], _Chapter):
                self.i += 2
                if self.peek() in ("a", "an"):
                    self.i += 1
                kind = self.peek()
                if kind is None or not kind.isalpha():
                    raise self.fail("a card type (artifact, creature, ...)")
                self.i += 1
                chapter = parts[-1]
                parts[-1] = _Chapter(chapter.card, chapter.chapter, chapter.turn, kind)
                continue
            self.i += 1
            parts.append(self.factor())
        return parts[0] if len(parts) == 1 else _All(tuple(parts), "and")

    def factor(self) -> _Node:
        tok = self.peek()
        if tok == "not":
            self.i += 1
            return _Not(self.factor())
        if tok == "(":
            self.i += 1
            node = self.expr()
            self.expect(")")
            return node
        if tok in ("lands", "damage"):
            self.i += 1
            op = self.comparison()
            amount = self.number()
            turn = self.by_turn("on" if tok == "lands" else "by")
            return _Measure(tok, op, amount, turn)
        if tok == "mulligans":
            self.i += 1
            op = self.comparison()
            return _Measure("mulligans", op, self.number())
        if tok == "kill":
            self.i += 1
            return _Kill(self.by_turn())
        name = self.card()
        if name is None:
            raise self.fail("a card of the deck, 'lands', 'damage', 'kill', 'mulligans' or 'not'")
        nxt = self.peek()
        if nxt == "chapter":
            self.i += 1
            tok = self.tokens[self.i] if self.i < len(self.tokens) else ""
            try:
                chapter = int(tok) if tok.isdigit() else parse_roman(tok)
            except ValueError:
                raise self.fail("a chapter number (I, II, III...)") from None
            self.i += 1
            self.expect("resolved")
            return _Chapter(name, chapter, self.by_turn())
        if nxt == "cast":
            self.i += 1
            return _Cast(name, self.by_turn())
        raise self.fail(f"'chapter' or 'cast' after {name}")


def parse_question(
    text: str, card_names: Iterable[str], *, aliases: Mapping[str, str] | None = None
) -> Question:
    """Read a question, in English or in Japanese (:mod:`.questions_ja`); ``aliases`` maps
    other names of the deck's cards (their Japanese names) to the deck's names.
    :class:`QuestionError` says what is wrong and where."""
    from saga_table.lab.questions_ja import is_japanese, to_english

    text = text.strip()
    if not text:
        raise QuestionError("a question is empty")
    if len(text) > MAX_QUESTION_CHARS:
        raise QuestionError(f"a question is longer than {MAX_QUESTION_CHARS} characters")
    names = {n: n for n in card_names}
    names.update(aliases or {})
    if not is_japanese(text, names):
        return Question(text, _Parser(text, names).parse())
    english = to_english(text, names)
    try:
        return Question(text, _Parser(english, names).parse())
    except QuestionError:
        raise QuestionError(
            f"「{text}」: 条件のつなぎ方（かつ、または、ではない）か括弧を読めません"
            f"（英語の書式にすると: {english}）"
        ) from None
