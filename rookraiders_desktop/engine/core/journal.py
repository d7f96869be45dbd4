"""The practice journal: every solo or bot game played in the app, in an SQLite database.

Pure Python (no Qt). The UI passes the path (the app data folder's ``journal.sqlite3``), the
bridge records a game when it ends (``make_record`` + ``Journal.record``), and the statistics
window reads it through the queries below.

What is practice. A game is recorded when it has at least one human seat and is either played
alone (one seat) or against at least one bot. A hot-seat game of several people and no bot is not
practice (the journal would mix up whose results they are), and a game of bots only has nobody
practising: neither is recorded. The journal's player is the first human seat: "won" means that
seat is among the winners (in a cooperative game every seat wins together), "draw" a drawn game.

Schema. ``PRAGMA user_version`` holds the schema version. Version 1 (the previous schema) had no
title, reason or daily-challenge columns; version 2 (current) adds them and two indexes. Opening a
version 1 journal migrates it in one transaction. A journal from a newer app, a file that is not a
journal, or a damaged one is *set aside* (renamed beside itself with a timestamp, never deleted;
its -wal/-shm files too), a fresh journal is started, and a ``JournalNotice`` saying so waits in
``Journal.notices`` for the UI to show.

Crash safety. WAL journal mode with ``synchronous=FULL``: a committed record is on disk. Each
record is one ``BEGIN IMMEDIATE ... COMMIT`` transaction; an exception or a crash inside it leaves
the journal as it was before (SQLite rolls the transaction back).
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import sqlite3
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field, replace
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from .game import ChallengePlan, Game, Result, SeatSetup, Setup
from .i18n import QT_TRANSLATE_NOOP, Translatable, fill

JOURNAL_NAME = "journal.sqlite3"
SCHEMA_VERSION = 2
CONTEXT = "Journal"  # translation context of the journal's messages
OUTCOMES = ("won", "lost", "draw")
CHALLENGE_OPTION = "challenge"  # Setup.options key of a daily challenge: its date, "YYYY-MM-DD"


def lower_is_better(game_id: str | None) -> bool:
    """Whether the game's score is better when lower (its `lower_score_is_better`)."""
    from ..registry import GAMES

    game = GAMES.get(game_id or "")
    return game is not None and game.lower_score_is_better


# The previous schema (version 1), kept to document and test the migration.
SCHEMA_V1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    game_id TEXT NOT NULL,
    variant TEXT NOT NULL DEFAULT '',
    options TEXT NOT NULL DEFAULT '{}',
    difficulty TEXT NOT NULL DEFAULT '',
    seats TEXT NOT NULL,
    player_seat INTEGER,
    seed INTEGER NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('won', 'lost', 'draw')),
    winners TEXT NOT NULL DEFAULT '[]',
    score REAL,
    scores TEXT NOT NULL DEFAULT '{}',
    duration REAL NOT NULL,
    played_at TEXT NOT NULL
);
"""

# Version 1 -> 2: the title a solo game earns, the result's reason, the daily-challenge marks.
MIGRATE_1_TO_2 = """
ALTER TABLE games ADD COLUMN title TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN reason TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN challenge INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN challenge_date TEXT;
CREATE INDEX IF NOT EXISTS games_by_game ON games (game_id, played_at);
CREATE INDEX IF NOT EXISTS games_by_challenge ON games (challenge_date, game_id) WHERE challenge = 1;
"""

COLUMNS = (
    "game_id",
    "variant",
    "options",
    "difficulty",
    "seats",
    "player_seat",
    "seed",
    "outcome",
    "winners",
    "score",
    "scores",
    "duration",
    "played_at",
    "title",
    "reason",
    "challenge",
    "challenge_date",
)


# --- messages ---------------------------------------------------------------------------------


class JournalNotice(Translatable):
    """Something the player should be told about the journal (shown by the UI, translated)."""

    context = CONTEXT

    def __init__(self, template: str, **params: Any):
        self.template = template
        self.params = dict(params)

    @property
    def message(self) -> str:
        return fill(self.template, self.params)

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        return f"JournalNotice({self.message!r})"


class JournalError(Translatable, Exception):
    """A record could not be written (a full disk, a read-only folder...). The game is unaffected."""

    context = CONTEXT

    def __init__(self, template: str, **params: Any):
        self.template = template
        self.params = dict(params)
        self.message = fill(template, self.params)
        super().__init__(self.message)

    def __str__(self) -> str:
        return self.message


class _Unusable(Exception):
    """The file is a database but not a journal this version can use."""

    def __init__(self, why: str):
        super().__init__(why)
        self.why = why


# --- records ----------------------------------------------------------------------------------


@dataclass
class GameRecord:
    """One finished practice game."""

    game_id: str
    seed: int
    outcome: str  # "won" | "lost" | "draw", for the journal's player (the first human seat)
    duration: float  # seconds
    played_at: str  # ISO 8601 local time with its UTC offset, when the game ended
    seats: list[dict[str, Any]] = field(default_factory=list)  # [{"name": ..., "bot": None | "greedy"}]
    player_seat: int | None = 0
    variant: str = ""
    options: dict[str, Any] = field(default_factory=dict)
    difficulty: str = ""
    winners: list[int] = field(default_factory=list)
    score: float | None = None
    scores: dict[str, float] = field(default_factory=dict)
    title: str = ""
    reason: str = ""
    challenge: bool = False
    challenge_date: str | None = None
    id: int | None = None

    @property
    def day(self) -> str:
        return self.played_at[:10]

    def row(self) -> tuple[Any, ...]:
        return (
            self.game_id,
            self.variant,
            _dumps(self.options),
            self.difficulty,
            _dumps(self.seats),
            self.player_seat,
            int(self.seed),
            self.outcome,
            _dumps(self.winners),
            None if self.score is None else float(self.score),
            _dumps(self.scores),
            float(self.duration),
            self.played_at,
            self.title,
            self.reason,
            int(bool(self.challenge)),
            self.challenge_date,
        )

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> GameRecord:
        return cls(
            id=row["id"],
            game_id=row["game_id"],
            variant=row["variant"],
            options=_loads(row["options"], {}),
            difficulty=row["difficulty"],
            seats=_loads(row["seats"], []),
            player_seat=row["player_seat"],
            seed=row["seed"],
            outcome=row["outcome"],
            winners=_loads(row["winners"], []),
            score=row["score"],
            scores=_loads(row["scores"], {}),
            duration=row["duration"],
            played_at=row["played_at"],
            title=row["title"],
            reason=row["reason"],
            challenge=bool(row["challenge"]),
            challenge_date=row["challenge_date"],
        )


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _loads(text: Any, default: Any) -> Any:
    try:
        return json.loads(text) if text else default
    except (TypeError, ValueError):
        return default


def now_iso() -> str:
    """Now, local time with its offset, to the second."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


def is_practice(setup: Setup) -> bool:
    """Recorded in the journal: at least one human seat, and alone or with at least one bot."""
    seats = setup.seats
    has_human = any(not s.bot for s in seats)
    return has_human and (len(seats) == 1 or any(s.bot for s in seats))


def player_seat(setup: Setup) -> int | None:
    """The journal's player: the first human seat (None when bots play every seat)."""
    return next((i for i, s in enumerate(setup.seats) if not s.bot), None)


# bot levels (engine/bots LEVELS) as the journal records them: apart from the solo difficulties
# "easy" and "hard"; the Normal level is the greedy bot, recorded "greedy" as it always was
BOT_DIFFICULTY = {"easy": "easy_bots", "hard": "hard_bots", "expert": "expert_bots"}


def difficulty_of(setup: Setup) -> str:
    """What the player was up against: the solo difficulty of Rook & Raiders ("easy", "normal",
    "hard"), else the bots' levels ("greedy" for Normal, "random", "easy_bots", "hard_bots",
    "expert_bots", joined by "+" when mixed, such as "greedy+random"), else "solo" (one seat, no
    bot, no difficulty)."""
    solo = setup.options.get("solo_difficulty")
    if solo:
        return str(solo)
    bots = sorted({BOT_DIFFICULTY.get(s.bot, s.bot) for s in setup.seats if s.bot})
    return "+".join(bots) if bots else "solo"


def _option_text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, (list, tuple)):
        return "+".join(str(v) for v in value)
    return str(value)


def variant_of(game: Game[Any, Any], options: dict[str, Any]) -> str:
    """The game's variant in a word: the values of the options the game declares
    (``setup_options``, the new-game dialog's choices), their default when absent, "" for "off".
    Rook & Raiders "level_up_2", Roguelight "advanced", The Last Spell "gildenberg_1"."""
    parts = []
    for key, _label, choices in game.setup_options:
        if key in options:
            value = options[key]
        elif key != "variants" and options.get("variants"):  # the command line's --variant
            value = options["variants"]
        else:
            value = choices[0][1] if choices else None
        text = _option_text(value)
        if text:
            parts.append(text)
    return ";".join(parts)


def _seat_score(
    game: Game[Any, Any], state: Any, result: Result, seat: int | None, names: list[str]
) -> tuple[float | None, dict[str, Any]]:
    """The player's score and every score: the game's ``score_summary`` when it has one (keyed by
    names, or by what a cooperative game counts), else ``Result.scores`` (keyed by seat)."""
    summary: dict[str, Any] = {}
    if state is not None:
        try:
            summary = {str(k): v for k, v in dict(game.score_summary(state)).items() if isinstance(v, (int, float))}
        except Exception:  # noqa: BLE001 - a score is a nicety: recording must not fail on it
            summary = {}
    if not summary and result.scores:
        summary = {names[int(k)] if 0 <= int(k) < len(names) else str(k): v for k, v in result.scores.items()}
    score: float | None = None
    if seat is not None and seat in result.scores:
        score = float(result.scores[seat])
    elif seat is not None and seat < len(names) and names[seat] in summary:
        score = float(summary[names[seat]])
    elif summary and not set(summary) & set(names):  # cooperative: the game's own figures
        score = float(next(iter(summary.values())))
    return score, summary


def seat_score(game: Game[Any, Any], state: Any, result: Result, seat: int, names: list[str]) -> float | None:
    """The score the journal records for `seat` of a finished game (a team's figure in a cooperative game)."""
    return _seat_score(game, state, result, seat, names)[0]


def outcome_of(result: Result, seat: int | None) -> str:
    if result.draw:
        return "draw"
    return "won" if seat is not None and seat in result.winners else "lost"


def make_record(
    game: Game[Any, Any],
    setup: Setup,
    seed: int,
    result: Result,
    state: Any = None,
    *,
    duration: float = 0.0,
    played_at: str | None = None,
) -> GameRecord:
    """The journal's record of a finished game."""
    seat = player_seat(setup)
    names = [s.name or f"Player {i + 1}" for i, s in enumerate(setup.seats)]
    score, scores = _seat_score(game, state, result, seat, names)
    challenge_day = setup.options.get(CHALLENGE_OPTION)
    challenge = bool(challenge_day) and is_challenge(game.game_id, setup, seed)
    return GameRecord(
        game_id=game.game_id,
        seed=int(seed),
        outcome=outcome_of(result, seat),
        duration=max(0.0, float(duration)),
        played_at=played_at or now_iso(),
        seats=[s.model_dump(mode="json") for s in setup.seats],
        player_seat=seat,
        variant=variant_of(game, setup.options),
        options={k: v for k, v in setup.options.items() if k != CHALLENGE_OPTION},
        difficulty=difficulty_of(setup),
        winners=list(result.winners),
        score=score,
        scores=scores,
        title=result.title or "",
        reason=result.reason or "",
        challenge=challenge,
        challenge_date=str(challenge_day) if challenge else None,
    )


# --- the daily challenge ----------------------------------------------------------------------

# Each game's plan (`challenge`): the seats besides the player (bot names) and the fixed options.
# Everyone who plays a game's challenge on the same day gets the same seed, hence the same dice,
# cards and bot moves.


def challenge_seed(game_id: str, day: date | str) -> int:
    """The seed of `game_id`'s challenge on `day`: sha256("<game_id>:<YYYY-MM-DD>"), 31 bits."""
    text = day if isinstance(day, str) else day.isoformat()
    digest = hashlib.sha256(f"{game_id}:{text}".encode()).digest()
    return int.from_bytes(digest[:4], "big") & 0x7FFFFFFF or 1


def challenge_setup(game: Game[Any, Any], day: date | str, player_name: str = "You") -> tuple[Setup, int]:
    """The challenge of the day: fixed seats (the player, then the bots) and options, and the seed."""
    text = day if isinstance(day, str) else day.isoformat()
    plan = game.challenge
    if plan is None:  # a game without its own plan: alone if it allows it, else against greedy bots
        bots = () if game.min_players <= 1 else ("greedy",) * (game.min_players - 1)
        defaults = {
            key: choices[0][1] for key, _label, choices in game.setup_options if choices and choices[0][1] is not None
        }
        plan = ChallengePlan(bots, defaults)
    seats = [SeatSetup(name=player_name)]
    seats += [SeatSetup(name=f"Bot {i + 1}", bot=bot) for i, bot in enumerate(plan.bots)]
    options = dict(plan.options)
    options[CHALLENGE_OPTION] = text
    return Setup(seats=seats, options=options), challenge_seed(game.game_id, text)


def is_challenge(game_id: str, setup: Setup, seed: int) -> bool:
    """A game is a daily challenge when it carries a challenge date and that date's seed."""
    day = setup.options.get(CHALLENGE_OPTION)
    if not day:
        return False
    try:
        return int(seed) == challenge_seed(game_id, str(day))
    except (TypeError, ValueError):
        return False


# --- filters and pure helpers for the statistics ----------------------------------------------


@dataclass(frozen=True)
class Filters:
    """Which games a query counts. None means "any"; dates are inclusive "YYYY-MM-DD"."""

    game_id: str | None = None
    variant: str | None = None
    difficulty: str | None = None
    since: str | None = None
    until: str | None = None
    challenge_only: bool = False

    def where(self) -> tuple[str, list[Any]]:
        clauses, params = [], []
        if self.game_id is not None:
            clauses.append("game_id = ?")
            params.append(self.game_id)
        if self.variant is not None:
            clauses.append("variant = ?")
            params.append(self.variant)
        if self.difficulty is not None:
            clauses.append("difficulty = ?")
            params.append(self.difficulty)
        if self.since:
            clauses.append("played_at >= ?")
            params.append(str(self.since)[:10])
        if self.until:
            clauses.append("played_at < ?")  # before the day after `until`
            params.append((date.fromisoformat(str(self.until)[:10]) + timedelta(days=1)).isoformat())
        if self.challenge_only:
            clauses.append("challenge = 1")
        return (" WHERE " + " AND ".join(clauses)) if clauses else "", params

    def with_(self, **changes: Any) -> Filters:
        return replace(self, **changes)


def period_start(days: int | None, today: date | None = None) -> str | None:
    """The first day of the last `days` days (today included), or None for all time."""
    if not days:
        return None
    today = today or date.today()
    return (today - timedelta(days=days - 1)).isoformat()


def rolling_win_rate(outcomes: Sequence[str], window: int = 10) -> list[float]:
    """After each game, the share of wins (a draw counts half) over the last `window` games."""
    rates, points = [], []
    for outcome in outcomes:
        points.append(1.0 if outcome == "won" else 0.5 if outcome == "draw" else 0.0)
        recent = points[-window:]
        rates.append(sum(recent) / len(recent))
    return rates


def histogram(values: Sequence[float], max_bins: int = 12) -> list[tuple[float, float, int]]:
    """(low, high, count) bins covering `values`: one bin per whole number when the range is
    small, else `max_bins` bins of equal width. High is exclusive except for the last bin."""
    if not values:
        return []
    low, high = min(values), max(values)
    integral = all(float(v).is_integer() for v in values)
    if integral and high - low + 1 <= max_bins:
        width = 1.0
        bins = int(high - low) + 1
    else:
        if integral:
            width = float(math.ceil((high - low + 1) / max_bins))
            bins = math.ceil((high - low + 1) / width)
        else:
            bins = max_bins if high > low else 1
            width = (high - low) / bins if high > low else 1.0
    counts = [0] * bins
    for v in values:
        index = min(int((v - low) // width), bins - 1)
        counts[index] += 1
    return [(low + i * width, low + (i + 1) * width, counts[i]) for i in range(bins)]


# --- the journal ------------------------------------------------------------------------------


def _is_corruption(exc: BaseException) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (11, 26)  # SQLITE_CORRUPT, SQLITE_NOTADB
    text = str(exc).lower()
    return "malformed" in text or "not a database" in text or "corrupt" in text


class Journal:
    """The practice journal at `path` (created on first use). Use from one thread."""

    def __init__(self, path: Path | str):
        self.path = Path(path)
        self.notices: list[JournalNotice] = []
        self.set_aside: list[Path] = []  # files moved away (kept for the player to inspect)
        self.in_memory = False  # the folder cannot hold a journal: this session keeps it in memory
        self._conn: sqlite3.Connection | None = None
        self._open()

    @classmethod
    def memory(cls) -> Journal:
        """A journal kept in memory only (for windows that must not write the data folder)."""
        return cls(":memory:")

    # --- opening -------------------------------------------------------------------------
    def _connect(self, target: str | Path) -> sqlite3.Connection:
        conn = sqlite3.connect(str(target), isolation_level=None, timeout=5.0)
        conn.row_factory = sqlite3.Row
        return conn

    def _prepare(self, conn: sqlite3.Connection) -> None:
        """Check the file, create or migrate the schema. Raises sqlite3.DatabaseError or _Unusable."""
        conn.execute("PRAGMA journal_mode=WAL").fetchone()
        conn.execute("PRAGMA synchronous=FULL")
        check = conn.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise _Unusable(str(check))
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if version == 0:
            if tables:
                raise _Unusable("not a practice journal")
            with self._transaction(conn):
                for statement in _statements(SCHEMA_V1 + MIGRATE_1_TO_2):
                    conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            return
        if version > SCHEMA_VERSION:
            raise _Unusable(f"made by a newer version of the app (journal schema {version})")
        if "games" not in tables:
            raise _Unusable("the games table is missing")
        if version < SCHEMA_VERSION:
            migrate(conn, version)
        columns = {r[1] for r in conn.execute("PRAGMA table_info(games)")}
        missing = [c for c in COLUMNS if c not in columns]
        if missing:
            raise _Unusable("missing columns: " + ", ".join(missing))

    def _open(self) -> None:
        if str(self.path) == ":memory:":
            self.in_memory = True
            self._conn = self._connect(":memory:")
            self._prepare(self._conn)
            return
        with suppress(OSError):
            self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = None
        try:
            conn = self._connect(self.path)
            self._prepare(conn)
        except (sqlite3.DatabaseError, _Unusable) as exc:
            if conn is not None:
                conn.close()
            conn = None
            if isinstance(exc, sqlite3.OperationalError) and not _is_corruption(exc):
                # locked by another copy of the app, a read-only folder...: the file may be fine,
                # so it is left where it is and this session keeps its games in memory
                self._start_in_memory(str(exc))
                return
            why = exc.why if isinstance(exc, _Unusable) else str(exc)
            if not self._recover(why):
                return
            try:
                conn = self._connect(self.path)
                self._prepare(conn)
            except (sqlite3.DatabaseError, _Unusable) as again:
                if conn is not None:
                    conn.close()
                self._start_in_memory(str(again))
                return
        self._conn = conn

    def _recover(self, why: str) -> bool:
        """Set the unusable journal aside and say so. False when it could not be moved."""
        try:
            aside = self._move_aside()
        except OSError as exc:
            self._start_in_memory(f"{why}; {exc}")
            return False
        self.notices.append(
            JournalNotice(
                QT_TRANSLATE_NOOP(
                    "Journal",
                    "The practice journal could not be read ({reason}). It was set aside as {aside} "
                    "(nothing was deleted) and a new journal was started. Your game is not affected.",
                ),
                reason=why,
                aside=str(aside),
            )
        )
        return True

    def _move_aside(self) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        base = self.path.with_name(f"{self.path.stem}.unreadable-{stamp}{self.path.suffix}")
        counter = 1
        while base.exists():
            counter += 1
            base = self.path.with_name(f"{self.path.stem}.unreadable-{stamp}-{counter}{self.path.suffix}")
        os.replace(self.path, base)
        self.set_aside.append(base)
        for extra in ("-wal", "-shm"):
            companion = Path(str(self.path) + extra)
            if companion.exists():
                target = Path(str(base) + extra)
                os.replace(companion, target)
                self.set_aside.append(target)
        return base

    def _start_in_memory(self, why: str) -> None:
        self.in_memory = True
        conn = self._connect(":memory:")
        with self._transaction(conn):
            for statement in _statements(SCHEMA_V1 + MIGRATE_1_TO_2):
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        self._conn = conn
        self.notices.append(
            JournalNotice(
                QT_TRANSLATE_NOOP(
                    "Journal",
                    "The practice journal {path} cannot be used ({reason}). The games of this session "
                    "are kept in memory only. Your game is not affected.",
                ),
                path=str(self.path),
                reason=why,
            )
        )

    @staticmethod
    @contextmanager
    def _transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
        """BEGIN IMMEDIATE ... COMMIT; any exception rolls everything back."""
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
        except BaseException:
            with suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    @property
    def conn(self) -> sqlite3.Connection:
        if self._conn is None:
            raise JournalError(QT_TRANSLATE_NOOP("Journal", "The practice journal is closed"))
        return self._conn

    @property
    def is_open(self) -> bool:
        return self._conn is not None

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def take_notices(self) -> list[JournalNotice]:
        """The notices not yet shown (and forget them)."""
        notices, self.notices = self.notices, []
        return notices

    @property
    def schema_version(self) -> int:
        return int(self.conn.execute("PRAGMA user_version").fetchone()[0])

    # --- writing ---------------------------------------------------------------------------
    def _insert(self, conn: sqlite3.Connection, record: GameRecord) -> int:
        placeholders = ", ".join("?" for _ in COLUMNS)
        cursor = conn.execute(f"INSERT INTO games ({', '.join(COLUMNS)}) VALUES ({placeholders})", record.row())
        row_id = cursor.lastrowid
        assert row_id is not None  # set by every INSERT
        return row_id

    def record(self, record: GameRecord) -> int:
        """Write one finished game in its own transaction; returns its id. A journal found damaged
        now is set aside (with a notice) and the game is written to a fresh one. Other failures
        (a full disk, a read-only folder) raise JournalError; nothing half-written remains."""
        for attempt in range(2):
            try:
                with self._transaction(self.conn) as conn:
                    row_id = self._insert(conn, record)
                record.id = row_id
                return row_id
            except sqlite3.DatabaseError as exc:
                if attempt == 0 and _is_corruption(exc) and not self.in_memory:
                    self.close()
                    if self._recover(str(exc)):
                        self._open_fresh_after_recovery()
                    continue
                raise JournalError(
                    QT_TRANSLATE_NOOP(
                        "Journal",
                        "This game could not be written to the practice journal ({error}). Your game is not affected.",
                    ),
                    error=str(exc),
                ) from exc
        raise JournalError(QT_TRANSLATE_NOOP("Journal", "This game could not be written to the practice journal"))

    def _open_fresh_after_recovery(self) -> None:
        try:
            conn = self._connect(self.path)
            self._prepare(conn)
            self._conn = conn
        except (sqlite3.DatabaseError, _Unusable) as exc:
            self._start_in_memory(str(exc))

    def record_many(self, records: Sequence[GameRecord]) -> None:
        """Import several records in one transaction (all or none)."""
        with self._transaction(self.conn) as conn:
            for record in records:
                record.id = self._insert(conn, record)

    # --- reading ---------------------------------------------------------------------------
    def records(self, filters: Filters = Filters(), limit: int | None = None) -> list[GameRecord]:
        """The games, oldest first (with `limit`: the most recent `limit`, still oldest first)."""
        where, params = filters.where()
        if limit is None:
            rows = self.conn.execute(f"SELECT * FROM games{where} ORDER BY played_at, id", params).fetchall()
        else:
            rows = self.conn.execute(
                f"SELECT * FROM (SELECT * FROM games{where} ORDER BY played_at DESC, id DESC "
                f"LIMIT ?) ORDER BY played_at, id",
                [*params, int(limit)],
            ).fetchall()
        return [GameRecord.from_row(r) for r in rows]

    def count(self, filters: Filters = Filters()) -> int:
        where, params = filters.where()
        return int(self.conn.execute(f"SELECT COUNT(*) FROM games{where}", params).fetchone()[0])

    def summary(self, filters: Filters = Filters()) -> dict[str, Any]:
        """games, won, lost, draw, win_rate (0..1 or None), best (the highest score, the lowest in
        a game where lower is better) and mean score, total seconds."""
        where, params = filters.where()
        best = "MIN(score)" if lower_is_better(filters.game_id) else "MAX(score)"
        row = self.conn.execute(
            "SELECT COUNT(*) AS games, SUM(outcome = 'won') AS won, SUM(outcome = 'lost') AS lost, "
            f"SUM(outcome = 'draw') AS draw, {best} AS best, AVG(score) AS mean, SUM(duration) AS seconds "
            f"FROM games{where}",
            params,
        ).fetchone()
        games = int(row["games"] or 0)
        won, draw = int(row["won"] or 0), int(row["draw"] or 0)
        return {
            "games": games,
            "won": won,
            "lost": int(row["lost"] or 0),
            "draw": draw,
            "win_rate": (won + draw / 2) / games if games else None,
            "best": row["best"],
            "mean": row["mean"],
            "seconds": float(row["seconds"] or 0.0),
        }

    def results_over_time(self, filters: Filters = Filters()) -> list[tuple[str, str]]:
        """(played_at, outcome) per game, oldest first."""
        where, params = filters.where()
        return [
            (r[0], r[1])
            for r in self.conn.execute(f"SELECT played_at, outcome FROM games{where} ORDER BY played_at, id", params)
        ]

    def scores_over_time(self, filters: Filters = Filters()) -> list[tuple[str, float]]:
        """(played_at, score) per game that has a score, oldest first."""
        where, params = filters.where()
        where = f"{where} AND score IS NOT NULL" if where else " WHERE score IS NOT NULL"
        return [
            (r[0], float(r[1]))
            for r in self.conn.execute(f"SELECT played_at, score FROM games{where} ORDER BY played_at, id", params)
        ]

    def win_rate_by_difficulty(self, filters: Filters = Filters()) -> list[tuple[str, int, int, int]]:
        """(difficulty, games, won, draw) per difficulty, by name."""
        where, params = filters.where()
        return [
            (r[0], int(r[1]), int(r[2] or 0), int(r[3] or 0))
            for r in self.conn.execute(
                f"SELECT difficulty, COUNT(*), SUM(outcome = 'won'), SUM(outcome = 'draw') FROM games{where} "
                "GROUP BY difficulty ORDER BY difficulty",
                params,
            )
        ]

    def score_distribution(self, filters: Filters = Filters(), max_bins: int = 12) -> list[tuple[float, float, int]]:
        return histogram([s for _, s in self.scores_over_time(filters)], max_bins)

    def titles(self, filters: Filters = Filters()) -> list[tuple[str, int]]:
        """(title, count) of the titles earned, most frequent first."""
        where, params = filters.where()
        where = f"{where} AND title != ''" if where else " WHERE title != ''"
        return [
            (r[0], int(r[1]))
            for r in self.conn.execute(
                f"SELECT title, COUNT(*) FROM games{where} GROUP BY title ORDER BY COUNT(*) DESC, title", params
            )
        ]

    def distinct(self, column: str, filters: Filters = Filters()) -> list[str]:
        """The values of `column` ("variant", "difficulty", "game_id") in the games counted."""
        if column not in ("variant", "difficulty", "game_id", "title"):
            raise ValueError(column)
        where, params = filters.where()
        return [
            r[0] for r in self.conn.execute(f"SELECT DISTINCT {column} FROM games{where} ORDER BY {column}", params)
        ]

    def challenge_results(self, game_id: str, day: date | str) -> list[GameRecord]:
        """The challenge of `day` for `game_id`, every try, best first (a win before a draw before a
        loss, then the better score (higher, or lower where lower is better), then the quicker game)."""
        text = day if isinstance(day, str) else day.isoformat()
        rows = self.conn.execute(
            "SELECT * FROM games WHERE challenge = 1 AND challenge_date = ? AND game_id = ?", (text, game_id)
        ).fetchall()
        records = [GameRecord.from_row(r) for r in rows]
        rank = {"won": 0, "draw": 1, "lost": 2}
        sign = 1 if lower_is_better(game_id) else -1
        records.sort(
            key=lambda r: (rank.get(r.outcome, 3), sign * r.score if r.score is not None else math.inf, r.duration)
        )
        return records

    def best_challenge(self, game_id: str, day: date | str) -> GameRecord | None:
        results = self.challenge_results(game_id, day)
        return results[0] if results else None


def _statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(";") if s.strip()]


def migrate(conn: sqlite3.Connection, version: int) -> None:
    """Bring a journal from `version` to SCHEMA_VERSION, in one transaction (all or nothing)."""
    steps = {1: MIGRATE_1_TO_2}
    with Journal._transaction(conn):
        while version < SCHEMA_VERSION:
            script = steps.get(version)
            if script is None:
                raise _Unusable(f"no migration from journal schema {version}")
            for statement in _statements(script):
                conn.execute(statement)
            version += 1
            conn.execute(f"PRAGMA user_version = {version}")


def create_v1(path: Path | str) -> sqlite3.Connection:
    """A journal in the previous schema (version 1), for tests of the migration."""
    conn = sqlite3.connect(str(path), isolation_level=None)
    conn.row_factory = sqlite3.Row
    for statement in _statements(SCHEMA_V1):
        conn.execute(statement)
    conn.execute("PRAGMA user_version = 1")
    return conn
