"""MarkItem: a highlight drawn over whatever a legal choice would use (a square, a card). Its kind
is told three ways, so it does not rest on colour vision: the colour, the line (move: dashed,
skill target: solid with hatching, heal: dotted, select: double, option: dash-dot, picked: thick
with cross-hatching) and an icon in a white badge on the top edge (arrow, crosshair, plus, dot,
diamond, tick). Marks never take clicks; the item under them does.

The "last" mark is not a choice: it shows what the others (a bot, another hot-seat player, a phase
that runs by itself) did since the viewer's own last action: a dotted violet outline without a fill
and a ↺ badge on the top-left corner, whose tooltip is the caption ("moved from 3-B")."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPainterPathStroker, QPen, QPolygonF
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ..theme import colour
from .base import TableItem
from .paint import disc

LAST_COLOUR = "#b58cff"  # the last-move mark's violet: no choice mark uses it

KINDS = {
    "move": "mark_move",
    "target": "mark_target",
    "heal": "mark_heal",
    "select": "mark_select",
    "picked": "mark_picked",
    "option": "mark_option",
    "spot": "mark_move",
    "aim": "mark_target",
    "last": LAST_COLOUR,
}


LINES = {
    "move": (Qt.PenStyle.DashLine, 4.0),
    "target": (Qt.PenStyle.SolidLine, 4.5),
    "heal": (Qt.PenStyle.DotLine, 4.5),
    "select": (Qt.PenStyle.SolidLine, 3.0),
    "picked": (Qt.PenStyle.SolidLine, 6.5),
    "option": (Qt.PenStyle.DashDotLine, 4.0),
}


@dataclass(frozen=True)
class MarkLook:
    kind: str
    count: int = 0  # picks so far of a multi-pick choice
    caption: str = ""  # a last-move mark's words (its tooltip)


class MarkItem(TableItem):
    def __init__(self, look: MarkLook, width: float, height: float):
        super().__init__(width, height, look, None)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(50)
        if look.kind == "last":
            self.setZValue(49)  # under a choice's mark
            self.setToolTip(look.caption)

    def boundingRect(self) -> QRectF:
        if self.look.kind == "last":
            return self._rect.adjusted(-13, -13, 3, 3)  # room for the badge on the top-left corner
        return self._rect.adjusted(-3, -13, 3, 3)  # room for the badge on the top edge

    def shape(self) -> QPainterPath:
        """A last-move mark is hit (for its tooltip) only on its badge and outline, so the item
        under it keeps its own tooltip and preview; other marks: their whole rectangle."""
        if self.look.kind != "last":
            return super().shape()
        path = QPainterPath()
        path.addEllipse(self._rect.topLeft() + QPointF(4, 4), 12, 12)
        ring = QPainterPath()
        ring.addRoundedRect(self._rect.adjusted(2, 2, -2, -2), 6, 6)
        return path.united(QPainterPathStroker(QPen(QColor(0, 0, 0), 5)).createStroke(ring))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.draw(painter, self._rect)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        kind = self.look.kind if self.look.kind in KINDS else "option"
        c = QColor(colour(KINDS[kind]))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if kind in ("spot", "aim"):
            # many small choices at once (a grid's legal squares): a quiet ringed dot, no frame or
            # badge, so a sheet full of them stays readable; the hover preview tells the rest
            # ("aim": the same dot in the target colour, for the squares an attack may aim at)
            r = max(3.0, min(rect.width(), rect.height()) * 0.14)
            painter.setPen(QPen(QColor(0, 0, 0, 170), 2.0))
            painter.setBrush(c)
            # an aim dot sits in the corner: the square usually holds the figure aimed at
            at = rect.bottomRight() - QPointF(r + 3, r + 3) if kind == "aim" else rect.center()
            painter.drawEllipse(at, r, r)
            return
        box = rect.adjusted(3, 3, -3, -3)
        if kind == "last":
            self._draw_last(painter, box, c)
            return
        fill = QColor(c)
        fill.setAlpha(45)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(box, 6, 6)
        hatch = {"target": Qt.BrushStyle.BDiagPattern, "picked": Qt.BrushStyle.DiagCrossPattern}.get(kind)
        if hatch is not None:
            ink = QColor(c).darker(130)
            ink.setAlpha(95)
            painter.setBrush(QBrush(ink, hatch))
            painter.drawRoundedRect(box, 6, 6)
        style, width = LINES[kind]
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 150), width + 2.5, style, Qt.PenCapStyle.FlatCap))  # dark under-line
        painter.drawRoundedRect(box, 6, 6)
        painter.setPen(QPen(c, width, style, Qt.PenCapStyle.FlatCap))
        painter.drawRoundedRect(box, 6, 6)
        if kind == "select":  # a second, inner line
            painter.setPen(QPen(c, 2))
            painter.drawRoundedRect(box.adjusted(7, 7, -7, -7), 4, 4)
        self._badge(painter, QPointF(rect.center().x(), rect.top() - 1), kind, c)
        if self.look.count:
            disc(painter, QPointF(rect.right() - 14, rect.top() + 14), 11, c, "ink", f"×{self.look.count}", 11)

    @staticmethod
    def _draw_last(painter: QPainter, box: QRectF, c: QColor) -> None:
        """The last-move mark: a dotted outline (no fill, the item stays readable) and a ↺ badge."""
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 170), 5.5, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap))
        painter.drawRoundedRect(box.adjusted(-1, -1, 1, 1), 6, 6)
        painter.setPen(QPen(c, 3.5, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap))
        painter.drawRoundedRect(box.adjusted(-1, -1, 1, 1), 6, 6)
        centre = box.topLeft() + QPointF(1, 1)
        painter.setPen(QPen(c, 3))
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(centre, 9.5, 9.5)
        ink = QPen(QColor("#111111"), 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        painter.setPen(ink)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        arc = QRectF(centre.x() - 5, centre.y() - 5, 10, 10)
        painter.drawArc(arc, 100 * 16, 280 * 16)  # an open circle turning back (↺)
        x, y = centre.x(), centre.y() - 5
        painter.drawPolyline(QPolygonF([QPointF(x - 4, y - 3), QPointF(x - 1, y), QPointF(x - 4, y + 3)]))

    @staticmethod
    def _badge(painter: QPainter, centre: QPointF, kind: str, c: QColor) -> None:
        """The kind's icon, black on a white disc with a ring of the kind's colour."""
        r = 11.0
        painter.setPen(QPen(c, 3))
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(centre, r, r)
        ink = QPen(QColor("#111111"), 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        painter.setPen(ink)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        x, y = centre.x(), centre.y()
        if kind == "move":  # an arrow
            path = QPainterPath(QPointF(x - 6, y))
            path.lineTo(x + 5, y)
            path.moveTo(x + 1, y - 4.5)
            path.lineTo(x + 5.5, y)
            path.lineTo(x + 1, y + 4.5)
            painter.drawPath(path)
        elif kind == "target":  # a crosshair
            painter.drawEllipse(centre, 5, 5)
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                painter.drawLine(QPointF(x + dx * 3, y + dy * 3), QPointF(x + dx * 8, y + dy * 8))
        elif kind == "heal":  # a plus
            painter.setPen(QPen(QColor("#111111"), 3.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
            painter.drawLine(QPointF(x - 6, y), QPointF(x + 6, y))
            painter.drawLine(QPointF(x, y - 6), QPointF(x, y + 6))
        elif kind == "select":  # a dot in a ring
            painter.drawEllipse(centre, 5.5, 5.5)
            painter.setBrush(QColor("#111111"))
            painter.drawEllipse(centre, 2.2, 2.2)
        elif kind == "picked":  # a tick
            path = QPainterPath(QPointF(x - 6, y))
            path.lineTo(x - 2, y + 4.5)
            path.lineTo(x + 6, y - 5)
            painter.setPen(QPen(QColor("#111111"), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPath(path)
        else:  # option: a diamond
            painter.setBrush(QColor("#111111"))
            painter.drawPolygon(QPolygonF([QPointF(x, y - 6), QPointF(x + 6, y), QPointF(x, y + 6), QPointF(x - 6, y)]))
