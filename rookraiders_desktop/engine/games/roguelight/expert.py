"""Roguelight's expert (bots/expert.py): determinized playouts at the root, for its own sheet.

While the dungeons are built every other sheet is secret (RL-1.8) and the dice to come unknown.
The sheets are built from the same public rolls, side by side, and meet only at the interception;
a sheet's points are almost all its own doing. So a sampled world draws new dice and, for each
hidden sheet, a stand-in consistent with what the seat sees of it: the seat's own sheet (a dungeon
built from the very same rolls) under the other player's name and public status. Branching on
other sheets (information-set MCTS) would buy nothing a player can act on; what pays is weighing
the candidate drawings — the greedy bot's best few by its one-step look-ahead — over the rolls to
come: each is played in the same worlds, followed by quick greedy play of every sheet through the
next rounds, and judged by the seat's own building score as the greedy bot estimates it (its best
exit's rooms and the progress of its planned rooms), or its final points once the game is over.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from ...bots.search import clone, reseed, sigmoid
from ...core.game import Game
from .bot import GreedyBot
from .content import load_content
from .models import GameState

EVEN_SCORE = 30.0  # a building score judged even
SCORE_SCALE = 8.0


class RoguelightExpert:
    horizon = 4  # the rest of this round and the next roll
    ticks = 0  # the horizon alone
    keep_prior = 0.02  # the sheet's score estimate is smooth: small gains are real
    max_candidates = 4

    def __init__(self) -> None:
        self.greedy = GreedyBot()

    def determinize(self, view: GameState, seat: int, rng: random.Random) -> GameState:
        state: GameState = clone(view)
        mine = state.sheets[seat]
        for index, sheet in enumerate(state.sheets):
            if sheet.hidden:
                public = {"building", "round_done", "needs_exit"}
                update = {key: getattr(sheet, key) for key in public} | {"player": sheet.player, "name": sheet.name}
                state.sheets[index] = mine.model_copy(deep=True, update=update)
        reseed(state, rng)
        return state

    def policy(
        self, game: Game[Any, Any], state: GameState, player: int, legal: Sequence[BaseModel], rng: random.Random
    ) -> BaseModel:
        """The greedy bot's quick scores without its look-ahead (cheap enough for playouts)."""
        if len(legal) == 1:
            return legal[0]
        return max(legal, key=lambda a: (self.greedy.value(state, player, a), rng.random()))

    def clock(self, state: GameState) -> int:
        return 0

    def evaluate(self, game: Game[Any, Any], state: GameState, seat: int) -> float:
        sheet = state.sheets[seat]
        if state.result is not None:
            score = state.result.scores.get(seat, 0.0)
        elif sheet.score is not None:
            score = sheet.score.final or sheet.score.room_total + sheet.score.item_points
        else:
            m = load_content().maps[state.map_id]
            score = self.greedy.sheet_value(m, sheet)
        return sigmoid((score - EVEN_SCORE) / SCORE_SCALE)

    def candidates(
        self, game: Game[Any, Any], view: GameState, seat: int, legal: Sequence[BaseModel], rng: random.Random
    ) -> list[BaseModel]:
        """The greedy bot's choice first, then the actions its quick scores rate highest."""
        prior = self.greedy.choose(game, view, legal, rng)
        ranked = sorted(legal, key=lambda a: (-self.greedy.value(view, seat, a), rng.random()))
        return [prior, *(a for a in ranked if a != prior)]


EXPERT = RoguelightExpert  # bots/expert.py makes one per bot: a bot thinking on its own thread shares nothing
