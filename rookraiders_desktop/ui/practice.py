"""Practice in the main window: the practice journal, the statistics window and the challenge of
the day (issue 9). The window owns one Practice; it

- opens the journal (``journal.sqlite3`` in the app data folder, beside the autosave) on first
  use, and shows the player any notice about it (a damaged journal set aside, ...);
- hands it to every game session (``attach``): the session records a finished solo or bot game
  itself (bridge/session.py), this object tells the player and refreshes the statistics;
- opens the statistics window and the challenge dialog.

A window made with ``autosave=False`` (screenshots, some tests) writes nothing in the data folder:
its journal is kept in memory.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

# `Qt` is imported where used: making its enums takes 15 ms, kept out of start-up (issue 17)
from PySide6.QtCore import QObject

from . import i18n

if TYPE_CHECKING:
    from ..bridge.session import GameSession
    from ..engine.core.journal import Journal
    from .challenge import ChallengeDialog
    from .host import TableHost
    from .stats_window import StatsWindow


class Practice(QObject):
    def __init__(self, window: TableHost):
        super().__init__(window.as_widget())
        self.window = window
        self._journal: Journal | None = None
        self.stats_window: StatsWindow | None = None
        self.challenge_dialog: ChallengeDialog | None = None

    # --- the journal -------------------------------------------------------------------------
    def journal(self) -> Journal:
        """The practice journal, opened on first use (its notices shown to the player)."""
        if self._journal is None:
            from ..engine.core.journal import Journal

            if self.window.autosave:
                from ..bridge.session import journal_path

                self._journal = Journal(journal_path())
            else:
                self._journal = Journal.memory()
            for notice in self._journal.take_notices():
                self.show_problem(notice)
        return self._journal

    def close(self) -> None:
        if self._journal is not None:
            self._journal.close()
            self._journal = None

    def show_problem(self, problem: Any) -> None:
        self.window.warn(self.tr("Practice journal"), i18n.error_text(problem))

    # --- games -------------------------------------------------------------------------------
    def attach(self, session: GameSession) -> None:
        """Let `session` record its end in the journal (opened only when a game ends)."""
        session.journal = self.journal
        session.journal_recorded.connect(self.on_recorded)
        session.journal_problem.connect(self.show_problem)

    def on_recorded(self, record: Any) -> None:
        from .stats_window import challenge_result_text

        text = self.tr("The game was recorded in the practice journal.")
        if record.challenge:
            best = self.journal().best_challenge(record.game_id, record.challenge_date)
            if best is not None:
                text = self.tr("Challenge of the day recorded. Today's best: {result}.").format(
                    result=challenge_result_text(best)
                )
        self.window.statusBar().showMessage(text, 10000)
        if self.stats_window is not None and self.stats_window.isVisible():
            self.stats_window.refresh()

    # --- windows -----------------------------------------------------------------------------
    def current_game_id(self) -> str | None:
        session = self.window.session
        if session is not None:
            return session.game.game_id
        return self.window.library.selected()  # the library fills itself first: never empty

    def show_statistics(self) -> StatsWindow:
        from .stats_window import StatsWindow

        journal = self.journal()
        if self.stats_window is None:
            self.stats_window = StatsWindow(journal, self.window.as_widget(), game_id=self.current_game_id())
        else:
            self.stats_window.journal = journal
            game_id = self.current_game_id()
            if game_id is not None:
                self.stats_window.set_game(game_id)
            self.stats_window.refresh()
        self.stats_window.show()
        self.stats_window.raise_()
        self.stats_window.activateWindow()
        return self.stats_window

    def player_name(self, game_id: str) -> str:
        """The name of the first human seat used last time for this game, if any."""
        memory = self.window.settings.last_seats(game_id)
        if memory is not None:
            for name, bot in memory.seats[: memory.count]:
                if not bot and name:
                    return name
        return ""

    def show_challenge(self, game_id: str | None = None) -> ChallengeDialog:
        from PySide6.QtCore import Qt

        from .challenge import ChallengeDialog

        game_id = game_id or self.current_game_id()
        dialog = ChallengeDialog(
            self.journal(),
            self.window.as_widget(),
            game_id=game_id,
            player_name=self.player_name(game_id) if game_id else "",
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.play_requested.connect(self.window.start_game)
        self.challenge_dialog = dialog
        dialog.open()
        return dialog
