"""The board as squares and sectors: what stands where, emptiness, fog, sectors, areas.

Squares are (x, y), x from the west, y from the north. A `Board` is built per state (cheap: it
indexes the figures once) and answers every "what is on this square" question of the rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any, Literal, cast

from .content import BoardDef, Content, load_content
from .models import Cell, GameState, Monster, Structure

STEP: dict[str, tuple[int, int]] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
LEFT_OF = {"N": "W", "W": "S", "S": "E", "E": "N"}  # a figure's own left (LS-A6)
RIGHT_OF = {v: k for k, v in LEFT_OF.items()}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
Sector = tuple[int, int]


def as_cell(c: Iterable[int]) -> Cell:
    """A square given as any pair of ints (an action's tuple, a list from a file) as a Cell."""
    x, y = c
    return (x, y)


def content() -> Content:
    return load_content()


def board_def(state: GameState) -> BoardDef:
    return content().boards[state.board]


def step(cell: Cell, direction: str, n: int = 1) -> Cell:
    dx, dy = STEP[direction]
    return (cell[0] + dx * n, cell[1] + dy * n)


def orthogonal(cell: Cell) -> list[Cell]:
    x, y = cell
    return [(x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)]


def ring(cell: Cell) -> list[Cell]:
    """The 8 squares around `cell`."""
    x, y = cell
    return [(x + dx, y + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dx or dy]


def area(cells: Iterable[Cell]) -> set[Cell]:
    """LS-2.7: the squares orthogonally or diagonally next to an object's squares, not its own."""
    own = set(cells)
    return {n for c in own for n in ring(c)} - own


def footprint(cell: Cell, size: tuple[int, int] = (1, 1)) -> list[Cell]:
    return [(cell[0] + i, cell[1] + j) for j in range(size[1]) for i in range(size[0])]


@lru_cache(maxsize=4096)
def _footprint(cell: Cell, size: tuple[int, int]) -> tuple[Cell, ...]:
    return tuple(footprint(cell, size))


# -- the printed board --------------------------------------------------------------------------


def inside(bd: BoardDef, cell: Cell) -> bool:
    return 0 <= cell[0] < bd.width and 0 <= cell[1] < bd.height


class BoardTables:
    """A printed board's squares looked up at once (the rules ask for them hundreds of thousands
    of times a night): the terrain and the sector of every square, and per sector its squares a
    sector range reaches. Filled when first asked (`tables`)."""

    def __init__(self, bd: BoardDef) -> None:
        self.terrain: dict[Cell, str] = {(x, y): bd.rows[y][x] for y in range(bd.height) for x in range(bd.width)}
        self.sector: dict[Cell, Sector | None] = {c: _sector_of(bd, c, t) for c, t in self.terrain.items()}
        self.sector_range: dict[Sector, list[Cell]] = {}
        self.areas: dict[tuple[str, Cell, str], list[Cell]] = {}  # the targeting's attack areas on the board


_TABLES: dict[int, tuple[BoardDef, BoardTables]] = {}


_LAST: list[tuple[Any, Any]] = [(None, None)]  # the board asked last, with its tables (one tuple: threads)


def tables(bd: BoardDef) -> BoardTables:
    last = _LAST[0]
    if last[0] is bd:  # the board of the night being played, nearly always
        return cast(BoardTables, last[1])
    entry = _TABLES.get(id(bd))
    if entry is None or entry[0] is not bd:  # a new board (the id of a board gone is reused)
        if len(_TABLES) > 64:
            _TABLES.clear()  # boards built by tests: keep the cache small
        entry = _TABLES[id(bd)] = (bd, BoardTables(bd))
    _LAST[0] = entry
    return entry[1]


def terrain(bd: BoardDef, cell: Cell) -> str:
    """The board character of `cell` ('#' outside the board: nothing can go there)."""
    try:
        return tables(bd).terrain.get(cell, "#")
    except TypeError:  # a square given as a list
        return terrain(bd, as_cell(cell))


def in_fog(bd: BoardDef, cell: Cell) -> bool:
    return terrain(bd, cell) == "~"


def arrow(bd: BoardDef, cell: Cell) -> str:
    """The virtual arrow of a square (D-2): 'N'/'E'/'S'/'W', '.' where none."""
    if not inside(bd, cell):
        return "."
    return bd.arrows[cell[1]][cell[0]]


def sector_of(bd: BoardDef, cell: Cell) -> Sector | None:
    """LS-2.1/LS-3.1: the sector a square belongs to; None for the fog, the cliff band and off board."""
    try:
        return tables(bd).sector[cell]
    except (KeyError, TypeError):  # off the board, or a square given as a list
        cell = as_cell(cell)
        return _sector_of(bd, cell, terrain(bd, cell))


def _sector_of(bd: BoardDef, cell: Cell, ground: str) -> Sector | None:
    """The sector of `cell`, whose terrain is `ground`."""
    if ground == "~":
        return None
    sx = (cell[0] - bd.origin[0]) // bd.sector_size
    sy = (cell[1] - bd.origin[1]) // bd.sector_size
    if 0 <= sx < bd.sectors[0] and 0 <= sy < bd.sectors[1] and cell[0] >= bd.origin[0] and cell[1] >= bd.origin[1]:
        return (sx, sy)
    return None


def sector_cells(bd: BoardDef, sector: Sector) -> list[Cell]:
    x0 = bd.origin[0] + sector[0] * bd.sector_size
    y0 = bd.origin[1] + sector[1] * bd.sector_size
    return [(x0 + i, y0 + j) for j in range(bd.sector_size) for i in range(bd.sector_size)]


def all_sectors(bd: BoardDef) -> list[Sector]:
    return [(sx, sy) for sy in range(bd.sectors[1]) for sx in range(bd.sectors[0])]


def adjacent_sectors(bd: BoardDef, sector: Sector) -> set[Sector]:
    """LS-2.3 (edge-sharing only) and LS-2.6 (the magic-circle sector touches every town sector)."""
    sx, sy = sector
    result = {
        (sx + dx, sy + dy) for dx, dy in STEP.values() if 0 <= sx + dx < bd.sectors[0] and 0 <= sy + dy < bd.sectors[1]
    }
    town = set(bd.town)
    if sector == bd.circle_sector:
        result |= town - {sector}
    elif sector in town:
        result.add(bd.circle_sector)
    return result


def far_sectors(bd: BoardDef, sector: Sector) -> set[Sector]:
    """LS-2.4: sharing an edge with an adjacent sector, neither current nor adjacent."""
    near = adjacent_sectors(bd, sector)
    far: set[Sector] = set()
    for s in near:
        far |= adjacent_sectors(bd, s)
    return far - near - {sector}


def sectors_for(bd: BoardDef, sector: Sector, which: str) -> set[Sector]:
    """The sectors a sector range icon allows from `sector` (LS-22.1 to LS-22.5)."""
    result: set[Sector] = set()
    if "current" in which:
        result.add(sector)
    if "adjacent" in which:
        result |= adjacent_sectors(bd, sector)
    if "far" in which:
        result |= far_sectors(bd, sector)
    return result


def in_town(bd: BoardDef, cell: Cell) -> bool:
    """LS-11.4/LS-A15: the square is in one of the town's sectors."""
    return sector_of(bd, cell) in set(bd.town)


def half(bd: BoardDef, cell: Cell) -> Literal["left", "right"]:
    """LS-12.13: the board's left or right half (board-relative, LS-A6)."""
    split = bd.half_split_x if bd.half_split_x is not None else bd.width // 2
    return "left" if cell[0] < split else "right"


@lru_cache(maxsize=16)
def _circle_centre(board_id: str) -> tuple[float, float]:
    bd = content().boards[board_id]
    xs = [c[0] for c in bd.magic_circle]
    ys = [c[1] for c in bd.magic_circle]
    return (sum(xs) / len(xs), sum(ys) / len(ys))


def circle_centre(bd: BoardDef) -> tuple[float, float]:
    return _circle_centre(bd.id)


def distance_to_circle(bd: BoardDef, cell: Cell) -> float:
    cx, cy = circle_centre(bd)
    return abs(cell[0] - cx) + abs(cell[1] - cy)


# -- what stands where --------------------------------------------------------------------------


class Board:
    """The state's figures and structures indexed by square (build one per question batch; it is
    not updated when the state changes)."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.bd = board_def(state)
        self.kinds = content().structures
        self.monster_types = content().monsters
        self.heroes: dict[Cell, int] = {}
        self.monsters: dict[Cell, Monster] = {}
        self.structures: dict[Cell, Structure] = {}
        self.circle: set[Cell] = set(self.bd.magic_circle)
        self.ground = tables(self.bd).terrain  # square -> board character (none off the board)
        for h in state.heroes:
            if h.cell is not None and not h.dead and h.in_play:
                self.heroes[h.cell] = h.index
        for m in state.monsters:
            if m.on_cliff:
                continue
            for c in self.monster_cells(m):
                self.monsters[c] = m
        for s in state.structures:
            for c in s.cells:
                self.structures[c] = s

    def monster_cells(self, m: Monster) -> Sequence[Cell]:
        size = self.monster_types[m.kind].size
        try:
            return _footprint(m.cell, size)
        except TypeError:  # a square given as a list
            return footprint(m.cell, size)

    def structure_at(self, cell: Cell) -> Structure | None:
        return self.structures.get(cell)

    def is_obstacle_structure(self, cell: Cell) -> bool:
        s = self.structures.get(cell)
        return s is not None and self.kinds[s.kind].obstacle

    def empty(self, cell: Cell) -> bool:
        """LS-3.2: no object on the square (terrain obstacles, structures that are obstacles,
        figures, the magic circle). Warp gates leave a square empty (LS-3.5, LS-A41). Fog and
        open ground without objects are empty; the cliff and low obstacles are not."""
        t = self.ground.get(cell, "#")
        if t in "#oT":
            return False
        if cell in self.circle or cell in self.heroes or cell in self.monsters:
            return False
        return not self.is_obstacle_structure(cell)

    def hero_at(self, cell: Cell) -> int | None:
        return self.heroes.get(cell)

    def monster_at(self, cell: Cell) -> Monster | None:
        return self.monsters.get(cell)

    def low_obstacle(self, cell: Cell) -> bool:
        """LS-3.4/LS-4.8: a rock or fence on the board, or a structure marked low (wooden barricade)."""
        if terrain(self.bd, cell) == "o":
            return True
        s = self.structures.get(cell)
        return s is not None and self.kinds[s.kind].low
