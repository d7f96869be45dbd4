"""The side panels: the prompt (whose turn, what they can do, buttons for choices that are not
on the table) and the log (the game told in words)."""
from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import (QLabel, QPlainTextEdit, QPushButton, QScrollArea, QSizePolicy, QStyle,
                               QStyleOptionButton, QStylePainter, QVBoxLayout, QWidget)


class ChoiceButton(QPushButton):
    """A push button whose text wraps onto more lines instead of widening the panel (long card
    names, Japanese without spaces). text() stays the whole text."""

    PAD_X, PAD_Y = 10, 5

    def __init__(self, text: str, parent: QWidget | None = None):
        super().__init__(text, parent)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _text_rect(self, width: int) -> QRect:
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        return self.fontMetrics().boundingRect(QRect(0, 0, max(20, width - 2 * self.PAD_X), 100000), flags,
                                               self.text())

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return max(super().sizeHint().height(), self._text_rect(width).height() + 2 * self.PAD_Y)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(min(hint.width(), 240), self.heightForWidth(min(hint.width(), 240)))

    def minimumSizeHint(self) -> QSize:
        return QSize(80, super().minimumSizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)
        box = self.rect().adjusted(self.PAD_X, self.PAD_Y, -self.PAD_X, -self.PAD_Y)
        painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.text())


class PromptPanel(QWidget):
    action_chosen = Signal(object)  # an action from a button
    clear_requested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 16px; font-weight: bold;")
        self.title.setWordWrap(True)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.picks = QLabel()
        self.picks.setWordWrap(True)
        self.picks.setStyleSheet("color: #b35900;")
        self.clear = QPushButton(self.tr("Clear picks"))
        self.clear.clicked.connect(self.clear_requested)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setStyleSheet("color: #b02a1a;")
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._buttons_box = QWidget()
        self._buttons = QVBoxLayout(self._buttons_box)
        self._buttons.setContentsMargins(0, 0, 0, 0)
        self._buttons.setAlignment(Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # buttons wrap instead
        scroll.setWidget(self._buttons_box)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        layout = QVBoxLayout(self)
        for w in (self.title, self.hint, self.picks, self.clear):
            layout.addWidget(w)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.status)
        self.buttons: list[QPushButton] = []
        self.set_picks("")

    def retranslate(self) -> None:
        """The fixed texts in the current language (the window re-shows the prompt itself)."""
        self.clear.setText(self.tr("Clear picks"))

    def set_prompt(self, title: str, hint: str) -> None:
        self.title.setText(title)
        self.hint.setText(hint)

    def set_picks(self, text: str) -> None:
        self.picks.setText(text)
        self.picks.setVisible(bool(text))
        self.clear.setVisible(bool(text))

    def set_status(self, text: str) -> None:
        self.status.setText(text)

    def set_actions(self, actions: list[Any], describe: Callable[[Any], str]) -> None:
        for button in self.buttons:
            self._buttons.removeWidget(button)
            button.hide()  # at once: deleteLater waits for the event loop, and would overlap
            button.deleteLater()
        self.buttons = []
        for action in actions:
            button = ChoiceButton(describe(action))
            button.setToolTip(button.text())
            button.clicked.connect(lambda _=False, a=action: self.action_chosen.emit(a))
            self._buttons.addWidget(button)
            self.buttons.append(button)

    def button_texts(self) -> list[str]:
        return [b.text() for b in self.buttons]


class LogPanel(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setReadOnly(True)
        self.setMaximumBlockCount(20000)
        self.retranslate()

    def retranslate(self) -> None:
        self.setPlaceholderText(self.tr("The game's story appears here."))

    def add(self, lines: list[str]) -> None:
        for line in lines:
            if line:
                self.appendPlainText(line)
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    def lines(self) -> list[str]:
        text = self.toPlainText()
        return text.split("\n") if text else []
