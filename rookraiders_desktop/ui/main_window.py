"""The main window: game library, the table (scene in a zoomable view), the prompt and log
panels, the hot-seat curtain, and the Game / Edit / View menus.

The window never decides a rule. It asks the GameSession for the legal actions of the seat that
must act, lets the scene's items and the prompt's buttons pick one of them, and submits it.
"""

from __future__ import annotations

from collections.abc import Hashable
from pathlib import Path
from typing import TYPE_CHECKING, Any

# Qt's `Qt` namespace is imported where it is used: making its enums takes some 15 ms, kept out of
# the time to the first paint (issue 17; tests/ui/test_responsiveness_startup.py)
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QStackedWidget

from ..engine.core.i18n import QT_TRANSLATE_NOOP
from . import i18n
from .games import registered_games
from .library import LibraryPage, remember_file
from .pacing import PaintPacer
from .picker import Picker

# The engine (pydantic models, card data) is imported only when a game is listed or started, after
# the window has painted: start-up must stay within 2x a bare Qt window (issue 2, section 8).
if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QSplitter

    from ..bridge.session import GameSession
    from ..engine.core.game import Event, Game, Setup
    from .coach import Coach
    from .curtain import Curtain
    from .end_screen import EndScreen
    from .items import MarkLook
    from .keyboard import TableKeyboard
    from .new_game import NewGameDialog
    from .panels import LogPanel, PromptPanel
    from .preview import PreviewPanel
    from .quick_reference import QuickReference
    from .recap import Recap
    from .replay import ReplayMode
    from .rules_help import RulesHelp
    from .scene_base import GameScene
    from .seat_logs import SeatLogs
    from .table_view import TableView
    from .tutorial import Tutorial

APP_TITLE = "Rook & Raiders Desktop"
# A long game's log (a save opened, a seat's first look): its last LOG_FIRST actions are put into
# words before the table shows, the older ones afterwards, LOG_FILL_STEP per turn of the event loop.
LOG_FIRST = 60  # some 130 lines: more than the log pane shows at once
LOG_FILL_STEP = 100
LOG_FILL_AFTER_MS = 30  # the first slice waits for the table's paint
_scene_text = QCoreApplication.translate  # a scene's own text (not a new string: lupdate skips this name)


def event_text(game: Game[Any, Any], event: Event, names: dict[int, str]) -> str:
    """The log line of an event in the interface's language, with the players' names."""
    return i18n.describe_event(game, event, names)


def visible(event: Event, viewer: int | None) -> bool:
    from ..engine.core.game import visible as _visible

    return _visible(event, viewer)


def online() -> Any:
    from . import online as feature  # remote play, with its network libraries, only when asked for

    return feature


class _FirstPaint(QObject):
    """Calls `then` once, right after the watched widget has painted for the first time."""

    def __init__(self, then: Any):
        super().__init__()
        self.then = then
        self.done = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.done and event.type() == QEvent.Type.Paint:
            self.done = True
            QTimer.singleShot(0, self.then)
        return False


class MainWindow(QMainWindow):
    ready = Signal()  # after the first paint, once the library is filled and painted (after_first_paint)
    prepared = Signal()  # then once the engine is imported and the tables warmed: any table paints at once

    def __init__(
        self,
        bot_delay_ms: int | None = None,
        autosave: bool = True,
        load_after_paint: bool = True,
        offer_autosave: bool = False,
    ):
        super().__init__()
        self._offer_autosave = offer_autosave
        from .settings import Settings

        self.settings = Settings()  # QSettings: window, seats, language, motion, zoom, UI scale
        self.fixed_bot_delay = bot_delay_ms is not None  # else the animation speed's pacing
        self.bot_delay_ms = self.settings.bot_delay_ms if bot_delay_ms is None else bot_delay_ms
        self.autosave = autosave
        self.session: GameSession | None = None
        self.scene: GameScene | None = None
        self.viewer: int | None = None  # whose view the table shows
        self.pending_viewer: int | None = None  # waiting behind the curtain
        # per seat (None: a spectator), the events of the others' actions since its own last one:
        # the table marks them (GameScene.last_move_marks) until that seat acts again
        self.since_own: dict[int | None, list[Event]] = {}
        self._logs: SeatLogs | None = None  # per seat, its log's lines so far (ui/seat_logs.py)
        self._log_shown: tuple[int | None, int] | None = None  # whose lines the log shows, how many
        self._log_filling = False  # a slice of a long log's older lines is due (_fill_log)
        self.picker = Picker()
        self.pacer = PaintPacer(self, lambda: self.session)  # a change painted a turn after its redraw
        self.message_box: QMessageBox | None = None  # the last warning shown (kept for tests)
        self.dialog: NewGameDialog | None = None
        self.setWindowTitle(APP_TITLE)
        self.resize(1500, 950)

        self.library = LibraryPage(self)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.library)
        self.setCentralWidget(self.pages)
        self.statusBar()  # the keyboard's status line lives there: the library keeps its height
        # built on first use, or once the window has painted (see _part): the replays and the rules
        # help; start-up paints without them
        self._parts: dict[str, Any] = {}
        self.is_ready = False  # the window has painted its library, filled (see after_first_paint)
        self.is_prepared = False  # and the engine and the tables are prepared in the background
        from .guard import ReplaceGuard
        from .practice import Practice
        from .settings_dialog import WindowPreferences

        self.practice = Practice(self)  # the practice journal, statistics and daily challenge
        self.guard = ReplaceGuard(self, self.save)  # Save / Discard / Cancel before a game is replaced
        self._may_close = False
        self.prefs = WindowPreferences(self, self.settings)
        self._build_menus()
        self._update_actions()
        self.pages.currentChanged.connect(self._page_changed)
        self.prefs.restore_window()
        self.prefs.apply(initial=True)
        i18n.language_notifier.changed.connect(self.retranslate)
        self._first_paint = _FirstPaint(self.after_first_paint)
        if load_after_paint:
            self.installEventFilter(self._first_paint)

    # --- the table, built on first use ---------------------------------------------------------
    # The table's widgets and the features living in them; start-up paints the library without
    # them (issue 17), Preparation builds them after `ready` (PARTS), any use before builds them.
    view: TableView
    prompt: PromptPanel
    log: LogPanel
    table: QSplitter  # the table's view beside the side pane
    curtain: Curtain
    table_stack: QStackedWidget  # the table, or the hot-seat curtain over it
    keyboard: TableKeyboard
    preview: PreviewPanel
    coach: Coach
    recap: Recap
    tutorial: Tutorial
    quick_reference: QuickReference
    end_screen: EndScreen
    TABLE_PARTS = frozenset(
        [
            "view",
            "prompt",
            "log",
            "table",
            "curtain",
            "table_stack",
            "keyboard",
            "preview",
            "coach",
            "recap",
            "tutorial",
            "quick_reference",
            "end_screen",
        ]
    )
    table_built = False

    def __getattr__(self, name: str) -> Any:
        """Only for a table part not built yet (Python asks here once normal lookup failed)."""
        if name in self.TABLE_PARTS and not self.table_built:
            self._build_table()
            return getattr(self, name)
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def _build_table(self) -> None:
        self.table_built = True
        from .curtain import Curtain
        from .panels import LogPanel, PromptPanel
        from .table_view import TableView

        self.view = TableView()
        self.prompt = PromptPanel()
        self.log = LogPanel()
        self.table = self._table_splitter()
        self.curtain = Curtain()
        self.table_stack = QStackedWidget()
        self.table_stack.addWidget(self.table)
        self.table_stack.addWidget(self.curtain)
        self.pages.addWidget(self.table_stack)
        self.prompt.action_chosen.connect(self.choose)
        self.prompt.clear_requested.connect(self.clear_picks)
        self.curtain.revealed.connect(self.reveal)
        if "rules_help" not in self._parts:  # else RulesHelp listens itself
            self.prompt.rule_link.connect(self._first_rule_link)
            self.log.rule_link.connect(self._first_rule_link)
        self._build_table_features()
        self.prefs.table_built()

    def _table_splitter(self) -> QSplitter:
        """The side pane: the prompt (never shorter than its labels, see PromptPanel) above the
        log, which takes what is left; beside the table, which keeps most of the width (7 : 3)."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QSplitter

        self.log.setMinimumHeight(80)
        side = QSplitter(Qt.Orientation.Vertical)
        side.addWidget(self.prompt)
        side.addWidget(self.log)
        side.setChildrenCollapsible(False)
        side.setStretchFactor(0, 0)
        side.setStretchFactor(1, 1)
        side.setSizes([340, 560])
        side.setMinimumWidth(220)
        table = QSplitter(Qt.Orientation.Horizontal)
        table.addWidget(self.view)
        table.addWidget(side)
        table.setChildrenCollapsible(False)
        table.setStretchFactor(0, 7)
        table.setStretchFactor(1, 3)
        table.setSizes([1050, 450])  # the pane 30 % of the width (the settings may restore others)
        return table

    def _build_table_features(self) -> None:
        from .coach import Coach
        from .end_screen import EndScreen
        from .keyboard import TableKeyboard
        from .preview import PreviewPanel
        from .quick_reference import QuickReference
        from .recap import Recap
        from .tutorial import Tutorial

        self.keyboard = TableKeyboard(self)  # focus ring, Tab/arrows/Enter/Esc, accessible names
        self.preview = PreviewPanel(self.view, lambda: self.keyboard.key)  # the hovered or focused item, large
        self.keyboard.focus_changed.connect(self.preview.focus_moved)
        self.coach = Coach(self)  # the Hint button and the odds previews (issue 9)
        self.recap = Recap(self)  # back at the table: step through what happened since one's last turn
        self.tutorial = Tutorial(self)  # Learn to play: a lesson's panel, its highlights (issue 16)
        self.quick_reference = QuickReference(self)  # Help ▸ Quick reference (F2), a link in the prompt
        self.end_screen = EndScreen(self)  # the result, score sheets, Play again / Rematch / Replay

    def after_first_paint(self) -> None:
        """Work left out of start-up (ui/startup.py, Preparation): the library is filled from the
        games' light listings; once it has painted, `ready`. Then the engine is imported on a thread
        while the window answers, the games' tables imported, every card face drawn once off screen
        (so the first table paints fast) and the parts built on first use built, a step per turn of
        the event loop; then `prepared`."""
        from .startup import Preparation

        self._preparation = Preparation(self, self._list_games, self.library.list.viewport())
        self._preparation.listed.connect(self._listed)
        self._preparation.done.connect(self._prepared)
        self._preparation.start()

    def _list_games(self) -> None:
        self.library.populate()
        if self._offer_autosave and self.session is None:
            from .online_rooms import hosted_room_files  # a game hosted here that did not finish comes first

            if not hosted_room_files() or online().offer_resume(self) is None:
                self.offer_autosave()

    def _listed(self) -> None:
        self.is_ready = True
        self.ready.emit()

    def _prepared(self) -> None:
        self.is_prepared = True
        self.prepared.emit()

    # --- parts built on first use ---------------------------------------------------------------
    PARTS = ("view", "replay", "rules_help")  # what Preparation builds before `prepared` ("view": the table)

    def _part(self, name: str) -> Any:
        part = self._parts.get(name)
        if part is None:
            part = self._parts[name] = self._build_part(name)
        return part

    def _build_part(self, name: str) -> Any:
        if name == "replay":
            from .replay import ReplayMode

            return ReplayMode(self)
        from .rules_help import RulesHelp

        self.prompt.rule_link.disconnect(self._first_rule_link)  # RulesHelp listens itself from now on
        self.log.rule_link.disconnect(self._first_rule_link)
        return RulesHelp(self)

    @property
    def replay(self) -> ReplayMode:
        """Replays: timeline, bookmarks, play from here (issue 9)."""
        return self._part("replay")  # type: ignore[no-any-return]

    @property
    def rules_help(self) -> RulesHelp:
        """Help ▸ Rules… (F1); every clause id shown links to it."""
        return self._part("rules_help")  # type: ignore[no-any-return]

    def _first_rule_link(self, cid: str) -> None:
        self.rules_help.open(cid)  # builds it (which then hears the links itself)

    # --- menus ------------------------------------------------------------------------------
    def _action(self, menu: Any, text: str, slot: Any, *keys: Any) -> QAction:
        """A menu entry; `text` is English, marked with QT_TRANSLATE_NOOP("MainWindow", ...)."""
        action = QAction(self.tr(text), self)
        action.setProperty("source_text", text)
        if keys:
            action.setShortcuts([QKeySequence(k) for k in keys])
        action.triggered.connect(slot)
        menu.addAction(action)
        self._menu_actions.append(action)
        return action

    def _menu(self, text: str) -> Any:
        menu = self.menuBar().addMenu(self.tr(text))
        menu.menuAction().setProperty("source_text", text)
        return menu

    def _build_menus(self) -> None:
        self._menu_actions: list[QAction] = []
        game = self._menu(QT_TRANSLATE_NOOP("MainWindow", "&Game"))
        self.act_new = self._action(
            game,
            QT_TRANSLATE_NOOP("MainWindow", "&New game…"),
            lambda: self.guard.then(lambda: self.new_game(self.library.selected())),
            QKeySequence.StandardKey.New,
        )
        self.act_open = self._action(
            game,
            QT_TRANSLATE_NOOP("MainWindow", "&Open…"),
            lambda: self.guard.then(self.open_dialog),
            QKeySequence.StandardKey.Open,
        )
        self.act_save = self._action(
            game, QT_TRANSLATE_NOOP("MainWindow", "&Save"), self.save, QKeySequence.StandardKey.Save
        )
        self.act_save_as = self._action(
            game, QT_TRANSLATE_NOOP("MainWindow", "Save &As…"), self.save_as_dialog, "Ctrl+Shift+S"
        )
        self.act_export_picture = self._action(
            game, QT_TRANSLATE_NOOP("MainWindow", "&Export picture…"), self.export_picture_dialog
        )
        self.act_learn = self._action(
            game,
            QT_TRANSLATE_NOOP("MainWindow", "Learn to pla&y…"),
            lambda: self.learn_to_play(self.library.selected()),
        )
        game.addSeparator()
        self.act_host_online = self._action(
            game,
            QT_TRANSLATE_NOOP("MainWindow", "&Host online…"),
            lambda: self.guard.then(lambda: online().host_dialog(self, self.library.selected())),
        )
        self.act_join_online = self._action(
            game, QT_TRANSLATE_NOOP("MainWindow", "&Join…"), lambda: self.guard.then(lambda: online().join_dialog(self))
        )
        game.addSeparator()
        self.act_open_replay = self._action(
            game, QT_TRANSLATE_NOOP("MainWindow", "Open &replay…"), lambda: self.replay.open_dialog()
        )
        self.act_replay = self._action(
            game, QT_TRANSLATE_NOOP("MainWindow", "Re&play this game"), lambda: self.replay.replay_this_game(), "Ctrl+R"
        )
        self.act_results = self._action(
            game, QT_TRANSLATE_NOOP("MainWindow", "Res&ults…"), lambda: self.end_screen.open(), "Ctrl+E"
        )
        game.addSeparator()
        self.act_library = self._action(game, QT_TRANSLATE_NOOP("MainWindow", "Game &library"), self.show_library)
        game.addSeparator()
        self.act_quit = self._action(game, QT_TRANSLATE_NOOP("MainWindow", "&Quit"), self.close, "Ctrl+Q")
        edit = self._menu(QT_TRANSLATE_NOOP("MainWindow", "&Edit"))
        self.act_undo = self._action(edit, QT_TRANSLATE_NOOP("MainWindow", "&Undo"), self.undo, "Ctrl+Z")
        self.act_redo = self._action(
            edit, QT_TRANSLATE_NOOP("MainWindow", "&Redo"), self.redo, "Ctrl+Y", "Ctrl+Shift+Z"
        )
        view = self._menu(QT_TRANSLATE_NOOP("MainWindow", "&View"))
        self.act_zoom_in = self._action(
            view, QT_TRANSLATE_NOOP("MainWindow", "Zoom &in"), lambda: self.view.zoom_in(), "Ctrl++", "Ctrl+="
        )
        self.act_zoom_out = self._action(
            view, QT_TRANSLATE_NOOP("MainWindow", "Zoom &out"), lambda: self.view.zoom_out(), "Ctrl+-"
        )
        self.act_fit = self._action(
            view, QT_TRANSLATE_NOOP("MainWindow", "&Fit the table"), lambda: self.view.fit(), "Ctrl+0"
        )
        view.addSeparator()
        self.act_pane = self._action(
            view,
            QT_TRANSLATE_NOOP("MainWindow", "Switch between table and &prompt"),
            lambda: self.keyboard.switch_pane(),
            "F6",
        )
        self.act_focus_table = self._action(
            view, QT_TRANSLATE_NOOP("MainWindow", "Focus the &table"), lambda: self.keyboard.focus_table(), "Ctrl+T"
        )
        edit.addSeparator()
        self.act_cancel = self._action(
            edit,
            QT_TRANSLATE_NOOP("MainWindow", "&Cancel the choice in progress"),
            lambda: self.keyboard.cancel(),
            "Esc",
        )
        self.act_hint = self._action(
            edit, QT_TRANSLATE_NOOP("MainWindow", "&Hint: propose a move"), lambda: self.coach.show_hint(), "H"
        )
        edit.addSeparator()
        self.act_preferences = self._action(
            edit, QT_TRANSLATE_NOOP("MainWindow", "&Preferences…"), lambda: self.prefs.open_dialog(), "Ctrl+,"
        )
        practice = self._menu(QT_TRANSLATE_NOOP("MainWindow", "&Practice"))
        self.act_challenge = self._action(
            practice,
            QT_TRANSLATE_NOOP("MainWindow", "Challenge of the &day…"),
            lambda: self.guard.then(self.practice.show_challenge),
        )
        self.act_statistics = self._action(
            practice, QT_TRANSLATE_NOOP("MainWindow", "&Statistics…"), lambda: self.practice.show_statistics()
        )
        help_menu = self._menu(QT_TRANSLATE_NOOP("MainWindow", "&Help"))
        self.act_rules = self._action(
            help_menu, QT_TRANSLATE_NOOP("MainWindow", "&Rules…"), lambda: self.rules_help.open(), "F1"
        )
        self.act_quick_reference = self._action(
            help_menu, QT_TRANSLATE_NOOP("MainWindow", "&Quick reference…"), lambda: self.quick_reference.open(), "F2"
        )
        self.act_about = self._action(
            help_menu, QT_TRANSLATE_NOOP("MainWindow", "&About Rook & Raiders Desktop"), self.show_about
        )
        # Under the hot-seat curtain only these act: none of them shows a table (undo and redo only
        # turn the curtain to the seat whose table would show). Every other entry waits.
        self._safe_under_curtain = {
            self.act_new,
            self.act_open,
            self.act_library,
            self.act_quit,
            self.act_undo,
            self.act_redo,
            self.act_zoom_in,
            self.act_zoom_out,
            self.act_fit,
            self.act_pane,
            self.act_focus_table,
            self.act_preferences,
            self.act_about,
        }

    def _retranslate_menus(self) -> None:
        """Menus and their entries: every QAction that carries its English "source_text"."""
        for action in self.findChildren(QAction):
            source = action.property("source_text")
            if source:
                action.setText(self.tr(source))

    def retranslate(self, _lang: str = "") -> None:
        """Everything in the new language; the game on the table goes on untouched."""
        self._retranslate_menus()
        self.library.retranslate()
        if "replay" in self._parts:
            self.replay.retranslate()
        if self.table_built:
            self.prompt.retranslate()
            self.log.retranslate()
            if self.curtain.name:
                self.curtain.retranslate()
        if self.dialog is not None:
            try:
                self.dialog.retranslate()
            except RuntimeError:  # the dialog was deleted
                self.dialog = None
        self._update_title()
        if self.session is not None and self.scene is not None:
            if self._logs is not None:
                self._logs.clear()  # every line again, in the new language
            self._log_shown = None
            self._rebuild_log()
            self.refresh()

    @property
    def curtained(self) -> bool:
        """The hot-seat curtain covers the table: nothing may show any seat's table or secret."""
        return self.pending_viewer is not None

    def _update_actions(self, can_undo: bool = False, can_redo: bool = False) -> None:
        has_game = self.session is not None
        # not while a replay is watched (nor before the table is built)
        on_table = self.table_built and self.pages.currentWidget() is self.table_stack
        curtained = self.curtained
        for action in self._menu_actions:
            action.setEnabled(not curtained or action in self._safe_under_curtain)
        for action in (self.act_save, self.act_save_as, self.act_export_picture, self.act_replay):
            action.setEnabled(has_game and not curtained)
        over = self.session is not None and self.session.result() is not None
        self.act_results.setEnabled(over and not curtained)
        self.act_undo.setEnabled(has_game and on_table and can_undo)
        self.act_redo.setEnabled(has_game and on_table and can_redo)
        self.act_hint.setEnabled(on_table and not curtained)

    def _refresh_actions(self) -> None:
        session = self.session
        self._update_actions(session is not None and session.can_undo(), session is not None and session.can_redo())

    def _page_changed(self, _index: int) -> None:
        """Undo, redo and the hint act on the game on the table: only while the table is shown."""
        self._refresh_actions()

    # --- starting and ending games ----------------------------------------------------------
    def new_game(self, game_id: str) -> None:
        """Ask for the seats in the new-game dialog, then start."""
        from .library import library_games
        from .new_game import NewGameDialog

        dialog = NewGameDialog(library_games()[game_id], self)  # at once: the rules come when confirmed
        self.prefs.prefill_seats(game_id, dialog)  # the seats and names used last time
        dialog.accepted.connect(lambda: self.prefs.remember_seats(game_id, dialog))
        dialog.accepted.connect(lambda: self.start_game(game_id, dialog.setup(), dialog.seed_value()))
        dialog.open()
        self.dialog = dialog

    def start_game(self, game_id: str, setup: Setup, seed: int | None = None) -> GameSession | None:
        """Start a game; broken game data or an impossible setup gets a message and the game
        on the table (if any) stays as it was."""
        from ..bridge.session import GameSession
        from ..engine.core.errors import ContentError, RuleViolation

        game = registered_games()[game_id]
        if seed is None:
            import random

            seed = random.SystemRandom().randrange(1, 2**31)
        try:
            session = GameSession.new(game, setup, seed, bot_delay_ms=self.bot_delay_ms, autosave=self.autosave)
        except ContentError as exc:
            self.warn(
                self.tr("The game data is broken"),
                self.tr("{game} cannot start because a data file is broken:\n\n{error}").format(
                    game=i18n.game_title(game), error=i18n.error_text(exc)
                ),
            )
            return None
        except RuleViolation as exc:
            self.warn(self.tr("Impossible setup"), i18n.error_text(exc))
            return None
        self.set_session(session)
        return session

    def learn_to_play(self, game_id: str) -> None:
        """The interactive lesson of `game_id` on the real engine, resumed where it was left."""
        self.tutorial.start(game_id)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"), str(Path.home()), self.save_filter())
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path, keep_path: bool = True, autosave_to: Path | None = None) -> bool:
        """Load a save (its moves go on in a new autosave, or in `autosave_to`). A bad file gets a
        message and the current game is left as it was."""
        from ..bridge.session import GameSession
        from ..engine.core.errors import ContentError, SaveError

        try:
            session = GameSession.open(
                path,
                registered_games(),
                bot_delay_ms=self.bot_delay_ms,
                autosave=autosave_to if autosave_to is not None else self.autosave,
            )
        except SaveError as exc:
            self.warn(self.tr("Cannot open this file"), i18n.error_text(exc))
            return False
        except ContentError as exc:
            self.warn(
                self.tr("The game data is broken"),
                self.tr("This save cannot be opened because a data file is broken:\n\n{error}").format(
                    error=i18n.error_text(exc)
                ),
            )
            return False
        if not keep_path:
            session.path = None
        self.set_session(session)
        self.guard.mark_saved()
        if keep_path:
            remember_file(path)
        return True

    def resume_autosave(self, path: Path) -> bool:
        """Go on with an autosaved game, in the same autosave file ("Save" asks for a name)."""
        return self.open_path(path, keep_path=False, autosave_to=path if self.autosave else None)

    def save(self) -> bool:
        if self.session is None:
            return False
        if self.session.path is None:
            return self.save_as_dialog()
        return self.save_to(self.session.path)

    def save_as_dialog(self) -> bool:
        if self.session is None:
            return False
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the game"), str(Path.home() / "game.json"), self.save_filter()
        )
        return self.save_to(Path(path)) if path else False

    def save_filter(self) -> str:
        return self.tr("Saved games (*.json);;All files (*)")

    def save_to(self, path: Path) -> bool:
        assert self.session is not None
        try:
            self.session.save(path)
        except OSError as exc:
            self.warn(
                self.tr("Cannot save"),
                self.tr("The game could not be written to {path}: {error}").format(path=path, error=exc),
            )
            return False
        self._update_title()
        self.guard.mark_saved()
        remember_file(path)
        self.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 5000)
        return True

    def export_picture_dialog(self) -> bool:
        """Game ▸ Export picture…: the window as the viewer sees it now, as a PNG (never under the
        curtain: the entry waits there, see _update_actions)."""
        if self.session is None or self.curtained:
            return False
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export a picture of the table"),
            str(Path.home() / "table.png"),
            self.tr("PNG pictures (*.png)"),
        )
        return self.export_picture(Path(path)) if path else False

    def export_picture(self, path: Path) -> bool:
        """Write the window as it looks now to `path` as a PNG."""
        if self.session is None or self.curtained:
            return False
        if not path.suffix:
            path = path.with_suffix(".png")
        if not self.grab().save(str(path), "PNG"):
            self.warn(
                self.tr("Cannot export"), self.tr("The picture could not be written to {path}.").format(path=path)
            )
            return False
        self.statusBar().showMessage(self.tr("Picture written to {path}").format(path=path), 5000)
        return True

    def show_library(self) -> None:
        if self.library.list.count():
            self.library.refresh_recent()
        self.pages.setCurrentWidget(self.library)

    def as_widget(self) -> QMainWindow:
        return self

    def warn(self, title: str, text: str) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.message_box = box
        box.open()

    def offer_autosave(self) -> bool:
        """If an unfinished game was autosaved, ask whether to continue it. Returns True if asked."""
        from ..bridge.autosaves import latest_unfinished

        latest = latest_unfinished() if self.autosave else None
        if latest is None:
            return False
        path = latest.path
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Continue?"),
            self.tr("A game in progress was saved automatically. Continue it?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        self.message_box = box
        box.button(QMessageBox.StandardButton.Yes).clicked.connect(lambda: self.resume_autosave(path))
        box.open()
        return True

    def set_session(self, session: GameSession) -> None:
        if self.session is not None:
            self.session.close()
            self.session.deleteLater()
        self.session = session
        self.pacer.change_redrawn()  # the new table built in this turn, painted in the next few
        self.since_own = {}
        self.recap.close(restore=False)
        self._new_scene()
        self.since_own = self._news_from_history()  # an opened save shows its last moves
        session.events_applied.connect(self.on_events)
        session.state_reset.connect(self.on_reset)
        session.action_rejected.connect(self.on_rejected)
        session.undo_changed.connect(self._update_actions)
        session.game_over.connect(self.on_game_over)
        session.thinking_changed.connect(lambda _seat: self._show_thinking())
        self._logs = self._seat_logs(session)
        self._log_shown = None
        self.practice.attach(session)  # a solo or bot game is recorded in the practice journal
        humans = session.humans()
        acting = session.acting()
        self.viewer = acting if acting in humans else (humans[0] if humans else None)
        self.pending_viewer = None
        self.prompt.set_status("")
        self.pages.setCurrentWidget(self.table_stack)
        self.table_stack.setCurrentWidget(self.table)
        self._rebuild_log()
        if session.core.history and self.viewer is not None and self._views_differ(None, self.viewer):
            self._cover(self.viewer)  # a hot-seat game opened mid-way: whoever is at the screen passes it on
        self.refresh()
        self.prefs.apply_zoom()  # the remembered zoom, or fit the table
        self._update_title()
        session.start()

    def _new_scene(self) -> None:
        """A fresh scene for the game on the table, nothing drawn yet: for a new game, and for the
        next hot-seat player, who gets none of the last one's passing state (a hovered block)."""
        from .games import scene_class

        session = self.session
        assert session is not None
        old = self.scene
        self.scene = scene_class(session.game.game_id)(session.game, len(session.setup.seats))
        self.scene.legal_source = session.legal_by_rules  # the prompt's too: computed once a redraw
        self.scene.clicked.connect(self.on_click)
        self.scene.hint.connect(self._on_scene_hint)  # live feedback while hovering (why a block may not go there)
        self.view.setScene(self.scene)
        if old is not None:
            old.deleteLater()
        self.pacer.table_shown(self.view)  # drawn off screen a few tiles a turn, then painted

    def _on_scene_hint(self, text: str) -> None:
        """The scene's hover feedback on the status line: red when it refuses ("Not here: …", or
        it names the rule), else a neutral hint ("It may go here: click to draw it.")."""
        scene = self.scene
        context = type(scene).__name__ if scene is not None else ""
        prefix = _scene_text(context, "Not here: {reason}").split("{reason}", 1)[0].strip()
        from .rule_links import rule_note

        refusal = bool(rule_note(text)) or (bool(prefix) and text.startswith(prefix))
        self.prompt.set_status(text, "refusal" if refusal else "note")

    def _update_title(self) -> None:
        if self.session is None:
            self.setWindowTitle(APP_TITLE)
            return
        name = self.session.path.name if self.session.path else self.tr("unsaved game")
        self.setWindowTitle(f"{i18n.game_title(self.session.game)} — {name} — {APP_TITLE}")

    def closeEvent(self, event: QCloseEvent) -> None:
        session = self.session
        if not self._may_close and session is not None and self.guard.needs_asking():
            event.ignore()  # Save / Discard / Cancel first; then close again
            session.close()  # the bots wait meanwhile (nothing runs on in a window being closed)
            self.guard.then(self._close_now, cancelled=session.start)
            return
        if self.session is not None:
            self.session.close()  # the autosave already holds every action
        self.practice.close()
        self.prefs.save_window()
        super().closeEvent(event)

    def _close_now(self) -> None:
        self._may_close = True
        self.close()

    def show_about(self) -> None:
        from PySide6.QtCore import Qt

        from .about import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.about_dialog = dialog
        dialog.open()

    # --- undo / redo --------------------------------------------------------------------------
    def undo(self) -> None:
        if self.session is not None and self.pages.currentWidget() is self.table_stack:
            self.session.undo()

    def redo(self) -> None:
        if self.session is not None and self.pages.currentWidget() is self.table_stack:
            self.session.redo()

    # --- session signals ------------------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        assert self.session is not None
        self.pacer.change_redrawn()
        history = self.session.core.history
        actor = history[-1].actor if history else None
        for seat in [*self.session.humans(), None]:
            if seat is not None and seat == actor:
                # its own action answers what it saw before; what then ran by itself is news
                self.since_own[seat] = self.scene.automatic_part(events) if self.scene is not None else []
            else:
                self.since_own.setdefault(seat, []).extend(events)
        if not self.curtained:  # behind the curtain the log stays empty until the next player has it
            self._rebuild_log()
        with self.prompt.batched():  # the status cleared and the redraw: one fit of the prompt
            self.prompt.set_status("")
            self.refresh()
        if not self.curtained:
            self.prefs.after_events(events)  # the dice tumble

    def on_reset(self) -> None:
        self.pacer.change_redrawn()
        self.end_screen.game_changed()  # an undo may take the end back
        self.since_own = self._news_from_history()  # undo, redo or load: the news as the history tells them
        self.prompt.set_status("")
        self._rebuild_log()
        self.refresh()

    def _news_from_history(self) -> dict[int | None, list[Event]]:
        from .recap import since_own_from_history

        assert self.session is not None and self.scene is not None
        return since_own_from_history(self.session.core.history, self.session.humans(), self.scene.automatic_part)

    def on_rejected(self, rule: str, message: str) -> None:
        violation = self.session.last_violation if self.session is not None else None
        text = i18n.error_text(violation) if violation is not None else f"{message} [{rule}]"
        self.prompt.set_status(self.tr("Not allowed: {reason}").format(reason=text))

    def on_game_over(self, result: Any) -> None:
        self.refresh()
        self._refresh_actions()
        self.end_screen.game_over()

    def _rebuild_log(self) -> None:
        """The log as the viewer may read it. Each seat's lines are kept (SeatLogs): after an action
        only its lines are added, and a change of player puts only the actions since into words."""
        assert self.session is not None and self._logs is not None
        if self.curtained:
            self._clear_log()
            return
        lines, kept = self._logs.update(self.viewer, self.session.core.history)
        shown, owner = self._log_shown, self._logs.owner(self.viewer)
        if shown is not None and shown[0] == owner and shown[1] <= kept:
            self.log.add(lines[shown[1] :])  # only what is new
        else:
            self.log.setPlainText("\n".join(lines))  # at once: line by line is slow for a long game
            bar = self.log.verticalScrollBar()
            bar.setValue(bar.maximum())
        self._log_shown = (owner, len(lines))
        if self._logs.pending(self.viewer) and not self._log_filling:
            self._log_filling = True
            QTimer.singleShot(LOG_FILL_AFTER_MS, self, self._fill_log)

    def _fill_log(self) -> None:
        """A slice of the older lines the log left out (SeatLogs `first`); the whole log once done."""
        self._log_filling = False
        if self.session is None or self._logs is None or self.curtained:
            return  # (shown again: _rebuild_log goes on with it)
        before = self._logs.size(self.viewer)
        pending = self._logs.fill(self.viewer, LOG_FILL_STEP)
        if self._log_shown is not None:  # the lines on show now lie further down the list
            self._log_shown = (self._log_shown[0], self._log_shown[1] + self._logs.size(self.viewer) - before)
        if pending:
            self._log_filling = True
            QTimer.singleShot(0, self, self._fill_log)
            return
        self._log_shown = None  # the lines grew at the top: set the whole text once
        self._rebuild_log()

    def _clear_log(self) -> None:
        self.log.clear()
        self._log_shown = None

    def _seat_logs(self, session: GameSession) -> SeatLogs:
        """Where the log's lines come from: the new-game line and what each seat may read."""
        game = session.game
        names = dict(enumerate(session.seat_names))

        def describe(events: list[Event], viewer: int | None) -> list[str]:
            return [line for e in events if visible(e, viewer) and (line := event_text(game, e, names))]

        def opening(viewer: int | None) -> list[str]:
            seats = self.tr(", ").join(
                self.tr("{name} ({bot} bot)").format(name=name, bot=self._bot_name(s.bot)) if s.bot else name
                for name, s in zip(session.seat_names, session.setup.seats, strict=True)
            )
            seed = getattr(session, "shown_seed", session.core.seed)  # an online table's is secret until the end
            line = self.tr("New game of {game}, seed {seed}: {seats}")
            if seed is None:
                line = self.tr("New game of {game}: {seats}")
            first = line.format(game=i18n.game_title(game), seed=seed, seats=seats)
            return [first, *describe(session.core.opening_events, viewer)]

        from .seat_logs import SeatLogs

        return SeatLogs(opening, describe, shared=not game.hidden_information, first=LOG_FIRST)

    def _bot_name(self, bot: str) -> str:
        return {"random": self.tr("random"), "greedy": self.tr("greedy")}.get(bot, bot)

    # --- drawing the table ------------------------------------------------------------------------
    def refresh(self) -> None:
        """Bring the table, the prompt and the highlights up to date with the session. The view
        and the legal actions are computed once for the whole redraw (GameSession.memoized)."""
        session = self.session
        if session is None or self.scene is None:
            return
        with session.memoized(), self.prompt.batched():
            self._redraw(session)

    def _redraw(self, session: GameSession) -> None:
        assert self.scene is not None
        acting = session.acting(prefer=self.viewer if self.pending_viewer is None else self.pending_viewer)
        human = acting is not None and not session.is_bot(acting)
        # the seat whose table is to show: the person to act, else whoever has (or gets) the screen
        seat = acting if human else self.pending_viewer if self.curtained else self.viewer
        if self.curtained or seat != self.viewer:
            # A curtain goes between two hot-seat players only when they see the game differently
            # (a game whose class says `hidden_information = False` never: every card, coin and
            # token lies open); otherwise the table simply turns to the next player's view.
            # Once up, it turns to whoever must act now (an undo under the curtain brings it back
            # for the seat whose table would show) and stays while it hides anything.
            if self._views_differ(self.viewer, seat) or (
                self.curtained and self._views_differ(self.pending_viewer, seat)
            ):
                assert seat is not None
                self._cover(seat)
                return
            self.viewer, self.pending_viewer = seat, None
            self._refresh_actions()
            self._rebuild_log()
            QTimer.singleShot(0, self.recap, self.recap.start)  # the table turned to another player: their recap
        self.table_stack.setCurrentWidget(self.table)
        view = session.view(self.viewer)
        self.scene.sync(view, self.viewer, acting, lambda kind: session.last_event(kind, self.viewer))
        self.scene.show_last_move([e for e in self.since_own.get(self.viewer, []) if visible(e, self.viewer)])
        legal = session.legal_actions(acting) if acting is not None and human and acting == self.viewer else []
        self.picker.reset(legal, self.scene.action_keys)
        self._show_prompt(view, acting, legal)

    def _views_differ(self, a: int | None, b: int | None) -> bool:
        """Whether two hot-seat seats (None: the spectator) see the game differently, in a game with
        secrets: their views differ, or (where the game's log keeps secrets) one was told something
        the other was not. Then a curtain must go between them."""
        session = self.session
        assert session is not None
        if a == b or not session.game.hidden_information or len(session.humans()) < 2:
            return False
        if session.view(a).model_dump() != session.view(b).model_dump():
            return True
        return session.game.secret_log and session.told_apart(a, b)

    def _cover(self, seat: int) -> None:
        """The curtain for `seat`: behind it the table only as a spectator sees it, no log, no
        prompt, no hint, no focus text, and every menu entry that could show a table waits (see
        _update_actions)."""
        session = self.session
        assert session is not None and self.scene is not None
        self.curtain.show_for(session.seat_names[seat], session.game.secret_note)
        if self.pending_viewer is None:
            self.pending_viewer = seat
            self.scene.sync(session.view(None), None, None, lambda kind: session.last_event(kind, None))
            self.picker.reset([], self.scene.action_keys)
            self.scene.set_marks({})
            self.scene.show_last_move([])
            self._clear_log()
            self.prompt.set_prompt("", "")
            self.prompt.set_actions([], str)
            self.prompt.set_picks("")
            self.prompt.set_status("")
            self.coach.clear_hint()
            self.coach.refresh()
            self.keyboard.sync()
        self.pending_viewer = seat
        self.table_stack.setCurrentWidget(self.curtain)
        self._refresh_actions()

    def reveal(self) -> None:
        """The next player has the screen: show their view."""
        if self.pending_viewer is None:
            return
        self.viewer, self.pending_viewer = self.pending_viewer, None
        self._new_scene()  # nothing of the last seat's passing state (a hovered block) carries over
        self._refresh_actions()
        self._rebuild_log()
        self.refresh()
        self.recap.start()

    def _show_prompt(self, view: Any, acting: int | None, legal: list[Any]) -> None:
        session = self.session
        assert session is not None and self.scene is not None
        names = session.seat_names
        result = session.result()
        if result is not None:
            winners = self.tr(", ").join(names[w] for w in result.winners)
            headline = (
                self.tr("{players} won").format(players=winners)
                if winners
                else self.tr("Draw")
                if result.draw
                else self.tr("Everybody lost")
            )
            reason = i18n.describe_result(session.game, result)
            game = session.game
            title = game.titles.get(result.title, "") if result.title else ""  # a title's id is not for players
            title = QCoreApplication.translate(game.text_context, title) if title else ""
            self.prompt.set_prompt(
                self.tr("Game over: {result}").format(result=headline), " ".join(x for x in (title, reason) if x)
            )
            self.prompt.set_actions([], str)
        elif acting is None:
            self.prompt.set_prompt("…", "")
            self.prompt.set_actions([], str)
        elif session.is_bot(acting):
            self.prompt.set_prompt(
                self.tr("{name} (bot) is thinking…").format(name=names[acting]), self.scene.prompt(view, acting)
            )
            self.prompt.set_actions([], str)
        else:
            self.prompt.set_prompt(self.tr("{name}'s turn").format(name=names[acting]), self.scene.prompt(view, acting))
            self._show_choices(legal, view)
        self._show_marks()
        self._show_thinking()
        self.coach.refresh()  # the hint goes once anything happens; the odds follow the position

    def _show_thinking(self) -> None:
        """Under the title, the bot seat thinking now, unless the title already says so (its turn)."""
        session = self.session
        seat = session.thinking if session is not None else None
        text = ""
        if session is not None and seat is not None and seat != session.acting(prefer=self.viewer):
            text = self.tr("{name} (bot) is thinking…").format(name=session.seat_names[seat])
        self.prompt.set_thinking(text)

    def _show_choices(self, legal: list[Any], view: Any, extra: list[Any] | None = None) -> None:
        """Buttons: every legal action that is not chosen on the table, plus offered choices."""
        assert self.session is not None and self.scene is not None
        game = self.session.game
        buttons = list(extra or [])
        buttons += [a for a in legal if self.scene.offer_button(a)]

        def describe(action: Any) -> str:
            return i18n.describe_action(game, action, view)

        self.prompt.set_actions(buttons, describe)

    def _show_marks(self) -> None:
        from .items import MarkLook

        assert self.scene is not None
        marks: dict[Hashable, MarkLook] = {}
        for key, action in self.picker.next_keys().items():
            if self.picker.picks or self.scene.first_mark(key):
                marks[key] = MarkLook(self.scene.key_mark_kind(key, action))
        for key, count in self.picker.picks.items():
            marks[key] = MarkLook("picked", count if count > 1 else 0)
        if self.session is not None:
            seat = self.session.acting(prefer=self.viewer)
            if seat == self.viewer and not self.session.is_bot(seat):
                for key, kind in self.scene.extra_marks().items():
                    marks.setdefault(key, MarkLook(kind))
        self.scene.set_marks(marks)
        self.tutorial.refresh()  # a lesson frames what its step points at
        self.keyboard.sync()  # the focus ring follows the choices
        picks = self.picker.picks
        self.prompt.set_picks(
            self.tr("Picked: {items}").format(
                items=self.tr(", ").join(self.scene.key_text(k) for k in picks.elements())
            )
            if picks
            else ""
        )

    # --- choosing -----------------------------------------------------------------------------
    def choose(self, action: Any) -> None:
        """Submit a legal action (from a button or a completed pick)."""
        if self.session is None:
            return
        self.picker.clear()
        self.session.submit(action)

    def clear_picks(self) -> None:
        self.picker.clear()
        self.refresh()

    def on_click(self, key: Hashable) -> None:
        session = self.session
        if session is None or self.scene is None:
            return
        acting = session.acting(prefer=self.viewer)
        if acting == self.viewer and not session.is_bot(acting) and self.scene.local_click(key):
            self.refresh()  # a click that only changes the scene's tool (Roguelight's block orientation)
            return
        if acting is None or session.is_bot(acting) or acting != self.viewer:
            if acting is None:
                self.prompt.set_status(self.tr("Wait: it is nobody's turn."))
            else:
                self.prompt.set_status(self.tr("Wait: it is {name}'s turn.").format(name=session.seat_names[acting]))
            return
        outcome = self.picker.click(key)
        if outcome.kind == "submit":
            self.choose(outcome.action)
            return
        if outcome.kind == "illegal":
            self.prompt.set_status(self.tutorial.explain(self._explain(key, acting)))
            return
        self.prompt.set_status(self.tr("Choose one:") if outcome.kind == "choose" else "", "note")
        view = self.scene.view_state
        legal = session.legal_actions(acting)
        self._show_choices(legal, view, extra=outcome.choices)
        self._show_marks()

    def _explain(self, key: Hashable, seat: int) -> str:
        """Why a click fits no legal action: the engine's own reason when it gives one."""
        assert self.session is not None and self.scene is not None
        text = self.tr("That is not a legal choice now.")
        probe = self.scene.probe_action(key, seat, self.picker.picks)
        if probe is None:
            return text
        import pickle

        from ..engine.core.errors import RuleViolation

        state = pickle.loads(pickle.dumps(self.session.state, protocol=pickle.HIGHEST_PROTOCOL))
        try:
            self.session.game.apply(state, probe)
        except RuleViolation as exc:  # ActionRejected too
            return f"{text} {i18n.error_text(exc)}"
        return text
