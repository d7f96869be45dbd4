"""Roguelight at the real table: a building round clicked through the scene (the roll, action A
with a block, action B with a rectangle, the broken rule named for an illegal placement), hot-seat
with the curtain between two secret choices, a whole solo game to the score sheets and the title,
the keyboard, the new-game dialog's map choice and the smoke test (pytest-qt, offscreen)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from ui_helpers import click_key, play_seat_to_the_end

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.games.roguelight import board as bd
from rookraiders_desktop.engine.games.roguelight.actions import PlaceWall, PlanRoom
from rookraiders_desktop.ui.games.roguelight.sheet import RLSheetItem
from rookraiders_desktop.ui.items import ScoreSheetItem

RL = "roguelight"


def setup(*bots: str | None, map_id: str = "basic") -> Setup:
    names = ["Alice", "Bob", "Chiyo", "Daichi", "Emi", "Fumi"]
    return Setup(seats=[SeatSetup(name=names[i], bot=b) for i, b in enumerate(bots)], options={"map": map_id})


def click_action(qtbot, window, action) -> None:
    """Choose `action` by its squares on the table (the scene's tool set to its die first)."""
    scene = window.scene
    before = len(window.session.core.history)
    if isinstance(action, PlaceWall):
        click_key(qtbot, window, ("tool", action.die))
        for _ in range(8):  # turn the block until it has the action's orientation
            if scene.action_keys(action):
                break
            click_key(qtbot, window, ("orient", "rotate"))
            if not scene.action_keys(action):
                click_key(qtbot, window, ("orient", "mirror"))
    elif isinstance(action, PlanRoom):
        click_key(qtbot, window, ("tool", "room"))
    keys = scene.action_keys(action)
    assert keys, action
    for key in keys:
        click_key(qtbot, window, key)
    assert len(window.session.core.history) == before + 1
    assert window.session.core.history[-1].action == action


def test_a_building_round_through_the_scene(qtbot, window):
    session = window.start_game(RL, setup(None), seed=11)
    scene = window.scene
    v = session.state
    assert window.table_stack.currentWidget() is window.table  # one human: never a curtain
    white, black = v.dice
    assert scene.item("die_white").look.value == white and scene.item("die_black").look.value == black
    assert (
        "Round 1" in window.prompt.title.text()
        or "Round 1" in window.prompt.hint.text()
        or "Round 1" in scene.item("dice_zone").look.title
    )
    # an illegal placement: a block in the middle of nowhere names RL-4.10
    legal = session.legal_actions(0)
    g = bd.Grid(scene._mapdef(), v.sheets[0])
    click_key(qtbot, window, ("tool", "one"))
    lonely = next(
        (x, y)
        for y in range(g.h)
        for x in range(g.w)
        if bd.block_problem(g, [(x, y)]) is not None and not g.is_filled(x, y)
    )
    click_key(qtbot, window, ("cell", *lonely))
    assert "RL-4.10" in window.prompt.status.text() or "RL-4" in window.prompt.status.text()
    assert len(session.core.history) == 0
    # hovering says the same, live
    scene.set_hover(lonely)
    assert scene.item("preview").look.ok is False and "RL-4" in scene._hint_text
    # action A: a block of the white die
    wall = next(a for a in legal if isinstance(a, PlaceWall) and a.die == "white")
    click_action(qtbot, window, wall)
    assert all(y * g.w + x in session.state.sheets[0].filled for x, y in wall.cells)
    # resolve whatever the block reached, then the next rounds until action B is possible
    for _ in range(60):
        legal = session.legal_actions(0)
        rooms = [a for a in legal if isinstance(a, PlanRoom)]
        if rooms and not session.state.sheets[0].acted:
            click_action(qtbot, window, rooms[0])
            r = rooms[0]
            assert any((q.x, q.y, q.w, q.h) == (r.x, r.y, r.w, r.h) for q in session.state.sheets[0].rects)
            break
        action = decide(make_bot("greedy", 1, RL), session.game, session.state, 0)
        if isinstance(action, (PlaceWall, PlanRoom)):
            click_action(qtbot, window, action)
        else:
            window.choose(action)
    else:
        raise AssertionError("action B never came")


def test_hot_seat_curtain_between_two_secret_choices(qtbot, window):
    session = window.start_game(RL, setup(None, None), seed=5)
    first = window.viewer
    other = 1 - first
    assert window.table_stack.currentWidget() is window.table
    assert window.scene.item(("other", other)).look.hidden  # the other sheet is secret
    bot = make_bot("greedy", 2, RL)
    seen_curtain = False
    for _ in range(20):
        if session.state.round > 1:
            break
        if window.table_stack.currentWidget() is window.curtain:
            seen_curtain = True
            assert window.curtain.name == session.seat_names[window.pending_viewer]
            qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
        viewer = window.viewer
        # the table never shows another player's sheet during building
        for item in window.scene.table_items().values():
            if isinstance(item, RLSheetItem) and item is not window.scene.item("big_sheet"):
                assert item.look.hidden
        assert not any(e.visible_to and viewer not in e.visible_to for e in session.events(viewer))
        window.choose(decide(bot, session.game, session.state, viewer))
    assert seen_curtain and session.state.round == 2


def test_whole_solo_game_reaches_the_score_sheet_and_the_title(qtbot, window):
    session = window.start_game(RL, setup(None, map_id="advanced"), seed=3)
    bot = make_bot("greedy", 4, RL)
    for _ in range(600):
        if session.result() is not None:
            break
        seat = session.acting()
        action = decide(bot, session.game, session.state, seat)
        if isinstance(action, (PlaceWall, PlanRoom)) and session.state.round in (1, 9):
            click_action(qtbot, window, action)
        else:
            window.choose(action)
    result = session.result()
    assert result is not None and result.title
    sheets = [i for i in window.scene.table_items().values() if isinstance(i, ScoreSheetItem)]
    assert len(sheets) == 1
    look = sheets[0].look
    assert any("Rooms" in line[0] for line in look.lines) and "Title" in look.footer[0]
    assert str(session.state.sheets[0].score.final) in look.total
    assert "Game over" in window.prompt.title.text()


def test_bots_reach_the_interception_and_the_end(qtbot, window):
    session = window.start_game(RL, setup(None, "greedy", "greedy"), seed=8)
    play_seat_to_the_end(qtbot, window, session, 0, make_bot("greedy", 9, RL))
    assert window.scene.item("int_zone") is not None  # the interception panel
    assert len([i for i in window.scene.table_items().values() if isinstance(i, ScoreSheetItem)]) == 3
    assert not any(window.scene.item(("other", s)).look.hidden for s in (1, 2))  # public at the end


def test_keyboard_focus_ring_on_the_sheet(qtbot, window):
    session = window.start_game(RL, setup(None), seed=11)
    window.keyboard.focus_table()
    keys = window.keyboard.keys()
    assert keys and any(k[0] == "cell" for k in keys) and any(k[0] == "tool" for k in keys)
    cell = next(k for k in keys if k[0] == "cell")
    window.keyboard.set_key(cell)
    assert "square" in window.view.accessibleDescription()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert len(session.core.history) == 1 or session.state.sheets[0].acted


def test_new_game_dialog_offers_the_map(qtbot, window):
    from rookraiders_desktop.ui.main_window import registered_games
    from rookraiders_desktop.ui.new_game import NewGameDialog

    dialog = NewGameDialog(registered_games()[RL], window)
    qtbot.addWidget(dialog)
    assert dialog.option_boxes and dialog.option_boxes[0][0] == "map"
    box = dialog.option_boxes[0][2]
    box.setCurrentIndex(1)
    dialog.count.setValue(1)
    assert dialog.setup().options["map"] == "advanced"
    assert "solo_difficulty" not in dialog.setup().options
    assert not dialog.difficulty.isVisibleTo(dialog)


def test_smoke_test_includes_roguelight():
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-m", "rookraiders_desktop", "--smoke-test"],
        capture_output=True,
        text=True,
        timeout=600,
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert "roguelight: table rendered" in out.stdout
