"""The Nameless Dark Lord, property tests over random and bot play: every game ends after exactly
nine rounds with a score for everyone, nothing is created or lost, saves replay exactly, undo/redo
is exact, an illegal action changes nothing, and the view hides only what the table hides."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rookraiders_desktop.engine.bots import make_bot
from rookraiders_desktop.engine.core.errors import RuleViolation, SaveError
from rookraiders_desktop.engine.core.session import Session, session_from_save, state_hash
from rookraiders_desktop.engine.games.nameless_dark_lord.actions import (
    Acquire,
    Activate,
    Decline,
    EndTurn,
    Exchange,
    Pass,
    PayCurse,
    PlaceUnit,
    Reorder,
    SwapCard,
    TakeBack,
    TakeBomber,
)
from rookraiders_desktop.engine.games.nameless_dark_lord.models import GameState
from rookraiders_desktop.engine.games.nameless_dark_lord.rules import GAME

from .nd_helpers import RULES, setup

GAMES = {"nameless_dark_lord": GAME}


def check_conservation(state: GameState) -> None:
    places = list(state.deck) + state.trash + state.bombers + state.box + [state.start_card]
    power = state.power_tokens
    charge = state.charge_tokens
    placed_by: Counter = Counter()
    for area in state.areas:
        if area.target:
            places.append(area.target)
        for u in area.units:
            places.append(u.card)
            power += u.power_tokens
            charge += u.charge
            placed_by[u.owner] += 1
    for u in state.removed:
        places.append(u.card)
        power += u.power_tokens
        charge += u.charge
        placed_by[u.owner] += 1
    for p in state.players:
        places += p.home
        assert set(p.off) <= set(p.home) and set(p.new) <= set(p.home)
        assert 0 <= p.sleeves + placed_by[p.seat] <= RULES.max_sleeves
        assert state.sleeve_stock[p.colour] + p.sleeves + placed_by[p.seat] == RULES.sleeves_per_colour
        assert p.gold >= 0 and p.silver >= 0 and p.curses >= 0
    assert Counter(places) == Counter(state.cards.keys()), "a card was created or lost"
    assert state.stock_gold + sum(p.gold for p in state.players) == RULES.stock.gold
    assert state.stock_silver + sum(p.silver for p in state.players) == RULES.stock.silver
    assert power == RULES.power_tokens
    assert charge == RULES.charge_tokens
    assert state.curse_tokens + sum(p.curses for p in state.players) == RULES.curse_tokens


def play(
    players: int, seed: int, bots: str = "random", check_every_step: bool = True, keep_snapshots: bool = True
) -> Session:
    session = Session(GAME, setup(players), seed, keep_snapshots=keep_snapshots)
    seats = [make_bot(bots, seed * 10 + i, "nameless_dark_lord") for i in range(players)]
    for _ in range(3000):
        state = session.state
        if GAME.result(state) is not None:
            break
        actor = GAME.to_move(state)[0]
        for other in range(players):  # only the player to act has choices
            if other != actor:
                assert GAME.legal_actions(state, other) == []
        legal = GAME.legal_actions(state, actor)
        assert legal, "a player must act but has no legal action"
        bot = seats[actor]
        view = GAME.view(state, actor) if getattr(bot, "needs_view", True) else None
        session.submit(bot.choose(GAME, view, legal, bot.rng))
        if check_every_step:
            check_conservation(session.state)
    return session


def rounds_played(session: Session) -> list[int]:
    rounds = [e.args["round"] for e in session.opening_events if e.kind == "round"]
    for entry in session.history:
        rounds += [e.args["round"] for e in entry.events if e.kind == "round"]
    return rounds


@pytest.mark.parametrize("players", [3, 4])
def test_random_games_last_exactly_nine_rounds_score_everyone_and_conserve(players):
    for seed in range(6):
        session = play(players, seed)
        state = session.state
        result = GAME.result(state)
        assert result is not None, f"{players}p seed {seed} did not end"
        assert rounds_played(session) == list(range(1, 10))
        assert sorted(result.scores) == list(range(players)) and len(state.scores) == players
        assert result.winners and all(result.scores[w] == max(result.scores.values()) for w in result.winners)
        assert state.deck == []


@pytest.mark.parametrize("players", [3, 4])
def test_greedy_games_last_exactly_nine_rounds_and_conserve(players):
    for seed in range(2):
        session = play(players, seed, bots="greedy", keep_snapshots=False)
        assert GAME.result(session.state) is not None
        assert rounds_played(session) == list(range(1, 10))
        assert len(GAME.result(session.state).scores) == players


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(3, 4), seed=st.integers(0, 10_000))
def test_property_random_games_end_conserve_and_replay(players, seed):
    session = play(players, seed, check_every_step=False)
    assert GAME.result(session.state) is not None
    check_conservation(session.state)
    data = json.loads(json.dumps(session.to_save()))
    replayed = session_from_save(data, games=GAMES)
    assert state_hash(replayed.state) == state_hash(session.state)
    assert replayed.state.model_dump() == session.state.model_dump()


def test_save_load_replay_is_identical_mid_game_and_refuses_edits():
    session = play(4, 33)
    for cut in (1, 57, len(session.history) // 2):
        partial = Session(GAME, setup(4), 33)
        for action in session.actions[:cut]:
            partial.submit(action)
        data = json.loads(json.dumps(partial.to_save(), ensure_ascii=False))
        loaded = session_from_save(data, games=GAMES)
        assert loaded.state.model_dump() == partial.state.model_dump()
    data = session.to_save()
    data["actions"][10] = {"kind": "place", "player": 0, "card": "dragons_hoard.1", "area": 0}
    with pytest.raises(SaveError):
        session_from_save(json.loads(json.dumps(data)), games=GAMES)


def test_undo_n_then_redo_n_is_identical():
    session = play(3, 5)
    final = session.state.model_dump()
    n = len(session.history)
    hashes = []
    for _ in range(n):
        hashes.append(state_hash(session.state))
        session.undo()
    assert session.state.model_dump() == GAME.new_game(setup(3), 5).model_dump()
    for i in range(n):
        session.redo()
        assert state_hash(session.state) == hashes[n - 1 - i]
    assert session.state.model_dump() == final


def bogus_actions(state: GameState) -> list:
    seat = GAME.to_move(state)[0]
    other = (seat + 1) % len(state.players)
    some = next(iter(state.players[other].home))
    return [
        PlaceUnit(player=seat, card=some, area=0),
        PlaceUnit(player=seat, card="nope.1", area=9),
        PlaceUnit(player=seat, card=state.players[seat].home[0], area=0),
        Activate(player=seat, card=state.players[seat].home[0]),
        Activate(player=seat, card=some, targets=("x.1",)),
        Pass(player=other),
        EndTurn(player=seat),
        Acquire(player=seat, exchanges=(Exchange(card=some, pattern=1),)),
        Acquire(player=other),
        Reorder(player=seat, order=("a.1",)),
        SwapCard(player=seat, card="zz.1"),
        TakeBack(player=seat, card=some),
        TakeBomber(player=other),
        PayCurse(player=seat),
        Decline(player=other),
    ]


def test_illegal_actions_leave_the_state_untouched():
    rng = random.Random(3)
    reference = play(4, 12)
    game = Session(GAME, setup(4), 12)
    tried = 0
    for action in reference.actions:
        before = game.state.model_dump()
        legal = GAME.legal_actions(game.state, GAME.to_move(game.state)[0])
        for wrong in rng.sample(bogus_actions(game.state), 4):
            if wrong in legal:
                continue
            with pytest.raises(RuleViolation) as info:
                game.submit(wrong)
            assert info.value.rule
            assert game.state.model_dump() == before
            tried += 1
        game.submit(action)
    assert tried > 200
    assert game.state.model_dump() == reference.state.model_dump()


def test_every_legal_action_is_accepted_and_describable():
    session = play(4, 8)
    replay = Session(GAME, setup(4), 8)
    for action in session.actions[:150]:
        state = replay.state
        legal = GAME.legal_actions(state, GAME.to_move(state)[0])
        assert len(set(legal)) == len(legal)
        for a in legal:
            text = GAME.describe_action(a, state)
            assert text and "{" not in text
            assert GAME.parse_action(a.model_dump(mode="json")) == a
        replay.submit(action)
    for entry in session.history:
        for event in entry.events:
            text = GAME.describe_event(event)
            assert text and "{" not in text and not text.startswith(event.kind + ":"), event


def test_the_view_hides_only_the_deck_order_the_crystals_cards_and_the_rng():
    session = play(4, 4)
    replay = Session(GAME, setup(4), 4)
    for action in session.actions[:60]:
        replay.submit(action)
    state = replay.state
    view = GAME.view(state, 0)
    assert view.rng.seed == 0 and view.rng.counter == 0
    assert sorted(view.deck) == sorted(state.deck)
    assert sum(view.deck_backs.values()) == len(state.deck)
    assert not state.flow.scry
    same = view.model_dump(exclude={"rng", "deck", "deck_backs"})
    assert same == state.model_dump(exclude={"rng", "deck", "deck_backs"})
    assert state.rng.counter > 0  # the real generator is untouched


def test_every_seat_sees_the_same_table_so_hot_seat_needs_no_curtain():
    """Everything is public (issue 5): any two seats' views are equal at every decision, except the
    L1-F user's own look at the next cards while putting them back."""
    session = play(4, 19)
    replay = Session(GAME, setup(4), 19)
    for action in session.actions:
        state = replay.state
        views = [GAME.view(state, seat).model_dump() for seat in range(4)]
        if state.flow.decision == "scry":
            views = [v for seat, v in enumerate(views) if seat != state.flow.decider]
        assert all(v == views[0] for v in views)
        replay.submit(action)
