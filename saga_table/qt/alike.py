"""Labels that would read alike told apart: two Grizzly Bears, two Keldon Warcallers' triggers."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

__all__ = ["numbered_alike"]


def numbered_alike(
    labels: Sequence[tuple[int, str]],
    marked: Sequence[int] = (),
    *,
    order: Mapping[int, int] | None = None,
) -> dict[int, str]:
    """Each id's label; two alike ("Grizzly Bears 2/2" twice) are numbered in the order their
    objects came onto the battlefield ("Grizzly Bears 2/2 (1)", "(2)"; object ids grow as
    objects are made, and ``order`` gives another id to number by, a trigger's source), so that
    no two rows or choices read the same. ``marked`` ones read apart by a mark of their own.

    >>> numbered_alike([(7, "Bear"), (3, "Bear"), (5, "Elf")])
    {3: 'Bear (1)', 5: 'Elf', 7: 'Bear (2)'}
    """
    keys = {oid: (label, oid in marked) for oid, label in labels}
    counts: dict[tuple[str, bool], int] = {}
    for key in keys.values():
        counts[key] = counts.get(key, 0) + 1
    seen: dict[tuple[str, bool], int] = {}
    out = {}
    rank = order or {}
    for oid, label in sorted(labels, key=lambda pair: (rank.get(pair[0], pair[0]), pair[0])):
        key = keys[oid]
        if counts[key] > 1:
            seen[key] = seen.get(key, 0) + 1
            label = f"{label} ({seen[key]})"
        out[oid] = label
    return out
