"""Benchmark: importing a Scryfall-sized bulk file, and looking names up afterwards.

Run with ``.venv/bin/python tests/benchmarks/bench_import.py [--cards N] [--keep DIR]``.

Builds a synthetic Scryfall "Default Cards"-like file (a JSON array; records padded with the
fields real ones carry, about 4 KB each) of 30,000 cards -- Sagas (grouped chapters, read ahead,
double-faced), creatures, lands and spells -- plus Japanese prints of one card in ten, plain and
gzip. Each import runs in a fresh process (so ``ru_maxrss`` is its own): once for the time, once
under ``tracemalloc`` for the Python peak. Then it times ``open_store_source(...).by_key``.

Targets: import under 15 s, peak memory under 300 MB, a lookup under 1 ms.
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

TARGET_SECONDS = 15.0
TARGET_PEAK_MB = 300.0
TARGET_LOOKUP_MS = 1.0

REMINDER = "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after {}.)"
WORDS = (
    "ember", "tide", "stone", "river", "lantern", "crown", "oath", "gale", "thorn", "ash", "dusk",
    "dawn", "veil", "shard", "marsh", "spire", "vault", "herald", "wander", "ruin", "glade",
    "frost", "cinder", "echo", "harbor",
)  # fmt: skip


def _name(rng: random.Random, index: int) -> str:
    first, second, third = (rng.choice(WORDS) for _ in range(3))
    return f"{first.title()} {second} of the {third.title()} {index}"


def _padding(rng: random.Random, index: int) -> dict[str, Any]:
    """The fields a real Scryfall card carries that the importer does not read."""
    uid = f"{index:08x}-0000-4000-8000-{rng.getrandbits(48):012x}"
    image = f"https://cards.scryfall.io/{{}}/front/{uid[0]}/{uid[1]}/{uid}.jpg?1700000000"
    return {
        "id": uid,
        "multiverse_ids": [400000 + index],
        "mtgo_id": 90000 + index,
        "tcgplayer_id": 200000 + index,
        "uri": f"https://api.scryfall.com/cards/{uid}",
        "scryfall_uri": f"https://scryfall.com/card/tst/{index}/card?utm_source=api",
        "highres_image": True,
        "image_status": "highres_scan",
        "image_uris": {
            k: image.format(k)
            for k in ("small", "normal", "large", "png", "art_crop", "border_crop")
        },
        "colors": ["U"],
        "color_identity": ["U"],
        "legalities": {
            f: rng.choice(("legal", "not_legal"))
            for f in (
                "standard",
                "future",
                "historic",
                "timeless",
                "gladiator",
                "pioneer",
                "explorer",
                "modern",
                "legacy",
                "pauper",
                "vintage",
                "penny",
                "commander",
                "oathbreaker",
                "standardbrawl",
                "brawl",
                "alchemy",
                "paupercommander",
                "duel",
                "oldschool",
                "premodern",
                "predh",
            )
        },
        "games": ["paper", "arena", "mtgo"],
        "reserved": False,
        "foil": True,
        "nonfoil": True,
        "finishes": ["nonfoil", "foil"],
        "oversized": False,
        "promo": False,
        "reprint": False,
        "variation": False,
        "set_id": "5f0b7ad0-0000-4000-8000-000000000000",
        "set": "tst",
        "set_name": "Test Set",
        "set_type": "expansion",
        "collector_number": str(index),
        "digital": False,
        "rarity": rng.choice(("common", "uncommon", "rare", "mythic")),
        "flavor_text": " ".join(rng.choice(WORDS) for _ in range(18)).capitalize() + ".",
        "card_back_id": "0aeebaf5-8c7d-4636-9e82-8c27447861f7",
        "artist": "Test Artist",
        "artist_ids": ["00000000-0000-4000-8000-000000000001"],
        "illustration_id": uid,
        "border_color": "black",
        "frame": "2015",
        "full_art": False,
        "textless": False,
        "booster": True,
        "story_spotlight": False,
        "edhrec_rank": index,
        "prices": {"usd": "0.25", "usd_foil": "0.50", "eur": "0.20", "tix": "0.03"},
        "related_uris": {
            "gatherer": f"https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid={index}",
            "tcgplayer_infinite_articles": f"https://tcgplayer.com/search/articles?q={uid}",
            "edhrec": f"https://edhrec.com/route/?cc={uid}",
        },
        "purchase_uris": {
            "tcgplayer": f"https://www.tcgplayer.com/product/{index}?page=1",
            "cardmarket": f"https://www.cardmarket.com/en/Magic/Products/Search?searchString={uid}",
            "cardhoarder": f"https://www.cardhoarder.com/cards/{index}",
        },
    }


def _saga_text(rng: random.Random, *, final: int, read_ahead: bool) -> str:
    from saga_table.engine.cards import roman

    lines = [
        REMINDER.format(roman(final))
        if not read_ahead
        else f"Read ahead {REMINDER.format(roman(final))}"
    ]
    number = 1
    while number <= final:
        group = [number] if rng.random() < 0.7 or number == final else [number, number + 1]
        lines.append(
            ", ".join(roman(n) for n in group)
            + " — "
            + rng.choice(
                ("Draw a card.", "Create a 1/1 Spirit token.", "Scry 2.", "You gain 3 life.")
            )
        )
        number += len(group)
    return "\n".join(lines)


def make_card(rng: random.Random, index: int) -> dict[str, Any]:
    kind = rng.random()
    card: dict[str, Any] = {"object": "card", "oracle_id": f"oracle-{index}", "lang": "en"}
    card.update(_padding(rng, index))
    name = _name(rng, index)
    if kind < 0.12:  # a Saga
        final = rng.choice((3, 3, 3, 4, 6))
        text = _saga_text(rng, final=final, read_ahead=rng.random() < 0.05)
        card.update(
            name=name,
            layout="saga",
            mana_cost="{2}{U}",
            cmc=3.0,
            type_line="Enchantment — Saga",
            keywords=[],
            oracle_text=text,
        )
    elif kind < 0.15:  # a double-faced card with a Saga front
        back = f"{_name(rng, index)} Reborn"
        front_face = {
            "object": "card_face",
            "name": name,
            "mana_cost": "{1}{W}{W}",
            "type_line": "Enchantment — Saga",
            "oracle_text": _saga_text(rng, final=3, read_ahead=False),
        }
        back_face = {
            "object": "card_face",
            "name": back,
            "mana_cost": "",
            "type_line": "Enchantment Creature — Spirit",
            "oracle_text": "Flying",
            "power": "3",
            "toughness": "3",
        }
        card.update(
            name=f"{name} // {back}",
            layout="transform",
            cmc=3.0,
            keywords=["Transform"],
            type_line="Enchantment — Saga // Enchantment Creature — Spirit",
            card_faces=[front_face, back_face],
        )
    elif kind < 0.60:  # a creature
        card.update(
            name=name,
            layout="normal",
            mana_cost="{3}{G}",
            cmc=4.0,
            type_line="Creature — Elf Warrior",
            keywords=["Trample"],
            power="4",
            toughness="3",
            oracle_text="Trample\nWhen this creature enters, you gain 2 life.",
        )
    elif kind < 0.80:  # a land
        card.update(
            name=name,
            layout="normal",
            mana_cost="",
            cmc=0.0,
            type_line="Land",
            keywords=[],
            oracle_text="This land enters tapped.\n{T}: Add {G} or {U}.",
        )
    else:  # a spell
        card.update(
            name=name,
            layout="normal",
            mana_cost="{1}{R}",
            cmc=2.0,
            type_line="Instant",
            keywords=[],
            oracle_text="This spell deals 3 damage to any target.",
        )
    return card


def japanese_print(card: dict[str, Any]) -> dict[str, Any]:
    ja = dict(card, lang="ja", id=card["id"] + "-ja")
    if "card_faces" in ja:
        ja["card_faces"] = [
            dict(f, printed_name=f"日本語の{f['name'][:6]}") for f in card["card_faces"]
        ]
    else:
        ja["printed_name"] = f"日本語の名前{card['oracle_id']}"
        ja["printed_text"] = "カード１枚を引く。"
    return ja


def build_file(path: Path, *, cards: int, seed: int = 2026) -> list[str]:
    """Write the synthetic bulk file (streamed, one card at a time); return the card names."""
    rng = random.Random(seed)
    names = []
    with open(path, "w", encoding="utf-8") as out:
        out.write("[\n")
        first = True
        for index in range(cards):
            card = make_card(rng, index)
            names.append(card["name"])
            records = [card] + ([japanese_print(card)] if index % 10 == 0 else [])
            for record in records:
                out.write(("" if first else ",\n") + json.dumps(record, ensure_ascii=False))
                first = False
        out.write("\n]\n")
    return names


# --------------------------------------------------------------------------- measuring


def measure_one(file: Path, db: Path, *, trace: bool) -> dict[str, Any]:
    """Run in a child process: one import, its time and memory."""
    from saga_table.catalog.store import import_card_file

    if trace:
        tracemalloc.start()
    started = time.perf_counter()
    report = import_card_file(db, file)
    seconds = time.perf_counter() - started
    peak = tracemalloc.get_traced_memory()[1] if trace else 0
    rss_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {
        "seconds": seconds,
        "tracemalloc_peak_mb": peak / 2**20,
        "maxrss_mb": rss_kb / 1024 if sys.platform != "darwin" else rss_kb / 2**20,
        "cards_read": report.cards_read,
        "cards_added": report.cards_added,
        "sagas": report.sagas,
        "japanese_names": report.japanese_names,
        "format": report.format,
    }


def in_child(file: Path, db: Path, *, trace: bool) -> dict[str, Any]:
    args = [sys.executable, __file__, "--child", str(file), str(db)] + (
        ["--trace"] if trace else []
    )
    done = subprocess.run(args, check=True, capture_output=True, text=True)
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def lookup_times(data_dir: Path, names: list[str], *, count: int = 3000) -> tuple[float, float]:
    from saga_table.catalog.normalize import name_key
    from saga_table.catalog.store import open_store_source

    store = open_store_source(data_dir)
    assert store is not None
    rng = random.Random(7)
    keys = [name_key(rng.choice(names)) for _ in range(count)]
    for key in keys[:200]:  # warm the page cache
        store.by_key(key)
    times = []
    for key in keys:
        started = time.perf_counter_ns()
        found = store.by_key(key)
        times.append((time.perf_counter_ns() - started) / 1e6)
        assert found, key
    store.close()
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.99) - 1]


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--cards", type=int, default=30_000)
    parser.add_argument("--keep", type=Path, help="build the files in DIR and keep them")
    parser.add_argument("--child", nargs=2, metavar=("FILE", "DB"), help=argparse.SUPPRESS)
    parser.add_argument("--trace", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure_one(Path(args.child[0]), Path(args.child[1]), trace=args.trace)))
        return 0

    with tempfile.TemporaryDirectory() as scratch:
        work = args.keep or Path(scratch)
        work.mkdir(parents=True, exist_ok=True)
        plain = work / "default-cards.json"
        print(f"Building {args.cards:,} cards ...", flush=True)
        names = build_file(plain, cards=args.cards)
        packed = work / "default-cards.json.gz"
        with open(plain, "rb") as src, gzip.open(packed, "wb", compresslevel=6) as dst:
            while chunk := src.read(1 << 20):
                dst.write(chunk)
        rows = []
        for file in (plain, packed):
            data_dir = work / f"data-{file.name}"
            data_dir.mkdir(exist_ok=True)
            db = data_dir / "cards.sqlite3"
            db.unlink(missing_ok=True)
            timed = in_child(file, db, trace=False)
            again = in_child(file, db, trace=False)  # the same file again: nothing changes
            traced_db = work / f"traced-{file.name}.sqlite3"
            traced_db.unlink(missing_ok=True)
            traced = in_child(file, traced_db, trace=True)
            median, p99 = lookup_times(data_dir, names)
            rows.append((file, timed, again, traced, db.stat().st_size, median, p99))

        print()
        print(f"{'file':<24}{'size MB':>9}{'import s':>10}{'again s':>9}{'peak MB':>9}"
              f"{'maxrss MB':>11}{'db MB':>8}{'lookup ms':>11}{'p99 ms':>8}")  # fmt: skip
        ok = True
        for file, timed, again, traced, db_size, median, p99 in rows:
            size_mb = file.stat().st_size / 2**20
            print(
                f"{file.name:<24}{size_mb:>9.1f}{timed['seconds']:>10.2f}{again['seconds']:>9.2f}"
                f"{traced['tracemalloc_peak_mb']:>9.1f}{timed['maxrss_mb']:>11.1f}"
                f"{db_size / 2**20:>8.1f}{median:>11.3f}{p99:>8.3f}"
            )
            ok &= timed["seconds"] < TARGET_SECONDS
            ok &= max(timed["maxrss_mb"], traced["tracemalloc_peak_mb"]) < TARGET_PEAK_MB
            ok &= p99 < TARGET_LOOKUP_MS
        first = rows[0][1]
        print()
        print(f"{first['cards_read']:,} cards ({first['sagas']:,} Sagas), "
              f"{first['japanese_names']:,} Japanese names; format: {first['format']}")  # fmt: skip
        print(f"second import of the same file: {rows[0][2]['cards_added']} added")
        print(f"tracemalloc run took {rows[0][3]['seconds']:.1f} s (tracing slows Python down)")
        print(f"targets: import < {TARGET_SECONDS:.0f} s, peak < {TARGET_PEAK_MB:.0f} MB, "
              f"lookup < {TARGET_LOOKUP_MS:.0f} ms: {'met' if ok else 'NOT MET'}")  # fmt: skip
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
