"""Whole games over the embedded broker on 127.0.0.1: a host and remote bot clients, every game."""

from __future__ import annotations

from pathlib import Path

import pytest

from rookraiders_desktop.net.broker import EmbeddedBroker

from .conftest import new_table

GAMES = [
    ("rook_raiders", ["remote", "remote", "bot"]),
    ("nameless_dark_lord", ["remote", "bot", "bot"]),  # 3 seats at least; one remote keeps it short
    ("roguelight", ["remote", "remote", "bot"]),
    ("last_spell", ["remote", "remote", "bot"]),
]


@pytest.mark.parametrize(("game_id", "kinds"), GAMES, ids=[game for game, _ in GAMES])
def test_a_whole_game_with_remote_seats(broker: EmbeddedBroker, tmp_path: Path, game_id: str, kinds: list[str]) -> None:
    table = new_table(broker, tmp_path, game_id, kinds)
    table.start_host()
    for seat, kind in enumerate(kinds):
        if kind == "remote":
            table.join_seat(seat)
    table.finish()
    assert table.outcomes == {seat: True for seat, kind in enumerate(kinds) if kind == "remote"}
    for client in table.clients.values():
        assert client.audit == [], "every view and event received matches the replay of the revealed seed"
        assert client.game is not None and client.game.result(client.view) is not None
    assert table.host.gateway is not None and table.host.gateway.incidents == []
    table.check_saved(tmp_path)
