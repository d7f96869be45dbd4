"""The prompt never cuts a sentence, in every game (issue 15 item 2): at 1280x720 each game's own
instruction (the first one of a game and one in its middle) shows every line, and so does the
recap strip above it when a hot-seat player comes back from the curtain."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_prompt_layout import assert_label_whole, settle
from test_table_overlap import GAMES, _play, _start

from rookraiders_desktop.engine.core.game import SeatSetup, Setup


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_each_game_s_instruction_shows_every_line_at_1280x720(qtbot, window, game_id):
    session = _start(window, game_id)
    for decisions in (0, 12):
        _play(qtbot, window, session, decisions)
        settle(window)
        prompt = window.prompt
        assert prompt.hint.text(), "the game says what to do"
        for label in (prompt.title, prompt.hint):
            assert_label_whole(label)


def test_the_recap_strip_shows_every_line_at_1280x720(qtbot, window):
    window.resize(1280, 720)
    seats = [SeatSetup(name=n) for n in ("Ann", "Ben", "Cho")]
    session = window.start_game("nameless_dark_lord", Setup(seats=seats), seed=5)
    for _ in range(60):
        if window.table_stack.currentWidget() is window.curtain:
            qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
            if window.recap.active:
                break
        window.choose(session.legal_actions(session.acting())[0])
    assert window.recap.active
    settle(window)
    box = window.recap.box
    for label in (box.title, box.lines):
        assert_label_whole(label)
    for button in (box.previous, box.next, box.close_button):
        assert button.isVisible() and button.width() >= button.sizeHint().width() - 2
    assert_label_whole(window.prompt.hint)
