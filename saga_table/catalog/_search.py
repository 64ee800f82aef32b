"""Folding text for search, and the search-as-you-type index behind "Put a card onto the
battlefield".

:func:`fold` serves the substring search of the imported store and custom cards.
:class:`NameIndex` answers each keystroke of the card search: every name every source knows
(English, Japanese, each face), folded once by :func:`search_form` (case, accents, width,
punctuation, and katakana to hiragana, so "うるざ" finds ウルザの物語), ranked

1. the whole name, 2. a name that starts with the text, 3. a word of the name that starts with
it, 4. a name that contains it, 5. a near miss (a misspelling: "histroy", "urza sagaa"),

and inside each rank the recently used cards first, then shorter names. Near misses are found
by a character-bigram index that narrows tens of thousands of names to a few hundred, which
RapidFuzz then scores (``fuzz.partial_ratio``: a typo inside a name still typed halfway is a
near miss too). The design notes (resources/docs/design.md) give the numbers that chose this.
"""

from __future__ import annotations

import functools
import heapq
import operator
import re
import unicodedata
from bisect import bisect_right
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence

from saga_table.catalog.normalize import name_key
from saga_table.engine.values import dataclass

__all__ = ["NameHit", "NameIndex", "fold", "kana_fold", "search_form"]

_LATIN_ACCENTED = re.compile(r"[\u00c0-\u024f]")

#: Katakana ァ..ヶ to hiragana ぁ..ゖ (the blocks are 0x60 apart); ヽヾ to ゝゞ.
_KATA_TO_HIRA = {code: code - 0x60 for code in range(0x30A1, 0x30F7)} | {
    0x30FD: 0x309D,
    0x30FE: 0x309E,
}


@functools.lru_cache(maxsize=512)
def _plain_latin(char: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))


def fold(text: str) -> str:
    """Text for substring search: width, case, Latin accents and quote styles ignored.

    Japanese keeps its kana and kanji (a voiced mark is not dropped).

    >>> fold("Lim-Dûl’s ＶＡＵＬＴ"), fold("ガラクの")
    ("lim-dul's vault", 'ガラクの')
    """
    if text.isascii():
        return text.lower()
    folded = unicodedata.normalize("NFKC", text).casefold()
    folded = _LATIN_ACCENTED.sub(lambda m: _plain_latin(m.group()), folded)
    return folded.replace("’", "'").replace("‘", "'")


def kana_fold(text: str) -> str:
    """Katakana as hiragana (half-width katakana too, after NFKC), everything else unchanged.

    >>> kana_fold("ウルザの物語"), kana_fold("ｳﾙｻﾞ")
    ('うるざの物語', 'うるざ')
    """
    if text.isascii():
        return text
    return unicodedata.normalize("NFKC", text).translate(_KATA_TO_HIRA)


def search_form(name: str) -> str:
    """A name as the card search compares it: :func:`name_key` and then :func:`kana_fold`.

    >>> search_form("Urza’s Saga") == search_form("urzas saga")
    True
    >>> search_form("ウルザの物語").startswith(search_form("うるざ"))
    True
    """
    return kana_fold(name_key(name))


def _word_offsets(name: str, form: str) -> tuple[int, ...]:
    """Where each word after the first begins in a name's search form (for "mirror" in
    "fableofthemirrorbreaker")."""
    parts = [p for p in re.split(r"[\s\-‐‑–—/・･]+", name) if p]
    offsets: list[int] = []
    for i in range(1, len(parts)):
        tail = search_form(" ".join(parts[i:]))
        if tail and form.endswith(tail):
            offsets.append(len(form) - len(tail))
    return tuple(offsets)


#: Ranks of a hit, best first.
EXACT, PREFIX, WORD, CONTAINS, NEAR = range(5)


@dataclass(frozen=True, slots=True)
class NameHit:
    """One name that matched: the name as the source writes it, and how well it matched."""

    name: str
    rank: int
    score: float = 100.0


class NameIndex:
    """Every (search form, name) pair of the sources, for search as you type.

    Built once (a few tenths of a second for 60,000 names) and then read only; rebuild it after
    an import. ``search`` never touches the sources.
    """

    _POOL = 300
    _NEAR_CUTOFF = 72.0
    #: How many postings the near-miss count may add up (the rarest pairs first).
    _NEAR_BUDGET = 6000
    _MAX_CONTAINING = 1500

    def __init__(self, pairs: Iterable[tuple[str, str]]) -> None:
        forms: list[str] = []
        names: list[str] = []
        seen: set[tuple[str, str]] = set()
        for _key, name in pairs:
            form = search_form(name)
            if not form or (form, name) in seen:
                continue
            seen.add((form, name))
            forms.append(form)
            names.append(name)
        self._forms = forms
        self._names = names
        # Every form on its own line: one C-speed scan of a single string finds all the names
        # containing the text, instead of a Python loop over each.
        self._blob = "\n" + "\n".join(forms) + "\n"
        self._starts: list[int] = []
        offset = 1
        for form in forms:
            self._starts.append(offset)
            offset += len(form) + 1
        self._offsets: list[tuple[int, ...] | None] | None = None
        self._grams: dict[str, list[int]] | None = None
        self._by_form: dict[str, list[int]] = defaultdict(list)
        for ident, form in enumerate(forms):
            self._by_form[form].append(ident)

    def __len__(self) -> int:
        return len(self._forms)

    # ------------------------------------------------------------------ searching

    def search(self, text: str, *, limit: int = 20, recent: Sequence[str] = ()) -> list[NameHit]:
        """The names ``text`` means, best first, at most ``limit``; ``recent`` names (most
        recent first) go first within a rank. An empty text gives the recent names."""
        query = search_form(text)
        recency = {search_form(name): i for i, name in enumerate(recent)}
        if not query:
            return [NameHit(name, EXACT) for name in recent[:limit]]
        found: dict[int, tuple[int, float]] = {}
        for ident in self._by_form.get(query, ()):
            found[ident] = (EXACT, 100.0)
        for ident in self._containing(query):
            if ident in found:
                continue
            form = self._forms[ident]
            if form.startswith(query):
                found[ident] = (PREFIX, 100.0)
            elif len(query) >= 2 and any(
                form.startswith(query, at) for at in self._word_starts(ident)
            ):
                found[ident] = (WORD, 100.0)
            else:
                found[ident] = (CONTAINS, 100.0)
        if len(found) < limit and len(query) >= 3:
            for ident, score in self._near(query):
                found.setdefault(ident, (NEAR, score))
        forms, names = self._forms, self._names
        none = len(recency)

        def order(item: tuple[int, tuple[int, float]]) -> tuple[int, int, float, int, str]:
            ident, (rank, score) = item
            form = forms[ident]
            return (rank, recency.get(form, none), -score, len(form), names[ident])

        best = heapq.nsmallest(max(limit, 0) * 2, found.items(), key=order)
        return [NameHit(names[ident], rank, score) for ident, (rank, score) in best]

    def _containing(self, query: str) -> list[int]:
        """The names whose search form contains ``query`` (by position in the joined blob),
        at most :attr:`_MAX_CONTAINING` of them (a letter or two matches thousands)."""
        blob, starts = self._blob, self._starts
        out: list[int] = []
        position = blob.find(query)
        while position >= 0 and len(out) < self._MAX_CONTAINING:
            out.append(bisect_right(starts, position) - 1)
            # on to the next line: a name counts once
            position = blob.find(query, blob.find("\n", position))
        return out

    def _word_starts(self, ident: int) -> tuple[int, ...]:
        if self._offsets is None:
            self._offsets = [None] * len(self._names)
        offsets = self._offsets[ident]
        if offsets is None:
            offsets = _word_offsets(self._names[ident], self._forms[ident])
            self._offsets[ident] = offsets
        return offsets

    def _near(self, query: str) -> list[tuple[int, float]]:
        """Near misses: the names sharing the most of the query's rarer character pairs (a typo
        spoils two or three pairs; the rest still point at the name), scored by RapidFuzz."""
        from rapidfuzz import fuzz  # only a misspelling needs it

        scored: list[tuple[int, float]] = []
        for ident in self._candidates(query):
            form = self._forms[ident]
            # a name typed in part: compare with the name's start, and with the whole name
            score = max(
                fuzz.ratio(query, form[: len(query) + 1]),
                fuzz.ratio(query, form),
                fuzz.partial_ratio(query, form) - 10 if len(query) >= 5 else 0,
            )
            if score >= self._NEAR_CUTOFF:
                scored.append((ident, float(score)))
        return scored

    def _candidates(self, query: str) -> list[int]:
        """The :attr:`_POOL` names that share the most character pairs with ``query``, counting
        the rarest pairs first and at most :attr:`_NEAR_BUDGET` postings."""
        grams = self._gram_index()
        postings = sorted((grams[g] for g in _bigrams(query) if g in grams), key=len)
        shared: Counter[int] = Counter()
        taken = 0
        for posting in postings:
            if taken and taken + len(posting) > self._NEAR_BUDGET:
                break
            shared.update(posting)
            taken += len(posting)
        return [ident for ident, _count in shared.most_common(self._POOL)]

    def _gram_index(self) -> dict[str, list[int]]:
        if self._grams is None:
            grams: defaultdict[str, list[int]] = defaultdict(list)
            for ident, form in enumerate(self._forms):
                for gram in _bigrams(form):
                    grams[gram].append(ident)
            self._grams = dict(grams)
        return self._grams


def _bigrams(form: str) -> set[str]:
    padded = f"\x02{form}\x03"
    return set(map(operator.add, padded, padded[1:]))
