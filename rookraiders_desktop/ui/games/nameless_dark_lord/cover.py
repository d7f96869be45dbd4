"""The Nameless Dark Lord in the library: its cover (a hooded lord behind a throne of coins, the
battle areas' cards fanned below), what the game is about and how long it takes."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QRadialGradient

from ....engine.core.i18n import QT_TRANSLATE_NOOP
from ...covers import at, box, sky

BLURB = QT_TRANSLATE_NOOP(
    "Library",
    "Would-be dark lords bid their sleeved Units for territories, artifacts and monsters over nine "
    "rounds. Outbid your rivals, pay the upkeep and end with the most victory points.",
)
# the rulebook gives no playing time: what a game at this table takes
LENGTH = QT_TRANSLATE_NOOP("Library", "30–60 min")  # noqa: RUF001 - the en dash is the text lupdate reads


def draw(painter: QPainter, rect: QRectF) -> None:
    sky(painter, rect, "#2a1538", "#0d0a12")
    glow = QRadialGradient(at(rect, 0.5, 0.42), rect.height() * 0.5)
    glow.setColorAt(0, QColor(170, 60, 200, 150))
    glow.setColorAt(1, QColor(170, 60, 200, 0))
    painter.fillRect(rect, glow)
    _lord(painter, rect)
    for i, colour in enumerate(("#8c2f39", "#3c6e8f", "#c9a227", "#4f7f3a", "#6b4a8f")):
        _card(painter, rect, 0.16 + i * 0.15, colour)


def _lord(painter: QPainter, rect: QRectF) -> None:
    """A hooded figure with a crown of spikes and two glowing eyes."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#0a0710"))
    hood = QPainterPath(at(rect, 0.30, 0.78))
    hood.cubicTo(at(rect, 0.32, 0.30), at(rect, 0.42, 0.16), at(rect, 0.50, 0.16))
    hood.cubicTo(at(rect, 0.58, 0.16), at(rect, 0.68, 0.30), at(rect, 0.70, 0.78))
    painter.drawPath(hood)
    painter.setBrush(QColor("#c9a227"))
    crown = QPainterPath(at(rect, 0.42, 0.17))
    for i, x in enumerate((0.44, 0.46, 0.48, 0.50, 0.52, 0.54, 0.56, 0.58)):
        crown.lineTo(at(rect, x, 0.08 if i % 2 == 0 else 0.14))
    crown.lineTo(at(rect, 0.58, 0.19))
    crown.closeSubpath()
    painter.drawPath(crown)
    painter.setBrush(QColor("#ff4f6d"))
    w = rect.width() * 0.018
    for x in (0.46, 0.54):
        centre = at(rect, x, 0.36)
        painter.drawEllipse(QRectF(centre.x() - w, centre.y() - w / 2, 2 * w, w))


def _card(painter: QPainter, rect: QRectF, x: float, colour: str) -> None:
    """A face-up card of a battle area."""
    painter.setPen(QPen(QColor("#e9e4d0"), 2))
    painter.setBrush(QColor(colour))
    card = box(rect, x - 0.05, 0.66, 0.10, 0.28)
    painter.drawRoundedRect(card, 4, 4)
    painter.setBrush(QColor("#e9e4d0"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(box(rect, x - 0.02, 0.72, 0.04, 0.04 * rect.width() / rect.height()))
