"""The engine's speed against an older commit, measured in one run on the same machine:

    python -m tests.benchmarks.bench_engine_speed [--baseline 071a7e0] [--rounds 5]

The README's full random-bot games (Rook & Raiders 4 players, The Nameless Dark Lord 4 players,
Roguelight 6 players, The Last Spell Gildenberg night 3 with 2 heroes) are played by the current
tree and by the baseline commit's engine (extracted with `git archive` into a temporary folder),
each in its own process, the two alternating round after round so that a busy machine slows both
alike. Prints each workload's median per game for both and the ratio. Every game's final state
hash must be the same in both: the same seed plays the same game (the engine got faster, not
different).

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
# workload: (game id, players, set-up options, seeds)
WORKLOADS: dict[str, tuple[str, int, dict[str, Any], range]] = {
    "Rook & Raiders, 4 players": ("rook_raiders", 4, {}, range(30)),
    "Rook & Raiders, solo": ("rook_raiders", 1, {}, range(60)),
    "The Nameless Dark Lord, 4 players": ("nameless_dark_lord", 4, {}, range(20)),
    "Roguelight, 6 players": ("roguelight", 6, {}, range(7)),
    "The Last Spell, Gildenberg night 3, 2 heroes": ("last_spell", 2, {"scenario": "gildenberg_3"}, range(7)),
}


def random_game(game_id: str, players: int, options: dict[str, Any], seed: int) -> tuple[float, str, list[float]]:
    """One whole game between random bots, as the README's figures play it (the first player to
    move chooses uniformly among its legal actions): its seconds, final state hash and the
    seconds of each decision (legal_actions and apply)."""
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.engine.core.session import state_hash
    from rookraiders_desktop.engine.registry import GAMES

    game = GAMES[game_id]
    setup = Setup(seats=[SeatSetup(name=f"P{i + 1}") for i in range(players)], options=options)
    rng = random.Random(seed)
    decisions = []
    start = time.perf_counter()
    state = game.new_game(setup, seed)
    while game.result(state) is None:
        began = time.perf_counter()
        player = game.to_move(state)[0]
        game.apply(state, rng.choice(game.legal_actions(state, player)))
        decisions.append(time.perf_counter() - began)
    return time.perf_counter() - start, state_hash(state), decisions


def worker(names: list[str]) -> None:
    """Play the workloads once per seed in this process; print {workload: [[seconds, hash,
    decisions], ...]}."""
    import rookraiders_desktop

    print(json.dumps({"package": rookraiders_desktop.__file__}))
    for name in names:
        game_id, players, options, seeds = WORKLOADS[name]
        random_game(game_id, players, options, 1000)  # warm up: content loaded, caches filled
        print(json.dumps({name: [random_game(game_id, players, options, seed) for seed in seeds]}), flush=True)


def run_worker(tree: Path, names: list[str]) -> dict[str, list[tuple[float, str, list[float]]]]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    out = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--worker", *names],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    lines = [json.loads(line) for line in out.splitlines()]
    package = Path(lines[0]["package"]).resolve()
    if tree.resolve() not in package.parents:
        raise SystemExit(f"the worker for {tree} imported {package}")
    return {name: [(run[0], run[1], run[2]) for run in runs] for line in lines[1:] for name, runs in line.items()}


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
    parser.add_argument("--worker", nargs="*", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker is not None:
        worker(args.worker)
        return
    names = [name for name in WORKLOADS if args.only.lower() in name.lower()]
    with tempfile.TemporaryDirectory(prefix="rr_baseline_") as tmp:
        trees = {"baseline": extract(args.baseline, Path(tmp)), "current": ROOT}
        times: dict[str, dict[str, list[float]]] = {label: {} for label in trees}
        decisions: dict[str, dict[str, list[float]]] = {label: {} for label in trees}
        hashes: dict[str, dict[str, list[str]]] = {label: {} for label in trees}
        for round_ in range(args.rounds):
            order = list(trees) if round_ % 2 == 0 else list(reversed(trees))
            for label in order:
                for name, runs in run_worker(trees[label], names).items():
                    times[label].setdefault(name, []).extend(seconds for seconds, _, _ in runs)
                    decisions[label].setdefault(name, []).extend(d for _, _, each in runs for d in each)
                    hashes[label][name] = [digest for _, digest, _ in runs]
    print(f"engine speed, random-bot games: baseline {args.baseline} vs the current tree ({args.rounds} rounds)")
    for name in names:
        old = statistics.median(times["baseline"][name])
        new = statistics.median(times["current"][name])
        same = "same games" if hashes["baseline"][name] == hashes["current"][name] else "GAMES DIFFER"
        step_old, step_new = (statistics.median(decisions[label][name]) * 1e6 for label in trees)
        print(
            f"  {name}: {old * 1000:.1f} ms -> {new * 1000:.1f} ms a game, {old / new:.2f}x faster ({same}); "
            f"a decision (median) {step_old:.0f} µs -> {step_new:.0f} µs"
        )


if __name__ == "__main__":
    main()
