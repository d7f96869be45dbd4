"""The practice journal (engine/core/journal.py): round trip, migration from the previous schema,
crash safety, a damaged journal set aside and reported, the statistics queries and filters, and
the daily challenge's seed and set-up. No Qt."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
from datetime import date

import pytest

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core import journal as jmod
from rookraiders_desktop.engine.core.game import Result, SeatSetup, Setup
from rookraiders_desktop.engine.core.journal import (
    SCHEMA_VERSION,
    Filters,
    GameRecord,
    Journal,
    JournalError,
    challenge_seed,
    challenge_setup,
    create_v1,
    difficulty_of,
    histogram,
    is_challenge,
    is_practice,
    make_record,
    period_start,
    rolling_win_rate,
    variant_of,
)
from rookraiders_desktop.engine.core.session import Session
from rookraiders_desktop.engine.registry import GAMES


def rec(**changes) -> GameRecord:
    base = dict(
        game_id="roguelight",
        seed=7,
        outcome="won",
        duration=600.0,
        played_at="2025-03-01T10:00:00+09:00",
        seats=[{"name": "Alice", "bot": None}],
        variant="basic",
        options={"map": "basic"},
        difficulty="solo",
        winners=[0],
        score=42.0,
        scores={"Alice": 42},
        title="soldier",
        reason="RL-17.1: solo score 42",
    )
    base.update(changes)
    return GameRecord(**base)


@pytest.fixture
def journal(tmp_path):
    j = Journal(tmp_path / "journal.sqlite3")
    yield j
    j.close()


# --- round trip and schema ---------------------------------------------------------------------


def test_new_journal_has_the_current_schema_wal_and_full_sync(journal):
    assert journal.schema_version == SCHEMA_VERSION == 2
    assert journal.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert journal.conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert journal.notices == []


def test_round_trip_keeps_every_field(tmp_path):
    path = tmp_path / "journal.sqlite3"
    j = Journal(path)
    original = rec(
        challenge=True,
        challenge_date="2025-03-01",
        scores={"Alice": 42, "Bob": 40},
        seats=[{"name": "Alice", "bot": None}, {"name": "Bob", "bot": "greedy"}],
        player_seat=0,
    )
    row_id = j.record(original)
    j.close()
    again = Journal(path)
    [back] = again.records()
    assert back.id == row_id
    assert back == original
    again.close()


def test_make_record_from_a_real_finished_game():
    game = GAMES["roguelight"]
    setup = Setup(seats=[SeatSetup(name="Alice")], options={"map": "advanced"})
    session = Session(game, setup, 5, keep_snapshots=False)
    bot = make_bot("greedy", 1, game.game_id)
    while game.result(session.state) is None:
        session.submit(decide(bot, game, session.state, 0))
    result = game.result(session.state)
    record = make_record(game, setup, 5, result, session.state, duration=12.5, played_at="2025-01-02T03:04:05+00:00")
    assert record.game_id == "roguelight" and record.seed == 5 and record.variant == "advanced"
    assert record.difficulty == "solo" and record.player_seat == 0
    assert record.outcome == ("won" if 0 in result.winners else "lost")
    assert record.title == result.title != ""
    assert record.score == result.scores[0] == record.scores["Alice"]
    assert record.duration == 12.5 and record.challenge is False


def test_outcome_score_and_difficulty_for_bot_games():
    game = GAMES["rook_raiders"]
    setup = Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Bot", bot="greedy")])
    result = Result(winners=[1], scores={0: 5.0, 1: 7.0})
    record = make_record(game, setup, 3, result)
    assert (record.outcome, record.score, record.difficulty, record.variant) == ("lost", 5.0, "greedy", "")
    assert record.scores == {"Ann": 5.0, "Bot": 7.0}
    assert make_record(game, setup, 3, Result(draw=True)).outcome == "draw"
    solo = Setup(seats=[SeatSetup(name="Ann")], options={"solo_difficulty": "hard", "variants": ["level_up_2"]})
    assert difficulty_of(solo) == "hard" and variant_of(game, solo.options) == "level_up_2"
    mixed = Setup(seats=[SeatSetup(name="A"), SeatSetup(name="B", bot="random"), SeatSetup(name="C", bot="greedy")])
    assert difficulty_of(mixed) == "greedy+random"
    assert variant_of(GAMES["last_spell"], {}) == "intro"  # the default night
    assert variant_of(GAMES["roguelight"], {"variants": ["advanced"]}) == "advanced"  # the command line's form


def test_what_is_practice():
    human, bot = SeatSetup(name="A"), SeatSetup(name="B", bot="greedy")
    assert is_practice(Setup(seats=[human]))
    assert is_practice(Setup(seats=[human, bot]))
    assert not is_practice(Setup(seats=[human, SeatSetup(name="C")]))  # hot-seat, people only
    assert not is_practice(Setup(seats=[bot, SeatSetup(name="D", bot="random")]))  # nobody practising


# --- migration -------------------------------------------------------------------------------


def test_migration_from_the_previous_schema_keeps_the_games(tmp_path):
    path = tmp_path / "journal.sqlite3"
    old = create_v1(path)
    old.execute(
        "INSERT INTO games (game_id, variant, options, difficulty, seats, player_seat, seed, outcome, winners, "
        "score, scores, duration, played_at) VALUES ('rook_raiders', '', '{}', 'greedy', "
        "'[{\"name\":\"A\",\"bot\":null}]', 0, 11, 'won', '[0]', 6, '{\"A\":6}', 95.5, "
        "'2024-12-31T20:00:00+01:00')"
    )
    old.close()
    j = Journal(path)
    assert j.schema_version == 2 and j.notices == []
    [game] = j.records()
    assert (game.game_id, game.seed, game.outcome, game.score, game.duration) == ("rook_raiders", 11, "won", 6.0, 95.5)
    assert (game.title, game.reason, game.challenge, game.challenge_date) == ("", "", False, None)
    j.record(rec(title="king", challenge=True, challenge_date="2025-03-01"))  # the new columns work
    assert [r.title for r in j.records()] == ["", "king"]
    indexes = {r[0] for r in j.conn.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert {"games_by_game", "games_by_challenge"} <= indexes
    j.close()


def test_a_failed_migration_changes_nothing(tmp_path, monkeypatch):
    path = tmp_path / "journal.sqlite3"
    old = create_v1(path)
    old.close()
    monkeypatch.setattr(jmod, "MIGRATE_1_TO_2", jmod.MIGRATE_1_TO_2 + "; THIS IS NOT SQL")
    conn = sqlite3.connect(path, isolation_level=None)
    with pytest.raises(sqlite3.OperationalError):
        jmod.migrate(conn, 1)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    assert "title" not in {r[1] for r in conn.execute("PRAGMA table_info(games)")}
    conn.close()


# --- crash safety ------------------------------------------------------------------------------


def test_an_exception_inside_the_write_leaves_the_journal_as_it_was(journal, monkeypatch):
    journal.record(rec(seed=1))
    original = Journal._insert

    def insert_then_fail(self, conn, record):
        original(self, conn, record)  # the row is written inside the transaction ...
        raise RuntimeError("power cut")  # ... and the transaction never commits

    monkeypatch.setattr(Journal, "_insert", insert_then_fail)
    with pytest.raises(RuntimeError):
        journal.record(rec(seed=2))
    monkeypatch.undo()
    assert [r.seed for r in journal.records()] == [1]
    assert journal.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    journal.record(rec(seed=3))  # and it goes on working
    assert [r.seed for r in journal.records()] == [1, 3]


def test_record_many_is_all_or_nothing(journal):
    with pytest.raises(sqlite3.IntegrityError):
        journal.record_many([rec(seed=1), rec(seed=2, outcome="maybe")])  # the CHECK fails on the second
    assert journal.count() == 0


def test_a_process_killed_in_the_middle_of_a_write_loses_only_that_write(tmp_path):
    path = tmp_path / "journal.sqlite3"
    j = Journal(path)
    j.record(rec(seed=1))
    j.close()
    script = textwrap.dedent(f"""
        import os
        from rookraiders_desktop.engine.core.journal import Journal, GameRecord
        j = Journal({str(path)!r})
        j.conn.execute("BEGIN IMMEDIATE")
        record = GameRecord(game_id="roguelight", seed=2, outcome="won", duration=1.0, played_at="2025-01-01T00:00:00")
        j._insert(j.conn, record)
        os._exit(9)  # killed before COMMIT
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 9, done.stderr
    again = Journal(path)
    assert again.notices == []
    assert [r.seed for r in again.records()] == [1]
    assert again.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    again.record(rec(seed=3))
    assert again.count() == 2
    again.close()


# --- a damaged journal ---------------------------------------------------------------------------


def test_a_corrupt_journal_is_set_aside_reported_and_replaced(tmp_path):
    path = tmp_path / "journal.sqlite3"
    path.write_bytes(b"this is not a database, just some bytes " * 50)
    damaged = path.read_bytes()
    j = Journal(path)
    [notice] = j.take_notices()
    assert "set aside" in notice.message and "not affected" in notice.message
    [aside] = j.set_aside
    assert aside.exists() and aside.read_bytes() == damaged  # kept, never deleted
    assert aside.name.startswith("journal.unreadable-") and aside.suffix == ".sqlite3"
    assert str(aside) in notice.message
    assert j.count() == 0 and j.schema_version == 2
    j.record(rec())
    assert j.count() == 1
    j.close()


def test_a_journal_damaged_inside_is_set_aside(tmp_path):
    path = tmp_path / "journal.sqlite3"
    j = Journal(path)
    j.record_many([rec(seed=i, reason="x" * 3000) for i in range(40)])
    j.close()
    data = bytearray(path.read_bytes())
    for offset in range(4096, len(data), 4096):  # scribble over every page after the first
        data[offset + 8 : offset + 200] = b"\xff" * 192
    path.write_bytes(bytes(data))
    again = Journal(path)
    assert again.set_aside and again.notices
    assert again.count() == 0
    again.close()


@pytest.mark.parametrize("why", ["foreign", "newer"])
def test_a_foreign_or_newer_database_is_set_aside_not_used(tmp_path, why):
    path = tmp_path / "journal.sqlite3"
    conn = sqlite3.connect(path)
    if why == "foreign":
        conn.execute("CREATE TABLE recipes (name TEXT)")
    else:
        conn.execute("CREATE TABLE games (id INTEGER PRIMARY KEY)")
        conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()
    j = Journal(path)
    [notice] = j.notices
    assert ("newer version" in notice.message) == (why == "newer")
    assert j.set_aside[0].exists() and j.count() == 0
    j.close()


def test_corruption_found_while_writing_sets_aside_and_still_records_the_game(journal, monkeypatch):
    journal.record(rec(seed=1))
    calls = []
    original = Journal._insert

    def corrupt_once(self, conn, record):
        if not calls:
            calls.append(1)
            raise sqlite3.DatabaseError("database disk image is malformed")
        return original(self, conn, record)

    monkeypatch.setattr(Journal, "_insert", corrupt_once)
    journal.record(rec(seed=2))
    assert [r.seed for r in journal.records()] == [2]  # the game in progress is not lost
    assert journal.set_aside and "set aside" in journal.take_notices()[0].message


def test_a_failed_write_that_is_not_corruption_raises_a_journal_error(journal, monkeypatch):
    def full(self, conn, record):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(Journal, "_insert", full)
    with pytest.raises(JournalError) as info:
        journal.record(rec())
    assert "disk is full" in str(info.value) and "not affected" in str(info.value)
    assert not journal.set_aside


def test_an_unwritable_folder_keeps_the_games_in_memory(tmp_path):
    folder = tmp_path / "file_not_folder"
    folder.write_text("x")
    j = Journal(folder / "journal.sqlite3")
    assert j.in_memory and j.notices
    j.record(rec())
    assert j.count() == 1
    assert folder.read_text() == "x"


# --- queries -------------------------------------------------------------------------------------


@pytest.fixture
def filled(journal):
    records = [
        rec(seed=1, played_at="2025-03-01T10:00:00+09:00", outcome="won", score=40, difficulty="solo", title="soldier"),
        rec(
            seed=2, played_at="2025-03-02T10:00:00+09:00", outcome="lost", score=30, difficulty="solo", title="familiar"
        ),
        rec(
            seed=3,
            played_at="2025-03-05T10:00:00+09:00",
            outcome="won",
            score=55,
            difficulty="solo",
            title="soldier",
            variant="advanced",
            challenge=True,
            challenge_date="2025-03-05",
        ),
        rec(
            seed=4,
            played_at="2025-03-05T12:00:00+09:00",
            outcome="lost",
            score=50,
            difficulty="solo",
            title="soldier",
            variant="advanced",
            challenge=True,
            challenge_date="2025-03-05",
        ),
        rec(
            seed=5,
            game_id="rook_raiders",
            played_at="2025-03-03T10:00:00+09:00",
            outcome="won",
            score=6,
            difficulty="greedy",
            title="",
        ),
        rec(
            seed=6,
            game_id="rook_raiders",
            played_at="2025-03-04T10:00:00+09:00",
            outcome="draw",
            score=4,
            difficulty="random",
            title="",
        ),
        rec(
            seed=7,
            game_id="rook_raiders",
            played_at="2025-03-06T10:00:00+09:00",
            outcome="lost",
            score=12,
            difficulty="greedy",
            title="",
        ),
    ]
    journal.record_many(records)
    return journal


def test_filters(filled):
    rl = Filters(game_id="roguelight")
    assert filled.count() == 7 and filled.count(rl) == 4
    assert [r.seed for r in filled.records(rl.with_(variant="advanced"))] == [3, 4]
    assert filled.count(Filters(game_id="rook_raiders", difficulty="greedy")) == 2
    assert [r.seed for r in filled.records(rl.with_(since="2025-03-02", until="2025-03-04"))] == [2]
    assert [r.seed for r in filled.records(rl.with_(until="2025-03-05"))] == [1, 2, 3, 4]  # the whole last day
    assert [r.seed for r in filled.records(rl.with_(challenge_only=True))] == [3, 4]
    assert [r.seed for r in filled.records(limit=2)] == [4, 7]  # the latest two, oldest first
    assert filled.distinct("variant", rl) == ["advanced", "basic"]
    assert filled.distinct("difficulty", Filters(game_id="rook_raiders")) == ["greedy", "random"]


def test_statistics_queries(filled):
    rl = Filters(game_id="roguelight")
    assert filled.results_over_time(rl) == [
        ("2025-03-01T10:00:00+09:00", "won"),
        ("2025-03-02T10:00:00+09:00", "lost"),
        ("2025-03-05T10:00:00+09:00", "won"),
        ("2025-03-05T12:00:00+09:00", "lost"),
    ]
    assert [s for _, s in filled.scores_over_time(rl)] == [40, 30, 55, 50]
    assert filled.titles(rl) == [("soldier", 3), ("familiar", 1)]
    assert filled.titles(Filters(game_id="rook_raiders")) == []
    rr = Filters(game_id="rook_raiders")
    assert filled.win_rate_by_difficulty(rr) == [("greedy", 2, 1, 0), ("random", 1, 0, 1)]
    summary = filled.summary(rr)
    assert (summary["games"], summary["won"], summary["lost"], summary["draw"]) == (3, 1, 1, 1)
    assert summary["win_rate"] == pytest.approx(0.5)
    assert summary["best"] == 4  # a threat total: lower is better
    assert filled.summary(rl)["best"] == 55
    assert sum(count for _, _, count in filled.score_distribution(rl)) == 4


def test_challenge_best_of_the_day(filled):
    best = filled.best_challenge("roguelight", "2025-03-05")
    assert best.seed == 3  # won beats lost
    assert filled.best_challenge("roguelight", date(2025, 3, 6)) is None
    assert len(filled.challenge_results("roguelight", "2025-03-05")) == 2


def test_pure_helpers():
    assert rolling_win_rate(["won", "lost", "won", "draw"], window=2) == [1.0, 0.5, 0.5, 0.75]
    assert histogram([]) == []
    assert histogram([3, 3, 5]) == [(3, 4, 2), (4, 5, 0), (5, 6, 1)]
    wide = histogram(list(range(0, 100)), max_bins=10)
    assert len(wide) == 10 and sum(c for _, _, c in wide) == 100
    floats = histogram([0.5, 1.5, 2.25])
    assert sum(c for _, _, c in floats) == 3
    assert period_start(7, date(2025, 3, 10)) == "2025-03-04" and period_start(None) is None


# --- the daily challenge -------------------------------------------------------------------------


def test_challenge_seed_is_the_same_for_the_same_day_and_differs_across_days_and_games():
    day = date(2025, 3, 5)
    assert challenge_seed("roguelight", day) == challenge_seed("roguelight", "2025-03-05")
    assert challenge_seed("roguelight", day) != challenge_seed("roguelight", date(2025, 3, 6))
    assert challenge_seed("roguelight", day) != challenge_seed("rook_raiders", day)
    seeds = {challenge_seed(g, date(2025, 1, d)) for g in GAMES for d in range(1, 29)}
    assert len(seeds) == len(GAMES) * 28
    import hashlib

    expected = int.from_bytes(hashlib.sha256(b"roguelight:2025-03-05").digest()[:4], "big") & 0x7FFFFFFF
    assert challenge_seed("roguelight", day) == expected
    assert all(0 < s < 2**31 for s in seeds)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_challenge_setup_is_fixed_valid_and_recognised(game_id):
    game = GAMES[game_id]
    setup, seed = challenge_setup(game, date(2025, 3, 5), "Alice")
    game.validate_setup(setup)
    again, seed_again = challenge_setup(game, "2025-03-05", "Bob")
    assert seed == seed_again and [s.bot for s in setup.seats] == [s.bot for s in again.seats]
    assert setup.seats[0].bot is None and setup.seats[0].name == "Alice"
    assert is_practice(setup) and is_challenge(game_id, setup, seed)
    assert not is_challenge(game_id, setup, seed + 1)  # a different seed is not the challenge
    # the same day gives the same opening position
    a = Session(game, setup, seed, keep_snapshots=False).state
    b = Session(game, again, seed_again, keep_snapshots=False).state
    from rookraiders_desktop.engine.core.session import state_hash

    a_dump = a.model_dump(mode="json")
    b_dump = b.model_dump(mode="json")
    assert _without_names(a_dump) == _without_names(b_dump) or state_hash(a) == state_hash(b)


def _without_names(data):
    if isinstance(data, dict):
        return {k: _without_names(v) for k, v in data.items() if k not in ("name", "names")}
    if isinstance(data, list):
        return [_without_names(v) for v in data]
    return data if data not in ("Alice", "Bob") else "?"


def test_a_challenge_record_is_marked():
    game = GAMES["roguelight"]
    setup, seed = challenge_setup(game, "2025-03-05")
    record = make_record(game, setup, seed, Result(winners=[0], scores={0: 50.0}, title="soldier"))
    assert record.challenge and record.challenge_date == "2025-03-05"
    assert "challenge" not in record.options and record.variant == "basic"
    forged = make_record(game, setup, seed + 1, Result(winners=[0]))
    assert not forged.challenge and forged.challenge_date is None
