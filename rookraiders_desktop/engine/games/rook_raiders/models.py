"""The state of a Rook & Raiders game: plain pydantic models mutated in place by rules.py.

Geometry (ruling RR-A1): a board is 6 columns x 3 lines. Internally x = 0..5 runs left to right
and y = 0..2 is line A..C; a square index is y * 6 + x. x = 0 is the magic-circle column (the
rulebook's column 6) and x = 5 is next to the castle (column 1), so the label of x is 6 - x.
The own area is x = 4, 5 (columns 2 and 1; the front column is x = 4).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from ...core.game import Event, Result
from ...core.rng import Rng

COLUMNS = 6
LINES = ("A", "B", "C")
SQUARES = COLUMNS * len(LINES)
MAGIC_CIRCLE_X = 0
OWN_AREA_XS = (4, 5)


def sq(x: int, y: int) -> int:
    return y * COLUMNS + x


def xy(square: int) -> tuple[int, int]:
    return square % COLUMNS, square // COLUMNS


def label(square: int) -> str:
    """The rulebook name of a square, e.g. "1-A" next to the castle on line A."""
    x, y = xy(square)
    return f"{COLUMNS - x}-{LINES[y]}"


# RR-12.2 with RR-A1: 1-A, 1-B, 1-C, 2-A ... 6-C = castle end first, lines A, B, C.
SCAN_ORDER: tuple[int, ...] = tuple(sq(x, y) for x in range(COLUMNS - 1, -1, -1) for y in range(len(LINES)))


class UnitPiece(BaseModel):
    kind: Literal["unit"] = "unit"
    card: str  # unit card uid (see GameState.unit_cards)
    damage: int = 0
    acted: bool = False  # carries an action marker


class MonsterPiece(BaseModel):
    kind: Literal["monster"] = "monster"
    card: str  # monster card uid (see GameState.monster_cards)
    damage: int = 0


class TrapPiece(BaseModel):
    """A placed Trap (Expansion 2, RX-13, RX-14). It lies on its own layer of the board: monsters
    treat its square as empty (RX-14.1), units may not enter it (RX-14.9)."""

    kind: Literal["trap"] = "trap"
    card: str  # trap card uid ("trap_1", "trap_2")
    square: int


Piece = UnitPiece | MonsterPiece


def _empty_board() -> list[UnitPiece | MonsterPiece | None]:
    return [None] * SQUARES


def _empty_queues() -> list[list[str]]:
    return [[], [], []]


class PlayerState(BaseModel):
    seat: int
    name: str
    board: list[UnitPiece | MonsterPiece | None] = Field(default_factory=_empty_board)
    hand: list[str] = Field(default_factory=list)  # unit card uids (public, RR-11.7)
    gold: int = 0  # whole gold (ruling RR-A20): shown as 5-gold tokens + track
    honour_tokens: int = 0
    defeated: list[str] = Field(default_factory=list)  # face-down monster cards = honour marks
    medals: list[int] = Field(default_factory=list)  # secret values (RR-19.2)
    castle: list[str] = Field(default_factory=list)  # monsters that broke in
    queues: list[list[str]] = Field(default_factory=_empty_queues)  # per line, earliest first
    level_ups: int = 0
    markers: int = 0  # personal stock of action markers
    cubes: int = 0  # personal stock of cubes
    eliminated: bool = False
    # Expansion 2 (Level Up 2): the level-up card names acquired (RX-5.8), the Trap in hand and
    # the Trap placed on the board (RX-13.4: at most one of them)
    levelup_names: list[str] = Field(default_factory=list)
    trap_hand: list[str] = Field(default_factory=list)
    traps: list[TrapPiece] = Field(default_factory=list)

    @property
    def trap_squares(self) -> set[int]:
        return {t.square for t in self.traps}

    @property
    def honour(self) -> int:
        return self.honour_tokens + len(self.defeated)


class Chip(BaseModel):
    letter: str
    face_up: bool = False


class PendingRoll(BaseModel):
    user: int  # square of the unit whose skill rolled
    target: int  # square of the monster attacked
    dice: list[int]
    rerolled: bool = False


class CommandInProgress(BaseModel):
    command: str
    leader: int | None  # None = AUTO (RR-6.8)
    queue: list[int]  # players still to resolve it; the first is resolving now
    started: bool = False  # the head player's part has been set up
    actions_left: int = 0
    rest_left: int = 0
    unit: int | None = None  # square of the unit taking an action (takes the marker)
    skill_user: int | None = None  # whose skill is being chosen (differs for a Bard's grant)
    moved: bool = False
    full_move: bool = False
    granted: bool = False  # skill_user acts through a Bard (RR-9.19)
    roll: PendingRoll | None = None
    levelup_offered: bool = False  # Level Up 2: the head player was offered a level-up (RX-5.13)


class Invasion(BaseModel):
    players: list[int]
    index: int = 0
    scan_pos: int = 0
    acted: list[str] = Field(default_factory=list)
    window_offered: str | None = None  # monster uid whose attack already offered a faint window
    eliminated_now: list[int] = Field(default_factory=list)


Decision = Literal[
    "place", "command", "actions", "rest", "recruit", "faint", "support", "recover", "declare", "levelup", "saint"
]

Step = Literal[
    "placement", "turns", "auto", "invasion", "summon", "support", "saint", "recover", "cleanup", "next_round", "over"
]


class Flow(BaseModel):
    round: int = 0
    step: Step = "placement"
    start_player: int = 0
    turns_taken: int = 0
    auto_queue: list[str] = Field(default_factory=list)
    command: CommandInProgress | None = None
    invasion: Invasion | None = None
    pending: list[int] = Field(default_factory=list)  # players still to decide in this step
    decision: Decision | None = None
    decider: int | None = None
    window: str | None = None  # victory window open after this command/step (RR-A12)
    window_queue: list[int] = Field(default_factory=list)
    window_asked: list[int] = Field(default_factory=list)
    declarers: list[int] = Field(default_factory=list)
    last_round: int | None = None  # optional solo rule (RR-18.6)
    unit_deck_ran_out: bool = False
    saint_queue: list[list[int]] = Field(default_factory=list)  # [seat, square] of Saints to heal (RX-8.5)
    invasion_declarers: list[int] = Field(default_factory=list)  # declared mid-Invasion (RX-3.3, RX-3.4)


class GameState(BaseModel):
    game_id: Literal["rook_raiders"] = "rook_raiders"
    rng: Rng
    players: list[PlayerState]
    solo_difficulty: str | None = None
    unit_cards: dict[str, str]  # uid -> unit definition id
    monster_cards: dict[str, str]  # uid -> monster definition id
    white_cards: list[str]  # uids of the white-frame monster cards
    unit_deck: list[str]  # top = index 0
    unit_discard: list[str] = Field(default_factory=list)
    mercenaries: list[str] = Field(default_factory=list)
    levelup_piles: dict[str, list[str]]
    white_deck: list[str]  # top = index 0
    black_piles: dict[str, list[str]]
    box: list[str] = Field(default_factory=list)  # spent monster cards (RR-17.3)
    command_row: list[str]
    pawn: int = -1  # index in command_row of the last chosen card
    chips: list[Chip]
    medal_pool: list[int]
    honour_stock: int
    markers_common: int
    cubes_common: int
    flow: Flow = Field(default_factory=Flow)
    result: Result | None = None
    opening_events: list[Event] = Field(default_factory=list)  # setup and round 0, for the log
    variants: list[str] = Field(default_factory=list)  # "level_up_2", "rules_b_monsters" (Expansion 2)
    trap_supply: list[str] = Field(default_factory=list)  # Trap cards in the central area (RX-4.9)

    @property
    def active_players(self) -> list[int]:
        return [p.seat for p in self.players if not p.eliminated]
