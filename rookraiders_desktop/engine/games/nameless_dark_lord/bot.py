"""GreedyBot: plays The Nameless Dark Lord to win, from the same legal actions a person sees.

It values every target card for itself (victory points at the end, plus what the card does in the
rounds still to come: sleeves and income of a Territory, the Power of a Unit, an Artifact's
ability), then judges a position by the targets it currently leads in and could pay for together
(coins matter only inside a round: they all go back to the stock in the End Phase). Each turn it
takes the placement or ability that improves that judgement most — leading where it can afford to
win, stacking where a lead is thin, removing or outbidding a rival's Unit — and passes when
nothing helps. It accepts offered targets worth having within its budget, pays the cheapest way,
takes Goblin Bombers, exchanges the Witch Doll for the best card in sight and takes back the best
card from the Trash Area.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations
from typing import Any

from pydantic import BaseModel

from ...core.i18n import QT_TRANSLATE_NOOP
from . import effects as fx
from .actions import (
    Acquire,
    Activate,
    Decline,
    EndTurn,
    Pass,
    PayCurse,
    PlaceUnit,
    Reorder,
    SwapCard,
    TakeBack,
    TakeBomber,
    TakeCurse,
)
from .content import CardDef, Coins, load_content
from .models import Area, GameState, Placed
from .money import Source, exchange_sources, payment_plans
from .scoring import card_points, count, owned_defs, zeroed_cards

OPTION_VALUE = 0.35  # what a free sleeve and Unit are worth to keep for a later turn
GOLD_IN_SILVER = 2.5


def _def(state: GameState, uid: str) -> CardDef:
    return load_content().cards[state.cards[uid]]


def _hold_chance(margin: int, tie_win: bool) -> float:
    """How likely a lead of `margin` Power survives the rest of the Placement Phase."""
    if margin <= 0:
        return 0.45 if tie_win else 0.4
    return min(0.95, 0.55 + 0.12 * margin)


# Each area's lead while one position is rated (GreedyBot._lead), by the area object: a placement or
# an activation is judged on copies of the areas it changes, the others are the same objects.
Leads = dict[int, tuple[Area, float, tuple[float, Coins] | None]]


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    # --- valuing cards -----------------------------------------------------------------------
    def card_value(self, state: GameState, me: int, uid: str) -> float:
        """Victory points the card should bring `me` by the end of the game."""
        d = _def(state, uid)
        rules = load_content().rules
        rounds_left = max(0, rules.rounds - state.flow.round)
        vp = self._vp_if_owned(state, me, uid, d)
        per_round = 0.0
        if d.type == "territory":
            circles = sum(
                _def(state, u).magic_circles for u in state.players[me].home if _def(state, u).type == "territory"
            )
            per_round += 0.45 * max(0, min(d.magic_circles, rules.max_sleeves - circles))
            per_round += 0.35 * d.income.silver + 0.8 * d.income.gold
        elif d.type == "unit":
            upkeep = d.upkeep.gold * GOLD_IN_SILVER + d.upkeep.silver
            per_round += 0.22 * (d.power or 0) - 0.06 * upkeep
            if d.abilities:
                per_round += 0.15
        elif d.type == "artifact" and d.activated is not None:
            per_round += 0.3
        if d.has("swap_with_card"):
            vp += 2.0
        if d.has("take_back"):
            vp += 1.5
        return vp + rounds_left * per_round

    def _vp_if_owned(self, state: GameState, me: int, uid: str, d: CardDef) -> float:
        vp = d.vp
        if vp.form == "fixed":
            if vp.value < 0 and d.id in zeroed_cards(state):
                return 0.0
            return float(vp.value)
        if vp.form == "ab":
            assert vp.b is not None  # an a/b mark has its b (VictoryPoints checks it)
            if vp.condition == "owns_card":
                owned = any(o.id == vp.card for _, o in owned_defs(state, me))
                return float(vp.b if owned else vp.value + 1)
            mine = sum(1 for u in state.players[me].home if _def(state, u).type == "territory") + 1
            others = [
                sum(1 for u in q.home if _def(state, u).type == "territory") for q in state.players if q.seat != me
            ]
            return float(vp.b if others and all(mine < o for o in others) else vp.value)
        n = count(state, me, vp.count or "")
        if vp.count == "artifacts" or (vp.count == "goblin_units" and d.type == "unit" and d.race == "goblin"):
            n += 1
        if vp.form == "variable":
            return float(vp.table[min(n, len(vp.table) - 1)])
        return float(vp.value + vp.per * n)

    # --- judging a Placement Phase position ---------------------------------------------------
    def _target_values(self, state: GameState, me: int) -> dict[int, float]:
        out = {}
        for ai, area in enumerate(state.areas):
            if area.target is not None and not area.done:
                out[ai] = self.card_value(state, me, area.target)
        return out

    def position_value(
        self,
        state: GameState,
        me: int,
        areas: list[Area],
        values: dict[int, float],
        gold: int,
        silver: int,
        sources: list[Source],
        known: Leads | None = None,
    ) -> float:
        """The best value of targets `me` leads in and could pay for together. `known`: the leads
        already worked out while rating the same position."""
        known = {} if known is None else known
        leads = [
            lead
            for ai, area in enumerate(areas)
            if ai in values and area.units and (lead := self._lead(state, me, area, values[ai], known)) is not None
        ]
        best = 0.0
        for k in range(len(leads), 0, -1):
            for subset in combinations(leads, k):
                value = sum(v for v, _ in subset)
                if value <= best:
                    continue
                total = Coins(gold=sum(c.gold for _, c in subset), silver=sum(c.silver for _, c in subset))
                if payment_plans((gold, silver), total, sources):
                    best = value
        return best

    def _lead(self, state: GameState, me: int, area: Area, value: float, known: Leads) -> tuple[float, Coins] | None:
        """`me`'s stake in an area with units: its target's value at the chance of holding it, and
        the upkeep to pay (None: no unit of `me` there)."""
        seen = known.get(id(area))
        if seen is not None and seen[0] is area and seen[1] == value:
            return seen[2]
        ranking = fx.rank(state, area)
        mine = next((r for r in ranking if r.player == me), None)
        lead = None
        if mine is not None:
            cost, _ = fx.upkeep_due(state, area, me)
            if ranking[0].player == me:
                margin = ranking[0].total - (ranking[1].total if len(ranking) > 1 else -3)
                chance = _hold_chance(margin, ranking[0].tie_win)
            else:
                chance = 0.08  # the leader may decline or fail to pay
            lead = (value * chance, cost)
        known[id(area)] = (area, value, lead)  # (the area kept: its id is not reused meanwhile)
        return lead

    # --- choosing -----------------------------------------------------------------------------
    def choose(
        self, game: Any, state: GameState, legal: Sequence[BaseModel], rng: random.Random | None = None
    ) -> BaseModel:
        rng = rng or self.rng
        f = state.flow
        me = f.decider if f.decider is not None else getattr(legal[0], "player", 0)
        kinds: dict[type, list[BaseModel]] = {}
        for a in legal:
            kinds.setdefault(type(a), []).append(a)
        if f.decision in ("turn", "after"):
            return self._turn(state, me, legal, kinds)
        if f.decision == "offer":
            return self._offer(state, me, kinds)
        if f.decision == "curse":
            pays = kinds.get(PayCurse, [])
            p = state.players[me]
            # paying a gold costs budget this round; a Curse token costs 1 point and feeds the Chalice
            if pays and p.gold + p.silver >= 4:
                return pays[0]
            return kinds[TakeCurse][0]
        if f.decision == "scry":
            return max(kinds[Reorder], key=lambda a: [self.card_value(state, me, u) for u in a.order])  # type: ignore[attr-defined]
        if f.decision == "doll":
            return self._doll(state, me, kinds)
        if f.decision == "take_back":
            options = kinds.get(TakeBack, [])
            if options:
                best = max(options, key=lambda a: self._vp_if_owned(state, me, a.card, _def(state, a.card)))  # type: ignore[attr-defined]
                if self._vp_if_owned(state, me, best.card, _def(state, best.card)) >= 0:  # type: ignore[attr-defined]
                    return best
            return kinds[Decline][0]
        if f.decision == "bomber":
            return kinds.get(TakeBomber, kinds.get(Decline, list(legal)))[0]
        return rng.choice(list(legal))

    def _turn(
        self, state: GameState, me: int, legal: Sequence[BaseModel], kinds: dict[type, list[BaseModel]]
    ) -> BaseModel:
        p = state.players[me]
        values = self._target_values(state, me)
        sources = exchange_sources(state, me)
        known: Leads = {}
        now = self.position_value(state, me, state.areas, values, p.gold, p.silver, sources, known)
        best_gain, best_action = 0.05, None
        for a in kinds.get(PlaceUnit, []):
            gain = self._placement_gain(state, me, a, values, sources, now, known)  # type: ignore[arg-type]
            if a.extra:  # type: ignore[attr-defined]
                gain += 0.02  # the extra placement keeps the turn's action
            if gain > best_gain:
                best_gain, best_action = gain, a
        activations = kinds.get(Activate, [])
        if len(activations) > 80:
            activations = self.rng.sample(activations, 80)
        for a in activations:
            gain = self._activation_gain(state, me, a, values, sources, now, known)  # type: ignore[arg-type]
            if gain > best_gain:
                best_gain, best_action = gain, a
        if best_action is not None:
            return best_action
        return (kinds.get(EndTurn) or kinds.get(Pass) or list(legal))[0]

    def turn_gain(self, state: GameState, me: int, action: BaseModel) -> float:
        """What a turn's placement or activation adds to `me`'s position as this bot judges it
        (anything else, ending the turn included: nothing)."""
        p = state.players[me]
        values = self._target_values(state, me)
        sources = exchange_sources(state, me)
        known: Leads = {}
        now = self.position_value(state, me, state.areas, values, p.gold, p.silver, sources, known)
        if isinstance(action, PlaceUnit):
            return self._placement_gain(state, me, action, values, sources, now, known)
        if isinstance(action, Activate):
            return self._activation_gain(state, me, action, values, sources, now, known)
        return 0.0

    def _placement_gain(
        self,
        state: GameState,
        me: int,
        a: PlaceUnit,
        values: dict[int, float],
        sources: list[Source],
        now: float,
        known: Leads,
    ) -> float:
        p = state.players[me]
        areas = list(state.areas)
        area = areas[a.area]
        placed = Placed(card=a.card, owner=me, power_tokens=1 if a.boost else 0)
        areas[a.area] = area.model_copy(update={"units": [*area.units, placed]})
        gold, silver = p.gold, p.silver
        if a.boost:
            ability = _def(state, a.card).ability("boost_on_place")
            plans = payment_plans((gold, silver), ability.cost if ability else Coins(), sources)
            if not plans:
                return -1.0
            gold, silver = plans[0].left
        after = self.position_value(state, me, areas, values, gold, silver, sources, known)
        return after - now - OPTION_VALUE

    def _activation_gain(
        self,
        state: GameState,
        me: int,
        a: Activate,
        values: dict[int, float],
        sources: list[Source],
        now: float,
        known: Leads,
    ) -> float:
        p = state.players[me]
        d = _def(state, a.card)
        ability = d.activated
        assert ability is not None
        plans = payment_plans((p.gold, p.silver), ability.cost, sources)
        if not plans:
            return -1.0
        gold, silver = plans[0].left
        areas = list(state.areas)
        effect = ability.effect
        if effect in ("power_token", "charge_token", "remove_unit", "swap_units"):
            spots = [fx.locate(state, t) for t in a.targets]
            if any(s is None for s in spots):
                return -1.0
            units = {ai: list(areas[ai].units) for ai, _ in spots}  # type: ignore[misc]
            if effect == "swap_units":
                (ai, pi), (bi, qi) = spots  # type: ignore[misc]
                x, y = units[ai][pi], units[bi][qi]
                units[ai][pi] = y
                units[bi][qi] = x
            else:
                ai, pi = spots[0]  # type: ignore[misc]
                u = units[ai][pi]
                if effect == "power_token":
                    units[ai][pi] = u.model_copy(update={"power_tokens": u.power_tokens + 1})
                elif effect == "charge_token":
                    units[ai][pi] = u.model_copy(update={"charge": True})
                else:
                    units[ai].pop(pi)
            for ai, us in units.items():
                areas[ai] = areas[ai].model_copy(update={"units": us})
            after = self.position_value(state, me, areas, values, gold, silver, sources, known)
            return after - now - 0.1
        if effect == "curse_player":
            target = state.players[a.target_player or 0]
            return 0.9 if (target.gold >= 1 or target.silver >= 3) else 1.4
        if effect == "exchange_while_off":
            extra = [*sources, Source(a.card, 0, ability.rate)] if ability.rate else sources
            after = self.position_value(state, me, areas, values, gold, silver, extra, known)
            return after - now - 0.05
        if effect == "scry":
            return 0.06
        return 0.0

    def _offer(self, state: GameState, me: int, kinds: dict[type, list[BaseModel]]) -> BaseModel:
        acquires = kinds.get(Acquire, [])
        if not acquires:
            return kinds[Decline][0]
        p = state.players[me]
        f = state.flow
        area = state.areas[f.area]
        value = self.card_value(state, me, area.target or "")
        sources = exchange_sources(state, me)
        values = {ai: v for ai, v in self._target_values(state, me).items() if ai > f.area}
        known: Leads = {}
        rest_without = self.position_value(state, me, state.areas, values, p.gold, p.silver, sources, known)
        cost, _ = fx.upkeep_due(state, area, me)
        best: tuple[float, BaseModel] = (rest_without + 0.0, kinds[Decline][0])
        for a in acquires:
            plans = payment_plans((p.gold, p.silver), cost, sources)
            left = next((pl.left for pl in plans if pl.exchanges == a.exchanges), plans[0].left if plans else (0, 0))  # type: ignore[attr-defined]
            rest = self.position_value(state, me, state.areas, values, left[0], left[1], sources, known)
            total = value + rest
            if value > -0.5 and total > best[0] - 0.01:
                best = (total, a)
        return best[1]

    def _doll(self, state: GameState, me: int, kinds: dict[type, list[BaseModel]]) -> BaseModel:
        doll = next((t.card for t in state.flow.triggers if t.player == me), None)
        keep = self._vp_if_owned(state, me, doll, _def(state, doll)) if doll else 0.0
        best: tuple[float, BaseModel] = (keep + 0.5, kinds[Decline][0])
        for a in kinds.get(SwapCard, []):
            uid = a.card  # type: ignore[attr-defined]
            if uid == state.start_card:
                continue
            owner = next(q.seat for q in state.players if uid in q.home)
            mine = self._vp_if_owned(state, me, uid, _def(state, uid))
            theirs = card_points(state, owner, uid, _def(state, uid))
            score = mine + 0.5 * theirs
            if score > best[0]:
                best = (score, a)
        return best[1]

    # --- the coach's one-line reason (engine/core/coach.py) ----------------------------------
    def explain(
        self, game: Any, state: GameState, action: BaseModel, lang: str = "en", tr: Any = None
    ) -> tuple[str, dict[str, Any]]:
        """Why this bot picks `action` in `state` (the player's view): a "Coach" template and its
        parameters (card names in `lang`); ("", {}) when it has nothing better than the generic."""
        from .text import card_name

        a: Any = action
        me = a.player
        kind = a.kind
        if kind == "place":
            area = state.areas[a.area]
            areas = list(state.areas)
            areas[a.area] = area.model_copy(
                update={"units": [*area.units, Placed(card=a.card, owner=me, power_tokens=1 if a.boost else 0)]}
            )
            ranking = fx.rank(state, areas[a.area])
            params = {
                "unit": card_name(a.card, lang),
                "area": area.letter,
                "target": card_name(area.target or "", lang),
            }
            if ranking and ranking[0].player == me:
                margin = ranking[0].total - (ranking[1].total if len(ranking) > 1 else 0)
                params["margin"] = margin
                return QT_TRANSLATE_NOOP(
                    "Coach", "{unit} in {area} puts you in the lead for {target} (by {margin})"
                ), params
            return QT_TRANSLATE_NOOP("Coach", "{unit} in {area} builds up your bid for {target}"), params
        if kind == "activate":
            return QT_TRANSLATE_NOOP("Coach", "{card}'s ability improves your standing in the battle areas most"), {
                "card": card_name(a.card, lang)
            }
        if kind in ("pass", "end_turn"):
            return QT_TRANSLATE_NOOP("Coach", "no placement or ability would improve your position now"), {}
        if kind == "acquire":
            target = state.areas[state.flow.area].target if state.flow.area is not None else None
            if target:
                return QT_TRANSLATE_NOOP("Coach", "{card} is worth about {points} points to you by the end"), {
                    "card": card_name(target, lang),
                    "points": round(self.card_value(state, me, target), 1),
                }
            return "", {}
        if kind == "decline" and state.flow.decision == "offer":
            return QT_TRANSLATE_NOOP("Coach", "the card is not worth its upkeep and what it costs your other bids"), {}
        if kind == "pay_curse":
            return QT_TRANSLATE_NOOP("Coach", "you can afford it: a Curse token would cost a point"), {}
        if kind == "take_curse":
            return QT_TRANSLATE_NOOP("Coach", "your coins are worth more in this round's bids than the point"), {}
        if kind == "reorder":
            return QT_TRANSLATE_NOOP("Coach", "the cards worth most to you come first"), {}
        if kind == "swap_card":
            return QT_TRANSLATE_NOOP("Coach", "{card} is worth more to you than the Doll, and costs its owner"), {
                "card": card_name(a.card, lang)
            }
        if kind == "take_back":
            return QT_TRANSLATE_NOOP("Coach", "{card} is the most valuable card in the Trash Area for you"), {
                "card": card_name(a.card, lang)
            }
        if kind == "take_bomber":
            return QT_TRANSLATE_NOOP("Coach", "a Goblin Bomber is a free Unit"), {}
        return "", {}
