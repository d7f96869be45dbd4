"""No two clickable items overlap (issue 15 item 6), in every game, at the opening and in the middle
of a game, at 1280x720: two items with different click keys either lie apart or one lies wholly
inside the other (a card on its square, a Unit in its battle area: the click then means the
highlighted one), never partly over each other, where a click near the edge would be a guess. The
parts compared are those the player sees (GameScene.visible_rect: a stacked card's band)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QRectF

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.ui.items import MarkItem, TableItem

GAMES = {  # game id -> (players, options)
    "rook_raiders": (2, {}),
    "nameless_dark_lord": (3, {}),
    "roguelight": (2, {"map": "basic"}),
    "last_spell": (1, {"scenario": "gildenberg_1"}),
}
MIDDLE = 24  # the human's decisions played before the middle position is checked


def _start(window, game_id: str):
    players, options = GAMES[game_id]
    seats = [SeatSetup(name="Me")] + [SeatSetup(name=f"Bot {i}", bot="greedy") for i in range(1, players)]
    window.resize(1280, 720)
    return window.start_game(game_id, Setup(seats=seats, options=options), seed=11)


def _play(qtbot, window, session, decisions: int) -> None:
    """The human's seat plays `decisions` greedy moves (the bots answer in between)."""
    me = make_bot("greedy", 3, session.game.game_id)
    for _ in range(decisions):
        qtbot.waitUntil(lambda: session.acting(prefer=0) == 0 or session.result() is not None, timeout=10000)
        if session.result() is not None:
            return
        window.choose(decide(me, session.game, session.state, 0))
    qtbot.waitUntil(lambda: session.acting(prefer=0) == 0 or session.result() is not None, timeout=10000)


def _overlaps(scene) -> list[tuple]:
    """Pairs of click keys whose visible parts partly cover each other (by more than a hairline)."""
    shown: list[tuple[object, QRectF]] = []
    for item in scene.items():
        if isinstance(item, TableItem) and not isinstance(item, MarkItem) and item.key is not None and item.isVisible():
            rect = scene.visible_rect(item).adjusted(1, 1, -1, -1)
            if rect.width() > 0 and rect.height() > 0:
                shown.append((item.key, rect))
    bad = []
    for i, (key_a, a) in enumerate(shown):
        for key_b, b in shown[i + 1 :]:
            if key_a == key_b or not a.intersects(b):
                continue
            if a.contains(b) or b.contains(a):
                continue  # one inside the other: the highlighted one takes the click
            bad.append((key_a, key_b, a, b))
    return bad


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_two_clickable_items_overlap_at_the_opening_and_in_the_middle(qtbot, window, game_id):
    session = _start(window, game_id)
    _play(qtbot, window, session, 0)
    assert window.scene.items() and not _overlaps(window.scene), _overlaps(window.scene)[:5]
    _play(qtbot, window, session, MIDDLE)
    assert len(session.core.history) >= MIDDLE
    assert not _overlaps(window.scene), _overlaps(window.scene)[:5]


def test_the_check_sees_a_partial_overlap_and_allows_nesting(qtbot):
    class Box(TableItem):
        def draw(self, painter, rect) -> None:
            pass

    boxes = []
    for key, x, y, size in (("a", 0, 0, 40), ("b", 20, 20, 40), ("c", 200, 0, 60), ("d", 210, 10, 20)):
        box = Box(size, size, None, key)
        box.setPos(x, y)
        boxes.append(box)
    scene = SimpleNamespace(items=lambda: boxes, visible_rect=lambda item: item.sceneBoundingRect())
    assert [(a, b) for a, b, _ra, _rb in _overlaps(scene)] == [("a", "b")]
