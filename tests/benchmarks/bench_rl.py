"""Roguelight speed: a full 4- and 6-player random game, and listing a player's legal actions
(every placement for the dice, as on hover) and a greedy choice. Run: python tests/benchmarks/bench_rl.py"""

from __future__ import annotations

import random
import statistics
import time

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.games.roguelight.bot import GreedyBot
from rookraiders_desktop.engine.games.roguelight.rules import GAME


def full_game(n: int, seed: int) -> float:
    state = GAME.new_game(Setup(seats=[SeatSetup(name=f"P{i}") for i in range(n)]), seed)
    rnd = random.Random(seed)
    t = time.perf_counter()
    while GAME.result(state) is None:
        p = rnd.choice(GAME.to_move(state))
        GAME.apply(state, rnd.choice(GAME.legal_actions(state, p)))
    return time.perf_counter() - t


def main() -> None:
    for n in (4, 6):
        times = [full_game(n, s) for s in range(7)]
        print(f"{n}-player random game: median {statistics.median(times) * 1000:.0f} ms")
    state = GAME.new_game(Setup(seats=[SeatSetup(name="P1")]), 1)
    t = time.perf_counter()
    legal = GAME.legal_actions(state, 0)
    print(f"legal actions on a new sheet ({len(legal)}): {(time.perf_counter() - t) * 1000:.1f} ms")
    bot = GreedyBot(1)
    t = time.perf_counter()
    bot.choose(GAME, GAME.view(state, 0), legal, bot.rng)
    print(f"greedy choice: {(time.perf_counter() - t) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
