"""The one card lookup: by English or Japanese name, across every card source.

Precedence. Sources are asked in order, and the first that knows a name wins:

1. the user's **custom** cards (``saga_table.catalog.custom``),
2. the user's **imported** card data, the SQLite store (``saga_table.catalog.store``), with the
   built-in catalog's structured effects laid over a card both know
   (:mod:`saga_table.catalog.automation`),
3. the **built-in** catalog that ships with the app (:mod:`saga_table.catalog.builtin`).

So a custom card named "Blink" hides the imported and the built-in Blink.

How a name is matched, strongest first (a stronger kind of match in a later source beats a weaker
kind in an earlier one):

- ``"exact"``: the card's full name, as typed; ``"normalized"``: the full name ignoring case,
  accents, width and punctuation (:func:`~saga_table.catalog.normalize.name_key`: "lim dul",
  "Lim-Dûl", "Urza’s" and "Urza's" all match);
- ``"front face"``: the front face of a double-faced card ("Fable of the Mirror-Breaker");
  ``"face"``: another face ("Reflection of Kiki-Jiki");
- ``"japanese"``: a Japanese name of the card or of a face ("ウルザの物語");
- a name a source indexes for reasons of its own (an alias) counts as ``"normalized"``, last.

When nothing matches, the result carries "did you mean" suggestions.

>>> lookup = CardLookup([BuiltinSource()])
>>> lookup.find("urza’s saga").matched_by
'normalized'
>>> lookup.find("ウルザの物語").card_name
"Urza's Saga"
>>> lookup.find("Histroy of Benalia").suggestions[0]
'History of Benalia'
"""

from __future__ import annotations

import importlib
import itertools
import operator
import os
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from saga_table.catalog.automation import with_automation
from saga_table.catalog.builtin import BuiltinSource
from saga_table.catalog.normalize import front_face, name_key
from saga_table.catalog.sources import CardSource
from saga_table.engine.cards import CardDef
from saga_table.engine.values import dataclass

if TYPE_CHECKING:
    # The search-as-you-type index (its folding tables, heapq): imported when first built.
    from saga_table.catalog._search import NameIndex

__all__ = ["DATA_DIR_ENV", "CardLookup", "Completion", "LookupResult", "default_lookup"]

#: The environment variable naming the user data directory (custom cards, imported store).
DATA_DIR_ENV = "SAGA_TABLE_DATA_DIR"

#: Match kinds in order of strength.
_EXACT, _NORMALIZED, _FRONT, _FACE, _JAPANESE = (
    "exact",
    "normalized",
    "front face",
    "face",
    "japanese",
)


@dataclass(frozen=True, slots=True)
class LookupResult:
    """What a lookup found for ``query``: the card and its source's label, or suggestions.

    ``matched_by`` is ``"exact"``, ``"normalized"``, ``"front face"``, ``"face"`` or
    ``"japanese"`` (see the module docstring), and ``""`` when nothing matched.
    """

    query: str
    card: CardDef | None
    source: str | None
    matched_by: str
    suggestions: tuple[str, ...] = ()
    #: Why nothing was found when the card is there but cannot be read ("card 'X' in
    #: cards.sqlite3 is damaged; import the card data again"), else ``None``.
    problem: str | None = None

    @property
    def found(self) -> bool:
        return self.card is not None

    @property
    def card_name(self) -> str | None:
        """The card's full name, ``None`` when nothing matched."""
        return self.card.name if self.card is not None else None


@dataclass(frozen=True, slots=True)
class Completion:
    """One card the card search offers: the card, its source's label, the name that matched
    (English or Japanese, as the source writes it) and how (see :mod:`saga_table.catalog._search`:
    0 the whole name ... 4 a near miss)."""

    card: CardDef
    source: str
    matched: str
    rank: int


class CardLookup:
    """Finds cards by name across sources given in precedence order (custom, imported, builtin)."""

    def __init__(
        self,
        sources: Sequence[CardSource],
        *,
        suggestion_limit: int = 5,
        problems: Sequence[str] = (),
    ) -> None:
        self.sources = tuple(sources)
        self.suggestion_limit = suggestion_limit
        #: Sources that could not be opened (a damaged file, say), as messages for the user.
        self.problems = tuple(problems)
        #: The damaged cards the last :meth:`search` left out, a message each.
        self.search_notes: tuple[str, ...] = ()
        self._suggester: _Suggester | None = None
        self._suggestion_cache: dict[str, tuple[str, ...]] = {}
        self._names: NameIndex | None = None
        self._found_cache: dict[str, LookupResult] = {}

    def warm(self) -> None:
        """Build the suggestion index now (it is otherwise built by the first near miss).

        With tens of thousands of imported names this takes a tenth of a second or so; an app
        may call it from a worker thread at start-up.
        """
        self._ensure_suggester()

    def _ensure_suggester(self) -> _Suggester:
        if self._suggester is None:
            pairs = itertools.chain.from_iterable(source.keys() for source in self.sources)
            self._suggester = _Suggester(pairs)
        return self._suggester

    def refresh(self) -> None:
        """Forget cached suggestion data (after a source changed, e.g. a new import)."""
        self._suggester = None
        self._suggestion_cache.clear()
        self._names = None
        self._found_cache.clear()

    # ---------------------------------------------------------------- by name

    def find(self, name: str) -> LookupResult:
        """The card ``name`` means; see the module docstring for the order of matching."""
        query = " ".join(name.split())
        key = name_key(query)
        if not key:
            return LookupResult(name, None, None, "", ())
        candidates: list[list[CardDef]] = []
        problem: str | None = None
        for source in self.sources:
            try:
                candidates.append(source.by_key(key))
            except LookupError as error:  # a damaged card in the store: the others still answer
                candidates.append([])
                problem = problem or str(error)
        for tier in (_tier_full_name, _tier_face, _tier_japanese, _tier_other):
            for source, cards in zip(self.sources, candidates, strict=True):
                best: tuple[int, CardDef, str] | None = None
                for card in cards:
                    kind = tier(card, query, key)
                    if kind is not None:
                        strength = _STRENGTH[kind]
                        if best is None or strength < best[0]:
                            best = (strength, card, kind)
                if best is not None:
                    card = best[1]
                    if source.label == "imported":
                        card = self._with_builtin_automation(card)
                    return LookupResult(name, card, source.label, best[2], ())
        if problem is not None:
            return LookupResult(name, None, None, "", (), problem)
        return LookupResult(name, None, None, "", self.suggest(name))

    def _with_builtin_automation(self, card: CardDef) -> CardDef:
        """An imported card with the built-in catalog's structured effects for the same card."""
        key = name_key(card.name)
        for source in self.sources:
            if source.label != "builtin":
                continue
            for twin in source.by_key(key):
                if name_key(twin.name) == key:
                    return with_automation(card, twin)
        return card

    def match(self, name: str) -> LookupResult:
        """Same as :meth:`find`; the result has ``query``, ``card_name``, ``suggestions`` and
        ``matched_by`` (what the decklist resolver reads)."""
        return self.find(name)

    def get(self, name: str) -> CardDef:
        """The card ``name`` means; ``KeyError`` naming suggestions when there is none."""
        result = self.find(name)
        if result.problem is not None:
            raise KeyError(result.problem)
        if result.card is None:
            hint = ""
            if result.suggestions:
                hint = "; did you mean " + ", ".join(f'"{s}"' for s in result.suggestions) + "?"
            raise KeyError(f'no card named "{name}"{hint}')
        return result.card

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.find(name).card is not None

    # ---------------------------------------------------------------- suggestions and search

    def suggest(self, name: str) -> tuple[str, ...]:
        """Display names close to ``name`` ("did you mean"), best first."""
        key = name_key(name)
        if not key or self.suggestion_limit <= 0:
            return ()
        cached = self._suggestion_cache.get(key)
        if cached is None:
            cached = self._ensure_suggester().suggest(key, limit=self.suggestion_limit)
            if len(self._suggestion_cache) > 1024:
                self._suggestion_cache.clear()
            self._suggestion_cache[key] = cached
        return cached

    def name_index(self) -> NameIndex:
        """The search-as-you-type index over every source's names (built when first asked)."""
        if self._names is None:
            from saga_table.catalog._search import NameIndex

            pairs = itertools.chain.from_iterable(source.keys() for source in self.sources)
            self._names = NameIndex(pairs)
        return self._names

    def complete(
        self, text: str, *, limit: int = 12, recent: Sequence[str] = ()
    ) -> list[Completion]:
        """The cards ``text`` may mean as it is typed, best first, each card once.

        By English or Japanese name, hiragana for katakana, a word of the name, a misspelling;
        ``recent`` card names (most recent first) come first within each kind of match, and an
        empty text gives the recent cards.
        """
        out: list[Completion] = []
        seen: set[str] = set()
        for hit in self.name_index().search(text, limit=limit, recent=recent):
            found = self._found(hit.name)
            if found.card is None or found.card.name in seen:
                continue
            seen.add(found.card.name)
            out.append(Completion(found.card, found.source or "", hit.name, hit.rank))
            if len(out) >= limit:
                break
        # A recent card matched by its Japanese name goes first too (recent names are English).
        order = {name: i for i, name in enumerate(recent)}
        out.sort(key=lambda c: (c.rank, order.get(c.card.name, len(order))))
        return out[: max(limit, 0)]

    def _found(self, name: str) -> LookupResult:
        """:meth:`find`, remembered: typing asks for the same names again and again."""
        found = self._found_cache.get(name)
        if found is None:
            found = self.find(name)
            if len(self._found_cache) > 4096:
                self._found_cache.clear()
            self._found_cache[name] = found
        return found

    def search(self, text: str, limit: int = 50) -> list[CardDef]:
        """Cards whose name or text contains ``text``, each name once (the first source wins).
        A damaged card is left out; :attr:`search_notes` says which."""
        out: list[CardDef] = []
        seen: set[str] = set()
        notes: list[str] = []
        for source in self.sources:
            found = source.search(text, limit=limit)
            notes.extend(getattr(source, "skipped", ()))
            for card in found:
                key = name_key(card.name)
                if key not in seen:
                    seen.add(key)
                    out.append(card)
        self.search_notes = tuple(notes)
        if len(self.sources) > 1:
            query_key = name_key(text)
            out.sort(key=lambda card: _search_rank(card, query_key))
        return out[: max(limit, 0)]


# -------------------------------------------------------------------- matching tiers


_STRENGTH = {_EXACT: 0, _NORMALIZED: 1, _FRONT: 2, _FACE: 3, _JAPANESE: 4}


def _tier_full_name(card: CardDef, query: str, key: str) -> str | None:
    if card.name == query:
        return _EXACT
    if name_key(card.name) == key:
        return _NORMALIZED
    return None


def _tier_face(card: CardDef, query: str, key: str) -> str | None:
    if len(card.faces) < 2:
        return None
    if name_key(card.faces[0].name) == key or name_key(front_face(card.name)) == key:
        return _FRONT
    if any(name_key(face.name) == key for face in card.faces[1:]):
        return _FACE
    return None


def _tier_japanese(card: CardDef, query: str, key: str) -> str | None:
    names = (card.name_ja, *(face.name_ja for face in card.faces))
    if any(n and name_key(n) == key for n in names):
        return _JAPANESE
    return None


def _tier_other(card: CardDef, query: str, key: str) -> str | None:
    """A name the source knows that the other tiers do not explain (an alias of its own)."""
    return _NORMALIZED


def _search_rank(card: CardDef, query_key: str) -> int:
    """Keeps name matches ahead of text matches when several sources' results are merged."""
    if not query_key:
        return 1
    keys = [name_key(card.name), *(name_key(f.name) for f in card.faces)]
    keys += [name_key(n) for n in (card.name_ja, *(f.name_ja for f in card.faces)) if n]
    return 0 if any(query_key in k for k in keys) else 1


# -------------------------------------------------------------------- suggestions


class _Suggester:
    """Fast "did you mean": a bigram index narrows tens of thousands of keys to a few hundred,
    then :class:`difflib.SequenceMatcher` ranks those."""

    _POOL = 200
    _CUTOFF = 0.6

    def __init__(self, pairs: Iterable[tuple[str, str]]) -> None:
        self._keys: list[str] = []
        self._display: list[str] = []
        grams: defaultdict[str, list[int]] = defaultdict(list)
        seen: set[str] = set()
        for key, display in pairs:
            if not key or key in seen:
                continue
            seen.add(key)
            ident = len(self._keys)
            self._keys.append(key)
            self._display.append(display)
            for gram in _bigrams(key):
                grams[gram].append(ident)
        self._grams: dict[str, list[int]] = dict(grams)

    def suggest(self, key: str, *, limit: int) -> tuple[str, ...]:
        shared: Counter[int] = Counter()
        for gram in _bigrams(key):
            postings = self._grams.get(gram)
            if postings:
                shared.update(postings)
        import difflib  # the first suggestion, not the window's start (~1.5 ms with heapq)

        matcher = difflib.SequenceMatcher(autojunk=False)
        matcher.set_seq2(key)
        scored: list[tuple[float, str]] = []
        for ident, _count in shared.most_common(self._POOL):
            candidate = self._keys[ident]
            matcher.set_seq1(candidate)
            if matcher.real_quick_ratio() < self._CUTOFF and not candidate.startswith(key):
                continue
            score = matcher.ratio()
            if len(key) >= 4 and candidate.startswith(key):
                score = max(score, 0.9)
            if score >= self._CUTOFF:
                scored.append((score, self._display[ident]))
        scored.sort(key=lambda item: (-item[0], item[1]))
        out: list[str] = []
        for _score, display in scored:
            if display not in out:
                out.append(display)
            if len(out) >= limit:
                break
        return tuple(out)


def _bigrams(key: str) -> set[str]:
    padded = f"\x02{key}\x03"
    return set(map(operator.add, padded, padded[1:]))


# -------------------------------------------------------------------- assembling the sources


def default_lookup(data_dir: str | os.PathLike[str] | None = None) -> CardLookup:
    """The lookup the app uses: custom, then imported, then built-in cards.

    ``data_dir`` is the user data directory; without it, the ``SAGA_TABLE_DATA_DIR`` environment
    variable, and without that only the built-in catalog. The custom and imported sources come
    from ``saga_table.catalog.custom.open_custom_source(data_dir)`` and
    ``saga_table.catalog.store.open_store_source(data_dir)`` when those modules exist; each may
    return ``None`` (nothing there yet). A source that cannot be opened (a damaged file) is left
    out and said so in :attr:`CardLookup.problems`; the built-in cards always answer.
    """
    if data_dir is None:
        data_dir = os.environ.get(DATA_DIR_ENV) or None
    sources: list[CardSource] = []
    problems: list[str] = []
    if data_dir is not None:
        path = Path(data_dir)
        for module_name, opener in (
            ("saga_table.catalog.custom", "open_custom_source"),
            ("saga_table.catalog.store", "open_store_source"),
        ):
            try:
                source = _open_optional_source(module_name, opener, path)
            except Exception as error:  # a damaged file must not take the built-in cards down
                problems.append(f"{module_name.rsplit('.', 1)[-1]} cards skipped: {error}")
                continue
            if source is not None:
                sources.append(source)
    sources.append(BuiltinSource())
    return CardLookup(sources, problems=problems)


def _open_optional_source(module_name: str, opener: str, data_dir: Path) -> CardSource | None:
    try:
        module = importlib.import_module(module_name)
    except ImportError:
        return None
    function: Callable[[Path], CardSource | None] | None = getattr(module, opener, None)
    if not callable(function):
        return None
    return function(data_dir)
