"""The card sources behind the one lookup, and what each must offer.

Three sources answer a lookup, in this order of precedence: the user's custom cards, the user's
imported card data (an SQLite database), and the built-in catalog that ships with the app. Each is
a :class:`CardSource`; :mod:`saga_table.catalog.lookup` asks them in that order.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from saga_table.engine.cards import CardDef

__all__ = ["CardSource"]


class CardSource(Protocol):
    """A place card definitions come from."""

    #: "custom", "imported" or "builtin": shown to the user as where a card came from.
    label: str

    def by_key(self, key: str) -> list[CardDef]:
        """Cards whose full name, any face name or Japanese name has this :func:`name_key`.

        Must be fast (an index or a dict): a lookup by name takes well under a millisecond.
        """
        ...

    def keys(self) -> Iterable[tuple[str, str]]:
        """Every (name key, display name) pair the source knows, for "did you mean" suggestions."""
        ...

    def search(self, text: str, *, limit: int = 50) -> list[CardDef]:
        """Cards whose name (English or Japanese) or text contains ``text``, best first."""
        ...
