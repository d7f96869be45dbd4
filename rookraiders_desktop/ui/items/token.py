"""TokenItem: a round or square playing piece (a token, a coin, a chip, a pawn, a cube) with a
short text. A look names its kind; each game says how its kinds look (`TokenStyle`: fill, ink,
shape), as its scene's `token_styles`, which the shared table registers here (`register_styles`)."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPolygonF

from ..theme import colour
from .base import TableItem
from .paint import cube, disc, fitted_text, rounded


@dataclass(frozen=True)
class TokenStyle:
    fill: str  # a theme colour name or "#rrggbb"
    ink: str  # the text's colour
    shape: str  # disc / square / cube / pawn


STYLES: dict[str, TokenStyle] = {}  # kind -> style: every registered game's kinds


def register_styles(styles: Mapping[str, TokenStyle]) -> None:
    """Add a game's token kinds; ValueError when a kind is already registered with another style."""
    for kind, style in styles.items():
        known = STYLES.get(kind)
        if known is not None and known != style:
            raise ValueError(f"the token kind {kind!r} is registered with another style")
        STYLES[kind] = style


@dataclass(frozen=True)
class TokenLook:
    kind: str
    text: str = ""


class TokenItem(TableItem):
    def __init__(self, look: TokenLook, side: float = 34, key: Hashable | None = None):
        super().__init__(side, side, look, key)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        style = STYLES[self.look.kind]
        fill, ink, shape = style.fill, style.ink, style.shape
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
            painter.drawPolygon(
                QPolygonF(
                    [
                        QPointF(c.x(), rect.top() + 2),
                        QPointF(rect.right() - 4, rect.bottom() - 2),
                        QPointF(rect.left() + 4, rect.bottom() - 2),
                    ]
                )
            )
            painter.drawEllipse(QPointF(c.x(), rect.top() + side * 0.3), side * 0.2, side * 0.2)
        if self.look.text:
            fitted_text(painter, rect.adjusted(2, 2, -2, -2), self.look.text, side * 0.42, True, ink)
