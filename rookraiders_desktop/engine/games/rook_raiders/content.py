"""Rook & Raiders card and board data, loaded from resources/games/rook_raiders/*.json.

Every entry says where its numbers come from: `given` maps a field to the rulebook clause or
worked example that states it; every other field is designed (the printed card is not in the
rulebook text) and can be edited to match the printed cards.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

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
from .models import LINES

GAME_ID = "rook_raiders"
MAX_PLAYERS = 4  # the components are counted for four players (RR-1.1)
Small = Annotated[int, Field(ge=0, le=20)]


Difficulty = Literal["easy", "normal", "hard"]  # a solo game's (RR-18.4)


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Offset(Frozen):
    """A range square relative to the card's square. `forward` counts columns in the card's
    facing (units face the magic circles, monsters face the castle); `side` counts lines
    (+1 = one line further down, towards C)."""

    forward: int = Field(ge=-5, le=5)
    side: int = Field(ge=-2, le=2)
    number: int | None = Field(default=None, ge=1, description="monster numbered range order")


class Skill(Frozen):
    type: Literal["attack", "heal", "special"]
    form: Literal["dice", "long", "allocation", "area", "heal", "bard", "trap"]
    modifier: int = Field(default=0, ge=-12, le=12)  # attack modifier added to 2d6 (dice / long)
    die_to_one: bool = False  # Exorcist (RX-9.3): one die is changed to 1, 6-6 is no critical
    amount: int = Field(default=1, ge=1)  # damage or healing per hit
    hits: int = Field(default=1, ge=1)  # "xN"
    whole_board: bool = False  # range is the whole 6x3 board (Cleric Lv.2, Bard)
    range: list[Offset] = Field(default_factory=list)  # blue (or ★) squares
    white: list[Offset] = Field(default_factory=list)  # drawn but not targetable (long range)

    @model_validator(mode="after")
    def _check(self) -> Skill:
        kinds = {
            "dice": "attack",
            "long": "attack",
            "allocation": "attack",
            "area": "attack",
            "heal": "heal",
            "bard": "special",
            "trap": "special",
        }
        if kinds[self.form] != self.type:
            raise ValueError(f"form {self.form!r} needs type {kinds[self.form]!r}")
        if not self.whole_board and not self.range:
            raise ValueError("a skill needs range squares or whole_board")
        return self


class UnitDef(Frozen):
    id: str
    name_ja: str
    name_en: str
    kind: Literal["basic", "levelup", "unit"]
    unit_class: str | None = None  # warrior / cleric / sorcerer / thief for basic and level-up cards
    cost: int = Field(ge=0, le=20)
    hp: int = Field(ge=1, le=20)
    movement: int = Field(ge=0, le=5)
    skill: Skill
    copies: int = Field(ge=1, le=20)
    given: dict[str, str] = Field(default_factory=dict)
    flavour: str = ""
    flavour_ja: str = ""  # the same text in Japanese (shown when the interface speaks Japanese)
    monster_damage_reduction: int = Field(default=0, ge=0)  # Phalanx (RX-7.1): per monster hit
    auto_heal: int = Field(default=0, ge=0)  # Saint (RX-8.2): HP restored at End processing ①

    @model_validator(mode="after")
    def _class(self) -> UnitDef:
        if self.kind in ("basic", "levelup") and not self.unit_class:
            raise ValueError(f"a {self.kind} card needs a unit_class")
        return self

    @property
    def is_basic(self) -> bool:
        return self.kind == "basic"


class MonsterDef(Frozen):
    id: str
    name_ja: str
    name_en: str
    level: int = Field(ge=1, le=3)
    white_copies: int = Field(ge=0, le=5)
    threat: int = Field(ge=0, le=20)
    colour: Literal["red", "blue"]
    hp: int = Field(ge=1, le=30)
    defence: int = Field(ge=2, le=13)
    movement: int = Field(ge=0, le=5)
    damage: int = Field(ge=0, le=10)
    range_kind: Literal["numbered", "area"]
    range: list[Offset]
    given: dict[str, str] = Field(default_factory=dict)
    # Rules B monsters (Expansion 2, partial): the behaviour Rules A reveals (RX-7.4 to RX-7.6,
    # RX-14.8); every value here is designed because Rules B is not available
    hits: int = Field(default=1, ge=1, le=3)  # Wolf: separate hits of `damage` each (RX-7.5)
    marker: bool = False  # Zombie: the attack also places an action marker (RX-7.4)
    push: bool = False  # Tentacles: 1 damage and a forced move, or 2 if it cannot move (RX-7.6)
    counter: int = Field(default=0, ge=0)  # Mandragora: damage returned to an attacking unit (RX-14.8)

    @model_validator(mode="after")
    def _check(self) -> MonsterDef:
        if self.range_kind == "numbered":
            numbers = [o.number for o in self.range]
            if any(n is None for n in numbers):
                raise ValueError("every square of a numbered range needs a number")
        return self


class CommandDef(Frozen):
    id: Literal["advance", "ambush", "rest", "reward", "recruit", "rest2"]
    name_ja: str
    name_en: str
    leader_actions: Small = 0
    follower_actions: Small = 0
    leader_gold: Small = 0  # gained on choosing, before anything else
    follower_gold: Small = 0
    leader_honour: Small = 0
    honour_gold: Small = 0  # Rest 2 (RX-4.5): gold the leader pays for the honour token
    leader_rest: Small = 0
    follower_rest: Small = 0
    recruit: bool = False
    given: dict[str, str] = Field(default_factory=dict)


NonNegative = Annotated[int, Field(ge=0)]


class Rules(Frozen):
    """Numbers of the personal card and the components. The board's shape (6 columns, lines A-C,
    the own area) is fixed by the rulebook (RR-D1): models.py, not data."""

    start_gold: int = Field(ge=0)
    gold_track_max: int = Field(ge=1, le=15)  # the gold track's top space (RR-10.7)
    five_gold_value: int = Field(ge=1, le=16)  # gold above the track is held as tokens worth this much
    markers_total: int = Field(ge=0)
    markers_per_player: int = Field(ge=0)
    cubes_total: int = Field(ge=0)
    cubes_per_player: int = Field(ge=0)
    honour_tokens: int = Field(ge=0)
    start_honour: int = Field(ge=0)
    summon_chips: list[str] = Field(min_length=1)  # one letter of LINES each
    medals: list[int] = Field(min_length=1)
    support_count: dict[int, NonNegative]  # players -> how many receive Support (RR-16.3)
    levelup_costs: list[NonNegative] = Field(min_length=1)  # cost of the 1st, 2nd, ... level-up (last repeats)
    willpower_cost: int = Field(ge=0)
    full_move_cost: int = Field(ge=0)
    full_move_bonus: int = Field(ge=1)
    fatigue_recovery: int = Field(ge=0)
    mercenaries: int = Field(ge=0, le=10)
    solo_discards: dict[Difficulty, NonNegative]
    victory_threat: int = Field(ge=0)
    summons_per_round: int = Field(ge=1, le=10)
    given: dict[str, str] = Field(default_factory=dict)

    @field_validator("support_count", mode="before")
    @classmethod
    def _int_keys(cls, value: object) -> object:
        if isinstance(value, dict):
            return {int(k) if isinstance(k, str) and k.isdigit() else k: v for k, v in value.items()}
        return value

    @field_validator("support_count")
    @classmethod
    def _support_players(cls, value: dict[int, int]) -> dict[int, int]:
        check_known(value, range(1, MAX_PLAYERS + 1), "number of players")
        return value

    @field_validator("summon_chips")
    @classmethod
    def _chip_letters(cls, value: list[str]) -> list[str]:
        check_known(value, LINES, "line (summon chips are A, B or C)")
        return value

    @model_validator(mode="after")
    def _enough_for_four(self) -> Rules:
        for total, each in (
            ("markers_total", "markers_per_player"),
            ("cubes_total", "cubes_per_player"),
            ("honour_tokens", "start_honour"),
        ):
            if getattr(self, total) < MAX_PLAYERS * getattr(self, each):
                raise ValueError(f"{total} is less than {MAX_PLAYERS} x {each}")
        if self.five_gold_value > self.gold_track_max + 1:
            raise ValueError("five_gold_value is more than gold_track_max + 1: some totals would fit no space")
        return self


class TrapDef(Frozen):
    """The Trapper's Trap card (RX-2.3, RX-13, RX-14, data D4)."""

    id: str
    name_ja: str
    name_en: str
    copies: int = Field(ge=1, le=8)
    damage: int = Field(ge=0, le=10)
    given: dict[str, str] = Field(default_factory=dict)


class Expansion2(Frozen):
    """Expansion 2 (Rules A): Level Up 2's eight level-up units, the Trap, Rest 2, and the
    optional partial set of Rules B monsters. Loaded from expansion2.json."""

    units: dict[str, UnitDef]  # the eight level-up cards, by id
    pairs: dict[str, list[str]]  # basic class -> its two level-up card ids (RX-4.3, data D1)
    trap: TrapDef
    rest2: CommandDef
    monsters: dict[str, MonsterDef]  # Rules B monsters (partial)
    given: dict[str, str] = Field(default_factory=dict)


class Content(Frozen):
    units: dict[str, UnitDef]
    levelups: dict[str, UnitDef]  # by unit_class
    monsters: dict[str, MonsterDef]
    commands: dict[str, CommandDef]
    rules: Rules
    version: str
    x2: Expansion2 | None = None

    def unit(self, def_id: str) -> UnitDef:
        if def_id in self.units or self.x2 is None:
            return self.units[def_id]
        return self.x2.units[def_id]

    def monster(self, def_id: str) -> MonsterDef:
        if def_id in self.monsters or self.x2 is None:
            return self.monsters[def_id]
        return self.x2.monsters[def_id]

    def command(self, command_id: str) -> CommandDef:
        if command_id == "rest2" and self.x2 is not None:
            return self.x2.rest2
        return self.commands[command_id]

    def all_units(self) -> list[UnitDef]:
        return list(self.units.values()) + (list(self.x2.units.values()) if self.x2 else [])

    def all_monsters(self) -> list[MonsterDef]:
        return list(self.monsters.values()) + (list(self.x2.monsters.values()) if self.x2 else [])


BASE_COMMANDS = {"advance", "ambush", "rest", "reward", "recruit"}


class _UnitsFile(Frozen):
    units: tuple[UnitDef, ...]

    @field_validator("units")
    @classmethod
    def _check(cls, units: tuple[UnitDef, ...]) -> tuple[UnitDef, ...]:
        check_unique((u.id for u in units), "unit")
        classes = sorted({u.unit_class for u in units if u.kind == "basic" and u.unit_class})
        if not classes:
            raise ValueError("no basic (★) units")
        for name in classes:
            if not any(u.kind == "levelup" and u.unit_class == name for u in units):
                raise ValueError(f'basic class "{short(name)}" has no level-up card')
        return units


class _MonstersFile(Frozen):
    monsters: tuple[MonsterDef, ...]

    @field_validator("monsters")
    @classmethod
    def _check(cls, monsters: tuple[MonsterDef, ...]) -> tuple[MonsterDef, ...]:
        check_unique((m.id for m in monsters), "monster")
        if not any(m.white_copies for m in monsters):
            raise ValueError("the white monster deck is empty")
        return monsters


class _CommandsFile(Frozen):
    commands: tuple[CommandDef, ...]

    @field_validator("commands")
    @classmethod
    def _check(cls, commands: tuple[CommandDef, ...]) -> tuple[CommandDef, ...]:
        check_unique((c.id for c in commands), "command")
        check_complete(sorted(BASE_COMMANDS), {c.id for c in commands}, "command")
        check_known((c.id for c in commands), BASE_COMMANDS, "base command")
        return commands


class _Expansion2File(Frozen):
    """expansion2.json; the context holds the base game's `units` and `monsters` (by id)."""

    units: tuple[UnitDef, ...]
    pairs: dict[str, list[str]]
    trap: TrapDef
    rest2: CommandDef
    monsters: tuple[MonsterDef, ...] = ()
    given: dict[str, str] = Field(default_factory=dict)

    @field_validator("units")
    @classmethod
    def _units(cls, units: tuple[UnitDef, ...], info: ValidationInfo) -> tuple[UnitDef, ...]:
        check_unique([u.id for u in units] + list(known(info, "units") or ()), "unit")
        for u in units:
            if u.kind != "levelup":
                raise ValueError(f'"{short(u.id)}" must be a level-up card')
        return units

    @field_validator("pairs")
    @classmethod
    def _pairs(cls, pairs: dict[str, list[str]], info: ValidationInfo) -> dict[str, list[str]]:
        base = known(info, "units")
        check_known(pairs, base and {u.unit_class for u in base.values() if u.kind == "basic"}, "basic class")
        units = {u.id: u for u in info.data.get("units", ())}
        for name, ids in pairs.items():
            check_known(ids, {i for i, u in units.items() if u.unit_class == name}, f"{name} level-up card")
        return pairs

    @field_validator("rest2")
    @classmethod
    def _rest2(cls, rest2: CommandDef) -> CommandDef:
        if rest2.id != "rest2":
            raise ValueError('the command replacing Rest has the id "rest2"')
        return rest2

    @field_validator("monsters")
    @classmethod
    def _monsters(cls, monsters: tuple[MonsterDef, ...], info: ValidationInfo) -> tuple[MonsterDef, ...]:
        check_unique([m.id for m in monsters] + list(known(info, "monsters") or ()), "monster")
        return monsters


def _load_expansion2(path: Path, units: dict[str, UnitDef], monsters: dict[str, MonsterDef]) -> Expansion2 | None:
    if not path.exists():
        return None
    raw = load_object(path, _Expansion2File, {"units": units, "monsters": monsters})
    return Expansion2(
        units={u.id: u for u in raw.units},
        pairs=raw.pairs,
        trap=raw.trap,
        rest2=raw.rest2,
        monsters={m.id: m for m in raw.monsters},
        given=raw.given,
    )


@lru_cache(maxsize=4)
def load_content(folder: str | None = None) -> Content:
    base = Path(folder) if folder else game_resources(GAME_ID)
    units = {u.id: u for u in load_object(base / "units.json", _UnitsFile).units}
    monsters = {m.id: m for m in load_object(base / "monsters.json", _MonstersFile).monsters}
    commands: dict[str, CommandDef] = {c.id: c for c in load_object(base / "commands.json", _CommandsFile).commands}
    rules = load_object(base / "rules.json", Rules)
    x2 = _load_expansion2(base / "expansion2.json", units, monsters)
    digest = hashlib.sha256()
    for name in ("units.json", "monsters.json", "commands.json", "rules.json", "expansion2.json"):
        if (base / name).exists():
            digest.update((base / name).read_bytes())
    return Content(
        units=units,
        levelups={u.unit_class: u for u in units.values() if u.kind == "levelup" and u.unit_class},
        monsters=monsters,
        commands=commands,
        rules=rules,
        version=digest.hexdigest()[:12],
        x2=x2,
    )
