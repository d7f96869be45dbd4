"""`host` and `join` as a player runs them: separate processes, invitations on stdout, the save
verified by `replay --verify`; bad input is one line and a non-zero exit, never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from rookraiders_desktop.__main__ import main
from rookraiders_desktop.net.broker import free_port

ROOT = Path(__file__).parents[2]
HOST = "host roguelight --players 3 --seats remote,remote,random --embedded-broker --port {port}"


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "rookraiders_desktop", *args]


def environment(tmp_path: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT), "XDG_DATA_HOME": str(tmp_path / "data")}


def test_host_and_join_play_a_game_and_the_save_verifies(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    host = subprocess.Popen(
        command(*HOST.format(port=free_port()).split(), "--save-to", str(save)),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=environment(tmp_path),
        cwd=tmp_path,
    )
    assert host.stdout is not None
    invitations = [host.stdout.readline().strip() for _ in range(2)]
    assert all(line.startswith("rookraiders://join?") for line in invitations), invitations
    joins = [
        subprocess.Popen(
            command("join", line, "--bot", "random", "--timeout", "60"),
            stderr=subprocess.PIPE,
            text=True,
            env=environment(tmp_path),
            cwd=tmp_path,
        )
        for line in invitations
    ]
    for join in joins:
        _, err = join.communicate(timeout=90)
        assert join.returncode == 0 and "audit: OK" in err, err
    _, err = host.communicate(timeout=60)
    assert host.returncode == 0, err
    assert "Traceback" not in err
    verify = subprocess.run(
        command("replay", "--verify", str(save)), capture_output=True, text=True, env=environment(tmp_path)
    )
    assert verify.returncode == 0 and "state hash matches" in verify.stdout


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["join", "not an invitation", "--bot", "greedy"], "an invitation begins with rookraiders://join?"),
        (["join", "rookraiders://join?g=x&r=0123456789abcdef&s=1&k=abc&b=mqtt://h", "--bot", "greedy"], "key"),
        (["host", "no_such_game", "--players", "2", "--seats", "remote,bot"], "unknown game"),
        (["host", "rook_raiders", "--players", "2", "--seats", "remote"], "one kind per seat"),
        (["host", "rook_raiders", "--players", "2", "--seats", "bot,bot"], "one at least is remote"),
        (["host", "rook_raiders", "--players", "2", "--seats", "remote,bot", "--broker", "ftp://x"], "not a broker"),
    ],
)
def test_bad_input_is_one_clear_line(capsys: pytest.CaptureFixture[str], args: list[str], words: str) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert words in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_broker_that_does_not_answer_is_one_clear_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    port = str(free_port())  # nobody listens there
    room = str(tmp_path / "room.json")
    args = ["host", "rook_raiders", "--players", "2", "--seats", "remote,bot", "--broker", f"mqtt://127.0.0.1:{port}"]
    assert main([*args, "--room", room]) == 2
    assert "no broker answers" in capsys.readouterr().err
    invitation = f"rookraiders://join?g=rook_raiders&r=0123456789abcdef&s=1&k={'A' * 43}&b=mqtt://127.0.0.1:{port}"
    assert main(["join", invitation, "--bot", "greedy"]) == 2
    err = capsys.readouterr().err
    assert "no broker answers" in err and len(err.strip().splitlines()) == 1
