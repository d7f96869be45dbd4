"""Fonts and colours of the table, made once and shared by every item (QFont construction and
font fallback look-ups are the expensive part of painting text). `PALETTE` holds the colours every
table shares; a game's own colours are its scene's `colours`, which the shared table registers here
(`register_colours`) when the scene class is made, before anything of the game is painted."""

from __future__ import annotations

from collections.abc import Mapping
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
    """The colour of a palette name (shared or a registered game's), or of "#rrggbb"."""
    return QColor(PALETTE.get(name) or GAME_COLOURS.get(name, name))


def register_colours(colours: Mapping[str, str]) -> None:
    """Add a game's own colour names; ValueError when a name is a shared one or is already
    registered with another colour."""
    added = False
    for name, value in colours.items():
        if name in PALETTE:
            raise ValueError(f"the colour {name!r} is a shared one")
        known = GAME_COLOURS.get(name)
        if known is not None and known != value:
            raise ValueError(f"the colour {name!r} is registered with another value")
        added = added or known is None
        GAME_COLOURS[name] = value
    if added:
        colour.cache_clear()  # a name looked up before it was registered is no longer cached as unknown


PALETTE = {  # the colours every table shares; a game's own are its scene's `colours`
    "table": "#2f4a3a",
    "zone": "#3b5a48",
    "zone_edge": "#6e8f78",
    "zone_title": "#e9e4d0",
    "ink": "#1d1d1f",
    "ink_soft": "#55565a",
    "paper": "#f6f0df",
    "card_edge": "#5b5346",
    "back": "#6b4f3a",
    "back_black": "#2d2a2e",
    "back_text": "#f3e9d2",
    "square": "#d9d2b8",
    "square_edge": "#9b927a",
    "own_area": "#c9dcc3",
    "magic": "#c7bde0",
    "magic_ring": "#6d5aa8",
    "cube": "#b8322a",
    "marker": "#2b2b2b",
    "gold": "#d9a520",
    "mark_move": "#2fb35a",
    "mark_target": "#e0402f",
    "mark_heal": "#e56fb0",
    "mark_select": "#f2c230",
    "mark_picked": "#ff8c1a",
    "mark_option": "#3fa7e0",
    "acting": "#ffd84a",
}
GAME_COLOURS: dict[str, str] = {}  # name -> colour: every registered game's own colours
