"""Rook & Raiders rules: setup, the round flow, every command, combat, the enemy phase and victory.

`apply` validates an action against the current decision, mutates the state and then runs the
automatic parts of the game (AUTO commands, Invasion, Summon, End processing) until some player
must decide again. Rulings taken where the rulebook is silent are listed in docs/RULINGS.md and
named here by their ids (RR-A*).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations, combinations_with_replacement
from typing import Any, ClassVar, cast

from pydantic import BaseModel

from ...core.clone import clone_state
from ...core.errors import ActionRejected, RuleViolation
from ...core.game import ChallengePlan, Event, Odds, Result, Setup, SetupOption
from ...core.i18n import QT_TRANSLATE_NOOP, Translate, english, fill
from ...core.rng import Rng
from ...core.room import TurnBasedGame, apply_atomically, clear_decision, decide, run_until_decision
from ...core.trusted import trusted_maker
from . import board as geo
from .actions import (
    ACTION_ADAPTER,
    AcceptRoll,
    ChooseCommand,
    DeclareVictory,
    Decline,
    EndActions,
    EndUnitAction,
    LevelUp,
    MoveUnit,
    PlaceInitial,
    Recruit,
    RemoveMarkers,
    Reroll,
    RetrieveTrap,
    SaintHeal,
    StartAction,
    SupportHeal,
    UseSkill,
)
from .content import Content, Difficulty, MonsterDef, UnitDef, load_content
from .listing import LISTING
from .models import (
    COLUMNS,
    LINES,
    OWN_AREA_XS,
    SCAN_ORDER,
    SQUARES,
    Chip,
    CommandInProgress,
    Flow,
    GameState,
    Invasion,
    MonsterPiece,
    PendingRoll,
    PlayerState,
    TrapPiece,
    UnitPiece,
    label,
    sq,
    xy,
)
from .text import describe_action, describe_event

SOLO_DIFFICULTIES = ("easy", "normal", "hard")
VARIANTS = ("level_up_2", "rules_b_monsters")  # Expansion 2 (RX-4.2) and its partial Rules B monsters
OWN_AREA = tuple(s for s in range(SQUARES) if xy(s)[0] in OWN_AREA_XS)


# --- small queries ---------------------------------------------------------------------------


def content() -> Content:
    return load_content()


def unit_def(state: GameState, uid: str) -> UnitDef:
    return content().unit(state.unit_cards[uid])


def monster_def(state: GameState, uid: str) -> MonsterDef:
    return content().monster(state.monster_cards[uid])


def level_up_2(state: GameState) -> bool:
    """Expansion 2's optional Level Up 2 rule is in use (RX-4.2); the RX-3 victory timing comes
    with it (ruling RX-A3)."""
    return "level_up_2" in state.variants


def unit_name(state: GameState, uid: str) -> str:
    return unit_def(state, uid).name_ja


def monster_name(state: GameState, uid: str) -> str:
    return monster_def(state, uid).name_ja


def public_threat(state: GameState, seat: int) -> int:
    """RR-19.7 (1) to (3), what every seat sees: monsters on the board, in the queues, in the castle."""
    p = state.players[seat]
    total = sum(monster_def(state, piece.card).threat for piece in p.board if isinstance(piece, MonsterPiece))
    total += sum(monster_def(state, uid).threat for queue in p.queues for uid in queue)
    return total + sum(monster_def(state, uid).threat for uid in p.castle)


def threat(state: GameState, seat: int) -> int:
    """RR-19.7: the public threat plus the (secret) medal values."""
    return public_threat(state, seat) + sum(state.players[seat].medals)


def may_qualify(state: GameState, seat: int) -> bool:
    """Whether the table cannot rule out a threat total of 8 or less for `seat`: its public threat
    plus the lowest values its face-down medals could have (RR-19.9, ruling RR-A12). Public
    information only, so being asked to declare tells nobody anything."""
    r = content().rules
    lowest = sum(sorted(r.medals)[: len(state.players[seat].medals)])
    return public_threat(state, seat) + lowest <= r.victory_threat


def threat_summary(state: GameState) -> dict[str, int]:
    return {p.name: threat(state, p.seat) for p in state.players}


def monsters_left(p: PlayerState) -> int:
    return sum(isinstance(piece, MonsterPiece) for piece in p.board) + sum(len(q) for q in p.queues)


def next_active(state: GameState, seat: int, step: int = 1) -> int:
    """The next player still in the game to the left (step 1) or right (step -1)."""
    n = len(state.players)
    for i in range(1, n + 1):
        candidate = (seat + step * i) % n
        if not state.players[candidate].eliminated:
            return candidate
    return seat


def clockwise_from(state: GameState, seat: int) -> list[int]:
    n = len(state.players)
    order = [(seat + i) % n for i in range(n)]
    return [s for s in order if not state.players[s].eliminated]


def levelup_cost(state: GameState, p: PlayerState) -> int:
    costs = content().rules.levelup_costs
    return costs[min(p.level_ups, len(costs) - 1)]


def levelup_targets(state: GameState, p: PlayerState, square: int) -> list[str | None]:
    """The level-up cards the unit on `square` could become now, timing aside: [None] for the
    base class pile; with Level Up 2 the ids of the available ones of its two cards (RX-4.3,
    RX-5.6, RX-5.8)."""
    piece = p.board[square]
    if not isinstance(piece, UnitPiece):
        return []
    candidates: list[str | None] = [None]
    if level_up_2(state):
        x2 = content().x2
        assert x2 is not None
        candidates = list(x2.pairs.get(unit_def(state, piece.card).unit_class or "", []))
    return [card for card in candidates if level_up_refusal(state, p, square, card) is None]


def level_up_refusal(state: GameState, p: PlayerState, square: int, card: str | None) -> RuleViolation | None:
    """Why the unit on `square` cannot level up (into `card` with Level Up 2) now, timing aside,
    or None: RR-17.4 to RR-17.6, or RX-5.2, RX-4.3, RX-5.6, RX-5.8, RX-5.3."""
    if level_up_2(state):
        return _level_up_2_refusal(state, p, square, card)
    piece = p.board[square] if 0 <= square < SQUARES else None
    if not isinstance(piece, UnitPiece):
        return RuleViolation("RR-17.4", QT_TRANSLATE_NOOP("RookRaiders", "Only a unit on your board can level up"))
    d = unit_def(state, piece.card)
    if not d.is_basic:
        return RuleViolation("RR-17.4", QT_TRANSLATE_NOOP("RookRaiders", "Only a basic-class unit (★) can level up"))
    if not state.levelup_piles.get(d.unit_class or "", []):
        return RuleViolation("RR-17.6", QT_TRANSLATE_NOOP("RookRaiders", "No level-up card of that class is left"))
    return _honour_refusal(state, p, "RR-17.5")


def _level_up_2_refusal(state: GameState, p: PlayerState, square: int, card: str | None) -> RuleViolation | None:
    """RX-5.2 to RX-5.8: a ★ unit becomes one of its two cards, one copy per name, paid in honour."""
    x2 = content().x2
    assert x2 is not None
    piece = p.board[square] if 0 <= square < SQUARES else None
    if not isinstance(piece, UnitPiece):
        return RuleViolation("RX-5.2", QT_TRANSLATE_NOOP("RookRaiders", "Only a unit on your board can level up"))
    d = unit_def(state, piece.card)
    if not d.is_basic:
        return RuleViolation("RX-5.2", QT_TRANSLATE_NOOP("RookRaiders", "Only a basic-class unit (★) can level up"))
    pair = x2.pairs.get(d.unit_class or "", [])
    if card not in pair:
        return RuleViolation(
            "RX-4.3",
            QT_TRANSLATE_NOOP("RookRaiders", "{unit} levels up into one of its two cards: {cards}"),
            unit=d.name_ja,
            cards=" / ".join(content().unit(c).name_ja for c in pair),
        )
    new_def = content().unit(card)
    if not state.levelup_piles.get(card):
        return RuleViolation("RX-5.6", QT_TRANSLATE_NOOP("RookRaiders", "No {card} card is left"), card=new_def.name_ja)
    if card in p.levelup_names:
        return RuleViolation(
            "RX-5.8",
            QT_TRANSLATE_NOOP("RookRaiders", "You already acquired a {card}: one copy per name"),
            card=new_def.name_ja,
        )
    return _honour_refusal(state, p, "RX-5.3")


def _honour_refusal(state: GameState, p: PlayerState, rule: str) -> RuleViolation | None:
    """RR-17.5, RX-5.3: a level-up's honour cost, the same for every unit of the player."""
    cost = levelup_cost(state, p)
    if p.honour < cost:
        return RuleViolation(
            rule,
            QT_TRANSLATE_NOOP("RookRaiders", "This level-up costs {cost} honour marks; you have {honour}"),
            cost=cost,
            honour=p.honour,
        )
    return None


def can_level_up(state: GameState, p: PlayerState, square: int) -> bool:
    return bool(levelup_targets(state, p, square))


class RookRaiders(TurnBasedGame):
    state_model: ClassVar[type[GameState]] = GameState
    action_adapter: ClassVar[Any] = ACTION_ADAPTER
    content_loader = staticmethod(load_content)
    game_id: ClassVar[str] = LISTING.game_id
    title: ClassVar[str] = LISTING.title
    title_ja: ClassVar[str] = "ルーク&レイダース"
    text_context: ClassVar[str] = LISTING.text_context  # translation context of this game's texts
    score_label: ClassVar[str] = "threat"
    score_caption: ClassVar[str] = QT_TRANSLATE_NOOP("StatsWindow", "Threat (lower is better)")
    lower_score_is_better: ClassVar[bool] = True  # the threat total (RR-19.4, RR-19.7)
    min_players: ClassVar[int] = LISTING.min_players
    max_players: ClassVar[int] = LISTING.max_players
    secret_note: ClassVar[str] = QT_TRANSLATE_NOOP("Curtain", "The table hides each player's secret medal values.")
    solo_difficulty: ClassVar[bool] = LISTING.solo_difficulty  # RR-18.4
    rule_prefixes: ClassVar[tuple[str, ...]] = ("RR", "RX")
    challenge: ClassVar[ChallengePlan | None] = ChallengePlan((), {"solo_difficulty": "normal"})  # solo, RR-18.4 Normal
    phase_names: ClassVar[dict[str, str]] = {  # the timeline's phases ("ReplayPage" context)
        "placement": QT_TRANSLATE_NOOP("ReplayPage", "Initial placement"),
        "turns": QT_TRANSLATE_NOOP("ReplayPage", "Main phase"),
        "auto": QT_TRANSLATE_NOOP("ReplayPage", "Main phase · AUTO"),
        "invasion": QT_TRANSLATE_NOOP("ReplayPage", "Enemy phase · Invasion"),
        "summon": QT_TRANSLATE_NOOP("ReplayPage", "Enemy phase · Summon"),
        "support": QT_TRANSLATE_NOOP("ReplayPage", "End phase · Support"),
        "saint": QT_TRANSLATE_NOOP("ReplayPage", "End phase · Saint"),
        "recover": QT_TRANSLATE_NOOP("ReplayPage", "End phase · Fatigue recovery"),
        "cleanup": QT_TRANSLATE_NOOP("ReplayPage", "End phase"),
        "next_round": QT_TRANSLATE_NOOP("ReplayPage", "Next round"),
    }
    # the new-game dialog's choice of Expansion 2 rules (Setup.options["variants"], RX-4.2)
    setup_options: ClassVar[tuple[SetupOption, ...]] = LISTING.setup_options

    # --- protocol --------------------------------------------------------------------------
    def validate_setup(self, setup: Setup) -> None:
        n = len(setup.seats)
        if not self.min_players <= n <= self.max_players:
            raise RuleViolation(
                "RR-2.1", QT_TRANSLATE_NOOP("RookRaiders", "Rook & Raiders is for 1 to 4 players, not {n}"), n=n
            )
        difficulty = setup.options.get("solo_difficulty")
        if difficulty is not None:
            if difficulty not in SOLO_DIFFICULTIES:
                raise RuleViolation(
                    "RR-18.4",
                    QT_TRANSLATE_NOOP("RookRaiders", "Unknown solo difficulty {difficulty!r}"),
                    difficulty=difficulty,
                )
            if n != 1:
                raise RuleViolation(
                    "RR-18.4", QT_TRANSLATE_NOOP("RookRaiders", "Difficulty levels are an optional rule for 1 player")
                )
        for name in setup.options.get("variants") or []:
            if name not in VARIANTS or (name == "level_up_2" and content().x2 is None):
                raise RuleViolation(
                    "RX-4.2",
                    QT_TRANSLATE_NOOP("RookRaiders", "Unknown variant {name!r} (known: level_up_2, rules_b_monsters)"),
                    name=name,
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
        """Where the game stands, for a replay's "jump to a round or phase": the round and its step."""
        return {"round": state.flow.round, "phase": state.flow.step}

    def describe_action(
        self, action: BaseModel, state: GameState | None = None, tr: Translate = english, lang: str = "en"
    ) -> str:
        return describe_action(action, state, tr, lang)

    def describe_event(
        self, event: Event, names: dict[int, str] | None = None, tr: Translate = english, lang: str = "en"
    ) -> str:
        return describe_event(event, names, tr, lang)

    def score_summary(self, state: GameState) -> dict[str, int]:
        """Each player's final figure for the command line: the threat total (RR-19.7)."""
        return threat_summary(state)

    def odds(self, view: GameState, seat: int, legal: Any, tr: Translate = english, lang: str = "en") -> Odds | None:
        from .coach import coach_odds

        return coach_odds(view, seat, legal, tr, lang)


# --- setup (RR-4, RR-5) -----------------------------------------------------------------------


def new_game(setup: Setup, seed: int) -> GameState:
    c = content()
    r = c.rules
    rng = Rng(seed=seed)
    n = len(setup.seats)
    variants = [v for v in VARIANTS if v in (setup.options.get("variants") or [])]
    lu2 = "level_up_2" in variants
    unit_defs = list(c.units.values())
    if lu2 and c.x2 is not None:  # RX-4.7: the base level-up cards go back in the box; RX-4.8
        unit_defs = [d for d in unit_defs if d.kind != "levelup"] + list(c.x2.units.values())
    unit_cards: dict[str, str] = {}
    counter = 0
    for d in unit_defs:
        for _ in range(d.copies):
            counter += 1
            unit_cards[f"u{counter:02d}"] = d.id
    monster_cards: dict[str, str] = {}
    white_by_level: dict[int, list[str]] = {1: [], 2: [], 3: []}
    black_piles: dict[str, list[str]] = {}
    monster_defs = list(c.monsters.values())
    if "rules_b_monsters" in variants and c.x2 is not None:  # partial: Rules B is not available
        monster_defs += list(c.x2.monsters.values())
    for m in monster_defs:
        for i in range(m.white_copies):
            uid = f"w_{m.id}_{i + 1}"
            monster_cards[uid] = m.id
            white_by_level[m.level].append(uid)
        black_piles[m.id] = []
        for i in range(3 * m.white_copies):  # RR-D7: 3 black cards per white card
            uid = f"b_{m.id}_{i + 1}"
            monster_cards[uid] = m.id
            black_piles[m.id].append(uid)
    white_deck: list[str] = []
    for level in (1, 2, 3):  # RR-4.2: level 1 on top, 3 at the bottom
        pile = white_by_level[level]
        rng.shuffle(pile)
        white_deck.extend(pile)
    players = [
        PlayerState(
            seat=i,
            name=seat.name or f"Player {i + 1}",
            gold=r.start_gold,
            honour_tokens=r.start_honour,
            markers=r.markers_per_player,
            cubes=r.cubes_per_player,
        )
        for i, seat in enumerate(setup.seats)
    ]
    # RR-4.4: one of each ★ card to each player; RR-4.5: the rest (spare ★ included) is the unit deck
    deck: list[str] = []
    levelup_piles: dict[str, list[str]] = {}
    dealt: dict[str, int] = {}
    for uid, def_id in unit_cards.items():
        d = c.unit(def_id)
        if d.kind == "levelup":  # RX-4.8: with Level Up 2, one pile per card name
            levelup_piles.setdefault(d.id if lu2 else d.unit_class or "", []).append(uid)
        elif d.kind == "basic" and dealt.get(def_id, 0) < n:
            players[dealt.get(def_id, 0)].hand.append(uid)
            dealt[def_id] = dealt.get(def_id, 0) + 1
        else:
            deck.append(uid)
    rng.shuffle(deck)
    commands = ["rest2" if lu2 and cid == "rest" else cid for cid in c.commands]  # RX-4.4
    rng.shuffle(commands)  # RR-4.16
    medals = list(r.medals)
    rng.shuffle(medals)
    state = GameState(
        rng=rng,
        players=players,
        unit_cards=unit_cards,
        monster_cards=monster_cards,
        white_cards=[u for u in monster_cards if u.startswith("w_")],
        unit_deck=deck,
        levelup_piles=levelup_piles,
        white_deck=white_deck,
        black_piles=black_piles,
        command_row=commands,
        chips=[Chip(letter=letter) for letter in r.summon_chips],
        medal_pool=medals,
        honour_stock=r.honour_tokens - n * r.start_honour,
        markers_common=r.markers_total - n * r.markers_per_player,
        cubes_common=r.cubes_total - n * r.cubes_per_player,
        solo_difficulty=setup.options.get("solo_difficulty") if n == 1 else None,
        variants=variants,
        trap_supply=[f"trap_{i + 1}" for i in range(c.x2.trap.copies)] if lu2 and c.x2 else [],  # RX-4.9
    )
    events: list[Event] = []
    if state.solo_difficulty:  # RR-18.5
        discards = r.solo_discards[cast(Difficulty, state.solo_difficulty)]  # validate_setup checked it
        for _ in range(min(discards, len(state.unit_deck))):
            state.unit_discard.append(state.unit_deck.pop(0))
        events.append(Event(kind="solo_discard", args={"count": discards, "difficulty": state.solo_difficulty}))
    _draw_mercenaries(state, events)
    # RR-5.1: the start player is chosen at random (the table would play rock-paper-scissors)
    state.flow = Flow(start_player=rng.below(n), step="placement", round=0)
    # RR-5.2, RR-5.3: round 0 summons twice, drawn by the player to the right of the start player
    drawer = next_active(state, state.flow.start_player, -1) if n > 1 else state.flow.start_player
    for _ in range(r.summons_per_round):
        _summon_one(state, drawer, events)
    state.flow.pending = clockwise_from(state, state.flow.start_player)
    _run(state, events)
    state.opening_events = events
    return state


# --- the flow driver -------------------------------------------------------------------------

_decide = decide
_clear_decision = clear_decision


def _run(state: GameState, events: list[Event]) -> None:
    run_until_decision(state, events, _advance)


def _advance(state: GameState, events: list[Event]) -> None:
    f = state.flow
    if f.window is not None:
        _victory_window(state, events)
        return
    if f.command is not None:
        _advance_command(state, events)
        return
    step = f.step
    if step == "placement":
        if f.pending:
            _decide(state, "place", f.pending[0])
        else:
            _start_round(state, events)
    elif step == "turns":
        active = state.active_players
        if f.turns_taken < len(active):
            player = clockwise_from(state, f.start_player)[f.turns_taken]
            _decide(state, "command", player)
        else:
            # RR-6.8, RR-6.9: unchosen cards left to right, except the last position
            f.auto_queue = state.command_row[state.pawn + 1 : len(state.command_row) - 1]
            f.step = "auto"
    elif step == "auto":
        if f.auto_queue:
            command = f.auto_queue.pop(0)
            events.append(Event(kind="auto_command", args={"command": command}))
            _begin_command(state, command, None, events)
        else:
            _end_of_main_phase(state, events)
    elif step == "invasion":
        _advance_invasion(state, events)
    elif step == "summon":
        _summon_step(state, events)
        f.step = "support"
        _open_window(state, "summon")
        _setup_support(state, events)
    elif step == "support":
        if f.pending:
            _decide(state, "support", f.pending[0])
        elif level_up_2(state):  # RX-8.5: the Saints heal at Support time (ruling RX-A12: after it)
            f.step = "saint"
            f.saint_queue = [
                [seat, s]
                for seat in clockwise_from(state, f.start_player)
                for s, piece in enumerate(state.players[seat].board)
                if isinstance(piece, UnitPiece) and unit_def(state, piece.card).auto_heal
            ]
        else:
            f.step = "recover"
            f.pending = clockwise_from(state, f.start_player)
    elif step == "saint":
        _advance_saints(state, events)
    elif step == "recover":
        _advance_recover(state, events)
    elif step == "cleanup":
        _cleanup(state, events)
    elif step == "next_round":
        _start_round(state, events)


def _start_round(state: GameState, events: list[Event]) -> None:
    f = state.flow
    f.round += 1
    f.step = "turns"
    f.turns_taken = 0
    state.pawn = -1
    events.append(
        Event(kind="round", args={"round": f.round, "start_player": f.start_player, "last": f.last_round == f.round})
    )


def _end_of_main_phase(state: GameState, events: list[Event]) -> None:
    f = state.flow
    # RR-18.6 with ruling RR-A14: the last round of the optional solo rule (RX-3.2: with the
    # expansion, the deadline moves to the end of that round's Invasion)
    if state.solo_difficulty and not level_up_2(state) and f.last_round is not None and f.round >= f.last_round:
        p = state.players[0]
        if monsters_left(p) or state.white_deck:
            _finish(
                state,
                events,
                _result([], "RR-18.6", QT_TRANSLATE_NOOP("RookRaiders", "monsters remain after the last round")),
            )
            return
    events.append(Event(kind="phase", args={"phase": "enemy"}))
    f.step = "invasion"
    f.invasion = Invasion(players=clockwise_from(state, f.start_player))


# --- main phase: choosing and resolving commands (RR-6 to RR-11) -----------------------------


def _choose_command(state: GameState, player: int, command: str, events: list[Event]) -> None:
    row = state.command_row
    if command not in row:
        raise RuleViolation(
            "RR-6.3", QT_TRANSLATE_NOOP("RookRaiders", "There is no command card {command!r}"), command=command
        )
    index = row.index(command)
    if index <= state.pawn:
        raise RuleViolation(
            "RR-6.3", QT_TRANSLATE_NOOP("RookRaiders", "That command has already been executed this round")
        )
    row.pop(index)
    state.pawn += 1  # RR-6.4 (first card to the left end), RR-6.5 (next to the pawn)
    row.insert(state.pawn, command)
    state.flow.turns_taken += 1
    events.append(Event(kind="command_chosen", args={"player": player, "command": command, "position": state.pawn}))
    _begin_command(state, command, player, events)


def _begin_command(state: GameState, command: str, leader: int | None, events: list[Event]) -> None:
    cdef = content().command(command)
    order = clockwise_from(state, leader if leader is not None else state.flow.start_player)
    if leader is not None:
        p = state.players[leader]
        if cdef.leader_gold:  # RR-7.1, RR-10.5, RR-11.2: on choosing, before anything else
            _gain_gold(state, p, cdef.leader_gold, events)
        if cdef.leader_honour and cdef.honour_gold:  # RX-4.5 with ruling RX-A2: pay 1 gold for it
            if p.gold >= cdef.honour_gold:
                p.gold -= cdef.honour_gold
                events.append(
                    Event(kind="rest2_paid", args={"player": leader, "gold": cdef.honour_gold, "total": p.gold})
                )
            else:
                events.append(Event(kind="rest2_no_token", args={"player": leader}))
                cdef = cdef.model_copy(update={"leader_honour": 0})
        if cdef.leader_honour:  # RR-10.2
            _gain_honour(state, p, cdef.leader_honour, events)
    state.flow.command = CommandInProgress(command=command, leader=leader, queue=order)


def _advance_command(state: GameState, events: list[Event]) -> None:
    cmd = state.flow.command
    assert cmd is not None
    if not cmd.queue:
        state.flow.command = None
        events.append(Event(kind="command_done", args={"command": cmd.command}))
        _open_window(state, cmd.command)
        return
    player = cmd.queue[0]
    p = state.players[player]
    if p.eliminated:
        cmd.queue.pop(0)
        cmd.started = False
        return
    cdef = content().command(cmd.command)
    leader = cmd.leader == player
    if not cmd.started:
        cmd.started = True
        cmd.actions_left = cdef.leader_actions if leader else cdef.follower_actions
        cmd.rest_left = cdef.leader_rest if leader else cdef.follower_rest
        if not leader and cdef.follower_gold:
            _gain_gold(state, p, cdef.follower_gold, events)
    if cdef.leader_actions or cdef.follower_actions:
        if cmd.actions_left > 0 and _unacted_units(p):
            _decide(state, "actions", player)
            return
    elif cdef.leader_rest or cdef.follower_rest:
        acted = _acted_units(p)
        if cmd.rest_left and acted:
            if len(acted) <= cmd.rest_left:  # no choice to make: all markers come off
                _remove_markers(state, player, acted, "rest", events)
            else:
                _decide(state, "rest", player)
                return
    elif cdef.recruit:
        if _recruit_options(state, player):
            _decide(state, "recruit", player)
            return
        events.append(Event(kind="cannot_recruit", args={"player": player}))
    _offer_level_up_or_finish(state, player)


def _offer_level_up_or_finish(state: GameState, player: int) -> None:
    """The end of a player's part of a command: with Level Up 2 they are first asked once
    "level up or continue" when a level-up is possible (RX-5.11, RX-5.13; ruling RXD-3)."""
    cmd = state.flow.command
    assert cmd is not None
    if level_up_2(state) and not cmd.levelup_offered and _level_up_actions(state, player, "levelup"):
        cmd.levelup_offered = True
        _decide(state, "levelup", player)
        return
    _finish_player_part(state)


def _finish_player_part(state: GameState) -> None:
    cmd = state.flow.command
    assert cmd is not None
    cmd.queue.pop(0)
    cmd.started = False
    cmd.unit = cmd.skill_user = cmd.roll = None
    cmd.moved = cmd.full_move = cmd.granted = cmd.levelup_offered = False
    _clear_decision(state)


def _unacted_units(p: PlayerState) -> list[int]:
    return [s for s, piece in enumerate(p.board) if isinstance(piece, UnitPiece) and not piece.acted]


def _acted_units(p: PlayerState) -> list[int]:
    return [s for s, piece in enumerate(p.board) if isinstance(piece, UnitPiece) and piece.acted]


def _gain_gold(state: GameState, p: PlayerState, amount: int, events: list[Event]) -> None:
    p.gold += amount  # RR-10.7 / ruling RR-A20: shown as 5-gold tokens plus the track
    events.append(Event(kind="gold", args={"player": p.seat, "amount": amount, "total": p.gold}))


def _gain_honour(state: GameState, p: PlayerState, amount: int, events: list[Event]) -> None:
    """Honour tokens from the common stock; ruling RR-A20: the 8 in the box are a component
    count, not a rule, so an empty stock still gives (the count goes on below zero)."""
    state.honour_stock -= amount
    p.honour_tokens += amount
    events.append(Event(kind="honour", args={"player": p.seat, "amount": amount}))


# --- markers and cubes (RR-3.3: borrow from the common stock, then from other players) -------


def _take(state: GameState, p: PlayerState, what: str, count: int = 1) -> None:
    for _ in range(count):
        if getattr(p, what) > 0:
            setattr(p, what, getattr(p, what) - 1)
            continue
        common = "markers_common" if what == "markers" else "cubes_common"
        if getattr(state, common) > 0:
            setattr(state, common, getattr(state, common) - 1)
            continue
        donors = [o for o in state.players if getattr(o, what) > 0]
        if donors:
            setattr(donors[0], what, getattr(donors[0], what) - 1)
        else:
            # every component is in play; the count is a component limit, not a rule (RR-A20)
            setattr(state, common, getattr(state, common) - 1)


def _put_marker(state: GameState, p: PlayerState, piece: UnitPiece) -> None:
    if not piece.acted:
        _take(state, p, "markers")
        piece.acted = True


def _remove_markers(
    state: GameState, player: int, squares: list[int] | tuple[int, ...], why: str, events: list[Event]
) -> None:
    p = state.players[player]
    for s in squares:
        piece = p.board[s]
        assert isinstance(piece, UnitPiece) and piece.acted
        piece.acted = False
        p.markers += 1
    events.append(Event(kind="markers_removed", args={"player": player, "squares": list(squares), "why": why}))


# --- unit actions: move, then skill (RR-7 to RR-9) -------------------------------------------


def reach(p: PlayerState, start: int, movement: int) -> list[int]:
    """Where a unit of `p` can move: Traps can be neither entered nor passed (RX-14.9)."""
    return geo.reachable(p.board, start, movement, p.trap_squares)


def _movement(state: GameState, cmd: CommandInProgress, piece: UnitPiece) -> int:
    bonus = content().rules.full_move_bonus if cmd.full_move else 0
    return unit_def(state, piece.card).movement + bonus


def _skill_options(state: GameState, player: int, square: int) -> list[tuple[int, ...]]:
    """Every legal target choice of the skill of the unit on `square`, as UseSkill targets."""
    p = state.players[player]
    piece = p.board[square]
    if not isinstance(piece, UnitPiece):
        return []
    d = unit_def(state, piece.card)
    skill = d.skill
    in_range = geo.skill_squares(square, skill)
    monsters = [s for s in in_range if isinstance(p.board[s], MonsterPiece)]
    if skill.form in ("dice", "long"):
        return [(s,) for s in monsters]
    if skill.form == "allocation":  # RR-9.12: split the hits freely, all assigned up front (RR-A24)
        return list(combinations_with_replacement(monsters, skill.hits)) if monsters else []
    if skill.form == "area":  # RR-9.13: no target chosen; only worth using with a monster in it
        return [()] if monsters else []
    if skill.form == "heal":  # RR-9.15: split heals among damaged units, none wasted by choice
        hurt = [s for s in in_range if isinstance(u := p.board[s], UnitPiece) and u.damage > 0]
        damage = {s: u.damage for s in hurt if isinstance(u := p.board[s], UnitPiece)}
        if not hurt:
            return []
        total = sum(damage[s] for s in hurt)
        k = min(skill.hits, total)
        options = []
        for combo in combinations_with_replacement(hurt, k):
            if all(combo.count(s) <= damage[s] for s in set(combo)):
                options.append(combo)
        return options
    if skill.form == "bard":  # RR-9.17 with RR-A22: any other friendly unit on the board
        return [(s,) for s in in_range if s != square and isinstance(p.board[s], UnitPiece)]
    if skill.form == "trap":  # RX-13.3 to RX-13.5: the Trap in hand onto a square with no card
        if not p.trap_hand:
            return []
        return [(s,) for s in in_range if p.board[s] is None and s not in p.trap_squares]
    return []


def _unit_action_step(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    cmd = state.flow.command
    assert cmd is not None
    p = state.players[player]
    r = content().rules
    if isinstance(action, StartAction):
        if (refusal := _start_refusal(p, cmd, action.square, action.full_move)) is not None:
            raise refusal
        piece = p.board[action.square]
        assert isinstance(piece, UnitPiece)
        if action.full_move:
            _spend_honour(state, p, r.full_move_cost, events)
        cmd.unit = cmd.skill_user = action.square
        cmd.full_move = action.full_move
        cmd.moved = cmd.granted = False
        events.append(
            Event(
                kind="action_start",
                args={
                    "player": player,
                    "square": action.square,
                    "unit": unit_name(state, piece.card),
                    "full_move": action.full_move,
                },
            )
        )
        return
    if cmd.unit is None:
        raise RuleViolation("RR-7.5", QT_TRANSLATE_NOOP("RookRaiders", "Choose a unit to act first"))
    if isinstance(action, MoveUnit):
        if cmd.granted:  # RR-9.19: a Bard's target uses its skill without moving
            raise RuleViolation(
                "RR-9.19", QT_TRANSLATE_NOOP("RookRaiders", "A unit using its skill through a Bard cannot move")
            )
        if cmd.moved:
            raise RuleViolation(
                "RR-7.6", QT_TRANSLATE_NOOP("RookRaiders", "This unit has already moved in this action")
            )
        piece = p.board[cmd.unit]
        assert isinstance(piece, UnitPiece)
        targets = reach(p, cmd.unit, _movement(state, cmd, piece))
        if action.to not in targets:
            rule = _move_rule(p, action.to, cmd.unit, _movement(state, cmd, piece))
            raise RuleViolation(
                rule,
                QT_TRANSLATE_NOOP("RookRaiders", "The unit cannot move to {square}"),
                square=label(action.to) if 0 <= action.to < SQUARES else str(action.to),
            )
        p.board[cmd.unit] = None
        p.board[action.to] = piece
        events.append(
            Event(
                kind="unit_move",
                args={"player": player, "unit": unit_name(state, piece.card), "frm": cmd.unit, "to": action.to},
            )
        )
        cmd.unit = cmd.skill_user = action.to
        cmd.moved = True
        return
    if isinstance(action, UseSkill):
        assert cmd.skill_user is not None
        options = {tuple(sorted(o)) for o in _skill_options(state, player, cmd.skill_user)}
        if tuple(sorted(action.targets)) not in options:  # an allocation or heal split is a multiset
            raise RuleViolation(
                _skill_rule(state, player, cmd.skill_user, tuple(action.targets)),
                QT_TRANSLATE_NOOP("RookRaiders", "Those are not legal targets for this skill"),
            )
        _use_skill(state, player, cmd.skill_user, tuple(action.targets), events)
        return
    if isinstance(action, EndUnitAction):
        _end_unit_action(state, player, events)
        return
    raise ActionRejected("RR-7", QT_TRANSLATE_NOOP("RookRaiders", "Not a unit action"))


def _move_rule(p: PlayerState, to: int, start: int, movement: int) -> str:
    """The clause an unreachable destination breaks."""
    if not 0 <= to < SQUARES:
        return "RR-8.7"
    if to in p.trap_squares:
        return "RX-14.9"
    if xy(to)[0] == 0:
        return "RR-8.7"
    piece = p.board[to]
    if isinstance(piece, MonsterPiece):
        return "RR-8.6"
    if isinstance(piece, UnitPiece):
        return "RR-8.4"
    without_monsters = [None if isinstance(q, MonsterPiece) else q for q in p.board]
    if p.traps and to in geo.reachable(p.board, start, movement):
        return "RX-14.9"  # only a Trap bars the way
    if to in geo.reachable(without_monsters, start, movement):
        return "RR-8.6"  # only monsters bar the way: they cannot be passed
    (sx, sy), (tx, ty) = xy(start), xy(to)
    if max(abs(sx - tx), abs(sy - ty)) <= movement:
        return "RR-8.3"  # near enough, but only by a diagonal: steps are orthogonal
    return "RR-8.1"


def _skill_rule(state: GameState, player: int, user: int, targets: tuple[int, ...]) -> str:
    """The clause an illegal skill target choice breaks."""
    p = state.players[player]
    piece = p.board[user]
    assert isinstance(piece, UnitPiece)
    skill = unit_def(state, piece.card).skill
    in_range = set(geo.skill_squares(user, skill))
    if skill.form == "trap" and not p.trap_hand:
        return "RX-13.5"
    if skill.form == "long" and any(t in geo.unit_range_squares(user, skill.white) for t in targets):
        return "RR-9.11"  # white squares of a long range cannot be targeted
    if any(t not in in_range for t in targets):
        return "RR-9.2"  # outside the range icon, which never rotates
    wrong = UnitPiece if skill.type == "attack" else MonsterPiece
    if skill.type in ("attack", "heal") and any(isinstance(p.board[t], wrong) for t in targets):
        return "RR-9.3"  # attacks hit monsters, heals help units
    return {
        "dice": "RR-9.4",
        "long": "RR-9.11",
        "allocation": "RR-9.12",
        "area": "RR-9.13",
        "heal": "RR-9.14",
        "bard": "RR-9.17",
        "trap": "RX-13.3",
    }[skill.form]


def _end_unit_action(state: GameState, player: int, events: list[Event]) -> None:
    """RR-7.7 (and RR-9.20 for the Bard: only the acting unit takes the marker; RR-A7)."""
    cmd = state.flow.command
    assert cmd is not None and cmd.unit is not None
    p = state.players[player]
    piece = p.board[cmd.unit]
    if isinstance(piece, UnitPiece):
        _put_marker(state, p, piece)
        events.append(
            Event(kind="action_end", args={"player": player, "square": cmd.unit, "unit": unit_name(state, piece.card)})
        )
    cmd.unit = cmd.skill_user = cmd.roll = None
    cmd.moved = cmd.full_move = cmd.granted = False
    cmd.actions_left -= 1
    _clear_decision(state)


def _use_skill(state: GameState, player: int, user: int, targets: tuple[int, ...], events: list[Event]) -> None:
    cmd = state.flow.command
    assert cmd is not None
    p = state.players[player]
    piece = p.board[user]
    assert isinstance(piece, UnitPiece)
    d = unit_def(state, piece.card)
    skill = d.skill
    events.append(
        Event(
            kind="skill",
            args={"player": player, "unit": d.name_ja, "square": user, "form": skill.form, "targets": list(targets)},
        )
    )
    if skill.form in ("dice", "long"):
        dice = state.rng.dice(2)  # RR-9.5
        events.append(
            Event(
                kind="dice",
                args={
                    "player": player,
                    "dice": dice,
                    "unit": d.name_ja,
                    "modifier": skill.modifier,
                    "target": targets[0],
                },
            )
        )
        cmd.roll = PendingRoll(user=user, target=targets[0], dice=dice)
        if not _roll_has_choice(state, player):
            _resolve_roll(state, player, events)
        return
    if skill.form == "allocation":
        for t in targets:
            if isinstance(p.board[t], MonsterPiece):  # RR-A24: hits on a dead monster are wasted
                _damage_monster(state, player, t, skill.amount, events, attacker=user)
    elif skill.form == "area":
        for t in geo.skill_squares(user, skill):
            if isinstance(p.board[t], MonsterPiece):
                _damage_monster(state, player, t, skill.amount, events, attacker=user)
    elif skill.form == "trap":  # RX-13.3: the Trap from the hand onto the chosen square
        uid = p.trap_hand.pop(0)
        p.traps.append(TrapPiece(card=uid, square=targets[0]))
        events.append(Event(kind="trap_set", args={"player": player, "square": targets[0]}))
    elif skill.form == "heal":
        for t in targets:
            target = p.board[t]
            assert isinstance(target, UnitPiece)
            healed = min(skill.amount, target.damage)  # RR-9.14
            target.damage -= healed
            p.cubes += healed
            events.append(
                Event(
                    kind="heal",
                    args={"player": player, "square": t, "amount": healed, "unit": unit_name(state, target.card)},
                )
            )
    elif skill.form == "bard":
        t = targets[0]
        target = p.board[t]
        assert isinstance(target, UnitPiece)
        events.append(Event(kind="bard", args={"player": player, "square": t, "unit": unit_name(state, target.card)}))
        fainted = _damage_unit(state, player, t, 1, events)  # RR-9.17
        if not fainted and _skill_options(state, player, t):  # RR-9.19
            cmd.skill_user = t
            cmd.granted = True
            return
        # RR-9.18: a fainted (or target-less) unit gets no skill
    _after_skill(state, player, events)


def _after_skill(state: GameState, player: int, events: list[Event]) -> None:
    if state.result is None:
        _end_unit_action(state, player, events)


def _roll_has_choice(state: GameState, player: int) -> bool:
    cmd = state.flow.command
    assert cmd is not None and cmd.roll is not None
    p = state.players[player]
    willpower = not cmd.roll.rerolled and p.honour >= content().rules.willpower_cost
    if _exorcist_picks_die(state, p, cmd.roll):
        return True  # RX-9.4: the player chooses the die to change
    if level_up_2(state):
        return willpower  # RX-5.12, RX-5.15: no level-up in the middle of a skill
    return willpower or can_level_up(state, p, cmd.roll.user)


def _resolve_roll(state: GameState, player: int, events: list[Event], change: int | None = None) -> None:
    """RR-9.5 to RR-9.10: attack value against defence; 6-6 critical 3, 1-1 fumble 0."""
    cmd = state.flow.command
    assert cmd is not None and cmd.roll is not None
    roll = cmd.roll
    cmd.roll = None
    p = state.players[player]
    user = p.board[roll.user]
    target = p.board[roll.target]
    assert isinstance(user, UnitPiece) and isinstance(target, MonsterPiece)
    mod = unit_def(state, user.card).skill.modifier  # after any level-up (RR-17.9)
    mdef = monster_def(state, target.card)
    dice = roll.dice
    if unit_def(state, user.card).skill.die_to_one:  # the Exorcist (RX-9.3 to RX-9.8)
        damage, value, outcome, dice = exorcist_damage(roll.dice, change, mdef.defence)
        mod = 0
        events.append(Event(kind="die_changed", args={"player": player, "rolled": roll.dice, "dice": dice}))
    else:
        damage, value, outcome = attack_damage(roll.dice, mod, mdef.defence)
    events.append(
        Event(
            kind="attack_result",
            args={
                "player": player,
                "dice": dice,
                "modifier": mod,
                "value": value,
                "defence": mdef.defence,
                "damage": damage,
                "outcome": outcome,
                "monster": mdef.name_ja,
                "square": roll.target,
            },
        )
    )
    if damage:
        _damage_monster(state, player, roll.target, damage, events, attacker=roll.user)
    _after_skill(state, player, events)


def attack_damage(dice: list[int], modifier: int, defence: int) -> tuple[int, int, str]:
    value = sum(dice) + modifier
    if dice == [6, 6]:
        return 3, value, "critical"  # RR-9.7
    if dice == [1, 1]:
        return 0, value, "fumble"  # RR-9.8
    if value >= defence:
        return 2, value, "hit"  # RR-9.6
    return 1, value, "graze"


def exorcist_damage(dice: list[int], change: int | None, defence: int) -> tuple[int, int, str, list[int]]:
    """RX-9.3 to RX-9.8: one die becomes 1 (None: the lower one), no modifier; a rolled 6-6 is
    no critical, a rolled 1-1 stays a fumble (ruling RX-A13); 2 damage at or above the defence."""
    if change is None:
        change = 0 if dice[0] <= dice[1] else 1
    changed = list(dice)
    changed[change] = 1
    value = sum(changed)
    if dice == [1, 1]:
        return 0, value, "fumble", changed
    if value >= defence:
        return 2, value, "hit", changed
    return 1, value, "graze", changed


def _damage_monster(
    state: GameState, player: int, square: int, amount: int, events: list[Event], attacker: int | None = None
) -> None:
    """`attacker`: the square of the unit whose attack it is (a Mandragora answers it, RX-14.8);
    None for a Trap, which no counterattack answers."""
    p = state.players[player]
    piece = p.board[square]
    assert isinstance(piece, MonsterPiece)
    mdef = monster_def(state, piece.card)
    _take(state, p, "cubes", amount)
    piece.damage += amount
    events.append(
        Event(
            kind="monster_damage",
            args={
                "player": player,
                "square": square,
                "amount": amount,
                "monster": mdef.name_ja,
                "total": piece.damage,
                "hp": mdef.hp,
            },
        )
    )
    if piece.damage < mdef.hp:
        if mdef.counter and attacker is not None and isinstance(p.board[attacker], UnitPiece):
            events.append(
                Event(
                    kind="counter",
                    args={"player": player, "monster": mdef.name_ja, "square": attacker, "amount": mdef.counter},
                )
            )
            _monster_hit(state, player, attacker, mdef, mdef.counter, events)  # ruling RX-A10
        return
    # RR-9.9, RR-9.10: defeated; the card goes face down to the board's owner (1 honour mark)
    p.board[square] = None
    p.cubes += piece.damage
    p.defeated.append(piece.card)
    events.append(
        Event(
            kind="monster_defeated",
            args={"player": player, "square": square, "monster": mdef.name_ja, "threat": mdef.threat},
        )
    )
    if mdef.colour == "red" and len(state.players) > 1 and state.medal_pool:  # RR-19.1
        value = state.medal_pool.pop(state.rng.below(len(state.medal_pool)))
        p.medals.append(value)
        events.append(Event(kind="medal", args={"player": player}))
        events.append(Event(kind="medal_value", args={"player": player, "value": value}, visible_to=(player,)))
    _check_solo_win(state, events)


def _damage_unit(state: GameState, player: int, square: int, amount: int, events: list[Event]) -> bool:
    """Put damage cubes on a unit; a unit whose cubes reach its HP faints (RR-14.4, RR-14.5)."""
    p = state.players[player]
    piece = p.board[square]
    assert isinstance(piece, UnitPiece)
    d = unit_def(state, piece.card)
    _take(state, p, "cubes", amount)
    piece.damage += amount
    events.append(
        Event(
            kind="unit_damage",
            args={
                "player": player,
                "square": square,
                "amount": amount,
                "unit": d.name_ja,
                "total": piece.damage,
                "hp": d.hp,
            },
        )
    )
    if piece.damage < d.hp:
        return False
    p.board[square] = None
    p.cubes += piece.damage
    if piece.acted:
        p.markers += 1
    p.hand.append(piece.card)
    events.append(Event(kind="faint", args={"player": player, "square": square, "unit": d.name_ja}))
    return True


def _spend_honour(state: GameState, p: PlayerState, amount: int, events: list[Event]) -> None:
    """Honour tokens first (back to the stock), then defeated monster cards (to the box, RR-17.3)."""
    for _ in range(amount):
        if p.honour_tokens:
            p.honour_tokens -= 1
            state.honour_stock += 1
        else:
            state.box.append(p.defeated.pop())
    events.append(Event(kind="honour_spent", args={"player": p.seat, "amount": amount}))


# --- boons: Level-up, Willpower (RR-17) -------------------------------------------------------


def _level_up_2(state: GameState, player: int, square: int, card: str | None, events: list[Event]) -> None:
    """RX-5.2 to RX-5.10: the chosen one of the two cards replaces the ★ unit."""
    p = state.players[player]
    if (refusal := _level_up_2_refusal(state, p, square, card)) is not None:
        raise refusal
    assert card is not None
    piece = p.board[square]
    assert isinstance(piece, UnitPiece)
    d = unit_def(state, piece.card)
    new_def = content().unit(card)
    cost = levelup_cost(state, p)
    _spend_honour(state, p, cost, events)
    new_card = state.levelup_piles[card].pop(0)  # RX-5.5
    state.unit_discard.append(piece.card)  # RX-5.10
    old = d.name_ja
    piece.card = new_card  # RX-5.9: same square, cubes and marker kept
    p.level_ups += 1
    p.levelup_names.append(card)
    events.append(
        Event(
            kind="level_up", args={"player": player, "square": square, "from": old, "to": new_def.name_ja, "cost": cost}
        )
    )
    if new_def.skill.form == "trap" and not p.trap_hand and not p.traps and state.trap_supply:
        p.trap_hand.append(state.trap_supply.pop(0))  # RX-13.2, RX-13.4 (ruling RX-A20)
        events.append(Event(kind="trap_gained", args={"player": player}))


def _level_up(state: GameState, player: int, square: int, events: list[Event]) -> None:
    """RR-17.4 to RR-17.8: a ★ unit becomes the top card of its class's level-up pile."""
    p = state.players[player]
    if (refusal := level_up_refusal(state, p, square, None)) is not None:
        raise refusal
    piece = p.board[square]
    assert isinstance(piece, UnitPiece)
    d = unit_def(state, piece.card)
    pile = state.levelup_piles[d.unit_class or ""]
    cost = levelup_cost(state, p)
    _spend_honour(state, p, cost, events)
    new_card = pile.pop(0)
    state.unit_discard.append(piece.card)  # RR-17.8 with ruling RR-A23
    old = d.name_ja
    piece.card = new_card  # RR-17.7: same square, cubes and marker kept
    p.level_ups += 1
    events.append(
        Event(
            kind="level_up",
            args={"player": player, "square": square, "from": old, "to": unit_name(state, new_card), "cost": cost},
        )
    )
    # levelling up can itself make an already-damaged unit survive; nothing else changes


# --- recruiting (RR-11) -----------------------------------------------------------------------


def _recruit_options(state: GameState, player: int) -> list[Recruit]:
    cmd = state.flow.command
    assert cmd is not None
    p = state.players[player]
    empty = [s for s in OWN_AREA if p.board[s] is None and s not in p.trap_squares]
    if not empty:
        return []
    cards: list[str] = []
    seen_defs: set[str] = set()
    for uid in p.hand:  # identical hand cards give identical choices: offer one of each
        def_id = state.unit_cards[uid]
        if def_id not in seen_defs:
            seen_defs.add(def_id)
            cards.append(uid)
    if cmd.leader is not None:  # RR-11.12: no mercenaries when AUTO
        cards.extend(state.mercenaries)
    return [
        _listed_recruit(player=player, card=uid, square=s)
        for uid in cards
        for s in empty
        if _recruit_refusal(state, player, uid, s) is None
    ]


def _recruit_refusal(state: GameState, player: int, card: str, square: int) -> RuleViolation | None:
    """RR-11.3 to RR-11.12, RX-14.9: a hand card or (not AUTO) a face-up mercenary, paid in
    gold, onto an empty square of the own area with no Trap."""
    cmd = state.flow.command
    assert cmd is not None
    p = state.players[player]
    from_hand = card in p.hand
    if not from_hand and card not in state.mercenaries:
        return RuleViolation(
            "RR-11.9", QT_TRANSLATE_NOOP("RookRaiders", "Recruit a card from your hand or a face-up mercenary")
        )
    if not from_hand and cmd.leader is None:
        return RuleViolation(
            "RR-11.12",
            QT_TRANSLATE_NOOP("RookRaiders", "Mercenaries cannot be recruited when Recruit is executed AUTO"),
        )
    if not (0 <= square < SQUARES) or square not in OWN_AREA:
        return RuleViolation("RR-11.3", QT_TRANSLATE_NOOP("RookRaiders", "Units are recruited onto your own area"))
    if p.board[square] is not None:
        return RuleViolation("RR-11.3", QT_TRANSLATE_NOOP("RookRaiders", "That square is not empty"))
    if square in p.trap_squares:
        return RuleViolation("RX-14.9", QT_TRANSLATE_NOOP("RookRaiders", "A Trap lies on that square"))
    d = unit_def(state, card)
    if d.cost > p.gold:
        return RuleViolation(
            "RR-11.5",
            QT_TRANSLATE_NOOP("RookRaiders", "{card} costs {cost} gold; you have {gold}"),
            card=d.name_ja,
            cost=d.cost,
            gold=p.gold,
        )
    return None


def _recruit(state: GameState, player: int, action: Recruit, events: list[Event]) -> None:
    """RR-11.4: the recruited unit is paid for and placed (RX-5.13: it may level up at once)."""
    if (refusal := _recruit_refusal(state, player, action.card, action.square)) is not None:
        raise refusal
    p = state.players[player]
    from_hand = action.card in p.hand
    d = unit_def(state, action.card)
    p.gold -= d.cost  # RR-11.4
    if from_hand:
        p.hand.remove(action.card)
    else:
        state.mercenaries.remove(action.card)  # RR-A18: not refilled until the End phase
    p.board[action.square] = UnitPiece(card=action.card)
    events.append(
        Event(
            kind="recruit",
            args={
                "player": player,
                "unit": d.name_ja,
                "square": action.square,
                "cost": d.cost,
                "mercenary": not from_hand,
            },
        )
    )
    _clear_decision(state)
    _offer_level_up_or_finish(state, player)  # RX-5.13: the new ★ unit may level up during Recruit


# --- enemy phase: Invasion (RR-12 to RR-14) ---------------------------------------------------


def _advance_invasion(state: GameState, events: list[Event]) -> None:
    inv = state.flow.invasion
    assert inv is not None
    while inv.index < len(inv.players):
        seat = inv.players[inv.index]
        if not state.players[seat].eliminated and not _invade_board(state, seat, events):
            return  # paused for a decision (faint window) or the game ended
        inv.index += 1
        inv.scan_pos = 0
        inv.acted = []
        inv.window_offered = None
    # RR-13.12 with ruling RR-A16: decided once every board has been invaded
    state.flow.invasion = None
    if _check_last_standing(state, inv.eliminated_now, events):
        return
    f = state.flow
    final = level_up_2(state) and state.solo_difficulty and f.last_round is not None and f.round >= f.last_round
    # RX-3.2 with ruling RX-A4: the last round's monsters must be gone by the end of Invasion
    if final and (monsters_left(state.players[0]) or state.white_deck):
        _finish(
            state,
            events,
            _result([], "RX-3.2", QT_TRANSLATE_NOOP("RookRaiders", "monsters remain after the last round's Invasion")),
        )
        return
    state.flow.step = "summon"
    _open_window(state, "invasion")


def _invade_board(state: GameState, seat: int, events: list[Event]) -> bool:
    """Run one board's Invasion from the saved scan position. False when paused or over."""
    inv = state.flow.invasion
    assert inv is not None
    p = state.players[seat]
    while inv.scan_pos < len(SCAN_ORDER):
        square = SCAN_ORDER[inv.scan_pos]
        piece = p.board[square]
        if not isinstance(piece, MonsterPiece) or piece.card in inv.acted:  # RR-A2 safeguard
            inv.scan_pos += 1
            continue
        mdef = monster_def(state, piece.card)
        targets = geo.monster_targets(p.board, square, mdef)
        if (
            targets
            and inv.window_offered != piece.card
            and not level_up_2(state)
            and _savable_by_level_up(state, p, targets, mdef.damage)
        ):  # RX-5.15: never with Level Up 2
            inv.window_offered = piece.card  # RR-17.10, ruling RR-A9 (2)
            _decide(state, "faint", seat)
            return False
        inv.acted.append(piece.card)
        inv.scan_pos += 1
        breached = False
        if targets:  # RR-12.4: attack
            events.append(
                Event(
                    kind="monster_attack",
                    args={
                        "player": seat,
                        "square": square,
                        "monster": mdef.name_ja,
                        "targets": targets,
                        "damage": mdef.damage,
                    },
                )
            )
            fainted = _monster_attack(state, seat, square, mdef, targets, events)
            if fainted:  # RR-12.5, RR-14.7 to RR-14.9: one bonus move, never a second attack
                events.append(Event(kind="bonus_move", args={"player": seat, "monster": mdef.name_ja}))
                breached = _move_monster(state, seat, square, events)
        else:  # RR-12.6
            breached = _move_monster(state, seat, square, events)
        if breached and (p.eliminated or state.result is not None):
            return state.result is None  # RR-A2: the rest of this board's Invasion is abandoned
        if state.result is not None or state.flow.window is not None:
            return False  # a Trap won a solo game, or opened a mid-Invasion declaration (RX-3.4)
    return True


def _monster_attack(
    state: GameState, seat: int, square: int, mdef: MonsterDef, targets: list[int], events: list[Event]
) -> bool:
    """A monster's attack on its targets; True if a unit fainted. Rules B monsters (partial):
    the Wolf hits twice, each hit on its current target (RX-7.5); the Tentacles push (RX-7.6)."""
    p = state.players[seat]
    fainted = False
    if mdef.hits > 1:
        for _ in range(mdef.hits):
            now = geo.monster_targets(p.board, square, mdef)
            for t in now:
                fainted = _monster_hit(state, seat, t, mdef, mdef.damage, events) or fainted
        return fainted
    for t in targets:
        if mdef.push:
            fainted = _tentacles_hit(state, seat, t, mdef, events) or fainted
        else:
            fainted = _monster_hit(state, seat, t, mdef, mdef.damage, events) or fainted
    return fainted


def _monster_hit(state: GameState, seat: int, t: int, mdef: MonsterDef, amount: int, events: list[Event]) -> bool:
    """One hit of a monster's attack on the unit on `t`: the Phalanx takes 1 less (RX-7.1; ruling
    RX-A10: every hit), the Zombie's marker goes on whatever the damage (RX-7.2, RX-7.4)."""
    p = state.players[seat]
    piece = p.board[t]
    assert isinstance(piece, UnitPiece)
    d = unit_def(state, piece.card)
    if d.monster_damage_reduction:
        reduced = max(0, amount - d.monster_damage_reduction)
        events.append(
            Event(
                kind="damage_reduced",
                args={"player": seat, "square": t, "unit": d.name_ja, "amount": amount, "reduced": reduced},
            )
        )
        amount = reduced
    if mdef.marker and not piece.acted:  # ruling RXD-4: one marker at most
        _put_marker(state, p, piece)
        events.append(
            Event(kind="marker_placed", args={"player": seat, "square": t, "unit": d.name_ja, "monster": mdef.name_ja})
        )
    if amount <= 0:
        return False
    return _damage_unit(state, seat, t, amount, events)


def _tentacles_hit(state: GameState, seat: int, t: int, mdef: MonsterDef, events: list[Event]) -> bool:
    """RX-7.6 (designed details): 1 damage and a push of 1 square towards the castle; a unit that
    cannot be pushed (edge, a card or a Trap there: ruling RX-A18) takes 2 damage instead."""
    p = state.players[seat]
    x, y = xy(t)
    dest = sq(x + 1, y) if x + 1 < COLUMNS else None
    movable = dest is not None and p.board[dest] is None and dest not in p.trap_squares
    if not movable:
        return _monster_hit(state, seat, t, mdef, 2 * mdef.damage, events)
    fainted = _monster_hit(state, seat, t, mdef, mdef.damage, events)
    if not fainted:
        assert dest is not None
        p.board[dest], p.board[t] = p.board[t], None
        events.append(Event(kind="pushed", args={"player": seat, "frm": t, "to": dest, "monster": mdef.name_ja}))
    return fainted


def _savable_by_level_up(state: GameState, p: PlayerState, targets: list[int], damage: int) -> bool:
    for t in targets:
        piece = p.board[t]
        assert isinstance(piece, UnitPiece)
        d = unit_def(state, piece.card)
        if piece.damage + damage >= d.hp and can_level_up(state, p, t):
            better = content().levelups[d.unit_class or ""]
            if piece.damage + damage < better.hp:
                return True
    return False


def _move_monster(state: GameState, seat: int, square: int, events: list[Event]) -> bool:
    """Move a monster its full movement; returns True on a castle breach."""
    p = state.players[seat]
    piece = p.board[square]
    assert isinstance(piece, MonsterPiece)
    mdef = monster_def(state, piece.card)
    dest = geo.monster_destination(p.board, square, mdef.movement)  # a Trap is an empty square (RX-14.1)
    if dest == square:
        events.append(Event(kind="monster_blocked", args={"player": seat, "square": square, "monster": mdef.name_ja}))
        return False
    trapped = False
    if p.traps:  # RX-14.3 to RX-14.5, RX-14.7: coming onto a Trap stops the move there
        x, y = xy(square)
        end_x = xy(dest)[0] if dest is not None else COLUMNS - 1
        for cx in range(x + 1, end_x + 1):
            if sq(cx, y) in p.trap_squares:
                dest, trapped = sq(cx, y), True
                break
    p.board[square] = None
    if dest is not None:
        p.board[dest] = piece
        events.append(
            Event(kind="monster_move", args={"player": seat, "frm": square, "to": dest, "monster": mdef.name_ja})
        )
        if trapped:
            _trigger_trap(state, seat, dest, events)
        return False
    _breach(state, seat, piece, events)
    return True


def _trigger_trap(state: GameState, seat: int, square: int, events: list[Event]) -> None:
    """RX-14.4 to RX-14.6, RX-13.6: the monster on the Trap takes 2 damage (no counterattack,
    RX-14.8; a kill is the board owner's, ruling RX-A19) and the Trap goes back to the hand."""
    p = state.players[seat]
    trap = next(t for t in p.traps if t.square == square)
    p.traps.remove(trap)
    p.trap_hand.append(trap.card)
    x2 = content().x2
    damage = x2.trap.damage if x2 else 2
    piece = p.board[square]
    assert isinstance(piece, MonsterPiece)
    events.append(
        Event(
            kind="trap_triggered",
            args={
                "player": seat,
                "square": square,
                "monster": monster_def(state, piece.card).name_ja,
                "damage": damage,
            },
        )
    )
    _damage_monster(state, seat, square, damage, events)
    f = state.flow
    if (
        p.board[square] is None
        and f.invasion is not None
        and level_up_2(state)
        and len(state.players) > 1
        and not state.white_deck
        and state.result is None
        and not p.eliminated
        and f.window is None
    ):
        # RX-3.1, RX-3.4: a Trap kill during Invasion lets its owner declare at once; the window
        # stays open until the end of the Invasion step (RX-3.3, ruling RX-A5)
        f.window = "trap"
        f.window_queue = [seat]
        f.declarers = []


def _breach(state: GameState, seat: int, piece: MonsterPiece, events: list[Event]) -> None:
    p = state.players[seat]
    mdef = monster_def(state, piece.card)
    p.cubes += piece.damage
    p.castle.append(piece.card)
    events.append(Event(kind="breach", args={"player": seat, "monster": mdef.name_ja, "colour": mdef.colour}))
    if len(state.players) == 1:  # RR-13.10, RR-18.2
        _finish(
            state,
            events,
            _result(
                [], "RR-18.2", QT_TRANSLATE_NOOP("RookRaiders", "{monster} broke into the castle"), monster=mdef.name_ja
            ),
        )
        return
    blues = sum(monster_def(state, uid).colour == "blue" for uid in p.castle)
    if mdef.colour == "red" or blues >= 2:  # RR-13.7, RR-13.9
        _eliminate(state, seat, "RR-13.7" if mdef.colour == "red" else "RR-13.9", events)


def _eliminate(state: GameState, seat: int, rule: str, events: list[Event]) -> None:
    p = state.players[seat]
    p.eliminated = True
    events.append(Event(kind="eliminated", args={"player": seat, "rule": rule}))
    if state.flow.invasion is not None:
        state.flow.invasion.eliminated_now.append(seat)
    else:
        _check_last_standing(state, [seat], events)


def _check_last_standing(state: GameState, eliminated_now: list[int], events: list[Event]) -> bool:
    active = state.active_players
    if len(state.players) < 2:
        return False
    if len(active) == 1:  # RR-13.12
        _finish(
            state,
            events,
            _result(active, "RR-13.12", QT_TRANSLATE_NOOP("RookRaiders", "the last player standing wins")),
        )
        return True
    if not active and eliminated_now:  # ruling RR-A16
        _finish(
            state,
            events,
            _tie_break(
                state,
                eliminated_now,
                "RR-A16",
                QT_TRANSLATE_NOOP(
                    "RookRaiders",
                    "everyone was eliminated in the same Invasion; the RR-19.10 tie-break decides: "
                    "most honour marks ({honour}), then most gold ({gold})",
                ),
                events,
            ),
        )
        return True
    return False


# --- enemy phase: Summon (RR-15) --------------------------------------------------------------


def _summon_step(state: GameState, events: list[Event]) -> None:
    events.append(Event(kind="phase", args={"phase": "summon"}))
    for seat in clockwise_from(state, state.flow.start_player):  # RR-15.13 / RR-A17: queues first
        p = state.players[seat]
        for line in range(len(LINES)):
            queue = p.queues[line]
            while queue:
                square = geo.summon_square(p.board, line)
                if square is None:
                    break
                uid = queue.pop(0)
                p.board[square] = MonsterPiece(card=uid)
                events.append(
                    Event(
                        kind="summon",
                        args={
                            "player": seat,
                            "monster": monster_name(state, uid),
                            "square": square,
                            "from_queue": True,
                        },
                    )
                )
                if square in p.trap_squares:  # ruling RX-A18
                    _trigger_trap(state, seat, square, events)
    drawer = state.flow.start_player
    if state.players[drawer].eliminated:  # RR-A15
        drawer = next_active(state, drawer)
    for _ in range(content().rules.summons_per_round):
        _summon_one(state, drawer, events)
    _check_solo_win(state, events)


def _summon_one(state: GameState, drawer: int, events: list[Event]) -> None:
    if not state.white_deck:  # RR-15.2, ruling RR-A25
        return
    face_down = [i for i, chip in enumerate(state.chips) if not chip.face_up]
    if not face_down:  # RR-15.4
        for chip in state.chips:
            chip.face_up = False
        events.append(Event(kind="chips_reset", args={}))
        face_down = list(range(len(state.chips)))
    chip = state.chips[state.rng.choice(face_down)]
    chip.face_up = True
    line = LINES.index(chip.letter)
    uid = state.white_deck.pop(0)
    kind = state.monster_cards[uid]
    events.append(
        Event(
            kind="summon_draw",
            args={
                "player": drawer,
                "line": chip.letter,
                "monster": monster_name(state, uid),
                "left": len(state.white_deck),
            },
        )
    )
    for seat in clockwise_from(state, drawer):
        card = uid if seat == drawer else state.black_piles[kind].pop(0)  # RR-15.5, RR-15.6
        p = state.players[seat]
        square = geo.summon_square(p.board, line)
        if square is None:  # RR-15.11, RR-15.12: the queue grows to the left
            p.queues[line].append(card)
            events.append(
                Event(kind="queued", args={"player": seat, "monster": monster_name(state, card), "line": chip.letter})
            )
            continue
        p.board[square] = MonsterPiece(card=card)
        events.append(
            Event(
                kind="summon",
                args={"player": seat, "monster": monster_name(state, card), "square": square, "from_queue": False},
            )
        )
        if square in p.trap_squares:  # ruling RX-A18: a monster summoned onto a Trap triggers it
            _trigger_trap(state, seat, square, events)


# --- End processing (RR-16) -------------------------------------------------------------------


def _setup_support(state: GameState, events: list[Event]) -> None:
    f = state.flow
    active = state.active_players
    limit = content().rules.support_count.get(len(active), 0)
    f.pending = []
    if len(active) < 2 or limit <= 0:  # RR-16.1: skipped with 1 player
        return
    counts = {s: monsters_left(state.players[s]) for s in active}
    supported: list[int] = []
    for value in sorted(set(counts.values()), reverse=True):  # RR-16.2, RR-16.5, RR-A11
        group = [s for s in active if counts[s] == value]
        if len(supported) + len(group) > limit:
            break
        supported.extend(group)
    events.append(Event(kind="support", args={"players": supported, "counts": {str(k): v for k, v in counts.items()}}))
    order = clockwise_from(state, f.start_player)
    f.pending = [s for s in order if s in supported and _damaged_units(state.players[s])]


def saint_options(state: GameState, seat: int, saint: int) -> list[int]:
    """RX-8.6: the damaged units within the Saint's healing range."""
    p = state.players[seat]
    piece = p.board[saint]
    if not isinstance(piece, UnitPiece):
        return []
    skill = unit_def(state, piece.card).skill
    return [s for s in geo.skill_squares(saint, skill) if isinstance(u := p.board[s], UnitPiece) and u.damage > 0]


def _saint_heal(state: GameState, seat: int, saint: int, square: int, events: list[Event]) -> None:
    p = state.players[seat]
    target = p.board[square]
    assert isinstance(target, UnitPiece)
    amount = min(unit_def(state, p.board[saint].card).auto_heal, target.damage)  # type: ignore[union-attr]
    target.damage -= amount
    p.cubes += amount
    events.append(
        Event(
            kind="saint_heal",
            args={"player": seat, "square": square, "amount": amount, "unit": unit_name(state, target.card)},
        )
    )


def _advance_saints(state: GameState, events: list[Event]) -> None:
    """RX-8.2 to RX-8.7: every Saint on a board restores 1 HP, acted or not; its owner chooses."""
    f = state.flow
    while f.saint_queue:
        seat, saint = f.saint_queue[0]
        options = saint_options(state, seat, saint) if not state.players[seat].eliminated else []
        if len(options) > 1:
            _decide(state, "saint", seat)
            return
        if options:
            _saint_heal(state, seat, saint, options[0], events)
        f.saint_queue.pop(0)
    f.step = "recover"
    f.pending = clockwise_from(state, f.start_player)


def _damaged_units(p: PlayerState) -> list[int]:
    return [s for s, piece in enumerate(p.board) if isinstance(piece, UnitPiece) and piece.damage > 0]


def _advance_recover(state: GameState, events: list[Event]) -> None:
    f = state.flow
    n = content().rules.fatigue_recovery
    while f.pending:
        seat = f.pending[0]
        acted = _acted_units(state.players[seat])
        if len(acted) > n:
            _decide(state, "recover", seat)
            return
        if acted:
            _remove_markers(state, seat, acted, "fatigue", events)
        f.pending.pop(0)
    f.step = "cleanup"


def _draw_mercenaries(state: GameState, events: list[Event]) -> None:
    wanted = content().rules.mercenaries
    while len(state.mercenaries) < wanted:
        if not state.unit_deck:
            if not state.unit_discard:
                break
            state.unit_deck = state.unit_discard  # RR-16.8
            state.unit_discard = []
            state.rng.shuffle(state.unit_deck)
            events.append(Event(kind="unit_deck_shuffled", args={"cards": len(state.unit_deck)}))
        state.mercenaries.append(state.unit_deck.pop(0))
        if not state.unit_deck:
            _unit_deck_ran_out(state, events)
    if not state.unit_deck:
        _unit_deck_ran_out(state, events)


def _unit_deck_ran_out(state: GameState, events: list[Event]) -> None:
    f = state.flow
    if state.solo_difficulty and not f.unit_deck_ran_out:  # RR-18.6, ruling RR-A14
        f.unit_deck_ran_out = True
        f.last_round = f.round + 1
        events.append(Event(kind="last_round_set", args={"round": f.last_round}))


def _cleanup(state: GameState, events: list[Event]) -> None:
    f = state.flow
    state.unit_discard.extend(state.mercenaries)  # RR-16.7
    state.mercenaries = []
    _draw_mercenaries(state, events)
    events.append(Event(kind="mercenaries", args={"cards": [unit_name(state, u) for u in state.mercenaries]}))
    active = state.active_players
    if len(active) != 4:  # RR-16.9
        state.rng.shuffle(state.command_row)
        events.append(Event(kind="commands_shuffled", args={"row": list(state.command_row)}))
    if len(active) > 1:  # RR-16.10
        f.start_player = next_active(state, f.start_player)
        events.append(Event(kind="start_player", args={"player": f.start_player}))
    f.step = "next_round"
    f.pending = []
    _open_window(state, "end")


# --- victory (RR-18, RR-19) -------------------------------------------------------------------


def _check_solo_win(state: GameState, events: list[Event]) -> None:
    """RR-18.1 with ruling RR-A13: deck empty and no monster on the board or in a queue."""
    if len(state.players) != 1 or state.result is not None:
        return
    p = state.players[0]
    if not state.white_deck and monsters_left(p) == 0:
        _finish(state, events, _result([0], "RR-18.1", QT_TRANSLATE_NOOP("RookRaiders", "every monster defeated")))


def _open_window(state: GameState, after: str) -> None:
    f = state.flow
    if len(state.players) < 2 or state.white_deck or state.result is not None:
        return
    order = clockwise_from(state, f.start_player)
    early = [s for s in f.invasion_declarers if not state.players[s].eliminated]  # ruling RX-A5
    f.invasion_declarers = []
    if early and after == "invasion":  # RX-3.3: declared mid-Invasion, the window closes now
        f.window = after
        f.window_queue = [s for s in order if s not in early and may_qualify(state, s)]
        f.declarers = early
        return
    asked = [s for s in order if may_qualify(state, s)]  # RR-19.4, ruling RR-A12
    if asked:  # who is asked depends on public facts only: the medals stay secret (RR-19.9)
        f.window = after
        f.window_queue = asked
        f.declarers = []


def _victory_window(state: GameState, events: list[Event]) -> None:
    f = state.flow
    if f.window_queue:
        _decide(state, "declare", f.window_queue[0])
        return
    declarers = f.declarers
    after = f.window
    f.window = None
    f.declarers = []
    if after == "trap":  # RX-3.3: declarations made mid-Invasion wait for the end of Invasion
        f.invasion_declarers.extend(declarers)
        return
    if declarers and level_up_2(state):  # RX-3.3, RX-3.6: end of a command or of Invasion
        if len(declarers) == 1:
            _finish(state, events, _result(declarers, "RX-3.3", QT_TRANSLATE_NOOP("RookRaiders", "declared victory")))
        else:
            _finish(
                state,
                events,
                _tie_break(
                    state,
                    declarers,
                    "RX-3.6",
                    QT_TRANSLATE_NOOP(
                        "RookRaiders",
                        "several declared in the same command or Invasion; the RR-19.10 tie-break decides: "
                        "most honour marks ({honour}), then most gold ({gold})",
                    ),
                    events,
                ),
            )
        return
    if declarers:  # RR-19.6, RR-19.10
        if len(declarers) == 1:
            _finish(state, events, _result(declarers, "RR-19.6", QT_TRANSLATE_NOOP("RookRaiders", "declared victory")))
        else:
            _finish(
                state,
                events,
                _tie_break(
                    state,
                    declarers,
                    "RR-19.10",
                    QT_TRANSLATE_NOOP(
                        "RookRaiders",
                        "several declared in the same command: most honour marks ({honour}), then most gold ({gold})",
                    ),
                    events,
                ),
            )
        return


def _result(winners: list[int], rule: str, template: str, draw: bool = False, **params: Any) -> Result:
    """A result whose reason is kept translatable: "<rule>: <template filled>" in English."""
    return Result(
        winners=winners,
        draw=draw,
        reason=f"{rule}: {fill(template, params)}",
        rule=rule,
        reason_template=template,
        reason_params=params,
    )


def _tie_break(state: GameState, seats: list[int], rule: str, template: str, events: list[Event]) -> Result:
    """RR-19.10 among `seats`: most honour marks, then most gold, else a draw; `rule` is the clause
    or ruling that sent the game to it (RR-19.10, RX-3.6, ruling RR-A16), named in the log line."""

    def key(s: int) -> tuple[int, int]:
        p = state.players[s]
        return (p.honour, p.gold)

    events.append(
        Event(
            kind="tie_break",
            args={"rule": rule, "standings": [{"player": s, "honour": key(s)[0], "gold": key(s)[1]} for s in seats]},
        )
    )
    best = max(key(s) for s in seats)
    winners = [s for s in seats if key(s) == best]
    return _result(winners, rule, template, draw=len(winners) > 1, honour=best[0], gold=best[1])


def _finish(state: GameState, events: list[Event], result: Result) -> None:
    result.scores = {p.seat: float(threat(state, p.seat)) for p in state.players}
    state.result = result
    state.flow.step = "over"
    _clear_decision(state)
    events.append(
        Event(
            kind="game_over",
            args={
                "winners": result.winners,
                "draw": result.draw,
                "reason": result.reason,
                "rule": result.rule,
                "reason_template": result.reason_template,
                "reason_params": dict(result.reason_params),
            },
        )
    )


# --- legal actions ----------------------------------------------------------------------------

LEVEL_UP_2_DECISIONS = ("command", "actions", "rest", "recruit", "levelup")  # RX-5.11 to RX-5.14


def level_up_2_timing(state: GameState, kind: str | None) -> str | None:
    """None when a Level Up 2 level-up may be declared now, else the clause that forbids it."""
    if kind not in LEVEL_UP_2_DECISIONS:
        return "RX-5.14"  # never in the Enemy Phase or the End Phase (nor while placing/declaring)
    cmd = state.flow.command
    if kind == "actions" and cmd is not None and (cmd.unit is not None or cmd.roll is not None):
        return "RX-5.12"  # never in the middle of a unit's action (ruling RX-A9)
    return None


def _level_up_actions(state: GameState, player: int, kind: str | None) -> list[BaseModel]:
    p = state.players[player]
    if _honour_refusal(state, p, "RR-17.5") is not None:
        return []  # no unit can pay (the refusals below would each say so)
    if level_up_2(state):
        if level_up_2_timing(state, kind) is not None:
            return []
        return [
            LevelUp(player=player, square=s, card=card) for s in range(SQUARES) for card in levelup_targets(state, p, s)
        ]
    return [LevelUp(player=player, square=s) for s in range(SQUARES) if can_level_up(state, p, s)]


def legal_actions(state: GameState, player: int) -> list[BaseModel]:
    """Every legal choice of `player` now: those of the current decision (RR-6), its level-ups
    where they may come (RR-17.9, RX-5.11 to RX-5.14), and taking a Trap back (RX-13.7)."""
    actions = _legal_actions(state, player)
    if _retrieve_trap_refusal(state, player) is None:
        actions.append(RetrieveTrap(player=player))  # RX-13.7 (ruling RX-A21)
    return actions


def _legal_actions(state: GameState, player: int) -> list[BaseModel]:
    kind = state.flow.decision
    lister = _LEGAL_BY_KIND.get(kind or "")
    if lister is None:
        return []
    actions = lister(state, player)
    if kind in _LEVEL_UP_AFTER:  # between commands a level-up may come first (ruling RR-A9)
        actions += _level_up_actions(state, player, kind)
    return actions


def _distinct_hand(state: GameState, p: PlayerState) -> list[str]:
    seen: dict[str, str] = {}
    for uid in p.hand:
        seen.setdefault(state.unit_cards[uid], uid)
    return list(seen.values())


# --- legality shared by the lists and by apply: each returns the refusal, or None ---------------


def _retrieve_trap_refusal(state: GameState, player: int) -> RuleViolation | None:
    """RX-13.7 with ruling RX-A21: a Trap on the board goes back to hand at a decision in play."""
    if not state.players[player].traps:
        return RuleViolation("RX-13.7", QT_TRANSLATE_NOOP("RookRaiders", "You have no Trap on the board to take back"))
    if state.flow.decision in ("place", "declare"):
        return RuleViolation(
            "RX-13.7",
            QT_TRANSLATE_NOOP("RookRaiders", "Take a Trap back at one of your decisions in play (ruling RX-A21)"),
        )
    return None


def _place_refusal(p: PlayerState, card: str, square: int) -> RuleViolation | None:
    """RR-5.7: the first unit, from hand, onto an empty square of the own area."""
    if card not in p.hand:
        return RuleViolation("RR-5.7", QT_TRANSLATE_NOOP("RookRaiders", "Choose a unit card from your hand"))
    if square not in OWN_AREA:
        return RuleViolation(
            "RR-5.7", QT_TRANSLATE_NOOP("RookRaiders", "The first unit goes on a square of your own area")
        )
    if p.board[square] is not None:
        return RuleViolation("RR-5.7", QT_TRANSLATE_NOOP("RookRaiders", "That square is not empty"))
    return None


def _is_exorcist_roll(state: GameState, p: PlayerState, roll: PendingRoll) -> bool:
    """RX-9.3: the roll is an Exorcist's, who may change a die to 1."""
    user = p.board[roll.user]
    return isinstance(user, UnitPiece) and unit_def(state, user.card).skill.die_to_one


def _exorcist_picks_die(state: GameState, p: PlayerState, roll: PendingRoll) -> bool:
    """RX-9.4: the Exorcist's player picks the die to change only when the dice differ; with
    equal dice (1-1 included) either choice gives the same attack value (ruling RXD-7)."""
    return _is_exorcist_roll(state, p, roll) and roll.dice[0] != roll.dice[1]


def _accept_roll_refusal(
    state: GameState, p: PlayerState, roll: PendingRoll, change: int | None
) -> RuleViolation | None:
    """RX-9.3, RX-9.4: only the Exorcist changes a die to 1, the first or the second, and only
    when the dice differ is there a die to choose (ruling RXD-7); legal_actions offers exactly
    the `change` values this accepts."""
    if change is not None and not _is_exorcist_roll(state, p, roll):
        return RuleViolation("RX-9.3", QT_TRANSLATE_NOOP("RookRaiders", "Only the Exorcist changes a die to 1"))
    if _exorcist_picks_die(state, p, roll):
        if change not in (0, 1):
            return RuleViolation("RX-9.4", QT_TRANSLATE_NOOP("RookRaiders", "Choose the first or the second die"))
    elif change is not None:
        return RuleViolation(
            "RX-9.4", QT_TRANSLATE_NOOP("RookRaiders", "Both dice are equal: there is no die to choose")
        )
    return None


def _reroll_refusal(p: PlayerState, roll: PendingRoll) -> RuleViolation | None:
    """RR-17.11, RR-17.12: Willpower rerolls a roll once, for its honour mark."""
    if roll.rerolled:
        return RuleViolation("RR-17.12", QT_TRANSLATE_NOOP("RookRaiders", "A rerolled roll cannot be rerolled again"))
    if p.honour < content().rules.willpower_cost:
        return RuleViolation("RR-17.11", QT_TRANSLATE_NOOP("RookRaiders", "Willpower costs 1 honour mark"))
    return None


def _start_refusal(p: PlayerState, cmd: CommandInProgress, square: int, full_move: bool) -> RuleViolation | None:
    """RR-7.5 to RR-7.7, RR-17.13: an unacted unit of yours starts its action, Full Move paid."""
    if cmd.unit is not None:
        return RuleViolation("RR-7.6", QT_TRANSLATE_NOOP("RookRaiders", "Finish the current unit's action first"))
    piece = p.board[square] if 0 <= square < SQUARES else None
    if not isinstance(piece, UnitPiece):
        return RuleViolation("RR-7.5", QT_TRANSLATE_NOOP("RookRaiders", "Choose one of your units"))
    if piece.acted:
        return RuleViolation(
            "RR-7.7", QT_TRANSLATE_NOOP("RookRaiders", "That unit is acted (it carries an action marker)")
        )
    if full_move and p.honour < content().rules.full_move_cost:
        return RuleViolation("RR-17.13", QT_TRANSLATE_NOOP("RookRaiders", "Full Move costs 1 honour mark"))
    return None


def _support_refusal(p: PlayerState, square: int) -> RuleViolation | None:
    """RR-16.4: Support heals 1 HP on one of the player's damaged units."""
    if square not in _damaged_units(p):
        return RuleViolation(
            "RR-16.4", QT_TRANSLATE_NOOP("RookRaiders", "Support heals 1 HP on one of your damaged units")
        )
    return None


def _declare_refusal(state: GameState, player: int) -> RuleViolation | None:
    """RR-19.4: victory is declared with a threat total of at most 8."""
    if threat(state, player) > content().rules.victory_threat:
        return RuleViolation("RR-19.4", QT_TRANSLATE_NOOP("RookRaiders", "Your threat total is above 8"))
    return None


# --- the choices of each decision kind (RR-6) ---------------------------------------------------

# the move generators' own values need no validation (core/trusted.py)
_listed_recruit = trusted_maker(Recruit)
_listed_place = trusted_maker(PlaceInitial)
_listed_start = trusted_maker(StartAction)
_listed_move = trusted_maker(MoveUnit)


def _legal_place(state: GameState, player: int) -> list[BaseModel]:
    """RR-5.7: the first unit, one of each distinct hand card, onto the own area."""
    p = state.players[player]
    return [
        _listed_place(player=player, card=uid, square=s)
        for uid in _distinct_hand(state, p)
        for s in OWN_AREA
        if _place_refusal(p, uid, s) is None
    ]


def _legal_levelup(state: GameState, player: int) -> list[BaseModel]:
    """RX-5.11: after the player's part, level up or continue."""
    return [*_level_up_actions(state, player, "levelup"), Decline(player=player)]


def _legal_saint(state: GameState, player: int) -> list[BaseModel]:
    """RX-8.6: the damaged unit the Saint heals."""
    seat, saint = state.flow.saint_queue[0]
    return [SaintHeal(player=player, saint=saint, square=s) for s in saint_options(state, seat, saint)]


def _legal_command(state: GameState, player: int) -> list[BaseModel]:
    """RR-6.3: a command card to the right of the pawn."""
    return [ChooseCommand(player=player, command=c) for c in state.command_row[state.pawn + 1 :]]


def _legal_declare(state: GameState, player: int) -> list[BaseModel]:
    """RR-19.4: declare victory (threat at most 8) or wait."""
    if _declare_refusal(state, player) is None:
        return [DeclareVictory(player=player), Decline(player=player)]
    return [Decline(player=player)]


def _legal_faint(state: GameState, player: int) -> list[BaseModel]:
    """RR-17.10: let the attack happen (a level-up may save the unit)."""
    return [Decline(player=player)]


def _legal_actions_step(state: GameState, player: int) -> list[BaseModel]:
    """RR-7: a pending roll's choices, else a unit to act (or the end of actions), else the
    acting unit's move, skill or end."""
    cmd = state.flow.command
    assert cmd is not None
    if cmd.roll is not None:
        return _legal_roll(state, player, cmd.roll)
    p = state.players[player]
    actions: list[BaseModel] = []
    if cmd.unit is None:
        actions.extend(
            _listed_start(player=player, square=s, full_move=full)
            for s in _unacted_units(p)
            for full in (False, True)
            if _start_refusal(p, cmd, s, full) is None
        )
        actions.append(EndActions(player=player))
        return actions
    piece = p.board[cmd.unit]
    assert isinstance(piece, UnitPiece)
    if not cmd.moved and not cmd.granted:
        actions.extend(_listed_move(player=player, to=s) for s in reach(p, cmd.unit, _movement(state, cmd, piece)))
    assert cmd.skill_user is not None
    actions.extend(UseSkill(player=player, targets=t) for t in _skill_options(state, player, cmd.skill_user))
    actions.append(EndUnitAction(player=player))
    return actions


def _legal_roll(state: GameState, player: int, roll: PendingRoll) -> list[BaseModel]:
    """RX-9.4: an Exorcist with two different dice picks the die to change (the same check as
    apply, `_accept_roll_refusal`); RR-17.11: Willpower may reroll."""
    p = state.players[player]
    actions: list[BaseModel] = [
        AcceptRoll(player=player, change=change)
        for change in (None, 0, 1)
        if _accept_roll_refusal(state, p, roll, change) is None
    ]
    if _reroll_refusal(p, roll) is None:
        actions.append(Reroll(player=player))
    return actions


def _legal_markers(state: GameState, player: int, limit: int, rule: str, exact: bool) -> list[BaseModel]:
    """The choices of acted units that `_markers_refusal` accepts (the most first)."""
    p = state.players[player]
    acted = _acted_units(p)
    return [
        RemoveMarkers(player=player, squares=c)
        for k in range(min(limit, len(acted)), -1, -1)
        for c in combinations(acted, k)
        if _markers_refusal(p, c, limit, rule, exact) is None
    ]


def _legal_rest(state: GameState, player: int) -> list[BaseModel]:
    """RR-10.3: exactly as many acted units as Rest allows become unacted."""
    cmd = state.flow.command
    assert cmd is not None
    return _legal_markers(state, player, cmd.rest_left, "RR-10.3", exact=True)


def _legal_recover(state: GameState, player: int) -> list[BaseModel]:
    """RR-16.6: "up to 2": 2, 1 or none (the most first)."""
    return _legal_markers(state, player, content().rules.fatigue_recovery, "RR-16.6", exact=False)


def _legal_recruit(state: GameState, player: int) -> list[BaseModel]:
    """RR-11: recruit a unit or decline (ruling RR-A19)."""
    return [*_recruit_options(state, player), Decline(player=player)]


def _legal_support(state: GameState, player: int) -> list[BaseModel]:
    """RR-16.4: heal a damaged unit or decline."""
    p = state.players[player]
    return [SupportHeal(player=player, square=s) for s in _damaged_units(p)] + [Decline(player=player)]


_LEGAL_BY_KIND: dict[str, Callable[[GameState, int], list[BaseModel]]] = {
    "place": _legal_place,
    "levelup": _legal_levelup,
    "saint": _legal_saint,
    "command": _legal_command,
    "declare": _legal_declare,
    "faint": _legal_faint,
    "actions": _legal_actions_step,
    "rest": _legal_rest,
    "recover": _legal_recover,
    "recruit": _legal_recruit,
    "support": _legal_support,
}
# the decisions at which the level-ups of the moment follow the other choices (RR-17.9, RX-5.14)
_LEVEL_UP_AFTER = frozenset({"command", "faint", "actions", "rest", "recover", "recruit", "support"})


# --- apply ------------------------------------------------------------------------------------


def apply_action(state: GameState, action: BaseModel) -> list[Event]:
    if state.result is not None:
        raise ActionRejected("GAME-OVER", QT_TRANSLATE_NOOP("RookRaiders", "The game is over"))
    player = getattr(action, "player", None)
    f = state.flow
    if player != f.decider or player is None:
        if f.decider is None:
            raise ActionRejected("RR-6.2", QT_TRANSLATE_NOOP("RookRaiders", "Nobody is to decide now"))
        raise ActionRejected(
            "RR-6.2",
            QT_TRANSLATE_NOOP("RookRaiders", "It is {who}'s turn to decide, not this player's"),
            who=state.players[f.decider].name,
        )

    def work(events: list[Event]) -> None:
        _dispatch(state, player, action, events)
        _run(state, events)

    return apply_atomically(state, work, action)  # an illegal action leaves the state exactly as it was


def _dispatch(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """The actions allowed at any decision in play first (a Trap back, a level-up), then the
    current decision's own handler."""
    f = state.flow
    if isinstance(action, RetrieveTrap):
        _retrieve_trap(state, player, events)
        return
    if isinstance(action, LevelUp):
        _apply_level_up(state, player, action, events)
        return
    if isinstance(action, ChooseCommand) and f.decision != "command" and f.command is not None:
        raise RuleViolation(
            "RR-6.7", QT_TRANSLATE_NOOP("RookRaiders", "Every player must finish the current command first")
        )
    handler = _APPLY_BY_KIND.get(f.decision or "")
    if handler is None:
        raise ActionRejected("RR-6", QT_TRANSLATE_NOOP("RookRaiders", "Nothing to decide now"))
    handler(state, player, action, events)


def _retrieve_trap(state: GameState, player: int, events: list[Event]) -> None:
    """RX-13.7: the last Trap placed goes back to hand."""
    if (refusal := _retrieve_trap_refusal(state, player)) is not None:
        raise refusal
    p = state.players[player]
    trap = p.traps.pop()
    p.trap_hand.append(trap.card)
    events.append(Event(kind="trap_retrieved", args={"player": player, "square": trap.square}))


def _apply_level_up(state: GameState, player: int, action: LevelUp, events: list[Event]) -> None:
    """RR-17.4 to RR-17.9 (a level-up at any decision in play, ruling RR-A9), or with Level Up 2
    RX-5.2 to RX-5.14."""
    kind = state.flow.decision
    if level_up_2(state):
        rule = level_up_2_timing(state, kind)
        if rule == "RX-5.12":
            raise RuleViolation(
                rule,
                QT_TRANSLATE_NOOP("RookRaiders", "No level-up in the middle of a unit's action: before or after it"),
            )
        if rule is not None:
            raise RuleViolation(
                rule,
                QT_TRANSLATE_NOOP(
                    "RookRaiders", "Level-ups are declared in the Main Phase only, never in the Enemy or End Phase"
                ),
            )
        _level_up_2(state, player, action.square, action.card, events)
        return
    if action.card is not None:
        raise RuleViolation(
            "RX-4.2", QT_TRANSLATE_NOOP("RookRaiders", "Choosing a level-up card is the Level Up 2 rule, not in use")
        )
    if kind in ("place", "declare"):
        raise RuleViolation(
            "RR-17.9", QT_TRANSLATE_NOOP("RookRaiders", "Level up while it is your decision in play (ruling RR-A9)")
        )
    _level_up(state, player, action.square, events)
    if kind == "faint":  # the faint window stays open only while another unit could still be saved
        _close_faint_window_if_done(state, player)


def _apply_place(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """RR-5.7: the first unit onto the own area."""
    if not isinstance(action, PlaceInitial):
        raise ActionRejected("RR-5.7", QT_TRANSLATE_NOOP("RookRaiders", "Place your first unit on your own area"))
    p = state.players[player]
    if (refusal := _place_refusal(p, action.card, action.square)) is not None:
        raise refusal
    p.hand.remove(action.card)
    p.board[action.square] = UnitPiece(card=action.card)
    events.append(
        Event(kind="place", args={"player": player, "unit": unit_name(state, action.card), "square": action.square})
    )
    state.flow.pending.pop(0)
    _clear_decision(state)


def _apply_command(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """RR-6.3: the chosen command card is carried out."""
    if not isinstance(action, ChooseCommand):
        raise ActionRejected("RR-6.3", QT_TRANSLATE_NOOP("RookRaiders", "Choose a command card"))
    _clear_decision(state)
    _choose_command(state, player, action.command, events)


def _apply_actions_step(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """RR-7: a roll's choice, the end of the actions, or a step of a unit's action; then the
    player's part ends when no action or unacted unit is left."""
    cmd = state.flow.command
    assert cmd is not None
    p = state.players[player]
    if cmd.roll is not None:
        _apply_roll_choice(state, player, cmd.roll, action, events)
    elif isinstance(action, EndActions):
        if cmd.unit is not None:
            raise RuleViolation("RR-7.6", QT_TRANSLATE_NOOP("RookRaiders", "Finish the current unit's action first"))
        events.append(Event(kind="actions_declined", args={"player": player, "left": cmd.actions_left}))
        cmd.actions_left = 0
    else:
        _unit_action_step(state, player, action, events)
    if state.result is None and cmd.roll is None and cmd.unit is None:
        if (cmd.actions_left <= 0 or not _unacted_units(p)) and not level_up_2(state):
            _finish_player_part(state)
        else:  # with Level Up 2, _advance_command offers the level-up after the last action
            _clear_decision(state)


def _apply_roll_choice(
    state: GameState, player: int, roll: PendingRoll, action: BaseModel, events: list[Event]
) -> None:
    """A pending roll: accept it (RX-9.3, RX-9.4 for the Exorcist) or reroll it (RR-17.11, RR-17.12)."""
    p = state.players[player]
    if isinstance(action, AcceptRoll):
        if (refusal := _accept_roll_refusal(state, p, roll, action.change)) is not None:
            raise refusal
        _resolve_roll(state, player, events, action.change)
    elif isinstance(action, Reroll):
        if (refusal := _reroll_refusal(p, roll)) is not None:
            raise refusal
        _spend_honour(state, p, content().rules.willpower_cost, events)
        roll.dice = state.rng.dice(2)
        roll.rerolled = True
        events.append(
            Event(kind="dice", args={"player": player, "dice": roll.dice, "reroll": True, "target": roll.target})
        )
        if not _roll_has_choice(state, player):
            _resolve_roll(state, player, events)
    else:
        raise RuleViolation(
            "RX-5.12" if level_up_2(state) else "RR-17.11",
            QT_TRANSLATE_NOOP("RookRaiders", "Accept the roll, reroll it with Willpower or level up first"),
        )


def _apply_rest(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """RR-10.3: Rest makes acted units unacted."""
    cmd = state.flow.command
    assert cmd is not None
    _choose_markers(state, player, action, cmd.rest_left, "RR-10.3", True, "rest", events)
    _finish_player_part(state)


def _apply_recover(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """RR-16.6: up to 2 acted units recover from fatigue."""
    _choose_markers(state, player, action, content().rules.fatigue_recovery, "RR-16.6", False, "fatigue", events)
    state.flow.pending.pop(0)
    _clear_decision(state)


def _apply_recruit(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """RR-11: recruit, or decline (ruling RR-A19: recruiting is optional)."""
    if isinstance(action, Decline):
        events.append(Event(kind="recruit_declined", args={"player": player}))
        _finish_player_part(state)
    elif isinstance(action, Recruit):
        _recruit(state, player, action, events)
    else:
        raise ActionRejected("RR-11.3", QT_TRANSLATE_NOOP("RookRaiders", "Recruit a unit or decline"))


def _apply_support(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """RR-16.4: Support heals 1 HP, or is declined."""
    p = state.players[player]
    if isinstance(action, SupportHeal):
        if (refusal := _support_refusal(p, action.square)) is not None:
            raise refusal
        piece = p.board[action.square]
        assert isinstance(piece, UnitPiece)
        piece.damage -= 1
        p.cubes += 1
        events.append(
            Event(
                kind="heal",
                args={
                    "player": player,
                    "square": action.square,
                    "amount": 1,
                    "unit": unit_name(state, piece.card),
                    "support": True,
                },
            )
        )
    elif not isinstance(action, Decline):
        raise ActionRejected("RR-16.4", QT_TRANSLATE_NOOP("RookRaiders", "Heal a unit with Support or decline"))
    state.flow.pending.pop(0)
    _clear_decision(state)


def _apply_levelup_decline(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """RX-5.11: continue without (another) level-up."""
    if not isinstance(action, Decline):
        raise ActionRejected("RX-5.11", QT_TRANSLATE_NOOP("RookRaiders", "Level up a unit or continue"))
    _finish_player_part(state)


def _apply_saint(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """RX-8.6, RX-8.7: the owner picks the damaged unit the Saint heals."""
    if not isinstance(action, SaintHeal):
        raise ActionRejected("RX-8.7", QT_TRANSLATE_NOOP("RookRaiders", "Choose the unit the Saint heals"))
    f = state.flow
    seat, saint = f.saint_queue[0]
    if action.saint != saint or action.square not in saint_options(state, seat, saint):
        raise RuleViolation(
            "RX-8.6", QT_TRANSLATE_NOOP("RookRaiders", "The Saint heals a damaged unit within its healing range")
        )
    _saint_heal(state, seat, saint, action.square, events)
    f.saint_queue.pop(0)
    _clear_decision(state)


def _apply_faint(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """RR-17.10: no (further) level-up: the attack happens."""
    if not isinstance(action, Decline):
        raise ActionRejected("RR-17.10", QT_TRANSLATE_NOOP("RookRaiders", "Level up a unit or let the attack happen"))
    _clear_decision(state)


def _apply_declare(state: GameState, player: int, action: BaseModel, events: list[Event]) -> None:
    """RR-19.4: declare victory in the window, or wait."""
    f = state.flow
    if isinstance(action, DeclareVictory):
        if (refusal := _declare_refusal(state, player)) is not None:
            raise refusal
        f.declarers.append(player)
        events.append(
            Event(
                kind="declare",
                args={"player": player, "medals": list(state.players[player].medals), "threat": threat(state, player)},
            )
        )
    elif not isinstance(action, Decline):
        raise ActionRejected("RR-19.4", QT_TRANSLATE_NOOP("RookRaiders", "Declare victory or wait"))
    f.window_queue.pop(0)
    f.window_asked.append(player)
    _clear_decision(state)


_APPLY_BY_KIND: dict[str, Any] = {
    "place": _apply_place,
    "command": _apply_command,
    "actions": _apply_actions_step,
    "rest": _apply_rest,
    "recover": _apply_recover,
    "recruit": _apply_recruit,
    "support": _apply_support,
    "levelup": _apply_levelup_decline,
    "saint": _apply_saint,
    "faint": _apply_faint,
    "declare": _apply_declare,
}


def _close_faint_window_if_done(state: GameState, player: int) -> None:
    inv = state.flow.invasion
    assert inv is not None
    p = state.players[player]
    square = SCAN_ORDER[inv.scan_pos]
    piece = p.board[square]
    if isinstance(piece, MonsterPiece):
        mdef = monster_def(state, piece.card)
        targets = geo.monster_targets(p.board, square, mdef)
        if targets and _savable_by_level_up(state, p, targets, mdef.damage):
            return
    _clear_decision(state)


def _choose_markers(
    state: GameState,
    player: int,
    action: BaseModel,
    limit: int,
    rule: str,
    exact: bool,
    why: str,
    events: list[Event],
) -> None:
    if not isinstance(action, RemoveMarkers):
        raise ActionRejected(rule, QT_TRANSLATE_NOOP("RookRaiders", "Choose the acted units to make unacted"))
    squares = tuple(action.squares)
    if (refusal := _markers_refusal(state.players[player], squares, limit, rule, exact)) is not None:
        raise refusal
    _remove_markers(state, player, squares, why, events)


def _markers_refusal(
    p: PlayerState, squares: tuple[int, ...], limit: int, rule: str, exact: bool
) -> RuleViolation | None:
    """Which acted units lose their marker: different acted units of `p`, at most `limit`; `exact`
    (Rest, RR-10.3 「指定された枚数」): exactly `limit`, or every marker when there are fewer;
    otherwise (Fatigue recovery, RR-16.6 「2体まで」) up to `limit`. Shared by legal_actions and apply."""
    if len(set(squares)) != len(squares) or len(squares) > limit:
        return RuleViolation(
            rule, QT_TRANSLATE_NOOP("RookRaiders", "Choose at most {limit} different acted units"), limit=limit
        )
    for s in squares:
        piece = p.board[s] if 0 <= s < SQUARES else None
        if not isinstance(piece, UnitPiece) or not piece.acted:
            return RuleViolation(rule, QT_TRANSLATE_NOOP("RookRaiders", "Only acted units carry a marker to remove"))
    if exact and len(squares) != (n := min(limit, len(_acted_units(p)))):
        return RuleViolation(rule, QT_TRANSLATE_NOOP("RookRaiders", "Rest removes exactly {count} markers"), count=n)
    return None


# --- views (hidden information) ---------------------------------------------------------------


def view(state: GameState, viewer: int | None) -> GameState:
    """A copy with what `viewer` may not see hidden: other players' medal values, the order of
    the decks and piles, the medal pool, and the RNG (so no one can predict the dice)."""
    v = clone_state(state)  # core/clone.py: a fraction of a deep model_copy
    v.rng = Rng(seed=0)
    for p in v.players:
        if p.seat != viewer:
            p.medals = [0] * len(p.medals)
    v.medal_pool = [0] * len(v.medal_pool)
    hidden_white = sorted(v.white_deck, key=lambda uid: (monster_def(state, uid).level, uid))
    v.white_deck = hidden_white  # the levels on the backs show; the order does not
    v.unit_deck = sorted(v.unit_deck)
    return v
