"""The end screen: when a game ends, a window over the table with the result, each player's score
sheet (the game's own rows: ui/games/<game_id>/results.py) and what to do next: Play again (the
same set-up, a new seed), Rematch (the same seed), Replay this game, New game. Game ▸ Results…
shows it again. The sheets are read from the view of the seat at the screen, so nothing another
seat keeps secret shows; under the hot-seat curtain it waits.

The end screen also records the end beside the game's autosave (bridge/autosaves.py), so the
library's Continue skips a finished game and an undo of the last move brings it back."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.core.i18n import QT_TRANSLATE_NOOP
from . import i18n
from .rule_links import id_of_link, linkify

if TYPE_CHECKING:
    from ..bridge.session import GameSession
    from .host import TableHost


SCORE = QT_TRANSLATE_NOOP("EndDialog", "Score")
_window_text = QCoreApplication.translate  # texts of another context (not new: lupdate skips this name)


@dataclass
class ScoreTable:
    """One table of the end screen: a row per line of the sheet, a column per player (or one)."""

    title: str
    columns: list[str]
    rows: list[tuple[str, list[str]]] = field(default_factory=list)


def headline(session: GameSession) -> str:
    """ "Alice won", "Draw" or "Everybody lost": the prompt's own words (MainWindow context)."""
    result = session.result()
    assert result is not None
    names = session.seat_names
    winners = _window_text("MainWindow", ", ").join(names[w] for w in result.winners)
    if winners:
        return _window_text("MainWindow", "{players} won").format(players=winners)
    return _window_text("MainWindow", "Draw" if result.draw else "Everybody lost")


def score_tables(session: GameSession, viewer: int | None) -> list[ScoreTable]:
    """The game's own score sheets (its results.py), else one row of the result's scores."""
    from .covers import game_part

    view = session.view(viewer)
    entries: list[tuple[Any, list[Any]]] = [(None, [e for e in session.core.opening_events if _sees(e, viewer)])]
    entries += [(h.action, [e for e in h.events if _sees(e, viewer)]) for h in session.core.history]
    part = game_part(session.game.game_id, "results")
    if part is not None:
        tables: list[ScoreTable] = part.score_tables(view, session.seat_names, entries)
        return tables
    result = session.result()
    scores = result.scores if result is not None else {}
    if not scores:
        return []
    names = session.seat_names
    score = EndDialog.translate(SCORE)
    return [ScoreTable("", [names[s] for s in scores], [(score, [_number(v) for v in scores.values()])])]


def _sees(event: Any, viewer: int | None) -> bool:
    from ..engine.core.game import visible

    return visible(event, viewer)


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


class EndDialog(QDialog):
    """The result, the score sheets and the four ways on."""

    @staticmethod
    def translate(text: str) -> str:
        return QCoreApplication.translate("EndDialog", text)

    def __init__(self, screen: EndScreen, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("end_screen")
        self.setModal(False)
        self.setMinimumWidth(560)
        self.headline = QLabel()
        self.headline.setStyleSheet("font-size: 22px; font-weight: bold;")
        self.headline.setWordWrap(True)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setTextFormat(Qt.TextFormat.RichText)
        self.reason.linkActivated.connect(screen.open_rule)
        self.sheets = QWidget()
        self.tables = QVBoxLayout(self.sheets)
        self.tables.setContentsMargins(0, 0, 0, 0)
        self.sheets_area = QScrollArea()  # many players or a long night: the sheets scroll, the buttons stay
        self.sheets_area.setWidgetResizable(True)
        self.sheets_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.sheets_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.sheets_area.setWidget(self.sheets)
        self.play_again = self._button(screen.play_again)
        self.rematch = self._button(screen.rematch)
        self.replay = self._button(screen.replay)
        self.new_game = self._button(screen.new_game)
        self.close_button = self._button(self.close)
        self.play_again.setDefault(True)
        buttons = QHBoxLayout()
        for button in (self.play_again, self.rematch, self.replay, self.new_game):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.reason)
        layout.addWidget(self.sheets_area, 1)
        layout.addLayout(buttons)
        self.retranslate()

    def _button(self, slot: Any) -> QPushButton:
        button = QPushButton()
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        return button

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Game over"))
        self.play_again.setText(self.tr("Play again"))
        self.play_again.setToolTip(self.tr("The same players and options, a new seed"))
        self.rematch.setText(self.tr("Rematch"))
        self.rematch.setToolTip(self.tr("The same players, options and seed: the same deal again"))
        self.replay.setText(self.tr("Replay this game"))
        self.new_game.setText(self.tr("New game…"))
        self.close_button.setText(self.tr("Close"))

    def show_result(self, session: GameSession, viewer: int | None) -> None:
        result = session.result()
        assert result is not None
        self.retranslate()
        self.headline.setText(self.tr("Game over: {result}").format(result=headline(session)))
        game = session.game
        title = game.titles.get(result.title, "") if result.title else ""  # a title's id is not for players
        title = QCoreApplication.translate(game.text_context, title) if title else ""
        reason = " ".join(x for x in (title, i18n.describe_result(game, result)) if x)
        self.reason.setText(linkify(reason))
        while self.tables.count():
            item = self.tables.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for table in score_tables(session, viewer):
            if table.title:
                label = QLabel(table.title)
                label.setStyleSheet("font-weight: bold; margin-top: 6px;")
                self.tables.addWidget(label)
            self.tables.addWidget(self._table(table))
        self.tables.addStretch(1)
        self._fit()

    def _fit(self) -> None:
        """As tall as the sheets need, at most 90 % of the window's height."""
        sheets = self.sheets
        sheets.adjustSize()
        parent = self.parentWidget()
        room = int(parent.height() * 0.9) if parent is not None else 800
        chrome = self.sizeHint().height() - self.sheets_area.sizeHint().height()
        self.sheets_area.setMinimumHeight(min(sheets.sizeHint().height(), max(120, room - chrome)))
        bar = self.sheets_area.verticalScrollBar().sizeHint().width()  # room for it when the sheets scroll
        self.sheets_area.setMinimumWidth(sheets.sizeHint().width() + bar)
        self.adjustSize()

    def _table(self, table: ScoreTable) -> QTableWidget:
        widget = QTableWidget(len(table.rows), len(table.columns))
        widget.setObjectName("score_table")
        widget.setHorizontalHeaderLabels(table.columns)
        widget.horizontalHeader().setVisible(any(table.columns))  # a single unnamed column needs no header
        widget.setVerticalHeaderLabels([label for label, _ in table.rows])
        widget.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        widget.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for row, (_label, values) in enumerate(table.rows):
            for column, value in enumerate(values):
                cell = QTableWidgetItem(value)
                cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                widget.setItem(row, column, cell)
        header = widget.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(90)
        widget.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        widget.resizeRowsToContents()
        header_height = widget.horizontalHeader().height() if any(table.columns) else 0
        height = header_height + sum(widget.rowHeight(r) for r in range(widget.rowCount()))
        widget.setFixedHeight(height + 2 * widget.frameWidth() + 2)
        widget.setMinimumWidth(160 + 110 * len(table.columns))
        return widget


class EndScreen(QObject):
    """The main window's end of a game: shows the dialog and starts what the player picks."""

    def __init__(self, window: TableHost):
        super().__init__(window.as_widget())
        self.window: Any = window  # the main window: its replay, rules help and new-game dialog too
        self.dialog: EndDialog | None = None
        i18n.language_notifier.changed.connect(self._retranslate)
        # a hot-seat game that ended behind the curtain: the result shows once the next player has it
        window.curtain.revealed.connect(self._revealed)

    def _revealed(self) -> None:
        session = self.window.session
        if session is not None and session.result() is not None:
            QTimer.singleShot(0, self, self.open)

    def _retranslate(self, _lang: str = "") -> None:
        if self.dialog is not None and self.dialog.isVisible():
            self.open()

    # --- the game's end ------------------------------------------------------------------------
    def game_over(self) -> None:
        """The game on the table has ended (or a finished game was opened): mark its autosave, show."""
        self._mark_autosave()
        self.open()

    def game_changed(self) -> None:
        """Undo, redo or load: the game may no longer be over."""
        self._mark_autosave()
        session = self.window.session
        if self.dialog is not None and (session is None or session.result() is None):
            self.dialog.close()

    def _mark_autosave(self) -> None:
        session = self.window.session
        path = session.core.autosave_path if session is not None else None
        if path is not None:
            from ..bridge.autosaves import mark_finished

            mark_finished(path, session is not None and session.result() is not None)

    def open(self) -> EndDialog | None:
        """Show the result of the game on the table; None while it is not over or the curtain is up."""
        w = self.window
        session = w.session
        if session is None or session.result() is None or w.curtained:
            return None
        if self.dialog is None:
            self.dialog = EndDialog(self, w.as_widget())
        self.dialog.show_result(session, w.viewer)
        self.dialog.show()
        self.dialog.raise_()
        return self.dialog

    def _done(self) -> tuple[str, Any, int] | None:
        session = self.window.session
        if self.dialog is not None:
            self.dialog.close()
        if session is None:
            return None
        return session.game.game_id, session.setup, session.core.seed

    # --- the four ways on ------------------------------------------------------------------------
    def play_again(self) -> None:
        game = self._done()
        if game is not None:
            self.window.start_game(game[0], game[1])

    def rematch(self) -> None:
        game = self._done()
        if game is not None:
            self.window.start_game(*game)

    def replay(self) -> None:
        if self._done() is not None:
            self.window.replay.replay_this_game()

    def new_game(self) -> None:
        game = self._done()
        if game is not None:
            self.window.new_game(game[0])

    def open_rule(self, href: str) -> None:
        cid = id_of_link(href)
        if cid:
            self.window.rules_help.open(cid)
