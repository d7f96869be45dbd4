"""The Last Spell's expert (issue 18): what its search sees and how it judges a night for the team.

Its playouts run on to the end of the monsters' answer (so a hero left within a monster's reach is
seen to die, LS-1.5); its judgement weighs a hero's last hit points far above its first, counts the
boss's wounds on night 3 (LS-1.9), and reads a finished night by its result alone.
"""

from __future__ import annotations

import random

from rookraiders_desktop.engine.core.game import Result, SeatSetup, Setup
from rookraiders_desktop.engine.games.last_spell.bot import GreedyBot
from rookraiders_desktop.engine.games.last_spell.expert import (
    LastSpellExpert,
    WalkingGreedy,
    circle_pressure,
    guard,
    hero_safety,
    standing,
    threat_map,
    walking_distances,
)
from rookraiders_desktop.engine.games.last_spell.geometry import Board
from rookraiders_desktop.engine.games.last_spell.models import GameState, Monster
from rookraiders_desktop.engine.registry import GAMES

GAME = GAMES["last_spell"]


def hero_turn(scenario: str, seed: int = 5, seats: int = 2) -> GameState:
    """A night of `seats` heroes (one: solo, LS-24) at the first hero turn with a choice, reached by greedy play."""
    setup = Setup(seats=[SeatSetup(name=f"P{i + 1}") for i in range(seats)], options={"scenario": scenario})
    state: GameState = GAME.new_game(setup, seed)
    greedy = GreedyBot(seed)
    while state.result is None:
        player = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, player)
        if state.phase == "hero" and state.flow.decision == "turn" and len(legal) > 1:
            return state
        GAME.apply(state, greedy.choose(GAME, state, legal))
    raise AssertionError("the night ended before a hero's turn")


def test_ls_1_5_a_heros_last_hit_points_weigh_most() -> None:
    state = hero_turn("gildenberg_1")
    hero = state.heroes[0]
    healths = []
    for wounds in (0, 1, hero.hp - 2, hero.hp - 1):
        hero.wounds = wounds
        healths.append(hero_safety(state))
    first_wound = healths[0] - healths[1]
    last_but_one = healths[2] - healths[3]
    assert first_wound > 0
    assert last_but_one > 5 * first_wound, "one more wound at two hit points is far worse than the first"


def test_ls_24_9_solo_a_dead_hero_weighs_worse_than_any_living_one() -> None:
    """Solo, a hero's death does not end the night (only the last one's does, LS-24.9): the
    judgement must not rate a hero in peril higher once the monsters have killed it."""
    state = hero_turn("gildenberg_1", seats=1)
    assert state.solo and state.result is None
    hero = state.heroes[state.flow.hero or 0]
    hero.wounds = hero.hp - 1
    last_hit_point = hero_safety(state)
    hero.wounds, hero.dead, hero.cell = hero.hp, True, None
    assert hero_safety(state) < last_hit_point


def test_ls_1_9_the_boss_wounds_and_the_alerions_down_raise_the_standing() -> None:
    state = hero_turn("gildenberg_3")
    before = standing(state)
    state.boss.alerions_dead += 1
    after_alerion = standing(state)
    harpy = Monster(id=999, kind="harpy", cell=(0, 0), facing="S", wounds=0)
    state.monsters.append(harpy)
    unhurt = standing(state)
    harpy.wounds = 3
    assert after_alerion > before
    assert standing(state) > unhurt


def test_ls_1_8_a_finished_night_is_judged_by_its_result_alone() -> None:
    state = hero_turn("gildenberg_1")
    expert = LastSpellExpert()
    seat = GAME.to_move(state)[0]
    expert.candidates(GAME, state, seat, GAME.legal_actions(state, seat), random.Random(1))
    won, lost = state.model_copy(deep=True), state.model_copy(deep=True)
    won.result = Result(winners=[0, 1], reason="won")
    lost.result = Result(winners=[], reason="lost")
    assert expert.evaluate(GAME, won, 1 - seat) == 1.0, "every seat of the team wins together"
    assert expert.evaluate(GAME, lost, seat) == 0.0
    assert 0.0 < expert.evaluate(GAME, state, seat) < 1.0


def test_ls_11_1_a_playout_runs_through_the_monsters_answer() -> None:
    """From a hero's turn a playout stops only once the next monster phase is over and the next
    hero phase begins: the search sees what the monsters do to the heroes it leaves in reach."""
    state = hero_turn("gildenberg_1")
    expert = LastSpellExpert()
    start, stop = state.monster_phase, expert.clock(state) + expert.ticks
    rng = random.Random(2)
    for _ in range(expert.horizon):
        if state.result is not None or expert.clock(state) >= stop:
            break
        player = GAME.to_move(state)[0]
        GAME.apply(state, expert.policy(GAME, state, player, GAME.legal_actions(state, player), rng))
    assert state.result is not None or expert.clock(state) == stop, "the horizon is long enough"
    if state.result is None:
        assert state.phase == "hero" and state.monster_phase == start + 1, "one monster phase was played"


def test_ls_16_2_the_candidates_weigh_other_kinds_of_action_than_greedys() -> None:
    """Greedy's choice first, its runner-up, then its best action of each other kind: the few
    searched actions are not all one idea (all moves, or all attacks)."""
    state = hero_turn("gildenberg_3")
    expert = LastSpellExpert()
    seat = GAME.to_move(state)[0]
    legal = GAME.legal_actions(state, seat)
    searched = expert.candidates(GAME, state, seat, legal, random.Random(3))[: expert.max_candidates]
    kinds = [getattr(a, "kind") for a in searched]  # noqa: B009
    assert searched[0] == GreedyBot().choose(GAME, state, legal, random.Random(3))
    assert len(set(kinds[1:])) == len(kinds) - 1, "one of each kind after the runner-up"
    assert len(set(kinds)) >= 3 and len(set(searched)) == len(searched) == expert.max_candidates


def cornered(hp_left: int) -> tuple[GameState, int]:
    """A hero at its turn with `hp_left` hit points, 3 MP and its attack spent, between a Red
    Bulky (2 damage) and an Armored (1 damage) that face it; the other monsters gone."""
    state = hero_turn("gildenberg_1")
    hero = state.heroes[state.flow.hero or 0]
    assert hero.cell is not None
    x, y = hero.cell
    state.monsters = [
        Monster(id=900, kind="bulky_red", cell=(x + 1, y), facing="W"),
        Monster(id=901, kind="armored", cell=(x, y + 1), facing="N"),
    ]
    hero.mp, hero.wounds, hero.attacked_this_turn = 3, hero.hp - hp_left, True
    return state, GAME.to_move(state)[0]


def test_ls_14_3_the_threat_map_follows_each_monsters_lane() -> None:
    """A monster threatens the squares around every square it can walk to straight ahead (LS-14.3,
    LS-8.7); an archer the squares in its range along its facing (LS-8.10); nothing behind them."""
    state = hero_turn("gildenberg_1")
    state.monsters = [
        Monster(id=900, kind="clawer", cell=(5, 5), facing="E"),
        Monster(id=901, kind="archer", cell=(5, 12), facing="S"),
    ]
    threats = threat_map(state)
    assert threats.get((9, 6)) == 1, "next to the clawer's third square ahead (3 MP)"
    assert threats.get((10, 5), 0) == 0 and threats.get((3, 5), 0) == 0
    assert threats.get((5, 18)) == 1, "4 squares beyond the archer's second step (2 MP, range 4)"
    assert threats.get((5, 19), 0) == 0 and threats.get((6, 13), 0) == 0


def test_ls_1_5_a_threatened_hero_weighs_stepping_away() -> None:
    """Greedy's moves all head for the monsters; the searched candidates also hold the move to the
    least threatened square when the hero stands where the monsters could hurt it."""
    state, seat = cornered(hp_left=2)
    threats = threat_map(state)
    here = threats[state.heroes[state.flow.hero or 0].cell or (0, 0)]
    expert = LastSpellExpert()
    searched = expert.candidates(GAME, state, seat, GAME.legal_actions(state, seat), random.Random(1))
    retreats = [a for a in searched[: expert.max_candidates] if getattr(a, "kind", None) == "move"]
    assert here == 3 and retreats
    assert min(threats.get(getattr(a, "to"), 0) for a in retreats) < here  # noqa: B009


def test_ls_1_5_a_playout_hero_steps_out_of_deadly_reach() -> None:
    """In a playout a hero whose hit points the monsters in reach could take steps away when it has
    no attack to make; with hit points to spare it plays as greedy does."""
    expert = LastSpellExpert()
    state, seat = cornered(hp_left=2)
    legal = [
        a for a in GAME.legal_actions(state, seat) if getattr(a, "kind", None) in ("move", "flip", "end_turn", "pass")
    ]
    chosen = expert.policy(GAME, state, seat, legal, random.Random(1))
    assert getattr(chosen, "kind", None) == "move"
    assert threat_map(state).get(getattr(chosen, "to"), 0) < 3  # noqa: B009
    state, seat = cornered(hp_left=8)
    assert expert.policy(GAME, state, seat, legal, random.Random(1)) == GreedyBot().choose(
        GAME, state, legal, random.Random(1)
    )


def test_ls_1_7_the_monsters_nearing_the_magic_circle_weigh_on_the_standing() -> None:
    """The circle falls to the mass of monsters (LS-1.7): a monster that can come next to it next
    round presses with its whole damage, one two rounds off with half, one far off not yet; so a
    kill near the circle is worth more than the same kill out in the field."""
    state = hero_turn("gildenberg_1")  # the magic circle covers (11, 11) to (12, 12)
    clawer = Monster(id=900, kind="clawer", cell=(16, 11), facing="W")  # 3 MP
    state.monsters = [clawer]
    near, near_standing = circle_pressure(state), standing(state)
    clawer.cell = (19, 12)
    assert (near, circle_pressure(state)) == (1.0, 0.5)
    assert near_standing < standing(state)
    clawer.cell = (27, 12)
    assert circle_pressure(state) == 0.0


def test_ls_1_7_the_candidates_hold_the_strike_on_the_monsters_pressing_on_the_circle() -> None:
    """Greedy fires the catapult at the sturdiest monster in range; the searched candidates also
    hold the shot at the monster that can reach the magic circle next round."""
    state = hero_turn("gildenberg_1")
    state.monsters = [
        Monster(id=900, kind="bulky_green", cell=(11, 3), facing="S"),  # 6 HP, 1 MP: rounds from the circle
        Monster(id=901, kind="clawer", cell=(19, 12), facing="W"),
    ]
    seat = GAME.to_move(state)[0]
    legal = GAME.legal_actions(state, seat)
    expert = LastSpellExpert()
    shot = guard(state, legal, GreedyBot())
    assert getattr(GreedyBot().choose(GAME, state, legal, random.Random(1)), "target", None) == (11, 3)
    assert getattr(shot, "target", None) == (19, 12)
    assert shot in expert.candidates(GAME, state, seat, legal, random.Random(1))[: expert.max_candidates]


def behind_the_gate() -> tuple[GameState, int]:
    """Lakeburg: a hero with 3 MP inside the town, just west of its eastern gate, (17, 10), and
    one monster beyond the gate at (20, 10); the only way out is over a barricade to the south."""
    state = hero_turn("lakeburg_2")
    hero = state.heroes[state.flow.hero or 0]
    other = state.heroes[1 - hero.index]
    other.cell = (3, 3)
    state.monsters = [Monster(id=900, kind="clawer", cell=(20, 10), facing="W")]
    hero.cell, hero.mp, hero.attacked_this_turn = (16, 10), 3, True
    return state, GAME.to_move(state)[0]


def test_ls_4_13_the_walking_distance_goes_round_the_walls_and_over_the_barricades() -> None:
    """From inside the gate the monster is 4 squares off as the crow flies but 15 MP on foot: round
    to the barricade, over it (3 MP, LS-16.7) and back north outside the walls."""
    state, _ = behind_the_gate()
    ways = walking_distances(state, Board(state), ((20, 10),))
    assert ways[(19, 10)] == 1 and ways[(18, 10)] == 2, "outside the gate: straight across"
    assert ways[(16, 10)] == 15
    assert ways[(15, 12)] == ways[(15, 14)] + 3, "the jump over the barricade at (15, 13) costs 3 MP"
    assert (17, 10) not in ways, "no way through the gate"


WALKS_AND_WAITS = ("move", "jump", "climb", "flip", "end_turn", "pass")  # no strike from the town's engines


def test_ls_4_13_a_hero_behind_the_walls_walks_on_foot_where_greedy_passes() -> None:
    """Greedy counts squares as the crow flies: no move brings it nearer, so it passes at the gate.
    The expert's playout hero heads for the barricade instead, and its search weighs that walk."""
    state, seat = behind_the_gate()
    state.heroes[state.flow.hero or 0].attacked_this_turn = False
    legal = [a for a in GAME.legal_actions(state, seat) if getattr(a, "kind", None) in WALKS_AND_WAITS]
    ways = walking_distances(state, Board(state), ((20, 10),))
    walker = WalkingGreedy().choose(GAME, state, legal, random.Random(1))
    assert getattr(GreedyBot().choose(GAME, state, legal, random.Random(1)), "kind", None) == "pass"
    assert getattr(walker, "kind", None) == "move"
    assert ways[getattr(walker, "to")] < ways[(16, 10)]  # noqa: B009
    expert = LastSpellExpert()
    assert expert.policy(GAME, state, seat, legal, random.Random(1)) == walker
    state.heroes[state.flow.hero or 0].attacked_this_turn = True  # greedy would end its turn instead
    searched = expert.candidates(GAME, state, seat, legal, random.Random(1))[: expert.max_candidates]
    assert walker in searched
