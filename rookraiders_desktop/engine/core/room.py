"""What every game room shares: the protocol plumbing around a room's rules (`GameRoom`), and for
turn-based rooms the flow driver (one player decides at a time, the automatic parts of the game
run in between) with `to_move` from the state's decider (`TurnBasedGame`).

A room subclasses one of them, names its state model, action adapter and content loader, and
implements `create`, `legal_for`, `apply`, `view`, `describe_action` and `describe_event` (and
`to_move` when several players may act at once). Its state needs `result` and `opening_events`;
a turn-based room's state also a `flow` with `decision` and `decider`. What else a room may
declare (its phase names, score words, secrets, clause prefixes...) has a default in `GameRoom`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, ClassVar, Protocol

from pydantic import BaseModel, TypeAdapter

from .clone import clone_state, restore_into
from .errors import shorten
from .game import ChallengePlan, Event, Game, Odds, Result, Setup, SetupOption
from .i18n import CONTEXT, QT_TRANSLATE_NOOP, Translate, english, result_reason


def chosen_option(setup: Setup, key: str, default: str) -> str:
    """A one-of-several game option: the new-game dialog's `key` option, else the command line's
    `--variant` (Setup.options["variants"]), else `default`. Several or unknown variants give a
    name the room's validate_setup refuses ("a+b")."""
    options = setup.options
    if key in options:
        return str(options[key])
    if "variant" in options:
        return str(options["variant"])
    variants = options.get("variants") or []
    if not isinstance(variants, list):  # a hand-made set-up: one name
        variants = [variants]
    names = sorted({str(v) for v in variants})
    if not names:
        return default
    return names[0] if len(names) == 1 else "+".join(names)


def check_options(game: Game[Any, Any], options: dict[str, Any]) -> None:
    """TypeError unless every set-up option has a shape the games read: "variants" (the command
    line's) and an option whose new-game choices are lists (the game's `setup_options`) a list of
    names; any other a name, a whole number, yes/no or nothing. A set-up read from a file is
    checked so, and a game's validate_setup then judges the values, never their types."""
    lists = {"variants"} | {
        key for key, _label, choices in game.setup_options if any(isinstance(value, list) for _text, value in choices)
    }
    for key, value in options.items():
        if key in lists:
            if value is not None and not (isinstance(value, list) and all(isinstance(v, str) for v in value)):
                raise TypeError(f"the set-up option {shorten(key)} is {shorten(value)}, not a list of names")
        elif value is not None and not isinstance(value, (str, int)):  # bool is an int
            raise TypeError(f"the set-up option {shorten(key)} is {shorten(value)}, not a name or a number")


def decide(state: Any, decision: str, player: int) -> None:
    """Stop the flow: `player` must make a `decision` (the room's name for it)."""
    state.flow.decision = decision
    state.flow.decider = player


def clear_decision(state: Any) -> None:
    state.flow.decision = None
    state.flow.decider = None


def run_until_decision(
    state: Any, events: list[Event], advance: Callable[[Any, list[Event]], None], limit: int = 10_000
) -> None:
    """Advance the automatic parts of the game until a player must decide or the game ends."""
    for _ in range(limit):
        if state.result is not None:
            clear_decision(state)
            return
        if state.flow.decision is not None:
            return
        advance(state, events)
    raise RuntimeError("game flow did not settle")  # a bug, never a rule


# The actions `legal_actions` last listed, with the state they were listed for (per thread): an
# action among them is legal, and a legal action never fails (every room's fuzz tests hold it to
# that), so applying it needs no copy of the state to fall back on.
_listed: ContextVar[tuple[Any, tuple[BaseModel, ...]] | None] = ContextVar("listed", default=None)
# True while the caller (a Session) holds its own snapshot and restores the state on any failure
_caller_snapshot: ContextVar[bool] = ContextVar("caller_snapshot", default=False)


def remember_listed(state: Any, actions: list[BaseModel]) -> None:
    _listed.set((state, tuple(actions)))  # a copy: what a caller adds to its list is not vouched for


def _just_listed(state: Any, action: BaseModel | None) -> bool:
    listed = _listed.get()
    return listed is not None and listed[0] is state and any(a is action for a in listed[1])


@contextmanager
def caller_holds_snapshot() -> Iterator[None]:
    """Within it, `apply_atomically` takes no copy: the caller restores the state itself when an
    action fails (Session.submit, which keeps the state before every action for undo anyway)."""
    token = _caller_snapshot.set(True)
    try:
        yield
    finally:
        _caller_snapshot.reset(token)


def apply_atomically(
    state: BaseModel, work: Callable[[list[Event]], None], action: BaseModel | None = None
) -> list[Event]:
    """Run `work(events)` on `state`; if it raises (an illegal action, or an engine bug), every
    field of `state` is put back as it was before, and the error goes on to the caller. No copy is
    taken when `action` is one `legal_actions` has just listed for `state` (the very object), or
    when the caller holds its own (`caller_holds_snapshot`)."""
    vouched = _just_listed(state, action)
    _listed.set(None)  # the state is about to change: what was listed no longer holds
    if vouched or _caller_snapshot.get():
        events: list[Event] = []
        work(events)
        return events
    snapshot = clone_state(state)
    events = []
    try:
        work(events)
    except Exception:
        restore_into(state, snapshot)
        raise
    return events


class VersionedContent(Protocol):
    """What a room's content loader returns: the game's data files, with their version."""

    @property
    def version(self) -> str: ...


class GameRoom:
    """The Game protocol plumbing every room shares, with the defaults of what a room may declare
    (core/game.py says what each means)."""

    game_id: ClassVar[str]
    title: ClassVar[str]
    title_ja: ClassVar[str] = ""
    text_context: ClassVar[str] = CONTEXT
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    hidden_information: ClassVar[bool] = True  # views may differ between seats: hot-seat curtain
    secret_note: ClassVar[str] = QT_TRANSLATE_NOOP("Curtain", "The table hides each player's secret information.")
    # False: what an event told one seat is in its view while secret (and public once the view
    # shows it to everyone, as Roguelight's sheets at the interception), so views decide the curtain
    secret_log: ClassVar[bool] = False
    setup_options: ClassVar[tuple[SetupOption, ...]] = ()
    solo_difficulty: ClassVar[bool] = False
    score_label: ClassVar[str] = "score"
    score_caption: ClassVar[str] = QT_TRANSLATE_NOOP("StatsWindow", "Score")
    lower_score_is_better: ClassVar[bool] = False
    phase_names: ClassVar[dict[str, str]] = {}
    titles: ClassVar[dict[str, str]] = {}
    rule_prefixes: ClassVar[tuple[str, ...]] = ()
    challenge: ClassVar[ChallengePlan | None] = None
    state_model: ClassVar[type[BaseModel]]
    action_adapter: ClassVar[TypeAdapter[Any]]
    content_loader: ClassVar[Callable[[], VersionedContent]]

    @property
    def content_version(self) -> str:
        return type(self).content_loader().version

    def validate_setup(self, setup: Setup) -> None:
        raise NotImplementedError

    def create(self, setup: Setup, seed: int) -> Any:
        """A new game state for a validated setup."""
        raise NotImplementedError

    def legal_for(self, state: Any, player: int) -> list[BaseModel]:
        """Every choice of `player`, who must act in a game not yet over."""
        raise NotImplementedError

    def to_move(self, state: Any) -> list[int]:
        raise NotImplementedError

    def new_game(self, setup: Setup, seed: int) -> Any:
        self.validate_setup(setup)
        return self.create(setup, seed)

    def legal_actions(self, state: Any, player: int) -> list[BaseModel]:
        if state.result is not None or player not in self.to_move(state):
            return []  # only the players to act have choices
        actions = self.legal_for(state, player)
        remember_listed(state, actions)
        return actions

    def result(self, state: Any) -> Result | None:
        result: Result | None = state.result  # every room's state has it (see the module's docstring)
        return result

    def opening_events(self, state: Any) -> list[Event]:
        return list(state.opening_events)

    def describe_result(self, result: Result, tr: Translate = english) -> str:
        """The reason of a result in the language of `tr`, with its rule ("RR-18.1: every monster
        defeated"); its template lives in the room's translation context."""
        return result_reason(result.model_dump(), tr, self.text_context)

    def timeline(self, state: Any) -> dict[str, Any]:
        return {}

    def score_summary(self, state: Any) -> dict[str, int]:
        return {}

    def odds(
        self, view: Any, seat: int, legal: Sequence[BaseModel], tr: Translate = english, lang: str = "en"
    ) -> Odds | None:
        return None

    def parse_action(self, data: dict[str, Any]) -> BaseModel:
        return self.action_adapter.validate_python(data)  # type: ignore[no-any-return]

    def state_from_json(self, data: dict[str, Any]) -> Any:
        return self.state_model.model_validate(data)


class TurnBasedGame(GameRoom):
    """A room whose state names one decider at a time."""

    def to_move(self, state: Any) -> list[int]:
        if state.result is not None or state.flow.decider is None:
            return []
        return [state.flow.decider]
