"""The threat badge of a monster card, told apart without colour: a blue skull is a round badge;
a red (boss) skull is a diamond with a crown and the word BOSS beside it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QPainter, QPen, QPolygonF

from ...items.paint import LEFT, disc, text
from ...theme import colour


def threat_badge(painter: QPainter, centre: QPointF, red: bool, threat: int, radius: float = 10) -> None:
    label = f"☠{threat}"
    if not red:
        disc(painter, centre, radius, "blue_skull", "ink", label, 9, "paper")
        return
    x, y, r = centre.x(), centre.y() + 2.5, radius * 1.12
    painter.setPen(QPen(colour("ink"), 1.4))
    painter.setBrush(colour("gold"))  # the crown: three points on top of the diamond
    painter.drawPolygon(
        QPolygonF(
            [
                QPointF(x - r * 0.62, y - r * 0.42),
                QPointF(x - r * 0.62, y - r * 1.02),
                QPointF(x - r * 0.3, y - r * 0.7),
                QPointF(x, y - r * 1.12),
                QPointF(x + r * 0.3, y - r * 0.7),
                QPointF(x + r * 0.62, y - r * 1.02),
                QPointF(x + r * 0.62, y - r * 0.42),
            ]
        )
    )
    painter.setBrush(colour("red_skull"))
    painter.drawPolygon(
        QPolygonF(
            [
                QPointF(x, y - r * 0.78),
                QPointF(x + r, y + r * 0.1),
                QPointF(x, y + r * 0.98),
                QPointF(x - r, y + r * 0.1),
            ]
        )
    )
    text(painter, QRectF(x - r, y - r * 0.5, 2 * r, r * 1.2), label, 8.5, True, "paper", elide=False)
    word = QCoreApplication.translate("CardFaces", "BOSS")
    painter.setPen(QPen(colour("ink"), 1))
    text(painter, QRectF(x + r + 3, y - 7, 34, 14), word, 8.5, True, "red_skull", LEFT, elide=False)
