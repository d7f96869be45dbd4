"""Roguelight interception part (RL-10 to RL-15, RL-18.11): stacking, the adventurer's fewest-rooms
route with the owner's choice among ties, combat with the lower die and the armed level, fumbles,
the 5-point cap, equipping, descending and writing the scores.

The dungeons are drawn as text (tests/engine/rl_helpers.dungeon): '#' a filled square, '.' an
empty one, a letter a printed monster or item (b/g blue/green slime, h ghost, t bat, i item).
Combat dice are pinned through state.rng.forced."""

from __future__ import annotations

import pytest

from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.core.session import state_hash
from rookraiders_desktop.engine.games.roguelight import rules as rl_rules
from rookraiders_desktop.engine.games.roguelight.actions import ChooseRoute, PlaceWall
from rookraiders_desktop.engine.games.roguelight.models import Rect
from rookraiders_desktop.engine.games.roguelight.rules import GAME

from .rl_helpers import RULES, dungeon

# rooms A (1,0) one slime, B (4,0) a slime and a ghost, C (7,0) an item; 1-wide doors; exit top right
CHAIN = ["#.b#gh#.i##.", "#...........", "############"]
# A (1,0): a slime and 2 items; B (4,0): 3 items; C (7,0): 2 slimes
EQUIP = ["#bi#ii#gg##.", "#i..i.......", "############"]
# from the entrance passage (4, 0): left P (1,2) then P2 (1,5) (2 rooms), middle Q (5,2), right R (8,2);
# all meet the passage of row 8 that leads to the exit at the bottom right (exit 3)
BRANCH = [
    "...........",
    "#.####.##.#",
    "#..##b.#g.#",
    "#..##..#..#",
    "##.##..#..#",
    "#..##..#..#",
    "#..##..#..#",
    "##.##.###.#",
    "#..........",
    "##########.",
]


def kinds(events, *wanted):
    return [e.kind for e in events if e.kind in wanted]


def room_index(state, player, x, y):
    return next(i for i, r in enumerate(state.sheets[player].score.rooms) if (r.x, r.y) == (x, y))


def combats(events):
    return [e.args for e in events if e.kind == "combat"]


# --- RL-10: setting up the interception part ---------------------------------------------------


def test_rl_10_2_rl_14_4_score_track_from_zero_for_each_sheet(monkeypatch):
    # sheet 0 (on top, less development) gets a hit in room B; sheet 1 none: its track starts at 0 again
    s, ev = dungeon(monkeypatch, [CHAIN, CHAIN], [(1, 0), (1, 0)], dev=[3, 7], dice=[6, 5, 1, 2, 6, 5, 6, 5])
    assert s.interception.order == [0, 1]
    assert s.sheets[0].score.interception == 5
    assert s.sheets[1].score.interception == 0
    assert s.interception.track == 0
    assert [e.args["points"] for e in ev if e.kind == "descend"] == [5, 0]


def test_rl_10_3_armed_row_for_the_player_count(monkeypatch):
    for n, key in ((1, "1-2"), (3, "3-4"), (5, "5-6")):
        s, ev = dungeon(monkeypatch, [CHAIN] * n, [(1, 0)] * n, dice=[6, 5] * (2 * n))
        assert s.interception.armed_row == list(RULES.armed_tracks[key])
        assert combats(ev)[0]["level"] == 1  # the "[1]" mark circled: level 1 at the start


def test_rl_10_4_sheet_without_floor_sits_out_a_20(monkeypatch):
    cut = list(CHAIN)
    cut[1] = "#.........#."  # the exit corner is cut off from the entrance
    cut[0] = "#.b#gh#.i##."
    s, ev = dungeon(monkeypatch, [cut, CHAIN], [(1, 0), (1, 0)], circled=[[0, 3], [0]], dice=[6, 5, 6, 5])
    assert not s.sheets[0].score.in_dungeon
    assert s.interception.order == [1]
    assert [e.args["player"] for e in ev if e.kind == "sits_out"] == [0]
    assert s.sheets[0].score.final == RULES.item_row[0].points + RULES.item_row[3].points  # items only
    assert s.sheets[0].score.interception == 0 and s.sheets[0].score.room_total == 0
    assert {e.args["player"] for e in ev if e.kind == "combat"} == {1}


def test_rl_10_5_less_development_higher(monkeypatch):
    s, _ = dungeon(monkeypatch, [CHAIN] * 3, [(1, 0)] * 3, dev=[9, 4, 6], dice=[6, 5] * 6)
    assert s.interception.order == [1, 2, 0]


def test_rl_10_6_tie_lower_item_score_higher(monkeypatch):
    s, _ = dungeon(
        monkeypatch, [CHAIN] * 3, [(1, 0)] * 3, dev=[5, 5, 3], circled=[[0, 1], [0], [0, 1]], dice=[6, 5] * 6
    )
    assert s.interception.order == [2, 1, 0]


def test_rl_10_7_full_tie_at_random(monkeypatch):
    # the stack is shuffled with the game's generator before the stable sort
    s, _ = dungeon(monkeypatch, [CHAIN] * 2, [(1, 0)] * 2, shuffle=[0], dice=[6, 5] * 4)
    assert s.interception.order == [1, 0]
    s, _ = dungeon(monkeypatch, [CHAIN] * 2, [(1, 0)] * 2, shuffle=[1], dice=[6, 5] * 4)
    assert s.interception.order == [0, 1]


def test_rl_10_8_adventurer_starts_in_the_entrance_room(monkeypatch):
    s, ev = dungeon(monkeypatch, [BRANCH], [(4, 0)], exits=[3])
    assert next(e for e in ev if e.kind == "enter").args["room"] is None  # a passage square
    s, ev = dungeon(monkeypatch, [CHAIN], [(2, 1)], dice=[6, 5, 6, 5])
    enter = next(e for e in ev if e.kind == "enter")
    assert enter.args["room"] == room_index(s, 0, 1, 0)
    assert combats(ev)[0]["room"] == room_index(s, 0, 1, 0) and combats(ev)[0]["monsters"] == 1


def test_rl_10_9_combat_equip_move_then_descent(monkeypatch):
    _s, ev = dungeon(monkeypatch, [EQUIP], [(1, 1)], dice=[6, 5, 6, 5])
    seq = kinds(ev, "enter", "combat", "equip", "move", "descend", "game_over")
    assert seq == ["enter", "combat", "equip", "move", "equip", "move", "combat", "descend", "game_over"]


# --- RL-11: combat ------------------------------------------------------------------------------


def test_rl_11_1_rl_11_4_fight_the_monsters_of_the_room(monkeypatch):
    s, ev = dungeon(monkeypatch, [CHAIN], [(1, 0)], dice=[6, 5, 6, 5])
    rooms = s.sheets[0].score.rooms
    assert [(c["room"], c["monsters"]) for c in combats(ev)] == [
        (room_index(s, 0, 1, 0), 1),
        (room_index(s, 0, 4, 0), 2),
    ]
    assert [r.monsters for r in rooms] == [1, 2, 0]


def test_rl_11_2_no_combat_in_a_room_that_does_not_score(monkeypatch):
    # a dotted line inside room B (RL-9.10): B is visited, but no combat there
    s, ev = dungeon(monkeypatch, [CHAIN], [(1, 0)], rects=[[Rect(x=4, y=0, w=1, h=2)]], dice=[1, 2, 1, 1])
    b = room_index(s, 0, 4, 0)
    assert not s.sheets[0].score.rooms[b].scoring
    assert [c["room"] for c in combats(ev)] == [room_index(s, 0, 1, 0)]
    assert b in s.interception.visited or any(e.kind == "move" and e.args["room"] == b for e in ev)
    assert s.rng.forced == [1, 1]  # B's dice were never rolled


def test_rl_11_3_no_combat_without_monsters(monkeypatch):
    s, ev = dungeon(monkeypatch, [CHAIN], [(1, 0)], dice=[6, 5, 6, 5, 1, 1])
    c = room_index(s, 0, 7, 0)
    assert c not in [x["room"] for x in combats(ev)] and len(combats(ev)) == 2
    assert s.rng.forced == [1, 1]


def test_rl_11_5_lower_die_plus_armed_level(monkeypatch):
    # B: white 5, black 1: the lower die 1 + level 1 = 2 against 2 monsters: a hit
    _s, ev = dungeon(monkeypatch, [CHAIN], [(1, 0)], dice=[6, 5, 5, 1])
    b = combats(ev)[1]
    assert (b["white"], b["black"], b["level"], b["strength"]) == (5, 1, 1, 2)
    # the black die lower this time: 4 and 2 -> 2 + 1 = 3 > 2 monsters: no hit
    _s, ev = dungeon(monkeypatch, [CHAIN], [(1, 0)], dice=[6, 5, 2, 4])
    assert combats(ev)[1]["strength"] == 3 and combats(ev)[1]["points"] == 0


def test_rl_11_6_monsters_at_least_as_strong_score_5(monkeypatch):
    # A: 1 monster vs 1 + 1 = 2: no damage; B: 2 monsters vs 1 + 1 = 2 (equal): 5 points
    s, ev = dungeon(monkeypatch, [CHAIN], [(1, 0)], dice=[1, 2, 3, 1])
    assert [(c["strength"], c["hit"], c["points"]) for c in combats(ev)] == [(2, False, 0), (2, True, 5)]
    assert s.sheets[0].score.interception == 5


def test_rl_11_7_doubles_fumble(monkeypatch):
    # A: 4 and 4: strength 5 against 1 monster, but doubles: 5 points
    s, ev = dungeon(monkeypatch, [CHAIN], [(1, 0)], dice=[4, 4, 6, 5])
    a = combats(ev)[0]
    assert (a["strength"], a["hit"], a["fumble"], a["points"]) == (5, False, True, 5)
    assert s.sheets[0].score.interception == 5


def test_rl_11_8_hit_and_fumble_give_5_not_10(monkeypatch):
    s, ev = dungeon(monkeypatch, [CHAIN], [(1, 0)], dice=[6, 5, 1, 1])
    b = combats(ev)[1]
    assert b["hit"] and b["fumble"] and b["points"] == RULES.combat_points == 5
    assert s.sheets[0].score.interception == 5


# --- RL-12: equip -------------------------------------------------------------------------------


def test_rl_12_1_rl_12_2_rl_12_4_one_mark_per_item_level_circled(monkeypatch):
    s, ev = dungeon(monkeypatch, [EQUIP], [(1, 1)], dice=[6, 5, 6, 5])
    row = RULES.armed_tracks["1-2"]
    assert list(row[:5]) == [0, 2, 0, 3, 0]
    equips = [e.args for e in ev if e.kind == "equip"]
    assert [(q["items"], q["level"]) for q in equips] == [(2, 2), (3, 3)]
    assert s.interception.armed_marks == 5 and s.interception.armed_level == 3


def test_rl_12_3_no_equip_without_items_or_in_a_room_that_does_not_score(monkeypatch):
    s, ev = dungeon(monkeypatch, [EQUIP], [(1, 1)], rects=[[Rect(x=4, y=0, w=1, h=2)]], dice=[6, 5, 6, 5])
    equips = [e.args for e in ev if e.kind == "equip"]
    assert [q["room"] for q in equips] == [room_index(s, 0, 1, 0)]  # B (3 items) does not score; C has none
    assert s.interception.armed_marks == 2 and s.interception.armed_level == 2


def test_rl_12_5_rl_18_11_armed_level_capped_at_6(monkeypatch):
    s, _ev = dungeon(monkeypatch, [EQUIP], [(1, 1)], dice=[6, 5, 6, 5])
    it = s.interception
    it.armed_level, it.armed_marks = 6, 3
    events = []
    rl_rules._equip(s, s.sheets[0], room_index(s, 0, 4, 0), events)  # 3 items: no further advance
    assert (it.armed_level, it.armed_marks) == (6, 3)
    it.armed_level, it.armed_marks = 5, 9
    rl_rules._equip(s, s.sheets[0], room_index(s, 0, 4, 0), events)  # marks 10 (0) and 11 (6), then stop
    assert (it.armed_level, it.armed_marks) == (6, 11)
    assert RULES.armed_cap == 6


def test_rl_12_6_combat_before_equip(monkeypatch):
    # A: the 2 items in A do not help in A's combat (level 1): 1 + 1 = 2 >= 1 monster? no: 2 > 1
    # C: 2 monsters against 1 + level 3 = 4 -> no damage (with level 1 it would have been a hit)
    _s, ev = dungeon(monkeypatch, [EQUIP], [(1, 1)], dice=[1, 2, 1, 2])
    a, c = combats(ev)
    assert (a["level"], a["strength"]) == (1, 2)
    assert (c["level"], c["strength"], c["points"]) == (3, 4, 0)


# --- RL-13: move --------------------------------------------------------------------------------


def test_rl_13_1_rl_13_6_room_to_room_then_the_exit(monkeypatch):
    s, ev = dungeon(monkeypatch, [CHAIN], [(1, 0)], dice=[6, 5, 6, 5])
    moves = [e.args["room"] for e in ev if e.kind == "move"]
    assert moves == [room_index(s, 0, 4, 0), room_index(s, 0, 7, 0)]
    seq = kinds(ev, "move", "combat", "descend")
    assert seq == ["combat", "move", "combat", "move", "descend"]  # a room: combat; the exit: descent


def test_rl_13_2_fewest_rooms_and_the_owners_choice(monkeypatch):
    s, ev = dungeon(monkeypatch, [BRANCH], [(4, 0)], exits=[3])
    p, q, r = (room_index(s, 0, x, y) for x, y in ((1, 2), (5, 2), (8, 2)))
    it = s.interception
    assert s.phase == "interception" and GAME.to_move(s) == [0]
    assert sorted(it.choices) == sorted([q, r])  # P leads through P2: 2 rooms instead of 1
    assert {a.room for a in GAME.legal_actions(s, 0)} == {q, r}
    before = state_hash(s)
    for bad in (p, None, room_index(s, 0, 1, 5)):
        with pytest.raises(RuleViolation) as e:
            GAME.apply(s, ChooseRoute(player=0, room=bad))
        assert e.value.rule == "RL-13.2"
        assert state_hash(s) == before
    s.rng.forced = [1, 1]
    ev = GAME.apply(s, ChooseRoute(player=0, room=r))
    assert [e.args["room"] for e in ev if e.kind == "move"] == [r]
    assert combats(ev)[0]["room"] == r and s.phase == "over"


def test_rl_13_2_the_other_tied_route(monkeypatch):
    s, _ = dungeon(monkeypatch, [BRANCH], [(4, 0)], exits=[3])
    q = room_index(s, 0, 5, 2)
    s.rng.forced = [1, 1]
    ev = GAME.apply(s, ChooseRoute(player=0, room=q))
    assert s.phase == "over" and s.interception.visited == [q]
    assert combats(ev)[0]["room"] == q and combats(ev)[0]["monsters"] == 1
    assert s.sheets[0].score.interception == 5  # doubles


def test_rl_13_4_passage_monsters_and_items_do_nothing(monkeypatch):
    art = list(CHAIN)
    art[1] = "#..h..i..it."  # a ghost, an item, an item and a bat on passage squares
    s, ev = dungeon(monkeypatch, [art], [(1, 0)], dice=[6, 5, 6, 5])
    rooms = s.sheets[0].score.rooms
    assert [(r.x, r.y) for r in rooms] == [(1, 0), (4, 0), (7, 0)] and [r.monsters for r in rooms] == [1, 2, 0]
    assert s.interception.armed_marks == 1  # only C's item
    assert [c["monsters"] for c in combats(ev)] == [1, 2]


def test_rl_13_5_a_room_that_does_not_score_is_still_a_destination(monkeypatch):
    s, ev = dungeon(monkeypatch, [CHAIN], [(1, 0)], rects=[[Rect(x=4, y=0, w=1, h=2)]], dice=[6, 5])
    b = room_index(s, 0, 4, 0)
    assert next(e.args["room"] for e in ev if e.kind == "move") == b
    assert b not in [c["room"] for c in combats(ev)]


def test_rl_13_exit_inside_a_room_a_15(monkeypatch):
    art = ["#b.#b.", "#.....", "######"]  # room (4,0) holds the exit (top right corner): combat there, then the exit
    s, ev = dungeon(monkeypatch, [art], [(1, 0)], dice=[6, 5, 1, 1])
    assert [c["room"] for c in combats(ev)] == [room_index(s, 0, 1, 0), room_index(s, 0, 4, 0)]
    assert s.sheets[0].score.interception == 5


# --- RL-14: descent -----------------------------------------------------------------------------


def test_rl_14_1_rl_14_5_rl_14_7_next_sheet_from_its_entrance_room(monkeypatch):
    # the second sheet's entrance lies in room B: the adventurer starts there and A is never visited
    s, ev = dungeon(monkeypatch, [CHAIN, CHAIN], [(1, 0), (5, 1)], dev=[2, 3], dice=[6, 5] * 3)
    enters = [e.args for e in ev if e.kind == "enter"]
    assert [(e["player"], e["level"], e["room"]) for e in enters] == [(0, 1, 0), (1, 2, 1)]
    after = kinds(ev, "descend", "combat", "enter")
    assert after == ["enter", "combat", "combat", "descend", "enter", "combat", "descend"]
    assert [(c["player"], c["room"]) for c in combats(ev)] == [(0, 0), (0, 1), (1, 1)]
    assert s.rng.forced == []


def test_rl_14_3_final_total_is_the_sum_of_the_fields(monkeypatch):
    s, _ = dungeon(monkeypatch, [CHAIN], [(1, 0)], circled=[[0, 1]], dice=[4, 4, 1, 3])
    sc = s.sheets[0].score
    assert (sc.item_points, sc.room_points, sc.bonus, sc.interception) == (3, 9, 10, 10)
    assert sc.final == 3 + 19 + 10 == 32


def test_rl_14_6_armed_track_carries_over(monkeypatch):
    # top sheet EQUIP raises the level to 3; the next sheet's first combat is at level 3
    s, ev = dungeon(monkeypatch, [EQUIP, EQUIP], [(1, 1), (1, 1)], dev=[2, 3], dice=[6, 5] * 4)
    levels = [c["level"] for c in combats(ev)]
    assert levels == [1, 3, 3, 5]  # 5 marks on the top sheet, 10 after the second
    assert (s.interception.armed_marks, s.interception.armed_level) == (10, 5)


def test_rl_14_8_rl_15_1_game_ends_after_the_last_sheet(monkeypatch):
    s, ev = dungeon(monkeypatch, [CHAIN, CHAIN], [(1, 0), (1, 0)], dice=[6, 5] * 4)
    assert s.phase == "over" and s.interception.level == 2 and GAME.to_move(s) == []
    assert ev[-1].kind == "game_over"
    with pytest.raises(RuleViolation) as e:
        GAME.apply(s, PlaceWall(player=0, die="one", cells=((1, 1),)))
    assert e.value.rule == "RL-15.1"


def test_rl_15_2_highest_total_wins_tie_is_a_draw(monkeypatch):
    s, _ = dungeon(monkeypatch, [CHAIN, CHAIN], [(1, 0), (1, 0)], dev=[2, 3], dice=[6, 5, 1, 1, 6, 5, 6, 5])
    assert [sh.score.final for sh in s.sheets] == [25, 20]
    assert s.result.winners == [0] and not s.result.draw and s.result.rule == "RL-15.2"
    s, _ = dungeon(monkeypatch, [CHAIN, CHAIN], [(1, 0), (1, 0)], dice=[6, 5] * 4)
    assert s.result.winners == [0, 1] and s.result.draw
