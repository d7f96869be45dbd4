"""The Last Spell board geometry: sectors, current / adjacent / far sectors, the town (LS-2.1 to
LS-2.6) on the Gildenberg board (sectors of 4x4 squares from (2, 2), the town the plus of five
sectors around the magic circle's sector (2, 2))."""

from __future__ import annotations

from rookraiders_desktop.engine.games.last_spell.geometry import (
    Board,
    adjacent_sectors,
    far_sectors,
    in_fog,
    in_town,
    sector_cells,
    sector_of,
    sectors_for,
)

from .ls_helpers import GILDENBERG as BD
from .ls_helpers import make_hero, make_state


def test_ls_2_1_sectors_exist_inside_and_outside_the_town():
    inside = [s for s in BD.town]
    outside = [(sx, sy) for sy in range(BD.sectors[1]) for sx in range(BD.sectors[0]) if (sx, sy) not in BD.town]
    assert len(inside) == 5 and len(outside) == 20
    assert in_town(BD, sector_cells(BD, (2, 1))[0]) and not in_town(BD, sector_cells(BD, (0, 0))[0])


def test_ls_2_2_a_heros_current_sector_is_the_one_it_stands_in():
    state = make_state("gildenberg_1", [make_hero(0, "aldric", (7, 13))])
    assert sector_of(BD, state.heroes[0].cell) == (1, 2)
    assert sector_of(BD, (2, 2)) == (0, 0) and sector_of(BD, (21, 21)) == (4, 4)
    assert sector_of(BD, (0, 10)) is None and in_fog(BD, (0, 10))  # the fog belongs to no sector


def test_ls_2_3_adjacent_sectors_share_an_edge_not_a_corner():
    assert adjacent_sectors(BD, (0, 0)) == {(1, 0), (0, 1)}
    assert adjacent_sectors(BD, (4, 0)) == {(3, 0), (4, 1)}
    assert (1, 1) not in adjacent_sectors(BD, (0, 0))  # diagonal only
    assert adjacent_sectors(BD, (1, 3)) == {(0, 3), (2, 3), (1, 2), (1, 4)}


def test_ls_2_4_far_sectors_are_two_steps_away():
    assert far_sectors(BD, (0, 0)) == {(2, 0), (1, 1), (0, 2)}
    far = far_sectors(BD, (0, 4))
    assert far == {(2, 4), (1, 3), (0, 2)}
    assert not far & adjacent_sectors(BD, (0, 4)) and (0, 4) not in far
    assert sectors_for(BD, (0, 0), "adjacent_far") == {(1, 0), (0, 1), (2, 0), (1, 1), (0, 2)}
    assert sectors_for(BD, (0, 0), "current") == {(0, 0)}


def test_ls_2_5_the_town_is_the_circle_sector_and_four_around_it():
    assert BD.circle_sector == (2, 2)
    assert set(BD.town) == {(2, 2), (1, 2), (3, 2), (2, 1), (2, 3)}
    assert all(sector_of(BD, c) == (2, 2) for c in BD.magic_circle)


def test_ls_2_6_the_circle_sector_is_adjacent_to_every_town_sector():
    assert adjacent_sectors(BD, (2, 2)) == {(1, 2), (3, 2), (2, 1), (2, 3)}
    for s in BD.town:
        if s != BD.circle_sector:
            assert (2, 2) in adjacent_sectors(BD, s)


def test_ls_3_2_a_square_with_an_object_is_not_empty():
    state = make_state("gildenberg_1", [make_hero(0, "aldric", (7, 13))], town=True)
    board = Board(state)
    assert not board.empty((7, 13))  # the hero
    assert not board.empty(BD.magic_circle[0])
    assert not board.empty((4, 5))  # a rock
    assert board.empty((5, 14))
