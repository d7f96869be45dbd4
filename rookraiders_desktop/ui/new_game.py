"""The new-game dialog: 1 to 4 seats (name, human or a bot at a difficulty level), an optional seed
and, for one seat, the optional solo difficulty. What each bot level means is written under the
seats; the seats are remembered per game (settings_dialog.py, settings.py).

It is made from the game's light listing (engine/core/listing.py), so New game… opens at once
even while the engine is still being imported after start-up; the rules are asked only when the
player confirms (the setup checked, the seats made)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.core.errors import ContentError
from ..engine.core.i18n import QT_TRANSLATE_NOOP
from ..engine.core.listing import Listing
from .i18n import error_text, game_title

if TYPE_CHECKING:
    from ..engine.core.game import Game, Setup

# (English text, value); the text is translated where it is shown (context "NewGameDialog")
# the bot levels are bot names (engine/bots LEVELS): Easy, Normal (greedy), Hard, Expert
SEAT_KINDS = [
    (QT_TRANSLATE_NOOP("NewGameDialog", "Human"), None),
    (QT_TRANSLATE_NOOP("NewGameDialog", "Bot: Easy"), "easy"),
    (QT_TRANSLATE_NOOP("NewGameDialog", "Bot: Normal"), "greedy"),
    (QT_TRANSLATE_NOOP("NewGameDialog", "Bot: Hard"), "hard"),
    (QT_TRANSLATE_NOOP("NewGameDialog", "Bot: Expert"), "expert"),
    (QT_TRANSLATE_NOOP("NewGameDialog", "Bot (random)"), "random"),
]
# what each level means, shown under the seats and as the choice's tooltip
LEVEL_NOTES = {
    "easy": QT_TRANSLATE_NOOP("NewGameDialog", "Easy: plays the obvious move, but often slips."),
    "greedy": QT_TRANSLATE_NOOP("NewGameDialog", "Normal: always takes the move that looks best right now."),
    "hard": QT_TRANSLATE_NOOP(
        "NewGameDialog", "Hard: thinks ahead briefly, trying its best moves against what may come."
    ),
    "expert": QT_TRANSLATE_NOOP(
        "NewGameDialog",
        "Expert: thinks about a second per move, playing its best moves out against what it cannot "
        "see. It never peeks at hidden cards.",
    ),
    "random": QT_TRANSLATE_NOOP("NewGameDialog", "Random: any legal move (for testing)."),
}
DIFFICULTIES = [
    (QT_TRANSLATE_NOOP("NewGameDialog", "None (basic solo rules)"), None),
    (QT_TRANSLATE_NOOP("NewGameDialog", "Easy"), "easy"),
    (QT_TRANSLATE_NOOP("NewGameDialog", "Normal"), "normal"),
    (QT_TRANSLATE_NOOP("NewGameDialog", "Hard"), "hard"),
]
DEFAULT_NAMES = ["Alice", "Bob", "Chiyo", "Daichi"]
TOOLTIP = Qt.ItemDataRole.ToolTipRole


class NewGameDialog(QDialog):
    def __init__(self, game: Listing | Game[Any, Any], parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game if isinstance(game, Listing) else Listing.of(game)
        self.count = QSpinBox()
        self.count.setRange(game.min_players, game.max_players)
        self.count.setValue(min(max(2, game.min_players), game.max_players))
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        seats = self.seats_box = QGroupBox()
        grid = QGridLayout(seats)
        self.name_header = QLabel()
        self.kind_header = QLabel()
        grid.addWidget(self.name_header, 0, 1)
        grid.addWidget(self.kind_header, 0, 2)
        for i in range(game.max_players):
            name = QLineEdit(DEFAULT_NAMES[i] if i < len(DEFAULT_NAMES) else f"Player {i + 1}")
            kind = QComboBox()
            for _ in SEAT_KINDS:
                kind.addItem("")
            grid.addWidget(QLabel(f"{i + 1}."), i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(kind, i + 1, 2)
            self.names.append(name)
            self.kinds.append(kind)
        self.levels_note = QLabel()
        self.levels_note.setWordWrap(True)
        grid.addWidget(self.levels_note, game.max_players + 1, 0, 1, 3)
        self.seed = QLineEdit()
        self.difficulty = QComboBox()
        for _ in DIFFICULTIES:
            self.difficulty.addItem("")
        self.difficulty_label = QLabel()
        self.count_label = QLabel()
        self.seed_label = QLabel()
        form = QFormLayout()
        form.addRow(self.count_label, self.count)
        form.addRow(self.seed_label, self.seed)
        form.addRow(self.difficulty_label, self.difficulty)
        # options the game declares (`setup_options`: key, label, choices), e.g. Roguelight's map
        self.option_boxes: list[tuple[str, QLabel, QComboBox, tuple[str, tuple[tuple[str, Any], ...]]]] = []
        for key, label, choices in game.setup_options:
            box = QComboBox()
            for _ in choices:
                box.addItem("")
            caption = QLabel()
            form.addRow(caption, box)
            self.option_boxes.append((key, caption, box, (label, choices)))
        buttons = self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b02a1a;")
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(seats)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.count.valueChanged.connect(self._update)
        self.retranslate()
        self._update()

    def retranslate(self) -> None:
        """Every text in the current language (also when the language changes while open)."""
        self.setWindowTitle(self.tr("New game: {game}").format(game=game_title(self.game)))
        self.seats_box.setTitle(self.tr("Seats"))
        self.name_header.setText(self.tr("Name"))
        self.kind_header.setText(self.tr("Played by"))
        for kind in self.kinds:
            for index, (text, bot) in enumerate(SEAT_KINDS):
                kind.setItemText(index, QCoreApplication.translate("NewGameDialog", text))
                note = LEVEL_NOTES.get(bot or "")
                kind.setItemData(index, QCoreApplication.translate("NewGameDialog", note) if note else "", TOOLTIP)
        notes = [QCoreApplication.translate("NewGameDialog", LEVEL_NOTES[bot]) for _, bot in SEAT_KINDS[1:5] if bot]
        self.levels_note.setText("\n".join(notes))
        for index, (text, _) in enumerate(DIFFICULTIES):
            self.difficulty.setItemText(index, QCoreApplication.translate("NewGameDialog", text))
        self.seed.setPlaceholderText(self.tr("random"))
        self.difficulty_label.setText(self.tr("Solo difficulty"))
        self.count_label.setText(self.tr("Players"))
        self.seed_label.setText(self.tr("Seed (optional)"))
        context = self.game.text_context
        for _key, caption, box, (label, choices) in self.option_boxes:
            caption.setText(QCoreApplication.translate(context, label))
            for index, (text, _value) in enumerate(choices):
                box.setItemText(index, QCoreApplication.translate(context, text))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update(self) -> None:
        n = self.count.value()
        for i, (name, kind) in enumerate(zip(self.names, self.kinds, strict=True)):
            name.setEnabled(i < n)
            kind.setEnabled(i < n)
        solo = n == 1 and self.game.solo_difficulty
        self.difficulty.setVisible(solo)
        self.difficulty_label.setVisible(solo)

    def set_seats(self, seats: list[tuple[str, str | None]]) -> None:
        """Fill the dialog (used by tests and for "play again")."""
        self.count.setValue(len(seats))
        for i, (name, bot) in enumerate(seats):
            self.names[i].setText(name)
            self.kinds[i].setCurrentIndex([b for _, b in SEAT_KINDS].index(bot))

    def setup(self) -> Setup:
        from ..engine.core.game import SeatSetup, Setup

        n = self.count.value()
        seats = [
            SeatSetup(
                name=self.names[i].text().strip() or self.tr("Player {number}").format(number=i + 1),
                bot=SEAT_KINDS[self.kinds[i].currentIndex()][1],
            )
            for i in range(n)
        ]
        options = {}
        if n == 1 and self.game.solo_difficulty:
            options["solo_difficulty"] = DIFFICULTIES[self.difficulty.currentIndex()][1]
        for key, _caption, box, (_label, choices) in self.option_boxes:
            if choices[box.currentIndex()][1] is not None:  # None: the option is off (not recorded)
                options[key] = choices[box.currentIndex()][1]
        return Setup(seats=seats, options=options)

    def seed_value(self) -> int | None:
        text = self.seed.text().strip()
        if not text:
            return None
        from ..engine.core.rng import valid_seed

        seed = int(text)
        if not valid_seed(seed):
            raise ValueError(text)
        return seed

    def _accept(self) -> None:
        try:
            self.seed_value()
        except ValueError:
            self.error.setText(
                self.tr("The seed must be a whole number of at most 20 digits (or empty for a random one).")
            )
            return
        from .games import registered_games

        try:
            registered_games()[self.game.game_id].validate_setup(self.setup())
        except ContentError:
            pass  # a broken data file: starting the game says so (MainWindow.start_game)
        except ValueError as exc:
            self.error.setText(error_text(exc))
            return
        self.accept()
