"""ZoneItem: a panel of the table (the central area, a player's area, a pile row) with a title."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPen

from ..theme import colour
from .base import TableItem
from .paint import LEFT, RIGHT, text


@dataclass(frozen=True)
class ZoneLook:
    title: str
    glow: bool = False  # the player who must act
    subtitle: str = ""


class ZoneItem(TableItem):
    def __init__(self, look: ZoneLook, width: float, height: float):
        super().__init__(width, height, look, None)
        self.setZValue(-10)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = colour("acting") if self.look.glow else colour("zone_edge")
        painter.setPen(QPen(edge, 4 if self.look.glow else 1.5))
        painter.setBrush(colour("zone"))
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 10, 10)
        if self.look.title:
            text(painter, QRectF(14, 6, rect.width() - 28, 24), self.look.title, 17, True, "zone_title", LEFT)
        if self.look.subtitle:
            text(painter, QRectF(14, 6, rect.width() - 28, 24), self.look.subtitle, 13, False, "zone_title", RIGHT)
