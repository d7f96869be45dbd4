"""BoardSquareItem: one square of a personal board: a magic circle, a middle square or an
own-area square, with its rulebook label ("1-A" next to the castle)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPen

from ..theme import colour
from .base import TableItem
from .paint import text

FILL = {"magic": "magic", "own": "own_area", "middle": "square"}


@dataclass(frozen=True)
class SquareLook:
    label: str
    zone: str  # magic / own / middle


class BoardSquareItem(TableItem):
    def draw(self, painter: QPainter, rect: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(colour("square_edge"), 1))
        painter.setBrush(colour(FILL[self.look.zone]))
        painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
        if self.look.zone == "magic":
            painter.setPen(QPen(colour("magic_ring"), 2))
            painter.setBrush(colour("magic"))
            r = min(rect.width(), rect.height()) * 0.36
            painter.drawEllipse(rect.center(), r, r)
            painter.drawEllipse(rect.center(), r * 0.6, r * 0.6)
        text(
            painter,
            QRectF(rect.left() + 3, rect.bottom() - 16, rect.width() - 6, 14),
            self.look.label,
            10,
            True,
            "ink_soft",
            elide=False,
        )
