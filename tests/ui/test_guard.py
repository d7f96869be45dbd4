"""Never lose a game by accident (issue 16 item 5), through the real window: New game (menu and
library), Open, the challenge of the day, a recent game and Quit ask Save / Discard / Cancel
before replacing a game with unsaved moves; Cancel keeps it, Discard goes on, Save writes it and
goes on. A game just saved, a finished game or one with no move yet is replaced without asking;
Open replay keeps the game on the table (held), so it never asks."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup

SOLO = Setup(seats=[SeatSetup(name="Me")])


def game_with_a_move(window):
    window.start_game("roguelight", SOLO, seed=4)
    session = window.session
    assert not window.guard.needs_asking()  # no move yet: nothing to lose
    window.choose(decide(make_bot("random", 1, "roguelight"), session.game, session.state, 0))
    assert session.core.history and window.guard.needs_asking()
    return session


def answer(window, button) -> None:
    box = window.message_box
    assert box is not None and box.isVisible() and box.windowTitle() == "Save the game?"
    box.button(button).click()


@pytest.fixture
def opened(monkeypatch):
    """QFileDialog.getOpenFileName as a player who cancels it; records that it was shown."""
    shown = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (shown.append(a), ("", ""))[1])
    return shown


ENTRY_POINTS = {
    "new game (menu)": (lambda w: w.act_new.trigger(), lambda w, opened: w.dialog is not None and w.dialog.isVisible()),
    "new game (library)": (
        lambda w: w.library.cards["rook_raiders"].new_button.click(),
        lambda w, opened: w.dialog is not None and w.dialog.game.game_id == "rook_raiders",
    ),
    "open": (lambda w: w.act_open.trigger(), lambda w, opened: bool(opened)),
    "open (library)": (lambda w: w.library.open_button.click(), lambda w, opened: bool(opened)),
    "challenge of the day": (
        lambda w: w.act_challenge.trigger(),
        lambda w, opened: w.practice.challenge_dialog is not None and w.practice.challenge_dialog.isVisible(),
    ),
}


@pytest.mark.parametrize("entry", list(ENTRY_POINTS))
def test_cancel_keeps_the_game_and_discard_goes_on(qtbot, window, opened, entry):
    trigger, went_on = ENTRY_POINTS[entry]
    window.library.populate()
    session = game_with_a_move(window)
    trigger(window)
    answer(window, QMessageBox.StandardButton.Cancel)
    assert window.session is session and not went_on(window, opened)
    trigger(window)
    answer(window, QMessageBox.StandardButton.Discard)
    assert went_on(window, opened)


def test_save_writes_the_game_then_goes_on(qtbot, window, tmp_path, monkeypatch):
    target = tmp_path / "kept.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    session = game_with_a_move(window)
    window.act_new.trigger()
    answer(window, QMessageBox.StandardButton.Save)
    assert target.exists() and session.path == target
    assert window.dialog is not None and window.dialog.isVisible()  # then the new-game dialog
    window.dialog.close()


def test_a_save_refused_goes_nowhere(qtbot, window, monkeypatch):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))  # the player cancels the file
    session = game_with_a_move(window)
    window.act_new.trigger()
    answer(window, QMessageBox.StandardButton.Save)
    assert window.session is session and window.dialog is None


def test_quit_asks_and_cancel_keeps_the_window_open(qtbot, window):
    session = game_with_a_move(window)
    assert not window.close()  # asked instead
    answer(window, QMessageBox.StandardButton.Cancel)
    assert window.isVisible() and window.session is session
    window.close()
    answer(window, QMessageBox.StandardButton.Discard)
    assert not window.isVisible()


def test_no_question_once_saved_or_finished(qtbot, window, tmp_path):
    session = game_with_a_move(window)
    assert window.save_to(tmp_path / "saved.json")
    assert not window.guard.needs_asking()
    window.choose(decide(make_bot("random", 2, "roguelight"), session.game, session.state, 0))
    assert window.guard.needs_asking()  # a move since the save
    while session.result() is None:
        window.choose(decide(make_bot("random", 2, "roguelight"), session.game, session.state, 0))
    assert not window.guard.needs_asking()  # finished: nothing to lose
    window.end_screen.dialog.close()
    window.act_new.trigger()
    assert window.dialog is not None and window.dialog.isVisible()
    window.dialog.close()


def test_an_opened_game_asks_only_after_a_new_move(qtbot, window, tmp_path):
    game_with_a_move(window)
    path = tmp_path / "game.json"
    window.save_to(path)
    assert window.open_path(path)
    assert not window.guard.needs_asking()
    session = window.session
    window.choose(decide(make_bot("random", 3, "roguelight"), session.game, session.state, 0))
    assert window.guard.needs_asking()


def test_open_replay_keeps_the_game_on_the_table(qtbot, window, tmp_path, monkeypatch):
    session = game_with_a_move(window)
    other = tmp_path / "other.json"
    session.save(other)
    window.replay.open_path(other)  # no question: the game waits while the replay is watched
    assert window.replay.active and window.message_box is None
    window.replay.close()
    assert window.session is session and window.pages.currentWidget() is window.table_stack
