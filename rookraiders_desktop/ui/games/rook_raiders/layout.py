"""Where the parts of the Rook & Raiders table go, for every seat count (no Qt here).

The central area is a set of blocks (the command row, the dice, the cards for sale, the piles...)
flowed into rows of a chosen width; the player areas form a grid of one or two columns. The
central area goes above the grid or beside it, at the width that draws the table largest in a
table pane of a 16:9 screen beside the side pane (`PANE`); a player area has its gold, honour and
hand under its board or right of its castle (`PlayerShape`). So one board gets a wide central area
above it (its hand beside the castle), two boards are stacked beside the central area as a column,
three are stacked (hands beside) beside it too, four form a 2x2 grid under a wide central area.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

PANE = (893.0, 680.0)  # the table pane at 1280x720 (about the same shape at 1920x1080)
GAP = 24.0  # between the central area and the player areas, and around the table
BLOCK_GAP_X, BLOCK_GAP_Y = 22.0, 12.0
CENTRAL_TOP = 40.0  # the central area's title band
CENTRAL_PAD = 14.0
SLOT_W = 72.0  # a small card (a pile) and its gap
SLOT_H = 92.0
CAPTION = 18.0  # a block's caption above its cards
MARKED_CAPTION = 34.0  # above cards that take highlights and last-move marks: clear of their badges


@dataclass(frozen=True)
class Block:
    """A part of the central area: `width` x `height`; a grid of `slots` small cards (a row of piles)
    has as many columns as its row's width allows, and its height follows."""

    name: str
    width: float
    height: float
    slots: int = 0
    caption: float = CAPTION

    def shaped(self, room: float) -> tuple[float, float, int]:
        """(width, height, columns) within `room`."""
        if not self.slots:
            return self.width, self.height, 0
        rows = math.ceil(self.slots / max(1, min(self.slots, int((room + 1e-6) // SLOT_W))))
        columns = math.ceil(self.slots / rows)  # rows as even as they go: 4 + 3, not 6 + 1
        return columns * SLOT_W, self.caption + rows * SLOT_H, columns


@dataclass(frozen=True)
class PlayerShape:
    """A player area's size; `beside`: its gold, honour and hand lie right of the castle, not
    under the board."""

    width: float
    height: float
    beside: bool


@dataclass
class Layout:
    """Scene positions: each central block's top left and its grid's columns, each seat's area's
    top left and shape, and the whole table's size (the central area at 0, 0)."""

    shape: PlayerShape
    central_w: float = 0.0
    central_h: float = 0.0
    blocks: dict[str, tuple[float, float, int]] = field(default_factory=dict)
    players: list[tuple[float, float]] = field(default_factory=list)
    width: float = 0.0
    height: float = 0.0

    def scale(self) -> float:
        """How large the table is drawn when fitted into `PANE`."""
        return min(PANE[0] / (self.width + 2 * GAP), PANE[1] / (self.height + 2 * GAP))

    def fill(self) -> float:
        """How much of `PANE` the fitted table covers (1: no empty band)."""
        return self.scale() ** 2 * (self.width + 2 * GAP) * (self.height + 2 * GAP) / (PANE[0] * PANE[1])


def flow(blocks: list[Block], width: float) -> tuple[dict[str, tuple[float, float, int]], float]:
    """Place `blocks` in order, left to right, into rows `width` wide; returns their positions
    (relative to the central area) and the central area's height (infinite: a block is wider)."""
    room = width - 2 * CENTRAL_PAD
    placed: dict[str, tuple[float, float, int]] = {}
    x, y, row_h = 0.0, CENTRAL_TOP, 0.0
    for block in blocks:
        w, h, columns = block.shaped(room - x)
        if x > 0 and (x + w > room + 1e-6 or h > block.shaped(room)[1]):  # the next row (a grid not squeezed)
            x, y, row_h = 0.0, y + row_h + BLOCK_GAP_Y, 0.0
            w, h, columns = block.shaped(room)
        if w > room + 1e-6:
            return placed, math.inf
        placed[block.name] = (CENTRAL_PAD + x, y, columns)
        x += w + BLOCK_GAP_X
        row_h = max(row_h, h)
    return placed, y + row_h + CENTRAL_PAD


def arrange(players: int, blocks: list[Block], shapes: list[PlayerShape]) -> Layout:
    """The layout that draws the table largest in `PANE`, among the central area above the player
    areas or beside them, at a few widths, with the player areas of either shape in one or two
    columns."""
    best: Layout | None = None
    for shape, columns in [(s, c) for s in shapes for c in sorted({1, min(2, players)})]:
        rows = math.ceil(players / columns)
        grid_w = columns * shape.width + (columns - 1) * GAP
        grid_h = rows * shape.height + (rows - 1) * GAP
        for width in [grid_w * (1 + k / 8) for k in range(9)]:  # above: as wide as the grid or wider
            best = _larger(best, _above(players, blocks, width, columns, grid_w, shape))
        for width in [480 + 40 * k for k in range(16)]:  # beside, on the left
            best = _larger(best, _beside(players, blocks, width, columns, grid_h, shape))
    assert best is not None
    return best


def _larger(best: Layout | None, candidate: Layout) -> Layout:
    """The larger drawn; of two as large, the one filling more of the pane (less empty band)."""
    if best is None:
        return candidate
    return (
        candidate if (round(candidate.scale(), 3), candidate.fill()) > (round(best.scale(), 3), best.fill()) else best
    )


def _seat_origins(players: int, columns: int, x: float, y: float, w: float, h: float) -> list[tuple[float, float]]:
    return [(x + (s % columns) * (w + GAP), y + (s // columns) * (h + GAP)) for s in range(players)]


def _above(players: int, blocks: list[Block], width: float, columns: int, grid_w: float, shape: PlayerShape) -> Layout:
    placed, central_h = flow(blocks, width)
    rows = math.ceil(players / columns)
    left = (width - grid_w) / 2
    origins = _seat_origins(players, columns, left, central_h + GAP, shape.width, shape.height)
    height = central_h + GAP + rows * shape.height + (rows - 1) * GAP
    return Layout(shape, width, central_h, placed, origins, width, height)


def _beside(players: int, blocks: list[Block], width: float, columns: int, grid_h: float, shape: PlayerShape) -> Layout:
    placed, central_h = flow(blocks, width)
    central_h = max(central_h, grid_h)  # the column runs the grid's whole height
    origins = _seat_origins(players, columns, width + GAP, 0, shape.width, shape.height)
    table_w = width + GAP + columns * shape.width + (columns - 1) * GAP
    return Layout(shape, width, central_h, placed, origins, table_w, central_h)
