"""Roguelight in the library: its cover (a dungeon drawn on squared paper, lit by a lantern, with the
round's white and black dice), what the game is about and how long it takes."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient

from ....engine.core.i18n import QT_TRANSLATE_NOOP
from ...covers import box, sky

BLURB = QT_TRANSLATE_NOOP(
    "Library",
    "Everyone draws a dungeon on their own sheet from the same shared dice, in secret. Then the "
    "adventurer walks in: the best-built dungeon with the fiercest monsters scores most.",
)
# the rulebook gives no playing time: what a game at this table takes
LENGTH = QT_TRANSLATE_NOOP("Library", "20–40 min")  # noqa: RUF001 - the en dash is the text lupdate reads

GRID = 16  # squares across the cover


def draw(painter: QPainter, rect: QRectF) -> None:
    sky(painter, rect, "#efe6cc", "#d9cca6")
    cell = rect.width() / GRID
    painter.setPen(QPen(QColor("#c4b58c"), 1))
    for i in range(GRID + 1):
        painter.drawLine(QPointF(rect.left() + i * cell, rect.top()), QPointF(rect.left() + i * cell, rect.bottom()))
    for j in range(int(rect.height() / cell) + 1):
        painter.drawLine(QPointF(rect.left(), rect.top() + j * cell), QPointF(rect.right(), rect.top() + j * cell))
    painter.setBrush(QColor("#3c3a36"))
    painter.setPen(Qt.PenStyle.NoPen)
    for x, y, w, h in ((1, 1, 5, 1), (1, 2, 1, 4), (4, 4, 1, 3), (6, 6, 6, 1), (11, 2, 1, 4), (8, 1, 4, 1)):
        painter.drawRect(QRectF(rect.left() + x * cell, rect.top() + y * cell, w * cell, h * cell))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#8a3b2b"), 2, Qt.PenStyle.DashLine))
    painter.drawRect(QRectF(rect.left() + 2 * cell, rect.top() + 2 * cell, 2 * cell, 2 * cell))  # a planned room
    light = QRadialGradient(rect.center(), rect.width() * 0.45)
    light.setColorAt(0, QColor(255, 220, 120, 0))
    light.setColorAt(1, QColor(40, 24, 8, 170))
    painter.fillRect(rect, light)
    _die(painter, box(rect, 0.62, 0.52, 0.14, 0.14 * rect.width() / rect.height()), "#fbfaf5", "#1d1d1f", 5)
    _die(painter, box(rect, 0.80, 0.58, 0.14, 0.14 * rect.width() / rect.height()), "#1d1d1f", "#fbfaf5", 3)


def _die(painter: QPainter, face: QRectF, fill: str, pip: str, value: int) -> None:
    painter.setPen(QPen(QColor("#1d1d1f"), 2))
    painter.setBrush(QColor(fill))
    painter.drawRoundedRect(face, face.width() * 0.18, face.width() * 0.18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(pip))
    spots = {
        3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
        5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    }
    r = face.width() * 0.09
    for fx, fy in spots[value]:
        cx, cy = face.left() + fx * face.width(), face.top() + fy * face.height()
        painter.drawEllipse(QRectF(cx - r, cy - r, 2 * r, 2 * r))
