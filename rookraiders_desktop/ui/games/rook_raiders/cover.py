"""Rook & Raiders in the library: its cover (a castle tower at dusk, the commanders' banners at its
feet), what the game is about and how long it takes (RR-1.5: 60 min alone, 30 more a player)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from ....engine.core.i18n import QT_TRANSLATE_NOOP
from ...covers import at, box, sky

BLURB = QT_TRANSLATE_NOOP(
    "Library",
    "Each commander defends their own castle against the same monsters, summoned on every board at "
    "once: hire units, move them and roll their skills. The first to bring the threat down to 8 "
    "declares victory; alone, destroy every monster before one breaks in.",
)
LENGTH = QT_TRANSLATE_NOOP("Library", "60–150 min")  # noqa: RUF001 - the en dash is the text lupdate reads


def draw(painter: QPainter, rect: QRectF) -> None:
    sky(painter, rect, "#27375e", "#c9774a")
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#f3d98b"))
    painter.drawEllipse(box(rect, 0.70, 0.10, 0.14, 0.14 * rect.width() / rect.height()))  # the moon
    _hills(painter, rect)
    _tower(painter, rect)
    for x, colour in ((0.12, "#b8322c"), (0.24, "#2f6db3"), (0.78, "#3f8f4e"), (0.90, "#d6a21e")):
        _banner(painter, rect, x, colour)


def _hills(painter: QPainter, rect: QRectF) -> None:
    path = QPainterPath(at(rect, 0, 1))
    path.lineTo(at(rect, 0, 0.80))
    path.cubicTo(at(rect, 0.25, 0.70), at(rect, 0.45, 0.86), at(rect, 0.6, 0.80))
    path.cubicTo(at(rect, 0.75, 0.74), at(rect, 0.9, 0.82), at(rect, 1, 0.76))
    path.lineTo(at(rect, 1, 1))
    painter.setBrush(QColor("#22301f"))
    painter.drawPath(path)


def _tower(painter: QPainter, rect: QRectF) -> None:
    """A rook: a tall keep with four merlons, a gate and a lit window."""
    stone = QColor("#3a3441")
    painter.setBrush(stone)
    painter.setPen(QPen(QColor("#17141c"), 2))
    painter.drawRect(box(rect, 0.40, 0.30, 0.20, 0.55))
    painter.drawRect(box(rect, 0.37, 0.24, 0.26, 0.08))
    for i in range(4):
        painter.drawRect(box(rect, 0.37 + i * 0.07, 0.15, 0.05, 0.10))
    painter.setBrush(QColor("#17141c"))
    gate = QPainterPath(at(rect, 0.46, 0.85))
    gate.lineTo(at(rect, 0.46, 0.70))
    gate.quadTo(at(rect, 0.50, 0.62), at(rect, 0.54, 0.70))
    gate.lineTo(at(rect, 0.54, 0.85))
    painter.drawPath(gate)
    painter.setBrush(QColor("#ffcf5a"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRect(box(rect, 0.485, 0.40, 0.03, 0.09))


def _banner(painter: QPainter, rect: QRectF, x: float, colour: str) -> None:
    """A raider's pole and pennant in a player colour."""
    painter.setPen(QPen(QColor("#1b1712"), 2))
    painter.drawLine(at(rect, x, 0.92), at(rect, x, 0.56))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour))
    painter.drawPolygon(QPolygonF([at(rect, x, 0.56), at(rect, x + 0.08, 0.60), at(rect, x, 0.64)]))
