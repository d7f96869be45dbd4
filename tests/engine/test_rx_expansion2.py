"""Rook & Raiders Expansion 2 (Rules A, clause prefix RX): Level Up 2, Rest 2, the eight new
level-up units, the Trap, the new victory timing and the partial Rules B monsters."""

from __future__ import annotations

import pytest

from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.games.rook_raiders import rules
from rookraiders_desktop.engine.games.rook_raiders.actions import (
    AcceptRoll,
    DeclareVictory,
    Decline,
    LevelUp,
    MoveUnit,
    Recruit,
    Reroll,
    RetrieveTrap,
    SaintHeal,
    StartAction,
    UseSkill,
)
from rookraiders_desktop.engine.games.rook_raiders.content import load_content
from rookraiders_desktop.engine.games.rook_raiders.models import MonsterPiece, TrapPiece, UnitPiece

from .rr_helpers import GAME, at, choose, clear_boards, legal, new_state, put_monster, put_unit, run_invasion, s

C = load_content()
X2 = C.x2
LU2 = ["level_up_2"]
ALL = ["level_up_2", "rules_b_monsters"]


def bare(players: int = 2, variants=ALL, seed: int = 1):
    state = clear_boards(new_state(players, seed=seed, variants=variants))
    for p in state.players:
        p.hand = []
        p.honour_tokens = 0
    for chip in state.chips:
        chip.face_up = False
    state.unit_deck[:0] = state.mercenaries
    state.mercenaries = []
    state.flow.round = 1
    return state


def refused(state, action, rule: str) -> RuleViolation:
    before = state.model_dump()
    with pytest.raises(RuleViolation) as exc:
        GAME.apply(state, action)
    assert exc.value.rule == rule, str(exc.value)
    assert state.model_dump() == before
    return exc.value


def ev(events, kind: str) -> list[dict]:
    return [e.args for e in events if e.kind == kind]


def x2_uid(state, def_id: str) -> str:
    for pile in state.levelup_piles.values():
        for uid in pile:
            if state.unit_cards[uid] == def_id:
                pile.remove(uid)
                return uid
    raise LookupError(def_id)


def put_x2(state, player: int, square: str, def_id: str, damage: int = 0, acted: bool = False) -> UnitPiece:
    piece = UnitPiece(card=x2_uid(state, def_id), damage=damage, acted=acted)
    state.players[player].board[s(square)] = piece
    state.players[player].levelup_names.append(def_id)
    return piece


def give_trap(state, player: int = 0) -> None:
    state.players[player].trap_hand.append(state.trap_supply.pop(0))


def set_trap(state, player: int, square: str) -> None:
    p = state.players[player]
    if not p.trap_hand:
        give_trap(state, player)
    p.traps.append(TrapPiece(card=p.trap_hand.pop(0), square=s(square)))


def start(state, square: str, player: int = 0, command: str = "advance"):
    if state.flow.command is None:
        choose(state, command, player)
    return GAME.apply(state, StartAction(player=player, square=s(square)))


# --- RX-2, RX-4: components and setup ----------------------------------------------------------


def test_rx_2_1_rx_4_4_rest_2_replaces_rest_among_the_five_commands():
    state = new_state(2, variants=LU2)
    assert sorted(state.command_row) == sorted(["advance", "ambush", "rest2", "reward", "recruit"])
    assert "rest" in new_state(2).command_row  # the base game keeps Rest


def test_rx_2_2_rx_4_7_rx_4_8_sixteen_new_level_up_cards_in_eight_piles_replace_the_base_ones():
    state = new_state(3, variants=LU2)
    assert set(state.levelup_piles) == {
        "fighter",
        "phalanx",
        "saint",
        "exorcist",
        "magus",
        "druid",
        "slayer",
        "trapper",
    }
    assert sum(len(p) for p in state.levelup_piles.values()) == 16
    assert all(len(p) == 2 for p in state.levelup_piles.values())  # ruling RX-A1
    base_levelups = {d.id for d in C.units.values() if d.kind == "levelup"}
    assert not base_levelups & set(state.unit_cards.values())  # back in the box


def test_rx_2_3_rx_4_9_two_trap_cards_in_the_central_area():
    state = new_state(2, variants=LU2)
    assert state.trap_supply == ["trap_1", "trap_2"]
    assert X2.trap.copies == 2 and new_state(2).trap_supply == []


def test_rx_2_4_rules_b_monsters_are_an_optional_partial_set():
    base = new_state(2)
    assert not {"zombie", "wolf", "tentacles", "mandragora"} & set(base.monster_cards.values())
    state = new_state(2, variants=["rules_b_monsters"])
    kinds = set(state.monster_cards.values())
    assert {"zombie", "wolf", "tentacles", "mandragora"} <= kinds
    for m in X2.monsters.values():  # 3 black-frame copies per white-frame card, as the base set
        uids = [u for u, k in state.monster_cards.items() if k == m.id]
        assert len([u for u in uids if u.startswith("b_")]) == 3 * len([u for u in uids if u.startswith("w_")])


def test_rx_4_2_the_variant_is_a_setup_option_and_unknown_ones_are_refused():
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup

    with pytest.raises(RuleViolation) as exc:
        GAME.validate_setup(Setup(seats=[SeatSetup(name="A")], options={"variants": ["nope"]}))
    assert exc.value.rule == "RX-4.2"
    assert new_state(1).variants == [] and new_state(1, variants=ALL).variants == ALL


def test_rx_4_5_rx_ex1_rest_2_costs_the_leader_1_gold_for_its_honour_token():
    # RX-EX1: round 1, the start player holds 1 honour token and 2 gold
    state = bare(2)
    p = state.players[0]
    p.honour_tokens, p.gold = 1, 2
    events = choose(state, "rest2", 0)
    assert ev(events, "rest2_paid") and p.gold == 1 and p.honour == 2  # 2 honour marks, but 1 gold
    state = bare(2)
    state.players[0].gold = 0  # ruling RX-A2: no gold, no token; the rest of the card resolves
    events = choose(state, "rest2", 0)
    assert ev(events, "rest2_no_token") and state.players[0].honour_tokens == 0


def test_RR_A20_rest_2_charges_its_gold_even_when_the_box_has_no_honour_token_left():
    # issue 13: with the stock empty the leader used to get nothing and pay nothing; under
    # ruling RR-A20 the stock never runs out, so Rest 2 always costs 1 gold for its token
    state = bare(2)
    p = state.players[0]
    state.players[1].honour_tokens = state.honour_stock
    state.honour_stock = 0
    p.gold = 2
    events = choose(state, "rest2", 0)
    assert ev(events, "rest2_paid") == [{"player": 0, "gold": 1, "total": 1}]
    assert ev(events, "honour") == [{"player": 0, "amount": 1}]
    assert p.gold == 1 and p.honour_tokens == 1 and state.honour_stock == -1


# --- RX-5: Level Up 2 ----------------------------------------------------------------------------


def test_rx_4_3_rx_5_4_each_basic_class_offers_its_two_cards():
    assert X2.pairs == {
        "warrior": ["fighter", "phalanx"],
        "cleric": ["saint", "exorcist"],
        "sorcerer": ["magus", "druid"],
        "thief": ["trapper", "slayer"],
    }
    state = bare(2)
    put_unit(state, 0, "2-B", "warrior_star")
    state.players[0].honour_tokens = 2
    choose(state, "advance", 0)
    ups = {(a.square, a.card) for a in legal(state, 0) if isinstance(a, LevelUp)}
    assert ups == {(s("2-B"), "fighter"), (s("2-B"), "phalanx")}
    refused(state, LevelUp(player=0, square=s("2-B"), card="saint"), "RX-4.3")
    refused(state, LevelUp(player=0, square=s("2-B")), "RX-4.3")


def test_rx_5_1_rx_5_2_rx_5_5_rx_5_9_rx_5_10_level_up_2_replaces_the_unit_keeping_cubes_and_marker():
    state = bare(2)
    piece = put_unit(state, 0, "2-B", "warrior_star", damage=2, acted=True)
    old = piece.card
    state.players[0].honour_tokens = 2
    gold = state.players[0].gold
    choose(state, "ambush", 0)
    pile = list(state.levelup_piles["phalanx"])
    GAME.apply(state, LevelUp(player=0, square=s("2-B"), card="phalanx"))
    new = at(state, 0, "2-B")
    assert new.card == pile[0] and state.levelup_piles["phalanx"] == pile[1:]  # RX-5.5
    assert new.damage == 2 and new.acted  # RX-5.9
    assert old in state.unit_discard  # RX-5.10
    assert state.players[0].honour == 0 and state.players[0].gold == gold  # RX-5.2: no gold


def test_rx_5_2_units_in_hand_and_level_up_units_cannot_level_up():
    state = bare(2)
    put_x2(state, 0, "2-B", "fighter")
    state.players[0].honour_tokens = 5
    choose(state, "advance", 0)
    assert not [a for a in legal(state, 0) if isinstance(a, LevelUp)]
    refused(state, LevelUp(player=0, square=s("2-B"), card="phalanx"), "RX-5.2")
    refused(state, LevelUp(player=0, square=s("1-A"), card="phalanx"), "RX-5.2")


def test_rx_5_3_costs_2_2_then_3_honour_marks():
    state = bare(2)
    p = state.players[0]
    for sq_ in ("2-A", "2-B", "2-C", "1-A"):
        put_unit(state, 0, sq_, "warrior_star" if sq_ != "1-A" else "thief_star")
    p.honour_tokens = 6
    choose(state, "advance", 0)
    GAME.apply(state, LevelUp(player=0, square=s("2-A"), card="fighter"))
    assert p.honour == 4
    GAME.apply(state, LevelUp(player=0, square=s("2-B"), card="phalanx"))
    assert p.honour == 2
    refused(state, LevelUp(player=0, square=s("1-A"), card="slayer"), "RX-5.3")  # the 3rd costs 3
    p = state.players[0]
    p.honour_tokens = 3
    GAME.apply(state, LevelUp(player=0, square=s("1-A"), card="slayer"))
    assert p.honour == 0 and p.level_ups == 3


def test_rx_5_6_an_empty_pile_leaves_the_other_card():
    state = bare(2)
    put_unit(state, 0, "2-B", "warrior_star")
    state.players[0].honour_tokens = 2
    state.unit_discard += state.levelup_piles["fighter"]
    state.levelup_piles["fighter"] = []
    choose(state, "advance", 0)
    assert {a.card for a in legal(state, 0) if isinstance(a, LevelUp)} == {"phalanx"}
    refused(state, LevelUp(player=0, square=s("2-B"), card="fighter"), "RX-5.6")


def test_rx_5_8_one_copy_per_name_per_player():
    state = bare(2)
    put_x2(state, 0, "1-B", "fighter")
    put_unit(state, 0, "2-B", "warrior_star")
    state.players[0].honour_tokens = 3
    choose(state, "advance", 0)
    assert {a.card for a in legal(state, 0) if isinstance(a, LevelUp)} == {"phalanx"}
    refused(state, LevelUp(player=0, square=s("2-B"), card="fighter"), "RX-5.8")


def test_rx_5_7_the_player_whose_turn_it_is_gets_the_last_copy_then_clockwise():
    state = bare(3)
    for seat in range(3):
        put_unit(state, seat, "2-B", "warrior_star")
        state.players[seat].honour_tokens = 2
    state.unit_discard += state.levelup_piles["fighter"][1:]
    del state.levelup_piles["fighter"][1:]
    choose(state, "reward", 1)  # player 2 leads Reward: each is offered a level-up in turn
    assert state.flow.decision == "levelup" and state.flow.decider == 1
    GAME.apply(state, LevelUp(player=1, square=s("2-B"), card="fighter"))
    GAME.apply(state, Decline(player=1))
    assert state.flow.decider == 2  # clockwise: the next player finds the pile empty
    assert {a.card for a in legal(state, 2) if isinstance(a, LevelUp)} == {"phalanx"}


def test_rx_5_11_rx_5_13_any_time_of_a_command_own_turn_or_not():
    state = bare(2)
    put_unit(state, 1, "2-B", "cleric_star")
    state.players[1].honour_tokens = 2
    choose(state, "reward", 0)  # a follower in Reward: asked to level up or continue
    assert state.flow.decision == "levelup" and state.flow.decider == 1
    GAME.apply(state, LevelUp(player=1, square=s("2-B"), card="saint"))
    assert C.unit(state.unit_cards[at(state, 1, "2-B").card]).id == "saint"
    # Rest 2 and Recruit decisions offer it too
    state = bare(2)
    for sq_ in ("2-A", "2-B", "2-C"):
        put_unit(state, 0, sq_, "warrior_star", acted=True)
    state.players[0].honour_tokens = 2
    state.players[0].gold = 0
    choose(state, "rest2", 0)
    assert state.flow.decision == "rest" and any(isinstance(a, LevelUp) for a in legal(state, 0))


def _recruit_table():
    """Player 1 leads Recruit, the last command of the round, with a Warrior★ in hand, 2 gold
    and 2 honour marks; player 2 has nothing to recruit."""
    state = bare(2)
    p = state.players[0]
    uid = next(u for u in state.unit_deck if state.unit_cards[u] == "warrior_star")
    state.unit_deck.remove(uid)
    p.hand = [uid]
    p.gold, p.honour_tokens = 2, 2
    state.command_row = ["advance", "ambush", "reward", "rest2", "recruit"]
    state.pawn = 3
    return state, uid


def test_RX_5_13_the_recruited_star_unit_is_offered_a_level_up_at_once():
    state, uid = _recruit_table()
    choose(state, "recruit", 0)
    assert state.flow.decision == "recruit"
    GAME.apply(state, Recruit(player=0, card=uid, square=s("2-B")))
    # the player's part of Recruit is not over: "level up or continue" (RX-5.11, RX-5.13)
    assert state.flow.decision == "levelup" and state.flow.decider == 0
    assert {(a.square, a.card) for a in legal(state, 0) if isinstance(a, LevelUp)} == {
        (s("2-B"), "fighter"),
        (s("2-B"), "phalanx"),
    }
    GAME.apply(state, LevelUp(player=0, square=s("2-B"), card="phalanx"))
    assert C.unit(state.unit_cards[at(state, 0, "2-B").card]).id == "phalanx"
    GAME.apply(state, Decline(player=0))
    assert state.flow.command is None or state.flow.command.queue[:1] != [0]


def test_RX_5_13_after_recruiting_the_player_may_just_continue():
    state, uid = _recruit_table()
    choose(state, "recruit", 0)
    GAME.apply(state, Recruit(player=0, card=uid, square=s("2-B")))
    GAME.apply(state, Decline(player=0))
    assert C.unit(state.unit_cards[at(state, 0, "2-B").card]).id == "warrior_star"
    assert state.flow.decider != 0 or state.flow.decision != "levelup"


def test_rx_5_12_rx_5_15_no_level_up_in_the_middle_of_a_unit_action_nor_after_a_roll():
    state = bare(2)
    put_unit(state, 0, "2-B", "warrior_star")
    put_unit(state, 0, "2-A", "cleric_star")
    put_monster(state, 0, "3-B", "golem")
    state.players[0].honour_tokens = 3
    choose(state, "advance", 0)
    assert any(isinstance(a, LevelUp) for a in legal(state, 0))  # before an action
    GAME.apply(state, StartAction(player=0, square=s("2-B")))
    assert not any(isinstance(a, LevelUp) for a in legal(state, 0))  # during the move or skill
    refused(state, LevelUp(player=0, square=s("2-A"), card="saint"), "RX-5.12")
    GAME.apply(state, UseSkill(player=0, targets=(s("3-B"),)))
    assert state.flow.command.roll is not None  # Willpower is offered, a level-up is not
    assert not any(isinstance(a, LevelUp) for a in legal(state, 0))
    refused(state, LevelUp(player=0, square=s("2-B"), card="fighter"), "RX-5.12")


def test_rx_5_14_no_level_up_in_the_enemy_or_end_phase():
    state = bare(2)
    put_unit(state, 0, "2-B", "warrior_star", damage=2)
    put_monster(state, 0, "3-B", "skeleton")  # 2 damage: the Warrior★ faints
    state.players[0].honour_tokens = 4
    events = run_invasion(state)
    assert ev(events, "faint")  # no faint window is offered (RX-5.15)
    state.flow.decision, state.flow.decider = "support", 0
    assert rules.level_up_2_timing(state, "support") == "RX-5.14"
    put_unit(state, 0, "2-C", "warrior_star")
    refused(state, LevelUp(player=0, square=s("2-C"), card="fighter"), "RX-5.14")


def test_rx_ex8_level_up_2_timing_table():
    state = bare(2)
    put_unit(state, 0, "2-B", "warrior_star")
    f = state.flow
    answers = {}
    for moment, kind, acting in [
        ("advance, between actions", "actions", False),
        ("advance, during", "actions", True),
        ("rest", "rest", False),
        ("reward", "levelup", False),
        ("recruit", "recruit", False),
        ("invasion", "faint", False),
        ("summon/support", "support", False),
        ("end processing", "recover", False),
    ]:
        choose(state, "ambush", 0)
        if acting:
            GAME.apply(state, StartAction(player=0, square=s("2-B")))
        answers[moment] = rules.level_up_2_timing(state, kind) is None
        f.command = None
        at(state, 0, "2-B").acted = False
    assert answers == {
        "advance, between actions": True,
        "advance, during": False,
        "rest": True,
        "reward": True,
        "recruit": True,
        "invasion": False,
        "summon/support": False,
        "end processing": False,
    }


# --- RX-6 to RX-12: the new units ----------------------------------------------------------------


def test_rx_6_1_rx_6_2_rx_6_3_fighter_is_warrior_lv2():
    warrior, fighter, lv2 = C.units["warrior_star"], X2.units["fighter"], C.units["warrior_lv2"]
    assert fighter.unit_class == "warrior"
    assert (fighter.skill.modifier, fighter.hp) == (warrior.skill.modifier + 1, warrior.hp + 1)
    assert fighter.skill.range == warrior.skill.range and fighter.movement == warrior.movement
    assert (fighter.skill, fighter.hp, fighter.movement) == (lv2.skill, lv2.hp, lv2.movement)


def test_rx_7_1_rx_7_3_rx_ex5_phalanx_reduces_monster_damage_only():
    state = bare(2)
    put_x2(state, 0, "2-B", "phalanx")
    put_monster(state, 0, "3-B", "skeleton")  # 2 damage
    events = run_invasion(state)
    assert at(state, 0, "2-B").damage == 1 and ev(events, "damage_reduced")[0]["reduced"] == 1
    # RX-EX5: an allied Bard's 1 damage is not reduced
    state = bare(2)
    put_unit(state, 0, "1-B", "bard")
    put_x2(state, 0, "2-B", "phalanx")
    start(state, "1-B")
    GAME.apply(state, UseSkill(player=0, targets=(s("2-B"),)))
    assert at(state, 0, "2-B").damage == 1


def test_rx_7_2_rx_7_4_rx_ex2_phalanx_against_the_zombie_takes_0_but_the_marker():
    state = bare(2)
    put_x2(state, 0, "2-B", "phalanx")
    put_monster(state, 0, "3-B", "zombie")
    events = run_invasion(state)
    assert at(state, 0, "2-B").damage == 0 and ev(events, "damage_reduced")[0]["reduced"] == 0
    assert ev(events, "marker_placed")[0]["square"] == s("2-B")  # (removed again in the End Phase)


def test_rx_7_5_rx_ex3_phalanx_against_the_wolf_takes_0_plus_0():
    state = bare(2)
    put_x2(state, 0, "2-B", "phalanx")
    put_monster(state, 0, "3-B", "wolf")
    events = run_invasion(state)
    assert at(state, 0, "2-B").damage == 0 and len(ev(events, "damage_reduced")) == 2
    state = bare(2)
    put_unit(state, 0, "2-B", "knight")  # any other unit takes both hits
    put_monster(state, 0, "3-B", "wolf")
    run_invasion(state)
    assert at(state, 0, "2-B").damage == 2


def test_rx_7_6_rx_ex4_phalanx_against_the_tentacles():
    state = bare(2)  # (a) 0 damage and still pushed
    put_x2(state, 0, "2-B", "phalanx")
    put_monster(state, 0, "3-B", "tentacles")
    events = run_invasion(state)
    assert at(state, 0, "1-B").damage == 0 and at(state, 0, "2-B") is None and ev(events, "pushed")
    state = bare(2)  # (b) cannot be moved: 2 damage reduced to 1
    put_x2(state, 0, "1-B", "phalanx")
    put_monster(state, 0, "2-B", "tentacles")
    run_invasion(state)
    assert at(state, 0, "1-B").damage == 1


def test_rx_8_1_rx_8_2_rx_8_3_rx_8_4_rx_8_5_rx_8_6_saint_heals_automatically_at_support():
    saint = X2.units["saint"]
    assert saint.skill == C.units["cleric_star"].skill and saint.auto_heal == 1  # RX-8.1
    state = bare(2)
    put_x2(state, 0, "2-B", "saint", acted=True)  # RX-8.4: acted or not
    put_unit(state, 0, "2-A", "warrior_star", damage=2)
    put_unit(state, 0, "1-A", "warrior_star", damage=1)  # out of the Saint's 3x3 range? no: adjacent diag
    put_unit(state, 0, "4-C", "knight", damage=1)  # out of range (RX-8.6)
    f = state.flow
    f.step, f.pending, f.decision, f.decider = "support", [], None, None
    events: list = []
    rules._run(state, events)
    assert f.decision == "saint" and f.decider == 0  # RX-8.7: the owner chooses
    options = {a.square for a in legal(state, 0)}
    assert options == {s("2-A"), s("1-A")}
    refused(state, SaintHeal(player=0, saint=s("2-B"), square=s("4-C")), "RX-8.6")
    events = GAME.apply(state, SaintHeal(player=0, saint=s("2-B"), square=s("2-A")))
    assert at(state, 0, "2-A").damage == 1 and ev(events, "saint_heal")


def test_rx_9_2_rx_9_5_exorcist_reaches_the_whole_board_with_no_modifier():
    ex = X2.units["exorcist"]
    assert ex.skill.whole_board and ex.skill.modifier == 0 and ex.skill.die_to_one
    state = bare(2)
    put_x2(state, 0, "1-C", "exorcist")
    put_monster(state, 0, "6-A", "goblin")
    start(state, "1-C")
    assert UseSkill(player=0, targets=(s("6-A"),)) in legal(state, 0)


@pytest.mark.parametrize(
    "dice,change,defence,expected",
    [
        ([6, 6], 0, 7, (2, 7, "hit")),  # RX-EX6 (a) / RX-9.6: not a critical, maximum 7
        ([1, 1], 0, 3, (0, 2, "fumble")),  # RX-EX6 (b) / RX-9.7
        ([1, 5], 0, 6, (2, 6, "hit")),  # RX-EX6 (c): the die already showing 1 may be changed
        ([2, 5], 1, 6, (1, 3, "graze")),  # RX-9.8: below the defence, 1 damage
    ],
)
def test_rx_9_3_rx_9_6_rx_9_7_rx_9_8_rx_ex6_exorcist_dice(dice, change, defence, expected):
    assert rules.exorcist_damage(dice, change, defence)[:3] == expected


def test_rx_9_4_rx_9_9_rx_ex6_the_player_changes_a_die_after_any_reroll():
    state = bare(2)
    put_x2(state, 0, "1-C", "exorcist")
    put_monster(state, 0, "5-A", "golem")  # defence 9
    state.players[0].honour_tokens = 1
    start(state, "1-C")
    GAME.apply(state, UseSkill(player=0, targets=(s("5-A"),)))
    roll = state.flow.command.roll
    roll.dice = [3, 3]
    GAME.apply(state, Reroll(player=0))  # RX-EX6 (d): reroll first
    roll = state.flow.command.roll
    if roll is not None:  # different dice: the player picks the die
        dice = list(roll.dice)
        assert {a.change for a in legal(state, 0) if isinstance(a, AcceptRoll)} == {0, 1}
        events = GAME.apply(state, AcceptRoll(player=0, change=1))
        changed = ev(events, "die_changed")[0]
        assert changed["rolled"] == dice and changed["dice"] == [dice[0], 1]
    state2 = bare(2)
    put_unit(state2, 0, "2-B", "warrior_star")
    put_monster(state2, 0, "3-B", "golem")
    state2.players[0].honour_tokens = 1
    start(state2, "2-B")
    GAME.apply(state2, UseSkill(player=0, targets=(s("3-B"),)))
    refused(state2, AcceptRoll(player=0, change=0), "RX-9.3")


def test_RX_9_4_exorcist_names_a_die_only_when_the_dice_differ():
    """RX-9.4 (ruling RXD-7): equal dice leave no die to choose; different dice need one named.
    legal_actions and apply share the check."""
    state = bare(2)
    put_x2(state, 0, "1-C", "exorcist")
    put_monster(state, 0, "5-A", "golem")
    start(state, "1-C")
    GAME.apply(state, UseSkill(player=0, targets=(s("5-A"),)))
    for dice in ([3, 3], [1, 1]):
        state.flow.command.roll.dice = dice
        assert [a.change for a in legal(state, 0) if isinstance(a, AcceptRoll)] == [None]
        refused(state, AcceptRoll(player=0, change=0), "RX-9.4")
        refused(state, AcceptRoll(player=0, change=1), "RX-9.4")
    state.flow.command.roll.dice = [2, 5]
    assert [a.change for a in legal(state, 0) if isinstance(a, AcceptRoll)] == [0, 1]
    refused(state, AcceptRoll(player=0), "RX-9.4")
    events = GAME.apply(state, AcceptRoll(player=0, change=0))
    assert ev(events, "die_changed")[0]["dice"] == [1, 5]


def test_rx_10_1_magus_is_sorcerer_lv2_with_attack_plus_1():
    magus, lv2 = X2.units["magus"], C.units["sorcerer_lv2"]
    assert magus.skill.modifier == lv2.skill.modifier + 1
    assert (magus.skill.range, magus.skill.white, magus.hp, magus.movement) == (
        lv2.skill.range,
        lv2.skill.white,
        lv2.hp,
        lv2.movement,
    )  # ruling RX-A16


def test_rx_11_1_rx_11_2_druid_area_attack_reaches_further_than_sorcerer_star():
    druid, sorcerer = X2.units["druid"], C.units["sorcerer_star"]
    assert max(o.forward for o in druid.skill.range) > max(o.forward for o in sorcerer.skill.range)
    state = bare(2)
    put_x2(state, 0, "2-B", "druid")
    put_unit(state, 0, "5-B", "knight")  # an ally in the area is not hurt
    put_monster(state, 0, "6-B", "goblin")
    put_monster(state, 0, "6-A", "goblin")
    start(state, "2-B")
    GAME.apply(state, UseSkill(player=0, targets=()))
    assert at(state, 0, "6-B").damage == 1 and at(state, 0, "6-A").damage == 1
    assert at(state, 0, "5-B").damage == 0


def test_rx_12_1_rx_12_2_slayer_half_circle_area_attack():
    state = bare(2)
    put_x2(state, 0, "3-B", "slayer")
    for sq_ in ("3-A", "4-A", "4-B", "4-C", "3-C", "2-B"):
        put_monster(state, 0, sq_, "golem")
    start(state, "3-B")
    GAME.apply(state, UseSkill(player=0, targets=()))
    hit = {sq_ for sq_ in ("3-A", "4-A", "4-B", "4-C", "3-C", "2-B") if at(state, 0, sq_).damage == 1}
    assert hit == {"3-A", "4-A", "4-B", "4-C", "3-C"}  # a half-circle facing the magic circles


# --- RX-13, RX-14: the Trapper and the Trap ------------------------------------------------------


def test_rx_13_2_a_thief_levelling_into_a_trapper_takes_a_trap():
    state = bare(2)
    put_unit(state, 0, "2-B", "thief_star")
    state.players[0].honour_tokens = 2
    choose(state, "advance", 0)
    events = GAME.apply(state, LevelUp(player=0, square=s("2-B"), card="trapper"))
    assert ev(events, "trap_gained") and state.players[0].trap_hand == ["trap_1"]
    assert state.trap_supply == ["trap_2"]


def test_rx_13_1_rx_13_3_rx_13_4_rx_13_5_the_trapper_sets_its_one_trap_on_an_empty_adjacent_square():
    state = bare(2)
    put_x2(state, 0, "2-B", "trapper")
    put_unit(state, 0, "2-A", "knight")
    put_monster(state, 0, "3-B", "goblin")
    give_trap(state)
    start(state, "2-B")
    targets = {a.targets for a in legal(state, 0) if isinstance(a, UseSkill)}
    assert targets == {(s("2-C"),), (s("1-B"),)}  # no card on it (RX-13.3); no attack (RX-13.1)
    refused(state, UseSkill(player=0, targets=(s("3-B"),)), "RX-13.3")
    events = GAME.apply(state, UseSkill(player=0, targets=(s("2-C"),)))
    assert ev(events, "trap_set") and state.players[0].traps[0].square == s("2-C")
    assert len(state.players[0].trap_hand) + len(state.players[0].traps) == 1  # RX-13.4
    # RX-13.5: with the Trap placed, the Trapper has no skill
    at(state, 0, "2-B").acted = False
    state.flow.command = None
    start(state, "2-B")
    assert not [a for a in legal(state, 0) if isinstance(a, UseSkill)]
    refused(state, UseSkill(player=0, targets=(s("1-B"),)), "RX-13.5")


def test_rx_13_7_the_owner_takes_the_trap_back_at_will():
    state = bare(2)
    set_trap(state, 0, "3-B")
    choose(state, "reward", 0)
    put_unit(state, 1, "2-B", "warrior_star")
    state.flow.decision, state.flow.decider = "command", 0
    assert RetrieveTrap(player=0) in legal(state, 0)
    events = GAME.apply(state, RetrieveTrap(player=0))
    assert ev(events, "trap_retrieved") and state.players[0].trap_hand and not state.players[0].traps


def test_rx_14_1_rx_14_2_rx_14_3_rx_14_4_rx_14_5_rx_13_6_rx_14_6_rx_ex7_the_wolf_walks_into_the_trap():
    state = bare(2)
    put_monster(state, 0, "5-B", "wolf")  # range: 1 and 2 squares ahead, movement 2
    set_trap(state, 0, "4-B")  # placed in the Main Phase beside a Trapper
    put_x2(state, 0, "3-A", "trapper")
    events = run_invasion(state)
    assert not ev(events, "monster_attack")  # RX-14.2: the Trap is no target; the Wolf moves
    wolf = at(state, 0, "4-B")
    assert isinstance(wolf, MonsterPiece) and wolf.damage == 2  # stopped on the Trap (RX-14.5)
    assert ev(events, "trap_triggered")[0]["damage"] == 2
    assert state.players[0].trap_hand and not state.players[0].traps  # RX-13.6, RX-14.6


def test_rx_14_7_every_monster_triggers_the_trap_even_when_passing_over_it():
    state = bare(2)
    put_monster(state, 0, "6-A", "goblin")  # movement 2 would carry it past 5-A
    set_trap(state, 0, "5-A")
    events = run_invasion(state)
    moves = [e for e in ev(events, "monster_move") if e["frm"] == s("6-A")]
    assert moves[0]["to"] == s("5-A") and ev(events, "trap_triggered")[0]["square"] == s("5-A")
    assert ev(events, "monster_defeated")[0]["player"] == 0  # ruling RX-A19: the owner's kill


def test_rx_14_8_the_mandragora_counterattacks_units_but_not_traps():
    state = bare(2)
    put_unit(state, 0, "2-B", "swordmaster")
    put_monster(state, 0, "3-B", "mandragora")  # HP 3
    start(state, "2-B")
    events = GAME.apply(state, UseSkill(player=0, targets=(s("3-B"), s("3-B"))))
    assert len(ev(events, "counter")) == 2 and at(state, 0, "2-B").damage == 2  # one per hit (ruling RXD-5)
    state = bare(2)
    put_monster(state, 0, "6-B", "mandragora")
    set_trap(state, 0, "5-B")
    events = run_invasion(state)
    assert at(state, 0, "5-B").damage == 2 and not ev(events, "counter")


def test_rx_14_9_units_neither_enter_nor_pass_a_trap():
    state = bare(2)
    put_unit(state, 0, "2-B", "thief_star")  # movement 3
    set_trap(state, 0, "3-B")
    for sq_ in ("3-A", "3-C"):
        put_unit(state, 0, sq_, "knight")
    start(state, "2-B")
    moves = {a.to for a in legal(state, 0) if isinstance(a, MoveUnit)}
    assert s("3-B") not in moves and s("4-B") not in moves
    refused(state, MoveUnit(player=0, to=s("3-B")), "RX-14.9")
    refused(state, MoveUnit(player=0, to=s("4-B")), "RX-14.9")


def test_rx_14_9_no_recruit_onto_a_trap():
    state = bare(2)
    set_trap(state, 0, "2-B")
    state.players[0].gold = 9
    state.players[0].hand = [put_unit(state, 1, "1-A", "knight").card]
    state.players[1].board[s("1-A")] = None
    choose(state, "recruit", 0)
    assert Recruit(player=0, card=state.players[0].hand[0], square=s("2-B")) not in legal(state, 0)
    refused(state, Recruit(player=0, card=state.players[0].hand[0], square=s("2-B")), "RX-14.9")


def test_rx_14_10_rx_14_11_a_trap_is_no_unit_for_allocation_or_actions():
    state = bare(2)
    put_unit(state, 0, "2-B", "swordmaster")
    set_trap(state, 0, "3-B")
    put_monster(state, 0, "3-A", "golem")
    choose(state, "advance", 0)
    assert StartAction(player=0, square=s("3-B")) not in legal(state, 0)
    GAME.apply(state, StartAction(player=0, square=s("2-B")))
    for a in legal(state, 0):
        if isinstance(a, UseSkill):
            assert s("3-B") not in a.targets


# --- RX-3: victory timing -------------------------------------------------------------------------


def _end_game(state):
    state.unit_discard += state.white_deck
    state.white_deck = []


def test_rx_3_1_rx_3_4_a_trap_kill_during_invasion_lets_its_owner_declare_at_once():
    state = bare(2)
    _end_game(state)
    put_monster(state, 0, "6-B", "goblin", damage=1)
    put_monster(state, 1, "6-A", "troll")
    set_trap(state, 0, "5-B")
    run_invasion(state)
    f = state.flow
    assert f.decision == "declare" and f.decider == 0 and f.invasion is not None  # mid-Invasion
    assert DeclareVictory(player=0) in legal(state, 0)


def test_rx_3_3_rx_3_5_the_window_closes_at_the_end_of_invasion_and_the_game_ends_then():
    state = bare(2)
    _end_game(state)
    put_monster(state, 0, "6-B", "goblin", damage=1)
    for sq_ in ("6-A", "6-B", "6-C"):
        put_monster(state, 1, sq_, "troll")
    set_trap(state, 0, "5-B")
    run_invasion(state)
    events = GAME.apply(state, DeclareVictory(player=0))
    # the Invasion goes on: player 2's board is invaded before the window closes
    assert ev(events, "monster_move") or ev(events, "monster_blocked")
    while state.result is None:
        assert state.flow.decision == "declare"
        events = GAME.apply(state, Decline(player=state.flow.decider))
    assert state.result.winners == [0] and state.result.rule == "RX-3.3"
    assert not ev(events, "summon_draw") and state.flow.step == "over"  # no Summon, no End Phase


def test_rx_3_6_ties_at_the_end_of_invasion_use_the_base_tie_breaks():
    state = bare(2)
    _end_game(state)
    put_monster(state, 0, "6-B", "goblin", damage=1)
    set_trap(state, 0, "5-B")
    state.players[1].gold = 5
    state.players[1].honour_tokens = 1  # the Trap kill gives player 1 one honour mark: tied
    run_invasion(state)
    GAME.apply(state, DeclareVictory(player=0))
    while state.result is None:
        who = state.flow.decider
        GAME.apply(state, DeclareVictory(player=who) if who == 1 else Decline(player=who))
    assert state.result.rule == "RX-3.6" and state.result.winners == [1]  # more gold (honour tied)


def test_rx_3_2_solo_last_round_is_lost_only_after_that_rounds_invasion():
    state = bare(1, seed=3)
    state.solo_difficulty = "normal"
    _end_game(state)
    f = state.flow
    f.last_round = f.round = 4
    put_monster(state, 0, "6-B", "goblin", damage=1)
    set_trap(state, 0, "5-B")
    # the base rule would lose at the end of the Main Phase; with the expansion the Trap wins it
    f.step, f.auto_queue, f.command, f.decision, f.decider = "auto", [], None, None, None
    events: list = []
    rules._run(state, events)
    assert state.result is not None and state.result.winners == [0]
    state = bare(1, seed=3)
    state.solo_difficulty = "normal"
    _end_game(state)
    state.flow.last_round = state.flow.round = 4
    put_monster(state, 0, "6-B", "golem")
    events = run_invasion(state)
    assert state.result is not None and state.result.rule == "RX-3.2" and state.result.winners == []
