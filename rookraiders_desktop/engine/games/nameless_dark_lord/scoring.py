"""Final Scoring (ND-15): every victory-point form, Curse tokens and the tie-breaks."""

from __future__ import annotations

from ...core.game import Result
from ...core.i18n import QT_TRANSLATE_NOOP, fill
from .content import CardDef, load_content
from .models import GameState, ScoreLine, ScoreSheet


def owned_defs(state: GameState, player: int) -> list[tuple[str, CardDef]]:
    """The game cards a player owns (their Home Area; the START PLAYER marker is not one, ND-1.2)."""
    c = load_content().cards
    out = []
    for uid in state.players[player].home:
        d = c[state.cards[uid]]
        if d.type != "marker":
            out.append((uid, d))
    return out


def count(state: GameState, player: int, what: str) -> int:
    defs = [d for _, d in owned_defs(state, player)]
    if what == "skeleton_kinds":  # ND-19.1: kinds, not copies
        return len({d.id for d in defs if d.type == "unit" and d.race == "skeleton"})
    if what == "goblin_units":  # ND-19.2: copies, not kinds
        return sum(1 for d in defs if d.type == "unit" and d.race == "goblin")
    if what == "artifacts":  # ND-19.3: itself included
        return sum(1 for d in defs if d.type == "artifact")
    if what == "curses_all":  # ND-17.14: in all players' Home Areas
        return sum(p.curses for p in state.players)
    raise ValueError(what)


def zeroed_cards(state: GameState) -> set[str]:
    """L3+-D: card ids whose negative victory points count 0, for every player (AMB-31)."""
    out: set[str] = set()
    for p in state.players:
        for _, d in owned_defs(state, p.seat):
            for a in d.abilities:
                if a.effect == "zero_negative_vp":
                    out.update(a.cards)
    return out


def card_points(state: GameState, player: int, uid: str, d: CardDef, zeroed: set[str] | None = None) -> int:
    vp = d.vp
    if vp.form == "fixed":  # ND-15.2
        if vp.value < 0 and d.id in (zeroed if zeroed is not None else zeroed_cards(state)):
            return 0  # ND-19.4
        return vp.value
    if vp.form == "variable":  # ND-15.3
        n = count(state, player, vp.count or "")
        return vp.table[min(n, len(vp.table) - 1)]
    if vp.form == "base_bonus":  # ND-15.4
        return vp.value + vp.per * count(state, player, vp.count or "")
    # "ab", ND-15.5
    if vp.condition == "owns_card":
        met = any(other.id == vp.card for _, other in owned_defs(state, player))
    else:
        met = uid in state.flags
    return vp.b if met and vp.b is not None else vp.value


def income_of(state: GameState, player: int) -> tuple[int, int]:
    """AMB-27: gold and silver on the INCOME marks of the Territories owned (not EXCHANGE marks)."""
    gold = silver = 0
    for _, d in owned_defs(state, player):
        if d.type == "territory":
            gold += d.income.gold
            silver += d.income.silver
    return gold, silver


def score_sheet(state: GameState, player: int) -> ScoreSheet:
    zeroed = zeroed_cards(state)
    sheet = ScoreSheet(player=player)
    for uid, d in owned_defs(state, player):
        sheet.lines.append(ScoreLine(card=uid, points=card_points(state, player, uid, d, zeroed), form=d.vp.form))
    sheet.curses = state.players[player].curses
    sheet.total = sum(line.points for line in sheet.lines) - sheet.curses  # ND-15.6
    sheet.gold_income, sheet.silver_income = income_of(state, player)
    return sheet


def final_result(state: GameState) -> Result:
    """ND-15.7, ND-15.8: highest total; ties by gold income, then silver income, else a draw."""
    sheets = [score_sheet(state, p.seat) for p in state.players]
    state.scores = sheets
    best = max(s.total for s in sheets)
    tied = [s for s in sheets if s.total == best]
    rule = "ND-15.7"
    template = QT_TRANSLATE_NOOP("NamelessDarkLord", "the most victory points ({points})")
    if len(tied) > 1:
        rule = "ND-15.8"
        top = max((s.gold_income, s.silver_income) for s in tied)
        tied = [s for s in tied if (s.gold_income, s.silver_income) == top]
        if len(tied) > 1:
            template = QT_TRANSLATE_NOOP(
                "NamelessDarkLord", "tied on {points} points and on gold and silver income: a draw"
            )
        else:
            template = QT_TRANSLATE_NOOP(
                "NamelessDarkLord", "tied on {points} points; more gold, then silver income from Territories"
            )
    params = {"points": best}
    return Result(
        winners=[s.player for s in tied],
        draw=len(tied) > 1,
        rule=rule,
        reason=f"{rule}: {fill(template, params)}",
        reason_template=template,
        reason_params=params,
        scores={s.player: float(s.total) for s in sheets},
    )
