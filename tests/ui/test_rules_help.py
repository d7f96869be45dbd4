"""The rules help (Help ▸ Rules…, F1) through the real main window (pytest-qt): F1 opens it at the
game on the table, a search finds a clause, a clause id clicked in a refusal, the rule under it, the
log or the result opens it at that clause, and its text switches language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtWidgets import QApplication
from test_table import place_thief_and_choose_advance
from ui_helpers import click_key

from rookraiders_desktop.engine.core import rulebook
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.games.rook_raiders.models import MonsterPiece
from rookraiders_desktop.ui import i18n
from rookraiders_desktop.ui.rule_links import LinkLabel

SOLO = Setup(seats=[SeatSetup(name="Solo")])


def needs(*ids: str) -> None:
    book = rulebook.reload()
    if not all(cid in book for cid in ids):
        pytest.skip(f"rule texts for {ids} are not written yet")


def dialog_of(window):
    dialog = window.rules_help.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def current_id(dialog) -> str:
    item = dialog.tree.currentItem()
    return item.data(0, Qt.ItemDataRole.UserRole) if item is not None else ""


def link_point(qtbot, label: LinkLabel, cid: str) -> QPoint:
    """Where a click on `cid` in the label lands on its link: the mouse moves over the label until
    Qt shows the pointing hand over the link (the label's own hit test, as for a player)."""
    assert cid in label.text() and f"rule:{cid}" in label.shown_html()
    hits = []
    step = 3
    for y in range(2, label.height() - 1, step):
        for x in range(2, label.width() - 1, step):
            qtbot.mouseMove(label, QPoint(x, y))
            if label.cursor().shape() == Qt.CursorShape.PointingHandCursor:
                hits.append(QPoint(x, y))
        if hits:
            break
    assert hits, "no link found on the label"
    return hits[len(hits) // 2]


def refuse_a_click(qtbot, window) -> str:
    """A click on a monster while choosing a unit: refused with its clause, RR-7.5."""
    window.start_game("rook_raiders", SOLO, seed=11)
    place_thief_and_choose_advance(qtbot, window)
    board = window.session.state.players[0].board
    monster = next(s for s, p in enumerate(board) if isinstance(p, MonsterPiece))
    click_key(qtbot, window, ("sq", 0, monster))
    qtbot.wait(10)
    status = window.prompt.status.text()
    assert "[RR-7.5]" in status
    return status


def test_f1_opens_the_rules_of_the_game_on_the_table(qtbot, window):
    needs("RR-8.6")
    window.start_game("rook_raiders", SOLO, seed=11)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F1)
    dialog = dialog_of(window)
    assert dialog.prefix == "RR" and "Rook & Raiders" in dialog.books.currentText()
    ids = dialog.tree_ids()
    assert "RR-8.6" in ids and "RR-EX3" in ids
    assert window.act_rules.shortcut().toString() == "F1"
    # the Help menu holds it, with About beside it
    assert window.act_rules in window.act_about.associatedObjects()[0].actions()


def test_the_search_finds_a_clause(qtbot, window):
    needs("RR-14.7")
    window.act_rules.trigger()
    dialog = dialog_of(window)
    dialog.set_book("RR")
    qtbot.keyClicks(dialog.search_box, "bonus move")
    qtbot.waitUntil(lambda: "clauses contain every word" in dialog.info.text())
    assert "RR-14.7" in dialog.tree_ids()
    assert len(dialog.tree_ids()) < len(rulebook.rulebook().files["RR"].clauses)
    assert "clauses contain every word" in dialog.info.text()
    # the text shown is the first hit's section, the hit highlighted
    first = dialog.tree_ids()[0]
    assert rulebook.clause(first).en in dialog.shown_text()
    # Japanese words find the same clause, and an id typed in opens it
    dialog.search_box.clear()
    dialog.search_box.setText("ボーナス移動")  # (typed through an input method: QTest cannot type kana)
    qtbot.waitUntil(lambda: "RR-14.7" in dialog.tree_ids() and len(dialog.tree_ids()) < 40)
    dialog.search_box.clear()
    qtbot.keyClicks(dialog.search_box, "rr-8.6")
    qtbot.waitUntil(lambda: current_id(dialog) == "RR-8.6")
    assert rulebook.clause("RR-8.6").en in dialog.shown_text()
    dialog.search_box.clear()
    qtbot.keyClicks(dialog.search_box, "zzzz qqqq")
    qtbot.waitUntil(lambda: dialog.tree_ids() == [])
    assert "No clause" in dialog.info.text()


def test_a_refusal_shows_its_rule_and_its_id_opens_the_panel(qtbot, window):
    needs("RR-7.5")
    refuse_a_click(qtbot, window)
    sentence = rulebook.clause("RR-7.5").en
    note = window.prompt.rule
    assert note.isVisible() and sentence in note.text() and "rule:RR-7.5" in note.text()
    assert window.rules_help.dialog is None  # nothing opens by itself
    qtbot.mouseClick(
        window.prompt.status, Qt.MouseButton.LeftButton, pos=link_point(qtbot, window.prompt.status, "RR-7.5")
    )
    dialog = dialog_of(window)
    assert current_id(dialog) == "RR-7.5" and dialog.current == "RR-7.5"
    assert sentence in dialog.shown_text()
    # the id in the rule's sentence under the refusal is a link too
    dialog.show_clause("RR-1.1")
    with qtbot.waitSignal(window.prompt.rule_link) as clicked:
        note.linkActivated.emit("rule:RR-7.5")
    assert clicked.args == ["RR-7.5"] and current_id(dialog) == "RR-7.5"


def test_clause_ids_in_the_log_and_the_result_are_links(qtbot, window):
    needs("RR-8.6", "RR-18.1")
    window.start_game("rook_raiders", SOLO, seed=11)
    window.log.add(["The Goblin moves 2 squares (RR-8.6 is a unit rule, RR-13.3 a monster's)."])
    rect = window.log.id_rect("RR-13.3")
    assert rect is not None
    qtbot.mouseClick(window.log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    dialog = dialog_of(window)
    assert current_id(dialog) == "RR-13.3"
    # a click beside an id is no link
    assert window.log.clause_at(QPoint(2, window.log.id_rect("RR-8.6").center().y())) is None
    # the result's reason, in the prompt's hint
    window.prompt.set_prompt("Game over: Solo won", "RR-18.1: every monster defeated")
    assert window.prompt.hint.text() == "RR-18.1: every monster defeated"
    qtbot.mouseClick(
        window.prompt.hint, Qt.MouseButton.LeftButton, pos=link_point(qtbot, window.prompt.hint, "RR-18.1")
    )
    assert current_id(dialog) == "RR-18.1"
    # a text without an id stays plain
    window.prompt.set_prompt("Solo's turn", "Choose a unit <b>")
    assert window.prompt.hint.textFormat() == Qt.TextFormat.PlainText


def test_the_language_toggle_and_the_app_language(qtbot, window):
    needs("RR-8.6")
    window.act_rules.trigger()
    dialog = dialog_of(window)
    dialog.show_clause("RR-8.6")
    clause = rulebook.clause("RR-8.6")
    assert clause.en in dialog.shown_text() and clause.ja not in dialog.shown_text()
    assert dialog.lang_button.text() == "日本語"
    qtbot.mouseClick(dialog.lang_button, Qt.MouseButton.LeftButton)
    assert dialog.lang == "ja" and clause.ja in dialog.shown_text() and dialog.lang_button.text() == "English"
    assert current_id(dialog) == "RR-8.6"  # the same clause, in the other language
    assert any("ルーク" in dialog.books.itemText(i) for i in range(dialog.books.count()))
    qtbot.mouseClick(dialog.lang_button, Qt.MouseButton.LeftButton)
    assert dialog.lang == "en" and clause.en in dialog.shown_text()
    # the interface in Japanese: the panel follows, its own words too
    i18n.set_language("ja")
    assert dialog.lang == "ja" and clause.ja in dialog.shown_text()
    assert dialog.windowTitle() == "ルール"
    assert dialog.search_box.placeholderText() != "Search the rules: words, or a clause id such as RR-8.6"
    # the rule under a refusal follows the interface language
    window.prompt.set_status("許可されていません [RR-8.6]")
    assert clause.ja in window.prompt.rule.text()


def test_a_book_without_its_file_says_so(qtbot, window, tmp_path, monkeypatch):
    folder = tmp_path / "rules"
    folder.mkdir()
    (folder / "ls.json").write_text((rulebook.rules_dir() / "ls.json").read_text(encoding="utf-8"), encoding="utf-8")
    (folder / "rl.json").write_text("{ broken", encoding="utf-8")
    monkeypatch.setattr(rulebook, "_book", rulebook.load_rulebook(folder, strict=False))
    window.prompt.set_status("Not allowed: no [RR-8.6]")
    assert not window.prompt.rule.isVisible()  # no sentence to show, the id is still a link
    assert "rule:RR-8.6" in window.prompt.status.shown_html()
    window.rules_help.open("RR-8.6")
    dialog = dialog_of(window)
    assert dialog.prefix == "RR" and dialog.tree_ids() == []
    assert "not in this version of the app yet" in dialog.shown_text() and "RR-8.6" in dialog.shown_text()
    assert "no rule text yet" in dialog.books.currentText()
    assert dialog.books.currentText().startswith("Rook & Raiders")  # its game's title names the missing book
    dialog.show_clause("RL-4.10")
    assert "could not be read" in dialog.shown_text() and "rl.json" in dialog.shown_text()
    assert dialog.show_clause("LS-16.11") and current_id(dialog) == "LS-16.11"


@pytest.fixture(autouse=True)
def fresh_rulebook():
    """Each test reads the rule files as they are (a test may replace them)."""
    rulebook.reload()
    yield
    rulebook.reload()


def test_a_whole_section_id_and_other_games_books(qtbot, window):
    needs("RR-7.1")
    dialog = window.rules_help.open("RR-7")  # the engine names whole sections too ("RR-7")
    assert current_id(dialog) == "§7" and rulebook.clause("RR-7.1").en in dialog.shown_text()
    for prefix in ("RX", "ND", "RL", "LS"):
        rule_file = rulebook.rulebook().files.get(prefix)
        if rule_file is None:
            continue
        last = rule_file.clauses[-1]
        assert dialog.show_clause(last.id) and dialog.prefix == prefix and current_id(dialog) == last.id
        assert last.en in dialog.shown_text()
        assert dialog.books.currentData() == prefix
    # a cross-reference in a rule text is a link too
    dialog.show_clause("RR-7.7")
    dialog.text.anchorClicked.emit(QUrl("rule:RR-16.6"))
    assert current_id(dialog) == "RR-16.6"
