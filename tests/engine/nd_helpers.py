"""Builders for The Nameless Dark Lord rule tests: put cards where a rulebook example puts them and
bring the game to the decision a test needs, without playing the rounds before it.

Cards are moved, never created: `give` and `put` take a card from wherever it lies (deck, box,
trash, stock, another Home Area), so the component counts stay right."""

from __future__ import annotations

from rookraiders_desktop.engine.core.game import Event, SeatSetup, Setup
from rookraiders_desktop.engine.games.nameless_dark_lord import rules
from rookraiders_desktop.engine.games.nameless_dark_lord.content import load_content
from rookraiders_desktop.engine.games.nameless_dark_lord.models import Area, GameState, Placed
from rookraiders_desktop.engine.games.nameless_dark_lord.rules import GAME

CARDS = load_content().cards
RULES = load_content().rules


def setup(players: int = 4) -> Setup:
    return Setup(seats=[SeatSetup(name=f"P{i + 1}") for i in range(players)])


def new_state(players: int = 4, seed: int = 1) -> GameState:
    """A new game at the first turn of round 1's Placement Phase."""
    return GAME.new_game(setup(players), seed)


def seat_of(state: GameState, colour: str) -> int:
    return next(p.seat for p in state.players if p.colour == colour)


def by_colour(state: GameState) -> dict[str, int]:
    return {p.colour: p.seat for p in state.players}


def _take(state: GameState, uid: str) -> None:
    """Lift card `uid` from wherever it lies."""
    for pile in (state.deck, state.trash, state.bombers, state.box):
        if uid in pile:
            pile.remove(uid)
            return
    for p in state.players:
        if uid in p.home:
            p.home.remove(uid)
            for lst in (p.off, p.new):
                if uid in lst:
                    lst.remove(uid)
            return
    for area in state.areas:
        if area.target == uid:
            area.target = None
            return
        for u in area.units:
            if u.card == uid:
                area.units.remove(u)
                state.players[u.owner].sleeves += 1
                return
    raise LookupError(uid)


def free_uid(state: GameState, def_id: str, avoid: set[str] | None = None) -> str:
    """A card of that definition, preferring one nobody owns or has placed."""
    placed = {u.card for a in state.areas for u in a.units} | {u.card for u in state.removed}
    owned = {uid for p in state.players for uid in p.home}
    targets = {a.target for a in state.areas}
    candidates = [uid for uid, d in state.cards.items() if d == def_id and uid not in (avoid or set())]
    for group in (
        [u for u in candidates if u not in placed | owned | targets],
        [u for u in candidates if u not in placed],
    ):
        if group:
            return group[0]
    raise LookupError(def_id)


def give(state: GameState, player: int, def_id: str, new: bool = False, off: bool = False) -> str:
    """Move a card of `def_id` into `player`'s Home Area (usable now unless `new`)."""
    p = state.players[player]
    uid = free_uid(state, def_id, avoid=set(p.home))
    _take(state, uid)
    p.home.append(uid)
    if new:
        p.new.append(uid)
    if off:
        p.off.append(uid)
    return uid


def home_uid(state: GameState, player: int, def_id: str) -> str:
    return next(uid for uid in state.players[player].home if state.cards[uid] == def_id)


def put(state: GameState, player: int, def_id: str, area: str, tokens: int = 0, charge: bool = False) -> Placed:
    """Place a card of `def_id` owned by `player` directly in battle area `area` (the rules are not
    asked; uses one of the player's sleeves when they have one)."""
    p = state.players[player]
    uid = next((u for u in p.home if state.cards[u] == def_id), None)
    if uid is None:
        uid = free_uid(state, def_id)
        _take(state, uid)
    else:
        p.home.remove(uid)
    if p.sleeves > 0:
        p.sleeves -= 1
    placed = Placed(card=uid, owner=player, power_tokens=tokens, charge=charge)
    state.power_tokens -= tokens
    if charge:
        state.charge_tokens -= 1
    area_of(state, area).units.append(placed)
    return placed


def area_of(state: GameState, letter: str) -> Area:
    return next(a for a in state.areas if a.letter == letter)


def set_targets(state: GameState, defs: list[str]) -> list[str]:
    """Make the round's target cards these (the old targets go back on top of the deck)."""
    old = [a.target for a in state.areas if a.target]
    for uid in reversed(old):
        state.deck.insert(0, uid)
    state.areas = []
    uids = []
    for i, def_id in enumerate(defs):
        uid = free_uid(state, def_id)
        _take(state, uid)
        state.areas.append(Area(letter="ABCDEFGH"[i], target=uid))
        uids.append(uid)
    return uids


def coins(state: GameState, player: int, gold: int = 0, silver: int = 0) -> None:
    p = state.players[player]
    state.stock_gold += p.gold - gold
    state.stock_silver += p.silver - silver
    p.gold, p.silver = gold, silver


def turn(state: GameState, player: int, main_done: bool = False) -> None:
    """Make it `player`'s turn in the Placement Phase."""
    f = state.flow
    f.phase = "placement"
    f.turn = player
    f.main_done = main_done
    f.curse_card = f.curse_from = f.curse_target = None
    f.scry = []
    f.decision = None
    f.decider = None
    rules._run(state, [])


def resolve(state: GameState) -> list[Event]:
    """Everyone passes: Battle Area resolution runs up to the first decision."""
    events: list[Event] = []
    for p in state.players:
        p.passed = True
    f = state.flow
    f.phase = "placement"
    f.turn = 0
    f.decision = None
    f.decider = None
    f.main_done = False
    rules._next_turn(state, events)
    rules._run(state, events)
    return events


def legal(state: GameState, player: int | None = None) -> list:
    if player is None:
        player = GAME.to_move(state)[0]
    return GAME.legal_actions(state, player)


def act(state: GameState, action) -> list[Event]:
    return GAME.apply(state, action)


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def of_kind(events, kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def decide(state: GameState) -> tuple[str | None, int | None]:
    return state.flow.decision, state.flow.decider


def finish_round(state: GameState, choose=None) -> list[Event]:
    """Answer every decision until the next round's Placement Phase (or the end): acquire when
    offered unless `choose(state, legal)` returns something else; pass otherwise."""
    events: list[Event] = []
    start = state.flow.round
    for _ in range(500):
        if state.result is not None or (state.flow.round > start and state.flow.phase == "placement"):
            break
        actor = GAME.to_move(state)[0]
        options = GAME.legal_actions(state, actor)
        action = choose(state, options) if choose else None
        if action is None:
            preferred = ("pass", "end_turn", "acquire", "take_bomber", "decline", "take_curse")
            action = next((a for k in preferred for a in options if a.kind == k), options[0])
        events += GAME.apply(state, action)
    return events
