"""A host whose app crashed takes its room up again from the window (issue 19, drops and crashes):
Game ▸ Host online… offers the unfinished room, which reopens with the same keys, broker port and
seats and its autosaved game; the guest, who never stopped, plays on and its audit passes."""

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
def new_window(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Callable[[], Any]:
    from PySide6.QtCore import QSettings

    from rookraiders_desktop.bridge import session
    from rookraiders_desktop.ui.main_window import MainWindow

    monkeypatch.setattr(session, "data_dir", lambda: tmp_path)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))

    def make() -> Any:
        window = MainWindow(bot_delay_ms=0, load_after_paint=False)
        window.resize(1280, 720)
        window.show()
        return window

    return make


@pytest.fixture
def runners() -> Iterator[list[Any]]:
    opened: list[Any] = []
    yield opened
    for runner in opened:
        runner.close()


def _host_room(window: Any) -> Any:
    from rookraiders_desktop.net.broker import free_port
    from rookraiders_desktop.ui import online

    dialog = online.HostDialog(window, "last_spell")
    dialog.players.setValue(2)
    dialog.address.setText("127.0.0.1")
    dialog.port.setValue(free_port())  # the room's own (embedded) broker
    return online.open_room(window, dialog)


def _crash(window: Any, runner: Any) -> None:
    """The host's app dies: its loop, link and broker stop with no word to anyone, the window goes."""
    runner.closed.disconnect()  # no panel or dialog tidying: a crash runs none of it
    runner.host.stop()
    runner._thread.join(5)
    runner.host.close()
    runner.broker.stop()
    window.hide()
    window.deleteLater()  # the table is never closed


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


def test_a_crashed_host_resumes_its_room_from_the_window(
    qtbot: Any, new_window: Callable[[], Any], runners: list[Any], tmp_path: Path
) -> None:
    from rookraiders_desktop.net.client import Client
    from rookraiders_desktop.net.host import unfinished_rooms
    from rookraiders_desktop.ui import online

    window = new_window()
    runner = _host_room(window)
    assert runner is not None
    runners.append(runner)
    guest = Client(runner.host.invitation(1), bot="random", **FAST)  # another computer's bot
    guest.connect()
    finished: list[bool] = []
    thread = threading.Thread(target=lambda: finished.append(guest.run(90)), daemon=True)
    thread.start()
    _play_local(qtbot, window, lambda session: len(session.core.history) >= 6)
    _crash(window, runner)
    played = len(runner.host.session.history)

    rooms = unfinished_rooms(tmp_path / "online")
    assert [path for path, _game in rooms] == [runner.host.room_path]
    assert len(rooms[0][1].history) == played  # the autosave kept every move
    window = new_window()
    resumed = online.resume_room(window, rooms[0][0])
    assert resumed is not None
    runners.append(resumed)
    assert resumed.host.room.keys == runner.host.room.keys and resumed.host.room.epoch == runner.host.room.epoch + 1
    _play_local(qtbot, window, lambda session: session.result() is not None)
    thread.join(30)
    assert finished == [True] and guest.audit == []  # the guest carried on, and the host's game checks out
    assert guest.epoch == resumed.host.room.epoch  # it followed the host into its new epoch
    assert unfinished_rooms(tmp_path / "online") == []  # a finished room is not offered again
    guest.close()
    window.close()


def test_a_room_can_be_discarded_and_a_finished_one_is_not_offered(tmp_path: Path) -> None:
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.engine.registry import GAMES
    from rookraiders_desktop.net.host import Host, unfinished_rooms
    from rookraiders_desktop.net.rooms import discard

    setup = Setup(seats=[SeatSetup(name="A"), SeatSetup(name="B")])
    host = Host.create(GAMES["roguelight"], setup, ["local", "remote"], ["mqtt://127.0.0.1:1"], tmp_path / "r.json")
    assert [path for path, _game in unfinished_rooms(tmp_path)] == [tmp_path / "r.json"]
    discard(tmp_path / "r.json")
    assert unfinished_rooms(tmp_path) == [] and Path(host.room.autosave).exists()  # the game itself stays


def test_host_online_offers_an_unfinished_room_which_can_be_discarded(
    qtbot: Any, new_window: Callable[[], Any], tmp_path: Path
) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.engine.registry import GAMES
    from rookraiders_desktop.net.host import Host
    from rookraiders_desktop.ui import online

    setup = Setup(seats=[SeatSetup(name="A"), SeatSetup(name="B")])
    room = tmp_path / "online" / "room-1.json"
    room.parent.mkdir()
    Host.create(GAMES["roguelight"], setup, ["local", "remote"], ["mqtt://127.0.0.1:1"], room)
    window = new_window()
    qtbot.addWidget(window)
    seen: list[str] = []

    def discard() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        next(button for button in box.buttons() if button.text() == "Discard it").click()

    QTimer.singleShot(0, discard)
    assert online.offer_resume(window) is False  # discarded: on to a new room
    assert "did not finish" in seen[0] and "Roguelight" in seen[0]
    assert not room.exists()
    assert online.offer_resume(window) is False  # nothing left to offer: no question asked
