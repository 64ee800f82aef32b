"""The Japanese window: every string a player sees is translated; the translation is complete."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QWidget,
)

from saga_table.demo import table_midgame
from saga_table.engine import actions as a
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.position import PlayerMarks
from saga_table.engine.state import (
    ChooseReadAheadDecision,
    Counters,
    DiscardToHandSizeDecision,
    MulliganDecision,
    PendingEntry,
)
from saga_table.qt.dialogs.combat import Attacker, AttackersDialog, CombatDamageDialog
from saga_table.qt.dialogs.mulligan import DiscardDialog, MulliganDialog
from saga_table.qt.dialogs.new_game import NewGameDialog
from saga_table.qt.dialogs.player_marks import MarksValue, PlayerMarksDialog
from saga_table.qt.dialogs.read_ahead import ReadAheadDialog
from saga_table.qt.dialogs.settings import SettingsDialog
from saga_table.qt.dialogs.token import TokenDialog
from saga_table.qt.dialogs.zone_viewer import ZoneViewer
from saga_table.qt.i18n import resolve_language
from saga_table.qt.models.zones import ZoneModel
from saga_table.qt.settings_bridge import UiSettings
from saga_table.qt.widgets.seat_widget import info_rows
from tests.qt.i18n_support import ROOT, TS, ts_messages
from tests.qt.window_support import japanese, make_window, pump

#: Words that stay as they are in the Japanese window: the app's name, keys, chapter numerals,
#: and each language's name written in that language (the language menu lists "English"), and
#: the names of the card data sources.
KEPT = {"Saga", "Table", "Ctrl", "Alt", "Shift", "Space", "OK", "II", "III", "IV", "English"}
#: Key names as the keycaps print them (Japanese keyboards print them in English too).
KEPT |= {"Enter", "Delete", "Page", "Up", "Down"}
KEPT |= {"Scryfall", "MTGJSON"}


def english_sources() -> set[str]:
    """Every English source string whose Japanese differs from it."""
    return {source for _c, source, translation, _t in ts_messages() if translation != source}


def game_names(window) -> set[str]:
    """Card and player names in the game, in both languages (card data, not UI text)."""
    names: set[str] = set()
    state = window.controller.state
    for obj in state.objects.values():
        names.add(obj.card.name)
        for face in obj.card.faces:
            names.add(face.name)
            if face.name_ja:
                names.add(face.name_ja)
    names.update(p.name for p in state.players)
    return names


def texts_of(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every text a player can see or hear in ``root``."""
    out: list[tuple[str, str]] = [("title", root.windowTitle())]
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        kind = type(widget).__name__
        if widget.toolTip():
            out.append((f"{kind} tooltip", widget.toolTip()))
        if widget.accessibleName():
            out.append((f"{kind} accessible name", widget.accessibleName()))
        if isinstance(widget, (QLabel, QAbstractButton)):
            out.append((kind, widget.text()))
        elif isinstance(widget, QGroupBox):
            out.append((kind, widget.title()))
        elif isinstance(widget, QDockWidget):
            out.append((kind, widget.windowTitle()))
        elif isinstance(widget, QLineEdit):
            out.append((f"{kind} placeholder", widget.placeholderText()))
        elif isinstance(widget, QComboBox):
            out.extend((kind, widget.itemText(i)) for i in range(widget.count()))
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            for row in range(min(model.rowCount(), 200)):
                out.append((kind, str(model.index(row, 0).data(Qt.ItemDataRole.DisplayRole) or "")))
    return [(where, text) for where, text in out if text]


def menu_texts(window) -> list[tuple[str, str]]:
    out = []
    for action in window.menuBar().actions():
        out.append(("menu", action.text()))
        menu = action.menu()
        if isinstance(menu, QMenu):
            out.extend(("menu item", a.text()) for a in menu.actions() if not a.isSeparator())
    out.extend(("action tip", a.statusTip()) for a in window.findChildren(QAction))
    return out


def untranslated(texts, *, names: set[str], sources: set[str]) -> list[tuple[str, str]]:
    bad = []
    for where, text in texts:
        plain = text.replace("&", "")
        if plain in names:
            continue
        if text in sources or plain in sources:
            bad.append((where, text))
            continue
        for name in sorted(names, key=len, reverse=True):
            plain = plain.replace(name, " ")
        words = [w for w in re.findall(r"[A-Za-z][A-Za-z']+", plain) if w not in KEPT]
        if words:
            bad.append((where, text))
    return bad


def test_the_japanese_window_shows_no_english(qtbot) -> None:
    with japanese():
        window = make_window(qtbot, table_midgame(language="ja"), language="ja")
        window.hand_dock.show()
        pump()
        texts = texts_of(window) + menu_texts(window)
        # What the painted widgets show, read from the views they paint.
        texts += [("phase bar", s.label) for s in window.phase_bar.view().steps]
        for seat in window.seats:
            texts += [("seat", row.label) for row in info_rows(seat.view())]
            texts.append(("seat description", seat.accessibleDescription()))
        for field in window.battlefields:
            for card in field.card_widgets():
                texts.append(("card type line", card.view().type_line))
                texts.append(("card description", card.accessibleDescription()))
        bad = untranslated(texts, names=game_names(window), sources=english_sources())
    assert not bad, "untranslated: " + "; ".join(f"{w}: {t!r}" for w, t in bad[:12])
    assert window.next_button.text() == "次へ"
    assert window.menuBar().actions()[0].text() == "ゲーム(&G)"


def test_the_japanese_dialogs_show_no_english(qtbot) -> None:
    with japanese():
        window = make_window(qtbot, table_midgame(language="ja"), language="ja")
        state = window.controller.state
        hand = [(int(i), "カード") for i in state.zone(PlayerId(2), Zone.HAND)]
        entry = PendingEntry(ObjectId(1), PlayerId(0))
        dialogs: list[QDialog] = [
            window.open_decision_dialog() or window.new_game(),
            ReadAheadDialog(ChooseReadAheadDecision(PlayerId(0), entry, "X", 3), [(1, "一")]),
            MulliganDialog(MulliganDecision(PlayerId(2), 1), hand, player_name="チェン"),
            DiscardDialog(DiscardToHandSizeDecision(PlayerId(2), 1), hand, player_name="チェン"),
            TokenDialog(["アリス", "ブルーノ"]),
            AttackersDialog([Attacker(1, "騎士", 2)], [(1, "ブルーノ")]),
            CombatDamageDialog([Attacker(1, "騎士", 2, defender=1)], ["アリス", "ブルーノ"]),
            NewGameDialog(),
            SettingsDialog(UiSettings()),
            ZoneViewer(ZoneModel(window.controller, 0, Zone.LIBRARY), player_name="アリス"),
            ZoneViewer(ZoneModel(window.controller, 0, Zone.GRAVEYARD), player_name="アリス"),
            PlayerMarksDialog(
                "アリス",
                MarksValue(PlayerMarks(dungeon="Undercity", room="Forge"), Counters(), None),
                ["騎士"],
                language="ja",
            ),
        ]
        texts = []
        for dialog in dialogs:
            qtbot.addWidget(dialog)
            dialog.show()
            texts += texts_of(dialog)
        card_menu = window.card_menu(int(state.battlefield[-1]))
        texts += [("card menu", a.text()) for a in card_menu.actions() if not a.isSeparator()]
        window.controller.perform(a.ResolveTopOfStack())
        window.controller.undo()
        texts.append(("redo", window.commands.redo.text()))
        bad = untranslated(texts, names=game_names(window) | {"X"}, sources=english_sources())
    assert not bad, "untranslated: " + "; ".join(f"{w}: {t!r}" for w, t in bad[:12])


def test_the_log_and_stack_speak_japanese(qtbot) -> None:
    with japanese():
        window = make_window(qtbot, table_midgame(language="ja"), language="ja")
        assert window.stack_model.entry(0).title == "最古再誕 — 第II章"
        assert window.log_model.lines()[-1] == "最古再誕 — 第II章がスタックに置かれた。"
        window.commands.resolve.trigger()
        # Each opponent discards a card (the guided effect): the first of them chooses now.
        assert "最古再誕 — 第II章が解決した。" in window.log_model.lines()[-4:]
        assert window.log_model.lines()[-1].endswith("は捨てるカードを選ぶ。")
        assert window.commands.undo.text() == "元に戻す：最古再誕 — 第II章を解決する(&U)"


def test_every_message_is_translated() -> None:
    messages = ts_messages()
    assert len(messages) > 400
    unfinished = [
        (c, s)
        for c, s, t, kind in messages
        if not t or kind in ("unfinished", "vanished", "obsolete")
    ]
    assert not unfinished, unfinished[:10]
    # Placeholders survive translation: "{player} draws" keeps {player}.
    for context, source, translation, _kind in messages:
        assert set(re.findall(r"\{\w+\}", source)) == set(
            re.findall(r"\{\w+\}", translation or "")
        ), (
            context,
            source,
        )


def test_the_translation_lists_every_string_in_the_code(tmp_path: Path) -> None:
    """Running lupdate now finds nothing the .ts does not have."""
    fresh = tmp_path / "fresh_ja.ts"
    qt = sorted(
        str(p) for p in (ROOT / "saga_table" / "qt").rglob("*.py") if "widgets" not in p.parts
    )
    below = ("words", "persistence", "decks")  # they word messages through words.translate
    words = sorted(str(p) for d in below for p in (ROOT / "saga_table" / d).rglob("*.py"))
    sources = [*qt, *words, str(ROOT / "saga_table" / "app.py")]
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    subprocess.run([str(lupdate), *sources, "-ts", str(fresh)], check=True, capture_output=True)
    wanted = {(c, s) for c, s, _t, _k in _messages_of(fresh)}
    have = {(c, s) for c, s, _t, _k in ts_messages()}
    assert wanted <= have, sorted(wanted - have)[:10]


def _messages_of(path: Path):
    import xml.etree.ElementTree as ET

    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message.findtext("source") or "", None, None


def test_every_painted_widget_string_is_in_the_translation() -> None:
    """The widgets translate through helpers lupdate cannot read; ``widget_strings`` lists their
    strings. Each string literal they translate must be in the .ts."""
    have = {source for _c, source, _t, _k in ts_messages()}
    missing = []
    for path in sorted((ROOT / "saga_table" / "qt" / "widgets").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                args = node.args
                literal = None
                if node.func.id == "_tr" and args and isinstance(args[0], ast.Constant):
                    literal = args[0].value
                elif node.func.id == "tr" and len(args) == 2 and isinstance(args[1], ast.Constant):
                    literal = args[1].value
                if isinstance(literal, str) and literal not in have:
                    missing.append(f"{path.name}: {literal!r}")
    assert not missing, missing


def test_the_language_comes_from_the_option_else_the_system() -> None:
    assert resolve_language("ja") == "ja"
    assert resolve_language(None, system="ja_JP") == "ja"
    assert resolve_language(None, system="de_DE") == "en"
    assert TS.exists()


def test_a_translation_file_rewritten_under_the_running_app_changes_nothing_it_shows(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    # A .qm rewritten in place while the app ran (an update, a rebuilt translation) turned the
    # Japanese window half English and then crashed it inside a lookup: Qt had mapped the file.
    from PySide6.QtCore import QCoreApplication

    from saga_table.qt import i18n
    from tests.qt.i18n_support import ensure_qm

    (tmp_path / "translations").mkdir()
    copy = tmp_path / "translations" / "saga_table_ja.qm"
    copy.write_bytes(ensure_qm().read_bytes())
    monkeypatch.setattr(i18n, "resources_dir", lambda: tmp_path)
    translators = i18n.Translators()
    assert translators.install("ja")
    try:
        with copy.open("r+b") as f:  # in place: the same file, every byte changed
            f.write(b"\0" * copy.stat().st_size)
        assert QCoreApplication.translate("CardWidget", "Tapped") == "タップ状態"
        assert QCoreApplication.translate("Log", "{cards} become tapped.") == (
            "{cards}がタップ状態になった。"
        )
    finally:
        translators.remove()
