"""What the main window's features (the coach, the keyboard, practice, replays, the rules help and
the preferences) use of the window they serve: `TableHost`. The window passes itself; a feature
imports this protocol, never main_window.py, so the features depend only on what lies below them
and main_window.py is imported by the entry point alone (a test checks it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QByteArray
    from PySide6.QtWidgets import QListWidget, QMainWindow, QMessageBox, QSplitter, QStackedWidget, QStatusBar

    from ..bridge.session import GameSession
    from ..engine.core.game import Setup
    from .curtain import Curtain
    from .panels import LogPanel, PromptPanel
    from .picker import Picker
    from .scene_base import GameScene
    from .settings import Settings
    from .table_view import TableView


class Library(Protocol):
    """The page listing the games."""

    list: QListWidget

    def selected(self) -> str: ...


class TableHost(Protocol):
    """The main window as its features see it: the game on the table and the widgets around it."""

    # the game on the table
    session: GameSession | None
    scene: GameScene | None
    viewer: int | None  # whose view the table shows
    picker: Picker  # the clicks picked so far towards an action
    settings: Settings
    autosave: bool  # False: the window writes nothing in the data folder (screenshots, tests)
    bot_delay_ms: int
    fixed_bot_delay: bool  # the bot delay was given at start (tests, screenshots): the preferences leave it
    message_box: QMessageBox | None  # the last warning shown

    # the widgets: pages (library | table stack), the table stack (table | curtain)
    pages: QStackedWidget
    table_stack: QStackedWidget
    table: QSplitter  # the view beside the side panel
    curtain: Curtain
    view: TableView
    prompt: PromptPanel
    log: LogPanel

    @property
    def library(self) -> Library:
        """The page listing the games (read only: the window's is its own LibraryPage)."""
        ...

    @property
    def curtained(self) -> bool:
        """The hot-seat curtain covers the table: nothing may show any seat's table or secret."""
        ...

    def start_game(self, game_id: str, setup: Setup, seed: int | None = None) -> GameSession | None: ...
    def set_session(self, session: GameSession) -> None: ...
    def refresh(self) -> None: ...
    def choose(self, action: Any) -> None: ...
    def clear_picks(self) -> None: ...
    def save_filter(self) -> str: ...
    def warn(self, title: str, text: str) -> None: ...
    def show_library(self) -> None: ...

    def as_widget(self) -> QMainWindow:
        """The window itself, as the parent of a feature's objects and dialogs."""
        ...

    # the QMainWindow underneath (a feature's dialogs are its children)
    def statusBar(self) -> QStatusBar: ...  # Qt's names
    def isVisible(self) -> bool: ...
    def saveGeometry(self) -> QByteArray: ...
    def restoreGeometry(self, geometry: QByteArray) -> bool: ...
    def saveState(self, version: int = 0) -> QByteArray: ...
    def restoreState(self, state: QByteArray, version: int = 0) -> bool: ...
