"""Start-up figures of issue 2, section 8 (a benchmark script, not a timed test).

    QT_QPA_PLATFORM=offscreen python tests/benchmarks/bench_startup.py [--runs N]

1. A bare PySide6 window with one QGraphicsView: process start to first paint and exit.
2. The app, `python -m rookraiders_desktop --quit-after-paint`: the same, and the ratio to 1.
3. A new 4-player table: from confirming the new-game dialog to the table's first paint.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

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


def wall(cmd: list[str], runs: int) -> float:
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, check=True, env=env, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def new_table_ms(players: int, runs: int, warm: bool = True) -> float:
    """Confirming the dialog runs MainWindow.start_game; stop the clock when the viewport's first
    paint has finished."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEvent, QObject

    import rookraiders_desktop.ui  # noqa: F401
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.ui.app import application
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

    class Painted(QObject):
        at: float | None = None

        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint and self.at is None:
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


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--cold", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.cold:
        print(f"{new_table_ms(4, 1, warm=False):.0f}")
        return 0
    bare = wall([sys.executable, "-c", BARE], args.runs)
    app = wall([sys.executable, "-m", "rookraiders_desktop", "--quit-after-paint"], args.runs)
    gui = wall(
        [
            sys.executable,
            "-c",
            "import sys; from rookraiders_desktop.ui.app import run_gui; "
            "sys.exit(run_gui(['rookraiders-desktop', '--quit-after-paint']))",
        ],
        args.runs,
    )
    print(f"bare PySide6 window + QGraphicsView, start to first paint: {bare * 1000:.0f} ms (median of {args.runs})")
    print(f"python -m rookraiders_desktop --quit-after-paint:          {app * 1000:.0f} ms  ratio {app / bare:.2f}")
    print(f"  of which the GUI alone (ui.app.run_gui):                 {gui * 1000:.0f} ms  ratio {gui / bare:.2f}")
    cold = subprocess.run([sys.executable, __file__, "--cold"], capture_output=True, text=True, check=True).stdout
    print(
        f"new 4-player table, dialog confirmed to table painted:     {new_table_ms(4, args.runs):.0f} ms "
        f"(median of {args.runs}); the very first table, before the fonts are warm: {cold.strip()} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
