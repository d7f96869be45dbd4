"""The command line plays The Nameless Dark Lord once the lead registers it: `simulate` and
`replay --verify` through a registry that holds the game (patched in here; the real registry gets
the game when its table lands)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rookraiders_desktop.__main__ import main
from rookraiders_desktop.engine import registry
from rookraiders_desktop.engine.games.nameless_dark_lord.rules import GAME


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.GAMES, GAME.game_id, GAME)


@pytest.mark.parametrize("players, bot", [(3, "random"), (4, "greedy")])
def test_simulate_nameless_dark_lord(
    registered, capsys: pytest.CaptureFixture[str], tmp_path: Path, players: int, bot: str
) -> None:
    code = main(
        [
            "simulate",
            "nameless_dark_lord",
            "--players",
            str(players),
            "--games",
            "2",
            "--seed",
            "4",
            "--bot",
            bot,
            "--save-dir",
            str(tmp_path),
        ]
    )
    out, err = capsys.readouterr()
    assert code == 0, err
    lines = out.strip().splitlines()
    assert len(lines) == 3
    for line in lines[:2]:
        assert "rounds 9" in line and ("winner" in line or "draw" in line) and "ND-15." in line
    assert lines[2].startswith("summary  games 2")
    saves = sorted(tmp_path.iterdir())
    assert len(saves) == 2
    code = main(["replay", str(saves[0]), "--verify"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert out.startswith("OK: nameless_dark_lord")


def test_simulate_refuses_two_players(registered, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "nameless_dark_lord", "--players", "2", "--games", "1"])
    _, err = capsys.readouterr()
    assert code == 2 and "3 or 4 players" in err
