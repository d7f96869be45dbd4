"""The log kept per seat and extended action by action (ui/seat_logs.py) always reads exactly as
one built from nothing for the seat at the screen: after actions, undo, redo, changes of player
behind the curtain and a change of language; a seat never reads a line told only to another."""

from __future__ import annotations

import random

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.ui import i18n
from rookraiders_desktop.ui.main_window import event_text


def from_nothing(window) -> list[str]:
    """The viewer's log lines built from the whole history (the new-game line aside)."""
    session = window.session
    names = dict(enumerate(session.seat_names))
    texts = (event_text(session.game, e, names) for e in session.events(window.viewer))
    return [text for text in texts if text]


def check(window) -> None:
    if window.curtained:
        assert window.log.lines() == []  # behind the curtain the log stays empty
        return
    assert window.log.lines()[1:] == from_nothing(window)


def check_the_newest_lines(window) -> None:
    """A log still filling shows the set-up's lines on top, then the newest, in order, at the
    bottom: every line once."""
    whole = from_nothing(window)
    shown = window.log.lines()[1:]
    assert len(shown) < len(whole)
    cut = len(whole) - len(shown)
    assert any(shown[:o] == whole[:o] and shown[o:] == whole[o + cut :] for o in range(len(shown)))


def play_randomly(qtbot, window, steps: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(steps):
        session = window.session
        if session.result() is not None:
            break
        if window.curtained:
            window.reveal()
        elif rng.random() < 0.15 and session.can_undo():
            window.undo()
        elif rng.random() < 0.05 and session.can_redo():
            window.redo()
        else:
            seat = session.acting(prefer=window.viewer)
            if seat is not None and session.is_bot(seat):  # (it thinks once the table is painted)
                played = len(session.core.history)
                qtbot.waitUntil(lambda core=session.core, played=played: len(core.history) != played, timeout=10_000)
                continue
            if seat is None:
                qtbot.wait(5)
                continue
            window.choose(rng.choice(session.legal_actions(seat)))
        check(window)


def test_nd_a_secret_log_read_seat_by_seat_through_the_curtain(qtbot, window):
    setup = Setup(seats=[SeatSetup(name=n) for n in ("Ann", "Ben", "Cho")])
    window.start_game("nameless_dark_lord", setup, seed=4)
    check(window)
    play_randomly(qtbot, window, 120, seed=1)


def test_rr_hot_seat_with_a_bot_and_a_change_of_language(qtbot, window):
    setup = Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Ben"), SeatSetup(name="Bot", bot="random")])
    window.start_game("rook_raiders", setup, seed=6)
    play_randomly(qtbot, window, 40, seed=2)
    i18n.set_language("ja")
    check(window)  # every line again, in Japanese
    play_randomly(qtbot, window, 20, seed=3)


def test_ls_seats_share_one_log_without_secrets(qtbot, window):
    setup = Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Ben")], options={"scenario": "intro"})
    window.start_game("last_spell", setup, seed=2)
    play_randomly(qtbot, window, 60, seed=4)
    logs = window._logs
    assert logs.owner(0) == logs.owner(1)  # one list of lines for both heroes' players


def test_rr_a_long_log_shows_its_last_lines_first_and_the_older_ones_after(qtbot, window, monkeypatch):
    from rookraiders_desktop.ui import main_window

    monkeypatch.setattr(main_window, "LOG_FIRST", 4)  # a "long" game: more than 4 actions
    monkeypatch.setattr(main_window, "LOG_FILL_STEP", 3)
    setup = Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Bot", bot="random")])
    window.start_game("rook_raiders", setup, seed=6)
    play_randomly(qtbot, window, 30, seed=5)
    qtbot.waitUntil(lambda: not window._log_filling)
    assert len(window.session.core.history) > 8
    i18n.set_language("ja")  # every line again: a new log, only the last 4 actions' lines at first
    assert window._logs.pending(window.viewer) > 0
    check_the_newest_lines(window)
    if window.session.can_undo():
        window.undo()  # while older lines are still pending
    qtbot.waitUntil(lambda: window._logs.pending(window.viewer) == 0 and not window._log_filling)
    check(window)  # the whole log, in order, as one built from nothing


def test_ls_actions_while_the_older_lines_are_filled_in_add_each_line_once(qtbot, window, monkeypatch):
    """A move made while the log still puts its older lines into words (a long save just opened)
    adds its own lines at the bottom, and nothing else."""
    from rookraiders_desktop.ui import main_window

    monkeypatch.setattr(main_window, "LOG_FIRST", 4)
    monkeypatch.setattr(main_window, "LOG_FILL_STEP", 2)
    setup = Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Ben")], options={"scenario": "intro"})
    window.start_game("last_spell", setup, seed=2)
    play_randomly(qtbot, window, 40, seed=4)
    qtbot.waitUntil(lambda: not window._log_filling)
    assert len(window.session.core.history) > 10
    monkeypatch.setattr(main_window, "LOG_FILL_AFTER_MS", 60_000)  # the slices run when this test says
    i18n.set_language("ja")  # a new log: only the last 4 actions' lines at first
    for _ in range(3):
        window._fill_log()  # one slice of the older lines
        assert window._logs.pending(window.viewer) > 0
        seat = window.session.acting(prefer=window.viewer)
        window.choose(window.session.legal_actions(seat)[0])
        check_the_newest_lines(window)
    while window._logs.pending(window.viewer):
        window._fill_log()
    check(window)
