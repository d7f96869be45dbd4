"""The session (undo/redo, saves, autosave) against a tiny dice game defined here, so these
tests do not depend on any real game's rules."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated, Any, ClassVar, Literal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from rookraiders_desktop.engine.core.errors import ActionRejected, RuleViolation, SaveError
from rookraiders_desktop.engine.core.game import Event, Result, SeatSetup, Setup
from rookraiders_desktop.engine.core.rng import Rng
from rookraiders_desktop.engine.core.room import GameRoom
from rookraiders_desktop.engine.core.session import Session, load_save, state_hash, write_atomically


# --- a tiny dice game: roll to build a turn total, bank it; a 1 loses the turn total ----------
class Roll(BaseModel):
    model_config = ConfigDict(frozen=True)
    kind: Literal["roll"] = "roll"
    player: int


class Bank(BaseModel):
    model_config = ConfigDict(frozen=True)
    kind: Literal["bank"] = "bank"
    player: int


DiceAction = Annotated[Roll | Bank, Field(discriminator="kind")]
ACTION_ADAPTER: TypeAdapter[Any] = TypeAdapter(DiceAction)


class DiceState(BaseModel):
    rng: Rng
    scores: list[int]
    turn: int = 0
    turn_total: int = 0
    last_die: int | None = None


class DiceGame(GameRoom):  # the shared defaults of the contract
    game_id: ClassVar[str] = "dice"
    title: ClassVar[str] = "Dice"
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 4
    content_version: ClassVar[str] = "dice-1"
    target: ClassVar[int] = 30

    def validate_setup(self, setup: Setup) -> None:
        if not self.min_players <= len(setup.seats) <= self.max_players:
            raise RuleViolation("DICE-1", "1 to 4 players")

    def new_game(self, setup: Setup, seed: int) -> DiceState:
        return DiceState(rng=Rng(seed=seed), scores=[0] * len(setup.seats))

    def to_move(self, state: DiceState) -> list[int]:
        return [] if self.result(state) else [state.turn]

    def legal_actions(self, state: DiceState, player: int) -> list[BaseModel]:
        if player not in self.to_move(state):
            return []
        actions: list[BaseModel] = [Roll(player=player)]
        if state.turn_total > 0:
            actions.append(Bank(player=player))
        return actions

    def apply(self, state: DiceState, action: BaseModel) -> list[Event]:
        if isinstance(action, Bank):
            if state.turn_total == 0:  # check before any change: the state stays untouched
                raise RuleViolation("DICE-2", "Nothing to bank yet")
            state.scores[action.player] += state.turn_total
            events = [Event(kind="banked", args={"player": action.player, "amount": state.turn_total})]
            self._pass(state)
            return events
        die = state.rng.die()
        state.last_die = die
        events = [Event(kind="rolled", args={"player": action.player, "die": die})]
        if die == 1:
            self._pass(state)
        else:
            state.turn_total += die
        return events

    def _pass(self, state: DiceState) -> None:
        state.turn_total = 0
        state.turn = (state.turn + 1) % len(state.scores)

    def view(self, state: DiceState, viewer: int | None) -> DiceState:
        return state.model_copy(deep=True)

    def opening_events(self, state: DiceState) -> list[Event]:
        return []

    def result(self, state: DiceState) -> Result | None:
        best = max(state.scores)
        if best < self.target:
            return None
        return Result(winners=[i for i, s in enumerate(state.scores) if s == best], reason="target reached")

    def parse_action(self, data: dict[str, Any]) -> BaseModel:
        return ACTION_ADAPTER.validate_python(data)

    def describe_action(self, action: BaseModel) -> str:
        return f"{action.kind} by {action.player}"  # type: ignore[attr-defined]

    def describe_event(self, event: Event) -> str:
        return f"{event.kind} {event.args}"

    def state_from_json(self, data: dict[str, Any]) -> DiceState:
        return DiceState.model_validate(data)


GAMES = {"dice": DiceGame()}
SETUP = Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Bo")])


def new_session(seed: int = 7, **kwargs: Any) -> Session:
    return Session(GAMES["dice"], SETUP, seed, **kwargs)


def play(session: Session, steps: int) -> None:
    """Roll twice then bank, for whoever is to move, `steps` times (or until the game ends)."""
    for _ in range(steps):
        if session.game.result(session.state):
            return
        player = session.game.to_move(session.state)[0]
        bank = session.state.turn_total >= 8
        session.submit(Bank(player=player) if bank else Roll(player=player))


def saved(session: Session, tmp_path: Path, name: str = "game.json") -> Path:
    path = tmp_path / name
    session.save(path)
    return path


def edit_save(path: Path, change: Any) -> Path:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# --- undo / redo -----------------------------------------------------------------------------
def test_undo_n_then_redo_n_gives_the_identical_state() -> None:
    session = new_session()
    hashes = [state_hash(session.state)]
    for _ in range(25):
        play(session, 1)
        hashes.append(state_hash(session.state))
    for back in range(1, 11):
        session.undo()
        assert state_hash(session.state) == hashes[-1 - back]
    for _ in range(10):
        session.redo()
    assert state_hash(session.state) == hashes[-1]
    assert not session.can_redo()


def test_undo_then_the_same_action_rolls_the_same_die() -> None:
    session = new_session(seed=3)
    play(session, 4)
    player = session.game.to_move(session.state)[0]
    first = session.submit(Roll(player=player))
    after = state_hash(session.state)
    session.undo()
    second = session.submit(Roll(player=player))
    assert first[0].args["die"] == second[0].args["die"]
    assert state_hash(session.state) == after


def test_a_new_action_after_undo_clears_redo() -> None:
    session = new_session()
    play(session, 3)
    session.undo()
    assert session.can_redo()
    play(session, 1)
    assert not session.can_redo()
    with pytest.raises(ActionRejected):
        session.redo()


def test_undo_with_an_empty_history_is_refused() -> None:
    session = new_session()
    assert not session.can_undo()
    with pytest.raises(ActionRejected):
        session.undo()


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), ops=st.lists(st.sampled_from(["play", "undo", "redo"]), max_size=60))
def test_any_mix_of_play_undo_redo_equals_a_fresh_replay_of_the_history(seed: int, ops: list[str]) -> None:
    session = new_session(seed=seed)
    for op in ops:
        if op == "play":
            play(session, 1)
        elif op == "undo" and session.can_undo():
            session.undo()
        elif op == "redo" and session.can_redo():
            session.redo()
    fresh = new_session(seed=seed)
    for action in session.actions:
        fresh.submit(action)
    assert state_hash(fresh.state) == state_hash(session.state)


# --- illegal actions -------------------------------------------------------------------------
def test_an_illegal_action_leaves_the_state_untouched() -> None:
    session = new_session()
    play(session, 3)
    while session.state.turn_total:  # finish the turn so nothing is there to bank
        play(session, 1)
    before, count = state_hash(session.state), len(session.history)
    player = session.game.to_move(session.state)[0]
    with pytest.raises(RuleViolation) as caught:
        session.submit(Bank(player=player))
    assert caught.value.rule == "DICE-2"
    assert state_hash(session.state) == before
    assert len(session.history) == count


def test_an_action_out_of_turn_is_refused_and_changes_nothing() -> None:
    session = new_session()
    before, count = state_hash(session.state), len(session.history)
    with pytest.raises(ActionRejected) as caught:
        session.submit(Roll(player=1))
    assert caught.value.rule == "TURN"
    assert state_hash(session.state) == before and len(session.history) == count


def test_no_action_is_accepted_after_the_end() -> None:
    session = new_session()
    play(session, 10_000)
    assert session.game.result(session.state) is not None
    with pytest.raises(ActionRejected) as caught:
        session.submit(Roll(player=0))
    assert caught.value.rule == "GAME-OVER"


# --- save and load ---------------------------------------------------------------------------
def test_save_then_load_replays_to_the_identical_state(tmp_path: Path) -> None:
    session = new_session(seed=11)
    play(session, 40)
    loaded = load_save(saved(session, tmp_path), games=GAMES)
    assert state_hash(loaded.state) == state_hash(session.state)
    assert loaded.actions == session.actions
    loaded.undo()  # a loaded game keeps its undo history
    session.undo()
    assert state_hash(loaded.state) == state_hash(session.state)


def test_a_finished_game_saves_and_loads(tmp_path: Path) -> None:
    session = new_session(seed=5)
    play(session, 10_000)
    loaded = load_save(saved(session, tmp_path), games=GAMES)
    assert loaded.game.result(loaded.state) == session.game.result(session.state)


def test_save_is_atomic_a_failed_write_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = new_session()
    play(session, 5)
    path = saved(session, tmp_path)
    old_text = path.read_text(encoding="utf-8")
    play(session, 5)

    def crash(src: Any, dst: Any) -> None:
        raise OSError("disk unplugged")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        session.save(path)
    assert path.read_text(encoding="utf-8") == old_text
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]  # no temporary file left


def test_write_atomically_replaces_the_whole_file(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "x.json"
    write_atomically(path, "a much longer first text")
    write_atomically(path, "short")
    assert path.read_text(encoding="utf-8") == "short"


def test_autosave_is_written_after_every_action_and_every_undo(tmp_path: Path) -> None:
    autosave = tmp_path / "autosave.json"
    session = new_session(autosave_path=autosave)
    assert not autosave.exists()
    for count in range(1, 8):
        play(session, 1)
        assert len(json.loads(autosave.read_text(encoding="utf-8"))["actions"]) == count
        assert state_hash(load_save(autosave, games=GAMES).state) == state_hash(session.state)
    session.undo()
    assert len(json.loads(autosave.read_text(encoding="utf-8"))["actions"]) == 6
    session.redo()
    assert len(json.loads(autosave.read_text(encoding="utf-8"))["actions"]) == 7


def test_an_autosave_that_cannot_be_written_does_not_stop_the_game(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    session = new_session(autosave_path=blocker / "autosave.json")
    play(session, 3)
    assert len(session.history) == 3


# --- bad save files: refused with a message a player can read ---------------------------------
def refused(path: Path) -> str:
    with pytest.raises(SaveError) as caught:
        load_save(path, games=GAMES)
    message = str(caught.value)
    assert path.name in message
    assert "Traceback" not in message
    return message


def test_a_truncated_save_is_refused(tmp_path: Path) -> None:
    session = new_session()
    play(session, 10)
    path = saved(session, tmp_path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    assert "corrupt or truncated" in refused(path)


def test_an_empty_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "empty.json"
    path.write_text("", encoding="utf-8")
    assert "corrupt or truncated" in refused(path)


def test_a_binary_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "picture.json"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe\x00")
    refused(path)


@pytest.mark.parametrize("content", ['{"hello": "world"}', "[1, 2, 3]", '"a string"', "42"])
def test_json_that_is_not_a_save_is_refused(tmp_path: Path, content: str) -> None:
    path = tmp_path / "other.json"
    path.write_text(content, encoding="utf-8")
    assert "not a Rook & Raiders Desktop save file" in refused(path)


def test_a_save_of_a_foreign_game_is_refused(tmp_path: Path) -> None:
    session = new_session()
    play(session, 3)
    path = edit_save(saved(session, tmp_path), lambda d: d.update(game_id="chess"))
    assert "unknown game 'chess'" in refused(path)


def test_a_save_with_another_format_version_is_refused(tmp_path: Path) -> None:
    session = new_session()
    play(session, 3)
    path = edit_save(saved(session, tmp_path), lambda d: d.update(format=99))
    assert "format 99" in refused(path)


def test_a_save_from_another_content_version_says_so(tmp_path: Path) -> None:
    session = new_session()
    play(session, 3)
    path = edit_save(saved(session, tmp_path), lambda d: d.update(content_version="dice-0"))
    message = refused(path)
    assert "dice-0" in message and "dice-1" in message and "version" in message


def test_a_save_with_an_edited_action_list_is_refused_by_the_hash(tmp_path: Path) -> None:
    session = new_session()
    play(session, 12)
    path = edit_save(saved(session, tmp_path), lambda d: d["actions"].pop())
    assert "does not reach the saved position" in refused(path)


def test_a_save_with_an_impossible_action_names_the_action(tmp_path: Path) -> None:
    session = new_session()
    play(session, 12)

    def break_third(data: dict[str, Any]) -> None:
        data["actions"][2] = {"kind": "fly", "player": 0}

    path = edit_save(saved(session, tmp_path), break_third)
    assert "action 3 " in refused(path)


def test_a_save_with_an_out_of_turn_action_is_refused(tmp_path: Path) -> None:
    session = new_session()
    play(session, 12)

    def swap_player(data: dict[str, Any]) -> None:
        data["actions"][0]["player"] = 1

    assert "action 1 cannot be replayed" in refused(edit_save(saved(session, tmp_path), swap_player))


def test_a_save_with_a_damaged_setup_is_refused(tmp_path: Path) -> None:
    session = new_session()
    play(session, 3)
    path = edit_save(saved(session, tmp_path), lambda d: d.update(setup={"seats": "nobody"}))
    assert "damaged" in refused(path)


def test_a_save_with_an_impossible_setup_is_refused(tmp_path: Path) -> None:
    session = new_session()
    play(session, 3)
    path = edit_save(saved(session, tmp_path), lambda d: d["setup"].update(seats=[]))
    assert "impossible setup" in refused(path)


def test_a_refused_load_leaves_the_current_game_alone(tmp_path: Path) -> None:
    session = new_session()
    play(session, 6)
    before = state_hash(session.state)
    path = edit_save(saved(session, tmp_path, "copy.json"), lambda d: d["actions"].pop())
    refused(path)
    assert state_hash(session.state) == before


def test_a_save_with_a_hand_edited_game_id_of_the_wrong_type_is_refused(tmp_path: Path) -> None:
    session = new_session()
    play(session, 3)
    refused(edit_save(saved(session, tmp_path), lambda d: d.update(game_id=["dice"])))


def test_a_loaded_game_undoes_exactly_though_its_snapshots_are_taken_only_at_the_first_undo(tmp_path: Path) -> None:
    from rookraiders_desktop.engine.bots import decide, make_bot
    from rookraiders_desktop.engine.registry import GAMES

    game = GAMES["nameless_dark_lord"]
    setup = Setup(seats=[SeatSetup(name=f"P{seat}") for seat in range(3)])
    live = Session(game, setup, 5)
    bots = [make_bot("random", seat, game.game_id) for seat in range(3)]
    for _ in range(40):
        seat = game.to_move(live.state)[0]
        live.submit(decide(bots[seat], game, live.state, seat))
    live.save(tmp_path / "game.json")
    loaded = load_save(tmp_path / "game.json")
    assert all(not entry.before for entry in loaded.history)  # opening skipped them
    for _ in range(5):
        live.undo()
        loaded.undo()
        assert state_hash(loaded.state) == state_hash(live.state)
    loaded.redo()
    live.redo()
    assert state_hash(loaded.state) == state_hash(live.state)


def test_opening_a_save_replays_without_a_copy_per_action_yet_refuses_an_edited_action(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A save's actions are judged by the rules as they are replayed, but the room keeps no copy
    of the state to fall back on (a refused action refuses the whole file): opening a long save
    costs the rules' work alone."""
    from rookraiders_desktop.engine.bots import decide, make_bot
    from rookraiders_desktop.engine.core import room
    from rookraiders_desktop.engine.registry import GAMES as REAL

    game = REAL["nameless_dark_lord"]
    live = Session(game, Setup(seats=[SeatSetup(name=f"P{seat}") for seat in range(3)]), 5)
    bots = [make_bot("random", seat, game.game_id) for seat in range(3)]
    for _ in range(40):
        seat = game.to_move(live.state)[0]
        live.submit(decide(bots[seat], game, live.state, seat))
    path = saved(live, tmp_path)
    copies: list[object] = []
    clone = room.clone_state
    monkeypatch.setattr(room, "clone_state", lambda state: copies.append(state) or clone(state))
    assert state_hash(load_save(path).state) == state_hash(live.state)
    assert copies == []

    def another_seat_moves(data: dict[str, Any]) -> None:
        data["actions"][20]["player"] = (data["actions"][20]["player"] + 1) % 3

    with pytest.raises(SaveError, match="action 21 "):
        load_save(edit_save(path, another_seat_moves))


def test_an_opened_game_takes_its_undo_snapshots_a_few_at_a_time_and_undoes_exactly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first undo of an opened long game replays it and keeps only the last few positions
    (pickling all of them cost more than the replay); an undo past them replays again."""
    from rookraiders_desktop.engine.core import session as core_session

    monkeypatch.setattr(core_session, "UNDO_SNAPSHOTS_AT_ONCE", 3)
    live = new_session()
    play(live, 20)
    loaded = load_save(saved(live, tmp_path), games=GAMES)
    actions = len(live.history)
    loaded.undo()
    live.undo()
    assert state_hash(loaded.state) == state_hash(live.state)
    assert [bool(entry.before) for entry in loaded.history] == [False] * (actions - 3) + [True, True]
    for _ in range(8):  # across three more replays
        loaded.undo()
        live.undo()
        assert state_hash(loaded.state) == state_hash(live.state)
