"""Help → About Saga Table and Help → Rules edition."""

from __future__ import annotations

from saga_table import __version__
from saga_table.engine.state import Edition
from saga_table.qt.dialogs.about import FAN_CONTENT_NOTICE, AboutDialog, RulesEditionDialog
from tests.qt.window_support import goldfish_game, japanese, make_window

NOTICE = (
    "Saga Table is unofficial Fan Content permitted under the Fan Content Policy. Not "
    "approved/endorsed by Wizards. Portions of the materials used are property of Wizards of the "
    "Coast. ©Wizards of the Coast LLC."
)
NOTICE_JA = (
    "Saga Tableはファンコンテンツ・ポリシーに沿った非公式のファンコンテンツです。"
    "ウィザーズ社の認可/許諾は得ていません。題材の一部に、ウィザーズ・オブ・ザ・コースト社の"
    "財産を含んでいます。©Wizards of the Coast LLC."
)


def test_about_shows_the_version_the_notice_the_data_and_the_fonts(
    qtbot, _isolated_data_dir
) -> None:
    window = make_window(qtbot, goldfish_game())
    window.files.about.trigger()
    dialog = window.findChild(AboutDialog)
    assert dialog is not None and dialog.isVisible()
    assert FAN_CONTENT_NOTICE == NOTICE
    assert dialog.notice.text() == NOTICE
    assert dialog.notice_original.isHidden()  # English needs it once
    assert dialog.title.text() == f"Saga Table {__version__}"
    assert "Scryfall" in dialog.card_data.text() and "MTGJSON" in dialog.card_data.text()
    assert dialog.places["Data folder"].text() == str(_isolated_data_dir)
    assert dialog.places["Imported card data"].text() == str(_isolated_data_dir / "cards.sqlite3")
    assert "IPA Font License Agreement v1.0" in dialog.fonts.text()
    assert "Bitstream Vera" in dialog.fonts.text()
    licences = dialog.licences.toPlainText()
    assert "IPA Font License Agreement v1.0" in licences and "Bitstream, Inc." in licences
    assert [dialog.tabs.tabText(i) for i in range(3)] == ["About", "Your data", "Licences"]
    dialog.reject()


def test_about_in_japanese_shows_the_notice_in_both_languages(qtbot) -> None:
    with japanese():
        window = make_window(qtbot, goldfish_game(), language="ja")
        dialog = window.files.open_about()
        assert dialog.windowTitle() == "Saga Tableについて"
        assert dialog.notice.text() == NOTICE_JA
        assert not dialog.notice_original.isHidden()
        assert dialog.notice_original.text() == NOTICE  # the policy's own words, as well
        dialog.reject()


def test_the_rules_edition_names_the_seed_edition_and_the_games(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    window.files.rules_edition.trigger()
    dialog = window.findChild(RulesEditionDialog)
    assert "September 25, 2026" in dialog.text.text()
    assert dialog.current.text() == "This game follows the September 25, 2026 edition."
    january = RulesEditionDialog(Edition.JANUARY_2026.value)
    qtbot.addWidget(january)
    assert january.current.text() == "This game follows the January 16, 2026 edition."


def test_the_new_commands_have_labels_and_shortcuts_of_their_own(qtbot) -> None:
    window = make_window(qtbot, goldfish_game())
    menus = {a.text(): a.menu() for a in window.menuBar().actions()}
    assert list(menus)[-1] == "&Help"
    game = [a.text() for a in menus["&Game"].actions() if not a.isSeparator()]
    assert game[:6] == [
        "&New game…",
        "&Restart with the same decks",
        "&Open game record…",
        "Open &Recent",
        "&Save game record…",
        "&Export log as text…",
    ]
    cards = [a.text() for a in menus["&Cards"].actions()]
    assert cards[-2:] == ["&Import card data…", "C&ustom cards…"]
    files = window.files
    for action in (files.export_log, files.import_cards, files.custom_cards, files.rules_edition):
        assert not action.shortcut().isEmpty(), action.text()
    # F1, the key a player presses for help, lists the keys; About needs no key of its own
    assert files.about.shortcut().isEmpty()
    theirs = {a.shortcut().toString() for a in window.commands.all()}
    ours = [a.shortcut().toString() for a in files.all() if not a.shortcut().isEmpty()]
    assert len(set(ours)) == len(ours) and not theirs & set(ours)
