"""The Nameless Dark Lord's expert (bots/expert.py): determinized playouts at the root.

Everything on this table is open except the order of the face-down level decks (their backs show)
and the dice, so a sampled world only reorders each back's cards behind the top cards the seat has
scried, and draws a new generator. With so little hidden, information-set MCTS would branch on
nothing; what decides the game is how the bidding of the round plays out, so each root action is
followed by the greedy bot's play for every seat to the end of the round (about one round's
decisions), and the position is judged by victory points: the final result once the game is over,
else each player's points as the cards stand now plus what their cards promise for the rounds left
(the greedy bot's card values), as the margin over the best rival.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from ...bots.search import clone, reseed, result_value, shuffle_within, sigmoid
from ...core.game import Game
from .bot import GreedyBot
from .content import DECKS
from .models import GameState
from .scoring import score_sheet

MARGIN_SCALE = 4.0  # victory points over the best rival worth ~73 % (a sigmoid's 1)
DECK_ORDER: dict[str, int] = {deck: i for i, deck in enumerate(DECKS)}


class NamelessDarkLordExpert:
    horizon = 26  # about a round of bidding and its resolution
    ticks = 0  # the horizon alone
    keep_prior = 0.02  # no dice: one world already tells the candidates apart
    max_candidates = 5

    def __init__(self) -> None:
        self.greedy = GreedyBot()

    def determinize(self, view: GameState, seat: int, rng: random.Random) -> GameState:
        state: GameState = clone(view)
        top = [uid for uid in state.flow.scry if uid in state.deck]  # what the seat scried stays on top
        rest = sorted((uid for uid in state.deck if uid not in top), key=lambda u: DECK_ORDER[state.backs[u]])
        state.deck = top + shuffle_within(rest, lambda uid: state.backs[uid], rng)
        reseed(state, rng)
        return state

    def policy(
        self, game: Game[Any, Any], state: GameState, player: int, legal: Sequence[BaseModel], rng: random.Random
    ) -> BaseModel:
        self.greedy.rng = rng
        return self.greedy.choose(game, state, legal, rng)

    def clock(self, state: GameState) -> int:
        return 0

    def evaluate(self, game: Game[Any, Any], state: GameState, seat: int) -> float:
        if state.result is not None:
            return result_value(state.result, seat)
        worth = [self.worth(state, p.seat) for p in state.players]
        rival = max(w for s, w in enumerate(worth) if s != seat)
        return sigmoid((worth[seat] - rival) / MARGIN_SCALE)

    def worth(self, state: GameState, player: int) -> float:
        """Points now plus what the cards still bring (the greedy bot's future value of each)."""
        points = score_sheet(state, player).total
        future = sum(self.greedy.card_value(state, player, uid) for uid in state.players[player].home)
        return 0.5 * points + 0.5 * future

    def candidates(
        self, game: Game[Any, Any], view: GameState, seat: int, legal: Sequence[BaseModel], rng: random.Random
    ) -> list[BaseModel]:
        """The greedy bot's choice first, then on a turn the placements and abilities it rates
        highest and ending the turn, else every other choice."""
        self.greedy.rng = rng
        prior = self.greedy.choose(game, view, legal, rng)
        others = [a for a in legal if a != prior]
        if view.flow.decision in ("turn", "after"):
            others.sort(key=lambda a: -self.gain(view, seat, a))
        else:
            rng.shuffle(others)
        return [prior, *others]

    def gain(self, view: GameState, seat: int, action: BaseModel) -> float:
        """The greedy bot's judgement of a turn's action (ending the turn: nothing gained)."""
        return self.greedy.turn_gain(view, seat, action)


EXPERT = NamelessDarkLordExpert  # bots/expert.py makes one per bot: a bot thinking on its own thread shares nothing
