"""Roguelight's score sheets for the end screen: the building part's items, rooms, bonus and
objectives (RL-9, RL-16.8), the interception (RL-14) and the final total."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ....engine.core.i18n import QT_TRANSLATE_NOOP
from ...end_screen import ScoreTable

ROWS = {
    "items": QT_TRANSLATE_NOOP("EndScreen", "Items"),
    "rooms": QT_TRANSLATE_NOOP("EndScreen", "Scoring rooms"),
    "room_points": QT_TRANSLATE_NOOP("EndScreen", "Room points"),
    "bonus": QT_TRANSLATE_NOOP("EndScreen", "Every room scores (bonus)"),
    "goals": QT_TRANSLATE_NOOP("EndScreen", "Objectives"),
    "interception": QT_TRANSLATE_NOOP("EndScreen", "Interception"),
    "final": QT_TRANSLATE_NOOP("EndScreen", "Total"),
}
OF = QT_TRANSLATE_NOOP("EndScreen", "{scoring} of {total}")
TITLE = QT_TRANSLATE_NOOP("EndScreen", "Score sheets")


def _tr(text: str) -> str:
    return QCoreApplication.translate("EndScreen", text)


def score_tables(view: Any, names: list[str], entries: list[Any]) -> list[ScoreTable]:
    sheets = [s for s in view.sheets if s.score is not None]
    if not sheets:
        return []

    def row(key: str, value: Any) -> tuple[str, list[str]]:
        return _tr(ROWS[key]), [str(value(s.score)) for s in sheets]

    rows = [
        row("items", lambda sc: sc.item_points),
        (_tr(ROWS["rooms"]), [_tr(OF).format(scoring=s.score.scoring_rooms, total=len(s.score.rooms)) for s in sheets]),
        row("room_points", lambda sc: sc.room_points),
        row("bonus", lambda sc: sc.bonus),
    ]
    if view.map_id == "advanced":
        rows.append(row("goals", lambda sc: sc.goal_points))
    rows += [row("interception", lambda sc: sc.interception), row("final", lambda sc: sc.final)]
    return [ScoreTable(_tr(TITLE), [s.name for s in sheets], rows)]
