"""LabelItem: a line of text on the table (a player's status, a pile caption)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from .base import TableItem
from .paint import CENTER, LEFT, RIGHT, fitted_text

ALIGN = {"left": LEFT, "center": CENTER, "right": RIGHT}


@dataclass(frozen=True)
class LabelLook:
    text: str
    size: float = 12
    bold: bool = False
    ink: str = "zone_title"
    align: str = "left"


class LabelItem(TableItem):
    def __init__(self, look: LabelLook, width: float, height: float | None = None):
        super().__init__(width, height or look.size * 1.6, look, None)

    def words(self) -> str:
        return str(self.look.text)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        look: LabelLook = self.look
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        fitted_text(painter, rect, look.text, look.size, look.bold, look.ink, ALIGN[look.align])
