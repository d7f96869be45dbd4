"""Rook & Raiders base rules RR-1 to RR-11: overview, components, stocks, setup, round 0, the main
phase and the five commands with unit movement and skills.

Every test is named after the clause it checks (shared/rules/rook-raiders-base.md). Illegal
actions must raise RuleViolation naming that clause and leave the state exactly as it was.
Geometry (ruling RR-A1): "1-A" is next to the castle, "6-A" is line A's magic circle, the own
area is columns 1-2 (front column 2).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.games.rook_raiders import rules
from rookraiders_desktop.engine.games.rook_raiders.actions import (
    ChooseCommand,
    Decline,
    EndActions,
    EndUnitAction,
    MoveUnit,
    PlaceInitial,
    Recruit,
    RemoveMarkers,
    StartAction,
    UseSkill,
)
from rookraiders_desktop.engine.games.rook_raiders.content import load_content
from rookraiders_desktop.engine.games.rook_raiders.models import (
    LINES,
    MAGIC_CIRCLE_X,
    SQUARES,
    MonsterPiece,
    UnitPiece,
    xy,
)

from .rr_helpers import GAME, at, choose, clear_boards, kinds, legal, new_state, put_monster, put_unit, s

C = load_content()
OWN_AREA = {s(f"{col}-{line}") for col in (1, 2) for line in LINES}


# --- local builders ---------------------------------------------------------------------------


def bare(players: int = 2, seed: int = 1, keep_hands: bool = False):
    """A table with empty boards, empty hands, no honour and every summon chip face down: no
    decision arises by itself, and a dice roll resolves at once (no Willpower to offer)."""
    state = clear_boards(new_state(players, seed=seed))
    for p in state.players:
        if not keep_hands:
            p.hand = []
        p.honour_tokens = 0
    for chip in state.chips:
        chip.face_up = False
    state.unit_deck[:0] = state.mercenaries  # no mercenaries to recruit unless a test lays some out
    state.mercenaries = []
    state.flow.round = 1
    return state


def refused(state, action, rule: str) -> RuleViolation:
    """The action is refused naming `rule`, and the state is exactly as before."""
    before = state.model_dump()
    with pytest.raises(RuleViolation) as exc:
        GAME.apply(state, action)
    assert exc.value.rule == rule, str(exc.value)
    assert state.model_dump() == before
    return exc.value


def deck_card(state, def_id: str) -> str:
    """A card of that unit kind taken out of the unit deck (so it sits nowhere else)."""
    for uid in state.unit_deck:
        if state.unit_cards[uid] == def_id:
            state.unit_deck.remove(uid)
            return uid
    for uid in state.mercenaries:
        if state.unit_cards[uid] == def_id:
            state.mercenaries.remove(uid)
            return uid
    raise LookupError(def_id)


def place(state, player: int, square: str, def_id: str, damage: int = 0, acted: bool = False) -> UnitPiece:
    """Put a unit whose card is taken from the unit deck (or a hand, for ★ cards)."""
    piece = put_unit(state, player, square, def_id, damage=damage, acted=acted)
    for zone in (state.unit_deck, state.mercenaries, *(p.hand for p in state.players)):
        if piece.card in zone:
            zone.remove(piece.card)
    return piece


def start(state, square: str, player: int = 0, command: str = "advance", full_move: bool = False):
    """`player` leads `command` and chooses the unit on `square` for an action."""
    if state.flow.command is None:
        choose(state, command, player)
    return GAME.apply(state, StartAction(player=player, square=s(square), full_move=full_move))


def ev(events, kind: str) -> list[dict]:
    return [e.args for e in events if e.kind == kind]


def units_of(p) -> dict[int, UnitPiece]:
    return {i: piece for i, piece in enumerate(p.board) if isinstance(piece, UnitPiece)}


def monsters_of(p) -> dict[int, str]:
    return {i: piece.card for i, piece in enumerate(p.board) if isinstance(piece, MonsterPiece)}


def kinds_on(state, p) -> dict[int, str]:
    return {i: state.monster_cards[uid] for i, uid in monsters_of(p).items()}


def play_main_phase(state, picks: list[str]) -> list:
    """Each player in turn chooses the next command of `picks` (no other decision may arise)."""
    events = choose(state, picks[0], state.flow.start_player if state.flow.step == "turns" else 0)
    for command in picks[1:]:
        assert state.flow.decision == "command"
        events += GAME.apply(state, ChooseCommand(player=state.flow.decider, command=command))
    return events


# --- RR-1 overview ----------------------------------------------------------------------------


def test_rr_1_1_each_player_lowers_the_threat_on_their_own_board():
    state = bare(2)
    for seat in (0, 1):
        put_monster(state, seat, "3-A", "goblin")
        put_unit(state, seat, "2-A", "warrior_star")
    assert rules.threat(state, 0) == rules.threat(state, 1) == 1
    start(state, "2-A")
    state.rng.forced = [4, 4]  # 8 + 1 >= goblin defence 6: 2 damage, goblin HP 2
    GAME.apply(state, UseSkill(player=0, targets=(s("3-A"),)))
    assert at(state, 0, "3-A") is None
    assert isinstance(at(state, 1, "3-A"), MonsterPiece)  # the rival's goblin is untouched
    assert rules.threat(state, 0) == 0 and rules.threat(state, 1) == 1
    assert len(state.players[0].defeated) == 1 and state.players[1].defeated == []


def test_rr_1_2_every_summon_puts_the_same_monster_on_the_same_line_of_every_board():
    for seed in range(1, 6):
        state = new_state(3, seed=seed)
        boards = [kinds_on(state, p) for p in state.players]
        assert len(boards[0]) == 2
        assert boards[0] == boards[1] == boards[2]
    # and the summon is public: the draw event is visible to everyone
    state = bare(3)
    events: list = []
    rules._summon_one(state, 0, events)
    draws = [e for e in events if e.kind == "summon_draw"]
    assert len(draws) == 1 and draws[0].visible_to is None
    assert all(e.visible_to is None for e in events if e.kind == "summon")


# --- RR-2 components --------------------------------------------------------------------------


def test_rr_2_1_four_boards_sixty_cubes_two_dice():
    r = C.rules
    assert GAME.max_players == 4 and GAME.min_players == 1
    with pytest.raises(RuleViolation) as exc:
        new_state(5)
    assert exc.value.rule == "RR-2.1"
    for n in range(1, 5):
        state = new_state(n)
        assert len(state.players) == n
        assert state.cubes_common + sum(p.cubes for p in state.players) == r.cubes_total == 60
    state = bare(1)
    put_unit(state, 0, "2-A", "warrior_star")
    put_monster(state, 0, "3-A", "golem")
    start(state, "2-A")
    events = GAME.apply(state, UseSkill(player=0, targets=(s("3-A"),)))
    assert len(ev(events, "dice")[0]["dice"]) == 2


def test_rr_2_2_twelve_white_monsters_by_level_5_4_3():
    state = new_state(1)
    assert len(state.white_cards) == 12
    levels = Counter(C.monsters[state.monster_cards[uid]].level for uid in state.white_cards)
    assert levels == {1: 5, 2: 4, 3: 3}


def test_rr_2_3_thirty_six_black_monsters_in_seven_kinds():
    state = new_state(1)
    black = [uid for uid in state.monster_cards if uid not in state.white_cards]
    assert len(black) == 36
    assert len({state.monster_cards[uid] for uid in black}) == 7
    assert len(state.black_piles) == 7


def test_rr_2_4_thirty_four_units_and_sixteen_level_ups_in_four_names():
    state = new_state(1)
    white = [uid for uid, d in state.unit_cards.items() if C.units[d].kind != "levelup"]
    levelups = [uid for uid, d in state.unit_cards.items() if C.units[d].kind == "levelup"]
    assert len(white) == 34 and len(levelups) == 16
    assert len({state.unit_cards[uid] for uid in levelups}) == 4


def test_rr_2_5_twenty_markers_eight_honour_tokens_and_unlimited_gold():
    for n in range(1, 5):
        state = new_state(n)
        assert state.markers_common + sum(p.markers for p in state.players) == 20
        assert state.honour_stock + sum(p.honour_tokens for p in state.players) == 8
    # the four 5-gold tokens are a component limit, not a rule (ruling RR-A20): 26 + 4 = 30 gold
    state = bare(2)
    state.players[0].gold = 26
    choose(state, "reward", 0)
    assert state.players[0].gold == 30


def test_rr_2_6_six_summon_chips_two_per_line():
    state = new_state(1)
    assert sorted(chip.letter for chip in state.chips) == ["A", "A", "B", "B", "C", "C"]


def test_rr_2_7_eight_medal_tokens():
    state = new_state(2)
    assert sorted(state.medal_pool) == [-4, -3, -3, -2, -2, -1, -1, -1]


def test_rr_2_8_five_command_cards_one_of_each_kind():
    state = new_state(1)
    assert sorted(state.command_row) == ["advance", "ambush", "recruit", "rest", "reward"]


# --- RR-3 stocks ------------------------------------------------------------------------------


def test_rr_3_2_personal_stock_holds_only_markers_and_cubes():
    state = bare(2)
    r = C.rules
    for p in state.players:
        assert (p.markers, p.cubes) == (r.markers_per_player, r.cubes_per_player)
    # honour is not stock: it cannot be borrowed from another player for Full Move
    state.players[1].honour_tokens = 3
    put_unit(state, 0, "2-B", "thief_star")
    choose(state, "advance", 0)
    refused(state, StartAction(player=0, square=s("2-B"), full_move=True), "RR-17.13")
    # gold is not stock either: with 1 gold (+1 leading Recruit) a cost-4 card cannot be paid
    state = bare(2)
    state.players[0].gold = 1
    state.players[1].gold = 9
    knight = deck_card(state, "knight")
    cheap = deck_card(state, "archer")  # cost 3: not affordable either
    state.mercenaries = [knight, cheap]
    state.players[0].hand = [deck_card(state, "thief_star")]
    choose(state, "recruit", 0)
    refused(state, Recruit(player=0, card=knight, square=s("2-A")), "RR-11.5")


def test_rr_3_3_short_stock_borrows_from_common_then_from_another_player():
    state = bare(2)
    p0, p1 = state.players
    put_unit(state, 0, "2-A", "thief_star")
    put_unit(state, 0, "2-B", "warrior_star")
    p0.markers = 0
    common = state.markers_common
    start(state, "2-A")
    GAME.apply(state, EndUnitAction(player=0))
    assert at(state, 0, "2-A").acted
    assert (p0.markers, state.markers_common, p1.markers) == (0, common - 1, 5)
    state.markers_common = 0
    GAME.apply(state, StartAction(player=0, square=s("2-B")))
    GAME.apply(state, EndUnitAction(player=0))
    assert at(state, 0, "2-B").acted
    assert (p0.markers, state.markers_common, p1.markers) == (0, 0, 4)


# --- RR-4 setup -------------------------------------------------------------------------------


def test_rr_4_2_white_deck_level_1_on_top_level_3_at_the_bottom_each_shuffled():
    orders = set()
    for seed in range(1, 9):
        state = new_state(1, seed=seed)
        drawn = [uid for uid in monsters_of(state.players[0]).values()]
        deck = drawn + state.white_deck  # the two round-0 cards came off the top
        levels = [C.monsters[state.monster_cards[uid]].level for uid in deck]
        assert levels == [1] * 5 + [2] * 4 + [3] * 3
        assert all(C.monsters[state.monster_cards[uid]].level == 1 for uid in drawn)
        orders.add(tuple(state.monster_cards[uid] for uid in state.white_deck[3:7]))
    assert len(orders) > 1  # the level-2 pile is shuffled


def test_rr_4_3_black_monsters_face_up_in_seven_piles_by_name():
    state = bare(1)
    assert set(state.black_piles) == set(C.monsters)
    for kind, pile in state.black_piles.items():
        assert len(pile) == 3 * C.monsters[kind].white_copies
        assert {state.monster_cards[uid] for uid in pile} == {kind}


def test_rr_4_4_each_player_starts_with_the_four_basic_classes():
    for n in range(1, 5):
        state = new_state(n)
        for p in state.players:
            assert sorted(state.unit_cards[uid] for uid in p.hand) == [
                "cleric_star",
                "sorcerer_star",
                "thief_star",
                "warrior_star",
            ]
        dealt = [uid for p in state.players for uid in p.hand]
        assert len(set(dealt)) == 4 * n


def test_rr_4_5_the_unit_deck_holds_every_other_white_unit_card_spare_stars_included():
    for n, size in ((1, 30), (2, 26), (3, 22), (4, 18)):
        state = new_state(n)
        pool = state.unit_deck + state.mercenaries
        assert len(pool) == size
        stars = Counter(state.unit_cards[uid] for uid in pool if C.units[state.unit_cards[uid]].kind == "basic")
        assert sum(stars.values()) == 16 - 4 * n
        assert not any(C.units[state.unit_cards[uid]].kind == "levelup" for uid in pool)
    decks = {tuple(new_state(1, seed=seed).unit_deck) for seed in (1, 2, 3)}
    assert len(decks) == 3  # shuffled


def test_rr_4_6_three_mercenaries_turned_face_up_from_the_unit_deck():
    state = new_state(2)
    assert len(state.mercenaries) == 3
    assert not set(state.mercenaries) & set(state.unit_deck)
    assert len(state.unit_deck) == 26 - 3


def test_rr_4_7_level_up_cards_in_four_piles_and_recruitable_like_unit_cards():
    state = new_state(2)
    assert set(state.levelup_piles) == {"warrior", "cleric", "sorcerer", "thief"}
    for cls, pile in state.levelup_piles.items():
        assert len(pile) == 4
        assert {C.units[state.unit_cards[uid]].unit_class for uid in pile} == {cls}
    # a level-up card in hand is recruited like any unit card, at its printed cost
    state = bare(2)
    card = state.levelup_piles["warrior"].pop(0)
    state.players[0].hand = [card]
    state.players[0].gold = 1  # +1 leading Recruit = 2 = the card's cost
    choose(state, "recruit", 0)
    assert Recruit(player=0, card=card, square=s("2-A")) in legal(state, 0)
    GAME.apply(state, Recruit(player=0, card=card, square=s("2-A")))
    assert at(state, 0, "2-A").card == card and state.players[0].gold == 0


def test_rr_4_8_five_action_markers_each_rest_in_the_common_stock():
    for n in range(1, 5):
        state = new_state(n)
        assert [p.markers for p in state.players] == [5] * n
        assert state.markers_common == 20 - 5 * n


def test_rr_4_9_one_honour_token_each_rest_in_the_common_stock():
    for n in range(1, 5):
        state = new_state(n)
        assert [p.honour_tokens for p in state.players] == [1] * n
        assert state.honour_stock == 8 - n


def test_rr_4_10_five_gold_tokens_come_from_the_common_stock_whenever_needed():
    state = bare(4)
    for p in state.players:
        p.gold = 7  # every track is full: each gain needs 5-gold tokens from the stock
    play_main_phase(state, ["reward", "advance", "rest", "ambush"])
    assert [p.gold for p in state.players] == [11, 10, 9, 9]


def test_rr_4_11_summon_chips_face_down_any_one_may_be_turned():
    state = new_state(1, seed=4)
    up = [chip for chip in state.chips if chip.face_up]
    assert len(up) == 2  # the two round-0 summons
    lines = sorted(LINES[xy(i)[1]] for i in monsters_of(state.players[0]))
    assert sorted(chip.letter for chip in up) == lines
    # a summon turns one of the face-down chips, chosen at random among them
    state = bare(1)
    state.rng.forced = [4]  # the fifth chip (index 4) = C
    events: list = []
    rules._summon_one(state, 0, events)
    assert [c.face_up for c in state.chips] == [False, False, False, False, True, False]
    assert ev(events, "summon_draw")[0]["line"] == "C"
    assert list(monsters_of(state.players[0])) == [s("6-C")]


def test_rr_4_12_medal_tokens_face_down_and_mixed():
    pools = {tuple(new_state(2, seed=seed).medal_pool) for seed in range(1, 6)}
    assert len(pools) > 1
    assert all(sorted(pool) == [-4, -3, -3, -2, -2, -1, -1, -1] for pool in pools)


def test_rr_4_13_fifteen_cubes_each_rest_in_the_common_stock():
    for n in range(1, 5):
        state = new_state(n)
        assert [p.cubes for p in state.players] == [15] * n
        assert state.cubes_common == 60 - 15 * n


def test_rr_4_14_one_board_per_player():
    for n in range(1, 5):
        state = new_state(n)
        assert len(state.players) == n
        assert all(len(p.board) == SQUARES == 18 for p in state.players)


def test_rr_4_15_each_player_starts_with_two_gold():
    for n in range(1, 5):
        assert [p.gold for p in new_state(n).players] == [2] * n


def test_rr_4_16_command_row_in_random_order():
    rows = [tuple(new_state(1, seed=seed).command_row) for seed in range(1, 9)]
    assert all(sorted(row) == ["advance", "ambush", "recruit", "rest", "reward"] for row in rows)
    assert len(set(rows)) > 1


# --- RR-5 round 0 -----------------------------------------------------------------------------


def test_rr_5_1_start_player_chosen_at_random_and_decides_first():
    starts = set()
    for seed in range(1, 13):
        state = new_state(3, seed=seed)
        starts.add(state.flow.start_player)
        assert state.flow.decision == "place" and state.flow.decider == state.flow.start_player
    assert starts == {0, 1, 2}


def test_rr_5_2_round_0_summons_twice():
    for n in (1, 2, 4):
        state = new_state(n, seed=2)
        assert len(state.white_deck) == 10
        assert sum(chip.face_up for chip in state.chips) == 2
        for p in state.players:
            assert len(monsters_of(p)) == 2
        assert state.flow.round == 0


def test_rr_5_3_the_player_right_of_the_start_player_draws_in_round_0():
    for seed in range(1, 7):
        state = new_state(3, seed=seed)
        drawer = (state.flow.start_player - 1) % 3  # to the right = counter-clockwise
        for p in state.players:
            whites = [uid for uid in monsters_of(p).values() if uid in state.white_cards]
            assert len(whites) == (2 if p.seat == drawer else 0)


def test_rr_5_4_the_other_players_take_the_same_kind_from_the_black_piles():
    state = new_state(4, seed=3)
    drawer = (state.flow.start_player - 1) % 4
    white_kinds = kinds_on(state, state.players[drawer])
    for p in state.players:
        if p.seat != drawer:
            assert all(uid not in state.white_cards for uid in monsters_of(p).values())
            assert kinds_on(state, p) == white_kinds
    taken = Counter(white_kinds.values())
    for kind, count in taken.items():
        assert len(state.black_piles[kind]) == 3 * C.monsters[kind].white_copies - 3 * count


def test_rr_5_5_monsters_are_summoned_onto_the_magic_circle_of_the_chip_line():
    state = bare(2)
    state.rng.forced = [2]  # chip index 2 = B
    events: list = []
    rules._summon_one(state, 1, events)
    for p in state.players:
        assert list(monsters_of(p)) == [s("6-B")]
        assert xy(s("6-B"))[0] == MAGIC_CIRCLE_X


def test_rr_5_6_same_letter_twice_puts_the_second_monster_one_square_right():
    state = bare(2)
    state.rng.forced = [0, 0]  # chip 0 (A), then the first face-down chip left: chip 1 (A)
    events: list = []
    rules._summon_one(state, 1, events)
    rules._summon_one(state, 1, events)
    first, second = [e["square"] for e in ev(events, "summon") if e["player"] == 1]
    assert (first, second) == (s("6-A"), s("5-A"))
    for p in state.players:
        assert set(monsters_of(p)) == {s("6-A"), s("5-A")}


def test_rr_5_7_initial_unit_placed_free_on_the_own_area():
    state = new_state(2, seed=5)
    first = state.flow.start_player
    p = state.players[first]
    card = p.hand[0]
    # the whole own area (6 squares) and nothing else, for every distinct hand card
    squares = {a.square for a in legal(state) if isinstance(a, PlaceInitial)}
    assert squares == OWN_AREA
    assert len(legal(state)) == 4 * 6
    refused(state, PlaceInitial(player=first, card=card, square=s("3-B")), "RR-5.7")
    refused(state, PlaceInitial(player=first, card=state.players[1 - first].hand[0], square=s("2-B")), "RR-5.7")
    GAME.apply(state, PlaceInitial(player=first, card=card, square=s("2-B")))
    p = state.players[first]  # (a refused action restores the state from a copy)
    assert at(state, first, "2-B").card == card and card not in p.hand
    assert p.gold == 2  # no cost
    other = 1 - first
    assert state.flow.decider == other
    GAME.apply(state, PlaceInitial(player=other, card=state.players[other].hand[1], square=s("1-C")))
    assert state.flow.round == 1 and state.flow.decision == "command" and state.flow.decider == first


# --- RR-6 rounds and the main phase -----------------------------------------------------------


def test_rr_6_1_round_is_main_then_enemy_then_end_phase():
    state = bare(1)
    state.command_row = ["reward", "rest", "advance", "ambush", "recruit"]
    events = play_main_phase(state, ["reward"])
    k = kinds(events)
    last_command = max(i for i, kind in enumerate(k) if kind == "command_done")
    enemy = next(i for i, e in enumerate(events) if e.kind == "phase" and e.args["phase"] == "enemy")
    summon = next(i for i, e in enumerate(events) if e.kind == "phase" and e.args["phase"] == "summon")
    end = k.index("mercenaries")
    new_round = k.index("round")
    assert last_command < enemy < summon < end < new_round
    assert state.flow.round == events[new_round].args["round"] == 2


def test_rr_6_2_one_turn_each_from_the_start_player_clockwise():
    state = bare(3)
    state.command_row = ["reward", "rest", "advance", "ambush", "recruit"]
    choose(state, "reward", 1)
    assert (state.flow.decision, state.flow.decider) == ("command", 2)
    refused(state, ChooseCommand(player=0, command="rest"), "RR-6.2")
    GAME.apply(state, ChooseCommand(player=2, command="rest"))
    assert state.flow.decider == 0
    events = GAME.apply(state, ChooseCommand(player=0, command="advance"))
    chosen = [e.args["player"] for e in events if e.kind == "command_chosen"]
    assert chosen == [0]
    # after three turns nobody chooses again: the fourth command is AUTO
    assert [e.args["command"] for e in events if e.kind == "auto_command"] == ["ambush"]
    assert state.flow.round == 2


def test_rr_6_3_a_command_already_executed_this_round_cannot_be_chosen():
    state = bare(2)
    choose(state, "reward", 0)
    assert ChooseCommand(player=1, command="reward") not in legal(state, 1)
    assert len(legal(state, 1)) == 4
    refused(state, ChooseCommand(player=1, command="reward"), "RR-6.3")
    refused(state, ChooseCommand(player=1, command="shopping"), "RR-6.3")


def test_rr_6_4_the_first_chosen_card_moves_to_the_left_end_under_the_pawn():
    state = bare(2)
    state.command_row = ["reward", "rest", "advance", "ambush", "recruit"]
    events = choose(state, "ambush", 0)
    assert state.command_row == ["ambush", "reward", "rest", "advance", "recruit"]
    assert state.pawn == 0
    assert ev(events, "command_chosen")[0]["position"] == 0


def test_rr_6_5_later_cards_move_just_right_of_the_pawn():
    state = bare(3)
    state.command_row = ["reward", "rest", "advance", "ambush", "recruit"]
    choose(state, "ambush", 0)
    GAME.apply(state, ChooseCommand(player=1, command="recruit"))
    assert state.command_row == ["ambush", "recruit", "reward", "rest", "advance"]
    assert state.pawn == 1


def test_rr_6_6_leader_gets_the_large_effect_followers_the_small():
    state = bare(3)
    events = choose(state, "reward", 1)
    assert [(e["player"], e["amount"]) for e in ev(events, "gold")] == [(1, 4), (2, 2), (0, 2)]
    assert [p.gold for p in state.players] == [4, 6, 4]


def test_rr_6_7_next_turn_only_after_everyone_resolved_the_card():
    state = bare(2)
    put_unit(state, 0, "2-A", "thief_star")
    put_unit(state, 1, "2-A", "thief_star")
    choose(state, "ambush", 0)
    assert (state.flow.decision, state.flow.decider) == ("actions", 0)
    GAME.apply(state, EndActions(player=0))
    assert (state.flow.decision, state.flow.decider) == ("actions", 1)  # not yet P2's turn
    refused(state, ChooseCommand(player=1, command="reward"), "RR-6.7")
    GAME.apply(state, EndActions(player=1))
    assert (state.flow.decision, state.flow.decider) == ("command", 1)


def test_rr_6_8_unchosen_cards_run_auto_left_to_right_small_effect_only():
    state = bare(1)
    state.command_row = ["reward", "advance", "recruit", "ambush", "rest"]
    state.players[0].gold = 0
    events = play_main_phase(state, ["rest"])
    assert [e["command"] for e in ev(events, "auto_command")] == ["reward", "advance", "recruit"]
    gold = ev(events, "gold")
    assert [(g["player"], g["amount"]) for g in gold] == [(0, 2)]  # Reward small effect, no leader gold
    assert state.players[0].gold == 2
    assert ev(events, "honour") == [{"player": 0, "amount": 1}]  # only the chosen Rest had a leader


def test_rr_6_9_the_fifth_card_is_not_executed():
    state = bare(2)
    state.command_row = ["reward", "advance", "recruit", "ambush", "rest"]
    events = play_main_phase(state, ["advance", "recruit"])
    done = [e["command"] for e in ev(events, "command_done")]
    assert done == ["advance", "recruit", "reward", "ambush"]
    assert "rest" not in done and ev(events, "honour") == []


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_rr_6_10_exactly_four_commands_per_round(players):
    state = bare(players)
    picks = ["reward", "rest", "advance", "recruit"][:players]
    events = play_main_phase(state, picks)
    first_round = events[: next(i for i, e in enumerate(events) if e.kind == "round")]
    assert len(ev(first_round, "command_done")) == 4
    assert len(ev(first_round, "command_chosen")) == players
    assert len(ev(first_round, "auto_command")) == 4 - players


def test_rr_6_11_each_player_resolves_on_their_own_board_independently():
    def follower_options(leader_acts: bool):
        state = bare(2)
        for seat in (0, 1):
            put_unit(state, seat, "2-B", "thief_star")
            put_monster(state, seat, "4-B", "goblin")
        start(state, "2-B")
        if leader_acts:
            GAME.apply(state, MoveUnit(player=0, to=s("3-A")))
            GAME.apply(state, EndUnitAction(player=0))
        else:
            GAME.apply(state, EndUnitAction(player=0))
        assert state.flow.decider == 1
        board1 = state.players[1].model_dump()
        return legal(state, 1), board1

    assert follower_options(True) == follower_options(False)


def test_rr_6_13_enemy_phase_runs_invasion_then_summon_without_choices():
    state = bare(1)
    put_monster(state, 0, "5-A", "goblin")
    state.command_row = ["reward", "rest", "advance", "ambush", "recruit"]
    events = play_main_phase(state, ["reward"])
    k = kinds(events)
    last_command = max(i for i, kind in enumerate(k) if kind == "command_done")
    assert last_command < k.index("monster_move") < k.index("summon_draw")
    assert ev(events, "monster_move")[0] == {"player": 0, "frm": s("5-A"), "to": s("3-A"), "monster": "ゴブリン"}
    assert len(ev(events, "summon_draw")) == 2
    assert state.flow.decision == "command" and state.flow.round == 2  # nothing was asked in between


def test_rr_6_14_end_phase_is_end_processing():
    state = bare(2)
    state.command_row = ["reward", "advance", "ambush", "recruit", "rest"]
    put_unit(state, 0, "2-A", "thief_star", acted=True)
    events = play_main_phase(state, ["reward", "advance"])
    k = kinds(events)
    summon = max(i for i, kind in enumerate(k) if kind == "summon")
    # Support, Fatigue recovery, Mercenary reset, Command card reset, Change of start player
    order = [
        k.index("support"),
        k.index("markers_removed"),
        k.index("mercenaries"),
        k.index("commands_shuffled"),
        k.index("start_player"),
        k.index("round"),
    ]
    assert summon < order[0] and order == sorted(order)
    assert not at(state, 0, "2-A").acted
    assert state.flow.start_player == 1


# --- RR-7 Advance, Ambush, unit actions -------------------------------------------------------


def test_rr_7_1_advance_two_actions_each_leader_gold_first():
    state = bare(2)
    for seat, kind in ((0, "thief_star"), (1, "warrior_star")):
        for square in ("2-A", "2-B", "2-C"):
            put_unit(state, seat, square, kind)
    events = choose(state, "advance", 0)
    assert kinds(events) == ["command_chosen", "gold"]
    assert state.players[0].gold == 3 and state.players[1].gold == 2
    for seat in (0, 1):
        assert state.flow.decider == seat
        for square in ("2-A", "2-B"):
            GAME.apply(state, StartAction(player=seat, square=s(square)))
            GAME.apply(state, EndUnitAction(player=seat))
        assert not at(state, seat, "2-C").acted  # the third unit gets no action
    assert state.flow.decision == "command" and state.flow.decider == 1
    assert state.players[1].gold == 2  # followers get no gold


def test_rr_7_2_ambush_one_action_for_followers_two_for_the_leader():
    state = bare(2)
    for seat, kind in ((0, "thief_star"), (1, "warrior_star")):
        for square in ("2-A", "2-B", "2-C"):
            put_unit(state, seat, square, kind)
    choose(state, "ambush", 0)
    assert state.players[0].gold == 2
    for square in ("2-A", "2-B"):
        GAME.apply(state, StartAction(player=0, square=s(square)))
        GAME.apply(state, EndUnitAction(player=0))
    assert state.flow.decider == 1
    GAME.apply(state, StartAction(player=1, square=s("2-A")))
    GAME.apply(state, EndUnitAction(player=1))
    assert state.flow.decision == "command"  # the follower's single action is spent
    assert [sum(u.acted for u in units_of(p).values()) for p in state.players] == [2, 1]


def test_rr_7_3_an_action_is_a_move_and_or_a_skill():
    state = bare(2)
    put_unit(state, 0, "2-A", "warrior_star")
    put_unit(state, 0, "2-C", "warrior_star")
    put_monster(state, 0, "4-A", "golem")
    start(state, "2-A")
    GAME.apply(state, MoveUnit(player=0, to=s("3-A")))
    state.rng.forced = [2, 3]
    events = GAME.apply(state, UseSkill(player=0, targets=(s("4-A"),)))
    assert ev(events, "monster_damage")[0]["amount"] == 1
    assert at(state, 0, "3-A").acted
    # a move alone is an action too (ruling RR-A7)
    GAME.apply(state, StartAction(player=0, square=s("2-C")))
    GAME.apply(state, MoveUnit(player=0, to=s("3-C")))
    GAME.apply(state, EndUnitAction(player=0))
    assert at(state, 0, "3-C").acted


def test_rr_7_4_each_action_takes_one_marker_from_the_personal_stock():
    state = bare(2)
    put_unit(state, 0, "2-A", "thief_star")
    put_unit(state, 0, "2-B", "thief_star")
    common = state.markers_common
    start(state, "2-A")
    GAME.apply(state, EndUnitAction(player=0))
    assert state.players[0].markers == 4
    GAME.apply(state, StartAction(player=0, square=s("2-B")))
    GAME.apply(state, EndUnitAction(player=0))
    assert state.players[0].markers == 3 and state.markers_common == common


def test_rr_7_5_choose_one_unacted_unit():
    state = bare(2)
    put_unit(state, 0, "2-A", "thief_star")
    put_unit(state, 0, "2-B", "thief_star", acted=True)
    put_monster(state, 0, "4-A", "goblin")
    choose(state, "advance", 0)
    starts = {a.square for a in legal(state, 0) if isinstance(a, StartAction)}
    assert starts == {s("2-A")}
    refused(state, StartAction(player=0, square=s("3-B")), "RR-7.5")  # empty square
    refused(state, StartAction(player=0, square=s("4-A")), "RR-7.5")  # a monster
    refused(state, StartAction(player=0, square=99), "RR-7.5")
    refused(state, MoveUnit(player=0, to=s("3-A")), "RR-7.5")  # no unit chosen yet


def test_rr_7_6_move_then_skill_never_move_after():
    state = bare(2)
    put_unit(state, 0, "2-B", "thief_star")  # movement 3
    put_unit(state, 0, "1-C", "thief_star")
    start(state, "2-B")
    GAME.apply(state, MoveUnit(player=0, to=s("3-B")))
    # one move per action, even with movement left (1 of 3 squares used)
    assert not any(isinstance(a, MoveUnit) for a in legal(state, 0))
    refused(state, MoveUnit(player=0, to=s("4-B")), "RR-7.6")
    refused(state, StartAction(player=0, square=s("1-C")), "RR-7.6")
    # once the skill is used the action is over: the unit cannot move on
    state = bare(2)
    put_unit(state, 0, "5-B", "thief_star")
    put_unit(state, 0, "1-A", "thief_star")
    put_monster(state, 0, "6-B", "skeleton")
    start(state, "5-B")
    state.rng.forced = [2, 2]
    GAME.apply(state, UseSkill(player=0, targets=(s("6-B"),)))
    assert at(state, 0, "5-B").acted and state.flow.command.unit is None
    assert state.flow.decider == 0  # the second action is still to come
    refused(state, MoveUnit(player=0, to=s("4-B")), "RR-7.5")


def test_rr_7_7_an_acted_unit_carries_a_marker_and_cannot_act_again():
    state = bare(2)
    put_unit(state, 0, "2-A", "warrior_star")
    put_unit(state, 0, "2-C", "thief_star")
    put_monster(state, 0, "3-A", "golem")
    start(state, "2-A")
    state.rng.forced = [1, 2]
    GAME.apply(state, UseSkill(player=0, targets=(s("3-A"),)))
    assert at(state, 0, "2-A").acted and state.players[0].markers == 4
    assert StartAction(player=0, square=s("2-A")) not in legal(state, 0)
    refused(state, StartAction(player=0, square=s("2-A")), "RR-7.7")


def test_rr_7_8_unused_actions_are_declined_and_not_saved():
    state = bare(2)
    for square in ("2-A", "2-B", "2-C"):
        put_unit(state, 0, square, "thief_star")
    start(state, "2-A")
    GAME.apply(state, EndUnitAction(player=0))
    assert state.players[0].markers == 4
    events = GAME.apply(state, EndActions(player=0))
    assert ev(events, "actions_declined") == [{"player": 0, "left": 1}]
    assert state.players[0].markers == 4  # the unused marker stays in the personal stock
    assert state.flow.decider == 1 and state.flow.decision == "command"
    GAME.apply(state, ChooseCommand(player=1, command="ambush"))  # P1 leads: P1 has no units
    assert state.flow.decider == 0 and state.flow.command.actions_left == 1  # small effect, nothing saved
    GAME.apply(state, StartAction(player=0, square=s("2-B")))
    GAME.apply(state, EndUnitAction(player=0))
    assert not at(state, 0, "2-C").acted


# --- RR-8 unit movement -----------------------------------------------------------------------


def test_rr_8_1_a_unit_moves_up_to_its_movement_value():
    state = bare(2)
    put_unit(state, 0, "1-B", "warrior_star")  # movement 2
    start(state, "1-B")
    moves = {a.to for a in legal(state, 0) if isinstance(a, MoveUnit)}
    assert moves == {s("1-A"), s("1-C"), s("2-A"), s("2-B"), s("2-C"), s("3-B")}
    refused(state, MoveUnit(player=0, to=s("4-B")), "RR-8.1")
    GAME.apply(state, MoveUnit(player=0, to=s("3-B")))
    assert isinstance(at(state, 0, "3-B"), UnitPiece) and at(state, 0, "1-B") is None


def test_rr_8_2_a_damaged_unit_keeps_its_cubes_when_moving():
    state = bare(2)
    put_unit(state, 0, "2-B", "warrior_star", damage=2)
    start(state, "2-B")
    GAME.apply(state, MoveUnit(player=0, to=s("4-B")))
    assert at(state, 0, "4-B").damage == 2


def test_rr_8_3_orthogonal_steps_and_turns():
    state = bare(2)
    put_unit(state, 0, "2-B", "sorcerer_star")  # movement 1
    start(state, "2-B")
    moves = {a.to for a in legal(state, 0) if isinstance(a, MoveUnit)}
    assert moves == {s("2-A"), s("2-C"), s("1-B"), s("3-B")}
    refused(state, MoveUnit(player=0, to=s("3-A")), "RR-8.3")  # diagonal
    state = bare(2)
    put_unit(state, 0, "2-B", "warrior_star")  # movement 2: the diagonal is two steps with a turn
    start(state, "2-B")
    GAME.apply(state, MoveUnit(player=0, to=s("3-A")))
    assert isinstance(at(state, 0, "3-A"), UnitPiece)


def test_rr_8_4_a_unit_cannot_end_on_a_friendly_unit():
    state = bare(2)
    put_unit(state, 0, "2-B", "warrior_star")
    put_unit(state, 0, "3-B", "cleric_star")
    start(state, "2-B")
    assert MoveUnit(player=0, to=s("3-B")) not in legal(state, 0)
    refused(state, MoveUnit(player=0, to=s("3-B")), "RR-8.4")


def test_rr_8_5_passing_friendly_units_needs_movement_two_or_full_move():
    state = bare(2)
    put_unit(state, 0, "2-B", "warrior_star")  # movement 2
    put_unit(state, 0, "3-B", "cleric_star")
    put_unit(state, 0, "3-A", "cleric_star")
    put_unit(state, 0, "3-C", "cleric_star")
    start(state, "2-B")
    GAME.apply(state, MoveUnit(player=0, to=s("4-B")))  # straight through the Cleric★
    assert isinstance(at(state, 0, "4-B"), UnitPiece)
    # movement 1: cannot get past a friend, unless Full Move makes it 2
    for full_move in (False, True):
        state = bare(2)
        state.players[0].honour_tokens = 1
        put_unit(state, 0, "2-B", "sorcerer_star")
        put_unit(state, 0, "3-B", "cleric_star")
        start(state, "2-B", full_move=full_move)
        moves = {a.to for a in legal(state, 0) if isinstance(a, MoveUnit)}
        assert (s("4-B") in moves) is full_move


def test_rr_8_6_unit_cannot_pass_monster():
    state = bare(2)
    put_unit(state, 0, "1-A", "thief_star")  # movement 3
    put_monster(state, 0, "2-A", "goblin")
    start(state, "1-A")
    moves = {a.to for a in legal(state, 0) if isinstance(a, MoveUnit)}
    assert s("2-A") not in moves and s("3-A") not in moves  # the way round is 4 steps
    refused(state, MoveUnit(player=0, to=s("2-A")), "RR-8.6")
    refused(state, MoveUnit(player=0, to=s("3-A")), "RR-8.6")
    assert s("3-B") in moves  # 1-B, 2-B, 3-B


def test_rr_8_7_no_magic_circle_and_not_off_the_board():
    state = bare(2)
    put_unit(state, 0, "5-B", "thief_star")
    start(state, "5-B")
    moves = {a.to for a in legal(state, 0) if isinstance(a, MoveUnit)}
    assert all(xy(m)[0] != MAGIC_CIRCLE_X for m in moves) and s("5-A") in moves
    refused(state, MoveUnit(player=0, to=s("6-B")), "RR-8.7")
    refused(state, MoveUnit(player=0, to=SQUARES), "RR-8.7")
    refused(state, MoveUnit(player=0, to=-1), "RR-8.7")


# --- RR-9 unit skills -------------------------------------------------------------------------


def test_rr_9_1_a_skill_is_a_range_and_an_effect():
    for d in C.units.values():
        assert d.skill.whole_board or d.skill.range
        assert d.skill.form and d.skill.type
    state = bare(2)
    put_unit(state, 0, "3-B", "warrior_star")  # range: the 4 orthogonal neighbours
    for square in ("4-B", "2-B", "3-A", "4-A", "5-B"):
        put_monster(state, 0, square, "golem")
    start(state, "3-B")
    targets = {a.targets for a in legal(state, 0) if isinstance(a, UseSkill)}
    assert targets == {(s("4-B"),), (s("2-B"),), (s("3-A"),)}


def test_rr_9_2_the_range_icon_never_rotates():
    state = bare(2)
    put_unit(state, 0, "3-B", "thief_star")  # range: the three squares ahead (left)
    put_monster(state, 0, "3-A", "goblin")  # directly above
    put_monster(state, 0, "2-B", "goblin")  # directly behind
    put_monster(state, 0, "4-C", "goblin")  # ahead, one line down
    start(state, "3-B")
    targets = {a.targets for a in legal(state, 0) if isinstance(a, UseSkill)}
    assert targets == {(s("4-C"),)}
    refused(state, UseSkill(player=0, targets=(s("3-A"),)), "RR-9.2")
    refused(state, UseSkill(player=0, targets=(s("2-B"),)), "RR-9.2")


def test_rr_9_3_attack_hits_monsters_heal_helps_units_special_is_the_rest():
    assert {d.skill.type for d in C.units.values()} == {"attack", "heal", "special"}
    state = bare(2)
    put_unit(state, 0, "3-B", "cleric_star")
    put_unit(state, 0, "3-A", "warrior_star", damage=1)
    put_monster(state, 0, "4-B", "goblin", damage=1)
    start(state, "3-B")
    heal_targets = {a.targets for a in legal(state, 0) if isinstance(a, UseSkill)}
    assert heal_targets == {(s("3-A"),)}  # never the damaged monster
    refused(state, UseSkill(player=0, targets=(s("4-B"),)), "RR-9.3")
    GAME.apply(state, EndUnitAction(player=0))
    GAME.apply(state, StartAction(player=0, square=s("3-A")))
    attack_targets = {a.targets for a in legal(state, 0) if isinstance(a, UseSkill)}
    assert attack_targets == set()  # the adjacent Cleric★ is no target for an attack
    refused(state, UseSkill(player=0, targets=(s("3-B"),)), "RR-9.3")


def test_rr_9_4_a_dice_attack_targets_one_monster_in_range():
    state = bare(2)
    put_unit(state, 0, "3-B", "warrior_star")
    put_monster(state, 0, "4-B", "golem")
    put_monster(state, 0, "3-A", "golem")
    start(state, "3-B")
    refused(state, UseSkill(player=0, targets=(s("4-B"), s("3-A"))), "RR-9.4")
    refused(state, UseSkill(player=0, targets=()), "RR-9.4")
    refused(state, UseSkill(player=0, targets=(s("3-C"),)), "RR-9.4")  # in range, but empty
    state.rng.forced = [2, 2]
    events = GAME.apply(state, UseSkill(player=0, targets=(s("3-A"),)))
    assert ev(events, "skill")[0]["targets"] == [s("3-A")]
    assert at(state, 0, "3-A").damage == 1 and at(state, 0, "4-B").damage == 0


def test_rr_9_5_attack_value_is_two_dice_plus_the_modifier():
    state = bare(2)
    put_unit(state, 0, "3-B", "warrior_star")  # modifier +1
    put_monster(state, 0, "4-B", "dragon")
    start(state, "3-B")
    state.rng.forced = [5, 2]
    events = GAME.apply(state, UseSkill(player=0, targets=(s("4-B"),)))
    result = ev(events, "attack_result")[0]
    assert (result["dice"], result["modifier"], result["value"]) == ([5, 2], 1, 8)


@pytest.mark.parametrize("dice,damage", [([4, 4], 2), ([3, 4], 1)])
def test_rr_9_6_at_least_defence_deals_2_below_deals_1(dice, damage):
    state = bare(2)
    put_unit(state, 0, "3-B", "warrior_star")
    put_monster(state, 0, "4-B", "dragon")  # defence 9, HP 6
    start(state, "3-B")
    state.rng.forced = list(dice)
    events = GAME.apply(state, UseSkill(player=0, targets=(s("4-B"),)))
    result = ev(events, "attack_result")[0]
    assert result["value"] == sum(dice) + 1 and result["defence"] == 9
    assert result["damage"] == damage and at(state, 0, "4-B").damage == damage


def test_rr_9_7_double_six_is_a_critical_for_3_damage():
    state = bare(2)
    put_unit(state, 0, "3-B", "thief_star")
    put_monster(state, 0, "4-B", "dragon")
    start(state, "3-B")
    state.rng.forced = [6, 6]
    events = GAME.apply(state, UseSkill(player=0, targets=(s("4-B"),)))
    assert ev(events, "attack_result")[0]["outcome"] == "critical"
    assert at(state, 0, "4-B").damage == 3
    assert rules.attack_damage([6, 6], 0, 13) == (3, 12, "critical")
    assert rules.attack_damage([6, 5], 0, 13) == (1, 11, "graze")


def test_rr_9_8_double_one_is_a_fumble_for_0_damage():
    state = bare(2)
    put_unit(state, 0, "3-B", "warrior_star")
    put_monster(state, 0, "4-B", "goblin")
    start(state, "3-B")
    cubes = state.players[0].cubes
    state.rng.forced = [1, 1]
    events = GAME.apply(state, UseSkill(player=0, targets=(s("4-B"),)))
    assert ev(events, "attack_result")[0]["damage"] == 0
    assert ev(events, "monster_damage") == []
    assert at(state, 0, "4-B").damage == 0 and state.players[0].cubes == cubes
    assert rules.attack_damage([1, 1], 5, 2) == (0, 7, "fumble")  # even far above the defence
    assert at(state, 0, "3-B").acted


def test_rr_9_9_cubes_on_the_monster_defeat_it_at_its_hp():
    state = bare(2)
    put_unit(state, 0, "3-B", "warrior_star")
    put_unit(state, 0, "4-A", "warrior_star")
    put_monster(state, 0, "4-B", "skeleton", damage=1)  # HP 3, defence 7
    start(state, "3-B")
    state.rng.forced = [1, 2]  # 3 + 1 < 7: 1 damage, 2 cubes < 3
    events = GAME.apply(state, UseSkill(player=0, targets=(s("4-B"),)))
    assert at(state, 0, "4-B").damage == 2 and state.players[0].cubes == 14
    assert ev(events, "monster_defeated") == []
    GAME.apply(state, StartAction(player=0, square=s("4-A")))
    state.rng.forced = [1, 2]  # 1 more cube: 3 = HP
    events = GAME.apply(state, UseSkill(player=0, targets=(s("4-B"),)))
    assert at(state, 0, "4-B") is None
    assert ev(events, "monster_defeated")[0]["square"] == s("4-B")


def test_rr_9_10_the_defeated_card_becomes_an_honour_mark_and_cubes_return():
    state = bare(2)
    put_unit(state, 0, "3-B", "warrior_star")
    goblin = put_monster(state, 0, "4-B", "goblin")
    p = state.players[0]
    cubes, common = p.cubes, state.cubes_common
    start(state, "3-B")
    state.rng.forced = [3, 3]
    GAME.apply(state, UseSkill(player=0, targets=(s("4-B"),)))
    assert p.defeated == [goblin.card] and p.honour == 1
    assert state.players[1].defeated == []
    assert (p.cubes, state.cubes_common) == (cubes, common)


def test_rr_9_11_long_range_ignores_blockers_but_not_white_squares():
    state = bare(2)
    put_unit(state, 0, "2-B", "sorcerer_star")  # blue: 2 and 3 ahead; white: 1 ahead
    put_monster(state, 0, "3-B", "goblin")  # white square
    put_unit(state, 0, "4-B", "warrior_star")  # a friend in between
    put_monster(state, 0, "5-B", "golem")
    start(state, "2-B")
    targets = {a.targets for a in legal(state, 0) if isinstance(a, UseSkill)}
    assert targets == {(s("5-B"),)}
    refused(state, UseSkill(player=0, targets=(s("3-B"),)), "RR-9.11")
    state.rng.forced = [4, 5]  # 9 >= golem defence 9
    events = GAME.apply(state, UseSkill(player=0, targets=(s("5-B"),)))
    assert ev(events, "attack_result")[0]["damage"] == 2
    assert at(state, 0, "5-B") is None and at(state, 0, "3-B").damage == 0


def test_rr_9_12_allocation_splits_fixed_hits_without_dice():
    state = bare(2)
    put_unit(state, 0, "3-B", "swordmaster")  # 1 damage x2
    put_monster(state, 0, "4-B", "skeleton")
    put_monster(state, 0, "4-A", "dragon")
    start(state, "3-B")
    targets = {a.targets for a in legal(state, 0) if isinstance(a, UseSkill)}
    a, b = sorted((s("4-B"), s("4-A")))
    assert targets == {(a, a), (a, b), (b, b)}
    refused(state, UseSkill(player=0, targets=(a,)), "RR-9.12")
    refused(state, UseSkill(player=0, targets=(a, a, b)), "RR-9.12")
    counter = state.rng.counter
    state.rng.forced = [6, 6]
    events = GAME.apply(state, UseSkill(player=0, targets=(s("4-B"), s("4-B"))))
    assert state.rng.forced == [6, 6] and state.rng.counter == counter  # no dice
    assert ev(events, "dice") == []
    assert at(state, 0, "4-B").damage == 2 and at(state, 0, "4-A").damage == 0


def test_rr_9_13_area_attack_hits_every_monster_in_the_area_and_no_unit():
    state = bare(2)
    put_unit(state, 0, "1-B", "wizard")  # ★: 2 ahead on lines A-C, and 3 ahead on B
    put_monster(state, 0, "3-A", "goblin")
    put_monster(state, 0, "3-C", "dragon")
    put_monster(state, 0, "4-B", "skeleton")
    put_unit(state, 0, "3-B", "warrior_star")
    put_monster(state, 0, "2-A", "goblin")  # outside the area
    start(state, "1-B")
    assert [a.targets for a in legal(state, 0) if isinstance(a, UseSkill)] == [()]
    refused(state, UseSkill(player=0, targets=(s("3-A"),)), "RR-9.13")
    GAME.apply(state, UseSkill(player=0, targets=()))
    assert [at(state, 0, q).damage for q in ("3-A", "3-C", "4-B", "2-A")] == [1, 1, 1, 0]
    assert at(state, 0, "3-B").damage == 0


def test_rr_9_14_heal_removes_cubes_and_only_damaged_units_are_worth_it():
    state = bare(2)
    put_unit(state, 0, "3-B", "cleric_star")  # heal 1 x2 around itself
    put_unit(state, 0, "3-A", "warrior_star", damage=2)
    put_unit(state, 0, "3-C", "warrior_star")
    cubes = state.players[0].cubes
    start(state, "3-B")
    targets = {a.targets for a in legal(state, 0) if isinstance(a, UseSkill)}
    assert targets == {(s("3-A"), s("3-A"))}
    refused(state, UseSkill(player=0, targets=(s("3-C"), s("3-C"))), "RR-9.14")
    GAME.apply(state, UseSkill(player=0, targets=(s("3-A"), s("3-A"))))
    assert at(state, 0, "3-A").damage == 0 and state.players[0].cubes == cubes + 2


def test_rr_9_15_heals_split_freely_among_targets():
    state = bare(2)
    put_unit(state, 0, "1-C", "cleric_lv2")  # 1 x3 anywhere
    put_unit(state, 0, "5-A", "warrior_star", damage=2)
    put_unit(state, 0, "3-B", "thief_star", damage=1)
    start(state, "1-C")
    _a, _b = sorted((s("5-A"), s("3-B")))
    targets = {t.targets for t in legal(state, 0) if isinstance(t, UseSkill)}
    assert targets == {tuple(sorted((s("5-A"), s("5-A"), s("3-B"))))}  # 2 + 1: nothing wasted
    GAME.apply(state, UseSkill(player=0, targets=tuple(sorted((s("5-A"), s("5-A"), s("3-B"))))))
    assert at(state, 0, "5-A").damage == 0 and at(state, 0, "3-B").damage == 0


def test_rr_9_16_the_bard_is_the_only_special_skill():
    specials = [d.id for d in C.units.values() if d.skill.type == "special"]
    assert specials == ["bard"]


def _bard_table(target_def: str, target_damage: int = 0, target_acted: bool = False):
    state = bare(2)
    place(state, 0, "1-A", "bard")
    target = put_unit(state, 0, "5-C", target_def, damage=target_damage, acted=target_acted)
    put_monster(state, 0, "6-C", "golem")
    start(state, "1-A")
    return state, target


def test_rr_9_17_bard_deals_1_damage_to_a_friend_anywhere():
    state, _target = _bard_table("warrior_star")
    put_unit(state, 1, "2-A", "warrior_star")
    targets = {a.targets for a in legal(state, 0) if isinstance(a, UseSkill)}
    assert targets == {(s("5-C"),)}  # not itself (ruling RR-A22), not a monster
    refused(state, UseSkill(player=0, targets=(s("6-C"),)), "RR-9.17")
    refused(state, UseSkill(player=0, targets=(s("1-A"),)), "RR-9.17")
    events = GAME.apply(state, UseSkill(player=0, targets=(s("5-C"),)))
    assert ev(events, "unit_damage")[0]["amount"] == 1 and at(state, 0, "5-C").damage == 1


def test_rr_9_18_a_target_that_faints_gets_no_skill():
    state, target = _bard_table("thief_star", target_damage=1)  # HP 2
    events = GAME.apply(state, UseSkill(player=0, targets=(s("5-C"),)))
    assert at(state, 0, "5-C") is None and target.card in state.players[0].hand
    assert "dice" not in kinds(events) and at(state, 0, "6-C").damage == 0
    assert at(state, 0, "1-A").acted
    assert (state.flow.decision, state.flow.decider) == ("command", 1)  # P1 has no units


@pytest.mark.parametrize("acted", [False, True])
def test_rr_9_19_the_target_uses_its_skill_once_without_moving(acted):
    state, target = _bard_table("warrior_star", target_acted=acted)
    GAME.apply(state, UseSkill(player=0, targets=(s("5-C"),)))
    assert state.flow.command.skill_user == s("5-C")
    assert not any(isinstance(a, MoveUnit) for a in legal(state, 0))
    refused(state, MoveUnit(player=0, to=s("4-C")), "RR-9.19")
    state.rng.forced = [4, 4]  # 8 + 1 >= 9: 2 damage defeats the golem
    GAME.apply(state, UseSkill(player=0, targets=(s("6-C"),)))
    assert at(state, 0, "6-C") is None
    assert at(state, 0, "5-C").card == target.card and at(state, 0, "5-C").acted is acted


def test_rr_9_20_only_the_bard_becomes_acted():
    state, target = _bard_table("warrior_star")
    markers = state.players[0].markers
    GAME.apply(state, UseSkill(player=0, targets=(s("5-C"),)))
    state.rng.forced = [1, 2]
    GAME.apply(state, UseSkill(player=0, targets=(s("6-C"),)))
    assert at(state, 0, "1-A").acted and not target.acted
    assert state.players[0].markers == markers - 1
    assert state.flow.command.actions_left == 1


# --- RR-10 Rest, Reward, gold -----------------------------------------------------------------


def _rest_table():
    state = bare(2)
    for seat, kind in ((0, "thief_star"), (1, "warrior_star")):
        for square in ("2-A", "2-B", "2-C"):
            put_unit(state, seat, square, kind, acted=True)
        state.players[seat].markers = 2
    return state


def test_rr_10_1_rest_makes_acted_units_unacted():
    state = _rest_table()
    choose(state, "rest", 0)
    GAME.apply(state, RemoveMarkers(player=0, squares=(s("2-A"), s("2-C"))))
    assert [at(state, 0, q).acted for q in ("2-A", "2-B", "2-C")] == [False, True, False]
    assert state.players[0].markers == 4


def test_rr_10_2_the_rest_leader_first_takes_an_honour_token():
    state = _rest_table()
    stock = state.honour_stock
    events = choose(state, "rest", 0)
    assert kinds(events) == ["command_chosen", "honour"]
    assert state.players[0].honour_tokens == 1 and state.players[1].honour_tokens == 0
    assert state.honour_stock == stock - 1


def test_RR_A20_honour_tokens_never_run_out_the_rest_leader_still_takes_one():
    # ruling RR-A20: the 8 tokens in the box are a component count, not a rule (as gold)
    state = _rest_table()
    state.players[1].honour_tokens += state.honour_stock
    state.honour_stock = 0
    events = choose(state, "rest", 0)
    assert [e.args for e in events if e.kind == "honour"] == [{"player": 0, "amount": 1}]
    assert state.players[0].honour_tokens == 1 and state.honour_stock == -1  # counted on below zero


def test_rr_10_3_each_player_removes_the_number_of_markers_of_their_effect():
    state = _rest_table()
    choose(state, "rest", 0)
    assert all(len(a.squares) == 2 for a in legal(state, 0) if isinstance(a, RemoveMarkers))
    refused(state, RemoveMarkers(player=0, squares=(s("2-A"), s("2-B"), s("2-C"))), "RR-10.3")
    refused(state, RemoveMarkers(player=0, squares=(s("2-A"), s("2-A"))), "RR-10.3")
    refused(state, RemoveMarkers(player=0, squares=(s("3-A"),)), "RR-10.3")
    GAME.apply(state, RemoveMarkers(player=0, squares=(s("2-A"), s("2-B"))))
    assert state.flow.decider == 1 and state.flow.decision == "rest"
    assert all(len(a.squares) == 1 for a in legal(state, 1) if isinstance(a, RemoveMarkers))
    refused(state, RemoveMarkers(player=1, squares=(s("2-A"), s("2-B"))), "RR-10.3")
    GAME.apply(state, RemoveMarkers(player=1, squares=(s("2-C"),)))
    assert [sum(u.acted for u in units_of(p).values()) for p in state.players] == [1, 2]
    assert [p.markers for p in state.players] == [4, 3]


def test_RR_10_3_rest_removes_exactly_the_markers_of_the_effect_not_fewer():
    """RR-10.3 「指定された枚数のアクションマーカーを取り除き」: the number is the card's, not
    "up to" it (unlike Fatigue recovery, RR-16.6); legal_actions and apply share the check."""
    state = _rest_table()
    choose(state, "rest", 0)
    offered = {a.squares for a in legal(state, 0) if isinstance(a, RemoveMarkers)}
    assert offered and {len(q) for q in offered} == {2}
    refused(state, RemoveMarkers(player=0, squares=(s("2-A"),)), "RR-10.3")
    refused(state, RemoveMarkers(player=0, squares=()), "RR-10.3")
    GAME.apply(state, RemoveMarkers(player=0, squares=(s("2-A"), s("2-B"))))
    assert state.flow.decider == 1 and state.flow.decision == "rest"
    refused(state, RemoveMarkers(player=1, squares=()), "RR-10.3")


def test_RR_16_6_fatigue_recovery_offers_and_accepts_up_to_2():
    """RR-16.6 「2体まで」: 2, 1 or none, offered and accepted alike (one check, ruling RRD-10)."""
    state = _rest_table()
    p = state.players[0]
    acted = tuple(q for q, u in units_of(p).items() if u.acted)
    offered = rules._legal_markers(state, 0, 2, "RR-16.6", exact=False)
    assert {len(a.squares) for a in offered} == {0, 1, 2}
    for k in range(4):
        for squares in combinations(acted, k):
            ok = rules._markers_refusal(p, squares, 2, "RR-16.6", exact=False) is None
            assert ok == (RemoveMarkers(player=0, squares=squares) in offered) == (k <= 2)


def test_rr_10_5_reward_leader_4_gold_others_2():
    state = bare(2)
    events = choose(state, "reward", 1)
    assert [(g["player"], g["amount"], g["total"]) for g in ev(events, "gold")] == [(1, 4, 6), (0, 2, 4)]


def test_rr_10_7_gold_above_7_is_kept_as_5_gold_tokens_and_spent_freely():
    state = bare(2)
    state.players[0].gold = 6
    choose(state, "reward", 0)
    assert state.players[0].gold == 10  # one 5-gold token + 5 on the track, nothing lost
    assert C.rules.gold_track_max == 7 and C.rules.five_gold_value == 5
    # paying breaks the token freely: 10 + 1 (leading Recruit) - 4 = 7
    knight = deck_card(state, "knight")
    state.mercenaries = [knight]
    choose(state, "recruit", 0)
    GAME.apply(state, Recruit(player=0, card=knight, square=s("2-A")))
    assert state.players[0].gold == 7


# --- RR-11 Recruit ----------------------------------------------------------------------------


def _recruit_table(players: int = 2, gold: int = 2):
    """Hands: Warrior★ and Thief★ (cost 2); mercenaries: Knight (4), Archer (3), Bard (3)."""
    state = bare(players, keep_hands=True)
    for p in state.players:
        p.gold = gold
        p.hand = [uid for uid in p.hand if state.unit_cards[uid] in ("warrior_star", "thief_star")]
    state.mercenaries = [deck_card(state, "knight"), deck_card(state, "archer"), deck_card(state, "bard")]
    return state


def test_rr_11_1_recruit_puts_a_unit_card_onto_the_board():
    state = _recruit_table()
    card = state.players[0].hand[0]
    choose(state, "recruit", 0)
    events = GAME.apply(state, Recruit(player=0, card=card, square=s("1-B")))
    assert at(state, 0, "1-B").card == card and card not in state.players[0].hand
    assert ev(events, "recruit")[0]["square"] == s("1-B")


def test_rr_11_2_the_recruit_leader_gains_1_gold_before_recruiting():
    state = _recruit_table(gold=1)
    knight = state.mercenaries[0]  # cost 4
    events = choose(state, "recruit", 0)
    assert kinds(events) == ["command_chosen", "gold"] and state.players[0].gold == 2
    assert state.flow.decision == "recruit" and state.flow.decider == 0
    offered = {a.card for a in legal(state, 0) if isinstance(a, Recruit)}
    assert state.players[0].hand[0] in offered and knight not in offered


def test_rr_11_3_one_unit_unacted_on_an_empty_own_area_square():
    state = _recruit_table(gold=9)
    put_unit(state, 0, "2-B", "cleric_star")
    card = state.players[0].hand[0]
    choose(state, "recruit", 0)
    squares = {a.square for a in legal(state, 0) if isinstance(a, Recruit)}
    assert squares == OWN_AREA - {s("2-B")}
    refused(state, Recruit(player=0, card=card, square=s("3-B")), "RR-11.3")
    refused(state, Recruit(player=0, card=card, square=s("2-B")), "RR-11.3")
    GAME.apply(state, Recruit(player=0, card=card, square=s("1-A")))
    assert not at(state, 0, "1-A").acted
    assert state.flow.decider == 1  # one unit only: P1 is next
    assert len(units_of(state.players[0])) == 2


def test_rr_11_4_pay_the_printed_cost():
    state = _recruit_table(gold=9)
    archer = state.mercenaries[1]
    assert C.units["archer"].cost == 3
    choose(state, "recruit", 0)
    GAME.apply(state, Recruit(player=0, card=archer, square=s("2-A")))
    assert state.players[0].gold == 10 - 3


def test_rr_11_5_no_gold_or_no_empty_square_no_recruit():
    state = _recruit_table(gold=1)
    knight = state.mercenaries[0]
    choose(state, "recruit", 0)  # 2 gold now
    refused(state, Recruit(player=0, card=knight, square=s("2-A")), "RR-11.5")
    GAME.apply(state, Decline(player=0))
    assert state.flow.decider == 1
    # P1 has 1 gold: nothing affordable, so no decision at all
    assert (state.flow.decision, state.flow.decider) == ("command", 1)
    # a full own area: no place to recruit, whatever the gold
    state = _recruit_table(gold=0)
    for square, kind in zip(
        ("1-A", "1-B", "1-C", "2-A", "2-B", "2-C"),
        ("cleric_star", "sorcerer_star", "swordmaster", "lancer", "priest", "wizard"),
        strict=True,
    ):
        put_unit(state, 0, square, kind)
    state.players[0].gold = 9
    events = choose(state, "recruit", 0)
    assert ev(events, "cannot_recruit") == [{"player": 0}, {"player": 1}]
    assert state.flow.decision == "command" and state.flow.decider == 1


def test_rr_11_6_several_units_of_the_same_name():
    state = _recruit_table(gold=9)
    p = state.players[0]
    p.hand.append(deck_card(state, "warrior_star"))
    put_unit(state, 0, "2-A", "warrior_star")
    card = next(uid for uid in p.hand if state.unit_cards[uid] == "warrior_star")
    choose(state, "recruit", 0)
    GAME.apply(state, Recruit(player=0, card=card, square=s("2-B")))
    names = [state.unit_cards[u.card] for u in units_of(p).values()]
    assert names == ["warrior_star", "warrior_star"]


def test_rr_11_8_a_fainted_unit_returns_to_hand_and_can_be_recruited_again():
    state = bare(2)
    place(state, 0, "1-A", "bard")
    lancer = place(state, 0, "2-C", "lancer", damage=2)  # a former mercenary, HP 3
    start(state, "1-A")
    GAME.apply(state, UseSkill(player=0, targets=(s("2-C"),)))
    p = state.players[0]
    assert at(state, 0, "2-C") is None and p.hand == [lancer.card]
    p.gold = 3
    choose(state, "recruit", 0)  # +1 gold: 4 = the Lancer's cost
    assert Recruit(player=0, card=lancer.card, square=s("2-C")) in legal(state, 0)
    GAME.apply(state, Recruit(player=0, card=lancer.card, square=s("2-C")))
    assert at(state, 0, "2-C").card == lancer.card and at(state, 0, "2-C").damage == 0
    assert p.gold == 0 and p.hand == []


def test_rr_11_9_a_mercenary_instead_of_a_hand_card():
    state = _recruit_table(gold=9)
    bard = state.mercenaries[2]
    choose(state, "recruit", 0)
    offered = {a.card for a in legal(state, 0) if isinstance(a, Recruit)}
    assert offered == set(state.players[0].hand) | set(state.mercenaries)
    events = GAME.apply(state, Recruit(player=0, card=bard, square=s("2-A")))
    assert ev(events, "recruit")[0]["mercenary"] is True
    assert bard not in state.mercenaries and len(state.mercenaries) == 2  # refilled only at the end (RR-A18)
    refused(state, Recruit(player=1, card=state.unit_deck[0], square=s("2-A")), "RR-11.9")


def test_rr_11_10_recruit_resolves_in_order_first_come_first_served():
    state = _recruit_table(players=3, gold=9)
    knight = state.mercenaries[0]
    choose(state, "recruit", 1)
    assert state.flow.decider == 1
    GAME.apply(state, Recruit(player=1, card=knight, square=s("2-A")))
    assert state.flow.decider == 2
    assert knight not in {a.card for a in legal(state, 2) if isinstance(a, Recruit)}
    refused(state, Recruit(player=2, card=knight, square=s("2-A")), "RR-11.9")
    GAME.apply(state, Decline(player=2))
    assert state.flow.decider == 0


def test_rr_11_11_a_mercenary_goes_onto_the_board_never_into_hand():
    state = _recruit_table(gold=9)
    archer = state.mercenaries[1]
    choose(state, "recruit", 0)
    merc_actions = [a for a in legal(state, 0) if isinstance(a, Recruit) and a.card == archer]
    assert {a.square for a in merc_actions} == OWN_AREA
    refused(state, Recruit(player=0, card=archer, square=-1), "RR-11.3")
    GAME.apply(state, Recruit(player=0, card=archer, square=s("1-C")))
    assert at(state, 0, "1-C").card == archer and archer not in state.players[0].hand


def test_rr_11_12_no_mercenaries_when_recruit_runs_auto():
    state = _recruit_table(players=1, gold=9)
    state.command_row = ["reward", "recruit", "rest", "ambush", "advance"]
    play_main_phase(state, ["reward"])
    assert state.flow.decision == "recruit" and state.flow.command.leader is None
    offered = {a.card for a in legal(state, 0) if isinstance(a, Recruit)}
    assert offered == set(state.players[0].hand)
    refused(state, Recruit(player=0, card=state.mercenaries[0], square=s("2-A")), "RR-11.12")
    GAME.apply(state, Recruit(player=0, card=state.players[0].hand[1], square=s("2-A")))
    assert state.players[0].gold == 13 - C.units["thief_star"].cost
