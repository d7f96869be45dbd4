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
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationInfo,
    field_validator,
    model_validator,
)

from ...core.content import (
    check_complete,
    check_known,
    check_unique,
    known,
    load_object,
    short,
)
from ...core.resources import game_resources

GAME_ID = "last_spell"
CONTEXT = "LastSpell"

Cell = tuple[int, int]
Count = Annotated[int, Field(ge=0, le=99)]
Direction = Literal["N", "E", "S", "W"]
DieColour = Literal["blue", "orange"]
Face = Literal["hit", "hit_stun", "miss", "dodge_stun", "armour_stun"]
# Board characters: '.' open ground, '~' fog, '#' cliff, 'o' low obstacle (rock, fence),
# 'T' tree (Glenwald), 'w' water (Lakeburg). Structures are not terrain: they come from scenarios.
TERRAIN = set(".~#oTw")

# attack mode vocabulary (LS-22): range icons, area icons, side effects
RangeIcon = Literal["current", "adjacent", "far", "current_adjacent", "adjacent_far", "reach2", "melee", "self"]
AreaIcon = Literal[
    "single",
    "single_stun",
    "move",
    "line2",
    "line3",
    "line3_move",
    "cross5",
    "cross5_stun",
    "rect6",
    "fan9",
    "square9",
    "square9_stun",
    "ring8",
]
Effect = Literal[
    "perimeter",
    "area_effect",
    "armour_piercing",
    "follow_up",
    "isolated",
    "sight",
    "mobility",
    "charge",
    "no_dodge",
    "propagation",
    "stun",
    "recover_ap",
    "recover_move",
    "curse",
]
SECTOR_RANGES = ("current", "adjacent", "far", "current_adjacent", "adjacent_far")
# the nights the new-game dialog offers, in its order (rules.SCENARIOS): scenarios.json holds each of them, once
NIGHTS = (
    "intro",
    "gildenberg_1",
    "gildenberg_2",
    "gildenberg_3",
    "lakeburg_1",
    "lakeburg_2",
    "lakeburg_3",
    "glenwald_1",
    "glenwald_2",
    "glenwald_3",
)
CARD_SIZE = (4, 2)  # a spawn pattern card: 4 squares wide, 2 deep (row 0 farthest from the town)
ON_USE = (
    "recover_mana",
    "recover_token",
    "heal_other",
    "counter",
    "dark_mana",
    "dark_tokens",
    "priest",
    "running_boots",
)
REWARD = r"^((gold|wood|stone):[1-9][0-9]?|potion:(green|red|blue|yellow))$"


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


def off_board(cells: Any, width: int | None, height: int | None) -> None:
    """Refuse the first square outside a `width` x `height` board (size unknown: nothing to check)."""
    if width is None or height is None:
        return
    for x, y in cells:
        if not (0 <= x < width and 0 <= y < height):
            raise ValueError(f"square [{x}, {y}] is off the {width}x{height} board")


def _board_size(info: ValidationInfo) -> tuple[int | None, int | None]:
    return info.data.get("width"), info.data.get("height")


class SpawnPosition(Frozen):
    """A numbered spawn position on the fog: the `w` x `h` fog squares a spawn pattern card is laid
    on, and `toward` the direction from the fog to the town (the card's row 0 is the row farthest
    from the town)."""

    number: int = Field(ge=1, le=99)
    x: int = Field(ge=0)
    y: int = Field(ge=0)
    w: int
    h: int
    toward: Direction

    @model_validator(mode="after")
    def _card_fits(self) -> SpawnPosition:
        wide, deep = CARD_SIZE
        if (self.w, self.h) != ((wide, deep) if self.toward in "NS" else (deep, wide)):
            raise ValueError(f"a spawn pattern card is {wide} squares wide and {deep} deep toward the town")
        return self

    def cells(self) -> list[Cell]:
        return [(self.x + i, self.y + j) for i in range(self.w) for j in range(self.h)]


class BoardDef(Frozen):
    id: str
    name: str
    width: int = Field(ge=8, le=60)
    height: int = Field(ge=8, le=60)
    rows: tuple[str, ...]
    arrows: tuple[str, ...]  # 'N'/'E'/'S'/'W' per square; '.' on cliff squares
    sector_size: int = Field(default=4, ge=1, le=12)
    origin: Cell  # the north-west square of sector (0, 0)
    sectors: tuple[Annotated[int, Field(ge=1, le=9)], Annotated[int, Field(ge=1, le=9)]]  # columns, rows of sectors
    town: tuple[tuple[int, int], ...]  # the 5 town sectors (LS-2.5)
    circle_sector: tuple[int, int]
    magic_circle: tuple[Cell, ...] = Field(min_length=1)  # the squares of the magic circle (a structure-like target)
    spawn_positions: tuple[SpawnPosition, ...]
    cliff_sides: dict[str, tuple[Cell, ...]] = Field(default_factory=dict)  # "left"/"right": harpy perch squares
    half_split_x: int | None = None  # squares with x < split are the left half (LS-12.13)
    order_start: Direction = "W"  # the side of the town where the clockwise sweep begins (LS-14.5, LSM-1)
    order_start_end: Direction = "N"  # on that side, start from the end nearest this direction (the cliff)
    given: dict[str, str] = Field(default_factory=dict)

    @field_validator("rows", "arrows")
    @classmethod
    def _grid(cls, rows: tuple[str, ...], info: ValidationInfo) -> tuple[str, ...]:
        width, height = _board_size(info)
        if width is not None and (len(rows) != height or any(len(r) != width for r in rows)):
            raise ValueError(f"{height} rows of {width} characters each")
        allowed = TERRAIN if info.field_name == "rows" else set("NESW.")
        check_known((ch for r in rows for ch in r), allowed, "square character")
        return rows

    @field_validator("origin", "magic_circle", "spawn_positions", "cliff_sides", "half_split_x")
    @classmethod
    def _on_board(cls, value: Any, info: ValidationInfo) -> Any:
        if info.field_name == "origin":
            off_board([value], *_board_size(info))
        elif info.field_name == "magic_circle":
            off_board(value, *_board_size(info))
        elif info.field_name == "spawn_positions":
            check_unique((str(p.number) for p in value), "spawn position")
            off_board((c for p in value for c in p.cells()), *_board_size(info))
        elif info.field_name == "cliff_sides":
            check_known(value, ("left", "right"), "cliff side")
            off_board((c for cells in value.values() for c in cells), *_board_size(info))
        elif value is not None:
            off_board([(value, 0)], *_board_size(info))
        return value

    @field_validator("town", "circle_sector")
    @classmethod
    def _sectors(cls, value: Any, info: ValidationInfo) -> Any:
        columns, rows = info.data.get("sectors") or (None, None)
        off_board(value if info.field_name == "town" else [value], columns, rows)
        return value

    @model_validator(mode="after")
    def _sectors_fit(self) -> BoardDef:
        off_board(
            [
                (
                    self.origin[0] + self.sectors[0] * self.sector_size - 1,
                    self.origin[1] + self.sectors[1] * self.sector_size - 1,
                )
            ],
            self.width,
            self.height,
        )
        return self


class MonsterType(Frozen):
    id: str  # archer, armored, clawer, runner, boomer, winged, accursed, bulky_<colour>, alerion, harpy, ...
    tier: int = Field(ge=0, le=3)  # 0 = boss / special monster card
    hp: int = Field(ge=1, le=99)
    mp: int = Field(ge=0, le=12)
    damage: int = Field(ge=0, le=20)
    attack: Literal["melee", "ranged", "none"] = "melee"
    range: int = Field(default=0, ge=0, le=24)  # for ranged attacks: Ranged N
    area_attack: bool = False  # attacks its whole area (LS-15.5)
    dice: tuple[DieColour, ...]
    abilities: tuple[Literal["resolute", "fly", "explosion", "mana_drain"], ...] = ()
    size: tuple[Annotated[int, Field(ge=1, le=4)], Annotated[int, Field(ge=1, le=4)]] = (1, 1)  # squares wide, deep
    figures: Count = 99  # figures in the box (LS-21.28)
    boss: bool = False
    form2_dice: tuple[DieColour, ...] = ()  # Cetusia: the defence dice of form 2 (LS-20.2); empty = no form 2
    obstacle: bool = False  # an object, not a figure: monsters cannot pass over it (the monolith, LS-A33)
    stationary: bool = (
        False  # never moves once placed (Cetusia's parts, the Dryad, hatcheries, seed cannons, monoliths)
    )
    given: dict[str, str] = Field(default_factory=dict)


class DieDef(Frozen):
    colour: DieColour
    faces: tuple[Face, ...] = Field(min_length=6, max_length=6)


class AttackMode(Frozen):
    id: str
    name: str
    name_ja: str = ""  # the mode's name in Japanese (designed); empty: the English name is shown
    ap: int = Field(default=1, ge=0, le=9)
    mana: int = Field(default=0, ge=0, le=20)
    mp: int = Field(default=0, ge=0, le=9)
    uses: int = Field(default=1, ge=1, le=9)  # per hero phase (LS-5.12)
    range: RangeIcon
    area: AreaIcon
    effects: tuple[Effect, ...] = ()
    propagation: int = Field(default=0, ge=0, le=9)  # X of Propagation X
    targets: int = Field(default=1, ge=1, le=9)  # direct-hit squares chosen (Magic Missile: 3, LS-EX1)
    support: Literal["ally", "ally_or_self"] | None = None  # LS-22.37/38: a support mode aims at a hero
    stun_squares: tuple[
        Cell, ...
    ] = ()  # blue squares of perimeter/area effect, relative to the direct-hit square (facing north)
    mobility_square: Cell | None = None  # green square of Mobility, relative to the hero (facing north)


class Weapon(Frozen):
    id: str
    name: str
    name_ja: str = ""
    type: Literal["melee", "ranged", "magic"]
    hands: int = Field(ge=1, le=2)
    damage: int = Field(ge=1, le=2)
    level: int = Field(default=1, ge=1, le=3)
    modes: tuple[AttackMode, ...] = Field(min_length=1)
    given: dict[str, str] = Field(default_factory=dict)

    @field_validator("modes")
    @classmethod
    def _unique(cls, modes: tuple[AttackMode, ...]) -> tuple[AttackMode, ...]:
        check_unique((m.id for m in modes), "attack mode")
        return modes


class Scroll(Frozen):
    id: str
    name: str
    name_ja: str = ""
    damage: int = Field(default=1, ge=0, le=9)
    mode: AttackMode
    given: dict[str, str] = Field(default_factory=dict)


class ArmourCard(Frozen):
    id: str
    name: str
    name_ja: str = ""
    slot: Literal["upper", "lower", "shield"]
    level: Literal["starter", "basic", "advanced"]
    cost: Count = 0
    reduce: int = Field(default=0, ge=0, le=9)  # on use: reduce damage by this much
    # extra on-use effects: recover_mana:2, recover_token:1, heal_other:1, counter:1, dark_mana:4, dark_tokens:2,
    # priest, running_boots
    on_use: tuple[str, ...] = ()
    recover_cost: dict[Literal["mana", "tokens"], Count] = Field(
        default_factory=dict
    )  # additional ability: {"mana": 2} / {"tokens": 1}
    passive: tuple[Literal["jump_boots", "no_shield", "no_upper", "murder_recover", "murder_token"], ...] = ()
    given: dict[str, str] = Field(default_factory=dict)

    @field_validator("on_use")
    @classmethod
    def _effects(cls, on_use: tuple[str, ...]) -> tuple[str, ...]:
        for effect in on_use:
            name, colon, value = effect.partition(":")
            check_known([name], ON_USE, "on-use effect")
            if colon and not (value.isdigit() and 0 < int(value) < 10):
                raise ValueError(f'"{short(effect)}": the amount after ":" is a number from 1 to 9')
        return on_use


class PotionDef(Frozen):
    colour: Literal["green", "red", "blue", "yellow"]
    amount: int = Field(ge=1, le=9)
    given: dict[str, str] = Field(default_factory=dict)


class HeroDef(Frozen):
    id: str
    name: str
    name_ja: str = ""
    hp: int = Field(ge=1, le=99)
    mana: int = Field(ge=0, le=99)
    ap: int = Field(ge=1, le=9)
    tokens: tuple[Annotated[int, Field(ge=2, le=4)], ...] = Field(
        min_length=1, max_length=9
    )  # movement token values, each 2-4 (LS-4.10)
    colour: str = "#c0c0c0"
    given: dict[str, str] = Field(default_factory=dict)


class StructureKind(Frozen):
    id: str  # house, stone_wall, wooden_barricade, wooden_gate, stone_gate, ballista, catapult, warp_gate, watchtower
    name: str
    category: Literal["building", "wall", "facility", "special"]
    durability: int = Field(ge=1, le=99)  # damage that destroys it
    blocker: bool = False  # blocks LOS (LS-6.5)
    obstacle: bool = True  # warp gates are not (LS-3.5)
    low: bool = False  # can be jumped (LS-4.8, LS-16.7)
    target: bool = True  # monsters attack it (structures)
    given: dict[str, str] = Field(default_factory=dict)


class SpawnIcon(Frozen):
    x: int = Field(ge=0, lt=CARD_SIZE[0])  # column on the card
    y: int = Field(ge=0, lt=CARD_SIZE[1])  # row on the card, 0 = farthest from the town
    monster: str  # a MonsterType id; "bulky" picks its kind from `bulky`; "alerion", "hatchery", "seed_cannon"
    colour: Literal["green", "yellow", "red", "special"]  # special: alerion (harpy), hatchery / seed_cannon (dryad)
    bulky: str | None = None  # the Bulky kind's colour (LS-13.5)

    @model_validator(mode="after")
    def _kind(self, info: ValidationInfo) -> SpawnIcon:
        kind = f"bulky_{self.bulky}" if self.monster == "bulky" else self.monster
        check_known([kind], known(info, "monsters"), "monster")
        return self


class SpawnCard(Frozen):
    id: str
    icons: tuple[SpawnIcon, ...]
    given: dict[str, str] = Field(default_factory=dict)


class StructurePlacement(Frozen):
    kind: str
    cells: tuple[Cell, ...] = Field(min_length=1)
    projectiles: Count = 0  # catapult (LS-17.5)

    @field_validator("kind")
    @classmethod
    def _known(cls, kind: str, info: ValidationInfo) -> str:
        check_known([kind], known(info, "structures"), "structure")
        return kind


LOADOUT_TABLES = {
    "hero": ("heroes", "hero"),
    "weapons": ("weapons", "weapon"),
    "armour": ("armour", "armour card"),
    "potions": ("potions", "potion colour"),
    "scrolls": ("scrolls", "scroll"),
}


class HeroLoadout(Frozen):
    hero: str
    weapons: tuple[str, ...]
    armour: tuple[str, ...] = ()
    potions: tuple[str, ...] = ()  # colours
    scrolls: tuple[str, ...] = ()
    wounds: int = Field(default=0, ge=0, le=99)  # wounds carried from the day (before the end-of-day recovery, LS-4.3)
    start: Cell | None = None  # where the hero stands when the night begins

    @field_validator("hero", "weapons", "armour", "potions", "scrolls")
    @classmethod
    def _known(cls, value: Any, info: ValidationInfo) -> Any:
        table, what = LOADOUT_TABLES[str(info.field_name)]
        check_known([value] if isinstance(value, str) else value, known(info, table), what)
        return value


class ScenarioNight(Frozen):
    id: str  # intro, gildenberg_1, gildenberg_2, gildenberg_3
    scenario: Literal["intro", "gildenberg", "lakeburg", "glenwald"]
    night: int = Field(ge=1, le=3)
    name: str
    description: str  # what the Day left: shown in the new-game dialog
    board: str
    structures: tuple[StructurePlacement, ...]
    heroes: tuple[HeroLoadout, ...] = Field(
        min_length=4, max_length=4
    )  # the 4 preset heroes (hot-seat takes the first N; solo sets up all 4)
    spawn_piles: dict[str, tuple[str, ...]]  # spawn position number -> card ids, top first
    active_colours: tuple[Literal["green", "yellow", "red"], ...]  # LS-13.3
    panic: tuple[Count, ...] = Field(min_length=1, max_length=20)  # flame tiles on each panic-track space, left first
    panic_rewards: tuple[
        Annotated[str, Field(pattern=REWARD)], ...
    ]  # what each space pays at the end of night (LS-18.2)
    mages: int = Field(ge=1, le=99)
    city_quests: tuple[str, ...] = ()
    quests_solved: tuple[bool, ...] = ()
    gold: Count = 0  # solo: gold to recruit heroes (LS-24.5)
    boss: Literal["harpy", "cetusia", "dryad"] | None = None
    spawn_direction: str | None = None  # the spawn direction card the Day turned up (bosses.json; LS-21.19)
    given: dict[str, str] = Field(default_factory=dict)

    @field_validator("id")
    @classmethod
    def _offered(cls, ident: str) -> str:
        check_known([ident], NIGHTS, "night (the new-game dialog offers these only)")
        return ident

    @field_validator("board")
    @classmethod
    def _board(cls, board: str, info: ValidationInfo) -> str:
        check_known([board], known(info, "boards"), "board")
        return board

    @field_validator("structures", "heroes")
    @classmethod
    def _on_board(cls, value: Any, info: ValidationInfo) -> Any:
        board = (known(info, "boards") or {}).get(info.data.get("board"))
        if board is not None:
            cells = (
                [c for s in value for c in s.cells]
                if info.field_name == "structures"
                else [h.start for h in value if h.start is not None]
            )
            off_board(cells, board.width, board.height)
        return value

    @field_validator("spawn_piles")
    @classmethod
    def _piles(cls, piles: dict[str, tuple[str, ...]], info: ValidationInfo) -> dict[str, tuple[str, ...]]:
        board = (known(info, "boards") or {}).get(info.data.get("board"))
        if board is not None:
            check_known(piles, {str(p.number) for p in board.spawn_positions}, "spawn position")
        check_known((card for pile in piles.values() for card in pile), known(info, "spawn_cards"), "spawn card")
        return piles

    @field_validator("panic_rewards")
    @classmethod
    def _rewards(cls, rewards: tuple[str, ...], info: ValidationInfo) -> tuple[str, ...]:
        if len(rewards) != len(info.data.get("panic", rewards)):
            raise ValueError("one reward for each panic-track space")
        return rewards

    @field_validator("quests_solved")
    @classmethod
    def _quests(cls, solved: tuple[bool, ...], info: ValidationInfo) -> tuple[bool, ...]:
        if len(solved) != len(info.data.get("city_quests", solved)):
            raise ValueError("one entry for each city quest")
        return solved

    @field_validator("spawn_direction")
    @classmethod
    def _direction(cls, card_id: str | None, info: ValidationInfo) -> str | None:
        cards = known(info, "spawn_directions")
        if card_id is None or cards is None:
            return card_id
        check_known([card_id], cards, "spawn direction card")
        card = cards[card_id]
        if card.board != info.data.get("board"):
            raise ValueError(f'spawn direction card "{short(card_id)}" is for the {card.board} board')
        if sorted(card.positions) != sorted(int(n) for n in info.data.get("spawn_piles", {})):
            raise ValueError(f'the spawn piles are not on the positions of card "{short(card_id)}"')
        return card_id


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
    damage: int = Field(ge=1, le=20)
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

    @field_validator("cells", "anchor")
    @classmethod
    def _on_board(cls, value: Any, info: ValidationInfo) -> Any:
        board = (known(info, "boards") or {}).get("lakeburg")
        if board is not None:
            off_board(value if info.field_name == "cells" else [value], board.width, board.height)
        return value


class CetusiaCard(Frozen):
    id: str
    board: Literal["lakeburg"] = "lakeburg"  # Cetusia is Lakeburg's boss (LS-20)
    head: CetusiaPart
    tail: CetusiaPart
    given: dict[str, str] = Field(default_factory=dict)


class CetusiaData(Frozen):
    head: str = "cetusia_head"  # MonsterType ids
    tail: str = "cetusia_tail"
    footprint: tuple[Cell, ...]  # a part's base, offsets from its anchor drawn facing north
    reshuffle_after: int = Field(
        default=3, ge=1, le=4
    )  # LS-20.17: after 3 cards are revealed, all 4 are reshuffled at the end of the phase
    skip_first_phase: bool = True  # LS-20.13: no boss step in the first monster phase of night 3
    attacks: tuple[CetusiaAttack, ...]
    cards: tuple[CetusiaCard, ...]
    given: dict[str, str] = Field(default_factory=dict)

    @field_validator("head", "tail")
    @classmethod
    def _monster(cls, kind: str, info: ValidationInfo) -> str:
        check_known([kind], known(info, "monsters"), "monster")
        return kind

    @field_validator("cards")
    @classmethod
    def _forms(cls, cards: tuple[CetusiaCard, ...], info: ValidationInfo) -> tuple[CetusiaCard, ...]:
        check_unique((c.id for c in cards), "Cetusia card")
        if len(cards) < info.data.get("reshuffle_after", 1):
            raise ValueError("fewer cards than are revealed before the reshuffle (reshuffle_after)")
        attacks = {(a.part, a.form, a.id) for a in info.data.get("attacks", ())}
        for card in cards:
            for part in ("head", "tail"):
                placed = getattr(card, part)
                check_known([(part, 1, placed.form1)], attacks, f"{part} form 1 attack")
                check_known([(part, 2, placed.form2)], attacks, f"{part} form 2 attack")
        return cards

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
    circle_damage: int = Field(
        default=0, ge=0, le=9
    )  # LS-21.26: Maturity: 1 damage to the magic circle in each later boss step


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
    footprint: tuple[
        Cell, ...
    ]  # the Dryad's base: offsets from its anchor (front-left square), drawn facing the town = north
    appear_squares: tuple[
        Cell, ...
    ]  # LS-21.21: the spawn card squares (column, row; row 0 farthest from the town) it is put on
    appear_advance: int = Field(default=3, ge=0, le=9)  # LS-21.21: then advanced this many squares toward the town
    monoliths: tuple[
        Cell, ...
    ]  # LS-21.23: the 5 monoliths, offsets from the Dryad's anchor, drawn facing the town = north
    damage: int = Field(default=2, ge=0, le=20)  # LS-21.13
    growth: tuple[GrowthStage, ...]
    hatchery_faces: tuple[HatcheryFace, ...]
    substitution: tuple[str, ...]  # LS-21.28: MonsterType ids tried in order when a figure is missing
    spawn_cap: int = Field(
        default=6, ge=0, le=20
    )  # LS-21.29, LS-A30: at most this many hatcheries + seed cannons per boss step
    trapped_damage: int = Field(
        default=1, ge=0, le=9
    )  # LS-21.30: a trapped hero's damage at the start of each monster attack step
    given: dict[str, str] = Field(default_factory=dict)

    @field_validator("monster", "monolith", "hatchery", "seed_cannon", "substitution")
    @classmethod
    def _monsters(cls, value: Any, info: ValidationInfo) -> Any:
        check_known([value] if isinstance(value, str) else value, known(info, "monsters"), "monster")
        return value

    @field_validator("appear_squares")
    @classmethod
    def _on_card(cls, squares: tuple[Cell, ...]) -> tuple[Cell, ...]:
        if not squares:
            raise ValueError("at least one square")
        off_board(squares, *CARD_SIZE)
        return squares

    @field_validator("growth")
    @classmethod
    def _stages(cls, growth: tuple[GrowthStage, ...]) -> tuple[GrowthStage, ...]:
        if sorted(g.stage for g in growth) != [1, 2, 3]:
            raise ValueError("one entry for each growth stage 1, 2 and 3")
        return growth

    @field_validator("hatchery_faces")
    @classmethod
    def _faces(cls, faces: tuple[HatcheryFace, ...], info: ValidationInfo) -> tuple[HatcheryFace, ...]:
        if sorted(f.face for f in faces) != ["first", "second"]:
            raise ValueError("one entry for each face, first and second")
        check_known(
            (k for f in faces for k in (f.spawns_when_placed, f.spawns_in_boss_step) if k),
            known(info, "monsters"),
            "monster",
        )
        return faces

    def stage(self, number: int) -> GrowthStage:
        return next(g for g in self.growth if g.stage == number)


class SpawnDirectionCard(Frozen):
    """A spawn direction card (D-4, from the Day's spawn position scouting): the spawn positions the
    monsters come from, and on Glenwald's night 3 perhaps the Corrupted Dryad with its spawn
    position number (LS-21.19/21.20)."""

    id: str
    board: str
    positions: tuple[int, ...] = Field(min_length=1)  # the scenario's spawn piles lie on these (scenarios.json)
    dryad: int | None = None
    given: dict[str, str] = Field(default_factory=dict)

    @field_validator("board")
    @classmethod
    def _board(cls, board: str, info: ValidationInfo) -> str:
        check_known([board], known(info, "boards"), "board")
        return board

    @field_validator("positions", "dryad")
    @classmethod
    def _positions(cls, value: Any, info: ValidationInfo) -> Any:
        board = (known(info, "boards") or {}).get(info.data.get("board"))
        if board is not None and value is not None:
            check_known(
                value if isinstance(value, tuple) else [value],
                {p.number for p in board.spawn_positions},
                "spawn position",
            )
        return value


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


class _File(Frozen):
    """A data file: in each list of entries, no two share an id (or a colour, for dice and potions)."""

    @field_validator("*")
    @classmethod
    def _unique(cls, value: Any, info: ValidationInfo) -> Any:
        if isinstance(value, tuple) and value and isinstance(value[0], BaseModel):
            check_unique((str(getattr(v, "id", None) or getattr(v, "colour", "")) for v in value), str(info.field_name))
        return value


class _Boards(_File):
    boards: tuple[BoardDef, ...] = Field(min_length=1)


class _Monsters(_File):
    dice: tuple[DieDef, ...]
    monsters: tuple[MonsterType, ...] = Field(min_length=1)

    @field_validator("monsters")
    @classmethod
    def _dice(cls, monsters: tuple[MonsterType, ...], info: ValidationInfo) -> tuple[MonsterType, ...]:
        colours = {d.colour for d in info.data.get("dice", ())}
        check_known((c for m in monsters for c in m.dice + m.form2_dice), colours, "die colour")
        return monsters


class _Equipment(_File):
    weapons: tuple[Weapon, ...] = Field(min_length=1)
    scrolls: tuple[Scroll, ...]
    armour: tuple[ArmourCard, ...]
    potions: tuple[PotionDef, ...]


class _Heroes(_File):
    heroes: tuple[HeroDef, ...] = Field(min_length=1)


class _Structures(_File):
    structures: tuple[StructureKind, ...]


class _SpawnCards(_File):
    cards: tuple[SpawnCard, ...] = Field(min_length=1)


class _Scenarios(_File):
    scenarios: tuple[ScenarioNight, ...]

    @field_validator("scenarios")
    @classmethod
    def _every_night(cls, scenarios: tuple[ScenarioNight, ...]) -> tuple[ScenarioNight, ...]:
        check_complete(NIGHTS, {s.id for s in scenarios}, "night")
        return scenarios


class _Bosses(_File):
    cetusia: CetusiaData
    dryad: DryadData
    spawn_directions: tuple[SpawnDirectionCard, ...]


def _by_id(entries: tuple[Any, ...], key: str = "id") -> dict[str, Any]:
    return {getattr(e, key): e for e in entries}


@lru_cache(maxsize=1)
def load_content() -> Content:
    """Each file is checked against the entries of the files before it (the validation context)."""
    root = game_resources(GAME_ID)
    boards = load_object(root / "boards.json", _Boards)
    monsters = load_object(root / "monsters.json", _Monsters)
    equipment = load_object(root / "equipment.json", _Equipment)
    heroes = load_object(root / "heroes.json", _Heroes)
    structures = load_object(root / "structures.json", _Structures)
    known_so_far: dict[str, Any] = {
        "boards": _by_id(boards.boards),
        "monsters": _by_id(monsters.monsters),
        "weapons": _by_id(equipment.weapons),
        "scrolls": _by_id(equipment.scrolls),
        "armour": _by_id(equipment.armour),
        "potions": _by_id(equipment.potions, "colour"),
        "heroes": _by_id(heroes.heroes),
        "structures": _by_id(structures.structures),
    }
    cards = load_object(root / "spawn_cards.json", _SpawnCards, known_so_far)
    bosses = load_object(root / "bosses.json", _Bosses, known_so_far)
    known_so_far.update(spawn_cards=_by_id(cards.cards), spawn_directions=_by_id(bosses.spawn_directions))
    scenarios = load_object(root / "scenarios.json", _Scenarios, known_so_far)
    parts = [
        m.model_dump(mode="json") for m in (boards, monsters, equipment, heroes, structures, cards, scenarios, bosses)
    ]
    digest = hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()[:12]
    return Content(
        boards=known_so_far["boards"],
        monsters=known_so_far["monsters"],
        dice=_by_id(monsters.dice, "colour"),
        weapons=known_so_far["weapons"],
        scrolls=known_so_far["scrolls"],
        armour=known_so_far["armour"],
        potions=known_so_far["potions"],
        heroes=known_so_far["heroes"],
        structures=known_so_far["structures"],
        spawn_cards=known_so_far["spawn_cards"],
        scenarios=_by_id(scenarios.scenarios),
        cetusia=bosses.cetusia,
        dryad=bosses.dryad,
        spawn_directions=known_so_far["spawn_directions"],
        version=f"ls-{digest}",
    )
