"""TokenItem: a round or square playing piece: 5-gold token, honour token, medal token (face
down "?" or its value for its owner), summon chip, pawn, action marker, cube, start player; gold
and silver coins, Power, Charge and Curse tokens, a Magic Circle Sleeve."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPolygonF

from ..theme import colour
from .base import TableItem
from .paint import cube, disc, fitted_text, rounded

# kind -> (fill, ink, shape)
STYLES = {
    "gold5": ("gold", "ink", "disc"),
    "honour": ("honour", "paper", "disc"),
    "medal": ("medal", "paper", "disc"),
    "medal_down": ("back", "back_text", "disc"),
    "chip": ("paper", "ink", "square"),
    "chip_down": ("back", "back_text", "square"),
    "pawn": ("acting", "ink", "pawn"),
    "marker": ("marker", "paper", "disc"),
    "cube": ("cube", "paper", "cube"),
    "start": ("acting", "ink", "square"),
    # The Nameless Dark Lord: coins, tokens and free Magic Circle Sleeves
    "gold_coin": ("gold", "ink", "disc"),
    "silver_coin": ("#b9bec6", "ink", "disc"),
    "power": ("#e0402f", "paper", "disc"),
    "charge": ("#f0e14a", "ink", "disc"),
    "curse": ("#4a2a5a", "paper", "square"),
    "sleeve": ("magic", "ink", "square"),
}


@dataclass(frozen=True)
class TokenLook:
    kind: str
    text: str = ""


class TokenItem(TableItem):
    def __init__(self, look: TokenLook, side: float = 34, key=None):  # noqa: ANN001
        super().__init__(side, side, look, key)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        fill, ink, shape = STYLES[self.look.kind]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = rect.width()
        c = rect.center()
        if shape == "disc":
            disc(painter, c, side / 2 - 1.5, fill, "ink")
        elif shape == "square":
            rounded(painter, rect.adjusted(1.5, 1.5, -1.5, -1.5), fill, "ink", 1.2, side * 0.15)
        elif shape == "cube":
            cube(painter, rect.left() + side * 0.2, rect.top() + side * 0.2, side * 0.6)
        elif shape == "pawn":
            painter.setPen(colour("ink"))
            painter.setBrush(colour(fill))
            painter.drawPolygon(QPolygonF([QPointF(c.x(), rect.top() + 2), QPointF(rect.right() - 4, rect.bottom() - 2),
                                           QPointF(rect.left() + 4, rect.bottom() - 2)]))
            painter.drawEllipse(QPointF(c.x(), rect.top() + side * 0.3), side * 0.2, side * 0.2)
        if self.look.text:
            fitted_text(painter, rect.adjusted(2, 2, -2, -2), self.look.text, side * 0.42, True, ink)
