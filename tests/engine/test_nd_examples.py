"""The Nameless Dark Lord: every worked example of the rulebook as a scenario with its exact numbers
(digest ../shared/rules/nameless-dark-lord.md, "Worked examples in the text"), the round-1 replay of
battle areas A to E included, played through the real actions."""

from __future__ import annotations

import pytest

from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.games.nameless_dark_lord import effects as fx
from rookraiders_desktop.engine.games.nameless_dark_lord.actions import (
    Acquire,
    Activate,
    Decline,
    Pass,
    PlaceUnit,
    Reorder,
)
from rookraiders_desktop.engine.games.nameless_dark_lord.money import exchange_sources
from rookraiders_desktop.engine.games.nameless_dark_lord.scoring import score_sheet

from .nd_helpers import (
    act,
    area_of,
    by_colour,
    coins,
    decide,
    finish_round,
    give,
    home_uid,
    kinds,
    legal,
    new_state,
    of_kind,
    put,
    resolve,
    set_targets,
    turn,
)


def test_nd_ex1_round_one_income_is_exactly_two_silver():
    state = new_state(4, 1)
    for p in state.players:
        territories = sorted(
            state.cards[u] for u in p.home if state.cards[u] in ("mountain_fort",) or state.cards[u].endswith("_throne")
        )
        assert len(territories) == 3
        assert (p.gold, p.silver) == (0, 2)
    incomes = [e.args for e in of_kind(state.opening_events, "income")]
    assert incomes == [{"player": s, "gold": 0, "silver": 2} for s in range(4)]


def test_nd_ex2_priority_purple_red_green_and_blue_has_no_right():
    state = new_state(4, 1)
    c = by_colour(state)
    put(state, c["purple"], "clay_golem", "A")  # purple first: 3 + 1 = 4
    put(state, c["red"], "goblin_mercenary", "A")  # red: 2 + 1 + 1 = 4
    put(state, c["green"], "goblin_soldier", "A")  # green: 1
    put(state, c["red"], "wood_golem", "A")
    put(state, c["purple"], "goblin_soldier", "A")
    put(state, c["red"], "skeleton_swordsman", "A")
    coins(state, c["purple"], silver=3)
    resolve(state)
    ranking = [(r.player, r.total) for r in area_of(state, "A").ranking]
    assert ranking == [(c["purple"], 4), (c["red"], 4), (c["green"], 1)]
    assert c["blue"] not in [r.player for r in area_of(state, "A").ranking]
    assert decide(state) == ("offer", c["purple"])


# --- ND-EX3: the round-1 replay, battle areas A to E ----------------------------------------------

PLAN = {  # each colour's placements in turn order (areas), then a pass
    "red": ["A", "E", "D"],
    "purple": ["D", "A", "B"],
    "blue": ["C", "C"],
    "green": ["B", "E", "E"],
}


def replay_placement(seed: int = 1):
    state = new_state(4, seed)
    colour = {p.seat: p.colour for p in state.players}
    queues = {seat: list(PLAN[colour[seat]]) for seat in colour}
    units = {seat: ["skeleton_swordsman", "goblin_soldier", "wood_golem"] for seat in colour}
    for _ in range(40):
        if state.flow.phase != "placement":
            break
        seat = state.flow.decider
        if queues[seat]:
            letter = queues[seat].pop(0)
            card = home_uid(state, seat, units[seat].pop(0))
            act(state, PlaceUnit(player=seat, card=card, area="ABCDE".index(letter)))
        else:
            act(state, Pass(player=seat))
    return state


def order_of(state, letter):
    return [state.players[u.owner].colour for u in area_of(state, letter).units]


def silver(state):
    return {p.colour: p.silver for p in state.players}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_nd_ex3_round_one_replay_of_battle_areas_a_to_e(seed):
    state = replay_placement(seed)
    c = by_colour(state)
    # the battle areas as in the picture
    assert order_of(state, "A") == ["red", "purple"]
    assert order_of(state, "B") == ["green", "purple"]
    assert order_of(state, "C") == ["blue", "blue"]
    assert order_of(state, "D") == ["purple", "red"]
    assert order_of(state, "E") == ["red", "green", "green"]
    assert silver(state) == {"red": 2, "blue": 2, "green": 2, "purple": 2}
    targets = {a.letter: a.target for a in state.areas}

    # Area A: 1 vs 1, red placed first: red then purple; red pays 1 silver
    assert state.flow.phase == "resolution" and decide(state) == ("offer", c["red"])
    assert [(r.player, r.total) for r in area_of(state, "A").ranking] == [(c["red"], 1), (c["purple"], 1)]
    events = act(state, Acquire(player=c["red"]))
    assert of_kind(events, "pay")[0].args == {"player": c["red"], "gold": 0, "silver": 1, "why": "upkeep"}
    assert silver(state)["red"] == 1 and targets["A"] in state.players[c["red"]].home

    # Area B: green first, declines; purple takes it for 1 silver
    assert [(r.player, r.total) for r in area_of(state, "B").ranking] == [(c["green"], 1), (c["purple"], 1)]
    assert decide(state) == ("offer", c["green"])
    act(state, Decline(player=c["green"]))
    assert decide(state) == ("offer", c["purple"])
    act(state, Acquire(player=c["purple"]))
    assert silver(state) == {"red": 1, "blue": 2, "green": 2, "purple": 1}

    # Area C: only blue, two Units: blue pays for both, 2 silver
    assert [(r.player, r.total) for r in area_of(state, "C").ranking] == [(c["blue"], 2)]
    events = act(state, Acquire(player=c["blue"]))
    assert of_kind(events, "pay")[0].args["silver"] == 2
    assert silver(state)["blue"] == 0

    # Area D: as A with the order reversed: purple then red; purple pays its last silver
    assert [(r.player, r.total) for r in area_of(state, "D").ranking] == [(c["purple"], 1), (c["red"], 1)]
    assert decide(state) == ("offer", c["purple"])
    act(state, Acquire(player=c["purple"]))
    assert silver(state)["purple"] == 0
    assert {targets["B"], targets["D"]} <= set(state.players[c["purple"]].home)

    # Area E: green 2 ranks first, red next; green pays its 2 silver
    assert [(r.player, r.total) for r in area_of(state, "E").ranking] == [(c["green"], 2), (c["red"], 1)]
    assert {p.colour: p.acquired for p in state.players} == {"red": 1, "blue": 1, "green": 0, "purple": 2}
    assert silver(state) == {"red": 1, "blue": 0, "green": 2, "purple": 0}
    events = act(state, Acquire(player=c["green"]))
    assert of_kind(events, "pay")[0].args["silver"] == 2

    # derived: red keeps 1 silver until the End Phase returns it; purple (2 cards) takes START PLAYER;
    # everybody acquired something, so no Goblin Bomber
    assert [e.args for e in of_kind(events, "coins_returned")] == [{"player": c["red"], "gold": 0, "silver": 1}]
    assert of_kind(events, "start_player")[0].args == {"player": c["purple"], "acquired": 2}
    assert state.flow.start_player == c["purple"]
    assert not [k for k in kinds(events) if k.startswith("bomber")]
    assert state.flow.round == 2 and state.trash == []
    # every coin came back to the stock: round 2's holdings are its fresh income only
    assert state.stock_silver + sum(p.silver for p in state.players) == 24
    assert state.stock_gold + sum(p.gold for p in state.players) == 12


def test_nd_ex3_had_purple_declined_b_it_would_go_to_the_trash():
    state = replay_placement()
    c = by_colour(state)
    target_b = area_of(state, "B").target
    act(state, Acquire(player=c["red"]))
    act(state, Decline(player=c["green"]))
    events = act(state, Decline(player=c["purple"]))
    assert of_kind(events, "trash")[0].args["area"] == "B" and target_b in state.trash


def test_nd_ex3_had_green_taken_b_it_could_not_pay_for_e_and_red_gets_a_second_card():
    state = replay_placement()
    c = by_colour(state)
    act(state, Acquire(player=c["red"]))
    act(state, Acquire(player=c["green"]))  # B for 1 silver: green has 1 left
    act(state, Acquire(player=c["blue"]))
    events = act(state, Decline(player=c["purple"]))  # D passes down to red
    assert decide(state) == ("offer", c["red"])
    events = act(state, Decline(player=c["red"]))  # keep red's last silver for E
    assert of_kind(events, "cannot_pay")[0].args == {"player": c["green"], "area": "E", "gold": 0, "silver": 2}
    assert decide(state) == ("offer", c["red"])
    target_e = area_of(state, "E").target
    act(state, Acquire(player=c["red"]))
    assert target_e in state.players[c["red"]].home
    assert sum(1 for u in state.players[c["red"]].home if state.backs[u] == "level1") == 2


# --- ND-EX4 to ND-EX18 ----------------------------------------------------------------------------


def test_nd_ex4_trolls_armaments():
    state = new_state(4, 2)
    p = state.flow.decider
    armaments = give(state, p, "trolls_armaments")
    assert not [a for a in legal(state) if a.kind == "activate"]  # no legal target yet
    target = put(state, (p + 3) % 4, "wood_golem", "C")
    events = act(state, Activate(player=p, card=armaments, targets=(target.card,)))
    assert kinds(events)[:3] == ["pay", "activate", "power_token"]
    assert target.power_tokens == 1 and state.players[p].silver == 1
    assert state.flow.decider == (p + 1) % 4  # the turn passes
    turn(state, p)
    assert not [a for a in legal(state) if a.kind == "activate"]  # once per round


def test_nd_ex5_flag_bearer_ties():
    state = new_state(4, 2)
    put(state, 1, "goblin_soldier", "A")  # placed first
    put(state, 2, "goblin_flag_bearer", "A")
    assert [r.player for r in fx.rank(state, area_of(state, "A"))] == [2, 1]
    state = new_state(4, 2)
    put(state, 3, "goblin_soldier", "B")
    put(state, 0, "goblin_flag_bearer", "B")
    put(state, 3, "goblin_flag_bearer", "B")
    put(state, 0, "wood_golem", "B")
    # both tied players (2 each) placed a Flag Bearer there: first placed (3) ranks higher
    assert [(r.player, r.total) for r in fx.rank(state, area_of(state, "B"))] == [(3, 2), (0, 2)]


def test_nd_ex6_commando_extra_placements():
    state = new_state(4, 2)
    p = state.flow.decider
    sleeves = state.players[p].sleeves = 3
    c1 = give(state, p, "goblin_commando")
    c2 = give(state, p, "goblin_commando")
    act(state, PlaceUnit(player=p, card=c1, area=0, extra=True))
    act(state, PlaceUnit(player=p, card=c2, area=0, extra=True))
    act(state, PlaceUnit(player=p, card=home_uid(state, p, "wood_golem"), area=1))
    assert state.players[p].sleeves == sleeves - 3 and state.flow.decider != p
    # an ability, then the Commando right after it
    state2 = new_state(4, 2)
    q = state2.flow.decider
    commando = give(state2, q, "goblin_commando")
    crystal = give(state2, q, "far_seeing_crystal")
    act(state2, Activate(player=q, card=crystal))
    act(state2, legal(state2)[0])
    act(state2, PlaceUnit(player=q, card=commando, area=4, extra=True))
    assert area_of(state2, "E").units[0].card == commando and state2.players[q].sleeves == 2


def test_nd_ex7_the_scales_are_active_again_before_income():
    state = new_state(4, 2)
    p = state.flow.decider
    scales = give(state, p, "money_changers_scales")
    act(state, Activate(player=p, card=scales))  # round n: 1 silver paid
    assert state.players[p].silver == 1 and any(s.card == scales for s in exchange_sources(state, p))
    events = finish_round(state)  # round n + 1 begins
    prep = kinds(events)[kinds(events).index("round") :]
    assert prep.index("reactivate") < prep.index("income")
    assert all(s.card != scales for s in exchange_sources(state, p))
    assert (state.players[p].gold, state.players[p].silver) == (0, 2)


def test_nd_ex8_crystal_in_the_last_rounds():
    state = new_state(4, 2)
    p = state.flow.decider
    crystal = give(state, p, "far_seeing_crystal")
    level3 = [u for u in state.deck if state.backs[u] == "level3"]
    plus = [u for u in state.deck if state.backs[u] == "level3plus"]
    state.box += [u for u in state.deck if u not in level3[:2] + plus[:1]]
    state.deck = level3[:2] + plus[:1]
    act(state, Activate(player=p, card=crystal))
    seen = state.flow.scry
    assert [state.backs[u] for u in seen] == ["level3", "level3", "level3plus"]
    act(state, Reorder(player=p, order=(seen[2], seen[1], seen[0])))
    assert [state.backs[u] for u in state.deck] == ["level3plus", "level3", "level3"]
    # the final round: all decks empty, no activation
    finish_round(state)
    assert state.deck == [] and crystal not in state.players[p].off
    turn(state, p)
    assert not [a for a in legal(state) if a.kind == "activate" and a.card == crystal]
    with pytest.raises(RuleViolation) as info:
        act(state, Activate(player=p, card=crystal))
    assert info.value.rule == "ND-16.17"


def test_nd_ex9_two_gold_still_buy_one_power_token():
    state = new_state(4, 2)
    p = state.flow.decider
    merc = give(state, p, "goblin_mercenary")
    coins(state, p, gold=2)
    options = [a for a in legal(state) if a.kind == "place" and a.card == merc and a.area == 0]
    assert [a.boost for a in options] == [False, True]
    act(state, options[1])
    assert area_of(state, "A").units[0].power_tokens == 1 and state.players[p].gold == 1


def test_nd_ex10_the_troll_area_takes_units_again_after_removals():
    state = new_state(4, 2)
    p = state.flow.decider
    mage = give(state, p, "skeleton_mage")
    put(state, 1, "cave_troll", "B")
    a = put(state, 2, "goblin_mercenary", "B")  # Power 2: the Mage reaches it
    put(state, 3, "goblin_soldier", "B")
    assert not any(x.kind == "place" and x.area == 1 for x in legal(state))  # 3 Units with the Troll
    act(state, Activate(player=p, card=mage, targets=(a.card,)))
    assert len(area_of(state, "B").units) == 2
    q = state.flow.decider
    act(state, PlaceUnit(player=q, card=home_uid(state, q, "wood_golem"), area=1))
    assert not any(x.kind == "place" and x.area == 1 for x in legal(state))


def test_nd_ex11_the_skeleton_lord_is_power_4_in_strength_calculation():
    state = new_state(4, 2)
    lord = put(state, 1, "skeleton_lord", "A")
    other = put(state, 2, "skeleton_archer", "A")
    assert fx.placement_power(state, lord) == 3 and fx.placement_power(state, other) == 1
    assert fx.strength_powers(state, area_of(state, "A")) == [4, 2]


def test_nd_ex12_workshop_and_king_on_a_clay_golem_cost_2_silver():
    state = new_state(4, 2)
    give(state, 1, "golem_workshop")
    put(state, 3, "goblin_king", "D")
    put(state, 1, "clay_golem", "D")
    put(state, 1, "goblin_flag_bearer", "D")  # P1 + 3 = 4 ties the King: the Flag Bearer wins it
    coins(state, 1, silver=3)
    resolve(state)
    assert decide(state) == ("offer", 1)
    _, lines = fx.upkeep_due(state, area_of(state, "D"), 1)
    assert [(ln.gold, ln.silver, ln.note) for ln in lines] == [(0, 2, "workshop+surcharge"), (0, 1, "")]
    events = act(state, Acquire(player=1))
    assert of_kind(events, "pay")[0].args["silver"] == 2 + 1  # the Clay Golem 1 + 1, the Flag Bearer 1


def test_nd_ex13_the_basilisk_with_a_boosted_cost_1_unit_and_a_bomber():
    state = new_state(4, 2)
    p = state.flow.decider
    weak = put(state, 1, "goblin_soldier", "A", tokens=1)
    put(state, 2, "goblin_bomber", "A")
    put(state, 3, "basilisk", "A")
    act(state, PlaceUnit(player=p, card=home_uid(state, p, "wood_golem"), area=1))
    assert weak in area_of(state, "A").units  # the Placement Phase: it stays
    events = resolve(state)
    removed = [(e.args["card"], e.args["owner"]) for e in of_kind(events, "unit_removed")]
    assert removed == [("goblin_soldier", 1)]
    assert {r.player: r.total for r in area_of(state, "A").ranking} == {2: 3, 3: 3}
    assert of_kind(events, "bomber_returned")[0].args["player"] == 2  # the Bomber stayed for priority


def test_nd_ex14_the_collectors_cabinet_alone_scores_3():
    state = new_state(4, 2)
    cabinet = give(state, 0, "collectors_cabinet")
    assert [ln.points for ln in score_sheet(state, 0).lines if ln.card == cabinet] == [3]


@pytest.mark.parametrize("k", [0, 1, 4])
def test_nd_ex15_the_chalice_scores_k_plus_3(k):
    state = new_state(4, 2)
    chalice = give(state, 1, "cursed_chalice")
    spread = [0, 1, 2, 3] * 2
    for seat in spread[:k]:
        state.players[seat].curses += 1
    sheet = score_sheet(state, 1)
    assert [ln.points for ln in sheet.lines if ln.card == chalice] == [k + 3]
    assert sheet.curses == state.players[1].curses
    assert sheet.total == 1 + k + 3 - state.players[1].curses


@pytest.mark.parametrize("g", [0, 3])
def test_nd_ex16_the_war_drum_scores_g_plus_3(g):
    state = new_state(4, 2)
    drum = give(state, 1, "goblin_war_drum")
    soldier = home_uid(state, 1, "goblin_soldier")
    state.players[1].home.remove(soldier)
    state.box.append(soldier)
    for def_id in ["goblin_commando", "goblin_commando", "goblin_bomber"][:g]:
        give(state, 1, def_id)
    assert [ln.points for ln in score_sheet(state, 1).lines if ln.card == drum] == [g + 3]


def test_nd_ex17_the_shovel_takes_back_from_its_own_round_but_never_later():
    state = new_state(4, 2)
    state.flow.round = 8  # as if in round 8
    set_targets(state, ["grave_robbers_shovel", "dragons_hoard", "mountains", "gold_mine", "tower"])
    put(state, 1, "goblin_soldier", "A")
    resolve(state)
    act(state, Acquire(player=1))  # the Shovel in round 8; the rest of round 8 goes to the trash
    assert decide(state) == ("take_back", 1)
    assert {state.cards[a.card] for a in legal(state) if a.kind == "take_back"} == {
        "dragons_hoard",
        "mountains",
        "gold_mine",
        "tower",
    }
    act(state, Decline(player=1))
    finish_round(state)
    assert state.flow.round == 9
    trashed_in_9 = [a.target for a in state.areas]
    events = finish_round(state)  # round 9: everything trashed, the Shovel does nothing
    assert state.result is not None
    assert set(trashed_in_9) <= set(state.trash)
    assert "take_back" not in kinds(events)


@pytest.mark.parametrize("t, extra, met", [(1, 2, True), (1, 1, False)])
def test_nd_ex18_the_forgotten_kingdom_needs_t_plus_2_for_everyone_else(t, extra, met):
    state = new_state(4, 2)
    set_targets(state, ["forgotten_kingdom", "dragons_hoard", "trolls_armaments", "bottled_mana", "cursed_chalice"])
    # player 1 owns t Territories; every other player t + extra
    me = state.players[1]
    for uid in [u for u in me.home if state.cards[u] == "mountain_fort"][: 3 - t - 1]:
        me.home.remove(uid)
        state.box.append(uid)
    for uid in [u for u in me.home if state.cards[u] == "mountain_fort"][:1]:
        me.home.remove(uid)
        state.box.append(uid)
    assert sum(1 for u in me.home if state.cards[u].endswith(("throne", "fort"))) == t
    for seat in (0, 2, 3):
        p = state.players[seat]
        forts = [u for u in p.home if state.cards[u] == "mountain_fort"]
        for uid in forts[: 3 - (t + extra)]:
            p.home.remove(uid)
            state.box.append(uid)
        assert sum(1 for u in p.home if state.cards[u].endswith(("throne", "fort"))) == t + extra
    put(state, 1, "goblin_soldier", "A")
    resolve(state)
    events = act(state, Acquire(player=1))
    assert of_kind(events, "fewer_territories")[0].args == {
        "player": 1,
        "card": "forgotten_kingdom",
        "met": met,
        "mine": t + 1,
        "fewest_other": t + extra,
    }
    kingdom = home_uid(state, 1, "forgotten_kingdom")
    assert [ln.points for ln in score_sheet(state, 1).lines if ln.card == kingdom] == [8 if met else 2]
