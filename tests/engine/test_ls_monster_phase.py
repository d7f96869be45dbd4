"""The Last Spell monster phase (LS-8, LS-9.8, LS-10, LS-11, LS-13, LS-14, LS-15): the six steps,
movement square by square on the Gildenberg board, target choice and the calls into combat.

Squares are (x, y), x from the west, y from the north. On the Gildenberg board columns 0-1 and rows
22-23 are fog, rows 0-1 the cliff; the arrows point east west of the circle's column and north
south of it (see boards.json). The coin is set directly (state.coin) or pinned with Rng.forced
(0 left, 1 right). `recorder` replaces combat with a recorder of the calls (combat has its own
tests); the tests marked `real_combat` run against combat.py itself.
"""

from __future__ import annotations

import sys
import types
from typing import Any

import pytest

from rookraiders_desktop.engine.games import last_spell as ls_package
from rookraiders_desktop.engine.games.last_spell import monster_phase as mp
from rookraiders_desktop.engine.games.last_spell.geometry import Board
from rookraiders_desktop.engine.games.last_spell.models import DefenceRoll, GameState

from .ls_helpers import C, add_monster, add_structure, make_hero, make_state


class Recorder:
    """Stands in for combat.py: records every call; damage_monster / damage_structure apply the
    damage and remove what it destroys so that later attacks see it gone."""

    def __init__(self, hit: bool = True) -> None:
        self.calls: list[tuple[Any, ...]] = []
        self.hit = hit

    def queue_hero_damage(self, state, hero_index, amount, events, source="", armour_allowed=True, mana_drain=0):
        self.calls.append(("hero", hero_index, amount, source, armour_allowed, mana_drain))

    def damage_structure(self, state, structure, amount, events):
        self.calls.append(("structure", structure.id, amount))
        structure.damage += amount
        if structure.damage >= C.structures[structure.kind].durability:
            state.structures.remove(structure)

    def damage_circle(self, state, amount, events):
        self.calls.append(("circle", amount))
        state.mages -= amount

    def damage_monster(self, state, monster, amount, events, by_hero=None):
        self.calls.append(("monster", monster.id, amount))
        monster.wounds += amount
        if monster.wounds >= C.monsters[monster.kind].hp:
            state.monsters.remove(monster)
            return True
        return False

    def defend(self, state, monster, effects=(), colour=None, events=None):
        self.calls.append(("defend", monster.id, tuple(effects)))
        dice = list(C.monsters[monster.kind].dice)
        return DefenceRoll(
            target=monster.id, colours=dice, faces=["hit" if self.hit else "miss"] * len(dice), hit=self.hit
        )


@pytest.fixture
def recorder(monkeypatch) -> Recorder:
    rec = Recorder()
    monkeypatch.setattr(mp, "_combat", lambda: rec)
    return rec


@pytest.fixture
def hero_phase_calls(monkeypatch) -> list[int]:
    """Replaces hero_phase.start with a recorder (the hero phase has its own tests)."""
    calls: list[int] = []
    fake = types.ModuleType("rookraiders_desktop.engine.games.last_spell.hero_phase")

    def start(state, events):
        calls.append(state.monster_phase)
        state.phase = "hero"

    fake.start = start  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, fake.__name__, fake)
    monkeypatch.setattr(ls_package, "hero_phase", fake, raising=False)
    return calls


def board_state(heroes=(), scenario: str = "gildenberg_1", coin: str = "left", phase: int = 1, **kw) -> GameState:
    """An empty Gildenberg board (no town unless asked) in the movement step of monster phase `phase`."""
    state = make_state(scenario, list(heroes), **kw)
    state.phase = "monster"
    state.monster_phase = phase
    state.coin = coin  # type: ignore[assignment]
    return state


def move(state: GameState) -> dict[int, dict]:
    """Run the movement step; the monster_moved events by monster id."""
    events: list = []
    mp.move_all(state, events)
    return {e.args["monster"]: e.args for e in events if e.kind == "monster_moved"}


def path(args: dict) -> list[tuple[int, int]]:
    return [tuple(c) for c in args["path"]]


def targets(state: GameState) -> list:
    events: list = []
    mp.choose_targets(state, events)
    return state.flow.queue


def stunned(state: GameState, kind: str, cell) -> None:
    add_monster(state, kind, cell, stunned_through=state.monster_phase)


# --- LS-8: monster types and standard attacks ---------------------------------------------------


def test_ls_8_1_eight_types_in_three_tiers():
    tiers = {k: m.tier for k, m in C.monsters.items() if not k.startswith("bulky") and m.tier}
    assert tiers == {"archer": 1, "armored": 1, "clawer": 1, "runner": 1, "boomer": 2, "winged": 2, "accursed": 3}
    assert {C.monsters[f"bulky_{c}"].tier for c in ("red", "green", "blue")} == {3}


def test_ls_8_3_accursed_and_each_bulky_kind_have_their_own_values():
    rows = {
        k: (m.hp, m.mp, m.damage, m.dice, m.abilities)
        for k, m in C.monsters.items()
        if k.startswith("bulky") or k == "accursed"
    }
    assert len(set(rows.values())) == 4


def test_ls_8_4_tier_1_and_2_have_1_hp_tier_3_more():
    for m in C.monsters.values():
        if m.tier in (1, 2):
            assert m.hp == 1, m.id
        if m.tier == 3:
            assert m.hp >= 2, m.id


def test_ls_8_6_mp_is_the_number_of_squares_moved():
    state = board_state()
    runner = add_monster(state, "runner", (2, 12))
    clawer = add_monster(state, "clawer", (2, 16))
    moved = move(state)
    assert path(moved[runner.id]) == [(2, 12), (3, 12), (4, 12), (5, 12), (6, 12), (7, 12)]
    assert clawer.cell == (5, 16) and moved[clawer.id]["mp_left"] == 0


def test_ls_8_7_melee_attack_on_an_adjacent_structure_or_hero_diagonal_included():
    state = board_state()
    clawer = add_monster(state, "clawer", (5, 12))
    house = add_structure(state, "house", [(6, 13), (7, 13), (6, 14), (7, 14)])  # (6, 13): diagonal (LS-A5)
    lone = add_monster(state, "clawer", (3, 18))
    queue = targets(state)
    assert [(q.monster, q.target, q.target_id) for q in queue] == [(clawer.id, "structure", house.id)]
    assert lone.id not in {q.monster for q in queue}


def test_ls_8_8_hero_before_structure():
    state = board_state([make_hero(0, "aldric", (4, 11))])
    add_structure(state, "house", [(6, 12), (7, 12), (6, 13), (7, 13)])
    add_monster(state, "clawer", (5, 12))
    [q] = targets(state)
    assert (q.target, q.target_id) == ("hero", 0)


def test_ls_8_9_most_wounds_then_highest_max_mana():
    heroes = [make_hero(0, "aldric", (4, 11), wounds=1), make_hero(1, "corvin", (6, 13), wounds=1)]
    state = board_state(heroes)
    add_monster(state, "clawer", (5, 12))
    [q] = targets(state)
    assert (q.target, q.target_id) == ("hero", 1)  # equal wounds: Corvin's 10 max mana beats Aldric's 6
    state.heroes[0].wounds = 2
    [q] = targets(state)
    assert (q.target, q.target_id) == ("hero", 0)


def test_ls_8_10_ranged_attack_first_structure_or_hero_along_the_facing():
    state = board_state([make_hero(0, "aldric", (4, 11)), make_hero(1, "brina", (6, 12))])
    archer = add_monster(state, "archer", (3, 12), facing="E")
    house = add_structure(state, "house", [(7, 12), (8, 12), (7, 13), (8, 13)])
    [q] = targets(state)
    # Aldric stands diagonally next to the Archer but not in its facing line: Brina is the first
    assert (q.monster, q.target, q.target_id) == (archer.id, "hero", 1)
    state.heroes[1].cell = (5, 11)
    [q] = targets(state)
    assert (q.target, q.target_id) == ("structure", house.id)  # (7, 12): 4 squares ahead
    state.structures.clear()
    assert targets(state) == []  # nobody on its line: a ranged monster makes no melee attack (LSM-3)


def test_ls_8_11_magic_circle_is_always_the_first_target():
    state = board_state([make_hero(0, "aldric", (9, 12))])
    add_monster(state, "clawer", (10, 12))
    [q] = targets(state)
    assert q.target == "circle"
    # LSM-3: a ranged monster with the circle on its line within range shoots the circle
    state = board_state([make_hero(0, "aldric", (9, 11))])
    add_monster(state, "archer", (7, 11), facing="E")
    [q] = targets(state)
    assert q.target == "circle"


def test_ls_8_12_weaker_structure_then_facility_wall_building():
    state = board_state()
    add_monster(state, "clawer", (5, 12))
    house = add_structure(state, "house", [(6, 10), (7, 10), (6, 11), (7, 11)])  # durability 4
    wall = add_structure(state, "stone_wall", [(4, 13), (5, 13)])  # durability 5
    [q] = targets(state)
    assert q.target_id == house.id
    wall.damage = 3  # 2 left: 2 attacks against the house's 4
    [q] = targets(state)
    assert q.target_id == wall.id
    # a tie in attacks (3 and 3): a defence facility before a wall
    state = board_state()
    add_monster(state, "clawer", (5, 12))
    gate = add_structure(state, "wooden_gate", [(6, 12), (6, 13)])
    ballista = add_structure(state, "ballista", [(4, 11)])
    [q] = targets(state)
    assert q.target_id == ballista.id and gate.id < ballista.id
    # LS-A12: counted in this monster's attacks: a 2-damage Bulky needs 2 on a house (4) and 2 on a gate (3)
    state = board_state()
    add_monster(state, "bulky_blue", (5, 12))
    add_structure(state, "house", [(6, 10), (7, 10), (6, 11), (7, 11)])
    gate = add_structure(state, "wooden_gate", [(4, 12), (4, 13)])
    [q] = targets(state)
    assert q.target_id == gate.id  # wall before building


def test_ls_8_13_damage_value_is_dealt(recorder):
    state = board_state([make_hero(0, "aldric", (4, 12)), make_hero(1, "brina", (8, 16))])
    add_monster(state, "bulky_red", (5, 12))
    add_monster(state, "clawer", (8, 17))
    for q in targets(state):
        mp.resolve_attack(state, q, [])
    assert sorted(c[:3] for c in recorder.calls) == [("hero", 0, 2), ("hero", 1, 1)]


# --- LS-9.8: stunned monsters -------------------------------------------------------------------


def test_ls_9_8_stunned_monster_neither_moves_nor_attacks():
    state = board_state([make_hero(0, "aldric", (4, 11))], phase=3)
    dazed = add_monster(state, "clawer", (3, 12), stunned_through=3)
    walker = add_monster(state, "clawer", (3, 16), stunned_through=2)  # its stun ended with phase 2
    moved = move(state)
    assert dazed.cell == (3, 12) and dazed.id not in moved
    assert walker.cell == (6, 16)
    assert targets(state) == []


def test_ls_9_12_stun_never_holds_a_boss():
    state = board_state(scenario="gildenberg_3", phase=2)
    harpy = add_monster(state, "harpy", (2, 12), stunned_through=2)
    move(state)
    assert harpy.cell == (7, 12)


# --- LS-10: special abilities -------------------------------------------------------------------


def test_ls_10_1_resolute_keeps_moving_past_a_target_then_attacks():
    state = board_state([make_hero(0, "aldric", (5, 11))])
    bulky = add_monster(state, "bulky_red", (3, 12))
    clawer = add_monster(state, "clawer", (3, 14))
    state.heroes.append(make_hero(1, "brina", (5, 13)))
    moved = move(state)
    assert path(moved[bulky.id]) == [(3, 12), (4, 12), (5, 12)]
    assert clawer.cell == (4, 14)  # not Resolute: stops on becoming adjacent to Brina
    q = next(q for q in targets(state) if q.monster == bulky.id)
    assert q.target == "hero"


def test_ls_10_2_resolute_stops_at_the_magic_circle():
    state = board_state()
    bulky = add_monster(state, "bulky_red", (9, 12))
    moved = move(state)
    assert bulky.cell == (10, 12) and moved[bulky.id]["mp_left"] == 1


def test_ls_10_3_resolute_starting_in_a_target_area_does_not_move():
    state = board_state([make_hero(0, "aldric", (4, 11))])
    bulky = add_monster(state, "bulky_red", (3, 12))
    moved = move(state)
    assert bulky.cell == (3, 12) and bulky.id not in moved
    [q] = targets(state)
    assert (q.monster, q.target, q.target_id) == (bulky.id, "hero", 0)


def test_ls_10_4_fly_passes_over_a_low_obstacle():
    state = board_state()
    winged = add_monster(state, "winged", (2, 15))  # the rock on (3, 15)
    clawer = add_monster(state, "clawer", (2, 19), stunned_through=1)
    moved = move(state)
    assert path(moved[winged.id]) == [(2, 15), (3, 15), (4, 15), (5, 15), (6, 15)]
    assert winged.facing == "E" and clawer.cell == (2, 19)


def test_ls_10_5_flyer_stops_before_what_it_cannot_get_past():
    state = board_state()
    winged = add_monster(state, "winged", (2, 15))
    for x in (4, 5, 6):
        stunned(state, "clawer", (x, 15))
    # rock + 3 monsters: landing on (7, 15) needs 5 MP, the Winged has 4
    assert mp.move_path(state, winged) == [(2, 15)]
    state.monsters.pop()  # (6, 15) free again: rock and 2 monsters, landing on (6, 15) for 4 MP
    assert mp.move_path(state, winged) == [(2, 15), (3, 15), (4, 15), (5, 15), (6, 15)]


def explosion_state():
    heroes = [make_hero(0, "aldric", (4, 12)), make_hero(1, "corvin", (6, 11)), make_hero(2, "brina", (9, 9))]
    state = board_state(heroes)
    boomer = add_monster(state, "boomer", (5, 12))
    clawer = add_monster(state, "clawer", (4, 11), stunned_through=1)
    accursed = add_monster(state, "accursed", (6, 12), stunned_through=1)
    house = add_structure(state, "house", [(5, 13), (6, 13), (5, 14), (6, 14)])
    return state, boomer, clawer, accursed, house


def explode(state, q, events, victim):
    """Resolve the Boomer's attack `q`; the players choose `victim` to roll (LS-10.7)."""
    from rookraiders_desktop.engine.games.last_spell import choices
    from rookraiders_desktop.engine.games.last_spell.actions import Choose

    mp.resolve_attack(state, q, events)
    choices.apply(state, Choose(player=0, hero=0, option=victim.id), events)


def test_ls_10_6_explosion_attacks_the_whole_area_instead_of_the_normal_attack(recorder):
    state, boomer, _clawer, _accursed, house = explosion_state()
    [q] = targets(state)
    assert q.monster == boomer.id and q.target == "area"
    assert set(map(tuple, q.squares)) == {(4, 11), (5, 11), (6, 11), (4, 12), (6, 12), (4, 13), (5, 13), (6, 13)}
    events: list = []
    mp.resolve_attack(state, q, events)
    assert ("structure", house.id, 2) in recorder.calls  # LS-A19: the Boomer's printed damage
    assert [c for c in recorder.calls if c[0] == "hero"] == [
        ("hero", 0, 4, "explosion", False, 0),
        ("hero", 1, 4, "explosion", False, 0),
    ]
    assert "explosion" in [e.kind for e in events]


def test_LS_10_7_the_players_choose_the_monster_that_rolls_against_the_explosion(recorder):
    from rookraiders_desktop.engine.games.last_spell import choices
    from rookraiders_desktop.engine.games.last_spell.actions import Choose

    state, boomer, clawer, accursed, _house = explosion_state()
    [q] = targets(state)
    mp.resolve_attack(state, q, [])
    # two monsters in the Boomer's area: the players choose (the first hero in play's seat speaks)
    c = state.choice
    assert (c.kind, c.rule, c.hero, sorted(c.options)) == ("explosion", "LS-10.7", 0, sorted([clawer.id, accursed.id]))
    assert not [k for k in recorder.calls if k[0] in ("defend", "monster")] and boomer in state.monsters
    assert [a.option for a in choices.legal(state)] == c.options
    events: list = []
    choices.apply(state, Choose(player=0, hero=0, option=accursed.id), events)
    assert ("defend", accursed.id, ("no_dodge",)) in recorder.calls
    assert ("monster", accursed.id, 2) in recorder.calls  # the Boomer's damage on a hit
    assert not [k for k in recorder.calls if k[0] in ("defend", "monster") and k[1] == clawer.id]
    assert boomer not in state.monsters and state.choice is None  # LS-10.9 once the roll is done
    chosen = next(e for e in events if e.kind == "explosion_chosen")
    assert (chosen.args["hero"], chosen.args["monster"]) == (0, accursed.id)


def test_LS_10_7_a_lone_monster_in_the_area_rolls_without_a_choice(recorder):
    state, _boomer, clawer, accursed, _house = explosion_state()
    state.monsters.remove(accursed)
    [q] = targets(state)
    mp.resolve_attack(state, q, [])
    assert state.choice is None
    assert ("defend", clawer.id, ("no_dodge",)) in recorder.calls and ("monster", clawer.id, 2) in recorder.calls
    recorder.calls.clear()
    recorder.hit = False  # a miss: no damage
    state, _boomer, clawer, accursed, _house = explosion_state()
    state.monsters.remove(accursed)
    [q] = targets(state)
    mp.resolve_attack(state, q, [])
    assert [c for c in recorder.calls if c[0] == "monster"] == []


def test_ls_10_8_explosion_deals_4_to_heroes_armour_cannot_reduce(recorder):
    state, *_ = explosion_state()
    [q] = targets(state)
    mp.resolve_attack(state, q, [])
    heroes = [c for c in recorder.calls if c[0] == "hero"]
    assert {c[1] for c in heroes} == {0, 1}  # Brina on (9, 9) is outside the area
    assert all(c[2] == 4 and c[4] is False for c in heroes)


def test_ls_10_9_exploded_boomer_is_removed(recorder):
    state, boomer, clawer, *_ = explosion_state()
    [q] = targets(state)
    events: list = []
    explode(state, q, events, clawer)
    assert boomer not in state.monsters
    assert any(e.kind == "monster_removed" and e.args["monster"] == boomer.id for e in events)


def test_ls_10_10_mana_drain(recorder):
    state = board_state([make_hero(0, "corvin", (4, 12))])
    add_monster(state, "bulky_blue", (5, 12))
    [q] = targets(state)
    mp.resolve_attack(state, q, [])
    assert recorder.calls == [("hero", 0, 2, "bulky_blue", True, 2)]


# --- LS-11: the night and steps 1-2 -------------------------------------------------------------


def full_phase_state(**kw) -> GameState:
    sc = C.scenarios["gildenberg_1"]
    heroes = [make_hero(i, lo.hero, tuple(lo.start)) for i, lo in enumerate(sc.heroes)]
    return make_state(
        "gildenberg_1", heroes, town=True, spawn_piles={k: list(v) for k, v in sc.spawn_piles.items()}, **kw
    )


def test_ls_11_1_night_begins_with_a_monster_phase_then_the_hero_phase(recorder, hero_phase_calls):
    state = full_phase_state(forced=[0])
    events: list = []
    mp.start(state, events)
    assert (state.phase, state.monster_phase, state.step) == ("monster", 1, 1)
    for _ in range(50):
        if state.phase != "monster":
            break
        mp.advance(state, events)
    assert hero_phase_calls == [1] and state.phase == "hero"


def test_ls_11_2_night_ends_when_the_monsters_hp_is_at_most_the_heroes():
    state = make_state(
        "gildenberg_1",
        [make_hero(0, "aldric", (11, 10)), make_hero(1, "brina", (13, 11))],
        spawn_piles={"1": ["19"]},
        forced=[0],
    )
    state.monster_phase = 1
    events: list = []
    mp.start(state, events)  # the 2nd monster phase: the last card is revealed
    for _ in range(4):
        mp.advance(state, events)
    assert state.spawn_done
    assert [m.kind for m in state.monsters] == ["winged"]  # 1 HP left <= 2 heroes
    assert state.result is not None and state.result.rule == "LS-1.8"


def test_ls_11_3_six_steps_in_order(recorder, hero_phase_calls):
    state = full_phase_state(forced=[1])
    events: list = []
    mp.start(state, events)
    steps = []
    while state.phase == "monster":
        steps.append(state.step)
        mp.advance(state, events)
    assert steps[:6] == [1, 2, 3, 4, 5, 6]
    kinds = [e.kind for e in events]
    firsts = [
        kinds.index(k)
        for k in (
            "monster_phase",
            "panic_spread",
            "coin",
            "card_revealed",
            "monster_moved",
            "spawn_discarded",
            "monster_targets",
            "monster_phase_over",
        )
    ]
    assert firsts == sorted(firsts)


def test_ls_11_4_panic_spread_removes_a_flame_per_monster_in_town():
    state = board_state()
    state.panic = [1, 1, 1, 1, 2, 2, 2, 2]
    for cell in ((7, 12), (11, 7), (16, 11), (11, 15), (9, 13)):  # town sectors
        add_monster(state, "clawer", cell)
    add_monster(state, "clawer", (3, 12))  # outside
    add_monster(state, "clawer", (5, 11))  # outside: x 5 is west of the town's sector
    events: list = []
    mp.panic_spread(state, events)
    assert state.panic == [0, 0, 0, 0, 1, 2, 2, 2]
    assert events[0].args["count"] == 5 and events[0].args["removed"] == 5


def test_ls_11_5_fate_coin_sets_the_sidestep_direction():
    state = board_state(forced=[1])
    events: list = []
    mp.toss_coin(state, events)
    assert state.coin == "right" and events[0].args["side"] == "right"
    clawer = add_monster(state, "clawer", (2, 15))  # the rock on (3, 15): sidestep right of east = south
    move(state)
    assert clawer.cell == (4, 16)
    state = board_state(forced=[0])
    mp.toss_coin(state, [])
    clawer = add_monster(state, "clawer", (2, 15))
    move(state)
    assert state.coin == "left" and clawer.cell == (4, 14)


# --- LS-13: spawn ----------------------------------------------------------------------------


def spawn_state(piles: dict[str, list[str]], scenario: str = "gildenberg_1", phase: int = 1, coin="left"):
    state = make_state(scenario, [], spawn_piles=piles)
    state.monster_phase = phase
    state.coin = coin
    events: list = []
    mp.spawn(state, events)
    return state, events


def placed(state) -> dict[tuple[int, int], str]:
    return {m.cell: m.kind for m in state.monsters}


def test_ls_13_1_first_two_monster_phases_reveal_the_top_card_of_each_pile():
    state, _events = spawn_state({"1": ["01", "07"], "4": ["03", "09"]})
    assert state.revealed == [("1", "01"), ("4", "03")] and state.spawn_piles == {"1": ["07"], "4": ["09"]}
    assert not state.spawn_done
    state.monster_phase = 2
    state.revealed = []
    mp.spawn(state, [])
    assert state.revealed == [("1", "07"), ("4", "09")] and state.spawn_done
    state.monster_phase = 3
    state.spawn_piles = {"1": ["02"]}
    state.revealed = []
    mp.spawn(state, [])
    assert state.revealed == [] and state.spawn_piles == {"1": ["02"]}


def test_ls_13_2_monster_on_the_square_under_each_icon():
    state, _ = spawn_state({"1": ["01"], "4": ["03"], "5": ["06"]})
    assert placed(state) == {
        # card 01 on position 1 (fog x 0-1, y 6-9, toward the east: row 0 is x 0, column 0 is y 6)
        (0, 7): "archer",
        (1, 6): "clawer",
        (1, 8): "runner",
        (1, 9): "clawer",
        # card 03 on position 4 (x 14-17, y 22-23, toward the north: row 0 is y 23, column 0 is x 14)
        (14, 23): "archer",
        (17, 23): "armored",
        (15, 22): "clawer",
        (16, 22): "runner",
        # card 06 on position 5 (x 22-23, y 14-17, toward the west: row 0 is x 23, column 0 is y 17)
        (22, 16): "winged",
        (22, 15): "clawer",
    }


def test_ls_13_3_only_active_colours_spawn():
    state, _ = spawn_state({"1": ["01"]})  # its Boomer icon is yellow: Gildenberg spawns green only
    assert "boomer" not in placed(state).values() and len(state.monsters) == 4
    state, _ = spawn_state({"1": ["19"]})  # green Winged, red Clawer, special Alerion
    assert list(placed(state).values()) == ["winged"]


def test_ls_13_4_special_icons_only_when_the_boss_asks():
    state, _ = spawn_state({"1": ["17"]}, scenario="gildenberg_3")
    assert placed(state)[(1, 7)] == "alerion" and state.boss.alerions_spawned == 1
    state, _ = spawn_state({"1": ["17"]}, scenario="gildenberg_1")
    assert (1, 7) not in placed(state) and state.boss.alerions_spawned == 0


def test_ls_13_5_bulky_icon_spawns_the_kind_of_its_base_colour():
    state, events = spawn_state({"4": ["08"]})
    assert placed(state) == {(15, 23): "bulky_green", (14, 22): "clawer"}
    assert [e.args["monster_kind"] for e in events if e.kind == "spawned"] == ["bulky_green", "clawer"]


def test_ls_13_2_occupied_icon_square_follows_the_coin_in_the_fog():
    # LS-A54: the nearest empty fog square along the card's row in the coin's direction
    state = make_state("gildenberg_1", [], spawn_piles={"4": ["08"]})
    state.monster_phase, state.coin = 1, "left"
    add_monster(state, "clawer", (15, 23))
    mp.spawn(state, [])
    assert placed(state)[(14, 23)] == "bulky_green"  # left of a monster facing north: west
    state = make_state("gildenberg_1", [], spawn_piles={"4": ["08"]})
    state.monster_phase, state.coin = 1, "right"
    add_monster(state, "clawer", (15, 23))
    mp.spawn(state, [])
    assert placed(state)[(16, 23)] == "bulky_green"


def test_ls_13_7_revealed_cards_are_discarded_after_movement():
    state = full_phase_state(forced=[0])
    events: list = []
    mp.start(state, events)
    for _ in range(4):
        mp.advance(state, events)
    assert state.step == 5 and len(state.revealed) == 3
    mp.advance(state, events)
    assert state.revealed == []
    discarded = next(e for e in events if e.kind == "spawn_discarded")
    assert discarded.args["cards"] == ["01", "03", "06"]
    assert [e.kind for e in events].index("spawn_discarded") > max(
        i for i, e in enumerate(events) if e.kind == "monster_moved"
    )


# --- LS-14: movement --------------------------------------------------------------------------


def test_ls_14_1_spawned_monsters_face_the_town():
    state, _ = spawn_state({"1": ["01"], "4": ["03"], "5": ["06"]})
    facing = {m.cell: m.facing for m in state.monsters}
    assert facing[(0, 7)] == facing[(1, 9)] == "E"
    assert facing[(14, 23)] == facing[(16, 22)] == "N"
    assert facing[(22, 16)] == facing[(22, 15)] == "W"


def test_ls_14_2_turns_to_the_arrow_of_the_end_square():
    state = board_state()
    clawer = add_monster(state, "clawer", (2, 4))  # row 4: arrows east up to x 4, south from x 5
    moved = move(state)
    assert clawer.cell == (5, 4) and clawer.facing == "S" and moved[clawer.id]["facing"] == "S"


def test_ls_14_3_straight_ahead_up_to_its_mp():
    state = board_state()
    clawer = add_monster(state, "clawer", (3, 12))
    moved = move(state)
    assert path(moved[clawer.id]) == [(3, 12), (4, 12), (5, 12), (6, 12)]


def test_ls_14_4_keeps_the_start_arrow_during_the_move():
    state = board_state()
    runner = add_monster(state, "runner", (2, 4))  # passes (5, 4) and (6, 4), whose arrows point south
    moved = move(state)
    assert path(moved[runner.id]) == [(2, 4), (3, 4), (4, 4), (5, 4), (6, 4), (7, 4)]
    assert runner.facing == "S"


def test_LS_14_5_clockwise_from_the_west_lane_nearest_the_cliff():
    # Gildenberg: the cliff is north (LSD-1). The turn begins at the west side's lane nearest the
    # cliff that holds a monster (row 6), then goes clockwise as a clock's hand seen from above:
    # the north side west to east, the east side north to south, the south side east to west, and
    # last the rest of the west side, south to north
    state = board_state()
    cells = [(20, 6), (15, 19), (3, 16), (11, 3), (8, 20), (20, 16), (3, 6)]
    ms = {c: add_monster(state, "clawer", c) for c in cells}
    order = [m.cell for m in mp.processing_order(state)]
    assert order == [(3, 6), (11, 3), (20, 6), (20, 16), (15, 19), (8, 20), (3, 16)]
    events: list = []
    mp.move_all(state, events)
    assert [e.args["monster"] for e in events if e.kind == "monster_moved"] == [ms[c].id for c in order]


def test_LS_14_5_with_the_cliff_south_the_whole_west_side_goes_first(monkeypatch):
    # the same rule on a board whose cliff lay south: the west side's lane nearest the cliff is its
    # southernmost, and the clockwise turn takes the west side south to north, then north, east, south
    state = board_state()
    for c in [(20, 6), (15, 19), (3, 16), (11, 3), (8, 20), (20, 16), (3, 6)]:
        add_monster(state, "clawer", c)
    bd = C.boards["gildenberg"].model_copy(update={"order_start_end": "S"})
    monkeypatch.setattr(mp, "board_def", lambda state: bd)
    order = [m.cell for m in mp.processing_order(state)]
    assert order == [(3, 16), (3, 6), (11, 3), (20, 6), (20, 16), (15, 19), (8, 20)]


def test_ls_14_6_in_a_column_nearest_the_circle_first():
    state = board_state()
    far = add_monster(state, "clawer", (3, 12))
    near = add_monster(state, "clawer", (6, 12))
    north = add_monster(state, "clawer", (2, 11))
    assert [m.id for m in mp.processing_order(state)] == [north.id, near.id, far.id]
    move(state)
    assert near.cell == (9, 12) and far.cell == (6, 12)  # the near one made room first


def test_ls_14_7_stops_on_becoming_adjacent_to_a_structure_hero_or_circle():
    state = board_state([make_hero(0, "aldric", (5, 15))])
    by_hero = add_monster(state, "clawer", (2, 16))
    by_house = add_monster(state, "clawer", (2, 12))
    add_structure(state, "house", [(5, 10), (6, 10), (5, 11), (6, 11)])
    by_circle = add_monster(state, "clawer", (8, 12))
    moved = move(state)
    assert by_hero.cell == (4, 16) and moved[by_hero.id]["mp_left"] == 1  # (5, 15) diagonal: LS-A5
    assert by_house.cell == (4, 12) and moved[by_house.id]["mp_left"] == 1
    assert by_circle.cell == (10, 12) and moved[by_circle.id]["mp_left"] == 1


def test_ls_14_7_ranged_monster_stops_with_a_target_in_range_ahead():
    # LS-A9: the Archer (Ranged 4) stops as soon as the hero 4 squares ahead is in range
    state = board_state([make_hero(0, "brina", (8, 12))])
    archer = add_monster(state, "archer", (2, 12))
    moved = move(state)
    assert archer.cell == (4, 12) and moved[archer.id]["mp_left"] == 0
    state = board_state([make_hero(0, "brina", (6, 12))])
    archer = add_monster(state, "archer", (1, 16))
    add_monster(state, "archer", (2, 12))
    moved = move(state)
    assert state.monsters[1].cell == (2, 12) and state.monsters[1].id not in moved  # in range from the start


def test_ls_14_8_passes_over_a_monster_with_enough_mp():
    state = board_state()
    rear = add_monster(state, "clawer", (2, 12))
    stunned(state, "clawer", (3, 12))
    moved = move(state)
    assert path(moved[rear.id]) == [(2, 12), (3, 12), (4, 12), (5, 12)]
    state = board_state()
    rear = add_monster(state, "clawer", (2, 12))
    for x in (3, 4, 5):
        stunned(state, "clawer", (x, 12))
    moved = move(state)
    assert rear.cell == (2, 12) and rear.id not in moved  # 3 monsters ahead: 4 MP needed to land


def test_ls_14_9_sidesteps_an_obstacle_in_the_coins_direction_for_1_mp():
    state = board_state(coin="left")
    clawer = add_monster(state, "clawer", (2, 15))  # the rock on (3, 15)
    moved = move(state)
    assert path(moved[clawer.id]) == [(2, 15), (2, 14), (3, 14), (4, 14)]  # left of east is north
    assert moved[clawer.id]["mp_left"] == 0


def test_ls_14_10_after_the_sidestep_straight_on_in_the_same_facing():
    state = board_state(coin="right")
    runner = add_monster(state, "runner", (2, 15))
    moved = move(state)
    assert path(moved[runner.id]) == [(2, 15), (2, 16), (3, 16), (4, 16), (5, 16), (6, 16)]
    assert runner.facing == "E"


def test_ls_14_11_coin_side_blocked_sidesteps_the_other_way():
    state = board_state(coin="left")
    clawer = add_monster(state, "clawer", (2, 15))
    stunned(state, "armored", (2, 14))
    moved = move(state)
    assert path(moved[clawer.id]) == [(2, 15), (2, 16), (3, 16), (4, 16)]


def test_ls_14_12_no_sidestep_possible_stops():
    state = board_state(coin="left")
    clawer = add_monster(state, "clawer", (2, 15))
    stunned(state, "armored", (2, 14))
    stunned(state, "armored", (2, 16))
    moved = move(state)
    assert clawer.cell == (2, 15) and clawer.id not in moved


def test_ls_14_13_leaving_the_fog_with_a_monster_ahead_sidesteps():
    state = board_state(coin="right")
    clawer = add_monster(state, "clawer", (1, 12))
    stunned(state, "armored", (2, 12))
    moved = move(state)
    assert path(moved[clawer.id])[:2] == [(1, 12), (1, 13)]  # right of east: south


def test_ls_14_14_fog_sidesteps_cost_no_mp():
    state = board_state(coin="left")
    clawer = add_monster(state, "clawer", (1, 12))
    stunned(state, "armored", (2, 12))
    moved = move(state)
    assert path(moved[clawer.id]) == [(1, 12), (1, 11), (2, 11), (3, 11), (4, 11)]
    assert moved[clawer.id]["mp_left"] == 0


def test_ls_14_15_in_the_fog_an_obstacle_also_follows_the_coin():
    # the cliff ahead of (1, 3): north (the coin) is the cliff too, so it slides south, for free
    state = board_state(coin="left")
    clawer = add_monster(state, "clawer", (1, 3))
    moved = move(state)
    assert path(moved[clawer.id]) == [(1, 3), (1, 4), (2, 4), (3, 4), (4, 4)]


def test_ls_14_16_never_stops_in_the_fog_to_attack():
    state = board_state([make_hero(0, "aldric", (2, 13))])
    clawer = add_monster(state, "clawer", (1, 12))  # next to Aldric (diagonally) but in the fog
    move(state)
    assert clawer.cell == (2, 12)
    # stuck in the fog next to a hero: no attack (LS-A16)
    state = board_state([make_hero(0, "aldric", (2, 12))])
    clawer = add_monster(state, "clawer", (1, 12))
    stunned(state, "armored", (1, 11))
    stunned(state, "armored", (1, 13))
    move(state)
    assert clawer.cell == (1, 12)
    assert targets(state) == []


def test_ls_19_2_water_slows_a_walking_monster():
    # no water on Gildenberg: the rule is exercised by turning one square into water for the test
    state = board_state()
    clawer = add_monster(state, "clawer", (3, 12))
    bd = C.boards["gildenberg"]
    rows = list(bd.rows)
    rows[12] = rows[12][:3] + "w" + rows[12][4:]
    wet = bd.model_copy(update={"rows": tuple(rows)})
    board = Board(state)
    board.bd = wet
    events: list = []
    mp.move_monster(state, board, clawer, events)
    assert clawer.cell == (4, 12)  # 3 MP - 2, at least 1


# --- LS-15: attacks ---------------------------------------------------------------------------


def test_ls_15_1_the_attack_step_resolves_every_queued_attack(recorder, hero_phase_calls):
    state = board_state([make_hero(0, "aldric", (4, 12)), make_hero(1, "corvin", (8, 17))])
    state.step = 6
    add_monster(state, "clawer", (5, 12))
    add_monster(state, "armored", (8, 18))
    mp.choose_targets(state, [])
    assert len(state.flow.queue) == 2
    events: list = []
    mp.advance(state, events)
    assert len(state.flow.queue) == 1 and len(recorder.calls) == 1
    mp.advance(state, events)
    mp.advance(state, events)
    assert [c[:3] for c in recorder.calls] == [("hero", 0, 1), ("hero", 1, 1)]  # west side before south
    assert hero_phase_calls == [1]


def test_ls_15_2_damage_to_a_hero_goes_through_the_armour_queue(recorder):
    state = board_state([make_hero(0, "aldric", (4, 12))])
    add_monster(state, "clawer", (5, 12))
    [q] = targets(state)
    events: list = []
    mp.resolve_attack(state, q, events)
    assert recorder.calls == [("hero", 0, 1, "clawer", True, 0)]
    attack = next(e for e in events if e.kind == "monster_attacks")
    assert attack.args["target"] == "hero" and attack.args["to"] == [4, 12] and attack.args["damage"] == 1


def test_ls_15_3_damage_to_a_structure(recorder):
    state = board_state()
    add_monster(state, "clawer", (5, 12))
    house = add_structure(state, "house", [(6, 12), (7, 12), (6, 13), (7, 13)])
    [q] = targets(state)
    mp.resolve_attack(state, q, [])
    assert recorder.calls == [("structure", house.id, 1)]


def test_ls_15_4_damage_to_the_magic_circle(recorder):
    state = board_state()
    add_monster(state, "bulky_red", (10, 12))
    [q] = targets(state)
    mp.resolve_attack(state, q, [])
    assert recorder.calls == [("circle", 2)]


def test_ls_15_5_accursed_area_attack_hits_every_hero_and_structure(recorder):
    state = board_state(
        [make_hero(0, "aldric", (4, 12)), make_hero(1, "corvin", (6, 11)), make_hero(2, "brina", (9, 9))]
    )
    add_monster(state, "accursed", (5, 12))
    house = add_structure(state, "house", [(5, 13), (6, 13), (5, 14), (6, 14)])
    add_monster(state, "clawer", (4, 11), stunned_through=1)
    [q] = targets(state)
    assert q.target == "area"
    mp.resolve_attack(state, q, [])
    assert recorder.calls == [
        ("hero", 0, 1, "accursed", True, 2),
        ("hero", 1, 1, "accursed", True, 2),
        ("structure", house.id, 1),
    ]


def test_ls_15_6_targets_chosen_first_and_kept(recorder):
    state = board_state()
    far = add_monster(state, "bulky_red", (5, 12))
    near = add_monster(state, "clawer", (8, 12))  # nearer the circle: first in the order
    house = add_structure(state, "house", [(6, 12), (7, 12), (6, 13), (7, 13)], damage=3)  # 1 left
    events: list = []
    mp.choose_targets(state, events)
    assert [(q.monster, q.target_id) for q in state.flow.queue] == [(near.id, house.id), (far.id, house.id)]
    state.step = 6
    mp.advance(state, events)
    assert house not in state.structures
    mp.advance(state, events)  # the Bulky keeps its target: its attack is lost, not turned elsewhere
    assert recorder.calls == [("structure", house.id, 1)]
    assert any(e.kind == "attack_lost" and e.args["monster"] == far.id for e in events)


def test_ls_15_7_the_hero_phase_begins_when_the_attacks_are_done(recorder, hero_phase_calls):
    state = board_state()
    state.step = 6
    events: list = []
    mp.choose_targets(state, events)
    mp.advance(state, events)
    assert hero_phase_calls == [1] and state.step == 0
    assert events[-1].kind == "monster_phase_over"


# --- worked examples ------------------------------------------------------------------------


def test_ls_ex3_ranged_4_attacks_the_first_target_within_4_squares():
    state = board_state([make_hero(0, "brina", (7, 12))])
    archer = add_monster(state, "archer", (3, 12), facing="E")
    assert C.monsters["archer"].range == 4
    [q] = targets(state)
    assert (q.monster, q.target, q.target_id) == (archer.id, "hero", 0)  # 4 squares ahead
    state.heroes[0].cell = (8, 12)
    assert targets(state) == []  # 5 squares: out of range
    house = add_structure(state, "house", [(5, 12), (6, 12), (5, 13), (6, 13)])
    state.heroes[0].cell = (7, 12)
    [q] = targets(state)
    assert (q.target, q.target_id) == ("structure", house.id)  # the first found along the facing


def test_ls_ex6_two_clawers_move_in_order_straight_then_turn():
    state = board_state()
    blue = add_monster(state, "clawer", (7, 14))
    yellow = add_monster(state, "clawer", (5, 16))
    assert [m.id for m in mp.processing_order(state)] == [blue.id, yellow.id]
    events: list = []
    mp.move_all(state, events)
    moves = [e.args for e in events if e.kind == "monster_moved"]
    assert [m["monster"] for m in moves] == [blue.id, yellow.id]
    assert path(moves[0]) == [(7, 14), (8, 14), (9, 14), (10, 14)]  # east all the way ...
    assert blue.facing == "N"  # ... then the arrow of (10, 14)
    assert path(moves[1]) == [(5, 16), (6, 16), (7, 16), (8, 16)] and yellow.facing == "N"


def test_ls_ex7_archer_in_the_fog_sidesteps_free_then_stops_by_the_hero():
    state = board_state([make_hero(0, "aldric", (2, 12))], coin="left")
    archer = add_monster(state, "archer", (1, 12))
    assert C.monsters["archer"].mp == 2
    moved = move(state)
    assert path(moved[archer.id]) == [(1, 12), (1, 11), (2, 11)]  # point 0 -> point 1 (free) -> out of the fog
    assert moved[archer.id]["mp_left"] == 1 and archer.facing == "E"


# --- with combat.py itself ------------------------------------------------------------------


def test_ls_15_2_wounds_and_mana_drain_with_combat():
    from rookraiders_desktop.engine.games.last_spell import combat

    state = board_state([make_hero(0, "corvin", (4, 12))])
    add_monster(state, "bulky_blue", (5, 12))
    [q] = targets(state)
    events: list = []
    mp.resolve_attack(state, q, events)
    assert [(i.hero, i.amount, i.source, i.armour_allowed, i.mana_drain) for i in state.damage_queue] == [
        (0, 2, "bulky_blue", True, 2)
    ]
    combat.resolve_damage(state, events)
    corvin = state.heroes[0]
    assert (corvin.wounds, corvin.mana) == (2, C.heroes["corvin"].mana - 2)


def test_ls_15_3_flames_on_structures_with_combat():
    state = board_state()
    state.panic = [1, 1, 2]
    add_monster(state, "bulky_red", (5, 12))
    add_monster(state, "clawer", (5, 16))
    house = add_structure(state, "house", [(6, 12), (7, 12), (6, 13), (7, 13)])
    wall = add_structure(state, "stone_wall", [(6, 16), (6, 17)])
    for q in targets(state):
        mp.resolve_attack(state, q, [])
    assert (house.damage, wall.damage) == (2, 1)
    assert state.panic == [0, 0, 2]  # the house's 2 flames from the left of the track, the wall's from the box


def test_ls_15_4_mages_lost_with_combat():
    state = board_state()
    state.mages = 2
    add_monster(state, "bulky_red", (10, 12))
    events: list = []
    [q] = targets(state)
    mp.resolve_attack(state, q, events)
    assert state.mages == 0
    assert state.result is not None and state.result.rule == "LS-1.7"


def test_ls_10_7_no_dodge_turns_a_dodge_into_a_hit_with_combat():
    state, boomer, clawer, accursed, _house = explosion_state()
    state.rng.forced = [3]  # the Clawer's blue die: face 3 is dodge + stun, a hit against No-dodge
    assert C.dice["blue"].faces[3] == "dodge_stun"
    events: list = []
    [q] = targets(state)
    explode(state, q, events, clawer)
    assert clawer not in state.monsters and accursed.wounds == 0 and boomer not in state.monsters
    roll = next(e for e in events if e.kind == "defence_roll")
    assert roll.args["monster"] == clawer.id and roll.args["hit"] is True
    assert [(i.hero, i.amount, i.armour_allowed) for i in state.damage_queue] == [(0, 4, False), (1, 4, False)]


def test_every_monster_phase_event_text_fills_from_its_args():
    """The log templates of this module (monster_phase.EVENT_TEXT) name only args its events carry."""
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.engine.games.last_spell.bot import GreedyBot
    from rookraiders_desktop.engine.games.last_spell.rules import GAME

    seen: dict[str, dict] = {}
    for scenario, seed in (("gildenberg_3", 1), ("gildenberg_2", 2)):
        state = GAME.new_game(
            Setup(seats=[SeatSetup(name="A"), SeatSetup(name="B")], options={"scenario": scenario}), seed
        )
        bots = [GreedyBot(seed), GreedyBot(seed + 1)]
        events = list(state.opening_events)
        for _ in range(3000):
            if GAME.result(state) is not None:
                break
            p = GAME.to_move(state)[0]
            events += GAME.apply(state, bots[p].choose(GAME, state, GAME.legal_actions(state, p), bots[p].rng))
        for e in events:
            if e.kind in mp.EVENT_TEXT:
                seen.setdefault(e.kind, e.args)
    assert {
        "monster_phase",
        "panic_spread",
        "coin",
        "harpy_screech",
        "card_revealed",
        "spawned",
        "monster_moved",
        "spawn_discarded",
        "monster_targets",
        "monster_attacks",
        "monster_phase_over",
        "alerion_killed",
        "harpy_arrives",
        "dive_bomb",
    } <= set(seen)
    for kind, args in seen.items():
        params = {**args, "monster_text": args.get("monster_kind", "")}
        mp.EVENT_TEXT[kind].format(**params)  # KeyError if a placeholder has no arg
