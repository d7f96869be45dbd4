"""Roguelight data, loaded from resources/games/roguelight/: map_basic.json, map_advanced.json
(grid, start areas, entrances, exits, special squares, slimes, large monsters) and rules.json
(time track, development track with boundaries, item row, extra-action row, block shapes,
armed tracks, goals, solo titles).

`given` in each file maps a field to the rulebook clause that states it; every other value is
designed (the sheet and the summary are pictures missing from the rulebook text) and can be edited.
Cells are (x, y): x the column from the left, y the row from the top.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationInfo,
    field_validator,
    model_validator,
)

from ...core.content import check_complete, check_known, known, load_object
from ...core.resources import game_resources

GAME_ID = "roguelight"
CONTEXT = "Roguelight"
MAPS = ("basic", "advanced")
ARMED_KEYS = ("1-2", "3-4", "5-6")  # the armed tracks by player count (RL-1.7, RL-10.3)
MONSTER_KINDS = ("b", "g", "h", "t")  # blue slime, green slime, ghost, bat
SPECIAL_KINDS = ("i", "h", "t")  # item, ghost, bat (RL-7.1); slimes are not special (RL-7.3)
CELL_CHARS = set(".Xn123456ihtbg")
Count = Annotated[int, Field(ge=0, le=999)]
Square = tuple[Annotated[int, Field(ge=0, le=29)], Annotated[int, Field(ge=0, le=29)]]
LARGE_KINDS = Literal["blue", "green", "ghost", "bat"]


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class StartArea(Frozen):
    face: int = Field(ge=1, le=6)
    x: int = Field(ge=0, le=28)
    y: int = Field(ge=0, le=28)
    entrance: Square


class LargeMonster(Frozen):
    id: str
    kind: LARGE_KINDS
    goal: LARGE_KINDS
    cells: tuple[Square, ...] = Field(min_length=1)


class MapDef(Frozen):
    id: str
    width: int = Field(ge=4, le=30)
    height: int = Field(ge=4, le=30)
    rows: tuple[str, ...]
    start_areas: tuple[StartArea, ...]
    large_monsters: tuple[LargeMonster, ...] = ()
    ghosts: Count  # checked against the map (RL-7.15)
    given: dict[str, str] = Field(default_factory=dict)

    @field_validator("id")
    @classmethod
    def _named_as_its_file(cls, ident: str, info: ValidationInfo) -> str:
        check_known([ident], known(info, "maps"), "map (its file says which)")
        return ident

    @model_validator(mode="after")
    def _check(self) -> MapDef:
        if len(self.rows) != self.height or any(len(r) != self.width for r in self.rows):
            raise ValueError("rows must be `height` strings of `width` characters")
        bad = {ch for r in self.rows for ch in r} - CELL_CHARS
        if bad:
            raise ValueError(f"unknown square characters {sorted(bad)}")
        if sorted(a.face for a in self.start_areas) != [1, 2, 3, 4, 5, 6]:
            raise ValueError("one start area per die face 1-6 (RL-2.7)")
        for a in self.start_areas:
            ex, ey = a.entrance
            if (
                not (a.x <= ex <= a.x + 1 and a.y <= ey <= a.y + 1)
                or not self.inside(ex, ey)
                or self.rows[ey][ex] != "n"
            ):
                raise ValueError(f"start area {a.face}: the entrance must be an 'n' square of its 2x2 area")
        corners = [(0, 0), (self.width - 1, 0), (0, self.height - 1), (self.width - 1, self.height - 1)]
        if any(self.rows[y][x] != "X" for x, y in corners):
            raise ValueError("the four corners must be exits 'X' (RL-8.6)")
        ghosts = sum(r.count("h") for r in self.rows) + sum(1 for m in self.large_monsters if m.kind == "ghost")
        if ghosts != self.ghosts:
            raise ValueError(f"{ghosts} ghosts on the map, but `ghosts` says {self.ghosts} (RL-7.15)")
        for m in self.large_monsters:
            for x, y in m.cells:
                if not self.inside(x, y) or self.rows[y][x] != ".":
                    raise ValueError(f"large monster {m.id}: part {x},{y} must be an empty '.' square")
        return self

    def inside(self, x: int, y: int) -> bool:
        return 0 <= x < self.width and 0 <= y < self.height

    @property
    def exits(self) -> list[tuple[int, int]]:
        """Top left, top right, bottom left, bottom right."""
        return [(0, 0), (self.width - 1, 0), (0, self.height - 1), (self.width - 1, self.height - 1)]

    def char(self, x: int, y: int) -> str:
        return self.rows[y][x]


class ItemMark(Frozen):
    zone: int = Field(ge=0, le=4)
    points: Count
    circled: bool = False


class ExtraEntry(Frozen):
    zone: int = Field(ge=0, le=4)
    type: Literal["block", "room", "ghosts"]
    size: int = Field(default=0, ge=0, le=12)


class RulesData(Frozen):
    """The sheet and the summary (the player count, 1 to 6, is fixed: RL-1.1)."""

    time_track: int = Field(ge=7, le=40)
    time_marks: tuple[tuple[Annotated[int, Field(ge=1, le=40)], Annotated[int, Field(ge=1, le=6)]], ...]
    dev_track: int = Field(ge=4, le=60)
    dev_start_crossed: int = Field(ge=0, le=60)
    boundaries: tuple[Annotated[int, Field(ge=1)], ...]
    item_row: tuple[ItemMark, ...] = Field(min_length=1)
    extra_row: tuple[ExtraEntry, ...]
    room_max: int = Field(ge=1, le=30)
    shapes: dict[str, tuple[tuple[int, int], ...]]
    bat_develop: Count
    room_points: Count
    all_rooms_bonus: Count
    combat_points: Count
    armed_cap: Count
    armed_tracks: dict[str, tuple[Count, ...]]
    goals: dict[LARGE_KINDS, Count]
    titles: dict[str, tuple[tuple[Count, str], ...]]
    given: dict[str, str] = Field(default_factory=dict)

    @field_validator("shapes")
    @classmethod
    def _blocks(cls, shapes: dict[str, tuple[tuple[int, int], ...]]) -> dict[str, tuple[tuple[int, int], ...]]:
        for cells in shapes.values():
            if not cells or any(not (0 <= x < 4 and 0 <= y < 4) for x, y in cells):
                raise ValueError("each block is 1 to 16 cells [x, y], each 0 to 3")
        return shapes

    @field_validator("armed_tracks")
    @classmethod
    def _armed(cls, tracks: dict[str, tuple[int, ...]]) -> dict[str, tuple[int, ...]]:
        check_complete(ARMED_KEYS, tracks, "armed track")
        check_known(tracks, ARMED_KEYS, "armed track (1-2, 3-4, 5-6)")
        return tracks

    @field_validator("goals")
    @classmethod
    def _goals(cls, goals: dict[str, int]) -> dict[str, int]:
        check_complete(("blue", "green", "ghost", "bat"), goals, "goal")
        return goals

    @field_validator("titles")
    @classmethod
    def _titles(cls, titles: dict[str, tuple[tuple[int, str], ...]]) -> dict[str, tuple[tuple[int, str], ...]]:
        check_complete(MAPS, titles, "map")
        check_known(titles, MAPS, "map")
        if any(not rows for rows in titles.values()):
            raise ValueError("each map needs at least one title")
        return titles

    @model_validator(mode="after")
    def _check(self) -> RulesData:
        for face in range(1, 7):
            gaps = [g for g, f in self.time_marks if f == face]
            if len(gaps) != 2:
                raise ValueError(f"time_marks: face {face} needs exactly two marks (RL-2.6)")
            numbers = {gaps[0], gaps[0] + 1, gaps[1], gaps[1] + 1}
            if len(numbers) != 4 or max(numbers) > self.time_track:
                raise ValueError(f"time_marks: face {face} must outline 4 distinct numbers (RL-2.6)")
        if sorted(self.shapes) != ["1", "2", "3", "4", "5", "6"]:
            raise ValueError("shapes: one block per die face 1-6 (RL-4.6)")
        if sum(1 for m in self.item_row if m.circled) != 1:
            raise ValueError("item_row: exactly one mark is printed circled (RL-4.5)")
        if not self.extra_row or self.extra_row[-1].type != "ghosts":
            raise ValueError("extra_row: the rightmost entry is the ghost count (RL-7.14)")
        if (
            len(self.boundaries) != 4
            or max(self.boundaries) > self.dev_track
            or list(self.boundaries) != sorted(self.boundaries)
        ):
            raise ValueError("boundaries: four rising numbers on the development track (RL-6.2)")
        if self.dev_start_crossed > self.dev_track:
            raise ValueError("dev_start_crossed: more than the development track holds")
        return self

    def outlined(self, face: int) -> list[int]:
        """RL-2.6: the four numbers beside the two marks of `face`."""
        return sorted(n for g, f in self.time_marks if f == face for n in (g, g + 1))

    def armed_row(self, players: int) -> tuple[int, ...]:
        key = ARMED_KEYS[0] if players <= 2 else ARMED_KEYS[1] if players <= 4 else ARMED_KEYS[2]  # RL-1.7, RL-10.3
        return self.armed_tracks[key]


class Content(Frozen):
    maps: dict[str, MapDef]
    rules: RulesData
    version: str


@lru_cache(maxsize=1)
def load_content() -> Content:
    root = game_resources(GAME_ID)
    maps = {m: load_object(root / f"map_{m}.json", MapDef, {"maps": [m]}) for m in MAPS}
    rules = load_object(root / "rules.json", RulesData)
    digest = hashlib.sha256(
        json.dumps(
            [rules.model_dump(mode="json")] + [maps[m].model_dump(mode="json") for m in MAPS], sort_keys=True
        ).encode()
    ).hexdigest()[:12]
    return Content(maps=maps, rules=rules, version=f"rl-{digest}")
