"""The Last Spell in the library: its cover (the magic circle glowing in the town at night, the
monsters' eyes in the fog around it), what the game is about and how long it takes."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QRadialGradient

from ....engine.core.i18n import QT_TRANSLATE_NOOP
from ...covers import at, box, sky

BLURB = QT_TRANSLATE_NOOP(
    "Library",
    "Heroes hold a town through the night while the mages finish the last spell. Walk, fight and "
    "build together against the monster hordes; lose all the mages and the night is lost.",
)
# the rulebook gives no playing time: what a game at this table takes
LENGTH = QT_TRANSLATE_NOOP("Library", "60–120 min")  # noqa: RUF001 - the en dash is the text lupdate reads


def draw(painter: QPainter, rect: QRectF) -> None:
    sky(painter, rect, "#0c1530", "#243150")
    centre = at(rect, 0.5, 0.62)
    glow = QRadialGradient(centre, rect.height() * 0.45)
    glow.setColorAt(0, QColor(110, 200, 255, 170))
    glow.setColorAt(1, QColor(110, 200, 255, 0))
    painter.fillRect(rect, glow)
    _houses(painter, rect)
    _circle(painter, centre, min(rect.height() * 0.22, rect.width() * 0.42))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#ff5a3c"))
    r = rect.width() * 0.008
    for x, y in ((0.08, 0.50), (0.12, 0.70), (0.90, 0.45), (0.86, 0.78), (0.20, 0.88), (0.94, 0.62)):
        for dx in (-1.6, 1.6):  # a pair of eyes in the fog
            eye = at(rect, x, y)
            painter.drawEllipse(QRectF(eye.x() + dx * r - r, eye.y() - r, 2 * r, 2 * r))
    painter.setBrush(QColor("#f6f0df"))
    painter.drawEllipse(box(rect, 0.12, 0.08, 0.08, 0.08 * rect.width() / rect.height()))


def _houses(painter: QPainter, rect: QRectF) -> None:
    painter.setBrush(QColor("#070b18"))
    painter.setPen(Qt.PenStyle.NoPen)
    for x, w, h in ((0.22, 0.10, 0.16), (0.33, 0.07, 0.22), (0.62, 0.09, 0.18), (0.72, 0.08, 0.14)):
        base = 0.50
        roof = QPainterPath(at(rect, x, base))
        roof.lineTo(at(rect, x, base - h * 0.6))
        roof.lineTo(at(rect, x + w / 2, base - h))
        roof.lineTo(at(rect, x + w, base - h * 0.6))
        roof.lineTo(at(rect, x + w, base))
        roof.closeSubpath()
        painter.drawPath(roof)
    painter.drawRect(box(rect, 0.0, 0.50, 1.0, 0.5))
    painter.setBrush(QColor("#ffcf5a"))
    for x in (0.26, 0.355, 0.655, 0.75):
        painter.drawRect(box(rect, x, 0.42, 0.015, 0.03))


def _circle(painter: QPainter, centre: QPointF, radius: float) -> None:
    """The magic circle: two rings and a star."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#9fe0ff"), 2.5))
    painter.drawEllipse(centre, radius, radius * 0.45)
    painter.setPen(QPen(QColor("#9fe0ff"), 1.5))
    painter.drawEllipse(centre, radius * 0.8, radius * 0.36)
    star = QPolygonF()
    for i in range(5):
        angle = -math.pi / 2 + i * 4 * math.pi / 5
        star.append(QPointF(centre.x() + radius * 0.78 * math.cos(angle), centre.y() + radius * 0.35 * math.sin(angle)))
    painter.drawPolygon(star)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#e9f7ff"))
    for i in range(4):  # the mages on the circle
        angle = math.pi / 4 + i * math.pi / 2
        p = QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * 0.45 * math.sin(angle))
        painter.drawEllipse(p, radius * 0.06, radius * 0.06)
