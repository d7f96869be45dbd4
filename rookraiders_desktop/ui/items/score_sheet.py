"""ScoreSheetItem: one player's final score sheet (a paper sheet with a line per scoring item, the
total and the tie-breaks), shown on the end-of-game panel."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from .base import TableItem
from .paint import LEFT, RIGHT, fitted_text, rounded, text


@dataclass(frozen=True)
class ScoreSheetLook:
    title: str  # the player's name
    colour: str  # a colour for the header band ("#rrggbb")
    rank: str  # "1st", "WINNER ★ 1st" ...
    lines: tuple[tuple[str, str, str], ...]  # (what, how it scores, points)
    total: str  # "Total 44"
    footer: tuple[str, ...] = ()  # tie-breaks
    winner: bool = False


class ScoreSheetItem(TableItem):
    def __init__(self, look: ScoreSheetLook, width: float, height: float):
        super().__init__(width, height, look, None)

    def words(self) -> str:
        """The sheet in words, for the preview on hover: a small sheet's lines read large there."""
        look: ScoreSheetLook = self.look
        lines = [f"{look.title} · {look.rank}"]
        lines += [" · ".join(w for w in line if w) for line in look.lines]  # (no words of one language)
        return "\n".join([*lines, look.total, *look.footer])

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        look: ScoreSheetLook = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        w, h = rect.width(), rect.height()
        rounded(
            painter,
            rect.adjusted(2, 2, -2, -2),
            "paper",
            "ink" if look.winner else "card_edge",
            4 if look.winner else 1.5,
            8,
        )
        band = QRectF(6, 6, w - 12, 48)
        rounded(painter, band, QColor(look.colour), None, radius=6)
        words_w = w - 28 - (46 if look.winner else 0)  # the winner's words stop short of the crown
        fitted_text(painter, QRectF(14, 8, words_w, 24), look.title, 17, True, "paper", LEFT)
        fitted_text(painter, QRectF(14, 31, words_w, 20), look.rank, 13, True, "paper", LEFT)
        if look.winner:  # more than a colour: a crown and a double frame
            painter.setPen(QPen(QColor("#1d1d1f"), 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(7, 7, -7, -7), 6, 6)
            fitted_text(painter, QRectF(w - 60, 10, 46, 36), "♛", 30, True, "paper")
        footer_h = 20 * len(look.footer) + 48
        room = h - 62 - footer_h
        n = max(len(look.lines), 1)
        step = min(19.0, room / n)
        size = max(7.0, min(12.5, step * 0.68))
        y = 60.0
        for i, (what, how, points) in enumerate(look.lines):
            if i % 2:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(0, 0, 0, 14))
                painter.drawRect(QRectF(8, y, w - 16, step))
            fitted_text(painter, QRectF(12, y, w * 0.58 - 6, step), what, size, False, "ink", LEFT, smallest=5)
            fitted_text(
                painter, QRectF(12 + w * 0.58, y, w * 0.22, step), how, size * 0.85, False, "ink_soft", LEFT, smallest=5
            )
            text(painter, QRectF(w - 58, y, 46, step), points, size, True, "ink", RIGHT)
            y += step
        y = h - footer_h + 4
        painter.setPen(QPen(QColor("#1d1d1f"), 1.2))
        painter.drawLine(QPointF(10, y), QPointF(w - 10, y))
        fitted_text(painter, QRectF(12, y + 4, w - 24, 28), look.total, 19, True, "ink", RIGHT)
        y += 34
        for line in look.footer:
            fitted_text(painter, QRectF(12, y, w - 24, 18), line, 11, False, "ink_soft", RIGHT)
            y += 20
