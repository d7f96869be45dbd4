"""Lakeburg (LS-19.1-19.5: water) and its boss, the Rotting Whale-Dragon Cetusia (LS-20), with the
rulings LS-A25, A26, A27, A36, A56 and this app's LSL-*. On the Lakeburg board (24 x 24, fog 2 deep
all round) the north lake covers rows 3-7 around the town's north arm and the south lake rows
18-20 (x 8-15); the magic circle is (11-12, 11-12). The Cetusia cards (bosses.json):
C1 head (11-12, 4-5) facing S from (12, 5), tail (11-12, 19-20) facing N from (11, 19);
C2 head (10-11, 19-20) facing N from (10, 19), tail (13-14, 4-5) facing S from (14, 5);
C3 head (6-7, 5-6) and tail (16-17, 5-6), both facing S; C4 head (13-14, 19-20), tail (9-10, 19-20),
both facing N. Squares are (x, y), x from the west, y from the north."""

from __future__ import annotations

import pytest

from rookraiders_desktop.engine.core.game import Event, SeatSetup, Setup
from rookraiders_desktop.engine.core.session import Session, session_from_save, state_hash
from rookraiders_desktop.engine.games.last_spell import cetusia, combat, hero_phase
from rookraiders_desktop.engine.games.last_spell import monster_phase as mp
from rookraiders_desktop.engine.games.last_spell.actions import Attack, FlipToken, Move
from rookraiders_desktop.engine.games.last_spell.geometry import Board, footprint, terrain
from rookraiders_desktop.engine.games.last_spell.rules import GAME
from rookraiders_desktop.engine.games.last_spell.text import describe_event

from .ls_helpers import C, add_monster, add_structure, hero_turn, make_hero, make_state, pin

LAKE = C.boards["lakeburg"]
C1_HEAD = [(11, 4), (12, 4), (11, 5), (12, 5)]
C1_TAIL = [(11, 19), (12, 19), (11, 20), (12, 20)]
SKULL_BASH_C1 = [(12, 6), (11, 6), (12, 7), (11, 7), (12, 8), (11, 8)]
TIDAL_ASSAULT_C1 = [
    (9, 18),
    (10, 18),
    (11, 18),
    (12, 18),
    (13, 18),
    (14, 18),
    (9, 17),
    (10, 17),
    (11, 17),
    (12, 17),
    (13, 17),
    (14, 17),
]


def do(state, action):
    events: list = []
    hero_phase.apply(state, action, events)
    return events


# --- helpers --------------------------------------------------------------------------------------


def night3(heroes=(), **kw):
    state = make_state("lakeburg_3", list(heroes), **kw)
    state.phase = "monster"
    return state


def boss_step(state, deck=("C1", "C2", "C3", "C4"), phase=2, coin=0) -> list[Event]:
    """Begin monster phase `phase` with the Cetusia deck `deck` (top first; None: leave it) and do
    steps 1-3 (panic, coin, boss)."""
    if deck is not None:
        state.boss.deck = list(deck)
    state.monster_phase = phase - 1
    state.rng.forced.insert(0, coin)
    events: list = []
    mp.start(state, events)
    for _ in range(3):
        mp.advance(state, events)
    return events


def choose(state) -> list:
    """The attack step's queue (LS-15.6), chosen now (no movement)."""
    state.step = 6
    mp.choose_targets(state, [])
    return state.flow.queue


def resolve_next(state) -> list[Event]:
    """Resolve the first queued attack through the monster phase (step 6)."""
    events: list = []
    mp.advance(state, events)
    return events


def head(state):
    return cetusia.part_monster(state, "head")


def tail(state):
    return cetusia.part_monster(state, "tail")


def incoming(state) -> list[tuple[int, int, str]]:
    return [(i.hero, i.amount, i.source) for i in state.damage_queue]


def kinds(events) -> list[str]:
    return [e.kind for e in events]


# --- LS-19: water ---------------------------------------------------------------------------------


def test_ls_19_1_water_is_terrain_that_figures_stand_on_and_cross():
    assert terrain(LAKE, (9, 3)) == "w" and terrain(LAKE, (12, 19)) == "w"
    state = make_state("lakeburg_1", [make_hero(0, "aldric", (8, 3))])
    assert Board(state).empty((9, 3))  # not an obstacle (LS-3.2)
    hero_turn(state)
    do(state, FlipToken(player=0, hero=0, token=0))  # 3 MP on dry land
    do(state, Move(player=0, hero=0, to=(10, 3)))  # into the lake: water costs no more to enter
    assert state.heroes[0].cell == (10, 3) and state.heroes[0].mp == 1


def test_ls_19_2_a_monster_starting_on_water_moves_2_fewer_but_at_least_1():
    state = make_state("lakeburg_1")
    state.phase, state.monster_phase = "monster", 1
    wet_clawer = add_monster(state, "clawer", (12, 19))  # water, facing north: MP 3 - 2
    wet_archer = add_monster(state, "archer", (9, 19))  # water: MP 2 - 2 = 0, at least 1
    wet_runner = add_monster(state, "runner", (14, 18))  # water: MP 5 - 2
    dry_clawer = add_monster(state, "clawer", (5, 19))  # dry land, facing north: all 3
    into_water = add_monster(state, "clawer", (13, 21))  # starts dry and walks into the lake (LS-A36)
    assert {m.facing for m in (wet_clawer, wet_archer, wet_runner, dry_clawer, into_water)} == {"N"}
    mp.move_all(state, [])
    assert wet_clawer.cell == (12, 18)
    assert wet_archer.cell == (9, 18)
    assert wet_runner.cell == (14, 15)
    assert dry_clawer.cell == (5, 16)
    assert into_water.cell == (13, 18)


def test_ls_19_2_a_hero_starting_on_water_gets_2_fewer_mp_but_at_least_1():
    state = hero_turn(make_state("lakeburg_1", [make_hero(0, "brina", (9, 3))]))  # tokens 4, 3, 2
    h = state.heroes[0]
    do(state, FlipToken(player=0, hero=0, token=0))
    assert h.mp == 2  # 4 - 2
    do(state, FlipToken(player=0, hero=0, token=2))
    assert h.mp == 3  # 2 - 2 = 0, at least 1


def test_ls_19_3_the_water_penalty_applies_to_each_movement_token_flipped_on_water():
    state = hero_turn(make_state("lakeburg_1", [make_hero(0, "aldric", (9, 3))]))  # tokens 3, 3, 2
    h = state.heroes[0]
    events = do(state, FlipToken(player=0, hero=0, token=0))
    assert h.mp == 1 and events[-1].args["value"] == 1  # 3 - 2, on water
    do(state, Move(player=0, hero=0, to=(8, 3)))  # out of the lake with that 1 MP
    do(state, FlipToken(player=0, hero=0, token=1))
    assert h.mp == 3  # flipped on dry land: the full 3 (LS-A36: judged when the token is flipped)
    do(state, Move(player=0, hero=0, to=(9, 3)))
    do(state, Move(player=0, hero=0, to=(10, 3)))
    assert h.mp == 1  # entering the water mid-move does not change the token
    do(state, FlipToken(player=0, hero=0, token=2))
    assert h.mp == 2  # 1 left + (2 - 2, at least 1)


def test_ls_19_4_flyers_ignore_the_water_penalty():
    state = make_state("lakeburg_1")
    state.phase, state.monster_phase = "monster", 1
    winged = add_monster(state, "winged", (12, 19))  # MP 4, Fly, on water facing north
    walker = add_monster(state, "runner", (9, 19))  # MP 5, on water: 3
    mp.move_all(state, [])
    assert winged.cell == (12, 15)
    assert walker.cell == (9, 16)


def test_ls_19_5_every_lakeburg_night_is_played_on_the_board_with_two_lakes():
    for night in (1, 2, 3):
        state = GAME.new_game(Setup(seats=[SeatSetup(name="A")], options={"scenario": f"lakeburg_{night}"}), 1)
        assert state.board == "lakeburg" and state.night == night
    north = {(x, y) for y in range(3, 8) for x in range(24) if terrain(LAKE, (x, y)) == "w"}
    south = {(x, y) for y in range(18, 21) for x in range(24) if terrain(LAKE, (x, y)) == "w"}
    assert len(north) == 40 and len(south) == 20
    assert sum(row.count("w") for row in LAKE.rows) == len(north) + len(south)


# --- LS-20: Cetusia -------------------------------------------------------------------------------


def test_ls_20_1_head_and_tail_are_two_monsters_of_8_and_6_hp():
    state = night3([make_hero(0, "aldric", (5, 12))])
    events = boss_step(state)
    h, t = head(state), tail(state)
    assert (h.kind, t.kind) == ("cetusia_head", "cetusia_tail") and h.id != t.id
    assert sorted(footprint(h.cell, (2, 2))) == sorted(C1_HEAD) and sorted(footprint(t.cell, (2, 2))) == sorted(C1_TAIL)
    assert combat.damage_monster(state, h, 7, events) is False and state.boss.form == 1
    assert combat.damage_monster(state, t, 5, events) is False and state.boss.form == 1
    assert (h.wounds, t.wounds) == (7, 5)
    combat.damage_monster(state, h, 1, events)  # the 8th: the head is beaten
    assert state.boss.form == 2


def test_ls_20_2_orange_in_form_1_orange_and_blue_in_form_2():
    state = night3([make_hero(0, "aldric", (11, 18), weapons=["short_sword"])])
    boss_step(state)
    h, t = head(state), tail(state)
    pin(state, ("orange", "hit"))
    assert combat.defend(state, h).colours == ["orange"]
    state.boss.form = 2
    pin(state, ("orange", "hit"), ("blue", "miss"))
    roll = combat.defend(state, t)
    assert roll.colours == ["orange", "blue"] and not roll.hit  # LS-9.10: both dice must hit
    # a hero's attack rolls the form's dice too
    hero_turn(state)
    pin(state, ("orange", "hit"), ("blue", "hit"))
    events = do(state, Attack(player=0, hero=0, weapon=0, mode="slash", targets=((11, 19),)))
    roll = next(e for e in events if e.kind == "defence_roll")
    assert roll.args["colours"] == ["orange", "blue"] and roll.args["monster"] == t.id and t.wounds == 1


def test_ls_20_3_cetusia_attacks_before_all_other_monsters_head_first():
    state = night3([make_hero(0, "aldric", (5, 12)), make_hero(1, "brina", (11, 7))])
    boss_step(state)
    clawer = add_monster(state, "clawer", (4, 12))  # west of Aldric: first in the processing order
    queue = choose(state)
    assert [(q.target, q.monster) for q in queue] == [
        ("boss", head(state).id),
        ("boss", tail(state).id),
        ("hero", clawer.id),
    ]
    events = resolve_next(state)
    assert [e.args["part"] for e in events if e.kind == "cetusia_attack"] == ["head"]
    assert incoming(state) == [(1, 2, "cetusia_head")]  # Brina in the Skull Bash
    state.damage_queue.clear()
    events = resolve_next(state)
    assert [e.args["part"] for e in events if e.kind == "cetusia_attack"] == ["tail"]
    events = resolve_next(state)
    assert incoming(state) == [(0, 1, "clawer")]


def test_ls_20_4_cetusia_damage_is_monster_melee_damage_armour_and_defence_up_apply():
    brina = make_hero(1, "brina", (11, 7), armour=["cloth_armor"])
    brina.defence_up = True
    state = night3([make_hero(0, "aldric", (5, 12)), brina])
    boss_step(state)
    choose(state)
    events = resolve_next(state)
    assert "defence_up_used" in kinds(events)  # LS-16.10: it is monster damage (LS-A26)
    [inc] = state.damage_queue
    assert (inc.hero, inc.amount, inc.armour_allowed, inc.source) == (1, 1, True, "cetusia_head")
    assert len(combat.legal_armour_actions(state)) > 1  # the player may use armour against it


def test_ls_20_5_the_card_gives_each_part_its_attack_mode_per_form():
    state = night3([make_hero(0, "aldric", (5, 12))])
    boss_step(state)  # C1
    assert [q.name for q in choose(state)] == ["skull_bash_f1", "tidal_assault_f1"]
    state.boss.form = 2
    queue = choose(state)
    assert [q.name for q in queue] == ["water_catapult_f2", "tidal_incursion_f2"]
    assert sorted(queue[0].squares) == sorted((x, y) for x in range(10, 14) for y in (9, 10))
    assert sorted(queue[1].squares) == sorted((x, y) for x in (11, 12) for y in range(14, 19))
    state = night3([make_hero(0, "aldric", (5, 12))])
    boss_step(state, deck=("C3",))
    assert [q.name for q in choose(state)] == ["skull_bash_f1", "tidal_incursion_f1"]


def test_ls_20_6_skull_bash_deals_2_to_every_hero_monster_and_structure_in_its_area():
    state = night3([make_hero(0, "aldric", (11, 7)), make_hero(1, "brina", (10, 7))])
    boss_step(state)  # C1: the head from (12, 5) facing south
    bulky = add_monster(state, "bulky_green", (12, 8))
    clawer = add_monster(state, "clawer", (12, 7))
    wall = add_structure(state, "stone_wall", [(11, 6), (12, 6)])
    queue = choose(state)
    assert queue[0].name == "skull_bash_f1" and sorted(queue[0].squares) == sorted(SKULL_BASH_C1)
    state.rng.forced = []
    counter = state.rng.counter
    events = resolve_next(state)
    attack = next(e for e in events if e.kind == "cetusia_attack")
    assert (attack.args["attack"], attack.args["damage"], attack.args["heroes"]) == ("skull_bash_f1", 2, [0])
    assert incoming(state) == [(0, 2, "cetusia_head")]  # Brina on (10, 7) is outside
    assert bulky.wounds == 2 and clawer not in state.monsters and wall.damage == 2
    assert "defence_roll" not in kinds(events) and state.rng.counter == counter  # LS-A56: no defence roll


def test_ls_20_7_water_catapult_deals_1_four_to_five_squares_ahead():
    state = night3([make_hero(0, "aldric", (9, 14)), make_hero(1, "brina", (10, 16))])
    boss_step(state, deck=("C2",))  # the head from (10, 19) facing north
    bulky = add_monster(state, "bulky_green", (12, 15))
    ballista = add_structure(state, "ballista", [(11, 14)])
    queue = choose(state)
    assert queue[0].name == "water_catapult_f1"
    assert sorted(queue[0].squares) == sorted((x, y) for x in range(9, 13) for y in (14, 15))
    resolve_next(state)
    assert incoming(state) == [(0, 1, "cetusia_head")]
    assert bulky.wounds == 1 and ballista.damage == 1


def test_ls_20_8_tidal_assault_deals_1_on_a_wave_6_wide_and_2_deep():
    state = night3(
        [
            make_hero(0, "aldric", (9, 18)),
            make_hero(1, "brina", (14, 17)),
            make_hero(2, "corvin", (8, 18)),
            make_hero(3, "della", (11, 16)),
        ]
    )
    boss_step(state)  # C1: the tail from (11, 19) facing north
    queue = choose(state)
    assert queue[1].name == "tidal_assault_f1" and sorted(queue[1].squares) == sorted(TIDAL_ASSAULT_C1)
    resolve_next(state)
    state.damage_queue.clear()
    resolve_next(state)
    assert incoming(state) == [(0, 1, "cetusia_tail"), (1, 1, "cetusia_tail")]


def test_ls_20_9_tidal_incursion_deals_2_five_squares_deep():
    state = night3([make_hero(0, "aldric", (13, 10)), make_hero(1, "brina", (13, 11))])
    boss_step(state, deck=("C2",))  # the tail from (14, 5) facing south
    accursed = add_monster(state, "accursed", (14, 6))
    queue = choose(state)
    assert queue[1].name == "tidal_incursion_f1"
    assert sorted(queue[1].squares) == sorted((x, y) for x in (13, 14) for y in range(6, 11))
    resolve_next(state)
    state.damage_queue.clear()
    resolve_next(state)
    assert incoming(state) == [(0, 2, "cetusia_tail")] and accursed.wounds == 2


def test_ls_20_10_both_parts_flip_to_form_2_when_one_is_beaten():
    for beaten, damage in (("head", 8), ("tail", 6)):
        state = night3([make_hero(0, "aldric", (5, 12))])
        boss_step(state)
        h, t = head(state), tail(state)
        other = t if beaten == "head" else h
        combat.damage_monster(state, other, 3, [])
        events: list = []
        died = combat.damage_monster(state, h if beaten == "head" else t, damage, events)
        assert died is False and state.boss.form == 2
        assert (h.wounds, t.wounds) == (0, 0)  # LS-A25: the wounds are cleared
        assert h in state.monsters and t in state.monsters and "monster_killed" not in kinds(events)
        form = next(e for e in events if e.kind == "cetusia_form")
        assert form.args["form"] == 2 and form.args["part"] == beaten


def test_ls_20_11_the_form_2_tail_is_removed_and_the_head_goes_on():
    state = night3([make_hero(0, "aldric", (5, 12))])
    boss_step(state)
    state.boss.form = 2
    t = tail(state)
    events: list = []
    assert combat.damage_monster(state, t, 5, events) is False
    assert combat.damage_monster(state, t, 1, events) is True
    assert t not in state.monsters and state.boss.removed == ["tail"] and not state.boss.defeated
    assert "cetusia_part_removed" in kinds(events) and state.result is None
    assert [q.monster for q in choose(state)] == [head(state).id]  # the head attacks alone
    events = boss_step(state, deck=("C2",), phase=3)
    assert tail(state) is None and sorted(footprint(head(state).cell, (2, 2))) == [
        (10, 19),
        (10, 20),
        (11, 19),
        (11, 20),
    ]
    assert next(e for e in events if e.kind == "cetusia_card").args["tail"] is None


def test_ls_20_12_the_form_2_head_is_removed_and_the_tail_goes_on():
    state = night3([make_hero(0, "aldric", (11, 18), weapons=["short_sword"])])
    boss_step(state)
    state.boss.form = 2
    h = head(state)
    combat.damage_monster(state, h, 8, [])
    assert h not in state.monsters and state.boss.removed == ["head"] and state.result is None
    assert [q.monster for q in choose(state)] == [tail(state).id]
    # then the tail, beaten by a hero: Cetusia is defeated and night 3 is won (LS-A25, LS-1.9)
    t = tail(state)
    t.wounds = 5
    state.flow.queue = []
    hero_turn(state)
    pin(state, ("orange", "hit"), ("blue", "hit"))
    events = do(state, Attack(player=0, hero=0, weapon=0, mode="slash", targets=((11, 19),)))
    assert t not in state.monsters and state.boss.defeated
    assert state.result is not None and state.result.rule == "LS-1.9" and state.result.winners == [0]
    assert kinds(events).count("cetusia_part_removed") == 1 and "game_over" in kinds(events)


def test_ls_20_13_no_boss_step_in_the_first_monster_phase_of_night_3():
    state = night3([make_hero(0, "aldric", (5, 12))])
    events = boss_step(state, deck=None, phase=1)
    assert "cetusia_waits" in kinds(events) and "cetusia_card" not in kinds(events)
    assert head(state) is None and tail(state) is None and state.boss.deck == [] and state.boss.card is None
    assert choose(state) == []
    # a whole new game: the first monster phase ends with no Cetusia on the board
    state = GAME.new_game(
        Setup(seats=[SeatSetup(name="A"), SeatSetup(name="B")], options={"scenario": "lakeburg_3"}), 3
    )
    assert state.phase == "hero" and state.monster_phase == 1 and state.boss.kind == "cetusia"
    assert not [m for m in state.monsters if m.kind.startswith("cetusia")]
    assert "cetusia_waits" in kinds(state.opening_events)


def test_ls_20_14_every_later_boss_step_reveals_a_card_and_puts_the_parts_on_it():
    state = night3([make_hero(0, "aldric", (5, 12))])
    events = boss_step(state, deck=("C3", "C1"))
    card = next(e for e in events if e.kind == "cetusia_card")
    assert card.args["card"] == "C3" and state.boss.card == "C3" and state.boss.drawn == ["C3"]
    h, t = head(state), tail(state)
    assert (h.cell, h.facing, t.cell, t.facing) == ((6, 5), "S", (16, 5), "S")
    h.wounds, t.wounds = 3, 2
    boss_step(state, deck=None, phase=3)  # C1: the same figures move, wounds kept (LS-A25)
    assert head(state) is h and tail(state) is t and (h.wounds, t.wounds) == (3, 2)
    assert (h.cell, h.facing, t.cell, t.facing) == ((11, 4), "S", (11, 19), "N")
    assert state.boss.drawn == ["C3", "C1"] and state.boss.deck == []
    # the movement step never moves them (they are not LS-14 monsters)
    mp.move_all(state, [])
    assert (h.cell, h.facing, t.cell, t.facing) == ((11, 4), "S", (11, 19), "N")
    # an empty deck is shuffled with the game's generator
    state = night3([make_hero(0, "aldric", (5, 12))])
    events = boss_step(state, deck=())
    assert kinds(events).count("cetusia_shuffled") == 1
    assert sorted(state.boss.deck + state.boss.drawn) == ["C1", "C2", "C3", "C4"] and len(state.boss.deck) == 3


def test_ls_20_15_a_hero_on_an_appearance_square_is_pushed_toward_the_fog():
    heroes = [
        make_hero(0, "aldric", (12, 5)),
        make_hero(1, "brina", (11, 20)),
        make_hero(2, "corvin", (11, 4)),
        make_hero(3, "della", (11, 3)),
    ]
    state = night3(heroes)
    events = boss_step(state)  # C1
    pushed = {e.args["hero"]: (tuple(e.args["from"]), tuple(e.args["to"])) for e in events if e.kind == "hero_pushed"}
    assert pushed == {
        0: ((12, 5), (12, 3)),  # north is nearest the fog; (12, 4) is the head's: the first empty square beyond
        1: ((11, 20), (11, 21)),  # the south fog is 2 away
        2: ((11, 4), (11, 2)),  # Della stands on (11, 3): over her to (11, 2)
    }
    assert [h.cell for h in state.heroes] == [(12, 3), (11, 21), (11, 2), (11, 3)]


def test_ls_a27_a_line_that_meets_the_fog_first_gives_way_to_the_next_nearest():
    heroes = [make_hero(0, "aldric", (11, 4)), make_hero(1, "brina", (11, 3)), make_hero(2, "corvin", (11, 2))]
    state = night3(heroes)
    boss_step(state)
    assert state.heroes[0].cell == (10, 4)  # north is full up to the fog: west (10 to the fog) before east (11)


def test_ls_20_16_other_objects_are_removed_and_a_boomer_does_not_explode():
    state = night3([make_hero(0, "aldric", (10, 6))])
    boomer = add_monster(state, "boomer", (11, 5))  # on the head's square, next to Aldric
    clawer = add_monster(state, "clawer", (12, 19))  # on the tail's square
    beside = add_monster(state, "clawer", (13, 19))  # next to it: stays
    barricade = add_structure(state, "wooden_barricade", [(12, 4), (13, 4)])  # one square on the head's
    gate = add_structure(state, "warp_gate", [(11, 20)])
    events = boss_step(state)
    assert boomer not in state.monsters and clawer not in state.monsters and beside in state.monsters
    assert barricade not in state.structures and gate not in state.structures
    swept = [(e.kind, e.args.get("monster", e.args.get("structure"))) for e in events if "swept" in e.kind]
    assert sorted(swept) == sorted(
        [
            ("monster_swept_away", boomer.id),
            ("monster_swept_away", clawer.id),
            ("structure_swept_away", barricade.id),
            ("structure_swept_away", gate.id),
        ]
    )
    assert "explosion" not in kinds(events) and state.damage_queue == [] and "monster_killed" not in kinds(events)
    assert sorted(footprint(head(state).cell, (2, 2))) == sorted(C1_HEAD)


def test_ls_20_17_after_3_cards_all_4_are_reshuffled_at_the_end_of_the_phase():
    state = night3([make_hero(0, "aldric", (5, 12))])
    for phase, card in ((2, "C2"), (3, "C4"), (4, "C1")):
        boss_step(state, deck=None if phase > 2 else ("C2", "C4", "C1", "C3"), phase=phase)
        assert state.boss.card == card
        events: list = []
        mp.end_phase(state, events)
        if phase < 4:
            assert "cetusia_shuffled" not in kinds(events) and len(state.boss.drawn) == phase - 1
    assert kinds(events).index("cetusia_shuffled") < kinds(events).index("monster_phase_over")
    assert sorted(state.boss.deck) == ["C1", "C2", "C3", "C4"] and state.boss.drawn == []
    assert state.boss.card == "C1" and sorted(footprint(head(state).cell, (2, 2))) == sorted(C1_HEAD)


def test_ls_9_12_stun_never_affects_cetusia():
    state = night3([make_hero(0, "aldric", (5, 12))])
    boss_step(state)
    h = head(state)
    pin(state, ("orange", "hit_stun"))
    roll = combat.defend(state, h, ("stun",))
    assert roll.hit and not roll.stunned
    events: list = []
    combat.stun(state, h, events)
    assert h.stunned_through is None and events == []


def test_lsl_4_cetusia_never_hits_its_own_parts():
    state = night3([make_hero(0, "aldric", (5, 12))])
    boss_step(state, deck=("C3",))
    h = head(state)
    q = cetusia.attacks_before(state)[1]  # the tail's Tidal Incursion from (17, 6) south
    q.squares = [*q.squares, h.cell]  # as if its area reached the head
    cetusia.resolve_boss_attack(state, q, [])
    assert h.wounds == 0


def test_outcome_threshold_never_ends_cetusias_night():
    """LS-18.6: night 3 ends only when Cetusia is defeated, whatever the other monsters' HP."""
    from rookraiders_desktop.engine.games.last_spell import outcome

    state = night3([make_hero(0, "aldric", (5, 12))])
    state.spawn_done = True
    boss_step(state)
    events: list = []
    outcome.check(state, events)
    assert state.result is None and outcome.monster_hp_left(state) == 0


# --- the log --------------------------------------------------------------------------------------


def test_every_cetusia_event_has_a_log_line():
    heroes = [make_hero(0, "aldric", (12, 5)), make_hero(1, "brina", (11, 7))]
    state = night3(heroes)
    add_monster(state, "boomer", (11, 4))
    add_structure(state, "warp_gate", [(11, 20)])
    events = boss_step(state, deck=None, phase=1) + boss_step(state, deck=("C1", "C2", "C3"))
    choose(state)
    events += resolve_next(state)
    for phase in (3, 4):
        events += boss_step(state, deck=None, phase=phase)
    mp.end_phase(state, events)
    combat.damage_monster(state, head(state), 8, events)
    combat.damage_monster(state, head(state), 8, events)
    seen = {e.kind for e in events}
    assert set(cetusia.EVENT_TEXT) <= seen
    names = {0: "Aldric", 1: "Brina"}
    for e in events:
        if e.kind in cetusia.EVENT_TEXT:
            e = e.model_copy(update={"args": {**e.args, "name": names.get(e.args.get("hero"), "")}})
            text = describe_event(e)
            assert "{" not in text and text != e.kind, text
    attack = next(e for e in events if e.kind == "cetusia_attack")
    assert describe_event(attack) == (
        "Cetusia's head uses Skull Bash: 2 damage to everything on M7 L7 M8 L8 M9 L9 (LS-20.3)."
    )
    assert "頭蓋打撃" in describe_event(attack, lang="ja")
    push = next(e for e in events if e.kind == "hero_pushed")
    assert (
        describe_event(push.model_copy(update={"args": {**push.args, "name": "Aldric"}}))
        == "Aldric is pushed toward the fog from M6 to M4 (LS-20.15)."
    )


# --- whole nights ---------------------------------------------------------------------------------


def _session(scenario: str, seed: int, n: int = 2) -> Session:
    from .test_ls_properties import play

    return play(n, seed, scenario)


def test_lakeburg_3_save_load_replay_and_undo_redo_are_identical():
    from .test_ls_properties import GAMES

    session = _session("lakeburg_3", 4)
    again = session_from_save(session.to_save(), games=GAMES)
    assert state_hash(again.state) == state_hash(session.state)
    final = state_hash(session.state)
    for _ in range(len(session.history)):
        session.undo()
    for _ in range(len(session.redo_stack)):
        session.redo()
    assert state_hash(session.state) == final


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_lakeburg_3_greedy_nights_meet_cetusia(seed):
    session = _session("lakeburg_3", seed, n=1)
    state = session.state
    assert state.result is not None and state.result.rule.startswith("LS-")
    if state.monster_phase >= 2:
        assert state.boss.card is not None


def test_the_view_hides_the_order_of_the_cetusia_deck():
    state = night3([make_hero(0, "aldric", (5, 12))])
    boss_step(state, deck=("C3", "C4", "C2", "C1"))
    assert state.boss.deck == ["C4", "C2", "C1"]
    v = GAME.view(state, 0)
    assert v.boss.deck == ["C1", "C2", "C4"] and v.boss.drawn == ["C3"] and v.boss.card == "C3"
    assert state.boss.deck == ["C4", "C2", "C1"]
