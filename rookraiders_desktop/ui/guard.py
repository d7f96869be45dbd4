"""Never lose a game by accident: before New game, Open, the challenge of the day, a recent game or
Quit replaces the game on the table, the window asks Save / Discard / Cancel when that game has
moves no file holds. A finished game, a game just saved or opened, and a game with no move yet
are replaced without asking (the autosaves keep the last several games in any case)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

# `Qt` is imported where used: making its enums takes 15 ms, kept out of start-up (issue 17)
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

if TYPE_CHECKING:
    from .host import TableHost


class ReplaceGuard(QObject):
    def __init__(self, window: TableHost, save: Callable[[], bool]):
        super().__init__(window.as_widget())
        self.window = window
        self._save = save  # the window's Save: True once the game is written (it may ask for a file)
        self._saved: tuple[Any, int, Any] | None = None  # (session, moves, last move) when last saved

    def _position(self) -> tuple[Any, int, Any] | None:
        session = self.window.session
        if session is None:
            return None
        history = session.core.history
        return (session, len(history), history[-1] if history else None)

    def mark_saved(self) -> None:
        """The game on the table is now held by a file (saved, or just opened)."""
        self._saved = self._position()

    def needs_asking(self) -> bool:
        session = self.window.session
        if session is None or not session.core.history or session.result() is not None:
            return False
        return self._position() != self._saved

    def then(self, proceed: Callable[[], Any], cancelled: Callable[[], Any] | None = None) -> bool:
        """Run `proceed` now if nothing would be lost (returns True), else once the player has chosen
        Save (and the game is saved) or Discard; Cancel leaves everything as it was (and calls
        `cancelled`, if given)."""
        if not self.needs_asking():
            proceed()
            return True
        from PySide6.QtCore import Qt

        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Save the game?"),
            self.tr("The game on the table has moves that are not saved. Save it before leaving it?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            self.window.as_widget(),
        )
        box.setInformativeText(self.tr("Discard: it stays among the recent games of the library (autosaved)."))
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.button(QMessageBox.StandardButton.Save).clicked.connect(lambda: self._save() and proceed())
        box.button(QMessageBox.StandardButton.Discard).clicked.connect(proceed)
        if cancelled is not None:
            box.button(QMessageBox.StandardButton.Cancel).clicked.connect(cancelled)  # Esc too
        self.window.message_box = box
        box.open()
        return False
