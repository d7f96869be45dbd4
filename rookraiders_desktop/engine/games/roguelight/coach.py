"""The coach's odds in Roguelight (issue 9), no Qt: in the interception, each route choice lists
the chance that the combat there scores (RL-11, odds.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.coach import pct
from ...core.game import Odds
from ...core.i18n import QT_TRANSLATE_NOOP, Translate, english, render
from .odds import route_chance

CONTEXT = "Coach"


def coach_odds(game: Any, view: Any, legal: Sequence[Any], tr: Translate = english, lang: str = "en") -> Odds | None:
    if view.phase != "interception":  # the route choices only
        return None
    lines = []
    for action in legal:
        chance = route_chance(view, action)
        if chance is not None:
            lines.append(
                render(
                    QT_TRANSLATE_NOOP("Coach", "{move}: {chance}% to score 5 points"),
                    {"move": game.describe_action(action, view, tr, lang), "chance": pct(chance)},
                    tr,
                    CONTEXT,
                )
            )
    title = render(QT_TRANSLATE_NOOP("Coach", "Odds of the combat there:"), None, tr, CONTEXT) if lines else ""
    return Odds(title, tuple(lines))
