"""The Nameless Dark Lord rules: setup, the nine rounds (Preparation, Placement, Battle Area
resolution with Strength Calculation and Payment, End Phase) and Final Scoring.

`apply` validates an action against the current decision, mutates the state and then runs the
automatic parts of the game (Preparation, Strength Calculation, End steps) until some player must
decide again. An illegal action raises a RuleViolation naming its ND clause and changes nothing.
Rulings where the rulebook is silent are the digest's AMB-n (taken as proposed) and this app's
NDD-n; the code names them where it applies them.
"""

from __future__ import annotations

from itertools import permutations
from typing import Any, ClassVar

from pydantic import BaseModel

from ...core.clone import clone_state
from ...core.game import ChallengePlan, Event, Setup
from ...core.i18n import QT_TRANSLATE_NOOP, Translate, english
from ...core.rng import Rng
from ...core.room import TurnBasedGame, apply_atomically, clear_decision, decide, run_until_decision
from ...core.trusted import trusted_maker
from . import effects as fx
from .actions import (
    ACTION_ADAPTER,
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
from .content import DECKS, CardDef, Coins, Content, load_content
from .errors import Rejected, Violation
from .listing import LISTING
from .models import LETTERS, Area, Flow, GameState, Placed, PlayerState, Trigger
from .money import can_pay, pay, plans_for, take_income
from .scoring import final_result
from .text import card_name, describe_action, describe_event


def content() -> Content:
    return load_content()


def cdef(state: GameState, uid: str) -> CardDef:
    return load_content().cards[state.cards[uid]]


def _name(state: GameState, uid: str) -> str:
    return card_name(state.cards.get(uid, uid))


def clockwise_from(state: GameState, seat: int) -> list[int]:
    n = len(state.players)
    return [(seat + i) % n for i in range(n)]


def territories(state: GameState, player: int) -> list[str]:
    return [uid for uid in state.players[player].home if cdef(state, uid).type == "territory"]


def owns_bomber(state: GameState, player: int) -> bool:
    return any(cdef(state, uid).has("return_to_stock") for uid in state.players[player].home)


class NamelessDarkLord(TurnBasedGame):
    state_model: ClassVar[type[GameState]] = GameState
    action_adapter: ClassVar[Any] = ACTION_ADAPTER
    content_loader = staticmethod(load_content)
    game_id: ClassVar[str] = LISTING.game_id
    title: ClassVar[str] = LISTING.title
    text_context: ClassVar[str] = LISTING.text_context  # translation context of this game's texts
    score_label: ClassVar[str] = "VP"
    title_ja: ClassVar[str] = "名もなき魔王"
    min_players: ClassVar[int] = LISTING.min_players
    max_players: ClassVar[int] = LISTING.max_players
    # The table is the same for every seat; only a scry's put-back order is told to its player
    # alone (NDD-15), in the log: from then on a hot-seat curtain goes between them and the others.
    hidden_information: ClassVar[bool] = True
    secret_log: ClassVar[bool] = True
    secret_note: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Curtain", "Only the player who looked knows the order of the cards put back on a deck."
    )
    score_caption: ClassVar[str] = QT_TRANSLATE_NOOP("StatsWindow", "Victory points")
    rule_prefixes: ClassVar[tuple[str, ...]] = ("ND",)
    challenge: ClassVar[ChallengePlan | None] = ChallengePlan(("greedy", "greedy"))  # 3 players (ND-3)
    phase_names: ClassVar[dict[str, str]] = {  # the timeline's phases ("ReplayPage" context)
        "setup": QT_TRANSLATE_NOOP("ReplayPage", "Setup"),
        "prep": QT_TRANSLATE_NOOP("ReplayPage", "Preparation Phase"),
        "placement": QT_TRANSLATE_NOOP("ReplayPage", "Placement Phase"),
        "resolution": QT_TRANSLATE_NOOP("ReplayPage", "Battle area resolution"),
        "triggers": QT_TRANSLATE_NOOP("ReplayPage", "Abilities of acquired cards"),
        "end": QT_TRANSLATE_NOOP("ReplayPage", "End Phase"),
    }

    # --- protocol --------------------------------------------------------------------------
    def validate_setup(self, setup: Setup) -> None:
        n = len(setup.seats)
        if not self.min_players <= n <= self.max_players:
            raise Violation(
                "ND-3.1",
                QT_TRANSLATE_NOOP("NamelessDarkLord", "The Nameless Dark Lord is for 3 or 4 players, not {n}"),
                n=n,
            )

    def create(self, setup: Setup, seed: int) -> GameState:
        return new_game(setup, seed)

    def legal_for(self, state: GameState, player: int) -> list[BaseModel]:
        return legal_actions(state, player)

    def apply(self, state: GameState, action: BaseModel) -> list[Event]:
        return apply_action(state, action)

    def view(self, state: GameState, viewer: int | None) -> GameState:
        return view(state, viewer)

    def timeline(self, state: GameState) -> dict[str, Any]:
        """Where the game stands, for a replay's "jump to a round or phase": the round and its phase."""
        return {"round": state.flow.round, "phase": state.flow.phase}

    def describe_action(
        self, action: BaseModel, state: GameState | None = None, tr: Translate = english, lang: str = "en"
    ) -> str:
        return describe_action(action, state, tr, lang)

    def score_summary(self, state: GameState) -> dict[str, int]:
        """Each player's victory points for the command line (final once the game is over)."""
        return {state.players[sheet.player].name: sheet.total for sheet in state.scores}

    def describe_event(
        self, event: Event, names: dict[int, str] | None = None, tr: Translate = english, lang: str = "en"
    ) -> str:
        return describe_event(event, names, tr, lang)


# --- setup (ND-3) -----------------------------------------------------------------------------


def new_game(setup: Setup, seed: int) -> GameState:
    c = content()
    r = c.rules
    n = len(setup.seats)
    rng = Rng(seed=seed)
    cards: dict[str, str] = {}
    backs: dict[str, str] = {}
    box: list[str] = []
    numbers: dict[str, int] = {}
    for d in c.cards.values():
        for back in DECKS:
            k = d.copies.get(back, 0)
            four = d.copies_4p.get(back, 0)
            for i in range(k):
                numbers[d.id] = numbers.get(d.id, 0) + 1
                uid = f"{d.id}.{numbers[d.id]}"
                cards[uid] = d.id
                backs[uid] = back
                if n < 4 and i >= k - four:  # ND-3.2: the 4P cards stay in the box
                    box.append(uid)
    boxed = set(box)
    in_play = [uid for uid in cards if uid not in boxed]
    colours = r.colours if n >= 4 else r.colours_3p  # ND-3.3
    thrones = [uid for uid in in_play if backs[uid] == "initial" and c.cards[cards[uid]].colour in colours]
    rng.shuffle(thrones)  # ND-3.6
    players = []
    for i, seat in enumerate(setup.seats):
        colour = c.cards[cards[thrones[i]]].colour or ""
        players.append(PlayerState(seat=i, name=seat.name or f"Player {i + 1}", colour=colour, home=[thrones[i]]))
    start = next((p.seat for p in players if p.colour == r.start_colour), 0)  # ND-3.7
    pool = [uid for uid in in_play if backs[uid] == "initial" and uid not in thrones]
    for p in players:  # ND-3.9: the designated initial cards
        for ref in r.initial_cards:
            uid = next(u for u in pool if cards[u] == ref)
            pool.remove(uid)
            p.home.append(uid)
    box += pool
    deck: list[str] = []
    for level in r.deck_order:  # ND-3.4, AMB-2: each level deck shuffled apart, revealed in order
        pile = [uid for uid in in_play if backs[uid] == level]
        rng.shuffle(pile)
        deck += pile
    state = GameState(
        rng=rng,
        players=players,
        cards=cards,
        backs=backs,
        deck=deck,
        box=box,
        bombers=[uid for uid in in_play if backs[uid] == "assist"],
        start_card=next(uid for uid in in_play if backs[uid] == "start_player"),
        stock_gold=r.stock.gold,
        stock_silver=r.stock.silver,  # ND-3.5, AMB-20
        power_tokens=r.power_tokens,
        charge_tokens=r.charge_tokens,
        curse_tokens=r.curse_tokens,
        sleeve_stock={p.colour: r.sleeves_per_colour for p in players},
        flow=Flow(start_player=start, round_start_player=start, phase="setup"),
    )
    events: list[Event] = []
    for p in players:
        events.append(Event(kind="throne", args={"player": p.seat, "card": state.cards[p.home[0]], "colour": p.colour}))
    events.append(Event(kind="start_player", args={"player": start, "acquired": 0, "setup": True}))
    if box:
        events.append(Event(kind="removed_4p", args={"count": len(box)}))
    _run(state, events)
    state.opening_events = events
    return state


# --- the flow driver --------------------------------------------------------------------------

_decide = decide
_clear_decision = clear_decision


def _run(state: GameState, events: list[Event]) -> None:
    run_until_decision(state, events, _advance)


def _advance(state: GameState, events: list[Event]) -> None:
    phase = state.flow.phase
    if phase in ("setup", "prep"):
        _preparation(state, events)
    elif phase == "placement":
        _advance_placement(state, events)
    elif phase == "resolution":
        _advance_resolution(state, events)
    elif phase == "triggers":
        _advance_triggers(state, events)
    elif phase == "end":
        _advance_end(state, events)


# --- Preparation Phase (ND-5) -------------------------------------------------------------------


def _preparation(state: GameState, events: list[Event]) -> None:
    c = content()
    f = state.flow
    f.round += 1
    events.append(
        Event(kind="round", args={"round": f.round, "start_player": f.start_player, "last": f.round >= c.rules.rounds})
    )
    # (1) ND-5.2: cards turned off last round become active; last round's cards become usable (ND-4.3)
    for p in state.players:
        if p.off:
            events.append(Event(kind="reactivate", args={"player": p.seat, "cards": [state.cards[u] for u in p.off]}))
        p.off = []
        p.new = []
        p.passed = False
        p.acquired = 0
    # (2) ND-5.4 to ND-5.7: players + 1 target cards, continuing into the next deck
    want = len(state.players) + c.rules.extra_targets
    state.areas = []
    for i in range(want):
        if not state.deck:
            break  # AMB-2: in the last round reveal what remains
        uid = state.deck.pop(0)
        state.areas.append(Area(letter=LETTERS[i], target=uid))
    events.append(
        Event(
            kind="targets",
            args={
                "cards": [state.cards[a.target or ""] for a in state.areas],
                "backs": [state.backs[a.target or ""] for a in state.areas],
            },
        )
    )
    # (3) ND-5.9 to ND-5.12: sleeves up to the magic circle count, at most 5 (AMB-10: only here)
    for p in state.players:
        circles = sum(cdef(state, uid).magic_circles for uid in territories(state, p.seat))
        want_sleeves = min(circles, c.rules.max_sleeves, c.rules.sleeves_per_colour)
        change = want_sleeves - p.sleeves
        if change:
            p.sleeves += change
            state.sleeve_stock[p.colour] -= change
            events.append(Event(kind="sleeves", args={"player": p.seat, "change": change, "total": p.sleeves}))
    # (4) ND-5.14 to ND-5.16: INCOME of the Territories (a Throne's EXCHANGE gives nothing)
    for p in state.players:
        gold = silver = 0
        for uid in territories(state, p.seat):
            d = cdef(state, uid)
            gold += d.income.gold
            silver += d.income.silver
        if gold or silver:
            take_income(state, p, Coins(gold=gold, silver=silver))
            events.append(Event(kind="income", args={"player": p.seat, "gold": gold, "silver": silver}))
    # ND-5.20, ND-6.2: the Placement Phase; the START PLAYER holder begins
    f.phase = "placement"
    f.round_start_player = f.start_player
    f.turn = f.start_player
    f.main_done = False
    f.area = 0
    f.offer = []
    f.triggers = []
    f.take_backs = []
    f.end_step = 0
    f.queue = []
    events.append(Event(kind="phase", args={"phase": "placement"}))


# --- Placement Phase (ND-6 to ND-9) ------------------------------------------------------------


def _advance_placement(state: GameState, events: list[Event]) -> None:
    f = state.flow
    if f.curse_card is not None and f.curse_target is not None:
        _decide(state, "curse", f.curse_target)
        return
    if f.scry:
        assert f.turn is not None
        _decide(state, "scry", f.turn)
        return
    assert f.turn is not None
    if not f.main_done:
        _decide(state, "turn", f.turn)
    elif _placements(state, f.turn, extra_only=True):
        _decide(state, "after", f.turn)  # ND-16.7: an extra placement may follow the action
    else:
        _next_turn(state, events)


def _next_turn(state: GameState, events: list[Event]) -> None:
    """ND-6.2, ND-9.2: clockwise to the next player who has not passed; ND-6.3: all passed."""
    f = state.flow
    f.main_done = False
    assert f.turn is not None
    for seat in [*clockwise_from(state, f.turn)[1:], f.turn]:
        if not state.players[seat].passed:
            f.turn = seat
            return
    f.turn = None
    f.phase = "resolution"
    f.area = 0
    events.append(Event(kind="phase", args={"phase": "resolution"}))


def _place(state: GameState, player: int, action: PlaceUnit, events: list[Event]) -> None:
    f = state.flow
    p = state.players[player]
    uid = action.card
    if uid not in p.home:
        raise Violation("ND-7.2", QT_TRANSLATE_NOOP("NamelessDarkLord", "Choose a Unit card in your Home Area"))
    d = cdef(state, uid)
    if d.type != "unit":
        raise Violation("ND-7.2", QT_TRANSLATE_NOOP("NamelessDarkLord", "{card} is not a Unit"), card=_name(state, uid))
    if uid in p.new:
        raise Violation(
            "ND-4.3",
            QT_TRANSLATE_NOOP("NamelessDarkLord", "{card} was received this round: it can be used from the next round"),
            card=_name(state, uid),
        )
    if uid in p.off:
        raise Violation(
            "ND-8.11",
            QT_TRANSLATE_NOOP("NamelessDarkLord", "{card} is off: it cannot be placed this round"),
            card=_name(state, uid),
        )
    if action.extra:
        if not d.has("extra_place"):
            raise Violation(
                "ND-16.7",
                QT_TRANSLATE_NOOP("NamelessDarkLord", "{card} cannot be placed as an extra action"),
                card=_name(state, uid),
            )
    elif f.decision == "after":
        raise Violation(
            "ND-6.1",
            QT_TRANSLATE_NOOP(
                "NamelessDarkLord", "You have taken this turn's action; only an extra placement may follow"
            ),
        )
    if p.sleeves <= 0:
        raise Violation(
            "ND-7.3", QT_TRANSLATE_NOOP("NamelessDarkLord", "You have no Magic Circle Sleeve left in your Home Area")
        )
    if not 0 <= action.area < len(state.areas):
        raise Violation("ND-7.4", QT_TRANSLATE_NOOP("NamelessDarkLord", "There is no such battle area"))
    area = state.areas[action.area]
    refusal = fx.placement_refusal(state, area, uid)
    if refusal is not None:
        rule, template = refusal
        limit, _ = fx.area_limit(state, area)
        own = d.ability("area_limit")
        blocker = next((u.card for u in area.units if cdef(state, u.card).has("area_limit")), uid)
        raise Violation(
            rule,
            template,
            area=area.letter,
            limit=limit,
            card=_name(state, blocker if rule == "ND-17.5" and blocker != uid else uid),
            fewer=(own.limit - 1) if own and own.limit else limit,
        )
    boost = d.ability("boost_on_place")
    if action.boost:
        if boost is None:
            raise Violation(
                "ND-17.1",
                QT_TRANSLATE_NOOP("NamelessDarkLord", "{card} has no ability to use when placed"),
                card=_name(state, uid),
            )
        pay(state, player, boost.cost, action.exchanges, "ND-17.1", "boost", events)
    elif action.exchanges:
        raise Violation("ND-5.17", QT_TRANSLATE_NOOP("NamelessDarkLord", "Exchanges are made when you pay something"))
    p.home.remove(uid)
    p.sleeves -= 1  # ND-7.3
    placed = Placed(card=uid, owner=player)
    area.units.append(placed)  # ND-7.6: placement order
    if action.boost:  # ND-17.2: one token per placement at most
        placed.power_tokens = 1
        state.power_tokens -= 1
    events.append(
        Event(
            kind="place",
            args={
                "player": player,
                "card": d.id,
                "area": area.letter,
                "position": len(area.units),
                "extra": action.extra,
                "boost": action.boost,
            },
        )
    )
    if not action.extra:
        f.main_done = True
    _clear_decision(state)


def _activate(state: GameState, player: int, action: Activate, events: list[Event]) -> None:
    f = state.flow
    p = state.players[player]
    uid = action.card
    if uid not in p.home:
        raise Violation("ND-8.4", QT_TRANSLATE_NOOP("NamelessDarkLord", "The card must be in your Home Area"))
    d = cdef(state, uid)
    ability = d.activated
    if ability is None:
        raise Violation(
            "ND-8.1", QT_TRANSLATE_NOOP("NamelessDarkLord", "{card} has no activated ability"), card=_name(state, uid)
        )
    if uid in p.new:
        raise Violation(
            "ND-4.3",
            QT_TRANSLATE_NOOP("NamelessDarkLord", "{card} was received this round: it can be used from the next round"),
            card=_name(state, uid),
        )
    if uid in p.off:
        raise Violation(
            "ND-8.5",
            QT_TRANSLATE_NOOP("NamelessDarkLord", "{card} is off: its ability was used this round"),
            card=_name(state, uid),
        )
    choice = fx.Choice(tuple(action.targets), action.target_player)
    fx.check_choice(state, player, uid, ability, choice)  # ND-8.8
    pay(state, player, ability.cost, action.exchanges, "ND-8.1", "activation", events)  # ND-8.9
    p.off.append(uid)  # ND-8.5
    events.append(Event(kind="activate", args={"player": player, "card": d.id}))
    f.main_done = True  # ND-8.7
    follow = fx.resolve_activation(state, player, uid, ability, choice, events)
    if follow == "curse":
        target = action.target_player
        assert target is not None
        if ability.avoid is not None and can_pay(state, target, ability.avoid):
            f.curse_card, f.curse_from, f.curse_target = uid, player, target
        else:
            fx.curse(state, target, d.id, events)
    elif follow == "scry":
        count = ability.count
        f.scry = state.deck[:count]
        events.append(Event(kind="scry", args={"player": player, "count": len(f.scry)}))
        events.append(
            Event(
                kind="scry_cards",
                args={"player": player, "cards": [state.cards[u] for u in f.scry]},
                visible_to=(player,),
            )
        )
    _clear_decision(state)


# --- Battle Area resolution (ND-11 to ND-13) ------------------------------------------------------


def _advance_resolution(state: GameState, events: list[Event]) -> None:
    f = state.flow
    if f.area >= len(state.areas):  # ND-11.4
        f.phase = "triggers"
        f.triggers.sort(key=lambda t: t.order)  # AMB-18 (L3+-F was judged when acquired: ND-19.9, NDD-14)
        return
    area = state.areas[f.area]
    if area.ranking is None:
        # Strength Calculation Phase (ND-12)
        events.append(
            Event(kind="resolve_area", args={"area": area.letter, "card": state.cards.get(area.target or "", "")})
        )
        fx.strength_phase_removals(state, f.area, events)
        area.ranking = fx.rank(state, area)
        events.append(
            Event(
                kind="strength",
                args={"area": area.letter, "ranking": [{"player": r.player, "total": r.total} for r in area.ranking]},
            )
        )
        if not area.ranking:  # ND-12.7: nobody placed there
            _trash(state, area, events)
            return
        fx.return_bombers(state, f.area, events)  # Payment Phase begins (ND-20.1, AMB-22)
        f.offer = [r.player for r in area.ranking]
    while f.offer:  # ND-12.5, ND-12.6
        player = f.offer[0]
        cost, _ = fx.upkeep_due(state, area, player)
        if can_pay(state, player, cost):
            _decide(state, "offer", player)
            return
        events.append(
            Event(
                kind="cannot_pay",
                args={"player": player, "area": area.letter, "gold": cost.gold, "silver": cost.silver},
            )
        )
        f.offer.pop(0)
    _trash(state, area, events)  # ND-12.7


def _trash(state: GameState, area: Area, events: list[Event]) -> None:
    if area.target is not None:
        state.trash.append(area.target)
        events.append(Event(kind="trash", args={"card": state.cards[area.target], "area": area.letter}))
    area.target = None
    area.trashed = True
    area.done = True
    state.flow.offer = []
    state.flow.area += 1  # ND-11.3


def _acquire(state: GameState, player: int, action: Acquire, events: list[Event]) -> None:
    f = state.flow
    area = state.areas[f.area]
    cost, lines = fx.upkeep_due(state, area, player)  # ND-13.3, ND-13.4
    pay(state, player, cost, action.exchanges, "ND-13.3", "upkeep", events)  # ND-13.5
    uid = area.target
    assert uid is not None
    p = state.players[player]
    p.home.append(uid)  # ND-13.7
    p.new.append(uid)  # ND-4.3
    p.acquired += 1
    state.acquired_round[uid] = f.round
    area.target = None
    area.winner = player
    area.done = True
    events.append(
        Event(
            kind="acquire",
            args={
                "player": player,
                "card": state.cards[uid],
                "area": area.letter,
                "gold": cost.gold,
                "silver": cost.silver,
                "units": len(lines),
            },
        )
    )
    for a in cdef(state, uid).abilities:
        if a.effect == "fewer_territories":  # ND-19.9: judged 「このカードを獲得する段階で」
            _judge_fewer_territories(state, uid, player, events)
        elif a.timing == "on_acquire":
            f.triggers.append(Trigger(effect=a.effect, card=uid, player=player, order=a.order))
        elif a.timing == "end_phase":
            f.take_backs.append(Trigger(effect=a.effect, card=uid, player=player, left=a.count))
    f.offer = []
    f.area += 1  # ND-11.3


# --- "when acquired" abilities (AMB-18) ----------------------------------------------------------


def _judge_fewer_territories(state: GameState, uid: str, player: int, events: list[Event]) -> None:
    """L3+-F (ND-19.8, ND-19.9, AMB-19): the moment it is acquired as a target, its new owner (this
    card included) must own fewer Territories than every other player; Territories won in later
    battle areas of the round do not count. Judged before any Witch Doll (Blue) resolves (ND-19.7)."""
    mine = len(territories(state, player))
    others = [len(territories(state, q.seat)) for q in state.players if q.seat != player]
    met = all(mine < o for o in others)
    if met:
        state.flags.append(uid)
    events.append(
        Event(
            kind="fewer_territories",
            args={
                "player": player,
                "card": state.cards[uid],
                "met": met,
                "mine": mine,
                "fewest_other": min(others) if others else 0,
            },
        )
    )


def _advance_triggers(state: GameState, events: list[Event]) -> None:
    f = state.flow
    while f.triggers:
        t = f.triggers[0]
        owner = state.players[t.player]
        if t.card not in owner.home:  # it left its owner's Home Area before resolving
            f.triggers.pop(0)
            continue
        if t.effect == "swap_with_card":  # L3-D (ND-18.9, ND-18.10)
            if _doll_targets(state, t.player):
                _decide(state, "doll", t.player)
                return
            f.triggers.pop(0)
            continue
        f.triggers.pop(0)
    f.phase = "end"
    f.end_step = 0
    events.append(Event(kind="phase", args={"phase": "end"}))


def _doll_targets(state: GameState, player: int) -> list[str]:
    out = [uid for q in state.players if q.seat != player for uid in q.home]
    if state.flow.start_player != player:
        out.append(state.start_card)  # ND-18.9
    return out


def _swap_doll(state: GameState, player: int, target: str, events: list[Event]) -> None:
    f = state.flow
    t = f.triggers[0]
    if target not in _doll_targets(state, player):
        raise Violation(
            "ND-18.9",
            QT_TRANSLATE_NOOP(
                "NamelessDarkLord", "Choose a card in another player's Home Area or the START PLAYER card"
            ),
        )
    me = state.players[player]
    doll = t.card
    if target == state.start_card:
        other = state.players[f.start_player]
        f.start_player = player
    else:
        other = next(q for q in state.players if target in q.home)
        other.home.remove(target)
        me.home.append(target)
        me.new.append(target)
        if target in other.new:
            other.new.remove(target)
        if target in other.off:
            other.off.remove(target)
            me.off.append(target)
    me.home.remove(doll)
    if doll in me.new:
        me.new.remove(doll)
    other.home.append(doll)
    other.new.append(doll)
    events.append(
        Event(
            kind="doll_swap",
            args={"player": player, "other": other.seat, "card": state.cards[target], "doll": state.cards[doll]},
        )
    )
    f.triggers.pop(0)


# --- End Phase (ND-14) --------------------------------------------------------------------------


def _advance_end(state: GameState, events: list[Event]) -> None:
    f = state.flow
    c = content()
    if f.end_step == 0:  # L3+-E: the End Phase of the round it was acquired (ND-19.5; NDD-6: first)
        while f.take_backs:
            t = f.take_backs[0]
            if t.card in state.players[t.player].home and state.trash:
                _decide(state, "take_back", t.player)
                return
            f.take_backs.pop(0)
        f.end_step = 1
        return
    if f.end_step == 1:
        # (1) ND-14.2, ND-14.3: Units home from the battle areas and the Remove Area; tokens to the stock (AMB-4)
        returned = 0
        for area in state.areas:
            for u in area.units:
                _home(state, u)
                returned += 1
            area.units = []
        for u in state.removed:
            _home(state, u)
            returned += 1
        state.removed = []
        events.append(Event(kind="units_home", args={"count": returned}))
        # (2) ND-14.4: coins back to the stock
        for p in state.players:
            if p.gold or p.silver:
                events.append(Event(kind="coins_returned", args={"player": p.seat, "gold": p.gold, "silver": p.silver}))
            state.stock_gold += p.gold
            state.stock_silver += p.silver
            p.gold = p.silver = 0
        # (3) ND-14.5, ND-14.6 (AMB-7: in turn order from this round's start player, who keeps it if tied)
        most = max(p.acquired for p in state.players)
        if most > 0:  # AMB-8: nobody acquired anything: the card stays
            for seat in clockwise_from(state, f.round_start_player):
                if state.players[seat].acquired == most:
                    f.start_player = seat
                    break
        events.append(Event(kind="start_player", args={"player": f.start_player, "acquired": most}))
        # (4) ND-14.7, ND-14.8: Goblin Bombers for players who acquired nothing
        f.queue = [seat for seat in clockwise_from(state, f.start_player) if state.players[seat].acquired == 0]
        f.end_step = 4
        return
    if f.end_step == 4:
        while f.queue:
            seat = f.queue[0]
            if state.bombers and not owns_bomber(state, seat):
                _decide(state, "bomber", seat)
                return
            f.queue.pop(0)
        f.end_step = 5
        return
    # ND-4.5, ND-14.10, AMB-1: the next round, or Final Scoring after the ninth / when the decks are empty
    if f.round >= c.rules.rounds or not state.deck:
        _final_scoring(state, events)
    else:
        f.phase = "prep"


def _home(state: GameState, u: Placed) -> None:
    p = state.players[u.owner]
    p.home.append(u.card)
    p.sleeves += 1  # AMB-9: the sleeve comes off and stays in the Home Area
    state.power_tokens += u.power_tokens
    if u.charge:
        state.charge_tokens += 1


def _final_scoring(state: GameState, events: list[Event]) -> None:
    result = final_result(state)  # ND-15
    state.result = result
    state.flow.phase = "over"
    _clear_decision(state)
    for sheet in state.scores:
        events.append(
            Event(
                kind="final_score",
                args={
                    "player": sheet.player,
                    "total": sheet.total,
                    "curses": sheet.curses,
                    "gold_income": sheet.gold_income,
                    "silver_income": sheet.silver_income,
                },
            )
        )
    events.append(
        Event(
            kind="game_over",
            args={
                "winners": result.winners,
                "draw": result.draw,
                "reason": result.reason,
                "rule": result.rule,
                "reason_template": result.reason_template,
                "reason_params": result.reason_params,
            },
        )
    )


# --- legal actions -----------------------------------------------------------------------------


# the move generators' own values need no validation (core/trusted.py)
_listed_placement = trusted_maker(PlaceUnit)
_listed_activation = trusted_maker(Activate)


def _placements(state: GameState, player: int, extra_only: bool) -> list[BaseModel]:
    """Every placement (ND-7) `player` may make now; `extra_only`: L1-C extra placements only."""
    p = state.players[player]
    if p.sleeves <= 0:  # ND-7.3
        return []
    out: list[BaseModel] = []
    seen: set[str] = set()
    limits: list[tuple[int, str]] = []  # each area's limit, once for every Unit
    for uid in p.home:
        if uid in p.new or uid in p.off:  # ND-4.3, ND-7.2
            continue
        d = cdef(state, uid)
        if d.type != "unit" or d.id in seen:
            continue
        seen.add(d.id)  # copies of one card are the same choice
        modes = ([] if extra_only else [False]) + ([True] if d.has("extra_place") else [])
        if not modes:
            continue
        boost = d.ability("boost_on_place")
        boost_plans = plans_for(state, player, boost.cost) if boost is not None else []
        limits = limits or [fx.area_limit(state, area) for area in state.areas]
        for ai, area in enumerate(state.areas):
            if fx.placement_refusal(state, area, uid, limits[ai]) is not None:
                continue
            for extra in modes:
                out.append(_listed_placement(player=player, card=uid, area=ai, extra=extra))
                for plan in boost_plans:
                    out.append(
                        _listed_placement(
                            player=player, card=uid, area=ai, extra=extra, boost=True, exchanges=plan.exchanges
                        )
                    )
    return out


def _activations(state: GameState, player: int) -> list[BaseModel]:
    p = state.players[player]
    out: list[BaseModel] = []
    seen: set[str] = set()
    for uid in p.home:
        if uid in p.new or uid in p.off:  # ND-8.4, ND-8.5
            continue
        d = cdef(state, uid)
        ability = d.activated
        if ability is None or d.id in seen:
            continue
        seen.add(d.id)
        plans = plans_for(state, player, ability.cost)
        if not plans:
            continue
        for choice in fx.target_choices(state, player, uid, ability):  # ND-8.8
            for plan in plans:
                out.append(
                    _listed_activation(
                        player=player,
                        card=uid,
                        targets=choice.targets,
                        target_player=choice.target_player,
                        exchanges=plan.exchanges,
                    )
                )
    return out


def legal_actions(state: GameState, player: int) -> list[BaseModel]:
    f = state.flow
    if state.result is not None or f.decider != player:
        return []
    kind = f.decision
    if kind == "turn":  # ND-6.1, ND-6.4, ND-9.3
        return _placements(state, player, False) + _activations(state, player) + [Pass(player=player)]
    if kind == "after":
        return [*_placements(state, player, True), EndTurn(player=player)]
    if kind == "curse":
        ability = cdef(state, f.curse_card or "").activated
        avoid = ability.avoid if ability is not None else None
        plans = plans_for(state, player, avoid) if avoid is not None else []
        return [PayCurse(player=player, exchanges=plan.exchanges) for plan in plans] + [TakeCurse(player=player)]
    if kind == "scry":
        return [Reorder(player=player, order=tuple(order)) for order in permutations(f.scry)]
    if kind == "offer":
        cost, _ = fx.upkeep_due(state, state.areas[f.area], player)
        return [Acquire(player=player, exchanges=plan.exchanges) for plan in plans_for(state, player, cost)] + [
            Decline(player=player)
        ]
    if kind == "doll":
        return [SwapCard(player=player, card=uid) for uid in _doll_targets(state, player)] + [Decline(player=player)]
    if kind == "take_back":
        seen: set[str] = set()
        out: list[BaseModel] = []
        for uid in state.trash:
            if state.cards[uid] not in seen:
                seen.add(state.cards[uid])
                out.append(TakeBack(player=player, card=uid))
        return [*out, Decline(player=player)]
    if kind == "bomber":
        return [TakeBomber(player=player), Decline(player=player)]
    return []


# --- apply ------------------------------------------------------------------------------------


def apply_action(state: GameState, action: BaseModel) -> list[Event]:
    if state.result is not None:
        raise Rejected("GAME-OVER", QT_TRANSLATE_NOOP("NamelessDarkLord", "The game is over"))
    player = getattr(action, "player", None)
    f = state.flow
    if player is None or player != f.decider:
        who = state.players[f.decider].name if f.decider is not None else "nobody"
        raise Rejected(
            "ND-6.2", QT_TRANSLATE_NOOP("NamelessDarkLord", "It is {who}'s turn to decide, not this player's"), who=who
        )

    def work(events: list[Event]) -> None:
        _dispatch(state, player, action, events)
        _run(state, events)

    return apply_atomically(state, work, action)  # an illegal action leaves the state exactly as it was


def _dispatch(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """The current decision's handler (ND-6.1)."""
    handler = _APPLY_BY_KIND.get(state.flow.decision or "")
    if handler is None:
        raise Rejected("ND-6.1", QT_TRANSLATE_NOOP("NamelessDarkLord", "Nothing to decide now"))
    handler(state, player, action, events)


def _apply_turn(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """ND-6.1, ND-6.4, ND-9.2: a turn's action (place, activate or pass), then, at the "after"
    decision, only an extra placement or the end of the turn."""
    after = state.flow.decision == "after"
    if isinstance(action, PlaceUnit):
        _place(state, player, action, events)
    elif isinstance(action, Activate):
        if after:
            raise Violation(
                "ND-6.1",
                QT_TRANSLATE_NOOP(
                    "NamelessDarkLord", "You have taken this turn's action; only an extra placement may follow"
                ),
            )
        _activate(state, player, action, events)
    elif isinstance(action, Pass):
        if after:
            raise Violation(
                "ND-6.1", QT_TRANSLATE_NOOP("NamelessDarkLord", "You have taken this turn's action; end your turn")
            )
        state.players[player].passed = True  # ND-9.2
        events.append(Event(kind="pass", args={"player": player}))
        _clear_decision(state)
        _next_turn(state, events)
    elif isinstance(action, EndTurn):
        if not after:
            raise Violation(
                "ND-6.1",
                QT_TRANSLATE_NOOP("NamelessDarkLord", "Take your action first: place a Unit, use an ability or pass"),
            )
        _clear_decision(state)
        _next_turn(state, events)
    else:
        raise Rejected(
            "ND-6.1",
            QT_TRANSLATE_NOOP("NamelessDarkLord", "It is your turn: place a Unit, use an activated ability or pass"),
        )


def _apply_curse(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """ND-17.12, ND-17.13: pay the ability's avoid cost or take the Curse token."""
    f = state.flow
    card = f.curse_card or ""
    if isinstance(action, PayCurse):
        ability = cdef(state, card).activated
        assert ability is not None and ability.avoid is not None
        pay(state, player, ability.avoid, action.exchanges, "ND-17.13", "avoid_curse", events)
        events.append(Event(kind="curse_avoided", args={"player": player, "card": state.cards[card]}))
    elif isinstance(action, TakeCurse):
        fx.curse(state, player, state.cards[card], events)
    else:
        raise Rejected("ND-17.12", QT_TRANSLATE_NOOP("NamelessDarkLord", "Pay to avoid the Curse token or take it"))
    f.curse_card = f.curse_from = f.curse_target = None
    _clear_decision(state)


def _apply_scry(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """ND-16.18: the cards looked at go back in the order the user chooses."""
    f = state.flow
    if not isinstance(action, Reorder):
        raise Rejected("ND-16.18", QT_TRANSLATE_NOOP("NamelessDarkLord", "Put the cards back in the order you choose"))
    if sorted(action.order) != sorted(f.scry):
        raise Violation(
            "ND-16.18", QT_TRANSLATE_NOOP("NamelessDarkLord", "Put back exactly the cards you looked at, in any order")
        )
    state.deck[: len(f.scry)] = list(action.order)
    events.append(Event(kind="reordered", args={"player": player, "count": len(f.scry)}))
    # ND-16.18: the order is the user's secret; this private line also keeps the replay's
    # step caption ("Put back, top first: ...") from the other seats and spectators
    events.append(
        Event(
            kind="reordered_cards",
            args={"player": player, "cards": [state.cards[u] for u in action.order]},
            visible_to=(player,),
        )
    )
    f.scry = []
    _clear_decision(state)


def _apply_offer(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """ND-12.5, ND-12.6: acquire the area's target card or decline it."""
    f = state.flow
    area = state.areas[f.area]
    if isinstance(action, Acquire):
        _acquire(state, player, action, events)
    elif isinstance(action, Decline):  # ND-12.6
        events.append(
            Event(
                kind="decline",
                args={"player": player, "area": area.letter, "card": state.cards.get(area.target or "", "")},
            )
        )
        f.offer.pop(0)
    else:
        raise Rejected("ND-12.5", QT_TRANSLATE_NOOP("NamelessDarkLord", "Acquire the target card or decline it"))
    _clear_decision(state)


def _apply_doll(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """ND-18.9: exchange the Doll for a card (see `_doll_targets`) or keep it."""
    if isinstance(action, SwapCard):
        _swap_doll(state, player, action.card, events)
    elif isinstance(action, Decline):
        events.append(Event(kind="doll_kept", args={"player": player}))
        state.flow.triggers.pop(0)
    else:
        raise Rejected(
            "ND-18.9", QT_TRANSLATE_NOOP("NamelessDarkLord", "Choose a card to exchange the Doll for, or decline")
        )
    _clear_decision(state)


def _apply_take_back(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """ND-19.5: take a card back from the Trash Area (it arrives new) or decline."""
    f = state.flow
    if isinstance(action, TakeBack):
        if action.card not in state.trash:
            raise Violation("ND-19.5", QT_TRANSLATE_NOOP("NamelessDarkLord", "That card is not in the Trash Area"))
        p = state.players[player]
        state.trash.remove(action.card)
        p.home.append(action.card)
        p.new.append(action.card)
        events.append(Event(kind="take_back", args={"player": player, "card": state.cards[action.card]}))
        f.take_backs[0].left -= 1
        if f.take_backs[0].left <= 0:
            f.take_backs.pop(0)
    elif isinstance(action, Decline):
        f.take_backs.pop(0)
    else:
        raise Rejected(
            "ND-19.5", QT_TRANSLATE_NOOP("NamelessDarkLord", "Take a card back from the Trash Area or decline")
        )
    _clear_decision(state)


def _apply_bomber(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """ND-14.7, ND-14.8: take a Goblin Bomber (one per player) or decline."""
    if isinstance(action, TakeBomber):
        if owns_bomber(state, player):
            raise Violation("ND-14.8", QT_TRANSLATE_NOOP("NamelessDarkLord", "You already own a Goblin Bomber"))
        p = state.players[player]
        uid = state.bombers.pop(0)
        p.home.append(uid)
        p.new.append(uid)
        events.append(Event(kind="bomber_taken", args={"player": player}))
    elif isinstance(action, Decline):
        events.append(Event(kind="bomber_declined", args={"player": player}))
    else:
        raise Rejected("ND-14.7", QT_TRANSLATE_NOOP("NamelessDarkLord", "Take a Goblin Bomber or decline"))
    state.flow.queue.pop(0)
    _clear_decision(state)


_APPLY_BY_KIND: dict[str, Any] = {
    "turn": _apply_turn,
    "after": _apply_turn,
    "curse": _apply_curse,
    "scry": _apply_scry,
    "offer": _apply_offer,
    "doll": _apply_doll,
    "take_back": _apply_take_back,
    "bomber": _apply_bomber,
}


# --- views ------------------------------------------------------------------------------------


def view(state: GameState, viewer: int | None) -> GameState:
    """What `viewer` sees. Everything on this table is public: every card is face up, coins and
    tokens lie open, and priorities are computed in the open, so hot-seat play needs no curtain
    between players (issue 5). Hidden are only the order of the face-down level decks (their backs
    show: `deck_backs`) and the random generator (so no one can predict the shuffles). The cards an
    L1-F user looks at are in `flow.scry` for that player only while they put them back (their own
    decision, so no curtain either); afterwards they are what the player remembers (NDD-12), so
    that two hot-seat players' views never differ between turns."""
    v = clone_state(state)  # core/clone.py: a fraction of a deep model_copy
    v.rng = Rng(seed=0)
    order: dict[str, int] = {deck: i for i, deck in enumerate(DECKS)}
    v.deck_backs = {}
    for uid in state.deck:
        v.deck_backs[state.backs[uid]] = v.deck_backs.get(state.backs[uid], 0) + 1
    v.deck = sorted(v.deck, key=lambda uid: (order[state.backs[uid]], uid))
    if state.flow.scry and state.flow.decider != viewer:
        v.flow.scry = []
    return v


GAME = NamelessDarkLord()
