"""The Last Spell speed: one monster phase with 30 monsters on the board (all six steps: spawn,
movement in processing order, the attacks), and a full random night played by greedy hero bots.
Run: python -m tests.benchmarks.bench_ls"""

from __future__ import annotations

import random
import statistics
import time

from rookraiders_desktop.engine.core.game import Event, SeatSetup, Setup
from rookraiders_desktop.engine.core.rng import Rng
from rookraiders_desktop.engine.core.room import run_until_decision
from rookraiders_desktop.engine.games.last_spell import monster_phase, rules
from rookraiders_desktop.engine.games.last_spell.bot import GreedyBot
from rookraiders_desktop.engine.games.last_spell.content import load_content
from rookraiders_desktop.engine.games.last_spell.geometry import Board, arrow, in_fog
from rookraiders_desktop.engine.games.last_spell.models import Monster
from rookraiders_desktop.engine.games.last_spell.rules import GAME

KINDS = ("clawer", "archer", "armored", "runner", "winged", "boomer", "clawer", "archer")


def crowded_state(monsters: int = 30, seed: int = 1):
    """Gildenberg night 1 with `monsters` monsters spread over the open squares outside the town."""
    state = GAME.new_game(
        Setup(seats=[SeatSetup(name=f"P{i}") for i in range(4)], options={"scenario": "gildenberg_1"}), seed
    )
    state.monsters = []
    bd = load_content().boards[state.board]
    board = Board(state)
    placed = 0
    for y in range(bd.height):
        for x in range(bd.width):
            cell = (x, y)
            if placed >= monsters or (x + 2 * y) % 5 or not board.empty(cell) or in_fog(bd, cell):
                continue
            if 9 <= x <= 14 and 8 <= y <= 15:
                continue  # keep the town's centre free
            state.monsters.append(
                Monster(
                    id=state.next_id,
                    kind=KINDS[placed % len(KINDS)],
                    cell=cell,
                    facing=arrow(bd, cell) if arrow(bd, cell) in "NESW" else "S",
                )
            )
            state.next_id += 1
            placed += 1
    return state


def monster_phase_time(seed: int) -> float:
    """One whole monster phase, armour decisions taken as plain damage (no armour)."""
    state = crowded_state(seed=seed)
    state.rng = Rng(seed=seed)
    events: list[Event] = []
    t = time.perf_counter()
    monster_phase.start(state, events)
    while state.phase == "monster" and state.result is None:
        run_until_decision(state, events, rules.advance)
        if state.flow.decision == "armour":
            from rookraiders_desktop.engine.games.last_spell import combat

            combat.resolve_damage(state, events)
            state.flow.decision = None
        elif state.flow.decision is not None:
            break
    return time.perf_counter() - t


def full_night(seed: int, scenario: str = "gildenberg_1", players: int = 2, bot: str = "greedy") -> float:
    """A whole night from setup to its end, every seat played by a bot ("greedy" or "random":
    a uniformly random legal action)."""
    t = time.perf_counter()
    state = GAME.new_game(
        Setup(seats=[SeatSetup(name=f"P{i}") for i in range(players)], options={"scenario": scenario}), seed
    )
    bots = [GreedyBot(seed + i) for i in range(players)]
    rnd = random.Random(seed)
    for _ in range(50000):
        if GAME.result(state) is not None:
            break
        p = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, p)
        action = bots[p].choose(GAME, state, legal, bots[p].rng) if bot == "greedy" else rnd.choice(legal)
        GAME.apply(state, action)
    return time.perf_counter() - t


def main() -> None:
    times = [monster_phase_time(s) for s in range(9)]
    print(f"monster phase, 30 monsters: median {statistics.median(times) * 1000:.1f} ms")
    for bot in ("random", "greedy"):
        for scenario in ("intro", "gildenberg_1", "gildenberg_3"):
            times = [full_night(s, scenario, bot=bot) for s in range(7)]
            print(f"full {scenario} night, 2 {bot} heroes: median {statistics.median(times):.2f} s")


if __name__ == "__main__":
    main()
