"""The prompt never cuts a sentence (issue 15): at 1280 x 720 and 1024 x 700 a long instruction and
a long refusal with the rule under it show every line, every choice button is in view or the
buttons scroll with a visible scroll bar and cue, and the side pane sits in a splitter that leaves
the table most of the width and can be dragged."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel, QWidget

LONG_HINT = (
    "Round 7, dice white 1 and black 6. Action A: choose a block with the tool buttons, turn it with R "
    '(rotate) and F (mirror), and click the square for its top-left part. Action B: choose "Plan a room" '
    "and drag from one corner of a dotted rectangle of exactly 7 squares to the opposite one (or click its "
    "top-left and bottom-right squares). The end of this sentence must be visible too."
)
LONG_REFUSAL = (
    "Not allowed: That is not a legal choice now. A unit that has already acted this round cannot be "
    "chosen again, and a monster can never be chosen by a player; choose one of your units [RR-7.5]"
)


def settle(window) -> None:
    for _ in range(4):
        QApplication.processEvents()


def make_window(qtbot, size: tuple[int, int]):
    from rookraiders_desktop.ui.main_window import MainWindow

    w = MainWindow(bot_delay_ms=0, load_after_paint=False)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.new_game("rook_raiders")
    w.dialog.set_seats([("Ann", None), ("Ben", None)])
    w.dialog.accept()
    settle(w)
    return w


def visible_rect(widget: QWidget) -> QRect:
    """The part of `widget` its ancestors let show, in its own coordinates."""
    rect = widget.rect()
    child: QWidget = widget
    parent = widget.parentWidget()
    offset = widget.pos()
    while parent is not None and not child.isWindow():
        rect = rect.intersected(parent.rect().translated(-offset))
        child = parent
        offset += parent.pos()
        parent = parent.parentWidget()
    return rect


def assert_label_whole(label: QLabel) -> None:
    assert label.isVisible(), label.objectName()
    text = label.text() if label.textFormat() != Qt.TextFormat.RichText else label.property("plain") or label.text()
    flags = int(Qt.TextFlag.TextWordWrap)
    needed = QFontMetrics(label.font()).boundingRect(QRect(0, 0, label.contentsRect().width(), 100000), flags, text)
    shown = visible_rect(label)
    assert label.height() >= label.heightForWidth(label.width()), (label.text()[:40], label.height())
    assert shown.height() >= label.heightForWidth(label.width()), "clipped by the panel or the splitter"
    assert needed.height() <= label.contentsRect().height() + 2, (text[:40], needed, label.contentsRect())


@pytest.mark.parametrize("size", [(1280, 720), (1024, 700)])
def test_long_instruction_and_refusal_show_every_line(qtbot, size):
    w = make_window(qtbot, size)
    prompt = w.prompt
    prompt.set_prompt("Ann's turn", LONG_HINT)
    prompt.set_status(LONG_REFUSAL)
    settle(w)
    assert prompt.rule.isVisible() and prompt.rule.text()
    for label in (prompt.title, prompt.hint, prompt.status):
        assert_label_whole(label)
    rule = prompt.rule  # rich text (a link and the rule's sentence): its own size hint
    assert rule.height() >= rule.heightForWidth(rule.width())
    assert visible_rect(rule).height() >= rule.heightForWidth(rule.width())
    # the buttons area stays in view below the labels
    assert prompt.choices.isVisible() and visible_rect(prompt.choices).height() > 30
    assert w.log.isVisible() and w.log.height() >= 80  # the log takes what is left
    w.session.close()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 700)])
def test_buttons_in_view_or_scrolling_with_a_cue(qtbot, size):
    w = make_window(qtbot, size)
    prompt = w.prompt
    prompt.set_prompt("Ann's turn", LONG_HINT)
    prompt.set_status(LONG_REFUSAL)
    for count in (2, 30):
        prompt.set_actions(list(range(count)), lambda a: f"Choice number {a} with a fairly long description to wrap")
        settle(w)
        viewport = prompt.choices.viewport()
        inside = all(
            viewport.rect().contains(QRect(b.mapTo(viewport, b.rect().topLeft()), b.size())) for b in prompt.buttons
        )
        bar = prompt.choices.verticalScrollBar()
        assert inside or (bar.isVisible() and bar.maximum() > 0)
        if count == 2:
            assert inside or prompt.more.isVisible() or bar.value() == bar.maximum()
        else:
            assert not inside and bar.isVisible() and prompt.more.isVisible() and prompt.choices_hidden()
            assert prompt.more.text()
            bar.setValue(bar.maximum())
            settle(w)
            assert not prompt.more.isVisible()  # at the end: nothing more below
            bar.setValue(0)
            settle(w)
        first = prompt.buttons[0]
        assert visible_rect(first).height() == first.height()  # the first choice always whole in view
        for label in (prompt.hint, prompt.status):
            assert_label_whole(label)
    w.session.close()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 700)])
def test_the_table_keeps_most_of_the_width_and_the_pane_can_be_dragged(qtbot, size):
    w = make_window(qtbot, size)
    view_w, side_w = w.table.sizes()
    assert view_w / (view_w + side_w) > 0.6
    assert 0.25 <= side_w / (view_w + side_w) <= 0.35
    handle = w.table.handle(1)
    assert handle.isVisible()
    w.table.moveSplitter(view_w - 120, 1)  # what a drag of the handle does
    settle(w)
    assert w.table.sizes()[1] == side_w + 120
    w.table.moveSplitter(10, 1)  # never collapsed: the pane keeps its minimum width
    assert w.table.sizes()[0] > 0 and w.table.sizes()[1] >= w.table.widget(1).minimumWidth()
    w.session.close()


def test_the_pane_sizes_are_remembered(qtbot):
    from rookraiders_desktop.ui.settings import Settings

    w = make_window(qtbot, (1280, 720))
    view_w = w.table.sizes()[0]
    w.table.moveSplitter(view_w - 100, 1)
    moved = w.table.sizes()
    w.autosave = True
    w.prefs.save_window()
    assert Settings().splitter_sizes("table") == moved
    assert Settings().splitter_sizes("side") == w.table.widget(1).sizes()
    w.session.close()
