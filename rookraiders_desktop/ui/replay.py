"""Replay mode of the main window (issue 9): a saved or running game stepped through like a video.

`ReplayMode` (one per window, light to import) opens replays: Game ▸ Open replay… (any save file,
finished or not) and Game ▸ Replay this game (the game on the table, as it stands). It shows a
`ReplayPage` in the window's page stack: the table drawn by the game's own scene class from
`Replay.view_at(position, seat)` (read only: the view is not interactive and no click reaches a
game), the log as that seat read it, and the timeline: a slider over the actions, back / forward,
play and pause at a chosen speed, jump to a round or phase, bookmarks with a note (stored in the
save file), "Watch as" (the spectator's public view or a seat's own view: hidden information stays
hidden) and "Play from here", which starts a new game from the moment shown and keeps the original.
The engine side is engine/core/replay.py.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..engine.core.i18n import QT_TRANSLATE_NOOP
from . import i18n
from .panels import LogPanel
from .table_view import TableView

if TYPE_CHECKING:
    from ..bridge.session import GameSession
    from ..engine.core.replay import Replay
    from ..engine.core.session import Bookmark
    from .host import TableHost
    from .scene_base import GameScene

SPEEDS = (("0.5×", 1000), ("1×", 500), ("2×", 250), ("4×", 125), ("8×", 60))  # label, ms per action
DEFAULT_SPEED = 1

GAME_OVER = QT_TRANSLATE_NOOP("ReplayPage", "Game over")


def watchable_seats(replay: Replay, at_screen: int | None = None, live: bool = False) -> list[int]:
    """The seats whose own view a replay may show. Once the game is over, every seat; until then
    only the seat whose turn it is, never another seat's secrets: for the game on the table the
    seat at the screen (`at_screen`, None under the hot-seat curtain), for a file the one person
    to move at its end (or the only person at the table)."""
    seats = list(range(len(replay.setup.seats)))
    if replay.result_at(replay.length) is not None:
        return seats
    if live:
        return [at_screen] if at_screen is not None else []
    humans = [seat for seat in seats if not replay.setup.seats[seat].bot]
    movers = [seat for seat in replay.to_move_at(replay.length) if seat in humans]
    if len(humans) == 1:
        return humans
    return movers if len(movers) == 1 else []


class ReplayPage(QWidget):
    """The replay's table, timeline and side panel (see the module doc)."""

    def __init__(self, mode: ReplayMode):
        super().__init__()
        self.mode = mode
        self.replay: Replay | None = None
        self.scene: GameScene | None = None
        self.index = 0
        self.viewer: int | None = None
        self.seats: list[int] = []  # the seats "Watch as" offers besides the spectator (watchable_seats)
        self.path: Path | None = None  # the save file the replay came from (bookmarks go there)
        self.live: GameSession | None = None  # the game on the table, when replaying it
        self._logged: tuple[int, int | None] | None = None  # (index, viewer) the log shows
        self._texts: dict[int, list[tuple[Any, str]]] = {}  # step -> (event, log line), this language
        self._before: tuple[int, int | None, Any] | None = None  # (index, viewer, view) last drawn
        self._rect = QRectF()  # the table's extent when it was last fitted

        self.view = TableView()
        self.view.setInteractive(False)  # read only: no click, no hover reaches the table
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 16px; font-weight: bold;")
        self.title.setWordWrap(True)

        self.start_button = QPushButton()
        self.back_button = QPushButton()
        self.play_button = QPushButton()
        self.forward_button = QPushButton()
        self.end_button = QPushButton()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setMinimum(0)
        self.slider.setPageStep(10)
        self.position_label = QLabel()
        self.position_label.setMinimumWidth(150)
        self.start_button.clicked.connect(self.to_start)
        self.back_button.clicked.connect(self.back)
        self.play_button.clicked.connect(self.toggle_play)
        self.forward_button.clicked.connect(self.forward)
        self.end_button.clicked.connect(self.to_end)
        self.slider.valueChanged.connect(self.go)
        transport = QHBoxLayout()
        for button in (self.start_button, self.back_button, self.play_button, self.forward_button, self.end_button):
            transport.addWidget(button)
        transport.addWidget(self.slider, 1)
        transport.addWidget(self.position_label)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.title)
        left_layout.addWidget(self.view, 1)
        left_layout.addLayout(transport)

        self.step_label = QLabel()
        self.step_label.setWordWrap(True)
        self.step_label.setTextFormat(Qt.TextFormat.RichText)
        self.step_label.setStyleSheet("font-size: 14px;")
        self.step_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.step_label.setMinimumHeight(48)
        self.step_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.watch = QComboBox()
        self.watch.currentIndexChanged.connect(self._watch_changed)
        self.markers = QComboBox()
        self.markers.activated.connect(self._marker_chosen)
        self.speed = QComboBox()
        for label, _ms in SPEEDS:
            self.speed.addItem(label)
        self.speed.setCurrentIndex(DEFAULT_SPEED)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        self.watch_label, self.markers_label, self.speed_label = QLabel(), QLabel(), QLabel()
        form = QFormLayout()
        form.addRow(self.watch_label, self.watch)
        form.addRow(self.markers_label, self.markers)
        form.addRow(self.speed_label, self.speed)

        self.bookmarks_label = QLabel()
        self.bookmarks_label.setStyleSheet("font-weight: bold;")
        self.note = QLineEdit()
        self.note.returnPressed.connect(self.add_bookmark)
        self.bookmark_button = QPushButton()
        self.bookmark_button.clicked.connect(self.add_bookmark)
        self.bookmark_list = QListWidget()
        self.bookmark_list.setMaximumHeight(120)
        self.bookmark_list.itemActivated.connect(self._bookmark_chosen)
        self.bookmark_list.itemClicked.connect(self._bookmark_chosen)
        self.remove_button = QPushButton()
        self.remove_button.clicked.connect(self.remove_bookmark)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setStyleSheet("color: #5a4a1a;")
        self.branch_button = QPushButton()
        self.branch_button.setMinimumHeight(36)
        self.branch_button.setStyleSheet("font-weight: bold;")
        self.branch_button.clicked.connect(lambda: self.mode.play_from_here())
        self.close_button = QPushButton()
        self.close_button.clicked.connect(lambda: self.mode.close())
        self.log = LogPanel()

        side = QWidget()
        side.setMinimumWidth(300)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 0, 0, 0)
        side_layout.addWidget(self.step_label)
        side_layout.addLayout(form)
        side_layout.addWidget(self.bookmarks_label)
        note_row = QHBoxLayout()
        note_row.addWidget(self.note, 1)
        note_row.addWidget(self.bookmark_button)
        side_layout.addLayout(note_row)
        side_layout.addWidget(self.bookmark_list)
        side_layout.addWidget(self.remove_button, 0, Qt.AlignmentFlag.AlignRight)
        side_layout.addWidget(self.branch_button)
        side_layout.addWidget(self.close_button)
        side_layout.addWidget(self.status)
        side_layout.addWidget(self.log, 1)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(side)
        split.setStretchFactor(0, 1)
        split.setSizes([1080, 380])
        layout = QVBoxLayout(self)
        layout.addWidget(split)

        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self._speed_changed(self.speed.currentIndex())
        context = Qt.ShortcutContext.WidgetWithChildrenShortcut
        for key, slot in (
            (Qt.Key.Key_Left, self.back),
            (Qt.Key.Key_Right, self.forward),
            (Qt.Key.Key_Home, self.to_start),
            (Qt.Key.Key_End, self.to_end),
            (Qt.Key.Key_Space, self.toggle_play),
        ):
            QShortcut(QKeySequence(key), self, slot, context=context)
        self.retranslate()

    # --- loading ------------------------------------------------------------------------------
    def load(
        self,
        replay: Replay,
        *,
        path: Path | None = None,
        live: GameSession | None = None,
        viewer: int | None = None,
        index: int | None = None,
        seats: list[int] | None = None,
    ) -> None:
        """Show `replay` as `viewer` saw it; "Watch as" offers the spectator and `seats` (by default
        every seat), and a viewer not among them watches as the spectator."""
        from .games import scene_class

        self.pause()
        self.replay, self.path, self.live = replay, path, live
        self.seats = list(range(len(replay.setup.seats))) if seats is None else list(seats)
        self.viewer = viewer if viewer in self.seats else None
        old = self.scene
        self.scene = scene_class(replay.game.game_id)(replay.game, len(replay.setup.seats))
        self.view.setScene(self.scene)
        if old is not None:
            old.deleteLater()
        self._logged = None
        self._texts = {}
        self._before = None
        self.status.setText("")
        self.note.clear()
        self.slider.blockSignals(True)
        self.slider.setMaximum(replay.length)
        self.slider.blockSignals(False)
        self._title()
        self._fill_watch()
        self._fill_markers()
        self._fill_bookmarks()
        self.index = -1
        self.go(replay.length if index is None else index)
        self.view.fit()
        QTimer.singleShot(0, self._fit_if_fitted)

    def _fit_if_fitted(self) -> None:
        if self.view.fitted:
            self.view.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_if_fitted()

    # --- texts ----------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.start_button.setText(self.tr("|◀ Start"))
        self.back_button.setText(self.tr("◀ Back"))
        self.forward_button.setText(self.tr("Forward ▶"))
        self.end_button.setText(self.tr("End ▶|"))
        self._play_text()
        self.slider.setAccessibleName(self.tr("Timeline: the actions of the game"))
        self.watch_label.setText(self.tr("Watch as:"))
        self.markers_label.setText(self.tr("Jump to:"))
        self.speed_label.setText(self.tr("Speed:"))
        self.speed.setToolTip(self.tr("1× plays two actions per second"))
        self.bookmarks_label.setText(self.tr("Bookmarks"))
        self.note.setPlaceholderText(self.tr("A note for this moment"))
        self.bookmark_button.setText(self.tr("Bookmark this moment"))
        self.remove_button.setText(self.tr("Remove the bookmark"))
        self.branch_button.setText(self.tr("Play from here"))
        self.branch_button.setToolTip(self.tr("Start a new game from the moment shown; the original stays as it is"))
        self.close_button.setText(self.tr("Close the replay"))
        self.log.retranslate()
        if self.replay is not None:
            self._title()
            self._fill_watch()
            self._fill_markers()
            self._fill_bookmarks()
            self._logged = None
            self._texts = {}
            self._show()

    def _title(self) -> None:
        assert self.replay is not None
        if self.live is not None:
            name = self.tr("the game on the table")
        else:
            name = self.path.name if self.path is not None else self.replay.name
        self.title.setText(
            self.tr("Replay of {game} — {name}").format(game=i18n.game_title(self.replay.game), name=name)
        )

    def _play_text(self) -> None:
        self.play_button.setText(self.tr("Ⅱ Pause") if self.timer.isActive() else self.tr("▶ Play"))

    def where(self, mark: dict[str, Any]) -> str:
        """A position's round and phase in words (its game's `timeline`)."""
        assert self.replay is not None
        phase = mark.get("phase")
        if phase == "over":
            return self.tr(GAME_OVER)
        names = self.replay.game.phase_names  # the game's words for its timeline's phases
        text = self.tr(names[str(phase)]) if str(phase) in names else str(phase or "")
        if mark.get("round") is not None:
            return (
                self.tr("Round {round} · {phase}").format(round=mark["round"], phase=text)
                if text
                else self.tr("Round {round}").format(round=mark["round"])
            )
        return text or self.tr("Set-up")

    def _names(self) -> list[str]:
        assert self.replay is not None
        return [
            s.name or self.tr("Player {number}").format(number=i + 1) for i, s in enumerate(self.replay.setup.seats)
        ]

    def _fill_watch(self) -> None:
        assert self.replay is not None
        self.watch.blockSignals(True)
        self.watch.clear()
        self.watch.addItem(self.tr("Spectator (what every player sees)"), None)
        names = self._names()
        for seat in self.seats:
            self.watch.addItem(self.tr("{name}'s view").format(name=names[seat]), seat)
        self.watch.setCurrentIndex(max(0, self.watch.findData(self.viewer)))
        self.watch.blockSignals(False)

    def _fill_markers(self) -> None:
        assert self.replay is not None
        self.markers.blockSignals(True)
        self.markers.clear()
        for index, mark in self.replay.markers():
            self.markers.addItem(self.tr("{where} (action {index})").format(where=self.where(mark), index=index), index)
        if self.replay.length and self.markers.itemData(self.markers.count() - 1) != self.replay.length:
            self.markers.addItem(
                self.tr("The end (action {index})").format(index=self.replay.length), self.replay.length
            )
        self.markers.blockSignals(False)

    def _fill_bookmarks(self) -> None:
        assert self.replay is not None
        self.bookmark_list.clear()
        for mark in self.replay.bookmarks:
            text = self.tr("Action {index} · {where}").format(
                index=mark.index, where=self.where(self.replay.timeline_at(mark.index))
            )
            if mark.note:
                text += f" — {mark.note}"
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, mark)
            item.setToolTip(text)
            self.bookmark_list.addItem(item)
        self.remove_button.setEnabled(bool(self.replay.bookmarks))

    # --- moving -----------------------------------------------------------------------------
    def go(self, index: int) -> None:
        """Show the table after `index` actions."""
        if self.replay is None:
            return
        index = max(0, min(self.replay.length, int(index)))
        if index == self.index:
            return
        self.index = index
        if self.slider.value() != index:
            self.slider.blockSignals(True)
            self.slider.setValue(index)
            self.slider.blockSignals(False)
        self._show()

    def back(self) -> None:
        self.pause()
        self.go(self.index - 1)

    def forward(self) -> None:
        self.pause()
        self.go(self.index + 1)

    def to_start(self) -> None:
        self.pause()
        self.go(0)

    def to_end(self) -> None:
        self.pause()
        if self.replay is not None:
            self.go(self.replay.length)

    def play(self) -> None:
        if self.replay is None or self.replay.length == 0:
            return
        if self.index >= self.replay.length:
            self.go(0)
        self.timer.start()
        self._play_text()

    def pause(self) -> None:
        self.timer.stop()
        self._play_text()

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.pause()
        else:
            self.play()

    def _tick(self) -> None:
        if self.replay is None or self.index >= self.replay.length:
            self.pause()
            return
        self.go(self.index + 1)
        if self.index >= self.replay.length:
            self.pause()

    def _speed_changed(self, row: int) -> None:
        self.timer.setInterval(SPEEDS[max(0, row)][1])

    def _marker_chosen(self, row: int) -> None:
        self.pause()
        index = self.markers.itemData(row)
        if index is not None:
            self.go(int(index))

    def _watch_changed(self, row: int) -> None:
        self.viewer = self.watch.itemData(row)
        self._logged = None
        self._show()

    # --- drawing --------------------------------------------------------------------------------
    def _show(self) -> None:
        replay, scene = self.replay, self.scene
        if replay is None or scene is None:
            return
        i, viewer = self.index, self.viewer
        before = self._before
        view = replay.view_at(i, viewer)
        self._before = (i, viewer, view)
        movers = replay.to_move_at(i)
        acting = viewer if viewer in movers else (movers[0] if movers else None)
        scene.sync(view, viewer, acting, lambda kind: replay.latest_event(i, kind, viewer))
        scene.set_marks({})
        if scene.sceneRect() != self._rect:  # the table grew (a final score sheet): fit it again
            self._rect = scene.sceneRect()
            self._fit_if_fitted()
        self.position_label.setText(self.tr("Action {index} of {count}").format(index=i, count=replay.length))
        self._select_marker()
        self.step_label.setText(self._step_text(before))
        self._show_log()
        for button in (self.start_button, self.back_button):
            button.setEnabled(i > 0)
        for button in (self.forward_button, self.end_button):
            button.setEnabled(i < replay.length)

    def _select_marker(self) -> None:
        row = 0
        for r in range(self.markers.count()):
            if self.markers.itemData(r) <= self.index:
                row = r
        self.markers.blockSignals(True)
        self.markers.setCurrentIndex(row)
        self.markers.blockSignals(False)

    def _step_text(self, before: tuple[int, int | None, Any] | None = None) -> str:
        """What the last step was, as the watching seat knew it: a choice made in secret (its
        events were told only to its owner, like a Roguelight sheet while building) stays secret."""
        replay = self.replay
        assert replay is not None
        i = self.index
        where = self.where(replay.timeline_at(i))
        if i == 0:
            return self.tr("The table as set up · {where}").format(where=where)
        seat = replay.actor(i)
        names = self._names()
        who = names[seat] if seat is not None and 0 <= seat < len(names) else "?"
        from ..engine.core.replay import caption

        action = replay.action_at(i)
        assert action is not None
        known = before[2] if before is not None and before[:2] == (i - 1, self.viewer) else None
        text = caption(
            replay.game,
            action,
            replay.events_at(i),
            self.viewer,
            known if known is not None else replay.view_at(i - 1, self.viewer),
            tr=i18n.engine_tr,
            lang=i18n.current_language(),
        )
        if text is None:
            what = self.tr("{name} chose in secret").format(name=who)
        else:
            what = self.tr("{name}: {action}").format(name=who, action=text)
        return f"<b>{html.escape(where)}</b><br>{html.escape(what)}"

    def _step_lines(self, index: int) -> list[str]:
        """The log lines of one step that the watching seat may see (texts kept per language)."""
        replay = self.replay
        assert replay is not None
        told = self._texts.get(index)
        if told is None:
            names = dict(enumerate(self._names()))
            told = self._texts[index] = [
                (e, i18n.describe_event(replay.game, e, names)) for e in replay.events_at(index)
            ]
        viewer = self.viewer
        from ..engine.core.game import visible  # the engine (pydantic): not before the first paint

        return [text for event, text in told if text and visible(event, viewer)]

    def _show_log(self) -> None:
        replay = self.replay
        assert replay is not None
        if self._logged is not None and self._logged[1] == self.viewer and self._logged[0] == self.index - 1:
            self.log.add(self._step_lines(self.index))  # one step on: only its lines
            self._logged = (self.index, self.viewer)
            return
        seats = self.tr(", ").join(self._names())
        lines = [
            self.tr("Replay of {game}, seed {seed}: {seats}").format(
                game=i18n.game_title(replay.game), seed=replay.seed, seats=seats
            )
        ]
        for step in range(self.index + 1):
            lines += self._step_lines(step)
        self.log.setPlainText("\n".join(lines))  # at once: line by line is slow for a long game
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.maximum())
        self._logged = (self.index, self.viewer)

    # --- bookmarks ------------------------------------------------------------------------------
    def add_bookmark(self) -> None:
        if self.replay is None:
            return
        self.replay.add_bookmark(self.index, self.note.text().strip())
        self.note.clear()
        self._fill_bookmarks()
        self._store_bookmarks()

    def remove_bookmark(self) -> None:
        if self.replay is None:
            return
        row = self.bookmark_list.currentRow()  # -1: none chosen, the last one goes
        if row < 0:
            if not self.bookmark_list.count():
                return
            row = self.bookmark_list.count() - 1
        item = self.bookmark_list.item(row)
        self.replay.remove_bookmark(item.data(Qt.ItemDataRole.UserRole))
        self._fill_bookmarks()
        self._store_bookmarks()

    def _bookmark_chosen(self, item: QListWidgetItem) -> None:
        mark: Bookmark = item.data(Qt.ItemDataRole.UserRole)
        self.pause()
        self.go(mark.index)

    def _store_bookmarks(self) -> None:
        """Bookmarks live in the save file: written into the file the replay came from at once,
        or kept with the game on the table (its next save and the autosave carry them)."""
        assert self.replay is not None
        from ..engine.core.errors import SaveError

        marks = list(self.replay.bookmarks)
        window_session = self.mode.window.session
        if self.live is not None:
            self.live.core.bookmarks = marks
            self.live.core.autosave()
            self.status.setText(self.tr("The bookmarks are kept with the game on the table: saving it saves them."))
            return
        if self.path is None:
            return
        try:
            self.replay.write_bookmarks(self.path)
        except SaveError as exc:
            self.status.setText(self.tr("The bookmarks could not be saved: {error}").format(error=i18n.error_text(exc)))
            return
        except OSError as exc:
            self.status.setText(self.tr("The bookmarks could not be saved: {error}").format(error=str(exc)))
            return
        if (
            window_session is not None
            and window_session.path is not None
            and Path(window_session.path).resolve() == Path(self.path).resolve()
        ):
            window_session.core.bookmarks = list(marks)  # its next save keeps them
        self.status.setText(self.tr("Bookmarks saved in {name}").format(name=self.path.name))


class ReplayMode(QObject):
    """Opens, shows and closes replays in `window`; starts games from them."""

    def __init__(self, window: TableHost):
        super().__init__(window.as_widget())
        self.window = window
        self.page: ReplayPage | None = None
        self._held: GameSession | None = None  # the game on the table, its bots held meanwhile

    @property
    def active(self) -> bool:
        return self.page is not None and self.window.pages.currentWidget() is self.page

    def _page(self) -> ReplayPage:
        if self.page is None:
            self.page = ReplayPage(self)
            self.window.pages.addWidget(self.page)
        return self.page

    def retranslate(self) -> None:
        if self.page is not None:
            self.page.retranslate()

    # --- opening ------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        if self.window.curtained:  # under the hot-seat curtain no table shows
            return
        path, _ = QFileDialog.getOpenFileName(
            self.window.as_widget(), self.tr("Open a replay"), str(Path.home()), self.window.save_filter()
        )
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> bool:
        """Any save file, finished or not. A bad file gets a message and nothing changes."""
        if self.window.curtained:
            return False
        from ..engine.core.errors import ContentError, SaveError
        from ..engine.core.replay import Replay
        from .games import registered_games

        try:
            replay = Replay.from_file(Path(path), registered_games())
        except SaveError as exc:
            self.window.warn(self.tr("Cannot open this replay"), i18n.error_text(exc))
            return False
        except ContentError as exc:
            self.window.warn(self.tr("Cannot open this replay"), i18n.error_text(exc))
            return False
        humans = [i for i, s in enumerate(replay.setup.seats) if not s.bot]
        viewer = humans[0] if len(humans) == 1 else None  # one person at the table: their view
        self._show(replay, path=Path(path), viewer=viewer, index=0, seats=watchable_seats(replay))
        return True

    def replay_this_game(self) -> bool:
        """The game on the table, finished or not, from its first action to where it stands."""
        from ..engine.core.replay import Replay

        window = self.window
        session = window.session
        if session is None or window.curtained:  # under the hot-seat curtain no table shows
            return False
        replay = Replay.from_session(session.core)
        seats = watchable_seats(replay, window.viewer, live=True)
        self._show(replay, path=None, live=session, viewer=window.viewer, index=replay.length, seats=seats)
        return True

    def _show(
        self,
        replay: Replay,
        *,
        path: Path | None = None,
        live: GameSession | None = None,
        viewer: int | None = None,
        index: int | None = None,
        seats: list[int] | None = None,
    ) -> None:
        page = self._page()
        self._hold_bots()
        page.load(replay, path=path, live=live, viewer=viewer, index=index, seats=seats)
        self.window.pages.setCurrentWidget(page)
        page.slider.setFocus()

    def _hold_bots(self) -> None:
        """The game on the table waits while a replay is watched (its bots do not move on)."""
        session = self.window.session
        if session is not None and self._held is not session:
            session.close()  # stops the bot timer; GameSession.start() lets them go on
            self._held = session

    def close(self) -> None:
        """Back to the game on the table (its bots go on), or to the library."""
        if self.page is not None:
            self.page.pause()
        window = self.window
        held, self._held = self._held, None
        if window.session is not None:
            window.pages.setCurrentWidget(window.table_stack)
            if held is window.session:
                window.session.start()
            window.refresh()
        else:
            window.show_library()

    # --- play from here -------------------------------------------------------------------------
    def play_from_here(self, confirm: bool = True) -> bool:
        """A new game from the moment shown (its history: the actions up to there, so undo works);
        the replay's file stays as it is. Replacing an unsaved game on the table is asked first."""
        page = self.page
        if page is None or page.replay is None:
            return False
        live = page.live
        if confirm and live is not None and live is self.window.session and live.path is None and live.core.history:
            box = QMessageBox(
                QMessageBox.Icon.Question,
                self.tr("Play from here"),
                self.tr("The game on the table has not been saved: the new game replaces it. Play from here anyway?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                self.window.as_widget(),
            )
            box.setWindowModality(Qt.WindowModality.WindowModal)
            self.window.message_box = box
            box.button(QMessageBox.StandardButton.Yes).clicked.connect(lambda: self.play_from_here(confirm=False))
            box.open()
            return False
        from ..bridge.session import GameSession

        page.pause()
        index = page.index
        core = page.replay.branch(index)
        window = self.window
        session = GameSession(core, bot_delay_ms=window.bot_delay_ms, autosave=window.autosave)
        core.autosave()  # the new game is recoverable from its first moment
        self._held = None
        window.set_session(session)
        window.statusBar().showMessage(
            self.tr("A new game from action {index}; the original is unchanged.").format(index=index), 8000
        )
        return True
