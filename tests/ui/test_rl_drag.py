"""Roguelight: a dotted rectangle drawn by dragging over the sheet (press on one corner, drag, release
on the opposite one), with the live green/red preview naming the broken rule; the two-click way still
works (pytest-qt, offscreen)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from ui_helpers import click_key

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.games.roguelight.actions import PlanRoom
from rookraiders_desktop.ui.games.roguelight.scene import CELL, TOP

RL = "roguelight"


def _to_action_b(window, seed: int):
    session = window.start_game(RL, Setup(seats=[SeatSetup(name="Alice")], options={"map": "basic"}), seed=seed)
    bot = make_bot("greedy", 1, RL)
    for _ in range(200):
        rooms = [a for a in session.legal_actions(0) if isinstance(a, PlanRoom)]
        if rooms and not session.state.sheets[0].acted:
            return session, rooms
        window.choose(decide(bot, session.game, session.state, 0))
    raise AssertionError("action B never came")


def _pos(window, x: int, y: int):
    view = window.view
    centre = QPointF((x + 0.5) * CELL, TOP + (y + 0.5) * CELL)
    return view.mapFromScene(centre)


def _drag(qtbot, window, a: tuple[int, int], b: tuple[int, int], release: bool = True) -> None:
    vp = window.view.viewport()
    window.view.ensureVisible(window.scene.item(("cellitem", *a)), 20, 20)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=_pos(window, *a))
    step = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
    for cell in (step, b):
        qtbot.mouseMove(vp, _pos(window, *cell))
    if release:
        qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=_pos(window, *b))


def test_drag_plans_a_room_with_a_live_preview(qtbot, window):
    session, rooms = _to_action_b(window, 11)
    scene = window.scene
    click_key(qtbot, window, ("tool", "room"))
    room = rooms[0]
    before = len(session.core.history)
    # an illegal drag: one column too narrow -> red while dragging, nothing drawn on release
    _drag(qtbot, window, (room.x, room.y), (room.x, room.y + room.h - 1), release=False)
    look = scene.item("preview").look
    assert look.rect == (room.x, room.y, 1, room.h) and look.ok is False
    assert "RL-5" in scene._hint_text or "2 squares wide" in scene._hint_text
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, pos=_pos(window, room.x, room.y + room.h - 1))
    assert len(session.core.history) == before
    # a legal drag from the bottom-right corner to the top-left one: green, then drawn on release
    end = (room.x + room.w - 1, room.y + room.h - 1)
    _drag(qtbot, window, end, (room.x, room.y), release=False)
    look = scene.item("preview").look
    assert look.rect == (room.x, room.y, room.w, room.h) and look.ok is True
    assert "release" in scene._hint_text
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, pos=_pos(window, room.x, room.y))
    assert len(session.core.history) == before + 1
    assert session.core.history[-1].action == room


def test_two_clicks_still_plan_a_room(qtbot, window):
    session, rooms = _to_action_b(window, 11)
    click_key(qtbot, window, ("tool", "room"))
    room = rooms[-1]
    before = len(session.core.history)
    click_key(qtbot, window, ("cell", room.x, room.y))
    assert len(session.core.history) == before
    click_key(qtbot, window, ("cell", room.x + room.w - 1, room.y + room.h - 1))
    assert session.core.history[-1].action == room
