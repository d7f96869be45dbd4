"""The Fallen Harpy and its Alerions (LS-12, LS-EX8): the boss step's screech, the Alerions from the
spawn cards, the harpy's dive from the cliff when the 3rd Alerion dies, Dive Bomb and Destructive
Fury. Gildenberg night 3 (scenario gildenberg_3); the cliff is the north edge, its left side
(4..7, 1), its right side (16..19, 1); the board's left half is x < 12."""

from __future__ import annotations

import pytest

from rookraiders_desktop.engine.games.last_spell import combat
from rookraiders_desktop.engine.games.last_spell import monster_phase as mp
from rookraiders_desktop.engine.games.last_spell.geometry import Board

from .ls_helpers import C, add_monster, add_structure, make_hero, make_state
from .test_ls_monster_phase import Recorder, board_state, move, path, targets


@pytest.fixture
def recorder(monkeypatch) -> Recorder:
    rec = Recorder()
    monkeypatch.setattr(mp, "_combat", lambda: rec)
    return rec


def night3(heroes=(), coin_draws=(0,), **kw):
    return make_state("gildenberg_3", list(heroes), forced=list(coin_draws), **kw)


def four_heroes():
    return [
        make_hero(0, "aldric", (5, 12)),
        make_hero(1, "brina", (18, 12)),
        make_hero(2, "corvin", (11, 10)),
        make_hero(3, "della", (12, 13)),
    ]


def run_to_spawn(state) -> list:
    """Start a monster phase and do steps 1-3 (panic, coin, boss)."""
    events: list = []
    mp.start(state, events)
    for _ in range(3):
        mp.advance(state, events)
    return events


def harpy_down(state, cell=(8, 15)):
    """The harpy perched and 2 Alerions dead: the next Alerion death brings it down."""
    h = add_monster(state, "harpy", (4, 1), facing="S", on_cliff=True)
    state.boss.alerions_spawned = 3
    state.boss.alerions_dead = 2
    alerion = add_monster(state, "alerion", cell)
    return h, alerion


def test_ls_12_1_boss_step_follows_the_scenario():
    events = run_to_spawn(night3(four_heroes()))
    assert "harpy_screech" in [e.kind for e in events]
    for scenario in ("gildenberg_1", "gildenberg_2", "intro"):  # LS-25.6: no boss in the introduction
        state = make_state(scenario, four_heroes(), forced=[0])
        events = run_to_spawn(state)
        assert "harpy_screech" not in [e.kind for e in events] and mp.harpy(state) is None
        assert state.flow.screech_left == []


def test_ls_12_2_harpy_only_in_night_3_of_gildenberg():
    assert C.scenarios["gildenberg_3"].boss == "harpy" and C.scenarios["gildenberg_3"].night == 3
    assert [s.id for s in C.scenarios.values() if s.boss == "harpy"] == ["gildenberg_3"]
    state = night3(four_heroes())
    run_to_spawn(state)
    assert mp.harpy(state) is not None and state.boss.kind == "harpy"


def test_ls_12_3_harpy_hp_7_mp_5_flying():
    h = C.monsters["harpy"]
    assert (h.hp, h.mp, h.dice, h.abilities, h.boss) == (7, 5, ("orange", "blue"), ("fly",), True)
    state = board_state(scenario="gildenberg_3")
    harpy = add_monster(state, "harpy", (2, 15))  # the rock on (3, 15)
    moved = move(state)
    assert path(moved[harpy.id]) == [(2, 15), (3, 15), (4, 15), (5, 15), (6, 15), (7, 15)]


def test_ls_12_4_dive_bomb_hits_every_hero_structure_and_monster_around(recorder):
    state = night3([make_hero(0, "aldric", (9, 16)), make_hero(1, "brina", (3, 3))])
    h, alerion = harpy_down(state)
    clawer = add_monster(state, "clawer", (7, 14))
    far = add_monster(state, "clawer", (5, 15))
    house = add_structure(state, "house", [(7, 16), (8, 16), (7, 17), (8, 17)])
    state.monsters.remove(alerion)  # combat removes the figure first (LS-12.7)
    events: list = []
    mp.on_alerion_killed(state, (8, 15), events)
    assert h.cell == (8, 15) and not h.on_cliff
    assert recorder.calls == [("hero", 0, 2, "harpy", True, 0), ("structure", house.id, 2), ("monster", clawer.id, 2)]
    assert far in state.monsters and ("circle", 2) not in recorder.calls
    bomb = next(e for e in events if e.kind == "dive_bomb")
    assert bomb.args["heroes"] == [0] and bomb.args["monsters"] == [clawer.id]


def test_ls_12_4_dive_bomb_with_combat():
    state = night3([make_hero(0, "aldric", (9, 16))])
    _h, alerion = harpy_down(state)
    clawer = add_monster(state, "clawer", (7, 14))
    bulky = add_monster(state, "bulky_green", (9, 14))  # 6 HP: survives with 2 wounds
    house = add_structure(state, "house", [(7, 16), (8, 16), (7, 17), (8, 17)])
    events: list = []
    assert combat.damage_monster(state, alerion, 1, events, by_hero=0)
    assert clawer not in state.monsters and bulky.wounds == 2  # no defence roll (LS-A56)
    assert house.damage == 2
    assert [(i.hero, i.amount, i.source) for i in state.damage_queue] == [(0, 2, "harpy")]
    assert state.boss.arrived and mp.harpy(state).cell == (8, 15)


def test_ls_12_5_destructive_fury_deals_3(recorder):
    state = board_state([make_hero(0, "aldric", (9, 16))], scenario="gildenberg_3")
    add_monster(state, "harpy", (8, 15))
    [q] = targets(state)
    mp.resolve_attack(state, q, [])
    assert recorder.calls == [("hero", 0, 3, "harpy", True, 0)]


def test_ls_12_6_alerion_hp_1_mp_3_flying_melee_1(recorder):
    a = C.monsters["alerion"]
    assert (a.hp, a.mp, a.damage, a.attack, a.dice, a.abilities) == (1, 3, 1, "melee", ("orange", "blue"), ("fly",))
    state = board_state([make_hero(0, "aldric", (6, 16))], scenario="gildenberg_3")
    alerion = add_monster(state, "alerion", (2, 15))
    moved = move(state)
    assert path(moved[alerion.id]) == [(2, 15), (3, 15), (4, 15), (5, 15)]  # over the rock, stops by Aldric
    [q] = targets(state)
    mp.resolve_attack(state, q, [])
    assert recorder.calls == [("hero", 0, 1, "alerion", True, 0)]


def test_ls_12_7_a_dead_alerion_is_removed_and_counted():
    state = night3([make_hero(0, "aldric", (9, 16))])
    add_monster(state, "harpy", (4, 1), facing="S", on_cliff=True)
    alerion = add_monster(state, "alerion", (8, 15))
    events: list = []
    combat.damage_monster(state, alerion, 1, events, by_hero=0)
    assert alerion not in state.monsters
    assert state.boss.alerions_dead == 1 and state.boss.last_alerion_cell == (8, 15)
    assert not state.boss.arrived and mp.harpy(state).on_cliff
    assert [e.args["dead"] for e in events if e.kind == "alerion_killed"] == [1]


def test_ls_12_8_third_alerion_brings_the_harpy_down_on_its_square():
    state = night3([make_hero(0, "aldric", (3, 3))])
    h, alerion = harpy_down(state, (8, 15))
    events: list = []
    combat.damage_monster(state, alerion, 1, events, by_hero=0)
    assert (h.cell, h.on_cliff, state.boss.arrived) == ((8, 15), False, True)
    assert h.facing == "E"  # the arrow of (8, 15)
    kinds = [e.kind for e in events]
    assert kinds.index("alerion_killed") < kinds.index("harpy_arrives") < kinds.index("dive_bomb")
    assert Board(state).monster_at((8, 15)) is h


def test_ls_12_9_occupied_square_puts_the_harpy_next_to_it():
    state = night3([make_hero(0, "aldric", (3, 3))])
    h, alerion = harpy_down(state, (8, 15))
    state.monsters.remove(alerion)
    add_monster(state, "clawer", (8, 15))  # another figure stands there now
    mp.on_alerion_killed(state, (8, 15), [])
    assert h.cell == (8, 14)  # LSM-11: north first


def test_ls_12_10_alerions_come_from_special_spawn_icons():
    state = night3([], spawn_piles={"1": ["17"], "3": ["18"], "4": ["19"]})
    state.monster_phase = 1
    mp.spawn(state, [])
    alerions = sorted(m.cell for m in state.monsters if m.kind == "alerion")
    # card 17 column 1 row 1 on position 1 (east-bound); 18 column 2 row 1 and 19 column 1 row 1
    # on positions 3 and 4 (north-bound, row 0 on y 23, column 0 on x 6 / x 14)
    assert alerions == [(1, 7), (8, 22), (15, 22)]
    assert state.boss.alerions_spawned == 3


def test_ls_12_11_screech_puts_the_harpy_on_the_coins_side_of_the_cliff():
    state = night3(four_heroes(), coin_draws=[1])
    events = run_to_spawn(state)
    h = mp.harpy(state)
    assert (h.cell, h.on_cliff, state.boss.side) == ((16, 1), True, "right")
    assert next(e for e in events if e.kind == "harpy_screech").args["side"] == "right"
    # LS-A18: perched again every monster phase while an Alerion lives: now on the left
    state.flow.screech_left = []
    state.rng.forced = [0]
    run_to_spawn(state)
    assert (mp.harpy(state).cell, state.boss.side) == ((4, 1), "left")
    assert [m.kind for m in state.monsters].count("harpy") == 1


def test_ls_12_12_harpy_on_the_cliff_cannot_be_attacked_and_does_nothing():
    state = night3(four_heroes())
    run_to_spawn(state)
    h = mp.harpy(state)
    assert Board(state).monster_at(h.cell) is None
    assert h not in mp.processing_order(state)
    move(state)
    assert h.cell == (4, 1) and targets(state) == []


def test_ls_12_13_screech_affects_the_heroes_of_that_half():
    state = night3(four_heroes(), coin_draws=[0])
    run_to_spawn(state)
    assert state.flow.screech_left == [0, 2]  # Aldric (5, 12) and Corvin (11, 10): x < 12
    state = night3(four_heroes(), coin_draws=[1])
    run_to_spawn(state)
    assert state.flow.screech_left == [1, 3]


def test_ls_12_14_each_affected_hero_discards_a_token_at_hand():
    heroes = four_heroes()
    for t in heroes[2].tokens:
        t.set_aside = True  # Corvin has nothing left to discard
    state = night3(heroes, coin_draws=[0])
    events = run_to_spawn(state)
    assert state.flow.screech_left == [0]
    assert next(e for e in events if e.kind == "harpy_screech").args["heroes"] == [0]
    # no screech once the harpy has come down
    state = night3(four_heroes(), coin_draws=[0, 0])
    state.boss.alerions_dead = 3
    state.boss.arrived = True
    add_monster(state, "harpy", (8, 15))
    events = run_to_spawn(state)
    assert "harpy_screech" not in [e.kind for e in events] and state.flow.screech_left == []


def test_ls_ex8_follow_up_into_the_square_harpy_lands_next_to_it():
    state = night3([make_hero(0, "della", (7, 15))])
    h, alerion = harpy_down(state, (8, 15))
    blocker = add_monster(state, "clawer", (8, 14))  # north of the square is taken too
    events: list = []
    deferred: list = []
    assert combat.damage_monster(state, alerion, 1, events, by_hero=0, deferred=deferred)
    state.heroes[0].cell = (8, 15)  # the Follow-up move into the Alerion's square
    for cell in deferred:
        mp.on_alerion_killed(state, cell, events)
    assert h.cell == (9, 15) and not h.on_cliff  # east: the first empty square after the north one
    assert [(i.hero, i.amount) for i in state.damage_queue] == [(0, 2)]  # Della is in its area
    assert blocker not in state.monsters  # 2 damage, no roll


def test_ls_12_14_the_flow_asks_each_screeched_hero_for_a_token():
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.engine.games.last_spell.rules import GAME

    state = GAME.new_game(
        Setup(seats=[SeatSetup(name="A"), SeatSetup(name="B")], options={"scenario": "gildenberg_3"}), 5
    )
    side = state.boss.side
    assert state.flow.decision == "screech" and state.step == 4  # asked before the spawn step
    hero = state.heroes[state.flow.hero]
    assert mp.half(C.boards["gildenberg"], hero.cell) == side
    legal = GAME.legal_actions(state, hero.owner)
    assert [a.token for a in legal] == list(range(len(hero.tokens)))
    GAME.apply(state, legal[1])
    assert hero.tokens[1].set_aside and not hero.tokens[0].set_aside
    assert hero.index not in state.flow.screech_left
