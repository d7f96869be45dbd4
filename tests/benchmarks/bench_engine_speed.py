"""The engine's speed against an older commit, measured in one run on the same machine:

    python -m tests.benchmarks.bench_engine_speed [--baseline 071a7e0] [--rounds 5]

The README's full random-bot games (Rook & Raiders 4 players, The Nameless Dark Lord 4 players,
Roguelight 6 players, The Last Spell Gildenberg night 3 with 2 heroes), and games of greedy bots
(what the expert's playouts play: their speed is the expert's number of sampled worlds per
decision), are played by the current
tree and by the baseline commit's engine (extracted with `git archive` into a temporary folder),
each in a process of its own, alternating game by game (each first every other time) so that a
busy machine slows both alike. Prints each workload's median per game and per decision for both,
and how many times faster: the median over the games of the baseline's time over the current one's
for the same game played back to back. Every game's final state hash must be the same in both: the same seed plays the
same game (the engine got faster, not different).

This file is also the worker (`--worker`): it imports `rookraiders_desktop` from its PYTHONPATH
and uses only what both versions have (the registry, Setup, legal_actions, apply, state_hash).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
BASELINE = "071a7e0"  # the commit issue 17 measured
LABELS = ("baseline", "current")
# workload: (game id, players, set-up options, seeds, bots)
WORKLOADS: dict[str, tuple[str, int, dict[str, Any], range, str]] = {
    "Rook & Raiders, 4 players": ("rook_raiders", 4, {}, range(30), "random"),
    "Rook & Raiders, solo": ("rook_raiders", 1, {}, range(60), "random"),
    "The Nameless Dark Lord, 4 players": ("nameless_dark_lord", 4, {}, range(20), "random"),
    "Roguelight, 6 players": ("roguelight", 6, {}, range(7), "random"),
    "The Last Spell, Gildenberg night 3, 2 heroes": ("last_spell", 2, {"scenario": "gildenberg_3"}, range(7), "random"),
    "greedy bots: Rook & Raiders, 4 players": ("rook_raiders", 4, {}, range(10), "greedy"),
    "greedy bots: The Nameless Dark Lord, 4 players": ("nameless_dark_lord", 4, {}, range(10), "greedy"),
    "greedy bots: The Last Spell, Gildenberg night 3, 2 heroes": (
        "last_spell",
        2,
        {"scenario": "gildenberg_3"},
        range(5),
        "greedy",
    ),
}


def play_game(
    game_id: str, players: int, options: dict[str, Any], seed: int, bots: str
) -> tuple[float, str, list[float]]:
    """One whole game: random bots as the README's figures play it (the first player to move
    chooses uniformly among its legal actions), or greedy bots (each deciding from its view);
    its seconds, final state hash and the seconds of each decision (choosing and apply)."""
    from rookraiders_desktop.engine.bots import decide, make_bot
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.engine.core.session import state_hash
    from rookraiders_desktop.engine.registry import GAMES

    game = GAMES[game_id]
    setup = Setup(seats=[SeatSetup(name=f"P{i + 1}") for i in range(players)], options=options)
    rng = random.Random(seed)
    greedy = [make_bot("greedy", seed * 10 + i, game_id) for i in range(players)] if bots == "greedy" else []
    decisions = []
    start = time.perf_counter()
    state = game.new_game(setup, seed)
    while game.result(state) is None:
        began = time.perf_counter()
        player = game.to_move(state)[0]
        if greedy:
            action = decide(greedy[player], game, state, player)
        else:
            action = rng.choice(game.legal_actions(state, player))
        game.apply(state, action)
        decisions.append(time.perf_counter() - began)
    return time.perf_counter() - start, state_hash(state), decisions


def worker() -> None:
    """Play the games asked on stdin (a JSON [workload, seed] per line), printing a JSON [seconds,
    hash, decisions] for each; the first line printed names the package imported."""
    import rookraiders_desktop

    print(json.dumps(rookraiders_desktop.__file__), flush=True)
    for line in sys.stdin:
        name, seed = json.loads(line)
        game_id, players, options, _, bots = WORKLOADS[name]
        print(json.dumps(play_game(game_id, players, options, seed, bots)), flush=True)


class Worker:
    """A process playing games with the engine of `tree` (on its PYTHONPATH)."""

    def __init__(self, tree: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--worker"],
            cwd=tree,
            env=dict(os.environ, PYTHONPATH=str(tree)),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        package = Path(json.loads(self.read())).resolve()
        if tree.resolve() not in package.parents:
            raise SystemExit(f"the worker for {tree} imported {package}")

    def read(self) -> str:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"a worker stopped (exit status {self.process.wait()})")
        return line

    def play(self, name: str, seed: int) -> tuple[float, str, list[float]]:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps([name, seed]) + "\n")
        self.process.stdin.flush()
        seconds, digest, decisions = json.loads(self.read())
        return seconds, digest, decisions

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def extract(commit: str, into: Path) -> Path:
    """The commit's tree, from `git archive`, in `into` (the repository itself is not touched)."""
    archive = into / "tree.tar"
    with archive.open("wb") as handle:
        subprocess.run(["git", "archive", commit], cwd=ROOT, stdout=handle, check=True)
    with tarfile.open(archive) as tar:
        tar.extractall(into / "tree", filter="data")
    return into / "tree"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--baseline", default=BASELINE, help="the git commit to compare with")
    parser.add_argument("--rounds", type=int, default=5, help="alternating runs of each tree")
    parser.add_argument("--only", default="", help="the workloads whose name contains this text")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker()
        return
    names = [name for name in WORKLOADS if args.only.lower() in name.lower()]
    times: dict[str, dict[str, list[float]]] = {label: {} for label in LABELS}
    decisions: dict[str, dict[str, list[float]]] = {label: {} for label in LABELS}
    hashes: dict[str, dict[str, dict[int, str]]] = {label: {} for label in LABELS}
    with tempfile.TemporaryDirectory(prefix="rr_baseline_") as tmp:
        workers = dict(zip(LABELS, (Worker(extract(args.baseline, Path(tmp))), Worker(ROOT)), strict=True))
        for name in names:
            for worker_ in workers.values():
                worker_.play(name, 1000)  # warm up: content loaded, caches filled
        for round_ in range(args.rounds):
            for name in names:
                for seed in WORKLOADS[name][3]:
                    # game by game, each tree first every other time: a busy machine slows both alike
                    for label in LABELS if (round_ + seed) % 2 == 0 else LABELS[::-1]:
                        seconds, digest, each = workers[label].play(name, seed)
                        times[label].setdefault(name, []).append(seconds)
                        decisions[label].setdefault(name, []).extend(each)
                        hashes[label].setdefault(name, {})[seed] = digest
        for worker_ in workers.values():
            worker_.close()
    print(f"engine speed, whole games: baseline {args.baseline} vs the current tree ({args.rounds} rounds)")
    for name in names:
        old, new = (statistics.median(times[label][name]) for label in LABELS)
        # each game against the same game played just before or after it by the other engine
        paired = statistics.median(a / b for a, b in zip(times["baseline"][name], times["current"][name], strict=True))
        same = "same games" if hashes["baseline"][name] == hashes["current"][name] else "GAMES DIFFER"
        step_old, step_new = (statistics.median(decisions[label][name]) * 1e6 for label in LABELS)
        print(
            f"  {name}: {old * 1000:.1f} ms -> {new * 1000:.1f} ms a game (medians), {paired:.2f}x faster "
            f"(median of the paired games; {same}); a decision (median) {step_old:.0f} µs -> {step_new:.0f} µs"
        )


if __name__ == "__main__":
    main()
