"""Rook & Raiders worked examples RR-EX1 to RR-EX8 of the rulebook, played as scenarios with the
rulebook's exact numbers (shared/rules/rook-raiders-base.md, "Worked examples in the text")."""

from __future__ import annotations

from rookraiders_desktop.engine.games.rook_raiders import rules
from rookraiders_desktop.engine.games.rook_raiders.actions import (
    ChooseCommand,
    EndUnitAction,
    MoveUnit,
    RemoveMarkers,
    StartAction,
    UseSkill,
)
from rookraiders_desktop.engine.games.rook_raiders.content import load_content
from rookraiders_desktop.engine.games.rook_raiders.models import LINES, MonsterPiece, UnitPiece, xy

from .rr_helpers import GAME, at, choose, kinds, legal, new_state, put_monster, put_unit, s
from .test_rr_setup_and_commands import bare, ev, place, play_main_phase, refused, start

C = load_content()


def acted_count(state, seat: int = 0) -> int:
    return sum(isinstance(p, UnitPiece) and p.acted for p in state.players[seat].board)


# --- RR-EX1 -----------------------------------------------------------------------------------


def test_rr_ex1_round_0_same_letter_twice_summons_one_square_right():
    seen = 0
    for seed in range(1, 60):
        state = new_state(2, seed=seed)
        up = [chip.letter for chip in state.chips if chip.face_up]
        if up[0] != up[1]:
            # different letters: each monster stands on its own line's magic circle
            for p in state.players:
                assert {xy(i) for i, x in enumerate(p.board) if isinstance(x, MonsterPiece)} == {
                    (0, LINES.index(up[0])),
                    (0, LINES.index(up[1])),
                }
            continue
        seen += 1
        line = up[0]
        for p in state.players:
            squares = {i for i, x in enumerate(p.board) if isinstance(x, MonsterPiece)}
            assert squares == {s(f"6-{line}"), s(f"5-{line}")}  # magic circle, then one to its right
    assert seen >= 2  # the case happens and was checked


def test_rr_ex1_first_monster_on_the_circle_second_beside_it():
    state = bare(3)
    state.rng.forced = [2, 2]  # chip 2 (B), then chip 3 (B): the same letter twice
    events: list = []
    rules._summon_one(state, 0, events)
    rules._summon_one(state, 0, events)
    draws = ev(events, "summon_draw")
    assert [d["line"] for d in draws] == ["B", "B"]
    for seat in range(3):
        squares = [e["square"] for e in ev(events, "summon") if e["player"] == seat]
        assert squares == [s("6-B"), s("5-B")]
        monsters = [e["monster"] for e in ev(events, "summon") if e["player"] == seat]
        assert monsters == [d["monster"] for d in draws]


# --- RR-EX2 -----------------------------------------------------------------------------------


def test_rr_ex2_four_commands_per_round_with_1_and_with_4_players():
    # 1 player: 1 chosen, the next 3 AUTO, the rightmost not executed
    state = bare(1)
    state.command_row = ["advance", "ambush", "rest", "reward", "recruit"]
    events = play_main_phase(state, ["reward"])
    round_1 = events[: kinds(events).index("round")]
    assert [e["command"] for e in ev(round_1, "command_chosen")] == ["reward"]
    assert [e["command"] for e in ev(round_1, "auto_command")] == ["advance", "ambush", "rest"]
    assert [e["command"] for e in ev(round_1, "command_done")] == ["reward", "advance", "ambush", "rest"]
    # 4 players: all 4 executed cards are chosen; the one nobody chose is not executed
    state = bare(4)
    state.command_row = ["advance", "ambush", "rest", "reward", "recruit"]
    events = play_main_phase(state, ["recruit", "ambush", "reward", "rest"])
    round_1 = events[: kinds(events).index("round")]
    assert ev(round_1, "auto_command") == []
    assert [e["command"] for e in ev(round_1, "command_done")] == ["recruit", "ambush", "reward", "rest"]
    assert "advance" not in [e["command"] for e in ev(round_1, "command_done")]
    assert [p.gold for p in state.players] == [5, 4, 6, 4]  # Recruit +1, Reward 4/2; no Advance gold


# --- RR-EX3 -----------------------------------------------------------------------------------


def test_rr_ex3_two_squares_one_down_then_one_left():
    state = bare(2)
    put_unit(state, 0, "2-A", "warrior_star")  # movement 2
    put_monster(state, 0, "3-A", "goblin")  # left-then-down is barred: the path must turn
    start(state, "2-A")
    assert MoveUnit(player=0, to=s("3-B")) in legal(state, 0)
    events = GAME.apply(state, MoveUnit(player=0, to=s("3-B")))
    assert ev(events, "unit_move")[0]["frm"] == s("2-A") and ev(events, "unit_move")[0]["to"] == s("3-B")
    assert isinstance(at(state, 0, "3-B"), UnitPiece) and at(state, 0, "2-A") is None


# --- RR-EX4 -----------------------------------------------------------------------------------


def _warrior_vs_golem():
    state = bare(2)
    put_unit(state, 0, "2-B", "warrior_star")
    golem = put_monster(state, 0, "3-B", "golem")  # adjacent, ahead
    start(state, "2-B")
    return state, golem


def test_rr_ex4_warrior_attacks_golem():
    assert C.units["warrior_star"].skill.modifier == 1
    assert (C.monsters["golem"].defence, C.monsters["golem"].hp) == (9, 2)  # HP by ruling RR-A6
    state, _golem = _warrior_vs_golem()
    state.rng.forced = [3, 4]  # dice total 7
    events = GAME.apply(state, UseSkill(player=0, targets=(s("3-B"),)))
    result = ev(events, "attack_result")[0]
    assert (sum(result["dice"]), result["modifier"], result["value"], result["defence"]) == (7, 1, 8, 9)
    assert (result["damage"], result["outcome"]) == (1, "graze")  # 8 < 9: small damage
    assert at(state, 0, "3-B").damage == 1  # one cube on the Golem card...
    assert state.players[0].cubes == 14  # ...taken from the personal stock
    assert state.players[0].defeated == []


def test_rr_ex4_attack_value_9_or_more_defeats_the_golem():
    state, golem = _warrior_vs_golem()
    state.rng.forced = [4, 4]  # 8 + 1 = 9: at least the defence
    events = GAME.apply(state, UseSkill(player=0, targets=(s("3-B"),)))
    result = ev(events, "attack_result")[0]
    assert (result["value"], result["damage"], result["outcome"]) == (9, 2, "hit")
    assert ev(events, "monster_damage")[0]["total"] == 2  # 2 cubes = the Golem's HP
    assert at(state, 0, "3-B") is None  # defeated and removed
    assert state.players[0].defeated == [golem.card]  # face down in front of the player
    assert state.players[0].honour == 1
    assert state.players[0].cubes == 15  # its cubes went back to the personal stock


# --- RR-EX5 -----------------------------------------------------------------------------------


def _swordmaster_table():
    state = bare(2)
    place(state, 0, "3-B", "swordmaster")
    put_monster(state, 0, "4-A", "skeleton")  # HP 3
    put_monster(state, 0, "4-B", "dullahan")  # HP 4
    start(state, "3-B")
    return state


def test_rr_ex5_swordmaster_splits_two_hits():
    state = _swordmaster_table()
    a, b = s("4-A"), s("4-B")
    options = {tuple(sorted(x.targets)) for x in legal(state, 0) if isinstance(x, UseSkill)}
    assert options == {(a, a), (a, b), (b, b)}  # 1 + 1, or 2 on either monster
    counter = state.rng.counter
    events = GAME.apply(state, UseSkill(player=0, targets=(b, a)))  # 1 damage to each
    assert "dice" not in kinds(events) and state.rng.counter == counter
    assert [e["amount"] for e in ev(events, "monster_damage")] == [1, 1]
    assert (at(state, 0, "4-A").damage, at(state, 0, "4-B").damage) == (1, 1)
    state = _swordmaster_table()
    GAME.apply(state, UseSkill(player=0, targets=(b, b)))  # 2 damage to one
    assert (at(state, 0, "4-A").damage, at(state, 0, "4-B").damage) == (0, 2)
    state = _swordmaster_table()
    refused(state, UseSkill(player=0, targets=(a, b, b)), "RR-9.12")  # only 2 hits


# --- RR-EX6 -----------------------------------------------------------------------------------


def _cleric_table(damages: dict[str, tuple[str, int]], cleric_damage: int = 0):
    state = bare(2)
    put_unit(state, 0, "1-C", "cleric_lv2", damage=cleric_damage)
    for square, (kind, damage) in damages.items():
        place(state, 0, square, kind, damage=damage)
    start(state, "1-C")
    return state


def test_rr_ex6_cleric_lv2_heals_1_three_times_anywhere_itself_included():
    cleric = C.levelups["cleric"]
    assert (cleric.skill.form, cleric.skill.amount, cleric.skill.hits, cleric.skill.whole_board) == ("heal", 1, 3, True)
    # all three splits are offered when every target could take them
    state = _cleric_table({"5-A": ("knight", 3), "3-B": ("knight", 3)}, cleric_damage=2)
    me, k1, k2 = s("1-C"), s("5-A"), s("3-B")
    options = {tuple(sorted(x.targets)) for x in legal(state, 0) if isinstance(x, UseSkill)}
    assert tuple(sorted((me, k1, k2))) in options  # 1 + 1 + 1 on three units, itself included
    assert (k1, k1, k1) in options  # 3 on one unit, at the far end of the board
    assert tuple(sorted((k1, k2, k2))) in options  # 1 + 2 on two units
    # 1 + 1 + 1
    GAME.apply(state, UseSkill(player=0, targets=(me, k1, k2)))
    assert [at(state, 0, q).damage for q in ("1-C", "5-A", "3-B")] == [1, 2, 2]
    # 3 on one
    state = _cleric_table({"5-A": ("knight", 3), "3-B": ("knight", 3)}, cleric_damage=2)
    GAME.apply(state, UseSkill(player=0, targets=(k1, k1, k1)))
    assert [at(state, 0, q).damage for q in ("1-C", "5-A", "3-B")] == [2, 0, 3]
    # 1 + 2 on two
    state = _cleric_table({"5-A": ("knight", 3), "3-B": ("knight", 3)}, cleric_damage=2)
    cubes = state.players[0].cubes
    GAME.apply(state, UseSkill(player=0, targets=(k2, k1, k2)))
    assert [at(state, 0, q).damage for q in ("1-C", "5-A", "3-B")] == [2, 2, 1]
    assert state.players[0].cubes == cubes + 3
    assert at(state, 0, "1-C").acted


# --- RR-EX7 -----------------------------------------------------------------------------------


def test_rr_ex7_bard_makes_an_unacted_warrior_use_its_skill():
    state = bare(2)
    place(state, 0, "1-A", "bard")
    put_unit(state, 0, "4-B", "warrior_star")  # unacted, HP 3
    put_monster(state, 0, "5-B", "golem")
    markers = state.players[0].markers
    start(state, "1-A")
    events = GAME.apply(state, UseSkill(player=0, targets=(s("4-B"),)))
    assert ev(events, "unit_damage")[0]["amount"] == 1 and at(state, 0, "4-B").damage == 1  # survives
    assert state.flow.command.skill_user == s("4-B")  # the Warrior★ may now use its own skill once
    state.rng.forced = [3, 4]
    events = GAME.apply(state, UseSkill(player=0, targets=(s("5-B"),)))
    assert ev(events, "attack_result")[0]["value"] == 8  # the Warrior★'s own +1 modifier
    assert at(state, 0, "5-B").damage == 1
    assert not at(state, 0, "4-B").acted  # still unacted
    assert at(state, 0, "1-A").acted  # only the Bard is acted
    assert state.players[0].markers == markers - 1
    # so the Warrior★ can still take an action of its own
    assert StartAction(player=0, square=s("4-B")) in legal(state, 0)


# --- RR-EX8 -----------------------------------------------------------------------------------


def test_rr_ex8_advance_and_ambush_outpace_fatigue_recovery():
    state = bare(1)
    for square in ("2-A", "2-B", "2-C"):
        put_unit(state, 0, square, "thief_star")
    state.command_row = ["advance", "ambush", "reward", "recruit", "rest"]
    choose(state, "advance", 0)
    for square in ("2-A", "2-B"):  # Advance: 2 actions
        GAME.apply(state, StartAction(player=0, square=s(square)))
        GAME.apply(state, EndUnitAction(player=0))
    assert state.flow.command.command == "ambush" and state.flow.command.leader is None
    GAME.apply(state, StartAction(player=0, square=s("2-C")))  # Ambush AUTO: 1 action
    events = GAME.apply(state, EndUnitAction(player=0))
    assert acted_count(state) == 3
    # End processing: only 2 markers come off
    assert state.flow.decision == "recover"
    assert max(len(a.squares) for a in legal(state, 0) if isinstance(a, RemoveMarkers)) == 2  # up to 2
    refused(state, RemoveMarkers(player=0, squares=(s("2-A"), s("2-B"), s("2-C"))), "RR-16.6")
    GAME.apply(state, RemoveMarkers(player=0, squares=(s("2-A"), s("2-B"))))
    assert state.flow.round == 2 and state.flow.decision == "command"
    assert acted_count(state) == 1  # the acted unit is carried into the next round
    assert at(state, 0, "2-C").acted
    # Rest is what clears it
    state.command_row = ["rest", "advance", "ambush", "reward", "recruit"]
    events = GAME.apply(state, ChooseCommand(player=0, command="rest"))
    assert ev(events, "markers_removed") == [{"player": 0, "squares": [s("2-C")], "why": "rest"}]
    assert acted_count(state) == 0
