"""Roguelight's expert (issue 18): what its search looks at.

A sampled world builds the seat's own sheet alone, with new dice; the playouts' quick scores are
the greedy bot's to the decimal; a sheet is judged by the points it is expected to end with (the
combats its scoring rooms promise, RL-11.5 to RL-11.8, and the rounds it may still build, RL-8.3);
an exit or a route is left to the greedy bot.
"""

from __future__ import annotations

import random

import pytest

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.games.roguelight.actions import ChooseExit
from rookraiders_desktop.engine.games.roguelight.expert import SETTLED, RoguelightExpert, combat_chance

from .test_expert import position


def test_rl_11_5_combat_chance_counts_the_lower_die_the_armed_level_and_doubles() -> None:
    assert combat_chance(0, 1) == 0.0, "no monster, no combat (RL-11.3)"
    assert combat_chance(1, 1) == pytest.approx(6 / 36), "one monster scores on doubles only (RL-11.7)"
    assert combat_chance(2, 1) == pytest.approx(16 / 36), "a lower die of 1, or doubles"
    assert combat_chance(6, 1) == 1.0
    assert combat_chance(3, 2) < combat_chance(3, 1), "a better armed adventurer is harder to hurt"


def test_rl_3_a_sampled_world_builds_only_the_seat_sheet_with_new_dice() -> None:
    game, state = position("roguelight", 3, 4, 3)
    seat = game.to_move(state)[0]
    view = game.view(state, seat)
    world = RoguelightExpert().determinize(view, seat, random.Random(1))
    assert [s.building for s in world.sheets] == [s.player == seat for s in world.sheets]
    assert game.to_move(world) == [seat]
    assert world.sheets[seat] == view.sheets[seat]
    assert world.rng != view.rng


def test_the_playout_quick_scores_are_the_greedy_bots() -> None:
    game, state = position("roguelight", 2, 7, 6)
    expert = RoguelightExpert()
    seat = game.to_move(state)[0]
    legal = game.legal_actions(state, seat)
    assert len(legal) > 50
    for action in legal:
        assert expert.quick(state, seat, action) == pytest.approx(expert.greedy.value(state, seat, action))


def test_rl_8_3_a_sheet_that_may_still_build_is_worth_more() -> None:
    game, state = position("roguelight", 1, 5, 10)
    expert = RoguelightExpert()
    expert.candidates(game, state, 0, game.legal_actions(state, 0), random.Random(0))
    building = expert.worth(state, 0)
    state.sheets[0].building = False
    assert expert.worth(state, 0) < building, "ending the building part early loses the rounds left"
    assert expert.clock(state) == SETTLED, "a playout stops once the sheet is built"


def test_rl_8_6_the_exit_is_the_greedy_bots_choice_alone() -> None:
    game, state = position("roguelight", 1, 5, 0)
    greedy = make_bot("greedy", 0, "roguelight")
    while not state.sheets[0].needs_exit:
        game.apply(state, decide(greedy, game, state, 0))
    legal = game.legal_actions(state, 0)
    assert all(isinstance(a, ChooseExit) for a in legal)
    assert len(RoguelightExpert().candidates(game, state, 0, legal, random.Random(0))) == 1
