"""The expert bot (issue 18): it decides from its seat's view only, a single legal action is
instant, and the difficulty levels are bot names.

The twin states of each game differ only in what the deciding seat cannot see (another seat's
secret, a deck's order, the dice to come); a bot that read the real state, or let a secret
steer its sampling, would search different worlds and tell them apart. The whole search (every
candidate's playouts and value), not only the decision, must be the same from the same seed.
"""

from __future__ import annotations

import pickle
import random
import time
from collections.abc import Callable
from typing import Any

import pytest

from rookraiders_desktop.engine.bots import BOT_NAMES, LEVELS, decide, level_of, make_bot
from rookraiders_desktop.engine.bots.expert import ExpertBot, game_expert
from rookraiders_desktop.engine.bots.search import search
from rookraiders_desktop.engine.core.game import Game, SeatSetup, Setup
from rookraiders_desktop.engine.registry import GAMES

from .test_secret_twins import nd_twins, reseeded, rr_deals, rr_prepare, shuffle_within


def copy(state: Any) -> Any:
    return pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))


def position(
    game_id: str, players: int, seed: int, steps: int, options: dict[str, Any] | None = None
) -> tuple[Game[Any, Any], Any]:
    """A game after `steps` greedy decisions, at a decision with a choice to make."""
    game = GAMES[game_id]
    setup = Setup(seats=[SeatSetup(name=f"P{i + 1}") for i in range(players)], options=options or {})
    state = game.new_game(setup, seed)
    bots = [make_bot("greedy", seat, game_id) for seat in range(players)]
    done = 0
    while game.result(state) is None:
        player = game.to_move(state)[0]
        if done >= steps and len(game.legal_actions(state, player)) > 1:
            return game, state
        game.apply(state, decide(bots[player], game, state, player))
        done += 1
    raise AssertionError("the game ended before the position was reached")


def rr_twin(state: Any, seat: int, rnd: random.Random) -> Any:
    """Other seats' medal values dealt differently, the decks reordered, other dice to come."""
    from rookraiders_desktop.engine.games.rook_raiders.rules import monster_def

    twin = rr_deals(state, seat, rnd, deals=1)[0]
    twin = reseeded(twin, rnd)
    twin.white_deck = shuffle_within(twin.white_deck, lambda uid: monster_def(state, uid).level, rnd)
    rnd.shuffle(twin.unit_deck)
    return twin


def rl_twin(state: Any, seat: int, rnd: random.Random) -> Any:
    """Another sheet holds other walls (secret while the dungeons are built); other dice to come."""
    twin = reseeded(state, rnd)
    other = twin.sheets[1 - seat]
    other.filled = sorted(set(other.filled) | {rnd.randrange(40, 60)})
    return twin


def ls_twin(state: Any, seat: int, rnd: random.Random) -> Any:
    twin = reseeded(state, rnd)
    rnd.shuffle(twin.boss.deck)
    return twin


def rr_position() -> tuple[Game[Any, Any], Any]:
    game, state = position("rook_raiders", 3, 3, 4)
    rr_prepare(state, random.Random(3))
    return game, state


CASES: dict[str, tuple[Callable[[], tuple[Game[Any, Any], Any]], Callable[[Any, int, random.Random], Any], int]] = {
    "nameless_dark_lord": (
        lambda: position("nameless_dark_lord", 3, 2, 6),
        lambda s, seat, r: nd_twins(s, seat, r)[0].state,
        2,
    ),
    "rook_raiders": (rr_position, rr_twin, 2),
    "roguelight": (lambda: position("roguelight", 2, 4, 3), rl_twin, 1),
    "last_spell": (lambda: position("last_spell", 2, 5, 3, {"scenario": "lakeburg_3"}), ls_twin, 1),
}


@pytest.mark.parametrize("game_id", list(CASES))
def test_expert_decides_from_its_view_alone(game_id: str) -> None:
    make_position, make_twin, worlds = CASES[game_id]
    game, state = make_position()
    seat = game.to_move(state)[0]
    twin = make_twin(state, seat, random.Random(11))
    assert game.view(twin, seat) == game.view(state, seat), "the twins look the same to the seat"
    assert pickle.dumps(twin) != pickle.dumps(state), "the twins differ in a secret"
    searches = []
    for world in (state, twin):
        bot = ExpertBot(seed=21, game_id=game_id, think_ms=None, iterations=worlds)
        action = decide(bot, game, world, seat)
        assert bot.last is not None and bot.last.iterations == worlds
        searches.append((action, [(a.action, a.visits, a.total) for a in bot.last.arms]))
    assert searches[0] == searches[1]
    assert any(visits for _, visits, _ in searches[0][1]), "the candidates were played out"
    # the control: a search that takes the world as handed instead of sampling it tells them apart
    legal = list(game.legal_actions(state, seat))
    peeks = [
        search(game, Peeking(game_expert(game_id)), world, seat, legal, random.Random(21), iterations=worlds)
        for world in (state, twin)
    ]
    assert [(a.visits, a.total) for a in peeks[0].arms] != [(a.visits, a.total) for a in peeks[1].arms]


class Peeking:
    """A game's expert that plays out the very state it is given: what a cheating bot would do."""

    def __init__(self, expert: Any) -> None:
        self.expert = expert

    def __getattr__(self, name: str) -> Any:
        return getattr(self.expert, name)

    def determinize(self, state: Any, seat: int, rng: random.Random) -> Any:
        return copy(state)


def test_a_single_legal_action_is_taken_at_once(monkeypatch) -> None:
    from rookraiders_desktop.engine.bots import expert

    game, state = position("nameless_dark_lord", 3, 2, 0)
    seat = game.to_move(state)[0]
    only = list(game.legal_actions(state, seat))[:1]
    bot = ExpertBot(seed=1, game_id="nameless_dark_lord", think_ms=5000)
    monkeypatch.setattr(expert, "search", lambda *args, **kwargs: pytest.fail("searched a forced move"))
    assert bot.choose(game, game.view(state, seat), only, bot.rng) == only[0]
    assert bot.last is None


class Waiting:
    """A game's expert whose sampling waits on something (a disk, a busy interpreter) without
    working: the wall clock runs, the thinking thread's processor time hardly does."""

    horizon = 0  # a playout is the candidate's move alone: next to no work
    ticks = 0
    keep_prior = 0.0
    max_candidates = 2

    def __init__(self, expert: Any) -> None:
        self.expert = expert

    def __getattr__(self, name: str) -> Any:
        return getattr(self.expert, name)

    def determinize(self, view: Any, seat: int, rng: random.Random) -> Any:
        time.sleep(0.03)
        return self.expert.determinize(view, seat, rng)


def test_the_budget_is_the_thinking_thread_s_processor_time() -> None:
    """A decision weighs as many worlds on a busy machine as on an idle one: 5 worlds that wait
    30 ms each (150 ms of wall time) fit a budget of 100 ms of thinking."""
    game, state = position("nameless_dark_lord", 3, 2, 6)
    seat = game.to_move(state)[0]
    legal = list(game.legal_actions(state, seat))
    expert = Waiting(game_expert("nameless_dark_lord"))
    verdict = search(game, expert, game.view(state, seat), seat, legal, random.Random(1), think_ms=100, iterations=5)
    assert verdict.iterations == 5


def test_levels_are_bot_names_easiest_first() -> None:
    assert list(LEVELS) == ["easy", "normal", "hard", "expert"]
    for level, name in LEVELS.items():
        assert name in BOT_NAMES and level_of(name) == level
        assert make_bot(name, 1, "rook_raiders").name == name
    hard, expert = (
        make_bot("hard", 1, "rook_raiders", think_ms=800),
        make_bot("expert", 1, "rook_raiders", think_ms=800),
    )
    assert isinstance(hard, ExpertBot) and isinstance(expert, ExpertBot) and hard.think_ms == 200 == expert.think_ms / 4
    assert level_of(None) is None and level_of("random") is None


@pytest.mark.parametrize("game_id", ["roguelight", "rook_raiders"])
def test_hard_weighs_fewer_moves_where_a_short_budget_alone_would_not_weaken_it(game_id: str) -> None:
    """Where the expert judges about as well on a quarter of its worlds, Hard searches fewer
    candidate moves than the expert: the same position, the same seed."""
    steps = 12
    while True:  # a decision with more moves than the expert searches
        game, state = position(game_id, 4, 3, steps)
        seat = game.to_move(state)[0]
        legal = list(game.legal_actions(state, seat))
        if len(legal) > 6:
            break
        steps += 1
    verdicts = {}
    for name in ("hard", "expert"):
        bot = make_bot(name, 1, game_id, worlds=4)
        assert isinstance(bot, ExpertBot)
        decide(bot, game, state, seat)
        assert bot.last is not None
        verdicts[name] = bot.last
    assert 2 <= len(verdicts["hard"].arms) < len(verdicts["expert"].arms) <= len(legal)


def test_hard_is_the_expert_on_a_short_budget_in_a_game_without_a_hard_search() -> None:
    hard, expert = make_bot("hard", 1, "last_spell"), make_bot("expert", 1, "last_spell")
    assert isinstance(hard, ExpertBot) and isinstance(expert, ExpertBot)
    assert type(hard.expert) is type(expert.expert)


def test_an_easy_bot_sometimes_strays_from_greedy() -> None:
    game, state = position("nameless_dark_lord", 3, 2, 6)
    seat = game.to_move(state)[0]
    greedy = decide(make_bot("greedy", 0, game.game_id), game, state, seat)
    easy = make_bot("easy", 0, game.game_id)
    choices = [decide(easy, game, state, seat) for _ in range(40)]
    assert greedy in choices and any(choice != greedy for choice in choices)
