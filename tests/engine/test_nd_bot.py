"""The Nameless Dark Lord bots: the greedy bot plays to win (it beats random play, bids within what
it can pay, uses abilities) and decides quickly; make_bot finds it; the engine is fast enough."""

from __future__ import annotations

from collections import Counter

from rookraiders_desktop.engine.bots import RandomBot, make_bot
from rookraiders_desktop.engine.games.nameless_dark_lord.actions import Decline, SwapCard, TakeBomber
from rookraiders_desktop.engine.games.nameless_dark_lord.bot import GreedyBot
from rookraiders_desktop.engine.games.nameless_dark_lord.rules import GAME

from .nd_helpers import act, decide, give, legal, new_state, put, resolve, set_targets, setup


def play(kinds: str, seed: int):
    state = GAME.new_game(setup(len(kinds)), seed)
    bots = [GreedyBot(seed * 10 + i) if k == "g" else RandomBot(seed * 10 + i) for i, k in enumerate(kinds)]
    log = []
    while GAME.result(state) is None:
        seat = GAME.to_move(state)[0]
        bot = bots[seat]
        action = bot.choose(GAME, GAME.view(state, seat), GAME.legal_actions(state, seat), bot.rng)
        log.append((seat, action))
        for event in GAME.apply(state, action):
            log.append((None, event))
    return state, log


def test_make_bot_finds_the_greedy_bot_of_this_game():
    bot = make_bot("greedy", 3, "nameless_dark_lord")
    assert isinstance(bot, GreedyBot) and bot.name == "greedy"
    assert isinstance(make_bot("random", 3, "nameless_dark_lord"), RandomBot)


def test_the_greedy_bot_beats_random_players():
    wins = Counter()
    for seed in range(8):
        kinds = "grrr" if seed % 2 else "rrgr"
        state, _ = play(kinds, seed)
        greedy = kinds.index("g")
        wins[greedy in state.result.winners] += 1
        assert state.result.scores[greedy] == max(state.result.scores.values())
    assert wins[True] == 8


def test_greedy_bots_bid_within_their_means_and_use_abilities():
    cannot = activations = acquired = 0
    used = Counter()
    for seed in range(3):
        state, log = play("gggg", seed)
        for seat, item in log:
            if seat is not None and item.kind == "activate":
                activations += 1
                used[state.cards[item.card]] += 1
            if seat is None and item.kind == "cannot_pay":
                cannot += 1
            if seat is None and item.kind == "acquire":
                acquired += 1
    assert acquired > 60  # most targets find a taker
    assert cannot <= acquired * 0.15  # leads it cannot pay for are rare
    assert activations >= 10 and len(used) >= 4, used


def test_the_greedy_bot_takes_a_bomber_and_a_valuable_doll_exchange():
    bot = GreedyBot(1)
    state = new_state(4, 3)
    set_targets(state, ["witch_doll_blue", "dark_forest", "mountains", "gold_mine", "tower"])
    hoard = give(state, 2, "dragons_hoard")
    put(state, 1, "goblin_soldier", "A")
    resolve(state)
    act(state, legal(state)[0])
    assert decide(state) == ("doll", 1)
    choice = bot.choose(GAME, GAME.view(state, 1), legal(state), bot.rng)
    assert choice == SwapCard(player=1, card=hoard)
    act(state, choice)
    while state.flow.decision != "bomber":
        act(state, legal(state)[-1])
    seat = state.flow.decider
    assert bot.choose(GAME, GAME.view(state, seat), legal(state), bot.rng) == TakeBomber(player=seat)


def test_the_greedy_bot_declines_what_it_should_not_pay_for():
    bot = GreedyBot(2)
    state = new_state(4, 3)
    set_targets(state, ["mountains", "dragons_hoard", "gold_mine", "tower", "dark_forest"])
    state.flow.round = 9  # last round: the Mountains are only -1 point
    put(state, 1, "goblin_soldier", "A")
    put(state, 1, "wood_golem", "B")
    resolve(state)
    assert decide(state) == ("offer", 1)
    assert bot.choose(GAME, GAME.view(state, 1), legal(state), bot.rng) == Decline(player=1)
