"""Small charts drawn with QPainter for the statistics window (no plotting library): a results
timeline with a rolling win rate, bars, and a line of scores.

Each chart keeps the data it draws in plain attributes (`outcomes`/`rates`, `bars`, `values`), so
tests can read what is plotted without looking at pixels. Nothing is told by colour alone: wins
stand above the timeline's middle line and losses hang below it; every bar carries its number.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

BACKGROUND = QColor("#fdfbf6")
BORDER = QColor("#ddd5c3")
GRID = QColor("#ebe5d8")
AXIS = QColor("#9b927a")
INK = QColor("#1d1d1f")
INK_SOFT = QColor("#6b6b70")
WIN = QColor("#2f8f4e")
LOSS = QColor("#c0392b")
DRAW = QColor("#8a8a8a")
LINE = QColor("#2f6db5")
BAR = QColor("#4a86d6")
TITLE_BAR = QColor("#d9a520")
HISTOGRAM = QColor("#7a4fb0")


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round tick values covering low..high (about `count` of them)."""
    if not math.isfinite(low) or not math.isfinite(high):
        return [0.0]
    if high <= low:
        high = low + 1
    raw = (high - low) / max(1, count)
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 2.5, 5, 10) if m * magnitude >= raw)
    start = math.floor(low / step) * step
    ticks: list[float] = []
    value = start
    while value <= high + step * 0.5 and len(ticks) < 50:
        ticks.append(round(value, 10))
        value += step
    if ticks[-1] < high:
        ticks.append(round(ticks[-1] + step, 10))
    return ticks


def number_text(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


class Chart(QWidget):
    """A card with a title and a plot area; subclasses draw into `plot_rect()`."""

    MARGIN_LEFT = 48
    MARGIN_RIGHT = 16
    MARGIN_TOP = 40
    MARGIN_BOTTOM = 34

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.title = ""
        self.empty_text = ""  # drawn in the middle when there is nothing to plot
        self.note = ""  # a short legend or remark under the title, right-aligned
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 200)

    def sizeHint(self) -> QSize:
        return QSize(520, 280)

    def has_data(self) -> bool:
        return False

    def font_px(self, size: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        scale = max(0.8, self.font().pointSizeF() / 10.0) if self.font().pointSizeF() > 0 else 1.0
        font.setPixelSize(max(8, round(size * scale)))
        font.setBold(bold)
        return font

    def plot_rect(self) -> QRectF:
        card = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        return card.adjusted(self.MARGIN_LEFT, self.MARGIN_TOP, -self.MARGIN_RIGHT, -self.MARGIN_BOTTOM)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        painter.setPen(QPen(BORDER, 1))
        painter.setBrush(BACKGROUND)
        painter.drawRoundedRect(card, 8, 8)
        painter.setPen(INK)
        painter.setFont(self.font_px(15, True))
        title_box = QRectF(card.left() + 14, card.top() + 8, card.width() - 28, 24)
        painter.drawText(title_box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), self.title)
        if self.note:
            painter.setPen(INK_SOFT)
            painter.setFont(self.font_px(11))
            title_width = QFontMetricsF(self.font_px(15, True)).horizontalAdvance(self.title) + 24
            note_box = QRectF(
                title_box.left() + title_width,
                title_box.top(),
                max(0.0, title_box.width() - title_width),
                title_box.height(),
            )
            painter.drawText(
                note_box,
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                QFontMetricsF(painter.font()).elidedText(self.note, Qt.TextElideMode.ElideRight, note_box.width()),
            )
        if not self.has_data():
            painter.setPen(INK_SOFT)
            painter.setFont(self.font_px(13))
            painter.drawText(
                card.adjusted(20, 36, -20, -10),
                int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                self.empty_text,
            )
            painter.end()
            return
        self.draw(painter, self.plot_rect())
        painter.end()

    def draw(self, painter: QPainter, area: QRectF) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    # --- helpers ---------------------------------------------------------------------------
    def draw_y_axis(
        self,
        painter: QPainter,
        area: QRectF,
        ticks: Sequence[float],
        low: float,
        high: float,
        label: Callable[[float], str] = number_text,
    ) -> None:
        painter.setFont(self.font_px(11))
        for tick in ticks:
            y = self.y_of(tick, area, low, high)
            painter.setPen(QPen(GRID, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(INK_SOFT)
            painter.drawText(
                QRectF(area.left() - self.MARGIN_LEFT, y - 8, self.MARGIN_LEFT - 6, 16),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                label(tick),
            )
        painter.setPen(QPen(AXIS, 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())

    @staticmethod
    def y_of(value: float, area: QRectF, low: float, high: float) -> float:
        span = (high - low) or 1.0
        return area.bottom() - (value - low) / span * area.height()

    def draw_x_labels(self, painter: QPainter, area: QRectF, left: str, right: str, middle: str = "") -> None:
        painter.setPen(INK_SOFT)
        painter.setFont(self.font_px(11))
        box = QRectF(area.left(), area.bottom() + 6, area.width(), 18)
        painter.drawText(box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), left)
        painter.drawText(box, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop), right)
        if middle:
            painter.drawText(box, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop), middle)


class ResultsChart(Chart):
    """Results over time: the rolling win rate (a line, 0-100 %) above a strip with one tick per
    game, wins up, losses down, draws a dot on the middle line."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.outcomes: list[str] = []
        self.rates: list[float] = []
        self.first_label = ""
        self.last_label = ""
        self.middle_label = ""

    def set_data(
        self, outcomes: Sequence[str], rates: Sequence[float], first: str = "", last: str = "", middle: str = ""
    ) -> None:
        self.outcomes = list(outcomes)
        self.rates = list(rates)
        self.first_label, self.last_label, self.middle_label = first, last, middle
        self.update()

    def has_data(self) -> bool:
        return bool(self.outcomes)

    def draw(self, painter: QPainter, area: QRectF) -> None:
        strip_height = min(44.0, area.height() * 0.28)
        line_area = QRectF(area.left(), area.top(), area.width(), area.height() - strip_height - 10)
        strip = QRectF(area.left(), line_area.bottom() + 10, area.width(), strip_height)
        self.draw_y_axis(painter, line_area, [0, 0.25, 0.5, 0.75, 1.0], 0.0, 1.0, label=lambda v: f"{round(v * 100)} %")
        n = len(self.outcomes)

        def x_of(i: int) -> float:
            return area.left() + (area.width() / 2 if n == 1 else i / (n - 1) * area.width())

        # the strip: one tick per game
        middle = strip.center().y()
        painter.setPen(QPen(AXIS, 1))
        painter.drawLine(QPointF(strip.left(), middle), QPointF(strip.right(), middle))
        width = max(1.0, min(6.0, area.width() / max(1, n) * 0.7))
        half = strip.height() / 2 - 2
        for i, outcome in enumerate(self.outcomes):
            x = x_of(i)
            if outcome == "won":
                painter.fillRect(QRectF(x - width / 2, middle - half, width, half - 1), WIN)
            elif outcome == "lost":
                painter.fillRect(QRectF(x - width / 2, middle + 1, width, half - 1), LOSS)
            else:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(DRAW)
                painter.drawEllipse(QPointF(x, middle), width / 2 + 1, width / 2 + 1)
        # the rolling rate
        path = QPainterPath()
        for i, rate in enumerate(self.rates):
            point = QPointF(x_of(i), self.y_of(rate, line_area, 0.0, 1.0))
            if i == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(LINE, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(path)
        if n == 1:
            painter.setBrush(LINE)
            painter.drawEllipse(QPointF(x_of(0), self.y_of(self.rates[0], line_area, 0.0, 1.0)), 3.5, 3.5)
        self.draw_x_labels(painter, area, self.first_label, self.last_label, self.middle_label)


class LineChart(Chart):
    """Values in order (scores over time), with a dashed line at their mean (`mean_label`, if any,
    belongs in the note)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.values: list[float] = []
        self.first_label = ""
        self.last_label = ""
        self.mean_label = ""

    def set_data(self, values: Sequence[float], first: str = "", last: str = "", mean_label: str = "") -> None:
        self.values = [float(v) for v in values]
        self.first_label, self.last_label, self.mean_label = first, last, mean_label
        self.update()

    def has_data(self) -> bool:
        return bool(self.values)

    def draw(self, painter: QPainter, area: QRectF) -> None:
        low, high = min(self.values), max(self.values)
        if low == high:
            low, high = low - 1, high + 1
        ticks = nice_ticks(min(0.0, low) if low >= 0 and low < high * 0.35 else low, high, 4)
        low, high = ticks[0], ticks[-1]
        self.draw_y_axis(painter, area, ticks, low, high)
        n = len(self.values)

        def x_of(i: int) -> float:
            return area.left() + (area.width() / 2 if n == 1 else i / (n - 1) * area.width())

        mean = sum(self.values) / n
        y_mean = self.y_of(mean, area, low, high)
        painter.setPen(QPen(INK_SOFT, 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(area.left(), y_mean), QPointF(area.right(), y_mean))
        path = QPainterPath()
        for i, value in enumerate(self.values):
            point = QPointF(x_of(i), self.y_of(value, area, low, high))
            if i == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(LINE, 2.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(path)
        if n <= 80:
            painter.setPen(QPen(BACKGROUND, 1.5))
            painter.setBrush(LINE)
            for i, value in enumerate(self.values):
                painter.drawEllipse(QPointF(x_of(i), self.y_of(value, area, low, high)), 3.5, 3.5)
        self.draw_x_labels(painter, area, self.first_label, self.last_label)


class BarChart(Chart):
    """Vertical bars: (label, value, caption). `maximum` fixes the top (1.0 for rates)."""

    MARGIN_TOP = 58  # room for the caption above a full bar

    def __init__(self, colour: QColor = BAR, parent: QWidget | None = None, percent: bool = False):
        super().__init__(parent)
        self.colour = colour
        self.percent = percent
        self.bars: list[tuple[str, float, str]] = []

    def set_data(self, bars: Sequence[tuple[str, float, str]]) -> None:
        self.bars = [(str(label), float(value), str(caption)) for label, value, caption in bars]
        self.update()

    def has_data(self) -> bool:
        return bool(self.bars)

    def draw(self, painter: QPainter, area: QRectF) -> None:
        top = 1.0 if self.percent else max(1.0, max(v for _, v, _ in self.bars))
        ticks = [0, 0.25, 0.5, 0.75, 1.0] if self.percent else nice_ticks(0.0, top, 4)
        if not self.percent:
            ticks = [t for t in ticks if float(t).is_integer()] or [0.0, 1.0]
            top = ticks[-1]
        label = (lambda v: f"{round(v * 100)} %") if self.percent else number_text
        self.draw_y_axis(painter, area, ticks, 0.0, top, label=label)
        n = len(self.bars)
        slot = area.width() / n
        bar_width = min(72.0, slot * 0.62)
        small = self.font_px(11)
        caption_font = self.font_px(11, True)
        metrics = QFontMetricsF(small)
        for i, (name, value, caption) in enumerate(self.bars):
            centre = area.left() + slot * (i + 0.5)
            y = self.y_of(value, area, 0.0, top)
            bar = QRectF(centre - bar_width / 2, y, bar_width, area.bottom() - y)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.colour)
            painter.drawRoundedRect(bar.adjusted(0, 0, 0, 2), 3, 3)
            painter.fillRect(QRectF(bar.left(), bar.bottom() - 2, bar.width(), 2), self.colour)
            painter.setPen(INK)
            painter.setFont(caption_font)
            painter.drawText(
                QRectF(centre - slot / 2, y - 18, slot, 16),
                int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom),
                caption,
            )
            painter.setPen(INK_SOFT)
            painter.setFont(small)
            painter.drawText(
                QRectF(centre - slot / 2 + 1, area.bottom() + 5, slot - 2, 28),
                int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
                metrics.elidedText(name, Qt.TextElideMode.ElideRight, slot - 4),
            )
