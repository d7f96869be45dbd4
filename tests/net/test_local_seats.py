"""Game ▸ Host online… with seats played at the host's computer (local, hot-seat there): the host's
window plays them on the host's own state while a remote player joins with an invitation; no local
seat has a channel (its view never goes on the wire); a spectators' invitation on demand; and no
online table's log shows a seed before the audit reveals it."""

from __future__ import annotations

import random
import threading
from typing import Any

import pytest

from rookraiders_desktop.net.broker import free_port
from rookraiders_desktop.net.client import Client

from . import test_window
from .conftest import FAST, wait_for

window = test_window.window  # the fixture: a main window with its data in tmp_path

pytest.importorskip("pytestqt")


def host_room(window: Any, game_id: str, kinds: list[str], spectators: bool = False) -> Any:
    """Fill in Game ▸ Host online… as a player would and open the room."""
    from rookraiders_desktop.ui import online

    dialog = online.HostDialog(window, game_id)
    dialog.players.setValue(len(kinds))
    for combo, kind in zip(dialog.kinds, kinds, strict=True):
        combo.setCurrentIndex(combo.findData(kind))
    dialog.spectators.setChecked(spectators)
    dialog.address.setText("127.0.0.1")
    dialog.port.setValue(free_port())
    runner = online.open_room(window, dialog)
    assert runner is not None, dialog.problem.text()
    return runner


def test_a_local_seat_and_a_remote_player_play_a_whole_game(qtbot: Any, window: Any) -> None:
    from rookraiders_desktop.engine.core.session import state_hash
    from rookraiders_desktop.ui import online
    from rookraiders_desktop.ui.online_session import LocalSeatsSession

    runner = host_room(window, "last_spell", ["local", "remote"])
    try:
        session = window.session
        assert isinstance(session, LocalSeatsSession) and session.humans() == [0]
        gateway = runner.host.gateway
        assert {channel.seat for channel in gateway.channels.values()} == {1}  # no channel for the local seat
        first = window.log.toPlainText().splitlines()[0]
        assert first == "New game of The Last Spell — Night: Player 1, Player 2"  # no seed: secret until the end
        guest = Client(runner.host.invitation(1), bot="random", **FAST)
        guest.connect()
        threading.Thread(target=guest.run, args=(60,), daemon=True).start()
        panel = window.findChild(online.OnlinePanel)
        qtbot.waitUntil(lambda: "connected" in panel.seats.text(), timeout=10000)
        assert "you" in panel.seats.text()
        panel.line.setText("hello from the host")
        panel.line.returnPressed.emit()
        wait_for(lambda: (0, "hello from the host") in guest.chat, 10, "the host's chat line at the guest")

        rng, answered = random.Random(5), {-1}

        def play() -> bool:  # the person at the host's computer, choosing as a click would
            mine = session.result() is None and 0 in session.game.to_move(session.state)
            if mine and session.version not in answered:
                answered.add(session.version)
                window.choose(rng.choice(session.legal_actions(0)))
            return session.result() is not None

        qtbot.waitUntil(play, timeout=60000)
        wait_for(lambda: guest.audit is not None, 20, "the guest's audit")
        assert guest.audit == []  # the host's game checks out at the remote seat
        assert state_hash(session.state) == state_hash(runner.host.session.state)
        assert guest.seats[0] == "local"  # the guest's panel reads "at the host's computer"
        guest.stop()
        guest.close()
    finally:
        runner.close()


def test_the_host_plays_only_its_local_seats(qtbot: Any, window: Any) -> None:
    runner = host_room(window, "roguelight", ["local", "bot"])
    try:
        session = window.session
        mover = session.game.to_move(session.state)[0]
        action = session.legal_actions(mover)[0].model_copy(update={"player": 1})  # the bot's seat
        with qtbot.waitSignal(session.action_rejected, timeout=2000):
            assert not session.submit(action)  # refused in the window ...
        with qtbot.waitSignal(runner.refused, timeout=10000) as refused:
            runner.play(action)  # ... and by the host's gateway, whatever reaches it
        assert refused.args[0] == "SEAT"
    finally:
        runner.close()


def test_spectators_get_an_invitation_of_their_own(qtbot: Any, window: Any) -> None:
    from rookraiders_desktop.net.invite import parse_invitation
    from rookraiders_desktop.ui import online

    runner = host_room(window, "rook_raiders", ["local", "remote"], spectators=True)
    try:
        shown = window.findChildren(online.InvitationsDialog)[0]
        assert sorted(shown.links, key=str) == [1, None]
        spectators = parse_invitation(shown.links[None].text())
        assert spectators.seat is None and spectators.key == runner.host.room.keys[None]
        assert "Spectators" in [label.text() for label in shown.findChildren(online.QLabel)]
        before = shown.links[None].text()
        runner.rekey(None)  # the spectators' invitation leaked: a new one
        qtbot.waitUntil(lambda: shown.links[None].text() != before, timeout=10000)
    finally:
        runner.close()


def test_two_local_seats_pass_the_screen_behind_the_curtain(qtbot: Any, window: Any) -> None:
    runner = host_room(window, "roguelight", ["local", "local"], spectators=True)  # secret sheets (RL-1.8)
    try:
        session, rng, answered = window.session, random.Random(2), {-1}
        assert session.humans() == [0, 1]
        assert [channel.seat for channel in runner.host.gateway.channels.values()] == [None]  # the spectators' only
        first = window.viewer

        def play() -> bool:  # whoever has the screen chooses, until the other local seat must act
            seat = window.viewer
            if not window.curtained and seat in session.game.to_move(session.state) and session.version not in answered:
                answered.add(session.version)
                window.choose(rng.choice(session.legal_actions(seat)))
            return window.curtained

        qtbot.waitUntil(play, timeout=30000)
        other = 1 - first
        assert window.curtain.name == session.seat_names[other] and window.pending_viewer == other
        window.reveal()  # the next player has the screen
        assert window.viewer == other and not window.curtained
    finally:
        runner.close()
