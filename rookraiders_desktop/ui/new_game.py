"""The new-game dialog: 1 to 4 seats (name, human or bot), an optional seed and, for one seat,
the optional solo difficulty."""
from __future__ import annotations

from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox,
                               QLabel, QLineEdit, QSpinBox, QVBoxLayout, QWidget)

from ..engine.core.game import Game, SeatSetup, Setup

SEAT_KINDS = [("Human", None), ("Bot (random)", "random"), ("Bot (greedy)", "greedy")]
DIFFICULTIES = [("None (basic solo rules)", None), ("Easy", "easy"), ("Normal", "normal"), ("Hard", "hard")]
DEFAULT_NAMES = ["Alice", "Bob", "Chiyo", "Daichi"]


class NewGameDialog(QDialog):
    def __init__(self, game: Game, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.setWindowTitle(f"New game: {game.title}")
        self.count = QSpinBox()
        self.count.setRange(game.min_players, game.max_players)
        self.count.setValue(min(max(2, game.min_players), game.max_players))
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        seats = QGroupBox("Seats")
        grid = QGridLayout(seats)
        grid.addWidget(QLabel("Name"), 0, 1)
        grid.addWidget(QLabel("Played by"), 0, 2)
        for i in range(game.max_players):
            name = QLineEdit(DEFAULT_NAMES[i] if i < len(DEFAULT_NAMES) else f"Player {i + 1}")
            kind = QComboBox()
            for text, _ in SEAT_KINDS:
                kind.addItem(text)
            grid.addWidget(QLabel(f"{i + 1}."), i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(kind, i + 1, 2)
            self.names.append(name)
            self.kinds.append(kind)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText("random")
        self.difficulty = QComboBox()
        for text, _ in DIFFICULTIES:
            self.difficulty.addItem(text)
        self.difficulty_label = QLabel("Solo difficulty")
        form = QFormLayout()
        form.addRow("Players", self.count)
        form.addRow("Seed (optional)", self.seed)
        form.addRow(self.difficulty_label, self.difficulty)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Start")
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
        self._update()

    def _update(self) -> None:
        n = self.count.value()
        for i, (name, kind) in enumerate(zip(self.names, self.kinds)):
            name.setEnabled(i < n)
            kind.setEnabled(i < n)
        solo = n == 1
        self.difficulty.setVisible(solo)
        self.difficulty_label.setVisible(solo)

    def set_seats(self, seats: list[tuple[str, str | None]]) -> None:
        """Fill the dialog (used by tests and for "play again")."""
        self.count.setValue(len(seats))
        for i, (name, bot) in enumerate(seats):
            self.names[i].setText(name)
            self.kinds[i].setCurrentIndex([b for _, b in SEAT_KINDS].index(bot))

    def setup(self) -> Setup:
        n = self.count.value()
        seats = [SeatSetup(name=self.names[i].text().strip() or f"Player {i + 1}",
                           bot=SEAT_KINDS[self.kinds[i].currentIndex()][1]) for i in range(n)]
        options = {}
        if n == 1:
            options["solo_difficulty"] = DIFFICULTIES[self.difficulty.currentIndex()][1]
        return Setup(seats=seats, options=options)

    def seed_value(self) -> int | None:
        text = self.seed.text().strip()
        return int(text) if text else None

    def _accept(self) -> None:
        try:
            self.seed_value()
        except ValueError:
            self.error.setText("The seed must be a whole number (or empty for a random one).")
            return
        try:
            self.game.validate_setup(self.setup())
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        self.accept()
