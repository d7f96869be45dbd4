"""Roguelight's large sheet prints its row numbers and column letters (issue 15): the corner squares'
labels name them as the engine's messages do ("Action A: ... on A1")."""

from __future__ import annotations

from rookraiders_desktop.engine.games.roguelight.actions import PlaceWall
from rookraiders_desktop.engine.games.roguelight.text import describe_action
from rookraiders_desktop.ui.games.roguelight.sheet import AXIS_FONT, RLSheetItem, SheetLook, TrackRow


def engine_name(x: int, y: int) -> str:
    """The engine's name of square (x, y): the cells of a drawn block in its action text."""
    text = describe_action(PlaceWall(player=0, die="white", cells=[(x, y)]))
    return text.rsplit(" ", 1)[-1]


def test_corner_labels_match_the_engine_names():
    rows = tuple("." * 12 for _ in range(10))
    look = SheetLook(rows=rows, cell=44.0, tracks=(TrackRow("t", ("1",), ("",)),))
    item = RLSheetItem(look, 12 * 44.0, 10 * 44.0 + 48)
    columns, numbers = item.axis_boxes()
    assert len(columns) == 12 and len(numbers) == 10
    for x, y in [(0, 0), (11, 0), (0, 9), (11, 9)]:
        assert columns[x][0] + numbers[y][0] == engine_name(x, y)
        col_box, row_box = columns[x][1], numbers[y][1]
        assert col_box.left() == x * 44.0 and col_box.bottom() <= 0  # above its column
        assert row_box.top() == y * 44.0 and row_box.right() <= 0  # left of its row
        assert item.boundingRect().contains(col_box) and item.boundingRect().contains(row_box)
    assert AXIS_FONT >= 14  # 11 px or more at the fitted zoom of 1280 x 720 (about 0.8)
    assert RLSheetItem.labelled(look)
    assert not RLSheetItem.labelled(SheetLook(rows=rows, cell=13.0))  # the small sheets: none
