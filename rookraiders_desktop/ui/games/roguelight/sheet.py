"""Roguelight's paper sheet: the printed map grid with the strokes drawn on it (filled squares,
dotted rectangles, the floor and rooms at the end of building, the adventurer), and below it the
time track, the development track, the item row and the extra-action row. One item draws a whole
sheet (large for the viewer, small for the others); clicks go to transparent `RLCellItem`s laid
over the large grid, and `RLPreviewItem` shows the block or rectangle under the cursor."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from ...items.base import TableItem
from ...items.paint import CENTER, LEFT, RIGHT, fitted_text, rounded, text

PAPER = QColor("#fbf7ea")
GRID = QColor("#b9b09a")
PENCIL = QColor("#3b3631")
SLIMES = {"b": QColor("#2f6fd0"), "g": QColor("#2f9a44")}


@dataclass(frozen=True)
class TrackRow:
    caption: str
    cells: tuple[str, ...]  # the printed text of each box
    state: tuple[str, ...]  # per box: "" / "ring" (outlined, circled) / "cross" / "fill" / "lock"
    bars: tuple[int, ...] = ()  # a thick boundary line after these box indices


@dataclass(frozen=True)
class SheetLook:
    rows: tuple[str, ...]
    cell: float
    filled: frozenset[int] = frozenset()
    rects: tuple[tuple[int, int, int, int], ...] = ()
    large: tuple[tuple[str, tuple[tuple[int, int], ...], bool], ...] = ()  # kind, cells, filled
    entrance: tuple[int, int] | None = None
    exit: int | None = None
    floor: frozenset[int] = frozenset()
    rooms: tuple[tuple[int, int, int, int, bool], ...] = ()  # x, y, w, h, scoring
    adventurer: tuple[int, int] | None = None
    hidden: str = ""  # a hidden sheet: the text shown instead
    tracks: tuple[TrackRow, ...] = ()
    current: bool = False  # the sheet the adventurer explores


TRACK_ROW_H = 40.0
AXIS_LEFT = 28.0  # the row numbers left of the large grid (the scene leaves GAP = 30 there)
AXIS_TOP = 14.0  # the column letters above it (between the sheet's title and the grid)
AXIS_FONT = 15.0  # at the fitted zoom of a 1280 x 720 window still 11 px or more


def column_label(x: int) -> str:
    """The printed letter of column `x` (0-based): the letter of a square's name, "C4" (RL text.py)."""
    return chr(65 + x)


def row_label(y: int) -> str:
    """The printed number of row `y` (0-based): the number of a square's name, "C4"."""
    return str(y + 1)


def sheet_size(look_rows: int, cols: int, cell: float, tracks: int) -> tuple[float, float]:
    return cols * cell, look_rows * cell + (8 + tracks * TRACK_ROW_H if tracks else 0)


class RLSheetItem(TableItem):
    def __init__(self, look: SheetLook, width: float, height: float):
        super().__init__(width, height, look, None)
        self.setZValue(-5)

    @staticmethod
    def labelled(look: SheetLook) -> bool:
        """The large sheet (the one with tracks) prints its row numbers and column letters."""
        return bool(look.tracks) and not look.hidden

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-AXIS_LEFT - 2, -AXIS_TOP - 1, 6, 4)  # the labels, the paper's edge

    def words(self) -> str:
        """The sheet in words for the preview on hover: its size in the coordinates the hints use,
        and each track with its boxes (✗ crossed off, ○ circled, ● filled)."""
        look: SheetLook = self.look
        if look.hidden:
            return look.hidden
        h, w = len(look.rows), len(look.rows[0])
        lines = [
            QCoreApplication.translate("RLSheet", "Dungeon sheet: columns {first} to {last}, rows 1 to {rows}").format(
                first=column_label(0), last=column_label(w - 1), rows=h
            )
        ]
        signs = {"cross": "✗", "ringcross": "⊗", "ring": "○", "fill": "●"}
        for row in look.tracks:
            boxes = " ".join(label + signs.get(state, "") for label, state in zip(row.cells, row.state, strict=False))
            lines.append(f"{row.caption}\n  {boxes}")
        return "\n".join(lines)

    def axis_boxes(self) -> tuple[list[tuple[str, QRectF]], list[tuple[str, QRectF]]]:
        """Where the column letters and the row numbers are drawn (item coordinates), with their texts."""
        look: SheetLook = self.look
        c = look.cell
        h, w = len(look.rows), len(look.rows[0])
        columns = [(column_label(x), QRectF(x * c, -AXIS_TOP, c, AXIS_TOP)) for x in range(w)]
        rows = [(row_label(y), QRectF(-AXIS_LEFT, y * c, AXIS_LEFT - 4, c)) for y in range(h)]
        return columns, rows

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        look: SheetLook = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = look.cell
        h, w = len(look.rows), len(look.rows[0])
        grid = QRectF(0, 0, w * c, h * c)
        left = AXIS_LEFT + 2 if self.labelled(look) else 6.0
        if self.labelled(look):  # the paper's margin, for the row numbers and column letters
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(PAPER)
            painter.drawRect(QRectF(-left, -AXIS_TOP - 1, w * c + left + 6, h * c + AXIS_TOP + 1))
        if look.tracks:  # the paper below the grid, for the tracks
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(PAPER)
            painter.drawRect(QRectF(-left, h * c, w * c + left + 6, rect.height() - h * c + 4))
        painter.setPen(QPen(QColor("#7d735f"), 3 if look.current else 1.5))
        painter.setBrush(PAPER)
        painter.drawRect(grid)
        if look.hidden:
            fitted_text(painter, grid.adjusted(6, 6, -6, -6), look.hidden, max(9.0, c * 0.9), True, "ink_soft")
            return
        for i in look.floor:  # the floor, tinted
            y, x = divmod(i, w)
            painter.fillRect(QRectF(x * c, y * c, c, c), QColor(236, 214, 160, 120))
        for x0, y0, rw, rh, scoring in look.rooms:
            painter.fillRect(
                QRectF(x0 * c, y0 * c, rw * c, rh * c),
                QColor(250, 220, 90, 110) if scoring else QColor(160, 160, 160, 70),
            )
        painter.setPen(QPen(GRID, 0.8))
        for x in range(1, w):
            painter.drawLine(QPointF(x * c, 0), QPointF(x * c, h * c))
        for y in range(1, h):
            painter.drawLine(QPointF(0, y * c), QPointF(w * c, y * c))
        large_cells = {tuple(p) for _, cells, _ in look.large for p in cells}
        for y, row in enumerate(look.rows):
            for x, ch in enumerate(row):
                box = QRectF(x * c, y * c, c, c)
                if (x, y) not in large_cells:
                    self._glyph(painter, box, ch, (x, y) == look.entrance, look.exit, x, y, w, h)
        for kind, cells, _filled in look.large:
            xs = [p[0] for p in cells]
            ys = [p[1] for p in cells]
            box = QRectF(
                min(xs) * c + 2, min(ys) * c + 2, (max(xs) - min(xs) + 1) * c - 4, (max(ys) - min(ys) + 1) * c - 4
            )
            ch = {"blue": "b", "green": "g", "ghost": "h", "bat": "t"}[kind]
            painter.setPen(QPen(QColor("#7d735f"), 1.2, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 12))
            painter.drawRoundedRect(box, 6, 6)
            self._glyph(painter, box, ch, False, None, -1, -1, w, h)
        for i in look.filled:  # pencil strokes
            y, x = divmod(i, w)
            box = QRectF(x * c + 1, y * c + 1, c - 2, c - 2)
            painter.fillRect(box, QColor(59, 54, 49, 215))
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
            step = max(4.0, c / 5)
            k = step
            while k < 2 * c:
                painter.drawLine(
                    QPointF(box.left() + max(0, k - c), box.top() + min(k, c - 2)),
                    QPointF(box.left() + min(k, c - 2), box.top() + max(0, k - c)),
                )
                k += step
        dotted = QPen(PENCIL, max(1.5, c / 16), Qt.PenStyle.DotLine)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for x0, y0, rw, rh in look.rects:
            painter.setPen(dotted)
            painter.drawRect(QRectF(x0 * c + 3, y0 * c + 3, rw * c - 6, rh * c - 6))
        for x0, y0, _rw, _rh, scoring in look.rooms:
            if c >= 20:
                fitted_text(
                    painter,
                    QRectF(x0 * c + 2, y0 * c + 1, 24, 16),
                    "★" if scoring else "✗",
                    12,
                    True,
                    "ink" if scoring else "ink_soft",
                    LEFT,
                )
        if look.adventurer is not None:
            ax, ay = look.adventurer
            centre = QPointF((ax + 0.5) * c, (ay + 0.5) * c)
            painter.setPen(QPen(QColor("#1d1d1f"), 2))
            painter.setBrush(QColor("#e0402a"))
            r = max(6.0, c * 0.42)
            painter.drawEllipse(centre, r, r)
            text(painter, QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), "⚔", r * 1.1, True, "paper")
        if self.labelled(look):
            columns, rows = self.axis_boxes()
            for label, box in columns:
                text(painter, box, label, AXIS_FONT, True, "ink", CENTER, elide=False)
            for label, box in rows:
                text(painter, box, label, AXIS_FONT, True, "ink", RIGHT, elide=False)
        track_y = h * c + 8
        for track in look.tracks:
            self._track(painter, QRectF(0, track_y, w * c, TRACK_ROW_H - 4), track)
            track_y += TRACK_ROW_H

    def _glyph(
        self, painter: QPainter, box: QRectF, ch: str, entrance: bool, exit_: int | None, x: int, y: int, w: int, h: int
    ) -> None:
        s = min(box.width(), box.height())
        cx, cy = box.center().x(), box.center().y()
        painter.setPen(QPen(QColor("#1d1d1f"), max(0.6, s / 30)))
        if ch in SLIMES:
            painter.setBrush(SLIMES[ch])
            path = QPainterPath()
            path.moveTo(cx - s * 0.34, cy + s * 0.25)
            path.cubicTo(cx - s * 0.36, cy - s * 0.35, cx + s * 0.36, cy - s * 0.35, cx + s * 0.34, cy + s * 0.25)
            path.closeSubpath()
            painter.drawPath(path)
            if s >= 16:  # not by colour alone: blue has a "B", green a "G"
                text(
                    painter,
                    QRectF(cx - s / 2, cy - s * 0.18, s, s * 0.4),
                    "B" if ch == "b" else "G",
                    s * 0.25,
                    True,
                    "paper",
                    elide=False,
                )
        elif ch == "h":
            painter.setBrush(QColor("#ece8ff"))
            path = QPainterPath()
            path.moveTo(cx - s * 0.3, cy + s * 0.32)
            path.lineTo(cx - s * 0.3, cy - s * 0.05)
            path.cubicTo(cx - s * 0.3, cy - s * 0.45, cx + s * 0.3, cy - s * 0.45, cx + s * 0.3, cy - s * 0.05)
            path.lineTo(cx + s * 0.3, cy + s * 0.32)
            path.lineTo(cx + s * 0.1, cy + s * 0.2)
            path.lineTo(cx - s * 0.1, cy + s * 0.32)
            path.closeSubpath()
            painter.drawPath(path)
            painter.setBrush(QColor("#1d1d1f"))
            painter.drawEllipse(QPointF(cx - s * 0.1, cy - s * 0.08), s * 0.045, s * 0.06)
            painter.drawEllipse(QPointF(cx + s * 0.1, cy - s * 0.08), s * 0.045, s * 0.06)
        elif ch == "t":
            painter.setBrush(QColor("#3a2f4a"))
            painter.drawPolygon(
                QPolygonF(
                    [
                        QPointF(cx, cy - s * 0.05),
                        QPointF(cx - s * 0.15, cy - s * 0.2),
                        QPointF(cx - s * 0.4, cy - s * 0.15),
                        QPointF(cx - s * 0.3, cy + s * 0.05),
                        QPointF(cx - s * 0.12, cy + s * 0.02),
                        QPointF(cx, cy + s * 0.2),
                        QPointF(cx + s * 0.12, cy + s * 0.02),
                        QPointF(cx + s * 0.3, cy + s * 0.05),
                        QPointF(cx + s * 0.4, cy - s * 0.15),
                        QPointF(cx + s * 0.15, cy - s * 0.2),
                    ]
                )
            )
        elif ch == "i":
            painter.setBrush(QColor("#d9a521"))
            chest = QRectF(cx - s * 0.28, cy - s * 0.18, s * 0.56, s * 0.4)
            painter.drawRoundedRect(chest, s * 0.06, s * 0.06)
            painter.drawLine(QPointF(chest.left(), cy - s * 0.02), QPointF(chest.right(), cy - s * 0.02))
        elif ch in "123456":
            rounded(
                painter,
                QRectF(cx - s * 0.3, cy - s * 0.3, s * 0.6, s * 0.6),
                QColor("#ffffff"),
                "ink",
                max(0.6, s / 40),
                s * 0.1,
            )
            text(painter, QRectF(cx - s * 0.3, cy - s * 0.3, s * 0.6, s * 0.6), ch, s * 0.38, True, "ink", elide=False)
        elif ch == "n":
            painter.setBrush(QColor("#ffffff") if not entrance else QColor("#ffd34d"))
            arch = QPainterPath()
            arch.moveTo(cx - s * 0.25, cy + s * 0.32)
            arch.lineTo(cx - s * 0.25, cy - s * 0.05)
            arch.arcTo(QRectF(cx - s * 0.25, cy - s * 0.3, s * 0.5, s * 0.5), 180, -180)
            arch.lineTo(cx + s * 0.25, cy + s * 0.32)
            arch.closeSubpath()
            painter.drawPath(arch)
            if entrance and s >= 16:
                text(painter, QRectF(cx - s / 2, cy - s * 0.1, s, s * 0.4), "IN", s * 0.22, True, "ink", elide=False)
        elif ch == "X":
            corners = [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)]
            chosen = exit_ is not None and (x, y) == corners[exit_]
            painter.setBrush(QColor("#ffd34d") if chosen else QColor("#ffffff"))
            painter.drawRect(QRectF(cx - s * 0.3, cy - s * 0.3, s * 0.6, s * 0.6))
            if s >= 16:
                text(painter, QRectF(cx - s / 2, cy - s * 0.3, s, s * 0.6), "EXIT", s * 0.2, True, "ink", elide=False)

    def _track(self, painter: QPainter, area: QRectF, row: TrackRow) -> None:
        fitted_text(painter, QRectF(area.left(), area.top(), area.width(), 14), row.caption, 11, True, "ink", LEFT)
        n = max(1, len(row.cells))
        bw = area.width() / n
        top = area.top() + 15
        bh = area.height() - 15
        for k, (label, state) in enumerate(zip(row.cells, row.state, strict=False)):
            box = QRectF(area.left() + k * bw + 1, top, bw - 2, bh)
            painter.setPen(QPen(QColor("#7d735f"), 0.8))
            painter.setBrush(QColor("#d8d2c2") if state == "lock" else QColor("#ffffff"))
            painter.drawRect(box)
            text(painter, box, label, min(11.0, bw * 0.42), False, "ink", CENTER)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            if state in ("ring", "ringcross", "fill"):
                painter.setPen(QPen(QColor("#c0392b"), 1.8))
                side = min(bw, bh) - 3
                painter.drawEllipse(box.center(), side / 2, side / 2)
            if state == "fill":
                painter.setBrush(QColor(59, 54, 49, 200))
                side = min(bw, bh) - 6
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawEllipse(box.center(), side / 2, side / 2)
            if state in ("cross", "ringcross"):
                painter.setPen(QPen(PENCIL, 1.8))
                painter.drawLine(box.topLeft() + QPointF(3, 3), box.bottomRight() - QPointF(3, 3))
                painter.drawLine(box.topRight() + QPointF(-3, 3), box.bottomLeft() + QPointF(3, -3))
        bar = QPen(QColor("#1d1d1f"), 3.5)
        bar.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(bar)
        for k in row.bars:  # from the boxes' top down, never through the caption's words above
            x = area.left() + (k + 1) * bw
            painter.drawLine(QPointF(x, top), QPointF(x, top + bh + 3))


@dataclass(frozen=True)
class CellLook:
    label: str = ""


class RLCellItem(TableItem):
    """A transparent square over the large grid: what a click, a highlight and the focus ring use."""

    def __init__(self, look: CellLook, side: float, key: Hashable | None = None):
        super().__init__(side, side, look, key)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        pass


@dataclass(frozen=True)
class PreviewLook:
    cells: tuple[tuple[int, int], ...] = ()
    rect: tuple[int, int, int, int] | None = None
    ok: bool = True
    cell: float = 40.0


class RLPreviewItem(TableItem):
    """The block or rectangle under the cursor: green (solid) where it may go, red (crossed) where not."""

    def __init__(self, look: PreviewLook, width: float, height: float):
        super().__init__(width, height, look, None)
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        look: PreviewLook = self.look
        c = look.cell
        colour = QColor(40, 170, 70) if look.ok else QColor(210, 50, 40)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(colour)
        fill.setAlpha(110)
        for x, y in look.cells:
            box = QRectF(x * c + 2, y * c + 2, c - 4, c - 4)
            painter.setPen(QPen(colour, 3))
            painter.setBrush(fill)
            painter.drawRect(box)
            if not look.ok:
                painter.drawLine(box.topLeft(), box.bottomRight())
                painter.drawLine(box.topRight(), box.bottomLeft())
        if look.rect is not None:
            x, y, w, h = look.rect
            painter.setPen(QPen(colour, 4, Qt.PenStyle.DashLine if look.ok else Qt.PenStyle.SolidLine))
            painter.setBrush(fill)
            painter.drawRect(QRectF(x * c + 3, y * c + 3, w * c - 6, h * c - 6))


BUTTON_FONT = 15.0  # a tool's words: at the fitted zoom of a 1280 x 720 window about 11 px


@dataclass(frozen=True)
class ButtonLook:
    text: str
    active: bool = False
    shape: tuple[tuple[int, int], ...] = ()  # a small picture of the block this button chooses
    dark: bool = False  # the black die's block


class RLButtonItem(TableItem):
    """A tool on the table (the die whose block to draw, rotate, mirror, plan a room)."""

    def __init__(self, look: ButtonLook, width: float, height: float, key: Hashable | None = None):
        super().__init__(width, height, look, key)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        look: ButtonLook = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rounded(
            painter,
            rect.adjusted(1, 1, -1, -1),
            QColor("#fff4c2") if look.active else QColor("#ffffff"),
            "ink",
            3.0 if look.active else 1.0,
            6,
        )
        left = 8.0
        if look.shape:
            c = 7.0  # a small picture: the words beside it keep their size
            top = (rect.height() - c * (max(y for _, y in look.shape) + 1)) / 2
            for x, y in look.shape:
                painter.setPen(QPen(QColor("#1d1d1f"), 0.8))
                painter.setBrush(QColor("#2b2b2e") if look.dark else QColor("#9a8f78"))
                painter.drawRect(QRectF(left + x * c, top + y * c, c, c))
            left += c * (max(x for x, _ in look.shape) + 1) + 6
        if look.active:
            text(painter, QRectF(rect.width() - 22, 2, 18, 18), "✓", BUTTON_FONT, True, "ink")
        fitted_text(
            painter,
            QRectF(left, 2, rect.width() - left - 18, rect.height() - 4),
            look.text,
            BUTTON_FONT,
            look.active,
            "ink",
            LEFT,
        )


LEVEL_GUTTER = 26.0  # left of a level row's words: a last-move mark's badge sits there, off them
LEVEL_COLUMNS = (0.5, 0.17, 0.13, 0.2)  # who, development, items, interception points (of the words' width)


@dataclass(frozen=True)
class LevelRowLook:
    """One line of the interception panel: a level of the dungeon (or the columns' captions)."""

    cells: tuple[str, ...]  # per column of LEVEL_COLUMNS
    size: float = 16  # at the fitted zoom of a 1280 x 720 window still 11 px or more
    current: bool = False  # the level the adventurer explores now
    words: str = ""  # the whole line in words, for the preview on hover


class RLLevelRowItem(TableItem):
    """A level of the interception as a row of a small table: who, development, items, points."""

    def __init__(self, look: LevelRowLook, width: float, height: float, key: Hashable | None = None):
        super().__init__(width, height, look, key)

    def words(self) -> str:
        look: LevelRowLook = self.look
        return look.words or "  ".join(look.cells)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        look: LevelRowLook = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if look.current:
            rounded(painter, rect.adjusted(1, 1, -1, -1), QColor(255, 244, 194, 60), None, radius=6)
        x, width = LEVEL_GUTTER, rect.width() - LEVEL_GUTTER - 8
        for i, (cell, share) in enumerate(zip(look.cells, LEVEL_COLUMNS, strict=False)):
            box = QRectF(x, 0, width * share - 6, rect.height())
            fitted_text(painter, box, cell, look.size, look.current, "zone_title", LEFT if i == 0 else RIGHT)
            x += width * share
