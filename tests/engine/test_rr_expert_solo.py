"""Rook & Raiders' expert solo (issue 18): how it judges a position of the race (RR-18).

Solo the player wins by defeating every monster (RR-18.1) before the end of the last round, the
round after the unit deck runs out (RR-18.6), and loses at once to a breach (RR-18.2). The expert
judges the end of a playout by the chance of winning that greedy solo games had from such a
position (SOLO_WEIGHTS): the work still to do, the HP left of the monsters on the board and in the
white deck, against the rounds left to do it in.
"""

from __future__ import annotations

from typing import Any

from rookraiders_desktop.engine.games.rook_raiders import expert as rr_expert
from rookraiders_desktop.engine.games.rook_raiders.models import MonsterPiece
from rookraiders_desktop.engine.games.rook_raiders.rules import monster_def

from .test_expert import position

SOLO_NORMAL = {"solo_difficulty": "normal"}


def solo_position() -> tuple[Any, Any]:
    """A solo Normal game a few rounds in, with a monster on the board that has HP to spare."""
    for steps in range(10, 200, 5):
        game, state = position("rook_raiders", 1, 7, steps, SOLO_NORMAL)
        board = state.players[0].board
        if state.flow.round >= 2 and any(
            isinstance(m, MonsterPiece) and monster_def(state, m.card).hp - m.damage >= 2 for m in board
        ):
            return game, state
    raise AssertionError("no such position")


def test_rr_18_1_solo_damage_dealt_to_a_monster_is_work_done() -> None:
    game, state = solo_position()
    expert = rr_expert.RookRaidersExpert()
    before = expert.evaluate(game, state, 0)
    board = state.players[0].board
    square = next(
        s for s, m in enumerate(board) if isinstance(m, MonsterPiece) and monster_def(state, m.card).hp - m.damage >= 2
    )
    piece = board[square]
    assert isinstance(piece, MonsterPiece)
    piece.damage += 1
    assert expert.evaluate(game, state, 0) > before, "a monster hurt but standing is nearer defeat"


def test_rr_18_1_solo_the_white_deck_is_work_still_to_do() -> None:
    game, state = solo_position()
    expert = rr_expert.RookRaidersExpert()
    if not state.white_deck:
        raise AssertionError("the position has no white deck left")
    before = expert.evaluate(game, state, 0)
    state.white_deck.pop()
    assert expert.evaluate(game, state, 0) > before


def test_rr_18_6_solo_fewer_rounds_left_lower_the_chance() -> None:
    game, state = solo_position()
    expert = rr_expert.RookRaidersExpert()
    assert state.flow.last_round is None and len(state.unit_deck) >= 6
    before = expert.evaluate(game, state, 0)
    assert rr_expert.solo_features(state)[1] == len(state.unit_deck) // 3 + 1
    del state.unit_deck[:3]  # a round sooner out of mercenaries: the last round comes a round sooner
    assert expert.evaluate(game, state, 0) < before
    state.flow.last_round = state.flow.round  # RR-18.6: this is the last round
    assert rr_expert.solo_features(state)[1] == 1
    assert expert.evaluate(game, state, 0) < before
