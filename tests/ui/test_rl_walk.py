"""Roguelight: the interception is animated (the adventurer walks room to room, the combat dice
show, the score track ticks) only as a picture: the state is the same with or without it, the walk
cleans up after itself, and reduced motion or speed "off" plays nothing (pytest-qt, offscreen; no
test waits for an animation: they are fast-forwarded)."""

from __future__ import annotations

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import state_hash
from rookraiders_desktop.ui.games.roguelight.motion import AdventurerMarker
from rookraiders_desktop.ui.items import DieItem

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
    die = scene.item("int_die_w")
    assert die is None or (isinstance(die, DieItem) and die.shown_face is None)  # no face left flickering


def test_reduced_motion_plays_nothing(qtbot, window):
    window.prefs.settings.reduced_motion = True
    session, exit_choice = _to_the_exit(window, 4)
    window.choose(exit_choice)
    assert session.result() is not None
    assert window.scene.walk is None and not _markers(window.scene)


def test_speed_off_plays_nothing(qtbot, window):
    window.prefs.settings.reduced_motion = False
    window.prefs.settings.animation_speed = "off"
    _session, exit_choice = _to_the_exit(window, 4)
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
    from rookraiders_desktop.engine.registry import GAMES

    window.curtain.show_for("Bob", GAMES["rook_raiders"].secret_note)
    assert "medal" in window.curtain.note.text()
    window.curtain.show_for("Bob")
    assert "medal" not in window.curtain.note.text() and "Bob" in window.curtain.note.text()


def test_the_walk_shows_each_sheet_in_turn(qtbot, window):
    """One step that runs the adventurer through several sheets: the sheet drawn large switches to
    each sheet in the order explored (the marker set down at its entrance), and the table's own
    picture comes back at the end; the state never changes."""
    from rookraiders_desktop.engine.core.game import SeatSetup as Seat

    window.prefs.settings.reduced_motion = False
    window.prefs.settings.animation_speed = "normal"
    names = ["Alice", "Bob", "Chiyo"]
    session = window.start_game(RL, Setup(seats=[Seat(name=n) for n in names], options={"map": "basic"}), seed=5)
    bots = [make_bot("greedy", 2 + i, RL) for i in range(3)]
    scene = window.scene
    walked: list[list[str]] = []
    for _ in range(2000):
        if session.result() is not None:
            break
        movers = session.game.to_move(session.state)
        window.choose(decide(bots[movers[0]], session.game, session.state, movers[0]))
        walk = scene.walk
        if walk is None:
            continue
        before = state_hash(session.state)
        title = scene.item("big_title")
        seen: list[str] = []
        for n in range(0, 101):
            walk.setCurrentTime(walk.duration() * n // 100)
            if scene.walk is None:
                break
            text = title.look.text
            if not seen or seen[-1] != text:
                seen.append(text)
        walk.setCurrentTime(walk.duration())
        qtbot.waitUntil(lambda: scene.walk is None, timeout=2000)
        assert state_hash(session.state) == before
        assert not _markers(scene)
        looks = (title.look, scene.item("big_sheet").look)
        window.refresh()  # the table's own picture is back: a re-sync changes nothing
        assert (scene.item("big_title").look, scene.item("big_sheet").look) == looks
        walked.append(seen)
    assert session.result() is not None
    several = [seen for seen in walked if len(seen) > 1]
    assert several, f"no step walked through several sheets: {walked}"
    for seen in several:
        owners = [next(n for n in names if n in text) for text in seen]
        assert len(set(owners)) == len(owners) > 1, seen  # each sheet once, in turn
