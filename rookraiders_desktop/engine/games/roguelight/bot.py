"""GreedyBot: builds a Roguelight dungeon from the same legal actions a person sees.

It plans rooms (action B) whenever the dice allow one, preferring rectangles with monsters and
near the entrance; otherwise it draws walls that hug the outside of its dotted rectangles (closing
planned rooms, RL-5.9) and fill special squares. Effects: it circles the most valuable item mark,
prefers the ghost count, then blocks, then the rectangle, and develops with bats while the
development track still has boundaries to break. It keeps the exit that scores most, and routes
the adventurer through the rooms with most monsters.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from pydantic import BaseModel

from . import board as bd
from .actions import (BatEffect, ChooseExit, ChooseExtra, ChooseRoute, CircleMark, EffectBlock, EffectRoom, Pass,
                      PlaceWall, PlanRoom, Skip)
from .content import load_content
from .models import GameState, Rect


class GreedyBot:
    name = "greedy"
    needs_view = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any, state: GameState, legal: Sequence[BaseModel], rng: random.Random | None = None) -> BaseModel:
        rng = rng or self.rng
        if len(legal) == 1:
            return legal[0]
        player = legal[0].player  # type: ignore[attr-defined]
        best = max(legal, key=lambda a: (self.value(state, player, a), rng.random()))
        return best

    def value(self, state: GameState, player: int, a: BaseModel) -> float:
        c = load_content()
        m = c.maps[state.map_id]
        s = state.sheets[player]
        if isinstance(a, ChooseExit):
            return bd.score_sheet(m, s, a.exit).final
        if isinstance(a, ChooseRoute):
            if a.room is None or s.score is None:
                return 0.0
            return s.score.rooms[a.room].monsters
        if isinstance(a, (PlanRoom, EffectRoom)):
            r = Rect(x=a.x, y=a.y, w=a.w, h=a.h)
            monsters = bd.monster_count(bd.monsters_in(m, s, r.cells()))
            ex, ey = s.entrance
            dist = abs(r.x + r.w / 2 - ex) + abs(r.y + r.h / 2 - ey)
            return 10 + 2 * monsters - 0.15 * dist - 0.3 * abs(r.w * r.h - 6)
        if isinstance(a, (PlaceWall, EffectBlock)):
            g = bd.Grid(m, s)
            cells = set(tuple(x) for x in a.cells)
            v = 0.0
            for x, y in cells:
                ch = m.char(x, y)
                if ch in "iht":
                    v += 2.5
                elif ch in "bg":
                    v -= 1.0
                elif ch == "X":
                    v -= 3.0
                for dx, dy in bd.NEIGHBOURS:
                    nx, ny = x + dx, y + dy
                    if g.inside(nx, ny) and (nx, ny) not in cells and g.rect_of(nx, ny) >= 0:
                        v += 1.5  # walls along a planned room
                    if (nx, ny) == tuple(s.entrance):
                        v -= 2.0
            if isinstance(a, PlaceWall) and a.spend_mark is not None:
                v -= 2.0
            return v + 0.2 * len(cells)
        if isinstance(a, CircleMark):
            return c.rules.item_row[a.mark].points
        if isinstance(a, ChooseExtra):
            return {"ghosts": 3.0, "block": 2.0, "room": 2.5}[c.rules.extra_row[a.entry].type]
        if isinstance(a, BatEffect):
            return 2.0 if a.option == "develop" and s.dev_crossed < c.rules.boundaries[-1] else 1.0
        if isinstance(a, Skip):
            return -5.0
        if isinstance(a, Pass):
            return 0.0
        return 0.0
