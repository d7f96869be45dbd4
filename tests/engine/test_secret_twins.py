"""A seat never sees another seat's secret (issue 13): twin states and twin actions.

Every step of short random games (seeded, bounded) is looked at from every seat and from the
spectator's chair:

- Twin states: a copy of the state that differs only in what that seat cannot know (other seats'
  medal values, the order of the decks, the dice to come) must give that seat the same view, the
  same players to act, the same legal actions, the same buttons and the same coach hint. Where the
  secret is something held (not a card or a die still to come), the seat's own next action must
  also read the same from both twins: its view afterwards, its log lines and the replay caption.
- Twin actions: another choice the actor could have made instead, which leaves the seat's view of
  the table exactly as it is, must also leave everything else the same: the log lines, the replay
  caption, the seat's legal actions and its hint. What the view does not show, nothing may tell.
"""

from __future__ import annotations

import pickle
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from rookraiders_desktop.engine.core.coach import hint
from rookraiders_desktop.engine.core.game import Event, Game, SeatSetup, Setup
from rookraiders_desktop.engine.core.replay import caption, visible
from rookraiders_desktop.engine.core.rng import Rng
from rookraiders_desktop.engine.registry import GAMES

from .nd_helpers import give

ALTERNATIVES = 4  # other choices tried per step (twin actions)
BUTTONS = 40  # legal actions described as buttons per observation


@dataclass(frozen=True)
class Twin:
    """A copy of the state that differs only in a secret of the seat it was made for. `held`: a
    secret that stays secret through the seat's own next action (not a card or die to come)."""

    label: str
    state: Any
    held: bool = False


@dataclass(frozen=True)
class Case:
    game_id: str
    players: int
    seeds: tuple[int, ...]
    steps: int
    options: dict[str, Any] = field(default_factory=dict)
    prepare: Callable[[Any, random.Random], None] = lambda state, rnd: None  # a shorter game, say
    twins: Callable[[Any, int | None, random.Random], list[Twin]] = lambda state, seat, rnd: []
    hint_every: int = 6  # the coach's hint is compared every this many steps (greedy bots take time)
    twin_actions: bool = True  # False where every choice is public (a choice need not show on the table)


def copy(state: Any) -> Any:
    return pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))


def reseeded(state: Any, rnd: random.Random) -> Any:
    """The dice to come differ (every game's view hides its generator)."""
    twin = copy(state)
    twin.rng = Rng(seed=rnd.randrange(1, 2**31), counter=rnd.randrange(100))
    return twin


def shuffle_within(items: list[Any], group: Callable[[Any], Any], rnd: random.Random, keep: int = 0) -> list[Any]:
    """`items` with the members of each group shuffled among the places of that group (what the
    backs show stays where it is); the first `keep` items stay put."""
    head, tail = list(items[:keep]), list(items[keep:])
    slots: dict[Any, list[int]] = {}
    for index, item in enumerate(tail):
        slots.setdefault(group(item), []).append(index)
    for places in slots.values():
        members = [tail[i] for i in places]
        rnd.shuffle(members)
        for i, member in zip(places, members, strict=True):
            tail[i] = member
    return head + tail


# --- Rook & Raiders: the medal values, the decks, the medal pool --------------------------------


def rr_prepare(state: Any, rnd: random.Random) -> None:
    """A short game near its end: two thirds of the white deck go back to the box, each player
    holds two secret medals and has monsters waiting in its queues for a public threat of 9 to 13,
    so whether a player may declare victory hangs on the medals (RR-19.4, RR-19.9)."""
    from rookraiders_desktop.engine.games.rook_raiders.rules import monster_def, public_threat

    keep = max(3, len(state.white_deck) // 3)
    state.box.extend(state.white_deck[keep:])
    del state.white_deck[keep:]
    waiting = [uid for uid in state.box if monster_def(state, uid).colour != "red"]
    for player in state.players:
        for _ in range(2):  # the most a player holds (RR-19.3)
            player.medals.append(state.medal_pool.pop(rnd.randrange(len(state.medal_pool))))
        target = rnd.randint(9, 13)
        while waiting and public_threat(state, player.seat) < target:
            uid = waiting.pop()
            state.box.remove(uid)
            rnd.choice(player.queues).append(uid)


def rr_deals(state: Any, seat: int | None, rnd: random.Random, deals: int = 3) -> list[Any]:
    """Twins in which the medal tokens `seat` has not seen (the other seats' and the pool's) are
    dealt out differently, each seat holding as many as before."""
    others = [p for p in state.players if p.seat != seat]
    values = [value for p in others for value in p.medals] + state.medal_pool
    twins = []
    for _ in range(deals if len(set(values)) > 1 else 0):
        twin = copy(state)
        order = values[:]
        while order == values:
            rnd.shuffle(order)
        for p in twin.players:
            if p.seat != seat:
                p.medals, order = order[: len(p.medals)], order[len(p.medals) :]
        twin.medal_pool = order
        twins.append(twin)
    return twins


def rr_twins(state: Any, seat: int | None, rnd: random.Random) -> list[Twin]:
    from rookraiders_desktop.engine.games.rook_raiders.rules import monster_def

    twins = [Twin("other seats' medal values", twin, held=True) for twin in rr_deals(state, seat, rnd)]
    twin = reseeded(state, rnd)
    rnd.shuffle(twin.medal_pool)
    twin.white_deck = shuffle_within(twin.white_deck, lambda uid: monster_def(state, uid).level, rnd)
    rnd.shuffle(twin.unit_deck)
    twins.append(Twin("the medal pool, the decks' order and the dice to come", twin))
    return twins


# --- The Nameless Dark Lord: the order of the level decks --------------------------------------


def nd_prepare(state: Any, rnd: random.Random) -> None:
    """Everyone starts with a Far-Seeing Crystal (L1-F): its user looks at the next target cards
    and puts them back in a secret order (NDD-15)."""
    for player in state.players:
        give(state, player.seat, "far_seeing_crystal")


def nd_twins(state: Any, seat: int | None, rnd: random.Random) -> list[Twin]:
    twin = reseeded(state, rnd)
    scry = len(state.flow.scry)
    mine = scry and state.flow.decider == seat  # the cards its owner is looking at stay on top
    twin.deck = shuffle_within(twin.deck, lambda uid: state.backs[uid], rnd, keep=scry if mine else 0)
    if scry and not mine:
        twin.flow.scry = twin.deck[:scry]  # someone else looks at whatever lies on top now
    return [Twin("the order of the decks and the dice to come", twin)]


# --- Roguelight: the dice to come (the sheets are twin actions) ----------------------------------


def rl_twins(state: Any, seat: int | None, rnd: random.Random) -> list[Twin]:
    return [Twin("the dice to come", reseeded(state, rnd))]


# --- The Last Spell: Cetusia's face-down deck ------------------------------------------------------


def ls_twins(state: Any, seat: int | None, rnd: random.Random) -> list[Twin]:
    twin = reseeded(state, rnd)
    rnd.shuffle(twin.boss.deck)
    return [Twin("the boss's face-down deck and the dice to come", twin)]


CASES = [
    Case("rook_raiders", 3, (1, 2, 3, 4, 5), 160, prepare=rr_prepare, twins=rr_twins),
    Case("nameless_dark_lord", 3, (1, 2), 200, prepare=nd_prepare, twins=nd_twins),
    Case("roguelight", 3, (1, 2), 120, twins=rl_twins, hint_every=30),
    Case("last_spell", 2, (1,), 80, options={"scenario": "lakeburg_3"}, twins=ls_twins, twin_actions=False),
]


# --- what a seat learns ---------------------------------------------------------------------------


def observe(game: Game, state: Any, seat: int | None) -> dict[str, Any]:
    """Everything the table shows `seat` (None: the spectator) about a state: its view, who acts,
    its legal actions and their buttons (their descriptions, read from its view)."""
    view = game.view(state, seat)
    legal = list(game.legal_actions(state, seat)) if seat is not None else []
    return {
        "view": view.model_dump(mode="json"),
        "to_move": list(game.to_move(state)),
        "legal": [a.model_dump(mode="json") for a in legal],
        "buttons": [game.describe_action(a, view) for a in legal[:BUTTONS]],
    }


def coach(game: Game, state: Any, seat: int | None) -> tuple[Any, str] | None:
    found = hint(game, state, seat) if seat is not None else None
    return None if found is None else (found.action.model_dump(mode="json"), found.reason())


def told(game: Game, state_before: Any, action: Any, events: list[Event], seat: int | None) -> dict[str, Any]:
    """How one step reads for `seat`: its log lines and the replay's caption."""
    return {
        "log": [game.describe_event(e) for e in events if visible(e, seat)],
        "caption": caption(game, action, events, seat, game.view(state_before, seat)),
    }


def step(game: Game, state: Any, action: Any) -> tuple[Any, list[Event]]:
    after = copy(state)
    return after, list(game.apply(after, action))


def pick(game: Game, state: Any, rnd: random.Random) -> Any:
    """A random legal action of a random player to act, its kind first (rare choices come up)."""
    seat = rnd.choice(list(game.to_move(state)))
    legal = list(game.legal_actions(state, seat))
    kinds = sorted({getattr(a, "kind", type(a).__name__) for a in legal})
    kind = rnd.choice(kinds)
    return rnd.choice([a for a in legal if getattr(a, "kind", type(a).__name__) == kind])


def positions(case: Case, seed: int) -> Iterator[tuple[Game, Any, Any, int]]:
    """(game, state, the next action, step number) along a random game of `case`."""
    game = GAMES[case.game_id]
    rnd = random.Random(seed)
    setup = Setup(seats=[SeatSetup(name=f"P{i + 1}") for i in range(case.players)], options=case.options)
    state = game.new_game(setup, seed)
    case.prepare(state, rnd)
    for number in range(case.steps):
        if game.result(state) is not None:
            return
        action = pick(game, state, rnd)
        yield game, state, action, number
        game.apply(state, action)


# --- the checks -------------------------------------------------------------------------------------


def check_twin_states(
    case: Case, game: Game, state: Any, action: Any, number: int, seats: list[int | None], rnd: random.Random
) -> list[str]:
    leaks = []
    actor = getattr(action, "player", None)
    for seat in seats:
        for twin in case.twins(state, seat, rnd):
            where = f"{case.game_id} step {number}, {twin.label}, seen by {seat}"
            if observe(game, state, seat) != observe(game, twin.state, seat):
                leaks.append(f"{where}: the table differs")
                continue
            if (
                number % case.hint_every == 0
                and seat in game.to_move(state)
                and coach(game, state, seat) != coach(game, twin.state, seat)
            ):
                leaks.append(f"{where}: the coach's hint differs")
            if twin.held and actor == seat:
                leaks += check_same_step(game, state, twin.state, action, seat, f"{where}, after its own move")
    return leaks


def check_same_step(game: Game, state: Any, twin: Any, action: Any, seat: int | None, where: str) -> list[str]:
    """The same action from two twins reads the same for `seat`, unless it ends the game (which
    shows everything) or deals the seat a secret of its own from the hidden part (a medal token)."""
    first, first_events = step(game, state, action)
    second, second_events = step(game, twin, action)
    if game.result(first) is not None or game.result(second) is not None:
        return []
    if any(e.visible_to is not None and seat in e.visible_to for e in first_events + second_events):
        return []
    if told(game, state, action, first_events, seat) != told(game, twin, action, second_events, seat):
        return [f"{where}: the log or the caption differs"]
    if observe(game, first, seat) != observe(game, second, seat):
        return [f"{where}: the table differs afterwards"]
    return []


def check_twin_actions(
    case: Case, game: Game, state: Any, action: Any, number: int, seats: list[int | None], rnd: random.Random
) -> list[str]:
    actor = getattr(action, "player", None)
    others = [a for a in game.legal_actions(state, actor) if a != action]
    leaks = []
    chosen, chosen_events = step(game, state, action)
    for other in rnd.sample(others, min(ALTERNATIVES, len(others))):
        instead, instead_events = step(game, state, other)
        if game.result(chosen) is not None or game.result(instead) is not None:
            continue  # the end of the game shows everything
        for seat in seats:
            if seat == actor or game.view(chosen, seat) != game.view(instead, seat):
                continue  # the seat sees which choice was made
            where = (
                f"{case.game_id} step {number}: {game.describe_action(action)!r} or "
                f"{game.describe_action(other)!r}, seen by {seat}"
            )
            if told(game, state, action, chosen_events, seat) != told(game, state, other, instead_events, seat):
                leaks.append(f"{where}: the log or the caption tells which")
            elif observe(game, chosen, seat) != observe(game, instead, seat):
                leaks.append(f"{where}: its choices or who acts tell which")
            elif (
                number % case.hint_every == 0
                and seat in game.to_move(chosen)
                and coach(game, chosen, seat) != coach(game, instead, seat)
            ):
                leaks.append(f"{where}: the coach's hint tells which")
    return leaks


@pytest.mark.parametrize("case", CASES, ids=[c.game_id for c in CASES])
def test_a_seat_learns_nothing_from_what_it_cannot_see(case: Case) -> None:
    leaks: list[str] = []
    for seed in case.seeds:
        rnd = random.Random(seed * 7919)
        for game, state, action, number in positions(case, seed):
            seats: list[int | None] = [*range(case.players), None]
            leaks += check_twin_states(case, game, state, action, number, seats, rnd)
            if case.twin_actions:
                leaks += check_twin_actions(case, game, state, action, number, seats, rnd)
    unique = list(dict.fromkeys(leaks))
    assert not unique, f"{len(unique)} leaks, for example:\n" + "\n".join(unique[:12])
