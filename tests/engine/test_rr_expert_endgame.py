"""Rook & Raiders' expert (issue 18): how far its playouts look in the base game with 2+ players.

A round ends with the monsters' Invasion and Summon (RR-6.13), which decide what a move made in it
was worth: from ROUND_PLAYOUTS on, every candidate is played out through the end of its round, up
to the next round's first choice of a command, and judged there; solo, and with Level Up 2 (whose
fitted chances are judged at the next command), a playout stops at the next command as before
(solo, that is the next round's anyway: one command is chosen a round, RR-6.10).
"""

from __future__ import annotations

import random
from typing import Any

from rookraiders_desktop.engine.bots.search import _playout, clone
from rookraiders_desktop.engine.games.rook_raiders import expert as rr_expert

from .test_expert import position

LEVEL_UP_2 = {"variants": ["level_up_2"]}


def late_decision(players: int, options: dict[str, Any] | None = None) -> tuple[Any, Any, int]:
    """A choice in a unit action, in a round the round-long playouts cover, before the last command."""
    for steps in range(40, 400, 3):
        game, state = position("rook_raiders", players, 11, steps, options)
        f = state.flow
        if f.round >= max(rr_expert.ROUND_PLAYOUTS, 1) and f.decision == "actions" and f.turns_taken < 3:
            return game, state, game.to_move(state)[0]
    raise AssertionError("no such decision")


def played_to(game: Any, state: Any, seat: int, expert: Any) -> Any:
    legal = list(game.legal_actions(state, seat))
    candidates = expert.candidates(game, state, seat, legal, random.Random(1))
    world = clone(state)
    assert _playout(game, expert, world, seat, candidates[0], random.Random(2)) is not None
    return world


def test_rr_6_13_a_playout_runs_through_the_invasion_and_summon_of_its_round() -> None:
    game, state, seat = late_decision(4)
    expert = rr_expert.RookRaidersExpert()
    end = played_to(game, state, seat, expert)
    assert end.result is None
    assert end.flow.round == state.flow.round + 1, "judged in the next round"
    assert end.flow.decision == "command" and end.flow.turns_taken == 0, "at its first command"


def test_rr_6_13_with_level_up_2_a_playout_stops_at_the_next_command() -> None:
    game, state, seat = late_decision(4, LEVEL_UP_2)
    expert = rr_expert.RookRaidersExpert()
    end = played_to(game, state, seat, expert)
    assert end.result is None
    assert expert.clock(end) == expert.clock(state) + 1
    assert end.flow.round == state.flow.round
