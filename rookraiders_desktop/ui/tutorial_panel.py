"""The lesson's panel in the side pane, above the prompt (ui/tutorial.py drives it): which step of
how many, what happens and why, the clause it teaches (a link to the rules help, with its
sentence), the advice after a wrong click, and the buttons: Next for an explanation, Leave and
Start over, and at the end Play on and New game with this set-up."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from . import i18n
from .rule_links import id_of_link

PAPER = "background: #fff6cc; color: #1d1d1f; border: 2px solid #e0b000; border-radius: 4px; padding: 6px;"


class LessonPanel(QWidget):
    next_requested = Signal()
    leave_requested = Signal()
    restart_requested = Signal()
    play_on_requested = Signal()
    new_game_requested = Signal()
    rule_link = Signal(str)  # a clause id clicked under the step

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("lesson_panel")
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 15px; font-weight: bold;")
        self.title.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(6)
        self.text = QLabel()
        self.text.setObjectName("lesson_text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setStyleSheet(PAPER + " font-size: 14px;")
        self.rule = QLabel()  # the clause taught: a link, and its sentence
        self.rule.setObjectName("lesson_rule")
        self.rule.setWordWrap(True)
        self.rule.setTextFormat(Qt.TextFormat.RichText)
        self.rule.setStyleSheet("color: #3d3f44; font-size: 12px;")
        self.rule.linkActivated.connect(self._on_link)
        self.wrong = QLabel()  # after a wrong click: what to do instead
        self.wrong.setObjectName("lesson_wrong")
        self.wrong.setWordWrap(True)
        self.wrong.setStyleSheet("color: #b02a1a;")
        self.next_button = QPushButton()
        self.next_button.setDefault(True)
        self.play_on_button = QPushButton()
        self.new_game_button = QPushButton()
        self.leave_button = QPushButton()
        self.restart_button = QPushButton()
        self.next_button.clicked.connect(self.next_requested)
        self.play_on_button.clicked.connect(self.play_on_requested)
        self.new_game_button.clicked.connect(self.new_game_requested)
        self.leave_button.clicked.connect(self.leave_requested)
        self.restart_button.clicked.connect(self.restart_requested)
        steps = QHBoxLayout()  # Next, and the lesson's own controls on the right
        steps.addWidget(self.next_button)
        steps.addStretch(1)
        steps.addWidget(self.restart_button)
        steps.addWidget(self.leave_button)
        offer = QHBoxLayout()  # at the end: a real game
        offer.addWidget(self.play_on_button)
        offer.addWidget(self.new_game_button)
        offer.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        for widget in (self.title, self.progress, self.text, self.rule, self.wrong):
            layout.addWidget(widget)
        layout.addLayout(offer)
        layout.addLayout(steps)
        self.retranslate()
        i18n.language_notifier.changed.connect(self.retranslate)

    def retranslate(self, _lang: str = "") -> None:
        self.next_button.setText(self.tr("Next ▶"))
        self.play_on_button.setText(self.tr("Play this game on"))
        self.play_on_button.setToolTip(self.tr("Go on with this game as an ordinary game, every move yours"))
        self.new_game_button.setText(self.tr("New game with this set-up"))
        self.new_game_button.setToolTip(self.tr("A real game with the same seats and a new deal"))
        self.leave_button.setText(self.tr("Leave the lesson"))
        self.leave_button.setToolTip(self.tr("The lesson is kept: Learn to play resumes it here"))
        self.restart_button.setText(self.tr("Start over"))

    def show_step(self, title: str, text: str, rule: str, wrong: str, next_button: bool, ready: bool) -> None:
        """A step: an explanation gets Next (enabled once `ready`), a move waits for the table."""
        self.title.setText(title)
        self.text.setText(text)
        self.rule.setText(rule)
        self.rule.setVisible(bool(rule))
        self.wrong.setText(wrong)
        self.wrong.setVisible(bool(wrong))
        self.next_button.setVisible(next_button)
        self.next_button.setEnabled(ready)
        self.play_on_button.hide()
        self.new_game_button.hide()
        self.restart_button.show()
        self._fit()

    def show_done(self, title: str, text: str = "") -> None:
        """The lesson is over (`text`: why, when it is not its end): the offer of a real game."""
        self.title.setText(title)
        self.text.setText(
            text
            or self.tr(
                "You have played the core of the game. Play this game on to its end, or start a new game"
                " with the same seats on a new deal. The rules are always one click away: every clause id"
                " is a link, and F1 opens the rules."
            )
        )
        self.rule.hide()
        self.wrong.hide()
        self.next_button.hide()
        self.play_on_button.show()
        self.new_game_button.show()
        self.restart_button.show()
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """Never shorter than its texts at its width: the side pane's splitter gives the others less."""
        layout = self.layout()
        if layout is not None and self.width() > 0:
            self.setMinimumHeight(layout.totalHeightForWidth(self.width()))

    def set_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(min(done, total))

    def _on_link(self, href: str) -> None:
        cid = id_of_link(href)
        if cid:
            self.rule_link.emit(cid)
