"""MarkItem: a highlight drawn over whatever a legal choice would use (a square, a card): its
colour says what kind of choice it is. Marks never take clicks; the item under them does."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ..theme import colour
from .base import TableItem
from .paint import disc

KINDS = {"move": "mark_move", "target": "mark_target", "heal": "mark_heal", "select": "mark_select",
         "picked": "mark_picked", "option": "mark_option"}


@dataclass(frozen=True)
class MarkLook:
    kind: str
    count: int = 0  # picks so far of a multi-pick choice


class MarkItem(TableItem):
    def __init__(self, look: MarkLook, width: float, height: float):
        super().__init__(width, height, look, None)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(50)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        c = QColor(colour(KINDS[self.look.kind]))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(c)
        fill.setAlpha(55)
        painter.setBrush(fill)
        painter.setPen(QPen(c, 4))
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 6, 6)
        if self.look.count:
            disc(painter, QPointF(rect.right() - 14, rect.top() + 14), 11, c, "ink", f"×{self.look.count}", 11)
