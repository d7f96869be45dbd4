"""The named effects every card ability is made of (content.EFFECTS), implemented once each.

A card's data names its effect and parameters; the rules ask this module for what those mean:
Power in the Placement Phase and in the Strength Calculation Phase, area limits, the ranking, the
upkeep due, the legal targets of an activated ability and what it does.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, NamedTuple

from ...core.game import Event
from ...core.i18n import QT_TRANSLATE_NOOP
from .content import Ability, CardDef, Coins, Content, load_content
from .errors import Violation
from .models import Area, GameState, Placed, Rank


def content() -> Content:
    return load_content()


def cdef(state: GameState, uid: str) -> CardDef:
    return load_content().cards[state.cards[uid]]


# --- Power ---------------------------------------------------------------------------------------


def placement_power(state: GameState, placed: Placed) -> int:
    """Power during the Placement Phase: printed Power plus Power tokens (ND-10.2, ND-10.7); no
    Strength-Calculation modifiers yet (ND-10.8, ND-16.1)."""
    return (cdef(state, placed.card).power or 0) + placed.power_tokens


def strength_powers(state: GameState, area: Area) -> list[int]:
    """Each Unit's Power in the Strength Calculation Phase: placement Power plus race_power
    (Skeleton Lord, ND-18.1 to ND-18.3) and count_power (L2-B, ND-17.3, ND-17.4) bonuses."""
    defs = [cdef(state, u.card) for u in area.units]
    powers = [placement_power(state, u) for u in area.units]
    for i, (u, d) in enumerate(zip(area.units, defs, strict=True)):
        for a in d.abilities:
            if a.effect == "race_power":
                for j, other in enumerate(defs):
                    if other.race == a.race:
                        powers[j] += a.amount
            elif a.effect == "count_power":
                others = sum(1 for v in area.units if v.owner == u.owner and v is not u)
                powers[i] += a.amount * others
    return powers


def rank(state: GameState, area: Area) -> list[Rank]:
    """ND-12.1 to ND-12.4: totals per player with Units in the area, highest first; ties go to a
    player with a tie-winning Unit (L1-B, ND-16.5), then to whoever placed first (ND-12.3, ND-16.6),
    judged by their earliest Unit still in the area (AMB-6)."""
    powers = strength_powers(state, area)
    ranks: dict[int, Rank] = {}
    for i, u in enumerate(area.units):
        r = ranks.get(u.owner)
        if r is None:
            r = ranks[u.owner] = Rank(player=u.owner, total=0, first=i)
        r.total += powers[i]
        if cdef(state, u.card).has("tie_win"):
            r.tie_win = True
    return sorted(ranks.values(), key=lambda r: (-r.total, not r.tie_win, r.first))


# --- battle areas --------------------------------------------------------------------------------


def area_limit(state: GameState, area: Area) -> tuple[int, str]:
    """The most Units the area may hold (ND-7.8) and the clause that sets it (L2-C: ND-17.5)."""
    limit, rule = content().rules.area_limit, "ND-7.8"
    for u in area.units:
        a = cdef(state, u.card).ability("area_limit")
        if a is not None and a.limit is not None and a.limit < limit:
            limit, rule = a.limit, "ND-17.5"
    return limit, rule


def placement_refusal(
    state: GameState, area: Area, uid: str, limit_of_area: tuple[int, str] | None = None
) -> tuple[str, str] | None:
    """Why a Unit cannot be placed in `area` now, or None (`limit_of_area`: its area_limit, when
    the caller asks about several Units)."""
    limit, rule = area_limit(state, area) if limit_of_area is None else limit_of_area
    if len(area.units) >= limit:
        if rule == "ND-17.5":
            return rule, QT_TRANSLATE_NOOP(
                "NamelessDarkLord", "Battle area {area} holds {limit} Units, its limit with {card} there"
            )
        return rule, QT_TRANSLATE_NOOP("NamelessDarkLord", "Battle area {area} already holds {limit} Units")
    own = cdef(state, uid).ability("area_limit")
    if own is not None and own.limit is not None and len(area.units) >= own.limit:
        return "ND-17.5", QT_TRANSLATE_NOOP(
            "NamelessDarkLord", "{card} can only go to a battle area holding {fewer} Units or fewer"
        )
    return None


def locate(state: GameState, uid: str) -> tuple[int, int] | None:
    """(area index, position) of a Unit in a battle area."""
    for ai, area in enumerate(state.areas):
        for pi, u in enumerate(area.units):
            if u.card == uid:
                return ai, pi
    return None


def remove_placed(state: GameState, ai: int, placed: Placed, by: str, events: list[Event]) -> None:
    """ND-16.2 to ND-16.4: to the Remove Area, still sleeved; its tokens go back to the stock; the
    Units placed after it move down (the list closes up)."""
    area = state.areas[ai]
    area.units.remove(placed)
    state.power_tokens += placed.power_tokens
    if placed.charge:
        state.charge_tokens += 1
    placed.power_tokens = 0
    placed.charge = False
    state.removed.append(placed)
    events.append(
        Event(
            kind="unit_removed",
            args={"card": state.cards[placed.card], "owner": placed.owner, "area": area.letter, "by": by},
        )
    )


def strength_phase_removals(state: GameState, ai: int, events: list[Event]) -> None:
    """L3-C (remove_cost_value) at the start of its area's Strength Calculation Phase (ND-18.6 to
    ND-18.8, AMB-17): every Unit with that exact cost value goes to the Remove Area."""
    area = state.areas[ai]
    for u in list(area.units):
        d = cdef(state, u.card)
        a = d.ability("remove_cost_value")
        if a is None or u not in area.units:
            continue
        for v in list(area.units):
            if v is not u and cdef(state, v.card).cost_value == a.cost_value:
                remove_placed(state, ai, v, d.id, events)


def return_bombers(state: GameState, ai: int, events: list[Event]) -> None:
    """ND-20.1, ND-20.2: Goblin Bombers go back to the stock in their area's Payment Phase, whoever
    got priority; the sleeve goes back to its owner's Home Area (AMB-9)."""
    area = state.areas[ai]
    for u in list(area.units):
        if cdef(state, u.card).has("return_to_stock"):
            area.units.remove(u)
            state.power_tokens += u.power_tokens
            if u.charge:
                state.charge_tokens += 1
            state.bombers.append(u.card)
            state.players[u.owner].sleeves += 1
            events.append(Event(kind="bomber_returned", args={"player": u.owner, "area": area.letter}))


class UpkeepLine(NamedTuple):
    card: str
    gold: int
    silver: int
    note: str  # "", "charge", "workshop", "surcharge", "workshop+surcharge"


def usable_cards(state: GameState, player: int) -> list[str]:
    """Cards of the Home Area whose abilities work now (not received this round, ND-4.3, AMB-11)."""
    p = state.players[player]
    return [uid for uid in p.home if uid not in p.new]


def upkeep_due(state: GameState, area: Area, player: int) -> tuple[Coins, list[UpkeepLine]]:
    """ND-13.3, ND-13.4: the upkeep of all of `player`'s Units in the area. Charge token: nothing,
    and no surcharge or reduction (ND-10.4, ND-10.5). L3-E replaces a Golem's upkeep (ND-18.11,
    ND-18.12); L3-B adds silver per other Unit of cost value >= 2 (ND-18.4, ND-18.13, AMB-16)."""
    overrides: dict[str, Coins] = {}
    for uid in usable_cards(state, player):
        a = cdef(state, uid).ability("upkeep_override")
        if a is not None:
            overrides.update(a.upkeep)
    kings = [(u, a) for u in area.units if (a := cdef(state, u.card).ability("surcharge")) is not None]
    gold = silver = 0
    lines: list[UpkeepLine] = []
    for u in area.units:
        if u.owner != player:
            continue
        d = cdef(state, u.card)
        if u.charge:
            lines.append(UpkeepLine(u.card, 0, 0, "charge"))
            continue
        notes = []
        base = d.upkeep
        if d.id in overrides:
            base = overrides[d.id]
            notes.append("workshop")
        extra = 0
        for k, a in kings:
            if k is not u and a.min_cost_value is not None and (d.cost_value or 0) >= a.min_cost_value:
                extra += a.amount
        if extra:
            notes.append("surcharge")
        gold += base.gold
        silver += base.silver + extra
        lines.append(UpkeepLine(u.card, base.gold, base.silver + extra, "+".join(notes)))
    return Coins(gold=gold, silver=silver), lines


# --- activated abilities (ND-8) ------------------------------------------------------------------


class Choice(NamedTuple):
    targets: tuple[str, ...] = ()
    target_player: int | None = None


def _units_in_areas(state: GameState) -> list[tuple[int, Placed]]:
    return [(ai, u) for ai, area in enumerate(state.areas) for u in area.units]


def _swap_ok(state: GameState, a: tuple[int, Placed], b: tuple[int, Placed]) -> bool:
    (ai, ua), (bi, ub) = a, b
    if ai == bi:
        return ua.owner != ub.owner  # swapping two of one player's Units in one area changes nothing
    # L2-C moving into an area must respect its limit there (NDD-5)
    for unit, dest in ((ua, state.areas[bi]), (ub, state.areas[ai])):
        lim = cdef(state, unit.card).ability("area_limit")
        if lim is not None and lim.limit is not None and len(dest.units) > lim.limit:
            return False
    return True


def target_choices(state: GameState, player: int, uid: str, ability: Ability) -> list[Choice]:
    """Every legal target choice of an activated ability now (ND-8.8: none = cannot be used)."""
    e = ability.effect
    if e == "power_token":  # ND-8.10, ND-16.11: any Unit in a battle area (AMB-5)
        return [Choice((u.card,)) for _, u in _units_in_areas(state)]
    if e == "charge_token":  # ND-17.8: cost value at most 2
        return [
            Choice((u.card,))
            for _, u in _units_in_areas(state)
            if (cdef(state, u.card).cost_value or 0) <= (ability.max_cost_value or 0) and not u.charge
        ]
    if e == "remove_unit":  # ND-16.1: Power with tokens, no Strength-Calculation modifiers
        return [
            Choice((u.card,))
            for _, u in _units_in_areas(state)
            if placement_power(state, u) <= (ability.max_power or 0)
        ]
    if e == "swap_units":  # ND-17.10: always two
        units = _units_in_areas(state)
        return [Choice((a[1].card, b[1].card)) for a, b in combinations(units, 2) if _swap_ok(state, a, b)]
    if e == "curse_player":
        return [Choice(target_player=p.seat) for p in state.players if p.seat != player]
    if e == "scry":  # ND-16.17: not when no card is left to be revealed
        return [Choice()] if state.deck else []
    if e == "exchange_while_off":
        return [Choice()]
    return []


def check_choice(state: GameState, player: int, uid: str, ability: Ability, choice: Choice) -> None:
    if choice in target_choices(state, player, uid, ability):
        return
    e = ability.effect
    if e == "swap_units" and len(choice.targets) != 2:
        raise Violation(
            "ND-17.10", QT_TRANSLATE_NOOP("NamelessDarkLord", "This ability needs exactly two Units in battle areas")
        )
    if e == "charge_token":
        raise Violation(
            "ND-17.8",
            QT_TRANSLATE_NOOP("NamelessDarkLord", "Choose a Unit in a battle area with cost value {max} or less"),
            max=ability.max_cost_value,
        )
    if e == "remove_unit":
        raise Violation(
            "ND-16.1",
            QT_TRANSLATE_NOOP("NamelessDarkLord", "Choose a Unit in a battle area with Power {max} or less"),
            max=ability.max_power,
        )
    if e == "scry":
        raise Violation("ND-16.17", QT_TRANSLATE_NOOP("NamelessDarkLord", "No card is left to be revealed"))
    if e == "curse_player":
        raise Violation("ND-17.12", QT_TRANSLATE_NOOP("NamelessDarkLord", "Choose another player"))
    raise Violation("ND-8.8", QT_TRANSLATE_NOOP("NamelessDarkLord", "That is not a legal target for this ability"))


def resolve_activation(
    state: GameState, player: int, uid: str, ability: Ability, choice: Choice, events: list[Event]
) -> str | None:
    """Carry out the effect. Returns "curse" or "scry" when another decision must follow."""
    e = ability.effect
    src = state.cards[uid]
    if e in ("power_token", "charge_token", "remove_unit"):
        where = locate(state, choice.targets[0])
        assert where is not None
        ai, pi = where
        u = state.areas[ai].units[pi]
        if e == "power_token":  # ND-16.12: from the stock; stacks
            u.power_tokens += 1
            state.power_tokens -= 1
            events.append(
                Event(
                    kind="power_token",
                    args={
                        "player": player,
                        "card": state.cards[u.card],
                        "owner": u.owner,
                        "area": state.areas[ai].letter,
                        "tokens": u.power_tokens,
                    },
                )
            )
        elif e == "charge_token":  # ND-17.9
            u.charge = True
            state.charge_tokens -= 1
            events.append(
                Event(
                    kind="charge_token",
                    args={
                        "player": player,
                        "card": state.cards[u.card],
                        "owner": u.owner,
                        "area": state.areas[ai].letter,
                    },
                )
            )
        else:
            remove_placed(state, ai, u, src, events)
        return None
    if e == "swap_units":  # ND-17.11: tokens move with the Units
        (ai, pi), (bi, qi) = locate(state, choice.targets[0]), locate(state, choice.targets[1])  # type: ignore[misc]
        a, b = state.areas[ai].units[pi], state.areas[bi].units[qi]
        state.areas[ai].units[pi], state.areas[bi].units[qi] = b, a
        events.append(
            Event(
                kind="units_swapped",
                args={
                    "player": player,
                    "card_a": state.cards[a.card],
                    "owner_a": a.owner,
                    "area_a": state.areas[ai].letter,
                    "card_b": state.cards[b.card],
                    "owner_b": b.owner,
                    "area_b": state.areas[bi].letter,
                },
            )
        )
        return None
    if e == "curse_player":
        return "curse"
    if e == "scry":
        return "scry"
    if e == "exchange_while_off":
        events.append(Event(kind="exchange_open", args={"player": player, "card": src}))
        return None
    return None


def curse(state: GameState, target: int, source: str, events: list[Event]) -> None:
    """ND-17.12: a Curse token from the stock to the player's Home Area (ND-10.6)."""
    state.players[target].curses += 1
    state.curse_tokens -= 1
    events.append(Event(kind="curse", args={"player": target, "card": source}))


def describe_choice(state: GameState, choice: Choice) -> dict[str, Any]:
    return {"targets": [state.cards.get(t, t) for t in choice.targets], "target_player": choice.target_player}
