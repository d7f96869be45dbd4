"""The side panels: the prompt (whose turn, what they can do, buttons for choices that are not
on the table) and the log (the game told in words)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QMouseEvent,
    QPaintEvent,
    QResizeEvent,
    QSyntaxHighlighter,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QLabel,
    QLayout,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QVBoxLayout,
    QWidget,
)

from ..engine.core.rulebook import CLAUSE_ID
from .rule_links import LinkLabel, rule_note

STATUS_TONES = {  # the status line's colour: a refusal is red, a hint (where a piece may go) is not
    "refusal": "color: #b02a1a;",
    "note": "color: #1f5f2a;",
}


class ChoiceButton(QPushButton):
    """A push button whose text wraps onto more lines instead of widening the panel (long card
    names, Japanese without spaces). text() stays the whole text."""

    PAD_X, PAD_Y = 10, 5

    def __init__(self, text: str, parent: QWidget | None = None):
        super().__init__(text, parent)
        # (not Fixed: a fixed height is the size hint's, made at 240 px, taller than the wrapped text
        # needs in a wider pane; the column's layout gives each its height for the pane's width)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _text_rect(self, width: int) -> QRect:
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        return self.fontMetrics().boundingRect(QRect(0, 0, max(20, width - 2 * self.PAD_X), 100000), flags, self.text())

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return max(super().sizeHint().height(), self._text_rect(width).height() + 2 * self.PAD_Y)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(min(hint.width(), 240), self.heightForWidth(min(hint.width(), 240)))

    def minimumSizeHint(self) -> QSize:
        return QSize(80, super().sizeHint().height())  # one line (QPushButton's is our sizeHint's, at 240 px)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)
        box = self.rect().adjusted(self.PAD_X, self.PAD_Y, -self.PAD_X, -self.PAD_Y)
        painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.text())


class PromptPanel(QWidget):
    """Whose turn and what they can do. The labels (the instruction, the picks, the refusal and
    the rule under it) always show every line: the panel's minimum height is their full height at
    its width plus room for the first choices, so the splitter above the log never cuts them. The
    choice buttons scroll below them; when some are out of view the scroll bar shows and a "more"
    cue says so."""

    action_chosen = Signal(object)  # an action from a button
    clear_requested = Signal()
    rule_link = Signal(str)  # a clause id clicked in the hint, the status or the rule under it

    MIN_BUTTONS = 2  # the buttons always in view (at the least) below the labels

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 16px; font-weight: bold;")
        self.title.setWordWrap(True)
        self.thinking = QLabel()  # a bot seat thinking while another seat's turn is shown
        self.thinking.setObjectName("thinking")
        self.thinking.setStyleSheet("color: #5b5f66; font-style: italic;")
        self.thinking.hide()
        self.hint = LinkLabel()  # clause ids (a result's reason) are links to the rules help
        self.hint.rule_link.connect(self.rule_link)
        self.picks = QLabel()
        self.picks.setWordWrap(True)
        self.picks.setStyleSheet("color: #b35900;")
        self.clear = QPushButton(self.tr("Clear picks"))
        self.clear.clicked.connect(self.clear_requested)
        self.status = LinkLabel()
        self.status.setObjectName("prompt_status")
        self.status.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.LinksAccessibleByMouse
        )
        self.status.rule_link.connect(self.rule_link)
        self.rule = QLabel()  # under a refusal: the rule that forbids it, in a sentence
        self.rule.setObjectName("rule_note")
        self.rule.setWordWrap(True)
        self.rule.setTextFormat(Qt.TextFormat.RichText)
        self.rule.setStyleSheet("color: #3d3f44; font-size: 12px;")
        self.rule.linkActivated.connect(self._on_rule_link)
        self.rule.hide()
        self._buttons_box = QWidget()
        self._buttons = QVBoxLayout(self._buttons_box)
        self._buttons.setContentsMargins(0, 0, 0, 0)
        self._buttons.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.choices = QScrollArea()
        self.choices.setWidgetResizable(True)
        self.choices.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # buttons wrap instead
        self.choices.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.choices.setWidget(self._buttons_box)
        self.choices.setFrameShape(QScrollArea.Shape.NoFrame)
        bar = self.choices.verticalScrollBar()
        bar.valueChanged.connect(self._update_cue)
        bar.rangeChanged.connect(self._update_cue)
        self.more = QLabel()  # the cue under the buttons when some are out of view
        self.more.setObjectName("more_choices")
        self.more.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.more.setStyleSheet(
            "color: #5a4a1a; font-size: 12px; font-weight: bold; padding: 2px;"
            " background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 rgba(0,0,0,0), stop:1 rgba(0,0,0,40));"
        )
        self.more.hide()
        self._buttons_box.installEventFilter(self)
        self._labels: tuple[QLabel, ...] = (self.title, self.thinking, self.hint, self.picks, self.status, self.rule)
        self._layout = QVBoxLayout(self)
        for w in (self.title, self.thinking, self.hint, self.picks, self.clear):
            self._layout.addWidget(w)
        self._layout.addWidget(self.choices, 1)
        self._layout.addWidget(self.more)
        self._layout.addWidget(self.status)
        self._layout.addWidget(self.rule)
        self.buttons: list[QPushButton] = []
        self._grow = True  # new texts or choices: grow the prompt to show them (once laid out)
        self._grown_for = 0  # the splitter's height it last grew for (a drag of its handle is kept)
        self._splitter: QSplitter | None = None
        self._batched = 0  # inside batched(): the fit waits for its end
        self._unfit = False  # a fit is owed at the end of batched()
        self._label_heights: dict[QLabel, tuple[tuple[str, int, str], int]] = {}  # see _measured
        self.retranslate()
        self.set_picks("")
        self.set_status("")

    def retranslate(self) -> None:
        """The fixed texts in the current language (the window re-shows the prompt itself)."""
        self.clear.setText(self.tr("Clear picks"))
        self.more.setText(self.tr("More choices below: scroll ↓"))

    def set_prompt(self, title: str, hint: str) -> None:
        self.title.setText(title)
        self.hint.setText(hint)
        self._grow = True
        self._fit()

    def set_thinking(self, text: str) -> None:
        """Who is thinking ("" hides the line)."""
        if text != self.thinking.text() or self.thinking.isHidden() == bool(text):
            self.thinking.setText(text)
            self.thinking.setVisible(bool(text))
            self._fit()

    def set_picks(self, text: str) -> None:
        self.picks.setText(text)
        self.picks.setVisible(bool(text))
        self.clear.setVisible(bool(text))
        self._fit()

    def set_status(self, text: str, tone: str = "refusal") -> None:
        """The line under the choices: a refusal (red, its rule under it) or, tone "note", a
        neutral hint ("It may go here", "Choose one:")."""
        if self.status.property("tone") != tone:
            self.status.setProperty("tone", tone)
            self.status.setStyleSheet(STATUS_TONES.get(tone, STATUS_TONES["refusal"]))
        self.status.setText(text)
        note = rule_note(text)
        self.rule.setText(note)
        self.rule.setVisible(bool(note))
        self._fit()

    def _on_rule_link(self, href: str) -> None:
        if href.startswith("rule:"):
            self.rule_link.emit(href[len("rule:") :])

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
        self.choices.verticalScrollBar().setValue(0)
        self._grow = True
        self._fit()

    def button_texts(self) -> list[str]:
        return [b.text() for b in self.buttons]

    # --- the height the labels need ---------------------------------------------------------
    @staticmethod
    def full_height(widget: QWidget, width: int) -> int:
        """The full height of `widget` at `width` (every line of a wrapped label)."""
        if isinstance(widget, QLabel) and not widget.text():
            return 0
        hint = widget.heightForWidth(width) if widget.hasHeightForWidth() else widget.sizeHint().height()
        return max(hint, widget.minimumSizeHint().height())

    def _measured(self, widget: QWidget, width: int) -> int:
        """full_height, remembered for a label while its text, width and font stay (laying out a
        label's text is most of a fit's time, and most moves change one label or none)."""
        if not isinstance(widget, QLabel):
            return self.full_height(widget, width)
        key = (widget.text(), width, widget.font().key())
        known = self._label_heights.get(widget)
        if known is None or known[0] != key:
            known = self._label_heights[widget] = (key, self.full_height(widget, width))
        return known[1]

    @staticmethod
    def _shown(layout: QLayout) -> list[QWidget]:
        items = (layout.itemAt(i) for i in range(layout.count()))
        return [w for item in items if item is not None and (w := item.widget()) is not None and not w.isHidden()]

    def _column(self, width: int, count: int | None) -> int:
        """The height of the scrolling column's first `count` buttons (all: None) with the texts
        above them, and the spacing between them."""
        shown = self._shown(self._buttons)
        if count is not None:
            extra = sum(1 for w in shown if w not in self.buttons)
            shown = shown[: extra + count]
        spacing = max(0, self._buttons.spacing())
        return sum(self.full_height(w, width) for w in shown) + spacing * max(0, len(shown) - 1)

    def _heights(self) -> tuple[int, int]:
        """(the least height: every label in full and the first buttons; the height that shows
        every button too)."""
        margins = self._layout.contentsMargins()
        width = max(60, self.width() - margins.left() - margins.right())
        spacing = max(0, self._layout.spacing())
        parts = [self._measured(w, width) for w in self._shown(self._layout) if w not in (self.choices, self.more)]
        fixed = margins.top() + margins.bottom() + sum(parts) + spacing * len(parts)
        bar = self.choices.verticalScrollBar().sizeHint().width()
        every = self._column(width, None)
        least = self._column(width - bar, self.MIN_BUTTONS)
        if every > least:  # some may scroll: the cue shows too
            least += self.more.sizeHint().height() + spacing
        return fixed + least, fixed + every

    def needed_height(self) -> int:
        """The least height that shows every label in full and the first buttons."""
        return self._heights()[0]

    @contextmanager
    def batched(self) -> Iterator[None]:
        """Several changes, one fit at the end: a redraw sets the title, the choices, the picks and
        the status, and measuring every label's height for each of them cost several ms a move."""
        self._batched += 1
        try:
            yield
        finally:
            self._batched -= 1
            if not self._batched and self._unfit:
                self._fit()

    def _fit(self) -> None:
        if self._batched:
            self._unfit = True
            return
        self._unfit = False
        margins = self._layout.contentsMargins()
        width = max(60, self.width() - margins.left() - margins.right())
        for label in self._labels:  # (the column's layout alone may give a label less than all its lines)
            label.setMinimumHeight(self._measured(label, width) if label.text() else 0)
        least, every = self._heights()
        if least != self.minimumHeight():
            self.setMinimumHeight(least)  # the splitter gives the log less
        splitter = self._watch_splitter()
        if splitter is not None and splitter.isVisible() and splitter.height() > 0:
            # grow to show every choice, up to 60 % of the pane: for new choices, and when the pane
            # itself changed height (shown, the window resized); not when the player dragged the handle
            sizes = splitter.sizes()
            total = sum(sizes)
            if total > 0 and (self._grow or total != self._grown_for):
                self._grow = False
                self._grown_for = total
                want = max(least, min(every, int(total * 0.6)))
                if sizes[0] < want:
                    splitter.setSizes([want, total - want])
        self._update_cue()

    def _watch_splitter(self) -> QSplitter | None:
        """The splitter the prompt is the upper part of (its resizes and showing are watched: the
        choices may have come before it was laid out), or None."""
        splitter = self.parentWidget()
        if not (isinstance(splitter, QSplitter) and splitter.count() == 2 and splitter.indexOf(self) == 0):
            return None
        if splitter is not self._splitter:
            self._splitter = splitter
            splitter.installEventFilter(self)
        return splitter

    def event(self, event: QEvent) -> bool:
        done = super().event(event)
        if event.type() in (
            QEvent.Type.LayoutRequest,
            QEvent.Type.ParentChange,
        ):  # a child's size changed (the coach's box)
            self._fit()
        return done

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        buttons_changed = watched is self._buttons_box and event.type() == QEvent.Type.LayoutRequest
        pane_changed = watched is self._splitter and event.type() in (QEvent.Type.Resize, QEvent.Type.Show)
        if buttons_changed or pane_changed:
            self._fit()
        return super().eventFilter(watched, event)

    def _update_cue(self, *_args: Any) -> None:
        bar = self.choices.verticalScrollBar()
        more = bar.maximum() > 0 and bar.value() < bar.maximum()
        if more != self.more.isVisibleTo(self):
            self.more.setVisible(more)

    def choices_hidden(self) -> bool:
        """Some buttons are out of the scroll area's view (the scroll bar and the cue show)."""
        return self.choices.verticalScrollBar().maximum() > 0

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()


class ClauseHighlighter(QSyntaxHighlighter):
    """Clause ids in the log look like links."""

    def __init__(self, document: QTextDocument, colour: Any):
        super().__init__(document)
        self.link_format = QTextCharFormat()  # (not `format`: QSyntaxHighlighter.format(position) is a method)
        self.link_format.setForeground(colour)
        self.link_format.setFontUnderline(True)

    def highlightBlock(self, text: str) -> None:
        for m in CLAUSE_ID.finditer(text):
            self.setFormat(m.start(), m.end() - m.start(), self.link_format)


class LogPanel(QPlainTextEdit):
    rule_link = Signal(str)  # a clause id clicked in a log line

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setReadOnly(True)
        self.setMaximumBlockCount(20000)
        self.highlighter = ClauseHighlighter(self.document(), self.palette().link())
        self.viewport().setMouseTracking(True)  # the pointing hand over a clause id
        self._press: QPoint | None = None
        self.retranslate()

    def clause_at(self, pos: QPoint) -> str | None:
        """The clause id under a point of the viewport, if any."""
        cursor = self.cursorForPosition(pos)
        block = cursor.block()
        for m in CLAUSE_ID.finditer(block.text()):
            start, end = QTextCursor(block), QTextCursor(block)
            start.setPosition(block.position() + m.start())
            end.setPosition(block.position() + m.end())
            left, right = self.cursorRect(start), self.cursorRect(end)
            if (
                left.top() == right.top()
                and left.left() <= pos.x() <= right.left()
                and left.top() <= pos.y() <= left.bottom()
            ):
                return m.group(0)
            if left.top() != right.top() and (
                (left.top() <= pos.y() <= left.bottom() and pos.x() >= left.left())
                or (right.top() <= pos.y() <= right.bottom() and pos.x() <= right.left())
            ):
                return m.group(0)  # an id wrapped over two lines
        return None

    def id_rect(self, cid: str) -> QRect | None:
        """Where `cid` is shown (its first occurrence in view), for tests and the keyboard."""
        block = self.firstVisibleBlock()
        while block.isValid():
            m = next((m for m in CLAUSE_ID.finditer(block.text()) if m.group(0) == cid), None)
            if m is not None:
                start, end = QTextCursor(block), QTextCursor(block)
                start.setPosition(block.position() + m.start())
                end.setPosition(block.position() + m.end())
                return self.cursorRect(start).united(self.cursorRect(end))
            block = block.next()
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        over = self.clause_at(event.position().toPoint()) is not None
        shape = Qt.CursorShape.PointingHandCursor if over else Qt.CursorShape.IBeamCursor
        if self.viewport().cursor().shape() != shape:
            self.viewport().setCursor(shape)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        pos = event.position().toPoint()
        press, self._press = self._press, None
        if event.button() != Qt.MouseButton.LeftButton or self.textCursor().hasSelection():
            return
        if press is not None and (press - pos).manhattanLength() > 4:
            return  # a drag, not a click
        cid = self.clause_at(pos)
        if cid:
            self.rule_link.emit(cid)

    def retranslate(self) -> None:
        self.setPlaceholderText(self.tr("The game's story appears here."))

    def add(self, lines: list[str]) -> None:
        text = "\n".join(line for line in lines if line)
        if text:  # one paragraph per line, in one call: the log is laid out once, not once per line
            self.appendPlainText(text)
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    def lines(self) -> list[str]:
        text = self.toPlainText()
        return text.split("\n") if text else []
