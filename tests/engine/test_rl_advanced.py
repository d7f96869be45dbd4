"""Roguelight advanced map (RL-16): large monsters while building, goals and goal scoring, and a
large monster in combat. Goal floors are drawn as text (see rl_helpers.drawn_map): four 2x2 rooms
R0..R3 at x = 1, 4, 7, 10 on rows 0-1, each with a 1-wide door onto the passage row 1... and the
exit at the top right."""

from __future__ import annotations

import pytest

from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.core.session import state_hash
from rookraiders_desktop.engine.games.roguelight import board as bd
from rookraiders_desktop.engine.games.roguelight.actions import PlaceWall, PlanRoom
from rookraiders_desktop.engine.games.roguelight.content import LargeMonster
from rookraiders_desktop.engine.games.roguelight.models import Rect, Sheet
from rookraiders_desktop.engine.games.roguelight.rules import GAME

from .rl_helpers import ADVANCED, BASIC, RULES, art_filled, dice, drawn_map, dungeon, game


def lm(kind, x, goal=None):
    return LargeMonster(id=f"large_{kind}", kind=kind, goal=goal or kind, cells=((x, 0), (x, 1)))


def goal_score(rows, large, goals, enclosed=None, rects=()):
    m = drawn_map([rows], tuple(large))
    enclosed = [x.id for x in large if x.goal in goals] if enclosed is None else enclosed
    s = Sheet(
        player=0,
        name="P1",
        filled=sorted(art_filled(rows)),
        entrance=(2, 1),
        rects=list(rects),
        goals=list(goals),
        enclosed_large=enclosed,
        exit=1,
    )
    return bd.score_sheet(m, s, 1)


# R0: the large blue + a green (1 : 1), R1: 3 blue, R2: 1 blue, R3: empty
BLUE = ["#..#bb#b.#..##.", "#.g.b.........."]
GREEN = [r.replace("b", "x").replace("g", "b").replace("x", "g") for r in BLUE]
# R0 large (per test), R1: a blue slime, a ghost and a bat, R2 and R3 large (per test)
MIXED = ["#..#bh#..#..##.", "#...t.........."]
WALL = "#" * 15


def test_rl_16_9_blue_goal_more_blue_than_green():
    sc = goal_score([*BLUE, WALL], [lm("blue", 1)], ["blue"])
    assert [r.scoring for r in sc.rooms] == [True] * 4
    assert [r.goal_points for r in sc.rooms] == [0, 3, 3, 0]  # 1:1 no; 3 blue still 3; 1 blue, 0 green yes
    assert sc.goal_points == 6


def test_rl_16_10_green_goal_more_green_than_blue():
    sc = goal_score([*GREEN, WALL], [lm("green", 1)], ["green"])
    assert [r.goal_points for r in sc.rooms] == [0, 3, 3, 0]
    assert sc.goal_points == 6


def test_rl_16_11_rl_16_17_ghost_goal_4_per_room_the_large_ghosts_room_included():
    rows = ["#..#hh#h.#t.##.", "#..............", WALL]
    sc = goal_score(rows, [lm("ghost", 1)], ["ghost"])
    assert [r.goal_points for r in sc.rooms] == [4, 4, 4, 0]  # two ghosts in R1 still 4
    assert sc.goal_points == 12


def test_rl_16_12_bat_goal_2_per_room():
    rows = ["#..#tt#h.#t.##.", "#..............", WALL]
    sc = goal_score(rows, [lm("bat", 1)], ["bat"])
    assert [r.goal_points for r in sc.rooms] == [2, 2, 0, 2]
    assert sc.goal_points == 6


def test_rl_16_13_goal_void_when_the_large_monsters_room_does_not_score():
    cut = [Rect(x=1, y=0, w=1, h=2)]  # a dotted line inside R0 (RL-9.10)
    sc = goal_score([*BLUE, WALL], [lm("blue", 1)], ["blue"], rects=cut)
    assert not sc.rooms[0].scoring and sc.rooms[1].scoring
    assert sc.goal_points == 0 and [r.goal_points for r in sc.rooms] == [0, 0, 0, 0]


def test_rl_16_14_goal_void_when_the_large_monster_was_not_enclosed():
    sc = goal_score([*BLUE, WALL], [lm("blue", 1)], ["blue"], enclosed=[])
    assert sc.rooms[0].scoring and sc.goal_points == 0


def test_rl_16_15_room_that_does_not_score_earns_no_goal_points():
    sc = goal_score([*BLUE, WALL], [lm("blue", 1)], ["blue"], rects=[Rect(x=7, y=0, w=1, h=2)])
    assert [r.goal_points for r in sc.rooms] == [0, 3, 0, 0]
    assert sc.goal_points == 3


def test_rl_16_16_rl_16_8_goals_add_up_per_room_only_chosen_goals():
    large = [lm("blue", 1), lm("bat", 7), lm("ghost", 10)]
    sc = goal_score([*MIXED, WALL], large, ["blue", "ghost", "bat"])
    assert [r.goal_points for r in sc.rooms] == [3, 3 + 4 + 2, 2, 4]
    assert sc.goal_points == 18
    sc = goal_score([*MIXED, WALL], large, ["ghost"])  # RL-16.8: only the chosen goal scores
    assert [r.goal_points for r in sc.rooms] == [0, 4, 0, 4]


def test_rl_16_18_goal_points_in_the_room_score():
    sc = goal_score([*MIXED, WALL], [lm("blue", 1), lm("bat", 7), lm("ghost", 10)], ["blue", "ghost", "bat"])
    assert (sc.room_points, sc.bonus, sc.goal_points) == (12, 10, 18)
    assert sc.room_total == 40 and sc.final == sc.item_points + 40


def test_rl_16_19_large_monster_counts_as_one_in_combat(monkeypatch):
    art = ["#.b#..#.i##.", "#...........", "############"]
    _s, ev = dungeon(monkeypatch, [art], [(1, 0)], large=(lm("blue", 4),), dice=[6, 5, 1, 2])
    combats = [e.args for e in ev if e.kind == "combat"]
    assert [c["monsters"] for c in combats] == [1, 1]
    assert (combats[1]["strength"], combats[1]["points"]) == (2, 0)  # 1 monster < 2: with 2 it would hit


# --- building on the advanced map --------------------------------------------------------------


def idx(x, y):
    return y * ADVANCED.width + x


def test_rl_16_1_common_rules_apply_on_the_advanced_map():
    s = game(2, "advanced", setup_dice=[3, 5, 6, 1, 2, 2])
    a = s.sheets[0]
    assert s.map_id == "advanced" and a.dev_crossed == 2 and a.outlined == RULES.outlined(5)
    assert len({idx(*e.entrance) for e in ADVANCED.start_areas} & set(a.filled)) == 5
    assert len(ADVANCED.large_monsters) == 4 and BASIC.large_monsters == ()


def test_rl_16_2_one_part_filled_fills_the_whole_large_monster():
    s = game(1, "advanced")
    sh = s.sheets[0]
    sh.filled.append(idx(5, 4))
    dice(s, 1, 1)
    GAME.apply(s, PlaceWall(player=0, die="one", cells=((5, 5),)))
    assert idx(5, 5) in sh.filled and idx(6, 5) in sh.filled
    assert sh.large_filled == ["large_blue"] and sh.pending == []  # a slime: no effect


def test_rl_16_3_rectangle_may_not_enclose_part_of_a_large_monster():
    s = game(1, "advanced")
    sh = s.sheets[0]
    sh.filled.append(idx(4, 3))
    sh.outlined = []
    dice(s, 2, 2)
    before = state_hash(s)
    with pytest.raises(RuleViolation) as e:
        GAME.apply(s, PlanRoom(player=0, x=4, y=4, w=2, h=2))  # (5, 5) of the large blue only
    assert e.value.rule == "RL-16.3" and state_hash(s) == before
    assert bd.rect_problem(bd.Grid(ADVANCED, sh), Rect(x=5, y=4, w=2, h=2)) is not None  # no contact
    sh.filled.append(idx(5, 3))
    assert bd.rect_problem(bd.Grid(ADVANCED, sh), Rect(x=5, y=4, w=2, h=2)) is None  # the whole monster


def test_rl_16_4_rl_16_5_enclosing_outlines_the_matching_goals():
    s = game(1, "advanced")
    sh = s.sheets[0]
    sh.filled += [idx(5, 3), idx(5, 9)]
    before = sh.dev_crossed
    dice(s, 2, 2)
    GAME.apply(s, PlanRoom(player=0, x=5, y=4, w=2, h=2))
    assert sh.enclosed_large == ["large_blue"] and sh.goals == ["blue"]
    assert sh.dev_crossed == before + 1  # the large blue counts as 1 monster
    assert s.round == 2
    dice(s, 2, 2)
    GAME.apply(s, PlanRoom(player=0, x=5, y=7, w=2, h=2))
    assert sh.enclosed_large == ["large_blue", "large_green"] and sh.goals == ["blue", "green"]


def test_rl_16_6_large_ghost_and_large_bat_give_one_effect_each():
    s = game(1, "advanced")
    sh = s.sheets[0]
    sh.filled.append(idx(3, 4))
    dice(s, 1, 1)
    GAME.apply(s, PlaceWall(player=0, die="one", cells=((4, 4),)))
    assert idx(4, 3) in sh.filled and [p.kind for p in sh.pending] == ["ghost"]
    s2 = game(1, "advanced")
    sh2 = s2.sheets[0]
    sh2.filled.append(idx(8, 4))
    dice(s2, 1, 1)
    GAME.apply(s2, PlaceWall(player=0, die="one", cells=((7, 4),)))
    assert idx(7, 3) in sh2.filled and [p.kind for p in sh2.pending] == ["bat"]
