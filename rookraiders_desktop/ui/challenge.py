"""The challenge of the day (Practice ▸ Challenge of the day…, or the game library's button).

Per game and per local date a fixed set-up and a seed derived from both (engine/core/journal.py:
``challenge_setup``, ``challenge_seed``): everyone playing a game's challenge on the same day gets
the same dice, cards and bot moves. The dialog says what the challenge is and shows today's best
result from the practice journal; "Play" starts it, and the journal marks it as a challenge.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from PySide6.QtCore import QDate, QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from ..engine.core.journal import Journal, challenge_setup, difficulty_of, variant_of
from .games import registered_games
from .i18n import game_title
from .stats_window import challenge_result_text, difficulty_label, variant_label


class ChallengeDialog(QDialog):
    """Choose a game and play today's challenge for it."""

    play_requested = Signal(str, object, int)  # game id, Setup, seed

    def __init__(
        self,
        journal: Journal | None,
        parent: QWidget | None = None,
        game_id: str | None = None,
        player_name: str = "",
        today: date | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("challenge")
        self.journal = journal
        self.today = today or date.today()
        self.player_name = player_name
        self.heading = QLabel()
        self.heading.setStyleSheet("font-size: 20px; font-weight: bold;")
        self.date_label = QLabel()
        self.date_label.setStyleSheet("font-size: 13px; color: #55565a;")
        self.game_box = QComboBox()
        for gid in registered_games():
            self.game_box.addItem("", gid)
        if game_id is not None and self.game_box.findData(game_id) >= 0:
            self.game_box.setCurrentIndex(self.game_box.findData(game_id))
        self.game_label = QLabel()
        self.game_label.setBuddy(self.game_box)
        self.seats_caption, self.seats = QLabel(), QLabel()
        self.variant_caption, self.variant = QLabel(), QLabel()
        self.seed_caption, self.seed = QLabel(), QLabel()
        self.best_caption, self.best = QLabel(), QLabel()
        for label in (self.seats, self.variant, self.seed, self.best):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.best.setStyleSheet("font-weight: bold;")
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #55565a;")
        form = QFormLayout()
        form.addRow(self.game_label, self.game_box)
        form.addRow(self.seats_caption, self.seats)
        form.addRow(self.variant_caption, self.variant)
        form.addRow(self.seed_caption, self.seed)
        form.addRow(self.best_caption, self.best)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Close)
        self.buttons.accepted.connect(self._play)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.date_label)
        layout.addSpacing(6)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(520)
        self.game_box.currentIndexChanged.connect(self.update_details)
        self.retranslate()

    @property
    def game_id(self) -> str:
        data = self.game_box.currentData()
        return data if isinstance(data, str) else ""  # (no game listed)

    def challenge(self) -> tuple[Any, int]:
        """Today's (Setup, seed) for the chosen game."""
        game = registered_games()[self.game_id]
        return challenge_setup(game, self.today, self.player_name or self.tr("You"))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Challenge of the day"))
        self.heading.setText(self.tr("Challenge of the day"))
        day = self.today
        self.date_label.setText(QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat))
        self.game_label.setText(self.tr("Game"))
        self.seats_caption.setText(self.tr("Seats"))
        self.variant_caption.setText(self.tr("Variant"))
        self.seed_caption.setText(self.tr("Seed"))
        self.best_caption.setText(self.tr("Today's best"))
        self.note.setText(
            self.tr(
                "Everyone who plays this challenge today gets the same seed, so the same dice, "
                "cards and bot moves. A new challenge starts at midnight (local time). Your "
                "result is recorded in the practice journal."
            )
        )
        games = registered_games()
        for index in range(self.game_box.count()):
            self.game_box.setItemText(index, game_title(games[self.game_box.itemData(index)]))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play the challenge"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        self.update_details()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def update_details(self) -> None:
        game = registered_games()[self.game_id]
        setup, seed = self.challenge()
        bots = [s.bot for s in setup.seats if s.bot]
        kind = difficulty_of(setup)
        if not bots:
            text = self.tr("You play alone")
            if setup.options.get("solo_difficulty"):
                text = self.tr("You play alone ({difficulty})").format(difficulty=difficulty_label(kind))
        else:
            text = self.tr("You against {count} bots ({kind})").format(count=len(bots), kind=difficulty_label(kind))
        self.seats.setText(text)
        self.variant.setText(variant_label(game, variant_of(game, setup.options)))
        self.seed.setText(str(seed))
        self.best.setText(self.best_text())

    def best_text(self) -> str:
        if self.journal is None:
            return self.tr("Not played yet today")
        tries = self.journal.challenge_results(self.game_id, self.today)
        if not tries:
            return self.tr("Not played yet today")
        return self.tr("{result} (tries today: {tries})").format(
            result=challenge_result_text(tries[0]), tries=len(tries)
        )

    def _play(self) -> None:
        setup, seed = self.challenge()
        self.accept()
        self.play_requested.emit(self.game_id, setup, seed)
