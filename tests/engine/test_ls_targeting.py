"""The Last Spell: line of sight (LS-6, LS-EX4, LS-EX5), ranges and attack areas (LS-22.1 to
LS-22.22), hero paths (LS-3, LS-4.12 to LS-4.14). Gildenberg: sectors of 4x4 squares from (2, 2);
sector (1, 1) is x 6-9, y 6-9; the town is sectors (2, 2) (the magic circle), (1, 2), (3, 2),
(2, 1), (2, 3)."""

from __future__ import annotations

import pytest

from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.games.last_spell import hero_phase, targeting
from rookraiders_desktop.engine.games.last_spell.actions import Attack
from rookraiders_desktop.engine.games.last_spell.content import AttackMode
from rookraiders_desktop.engine.games.last_spell.geometry import Board, area, board_def, sector_cells

from .ls_helpers import C, add_monster, add_structure, hero_turn, make_hero, make_state


def mode(weapon: str, mode_id: str) -> AttackMode:
    return next(m for m in C.weapons[weapon].modes if m.id == mode_id)


def one(cell=(7, 7), weapons=("short_sword",), **kw):
    return make_state(heroes=[make_hero(0, "aldric", cell, weapons=list(weapons), **kw)])


def squares(state, weapon_index, mode_id, hero=0):
    return set(targeting.direct_hit_squares(state, hero, weapon_index, mode_id))


def house(state, x, y):
    """A 2x2 house with its north-west square on (x, y)."""
    return add_structure(state, "house", [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)])


# -- squares, areas, obstacles ----------------------------------------------------------------


def test_ls_2_7_an_area_is_the_ring_around_the_occupied_squares():
    state = one()
    h = house(state, 10, 6)
    ring = area(h.cells)
    assert len(ring) == 12 and (9, 5) in ring and (12, 8) in ring and (10, 6) not in ring
    # a ranged weapon's "own area" is the hero's ring of 8 (LS-5.7 uses it)
    assert area([(7, 7)]) == {(6, 6), (7, 6), (8, 6), (6, 7), (8, 7), (6, 8), (7, 8), (8, 8)}


def test_ls_3_1_a_sector_is_made_of_squares():
    state = one(weapons=("crossbow",))
    cells = set(sector_cells(board_def(state), (1, 1)))
    assert len(cells) == 16 and min(cells) == (6, 6) and max(cells) == (9, 9)
    # the crossbow's bolt reaches the current sector: those 16 squares (minus the hero's area, LS-5.7)
    assert squares(state, 0, "bolt") == cells - area([(7, 7)]) - {(7, 7)}


def test_ls_3_2_a_square_with_an_object_is_not_empty():
    state = one()
    add_monster(state, "clawer", (9, 7))
    house(state, 6, 9)
    state.heroes.append(make_hero(1, "brina", (7, 5)))
    board = Board(state)
    assert board.empty((8, 7))
    assert not board.empty((9, 7)) and not board.empty((6, 9)) and not board.empty((7, 5))
    assert not board.empty((4, 5))  # a rock
    assert not board.empty((11, 11))  # the magic circle


def test_ls_3_3_objects_are_obstacles_a_hero_walks_around():
    state = one(cell=(7, 8))
    add_structure(state, "stone_wall", [(6, 7), (7, 7), (8, 7)])
    state.heroes[0].mp = 6
    reach = targeting.reachable(state, 0)
    assert (7, 7) not in reach
    assert reach[(7, 6)] == 6  # around the wall's end: E, E, N, N, W, W
    assert reach[(5, 7)] == 3


def test_ls_3_4_a_low_obstacle_is_not_walked_through():
    state = one(cell=(4, 6))  # the rock on (4, 5) is north of the hero
    state.heroes[0].mp = 2
    reach = targeting.reachable(state, 0)
    assert (4, 5) not in reach and (4, 4) not in reach  # only the Obstacle Jump crosses it (LS-16.7)


def test_ls_3_5_a_warp_gate_is_walked_over():
    state = one(cell=(7, 8))
    add_structure(state, "stone_wall", [(6, 7), (8, 7)])
    add_structure(state, "warp_gate", [(7, 7)])
    state.heroes[0].mp = 2
    reach = targeting.reachable(state, 0)
    assert reach[(7, 7)] == 1 and reach[(7, 6)] == 2


def test_ls_3_6_nobody_walks_onto_the_cliff():
    state = one(cell=(4, 3))  # row 2 has cliff squares at x 2-3, 8-9
    state.heroes[0].mp = 6
    reach = targeting.reachable(state, 0)
    assert (3, 3) in reach and (2, 3) not in reach and (3, 2) not in reach and (4, 2) in reach


# -- hero paths (LS-4.12 to LS-4.14) -------------------------------------------------------------


def test_ls_4_12_each_mp_moves_one_square_orthogonally():
    state = one(cell=(7, 7))
    state.heroes[0].mp = 3
    reach = targeting.reachable(state, 0)
    assert reach[(8, 8)] == 2 and reach[(10, 7)] == 3 and reach[(7, 4)] == 3
    assert (9, 9) not in reach  # 4 steps away
    assert all(abs(x - 7) + abs(y - 7) == cost for (x, y), cost in reach.items())


def test_ls_4_13_no_passing_through_or_stopping_on_a_figure():
    state = one(cell=(7, 7))
    add_monster(state, "clawer", (8, 7))
    state.heroes.append(make_hero(1, "brina", (6, 7)))
    state.heroes[0].mp = 2
    reach = targeting.reachable(state, 0)
    assert (8, 7) not in reach and (6, 7) not in reach
    assert (9, 7) not in reach  # straight through the monster would be 2; around it is 4
    assert reach[(8, 8)] == 2


def test_ls_4_14_never_into_the_fog():
    state = one(cell=(3, 8))  # the fog is x 0-1
    state.heroes[0].mp = 4
    reach = targeting.reachable(state, 0)
    assert (2, 8) in reach and (1, 8) not in reach and (0, 8) not in reach


# -- line of sight ------------------------------------------------------------------------------


def test_ls_6_4_heroes_see_all_around():
    state = one(cell=(12, 16))
    for target in [(12, 4), (20, 16), (12, 21), (3, 16), (3, 5), (20, 21)]:
        assert targeting.has_los(state, (12, 16), target)


def test_ls_6_5_houses_stone_walls_and_trees_are_blockers():
    state = one(cell=(7, 12))
    add_structure(state, "stone_wall", [(7, 11)])
    assert not targeting.has_los(state, (7, 12), (7, 5))
    assert targeting.blocker_cells(state) == {(7, 11)}
    house(state, 14, 14)
    assert {(14, 14), (15, 15)} <= targeting.blocker_cells(state)
    # a blocker not next to the hero never blocks (LS-A40): the house at (14, 14) is 2 squares away
    assert targeting.has_los(state, (16, 16), (16, 3)) and targeting.has_los(state, (16, 17), (15, 3))


def test_ls_6_6_barricades_gates_facilities_and_rocks_never_block():
    for kind in ("wooden_barricade", "wooden_gate", "stone_gate", "ballista", "catapult", "watchtower"):
        state = one(cell=(7, 12))
        add_structure(state, kind, [(6, 11), (7, 11), (8, 11)])
        assert targeting.shadow(state, (7, 12)) == set(), kind
    state = one(cell=(4, 6))  # next to the rock on (4, 5)
    assert targeting.shadow(state, (4, 6)) == set()


def test_ls_6_7_the_los_tiles_stand_at_the_two_ends_of_the_blocker():
    state = one(cell=(8, 12))
    house(state, 7, 10)  # x 7-8, y 10-11, the hero touches it from the south
    dark = targeting.shadow(state, (8, 12))
    assert {(7, 9), (8, 9), (7, 2), (8, 2)} <= dark  # the band is exactly the house's 2 columns
    assert not {(6, 9), (9, 9), (6, 2), (9, 3)} & dark


def test_ls_6_8_only_the_region_behind_the_blocker_is_out_of_sight():
    state = one(cell=(8, 12))
    house(state, 7, 10)
    for target in [(7, 9), (8, 5), (7, 3)]:
        assert not targeting.has_los(state, (8, 12), target)
    for target in [(6, 9), (9, 9), (6, 10), (9, 11), (8, 14), (3, 12), (20, 12)]:  # beside, behind the hero
        assert targeting.has_los(state, (8, 12), target)


def test_ls_6_9_blockers_touching_at_a_corner_are_one_blocker():
    joined = one(cell=(6, 8))
    house(joined, 6, 6)  # A: x 6-7, y 6-7; the hero touches it from the south
    house(joined, 8, 8)  # B: x 8-9, y 8-9; touches A only at a corner
    apart = one(cell=(6, 8))
    house(apart, 6, 6)
    house(apart, 9, 8)  # one square further east: not touching A
    assert not targeting.has_los(joined, (6, 8), (8, 5))  # the band spans A and B: columns 6-9
    assert targeting.has_los(apart, (6, 8), (8, 5))  # only A's columns 6-7


def test_ls_ex4_a_row_of_three_houses_is_one_blocker():
    state = one(cell=(7, 10))
    for x in (5, 7, 9):
        house(state, x, 8)  # x 5-10, y 8-9; the hero touches the middle house from the south
    state.heroes.append(make_hero(1, "brina", (8, 3)))
    beyond = [(5, 7), (5, 4), (10, 2), (8, 6), (10, 7)]
    for target in beyond:
        assert not targeting.has_los(state, (7, 10), target), target
    assert not targeting.has_los(state, (7, 10), (8, 3))  # an ally in the shadow as well
    for target in [(4, 7), (4, 3), (11, 7), (11, 2), (3, 9), (12, 9), (7, 12), (20, 20)]:
        assert targeting.has_los(state, (7, 10), target), target
    assert targeting.shadow(state, (7, 10)) == {(x, y) for x in range(5, 11) for y in range(0, 8)}


def test_ls_ex5_two_buildings_at_a_right_angle_shade_the_corner_between_them():
    state = one(cell=(7, 8))
    house(state, 6, 6)  # A north of the hero
    house(state, 8, 8)  # B east of the hero; A and B touch only at the corner (7, 7)-(8, 8)
    dark = targeting.shadow(state, (7, 8))
    assert {(6, 5), (7, 2)} <= dark  # behind A
    assert {(10, 8), (15, 9)} <= dark  # behind B
    assert {(8, 7), (10, 5), (16, 2), (9, 6)} <= dark  # the corner quadrant between the tiles at the L's outer ends
    for target in [(5, 5), (5, 8), (7, 9), (10, 10), (6, 12)]:
        assert targeting.has_los(state, (7, 8), target), target


def test_ls_6_1_a_ranged_weapon_needs_los_to_foe_and_ally():
    state = one(cell=(7, 12), weapons=("short_bow",))
    add_structure(state, "stone_wall", [(7, 11)])
    state.heroes.append(make_hero(1, "brina", (7, 7)))
    add_monster(state, "clawer", (7, 8))
    shot = squares(state, 0, "shot")
    assert (7, 8) not in shot and (7, 7) not in shot  # behind the wall, foe or ally
    assert (6, 8) in shot  # beside the band


def test_ls_6_2_a_magic_sector_mode_needs_los():
    state = one(cell=(7, 12), weapons=("apprentice_staff",))
    add_structure(state, "stone_wall", [(7, 11)])
    assert (7, 8) not in squares(state, 0, "magic_missile") and (6, 8) in squares(state, 0, "magic_missile")
    assert targeting.needs_los("magic", mode("apprentice_staff", "magic_missile"))
    assert not targeting.needs_los("magic", mode("apprentice_staff", "spark"))  # melee range: no LOS


def test_ls_6_3_melee_modes_never_need_los():
    state = one(cell=(7, 12), weapons=("short_sword",))
    add_structure(state, "stone_wall", [(7, 11)])
    add_monster(state, "clawer", (7, 10))
    assert not targeting.has_los(state, (7, 12), (7, 10))
    assert (7, 10) in squares(state, 0, "lunge")  # range up to 2: straight over the wall
    assert not targeting.needs_los("melee", mode("short_sword", "lunge"))


def test_ls_6_10_no_sector_range_attack_without_los():
    state = hero_turn(one(cell=(7, 12), weapons=("short_bow",)))
    add_structure(state, "stone_wall", [(7, 11)])
    add_monster(state, "clawer", (7, 8))
    with pytest.raises(RuleViolation) as err:
        hero_phase.apply(state, Attack(player=0, hero=0, weapon=0, mode="shot", targets=((7, 8),)), [])
    assert err.value.rule == "LS-6.10"
    assert state.heroes[0].ap == 3


def test_ls_6_11_sight_is_never_blocked():
    state = one(cell=(7, 12), weapons=("long_bow",))
    add_structure(state, "stone_wall", [(7, 11)])
    assert targeting.has_los(state, (7, 12), (7, 3), sight=True)
    # the aimed shot (far sectors, Sight) reaches (7, 5) in sector (1, 0) behind the wall; the long shot does not
    assert (7, 5) in squares(state, 0, "aimed_shot")
    assert (7, 5) not in squares(state, 0, "long_shot")


def test_ls_22_28_sight_ignores_los_and_the_tree_rule():
    state = one(cell=(7, 12), weapons=("long_bow",))
    add_structure(state, "stone_wall", [(7, 11)])
    state.heroes[0].scrolls = ["scroll_hex"]  # adjacent/far, Curse, Sight
    assert (7, 6) in targeting.scroll_direct_hit_squares(state, 0, 0)
    assert "sight" in C.scrolls["scroll_hex"].mode.effects


# -- ranges (LS-22.1 to LS-22.8, LS-5.7, LS-5.15) ----------------------------------------------------


def test_ls_22_1_current_sector():
    state = one(cell=(7, 7), weapons=("crossbow",))
    bolt = squares(state, 0, "bolt")
    assert (9, 9) in bolt and (6, 6) not in bolt  # (6, 6) is inside the hero's area (LS-5.7)
    assert (10, 7) not in bolt  # the next sector


def test_ls_22_2_adjacent_sectors():
    state = one(cell=(7, 7), weapons=("crossbow",))
    stunning = squares(state, 0, "stunning_bolt")
    assert {(10, 7), (13, 9), (7, 5), (2, 6), (8, 13)} <= stunning
    assert (9, 9) not in stunning  # the current sector
    assert (14, 7) not in stunning and (10, 10) not in stunning  # far, diagonal


def test_ls_22_3_far_sectors():
    state = one(cell=(7, 7), weapons=("long_bow",))
    aimed = squares(state, 0, "aimed_shot")
    assert {(14, 7), (10, 10), (7, 15), (3, 3)} <= aimed  # (3, 3): sector (0, 0), two steps away
    assert (10, 7) not in aimed and (8, 8) not in aimed and (18, 7) not in aimed


def test_ls_22_4_current_and_adjacent_sectors():
    state = one(cell=(7, 7), weapons=("short_bow",))
    shot = squares(state, 0, "shot")
    assert {(9, 9), (10, 7), (7, 3)} <= shot and (14, 7) not in shot


def test_ls_22_5_adjacent_and_far_sectors():
    state = one(cell=(7, 7), weapons=("long_bow",))
    long_shot = squares(state, 0, "long_shot")
    assert {(10, 7), (14, 7), (7, 15)} <= long_shot and (9, 9) not in long_shot


def test_ls_5_15_a_sector_range_reaches_any_square_of_its_sectors():
    state = one(cell=(7, 7), weapons=("long_bow",))
    far_cells = set()
    for sector in [(3, 1), (2, 0), (2, 2), (1, 3), (0, 0), (0, 2)]:
        far_cells |= set(sector_cells(board_def(state), sector))
    far_cells -= {c for c in far_cells if board_def(state).rows[c[1]][c[0]] in "#~"}
    assert squares(state, 0, "aimed_shot") == far_cells


def test_ls_5_7_a_ranged_weapon_never_targets_its_own_area():
    state = one(cell=(7, 7), weapons=("short_bow",))
    add_monster(state, "clawer", (8, 8))
    shot = squares(state, 0, "shot")
    assert not (area([(7, 7)]) | {(7, 7)}) & shot
    assert (9, 9) in shot and (7, 5) in shot


def test_LS_5_7_no_ranged_shot_at_a_2x2_boss_standing_partly_in_the_hero_area():
    # Cetusia's head covers (8, 8)-(9, 9); (8, 8) is in the area of a hero on (7, 7). Its outer
    # square (9, 9) is in range of the short bow's Shot (current sector), but the boss stands in the
    # hero's area: "under any circumstances" the shot is refused (LSH-2 no longer allows it)
    state = hero_turn(one(cell=(7, 7), weapons=("short_bow",)))
    add_monster(state, "cetusia_head", (8, 8), facing="S")
    assert (9, 9) not in squares(state, 0, "shot") and (9, 6) in squares(state, 0, "shot")
    with pytest.raises(RuleViolation) as refused:
        hero_phase.apply(state, Attack(player=0, hero=0, weapon=0, mode="shot", targets=((9, 9),)), [])
    assert refused.value.rule == "LS-5.7"


def test_LS_5_7_no_ranged_area_that_reaches_an_enemy_in_the_hero_area():
    # Rain of Arrows (cross of 5, adjacent sectors) centred on (10, 9) covers (9, 9): Cetusia's head
    # again. Centred on (10, 6) it reaches only (9, 6), (11, 6), (10, 5), (10, 7): allowed
    state = hero_turn(one(cell=(7, 7), weapons=("short_bow",)))
    add_monster(state, "cetusia_head", (8, 8), facing="S")
    rain = squares(state, 0, "rain_of_arrows")
    assert (10, 9) not in rain and (10, 8) not in rain and (10, 6) in rain
    problem = targeting.target_problem(state, 0, mode("short_bow", "rain_of_arrows"), "ranged", (10, 9))
    assert problem is not None and problem[0] == "LS-5.7"


def test_ls_22_6_range_up_to_two_squares_in_straight_lines():
    state = one(cell=(7, 7))
    assert squares(state, 0, "lunge") == {(7, 6), (7, 5), (8, 7), (9, 7), (7, 8), (7, 9), (6, 7), (5, 7)}


def test_ls_22_7_melee_is_the_four_orthogonal_squares():
    state = one(cell=(7, 7))
    assert squares(state, 0, "slash") == {(7, 6), (8, 7), (7, 8), (6, 7)}


def test_ls_22_8_self_is_the_figures_own_square():
    state = one(cell=(7, 7), weapons=("war_hammer",))
    assert squares(state, 0, "quake") == {(7, 7)}


def test_ls_5_18_the_direct_hit_square_may_hold_a_monster_a_hero_or_nothing():
    state = one(cell=(7, 7))
    add_monster(state, "clawer", (8, 7))
    state.heroes.append(make_hero(1, "brina", (6, 7)))
    assert {(8, 7), (6, 7), (7, 6)} <= squares(state, 0, "slash")


# -- attack areas (LS-22.9 to LS-22.22), oriented away from the figure ---------------------------


def shape(area_icon: str, hero=(7, 7), direct=(7, 6)):
    state = one(cell=hero)
    return set(targeting.attack_squares(state, 0, AttackMode(id="t", name="t", range="melee", area=area_icon), direct))


def test_ls_22_9_single_square():
    assert shape("single") == {(7, 6)}


def test_ls_22_10_single_square_with_stun():
    assert shape("single_stun") == {(7, 6)}


def test_ls_22_11_move_to_one_square():
    assert shape("move") == {(7, 6)}


def test_ls_22_13_line_of_two_runs_away_from_the_hero():
    assert shape("line2") == {(7, 6), (7, 5)}
    assert shape("line2", direct=(8, 7)) == {(8, 7), (9, 7)}
    assert shape("line2", direct=(6, 7)) == {(6, 7), (5, 7)}
    assert shape("line2", direct=(7, 8)) == {(7, 8), (7, 9)}


def test_ls_22_14_line_of_three():
    assert shape("line3", direct=(8, 7)) == {(8, 7), (9, 7), (10, 7)}


def test_ls_22_16_cross_of_five():
    assert shape("cross5") == {(7, 6), (7, 5), (8, 6), (7, 7), (6, 6)}


def test_ls_22_17_cross_of_five_with_stun():
    assert shape("cross5_stun", direct=(7, 8)) == {(7, 8), (7, 7), (8, 8), (7, 9), (6, 8)}


def test_ls_22_18_rectangle_of_six_seen_from_the_figure():
    assert shape("rect6") == {(6, 6), (7, 6), (8, 6), (6, 5), (7, 5), (8, 5)}
    assert shape("rect6", direct=(8, 7)) == {(8, 6), (8, 7), (8, 8), (9, 6), (9, 7), (9, 8)}


def test_ls_22_19_fan_of_nine():
    assert shape("fan9") == {(7, 6), (6, 5), (7, 5), (8, 5), (5, 4), (6, 4), (7, 4), (8, 4), (9, 4)}
    assert shape("fan9", direct=(6, 7)) == {(6, 7), (5, 6), (5, 7), (5, 8), (4, 5), (4, 6), (4, 7), (4, 8), (4, 9)}


def test_ls_22_20_square_of_nine():
    assert shape("square9", direct=(10, 10)) == {(x, y) for x in (9, 10, 11) for y in (9, 10, 11)}


def test_ls_22_21_square_of_nine_with_stun():
    assert shape("square9_stun", direct=(10, 10)) == {(x, y) for x in (9, 10, 11) for y in (9, 10, 11)}


def test_ls_22_22_ring_of_eight_leaves_the_chosen_square_out():
    assert shape("ring8", direct=(7, 7)) == {(x, y) for x in (6, 7, 8) for y in (6, 7, 8)} - {(7, 7)}


def test_lsh_3_a_diagonal_target_is_faced_along_its_longer_axis():
    assert targeting.facing_from((7, 7), (12, 9)) == "E"
    assert targeting.facing_from((7, 7), (8, 2)) == "N"
    assert targeting.facing_from((7, 7), (10, 10)) == "S"  # a tie: the north-south axis
    assert shape("line3", direct=(12, 9)) == {(12, 9), (13, 9), (14, 9)}


def test_ls_5_16_the_area_spreads_from_the_direct_hit_square():
    state = one(cell=(7, 7), weapons=("short_bow",))
    rain = mode("short_bow", "rain_of_arrows")
    assert set(targeting.attack_squares(state, 0, rain, (14, 7))) == {(14, 7), (14, 6), (15, 7), (14, 8), (13, 7)}
    # squares off the board are dropped
    edge = set(targeting.attack_squares(state, 0, rain, (0, 7)))
    assert edge == {(0, 7), (0, 6), (1, 7), (0, 8)}


def test_ls_22_12_the_second_single_square_stun_icon_is_the_same_rule():
    # LS-A47: one rule; the crossbow's stunning bolt has the area single_stun and Stun
    stunning = mode("crossbow", "stunning_bolt")
    state = one(cell=(7, 7), weapons=("crossbow",))
    assert set(targeting.attack_squares(state, 0, stunning, (10, 7))) == {(10, 7)}
    assert stunning.area == "single_stun" and "stun" in stunning.effects


def test_ls_22_15_line_of_three_then_move_needs_the_square_beyond_empty():
    state = one(cell=(7, 7), weapons=("greatsword",))
    state.heroes[0].mp = 2
    assert (8, 7) in squares(state, 0, "rush")  # the line (8-10, 7), the hero lands on (11, 7)
    add_monster(state, "clawer", (11, 7))
    assert (8, 7) not in squares(state, 0, "rush")
    problem = targeting.target_problem(state, 0, mode("greatsword", "rush"), "melee", (8, 7))
    assert problem is not None and problem[0] == "LS-22.15"


def test_ls_22_39_an_empty_square_may_be_chosen():
    state = one(cell=(7, 7), weapons=("short_bow",))
    assert (10, 7) in squares(state, 0, "shot") and Board(state).empty((10, 7))


def test_a_filter_asked_first_leaves_the_same_legal_squares_among_those_it_accepts():
    state = one(cell=(7, 12), weapons=("short_bow",))
    add_monster(state, "runner", (9, 12))
    hero = state.heroes[0]
    bow = mode("short_bow", C.weapons["short_bow"].modes[0].id)
    every = targeting.direct_hit_cells(state, hero, bow, "ranged")

    def east(cell):
        return cell[0] > 8

    assert targeting.direct_hit_cells(state, hero, bow, "ranged", among=east) == [c for c in every if east(c)]
    assert any(east(c) for c in every) and not all(east(c) for c in every)
