"""`host` and `join` as a player runs them: separate processes, invitations on stdout, the save
verified by `replay --verify`; bad input is one line and a non-zero exit, never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rookraiders_desktop.__main__ import main
from rookraiders_desktop.net.broker import free_port

from .conftest import wait_for

ROOT = Path(__file__).parents[2]
HOST = "host roguelight --players 3 --seats remote,remote,random --embedded-broker --port {port}"


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "rookraiders_desktop", *args]


def environment(tmp_path: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT), "XDG_DATA_HOME": str(tmp_path / "data")}


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


def test_a_host_killed_mid_game_is_resumed_from_its_room_file(tmp_path: Path) -> None:
    """`host` prints the invitations; `join` plays them. kill -9 of the host (and its embedded
    broker); `host --resume` takes the room up again and the guests, who never stopped, finish the
    game; the save passes `replay --verify`."""
    port, room, save = free_port(), tmp_path / "room.json", tmp_path / "game.json"
    env = environment(tmp_path)
    first = subprocess.Popen(
        command(*HOST.format(port=port).split(), "--room", str(room)), stdout=subprocess.PIPE, text=True, env=env
    )
    assert first.stdout is not None
    invitations = [first.stdout.readline().strip() for _ in range(2)]
    joins = [
        subprocess.Popen(
            command("join", line, "--bot", "random", "--timeout", "90"), stderr=subprocess.PIPE, text=True, env=env
        )
        for line in invitations
    ]
    autosave = room.with_suffix(".autosave.json")
    wait_for(lambda: autosave.exists() and len(json.loads(autosave.read_text())["actions"]) >= 10, 60, "ten actions")
    first.kill()  # no goodbye, no clean disconnect: the broker goes with it
    first.wait(10)
    played = len(json.loads(autosave.read_text())["actions"])
    second = subprocess.Popen(
        command("host", "--resume", str(room), "--save-to", str(save)),  # its broker restarts where it was
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    for join in joins:
        _, err = join.communicate(timeout=120)
        assert join.returncode == 0 and "audit: OK" in err, err
    out, err = second.communicate(timeout=60)
    assert second.returncode == 0, err
    assert out.splitlines()[:2] == invitations  # the same invitations: the same keys
    assert all(line.startswith("rookraiders://join?") for line in invitations) and "Traceback" not in err
    verify = subprocess.run(command("replay", "--verify", str(save)), capture_output=True, text=True, env=env)
    assert verify.returncode == 0
    assert len(json.loads(save.read_text())["actions"]) > played
