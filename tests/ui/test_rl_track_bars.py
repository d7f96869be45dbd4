"""Roguelight's track rows: the thick boundary lines (development track, item row) start at the boxes'
top and never cross the caption's words printed just above (seen in the 1920x1080 render, issue 15)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from rookraiders_desktop.ui.games.roguelight.sheet import TRACK_ROW_H, RLSheetItem, SheetLook, TrackRow


def test_boundary_bars_stay_below_the_caption(qtbot):
    row = TrackRow("", ("1", "2", "3", "4"), ("", "", "", ""), bars=(1,))
    look = SheetLook(rows=("." * 4,), cell=40.0, tracks=(row,))
    item = RLSheetItem(look, 160.0, 40.0 + 8 + TRACK_ROW_H)
    image = QImage(160, int(TRACK_ROW_H), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    item._track(painter, QRectF(0, 0, 160, TRACK_ROW_H), row)
    painter.end()
    bar_x = 80  # after box index 1 of four 40-wide boxes
    caption_band = range(0, 14)  # the caption's line, above the boxes (top = 15)
    assert all(image.pixelColor(bar_x, y).alpha() == 0 for y in caption_band)
    assert image.pixelColor(bar_x, 25).lightness() < 60  # the bar itself is drawn through the boxes
