"""Remote play through the real window: a seat joined with an invitation plays a whole game on
the table (every choice goes to the host), sees the seats' connections and the chat, and the
audit passes; Game ▸ Host online… opens a room whose invitations carry a QR picture."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ROOKRAIDERS_LANGUAGE", "en")

import pytest

pytest.importorskip("pytestqt")

import rookraiders_desktop.ui  # noqa: F401  (the Qt for Python work-arounds first)
from rookraiders_desktop.net.broker import EmbeddedBroker

from .conftest import new_table


@pytest.fixture
def window(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    from PySide6.QtCore import QSettings

    from rookraiders_desktop.bridge import session
    from rookraiders_desktop.ui.main_window import MainWindow

    monkeypatch.setattr(session, "data_dir", lambda: tmp_path)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    w = MainWindow(bot_delay_ms=0, load_after_paint=False)
    w.resize(1280, 720)
    qtbot.addWidget(w)
    w.show()
    yield w
    if w.session is not None:
        w.session.close()


def test_a_seat_plays_a_whole_game_from_the_window(
    qtbot: Any, window: Any, broker: EmbeddedBroker, tmp_path: Path
) -> None:
    from rookraiders_desktop.ui import online
    from rookraiders_desktop.ui.online_session import RemoteGameSession

    table = new_table(broker, tmp_path, "last_spell", ["remote", "remote"])
    table.start_host()
    guest = table.join_seat(1)  # the other seat: a bot at another "computer"
    link = online.join(window, table.host.invitation(0))
    assert link is not None
    qtbot.waitUntil(lambda: isinstance(window.session, RemoteGameSession), timeout=10000)
    session = window.session
    panel = window.findChild(online.OnlinePanel)
    link.say("good luck")
    qtbot.waitUntil(lambda: "good luck" in panel.chat.toPlainText(), timeout=10000)
    assert "you" in panel.seats.text(), (panel.seats.text(), link.client.seats)
    first = window.log.toPlainText().splitlines()[0]
    assert first.startswith("New game of") and "seed" not in first  # the host's is secret (and not this copy's 0)

    rng, answered = random.Random(3), {-1}

    def play() -> bool:
        mine = session.result() is None and session.seat in session.game.to_move(session.state)
        if mine and session.version not in answered:  # one choice per table the host sends
            answered.add(session.version)
            window.choose(rng.choice(session.legal_actions(session.seat)))  # as a click would
        return session.result() is not None

    qtbot.waitUntil(play, timeout=60000)
    qtbot.waitUntil(lambda: "Audit: every table" in panel.chat.toPlainText(), timeout=10000)
    revealed = f"The host revealed the seed: {table.host.session.seed}\nAudit: every table"
    assert panel.audit.isVisible() and panel.audit.text().startswith(revealed)  # plainly, not only in the chat
    assert window.scene is not None and window.pages.currentWidget() is window.table_stack
    window.grab().save(str(tmp_path / "online.png"))
    table.threads[0].join(20)
    assert guest.audit == []
    session.close()  # another game on the table: the seat leaves the room, its panel goes
    qtbot.waitUntil(lambda: window.findChild(online.OnlinePanel) is None, timeout=5000)
    assert link.client.stopping.is_set()
    table.close()


def test_host_online_opens_a_room_with_invitations(qtbot: Any, window: Any) -> None:
    from rookraiders_desktop.net.invite import parse_invitation
    from rookraiders_desktop.ui import online

    dialog = online.HostDialog(window, "rook_raiders")
    dialog.players.setValue(2)
    dialog.address.setText("127.0.0.1")
    from rookraiders_desktop.net.broker import free_port

    dialog.port.setValue(free_port())
    runner = online.open_room(window, dialog)
    assert runner is not None
    try:
        shown = [w for w in window.findChildren(online.InvitationsDialog)]
        assert shown
        links = [edit.text() for edit in shown[0].links.values()]
        assert len(links) == 1 and links[0].startswith("rookraiders://join?")
        pictures = [label.pixmap() for label in shown[0].findChildren(online.QLabel) if not label.pixmap().isNull()]
        assert pictures and pictures[0].width() > 60
        qtbot.waitUntil(lambda: window.session is not None and window.session.humans() == [0], timeout=10000)
        before = shown[0].links[1].text()
        runner.rekey(1)  # the invitation leaked: a new one, and the old key reaches nothing
        qtbot.waitUntil(lambda: shown[0].links[1].text() != before, timeout=10000)
        assert runner.host.room.keys[1] != parse_invitation(before).key
    finally:
        runner.close()


def test_a_spectator_watches_from_the_window(qtbot: Any, window: Any, broker: EmbeddedBroker, tmp_path: Path) -> None:
    from rookraiders_desktop.ui import online
    from rookraiders_desktop.ui.online_session import RemoteGameSession

    table = new_table(broker, tmp_path, "roguelight", ["remote", "bot"], spectators=True)
    table.start_host()
    link = online.join(window, table.host.invitation(None))
    assert link is not None
    qtbot.waitUntil(lambda: isinstance(window.session, RemoteGameSession), timeout=10000)
    session = window.session
    assert session.humans() == [] and window.viewer is None  # the spectator's view, no seat's
    table.join_seat(0)
    qtbot.waitUntil(lambda: session.result() is not None, timeout=60000)
    qtbot.waitUntil(lambda: link.client.audit is not None, timeout=10000)
    assert link.client.audit == []
    assert session.state == session.game.view(table.host.session.state, None)
    session.close()
    table.close()
