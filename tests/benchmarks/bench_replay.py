"""Replay speed (issue 9): jumping to any point of a 600-action replay must take under 100 ms.

A jump is `Replay.view_at(i, seat)`: the state after i actions rebuilt from the nearest checkpoint
(engine/core/replay.py) and the seat's view of it, which is what the replay's table draws. The
positions are visited in a random order, so nearly every jump starts from a checkpoint, never from
the previous position. Also measured: opening the replay (replaying the whole game once).

Run: python -m tests.benchmarks.bench_replay
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.replay import Replay
from rookraiders_desktop.engine.core.session import Session
from rookraiders_desktop.engine.registry import GAMES

TARGET_ACTIONS = 600


def bot_game(game_id: str, players: int, options: dict, bot: str, seed: int, limit: int = 5000) -> Session:
    game = GAMES[game_id]
    session = Session(
        game, Setup(seats=[SeatSetup(name=f"P{i + 1}", bot=bot) for i in range(players)], options=options), seed
    )
    bots = [make_bot(bot, seed * 10 + i, game_id) for i in range(players)]
    chooser = random.Random(seed)
    while game.result(session.state) is None and len(session.history) < limit:
        seat = chooser.choice(game.to_move(session.state))
        session.submit(decide(bots[seat], game, session.state, seat))
    return session


def long_game(actions: int = TARGET_ACTIONS) -> Session:
    """A finished game of at least `actions` actions: a 4-hero night of The Last Spell (Gildenberg
    night 3) with random heroes, the first seed that lasts that long (else the longest found)."""
    best: Session | None = None
    for seed in range(1, 40):
        session = bot_game("last_spell", 4, {"scenario": "gildenberg_3"}, "random", seed)
        if best is None or len(session.history) > len(best.history):
            best = session
        if len(session.history) >= actions:
            break
    assert best is not None
    return best


def jump_times(replay: Replay, jumps: int = 300, seed: int = 1) -> list[float]:
    rnd = random.Random(seed)
    seats = [None, *range(len(replay.setup.seats))]
    times = []
    for _ in range(jumps):
        index = rnd.randint(0, replay.length)
        viewer = rnd.choice(seats)
        start = time.perf_counter()
        replay.view_at(index, viewer)
        times.append(time.perf_counter() - start)
    return times


def measure(session: Session, jumps: int = 300, actions: int | None = None) -> dict[str, float]:
    """Open a replay of the session's first `actions` actions (all by default), then jump."""
    start = time.perf_counter()
    if actions is None:
        replay = Replay.from_session(session)
    else:
        replay = Replay(session.game, session.setup, session.seed, session.actions[:actions])
    opened = time.perf_counter() - start
    times = jump_times(replay, jumps)
    return {
        "actions": replay.length,
        "open": opened,
        "median": statistics.median(times),
        "worst": max(times),
        "checkpoints": len(replay._checkpoints),
    }


def open_file_time(session: Session, folder: Path) -> float:
    """Open ▸ replay of a save file: the file is checked by replaying it (as opening a save does),
    then the replay is built (a second pass that takes the checkpoints)."""
    path = folder / "long.json"
    session.save(path)
    start = time.perf_counter()
    Replay.from_file(path)
    return time.perf_counter() - start


def main() -> None:
    longest = long_game()
    rows = [("The Last Spell, Gildenberg night 3, 4 random heroes", longest)]
    rows += [
        ("Rook & Raiders, 4 greedy players", bot_game("rook_raiders", 4, {}, "greedy", 1)),
        ("The Nameless Dark Lord, 4 greedy players", bot_game("nameless_dark_lord", 4, {}, "greedy", 1)),
        ("Roguelight, 6 greedy players, advanced map", bot_game("roguelight", 6, {"map": "advanced"}, "greedy", 1)),
    ]
    print(f"{'game':55} {'actions':>7} {'open':>8} {'jump median':>12} {'jump worst':>11}")
    for name, session in rows:
        m = measure(session)
        print(
            f"{name:55} {m['actions']:7d} {m['open'] * 1000:6.0f}ms {m['median'] * 1000:10.1f}ms "
            f"{m['worst'] * 1000:9.1f}ms"
        )
    runs = [measure(longest, jumps=600, actions=TARGET_ACTIONS) for _ in range(3)]
    median = statistics.median(r["median"] for r in runs)
    worst = max(r["worst"] for r in runs)
    with tempfile.TemporaryDirectory() as folder:
        opened = statistics.median(open_file_time(longest, Path(folder)) for _ in range(3))
    verdict = "OK" if worst < 0.1 and runs[0]["actions"] == TARGET_ACTIONS else "SLOW"
    print(
        f"{verdict}: {TARGET_ACTIONS}-action replay ({runs[0]['checkpoints']} checkpoints), 3 x 600 jumps to random "
        f"positions and seats: median {median * 1000:.1f} ms, worst {worst * 1000:.1f} ms (target < 100 ms)"
    )
    print(
        f"Opening the whole {len(longest.history)}-action save as a replay (checked, then built): "
        f"{opened * 1000:.0f} ms (median of 3)"
    )


if __name__ == "__main__":
    main()
