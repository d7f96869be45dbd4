"""The protocol every game implements. The UI, the session and the bots only know this."""
from __future__ import annotations

from typing import Any, ClassVar, Protocol, Sequence

from pydantic import BaseModel, ConfigDict, Field

from .i18n import Translate, english


class Event(BaseModel):
    """Something that happened, for the log and the scene. `kind` selects the text template;
    `args` fill it. `visible_to` is None for public events, else the seats that may see it."""

    model_config = ConfigDict(frozen=True)
    kind: str
    args: dict[str, Any] = Field(default_factory=dict)
    visible_to: tuple[int, ...] | None = None


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


class Game(Protocol):
    """One game's rules. States are pydantic models; `apply` mutates the state in place and
    raises RuleViolation, leaving the state untouched, when the action is illegal."""

    game_id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    content_version: ClassVar[str]

    def validate_setup(self, setup: Setup) -> None: ...
    def new_game(self, setup: Setup, seed: int) -> Any: ...
    def to_move(self, state: Any) -> list[int]: ...
    def legal_actions(self, state: Any, player: int) -> Sequence[BaseModel]: ...
    def apply(self, state: Any, action: BaseModel) -> list[Event]: ...
    def view(self, state: Any, viewer: int | None) -> Any: ...
    def result(self, state: Any) -> Result | None: ...
    def parse_action(self, data: dict[str, Any]) -> BaseModel: ...
    # Texts: English by default; `tr` translates a template ("RookRaiders"-style context, see
    # core/i18n.py) and `lang` ("en"/"ja") chooses how card names read. Both are optional.
    def describe_action(self, action: BaseModel, state: Any = None, tr: Translate = english, lang: str = "en") -> str: ...
    def describe_event(self, event: Event, names: dict[int, str] | None = None, tr: Translate = english,
                       lang: str = "en") -> str: ...
    def state_from_json(self, data: dict[str, Any]) -> Any: ...
