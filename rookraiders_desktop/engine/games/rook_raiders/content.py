"""Rook & Raiders card and board data, loaded from resources/games/rook_raiders/*.json.

Every entry says where its numbers come from: `given` maps a field to the rulebook clause or
worked example that states it; every other field is designed (the printed card is not in the
rulebook text) and can be edited to match the printed cards.
"""
from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ...core.content import load_entries, load_object
from ...core.errors import ContentError
from ...core.i18n import QT_TRANSLATE_NOOP
from ...core.resources import game_resources

GAME_ID = "rook_raiders"


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
    modifier: int = 0  # attack modifier added to 2d6 (dice / long)
    die_to_one: bool = False  # Exorcist (RX-9.3): one die is changed to 1, 6-6 is no critical
    amount: int = Field(default=1, ge=1)  # damage or healing per hit
    hits: int = Field(default=1, ge=1)  # "xN"
    whole_board: bool = False  # range is the whole 6x3 board (Cleric Lv.2, Bard)
    range: list[Offset] = Field(default_factory=list)  # blue (or ★) squares
    white: list[Offset] = Field(default_factory=list)  # drawn but not targetable (long range)

    @model_validator(mode="after")
    def _check(self) -> "Skill":
        kinds = {"dice": "attack", "long": "attack", "allocation": "attack", "area": "attack",
                 "heal": "heal", "bard": "special", "trap": "special"}
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
    def _check(self) -> "MonsterDef":
        if self.range_kind == "numbered":
            numbers = [o.number for o in self.range]
            if any(n is None for n in numbers):
                raise ValueError("every square of a numbered range needs a number")
        return self


class CommandDef(Frozen):
    id: Literal["advance", "ambush", "rest", "reward", "recruit", "rest2"]
    name_ja: str
    name_en: str
    leader_actions: int = 0
    follower_actions: int = 0
    leader_gold: int = 0  # gained on choosing, before anything else
    follower_gold: int = 0
    leader_honour: int = 0
    honour_gold: int = 0  # Rest 2 (RX-4.5): gold the leader pays for the honour token
    leader_rest: int = 0
    follower_rest: int = 0
    recruit: bool = False
    given: dict[str, str] = Field(default_factory=dict)


class Rules(Frozen):
    """Numbers of the board, the personal card and the components."""

    columns: int = 6
    lines: list[str] = ["A", "B", "C"]
    own_area_columns: int = 2
    start_gold: int = Field(ge=0)
    gold_track_max: int = Field(ge=0)
    five_gold_value: int = 5
    markers_total: int
    markers_per_player: int
    cubes_total: int
    cubes_per_player: int
    honour_tokens: int
    start_honour: int
    summon_chips: list[str]
    medals: list[int]
    support_count: dict[int, int]
    levelup_costs: list[int] = Field(min_length=1)  # cost of the 1st, 2nd, ... level-up (last repeats)
    willpower_cost: int
    full_move_cost: int
    full_move_bonus: int
    fatigue_recovery: int
    mercenaries: int
    solo_discards: dict[str, int]
    victory_threat: int
    summons_per_round: int
    given: dict[str, str] = Field(default_factory=dict)

    @field_validator("support_count", mode="before")
    @classmethod
    def _int_keys(cls, value: object) -> object:
        if isinstance(value, dict):
            return {int(k): v for k, v in value.items()}
        return value


class TrapDef(Frozen):
    """The Trapper's Trap card (RX-2.3, RX-13, RX-14, data D4)."""
    id: str
    name_ja: str
    name_en: str
    copies: int = Field(ge=1, le=8)
    damage: int = Field(ge=0, le=10)
    per_player: int = Field(ge=1, le=4)
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


def _load_expansion2(path: Path) -> Expansion2 | None:
    if not path.exists():
        return None
    units = load_entries(path, UnitDef, "units")
    monsters = load_entries(path, MonsterDef, "monsters")
    raw = load_object(path, _Expansion2File)
    for u in units:
        if u.kind != "levelup" or not u.unit_class:
            raise ContentError(QT_TRANSLATE_NOOP("RookRaiders", "expansion2.json: entry \"{entry}\" must be a level-up card with a class"),
                               entry=u.id)
    by_id = {u.id: u for u in units}
    for cls, ids in raw.pairs.items():
        for i in ids:
            if i not in by_id or by_id[i].unit_class != cls:
                raise ContentError(QT_TRANSLATE_NOOP("RookRaiders", "expansion2.json: pair \"{cls}\" names an unknown card {entry}"),
                                   cls=cls, entry=i)
    return Expansion2(units=by_id, pairs=raw.pairs, trap=raw.trap, rest2=raw.rest2,
                      monsters={m.id: m for m in monsters}, given=raw.given)


class _Expansion2File(BaseModel):
    model_config = ConfigDict(extra="ignore")
    pairs: dict[str, list[str]]
    trap: TrapDef
    rest2: CommandDef
    given: dict[str, str] = Field(default_factory=dict)


def _check_content(units: list[UnitDef], monsters: list[MonsterDef], commands: list[CommandDef],
                   rules: Rules) -> None:
    ids = [u.id for u in units]
    dupes = {i for i in ids if ids.count(i) > 1}
    if dupes:
        raise ContentError(QT_TRANSLATE_NOOP("RookRaiders", "units.json: duplicate unit id(s) {ids}"), ids=str(sorted(dupes)))
    classes = {u.unit_class for u in units if u.kind == "basic"}
    for u in units:
        if u.kind in ("basic", "levelup") and not u.unit_class:
            raise ContentError(QT_TRANSLATE_NOOP("RookRaiders", "units.json: entry \"{entry}\", field \"unit_class\": required for {kind} cards"),
                               entry=u.id, kind=u.kind)
    for cls in sorted(c for c in classes if c):
        if not any(u.kind == "levelup" and u.unit_class == cls for u in units):
            raise ContentError(QT_TRANSLATE_NOOP("RookRaiders", "units.json: basic class \"{cls}\" has no level-up card"), cls=cls)
    if len(classes) < 1:
        raise ContentError(QT_TRANSLATE_NOOP("RookRaiders", "units.json: no basic (★) units"))
    if len({c.id for c in commands}) != 5:
        raise ContentError(QT_TRANSLATE_NOOP("RookRaiders", "commands.json: needs exactly the five command cards"))
    if not any(m.white_copies for m in monsters):
        raise ContentError(QT_TRANSLATE_NOOP("RookRaiders", "monsters.json: the white monster deck is empty"))


@lru_cache(maxsize=4)
def load_content(folder: str | None = None) -> Content:
    base = Path(folder) if folder else game_resources(GAME_ID)
    units = load_entries(base / "units.json", UnitDef, "units")
    monsters = load_entries(base / "monsters.json", MonsterDef, "monsters")
    commands = load_entries(base / "commands.json", CommandDef, "commands")
    rules = load_object(base / "rules.json", Rules)
    _check_content(units, monsters, commands, rules)
    x2 = _load_expansion2(base / "expansion2.json")
    digest = hashlib.sha256()
    for name in ("units.json", "monsters.json", "commands.json", "rules.json", "expansion2.json"):
        if (base / name).exists():
            digest.update((base / name).read_bytes())
    return Content(
        units={u.id: u for u in units},
        levelups={u.unit_class: u for u in units if u.kind == "levelup" and u.unit_class},
        monsters={m.id: m for m in monsters},
        commands={c.id: c for c in commands},
        rules=rules,
        version=digest.hexdigest()[:12],
        x2=x2,
    )
