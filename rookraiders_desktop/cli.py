"""The command-line tools: `simulate` (bot-only games with statistics), `replay --verify` and
`screenshot` (a picture of a saved game's table).

`simulate` and `replay` are pure engine code: Qt is imported only inside the screenshot command.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rookraiders_desktop.engine.bots import BOT_NAMES, decide, make_bot
from rookraiders_desktop.engine.core.errors import ContentError, RuleViolation, SaveError
from rookraiders_desktop.engine.core.game import Game, Result, SeatSetup, Setup
from rookraiders_desktop.engine.core.rng import valid_seed
from rookraiders_desktop.engine.core.session import Session, load_save

SOLO_VARIANTS = {"solo_easy": "easy", "solo_normal": "normal", "solo_hard": "hard"}
DEFAULT_MAX_DECISIONS = 20000


def seed_argument(text: str) -> int:
    """--seed: a whole number a save file can hold (argparse reports anything else as a bad argument)."""
    try:
        seed = int(text)
    except ValueError:
        seed = None
    if not valid_seed(seed):
        raise argparse.ArgumentTypeError("a whole number of at most 20 digits")
    return seed


def registered_ids() -> list[str]:
    """The games' ids, in the registry's order (engine/registry.py: importing it loads every game's rules)."""
    from rookraiders_desktop.engine.registry import GAMES

    return list(GAMES)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rookraiders-desktop", description="Rook & Raiders Desktop. Without a command, starts the app."
    )
    parser.add_argument(
        "--quit-after-paint",
        action="store_true",
        help="start the app, paint the main window once and exit (start-up timing)",
    )
    parser.add_argument("--smoke-test", action="store_true", help="start the app, run a short self-check and exit")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    sim = commands.add_parser(
        "simulate",
        help="play bot-only games and print statistics",
        description="Play bot-only games and print one line per game and a summary.",
    )
    sim.add_argument("game_id", metavar="GAME_ID", help=", ".join(registered_ids()))
    sim.add_argument("--players", type=int, required=True, help="number of seats")
    sim.add_argument("--games", type=int, default=1, help="number of games (default 1)")
    sim.add_argument("--seed", type=seed_argument, default=0, help="seed of the first game; game i uses SEED+i")
    sim.add_argument("--bot", default="random", choices=BOT_NAMES, help="bot for every seat (default random)")
    sim.add_argument(
        "--variant",
        action="append",
        default=[],
        metavar="NAME",
        help="a game variant (repeatable); for a solo game: solo_easy, solo_normal, solo_hard",
    )
    sim.add_argument("--save-dir", type=Path, help="write each game there as a save file")
    sim.add_argument(
        "--max-decisions",
        type=int,
        default=DEFAULT_MAX_DECISIONS,
        help=f"stop a game after this many decisions and call it unfinished (default {DEFAULT_MAX_DECISIONS})",
    )

    add_tournament_parser(commands)

    rep = commands.add_parser(
        "replay",
        help="load a save file by replaying its actions",
        description="Load a save file by replaying its actions.",
    )
    rep.add_argument("file", type=Path, metavar="FILE")
    rep.add_argument(
        "--verify", action="store_true", help="check that the replay reaches the saved position (state hash)"
    )

    shot = commands.add_parser(
        "screenshot",
        help="draw a saved game's table as one seat sees it and write it as a PNG",
        description="Draw a saved game's table in the app's main window, off screen, as one seat (or a "
        "spectator) sees it, and write it as a PNG. Prints the picture's path.",
    )
    shot.add_argument("save", type=Path, metavar="SAVE", help="a save file")
    shot.add_argument("--out", type=Path, required=True, metavar="FILE", help="the PNG to write")
    shot.add_argument(
        "--size",
        type=size_argument,
        default=SCREENSHOT_SIZE,
        metavar="WxH",
        help=f"the window's size in pixels (default {SCREENSHOT_SIZE[0]}x{SCREENSHOT_SIZE[1]})",
    )
    shot.add_argument("--lang", choices=("en", "ja"), default="en", help="the interface language (default en)")
    shot.add_argument(
        "--seat",
        type=seat_argument,
        metavar="N",
        help="draw the table as seat N sees it (1 is the first seat); without it, as a spectator sees it",
    )
    from rookraiders_desktop.net.commands import add_parsers  # host, join: remote play

    add_parsers(commands)
    return parser


SCREENSHOT_SIZE = (1280, 720)
MAX_SCREENSHOT_SIDE = 8192


def size_argument(text: str) -> tuple[int, int]:
    """--size: WIDTHxHEIGHT in pixels, such as 1280x720."""
    parts = text.lower().split("x")
    try:
        width, height = (int(part) for part in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not WIDTHxHEIGHT, such as 1280x720") from None
    if not (1 <= width <= MAX_SCREENSHOT_SIDE and 1 <= height <= MAX_SCREENSHOT_SIDE):
        raise argparse.ArgumentTypeError(f"width and height must be 1 to {MAX_SCREENSHOT_SIDE} pixels")
    return width, height


def seat_argument(text: str) -> int:
    """--seat: a seat's number, 1 for the first."""
    try:
        seat = int(text)
    except ValueError:
        seat = 0
    if seat < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a seat number (1 is the first seat)")
    return seat


# --- simulate ------------------------------------------------------------------------------
@dataclass
class GameReport:
    rounds: int | None
    winners: list[int]
    finished: bool
    line: str


def simulate(args: argparse.Namespace) -> int:
    from rookraiders_desktop.engine.registry import GAMES  # imports every game's rules

    game = GAMES.get(args.game_id)
    if game is None:
        return _fail(f"unknown game {args.game_id!r}; known: {', '.join(sorted(GAMES))}")
    if args.games < 1:
        return _fail("--games must be at least 1")
    options: dict[str, Any] = {}
    variants = []
    for name in args.variant:
        if name in SOLO_VARIANTS and game.solo_difficulty:
            if args.players != 1:
                return _fail(f"--variant {name} is the solo difficulty rule: it needs --players 1")
            options["solo_difficulty"] = SOLO_VARIANTS[name]
        else:
            variants.append(name)
    if variants:
        options["variants"] = variants
    seats = [SeatSetup(name=f"{args.bot.capitalize()} {seat + 1}", bot=args.bot) for seat in range(args.players)]
    setup = Setup(seats=seats, options=options)
    try:
        _ = game.content_version  # every data file loaded and checked before the first game
        game.validate_setup(setup)
        make_bot(args.bot, 0, args.game_id)
    except (ContentError, RuleViolation, ValueError) as exc:
        return _fail(str(exc))
    if args.save_dir:
        try:
            args.save_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return _fail(f"cannot use --save-dir {args.save_dir}: {exc}")

    names = [seat.name for seat in seats]
    reports: list[GameReport] = []
    errors = 0
    started = time.perf_counter()
    for index in range(args.games):
        seed = args.seed + index
        try:
            report = play_one(game, setup, index, seed, args)
        except ContentError as exc:  # a data file read only in play: the same message as at the start
            return _fail(str(exc))
        except Exception:  # noqa: BLE001 - an engine bug: report it with its seed and go on with the next game
            errors += 1
            print(f"game {index + 1:>3}  seed {seed}  ERROR (reproduce with --seed {seed} --games 1)", flush=True)
            traceback.print_exc()
            continue
        reports.append(report)
        print(report.line, flush=True)
    elapsed = time.perf_counter() - started
    print(summary_line(reports, names, args.games, errors, elapsed))
    return 1 if errors else 0


def play_one(game: Game[Any, Any], setup: Setup, index: int, seed: int, args: argparse.Namespace) -> GameReport:
    names = [seat.name for seat in setup.seats]
    # keep_snapshots=False: no undo here, and a save needs only the action list
    session = Session(game, setup, seed, keep_snapshots=False)
    bots = [make_bot(args.bot, seed * 100 + seat, args.game_id) for seat in range(len(names))]
    decisions = 0
    result = game.result(session.state)
    while result is None and decisions < args.max_decisions:
        movers = game.to_move(session.state)
        if not movers:
            raise RuntimeError("the game is not over but nobody is to move")
        player = movers[0]
        session.submit(decide(bots[player], game, session.state, player))
        decisions += 1
        result = game.result(session.state)
    if args.save_dir:
        finished = "" if result is not None else "-unfinished"
        session.save(args.save_dir / f"{args.game_id}-{len(names)}p-seed{seed}{finished}.json")

    rounds = _rounds(game, session.state)
    parts = [
        f"game {index + 1:>3}",
        f"seed {seed}",
        f"rounds {rounds if rounds is not None else '-'}",
        f"decisions {decisions}",
        _outcome(result, names, decisions),
    ]
    summary = game.score_summary(session.state)  # threat in Rook & Raiders, VP elsewhere
    if summary:
        parts.append(f"{game.score_label} " + " ".join(f"{who}={value}" for who, value in summary.items()))
    winners = list(result.winners) if result is not None else []
    return GameReport(rounds, winners, result is not None, "  ".join(parts))


def _outcome(result: Result | None, names: list[str], decisions: int) -> str:
    if result is None:
        return f"UNFINISHED after {decisions} decisions"
    if result.draw:
        text = "draw"
    elif result.winners:
        text = "winner " + ", ".join(names[seat] for seat in result.winners)
    else:
        text = "no winner"
    return f"{text} ({result.reason})" if result.reason else text


def _rounds(game: Game[Any, Any], state: Any) -> int | None:
    """The round the game reached: the "round" of its `timeline` (None for a game that names none)."""
    value = game.timeline(state).get("round")
    return value if isinstance(value, int) else None


def summary_line(reports: list[GameReport], names: list[str], games: int, errors: int, elapsed: float) -> str:
    wins = [0] * len(names)
    for report in reports:
        for seat in report.winners:
            wins[seat] += 1
    rates = " ".join(f"{name}={100 * count / games:.0f}%" for name, count in zip(names, wins, strict=True))
    rounds = [r.rounds for r in reports if r.rounds is not None]
    mean_rounds = f"{sum(rounds) / len(rounds):.1f}" if rounds else "-"
    unfinished = sum(1 for r in reports if not r.finished)
    speed = games / elapsed if elapsed > 0 else float("inf")
    text = f"summary  games {games}  win rate {rates}  mean rounds {mean_rounds}  games/s {speed:.2f}"
    if unfinished:
        text += f"  unfinished {unfinished}"
    if errors:
        text += f"  errors {errors}"
    return text


# --- tournament ----------------------------------------------------------------------------
def add_tournament_parser(commands: Any) -> None:
    tour = commands.add_parser(
        "tournament",
        help="play bot kinds against each other and print their win rates",
        description="Play K games with the bot kinds rotating through the seats (each kind in each seat "
        "equally) and print per kind: games, wins, win rate with a 95 % interval, the fair share, the mean "
        "score and the think time per decision. In a cooperative or solo game each kind plays every seat.",
    )
    tour.add_argument("game_id", metavar="GAME", help=", ".join(registered_ids()))
    tour.add_argument("--players", type=int, required=True, help="number of seats")
    tour.add_argument("--bots", required=True, metavar="B1,B2,...", help=f"bot kinds ({', '.join(BOT_NAMES)})")
    tour.add_argument("--games", type=int, default=10, help="number of games (default 10)")
    tour.add_argument("--seed", type=seed_argument, default=0, help="seed of the first game; game i uses SEED+i")
    tour.add_argument("--variant", action="append", default=[], metavar="NAME", help="a game variant (repeatable)")
    budget = tour.add_mutually_exclusive_group()
    budget.add_argument("--think-ms", type=int, metavar="MS", help="the expert's time per decision")
    budget.add_argument(
        "--worlds",
        type=int,
        metavar="N",
        help="instead of a time, the worlds the expert samples per decision: the same games on any machine",
    )
    tour.add_argument("--json", action="store_true", help="print one JSON line")
    tour.add_argument(
        "--jobs", type=int, default=1, metavar="N", help="play the games in N processes at once (default 1)"
    )


def tournament(args: argparse.Namespace) -> int:
    import json

    from rookraiders_desktop.engine.registry import GAMES
    from rookraiders_desktop.engine.tournament import format_report, run_tournament

    game = GAMES.get(args.game_id)
    if game is None:
        return _fail(f"unknown game {args.game_id!r}; known: {', '.join(sorted(GAMES))}")
    if args.think_ms is not None and args.think_ms < 1:
        return _fail("--think-ms must be at least 1")
    if args.worlds is not None and args.worlds < 1:
        return _fail("--worlds must be at least 1")
    kinds = [name.strip() for name in args.bots.split(",") if name.strip()]
    progress = None if args.json else lambda line: print(line, file=sys.stderr, flush=True)
    try:
        tour = run_tournament(
            game,
            args.players,
            kinds,
            args.games,
            args.seed,
            args.variant,
            args.think_ms,
            progress,
            args.jobs,
            args.worlds,
        )
    except (ContentError, RuleViolation, ValueError) as exc:
        return _fail(str(exc))
    except KeyboardInterrupt:
        print("tournament stopped", file=sys.stderr)
        return 130
    report = tour.report()
    print(json.dumps(report) if args.json else "\n".join(format_report(report, game.score_label)))
    return 0


# --- replay --------------------------------------------------------------------------------
def replay(args: argparse.Namespace) -> int:
    try:
        session = load_save(args.file, verify=args.verify)
    except (SaveError, ContentError) as exc:  # load_save raises nothing else
        return _fail(str(exc))
    count = len(session.history)
    if args.verify:
        print(f"OK: {session.game.game_id} {count} actions, state hash matches")
    else:
        print(f"OK: {session.game.game_id} {count} actions replayed (state hash not checked; add --verify)")
    return 0


# --- screenshot ----------------------------------------------------------------------------
def screenshot(args: argparse.Namespace) -> int:
    """The saved game's table as a PNG (ui/screenshot.py). Needs no screen: unless QT_QPA_PLATFORM
    names a platform, Qt draws off screen. The user's settings are neither used nor changed."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings, qInstallMessageHandler

    from rookraiders_desktop.ui.app import application
    from rookraiders_desktop.ui.screenshot import render

    def qt_message(_mode: Any, _context: Any, message: str) -> None:
        if "propagateSizeHints" not in message:  # the offscreen platform's note on every window
            print(message, file=sys.stderr)

    previous = qInstallMessageHandler(qt_message)
    try:
        application(["rookraiders-desktop"])
        with tempfile.TemporaryDirectory(prefix="rookraiders-screenshot-") as folder:
            # a private settings folder: the picture depends on none of the user's settings
            QSettings.setDefaultFormat(QSettings.Format.IniFormat)
            for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
                QSettings.setPath(QSettings.Format.IniFormat, scope, folder)
            seat = None if args.seat is None else args.seat - 1
            try:
                path = render(args.save, args.out, args.size, args.lang, seat)
            except (SaveError, ContentError, ValueError) as exc:
                return _fail(str(exc))
            except OSError as exc:
                return _fail(f"cannot write {args.out}: {exc.strerror or exc}")
    finally:
        qInstallMessageHandler(previous)
    print(path)
    return 0


def _fail(message: str) -> int:
    print(f"rookraiders-desktop: {message}", file=sys.stderr)
    return 2
