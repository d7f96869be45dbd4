"""The tables at their end and their last moves, readable at 1280x720 (issue 15, seen in the render
matrix): Roguelight's final scores and interception sit beside the sheet at the building-time zoom,
its level rows 11 px or more with each last-move badge off the row's words; The Last Spell's result
sits beside the final board, never over it; The Nameless Dark Lord's row captions stay inside their
player's zone, and a Unit sent to the Remove Area or swapped is marked, its badge off the caption."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication
from test_table_defects import RL, _bots_play_to_the_end, rl_setup
from test_table_overlap import _overlaps, _play, _start
from test_table_readable import SMALLEST, _painted_sizes, _unreadable

from rookraiders_desktop.engine.core.game import Event
from rookraiders_desktop.engine.games.last_spell.outcome import win
from rookraiders_desktop.engine.games.nameless_dark_lord.models import Placed
from rookraiders_desktop.ui.games.roguelight.sheet import LEVEL_GUTTER, RLButtonItem, RLLevelRowItem
from rookraiders_desktop.ui.items import LabelItem, MarkItem

LAST_BADGE_R = 11.0  # the last-move badge: radius 9.5 and its ring (ui/items/mark.py)


def _last_badge(mark: MarkItem) -> QRectF:
    """Where a last-move mark draws its badge (on its top-left corner), in scene coordinates."""
    centre = mark.mapToScene(QPointF(4, 4))
    return QRectF(centre.x() - LAST_BADGE_R, centre.y() - LAST_BADGE_R, 2 * LAST_BADGE_R, 2 * LAST_BADGE_R)


def _text_band(label: LabelItem) -> QRectF:
    """The line a label's words take: its font's height, centred in the label."""
    rect = label.sceneBoundingRect()
    margin = (rect.height() - label.look.size) / 2
    return rect.adjusted(0, margin, 0, -margin)


def _fit(window) -> None:
    window.view.fit()
    QApplication.processEvents()


# --- Roguelight ----------------------------------------------------------------------------------


def test_rl_the_end_keeps_the_zoom_and_the_interception_reads_at_1280x720(qtbot, window, monkeypatch):
    window.resize(1280, 720)
    qtbot.wait(20)
    session = window.start_game(RL, rl_setup(None, "greedy", "greedy"), seed=8)
    _fit(window)
    opening = window.view.transform().m11()
    _bots_play_to_the_end(qtbot, window, session, 9)
    _fit(window)
    assert window.view.transform().m11() >= opening * 0.97  # the scores beside the sheet, not below it
    scene = window.scene
    levels = [i for i in scene.table_items().values() if isinstance(i, RLLevelRowItem) and i.key is not None]
    assert len(levels) == len(session.state.interception.order) > 0
    sizes = _painted_sizes(window, monkeypatch)
    assert all(sizes[row] >= SMALLEST for row in levels), [sizes[row] for row in levels]
    assert not _unreadable(window, monkeypatch)
    # rooms may overlap on the sheet (RL-9.9: neither scores); their frames take no click
    overlaps = [pair for pair in _overlaps(scene) if not (pair[0][0] == pair[1][0] == "room")]
    assert not overlaps, overlaps[:3]
    marks = [m for m in scene._last_marks if isinstance(m.key, tuple) and m.key[0] == "level"]
    assert marks, scene.last_move()
    for mark in marks:
        row = next(i for i in levels if i.key == mark.key)
        words = row.sceneBoundingRect().adjusted(LEVEL_GUTTER, 0, 0, 0)
        assert not _last_badge(mark).intersects(words), mark.key
        assert "interception points" in scene.preview_item(row).text  # its whole line, large on hover


# --- The Last Spell --------------------------------------------------------------------------------


def test_ls_25_8_the_result_sits_beside_the_final_board(qtbot, window, monkeypatch):
    session = _start(window, "last_spell")
    _play(qtbot, window, session, 0)
    state = session.state.model_copy(deep=True)
    win(state, [], "LS-25.8", "the town was defended through the night")
    scene = window.scene
    scene.sync(session.game.view(state, 0), 0, None, lambda kind: None)
    _fit(window)
    banner = scene.item("result_zone").sceneBoundingRect()
    others = [i for ident, i in scene.table_items().items() if ident not in ("result_zone", "result_text")]
    covered = [i for i in others if i.isVisible() and banner.adjusted(1, 1, -1, -1).intersects(i.sceneBoundingRect())]
    assert not covered, covered[:3]  # the board, its figures and the heroes' cards all in sight
    area = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert area.contains(banner)
    text = scene.item("result_text")
    assert "LS-25.8" in text.words()
    assert _painted_sizes(window, monkeypatch)[text] >= SMALLEST


# --- The Nameless Dark Lord ------------------------------------------------------------------------


def test_nd_every_row_caption_lies_inside_its_player_s_zone(qtbot, window):
    session = _start(window, "nameless_dark_lord")
    _play(qtbot, window, session, 0)
    scene = window.scene
    for seat in range(len(session.state.players)):
        zone = scene.item(("zone", seat)).sceneBoundingRect()
        for kind in ("territory", "unit", "artifact"):
            caption = scene.item(("cap_row", seat, kind)).sceneBoundingRect()
            assert zone.contains(caption), (seat, kind, caption, zone)


def _unit_of(window, state, seat: int) -> str:
    """A Unit card of `seat`'s Home Area."""
    cards = window.scene.content.cards
    return next(uid for uid in state.players[seat].home if cards[state.cards[uid]].type == "unit")


def test_nd_16_2_a_unit_sent_to_the_remove_area_is_marked_off_the_caption(qtbot, window):
    session = _start(window, "nameless_dark_lord")
    _play(qtbot, window, session, 0)
    state = session.state.model_copy(deep=True)
    uid = _unit_of(window, state, 1)
    state.players[1].home.remove(uid)
    state.removed.append(Placed(card=uid, owner=1))
    scene = window.scene
    scene.sync(session.game.view(state, 0), 0, None, lambda kind: None)
    removed = Event(kind="unit_removed", args={"card": state.cards[uid], "owner": 1, "area": "C", "by": "x"})
    scene.show_last_move([removed])
    assert scene.last_move() == {("card", uid): "removed from area C"}
    caption = scene.item("cap_removed")
    assert isinstance(caption, LabelItem)
    assert not _last_badge(scene._last_marks[0]).intersects(_text_band(caption))


def test_nd_17_11_swapped_units_are_marked_in_the_areas_they_went_to(qtbot, window):
    session = _start(window, "nameless_dark_lord")
    _play(qtbot, window, session, 0)
    state = session.state.model_copy(deep=True)
    a, b = _unit_of(window, state, 1), _unit_of(window, state, 2)
    state.players[1].home.remove(a)
    state.players[2].home.remove(b)
    state.areas[1].units.append(Placed(card=a, owner=1))  # a went from area A to B, b from B to A
    state.areas[0].units.append(Placed(card=b, owner=2))
    window.scene.sync(session.game.view(state, 0), 0, None, lambda kind: None)
    swap = Event(
        kind="units_swapped",
        args={
            "player": 2,
            "card_a": state.cards[a],
            "owner_a": 1,
            "area_a": state.areas[0].letter,
            "card_b": state.cards[b],
            "owner_b": 2,
            "area_b": state.areas[1].letter,
        },
    )
    window.scene.show_last_move([swap])
    marks = window.scene.last_move()
    assert marks[("unit", a)] == f"swapped into area {state.areas[1].letter}"
    assert marks[("unit", b)] == f"swapped into area {state.areas[0].letter}"


def test_rl_the_tool_buttons_read_at_1280x720(qtbot, window, monkeypatch):
    session = _start(window, "roguelight")
    _play(qtbot, window, session, 4)
    _fit(window)
    buttons = [i for i in window.scene.table_items().values() if isinstance(i, RLButtonItem)]
    assert len(buttons) >= 3
    sizes = _painted_sizes(window, monkeypatch)
    assert all(sizes[b] >= SMALLEST for b in buttons), {b.look.text: round(sizes[b], 1) for b in buttons}
