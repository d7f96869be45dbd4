"""What a place on a Rook & Raiders board is for, in the large preview (issue 15): a square's
coordinates (ruling RR-A1: column 1 next to the castle, column 6 the magic circles), its zone
and what it means, the castle and the waiting queues, each with its rule clauses.

The texts are marked for the "RookRaidersScene" context; `tr` is the scene's own."""

from __future__ import annotations

from collections.abc import Callable

from ....engine.core.i18n import QT_TRANSLATE_NOOP
from ....engine.games.rook_raiders.models import COLUMNS, LINES, MAGIC_CIRCLE_X, OWN_AREA_XS, label

Translate = Callable[[str], str]

WHERE = QT_TRANSLATE_NOOP(
    "RookRaidersScene",
    "Square {square}: column {column} counted from the castle, line {line} (RR-A1); in the Invasion,"
    " monsters nearer the castle act first (RR-12.2).",
)
MAGIC_CIRCLE = QT_TRANSLATE_NOOP(
    "RookRaidersScene",
    "Magic circle: monsters are summoned here (RR-15.7); no unit may enter it (RR-8.7). If one stands"
    " here, the next goes to the first free square to its right (RR-15.10), else to the line's queue"
    " (RR-15.11).",
)
MIDDLE = QT_TRANSLATE_NOOP(
    "RookRaidersScene",
    "Middle of the board: monsters march right along their line towards the castle (RR-13.2). Units"
    " may move here, but never onto or through a monster (RR-8.6).",
)
FRONT_COLUMN = QT_TRANSLATE_NOOP(
    "RookRaidersScene",
    "Own area, front column: the first unit and every recruit are placed in the own area (RR-5.7,"
    " RR-11.3). From here a Thief★ or a Sorcerer★ reaches a magic circle in one action (RR-5.8).",
)
CASTLE_COLUMN = QT_TRANSLATE_NOOP(
    "RookRaidersScene",
    "Own area, next to the castle: the first unit and every recruit are placed in the own area"
    " (RR-5.7, RR-11.3). A monster that moves on past this column breaks into the castle (RR-13.6).",
)
CASTLE = QT_TRANSLATE_NOOP(
    "RookRaidersScene",
    "A monster that moves past the right edge of the board breaks in here (RR-13.6). A red one puts"
    " the board's owner out of the game at once; the first blue one stays here and counts as threat, a"
    " second blue one puts the owner out (RR-13.7 to RR-13.9). Alone, any monster breaking in loses"
    " the game (RR-18.2).",
)
QUEUES = QT_TRANSLATE_NOOP(
    "RookRaidersScene",
    "A summon that finds no free square on its line waits here, the earliest rightmost (RR-15.11,"
    " RR-15.12). Queued monsters are summoned first in the next rounds (RR-15.13) and count as"
    " threat (RR-19.7).",
)


def square_meaning(square: int, tr: Translate) -> str:
    """Where `square` is (its coordinates) and what its zone means, in two paragraphs."""
    x, y = square % COLUMNS, square // COLUMNS
    if x == MAGIC_CIRCLE_X:
        zone = MAGIC_CIRCLE
    elif x == OWN_AREA_XS[0]:
        zone = FRONT_COLUMN
    elif x in OWN_AREA_XS:
        zone = CASTLE_COLUMN
    else:
        zone = MIDDLE
    where = tr(WHERE).format(square=label(square), column=COLUMNS - x, line=LINES[y])
    return where + "\n" + tr(zone)
