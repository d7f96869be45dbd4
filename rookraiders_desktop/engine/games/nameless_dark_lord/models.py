"""The state of a Nameless Dark Lord game: plain pydantic models mutated in place by rules.py.

A table scene is drawn from `game.view(state, viewer)` (a GameState):

- `areas[i]`: battle area "A", "B", ... with its `target` card (None once acquired or trashed) and its
  `units` stacked in placement order, earliest first (ND-7.6, ND-7.7); each `Placed` unit shows its
  card, its `owner` (the sleeve colour is `players[owner].colour`), `power_tokens` and `charge`.
  `ranking` is filled in when the area's Strength Calculation Phase has run (player, total, order).
- `players[s]`: `colour`, the Home Area `home` (card uids), which of them are `off` (used an activated
  ability, ND-8.12) and `new` (acquired this round, usable next round, ND-4.3), free `sleeves`,
  coins `gold`/`silver`, `curses`, `passed`, targets `acquired` this round.
- `deck` (level cards still to be revealed; in a view only their backs: see `deck_backs`), `trash`,
  `removed` (the Remove Area, units lying sideways), `bombers` (Goblin Bombers in the stock),
  the stock counters, and `flow.start_player` (who holds the START PLAYER card).
- `flow.decision`/`flow.decider`: who must decide what now; `legal_actions` lists the choices.
- `scores`: the final score sheets (ND-15.9), once the game is over.

Card uids are "<definition id>.<n>"; `cards[uid]` is the definition id (content.cards[...]).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from ...core.game import Event, Result
from ...core.rng import Rng

LETTERS = "ABCDEFGH"


class Placed(BaseModel):
    """A sleeved Unit in a battle area or in the Remove Area."""

    card: str
    owner: int
    power_tokens: int = 0
    charge: bool = False  # carries a Charge token (ND-10.4)


class Rank(BaseModel):
    """One line of a battle area's acquisition ranking (ND-12.2, ND-12.8)."""

    player: int
    total: int
    first: int  # position of the player's earliest Unit still in the area (AMB-6)
    tie_win: bool = False  # placed a tie-winning Unit (L1-B, ND-16.5)


class Area(BaseModel):
    letter: str
    target: str | None
    units: list[Placed] = Field(default_factory=list)  # placement order, earliest first
    ranking: list[Rank] | None = None  # set by the Strength Calculation Phase
    winner: int | None = None  # who acquired the target
    trashed: bool = False
    done: bool = False


class PlayerState(BaseModel):
    seat: int
    name: str
    colour: str
    home: list[str] = Field(default_factory=list)  # card uids in the Home Area, in the order received
    off: list[str] = Field(default_factory=list)  # cards turned off by their activated ability (ND-8.5)
    new: list[str] = Field(default_factory=list)  # received this round: usable from the next round (ND-4.3)
    sleeves: int = 0  # free Magic Circle Sleeves in the Home Area
    gold: int = 0
    silver: int = 0
    curses: int = 0
    passed: bool = False
    acquired: int = 0  # target cards acquired this round (ND-14.5)


class Trigger(BaseModel):
    """A "when acquired" or "End Phase of the round acquired" ability waiting to resolve."""

    effect: str
    card: str
    player: int
    order: int = 0
    left: int = 1  # cards still to take back (L3+-E)


Decision = Literal["turn", "after", "curse", "scry", "offer", "doll", "take_back", "bomber"]
Phase = Literal["setup", "prep", "placement", "resolution", "triggers", "end", "over"]


class Flow(BaseModel):
    round: int = 0
    phase: Phase = "setup"
    start_player: int = 0  # holder of the START PLAYER card
    round_start_player: int = 0  # who started this round (ND-14.6)
    turn: int | None = None  # whose turn it is in the Placement Phase
    main_done: bool = False  # this turn's action is done; only extra placements may follow (ND-16.7)
    decision: Decision | None = None
    decider: int | None = None
    area: int = 0  # the battle area being resolved
    offer: list[int] = Field(default_factory=list)  # players still to be offered the target, in rank order
    curse_card: str | None = None  # L2-F waiting for the chosen player's answer
    curse_from: int | None = None
    curse_target: int | None = None
    scry: list[str] = Field(default_factory=list)  # cards the decider is looking at (L1-F)
    triggers: list[Trigger] = Field(default_factory=list)
    end_step: int = 0
    queue: list[int] = Field(default_factory=list)  # players still to decide in this End step
    take_backs: list[Trigger] = Field(default_factory=list)


class ScoreLine(BaseModel):
    card: str  # uid; "" for the Curse tokens line
    points: int
    form: str  # fixed / variable / base_bonus / ab / curse


class ScoreSheet(BaseModel):
    player: int
    lines: list[ScoreLine] = Field(default_factory=list)
    curses: int = 0
    total: int = 0
    gold_income: int = 0  # tie-breaks (ND-15.8, AMB-27)
    silver_income: int = 0


class GameState(BaseModel):
    game_id: Literal["nameless_dark_lord"] = "nameless_dark_lord"
    rng: Rng
    players: list[PlayerState]
    cards: dict[str, str]  # uid -> card definition id (every card of this game, the box included)
    backs: dict[str, str]  # uid -> deck it belongs to by its back (level1, assist, ...)
    deck: list[str]  # level cards still to reveal, next first: Level 1, 2, 3, 3+ (ND-5.5, AMB-2)
    areas: list[Area] = Field(default_factory=list)
    trash: list[str] = Field(default_factory=list)  # Trash Area, face up (AMB-25)
    removed: list[Placed] = Field(default_factory=list)  # Remove Area (ND-16.2)
    bombers: list[str] = Field(default_factory=list)  # Goblin Bombers in the stock
    box: list[str] = Field(default_factory=list)  # not used in this game (3 players: the 4P cards, ND-3.2)
    start_card: str = ""
    stock_gold: int = 0  # AMB-20: counters, not limits (below 0 = substitutes are in use)
    stock_silver: int = 0
    power_tokens: int = 0
    charge_tokens: int = 0
    curse_tokens: int = 0
    sleeve_stock: dict[str, int] = Field(default_factory=dict)
    flags: list[str] = Field(default_factory=list)  # cards whose "when acquired" condition was met (L3+-F)
    acquired_round: dict[str, int] = Field(default_factory=dict)  # uid -> round it was acquired as a target
    deck_backs: dict[str, int] = Field(default_factory=dict)  # in a view: cards left per back
    flow: Flow = Field(default_factory=Flow)
    scores: list[ScoreSheet] = Field(default_factory=list)
    result: Result | None = None
    opening_events: list[Event] = Field(default_factory=list)
