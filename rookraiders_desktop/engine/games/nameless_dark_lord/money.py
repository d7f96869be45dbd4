"""Coins: EXCHANGE sources, payment plans and paying (ND-5.14 to ND-5.19, ND-8.9, ND-13.3 to ND-13.5).

Coins are only ever spent when paying (activation costs, upkeep, the L2-A boost, avoiding an L2-F
curse) and all of them go back to the stock at the end of the round (ND-14.4), so an exchange
matters only as part of a payment: every payment action carries the exchanges made just before it
(ruling NDD-1). A plan is found by a breadth-first search over the coins a player could hold.
"""

from __future__ import annotations

from typing import NamedTuple

from ...core.game import Event
from ...core.i18n import QT_TRANSLATE_NOOP
from .actions import Exchange
from .content import Coins, ExchangeRate, load_content
from .errors import Violation
from .models import GameState, PlayerState


class Source(NamedTuple):
    card: str
    pattern: int
    rate: ExchangeRate


def exchange_sources(state: GameState, player: int) -> list[Source]:
    """The EXCHANGE patterns `player` may use now: the marks of their usable Territories (a Throne,
    ND-5.17) and the exchange of an Artifact that is off by its own ability (L1-E, ND-16.14).
    A card received this round cannot be used yet (ND-4.3, AMB-11)."""
    c = load_content().cards
    p = state.players[player]
    out: list[Source] = []
    for uid in p.home:
        if uid in p.new:
            continue
        d = c[state.cards[uid]]
        for i, rate in enumerate(d.exchange):
            out.append(Source(uid, i, rate))
        if uid in p.off:
            for a in d.abilities:
                if a.effect == "exchange_while_off" and a.rate is not None:
                    out.append(Source(uid, 0, a.rate))
    return out


def _apply_rate(holding: tuple[int, int], rate: ExchangeRate, times: int = 1) -> tuple[int, int] | None:
    g = holding[0] - rate.give.gold * times
    s = holding[1] - rate.give.silver * times
    if g < 0 or s < 0:
        return None
    return g + rate.get.gold * times, s + rate.get.silver * times


def _compress(path: list[tuple[str, int]]) -> tuple[Exchange, ...]:
    out: list[Exchange] = []
    for card, pattern in path:
        if out and out[-1].card == card and out[-1].pattern == pattern:
            out[-1] = Exchange(card=card, pattern=pattern, times=out[-1].times + 1)
        else:
            out.append(Exchange(card=card, pattern=pattern))
    return tuple(out)


class Plan(NamedTuple):
    exchanges: tuple[Exchange, ...]
    left: tuple[int, int]  # (gold, silver) after paying


def payment_plans(holding: tuple[int, int], cost: Coins, sources: list[Source], limit: int = 400) -> list[Plan]:
    """The ways to pay `cost` from `holding`: paying directly when the coins are there, else one
    plan per best outcome (no plan leaves fewer of both coins than another) among the exchange
    sequences that first make the payment possible, each with the fewest exchanges. [] = cannot pay."""
    need = (cost.gold, cost.silver)

    def affordable(h: tuple[int, int]) -> bool:
        return h[0] >= need[0] and h[1] >= need[1]

    if affordable(holding):
        return [Plan((), (holding[0] - need[0], holding[1] - need[1]))]
    if not sources:
        return []
    # the search depends only on these numbers, and the same ones come back listing after listing
    key = (holding, need, limit, tuple((s.card, s.pattern, *_numbers(s.rate)) for s in sources))
    known = _PLANS.get(key)
    if known is None:
        if len(_PLANS) > 4096:
            _PLANS.clear()
        known = _PLANS[key] = tuple(_search(holding, need, sources, limit))
    return list(known)


_PLANS: dict[tuple[object, ...], tuple[Plan, ...]] = {}


def _numbers(rate: ExchangeRate) -> tuple[int, int, int, int]:
    return rate.give.gold, rate.give.silver, rate.get.gold, rate.get.silver


def _search(holding: tuple[int, int], need: tuple[int, int], sources: list[Source], limit: int) -> list[Plan]:
    """payment_plans' breadth-first search, when the coins held are not enough as they are."""

    def affordable(h: tuple[int, int]) -> bool:
        return h[0] >= need[0] and h[1] >= need[1]

    seen = {holding}
    frontier: list[tuple[tuple[int, int], list[tuple[str, int]]]] = [(holding, [])]
    found: dict[tuple[int, int], list[tuple[str, int]]] = {}
    while frontier and len(seen) < limit:
        nxt: list[tuple[tuple[int, int], list[tuple[str, int]]]] = []
        for h, path in frontier:
            for src in sources:
                h2 = _apply_rate(h, src.rate)
                if h2 is None or h2 in seen:
                    continue
                seen.add(h2)
                p2 = [*path, (src.card, src.pattern)]
                if affordable(h2):
                    left = (h2[0] - need[0], h2[1] - need[1])
                    found.setdefault(left, p2)
                else:
                    nxt.append((h2, p2))
        frontier = nxt
    lefts = list(found)
    best = [x for x in lefts if not any(y != x and y[0] >= x[0] and y[1] >= x[1] for y in lefts)]
    best.sort(key=lambda x: (-x[0] * 2 - x[1], -x[0]))
    return [Plan(_compress(found[x]), x) for x in best]


def plans_for(state: GameState, player: int, cost: Coins) -> list[Plan]:
    p = state.players[player]
    return payment_plans((p.gold, p.silver), cost, exchange_sources(state, player))


def can_pay(state: GameState, player: int, cost: Coins) -> bool:
    return bool(plans_for(state, player, cost))


def pay(
    state: GameState,
    player: int,
    cost: Coins,
    exchanges: tuple[Exchange, ...],
    rule: str,
    why: str,
    events: list[Event],
) -> None:
    """Make the exchanges in order, then pay `cost` to the stock. Refuses (naming `rule`) exchanges
    the player does not have or cannot afford, and a payment the coins do not cover."""
    p = state.players[player]
    sources = {(s.card, s.pattern): s for s in exchange_sources(state, player)}
    for ex in exchanges:
        src = sources.get((ex.card, ex.pattern))
        if src is None:
            raise Violation("ND-5.17", QT_TRANSLATE_NOOP("NamelessDarkLord", "You have no such EXCHANGE to use now"))
        after = _apply_rate((p.gold, p.silver), src.rate, ex.times)
        if after is None:
            raise Violation(
                "ND-5.17", QT_TRANSLATE_NOOP("NamelessDarkLord", "You do not have the coins for that exchange")
            )
        _exchange(state, p, src, ex.times, events)
    if p.gold < cost.gold or p.silver < cost.silver:
        raise Violation(
            rule,
            QT_TRANSLATE_NOOP(
                "NamelessDarkLord",
                "You cannot pay {gold} gold and {silver} silver (you have {have_gold} gold and {have_silver} silver)",
            ),
            gold=cost.gold,
            silver=cost.silver,
            have_gold=p.gold,
            have_silver=p.silver,
        )
    p.gold -= cost.gold
    p.silver -= cost.silver
    state.stock_gold += cost.gold
    state.stock_silver += cost.silver
    if not cost.empty:
        events.append(Event(kind="pay", args={"player": player, "gold": cost.gold, "silver": cost.silver, "why": why}))


def _exchange(state: GameState, p: PlayerState, src: Source, times: int, events: list[Event]) -> None:
    r = src.rate
    p.gold += (r.get.gold - r.give.gold) * times
    p.silver += (r.get.silver - r.give.silver) * times
    state.stock_gold -= (r.get.gold - r.give.gold) * times
    state.stock_silver -= (r.get.silver - r.give.silver) * times
    events.append(
        Event(
            kind="exchange",
            args={
                "player": p.seat,
                "card": state.cards[src.card],
                "times": times,
                "give_gold": r.give.gold * times,
                "give_silver": r.give.silver * times,
                "get_gold": r.get.gold * times,
                "get_silver": r.get.silver * times,
            },
        )
    )


def take_income(state: GameState, p: PlayerState, income: Coins) -> None:
    p.gold += income.gold
    p.silver += income.silver
    state.stock_gold -= income.gold
    state.stock_silver -= income.silver
