"""Small drawing helpers shared by the item classes (text, badges, pips)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen

from ..theme import colour, font, metrics

CENTER = Qt.AlignmentFlag.AlignCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def text(
    painter: QPainter,
    rect: QRectF,
    value: str,
    size: float,
    bold: bool = False,
    ink: str | QColor = "ink",
    align: Qt.AlignmentFlag = CENTER,
    elide: bool = True,
) -> None:
    painter.setFont(font(size, bold))
    painter.setPen(ink if isinstance(ink, QColor) else colour(ink))
    if elide:
        value = metrics(size, bold).elidedText(value, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, int(align), value)


def fitted_text(
    painter: QPainter,
    rect: QRectF,
    value: str,
    size: float,
    bold: bool = False,
    ink: str = "ink",
    align: Qt.AlignmentFlag = CENTER,
    smallest: float = 6,
) -> None:
    """Shrink the font (down to `smallest`) until `value` fits the width of `rect`."""
    while size > smallest and metrics(size, bold).horizontalAdvance(value) > rect.width():
        size -= 0.5
    text(painter, rect, value, size, bold, ink, align)


def disc(
    painter: QPainter,
    centre: QPointF,
    radius: float,
    fill: str | QColor,
    edge: str | None = None,
    label: str = "",
    size: float = 10,
    ink: str = "paper",
    bold: bool = True,
) -> None:
    painter.setPen(QPen(colour(edge), 1.2) if edge else Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(fill if isinstance(fill, QColor) else colour(fill)))
    painter.drawEllipse(centre, radius, radius)
    if label:
        box = QRectF(centre.x() - radius * 1.5, centre.y() - radius, radius * 3, radius * 2)
        text(painter, box, label, size, bold, ink, elide=False)


def cube(painter: QPainter, x: float, y: float, side: float = 8) -> None:
    painter.setPen(QPen(colour("ink"), 0.8))
    painter.setBrush(colour("cube"))
    painter.drawRect(QRectF(x, y, side, side))
    painter.setPen(QPen(QColor(255, 255, 255, 110), 1))
    painter.drawLine(QPointF(x + 1.5, y + 1.5), QPointF(x + side - 2, y + 1.5))


def rounded(
    painter: QPainter,
    rect: QRectF,
    fill: str | QColor,
    edge: str | None = "card_edge",
    width: float = 1.2,
    radius: float = 6,
) -> None:
    painter.setPen(QPen(colour(edge), width) if edge else Qt.PenStyle.NoPen)
    painter.setBrush(fill if isinstance(fill, QColor) else colour(fill))
    painter.drawRoundedRect(rect, radius, radius)
