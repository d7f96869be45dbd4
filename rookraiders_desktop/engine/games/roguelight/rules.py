"""The Roguelight rules: setup (RL-2), the building part's rounds with simultaneous secret choices
(RL-3 to RL-8), building-part scoring (RL-9, RL-16), the interception part (RL-10 to RL-14) and
the end (RL-15, RL-17).

Simultaneous play: in the building part `to_move` lists every player who still has a choice to
make this round (and players whose building part ended and who must still pick their exit). Any of
them may act in any order; each action touches only that player's own sheet, which the other
players' views never show (RL-1.8). When the last player has finished the round, the round update
runs for everyone and the next shared roll is made. The interception part is automatic except for
the route choice among equally short routes, made by the owner of the sheet being explored.

`apply` validates the whole action before changing anything: an illegal action raises a Violation
naming its RL clause and leaves the state untouched. Rulings where the rulebook is silent are the
digest's Ambiguities n ("A-n" in comments) and this app's RLD-n (docs/RULINGS.md).
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import BaseModel

from ...core.clone import clone_state
from ...core.game import ChallengePlan, Event, Odds, Result, Setup, SetupOption
from ...core.i18n import QT_TRANSLATE_NOOP, Translate, english
from ...core.rng import Rng
from ...core.room import GameRoom, chosen_option
from ...core.trusted import trusted_maker
from . import board as bd
from .actions import (
    ACTION_ADAPTER,
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
from .content import Content, MapDef, load_content
from .errors import Rejected, Violation
from .listing import LISTING
from .models import Active, GameState, Pending, Rect, Room, Sheet, SheetScore
from .text import TITLES, describe_action, describe_event, result_reason, title_name


def content() -> Content:
    return load_content()


def mapdef(state: GameState) -> MapDef:
    return content().maps[state.map_id]


def room_problem(state: GameState, sheet: Sheet, rect: Rect, extra: bool) -> bd.Problem | None:
    """The rule a planned room on `sheet` breaks, None when it may be drawn there: a room planned as
    the turn's action covers as many squares as the dice show; an extra action's (an effect's)
    at most the rules' largest room. The table's preview asks the same."""
    grid = bd.Grid(mapdef(state), sheet)
    if extra:
        return bd.rect_problem(grid, rect, max_size=content().rules.room_max)
    return bd.rect_problem(grid, rect, size=sum(state.dice))


class Roguelight(GameRoom):
    """Simultaneous play: every player still choosing this round is to move (RLD-1)."""

    state_model: ClassVar[type[GameState]] = GameState
    action_adapter: ClassVar[Any] = ACTION_ADAPTER
    content_loader = staticmethod(load_content)
    game_id: ClassVar[str] = LISTING.game_id
    title: ClassVar[str] = LISTING.title
    text_context: ClassVar[str] = LISTING.text_context
    score_label: ClassVar[str] = "points"
    title_ja: ClassVar[str] = "ローグライト"
    min_players: ClassVar[int] = LISTING.min_players
    max_players: ClassVar[int] = LISTING.max_players
    hidden_information: ClassVar[bool] = True  # the sheets are secret while building (RL-1.8)
    secret_note: ClassVar[str] = QT_TRANSLATE_NOOP("Curtain", "While building, each player's sheet is secret.")
    score_caption: ClassVar[str] = QT_TRANSLATE_NOOP("StatsWindow", "Final score")
    titles: ClassVar[dict[str, str]] = TITLES
    rule_prefixes: ClassVar[tuple[str, ...]] = ("RL",)
    challenge: ClassVar[ChallengePlan | None] = ChallengePlan((), {"map": "basic"})  # solo: a title to earn (RL-17)
    phase_names: ClassVar[dict[str, str]] = {  # the timeline's phases ("ReplayPage" context)
        "building": QT_TRANSLATE_NOOP("ReplayPage", "Building part"),
        "interception": QT_TRANSLATE_NOOP("ReplayPage", "Interception part"),
    }
    variants: ClassVar[tuple[str, ...]] = ("basic", "advanced")
    # the new-game dialog's choices: (option key, label, ((choice label, value), ...)), context "Roguelight"
    setup_options: ClassVar[tuple[SetupOption, ...]] = LISTING.setup_options

    def validate_setup(self, setup: Setup) -> None:
        n = len(setup.seats)
        if not self.min_players <= n <= self.max_players:
            raise Violation("RL-1.1", QT_TRANSLATE_NOOP("Roguelight", "Roguelight is for 1 to 6 players, not {n}"), n=n)
        if map_option(setup) not in self.variants:
            raise Violation("RL-2.3", QT_TRANSLATE_NOOP("Roguelight", "Choose the basic or the advanced map"))

    def create(self, setup: Setup, seed: int) -> GameState:
        return new_game(setup, seed)

    def to_move(self, state: GameState) -> list[int]:
        return to_move(state)

    def legal_for(self, state: GameState, player: int) -> list[BaseModel]:
        return legal_actions(state, player)

    def apply(self, state: GameState, action: BaseModel) -> list[Event]:
        return apply_action(state, action)

    def view(self, state: GameState, viewer: int | None) -> GameState:
        return view(state, viewer)

    def timeline(self, state: GameState) -> dict[str, Any]:
        """Where the game stands, for a replay's "jump to a round or phase": the round (of the
        building part) and the part of the game."""
        return {"round": state.round, "phase": state.phase}

    def describe_action(
        self, action: BaseModel, state: GameState | None = None, tr: Translate = english, lang: str = "en"
    ) -> str:
        return describe_action(action, state, tr, lang)

    def describe_event(
        self, event: Event, names: dict[int, str] | None = None, tr: Translate = english, lang: str = "en"
    ) -> str:
        return describe_event(event, names, tr, lang)

    def describe_result(self, result: Result, tr: Translate = english) -> str:
        return result_reason(result.model_dump(), tr)

    def score_summary(self, state: GameState) -> dict[str, int]:
        """Each player's final total (the building-part score while the dungeon is explored)."""
        return {s.name: (s.score.final if s.score else 0) for s in state.sheets}

    def odds(self, view: GameState, seat: int, legal: Any, tr: Translate = english, lang: str = "en") -> Odds | None:
        from .coach import coach_odds

        return coach_odds(self, view, legal, tr, lang)

    # helpers for the scene (hover): why a block or rectangle may not go there
    def block_problem(self, state: GameState, player: int, cells: list[tuple[int, int]]) -> Violation | None:
        problem = bd.block_problem(bd.Grid(mapdef(state), state.sheets[player]), cells)
        return Violation(*problem) if problem else None

    def rect_problem(self, state: GameState, player: int, x: int, y: int, w: int, h: int) -> Violation | None:
        problem = bd.rect_problem(bd.Grid(mapdef(state), state.sheets[player]), Rect(x=x, y=y, w=w, h=h))
        return Violation(*problem) if problem else None


def map_option(setup: Setup) -> str:
    """The map: the new-game dialog's "map" option, or the command line's `--variant basic` /
    `--variant advanced`; basic when none is given."""
    return chosen_option(setup, "map", "basic")


# --- setup (RL-2) -----------------------------------------------------------------------------


def new_game(setup: Setup, seed: int) -> GameState:
    c = content()
    r = c.rules
    m = c.maps[map_option(setup)]
    rng = Rng(seed=seed)
    sheets = []
    events: list[Event] = []
    circled = [i for i, mark in enumerate(r.item_row) if mark.circled]  # RL-4.5
    for i, seat in enumerate(setup.seats):
        white, black = rng.die(), rng.die()  # RL-2.5: each player's own rolls
        area = next(a for a in m.start_areas if a.face == white)  # RL-2.7
        filled = sorted(a.entrance[1] * m.width + a.entrance[0] for a in m.start_areas if a.face != white)  # RL-2.9
        sheet = Sheet(
            player=i,
            name=seat.name or f"Player {i + 1}",
            white=white,
            black=black,
            outlined=r.outlined(black),  # RL-2.6
            dev_crossed=r.dev_start_crossed,  # RL-2.8, A-25
            filled=filled,
            rects=[Rect(x=area.x, y=area.y, w=2, h=2, setup=True)],
            item_circled=list(circled),
            entrance=tuple(area.entrance),
        )  # RL-2.10
        sheets.append(sheet)
        events.append(
            Event(
                kind="setup",
                args={"player": i, "white": white, "black": black, "outlined": sheet.outlined},
                visible_to=(i,),
            )
        )
    state = GameState(rng=rng, map_id=m.id, sheets=sheets)
    events.append(Event(kind="map", args={"map": m.id, "players": len(sheets)}))
    _roll(state, events)
    state.opening_events = events
    return state


def _roll(state: GameState, events: list[Event]) -> None:
    """RL-3.2: one shared roll for the round."""
    state.dice = (state.rng.die(), state.rng.die())
    for s in state.sheets:
        if s.building:
            s.acted = False
            s.round_done = False
            s.special = state.round in s.outlined  # RL-3.4, RL-3.5
    events.append(Event(kind="roll", args={"round": state.round, "white": state.dice[0], "black": state.dice[1]}))


# --- who acts ---------------------------------------------------------------------------------


def to_move(state: GameState) -> list[int]:
    if state.result is not None:
        return []
    if state.phase == "building":
        return [s.player for s in state.sheets if (s.building and not s.round_done) or s.needs_exit]
    if state.phase == "interception" and state.interception.choices:
        return [state.interception.order[state.interception.level]]
    return []


def broken(sheet: Sheet) -> int:
    """RL-6.3: the number of broken boundaries = zones open on the item and extra-action rows."""
    return sum(1 for b in content().rules.boundaries if sheet.dev_crossed >= b)


def markable(sheet: Sheet) -> list[int]:
    """RL-7.4, RL-7.5: item marks that may be circled now."""
    open_zones = broken(sheet)
    return [
        i for i, mark in enumerate(content().rules.item_row) if i not in sheet.item_circled and mark.zone <= open_zones
    ]


def spendable(sheet: Sheet) -> list[int]:
    """RL-4.4: circled marks not yet filled."""
    return [i for i in sheet.item_circled if i not in sheet.item_filled]


def usable_extras(sheet: Sheet) -> list[int]:
    """RL-7.9, RL-7.10: extra actions not yet used, left of every unbroken boundary."""
    open_zones = broken(sheet)
    return [i for i, e in enumerate(content().rules.extra_row) if i not in sheet.extra_used and e.zone <= open_zones]


def ghosts_left(m: MapDef, sheet: Sheet) -> int:
    """RL-7.14, RL-16.7, A-17: unfilled ghosts on the map, the large ghost as 1."""
    filled = set(sheet.filled)
    n = sum(
        1 for y, row in enumerate(m.rows) for x, ch in enumerate(row) if ch == "h" and y * m.width + x not in filled
    )
    return n + sum(1 for lm in m.large_monsters if lm.kind == "ghost" and lm.id not in sheet.large_filled)


# --- move generation --------------------------------------------------------------------------


def placements(g: bd.Grid, shapes: Any) -> list[tuple[tuple[int, int], ...]]:
    """Every legal position of the given shapes (each shape in the orientations given)."""
    shapes = tuple(tuple(shape) for shape in shapes)
    if all(shape == bd.normalise(shape) for shape in shapes):
        return bd.block_placements(g, shapes)  # the fast path: the same positions in the same order
    out = []
    seen = set()
    w, h = g.w, g.h
    for shape in shapes:
        sw = max(x for x, _ in shape) + 1
        sh = max(y for _, y in shape) + 1
        for y0 in range(h - sh + 1):
            for x0 in range(w - sw + 1):
                cells = tuple(sorted((x0 + x, y0 + y) for x, y in shape))
                if cells in seen:
                    continue
                seen.add(cells)
                if bd.block_problem(g, cells) is None:
                    out.append(cells)
    return out


def _free_rect_sizes(max_size: int) -> list[tuple[int, int]]:
    return [(w, h) for w in range(2, max_size // 2 + 1) for h in range(2, max_size // 2 + 1) if w * h <= max_size]


# the move generators' own values need no validation (core/trusted.py)
_place_wall = trusted_maker(PlaceWall)
_plan_room = trusted_maker(PlanRoom)
_effect_room = trusted_maker(EffectRoom)
_effect_block = trusted_maker(EffectBlock)


def legal_actions(state: GameState, player: int) -> list[BaseModel]:
    m = mapdef(state)
    s = state.sheets[player]
    if state.phase == "interception":
        return [ChooseRoute(player=player, room=c) for c in state.interception.choices]
    if s.needs_exit:
        return [ChooseExit(player=player, exit=k) for k in range(4)]
    if not s.building or s.round_done:
        return []
    g = bd.Grid(m, s)
    out: list[BaseModel] = []
    if not s.acted:
        white, black = state.dice
        one = ((0, 0),)
        options: list[tuple[str, int | None, tuple[tuple[bd.Cell, ...], ...]]] = []
        rules = content().rules
        # RLD-2: of the circled marks only the cheapest is listed (die_problem accepts any)
        cheapest = min(spendable(s), key=lambda i: (rules.item_row[i].points, i)) if spendable(s) else None
        for die, face, marks in (("white", white, (None,)), ("black", black, (None, cheapest)), ("one", 1, (None,))):
            for mark in dict.fromkeys(marks):
                if die_problem(state, s, die, mark) is None:
                    shapes = (one,) if die == "one" else bd.orientations(bd.face_shape(face))
                    options.append((die, mark, shapes))
        for die, mark, shapes in options:
            for cells in placements(g, shapes):
                out.append(_place_wall(player=player, die=die, cells=cells, spend_mark=mark))
        for x, y, w, h in bd.rect_positions(g, bd.rect_shapes(white + black)):  # RL-5.4
            out.append(_plan_room(player=player, x=x, y=y, w=w, h=h))
        if not out:
            out.append(Pass(player=player))
        return out
    if s.active is not None:
        a = s.active
        if a.kind == "room":
            for x, y, w, h in bd.rect_positions(g, _free_rect_sizes(content().rules.room_max)):
                out.append(_effect_room(player=player, x=x, y=y, w=w, h=h))
        else:
            for cells in placements(g, bd.polyominoes(a.size)):
                out.append(_effect_block(player=player, cells=cells))
        out.append(Skip(player=player, effect=None))
        return out
    done_kinds = set()
    for i, p in enumerate(s.pending):
        if p.kind in done_kinds:  # identical effects: the first stands for all (apply accepts any)
            continue
        done_kinds.add(p.kind)
        if p.kind == "item":
            out += [CircleMark(player=player, effect=i, mark=k) for k in markable(s)]
        elif p.kind == "ghost":
            out += [ChooseExtra(player=player, effect=i, entry=e) for e in usable_extras(s)]
        else:
            if placements(g, (((0, 0),),)):
                out.append(BatEffect(player=player, effect=i, option="block"))
            out.append(BatEffect(player=player, effect=i, option="develop"))
        out.append(Skip(player=player, effect=i))
    return out


# --- apply ------------------------------------------------------------------------------------


def apply_action(state: GameState, action: BaseModel) -> list[Event]:
    if state.result is not None:
        raise Rejected("RL-15.1", QT_TRANSLATE_NOOP("Roguelight", "The game is over"))
    player = getattr(action, "player", None)
    if not isinstance(player, int) or player not in to_move(state):
        raise Rejected("RL-3.3", QT_TRANSLATE_NOOP("Roguelight", "That player has nothing to choose now"))
    events: list[Event] = []
    s = state.sheets[player]
    if isinstance(action, ChooseRoute):
        _route(state, action, events)
        return events
    if isinstance(action, ChooseExit):
        if not s.needs_exit:
            raise Rejected(
                "RL-8.6", QT_TRANSLATE_NOOP("Roguelight", "Choose the exit when your building part has ended")
            )
        _choose_exit(state, s, action.exit, events)
        _after_exit(state, events)
        return events
    if s.needs_exit or not s.building:
        raise Rejected("RL-8.6", QT_TRANSLATE_NOOP("Roguelight", "Choose your exit"))
    if not s.acted:
        if isinstance(action, PlaceWall):
            _wall(state, s, action, events)
        elif isinstance(action, PlanRoom):
            rect = Rect(x=action.x, y=action.y, w=action.w, h=action.h)
            problem = room_problem(state, s, rect, extra=False)
            if problem:
                raise Violation(*problem)
            s.acted = True
            _draw_rect(state, s, rect, events)
        elif isinstance(action, Pass):
            if any(not isinstance(a, Pass) for a in legal_actions(state, player)):
                raise Violation(
                    "RL-3.3", QT_TRANSLATE_NOOP("Roguelight", "You can still take action A or B this round")
                )
            s.acted = True
            events.append(Event(kind="pass", args={"player": player}, visible_to=(player,)))
        else:
            raise Rejected(
                "RL-3.3",
                QT_TRANSLATE_NOOP("Roguelight", "Take action A (place a wall) or action B (plan a room) first"),
            )
    elif s.active is not None:
        _active(state, s, action, events)
    elif s.pending:
        _pending(state, s, action, events)
    else:
        raise Rejected("RL-3.3", QT_TRANSLATE_NOOP("Roguelight", "Nothing to choose now"))
    _settle(state, s, events)
    _maybe_end_round(state, events)
    return events


def die_problem(state: GameState, s: Sheet, die: str, spend_mark: int | None) -> tuple[str, str] | None:
    """Why action A may not use `die` (filling `spend_mark`) now, or None: the one check of the die
    choice, for legal_actions and apply. White always (RL-4.2, RL-4.3), a 1-square block always
    (RL-4.7); black in a special round (RL-4.3) or by filling a circled, unfilled item mark in a
    normal one (RL-4.4), and only when it differs from the white die (ruling RLD-11)."""
    white, black = state.dice
    if die != "black":
        if spend_mark is not None:
            return ("RL-4.4", QT_TRANSLATE_NOOP("Roguelight", "An item mark is only filled to use the black die"))
        return None
    if black == white:
        return ("RL-4.1", QT_TRANSLATE_NOOP("Roguelight", "Both dice show the same: use the white die"))
    if s.special:
        if spend_mark is not None:
            return ("RL-4.4", QT_TRANSLATE_NOOP("Roguelight", "This round is already special: no item mark is needed"))
    elif spend_mark is None:
        return (
            "RL-4.2",
            QT_TRANSLATE_NOOP("Roguelight", "In a normal round use the white die (or fill a circled item mark)"),
        )
    elif spend_mark not in spendable(s):
        return (
            "RL-4.4",
            QT_TRANSLATE_NOOP("Roguelight", "Only a circled, unfilled item mark can make the round special"),
        )
    return None


def _wall(state: GameState, s: Sheet, a: PlaceWall, events: list[Event]) -> None:
    """Action A (RL-4)."""
    m = mapdef(state)
    white, black = state.dice
    cells: tuple[bd.Cell, ...] = tuple((x, y) for x, y in a.cells)
    shape: tuple[bd.Cell, ...]
    if a.die == "one":
        shape = ((0, 0),)
    else:
        face = white if a.die == "white" else black
        shape = bd.face_shape(face)
    problem = die_problem(state, s, a.die, a.spend_mark)
    if problem:
        raise Violation(*problem)
    if len(cells) == 0 or bd.normalise(cells) not in bd.orientations(shape):
        raise Violation(
            "RL-4.6",
            QT_TRANSLATE_NOOP("Roguelight", "The block must have the shape of the die face (rotated or mirrored)"),
        )
    problem = bd.block_problem(bd.Grid(m, s), cells)
    if problem:
        raise Violation(*problem)
    s.acted = True
    if a.spend_mark is not None:
        s.item_filled.append(a.spend_mark)
        s.special = True
        events.append(Event(kind="spend_mark", args={"player": s.player, "mark": a.spend_mark}, visible_to=(s.player,)))
    events.append(
        Event(
            kind="wall",
            args={"player": s.player, "die": a.die, "cells": [list(c) for c in cells]},
            visible_to=(s.player,),
        )
    )
    _fill(state, s, cells, events)


def _fill(state: GameState, s: Sheet, cells: Any, events: list[Event]) -> None:
    """RL-4.8, RL-4.16, RL-7.1, RL-16.2: fill squares; special squares queue their effects."""
    m = mapdef(state)
    large = bd.large_at(m)
    filled = set(s.filled)
    for x, y in cells:
        filled.add(y * m.width + x)
        lid = large.get((x, y))
        if lid is not None:
            if lid not in s.large_filled:  # RL-16.2: the whole large monster is filled
                s.large_filled.append(lid)
                lm = next(big for big in m.large_monsters if big.id == lid)
                for px, py in lm.cells:
                    filled.add(py * m.width + px)
                events.append(
                    Event(kind="large_filled", args={"player": s.player, "monster": lid}, visible_to=(s.player,))
                )
                if lm.kind in ("ghost", "bat"):  # RL-16.6: one effect per large monster
                    s.pending.append(Pending(kind="ghost" if lm.kind == "ghost" else "bat", cell=(x, y)))
            continue
        ch = m.char(x, y)
        if ch in ("i", "h", "t"):
            kind = {"i": "item", "h": "ghost", "t": "bat"}[ch]
            s.pending.append(Pending(kind=kind, cell=(x, y)))
            events.append(Event(kind="special", args={"player": s.player, "effect": kind}, visible_to=(s.player,)))
    s.filled = sorted(filled)


def _develop(state: GameState, s: Sheet, n: int, events: list[Event]) -> None:
    """RL-6.1, RL-6.3, RL-6.5: cross off n numbers, stopping at the last one."""
    r = content().rules
    before = broken(s)
    s.dev_crossed = min(r.dev_track, s.dev_crossed + n)
    events.append(
        Event(kind="develop", args={"player": s.player, "n": n, "crossed": s.dev_crossed}, visible_to=(s.player,))
    )
    for k in range(before, broken(s)):
        events.append(
            Event(kind="boundary", args={"player": s.player, "number": r.boundaries[k]}, visible_to=(s.player,))
        )


def _draw_rect(state: GameState, s: Sheet, rect: Rect, events: list[Event]) -> None:
    """Action B (RL-5.8) and the ghost's rectangle (A-7): advance by the monsters enclosed."""
    m = mapdef(state)
    s.rects.append(rect)
    counts = bd.monsters_in(m, s, rect.cells())
    n = bd.monster_count(counts)
    events.append(
        Event(
            kind="rect",
            args={"player": s.player, "x": rect.x, "y": rect.y, "w": rect.w, "h": rect.h, "monsters": n},
            visible_to=(s.player,),
        )
    )
    for lm in m.large_monsters:  # RL-16.4, RL-16.5: the matching goal is outlined
        if lm.id not in s.large_filled and all(rect.contains(x, y) for x, y in lm.cells):
            if lm.id not in s.enclosed_large:
                s.enclosed_large.append(lm.id)
            if lm.goal not in s.goals:
                s.goals.append(lm.goal)
                events.append(Event(kind="goal", args={"player": s.player, "goal": lm.goal}, visible_to=(s.player,)))
    if n:
        _develop(state, s, n, events)


def _active(state: GameState, s: Sheet, action: BaseModel, events: list[Event]) -> None:
    a = s.active
    assert a is not None
    m = mapdef(state)
    if isinstance(action, Skip):
        if action.effect is not None:
            raise Rejected("RL-7.18", QT_TRANSLATE_NOOP("Roguelight", "Finish the effect being resolved first"))
        events.append(Event(kind="effect_stopped", args={"player": s.player}, visible_to=(s.player,)))
        s.active = None
        return
    if a.kind == "room":
        if not isinstance(action, EffectRoom):
            raise Rejected("RL-7.12", QT_TRANSLATE_NOOP("Roguelight", "Draw the dotted rectangle of the extra action"))
        rect = Rect(x=action.x, y=action.y, w=action.w, h=action.h)
        problem = room_problem(state, s, rect, extra=True)
        if problem:
            raise Violation(*problem)
        s.active = None
        _draw_rect(state, s, rect, events)
        return
    if not isinstance(action, EffectBlock):
        raise Rejected("RL-7.18", QT_TRANSLATE_NOOP("Roguelight", "Draw the block of the effect being resolved"))
    cells = [tuple(c) for c in action.cells]
    if len(cells) != a.size or not bd.connected(cells):  # type: ignore[arg-type]
        raise Violation(
            "RL-7.13", QT_TRANSLATE_NOOP("Roguelight", "The block must have exactly {n} connected squares"), n=a.size
        )
    problem = bd.block_problem(bd.Grid(m, s), cells)  # type: ignore[arg-type]
    if problem:
        raise Violation(*problem)
    events.append(
        Event(kind="effect_block", args={"player": s.player, "cells": [list(c) for c in cells]}, visible_to=(s.player,))
    )
    a.left -= 1
    if a.left <= 0:
        s.active = None
    _fill(state, s, cells, events)


def _pending(state: GameState, s: Sheet, action: BaseModel, events: list[Event]) -> None:
    index = getattr(action, "effect", None)
    if not isinstance(index, int) or not 0 <= index < len(s.pending):
        raise Rejected("RL-7.17", QT_TRANSLATE_NOOP("Roguelight", "Choose one of your waiting effects"))
    p = s.pending[index]
    r = content().rules
    if isinstance(action, Skip):
        s.pending.pop(index)
        events.append(Event(kind="effect_skipped", args={"player": s.player, "effect": p.kind}, visible_to=(s.player,)))
    elif isinstance(action, CircleMark) and p.kind == "item":
        if action.mark not in markable(s):
            raise Violation(
                "RL-7.5",
                QT_TRANSLATE_NOOP(
                    "Roguelight", "That item mark cannot be circled (already circled, or right of an unbroken boundary)"
                ),
            )
        s.pending.pop(index)
        s.item_circled.append(action.mark)
        events.append(
            Event(
                kind="circle",
                args={"player": s.player, "mark": action.mark, "points": r.item_row[action.mark].points},
                visible_to=(s.player,),
            )
        )
    elif isinstance(action, ChooseExtra) and p.kind == "ghost":
        if action.entry not in usable_extras(s):
            raise Violation(
                "RL-7.10", QT_TRANSLATE_NOOP("Roguelight", "That extra action is used or right of an unbroken boundary")
            )
        s.pending.pop(index)
        s.extra_used.append(action.entry)
        entry = r.extra_row[action.entry]
        events.append(
            Event(
                kind="extra",
                args={"player": s.player, "entry": action.entry, "type": entry.type, "size": entry.size},
                visible_to=(s.player,),
            )
        )
        if entry.type == "room":
            s.active = Active(kind="room", entry=action.entry)
        elif entry.type == "block":
            s.active = Active(kind="block", size=entry.size, left=1, entry=action.entry)
        else:
            left = ghosts_left(mapdef(state), s)
            s.active = Active(kind="ghosts", size=1, left=left, entry=action.entry) if left else None
    elif isinstance(action, BatEffect) and p.kind == "bat":
        if action.option == "block":
            if not placements(bd.Grid(mapdef(state), s), (((0, 0),),)):
                raise Violation("RL-7.16", QT_TRANSLATE_NOOP("Roguelight", "No square can take a 1-square block"))
            s.pending.pop(index)
            s.active = Active(kind="bat", size=1, left=1)
            # a choice made in secret while building (RL-1.8): told to its owner only
            events.append(Event(kind="bat", args={"player": s.player, "option": action.option}, visible_to=(s.player,)))
        else:
            s.pending.pop(index)
            _develop(state, s, r.bat_develop, events)
    else:
        raise Violation("RL-7.1", QT_TRANSLATE_NOOP("Roguelight", "That choice does not belong to this effect"))


def _settle(state: GameState, s: Sheet, events: list[Event]) -> None:
    """Drop what can do nothing (RL-7.7, RL-18.5, RL-18.6), end an effect with no square left,
    and close the player's round when every choice is made."""
    g = None
    if s.active is not None and s.active.kind != "room":
        g = bd.Grid(mapdef(state), s)
        if not placements(g, bd.polyominoes(s.active.size)):
            events.append(Event(kind="effect_stopped", args={"player": s.player}, visible_to=(s.player,)))
            s.active = None
    if s.active is None and s.pending:
        useful = any(
            (p.kind == "item" and markable(s)) or (p.kind == "ghost" and usable_extras(s)) or p.kind == "bat"
            for p in s.pending
        )
        if not useful:
            for p in s.pending:
                events.append(
                    Event(kind="effect_nothing", args={"player": s.player, "effect": p.kind}, visible_to=(s.player,))
                )
            s.pending = []
    if s.acted and s.active is None and not s.pending:
        s.round_done = True
        events.append(Event(kind="player_done", args={"player": s.player, "round": state.round}))


def _maybe_end_round(state: GameState, events: list[Event]) -> None:
    """RL-8.1 to RL-8.5: the round update once every building player has finished the round."""
    if state.phase != "building" or any(s.building and not s.round_done for s in state.sheets):
        return
    if not any(s.building for s in state.sheets):
        return
    r = content().rules
    for s in state.sheets:
        if not s.building:
            continue
        s.time_crossed = state.round  # RL-8.1
        if s.time_crossed >= r.time_track or s.dev_crossed >= r.dev_track:  # RL-8.3, RL-8.4, A-3
            s.building = False
            s.needs_exit = True
            events.append(
                Event(
                    kind="building_over",
                    args={"player": s.player, "round": state.round, "early": s.time_crossed < r.time_track},
                )
            )
    events.append(Event(kind="round_end", args={"round": state.round}))
    if any(s.building for s in state.sheets):
        state.round += 1
        _roll(state, events)  # RL-8.2


def _choose_exit(state: GameState, s: Sheet, exit_index: int, events: list[Event]) -> None:
    """RL-8.6, RL-8.8: keep one exit, fill the others, score the building part."""
    m = mapdef(state)
    filled = set(s.filled)
    for k, (x, y) in enumerate(m.exits):
        if k != exit_index:
            filled.add(y * m.width + x)
    s.filled = sorted(filled)
    s.exit = exit_index
    s.needs_exit = False
    s.score = bd.score_sheet(m, s, exit_index, filled)
    events.append(Event(kind="exit", args={"player": s.player, "exit": exit_index}, visible_to=(s.player,)))
    events.append(
        Event(
            kind="sheet_scored",
            args={
                "player": s.player,
                "items": s.score.item_points,
                "rooms": s.score.room_total,
                "scoring": s.score.scoring_rooms,
                "total_rooms": len(s.score.rooms),
            },
            visible_to=(s.player,),
        )
    )


def _after_exit(state: GameState, events: list[Event]) -> None:
    if any(s.building or s.needs_exit for s in state.sheets):
        return
    _start_interception(state, events)


# --- interception (RL-10 to RL-14) ------------------------------------------------------------


def _start_interception(state: GameState, events: list[Event]) -> None:
    r = content().rules
    state.phase = "interception"
    it = state.interception
    it.armed_row = list(r.armed_row(len(state.sheets)))  # RL-10.3
    it.armed_level = 1
    it.armed_marks = 0
    it.track = 0  # RL-10.2
    stack = [s for s in state.sheets if s.score and s.score.in_dungeon]  # RL-10.4
    for s in state.sheets:
        if s not in stack:
            events.append(Event(kind="sits_out", args={"player": s.player}))
    state.rng.shuffle(stack)  # RL-10.7: ties at random
    stack.sort(key=lambda s: (s.dev_crossed, s.score.item_points if s.score else 0))  # RL-10.5, RL-10.6
    it.order = [s.player for s in stack]
    events.append(Event(kind="interception", args={"order": list(it.order)}))
    if not it.order:
        _finish(state, events)
        return
    it.level = 0
    _enter_sheet(state, events)


def _owner(state: GameState) -> Sheet:
    it = state.interception
    return state.sheets[it.order[it.level]]


def _rooms_at(score: SheetScore, cell: tuple[int, int]) -> list[int]:
    return [i for i, r in enumerate(score.rooms) if r.contains(*cell)]


def _enter_sheet(state: GameState, events: list[Event]) -> None:
    """RL-10.8, RL-14.5: the adventurer enters at the top sheet's entrance."""
    it = state.interception
    s = _owner(state)
    assert s.score is not None
    rooms = _rooms_at(s.score, s.entrance)
    it.room = rooms[0] if rooms else None
    it.visited = []
    it.track = 0
    events.append(Event(kind="enter", args={"player": s.player, "level": it.level + 1, "room": it.room}))
    _explore(state, events)


def _room_cells(m: MapDef, rooms: list[Room]) -> dict[int, list[int]]:
    """Square index -> the rooms covering it."""
    room_cells: dict[int, list[int]] = {}
    for k, r in enumerate(rooms):
        for j in range(r.h):
            for i in range(r.w):
                room_cells.setdefault((r.y + j) * m.width + r.x + i, []).append(k)
    return room_cells


def _flood(
    m: MapDef, floor: set[int], room_cells: dict[int, list[int]], starts: list[int]
) -> tuple[set[int], set[int]]:
    """Passage squares reached from `starts` (RL-9.9: through passages) and the rooms beside them."""
    w = m.width
    seen = set()
    todo = []
    found: set[int] = set()
    for c in starts:
        if c in floor and c not in room_cells and c not in seen:
            seen.add(c)
            todo.append(c)
    while todo:
        c = todo.pop()
        x, y = c % w, c // w
        for dx, dy in bd.NEIGHBOURS:
            nx, ny = x + dx, y + dy
            if not (0 <= nx < w and 0 <= ny < m.height):
                continue
            n = ny * w + nx
            if n not in floor:
                continue
            if n in room_cells:
                found.update(room_cells[n])
            elif n not in seen:
                seen.add(n)
                todo.append(n)
    return seen, found


def _room_border(m: MapDef, r: Room) -> list[int]:
    """The squares on the board just outside room `r` (with repeats)."""
    border = []
    for j in range(r.h):
        for i in range(r.w):
            x, y = r.x + i, r.y + j
            for dx, dy in bd.NEIGHBOURS:
                nx, ny = x + dx, y + dy
                if 0 <= nx < m.width and 0 <= ny < m.height and not r.contains(nx, ny):
                    border.append(ny * m.width + nx)
    return border


def _rooms_to_exit(edges: dict[int, set[int]]) -> dict[int, int]:
    """Rooms still to enter from each node to the exit (-2): a 0-1 shortest path where entering a
    room costs 1 (RL-13.2)."""
    import heapq

    dist = {-2: 0}
    rev: dict[int, set[int]] = {k: set() for k in edges}
    for a, bs in edges.items():
        for b in bs:
            rev[b].add(a)
    heap = [(0, -2)]
    while heap:
        d, node = heapq.heappop(heap)
        if d > dist.get(node, 1 << 30):
            continue
        for prev in rev[node]:
            nd = d + (1 if node >= 0 else 0)
            if nd < dist.get(prev, 1 << 30):
                dist[prev] = nd
                heapq.heappush(heap, (nd, prev))
    return dist


def route_graph(m: MapDef, s: Sheet) -> tuple[dict[int, set[int]], dict[int, int]]:
    """The sheet's rooms as a graph (RL-13.2): node i = room i, -1 = the entrance square on a
    passage, -2 = the exit. Edges join rooms that touch (RL-9.9) or are joined through passages.
    Returns (edges, rooms still to enter to reach the exit from each node)."""
    assert s.score is not None and s.exit is not None
    w = m.width
    rooms = s.score.rooms
    floor = set(s.score.floor)
    room_cells = _room_cells(m, rooms)
    exit_cell = m.exits[s.exit][1] * w + m.exits[s.exit][0]
    entrance = s.entrance[1] * w + s.entrance[0]
    edges: dict[int, set[int]] = {k: set() for k in range(len(rooms))}
    edges[-1] = set()
    edges[-2] = set()
    for k, r in enumerate(rooms):
        for o, other in enumerate(rooms):
            if o != k and bd._rooms_touch(r, other):
                edges[k].add(o)
        seen, found = _flood(m, floor, room_cells, _room_border(m, r))
        edges[k] |= found - {k}
        if exit_cell in seen or k in room_cells.get(exit_cell, []):
            edges[k].add(-2)
    if entrance not in room_cells:
        seen, found = _flood(m, floor, room_cells, [entrance])
        edges[-1] = found
        if exit_cell in seen:
            edges[-1].add(-2)
    return edges, _rooms_to_exit(edges)


def route_choices(m: MapDef, s: Sheet, node: int) -> list[int | None]:
    """RL-13.2, RL-13.3, A-16: the next rooms (None = the exit) on a route with the fewest rooms."""
    edges, dist = route_graph(m, s)
    here = dist.get(node)
    if here is None:
        return []
    out: list[int | None] = []
    for n in sorted(edges[node], key=lambda k: (k < 0, k)):
        if n == -2:
            if here == 0:
                out.append(None)
        elif n >= 0 and dist.get(n) is not None and 1 + dist[n] == here:
            out.append(n)
    return out


def _explore(state: GameState, events: list[Event]) -> None:
    """Combat, equip, move until a route choice is needed or the dungeon is done (RL-10.9)."""
    m = mapdef(state)
    it = state.interception
    while True:
        s = _owner(state)
        assert s.score is not None
        if it.room is not None and it.room not in it.visited:
            it.visited.append(it.room)
            _combat(state, s, it.room, events)
            _equip(state, s, it.room, events)
        node = it.room if it.room is not None else -1
        choices = route_choices(m, s, node)
        if not choices:  # cannot happen on a floor; leave by the exit
            choices = [None]
        if len(choices) > 1:
            it.choices = choices
            return
        it.choices = []
        if not _move(state, choices[0], events):
            return


def _move(state: GameState, target: int | None, events: list[Event]) -> bool:
    """Move to a room, or to the exit and descend (RL-13, RL-14). False once the game is over."""
    it = state.interception
    s = _owner(state)
    if target is not None:
        it.room = target
        events.append(Event(kind="move", args={"player": s.player, "room": target}))
        return True
    assert s.score is not None
    s.score.interception = it.track  # RL-14.2
    s.score.final = s.score.item_points + s.score.room_total + s.score.interception  # RL-14.3
    events.append(Event(kind="descend", args={"player": s.player, "points": it.track, "final": s.score.final}))
    it.track = 0  # RL-14.4
    it.level += 1
    it.room = None
    if it.level >= len(it.order):  # RL-14.8
        _finish(state, events)
        return False
    _enter_sheet_quiet(state, events)
    return True


def _enter_sheet_quiet(state: GameState, events: list[Event]) -> None:
    it = state.interception
    s = _owner(state)
    assert s.score is not None
    rooms = _rooms_at(s.score, s.entrance)
    it.room = rooms[0] if rooms else None
    it.visited = []
    events.append(Event(kind="enter", args={"player": s.player, "level": it.level + 1, "room": it.room}))


def _combat(state: GameState, s: Sheet, k: int, events: list[Event]) -> None:
    """RL-11: monsters (count) against the lower die + the armed level; doubles fumble; 5 points at most."""
    room = s.score.rooms[k]  # type: ignore[union-attr]
    if not room.scoring or room.monsters == 0:  # RL-11.2, RL-11.3
        return
    it = state.interception
    white, black = state.rng.die(), state.rng.die()
    it.dice = (white, black)
    strength = min(white, black) + it.armed_level  # RL-11.5
    hit = room.monsters >= strength  # RL-11.6
    fumble = white == black  # RL-11.7
    points = content().rules.combat_points if (hit or fumble) else 0  # RL-11.8
    it.track += points
    events.append(
        Event(
            kind="combat",
            args={
                "player": s.player,
                "room": k,
                "monsters": room.monsters,
                "white": white,
                "black": black,
                "level": it.armed_level,
                "strength": strength,
                "hit": hit,
                "fumble": fumble,
                "points": points,
            },
        )
    )


def _equip(state: GameState, s: Sheet, k: int, events: list[Event]) -> None:
    """RL-12: one armed-track mark per item in a scoring room; the level is capped (RL-12.5, A-23)."""
    room = s.score.rooms[k]  # type: ignore[union-attr]
    if not room.scoring or room.items == 0:  # RL-12.3
        return
    it = state.interception
    cap = content().rules.armed_cap
    for _ in range(room.items):
        if it.armed_level >= cap or it.armed_marks >= len(it.armed_row):
            break
        it.armed_marks += 1
        level = it.armed_row[it.armed_marks - 1]
        if level:
            it.armed_level = min(cap, max(it.armed_level, level))  # RL-12.2, RL-12.4
    events.append(
        Event(kind="equip", args={"player": s.player, "room": k, "items": room.items, "level": it.armed_level})
    )


def _route(state: GameState, action: ChooseRoute, events: list[Event]) -> None:
    it = state.interception
    if action.room not in it.choices:
        raise Violation(
            "RL-13.2", QT_TRANSLATE_NOOP("Roguelight", "The adventurer takes a route with the fewest rooms")
        )
    it.choices = []
    if _move(state, action.room, events):
        _explore(state, events)


def title_for(map_id: str, total: int) -> str:
    """RL-17.2, RL-17.3: the solo title for a final score."""
    name = ""
    for threshold, title in content().rules.titles[map_id]:
        if total >= threshold:
            name = title
    return name


def _finish(state: GameState, events: list[Event]) -> None:
    """RL-15: the highest final total wins; a tie is a draw."""
    state.phase = "over"
    scores: dict[int, float] = {}
    for s in state.sheets:
        if s.score is None:
            s.score = SheetScore()
        if s.player not in state.interception.order:  # items (and no rooms) only
            s.score.final = s.score.item_points + s.score.room_total
        scores[s.player] = s.score.final
    best = max(scores.values())
    winners = [p for p, v in scores.items() if v == best]
    result = Result(
        winners=winners,
        draw=len(winners) > 1,
        scores=scores,
        rule="RL-15.2",
        reason="RL-15.2: the highest final total wins",
        reason_template=QT_TRANSLATE_NOOP("Roguelight", "the highest final total wins"),
    )
    if len(state.sheets) == 1:
        result.title = title_for(state.map_id, int(best))
        result.rule = "RL-17.1"
        result.reason = f"RL-17.1: solo score {int(best)}, title {title_name(result.title)}"
        result.reason_template = QT_TRANSLATE_NOOP("Roguelight", "solo score {score}: {title}")
        result.reason_params = {"score": int(best), "title": result.title}
    state.result = result
    events.append(
        Event(
            kind="game_over",
            args={"scores": {str(k): v for k, v in scores.items()}, "winners": winners, "title": result.title},
        )
    )


# --- views ------------------------------------------------------------------------------------


def view(state: GameState, viewer: int | None) -> GameState:
    """What `viewer` sees: during the building part only their own sheet (RL-1.8) and the shared
    dice; other sheets keep only whether their owner is still choosing. From the interception
    part on every sheet is public. The random generator is never shown."""
    v = clone_state(state)  # core/clone.py: a fraction of a deep model_copy
    v.rng = Rng(seed=0)
    if state.phase == "building":
        v.sheets = [
            s
            if s.player == viewer
            else Sheet(
                player=s.player,
                name=s.name,
                hidden=True,
                building=s.building,
                round_done=s.round_done,
                needs_exit=s.needs_exit,
            )
            for s in v.sheets
        ]
    return v


GAME = Roguelight()
