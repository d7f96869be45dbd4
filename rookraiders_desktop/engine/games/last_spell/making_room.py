"""Making room where a boss surfaces (Cetusia, LS-20.15/20.16; the Corrupted Dryad, LS-21.22/21.32):
the objects on those squares are removed, and the heroes there are pushed toward the fog (LS-A27).
Each boss names its own events (`Kinds`), so the log cites its own clauses."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from ...core.game import Event
from .content import load_content
from .geometry import STEP, Board, footprint, inside, terrain
from .models import Cell, GameState


class Kinds(NamedTuple):
    """The event kinds a boss uses for a pushed hero, a removed monster, a removed structure."""

    hero: str
    monster: str
    structure: str


def _xy(cell: Cell) -> list[int]:
    return [int(cell[0]), int(cell[1])]


def _square(cell: Cell) -> str:
    return f"{chr(65 + cell[0])}{cell[1] + 1}"


def clear(state: GameState, squares: set[Cell], events: list[Event], kinds: Kinds, keep: Iterable[int] = ()) -> None:
    """Remove every monster (but `keep`) and every structure with a square on `squares`: a Boomer
    does not explode; a removed trap frees its hero; a hero on a removed watchtower stays put."""
    keep = set(keep)
    types = load_content().monsters
    for m in list(state.monsters):
        if m.id in keep or m.on_cliff or not set(footprint(m.cell, types[m.kind].size)) & squares:
            continue
        state.monsters = [o for o in state.monsters if o.id != m.id]
        if m.trapping is not None and 0 <= m.trapping < len(state.heroes) and state.heroes[m.trapping].trapped:
            state.heroes[m.trapping].trapped = False
            events.append(Event(kind="hero_freed", args={"hero": m.trapping}))
        events.append(
            Event(
                kind=kinds.monster,
                args={"monster": m.id, "monster_kind": m.kind, "cell": _xy(m.cell), "square": _square(m.cell)},
            )
        )
    for s in list(state.structures):
        cells = [(int(c[0]), int(c[1])) for c in s.cells]
        if not set(cells) & squares:
            continue
        state.structures = [o for o in state.structures if o.id != s.id]
        for h in state.heroes:
            if h.on_watchtower and h.cell in cells:
                h.on_watchtower = False
        events.append(
            Event(
                kind=kinds.structure,
                args={"structure": s.id, "kind": s.kind, "cells": [_xy(c) for c in cells], "square": _square(cells[0])},
            )
        )


def fog_distance(bd: object, cell: Cell, d: str) -> int:
    """Squares from `cell` to the first fog square straight in direction `d` (a large number when
    the line leaves the board without meeting the fog)."""
    dx, dy = STEP[d]
    k = 1
    while True:
        c = (cell[0] + dx * k, cell[1] + dy * k)
        if not inside(bd, c):  # type: ignore[arg-type]
            return 10**6 + k
        if terrain(bd, c) == "~":  # type: ignore[arg-type]
            return k
        k += 1


def push_square(board: Board, cell: Cell, blocked: set[Cell]) -> Cell | None:
    """LS-A27 (LSL-1, LSG-2): where a hero on `cell` is pushed: straight toward the nearest fog
    edge (ties: N, E, S, W), over whatever stands there, to the first empty square that is not fog
    and not in `blocked`; if that line meets the fog first, the next nearest direction; else the
    nearest such square on the board (fewest steps, then north, then west first)."""
    bd = board.bd

    def ok(c: Cell) -> bool:
        return inside(bd, c) and terrain(bd, c) != "~" and c not in blocked and board.empty(c)

    for d in sorted("NESW", key=lambda d: (fog_distance(bd, cell, d), "NESW".index(d))):
        dx, dy = STEP[d]
        k = 1
        while True:
            c = (cell[0] + dx * k, cell[1] + dy * k)
            if not inside(bd, c) or terrain(bd, c) == "~":
                break
            if ok(c):
                return c
            k += 1
    others = sorted(
        ((x, y) for y in range(bd.height) for x in range(bd.width) if ok((x, y))),
        key=lambda c: (abs(c[0] - cell[0]) + abs(c[1] - cell[1]), c[1], c[0]),
    )
    return others[0] if others else None


def push_heroes(
    state: GameState,
    squares: set[Cell],
    events: list[Event],
    kinds: Kinds,
    lifted: Iterable[int] = (),
    by: str | None = None,
) -> None:
    """Every hero on `squares` is moved toward the fog to the first empty square (in hero order),
    never onto `squares`; the monsters `lifted` (a boss leaving its old squares) do not block."""
    board = Board(state)
    lifted = set(lifted)
    for c, m in list(board.monsters.items()):
        if m.id in lifted:
            del board.monsters[c]
    for h in state.heroes:
        if h.cell is None or h.dead or not h.in_play:
            continue
        start = (int(h.cell[0]), int(h.cell[1]))
        if start not in squares:
            continue
        to = push_square(board, start, squares)
        if to is None:
            continue  # no empty square on the whole board: cannot happen on the printed boards
        board.heroes.pop(start, None)
        board.heroes[to] = h.index
        h.cell = to
        h.on_watchtower = False
        args: dict[str, object] = {"hero": h.index, "from": _xy(start), "to": _xy(to)}
        if by is not None:
            args["by"] = by
        events.append(Event(kind=kinds.hero, args=args))
