"""Cards → Custom cards…: add, edit and delete the user's own cards; the lookup finds them."""

from __future__ import annotations

import pytest

from saga_table.catalog.custom import CustomCards
from saga_table.demo import default_resolver
from saga_table.engine.cards import CardDef, Keyword
from saga_table.qt.dialogs.custom_card import (
    CardFieldsError,
    CustomCardDialog,
    card_from_fields,
    chapter_lines,
)
from tests.qt.window_support import goldfish_game, make_window


def fill(editor: CustomCardDialog, **fields: str) -> None:
    for name, value in fields.items():
        widget = getattr(editor, name)
        if name == "text":
            widget.setPlainText(value)
        else:
            widget.setText(value)


def test_a_custom_saga_is_added_edited_and_deleted(qtbot, _isolated_data_dir) -> None:
    window = make_window(qtbot, goldfish_game())
    window.files.custom_cards.trigger()
    dialog = window.files.custom_dialog
    assert dialog is not None and dialog.cards_view.count() == 0
    assert not dialog.edit_button.isEnabled()
    editor = dialog.add_card()
    fill(
        editor,
        name="Tale of the Test Table",
        name_ja="試験卓の物語",
        text="I, III — Draw a card.\nII — Scry 2.",
    )
    editor.read_ahead.setChecked(True)
    with qtbot.waitSignal(window.files.card_data_changed):
        editor.accept()
    card = default_resolver()("試験卓の物語")
    assert card is not None and card.name == "Tale of the Test Table" and card.source == "custom"
    assert [c.number for c in card.front.chapters] == [1, 2, 3]
    assert Keyword.READ_AHEAD.value in card.front.keywords
    assert dialog.cards_view.item(0).text() == "Tale of the Test Table (試験卓の物語)"
    # Edit: renamed, a fourth chapter.
    editor = dialog.edit_selected()
    assert editor.text.toPlainText() == "I, III — Draw a card.\nII — Scry 2."
    fill(editor, name="Tale of the Test Table, Revised", text="I, III — Draw.\nII, IV — Scry 2.")
    editor.accept()
    assert [c.name for c in CustomCards(_isolated_data_dir).all()] == [
        "Tale of the Test Table, Revised"
    ]
    assert default_resolver()("Tale of the Test Table, Revised").front.final_chapter == 4
    # Delete, after saying yes.
    dialog.confirm_delete = lambda name: name == "Tale of the Test Table, Revised"
    dialog.delete_selected()
    assert CustomCards(_isolated_data_dir).all() == ()
    assert dialog.cards_view.count() == 0
    dialog.reject()
    assert window.files.custom_dialog is None


def test_fields_that_make_no_card_keep_the_editor_open(qtbot) -> None:
    editor = CustomCardDialog()
    qtbot.addWidget(editor)
    editor.show()
    fill(editor, name="Unfinished Saga", text="Chapter one: draw a card.")
    editor.accept()
    assert editor.isVisible() and editor.problem.isVisible()
    assert "chapter lines" in editor.problem.text()
    fill(editor, text="I — Draw a card.", power="2")
    editor.accept()
    assert "power and toughness" in editor.problem.text()
    fill(editor, toughness="2")
    editor.accept()
    assert not editor.isVisible()
    assert editor.result_value().front.power == "2"


def test_a_name_that_is_taken_is_refused(qtbot, _isolated_data_dir) -> None:
    CustomCards(_isolated_data_dir).add(CardDef.saga("Taken", chapters={1: "A."}))
    window = make_window(qtbot, goldfish_game())
    dialog = window.files.open_custom_cards()
    editor = dialog.add_card()
    fill(editor, name="Taken", text="I — B.")
    editor.accept()
    assert not dialog.problem.isHidden() and "already exists" in dialog.problem.text()
    assert len(CustomCards(_isolated_data_dir).all()) == 1


def test_fields_to_card_and_back() -> None:
    card = card_from_fields(
        name="  Gift  of the Road ",
        type_line="Legendary Enchantment Creature — Saga Spirit",
        power="3",
        toughness="3",
        text="(Reminder.)\nI — Make a token.\nII, III — Draw a card.",
    )
    face = card.front
    assert card.name == "Gift of the Road"
    assert (face.supertypes, face.card_types, face.subtypes) == (
        ("Legendary",),
        ("Enchantment", "Creature"),
        ("Saga", "Spirit"),
    )
    assert face.text == "(Reminder.)"
    assert chapter_lines(face) == "I — Make a token.\nII, III — Draw a card.\n(Reminder.)"
    plain = card_from_fields(name="Bear", type_line="Creature — Bear", power="2", toughness="2")
    assert plain.front.chapters == () and not plain.front.is_saga
    with pytest.raises(CardFieldsError):
        card_from_fields(name="", text="I — A.")
    with pytest.raises(CardFieldsError):
        card_from_fields(name="Nameless type", type_line="— Saga", text="I — A.")
    with pytest.raises(CardFieldsError, match="in English"):
        card_from_fields(name="Japanese type", type_line="エンチャント — 英雄譚", text="I — A.")


def test_the_problem_goes_once_the_fields_make_a_card(qtbot) -> None:
    """ "Give both power and toughness, or neither." stayed in red after the toughness was
    typed too; each keystroke now says again what is wrong, and nothing once all is right."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    editor = CustomCardDialog()
    qtbot.addWidget(editor)
    editor.show()
    QTest.keyClicks(editor.name, "Bear Friend")
    editor.type_line.clear()
    QTest.keyClicks(editor.type_line, "Creature - Bear")  # (a hyphen reads as the dash)
    QTest.keyClicks(editor.power, "2")
    QTest.keyClick(editor.power, Qt.Key.Key_Return)  # OK, by the dialog's default button
    assert editor.isVisible() and "power and toughness" in editor.problem.text()
    QTest.keyClicks(editor.toughness, "2")
    assert editor.problem.isHidden()
    QTest.keyClick(editor.toughness, Qt.Key.Key_Backspace)
    assert editor.problem.isHidden()  # (nothing is said again before OK is pressed again)
    QTest.keyClicks(editor.toughness, "2")
    QTest.keyClick(editor.toughness, Qt.Key.Key_Return)
    assert not editor.isVisible() and editor.result_value().front.toughness == "2"
