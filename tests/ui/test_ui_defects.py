"""UI defects of issue 15 (items 2 and 6): the status line's tone, the keyboard's focus ring only
for keyboard users, the rules help opening on the game's own book, the coach's button away from
the refusal and its rule, and a prompt tall enough for every choice."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from rookraiders_desktop.engine.core.game import SeatSetup, Setup


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def seats(count: int = 1, **options: object) -> Setup:
    names = ["Ann", "Ben", "Cho", "Dai"]
    return Setup(seats=[SeatSetup(name=names[i], bot=None) for i in range(count)], options=dict(options))


# --- 1. a hint on the status line is not drawn as a refusal ----------------------------------------
def test_a_hover_hint_is_not_red_and_a_refusal_is(qtbot, window):
    window.start_game("roguelight", seats(1, map="basic"), seed=11)
    settle()
    status = window.prompt.status
    window.scene.hint.emit("It may go here: click to draw it.")
    assert status.text() == "It may go here: click to draw it."
    assert status.property("tone") == "note"
    assert "#b02a1a" not in status.styleSheet()
    window.scene.hint.emit("Not here: the block must touch a wall [RL-4.10]")
    assert status.property("tone") == "refusal"
    assert "#b02a1a" in status.styleSheet()
    window.scene.hint.emit("Not here: that square is taken.")  # no clause: its words say it is a refusal
    assert status.property("tone") == "refusal"
    window.prompt.set_status("Choose one:", "note")
    assert "#b02a1a" not in status.styleSheet()
    window.on_rejected("RL-4.10", "no")
    assert status.property("tone") == "refusal"


# --- 2. the focus ring only for keyboard players ----------------------------------------------------
def ring_items(window) -> list:
    from rookraiders_desktop.ui.keyboard import FocusRingItem

    return [i for i in window.scene.items() if isinstance(i, FocusRingItem) and i.isVisible()]


def test_the_focus_ring_shows_after_tab_and_hides_after_a_click(qtbot, window):
    from PySide6.QtCore import Qt

    window.activateWindow()
    window.start_game("rook_raiders", seats(1), seed=11)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    settle()
    keyboard = window.keyboard
    assert keyboard.keys() and window.view.hasFocus()
    assert ring_items(window) == [] and not keyboard.ring_shown()  # a mouse player sees no ring
    qtbot.keyClick(window.view, Qt.Key.Key_Tab)
    assert len(ring_items(window)) == 1 and keyboard.ring_shown()
    assert keyboard.key == keyboard.keys()[0]
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert keyboard.ring_shown()
    corner = QPoint(2, 2)  # a click on the table (an empty corner)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=corner)
    settle()
    assert ring_items(window) == [] and not keyboard.ring_shown()
    qtbot.keyClick(window.view, Qt.Key.Key_Down)  # an arrow brings it back
    assert keyboard.ring_shown()


# --- 3. F1 opens on the game's own book, never on another game's empty search --------------------------
def test_f1_clears_another_games_search_and_shows_the_first_section(qtbot, window):
    from PySide6.QtCore import Qt

    from rookraiders_desktop.engine.core import rulebook

    book = rulebook.rulebook()
    if "RL" not in book.files or "RR" not in book.files:
        import pytest

        pytest.skip("the rule texts of Roguelight and Rook & Raiders are needed")
    window.start_game("roguelight", seats(1, map="basic"), seed=11)
    dialog = window.rules_help.open()
    assert dialog.prefix == "RL"
    dialog.search_box.setText("dungeon")  # only Roguelight's book has the word
    dialog._search_now()
    assert dialog.tree_ids() and all(i.startswith(("RL", "§")) for i in dialog.tree_ids())
    dialog.hide()

    window.start_game("rook_raiders", seats(1), seed=11)
    window.act_rules.trigger()
    assert dialog.isVisible() and dialog.prefix == "RR"
    assert dialog.search_box.text() == ""  # the search found nothing here: gone
    first = book.files["RR"].sections[0]
    assert dialog.tree.topLevelItemCount() == len(book.files["RR"].sections)
    item = dialog.tree.currentItem()
    assert item is not None and item.data(0, Qt.ItemDataRole.UserRole) == f"§{first.id}"
    first_clause = book.files["RR"].in_section(first.id)[0]
    assert first_clause.text("en")[:30] in dialog.shown_text()
    assert "No clause" not in dialog.info.text()

    # a search that does find something in this game's book stays
    dialog.search_box.setText("dice")
    dialog._search_now()
    dialog.hide()
    window.act_rules.trigger()
    assert dialog.search_box.text() == "dice" and dialog.tree_ids()

    # the clause asked for (a link) opens, whatever the search was
    dialog.search_box.setText("dungeon")
    dialog._search_now()
    window.rules_help.open("RR-1.1" if "RR-1.1" in book else first_clause.id)
    assert dialog.search_box.text() == "" and dialog.tree.currentItem() is not None
    dialog.close()


# --- 4. the coach's button is not between a refusal and its rule -----------------------------------------
def test_the_hint_button_leaves_a_refusal_and_its_rule_together(qtbot, window):
    from rookraiders_desktop.engine.core import rulebook

    if "RR-7.5" not in rulebook.reload():
        import pytest

        pytest.skip("the rule text of RR-7.5 is not written yet")
    window.start_game("rook_raiders", seats(1), seed=11)
    settle()
    prompt = window.prompt
    window.on_rejected("RR-7.5", "That is not a legal choice now [RR-7.5]")
    settle()
    button = window.coach.box.hint_button
    assert button.isVisible() and prompt.status.isVisible() and prompt.rule.isVisible()
    layout = prompt.layout()
    order = [layout.indexOf(w) for w in (prompt.choices, window.coach.box, prompt.status, prompt.rule)]
    assert order == sorted(order) and order[3] == order[2] + 1  # the rule right under its refusal
    top = button.mapTo(prompt, button.rect().topLeft()).y()
    bottom = button.mapTo(prompt, button.rect().bottomLeft()).y()
    status_top = prompt.status.geometry().top()
    rule_top, status_bottom = prompt.rule.geometry().top(), prompt.status.geometry().bottom()
    assert bottom < status_top  # above the refusal, below the choices
    assert top > prompt.choices.geometry().top()
    assert not (status_bottom < top < rule_top)  # nothing of the button between the two
    assert rule_top - status_bottom < button.height()


# --- 5. the prompt grows to show every choice, even when they came before the window was laid out -------
def choices_all_in_view(prompt) -> bool:
    from PySide6.QtCore import QRect

    viewport = prompt.choices.viewport()
    return bool(prompt.buttons) and all(
        viewport.rect().contains(QRect(b.mapTo(viewport, b.rect().topLeft()), b.size())) for b in prompt.buttons
    )


def test_three_choices_before_the_layout_all_show_at_1280x720(qtbot):
    from rookraiders_desktop.ui.main_window import MainWindow

    w = MainWindow(bot_delay_ms=0, load_after_paint=False)
    qtbot.addWidget(w)
    prompt = w.prompt
    prompt.parentWidget().setSizes([60, 900])  # (sizes remembered from a larger window)
    # the choices arrive before the window is shown (a game opened at start-up)
    hint = (
        "Round 7, dice white 1 and black 6. Action A: choose a block with the tool buttons, turn it with R"
        " (rotate) and F (mirror), and click the square for its top-left part. Action B: choose a room."
    )
    prompt.set_prompt("Ann's turn", hint)
    prompt.set_actions([0, 1, 2], lambda a: f"Choice number {a} with a fairly long description to wrap over lines")
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    settle()
    qtbot.waitUntil(lambda: choices_all_in_view(prompt), timeout=2000)
    assert not prompt.choices_hidden() and not prompt.more.isVisible()
    side = prompt.parentWidget()
    # a drag of the handle by the player is kept (no snap back while the window keeps its size)
    side.moveSplitter(prompt.minimumHeight(), 1)
    settle()
    dragged = side.sizes()
    settle()
    assert side.sizes() == dragged
    # and a new set of choices grows it again
    prompt.set_actions([0, 1, 2], lambda a: f"Another choice {a} with a fairly long description to wrap over lines")
    settle()
    qtbot.waitUntil(lambda: choices_all_in_view(prompt), timeout=2000)
