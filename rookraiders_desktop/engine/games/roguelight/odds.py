"""The exact chance that an interception combat scores, for the coach (issue 9). No Qt.

RL-11: the monster strength is the number of monsters in the room; the adventurer's strength is
the lower of the white and black dice plus the armed level; the sheet's owner scores 5 points
when the monsters are at least as strong (RL-11.6) or the dice are doubles (RL-11.7), once at most
(RL-11.8). A room that does not score, or has no monsters, has no combat (RL-11.2, RL-11.3).

    combat_chance(monsters, armed_level) -> Fraction        the owner scores in that combat
    route_chance(state, action) -> Fraction | None          for a ChooseRoute to a room: the combat
                                                            there with the current armed level
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any


def combat_chance(monsters: int, armed_level: int) -> Fraction:
    if monsters <= 0:
        return Fraction(0)
    good = sum(1 for w in range(1, 7) for b in range(1, 7) if monsters >= min(w, b) + armed_level or w == b)
    return Fraction(good, 36)


def route_chance(state: Any, action: Any) -> Fraction | None:
    """The chance that the combat in the room a ChooseRoute leads to scores (None: the exit)."""
    if getattr(action, "kind", "") != "route" or action.room is None:
        return None
    sheet = state.sheets[action.player]
    if sheet.score is None:
        return None
    room = sheet.score.rooms[action.room]
    if not room.scoring:
        return Fraction(0)
    return combat_chance(room.monsters, state.interception.armed_level)
