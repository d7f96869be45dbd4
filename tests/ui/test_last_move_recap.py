"""What ran by itself is marked, and the recap after the curtain (issue 15 item 3): the part of
the player's own action that ran by itself (The Last Spell's monster phase after the last hero's
turn) is marked for that player too; The Last Spell's squares carry the marks also while another
seat acts; a hot-seat player back from the curtain steps through the others' actions since their
own last one, each step marking the table, only what their seat may see (pytest-qt, offscreen)."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import Qt

from rookraiders_desktop.engine.core.game import Event, SeatSetup, Setup
from rookraiders_desktop.ui.recap import steps_since_own
from rookraiders_desktop.ui.scene_base import GameScene


def test_ls_the_monster_phase_after_the_player_s_last_turn_is_marked_for_that_player(qtbot, window):
    setup = Setup(seats=[SeatSetup(name="Solo")], options={"scenario": "gildenberg_1"})
    session = window.start_game("last_spell", setup, seed=3)
    for _ in range(200):
        before = len(session.core.history)
        window.choose(session.legal_actions(session.acting())[-1])  # Pass / End turn / Begin night last
        events = session.core.history[-1].events if len(session.core.history) > before else []
        if any(e.kind == "monster_moved" for e in events) and session.core.history[-1].actor == 0:
            break
    else:
        raise AssertionError("no monster phase after the player's own action")
    marked = window.since_own[0]
    assert marked and all(e.kind not in ("turn_ended", "token_flipped") for e in marked)
    assert any(e.kind == "monster_moved" for e in marked)
    captions = window.scene.last_move()
    assert any(line.startswith("from ") for caption in captions.values() for line in caption.split("\n")), captions


def test_ls_squares_carry_the_marks_while_another_seat_acts(qtbot, window):
    setup = Setup(seats=[SeatSetup(name="A"), SeatSetup(name="B")], options={"scenario": "gildenberg_1"})
    session = window.start_game("last_spell", setup, seed=1)
    scene = window.scene
    acting = session.acting()
    other = 1 - acting
    scene.sync(session.view(other), other, acting, lambda kind: None)  # the table of the seat not acting
    monster = session.state.monsters[0] if session.state.monsters else None
    cell = tuple(monster.cell) if monster is not None else (5, 5)
    scene.show_last_move([Event(kind="monster_killed", args={"cell": list(cell), "kind": "x"})])
    assert ("cell", *cell) in scene.last_move()


def test_automatic_part_starts_at_the_first_event_that_runs_by_itself():
    class Scene(GameScene):
        runs_by_itself = frozenset({"phase"})

    events = [Event(kind="pass"), Event(kind="phase"), Event(kind="move")]
    assert [e.kind for e in Scene.automatic_part(events)] == ["phase", "move"]
    assert GameScene.automatic_part(events) == []  # a game without such parts: nothing


def test_recap_steps_are_what_the_seat_may_see_since_its_own_last_action():
    def entry(actor, *events):
        return SimpleNamespace(actor=actor, events=list(events))

    history = [
        entry(1, Event(kind="old")),
        entry(0, Event(kind="mine"), Event(kind="phase"), Event(kind="roll")),
        entry(1, Event(kind="secret", visible_to=(1,))),
        entry(2, Event(kind="told", visible_to=(0,)), Event(kind="public")),
    ]

    def automatic(events):
        return events[1:]

    steps = steps_since_own(history, 0, automatic)
    assert [(s.actor, [e.kind for e in s.events]) for s in steps] == [
        (None, ["phase", "roll"]),
        (2, ["told", "public"]),
    ]
    seen_by_1 = steps_since_own(history, 1, automatic)
    assert [[e.kind for e in s.events] for s in seen_by_1] == [["public"]]


def _hot_seat_nd(window):
    """Three people at one screen; The Nameless Dark Lord's hands are secret: the curtain goes up."""
    seats = [SeatSetup(name=n) for n in ("Ann", "Ben", "Cho")]
    return window.start_game("nameless_dark_lord", Setup(seats=seats), seed=5)


def _to_curtain(qtbot, window, session) -> None:
    for _ in range(60):
        if window.table_stack.currentWidget() is window.curtain:
            return
        window.choose(session.legal_actions(session.acting())[0])
    raise AssertionError("no curtain")


def test_recap_after_the_curtain_steps_through_the_others_actions(qtbot, window):
    session = _hot_seat_nd(window)
    recap = window.recap
    seen_actors: list[int] = []
    for _ in range(8):  # until a seat comes back with two or more steps to see
        _to_curtain(qtbot, window, session)
        assert not recap.active or recap.box.isHidden() is False
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
        seen_actors.append(window.viewer)
        if recap.active:
            break
        window.choose(session.legal_actions(session.acting())[0])
    assert recap.active, seen_actors
    seat = window.viewer
    assert len(recap.steps) >= 2
    assert recap.index == 0 and not recap.box.previous.isEnabled() and recap.box.next.isEnabled()
    first_title = recap.box.title.text()
    assert "1 of" in first_title and recap.box.lines.text()
    step_marks = []
    for i in range(len(recap.steps)):
        if i:
            qtbot.mouseClick(recap.box.next, Qt.MouseButton.LeftButton)
        assert recap.index == i
        assert f"{i + 1} of {len(recap.steps)}" in recap.box.title.text()
        assert recap.steps[i].actor != seat or recap.steps[i].actor is None
        step_marks.append(window.scene.last_move())
    assert not recap.box.next.isEnabled()
    assert window.scene._last_events == recap.steps[-1].events  # the table marks the step shown
    qtbot.mouseClick(recap.box.previous, Qt.MouseButton.LeftButton)
    assert recap.index == len(recap.steps) - 2
    # Esc ends it; the table marks everything since the seat's last action again
    recap.box.next.setFocus()
    qtbot.keyClick(recap.box.next, Qt.Key.Key_Escape)
    assert not recap.active
    assert window.scene._last_events == [e for e in window.since_own[seat] if e.visible_to in (None, (seat,))]


def test_recap_ends_when_the_player_acts(qtbot, window):
    session = _hot_seat_nd(window)
    for _ in range(8):
        _to_curtain(qtbot, window, session)
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
        if window.recap.active:
            break
        window.choose(session.legal_actions(session.acting())[0])
    assert window.recap.active
    window.choose(session.legal_actions(session.acting())[0])
    assert not window.recap.active


def test_an_opened_save_shows_the_others_last_moves(qtbot, window, tmp_path):
    seats = [SeatSetup(name="Me"), SeatSetup(name="Bot", bot="random")]
    session = window.start_game("rook_raiders", Setup(seats=seats), seed=8)
    for _ in range(40):
        qtbot.waitUntil(lambda: session.acting() == 0 or session.result() is not None, timeout=5000)
        if any(e.actor == 1 for e in session.core.history[-3:]) and window.scene.last_move():
            break
        window.choose(session.legal_actions(0)[0])
    marked = window.scene.last_move()
    assert marked
    path = tmp_path / "game.json"
    assert window.save_to(path)
    assert window.open_path(path)
    assert window.session is not session
    assert window.scene.last_move() == marked


def test_a_long_recap_step_scrolls_in_its_box_and_never_grows_the_window(qtbot, window):
    from rookraiders_desktop.ui.recap import MAX_LINES

    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.start_game("last_spell", Setup(seats=[SeatSetup(name="A"), SeatSetup(name="B")]), seed=1)
    view_size = window.view.viewport().size()
    box = window.recap.box
    box.lines.setText("\n".join(f"Monster {n} moves two squares towards the town (LS-14.3)." for n in range(40)))
    box.show()
    box.fit()
    qtbot.wait(50)
    assert window.size().height() == 720 and window.view.viewport().size() == view_size
    assert box.scroller.height() <= box.fontMetrics().lineSpacing() * MAX_LINES
    assert box.scroller.verticalScrollBar().maximum() > 0  # the rest is a scroll away


def test_the_focus_status_line_keeps_its_height_in_either_language(qtbot, window):
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.start_game("last_spell", Setup(seats=[SeatSetup(name="A")]), seed=1)
    status = window.keyboard.status
    size = window.view.viewport().size()
    for text in ("Focus: Aldric's movement token 1", "フォーカス 移動トークン1 — 選ぶ 1/4", ""):
        status.setText(text)
        qtbot.wait(20)
        assert window.view.viewport().size() == size, text  # the table is not resized, refit, repainted
