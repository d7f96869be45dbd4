"""Speed figures for The Nameless Dark Lord: `python -m tests.benchmarks.bench_nd` (from the project root).

Measured, not asserted (a slow machine must not fail the suite): a full 4-player game between random
bots (target: median under 0.2 s) and a greedy bot's decision during play (target: under 1 s).
The game's rules object is used directly (as the registry holds it).
"""

from __future__ import annotations

import random
import statistics
import time

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.games.nameless_dark_lord.bot import GreedyBot
from rookraiders_desktop.engine.games.nameless_dark_lord.rules import GAME


def nd_setup(players: int) -> Setup:
    return Setup(seats=[SeatSetup(name=f"P{i + 1}") for i in range(players)])


def nd_random_game(players: int = 4, seed: int = 0) -> int:
    """One whole game between random bots (legal_actions + apply per decision); returns the decisions."""
    state = GAME.new_game(nd_setup(players), seed)
    rng = random.Random(seed)
    decisions = 0
    while GAME.result(state) is None:
        player = GAME.to_move(state)[0]
        GAME.apply(state, rng.choice(GAME.legal_actions(state, player)))
        decisions += 1
    return decisions


def nd_greedy_decision_times(players: int = 4, seed: int = 0) -> list[float]:
    """Seconds per greedy-bot decision (view + choose) over one whole game of greedy bots."""
    state = GAME.new_game(nd_setup(players), seed)
    bots = [GreedyBot(seed + i) for i in range(players)]
    times = []
    while GAME.result(state) is None:
        player = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, player)
        start = time.perf_counter()
        action = bots[player].choose(GAME, GAME.view(state, player), legal, bots[player].rng)
        times.append(time.perf_counter() - start)
        GAME.apply(state, action)
    return times


def time_random_games(players: int = 4, count: int = 30) -> list[float]:
    times = []
    for seed in range(count):
        start = time.perf_counter()
        nd_random_game(players, seed)
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    four = time_random_games(4, 40)
    print(
        f"Nameless Dark Lord: full 4-player random-bot game, median {statistics.median(four) * 1000:.1f} ms "
        f"(max {max(four) * 1000:.1f} ms; target < 200 ms)"
    )
    three = time_random_games(3, 40)
    print(f"Nameless Dark Lord: full 3-player random-bot game, median {statistics.median(three) * 1000:.1f} ms")
    greedy = [t for seed in range(3) for t in nd_greedy_decision_times(4, seed)]
    print(
        f"Nameless Dark Lord: greedy bot decision, median {statistics.median(greedy) * 1000:.1f} ms, "
        f"max {max(greedy) * 1000:.1f} ms (target < 1 s)"
    )


if __name__ == "__main__":
    main()
