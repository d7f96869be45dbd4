"""Start-up figures of issues 2 (section 8) and 17 (a benchmark script, not a timed test).

    QT_QPA_PLATFORM=offscreen python -m tests.benchmarks.bench_startup [--runs N] [--baseline DIR ...]

Paired, alternating runs in one process tree: each round starts, one after the other,
1. a bare PySide6 window with one QGraphicsView: process start to first paint and exit;
2. the app, `python -m rookraiders_desktop --quit-after-paint`: start to painted window;
3. the app, `--quit-when-ready`: start to ready (painted with the library filled: every game's card
   and cover, Continue and the recent games; the engine not imported yet);
4. the app, `--quit-when-prepared`: start to prepared (then the engine imported on a thread, the
   tables imported, the card faces drawn, the parts built: every table paints at once);
5. with `--baseline DIR` (a checkout of an older commit, e.g. `git archive 071a7e0 | tar -x -C DIR`;
   the option may be given more than once), the same for that commit's app (its `--quit-when-ready`
   meant prepared before the library was filled without the engine; a commit without it: its
   after-paint work and warm-up done).
Each figure is the median over the rounds; each ratio the median of the rounds' ratios to the bare
window of the same round; both for the wall clock (the measure) and for the processor time the run
used (user and system, which other work on a shared machine scatters far less). Every run gets
an empty data and settings folder (XDG_*_HOME); a first, untimed round writes the bytecode an
installed app has (PYTHONDONTWRITEBYTECODE is lifted).
6. A new 4-player table: from confirming the new-game dialog to the table's first paint, in a
   prepared window and in the very first table of a run; and in a fresh app whose New game… is
   clicked the moment it is ready (the engine still being imported): until the dialog has painted,
   then from confirming it to the table's first paint.
7. From ready to prepared, the window's longest pause while the engine is imported on a thread (a
   5 ms heartbeat), in fresh apps.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BARE = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
app = QApplication(sys.argv)
view = QGraphicsView(QGraphicsScene())
view.resize(1500, 950)
class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, app.quit)
        return False
watcher = FirstPaint()
view.installEventFilter(watcher)
view.show()
app.exec()
"""


# An older app has no --quit-when-ready: quit once its after-paint work and warm-up have run.
OLD_READY = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from rookraiders_desktop.ui import app, startup
warm_up = startup.warm_up
def then_quit():
    warm_up()
    QTimer.singleShot(0, QApplication.quit)
startup.warm_up = then_quit
sys.exit(app.run_gui(["rookraiders-desktop"]))
"""


# The moment the app is ready, Rook & Raiders' New game… is clicked: milliseconds until the dialog
# has painted (it waits for the engine, being imported then), then from confirming it (4 players)
# to the table's first paint.
AT_READY = """
import time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
from rookraiders_desktop.ui.app import application
from rookraiders_desktop.ui.main_window import MainWindow
app = application(["bench"])
window = MainWindow(autosave=False)
window.resize(1500, 950)
class Painted(QObject):
    def __init__(self, then):
        super().__init__()
        self.then = then
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not getattr(getattr(window, "pacer", None), "warming", False):
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.then)
        return False
def click():
    global start, dialog_painted
    start = time.perf_counter()
    window.new_game("rook_raiders")
    dialog_painted = Painted(confirm)
    window.dialog.installEventFilter(dialog_painted)
def confirm():
    global confirmed, table_painted
    shown = time.perf_counter()  # (before the import below, which waits for the engine's)
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    window.dialog.close()
    table_painted = Painted(lambda: (print(f"{(shown - start) * 1000:.0f} {(time.perf_counter() - shown) * 1000:.0f}"),
                                     QApplication.quit()))
    window.view.viewport().installEventFilter(table_painted)
    window.start_game("rook_raiders", Setup(seats=[SeatSetup(name=f"P{i}") for i in range(4)]), seed=1)
window.ready.connect(lambda: QTimer.singleShot(1, click))  # the engine's import under way
window.show()
app.exec()
"""


# From ready to prepared (the engine imported on a thread, the faces drawn, the parts built): the
# longest the window's event loop did not run, by a 5 ms heartbeat.
WHILE_PREPARING = """
import time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from rookraiders_desktop.ui.app import application
from rookraiders_desktop.ui.main_window import MainWindow
app = application(["bench"])
window = MainWindow(autosave=False)
window.resize(1500, 950)
beat = QTimer()
beat.setInterval(5)
gaps = []
last = [0.0]
def tick():
    now = time.perf_counter()
    gaps.append((now - last[0]) * 1000 - 5)
    last[0] = now
beat.timeout.connect(tick)
def ready():
    last[0] = time.perf_counter()
    beat.start()
def prepared():
    beat.stop()
    print(f"{max(gaps, default=0.0):.0f}")
    QApplication.quit()
window.ready.connect(ready)
window.prepared.connect(prepared)
window.show()
app.exec()
"""


def environment(home: str, path: str | None = None) -> dict[str, str]:
    """A private data and settings folder `home`; `path` as PYTHONPATH (an older checkout)."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
        "XDG_DATA_HOME": home,
        "XDG_CONFIG_HOME": home,
    }
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as installed: compiled once (the untimed first round), then read
    if path is not None:
        env["PYTHONPATH"] = path
    return env


def wall(cmd: list[str], home: str, path: str | None = None) -> tuple[float, float]:
    """Seconds from starting `cmd` to its exit, and the processor seconds it used (user and system:
    what other work on the machine scatters least); with `path` as PYTHONPATH: an older checkout."""
    env = environment(home, path)
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, check=True, env=env, capture_output=True, cwd=path or None)
    seconds = time.perf_counter() - start
    now = resource.getrusage(resource.RUSAGE_CHILDREN)
    return seconds, now.ru_utime - used.ru_utime + now.ru_stime - used.ru_stime


def paired(
    commands: dict[str, tuple[list[str], str | None]], rounds: int
) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """Each round runs every command once, in order; wall and processor seconds per command, round
    by round."""
    times: dict[str, list[float]] = {name: [] for name in commands}
    processor: dict[str, list[float]] = {name: [] for name in commands}
    for round_ in range(rounds + 1):
        for name, (cmd, path) in commands.items():
            with tempfile.TemporaryDirectory() as home:
                seconds, used = wall(cmd, home, path)
                if round_:  # the first round compiles the bytecode (an installed app has it)
                    times[name].append(seconds)
                    processor[name].append(used)
    return times, processor


def new_table_ms(players: int, runs: int, warm: bool = True) -> float:
    """Confirming the dialog runs MainWindow.start_game; stop the clock when the viewport's first
    paint has finished."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEvent, QObject

    import rookraiders_desktop.ui  # noqa: F401
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.ui.app import application
    from rookraiders_desktop.ui.games import registered_games
    from rookraiders_desktop.ui.main_window import MainWindow
    from rookraiders_desktop.ui.startup import warm_up

    app = application()
    window = MainWindow(autosave=False, load_after_paint=False)
    window.resize(1500, 950)
    window.show()
    app.processEvents()
    window.library.populate()
    if warm:
        warm_up()  # what the app does in the background after its first paint
    else:
        registered_games()  # the engine's rules loaded, as once the library is ready and a dialog has opened

    def off_screen() -> bool:  # the new table drawn off screen before its first paint (ui/pacing.py)
        return bool(getattr(getattr(window, "pacer", None), "warming", False))

    class Painted(QObject):
        at: float | None = None

        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint and self.at is None and not off_screen():
                self.at = time.perf_counter()
            return False

    results = []
    for run in range(runs):
        watcher = Painted()
        window.view.viewport().installEventFilter(watcher)
        setup = Setup(seats=[SeatSetup(name=f"Player {i + 1}") for i in range(players)])
        start = time.perf_counter()
        window.start_game("rook_raiders", setup, seed=run + 1)
        while watcher.at is None:
            app.processEvents()
        done = time.perf_counter()  # processEvents returns once the paint has finished
        results.append((done - start) * 1000)
        window.view.viewport().removeEventFilter(watcher)
    window.close()
    return statistics.median(results)


def fresh_app_figures(script: str, runs: int, root: str) -> list[list[float]]:
    """The numbers `script` prints last, in each of `runs` fresh apps of the checkout `root`."""
    figures = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as home:
            done = subprocess.run(
                [sys.executable, "-c", script],
                env=environment(home, root),
                capture_output=True,
                text=True,
                check=True,
                cwd=root,  # (`-c` puts the working folder first on the path)
            )
            figures.append([float(f) for f in done.stdout.splitlines()[-1].split()])
    return figures


def at_ready_ms(runs: int, root: str) -> tuple[float, float]:
    """Medians over `runs` fresh apps of AT_READY's two figures."""
    figures = fresh_app_figures(AT_READY, runs, root)
    return statistics.median(f[0] for f in figures), statistics.median(f[1] for f in figures)


def preparing_pause_ms(runs: int, root: str) -> list[float]:
    """WHILE_PREPARING's longest pause in each of `runs` fresh apps."""
    return [f[0] for f in fresh_app_figures(WHILE_PREPARING, runs, root)]


def _figure(seconds: dict[str, list[float]], name: str) -> str:
    """The median of `name`'s rounds, and of their ratios to the bare window's of the same round."""
    ratio = statistics.median(t / b for t, b in zip(seconds[name], seconds["bare"], strict=True))
    return f"{statistics.median(seconds[name]) * 1000:6.0f} ms {ratio:5.2f}x"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument(
        "--baseline", action="append", default=[], help="a checkout of an older commit to measure in the same rounds"
    )
    parser.add_argument("--cold", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.cold:
        print(f"{new_table_ms(4, 1, warm=False):.0f}")
        return 0
    app = [sys.executable, "-m", "rookraiders_desktop"]
    commands: dict[str, tuple[list[str], str | None]] = {
        "bare": ([sys.executable, "-c", BARE], None),
        "painted": ([*app, "--quit-after-paint"], None),
        "ready": ([*app, "--quit-when-ready"], None),
        "prepared": ([*app, "--quit-when-prepared"], None),
    }
    for baseline in args.baseline:
        name = Path(baseline).name
        commands[f"{name} painted"] = ([*app, "--quit-after-paint"], baseline)
        knows_ready = "--quit-when-ready" in (Path(baseline) / "rookraiders_desktop/ui/app.py").read_text()
        ready = [*app, "--quit-when-ready"] if knows_ready else [sys.executable, "-c", OLD_READY]
        commands[f"{name} ready"] = (ready, baseline)
    times, processor = paired(commands, args.runs)
    print(
        f"start-up, medians of {args.runs} paired rounds (ratio: median of each round's ratio to the bare "
        "window); wall clock, then processor time"
    )
    for name in commands:
        print(f"  {name:22} {_figure(times, name)}   {_figure(processor, name)}")
    root = str(Path(__file__).resolve().parents[2])  # this checkout, whatever is installed
    cold = subprocess.run(
        [sys.executable, __file__, "--cold"],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": root},
    ).stdout
    print(
        f"new 4-player table, dialog confirmed to table painted:     {new_table_ms(4, args.runs):.0f} ms "
        f"(median of {args.runs}); the very first table, before the fonts are warm: {cold.strip()} ms"
    )
    dialog, table = at_ready_ms(args.runs, root)
    print(
        f"New game… clicked the moment the app is ready: the dialog painted after {dialog:.0f} ms, "
        f"then confirmed to table painted {table:.0f} ms (medians of {args.runs})"
    )
    pauses = preparing_pause_ms(args.runs, root)
    print(
        "From ready to prepared, the window's longest pause (5 ms heartbeat): "
        f"median {statistics.median(pauses):.0f} ms, most {max(pauses):.0f} ms ({args.runs} apps)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
