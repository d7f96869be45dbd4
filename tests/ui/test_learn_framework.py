"""Learn to play's framework through the real window (with the Rook & Raiders lesson): a wrong
click is explained and not applied, a lesson left resumes where it stopped, leaving returns to
the game it interrupted, and the end offers a real game with the same set-up."""

from __future__ import annotations

from learn_helpers import play_lesson, take_step
from PySide6.QtCore import Qt
from ui_helpers import click_key, digest

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.ui.tutorial_session import LessonSession

GAME = "rook_raiders"
PLACE_STEP = 2  # the lesson's first move: the Thief★ from the hand to 2-C (square 16)


def test_a_wrong_click_is_explained_and_not_applied(qtbot, window):
    play_lesson(qtbot, window, GAME, steps=PLACE_STEP)
    before = digest(window)
    click_key(qtbot, window, ("sq", 0, 5))  # a square of the own area, but not the lesson's
    status = window.prompt.status.text()
    assert "Not this one in the lesson" in status and "2-C" in status
    assert window.tutorial.panel.wrong.isVisible()
    assert digest(window) == before and window.tutorial.index == PLACE_STEP
    take_step(qtbot, window)  # the framed clicks still make the move
    assert not window.tutorial.panel.wrong.isVisible()


def test_a_click_during_an_explanation_asks_to_read_first(qtbot, window):
    window.learn_to_play(GAME)
    before = digest(window)
    click_key(qtbot, window, ("sq", 0, 16))
    assert "press Next" in window.prompt.status.text()
    assert digest(window) == before and window.tutorial.index == 0


def test_only_the_steps_move_is_offered(qtbot, window):
    play_lesson(qtbot, window, GAME, steps=PLACE_STEP)
    legal = window.session.legal_actions(0)
    assert [(a.card, a.square) for a in legal] == [("u13", 16)]
    assert not window.session.can_undo()  # an undo would leave the lesson's script


def test_a_lesson_left_resumes_where_it_stopped(qtbot, window):
    play_lesson(qtbot, window, GAME, steps=6)
    position = digest(window)
    assert not window.guard.needs_asking()  # the lesson keeps itself: leaving it loses nothing
    qtbot.mouseClick(window.tutorial.panel.leave_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.library
    window.start_game(GAME, Setup(seats=[SeatSetup(name="A"), SeatSetup(name="B", bot="random")]), seed=3)
    assert not isinstance(window.session, LessonSession)
    assert not window.tutorial.panel.isVisible()
    window.learn_to_play(GAME)
    assert isinstance(window.session, LessonSession)
    assert window.tutorial.index == 6 and digest(window) == position
    assert window.tutorial.panel.isVisible()
    play_lesson(qtbot, window, GAME)
    assert window.tutorial.step is None


def test_leaving_returns_to_the_interrupted_game(qtbot, window, tmp_path):
    window.start_game(GAME, Setup(seats=[SeatSetup(name="A"), SeatSetup(name="B", bot="greedy")]), seed=5)
    game = window.session
    qtbot.waitUntil(lambda: game.acting() == 0)
    position = digest(window)
    window.learn_to_play(GAME)
    assert isinstance(window.session, LessonSession)
    qtbot.mouseClick(window.tutorial.panel.leave_button, Qt.MouseButton.LeftButton)
    assert not isinstance(window.session, LessonSession)
    assert digest(window) == position and window.session.core.seed == 5
    assert window.pages.currentWidget() is window.table_stack


def test_start_over_deals_the_first_step_again(qtbot, window):
    play_lesson(qtbot, window, GAME, steps=4)
    qtbot.mouseClick(window.tutorial.panel.restart_button, Qt.MouseButton.LeftButton)
    assert window.tutorial.index == 0 and not window.session.core.history


def test_the_end_offers_a_real_game_with_the_same_setup(qtbot, window):
    play_lesson(qtbot, window, GAME)
    lesson_setup = window.session.setup
    panel = window.tutorial.panel
    assert panel.new_game_button.isVisible()
    qtbot.mouseClick(panel.new_game_button, Qt.MouseButton.LeftButton)
    session = window.session
    assert not isinstance(session, LessonSession) and not session.core.history
    assert session.setup == lesson_setup and session.core.seed != window.tutorial.lesson.seed
    assert not panel.isVisible()
    window.learn_to_play(GAME)  # a finished lesson starts again from its first step
    assert window.tutorial.index == 0


def test_play_on_goes_on_with_every_move(qtbot, window):
    play_lesson(qtbot, window, GAME)
    position = digest(window)
    qtbot.mouseClick(window.tutorial.panel.play_on_button, Qt.MouseButton.LeftButton)
    session = window.session
    assert not isinstance(session, LessonSession) and digest(window) == position
    assert len(session.legal_actions(0)) > 1 and not window.tutorial.panel.isVisible()


def test_broken_game_data_is_said_and_the_table_stays(qtbot, window, monkeypatch):
    from rookraiders_desktop.engine.core.errors import ContentError

    def broken(*_args, **_kwargs):
        raise ContentError("units.json, entry 3: hp must be a number")

    monkeypatch.setattr(LessonSession, "new_lesson", broken)
    window.learn_to_play(GAME)
    assert window.session is None
    assert "units.json" in window.message_box.text()


def test_a_lesson_resumes_in_a_new_window(qtbot, window):
    """Quit in the middle of a lesson, start the app again: Learn to play goes on at the same step."""
    from rookraiders_desktop.ui.main_window import MainWindow

    play_lesson(qtbot, window, GAME, steps=9)
    position = digest(window)
    window.close()
    again = MainWindow(bot_delay_ms=0, load_after_paint=False)
    qtbot.addWidget(again)
    again.show()
    again.learn_to_play(GAME)
    assert again.tutorial.index == 9 and digest(again) == position
    play_lesson(qtbot, again, GAME)
    assert again.tutorial.step is None
    again.session.close()


def test_a_lesson_that_no_longer_fits_offers_to_play_on(qtbot, window, monkeypatch):
    """A move step the game cannot give (the rules or the bots changed since the lesson was
    written) never leaves the learner stuck: the panel says so and offers a real game."""
    from dataclasses import replace

    from rookraiders_desktop.ui import games

    lesson = games.lesson(GAME)
    steps = (*lesson.steps[:PLACE_STEP], replace(lesson.steps[PLACE_STEP], expect={"kind": "no_such_move"}))
    monkeypatch.setitem(games.LESSONS, GAME, replace(lesson, steps=steps))
    play_lesson(qtbot, window, GAME, steps=PLACE_STEP)
    panel = window.tutorial.panel
    assert "cannot go on" in panel.title.text() and panel.play_on_button.isVisible()
    qtbot.mouseClick(panel.play_on_button, Qt.MouseButton.LeftButton)
    assert not isinstance(window.session, LessonSession) and window.session.legal_actions(0)


def test_a_wrong_click_against_a_rule_also_gives_the_engines_reason(qtbot, window):
    play_lesson(qtbot, window, GAME, steps=5)  # the Thief★ acts: the step asks to move it to 5-C
    before = digest(window)
    click_key(qtbot, window, ("sq", 0, 12))  # attack the Goblin from 2-C: out of the Thief's range
    status = window.prompt.status.text()
    assert status.startswith("Not this one in the lesson: the square 5-C")
    assert "[RR-" in status and window.prompt.rule.isVisible()  # the engine's clause, with its sentence
    assert digest(window) == before
