"""The coach's odds in Rook & Raiders (issue 9), no Qt: once a unit acts, every monster its dice
skill may target gets a chart of the chance to deal 0, 1, 2 or 3 damage and to defeat it (odds.py),
and the prompt lists them; while a roll waits for Willpower, the odds of the reroll."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.coach import pct
from ...core.game import Odds, OddsBadge
from ...core.i18n import QT_TRANSLATE_NOOP, Translate, english, render
from .models import label
from .odds import at_least, defeat_chance, odds, unit_odds
from .rules import monster_def, unit_def
from .text import name

CONTEXT = "Coach"


def rr_odds(view: Any, legal: Sequence[Any], lang: str = "en") -> list[dict[str, Any]]:
    """One entry per monster a legal dice attack of the acting unit may target: the square, the
    monster, its distribution {damage: chance}, the chance to defeat it, the chance to deal 2+."""
    cmd = view.flow.command
    if cmd is None or cmd.skill_user is None:
        return []
    out = []
    for action in legal:
        if getattr(action, "kind", "") != "use_skill" or len(action.targets) != 1:
            continue
        board = view.players[action.player].board
        user = board[cmd.skill_user]
        if unit_def(view, user.card).skill.form not in ("dice", "long"):
            continue
        dist = odds(view, action)
        if not dist:
            continue
        target = action.targets[0]
        md = monster_def(view, board[target].card)
        out.append(
            {
                "seat": action.player,
                "square": target,
                "label": label(target),
                "dist": dist,
                "monster": name(md.id, lang),
                "defence": md.defence,
                "left": md.hp - board[target].damage,
                "defeat": defeat_chance(view, action.player, target, dist),
                "two": at_least(dist, 2),
            }
        )
    return out


def rr_reroll_odds(view: Any, legal: Sequence[Any], lang: str = "en") -> dict[str, Any] | None:
    """While a roll waits and Willpower may reroll it: the odds of the new roll."""
    cmd = view.flow.command
    if cmd is None or cmd.roll is None or not any(getattr(a, "kind", "") == "reroll" for a in legal):
        return None
    seat = view.flow.decider
    dist = unit_odds(view, seat, cmd.roll.user, cmd.roll.target)
    if not dist:
        return None
    board = view.players[seat].board
    md = monster_def(view, board[cmd.roll.target].card)
    return {
        "square": cmd.roll.target,
        "label": label(cmd.roll.target),
        "dist": dist,
        "monster": name(md.id, lang),
        "defence": md.defence,
        "left": md.hp - board[cmd.roll.target].damage,
        "defeat": defeat_chance(view, seat, cmd.roll.target, dist),
    }


def odds_line(entry: dict[str, Any], tr: Translate = english) -> str:
    dist = entry["dist"]
    parts = " · ".join(
        render(QT_TRANSLATE_NOOP("Coach", "{damage} dmg {chance}%"), {"damage": d, "chance": pct(dist[d])}, tr, CONTEXT)
        for d in sorted(dist)
    )
    return render(
        QT_TRANSLATE_NOOP("Coach", "{monster} {square} (DEF {defence}, {left} HP left): {odds} · defeat {defeat}%"),
        {
            "monster": entry["monster"],
            "square": entry["label"],
            "defence": entry["defence"],
            "left": entry["left"],
            "odds": parts,
            "defeat": pct(entry["defeat"]),
        },
        tr,
        CONTEXT,
    )


def coach_odds(view: Any, seat: int, legal: Sequence[Any], tr: Translate = english, lang: str = "en") -> Odds | None:
    """The charts of the acting unit's dice attack, or the odds of a reroll; None when no unit acts
    and no roll waits."""
    cmd = view.flow.command
    if cmd is None or (cmd.skill_user is None and cmd.roll is None):
        return None
    entries = rr_odds(view, legal, lang)
    badges = tuple(OddsBadge(("sq", e["seat"], e["square"]), e["dist"], e["defeat"], odds_line(e, tr)) for e in entries)
    lines = [odds_line(e, tr) for e in entries]
    title = render(QT_TRANSLATE_NOOP("Coach", "Odds of the dice attack:"), None, tr, CONTEXT) if lines else ""
    reroll = rr_reroll_odds(view, legal, lang)
    if reroll is not None:
        lines = [odds_line(reroll, tr)]
        title = render(QT_TRANSLATE_NOOP("Coach", "Odds if you reroll with Willpower:"), None, tr, CONTEXT)
    return Odds(title, tuple(lines), badges)
