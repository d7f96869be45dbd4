"""Every event the engine emits reads as a log line; the app starts and paints."""

from __future__ import annotations

import subprocess
import sys

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import Session
from rookraiders_desktop.engine.registry import GAMES


def test_every_event_kind_has_a_log_text():
    from rookraiders_desktop.ui.main_window import event_text

    game = GAMES["rook_raiders"]
    kinds: dict[str, str] = {}
    for players in (1, 2, 3, 4):
        for seed in range(3):
            setup = Setup(seats=[SeatSetup(name=f"P{i}") for i in range(players)])
            session = Session(game, setup, seed, keep_snapshots=False)
            bots = [make_bot("greedy" if i % 2 else "random", seed * 10 + i, game.game_id) for i in range(players)]
            for _ in range(4000):
                seat = game.to_move(session.state)
                if not seat:
                    break
                for event in session.submit(decide(bots[seat[0]], game, session.state, seat[0])):
                    text = event_text(game, event, {i: f"Name{i}" for i in range(players)})
                    assert text.strip(), event
                    assert not text.startswith(f"{event.kind}: {{"), f"no template for {event.kind}: {text}"
                    kinds.setdefault(event.kind, text)
    assert {"dice", "attack_result", "monster_damage", "summon", "command_chosen"} <= set(kinds)


def run(code: str) -> subprocess.CompletedProcess:
    env = {**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env)


def test_quit_after_paint_exits_0():
    done = run(
        "import sys; from rookraiders_desktop.ui.app import run_gui; "
        "sys.exit(run_gui(['rookraiders-desktop', '--quit-after-paint']))"
    )
    assert done.returncode == 0, done.stderr


def test_python_m_quit_after_paint_exits_0():
    import os

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "rookraiders_desktop", "--quit-after-paint"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert done.returncode == 0, done.stderr


def test_smoke_test_exits_0():
    done = run(
        "import sys; from rookraiders_desktop.ui.app import run_gui; "
        "sys.exit(run_gui(['rookraiders-desktop', '--smoke-test']))"
    )
    assert done.returncode == 0, done.stderr
    assert "rook_raiders: table rendered" in done.stdout
