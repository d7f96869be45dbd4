"""Tournaments between bot kinds: how strong is a bot, measured openly (issue 18).

A competitive game of N seats plays K games; the line-up (the bot kinds given, repeated to fill the
seats) turns one seat further each game, so every kind sits in every seat equally often over N
games. A cooperative game (every seat wins or loses together) or a solo game instead lets each kind
play every seat of K games of its own, on the same seeds, so the kinds meet the same deals.

Per kind: games, wins, the win rate with its 95 % Wilson interval, the fair share (1/N for a
competitive game, none for a team), the mean score and the think time per decision (median, 95th
percentile). Pure engine code: the command line (cli.py) only parses and prints.
"""

from __future__ import annotations

import math
import multiprocessing
import signal
import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from .bots import decide, make_bot
from .core.game import Game, Result, SeatSetup, Setup
from .core.journal import seat_score
from .core.session import Session

SOLO_VARIANTS = {"solo_easy": "easy", "solo_normal": "normal", "solo_hard": "hard"}
MAX_DECISIONS = 20000
Z95 = 1.959964


@dataclass
class KindStats:
    """What one bot kind did over the tournament (a seat-game is one game of one seat)."""

    games: int = 0
    wins: float = 0.0  # a shared win counts 1 for every winner; a draw counts as no win
    scores: list[float] = field(default_factory=list)
    think_ms: list[float] = field(default_factory=list)

    def summary(self, fair_share: float | None) -> dict[str, Any]:
        low, high = wilson(self.wins, self.games)
        return {
            "games": self.games,
            "wins": round(self.wins),
            "win_rate": self.wins / self.games if self.games else 0.0,
            "interval": [low, high],
            "fair_share": fair_share,
            "mean_score": statistics.fmean(self.scores) if self.scores else None,
            "think_ms": {"median": percentile(self.think_ms, 50), "p95": percentile(self.think_ms, 95)},
        }


@dataclass
class Tournament:
    game_id: str
    players: int
    kinds: list[str]
    team: bool  # cooperative or solo: each kind plays every seat
    stats: dict[str, KindStats]
    unfinished: int = 0

    def report(self) -> dict[str, Any]:
        fair = None if self.team else 1 / self.players
        return {
            "game": self.game_id,
            "players": self.players,
            "mode": "team" if self.team else "rotation",
            "unfinished": self.unfinished,
            "bots": {kind: self.stats[kind].summary(fair) for kind in self.kinds},
        }


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a binomial proportion (sound near 0 % and 100 %)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - spread), min(1.0, centre + spread)


def percentile(values: Sequence[float], q: float) -> float | None:
    """The q-th percentile (nearest rank) of `values`; None for none."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def setup_options(game: Game[Any, Any], players: int, variants: Sequence[str]) -> dict[str, Any]:
    """The Setup options a list of variant names asks for: a solo difficulty, or a value of one of
    the game's new-game choices (a name, or a member of a list of names). ValueError otherwise."""
    options: dict[str, Any] = {}
    for name in variants:
        if name in SOLO_VARIANTS and game.solo_difficulty:
            if players != 1:
                raise ValueError(f"--variant {name} is the solo difficulty rule: it needs --players 1")
            options["solo_difficulty"] = SOLO_VARIANTS[name]
            continue
        key = _option_key(game, name)
        if key is None:
            raise ValueError(
                f"{game.game_id} has no variant {name!r}; known: {', '.join(known_variants(game)) or 'none'}"
            )
        if key[1]:
            options.setdefault(key[0], []).append(name)
        else:
            options[key[0]] = name
    return options


def known_variants(game: Game[Any, Any]) -> list[str]:
    names = list(SOLO_VARIANTS) if game.solo_difficulty else []
    for _key, _label, choices in game.setup_options:
        for _choice, value in choices:
            names += value if isinstance(value, list) else [value] if isinstance(value, str) else []
    return list(dict.fromkeys(names))


def _option_key(game: Game[Any, Any], name: str) -> tuple[str, bool] | None:
    """(option key, whether its values are lists) of the new-game choice offering `name`."""
    for key, _label, choices in game.setup_options:
        for _choice, value in choices:
            if value == name or (isinstance(value, list) and name in value):
                return key, isinstance(value, list)
    return None


def is_team_game(game: Game[Any, Any], setup: Setup, seed: int) -> bool:
    """Solo, or cooperative: a game whose score summary counts the team's figures, not each
    player's (as the practice journal reads it)."""
    if len(setup.seats) == 1:
        return True
    summary = game.score_summary(game.new_game(setup, seed))
    names = {seat.name for seat in setup.seats}
    return bool(summary) and not set(summary) & names


def lineups(kinds: Sequence[str], players: int, games: int, team: bool) -> list[list[str]]:
    """The bot kind of each seat in each game."""
    if team:
        return [[kind] * players for kind in kinds for _ in range(games)]
    base = [kinds[i % len(kinds)] for i in range(players)]
    return [[base[(seat + index) % players] for seat in range(players)] for index in range(games)]


def run_tournament(
    game: Game[Any, Any],
    players: int,
    kinds: Sequence[str],
    games: int,
    seed: int,
    variants: Sequence[str] = (),
    think_ms: int | None = None,
    progress: Callable[[str], None] | None = None,
    jobs: int = 1,
    worlds: int | None = None,
) -> Tournament:
    """Play the tournament, in `jobs` worker processes when more than one; the games, their seeds
    and seats are the same either way and their results are counted in game order. ValueError for
    a setup the game refuses or an unknown bot. The expert's budget: `think_ms`, or `worlds` per
    decision (see bots.make_bot)."""
    if games < 1:
        raise ValueError("--games must be at least 1")
    if jobs < 1:
        raise ValueError("--jobs must be at least 1")
    if not kinds:
        raise ValueError("--bots names no bot")
    setup = Setup(
        seats=[SeatSetup(name=f"Seat {i + 1}", bot=kinds[0]) for i in range(players)],
        options=setup_options(game, players, variants),
    )
    game.validate_setup(setup)
    for kind in kinds:
        make_bot(kind, 0, game.game_id, think_ms, worlds)  # an unknown name fails before the first game
    team = is_team_game(game, setup, seed)
    if not team and len(kinds) > players:
        raise ValueError(f"{len(kinds)} bots for {players} seats")
    unique = list(dict.fromkeys(kinds))
    tour = Tournament(game.game_id, players, unique, team, {kind: KindStats() for kind in unique})
    plan = lineups(unique if team else list(kinds), players, games, team)
    tasks = [
        _Task(game.game_id, setup, lineup, seed + index % games, think_ms, worlds, team)
        for index, lineup in enumerate(plan)
    ]
    for index, record in enumerate(_records(game, tasks, jobs)):
        _count(record, tour)
        if progress is not None:
            task = tasks[index]
            progress(f"game {index + 1}/{len(tasks)} seed {task.seed} {','.join(task.lineup)}")
    return tour


@dataclass(frozen=True)
class _Task:
    """One game of the tournament, as a worker process is handed it (picklable)."""

    game_id: str
    setup: Setup
    lineup: list[str]
    seed: int
    think_ms: int | None
    worlds: int | None
    team: bool


@dataclass
class _Record:
    """What one game gave: each counted seat's (kind, won, score), and every decision's (kind, ms)."""

    finished: bool
    seats: list[tuple[str, bool, float | None]]
    think_ms: list[tuple[str, float]]


def _records(game: Game[Any, Any], tasks: list[_Task], jobs: int) -> Iterator[_Record]:
    """The games' records in game order: played here, or by a pool of `jobs` processes (spawned,
    so the same on every platform; Ctrl+C stops them at once)."""
    if jobs == 1 or len(tasks) == 1:
        yield from (_play(game, task) for task in tasks)
        return
    pool = multiprocessing.get_context("spawn").Pool(min(jobs, len(tasks)), initializer=_ignore_interrupt)
    try:
        yield from pool.imap(_play_registered, tasks)
        pool.close()
    finally:
        pool.terminate()  # at once on Ctrl+C or an error; a no-op once all games are in
        pool.join()


def _ignore_interrupt() -> None:
    """A worker leaves Ctrl+C to the main process, which stops the pool (no traceback per worker)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _play_registered(task: _Task) -> _Record:
    from .registry import get_game  # in a worker process: the registered games

    return _play(get_game(task.game_id), task)


def _play(game: Game[Any, Any], task: _Task) -> _Record:
    """One game; each seat's outcome and score (a team's once per game) and every think time."""
    session = Session(game, task.setup, task.seed, keep_snapshots=False)
    lineup = task.lineup
    bots = [
        make_bot(kind, task.seed * 100 + seat, game.game_id, task.think_ms, task.worlds)
        for seat, kind in enumerate(lineup)
    ]
    record = _Record(finished=False, seats=[], think_ms=[])
    result: Result | None = game.result(session.state)
    decisions = 0
    while result is None and decisions < MAX_DECISIONS:
        player = game.to_move(session.state)[0]
        started = time.perf_counter()
        action = decide(bots[player], game, session.state, player)
        record.think_ms.append((lineup[player], 1000 * (time.perf_counter() - started)))
        session.submit(action)
        decisions += 1
        result = game.result(session.state)
    record.finished = result is not None
    names = [seat.name for seat in task.setup.seats]
    for seat, kind in enumerate(lineup[:1] if task.team else lineup):
        if result is None:
            record.seats.append((kind, False, None))
            continue
        won = not result.draw and seat in result.winners
        record.seats.append((kind, won, seat_score(game, session.state, result, seat, names)))
    return record


def _count(record: _Record, tour: Tournament) -> None:
    """Add one game's record to the kinds' statistics."""
    tour.unfinished += not record.finished
    for kind, won, score in record.seats:
        entry = tour.stats[kind]
        entry.games += 1
        entry.wins += won
        if score is not None:
            entry.scores.append(score)
    for kind, ms in record.think_ms:
        tour.stats[kind].think_ms.append(ms)


def format_report(report: dict[str, Any], score_label: str) -> list[str]:
    """The tournament as text lines, one per bot kind."""
    head = f"{report['game']}  {report['players']} players  " + (
        "each kind plays every seat" if report["mode"] == "team" else "kinds rotate through the seats"
    )
    lines = [head]
    for kind, row in report["bots"].items():
        low, high = row["interval"]
        fair = "" if row["fair_share"] is None else f"  fair share {100 * row['fair_share']:.0f}%"
        score = "-" if row["mean_score"] is None else f"{row['mean_score']:.2f}"
        think = row["think_ms"]
        lines.append(
            f"{kind:<8} games {row['games']:>4}  wins {row['wins']:>4}  win rate {100 * row['win_rate']:5.1f}% "
            f"(95% {100 * low:.1f}-{100 * high:.1f}%){fair}  mean {score_label} {score}  "
            f"think ms median {_ms(think['median'])} p95 {_ms(think['p95'])}"
        )
    if report["unfinished"]:
        lines.append(f"unfinished games {report['unfinished']}")
    return lines


def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f}"
