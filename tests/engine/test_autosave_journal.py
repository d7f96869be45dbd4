"""The app's autosave (engine/core/autosave.py): a journal line per action at once, snapshots on a
writer thread. A kill at any moment loses at most the action being written and never leaves a
damaged file; the journal follows undo and redo; a journal never applies to another game's file."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.autosave import Autosaver, journal_path
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import Session, load_save, state_hash, write_atomically
from rookraiders_desktop.engine.registry import GAMES

GAME = "rook_raiders"
SETUP = Setup(seats=[SeatSetup(name="Ann", bot="random"), SeatSetup(name="Ben", bot="random")])


def journaled(path: Path, seed: int = 5) -> Session:
    session = Session(GAMES[GAME], SETUP, seed, autosave_path=path)
    session.autosaver = Autosaver(path, write_atomically)
    session.autosave()  # the first snapshot, and the journal
    return session


def play(session: Session, count: int) -> None:
    bots = [make_bot("random", session.seed * 10 + i, GAME) for i in range(2)]
    for _ in range(count):
        seat = session.game.to_move(session.state)[0]
        session.submit(decide(bots[seat], session.game, session.state, seat))


def test_every_action_is_recoverable_at_once_the_snapshot_follows(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    session = journaled(path)
    for count in range(1, 6):
        play(session, 1)
        assert len(load_save(path).history) == count  # the journal has it before any snapshot
    assert session.autosaver.wait()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert len(data["actions"]) == 5 and data["state_hash"] == state_hash(session.state)


def test_undo_and_redo_are_journaled(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    session = journaled(path)
    play(session, 6)
    session.undo()
    session.undo()
    assert [a for a in load_save(path).actions] == session.actions  # 4 actions
    session.redo()
    assert state_hash(load_save(path).state) == state_hash(session.state)
    session.undo()
    play(session, 2)  # another action where the undone one was
    assert load_save(path).actions == session.actions


def test_the_snapshot_alone_is_the_whole_save_after_undo_and_other_actions(tmp_path: Path) -> None:
    """A snapshot reuses the actions' JSON the journal wrote (not put into JSON again each time): it
    still holds exactly the game's actions and position after undos and a new branch."""
    path = tmp_path / "autosave.json"
    session = journaled(path)
    play(session, 8)
    for _ in range(3):
        session.undo()
    play(session, 2)  # other actions where the undone ones were
    assert session.autosaver.wait()
    snapshot = json.loads(path.read_text(encoding="utf-8"))
    assert snapshot.pop("autosave_token") == session.autosaver.token
    assert snapshot == session.to_save()
    journal_path(path).unlink()  # the snapshot alone, as an older version reads it
    assert state_hash(load_save(path).state) == state_hash(session.state)


def test_a_line_cut_short_by_a_kill_is_ignored(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    session = journaled(path)
    play(session, 3)
    with journal_path(path).open("ab") as handle:
        handle.write(b'{"n": 4, "a": {"ty')  # the kill came in the middle of a write
    assert load_save(path).actions == session.actions


def test_a_journal_of_another_game_is_never_applied(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    session = journaled(path)
    play(session, 4)
    assert session.autosaver.wait()
    old_journal = journal_path(path).read_bytes()
    other = journaled(path, seed=6)  # a new game at the same file
    assert other.autosaver.wait()
    journal_path(path).write_bytes(old_journal)  # as if the new game's journal never got written
    assert load_save(path).seed == 6 and not load_save(path).history


KILLED_GAME = """
import sys
from pathlib import Path
from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.autosave import Autosaver
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import Session, write_atomically
from rookraiders_desktop.engine.registry import GAMES

path = Path(sys.argv[1])
game = GAMES["rook_raiders"]
setup = Setup(seats=[SeatSetup(name="Ann", bot="random"), SeatSetup(name="Ben", bot="random")])
session = Session(game, setup, 5, autosave_path=path)
session.autosaver = Autosaver(path, write_atomically)
session.autosave()
bots = [make_bot("random", 50 + i, "rook_raiders") for i in range(2)]
while game.result(session.state) is None:
    seat = game.to_move(session.state)[0]
    session.submit(decide(bots[seat], game, session.state, seat))
    print(len(session.history), flush=True)  # after the submit: its journal line is written
    if len(session.history) % 7 == 0:
        session.undo()
        print(len(session.history), flush=True)
"""


def test_a_kill_at_any_moment_loses_at_most_the_last_action(tmp_path: Path) -> None:
    """The game is killed (SIGKILL) at random moments, also while a snapshot is being written:
    the autosave always opens, and has every action reported played before the kill."""
    rng = random.Random(17)
    script = tmp_path / "killed_game.py"
    script.write_text(KILLED_GAME, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    for attempt in range(3):
        path = tmp_path / f"autosave{attempt}.json"
        child = subprocess.Popen([sys.executable, str(script), str(path)], stdout=subprocess.PIPE, text=True, env=env)
        assert child.stdout is not None
        stop_after = rng.randrange(20, 120)
        reported = []
        for line in child.stdout:
            reported.append(int(line))
            if len(reported) >= stop_after:
                break
        child.send_signal(signal.SIGKILL)
        child.wait()
        reported += [int(line) for line in child.stdout.read().split()]  # what it printed before dying
        loaded = load_save(path)  # never a damaged file
        json.loads(path.read_text(encoding="utf-8"))
        # every action reported (an undo counts as one) is there; the one being taken may be too
        assert abs(len(loaded.history) - reported[-1]) <= 1


def test_a_journal_whose_autosave_is_gone_is_removed(tmp_path: Path) -> None:
    """The list of recent games removes old autosaves; their journals go with the next game."""
    orphan = tmp_path / "autosave-old.json.journal"
    orphan.write_text("{}\n", encoding="utf-8")
    kept = tmp_path / "autosave-kept.json"
    kept.write_text("{}", encoding="utf-8")
    journal_path(kept).write_text("{}\n", encoding="utf-8")
    journaled(tmp_path / "autosave-new.json")
    assert not orphan.exists() and journal_path(kept).exists()
