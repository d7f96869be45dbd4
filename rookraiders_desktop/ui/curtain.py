"""Curtain: covers the table between two hot-seat players whose private views differ, so the
next player's secrets (and the last player's) are never on screen for the wrong person."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class Curtain(QWidget):
    revealed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # else the dark background is not drawn
        self.setStyleSheet("#curtain { background: #2b2233; } QLabel { color: #f3e9d2; }")
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size: 30px; font-weight: bold;")
        self.note = QLabel()
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.note.setStyleSheet("font-size: 15px;")
        self.button = QPushButton()
        self.button.setMinimumHeight(44)
        self.button.clicked.connect(self.revealed)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.note)
        layout.addSpacing(20)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(3)
        self.name = ""
        self.game_id = ""

    def show_for(self, name: str, game_id: str = "") -> None:
        """Cover the table until `name` says they alone see it; `game_id` names what is secret."""
        self.name = name
        self.game_id = game_id
        self.retranslate()

    def _secret(self) -> str:
        """What the table hides, per game (a game without its own words: its secrets in general)."""
        if self.game_id == "rook_raiders":
            return self.tr("The table hides each player's secret medal values.")
        if self.game_id == "roguelight":
            return self.tr("While building, each player's sheet is secret.")
        return self.tr("The table hides each player's secret information.")

    def retranslate(self) -> None:
        name = self.name
        self.title.setText(self.tr("Pass to {name}").format(name=name))
        self.note.setText(self._secret() + " " + self.tr("{name}, click the button when only you can see the "
                                                         "screen.").format(name=name))
        self.button.setText(self.tr("I am {name}: show my table").format(name=name))
        # room for the text plus a thick focus border and padding (the keyboard focus style)
        self.button.setMinimumWidth(self.button.fontMetrics().horizontalAdvance(self.button.text()) + 64)
