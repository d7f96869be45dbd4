"""The protocol every game implements. The UI, the session and the bots only know this."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from .i18n import Translate, english
from .listing import SetupOption as SetupOption  # (defined beside the listing that carries the choices)


class Event(BaseModel):
    """Something that happened, for the log and the scene. `kind` selects the text template;
    `args` fill it. `visible_to` is None for public events, else the seats that may see it."""

    model_config = ConfigDict(frozen=True)
    kind: str
    args: dict[str, Any] = Field(default_factory=dict)
    visible_to: tuple[int, ...] | None = None


def actor_of(action: object) -> int | None:
    """The seat an action is played for: every game's actions name their player (None: no seat)."""
    seat = getattr(action, "player", None)
    return seat if isinstance(seat, int) else None


def visible(event: Event, viewer: int | None) -> bool:
    """Whether `viewer` (None = a spectator) may see `event`: public, or addressed to that seat."""
    return event.visible_to is None or (viewer is not None and viewer in event.visible_to)


class Result(BaseModel):
    """The end of a game. `winners` empty with `draw` False means everybody lost (solo loss)."""

    winners: list[int] = Field(default_factory=list)
    draw: bool = False
    reason: str = ""  # English, e.g. "RR-18.1: every monster defeated"
    rule: str = ""  # the clause of the reason, e.g. "RR-18.1"
    reason_template: str = ""  # the reason (without the clause) as a translatable template ...
    reason_params: dict[str, Any] = Field(default_factory=dict)  # ... and its parameters
    scores: dict[int, float] = Field(default_factory=dict)
    title: str = ""


class SeatSetup(BaseModel):
    name: str
    bot: str | None = None  # None = human; else a bot id ("random", "greedy")


class Setup(BaseModel):
    """What the new-game dialog produces. `options` are game-specific (variant, difficulty...)."""

    seats: list[SeatSetup]
    options: dict[str, Any] = Field(default_factory=dict)


@dataclass(frozen=True)
class ChallengePlan:
    """A game's challenge of the day: the seats besides the player (bot names) and fixed options."""

    bots: tuple[str, ...] = ()
    options: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class OddsBadge:
    """A chart on the table: `key` is the scene's click key of the square it sits on, `dist` the
    chance of each damage (0..3), `defeat` the chance to defeat what is there, `text` its words."""

    key: Any
    dist: dict[int, Any]
    defeat: Any
    text: str


@dataclass(frozen=True)
class Odds:
    """The coach's odds for the seat to act, already in the language asked for: a title, its
    lines and the table's charts."""

    title: str = ""
    lines: tuple[str, ...] = ()
    badges: tuple[OddsBadge, ...] = ()


S = TypeVar("S")  # a game's state model
A_contra = TypeVar("A_contra", contravariant=True)  # its actions


class Game(Protocol[S, A_contra]):
    """One game's rules, generic in its state `S` and its actions `A_contra`. States are pydantic models;
    `apply` mutates the state in place and raises RuleViolation, leaving the state untouched, when
    the action is illegal. Shared code (the UI, the session, the bots, the journal) knows only
    this; every game-specific word or number it shows comes from here (core/room.py gives the
    defaults), and engine/registry.py is the one place that lists the games."""

    game_id: ClassVar[str]
    title: ClassVar[str]  # a template of `text_context`
    title_ja: ClassVar[str]
    text_context: ClassVar[str]  # the translation context of the game's texts ("RookRaiders")
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    hidden_information: ClassVar[bool]  # views may differ between seats: the hot-seat curtain
    secret_note: ClassVar[str]  # what the curtain says the table hides ("Curtain" context)
    secret_log: ClassVar[bool]  # an event told to one seat stays secret: the curtain follows the log too
    setup_options: ClassVar[tuple[SetupOption, ...]]  # the new-game dialog's choices
    solo_difficulty: ClassVar[bool]  # one player chooses a difficulty ("solo_difficulty" option)
    score_label: ClassVar[str]  # the command line's word for score_summary ("threat", "VP")
    score_caption: ClassVar[str]  # the statistics' name of a score ("StatsWindow" context)
    lower_score_is_better: ClassVar[bool]
    phase_names: ClassVar[dict[str, str]]  # timeline phase -> words ("ReplayPage" context)
    titles: ClassVar[dict[str, str]]  # Result.title -> words (`text_context`), in rank order
    rule_prefixes: ClassVar[tuple[str, ...]]  # the clause prefixes of its rules ("RR", "RX")
    challenge: ClassVar[ChallengePlan | None]  # None: alone if it may be, else against greedy bots

    @property
    def content_version(self) -> str: ...

    def validate_setup(self, setup: Setup) -> None: ...
    def new_game(self, setup: Setup, seed: int) -> S: ...
    def to_move(self, state: S) -> list[int]: ...
    def legal_actions(self, state: S, player: int) -> Sequence[BaseModel]: ...
    def apply(self, state: S, action: A_contra) -> list[Event]: ...
    def view(self, state: S, viewer: int | None) -> S: ...
    def result(self, state: S) -> Result | None: ...
    def opening_events(self, state: S) -> list[Event]:
        """What happened while the game was set up, for the log (before any action)."""
        ...

    def parse_action(self, data: dict[str, Any]) -> BaseModel: ...
    def state_from_json(self, data: dict[str, Any]) -> S: ...
    # Texts: English by default; `tr` translates a template ("RookRaiders"-style context, see
    # core/i18n.py) and `lang` ("en"/"ja") chooses how card names read. Both are optional.
    def describe_action(
        self, action: A_contra, state: S | None = None, tr: Translate = english, lang: str = "en"
    ) -> str: ...
    def describe_event(
        self, event: Event, names: dict[int, str] | None = None, tr: Translate = english, lang: str = "en"
    ) -> str: ...
    def describe_result(self, result: Result, tr: Translate = english) -> str: ...
    def timeline(self, state: S) -> dict[str, Any]:
        """Where the game stands, for a replay's "jump to": {"round": n, "phase": name}; {} none."""
        ...

    def score_summary(self, state: S) -> dict[str, int]:
        """Each player's figure (by name), or a cooperative game's own figures; {} for none."""
        ...

    def odds(
        self, view: S, seat: int, legal: Sequence[BaseModel], tr: Translate = english, lang: str = "en"
    ) -> Odds | None:
        """The coach's odds for `seat` now, from its own view; None when there are none."""
        ...
