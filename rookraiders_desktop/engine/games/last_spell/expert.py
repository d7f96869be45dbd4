"""The Last Spell's expert (bots/expert.py): determinized playouts at the root, for the team.

The night is cooperative and its table open: only the dice to come and the order of Cetusia's
face-down deck (LS-20.14) are hidden. A sampled world reshuffles that deck and draws a new
generator, so the search weighs every hero's action over the dice of the monsters' answer instead
of the one roll the real game will make. Information-set MCTS would branch on dice, every one of
them a chance node, for little gain over comparing the root's actions in shared worlds: each
candidate is played in the same worlds, followed by the greedy heroes (and the monsters, which the
rules move) for a few decisions, and judged as the town would be: the result once the night is
over, else the mages still on the magic circle, the monsters' hit points still out, the heroes'
health and the structures' flames.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from ...bots.search import clone, reseed, sigmoid
from ...core.game import Game
from .bot import GreedyBot
from .models import GameState
from .outcome import monster_hp_left

MAGE = 2.0  # a mage on the circle, in the evaluation's units
MONSTER_HP = 0.25  # a monster's hit point still out
HERO_LOST = 4.0  # a dead hero (the night is lost with it, LS-1.5)
FLAME = 0.3  # a flame tile on a structure
SCALE = 3.0


class LastSpellExpert:
    horizon = 10  # a hero's turn or two and the start of the monsters' answer
    ticks = 0  # the horizon alone
    keep_prior = 0.02  # small gains count: the night turns on single attacks
    max_candidates = 4

    def __init__(self) -> None:
        self.greedy = GreedyBot()

    def determinize(self, view: GameState, seat: int, rng: random.Random) -> GameState:
        state: GameState = clone(view)
        rng.shuffle(state.boss.deck)
        reseed(state, rng)
        return state

    def policy(
        self, game: Game[Any, Any], state: GameState, player: int, legal: Sequence[BaseModel], rng: random.Random
    ) -> BaseModel:
        return self.greedy.choose(game, state, legal, rng)

    def clock(self, state: GameState) -> int:
        return 0

    def evaluate(self, game: Game[Any, Any], state: GameState, seat: int) -> float:
        if state.result is not None:
            return 1.0 if seat in state.result.winners else 0.0  # the team wins or loses together
        health = sum((h.hp - h.wounds) / h.hp for h in state.heroes if h.in_play and not h.dead and h.hp)
        dead = sum(1 for h in state.heroes if h.dead)
        flames = sum(s.damage for s in state.structures)
        score = MAGE * state.mages - MONSTER_HP * monster_hp_left(state) - HERO_LOST * dead - FLAME * flames + health
        return sigmoid(score / SCALE)

    def candidates(
        self, game: Game[Any, Any], view: GameState, seat: int, legal: Sequence[BaseModel], rng: random.Random
    ) -> list[BaseModel]:
        """The greedy hero's choice first, then the actions it rates next best."""
        ranked = sorted(legal, key=lambda a: (-self.greedy.value(view, a), rng.random()))
        prior = self.greedy.choose(game, view, legal, rng)
        return [prior, *(a for a in ranked if a != prior)]


EXPERT = LastSpellExpert  # bots/expert.py makes one per bot: a bot thinking on its own thread shares nothing
