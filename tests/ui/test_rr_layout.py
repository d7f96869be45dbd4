"""The Rook & Raiders table for 16:9 laptops (issue 15 item 1): one layout for every seat count
(layout.py), chosen to draw the table largest in the table pane. At 1280x720, alone with
Expansion 2's piles, with 2 and with 4 players: the table fills the pane (no empty band), every
part lies inside its area, every pile shows whole, no two clickable items partly overlap, and every
text is 11 px or one hover away."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtWidgets import QApplication
from test_table_overlap import _overlaps, _play
from test_table_readable import _unreadable

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.ui.games.rook_raiders.layout import SLOT_W, Block, arrange, flow
from rookraiders_desktop.ui.games.rook_raiders.scene import BASE_PILES, SHAPES, central_blocks
from rookraiders_desktop.ui.items import MarkItem, TableItem, ZoneItem

X2 = ["level_up_2", "rules_b_monsters"]


def test_every_seat_count_is_drawn_larger_than_the_old_rows_of_two():
    """The old layout (the central area above the player areas, two per row) drew the table at
    0.558 (solo), 0.487 (2 players) and 0.385 (3 and 4) of its size in the 1280x720 table pane."""
    old = {1: 0.558, 2: 0.487, 3: 0.385, 4: 0.385}
    for players, before in old.items():
        layout = arrange(players, central_blocks(*BASE_PILES), SHAPES)
        assert layout.scale() > before * 1.06, (players, layout.scale())


def test_the_central_area_flows_its_parts_apart_and_within_its_width():
    for width in (560.0, 900.0, 1252.0, 1784.0):
        blocks = central_blocks(11, 12)
        placed, height = flow(blocks, width)
        rects = []
        for block in blocks:
            x, y, columns = placed[block.name]
            w, h, _ = block.shaped(width - 14 - x)
            w, h = (columns * SLOT_W, h) if block.slots else (w, h)
            assert x >= 14 and x + w <= width - 14 + 1e-6 and y + h <= height, (width, block.name)
            rects.append((block.name, x, y, x + w, y + h))
        for a, b in itertools.combinations(rects, 2):
            assert a[3] <= b[1] or b[3] <= a[1] or a[4] <= b[2] or b[4] <= a[2], (width, a, b)


def test_a_grid_of_piles_keeps_its_rows_even_and_a_block_never_overflows():
    assert Block("black", 0, 0, 7).shaped(6 * SLOT_W)[2] == 4  # 4 + 3, not 6 + 1
    assert Block("black", 0, 0, 11).shaped(20 * SLOT_W)[2] == 11  # one row when it fits
    assert flow([Block("wide", 600, 100)], 400)[1] == float("inf")  # a layout that cannot be


def _inside_its_area(scene) -> list[str]:
    """Items (not the areas themselves, nor marks) that no area wholly holds."""
    zones = [i.sceneBoundingRect().adjusted(-1, -1, 1, 1) for i in scene.items() if isinstance(i, ZoneItem)]
    bad = []
    for item in scene.items():
        if isinstance(item, TableItem) and not isinstance(item, (ZoneItem, MarkItem)) and item.isVisible():
            rect = item.sceneBoundingRect()
            if not any(zone.contains(rect) for zone in zones):
                bad.append(f"{type(item).__name__} at {rect.getRect()}")
    return bad


@pytest.mark.parametrize(("players", "variants", "decisions"), [(1, X2, 6), (2, [], 10), (4, [], 6)])
def test_rr_table_at_1280x720_fills_the_pane_and_every_part_is_whole(
    qtbot, window, monkeypatch, players, variants, decisions
):
    window.resize(1280, 720)
    seats = [SeatSetup(name="Me")] + [SeatSetup(name=f"Bot {i}", bot="greedy") for i in range(1, players)]
    session = window.start_game("rook_raiders", Setup(seats=seats, options={"variants": variants}), seed=11)
    _play(qtbot, window, session, decisions)
    view, scene = window.view, window.scene
    view.fit()
    QApplication.processEvents()
    shown = view.mapFromScene(scene.sceneRect()).boundingRect()
    pane = view.viewport().rect()
    assert min(shown.width() / pane.width(), shown.height() / pane.height()) > 0.85, (shown, pane)
    assert not _inside_its_area(scene), _inside_its_area(scene)[:5]
    v = scene.view_state
    piles = [i for i in scene.items() if isinstance(i, TableItem) and _is_pile(scene, i)]
    assert len(piles) == len(v.black_piles) + len(v.levelup_piles) + bool(variants)  # Expansion 2: the Traps
    assert len(v.black_piles) == (11 if variants else 7)
    for a, b in itertools.combinations(piles, 2):
        assert not a.sceneBoundingRect().intersects(b.sceneBoundingRect())  # every pile whole: none fanned
    assert not _overlaps(scene), _overlaps(scene)[:5]
    bad = _unreadable(window, monkeypatch)
    assert not bad, bad[:8]


def _is_pile(scene, item) -> bool:
    return any(
        item is scene.item(ident)
        for ident in [("black", m) for m in scene.view_state.black_piles]
        + [("lv", c) for c in scene.view_state.levelup_piles]
        + ["trap_supply"]
    )


def test_a_fitted_view_refits_when_the_table_is_laid_out_again(qtbot, window):
    """Expansion 2's piles are seen at the first view: the table grows, and a fitted view (a
    hot-seat player's new scene) shows it whole without Ctrl+0."""
    window.resize(1280, 720)
    seats = [SeatSetup(name="Me"), SeatSetup(name="You")]
    window.start_game("rook_raiders", Setup(seats=seats, options={"variants": X2}), seed=11)
    view, scene = window.view, window.scene
    assert view.fitted
    before = scene.sceneRect()
    scene.piles = BASE_PILES  # as a new scene has it before its first view
    scene.setSceneRect(before.adjusted(0, 0, -400, -400))
    view.fit()  # fitted to the smaller table
    window.refresh()
    QApplication.processEvents()
    assert scene.sceneRect() == before
    shown = view.mapFromScene(scene.sceneRect()).boundingRect()
    pane = view.viewport().rect()
    assert shown.width() <= pane.width() + 2 and shown.height() <= pane.height() + 2
    assert max(shown.width() / pane.width(), shown.height() / pane.height()) > 0.97


def test_a_caption_stays_clear_of_the_badges_on_the_cards_under_it(qtbot, window):
    """A highlight's badge (on a card's top edge) or a last-move mark's ↺ (on its top-left
    corner) reaches 13 units above the card: the captions of the command row, the dice, the
    mercenaries and the hand end before it."""
    window.resize(1280, 720)
    seats = [SeatSetup(name="Me"), SeatSetup(name="Bot", bot="greedy")]
    window.start_game("rook_raiders", Setup(seats=seats), seed=11)
    scene = window.scene
    below = {"cap_cmd": ("cmd",), "cap_dice": ("die",), "cap_merc": ("merc",), ("cap_hand", 0): ("hand", 0)}
    for caption, key in below.items():
        label = scene.item(caption).sceneBoundingRect()
        cards = [
            i
            for i in scene.items()
            if isinstance(i, TableItem)
            and not isinstance(i, MarkItem)
            and isinstance(i.key, tuple)
            and i.key[: len(key)] == key
        ]
        cards += [scene.item(("die", 0))] if key == ("die",) else []
        assert cards, caption
        top = min(c.sceneBoundingRect().top() for c in cards)
        assert label.bottom() <= top - 13 + 0.5, (caption, label, top)
