"""Line of sight (LS-6), attack ranges and attack areas (LS-22.1-22.24), hero paths (LS-4.12-4.14).

Everything here is a pure question about the state; nothing is changed.

Line of sight (LS-A40, rulings LSH-1, LSH-2): blockers are structures whose kind is a `blocker`
(houses, stone walls) and trees ('T'). Blocker squares touching orthogonally or only at a corner
form one blocker (LS-6.9). A blocker blocks a hero only when it touches the hero's square
orthogonally (the hero faces it head-on, LS-6.8). For each such face the LOS tiles stand at the two
ends of the whole blocker (LS-6.7, LS-EX4, LS-EX5): the shadow is, on every line across the
blocker's extent, the squares beyond the blocker's square nearest to the hero, reaching the board
edge, and only squares in front of the hero. A hero touching one blocker on two perpendicular faces
(an inside corner) also loses the whole quadrant between them (the tiles at the outer ends of the
L, LS-EX5). Sight (LS-6.11, LS-22.28) and a watchtower (LS-17.10) ignore all of it.

Attack areas are oriented from the figure: "behind" the direct-hit square means away from the
hero. For a square not in a straight line from the hero, the direction is the axis of the larger
distance, the north-south axis on a tie (LSH-3). A figure's own square ("self" range) faces north.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

from typing_extensions import TypeIs

from ...core.i18n import QT_TRANSLATE_NOOP
from .content import SECTOR_RANGES, AttackMode, BoardDef
from .geometry import (
    LEFT_OF,
    OPPOSITE,
    RIGHT_OF,
    STEP,
    Board,
    Sector,
    area,
    as_cell,
    board_def,
    content,
    in_fog,
    inside,
    orthogonal,
    ring,
    sector_of,
    sectors_for,
    step,
    tables,
    terrain,
)
from .models import Cell, GameState, Hero, Structure

Problem = tuple[str, str, dict[str, object]]  # (rule, template, params) for Violation(rule, template, **params)

DIRECTIONS = ("N", "E", "S", "W")


def _hero(state: GameState, hero: Hero | int) -> Hero:
    return state.heroes[hero] if isinstance(hero, int) else hero


# -- line of sight --------------------------------------------------------------------------------


@lru_cache(maxsize=16)
def _trees(board_id: str) -> frozenset[Cell]:
    bd = content().boards[board_id]
    return frozenset((x, y) for y, row in enumerate(bd.rows) for x, ch in enumerate(row) if ch == "T")


def blocker_cells(state: GameState) -> set[Cell]:
    """LS-6.5: the squares of buildings, stone walls (structure kinds marked `blocker`) and trees."""
    kinds = content().structures
    cells = set(_trees(state.board))
    for s in state.structures:
        kind = kinds.get(s.kind)
        if kind is not None and kind.blocker:
            cells.update(s.cells)
    return cells


def _component(seed: Cell, blockers: set[Cell]) -> set[Cell]:
    """LS-6.9: blocker squares joined orthogonally or at a corner are one blocker."""
    comp = {seed}
    todo = [seed]
    while todo:
        c = todo.pop()
        for n in ring(c):
            if n in blockers and n not in comp:
                comp.add(n)
                todo.append(n)
    return comp


def _forward(origin: Cell, cell: Cell, d: str) -> int:
    dx, dy = STEP[d]
    return (cell[0] - origin[0]) * dx + (cell[1] - origin[1]) * dy


def _component_shadow(bd: BoardDef, origin: Cell, comp: set[Cell], faces: list[str]) -> set[Cell]:
    shadow: set[Cell] = set()
    for d in faces:
        lateral = 0 if d in ("N", "S") else 1  # the coordinate that runs along the face
        lines: dict[int, list[int]] = {}
        for c in comp:
            lines.setdefault(c[lateral], []).append(_forward(origin, c, d))
        for u, dists in lines.items():
            ahead = [f for f in dists if f > 0]
            near = min(ahead) if ahead else max(dists)
            start = max(near + 1, 1)
            f = start
            while True:
                # the square on line u at forward distance f
                if d == "N":
                    cell = (u, origin[1] - f)
                elif d == "S":
                    cell = (u, origin[1] + f)
                elif d == "E":
                    cell = (origin[0] + f, u)
                else:
                    cell = (origin[0] - f, u)
                if not inside(bd, cell):
                    break
                shadow.add(cell)
                f += 1
    # an inside corner: the quadrant between two perpendicular faces (LS-6.9, LS-EX5)
    for a in faces:
        for b in faces:
            if a in ("N", "S") and b in ("E", "W"):
                for y in range(bd.height):
                    for x in range(bd.width):
                        if _forward(origin, (x, y), a) >= 1 and _forward(origin, (x, y), b) >= 1:
                            shadow.add((x, y))
    return shadow - comp


def shadow(state: GameState, origin: Cell) -> set[Cell]:
    """The squares a hero on `origin` cannot see (LS-6.7, LS-6.8, LS-A40); empty when no blocker
    touches `origin` orthogonally."""
    bd = board_def(state)
    blockers = blocker_cells(state)
    result: set[Cell] = set()
    seen: set[Cell] = set()
    for d in DIRECTIONS:
        c = step(origin, d)
        if c in blockers and c not in seen:
            comp = _component(c, blockers)
            seen |= comp
            faces = [f for f in DIRECTIONS if step(origin, f) in comp]
            result |= _component_shadow(bd, origin, comp, faces)
    return result


def has_los(state: GameState, from_cell: Cell, to_cell: Cell, sight: bool = False) -> bool:
    """LS-6: whether a hero on `from_cell` sees `to_cell`. Sight always sees (LS-6.11)."""
    if sight or from_cell == to_cell:
        return True
    return to_cell not in shadow(state, from_cell)


def hero_has_sight(hero: Hero, mode: AttackMode | None = None) -> bool:
    """Sight from the attack mode (LS-22.28) or from standing on a watchtower (LS-17.10)."""
    return hero.on_watchtower or (mode is not None and "sight" in mode.effects)


# -- ranges ---------------------------------------------------------------------------------------


def facing_from(origin: Cell, target: Cell) -> str:
    """The direction "away from the figure" at `target` (LSH-3)."""
    dx, dy = target[0] - origin[0], target[1] - origin[1]
    if dx == 0 and dy == 0:
        return "N"
    if abs(dy) >= abs(dx):
        return "S" if dy > 0 else "N"
    return "E" if dx > 0 else "W"


def _sector_range_cells(state: GameState, origins: Iterable[Cell], which: str) -> list[Cell]:
    bd = board_def(state)
    allowed: set[Sector] = set()
    for o in origins:
        sec = sector_of(bd, o)
        if sec is not None:
            allowed |= sectors_for(bd, sec, which)
    if not allowed:
        return []
    cells = []
    for sector in allowed:
        cells += _sector_squares(bd, sector)
    return cells


def _sector_squares(bd: BoardDef, sector: Sector) -> list[Cell]:
    """The squares of `sector` a sector range reaches: on the board, neither fog nor cliff."""
    known = tables(bd).sector_range
    if sector not in known:
        size = bd.sector_size
        x0 = bd.origin[0] + sector[0] * size
        y0 = bd.origin[1] + sector[1] * size
        known[sector] = [
            c
            for j in range(size)
            for i in range(size)
            if inside(bd, c := (x0 + i, y0 + j)) and terrain(bd, c) not in "~#" and sector_of(bd, c) == sector
        ]
    return known[sector]


def range_cells(state: GameState, origin: Cell, range_icon: str) -> list[Cell]:
    """The squares a range icon reaches from `origin`, before LOS and the other restrictions
    (LS-22.1 to LS-22.8; "up to 2 squares" in straight lines only, LS-A44)."""
    bd = board_def(state)
    if range_icon == "self":
        return [origin]
    if range_icon == "melee":
        cells = orthogonal(origin)
    elif range_icon == "reach2":
        cells = [step(origin, d, n) for d in DIRECTIONS for n in (1, 2)]
    elif range_icon in SECTOR_RANGES:
        return _sector_range_cells(state, [origin], range_icon)
    else:
        return []
    return [c for c in cells if inside(bd, c) and terrain(bd, c) != "#"]


def _tree_areas(state: GameState) -> set[Cell]:
    trees = _trees(state.board)
    return area(trees) if trees else set()


def needs_los(weapon_type: str, mode: AttackMode) -> bool:
    """LS-6.1-6.3: ranged modes always; magic modes (and scrolls, LS-A23) with a sector range;
    melee never."""
    if weapon_type == "ranged":
        return True
    if weapon_type == "magic":
        return mode.range in SECTOR_RANGES
    return False


def _line3_destination(origin: Cell, cell: Cell) -> Cell:
    return step(cell, facing_from(origin, cell), 3)


class Ctx:
    """Per-question cache: the board occupancy and the hero's shadow."""

    def __init__(self, state: GameState, hero: Hero, board: Board | None = None) -> None:
        self.state = state
        self.hero = hero
        self.board = Board(state) if board is None else board  # `board`: one of this very state
        self._shadow: set[Cell] | None = None
        self._trees: set[Cell] | None = None
        self._near: set[Cell] | None = None
        self._own: set[Cell] | None = None

    def own_area(self) -> set[Cell]:
        """The hero's square and the 8 around it (LS-5.7); the hero stands on the board."""
        if self._own is None:
            assert self.hero.cell is not None
            self._own = {self.hero.cell, *ring(self.hero.cell)}
        return self._own

    def shadow(self) -> set[Cell]:
        if self._shadow is None:
            self._shadow = shadow(self.state, self.hero.cell) if self.hero.cell is not None else set()
        return self._shadow

    def tree_areas(self) -> set[Cell]:
        if self._trees is None:
            self._trees = _tree_areas(self.state)
        return self._trees

    def enemies_in_own_area(self) -> set[Cell]:
        """Every square of the monsters standing, even partly, in the hero's own area or on its
        square (LS-5.7); a trap under a hero and the harpy on the cliff are never targets."""
        if self._near is None:
            own = {self.hero.cell} | set(ring(self.hero.cell)) if self.hero.cell is not None else set()
            self._near = set()
            for m in self.state.monsters:
                cells = set(self.board.monster_cells(m))
                if not m.on_cliff and m.trapping is None and cells & own:
                    self._near |= cells
        return self._near

    def stand_ok(self, cell: Cell) -> bool:
        """A hero may end a move there: empty and not fog (LS-4.13, LS-4.14)."""
        return inside(self.board.bd, cell) and self.board.empty(cell) and not in_fog(self.board.bd, cell)


def target_problem(
    state: GameState,
    hero: Hero | int,
    mode: AttackMode,
    weapon_type: str,
    cell: Cell,
    _ctx: Ctx | None = None,
    _in_range: bool = False,
) -> Problem | None:
    """Why `cell` cannot be this mode's direct-hit square for `hero`, or None when it can."""
    h = _hero(state, hero)
    ctx = _ctx if _ctx is not None and _ctx.hero is h else Ctx(state, h)
    origin = h.cell
    if origin is None:
        return ("LS-4.12", QT_TRANSLATE_NOOP("LastSpell", "{hero} is not on the battlefield"), {"hero": h.name})
    if not _in_range and cell not in set(range_cells(state, origin, mode.range)):
        rule = {"melee": "LS-22.7", "reach2": "LS-22.6", "self": "LS-22.8"}.get(mode.range, "LS-5.15")
        template = {
            "melee": QT_TRANSLATE_NOOP(
                "LastSpell", "a melee attack must aim at a square next to the hero (north, east, south or west)"
            ),
            "reach2": QT_TRANSLATE_NOOP(
                "LastSpell", "this attack reaches 1 or 2 squares in a straight line from the hero"
            ),
            "self": QT_TRANSLATE_NOOP("LastSpell", "this ability aims at the hero's own square"),
        }.get(mode.range, QT_TRANSLATE_NOOP("LastSpell", "that square is not in a sector this attack mode reaches"))
        return (rule, template, {})
    bd = ctx.board.bd
    if mode.support is not None:
        target = ctx.board.hero_at(cell)
        if target is None or (mode.support == "ally" and target == h.index):
            if mode.support == "ally":
                return ("LS-22.37", QT_TRANSLATE_NOOP("LastSpell", "choose another hero for this ability"), {})
            return ("LS-22.38", QT_TRANSLATE_NOOP("LastSpell", "choose a hero (or the user) for this ability"), {})
    elif weapon_type == "ranged":
        problem = _own_area_problem(state, h, mode, cell, ctx)
        if problem:
            return problem
    sight = hero_has_sight(h, mode)
    if needs_los(weapon_type, mode) and not sight and cell in ctx.shadow():
        rule = "LS-6.10" if mode.range in SECTOR_RANGES else "LS-6.1"
        return (rule, QT_TRANSLATE_NOOP("LastSpell", "the hero has no line of sight to that square"), {})
    if mode.range in SECTOR_RANGES and not sight and cell in ctx.tree_areas():
        return (
            "LS-19.7",
            QT_TRANSLATE_NOOP("LastSpell", "this attack cannot aim at a square inside a tree's area"),
            {},
        )
    if mode.area == "move" and not ctx.stand_ok(cell):
        return ("LS-22.11", QT_TRANSLATE_NOOP("LastSpell", "the hero can only move to an empty square"), {})
    if mode.area == "line3_move" and not ctx.stand_ok(_line3_destination(origin, cell)):
        return (
            "LS-22.15",
            QT_TRANSLATE_NOOP("LastSpell", "the square beyond the three attacked squares must be empty"),
            {},
        )
    if mode.support is None and mode.area != "move" and terrain(bd, cell) == "#":
        return ("LS-3.6", QT_TRANSLATE_NOOP("LastSpell", "nothing can be aimed at on the cliff"), {})
    return None


def _own_area_problem(state: GameState, h: Hero, mode: AttackMode, cell: Cell, ctx: Ctx) -> Problem | None:
    """LS-5.7 "under any circumstances": a ranged weapon aims at no square of the hero's own area
    (nor its own square), and its attack may reach no enemy standing, even partly, in that area:
    not a 2x2 boss aimed at by its outer square, not one caught by the attack's area."""
    if h.cell is None or cell in ctx.own_area():
        return (
            "LS-5.7",
            QT_TRANSLATE_NOOP("LastSpell", "a ranged weapon cannot target a square inside the hero's own area"),
            {},
        )
    near = ctx.enemies_in_own_area()
    if near and not near.isdisjoint(area_cells(ctx.board.bd, mode.area, h.cell, cell)):
        return (
            "LS-5.7",
            QT_TRANSLATE_NOOP(
                "LastSpell",
                "a ranged weapon can never target an enemy standing in the hero's own area, even partly or "
                "through the attack's area",
            ),
            {},
        )
    return None


def direct_hit_cells(
    state: GameState,
    hero: Hero | int,
    mode: AttackMode,
    weapon_type: str,
    _ctx: Ctx | None = None,
    among: Callable[[Cell], bool] | None = None,
) -> list[Cell]:
    """Every square `mode` may choose as a direct-hit square (empty ones included, LS-22.39); with
    `among`, only the squares it accepts (asked first: it is cheaper than the rules)."""
    h = _hero(state, hero)
    if h.cell is None:
        return []
    ctx = _ctx if _ctx is not None and _ctx.hero is h else Ctx(state, h)
    return sorted(
        c
        for c in set(range_cells(state, h.cell, mode.range))
        if (among is None or among(c)) and target_problem(state, h, mode, weapon_type, c, ctx, _in_range=True) is None
    )


def find_mode(state: GameState, hero: Hero, weapon_index: int, mode_id: str) -> tuple[str, AttackMode] | None:
    """(weapon type, attack mode) of the hero's weapon `weapon_index`, mode `mode_id`."""
    if not 0 <= weapon_index < len(hero.weapons):
        return None
    weapon = content().weapons.get(hero.weapons[weapon_index])
    if weapon is None:
        return None
    for mode in weapon.modes:
        if mode.id == mode_id:
            return weapon.type, mode
    return None


def direct_hit_squares(state: GameState, hero: Hero | int, weapon_index: int, mode_id: str) -> list[Cell]:
    """For the scene's attack preview: the direct-hit squares of the hero's weapon `weapon_index`,
    mode `mode_id` (after range, LOS, LS-5.7 and the tree rule)."""
    h = _hero(state, hero)
    found = find_mode(state, h, weapon_index, mode_id)
    if found is None:
        return []
    return direct_hit_cells(state, h, found[1], found[0])


def scroll_direct_hit_squares(state: GameState, hero: Hero | int, scroll_index: int) -> list[Cell]:
    h = _hero(state, hero)
    if not 0 <= scroll_index < len(h.scrolls):
        return []
    scroll = content().scrolls.get(h.scrolls[scroll_index])
    return direct_hit_cells(state, h, scroll.mode, "magic") if scroll else []


# -- attack areas ---------------------------------------------------------------------------------


def rotate(offset: Cell, facing: str) -> Cell:
    """An offset drawn facing north (forward = -y), turned to `facing`."""
    dx, dy = offset
    if facing == "N":
        return (dx, dy)
    if facing == "E":
        return (-dy, dx)
    if facing == "S":
        return (-dx, -dy)
    return (dy, -dx)


def area_shape(area_icon: str, direct: Cell, facing: str) -> list[Cell]:
    """LS-22.9 to LS-22.22: the squares of an attack area around the direct-hit square `direct`,
    "behind" being `facing` (away from the figure)."""
    fwd = facing
    left, right = LEFT_OF[facing], RIGHT_OF[facing]
    d = direct
    if area_icon in ("single", "single_stun", "move"):
        return [d]
    if area_icon == "line2":
        return [d, step(d, fwd)]
    if area_icon in ("line3", "line3_move"):
        return [d, step(d, fwd), step(d, fwd, 2)]
    if area_icon in ("cross5", "cross5_stun"):
        return [d, *orthogonal(d)]
    if area_icon == "rect6":
        row = [step(d, left), d, step(d, right)]
        return row + [step(c, fwd) for c in row]
    if area_icon == "fan9":
        cells = [d]
        row1 = step(d, fwd)
        cells += [step(row1, left), row1, step(row1, right)]
        row2 = step(d, fwd, 2)
        cells += [step(row2, left, 2), step(row2, left), row2, step(row2, right), step(row2, right, 2)]
        return cells
    if area_icon in ("square9", "square9_stun"):
        return [d, *ring(d)]
    if area_icon == "ring8":
        return ring(d)
    return [d]


def attack_squares(state: GameState, hero: Hero | int, mode: AttackMode, direct: Cell | Sequence[Cell]) -> list[Cell]:
    """For the scene's attack preview: every square the attack affects when aimed at `direct`
    (one square, or several for a mode with several direct-hit squares), on the board only."""
    h = _hero(state, hero)
    bd = board_def(state)
    directs = [direct] if _is_cell(direct) else list(direct)
    origin = h.cell if h.cell is not None else directs[0]
    if len(directs) == 1:
        return list(_area_on_board(bd, mode.area, as_cell(directs[0]), facing_from(origin, directs[0])))
    result: list[Cell] = []
    for dcell in directs:
        for c in _area_on_board(bd, mode.area, as_cell(dcell), facing_from(origin, dcell)):
            if c not in result:
                result.append(c)
    return result


def area_cells(bd: BoardDef, area_icon: str, origin: Cell, direct: Cell) -> list[Cell]:
    """attack_squares of an attack from `origin` aimed at the one square `direct`, for the move
    generators (the list is kept per board: do not change it)."""
    return _area_on_board(bd, area_icon, direct, facing_from(origin, direct))


def _area_on_board(bd: BoardDef, area_icon: str, direct: Cell, facing: str) -> list[Cell]:
    """area_shape's squares on the board, each once (kept per board: do not change the list)."""
    known = tables(bd).areas
    key = (area_icon, direct, facing)
    if key not in known:
        known[key] = list(dict.fromkeys(c for c in area_shape(area_icon, direct, facing) if inside(bd, c)))
    return known[key]


def facility_area(area_icon: str, direct: Cell, state: GameState) -> list[Cell]:
    return list(_area_on_board(board_def(state), area_icon, as_cell(direct), "N"))


def stun_cells(state: GameState, hero: Hero | int, mode: AttackMode, direct: Cell) -> list[Cell]:
    """LS-22.23/22.24: the blue squares of Perimeter / Area effect, around the direct-hit square."""
    h = _hero(state, hero)
    origin = h.cell if h.cell is not None else direct
    facing = facing_from(origin, direct)
    return [(direct[0] + dx, direct[1] + dy) for dx, dy in (rotate(o, facing) for o in mode.stun_squares)]


def mobility_cell(state: GameState, hero: Hero | int, mode: AttackMode, direct: Cell) -> Cell | None:
    """LS-22.29: the green square, drawn relative to the hero facing north, turned toward `direct`."""
    if mode.mobility_square is None:
        return None
    h = _hero(state, hero)
    if h.cell is None:
        return None
    dx, dy = rotate(mode.mobility_square, facing_from(h.cell, direct))
    return (h.cell[0] + dx, h.cell[1] + dy)


def line3_destination(state: GameState, hero: Hero | int, direct: Cell) -> Cell | None:
    h = _hero(state, hero)
    return _line3_destination(h.cell, direct) if h.cell is not None else None


def _is_cell(value: object) -> TypeIs[Cell]:
    return isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], int) and isinstance(value[1], int)


# -- facilities -----------------------------------------------------------------------------------


def facility_range(state: GameState, structure: Structure) -> list[Cell]:
    """LS-17.2/LS-17.5, LS-A43: a ballista reaches its current and adjacent sectors, a catapult its
    adjacent and far sectors, counted from the facility's own sector; any square may be chosen
    (LS-17.7); both have Sight (LS-17.4, LS-17.6)."""
    which = "current_adjacent" if structure.kind == "ballista" else "adjacent_far"
    return sorted(set(_sector_range_cells(state, structure.cells, which)))


# -- hero movement --------------------------------------------------------------------------------


def has_jump_boots(hero: Hero) -> bool:
    """LS-23.12: Jump Boots' additional ability (it works while the card is worn)."""
    cards = content().armour
    return any("jump_boots" in cards[a.card].passive for a in hero.armour if a.card in cards)


def reachable(state: GameState, hero: Hero | int, mp: int | None = None, board: Board | None = None) -> dict[Cell, int]:
    """Every square the hero can walk to with its unspent MP (or `mp`), with the MP it costs:
    orthogonal steps (LS-4.12), through and onto empty squares only (LS-4.13), never fog
    (LS-4.14); warp gates are no obstacle (LS-3.5); with Jump Boots low obstacles may be crossed
    but not stopped on (LS-23.12). A hero on a watchtower must climb down first (LS-17.11)."""
    h = _hero(state, hero)
    budget = h.mp if mp is None else mp
    if h.cell is None or budget <= 0 or h.on_watchtower or h.trapped:
        return {}
    board = Board(state) if board is None else board
    ground = board.ground
    boots = has_jump_boots(h)
    cost: dict[Cell, int] = {h.cell: 0}
    frontier = [h.cell]
    result: dict[Cell, int] = {}
    while frontier:
        nxt = []
        for c in frontier:
            k = cost[c] + 1
            if k > budget:
                continue
            for n in orthogonal(c):
                if n in cost or ground.get(n, "~") == "~":  # off the board, or fog
                    continue
                if board.empty(n):
                    cost[n] = k
                    result[n] = k
                    nxt.append(n)
                elif boots and _passable_low(board, n):
                    cost[n] = k
                    nxt.append(n)
        frontier = nxt
    return result


def _passable_low(board: Board, cell: Cell) -> bool:
    """A low obstacle with no figure on it (a rock, a fence, a wooden barricade)."""
    return (
        board.low_obstacle(cell)
        and board.hero_at(cell) is None
        and board.monster_at(cell) is None
        and cell not in board.circle
    )


def jump_landing(state: GameState, hero: Hero | int, over: Cell) -> Cell | None:
    """LS-16.7: the square just beyond the low obstacle `over`, when `over` is next to the hero."""
    h = _hero(state, hero)
    if h.cell is None:
        return None
    for d in DIRECTIONS:
        if step(h.cell, d) == over:
            return step(over, d)
    return None


__all__ = [
    "OPPOSITE",
    "Ctx",
    "area_shape",
    "attack_squares",
    "blocker_cells",
    "direct_hit_cells",
    "direct_hit_squares",
    "facility_area",
    "facility_range",
    "facing_from",
    "find_mode",
    "has_jump_boots",
    "has_los",
    "hero_has_sight",
    "jump_landing",
    "line3_destination",
    "mobility_cell",
    "needs_los",
    "range_cells",
    "reachable",
    "ring",
    "rotate",
    "scroll_direct_hit_squares",
    "shadow",
    "stun_cells",
    "target_problem",
]
