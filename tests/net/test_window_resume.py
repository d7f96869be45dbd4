"""A host whose app crashed takes its room up again from the window (issue 19, drops and crashes):
the unfinished room is offered (at start-up, and by Game ▸ Host online…) and reopens with the same
keys, broker port and seats and its autosaved game; the guest, who never stopped, plays on and its
audit passes. A room can be discarded; a finished one, or one a running host holds, is not offered.

The crash frees what the end of a process frees, no more: every socket (the embedded broker's
listener and connections, the host's link) and the room's lock; nobody says goodbye."""

from __future__ import annotations

import os
import random
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ROOKRAIDERS_LANGUAGE", "en")

import pytest

pytest.importorskip("pytestqt")

import rookraiders_desktop.ui  # noqa: F401  (the Qt for Python work-arounds first)

from .conftest import FAST


@pytest.fixture
def windows(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., Any]]:
    """Makes main windows on a data folder of the test's own; every one is closed at the end."""
    from PySide6.QtCore import QSettings

    from rookraiders_desktop.bridge import session
    from rookraiders_desktop.ui.main_window import MainWindow

    monkeypatch.setattr(session, "data_dir", lambda: tmp_path)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    made: list[Any] = []

    def make(**options: Any) -> Any:
        window = MainWindow(bot_delay_ms=0, **{"load_after_paint": False, **options})
        window.resize(1280, 720)
        window.show()
        made.append(window)
        return window

    yield make
    for window in made:
        _close(window)


def _close(window: Any) -> None:
    """Close a window without the Save / Discard question (its room, if any, closes with it)."""
    from shiboken6 import isValid

    if isValid(window):
        window._may_close = True
        window.close()
        window.deleteLater()


def _host_room(window: Any) -> Any:
    from rookraiders_desktop.net.broker import free_port
    from rookraiders_desktop.ui import online

    dialog = online.HostDialog(window, "last_spell")
    dialog.players.setValue(2)  # seat 1 at this computer, seat 2 invited
    dialog.address.setText("127.0.0.1")
    dialog.port.setValue(free_port())  # the room's own (embedded) broker
    runner = online.open_room(window, dialog)
    dialog.deleteLater()
    return runner


def _crash(window: Any, runner: Any) -> None:
    """The host's app dies: its loop stops, and what the end of the process frees goes (the
    broker's listener and every connection, the link, the room's lock) with no goodbye to anyone;
    then its window goes, with nothing left to tidy."""
    runner.host.stop()
    runner._thread.join(5)
    runner.broker.stop()  # drops every connection at once, the host's and the guest's
    runner.host.close()  # its link is already cut: it says nothing; the lock goes as with the process
    _close(window)


def _play_local(qtbot: Any, window: Any, until: Callable[[Any], bool], timeout: int = 60000) -> None:
    """Choose for the window's seat, as a click would, one choice per table, until `until(session)`."""
    session, rng, answered = window.session, random.Random(5), {-1}

    def step() -> bool:
        mine = session.result() is None and 0 in session.game.to_move(session.state)
        if mine and session.version not in answered:
            answered.add(session.version)
            window.choose(rng.choice(session.legal_actions(0)))
        return until(session)

    qtbot.waitUntil(step, timeout=timeout)


def _button(box: Any, text: str) -> Any:
    return next(button for button in box.buttons() if button.text() == text)


def test_a_crashed_host_resumes_its_room_from_the_window(
    qtbot: Any, windows: Callable[..., Any], tmp_path: Path
) -> None:
    from rookraiders_desktop.net.client import Client
    from rookraiders_desktop.net.host import unfinished_rooms
    from rookraiders_desktop.ui import online
    from rookraiders_desktop.ui.online_bridge import HostRunner

    window = windows()
    runner = _host_room(window)
    assert runner is not None
    room, keys, epoch = runner.host.room_path, dict(runner.host.room.keys), runner.host.room.epoch
    guest = Client(runner.host.invitation(1), bot="random", **FAST)  # another computer's bot
    guest.connect()
    finished: list[bool] = []
    thread = threading.Thread(target=lambda: finished.append(guest.run(90)), daemon=True)
    thread.start()
    try:
        assert unfinished_rooms(tmp_path / "online") == []  # the room is hosted: nothing to resume
        _play_local(qtbot, window, lambda session: len(session.core.history) >= 6)
        _crash(window, runner)
        played = len(runner.host.session.history)
        rooms = unfinished_rooms(tmp_path / "online")
        assert [path for path, _game in rooms] == [room]
        assert len(rooms[0][1].history) == played  # the autosave kept every move

        window = windows()
        online.host_dialog(window)  # Game ▸ Host online… offers the room first
        box = _offered(window)
        assert "did not finish" in box.text() and "The Last Spell" in box.text()
        _button(box, "Resume").click()
        resumed = window.session.runner
        assert isinstance(resumed, HostRunner) and resumed is not runner
        assert resumed.host.room.keys == keys and resumed.host.room.epoch == epoch + 1
        assert resumed.broker.port == runner.broker.port  # its own broker, again where the guests dial
        assert window.findChild(online.OnlinePanel) is not None
        _play_local(qtbot, window, lambda session: session.result() is not None)
        thread.join(60)
        assert finished == [True] and guest.audit == []  # the guest carried on; the host's game checks out
        assert guest.epoch == epoch + 1  # it followed the host into its new epoch
        resumed.close()
        assert unfinished_rooms(tmp_path / "online") == [] and not room.exists()  # finished: forgotten
    finally:
        guest.stop()
        thread.join(5)
        guest.close()


def _offered(window: Any) -> Any:
    from PySide6.QtWidgets import QMessageBox

    from rookraiders_desktop.ui.online import RESUME_TITLE

    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible() and box.windowTitle() == RESUME_TITLE]
    assert len(boxes) == 1, "the unfinished room is offered once"
    return boxes[0]


def _unfinished_room(folder: Path, **options: Any) -> Any:
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.engine.registry import GAMES
    from rookraiders_desktop.net.host import Host

    setup = Setup(seats=[SeatSetup(name="A"), SeatSetup(name="B")])
    folder.mkdir(exist_ok=True)
    return Host.create(GAMES["roguelight"], setup, ["local", "remote"], ["mqtt://127.0.0.1:1"], folder / "room-1.json")


def test_a_room_its_host_still_runs_is_neither_offered_nor_resumed_twice(tmp_path: Path) -> None:
    from rookraiders_desktop.net.host import Host, HostError, unfinished_rooms

    host = _unfinished_room(tmp_path)
    assert unfinished_rooms(tmp_path) == []  # its host holds it (here, or in another process)
    with pytest.raises(HostError, match="still running"):
        Host.resume(host.room_path)
    host.close()  # or its process ended, crash or not
    assert [path for path, _game in unfinished_rooms(tmp_path)] == [host.room_path]
    again = Host.resume(host.room_path)
    assert again.room.epoch == 2
    again.close()


def test_a_finished_room_is_not_offered_but_forgotten(tmp_path: Path) -> None:
    from rookraiders_desktop.engine.core.session import load_save
    from rookraiders_desktop.net.host import unfinished_rooms

    host = _unfinished_room(tmp_path)
    session = host.session
    game, rng = session.game, random.Random(3)
    while game.result(session.state) is None:  # played to the end at this computer
        session.submit(rng.choice(game.legal_actions(session.state, game.to_move(session.state)[0])))
    host.close()
    assert unfinished_rooms(tmp_path) == [] and not host.room_path.exists()
    assert load_save(Path(host.room.autosave)).history  # the game itself stays, without the keys


def test_an_unfinished_room_is_offered_at_start_up_and_can_be_discarded(
    qtbot: Any, windows: Callable[..., Any], tmp_path: Path
) -> None:
    from rookraiders_desktop.ui import online

    _unfinished_room(tmp_path / "online").close()
    window = windows(load_after_paint=True, offer_autosave=True)
    qtbot.waitUntil(lambda: window.is_ready, timeout=30000)
    box = _offered(window)
    assert "Roguelight" in box.text() and "0 moves" in box.text()
    _button(box, "Not now").click()  # kept for later
    later: list[bool] = []
    box = online.offer_resume(window, lambda: later.append(True))  # Game ▸ Host online…
    assert box is not None and _button(box, "New room") is not None
    _button(box, "Discard it").click()
    assert later == [True]  # on to a new room
    assert not (tmp_path / "online" / "room-1.json").exists()
    assert online.offer_resume(window) is None  # nothing left to offer: no question asked
