"""The Last Spell — Night data, loaded from resources/games/last_spell/:

- boards.json: one board per scenario (gildenberg, also used by intro; lakeburg; glenwald):
  the square grid (`rows`, one character per square, see TERRAIN), the virtual arrows (`arrows`,
  one of N/E/S/W per square, D-2), the sectors (blocks of `sector_size` squares from `origin`),
  the town's sectors, the magic circle's squares, the numbered spawn positions on the fog, the
  cliff sides (the harpy's perch, LS-12.11), and where the monster processing order starts.
- monsters.json: the monster ability table (D-5) and the boss / special monster cards (D-6).
- monsters.json also holds `dice`: the faces of the blue and the orange defence die (D-7).
- equipment.json: weapons with their attack modes (D-8, D-9), armour cards (D-10, LS-23),
  potions (D-11), scrolls.
- heroes.json: the hero cards (D-13).
- structures.json: every structure kind (D-3): footprint, durability, blocker/wall/low/facility.
- spawn_cards.json: the spawn pattern cards (D-4): icons with their background colours.
- scenarios.json: per scenario night (intro, gildenberg_1..3, lakeburg_1..3, glenwald_1..3): the
  board, the town the Day built (structures), the heroes' equipment, the spawn piles, the panic
  track, the mages, the city quests — "a typical day's result", designed, shown as such in the
  new-game dialog.
- bosses.json: the Lakeburg and Glenwald bosses' data: Cetusia (its attacks per part and form with
  their areas and damage, LS-20.5-20.9, and the 4 Cetusia spawn pattern cards, LS-20.14/20.17), the
  Corrupted Dryad (footprint, appearance, monolith pattern, growth track, hatchery faces,
  substitution order, LS-21), and the spawn direction cards (LS-21.19/21.20, D-4).

`given` in each entry maps a field to the clause that states it; every other value is designed
(the rulebook's pictures are missing) and can be edited to match the printed cards.
Squares are (x, y): x the column from the west, y the row from the north.
"""
from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ...core.content import load_object
from ...core.resources import game_resources

GAME_ID = "last_spell"
CONTEXT = "LastSpell"

Cell = tuple[int, int]
Direction = Literal["N", "E", "S", "W"]
DieColour = Literal["blue", "orange"]
Face = Literal["hit", "hit_stun", "miss", "dodge_stun", "armour_stun"]
# Board characters: '.' open ground, '~' fog, '#' cliff, 'o' low obstacle (rock, fence),
# 'T' tree (Glenwald), 'w' water (Lakeburg). Structures are not terrain: they come from scenarios.
TERRAIN = set(".~#oTw")

# attack mode vocabulary (LS-22): range icons, area icons, side effects
RangeIcon = Literal["current", "adjacent", "far", "current_adjacent", "adjacent_far", "reach2", "melee", "self"]
AreaIcon = Literal["single", "single_stun", "move", "line2", "line3", "line3_move", "cross5", "cross5_stun",
                   "rect6", "fan9", "square9", "square9_stun", "ring8"]
Effect = Literal["perimeter", "area_effect", "armour_piercing", "follow_up", "isolated", "sight", "mobility",
                 "charge", "no_dodge", "propagation", "stun", "recover_ap", "recover_move", "curse"]
SECTOR_RANGES = ("current", "adjacent", "far", "current_adjacent", "adjacent_far")


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class SpawnPosition(Frozen):
    """A numbered spawn position on the fog: the `w` x `h` fog squares a spawn pattern card is laid
    on, and `toward` the direction from the fog to the town (the card's row 0 is the row farthest
    from the town)."""

    number: int
    x: int
    y: int
    w: int
    h: int
    toward: Direction


class BoardDef(Frozen):
    id: str
    name: str
    width: int = Field(ge=8, le=60)
    height: int = Field(ge=8, le=60)
    rows: tuple[str, ...]
    arrows: tuple[str, ...]  # 'N'/'E'/'S'/'W' per square; '.' on cliff squares
    sector_size: int = 4
    origin: Cell  # the north-west square of sector (0, 0)
    sectors: tuple[int, int]  # columns, rows of sectors
    town: tuple[tuple[int, int], ...]  # the 5 town sectors (LS-2.5)
    circle_sector: tuple[int, int]
    magic_circle: tuple[Cell, ...]  # the squares of the magic circle (a structure-like target)
    spawn_positions: tuple[SpawnPosition, ...]
    cliff_sides: dict[str, tuple[Cell, ...]] = Field(default_factory=dict)  # "left"/"right": harpy perch squares
    half_split_x: int | None = None  # squares with x < split are the left half (LS-12.13)
    order_start: Direction = "W"  # the side of the town whose columns move first (LS-14.5, LS-A57)
    order_start_end: Direction = "N"  # on that side, start from the end nearest this direction (the cliff)
    given: dict[str, str] = Field(default_factory=dict)


class MonsterType(Frozen):
    id: str  # archer, armored, clawer, runner, boomer, winged, accursed, bulky_<colour>, alerion, harpy, ...
    tier: int = Field(ge=0, le=3)  # 0 = boss / special monster card
    hp: int = Field(ge=1)
    mp: int = Field(ge=0)
    damage: int = Field(ge=0)
    attack: Literal["melee", "ranged", "none"] = "melee"
    range: int = 0  # for ranged attacks: Ranged N
    area_attack: bool = False  # attacks its whole area (LS-15.5)
    dice: tuple[DieColour, ...]
    abilities: tuple[Literal["resolute", "fly", "explosion", "mana_drain"], ...] = ()
    size: tuple[int, int] = (1, 1)  # squares wide, deep
    figures: int = 99  # figures in the box (LS-21.28)
    boss: bool = False
    form2_dice: tuple[DieColour, ...] = ()  # Cetusia: the defence dice of form 2 (LS-20.2); empty = no form 2
    always_hit: bool = False  # attacks on it always hit, no defence roll (the monolith, LS-21.3)
    obstacle: bool = False  # an object, not a figure: monsters cannot pass over it (the monolith, LS-A33)
    stationary: bool = False  # never moves once placed (Cetusia's parts, the Dryad, hatcheries, seed cannons, monoliths)
    given: dict[str, str] = Field(default_factory=dict)


class DieDef(Frozen):
    colour: DieColour
    faces: tuple[Face, ...] = Field(min_length=6, max_length=6)


class AttackMode(Frozen):
    id: str
    name: str
    name_ja: str = ""  # the mode's name in Japanese (designed); empty: the English name is shown
    ap: int = 1
    mana: int = 0
    mp: int = 0
    uses: int = 1  # per hero phase (LS-5.12)
    range: RangeIcon
    area: AreaIcon
    effects: tuple[Effect, ...] = ()
    propagation: int = 0  # X of Propagation X
    targets: int = 1  # direct-hit squares chosen (Magic Missile: 3, LS-EX1)
    support: Literal["ally", "ally_or_self"] | None = None  # LS-22.37/38: a support mode aims at a hero
    stun_squares: tuple[Cell, ...] = ()  # blue squares of perimeter/area effect, relative to the direct-hit square (facing north)
    mobility_square: Cell | None = None  # green square of Mobility, relative to the hero (facing north)


class Weapon(Frozen):
    id: str
    name: str
    name_ja: str = ""
    type: Literal["melee", "ranged", "magic"]
    hands: int = Field(ge=1, le=2)
    damage: int = Field(ge=1, le=2)
    level: int = 1
    modes: tuple[AttackMode, ...]
    given: dict[str, str] = Field(default_factory=dict)


class Scroll(Frozen):
    id: str
    name: str
    name_ja: str = ""
    damage: int = 1
    mode: AttackMode
    given: dict[str, str] = Field(default_factory=dict)


class ArmourCard(Frozen):
    id: str
    name: str
    name_ja: str = ""
    slot: Literal["upper", "lower", "shield"]
    level: Literal["starter", "basic", "advanced"]
    cost: int = 0
    reduce: int = 0  # on use: reduce damage by this much
    on_use: tuple[str, ...] = ()  # extra on-use effects: recover_mana:2, recover_token:1, heal_other:1, counter:1, dark_mana:4, dark_tokens:2, priest, running_boots
    recover_cost: dict[str, int] = Field(default_factory=dict)  # additional ability: {"mana": 2} / {"tokens": 1}
    passive: tuple[str, ...] = ()  # jump_boots, no_shield, no_upper, murder_recover, murder_token
    given: dict[str, str] = Field(default_factory=dict)


class PotionDef(Frozen):
    colour: Literal["green", "red", "blue", "yellow"]
    amount: int
    given: dict[str, str] = Field(default_factory=dict)


class HeroDef(Frozen):
    id: str
    name: str
    name_ja: str = ""
    hp: int
    mana: int
    ap: int
    tokens: tuple[int, ...]  # movement token values, each 2-4 (LS-4.10)
    colour: str = "#c0c0c0"
    given: dict[str, str] = Field(default_factory=dict)


class StructureKind(Frozen):
    id: str  # house, stone_wall, wooden_barricade, wooden_gate, stone_gate, ballista, catapult, warp_gate, watchtower
    name: str
    category: Literal["building", "wall", "facility", "special"]
    durability: int = Field(ge=1)  # damage that destroys it
    blocker: bool = False  # blocks LOS (LS-6.5)
    obstacle: bool = True  # warp gates are not (LS-3.5)
    low: bool = False  # can be jumped (LS-4.8, LS-16.7)
    target: bool = True  # monsters attack it (structures)
    given: dict[str, str] = Field(default_factory=dict)


class SpawnIcon(Frozen):
    x: int  # column on the card
    y: int  # row on the card, 0 = farthest from the town
    monster: str  # a MonsterType id; "bulky" picks its kind from `bulky`; "alerion", "hatchery", "seed_cannon"
    colour: Literal["green", "yellow", "red", "special"]  # special: alerion (harpy), hatchery / seed_cannon (dryad)
    bulky: str | None = None  # the Bulky kind's colour (LS-13.5)


class SpawnCard(Frozen):
    id: str
    icons: tuple[SpawnIcon, ...]
    given: dict[str, str] = Field(default_factory=dict)


class StructurePlacement(Frozen):
    kind: str
    cells: tuple[Cell, ...]
    projectiles: int = 0  # catapult (LS-17.5)


class HeroLoadout(Frozen):
    hero: str
    weapons: tuple[str, ...]
    armour: tuple[str, ...] = ()
    potions: tuple[str, ...] = ()  # colours
    scrolls: tuple[str, ...] = ()
    wounds: int = 0  # wounds carried from the day (before the end-of-day recovery, LS-4.3)
    start: Cell | None = None  # where the hero stands when the night begins


class ScenarioNight(Frozen):
    id: str  # intro, gildenberg_1, gildenberg_2, gildenberg_3
    scenario: Literal["intro", "gildenberg", "lakeburg", "glenwald"]
    night: int = Field(ge=1, le=3)
    name: str
    description: str  # what the Day left: shown in the new-game dialog
    board: str
    structures: tuple[StructurePlacement, ...]
    heroes: tuple[HeroLoadout, ...]  # the 4 preset heroes (hot-seat takes the first N; solo sets up all 4)
    spawn_piles: dict[str, tuple[str, ...]]  # spawn position number -> card ids, top first
    active_colours: tuple[str, ...]  # LS-13.3
    panic: tuple[int, ...]  # flame tiles on each panic-track space, left first
    panic_rewards: tuple[str, ...]  # what each space pays at the end of night (LS-18.2)
    mages: int
    city_quests: tuple[str, ...] = ()
    quests_solved: tuple[bool, ...] = ()
    gold: int = 0  # solo: gold to recruit heroes (LS-24.5)
    boss: Literal["harpy", "cetusia", "dryad"] | None = None
    spawn_direction: str | None = None  # the spawn direction card the Day turned up (bosses.json; LS-21.19)
    given: dict[str, str] = Field(default_factory=dict)


# -- the Lakeburg and Glenwald bosses (bosses.json) ---------------------------------------------------
# Relative squares ("offsets") are drawn facing north (forward = -y, the right hand = +x), like a
# weapon's stun squares, and turned to the real facing the same way (targeting.rotate):
# N (dx, dy); E (-dy, dx); S (-dx, -dy); W (dy, -dx).

def turn(offset: Cell, facing: str) -> Cell:
    """An offset drawn facing north, turned to `facing` (the same turn as targeting.rotate)."""
    dx, dy = offset
    return {"N": (dx, dy), "E": (-dy, dx), "S": (-dx, -dy), "W": (dy, -dx)}[facing]


def place(anchor: Cell, offsets: tuple[Cell, ...], facing: str) -> tuple[Cell, ...]:
    """The absolute squares of `offsets` (drawn facing north) around `anchor`, turned to `facing`."""
    return tuple((anchor[0] + dx, anchor[1] + dy) for dx, dy in (turn(o, facing) for o in offsets))


class CetusiaAttack(Frozen):
    """One attack mode of one Cetusia part in one form (LS-20.5): it starts at the part's blue square
    (`CetusiaPart.anchor`) and deals `damage` to every hero, monster and structure in `area`
    (LS-20.6-20.9, LS-A26: no defence roll). `area`: offsets from the anchor, drawn facing north."""

    id: str  # skull_bash_f1, ...
    attack: str  # skull_bash, water_catapult, tidal_assault, tidal_incursion: the name across forms
    part: Literal["head", "tail"]
    form: int = Field(ge=1, le=2)
    name: str
    name_ja: str = ""
    damage: int = Field(ge=1)
    area: tuple[Cell, ...] = Field(min_length=1)
    given: dict[str, str] = Field(default_factory=dict)

    def cells(self, anchor: Cell, facing: str) -> tuple[Cell, ...]:
        return place(anchor, self.area, facing)


class CetusiaPart(Frozen):
    """Where a Cetusia part appears on a Cetusia spawn pattern card (LS-20.14), and the attack mode
    it uses in each form (LS-20.5). `cells`: absolute board squares (the figure's base: the part's
    footprint turned to `facing`); `anchor`: the blue square the attacks start from (its front-left
    square as seen facing `facing`); `facing`: where its attack areas point."""

    cells: tuple[Cell, ...] = Field(min_length=1)
    anchor: Cell
    facing: Direction
    form1: str  # a CetusiaAttack id of this part's form 1
    form2: str  # a CetusiaAttack id of this part's form 2


class CetusiaCard(Frozen):
    id: str
    board: str = "lakeburg"
    head: CetusiaPart
    tail: CetusiaPart
    given: dict[str, str] = Field(default_factory=dict)


class CetusiaData(Frozen):
    head: str = "cetusia_head"  # MonsterType ids
    tail: str = "cetusia_tail"
    footprint: tuple[Cell, ...]  # a part's base, offsets from its anchor drawn facing north
    reshuffle_after: int = 3  # LS-20.17: after 3 cards are revealed, all 4 are reshuffled at the end of the phase
    skip_first_phase: bool = True  # LS-20.13: no boss step in the first monster phase of night 3
    attacks: tuple[CetusiaAttack, ...]
    cards: tuple[CetusiaCard, ...]
    given: dict[str, str] = Field(default_factory=dict)

    def attack(self, attack_id: str) -> CetusiaAttack:
        return next(a for a in self.attacks if a.id == attack_id)


class GrowthStage(Frozen):
    stage: int = Field(ge=1, le=3)
    id: Literal["germination", "growth", "maturity"]
    name: str
    name_ja: str = ""
    advance: int = Field(ge=1, le=3)  # LS-21.10: squares a hatchery / seed cannon comes in from the fog
    attacks: Literal["none", "current", "current_adjacent"]  # LS-21.16-21.18: the sectors the Dryad attacks
    damageable: bool = True  # LS-21.16: no damage in Germination
    circle_damage: int = 0  # LS-21.26: Maturity: 1 damage to the magic circle in each later boss step


class HatcheryFace(Frozen):
    face: Literal["first", "second"]
    name: str
    name_ja: str = ""
    spawns_when_placed: str | None = None  # LS-21.33: a Clawer on a new (first-face) hatchery
    spawns_in_boss_step: str  # LS-21.27: first face: an Armored, then flip; second face: an Archer, then discard
    then: Literal["flip", "discard"]


class DryadData(Frozen):
    monster: str = "dryad"  # MonsterType ids
    monolith: str = "monolith"
    hatchery: str = "hatchery"
    seed_cannon: str = "seed_cannon"
    footprint: tuple[Cell, ...]  # the Dryad's base: offsets from its anchor (front-left square), drawn facing the town = north
    appear_squares: tuple[Cell, ...]  # LS-21.21: the spawn card squares (column, row; row 0 farthest from the town) it is put on
    appear_advance: int = 3  # LS-21.21: then advanced this many squares toward the town
    monoliths: tuple[Cell, ...]  # LS-21.23: the 5 monoliths, offsets from the Dryad's anchor, drawn facing the town = north
    damage: int = 2  # LS-21.13
    growth: tuple[GrowthStage, ...]
    hatchery_faces: tuple[HatcheryFace, ...]
    substitution: tuple[str, ...]  # LS-21.28: MonsterType ids tried in order when a figure is missing
    spawn_cap: int = 6  # LS-21.29, LS-A30: at most this many hatcheries + seed cannons per boss step
    trapped_damage: int = 1  # LS-21.30: a trapped hero's damage at the start of each monster attack step
    given: dict[str, str] = Field(default_factory=dict)

    def stage(self, number: int) -> GrowthStage:
        return next(g for g in self.growth if g.stage == number)


class SpawnDirectionCard(Frozen):
    """A spawn direction card (D-4, from the Day's spawn position scouting): the spawn positions the
    monsters come from, and on Glenwald's night 3 perhaps the Corrupted Dryad with its spawn
    position number (LS-21.19/21.20)."""

    id: str
    board: str
    positions: tuple[int, ...]
    dryad: int | None = None
    given: dict[str, str] = Field(default_factory=dict)


class Content(Frozen):
    boards: dict[str, BoardDef]
    monsters: dict[str, MonsterType]
    dice: dict[str, DieDef]
    weapons: dict[str, Weapon]
    scrolls: dict[str, Scroll]
    armour: dict[str, ArmourCard]
    potions: dict[str, PotionDef]
    heroes: dict[str, HeroDef]
    structures: dict[str, StructureKind]
    spawn_cards: dict[str, SpawnCard]
    scenarios: dict[str, ScenarioNight]
    cetusia: CetusiaData
    dryad: DryadData
    spawn_directions: dict[str, SpawnDirectionCard]
    version: str


class _Boards(Frozen):
    boards: tuple[BoardDef, ...]


class _Monsters(Frozen):
    monsters: tuple[MonsterType, ...]
    dice: tuple[DieDef, ...]


class _Equipment(Frozen):
    weapons: tuple[Weapon, ...]
    scrolls: tuple[Scroll, ...]
    armour: tuple[ArmourCard, ...]
    potions: tuple[PotionDef, ...]


class _Heroes(Frozen):
    heroes: tuple[HeroDef, ...]


class _Structures(Frozen):
    structures: tuple[StructureKind, ...]


class _SpawnCards(Frozen):
    cards: tuple[SpawnCard, ...]


class _Scenarios(Frozen):
    scenarios: tuple[ScenarioNight, ...]


class _Bosses(Frozen):
    cetusia: CetusiaData
    dryad: DryadData
    spawn_directions: tuple[SpawnDirectionCard, ...]


@lru_cache(maxsize=1)
def load_content() -> Content:
    root = game_resources(GAME_ID)
    boards = load_object(root / "boards.json", _Boards)
    monsters = load_object(root / "monsters.json", _Monsters)
    equipment = load_object(root / "equipment.json", _Equipment)
    heroes = load_object(root / "heroes.json", _Heroes)
    structures = load_object(root / "structures.json", _Structures)
    cards = load_object(root / "spawn_cards.json", _SpawnCards)
    scenarios = load_object(root / "scenarios.json", _Scenarios)
    bosses = load_object(root / "bosses.json", _Bosses)
    parts = [m.model_dump(mode="json") for m in (boards, monsters, equipment, heroes, structures, cards, scenarios,
                                                  bosses)]
    digest = hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()[:12]
    return Content(
        boards={b.id: b for b in boards.boards},
        monsters={m.id: m for m in monsters.monsters},
        dice={d.colour: d for d in monsters.dice},
        weapons={w.id: w for w in equipment.weapons},
        scrolls={s.id: s for s in equipment.scrolls},
        armour={a.id: a for a in equipment.armour},
        potions={p.colour: p for p in equipment.potions},
        heroes={h.id: h for h in heroes.heroes},
        structures={s.id: s for s in structures.structures},
        spawn_cards={c.id: c for c in cards.cards},
        scenarios={s.id: s for s in scenarios.scenarios},
        cetusia=bosses.cetusia,
        dryad=bosses.dryad,
        spawn_directions={d.id: d for d in bosses.spawn_directions},
        version=f"ls-{digest}",
    )
