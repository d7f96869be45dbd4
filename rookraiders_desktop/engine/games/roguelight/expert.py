"""Roguelight's expert (bots/expert.py): determinized playouts of its own sheet at the root.

While the dungeons are built every other sheet is secret (RL-1.8) and the dice to come unknown.
The sheets are built from the same public rolls side by side and meet only at the interception, so
a sheet's points are its own doing: what decides a drawing is how it fits the rolls to come. A
sampled world therefore draws new dice and leaves the other sheets out of the building (they
cannot change what this sheet may draw, and playing them would cost three quarters of the time in
a four-player game). Branching on them (information-set MCTS) would buy nothing a player can act
on; what pays is weighing the candidate moves — the greedy bot's choice, the moves its quick
scores rate highest and the best of every other kind of move — over the rolls to come: each is
played in the same worlds, followed by the greedy bot's quick choices through the next three rounds,
and judged by the points the sheet is worth then: its items, its best exit's rooms, the combats its
scoring rooms promise the sheet's owner at the interception, its planned rooms' progress (the
greedy bot's measure) and the rounds it still has to build.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from typing import Any

from pydantic import BaseModel

from ...bots.search import clone, reseed, sigmoid
from ...core.game import Game
from . import board as bd
from .actions import ChooseExit, ChooseRoute, EffectBlock, PlaceWall, PlanRoom
from .bot import GreedyBot, rect_progress
from .content import MapDef, load_content
from .models import GameState, Rect, Sheet, SheetScore

EVEN_SCORE = 45.0  # a sheet worth this many points is judged even
SCORE_SCALE = 20.0  # wide: the judgement stays about linear in points over a game's range
ROUND_VALUE = 2.0  # the points a round of building still brings (greedy play makes about 2.2)
PROGRESS_WEIGHT = 1.0  # the planned rooms' progress, in the greedy bot's units
NO_FLOOR = -40.0  # no exit reachable: no floor, no room scores (RL-9.4)
SETTLED = 10**6  # the clock once this sheet's building part is over: playouts stop there


@cache
def combat_chance(monsters: int, level: int) -> float:
    """RL-11.5 to RL-11.8: the chance that a combat against `monsters` scores, at an armed level."""
    if monsters == 0:
        return 0.0
    hits = sum(1 for a in range(1, 7) for b in range(1, 7) if a == b or monsters >= min(a, b) + level)
    return hits / 36


class RoguelightExpert:
    horizon = 40  # decisions: enough for this sheet's next rounds and their effects (the rounds decide)
    ticks = 4  # playouts stop when the third round after this one is over (3 rounds: worse, 6: worse)
    keep_prior = 0.015  # about a point and a half: a few worlds tell candidates apart only so finely
    max_candidates = 6

    def __init__(self) -> None:
        self.greedy = GreedyBot()
        self._exit: int | None = None  # the exit the sheet scores best with at the root
        self._level = 1  # the armed level the adventurer is expected to have on this sheet

    def determinize(self, view: GameState, seat: int, rng: random.Random) -> GameState:
        """New dice; every other sheet out of the building part (nothing it does reaches ours)."""
        state: GameState = clone(view)
        for sheet in state.sheets:
            if sheet.player != seat:
                sheet.building = False
                sheet.round_done = True
                sheet.needs_exit = False
        reseed(state, rng)
        return state

    def policy(
        self, game: Game[Any, Any], state: GameState, player: int, legal: Sequence[BaseModel], rng: random.Random
    ) -> BaseModel:
        """The greedy bot's quick scores without its look-ahead (cheap enough for playouts)."""
        if len(legal) == 1:
            return legal[0]
        return max(legal, key=lambda a: (self.quick(state, player, a), rng.random()))

    def quick(self, state: GameState, player: int, action: BaseModel) -> float:
        """The greedy bot's quick score of `action`, measured against the planned rooms a block
        touches only (the others' progress cannot change): the same value, a fraction of the cost."""
        if not isinstance(action, (PlaceWall, EffectBlock)):
            return self.greedy.value(state, player, action)
        sheet = state.sheets[player]
        rects = sheet.rects
        sheet.rects = [r for r in rects if _touches(r, action.cells)]
        try:
            return self.greedy.value(state, player, action)
        finally:
            sheet.rects = rects

    def clock(self, state: GameState) -> int:
        """The round while a sheet is still building in the (single-sheet) sampled world."""
        return state.round if any(s.building for s in state.sheets) else SETTLED

    def evaluate(self, game: Game[Any, Any], state: GameState, seat: int) -> float:
        return sigmoid((self.worth(state, seat) - EVEN_SCORE) / SCORE_SCALE)

    def worth(self, state: GameState, seat: int) -> float:
        """The points the sheet is expected to end with."""
        sheet = state.sheets[seat]
        if state.result is not None:
            return state.result.scores.get(seat, 0.0)
        if sheet.score is not None:
            return sheet.score.final + self.combats(sheet.score)
        m = load_content().maps[state.map_id]
        rounds_left = load_content().rules.time_track - sheet.time_crossed if sheet.building else 0
        built = self.built(m, sheet)
        progress = rect_progress(m, set(sheet.filled), sheet.rects)
        return built + PROGRESS_WEIGHT * progress + ROUND_VALUE * rounds_left

    def built(self, m: MapDef, sheet: Sheet) -> float:
        """The best exit's building score and interception promise (the root's best exit first,
        another only when it has no floor)."""
        order = ([self._exit] if self._exit is not None else []) + [e for e in range(4) if e != self._exit]
        for e in order:
            x, y = m.exits[e]
            if y * m.width + x in sheet.filled:
                continue
            score = bd.score_sheet(m, sheet, e)
            if score.in_dungeon:
                return score.final + self.combats(score)
        return NO_FLOOR

    def combats(self, score: SheetScore) -> float:
        """The points the scoring rooms' monsters promise at the interception (RL-11.6, RL-11.7)."""
        if not score.in_dungeon:
            return 0.0
        points = load_content().rules.combat_points
        return sum(points * combat_chance(r.monsters, self._level) for r in score.rooms if r.scoring)

    def candidates(
        self, game: Game[Any, Any], view: GameState, seat: int, legal: Sequence[BaseModel], rng: random.Random
    ) -> list[BaseModel]:
        """The greedy bot's choice first, then the best of every kind of move by its quick scores,
        then the rest by those scores. An exit or a route is the greedy bot's alone (nothing is
        left to sample once the sheet is built)."""
        self._exit = None
        self._level = 1 if len(view.sheets) <= 2 else 2  # more sheets: more items picked up above ours
        prior = self.greedy.choose(game, view, legal, rng)
        if isinstance(prior, (ChooseExit, ChooseRoute)):
            return [prior]
        self._exit = self._best_exit(view, seat)
        ranked = sorted(legal, key=lambda a: (-self.quick(view, seat, a), rng.random()))
        kinds: dict[Any, BaseModel] = {}
        for action in ranked:
            kinds.setdefault(_kind(action), action)
        return list(dict.fromkeys([prior, *kinds.values(), *ranked]))

    def _best_exit(self, view: GameState, seat: int) -> int | None:
        m = load_content().maps[view.map_id]
        best: tuple[float, int] | None = None
        sheet = view.sheets[seat]
        for e, (x, y) in enumerate(m.exits):
            if y * m.width + x in sheet.filled:
                continue
            score = bd.score_sheet(m, sheet, e)
            if score.in_dungeon and (best is None or score.final + self.combats(score) > best[0]):
                best = (score.final + self.combats(score), e)
        return None if best is None else best[1]


def _touches(rect: Rect, cells: Sequence[Sequence[int]]) -> bool:
    """Whether a square of `cells` lies in `rect` or on the ring of squares around it."""
    return any(rect.x - 1 <= x <= rect.x + rect.w and rect.y - 1 <= y <= rect.y + rect.h for x, y in cells)


def _kind(action: BaseModel) -> tuple[Any, ...]:
    """What kind of move an action is: its type, and for a wall the die and whether a mark pays."""
    if isinstance(action, PlaceWall):
        return (PlaceWall, action.die, action.spend_mark is not None)
    if isinstance(action, PlanRoom):
        return (PlanRoom,)
    return (type(action), getattr(action, "option", None), getattr(action, "entry", None))


EXPERT = RoguelightExpert  # bots/expert.py makes one per bot: a bot thinking on its own thread shares nothing
