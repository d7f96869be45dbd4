"""Rook & Raiders base rules RR-12 … RR-19: Invasion, monster movement and attacks, Summon,
End processing, boons, and victory for 1 and for 2-4 players.

Every test names the clause it checks (digest ../shared/rules/rook-raiders-base.md). Geometry is
ruling RR-A1: "1-A" is next to the castle, "6-A" is the magic circle of line A, monsters move
right (towards column 1) and act in the order 1-A, 1-B, 1-C, 2-A … 6-C.
"""

from __future__ import annotations

import copy

import pytest

from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.games.rook_raiders import rules
from rookraiders_desktop.engine.games.rook_raiders.actions import (
    AcceptRoll,
    ChooseCommand,
    DeclareVictory,
    Decline,
    EndUnitAction,
    LevelUp,
    MoveUnit,
    Recruit,
    RemoveMarkers,
    Reroll,
    StartAction,
    SupportHeal,
    UseSkill,
)
from rookraiders_desktop.engine.games.rook_raiders.content import load_content
from rookraiders_desktop.engine.games.rook_raiders.models import SCAN_ORDER, Invasion, MonsterPiece, UnitPiece
from tests.engine.rr_helpers import GAME, choose, clear_boards, kinds, legal, new_state, run_invasion, s

C = load_content()


# --- builders local to this file ---------------------------------------------------------------


def fresh(players: int = 1, start: int = 0, seed: int = 1, **options):
    """A game after setup with empty boards and no decision pending, in round 1."""
    state = new_state(players, seed, **options)
    clear_boards(state)
    f = state.flow
    f.round = 1
    f.start_player = start
    f.pending = []
    f.decision = None
    f.decider = None
    return state


def unit(state, player: int, square: str, def_id: str, damage: int = 0, acted: bool = False) -> UnitPiece:
    """Put a unit card of that kind on a board, taking the card from wherever it lies."""
    p = state.players[player]
    piles = [
        p.hand,
        state.unit_deck,
        state.mercenaries,
        state.unit_discard,
        *state.levelup_piles.values(),
        *(o.hand for o in state.players),
    ]
    for pile in piles:
        uid = next((u for u in pile if state.unit_cards[u] == def_id), None)
        if uid is not None:
            pile.remove(uid)
            break
    else:
        raise LookupError(def_id)
    piece = UnitPiece(card=uid, damage=damage, acted=acted)
    p.board[s(square)] = piece
    return piece


def monster_card(state, kind: str) -> str:
    """A monster card of that kind taken out of play: the bottom of its black pile; when a test
    needs more cards of a kind than the box holds, an extra card of that kind is made up."""
    pile = state.black_piles[kind]
    if pile:
        return pile.pop()
    uid = f"x_{kind}_{len(state.monster_cards)}"
    state.monster_cards[uid] = kind
    return uid


def monster(state, player: int, square: str, kind: str, damage: int = 0) -> MonsterPiece:
    piece = MonsterPiece(card=monster_card(state, kind), damage=damage)
    state.players[player].board[s(square)] = piece
    return piece


def white(state, kind: str) -> str:
    """A white card of that kind that is not on any board (for building the white deck)."""
    used = {pc.card for p in state.players for pc in p.board if isinstance(pc, MonsterPiece)}
    return next(u for u in state.white_cards if state.monster_cards[u] == kind and u not in used)


def at(state, player: int, square: str):
    return state.players[player].board[s(square)]


def invade(state, scan_from: str | None = None) -> list:
    """Run step 5 (Invasion) alone on the current boards; stops after it or at a decision."""
    events: list = []
    f = state.flow
    f.command = None
    f.window = None
    f.decision = None
    f.decider = None
    f.step = "invasion"
    f.invasion = Invasion(players=rules.clockwise_from(state, f.start_player))
    if scan_from is not None:
        f.invasion.scan_pos = SCAN_ORDER.index(s(scan_from))
    rules._advance_invasion(state, events)
    return events


def summon(state) -> list:
    """Run step 6 (Summon) alone."""
    events: list = []
    rules._summon_step(state, events)
    return events


def args(events, kind: str) -> list[dict]:
    return [e.args for e in events if e.kind == kind]


def moves(events) -> list[tuple[int, int, int]]:
    return [(a["player"], a["frm"], a["to"]) for a in args(events, "monster_move")]


def all_face_down(state) -> None:
    for chip in state.chips:
        chip.face_up = False


def refused(state, action, rule: str) -> RuleViolation:
    """The action is refused naming `rule`, and the state is exactly as before. (The engine
    restores the state's fields from a snapshot: fetch players and pieces again afterwards.)"""
    before = state.model_dump()
    with pytest.raises(RuleViolation) as err:
        GAME.apply(state, action)
    assert err.value.rule == rule
    assert state.model_dump() == before
    return err.value


def to_actions(state, command: str = "ambush", leader: int = 0):
    choose(state, command, leader)
    assert state.flow.decision == "actions" and state.flow.decider == leader
    return state


# --- RR-12 Invasion -------------------------------------------------------------------------------


def test_rr_12_1_every_board_is_invaded_separately():
    state = fresh(2)
    monster(state, 0, "5-A", "goblin")
    monster(state, 1, "5-A", "goblin")
    unit(state, 1, "3-A", "warrior_star")  # only on player 2's board
    events = invade(state)
    # the same monster on the same square ends differently on each board
    assert moves(events) == [(0, s("5-A"), s("3-A")), (1, s("5-A"), s("4-A"))]
    assert isinstance(at(state, 0, "3-A"), MonsterPiece) and at(state, 0, "5-A") is None
    assert isinstance(at(state, 1, "4-A"), MonsterPiece) and isinstance(at(state, 1, "3-A"), UnitPiece)


def test_rr_12_2_scan_order_castle_end_first_then_lines():
    state = fresh()
    for sq_ in ("6-A", "3-C", "4-B", "3-A", "5-C"):
        monster(state, 0, sq_, "goblin")
    events = invade(state)
    assert moves(events) == [
        (0, s("3-A"), s("1-A")),
        (0, s("3-C"), s("1-C")),
        (0, s("4-B"), s("2-B")),
        (0, s("5-C"), s("3-C")),
        (0, s("6-A"), s("4-A")),
    ]


def test_rr_12_2_each_square_checked_on_the_live_board():
    # 3-B acts first and frees its square, so the Skeleton behind steps into it (no jump);
    # each monster acts exactly once (RR-A2)
    state = fresh()
    front = monster(state, 0, "3-B", "skeleton")
    back = monster(state, 0, "4-B", "skeleton")
    events = invade(state)
    assert moves(events) == [(0, s("3-B"), s("2-B")), (0, s("4-B"), s("3-B"))]
    assert at(state, 0, "2-B") is front and at(state, 0, "3-B") is back


def test_rr_12_3_a_monster_attacks_or_moves_never_both():
    state = fresh()
    skel = monster(state, 0, "5-A", "skeleton")
    w = unit(state, 0, "3-A", "warrior_star")  # square 2 of the Skeleton's range
    events = invade(state)
    assert kinds(events) == ["monster_attack", "unit_damage"]
    assert at(state, 0, "5-A") is skel and w.damage == 2


def test_rr_12_4_a_unit_in_range_means_attack():
    state = fresh()
    monster(state, 0, "4-B", "golem")
    w = unit(state, 0, "3-C", "warrior_star")  # the Golem's square 3 (ahead, one line down)
    events = invade(state)
    assert [(e.kind, e.args) for e in events] == [
        (
            "monster_attack",
            {"player": 0, "square": s("4-B"), "monster": "ゴーレム", "targets": [s("3-C")], "damage": 2},
        ),
        ("unit_damage", {"player": 0, "square": s("3-C"), "amount": 2, "unit": "ウォーリア★", "total": 2, "hp": 3}),
    ]
    assert w.damage == 2


def test_rr_12_5_bonus_move_only_after_a_faint():
    state = fresh()
    monster(state, 0, "4-A", "goblin")
    thief = unit(state, 0, "3-A", "thief_star", damage=1)  # HP 2: the Goblin's 1 damage knocks it out
    monster(state, 0, "4-C", "goblin")
    unit(state, 0, "3-C", "knight")  # HP 5: survives, so no bonus move
    events = invade(state)
    assert kinds(events) == [
        "monster_attack",
        "unit_damage",
        "faint",
        "bonus_move",
        "monster_move",
        "monster_attack",
        "unit_damage",
    ]
    assert moves(events) == [(0, s("4-A"), s("2-A"))]
    assert thief.card in state.players[0].hand
    assert isinstance(at(state, 0, "4-C"), MonsterPiece)


def test_rr_12_6_no_unit_in_range_means_full_move():
    state = fresh()
    monster(state, 0, "6-B", "goblin")  # movement 2
    monster(state, 0, "6-C", "troll")  # movement 1
    unit(state, 0, "2-A", "warrior_star")  # in no range
    events = invade(state)
    assert kinds(events) == ["monster_move", "monster_move"]
    assert moves(events) == [(0, s("6-B"), s("4-B")), (0, s("6-C"), s("5-C"))]


# --- RR-13 Monster movement, breach, elimination --------------------------------------------------


def test_rr_13_1_monster_keeps_its_cubes_when_moving():
    state = fresh()
    gob = monster(state, 0, "5-B", "goblin", damage=1)
    invade(state)
    assert at(state, 0, "3-B") is gob and gob.damage == 1


def test_rr_13_2_monster_moves_right_in_its_line_as_far_as_it_can():
    state = fresh()
    monster(state, 0, "6-A", "goblin")
    unit(state, 0, "4-B", "warrior_star")  # other line: no effect on line A
    events = invade(state)
    assert moves(events) == [(0, s("6-A"), s("4-A"))]
    assert at(state, 0, "5-A") is None and at(state, 0, "3-A") is None


def test_rr_13_3_monster_jumps_over_monsters():
    # Two Golems stay to attack units; the Skeleton behind them (movement 1) jumps the whole run
    state = fresh()
    monster(state, 0, "2-A", "golem")
    unit(state, 0, "1-B", "warrior_star")
    monster(state, 0, "3-A", "golem")
    unit(state, 0, "2-B", "knight")
    skel = monster(state, 0, "4-A", "skeleton")
    events = invade(state)
    assert [a["monster"] for a in args(events, "monster_attack")] == ["ゴーレム", "ゴーレム"]
    assert moves(events) == [(0, s("4-A"), s("1-A"))]
    assert at(state, 0, "1-A") is skel


def test_rr_13_3_jumping_costs_nothing_destination_first():
    # ruling RR-A3 (c): a Goblin (movement 2) with a monster 1 ahead and a free square 2 ahead
    # lands 2 ahead, not 3
    state = fresh()
    monster(state, 0, "4-A", "golem")
    unit(state, 0, "3-B", "knight")  # the Golem attacks it and stays
    gob = monster(state, 0, "5-A", "goblin")
    invade(state)
    assert at(state, 0, "3-A") is gob and at(state, 0, "2-A") is None


def test_rr_13_4_monster_stops_before_a_unit():
    state = fresh()
    gob = monster(state, 0, "5-A", "goblin")
    unit(state, 0, "3-A", "warrior_star")  # 2 ahead: outside the Goblin's range, on its destination
    events = invade(state)
    assert moves(events) == [(0, s("5-A"), s("4-A"))]
    assert at(state, 0, "4-A") is gob


def test_rr_13_5_move_cancelled_when_no_square_can_be_reached():
    state = fresh()
    monster(state, 0, "5-A", "golem")
    w = unit(state, 0, "4-A", "warrior_star")  # the Golem attacks it; the Goblin cannot pass it
    gob = monster(state, 0, "6-A", "goblin")
    events = invade(state)
    assert args(events, "monster_blocked") == [{"player": 0, "square": s("6-A"), "monster": "ゴブリン"}]
    assert moves(events) == []
    assert at(state, 0, "6-A") is gob and w.damage == 2


def test_rr_13_6_moving_past_the_right_edge_is_a_breach():
    state = fresh(2)
    gob = monster(state, 0, "2-C", "goblin")  # movement 2: one square past 1-C
    events = invade(state)
    assert args(events, "breach") == [{"player": 0, "monster": "ゴブリン", "colour": "blue"}]
    assert at(state, 0, "2-C") is None and at(state, 0, "1-C") is None
    assert state.players[0].castle == [gob.card]


def test_rr_13_7_red_breach_eliminates_at_once():
    state = fresh(3)
    dragon = monster(state, 1, "1-B", "dragon")
    later = monster(state, 1, "5-C", "goblin")  # would act after the breach: abandoned (RR-A2)
    monster(state, 2, "5-C", "goblin")
    events = invade(state)
    assert args(events, "eliminated") == [{"player": 1, "rule": "RR-13.7"}]
    assert state.players[1].eliminated and state.players[1].castle == [dragon.card]
    assert at(state, 1, "5-C") is later  # its board's Invasion stopped
    assert moves(events) == [(2, s("5-C"), s("3-C"))]  # the next board is still invaded
    assert state.result is None and state.active_players == [0, 2]


def test_rr_13_8_first_blue_breach_is_kept_face_up():
    state = fresh(2)
    gob = monster(state, 0, "1-A", "goblin")
    events = invade(state)
    assert "eliminated" not in kinds(events)
    assert state.players[0].castle == [gob.card] and not state.players[0].eliminated
    assert rules.threat(state, 0) == 1  # it counts towards the threat total
    assert state.result is None


def test_rr_13_9_second_blue_breach_eliminates():
    state = fresh(3)
    state.players[0].castle = [monster_card(state, "skeleton")]
    monster(state, 0, "1-A", "goblin")
    events = invade(state)
    assert args(events, "eliminated") == [{"player": 0, "rule": "RR-13.9"}]
    assert state.players[0].eliminated and state.result is None


def test_rr_13_10_solo_any_breach_loses():
    state = fresh(1)
    monster(state, 0, "1-A", "goblin")  # blue
    events = invade(state)
    assert kinds(events)[-1] == "game_over"
    assert state.result is not None and state.result.winners == [] and not state.result.draw
    assert state.result.reason.startswith("RR-18.2")


def test_rr_13_11_game_continues_with_the_rules_for_fewer_players():
    # 4 -> 3: the Command card reset (skipped with 4) is done again and Support goes to 1 player
    state = fresh(4)
    monster(state, 3, "1-A", "dragon")
    for sq_ in ("6-A", "6-B", "6-C"):
        monster(state, 0, sq_, "troll")
    for sq_ in ("6-A", "6-B"):
        monster(state, 1, sq_, "troll")
    monster(state, 2, "6-A", "troll")
    events = run_invasion(state)
    assert args(events, "eliminated") == [{"player": 3, "rule": "RR-13.7"}]
    assert state.result is None
    assert args(events, "support")[0]["players"] == [0]  # 4 players would support 0 and 1
    assert "commands_shuffled" in kinds(events)
    assert state.flow.step == "turns" and state.flow.decider in (0, 1, 2)


def test_rr_13_12_last_player_standing_wins():
    state = fresh(2)
    monster(state, 1, "1-C", "lich")
    events = invade(state)
    assert kinds(events)[-2:] == ["eliminated", "game_over"]
    assert state.result.winners == [0] and state.result.reason.startswith("RR-13.12")


def test_rr_13_12_everyone_out_in_one_invasion_goes_to_the_tie_break():
    # ruling RR-A16: both fall in the same Invasion: most honour marks wins
    state = fresh(2)
    monster(state, 0, "1-A", "dragon")
    monster(state, 1, "1-A", "lich")
    state.players[1].honour_tokens = 2
    invade(state)
    assert state.players[0].eliminated and state.players[1].eliminated
    assert state.result.winners == [1] and not state.result.draw


def test_rr_13_13_support_counts_only_players_still_in_the_game():
    state = fresh(4)
    counts = {0: 5, 1: 4, 2: 1, 3: 9}
    lines = ["A", "B", "C"]
    for seat, n in counts.items():
        for i in range(n):
            monster(state, seat, f"{6 - i // 3}-{lines[i % 3]}", "goblin")
    events: list = []
    rules._setup_support(state, events)
    assert args(events, "support")[0]["players"] == [3, 0]  # 4 players: 2 supported
    state.players[3].eliminated = True
    events = []
    rules._setup_support(state, events)
    assert args(events, "support")[0]["players"] == [0]  # 3 players: 1; the eliminated is not ranked
    assert "3" not in args(events, "support")[0]["counts"]


def test_rr_13_14_eliminated_player_takes_no_more_turns():
    state = fresh(3)
    state.players[1].eliminated = True
    golds = [p.gold for p in state.players]
    choose(state, "reward", 0)
    assert GAME.to_move(state) == [2]  # player 1 is skipped
    assert [p.gold for p in state.players] == [golds[0] + 4, golds[1], golds[2] + 2]


# --- RR-14 Monster attacks -----------------------------------------------------------------------


def test_rr_14_1_monster_damage_is_fixed_no_dice():
    state = fresh()
    monster(state, 0, "5-A", "skeleton")
    w = unit(state, 0, "3-A", "warrior_star")
    state.rng.forced = [6, 6, 6, 6]
    counter = state.rng.counter
    invade(state)
    assert w.damage == C.monsters["skeleton"].damage == 2
    assert state.rng.forced == [6, 6, 6, 6] and state.rng.counter == counter


def test_rr_14_2_numbered_range_hits_the_lowest_number_only():
    state = fresh()
    monster(state, 0, "3-B", "golem")  # 1: 2-B, 2: 2-A, 3: 2-C
    a = unit(state, 0, "2-A", "warrior_star")
    c = unit(state, 0, "2-C", "knight")
    events = invade(state)
    assert args(events, "monster_attack")[0]["targets"] == [s("2-A")]
    assert (a.damage, c.damage) == (2, 0)


def test_rr_14_3_area_range_hits_every_unit_never_monsters():
    state = fresh()
    gob = monster(state, 0, "3-C", "goblin")
    k1 = unit(state, 0, "2-C", "knight")  # the Goblin attacks it and stays in the Dragon's area
    dragon = monster(state, 0, "4-B", "dragon")  # area: 3-A, 3-B, 3-C, 2-B
    w = unit(state, 0, "3-A", "warrior_star")
    k2 = unit(state, 0, "2-B", "knight")
    events = invade(state)
    attack = args(events, "monster_attack")[1]
    assert attack["monster"] == "ドラゴン" and attack["targets"] == [s("3-A"), s("2-B")]
    assert (w.damage, k2.damage, k1.damage) == (2, 2, 1)
    assert gob.damage == 0 and at(state, 0, "4-B") is dragon


def test_rr_14_4_damage_cubes_come_from_stock_and_stay():
    state = fresh()
    monster(state, 0, "5-A", "skeleton")
    w = unit(state, 0, "3-A", "warrior_star")
    cubes = state.players[0].cubes
    run_invasion(state)  # Invasion, Summon and End processing: nothing heals it
    assert w.damage == 2 and state.players[0].cubes == cubes - 2
    assert state.players[0].board[s("3-A")] is w


def test_rr_14_5_fainted_unit_returns_card_marker_and_cubes():
    state = fresh()
    p = state.players[0]
    monster(state, 0, "4-A", "goblin")
    thief = unit(state, 0, "3-A", "thief_star", damage=1, acted=True)
    cubes, markers = p.cubes, p.markers
    events = invade(state)
    assert args(events, "faint") == [{"player": 0, "square": s("3-A"), "unit": "シーフ★"}]
    assert thief.card in p.hand
    assert not any(isinstance(pc, UnitPiece) for pc in p.board)
    assert p.markers == markers + 1
    assert p.cubes == cubes - 1 + 2  # 1 taken for the hit, both cubes on the card come back


def test_rr_14_6_mercenaries_and_levelled_units_also_return_to_hand():
    state = fresh()
    p = state.players[0]
    monster(state, 0, "4-A", "goblin")
    knight = unit(state, 0, "3-A", "knight", damage=4)
    monster(state, 0, "4-B", "goblin")
    lv2 = unit(state, 0, "3-B", "warrior_lv2", damage=3)
    invade(state)
    assert knight.card in p.hand and lv2.card in p.hand
    # placed again only through Recruit (RR-11)
    p.gold = 10
    choose(state, "recruit", 0)
    offered = {a.card for a in legal(state) if isinstance(a, Recruit)}
    assert {knight.card, lv2.card} <= offered


def test_rr_14_7_one_bonus_move_even_after_several_faints():
    state = fresh()
    dull = monster(state, 0, "3-B", "dullahan")
    unit(state, 0, "2-A", "thief_star", damage=1)
    unit(state, 0, "2-C", "thief_star", damage=1)
    events = invade(state)
    assert kinds(events) == [
        "monster_attack",
        "unit_damage",
        "faint",
        "unit_damage",
        "faint",
        "bonus_move",
        "monster_move",
    ]
    assert at(state, 0, "2-B") is dull


def test_rr_14_8_bonus_move_is_a_normal_move_right_after_the_attack():
    # The Goblin moves its full 2 (ruling RR-A4) but stops before the Warrior; the Troll behind
    # acts only after the bonus move and steps into the square it freed
    state = fresh()
    gob = monster(state, 0, "5-A", "goblin")
    unit(state, 0, "4-A", "thief_star", damage=1)
    w = unit(state, 0, "3-A", "warrior_star")
    troll = monster(state, 0, "6-A", "troll")
    events = invade(state)
    assert kinds(events) == ["monster_attack", "unit_damage", "faint", "bonus_move", "monster_move", "monster_move"]
    assert moves(events) == [(0, s("5-A"), s("4-A")), (0, s("6-A"), s("5-A"))]
    assert at(state, 0, "4-A") is gob and at(state, 0, "5-A") is troll and w.damage == 0


def test_rr_14_9_bonus_move_never_becomes_a_second_attack():
    state = fresh()
    skel = monster(state, 0, "5-A", "skeleton")
    unit(state, 0, "4-A", "thief_star")  # 2 damage on HP 2: faints
    w = unit(state, 0, "2-A", "warrior_star")  # in range again after the bonus move
    events = invade(state)
    assert len(args(events, "monster_attack")) == 1
    assert moves(events) == [(0, s("5-A"), s("4-A"))]
    assert at(state, 0, "4-A") is skel and w.damage == 0


# --- RR-15 Summon ----------------------------------------------------------------------------------


def summon_setup(players: int, deck: list[str], start: int = 0):
    state = fresh(players, start=start)
    state.white_deck = [white(state, k) for k in deck]
    all_face_down(state)
    return state


def test_rr_15_1_two_summons_on_every_board_drawn_by_the_start_player():
    state = summon_setup(3, ["goblin", "skeleton", "golem"], start=2)
    top, second = state.white_deck[0], state.white_deck[1]
    state.rng.forced = [0, 2]  # chip 0 (A), then chip 3 (B)
    events = summon(state)
    assert [(a["player"], a["line"]) for a in args(events, "summon_draw")] == [(2, "A"), (2, "B")]
    assert at(state, 2, "6-A").card == top and at(state, 2, "6-B").card == second
    for seat in (0, 1):
        assert state.monster_cards[at(state, seat, "6-A").card] == "goblin"
        assert state.monster_cards[at(state, seat, "6-B").card] == "skeleton"
        assert at(state, seat, "6-A").card.startswith("b_")


def test_rr_15_2_no_summons_once_the_white_deck_is_empty():
    state = fresh(2)
    state.white_deck = []
    chips = [c.face_up for c in state.chips]
    counter = state.rng.counter
    events = summon(state)
    assert kinds(events) == ["phase"]
    assert [c.face_up for c in state.chips] == chips and state.rng.counter == counter
    assert all(pc is None for p in state.players for pc in p.board)


def test_rr_15_3_queue_still_summoned_after_the_deck_is_empty():
    state = fresh(2)
    state.white_deck = []
    queued = monster_card(state, "goblin")
    state.players[0].queues[1] = [queued]
    events = summon(state)
    assert args(events, "summon") == [{"player": 0, "monster": "ゴブリン", "square": s("6-B"), "from_queue": True}]
    assert at(state, 0, "6-B").card == queued and state.players[0].queues[1] == []


def test_rr_15_4_chip_is_chosen_face_down_and_reshuffled_when_all_are_up():
    state = fresh(1)
    state.white_deck = [white(state, "goblin"), white(state, "skeleton")]
    for i, chip in enumerate(state.chips):
        chip.face_up = i != 5  # only chip 5 (C) is face down
    state.rng.forced = [0, 1]
    events = summon(state)
    # first summon: the only face-down chip (C); second: all up -> turned down, then chip 1 (A)
    assert [(e.kind, e.args.get("line")) for e in events if e.kind in ("summon_draw", "chips_reset")] == [
        ("summon_draw", "C"),
        ("chips_reset", None),
        ("summon_draw", "A"),
    ]
    assert [c.face_up for c in state.chips] == [False, True, False, False, False, False]
    assert isinstance(at(state, 0, "6-C"), MonsterPiece) and isinstance(at(state, 0, "6-A"), MonsterPiece)


def test_rr_15_5_start_player_takes_the_top_white_card():
    state = summon_setup(2, ["golem", "goblin", "troll"], start=1)
    deck = list(state.white_deck)
    state.rng.forced = [0, 4]  # A, then chip 5 (C)
    summon(state)
    assert state.white_deck == deck[2:]
    assert at(state, 1, "6-A").card == deck[0] and at(state, 1, "6-C").card == deck[1]


def test_rr_15_6_other_players_take_the_same_kind_from_the_black_piles():
    state = summon_setup(4, ["dullahan", "goblin"], start=0)
    pile = list(state.black_piles["dullahan"])
    state.rng.forced = [2, 2]  # chip 2 (B), then chip 3 (B): adjacent summon
    summon(state)
    assert state.black_piles["dullahan"] == pile[3:]
    assert [at(state, seat, "6-B").card for seat in (1, 2, 3)] == pile[:3]


def test_rr_15_7_same_line_for_everyone_even_when_squares_differ():
    state = summon_setup(2, ["goblin", "skeleton"])
    monster(state, 1, "6-A", "golem")
    state.rng.forced = [0, 4]  # A, then C
    events = summon(state)
    assert [(a["player"], a["square"]) for a in args(events, "summon")] == [
        (0, s("6-A")),
        (1, s("5-A")),
        (0, s("6-C")),
        (1, s("6-C")),
    ]


def test_rr_15_8_steps_repeat_twice_a_round():
    state = summon_setup(1, ["goblin", "skeleton", "golem", "troll"])
    state.rng.forced = [0, 0]
    events = summon(state)
    assert len(args(events, "summon_draw")) == 2 and len(state.white_deck) == 2
    assert sum(c.face_up for c in state.chips) == 2


def test_rr_15_9_queue_before_any_chip():
    state = summon_setup(1, ["goblin", "skeleton"])
    state.players[0].queues[2] = [monster_card(state, "troll")]
    state.rng.forced = [0, 0]
    events = summon(state)
    order = [(e.kind, e.args.get("from_queue")) for e in events if e.kind in ("summon", "summon_draw")]
    assert order[0] == ("summon", True)
    assert order[1:] == [("summon_draw", None), ("summon", False), ("summon_draw", None), ("summon", False)]


def test_rr_15_10_adjacent_summon_beyond_the_run_of_monsters():
    state = summon_setup(3, ["goblin", "skeleton"])
    monster(state, 0, "6-A", "skeleton")  # did not move last round
    for sq_ in ("6-A", "5-A", "4-A"):
        monster(state, 2, sq_, "golem")
    state.rng.forced = [0, 4]  # A, then C
    events = summon(state)
    first = [a for a in args(events, "summon") if a["monster"] == "ゴブリン"]
    assert [(a["player"], a["square"]) for a in first] == [(0, s("5-A")), (1, s("6-A")), (2, s("3-A"))]


def test_rr_15_11_no_room_goes_to_the_waiting_queue():
    state = summon_setup(2, ["goblin", "skeleton"])
    monster(state, 0, "6-A", "skeleton")
    unit(state, 0, "5-A", "warrior_star")  # blocks the adjacent summon
    for col in range(1, 7):  # player 2: line A full of monsters to the castle (ruling RR-A5)
        monster(state, 1, f"{col}-A", "goblin")
    state.rng.forced = [0, 4]
    events = summon(state)
    queued = args(events, "queued")
    assert [(a["player"], a["line"]) for a in queued] == [(0, "A"), (1, "A")]
    assert state.players[0].queues[0] == [state.players[0].queues[0][0]]
    assert state.monster_cards[state.players[0].queues[0][0]] == "goblin"
    assert "breach" not in kinds(events) and state.players[1].castle == []


def test_rr_15_12_queue_earliest_rightmost_newcomers_at_the_left():
    state = summon_setup(1, ["dullahan", "goblin"])
    monster(state, 0, "6-B", "skeleton")
    unit(state, 0, "5-B", "warrior_star")
    state.rng.forced = [2, 2]  # B twice
    summon(state)
    assert [state.monster_cards[u] for u in state.players[0].queues[1]] == ["dullahan", "goblin"]


def test_rr_15_13_queue_summoned_rightmost_first_as_many_as_possible():
    state = summon_setup(1, ["troll", "golem"])
    first, second = monster_card(state, "goblin"), monster_card(state, "skeleton")
    state.players[0].queues[0] = [first, second]
    unit(state, 0, "5-A", "warrior_star")  # only the magic circle is free on line A
    state.rng.forced = [2, 4]  # then the round's summons on B and C
    events = summon(state)
    assert at(state, 0, "6-A").card == first
    assert state.players[0].queues[0] == [second]
    assert [(a["square"], a["from_queue"]) for a in args(events, "summon")] == [
        (s("6-A"), True),
        (s("6-B"), False),
        (s("6-C"), False),
    ]


# --- RR-16 End processing --------------------------------------------------------------------------


def test_rr_16_1_end_processing_steps_in_order():
    state = fresh(2)
    monster(state, 0, "6-A", "troll")
    monster(state, 0, "6-B", "troll")
    monster(state, 1, "6-C", "troll")
    unit(state, 0, "2-A", "warrior_star", acted=True)
    events = run_invasion(state)
    end = [
        k
        for k in kinds(events)
        if k in ("support", "markers_removed", "mercenaries", "commands_shuffled", "start_player")
    ]
    assert end == ["support", "markers_removed", "mercenaries", "commands_shuffled", "start_player"]
    assert args(events, "markers_removed") == [{"player": 0, "squares": [s("2-A")], "why": "fatigue"}]


def test_rr_16_1_solo_skips_support_and_start_player():
    state = fresh(1)
    monster(state, 0, "6-A", "troll")
    events = run_invasion(state)
    assert "support" not in kinds(events) and "start_player" not in kinds(events)
    assert "mercenaries" in kinds(events) and "commands_shuffled" in kinds(events)


def test_rr_16_2_ranking_counts_board_and_queue():
    state = fresh(2)
    monster(state, 0, "6-A", "goblin")
    monster(state, 0, "6-B", "goblin")
    state.players[0].queues[0] = [monster_card(state, "goblin"), monster_card(state, "golem")]
    for sq_ in ("6-A", "6-B", "6-C"):
        monster(state, 1, sq_, "goblin")
    events: list = []
    rules._setup_support(state, events)
    assert args(events, "support") == [{"players": [0], "counts": {"0": 4, "1": 3}}]


@pytest.mark.parametrize(
    "counts, supported",
    [
        ([2, 1], [0]),
        ([1, 3, 2], [1]),
        ([4, 3, 2, 1], [0, 1]),
    ],
)
def test_rr_16_3_number_of_supported_players(counts, supported):
    state = fresh(len(counts))
    lines = ["A", "B", "C"]
    for seat, n in enumerate(counts):
        for i in range(n):
            monster(state, seat, f"{6 - i // 3}-{lines[i % 3]}", "goblin")
    events: list = []
    rules._setup_support(state, events)
    assert sorted(args(events, "support")[0]["players"]) == supported


def support_state():
    state = fresh(2)
    monster(state, 0, "6-A", "troll")
    w = unit(state, 0, "2-A", "warrior_star", damage=2)
    t = unit(state, 0, "2-B", "thief_star")
    state.flow.step = "summon"
    state.white_deck = [white(state, "goblin"), white(state, "golem"), white(state, "troll")]
    state.rng.forced = [0, 2]
    rules._run(state, [])
    assert state.flow.decision == "support" and state.flow.decider == 0
    return state, w, t


def test_rr_16_4_support_heals_one_hp_on_one_unit():
    state, _w, _t = support_state()
    cubes = state.players[0].cubes
    refused(state, SupportHeal(player=0, square=s("2-B")), "RR-16.4")  # not damaged
    events = GAME.apply(state, SupportHeal(player=0, square=s("2-A")))
    assert args(events, "heal")[0] == {
        "player": 0,
        "square": s("2-A"),
        "amount": 1,
        "unit": "ウォーリア★",
        "support": True,
    }
    assert at(state, 0, "2-A").damage == 1 and state.players[0].cubes == cubes + 1


def test_rr_16_4_support_is_optional():
    state, w, _t = support_state()
    assert Decline(player=0) in legal(state)
    events = GAME.apply(state, Decline(player=0))
    assert "heal" not in kinds(events) and w.damage == 2


@pytest.mark.parametrize("counts", [[3, 3, 1], [2, 2], [4, 4, 4, 1]])
def test_rr_16_5_support_tie_excludes_rank(counts):
    state = fresh(len(counts))
    lines = ["A", "B", "C"]
    for seat, n in enumerate(counts):
        for i in range(n):
            monster(state, seat, f"{6 - i // 3}-{lines[i % 3]}", "goblin")
        unit(state, seat, "1-A", "warrior_star", damage=1)
    events: list = []
    rules._setup_support(state, events)
    assert args(events, "support")[0]["players"] == []
    assert state.flow.pending == []


def recover_state(acted: int):
    state = fresh(1)
    squares = ["2-A", "2-B", "2-C", "1-A"][:acted]
    kinds_ = ["warrior_star", "thief_star", "sorcerer_star", "cleric_star"]
    for sq_, k in zip(squares, kinds_, strict=False):
        unit(state, 0, sq_, k, acted=True)
    state.flow.step = "recover"
    state.flow.pending = [0]
    rules._run(state, [])
    return state


def test_rr_16_6_fatigue_recovery_up_to_two_units():
    state = recover_state(3)
    assert state.flow.decision == "recover"
    markers = state.players[0].markers
    refused(state, RemoveMarkers(player=0, squares=(s("2-A"), s("2-B"), s("2-C"))), "RR-16.6")
    refused(state, RemoveMarkers(player=0, squares=(s("1-A"),)), "RR-16.6")  # no unit there
    events = GAME.apply(state, RemoveMarkers(player=0, squares=(s("2-A"), s("2-C"))))
    assert args(events, "markers_removed")[0] == {"player": 0, "squares": [s("2-A"), s("2-C")], "why": "fatigue"}
    assert [at(state, 0, q).acted for q in ("2-A", "2-B", "2-C")] == [False, True, False]
    assert state.players[0].markers == markers + 2


def test_rr_16_6_two_or_fewer_acted_recover_without_asking():
    state = recover_state(2)
    assert state.flow.decision != "recover"
    assert not at(state, 0, "2-A").acted and not at(state, 0, "2-B").acted


def test_rr_16_7_mercenary_reset():
    state = fresh(1)
    old = list(state.mercenaries)
    deck = list(state.unit_deck)
    discard = list(state.unit_discard)
    rules._cleanup(state, [])
    assert state.unit_discard == discard + old
    assert state.mercenaries == deck[:3] and state.unit_deck == deck[3:]


def test_rr_16_8_empty_unit_deck_reshuffles_the_discards():
    state = fresh(1)
    old = list(state.mercenaries)
    state.unit_discard = state.unit_deck[1:6]
    state.unit_deck = state.unit_deck[:1]
    pool = set(state.unit_deck + state.unit_discard + old)
    first = state.unit_deck[0]
    events: list = []
    rules._cleanup(state, events)
    assert "unit_deck_shuffled" in kinds(events)
    assert state.mercenaries[0] == first and len(state.mercenaries) == 3
    assert set(state.mercenaries + state.unit_deck) == pool and state.unit_discard == []


def test_rr_16_9_command_cards_reshuffled_except_with_four_players():
    state = fresh(2)
    row = list(state.command_row)
    state.rng.forced = [0, 0, 0, 0]  # Fisher-Yates swaps with index 0: the row rotates left by one
    events: list = []
    rules._cleanup(state, events)
    assert state.command_row == row[1:] + row[:1]
    assert args(events, "commands_shuffled") == [{"row": row[1:] + row[:1]}]
    four = fresh(4)
    row4 = list(four.command_row)
    four.rng.forced = [0, 0, 0, 0]
    events = []
    rules._cleanup(four, events)
    assert "commands_shuffled" not in kinds(events)
    assert four.command_row == row4 and four.rng.forced == [0, 0, 0, 0]


def test_rr_16_10_start_player_card_passes_left():
    state = fresh(3, start=2)
    events: list = []
    rules._cleanup(state, events)
    assert state.flow.start_player == 0 and args(events, "start_player") == [{"player": 0}]
    state.players[1].eliminated = True  # ruling RR-A15: skipped
    rules._cleanup(state, [])
    assert state.flow.start_player == 2
    solo = fresh(1)
    events = []
    rules._cleanup(solo, events)
    assert solo.flow.start_player == 0 and "start_player" not in kinds(events)


# --- RR-17 Boons -------------------------------------------------------------------------------------


def test_rr_17_1_boons_are_bought_with_honour_marks():
    state = fresh(1)
    p = state.players[0]
    unit(state, 0, "2-B", "warrior_star")
    monster(state, 0, "3-B", "troll")
    p.honour_tokens = 0
    to_actions(state)
    acts = legal(state)
    assert not any(isinstance(a, LevelUp) for a in acts)
    assert not any(isinstance(a, StartAction) and a.full_move for a in acts)
    p.honour_tokens = 2
    acts = legal(state)
    assert LevelUp(player=0, square=s("2-B")) in acts
    assert StartAction(player=0, square=s("2-B"), full_move=True) in acts
    GAME.apply(state, StartAction(player=0, square=s("2-B")))
    state.rng.forced = [3, 3]
    GAME.apply(state, UseSkill(player=0, targets=(s("3-B"),)))
    assert Reroll(player=0) in legal(state) and LevelUp(player=0, square=s("2-B")) in legal(state)


def test_rr_17_2_defeated_monsters_and_tokens_are_honour_marks():
    state = fresh(1)
    p = state.players[0]
    assert p.honour == 1  # the setup token
    stock = state.honour_stock
    choose(state, "rest", 0)
    assert p.honour_tokens == 2 and state.honour_stock == stock - 1
    state = fresh(1)
    p = state.players[0]
    unit(state, 0, "2-A", "swordmaster")
    gob = monster(state, 0, "3-A", "goblin")
    to_actions(state)
    GAME.apply(state, StartAction(player=0, square=s("2-A")))
    GAME.apply(state, UseSkill(player=0, targets=(s("3-A"), s("3-A"))))
    assert p.defeated == [gob.card] and p.honour == 2


def test_rr_17_3_spent_tokens_to_stock_spent_cards_to_box():
    state = fresh(1)
    p = state.players[0]
    p.honour_tokens = 1
    p.defeated = [monster_card(state, "goblin"), monster_card(state, "golem")]
    unit(state, 0, "2-A", "warrior_star")
    unit(state, 0, "2-B", "thief_star")
    to_actions(state)
    stock = state.honour_stock
    kept, spent = p.defeated
    GAME.apply(state, LevelUp(player=0, square=s("2-A")))  # costs 2: the token, then a card
    assert state.honour_stock == stock + 1 and p.honour_tokens == 0
    assert state.box == [spent] and p.defeated == [kept]


def test_rr_17_4_level_up_basic_units_only_without_gold():
    state = fresh(1)
    p = state.players[0]
    p.honour_tokens = 4
    unit(state, 0, "2-A", "warrior_star")
    unit(state, 0, "2-B", "knight")
    to_actions(state)
    gold = p.gold
    refused(state, LevelUp(player=0, square=s("2-B")), "RR-17.4")
    refused(state, LevelUp(player=0, square=s("3-B")), "RR-17.4")  # empty square
    events = GAME.apply(state, LevelUp(player=0, square=s("2-A")))
    assert args(events, "level_up")[0] == {
        "player": 0,
        "square": s("2-A"),
        "from": "ウォーリア★",
        "to": "ウォーリア(Lv.2)",
        "cost": 2,
    }
    assert state.unit_cards[at(state, 0, "2-A").card] == "warrior_lv2" and state.players[0].gold == gold


def test_rr_17_5_level_up_costs_2_2_then_3():
    state = fresh(1)
    p = state.players[0]
    p.honour_tokens = 7
    for sq_, k in (("2-A", "warrior_star"), ("2-B", "thief_star"), ("2-C", "sorcerer_star"), ("1-A", "cleric_star")):
        unit(state, 0, sq_, k)
    to_actions(state)
    costs = []
    for sq_ in ("2-A", "2-B", "2-C"):
        events = GAME.apply(state, LevelUp(player=0, square=s(sq_)))
        costs.append(args(events, "level_up")[0]["cost"])
    assert costs == [2, 2, 3] and p.honour == 0 and p.level_ups == 3
    p.honour_tokens = 2
    refused(state, LevelUp(player=0, square=s("1-A")), "RR-17.5")  # the 4th costs 3
    p = state.players[0]
    p.honour_tokens = 3
    GAME.apply(state, LevelUp(player=0, square=s("1-A")))
    assert p.honour == 0 and p.level_ups == 4


def test_rr_17_6_level_up_card_from_its_pile_until_empty():
    state = fresh(2)
    p = state.players[0]
    p.honour_tokens = 4
    unit(state, 0, "2-A", "thief_star")
    unit(state, 0, "2-B", "warrior_star")
    to_actions(state)
    top = state.levelup_piles["thief"][0]
    GAME.apply(state, LevelUp(player=0, square=s("2-A")))
    assert at(state, 0, "2-A").card == top and top not in state.levelup_piles["thief"]
    state.levelup_piles["warrior"] = []
    assert LevelUp(player=0, square=s("2-B")) not in legal(state)
    refused(state, LevelUp(player=0, square=s("2-B")), "RR-17.6")


def test_rr_17_7_level_up_keeps_square_cubes_and_marker():
    state = fresh(1)
    state.players[0].honour_tokens = 2
    unit(state, 0, "2-A", "warrior_star", damage=2, acted=True)
    unit(state, 0, "2-B", "thief_star")
    to_actions(state)
    GAME.apply(state, LevelUp(player=0, square=s("2-A")))
    piece = at(state, 0, "2-A")
    assert state.unit_cards[piece.card] == "warrior_lv2"
    assert piece.damage == 2 and piece.acted


def test_rr_17_8_replaced_basic_card_is_discarded():
    state = fresh(1)
    state.players[0].honour_tokens = 2
    old = unit(state, 0, "2-A", "cleric_star").card
    to_actions(state)
    discard = list(state.unit_discard)
    GAME.apply(state, LevelUp(player=0, square=s("2-A")))
    assert state.unit_discard == [*discard, old]
    assert old not in state.players[0].hand


def test_rr_17_9_level_up_at_any_decision_in_play():
    # in the middle of an action (after moving) and in the End-phase Fatigue decision
    state = fresh(1)
    state.players[0].honour_tokens = 4
    unit(state, 0, "2-A", "warrior_star")
    to_actions(state)
    GAME.apply(state, StartAction(player=0, square=s("2-A")))
    GAME.apply(state, MoveUnit(player=0, to=s("3-A")))
    assert LevelUp(player=0, square=s("3-A")) in legal(state)
    GAME.apply(state, LevelUp(player=0, square=s("3-A")))
    assert state.unit_cards[at(state, 0, "3-A").card] == "warrior_lv2"
    assert state.flow.decision == "actions" and state.flow.command.unit == s("3-A")

    state = recover_state(3)
    state.players[0].honour_tokens = 2
    GAME.apply(state, LevelUp(player=0, square=s("2-B")))
    assert state.unit_cards[at(state, 0, "2-B").card] == "thief_lv2" and state.flow.decision == "recover"


def test_rr_17_9_level_up_during_an_enemy_attack_saves_the_unit():
    state = fresh(1)
    state.white_deck = []
    state.players[0].honour_tokens = 2
    monster(state, 0, "4-A", "golem")
    w = unit(state, 0, "3-A", "warrior_star", damage=1)  # 1 + 2 = 3 = HP of Warrior★; Lv.2 has 4
    invade(state)
    assert state.flow.decision == "faint" and state.flow.decider == 0
    events = GAME.apply(state, LevelUp(player=0, square=s("3-A")))
    assert kinds(events)[:4] == ["honour_spent", "level_up", "monster_attack", "unit_damage"]
    assert "faint" not in kinds(events)
    assert at(state, 0, "3-A") is w and w.damage == 3 and state.unit_cards[w.card] == "warrior_lv2"


def test_rr_17_10_faint_window_offered_only_when_a_level_up_would_save():
    state = fresh(1)
    state.white_deck = []
    state.players[0].honour_tokens = 2
    monster(state, 0, "4-A", "golem")
    w = unit(state, 0, "3-A", "warrior_star", damage=1)
    invade(state)
    assert legal(state) == [Decline(player=0), LevelUp(player=0, square=s("3-A"))]
    events = GAME.apply(state, Decline(player=0))  # the attack goes on: the Warrior★ faints
    assert kinds(events)[:3] == ["monster_attack", "unit_damage", "faint"]
    assert w.card in state.players[0].hand
    # with 2 damage the Lv.2 form (HP 4) would faint too: no window, the attack just happens
    state = fresh(1)
    state.players[0].honour_tokens = 2
    monster(state, 0, "4-A", "golem")
    unit(state, 0, "3-A", "warrior_star", damage=2)
    events = invade(state)
    assert state.flow.decision is None and "faint" in kinds(events)


def test_rr_17_11_willpower_rerolls_both_dice_for_one_honour():
    state = fresh(1)
    p = state.players[0]
    p.honour_tokens = 1
    unit(state, 0, "2-B", "warrior_star")
    troll = monster(state, 0, "3-B", "troll")  # HP 4, defence 7
    to_actions(state)
    GAME.apply(state, StartAction(player=0, square=s("2-B")))
    state.rng.forced = [1, 1, 6, 6]
    GAME.apply(state, UseSkill(player=0, targets=(s("3-B"),)))
    assert state.flow.command.roll.dice == [1, 1] and troll.damage == 0
    events = GAME.apply(state, Reroll(player=0))
    assert kinds(events)[:3] == ["honour_spent", "dice", "attack_result"]
    assert args(events, "dice")[0]["dice"] == [6, 6]
    assert args(events, "attack_result")[0]["outcome"] == "critical" and troll.damage == 3
    assert p.honour == 0


def test_rr_17_12_reroll_only_once_and_the_new_roll_stands():
    state = fresh(1)
    p = state.players[0]
    p.honour_tokens = 3  # after Willpower, a level-up still keeps the roll open
    unit(state, 0, "2-B", "warrior_star")
    monster(state, 0, "3-B", "troll")
    to_actions(state)
    GAME.apply(state, StartAction(player=0, square=s("2-B")))
    state.rng.forced = [5, 5, 1, 1]
    GAME.apply(state, UseSkill(player=0, targets=(s("3-B"),)))
    GAME.apply(state, Reroll(player=0))
    assert state.flow.command.roll.dice == [1, 1] and state.flow.command.roll.rerolled
    assert Reroll(player=0) not in legal(state)
    refused(state, Reroll(player=0), "RR-17.12")
    events = GAME.apply(state, AcceptRoll(player=0))
    assert args(events, "attack_result")[0] == {
        "player": 0,
        "dice": [1, 1],
        "modifier": 1,
        "value": 3,
        "defence": 7,
        "damage": 0,
        "outcome": "fumble",
        "monster": "トロール",
        "square": s("3-B"),
    }
    assert at(state, 0, "3-B").damage == 0 and state.players[0].honour == 2


def test_rr_17_13_full_move_adds_one_for_that_action():
    state = fresh(1)
    p = state.players[0]
    p.honour_tokens = 1
    unit(state, 0, "1-B", "warrior_star")  # movement 2
    unit(state, 0, "1-C", "thief_star")
    to_actions(state)
    GAME.apply(state, StartAction(player=0, square=s("1-B"), full_move=True))
    assert p.honour == 0
    reach = {a.to for a in legal(state) if isinstance(a, MoveUnit)}
    assert s("4-B") in reach and s("5-B") not in reach
    GAME.apply(state, MoveUnit(player=0, to=s("4-B")))
    GAME.apply(state, EndUnitAction(player=0))
    # the next action is back to normal movement and, with no honour, cannot buy Full Move
    refused(state, StartAction(player=0, square=s("1-C"), full_move=True), "RR-17.13")
    GAME.apply(state, StartAction(player=0, square=s("1-C")))
    reach = {a.to for a in legal(state) if isinstance(a, MoveUnit)}
    assert s("4-C") in reach and s("5-C") not in reach  # Thief★ movement 3


def test_rr_17_14_full_move_cannot_be_bought_twice():
    state = fresh(1)
    p = state.players[0]
    p.honour_tokens = 3
    unit(state, 0, "1-B", "warrior_star")
    to_actions(state)
    starts = [a for a in legal(state) if isinstance(a, StartAction) and a.square == s("1-B")]
    assert starts == [StartAction(player=0, square=s("1-B")), StartAction(player=0, square=s("1-B"), full_move=True)]
    GAME.apply(state, StartAction(player=0, square=s("1-B"), full_move=True))
    assert p.honour == 2  # exactly one mark spent
    refused(state, MoveUnit(player=0, to=s("5-B")), "RR-8.1")  # 4 squares: +2 is not possible


# --- RR-18 Solo -------------------------------------------------------------------------------------


def test_rr_18_1_solo_win_by_defeating_every_monster():
    state = fresh(1)
    state.players[0].honour_tokens = 0
    state.white_deck = []
    unit(state, 0, "2-A", "warrior_star")
    monster(state, 0, "3-A", "goblin", damage=1)
    to_actions(state)
    GAME.apply(state, StartAction(player=0, square=s("2-A")))
    state.rng.forced = [3, 3]
    events = GAME.apply(state, UseSkill(player=0, targets=(s("3-A"),)))
    assert kinds(events)[-2:] == ["monster_defeated", "game_over"]
    assert state.result.winners == [0] and state.result.reason.startswith("RR-18.1")


def test_rr_18_1_clearing_the_board_with_cards_in_the_deck_is_not_a_win():
    state = fresh(1)
    state.players[0].honour_tokens = 0
    unit(state, 0, "2-A", "warrior_star")
    monster(state, 0, "3-A", "goblin", damage=1)
    to_actions(state)
    GAME.apply(state, StartAction(player=0, square=s("2-A")))
    state.rng.forced = [3, 3]
    GAME.apply(state, UseSkill(player=0, targets=(s("3-A"),)))
    assert state.result is None and state.white_deck


def test_rr_18_2_solo_loses_on_a_blue_breach_even_by_bonus_move():
    state = fresh(1)
    monster(state, 0, "2-B", "goblin")
    unit(state, 0, "1-B", "thief_star", damage=1)
    events = invade(state)
    assert [k for k in kinds(events) if k in ("faint", "bonus_move", "breach", "game_over")] == [
        "faint",
        "bonus_move",
        "breach",
        "game_over",
    ]
    assert state.result.winners == [] and "RR-18.2" in state.result.reason


def test_rr_18_3_solo_uses_no_medals():
    state = fresh(1)
    pool = list(state.medal_pool)
    unit(state, 0, "2-A", "swordmaster")
    monster(state, 0, "3-A", "dragon", damage=C.monsters["dragon"].hp - 2)
    to_actions(state)
    GAME.apply(state, StartAction(player=0, square=s("2-A")))
    events = GAME.apply(state, UseSkill(player=0, targets=(s("3-A"), s("3-A"))))
    assert "monster_defeated" in kinds(events) and "medal" not in kinds(events)
    assert state.players[0].medals == [] and state.medal_pool == pool


def test_rr_18_4_difficulty_is_a_solo_option():
    with pytest.raises(RuleViolation) as err:
        new_state(1, solo_difficulty="nightmare")
    assert err.value.rule == "RR-18.4"
    with pytest.raises(RuleViolation) as err:
        new_state(2, solo_difficulty="hard")
    assert err.value.rule == "RR-18.4"


def test_rr_18_5_difficulty_discards_0_3_6_unit_cards():
    easy, normal, hard = (new_state(1, 7, solo_difficulty=d) for d in ("easy", "normal", "hard"))
    deck = easy.mercenaries + easy.unit_deck  # the shuffled deck before the first mercenaries
    assert easy.unit_discard == []
    assert normal.unit_discard == deck[:3] and normal.mercenaries == deck[3:6] and normal.unit_deck == deck[6:]
    assert hard.unit_discard == deck[:6] and hard.mercenaries == deck[6:9] and hard.unit_deck == deck[9:]
    plain = new_state(1, 7)
    assert plain.solo_difficulty is None and plain.mercenaries + plain.unit_deck == deck


def last_round_state(monsters_on_board: bool):
    state = fresh(1, solo_difficulty="hard")
    if monsters_on_board:
        monster(state, 0, "6-B", "goblin")
    state.unit_deck = state.unit_deck[:3]
    state.flow.round = 6
    state.flow.step = "cleanup"
    events: list = []
    rules._run(state, events)
    return state, events


@pytest.mark.parametrize("on_board", [True, False])
def test_rr_18_6_last_round_after_the_unit_deck_runs_out(on_board):
    state, events = last_round_state(on_board)
    assert args(events, "last_round_set") == [{"round": 7}]
    assert args(events, "round")[-1] == {"round": 7, "start_player": 0, "last": True}
    assert state.flow.decision == "command"
    state.players[0].gold = 0  # Recruit: +1 gold, not enough for any unit
    events = GAME.apply(state, ChooseCommand(player=0, command="recruit"))
    # monsters remain on the board, or in the white deck: lost at the end of the main phase
    assert kinds(events)[-1] == "game_over" and "enemy" not in [a.get("phase") for a in args(events, "phase")]
    assert state.result.winners == [] and state.result.reason.startswith("RR-18.6")


def test_rr_18_6_no_last_round_without_the_option():
    state = fresh(1)
    monster(state, 0, "6-B", "goblin")
    state.unit_deck = state.unit_deck[:3]
    state.flow.step = "cleanup"
    events: list = []
    rules._run(state, events)
    assert "last_round_set" not in kinds(events) and state.flow.last_round is None


# --- RR-19 Victory, 2 to 4 players ----------------------------------------------------------------


def boss_kill(players: int = 2, kinds_=("lich",), forced=(3,)):
    state = fresh(players)
    unit(state, 0, "2-A", "swordmaster")
    squares = ["3-A", "3-B"]
    for sq_, k in zip(squares, kinds_, strict=False):
        monster(state, 0, sq_, k, damage=C.monsters[k].hp - 1)
    to_actions(state)
    state.rng.forced = list(forced)
    GAME.apply(state, StartAction(player=0, square=s("2-A")))
    targets = tuple(s(q) for q in squares[: len(kinds_)])
    if len(targets) == 1:
        targets = targets * 2
    return state, GAME.apply(state, UseSkill(player=0, targets=targets))


def test_rr_19_1_defeating_a_boss_draws_a_face_down_medal():
    state = fresh(2)
    pool = list(state.medal_pool)
    state, events = boss_kill()
    # boss_kill builds a fresh game with the same seed: same pool
    assert state.players[0].medals == [pool[3]] and state.medal_pool == pool[:3] + pool[4:]
    medal = [e for e in events if e.kind == "medal"]
    value = [e for e in events if e.kind == "medal_value"]
    assert medal[0].args == {"player": 0} and medal[0].visible_to is None
    assert value[0].args == {"player": 0, "value": pool[3]} and value[0].visible_to == (0,)


def test_rr_19_1_no_medal_for_a_blue_monster():
    state, events = boss_kill(kinds_=("troll",))
    assert "monster_defeated" in kinds(events) and "medal" not in kinds(events)
    assert state.players[0].medals == [] and len(state.medal_pool) == 8


def test_rr_19_2_medal_values_are_secret_in_view():
    # RR-19.2 / RR-19.9: only the owner knows the values; the others see face-down tokens
    state, _ = boss_kill(players=3)
    value = state.players[0].medals[0]
    assert GAME.view(state, 0).players[0].medals == [value]
    for viewer in (1, 2, None):
        seen = GAME.view(state, viewer)
        assert seen.players[0].medals == [0]  # the token lies face down: its count shows, not its value
        assert set(seen.medal_pool) == {0}
    assert state.players[0].medals == [value]  # the real state is untouched


def test_rr_19_3_one_medal_per_boss():
    state, events = boss_kill(kinds_=("dragon", "lich"), forced=(0, 0))
    assert len(args(events, "medal")) == 2 and len(state.players[0].medals) == 2
    assert len(state.medal_pool) == 6


def window_state(players: int = 2, start: int = 0):
    state = fresh(players, start=start)
    state.white_deck = []
    return state


def test_rr_19_4_declare_once_the_deck_is_empty_and_threat_is_8_or_less():
    # deck not empty: no window, the next player chooses a command
    state = fresh(2)
    choose(state, "reward", 0)
    assert state.flow.decision == "command" and state.flow.decider == 1
    # deck empty: player 1 (threat -2) may declare; player 2 (10 on the board and a face-down
    # medal, really 9) might be at 8 as far as the table knows: asked too, but may only decline
    state = window_state()
    for sq_ in ("6-A", "6-B", "6-C"):
        monster(state, 1, sq_, "troll")
    monster(state, 1, "5-A", "goblin")
    state.players[1].medals = [-1]
    state.players[0].medals = [-2]
    choose(state, "reward", 0)
    assert state.flow.decision == "declare" and state.flow.window_queue == [0, 1]
    assert legal(state) == [DeclareVictory(player=0), Decline(player=0)]
    events = GAME.apply(state, DeclareVictory(player=0))
    assert args(events, "declare")[0] == {"player": 0, "medals": [-2], "threat": -2}  # medals revealed
    assert legal(state) == [Decline(player=1)]
    refused(state, DeclareVictory(player=1), "RR-19.4")
    GAME.apply(state, Decline(player=1))
    assert state.result.winners == [0]


def test_rr_19_4_no_window_while_everyone_is_above_8():
    state = window_state()
    for seat in (0, 1):
        for sq_ in ("6-A", "6-B", "6-C"):
            monster(state, seat, sq_, "troll")
    choose(state, "reward", 0)
    assert state.flow.window is None and state.flow.decision == "command" and state.flow.decider == 1


def test_rr_19_5_bosses_need_not_be_killed():
    state = window_state()
    monster(state, 0, "4-A", "dragon")
    monster(state, 0, "4-B", "lich")
    assert rules.threat(state, 0) == 8
    choose(state, "reward", 0)
    assert state.flow.decider == 0 and DeclareVictory(player=0) in legal(state)
    GAME.apply(state, DeclareVictory(player=0))
    GAME.apply(state, Decline(player=1))
    assert state.result.winners == [0]
    # one more threat point and the same board may not declare
    state = window_state()
    monster(state, 0, "4-A", "dragon")
    monster(state, 0, "4-B", "lich")
    monster(state, 0, "4-C", "goblin")
    choose(state, "reward", 0)
    assert state.flow.window_queue == [1]  # 9 with no medal: player 1 is not even asked (RR-A12)


def test_rr_19_6_first_declarer_wins_if_nobody_else_declares():
    state = window_state()
    choose(state, "reward", 0)
    assert state.flow.window_queue == [0, 1]
    GAME.apply(state, DeclareVictory(player=0))
    assert state.result is None and state.flow.decider == 1  # the command's window is still open
    events = GAME.apply(state, Decline(player=1))
    assert args(events, "game_over")[0]["winners"] == [0]
    assert state.result.reason.startswith("RR-19.6")


def test_rr_19_6_nobody_declares_the_game_goes_on():
    state = window_state()
    choose(state, "reward", 0)
    GAME.apply(state, Decline(player=0))
    GAME.apply(state, Decline(player=1))
    assert state.result is None and state.flow.decision == "command" and state.flow.decider == 1


def test_rr_19_7_threat_total_board_queue_castle_and_medals():
    state = fresh(2)
    p = state.players[0]
    monster(state, 0, "4-A", "troll")  # 3
    monster(state, 0, "5-C", "goblin")  # 1
    p.queues[1] = [monster_card(state, "dullahan")]  # 2
    p.castle = [monster_card(state, "golem")]  # 2
    assert rules.threat(state, 0) == 8
    p.medals = [-3, -1]
    assert rules.threat(state, 0) == 4


def test_rr_19_7_medals_count_for_declaring():
    state = window_state()
    for seat in (0, 1):
        for sq_ in ("6-A", "6-B", "6-C"):
            monster(state, seat, sq_, "troll")  # 9 each
    state.players[1].medals = [-1]  # 8
    choose(state, "reward", 0)
    assert state.flow.window_queue == [1]  # player 1 at 9 with no medal cannot reach 8 (RR-A12)
    assert legal(state) == [DeclareVictory(player=1), Decline(player=1)]


def test_rr_19_8_threat_points_are_the_printed_numbers():
    state = fresh(2)
    kinds_ = ["goblin", "skeleton", "dullahan", "golem", "troll", "dragon", "lich"]
    squares = ["6-A", "6-B", "6-C", "5-A", "5-B", "5-C", "4-A"]
    for sq_, k in zip(squares, kinds_, strict=True):
        monster(state, 0, sq_, k)
    assert rules.threat(state, 0) == sum(C.monsters[k].threat for k in kinds_)
    monster(state, 1, "6-A", "dragon")
    assert rules.threat(state, 1) == C.monsters["dragon"].threat == 4


@pytest.mark.parametrize(
    "honour, gold, winners, draw",
    [
        ((1, 2), (9, 0), [1], False),  # most honour marks, whatever the gold
        ((2, 2), (3, 5), [1], False),  # then gold
        ((2, 2), (4, 4), [0, 1], True),  # otherwise a draw
    ],
)
def test_rr_19_10_ties_by_honour_then_gold(honour, gold, winners, draw):
    state = window_state()
    for seat in (0, 1):
        state.players[seat].honour_tokens = honour[seat]
    choose(state, "reward", 0)  # gold: leader +4, follower +2
    for seat in (0, 1):
        state.players[seat].gold = gold[seat]
    GAME.apply(state, DeclareVictory(player=0))
    GAME.apply(state, DeclareVictory(player=1))
    assert state.result.winners == winners and state.result.draw is draw
    assert state.result.reason.startswith("RR-19.10")


# --- issue 13: nothing about a secret medal shows in who is asked to declare (RR-19.9, RR-A12) -----


def _seat_sees(state, seat: int):
    """Everything `seat` is shown: whose decision it is, its own legal actions and its view."""
    return GAME.to_move(state), legal(state, seat), GAME.view(state, seat).model_dump()


def _medal_twins(values=(-4, -1)):
    """Two games alike but for player 1's medal: threat 8 (may declare) and 11 (may not); player 2
    has 10 on the board and a medal of -1 (threat 9, but the table cannot rule out 8)."""
    twins = []
    for value in values:
        state = window_state()
        for sq_ in ("6-A", "6-B", "6-C"):
            monster(state, 0, sq_, "troll")
            monster(state, 1, sq_, "troll")
        monster(state, 0, "5-A", "troll")  # may be under 8 only through the medal: 12 + medal
        monster(state, 1, "5-A", "goblin")
        state.players[0].medals = [value]
        state.players[1].medals = [-1]
        twins.append(state)
    return twins


def test_RR_19_9_who_is_asked_to_declare_depends_on_public_facts_only():
    eight, eleven = _medal_twins()
    assert (rules.threat(eight, 0), rules.threat(eleven, 0)) == (8, 11)
    for state in (eight, eleven):
        choose(state, "reward", 0)
        assert state.flow.window_queue == [0, 1]  # both might be at 8 as far as the table knows
    assert _seat_sees(eight, 1) == _seat_sees(eleven, 1)
    assert legal(eight, 0) == [DeclareVictory(player=0), Decline(player=0)]
    assert legal(eleven, 0) == [Decline(player=0)]  # asked all the same, only to pass
    refused(eleven, DeclareVictory(player=0), "RR-19.4")
    for state in (eight, eleven):
        GAME.apply(state, Decline(player=0))
    assert _seat_sees(eight, 1) == _seat_sees(eleven, 1)
    assert legal(eight, 1) == [Decline(player=1)]
    refused(eight, DeclareVictory(player=1), "RR-19.4")


def test_RR_A12_no_window_for_a_player_who_cannot_reach_8_whatever_the_medals():
    state = window_state()
    for seat in (0, 1):
        for sq_ in ("6-A", "6-B", "6-C"):
            monster(state, seat, sq_, "troll")
    monster(state, 0, "5-A", "lich")
    monster(state, 0, "5-B", "dragon")
    state.players[0].medals = [-1, -1]  # 17 on the board: even -4 and -3 would leave 10
    state.players[1].medals = [-1]  # 9 on the board: -4 would make 5
    assert not rules.may_qualify(state, 0) and rules.may_qualify(state, 1)
    choose(state, "reward", 0)
    assert state.flow.window_queue == [1]


def test_RR_19_9_greedy_game_seed_0_twin_medals_look_the_same_to_player_2():
    """The reported game: 2 greedy players, seed 0. Player 1's first medal is made -4 in one world
    and -1 in the other; player 2 is shown the same things in both for the next actions."""
    import random

    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.engine.core.session import Session
    from rookraiders_desktop.engine.games.rook_raiders.bot import GreedyBot

    session = Session(GAME, Setup(seats=[SeatSetup(name="A"), SeatSetup(name="B")]), 0, keep_snapshots=False)
    bots = [GreedyBot(0), GreedyBot(1)]
    rng = random.Random(0)
    while not session.state.players[0].medals:  # up to the action that wins player 1 a medal
        before = copy.deepcopy(session.state)
        actor = GAME.to_move(session.state)[0]
        action = bots[actor].choose(GAME, session.state, GAME.legal_actions(session.state, actor), rng)
        session.submit(action)
    assert not before.white_deck
    worlds = []
    for value in (-4, -1):
        state = copy.deepcopy(before)
        state.medal_pool = [value] * len(state.medal_pool)
        GAME.apply(state, action)
        worlds.append(state)
    eight, eleven = worlds
    assert rules.threat(eight, 0) <= 8 < rules.threat(eleven, 0)
    for _ in range(30):
        if eleven.result is not None:
            break
        assert _seat_sees(eight, 1) == _seat_sees(eleven, 1)
        actor = GAME.to_move(eleven)[0]
        choice = bots[actor].choose(GAME, eleven, GAME.legal_actions(eleven, actor), rng)
        if isinstance(choice, DeclareVictory):
            break
        for state in worlds:
            GAME.apply(state, choice)


# --- issue 13: RR-16.6 "up to 2" ---------------------------------------------------------------------


def test_RR_16_6_fatigue_recovery_offers_two_one_or_none():
    state = recover_state(3)
    offered = [a.squares for a in legal(state, 0) if isinstance(a, RemoveMarkers)]
    acted = (s("2-A"), s("2-B"), s("2-C"))
    assert offered[0] and len(offered[0]) == 2  # the most first
    assert sorted(offered) == sorted(
        [()]
        + [(q,) for q in sorted(acted)]
        + [tuple(sorted(c)) for c in ((acted[0], acted[1]), (acted[0], acted[2]), (acted[1], acted[2]))]
    )
    events = GAME.apply(state, RemoveMarkers(player=0, squares=(s("2-B"),)))
    assert args(events, "markers_removed")[0]["squares"] == [s("2-B")]
    assert [at(state, 0, q).acted for q in ("2-A", "2-B", "2-C")] == [True, False, True]


def test_RR_16_6_fatigue_recovery_may_stop_at_none():
    state = recover_state(3)
    markers = state.players[0].markers
    GAME.apply(state, RemoveMarkers(player=0, squares=()))
    assert all(at(state, 0, q).acted for q in ("2-A", "2-B", "2-C"))
    assert state.players[0].markers == markers and state.flow.decision != "recover"


# --- issue 13: the ruling that decides a simultaneous elimination is named (RR-A16, RR-19.10) ---------


def test_RR_A16_everyone_out_names_the_ruling_and_the_tie_break_in_log_and_result():
    state = fresh(2)
    monster(state, 0, "1-A", "dragon")
    monster(state, 1, "1-A", "lich")
    state.players[0].honour_tokens, state.players[0].gold = 2, 5
    state.players[1].honour_tokens, state.players[1].gold = 2, 3
    events = invade(state)
    result = state.result
    assert result.winners == [0] and result.rule == "RR-A16"
    assert result.reason.startswith("RR-A16: everyone was eliminated in the same Invasion; the RR-19.10 tie-break")
    assert result.reason_params == {"honour": 2, "gold": 5}
    tie = [e for e in events if e.kind == "tie_break"]
    assert tie[0].args == {
        "rule": "RR-A16",
        "standings": [{"player": 0, "honour": 2, "gold": 5}, {"player": 1, "honour": 2, "gold": 3}],
    }
    line = GAME.describe_event(tie[0], {0: "Ann", 1: "Bob"})
    assert "RR-A16 → RR-19.10" in line and "Ann 2 honour, 5 gold" in line
    over = GAME.describe_event(next(e for e in events if e.kind == "game_over"), {0: "Ann", 1: "Bob"})
    assert "Ann wins" in over and "RR-A16" in over and "RR-19.10" in over


def test_RR_19_10_declared_tie_break_is_logged_with_its_clause():
    state = window_state()
    for seat in (0, 1):
        state.players[seat].honour_tokens = 1
    choose(state, "reward", 0)
    GAME.apply(state, DeclareVictory(player=0))
    events = GAME.apply(state, DeclareVictory(player=1))
    tie = [e.args for e in events if e.kind == "tie_break"]
    assert tie and tie[0]["rule"] == "RR-19.10"
    assert state.result.winners == [0]  # 1 honour each; the leader took 4 gold, the other 2
    assert "Tie-break (RR-19.10)" in GAME.describe_event(next(e for e in events if e.kind == "tie_break"))
