"""The monster phase (LS-11 to LS-15) and the Fallen Harpy (LS-12).

`start` begins a monster phase; the flow driver (rules.advance) then calls `advance` again and
again while nobody must decide anything. Each call does one unit of work:

- step 1 Panic Spread (LS-11.4), step 2 Fate Coin (LS-11.5), step 3 Boss Appearance (LS-12),
  step 4 Spawn (LS-13): one call each;
- step 5 Movement (LS-14): one call moves every monster in the processing order (one
  "monster_moved" event each, in that order, for the table to animate one by one), discards the
  revealed spawn cards (LS-13.7) and chooses every attack target of step 6 at once (LS-15.6);
- step 6 Attack (LS-15): one call resolves one queued attack (the damage to heroes waits in
  state.damage_queue for armour decisions before the next call); a call with the queue empty ends
  the phase and starts the hero phase (LS-15.7).

Damage is dealt by combat.py (queue_hero_damage, damage_structure, damage_circle, damage_monster,
defend); this module only decides who moves where and who attacks whom. Rulings where the rules
are silent are the digest's LS-A* and this app's LSM-* (docs/RULINGS.md, "Rulings of the monster
phase"). Squares are (x, y), x from the west, y from the north.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Iterable
from typing import Any

from ...core.game import Event
from ...core.i18n import QT_TRANSLATE_NOOP
from . import choices, outcome
from .content import BoardDef, MonsterType, SpawnIcon, SpawnPosition, load_content
from .geometry import (
    LEFT_OF,
    OPPOSITE,
    RIGHT_OF,
    STEP,
    Board,
    area,
    arrow,
    board_def,
    circle_centre,
    footprint,
    half,
    in_town,
    terrain,
)
from .models import Cell, Direction, GameState, Monster, QueuedAttack, Structure

EXPLOSION_DAMAGE = 4  # LS-10.8: to every hero in the area, armour cannot reduce it
DIVE_BOMB_DAMAGE = 2  # LS-12.4
MANA_DRAIN = 2  # LS-10.10
ALERIONS_FOR_HARPY = 3  # LS-12.8
SPAWN_PHASES = 2  # LS-13.1: spawn cards are revealed in the first 2 monster phases of a night
STRUCTURE_ORDER = {"facility": 0, "wall": 1, "building": 2}  # LS-8.12 tie order; anything else after
CLOCKWISE = ("N", "E", "S", "W")

# The log lines of this module's events (text.py may merge them into its EVENT_TEXT). Every
# parameter is in the event's args; `monster_text` is filled by text.py from `monster_kind`.
EVENT_TEXT: dict[str, str] = {
    "monster_phase": QT_TRANSLATE_NOOP("LastSpell", "Monster phase {number} begins."),
    "panic_spread": QT_TRANSLATE_NOOP(
        "LastSpell",
        "Panic spreads: monsters in the town: {count}; flames leaving the panic track: {removed} (LS-11.4).",
    ),
    "coin": QT_TRANSLATE_NOOP("LastSpell", "The fate coin shows {side_text} (LS-11.5)."),
    "harpy_screech": QT_TRANSLATE_NOOP(
        "LastSpell",
        "The Fallen Harpy screeches from the {side_text} side of the cliff: the heroes in that half discard "
        "a movement token (LS-12.14).",
    ),
    "card_revealed": QT_TRANSLATE_NOOP("LastSpell", "Spawn card {card} is revealed at spawn position {position}."),
    "spawned": QT_TRANSLATE_NOOP("LastSpell", "{monster_text} comes out of the fog on {square}."),
    "spawn_blocked": QT_TRANSLATE_NOOP(
        "LastSpell", "{monster_text} cannot spawn on {square}: no empty fog square (LS-A54)."
    ),
    "spawn_no_figure": QT_TRANSLATE_NOOP(
        "LastSpell", "{monster_text} does not spawn: every figure is already on the board."
    ),
    "monster_moved": QT_TRANSLATE_NOOP("LastSpell", "{monster_text} moves from {from_square} to {to_square}."),
    "spawn_discarded": QT_TRANSLATE_NOOP("LastSpell", "The revealed spawn cards are discarded (LS-13.7)."),
    "monster_targets": QT_TRANSLATE_NOOP("LastSpell", "The monsters choose their targets; attacks: {count} (LS-15.6)."),
    "monster_attacks": QT_TRANSLATE_NOOP("LastSpell", "{monster_text} attacks {target_text} for {damage} damage."),
    "attack_lost": QT_TRANSLATE_NOOP("LastSpell", "{monster_text}'s target is gone: the attack is lost (LS-15.6)."),
    "explosion": QT_TRANSLATE_NOOP("LastSpell", "{monster_text} explodes on {square} (LS-10.6)."),
    "monster_removed": QT_TRANSLATE_NOOP("LastSpell", "{monster_text} is removed from the game (LS-10.9)."),
    "monster_phase_over": QT_TRANSLATE_NOOP("LastSpell", "The monster phase ends (LS-15.7)."),
    "alerion_killed": QT_TRANSLATE_NOOP("LastSpell", "An Alerion falls ({dead} of 3)."),
    "harpy_arrives": QT_TRANSLATE_NOOP("LastSpell", "The Fallen Harpy dives from the cliff onto {square} (LS-12.8)."),
    "dive_bomb": QT_TRANSLATE_NOOP("LastSpell", "Dive Bomb: 2 damage to everything around {square} (LS-12.4)."),
}
SIDE_TEXT = {"left": QT_TRANSLATE_NOOP("LastSpell", "left"), "right": QT_TRANSLATE_NOOP("LastSpell", "right")}


# --- small helpers ----------------------------------------------------------------------------


def _types() -> dict[str, MonsterType]:
    return load_content().monsters


def _square(cell: Cell) -> str:
    return f"{chr(65 + cell[0])}{cell[1] + 1}"


def _xy(cell: Cell) -> list[int]:
    return [int(cell[0]), int(cell[1])]


def _combat() -> Any:
    from . import combat  # combat calls back into this module (on_alerion_killed): import late

    return combat


def is_stunned(state: GameState, m: Monster) -> bool:
    """LS-9.8: stunned until the end of monster phase `stunned_through`; LS-9.12: never a boss."""
    return m.stunned_through is not None and m.stunned_through >= state.monster_phase and not _types()[m.kind].boss


def cells_of(m: Monster) -> list[Cell]:
    return footprint(m.cell, _types()[m.kind].size)


def in_the_fog(bd: BoardDef, cells: Iterable[Cell]) -> bool:
    """LSM-15: a monster is in the fog while any of its squares is a fog square."""
    return any(terrain(bd, c) == "~" for c in cells)


def boss_kind(state: GameState) -> str | None:
    if state.boss.kind is not None:
        return state.boss.kind
    sc = load_content().scenarios.get(state.scenario)
    return sc.boss if sc is not None and sc.night == 3 else None


BOSS_MODULES = ("cetusia", "dryad")  # bosses whose rules live in their own module (LS-20, LS-21)


def boss_module(state: GameState) -> Any | None:
    """The module of the current boss's rules (cetusia.py, dryad.py), or None (the harpy is here).
    A boss module may define any of these hooks, each called only when it exists:
    - boss_step(state, events): monster phase step 3 (LS-12.1);
    - attacks_before(state) / attacks_after(state) -> list[QueuedAttack]: the boss's attacks,
      queued at target choice (LS-15.6) before / after every other monster's; a queued attack with
      target "boss" is resolved by resolve_boss_attack(state, q, events);
    - end_of_phase(state, events): as the monster phase ends;
    - on_beaten(state, monster, events) -> bool (combat.damage_monster): a boss monster has taken
      its HP in wounds; False keeps it in play (Cetusia's form change);
    - on_damage(state, monster, amount, events) -> bool (combat.damage_monster): a boss monster is
      about to take damage; False: it takes none (the Dryad in Germination, LS-21.16)."""
    kind = boss_kind(state)
    if state.scenario == "intro" or kind not in BOSS_MODULES:
        return None
    name = f"{__package__}.{kind}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name == name:
            return None
        raise


def boss_hook(state: GameState, hook: str) -> Callable[..., Any] | None:
    mod = boss_module(state)
    return getattr(mod, hook, None) if mod is not None else None


def harpy(state: GameState) -> Monster | None:
    for m in state.monsters:
        if m.kind == "harpy":
            return m
    return None


# --- the phase --------------------------------------------------------------------------------


def start(state: GameState, events: list[Event]) -> None:
    """LS-11.1/LS-11.3: a monster phase begins; `advance` does its six steps."""
    state.phase = "monster"
    state.monster_phase += 1
    state.step = 1
    state.revealed = []
    state.flow.queue = []
    state.flow.decision = None
    state.flow.decider = None
    state.flow.hero = None
    for m in state.monsters:
        m.moved = False
    events.append(Event(kind="monster_phase", args={"number": state.monster_phase, "night": state.night}))


def advance(state: GameState, events: list[Event]) -> None:
    """One unit of the current monster phase's work (see the module docstring)."""
    if state.result is not None or state.phase != "monster":
        return
    step = state.step
    if step <= 1:
        panic_spread(state, events)
        state.step = 2
    elif step == 2:
        toss_coin(state, events)
        state.step = 3
    elif step == 3:
        boss_appearance(state, events)
        state.step = 4
    elif step == 4:
        spawn(state, events)
        state.step = 5
    elif step == 5:
        move_all(state, events)
        discard_revealed(state, events)
        state.step = 6
        choose_targets(state, events)
    else:
        if state.flow.queue:
            if choices.structure_tie(state):
                return  # LS-8.12: the players settle every tie before the first attack (LS-15.6)
            resolve_attack(state, state.flow.queue.pop(0), events)
            return  # LS-A2: resolve_attack checks the night's end after its damage
        end_phase(state, events)
        return
    outcome.check(state, events)  # LS-A2: at the end of each step


def end_phase(state: GameState, events: list[Event]) -> None:
    """LS-15.7: the monster phase ends, the hero phase begins."""
    state.step = 0
    hook = boss_hook(state, "end_of_phase")
    if hook is not None:
        hook(state, events)
    events.append(Event(kind="monster_phase_over", args={"number": state.monster_phase}))
    outcome.check(state, events)
    if state.result is not None:
        return
    from . import hero_phase

    hero_phase.start(state, events)


# --- step 1: Panic Spread ---------------------------------------------------------------------


def panic_spread(state: GameState, events: list[Event]) -> None:
    """LS-11.4/LS-A15: count the monster figures standing in town sectors now (bosses included;
    LSM-16: a figure with any square in a town sector) and remove that many flame tiles from the
    left end of the panic track."""
    bd = board_def(state)
    count = sum(1 for m in state.monsters if not m.on_cliff and any(in_town(bd, c) for c in cells_of(m)))
    left = count
    removed = 0
    for i, flames in enumerate(state.panic):
        if left <= 0:
            break
        take = min(flames, left)
        state.panic[i] -= take
        left -= take
        removed += take
    events.append(Event(kind="panic_spread", args={"count": count, "removed": removed, "panic": list(state.panic)}))


# --- step 2: Fate Coin ------------------------------------------------------------------------


def toss_coin(state: GameState, events: list[Event]) -> None:
    """LS-11.5: the coin sets this phase's sidestep direction and the harpy's cliff side.
    A draw of 0 is left, 1 is right (tests pin it with Rng.forced)."""
    state.coin = "left" if state.rng.below(2) == 0 else "right"
    events.append(Event(kind="coin", args={"side": state.coin, "side_text": state.coin}))


# --- step 3: Boss Appearance ------------------------------------------------------------------


def boss_appearance(state: GameState, events: list[Event]) -> None:
    """LS-12.1: the scenario's boss step. Gildenberg night 3: the Fallen Harpy's Screech while
    fewer than 3 Alerions have died (LS-12.11). The introductory scenario has none (LS-25.6)."""
    hook = boss_hook(state, "boss_step")
    if hook is not None:
        hook(state, events)  # LS-20 Cetusia, LS-21 the Corrupted Dryad
        return
    if state.scenario == "intro" or boss_kind(state) != "harpy":
        return
    if state.boss.kind is None:
        state.boss.kind = "harpy"
    if state.boss.arrived or state.boss.alerions_dead >= ALERIONS_FOR_HARPY:
        return
    harpy_screech(state, events)


def harpy_screech(state: GameState, events: list[Event]) -> None:
    """LS-12.11-12.14, LS-A18: the harpy perches on the coin's side of the cliff (it cannot be
    attacked there, LS-12.12) and every hero in that half of the board discards a movement token;
    the flow driver asks each hero in `flow.screech_left` in turn (LS-A17: the token is set aside)."""
    bd = board_def(state)
    side = state.coin
    perch = list(bd.cliff_sides.get(side, ()))
    cell: Cell = tuple(perch[0]) if perch else (bd.width // 2, 0)  # type: ignore[assignment]
    h = harpy(state)
    facing = _toward_circle(bd, cell)
    if h is None:
        h = Monster(id=state.next_id, kind="harpy", cell=cell, facing=facing, on_cliff=True)
        state.next_id += 1
        state.monsters.append(h)
    else:
        h.cell, h.facing, h.on_cliff = cell, facing, True
    state.boss.side = side
    heroes = [
        hero.index
        for hero in state.heroes
        if hero.in_play
        and not hero.dead
        and hero.cell is not None
        and half(bd, hero.cell) == side
        and any(not t.set_aside for t in hero.tokens)
    ]
    state.flow.screech_left = heroes
    events.append(
        Event(
            kind="harpy_screech",
            args={"side": side, "side_text": side, "cell": _xy(cell), "monster": h.id, "heroes": heroes},
        )
    )


def _toward_circle(bd: BoardDef, cell: Cell) -> Direction:
    cx, cy = circle_centre(bd)
    dx, dy = cx - cell[0], cy - cell[1]
    if abs(dx) > abs(dy):
        return "E" if dx > 0 else "W"
    return "S" if dy > 0 else "N"


# --- step 4: Spawn ----------------------------------------------------------------------------


def card_square(pos: SpawnPosition, icon_x: int, icon_y: int) -> Cell:
    """The board square under the icon at card column `icon_x`, row `icon_y` of a spawn card laid
    on spawn position `pos` (spawn_cards.json: row 0 is the row farthest from the town, column 0
    the left end as seen by a monster facing the town, `pos.toward`)."""
    toward = STEP[pos.toward]
    right = STEP[RIGHT_OF[pos.toward]]
    rect = footprint((pos.x, pos.y), (pos.w, pos.h))
    corner = min(rect, key=lambda c: (c[0] * toward[0] + c[1] * toward[1], c[0] * right[0] + c[1] * right[1]))
    return (corner[0] + icon_y * toward[0] + icon_x * right[0], corner[1] + icon_y * toward[1] + icon_x * right[1])


def icon_kind(state: GameState, icon: SpawnIcon) -> str | None:
    """LS-13.3/LS-13.4/LS-13.5: the monster kind an icon spawns now, or None if it is inactive."""
    if icon.colour == "special":
        if icon.monster == "alerion" and boss_kind(state) == "harpy":
            return "alerion"
        return None  # hatcheries and seed cannons belong to the Dryad's boss step (LS-21)
    sc = load_content().scenarios[state.scenario]
    if icon.colour not in sc.active_colours:
        return None
    kind = f"bulky_{icon.bulky}" if icon.monster == "bulky" else icon.monster
    return kind if kind in _types() else None


def _position_key(key: str) -> tuple[int, str]:
    return (int(key), key) if key.isdigit() else (10**6, key)


def reveal_cards(state: GameState, events: list[Event]) -> None:
    """LS-13.1: in the first 2 monster phases of a night, reveal the top card of each spawn pile
    (in position order) into state.revealed, once per monster phase: the Dryad's boss step may do it
    before the spawn step, which then uses the same cards (LS-A29)."""
    if state.monster_phase > SPAWN_PHASES or state.revealed_phase == state.monster_phase:
        return
    state.revealed_phase = state.monster_phase
    positions = {str(p.number) for p in board_def(state).spawn_positions}
    for key in sorted(state.spawn_piles, key=_position_key):
        pile = state.spawn_piles[key]
        if not pile or key not in positions:
            continue
        card_id = pile.pop(0)
        state.revealed.append((key, card_id))
        events.append(Event(kind="card_revealed", args={"position": key, "card": card_id}))


def spawn(state: GameState, events: list[Event]) -> None:
    """LS-13.1-13.5: in the first 2 monster phases of a night, reveal the top card of each spawn
    pile (in position order) and place a monster under each active icon, facing the arrow of its
    square (LS-14.1, LS-A55)."""
    if state.monster_phase > SPAWN_PHASES:
        _mark_spawn_done(state)
        return
    c = load_content()
    bd = board_def(state)
    positions = {str(p.number): p for p in bd.spawn_positions}
    board = Board(state)
    types = _types()
    reveal_cards(state, events)
    for key, card_id in list(state.revealed):
        card = c.spawn_cards[card_id]
        pos = positions[key]
        for icon in sorted(card.icons, key=lambda i: (i.y, i.x)):
            kind = icon_kind(state, icon)
            if kind is None:
                continue
            t = types[kind]
            wanted = card_square(pos, icon.x, icon.y)
            if sum(1 for m in state.monsters if m.kind == kind) >= t.figures:
                events.append(
                    Event(kind="spawn_no_figure", args={"monster_kind": kind, "position": key, "card": card_id})
                )
                continue
            cell = _spawn_square(state, board, bd, pos, wanted, t)
            if cell is None:
                events.append(
                    Event(
                        kind="spawn_blocked",
                        args={
                            "monster_kind": kind,
                            "cell": _xy(wanted),
                            "square": _square(wanted),
                            "position": key,
                            "card": card_id,
                        },
                    )
                )
                continue
            a = arrow(bd, cell)
            m = Monster(id=state.next_id, kind=kind, cell=cell, facing=a if a in STEP else pos.toward)
            state.next_id += 1
            state.monsters.append(m)
            for sq in footprint(cell, t.size):
                board.monsters[sq] = m
            if kind == "alerion":
                state.boss.alerions_spawned += 1
            events.append(
                Event(
                    kind="spawned",
                    args={
                        "monster": m.id,
                        "monster_kind": kind,
                        "cell": _xy(cell),
                        "square": _square(cell),
                        "facing": m.facing,
                        "position": key,
                        "card": card_id,
                    },
                )
            )
    _mark_spawn_done(state)


def _mark_spawn_done(state: GameState) -> None:
    """LS-A2 (LSM-12): every spawn card has been revealed when every pile is empty; after the
    spawn step of the 2nd monster phase no card will ever be revealed, so that counts as done too."""
    if all(not pile for pile in state.spawn_piles.values()) or state.monster_phase >= SPAWN_PHASES:
        state.spawn_done = True


def _spawn_square(
    state: GameState, board: Board, bd: BoardDef, pos: SpawnPosition, wanted: Cell, t: MonsterType
) -> Cell | None:
    """The icon's square, or (LS-A54, LSM-10) the nearest empty fog square along the card's row in
    the coin's direction (left/right of a monster facing the town), else the opposite direction."""

    def free(cell: Cell, fog_only: bool) -> bool:
        cells = footprint(cell, t.size)
        return all(board.empty(c) and (not fog_only or terrain(bd, c) == "~") for c in cells)

    if free(wanted, False):
        return wanted
    first = LEFT_OF[pos.toward] if state.coin == "left" else RIGHT_OF[pos.toward]
    for d in (first, OPPOSITE[first]):
        dx, dy = STEP[d]
        for k in range(1, max(bd.width, bd.height)):
            cell = (wanted[0] + dx * k, wanted[1] + dy * k)
            if terrain(bd, cell) != "~":
                break
            if free(cell, True):
                return cell
    return None


def discard_revealed(state: GameState, events: list[Event]) -> None:
    """LS-13.7: after all movement, this phase's revealed spawn cards are discarded."""
    if state.revealed:
        events.append(Event(kind="spawn_discarded", args={"cards": [card for _, card in state.revealed]}))
    state.revealed = []


# --- step 5: Movement -------------------------------------------------------------------------


def _side_of(dx: float, dy: float) -> str:
    """The side of the town a square lies on (LSM-1): east/west where |dx| >= |dy|, else north/south."""
    if abs(dx) >= abs(dy):
        return "W" if dx < 0 else "E"
    return "N" if dy < 0 else "S"


# Along each side, the coordinate that grows in the clockwise sweep (seen from above, north up):
# the west side is swept south to north, the north side west to east, the east side north to
# south, the south side east to west.
_CLOCKWISE_ALONG = {"W": (0, -1), "N": (1, 0), "E": (0, 1), "S": (-1, 0)}

Lane = tuple[int, float]  # (the side's rank in the clockwise sweep, the lane's place along it)


def _centre(m: Monster) -> tuple[float, float]:
    w, h = _types()[m.kind].size
    return m.cell[0] + (w - 1) / 2, m.cell[1] + (h - 1) / 2


def _lane(bd: BoardDef, m: Monster) -> tuple[Lane, float]:
    """The monster's lane ("column" of LS-14.5: a row on the east and west sides, a column on the
    north and south sides) in the clockwise sweep that begins on the board's `order_start` side,
    and its distance from the magic circle along that lane (LS-14.6)."""
    cx, cy = circle_centre(bd)
    mx, my = _centre(m)
    side = _side_of(mx - cx, my - cy)
    ax, ay = _CLOCKWISE_ALONG[side]
    rank = (CLOCKWISE.index(side) - CLOCKWISE.index(bd.order_start)) % 4
    nearness = abs(mx - cx) if side in "WE" else abs(my - cy)
    return (rank, ax * mx + ay * my), nearness


def _start_lane(bd: BoardDef, monsters: list[Monster]) -> Lane | None:
    """LS-14.5 (LSM-1): the first lane: on the start side, the lane holding a monster nearest the
    board's `order_start_end` (the cliff)."""
    ex, ey = STEP[bd.order_start_end]
    lanes = [(_lane(bd, m)[0], _centre(m)) for m in monsters]
    first = [(lane, ex * x + ey * y) for lane, (x, y) in lanes if lane[0] == 0]
    return max(first, key=lambda f: f[1])[0] if first else None


def processing_order(state: GameState) -> list[Monster]:
    """LS-14.5/LS-14.6 (LSM-1): the order in which monsters move (and the attack queue's order).
    One clockwise turn round the town, seen from above: it begins at the start side's lane nearest
    the cliff and goes on lane by lane, side by side; the start side's other lanes, which the turn
    meets last, come at the end. In a lane, the monster nearest the magic circle first. Monsters on
    the cliff take no part."""
    bd = board_def(state)
    monsters = [m for m in state.monsters if not m.on_cliff]
    start = _start_lane(bd, monsters)

    def key(m: Monster) -> tuple[bool, Lane, float, int]:
        lane, nearness = _lane(bd, m)
        return (start is not None and lane < start, lane, nearness, m.id)

    return sorted(monsters, key=key)


class _Mover:
    """One monster's movement on a Board index (LS-14, LS-10.1-10.5, LS-A5-A9, A16, A52, A53)."""

    def __init__(self, state: GameState, board: Board, m: Monster) -> None:
        self.state = state
        self.board = board
        self.bd = board.bd
        self.m = m
        self.t = _types()[m.kind]
        self.fly = "fly" in self.t.abilities
        self.resolute = "resolute" in self.t.abilities
        self.ranged = self.t.attack == "ranged" and self.t.range > 0
        self.kinds = board.kinds
        self.own = set(footprint(m.cell, self.t.size))

    # what a square holds, for this monster
    def cells(self, anchor: Cell) -> list[Cell]:
        return footprint(anchor, self.t.size)

    def free(self, c: Cell) -> bool:
        if c in self.own:
            return (
                terrain(self.bd, c) not in "#oT"
                and c not in self.board.heroes
                and not self.board.is_obstacle_structure(c)
                and c not in self.board.circle
            )
        return self.board.empty(c)

    def over(self, c: Cell) -> bool:
        """A square the monster may pass over without stopping on it: a monster (LS-14.8, LS-A8),
        and for a flyer a low obstacle or a defence facility (LS-10.4, LS-A52)."""
        if c in self.board.heroes or c in self.board.circle:
            return False
        mm = self.board.monsters.get(c)
        if mm is not None and mm is not self.m:
            return not _types()[mm.kind].obstacle  # a monolith is an obstacle, not a figure (LS-A33)
        if self.fly:
            if terrain(self.bd, c) == "o":
                return True
            s = self.board.structures.get(c)
            if s is not None and (self.kinds[s.kind].low or self.kinds[s.kind].category == "facility"):
                return c not in self.board.heroes
        return False

    def target_structure(self, c: Cell) -> bool:
        s = self.board.structures.get(c)
        return s is not None and self.kinds[s.kind].target

    # LS-14.7, LS-A5, LS-A9, LS-A13, LS-10.1/10.2, LS-A53: must it stop here?
    def must_stop(self, anchor: Cell, d: str) -> bool:
        cells = self.cells(anchor)
        if in_the_fog(self.bd, cells):
            return False  # LS-14.16, LS-A16: it never stops in the fog to attack
        ring = area(cells)
        if any(c in self.board.circle for c in ring):
            return True  # LS-10.2: even a Resolute monster stops at the magic circle
        if self.ranged and self._circle_ahead(cells, d):
            return True
        if self.resolute:
            return False  # LS-10.1, LS-A53
        if any(c in self.board.heroes or self.target_structure(c) for c in ring):
            return True
        return self.ranged and self._target_ahead(cells, d)  # LS-A9

    def _rows_ahead(self, cells: list[Cell], d: str) -> Iterable[list[Cell]]:
        return rows_ahead(cells, d, self.t.range)

    def _circle_ahead(self, cells: list[Cell], d: str) -> bool:
        return any(c in self.board.circle for row in self._rows_ahead(cells, d) for c in row)

    def _target_ahead(self, cells: list[Cell], d: str) -> bool:
        return any(
            c in self.board.heroes or self.target_structure(c) for row in self._rows_ahead(cells, d) for c in row
        )

    def resolute_holds(self, anchor: Cell) -> bool:
        """LS-10.3 (LSM-7): a Resolute monster that begins in the area of a structure monsters
        attack, the magic circle or a hero does not move at all (on the map)."""
        cells = self.cells(anchor)
        if in_the_fog(self.bd, cells):
            return False
        return any(c in self.board.circle or c in self.board.heroes or self.target_structure(c) for c in area(cells))

    def entering(self, anchor: Cell, new: Cell) -> list[Cell]:
        old = set(self.cells(anchor))
        return [c for c in self.cells(new) if c not in old]

    def all_free(self, cells: Iterable[Cell]) -> bool:
        return all(self.free(c) for c in cells)

    def run(self) -> tuple[list[Cell], str, int]:
        """The path (start included), the final facing and the MP left."""
        m, bd = self.m, self.bd
        anchor: Cell = tuple(m.cell)  # type: ignore[assignment]
        path = [anchor]
        a = arrow(bd, anchor)
        d = a if a in STEP else m.facing  # LS-14.4: straight along the start square's arrow
        mp = self.t.mp
        if terrain(bd, anchor) == "w" and not self.fly and mp > 0:
            mp = max(mp - 2, 1)  # LS-19.2, LS-19.4, LS-A36
        if self.resolute and self.resolute_holds(anchor):
            return path, m.facing, mp
        coin_side = LEFT_OF[d] if self.state.coin == "left" else RIGHT_OF[d]  # LS-A6: the monster's own left/right
        visited = {anchor}
        guard = 4 * (bd.width + bd.height) + 4 * mp + 8
        while guard > 0:
            guard -= 1
            if self.must_stop(anchor, d):
                break
            if mp <= 0:
                break
            fog = in_the_fog(bd, self.cells(anchor))
            ahead = (anchor[0] + STEP[d][0], anchor[1] + STEP[d][1])
            front = self.entering(anchor, ahead)
            if self.all_free(front):
                anchor = ahead  # LS-14.3
                mp -= 1
                path.append(anchor)
                visited.add(anchor)
                continue
            if fog:
                # LS-14.13-14.15, LS-A16, LSM-2: slide sideways for free to the nearest fog square
                # whose way ahead is clear, in the coin's direction, else the opposite one
                slide = self._fog_slide(anchor, d, coin_side, visited)
                if slide is None:
                    break
                for sq in slide:
                    path.append(sq)
                    visited.add(sq)
                anchor = slide[-1]
                continue
            if all(self.free(c) or self.over(c) for c in front) and any(self.over(c) for c in front):
                # LS-14.8, LS-A8 (and LS-10.4/10.5 for flyers): pass over to the first free square
                landing = self._pass_over(anchor, d, mp)
                if landing is None:
                    break  # not enough MP or no landing square: it stops just before
                for sq in landing:
                    path.append(sq)
                    visited.add(sq)
                mp -= len(landing)
                anchor = landing[-1]
                continue
            # LS-14.9-14.12, LS-A7: sidestep 1 square (1 MP) in the coin's direction, else the other
            moved = False
            for side in (coin_side, OPPOSITE[coin_side]):
                to = (anchor[0] + STEP[side][0], anchor[1] + STEP[side][1])
                if to in visited or not self.all_free(self.entering(anchor, to)):
                    continue
                anchor = to
                mp -= 1
                path.append(anchor)
                visited.add(anchor)
                moved = True
                break
            if not moved:
                break  # LS-14.12
        a = arrow(bd, anchor)
        facing = a if a in STEP else d  # LS-14.2: turn to the end square's arrow
        return path, facing, mp

    def _fog_slide(self, anchor: Cell, d: str, coin_side: str, visited: set[Cell]) -> list[Cell] | None:
        bd = self.bd
        for side in (coin_side, OPPOSITE[coin_side]):
            sx, sy = STEP[side]
            squares: list[Cell] = []
            cur = anchor
            for _ in range(bd.width + bd.height):
                nxt = (cur[0] + sx, cur[1] + sy)
                entering = self.entering(cur, nxt)
                if nxt in visited or not self.all_free(entering) or not in_the_fog(bd, self.cells(nxt)):
                    break
                squares.append(nxt)
                cur = nxt
                ahead = (cur[0] + STEP[d][0], cur[1] + STEP[d][1])
                if self.all_free(self.entering(cur, ahead)):
                    return squares
        return None

    def _pass_over(self, anchor: Cell, d: str, mp: int) -> list[Cell] | None:
        dx, dy = STEP[d]
        squares: list[Cell] = []
        cur = anchor
        for _ in range(mp):
            nxt = (cur[0] + dx, cur[1] + dy)
            entering = self.entering(cur, nxt)
            squares.append(nxt)
            if self.all_free(self.cells(nxt)):
                return squares
            if not all(self.free(c) or self.over(c) for c in entering):
                return None
            cur = nxt
        return None


def rows_ahead(cells: list[Cell], d: str, n: int) -> Iterable[list[Cell]]:
    """The squares 1..n ahead of a footprint in direction `d`, one list per distance."""
    dx, dy = STEP[d]
    own = set(cells)
    lead = [c for c in cells if (c[0] + dx, c[1] + dy) not in own]
    for k in range(1, n + 1):
        yield [(c[0] + dx * k, c[1] + dy * k) for c in lead]


def move_path(state: GameState, monster: Monster, board: Board | None = None) -> list[Cell]:
    """The squares `monster` would pass through if it moved now (its start square first)."""
    path, _, _ = _Mover(state, board or Board(state), monster).run()
    return path


def move_monster(state: GameState, board: Board, m: Monster, events: list[Event]) -> None:
    """Move one monster (LS-14) and update `board`'s index."""
    m.moved = True
    if is_stunned(state, m) or _types()[m.kind].stationary:
        return  # LS-9.8; Cetusia's parts, the Dryad and its spawn never move (LS-A25, LS-21)
    path, facing, mp_left = _Mover(state, board, m).run()
    start, end = path[0], path[-1]
    if end != start:
        t = _types()[m.kind]
        for c in footprint(start, t.size):
            if board.monsters.get(c) is m:
                del board.monsters[c]
                under = [o for o in state.monsters if o is not m and not o.on_cliff and c in cells_of(o)]
                if under:
                    board.monsters[c] = under[-1]  # the hatchery it was spawned on (LS-21.33)
        for c in footprint(end, t.size):
            board.monsters[c] = m
        m.cell = end
    turned = facing != m.facing
    m.facing = facing  # type: ignore[assignment]
    if end != start or turned:
        events.append(
            Event(
                kind="monster_moved",
                args={
                    "monster": m.id,
                    "monster_kind": m.kind,
                    "path": [_xy(c) for c in path],
                    "facing": facing,
                    "mp_left": mp_left,
                    "from_square": _square(start),
                    "to_square": _square(end),
                },
            )
        )


def move_all(state: GameState, events: list[Event]) -> None:
    """LS-14: every monster moves once, one at a time, in the processing order."""
    board = Board(state)
    for m in processing_order(state):
        if not m.moved:
            move_monster(state, board, m, events)


# --- step 6: Attack ---------------------------------------------------------------------------


def _hero_choice(state: GameState, heroes: Iterable[int]) -> int:
    """LS-8.9: the most wounds, then the highest maximum mana; LS-A11 (LSM-4): then the most HP
    left, then the lowest hero number."""
    return min(
        heroes,
        key=lambda i: (
            -state.heroes[i].wounds,
            -state.heroes[i].mana_max,
            -(state.heroes[i].hp - state.heroes[i].wounds),
            i,
        ),
    )


def _weakest(structures: Iterable[Structure], damage: int) -> list[Structure]:
    """LS-8.12, LS-A12: the structures destroyed by the fewest of this monster's attacks, then
    the first kind of defence facility, wall, building; more than one left: the players choose."""
    kinds = load_content().structures

    def key(s: Structure) -> tuple[int, int]:
        left = max(kinds[s.kind].durability - s.damage, 0)
        attacks = math.ceil(left / damage) if damage > 0 else left
        return (attacks, STRUCTURE_ORDER.get(kinds[s.kind].category, 3))

    ranked = sorted(structures, key=lambda s: (key(s), s.id))
    return [s for s in ranked if key(s) == key(ranked[0])]


def _structure_attack(m: Monster, structures: Iterable[Structure], damage: int) -> QueuedAttack:
    """The attack on the weakest structure, or with the tied ones as `options` for the players
    (LS-8.12 「それでも決まらない場合は、プレイヤーが決定します」, asked before any attack, LS-15.6)."""
    weakest = _weakest(structures, damage)
    if len(weakest) == 1:
        return QueuedAttack(monster=m.id, kind=m.kind, target="structure", target_id=weakest[0].id)
    return QueuedAttack(monster=m.id, kind=m.kind, target="structure", options=[s.id for s in weakest])


def melee_target(state: GameState, board: Board, m: Monster, t: MonsterType) -> QueuedAttack | None:
    """LS-8.7-8.9, LS-8.11, LS-8.12, LS-A5, LS-A10: the circle, else a hero, else a structure in
    the monster's area."""
    ring = area(footprint(m.cell, t.size))
    if any(c in board.circle for c in ring):
        return QueuedAttack(monster=m.id, kind=m.kind, target="circle")
    heroes = {board.heroes[c] for c in ring if c in board.heroes}
    if heroes:
        return QueuedAttack(monster=m.id, kind=m.kind, target="hero", target_id=_hero_choice(state, heroes))
    structures = {s.id: s for c in ring if (s := board.structures.get(c)) is not None and board.kinds[s.kind].target}
    if structures:
        return _structure_attack(m, structures.values(), t.damage)
    return None


def ranged_target(state: GameState, board: Board, m: Monster, t: MonsterType) -> QueuedAttack | None:
    """LS-8.10, LS-EX3: the first structure or hero along the monster's facing within its range;
    LS-8.11/LS-A10 (LSM-3): the magic circle on that line within range comes first."""
    rows = list(rows_ahead(footprint(m.cell, t.size), m.facing, t.range))
    if any(c in board.circle for row in rows for c in row):
        return QueuedAttack(monster=m.id, kind=m.kind, target="circle")
    for row in rows:
        heroes = {board.heroes[c] for c in row if c in board.heroes}
        if heroes:
            return QueuedAttack(monster=m.id, kind=m.kind, target="hero", target_id=_hero_choice(state, heroes))
        structures = {s.id: s for c in row if (s := board.structures.get(c)) is not None and board.kinds[s.kind].target}
        if structures:
            return _structure_attack(m, structures.values(), t.damage)
    return None


def area_target(state: GameState, board: Board, m: Monster, t: MonsterType) -> QueuedAttack | None:
    """LS-15.5, LS-10.6: an area attack (Explosion, the Accursed) is made when a hero, a structure
    monsters attack or the magic circle is in the monster's area; it hits its whole area."""
    ring = area(footprint(m.cell, t.size))
    if any(
        c in board.circle
        or c in board.heroes
        or ((s := board.structures.get(c)) is not None and board.kinds[s.kind].target)
        for c in ring
    ):
        return QueuedAttack(monster=m.id, kind=m.kind, target="area", squares=sorted(ring))
    return None


def attack_of(state: GameState, board: Board, m: Monster) -> QueuedAttack | None:
    """The attack `m` makes this attack step, or None: stunned monsters (LS-9.8), monsters in the
    fog (LS-A16) and the harpy on the cliff (LS-12.12, LS-A18) do not attack."""
    t = _types()[m.kind]
    if m.on_cliff or t.attack == "none" or is_stunned(state, m) or m.trapping is not None:
        return None  # LS-21.30: a seed cannon under a hero cannot act
    if in_the_fog(board.bd, footprint(m.cell, t.size)):
        return None
    if "explosion" in t.abilities or t.area_attack:
        return area_target(state, board, m, t)
    if t.attack == "ranged":
        return ranged_target(state, board, m, t)
    return melee_target(state, board, m, t)


def choose_targets(state: GameState, events: list[Event]) -> None:
    """LS-15.6: every monster chooses its target before any attack is resolved."""
    board = Board(state)
    queue = [q for m in processing_order(state) if (q := attack_of(state, board, m)) is not None]
    before, after = boss_hook(state, "attacks_before"), boss_hook(state, "attacks_after")
    queue = (list(before(state)) if before else []) + queue + (list(after(state)) if after else [])  # LS-20.3, LS-21.13
    state.flow.queue = queue
    events.append(
        Event(
            kind="monster_targets",
            args={
                "count": len(queue),
                "attacks": [
                    {"monster": q.monster, "monster_kind": q.kind, "target": q.target, "target_id": q.target_id}
                    for q in queue
                ],
            },
        )
    )


def _monster(state: GameState, monster_id: int) -> Monster | None:
    for m in state.monsters:
        if m.id == monster_id:
            return m
    return None


def _structure(state: GameState, structure_id: int | None) -> Structure | None:
    for s in state.structures:
        if s.id == structure_id:
            return s
    return None


def resolve_attack(state: GameState, q: QueuedAttack, events: list[Event]) -> None:
    """Resolve one queued attack (LSM-6: attacks are simultaneous, so an attacker removed by an
    earlier attack of this step still attacks; a target that is gone makes the attack lost)."""
    combat = _combat()
    t = _types()[q.kind]
    m = _monster(state, q.monster)
    where = _xy(m.cell) if m is not None else None
    base = {
        "monster": q.monster,
        "monster_kind": q.kind,
        "cell": where,
        "target": q.target,
        "target_id": q.target_id,
        "damage": t.damage,
    }
    if q.target == "boss":
        hook = boss_hook(state, "resolve_boss_attack")
        if hook is not None:
            hook(state, q, events)
        outcome.check(state, events)
        return
    if q.target == "area":
        if "explosion" in t.abilities:
            _explode(state, q, t, m, events)
        else:
            _area_attack(state, q, t, events)
        outcome.check(state, events)
        return
    if q.target == "hero":
        hero = state.heroes[q.target_id] if q.target_id is not None else None
        if hero is None or hero.dead or hero.cell is None or not hero.in_play:
            events.append(Event(kind="attack_lost", args=base))
            return
        events.append(
            Event(
                kind="monster_attacks",
                args={**base, "to": _xy(hero.cell), "hero": hero.index, "name": hero.name, "target_text": hero.name},
            )
        )
        drain = MANA_DRAIN if "mana_drain" in t.abilities else 0  # LS-10.10
        combat.queue_hero_damage(
            state, hero.index, t.damage, events, source=q.kind, armour_allowed=True, mana_drain=drain
        )
    elif q.target == "structure":
        s = _structure(state, q.target_id)
        if s is None:
            events.append(Event(kind="attack_lost", args=base))
            return
        events.append(
            Event(
                kind="monster_attacks",
                args={
                    **base,
                    "to": _xy(s.cells[0]),
                    "structure_kind": s.kind,
                    "target_text": load_content().structures[s.kind].name.lower(),
                },
            )
        )
        combat.damage_structure(state, s, t.damage, events)
    elif q.target == "circle":
        events.append(
            Event(
                kind="monster_attacks",
                args={**base, "to": _xy(board_def(state).magic_circle[0]), "target_text": "the magic circle"},
            )
        )
        combat.damage_circle(state, t.damage, events)
    outcome.check(state, events)


def _area_hits(state: GameState, squares: Iterable[Cell]) -> tuple[list[int], list[Structure], bool, list[Monster]]:
    board = Board(state)
    sq = [tuple(c) for c in squares]
    heroes = sorted({board.heroes[c] for c in sq if c in board.heroes})
    structures: dict[int, Structure] = {}
    for c in sq:
        s = board.structures.get(c)  # type: ignore[arg-type]
        if s is not None and board.kinds[s.kind].target:
            structures.setdefault(s.id, s)
    circle = any(c in board.circle for c in sq)
    monsters: dict[int, Monster] = {}
    for c in sq:
        mm = board.monsters.get(c)  # type: ignore[arg-type]
        if mm is not None:
            monsters.setdefault(mm.id, mm)
    return heroes, sorted(structures.values(), key=lambda s: s.id), circle, list(monsters.values())


def _area_attack(state: GameState, q: QueuedAttack, t: MonsterType, events: list[Event]) -> None:
    """LS-15.5 (LSM-8): the Accursed's area attack: its damage to every hero, structure and the
    magic circle in its area; Mana Drain on each hero (LS-10.10)."""
    combat = _combat()
    heroes, structures, circle, _ = _area_hits(state, q.squares)
    events.append(
        Event(
            kind="monster_attacks",
            args={
                "monster": q.monster,
                "monster_kind": q.kind,
                "target": "area",
                "target_id": None,
                "damage": t.damage,
                "squares": [_xy(c) for c in q.squares],
                "heroes": heroes,
                "structures": [s.id for s in structures],
                "circle": circle,
                "target_text": "everything around it",
            },
        )
    )
    drain = MANA_DRAIN if "mana_drain" in t.abilities else 0
    for i in heroes:
        combat.queue_hero_damage(state, i, t.damage, events, source=q.kind, armour_allowed=True, mana_drain=drain)
    for s in structures:
        combat.damage_structure(state, s, t.damage, events)
    if circle and state.result is None:
        combat.damage_circle(state, t.damage, events)


def _explode(state: GameState, q: QueuedAttack, t: MonsterType, m: Monster | None, events: list[Event]) -> None:
    """LS-10.6-10.9, LS-A19: 4 damage to every hero in the area (no armour), the Boomer's damage to
    every structure and the magic circle there (LSM-8); then one monster there, which the players
    choose (LS-10.7, choices.explosion), rolls its defence dice against No-dodge (finish_explosion)."""
    combat = _combat()
    heroes, structures, circle, monsters = _area_hits(state, q.squares)
    centre = m.cell if m is not None else None
    events.append(
        Event(
            kind="explosion",
            args={
                "monster": q.monster,
                "monster_kind": q.kind,
                "cell": _xy(centre) if centre else None,
                "square": _square(centre) if centre else "",
                "squares": [_xy(c) for c in q.squares],
                "heroes": heroes,
                "structures": [s.id for s in structures],
                "circle": circle,
                "damage": t.damage,
            },
        )
    )
    for i in heroes:
        combat.queue_hero_damage(state, i, EXPLOSION_DAMAGE, events, source="explosion", armour_allowed=False)
    for s in structures:
        combat.damage_structure(state, s, t.damage, events)
    if circle and state.result is None:
        combat.damage_circle(state, t.damage, events)
    victims = [mm.id for mm in monsters if mm.id != q.monster]
    if state.result is None and choices.explosion(state, q, victims):
        return
    finish_explosion(state, q, victims[0] if victims else None, events)


def finish_explosion(state: GameState, q: QueuedAttack, victim: int | None, events: list[Event]) -> None:
    """LS-10.7: the chosen monster rolls against No-dodge and takes the Boomer's damage on a hit;
    LS-10.9: then the Boomer is removed from the game."""
    combat = _combat()
    t = _types()[q.kind]
    target = _monster(state, victim) if victim is not None else None
    if target is not None and state.result is None:
        roll = combat.defend(state, target, effects=("no_dodge",), events=events)  # a "defence_roll" event
        if roll.hit:
            combat.damage_monster(state, target, t.damage, events)
    m = _monster(state, q.monster)
    if m is not None:
        state.monsters.remove(m)  # LS-10.9
        events.append(
            Event(
                kind="monster_removed",
                args={"monster": m.id, "monster_kind": m.kind, "cell": _xy(m.cell), "reason": "explosion"},
            )
        )
    outcome.check(state, events)


# --- the Fallen Harpy -------------------------------------------------------------------------

_AROUND = [(0, -1), (1, 0), (0, 1), (-1, 0), (1, -1), (1, 1), (-1, 1), (-1, -1)]  # N E S W NE SE SW NW


def _landing(board: Board, cell: Cell, ignore: set[int]) -> Cell:
    """LS-12.8/LS-12.9, LS-EX8 (LSM-11): the square where the last Alerion died, else the first
    empty adjacent square in the order N, E, S, W, NE, SE, SW, NW (farther rings if all are full)."""

    def empty(c: Cell) -> bool:
        mm = board.monsters.get(c)
        if mm is not None and mm.id in ignore:
            return (
                terrain(board.bd, c) not in "#oT"
                and c not in board.heroes
                and not board.is_obstacle_structure(c)
                and c not in board.circle
            )
        return board.empty(c)

    if empty(cell):
        return cell
    for r in range(1, max(board.bd.width, board.bd.height)):
        if r == 1:
            ring = [(cell[0] + dx, cell[1] + dy) for dx, dy in _AROUND]
        else:
            ring = sorted(
                (
                    (cell[0] + dx, cell[1] + dy)
                    for dx in range(-r, r + 1)
                    for dy in range(-r, r + 1)
                    if max(abs(dx), abs(dy)) == r
                ),
                key=lambda c: (abs(c[0] - cell[0]) + abs(c[1] - cell[1]), c[1], c[0]),
            )
        for c in ring:
            if empty(c):
                return c
    return cell


def on_alerion_killed(state: GameState, cell: Cell, events: list[Event]) -> None:
    """LS-12.7-12.9: an Alerion died on `cell` (combat removes its figure); at the 3rd the Fallen
    Harpy comes down there (or on an adjacent empty square) and Dive Bombs at once (LS-12.4, LS-A18)."""
    cell = (int(cell[0]), int(cell[1]))
    b = state.boss
    b.alerions_dead += 1
    b.last_alerion_cell = cell
    events.append(Event(kind="alerion_killed", args={"dead": b.alerions_dead, "cell": _xy(cell)}))
    if b.alerions_dead < ALERIONS_FOR_HARPY or b.arrived or boss_kind(state) != "harpy":
        return
    harpy_arrives(state, cell, events)


def harpy_arrives(state: GameState, cell: Cell, events: list[Event]) -> None:
    types = _types()
    bd = board_def(state)
    board = Board(state)
    dead_alerions = {m.id for m in state.monsters if m.kind == "alerion" and m.wounds >= types["alerion"].hp}
    to = _landing(board, cell, dead_alerions)
    h = harpy(state)
    a = arrow(bd, to)
    facing = a if a in STEP else _toward_circle(bd, to)
    if h is None:
        h = Monster(id=state.next_id, kind="harpy", cell=to, facing=facing)
        state.next_id += 1
        state.monsters.append(h)
    h.cell, h.facing, h.on_cliff = to, facing, False  # type: ignore[assignment]
    state.boss.arrived = True
    state.boss.kind = "harpy"
    state.flow.screech_left = []
    events.append(
        Event(
            kind="harpy_arrives",
            args={
                "monster": h.id,
                "monster_kind": "harpy",
                "cell": _xy(to),
                "square": _square(to),
                "facing": facing,
                "died_on": _xy(cell),
            },
        )
    )
    dive_bomb(state, h, events)


def dive_bomb(state: GameState, h: Monster, events: list[Event]) -> None:
    """LS-12.4, LS-A18, LS-A56 (LSM-8): 2 damage at once to every hero, structure and monster in
    the harpy's area; monsters roll no dice; the magic circle is not a structure here."""
    combat = _combat()
    types = _types()
    board = Board(state)
    ring = area(footprint(h.cell, types[h.kind].size))
    heroes = sorted({board.heroes[c] for c in ring if c in board.heroes})
    structures: dict[int, Structure] = {}
    monsters: dict[int, Monster] = {}
    for c in sorted(ring, key=lambda c: (c[1], c[0])):
        s = board.structures.get(c)
        if s is not None and board.kinds[s.kind].target:
            structures.setdefault(s.id, s)
        mm = board.monsters.get(c)
        if mm is not None and mm is not h and mm.wounds < types[mm.kind].hp:
            monsters.setdefault(mm.id, mm)
    events.append(
        Event(
            kind="dive_bomb",
            args={
                "monster": h.id,
                "monster_kind": "harpy",
                "cell": _xy(h.cell),
                "square": _square(h.cell),
                "heroes": heroes,
                "structures": sorted(structures),
                "monsters": sorted(monsters),
                "damage": DIVE_BOMB_DAMAGE,
            },
        )
    )
    for i in heroes:
        combat.queue_hero_damage(state, i, DIVE_BOMB_DAMAGE, events, source="harpy", armour_allowed=True)
    for s in sorted(structures.values(), key=lambda s: s.id):
        combat.damage_structure(state, s, DIVE_BOMB_DAMAGE, events)
    for mm in sorted(monsters.values(), key=lambda mm: mm.id):
        if mm in state.monsters and state.result is None:
            combat.damage_monster(state, mm, DIVE_BOMB_DAMAGE, events)
    outcome.check(state, events)
