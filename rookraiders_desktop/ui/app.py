"""Starting the app: `run_gui(argv)`.

    --quit-after-paint   show the main window, exit 0 as soon as it has painted once
                         (start-up timing: see tests/benchmarks/bench_startup.py)
    --smoke-test         open the main window and every registered game's table with seed 1,
                         render each to an image, exit 0 (non-zero on any failure)
"""
from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

APP_NAME = "Rook & Raiders Desktop"
ORG_NAME = "RookRaiders"


def application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if app is None:
        app = QApplication(list(argv or [sys.argv[0]]))
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    _set_window_icon(app)
    return app  # type: ignore[return-value]


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


def warm_up() -> None:
    """Draw every card face once off screen, so fonts and glyphs are loaded before a table is
    first shown (keeps "new table painted" fast). Also imports what starting a game needs, and
    removes the temporary files that writes killed half-way left in the data folder."""
    from ..bridge import session
    from ..engine.core.session import remove_stale_temps
    from ..engine.games.rook_raiders.content import load_content
    from . import new_game, scenes  # noqa: F401
    from .items import CardItem, CardLook
    from .items.rr_faces import CommandFace, MonsterFace, StepFace, UnitFace

    remove_stale_temps(session.data_dir())

    from ..engine.core.errors import ContentError
    try:
        content = load_content()
    except ContentError:
        return  # said to the player when they start the game, not at start-up
    faces: list[Any] = [UnitFace(u) for u in content.units] + [MonsterFace(m) for m in content.monsters]
    faces += [CommandFace(c) for c in content.commands] + [StepFace(n) for n in (5, 6, 7)]
    try:  # The Nameless Dark Lord's faces too: its first table then paints as fast as the others
        from ..engine.games.nameless_dark_lord.content import load_content as load_nd_content
        from .items.nd_faces import NDCardFace, Sleeve
        nd_ids = list(load_nd_content().cards)
        faces += [NDCardFace(i) for i in nd_ids] + [NDCardFace(nd_ids[-1], "ja", Sleeve("red", "1·P", 1, 1, 1, True))]
    except ContentError:
        pass
    image = QImage(92, 120, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    for face in faces:
        item = CardItem(CardLook(face, damage=1, acted=True, badge="x"))
        item.draw(painter, item.boundingRect())
    painter.end()


def smoke_test(window: Any) -> int:
    """Open each registered game's table with seed 1 and render it to an image."""
    from ..engine.core.game import SeatSetup, Setup
    from .main_window import registered_games

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
    smoke = "--smoke-test" in argv
    app = application([a for a in argv if a not in ("--quit-after-paint", "--smoke-test")])
    from .i18n import install_initial_language
    install_initial_language()
    from .main_window import MainWindow

    window = MainWindow(autosave=not smoke, load_after_paint=not quit_after_paint,
                        offer_autosave=not (smoke or quit_after_paint))
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


def render_screenshot(path: Path, seed: int = 7, width: int = 1600, height: int = 1000) -> Path:
    """Render the main window with a 2-player game in progress (greedy bots play the human
    seats up to a moment of the main phase) to a PNG."""
    from ..bridge.session import GameSession
    from ..engine.bots import decide, make_bot
    from ..engine.core.game import SeatSetup, Setup
    from .main_window import registered_games

    application()
    game = registered_games()["rook_raiders"]
    session = GameSession.new(game, Setup(seats=[SeatSetup(name="Alice"), SeatSetup(name="Bob")]), seed,
                              autosave=None)
    bots = [make_bot("greedy", seed + i) for i in range(2)]
    state = session.core.state
    for _ in range(600):
        seat = session.acting()
        if seat is None:
            break
        flow = state.flow
        if (flow.round >= 3 and flow.decision == "actions" and flow.command is not None
                and flow.command.unit is not None and not flow.command.moved
                and any(a.kind == "use_skill" for a in session.legal_actions(seat))):
            break
        session.core.submit(decide(bots[seat], game, state, seat))
        state = session.core.state
    return save_picture(table_window(session, width, height), path)


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
