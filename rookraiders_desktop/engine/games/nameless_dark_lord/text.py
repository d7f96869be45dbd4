"""Words for the log and the prompt: every event kind and action kind of The Nameless Dark Lord.

Every text is an English template marked with QT_TRANSLATE_NOOP("NamelessDarkLord", ...) (see
core/i18n.py); `describe_event` and `describe_action` take `tr` (the translation of a template,
English by default) and `lang` (how card names read: in "ja" the rulebook's Japanese name only,
in "en" the Japanese name with the English one beside it).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from pydantic import BaseModel

from ...core.game import Event
from ...core.i18n import QT_TRANSLATE_NOOP, Translate, english, render
from ...core.i18n import result_reason as core_result_reason
from .content import CONTEXT, load_content


@lru_cache(maxsize=1)
def _names() -> dict[str, tuple[str, str]]:
    return {d.id: (d.name_ja, d.name_en) for d in load_content().cards.values()}


def card_name(key: str, lang: str = "en") -> str:
    """A card's name from its definition id or a card uid ("mountains.2"): Japanese only in "ja",
    "山岳 (Mountains)" in English."""
    found = _names().get(key) or _names().get(key.rsplit(".", 1)[0])
    if found is None:
        return key
    ja, en = found
    if lang == "ja" or ja == en:
        return ja
    return f"{ja} ({en})"


def seat_name(seat: Any) -> str:
    return f"P{int(seat) + 1}" if isinstance(seat, int) else str(seat)


def _t(tr: Translate, text: str, **params: Any) -> str:
    return render(text, params, tr, CONTEXT)


def _list(tr: Translate, items: list[str]) -> str:
    return tr(CONTEXT, QT_TRANSLATE_NOOP("NamelessDarkLord", ", ")).join(items)


def coins_text(gold: int, silver: int, tr: Translate = english) -> str:
    parts = []
    if gold:
        parts.append(_t(tr, QT_TRANSLATE_NOOP("NamelessDarkLord", "{n} gold"), n=gold))
    if silver:
        parts.append(_t(tr, QT_TRANSLATE_NOOP("NamelessDarkLord", "{n} silver"), n=silver))
    if not parts:
        return _t(tr, QT_TRANSLATE_NOOP("NamelessDarkLord", "nothing"))
    return (
        _t(tr, QT_TRANSLATE_NOOP("NamelessDarkLord", "{a} and {b}"), a=parts[0], b=parts[1])
        if len(parts) == 2
        else parts[0]
    )


PHASES = {
    "placement": QT_TRANSLATE_NOOP("NamelessDarkLord", "Placement Phase (配置フェイズ)"),
    "resolution": QT_TRANSLATE_NOOP("NamelessDarkLord", "Battle Area resolution (バトルエリアの解決)"),
    "end": QT_TRANSLATE_NOOP("NamelessDarkLord", "End Phase (終了フェイズ)"),
}
COLOURS = {
    "red": QT_TRANSLATE_NOOP("NamelessDarkLord", "red"),
    "blue": QT_TRANSLATE_NOOP("NamelessDarkLord", "blue"),
    "green": QT_TRANSLATE_NOOP("NamelessDarkLord", "green"),
    "purple": QT_TRANSLATE_NOOP("NamelessDarkLord", "purple"),
}
PAY_WHY = {
    "upkeep": QT_TRANSLATE_NOOP("NamelessDarkLord", "upkeep"),
    "activation": QT_TRANSLATE_NOOP("NamelessDarkLord", "activation cost"),
    "boost": QT_TRANSLATE_NOOP("NamelessDarkLord", "Power token"),
    "avoid_curse": QT_TRANSLATE_NOOP("NamelessDarkLord", "to avoid the Curse token"),
}

EVENT_TEXT = {
    "throne": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} receives {card_text}: plays {colour_text}"),
    "removed_4p": QT_TRANSLATE_NOOP("NamelessDarkLord", "3 players: the {count} cards marked 4P stay in the box"),
    "start_player": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} holds the START PLAYER card{most_text}"),
    "round": QT_TRANSLATE_NOOP("NamelessDarkLord", "— Round {round} — start player {start}{last_text}"),
    "reactivate": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who}: {cards_text} active again"),
    "targets": QT_TRANSLATE_NOOP("NamelessDarkLord", "Target cards: {cards_text}"),
    "sleeves": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} {change_text} (now {total} sleeves)"),
    "income": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} takes INCOME: {coins_text}"),
    "phase": QT_TRANSLATE_NOOP("NamelessDarkLord", "{phase_text}"),
    "place": QT_TRANSLATE_NOOP(
        "NamelessDarkLord", "{who} places {card_text} in battle area {area} (unit {position}){extra_text}"
    ),
    "activate": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} turns {card_text} off and uses its ability"),
    "pay": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} pays {coins_text} ({why_text})"),
    "exchange": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} exchanges {give_text} → {get_text} with {card_text}"),
    "power_token": QT_TRANSLATE_NOOP(
        "NamelessDarkLord", "Power token on {owner_text}'s {card_text} in area {area} (now +{tokens})"
    ),
    "charge_token": QT_TRANSLATE_NOOP("NamelessDarkLord", "Charge token on {owner_text}'s {card_text} in area {area}"),
    "unit_removed": QT_TRANSLATE_NOOP(
        "NamelessDarkLord", "{by_text} removes {owner_text}'s {card_text} from area {area} to the Remove Area"
    ),
    "units_swapped": QT_TRANSLATE_NOOP(
        "NamelessDarkLord",
        "{owner_a_text}'s {card_a_text} (area {area_a}) and {owner_b_text}'s {card_b_text} (area {area_b}) "
        "change places",
    ),
    "exchange_open": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} may now use the EXCHANGE of {card_text} this round"),
    "curse": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} receives a Curse token ({card_text})"),
    "curse_avoided": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} pays to avoid the Curse token"),
    "scry": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} looks at the next {count} target cards"),
    "scry_cards": QT_TRANSLATE_NOOP("NamelessDarkLord", "You see: {cards_text}"),
    "reordered": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} puts the {count} cards back in an order of their choice"),
    "reordered_cards": QT_TRANSLATE_NOOP("NamelessDarkLord", "You put them back, top first: {cards_text}"),
    "pass": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} passes"),
    "resolve_area": QT_TRANSLATE_NOOP("NamelessDarkLord", "Battle area {area}: target {card_text}"),
    "strength": QT_TRANSLATE_NOOP("NamelessDarkLord", "Area {area} priority: {ranking_text}"),
    "bomber_returned": QT_TRANSLATE_NOOP(
        "NamelessDarkLord", "{who}'s Goblin Bomber returns to the stock from area {area}"
    ),
    "cannot_pay": QT_TRANSLATE_NOOP(
        "NamelessDarkLord", "{who} cannot pay {coins_text} for area {area}: priority passes on"
    ),
    "decline": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} declines {card_text} in area {area}"),
    "acquire": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} acquires {card_text} (area {area}) for {coins_text}"),
    "trash": QT_TRANSLATE_NOOP("NamelessDarkLord", "{card_text} (area {area}) goes to the Trash Area"),
    "fewer_territories": QT_TRANSLATE_NOOP(
        "NamelessDarkLord", "{card_text}: {who} owns {mine} Territories, the others at least {fewest_other}: {met_text}"
    ),
    "doll_swap": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} exchanges {doll_text} for {other_text}'s {card_text}"),
    "doll_kept": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} keeps the Witch Doll"),
    "take_back": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} takes {card_text} back from the Trash Area"),
    "units_home": QT_TRANSLATE_NOOP("NamelessDarkLord", "Every Unit returns to its Home Area"),
    "coins_returned": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} returns {coins_text} to the stock"),
    "bomber_taken": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} takes a Goblin Bomber"),
    "bomber_declined": QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} does not take a Goblin Bomber"),
    "final_score": QT_TRANSLATE_NOOP(
        "NamelessDarkLord",
        "{who}: {total} victory points (Curse tokens -{curses}; INCOME {gold_income} gold, {silver_income} silver)",
    ),
    "game_over": QT_TRANSLATE_NOOP("NamelessDarkLord", "Game over: {result_text}"),
}


def result_reason(args: dict[str, Any], tr: Translate = english) -> str:
    """The reason of a Result in the language of `tr`: "ND-15.7: the most victory points (27)"."""
    return core_result_reason(args, tr, CONTEXT)


class _Words:
    """How an event reads: the translation, card names in `lang`, seat names."""

    def __init__(self, tr: Translate, lang: str, names: dict[int, str] | None) -> None:
        self.tr, self.lang, self.names = tr, lang, names

    def t(self, text: str, **params: Any) -> str:
        return _t(self.tr, text, **params)

    def who_of(self, seat: Any) -> str:
        if self.names and seat in self.names:
            return self.names[seat]
        return seat_name(seat)


def _ev_start_player(a: dict[str, Any], w: _Words) -> None:
    a["most_text"] = (
        w.t(QT_TRANSLATE_NOOP("NamelessDarkLord", " (most target cards this round: {n})"), n=a["acquired"])
        if a.get("acquired")
        else ""
    )


def _ev_round(a: dict[str, Any], w: _Words) -> None:
    a["start"] = w.who_of(a.get("start_player"))
    a["last_text"] = w.t(QT_TRANSLATE_NOOP("NamelessDarkLord", " (last round)")) if a.get("last") else ""


def _ev_cards(a: dict[str, Any], w: _Words) -> None:
    a["cards_text"] = _list(w.tr, [card_name(x, w.lang) for x in a["cards"]]) or w.t(
        QT_TRANSLATE_NOOP("NamelessDarkLord", "none")
    )


def _ev_sleeves(a: dict[str, Any], w: _Words) -> None:
    ch = a["change"]
    a["change_text"] = (
        w.t(QT_TRANSLATE_NOOP("NamelessDarkLord", "takes {n} Magic Circle Sleeve(s)"), n=ch)
        if ch > 0
        else w.t(QT_TRANSLATE_NOOP("NamelessDarkLord", "returns {n} Magic Circle Sleeve(s)"), n=-ch)
    )


def _ev_phase(a: dict[str, Any], w: _Words) -> None:
    phase = a.get("phase", "")
    a["phase_text"] = w.t(PHASES[phase]) if phase in PHASES else phase


def _ev_place(a: dict[str, Any], w: _Words) -> None:
    extra = []
    if a.get("extra"):
        extra.append(w.t(QT_TRANSLATE_NOOP("NamelessDarkLord", "extra placement")))
    if a.get("boost"):
        extra.append(w.t(QT_TRANSLATE_NOOP("NamelessDarkLord", "with a Power token")))
    a["extra_text"] = f" ({_list(w.tr, extra)})" if extra else ""


def _ev_pay(a: dict[str, Any], w: _Words) -> None:
    why = a.get("why", "")
    a["why_text"] = w.t(PAY_WHY[why]) if why in PAY_WHY else why


def _ev_exchange(a: dict[str, Any], w: _Words) -> None:
    a["give_text"] = coins_text(a["give_gold"], a["give_silver"], w.tr)
    a["get_text"] = coins_text(a["get_gold"], a["get_silver"], w.tr)


def _ev_strength(a: dict[str, Any], w: _Words) -> None:
    a["ranking_text"] = _list(
        w.tr,
        [
            w.t(QT_TRANSLATE_NOOP("NamelessDarkLord", "{who} {total}"), who=w.who_of(r["player"]), total=r["total"])
            for r in a["ranking"]
        ],
    ) or w.t(QT_TRANSLATE_NOOP("NamelessDarkLord", "nobody placed a Unit"))


def _ev_fewer_territories(a: dict[str, Any], w: _Words) -> None:
    a["met_text"] = (
        w.t(QT_TRANSLATE_NOOP("NamelessDarkLord", "worth 8 victory points"))
        if a["met"]
        else w.t(QT_TRANSLATE_NOOP("NamelessDarkLord", "condition not met"))
    )


def _ev_game_over(a: dict[str, Any], w: _Words) -> None:
    winners = _list(w.tr, [w.who_of(s) for s in a["winners"]])
    if a.get("draw"):
        headline = w.t(QT_TRANSLATE_NOOP("NamelessDarkLord", "a draw between {players}"), players=winners)
    else:
        headline = w.t(QT_TRANSLATE_NOOP("NamelessDarkLord", "{players} wins"), players=winners)
    a["result_text"] = f"{headline} — {result_reason(a, w.tr)}"


_EVENT_EXTRAS: dict[str, Any] = {
    "throne": lambda a, w: a.__setitem__("colour_text", w.t(COLOURS.get(a["colour"], a["colour"]))),
    "start_player": _ev_start_player,
    "round": _ev_round,
    "reactivate": _ev_cards,
    "targets": _ev_cards,
    "scry_cards": _ev_cards,
    "reordered_cards": _ev_cards,
    "sleeves": _ev_sleeves,
    "phase": _ev_phase,
    "place": _ev_place,
    "pay": _ev_pay,
    "exchange": _ev_exchange,
    "strength": _ev_strength,
    "fewer_territories": _ev_fewer_territories,
    "game_over": _ev_game_over,
}


def describe_event(event: Event, names: dict[int, str] | None = None, tr: Translate = english, lang: str = "en") -> str:
    a: dict[str, Any] = dict(event.args)
    w = _Words(tr, lang, names)
    if "player" in a:
        a["who"] = w.who_of(a["player"])
    a.setdefault("who", "")
    for key in ("card", "card_a", "card_b", "doll", "by"):
        if isinstance(a.get(key), str):
            a[f"{key}_text"] = card_name(a[key], lang)
    for key in ("owner", "owner_a", "owner_b", "other"):
        if key in a:
            a[f"{key}_text"] = w.who_of(a[key])
    if "gold" in a and "silver" in a:
        a["coins_text"] = coins_text(a["gold"], a["silver"], tr)
    kind = event.kind
    extras = _EVENT_EXTRAS.get(kind)
    if extras is not None:
        extras(a, w)
    template = EVENT_TEXT.get(kind)
    if template is None:
        return f"{kind}: {event.args}"
    try:
        return tr(CONTEXT, template).format(**a)
    except (KeyError, IndexError, ValueError):
        try:
            return template.format(**a)
        except (KeyError, IndexError, ValueError):
            return f"{kind}: {event.args}"


def _player_name(state: Any, seat: int) -> str:
    """The seat's name from the setup when the state is known, else "P1", "P2" ..."""
    players = getattr(state, "players", None)
    if players and 0 <= seat < len(players) and getattr(players[seat], "name", ""):
        return str(players[seat].name)
    return seat_name(seat)


def _unit_text(state: Any, uid: str, tr: Translate, lang: str) -> str:
    """ "P2's 山岳 (Mountains) in B" when the state is known."""
    if state is not None:
        for area in getattr(state, "areas", []):
            for u in area.units:
                if u.card == uid:
                    return _t(
                        tr,
                        QT_TRANSLATE_NOOP("NamelessDarkLord", "{owner}'s {card} in {area}"),
                        owner=_player_name(state, u.owner),
                        card=card_name(uid, lang),
                        area=area.letter,
                    )
    return card_name(uid, lang)


def _exchanges_text(action: Any, state: Any, tr: Translate, lang: str) -> str:
    exchanges = getattr(action, "exchanges", ())
    if not exchanges:
        return ""
    from .money import exchange_sources  # the rates of the cards named

    parts = []
    rates = {}
    if state is not None:
        rates = {(s.card, s.pattern): s.rate for s in exchange_sources(state, action.player)}
    for ex in exchanges:
        rate = rates.get((ex.card, ex.pattern))
        if rate is None:
            parts.append(card_name(ex.card, lang))
            continue
        parts.append(
            _t(
                tr,
                QT_TRANSLATE_NOOP("NamelessDarkLord", "{give} → {get} at {card}"),
                give=coins_text(rate.give.gold * ex.times, rate.give.silver * ex.times, tr),
                get=coins_text(rate.get.gold * ex.times, rate.get.silver * ex.times, tr),
                card=card_name(ex.card, lang),
            )
        )
    return _t(tr, QT_TRANSLATE_NOOP("NamelessDarkLord", " (exchanging {list})"), list=_list(tr, parts))


def describe_action(action: BaseModel, state: Any = None, tr: Translate = english, lang: str = "en") -> str:
    kind = getattr(action, "kind", "")
    a: Any = action

    def t(text: str, **params: Any) -> str:
        return _t(tr, text, **params)

    letters = "ABCDEFGH"
    ex = _exchanges_text(action, state, tr, lang)
    if kind == "place":
        area = letters[a.area] if 0 <= a.area < len(letters) else str(a.area)
        text = t(
            QT_TRANSLATE_NOOP("NamelessDarkLord", "Place {card} in battle area {area}"),
            card=card_name(a.card, lang),
            area=area,
        )
        if a.extra:
            text += t(QT_TRANSLATE_NOOP("NamelessDarkLord", " as an extra placement"))
        if a.boost:
            text += t(QT_TRANSLATE_NOOP("NamelessDarkLord", ", paying for a Power token"))
        return text + ex
    if kind == "activate":
        if a.targets:
            text = t(
                QT_TRANSLATE_NOOP("NamelessDarkLord", "Use {card} on {targets}"),
                card=card_name(a.card, lang),
                targets=_list(tr, [_unit_text(state, x, tr, lang) for x in a.targets]),
            )
        elif a.target_player is not None:
            text = t(
                QT_TRANSLATE_NOOP("NamelessDarkLord", "Use {card} on {who}"),
                card=card_name(a.card, lang),
                who=_player_name(state, a.target_player),
            )
        else:
            text = t(QT_TRANSLATE_NOOP("NamelessDarkLord", "Use {card}"), card=card_name(a.card, lang))
        return text + ex
    if kind == "pass":
        return t(QT_TRANSLATE_NOOP("NamelessDarkLord", "Pass for this round"))
    if kind == "end_turn":
        return t(QT_TRANSLATE_NOOP("NamelessDarkLord", "End the turn"))
    if kind == "reorder":
        return t(
            QT_TRANSLATE_NOOP("NamelessDarkLord", "Put back, top first: {cards}"),
            cards=_list(tr, [card_name(x, lang) for x in a.order]),
        )
    if kind == "pay_curse":
        return t(QT_TRANSLATE_NOOP("NamelessDarkLord", "Pay to avoid the Curse token")) + ex
    if kind == "take_curse":
        return t(QT_TRANSLATE_NOOP("NamelessDarkLord", "Take the Curse token"))
    if kind == "acquire":
        if state is not None and state.flow.decision == "offer" and state.flow.area < len(state.areas):
            from .effects import upkeep_due

            area = state.areas[state.flow.area]
            cost, _ = upkeep_due(state, area, a.player)
            return (
                t(
                    QT_TRANSLATE_NOOP("NamelessDarkLord", "Acquire {card} (area {area}), paying {coins}"),
                    card=card_name(area.target or "", lang),
                    area=area.letter,
                    coins=coins_text(cost.gold, cost.silver, tr),
                )
                + ex
            )
        return t(QT_TRANSLATE_NOOP("NamelessDarkLord", "Acquire the target card")) + ex
    if kind == "swap_card":
        return t(
            QT_TRANSLATE_NOOP("NamelessDarkLord", "Exchange the Witch Doll for {card}"), card=card_name(a.card, lang)
        )
    if kind == "take_back":
        return t(QT_TRANSLATE_NOOP("NamelessDarkLord", "Take back {card}"), card=card_name(a.card, lang))
    if kind == "take_bomber":
        return t(QT_TRANSLATE_NOOP("NamelessDarkLord", "Take a Goblin Bomber"))
    if kind == "decline":
        decision = state.flow.decision if state is not None else None
        if decision == "offer":
            return t(QT_TRANSLATE_NOOP("NamelessDarkLord", "Do not acquire it (priority passes on)"))
        if decision == "doll":
            return t(QT_TRANSLATE_NOOP("NamelessDarkLord", "Keep the Witch Doll"))
        if decision == "take_back":
            return t(QT_TRANSLATE_NOOP("NamelessDarkLord", "Take nothing back"))
        if decision == "bomber":
            return t(QT_TRANSLATE_NOOP("NamelessDarkLord", "No Goblin Bomber"))
        return t(QT_TRANSLATE_NOOP("NamelessDarkLord", "Decline"))
    return kind
