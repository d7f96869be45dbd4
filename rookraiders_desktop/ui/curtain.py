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
        self.secret_note = ""

    def show_for(self, name: str, secret_note: str = "") -> None:
        """Cover the table until `name` says they alone see it; `secret_note` (the game's, a
        "Curtain" template) says what is secret."""
        self.name = name
        self.secret_note = secret_note
        self.retranslate()

    def _secret(self) -> str:
        """What the table hides (a game without its own words: its secrets in general)."""
        return self.tr(self.secret_note or "The table hides each player's secret information.")

    def retranslate(self) -> None:
        name = self.name
        self.title.setText(self.tr("Pass to {name}").format(name=name))
        self.note.setText(
            self._secret()
            + " "
            + self.tr("{name}, click the button when only you can see the screen.").format(name=name)
        )
        self.button.setText(self.tr("I am {name}: show my table").format(name=name))
        # room for the text plus a thick focus border and padding (the keyboard focus style)
        self.button.setMinimumWidth(self.button.fontMetrics().horizontalAdvance(self.button.text()) + 64)
