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
from rookraiders_desktop.engine.games.last_spell.content import (SECTOR_RANGES, AreaIcon, Effect, RangeIcon,
                                                                 load_content)

C = load_content()
BOARD = C.boards["gildenberg"]
DIGEST = Path(__file__).resolve().parents[3] / "shared" / "rules" / "the-last-spell-night.md"
FILES = ("boards.json", "monsters.json", "equipment.json", "heroes.json", "structures.json", "spawn_cards.json",
         "scenarios.json")
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
                if icon.colour in sc.active_colours or (icon.colour == "special" and sc.boss == "harpy"
                                                        and icon.monster == "alerion"):
                    out.append((cid, icon))
    return out


def kind_of(icon):
    return f"bulky_{icon.bulky}" if icon.monster == "bulky" else icon.monster


# -- loading ---------------------------------------------------------------------------------------

def test_every_data_file_loads_and_the_version_is_a_digest():
    assert C.version.startswith("ls-") and len(C.version) == 15
    for name in FILES:
        assert (game_resources("last_spell") / name).exists()
    assert set(C.scenarios) >= {"intro", "gildenberg_1", "gildenberg_2", "gildenberg_3"}


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
    with pytest.raises(ContentError, match="scenarios.json"):
        load_content.__wrapped__()
    (folder / "scenarios.json").unlink()
    with pytest.raises(ContentError, match="scenarios.json"):
        load_content.__wrapped__()


def test_an_unknown_field_is_refused_and_note_keys_are_ignored(tmp_path, monkeypatch):
    folder = _copy(tmp_path, monkeypatch)
    _edit(folder, "heroes.json", lambda d: d.update(_another_note="kept for people"))
    assert load_content.__wrapped__().version == C.version  # notes are not data
    _edit(folder, "heroes.json", lambda d: d["heroes"][0].update(speed=3))
    with pytest.raises(ContentError, match="heroes.json"):
        load_content.__wrapped__()


def test_content_version_changes_with_the_data(tmp_path, monkeypatch):
    folder = _copy(tmp_path, monkeypatch)
    _edit(folder, "structures.json", lambda d: d["structures"][0].update(durability=9))
    assert load_content.__wrapped__().version != C.version


def test_every_clause_named_in_given_exists_in_the_digest():
    if not DIGEST.exists():
        pytest.skip("the rules digest is not beside this checkout")
    text = DIGEST.read_text(encoding="utf-8")
    named = set()
    for name in FILES:
        named |= set(re.findall(r"LS-(?:\d+\.\d+|EX\d+|A\d+)", (game_resources("last_spell") / name).read_text(encoding="utf-8")))
    assert named
    for clause in sorted(named):
        assert f"**{clause}" in text, clause


# -- the board (D-1, D-2) ----------------------------------------------------------------------------

def test_board_rows_and_arrows_are_rectangular_and_use_the_board_alphabet():
    bd = BOARD
    assert len(bd.rows) == len(bd.arrows) == bd.height
    for row, arrows in zip(bd.rows, bd.arrows):
        assert len(row) == len(arrows) == bd.width
        assert set(row) <= set(".~#o")
        assert set(arrows) <= set("NESW.")
    for y in range(bd.height):
        for x in range(bd.width):
            cliff = bd.rows[y][x] == "#"
            assert (bd.arrows[y][x] == ".") == cliff, (x, y)


def test_the_sectors_are_open_ground_and_the_fog_and_cliff_lie_outside():
    bd = BOARD
    assert bd.sector_size == 4 and tuple(bd.sectors) == (5, 5)
    for y in range(bd.height):
        for x in range(bd.width):
            t = bd.rows[y][x]
            if t == "~":
                assert sector_of(bd, (x, y)) is None, (x, y)
            elif t == ".":
                assert sector_of(bd, (x, y)) is not None, (x, y)


def test_ls_2_5_the_town_is_a_plus_of_five_sectors_around_the_circle_sector():
    bd = BOARD
    cx, cy = bd.circle_sector
    assert set(bd.town) == {(cx, cy), (cx - 1, cy), (cx + 1, cy), (cx, cy - 1), (cx, cy + 1)}
    for (sx, sy) in bd.town:  # LS-2.6: every town sector shares an edge with the circle sector
        assert abs(sx - cx) + abs(sy - cy) <= 1
    assert len(bd.magic_circle) == 4
    for cell in bd.magic_circle:
        assert sector_of(bd, cell) == (cx, cy) and terrain(bd, cell) == "."
        for sq in [(cell[0] + dx, cell[1] + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]:
            assert terrain(bd, sq) == "."  # open ground all round the circle


def test_town_squares_hold_no_rock_and_no_cliff():
    bd = BOARD
    for y in range(bd.height):
        for x in range(bd.width):
            if sector_of(bd, (x, y)) in bd.town:
                assert bd.rows[y][x] == ".", (x, y)


def test_arrows_point_toward_the_town_and_fog_arrows_point_into_the_board():
    bd = BOARD
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


def test_spawn_positions_lie_on_the_fog_and_face_the_town():
    bd = BOARD
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


def test_spawn_positions_are_a_fair_walk_from_the_town():
    """Designed (LSD): the town's nearest square is 5 to 9 squares from a spawn position's front row."""
    bd = BOARD
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
        assert (a.slot, a.level, a.reduce, a.on_use, a.recover_cost, a.passive) == (slot, level, reduce, on_use, recover, passive), name
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
    assert S["monolith"].durability == 4  # LS-21.4
    assert {s.category for s in S.values()} == {"building", "wall", "facility", "special"}
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
            assert (i.colour == "special") == (i.monster == "alerion"), card.id
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
    for sid in ("gildenberg_1", "gildenberg_2", "gildenberg_3"):
        sc = C.scenarios[sid]
        assert all(len(pile) == 2 for pile in sc.spawn_piles.values()), sid


def test_ls_13_3_active_colours():
    for sc in C.scenarios.values():
        assert sc.active_colours == ("green",), sc.id  # Scenario I and the introductory scenario
    for sc in C.scenarios.values():
        assert any(icon.colour == "green" for _, icon in active_icons(sc))


def test_ls_12_2_the_harpy_comes_on_night_three_only():
    assert {sc.id for sc in C.scenarios.values() if sc.boss} == {"gildenberg_3"}
    assert C.scenarios["gildenberg_3"].boss == "harpy" and C.scenarios["gildenberg_3"].night == 3


def test_ls_a18_gildenberg_night_three_spawns_exactly_three_alerions():
    sc = C.scenarios["gildenberg_3"]
    assert Counter(kind_of(i) for _, i in active_icons(sc))["alerion"] == 3
    for sid in ("intro", "gildenberg_1", "gildenberg_2"):
        cards = [cid for pile in C.scenarios[sid].spawn_piles.values() for cid in pile]
        assert not any(i.monster == "alerion" for cid in cards for i in C.spawn_cards[cid].icons), sid


def test_ls_18_4_city_quests_on_nights_one_and_two():
    for sid in ("gildenberg_1", "gildenberg_2"):
        sc = C.scenarios[sid]
        assert len(sc.city_quests) == 2 and len(sc.quests_solved) == 2
    assert any(C.scenarios["gildenberg_2"].quests_solved)  # otherwise night 2 is lost at its end (LS-1.6)


def test_gildenberg_nights_have_the_defence_facilities():
    for sid in ("gildenberg_1", "gildenberg_2", "gildenberg_3"):
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
