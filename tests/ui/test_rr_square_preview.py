"""Rook & Raiders (issue 15): hovering a board square, the castle or a waiting queue says what
it is for, with its rules: the square's coordinates (RR-A1), its zone (magic circle, middle,
own area) and what stands on it; in English and in Japanese."""

from __future__ import annotations

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.games.rook_raiders.models import COLUMNS, sq
from rookraiders_desktop.ui import i18n

SOLO = Setup(seats=[SeatSetup(name="Solo")])


def _start(window):
    window.start_game("rook_raiders", SOLO, seed=5)
    return window.scene, window.session.state.players[0].board


def _empty_square(board, x: int) -> int:
    return next(s for s in (sq(x, y) for y in range(3)) if board[s] is None)


def test_rr_a1_an_empty_square_says_its_column_from_the_castle_and_its_zone(qtbot, window):
    scene, board = _start(window)
    magic = scene.preview(("sq", 0, _empty_square(board, 0)))
    assert "empty" in magic.name and "column 6 counted from the castle" in magic.text
    assert "(RR-A1)" in magic.text and "(RR-15.7)" in magic.text and "(RR-8.7)" in magic.text
    middle = scene.preview(("sq", 0, sq(2, 1)))
    assert "column 4" in middle.text and "(RR-13.2)" in middle.text
    front = scene.preview(("sq", 0, sq(4, 0)))
    assert "front column" in front.text and "(RR-5.8)" in front.text and "RR-11.3)" in front.text
    last = scene.preview(("sq", 0, sq(COLUMNS - 1, 2)))
    assert last.name.endswith("1-C: empty") and "(RR-13.6)" in last.text


def test_rr_15_7_a_monster_s_square_previews_the_monster_then_the_square(qtbot, window):
    scene, board = _start(window)
    square = next(s for s, piece in enumerate(board) if piece is not None)  # summoned in round 0
    square_item = scene.item(("square", 0, square))
    hovered = [scene.preview_item(i) for i in scene.items_with_key(("sq", 0, square))]
    assert len(hovered) == 2  # the square and the monster's card: the same preview
    for content in hovered:
        assert "empty" not in content.name and content.text.count("(RR-15.7)") == 1
        assert "(RR-A1)" in content.text
    card = next(i for i in scene.items_with_key(("sq", 0, square)) if i is not square_item)
    assert card.toolTip().partition("\n")[2].strip() in hovered[0].text  # the monster's stats


def test_rr_13_7_the_castle_and_the_queues_say_what_they_mean(qtbot, window):
    scene, _board = _start(window)
    castle = scene.preview_item(scene.item(("castle", 0)))
    assert "(RR-13.6)" in castle.text and "(RR-13.7 to RR-13.9)" in castle.text
    queues = scene.preview_item(scene.item(("cap_queue", 0)))
    assert "(RR-15.11" in queues.text and "(RR-15.13)" in queues.text


def test_rr_a1_the_square_preview_is_in_japanese(qtbot, window):
    i18n.set_language("ja")
    scene, board = _start(window)
    text = scene.preview(("sq", 0, _empty_square(board, 0))).text
    assert "魔法陣" in text and "RR-15.7" in text and "column" not in text
    assert "魔法陣" not in scene.preview(("sq", 0, sq(2, 1))).text
