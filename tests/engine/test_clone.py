"""The engine's fast state copy (core/clone.py), the unvalidated action builder (core/trusted.py),
and what they stand behind: an action that fails leaves the state untouched, undo is exact, and a
long game's undo history stays small."""

from __future__ import annotations

import random
from typing import Any

import pytest
from pydantic import BaseModel, ConfigDict, Field

from rookraiders_desktop.engine.core.clone import clone_state, restore_into
from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.core.game import Event, SeatSetup, Setup
from rookraiders_desktop.engine.core.room import apply_atomically
from rookraiders_desktop.engine.core.session import Session, state_hash
from rookraiders_desktop.engine.core.trusted import trusted_maker
from rookraiders_desktop.engine.registry import GAMES

# (game, players, options): a position of each game after some random moves
GAME_CASES = [
    ("rook_raiders", 4, {}),
    ("rook_raiders", 2, {"variants": ["level_up_2"]}),
    ("nameless_dark_lord", 4, {}),
    ("roguelight", 3, {"map": "advanced"}),
    ("last_spell", 2, {"scenario": "gildenberg_3"}),
]


def played(game_id: str, players: int, options: dict[str, Any], moves: int, seed: int = 4) -> Any:
    game = GAMES[game_id]
    state = game.new_game(Setup(seats=[SeatSetup(name=f"P{i}") for i in range(players)], options=options), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.result(state) is not None:
            break
        player = rng.choice(game.to_move(state))
        game.apply(state, rng.choice(game.legal_actions(state, player)))
    return state


def mutable_parts(value: Any, found: dict[int, Any]) -> dict[int, Any]:
    """Every object inside `value` that could be changed in place, by id (a frozen model is a
    value: a clone shares it, see core/clone.py)."""
    if isinstance(value, BaseModel):
        if value.model_config.get("frozen"):
            return found
        found[id(value)] = value
        for part in value.__dict__.values():
            mutable_parts(part, found)
    elif isinstance(value, (list, dict, set)):
        found[id(value)] = value
        for part in value.values() if isinstance(value, dict) else value:
            mutable_parts(part, found)
    elif isinstance(value, tuple):
        for part in value:
            mutable_parts(part, found)
    return found


@pytest.mark.parametrize(("game_id", "players", "options"), GAME_CASES)
def test_a_clone_equals_its_state_and_shares_nothing_that_can_change(game_id, players, options):
    for moves in (0, 25, 80):
        state = played(game_id, players, options, moves)
        copy = clone_state(state)
        assert copy == state and copy is not state
        assert state_hash(copy) == state_hash(state)
        assert copy.model_dump() == state.model_dump()
        assert copy.model_fields_set == state.model_fields_set
        shared = mutable_parts(state, {}).keys() & mutable_parts(copy, {}).keys()
        assert not shared, [type(mutable_parts(state, {})[i]).__name__ for i in shared]


@pytest.mark.parametrize(("game_id", "players", "options"), GAME_CASES)
def test_playing_on_a_clone_never_changes_the_original(game_id, players, options):
    state = played(game_id, players, options, 20)
    before = state_hash(state)
    copy = clone_state(state)
    game, rng = GAMES[game_id], random.Random(1)
    for _ in range(30):
        if game.result(copy) is not None:
            break
        game.apply(copy, rng.choice(game.legal_actions(copy, rng.choice(game.to_move(copy)))))
    assert state_hash(copy) != before
    assert state_hash(state) == before


class Inner(BaseModel):
    cells: list[tuple[int, int]]
    tags: dict[str, list[str]] = {}


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)
    name: str


class Outer(BaseModel):
    inner: Inner
    pieces: list[Inner | None]
    marks: set[int] = set()
    pair: tuple[list[int], int] = ([], 0)
    label: Frozen = Frozen(name="x")
    anything: Any = None


def test_a_clone_copies_every_container_and_shares_the_immutable_values():
    original = Outer(
        inner=Inner(cells=[(1, 2)], tags={"a": ["b"]}),
        pieces=[None, Inner(cells=[])],
        marks={3},
        pair=([1], 2),
        anything={"deep": [1, [2]]},
    )
    copy = clone_state(original)
    assert copy == original
    copy.inner.cells.append((3, 4))
    copy.inner.tags["a"].append("c")
    copy.pieces[1].cells.append((0, 0))  # type: ignore[union-attr]
    copy.marks.add(4)
    copy.pair[0].append(9)
    copy.anything["deep"][1].append(3)
    assert original == Outer(
        inner=Inner(cells=[(1, 2)], tags={"a": ["b"]}),
        pieces=[None, Inner(cells=[])],
        marks={3},
        pair=([1], 2),
        anything={"deep": [1, [2]]},
    )
    assert copy.label is original.label  # a frozen model is a value


def test_a_field_holding_what_its_annotation_does_not_say_is_still_copied():
    original = Inner(cells=[(1, 2)])
    original.cells = ([5, 6],)  # type: ignore[assignment]  # not validated on assignment
    copy = clone_state(original)
    copy.cells[0].append(7)  # type: ignore[index]
    assert original.cells == ([5, 6],)


def test_restore_into_puts_the_state_back_in_place():
    state = played("rook_raiders", 3, {}, 30)
    holder = [state]
    saved = clone_state(state)
    before = state_hash(state)
    played_on = played("rook_raiders", 3, {}, 60)
    for name in type(state).model_fields:  # change everything
        setattr(state, name, getattr(played_on, name))
    assert state_hash(state) != before
    restore_into(state, saved)
    assert holder[0] is state and state_hash(state) == before


# --- atomic actions -----------------------------------------------------------------------------


def breaking_work(state: Any) -> Any:
    def work(events: list[Event]) -> None:
        state.players[0].gold += 5
        state.players[0].hand.append("u-stolen")
        raise RuleViolation("TEST-1", "refused after a change")

    return work


def test_a_failed_action_leaves_the_state_untouched():
    state = played("rook_raiders", 2, {}, 15)
    before = state_hash(state)
    with pytest.raises(RuleViolation):
        apply_atomically(state, breaking_work(state), action=None)
    assert state_hash(state) == before


def test_an_action_not_just_listed_for_this_state_is_applied_on_a_copy():
    """Only the very object legal_actions just listed for this very state skips the copy: a
    listing for another state, an equal action built elsewhere, or a listing already used do not."""
    game = GAMES["rook_raiders"]
    state = played("rook_raiders", 2, {}, 15)
    other = clone_state(state)
    listed = game.legal_actions(other, game.to_move(other)[0])
    before = state_hash(state)
    for action in (listed[0], listed[0].model_copy(), None):
        with pytest.raises(RuleViolation):
            apply_atomically(state, breaking_work(state), action=action)
        assert state_hash(state) == before
    game.apply(other, listed[0])  # the listing is used up
    with pytest.raises(RuleViolation):
        apply_atomically(other, breaking_work(other), action=listed[0])
    mine = game.legal_actions(state, game.to_move(state)[0])
    added = mine[0].model_copy()
    mine.append(added)  # what a caller adds to the list was not listed
    with pytest.raises(RuleViolation):
        apply_atomically(state, breaking_work(state), action=added)
    assert state_hash(state) == before


@pytest.mark.parametrize(("game_id", "players", "options"), GAME_CASES)
def test_a_session_puts_the_state_back_in_place_when_the_engine_breaks(game_id, players, options, monkeypatch):
    game = GAMES[game_id]
    session = Session(game, Setup(seats=[SeatSetup(name=f"P{i}") for i in range(players)], options=options), 3)
    rng = random.Random(3)
    for _ in range(10):
        session.submit(rng.choice(game.legal_actions(session.state, rng.choice(game.to_move(session.state)))))
    state, before, count = session.state, state_hash(session.state), len(session.history)
    action = game.legal_actions(state, game.to_move(state)[0])[0]
    real_apply = type(game).apply

    def broken(self: Any, state: Any, action: Any) -> Any:
        real_apply(self, state, action)  # the action is applied, then the engine breaks
        raise KeyError("an engine bug")

    monkeypatch.setattr(type(game), "apply", broken)
    with pytest.raises(KeyError):
        session.submit(action)
    assert session.state is state and state_hash(state) == before and len(session.history) == count
    monkeypatch.undo()
    session.submit(action)  # and the game goes on
    assert len(session.history) == count + 1


def test_undo_history_of_a_thousand_action_game_stays_under_10_mib():
    """The undo snapshots (one compressed pickle of the state per action) of the longest games,
    4-hero Last Spell nights on Lakeburg 3 (the largest states): issue 17 keeps a 1,000-action
    game's under 10 MiB. Undo then walks back exactly."""
    game = GAMES["last_spell"]
    setup = Setup(seats=[SeatSetup(name=f"P{i}") for i in range(4)], options={"scenario": "lakeburg_3"})
    session = Session(game, setup, 2)
    rng = random.Random(2)
    hashes: list[str] = []
    while game.result(session.state) is None:
        hashes.append(state_hash(session.state))
        session.submit(rng.choice(game.legal_actions(session.state, game.to_move(session.state)[0])))
    per_action = sum(len(entry.before) for entry in session.history) / len(session.history)
    assert len(session.history) > 200 and per_action * 1000 < 10 * 2**20, f"{per_action:.0f} bytes per action"
    for expected in reversed(hashes[-60:]):
        session.undo()
        assert state_hash(session.state) == expected


# --- trusted actions ----------------------------------------------------------------------------


class Move(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: str = "move"
    player: int
    cells: tuple[tuple[int, int], ...]
    mark: int | None = None
    notes: tuple[str, ...] = ()


class Draft(BaseModel):
    player: int
    marks: list[int] = Field(default_factory=list)


def test_a_trusted_action_is_the_validated_one():
    make = trusted_maker(Move)
    for values in ({"player": 1, "cells": ((0, 1),)}, {"player": 0, "cells": (), "mark": 3, "kind": "move"}):
        built, validated = make(**values), Move(**values)
        assert built == validated and hash(built) == hash(validated)
        assert built.model_dump() == validated.model_dump() and repr(built) == repr(validated)
        assert built.model_fields_set == validated.model_fields_set
    make_draft = trusted_maker(Draft)
    assert make_draft(player=2) == Draft(player=2)
    assert make_draft(player=2).marks is not make_draft(player=2).marks  # a default factory runs each time


def test_a_trusted_action_needs_its_fields_as_a_call_does():
    make = trusted_maker(Move)
    with pytest.raises(TypeError):
        make(cells=())  # no player
    with pytest.raises(TypeError):
        make(player=1, cells=(), colour="red")  # no such field


@pytest.mark.parametrize(("game_id", "players", "options"), GAME_CASES)
def test_listed_actions_equal_the_same_actions_read_from_a_save(game_id, players, options):
    """legal_actions builds its actions without validation: each is what parsing its saved form
    gives, so saves and replays meet the same actions."""
    game = GAMES[game_id]
    state = played(game_id, players, options, 12)
    for player in game.to_move(state):
        for action in game.legal_actions(state, player):
            assert game.parse_action(action.model_dump(mode="json")) == action


def test_only_an_action_just_listed_or_a_session_spares_the_copy(monkeypatch):
    """The speed of a game: apply copies the state only when it may have to put it back."""
    from rookraiders_desktop.engine.core import room

    copies: list[Any] = []
    monkeypatch.setattr(room, "clone_state", lambda state: copies.append(state) or clone_state(state))
    game = GAMES["nameless_dark_lord"]
    state = played("nameless_dark_lord", 4, {}, 10)
    listed = game.legal_actions(state, game.to_move(state)[0])
    game.apply(state, listed[0])
    assert copies == []
    action = game.legal_actions(state, game.to_move(state)[0])[0]
    game.apply(state, game.parse_action(action.model_dump(mode="json")))  # equal, not the one listed
    assert copies == [state]
    session = Session(game, Setup(seats=[SeatSetup(name=f"P{i}") for i in range(4)]), 5)
    first = game.legal_actions(session.state, game.to_move(session.state)[0])[0]
    session.submit(game.parse_action(first.model_dump(mode="json")))
    assert copies == [state]  # the session's own snapshot serves
