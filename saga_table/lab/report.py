"""The report of a lab run: the tally's counts turned into figures, each with its 95 % interval.

Proportions carry the Wilson score interval; means the normal interval of the mean
(mean ± 1.96 standard errors); the spread of a figure is its standard deviation over the games.
The figures a closed form gives (a copy of a card among the top 7 + (N - 1) cards, lands in the
opening hand) are shown beside the exact hypergeometric value.

>>> low, high = wilson(50, 100)
>>> round(low, 3), round(high, 3)
(0.404, 0.596)
>>> round(at_least_one(60, 4, 7), 4)
0.3995
"""

from __future__ import annotations

import math
from typing import Any

from saga_table.engine.cards import roman
from saga_table.engine.setup import OPENING_HAND
from saga_table.lab.tally import Tally

__all__ = ["Z95", "at_least_one", "build_report", "format_report", "hypergeometric", "wilson"]

Z95 = 1.959963984540054


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of ``k`` successes in ``n`` trials."""
    if n <= 0:
        return 0.0, 1.0
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z / denom * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def hypergeometric(population: int, successes: int, draws: int, k: int) -> float:
    """P(exactly ``k`` successes in ``draws`` cards drawn from ``population``)."""
    if k < 0 or k > draws or k > successes or draws - k > population - successes:
        return 0.0
    return (
        math.comb(successes, k)
        * math.comb(population - successes, draws - k)
        / math.comb(population, draws)
    )


def at_least_one(population: int, copies: int, draws: int) -> float:
    """P(at least one of ``copies`` among the top ``draws`` cards of ``population``)."""
    draws = min(draws, population)
    return 1 - math.comb(population - copies, draws) / math.comb(population, draws)


def _share(k: int, n: int) -> dict[str, Any]:
    low, high = wilson(k, n)
    return {"p": _r(k / n if n else 0.0), "low": _r(low), "high": _r(high), "games": k}


def _mean(total: int, squares: int, n: int) -> dict[str, float]:
    if n == 0:
        return {"mean": 0.0, "sd": 0.0, "low": 0.0, "high": 0.0}
    mean = total / n
    var = max(0.0, squares / n - mean * mean) * (n / (n - 1) if n > 1 else 1.0)
    sd = math.sqrt(var)
    half = Z95 * sd / math.sqrt(n)
    return {"mean": _r(mean), "sd": _r(sd), "low": _r(mean - half), "high": _r(mean + half)}


def _r(x: float) -> float:
    return round(x, 4)


def _by_turn(counts: dict[int, int], n: int, turns: int) -> list[dict[str, Any]]:
    """P(it happened by turn N), for each N."""
    out = []
    running = 0
    for t in range(1, turns + 1):
        running += counts.get(t, 0)
        out.append({"turn": t, **_share(running, n)})
    return out


def build_report(
    tally: Tally,
    *,
    deck_counts: dict[str, int],
    land_names: frozenset[str],
    on_the_play: bool,
    seed: int,
    keep: dict[str, Any],
    deck: str = "",
) -> dict[str, Any]:
    """The report as plain data (what ``saga-table lab --json`` prints)."""
    n = tally.games
    played = sum(tally.kept.values())
    turns = tally.turns
    size = sum(deck_counts.values())
    lands_in_deck = sum(c for name, c in deck_counts.items() if name in land_names)
    seen_by = [OPENING_HAND + t - (1 if on_the_play else 0) for t in range(1, turns + 1)]

    mulligans = [
        {
            "hand_size": s,
            "hands": tally.seen_at[s],
            **_share(tally.mulligan_at[s], tally.seen_at[s]),
        }
        for s in sorted(tally.seen_at, reverse=True)
    ]
    kept = [
        {"hand_size": s, **_share(tally.kept[s], played)} for s in sorted(tally.kept, reverse=True)
    ]
    lands = [
        {"turn": t + 1, **_mean(tally.lands_sum[t], tally.lands_sq[t], tally.lands_games[t])}
        for t in range(turns)
    ]
    damage = [
        {"turn": t + 1, **_mean(tally.damage_sum[t], tally.damage_sq[t], tally.lands_games[t])}
        for t in range(turns)
    ]
    kills = {t: c for t, c in tally.kill.items() if t}
    killed = sum(kills.values())
    kill_mean = sum(t * c for t, c in kills.items()) / killed if killed else None
    fastest = min(kills) if kills else None
    cast = {
        name: _by_turn(tally.cast.get(name, {}), played, turns)
        for name in sorted(deck_counts)
        if name not in land_names
    }
    chapters: dict[str, dict[str, Any]] = {}
    for (name, chapter), counts in sorted(tally.chapters.items()):
        resolved = sum(counts.values())
        chapters.setdefault(name, {})[roman(chapter)] = {
            "resolved_games": resolved,
            "mean_turn": _r(sum(t * c for t, c in counts.items()) / resolved) if resolved else None,
            "turns": {str(t): counts[t] for t in sorted(counts)},
            "by_turn": _by_turn(counts, played, turns),
        }
    hyper = {}
    for name, copies in sorted(deck_counts.items()):
        positions: dict[int, int] = tally.first_position.get(name, {})
        rows = []
        for t, top in enumerate(seen_by, start=1):
            k = sum(c for pos, c in positions.items() if pos < top)
            rows.append(
                {
                    "turn": t,
                    "cards_seen": top,
                    **_share(k, n),
                    "exact": _r(at_least_one(size, copies, top)),
                }
            )
        hyper[name] = rows
    opening = [
        {
            "lands": k,
            **_share(tally.opening_lands[k], n),
            "exact": _r(hypergeometric(size, lands_in_deck, OPENING_HAND, k)),
        }
        for k in range(OPENING_HAND + 1)
    ]
    questions = [
        {
            "question": q.text,
            "reads_as": q.describe(),
            **_share(tally.answers[i], played),
            "example_games": tally.answer_examples[i],
        }
        for i, q in enumerate(tally.questions)
    ]
    return {
        "deck": deck,
        "games": n,
        "games_played": played,
        "turns": turns,
        "on_the_play": on_the_play,
        "seed": seed,
        "keep_rule": keep,
        "intervals": "95 %: Wilson score for proportions, mean ± 1.96 SE for means",
        "mulligans": {"by_hand_size": mulligans, "kept": kept},
        "lands_on_battlefield": lands,
        "cast_by_turn": cast,
        "chapters": chapters,
        "damage": {
            "goldfish_life": tally.life,
            "by_turn": damage,
            "kill_by_turn": _by_turn(kills, played, turns),
            "mean_kill_turn": _r(kill_mean) if kill_mean is not None else None,
            "fastest_kill": (
                {"turn": fastest, "example_games": tally.kill_examples.get(fastest, [])}
                if fastest
                else None
            ),
        },
        "questions": questions,
        "closed_form": {
            "note": "no mulligan: the library as the game first shuffled it",
            "at_least_one_copy_seen": hyper,
            "opening_hand_lands": opening,
        },
        "not_carried_out": [
            {"card": name, "chapter": roman(ch) if ch else None, **_share(c, played)}
            for (name, ch), c in sorted(tally.not_carried_out.items())
        ],
        "decisions_answered_by_default": tally.defaulted,
        "stopped": [
            {"reason": reason, "games": c, "example_games": tally.stopped_examples.get(reason, [])}
            for reason, c in sorted(tally.stopped.items())
        ],
    }


def _pct(x: float) -> str:
    return f"{100 * x:5.1f} %"


def _interval(row: dict[str, Any]) -> str:
    return f"{_pct(row['p'])}  [{_pct(row['low'])} – {_pct(row['high'])}]"


def format_report(report: dict[str, Any], *, every: int = 1) -> list[str]:
    """The report as lines of text for a terminal."""
    out = [
        f"{report['deck'] or 'deck'}: {report['games']} games of {report['turns']} turns "
        f"{'on the play' if report['on_the_play'] else 'on the draw'}, seed {report['seed']}",
        f"figures with their {report['intervals']}",
        "",
        "Mulligans (London), by hand size:",
    ]
    for row in report["mulligans"]["by_hand_size"]:
        out.append(
            f"  {row['hand_size']} cards: {row['hands']:6d} hands, mulligan {_interval(row)}"
        )
    out += ["", "Lands on the battlefield (end of turn): mean ± sd  [95 % of the mean]"]
    for row in report["lands_on_battlefield"]:
        out.append(
            f"  turn {row['turn']:2d}: {row['mean']:5.2f} ± {row['sd']:4.2f}  "
            f"[{row['low']:.2f} – {row['high']:.2f}]"
        )
    out += ["", "Cast by turn N (P, 95 %):"]
    for name, rows in report["cast_by_turn"].items():
        cells = "  ".join(f"T{r['turn']} {100 * r['p']:4.1f}" for r in rows[::every])
        out.append(f"  {name}: {cells}")
    out += ["", "Chapters: resolved by turn N (P, %) and the mean turn:"]
    for name, chapters in report["chapters"].items():
        for ch, info in chapters.items():
            cells = "  ".join(f"T{r['turn']} {100 * r['p']:4.1f}" for r in info["by_turn"][::every])
            out.append(f"  {name} {ch} (mean turn {info['mean_turn']}): {cells}")
    dmg = report["damage"]
    out += ["", f"Damage to the goldfish ({dmg['goldfish_life']} life): mean ± sd by turn"]
    for row in dmg["by_turn"]:
        out.append(f"  turn {row['turn']:2d}: {row['mean']:6.2f} ± {row['sd']:5.2f}")
    out.append(
        "  killed by turn N: "
        + "  ".join(f"T{r['turn']} {100 * r['p']:4.1f}" for r in dmg["kill_by_turn"])
    )
    if dmg["fastest_kill"]:
        fk = dmg["fastest_kill"]
        out.append(
            f"  mean kill turn {dmg['mean_kill_turn']}; fastest turn {fk['turn']} "
            f"(games {', '.join(map(str, fk['example_games']))})"
        )
    if report["questions"]:
        out += ["", "Questions:"]
        for q in report["questions"]:
            games = ", ".join(map(str, q["example_games"])) or "none"
            out.append(f"  {q['question']}: {_interval(q)}  (e.g. games {games})")
    if report["not_carried_out"]:
        out += ["", "Not carried out (no structured effect; games that hit it):"]
        for row in report["not_carried_out"]:
            what = f"{row['card']} {row['chapter']}" if row["chapter"] else row["card"]
            out.append(f"  {what}: {row['games']} games ({_pct(row['p'])})")
    for row in report["stopped"]:
        out.append(f"Stopped early: {row['games']} games: {row['reason']}")
    return out
