"""Board geometry: ranges, unit movement, monster movement and summon placement (pure functions).

All functions take a board (list of 18 pieces or None) and squares as indices (see models.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .content import MonsterDef, Offset, Skill
from .models import COLUMNS, LINES, MAGIC_CIRCLE_X, SQUARES, MonsterPiece, UnitPiece, sq, xy

Board = Sequence[UnitPiece | MonsterPiece | None]  # a player's squares


def on_board(x: int, y: int) -> bool:
    return 0 <= x < COLUMNS and 0 <= y < len(LINES)


def unit_range_squares(square: int, offsets: Iterable[Offset]) -> list[int]:
    """Units face the magic circles (left): forward decreases x. The icon never rotates (RR-9.2)."""
    x, y = xy(square)
    result = []
    for o in offsets:
        tx, ty = x - o.forward, y + o.side
        if on_board(tx, ty):
            result.append(sq(tx, ty))
    return result


def skill_squares(square: int, skill: Skill) -> list[int]:
    if skill.whole_board:
        return list(range(SQUARES))
    return unit_range_squares(square, skill.range)


def monster_range(square: int, mdef: MonsterDef) -> list[tuple[int, int | None]]:
    """(square, number) pairs of a monster's range; monsters face the castle (right)."""
    x, y = xy(square)
    result = []
    for o in mdef.range:
        tx, ty = x + o.forward, y + o.side
        if on_board(tx, ty):
            result.append((sq(tx, ty), o.number))
    return result


def monster_targets(board: Board, square: int, mdef: MonsterDef) -> list[int]:
    """The unit squares a monster attacks from `square` (RR-14.2, RR-14.3; ruling RR-A21)."""
    squares = monster_range(square, mdef)
    units = [(num, s) for s, num in squares if isinstance(board[s], UnitPiece)]
    if not units:
        return []
    if mdef.range_kind == "area":
        return sorted(s for _, s in units)
    # lowest number; equal numbers broken by the earlier line (RR-A21)
    units.sort(key=lambda pair: (pair[0] or 0, xy(pair[1])[1]))
    return [units[0][1]]


def _steps(square: int) -> tuple[int, ...]:
    x, y = xy(square)
    near = ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
    return tuple(sq(nx, ny) for nx, ny in near if on_board(nx, ny) and nx != MAGIC_CIRCLE_X)


# the squares one orthogonal step from each square, the magic circles left out (RR-8.7); the
# search's playouts ask for reachable squares thousands of times a decision
STEPS: tuple[tuple[int, ...], ...] = tuple(_steps(square) for square in range(SQUARES))


def reachable(board: Board, start: int, movement: int, blocked: Iterable[int] = ()) -> list[int]:
    """Squares a unit can end a move on (RR-8.3 to RR-8.7): orthogonal steps, through friendly
    units but never ending on one, never through or onto monsters, never onto a magic circle.
    `blocked` squares (Traps, RX-14.9) can be neither entered nor passed."""
    seen = set(blocked)
    seen.add(start)
    frontier = [start]
    ends = []
    for _ in range(movement):
        nearer = []
        for here in frontier:
            for nxt in STEPS[here]:
                if nxt in seen or isinstance(board[nxt], MonsterPiece):
                    continue
                seen.add(nxt)
                nearer.append(nxt)
                if board[nxt] is None:
                    ends.append(nxt)
        frontier = nearer
    return sorted(ends)


def monster_destination(board: Board, square: int, movement: int) -> int | None:
    """Where a monster's move ends (RR-13.2 to RR-13.6, ruling RR-A3 (c)).

    Returns a square, `square` itself when it cannot move, or None for a castle breach.
    The destination is `movement` squares ahead; monsters passed on the way cost nothing; if a
    monster stands on the destination the mover jumps the whole run of monsters. A unit on the
    way stops it on the furthest monster-free square before the unit.
    """
    x, y = xy(square)
    if movement <= 0:
        return square

    def stop_before(unit_x: int) -> int:
        for cx in range(unit_x - 1, x, -1):
            if board[sq(cx, y)] is None:
                return sq(cx, y)
        return square  # RR-13.5: cannot move at all

    target = x + movement
    for cx in range(x + 1, min(target, COLUMNS - 1) + 1):
        if isinstance(board[sq(cx, y)], UnitPiece):
            return stop_before(cx)
    while True:
        if target >= COLUMNS:
            return None  # RR-13.6: off the right edge, into the castle
        piece = board[sq(target, y)]
        if piece is None:
            return sq(target, y)
        if isinstance(piece, UnitPiece):
            return stop_before(target)
        target += 1  # RR-13.3: jump the monster on the destination


def summon_square(board: Board, line: int) -> int | None:
    """The magic circle of a line, or the first free square beyond the run of monsters standing
    from it (adjacent summon, RR-15.10). None: no place (a unit blocks or the run reaches the
    castle; RR-15.11, ruling RR-A5) and the monster joins the waiting queue."""
    for x in range(MAGIC_CIRCLE_X, COLUMNS):
        piece = board[sq(x, line)]
        if piece is None:
            return sq(x, line)
        if isinstance(piece, UnitPiece):
            return None
    return None
