"""TrackItem: the gold track of a personal card, 0 to 7, with the cube on the current value."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPen

from ..theme import colour
from .base import TableItem
from .paint import cube, text


@dataclass(frozen=True)
class TrackLook:
    value: int
    maximum: int = 7


class TrackItem(TableItem):
    def draw(self, painter: QPainter, rect: QRectF) -> None:
        n = self.look.maximum + 1
        w = rect.width() / n
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i in range(n):
            box = QRectF(rect.left() + i * w, rect.top(), w, rect.height())
            painter.setPen(QPen(colour("card_edge"), 0.8))
            painter.setBrush(colour("gold") if i == self.look.value else colour("paper"))
            painter.drawRect(box.adjusted(0.5, 0.5, -0.5, -0.5))
            text(
                painter,
                box.adjusted(0, 1, 0, -rect.height() * 0.45),
                str(i),
                rect.height() * 0.32,
                True,
                "ink",
                elide=False,
            )
            if i == self.look.value:
                side = min(w, rect.height()) * 0.38
                cube(painter, box.center().x() - side / 2, box.bottom() - side - 3, side)
