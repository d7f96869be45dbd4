"""Speed figures for the README: `python -m tests.benchmarks.bench` (from the project root).

Measured, not asserted: a slow machine must not fail the test suite. The pytest-benchmark
suite in test_benchmarks.py runs the same engine workloads under `pytest --benchmark-enable`.
"""
from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
GAME = GAMES["rook_raiders"]


def random_game(players: int, seed: int, decision_times: list[float] | None = None) -> int:
    state = GAME.new_game(Setup(seats=[SeatSetup(name=f"P{i + 1}") for i in range(players)]), seed)
    rng = random.Random(seed)
    decisions = 0
    while GAME.result(state) is None:
        start = time.perf_counter()
        player = GAME.to_move(state)[0]
        action = rng.choice(GAME.legal_actions(state, player))
        GAME.apply(state, action)
        if decision_times is not None:
            decision_times.append(time.perf_counter() - start)
        decisions += 1
    return decisions


def time_games(players: int, count: int) -> list[float]:
    times = []
    for seed in range(count):
        start = time.perf_counter()
        random_game(players, seed)
        times.append(time.perf_counter() - start)
    return times


BARE_WINDOW = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
view = QGraphicsView(QGraphicsScene())
window.setCentralWidget(view)
window.show()
QTimer.singleShot(0, app.quit)
app.exec()
"""


def time_command(args: list[str], runs: int = 5) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(args, check=True, env=env, cwd=ROOT, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    decision_times: list[float] = []
    for seed in range(30):
        random_game(4, seed, decision_times)
    print(f"apply + legal_actions per decision, median: {statistics.median(decision_times) * 1e6:.0f} µs "
          f"({len(decision_times)} decisions)")
    four = time_games(4, 30)
    print(f"full 4-player random-bot game, median: {statistics.median(four) * 1000:.1f} ms (target < 500 ms)")
    solo = time_games(1, 100)
    print(f"full solo random-bot game, median: {statistics.median(solo) * 1000:.1f} ms (target < 150 ms)")
    try:
        bare = time_command([sys.executable, "-c", BARE_WINDOW])
        app = time_command([sys.executable, "-m", "rookraiders_desktop", "--quit-after-paint"])
        print(f"start to painted window: app {app * 1000:.0f} ms, bare PySide6 window {bare * 1000:.0f} ms, "
              f"ratio {app / bare:.2f} (target ≤ 2)")
    except (subprocess.CalledProcessError, FileNotFoundError) as exc:
        print(f"start-up measurement failed: {exc}")
    try:
        from tests.benchmarks.table_paint import time_new_table
        print(f"new 4-player table painted after confirming the dialog, median: {time_new_table() * 1000:.0f} ms "
              f"(target ≤ 150 ms)")
    except ImportError as exc:
        print(f"table paint measurement unavailable: {exc}")


if __name__ == "__main__":
    main()
