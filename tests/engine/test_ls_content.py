"""The Last Spell data (resources/games/last_spell/*.json): the values the night rulebook gives,
the consistency of the designed presets, and clear messages for broken files (digest D-1 to D-17)."""

from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from rookraiders_desktop.engine.core.errors import ContentError
from rookraiders_desktop.engine.core.resources import game_resources
from rookraiders_desktop.engine.games.last_spell.content import (
    SECTOR_RANGES,
    AreaIcon,
    Effect,
    RangeIcon,
    load_content,
    place,
)

C = load_content()
BOARD = C.boards["gildenberg"]
DIGEST = Path(__file__).resolve().parents[2] / "docs" / "rules" / "the-last-spell-night.md"  # from ../shared/rules
FILES = (
    "boards.json",
    "monsters.json",
    "equipment.json",
    "heroes.json",
    "structures.json",
    "spawn_cards.json",
    "scenarios.json",
    "bosses.json",
)
BOARDS = ("gildenberg", "lakeburg", "glenwald")
ALPHABET = {"gildenberg": ".~#o", "lakeburg": ".~ow", "glenwald": ".~#T"}  # LS-19.1, LS-19.6
SPECIAL = {"alerion": "harpy", "hatchery": "dryad", "seed_cannon": "dryad"}  # LS-13.4: special icons by boss
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def sector_of(bd, cell):
    x, y = cell[0] - bd.origin[0], cell[1] - bd.origin[1]
    if x < 0 or y < 0:
        return None
    sx, sy = x // bd.sector_size, y // bd.sector_size
    return (sx, sy) if sx < bd.sectors[0] and sy < bd.sectors[1] else None


def terrain(bd, cell):
    x, y = cell
    return bd.rows[y][x] if 0 <= x < bd.width and 0 <= y < bd.height else None


def active_icons(sc):
    """(card, icon) for every icon that spawns in a scenario night (LS-13.3, LS-13.4)."""
    out = []
    for pile in sc.spawn_piles.values():
        for cid in pile:
            for icon in C.spawn_cards[cid].icons:
                if icon.colour in sc.active_colours or (
                    icon.colour == "special" and sc.boss == "harpy" and icon.monster == "alerion"
                ):
                    out.append((cid, icon))
    return out


def kind_of(icon):
    return f"bulky_{icon.bulky}" if icon.monster == "bulky" else icon.monster


# -- loading ---------------------------------------------------------------------------------------


def test_every_data_file_loads_and_the_version_is_a_digest():
    assert C.version.startswith("ls-") and len(C.version) == 15
    for name in FILES:
        assert (game_resources("last_spell") / name).exists()
    assert set(C.scenarios) >= {
        "intro",
        "gildenberg_1",
        "gildenberg_2",
        "gildenberg_3",
        "lakeburg_1",
        "lakeburg_2",
        "lakeburg_3",
        "glenwald_1",
        "glenwald_2",
        "glenwald_3",
    }
    assert set(C.boards) == set(BOARDS)


def _copy(tmp_path: Path, monkeypatch) -> Path:
    folder = tmp_path / "res" / "games" / "last_spell"
    shutil.copytree(game_resources("last_spell"), folder)
    monkeypatch.setenv("ROOKRAIDERS_RESOURCES", str(tmp_path / "res"))
    return folder


def _edit(folder: Path, name: str, change) -> None:
    path = folder / name
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


def test_a_broken_monster_entry_names_the_file_and_the_field(tmp_path, monkeypatch):
    folder = _copy(tmp_path, monkeypatch)
    _edit(folder, "monsters.json", lambda d: d["monsters"][0].update(hp="seven"))
    with pytest.raises(ContentError) as info:
        load_content.__wrapped__()
    message = str(info.value)
    assert "monsters.json" in message and "hp" in message


def test_a_file_that_is_not_json_or_is_missing_is_named(tmp_path, monkeypatch):
    folder = _copy(tmp_path, monkeypatch)
    (folder / "scenarios.json").write_text("{ not json", encoding="utf-8")
    with pytest.raises(ContentError, match=r"scenarios\.json"):
        load_content.__wrapped__()
    (folder / "scenarios.json").unlink()
    with pytest.raises(ContentError, match=r"scenarios\.json"):
        load_content.__wrapped__()


def test_an_unknown_field_is_refused_and_note_keys_are_ignored(tmp_path, monkeypatch):
    folder = _copy(tmp_path, monkeypatch)
    _edit(folder, "heroes.json", lambda d: d.update(_another_note="kept for people"))
    assert load_content.__wrapped__().version == C.version  # notes are not data
    _edit(folder, "heroes.json", lambda d: d["heroes"][0].update(speed=3))
    with pytest.raises(ContentError, match=r"heroes\.json"):
        load_content.__wrapped__()


def test_content_version_changes_with_the_data(tmp_path, monkeypatch):
    folder = _copy(tmp_path, monkeypatch)
    _edit(folder, "structures.json", lambda d: d["structures"][0].update(durability=9))
    assert load_content.__wrapped__().version != C.version


def test_every_clause_named_in_given_exists_in_the_digest():
    text = DIGEST.read_text(encoding="utf-8")
    named = set()
    for name in FILES:
        named |= set(
            re.findall(r"LS-(?:\d+\.\d+|EX\d+|A\d+)", (game_resources("last_spell") / name).read_text(encoding="utf-8"))
        )
    assert named
    for clause in sorted(named):
        assert f"**{clause}" in text, clause


# -- the board (D-1, D-2) ----------------------------------------------------------------------------


@pytest.mark.parametrize("bid", BOARDS)
def test_board_rows_and_arrows_are_rectangular_and_use_the_board_alphabet(bid):
    bd = C.boards[bid]
    assert len(bd.rows) == len(bd.arrows) == bd.height
    for row, arrows in zip(bd.rows, bd.arrows, strict=True):
        assert len(row) == len(arrows) == bd.width
        assert set(row) <= set(ALPHABET[bid])
        assert set(arrows) <= set("NESW.")
    for y in range(bd.height):
        for x in range(bd.width):
            cliff = bd.rows[y][x] == "#"
            assert (bd.arrows[y][x] == ".") == cliff, (x, y)


@pytest.mark.parametrize("bid", BOARDS)
def test_the_sectors_are_open_ground_and_the_fog_and_cliff_lie_outside(bid):
    bd = C.boards[bid]
    assert bd.sector_size == 4 and tuple(bd.sectors) == (5, 5) and tuple(bd.origin) == (2, 2)
    assert (bd.width, bd.height) == (24, 24)
    for y in range(bd.height):
        for x in range(bd.width):
            t = bd.rows[y][x]
            if t == "~":
                assert sector_of(bd, (x, y)) is None, (x, y)
            elif t in ".wT":
                assert sector_of(bd, (x, y)) is not None, (x, y)


@pytest.mark.parametrize("bid", BOARDS)
def test_ls_2_5_the_town_is_a_plus_of_five_sectors_around_the_circle_sector(bid):
    bd = C.boards[bid]
    cx, cy = bd.circle_sector
    assert set(bd.town) == {(cx, cy), (cx - 1, cy), (cx + 1, cy), (cx, cy - 1), (cx, cy + 1)}
    for sx, sy in bd.town:  # LS-2.6: every town sector shares an edge with the circle sector
        assert abs(sx - cx) + abs(sy - cy) <= 1
    assert len(bd.magic_circle) == 4
    for cell in bd.magic_circle:
        assert sector_of(bd, cell) == (cx, cy) and terrain(bd, cell) == "."
        for sq in [(cell[0] + dx, cell[1] + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]:
            assert terrain(bd, sq) == "."  # open ground all round the circle


@pytest.mark.parametrize("bid", BOARDS)
def test_town_squares_hold_no_rock_and_no_cliff(bid):
    """Designed (LSD): no rock, cliff, water or tree inside the town's sectors."""
    bd = C.boards[bid]
    for y in range(bd.height):
        for x in range(bd.width):
            if sector_of(bd, (x, y)) in bd.town:
                assert bd.rows[y][x] == ".", (x, y)


@pytest.mark.parametrize("bid", BOARDS)
def test_arrows_point_toward_the_town_and_fog_arrows_point_into_the_board(bid):
    bd = C.boards[bid]
    circle = {tuple(c) for c in bd.magic_circle}
    cx = sum(c[0] for c in circle) / 4
    cy = sum(c[1] for c in circle) / 4
    for y in range(bd.height):
        for x in range(bd.width):
            a = bd.arrows[y][x]
            if a == ".":
                continue
            dx, dy = STEP[a]
            # never away from the circle on the arrow's axis
            assert dx * (cx - x) + dy * (cy - y) > 0, (x, y, a)
            if bd.rows[y][x] == "~":
                nxt = (x + dx, y + dy)
                assert terrain(bd, nxt) is not None, (x, y)


def test_ls_12_11_cliff_sides_are_cliff_squares_left_and_right_of_the_split():
    bd = BOARD
    assert set(bd.cliff_sides) == {"left", "right"}
    for side, cells in bd.cliff_sides.items():
        assert cells
        for cell in cells:
            assert terrain(bd, cell) == "#"
            assert (cell[0] < bd.half_split_x) == (side == "left")
            # the perch overlooks the battlefield
            assert terrain(bd, (cell[0], cell[1] + 1)) in (".", "o", "#")


def test_ls_12_13_the_split_runs_through_the_middle_of_the_town():
    bd = BOARD
    xs = [c[0] for c in bd.magic_circle]
    assert min(xs) < bd.half_split_x <= max(xs)


def test_ls_14_5_order_starts_west_at_the_cliff_end():
    assert BOARD.order_start == "W" and BOARD.order_start_end == "N"
    assert all(c[1] < 2 for cells in BOARD.cliff_sides.values() for c in cells)  # the cliff is in the north


@pytest.mark.parametrize("bid", BOARDS)
def test_spawn_positions_lie_on_the_fog_and_face_the_town(bid):
    bd = C.boards[bid]
    numbers = [p.number for p in bd.spawn_positions]
    assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) >= 5
    taken: set = set()
    for p in bd.spawn_positions:
        assert {p.w, p.h} == {2, 4}  # a 4 x 2 card; rows run across `toward`
        across_rows = p.w if p.toward in "EW" else p.h
        assert across_rows == 2
        cells = {(p.x + i, p.y + j) for i in range(p.w) for j in range(p.h)}
        assert all(terrain(bd, c) == "~" for c in cells), p.number
        assert not cells & taken
        taken |= cells
        dx, dy = STEP[p.toward]
        front = {(x + dx, y + dy) for x, y in cells} - cells
        assert len(front) == 4 and all(terrain(bd, c) == "." for c in front), p.number  # they step onto open ground
        for c in cells:
            assert bd.arrows[c[1]][c[0]] == p.toward


@pytest.mark.parametrize("bid", BOARDS)
def test_spawn_positions_are_a_fair_walk_from_the_town(bid):
    """Designed (LSD): the town's nearest square is 5 to 9 squares from a spawn position's front row."""
    bd = C.boards[bid]
    town = [(x, y) for y in range(bd.height) for x in range(bd.width) if sector_of(bd, (x, y)) in bd.town]
    for p in bd.spawn_positions:
        cells = [(p.x + i, p.y + j) for i in range(p.w) for j in range(p.h)]
        nearest = min(abs(a - x) + abs(b - y) for a, b in cells for x, y in town)
        assert 4 <= nearest <= 9, (p.number, nearest)


# -- monsters and dice (D-5, D-6, D-7) -----------------------------------------------------------------


def test_ls_8_1_eight_types_in_three_tiers_and_three_bulky_kinds():
    tiers = {m.id: m.tier for m in C.monsters.values()}
    for kind in ("archer", "armored", "clawer", "runner"):
        assert tiers[kind] == 1
    for kind in ("boomer", "winged"):
        assert tiers[kind] == 2
    for kind in ("accursed", "bulky_red", "bulky_green", "bulky_blue"):
        assert tiers[kind] == 3
    bulky = [C.monsters[f"bulky_{c}"] for c in ("red", "green", "blue")]
    assert len({(m.hp, m.mp, m.damage, m.dice, m.abilities) for m in bulky}) == 3  # LS-8.3: each its own


def test_ls_8_4_tier_hp():
    for m in C.monsters.values():
        if m.tier in (1, 2):
            assert m.hp == 1, m.id
        elif m.tier == 3:
            assert m.hp >= 2, m.id


def test_ls_ex7_archer_moves_two_and_shoots():
    archer = C.monsters["archer"]
    assert archer.mp == 2 and archer.attack == "ranged" and 2 <= archer.range < 7  # LS-21.7: not 7
    assert any(m.attack == "ranged" and m.range == 4 for m in C.monsters.values())  # LS-EX3


def test_ls_ex6_clawer_moves_three():
    assert C.monsters["clawer"].mp == 3


def test_ls_15_5_boomer_and_accursed_attack_areas():
    assert C.monsters["boomer"].area_attack and "explosion" in C.monsters["boomer"].abilities
    assert C.monsters["accursed"].area_attack


def test_resolute_fly_and_mana_drain_each_belong_to_some_kind():
    abilities = Counter(a for m in C.monsters.values() for a in m.abilities)
    assert {"resolute", "fly", "explosion", "mana_drain"} <= set(abilities)
    assert "fly" in C.monsters["winged"].abilities
    assert C.monsters["runner"].mp > max(C.monsters[k].mp for k in ("archer", "armored", "clawer"))


def test_ls_12_3_harpy_card():
    h = C.monsters["harpy"]
    assert (h.hp, h.mp, h.damage, h.attack) == (7, 5, 3, "melee")  # LS-12.5 Destructive Fury 3
    assert "fly" in h.abilities and sorted(h.dice) == ["blue", "orange"]
    assert h.boss and h.tier == 0 and h.size == (1, 1) and h.figures == 1


def test_ls_12_6_alerion_card():
    a = C.monsters["alerion"]
    assert (a.hp, a.mp, a.damage, a.attack) == (1, 3, 1, "melee")
    assert "fly" in a.abilities and sorted(a.dice) == ["blue", "orange"]
    assert not a.boss and a.figures >= 3


def test_d_7_dice_differ_and_each_can_hit_and_miss():
    blue, orange = C.dice["blue"].faces, C.dice["orange"].faces
    for faces in (blue, orange):
        assert "miss" in faces and ("hit" in faces or "hit_stun" in faces)
    assert "dodge_stun" in blue and "armour_stun" not in blue  # blue dodges
    assert "armour_stun" in orange and "dodge_stun" not in orange  # orange is armour
    assert Counter(blue) != Counter(orange)  # LS-9.1, LS-22.36


# -- equipment (D-8 to D-11) ---------------------------------------------------------------------------


def test_ls_5_4_and_5_6_weapon_damage():
    for w in C.weapons.values():
        if w.type == "ranged":
            assert w.damage == 1, w.id  # LS-5.6
        elif w.type == "melee":
            assert w.damage == (2 if w.hands == 2 else 1), w.id  # LS-5.4
        else:
            assert w.damage == 1, w.id  # LS-5.10: only melee weapons have the 2-damage feature


def test_every_weapon_mode_is_sound():
    for w in C.weapons.values():
        assert w.modes and len({m.id for m in w.modes}) == len(w.modes)
        for m in w.modes:
            assert 1 <= m.ap <= 2 and 1 <= m.uses <= 2, (w.id, m.id)
            if w.type == "ranged":
                assert m.range in SECTOR_RANGES, (w.id, m.id)  # LS-5.5
            if m.range in SECTOR_RANGES and w.type == "melee":
                raise AssertionError((w.id, m.id))
            if {"perimeter", "area_effect"} & set(m.effects):
                assert m.stun_squares, (w.id, m.id)
            if "mobility" in m.effects:
                assert m.mobility_square is not None, (w.id, m.id)
            if "propagation" in m.effects:
                assert m.propagation >= 1
            if m.area in ("single_stun", "cross5_stun", "square9_stun"):
                assert "stun" in m.effects, (w.id, m.id)


def test_stun_and_mobility_squares_lie_around_their_origin():
    ring = {(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)} - {(0, 0)}
    for w in C.weapons.values():
        for m in w.modes:
            assert set(m.stun_squares) <= ring, (w.id, m.id)  # LS-22.23: in the primary target's area, not on it
            if m.mobility_square is not None:
                assert 1 <= abs(m.mobility_square[0]) + abs(m.mobility_square[1]) <= 2, (w.id, m.id)


def test_the_whole_icon_vocabulary_is_used():
    modes = [m for w in C.weapons.values() for m in w.modes] + [s.mode for s in C.scrolls.values()]
    assert {m.range for m in modes} == set(RangeIcon.__args__)
    assert {m.area for m in modes} == set(AreaIcon.__args__)
    assert {e for m in modes for e in m.effects} == set(Effect.__args__)
    assert {m.support for m in modes} >= {"ally", "ally_or_self"}


def test_ls_ex1_magic_missile_and_ls_ex2_fireball():
    modes = {m.name: (w, m) for w in C.weapons.values() for m in w.modes}
    w, mm = modes["Magic Missile"]
    assert w.type == "magic" and mm.targets == 3 and mm.area == "single" and mm.mana >= 1
    w, fb = modes["Fireball"]
    assert w.type == "magic" and fb.area == "square9" and fb.mana >= 1
    assert "Rush" in modes  # D-8 names a mode Rush


def test_ls_7_16_scrolls_are_magic_attacks_paid_with_mana_not_ap():
    assert 3 <= len(C.scrolls) <= 5
    for s in C.scrolls.values():
        assert s.mode.mana >= 1 and s.mode.ap == 0 and s.mode.support is None


D10 = {  # name: slot, level, reduce, on_use, recover_cost, passive (LS-23.2 to LS-23.25)
    "Worn-out Pants": ("lower", "starter", 1, (), {}, ()),
    "Worn-out Armor": ("upper", "starter", 1, (), {}, ()),
    "Wooden Shield": ("shield", "starter", 1, (), {}, ()),
    "Cloth Pants": ("lower", "basic", 2, (), {}, ()),
    "Chain Pants": ("lower", "basic", 2, (), {}, ()),
    "Cloth Armor": ("upper", "basic", 2, (), {}, ()),
    "Chain Armor": ("upper", "basic", 1, (), {"mana": 2}, ()),
    "Iron Shield": ("shield", "basic", 1, (), {"tokens": 1}, ()),
    "Drop Shield": ("shield", "basic", 1, ("recover_mana:2",), {}, ()),
    "Runner's Greaves": ("lower", "advanced", 2, ("recover_token:1",), {}, ()),
    "Jump Boots": ("lower", "advanced", 2, (), {}, ("jump_boots",)),
    "Turtle Armor": ("upper", "advanced", 3, (), {}, ()),
    "Healer's Armor": ("upper", "advanced", 2, ("heal_other:1",), {}, ()),
    "Fury Shield": ("shield", "advanced", 2, ("counter:1",), {}, ()),
    "Tower Shield": ("shield", "advanced", 3, (), {}, ()),
    "Coat Armor": ("upper", "basic", 3, (), {}, ("no_shield",)),
    "Heavy Shield": ("shield", "basic", 3, (), {}, ("no_upper",)),
    "Murder Armor": ("upper", "basic", 1, (), {}, ("murder_recover",)),
    "Murder Pants": ("lower", "basic", 1, (), {}, ("murder_token",)),
    "Darkness Armor": ("upper", "advanced", 2, ("dark_mana:4",), {}, ()),
    "Darkness Pants": ("lower", "advanced", 2, ("dark_tokens:2",), {}, ()),
    "Priest Armor": ("upper", "advanced", 0, ("priest",), {}, ()),
    "Running Boots": ("lower", "advanced", 0, ("running_boots",), {"mana": 1}, ()),
    "Evasion Mantle": ("upper", "advanced", 6, (), {"tokens": 2}, ()),
}


def test_ls_23_1_twenty_four_armour_cards_ten_upper_eight_lower_six_shields():
    assert len(C.armour) == 24
    assert Counter(a.slot for a in C.armour.values()) == {"upper": 10, "lower": 8, "shield": 6}


def test_ls_23_2_to_23_25_armour_table():
    by_name = {a.name: a for a in C.armour.values()}
    assert set(by_name) == set(D10)
    for name, (slot, level, reduce, on_use, recover, passive) in D10.items():
        a = by_name[name]
        assert (a.slot, a.level, a.reduce, a.on_use, a.recover_cost, a.passive) == (
            slot,
            level,
            reduce,
            on_use,
            recover,
            passive,
        ), name
        assert a.given.get("reduce", "").startswith("LS-23."), name


def test_armour_costs_rise_with_the_level():
    costs = {lvl: [a.cost for a in C.armour.values() if a.level == lvl] for lvl in ("starter", "basic", "advanced")}
    assert max(costs["starter"]) < min(costs["basic"]) and max(costs["basic"]) < min(costs["advanced"])


def test_ls_7_8_to_7_11_potions():
    assert {c: p.amount for c, p in C.potions.items()} == {"green": 1, "red": 1, "blue": 3, "yellow": 2}
    assert "LS-A58" in C.potions["green"].given["amount"]


# -- heroes (D-13) -------------------------------------------------------------------------------------


def test_ls_4_10_token_values():
    for h in C.heroes.values():
        assert h.tokens and all(2 <= v <= 4 for v in h.tokens), h.id


def test_heroes_are_distinct_and_named_in_both_languages():
    assert len(C.heroes) >= 5
    assert len({h.colour for h in C.heroes.values()}) == len(C.heroes)
    for h in C.heroes.values():
        assert h.name and h.name_ja and 8 <= h.hp <= 10 and 6 <= h.mana <= 10 and h.ap == 3
        assert re.fullmatch(r"#[0-9a-fA-F]{6}", h.colour)


# -- structures (D-3) ----------------------------------------------------------------------------------


def test_ls_6_5_and_6_6_which_structures_block_line_of_sight():
    S = C.structures
    assert {k for k, s in S.items() if s.blocker} == {"house", "stone_wall"}
    assert S["wooden_barricade"].low and S["wooden_barricade"].category == "wall"  # LS-4.8
    assert S["warp_gate"].obstacle is False and S["warp_gate"].target is False  # LS-3.5
    assert "monolith" not in S  # a monster kind (LS-21.3, LS-21.4), not a structure
    assert {s.category for s in S.values()} == {"building", "wall", "facility"}
    assert all(s.name for s in S.values())


# -- spawn cards (D-4) ---------------------------------------------------------------------------------


def test_spawn_cards_are_four_by_two_with_known_monsters():
    bulky_colours = {k.split("_", 1)[1] for k in C.monsters if k.startswith("bulky_")}
    for card in C.spawn_cards.values():
        squares = [(i.x, i.y) for i in card.icons]
        assert 2 <= len(squares) <= 5 and len(set(squares)) == len(squares), card.id
        for i in card.icons:
            assert 0 <= i.x < 4 and 0 <= i.y < 2
            if i.monster == "bulky":
                assert i.bulky in bulky_colours, card.id
            else:
                assert i.bulky is None and i.monster in C.monsters, card.id
            assert (i.colour == "special") == (i.monster in SPECIAL), card.id
    colours = Counter(i.colour for c in C.spawn_cards.values() for i in c.icons)
    assert set(colours) == {"green", "yellow", "red", "special"}
    assert {i.bulky for c in C.spawn_cards.values() for i in c.icons if i.bulky} == bulky_colours


# -- scenario nights -----------------------------------------------------------------------------------


@pytest.mark.parametrize("sid", sorted(C.scenarios))
def test_placements_are_inside_on_open_squares_and_do_not_overlap(sid):
    sc = C.scenarios[sid]
    bd = C.boards[sc.board]
    used = {tuple(c): "magic circle" for c in bd.magic_circle}
    for p in sc.structures:
        assert p.kind in C.structures, p.kind
        if p.kind == "house":
            xs, ys = {c[0] for c in p.cells}, {c[1] for c in p.cells}
            assert len(p.cells) == 4 and len(xs) == len(ys) == 2  # a 2x2 block
        for cell in p.cells:
            assert terrain(bd, cell) == ".", (sid, p.kind, cell)
            assert sector_of(bd, cell) is not None
            assert tuple(cell) not in used, (sid, p.kind, cell, used.get(tuple(cell)))
            used[tuple(cell)] = p.kind
        if p.kind == "catapult":
            assert p.projectiles == 3
        else:
            assert p.projectiles == 0
    starts = [lo.start for lo in sc.heroes]
    assert len(set(starts)) == len(starts) == 4
    for cell in starts:
        assert cell is not None and terrain(bd, cell) == "." and tuple(cell) not in used, (sid, cell)
        assert sector_of(bd, cell) in bd.town
        assert min(abs(cell[0] - x) + abs(cell[1] - y) for x, y in bd.magic_circle) <= 2  # near the circle


@pytest.mark.parametrize("sid", sorted(C.scenarios))
def test_hero_loadouts_reference_existing_and_wearable_equipment(sid):
    sc = C.scenarios[sid]
    assert len({lo.hero for lo in sc.heroes}) == 4
    for lo in sc.heroes:
        assert lo.hero in C.heroes
        assert lo.weapons and all(w in C.weapons for w in lo.weapons), lo.hero
        assert all(a in C.armour for a in lo.armour) and all(s in C.scrolls for s in lo.scrolls), lo.hero
        assert all(p in C.potions for p in lo.potions), lo.hero
        slots = [C.armour[a].slot for a in lo.armour]
        assert len(slots) == len(set(slots)), lo.hero  # one card per slot
        hands = sum(C.weapons[w].hands for w in lo.weapons) + slots.count("shield")
        assert hands <= 2, lo.hero  # designed load: a shield takes a hand
        passives = {p for a in lo.armour for p in C.armour[a].passive}
        if "no_shield" in passives:
            assert "shield" not in slots
        if "no_upper" in passives:
            assert "upper" not in slots
        assert lo.wounds < C.heroes[lo.hero].hp


@pytest.mark.parametrize("sid", sorted(C.scenarios))
def test_spawn_piles_use_existing_positions_and_cards_once(sid):
    sc = C.scenarios[sid]
    bd = C.boards[sc.board]
    numbers = {str(p.number) for p in bd.spawn_positions}
    assert sc.spawn_piles and set(sc.spawn_piles) <= numbers
    cards = [cid for pile in sc.spawn_piles.values() for cid in pile]
    assert len(cards) == len(set(cards)) and all(cid in C.spawn_cards for cid in cards)
    assert len(sc.panic) == len(sc.panic_rewards) >= 6 and all(n >= 1 for n in sc.panic)
    assert sc.mages >= 3 and sc.gold >= 0
    assert sc.name and sc.description and "preset" in sc.description


@pytest.mark.parametrize("sid", sorted(C.scenarios))
def test_the_box_holds_enough_figures_for_a_night(sid):
    counts = Counter(kind_of(icon) for _, icon in active_icons(C.scenarios[sid]))
    for kind, n in counts.items():
        assert n <= C.monsters[kind].figures, (sid, kind, n)
    # a night is won at total HP <= heroes (LS-1.8): there must be well more than 4 HP to fight
    assert sum(C.monsters[k].hp * n for k, n in counts.items()) >= 8


def test_ls_13_1_two_cards_a_pile_on_normal_nights():
    for sid in sorted(set(C.scenarios) - {"intro"}):
        sc = C.scenarios[sid]
        assert all(len(pile) == 2 for pile in sc.spawn_piles.values()), sid


def test_ls_13_3_active_colours():
    expected = {
        "intro": ("green",),
        "gildenberg": ("green",),
        "lakeburg": ("green", "yellow"),
        "glenwald": ("green", "yellow", "red"),
    }
    for sc in C.scenarios.values():
        assert sc.active_colours == expected[sc.scenario], sc.id
    for sc in C.scenarios.values():
        assert any(icon.colour == "green" for _, icon in active_icons(sc))


def test_ls_12_2_the_harpy_comes_on_night_three_only():
    assert {sc.id: sc.boss for sc in C.scenarios.values() if sc.boss} == {
        "gildenberg_3": "harpy",
        "lakeburg_3": "cetusia",
        "glenwald_3": "dryad",
    }  # LS-12.1
    for sc in C.scenarios.values():
        assert (sc.boss is not None) == (sc.night == 3), sc.id
    assert C.scenarios["gildenberg_3"].boss == "harpy" and C.scenarios["gildenberg_3"].night == 3


def test_ls_a18_gildenberg_night_three_spawns_exactly_three_alerions():
    sc = C.scenarios["gildenberg_3"]
    assert Counter(kind_of(i) for _, i in active_icons(sc))["alerion"] == 3
    for sid in sorted(set(C.scenarios) - {"gildenberg_3"}):
        cards = [cid for pile in C.scenarios[sid].spawn_piles.values() for cid in pile]
        assert not any(i.monster == "alerion" for cid in cards for i in C.spawn_cards[cid].icons), sid


def test_ls_18_4_city_quests_on_nights_one_and_two():
    for scenario in ("gildenberg", "lakeburg", "glenwald"):
        for night in (1, 2):
            sc = C.scenarios[f"{scenario}_{night}"]
            assert len(sc.city_quests) == 2 and len(sc.quests_solved) == 2
            assert sc.city_quests == C.scenarios[f"{scenario}_1"].city_quests  # the scenario's 2 quests
        assert any(C.scenarios[f"{scenario}_2"].quests_solved)  # otherwise night 2 is lost at its end (LS-1.6)
        assert C.scenarios[f"{scenario}_3"].city_quests == ()


def test_gildenberg_nights_have_the_defence_facilities():
    for sid in sorted(set(C.scenarios) - {"intro"}):
        kinds = Counter(p.kind for p in C.scenarios[sid].structures)
        assert (kinds["ballista"], kinds["catapult"], kinds["warp_gate"], kinds["watchtower"]) == (1, 1, 2, 1), sid
        assert kinds["house"] >= 5 and kinds["stone_wall"] >= 4 and kinds["wooden_gate"] + kinds["stone_gate"] >= 2
        assert [sc.night for sc in [C.scenarios[sid]]] == [int(sid[-1])]


def test_ls_25_3_intro_spawn_cards():
    sc = C.scenarios["intro"]
    assert sc.spawn_piles == {"1": ("01",), "2": ("03",)}


def test_ls_25_5_intro_structures():
    kinds = {p.kind for p in C.scenarios["intro"].structures}
    assert kinds == {"house", "wooden_barricade"}


def test_ls_25_4_25_6_25_7_intro_no_quests_no_boss_one_night():
    sc = C.scenarios["intro"]
    assert sc.city_quests == () and sc.boss is None and sc.night == 1 and sc.scenario == "intro"
    assert sc.board == "gildenberg"  # designed (LSD): LS-25 names no board


def test_later_nights_bring_better_gear():
    def level(sid):
        rank = {"starter": 0, "basic": 1, "advanced": 2}
        return sum(rank[C.armour[a].level] for lo in C.scenarios[sid].heroes for a in lo.armour)

    assert level("intro") == 0
    assert level("intro") < level("gildenberg_1") < level("gildenberg_2") < level("gildenberg_3")
    # the campaign goes on (LS-1.2): each scenario starts with at least the last one's gear
    assert level("gildenberg_3") <= level("lakeburg_1") < level("lakeburg_2") < level("lakeburg_3")
    assert level("lakeburg_3") <= level("glenwald_1") < level("glenwald_2") < level("glenwald_3")


# -- Lakeburg and Glenwald (LS-19), Cetusia (LS-20), the Corrupted Dryad (LS-21) ----------------------

RIGHT = {"N": "E", "E": "S", "S": "W", "W": "N"}


def card_square(pos, column, row):
    """The board square of spawn card square (column, row) on a spawn position (row 0 farthest from
    the town, column 0 the left end as seen facing the town: LSD-4, monster_phase.icon_cell)."""
    toward, right = STEP[pos.toward], STEP[RIGHT[pos.toward]]
    rect = [(pos.x + i, pos.y + j) for i in range(pos.w) for j in range(pos.h)]
    corner = min(rect, key=lambda c: (c[0] * toward[0] + c[1] * toward[1], c[0] * right[0] + c[1] * right[1]))
    return (corner[0] + row * toward[0] + column * right[0], corner[1] + row * toward[1] + column * right[1])


def components(bd, ch):
    cells = {(x, y) for y in range(bd.height) for x in range(bd.width) if bd.rows[y][x] == ch}
    groups = []
    while cells:
        todo, group = [cells.pop()], set()
        while todo:
            c = todo.pop()
            group.add(c)
            for dx, dy in STEP.values():
                n = (c[0] + dx, c[1] + dy)
                if n in cells:
                    cells.discard(n)
                    todo.append(n)
        groups.append(group)
    return groups


def town_cells(bd):
    return {(x, y) for y in range(bd.height) for x in range(bd.width) if sector_of(bd, (x, y)) in bd.town}


def test_ls_19_5_two_lakes():
    bd = C.boards["lakeburg"]
    lakes = components(bd, "w")
    assert len(lakes) == 2
    town = town_cells(bd)
    top = min(y for _, y in town)
    bottom = max(y for _, y in town)
    north = [g for g in lakes if max(y for _, y in g) < 11]
    south = [g for g in lakes if min(y for _, y in g) > bottom]
    assert len(north) == len(south) == 1
    # the north lake lies around the north side of the town: it touches the town's north arm
    arm = {c for c in town if c[1] < top + bd.sector_size}
    assert any((x + dx, y + dy) in arm for x, y in north[0] for dx, dy in STEP.values())
    assert min(y for _, y in south[0]) == bottom + 1  # just south of the town
    assert not any("w" in C.boards[b].rows[y] for b in ("gildenberg", "glenwald") for y in range(24))  # LS-19.1


def test_ls_19_1_water_is_not_an_obstacle_or_fog():
    bd = C.boards["lakeburg"]
    for y, row in enumerate(bd.rows):
        for x, ch in enumerate(row):
            if ch == "w":
                assert sector_of(bd, (x, y)) is not None and bd.arrows[y][x] in "NESW"


def test_d_1_lakeburg_has_no_cliff_and_fog_all_round():
    bd = C.boards["lakeburg"]
    assert not any("#" in row for row in bd.rows) and not bd.cliff_sides
    for i in range(bd.width):
        for j in (0, 1, bd.height - 2, bd.height - 1):
            assert bd.rows[j][i] == "~" and bd.rows[i][j] == "~"
    assert {p.toward for p in bd.spawn_positions} == {"N", "E", "S", "W"}  # monsters come from all sides


def test_ls_a57_lakeburg_order_starts_on_the_west_side():
    for bid in BOARDS:
        assert C.boards[bid].order_start == "W" and C.boards[bid].order_start_end == "N"
    assert "LS-A57" in C.boards["lakeburg"].given["order_start"]


def test_ls_19_6_glenwald_trees_and_cliffs():
    bd = C.boards["glenwald"]
    trees = [(x, y) for y, row in enumerate(bd.rows) for x, ch in enumerate(row) if ch == "T"]
    assert len(trees) >= 12  # scattered
    assert all(sector_of(bd, c) is not None and sector_of(bd, c) not in bd.town for c in trees)
    assert len({sector_of(bd, c) for c in trees}) >= 8
    assert all(ch == "#" for ch in bd.rows[0] + bd.rows[1])  # LS-3.6: the cliff behind the town (north)
    assert any("#" in row for row in bd.rows[2:])  # and a few cliff squares among the trees
    assert not any("T" in C.boards[b].rows[y] for b in ("gildenberg", "lakeburg") for y in range(24))


def test_glenwald_spawn_lanes_are_free_of_trees_and_cliffs():
    """Designed (LSD): the 4 x 3 squares in front of each spawn position are open ground, so the
    Dryad, its monoliths (LS-21.21/21.23) and the hatcheries (LS-21.10: 1-3 squares in) find room."""
    bd = C.boards["glenwald"]
    for p in bd.spawn_positions:
        lane = {card_square(p, col, row) for col in range(4) for row in range(2, 5)}
        assert all(terrain(bd, c) == "." for c in lane), p.number


def test_ls_20_1_cetusia_parts_hp():
    head, tail = C.monsters[C.cetusia.head], C.monsters[C.cetusia.tail]
    assert (head.id, head.hp, tail.id, tail.hp) == ("cetusia_head", 8, "cetusia_tail", 6)
    for part in (head, tail):
        assert part.boss and part.tier == 0 and part.figures == 1 and part.mp == 0 and part.stationary
        assert part.attack == "none"  # its attacks are the card's modes (LS-20.5), not a standard attack


def test_ls_20_2_cetusia_defence():
    for kind in ("cetusia_head", "cetusia_tail"):
        m = C.monsters[kind]
        assert m.dice == ("orange",) and sorted(m.form2_dice) == ["blue", "orange"]
    assert all(not m.form2_dice for k, m in C.monsters.items() if not k.startswith("cetusia_"))


def _attack(name, form):
    return C.cetusia.attack(f"{name}_f{form}")


def test_ls_20_5_each_part_has_two_attack_modes_in_each_form():
    for part in ("head", "tail"):
        for form in (1, 2):
            modes = [a for a in C.cetusia.attacks if a.part == part and a.form == form]
            assert len(modes) == 2, (part, form)
    assert len({a.id for a in C.cetusia.attacks}) == len(C.cetusia.attacks) == 8
    for a in C.cetusia.attacks:
        assert a.id == f"{a.attack}_f{a.form}" and a.name and a.name_ja and len(set(a.area)) == len(a.area)
        assert (0, 0) not in a.area and all(dy < 0 for _, dy in a.area)  # in front of the part, never on it
    for a in C.cetusia.attacks:  # form 2 (designed): the same area, harder
        if a.form == 2:
            f1 = _attack(a.attack, 1)
            assert a.area == f1.area and a.damage > f1.damage and a.part == f1.part and a.name == f1.name


def test_ls_20_6_skull_bash_form_1_deals_2():
    a = _attack("skull_bash", 1)
    assert (a.part, a.damage, a.name, a.name_ja) == ("head", 2, "Skull Bash", "頭蓋打撃")


def test_ls_20_7_water_catapult_form_1_deals_1():
    a = _attack("water_catapult", 1)
    assert (a.part, a.damage, a.name, a.name_ja) == ("head", 1, "Water Catapult", "水流カタパルト")


def test_ls_20_8_tidal_assault_form_1_deals_1():
    a = _attack("tidal_assault", 1)
    assert (a.part, a.damage, a.name, a.name_ja) == ("tail", 1, "Tidal Assault", "潮の強襲")


def test_ls_20_9_tidal_incursion_form_1_deals_2():
    a = _attack("tidal_incursion", 1)
    assert (a.part, a.damage, a.name, a.name_ja) == ("tail", 2, "Tidal Incursion", "潮の侵入")


def test_ls_20_13_and_20_17_the_cetusia_deck():
    assert C.cetusia.skip_first_phase  # LS-20.13
    assert len(C.cetusia.cards) == 4 and C.cetusia.reshuffle_after == 3  # LS-20.17
    assert len({c.id for c in C.cetusia.cards}) == 4


def test_ls_20_14_cetusia_cards_place_head_and_tail_on_the_lakes():
    bd = C.boards["lakeburg"]
    circle = {tuple(c) for c in bd.magic_circle}
    town = town_cells(bd)
    for card in C.cetusia.cards:
        assert card.board == "lakeburg"
        head, tail = card.head, card.tail
        assert not set(head.cells) & set(tail.cells), card.id
        for name, part in (("head", head), ("tail", tail)):
            assert set(part.cells) == set(place(part.anchor, C.cetusia.footprint, part.facing)), (card.id, name)
            assert part.anchor in part.cells
            assert all(terrain(bd, c) == "w" for c in part.cells), (card.id, name)  # it rises from a lake
            for form, attack_id in ((1, part.form1), (2, part.form2)):
                a = C.cetusia.attack(attack_id)
                assert (a.part, a.form) == (name, form), (card.id, name, attack_id)
                area = a.cells(part.anchor, part.facing)
                assert all(sector_of(bd, c) is not None for c in area), (card.id, attack_id)
                assert not set(area) & circle, (card.id, attack_id)  # designed: the circle is out of reach
                assert not set(area) & set(part.cells)
        # designed: in both forms at least one of the two attacks reaches the town
        for form in ("form1", "form2"):
            reach = set()
            for part in (head, tail):
                reach |= set(C.cetusia.attack(getattr(part, form)).cells(part.anchor, part.facing))
            assert reach & town, (card.id, form)
    lakes = components(bd, "w")
    for lake in lakes:  # both lakes are used
        assert any(set(p.cells) <= lake for c in C.cetusia.cards for p in (c.head, c.tail))


def test_ls_21_4_monolith():
    m = C.monsters["monolith"]
    assert (m.hp, m.dice, m.figures, m.attack, m.mp) == (4, (), 5, "none", 0)  # LS-21.3 (no dice: always hit), LS-21.4
    assert C.monsters["monolith"].obstacle and "monolith" not in C.structures  # one representation (LS-A33)
    assert len(C.dryad.monoliths) == len(set(C.dryad.monoliths)) == 5  # LS-21.23
    assert not set(C.dryad.monoliths) & set(C.dryad.footprint)
    ring = {(x + dx, y + dy) for x, y in C.dryad.footprint for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
    assert set(C.dryad.monoliths) <= ring  # around the Dryad


def test_ls_21_5_and_21_6_hatchery():
    h = C.monsters["hatchery"]
    assert h.attack == "none" and h.hp == 1 and sorted(h.dice) == ["blue", "orange"]
    assert h.stationary and not h.boss


def test_ls_21_7_and_21_8_seed_cannon():
    s, archer = C.monsters["seed_cannon"], C.monsters["archer"]
    assert (s.attack, s.range, s.mp, s.hp) == ("ranged", 7, 0, 1) and s.stationary
    assert s.damage == archer.damage and sorted(s.dice) == ["blue", "orange"]


def test_ls_21_10_growth_advance():
    assert [(g.stage, g.advance) for g in C.dryad.growth] == [(1, 1), (2, 2), (3, 3)]
    assert [g.id for g in C.dryad.growth] == ["germination", "growth", "maturity"]
    assert [g.name_ja for g in C.dryad.growth] == ["発芽期", "成長期", "成熟期"]


def test_ls_21_11_dryad_card():
    d = C.monsters[C.dryad.monster]
    assert (d.id, d.hp, sorted(d.dice), d.boss, d.figures) == ("dryad", 11, ["blue", "orange"], True, 1)


def test_ls_21_12_and_21_13_the_dryad_never_moves_and_deals_2():
    d = C.monsters["dryad"]
    assert d.mp == 0 and d.stationary and d.damage == C.dryad.damage == 2


def test_ls_21_16_to_21_18_growth_stages():
    g = {s.id: s for s in C.dryad.growth}
    assert (g["germination"].attacks, g["germination"].damageable) == ("none", False)
    assert (g["growth"].attacks, g["growth"].damageable) == ("current", True)
    assert (g["maturity"].attacks, g["maturity"].damageable) == ("current_adjacent", True)


def test_ls_21_26_maturity_hurts_the_magic_circle():
    assert [s.circle_damage for s in C.dryad.growth] == [0, 0, 1]


def test_ls_21_21_dryad_footprint_and_appearance_squares():
    fp = C.dryad.footprint
    assert (0, 0) in fp and len({x for x, _ in fp}) >= 2 and len(fp) == 2  # 2 squares side by side
    assert C.dryad.appear_squares == ((1, 0), (2, 0))  # the 2 central squares of the far row of a 4-wide card
    assert C.dryad.appear_advance == 3
    w, h = C.monsters["dryad"].size
    assert (w, h) == (2, 1)


@pytest.mark.parametrize("did", sorted(C.spawn_directions))
def test_ls_21_20_to_21_23_the_dryad_takes_root_on_open_ground(did):
    card = C.spawn_directions[did]
    bd = C.boards[card.board]
    numbers = {p.number: p for p in bd.spawn_positions}
    assert set(card.positions) <= set(numbers) and card.positions
    if card.dryad is None:
        return
    pos = numbers[card.dryad]
    assert card.dryad in card.positions
    col, row = C.dryad.appear_squares[0]
    anchor = card_square(pos, col, row + C.dryad.appear_advance)
    squares = place(anchor, C.dryad.footprint, pos.toward)
    assert {card_square(pos, c, r + C.dryad.appear_advance) for c, r in C.dryad.appear_squares} == set(squares)
    stones = place(anchor, C.dryad.monoliths, pos.toward)
    for c in squares + stones:
        assert terrain(bd, c) == "." and sector_of(bd, c) not in bd.town, (did, c)
    # the engine's unturned footprint (MonsterType.size) fits: the Dryad comes from the north or south
    w, h = C.monsters["dryad"].size
    x0, y0 = min(squares)
    assert set(squares) == {(x0 + i, y0 + j) for i in range(w) for j in range(h)}


def test_ls_21_19_glenwald_night_three_turns_up_the_dryad():
    sc = C.scenarios["glenwald_3"]
    card = C.spawn_directions[sc.spawn_direction]
    assert card.board == sc.board == "glenwald" and card.dryad is not None
    assert str(card.dryad) in sc.spawn_piles and len(sc.spawn_piles[str(card.dryad)]) == 2  # LS-21.20
    assert {int(n) for n in sc.spawn_piles} == set(card.positions)
    assert all(s.spawn_direction is None for s in C.scenarios.values() if s.id != "glenwald_3")
    assert any(c.dryad is None for c in C.spawn_directions.values())  # LS-21.19: not every card shows it


def test_ls_21_9_and_21_29_glenwald_night_three_brings_hatcheries_and_seed_cannons():
    sc = C.scenarios["glenwald_3"]
    kinds = Counter()
    for pile in sc.spawn_piles.values():
        for cid in pile[1:]:  # revealed in the second monster phase, when the sub-steps begin (LS-A29)
            kinds.update(i.monster for i in C.spawn_cards[cid].icons if i.colour == "special")
    assert kinds["hatchery"] >= 3 and kinds["seed_cannon"] >= 1
    assert sum(kinds.values()) <= C.dryad.spawn_cap == 6  # LS-A30
    for sid, other in C.scenarios.items():
        if sid != "glenwald_3":
            cards = [cid for pile in other.spawn_piles.values() for cid in pile]
            assert not any(i.monster in ("hatchery", "seed_cannon") for cid in cards for i in C.spawn_cards[cid].icons)


def test_ls_21_27_and_21_33_hatchery_faces():
    first, second = C.dryad.hatchery_faces
    assert (first.face, first.spawns_when_placed, first.spawns_in_boss_step, first.then) == (
        "first",
        "clawer",
        "armored",
        "flip",
    )
    assert (second.face, second.spawns_when_placed, second.spawns_in_boss_step, second.then) == (
        "second",
        None,
        "archer",
        "discard",
    )


def test_ls_21_28_substitution_order():
    order = [("bulky" if k.startswith("bulky_") else k) for k in C.dryad.substitution]
    collapsed = [k for i, k in enumerate(order) if i == 0 or order[i - 1] != k]
    assert collapsed == ["armored", "archer", "winged", "boomer", "bulky", "accursed", "clawer"]
    assert all(k in C.monsters for k in C.dryad.substitution) and "runner" not in C.dryad.substitution


def test_ls_21_30_a_trapped_hero_takes_1():
    assert C.dryad.trapped_damage == 1


def test_the_boss_data_names_existing_kinds():
    for kind in (
        C.cetusia.head,
        C.cetusia.tail,
        C.dryad.monster,
        C.dryad.monolith,
        C.dryad.hatchery,
        C.dryad.seed_cannon,
    ):
        assert kind in C.monsters
    assert C.cetusia.footprint and len(C.monsters["cetusia_head"].size) == 2
    w, h = C.monsters["cetusia_head"].size
    assert len(C.cetusia.footprint) == w * h
