"""The user's own questions in Japanese, read into the English syntax of :mod:`.questions`.

A Japanese player writes a question as Japanese reads, with the deck's cards by their Japanese
(or English) names; spaces are not needed. Conditions are joined by 「かつ」 (and) and 「または」
(or), 「かつ」 binding first, grouped with （ ）, and 「ではない」 after a condition or a group
negates it. The conditions (N, K are numbers; 以上, 以下, 未満 or より多い after K compares, and
K alone, or ちょうどK, is exactly K)::

    CARDの第III章がNターン目までに解決[し、TYPEを見つけた]
    CARDをNターン目までに唱えた
    Nターン目に土地がK枚以上           (土地: lands on the battlefield at the end of turn N)
    Nターン目までにダメージK点以上      (damage dealt to the goldfish by the end of turn N)
    Nターン目までにキル                (the goldfish at 0 life by the end of turn N)
    マリガンK回以上

Each Japanese condition is rewritten as its English form and the whole is read by
:func:`~saga_table.lab.questions.parse_question`, so both languages give the same figures.

>>> ja = {"ウルザの物語": "Urza's Saga"}
>>> to_english("ウルザの物語の第III章が3ターン目までに解決し、アーティファクトを見つけた", ja)
'"Urza\\'s Saga" chapter III resolved by turn 3 and found an artifact'
>>> to_english("3ターン目に土地が3枚以上かつ（5ターン目までにキル）ではない", ja)
'lands >= 3 on turn 3 and not ( kill by turn 5 )'
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping

from saga_table.lab.questions import QuestionError

__all__ = ["is_japanese", "to_english"]

#: Card types a search may find, as Japanese cards print them.
TYPES = {
    "アーティファクト": "artifact",
    "クリーチャー": "creature",
    "土地": "land",
    "エンチャント": "enchantment",
    "インスタント": "instant",
    "ソーサリー": "sorcery",
    "プレインズウォーカー": "planeswalker",
    "バトル": "battle",
}

_COMPARE = {"以上": ">=", "以下": "<=", "未満": "<", "より多い": ">", "超": ">"}
_SUFFIX = r"(以上|以下|未満|より多い|超)?"
_BY = r"(\d+)ターン目?まで(?:に)?"

# Each condition, spaces taken out; «n» is the deck's card number n.
_CHAPTER = re.compile(
    r"«(\d+)»の?第?([IVXivx]+|\d+)章が?" + _BY + r"解決(?:した|する|して|し)?"
    r"(?:[、,]?(.+?)を見つけ(?:た|る))?"
)
_CAST = re.compile(r"«(\d+)»を?" + _BY + r"唱え(?:た|る)")
_LANDS = re.compile(r"(\d+)ターン目?(?:に|の終わりに)?土地(?:が|を)?(ちょうど)?(\d+)枚?" + _SUFFIX)
_DAMAGE = re.compile(_BY + r"ダメージ(?:が|を)?(ちょうど)?(\d+)点?" + _SUFFIX)
_KILL = re.compile(_BY + r"(?:キル|倒(?:した|す|せる)|ライフを0にした)")
_MULLIGANS = re.compile(r"マリガン(?:が|を)?(ちょうど)?(\d+)回?" + _SUFFIX)

_JOINERS = re.compile(r"(かつ|そして|または|もしくは|ではない|でない|じゃない|\(|\))")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]")


def is_japanese(text: str, names: Mapping[str, str] = {}) -> bool:
    """Whether ``text`` is written in Japanese: kana or kanji outside the cards' names."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return bool(_CJK.search(text))


def to_english(text: str, names: Mapping[str, str]) -> str:
    """``text``, a question in Japanese, in the English syntax. ``names`` maps each name a card
    may be written by (Japanese or English) to its name in the deck. :class:`QuestionError`
    says, in Japanese, which part cannot be read."""
    original = text.strip()
    text = unicodedata.normalize("NFKC", original)  # full-width digits, letters, （）
    cards: list[tuple[str, str]] = []  # (the deck's name, the name as written)
    for written in sorted(names, key=len, reverse=True):
        key = unicodedata.normalize("NFKC", written)
        if key and key in text:
            cards.append((names[written], written))
            text = text.replace(key, f"«{len(cards) - 1}»")
    text = re.sub(r"\s+", "", text).rstrip("。.")
    out: list[str] = []
    for part in _JOINERS.split(text):
        if not part:
            continue
        if part in ("かつ", "そして"):
            out.append("and")
        elif part in ("または", "もしくは"):
            out.append("or")
        elif part in ("ではない", "でない", "じゃない"):
            _negate_last(out, original)
        elif part in "()":
            out.append(part)
        else:
            out.append(_condition(part, cards, original))
    return " ".join(out)


def _negate_last(out: list[str], original: str) -> None:
    """「ではない」: ``not`` before the condition or the group just before it."""
    if not out or out[-1] in ("and", "or", "("):
        raise QuestionError(f"「{original}」: 「ではない」の前に条件がありません")
    if out[-1] != ")":
        out[-1] = f"not {out[-1]}"
        return
    depth = 0
    for i in range(len(out) - 1, -1, -1):
        depth += {")": 1, "(": -1}.get(out[i], 0)
        if depth == 0:
            out.insert(i, "not")
            return
    raise QuestionError(f"「{original}」: 括弧が閉じていません")


def _condition(part: str, cards: list[tuple[str, str]], original: str) -> str:
    def card(index: str) -> str:
        return '"' + cards[int(index)][0] + '"'

    if m := _CHAPTER.fullmatch(part):
        found = ""
        if m.group(4):
            kind = TYPES.get(re.sub(r"・?カード$", "", m.group(4)))  # アーティファクト・カード
            if kind is None:
                raise QuestionError(
                    f"「{original}」: 「{m.group(4)}」はカード・タイプではありません"
                    f"（{'、'.join(TYPES)}）"
                )
            found = f" and found {'an' if kind[0] in 'aeiou' else 'a'} {kind}"
        chapter = m.group(2).upper()
        return f"{card(m.group(1))} chapter {chapter} resolved by turn {m.group(3)}{found}"
    if m := _CAST.fullmatch(part):
        return f"{card(m.group(1))} cast by turn {m.group(2)}"
    if m := _LANDS.fullmatch(part):
        return f"lands {_op(m.group(2), m.group(4))} {m.group(3)} on turn {m.group(1)}"
    if m := _DAMAGE.fullmatch(part):
        return f"damage {_op(m.group(2), m.group(4))} {m.group(3)} by turn {m.group(1)}"
    if m := _KILL.fullmatch(part):
        return f"kill by turn {m.group(1)}"
    if m := _MULLIGANS.fullmatch(part):
        return f"mulligans {_op(m.group(1), m.group(3))} {m.group(2)}"
    shown = re.sub(r"«(\d+)»", lambda m: cards[int(m.group(1))][1], part)
    raise QuestionError(
        f"「{original}」: 「{shown}」を読めません（例：ウルザの物語の第III章が3ターン目までに解決、"
        "ベナリア史を2ターン目までに唱えた、3ターン目に土地が3枚以上、5ターン目までにキル、"
        "マリガン1回以上。デッキにないカードは使えません）"
    )


def _op(exactly: str | None, suffix: str | None) -> str:
    if suffix:
        return _COMPARE[suffix]
    return "="  # K alone, or ちょうどK
