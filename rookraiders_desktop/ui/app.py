"""Starting the app: `run_gui(argv)`.

--quit-after-paint   show the main window, exit 0 as soon as it has painted once
                     (start-up timing: see tests/benchmarks/bench_startup.py)
--quit-when-ready    show the main window, exit 0 once it is ready: painted with the library
                     filled (the games' listings and covers, Continue, the recent games)
--quit-when-prepared show the main window, exit 0 once, after that, the engine is imported and
                     the tables warmed up in the background (MainWindow.prepared)
--smoke-test         open the main window and every registered game's table with seed 1,
                     render each to an image, exit 0 (non-zero on any failure)
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from .fonts import register_japanese_font

APP_NAME = "Rook & Raiders Desktop"
ORG_NAME = "RookRaiders"
TIMING_OPTIONS = ("--quit-after-paint", "--quit-when-ready", "--quit-when-prepared")


# The window's thread shares the interpreter with the bots' thread (and start-up's): Python hands
# the interpreter to a waiting thread only after this long (5 ms by default), and a redraw's many
# Qt calls each wait for it again while a bot thinks. At 0.5 ms The Last Spell's table redraws and
# paints in 17 ms beside a thinking thread, at 5 ms in 30 (7 alone): bench_responsiveness.
SWITCH_INTERVAL_S = 0.0005


def application(argv: list[str] | None = None) -> QApplication:
    existing = QApplication.instance()
    if existing is None:
        app = QApplication(list(argv or [sys.argv[0]]))
    else:
        assert isinstance(existing, QApplication)  # the app's widgets need one (a test's QApplication)
        app = existing
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    sys.setswitchinterval(SWITCH_INTERVAL_S)
    _set_window_icon(app)
    register_japanese_font(app)
    return app


def _set_window_icon(app: QApplication) -> None:
    """The app icon on every window: rookraiders_desktop/icons/ when installed, packaging/icons/png/
    in a checkout, icons/ inside the PyInstaller bundle (engine/core/resources.py)."""
    from PySide6.QtGui import QIcon

    from ..engine.core.resources import icons_dir

    icon = QIcon()
    for png in sorted(icons_dir().glob("rookraiders-desktop-*.png")):
        icon.addFile(str(png))
    if not icon.isNull():
        app.setWindowIcon(icon)


class _FirstPaint(QObject):
    """Quits the application right after the watched widget's first paint."""

    def __init__(self, app: QApplication):
        super().__init__()
        self.app = app
        self.painted_at: float | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.painted_at is None:
            self.painted_at = time.perf_counter()
            QTimer.singleShot(0, self.app.quit)
        return False


def smoke_test(window: Any) -> int:
    """Open each registered game's table with seed 1 and render it to an image."""
    from ..engine.core.game import SeatSetup, Setup
    from .games import registered_games

    for game_id, game in registered_games().items():
        seats = [SeatSetup(name=f"Player {i + 1}") for i in range(max(2, game.min_players))]
        if window.start_game(game_id, Setup(seats=seats), seed=1) is None:
            print(f"smoke test: {game_id}: the game did not start: {window.message_box.text()}", file=sys.stderr)
            return 1
        QApplication.processEvents()
        image = window.grab().toImage()
        if image.isNull() or image.width() < 100:
            print(f"smoke test: {game_id}: the table did not render", file=sys.stderr)
            return 1
        print(f"smoke test: {game_id}: table rendered {image.width()}x{image.height()}")
    stats = window.practice.show_statistics()  # the practice journal (sqlite3) and its plots
    QApplication.processEvents()
    image = stats.grab().toImage()
    stats.close()
    if image.isNull():
        print("smoke test: the statistics window did not render", file=sys.stderr)
        return 1
    print(f"smoke test: statistics window rendered {image.width()}x{image.height()}")
    return 0


def run_gui(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    quit_after_paint = "--quit-after-paint" in argv
    quit_when_ready = "--quit-when-ready" in argv
    quit_when_prepared = "--quit-when-prepared" in argv
    smoke = "--smoke-test" in argv
    app = application([a for a in argv if a not in (*TIMING_OPTIONS, "--smoke-test")])
    from .i18n import install_initial_language

    install_initial_language()
    from .main_window import MainWindow

    timing = quit_after_paint or quit_when_ready or quit_when_prepared
    window = MainWindow(autosave=not smoke, load_after_paint=not quit_after_paint, offer_autosave=not (smoke or timing))
    if quit_when_ready or quit_when_prepared:
        signal = window.ready if quit_when_ready else window.prepared
        signal.connect(app.quit)
        window.show()
        app.exec()
        return 0 if (window.is_ready if quit_when_ready else window.is_prepared) else 1
    if quit_after_paint:
        watcher = _FirstPaint(app)
        window.installEventFilter(watcher)
        window.show()
        app.exec()
        return 0 if watcher.painted_at is not None else 1
    if smoke:
        window.show()
        code = smoke_test(window)
        window.close()
        return code
    from .errors import install as install_error_reporting

    install_error_reporting(window)  # uncaught exceptions: errors.log and a dialog; the app goes on
    window.show()
    return app.exec()


def table_window(session: Any, width: int, height: int, fit: bool = True, **options: Any) -> Any:
    """A main window of `width` x `height` showing `session`'s table, laid out and (with `fit`)
    zoomed to fit: the first half of every screenshot (`options` go to MainWindow)."""
    from .main_window import MainWindow

    app = application()
    window = MainWindow(autosave=False, **options)
    window.resize(width, height)
    window.set_session(session)
    window.show()
    for _ in range(5):
        app.processEvents()
    if fit:
        window.view.fit()
        app.processEvents()
    return window


def save_picture(window: Any, path: Path | str) -> Path:
    """Let `window` settle, save it as a PNG at `path` (folders made), close it."""
    application().processEvents()
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(path))
    window.close()
    return path
