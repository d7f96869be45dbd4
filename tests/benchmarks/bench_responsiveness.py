"""Responsiveness through the real window (issue 17), a benchmark script, not a timed test.

    QT_QPA_PLATFORM=offscreen python -m tests.benchmarks.bench_responsiveness [--json] [--actions N]

A long 4-hero night of The Last Spell is played through a MainWindow (offscreen, autosave on, in a
temporary data folder): heroes 3 and 4 are bots, heroes 1 and 2 are two people at one screen
(hot seat), played by this script through `window.choose` (what a click on a choice does). So that
the night lasts long whatever the engine, every move is taken from a random-bot night recorded
first (Lakeburg night 3, seed 42: 1,128 actions, cut at N): the bots answer with it through the
worker, on the bots' real path (`decide`: legal actions and view computed, off the window's thread
where the app has one).

Measured, in milliseconds:
- max_stall_ms: the longest the window's event loop did not run (a 5 ms heartbeat timer's gaps,
  minus its interval) over the whole night, bots' thinking and autosave included;
- click_to_repaint_ms: from a person's choice to the table's repaint, median and 95th percentile
  over the first 100 actions ("early") and the last 100 ("late");
- player_change_ms: in the last 100 actions, before each person's choice the table is first turned
  to the other person, then back (the hot-seat change of player, log included): median, to the repaint;
- open_save_ms: opening the finished night's save in the window, to the table's first paint.

`--json` prints one line: {"actions": N, "max_stall_ms": …, "click_to_repaint_ms": {"early":
{"median": …, "p95": …}, "late": {…}}, "open_save_ms": …, "player_change_ms": …}. It uses only what
older versions of the window have too, so the same script measures an older commit:
`git worktree add /tmp/old 071a7e0` then `PYTHONPATH=/tmp/old python tests/benchmarks/bench_responsiveness.py`.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

GAME_ID = "last_spell"
SCENARIO = "lakeburg_3"  # the longest random-bot nights of the scenarios
LONG_SEEDS = (42, 50)  # its nights of 1,128 and 1,382 actions (seeds 1 to 59 searched)
PEOPLE = (0, 1)  # the hot-seat heroes; the others are bots
HEARTBEAT_MS = 5
WINDOW = 100  # actions at each end of the night that count as "early" and "late"


def recorded_night(actions: int, seeds: int = 12) -> tuple[int, list[Any]]:
    """(seed, actions) of the first random 4-hero night of LONG_SEEDS, then of the first `seeds`
    seeds, that lasts `actions` actions (cut there), else the longest of them."""
    from rookraiders_desktop.engine.bots import decide, make_bot
    from rookraiders_desktop.engine.core.session import Session
    from rookraiders_desktop.engine.registry import GAMES

    game = GAMES[GAME_ID]
    best: tuple[int, list[Any]] = (1, [])
    for seed in (*LONG_SEEDS, *range(1, seeds + 1)):
        core = Session(game, setup(), seed, keep_snapshots=False)
        bots = [make_bot("random", seed * 10 + i, GAME_ID) for i in range(4)]
        while game.result(core.state) is None and len(core.history) < actions:
            seat = game.to_move(core.state)[0]
            core.submit(decide(bots[seat], game, core.state, seat))
        if len(core.history) > len(best[1]):
            best = (seed, core.actions)
        if len(best[1]) >= actions:
            break
    return best


def setup() -> Any:
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup

    seats = [SeatSetup(name=f"Hero {i + 1}", bot=None if i in PEOPLE else "random") for i in range(4)]
    return Setup(seats=seats, options={"scenario": SCENARIO})


class ScriptedBot:
    """A bot seat that answers with the recorded night's next move (its view and the legal actions
    are still computed by `decide`, as for any bot)."""

    name = "scripted"

    def __init__(self, script: list[Any], played: Any):
        import random

        self.rng = random.Random(0)
        self.script = script
        self.played = played  # () -> the number of actions played so far

    def choose(self, game: Any, view: Any, legal: Any, rng: Any) -> Any:
        played = self.played()
        return self.script[played] if played < len(self.script) else legal[0]  # (past the cut: never played)


class Probe:
    """The heartbeat, and a paint watcher on the table's viewport."""

    def __init__(self, window: Any):
        from PySide6.QtCore import QEvent, QObject, QTimer

        self.stalls: list[float] = []
        self.where: list[int] = []  # the actions played at each heartbeat (to find the stalls)
        self.busy: list[float] = []  # of each gap, the ms the window's thread itself ran (the rest:
        # waiting for the processor, which a loaded machine's other programs hold)
        self._cpu = time.thread_time()
        self.played: Any = lambda: 0
        self._last = time.perf_counter()
        self.heartbeat = QTimer()
        self.heartbeat.setInterval(HEARTBEAT_MS)
        self.heartbeat.timeout.connect(self._beat)
        self.painted = False
        probe = self

        class Painted(QObject):
            def eventFilter(self, watched: Any, event: Any) -> bool:
                if event.type() == QEvent.Type.Paint:
                    probe.painted = True
                return False

        self._filter = Painted()
        window.view.viewport().installEventFilter(self._filter)

    def _beat(self) -> None:
        now = time.perf_counter()
        self.stalls.append((now - self._last) * 1000 - HEARTBEAT_MS)
        self.where.append(self.played())
        cpu = time.thread_time()
        self.busy.append((cpu - self._cpu) * 1000)
        self._cpu = cpu
        self._last = now

    def start(self) -> None:
        self._last = time.perf_counter()
        self._cpu = time.thread_time()
        self.heartbeat.start()

    def until_painted(self, app: Any) -> None:
        """Run the event loop until the table has repainted, or until nothing is left to do (a
        choice that changes nothing on the table paints nothing)."""
        idle = 0
        while not self.painted and idle < 3:
            app.processEvents()
            idle += 1


def play_night(script: list[Any], seed: int, folder: Path) -> dict[str, Any]:
    from PySide6.QtCore import QTimer

    from rookraiders_desktop.bridge import session as bridge
    from rookraiders_desktop.bridge.session import GameSession
    from rookraiders_desktop.engine.registry import GAMES
    from rookraiders_desktop.ui.app import application
    from rookraiders_desktop.ui.main_window import MainWindow

    bridge.data_dir = lambda: folder  # type: ignore[assignment]  # autosaves into the temporary folder
    app = application()
    window = MainWindow(bot_delay_ms=0, autosave=True, load_after_paint=False)
    window.resize(1500, 950)
    window.show()
    app.processEvents()
    session = GameSession.new(GAMES[GAME_ID], setup(), seed, bot_delay_ms=0, autosave=True)
    for seat in list(session.bots):
        session.bots[seat] = ScriptedBot(script, lambda: len(session.core.history))
    probe = Probe(window)
    probe.played = lambda: len(session.core.history)
    clicks: list[tuple[int, float]] = []  # (actions played before, ms)
    changes: list[float] = []  # ms, late in the night

    def drive() -> None:
        played = len(session.core.history)
        if session.result() is not None or played >= len(script):
            app.exit(0)  # not quit(): that closes the window, which asks first about an unsaved game
            return
        try:
            acting = session.acting(prefer=window.viewer)
            if acting in PEOPLE and window.viewer == acting:
                if played >= len(script) - WINDOW:  # late: the table turns from the other person first
                    window.viewer = PEOPLE[1 - PEOPLE.index(acting)]
                    changes.append(timed(window.refresh))
                clicks.append((played, timed(lambda: window.choose(script[played]))))
        finally:  # whatever the turn met (an error a slot raised inside), the drive goes on
            QTimer.singleShot(1, drive)

    def timed(act: Any) -> float:
        """Milliseconds from `act` (a choice, a change of player) to the table's repaint."""
        probe.painted = False
        start = time.perf_counter()
        act()
        probe.until_painted(app)
        return (time.perf_counter() - start) * 1000

    window.set_session(session)
    probe.start()
    QTimer.singleShot(0, drive)
    app.exec()
    probe.heartbeat.stop()
    played = len(session.core.history)
    save = folder / "night.json"
    session.save(save)
    open_ms = timed(lambda: window.open_path(save))
    window.session.close()
    window.close()
    worst = sorted(zip(probe.stalls, probe.where, probe.busy, strict=True), reverse=True)[:5]
    print(
        "longest stalls (ms, at action, ms the window's thread ran):",
        [(round(ms), at, round(busy)) for ms, at, busy in worst],
        file=sys.stderr,
    )
    return summary(played, probe.stalls, clicks, changes, open_ms)


def summary(
    played: int, stalls: list[float], clicks: list[tuple[int, float]], changes: list[float], open_ms: float
) -> dict[str, Any]:
    def stats(times: list[float]) -> dict[str, float]:
        if not times:
            return {"median": float("nan"), "p95": float("nan")}
        ordered = sorted(times)
        return {
            "median": round(statistics.median(ordered), 1),
            "p95": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 1),
        }

    early = [ms for at, ms in clicks if at < WINDOW]
    late = [ms for at, ms in clicks if at >= played - WINDOW]
    return {
        "actions": played,
        "max_stall_ms": round(max(stalls, default=0.0), 1),
        "click_to_repaint_ms": {"early": stats(early), "late": stats(late)},
        "open_save_ms": round(open_ms, 1),
        "player_change_ms": round(statistics.median(changes), 1) if changes else float("nan"),
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    parser.add_argument("--actions", type=int, default=1000, help="the night's length sought")
    args = parser.parse_args()
    seed, script = recorded_night(args.actions)
    with tempfile.TemporaryDirectory() as folder:
        result = play_night(script, seed, Path(folder))
    if args.json:
        print(json.dumps(result))
    else:
        print(f"The Last Spell, {SCENARIO}, 4 heroes (2 people, 2 bots), seed {seed}: {result['actions']} actions")
        for key, value in result.items():
            print(f"  {key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
