"""The Last Spell: the night as a whole — setup from the Day's preset, the phases, victory and
defeat (LS-1, LS-11.1/11.2, LS-18), solo (LS-24) and the introductory scenario (LS-25)."""

from __future__ import annotations

import pytest

from rookraiders_desktop.engine.core.errors import ActionRejected, RuleViolation
from rookraiders_desktop.engine.core.game import Event, SeatSetup, Setup
from rookraiders_desktop.engine.games.last_spell import combat, outcome
from rookraiders_desktop.engine.games.last_spell.actions import BeginNight, Recruit
from rookraiders_desktop.engine.games.last_spell.rules import GAME, RECRUIT_COST

from .ls_helpers import C, add_monster, make_hero, make_state


def new(scenario: str = "gildenberg_1", players: int = 2, seed: int = 3):
    setup = Setup(seats=[SeatSetup(name=f"P{i + 1}") for i in range(players)], options={"scenario": scenario})
    return GAME.new_game(setup, seed)


def kinds(events) -> list[str]:
    return [e.kind for e in events]


# --- the night and the Day before it (LS-1.1, LS-4.3, LS-4.5, LS-11.1) --------------------------


def test_ls_1_1_a_night_follows_the_days_preset():
    state = new("gildenberg_2", players=4)
    sc = C.scenarios["gildenberg_2"]
    assert state.night == 2 and state.scenario == "gildenberg_2"
    assert [h.hero for h in state.heroes] == [lo.hero for lo in sc.heroes]
    assert len(state.structures) == len(sc.structures)  # the town the Day built
    assert state.mages == sc.mages and len(state.panic) == len(sc.panic)


def test_ls_4_3_end_of_day_recovery_removes_one_wound():
    state = new("gildenberg_2", players=4)
    carried = {lo.hero: lo.wounds for lo in C.scenarios["gildenberg_2"].heroes}
    assert carried["aldric"] == 2 and carried["brina"] == 1 and carried["corvin"] == 0
    # the opening monster phase cannot reach the heroes in the town's centre yet
    assert {h.hero: h.wounds for h in state.heroes} == {"aldric": 1, "brina": 0, "corvin": 0, "della": 0}


def test_ls_4_5_mana_restored_to_maximum_at_night_start():
    state = new("gildenberg_3", players=4)
    assert all(h.mana == h.mana_max == C.heroes[h.hero].mana for h in state.heroes)


def test_ls_11_1_the_night_begins_with_a_monster_phase():
    state = new("gildenberg_1")
    ks = kinds(state.opening_events)
    assert ks[0] == "night_begins"
    assert state.monster_phase == 1
    assert state.phase == "hero" or state.result is not None
    # the monster phase's steps all came before the first hero turn
    assert "coin" in ks and "spawned" in ks


def test_ls_1_3_a_scenario_has_three_nights_the_third_with_its_boss():
    for town, boss in (("gildenberg", "harpy"), ("lakeburg", "cetusia"), ("glenwald", "dryad")):
        nights = sorted(s.night for s in C.scenarios.values() if s.scenario == town)
        assert nights == [1, 2, 3]
        assert C.scenarios[f"{town}_3"].boss == boss  # LS-12.1: each scenario's night 3 has its boss
    assert new("gildenberg_3").boss.kind == "harpy"
    assert new("gildenberg_1").boss.kind is None


def test_ls_1_2_scenarios_are_offered_by_night():
    values = [v for _, v in GAME.setup_options[0][2]]
    assert values == ["intro"] + [
        f"{town}_{night}" for town in ("gildenberg", "lakeburg", "glenwald") for night in (1, 2, 3)
    ]
    with pytest.raises(RuleViolation) as err:
        GAME.validate_setup(Setup(seats=[SeatSetup(name="a")], options={"scenario": "atlantis_9"}))
    assert err.value.rule == "LS-1.2"


# --- defeat (LS-1.5, LS-1.6, LS-1.7) -------------------------------------------------------------


def test_ls_1_5_any_hero_dying_loses_the_game():
    state = make_state("gildenberg_1", [make_hero(0, "aldric", (11, 10)), make_hero(1, "brina", (13, 11))])
    state.phase = "hero"
    events: list[Event] = []
    combat.queue_hero_damage(state, 1, 99, events, source="clawer", armour_allowed=False)
    combat.resolve_damage(state, events)
    assert state.heroes[1].dead
    assert state.result is not None and state.result.winners == [] and state.result.rule == "LS-1.5"


def test_ls_1_7_losing_the_last_mage_loses():
    state = make_state("gildenberg_1", [make_hero(0, "aldric", (11, 10))])
    state.mages = 2
    events: list[Event] = []
    combat.damage_circle(state, 1, events)
    assert state.mages == 1 and state.result is None
    combat.damage_circle(state, 1, events)
    assert state.mages == 0
    assert state.result is not None and state.result.rule == "LS-1.7" and state.result.winners == []


def _with_quests(monkeypatch, solved: tuple[bool, ...]):
    sc = C.scenarios["gildenberg_2"].model_copy(update={"quests_solved": solved})
    patched = C.model_copy(update={"scenarios": {**C.scenarios, "gildenberg_2": sc}})
    monkeypatch.setattr(outcome, "load_content", lambda: patched)


def test_ls_1_6_no_city_quest_solved_by_night_2_loses(monkeypatch):
    _with_quests(monkeypatch, (False, False))
    state = make_state("gildenberg_2", [make_hero(0, "aldric", (11, 10))], spawn_done=True)
    events: list[Event] = []
    outcome.check(state, events)
    assert state.result is not None and state.result.rule == "LS-18.4" and state.result.winners == []


def test_ls_18_4_a_solved_quest_is_rewarded(monkeypatch):
    _with_quests(monkeypatch, (False, True))
    state = make_state("gildenberg_2", [make_hero(0, "aldric", (11, 10))], spawn_done=True)
    events: list[Event] = []
    outcome.check(state, events)
    assert state.result is not None and state.result.winners == [0]
    rewarded = [e for e in events if e.kind == "quests_rewarded"]
    assert rewarded and rewarded[0].args["quests"] == [C.scenarios["gildenberg_2"].city_quests[1]]


# --- victory (LS-1.8, LS-1.9, LS-11.2, LS-18) -----------------------------------------------------


def test_ls_1_8_night_won_when_every_card_revealed_and_hp_at_most_the_heroes():
    heroes = [make_hero(0, "aldric", (11, 10)), make_hero(1, "brina", (13, 11))]
    state = make_state("gildenberg_1", heroes)
    add_monster(state, "clawer", (4, 4))
    add_monster(state, "clawer", (5, 4))
    add_monster(state, "bulky_green", (6, 8))  # 6 HP
    events: list[Event] = []
    outcome.check(state, events)
    assert state.result is None  # 8 HP left, and cards are still to come (LS-A2)
    state.spawn_done = True
    outcome.check(state, events)
    assert state.result is None  # 8 HP > 2 heroes
    state.monsters = [m for m in state.monsters if m.kind != "bulky_green"]
    outcome.check(state, events)
    assert state.result is not None and state.result.winners == [0, 1] and state.result.rule == "LS-1.8"


def test_ls_11_2_threshold_counts_the_heroes_in_play():
    """LS-A1: the number of heroes on the battlefield, not of players (solo fields several)."""
    heroes = [
        make_hero(i, hid, cell)
        for i, (hid, cell) in enumerate([("aldric", (11, 10)), ("brina", (13, 11)), ("corvin", (12, 13))])
    ]
    for h in heroes:
        h.owner = 0
    state = make_state("gildenberg_1", heroes, spawn_done=True, solo=True)
    for cell in [(4, 4), (5, 4), (6, 4)]:
        add_monster(state, "clawer", cell)
    events: list[Event] = []
    outcome.check(state, events)
    assert state.result is not None and state.result.winners == [0]  # 3 HP <= 3 heroes
    state2 = make_state("gildenberg_1", heroes[:2], spawn_done=True, solo=True)
    for cell in [(4, 4), (5, 4), (6, 4)]:
        add_monster(state2, "clawer", cell)
    outcome.check(state2, events)
    assert state2.result is None  # 3 HP > 2 heroes


def test_ls_18_1_night_end_does_panic_then_quests_in_order(monkeypatch):
    _with_quests(monkeypatch, (True, False))
    state = make_state("gildenberg_2", [make_hero(0, "aldric", (11, 10))], spawn_done=True)
    events: list[Event] = []
    outcome.check(state, events)
    ks = kinds(events)
    assert ks.index("night_over") < ks.index("panic_paid") < ks.index("quests_rewarded") < ks.index("game_over")


def test_ls_18_2_panic_management_pays_every_space_with_a_flame():
    state = make_state("gildenberg_1", [make_hero(0, "aldric", (11, 10))], spawn_done=True)
    state.panic = [0, 1, 0, 2, 0, 0, 0, 3]
    events: list[Event] = []
    outcome.check(state, events)
    rewards = C.scenarios["gildenberg_1"].panic_rewards
    assert state.stash == [rewards[1], rewards[3], rewards[7]]


def test_ls_18_3_an_empty_panic_track_pays_nothing_and_is_refilled():
    state = make_state("gildenberg_1", [make_hero(0, "aldric", (11, 10))], spawn_done=True)
    state.panic = [0] * 8
    events: list[Event] = []
    outcome.check(state, events)
    assert state.stash == [] and state.panic == [1] * 8
    assert "panic_refilled" in kinds(events)


def test_ls_18_5_after_the_night_nobody_acts_any_more():
    state = make_state("gildenberg_1", [make_hero(0, "aldric", (11, 10))], spawn_done=True)
    outcome.check(state, [])
    assert state.phase == "end" and GAME.to_move(state) == [] and GAME.legal_actions(state, 0) == []


def test_ls_1_9_ls_18_6_ls_18_7_killing_the_boss_wins_night_3():
    state = make_state("gildenberg_3", [make_hero(0, "aldric", (11, 10))], spawn_done=True)
    harpy = add_monster(state, "harpy", (12, 8))
    state.boss.arrived = True
    add_monster(state, "bulky_green", (4, 8))  # monsters left do not matter on night 3
    events: list[Event] = []
    outcome.check(state, events)
    assert state.result is None
    killed = combat.damage_monster(state, harpy, C.monsters["harpy"].hp, events, by_hero=0)
    assert killed and state.boss.defeated
    assert state.result is not None and state.result.rule == "LS-1.9" and state.result.winners == [0]


def test_ls_12_1_the_boss_follows_the_scenario():
    assert new("gildenberg_3").boss.kind == "harpy"
    assert new("intro").boss.kind is None


# --- solo (LS-24) ----------------------------------------------------------------------------------


def solo(scenario: str = "gildenberg_1"):
    return new(scenario, players=1)


def test_ls_24_1_solo_in_every_standalone_night():
    for scenario in ("intro", "gildenberg_1", "gildenberg_2", "gildenberg_3"):
        state = solo(scenario)
        assert state.solo and state.phase == "setup" and state.flow.decision == "recruit"


def test_ls_24_2_four_heroes_set_up_the_player_chooses_one_to_start():
    state = solo()
    assert len(state.heroes) == 4 and not any(h.in_play for h in state.heroes)
    legal = GAME.legal_actions(state, 0)
    assert {a.hero for a in legal if isinstance(a, Recruit)} == {0, 1, 2, 3}
    assert not any(isinstance(a, BeginNight) for a in legal)  # someone must start
    gold = state.gold
    GAME.apply(state, Recruit(player=0, hero=2))
    assert state.heroes[2].in_play and state.gold == gold  # the first hero is free
    GAME.apply(state, BeginNight(player=0, hero=2))
    assert state.phase in ("hero", "end") and state.monster_phase == 1
    assert [h.index for h in state.heroes if h.in_play] == [2]
    assert all(h.cell is None for h in state.heroes if not h.in_play)


def test_ls_24_3_solo_heroes_have_five_ap():
    state = solo()
    assert all(h.ap_max == 5 for h in state.heroes)
    multi = new("gildenberg_1", players=2)
    assert all(h.ap_max == C.heroes[h.hero].ap for h in multi.heroes)


def test_ls_24_4_no_trade_step_each_hero_keeps_its_preset_equipment():
    state = solo()
    for h, lo in zip(state.heroes, C.scenarios["gildenberg_1"].heroes, strict=True):
        assert h.weapons == list(lo.weapons) and [a.card for a in h.armour] == list(lo.armour)


def test_ls_24_5_recruiting_costs_3_then_5_gold():
    state = solo("gildenberg_1")
    state.gold = 8
    GAME.apply(state, Recruit(player=0, hero=0))
    GAME.apply(state, Recruit(player=0, hero=1))
    assert state.gold == 8 - RECRUIT_COST[1] == 5
    GAME.apply(state, Recruit(player=0, hero=3))
    assert state.gold == 0 and RECRUIT_COST[2] == 5 and RECRUIT_COST[3] == 7


def test_ls_24_5_recruiting_without_the_gold_is_refused():
    state = solo("gildenberg_1")
    state.gold = 2
    GAME.apply(state, Recruit(player=0, hero=0))
    with pytest.raises(RuleViolation) as err:
        GAME.apply(state, Recruit(player=0, hero=1))
    assert err.value.rule == "LS-24.5"
    assert not state.heroes[1].in_play and state.gold == 2


def test_ls_24_6_at_most_three_heroes_in_play():
    state = solo("gildenberg_1")
    state.gold = 50
    for i in range(3):
        GAME.apply(state, Recruit(player=0, hero=i))
    assert not any(isinstance(a, Recruit) for a in GAME.legal_actions(state, 0))
    with pytest.raises(RuleViolation) as err:
        GAME.apply(state, Recruit(player=0, hero=3))
    assert err.value.rule == "LS-24.6"


def _solo_state(n: int):
    heroes = [
        make_hero(i, hid, cell)
        for i, (hid, cell) in enumerate([("aldric", (11, 10)), ("brina", (13, 11)), ("corvin", (12, 13))][:n])
    ]
    for h in heroes:
        h.owner = 0
    state = make_state("gildenberg_1", heroes, solo=True)
    state.phase = "hero"
    return state


def test_ls_24_10_a_hero_dying_in_solo_does_not_end_the_game():
    state = _solo_state(2)
    events: list[Event] = []
    combat.queue_hero_damage(state, 0, 99, events, source="clawer", armour_allowed=False)
    combat.resolve_damage(state, events)
    assert state.heroes[0].dead and state.result is None


def test_ls_24_9_solo_is_lost_when_no_hero_is_left():
    state = _solo_state(1)
    events: list[Event] = []
    combat.queue_hero_damage(state, 0, 99, events, source="clawer", armour_allowed=False)
    combat.resolve_damage(state, events)
    assert state.result is not None and state.result.rule == "LS-24.9" and state.result.winners == []


# --- the introductory scenario (LS-25) ------------------------------------------------------------


def test_ls_25_3_intro_reveals_cards_01_and_03_on_positions_1_and_2():
    state = new("intro")
    spawned = [e for e in state.opening_events if e.kind in ("card_revealed", "spawn_card")]
    revealed = {(str(e.args.get("position")), str(e.args.get("card"))) for e in spawned}
    assert revealed == {("1", "01"), ("2", "03")}
    assert state.spawn_piles in ({}, {"1": [], "2": []})


def test_ls_25_4_intro_has_no_city_quest_check():
    state = make_state("intro", [make_hero(0, "aldric", (11, 10))], spawn_done=True)
    events: list[Event] = []
    outcome.check(state, events)
    assert "quests_rewarded" not in kinds(events)
    assert state.result is not None and state.result.winners == [0]


def test_ls_25_6_no_boss_in_the_introductory_scenario():
    state = new("intro")
    assert state.boss.kind is None and not any(m.kind in ("harpy", "alerion") for m in state.monsters)


def test_ls_25_7_ls_25_8_the_intro_is_won_by_surviving_night_1():
    state = make_state("intro", [make_hero(0, "aldric", (11, 10)), make_hero(1, "brina", (13, 11))], spawn_done=True)
    add_monster(state, "clawer", (4, 4))
    events: list[Event] = []
    outcome.check(state, events)
    assert state.result is not None and state.result.rule == "LS-25.8" and state.result.winners == [0, 1]


def test_ls_25_5_intro_town_has_only_houses_and_wooden_barricades():
    state = new("intro")
    assert {s.kind for s in state.structures} <= {"house", "wooden_barricade"}


# --- turns: only the player asked may act ----------------------------------------------------------


def test_only_the_deciding_player_may_act():
    state = new("gildenberg_1", players=2)
    assert state.result is None and state.flow.decision == "turn"
    other = 1 - state.flow.decider
    legal = GAME.legal_actions(state, state.flow.decider)
    assert legal and GAME.legal_actions(state, other) == []
    with pytest.raises(ActionRejected):
        GAME.apply(state, legal[0].model_copy(update={"player": other}))


def test_ls_18_14_shadow_network_pays_the_panic_track_after_the_boss():
    state = make_state("gildenberg_3", [make_hero(0, "aldric", (11, 10))], spawn_done=True)
    state.panic = [1, 0, 2, 0, 0, 0, 0, 0]
    harpy = add_monster(state, "harpy", (12, 8))
    events: list[Event] = []
    combat.damage_monster(state, harpy, C.monsters["harpy"].hp, events, by_hero=0)
    rewards = C.scenarios["gildenberg_3"].panic_rewards
    assert state.stash == [rewards[0], rewards[2]]
    assert kinds(events).index("shadow_network") < kinds(events).index("game_over")


def test_ls_18_13_the_scenario_end_can_be_saved_with_the_shared_chest(tmp_path):
    from rookraiders_desktop.engine.core.session import Session, load_save, state_hash
    from rookraiders_desktop.engine.games.last_spell.bot import GreedyBot

    session = Session(GAME, Setup(seats=[SeatSetup(name="P1")], options={"scenario": "gildenberg_3"}), 6)
    bot = GreedyBot(0)
    for _ in range(3000):
        if session.state.result is not None:
            break
        session.submit(bot.choose(GAME, session.state, GAME.legal_actions(session.state, 0), bot.rng))
    assert session.state.result is not None and session.state.result.rule == "LS-1.9"
    assert session.state.stash  # the Shadow Network's payout
    path = tmp_path / "night.json"
    session.save(path)
    again = load_save(path, games={"last_spell": GAME})
    assert again.state.stash == session.state.stash and state_hash(again.state) == state_hash(session.state)


# --- one attack that ends the night and hurts heroes: all its damage first (LS-1.5, LSN-3) ------


def _explosion_night(wounds: int):
    """Night 1, every card revealed, one hero (threshold 1): a Boomer beside Aldric with a Clawer in
    its area, and an Archer in the fog (3 monster HP; 1 once the Boomer is gone and the Clawer dead)."""
    from rookraiders_desktop.engine.games.last_spell import monster_phase

    from .ls_helpers import pin

    state = make_state("gildenberg_1", [make_hero(0, "aldric", (4, 12), wounds=wounds)], spawn_done=True)
    add_monster(state, "boomer", (5, 12))
    add_monster(state, "clawer", (4, 11), stunned_through=2)  # stunned: it does not attack (LS-9.8)
    add_monster(state, "archer", (0, 10))  # in the fog: it does not attack (LS-A16)
    state.phase, state.step, state.monster_phase = "monster", 6, 2
    events: list[Event] = []
    monster_phase.choose_targets(state, events)
    pin(state, ("blue", "hit"))  # the Clawer's defence roll against No-dodge: hit, it dies
    return state, events


def _run(state, events):
    from rookraiders_desktop.engine.core.room import run_until_decision
    from rookraiders_desktop.engine.games.last_spell import rules

    run_until_decision(state, events, rules.advance)


def test_LS_10_8_explosion_damage_dealt_before_victory():
    # Aldric (10 HP, 3 wounds) takes the explosion's 4 and lives: 7 wounds; then night 1 is won
    # (1 monster HP left, 1 hero)
    state, events = _explosion_night(wounds=3)
    _run(state, events)
    assert state.heroes[0].wounds == 7
    assert kinds(events).index("hero_damaged") < kinds(events).index("game_over")
    assert state.result is not None and state.result.rule == "LS-1.8" and state.result.winners == [0]


def test_LS_1_5_explosion_that_wins_the_night_and_kills_a_hero_is_a_defeat():
    # Aldric (10 HP, 6 wounds) takes the explosion's 4: dead. The same blow killed the last Clawer,
    # but defeat is checked before victory (LSN-3)
    state, events = _explosion_night(wounds=6)
    _run(state, events)
    assert state.heroes[0].dead
    assert state.result is not None and state.result.rule == "LS-1.5" and state.result.winners == []


def _friendly_fire_night(ally_wounds: int):
    """Corvin's Rain of Arrows (cross of 5) on the last Clawer at (14, 7) also covers Aldric at
    (14, 8). Two heroes, 2 Archers in the fog: 3 monster HP, 2 once the Clawer dies."""
    from rookraiders_desktop.engine.games.last_spell.actions import Attack

    from .ls_helpers import hero_turn, pin

    heroes = [
        make_hero(0, "corvin", (7, 7), weapons=["short_bow"]),
        make_hero(1, "aldric", (14, 8), wounds=ally_wounds),
    ]
    state = hero_turn(make_state("gildenberg_1", heroes, spawn_done=True))
    state.flow.decision, state.flow.decider, state.flow.hero = "turn", 0, 0
    add_monster(state, "clawer", (14, 7))
    add_monster(state, "archer", (0, 10))
    add_monster(state, "archer", (0, 12))
    pin(state, ("blue", "hit"))
    events = GAME.apply(state, Attack(player=0, hero=0, weapon=0, mode="rain_of_arrows", targets=((14, 7),)))
    return state, events


def test_LS_5_19_friendly_fire_dealt_before_victory():
    state, events = _friendly_fire_night(ally_wounds=0)
    assert state.heroes[1].wounds == 1  # the arrow that hit the ally was dealt
    assert kinds(events).index("hero_damaged") < kinds(events).index("game_over")
    assert state.result is not None and state.result.rule == "LS-1.8"


def test_LS_1_5_friendly_fire_that_wins_the_night_and_kills_a_hero_is_a_defeat():
    state, _ = _friendly_fire_night(ally_wounds=9)  # Aldric: 10 HP
    assert state.heroes[1].dead
    assert state.result is not None and state.result.rule == "LS-1.5"
