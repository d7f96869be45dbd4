"""The Last Spell's expert (bots/expert.py): determinized playouts at the root, for the team.

The night is cooperative and its table open: only the dice to come and the order of Cetusia's
face-down deck (LS-20.14) are hidden. A sampled world reshuffles that deck and draws a new
generator, so the search weighs every hero's action over the dice of the monsters' answer instead
of the one roll the real game will make. Information-set MCTS would branch on dice, every one of
them a chance node, for little gain over comparing the root's actions in shared worlds: each
candidate is played in the same worlds, followed by the greedy heroes (and the monsters, which the
rules move) to the end of the next monster phase, so the search sees what the monsters answer — a
hero left within reach of a harpy with three hit points dies there, and the night with it (LS-1.5).
The position is then judged for the whole team (every seat wins or loses together): the result
once the night is over, else the mages still on the magic circle, the monsters' hit points still
out, the boss's wounds (night 3 is won by the boss alone, LS-1.9), the structures' flames, and the
heroes' health, a hero's last hit points worth far more than its first (one death loses the night).
The candidates are greedy's choice, its runner-up and its best action of every other kind: greedy
ranks all its moves toward the monsters above staying back, so its own top few are mostly one idea.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from ...bots.search import clone, reseed, sigmoid
from ...core.game import Game
from .bot import GreedyBot
from .content import load_content
from .models import GameState
from .outcome import monster_hp_left

MAGE = 2.0  # a mage on the circle, in the evaluation's units
MONSTER_HP = 0.25  # a monster's hit point still out
BOSS_WOUND = 1.0  # a wound on a boss, or an Alerion down (the harpy comes only after them, LS-12.8)
FLAME = 0.3  # a flame tile on a structure
HEALTH = 1.0  # a hero at full health against one at none
PERIL = 2.5  # a hero on one hit point left (the weight falls off with every further point)
PERIL_FALLOFF = 1.5  # hit points over which the peril falls to a third
SCALE = 3.0


class LastSpellExpert:
    horizon = 160  # enough decisions for the rest of the hero phase and the monsters' answer
    ticks = 2  # a playout stops when the next phase after the monsters' answer begins (`clock`)
    keep_prior = 0.02  # small gains count: the night turns on single attacks
    max_candidates = 5

    def __init__(self) -> None:
        self.greedy = GreedyBot()
        self.root = 0.0  # the standing where the search began: playouts are judged by the change

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
        """Two ticks a round: each monster phase, and the hero phase after it."""
        return 2 * state.monster_phase + (state.phase == "hero")

    def evaluate(self, game: Game[Any, Any], state: GameState, seat: int) -> float:
        if state.result is not None:
            return 1.0 if seat in state.result.winners else 0.0  # the team wins or loses together
        return sigmoid((standing(state) - self.root) / SCALE)

    def candidates(
        self, game: Game[Any, Any], view: GameState, seat: int, legal: Sequence[BaseModel], rng: random.Random
    ) -> list[BaseModel]:
        """The greedy hero's choice first, then the action it rates next, then its best-rated
        action of every other kind (so the search also weighs passing, guarding, healing or a scroll
        where greedy would press on), then the rest."""
        self.root = standing(view)
        rated = zip(self.greedy.values(view, legal), legal, strict=True)
        ranked: list[Any] = [a for _, _, a in sorted(((-v, rng.random(), a) for v, a in rated), key=lambda t: t[:2])]
        prior: Any = self.greedy.choose(game, view, legal, rng)
        ranked = [a for a in ranked if a != prior]
        head = ranked[:1]
        kinds = {prior.kind, *(a.kind for a in head)}
        for action in ranked[1:]:
            if action.kind not in kinds:
                kinds.add(action.kind)
                head.append(action)
        return [prior, *head, *(a for a in ranked if a not in head)]


def standing(state: GameState) -> float:
    """How the night stands for the heroes, in the evaluation's units (higher is better)."""
    flames = sum(s.damage for s in state.structures)
    return (
        MAGE * state.mages
        - MONSTER_HP * monster_hp_left(state)
        + BOSS_WOUND * boss_progress(state)
        - FLAME * flames
        + hero_safety(state)
    )


def boss_progress(state: GameState) -> int:
    """Wounds dealt to the boss so far: its parts' wounds (a removed part counts whole) and, on the
    harpy's night, the Alerions down; Cetusia's second form counts both parts beaten once (LS-20.10)."""
    monsters = load_content().monsters
    wounds = sum(m.wounds for m in state.monsters if monsters[m.kind].boss)
    removed = sum(monsters[f"cetusia_{part}"].hp for part in state.boss.removed)
    forms = (state.boss.form - 1) * (monsters["cetusia_head"].hp + monsters["cetusia_tail"].hp)
    return wounds + removed + forms + state.boss.alerions_dead


def hero_safety(state: GameState) -> float:
    """The heroes' health for the team: a share of full health each, less the peril of each hero's
    last hit points."""
    total = 0.0
    for hero in state.heroes:
        if not hero.in_play or hero.dead or not hero.hp:
            continue
        left = hero.hp - hero.wounds
        total += HEALTH * left / hero.hp - PERIL * math.exp(-(left - 1) / PERIL_FALLOFF)
    return total


EXPERT = LastSpellExpert  # bots/expert.py makes one per bot: a bot thinking on its own thread shares nothing
