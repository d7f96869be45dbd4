"""GreedyBot: builds a Roguelight dungeon from the same legal actions a person sees.

Plan: dotted rectangles become rooms by walling their outside (RL-5.9). Every candidate wall or
rectangle gets a cheap score first: how much it closes the sides of the planned rooms (a side is
closed when it has a filled square and no two open squares side by side, RL-9.6, RL-9.8), special
squares it fills, monsters it wastes, and the development track (enclosing monsters moves it; the
building part must not end through it long before round 16, RL-8.3). The best few candidates are
then scored with a one-step look-ahead: the sheet's real building-part score (RL-9) for its best
exit, plus the planned rooms' progress, minus a large penalty when the entrance could no longer
reach any exit (a sheet without a floor scores nothing, RL-9.4). Effects: the most valuable item
mark, ghost entries by use, bats develop only while a boundary is near and the track is far from
its end. It keeps the exit that scores most, and routes the adventurer through the rooms with the
most monsters (the owner's points, RL-11.6).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from functools import lru_cache
from itertools import pairwise
from typing import Any

from pydantic import BaseModel

from ...core.i18n import QT_TRANSLATE_NOOP
from . import board as bd
from .actions import (
    BatEffect,
    ChooseExit,
    ChooseExtra,
    ChooseRoute,
    CircleMark,
    EffectBlock,
    EffectRoom,
    Pass,
    PlaceWall,
    PlanRoom,
    Skip,
)
from .content import MapDef, load_content
from .models import GameState, Rect, Sheet

LOOKAHEAD = 24  # candidates scored with the full look-ahead


@lru_cache(maxsize=8192)  # (asked for every planned room at every wall rated, in every playout)
def _room_squares(
    width: int, height: int, x: int, y: int, w: int, h: int
) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """A planned room's squares, and the squares just outside each of its sides that lie on the
    map (an outer wall's side: none), as square numbers."""
    sides = [
        [(x + i, y - 1) for i in range(w)],
        [(x + i, y + h) for i in range(w)],
        [(x - 1, y + j) for j in range(h)],
        [(x + w, y + j) for j in range(h)],
    ]
    inside = tuple((y + j) * width + x + i for j in range(h) for i in range(w))
    ring = tuple(tuple(sy * width + sx for sx, sy in side if 0 <= sx < width and 0 <= sy < height) for side in sides)
    return inside, ring


def rect_progress(m: MapDef, filled: AbstractSet[int], rects: list[Rect]) -> float:
    """How far the planned rooms are from being closed, scoring rooms (0 = nothing done)."""
    total = 0.0
    for r in rects:
        total += room_progress(m, filled, r)
    return total


def room_progress(m: MapDef, filled: AbstractSet[int], r: Rect) -> float:
    """How far one planned room is from being closed (`rect_progress`'s term; 0 once built over)."""
    inside, sides = _room_squares(m.width, m.height, r.x, r.y, r.w, r.h)
    if any(square in filled for square in inside):
        return 0.0
    closed = 0
    ring = 0
    done = 0
    opening = 0
    for side in sides:
        if not side:
            closed += 1
            continue
        f = [square in filled for square in side]
        ring += len(f)
        done += sum(f)
        opening += len(f) - sum(f)
        pairs = any(not a and not b for a, b in pairwise(f))
        if any(f) and not pairs:
            closed += 1
    value = 0.9 * closed + (2.0 * done / ring if ring else 0.0)
    if closed == 4:
        value += 2.0 if opening else -4.0  # a sealed room is cut off from the floor
    return value


SQUARE_VALUE = {"h": 2.0, "t": 1.5, "b": -0.5, "g": -0.5, "X": -1.0}  # filling a square showing it


def square_value(ch: str, markable: bool) -> float:
    """What filling a square showing `ch` is worth to greedy; an item more while its mark can
    still be made (`markable`)."""
    if ch == "i":
        return 2.5 if markable else 0.3
    return SQUARE_VALUE.get(ch, 0.0)


class GreedyBot:
    name = "greedy"
    needs_view = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self._exit: int | None = None  # the exit the current sheet scores best with (evaluate)
        self._progress: dict[tuple[Any, ...], float] = {}  # rect_progress by sheet (_progress_now)

    def choose(
        self, game: Any, state: GameState, legal: Sequence[BaseModel], rng: random.Random | None = None
    ) -> BaseModel:
        rng = rng or self.rng
        if len(legal) == 1:
            return legal[0]
        player = legal[0].player  # type: ignore[attr-defined]
        scored = [(self.value(state, player, a), rng.random(), i) for i, a in enumerate(legal)]
        scored.sort(reverse=True)
        drawing = [t for t in scored if isinstance(legal[t[2]], (PlaceWall, EffectBlock, PlanRoom, EffectRoom))]
        if len(drawing) > 1 and state.phase == "building":
            best = None
            others = [t for t in scored if t not in drawing]
            m = load_content().maps[state.map_id]
            s = state.sheets[player]
            base = self.sheet_value(m, s)
            for v, tie, i in drawing[:LOOKAHEAD]:
                full = v + self.lookahead(state, player, legal[i]) - base
                if best is None or (full, tie) > best[:2]:
                    best = (full, tie, i)
            assert best is not None
            if others and others[0][0] > best[0]:
                return legal[others[0][2]]
            return legal[best[2]]
        return legal[scored[0][2]]

    # --- the one-step look-ahead ---------------------------------------------------------------

    def lookahead(self, state: GameState, player: int, a: BaseModel) -> float:
        m = load_content().maps[state.map_id]
        s = state.sheets[player]
        filled = set(s.filled)
        rects = list(s.rects)
        if isinstance(a, (PlaceWall, EffectBlock)):
            large = bd.large_at(m)
            for x, y in a.cells:
                filled.add(y * m.width + x)
                lid = large.get((x, y))
                if lid is not None:
                    lm = next(big for big in m.large_monsters if big.id == lid)
                    filled.update(py * m.width + px for px, py in lm.cells)
        else:
            rects.append(Rect(x=a.x, y=a.y, w=a.w, h=a.h))  # type: ignore[attr-defined]
        return self.evaluate(m, s, filled, rects)

    def sheet_value(self, m: MapDef, s: Sheet) -> float:
        """How this bot rates `s` as it stands; the exit it finds best is the one the look-ahead
        tries first afterwards."""
        self._exit = None
        return self.evaluate(m, s, set(s.filled), list(s.rects))

    def evaluate(self, m: MapDef, s: Sheet, filled: set[int], rects: list[Rect]) -> float:
        """The best exit's building-part score (the exit found for the current sheet is tried first:
        the others only when it no longer has a floor) plus the planned rooms' progress."""
        sheet = s.model_copy(update={"rects": rects, "filled": sorted(filled)})
        best = None
        first = self._exit
        order = ([first] if first is not None else []) + [e for e in range(4) if e != first]
        for e in order:
            x, y = m.exits[e]
            if y * m.width + x in filled:
                continue
            sc = bd.score_sheet(m, sheet, e)
            if not sc.in_dungeon:
                continue
            v = sc.room_total + 0.4 * sum(min(r.monsters, 4) for r in sc.rooms if r.scoring)
            if best is None or v > best:
                best = v
                if first is None:
                    best_exit = e
            if first is not None:
                break
        if first is None and best is not None:
            self._exit = best_exit
        if best is None:
            best = -40.0  # no exit reachable: no floor, nothing scores
        return best + rect_progress(m, filled, rects)

    # --- quick scores --------------------------------------------------------------------------

    def value(self, state: GameState, player: int, a: BaseModel) -> float:
        c = load_content()
        r = c.rules
        m = c.maps[state.map_id]
        s = state.sheets[player]
        rounds_left = r.time_track - state.round
        if isinstance(a, ChooseExit):
            return bd.score_sheet(m, s, a.exit).final
        if isinstance(a, ChooseRoute):
            if a.room is None or s.score is None:
                return 0.0
            room = s.score.rooms[a.room]
            return room.monsters if room.scoring else 0.0
        if isinstance(a, (PlanRoom, EffectRoom)):
            rect = Rect(x=a.x, y=a.y, w=a.w, h=a.h)
            monsters = bd.monster_count(bd.monsters_in(m, s, rect.cells()))
            v = 4.0 - 0.25 * abs(rect.w * rect.h - 4) - 0.3 * abs(rect.w - rect.h)
            v += self._develop_value(s, monsters, rounds_left)
            v += 0.5 * min(monsters, 3)
            return v
        if isinstance(a, (PlaceWall, EffectBlock)):
            cells = set(tuple(x) for x in a.cells)
            v = 0.0
            for x, y in cells:
                ch = m.char(x, y)
                v += square_value(ch, ch == "i" and self._markable(s))
            if isinstance(a, PlaceWall) and a.spend_mark is not None:
                v -= r.item_row[a.spend_mark].points + 0.5
            after = set(s.filled) | {y * m.width + x for x, y in cells}
            v += rect_progress(m, after, s.rects) - self._progress_now(m, s)
            return v + 0.1 * len(cells)
        if isinstance(a, CircleMark):
            return r.item_row[a.mark].points
        if isinstance(a, ChooseExtra):
            return {"ghosts": 3.0, "block": 2.0 + 0.2 * r.extra_row[a.entry].size, "room": 2.5}[
                r.extra_row[a.entry].type
            ]
        if isinstance(a, BatEffect):
            if a.option == "develop":
                return 1.0 + self._develop_value(s, r.bat_develop, rounds_left)
            return 1.5
        if isinstance(a, Skip):
            return -5.0
        if isinstance(a, Pass):
            return 0.0
        return 0.0

    def _progress_now(self, m: MapDef, s: Sheet) -> float:
        """`rect_progress` of the sheet as it stands, remembered: every wall of a batch (and of a
        playout's batches on the same sheet) is rated against it."""
        key = (m.width, m.height, tuple(s.filled), tuple((r.x, r.y, r.w, r.h) for r in s.rects))
        known = self._progress.get(key)
        if known is None:
            if len(self._progress) > 512:
                self._progress.clear()
            known = self._progress[key] = rect_progress(m, set(s.filled), s.rects)
        return known

    @staticmethod
    def _markable(s: Sheet) -> bool:
        from .rules import markable

        return bool(markable(s))

    @staticmethod
    def _develop_value(s: Sheet, n: int, rounds_left: int) -> float:
        """Breaking boundaries opens item marks and extra actions; reaching the end of the track
        ends the building part early (RL-8.3), losing the rounds left."""
        r = load_content().rules
        after = min(r.dev_track, s.dev_crossed + n)
        if after >= r.dev_track:
            return -3.0 * rounds_left
        broken = sum(1 for b in r.boundaries if s.dev_crossed < b <= after)
        return 1.5 * broken - (0.5 * n if after > r.boundaries[-1] else 0.0)

    # --- the coach's one-line reason (engine/core/coach.py) ----------------------------------

    def explain(
        self, game: Any, state: GameState, action: BaseModel, lang: str = "en", tr: Any = None
    ) -> tuple[str, dict[str, Any]]:
        """Why this bot picks `action` in `state` (the player's view): a "Coach" template and its
        parameters; ("", {}) when it has nothing better than the generic."""
        c = load_content()
        a: Any = action
        player = a.player
        s = state.sheets[player]
        if isinstance(a, (PlaceWall, EffectBlock)):
            m = c.maps[state.map_id]
            cells = [tuple(x) for x in a.cells]
            before = set(s.filled)
            after = before | {y * m.width + x for x, y in cells}
            if rect_progress(m, after, s.rects) - rect_progress(m, before, s.rects) > 0.5:
                return QT_TRANSLATE_NOOP("Coach", "places the block where it closes in a planned room"), {}
            chars = {m.char(x, y) for x, y in cells}
            if "i" in chars:
                return QT_TRANSLATE_NOOP("Coach", "the block fills an item square: its effect is yours"), {}
            if chars & {"h", "t"}:
                return QT_TRANSLATE_NOOP("Coach", "the block fills a special square: its effect is yours"), {}
            return QT_TRANSLATE_NOOP(
                "Coach", "the block keeps the way to an exit open where the dungeon scores most"
            ), {}
        if isinstance(a, (PlanRoom, EffectRoom)):
            m = c.maps[state.map_id]
            monsters = bd.monster_count(bd.monsters_in(m, s, Rect(x=a.x, y=a.y, w=a.w, h=a.h).cells()))
            return QT_TRANSLATE_NOOP("Coach", "a {w}×{h} room holding {monsters} monster(s) scores well"), {
                "w": a.w,
                "h": a.h,
                "monsters": monsters,
            }
        if isinstance(a, CircleMark):
            return QT_TRANSLATE_NOOP("Coach", "the most valuable item mark: {points} point(s)"), {
                "points": c.rules.item_row[a.mark].points
            }
        if isinstance(a, ChooseExit):
            return QT_TRANSLATE_NOOP("Coach", "this exit gives your dungeon the best score: {points}"), {
                "points": bd.score_sheet(c.maps[state.map_id], s, a.exit).final
            }
        if isinstance(a, ChooseRoute):
            if a.room is not None and s.score is not None:
                from .odds import route_chance

                chance = route_chance(state, a) or 0
                return QT_TRANSLATE_NOOP(
                    "Coach", "the adventurer meets {monsters} monster(s) there: {chance}% to score 5 points"
                ), {"monsters": s.score.rooms[a.room].monsters, "chance": round(float(chance) * 100)}
            return "", {}
        if isinstance(a, BatEffect):
            if a.option == "develop":
                return QT_TRANSLATE_NOOP("Coach", "two development steps are worth more than one square now"), {}
            return QT_TRANSLATE_NOOP("Coach", "one more square is worth more than developing now"), {}
        if isinstance(a, ChooseExtra):
            return QT_TRANSLATE_NOOP("Coach", "the extra action worth most now"), {}
        if isinstance(a, Pass):
            return QT_TRANSLATE_NOOP("Coach", "nothing can be drawn this round"), {}
        return "", {}
