"""The Last Spell's table pieces: the printed board (squares, fog, cliff, rocks, sectors, the town,
the magic circle, the spawn positions), the structures of the town, the figures (heroes, monsters
with their facing arrow), the overlay of the choice in progress (reachable squares with their MP
cost, the attack preview), the defence dice, the panic track and a hero's card.

Every item draws a frozen look and nothing else; the scene builds the looks from the state."""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QGradient,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)

from ...items.base import TableItem
from ...items.die import DieItem, DieLook
from ...items.paint import CENTER, LEFT, RIGHT, fitted_text, rounded, text
from ...theme import metrics
from ..badges import BADGE_MARGIN

Cell = tuple[int, int]

GROUND = QColor("#d6cfae")
GROUND_TOWN = QColor("#e9dcb3")
GRID = QColor(120, 108, 80, 90)
SECTOR = QColor("#6f6650")
TOWN_EDGE = QColor("#9a5b16")
FOG = QColor("#8f9aa8")
CLIFF = QColor("#4d443c")
CIRCLE = QColor("#b7a3e6")
CIRCLE_INK = QColor("#4b2f9a")
DIE_COLOURS = {"blue": (QColor("#2f6fd6"), QColor("#ffffff")), "orange": (QColor("#ec8a1c"), QColor("#1d1d1f"))}


def _noise(x: int, y: int, k: int = 0) -> float:
    """A fixed pseudo-random number in [0, 1) per square (the mist and the stones never flicker)."""
    n = (x * 73856093) ^ (y * 19349663) ^ (k * 83492791)
    n = (n ^ (n >> 13)) * 1274126177
    return ((n ^ (n >> 16)) & 0xFFFF) / 65536.0


# --- the printed board ------------------------------------------------------------------------------

_BLOT_SIZE = 96  # px: the mist's blot drawn once, then scaled to each blot (smooth at any zoom shown)
_blot: list[QImage] = []


def _mist_blot() -> QImage:
    """A soft pale blot of the fog: white, 120 of 255 opaque in its middle, clear at its edge. Drawn
    once and copied to each blot: a radial gradient per blot made the fog take 12 ms to draw."""
    if not _blot:
        image = QImage(_BLOT_SIZE, _BLOT_SIZE, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        half = _BLOT_SIZE / 2
        g = QRadialGradient(QPointF(half, half), half)
        g.setColorAt(0, QColor(255, 255, 255, 120))
        g.setColorAt(1, QColor(255, 255, 255, 0))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(g))
        painter.drawEllipse(QPointF(half, half), half, half)
        painter.end()
        _blot.append(image)
    return _blot[0]


def _fitted_text(
    painter: QPainter, rect: QRectF, value: str, size: float, bold: bool, ink: QColor, align: Qt.AlignmentFlag = CENTER
) -> None:
    """paint.fitted_text in an ink of the board's own (a QColor, not a theme colour's name): the
    font shrinks (down to 6) until `value` fits the width of `rect`."""
    while size > 6 and metrics(size, bold).horizontalAdvance(value) > rect.width():
        size -= 0.5
    text(painter, rect, value, size, bold, ink, align)


@dataclass(frozen=True)
class BoardLook:
    rows: tuple[str, ...]
    cell: float
    origin: Cell
    sector_size: int
    sectors: tuple[int, int]
    town: tuple[tuple[int, int], ...]
    circle_sector: tuple[int, int]
    circle: tuple[Cell, ...]
    circle_caption: str = ""
    coords: bool = True


@dataclass(frozen=True)
class BoardCountersLook:
    """What changes on the board during a night: the spawn positions' cards left, the mages in the
    magic circle, the harpy's perches."""

    cell: float
    circle: tuple[Cell, ...]
    spawns: tuple[tuple[int, int, int, int, int, int], ...]  # number, x, y, w, h, cards left
    perches: tuple[Cell, ...] = ()  # the harpy's perch squares on the cliff
    mages: int = 0
    spawn_caption: tuple[str, str] = ("{n}", "{n}")  # one card, several: "{n}" = the cards left at a spawn position


def _circle_rect(circle: tuple[Cell, ...], c: float) -> QRectF:
    xs = [p[0] for p in circle]
    ys = [p[1] for p in circle]
    return QRectF(min(xs) * c, min(ys) * c, (max(xs) - min(xs) + 1) * c, (max(ys) - min(ys) + 1) * c)


def _circle_radius(r: QRectF) -> float:
    return min(r.width(), r.height()) / 2 - 3


class LSBoardItem(TableItem):
    """The whole printed board, drawn once: its fog alone takes some 20 ms to draw, so what changes
    during the night is drawn over it by LSBoardCountersItem."""

    def __init__(self, look: BoardLook):
        w = len(look.rows[0]) * look.cell
        h = len(look.rows) * look.cell
        super().__init__(w, h, look, None)
        self.setZValue(-5)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        look: BoardLook = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = look.cell
        town = set(look.town)
        ox, oy = look.origin
        size = look.sector_size

        def sector(x: int, y: int) -> tuple[int, int] | None:
            sx, sy = (x - ox) // size, (y - oy) // size
            if x >= ox and y >= oy and 0 <= sx < look.sectors[0] and 0 <= sy < look.sectors[1]:
                return sx, sy
            return None

        for y, row in enumerate(look.rows):
            for x, ch in enumerate(row):
                r = QRectF(x * c, y * c, c, c)
                if ch == "#":
                    self._cliff(painter, r, x, y)
                elif ch == "~":
                    painter.fillRect(r, FOG)
                else:
                    painter.fillRect(r, GROUND_TOWN if sector(x, y) in town else GROUND)
                    if ch == "o":
                        self._rock(painter, r, x, y)
                    elif ch == "T":
                        self._tree(painter, r)
                    elif ch == "w":
                        painter.fillRect(r.adjusted(1, 1, -1, -1), QColor("#4f86b8"))
        # grid lines on the open ground
        painter.setPen(QPen(GRID, 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for y, row in enumerate(look.rows):
            for x, ch in enumerate(row):
                if ch not in "#~":
                    painter.drawRect(QRectF(x * c, y * c, c, c))
        self._mist(painter, look)
        # sectors: outlined; the town's in a warm, thicker line
        for sy in range(look.sectors[1]):
            for sx in range(look.sectors[0]):
                r = QRectF((ox + sx * size) * c, (oy + sy * size) * c, size * c, size * c)
                if (sx, sy) in town:
                    continue
                painter.setPen(QPen(SECTOR, 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(r)
        for sx, sy in town:
            r = QRectF((ox + sx * size) * c, (oy + sy * size) * c, size * c, size * c)
            painter.setPen(QPen(TOWN_EDGE, 3.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(r.adjusted(1.5, 1.5, -1.5, -1.5))
        self._circle(painter, look)
        if look.coords:
            self._coords(painter, look)

    @staticmethod
    def _cliff(painter: QPainter, r: QRectF, x: int, y: int) -> None:
        painter.fillRect(r, CLIFF)
        painter.setPen(QPen(QColor(255, 255, 255, 28), 1.2))
        for k in range(3):
            t = _noise(x, y, k)
            a = QPointF(r.left() + t * r.width(), r.top() + (k + 0.3) * r.height() / 3)
            painter.drawLine(a, a + QPointF(r.width() * 0.35, -r.height() * 0.18))
        painter.setPen(QPen(QColor(0, 0, 0, 60), 1))
        painter.drawLine(r.topLeft() + QPointF(0, r.height() * _noise(y, x)), r.topRight())

    @staticmethod
    def _rock(painter: QPainter, r: QRectF, x: int, y: int) -> None:
        """A low obstacle: a heap of grey stones."""
        c = r.width()
        painter.setPen(QPen(QColor("#3e3b36"), 1.2))
        for k, (dx, dy, s) in enumerate(((0.32, 0.58, 0.30), (0.66, 0.62, 0.26), (0.5, 0.36, 0.24))):
            tone = QColor("#8c8781").lighter(100 + int(_noise(x, y, k) * 30))
            painter.setBrush(tone)
            painter.drawEllipse(QPointF(r.left() + dx * c, r.top() + dy * c), s * c, s * c * 0.8)

    @staticmethod
    def _tree(painter: QPainter, r: QRectF) -> None:
        painter.setPen(QPen(QColor("#1f3d1f"), 1))
        painter.setBrush(QColor("#2f6b32"))
        painter.drawEllipse(r.center(), r.width() * 0.4, r.height() * 0.4)

    @staticmethod
    def _mist(painter: QPainter, look: BoardLook) -> None:
        """The fog: soft pale blots and wavy lines over the grey-blue squares."""
        c = look.cell
        clip = QPainterPath()
        for y, row in enumerate(look.rows):
            for x, ch in enumerate(row):
                if ch == "~":
                    clip.addRect(QRectF(x * c, y * c, c, c))
        painter.save()
        painter.setClipPath(clip.simplified())
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        blot = _mist_blot()
        for y, row in enumerate(look.rows):
            for x, ch in enumerate(row):
                if ch != "~":
                    continue
                for k in range(2):
                    cx = (x + _noise(x, y, k)) * c
                    cy = (y + _noise(x, y, k + 5)) * c
                    rad = c * (0.45 + 0.4 * _noise(x, y, k + 9))
                    painter.drawImage(QRectF(cx - rad, cy - rad, 2 * rad, 2 * rad), blot)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 85), 1.4))
        for y, row in enumerate(look.rows):
            for x, ch in enumerate(row):
                if ch != "~" or (x + y) % 2:
                    continue
                path = QPainterPath(QPointF(x * c + c * 0.12, y * c + c * 0.55))
                path.cubicTo(
                    QPointF(x * c + c * 0.35, y * c + c * 0.35),
                    QPointF(x * c + c * 0.6, y * c + c * 0.75),
                    QPointF(x * c + c * 0.88, y * c + c * 0.5),
                )
                painter.drawPath(path)
        painter.restore()

    @staticmethod
    def _circle(painter: QPainter, look: BoardLook) -> None:
        if not look.circle:
            return
        c = look.cell
        r = _circle_rect(look.circle, c)
        painter.setPen(QPen(CIRCLE_INK, 1.5))
        painter.setBrush(CIRCLE)
        painter.drawRect(r)
        centre = r.center()
        rad = _circle_radius(r)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(CIRCLE_INK, 2))
        painter.drawEllipse(centre, rad, rad)
        painter.drawEllipse(centre, rad * 0.72, rad * 0.72)
        star = QPolygonF(
            [
                QPointF(
                    centre.x() + rad * 0.72 * math.sin(k * 4 * math.pi / 5),
                    centre.y() - rad * 0.72 * math.cos(k * 4 * math.pi / 5),
                )
                for k in range(5)
            ]
        )
        painter.setPen(QPen(QColor(75, 47, 154, 140), 1.2))
        painter.drawPolygon(star)
        if look.circle_caption:
            box = QRectF(r.left() - c, r.bottom() + 1, r.width() + 2 * c, c * 0.42)
            rounded(painter, box, QColor(255, 255, 255, 215), None, 0, 4)
            fitted_text(painter, box, look.circle_caption, c * 0.3, True, "ink")

    @staticmethod
    def _coords(painter: QPainter, look: BoardLook) -> None:
        """Column letters along the top and bottom, row numbers down both sides (outside the board)."""
        c = look.cell
        h, w = len(look.rows), len(look.rows[0])
        for x in range(w):
            for yy in (-c * 0.55, h * c + c * 0.05):
                text(painter, QRectF(x * c, yy, c, c * 0.5), chr(65 + x), c * 0.32, True, "zone_title", elide=False)
        for y in range(h):
            for xx in (-c * 0.75, w * c + c * 0.05):
                text(painter, QRectF(xx, y * c, c * 0.7, c), str(y + 1), c * 0.3, True, "zone_title", elide=False)

    def boundingRect(self) -> QRectF:
        c = self.look.cell
        return self._rect.adjusted(-c, -c, c, c)


class LSBoardCountersItem(TableItem):
    """Over the printed board, what changes during the night (BoardCountersLook): a change
    repaints this light layer only, not the board's fog and stones."""

    def __init__(self, look: BoardCountersLook, width: float, height: float):
        super().__init__(width, height, look, None)
        self.setZValue(0.5)  # over the board (0), under the click squares (1) and the figures
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        look: BoardCountersLook = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = look.cell
        if look.circle:
            self._mages(painter, _circle_rect(look.circle, c), look.mages)
        self._spawns(painter, look)
        for px, py in look.perches:
            r = QRectF(px * c, py * c, c, c).adjusted(3, 3, -3, -3)
            painter.setPen(QPen(QColor("#d9c9a0"), 1.6, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r, 4, 4)

    @staticmethod
    def _mages(painter: QPainter, circle: QRectF, mages: int) -> None:
        """The disc in the magic circle's middle with the mages left."""
        centre = circle.center()
        disc_r = _circle_radius(circle) * 0.42
        painter.setPen(QPen(QColor("#ffffff"), 1.5))
        painter.setBrush(CIRCLE_INK)
        painter.drawEllipse(centre, disc_r, disc_r)
        box = QRectF(centre.x() - disc_r, centre.y() - disc_r, 2 * disc_r, 2 * disc_r)
        text(painter, box, str(mages), disc_r * 1.2, True, QColor("#ffffff"), elide=False)

    @staticmethod
    def _spawns(painter: QPainter, look: BoardCountersLook) -> None:
        c = look.cell
        for number, x, y, w, h, left in look.spawns:
            r = QRectF(x * c, y * c, w * c, h * c).adjusted(2, 2, -2, -2)
            painter.setBrush(QColor(120, 30, 30, 40 if left else 12))
            painter.setPen(QPen(QColor("#7a1f1f") if left else QColor(90, 90, 90, 140), 2, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(r, 5, 5)
            badge = QRectF(r.center().x() - c * 0.75, r.center().y() - c * 0.42, c * 1.5, c * 0.84)
            rounded(painter, badge, QColor("#7a1f1f") if left else QColor("#6d6d6d"), "ink", 1, 6)
            text(
                painter,
                QRectF(badge.left(), badge.top(), badge.width(), badge.height() * 0.5),
                f"#{number}",
                c * 0.28,
                True,
                QColor("#ffffff"),
                elide=False,
            )
            text(
                painter,
                QRectF(badge.left(), badge.center().y() - 1, badge.width(), badge.height() * 0.5),
                look.spawn_caption[0 if left == 1 else 1].format(n=left),
                c * 0.24,
                False,
                QColor("#ffe9d0"),
                elide=False,
            )


class LSCellItem(TableItem):
    """A transparent square over the board: what a click, a highlight and the focus ring use."""

    def __init__(self, side: float, key: Hashable | None = None):
        super().__init__(side, side, None, key)
        self.setCacheMode(TableItem.CacheMode.NoCache)
        # nothing to paint: Qt skips it (hundreds of empty paint calls a frame otherwise)
        self.setFlag(TableItem.GraphicsItemFlag.ItemHasNoContents)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        pass


# --- structures -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class StructureLook:
    kind: str
    cells: tuple[Cell, ...]  # relative to the item's top-left square
    cell: float
    damage: int
    durability: int
    projectiles: int = 0
    used: bool = False  # a ballista fired this hero phase
    tool: bool = False  # a facility the hero may fire now
    label: str = ""


class LSStructureItem(TableItem):
    def __init__(self, look: StructureLook, width: float, height: float):
        super().__init__(width, height, look, None)
        self.setZValue(5)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        look: StructureLook = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = look.cell
        kind = look.kind
        for x, y in look.cells:
            r = QRectF(x * c, y * c, c, c)
            if kind in ("house",):
                continue
            base = {
                "stone_wall": "#8d8a86",
                "stone_gate": "#7c7873",
                "wooden_barricade": "#a0703c",
                "wooden_gate": "#8a5a2b",
                "ballista": "#c9b48a",
                "catapult": "#c9b48a",
                "watchtower": "#9b8466",
                "warp_gate": None,
            }.get(kind, "#a99c86")
            if base is None:
                continue
            if kind in ("wooden_barricade",):
                self._barricade(painter, r)
            else:
                rounded(painter, r.adjusted(2, 2, -2, -2), QColor(base), "ink", 1.2, 4)
                if kind in ("stone_wall", "stone_gate"):
                    self._bricks(painter, r.adjusted(2, 2, -2, -2))
        if kind == "house":
            self._house(painter, look)
        elif kind in ("wooden_gate", "stone_gate"):
            self._gate(painter, look)
        elif kind == "ballista":
            self._ballista(painter, look)
        elif kind == "catapult":
            self._catapult(painter, look)
        elif kind == "warp_gate":
            self._warp(painter, look)
        elif kind == "watchtower":
            self._tower(painter, look)
        self._damage(painter, look)

    def _box(self, look: StructureLook) -> QRectF:
        c = look.cell
        xs = [p[0] for p in look.cells]
        ys = [p[1] for p in look.cells]
        return QRectF(min(xs) * c, min(ys) * c, (max(xs) - min(xs) + 1) * c, (max(ys) - min(ys) + 1) * c)

    @staticmethod
    def _bricks(painter: QPainter, r: QRectF) -> None:
        painter.setPen(QPen(QColor(40, 40, 40, 110), 1))
        rows = 3
        h = r.height() / rows
        for k in range(1, rows):
            painter.drawLine(QPointF(r.left(), r.top() + k * h), QPointF(r.right(), r.top() + k * h))
        for k in range(rows):
            off = 0.5 if k % 2 else 0.25
            x = r.left() + r.width() * off
            painter.drawLine(QPointF(x, r.top() + k * h), QPointF(x, r.top() + (k + 1) * h))
            if k % 2 == 0:
                x2 = r.left() + r.width() * 0.75
                painter.drawLine(QPointF(x2, r.top() + k * h), QPointF(x2, r.top() + (k + 1) * h))

    @staticmethod
    def _barricade(painter: QPainter, r: QRectF) -> None:
        """A low wooden barricade: crossed stakes (it can be jumped)."""
        m = r.adjusted(5, 6, -5, -6)
        painter.setPen(QPen(QColor("#3b2614"), 4.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(m.topLeft(), m.bottomRight())
        painter.drawLine(m.bottomLeft(), m.topRight())
        painter.setPen(QPen(QColor("#b98448"), 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(m.topLeft(), m.bottomRight())
        painter.drawLine(m.bottomLeft(), m.topRight())
        painter.setPen(QPen(QColor("#3b2614"), 2))
        painter.drawLine(QPointF(m.left(), m.center().y()), QPointF(m.right(), m.center().y()))

    def _house(self, painter: QPainter, look: StructureLook) -> None:
        r = self._box(look).adjusted(3, 3, -3, -3)
        painter.setPen(QPen(QColor("#2b1a10"), 1.6))
        painter.setBrush(QColor("#9b5b3a"))
        painter.drawRoundedRect(r, 4, 4)
        # a hipped roof seen from above
        inset = min(r.width(), r.height()) * 0.3
        ridge_a = QPointF(r.left() + inset, r.center().y())
        ridge_b = QPointF(r.right() - inset, r.center().y())
        painter.setPen(QPen(QColor("#5a2f1a"), 1.6))
        painter.drawLine(ridge_a, ridge_b)
        for corner, end in (
            (r.topLeft(), ridge_a),
            (r.bottomLeft(), ridge_a),
            (r.topRight(), ridge_b),
            (r.bottomRight(), ridge_b),
        ):
            painter.drawLine(corner, end)
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
        for k in range(1, 4):
            y = r.top() + k * r.height() / 8
            painter.drawLine(QPointF(r.left() + 4, y), QPointF(r.right() - 4, y))

    def _gate(self, painter: QPainter, look: StructureLook) -> None:
        r = self._box(look).adjusted(4, 4, -4, -4)
        wood = look.kind == "wooden_gate"
        painter.setPen(QPen(QColor("#20140a") if wood else QColor("#2a2a2a"), 1.5))
        painter.setBrush(QColor("#6b4222") if wood else QColor("#5f5c58"))
        painter.drawRect(r)
        vertical = r.height() > r.width()
        painter.setPen(QPen(QColor("#e0c080") if wood else QColor("#d8d8d8"), 2))
        if vertical:
            painter.drawLine(QPointF(r.left() + 3, r.center().y()), QPointF(r.right() - 3, r.center().y()))
        else:
            painter.drawLine(QPointF(r.center().x(), r.top() + 3), QPointF(r.center().x(), r.bottom() - 3))
        painter.setBrush(QColor("#e0c080") if wood else QColor("#d8d8d8"))
        painter.drawEllipse(r.center(), 2.5, 2.5)

    def _ballista(self, painter: QPainter, look: StructureLook) -> None:
        r = self._box(look).adjusted(5, 5, -5, -5)
        c = r.center()
        painter.setPen(QPen(QColor("#3b2614"), 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        bow = QPainterPath(QPointF(r.left(), r.top() + r.height() * 0.55))
        bow.quadTo(QPointF(c.x(), r.top() - 2), QPointF(r.right(), r.top() + r.height() * 0.55))
        painter.drawPath(bow)
        painter.drawLine(QPointF(c.x(), r.top() + 2), QPointF(c.x(), r.bottom()))
        painter.setPen(QPen(QColor("#1d1d1f"), 1))
        painter.drawLine(QPointF(r.left(), r.top() + r.height() * 0.55), QPointF(c.x(), r.bottom() - 4))
        painter.drawLine(QPointF(r.right(), r.top() + r.height() * 0.55), QPointF(c.x(), r.bottom() - 4))
        if look.used:
            text(painter, r, "✓", r.height() * 0.6, True, QColor("#7a1f1f"), elide=False)

    def _catapult(self, painter: QPainter, look: StructureLook) -> None:
        r = self._box(look).adjusted(5, 5, -5, -5)
        painter.setPen(QPen(QColor("#3b2614"), 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(r.left() + 2, r.bottom() - 2), QPointF(r.right() - 4, r.top() + 4))
        painter.setBrush(QColor("#5b3a1e"))
        painter.drawEllipse(QPointF(r.right() - 5, r.top() + 5), 4, 4)
        # the projectiles left: stone dots along the bottom
        n = look.projectiles
        for k in range(n):
            painter.setPen(QPen(QColor("#1d1d1f"), 1))
            painter.setBrush(QColor("#9a948c"))
            painter.drawEllipse(QPointF(r.left() + 4 + k * 7, r.bottom() - 1), 3, 3)

    def _warp(self, painter: QPainter, look: StructureLook) -> None:
        r = self._box(look).adjusted(4, 4, -4, -4)
        g = QRadialGradient(r.center(), r.width() / 2)
        g.setColorAt(0, QColor(210, 170, 255, 220))
        g.setColorAt(1, QColor(110, 60, 190, 90))
        painter.setPen(QPen(QColor("#5a2ca0"), 2))
        painter.setBrush(QBrush(g))
        painter.drawEllipse(r)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#ffffff"), 1.4))
        spiral = QPainterPath(r.center())
        for k in range(1, 24):
            a = k * 0.55
            rad = k * r.width() / 60
            spiral.lineTo(r.center() + QPointF(rad * math.cos(a), rad * math.sin(a)))
        painter.drawPath(spiral)

    def _tower(self, painter: QPainter, look: StructureLook) -> None:
        r = self._box(look).adjusted(6, 6, -6, -6)
        painter.setPen(QPen(QColor("#2b1a10"), 1.4))
        painter.setBrush(QColor("#c9b08a"))
        painter.drawRect(r)
        m = r.width() / 5
        painter.setBrush(QColor("#6e5638"))
        for k in (0, 2, 4):
            painter.drawRect(QRectF(r.left() + k * m, r.top(), m, m))
            painter.drawRect(QRectF(r.left() + k * m, r.bottom() - m, m, m))
        painter.drawEllipse(r.center(), m * 0.8, m * 0.8)

    def _damage(self, painter: QPainter, look: StructureLook) -> None:
        """Flame tiles on the structure, and its durability left."""
        c = look.cell
        r = self._box(look)
        if look.kind == "warp_gate" and not look.damage:
            return
        for k in range(look.damage):
            flame(painter, QPointF(r.left() + c * 0.22 + k * c * 0.3, r.top() + c * 0.26), c * 0.2)
        left = max(0, look.durability - look.damage)
        badge = QRectF(r.right() - c * 0.52, r.bottom() - c * 0.4, c * 0.5, c * 0.38)
        rounded(painter, badge, QColor(255, 255, 255, 225), "ink", 0.8, 3)
        text(
            painter,
            badge,
            f"{left}/{look.durability}",
            c * 0.22,
            True,
            QColor("#b02a1a") if look.damage else QColor("#1d1d1f"),
            elide=False,
        )


def flame(painter: QPainter, centre: QPointF, size: float) -> None:
    """A flame tile: an orange teardrop with a yellow heart."""
    x, y = centre.x(), centre.y()
    path = QPainterPath(QPointF(x, y - size))
    path.cubicTo(
        QPointF(x + size * 0.9, y - size * 0.1), QPointF(x + size * 0.7, y + size * 0.9), QPointF(x, y + size * 0.9)
    )
    path.cubicTo(QPointF(x - size * 0.7, y + size * 0.9), QPointF(x - size * 0.9, y - size * 0.1), QPointF(x, y - size))
    painter.setPen(QPen(QColor("#6b1a05"), 1))
    painter.setBrush(QColor("#f05a14"))
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#ffd23c"))
    painter.drawEllipse(QPointF(x, y + size * 0.35), size * 0.35, size * 0.45)


# --- figures ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FigureLook:
    kind: str  # "hero" / "monster"
    text: str  # a hero's initials, a monster's short name
    fill: str
    cell: float
    facing: str = ""  # N/E/S/W: the monster's facing arrow
    hp: int = 1
    wounds: int = 0
    stunned: bool = False
    acting: bool = False  # the hero whose turn it is
    dead: bool = False
    tier: int = 1
    ring: str = ""  # a monster's colour ring (bulky kinds)
    # a hero's state word (▲ on the watchtower, ⛓ trapped, +1 defence up); a boss's form ("FORM 2") or
    # growth stage ("Growth"); a hatchery's hatch side ("1" / "2"); a seed cannon's range ("7")
    badge: str = ""
    perched: bool = False  # the harpy on the cliff
    size: tuple[int, int] = (1, 1)
    shape: str = (
        ""  # a figure drawn as itself (SHAPES): cetusia_head / cetusia_tail / dryad / monolith / hatchery / seed_cannon
    )
    form: int = 0  # Cetusia's form (1 / 2): the colours of its body and its badge
    caption: str = ""  # a boss's word on its HP bar ("HEAD", "TAIL")
    trapped: bool = False  # a hero caught under a hatchery or a seed cannon: a ring of thorny vines
    shielded: bool = False  # the Dryad while it germinates (it takes no damage): a pale dome
    stage: int = 0  # the Dryad's growth stage 1-3: how grown it is drawn


ARROW = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
TURN = {"N": 0.0, "E": 90.0, "S": 180.0, "W": 270.0}
SHAPES = ("cetusia_head", "cetusia_tail", "dryad", "monolith", "hatchery", "seed_cannon")
BOSS_SHAPES = ("cetusia_head", "cetusia_tail", "dryad")
STAGE_FILL = {
    1: ("#d8ecbf", "#244d14", "#4f7a2f"),
    2: ("#4f9a2c", "#ffffff", "#1f4a10"),
    3: ("#7a2a8a", "#ffffff", "#ffd84a"),
}  # growth stage: badge fill, ink, edge


class LSFigureItem(TableItem):
    def __init__(self, look: FigureLook):
        super().__init__(look.cell * look.size[0], look.cell * look.size[1], look, None)
        self.setZValue(20 if look.kind == "hero" else 15)

    def boundingRect(self) -> QRectF:
        m = 14 if self.look.shape in BOSS_SHAPES else 6  # a boss's badge stands over its edge
        return self._rect.adjusted(-m, -m, m, m)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        look: FigureLook = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if look.kind == "hero":
            self._hero(painter, look)
        elif look.shape in ("cetusia_head", "cetusia_tail"):
            self._cetusia(painter, look)
        elif look.shape == "dryad":
            self._dryad(painter, look)
        elif look.shape in SHAPES:
            self._spawn(painter, look)
        else:
            self._monster(painter, look)

    def _hero(self, painter: QPainter, look: FigureLook) -> None:
        r = self._rect
        centre = r.center()
        rad = r.width() * 0.42
        if look.acting:  # the hero to act: a yellow halo and a dashed black ring
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 216, 74, 200))
            painter.drawEllipse(centre, rad + 5, rad + 5)
            painter.setPen(QPen(QColor("#1d1d1f"), 1.6, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, rad + 5, rad + 5)
        fill = QColor(look.fill)
        if look.dead:
            fill = QColor("#777777")
        g = QRadialGradient(centre - QPointF(rad * 0.3, rad * 0.3), rad * 1.3)
        g.setColorAt(0, fill.lighter(145))
        g.setColorAt(1, fill.darker(115))
        painter.setPen(QPen(QColor("#ffffff"), 2.4))
        painter.setBrush(QBrush(g))
        painter.drawEllipse(centre, rad, rad)
        painter.setPen(QPen(QColor("#1d1d1f"), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, rad + 1.3, rad + 1.3)
        text(
            painter,
            QRectF(centre.x() - rad, centre.y() - rad * 0.75, 2 * rad, rad * 1.3),
            look.text,
            rad * 0.85,
            True,
            QColor("#ffffff"),
            elide=False,
        )
        # HP left: a thin bar under the initials
        if look.hp and not look.dead:
            bar = QRectF(centre.x() - rad * 0.7, centre.y() + rad * 0.5, rad * 1.4, rad * 0.22)
            painter.setPen(QPen(QColor("#1d1d1f"), 0.8))
            painter.setBrush(QColor("#5a0f0f"))
            painter.drawRect(bar)
            left = max(0, look.hp - look.wounds) / look.hp
            painter.setBrush(QColor("#5bd16a"))
            painter.drawRect(QRectF(bar.left(), bar.top(), bar.width() * left, bar.height()))
        if look.trapped:
            vines(painter, centre, rad + 2.5)
        if look.badge:
            b = QRectF(r.right() - r.width() * 0.42, r.top() - 3, r.width() * 0.46, r.height() * 0.34)
            rounded(painter, b, QColor("#c9f0a8") if look.trapped else QColor("#fff2a8"), "ink", 0.8, 4)
            text(painter, b, look.badge, r.height() * 0.22, True, "ink", elide=False)

    def _monster(self, painter: QPainter, look: FigureLook) -> None:
        r = self._rect
        body = r.adjusted(4, 4, -4, -4)
        fill = QColor(look.fill)
        g = QLinearGradient(body.topLeft(), body.bottomRight())
        g.setColorAt(0, fill.lighter(130))
        g.setColorAt(1, fill.darker(125))
        edge = QColor(look.ring) if look.ring else QColor("#111111")
        painter.setPen(QPen(edge, 3 if look.ring else 1.6))
        painter.setBrush(QBrush(g))
        if look.tier == 0:  # a boss or a special monster: a shield-like badge
            path = QPainterPath(QPointF(body.left(), body.top()))
            path.lineTo(body.right(), body.top())
            path.lineTo(body.right(), body.center().y())
            path.quadTo(QPointF(body.right(), body.bottom()), QPointF(body.center().x(), body.bottom()))
            path.quadTo(QPointF(body.left(), body.bottom()), QPointF(body.left(), body.center().y()))
            path.closeSubpath()
            painter.drawPath(path)
        else:
            painter.drawRoundedRect(body, 5, 5)
        self._arrow(painter, body, look.facing)
        text_box = QRectF(body.left(), body.top() + body.height() * 0.04, body.width(), body.height() * 0.66)
        fitted_text(painter, text_box, look.text, body.height() * 0.5, True, "paper")
        self._pips(painter, body, look)
        if look.stunned:  # a yellow star in the corner, and the body dimmed with blue hatching
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor(80, 140, 255, 110), Qt.BrushStyle.BDiagPattern))
            painter.drawRoundedRect(body, 5, 5)
            star(painter, QPointF(body.right() - 2, body.top() + 2), body.width() * 0.24)
        if look.perched:
            painter.setPen(QPen(QColor("#ffe14d"), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), 6, 6)

    @staticmethod
    def _arrow(painter: QPainter, body: QRectF, facing: str, scale: float = 1.0) -> None:
        """The facing arrow: a white triangle with a black edge on the side the monster faces."""
        if facing not in ARROW:
            return
        dx, dy = ARROW[facing]
        c = body.center()
        half_w, half_h = body.width() / 2, body.height() / 2
        tip = QPointF(c.x() + dx * (half_w + 6 * scale), c.y() + dy * (half_h + 6 * scale))
        base = QPointF(c.x() + dx * (half_w - 5 * scale), c.y() + dy * (half_h - 5 * scale))
        side = QPointF(-dy, dx) * (min(min(half_w, half_h) * 0.42, 9 * scale))
        tri = QPolygonF([tip, base + side, base - side])
        painter.setPen(
            QPen(QColor("#111111"), 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        )
        painter.setBrush(QColor("#ffffff"))
        painter.drawPolygon(tri)

    @staticmethod
    def _pips(painter: QPainter, body: QRectF, look: FigureLook) -> None:
        """Wounds: red pips filled, the rest hollow."""
        if look.hp <= 1:
            return
        n = look.hp
        pip = min(body.width() / (n + 1), body.height() * 0.16)
        x0 = body.center().x() - pip * (n - 1) / 2 * 1.15
        y = body.bottom() - pip * 0.9
        for k in range(n):
            painter.setPen(QPen(QColor("#111111"), 0.8))
            painter.setBrush(QColor("#e0402f") if k < look.wounds else QColor("#fffaf0"))
            painter.drawEllipse(QPointF(x0 + k * pip * 1.15, y), pip * 0.45, pip * 0.45)

    @staticmethod
    def _hp_bar(painter: QPainter, r: QRectF, look: FigureLook) -> None:
        """A boss's HP as a bar with its word and "left/total" on it."""
        rounded(painter, r, QColor(20, 20, 24, 215), None, 0, r.height() / 2)
        left = max(0, look.hp - look.wounds)
        if left:
            inner = r.adjusted(1.5, 1.5, -1.5, -1.5)
            inner.setWidth(inner.width() * left / max(1, look.hp))
            rounded(
                painter,
                inner,
                QColor("#3fae55") if left * 3 > look.hp else QColor("#d8522e"),
                None,
                0,
                inner.height() / 2,
            )
        words = f"{look.caption} {left}/{look.hp}" if look.caption else f"{left}/{look.hp}"
        _fitted_text(painter, r.adjusted(3, 0, -3, 0), words, r.height() * 0.78, True, QColor("#ffffff"))

    @staticmethod
    def _pill(painter: QPainter, r: QRectF, words: str, fill: str, ink: str, edge: str, width: float = 1.4) -> None:
        painter.setPen(QPen(QColor(edge), width))
        painter.setBrush(QColor(fill))
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        _fitted_text(painter, r.adjusted(4, 0, -4, 0), words, r.height() * 0.7, True, QColor(ink))

    def _boss_labels(
        self, painter: QPainter, look: FigureLook, fill: str, ink: str, edge: str, across: bool = False
    ) -> None:
        """The badge (form / growth stage) over the figure's edge and the HP bar under it, on the side
        away from its facing arrow (the bottom when it faces north); `across`: the badge across the
        top edge and the bar across the bottom edge (a figure one square deep)."""
        from ...theme import metrics

        r = self._rect
        h = max(14.0, look.cell * (0.36 if across else 0.42))
        bar_h = max(10.0, look.cell * (0.27 if across else 0.34))
        w = min(r.width() + 16, metrics(h * 0.7, True).horizontalAdvance(look.badge) + 16)
        bar_w = r.width() - (16 if across else 10)
        if across:
            badge = QRectF(r.center().x() - w / 2, r.top() - h * 0.62, w, h)
            bar = QRectF(r.center().x() - bar_w / 2, r.bottom() - bar_h * 0.4, bar_w, bar_h)
        elif look.facing == "N":
            badge = QRectF(r.center().x() - w / 2, r.bottom() - h / 2, w, h)
            bar = QRectF(r.left() + 5, badge.top() - bar_h - 2, bar_w, bar_h)
        else:
            badge = QRectF(r.center().x() - w / 2, r.top() - h / 2, w, h)
            bar = QRectF(r.left() + 5, badge.bottom() + 2, bar_w, bar_h)
        self._hp_bar(painter, bar, look)
        if look.badge:
            self._pill(painter, badge, look.badge, fill, ink, edge, 1.8 if look.form >= 2 or look.stage >= 3 else 1.2)

    # --- Cetusia ------------------------------------------------------------------------------------
    def _cetusia(self, painter: QPainter, look: FigureLook) -> None:
        """A part of the whale-dragon rising from the water across its 2x2 squares: the head (jaws,
        eyes) or the tail (a fluke), pointing where its attacks go; rotting purple in form 2."""
        r = self._rect
        form2 = look.form >= 2
        # the water it surfaces from
        g = QRadialGradient(r.center(), r.width() * 0.62)
        g.setColorAt(0, QColor(120, 190, 230, 200))
        g.setColorAt(1, QColor(22, 70, 110, 215))
        painter.setPen(QPen(QColor("#0d2f47"), 1.6))
        painter.setBrush(QBrush(g))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), r.width() * 0.22, r.width() * 0.22)
        painter.setPen(QPen(QColor(235, 248, 255, 150), 1.3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for k, (fx, fy) in enumerate(((0.18, 0.2), (0.78, 0.3), (0.22, 0.78), (0.8, 0.8))):
            c = QPointF(r.left() + fx * r.width(), r.top() + fy * r.height())
            rad = r.width() * (0.09 + 0.02 * k)
            painter.drawArc(QRectF(c.x() - rad, c.y() - rad * 0.5, 2 * rad, rad), 20 * 16, 140 * 16)
        # the body, drawn facing north and turned
        base = QColor("#5a2f5e") if form2 else QColor(look.fill or "#1d4f6b")
        painter.save()
        painter.translate(r.center())
        painter.rotate(TURN.get(look.facing, 0.0))
        h = r.width() / 2 - 5
        if look.shape == "cetusia_head":
            self._whale_head(painter, h, base, form2)
        else:
            self._whale_tail(painter, h, base, form2)
        painter.restore()
        self._arrow(painter, r.adjusted(4, 4, -4, -4), look.facing, 1.3)
        if form2:
            fill, ink, edge = "#b3122a", "#ffffff", "#ffd84a"
        else:
            fill, ink, edge = "#e6f3fb", "#123a50", "#1d4f6b"
        self._boss_labels(painter, look, fill, ink, edge)

    @staticmethod
    def _body_brush(h: float, base: QColor) -> QBrush:
        g = QLinearGradient(QPointF(-h, 0), QPointF(h, 0))
        g.setColorAt(0, base.lighter(150))
        g.setColorAt(0.45, base.lighter(115))
        g.setColorAt(1, base.darker(150))
        return QBrush(g)

    def _whale_head(self, painter: QPainter, h: float, base: QColor, form2: bool) -> None:
        path = QPainterPath(QPointF(-0.82 * h, 0.98 * h))
        path.cubicTo(QPointF(-1.0 * h, 0.2 * h), QPointF(-0.78 * h, -0.6 * h), QPointF(-0.42 * h, -0.92 * h))
        path.quadTo(QPointF(0, -1.08 * h), QPointF(0.42 * h, -0.92 * h))
        path.cubicTo(QPointF(0.78 * h, -0.6 * h), QPointF(1.0 * h, 0.2 * h), QPointF(0.82 * h, 0.98 * h))
        path.quadTo(QPointF(0, 0.78 * h), QPointF(-0.82 * h, 0.98 * h))
        painter.setPen(QPen(QColor("#0b1c26"), 1.8))
        painter.setBrush(self._body_brush(h, base))
        painter.drawPath(path)
        # the crest along its back
        painter.setPen(QPen(QColor("#0b1c26"), 1))
        painter.setBrush(QColor("#9fd0c8") if not form2 else QColor("#c98ad0"))
        for k in range(4):
            y = -0.05 * h + k * 0.24 * h
            painter.drawPolygon(
                QPolygonF([QPointF(-0.09 * h, y + 0.12 * h), QPointF(0, y - 0.06 * h), QPointF(0.09 * h, y + 0.12 * h)])
            )
        # the jaws with their teeth
        jaw = QPainterPath(QPointF(-0.55 * h, -0.5 * h))
        jaw.quadTo(QPointF(0, -0.32 * h), QPointF(0.55 * h, -0.5 * h))
        painter.setPen(QPen(QColor("#0b1c26"), 2.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(jaw)
        painter.setPen(QPen(QColor("#0b1c26"), 0.8))
        painter.setBrush(QColor("#fffbea"))
        for k in range(-3, 4):
            x = k * 0.14 * h
            y = -0.5 * h + 0.18 * h * (1 - (x / (0.55 * h)) ** 2)
            painter.drawPolygon(
                QPolygonF([QPointF(x - 0.05 * h, y), QPointF(x + 0.05 * h, y), QPointF(x, y - 0.12 * h)])
            )
        # the eyes: glowing, red in form 2
        eye = QColor("#ff4040") if form2 else QColor("#d8ff6a")
        for sx in (-1, 1):
            c = QPointF(sx * 0.44 * h, -0.18 * h)
            glow = QRadialGradient(c, 0.26 * h)
            glow.setColorAt(0, QColor(eye.red(), eye.green(), eye.blue(), 170))
            glow.setColorAt(1, QColor(eye.red(), eye.green(), eye.blue(), 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(glow))
            painter.drawEllipse(c, 0.26 * h, 0.26 * h)
            painter.setPen(QPen(QColor("#0b1c26"), 1))
            painter.setBrush(eye)
            painter.drawEllipse(c, 0.13 * h, 0.1 * h)
            painter.setBrush(QColor("#0b1c26"))
            painter.drawEllipse(c, 0.03 * h, 0.08 * h)
        if form2:  # rot: pale blotches
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(220, 200, 150, 120))
            for fx, fy, s in ((-0.5, 0.45, 0.12), (0.45, 0.6, 0.09), (0.3, 0.2, 0.07)):
                painter.drawEllipse(QPointF(fx * h, fy * h), s * h * 1.3, s * h)

    def _whale_tail(self, painter: QPainter, h: float, base: QColor, form2: bool) -> None:
        path = QPainterPath(QPointF(-0.48 * h, 0.98 * h))
        path.cubicTo(QPointF(-0.44 * h, 0.4 * h), QPointF(-0.2 * h, 0.0), QPointF(-0.16 * h, -0.38 * h))
        path.cubicTo(QPointF(-0.5 * h, -0.42 * h), QPointF(-0.92 * h, -0.52 * h), QPointF(-1.0 * h, -0.95 * h))
        path.cubicTo(QPointF(-0.62 * h, -0.8 * h), QPointF(-0.25 * h, -0.82 * h), QPointF(0, -0.58 * h))
        path.cubicTo(QPointF(0.25 * h, -0.82 * h), QPointF(0.62 * h, -0.8 * h), QPointF(1.0 * h, -0.95 * h))
        path.cubicTo(QPointF(0.92 * h, -0.52 * h), QPointF(0.5 * h, -0.42 * h), QPointF(0.16 * h, -0.38 * h))
        path.cubicTo(QPointF(0.2 * h, 0.0), QPointF(0.44 * h, 0.4 * h), QPointF(0.48 * h, 0.98 * h))
        path.closeSubpath()
        painter.setPen(QPen(QColor("#0b1c26"), 1.8))
        painter.setBrush(self._body_brush(h, base))
        painter.drawPath(path)
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1.2))
        for k in range(4):  # the ridges of its back
            y = 0.85 * h - k * 0.3 * h
            w = 0.34 * h - k * 0.05 * h
            painter.drawLine(QPointF(-w, y), QPointF(0, y - 0.1 * h))
            painter.drawLine(QPointF(w, y), QPointF(0, y - 0.1 * h))
        painter.setPen(QPen(QColor(235, 248, 255, 190), 1.4))  # the splash at the fluke
        for sx in (-1, 1):
            painter.drawArc(QRectF(sx * 0.7 * h - 0.2 * h, -1.02 * h, 0.4 * h, 0.22 * h), 0, 180 * 16)
        if form2:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(220, 200, 150, 120))
            for fx, fy, s in ((-0.6, -0.7, 0.1), (0.15, 0.5, 0.08), (0.55, -0.72, 0.07)):
                painter.drawEllipse(QPointF(fx * h, fy * h), s * h * 1.3, s * h)

    # --- the Corrupted Dryad -----------------------------------------------------------------------------
    def _dryad(self, painter: QPainter, look: FigureLook) -> None:
        """The Dryad rooted across its squares, seen from above: a seed under a pale dome in
        Germination (no damage), a young crown in Growth, a crown in corrupted bloom in Maturity;
        its growth stage on a badge across the top edge, its HP across the bottom edge."""
        r = self._rect
        ground = r.adjusted(1, 1, -1, -1)
        g = QRadialGradient(ground.center(), ground.width() * 0.55)
        g.setColorAt(0, QColor("#5a3a22"))
        g.setColorAt(1, QColor("#2a1a10"))
        painter.setPen(QPen(QColor("#1a0f08"), 1.4))
        painter.setBrush(QBrush(g))
        painter.drawRoundedRect(ground, ground.height() * 0.45, ground.height() * 0.45)
        c = ground.center()
        unit = ground.height() / 2
        painter.setPen(QPen(QColor(170, 90, 200, 190), 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for k in range(10):  # corrupted roots, out to the edges
            a = k * math.pi / 5 + 0.3
            end = QPointF(c.x() + math.cos(a) * ground.width() * 0.49, c.y() + math.sin(a) * ground.height() * 0.47)
            mid = QPointF(c.x() + math.cos(a + 0.4) * ground.width() * 0.22, c.y() + math.sin(a + 0.4) * unit * 0.5)
            path = QPainterPath(c)
            path.quadTo(mid, end)
            painter.drawPath(path)
        stage = max(1, look.stage)
        if stage == 1:
            painter.setPen(QPen(QColor("#2a1a10"), 1))
            painter.setBrush(QColor("#9a7440"))
            painter.drawEllipse(c + QPointF(0, unit * 0.15), unit * 0.5, unit * 0.36)
            painter.setPen(QPen(QColor("#2f6b1f"), 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(c + QPointF(0, unit * 0.05), c + QPointF(0, -unit * 0.4))
            painter.setPen(QPen(QColor("#1f4a10"), 0.8))
            painter.setBrush(QColor("#8fd65a"))
            for sx in (-1, 1):
                painter.drawEllipse(c + QPointF(sx * unit * 0.26, -unit * 0.42), unit * 0.26, unit * 0.13)
        else:
            blobs: tuple[tuple[float, float, float], ...]
            if stage == 2:
                blobs = ((0, 0.0, 0.78), (-1.05, 0.08, 0.62), (1.05, 0.08, 0.62))
                leaf = QColor("#3f8a25")
            else:
                blobs = ((0, -0.05, 0.85), (-0.95, 0.0, 0.72), (0.95, 0.0, 0.72), (-1.7, 0.1, 0.55), (1.7, 0.1, 0.55))
                leaf = QColor("#50682a")
            painter.setPen(QPen(QColor("#14300a"), 1.2))
            for bx, by, br in blobs:
                p = c + QPointF(bx * unit, by * unit)
                lg = QRadialGradient(p - QPointF(br * unit * 0.3, br * unit * 0.3), br * unit * 1.2)
                lg.setColorAt(0, leaf.lighter(160))
                lg.setColorAt(1, leaf.darker(125))
                painter.setBrush(QBrush(lg))
                painter.drawEllipse(p, br * unit, br * unit * 0.92)
            if stage >= 3:  # in bloom: corrupted flowers
                painter.setPen(QPen(QColor("#3a0a40"), 0.8))
                painter.setBrush(QColor("#e04ad0"))
                for fx, fy in ((-1.6, -0.1), (-0.9, -0.35), (-0.3, 0.3), (0.3, -0.4), (0.9, 0.25), (1.6, -0.05)):
                    painter.drawEllipse(c + QPointF(fx * unit, fy * unit), unit * 0.13, unit * 0.13)
            # its face in the crown: two glowing eyes
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#ffe14d"))
            for sx in (-1, 1):
                painter.drawEllipse(c + QPointF(sx * unit * 0.2, -unit * 0.02), unit * 0.1, unit * 0.07)
        if look.shielded:  # Germination: it takes no damage
            painter.setPen(QPen(QColor(230, 250, 255, 230), 1.6, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(200, 235, 255, 60))
            painter.drawEllipse(c, unit * 1.1, unit * 0.9)
        if look.stunned:
            star(painter, QPointF(r.right() - 4, r.top() + 4), unit * 0.45)
        fill, ink, edge = STAGE_FILL.get(stage, STAGE_FILL[1])
        self._boss_labels(painter, look, fill, ink, edge, across=True)

    # --- monoliths, hatcheries, seed cannons ---------------------------------------------------------
    def _spawn(self, painter: QPainter, look: FigureLook) -> None:
        """The Dryad's other pieces: a monolith (a standing stone with runes, always hit: a target
        mark), a hatchery (a pod, its hatch side 1 or 2, cracked on the second), a seed cannon (a bulb
        with its barrel, its range 7)."""
        r = self._rect
        body = r.adjusted(4, 4, -4, -4)
        c = body.center()
        s = body.width() / 2
        fill = QColor(look.fill)
        if look.shape == "monolith":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 70))
            painter.drawEllipse(QPointF(c.x(), body.bottom() - 2), s * 0.62, s * 0.2)
            stone = QPolygonF(
                [
                    QPointF(c.x() - s * 0.66, body.bottom() - 2),
                    QPointF(c.x() - s * 0.5, body.top() + s * 0.3),
                    QPointF(c.x(), body.top() - 2),
                    QPointF(c.x() + s * 0.5, body.top() + s * 0.3),
                    QPointF(c.x() + s * 0.66, body.bottom() - 2),
                ]
            )
            g: QGradient = QLinearGradient(QPointF(c.x() - s * 0.66, 0), QPointF(c.x() + s * 0.66, 0))
            g.setColorAt(0, fill.lighter(170))
            g.setColorAt(1, fill.darker(130))
            painter.setPen(QPen(QColor("#d9c9ff"), 1.3))
            painter.setBrush(QBrush(g))
            painter.drawPolygon(stone)
            painter.setPen(QPen(QColor(201, 162, 255, 200), 1.1))
            for k in range(2):  # the runes
                y = body.top() + s * (0.45 + 0.95 * k)
                painter.drawLine(QPointF(c.x() - s * 0.25, y), QPointF(c.x() + s * 0.25, y + s * 0.06))
            # always hit: a small target mark
            t = QPointF(body.right() - 1, body.top() + 3)
            painter.setPen(QPen(QColor("#1d1d1f"), 0.8))
            for rad, ring in ((s * 0.3, "#ffffff"), (s * 0.2, "#e0402f"), (s * 0.09, "#ffffff")):
                painter.setBrush(QColor(ring))
                painter.drawEllipse(t, rad, rad)
            _fitted_text(
                painter,
                QRectF(c.x() - s * 0.56, c.y() - s * 0.42, s * 1.12, s * 0.72),
                look.text,
                s * 0.62,
                True,
                QColor("#ffffff"),
            )
        elif look.shape == "hatchery":
            second = look.badge == "2"
            pod = QPainterPath()
            pod.addEllipse(c + QPointF(0, s * 0.08), s * 0.82, s * 0.78)
            g = QRadialGradient(c - QPointF(s * 0.25, s * 0.3), s * 1.1)
            g.setColorAt(0, fill.lighter(170))
            g.setColorAt(1, fill.darker(140))
            painter.setPen(QPen(QColor("#241a05"), 1.5))
            painter.setBrush(QBrush(g))
            painter.drawPath(pod)
            painter.setPen(QPen(QColor(150, 60, 170, 180), 1.1))  # veins
            for k in range(4):
                a = -math.pi / 2 + (k - 1.5) * 0.7
                path = QPainterPath(c + QPointF(0, s * 0.75))
                path.quadTo(
                    c + QPointF(math.cos(a) * s * 0.2, s * 0.2),
                    c + QPointF(math.cos(a) * s * 0.62, math.sin(a) * s * 0.55),
                )
                painter.drawPath(path)
            if second:  # the second side: cracked open
                painter.setPen(
                    QPen(
                        QColor("#1a0f02"), 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
                    )
                )
                painter.drawPolyline(
                    QPolygonF(
                        [
                            c + QPointF(-s * 0.6, -s * 0.3),
                            c + QPointF(-s * 0.25, -s * 0.05),
                            c + QPointF(0, -s * 0.4),
                            c + QPointF(s * 0.25, -s * 0.1),
                            c + QPointF(s * 0.62, -s * 0.35),
                        ]
                    )
                )
            _fitted_text(
                painter,
                QRectF(body.left(), c.y() - s * 0.3, body.width(), s * 0.8),
                look.text,
                s * 0.55,
                True,
                QColor("#ffffff"),
            )
        else:  # seed cannon
            painter.setPen(QPen(QColor("#14300a"), 1.4))
            dx, dy = ARROW.get(look.facing, (0, -1))
            barrel = QPointF(dx, dy) * s * 0.95
            painter.setPen(QPen(QColor("#14300a"), s * 0.42, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
            painter.drawLine(c, c + barrel)
            painter.setPen(QPen(QColor("#6b8f2a"), s * 0.26, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
            painter.drawLine(c, c + barrel * 0.96)
            g = QRadialGradient(c - QPointF(s * 0.25, s * 0.25), s)
            g.setColorAt(0, fill.lighter(160))
            g.setColorAt(1, fill.darker(130))
            painter.setPen(QPen(QColor("#14300a"), 1.5))
            painter.setBrush(QBrush(g))
            painter.drawEllipse(c, s * 0.7, s * 0.7)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#e8d9a0"))
            for k in range(5):  # seeds
                a = k * 2 * math.pi / 5 + 0.4
                painter.drawEllipse(c + QPointF(math.cos(a) * s * 0.48, math.sin(a) * s * 0.48), s * 0.09, s * 0.07)
            _fitted_text(
                painter,
                QRectF(c.x() - s * 0.6, c.y() - s * 0.4, s * 1.2, s * 0.8),
                look.text,
                s * 0.55,
                True,
                QColor("#ffffff"),
            )
        if look.shape != "monolith":
            self._arrow(painter, body, look.facing, 0.8)
        if look.badge:  # the hatch side / the range
            b = QRectF(r.right() - r.width() * 0.36, r.top() - 4, r.width() * 0.4, r.height() * 0.32)
            hue = "#ffe9a8" if look.shape == "hatchery" else "#d8f5b0"
            rounded(painter, b, QColor(hue), "ink", 0.9, b.height() / 2)
            text(painter, b, look.badge, b.height() * 0.72, True, "ink", elide=False)
        self._pips(painter, body, look)
        if look.stunned:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor(80, 140, 255, 110), Qt.BrushStyle.BDiagPattern))
            painter.drawRoundedRect(body, 5, 5)
            star(painter, QPointF(body.left() + 3, body.top() + 3), body.width() * 0.22)


def vines(painter: QPainter, centre: QPointF, radius: float) -> None:
    """A hero caught by a hatchery or a seed cannon: a ring of thorny vines with leaves."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#143a0e"), 4.6))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QPen(QColor("#5fae3a"), 2.2, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QPen(QColor("#143a0e"), 0.8))
    painter.setBrush(QColor("#2f6b1f"))
    for k in range(10):  # thorns
        a = k * math.pi / 5
        u = QPointF(math.cos(a), math.sin(a))
        n = QPointF(-u.y(), u.x())
        base = centre + u * (radius + 1.5)
        painter.drawPolygon(QPolygonF([base + n * 2.2, base - n * 2.2, centre + u * (radius + 5.5)]))
    painter.setBrush(QColor("#8fd65a"))
    for k in range(4):  # leaves
        a = k * math.pi / 2 + math.pi / 4
        p = centre + QPointF(math.cos(a), math.sin(a)) * radius
        painter.save()
        painter.translate(p)
        painter.rotate(math.degrees(a) + 90)
        painter.drawEllipse(QPointF(0, 0), 3.6, 1.8)
        painter.restore()


def star(painter: QPainter, centre: QPointF, radius: float, fill: str = "#ffd84a") -> None:
    points = []
    for k in range(10):
        rad = radius if k % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        points.append(QPointF(centre.x() + rad * math.cos(a), centre.y() + rad * math.sin(a)))
    painter.setPen(QPen(QColor("#1d1d1f"), 1))
    painter.setBrush(QColor(fill))
    painter.drawPolygon(QPolygonF(points))


# --- the overlay of the choice in progress ----------------------------------------------------------


@dataclass(frozen=True)
class Target:
    cell: Cell
    dice: tuple[str, ...]  # the defence dice it would roll
    seen: bool  # in line of sight (or no sight needed)
    note: str = ""  # "hero!" / "no target" ...


@dataclass(frozen=True)
class Danger:
    """Squares a boss will strike: Cetusia's attack areas (tone "water"), the Dryad's sectors ("thorn")."""

    cells: tuple[Cell, ...]
    label: str = ""  # the attack and its damage, on `label_at`
    label_at: Cell | None = None
    tone: str = "water"
    strong: bool = False  # the attack about to strike (the monster phase) rather than a hover's reminder


DANGER_TONES = {  # fill, hatching, outline, label ink
    "water": (QColor(224, 64, 47, 46), QColor(160, 24, 12, 120), QColor("#8f1d12"), QColor("#8f1d12")),
    "thorn": (QColor(130, 50, 160, 44), QColor(90, 20, 120, 115), QColor("#5a1a7a"), QColor("#4a1466")),
}


@dataclass(frozen=True)
class OverlayLook:
    cell: float
    dangers: tuple[Danger, ...] = ()  # the squares the bosses will strike
    danger_part: str = "both"  # draw their "areas" (under the figures), their "labels" (over them), or "both"
    reach: tuple[tuple[int, int, int], ...] = ()  # x, y, MP cost
    path: tuple[Cell, ...] = ()  # the walk to the hovered square
    direct: tuple[Cell, ...] = ()  # the legal direct-hit squares of the chosen attack
    reachable: tuple[Cell, ...] = ()  # squares in its range that are no choice now (nothing to hit)
    area: tuple[Cell, ...] = ()  # the squares the hovered attack would hit
    stun: tuple[Cell, ...] = ()  # its stun squares (perimeter / area effect)
    shadow: tuple[Cell, ...] = ()  # squares out of the hero's line of sight (for an attack that needs it)
    targets: tuple[Target, ...] = ()
    picked: tuple[Cell, ...] = ()  # direct-hit squares picked so far (Magic Missile)
    bad: Cell | None = None  # the hovered square cannot be chosen
    hover: Cell | None = None
    origin: Cell | None = None  # the hero
    strikes: tuple[tuple[Cell, Cell], ...] = ()  # a monster's attack on its way to a hero (from, to)


class LSOverlayItem(TableItem):
    def __init__(self, look: OverlayLook, width: float, height: float):
        super().__init__(width, height, look, None)
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        look: OverlayLook = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = look.cell

        def sq(p: Cell, inset: float = 0) -> QRectF:
            return QRectF(p[0] * c + inset, p[1] * c + inset, c - 2 * inset, c - 2 * inset)

        for danger in look.dangers:
            self._danger(painter, danger, c, look.danger_part)
        if look.shadow:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 20, 40, 70))
            for p in look.shadow:
                painter.drawRect(sq(p))
            painter.setBrush(QBrush(QColor(20, 20, 40, 90), Qt.BrushStyle.FDiagPattern))
            for p in look.shadow:
                painter.drawRect(sq(p))
        for x, y, cost in look.reach:
            r = sq((x, y), 2)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(47, 179, 90, 70))
            painter.drawRoundedRect(r, 4, 4)
            box = QRectF(r.left() + 1, r.top() + 1, c * 0.42, c * 0.4)
            rounded(painter, box, QColor("#1e7a3c"), None, 0, 3)
            text(painter, box, str(cost), c * 0.32, True, QColor("#ffffff"), elide=False)
        if len(look.path) > 1:
            pen = QPen(
                QColor("#0f5a2a"), c * 0.12, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
            )
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            poly = QPolygonF([sq(p).center() for p in look.path])
            painter.drawPolyline(poly)
            painter.setBrush(QColor("#0f5a2a"))
            painter.drawEllipse(sq(look.path[-1]).center(), c * 0.12, c * 0.12)
        for p in look.reachable:  # in range, but not a choice: a faint dotted frame
            painter.setPen(QPen(QColor(176, 30, 20, 150), 1.4, Qt.PenStyle.DotLine))
            painter.setBrush(QColor(224, 64, 47, 18))
            painter.drawRect(sq(p, 4))
        for p in look.direct:  # where the attack may be aimed: red corner brackets (the figure stays readable)
            r = sq(p, 2.5)
            arm = c * 0.24
            painter.setBrush(QColor(224, 64, 47, 28))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRect(r)
            for width, ink in ((4.2, QColor(0, 0, 0, 120)), (2.4, QColor("#e0402f"))):
                painter.setPen(QPen(ink, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap))
                for corner, dx, dy in (
                    (r.topLeft(), 1, 1),
                    (r.topRight(), -1, 1),
                    (r.bottomLeft(), 1, -1),
                    (r.bottomRight(), -1, -1),
                ):
                    painter.drawLine(corner, corner + QPointF(dx * arm, 0))
                    painter.drawLine(corner, corner + QPointF(0, dy * arm))
        for p in look.stun:
            r = sq(p, 2)
            painter.setPen(QPen(QColor("#1f5fbf"), 2.2, Qt.PenStyle.DashLine))
            painter.setBrush(QBrush(QColor(47, 111, 214, 60)))
            painter.drawRoundedRect(r, 4, 4)
        for p in look.area:  # the squares hit: a thick red frame over a light tint (the figure stays visible)
            r = sq(p, 1.5)
            painter.setPen(QPen(QColor(0, 0, 0, 140), 4.6))
            painter.setBrush(QColor(224, 64, 47, 50))
            painter.drawRoundedRect(r, 4, 4)
            painter.setPen(QPen(QColor("#e0402f"), 2.8))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r, 4, 4)
        for p in look.picked:
            r = sq(p, 1)
            painter.setPen(QPen(QColor("#ff8c1a"), 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r, 4, 4)
        if look.origin is not None and look.area and look.hover is not None and look.hover != look.origin:
            a, b = sq(look.origin).center(), sq(look.hover).center()
            d = b - a
            length = max(1.0, math.hypot(d.x(), d.y()))
            u = QPointF(d.x() / length, d.y() / length)
            painter.setPen(QPen(QColor(176, 30, 20, 170), 2, Qt.PenStyle.DashLine))
            painter.drawLine(a + u * c * 0.45, b - u * c * 0.5)
        for source, target in look.strikes:  # a monster's attack: a thick red arrow from it to its target
            pa, pb = sq(source).center(), sq(target).center()
            d = pb - pa
            length = max(1.0, math.hypot(d.x(), d.y()))
            u = QPointF(d.x() / length, d.y() / length)
            tip = pb - u * c * 0.3
            base = pa + u * c * 0.3
            for width, ink in ((c * 0.2, QColor(0, 0, 0, 150)), (c * 0.11, QColor("#e0402f"))):
                painter.setPen(QPen(ink, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                painter.drawLine(base, tip - u * c * 0.15)
            n = QPointF(-u.y(), u.x())
            head = QPolygonF([tip + u * c * 0.08, tip - u * c * 0.28 + n * c * 0.2, tip - u * c * 0.28 - n * c * 0.2])
            painter.setPen(QPen(QColor("#111111"), 1.4))
            painter.setBrush(QColor("#e0402f"))
            painter.drawPolygon(head)
        for t in look.targets:
            self._target(painter, t, sq(t.cell))
        if look.bad is not None:
            r = sq(look.bad, 5)
            painter.setPen(QPen(QColor("#111111"), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(r.topLeft(), r.bottomRight())
            painter.drawLine(r.bottomLeft(), r.topRight())
            painter.setPen(QPen(QColor("#e0402f"), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(r.topLeft(), r.bottomRight())
            painter.drawLine(r.bottomLeft(), r.topRight())

    @staticmethod
    def _danger(painter: QPainter, d: Danger, c: float, part: str = "both") -> None:
        """A boss's area: a hatched tint over the squares, one outline around them, its label."""
        if not d.cells:
            return
        fill, hatch, edge, ink = DANGER_TONES.get(d.tone, DANGER_TONES["water"])
        if part == "labels":
            LSOverlayItem._danger_label(painter, d, c, edge, ink)
            return
        area = QPainterPath()
        for x, y in d.cells:
            area.addRect(QRectF(x * c, y * c, c, c))
        area = area.simplified()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(fill.red(), fill.green(), fill.blue(), fill.alpha() * (2 if d.strong else 1)))
        painter.drawPath(area)
        painter.setBrush(QBrush(hatch, Qt.BrushStyle.BDiagPattern))
        painter.drawPath(area)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 170), 4.2 if d.strong else 3.2))
        painter.drawPath(area)
        painter.setPen(
            QPen(edge, 2.6 if d.strong else 1.8, Qt.PenStyle.SolidLine if d.strong else Qt.PenStyle.DashLine)
        )
        painter.drawPath(area)
        if part == "both":
            LSOverlayItem._danger_label(painter, d, c, edge, ink)

    @staticmethod
    def _danger_label(painter: QPainter, d: Danger, c: float, edge: QColor, ink: QColor) -> None:
        if d.label and d.label_at is not None:
            from ...theme import metrics

            size = c * 0.26
            w = metrics(size, True).horizontalAdvance(d.label) + 10
            x, y = d.label_at
            box = QRectF(x * c + 2, y * c + 2, w, size * 1.6)
            rounded(painter, box, QColor(255, 255, 255, 225), None, 0, 4)
            painter.setPen(QPen(edge, 1.4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box, 4, 4)
            text(painter, box, d.label, size, True, ink, elide=False)

    @staticmethod
    def _target(painter: QPainter, t: Target, r: QRectF) -> None:
        """Above a monster in the attack: the dice it would roll; an eye struck out when unseen."""
        c = r.width()
        n = max(1, len(t.dice))
        d = c * 0.34
        from ...theme import metrics

        note_w = metrics(d * 0.8, True).horizontalAdvance(t.note) + 4 if t.note else 0
        width = n * (d + 2) + 2 + (d + 2 if not t.seen else 0) + note_w
        box = QRectF(r.center().x() - width / 2, r.top() - d - 4, width, d + 4)
        rounded(painter, box, QColor(255, 255, 255, 235), "ink", 1, 4)
        x = box.left() + 2
        for colour in t.dice:
            fill, _ink = DIE_COLOURS.get(colour, (QColor("#cccccc"), QColor("#000000")))
            painter.setPen(QPen(QColor("#111111"), 0.8))
            painter.setBrush(fill)
            painter.drawRoundedRect(QRectF(x, box.top() + 2, d, d), 2.5, 2.5)
            x += d + 2
        if t.note:
            text(painter, QRectF(x, box.top() + 1, note_w, d + 2), t.note, d * 0.8, True, "ink", elide=False)
            x += note_w
        if not t.seen:
            e = QRectF(x, box.top() + 2, d, d)
            painter.setPen(QPen(QColor("#111111"), 1.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(e.center(), d * 0.42, d * 0.25)
            painter.setPen(QPen(QColor("#e0402f"), 2))
            painter.drawLine(e.topLeft(), e.bottomRight())


# --- dice -------------------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class LSDieLook(DieLook):
    """A defence die's look: a DieLook (its `value` the face of `faces` that is up, DieItem's
    tumble flickering through the others) with the die's colour and faces."""

    colour: str  # blue / orange
    faces: tuple[str, ...]


class LSDieItem(DieItem):
    """A defence die: blue or orange, its face drawn as an icon (hit: a burst; stun: a star;
    dodge: a curved arrow; armour: a shield; miss: a hollow ring). A DieItem so that the shared
    tumble flickers its faces (`shown_face`), but drawn from its own look."""

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        look: LSDieLook = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill, ink = DIE_COLOURS.get(look.colour, (QColor("#cccccc"), QColor("#000000")))
        side = rect.width()
        body = rect.adjusted(2, 2, -2, -2)
        painter.setPen(QPen(QColor("#1d1d1f"), 1.6))
        painter.setBrush(fill)
        painter.drawRoundedRect(body, side * 0.16, side * 0.16)
        shown = self.shown_face or look.value
        face = look.faces[(shown - 1) % len(look.faces)] if look.faces else "miss"
        draw_face(painter, body.adjusted(side * 0.14, side * 0.14, -side * 0.14, -side * 0.14), face, ink)


def draw_face(painter: QPainter, r: QRectF, face: str, ink: QColor) -> None:
    c = r.center()
    s = r.width() / 2
    main = r if "stun" not in face else QRectF(r.left(), r.top() + s * 0.25, r.width() * 0.8, r.height() * 0.8)
    mc = main.center()
    ms = main.width() / 2
    painter.setPen(
        QPen(ink, max(1.5, s * 0.16), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    )
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if face.startswith("hit"):  # a burst of eight rays
        for k in range(8):
            a = k * math.pi / 4
            inner = ms * (0.25 if k % 2 else 0.1)
            painter.drawLine(
                mc + QPointF(inner * math.cos(a), inner * math.sin(a)),
                mc + QPointF(ms * 0.9 * math.cos(a), ms * 0.9 * math.sin(a)),
            )
    elif face.startswith("dodge"):  # a curved arrow
        path = QPainterPath(QPointF(mc.x() - ms * 0.7, mc.y() + ms * 0.5))
        path.quadTo(QPointF(mc.x() - ms * 0.6, mc.y() - ms * 0.8), QPointF(mc.x() + ms * 0.6, mc.y() - ms * 0.3))
        painter.drawPath(path)
        painter.drawLine(QPointF(mc.x() + ms * 0.6, mc.y() - ms * 0.3), QPointF(mc.x() + ms * 0.1, mc.y() - ms * 0.65))
        painter.drawLine(QPointF(mc.x() + ms * 0.6, mc.y() - ms * 0.3), QPointF(mc.x() + ms * 0.2, mc.y() + ms * 0.1))
    elif face.startswith("armour"):  # a shield
        path = QPainterPath(QPointF(mc.x() - ms * 0.7, mc.y() - ms * 0.7))
        path.lineTo(mc.x() + ms * 0.7, mc.y() - ms * 0.7)
        path.lineTo(mc.x() + ms * 0.7, mc.y())
        path.quadTo(QPointF(mc.x() + ms * 0.6, mc.y() + ms * 0.7), QPointF(mc.x(), mc.y() + ms * 0.9))
        path.quadTo(QPointF(mc.x() - ms * 0.6, mc.y() + ms * 0.7), QPointF(mc.x() - ms * 0.7, mc.y()))
        path.closeSubpath()
        painter.drawPath(path)
    else:  # a miss: a hollow ring with a dash
        painter.drawEllipse(mc, ms * 0.55, ms * 0.55)
    if "stun" in face:
        star(painter, QPointF(r.right() - s * 0.3, r.top() + s * 0.3), s * 0.42)
    _ = c


# --- the panic track -----------------------------------------------------------------------------


@dataclass(frozen=True)
class PanicLook:
    flames: tuple[int, ...]
    rewards: tuple[str, ...]
    caption: str


class LSPanicItem(TableItem):
    def __init__(self, look: PanicLook, width: float, height: float):
        super().__init__(width, height, look, None)

    def words(self) -> str:
        """The tiles' rewards, printed small on the tiles, large in the preview on hover."""
        look: PanicLook = self.look
        return "\n".join([look.caption, *(f"{k + 1}. {reward}" for k, reward in enumerate(look.rewards))])

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        look: PanicLook = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text(painter, QRectF(0, 0, rect.width(), 18), look.caption, 13, True, "zone_title", LEFT)
        n = max(1, len(look.flames))
        w = rect.width() / n
        top = 20.0
        h = rect.height() - top
        for k, count in enumerate(look.flames):
            r = QRectF(k * w + 1, top, w - 2, h)
            rounded(painter, r, QColor("#f3e6c8") if count else QColor("#c9c1ad"), "ink", 1, 4)
            for j in range(count):
                flame(
                    painter,
                    QPointF(r.left() + w * 0.28 + (j % 3) * w * 0.24, r.top() + h * 0.28 + (j // 3) * h * 0.2),
                    min(w, h) * 0.14,
                )
            if k < len(look.rewards):
                fitted_text(
                    painter,
                    QRectF(r.left() + 2, r.bottom() - h * 0.36, r.width() - 4, h * 0.34),
                    look.rewards[k],
                    h * 0.2,
                    False,
                    "ink",
                )


# --- a boss's track in the header ----------------------------------------------------------------------


@dataclass(frozen=True)
class BossTrackLook:
    """The Dryad's growth track (Germination, Growth, Maturity) with the crystal on the current stage,
    or Cetusia's forms (FORM 1, FORM 2) with the current one lit."""

    title: str
    spaces: tuple[str, ...]
    current: int  # index into spaces; -1: none yet (the Dryad has not appeared)
    tone: str = "dryad"  # dryad / cetusia


class LSBossTrackItem(TableItem):
    def __init__(self, look: BossTrackLook, width: float, height: float):
        super().__init__(width, height, look, None)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        from ...theme import metrics

        look: BossTrackLook = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = rect.height()
        size = h * 0.5
        title_w = metrics(size, True).horizontalAdvance(look.title) + 8 if look.title else 0
        text(painter, QRectF(0, 0, title_w, h), look.title, size, True, "zone_title", LEFT, elide=False)
        n = max(1, len(look.spaces))
        gap = 12.0
        w = (rect.width() - title_w - gap * (n - 1)) / n
        for k, words in enumerate(look.spaces):
            r = QRectF(title_w + k * (w + gap), 1, w, h - 2)
            on = k == look.current
            if look.tone == "cetusia":
                fill = ("#b3122a" if k >= 1 else "#2a6b80") if on else "#4a4f52"
            else:
                fill = STAGE_FILL.get(k + 1, STAGE_FILL[1])[0] if on else "#4a4f52"
            ink = (
                QColor("#ffffff")
                if on and not (look.tone == "dryad" and k == 0)
                else QColor("#1d1d1f")
                if on
                else QColor("#c8c8c0")
            )
            painter.setPen(QPen(QColor("#ffd84a") if on else QColor("#2a2a2a"), 2 if on else 1))
            painter.setBrush(QColor(fill))
            painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
            inner = r.adjusted(h * 0.9 if on else 6, 0, -6, 0)
            _fitted_text(painter, inner, words, size, True, ink)
            if on:  # the crystal
                cx, cy, s = r.left() + h * 0.5, r.center().y(), h * 0.36
                gem = QPolygonF(
                    [QPointF(cx, cy - s), QPointF(cx + s * 0.7, cy), QPointF(cx, cy + s), QPointF(cx - s * 0.7, cy)]
                )
                painter.setPen(QPen(QColor("#1d1d1f"), 1))
                painter.setBrush(QColor("#b98cff") if look.tone == "dryad" else QColor("#8fe3ff"))
                painter.drawPolygon(gem)
                painter.setPen(QPen(QColor(255, 255, 255, 200), 1))
                painter.drawLine(QPointF(cx - s * 0.3, cy - s * 0.2), QPointF(cx, cy - s * 0.6))
            if k < n - 1:  # an arrow to the next space
                ax = r.right() + gap / 2
                painter.setPen(QPen(colour_of("zone_title"), 1.6))
                painter.drawLine(QPointF(ax - 3, r.center().y() - 4), QPointF(ax + 2, r.center().y()))
                painter.drawLine(QPointF(ax - 3, r.center().y() + 4), QPointF(ax + 2, r.center().y()))


def colour_of(name: str) -> QColor:
    from ...theme import colour

    return colour(name)


# --- a hero's card, and the buttons on it -------------------------------------------------------------


@dataclass(frozen=True)
class HeroCardLook:
    name: str
    initials: str
    colour: str
    status: str  # "TO ACT", "passed", "dead", "in reserve" ...
    acting: bool
    hp: int
    wounds: int
    mana: int
    mana_max: int
    ap: int
    ap_max: int
    mp: int
    lines: tuple[tuple[float, str], ...] = ()  # (y, caption) of the rows drawn by the scene
    captions: tuple[str, str, str, str] = ("HP", "Mana", "AP", "MP")
    dim: bool = False


class LSHeroCardItem(TableItem):
    def __init__(self, look: HeroCardLook, width: float, height: float):
        super().__init__(width, height, look, None)
        self.setZValue(-8)

    def words(self) -> str:
        """The hero's card in words for the preview on hover: name, status, the counters and the
        rows' captions (its weapons, tokens and armour preview themselves)."""
        look: HeroCardLook = self.look
        hp, mana, ap, mp = look.captions
        counters = (
            f"{hp} {look.hp - look.wounds}/{look.hp} · {mana} {look.mana}/{look.mana_max} · "
            f"{ap} {look.ap}/{look.ap_max} · {mp} {look.mp}"
        )
        name = f"{look.name} · {look.status}" if look.status else look.name
        return "\n".join([name, counters, *(caption for _y, caption in look.lines)])

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        look: HeroCardLook = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = QColor("#ffd84a") if look.acting else QColor("#6e8f78")
        painter.setPen(QPen(edge, 4 if look.acting else 1.5))
        painter.setBrush(QColor("#3b5a48") if not look.dim else QColor("#34463b"))
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 10, 10)
        if look.acting:
            painter.setPen(QPen(QColor("#1d1d1f"), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(7, 7, -7, -7), 7, 7)
        # a stripe of the hero's colour and the token
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(look.colour))
        painter.drawRoundedRect(QRectF(10, 10, 8, rect.height() - 20), 3, 3)
        painter.setPen(QPen(QColor("#ffffff"), 2))
        painter.drawEllipse(QPointF(40, 26), 15, 15)
        text(painter, QRectF(25, 12, 30, 28), look.initials, 13, True, QColor("#ffffff"), elide=False)
        text(painter, QRectF(62, 8, rect.width() * 0.5, 28), look.name, 17, True, "zone_title", LEFT)
        if look.status:
            width = min(rect.width() * 0.42, 20 + len(look.status) * 8.5)
            box = QRectF(rect.width() - width - 14, 10, width, 24)
            rounded(painter, box, QColor("#ffd84a") if look.acting else QColor("#d9d2b8"), "ink", 1, 5)
            fitted_text(painter, box.adjusted(4, 0, -4, 0), look.status, 13, True, "ink")
        # HP, mana, AP as pips; MP as a number
        y = 44.0
        x = 26.0
        x = self._pips(
            painter, x, y, look.captions[0], look.hp, look.hp - look.wounds, QColor("#5bd16a"), QColor("#7a1f1f")
        )
        x = self._pips(
            painter, x + 14, y, look.captions[1], look.mana_max, look.mana, QColor("#59a6ff"), QColor("#26354d")
        )
        x = self._pips(painter, x + 14, y, look.captions[2], look.ap_max, look.ap, QColor("#ffd84a"), QColor("#4a4430"))
        text(painter, QRectF(x + 14, y - 2, 90, 20), f"{look.captions[3]} {look.mp}", 14, True, "zone_title", LEFT)
        for yy, caption in look.lines:
            text(painter, QRectF(26, yy, 96, 30), caption, 12, True, QColor("#cfe3d5"), LEFT)

    @staticmethod
    def _pips(
        painter: QPainter, x: float, y: float, caption: str, total: int, full: int, on: QColor, off: QColor
    ) -> float:
        from ...theme import metrics

        w = metrics(12, True).horizontalAdvance(caption) + 6
        text(painter, QRectF(x, y - 2, w, 20), caption, 12, True, "zone_title", LEFT)
        x += w
        step = 11.0 if total <= 10 else 8.0
        for k in range(total):
            painter.setPen(QPen(QColor("#111111"), 0.8))
            painter.setBrush(on if k < full else off)
            painter.drawRoundedRect(QRectF(x + k * step, y + 2, step - 2, 13), 2, 2)
        x += total * step
        text(painter, QRectF(x + 3, y - 2, 40, 20), f"{max(full, 0)}/{total}", 12, False, "zone_title", LEFT)
        return x + 3 + 34


@dataclass(frozen=True)
class ChipLook:
    text: str
    sub: str = ""  # a second, smaller line
    kind: str = "plain"  # plain / token / token_used / token_aside / armour / armour_used / potion / mode / tool
    active: bool = False  # the chosen tool
    disabled: bool = False
    fill: str = ""


class LSChipItem(TableItem):
    """A small piece on a hero's card: a movement token, a weapon mode, an armour card, a potion,
    a scroll, a tool (Move, Punch, the ballista, the catapult)."""

    def __init__(self, look: ChipLook, width: float, height: float, key: Hashable | None = None):
        super().__init__(width, height, look, key)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        look: ChipLook = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = rect.adjusted(1, 1, -1, -1)
        kind = look.kind
        if kind.startswith("token"):
            used = kind == "token_used"
            aside = kind == "token_aside"
            fill = QColor("#8d8578") if used else QColor("#3a3a3a") if aside else QColor("#f2d98c")
            painter.setPen(QPen(QColor("#1d1d1f"), 1.4, Qt.PenStyle.DashLine if aside else Qt.PenStyle.SolidLine))
            painter.setBrush(fill)
            hexagon = QPolygonF(
                [
                    QPointF(r.center().x() + r.width() / 2 * math.cos(a), r.center().y() + r.height() / 2 * math.sin(a))
                    for a in (math.pi / 6 + k * math.pi / 3 for k in range(6))
                ]
            )
            painter.drawPolygon(hexagon)
            ink = QColor("#f6f0df") if (used or aside) else QColor("#1d1d1f")
            text(
                painter,
                QRectF(r.left(), r.top() + 2, r.width(), r.height() * 0.62),
                look.text,
                r.height() * 0.42,
                True,
                ink,
                elide=False,
            )
            if look.sub:
                text(
                    painter,
                    QRectF(r.left(), r.top() + r.height() * 0.58, r.width(), r.height() * 0.3),
                    look.sub,
                    r.height() * 0.2,
                    False,
                    ink,
                    elide=False,
                )
            if aside:
                painter.setPen(QPen(QColor("#e0402f"), 2))
                painter.drawLine(r.topLeft() + QPointF(6, 6), r.bottomRight() - QPointF(6, 6))
            return
        if kind == "potion":
            fill = QColor(look.fill or "#cccccc")
            painter.setPen(QPen(QColor("#1d1d1f"), 1.2))
            painter.setBrush(QColor("#f6f0df"))
            painter.drawRoundedRect(r, 6, 6)
            flask = QPainterPath(QPointF(r.left() + 8, r.top() + 6))
            painter.setBrush(fill)
            b = QRectF(r.left() + 4, r.top() + r.height() * 0.3, r.height() * 0.62, r.height() * 0.62)
            painter.drawEllipse(b)
            painter.drawRect(QRectF(b.center().x() - 3, r.top() + 3, 6, b.top() - r.top() - 1))
            _ = flask
            fitted_text(
                painter,
                QRectF(b.right() + 3, r.top(), r.right() - b.right() - 5, r.height()),
                look.text,
                11,
                True,
                "ink",
                LEFT,
            )
            return
        if kind in ("armour", "armour_used"):
            used = kind == "armour_used"
            rounded(painter, r, QColor("#b9b2a2") if used else QColor("#e7eef6"), "ink", 1.2, 5)
            if used:  # exhausted: turned sideways on the table; here struck with hatching
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QBrush(QColor(60, 60, 60, 90), Qt.BrushStyle.BDiagPattern))
                painter.drawRoundedRect(r, 5, 5)
            fitted_text(
                painter,
                QRectF(r.left() + 5, r.top() + 1, r.width() - 10, r.height() * 0.56),
                look.text,
                12,
                True,
                "ink",
                LEFT,
            )
            if look.sub:
                fitted_text(
                    painter,
                    QRectF(r.left() + 5, r.top() + r.height() * 0.52, r.width() - 10, r.height() * 0.44),
                    look.sub,
                    10.5,
                    False,
                    "ink_soft" if not used else "ink",
                    LEFT,
                )
            return
        fill = QColor("#fff4c2") if look.active else QColor("#cfc8b5") if look.disabled else QColor("#ffffff")
        rounded(painter, r, fill, "ink", 3.0 if look.active else 1.0, 6)
        if look.active:
            text(painter, QRectF(r.right() - 18, r.top() + 1, 16, 16), "✓", 12, True, "ink", elide=False)
        chip_ink = "chip_ink_soft" if look.disabled else "chip_ink"
        right = BADGE_MARGIN  # the ✓ of the chosen tool, or a highlight's badge (ui/games/badges.py)
        if look.sub:
            fitted_text(
                painter,
                QRectF(r.left() + 6, r.top() + 1, r.width() - 6 - right, r.height() * 0.55),
                look.text,
                12.5,
                True,
                chip_ink,
                LEFT,
            )
            fitted_text(
                painter,
                QRectF(r.left() + 6, r.top() + r.height() * 0.5, r.width() - 6 - right, r.height() * 0.46),
                look.sub,
                10.5,
                False,
                chip_ink,
                LEFT,
            )
        else:
            fitted_text(
                painter,
                QRectF(r.left() + 6, r.top(), r.width() - 6 - right, r.height()),
                look.text,
                12.5,
                True,
                chip_ink,
                LEFT,
            )


__all__ = [
    "CENTER",
    "RIGHT",
    "BoardCountersLook",
    "BoardLook",
    "BossTrackLook",
    "ChipLook",
    "Danger",
    "FigureLook",
    "HeroCardLook",
    "LSBoardCountersItem",
    "LSBoardItem",
    "LSBossTrackItem",
    "LSCellItem",
    "LSChipItem",
    "LSDieItem",
    "LSDieLook",
    "LSFigureItem",
    "LSHeroCardItem",
    "LSOverlayItem",
    "LSPanicItem",
    "LSStructureItem",
    "OverlayLook",
    "PanicLook",
    "StructureLook",
    "Target",
    "draw_face",
    "flame",
    "star",
    "vines",
]
