"""Marks whose badge keeps clear of a button's words.

A highlight's badge sits on the top edge of what it marks (ui/items/mark.py): on a small button (a
weapon mode on The Last Spell's hero card, Roguelight's Rotate / Mirror) it would cover the label.
`AsideMark` draws the same mark around the button (its line outside the button's edge, off the
words) with a smaller badge in the button's right margin, which the button's own drawing keeps
free of text (`BADGE_MARGIN`); a scene's `make_mark` gives it (`aside_mark`) for such buttons."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter

from ..items import MarkItem, MarkLook

BADGE_MARGIN = 20.0  # the right margin of a button left free for the badge
OUTSET = 4.0  # a button's mark is drawn this much outside it: its line never crosses the button's words
BADGE_SCALE = 0.68  # of the usual badge (radius 11 + its ring)
FULL_BADGE_R = 12.5  # the usual badge's reach from its centre, its ring included


class AsideMark(MarkItem):
    """A mark with its badge inside the right margin of the marked button, centred vertically."""

    def __init__(self, look: MarkLook, width: float, height: float):
        super().__init__(look, width, height)
        self._at = QPointF(0, 0)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        self._at = QPointF(rect.right() - BADGE_MARGIN / 2, rect.center().y())
        super().draw(painter, rect)

    def _badge(self, painter: QPainter, centre: QPointF, kind: str, c: QColor) -> None:  # type: ignore[override]
        painter.save()
        painter.translate(self._at)
        painter.scale(BADGE_SCALE, BADGE_SCALE)
        MarkItem._badge(painter, QPointF(0, 0), kind, c)
        painter.restore()

    def badge_rect(self) -> QRectF:
        """Where the badge is drawn, in scene coordinates."""
        r = FULL_BADGE_R * BADGE_SCALE
        at = self.mapToScene(QPointF(self._rect.right() - BADGE_MARGIN / 2, self._rect.center().y()))
        return QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r)


def badge_rect(mark: MarkItem) -> QRectF:
    """Where a mark's badge is drawn, in scene coordinates (the usual one: on its top edge)."""
    if isinstance(mark, AsideMark):
        return mark.badge_rect()
    at = mark.mapToScene(QPointF(mark._rect.center().x(), mark._rect.top() - 1))
    return QRectF(at.x() - FULL_BADGE_R, at.y() - FULL_BADGE_R, 2 * FULL_BADGE_R, 2 * FULL_BADGE_R)


def aside_mark(look: MarkLook, rect: QRectF) -> AsideMark:
    """The mark of a button over `rect` (scene coordinates): drawn around it, placed."""
    mark = AsideMark(look, rect.width() + 2 * OUTSET, rect.height() + 2 * OUTSET)
    mark.setPos(rect.topLeft() - QPointF(OUTSET, OUTSET))
    return mark
