"""Responsiveness through the real window (issue 17), a benchmark script, not a timed test.

    QT_QPA_PLATFORM=offscreen python -m tests.benchmarks.bench_responsiveness [--json] [--actions N] [--stalls]

A long 4-hero night of The Last Spell is played through a MainWindow (offscreen, autosave on, in a
temporary data folder): heroes 3 and 4 are bots, heroes 1 and 2 are two people at one screen
(hot seat), played by this script through `window.choose` (what a click on a choice does), each
choice once the table it is made on has been painted and the event loop has turned since (a person
sees the table before clicking; the bots' moves are not held back). So that
the night lasts long whatever the engine, every move is taken from a random-bot night recorded
first (Lakeburg night 3, seed 42: 1,128 actions, cut at N): the bots answer with it through the
worker, on the bots' real path (`decide`: legal actions and view computed, off the window's thread
where the app has one).

Measured, in milliseconds:
- max_stall_ms: the longest the window's event loop did not run (a 5 ms heartbeat timer's gaps,
  minus its interval) over the whole night, bots' thinking and autosave included;
- max_busy_ms: of all those gaps, the most processor time the window's thread itself used in one
  (on a machine shared with other programs a gap also holds the time they had the processor);
- max_stall_in_play_ms, max_busy_in_play_ms: the same once the new table has been painted, and
  first_paint_busy_ms: the gap of that first paint (every item drawn for the first time: opening a
  table, which the app does once a game is chosen) on its own;
- click_to_repaint_ms: from a person's choice to the table's repaint, median and 95th percentile
  over the first 100 actions ("early") and the last 100 ("late");
- player_change_ms: in the last 100 actions, before each person's choice the table is first turned
  to the other person, then back (the hot-seat change of player, log included): median, to the repaint;
- open_save_ms: opening the finished night's save in the window, to the table's first paint;
  open_save_cpu_ms: the processor time the window's thread used for it (on a loaded machine the wall
  clock also holds the time other programs had the processor: 334 to 607 ms in runs at load 4 on 2
  cores, of 100 to 150 ms of the thread's own work).

- redraw_ms: after the night, the table redrawn and painted whole, median: alone, beside a thread
  thinking as a bot does, and the same at Python's default switch interval (the app's is shorter).

`--stalls` also prints, for the longest stalls, what the window's thread ran (its stack sampled
every SAMPLE_MS from a helper thread) and the garbage collections that ran meanwhile, on any thread.

`--json` prints one line: {"actions": N, "max_stall_ms": …, "max_busy_ms": …, "max_stall_in_play_ms": …,
"max_busy_in_play_ms": …, "first_paint_busy_ms": …, "click_to_repaint_ms": {"early":
{"median": …, "p95": …}, "late": {…}}, "open_save_ms": …, "open_save_cpu_ms": …,
"player_change_ms": …, "redraw_ms": {"alone", "beside_thinking", "beside_thinking_at_5ms_switch"}}.
It uses only what older versions of the window have too, so the same script
measures an older commit:
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
SAMPLE_MS = 2  # --stalls: how often the window's thread's stack is sampled
STALL_REPORT_MS = 30  # --stalls: gaps at least this long are explained
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


class StackSampler:
    """What the window's thread runs during a stall (`--stalls`): a helper thread samples its
    stack every SAMPLE_MS (sys._current_frames), and the garbage collector's runs are timed (on
    any thread: a collection holds the lock every Python thread needs); the heartbeat hands each
    long gap's samples over, and `report` prints the functions most often on the stack in the
    longest gaps, with the collections in them."""

    def __init__(self) -> None:
        import threading

        self._main = threading.get_ident()
        self._samples: list[tuple[float, tuple[str, ...]]] = []
        self._collecting: dict[int, float] = {}  # thread -> when its collection started
        self.collections: list[tuple[float, float, int, str]] = []  # (start, end, generation, thread)
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self.gaps: list[tuple[float, int, list[tuple[str, ...]]]] = []  # (ms, at action, stacks)
        self.spans: list[tuple[float, float]] = []  # of each gap kept, its (start, end)
        self._thread = threading.Thread(target=self._run, name="stall-sampler", daemon=True)

    def start(self) -> None:
        import gc

        gc.callbacks.append(self._collected)
        self._thread.start()

    def stop(self) -> None:
        import gc

        gc.callbacks.remove(self._collected)
        self._stop.set()
        self._thread.join()

    def _collected(self, phase: str, info: dict[str, int]) -> None:
        import threading

        thread = threading.current_thread()
        if phase == "start":
            self._collecting[thread.ident or 0] = time.perf_counter()
            return
        start = self._collecting.pop(thread.ident or 0, None)
        if start is not None:
            self.collections.append((start, time.perf_counter(), info["generation"], thread.name))

    def _run(self) -> None:
        while not self._stop.wait(SAMPLE_MS / 1000):
            frame = sys._current_frames().get(self._main)
            stack = []
            while frame is not None:
                code = frame.f_code
                stack.append(f"{Path(code.co_filename).name}:{code.co_name}:{frame.f_lineno}")
                frame = frame.f_back
            with self._lock:
                self._samples.append((time.perf_counter(), tuple(stack)))

    def gap(self, start: float, end: float, ms: float, at: int) -> None:
        """The heartbeat's gap from `start` to `end`: its samples kept if it is long, the rest dropped."""
        with self._lock:
            samples, self._samples = self._samples, []
        if ms >= STALL_REPORT_MS:
            self.gaps.append((ms, at, [stack for when, stack in samples if start <= when <= end]))
            self.spans.append((start, end))

    def report(self, worst: int = 5, lines: int = 12) -> None:
        from collections import Counter

        spans = dict(zip((id(gap) for gap in self.gaps), self.spans, strict=True))
        for gap in sorted(self.gaps, key=lambda gap: gap[0], reverse=True)[:worst]:
            ms, at, stacks = gap
            start, end = spans[id(gap)]
            collected = [
                f"gen {gen} on {name}: {(stop - begin) * 1000:.0f} ms"
                for begin, stop, gen, name in self.collections
                if begin < end and stop > start and (stop - begin) * 1000 >= 1
            ]
            print(f"stall {ms:.0f} ms at action {at}: {len(stacks)} samples; collections {collected}", file=sys.stderr)
            counts: Counter[str] = Counter()
            for stack in stacks:
                counts.update(set(stack))
            for name, count in counts.most_common(lines):
                print(f"  {count:4d}  {name}", file=sys.stderr)
            leaves: Counter[str] = Counter(stack[0] for stack in stacks if stack)
            print("  innermost:", leaves.most_common(6), file=sys.stderr)


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
        self.sampler: StackSampler | None = None
        self._last = time.perf_counter()
        self.heartbeat = QTimer()
        self.heartbeat.setInterval(HEARTBEAT_MS)
        self.heartbeat.timeout.connect(self._beat)
        self.painted = False
        self.first_paint: int | None = None  # the gap the table's first paint fell in
        self.seen: tuple[int, int] = (-1, 0)  # (actions played, heartbeats) at the table's last paint
        self._moved: tuple[int, int] = (0, 0)  # (actions played, heartbeats) when the last action was seen
        probe = self

        def off_screen() -> bool:  # a new table drawn off screen before its first paint (ui/pacing.py)
            return bool(getattr(getattr(window, "pacer", None), "warming", False))

        class Painted(QObject):
            def eventFilter(self, watched: Any, event: Any) -> bool:
                if event.type() == QEvent.Type.Paint and not off_screen():
                    probe.painted = True
                    probe.seen = (probe.played(), len(probe.stalls))
                    if probe.first_paint is None and probe.heartbeat.isActive():
                        probe.first_paint = len(probe.stalls)
                return False

        self._filter = Painted()
        window.view.viewport().installEventFilter(self._filter)

    def _beat(self) -> None:
        now = time.perf_counter()
        self.stalls.append((now - self._last) * 1000 - HEARTBEAT_MS)
        self.where.append(self.played())
        if self.where[-1] != self._moved[0]:
            self._moved = (self.where[-1], len(self.stalls))
        if self.sampler is not None:
            self.sampler.gap(self._last, now, self.stalls[-1], self.where[-1])
        cpu = time.thread_time()
        self.busy.append((cpu - self._cpu) * 1000)
        self._cpu = cpu
        self._last = now

    def start(self) -> None:
        self._last = time.perf_counter()
        self._cpu = time.thread_time()
        self.heartbeat.start()

    def looked(self) -> bool:
        """Whether the table has been painted as it is now and the event loop has turned since:
        a person sees the table before clicking on it (a move that changes nothing on the table
        paints nothing: then three heartbeats after it)."""
        played, beats = self.seen
        if played == self.played():
            return len(self.stalls) > beats
        return self._moved[0] == self.played() and len(self.stalls) - self._moved[1] >= 3

    def until_painted(self, app: Any) -> None:
        """Run the event loop until the table has repainted, or until nothing is left to do (a
        choice that changes nothing on the table paints nothing)."""
        idle = 0
        while not self.painted and idle < 3:
            app.processEvents()
            idle += 1


def prepare(window: Any) -> None:
    """What the app has done after its first paint by the time a person has chosen a game
    (MainWindow.prepared: the engine and tables imported, the card faces drawn, the window's parts
    built); an older commit: what it has of that."""
    try:
        from rookraiders_desktop.ui.startup import warm_up
    except ImportError:
        return
    try:
        warm_up(window)
    except TypeError:  # (before warm_up built the window's parts)
        warm_up()


def play_night(script: list[Any], seed: int, folder: Path, stalls: bool = False) -> dict[str, Any]:
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
    prepare(window)
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
            if acting in PEOPLE and window.viewer == acting and probe.looked():
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
    if stalls:
        probe.sampler = StackSampler()
        probe.sampler.start()
    probe.start()
    QTimer.singleShot(0, drive)
    app.exec()
    probe.heartbeat.stop()
    if probe.sampler is not None:
        probe.sampler.stop()
        probe.sampler.report()
    played = len(session.core.history)
    thinking = redraw_beside_thinking(window, session)
    save = folder / "night.json"
    session.save(save)
    cpu = time.thread_time()
    open_ms = timed(lambda: window.open_path(save))
    open_cpu_ms = (time.thread_time() - cpu) * 1000
    window.session.close()
    window.close()
    worst = sorted(zip(probe.stalls, probe.where, probe.busy, strict=True), reverse=True)[:5]
    print(
        "longest stalls (ms, at action, ms the window's thread ran):",
        [(round(ms), at, round(busy)) for ms, at, busy in worst],
        file=sys.stderr,
    )
    busiest = sorted(zip(probe.busy, probe.where, strict=True), reverse=True)[:5]
    print(
        "most work in one gap (ms the window's thread ran, at action):",
        [(round(busy), at) for busy, at in busiest],
        file=sys.stderr,
    )
    return {**summary(played, probe, clicks, changes, (open_ms, open_cpu_ms)), "redraw_ms": thinking}


def redraw_beside_thinking(window: Any, session: Any, rounds: int = 15) -> dict[str, float]:
    """The table redrawn and painted whole (`window.refresh`, the view rendered off screen),
    median ms: alone; beside a thread thinking as a bot does (the rules asked, the state copied,
    over and over: pure Python, which holds the interpreter); the same at Python's default switch
    interval (5 ms), the baseline of the app's (ui/app.py)."""
    import threading

    from PySide6.QtGui import QImage, QPainter

    try:
        from rookraiders_desktop.engine.core.clone import clone_state
    except ImportError:  # an older commit
        from copy import deepcopy as clone_state

    game, state, seat = session.game, session.state, session.acting() or 0
    stop = threading.Event()

    def think() -> None:
        while not stop.is_set():
            game.legal_actions(clone_state(state), seat)

    def redraw() -> float:
        times = []
        for _ in range(rounds):
            start = time.perf_counter()
            window.refresh()
            image = QImage(window.view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
            painter = QPainter(image)
            window.view.render(painter)
            painter.end()
            times.append((time.perf_counter() - start) * 1000)
        return round(statistics.median(times), 1)

    figures = {"alone": redraw()}
    thinker = threading.Thread(target=think, daemon=True)
    thinker.start()
    app_interval = sys.getswitchinterval()
    figures["beside_thinking"] = redraw()
    sys.setswitchinterval(0.005)
    figures["beside_thinking_at_5ms_switch"] = redraw()
    sys.setswitchinterval(app_interval)
    stop.set()
    thinker.join()
    return figures


def summary(
    played: int, probe: Probe, clicks: list[tuple[int, float]], changes: list[float], opening: tuple[float, float]
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
        "max_stall_ms": round(max(probe.stalls, default=0.0), 1),
        "max_busy_ms": round(max(probe.busy, default=0.0), 1),
        **in_play(probe),
        "click_to_repaint_ms": {"early": stats(early), "late": stats(late)},
        "open_save_ms": round(opening[0], 1),
        "open_save_cpu_ms": round(opening[1], 1),
        "player_change_ms": round(statistics.median(changes), 1) if changes else float("nan"),
    }


def in_play(probe: Probe) -> dict[str, float]:
    """The longest stall and busiest gap once the new table has been painted, and that first
    paint's gap on its own (opening a table: every item drawn for the first time)."""
    first = probe.first_paint if probe.first_paint is not None else -1
    return {
        "max_stall_in_play_ms": round(max(probe.stalls[first + 1 :], default=0.0), 1),
        "max_busy_in_play_ms": round(max(probe.busy[first + 1 :], default=0.0), 1),
        "first_paint_busy_ms": round(probe.busy[first], 1) if first >= 0 else float("nan"),
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    parser.add_argument("--actions", type=int, default=1000, help="the night's length sought")
    parser.add_argument(
        "--stalls", action="store_true", help="print what the window's thread ran in the longest stalls"
    )
    args = parser.parse_args()
    seed, script = recorded_night(args.actions)
    with tempfile.TemporaryDirectory() as folder:
        result = play_night(script, seed, Path(folder), args.stalls)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"The Last Spell, {SCENARIO}, 4 heroes (2 people, 2 bots), seed {seed}: {result['actions']} actions")
        for key, value in result.items():
            print(f"  {key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
