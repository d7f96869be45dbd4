"""The state of a Roguelight game: plain pydantic models mutated in place by rules.py.

A table scene draws everything from `game.view(state, viewer)` (a GameState):

- `map_id` ("basic"/"advanced") selects content.maps[map_id]: the printed grid (`rows`, one
  character per square, see the map file's legend), the start areas, exits (the corners) and the
  large monsters. Cells are (x, y): x the column from the left, y the row from the top; a cell
  index is y * width + x.
- `dice`: this round's shared roll (white, black) (RL-3.2); `round`: the round being played.
- `sheets[s]`: player s's sheet. While the building part lasts, another player's sheet is hidden
  in a view (`hidden` True and only the public fields kept: name, `building`, `round_done`,
  `needs_exit`), RL-1.8. A visible sheet shows:
  `filled` (cell indices of filled squares, walls), `rects` (dotted rectangles), `outlined`
  (time-track numbers circled at setup), `time_crossed` (numbers 1..time_crossed crossed off),
  `dev_crossed` (development numbers 1..dev_crossed crossed off; boundaries in content.rules),
  `item_circled` / `item_filled` (indices into rules.item_row), `extra_used` (indices into
  rules.extra_row), `large_filled`, `enclosed_large`, `goals` (advanced map), `entrance` (the
  cell of the sheet's entrance), `exit` (index into MapDef.exits once chosen), `pending` (effects
  waiting, RL-7.17) and `active` (the effect being resolved, RL-7.18), and `score` (the breakdown
  once the player's building part has ended: floor, rooms with their scoring status, points).
- `interception`: the stacked dungeon once every sheet is built: `order` (seats, top sheet first),
  `level` (index into order of the sheet being explored), `room` (index into that sheet's
  score.rooms where the adventurer stands, None = on a passage square: the entrance),
  `armed_marks` / `armed_level` (the summary's armed track row `armed_row`), `track` (points on
  the score track for the current sheet), `dice` (the last combat roll), `choices` (the rooms,
  or None for the exit, the current owner may move to next).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from ...core.game import Event, Result
from ...core.rng import Rng


class Rect(BaseModel):
    """A dotted rectangle: w x h squares with its top left square at (x, y)."""

    x: int
    y: int
    w: int
    h: int
    setup: bool = False  # the start area enclosed at setup (RL-2.7)

    def cells(self) -> list[tuple[int, int]]:
        return [(self.x + i, self.y + j) for j in range(self.h) for i in range(self.w)]

    def contains(self, x: int, y: int) -> bool:
        return self.x <= x < self.x + self.w and self.y <= y < self.y + self.h


class Pending(BaseModel):
    """A special-square effect gained and not yet resolved (RL-7.17)."""

    kind: Literal["item", "ghost", "bat"]
    cell: tuple[int, int]


class Active(BaseModel):
    """The effect being resolved now (RL-7.18): blocks or a dotted rectangle still to draw."""

    kind: Literal["block", "room", "ghosts", "bat"]
    size: int = 1  # squares per block
    left: int = 1  # blocks (or rectangles) still to draw
    entry: int | None = None  # the extra-action entry (ghost effects)


class Room(BaseModel):
    x: int
    y: int
    w: int
    h: int
    scoring: bool = True
    faults: list[str] = Field(default_factory=list)  # the RL clauses that disqualify it (9.8, 9.9, 9.10)
    monsters: int = 0
    items: int = 0
    goal_points: int = 0

    def contains(self, x: int, y: int) -> bool:
        return self.x <= x < self.x + self.w and self.y <= y < self.y + self.h


class SheetScore(BaseModel):
    floor: list[int] = Field(default_factory=list)  # cell indices of the floor (RL-9.3)
    rooms: list[Room] = Field(default_factory=list)
    item_points: int = 0
    scoring_rooms: int = 0
    room_points: int = 0  # 3 per scoring room (RL-9.2)
    bonus: int = 0  # RL-9.13
    goal_points: int = 0  # RL-16.8 (advanced)
    room_total: int = 0  # room points + bonus + goals (RL-9.14, RL-16.18)
    interception: int = 0  # RL-14.2
    final: int = 0  # RL-14.3
    in_dungeon: bool = False  # the entrance and the exit are connected (RL-10.4)


class Sheet(BaseModel):
    player: int
    name: str
    hidden: bool = False  # a view of another player's sheet during building
    building: bool = True
    round_done: bool = False  # this round's choices are all made
    needs_exit: bool = False  # building ended: the exit is still to choose (RL-8.6)
    white: int = 0  # the setup rolls (RL-2.5)
    black: int = 0
    outlined: list[int] = Field(default_factory=list)
    time_crossed: int = 0
    dev_crossed: int = 0
    filled: list[int] = Field(default_factory=list)
    rects: list[Rect] = Field(default_factory=list)
    item_circled: list[int] = Field(default_factory=list)
    item_filled: list[int] = Field(default_factory=list)
    extra_used: list[int] = Field(default_factory=list)
    large_filled: list[str] = Field(default_factory=list)
    enclosed_large: list[str] = Field(default_factory=list)
    goals: list[str] = Field(default_factory=list)
    entrance: tuple[int, int] = (0, 0)
    exit: int | None = None
    acted: bool = False  # this round's action A or B is done
    special: bool = False  # this round is special for the player (RL-3.5, RL-4.4)
    pending: list[Pending] = Field(default_factory=list)
    active: Active | None = None
    score: SheetScore | None = None


class Interception(BaseModel):
    order: list[int] = Field(default_factory=list)  # seats, top sheet first (RL-10.5 to RL-10.7)
    level: int = 0
    room: int | None = None
    visited: list[int] = Field(default_factory=list)
    armed_row: list[int] = Field(default_factory=list)
    armed_marks: int = 0
    armed_level: int = 1
    track: int = 0
    dice: tuple[int, int] | None = None
    choices: list[int | None] = Field(default_factory=list)


Phase = Literal["building", "interception", "over"]


class GameState(BaseModel):
    game_id: Literal["roguelight"] = "roguelight"
    rng: Rng
    map_id: Literal["basic", "advanced"] = "basic"
    phase: Phase = "building"
    round: int = 1
    dice: tuple[int, int] = (1, 1)
    sheets: list[Sheet]
    interception: Interception = Field(default_factory=Interception)
    result: Result | None = None
    opening_events: list[Event] = Field(default_factory=list)
