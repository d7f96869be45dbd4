"""CardItem: one card on the table, face up or face down, with the damage cubes, the action
marker and a count badge on top. What the face shows is a small frozen "face" object (see
ui/games/rook_raiders/faces.py for Rook & Raiders), so the item itself knows no game."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter

from .base import TableItem
from .paint import cube, disc, fitted_text, rounded, text

CARD_W, CARD_H = 92.0, 120.0  # the design size every face is drawn in (scaled to the item)


class Face(Protocol):
    def draw(self, painter: QPainter) -> None:
        """Draw the whole face in a CARD_W x CARD_H box at the origin."""


@dataclass(frozen=True)
class BackFace:
    """A face-down card or a pile: a title, an optional subtitle and a big count."""

    title: str
    count: int | None = None
    subtitle: str = ""
    black: bool = False

    def draw(self, painter: QPainter) -> None:
        rounded(painter, QRectF(1, 1, CARD_W - 2, CARD_H - 2), "back_black" if self.black else "back", "card_edge")
        painter.setPen(QColor(255, 255, 255, 60))
        painter.drawRoundedRect(QRectF(6, 6, CARD_W - 12, CARD_H - 12), 4, 4)
        fitted_text(painter, QRectF(6, 10, CARD_W - 12, 30), self.title, 12, True, "back_text")
        if self.count is not None:
            text(painter, QRectF(6, 42, CARD_W - 12, 40), str(self.count), 30, True, "back_text")
        if self.subtitle:
            fitted_text(painter, QRectF(6, 86, CARD_W - 12, 24), self.subtitle, 10, False, "back_text")


@dataclass(frozen=True)
class CardLook:
    face: Face
    damage: int = 0  # cubes on the card
    acted: bool = False  # carries an action marker
    badge: str = ""  # e.g. "x6" on a pile, "LEADER" on a command card
    dim: bool = False  # spent / not available


class CardItem(TableItem):
    def __init__(self, look: CardLook, width: float = CARD_W, height: float = CARD_H, key: Hashable | None = None):
        super().__init__(width, height, look, key)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        look: CardLook = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.save()
        painter.scale(rect.width() / CARD_W, rect.height() / CARD_H)
        look.face.draw(painter)
        if look.damage:
            self._cubes(painter, look.damage)
        if look.acted:
            disc(painter, QPointF(CARD_W - 16, CARD_H / 2 + 4), 11, "marker", "paper", "済", 11)
        if look.dim:
            painter.setPen(QColor(0, 0, 0, 0))
            painter.setBrush(QColor(40, 40, 40, 120))
            painter.drawRoundedRect(QRectF(1, 1, CARD_W - 2, CARD_H - 2), 6, 6)
        if look.badge:
            box = QRectF(4, CARD_H - 20, CARD_W - 8, 16)
            rounded(painter, box, QColor(20, 20, 20, 200), None, radius=4)
            fitted_text(painter, box, look.badge, 10, True, "paper")
        painter.restore()

    @staticmethod
    def _cubes(painter: QPainter, damage: int) -> None:
        side, gap = 10.0, 2.0
        per_row = 6
        for i in range(damage):
            row, col = divmod(i, per_row)
            cube(painter, 5 + col * (side + gap), 48 + row * (side + gap), side)
