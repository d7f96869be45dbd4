"""Fonts and colours of the table, made once and shared by every item (QFont construction and
font fallback look-ups are the expensive part of painting text)."""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QColor, QFont, QFontMetricsF

FAMILIES = ["Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans", "Yu Gothic UI", "Meiryo", "DejaVu Sans", "Sans Serif"]


@cache
def font(size: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setFamilies(FAMILIES)
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


@cache
def metrics(size: float, bold: bool = False) -> QFontMetricsF:
    return QFontMetricsF(font(size, bold))


@cache
def colour(name: str) -> QColor:
    return QColor(PALETTE.get(name, name))


PALETTE = {
    "table": "#2f4a3a",
    "zone": "#3b5a48",
    "zone_edge": "#6e8f78",
    "zone_title": "#e9e4d0",
    "ink": "#1d1d1f",
    "ink_soft": "#55565a",
    "paper": "#f6f0df",
    "paper_monster": "#f3e6e2",
    "paper_command": "#e7eef6",
    "paper_step": "#ece5f3",
    "card_edge": "#5b5346",
    "back": "#6b4f3a",
    "back_black": "#2d2a2e",
    "back_text": "#f3e9d2",
    "square": "#d9d2b8",
    "square_edge": "#9b927a",
    "own_area": "#c9dcc3",
    "magic": "#c7bde0",
    "magic_ring": "#6d5aa8",
    "castle": "#8d8578",
    "red_skull": "#c0392b",
    "blue_skull": "#2f6db5",
    "cube": "#b8322a",
    "marker": "#2b2b2b",
    "gold": "#d9a520",
    "honour": "#7a4fb0",
    "medal": "#b5892e",
    "range": "#4a86d6",
    "range_self": "#3a3a3a",
    "range_white": "#ffffff",
    "mark_move": "#2fb35a",
    "mark_target": "#e0402f",
    "mark_heal": "#e56fb0",
    "mark_select": "#f2c230",
    "mark_picked": "#ff8c1a",
    "mark_option": "#3fa7e0",
    "acting": "#ffd84a",
}
