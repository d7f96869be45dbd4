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
import statistics
import time
from collections.abc import Callable, Sequence
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
) -> Tournament:
    """Play the tournament; ValueError for a setup the game refuses or an unknown bot."""
    if games < 1:
        raise ValueError("--games must be at least 1")
    if not kinds:
        raise ValueError("--bots names no bot")
    setup = Setup(
        seats=[SeatSetup(name=f"Seat {i + 1}", bot=kinds[0]) for i in range(players)],
        options=setup_options(game, players, variants),
    )
    game.validate_setup(setup)
    for kind in kinds:
        make_bot(kind, 0, game.game_id, think_ms=think_ms)  # an unknown name fails before the first game
    team = is_team_game(game, setup, seed)
    if not team and len(kinds) > players:
        raise ValueError(f"{len(kinds)} bots for {players} seats")
    unique = list(dict.fromkeys(kinds))
    tour = Tournament(game.game_id, players, unique, team, {kind: KindStats() for kind in unique})
    plan = lineups(unique if team else list(kinds), players, games, team)
    for index, lineup in enumerate(plan):
        game_seed = seed + index % games
        finished = _play(game, setup, lineup, game_seed, think_ms, tour.stats, team)
        tour.unfinished += not finished
        if progress is not None:
            progress(f"game {index + 1}/{len(plan)} seed {game_seed} {','.join(lineup)}")
    return tour


def _play(
    game: Game[Any, Any],
    setup: Setup,
    lineup: list[str],
    seed: int,
    think_ms: int | None,
    stats: dict[str, KindStats],
    team: bool,
) -> bool:
    """One game; each seat's outcome, score and think times go to its kind (a team's once per
    game). False: unfinished."""
    session = Session(game, setup, seed, keep_snapshots=False)
    bots = [make_bot(kind, seed * 100 + seat, game.game_id, think_ms=think_ms) for seat, kind in enumerate(lineup)]
    result: Result | None = game.result(session.state)
    decisions = 0
    while result is None and decisions < MAX_DECISIONS:
        player = game.to_move(session.state)[0]
        started = time.perf_counter()
        action = decide(bots[player], game, session.state, player)
        stats[lineup[player]].think_ms.append(1000 * (time.perf_counter() - started))
        session.submit(action)
        decisions += 1
        result = game.result(session.state)
    names = [seat.name for seat in setup.seats]
    for seat, kind in enumerate(lineup[:1] if team else lineup):
        entry = stats[kind]
        entry.games += 1
        if result is None:
            continue
        if not result.draw and seat in result.winners:
            entry.wins += 1
        score = seat_score(game, session.state, result, seat, names)
        if score is not None:
            entry.scores.append(score)
    return result is not None


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
