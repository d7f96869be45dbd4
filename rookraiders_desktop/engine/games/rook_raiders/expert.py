"""Rook & Raiders' expert (bots/expert.py): determinized playouts at the root.

Hidden from a seat are the other players' medal values and the medal pool (RR-19.2), the order of
the white monster deck (its levels show on the backs) and of the unit deck, and the dice. A sampled
world deals the medal values the seat has not seen among the other players' face-down medals and
the pool, reorders the white deck within each level and the unit deck, and draws a new generator.
The hidden medals matter only at the very end (who may declare) and the dice all the way, so the
search samples worlds rather than branching on hidden facts (information-set MCTS would spend its
few playouts telling medal deals apart): each root action is played in the same worlds, followed
by the greedy bot for every seat to the end of the command (to the next command chosen, so every
candidate is judged at the same point of the game: a fixed number of decisions would favour moves
that end a turn early), and judged by the race to victory: the result once the game is over, else
the seat's standing against its best rival — the threat total (RR-19.7), less a little for the
honour marks and gold that pay for level-ups and break ties (RR-19.10) — or, solo, how much threat
is still to defeat (RR-18.1).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from ...bots.search import clone, reseed, result_value, shuffle_within, sigmoid
from ...core.game import Game
from .bot import GreedyBot
from .models import GameState
from .rules import content, monster_def, public_threat, threat

THREAT_SCALE = 3.0  # threat points ahead of the best rival worth ~73 %
HONOUR = 0.25  # an honour mark, in threat points
GOLD = 0.05
SOLO_SLACK = 10.0  # the threat still to defeat at which a solo game is judged even


class RookRaidersExpert:
    horizon = 80  # at most: a command, or the end of a round with the monsters' invasion
    ticks = 1  # playouts stop when the next command is chosen
    keep_prior = 0.06  # dice everywhere: a few worlds are noisy, so only a clear gain overrules the greedy choice
    max_candidates = 5

    def __init__(self) -> None:
        self.greedy = GreedyBot()

    def determinize(self, view: GameState, seat: int, rng: random.Random) -> GameState:
        state: GameState = clone(view)
        unseen = Counter(content().rules.medals)
        unseen.subtract(state.players[seat].medals)
        values = list(unseen.elements())
        rng.shuffle(values)
        for p in state.players:
            if p.seat != seat:
                p.medals, values = values[: len(p.medals)], values[len(p.medals) :]
        state.medal_pool = values[: len(state.medal_pool)]
        state.white_deck = shuffle_within(state.white_deck, lambda uid: monster_def(state, uid).level, rng)
        rng.shuffle(state.unit_deck)
        reseed(state, rng)
        return state

    def policy(
        self, game: Game[Any, Any], state: GameState, player: int, legal: Sequence[BaseModel], rng: random.Random
    ) -> BaseModel:
        self.greedy.rng = rng
        return self.greedy.choose(game, state, legal, rng)

    def clock(self, state: GameState) -> int:
        """Commands chosen so far (a new round counts on from the last)."""
        return state.flow.round * 100 + state.flow.turns_taken

    def evaluate(self, game: Game[Any, Any], state: GameState, seat: int) -> float:
        if state.result is not None:
            return result_value(state.result, seat)
        if len(state.players) == 1:
            still = public_threat(state, seat) + sum(monster_def(state, uid).threat for uid in state.white_deck)
            return sigmoid((SOLO_SLACK - still) / THREAT_SCALE)
        rival = max(self.standing(state, p.seat) for p in state.players if p.seat != seat and not p.eliminated)
        return sigmoid((self.standing(state, seat) - rival) / THREAT_SCALE)

    @staticmethod
    def standing(state: GameState, seat: int) -> float:
        p = state.players[seat]
        return -threat(state, seat) + HONOUR * p.honour + GOLD * p.gold

    def candidates(
        self, game: Game[Any, Any], view: GameState, seat: int, legal: Sequence[BaseModel], rng: random.Random
    ) -> list[BaseModel]:
        self.greedy.rng = rng
        prior = self.greedy.choose(game, view, legal, rng)
        others = [a for a in legal if a != prior]
        rng.shuffle(others)
        return [prior, *others]


EXPERT = RookRaidersExpert  # bots/expert.py makes one per bot: a bot thinking on its own thread shares nothing
