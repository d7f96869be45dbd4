"""Geometry of a Roguelight sheet: block and rectangle placement rules (RL-4, RL-5, RL-16.3), block
shapes (RL-4.9, RL-7.13), the floor, rooms, passages and scoring rooms (RL-9, RL-16.8 to RL-16.17).

Pure functions over a Sheet and its MapDef. `block_problem` / `rect_problem` return the broken
rule as (clause, English template) or None; the move generators use the same checks, and the
tests check every rule again independently.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from itertools import pairwise
from typing import NamedTuple

from ...core.i18n import QT_TRANSLATE_NOOP
from .content import MapDef, load_content
from .models import Rect, Room, Sheet, SheetScore

Cell = tuple[int, int]
Problem = tuple[str, str]  # (clause, English template)

NEIGHBOURS = ((1, 0), (-1, 0), (0, 1), (0, -1))


# --- shapes -----------------------------------------------------------------------------------


def normalise(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    cells = list(cells)
    mx = min(x for x, _ in cells)
    my = min(y for _, y in cells)
    return tuple(sorted((x - mx, y - my) for x, y in cells))


@cache
def orientations(shape: tuple[Cell, ...]) -> tuple[tuple[Cell, ...], ...]:
    """RL-4.9: every rotation and reflection of a shape, without repeats."""
    out: list[tuple[Cell, ...]] = []
    cells = list(shape)
    for mirror in (False, True):
        cur = [(-x, y) for x, y in cells] if mirror else cells
        for _ in range(4):
            cur = [(y, -x) for x, y in cur]
            n = normalise(cur)
            if n not in out:
                out.append(n)
    return tuple(out)


@cache
def polyominoes(size: int) -> tuple[tuple[Cell, ...], ...]:
    """RL-7.13: every orthogonally connected shape of `size` squares (fixed: each orientation apart)."""
    shapes: set[tuple[Cell, ...]] = {((0, 0),)}
    for _ in range(size - 1):
        grown: set[tuple[Cell, ...]] = set()
        for s in shapes:
            for x, y in s:
                for dx, dy in NEIGHBOURS:
                    c = (x + dx, y + dy)
                    if c not in s:
                        grown.add(normalise((*s, c)))
        shapes = grown
    return tuple(sorted(shapes))


def face_shape(face: int) -> tuple[Cell, ...]:
    return normalise(tuple(tuple(c) for c in load_content().rules.shapes[str(face)]))  # type: ignore[misc]


def connected(cells: Iterable[Cell]) -> bool:
    cells = set(cells)
    if not cells:
        return False
    start = next(iter(cells))
    seen = {start}
    todo = [start]
    while todo:
        x, y = todo.pop()
        for dx, dy in NEIGHBOURS:
            c = (x + dx, y + dy)
            if c in cells and c not in seen:
                seen.add(c)
                todo.append(c)
    return len(seen) == len(cells)


# --- the sheet as a grid ----------------------------------------------------------------------


class Masks(NamedTuple):
    """A sheet's squares as bitmasks (bit y * width + x)."""

    regions: dict[int, int]  # where a block may lie: -1 outside every rectangle, i rectangle i's interior; free
    beside_filled: int  # squares sharing an edge with a filled one (RL-4.11)
    beside_any: int  # ... with a filled one or a dotted rectangle's (RL-4.10)
    filled: int
    rects: int  # the squares of every dotted rectangle, borders included


class Grid:
    """A fast read-only picture of a sheet: filled squares and dotted-rectangle membership."""

    def __init__(self, m: MapDef, sheet: Sheet) -> None:
        self.m = m
        self.w = m.width
        self.h = m.height
        self.filled = set(sheet.filled)
        self.rects = sheet.rects
        self.member = [-1] * (self.w * self.h)  # cell index -> rect index (-1: outside every rect)
        for i, r in enumerate(sheet.rects):
            for x, y in r.cells():
                self.member[y * self.w + x] = i

        self._masks: Masks | None = None

    def masks(self) -> Masks:
        """The placement rules as bitmasks, for the move generators (the same rules as
        block_problem and rect_problem)."""
        if self._masks is None:
            w, h = self.w, self.h
            board = (1 << (w * h)) - 1
            filled = sum(1 << i for i in self.filled if 0 <= i < w * h)
            regions: dict[int, int] = {}
            rects = 0
            for i, r in enumerate(self.rects):
                rects |= _box(w, r.x, r.y, r.w, r.h)
                regions[i] = _box(w, r.x + 1, r.y + 1, r.w - 2, r.h - 2) & ~filled
            regions[-1] = board & ~rects & ~filled
            self._masks = Masks(regions, _beside(filled, w, h), _beside(filled | rects, w, h), filled, rects)
        return self._masks

    def inside(self, x: int, y: int) -> bool:
        return 0 <= x < self.w and 0 <= y < self.h

    def idx(self, x: int, y: int) -> int:
        return y * self.w + x

    def is_filled(self, x: int, y: int) -> bool:
        return self.idx(x, y) in self.filled

    def rect_of(self, x: int, y: int) -> int:
        return self.member[y * self.w + x]


def block_problem(g: Grid, cells: Iterable[Cell]) -> Problem | None:
    """The placement rules of every block (RL-4.10 to RL-4.15). None: the block may go there."""
    cells = list(cells)
    if not cells or len(set(cells)) != len(cells):
        return ("RL-4.6", QT_TRANSLATE_NOOP("Roguelight", "That is not a block"))
    for x, y in cells:
        if not g.inside(x, y):
            return ("RL-4.6", QT_TRANSLATE_NOOP("Roguelight", "The block must lie inside the map"))
    for x, y in cells:
        if g.is_filled(x, y):
            return ("RL-4.14", QT_TRANSLATE_NOOP("Roguelight", "A block may not overlap a filled square"))
    inside = {g.rect_of(x, y) for x, y in cells}
    if len(inside) > 1:
        return ("RL-4.15", QT_TRANSLATE_NOOP("Roguelight", "A block may not cross a dotted line"))
    r = inside.pop()
    if r >= 0:
        rect = g.rects[r]
        for x, y in cells:
            if x in (rect.x, rect.x + rect.w - 1) or y in (rect.y, rect.y + rect.h - 1):
                return (
                    "RL-4.12",
                    QT_TRANSLATE_NOOP("Roguelight", "A block may not touch a dotted rectangle from the inside"),
                )
    own = set(cells)
    for x, y in cells:
        for dx, dy in NEIGHBOURS:
            nx, ny = x + dx, y + dy
            if (nx, ny) in own or not g.inside(nx, ny):  # RL-4.13: the outer wall does not count
                continue
            if g.is_filled(nx, ny):  # RL-4.11: the filled entrances are filled squares
                return None
            if r < 0 and g.rect_of(nx, ny) >= 0:  # touching a dotted rectangle from the outside
                return None
    return (
        "RL-4.10",
        QT_TRANSLATE_NOOP(
            "Roguelight",
            "A block must share an edge with a filled square or a dotted rectangle "
            "(the outer wall alone is not enough)",
        ),
    )


def block_placements(g: Grid, shapes: Iterable[tuple[Cell, ...]]) -> list[tuple[Cell, ...]]:
    """Every position of the given shapes where block_problem finds nothing, in the order: shape,
    then row, then column (each cell set once). Shapes are normalised (sorted, touching 0 and 0).

    The grid's rules as bitmasks (bit y * width + x): a shape fits at base b when every cell
    b + offset lies in one region (outside the rectangles, or one rectangle's interior) and one of
    them touches what that region needs (RL-4.10, RL-4.11), so each test is an AND or an OR of
    whole boards shifted by the shape's offsets."""
    masks = g.masks()
    w, h = g.w, g.h
    out: list[tuple[Cell, ...]] = []
    done: set[tuple[Cell, ...]] = set()
    for shape in shapes:
        shape = tuple(shape)
        if shape in done:
            continue
        done.add(shape)
        offsets, fits, cells_at = _shape_table(shape, w, h)
        good = 0
        for region, free in masks.regions.items():
            bases = fits
            for o in offsets:
                bases &= free >> o
            if bases:
                touch = masks.beside_any if region < 0 else masks.beside_filled
                touching = 0
                for o in offsets:
                    touching |= touch >> o
                good |= bases & touching
        out += [cells_at[base] for base in _bits(good)]
    return out


@cache
def _shape_table(shape: tuple[Cell, ...], w: int, h: int) -> tuple[list[int], int, dict[int, tuple[Cell, ...]]]:
    """A shape on a w x h grid: its cells' offsets, the bitmask of the bases where it fits, and
    its cells at each of them."""
    sw = max(x for x, _ in shape) + 1
    sh = max(y for _, y in shape) + 1
    cells_at = {
        y0 * w + x0: tuple((x0 + x, y0 + y) for x, y in shape) for y0 in range(h - sh + 1) for x0 in range(w - sw + 1)
    }
    return [y * w + x for x, y in shape], _bases(w, h, sw, sh), cells_at


def _bits(mask: int) -> list[int]:
    """The set bits of `mask`, lowest first."""
    if mask.bit_count() * 5 > mask.bit_length():  # dense: reading the binary digits is quicker
        return [i for i, digit in enumerate(bin(mask)[:1:-1]) if digit == "1"]
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _box(w: int, x: int, y: int, bw: int, bh: int) -> int:
    """The bitmask of a box of squares (empty when bw or bh is not positive)."""
    if bw <= 0 or bh <= 0:
        return 0
    row = ((1 << bw) - 1) << x
    return sum(row << ((y + j) * w) for j in range(bh))


def _beside(mask: int, w: int, h: int) -> int:
    """The squares sharing an edge with a square of `mask` (none across the map's edge)."""
    not_left = _bases(w, h, 2, 1)  # every column but the last: may step right
    not_right = not_left << 1  # every column but the first: may step left
    board = (1 << (w * h)) - 1
    return (((mask & not_left) << 1) | ((mask & not_right) >> 1) | (mask << w) | (mask >> w)) & board


@cache
def _bases(w: int, h: int, sw: int, sh: int) -> int:
    """The bitmask of the squares where a shape sw wide and sh tall may have its corner."""
    return sum(1 << (y * w + x) for y in range(h - sh + 1) for x in range(w - sw + 1))


def rect_problem(g: Grid, rect: Rect, size: int | None = None, max_size: int | None = None) -> Problem | None:
    """The rules of a dotted rectangle (RL-5.2 to RL-5.7, RL-16.3; Ambiguities 8)."""
    if rect.w < 2 or rect.h < 2:
        return ("RL-5.3", QT_TRANSLATE_NOOP("Roguelight", "A planned room must be at least 2 squares wide and 2 tall"))
    if size is not None and rect.w * rect.h != size:
        return (
            "RL-5.2",
            QT_TRANSLATE_NOOP("Roguelight", "The rectangle must have exactly as many squares as the dice sum"),
        )
    if max_size is not None and rect.w * rect.h > max_size:
        return ("RL-7.12", QT_TRANSLATE_NOOP("Roguelight", "This rectangle may have at most 12 squares"))
    if rect.x < 0 or rect.y < 0 or rect.x + rect.w > g.w or rect.y + rect.h > g.h:
        return ("RL-5.3", QT_TRANSLATE_NOOP("Roguelight", "The rectangle must lie inside the map"))
    cells = rect.cells()
    for x, y in cells:
        if g.is_filled(x, y):
            return ("RL-5.2", QT_TRANSLATE_NOOP("Roguelight", "A planned room may not enclose a filled square"))
        if g.rect_of(x, y) >= 0:
            return (
                "RL-5.6",
                QT_TRANSLATE_NOOP("Roguelight", "A planned room may not overlap another dotted rectangle"),
            )
    touches_filled = False
    for x, y in cells:
        for dx, dy in NEIGHBOURS:
            nx, ny = x + dx, y + dy
            if rect.contains(nx, ny) or not g.inside(nx, ny):
                continue
            if g.rect_of(nx, ny) >= 0:
                return (
                    "RL-5.6",
                    QT_TRANSLATE_NOOP(
                        "Roguelight", "A planned room may not share an edge with another dotted rectangle"
                    ),
                )
            if g.is_filled(nx, ny):
                touches_filled = True
    if not touches_filled:
        return (
            "RL-5.5",
            QT_TRANSLATE_NOOP(
                "Roguelight",
                "A planned room must share an edge with a filled square (the outer wall alone is not enough)",
            ),
        )
    for lm in g.m.large_monsters:  # RL-16.3
        inside = sum(1 for x, y in lm.cells if rect.contains(x, y))
        if 0 < inside < len(lm.cells):
            return (
                "RL-16.3",
                QT_TRANSLATE_NOOP("Roguelight", "A dotted rectangle may not enclose only part of a large monster"),
            )
    return None


def rect_positions(g: Grid, sizes: Iterable[tuple[int, int]]) -> list[tuple[int, int, int, int]]:
    """Every (x, y, w, h) of the given sizes (each at least 2x2) where rect_problem finds nothing
    (no size limit), in the order: size, then row, then column. Each rule is an AND or an OR of
    whole boards shifted by the rectangle's offsets (bitmasks, as in block_placements)."""
    w, h = g.w, g.h
    masks = g.masks()
    free = ~(masks.filled | masks.rects)
    large = [(lm.cells, len(lm.cells)) for lm in g.m.large_monsters]
    out = []
    for rw, rh in sizes:
        if rw < 2 or rh < 2:
            continue
        bases = _bases(w, h, rw, rh)
        for j in range(rh):  # RL-5.2, RL-5.6: nothing filled inside, no other rectangle
            for i in range(rw):
                bases &= free >> (j * w + i)
        beside_rect = beside_filled = 0
        for offsets, where in _rect_sides(w, h, rw, rh):  # the outer wall does not count
            rects = filled = 0
            for o in offsets:
                rects |= masks.rects >> o if o >= 0 else masks.rects << -o
                filled |= masks.filled >> o if o >= 0 else masks.filled << -o
            beside_rect |= rects & where
            beside_filled |= filled & where
        for base in _bits(bases & ~beside_rect & beside_filled):  # RL-5.6, RL-5.5
            y, x = divmod(base, w)
            if all(  # RL-16.3
                not 0 < sum(1 for cx, cy in cells if x <= cx < x + rw and y <= cy < y + rh) < n for cells, n in large
            ):
                out.append((x, y, rw, rh))
    return out


@cache
def _rect_sides(w: int, h: int, rw: int, rh: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """The four sides just outside a rw x rh rectangle: per side, its squares' offsets from the
    rectangle's corner and the bitmask of the corners where that side lies inside the map."""
    fits = _bases(w, h, rw, rh)
    first_row = (1 << w) - 1
    first_column = sum(1 << (y * w) for y in range(h))
    last_column = first_column << (w - 1)
    return (
        (tuple(-w + i for i in range(rw)), fits & ~first_row),  # above
        (tuple(rh * w + i for i in range(rw)), fits & ~(first_row << ((h - rh) * w))),  # below
        (tuple(j * w - 1 for j in range(rh)), fits & ~first_column),  # left
        (tuple(j * w + rw for j in range(rh)), fits & ~(last_column >> (rw - 1))),  # right
    )


def rect_shapes(size: int) -> list[tuple[int, int]]:
    """RL-5.4: the (w, h) of the rectangles of exactly `size` squares, at least 2x2."""
    return [(w, size // w) for w in range(2, size // 2 + 1) if size % w == 0 and size // w >= 2]


# --- monsters ---------------------------------------------------------------------------------


def large_at(m: MapDef) -> dict[Cell, str]:
    return {tuple(c): lm.id for lm in m.large_monsters for c in lm.cells}  # type: ignore[misc]


def monsters_in(m: MapDef, sheet: Sheet, cells: Iterable[Cell], filled: set[int] | None = None) -> dict[str, int]:
    """Unfilled monsters among `cells` by kind ("b", "g", "h", "t"); a large monster counts as 1
    of its kind (Ambiguities 6). Items under "i"."""
    filled = set(sheet.filled) if filled is None else filled
    counts = {"b": 0, "g": 0, "h": 0, "t": 0, "i": 0}
    seen_large: set[str] = set()
    large = large_at(m)
    kinds = {"blue": "b", "green": "g", "ghost": "h", "bat": "t"}
    for x, y in cells:
        if y * m.width + x in filled:
            continue
        lid = large.get((x, y))
        if lid is not None:
            if lid not in seen_large and lid not in sheet.large_filled:
                seen_large.add(lid)
                counts[kinds[next(big.kind for big in m.large_monsters if big.id == lid)]] += 1
            continue
        ch = m.char(x, y)
        if ch in counts:
            counts[ch] += 1
    return counts


def monster_count(counts: dict[str, int]) -> int:
    return counts["b"] + counts["g"] + counts["h"] + counts["t"]


# --- floor, rooms, scoring (RL-9) -------------------------------------------------------------


def floor_cells(m: MapDef, filled: set[int], entrance: Cell, exit_cell: Cell) -> set[int]:
    """RL-9.3, Ambiguities 14: the unfilled squares joined (orthogonally) to both the entrance and
    the exit; empty when they are not joined (RL-9.4)."""
    w = m.width
    start = entrance[1] * w + entrance[0]
    goal = exit_cell[1] * w + exit_cell[0]
    if start in filled or goal in filled:
        return set()
    seen = {start}
    todo = [start]
    while todo:
        i = todo.pop()
        x, y = i % w, i // w
        for dx, dy in NEIGHBOURS:
            nx, ny = x + dx, y + dy
            if 0 <= nx < w and 0 <= ny < m.height:
                j = ny * w + nx
                if j not in filled and j not in seen:
                    seen.add(j)
                    todo.append(j)
    return seen if goal in seen else set()


def find_rooms(m: MapDef, floor: set[int], filled: set[int]) -> list[Room]:
    """RL-9.5, RL-9.6, Ambiguities 10: every rectangle of floor squares at least 2x2 whose four
    sides each have a filled square or the outer wall just outside."""
    w, h = m.width, m.height
    # prefix sums of floor membership
    pre = [[0] * (w + 1) for _ in range(h + 1)]
    for y in range(h):
        row = 0
        for x in range(w):
            row += 1 if y * w + x in floor else 0
            pre[y + 1][x + 1] = pre[y][x + 1] + row

    def full(x: int, y: int, rw: int, rh: int) -> bool:
        return pre[y + rh][x + rw] - pre[y][x + rw] - pre[y + rh][x] + pre[y][x] == rw * rh

    def closed(cells: Iterable[Cell]) -> bool:
        return any(not (0 <= x < w and 0 <= y < h) or y * w + x in filled for x, y in cells)

    rooms = []
    for y in range(h - 1):
        for x in range(w - 1):
            if y * w + x not in floor:
                continue
            for rh in range(2, h - y + 1):
                if not full(x, y, 2, rh):
                    break
                for rw in range(2, w - x + 1):
                    if not full(x, y, rw, rh):
                        break
                    if (
                        closed((x + i, y - 1) for i in range(rw))
                        and closed((x + i, y + rh) for i in range(rw))
                        and closed((x - 1, y + j) for j in range(rh))
                        and closed((x + rw, y + j) for j in range(rh))
                    ):
                        rooms.append(Room(x=x, y=y, w=rw, h=rh))
    return rooms


def _rooms_touch(a: Room, b: Room) -> bool:
    """Overlapping or sharing an edge (not only a corner): directly connected (RL-9.9)."""
    ox = min(a.x + a.w, b.x + b.w) - max(a.x, b.x)  # overlap of the x ranges (0 = adjacent)
    oy = min(a.y + a.h, b.y + b.h) - max(a.y, b.y)
    if ox > 0 and oy > 0:
        return True
    return (ox == 0 and oy > 0) or (oy == 0 and ox > 0)


def classify_rooms(m: MapDef, sheet: Sheet, rooms: list[Room], floor: set[int], filled: set[int]) -> None:
    """RL-9.8 to RL-9.11: mark each room scoring or not, with the clauses it breaks."""
    w = m.width
    in_room: set[int] = set()
    for r in rooms:
        for j in range(r.h):
            for i in range(r.w):
                in_room.add((r.y + j) * w + r.x + i)
    passage = floor - in_room  # RL-9.7
    member = [-1] * (w * m.height)
    for k, rect in enumerate(sheet.rects):
        for x, y in rect.cells():
            member[y * w + x] = k

    def is_passage(x: int, y: int) -> bool:
        return 0 <= x < w and 0 <= y < m.height and y * w + x in passage

    for r in rooms:
        faults = []
        sides = [
            [(r.x + i, r.y - 1) for i in range(r.w)],
            [(r.x + i, r.y + r.h) for i in range(r.w)],
            [(r.x - 1, r.y + j) for j in range(r.h)],
            [(r.x + r.w, r.y + j) for j in range(r.h)],
        ]
        if any(is_passage(*a) and is_passage(*b) for side in sides for a, b in pairwise(side)):
            faults.append("RL-9.8")  # Ambiguities 11
        if any(o is not r and _rooms_touch(r, o) for o in rooms):
            faults.append("RL-9.9")
        dotted = False
        for j in range(r.h):
            for i in range(r.w):
                here = member[(r.y + j) * w + r.x + i]
                if i + 1 < r.w and member[(r.y + j) * w + r.x + i + 1] != here:
                    dotted = True
                if j + 1 < r.h and member[(r.y + j + 1) * w + r.x + i] != here:
                    dotted = True
        if dotted:
            faults.append("RL-9.10")  # Ambiguities 12
        r.faults = faults
        r.scoring = not faults
        counts = monsters_in(m, sheet, [(r.x + i, r.y + j) for j in range(r.h) for i in range(r.w)], filled)
        r.monsters = monster_count(counts)
        r.items = counts["i"]


def score_sheet(m: MapDef, sheet: Sheet, exit_index: int, filled: set[int] | None = None) -> SheetScore:
    """The building-part score of a sheet for the chosen exit (RL-9, RL-16.8 to RL-16.18). `filled`
    is the sheet's filled squares with the other exits filled (RL-8.6)."""
    rules = load_content().rules
    if filled is None:
        filled = set(sheet.filled)
        for k, (x, y) in enumerate(m.exits):
            if k != exit_index:
                filled.add(y * m.width + x)
    score = SheetScore()
    score.item_points = sum(
        rules.item_row[i].points for i in sheet.item_circled if i not in sheet.item_filled
    )  # RL-9.1
    floor = floor_cells(m, filled, sheet.entrance, m.exits[exit_index])
    score.floor = sorted(floor)
    score.in_dungeon = bool(floor)
    if floor:
        rooms = find_rooms(m, floor, filled)
        classify_rooms(m, sheet, rooms, floor, filled)
        score.rooms = rooms
        score.scoring_rooms = sum(1 for r in rooms if r.scoring)
        score.room_points = rules.room_points * score.scoring_rooms  # RL-9.2
        if rooms and score.scoring_rooms == len(rooms):  # RL-9.13, Ambiguities 13
            score.bonus = rules.all_rooms_bonus
        score.goal_points = goal_points(m, sheet, rooms, filled)
    score.room_total = score.room_points + score.bonus + score.goal_points
    score.final = score.item_points + score.room_total
    return score


def goal_points(m: MapDef, sheet: Sheet, rooms: list[Room], filled: set[int]) -> int:
    """RL-16.8 to RL-16.18 (Ambiguities 19): a chosen goal counts only if its large monster was
    enclosed, is unfilled and lies in a scoring room; then every scoring room achieving it scores."""
    rules = load_content().rules
    total = 0
    for r in rooms:
        r.goal_points = 0
    for lm in m.large_monsters:
        if lm.goal not in sheet.goals or lm.id not in sheet.enclosed_large or lm.id in sheet.large_filled:
            continue  # RL-16.14
        home = [r for r in rooms if all(r.contains(x, y) for x, y in lm.cells)]
        if not any(r.scoring for r in home):
            continue  # RL-16.13
        for r in rooms:
            if not r.scoring:
                continue  # RL-16.15
            c = monsters_in(m, sheet, [(r.x + i, r.y + j) for j in range(r.h) for i in range(r.w)], filled)
            hit = {"blue": c["b"] > c["g"], "green": c["g"] > c["b"], "ghost": c["h"] > 0, "bat": c["t"] > 0}[lm.goal]
            if hit:
                r.goal_points += rules.goals[lm.goal]  # RL-16.16, RL-16.17
                total += rules.goals[lm.goal]
    return total
