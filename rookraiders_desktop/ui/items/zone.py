"""ZoneItem: a panel of the table (the central area, a player's area, a pile row) with a title."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen, QPolygonF

from ..theme import colour, metrics
from .base import TableItem
from .paint import LEFT, RIGHT, rounded, text


@dataclass(frozen=True)
class ZoneLook:
    title: str
    glow: bool = False  # the player who must act
    subtitle: str = ""
    glow_word: str = ""  # the word beside the arrow when glowing ("" = "TO ACT")


class ZoneItem(TableItem):
    def __init__(self, look: ZoneLook, width: float, height: float):
        super().__init__(width, height, look, None)
        self.setZValue(-10)

    def words(self) -> str:
        return " · ".join(w for w in (self.look.title, self.look.subtitle) if w)

    def words_rect(self) -> QRectF:
        return QRectF(0, 0, self._rect.width(), 32)  # the title band (not the area's empty inside)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = colour("acting") if self.look.glow else colour("zone_edge")
        painter.setPen(QPen(edge, 4 if self.look.glow else 1.5))
        painter.setBrush(colour("zone"))
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 10, 10)
        left = 14.0
        if self.look.glow:  # the player to act: more than a colour — a dashed inner line, an arrow, a word
            painter.setPen(QPen(colour("ink"), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(7, 7, -7, -7), 7, 7)
            painter.setPen(QPen(colour("ink"), 1.5))
            painter.setBrush(colour("acting"))
            painter.drawPolygon(QPolygonF([QPointF(14, 9), QPointF(32, 18), QPointF(14, 27)]))
            word = self.look.glow_word or QCoreApplication.translate("ZoneItem", "TO ACT")
            width = metrics(12, True).horizontalAdvance(word) + 14
            rounded(painter, QRectF(38, 8, width, 20), "acting", "ink", 1.2, 5)
            text(painter, QRectF(38, 8, width, 20), word, 12, True, "ink")
            left = 38 + width + 10
        if self.look.title:
            text(painter, QRectF(left, 6, rect.width() - left - 14, 24), self.look.title, 17, True, "zone_title", LEFT)
        if self.look.subtitle:
            text(painter, QRectF(14, 6, rect.width() - 28, 24), self.look.subtitle, 13, False, "zone_title", RIGHT)
