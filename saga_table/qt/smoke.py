"""The smoke test's script: a turn of the demo game played through the real window.

It keeps the opening hand through the mulligan dialog, puts two Sagas onto the battlefield,
resolves their chapters with the Resolve action, presses Next through every step of the turn into
the next one, orders the two chapter abilities that trigger together through the trigger-order
dialog, turns a Saga's lore dial, passes the crown to a seat, and undoes and redoes. Each step
checks what a player would see.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from saga_table.engine.ids import ObjectId, Zone
from saga_table.engine.turns import Step
from saga_table.qt.dialogs.mulligan import MulliganDialog
from saga_table.qt.dialogs.trigger_order import TriggerOrderDialog

__all__ = ["SmokeTest", "SmokeTestError"]


class SmokeTestError(AssertionError):
    """A step of the smoke test did not do what it should."""


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise SmokeTestError(message)


class SmokeTest:
    def __init__(self, session: Any) -> None:
        self.session = session
        self.steps: list[str] = []

    @property
    def window(self) -> Any:
        return self.session.window

    @property
    def state(self) -> Any:
        return self.session.controller.state

    def summary(self) -> str:
        return ", ".join(self.steps)

    def _pump(self) -> None:
        for _ in range(3):
            QApplication.processEvents()

    def run(self) -> None:
        window = self.window
        self._pump()
        self.keep_opening_hand()
        self.put_two_sagas()
        self.resolve_stack()
        self.next_through_turn()
        self.turn_the_dial()
        self.resolve_stack()
        self.pass_the_crown()
        self.undo_and_redo()
        _check(window.isVisible(), "the window closed")

    # ---------------------------------------------------------------- steps

    def keep_opening_hand(self) -> None:
        self._pump()
        dialog = self.window.decision_dialog or self.window.open_decision_dialog()
        _check(isinstance(dialog, MulliganDialog), f"expected the mulligan dialog, got {dialog}")
        dialog.keep()
        self._pump()
        _check(self.state.decision is None and self.state.started, "the hand was not kept")
        self.steps.append("kept the opening hand")

    def put_two_sagas(self) -> list[int]:
        state = self.state
        sagas: list[int] = []
        for zone in (Zone.HAND, Zone.LIBRARY):
            for oid in state.zone(0, zone):
                obj = state.objects[oid]
                names = {state.objects[ObjectId(s)].card.name for s in sagas}
                plain_saga = obj.printed.is_saga and "Creature" not in obj.printed.card_types
                if plain_saga and obj.card.name not in names:
                    sagas.append(int(oid))
                if len(sagas) == 2:
                    break
            if len(sagas) == 2:
                break
        _check(len(sagas) == 2, "the demo deck has no two different Sagas")
        for oid in sagas:
            self.window.put_card(oid)
            self._pump()
            self.resolve_stack()
        sagas_now = [int(p.id) for p in self.state.permanents() if p.printed.is_saga]
        _check(len(sagas_now) >= 2, "the Sagas did not enter the battlefield")
        self.steps.append("put two Sagas onto the battlefield")
        return sagas_now[:2]

    def answer_effect_choice(self) -> bool:
        """A chapter's guided choice (or its by-hand resolution) waits: answer it in its dialog
        the simple way. False if no such choice waits."""
        from saga_table.qt.dialogs.effect_choices import EFFECT_DECISIONS, answer_dialog_simply

        if not isinstance(self.state.decision, EFFECT_DECISIONS):
            return False
        dialog = self.window.decision_dialog or self.window.open_decision_dialog()
        _check(dialog is not None, "no dialog for the effect's choice")
        answer_dialog_simply(dialog)
        self._pump()
        return True

    def resolve_stack(self) -> None:
        for _ in range(40):
            if self.answer_effect_choice():
                continue
            if self.state.decision is not None:
                raise SmokeTestError(f"unexpected decision {self.state.decision}")
            if not self.state.stack:
                return
            self.window.commands.resolve.trigger()
            self._pump()
        raise SmokeTestError("the stack did not empty")

    def next_through_turn(self) -> None:
        """Next through every step to the next turn's precombat main phase; on the way, the two
        Sagas' lore counters trigger two chapters together, which the dialog orders."""
        start = self.state.turn.number
        seen: list[str] = []
        ordered = False
        for _ in range(80):
            turn = self.state.turn
            if turn.number > start and turn.step is Step.MAIN and not self.state.stack:
                break
            if isinstance(self.window.decision_dialog, TriggerOrderDialog):
                self.order_chapters(self.window.decision_dialog)
                ordered = True
                continue
            if self.answer_effect_choice():
                continue
            seen.append(turn.step.value)
            self.window.commands.next_step.trigger()
            self._pump()
        _check(self.state.turn.number == start + 1, "Next did not reach the next turn")
        for step in ("upkeep", "main", "end"):
            _check(step in seen, f"Next skipped the {step} step")
        _check(ordered, "no two chapter abilities triggered together")
        self.steps.append(f"Next through {len(seen)} steps")

    def order_chapters(self, dialog: TriggerOrderDialog) -> None:
        wanted = tuple(reversed(dialog.order()))
        dialog.set_order(wanted)
        dialog.accept()
        self._pump()
        top_first = tuple(int(item.id) for item in reversed(self.state.stack))
        _check(top_first[: len(wanted)] == wanted, "the stack does not match the chosen order")
        self.steps.append("ordered two chapter abilities")

    def turn_the_dial(self) -> None:
        widgets = [w for b in self.window.battlefields for w in b.saga_widgets()]
        _check(bool(widgets), "no Saga card on the table")
        widget = widgets[0]
        before = len(self.state.stack)
        lore = widget.view().lore
        widget.request_lore_change(+1)
        self._pump()
        if self.state.decision is not None:
            dialog = self.window.decision_dialog
            if dialog is not None:
                dialog.accept()
                self._pump()
        _check(
            len(self.state.stack) > before or lore + 1 >= widget.view().final_chapter,
            "the dial's lore counter triggered no chapter",
        )
        self.steps.append("turned a lore dial")

    def pass_the_crown(self) -> None:
        seat = self.window.seats[0]
        seat.monarch_drop_requested.emit(seat.player())
        self._pump()
        _check(self.state.monarch == 0, "the crown did not move")
        self.steps.append("passed the crown")

    def undo_and_redo(self) -> None:
        actions = len(self.session.controller.game.actions)
        self.window.commands.undo.trigger()
        self._pump()
        _check(len(self.session.controller.game.actions) == actions - 1, "undo did nothing")
        self.window.commands.redo.trigger()
        self._pump()
        _check(len(self.session.controller.game.actions) == actions, "redo did nothing")
        self.steps.append("undo and redo")
