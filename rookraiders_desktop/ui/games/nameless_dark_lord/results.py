"""The Nameless Dark Lord's score sheets for the end screen (ND-15): victory points on cards,
Curse tokens, the total and the income that breaks ties side by side, then each player's sheet
card by card."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ....engine.core.i18n import QT_TRANSLATE_NOOP
from ....engine.games.nameless_dark_lord.text import card_name
from ... import i18n
from ...end_screen import ScoreTable

ROWS = {
    "cards": QT_TRANSLATE_NOOP("EndScreen", "Victory points on cards"),
    "curses": QT_TRANSLATE_NOOP("EndScreen", "Curse tokens"),
    "total": QT_TRANSLATE_NOOP("EndScreen", "Total"),
    "gold": QT_TRANSLATE_NOOP("EndScreen", "Gold income (1st tie-break)"),
    "silver": QT_TRANSLATE_NOOP("EndScreen", "Silver income (2nd tie-break)"),
}
TITLE = QT_TRANSLATE_NOOP("EndScreen", "Score sheets")
SHEET = QT_TRANSLATE_NOOP("EndScreen", "{name}: {total} VP, card by card")
POINTS = QT_TRANSLATE_NOOP("EndScreen", "VP")
CURSES = QT_TRANSLATE_NOOP("EndScreen", "Curse tokens ×{count}")


def _tr(text: str) -> str:
    return QCoreApplication.translate("EndScreen", text)


def score_tables(view: Any, names: list[str], entries: list[Any]) -> list[ScoreTable]:
    sheets = sorted(view.scores, key=lambda s: s.player)
    if not sheets:
        return []
    rows = [
        (_tr(ROWS["cards"]), [str(sum(line.points for line in s.lines if line.card)) for s in sheets]),
        (_tr(ROWS["curses"]), [str(-s.curses) if s.curses else "0" for s in sheets]),
        (_tr(ROWS["total"]), [str(s.total) for s in sheets]),
        (_tr(ROWS["gold"]), [str(s.gold_income) for s in sheets]),
        (_tr(ROWS["silver"]), [str(s.silver_income) for s in sheets]),
    ]
    return [ScoreTable(_tr(TITLE), [names[s.player] for s in sheets], rows), *(_sheet(view, s, names) for s in sheets)]


def _sheet(view: Any, sheet: Any, names: list[str]) -> ScoreTable:
    """One player's sheet line by line (ND-15): each card's points, then the Curse tokens."""
    lang = i18n.current_language()
    rows = [
        (card_name(view.cards.get(line.card, line.card), lang), [str(line.points)]) for line in sheet.lines if line.card
    ]
    if sheet.curses:
        rows.append((_tr(CURSES).format(count=sheet.curses), [str(-sheet.curses)]))
    title = _tr(SHEET).format(name=names[sheet.player], total=sheet.total)
    return ScoreTable(title, [_tr(POINTS)], rows)
