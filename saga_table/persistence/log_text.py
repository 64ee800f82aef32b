"""The game log as plain text, and where a game is in words.

The log is told by :mod:`saga_table.words.log`, the one renderer of the window's log panel and
of an exported log: :func:`game_log_text` is the window's lines under a title and the players.
Its sentences go through :func:`saga_table.words.translation.translate`, so they are in the
window's language when the Qt layer is loaded, and English without it (card names follow
``lang`` either way).

:func:`turn_summary` ("Turn 5, Ann's precombat main phase") is in English or Japanese without Qt:
the autosave keeps both, for the resume offer of either language.

>>> from saga_table.engine import Game, GameSetup, PlayerSetup
>>> game = Game(GameSetup(players=(PlayerSetup("Ann"), PlayerSetup("Bo"))))
>>> print(game_log_text(game), end="")
Saga Table — game log
Players: Ann, Bo
<BLANKLINE>
Turn 1: Ann's turn.
The untap step begins.
The upkeep step begins.
>>> turn_summary(game.state, "ja")
'1ターン目、Annのアップキープ・ステップ'
"""

from __future__ import annotations

from saga_table.engine.state import GameState
from saga_table.engine.turns import Phase, Step
from saga_table.words.log import game_log_lines, game_log_text

__all__ = ["game_log_lines", "game_log_text", "phase_name", "step_name", "turn_summary"]

_STEP_EN = {
    Step.UNTAP: "untap step",
    Step.UPKEEP: "upkeep",
    Step.DRAW: "draw step",
    Step.MAIN: "main phase",
    Step.BEGINNING_OF_COMBAT: "beginning of combat step",
    Step.DECLARE_ATTACKERS: "declare attackers step",
    Step.DECLARE_BLOCKERS: "declare blockers step",
    Step.FIRST_STRIKE_DAMAGE: "first-strike damage step",
    Step.COMBAT_DAMAGE: "combat damage step",
    Step.END_OF_COMBAT: "end of combat step",
    Step.END: "end step",
    Step.CLEANUP: "cleanup step",
}
_STEP_JA = {
    Step.UNTAP: "アンタップ・ステップ",
    Step.UPKEEP: "アップキープ・ステップ",
    Step.DRAW: "ドロー・ステップ",
    Step.MAIN: "メイン・フェイズ",
    Step.BEGINNING_OF_COMBAT: "戦闘開始ステップ",
    Step.DECLARE_ATTACKERS: "攻撃クリーチャー指定ステップ",
    Step.DECLARE_BLOCKERS: "ブロック・クリーチャー指定ステップ",
    Step.FIRST_STRIKE_DAMAGE: "先制攻撃戦闘ダメージ・ステップ",
    Step.COMBAT_DAMAGE: "戦闘ダメージ・ステップ",
    Step.END_OF_COMBAT: "戦闘終了ステップ",
    Step.END: "終了ステップ",
    Step.CLEANUP: "クリンナップ・ステップ",
}
_PHASE_EN = {
    Phase.BEGINNING: "beginning phase",
    Phase.MAIN: "main phase",
    Phase.COMBAT: "combat phase",
    Phase.ENDING: "ending phase",
}
_PHASE_JA = {
    Phase.BEGINNING: "開始フェイズ",
    Phase.MAIN: "メイン・フェイズ",
    Phase.COMBAT: "戦闘フェイズ",
    Phase.ENDING: "最終フェイズ",
}


def step_name(step: Step, lang: str = "en", *, precombat: bool | None = None) -> str:
    """ "upkeep", "precombat main phase" (``precombat`` says which main phase, if known)."""
    ja = lang == "ja"
    if step is Step.MAIN and precombat is not None:
        if ja:
            return "戦闘前メイン・フェイズ" if precombat else "戦闘後メイン・フェイズ"
        return "precombat main phase" if precombat else "postcombat main phase"
    return (_STEP_JA if ja else _STEP_EN)[step]


def phase_name(phase: Phase, lang: str = "en") -> str:
    return (_PHASE_JA if lang == "ja" else _PHASE_EN)[phase]


def turn_summary(state: GameState, lang: str = "en") -> str:
    """Where the game is: "Turn 5, Ann's precombat main phase"."""
    turn = state.turn
    who = state.players[turn.active].name
    step = step_name(
        turn.step, lang, precombat=turn.main_phases_begun == 1 if turn.step is Step.MAIN else None
    )
    if lang == "ja":
        return f"{turn.number}ターン目、{who}の{step}"
    return f"Turn {turn.number}, {who}'s {step}"
