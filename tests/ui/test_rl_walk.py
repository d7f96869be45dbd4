"""Roguelight: the interception is animated (the adventurer walks room to room, the combat dice
show, the score track ticks) only as a picture: the state is the same with or without it, the walk
cleans up after itself, and reduced motion or speed "off" plays nothing (pytest-qt, offscreen; no
test waits for an animation: they are fast-forwarded)."""
from __future__ import annotations

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import state_hash
from rookraiders_desktop.ui.rl_motion import AdventurerMarker

RL = "roguelight"


def _to_the_exit(window, seed: int):
    session = window.start_game(RL, Setup(seats=[SeatSetup(name="Alice")], options={"map": "basic"}), seed=seed)
    bot = make_bot("greedy", 2, RL)
    for _ in range(400):
        if session.state.sheets[0].needs_exit:
            return session, decide(bot, session.game, session.state, 0)
        window.choose(decide(bot, session.game, session.state, 0))
    raise AssertionError("the building part never ended")


def _markers(scene):
    return [i for i in scene.items() if isinstance(i, AdventurerMarker)]


def test_the_walk_is_only_a_picture(qtbot, window):
    window.prefs.settings.reduced_motion = False
    window.prefs.settings.animation_speed = "normal"
    session, exit_choice = _to_the_exit(window, 4)
    window.choose(exit_choice)
    scene = window.scene
    assert session.result() is not None
    walk = scene.walk
    assert walk is not None, "the interception was not animated"
    assert len(_markers(scene)) == 1
    before = state_hash(session.state)
    sheet = scene.item("big_sheet")
    walk.setCurrentTime(walk.duration() // 2)  # halfway: the marker is somewhere on the route
    assert state_hash(session.state) == before
    walk.setCurrentTime(walk.duration())  # the end: everything back to the state's own picture
    qtbot.waitUntil(lambda: scene.walk is None, timeout=2000)
    assert not _markers(scene)
    assert state_hash(session.state) == before
    assert sheet.look.adventurer is None or sheet.look == scene.item("big_sheet").look
    assert scene.item("int_die_w") is None or getattr(scene.item("int_die_w"), "shown_face", None) is None


def test_reduced_motion_plays_nothing(qtbot, window):
    window.prefs.settings.reduced_motion = True
    session, exit_choice = _to_the_exit(window, 4)
    window.choose(exit_choice)
    assert session.result() is not None
    assert window.scene.walk is None and not _markers(window.scene)


def test_speed_off_plays_nothing(qtbot, window):
    window.prefs.settings.reduced_motion = False
    window.prefs.settings.animation_speed = "off"
    session, exit_choice = _to_the_exit(window, 4)
    window.choose(exit_choice)
    assert window.scene.walk is None and not _markers(window.scene)


def test_the_curtain_names_each_game_s_secret(qtbot, window):
    from rookraiders_desktop.engine.core.game import SeatSetup as Seat
    window.start_game(RL, Setup(seats=[Seat(name="Alice"), Seat(name="Bob")], options={"map": "basic"}), seed=5)
    session = window.session
    bot = make_bot("greedy", 2, RL)
    for _ in range(10):
        if window.table_stack.currentWidget() is window.curtain:
            break
        window.choose(decide(bot, session.game, session.state, window.viewer))
    assert window.table_stack.currentWidget() is window.curtain
    note = window.curtain.note.text()
    assert "sheet" in note and "medal" not in note
    window.curtain.show_for("Bob", "rook_raiders")
    assert "medal" in window.curtain.note.text()
    window.curtain.show_for("Bob", "some_game")
    assert "medal" not in window.curtain.note.text() and "Bob" in window.curtain.note.text()
