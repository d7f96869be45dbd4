"""Rook & Raiders' expert (issue 18): what its search looks at.

A command choice is judged once every player has carried the command out; a monster that breaks
into the castle at the next Invasion weighs like the elimination it brings (RR-13.7, RR-13.9) or,
solo, the lost game (RR-18.2); an eliminated seat is worth nothing; the candidates after the greedy
bot's choice come best-rated first.
"""

from __future__ import annotations

import random
from typing import Any

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.games.rook_raiders import expert as rr_expert
from rookraiders_desktop.engine.games.rook_raiders.actions import LevelUp, StartAction
from rookraiders_desktop.engine.games.rook_raiders.models import MonsterPiece, sq
from rookraiders_desktop.engine.games.rook_raiders.rules import monster_def

from .test_expert import position


def at_decision(
    players: int, seed: int, decision: str, starts: int = 0, options: dict[str, Any] | None = None
) -> tuple[Any, Any]:
    """A game played by greedy bots up to a `decision` with a choice in it (and at least `starts`
    units that may start an action)."""
    for steps in range(0, 400, 7):
        game, state = position("rook_raiders", players, seed, steps, options)
        legal = game.legal_actions(state, game.to_move(state)[0])
        if state.flow.decision == decision and sum(isinstance(a, StartAction) for a in legal) >= starts:
            return game, state
    raise AssertionError(f"no {decision} decision reached")


def monster_of(state: Any, colour: str) -> str:
    return next(uid for uid in state.monster_cards if monster_def(state, uid).colour == colour)


def clear_board(state: Any, seat: int) -> None:
    board = state.players[seat].board
    for square, piece in enumerate(board):
        if isinstance(piece, MonsterPiece):
            board[square] = None


def test_rr_6_a_command_choice_is_judged_after_every_player_carried_it_out() -> None:
    game, state = at_decision(4, 5, "command")
    expert = rr_expert.RookRaidersExpert()
    start = expert.clock(state)
    seat = game.to_move(state)[0]
    game.apply(state, decide(make_bot("greedy", 1, "rook_raiders"), game, state, seat))
    assert expert.clock(state) == start, "the playout of a command choice goes on through the command"
    bots = [make_bot("greedy", s, "rook_raiders") for s in range(4)]
    while state.flow.decision != "command" and game.result(state) is None:
        player = game.to_move(state)[0]
        game.apply(state, decide(bots[player], game, state, player))
    assert expert.clock(state) == start + 1, "it stops when the next command is to be chosen"


def test_rr_13_7_a_boss_about_to_break_in_weighs_like_an_elimination() -> None:
    game, state = position("rook_raiders", 4, 3, 12)
    expert = rr_expert.RookRaidersExpert()
    clear_board(state, 0)
    calm = expert.evaluate(game, state, 0)
    assert expert.peril(state, 0) == 0
    state.players[0].board[sq(5, 1)] = MonsterPiece(card=monster_of(state, "red"))  # next to the castle
    assert expert.peril(state, 0) == rr_expert.LOSS
    assert expert.evaluate(game, state, 0) < calm


def test_rr_13_9_a_second_blue_breaking_in_is_fatal_the_first_locks_its_threat() -> None:
    _, state = position("rook_raiders", 4, 3, 12)
    expert = rr_expert.RookRaidersExpert()
    clear_board(state, 0)
    blue = monster_of(state, "blue")
    state.players[0].board[sq(5, 0)] = MonsterPiece(card=blue)
    assert expert.peril(state, 0) == rr_expert.LOCKED * monster_def(state, blue).threat
    state.players[0].castle.append(
        next(u for u in state.monster_cards if u != blue and monster_def(state, u).colour == "blue")
    )
    assert expert.peril(state, 0) == rr_expert.LOSS


def test_rr_18_2_solo_any_breach_to_come_weighs_like_the_lost_game() -> None:
    game, state = position("rook_raiders", 1, 3, 12)
    expert = rr_expert.RookRaidersExpert()
    clear_board(state, 0)
    calm = expert.evaluate(game, state, 0)
    state.players[0].board[sq(5, 2)] = MonsterPiece(card=monster_of(state, "blue"))
    assert expert.peril(state, 0) == rr_expert.LOSS
    assert expert.evaluate(game, state, 0) < calm


def test_rr_13_11_an_eliminated_seat_is_worth_nothing() -> None:
    game, state = position("rook_raiders", 4, 3, 12)
    expert = rr_expert.RookRaidersExpert()
    assert expert.evaluate(game, state, 1) > 0
    state.players[1].eliminated = True
    assert expert.evaluate(game, state, 1) == 0.0


def test_rr_7_5_candidates_come_greedy_first_then_by_the_greedy_bots_plans() -> None:
    game, state = at_decision(4, 7, "actions", starts=2)
    seat = game.to_move(state)[0]
    legal = list(game.legal_actions(state, seat))
    expert = rr_expert.RookRaidersExpert()
    candidates = expert.candidates(game, state, seat, legal, random.Random(1))
    greedy = make_bot("greedy", 0, "rook_raiders")
    assert candidates[0] == greedy.choose(game, state, legal, random.Random(1))
    assert sorted(map(str, candidates)) == sorted(map(str, legal))
    rated = [expert.judgement(state, seat, a) for a in candidates[1:]]
    assert rated == sorted(rated, reverse=True)
    assert any(r != 0 for r in rated), "the units' plans are rated"


def test_rx_5_11_level_ups_leave_the_search_room_for_ordinary_moves() -> None:
    game, state = at_decision(4, 7, "actions", starts=2, options={"variants": ["level_up_2"]})
    seat = game.to_move(state)[0]
    state.players[seat].honour_tokens = 20  # every unit may level up into either of its cards
    legal = list(game.legal_actions(state, seat))
    assert sum(isinstance(a, LevelUp) for a in legal) >= 4
    expert = rr_expert.RookRaidersExpert()
    candidates = expert.candidates(game, state, seat, legal, random.Random(1))
    assert sorted(map(str, candidates)) == sorted(map(str, legal))
    searched = candidates[1 : expert.max_candidates]
    assert sum(isinstance(a, LevelUp) for a in searched) == rr_expert.LEVEL_UPS
    ordinary = [a for a in candidates[1:] if not isinstance(a, LevelUp)]
    assert [a for a in searched if not isinstance(a, LevelUp)] == ordinary[: len(searched) - rr_expert.LEVEL_UPS]
    rated = [expert.judgement(state, seat, a) for a in ordinary]
    assert rated == sorted(rated, reverse=True), "the best-rated ordinary moves are searched"


LEVEL_UP_2 = {"variants": ["level_up_2"]}


def test_rx_3_the_chances_of_the_seats_in_the_game_add_up_to_one() -> None:
    _, state = position("rook_raiders", 4, 3, 40, LEVEL_UP_2)
    expert = rr_expert.RookRaidersExpert()
    chances = expert.chances(state)
    assert sorted(chances) == [0, 1, 2, 3]
    assert abs(sum(chances.values()) - 1) < 1e-9
    state.players[2].eliminated = True
    assert sorted(expert.chances(state)) == [0, 1, 3], "an eliminated seat has no chance to share"


def test_rr_9_9_a_monster_defeated_raises_the_seats_chance_and_lowers_the_rivals() -> None:
    game, state = position("rook_raiders", 4, 3, 40, LEVEL_UP_2)
    expert = rr_expert.RookRaidersExpert()
    board = state.players[0].board
    square = next(s for s, piece in enumerate(board) if isinstance(piece, MonsterPiece))
    before = expert.chances(state)
    board[square] = None
    after = expert.chances(state)
    assert after[0] > before[0]
    assert all(after[s] < before[s] for s in (1, 2, 3))
    assert expert.evaluate(game, state, 0) == after[0], "with Level Up 2 the search weighs the chances"


def test_rr_15_11_a_queued_monster_lowers_the_chance() -> None:
    _, state = position("rook_raiders", 4, 3, 40, LEVEL_UP_2)
    expert = rr_expert.RookRaidersExpert()
    before = expert.chances(state)[1]
    state.players[1].queues[0].append(monster_of(state, "blue"))
    assert expert.chances(state)[1] < before


def test_rr_19_10_honour_marks_weigh_more_in_the_last_rounds_where_they_break_ties() -> None:
    _, state = position("rook_raiders", 4, 3, 40, LEVEL_UP_2)
    expert = rr_expert.RookRaidersExpert()
    gains = []
    for rnd in (1, 6):
        state.flow.round = rnd
        before = expert.chances(state)[0]
        state.players[0].honour_tokens += 2
        gains.append(expert.chances(state)[0] - before)
        state.players[0].honour_tokens -= 2
    assert gains[1] > max(0.0, gains[0])


def test_the_prior_is_kept_on_the_scale_of_the_evaluation_in_use() -> None:
    cases = (
        (4, LEVEL_UP_2, rr_expert.KEEP_PRIOR_CHANCES),
        (4, None, rr_expert.KEEP_PRIOR),
        (1, None, rr_expert.KEEP_PRIOR),
    )
    for players, options, keep in cases:
        game, state = position("rook_raiders", players, 3, 12, options)
        expert = rr_expert.RookRaidersExpert()
        seat = game.to_move(state)[0]
        expert.candidates(game, state, seat, list(game.legal_actions(state, seat)), random.Random(1))
        assert expert.keep_prior == keep
