"""DieItem: one six-sided die showing its pips."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen

from ..theme import colour
from .base import TableItem

PIPS = {
    1: [(1, 1)],
    2: [(0, 0), (2, 2)],
    3: [(0, 0), (1, 1), (2, 2)],
    4: [(0, 0), (2, 0), (0, 2), (2, 2)],
    5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
    6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
}
TONES = {
    "normal": ("#fbfaf5", "#1d1d1f"),
    "critical": ("#ffe07a", "#8a1c10"),
    "fumble": ("#c9c9c9", "#444444"),
    "pending": ("#fbfaf5", "#1d1d1f"),
    "black": ("#2b2b2e", "#fbfaf5"),
}


@dataclass(frozen=True)
class DieLook:
    value: int
    tone: str = "normal"  # normal / critical / fumble / pending


class DieItem(TableItem):
    def __init__(self, look: DieLook, side: float = 56, key: Hashable | None = None):
        super().__init__(side, side, look, key)
        self.shown_face: int | None = None  # the face flickering while it tumbles (motion.tumble)
        self.tumbling: QVariantAnimation | None = None  # that tumble

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        face, ink = TONES.get(self.look.tone, TONES["normal"])
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = rect.width()
        body = rect.adjusted(2, 2, -2, -2)
        painter.setPen(QPen(colour("ink"), 1.6))
        painter.setBrush(QColor(face))
        painter.drawRoundedRect(body, side * 0.16, side * 0.16)
        painter.setPen(QPen(QColor(0, 0, 0, 0)))
        painter.setBrush(QColor(ink))
        step = body.width() / 4
        radius = side * 0.085
        shown = self.shown_face or self.look.value  # a face flickers while it tumbles
        for col, row in PIPS.get(shown, []):
            painter.drawEllipse(QPointF(body.left() + step * (col + 1), body.top() + step * (row + 1)), radius, radius)
