"""Glenwald's boss, the Corrupted Dryad (LS-21), on night 3 of Glenwald.

The Dryad is a 2-square monster (`dryad`, 11 HP, orange + blue) that never moves (LS-21.12) and
has no standard attack. Around it stand 5 monoliths (monster kind `monolith`: 4 HP, always hit, an
obstacle monsters cannot pass over, not a LOS blocker, LS-21.2-21.4, LS-A33). It grows on a growth
track (state.boss.growth: 1 Germination, 2 Growth, 3 Maturity) and sends hatcheries (`hatchery`,
two faces, Monster.face) and seed cannons (`seed_cannon`, a stationary Archer with range 7) out of
the fog. The data is `content.dryad` (bosses.json) and the scenario's spawn direction card
(`content.spawn_directions`).

The monster phase calls this module through its boss hooks (monster_phase.boss_module):
- `boss_step` (step 3): in the night's first boss step the Dryad appears (LS-21.19-21.24,
  `appear`); in every later one the sub-steps LS-21.26-21.33 (`grow`, `hatch`, `send_spawners`);
- `attacks_before` (step 6, LS-21.30, LS-A32): each trapped hero's 1 damage at the start of the
  attack step (monster damage: armour and Defence Up apply), resolved by `resolve_boss_attack`;
- `attacks_after` (step 6, LS-21.13): the Dryad's attack after every other monster's: 2 damage to
  every hero and every structure in the sectors its growth stage reaches (LS-21.16-21.18, LS-A34);
- `on_damage` (combat.damage_monster): no damage in Germination (LS-21.16).
Its death defeats the boss (combat.damage_monster sets state.boss.defeated: LS-21.15, LS-1.9).

A figure spawned on a hatchery stands on the hatchery's square (LS-21.27, LS-21.33) and covers it
until it moves off; a hatchery or seed cannon placed under a hero traps it (Monster.trapping,
Hero.trapped, LS-21.30) and neither acts while it does; the hero is freed by a punch (LS-21.31,
hero_phase._punch). Rulings: docs/RULINGS.md, "Rulings of Glenwald and the Corrupted Dryad" (LSG-*).
Squares are (x, y), x from the west, y from the north.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ...core.game import Event
from ...core.i18n import QT_TRANSLATE_NOOP
from . import making_room
from .content import DryadData, GrowthStage, MonsterType, SpawnIcon, SpawnPosition, load_content, place
from .geometry import (
    LEFT_OF,
    OPPOSITE,
    RIGHT_OF,
    STEP,
    Board,
    adjacent_sectors,
    area,
    arrow,
    board_def,
    footprint,
    inside,
    sector_of,
    terrain,
)
from .models import Cell, GameState, Hero, Monster, QueuedAttack, Structure

# LS-A28 (LSG-3): what the skip of sub-step 1 covers while spawn cards remain (monster phases 1-2):
# "growth" skips only sub-step 1 (growth / the circle's damage); "all" skips sub-steps 1-5.
SKIP_SCOPE = "growth"

# The log lines of this module's events (text.py merges them). `monster_text`, `squares_text`,
# `from_square`, `to_square`, `structure_text` and `hero_name` are filled in by text.py;
# `stage_text` and `sectors_text` by `event_args` below.
EVENT_TEXT: dict[str, str] = {
    "dryad_absent": QT_TRANSLATE_NOOP(
        "LastSpell",
        "The spawn direction card {card} does not show the Corrupted Dryad: it does not come tonight (LS-21.19).",
    ),
    "dryad_card_removed": QT_TRANSLATE_NOOP(
        "LastSpell", "Spawn card {card} is taken from spawn position {position} for the Corrupted Dryad (LS-21.20)."
    ),
    "dryad_appears": QT_TRANSLATE_NOOP(
        "LastSpell", "The Corrupted Dryad takes root on {squares_text} behind five monoliths (LS-21.21, LS-21.23)."
    ),
    "dryad_clears_monster": QT_TRANSLATE_NOOP(
        "LastSpell", "{monster_text} on {square} is removed to make room (LS-21.22, LS-21.32)."
    ),
    "structure_cleared": QT_TRANSLATE_NOOP(
        "LastSpell", "The {structure_text} on {square} is removed to make room (LS-21.22, LS-21.32)."
    ),
    "dryad_pushes_hero": QT_TRANSLATE_NOOP(
        "LastSpell", "{hero_name} is pushed toward the fog from {from_square} to {to_square} (LS-21.22)."
    ),
    "growth": QT_TRANSLATE_NOOP(
        "LastSpell", "The Corrupted Dryad's growth track stands at {stage_text} (LS-21.24, LS-21.26)."
    ),
    "growth_skipped": QT_TRANSLATE_NOOP(
        "LastSpell", "Spawn cards remain: the Corrupted Dryad does not grow this monster phase (LS-21.26)."
    ),
    "dryad_drains_circle": QT_TRANSLATE_NOOP(
        "LastSpell", "The mature Corrupted Dryad deals {amount} damage to the magic circle (LS-21.26)."
    ),
    "dryad_substeps_skipped": QT_TRANSLATE_NOOP(
        "LastSpell", "Spawn cards remain: the Corrupted Dryad's boss step is skipped (LS-21.26)."
    ),
    "hatchery_placed": QT_TRANSLATE_NOOP(
        "LastSpell", "A hatchery appears on {square}, first hatch side up (LS-21.33)."
    ),
    "seed_cannon_placed": QT_TRANSLATE_NOOP("LastSpell", "A seed cannon appears on {square} (LS-21.29)."),
    "hero_trapped": QT_TRANSLATE_NOOP(
        "LastSpell", "{hero_name} is trapped under the {monster_text} on {square} (LS-21.30)."
    ),
    "hatchery_hatched": QT_TRANSLATE_NOOP("LastSpell", "{monster_text} hatches on {square} (LS-21.27, LS-21.33)."),
    "hatchery_substituted": QT_TRANSLATE_NOOP(
        "LastSpell", "{monster_text} hatches on {square} in place of a missing figure (LS-21.28)."
    ),
    "hatchery_flipped": QT_TRANSLATE_NOOP(
        "LastSpell", "The hatchery on {square} turns to its second hatch side (LS-21.27)."
    ),
    "hatchery_discarded": QT_TRANSLATE_NOOP("LastSpell", "The hatchery on {square} is spent and discarded (LS-21.27)."),
    "hatch_blocked": QT_TRANSLATE_NOOP(
        "LastSpell", "{monster_text} cannot hatch on {square}: no empty square toward the town."
    ),
    "dryad_spawn_blocked": QT_TRANSLATE_NOOP(
        "LastSpell", "The {monster_text} of spawn card {card} finds no square to appear on."
    ),
    "dryad_spawn_cap": QT_TRANSLATE_NOOP(
        "LastSpell",
        "At most {cap} hatcheries and seed cannons come in one boss step: {ignored} more are ignored (LS-21.29).",
    ),
    "trap_removed": QT_TRANSLATE_NOOP("LastSpell", "The {monster_text} that held {hero_name} is removed (LS-21.31)."),
    "trap_bites": QT_TRANSLATE_NOOP(
        "LastSpell", "The {monster_text} holding {hero_name} deals {amount} damage (LS-21.30)."
    ),
    "dryad_attack": QT_TRANSLATE_NOOP(
        "LastSpell",
        "The Corrupted Dryad strikes sectors {sectors_text}: {damage} damage to every hero and structure there "
        "(LS-21.13).",
    ),
    "dryad_unharmed": QT_TRANSLATE_NOOP(
        "LastSpell", "The Corrupted Dryad is still germinating: it takes no damage (LS-21.16)."
    ),
}

_OBSTACLE_TERRAIN = "#oT~"


def _square(cell: Cell) -> str:
    return f"{chr(65 + cell[0])}{cell[1] + 1}"


def _xy(cell: Cell) -> list[int]:
    return [int(cell[0]), int(cell[1])]


def _cell(c: Iterable[int]) -> Cell:
    x, y = c
    return (int(x), int(y))


def _combat() -> Any:
    from . import combat

    return combat


def _phase() -> Any:
    from . import monster_phase

    return monster_phase


def data() -> DryadData:
    return load_content().dryad


def _types() -> dict[str, MonsterType]:
    return load_content().monsters


def dryad(state: GameState) -> Monster | None:
    """The Dryad's figure, once it has appeared and while it lives."""
    kind = data().monster
    return next((m for m in state.monsters if m.kind == kind), None)


def stage(state: GameState) -> GrowthStage | None:
    """The growth stage the track's crystal is on (None before the Dryad appears)."""
    return data().stage(state.boss.growth) if state.boss.growth >= 1 else None


def cells_of(m: Monster) -> list[Cell]:
    return footprint(m.cell, _types()[m.kind].size)


# --- making room (LS-21.22, LS-21.32) -------------------------------------------------------------

DRYAD_KINDS = making_room.Kinds(hero="dryad_pushes_hero", monster="dryad_clears_monster", structure="structure_cleared")


def clear(state: GameState, squares: set[Cell], events: list[Event], keep: Iterable[int] = ()) -> None:
    """Remove every monster (but `keep`) and every structure with a square on `squares` (LS-21.22,
    LS-21.32): a Boomer does not explode; a removed trap frees its hero."""
    making_room.clear(state, squares, events, DRYAD_KINDS, keep)


def push_heroes(state: GameState, squares: set[Cell], events: list[Event]) -> None:
    """LS-21.22, LS-A27 (LSG-2): every hero on `squares` is moved toward the fog to the first empty
    square (in hero order), never onto `squares`."""
    making_room.push_heroes(state, squares, events, DRYAD_KINDS)


# --- step 3: the appearance (LS-21.19-21.24) ------------------------------------------------------


def _position(state: GameState, number: int) -> SpawnPosition | None:
    return next((p for p in board_def(state).spawn_positions if p.number == number), None)


def appearance_squares(state: GameState, number: int) -> tuple[list[Cell], list[Cell], str]:
    """LS-21.21/21.23: the Dryad's squares (the 2 central squares of the far row of the spawn card
    on position `number`, advanced 3 squares toward the town), its monoliths' squares and its
    facing (toward the town)."""
    d = data()
    pos = _position(state, number)
    assert pos is not None, number
    card_square = _phase().card_square
    col, row = d.appear_squares[0]
    anchor = card_square(pos, col, row + d.appear_advance)
    squares = [_cell(c) for c in place(anchor, d.footprint, pos.toward)]
    stones = [_cell(c) for c in place(anchor, d.monoliths, pos.toward)]
    return squares, stones, pos.toward


def appear(state: GameState, events: list[Event]) -> None:
    """LS-21.19-21.24: read the scenario's spawn direction card; without the Dryad nothing happens
    (and the night is won as nights 1-2 are, LSG-1). Else remove the first spawn card of its
    position (LS-21.20), clear its squares and its monoliths' squares of every object (a Boomer
    does not explode) and push the heroes there toward the fog (LS-21.22, LS-A27), put the Dryad
    and the 5 monoliths (LS-21.21, LS-21.23) and its growth track at Germination (LS-21.24)."""
    c = load_content()
    sc = c.scenarios[state.scenario]
    card = c.spawn_directions.get(sc.spawn_direction or "")
    if card is None or card.dryad is None or _position(state, card.dryad) is None:
        state.boss.kind = None  # LS-21.19: the night ends as nights 1-2 do (outcome.check)
        if state.monster_phase <= 1:
            events.append(Event(kind="dryad_absent", args={"card": sc.spawn_direction or "—"}))
        return
    d = data()
    state.boss.kind = "dryad"
    key = str(card.dryad)
    pile = state.spawn_piles.get(key)
    if pile:
        removed = pile.pop(0)
        events.append(Event(kind="dryad_card_removed", args={"position": key, "card": removed}))
    squares, stones, facing = appearance_squares(state, card.dryad)
    room = set(squares) | set(stones)
    clear(state, room, events)
    push_heroes(state, room, events)
    nw = (min(x for x, _ in squares), min(y for _, y in squares))
    m = Monster(id=state.next_id, kind=d.monster, cell=nw, facing=facing)
    state.next_id += 1
    state.monsters.append(m)
    ids = []
    for s in stones:
        stone = Monster(id=state.next_id, kind=d.monolith, cell=s, facing=facing)
        state.next_id += 1
        state.monsters.append(stone)
        ids.append(stone.id)
    state.boss.growth = 1
    events.append(
        Event(
            kind="dryad_appears",
            args={
                "monster": m.id,
                "monster_kind": m.kind,
                "position": key,
                "card": card.id,
                "cells": [_xy(x) for x in squares],
                "squares": [_xy(x) for x in squares],
                "monoliths": [_xy(x) for x in stones],
                "monolith_ids": ids,
                "facing": facing,
            },
        )
    )
    events.append(Event(kind="growth", args={"stage": 1, "stage_id": d.stage(1).id}))


# --- step 3: the later boss steps (LS-21.25-21.33) ------------------------------------------------


def cards_remain(state: GameState) -> bool:
    """LS-21.26: "monster phases 1-2, while unprocessed spawn pattern cards remain"."""
    return state.monster_phase <= _phase().SPAWN_PHASES and any(state.spawn_piles.values())


def boss_step(state: GameState, events: list[Event]) -> None:
    """Step 3 of night 3: the appearance in the first boss step (LS-21.19, LS-A29), then sub-steps
    1-5 in every later one (LS-21.25)."""
    if state.boss.defeated:
        return
    if state.boss.growth == 0:
        appear(state, events)
        return
    if dryad(state) is None:
        return
    skip = cards_remain(state)
    if skip and SKIP_SCOPE == "all":
        events.append(Event(kind="dryad_substeps_skipped", args={"number": state.monster_phase}))
        return
    if skip:
        events.append(Event(kind="growth_skipped", args={"stage": state.boss.growth}))
    else:
        grow(state, events)  # sub-step 1
    if state.result is not None:
        return
    hatch(state, events)  # sub-step 2
    send_spawners(state, events)  # sub-steps 3-5


def grow(state: GameState, events: list[Event]) -> None:
    """LS-21.26: at Maturity the Dryad deals 1 damage to the magic circle; before it, the growth
    track's crystal moves 1 space on."""
    d = data()
    top = max(g.stage for g in d.growth)
    if state.boss.growth >= top:
        amount = d.stage(state.boss.growth).circle_damage
        if amount > 0:
            events.append(Event(kind="dryad_drains_circle", args={"amount": amount, "stage": state.boss.growth}))
            _combat().damage_circle(state, amount, events)
        return
    state.boss.growth += 1
    events.append(Event(kind="growth", args={"stage": state.boss.growth, "stage_id": d.stage(state.boss.growth).id}))


def figure_for(state: GameState, kind: str) -> str | None:
    """LS-21.28: `kind` while a figure of it is left in the box, else the first kind of the
    substitution order with a figure left, else None."""
    types = _types()

    def left(k: str) -> bool:
        return k in types and sum(1 for m in state.monsters if m.kind == k) < types[k].figures

    if left(kind):
        return kind
    return next((k for k in data().substitution if left(k)), None)


def _stands(state: GameState, cell: Cell, ignore: Iterable[int] = ()) -> bool:
    """Something but a hatchery tile (and `ignore`) is on `cell`: a figure, a hero, a structure
    that is an obstacle, the circle or obstacle terrain (LS-A31: the tile itself does not count)."""
    bd = board_def(state)
    ignore = set(ignore)
    if not inside(bd, cell) or terrain(bd, cell) in _OBSTACLE_TERRAIN or cell in {_cell(c) for c in bd.magic_circle}:
        return True
    if any(h.cell is not None and _cell(h.cell) == cell and not h.dead and h.in_play for h in state.heroes):
        return True
    kinds = load_content().structures
    if any(cell in {_cell(c) for c in s.cells} and kinds[s.kind].obstacle for s in state.structures):
        return True
    hatchery = data().hatchery
    return any(
        m.id not in ignore and not m.on_cliff and m.kind != hatchery and cell in cells_of(m) for m in state.monsters
    )


def _toward_town(state: GameState, cell: Cell, facing: str) -> Cell | None:
    """LS-A31 / LS-21.32: the nearest empty square from `cell` straight toward the town (along
    `facing`), or None."""
    bd = board_def(state)
    board = Board(state)
    dx, dy = STEP[facing]
    k = 1
    while True:
        c = (cell[0] + dx * k, cell[1] + dy * k)
        if not inside(bd, c) or c in board.circle:
            return None
        if board.empty(c) and terrain(bd, c) != "~":
            return c
        k += 1


def _facing(state: GameState, cell: Cell, default: str) -> str:
    a = arrow(board_def(state), cell)
    return a if a in STEP else default


def spawn_figure(state: GameState, kind: str, hatchery: Monster, events: list[Event]) -> Monster | None:
    """Place a `kind` figure (or its substitute, LS-21.28) on `hatchery`'s square (LS-21.27,
    LS-21.33), or, when a figure stands there, on the nearest empty square toward the town (LS-A31)."""
    figure = figure_for(state, kind)
    cell = _cell(hatchery.cell)
    if figure is None:
        events.append(Event(kind="spawn_no_figure", args={"monster_kind": kind, "cell": _xy(cell)}))
        return None
    if _stands(state, cell, ignore=[hatchery.id]):
        to = _toward_town(state, cell, _facing(state, cell, hatchery.facing))
        if to is None:
            events.append(
                Event(
                    kind="hatch_blocked",
                    args={"monster_kind": figure, "cell": _xy(cell), "square": _square(cell), "hatchery": hatchery.id},
                )
            )
            return None
        cell = to
    m = Monster(id=state.next_id, kind=figure, cell=cell, facing=_facing(state, cell, hatchery.facing))
    state.next_id += 1
    state.monsters.append(m)  # after the hatchery: the figure covers the tile (geometry.Board)
    events.append(
        Event(
            kind="hatchery_hatched" if figure == kind else "hatchery_substituted",
            args={
                "monster": m.id,
                "monster_kind": figure,
                "wanted": kind,
                "cell": _xy(cell),
                "square": _square(cell),
                "hatchery": hatchery.id,
                "facing": m.facing,
            },
        )
    )
    return m


def hatch(state: GameState, events: list[Event]) -> None:
    """LS-21.27: every hatchery on its second hatch side puts an Archer on its square and is
    discarded; then every hatchery on its first side turns to its second and puts an Armored on
    it. In the processing order (LS-14.5); a hatchery under a hero does not act (LS-21.30)."""
    d = data()
    faces = {f.face: f for f in d.hatchery_faces}
    order = [f.face for f in d.hatchery_faces]
    hatcheries = [m for m in _phase().processing_order(state) if m.kind == d.hatchery and m.trapping is None]
    for face in reversed(order):  # the second face first (LS-21.27)
        f = faces[face]
        for h in [m for m in hatcheries if (m.face or order[0]) == face]:
            if h not in state.monsters:
                continue
            if f.then == "discard":
                state.monsters = [o for o in state.monsters if o.id != h.id]
                spawn_figure(state, f.spawns_in_boss_step, h, events)
                events.append(
                    Event(
                        kind="hatchery_discarded",
                        args={"monster": h.id, "monster_kind": h.kind, "cell": _xy(h.cell), "square": _square(h.cell)},
                    )
                )
            else:
                nxt = order[min(order.index(face) + 1, len(order) - 1)]
                h.face = nxt
                events.append(
                    Event(
                        kind="hatchery_flipped",
                        args={
                            "monster": h.id,
                            "monster_kind": h.kind,
                            "cell": _xy(h.cell),
                            "square": _square(h.cell),
                            "face": nxt,
                        },
                    )
                )
                spawn_figure(state, f.spawns_in_boss_step, h, events)


def arrival_square(state: GameState, pos: SpawnPosition, icon: SpawnIcon, advance: int) -> Cell | None:
    """LS-21.9/21.10 (LSG-4): the square a hatchery or seed cannon comes to: in its icon's lane,
    `advance` squares past the fog edge toward the town. On obstacle terrain or the magic circle it
    moves sideways along that row, first the way the fate coin shows (left or right of a monster
    facing the town, LS-A6), then the other way."""
    bd = board_def(state)
    depth = pos.h if pos.toward in ("N", "S") else pos.w
    wanted = _cell(_phase().card_square(pos, icon.x, depth - 1 + advance))
    circle = {_cell(c) for c in bd.magic_circle}

    def ok(c: Cell) -> bool:
        return inside(bd, c) and terrain(bd, c) not in _OBSTACLE_TERRAIN and c not in circle

    if ok(wanted):
        return wanted
    first = LEFT_OF[pos.toward] if state.coin == "left" else RIGHT_OF[pos.toward]
    for d in (first, OPPOSITE[first]):
        dx, dy = STEP[d]
        for k in range(1, max(bd.width, bd.height)):
            c = (wanted[0] + dx * k, wanted[1] + dy * k)
            if not inside(bd, c) or terrain(bd, c) == "~":
                break
            if ok(c):
                return c
    return None


def _blocks_arrival(state: GameState, cell: Cell) -> bool:
    """LS-21.32 (LSG-5): the Dryad or a monolith is on `cell`, or a hatchery or seed cannon already
    holds a hero there."""
    d = data()
    for m in state.monsters:
        if cell in cells_of(m) and (m.kind in (d.monster, d.monolith) or m.trapping is not None):
            return True
    return False


def _hero_on(state: GameState, cell: Cell) -> Hero | None:
    return next(
        (h for h in state.heroes if h.cell is not None and _cell(h.cell) == cell and not h.dead and h.in_play), None
    )


def send_spawners(state: GameState, events: list[Event]) -> None:
    """LS-21.29-21.33, LS-A29, LS-A30: reveal this monster phase's spawn cards now (the spawn step
    then uses them, monster_phase.reveal_cards); each special hatchery or seed cannon icon comes in
    `advance` squares (the growth stage's distance), at most 6 per boss step in the processing
    order, the rest ignored. A hero on its square is trapped under it (LS-21.30); any other object
    there is removed (LS-21.32); on the Dryad or a monolith it goes to the nearest empty square
    toward the town. A new hatchery lies first side up with a Clawer on it (LS-21.33)."""
    phase = _phase()
    phase.reveal_cards(state, events)
    d = data()
    c = load_content()
    positions = {str(p.number): p for p in board_def(state).spawn_positions}
    advance = d.stage(max(state.boss.growth, 1)).advance
    wanted: list[tuple[Monster, SpawnPosition, str]] = []
    for key, card_id in state.revealed:
        pos = positions.get(key)
        if pos is None:
            continue
        for icon in sorted(c.spawn_cards[card_id].icons, key=lambda i: (i.y, i.x)):
            if icon.colour != "special" or icon.monster not in (d.hatchery, d.seed_cannon):
                continue
            cell = arrival_square(state, pos, icon, advance)
            if cell is None:
                events.append(
                    Event(
                        kind="dryad_spawn_blocked",
                        args={"monster_kind": icon.monster, "card": card_id, "position": key},
                    )
                )
                continue
            probe = Monster(id=-1 - len(wanted), kind=icon.monster, cell=cell, facing=pos.toward)
            wanted.append((probe, pos, card_id))
    if not wanted:
        return
    probes = [p for p, _, _ in wanted]
    order = phase.processing_order(state.model_copy(update={"monsters": probes}))
    rank = {p.id: i for i, p in enumerate(order)}
    wanted.sort(key=lambda w: rank[w[0].id])
    if len(wanted) > d.spawn_cap:
        events.append(Event(kind="dryad_spawn_cap", args={"cap": d.spawn_cap, "ignored": len(wanted) - d.spawn_cap}))
        wanted = wanted[: d.spawn_cap]
    for probe, pos, card_id in wanted:
        arrive(state, probe.kind, _cell(probe.cell), pos.toward, events, card=card_id)
        if state.result is not None:
            return


def arrive(
    state: GameState, kind: str, cell: Cell, toward: str, events: list[Event], card: str | None = None
) -> Monster | None:
    """Put a hatchery or seed cannon on `cell` (LS-21.29-21.33): see `send_spawners`."""
    d = data()
    types = _types()
    if sum(1 for m in state.monsters if m.kind == kind) >= types[kind].figures:
        events.append(Event(kind="spawn_no_figure", args={"monster_kind": kind, "cell": _xy(cell)}))
        return None
    if _blocks_arrival(state, cell):
        to = _toward_town(state, cell, toward)
        if to is None:
            events.append(
                Event(kind="dryad_spawn_blocked", args={"monster_kind": kind, "card": card or "", "cell": _xy(cell)})
            )
            return None
        cell = to
    hero = _hero_on(state, cell)
    clear(state, {cell}, events)
    facing = _facing(state, cell, toward)
    m = Monster(
        id=state.next_id,
        kind=kind,
        cell=cell,
        facing=facing,
        face="first" if kind == d.hatchery else None,
    )
    state.next_id += 1
    state.monsters.append(m)
    events.append(
        Event(
            kind="hatchery_placed" if kind == d.hatchery else "seed_cannon_placed",
            args={
                "monster": m.id,
                "monster_kind": kind,
                "cell": _xy(cell),
                "square": _square(cell),
                "facing": facing,
                "face": m.face,
                "card": card,
            },
        )
    )
    if hero is not None:
        m.trapping = hero.index
        hero.trapped = True
        hero.on_watchtower = False
        events.append(
            Event(
                kind="hero_trapped",
                args={
                    "hero": hero.index,
                    "monster": m.id,
                    "monster_kind": kind,
                    "cell": _xy(cell),
                    "square": _square(cell),
                },
            )
        )
        return m
    if kind == d.hatchery:
        first = next(f for f in d.hatchery_faces if f.face == "first")
        if first.spawns_when_placed:
            spawn_figure(state, first.spawns_when_placed, m, events)
    return m


# --- step 6: the trap and the Dryad's attack (LS-21.13-21.18, LS-21.30) ------------------------------


def attacks_before(state: GameState) -> list[QueuedAttack]:
    """LS-21.30, LS-A32: at the start of the attack step every trapped hero takes 1 damage."""
    queue = []
    for m in _phase().processing_order(state):
        if m.trapping is None:
            continue
        h = state.heroes[m.trapping]
        if h.trapped and not h.dead and h.cell is not None:
            queue.append(QueuedAttack(monster=m.id, kind=m.kind, target="boss", target_id=h.index, name="trap"))
    return queue


def dryad_sectors(state: GameState, m: Monster | None = None) -> list[tuple[int, int]]:
    """LS-21.14, LS-21.16-21.18, LS-A34: the sectors the Dryad attacks: none in Germination; in
    Growth its current sectors (every sector with a square of its base or its area); in Maturity
    those and every sector adjacent to one of them."""
    m = m or dryad(state)
    g = stage(state)
    if m is None or g is None or g.attacks == "none":
        return []
    bd = board_def(state)
    own = cells_of(m)
    current = {s for c in list(own) + sorted(area(own)) if (s := sector_of(bd, c)) is not None}
    reach = set(current)
    if g.attacks == "current_adjacent":
        for s in current:
            reach |= adjacent_sectors(bd, s)
    return sorted(reach)


def attacks_after(state: GameState) -> list[QueuedAttack]:
    """LS-21.13: the Dryad attacks after every other monster (its sectors are read when it
    strikes)."""
    m = dryad(state)
    if m is None or not dryad_sectors(state, m):
        return []
    return [QueuedAttack(monster=m.id, kind=m.kind, target="boss", name="dryad")]


def resolve_boss_attack(state: GameState, q: QueuedAttack, events: list[Event]) -> None:
    combat = _combat()
    d = data()
    if q.name == "trap":
        h = state.heroes[q.target_id] if q.target_id is not None else None
        trap = next((m for m in state.monsters if m.id == q.monster), None)
        if h is None or trap is None or trap.trapping != h.index or not h.trapped or h.dead or h.cell is None:
            return
        events.append(
            Event(
                kind="trap_bites",
                args={
                    "hero": h.index,
                    "monster": trap.id,
                    "monster_kind": trap.kind,
                    "amount": d.trapped_damage,
                    "cell": _xy(trap.cell),
                },
            )
        )
        combat.queue_hero_damage(state, h.index, d.trapped_damage, events, source="trap", armour_allowed=True)
        return
    m = dryad(state)
    if m is None:
        return
    sectors = dryad_sectors(state, m)
    if not sectors:
        return
    bd = board_def(state)
    reach = set(sectors)
    heroes = [
        h.index
        for h in state.heroes
        if h.cell is not None and not h.dead and h.in_play and sector_of(bd, _cell(h.cell)) in reach
    ]
    kinds = load_content().structures
    structures: list[Structure] = [
        s for s in state.structures if kinds[s.kind].target and any(sector_of(bd, _cell(c)) in reach for c in s.cells)
    ]
    events.append(
        Event(
            kind="dryad_attack",
            args={
                "monster": m.id,
                "monster_kind": m.kind,
                "stage": state.boss.growth,
                "damage": d.damage,
                "sectors": [list(s) for s in sectors],
                "heroes": heroes,
                "structures": [s.id for s in structures],
            },
        )
    )
    for i in heroes:
        combat.queue_hero_damage(state, i, d.damage, events, source=m.kind, armour_allowed=True)
    for s in structures:
        if state.result is None:
            combat.damage_structure(state, s, d.damage, events)


# --- damage (LS-21.16) ----------------------------------------------------------------------------


def on_damage(state: GameState, monster: Monster, amount: int, events: list[Event]) -> bool:
    """LS-21.16: in Germination the Dryad cannot take damage."""
    if monster.kind != data().monster:
        return True
    g = stage(state)
    if g is not None and not g.damageable:
        events.append(
            Event(
                kind="dryad_unharmed",
                args={
                    "monster": monster.id,
                    "monster_kind": monster.kind,
                    "amount": amount,
                    "stage": state.boss.growth,
                },
            )
        )
        return False
    return True


# --- the log ----------------------------------------------------------------------------------------


def event_args(event: Event, args: dict[str, Any], lang: str = "en") -> None:
    """The growth stage's name (from the data, `name_ja` in Japanese) and the sectors as text."""
    if event.kind == "growth" and isinstance(args.get("stage"), int):
        g = data().stage(args["stage"])
        args["stage_text"] = g.name_ja if lang == "ja" and g.name_ja else g.name
    if event.kind == "dryad_attack":
        args["sectors_text"] = ", ".join(f"({s[0] + 1}, {s[1] + 1})" for s in args.get("sectors", []))
