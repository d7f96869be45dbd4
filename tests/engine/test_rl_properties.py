"""Roguelight properties: random and greedy games for 1-6 players on both maps end with scores;
save -> load -> replay and undo/redo are exact; illegal actions change nothing; a view never shows
another seat's sheet (and so its secret choice) during building; every accepted block obeys the
placement rules, checked independently."""

from __future__ import annotations

import random

import pytest

from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.core.session import Session, session_from_save, state_hash
from rookraiders_desktop.engine.games.roguelight.actions import EffectBlock, PlaceWall
from rookraiders_desktop.engine.games.roguelight.bot import GreedyBot
from rookraiders_desktop.engine.games.roguelight.content import load_content
from rookraiders_desktop.engine.games.roguelight.rules import GAME

from .rl_helpers import setup

GAMES = {"roguelight": GAME}


def independent_block_check(state, player, cells):
    m = load_content().maps[state.map_id]
    s = state.sheets[player]
    filled = set(s.filled)
    cells = [tuple(c) for c in cells]
    assert all(0 <= x < m.width and 0 <= y < m.height for x, y in cells)
    assert not any(y * m.width + x in filled for x, y in cells)  # RL-4.14
    inside = {next((i for i, r in enumerate(s.rects) if r.contains(x, y)), -1) for x, y in cells}
    assert len(inside) == 1  # RL-4.15
    touch = False
    for x, y in cells:
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nx, ny = x + dx, y + dy
            if (nx, ny) in cells or not (0 <= nx < m.width and 0 <= ny < m.height):
                continue
            if ny * m.width + nx in filled or any(r.contains(nx, ny) for r in s.rects):
                touch = True
            for r in s.rects:  # RL-4.12
                assert not (r.contains(x, y) and not r.contains(nx, ny))
    assert touch  # RL-4.10


def play(n, seed, map_id="basic", bots="random", check=False):
    session = Session(GAME, setup(n, map_id), seed)
    rnd = random.Random(seed)
    greedy = [GreedyBot(seed * 10 + i) for i in range(n)]
    for _ in range(5000):
        state = session.state
        if GAME.result(state) is not None:
            break
        movers = GAME.to_move(state)
        assert movers
        p = rnd.choice(movers)
        legal = GAME.legal_actions(state, p)
        assert legal
        if bots == "greedy":
            action = greedy[p].choose(GAME, GAME.view(state, p), legal, greedy[p].rng)
        else:
            action = rnd.choice(legal)
        if check and isinstance(action, (PlaceWall, EffectBlock)):
            independent_block_check(state, p, action.cells)
        if check and state.phase == "building":
            for viewer in range(n):
                v = GAME.view(state, viewer)
                for other in v.sheets:
                    if other.player != viewer:
                        assert other.hidden and other.filled == [] and other.rects == [] and other.pending == []
        session.submit(action)
    assert GAME.result(session.state) is not None
    return session


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6])
@pytest.mark.parametrize("map_id", ["basic", "advanced"])
def test_random_games_end_with_scores(n, map_id):
    session = play(n, 100 + n, map_id, check=(n <= 3))
    result = GAME.result(session.state)
    assert set(result.scores) == set(range(n))
    assert all(s.score is not None for s in session.state.sheets)
    if n == 1:
        assert result.title


@pytest.mark.parametrize("n", [1, 4, 6])
def test_greedy_games_end_with_scores(n):
    session = play(n, 7 + n, "advanced" if n == 4 else "basic", bots="greedy")
    assert len(GAME.result(session.state).scores) == n


def test_save_load_replay_identical():
    session = play(3, 21, "advanced")
    data = session.to_save()
    again = session_from_save(data, games=GAMES)
    assert state_hash(again.state) == state_hash(session.state)


def test_undo_redo_identical():
    session = play(2, 5)
    final = state_hash(session.state)
    for _ in range(len(session.history)):
        session.undo()
    for _ in range(len(session.redo_stack)):
        session.redo()
    assert state_hash(session.state) == final


def test_illegal_actions_change_nothing():
    session = Session(GAME, setup(2), 3)
    state = session.state
    before = state_hash(state)
    bad = [
        PlaceWall(player=0, die="white", cells=((6, 6),)),
        PlaceWall(player=0, die="one", cells=((6, 6),)),
        PlaceWall(player=5, die="one", cells=((0, 1),)),
    ]
    for action in bad:
        with pytest.raises(RuleViolation):
            GAME.apply(state, action)
        assert state_hash(state) == before


def test_view_hides_other_sheets_until_interception():
    session = Session(GAME, setup(3), 9)
    state = session.state
    p = GAME.to_move(state)[0]
    session.submit(GAME.legal_actions(state, p)[0])
    for viewer in (0, 1, 2, None):
        v = GAME.view(session.state, viewer)
        for s in v.sheets:
            if s.player != viewer:
                assert s.hidden and s.white == 0 and s.filled == [] and not s.acted
        assert v.rng.seed == 0
    done = play(3, 9)
    v = GAME.view(done.state, 0)
    assert not any(s.hidden for s in v.sheets)
