"""The Last Spell's expert (bots/expert.py): determinized playouts at the root, for the team.

The night is cooperative and its table open: only the dice to come and the order of Cetusia's
face-down deck (LS-20.14) are hidden. A sampled world reshuffles that deck and draws a new
generator, so the search weighs every hero's action over the dice of the monsters' answer instead
of the one roll the real game will make. Information-set MCTS would branch on dice, every one of
them a chance node, for little gain over comparing the root's actions in shared worlds: each
candidate is played in the same worlds, followed by the greedy heroes (and the monsters, which the
rules move) to the end of the next monster phase, so the search sees what the monsters answer — a
hero left within reach of a harpy with three hit points dies there, and the night with it (LS-1.5).
The position is then judged for the whole team (every seat wins or loses together): the result
once the night is over, else the mages still on the magic circle, the monsters' hit points still
out, the boss's wounds (night 3 is won by the boss alone, LS-1.9), the structures' flames, and the
heroes' health, a hero's last hit points worth far more than its first (one death loses the night).
The candidates are greedy's choice, its runner-up and its best action of every other kind: greedy
ranks all its moves toward the monsters above staying back, so its own top few are mostly one idea.

A greedy hero walks into the monsters and stays among them, punching, round after round until it
dies a few rounds later, past the end of any playout. So the search knows where the monsters can
strike next round (`threat_map`: each walks straight ahead up to its MP and hits what is next to
it, or along its facing when ranged): a hero standing within reach of more damage also weighs the
move to the least threatened square; in the playouts a hero half of whose hit points the monsters
in reach could take steps away once it has killed or healed what it could (so a retreat is not undone by
the greedy playout walking straight back); and the judgement counts half of that damage as already
taken when it weighs a hero's last hit points.

On the nights of many monsters the circle falls before any hero (LS-1.7): the monsters mass
around it over rounds while the greedy heroes fight wherever the nearest monster stands. So the
judgement also counts the damage the monsters may deal to the circle (`circle_pressure`: each
monster's, halved for every round beyond the next it needs to reach the circle), and the
candidates hold the strike on the monsters pressing hardest on it, or the move toward them (`guard`).

Greedy measures its walk to the monsters as the crow flies, so a greedy hero inside the town's
walls walks up to the wall nearest them and passes there, round after round, while the circle
falls. The expert's walker (`WalkingGreedy`) measures the way on foot instead (`walking_distances`:
round the walls, over a barricade by Obstacle Jump, LS-16.7, over a watchtower, LS-17.11): a
playout hero with nothing nearer as the crow flies walks out that way rather than pass, and the
candidates hold the walker's choice. Playout heroes that always walk on foot leave the walls'
shelter where it kept them alive (the playout policy alone won fewer whole nights of Gildenberg
night 1 so), so the search, not the playouts, decides when to go out.
"""

from __future__ import annotations

import heapq
import math
import random
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from pydantic import BaseModel

from ...bots.search import clone, reseed, sigmoid
from ...core.game import Game
from .bot import GreedyBot
from .content import BoardDef, load_content
from .geometry import STEP, Board, area, board_def, distance_to_circle, footprint, tables
from .models import Cell, GameState, Monster
from .outcome import monster_hp_left

MAGE = 2.0  # a mage on the circle, in the evaluation's units
MONSTER_HP = 0.25  # a monster's hit point still out
BOSS_WOUND = 1.0  # a wound on a boss, or an Alerion down (the harpy comes only after them, LS-12.8)
FLAME = 0.3  # a flame tile on a structure
HEALTH = 1.0  # a hero at full health against one at none
PERIL = 2.5  # a hero on one hit point left (the weight falls off with every further point)
PERIL_FALLOFF = 1.5  # hit points over which the peril falls to a third
DEATH = HEALTH + PERIL * math.exp(1 / PERIL_FALLOFF)  # solo, a hero dead: worse than any hero alive (LS-24.9)
THREAT = 0.5  # a hit point the monsters in reach may take next round, against one already lost
CIRCLE = 1.0  # a mage the monsters may take from the magic circle next round, against one lost
CIRCLE_FALLOFF = 0.5  # the share of that weight for each further round a monster needs to reach the circle
CIRCLE_ROUNDS = 4  # monsters further off than this many rounds do not press yet
MOVES = ("move", "climb", "warp")  # the actions that take a hero to a square they name
SCALE = 3.0


class LastSpellExpert:
    horizon = 160  # enough decisions for the rest of the hero phase and the monsters' answer
    ticks = 2  # a playout stops when the next phase after the monsters' answer begins (`clock`)
    keep_prior = 0.02  # small gains count: the night turns on single attacks
    max_candidates = 5
    caution = 2.0  # a playout's hero steps away once the monsters in reach could take 1/caution of its hit points

    def __init__(self) -> None:
        self.greedy = GreedyBot()
        self.walker = WalkingGreedy()
        self.root = 0.0  # the standing where the search began: playouts are judged by the change

    def determinize(self, view: GameState, seat: int, rng: random.Random) -> GameState:
        state: GameState = clone(view)
        rng.shuffle(state.boss.deck)
        reseed(state, rng)
        return state

    def policy(
        self, game: Game[Any, Any], state: GameState, player: int, legal: Sequence[BaseModel], rng: random.Random
    ) -> BaseModel:
        """Greedy, but a hero does not walk to where the monsters in reach could take half its hit
        points, and one standing there steps out once it has nothing to attack or drink: greedy
        heroes press on into the monsters round after round until one dies (LS-1.5)."""
        choice = self.lead(game, state, legal, rng)
        if state.phase != "hero" or state.flow.decision != "turn" or getattr(choice, "kind", None) in STEADY:
            return choice
        hero = state.heroes[getattr(choice, "hero")]  # noqa: B009 - every hero-turn action names its hero
        threats = threat_map(state)
        at_risk = threats.get(destination(choice) or hero.cell or OFF_BOARD, 0)
        if at_risk * self.caution < hero.hp - hero.wounds:
            return choice
        safe = safest_move(state, legal, threats, self.greedy)
        if safe is not None and threats.get(destination(safe) or OFF_BOARD, 0) < at_risk:
            return safe
        if destination(choice) is None:
            return choice
        return next((a for a in legal if getattr(a, "kind", None) in ("end_turn", "pass")), choice)

    def lead(self, game: Game[Any, Any], state: GameState, legal: Sequence[BaseModel], rng: random.Random) -> BaseModel:
        """Greedy's choice, unless it would pass: with nothing nearer as the crow flies, the hero
        walks on foot (`WalkingGreedy`), round the walls that kept greedy in the town."""
        choice = self.greedy.choose(game, state, legal, rng)
        return self.walker.choose(game, state, legal, rng) if getattr(choice, "kind", None) == "pass" else choice

    def clock(self, state: GameState) -> int:
        """Two ticks a round: each monster phase, and the hero phase after it."""
        return 2 * state.monster_phase + (state.phase == "hero")

    def evaluate(self, game: Game[Any, Any], state: GameState, seat: int) -> float:
        if state.result is not None:
            return 1.0 if seat in state.result.winners else 0.0  # the team wins or loses together
        return sigmoid((standing(state) - self.root) / SCALE)

    def candidates(
        self, game: Game[Any, Any], view: GameState, seat: int, legal: Sequence[BaseModel], rng: random.Random
    ) -> list[BaseModel]:
        """The greedy hero's choice first (`lead`), then the way out on foot, the retreat and the
        guard where they differ, the action greedy rates next, its best-rated action of every
        other kind (so the search also weighs passing, guarding, healing or a scroll where greedy
        would press on), then the rest."""
        self.root = standing(view)
        rated = zip(self.greedy.values(view, legal), legal, strict=True)
        ranked: list[Any] = [a for _, _, a in sorted(((-v, rng.random(), a) for v, a in rated), key=lambda t: t[:2])]
        prior: Any = self.lead(game, view, legal, rng)
        extra = [
            a
            for a in dict.fromkeys(
                [self.walker.choose(game, view, legal, rng), self.retreat(view, legal), guard(view, legal, self.greedy)]
            )
            if a not in (None, prior)
        ]
        ranked = [a for a in ranked if a != prior and a not in extra]
        head = [*extra, *ranked[:1]]
        kinds = {prior.kind, *(a.kind for a in head)}
        for action in ranked[1:]:
            if action.kind not in kinds:
                kinds.add(action.kind)
                head.append(action)
        return [prior, *head, *(a for a in ranked if a not in head)]

    def retreat(self, view: GameState, legal: Sequence[BaseModel]) -> BaseModel | None:
        """The move to the square the monsters threaten least, when the hero to act stands where
        they could hurt it next round (greedy's moves all head for the monsters)."""
        if view.phase != "hero" or view.flow.decision != "turn" or view.flow.hero is None:
            return None
        threats = threat_map(view)
        cell = view.heroes[view.flow.hero].cell
        safe = safest_move(view, legal, threats, self.greedy)
        if safe is None or cell is None or threats.get(destination(safe) or OFF_BOARD, 0) >= threats.get(cell, 0):
            return None
        return safe


def standing(state: GameState) -> float:
    """How the night stands for the heroes, in the evaluation's units (higher is better)."""
    flames = sum(s.damage for s in state.structures)
    return (
        MAGE * state.mages
        - MONSTER_HP * monster_hp_left(state)
        + BOSS_WOUND * boss_progress(state)
        - FLAME * flames
        - CIRCLE * circle_pressure(state)
        + hero_safety(state)
    )


def boss_progress(state: GameState) -> int:
    """Wounds dealt to the boss so far: its parts' wounds (a removed part counts whole) and, on the
    harpy's night, the Alerions down; Cetusia's second form counts both parts beaten once (LS-20.10)."""
    monsters = load_content().monsters
    wounds = sum(m.wounds for m in state.monsters if monsters[m.kind].boss)
    removed = sum(monsters[f"cetusia_{part}"].hp for part in state.boss.removed)
    forms = (state.boss.form - 1) * (monsters["cetusia_head"].hp + monsters["cetusia_tail"].hp)
    return wounds + removed + forms + state.boss.alerions_dead


def hero_safety(state: GameState) -> float:
    """The heroes' health for the team: a share of full health each, less the peril of each hero's
    last hit points, counting part of what the monsters in reach may take next round as lost
    (a hero left among them is worn down over rounds the playouts do not reach). Solo, a hero's
    death does not end the night (LS-24.9: only the last one's does), so a dead hero counts as
    worse than any living one: left out, the death of a hero in peril would have raised the sum."""
    threats = threat_map(state)
    total = 0.0
    for hero in state.heroes:
        if hero.in_play and hero.dead:
            total -= DEATH  # solo, the night goes on without them (LS-24.9), one hero fewer to fight
            continue
        if not hero.in_play or not hero.hp:
            continue
        left = hero.hp - hero.wounds
        exposed = max(left - THREAT * threats.get(hero.cell or OFF_BOARD, 0), 0.0)
        total += HEALTH * left / hero.hp - PERIL * math.exp(-(exposed - 1) / PERIL_FALLOFF)
    return total


def circle_pressure(state: GameState) -> float:
    """The damage the monsters may deal to the magic circle, a mage each (LS-15.4), each monster's
    weighed by how soon it can stand next to the circle at its MP: the circle is every monster's
    first target (LS-8.11) and falls to the mass of them (LS-1.7), which the one round a playout
    sees shows only when it is too late to thin it."""
    bd = board_def(state)
    return sum(pressing(m, bd) for m in state.monsters)


def pressing(monster: Monster, bd: BoardDef) -> float:
    """One monster's share of `circle_pressure`: its damage, halved for each round beyond the next
    it needs to come next to the circle, nothing from beyond `CIRCLE_ROUNDS` rounds."""
    t = load_content().monsters[monster.kind]
    if monster.on_cliff or t.attack == "none" or t.stationary:
        return 0.0
    rounds = max(1, math.ceil((distance_to_circle(bd, monster.cell) - CIRCLE_REACH) / max(t.mp, 1)))
    return t.damage * CIRCLE_FALLOFF ** (rounds - 1) if rounds <= CIRCLE_ROUNDS else 0.0


CIRCLE_REACH = 2.0  # a square next to the 2x2 magic circle lies this far from its centre


STRIKES = ("attack", "scroll", "punch", "ballista", "catapult")
STEADY = (*STRIKES, "potion")  # a hero in peril still kills or heals first
OFF_BOARD: Cell = (-1, -1)


def threat_map(state: GameState) -> Mapping[Cell, int]:
    """The damage the monsters could deal to a hero on each square next monster phase: each
    monster walks straight ahead up to its MP (LS-14.3) and attacks what is next to it (LS-8.7) or,
    ranged, along its facing (LS-8.10). Sidesteps and stops are ignored, so it errs on the side of
    danger; bosses' own attacks are not counted. Monsters stand still through a hero phase, so the
    map is worked out once for each line-up of them (playouts ask for it at every hero's step)."""
    return _threats(tuple((m.kind, m.cell, m.facing) for m in state.monsters if not m.on_cliff and m.trapping is None))


@lru_cache(maxsize=256)
def _threats(monsters: tuple[tuple[str, Cell, str], ...]) -> Mapping[Cell, int]:
    types = load_content().monsters
    threats: dict[Cell, int] = {}
    for kind, cell, facing in monsters:
        t = types[kind]
        if t.attack == "none":
            continue
        dx, dy = STEP[facing]
        squares: set[Cell] = set()
        for k in range((0 if t.stationary else t.mp) + 1):
            cells = footprint((cell[0] + dx * k, cell[1] + dy * k), t.size)
            if t.attack == "ranged":
                squares.update((c[0] + dx * r, c[1] + dy * r) for c in cells for r in range(1, t.range + 1))
            else:
                squares |= area(cells)
        for square in squares:
            threats[square] = threats.get(square, 0) + t.damage
    return threats


def guard(view: GameState, legal: Sequence[BaseModel], greedy: GreedyBot) -> BaseModel | None:
    """The attack on the monsters pressing hardest on the magic circle (`pressing`; greedy's rating
    breaks ties), else the move that comes nearest to them on foot; None when no monster presses or
    nothing gets at them. Greedy strikes and walks toward whatever monster is nearest the hero,
    wherever the circle's attackers stand."""
    if view.phase != "hero" or view.flow.decision != "turn" or view.flow.hero is None:
        return None
    bd, board = board_def(view), Board(view)
    strikes = [a for a in legal if getattr(a, "kind", None) in STRIKES]
    rated = [
        (sum(pressing(m, bd) for m in struck(board, a)), v, a)
        for v, a in zip(greedy.values(view, strikes), strikes, strict=True)
    ]
    best = max(rated, key=lambda t: t[:2], default=None)
    if best is not None and best[0] > 0:
        return best[2]
    foes = tuple(m.cell for m in view.monsters if pressing(m, bd) >= CIRCLE_FALLOFF)
    cell = view.heroes[view.flow.hero].cell
    moves = [a for a in legal if getattr(a, "kind", None) in WALKS]
    if not foes or not moves or cell is None:
        return None
    ways = walking_distances(view, board, foes)
    near = min(moves, key=lambda a: ways.get(walk_end(cell, a), FAR))
    return near if ways.get(walk_end(cell, near), FAR) < ways.get(cell, FAR) else None


def struck(board: Board, action: BaseModel) -> list[Monster]:
    """The monsters on the squares an attack aims at, each once (a large one covers several)."""
    squares = list(getattr(action, "targets", ())) or [getattr(action, "target", OFF_BOARD)]
    if getattr(action, "kind", None) == "catapult":
        squares += area(squares)  # the 3x3 around its direct hit (LS-17.5)
    return list({m.id: m for m in map(board.monster_at, squares) if m is not None}.values())


def destination(action: BaseModel) -> Cell | None:
    """The square a move takes its hero to; None for any other action."""
    to: Cell | None = getattr(action, "to", None) if getattr(action, "kind", None) in MOVES else None
    return to


def safest_move(
    state: GameState, legal: Sequence[BaseModel], threats: Mapping[Cell, int], greedy: GreedyBot
) -> BaseModel | None:
    """The legal move to the least threatened square, greedy's preference breaking ties; None
    when the hero cannot move."""
    moves = [a for a in legal if destination(a) is not None]
    if not moves:
        return None
    rated = zip(greedy.values(state, moves), moves, strict=True)
    return min(rated, key=lambda t: (threats.get(destination(t[1]) or OFF_BOARD, 0), -t[0]))[1]


class WalkingGreedy(GreedyBot):
    """Greedy, but it measures the way to the monsters on foot (`walking_distances`: around the
    town's walls, over barricades by Obstacle Jump, LS-16.7, and over watchtowers, LS-17.11)
    where greedy counts squares as the crow flies: a greedy hero inside the walls stops at the
    wall nearest the monsters and passes, a jump over the barricade never rated above a pass."""

    def turn_value(self, state: Any, a: Any, board: Board, targets: list[Any]) -> float:
        if a.kind not in (*WALKS, "flip"):
            return super().turn_value(state, a, board, targets)
        hero = state.heroes[a.hero]
        ways = walking_distances(state, board, tuple(map(tuple, targets)))
        here = ways.get(hero.cell, FAR) if targets else 0
        if a.kind == "flip":  # more MP only where the way on needs them (a jump takes 3)
            if hero.mp >= JUMP_MP or here <= 1 or not targets:
                return -6.0
            return 4.0 + float(hero.tokens[a.token].value) * 0.1
        there = ways.get(walk_end(hero.cell, a), FAR)
        return 5.0 + min(here - there, MAX_GAIN) * 0.5 if there < here else -4.0


WALKS = ("move", "jump", "climb")  # a warp needs mana, which the heroes keep for their scrolls
JUMP_MP = 3  # an Obstacle Jump's cost (LS-16.7)
CLIMB_MP = 2  # climbing onto or off a watchtower (LS-17.11)
FAR = 10_000  # no way there on foot
MAX_GAIN = 20  # a walk is never rated above a strike (greedy's strikes rate 20 and more)


def walk_end(cell: Cell, action: Any) -> Cell:
    """Where a move, climb or Obstacle Jump puts its hero (a jump lands just beyond, LS-16.7)."""
    if action.kind == "jump":
        over = action.over
        return (2 * over[0] - cell[0], 2 * over[1] - cell[1])
    end: Cell = tuple(action.to)
    return end


def walking_distances(state: GameState, board: Board, targets: tuple[Cell, ...]) -> Mapping[Cell, int]:
    """The MP a hero needs from each square to stand next to the nearest of `targets`, ignoring
    the figures (they move) and keeping to the squares it may walk on (LS-4.13, LS-4.14)."""
    structures = tuple((s.kind, tuple(map(tuple, s.cells))) for s in state.structures)
    return _walking(state.board, structures, targets)


@lru_cache(maxsize=256)
def _walking(
    board_id: str, structures: tuple[tuple[str, tuple[Cell, ...]], ...], targets: tuple[Cell, ...]
) -> Mapping[Cell, int]:
    """Dijkstra from the targets over `ways` (every way can be walked back: the costs are symmetric)."""
    lay = ground_plan(board_id, structures)
    cost = dict.fromkeys(targets, 0)
    queue = [(0, t) for t in targets]
    while queue:
        k, cell = heapq.heappop(queue)
        if k > cost.get(cell, FAR):
            continue
        for nxt, mp in ways(lay, cell):
            if k + mp < cost.get(nxt, FAR):
                cost[nxt] = k + mp
                heapq.heappush(queue, (k + mp, nxt))
    return cost


@lru_cache(maxsize=64)
def ground_plan(board_id: str, structures: tuple[tuple[str, tuple[Cell, ...]], ...]) -> Mapping[Cell, str]:
    """Each square as a walker sees it: "." walkable, "o" jumpable (a rock or a wooden barricade),
    "T" a watchtower, "#" never (fog, walls, buildings, trees, the magic circle)."""
    bd = load_content().boards[board_id]
    kinds = load_content().structures
    lay = {c: "#" if t in "#oT~" else "." for c, t in tables(bd).terrain.items()}
    lay.update((c, "o") for c, t in tables(bd).terrain.items() if t == "o")
    lay.update(dict.fromkeys(bd.magic_circle, "#"))
    for kind, cells in structures:
        k = kinds[kind]
        mark = "T" if kind == "watchtower" else "o" if k.low else "#" if k.obstacle else "."
        lay.update(dict.fromkeys(cells, mark))
    return lay


def ways(lay: Mapping[Cell, str], cell: Cell) -> list[tuple[Cell, int]]:
    """The squares a hero on `cell` reaches in one move, climb or Obstacle Jump, with their MP."""
    here = lay.get(cell, "#")
    found: list[tuple[Cell, int]] = []
    for dx, dy in STEP.values():
        nxt = (cell[0] + dx, cell[1] + dy)
        there = lay.get(nxt, "#")
        if here == "T" or there == "T":  # onto or off a watchtower, never from one to the next
            if {here, there} <= {".", "T"} and here != there:
                found.append((nxt, CLIMB_MP))
        elif there == ".":
            found.append((nxt, 1))
        elif there == "o":
            beyond = (cell[0] + 2 * dx, cell[1] + 2 * dy)
            if lay.get(beyond) == ".":
                found.append((beyond, JUMP_MP))
    return found


EXPERT = LastSpellExpert  # bots/expert.py makes one per bot: a bot thinking on its own thread shares nothing
