"""Speed figures for the README: `QT_QPA_PLATFORM=offscreen python -m tests.benchmarks.bench` (from the
project root).

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


def main() -> None:
    decision_times: list[float] = []
    for seed in range(30):
        random_game(4, seed, decision_times)
    print(
        f"apply + legal_actions per decision, median: {statistics.median(decision_times) * 1e6:.0f} µs "
        f"({len(decision_times)} decisions)"
    )
    four = time_games(4, 30)
    print(f"full 4-player random-bot game, median: {statistics.median(four) * 1000:.1f} ms (target < 500 ms)")
    solo = time_games(1, 100)
    print(f"full solo random-bot game, median: {statistics.median(solo) * 1000:.1f} ms (target < 150 ms)")
    # the Qt figures: start-up against a bare window, and a new table after the dialog
    startup = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "benchmarks" / "bench_startup.py")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen")),
    )
    print(startup.stdout.strip() or f"start-up measurement failed: {startup.stderr.strip()[-500:]}")


if __name__ == "__main__":
    main()
