"""Property tests over random legal play: the game always ends, nothing is created or lost,
saves replay exactly, undo/redo is exact, and an illegal action changes nothing."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import Session, session_from_save, state_hash
from rookraiders_desktop.engine.games.rook_raiders.actions import (
    ChooseCommand,
    MoveUnit,
    PlaceInitial,
    Recruit,
    StartAction,
)
from rookraiders_desktop.engine.games.rook_raiders.content import load_content
from rookraiders_desktop.engine.games.rook_raiders.models import GameState, MonsterPiece, UnitPiece
from rookraiders_desktop.engine.registry import GAMES

GAME = GAMES["rook_raiders"]
RULES = load_content().rules


def setup(players: int, **options) -> Setup:
    return Setup(seats=[SeatSetup(name=f"P{i + 1}") for i in range(players)], options=options)


def check_conservation(state: GameState) -> None:
    units: list[str] = state.unit_deck + state.unit_discard + state.mercenaries
    for pile in state.levelup_piles.values():
        units += pile
    monsters: list[str] = list(state.white_deck) + state.box
    for pile in state.black_piles.values():
        monsters += pile
    markers = state.markers_common
    cubes = state.cubes_common
    honour = state.honour_stock
    medals = list(state.medal_pool)
    for p in state.players:
        units += p.hand
        monsters += p.defeated + p.castle + [uid for q in p.queues for uid in q]
        markers += p.markers
        cubes += p.cubes
        honour += p.honour_tokens
        medals += p.medals
        for piece in p.board:
            if isinstance(piece, UnitPiece):
                units.append(piece.card)
                markers += piece.acted
                cubes += piece.damage
            elif isinstance(piece, MonsterPiece):
                monsters.append(piece.card)
                cubes += piece.damage
    assert Counter(units) == Counter(state.unit_cards.keys()), "a unit card was created or lost"
    assert Counter(monsters) == Counter(state.monster_cards.keys()), "a monster card was created or lost"
    assert markers == RULES.markers_total
    assert cubes == RULES.cubes_total
    assert honour == RULES.honour_tokens
    assert Counter(medals) == Counter(RULES.medals)
    # Expansion 2: the Trap cards are conserved, one per player at most, never on two squares
    traps = list(state.trap_supply)
    for p in state.players:
        assert len(p.trap_hand) + len(p.traps) <= 1, "a player holds more than one Trap (RX-13.4)"
        traps += p.trap_hand + [t.card for t in p.traps]
        for t in p.traps:
            assert p.board[t.square] is None, "a Trap shares its square with a card (RX-13.3)"
        assert len({t.square for t in p.traps}) == len(p.traps)
        assert len(set(p.levelup_names)) == len(p.levelup_names), "two level-up cards of one name (RX-5.8)"
    expected = [f"trap_{i + 1}" for i in range(2)] if "level_up_2" in state.variants else []
    assert sorted(traps) == expected, "a Trap card was created or lost"


def play_random(players: int, seed: int, check_every_step: bool = True, **options) -> Session:
    session = Session(GAME, setup(players, **options), seed)
    rng = random.Random(seed)
    for _ in range(5000):
        if GAME.result(session.state) is not None:
            break
        actor = GAME.to_move(session.state)[0]
        for other in range(players):  # only the player to act has choices (OpenSpiel's check)
            if other != actor:
                assert GAME.legal_actions(session.state, other) == []
        legal = GAME.legal_actions(session.state, actor)
        assert legal, "a player must act but has no legal action"
        session.submit(rng.choice(legal))
        if check_every_step:
            check_conservation(session.state)
    return session


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_play_always_ends_and_conserves_components(players):
    for seed in range(12):
        session = play_random(players, seed)
        assert GAME.result(session.state) is not None, f"game {players}p seed {seed} did not end"


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(1, 4), seed=st.integers(0, 10_000), difficulty=st.sampled_from([None, "easy", "normal", "hard"])
)
def test_property_random_games_end_conserve_and_replay(players, seed, difficulty):
    options = {"solo_difficulty": difficulty} if players == 1 else {}
    session = play_random(players, seed, check_every_step=False, **options)
    assert GAME.result(session.state) is not None
    check_conservation(session.state)
    # save -> load -> replay reaches the identical state
    data = json.loads(json.dumps(session.to_save()))
    replayed = session_from_save(data)
    assert state_hash(replayed.state) == state_hash(session.state)
    assert replayed.state.model_dump() == session.state.model_dump()


@pytest.mark.parametrize("players", [1, 3])
def test_undo_n_then_redo_n_is_identical(players):
    session = play_random(players, 5)
    final = session.state.model_dump()
    n = len(session.history)
    hashes = []
    for _ in range(n):
        hashes.append(state_hash(session.state))
        session.undo()
    assert session.state.model_dump() == GAME.new_game(setup(players), 5).model_dump()
    for i in range(n):
        session.redo()
        assert state_hash(session.state) == hashes[n - 1 - i]
    assert session.state.model_dump() == final


def test_illegal_actions_leave_the_state_untouched():
    rng = random.Random(3)
    session = play_random(2, 11)
    # replay the same game and at every decision try a handful of illegal actions
    game = Session(GAME, setup(2), 11)
    bogus = [
        ChooseCommand(player=0, command="nap"),
        PlaceInitial(player=0, card="u99", square=0),
        StartAction(player=0, square=0),
        MoveUnit(player=0, to=0),
        Recruit(player=0, card="zz", square=4),
        ChooseCommand(player=1, command="advance"),
        StartAction(player=1, square=99),
    ]
    tried = 0
    for action in session.actions:
        before = game.state.model_dump()
        legal = GAME.legal_actions(game.state, GAME.to_move(game.state)[0])
        for wrong in rng.sample(bogus, 3):
            if wrong in legal:
                continue
            with pytest.raises(RuleViolation) as info:
                game.submit(wrong)
            assert info.value.rule
            assert game.state.model_dump() == before
            tried += 1
        game.submit(action)
    assert tried > 20
    assert game.state.model_dump() == session.state.model_dump()


@pytest.mark.parametrize("players", [1, 2, 4])
def test_greedy_bot_games_reach_the_end_game_and_conserve(players):
    """Greedy bots survive longer than random ones: the deck runs out, victory windows open."""
    from rookraiders_desktop.engine.games.rook_raiders.bot import GreedyBot

    reasons = []
    for seed in range(6):
        session = Session(GAME, setup(players), seed, keep_snapshots=False)
        bots = [GreedyBot(seed + i) for i in range(players)]
        rng = random.Random(seed)
        for _ in range(5000):
            if GAME.result(session.state) is not None:
                break
            actor = GAME.to_move(session.state)[0]
            session.submit(bots[actor].choose(GAME, session.state, GAME.legal_actions(session.state, actor), rng))
            check_conservation(session.state)
        result = GAME.result(session.state)
        assert result is not None
        reasons.append(result.reason)
    if players == 4:
        assert any(r.startswith("RR-19") for r in reasons), reasons


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_rx_random_and_bot_games_with_expansion_2_end_and_conserve(players):
    """Expansion 2 (Level Up 2 and the partial Rules B monsters) on: random and greedy games end,
    every invariant holds after every action, and the save replays identically."""
    from rookraiders_desktop.engine.games.rook_raiders.bot import GreedyBot

    for variants in (["level_up_2"], ["level_up_2", "rules_b_monsters"], ["rules_b_monsters"]):
        for seed in range(3):
            session = play_random(players, seed, variants=variants)
            assert GAME.result(session.state) is not None
            session = Session(GAME, setup(players, variants=variants), seed + 10)
            bots = [GreedyBot(seed + i) for i in range(players)]
            rng = random.Random(seed)
            for _ in range(6000):
                if GAME.result(session.state) is not None:
                    break
                actor = GAME.to_move(session.state)[0]
                session.submit(bots[actor].choose(GAME, session.state, GAME.legal_actions(session.state, actor), rng))
                check_conservation(session.state)
            assert GAME.result(session.state) is not None
            data = json.loads(json.dumps(session.to_save()))
            replayed = session_from_save(data)
            assert replayed.state.model_dump() == session.state.model_dump()
