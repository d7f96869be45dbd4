"""Glenwald's boss, the Corrupted Dryad (LS-21, LS-A27 to LS-A34, rulings LSG-*), on the Glenwald
board: sectors are 4 x 4 squares from (2, 2), so the sector of (x, y) is ((x - 2) // 4, (y - 2) // 4);
fog is 2 deep on the west, south and east. Night 3 turns up spawn direction card D3: the Dryad
at spawn position 3 (x 6-9, y 22-23, toward the north) takes root on (7, 20)-(8, 20) with its
monoliths on (7, 19), (8, 19), (6, 20), (9, 20) and (7, 21). Spawn position 1 is x 0-1, y 6-9,
toward the east: spawn card 20 there sends its hatchery in on row 7 and its seed cannon on row 8,
1, 2 or 3 squares past the fog (x 2, 3 or 4) by growth stage. Dice are pinned by face
(ls_helpers.pin): blue = hit, hit, hit+stun, dodge+stun, dodge+stun, miss; orange = hit, hit,
hit+stun, armour+stun, armour+stun, miss."""

from __future__ import annotations

import pytest

from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.games.last_spell import combat, dryad, hero_phase, outcome, targeting
from rookraiders_desktop.engine.games.last_spell import monster_phase as mp
from rookraiders_desktop.engine.games.last_spell.actions import Attack, DefenceUp, EndTurn, FlipToken, Punch
from rookraiders_desktop.engine.games.last_spell.content import SpawnIcon, SpawnPosition
from rookraiders_desktop.engine.games.last_spell.geometry import Board

from .ls_helpers import C, add_monster, add_structure, hero_turn, make_hero, make_state, pin

DRYAD = [(7, 20), (8, 20)]
MONOLITHS = [(7, 19), (8, 19), (6, 20), (9, 20), (7, 21)]


def night3(heroes=(), piles=None, phase=1, coin="left", **kw):
    """Glenwald night 3 in the monster phase `phase`, nothing on the board but `heroes`."""
    state = make_state("glenwald_3", list(heroes), spawn_piles=piles if piles is not None else {}, **kw)
    state.phase = "monster"
    state.monster_phase = phase
    state.coin = coin  # type: ignore[assignment]
    return state


def appeared(heroes=(), growth=1, **kw):
    state = night3(heroes, **kw)
    dryad.appear(state, [])
    state.boss.growth = growth
    return state


def rooted(heroes=(), cell=(4, 17), growth=2, **kw):
    """A Dryad put by hand on `cell` and the square east of it (no monoliths)."""
    state = night3(heroes, **kw)
    state.boss.kind = "dryad"
    state.boss.growth = growth
    add_monster(state, "dryad", cell, facing="N")
    return state


def kinds(events):
    return [e.kind for e in events]


def at(state, cell, kind=None):
    return [m for m in state.monsters if tuple(m.cell) == tuple(cell) and (kind is None or m.kind == kind)]


def send(state, *cards, growth=None):
    """The Dryad's sub-steps 3-5 with `cards` ((position, card id)) revealed this phase."""
    if growth is not None:
        state.boss.growth = growth
    state.revealed = list(cards)
    state.revealed_phase = state.monster_phase
    events: list = []
    dryad.send_spawners(state, events)
    return events


def do(state, action):
    events: list = []
    hero_phase.apply(state, action, events)
    return events


def damage_to(state):
    return [(d.hero, d.amount, d.source) for d in state.damage_queue]


# -- LS-21.1 to LS-21.4: a large figure, monoliths ----------------------------------------------------


def test_ls_21_1_one_attack_damages_the_two_square_dryad_once():
    state = rooted([make_hero(0, "aldric", (5, 16), weapons=["war_hammer"])], cell=(4, 15))
    hero_turn(state, 0)
    d = dryad.dryad(state)
    pin(state, ("orange", "hit"), ("blue", "hit"))
    do(state, Attack(player=0, hero=0, weapon=0, mode="quake", targets=((5, 16),)))  # ring of 8 round (5, 16)
    assert len(state.last_roll) == 1 and state.last_roll[0].colours == ["orange", "blue"]
    assert d.wounds == 2  # the war hammer's 2, once, though (4, 15) and (5, 15) are both in the ring


def test_ls_21_2_monoliths_are_obstacles_that_block_no_sight():
    state = night3(coin="left")
    add_monster(state, "monolith", (3, 7))
    runner = add_monster(state, "clawer", (2, 7), facing="E")
    events: list = []
    mp.move_all(state, events)
    assert tuple(runner.cell) != (4, 7) and (3, 7) not in [tuple(c) for c in events[0].args["path"]]
    assert events[0].args["path"][:2] == [[2, 7], [2, 6]]  # a sidestep (coin: left = north), no passing over
    other = night3(coin="left")
    add_monster(other, "clawer", (3, 7))
    jumper = add_monster(other, "clawer", (2, 7), facing="E")
    mp.move_all(other, [])
    assert tuple(jumper.cell) == (5, 7)  # over a figure (LS-14.8) but never over a monolith
    # LS-A33: no LOS blocker, while a stone wall on the same square blocks
    sight = night3([make_hero(0, "brina", (7, 8))])
    add_monster(sight, "monolith", (7, 7))
    assert targeting.has_los(sight, (7, 8), (7, 3))
    wall = night3([make_hero(0, "brina", (7, 8))])
    add_structure(wall, "stone_wall", [(7, 7)])
    assert not targeting.has_los(wall, (7, 8), (7, 3))
    hero = night3([make_hero(0, "aldric", (7, 8))])
    add_monster(hero, "monolith", (7, 7))
    assert (7, 7) not in targeting.reachable(hero, 0, 3)


def test_ls_21_3_an_attack_on_a_monolith_always_hits():
    state = night3([make_hero(0, "aldric", (7, 8), weapons=["hand_axe"])])
    hero_turn(state, 0)
    stone = add_monster(state, "monolith", (7, 7))
    before = list(state.rng.forced)
    events = do(state, Attack(player=0, hero=0, weapon=0, mode="chop", targets=((7, 7),)))
    roll = next(e for e in events if e.kind == "defence_roll")
    assert roll.args["faces"] == [] and roll.args["hit"] and stone.wounds == 1
    assert state.rng.forced == before


def test_ls_21_4_a_monolith_has_4_hp():
    state = night3()
    stone = add_monster(state, "monolith", (7, 7))
    assert not combat.damage_monster(state, stone, 3, [])
    assert stone in state.monsters and stone.wounds == 3
    assert combat.damage_monster(state, stone, 1, [])
    assert stone not in state.monsters


# -- LS-21.5 to LS-21.8: hatcheries and seed cannons --------------------------------------------------


def test_ls_21_5_a_hatchery_never_attacks():
    state = night3([make_hero(0, "aldric", (4, 7))])
    h = add_monster(state, "hatchery", (3, 7), face="first")
    assert mp.attack_of(state, Board(state), h) is None
    mp.choose_targets(state, [])
    assert state.flow.queue == []


def test_ls_21_6_a_hatchery_rolls_orange_and_blue_and_falls_to_1_damage():
    state = night3([make_hero(0, "aldric", (4, 7))])
    hero_turn(state, 0)
    h = add_monster(state, "hatchery", (3, 7), face="first")
    pin(state, ("orange", "hit"), ("blue", "hit"))
    do(state, Punch(player=0, hero=0, target=(3, 7)))
    assert state.last_roll[0].colours == ["orange", "blue"] and h not in state.monsters


def test_ls_21_7_a_seed_cannon_shoots_7_squares_and_never_moves():
    state = night3([make_hero(0, "aldric", (10, 18)), make_hero(1, "brina", (12, 16))])
    cannon = add_monster(state, "seed_cannon", (3, 18), facing="E")
    mp.move_all(state, [])
    assert tuple(cannon.cell) == (3, 18) and cannon.facing == "E"
    q = mp.attack_of(state, Board(state), cannon)
    assert (q.target, q.target_id) == ("hero", 0)  # 7 squares ahead
    state.heroes[0].cell = (11, 18)  # 8 squares ahead: out of range
    assert mp.attack_of(state, Board(state), cannon) is None


def test_ls_21_8_a_seed_cannon_rolls_orange_and_blue_and_falls_to_1_damage():
    state = night3([make_hero(0, "aldric", (4, 18))])
    hero_turn(state, 0)
    cannon = add_monster(state, "seed_cannon", (3, 18), facing="E")
    pin(state, ("orange", "miss"), ("blue", "hit"))
    do(state, Punch(player=0, hero=0, target=(3, 18)))
    assert cannon in state.monsters and state.last_roll[0].colours == ["orange", "blue"]
    hero_turn(state, 0)
    pin(state, ("orange", "hit"), ("blue", "hit_stun"))
    do(state, Punch(player=0, hero=0, target=(3, 18)))
    assert cannon not in state.monsters


# -- LS-21.9, LS-21.10: from the spawn cards, at the growth distance ----------------------------------------


@pytest.mark.parametrize("growth,x", [(1, 2), (2, 3), (3, 4)])
def test_ls_21_9_and_21_10_hatcheries_and_seed_cannons_come_in_by_growth_stage(growth, x):
    state = rooted(cell=(15, 16), growth=growth)
    send(state, ("1", "20"))
    assert [m.kind for m in at(state, (x, 7))] == ["hatchery", "clawer"]  # card 20's hatchery icon, column 1
    assert [m.kind for m in at(state, (x, 8))] == ["seed_cannon"]  # its seed cannon icon, column 2
    assert len([m for m in state.monsters if m.kind in ("hatchery", "seed_cannon")]) == 2  # only special icons


# -- LS-21.11 to LS-21.18: the Dryad --------------------------------------------------------------------


def test_ls_21_11_the_dryad_has_11_hp_and_rolls_orange_and_blue():
    state = rooted()
    d = dryad.dryad(state)
    assert combat.defend(state, d).colours == ["orange", "blue"]
    assert not combat.damage_monster(state, d, 10, []) and d in state.monsters
    assert combat.damage_monster(state, d, 1, []) and d not in state.monsters


def test_ls_21_12_the_dryad_never_moves_and_faces_every_way():
    heroes = [
        make_hero(0, "aldric", (4, 15)),
        make_hero(1, "brina", (4, 19)),
        make_hero(2, "corvin", (2, 17)),
        make_hero(3, "della", (7, 17)),
    ]  # north, south, west and east of it
    state = rooted(heroes, cell=(4, 17), growth=2)
    d = dryad.dryad(state)
    events: list = []
    mp.move_all(state, events)
    assert tuple(d.cell) == (4, 17) and d.facing == "N" and "monster_moved" not in kinds(events)
    mp.resolve_attack(state, dryad.attacks_after(state)[0], [])
    assert sorted(h for h, _, _ in damage_to(state)) == [0, 1, 2, 3]


def test_ls_21_13_the_dryad_strikes_after_every_other_monster_for_2():
    heroes = [make_hero(0, "aldric", (4, 15)), make_hero(1, "brina", (16, 16))]
    state = rooted(heroes, cell=(4, 17), growth=2)
    clawer = add_monster(state, "clawer", (4, 14), facing="S")
    wall = add_structure(state, "stone_wall", [(2, 13), (2, 14)])  # sectors (0, 2) and (0, 3)
    state.step = 5
    mages = state.mages
    events: list = []
    mp.choose_targets(state, events)
    assert [q.kind for q in state.flow.queue] == ["clawer", "dryad"]
    state.step = 6
    while state.flow.queue or state.damage_queue:
        if state.damage_queue:
            combat.resolve_damage(state, events)
        else:
            mp.advance(state, events)
    assert kinds(events).index("monster_attacks") < kinds(events).index("dryad_attack")
    hit = next(e for e in events if e.kind == "dryad_attack")
    assert hit.args["damage"] == 2 and hit.args["heroes"] == [0] and hit.args["structures"] == [wall.id]
    assert state.heroes[0].wounds == 1 + 2 and state.heroes[1].wounds == 0  # the Clawer's 1, the Dryad's 2
    assert wall.damage == 2 and clawer.wounds == 0 and state.mages == mages  # no monster, no circle


def test_ls_21_14_and_ls_a34_the_dryads_sectors_come_from_its_area():
    # base (4, 17)-(5, 17): sector (0, 3) only; its area reaches x 6 (sector column 1) and y 18 (row 4)
    state = rooted([make_hero(0, "aldric", (7, 14))], cell=(4, 17), growth=2)
    assert dryad.dryad_sectors(state) == [(0, 3), (0, 4), (1, 3), (1, 4)]
    mp.resolve_attack(state, dryad.attacks_after(state)[0], [])
    assert damage_to(state) == [(0, 2, "dryad")]  # (7, 14) is in sector (1, 3)


def test_ls_21_15_killing_the_dryad_wins_the_scenario():
    state = rooted([make_hero(0, "aldric", (6, 17))])
    events: list = []
    combat.damage_monster(state, dryad.dryad(state), 11, events, by_hero=0)
    assert state.boss.defeated and state.result is not None
    assert state.result.rule == "LS-1.9" and state.result.winners == [0]


def test_ls_21_16_germination_neither_attacks_nor_takes_damage():
    state = rooted([make_hero(0, "aldric", (6, 17), weapons=["hand_axe"])], growth=1)
    d = dryad.dryad(state)
    assert dryad.attacks_after(state) == [] and dryad.dryad_sectors(state) == []
    hero_turn(state, 0)
    pin(state, ("orange", "hit"), ("blue", "hit"))
    events = do(state, Attack(player=0, hero=0, weapon=0, mode="chop", targets=((5, 17),)))
    assert "dryad_unharmed" in kinds(events) and d.wounds == 0 and "monster_damaged" not in kinds(events)


def test_ls_21_17_growth_strikes_its_current_sectors():
    state = rooted([make_hero(0, "aldric", (7, 14)), make_hero(1, "brina", (11, 15))], growth=2)
    mp.resolve_attack(state, dryad.attacks_after(state)[0], [])
    assert damage_to(state) == [(0, 2, "dryad")]  # (11, 15) is in sector (2, 3): not current


def test_ls_21_18_maturity_strikes_the_adjacent_sectors_too():
    heroes = [make_hero(0, "aldric", (7, 14)), make_hero(1, "brina", (11, 15)), make_hero(2, "corvin", (16, 16))]
    state = rooted(heroes, growth=3)
    house = add_structure(state, "house", [(6, 10), (7, 10), (6, 11), (7, 11)])  # sector (1, 2)
    assert dryad.dryad_sectors(state) == [(0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4)]
    mp.resolve_attack(state, dryad.attacks_after(state)[0], [])
    assert damage_to(state) == [(0, 2, "dryad"), (1, 2, "dryad")]  # (16, 16): sector (3, 3), out of reach
    assert house.damage == 2


# -- LS-21.19 to LS-21.24: the appearance ---------------------------------------------------------------


def test_ls_21_19_no_dryad_on_the_spawn_direction_card(monkeypatch):
    sc = C.scenarios["glenwald_3"].model_copy(update={"spawn_direction": "D1"})
    patched = C.model_copy(update={"scenarios": {**C.scenarios, "glenwald_3": sc}})
    monkeypatch.setattr(dryad, "load_content", lambda: patched)
    state = night3(piles={"1": ["10", "20"]})
    events: list = []
    dryad.boss_step(state, events)
    assert kinds(events) == ["dryad_absent"] and dryad.dryad(state) is None and state.boss.kind is None
    assert state.spawn_piles == {"1": ["10", "20"]}
    state.spawn_done = True
    outcome.check(state, events)  # the night ends as nights 1-2 do
    assert state.result is not None and state.result.rule == "LS-1.8"


def test_ls_21_20_the_first_card_of_the_dryads_position_is_removed():
    state = night3(piles={"1": ["10", "20"], "3": ["16", "21"], "5": ["13", "22"]})
    events: list = []
    dryad.boss_step(state, events)
    assert state.spawn_piles == {"1": ["10", "20"], "3": ["21"], "5": ["13", "22"]}
    removed = next(e for e in events if e.kind == "dryad_card_removed")
    assert removed.args == {"position": "3", "card": "16"}


def test_ls_21_21_the_dryad_takes_root_3_squares_in_on_the_cards_central_squares():
    state = appeared()
    d = dryad.dryad(state)
    assert combat.monster_cells(d) == DRYAD and d.facing == "N"
    squares, _stones, facing = dryad.appearance_squares(state, 4)  # D4: spawn position 4 (x 14-17)
    assert squares == [(15, 20), (16, 20)] and facing == "N"


def test_ls_21_22_heroes_are_pushed_toward_the_fog_and_objects_removed():
    heroes = [make_hero(0, "aldric", (8, 20)), make_hero(1, "brina", (7, 21)), make_hero(2, "corvin", (10, 20))]
    state = night3(heroes)
    boomer = add_monster(state, "boomer", (9, 20))
    wall = add_structure(state, "stone_wall", [(7, 18), (7, 19)])
    events: list = []
    dryad.appear(state, events)
    assert state.heroes[0].cell == (8, 21)  # south: the nearest fog, the first empty square
    assert state.heroes[1].cell == (6, 21)  # south meets the fog at once: then west
    assert state.heroes[2].cell == (10, 20)
    assert boomer not in state.monsters and wall not in state.structures
    assert "explosion" not in kinds(events) and state.damage_queue == []  # LS-21.22: no explosion
    pushed = [e.args for e in events if e.kind == "dryad_pushes_hero"]
    assert pushed == [{"hero": 0, "from": [8, 20], "to": [8, 21]}, {"hero": 1, "from": [7, 21], "to": [6, 21]}]


def test_ls_21_23_five_monoliths_around_the_dryad():
    state = appeared()
    assert sorted(tuple(m.cell) for m in state.monsters if m.kind == "monolith") == sorted(MONOLITHS)
    assert sum(1 for m in state.monsters if m.kind == "dryad") == 1


def test_ls_21_24_the_growth_track_starts_at_germination():
    state = night3()
    events: list = []
    dryad.boss_step(state, events)
    assert state.boss.growth == 1 and state.boss.kind == "dryad"
    growth = next(e for e in events if e.kind == "growth")
    assert growth.args["stage"] == 1 and "Germination" in mp_text(growth)


def mp_text(event):
    from rookraiders_desktop.engine.games.last_spell.rules import GAME

    return GAME.describe_event(event)


# -- LS-21.25 to LS-21.33: the later boss steps ---------------------------------------------------------


def test_ls_21_25_every_later_boss_step_repeats_the_sub_steps():
    state = appeared(piles={"1": ["20"]})
    m0 = state.mages
    growth = []
    for phase in (2, 3, 4, 5, 6):
        state.monster_phase = phase
        state.spawn_piles = {"1": ["20"]} if phase == 2 else {}
        events: list = []
        dryad.boss_step(state, events)
        growth.append((state.boss.growth, state.mages))
        if phase == 2:
            assert "hatchery_placed" in kinds(events)
        if phase == 3:
            assert "hatchery_flipped" in kinds(events)
        if phase == 4:
            assert "hatchery_discarded" in kinds(events)
    assert growth == [(1, m0), (2, m0), (3, m0), (3, m0 - 1), (3, m0 - 2)]


def test_ls_21_26_and_ls_a28_no_growth_while_spawn_cards_remain():
    state = appeared(piles={"1": ["20"], "5": ["22"]})
    state.monster_phase = 2
    events: list = []
    dryad.boss_step(state, events)
    assert state.boss.growth == 1 and "growth_skipped" in kinds(events)
    assert "hatchery_placed" in kinds(events)  # LS-A28: only sub-step 1 is skipped


def test_ls_a28_the_skip_may_cover_every_sub_step(monkeypatch):
    monkeypatch.setattr(dryad, "SKIP_SCOPE", "all")
    state = appeared(piles={"1": ["20"]})
    state.monster_phase = 2
    events: list = []
    dryad.boss_step(state, events)
    assert kinds(events) == ["dryad_substeps_skipped"] and state.spawn_piles == {"1": ["20"]}


def test_ls_21_26_maturity_drains_the_magic_circle():
    state = appeared(growth=3)
    state.monster_phase = 3
    m0 = state.mages
    events: list = []
    dryad.boss_step(state, events)
    assert state.mages == m0 - 1 and state.boss.growth == 3
    assert [e.args["amount"] for e in events if e.kind == "circle_damaged"] == [1]


def test_ls_21_27_second_side_hatches_an_archer_then_first_side_an_armored():
    state = rooted(cell=(15, 16))
    second = add_monster(state, "hatchery", (3, 7), face="second")
    first = add_monster(state, "hatchery", (3, 9), face="first")
    events: list = []
    dryad.hatch(state, events)
    assert second not in state.monsters and [m.kind for m in at(state, (3, 7))] == ["archer"]
    assert first.face == "second" and [m.kind for m in at(state, (3, 9))] == ["hatchery", "armored"]
    hatched = [e.args["monster_kind"] for e in events if e.kind == "hatchery_hatched"]
    assert hatched == ["archer", "armored"]


def test_ls_21_28_a_missing_figure_is_replaced_in_the_substitution_order():
    state = rooted(cell=(15, 16))
    for i in range(C.monsters["armored"].figures):
        add_monster(state, "armored", (3 + i, 3))
    first = add_monster(state, "hatchery", (3, 9), face="first")
    events: list = []
    dryad.hatch(state, events)
    assert [m.kind for m in at(state, (3, 9))] == ["hatchery", "archer"]  # Armored, then Archer
    assert [e.args["wanted"] for e in events if e.kind == "hatchery_substituted"] == ["armored"]
    for i in range(C.monsters["archer"].figures - 1):
        add_monster(state, "archer", (3 + i, 4))
    first.face = "first"
    state.monsters = [m for m in state.monsters if tuple(m.cell) != (3, 9) or m.kind == "hatchery"]
    add_monster(state, "archer", (3, 5))
    dryad.hatch(state, [])
    assert [m.kind for m in at(state, (3, 9))] == ["hatchery", "winged"]  # then Winged


def test_ls_21_29_and_ls_a30_at_most_6_per_boss_step_in_the_processing_order():
    state = rooted(cell=(15, 16), growth=1)
    events = send(state, ("1", "20"), ("2", "21"), ("4", "22"), ("6", "20"))  # 8 special icons
    placed = [m for m in state.monsters if m.kind in ("hatchery", "seed_cannon")]
    assert len(placed) == 6
    cap = next(e for e in events if e.kind == "dryad_spawn_cap")
    assert (cap.args["cap"], cap.args["ignored"]) == (6, 2)
    # LS-14.5 (LSM-1): the turn begins at the west lane nearest the cliff (row 7), goes clockwise
    # by the east (position 6) and the south (position 4), and ends on the rest of the west side,
    # where the cap leaves 2 icons out
    assert sorted(tuple(m.cell) for m in placed) == [(2, 7), (2, 17), (15, 21), (16, 21), (21, 7), (21, 8)]
    mp.move_all(state, [])
    assert sorted(tuple(m.cell) for m in state.monsters if m.kind in ("hatchery", "seed_cannon")) == sorted(
        tuple(m.cell) for m in placed
    )  # placed, they never move


def test_ls_21_29_a_square_on_a_tree_moves_aside_by_the_fate_coin():
    pos = SpawnPosition(number=9, x=0, y=7, w=2, h=4, toward="E")
    icon = SpawnIcon(x=1, y=0, monster="hatchery", colour="special")
    state = night3(coin="left")
    assert dryad.arrival_square(state, pos, icon, 3) == (4, 8)
    assert dryad.arrival_square(state, pos, icon, 4) == (5, 7)  # (5, 8) is a tree: left of east is north
    state.coin = "right"  # type: ignore[assignment]
    assert dryad.arrival_square(state, pos, icon, 4) == (5, 9)


def test_ls_21_30_a_hero_on_the_square_is_trapped_under_it():
    state = rooted([make_hero(0, "aldric", (2, 7)), make_hero(1, "brina", (2, 8))], cell=(15, 16), growth=1)
    events = send(state, ("1", "20"))
    hatchery = at(state, (2, 7), "hatchery")[0]
    cannon = at(state, (2, 8), "seed_cannon")[0]
    assert hatchery.trapping == 0 and cannon.trapping == 1
    assert state.heroes[0].trapped and state.heroes[1].trapped
    assert at(state, (2, 7)) == [hatchery]  # no Clawer on a hatchery under a hero
    assert [e.args["hero"] for e in events if e.kind == "hero_trapped"] == [0, 1]
    assert mp.attack_of(state, Board(state), cannon) is None  # it cannot act either
    # 1 damage at the start of every monster attack step (monster damage, LS-A32)
    state.heroes[1].defence_up = True
    state.step = 5
    mp.choose_targets(state, [])
    assert [(q.name, q.target_id) for q in state.flow.queue] == [("trap", 0), ("trap", 1)]
    events = []
    for q in list(state.flow.queue):
        mp.resolve_attack(state, q, events)
    assert damage_to(state) == [(0, 1, "trap"), (1, 0, "trap")]  # Defence Up takes Brina's off
    # only Punch (and ending the turn)
    state.damage_queue = []
    hero_turn(state, 0)
    assert {a.kind for a in hero_phase.legal_actions(state, 0)} == {"punch", "end_turn", "pass"}
    with pytest.raises(RuleViolation) as err:
        do(state, FlipToken(player=0, hero=0, token=0))
    assert err.value.rule == "LS-21.30"
    with pytest.raises(RuleViolation):
        do(state, DefenceUp(player=0, hero=0))


def test_ls_21_31_a_punch_frees_a_trapped_hero():
    heroes = [make_hero(0, "aldric", (2, 7)), make_hero(1, "brina", (3, 7))]
    state = rooted(heroes, cell=(15, 16), growth=1)
    send(state, ("1", "20"))
    trap = at(state, (2, 7), "hatchery")[0]
    hero_turn(state, 1)
    ap = state.heroes[1].ap
    events = do(state, Punch(player=1, hero=1, target=(2, 7)))  # (A): another hero, no dice, no damage
    assert not state.heroes[0].trapped and trap not in state.monsters
    assert "defence_roll" not in kinds(events) and state.heroes[1].ap == ap - 1
    assert [e.kind for e in events] == ["hero_freed", "trap_removed"]
    # (B): the trapped hero's own punch frees it only on a hit with the orange and blue dice
    state = rooted([make_hero(0, "aldric", (2, 7))], cell=(15, 16), growth=1)
    send(state, ("1", "20"))
    trap = at(state, (2, 7), "hatchery")[0]
    hero_turn(state, 0)
    pin(state, ("orange", "hit"), ("blue", "miss"))
    do(state, Punch(player=0, hero=0, target=(2, 7)))
    assert state.heroes[0].trapped and trap in state.monsters
    do(state, EndTurn(player=0, hero=0))
    hero_turn(state, 0)
    pin(state, ("orange", "hit"), ("blue", "hit"))
    do(state, Punch(player=0, hero=0, target=(2, 7)))
    assert not state.heroes[0].trapped and trap not in state.monsters


def test_ls_21_32_objects_on_the_square_are_removed_the_dryad_and_monoliths_are_not():
    state = rooted([make_hero(0, "aldric", (3, 10))], cell=(15, 16), growth=1)
    boomer = add_monster(state, "boomer", (2, 7))
    house = add_structure(state, "house", [(2, 8), (3, 8), (2, 9), (3, 9)])
    events = send(state, ("1", "20"))
    assert boomer not in state.monsters and house not in state.structures and "explosion" not in kinds(events)
    assert [m.kind for m in at(state, (2, 7))] == ["hatchery", "clawer"]
    assert [m.kind for m in at(state, (2, 8))] == ["seed_cannon"]
    # on a monolith: the nearest empty square toward the town
    state = rooted(cell=(15, 16), growth=1)
    add_monster(state, "monolith", (2, 7))
    add_monster(state, "monolith", (3, 7))
    send(state, ("1", "20"))
    assert [m.kind for m in at(state, (4, 7))] == ["hatchery", "clawer"]


def test_ls_21_33_a_new_hatchery_lies_first_side_up_with_a_clawer_that_walks_off():
    state = rooted(cell=(15, 16), growth=1)
    send(state, ("1", "20"))
    hatchery, clawer = at(state, (2, 7))
    assert (hatchery.kind, hatchery.face, clawer.kind) == ("hatchery", "first", "clawer")
    assert Board(state).monster_at((2, 7)) is clawer  # the figure stands on the tile
    mp.move_all(state, [])
    assert tuple(hatchery.cell) == (2, 7) and tuple(clawer.cell) == (5, 7)
    assert Board(state).monster_at((2, 7)) is hatchery


def test_ls_a29_the_boss_step_reveals_the_spawn_cards_the_spawn_step_uses():
    state = appeared(piles={"1": ["20"]})
    state.monster_phase = 2
    events: list = []
    mp.boss_appearance(state, events)
    mp.spawn(state, events)
    assert kinds(events).count("card_revealed") == 1 and state.spawn_piles == {"1": []}
    assert kinds(events).index("card_revealed") < kinds(events).index("hatchery_placed")
    spawned = sorted((e.args["monster_kind"], tuple(e.args["cell"])) for e in events if e.kind == "spawned")
    assert spawned == [("archer", (0, 9)), ("clawer", (1, 6)), ("runner", (1, 9))]  # card 20's coloured icons


def test_ls_a31_a_hatchery_under_a_figure_hatches_toward_the_town():
    state = rooted(cell=(15, 16))
    h = add_monster(state, "hatchery", (3, 7), face="first")
    add_monster(state, "clawer", (3, 7))
    dryad.hatch(state, [])
    assert [m.kind for m in at(state, (4, 7))] == ["armored"] and h.face == "second"


def test_the_dryads_night_from_the_start():
    """Setup to the first hero turn: the Dryad is on the board before the spawn step."""
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.engine.games.last_spell.rules import GAME

    state = GAME.new_game(
        Setup(seats=[SeatSetup(name="A"), SeatSetup(name="B")], options={"scenario": "glenwald_3"}), 4
    )
    names = kinds(state.opening_events)
    assert names.index("dryad_appears") < names.index("card_revealed")
    assert state.spawn_piles["3"] == [] and state.boss.growth == 1  # 16 removed (LS-21.20), 21 revealed
    assert sorted(tuple(m.cell) for m in state.monsters if m.kind == "monolith") == sorted(MONOLITHS)
    for e in state.opening_events:
        assert mp_text(e) != e.kind, e.kind
