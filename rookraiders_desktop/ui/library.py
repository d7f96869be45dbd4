"""The game library, the first page: a card per game (its cover, what it is about, players, length,
and New game, Learn to play, Quick reference, Rules), "Continue" for the newest unfinished
autosaved game, and the recent games and saves.

Start-up draws this page before anything of the engine is imported: the page is empty until
`populate()` (called after the first paint) fills it, still without the games' rules: each card
needs only the game's listing (engine/core/listing.py) and its cover, blurb and length, which come
from its own ui/games/<game_id>/cover.py through ui/covers.py.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6 import QtCore  # QtCore.Qt when used: making its enums takes 15 ms, kept out of start-up
from PySide6.QtCore import QRect, QSettings, QSize
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from . import i18n

if TYPE_CHECKING:
    from ..bridge.autosaves import Autosave
    from ..engine.core.listing import Listing

RECENT_FILES_KEY = "library/recent_files"  # QSettings: the saves opened or written, newest first
RECENT_SHOWN = 8
CARD_MIN = QSize(420, 230)
SIDE_WIDTH = 330  # the column of Continue and the recent games


def remember_file(path: Path) -> None:
    """Put a save the player opened or wrote at the top of the library's recent list."""
    settings = QSettings()
    files = [str(Path(path).resolve())]
    files += [f for f in _recent_files(settings) if f != files[0]]
    settings.setValue(RECENT_FILES_KEY, files[:RECENT_SHOWN])


def library_games() -> dict[str, Listing]:
    """Game id -> listing of the games the library shows: the registry's once the engine is loaded
    (a game registered later, a test's, too), before that the built-in games' light listings."""
    from ..engine.core.listing import Listing, built_in_listings

    registry = sys.modules.get(f"{__package__.rsplit('.', 1)[0]}.engine.registry")
    games = getattr(registry, "GAMES", None)  # None too while the preparation's thread imports it
    if games is None:
        return built_in_listings()
    return {game_id: Listing.of(game) for game_id, game in games.items()}


def _recent_files(settings: QSettings) -> list[str]:
    value = settings.value(RECENT_FILES_KEY, [])
    if isinstance(value, str):  # QSettings gives a one-element list back as a string
        return [value]
    return [str(v) for v in value] if isinstance(value, list) else []


class GameCard(QFrame):
    """One game of the library: its cover, title, players and length, blurb and buttons."""

    def __init__(self, page: LibraryPage, game_id: str, game: Listing):
        super().__init__()
        self.game_id, self.game = game_id, game
        self.setObjectName("game_card")
        self.setStyleSheet(
            "#game_card { background: #fbf8ef; border: 1px solid #c9c2ad; border-radius: 8px; }"
            " QLabel { background: transparent; border: none; }"
        )
        self.cover = QLabel()
        self.cover.setFixedWidth(180)
        self.cover.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 19px; font-weight: bold; color: #1d1d1f;")
        self.title.setWordWrap(True)
        self.facts = QLabel()
        self.facts.setStyleSheet("color: #55565a;")
        self.blurb = QLabel()
        self.blurb.setWordWrap(True)
        self.blurb.setAlignment(QtCore.Qt.AlignmentFlag.AlignTop | QtCore.Qt.AlignmentFlag.AlignLeft)
        self.blurb.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        window = page.host
        self.new_button = self._button(lambda: window.guard.then(lambda: window.new_game(game_id)))
        self.new_button.setDefault(True)
        self.learn_button = self._button(lambda: page.learn(game_id))
        self.reference_button = self._button(lambda: window.quick_reference.open(game_id))
        self.rules_button = self._button(lambda: page.rules(game_id))
        buttons = QGridLayout()
        buttons.addWidget(self.new_button, 0, 0)
        buttons.addWidget(self.learn_button, 0, 1)
        buttons.addWidget(self.reference_button, 1, 0)
        buttons.addWidget(self.rules_button, 1, 1)
        text = QVBoxLayout()
        text.addWidget(self.title)
        text.addWidget(self.facts)
        text.addWidget(self.blurb, 1)
        text.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.addWidget(self.cover)
        layout.addLayout(text, 1)
        self._drawn_for = QSize()
        self.retranslate(page.players_text(game), hasattr(window, "learn_to_play"))

    def _button(self, slot: Any) -> QPushButton:
        button = QPushButton()
        button.clicked.connect(slot)
        return button

    def _scale_text(self) -> None:
        """Larger words on a larger card (a full-HD window), never smaller than the app's."""
        base = self.font().pixelSize() if self.font().pixelSize() > 0 else 13
        for label, share, cap in ((self.blurb, 1 / 24, 17), (self.facts, 1 / 24, 16)):
            font = label.font()
            font.setPixelSize(max(base, min(cap, int(self.height() * share))))
            label.setFont(font)

    def retranslate(self, players: str, can_learn: bool) -> None:
        from .covers import library_text

        self.title.setText(i18n.game_title(self.game))
        self.facts.setText(" · ".join(t for t in (players, library_text(self.game_id, "LENGTH")) if t))
        self.blurb.setText(library_text(self.game_id, "BLURB"))
        self.new_button.setText(self.tr("New game…"))
        self.learn_button.setText(self.tr("Learn to play"))
        self.learn_button.setEnabled(can_learn)
        self.learn_button.setToolTip(
            "" if can_learn else self.tr("Learn to play is not available in this version of the app.")
        )
        self.reference_button.setText(self.tr("Quick reference"))
        self.rules_button.setText(self.tr("Rules"))

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        # the cover about 4:5 while the card is tall enough, never more than 40 % of its width
        self.cover.setFixedWidth(max(120, int(min(self.height() * 0.8, self.width() * 0.4))))
        size = QSize(self.cover.width(), self.height() - 20)
        self._scale_text()
        if size != self._drawn_for and size.height() > 0:
            from .covers import cover_pixmap

            self._drawn_for = size
            self.cover.setPixmap(cover_pixmap(self.game_id, size.width(), size.height(), self.devicePixelRatioF()))


class LibraryPage(QWidget):
    """The cards of the games (a grid of two columns), Continue and the recent games."""

    def __init__(self, window: Any):
        super().__init__(window)
        self.host = window
        self.cards: dict[str, GameCard] = {}
        self.list = QListWidget()  # the cards as items: arrows choose a game, Enter starts one
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setFlow(QListView.Flow.LeftToRight)
        self.list.setWrapping(True)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setSpacing(6)
        self.list.setFrameShape(QFrame.Shape.NoFrame)
        self.list.setStyleSheet(
            "QListWidget { background: transparent; } QListWidget::item { color: transparent; border-radius: 10px; }"
            " QListWidget::item:selected { background: #6e8f78; }"
        )
        self.list.itemActivated.connect(
            lambda item: window.guard.then(lambda: window.new_game(item.data(QtCore.Qt.ItemDataRole.UserRole)))
        )
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 24px; font-weight: bold;")
        self.side = self._side_column()
        body = QHBoxLayout()
        body.addWidget(self.list, 1)
        body.addWidget(self.side)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(body, 1)
        self.retranslate()

    def _side_column(self) -> QWidget:
        window = self.host
        side = QWidget()
        side.setFixedWidth(SIDE_WIDTH)
        self.continue_button = QPushButton()
        self.continue_button.setStyleSheet("text-align: left; padding: 8px; font-weight: bold;")
        self.continue_button.clicked.connect(self._continue)
        self.continue_button.hide()
        self.recent_title = QLabel()
        self.recent_title.setStyleSheet("font-weight: bold;")
        self.recent = QListWidget()
        self.recent.setWordWrap(True)
        self.recent.itemActivated.connect(self._open_recent)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(lambda: window.guard.then(window.open_dialog))
        self.challenge_button = QPushButton()  # the selected game's daily challenge
        self.challenge_button.clicked.connect(
            lambda: window.guard.then(lambda: window.practice.show_challenge(self.selected()))
        )
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.continue_button)
        column.addWidget(self.open_button)
        column.addWidget(self.challenge_button)
        column.addSpacing(12)
        column.addWidget(self.recent_title)
        column.addWidget(self.recent, 1)
        return side

    # --- texts ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.title.setText(self.tr("Game library"))
        self.open_button.setText(self.tr("Open a saved game…"))
        self.challenge_button.setText(self.tr("Challenge of the day…"))
        self.recent_title.setText(self.tr("Recent games"))
        can_learn = hasattr(self.host, "learn_to_play")
        for row in range(self.list.count()):
            item = self.list.item(row)
            card = self.cards[item.data(QtCore.Qt.ItemDataRole.UserRole)]
            card.retranslate(self.players_text(card.game), can_learn)
            item.setText(self._item_text(card.game))
        if self.list.count():
            self.refresh_recent()

    def _item_text(self, game: Listing) -> str:
        """The item's words (for screen readers and the keyboard's search; the card shows them)."""
        return f"{i18n.game_title(game)}\n{self.players_text(game)}"

    def players_text(self, game: Listing) -> str:
        if game.min_players != game.max_players:
            players = self.tr("{low}–{high} players")  # noqa: RUF001 - the en dash is the text lupdate reads
            return players.format(low=game.min_players, high=game.max_players)
        return self.tr("{count} players").format(count=game.min_players)

    # --- the games -------------------------------------------------------------------------------
    def populate(self) -> None:
        """Fill the cards from the games' listings (once) and the recent games."""
        if self.list.count():
            return
        games = library_games()
        for game_id, game in games.items():
            item = QListWidgetItem(self._item_text(game))
            item.setData(QtCore.Qt.ItemDataRole.UserRole, game_id)
            self.list.addItem(item)
        # the cards fit the list's size from now on (not before the first paint: Qt for Python's
        # first viewport() takes some 20 ms); sized before they are made, each cover is drawn once
        self.list.viewport().installEventFilter(self)
        self._fit_cards()
        for row, (game_id, game) in enumerate(games.items()):
            self.cards[game_id] = GameCard(self, game_id, game)
            self.list.setItemWidget(self.list.item(row), self.cards[game_id])
        self.list.setCurrentRow(0)
        self.refresh_recent()

    def selected(self) -> str:
        self.populate()
        item = self.list.currentItem() or self.list.item(0)
        return str(item.data(QtCore.Qt.ItemDataRole.UserRole))

    def eventFilter(self, watched: Any, event: Any) -> bool:
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.Resize:
            self._fit_cards()
        return False

    def _fit_cards(self) -> None:
        """Two columns of cards that share the list's height (four games: a 2 x 2 grid)."""
        count = self.list.count()
        if not count:
            return
        viewport = self.list.viewport().size()
        gap = 3 * self.list.spacing() + 4  # the spacing on both sides of a card, and a margin for rounding
        columns = 2 if viewport.width() >= 2 * (CARD_MIN.width() + gap) else 1
        rows = -(-count // columns)
        width = max(CARD_MIN.width(), viewport.width() // columns - gap)
        height = max(CARD_MIN.height(), min(viewport.height() // rows - gap, int(width * 0.75)))
        for row in range(count):
            self.list.item(row).setSizeHint(QSize(width, height))
        self.list.doItemsLayout()

    def learn(self, game_id: str) -> None:
        """The lesson, without asking: a game it interrupts comes back when the lesson is left."""
        if hasattr(self.host, "learn_to_play"):
            self.host.learn_to_play(game_id)

    def rules(self, game_id: str) -> None:
        dialog = self.host.rules_help.open()
        dialog.show_game(game_id)

    # --- continue and recent games ------------------------------------------------------------
    def refresh_recent(self) -> None:
        """The newest unfinished autosave on the Continue button; autosaves and saves, newest first."""
        from ..bridge.autosaves import recent_autosaves

        autosaves = recent_autosaves() if self.host.autosave else []
        latest = next((a for a in autosaves if not a.finished and a.actions), None)
        self.continue_button.setVisible(latest is not None)
        self.continue_button.setProperty("path", str(latest.path) if latest else "")
        if latest is not None:  # two lines: the game, then who, how far and when ("&" is no shortcut)
            title = self.tr("Continue: {game}").format(game=self._title(latest))
            self.continue_button.setText(f"{title}\n{self._details(latest)}".replace("&", "&&"))
        entries: list[tuple[float, str, str, bool]] = [
            (a.modified, self._describe(a), str(a.path), True) for a in autosaves
        ]
        for name in _recent_files(QSettings()):
            path = Path(name)
            if path.is_file():
                entries.append((path.stat().st_mtime, self.tr("{file} (saved)").format(file=path.name), name, False))
        self.recent.clear()
        metrics = self.recent.fontMetrics()
        width = SIDE_WIDTH - 24  # the list's width less its frame and scroll bar
        for _when, text, path_text, autosaved in sorted(entries, reverse=True)[:RECENT_SHOWN]:
            item = QListWidgetItem(text)
            # the height of every wrapped line (Qt measures a word-wrapped item before it is laid out)
            lines = metrics.boundingRect(QRect(0, 0, width, 1000), QtCore.Qt.TextFlag.TextWordWrap, text)
            item.setSizeHint(QSize(width, lines.height() + 8))
            item.setData(QtCore.Qt.ItemDataRole.UserRole, (path_text, autosaved))
            item.setToolTip(path_text)
            self.recent.addItem(item)
        if not entries:
            empty = QListWidgetItem(self.tr("The games you play and save will be listed here."))
            empty.setFlags(QtCore.Qt.ItemFlag.NoItemFlags)
            self.recent.addItem(empty)

    def _title(self, autosave: Autosave) -> str:
        game = library_games().get(autosave.game_id)
        return i18n.game_title(game) if game is not None else autosave.game_id

    def _details(self, autosave: Autosave) -> str:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(autosave.modified))
        if autosave.finished:
            state = self.tr("finished")
        elif autosave.actions == 1:
            state = self.tr("1 move")
        else:
            state = self.tr("{count} moves").format(count=autosave.actions)
        return self.tr("{players} · {state} · {when}").format(
            players=self.tr(", ").join(autosave.names), state=state, when=when
        )

    def _describe(self, autosave: Autosave) -> str:
        return f"{self._title(autosave)}\n{self._details(autosave)}"

    def _continue(self) -> None:
        path = self.continue_button.property("path")
        if path:
            self.host.guard.then(lambda: self.host.resume_autosave(Path(path)))

    def _open_recent(self, item: QListWidgetItem) -> None:
        if item.data(QtCore.Qt.ItemDataRole.UserRole) is None:
            return
        path, autosaved = item.data(QtCore.Qt.ItemDataRole.UserRole)
        if autosaved:
            self.host.guard.then(lambda: self.host.resume_autosave(Path(path)))
        else:
            self.host.guard.then(lambda: self.host.open_path(Path(path)))
