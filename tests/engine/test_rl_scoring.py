"""Roguelight building-part scoring (RL-9) and the worked examples RL-EX1 to RL-EX11."""

from __future__ import annotations

from rookraiders_desktop.engine.games.roguelight import board as bd
from rookraiders_desktop.engine.games.roguelight.models import Rect, Room, Sheet
from rookraiders_desktop.engine.games.roguelight.rules import GAME, title_for

from .rl_helpers import art_filled, art_map, game, score_art

W = "#" * 12


def pad(rows):
    return rows + [W] * (12 - len(rows))


EX3 = pad(["............", "#.######.###", "#..####..###", "#..####..###"])
EX4 = pad(
    [".###########", "....########", ".#..########", ".###########", ".###########", "....########", ".#..########"]
)
EX5 = pad(["............", "##.#.#######", "##....######", "##....######"])
EX6 = pad(["............", "#..#####..##", "#...###...##", "#...###...##"])
EX7 = pad([".###########", "....########", "##..########", "###..#######", "###..#######"])


def test_rl_ex1_time_track_after_round_5():
    s = game(1)
    s.sheets[0].time_crossed = 5
    s.round = 6
    assert [n for n in range(1, 17) if n > s.sheets[0].time_crossed] == list(range(6, 17))


def test_rl_ex3_rooms_left_and_right_one_wide():
    sc = score_art(EX3, (5, 0))
    assert [(r.x, r.y, r.w, r.h, r.scoring) for r in sc.rooms] == [(1, 2, 2, 2, True), (7, 2, 2, 2, True)]
    assert sc.room_points == 6 and sc.bonus == 10


def test_rl_ex4_rooms_above_and_below_one_wide():
    sc = score_art(EX4, (0, 3))
    assert len(sc.rooms) == 2 and all(r.scoring for r in sc.rooms)


def test_rl_ex5_eight_square_room_two_passages():
    sc = score_art(EX5, (8, 0))
    assert [(r.w, r.h, r.scoring) for r in sc.rooms] == [(4, 2, True)]
    assert sc.room_total == 13


def test_rl_ex6_two_wide_connection_not_scoring_rl_9_8():
    sc = score_art(EX6, (5, 0))
    assert sc.rooms and not any(r.scoring for r in sc.rooms[:1] + sc.rooms[-1:])
    assert sc.scoring_rooms == 0 and sc.bonus == 0


def test_rl_ex7_rooms_directly_connected_rl_9_9():
    sc = score_art(EX7, (0, 2) if False else (0, 1))
    assert len(sc.rooms) == 2 and all(r.faults == ["RL-9.9"] for r in sc.rooms)


def test_rl_ex8_eight_square_room_two_wide_passage():
    rows = pad(["............", "##..########", "##....######", "##....######"])
    sc = score_art(rows, (8, 0))
    big = next(r for r in sc.rooms if r.w == 4)
    assert not big.scoring and sc.scoring_rooms == 0


def test_rl_ex9_corner_contact_allowed():
    rows = pad(
        [
            "............",
            "#.#########.",
            "#..########.",
            "#..########.",
            "###..######.",
            "###..######.",
            "###.#######.",
            "###.........",
        ]
    )
    sc = score_art(rows, (5, 0))
    assert [(r.x, r.y) for r in sc.rooms] == [(1, 2), (3, 4)]
    assert all("RL-9.9" not in r.faults for r in sc.rooms)


def test_rl_ex10_dotted_line_inside_rl_9_10():
    sc = score_art(EX5, (8, 0), [Rect(x=4, y=2, w=2, h=2)])
    assert sc.rooms[0].faults == ["RL-9.10"]
    sc = score_art(EX5, (8, 0), [Rect(x=2, y=2, w=4, h=2)])  # outline on the room's boundary: scores
    assert sc.rooms[0].scoring


def test_rl_ex11_all_rooms_score_bonus_rl_9_13():
    sc = score_art(EX3, (5, 0))
    assert sc.bonus == 10 and sc.room_total == 16


def ex2_rows():
    """14 rooms of 2x2 off two passage columns (x 3 and 11 of a 15-wide map)."""
    w = 15
    g = [["#"] * w for _ in range(12)]
    for y in range(10):
        g[y][3] = g[y][11] = "."
    for x in range(3, 12):
        g[9][x] = "."
    rooms = []
    for rx, opening, rows in ((0, 2, (0, 3, 6, 9)), (5, 4, (0, 3, 6)), (8, 10, (0, 3, 6)), (13, 12, (0, 3, 6, 9))):
        for ry in rows:
            for dy in (0, 1):
                for dx in (0, 1):
                    g[ry + dy][rx + dx] = "."
            g[ry][opening] = "."
            rooms.append((rx, ry))
    return ["".join(r) for r in g], rooms


def test_rl_ex2_fourteen_rooms_nine_score_27_points():
    rows, rooms = ex2_rows()
    m = art_map(rows)
    cut = [Rect(x=rx, y=ry, w=1, h=2) for rx, ry in rooms[:5]]  # a dotted line through 5 rooms
    s = Sheet(player=0, name="P1", filled=sorted(art_filled(rows)), entrance=(3, 5), rects=cut, exit=0)
    sc = bd.score_sheet(m, s, 0, art_filled(rows))
    assert len(sc.rooms) == 14 and sc.scoring_rooms == 9
    assert sc.room_points == 27 and sc.bonus == 0


def test_rl_9_1_item_score():
    s = game(1)
    sh = s.sheets[0]
    sh.item_circled = [0, 3, 5]
    sh.item_filled = [3]
    sc = bd.score_sheet(
        art_map(EX3),
        sh.model_copy(update={"entrance": (5, 0), "filled": sorted(art_filled(EX3)), "rects": []}),
        0,
        art_filled(EX3),
    )
    assert sc.item_points == 1 + 4


def test_rl_9_2_rl_9_3_rl_9_5_rl_9_6_rl_9_7_floor_rooms_passages():
    sc = score_art(EX3, (5, 0))
    assert 0 in sc.floor and 5 in sc.floor  # entrance and exit squares
    room_cells = {(r.y + j) * 12 + r.x + i for r in sc.rooms for j in range(r.h) for i in range(r.w)}
    passages = set(sc.floor) - room_cells
    assert len(passages) == 12 + 2  # the top row and the two openings (RL-9.7)
    assert sc.room_points == 3 * sc.scoring_rooms


def test_rl_9_4_rl_18_9_no_floor():
    rows = list(EX3)
    rows[0] = "#" + rows[0][1:]
    sc = score_art(rows, (5, 0))
    assert sc.floor == [] and sc.rooms == [] and sc.room_total == 0 and not sc.in_dungeon


def test_rl_9_8_two_passage_squares_along_one_side():
    m = art_map(EX3)
    s = Sheet(player=0, name="P1")
    room = Room(x=1, y=2, w=2, h=2)
    floor = {2 * 12 + 1, 2 * 12 + 2, 3 * 12 + 1, 3 * 12 + 2, 1 * 12 + 1, 1 * 12 + 2}
    bd.classify_rooms(m, s, [room], floor, set())
    assert room.faults == ["RL-9.8"]


def test_rl_9_11_rl_18_8_rooms_outside_the_floor():
    rows = list(EX3)
    rows[1] = "#.##########"  # the right room is cut off
    sc = score_art(rows, (5, 0))
    assert [(r.x, r.y) for r in sc.rooms] == [(1, 2)]
    assert sc.bonus == 10  # RL-9.13: rooms outside the floor do not matter


def test_rl_9_12_rl_18_7_room_without_monsters_scores():
    sc = score_art(EX3, (5, 0))
    assert all(r.monsters == 0 and r.scoring for r in sc.rooms)


def test_rl_9_13_no_bonus_without_rooms():
    rows = pad(["............"])
    assert score_art(rows, (5, 0)).bonus == 0


def test_rl_17_1_rl_17_2_rl_17_3_solo_titles():
    assert [title_for("basic", n) for n in (0, 39, 40, 60, 80, 100, 110)] == [
        "familiar",
        "familiar",
        "soldier",
        "knight",
        "general",
        "duke",
        "king",
    ]
    assert [title_for("advanced", n) for n in (49, 50, 80, 100, 120, 130)] == [
        "familiar",
        "soldier",
        "knight",
        "general",
        "duke",
        "king",
    ]
    assert GAME.max_players == 6
