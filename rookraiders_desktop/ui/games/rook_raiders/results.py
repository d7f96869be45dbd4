"""Rook & Raiders' score sheets for the end screen: each commander's threat (RR-19.7) and what
makes it, as the seat at the screen sees it (another player's medals stay face down)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ....engine.core.i18n import QT_TRANSLATE_NOOP
from ....engine.games.rook_raiders.rules import monsters_left, public_threat
from ...end_screen import ScoreTable

ROWS = {
    "threat": QT_TRANSLATE_NOOP("EndScreen", "Threat on the board, queues and castle"),
    "medals": QT_TRANSLATE_NOOP("EndScreen", "Medals"),
    "monsters": QT_TRANSLATE_NOOP("EndScreen", "Monsters left"),
    "castle": QT_TRANSLATE_NOOP("EndScreen", "Monsters in the castle"),
    "honour": QT_TRANSLATE_NOOP("EndScreen", "Honour marks"),
    "gold": QT_TRANSLATE_NOOP("EndScreen", "Gold"),
}
HIDDEN = QT_TRANSLATE_NOOP("EndScreen", "{count} face down")
OUT = QT_TRANSLATE_NOOP("EndScreen", "{name} (eliminated)")
TITLE = QT_TRANSLATE_NOOP("EndScreen", "Score sheets")


def _tr(text: str) -> str:
    return QCoreApplication.translate("EndScreen", text)


def score_tables(view: Any, names: list[str], entries: list[Any]) -> list[ScoreTable]:
    players = view.players
    columns = [_tr(OUT).format(name=names[p.seat]) if p.eliminated else names[p.seat] for p in players]

    def medals(p: Any) -> str:
        if not p.medals:
            return "0"
        if any(p.medals):  # the seat's own (or revealed) values
            return str(sum(p.medals))
        return _tr(HIDDEN).format(count=len(p.medals))

    rows = [
        (_tr(ROWS["threat"]), [str(public_threat(view, p.seat)) for p in players]),
        (_tr(ROWS["medals"]), [medals(p) for p in players]),
        (_tr(ROWS["monsters"]), [str(monsters_left(p)) for p in players]),
        (_tr(ROWS["castle"]), [str(len(p.castle)) for p in players]),
        (_tr(ROWS["honour"]), [str(p.honour) for p in players]),
        (_tr(ROWS["gold"]), [str(p.gold) for p in players]),
    ]
    return [ScoreTable(_tr(TITLE), columns, rows)]
