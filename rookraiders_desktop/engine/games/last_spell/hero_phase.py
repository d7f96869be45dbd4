"""The hero phase (LS-16, LS-17): turns, legal actions, applying them.

Turns (LS-A3): the heroes in play act in index order, round and round. `flow.turn` points into
`flow.turn_order` at the hero whose turn it is; the pointer moves only when a turn ends (EndTurn /
Pass), to the next hero with AP left who has not passed (LS-16.13), so a hero who spends its last
AP may still finish its turn (move, drink a potion, ...). When no hero is left, the phase ends and
the monster phase begins (monster_phase.start).

Every action leaves `flow.decision` cleared: the flow driver then resolves whatever the action
queued (rerolls, hero damage, a dying hero) and calls `advance`, which gives the same hero its
turn back.

Events (kind: args): "hero_phase_started": monster_phase; "hero_turn": hero; "token_flipped":
hero, token, value, mp; "hero_moved": hero, from, to, cost, by ("move", "jump", "climb", "warp",
"mode", "follow_up", "mobility", "line3_move"); "defence_up": hero; "potion_used": hero, colour,
amount; "support": hero, target, effect; "boots_used": hero; "facility_fired": hero, structure,
kind, target; "hero_freed": hero, by; "trap_removed": monster, monster_kind, cell, hero (a freed
hero's trap); "turn_ended": hero, passed; "hero_phase_ended"; "tokens_returned": hero, count
(LS-A17). Combat adds its own (see combat.py).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any, Literal

from ...core.game import Event
from ...core.i18n import QT_TRANSLATE_NOOP
from ...core.room import clear_decision, decide
from . import choices, combat, targeting
from .actions import (
    Action,
    Attack,
    CastScroll,
    Climb,
    DefenceUp,
    EndTurn,
    FireBallista,
    FireCatapult,
    FlipToken,
    Jump,
    Move,
    Pass,
    Punch,
    RecoverArmour,
    UseBoots,
    UsePotion,
    Warp,
    _Action,
)
from .content import AttackMode, Content, load_content
from .errors import Rejected, Violation
from .geometry import Board, as_cell, orthogonal, terrain
from .models import Cell, GameState, Hero, Monster, Structure
from .targeting import Problem

MODE_SOURCES = ("weapon", "scroll")


def content() -> Content:
    return load_content()


def _present(h: Hero) -> bool:
    return h.in_play and not h.dead and h.cell is not None


def _eligible(h: Hero) -> bool:
    """May begin a turn: on the battlefield, not passed, AP left (LS-16.13)."""
    return _present(h) and not h.passed and h.ap > 0


def _reset_turn(h: Hero) -> None:
    h.mp = 0  # LS-A4: unspent MP are lost at the end of the turn
    h.moved_this_turn = 0
    h.attacked_this_turn = False
    h.kills_this_turn = 0
    h.modes_this_turn = []


def _next_eligible(state: GameState, start: int) -> int | None:
    order = state.flow.turn_order
    n = len(order)
    for k in range(n):
        j = (start + k) % n
        if _eligible(state.heroes[order[j]]):
            return j
    return None


# -- phase ------------------------------------------------------------------------------------------


def start(state: GameState, events: list[Event]) -> None:
    """LS-16.1, LS-4.15: every hero gets its AP back and its movement tokens up (tokens set aside by
    the Harpy's Screech stay aside, LS-A17); mana is not recovered; per-phase mode uses, Defence Up
    (LS-A42) and the ballistas (LS-17.3) are reset. Turn order: the heroes in play by index."""
    state.phase = "hero"
    state.step = 0
    state.attack = None
    for h in state.heroes:
        h.ap = h.ap_max
        for t in h.tokens:
            if not t.set_aside:
                t.used = False
        _reset_turn(h)
        h.mode_uses = {}
        h.defence_up = False
        h.defence_up_used_phase = False
        h.passed = False
    for s in state.structures:
        if s.kind == "ballista":
            s.used = False
    state.flow.turn_order = [h.index for h in state.heroes if _present(h)]
    first = _next_eligible(state, 0)
    state.flow.turn = first if first is not None else len(state.flow.turn_order)
    state.flow.hero = None
    clear_decision(state)
    events.append(Event(kind="hero_phase_started", args={"monster_phase": state.monster_phase}))
    if first is not None:
        events.append(Event(kind="hero_turn", args={"hero": state.flow.turn_order[first]}))


def current_hero(state: GameState) -> Hero | None:
    order = state.flow.turn_order
    if state.phase != "hero" or not 0 <= state.flow.turn < len(order):
        return None
    return state.heroes[order[state.flow.turn]]


def advance(state: GameState, events: list[Event]) -> None:
    """Called by the flow driver when nothing else is pending: the current hero's turn (decision
    "turn"), or, when every hero has passed or spent its AP (LS-16.13), the monster phase."""
    if state.phase != "hero" or state.result is not None:
        return
    h = current_hero(state)
    if h is None:  # the pointer is past the end: nobody may begin a turn (LS-16.13)
        _end_phase(state, events)
        return
    if not _present(h) or h.passed:  # the hero died (or left) during its turn
        j = _next_eligible(state, state.flow.turn + 1)
        if j is None:
            _end_phase(state, events)
            return
        state.flow.turn = j
        h = state.heroes[state.flow.turn_order[j]]
        events.append(Event(kind="hero_turn", args={"hero": h.index}))
    decide(state, "turn", h.owner)
    state.flow.hero = h.index


def _end_phase(state: GameState, events: list[Event]) -> None:
    for h in state.heroes:
        back = 0
        for t in h.tokens:
            if t.set_aside:  # LS-A17: back at the end of this hero phase, on its used side
                t.set_aside = False
                t.used = True
                back += 1
        if back:
            events.append(Event(kind="tokens_returned", args={"hero": h.index, "count": back}))
        _reset_turn(h)
    state.flow.hero = None
    clear_decision(state)
    events.append(Event(kind="hero_phase_ended", args={}))
    from . import monster_phase  # written by the monster-phase module's owner

    monster_phase.start(state, events)


# -- refusals -----------------------------------------------------------------------------------------


def _turn_hero(state: GameState, action: _Action) -> Hero:
    h = current_hero(state)  # (the room clears flow.decision before dispatching)
    if state.phase != "hero" or h is None or state.attack is not None or state.damage_queue or state.dying is not None:
        raise Rejected("LS-16.2", QT_TRANSLATE_NOOP("LastSpell", "it is not a hero's turn"))
    if action.hero != h.index:
        raise Rejected("LS-16.2", QT_TRANSLATE_NOOP("LastSpell", "it is {hero}'s turn"), hero=h.name)
    return h


def _not_trapped(h: Hero) -> None:
    if h.trapped:
        raise Violation("LS-21.30", QT_TRANSLATE_NOOP("LastSpell", "a trapped hero can only punch"))


def _mp_problem(h: Hero, n: int, rule: str) -> Problem | None:
    if h.mp < n:
        return (
            rule,
            QT_TRANSLATE_NOOP("LastSpell", "this needs {n} MP; {hero} has {mp} (flip a movement token first)"),
            {"n": n, "hero": h.name, "mp": h.mp},
        )
    return None


def _ap_problem(h: Hero, n: int, rule: str) -> Problem | None:
    if h.ap < n:
        return (
            rule,
            QT_TRANSLATE_NOOP("LastSpell", "this needs {n} AP; {hero} has {ap}"),
            {"n": n, "hero": h.name, "ap": h.ap},
        )
    return None


def _mana_problem(h: Hero, n: int) -> Problem | None:
    if h.mana < n:
        return (
            "LS-4.4",
            QT_TRANSLATE_NOOP("LastSpell", "this needs {n} mana; {hero} has {mana}"),
            {"n": n, "hero": h.name, "mana": h.mana},
        )
    return None


# -- modes --------------------------------------------------------------------------------------------


def mode_key(weapon_id: str, mode_id: str) -> str:
    return f"{weapon_id}/{mode_id}"


def mode_problem(h: Hero, weapon_id: str, mode: AttackMode) -> Problem | None:
    """Why the hero cannot use this weapon mode now (LS-16.3, LS-5.11, LS-5.12), or None."""
    key = mode_key(weapon_id, mode.id)
    if h.attacked_this_turn:
        return ("LS-16.3", QT_TRANSLATE_NOOP("LastSpell", "only one attack per turn"), {})
    if key in h.modes_this_turn:
        return ("LS-5.12", QT_TRANSLATE_NOOP("LastSpell", "each attack mode at most once per turn"), {})
    if h.mode_uses.get(key, 0) >= mode.uses:
        return (
            "LS-5.12",
            QT_TRANSLATE_NOOP("LastSpell", "this attack mode has been used {n} times this hero phase"),
            {"n": mode.uses},
        )
    if h.ap < mode.ap:
        return ("LS-5.11", QT_TRANSLATE_NOOP("LastSpell", "this attack mode needs {n} AP"), {"n": mode.ap})
    if h.mana < mode.mana:
        return ("LS-4.4", QT_TRANSLATE_NOOP("LastSpell", "this attack mode needs {n} mana"), {"n": mode.mana})
    if h.mp < mode.mp:
        return (
            "LS-5.11",
            QT_TRANSLATE_NOOP("LastSpell", "this attack mode needs {n} MP (flip a movement token first)"),
            {"n": mode.mp},
        )
    return None


def _check_targets(
    state: GameState, h: Hero, mode: AttackMode, weapon_type: str, targets: tuple[Cell, ...]
) -> list[Cell]:
    cells = [as_cell(c) for c in targets]
    if not 1 <= len(cells) <= max(1, mode.targets):
        raise Violation(
            "LS-5.15", QT_TRANSLATE_NOOP("LastSpell", "choose 1 to {n} direct-hit squares"), n=max(1, mode.targets)
        )
    if len(set(cells)) != len(cells):
        raise Violation("LS-5.15", QT_TRANSLATE_NOOP("LastSpell", "choose different direct-hit squares"))
    ctx = targeting.Ctx(state, h)
    for c in cells:
        problem = targeting.target_problem(state, h, mode, weapon_type, c, ctx)
        if problem:
            rule, template, params = problem
            raise Violation(rule, template, **params)
    return cells


def auto_chain(
    state: GameState, mode: AttackMode, direct: list[Cell], hero: Hero | int | None = None
) -> tuple[int, ...]:
    """A Propagation chain chosen greedily (lowest monster id first) from the monster on the
    direct-hit square, for the legal list of weapon attacks (LSH-16)."""
    if mode.propagation <= 0 or not direct:
        return ()
    board = Board(state)
    prev = board.monster_at(direct[0])
    if prev is None:
        return ()
    seen = {m.id for c in direct if (m := board.monster_at(c)) is not None}
    if hero is not None:
        seen |= combat.area_monster_ids(state, hero, mode, direct)
    chain: list[int] = []
    for _ in range(mode.propagation):
        options = sorted(combat.chain_candidates(state, prev, seen), key=lambda m: m.id)
        if not options:
            break
        prev = options[0]
        chain.append(prev.id)
        seen.add(prev.id)
    return tuple(chain)


def use_mode(
    state: GameState,
    h: Hero,
    source: str,
    mode: AttackMode,
    weapon_type: str,
    damage: int,
    direct: list[Cell],
    events: list[Event],
    colour: str | None,
    chain: tuple[int, ...],
) -> None:
    """After the costs are paid: a support mode (LS-22.34-22.38), a "move to one square" mode
    (LS-22.11), or an attack (combat.begin_attack)."""
    if mode.support is not None:
        board = Board(state)
        for c in direct:
            idx = board.hero_at(c)
            if idx is None:
                continue
            target = state.heroes[idx]
            if "recover_ap" in mode.effects:  # LS-22.34
                target.ap = min(target.ap_max, target.ap + 1)
                events.append(Event(kind="support", args={"hero": h.index, "target": idx, "effect": "recover_ap"}))
            if "recover_move" in mode.effects:  # LS-22.35
                combat.recover_tokens(target, 1, events)
                events.append(Event(kind="support", args={"hero": h.index, "target": idx, "effect": "recover_move"}))
        return
    if mode.area == "move":
        combat.move_hero(state, h, direct[0], events, by="mode")
        return
    combat.begin_attack(state, h.index, source, mode, weapon_type, damage, direct, events, colour=colour, chain=chain)


# -- apply ---------------------------------------------------------------------------------------------


def apply(state: GameState, action: _Action, events: list[Event]) -> None:
    """One action of the current hero's turn. Refusals raise Violation naming the clause."""
    h = _turn_hero(state, action)
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise Rejected("LS-16.2", QT_TRANSLATE_NOOP("LastSpell", "that is not a hero-phase action"))
    if h.trapped and not isinstance(action, (Punch, EndTurn, Pass)):
        _not_trapped(h)
    handler(state, h, action, events)
    if not isinstance(action, (EndTurn, Pass)):
        clear_decision(state)


def _raise(problem: Problem | None) -> None:
    """A refusal found by one of the *_problem predicates, raised with its clause."""
    if problem:
        rule, template, params = problem
        raise Violation(rule, template, **params)


def flip_problem(h: Hero, token: int) -> Problem | None:
    """Why the hero cannot flip movement token `token` now (LS-4.11, LS-12.14), or None."""
    if not 0 <= token < len(h.tokens):
        return ("LS-4.11", QT_TRANSLATE_NOOP("LastSpell", "the hero has no such movement token"), {})
    t = h.tokens[token]
    if t.set_aside:
        return ("LS-12.14", QT_TRANSLATE_NOOP("LastSpell", "that token was set aside by the Harpy's Screech"), {})
    if t.used:
        return ("LS-4.11", QT_TRANSLATE_NOOP("LastSpell", "that movement token is already used"), {})
    return None


def _flip(state: GameState, h: Hero, a: FlipToken, events: list[Event]) -> None:
    _raise(flip_problem(h, a.token))
    t = h.tokens[a.token]
    value = t.value
    if h.cell is not None and terrain(Board(state).bd, h.cell) == "w":
        value = max(1, value - 2)  # LS-19.2, LS-19.3, LS-A36
    if h.boots_bonus:  # LS-23.24
        value += 2
        h.boots_bonus = False
    t.used = True
    h.mp += value
    events.append(Event(kind="token_flipped", args={"hero": h.index, "token": a.token, "value": value, "mp": h.mp}))


def move_problem(state: GameState, h: Hero, to: Cell) -> Problem | None:
    board = Board(state)
    if h.on_watchtower:
        return ("LS-17.11", QT_TRANSLATE_NOOP("LastSpell", "climb down from the watchtower first (2 MP)"), {})
    if to == h.cell:
        return ("LS-4.12", QT_TRANSLATE_NOOP("LastSpell", "the hero is already there"), {})
    if board.bd.rows and terrain(board.bd, to) == "~":
        return ("LS-4.14", QT_TRANSLATE_NOOP("LastSpell", "heroes never enter the fog"), {})
    if not board.empty(to):
        return ("LS-4.13", QT_TRANSLATE_NOOP("LastSpell", "a hero can only stop on an empty square"), {})
    if to in targeting.reachable(state, h):
        return None  # within the hero's MP (the walk over the whole board only explains a refusal)
    far = targeting.reachable(state, h, mp=10_000)
    if to not in far:
        return (
            "LS-4.13",
            QT_TRANSLATE_NOOP("LastSpell", "no free path leads there (orthogonal steps through empty squares)"),
            {},
        )
    if far[to] > h.mp:
        return (
            "LS-4.12",
            QT_TRANSLATE_NOOP("LastSpell", "that square is {cost} steps away; {hero} has {mp} MP"),
            {"cost": far[to], "hero": h.name, "mp": h.mp},
        )
    return None


def _move(state: GameState, h: Hero, a: Move, events: list[Event]) -> None:
    to = tuple(a.to)
    problem = move_problem(state, h, to)  # type: ignore[arg-type]
    if problem:
        rule, template, params = problem
        raise Violation(rule, template, **params)
    cost = targeting.reachable(state, h)[to]  # type: ignore[index]
    h.mp -= cost
    h.moved_this_turn += cost
    combat.move_hero(state, h, to, events, cost=cost, by="move")  # type: ignore[arg-type]


def jump_problem(state: GameState, h: Hero, over: Cell, board: Board | None = None) -> Problem | None:
    """Why the hero cannot jump over `over` now (LS-17.11, LS-16.7, LS-16.8), or None."""
    if h.on_watchtower:
        return ("LS-17.11", QT_TRANSLATE_NOOP("LastSpell", "climb down from the watchtower first (2 MP)"), {})
    board = board or Board(state)
    landing = targeting.jump_landing(state, h, over)
    if landing is None or not board.low_obstacle(over) or board.hero_at(over) is not None or board.monster_at(over):
        return (
            "LS-16.7",
            QT_TRANSLATE_NOOP(
                "LastSpell", "Obstacle Jump goes over a low obstacle or wooden barricade next to the hero"
            ),
            {},
        )
    if not combat.stand_ok(state, landing, board):
        return ("LS-16.8", QT_TRANSLATE_NOOP("LastSpell", "the landing square beyond the obstacle is not empty"), {})
    return _mp_problem(h, 3, "LS-16.7")


def _jump(state: GameState, h: Hero, a: Jump, events: list[Event]) -> None:
    over = tuple(a.over)
    _raise(jump_problem(state, h, over))  # type: ignore[arg-type]
    landing = targeting.jump_landing(state, h, over)  # type: ignore[arg-type]
    assert landing is not None
    h.mp -= 3
    h.moved_this_turn += 2
    combat.move_hero(state, h, landing, events, cost=3, by="jump")


def _watchtower_at(state: GameState, cell: Cell) -> Structure | None:
    for s in state.structures:
        if s.kind == "watchtower" and cell in s.cells:
            return s
    return None


def climb_problem(state: GameState, h: Hero, to: Cell, board: Board | None = None) -> Problem | None:
    """Why the hero cannot climb onto or off a watchtower at `to` now (LS-17.11, LS-4.13), or None."""
    if h.cell is None or to not in orthogonal(h.cell):
        return ("LS-17.11", QT_TRANSLATE_NOOP("LastSpell", "climb onto or off a watchtower next to the hero"), {})
    board = board or Board(state)
    if h.on_watchtower:
        if not combat.stand_ok(state, to, board):
            return ("LS-4.13", QT_TRANSLATE_NOOP("LastSpell", "a hero can only climb down onto an empty square"), {})
    else:
        if _watchtower_at(state, to) is None:
            return ("LS-17.11", QT_TRANSLATE_NOOP("LastSpell", "there is no watchtower there"), {})
        if board.hero_at(to) is not None:
            return ("LS-17.11", QT_TRANSLATE_NOOP("LastSpell", "another hero stands on that watchtower"), {})
    return _mp_problem(h, 2, "LS-17.11")


def _climb(state: GameState, h: Hero, a: Climb, events: list[Event]) -> None:
    to = tuple(a.to)
    _raise(climb_problem(state, h, to))  # type: ignore[arg-type]
    up = not h.on_watchtower
    h.mp -= 2
    h.moved_this_turn += 1
    combat.move_hero(state, h, to, events, cost=2, by="climb")  # type: ignore[arg-type]
    h.on_watchtower = up


def _warp_gate_at(state: GameState, cell: Cell) -> Structure | None:
    for s in state.structures:
        if s.kind == "warp_gate" and cell in s.cells:
            return s
    return None


def warp_problem(state: GameState, h: Hero, to: Cell, board: Board | None = None) -> Problem | None:
    """Why the hero cannot teleport to `to` now (LS-17.8, LS-A41, LS-4.4), or None."""
    here = _warp_gate_at(state, h.cell) if h.cell is not None else None
    if here is None:
        return ("LS-17.8", QT_TRANSLATE_NOOP("LastSpell", "the hero must stand on a warp gate"), {})
    there = _warp_gate_at(state, to)
    if there is None or there.id == here.id:
        return ("LS-17.8", QT_TRANSLATE_NOOP("LastSpell", "teleport to another warp gate"), {})
    if not combat.stand_ok(state, to, board):
        return ("LS-A41", QT_TRANSLATE_NOOP("LastSpell", "the destination warp gate is not empty"), {})
    return _mp_problem(h, 2, "LS-17.8") or _mana_problem(h, 1)


def _warp(state: GameState, h: Hero, a: Warp, events: list[Event]) -> None:
    to = tuple(a.to)
    _raise(warp_problem(state, h, to))  # type: ignore[arg-type]
    h.mp -= 2
    h.mana -= 1
    combat.move_hero(state, h, to, events, cost=2, by="warp")  # type: ignore[arg-type]


def _attack(state: GameState, h: Hero, a: Attack, events: list[Event]) -> None:
    found = targeting.find_mode(state, h, a.weapon, a.mode)
    if found is None:
        raise Violation("LS-5.11", QT_TRANSLATE_NOOP("LastSpell", "the hero has no such weapon or attack mode"))
    weapon_type, mode = found
    weapon = content().weapons[h.weapons[a.weapon]]
    problem = mode_problem(h, weapon.id, mode)
    if problem:
        rule, template, params = problem
        raise Violation(rule, template, **params)
    direct = _check_targets(state, h, mode, weapon_type, a.targets)
    if a.colour is not None and "curse" not in mode.effects:
        raise Violation("LS-22.36", QT_TRANSLATE_NOOP("LastSpell", "only an attack with Curse chooses the dice colour"))
    combat.check_chain(state, mode, direct, a.chain, h)
    key = mode_key(weapon.id, mode.id)
    h.ap -= mode.ap
    h.mana -= mode.mana
    h.mp -= mode.mp
    h.mode_uses[key] = h.mode_uses.get(key, 0) + 1
    h.modes_this_turn.append(key)
    h.attacked_this_turn = True
    use_mode(state, h, key, mode, weapon_type, combat.weapon_damage(weapon), direct, events, a.colour, tuple(a.chain))


def scroll_problem(h: Hero, index: int) -> Problem | None:
    """Why the hero cannot cast scroll `index` now, targets aside (LS-7.14, LS-7.16), or None."""
    if not 0 <= index < len(h.scrolls) or h.scrolls[index] not in content().scrolls:
        return ("LS-7.14", QT_TRANSLATE_NOOP("LastSpell", "the hero has no such scroll"), {})
    return _mana_problem(h, content().scrolls[h.scrolls[index]].mode.mana)  # LS-7.16


def _scroll(state: GameState, h: Hero, a: CastScroll, events: list[Event]) -> None:
    _raise(scroll_problem(h, a.scroll))
    scroll = content().scrolls[h.scrolls[a.scroll]]
    mode = scroll.mode
    direct = _check_targets(state, h, mode, "magic", a.targets)
    h.mana -= mode.mana  # no AP (LS-16.4), not the turn's attack (LS-16.11), no use limit (LS-7.16)
    choices.cast_scroll(state, h, f"scroll/{scroll.id}", direct, events)  # Curse, Propagation: the player's


def _trap_of(state: GameState, hero_index: int) -> Monster | None:
    for m in state.monsters:
        if m.trapping == hero_index:
            return m
    return None


def _frees(state: GameState, h: Hero, target: Cell, board: Board) -> int | None:
    """The trapped hero a punch at `target` frees (LS-21.31 (A)), or None."""
    if h.trapped and target == h.cell:
        return None  # the own trap is punched as a monster
    other = board.hero_at(target)
    return other if other is not None and state.heroes[other].trapped else None


def punch_problem(state: GameState, h: Hero, target: Cell, board: Board | None = None) -> Problem | None:
    """Why the hero cannot punch `target` now (LS-16.11, LS-16.9, LS-4.7), or None: a monster or a
    trapped hero next to the hero, or the hero's own trap (LS-21.30)."""
    if h.attacked_this_turn:
        return ("LS-16.11", QT_TRANSLATE_NOOP("LastSpell", "only one attack (punch included) per turn"), {})
    problem = _ap_problem(h, 1, "LS-16.9")
    if problem:
        return problem
    board = board or Board(state)
    own_trap = h.trapped and target == h.cell
    if not own_trap and (h.cell is None or target not in orthogonal(h.cell)):
        return (
            "LS-4.7",
            QT_TRANSLATE_NOOP("LastSpell", "a punch hits a square next to the hero (north, east, south or west)"),
            {},
        )
    if _frees(state, h, target, board) is None and board.monster_at(target) is None:
        return ("LS-4.7", QT_TRANSLATE_NOOP("LastSpell", "a punch attacks a monster"), {})
    return None


def _punch(state: GameState, h: Hero, a: Punch, events: list[Event]) -> None:
    target = as_cell(a.target)
    board = Board(state)
    _raise(punch_problem(state, h, target, board))
    other = _frees(state, h, target, board)
    if other is not None:
        # LS-21.31 (A), LS-A32: another hero's punch frees a trapped hero, no dice, no damage
        h.ap -= 1
        h.attacked_this_turn = True
        trap = _trap_of(state, other)
        state.heroes[other].trapped = False
        events.append(Event(kind="hero_freed", args={"hero": other, "by": h.index}))
        if trap is not None:
            state.monsters = [m for m in state.monsters if m.id != trap.id]
            events.append(
                Event(
                    kind="trap_removed",
                    args={"monster": trap.id, "monster_kind": trap.kind, "cell": list(trap.cell), "hero": other},
                )
            )
        return
    h.ap -= 1
    h.attacked_this_turn = True
    combat.begin_attack(state, h.index, "punch", combat.PUNCH_MODE, "melee", 1, [target], events)  # LS-A21


def defence_up_problem(h: Hero) -> Problem | None:
    """Why the hero cannot take Defence Up now (LS-4.9, LS-16.10), or None."""
    if h.defence_up_used_phase:
        return ("LS-4.9", QT_TRANSLATE_NOOP("LastSpell", "Defence Up at most once per hero phase"), {})
    return _ap_problem(h, 1, "LS-16.10")


def _defence_up(state: GameState, h: Hero, a: DefenceUp, events: list[Event]) -> None:
    _raise(defence_up_problem(h))
    h.ap -= 1
    h.defence_up = True
    h.defence_up_used_phase = True
    events.append(Event(kind="defence_up", args={"hero": h.index}))


def potion_problem(h: Hero, index: int) -> tuple[str, str] | None:
    if not 0 <= index < len(h.potions):
        return ("LS-7.7", QT_TRANSLATE_NOOP("LastSpell", "the hero has no such potion"))
    colour = h.potions[index].colour
    if colour == "green" and not any(t.used and not t.set_aside for t in h.tokens):
        return ("LS-7.8", QT_TRANSLATE_NOOP("LastSpell", "no used movement token to recover"))
    if colour == "red" and h.wounds <= 0:
        return ("LS-7.9", QT_TRANSLATE_NOOP("LastSpell", "the hero has no wound to heal"))
    if colour == "blue" and h.mana >= h.mana_max:
        return ("LS-7.10", QT_TRANSLATE_NOOP("LastSpell", "the hero's mana is already at its maximum"))
    if colour == "yellow" and h.ap >= h.ap_max:
        return ("LS-7.11", QT_TRANSLATE_NOOP("LastSpell", "no spent AP to recover"))
    return None


def _potion(state: GameState, h: Hero, a: UsePotion, events: list[Event]) -> None:
    problem = potion_problem(h, a.potion)
    if problem:
        raise Violation(*problem)
    potion = h.potions[a.potion]
    amount = content().potions[potion.colour].amount if potion.colour in content().potions else 1
    if potion.colour == "green":
        done = combat.recover_tokens(h, amount, events)  # LS-7.8, LS-A58
    elif potion.colour == "red":
        done = min(amount, h.wounds)  # LS-7.9
        h.wounds -= done
    elif potion.colour == "blue":
        done = combat.recover_mana(h, amount, events)  # LS-7.10
    else:
        done = min(amount, h.ap_max - h.ap)  # LS-7.11
        h.ap += done
    if potion.half:  # LS-7.12: the second use discards it
        h.potions.pop(a.potion)
    else:
        potion.half = True
    events.append(Event(kind="potion_used", args={"hero": h.index, "colour": potion.colour, "amount": done}))


def _recover(state: GameState, h: Hero, a: RecoverArmour, events: list[Event]) -> None:
    combat.recover_armour(state, h, a.slot, events)


def boots_problem(h: Hero, slot: int) -> Problem | None:
    """Why armour `slot` cannot be used as Running Boots now (LS-23.24, LS-7.4), or None."""
    card = content().armour.get(h.armour[slot].card) if 0 <= slot < len(h.armour) else None
    if card is None or "running_boots" not in card.on_use:
        return ("LS-23.24", QT_TRANSLATE_NOOP("LastSpell", "that card is not Running Boots"), {})
    if h.armour[slot].exhausted:
        return ("LS-7.4", QT_TRANSLATE_NOOP("LastSpell", "that armour card is exhausted until it is recovered"), {})
    if h.boots_bonus:
        return ("LS-23.24", QT_TRANSLATE_NOOP("LastSpell", "the next movement token already gives +2 MP"), {})
    return None


def _boots(state: GameState, h: Hero, a: UseBoots, events: list[Event]) -> None:
    _raise(boots_problem(h, a.slot))
    h.armour[a.slot].exhausted = True
    h.boots_bonus = True
    events.append(Event(kind="boots_used", args={"hero": h.index}))


def _structure(state: GameState, sid: int, kind: str) -> Structure | None:
    for s in state.structures:
        if s.id == sid and s.kind == kind:
            return s
    return None


def ballista_problem(state: GameState, sid: int, target: Cell | None = None) -> Problem | None:
    """Why ballista `sid` cannot fire (at `target`) now (LS-17.2, LS-17.3), or None."""
    s = _structure(state, sid, "ballista")
    if s is None:
        return ("LS-17.2", QT_TRANSLATE_NOOP("LastSpell", "there is no such ballista"), {})
    if s.used:
        return ("LS-17.3", QT_TRANSLATE_NOOP("LastSpell", "a ballista fires once per hero phase"), {})
    if target is not None and target not in set(targeting.facility_range(state, s)):
        return ("LS-17.2", QT_TRANSLATE_NOOP("LastSpell", "a ballista shoots into its own or an adjacent sector"), {})
    if target is not None:
        return facility_target_problem(state, "ballista", target)
    return None


def catapult_problem(state: GameState, sid: int, target: Cell | None = None) -> Problem | None:
    """Why catapult `sid` cannot fire (at `target`) now (LS-17.5), or None."""
    s = _structure(state, sid, "catapult")
    if s is None:
        return ("LS-17.5", QT_TRANSLATE_NOOP("LastSpell", "there is no such catapult"), {})
    if s.projectiles <= 0:
        return ("LS-17.5", QT_TRANSLATE_NOOP("LastSpell", "the catapult has no projectile token left"), {})
    if target is not None and target not in set(targeting.facility_range(state, s)):
        return ("LS-17.5", QT_TRANSLATE_NOOP("LastSpell", "a catapult shoots into an adjacent or a far sector"), {})
    if target is not None:
        return facility_target_problem(state, "catapult", target)
    return None


def facility_target_problem(
    state: GameState, kind: str, target: Cell, monsters: set[Cell] | None = None
) -> Problem | None:
    """Why a facility's shot at `target` (in range) is refused, or None; legal_actions lists the
    targets this accepts (`monsters`: `_monster_cells`, computed once there). A ballista shoots
    at 「対象1つ」, one target: a monster on that square (LS-17.2). A catapult's direct-hit square
    may be any square whatever stands on it (LS-17.7), but its 3 x 3 area must hold a monster
    (ruling LSH-16: a shot at nothing only wastes a projectile token)."""
    cells = _monster_cells(state) if monsters is None else monsters
    if kind == "ballista":
        if target not in cells:
            return ("LS-17.2", QT_TRANSLATE_NOOP("LastSpell", "a ballista shoots at a monster"), {})
    elif not cells & set(targeting.facility_area("square9", target, state)):
        return (
            "LS-17.7",
            QT_TRANSLATE_NOOP("LastSpell", "fire the catapult where its 3 x 3 area holds a monster"),
            {},
        )
    return None


def _ballista(state: GameState, h: Hero, a: FireBallista, events: list[Event]) -> None:
    target = as_cell(a.target)
    _raise(ballista_problem(state, a.structure, target))
    s = _structure(state, a.structure, "ballista")
    assert s is not None  # ballista_problem refuses a missing one
    s.used = True
    events.append(
        Event(kind="facility_fired", args={"hero": h.index, "structure": s.id, "kind": s.kind, "target": list(target)})
    )
    combat.begin_attack(state, h.index, "ballista", combat.BALLISTA_MODE, "facility", 1, [target], events)


def _catapult(state: GameState, h: Hero, a: FireCatapult, events: list[Event]) -> None:
    target = as_cell(a.target)
    _raise(catapult_problem(state, a.structure, target))
    s = _structure(state, a.structure, "catapult")
    assert s is not None  # catapult_problem refuses a missing one
    s.projectiles -= 1
    events.append(
        Event(kind="facility_fired", args={"hero": h.index, "structure": s.id, "kind": s.kind, "target": list(target)})
    )
    combat.begin_attack(state, h.index, "catapult", combat.CATAPULT_MODE, "facility", 1, [target], events)


def _end_turn(state: GameState, h: Hero, a: EndTurn | Pass, events: list[Event]) -> None:
    passed = isinstance(a, Pass)
    if passed:
        h.passed = True  # LS-16.13
    _reset_turn(h)
    events.append(Event(kind="turn_ended", args={"hero": h.index, "passed": passed}))
    j = _next_eligible(state, state.flow.turn + 1)
    state.flow.turn = j if j is not None else len(state.flow.turn_order)
    state.flow.hero = None
    clear_decision(state)
    if j is not None:
        events.append(Event(kind="hero_turn", args={"hero": state.flow.turn_order[j]}))


# each handler takes its own action class (the key): the table erases which
_HANDLERS: dict[type[_Action], Callable[[GameState, Hero, Any, list[Event]], None]] = {
    FlipToken: _flip,
    Move: _move,
    Jump: _jump,
    Climb: _climb,
    Warp: _warp,
    Attack: _attack,
    CastScroll: _scroll,
    Punch: _punch,
    DefenceUp: _defence_up,
    UsePotion: _potion,
    RecoverArmour: _recover,
    UseBoots: _boots,
    FireBallista: _ballista,
    FireCatapult: _catapult,
    EndTurn: _end_turn,
    Pass: _end_turn,
}


# -- legal actions --------------------------------------------------------------------------------------

_MOVING = ("follow_up", "mobility")
_MAX_COMBOS = 40


def _monster_cells(state: GameState) -> set[Cell]:
    cells: set[Cell] = set()
    for m in state.monsters:
        if not m.on_cliff and m.trapping is None:  # a trap under a hero is reached only by a punch (LSG-8)
            cells.update(combat.monster_cells(m))
    return cells


def _mode_targets(
    state: GameState, h: Hero, mode: AttackMode, weapon_type: str, ctx: targeting.Ctx, monsters: set[Cell]
) -> list[tuple[Cell, ...]]:
    """Direct-hit choices worth listing: every square for support, moving and Follow-up / Mobility
    modes; else the squares whose attack area holds a monster (LSH-12). Several direct-hit squares
    (Magic Missile): the squares holding monsters, up to `targets` of them."""
    if mode.support is not None or mode.area in ("move", "line3_move") or any(e in mode.effects for e in _MOVING):
        useful = targeting.direct_hit_cells(state, h, mode, weapon_type, ctx)
    else:
        bd, origin = ctx.board.bd, h.cell

        def reaches_a_monster(cell: Cell) -> bool:
            assert origin is not None  # direct_hit_cells asks nothing for a hero off the board
            return not monsters.isdisjoint(targeting.area_cells(bd, mode.area, origin, cell))

        useful = targeting.direct_hit_cells(state, h, mode, weapon_type, ctx, among=reaches_a_monster)
    n = max(1, mode.targets)
    if n == 1:
        return [(c,) for c in useful]
    occupied = [c for c in useful if c in monsters]
    if not occupied:
        return []
    k = min(n, len(occupied))
    result: list[tuple[Cell, ...]] = []
    for combo in combinations(occupied, k):
        result.append(combo)
        if len(result) >= _MAX_COMBOS:
            break
    return result


def legal_actions(state: GameState, hero_index: int) -> list[Action]:
    """Every choice of the hero whose turn it is (attacks: see `_mode_targets`; Curse: no colour and
    both colours; Propagation: no chain and the greedy chain). A trapped hero only punches or
    ends its turn (LS-21.30)."""
    h = current_hero(state)
    if (
        state.result is not None
        or state.phase != "hero"
        or state.flow.decision != "turn"
        or h is None
        or h.index != hero_index
        or not _present(h)
    ):
        return []
    board = Board(state)
    acts = _legal_punches(state, h, board)
    if h.trapped:
        return acts + _turn_ends(h)
    monsters = _monster_cells(state)
    acts += _legal_flips(h)
    acts += _legal_movement(state, h, board)
    ctx = targeting.Ctx(state, h, board)
    acts += _legal_attacks(state, h, ctx, monsters)
    acts += _legal_scrolls(state, h, ctx, monsters)
    acts += _legal_upkeep(state, h)
    acts += _legal_facilities(state, h, monsters)
    return acts + _turn_ends(h)


def _turn_ends(h: Hero) -> list[Action]:
    """LS-16.12, LS-16.13: end the turn, or pass for the rest of the phase."""
    return [EndTurn(player=h.owner, hero=h.index), Pass(player=h.owner, hero=h.index)]


def _legal_punches(state: GameState, h: Hero, board: Board) -> list[Action]:
    """LS-4.7, LS-16.9, LS-21.31: the squares next to the hero, and a trapped hero's own square."""
    if h.attacked_this_turn or h.ap < 1 or h.cell is None:
        return []
    spots = list(orthogonal(h.cell)) + ([h.cell] if h.trapped else [])
    return [Punch(player=h.owner, hero=h.index, target=c) for c in spots if punch_problem(state, h, c, board) is None]


def _legal_flips(h: Hero) -> list[Action]:
    """LS-4.11: one unused token of each value (tokens of the same value are the same choice)."""
    acts: list[Action] = []
    seen_values: set[int] = set()
    for k, t in enumerate(h.tokens):
        if flip_problem(h, k) is None and t.value not in seen_values:
            seen_values.add(t.value)
            acts.append(FlipToken(player=h.owner, hero=h.index, token=k))
    return acts


def _legal_movement(state: GameState, h: Hero, board: Board) -> list[Action]:
    """LS-4.12 moves, LS-16.7 Obstacle Jumps, LS-17.11 climbs, LS-17.8 warps."""
    p, i = h.owner, h.index
    acts: list[Action] = [Move(player=p, hero=i, to=c) for c in sorted(targeting.reachable(state, h, board=board))]
    if h.cell is None:
        return acts
    if h.mp >= 3 and not h.on_watchtower:
        acts += [Jump(player=p, hero=i, over=c) for c in orthogonal(h.cell) if jump_problem(state, h, c, board) is None]
    if h.mp >= 2:
        acts += [Climb(player=p, hero=i, to=c) for c in orthogonal(h.cell) if climb_problem(state, h, c, board) is None]
        if _warp_gate_at(state, h.cell) is not None and h.mana >= 1:
            acts += [
                Warp(player=p, hero=i, to=c)
                for s in state.structures
                if s.kind == "warp_gate"
                for c in s.cells
                if warp_problem(state, h, c, board) is None
            ]
    return acts


def _legal_attacks(state: GameState, h: Hero, ctx: targeting.Ctx, monsters: set[Cell]) -> list[Action]:
    """LS-5.11, LS-5.12, LS-16.3: each usable weapon mode at each target choice."""
    if h.attacked_this_turn:
        return []
    acts: list[Action] = []
    for wi, wid in enumerate(h.weapons):
        weapon = content().weapons.get(wid)
        if weapon is None:
            continue
        for mode in weapon.modes:
            if mode_problem(h, weapon.id, mode) is not None:
                continue
            for targets in _mode_targets(state, h, mode, weapon.type, ctx, monsters):
                acts += _attack_variants(state, h, wi, mode, targets)
    return acts


def _attack_variants(
    state: GameState, h: Hero, weapon: int, mode: AttackMode, targets: tuple[Cell, ...]
) -> list[Action]:
    """One attack at `targets`: with Curse (LS-22.36) no colour or either colour, with Propagation
    (LSH-16) no chain or the greedy chain."""
    colours: list[Literal["blue", "orange"] | None] = [None, "blue", "orange"] if "curse" in mode.effects else [None]
    chains: list[tuple[int, ...]] = [()]
    if mode.propagation > 0:
        auto = auto_chain(state, mode, list(targets), h)
        if auto:
            chains.append(auto)
    return [
        Attack(player=h.owner, hero=h.index, weapon=weapon, mode=mode.id, targets=targets, colour=colour, chain=chain)
        for colour in colours
        for chain in chains
    ]


def _legal_scrolls(state: GameState, h: Hero, ctx: targeting.Ctx, monsters: set[Cell]) -> list[Action]:
    """LS-7.14 to LS-7.16: each scroll the hero has the mana for, at each target choice."""
    acts: list[Action] = []
    for si, sid in enumerate(h.scrolls):
        if scroll_problem(h, si) is not None:
            continue
        mode = content().scrolls[sid].mode
        acts += [
            CastScroll(player=h.owner, hero=h.index, scroll=si, targets=targets)
            for targets in _mode_targets(state, h, mode, "magic", ctx, monsters)
        ]
    return acts


def _legal_upkeep(state: GameState, h: Hero) -> list[Action]:
    """Defence Up (LS-4.9, LS-16.10), potions (LS-7.7 to LS-7.12), armour recovery (LS-7.6) and
    Running Boots (LS-23.24)."""
    p, i = h.owner, h.index
    acts: list[Action] = []
    if defence_up_problem(h) is None:
        acts.append(DefenceUp(player=p, hero=i))
    acts += [UsePotion(player=p, hero=i, potion=k) for k in range(len(h.potions)) if potion_problem(h, k) is None]
    for k in range(len(h.armour)):
        if combat.recover_problem(state, h, k) is None:
            acts.append(RecoverArmour(player=p, hero=i, slot=k))
        if boots_problem(h, k) is None:
            acts.append(UseBoots(player=p, hero=i, slot=k))
    return acts


def _legal_facilities(state: GameState, h: Hero, monsters: set[Cell]) -> list[Action]:
    """LS-17.2 to LS-17.7: a ballista or catapult fired where it would hit a monster; apply refuses
    the other squares in range with the same check (`facility_target_problem`, ruling LSH-16)."""
    p, i = h.owner, h.index
    acts: list[Action] = []
    for s in state.structures:
        if s.kind == "ballista" and ballista_problem(state, s.id) is None:
            acts += [
                FireBallista(player=p, hero=i, structure=s.id, target=c)
                for c in targeting.facility_range(state, s)
                if facility_target_problem(state, s.kind, c, monsters) is None
            ]
        elif s.kind == "catapult" and catapult_problem(state, s.id) is None:
            acts += [
                FireCatapult(player=p, hero=i, structure=s.id, target=c)
                for c in targeting.facility_range(state, s)
                if facility_target_problem(state, s.kind, c, monsters) is None
            ]
    return acts


__all__ = [
    "advance",
    "apply",
    "auto_chain",
    "current_hero",
    "legal_actions",
    "mode_key",
    "mode_problem",
    "move_problem",
    "potion_problem",
    "start",
    "use_mode",
]
