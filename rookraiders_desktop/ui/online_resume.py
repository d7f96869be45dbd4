"""A game hosted from this computer that did not finish (the app crashed, or was closed mid-game)
is offered back, at start-up and by Game ▸ Host online…. Resume reopens its room as `host --resume`
does (net.host.reopen): the same keys, seats and brokers, the broker it ran itself started again on
its port, its autosaved game; the guests' tables come back by themselves. Light to import: the
network stack is imported only once a room file is found."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractButton, QMessageBox

from ..engine.core.i18n import QT_TRANSLATE_NOOP
from . import i18n

if TYPE_CHECKING:
    from .online_bridge import HostRunner

RESUME_TITLE = QT_TRANSLATE_NOOP("Online", "Resume a hosted game")
NEW_ROOM = QT_TRANSLATE_NOOP("Online", "New room")
NOT_NOW = QT_TRANSLATE_NOOP("Online", "Not now")


def _tr(text: str) -> str:
    """A text marked with QT_TRANSLATE_NOOP("Online", ...), in the interface's language."""
    return str(QCoreApplication.translate("Online", text))


def rooms_folder() -> Path:
    """Where the window keeps its rooms' files (the keys: never in a save), in the data folder
    (found without loading the engine: the start-up looks here)."""
    from ..bridge.autosaves import folder

    return folder() / "online"


def offer_resume(window: Any, otherwise: Callable[[], None] | None = None) -> QMessageBox | None:
    """Ask about the newest unfinished room nobody hosts now; None when there is none (nothing
    asked). Resume reopens it; "Discard it" forgets it, then goes on to `otherwise`; the third
    button ("New room", or "Not now" without `otherwise`) keeps it for later and goes on."""
    from ..net.rooms import room_files

    folder = rooms_folder()
    if not folder.is_dir() or not room_files(folder):  # most start-ups: no network stack imported
        return None
    from ..net.host import unfinished_rooms

    rooms = unfinished_rooms(folder)
    if not rooms:
        return None
    path, game = rooms[0]
    text = QCoreApplication.translate(
        "Online",
        "A game of {game} you hosted did not finish ({moves} moves played). Resume it? "
        "Your guests' invitations still work: their tables come back by themselves.",
    ).format(game=i18n.game_title(game.game), moves=len(game.history))
    box = QMessageBox(QMessageBox.Icon.Question, _tr(RESUME_TITLE), text, QMessageBox.StandardButton.NoButton, window)
    resume = box.addButton(QCoreApplication.translate("Online", "Resume"), QMessageBox.ButtonRole.AcceptRole)
    forget = box.addButton(QCoreApplication.translate("Online", "Discard it"), QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(_tr(NEW_ROOM if otherwise else NOT_NOW), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(resume)
    box.setWindowModality(Qt.WindowModality.WindowModal)

    def answered(button: QAbstractButton) -> None:
        if button is resume:
            resume_room(window, path)
            return
        if button is forget:
            from ..net.rooms import discard

            discard(path)
        if otherwise is not None:
            otherwise()

    box.buttonClicked.connect(answered)
    box.open()
    return box


def resume_room(window: Any, path: Path) -> HostRunner | None:
    """Reopen the room of `path` in the window, its table, Online panel and invitations as when it
    was opened; a room that cannot open (its port taken, no broker answers) is a warning."""
    from ..net.broker import BrokerError
    from ..net.host import HostError, reopen
    from ..net.rooms import RoomError
    from .online import seat_room

    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        host, embedded = reopen(path)
    except (BrokerError, HostError, RoomError, ValueError, OSError) as exc:
        reason = QCoreApplication.translate("Online", "The room cannot open: {reason}").format(reason=exc)
        window.warn(_tr(RESUME_TITLE), reason)
        return None
    finally:
        QGuiApplication.restoreOverrideCursor()
    return seat_room(window, host, embedded)
