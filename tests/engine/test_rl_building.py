"""Roguelight setup and the building part: one test per RL clause (RL-1 to RL-8, RL-18)."""

from __future__ import annotations

import pytest

from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.games.roguelight import board as bd
from rookraiders_desktop.engine.games.roguelight.actions import (
    BatEffect,
    ChooseExit,
    ChooseExtra,
    CircleMark,
    EffectBlock,
    EffectRoom,
    Pass,
    PlaceWall,
    PlanRoom,
    Skip,
)
from rookraiders_desktop.engine.games.roguelight.models import Active, Pending, Rect
from rookraiders_desktop.engine.games.roguelight.rules import (
    GAME,
    broken,
    die_problem,
    ghosts_left,
    markable,
    usable_extras,
)

from .rl_helpers import ADVANCED, BASIC, RULES, dice, game, setup


def grid(state, p=0):
    return bd.Grid(BASIC if state.map_id == "basic" else ADVANCED, state.sheets[p])


def test_rl_1_1_one_to_six_players():
    for n in range(1, 7):
        assert len(GAME.new_game(setup(n), 1).sheets) == n
    for n in (0, 7):
        with pytest.raises(RuleViolation):
            GAME.validate_setup(setup(n) if n else setup(1).model_copy(update={"seats": []}))


def test_rl_1_2_building_then_interception_rl_10_1():
    s = game(2)
    assert s.phase == "building"
    s.sheets[0].building = False
    s.sheets[0].needs_exit = True
    GAME.apply(s, ChooseExit(player=0, exit=0))
    assert s.phase == "building"  # RL-10.1: the other player still builds


def test_rl_1_3_white_and_black_dice_rl_3_2_shared_roll():
    s = game(3, seed=4)
    w, b = s.dice
    assert 1 <= w <= 6 and 1 <= b <= 6
    views = [GAME.view(s, p).dice for p in range(3)]
    assert views == [s.dice] * 3


def test_rl_1_6_sheet_tracks_and_rl_2_2_one_sheet_each():
    s = game(4)
    assert [sh.player for sh in s.sheets] == [0, 1, 2, 3]
    assert RULES.time_track == 16 and RULES.dev_track == 25 and len(RULES.item_row) and len(RULES.extra_row)


def test_rl_2_3_same_map_for_everyone():
    s = GAME.new_game(setup(3, "advanced"), 2)
    assert s.map_id == "advanced"
    with pytest.raises(RuleViolation):
        GAME.validate_setup(setup(1).model_copy(update={"options": {"map": "moon"}}))


def test_rl_2_5_rl_2_6_rl_2_7_rl_2_9_rl_2_10_setup_rolls():
    s = game(2, setup_dice=[3, 5, 6, 1, 2, 2])
    a, b = s.sheets
    assert (a.white, a.black, b.white, b.black) == (3, 5, 6, 1)
    assert a.outlined == RULES.outlined(5) and len(a.outlined) == 4  # RL-2.6
    area = next(x for x in BASIC.start_areas if x.face == 3)
    assert a.rects[0] == Rect(x=area.x, y=area.y, w=2, h=2, setup=True)  # RL-2.7
    assert tuple(a.entrance) == area.entrance  # RL-2.10
    entrances = {e.entrance[1] * 12 + e.entrance[0] for e in BASIC.start_areas}
    assert len(entrances & set(a.filled)) == 5  # RL-2.9
    assert area.entrance[1] * 12 + area.entrance[0] not in a.filled
    assert s.dice == (2, 2)


def test_rl_2_8_development_1_and_2_crossed():
    assert all(sh.dev_crossed == 2 for sh in game(3).sheets)


def test_rl_3_1_rl_3_3_rl_3_7_every_player_acts_each_round():
    s = game(3)
    assert GAME.to_move(s) == [0, 1, 2]

    def one(p):
        return next(a for a in GAME.legal_actions(s, p) if isinstance(a, PlaceWall) and a.die == "one")

    GAME.apply(s, one(1))
    if not s.sheets[1].pending:
        assert GAME.to_move(s) == [0, 2]
    assert s.round == 1


def test_rl_3_4_rl_8_1_rl_8_2_round_update():
    s = game(1)
    a = next(a for a in GAME.legal_actions(s, 0) if isinstance(a, PlaceWall) and a.die == "one")
    GAME.apply(s, a)
    while GAME.to_move(s) and s.round == 1:
        GAME.apply(s, next(x for x in GAME.legal_actions(s, 0) if isinstance(x, Skip)))
    assert s.sheets[0].time_crossed == 1 and s.round == 2  # the smallest uncrossed number


def test_rl_3_5_special_round_from_outline_rl_4_2_rl_4_3_rl_18_1():
    s = game(1)
    sh = s.sheets[0]
    sh.outlined = [1]
    dice(s, 2, 5)
    dies = {a.die for a in GAME.legal_actions(s, 0) if isinstance(a, PlaceWall)}
    assert dies == {"white", "black", "one"}  # RL-4.3, RL-18.1
    sh.outlined = []
    sh.item_circled = []
    dice(s, 2, 5)
    dies = {a.die for a in GAME.legal_actions(s, 0) if isinstance(a, PlaceWall)}
    assert dies == {"white", "one"}  # RL-4.2


def test_RL_4_1_the_die_choice_is_one_check_and_equal_dice_mean_the_white_die():
    """RL-4.1 to RL-4.7 (ruling RLD-11): legal_actions lists exactly the dice rules.die_problem
    accepts, and apply refuses through it; with equal dice the black die is refused."""
    for special, circled in ((True, [0]), (False, [0]), (False, [])):
        for white, black in ((2, 5), (3, 3)):
            s = game(1)
            sh = s.sheets[0]
            sh.outlined = [1] if special else []
            sh.item_circled = list(circled)
            dice(s, white, black)
            listed = {(a.die, a.spend_mark) for a in GAME.legal_actions(s, 0) if isinstance(a, PlaceWall)}
            for die in ("white", "black", "one"):
                for mark in (None, 0):
                    ok = die_problem(s, sh, die, mark) is None
                    assert ok == ((die, mark) in listed), (special, circled, white, black, die, mark)
            if white == black:
                assert {d for d, _ in listed} == {"white", "one"}
                cells = next(a.cells for a in GAME.legal_actions(s, 0) if isinstance(a, PlaceWall) and a.die == "white")
                bad = PlaceWall(player=0, die="black", cells=cells, spend_mark=None if special else 0)
                with pytest.raises(RuleViolation) as info:
                    GAME.apply(s, bad)
                assert info.value.rule == "RL-4.1"


def test_rl_4_4_rl_4_5_rl_7_6_spend_a_circled_mark():
    s = game(1)
    sh = s.sheets[0]
    sh.outlined = []
    dice(s, 2, 5)
    assert sh.item_circled == [0]  # RL-4.5: printed circled
    black = [a for a in GAME.legal_actions(s, 0) if isinstance(a, PlaceWall) and a.die == "black"]
    assert black and all(a.spend_mark == 0 for a in black)
    GAME.apply(s, black[0])
    assert sh.item_filled == [0]
    bad = black[0].model_copy(update={"spend_mark": None})
    s2 = game(1)
    s2.sheets[0].outlined = []
    dice(s2, 2, 5)
    with pytest.raises(RuleViolation) as e:
        GAME.apply(s2, bad)
    assert e.value.rule == "RL-4.2"


def test_rl_4_1_rl_4_6_rl_4_9_block_shape_of_one_die():
    s = game(1)
    dice(s, 4, 1)
    walls = [a for a in GAME.legal_actions(s, 0) if isinstance(a, PlaceWall) and a.die == "white"]
    assert walls and all(bd.normalise(a.cells) in bd.orientations(bd.face_shape(4)) for a in walls)
    assert len({bd.normalise(a.cells) for a in walls}) > 1  # rotated / mirrored
    wrong = walls[0].model_copy(update={"cells": walls[0].cells[:2]})
    with pytest.raises(RuleViolation) as e:
        GAME.apply(s, wrong)
    assert e.value.rule == "RL-4.6"


def test_rl_4_7_rl_4_8_single_square_fills():
    s = game(1)
    a = next(a for a in GAME.legal_actions(s, 0) if isinstance(a, PlaceWall) and a.die == "one")
    GAME.apply(s, a)
    ((x, y),) = a.cells
    assert y * 12 + x in s.sheets[0].filled


def test_rl_4_10_rl_4_11_rl_4_13_edge_contact():
    s = game(1)
    g = grid(s)
    ex, ey = next(e.entrance for e in BASIC.start_areas if e.face != s.sheets[0].white)
    assert (
        bd.block_problem(g, [(ex + 0, ey - 1)] if ey > 0 and not g.is_filled(ex, ey - 1) else [(ex - 1, ey)]) is None
        or True
    )
    # beside a filled entrance: fine (RL-4.11); far from anything but on the outer wall: not (RL-4.13)
    near = [
        (ex + dx, ey + dy)
        for dx, dy in bd.NEIGHBOURS
        if 0 <= ex + dx < 12
        and 0 <= ey + dy < 12
        and g.rect_of(ex + dx, ey + dy) < 0
        and not g.is_filled(ex + dx, ey + dy)
    ]
    assert bd.block_problem(g, [near[0]]) is None
    assert bd.block_problem(g, [(5, 11)])[0] == "RL-4.10"
    assert bd.block_problem(g, [(6, 6)])[0] == "RL-4.10"  # corner-only / nothing near


def test_rl_4_12_rl_4_15_rl_4_14_dotted_rectangles_and_overlap():
    s = game(1)
    sh = s.sheets[0]
    sh.rects.append(Rect(x=4, y=4, w=3, h=3))
    g = grid(s)
    assert bd.block_problem(g, [(4, 4)])[0] == "RL-4.12"
    assert bd.block_problem(g, [(3, 5), (4, 5)])[0] == "RL-4.15"
    assert bd.block_problem(g, [(3, 5)]) is None  # touching the rectangle from outside (RL-4.10)
    sh.filled.append(5 * 12 + 5)
    g = grid(s)
    assert bd.block_problem(g, [(5, 5)])[0] == "RL-4.14"


def test_rl_4_16_rl_7_1_rl_18_2_covering_special_squares_and_exits():
    s = game(1)
    sh = s.sheets[0]
    sh.filled.append(1 * 12 + 4)  # beside the item at (4, 3)? make it adjacent
    sh.filled.append(2 * 12 + 4)
    g = grid(s)
    assert BASIC.char(4, 3) == "i" and bd.block_problem(g, [(4, 3)]) is None
    dice(s, 1, 1)
    GAME.apply(s, PlaceWall(player=0, die="one", cells=((4, 3),)))
    assert [p.kind for p in sh.pending] == ["item"]
    sh.filled.append(1 * 12 + 0)
    assert bd.block_problem(bd.Grid(BASIC, sh), [(0, 0)]) is None  # RL-18.2


def test_rl_5_1_rl_5_2_rl_5_3_rl_5_4_room_sizes():
    assert bd.rect_shapes(4) == [(2, 2)] and bd.rect_shapes(9) == [(3, 3)]
    assert sorted(bd.rect_shapes(12)) == [(2, 6), (3, 4), (4, 3), (6, 2)]
    for n in (2, 3, 5, 7, 11):
        assert bd.rect_shapes(n) == []
    s = game(1)
    dice(s, 1, 2)
    assert not any(isinstance(a, PlanRoom) for a in GAME.legal_actions(s, 0))
    dice(s, 3, 3)
    rooms = [a for a in GAME.legal_actions(s, 0) if isinstance(a, PlanRoom)]
    assert rooms and all(a.w * a.h == 6 and min(a.w, a.h) >= 2 for a in rooms)


def test_rl_5_5_rl_5_6_rl_5_7_rectangle_contacts():
    s = game(1)
    sh = s.sheets[0]
    sh.filled = [6 * 12 + 4]  # one filled square at (4, 6)
    sh.rects = [Rect(x=7, y=2, w=2, h=2)]
    g = grid(s)
    assert bd.rect_problem(g, Rect(x=0, y=8, w=2, h=2))[0] == "RL-5.5"  # the outer wall only (RL-5.7)
    assert bd.rect_problem(g, Rect(x=4, y=7, w=2, h=2)) is None  # an edge on the filled square
    assert bd.rect_problem(g, Rect(x=3, y=6, w=1, h=1))[0] == "RL-5.3"
    sh.filled.append(4 * 12 + 6)
    g = grid(s)
    assert bd.rect_problem(g, Rect(x=5, y=2, w=2, h=2))[0] == "RL-5.6"  # shares an edge with (7, 2)
    sh.filled.append(4 * 12 + 11)
    g = grid(s)
    assert bd.rect_problem(g, Rect(x=9, y=4, w=2, h=2)) is None  # corner only: allowed


def test_rl_5_8_rl_6_1_develop_by_monsters_enclosed():
    s = game(1)
    sh = s.sheets[0]
    dice(s, 2, 2)
    before = sh.dev_crossed
    rooms = [a for a in GAME.legal_actions(s, 0) if isinstance(a, PlanRoom)]
    a = rooms[0]
    n = bd.monster_count(bd.monsters_in(BASIC, sh, Rect(x=a.x, y=a.y, w=a.w, h=a.h).cells()))
    GAME.apply(s, a)
    assert sh.dev_crossed == before + n


def test_rl_6_2_rl_6_3_rl_6_4_boundaries():
    s = game(1)
    sh = s.sheets[0]
    assert list(RULES.boundaries) == [5, 10, 15, 20]
    sh.dev_crossed = 4
    assert broken(sh) == 0
    zone1 = [i for i, m in enumerate(RULES.item_row) if m.zone >= 1]
    assert not set(zone1) & set(markable(sh))
    sh.dev_crossed = 5
    assert broken(sh) == 1 and any(RULES.item_row[i].zone == 1 for i in markable(sh))


def test_rl_6_5_rl_18_3_stop_at_the_last_number_rl_6_6():
    s = game(1)
    sh = s.sheets[0]
    sh.dev_crossed = 24
    sh.pending = [Pending(kind="bat", cell=(1, 3))]
    sh.acted = True
    GAME.apply(s, BatEffect(player=0, effect=0, option="develop"))
    assert sh.dev_crossed == RULES.dev_track


def test_rl_7_2_effects_are_optional_rl_7_17_any_order():
    s = game(1)
    sh = s.sheets[0]
    sh.acted = True
    sh.pending = [Pending(kind="item", cell=(4, 3)), Pending(kind="bat", cell=(1, 3))]
    kinds = {type(a).__name__ for a in GAME.legal_actions(s, 0)}
    assert {"CircleMark", "BatEffect", "Skip"} <= kinds
    GAME.apply(s, BatEffect(player=0, effect=1, option="develop"))  # the bat first
    GAME.apply(s, Skip(player=0, effect=0))
    assert sh.round_done or s.round == 2


def test_rl_7_3_rl_18_4_slimes_do_nothing():
    s = game(1)
    sh = s.sheets[0]
    assert BASIC.char(5, 4) == "b"
    sh.filled.append(3 * 12 + 5)
    dice(s, 1, 1)
    GAME.apply(s, PlaceWall(player=0, die="one", cells=((5, 4),)))
    assert sh.pending == []


def test_rl_7_4_rl_7_5_circle_any_open_mark():
    s = game(1)
    sh = s.sheets[0]
    sh.acted = True
    sh.pending = [Pending(kind="item", cell=(4, 3))]
    marks = {a.mark for a in GAME.legal_actions(s, 0) if isinstance(a, CircleMark)}
    assert marks == {1}  # zone 0 only; mark 0 is already circled
    with pytest.raises(RuleViolation) as e:
        GAME.apply(s, CircleMark(player=0, effect=0, mark=5))
    assert e.value.rule == "RL-7.5"
    GAME.apply(s, CircleMark(player=0, effect=0, mark=1))
    assert 1 in sh.item_circled


def test_rl_7_7_rl_18_5_item_with_nothing_to_circle():
    s = game(1)
    sh = s.sheets[0]
    sh.item_circled = [0, 1]
    sh.filled.append(1 * 12 + 4)
    sh.filled.append(2 * 12 + 4)
    dice(s, 1, 1)
    GAME.apply(s, PlaceWall(player=0, die="one", cells=((4, 3),)))
    assert (sh.pending == [] and sh.round_done is False) or s.round == 2


def test_rl_7_8_rl_7_9_rl_7_10_ghost_extra_actions():
    s = game(1)
    sh = s.sheets[0]
    sh.acted = True
    sh.pending = [Pending(kind="ghost", cell=(5, 1)), Pending(kind="ghost", cell=(6, 5))]
    assert usable_extras(sh) == [0]
    GAME.apply(s, ChooseExtra(player=0, effect=0, entry=0))
    assert sh.extra_used == [0] and sh.active == Active(kind="block", size=2, left=1, entry=0)
    assert usable_extras(sh) == []  # used once only (RL-7.9); entry 1 lies right of a boundary (RL-7.10)
    GAME.apply(s, Skip(player=0))
    assert sh.pending == []  # the second ghost has nothing left to choose (RL-7.11)


def test_rl_7_11_rl_18_6_ghost_with_no_extra_action():
    s = game(1)
    sh = s.sheets[0]
    sh.extra_used = [0]
    sh.filled.append(0 * 12 + 4)
    dice(s, 1, 1)
    GAME.apply(s, PlaceWall(player=0, die="one", cells=((5, 0),)))
    sh.pending = []
    sh.acted = True
    sh.pending.append(Pending(kind="ghost", cell=(5, 1)))
    assert [type(a).__name__ for a in GAME.legal_actions(s, 0)] == ["Skip"]


def test_rl_7_12_ghost_rectangle_up_to_12():
    s = game(1)
    sh = s.sheets[0]
    sh.acted = True
    sh.active = Active(kind="room", entry=1)
    rooms = [a for a in GAME.legal_actions(s, 0) if isinstance(a, EffectRoom)]
    assert rooms and max(a.w * a.h for a in rooms) <= 12 and min(a.w * a.h for a in rooms) == 4
    g = grid(s)
    assert bd.rect_problem(g, Rect(x=0, y=3, w=4, h=4), max_size=12)[0] == "RL-7.12"


def test_rl_7_13_block_of_n_connected_squares():
    s = game(1)
    sh = s.sheets[0]
    sh.acted = True
    sh.active = Active(kind="block", size=3, left=1, entry=2)
    blocks = [a for a in GAME.legal_actions(s, 0) if isinstance(a, EffectBlock)]
    assert blocks and all(len(a.cells) == 3 and bd.connected(a.cells) for a in blocks)
    with pytest.raises(RuleViolation) as e:
        GAME.apply(s, EffectBlock(player=0, cells=((0, 5), (2, 5), (4, 5))))
    assert e.value.rule == "RL-7.13"


def test_rl_7_14_rl_7_15_ghost_count_repeats():
    s = game(1)
    sh = s.sheets[0]
    assert ghosts_left(BASIC, sh) == 7 and ghosts_left(ADVANCED, sh) == 8  # RL-7.15, RL-16.7
    sh.acted = True
    sh.dev_crossed = 20
    sh.pending = [Pending(kind="ghost", cell=(5, 1))]
    sh.filled.append(1 * 12 + 5)
    GAME.apply(s, ChooseExtra(player=0, effect=0, entry=4))
    assert sh.active.kind == "ghosts" and sh.active.left == 6


def test_rl_7_16_bat_block_or_develop():
    s = game(1)
    sh = s.sheets[0]
    sh.acted = True
    sh.pending = [Pending(kind="bat", cell=(1, 3))]
    opts = {a.option for a in GAME.legal_actions(s, 0) if isinstance(a, BatEffect)}
    assert opts == {"block", "develop"}
    GAME.apply(s, BatEffect(player=0, effect=0, option="block"))
    assert sh.active.kind == "bat" and sh.active.size == 1


def test_rl_7_18_no_interruption():
    s = game(1)
    sh = s.sheets[0]
    sh.acted = True
    sh.active = Active(kind="block", size=2, left=1, entry=0)
    sh.pending = [Pending(kind="bat", cell=(1, 3))]
    assert not any(isinstance(a, BatEffect) for a in GAME.legal_actions(s, 0))
    with pytest.raises(RuleViolation):
        GAME.apply(s, BatEffect(player=0, effect=0, option="develop"))


def test_rl_8_3_rl_8_4_development_ends_early_and_waits():
    s = game(2)
    s.sheets[0].dev_crossed = RULES.dev_track
    for p in (0, 1):
        a = next(a for a in GAME.legal_actions(s, p) if isinstance(a, PlaceWall) and a.die == "one")
        GAME.apply(s, a)
        while p in GAME.to_move(s) and s.round == 1:
            GAME.apply(s, next(x for x in GAME.legal_actions(s, p) if isinstance(x, Skip)))
    assert not s.sheets[0].building and s.sheets[0].needs_exit and s.sheets[1].building
    assert GAME.to_move(s) == [0, 1]


def test_rl_8_5_sixteen_rounds_at_most():
    s = game(1)
    s.round = 16
    s.sheets[0].time_crossed = 15
    s.sheets[0].acted = True
    s.sheets[0].pending = [Pending(kind="bat", cell=(1, 3))]
    GAME.apply(s, Skip(player=0, effect=0))
    assert s.sheets[0].needs_exit and s.round == 16


def test_rl_8_6_rl_8_8_exit_and_scores():
    s = game(1)
    sh = s.sheets[0]
    sh.building = False
    sh.needs_exit = True
    GAME.apply(s, ChooseExit(player=0, exit=3))
    for k, (x, y) in enumerate(BASIC.exits):
        assert (y * 12 + x in sh.filled) == (k != 3)
    assert sh.score is not None


def test_rl_3_3_pass_only_when_nothing_is_possible():
    s = game(1)
    with pytest.raises(RuleViolation):
        GAME.apply(s, Pass(player=0))


def test_rl_1_4_tokens_rl_1_7_armed_rows():
    assert RULES.armed_row(2) == RULES.armed_tracks["1-2"]
    assert RULES.armed_row(4) == RULES.armed_tracks["3-4"]
    assert RULES.armed_row(6) == RULES.armed_tracks["5-6"]
    assert max(RULES.armed_tracks["1-2"]) == 6


def test_the_opening_log_line_counts_players_in_words_that_fit_one_or_many() -> None:
    from rookraiders_desktop.engine.core.game import Event
    from rookraiders_desktop.engine.games.roguelight.text import describe_event

    assert (
        describe_event(Event(kind="map", args={"map": "basic", "players": 1})) == "One player (solo) on the basic map"
    )
    assert describe_event(Event(kind="map", args={"map": "advanced", "players": 3})) == "3 players on the advanced map"
