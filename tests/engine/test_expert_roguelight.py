"""Roguelight's expert (issue 18): what its search looks at.

A sampled world builds the seat's own sheet alone, with new dice; the playouts' quick scores are
the greedy bot's to the decimal; a sheet is judged by the points it is expected to end with (the
combats its scoring rooms promise, RL-11.5 to RL-11.8, only those on the adventurer's route once
built, RL-13.2, the rounds it may still build, RL-8.3, and, alone, its planned rooms' progress,
less as the rounds run out), alone about linearly and with rivals
by its chance to end first; an exit is chosen without sampling, for its building points and its
route's combats.
"""

from __future__ import annotations

import random

import pytest

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.games.roguelight.actions import ChooseExit
from rookraiders_desktop.engine.games.roguelight.content import load_content
from rookraiders_desktop.engine.games.roguelight.expert import (
    SETTLED,
    Quick,
    RoguelightExpert,
    armed_level,
    combat_chance,
    win_chance,
)
from rookraiders_desktop.engine.games.roguelight.models import GameState
from rookraiders_desktop.engine.games.roguelight.rules import route_choices

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
    expert = RoguelightExpert()
    sizes = []
    for steps in (6, 20, 30, 40):
        game, state = position("roguelight", 2, 7, steps)
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        greedy = [expert.greedy.value(state, seat, action) for action in legal]
        rate = Quick(expert.greedy, state, seat)
        assert [rate(action) for action in legal] == pytest.approx(greedy), "one rater for a whole batch"
        backwards = Quick(expert.greedy, state, seat)
        assert [backwards(action) for action in reversed(legal)] == pytest.approx(greedy[::-1])
        assert [expert.quick(state, seat, action) for action in legal] == pytest.approx(greedy)
        sizes.append(len(legal))
    assert max(sizes) > 50, "batches of walls among them"


def test_the_quick_scores_pass_over_a_room_built_over() -> None:
    game, state = position("roguelight", 2, 7, 40)
    seat = game.to_move(state)[0]
    sheet = state.sheets[seat]
    width = load_content().maps[state.map_id].width
    room = sheet.rects[0]
    x, y = room.x + room.w // 2, room.y + room.h // 2
    sheet.filled = [*sheet.filled, y * width + x]  # a wall in the middle of the first planned room
    expert = RoguelightExpert()
    legal = game.legal_actions(state, seat)
    greedy = [expert.greedy.value(state, seat, action) for action in legal]
    assert [Quick(expert.greedy, state, seat)(action) for action in legal] == pytest.approx(greedy)
    assert len(Quick(expert.greedy, state, seat)._planned()) == len(sheet.rects) - 1, "its progress stays 0"


def test_rl_8_3_a_sheet_that_may_still_build_is_worth_more() -> None:
    game, state = position("roguelight", 1, 5, 10)
    expert = RoguelightExpert()
    expert.candidates(game, state, 0, game.legal_actions(state, 0), random.Random(0))
    building = expert.worth(state, 0)
    state.sheets[0].building = False
    assert expert.worth(state, 0) < building, "ending the building part early loses the rounds left"
    assert expert.clock(state) == SETTLED, "a playout stops once the sheet is built"


def test_rl_8_6_the_exit_is_chosen_without_sampling() -> None:
    game, state = position("roguelight", 1, 5, 0)
    greedy = make_bot("greedy", 0, "roguelight")
    while not state.sheets[0].needs_exit:
        game.apply(state, decide(greedy, game, state, 0))
    legal = game.legal_actions(state, 0)
    assert all(isinstance(a, ChooseExit) for a in legal)
    assert len(RoguelightExpert().candidates(game, state, 0, legal, random.Random(0))) == 1


def built_sheet() -> tuple[GameState, list[int], list[int]]:
    """A solo game whose sheet is built and scored, with scoring rooms holding monsters both on the
    adventurer's routes (RL-13.2) and off them: (state, rooms on a route, rooms off every route)."""
    for seed in range(600, 640):
        game, state = position("roguelight", 1, seed, 0)
        greedy = make_bot("greedy", 0, "roguelight")
        while state.sheets[0].score is None:
            game.apply(state, decide(greedy, game, state, 0))
        sheet = state.sheets[0]
        assert sheet.score is not None
        on = rooms_on_routes(state)
        fought = [k for k, r in enumerate(sheet.score.rooms) if r.scoring and r.monsters]
        if set(fought) & on and set(fought) - on:
            return state, sorted(set(fought) & on), sorted(set(fought) - on)
    raise AssertionError("no seed gave such a sheet")


def rooms_on_routes(state: GameState) -> set[int]:
    """The rooms the rules let the adventurer enter on a route with the fewest rooms."""
    sheet = state.sheets[0]
    assert sheet.score is not None
    m = load_content().maps[state.map_id]
    start = [k for k, r in enumerate(sheet.score.rooms) if r.contains(*sheet.entrance)]
    on = set(start[:1])
    todo = [start[0] if start else -1]
    while todo:
        for room in route_choices(m, sheet, todo.pop()):
            if room is not None and room not in on:
                on.add(room)
                todo.append(room)
    return on


def test_rl_13_2_only_the_rooms_on_the_adventurers_route_promise_combats() -> None:
    state, on, off = built_sheet()
    sheet = state.sheets[0]
    assert sheet.score is not None and sheet.exit is not None
    m = load_content().maps[state.map_id]
    expert = RoguelightExpert()
    promised = expert.combats(m, sheet, sheet.score, sheet.exit, 0.0)
    assert promised > 0
    for k in off:
        sheet.score.rooms[k].monsters = 0
    assert expert.combats(m, sheet, sheet.score, sheet.exit, 0.0) == pytest.approx(promised), "never fought there"
    sheet.score.rooms[on[0]].monsters = 0
    assert expert.combats(m, sheet, sheet.score, sheet.exit, 0.0) < promised


def test_rl_12_the_items_picked_up_arm_the_adventurer() -> None:
    row = load_content().rules.armed_row(1)
    assert armed_level(row, 0) == 1
    assert armed_level(row, row.index(2) + 1) == 2, "the level printed over the crossed mark"
    assert armed_level(row, len(row) + 5) == max(row)


def test_rl_8_6_the_exit_kept_is_the_one_worth_most_with_its_routes_combats() -> None:
    greedy = make_bot("greedy", 0, "roguelight")
    expert = RoguelightExpert()
    changed = 0
    for seed in range(600, 612):
        game, state = position("roguelight", 1, seed, 0)
        while not state.sheets[0].needs_exit:
            game.apply(state, decide(greedy, game, state, 0))
        m = load_content().maps[state.map_id]
        legal = game.legal_actions(state, 0)
        prior = decide(greedy, game, state, 0)
        [chosen] = expert.candidates(game, state, 0, legal, random.Random(0))
        worth = {a.exit: expert.exit_worth(m, state.sheets[0], a.exit, 0.0) for a in legal if isinstance(a, ChooseExit)}
        assert isinstance(chosen, ChooseExit) and isinstance(prior, ChooseExit)
        assert worth[chosen.exit] == max(w for w in worth.values() if w is not None)
        changed += chosen != prior
    assert changed, "on some sheets the greedy bot's exit (building points alone) is not the best"


def test_rl_15_2_with_rivals_a_sheet_is_judged_by_its_chance_to_end_first() -> None:
    game, state = position("roguelight", 4, 5, 120)
    seat = game.to_move(state)[0]
    sheet = state.sheets[seat]
    assert 8 <= sheet.time_crossed < 16 and sheet.score is None
    expert = RoguelightExpert()
    worth = expert.worth(state, seat)
    assert expert.evaluate(game, state, seat) == win_chance(sheet, worth)
    assert win_chance(sheet, worth + 5) > win_chance(sheet, worth), "more points, more wins"
    behind = worth - 10
    gamble = (win_chance(sheet, behind - 10) + win_chance(sheet, behind + 10)) / 2
    assert gamble > win_chance(sheet, behind), "behind the rivals, a gamble is worth more than a sure thing"
    assert win_chance(sheet, 200.0) > 0.95 and win_chance(sheet, 0.0) < 0.05


def test_alone_the_planned_rooms_progress_counts_less_as_the_rounds_run_out() -> None:
    """Fitted to greedy solo games: late in the building part few planned rooms are still closed."""

    def progress_counted(players: int, crossed: int) -> float:
        state = position("roguelight", players, 5, 10 * players)[1]
        sheet = state.sheets[0]
        assert sheet.rects
        sheet.time_crossed = crossed
        expert = RoguelightExpert()
        planned = expert.worth(state, 0)
        sheet.rects = []
        return planned - expert.worth(state, 0)

    early, late = progress_counted(1, 3), progress_counted(1, 14)
    assert 0 < late < early / 3
    assert progress_counted(4, 14) == pytest.approx(progress_counted(4, 3)), "with rivals, as the win chance was fitted"
    assert progress_counted(4, 3) > early, "alone a point of progress is worth less than a point"
