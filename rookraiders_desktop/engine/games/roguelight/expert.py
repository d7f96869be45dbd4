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
greedy bot's measure; alone weighed by the final points it came to in greedy games, less as the
rounds run out) and the rounds it still has to build. The adventurer fights only in the rooms of a
route with the fewest rooms (RL-13.2): a built sheet's combats are its best route's; while it is
building, a scoring room off the route still counts part of its combat (the walls to come may put
it on the route), less as the rounds run out. The exit is chosen without sampling (nothing is
left to roll but the combats' dice): the one with the most building points and route combats.
Alone the sheet plays for points; with rivals, whose sheets it cannot see, for the chance that its
worth ends first (`win_chance`, fitted to greedy games): a point counts most where it lifts the
sheet towards the top.
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
from .bot import GreedyBot, rect_progress, room_progress, square_value
from .content import MapDef, load_content
from .models import GameState, Rect, Sheet, SheetScore
from .rules import route_graph

EVEN_SCORE = 45.0  # a sheet worth this many points is judged even
SCORE_SCALE = 20.0  # wide: the judgement stays about linear in points over a game's range
ROUND_VALUE = 2.0  # the points a round of building still brings (greedy play makes about 2.2)
PROGRESS_WEIGHT = 1.0  # with rivals: the planned rooms' progress, in the greedy bot's units (as fitted)
# Alone, a point of progress is worth what it came to in final points, by least squares over 128
# greedy solo games (seeds 20000-20127): about 0.7 (0.6 to 0.75) while 7 rounds or more are left,
# about 0.15 in the last 5 (the rooms planned then are seldom closed), linear between.
SOLO_PROGRESS = (0.7, 0.15)
SOLO_PROGRESS_FADES = (7, 4)  # rounds left: the early weight holds down to the first, the late from the second
NO_FLOOR = -40.0  # no exit reachable: no floor, no room scores (RL-9.4)
OFF_ROUTE = 1.0  # at the start: a scoring room off the route counts this much of its combat (none at the end)
SETTLED = 10**6  # the clock once this sheet's building part is over: playouts stop there
# With rivals a sheet is judged by its chance to end first, fitted (maximum likelihood) to 46
# greedy four-player games (seeds 30000-30022, 30100-30122; rounds 4 on: before them the worth
# hardly tells the winners): a worth of `WIN_CENTER` wins half the time, logistic scale
# `WIN_SCALE`, each a start and a change per round crossed; once the sheet is built, its points.
WIN_CENTER = (77.8, 1.41)
WIN_SCALE = (44.6, -2.2)
BUILT_WIN_CENTER = 52.5
BUILT_WIN_SCALE = 5.7


def armed_level(armed: Sequence[int], marks: int) -> int:
    """RL-12.2, RL-12.4: the highest level printed over the first `marks` item marks (1 before)."""
    return max([1, *armed[:marks]])


@cache
def combat_chance(monsters: int, level: int) -> float:
    """RL-11.5 to RL-11.8: the chance that a combat against `monsters` scores, at an armed level."""
    if monsters == 0:
        return 0.0
    hits = sum(1 for a in range(1, 7) for b in range(1, 7) if a == b or monsters >= min(a, b) + level)
    return hits / 36


def progress_weight(players: int, rounds_left: int) -> float:
    """The final points a point of the planned rooms' progress (the greedy bot's measure) is worth
    with `rounds_left` rounds of building to come: alone as fitted (`SOLO_PROGRESS`), with rivals
    the weight the win chance was fitted with."""
    if players > 1:
        return PROGRESS_WEIGHT
    early, late = SOLO_PROGRESS
    start, end = SOLO_PROGRESS_FADES
    share = min(1.0, max(0.0, (rounds_left - end) / (start - end)))
    return late + (early - late) * share


def win_chance(sheet: Sheet, worth: float) -> float:
    """The chance that a sheet `worth` this much (`RoguelightExpert.worth`) ends with the most
    points: against the best of three rivals a point counts most where it lifts the sheet towards
    the top, so behind the rivals a risky drawing may be worth more than a safe one."""
    if _settled(sheet):
        return sigmoid((worth - BUILT_WIN_CENTER) / BUILT_WIN_SCALE)
    crossed = sheet.time_crossed
    center = WIN_CENTER[0] + WIN_CENTER[1] * crossed
    scale = WIN_SCALE[0] + WIN_SCALE[1] * crossed
    return sigmoid((worth - center) / scale)


class RoguelightExpert:
    horizon = 40  # decisions: enough for this sheet's next rounds and their effects (the rounds decide)
    ticks = 4  # playouts stop when the third round after this one is over (3 rounds: worse, 6: worse)
    keep_prior = 0.015  # about a point and a half: a few worlds tell candidates apart only so finely
    max_candidates = 6

    def __init__(self) -> None:
        self.greedy = GreedyBot()
        self._exit: int | None = None  # the exit the sheet scores best with at the root
        self._players = 1  # the armed track is the one for this many players (RL-10.3)

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
        rate = Quick(self.greedy, state, player)
        return max(legal, key=lambda a: (rate(a), rng.random()))

    def quick(self, state: GameState, player: int, action: BaseModel) -> float:
        """The greedy bot's quick score of `action` (`Quick`)."""
        return Quick(self.greedy, state, player)(action)

    def clock(self, state: GameState) -> int:
        """The round while a sheet is still building in the (single-sheet) sampled world."""
        return state.round if any(s.building for s in state.sheets) else SETTLED

    def evaluate(self, game: Game[Any, Any], state: GameState, seat: int) -> float:
        """Alone: the points (about linearly); with rivals: the chance to win (`win_chance`)."""
        worth = self.worth(state, seat)
        if len(state.sheets) == 1:
            return sigmoid((worth - EVEN_SCORE) / SCORE_SCALE)
        return win_chance(state.sheets[seat], worth)

    def worth(self, state: GameState, seat: int) -> float:
        """The points the sheet is expected to end with."""
        sheet = state.sheets[seat]
        if state.result is not None:
            return state.result.scores.get(seat, 0.0)
        m = load_content().maps[state.map_id]
        if _settled(sheet):
            assert sheet.score is not None and sheet.exit is not None
            return sheet.score.final + self.combats(m, sheet, sheet.score, sheet.exit, 0.0)
        time_track = load_content().rules.time_track
        rounds_left = time_track - sheet.time_crossed if sheet.building else 0
        built = self.built(m, sheet, OFF_ROUTE * rounds_left / time_track)
        progress = rect_progress(m, set(sheet.filled), sheet.rects)
        return built + progress_weight(len(state.sheets), rounds_left) * progress + ROUND_VALUE * rounds_left

    def built(self, m: MapDef, sheet: Sheet, off_route: float) -> float:
        """The best exit's building score and interception promise (the root's best exit first,
        another only when it has no floor)."""
        order = ([self._exit] if self._exit is not None else []) + [e for e in range(4) if e != self._exit]
        for e in order:
            worth = self.exit_worth(m, sheet, e, off_route)
            if worth is not None:
                return worth
        return NO_FLOOR

    def exit_worth(self, m: MapDef, sheet: Sheet, exit_index: int, off_route: float) -> float | None:
        """The sheet's building score with this exit and its interception promise; None when the
        exit is filled or leaves no floor."""
        x, y = m.exits[exit_index]
        if y * m.width + x in sheet.filled:
            return None
        score = bd.score_sheet(m, sheet, exit_index)
        if not score.in_dungeon:
            return None
        return score.final + self.combats(m, sheet, score, exit_index, off_route)

    def combats(self, m: MapDef, sheet: Sheet, score: SheetScore, exit_index: int, off_route: float) -> float:
        """The points the adventurer's combats are expected to bring the owner: the best route's
        (`Routes`), and `off_route` of the combat of each scoring room off every route (the chance
        that the walls still to come put it on the route)."""
        if not score.in_dungeon or not score.rooms:
            return 0.0
        routes = Routes(m, sheet, score, exit_index, self._players)
        routed = routes.best(routes.start, 0)  # the sheets above leave few items: greedy sheets fill their item squares
        if not off_route:
            return routed
        off = [r for k, r in enumerate(score.rooms) if r.scoring and k not in routes.seen]
        return routed + off_route * load_content().rules.combat_points * sum(combat_chance(r.monsters, 1) for r in off)

    def candidates(
        self, game: Game[Any, Any], view: GameState, seat: int, legal: Sequence[BaseModel], rng: random.Random
    ) -> list[BaseModel]:
        """The greedy bot's choice first, then the best of every kind of move by its quick scores,
        then the rest by those scores. An exit or a route is worked out, not searched (nothing is
        left to sample once the sheet is built but the combats' dice, whose odds are known)."""
        self._exit = None
        self._players = len(view.sheets)
        prior = self.greedy.choose(game, view, legal, rng)
        if isinstance(prior, ChooseExit):
            return [self._exit_choice(view, seat, legal, prior)]
        if isinstance(prior, ChooseRoute):
            return [self._route_choice(view, legal, prior)]
        self._exit = self._best_exit(view, seat)
        ranked = sorted(legal, key=lambda a: (-self.quick(view, seat, a), rng.random()))
        kinds: dict[Any, BaseModel] = {}
        for action in ranked:
            kinds.setdefault(_kind(action), action)
        return list(dict.fromkeys([prior, *kinds.values(), *ranked]))

    def _exit_choice(self, view: GameState, seat: int, legal: Sequence[BaseModel], prior: BaseModel) -> BaseModel:
        """RL-8.6: the exit the sheet is worth most with, its route's combats counted (RL-13.2)."""
        m = load_content().maps[view.map_id]
        sheet = view.sheets[seat]

        def worth(action: BaseModel) -> tuple[float, bool]:
            value = self.exit_worth(m, sheet, action.exit, 0.0) if isinstance(action, ChooseExit) else None
            return (NO_FLOOR if value is None else value, action == prior)

        return max(legal, key=worth)

    def _route_choice(self, view: GameState, legal: Sequence[BaseModel], prior: BaseModel) -> BaseModel:
        """RL-13.3: the next room on the route whose combats promise the sheet's owner most."""
        it = view.interception
        sheet = view.sheets[it.order[it.level]]
        if sheet.score is None or sheet.exit is None:
            return prior
        routes = Routes(load_content().maps[view.map_id], sheet, sheet.score, sheet.exit, len(view.sheets))

        def worth(action: BaseModel) -> tuple[float, bool]:
            room = action.room if isinstance(action, ChooseRoute) else None
            return (0.0 if room is None else routes.best(room, it.armed_marks), action == prior)

        return max(legal, key=worth)

    def _best_exit(self, view: GameState, seat: int) -> int | None:
        m = load_content().maps[view.map_id]
        sheet = view.sheets[seat]
        off_route = OFF_ROUTE * (load_content().rules.time_track - sheet.time_crossed) / load_content().rules.time_track
        worths = [(w, e) for e in range(4) if (w := self.exit_worth(m, sheet, e, off_route)) is not None]
        return max(worths)[1] if worths else None


class Routes:
    """The adventurer's routes through a scored sheet: only the rooms on a route with the fewest
    rooms are fought in (RL-13.2), the owner picking the best such route (RL-13.3, A-16), at the
    armed level the items picked up before give (RL-12: combat first, then equip)."""

    def __init__(self, m: MapDef, sheet: Sheet, score: SheetScore, exit_index: int, players: int) -> None:
        self.edges, self.left = route_graph(m, sheet.model_copy(update={"score": score, "exit": exit_index}))
        self.rooms = score.rooms
        self.start = next((k for k, r in enumerate(score.rooms) if r.contains(*sheet.entrance)), -1)
        self.armed = load_content().rules.armed_row(players)
        self.seen: set[int] = set()  # the rooms on some route, once `best` has looked from the start
        self._best: dict[tuple[int, int], float] = {}

    def best(self, node: int, marks: int) -> float:
        """The combat points expected from entering `node` (-1: the entrance on a passage) with
        `marks` of the armed track crossed, on the best route on."""
        known = self._best.get((node, marks))
        if known is not None:
            return known
        self.seen.add(node)
        gained = 0.0
        after = marks
        if node >= 0 and self.rooms[node].scoring:
            room = self.rooms[node]
            gained = load_content().rules.combat_points * combat_chance(room.monsters, armed_level(self.armed, marks))
            after += room.items
        value = gained + max((self.best(n, after) for n in self.ahead(node)), default=0.0)
        self._best[(node, marks)] = value
        return value

    def ahead(self, node: int) -> list[int]:
        """The rooms a route with the fewest rooms may enter next from `node`."""
        here = self.left.get(node)
        return [n for n in self.edges[node] if n >= 0 and here is not None and self.left.get(n, -9) + 1 == here]


class Quick:
    """The greedy bot's quick scores of one sheet's moves, to the decimal, at a fraction of the
    cost: a wall or block is measured against the planned rooms it touches only (the others'
    progress cannot change), and what every move of a batch shares (the filled squares, each
    room's progress before it) is worked out once."""

    def __init__(self, greedy: GreedyBot, state: GameState, player: int) -> None:
        self.greedy = greedy
        self.state = state
        self.player = player
        self.sheet = state.sheets[player]
        self.m = load_content().maps[state.map_id]
        self._filled: set[int] | None = None
        self._live: list[tuple[int, Rect, frozenset[int], float]] = []
        self._markable: bool | None = None
        self._gains: dict[frozenset[int], float] = {}
        self._rooms: dict[tuple[int, frozenset[int]], float] = {}

    def __call__(self, action: BaseModel) -> float:
        if not isinstance(action, (PlaceWall, EffectBlock)):
            return self.greedy.value(self.state, self.player, action)
        m = self.m
        cells = set(action.cells)  # greedy's order of summing, for equal floats
        v = 0.0
        for x, y in cells:
            v += self._square_value(m.char(x, y))
        if isinstance(action, PlaceWall) and action.spend_mark is not None:
            v -= load_content().rules.item_row[action.spend_mark].points + 0.5
        v += self._progress_gain(frozenset(y * m.width + x for x, y in cells))
        return v + 0.1 * len(cells)

    def _square_value(self, ch: str) -> float:
        """GreedyBot.value's worth of filling a square showing `ch`."""
        if ch == "i" and self._markable is None:
            self._markable = self.greedy._markable(self.sheet)
        return square_value(ch, ch == "i" and bool(self._markable))

    def _progress_gain(self, squares: frozenset[int]) -> float:
        """The planned rooms' progress after filling `squares` less before, over the rooms touched
        (walls of the same squares, with or without a mark spent, are measured once)."""
        known = self._gains.get(squares)
        if known is not None:
            return known
        after = 0.0
        before = 0.0
        for k, r, zone, was in self._planned():
            near = squares & zone
            if near:
                after += self._room_after(k, r, near)
                before += was
        self._gains[squares] = gain = after - before
        return gain

    def _planned(self) -> list[tuple[int, Rect, frozenset[int], float]]:
        """Each planned room not built over (the others' progress is 0 whatever is filled): its
        index, its rectangle, the squares of it and its ring, its progress before."""
        if self._filled is None:
            m = self.m
            self._filled = set(self.sheet.filled)
            self._live = [
                (k, r, _near(m.width, r.x, r.y, r.w, r.h), room_progress(m, self._filled, r))
                for k, r in enumerate(self.sheet.rects)
                if not any(y * m.width + x in self._filled for x, y in r.cells())
            ]
        return self._live

    def _room_after(self, k: int, r: Rect, near: frozenset[int]) -> float:
        """Room `k`'s progress once `near` (squares of it or its ring) are filled too."""
        known = self._rooms.get((k, near))
        if known is None:
            assert self._filled is not None
            known = self._rooms[(k, near)] = room_progress(self.m, self._filled | near, r)
        return known


def _settled(sheet: Sheet) -> bool:
    """The sheet is scored with its exit: its worth is its points."""
    return sheet.score is not None and sheet.exit is not None


@cache
def _near(width: int, x: int, y: int, w: int, h: int) -> frozenset[int]:
    """The squares of a planned room and of the ring around it (what a wall must touch to change
    its progress), as square numbers; squares off the map's sides never match a real square."""
    return frozenset(
        yy * width + xx for yy in range(y - 1, y + h + 1) for xx in range(x - 1, x + w + 1) if 0 <= xx < width
    )


def _kind(action: BaseModel) -> tuple[Any, ...]:
    """What kind of move an action is: its type, and for a wall the die and whether a mark pays."""
    if isinstance(action, PlaceWall):
        return (PlaceWall, action.die, action.spend_mark is not None)
    if isinstance(action, PlanRoom):
        return (PlanRoom,)
    return (type(action), getattr(action, "option", None), getattr(action, "entry", None))


EXPERT = RoguelightExpert  # bots/expert.py makes one per bot: a bot thinking on its own thread shares nothing


class HardRoguelightExpert(RoguelightExpert):
    """Hard (bots/expert.py): the same playouts, weighing greedy's move against one other only.
    A quarter of the expert's budget alone won as often as the expert (4 players, seeds 3900-3923:
    10/24, the expert 9/24), and so did playouts one round deep (11/24); this Hard won 9/24 there
    with 46.3 points a game, between greedy's 43.2 and the expert's 51.8 (12/24)."""

    max_candidates = 2


HARD = HardRoguelightExpert
