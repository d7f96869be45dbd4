"""Determinized Monte Carlo search at the root, the expert's engine (bots/expert.py).

Each iteration samples one world consistent with the seat's view (the game's `determinize`: what
the seat cannot see — other seats' secrets, deck orders, the dice to come — drawn afresh) and plays
every candidate root action in a copy of that same world, each followed by the game's playout
policy for every seat for up to `horizon` decisions with the same playout dice, and scores the
position for the seat (the game's `evaluate`, 0..1). Averaged over worlds, an action's value is its
value over what the seat does not know, which is what an information-set search asks of the root;
playing all candidates in the same world with the same dice (common random numbers) compares them
on equal luck, so a few dozen playouts separate them where independent samples would need
hundreds. Below the root the playout policy stands in for a tree: the greedy policies and the rules
are costly enough that the budget buys tens to hundreds of playouts, better spent comparing the
root's actions than growing nodes that later worlds would not share.

The game's own first choice (`prior`) is kept unless the search finds an action measurably
better, so a short budget plays no worse than the playout policy itself.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from pydantic import BaseModel

from ..core.clone import clone_state
from ..core.errors import RuleViolation
from ..core.game import Game, Result


class GameExpert(Protocol):
    """What a game gives the expert: engine/games/<game_id>/expert.py defines the class `EXPERT`."""

    horizon: int  # the most decisions a playout plays before `evaluate` (the game may end sooner)
    ticks: int  # a playout also stops once `clock` moved on this much (0: the horizon alone)
    max_candidates: int  # root actions searched at most (the prior and the policy's best first)
    keep_prior: float  # the prior stays unless another candidate's mean beats it by this much

    def determinize(self, view: Any, seat: int, rng: random.Random) -> Any:
        """A full state consistent with `view` (a fresh object): the hidden parts sampled."""
        ...

    def policy(
        self, game: Game[Any, Any], state: Any, player: int, legal: Sequence[BaseModel], rng: random.Random
    ) -> BaseModel:
        """The playout's choice for `player` in a sampled world (it may read that world whole)."""
        ...

    def clock(self, state: Any) -> int:
        """Where the game stands (a round, a command): playouts of every candidate stop at the same
        point, so that none is judged later in the game than another (a passive move would
        otherwise look good for bringing the rivals' troubles sooner)."""
        ...

    def evaluate(self, game: Game[Any, Any], state: Any, seat: int) -> float:
        """How good `state` is for `seat`, 0..1 (over or not)."""
        ...

    def candidates(
        self, game: Game[Any, Any], view: Any, seat: int, legal: Sequence[BaseModel], rng: random.Random
    ) -> list[BaseModel]:
        """The root actions worth searching, the best-looking first (the first is the prior)."""
        ...


@dataclass
class Arm:
    action: BaseModel
    visits: int = 0
    total: float = 0.0

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass
class Verdict:
    """The search's answer: the action, and what it expects of every candidate (`arms`, the
    prior first) over `iterations` sampled worlds."""

    action: BaseModel
    arms: list[Arm] = field(default_factory=list)
    iterations: int = 0

    def ranked(self) -> list[Arm]:
        return sorted((a for a in self.arms if a.visits), key=lambda a: (-a.mean, -a.visits))


def thinking_clock() -> float:
    """The seconds of processor time the calling thread has used. The budget is counted on it, not
    on the wall clock: on a busy machine (or while the window's thread holds the interpreter) a
    decision takes longer but weighs as many worlds, so the bot plays as strongly on any load, and
    a tournament measures the same bot however busy the machine is; on an idle machine the two
    clocks agree."""
    return time.thread_time()


def clone(state: Any) -> Any:
    """A deep copy of a state for a playout."""
    return clone_state(state)


def result_value(result: Result, seat: int) -> float:
    """1 for a sole win, shared wins split, 0.5 for a draw, 0 for a loss."""
    if result.draw:
        return 0.5
    if seat in result.winners:
        return 1 / len(result.winners)
    return 0.0


def search(
    game: Game[Any, Any],
    expert: GameExpert,
    view: Any,
    seat: int,
    legal: Sequence[BaseModel],
    rng: random.Random,
    think_ms: float | None = None,
    iterations: int | None = None,
) -> Verdict:
    """Search `seat`'s decision from its `view` within the budget: `think_ms` of the thinking
    thread's processor time (`thinking_clock`) and/or a number of `iterations` (sampled worlds;
    iterations alone are reproducible, which the tests rely on). At least one world is played out
    (with the prior and one other candidate at least, when the time is short)."""
    arms = [Arm(a) for a in expert.candidates(game, view, seat, legal, rng)[: max(1, expert.max_candidates)]]
    if len(arms) == 1:
        return Verdict(arms[0].action, arms)
    deadline = None if think_ms is None else thinking_clock() + think_ms / 1000
    done = 0
    while done == 0 or (
        (iterations is None or done < iterations) and (deadline is None or thinking_clock() < deadline)
    ):
        world_seed = rng.randrange(2**62)
        world = expert.determinize(view, seat, random.Random(world_seed))
        values: list[float | None] = []
        for arm in arms:
            if done == 0 and len(values) >= 2 and deadline is not None and thinking_clock() > deadline:
                del arms[len(values) :]  # out of time in the first world: the candidates not played drop out
                break
            values.append(_playout(game, expert, clone(world), seat, arm.action, random.Random(world_seed + 1)))
        done += 1
        if any(value is None for value in values):
            continue  # the world refused a candidate: it is not one the seat could be in
        for arm, value in zip(arms, values, strict=True):
            arm.visits += 1
            arm.total += value or 0.0
        if iterations is None and deadline is None:
            break
    return Verdict(_decide(arms, expert.keep_prior), arms, done)


def _decide(arms: list[Arm], keep_prior: float) -> BaseModel:
    prior = arms[0]
    if not prior.visits:
        return prior.action
    best = max(arms, key=lambda a: a.mean)
    return best.action if best.mean > prior.mean + keep_prior else prior.action


def _playout(
    game: Game[Any, Any], expert: GameExpert, state: Any, seat: int, action: BaseModel, rng: random.Random
) -> float | None:
    """Play `action` and then the policy in `state` (a world of its own); None when the world
    refuses the action (it should not: the seat's legal actions are the same in every world)."""
    stop = expert.clock(state) + expert.ticks if expert.ticks else None
    try:
        game.apply(state, action)
        for _ in range(expert.horizon):
            if game.result(state) is not None or (stop is not None and expert.clock(state) >= stop):
                break
            movers = game.to_move(state)
            if not movers:
                break
            player = movers[0]
            legal = game.legal_actions(state, player)
            if not legal:
                break
            game.apply(state, expert.policy(game, state, player, legal, rng))
    except RuleViolation:
        return None
    return expert.evaluate(game, state, seat)


def shuffle_within(items: Sequence[Any], group: Any, rng: random.Random, keep: int = 0) -> list[Any]:
    """`items` with the members of each group (`group(item)`, what a card's back shows) shuffled
    among that group's places, the first `keep` items left where they are: a deck in an order the
    seat cannot tell from the real one."""
    head, tail = list(items[:keep]), list(items[keep:])
    places: dict[Any, list[int]] = {}
    for index, item in enumerate(tail):
        places.setdefault(group(item), []).append(index)
    for slots in places.values():
        members = [tail[i] for i in slots]
        rng.shuffle(members)
        for i, member in zip(slots, members, strict=True):
            tail[i] = member
    return head + tail


def reseed(state: Any, rng: random.Random) -> None:
    """Dice to come the seat cannot know: the state's generator drawn afresh."""
    from ..core.rng import Rng

    state.rng = Rng(seed=rng.randrange(1, 2**62))


def sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-max(-40.0, min(40.0, x))))
