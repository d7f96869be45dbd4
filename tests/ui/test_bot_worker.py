"""Bots think off the window's thread (bridge/worker.py): the window keeps running while they do,
undo / a new game / closing / the curtain never let a stale answer be played, the seat thinking is
shown, and a bot game through the window plays exactly the engine's own game for its seed."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from rookraiders_desktop.bridge import worker
from rookraiders_desktop.bridge.session import GameSession
from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import Session
from rookraiders_desktop.engine.registry import GAMES

RL = "roguelight"  # its first choice is made by every seat at once: a person chooses while a bot thinks


def seats(*bots: str | None) -> Setup:
    names = ["Ann", "Ben", "Cho", "Dai"]
    return Setup(seats=[SeatSetup(name=names[i], bot=b) for i, b in enumerate(bots)])


class SlowBot:
    """Replaces `decide` in the worker: each decision waits until the test lets it go, and tells
    on which thread it ran."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.started = threading.Event()
        self.threads: list[threading.Thread] = []

    def __call__(self, bot, game, state, seat):
        self.threads.append(threading.current_thread())
        self.started.set()
        assert self.go.wait(10)
        return decide(bot, game, state, seat)


@pytest.fixture
def slow(monkeypatch):
    gate = SlowBot()
    monkeypatch.setattr(worker, "decide", gate)
    yield gate
    gate.go.set()  # never leave a thread waiting


def started_thinking(qtbot, session, slow) -> int:
    qtbot.waitUntil(lambda: slow.started.is_set(), timeout=5000)
    assert session.thinking is not None
    return session.thinking


def test_a_bot_thinks_on_its_own_thread_while_the_window_runs(qtbot, window, slow):
    window.start_game("rook_raiders", seats("random", "random"), seed=3)
    session = window.session
    started_thinking(qtbot, session, slow)
    ticks = []
    timer_id = window.startTimer(5)
    window.timerEvent = lambda _event: ticks.append(1)
    qtbot.waitUntil(lambda: len(ticks) >= 5, timeout=3000)  # the event loop runs while the bot thinks
    window.killTimer(timer_id)
    assert not session.core.history
    assert slow.threads and all(t is not threading.main_thread() for t in slow.threads)
    slow.go.set()
    qtbot.waitUntil(lambda: len(session.core.history) >= 1, timeout=5000)


def test_rl_undo_while_a_bot_thinks_drops_its_answer(qtbot, window, slow):
    window.start_game(RL, seats(None, "greedy"), seed=2)
    session = window.session
    assert started_thinking(qtbot, session, slow) == 1
    window.choose(session.legal_actions(0)[0])  # the person's choice: the bot's thought is stale
    assert [e.actor for e in session.core.history] == [0]
    qtbot.waitUntil(lambda: session.thinking == 1)  # asked again, once the window has painted the choice
    window.undo()
    assert not session.core.history
    qtbot.waitUntil(lambda: session.thinking == 1)  # and again, for the position now
    version = session.version
    slow.go.set()
    qtbot.waitUntil(lambda: bool(session.core.history), timeout=5000)
    session.close()
    # three thoughts ended; only the last one, about the position the undo left, was played (and
    # the bot's next ones): the person's undone choice stays undone, one change per action
    history = session.core.history
    assert {e.actor for e in history} == {1} and session.version == version + len(history)
    bot = make_bot("greedy", 2 * 10 + 1, RL)
    assert history[0].action == decide(bot, session.game, session.game.new_game(session.setup, 2), 1)


def play_until_a_bot_thinks(qtbot, session, slow) -> None:
    """The bot plays its opening moves, then the person (seat 0) its first legal actions until
    the bot is asked."""
    slow.go.set()
    qtbot.waitUntil(lambda: session.bot_to_move() is None and session.thinking is None, timeout=5000)
    slow.go.clear()
    slow.started.clear()
    for _ in range(20):
        if session.bot_to_move() is not None:  # asked once the window has painted the last move
            break
        session.submit(session.legal_actions(0)[0])
    started_thinking(qtbot, session, slow)


def test_undo_stops_the_thinking_and_the_indicator(qtbot, window, slow):
    window.start_game("rook_raiders", seats(None, "random"), seed=3)
    session = window.session
    play_until_a_bot_thinks(qtbot, session, slow)
    count = len(session.core.history)
    window.undo()
    assert session.thinking is None and len(session.core.history) < count
    after_undo = [e.action for e in session.core.history]
    slow.go.set()
    qtbot.wait(200)
    assert [e.action for e in session.core.history] == after_undo  # the stale answer was dropped
    assert session.acting() == 0 and not window.prompt.thinking.isVisible()


def test_a_new_game_drops_the_old_games_thought(qtbot, window, slow):
    window.start_game("rook_raiders", seats("random", "random"), seed=3)
    old = window.session
    started_thinking(qtbot, old, slow)
    window.start_game("rook_raiders", seats(None, None), seed=4)
    new = window.session
    assert new is not old and old.thinking is None
    slow.go.set()
    qtbot.wait(200)
    assert not old.core.history and not new.core.history


def test_closing_the_window_while_a_bot_thinks(qtbot, window, slow):
    window.start_game("rook_raiders", seats("random", "random"), seed=3)
    session = window.session
    started_thinking(qtbot, session, slow)
    window.close()
    slow.go.set()
    qtbot.wait(200)
    assert not session.core.history and session.thinking is None


def test_rl_the_thinking_indicator_names_the_bot_while_a_person_chooses(qtbot, window):
    window.bot_delay_ms = 10**6  # the bot's answer waits for the pacing: it stays "thinking"
    window.start_game(RL, seats(None, "greedy"), seed=2)
    session = window.session
    qtbot.waitUntil(lambda: session.thinking == 1)  # asked once the new table is painted
    label = window.prompt.thinking
    assert label.isVisible() and label.text() == "Ben (bot) is thinking…"
    assert window.prompt.title.text() == "Ann's turn"
    window.undo()  # nothing to undo: nothing changes
    assert label.isVisible()
    session.close()
    assert session.thinking is None and not label.isVisible()


def test_rl_an_answer_under_the_curtain_shows_nothing_behind_it(qtbot, window, slow):
    """Two people and a bot choose at once; the first person's choice brings the curtain for the
    second; the bot's answer comes while it is up: played, and nothing appears behind it."""
    window.start_game(RL, seats(None, None, "greedy"), seed=2)
    session = window.session
    started_thinking(qtbot, session, slow)
    window.choose(session.legal_actions(window.viewer)[0])
    assert window.curtained
    slow.go.set()
    qtbot.waitUntil(lambda: any(e.actor == 2 for e in session.core.history), timeout=5000)
    assert window.curtained and window.log.lines() == [] and window.prompt.buttons == []
    assert window.table_stack.currentWidget() is window.curtain


def test_a_bot_game_through_the_window_is_the_engines_game(qtbot, window):
    """Thinking on copies, on another thread, changes nothing: the same seed plays the same game
    as the engine's own loop with the same bots."""
    setup = seats("random", "random")
    window.start_game("rook_raiders", setup, seed=7)
    session = window.session
    qtbot.waitUntil(lambda: len(session.core.history) >= 40 or session.result() is not None, timeout=20000)
    session.close()
    played = [e.action for e in session.core.history]
    game = GAMES["rook_raiders"]
    core = Session(game, setup, 7, keep_snapshots=False)
    bots = [make_bot("random", 7 * 10 + i, "rook_raiders") for i in range(2)]
    for action in played:
        seat = session.game.to_move(core.state)[0]
        assert decide(bots[seat], game, core.state, seat) == action
        core.submit(action)


def test_one_long_lived_thread_answers_every_move_and_ends_on_close(qtbot, window, slow):
    window.bot_delay_ms = 0
    window.start_game("rook_raiders", seats("random", "random"), seed=3)
    session = window.session
    slow.go.set()
    qtbot.waitUntil(lambda: len(session.core.history) >= 6, timeout=10000)
    thinker = slow.threads[0]
    assert len(slow.threads) >= 6 and set(slow.threads) == {thinker}  # no thread per move
    assert thinker.daemon and thinker is not threading.main_thread()
    session.close()
    thinker.join(5)
    assert not thinker.is_alive()  # closing the game ends its thread (once the thought is over)


def test_a_question_cancelled_while_queued_is_not_thought_about(qtbot, slow):
    game = GAMES["rook_raiders"]
    state = game.new_game(seats("random", "random"), 3)
    bot_worker = worker.BotWorker()
    answers: list[worker.Answer] = []
    bot_worker.decided.connect(answers.append)
    bot = make_bot("random", 1, "rook_raiders")
    bot_worker.think(bot, game, state, 0, 1)  # held by the gate
    qtbot.waitUntil(lambda: slow.started.is_set(), timeout=5000)
    bot_worker.think(bot, game, state, 0, 2)  # waits in the queue, then cancelled by the next one
    last = bot_worker.think(bot, game, state, 0, 3)
    slow.go.set()
    qtbot.waitUntil(lambda: bool(answers), timeout=5000)
    qtbot.wait(50)
    assert [a.ticket for a in answers] == [last] and len(slow.threads) == 2  # the second never thought
    bot_worker.close()


def test_a_question_after_close_goes_to_a_new_thread_while_the_old_one_finishes(qtbot, slow):
    game = GAMES["rook_raiders"]
    state = game.new_game(seats("random", "random"), 3)
    bot_worker = worker.BotWorker()
    answers: list[worker.Answer] = []
    bot_worker.decided.connect(answers.append)
    bot = make_bot("random", 1, "rook_raiders")
    bot_worker.think(bot, game, state, 0, 1)
    qtbot.waitUntil(lambda: slow.started.is_set(), timeout=5000)
    bot_worker.close()  # the first thread still thinks (held by the gate)
    last = bot_worker.think(bot, game, state, 0, 2)
    qtbot.waitUntil(lambda: len(slow.threads) == 2, timeout=5000)  # asked on a thread of its own at once
    first, second = slow.threads
    assert first is not second
    slow.go.set()
    qtbot.waitUntil(lambda: bool(answers), timeout=5000)
    first.join(5)
    assert [a.ticket for a in answers] == [last] and not first.is_alive() and second.is_alive()
    bot_worker.close()
    second.join(5)
    assert not second.is_alive()


def test_a_held_session_asks_its_bots_only_once_released(qtbot, slow):
    """While the window paints a change (ui/pacing.py) the bots wait: none starts thinking."""
    session = GameSession.new(GAMES["rook_raiders"], seats("random", "random"), 3, bot_delay_ms=0, autosave=False)
    session.pause_for_paint()
    session.start()
    qtbot.wait(50)
    assert not slow.started.is_set() and session.thinking is None
    session.resume_after_paint()
    started_thinking(qtbot, session, slow)
    session.close()


def test_a_session_closed_while_held_asks_no_bot_when_released(qtbot, slow):
    session = GameSession.new(GAMES["rook_raiders"], seats("random", "random"), 3, bot_delay_ms=0, autosave=False)
    session.pause_for_paint()
    session.start()
    session.close()  # (a replay holds the game this way; start() lets the bots go on)
    session.resume_after_paint()
    qtbot.wait(50)
    assert not slow.started.is_set() and session.thinking is None


def test_a_bot_thinks_about_a_move_only_once_the_window_has_painted_the_last(qtbot, window, monkeypatch):
    """Its thinking never shares the interpreter with the paint, nor its move the paint's turn."""
    order: list[tuple[str, int]] = []  # ("paint" | "think", actions played then)
    session_of = lambda: window.session  # noqa: E731

    def noting(bot, game, state, seat):
        order.append(("think", len(session_of().core.history)))
        return decide(bot, game, state, seat)

    class Paints(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and session_of() is not None:
                order.append(("paint", len(session_of().core.history)))
            return False

    monkeypatch.setattr(worker, "decide", noting)
    spy = Paints()
    QApplication.instance().installEventFilter(spy)
    window.start_game("rook_raiders", seats("random", "random"), seed=3)
    qtbot.waitUntil(lambda: len(window.session.core.history) >= 6, timeout=10000)
    window.session.close()
    QApplication.instance().removeEventFilter(spy)
    thoughts = [played for kind, played in order if kind == "think" and played > 0]
    assert thoughts
    for played in thoughts:
        assert order.index(("paint", played)) < order.index(("think", played))
