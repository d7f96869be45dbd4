"""A picture of any table: `python -m rookraiders_desktop screenshot SAVE --out FILE` (cli.py).

    render(save, out, size, lang, seat)   the saved game's table in the real main window of that
                                          size, as seat `seat` (0-based; None: a spectator) sees
                                          it, in `lang`, written as a PNG

The seat's own table is drawn directly: the window never puts up the hot-seat curtain nor hands
the table to another player, and no other seat's secret is drawn (the window shows the seat's
view, its log and its prompt, as at its own turn). Nothing moves: no bot plays, nothing is saved,
the user's settings are neither read nor written (the command gives Qt a private settings folder).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt

from ..bridge.session import GameSession
from ..engine.core.session import Session, load_save

DEFAULT_SIZE = (1280, 720)


class SeatSession(GameSession):
    """A game as one seat (None: a spectator) sees it, for a picture. Every other seat counts as a
    bot, so the window never turns the table to another person or covers it with the curtain; and
    no bot ever plays: the position stays as it was saved."""

    def __init__(self, core: Session, seat: int | None):
        super().__init__(core, autosave=None)
        self.seat = seat

    def is_bot(self, seat: int | None) -> bool:
        return seat != self.seat or super().is_bot(seat)

    def humans(self) -> list[int]:
        return [] if self.seat is None else [self.seat]

    def bot_to_move(self) -> int | None:
        return None

    def is_real_bot(self, seat: int) -> bool:
        return GameSession.is_bot(self, seat)


def seat_session(save: Path, seat: int | None) -> SeatSession:
    """The save replayed (load_save: SaveError or ContentError when it is bad), seen by `seat`.
    ValueError when the game has no such seat."""
    core = load_save(Path(save))
    count = len(core.setup.seats)
    if seat is not None and not 0 <= seat < count:
        raise ValueError(f"this game has {count} seats: --seat must be 1 to {count}")
    return SeatSession(core, seat)


def table_picture_window(session: SeatSession, width: int, height: int) -> Any:
    """The main window of `width` x `height` with `session`'s table, laid out and fitted."""
    from .app import table_window

    window = table_window(session, width, height)
    acting = session.acting(prefer=session.seat)
    if (
        acting is not None
        and acting != session.seat
        and not session.is_real_bot(acting)
        and session.result() is None
        and window.scene is not None
    ):
        # another person's turn: the window took them for a bot ("… is thinking"); say it as it is
        title = QCoreApplication.translate("MainWindow", "{name}'s turn").format(name=session.seat_names[acting])
        window.prompt.set_prompt(title, window.scene.prompt(session.view(session.seat), acting))
    QCoreApplication.processEvents()
    return window


def write_png(widget: Any, path: Path, size: QSize | None = None) -> Path:
    """`widget` as it looks now, written to `path` as a PNG (its folder made). With `size`, the
    picture is exactly that many pixels (a high-density screen grabs more). OSError on failure."""
    path = Path(path)
    pixmap = widget.grab()
    if size is not None and pixmap.size() != size:
        pixmap = pixmap.scaled(size, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
    path.parent.mkdir(parents=True, exist_ok=True)
    if not pixmap.save(str(path), "PNG"):
        raise OSError(f"cannot write {path}")
    return path


def render(
    save: Path, out: Path, size: tuple[int, int] = DEFAULT_SIZE, lang: str = "en", seat: int | None = None
) -> Path:
    """Draw the saved game's table as `seat` (0-based, None: a spectator) sees it in `lang` ("en"
    or "ja") in a main window of `size` and write it to `out` as a PNG. Raises what seat_session
    raises, and OSError when the picture cannot be written."""
    from .app import application
    from .i18n import set_language

    application()
    session = seat_session(save, seat)
    set_language(lang)
    width, height = size
    window = table_picture_window(session, width, height)
    try:
        if (window.width(), window.height()) != (width, height):
            minimum = window.minimumSizeHint()
            raise ValueError(
                f"the window cannot be {width}x{height}: it needs at least {minimum.width()}x{minimum.height()}"
            )
        return write_png(window, out, QSize(width, height))
    finally:
        window.close()
        window.deleteLater()
        session.deleteLater()
