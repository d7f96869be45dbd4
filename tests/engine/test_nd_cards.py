"""The Nameless Dark Lord: the rulebook's supplementary card notes, Level 1 to Assist (ND-16 to
ND-20). Card handles (L1-A ...) are the digest's; the cards are in resources/games/nameless_dark_lord."""

from __future__ import annotations

import pytest

from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.games.nameless_dark_lord import effects as fx
from rookraiders_desktop.engine.games.nameless_dark_lord import rules
from rookraiders_desktop.engine.games.nameless_dark_lord.actions import (
    Activate,
    Decline,
    Exchange,
    PayCurse,
    PlaceUnit,
    Reorder,
    SwapCard,
    TakeBack,
    TakeCurse,
)
from rookraiders_desktop.engine.games.nameless_dark_lord.money import exchange_sources
from rookraiders_desktop.engine.games.nameless_dark_lord.scoring import score_sheet

from .nd_helpers import (
    CARDS,
    act,
    area_of,
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


def refused(state, action, rule):
    before = state.model_dump()
    with pytest.raises(RuleViolation) as info:
        act(state, action)
    assert info.value.rule == rule, info.value
    assert state.model_dump() == before


def activate(state, player, card, *targets, **kw):
    return act(state, Activate(player=player, card=card, targets=tuple(u.card for u in targets), **kw))


def ranking(state, letter):
    return [(r.player, r.total) for r in fx.rank(state, area_of(state, letter))]


# --- Level 1 ------------------------------------------------------------------------------------


def test_nd_16_1_the_archer_judges_power_with_tokens_but_without_strength_modifiers():
    state = new_state(4, 3)
    p = state.flow.decider
    q = (p + 1) % 4
    archer = give(state, p, "skeleton_archer")
    boosted = put(state, q, "goblin_soldier", "A", tokens=1)
    put(state, q, "skeleton_lord", "B")
    lorded = put(state, q, "skeleton_swordsman", "B")  # Power 2 only from the Strength Calculation Phase
    options = [a.targets for a in legal(state) if a.kind == "activate"]
    assert (lorded.card,) in options and (boosted.card,) not in options
    refused(state, Activate(player=p, card=archer, targets=(boosted.card,)), "ND-16.1")


def test_nd_16_2_the_removed_unit_lies_sleeved_in_the_remove_area_for_the_round():
    state = new_state(4, 3)
    p = state.flow.decider
    q = (p + 1) % 4
    archer = give(state, p, "skeleton_archer")
    victim = put(state, q, "goblin_soldier", "A")
    sleeves = state.players[q].sleeves
    activate(state, p, archer, victim)
    assert state.removed == [victim] and state.players[q].sleeves == sleeves  # still in its sleeve
    resolve(state)
    assert area_of(state, "A").ranking == []  # no effect: q has no right to target A (AMB-23)


def test_nd_16_3_tokens_on_the_removed_unit_return_to_the_stock():
    state = new_state(4, 3)
    p = state.flow.decider
    mage = give(state, p, "skeleton_mage")
    victim = put(state, (p + 1) % 4, "goblin_soldier", "A", tokens=1, charge=True)
    assert (state.power_tokens, state.charge_tokens) == (3, 1)
    activate(state, p, mage, victim)
    assert (victim.power_tokens, victim.charge) == (0, False)
    assert (state.power_tokens, state.charge_tokens) == (4, 2)


def test_nd_16_4_the_units_placed_after_it_move_down_in_order():
    state = new_state(4, 3)
    p = state.flow.decider
    archer = give(state, p, "skeleton_archer")
    a = put(state, 1, "goblin_soldier", "C")
    b = put(state, 2, "wood_golem", "C")
    c = put(state, 3, "goblin_soldier", "C")
    d = put(state, 1, "clay_golem", "C")
    activate(state, p, archer, b)
    assert [u.card for u in area_of(state, "C").units] == [a.card, c.card, d.card]


def test_nd_16_5_the_flag_bearer_wins_ties_over_first_placed_priority():
    state = new_state(4, 3)
    put(state, 1, "goblin_soldier", "A")
    put(state, 2, "goblin_flag_bearer", "A")
    assert ranking(state, "A") == [(2, 1), (1, 1)]
    # without a tie it changes nothing
    put(state, 1, "wood_golem", "A")
    assert ranking(state, "A") == [(1, 2), (2, 1)]


def test_nd_16_6_two_flag_bearers_in_a_tie_fall_back_to_first_placed():
    state = new_state(4, 3)
    put(state, 3, "goblin_soldier", "A")
    put(state, 1, "goblin_flag_bearer", "A")
    put(state, 2, "goblin_flag_bearer", "A")
    put(state, 3, "goblin_soldier", "B")
    # the tied players 1 and 2 both have one: 1 placed first; player 3 (no Flag Bearer) comes after them
    assert ranking(state, "A") == [(1, 1), (2, 1), (3, 1)]


def test_nd_16_7_the_commando_may_be_placed_as_an_extra_before_or_after_the_action():
    state = new_state(4, 3)
    p = state.flow.decider
    commando = give(state, p, "goblin_commando")
    act(state, PlaceUnit(player=p, card=commando, area=0, extra=True))  # before the action
    assert decide(state) == ("turn", p)
    act(state, PlaceUnit(player=p, card=home_uid(state, p, "wood_golem"), area=1))
    assert state.flow.decider == (p + 1) % 4
    # after the action
    state2 = new_state(4, 3)
    p2 = state2.flow.decider
    commando2 = give(state2, p2, "goblin_commando")
    act(state2, PlaceUnit(player=p2, card=home_uid(state2, p2, "wood_golem"), area=1))
    assert decide(state2) == ("after", p2)
    assert {a.kind for a in legal(state2)} == {"place", "end_turn"}
    assert all(a.extra for a in legal(state2) if a.kind == "place")
    refused(state2, PlaceUnit(player=p2, card=home_uid(state2, p2, "goblin_soldier"), area=0), "ND-6.1")
    act(state2, PlaceUnit(player=p2, card=commando2, area=1, extra=True))
    assert state2.flow.decider == (p2 + 1) % 4
    # a unit without the ability cannot be placed as an extra
    refused(
        state2,
        PlaceUnit(
            player=state2.flow.decider, card=home_uid(state2, state2.flow.decider, "wood_golem"), area=0, extra=True
        ),
        "ND-16.7",
    )


def test_nd_16_8_the_extra_placement_still_needs_a_sleeve():
    state = new_state(4, 3)
    p = state.flow.decider
    commando = give(state, p, "goblin_commando")
    state.players[p].sleeves = 1
    act(state, PlaceUnit(player=p, card=home_uid(state, p, "wood_golem"), area=1))
    assert state.flow.decider == (p + 1) % 4  # no sleeve left: no extra placement offered
    turn(state, p)
    refused(state, PlaceUnit(player=p, card=commando, area=0, extra=True), "ND-7.3")


def test_nd_16_9_two_units_in_one_turn_or_an_ability_then_the_commando():
    state = new_state(4, 3)
    p = state.flow.decider
    commando = give(state, p, "goblin_commando")
    crystal = give(state, p, "far_seeing_crystal")
    act(state, Activate(player=p, card=crystal))
    act(state, legal(state)[0])
    assert decide(state) == ("after", p)
    act(state, PlaceUnit(player=p, card=commando, area=2, extra=True))
    assert state.flow.decider == (p + 1) % 4
    # two units in one turn, in the same area
    state2 = new_state(4, 3)
    p2 = state2.flow.decider
    c2 = give(state2, p2, "goblin_commando")
    act(state2, PlaceUnit(player=p2, card=c2, area=3, extra=True))
    act(state2, PlaceUnit(player=p2, card=home_uid(state2, p2, "goblin_soldier"), area=3))
    assert [u.owner for u in area_of(state2, "D").units] == [p2, p2]


def test_nd_16_10_two_commandos_place_three_units_in_one_turn():
    state = new_state(4, 3)
    p = state.flow.decider
    c1 = give(state, p, "goblin_commando")
    c2 = give(state, p, "goblin_commando")
    act(state, PlaceUnit(player=p, card=c1, area=0, extra=True))
    act(state, PlaceUnit(player=p, card=home_uid(state, p, "wood_golem"), area=1))
    act(state, PlaceUnit(player=p, card=c2, area=2, extra=True))
    assert state.flow.decider == (p + 1) % 4
    assert sum(u.owner == p for a in state.areas for u in a.units) == 3


def test_nd_16_11_trolls_armaments_may_boost_anyones_unit():
    state = new_state(4, 3)
    p = state.flow.decider
    give(state, p, "trolls_armaments")
    mine = put(state, p, "goblin_soldier", "A")
    theirs = put(state, (p + 2) % 4, "goblin_soldier", "B")
    targets = {a.targets for a in legal(state) if a.kind == "activate"}
    assert targets == {(mine.card,), (theirs.card,)}


def test_nd_16_12_the_power_token_stacks_on_a_unit_that_has_one():
    state = new_state(4, 3)
    p = state.flow.decider
    armaments = give(state, p, "trolls_armaments")
    u = put(state, p, "goblin_soldier", "A", tokens=1)
    activate(state, p, armaments, u)
    assert u.power_tokens == 2 and fx.placement_power(state, u) == 3 and state.power_tokens == 2


def test_nd_16_13_the_money_changers_scales_do_nothing_while_active():
    state = new_state(4, 3)
    p = state.flow.decider
    scales = give(state, p, "money_changers_scales")
    assert all(s.card != scales for s in exchange_sources(state, p))


def test_nd_16_14_pay_one_silver_turn_it_off_then_exchange_at_will():
    state = new_state(4, 3)
    p = state.flow.decider
    scales = give(state, p, "money_changers_scales")
    coins(state, p, silver=6)
    events = act(state, Activate(player=p, card=scales))
    assert of_kind(events, "pay")[0].args["silver"] == 1 and scales in state.players[p].off
    rates = [s.rate for s in exchange_sources(state, p) if s.card == scales]
    assert len(rates) == 1 and (rates[0].give.silver, rates[0].get.gold) == (2, 1)
    # in the Payment Phase: 4 silver -> 2 gold with the Scales, twice over
    set_targets(state, ["ultimate_golem", "dark_forest", "mountains", "tower", "gold_mine"])
    put(state, p, "skeleton_lord", "A")  # 1 gold
    put(state, p, "cave_troll", "A")  # 1 gold + 1 silver
    resolve(state)
    acquire = [a for a in legal(state) if a.kind == "acquire"]
    assert acquire[0].exchanges == (Exchange(card=scales, pattern=0, times=2),)
    act(state, acquire[0])
    assert (state.players[p].gold, state.players[p].silver) == (0, 0)


def test_nd_16_15_the_scales_are_active_again_before_income_so_no_exchange_in_preparation():
    state = new_state(4, 3)
    p = state.flow.decider
    scales = give(state, p, "money_changers_scales")
    act(state, Activate(player=p, card=scales))
    events = finish_round(state)
    start = kinds(events).index("round")
    assert kinds(events)[start:].index("reactivate") < kinds(events)[start:].index("income")
    assert not of_kind(events[start:], "exchange")
    assert scales not in state.players[p].off
    assert all(s.card != scales for s in exchange_sources(state, p))


def test_nd_16_16_the_crystal_is_activated_just_by_turning_it_off():
    state = new_state(4, 3)
    p = state.flow.decider
    crystal = give(state, p, "far_seeing_crystal")
    coins(state, p)
    events = act(state, Activate(player=p, card=crystal))
    assert not of_kind(events, "pay") and crystal in state.players[p].off
    assert CARDS["far_seeing_crystal"].activated.cost.empty


def test_nd_16_17_no_crystal_when_no_card_is_left_to_reveal():
    state = new_state(4, 3)
    p = state.flow.decider
    crystal = give(state, p, "far_seeing_crystal")
    state.box += state.deck
    state.deck = []
    assert not [a for a in legal(state) if a.kind == "activate"]
    refused(state, Activate(player=p, card=crystal), "ND-16.17")


def test_nd_16_18_the_cards_go_back_in_any_order_levels_mixed():
    state = new_state(4, 3)
    p = state.flow.decider
    crystal = give(state, p, "far_seeing_crystal")
    # as in round 8: one Level 3 card left, then Level 3+
    level3 = [u for u in state.deck if state.backs[u] == "level3"]
    plus = [u for u in state.deck if state.backs[u] == "level3plus"]
    state.box += [u for u in state.deck if u not in level3[:1] + plus]
    state.deck = level3[:1] + plus
    act(state, Activate(player=p, card=crystal))
    seen = list(state.flow.scry)
    # only the user sees them, while deciding
    assert rules.view(state, p).flow.scry == seen and rules.view(state, (p + 1) % 4).flow.scry == []
    assert [state.backs[u] for u in seen] == ["level3", "level3plus", "level3plus"]
    assert len(legal(state)) == 6
    refused(state, Reorder(player=p, order=tuple(seen[:2])), "ND-16.18")
    order = (seen[2], seen[0], seen[1])
    act(state, Reorder(player=p, order=order))
    assert tuple(state.deck[:3]) == order


def test_ND_16_18_the_put_back_order_is_told_only_to_the_crystals_user():
    """Issue 13: the order in which the cards go back is secret. The log says only that they went
    back; the order is a private line, so a replay's step caption for any other seat or a
    spectator is "chose in secret" and never "Put back, top first: ..."."""
    from rookraiders_desktop.engine.core.replay import caption, visible
    from rookraiders_desktop.engine.games.nameless_dark_lord.rules import GAME

    state = new_state(4, 3)
    p = state.flow.decider
    crystal = give(state, p, "far_seeing_crystal")
    act(state, Activate(player=p, card=crystal))
    seen = list(state.flow.scry)
    before = {viewer: rules.view(state, viewer) for viewer in (*range(4), None)}
    action = Reorder(player=p, order=(seen[2], seen[0], seen[1]))
    events = act(state, action)
    names = [CARDS[state.cards[u]].name_en for u in action.order]
    private = of_kind(events, "reordered_cards")
    assert private and private[0].visible_to == (p,)
    mine = caption(GAME, action, events, p, before[p])
    assert mine is not None and mine.startswith("Put back, top first: ")
    for viewer in [seat for seat in range(4) if seat != p] + [None]:
        assert caption(GAME, action, events, viewer, before[viewer]) is None  # "chose in secret"
        told = " ".join(GAME.describe_event(e) for e in events if visible(e, viewer))
        assert "puts the 3 cards back" in told
        assert not any(name in told for name in names)


# --- Level 2 ------------------------------------------------------------------------------------


def test_nd_17_1_the_mercenarys_token_only_when_it_is_placed():
    state = new_state(4, 3)
    p = state.flow.decider
    merc = give(state, p, "goblin_mercenary")
    coins(state, p, gold=1, silver=2)
    boosts = [a for a in legal(state) if a.kind == "place" and a.card == merc and a.boost]
    assert len(boosts) == 5  # one per battle area
    assert not [a for a in legal(state) if a.kind == "activate"]  # not an activated ability
    act(state, boosts[0])
    placed = area_of(state, "A").units[-1]
    assert placed.power_tokens == 1 and state.players[p].gold == 0
    refused(
        state,
        PlaceUnit(
            player=state.flow.decider, card=home_uid(state, state.flow.decider, "wood_golem"), area=0, boost=True
        ),
        "ND-17.1",
    )


def test_nd_17_2_never_more_than_one_token_per_placement():
    state = new_state(4, 3)
    p = state.flow.decider
    merc = give(state, p, "goblin_mercenary")
    coins(state, p, gold=2)
    events = act(state, PlaceUnit(player=p, card=merc, area=0, boost=True))
    assert of_kind(events, "pay")[0].args["gold"] == 1 and state.players[p].gold == 1
    assert area_of(state, "A").units[0].power_tokens == 1


def test_nd_17_3_the_warchief_counts_its_owners_units_of_every_race():
    state = new_state(4, 3)
    put(state, 1, "orc_warchief", "A")
    put(state, 1, "skeleton_swordsman", "A")
    put(state, 1, "goblin_soldier", "A")
    put(state, 2, "wood_golem", "A")  # another player's: not counted
    assert fx.strength_powers(state, area_of(state, "A")) == [3, 1, 1, 1]


def test_nd_17_4_the_warchiefs_bonus_only_from_the_strength_calculation_phase():
    state = new_state(4, 3)
    chief = put(state, 1, "orc_warchief", "A")
    put(state, 1, "goblin_soldier", "A")
    assert fx.placement_power(state, chief) == 1
    assert ranking(state, "A") == [(1, 3)]


def test_nd_17_5_the_cave_troll_sets_its_areas_limit_to_three():
    state = new_state(4, 3)
    p = state.flow.decider
    troll = give(state, p, "cave_troll")
    for seat in (1, 2, 3):
        put(state, seat, "goblin_soldier", "A")
    refused(state, PlaceUnit(player=p, card=troll, area=0), "ND-17.5")  # 3 there already
    put(state, 1, "wood_golem", "B")
    put(state, 2, "wood_golem", "B")
    act(state, PlaceUnit(player=p, card=troll, area=1))
    nxt = state.flow.decider
    refused(state, PlaceUnit(player=nxt, card=home_uid(state, nxt, "wood_golem"), area=1), "ND-17.5")


def test_nd_17_6_when_units_are_removed_the_troll_area_takes_units_again_up_to_three():
    state = new_state(4, 3)
    p = state.flow.decider
    archer = give(state, p, "skeleton_archer")
    put(state, 1, "cave_troll", "A")
    victim = put(state, 2, "goblin_soldier", "A")
    put(state, 3, "goblin_soldier", "A")
    activate(state, p, archer, victim)
    q = state.flow.decider
    assert any(a.kind == "place" and a.area == 0 for a in legal(state))
    act(state, PlaceUnit(player=q, card=home_uid(state, q, "wood_golem"), area=0))
    r = state.flow.decider
    refused(state, PlaceUnit(player=r, card=home_uid(state, r, "wood_golem"), area=0), "ND-17.5")


def test_nd_17_8_bottled_mana_never_targets_cost_value_3_or_more():
    state = new_state(4, 3)
    p = state.flow.decider
    bottle = give(state, p, "bottled_mana")
    cheap = put(state, 1, "clay_golem", "A")  # cost value 2
    dear = put(state, 2, "cave_troll", "B")  # cost value 3
    assert {a.targets for a in legal(state) if a.kind == "activate"} == {(cheap.card,)}
    refused(state, Activate(player=p, card=bottle, targets=(dear.card,)), "ND-17.8")


def test_nd_17_9_bottled_mana_puts_a_charge_token_from_the_stock():
    state = new_state(4, 3)
    p = state.flow.decider
    bottle = give(state, p, "bottled_mana")
    u = put(state, p, "clay_golem", "A")
    activate(state, p, bottle, u)
    assert u.charge and state.charge_tokens == 1
    assert fx.upkeep_due(state, area_of(state, "A"), p)[0].silver == 0


def test_nd_17_10_the_mirror_always_needs_exactly_two_units():
    state = new_state(4, 3)
    p = state.flow.decider
    mirror = give(state, p, "mirror_of_transposition")
    a = put(state, 1, "goblin_soldier", "A")
    assert not [x for x in legal(state) if x.kind == "activate"]  # only one Unit in the battle areas
    refused(state, Activate(player=p, card=mirror, targets=(a.card,)), "ND-17.10")
    b = put(state, 2, "clay_golem", "B")
    assert [x.targets for x in legal(state) if x.kind == "activate"] == [(a.card, b.card)]


def test_nd_17_11_tokens_move_with_the_swapped_units():
    state = new_state(4, 3)
    p = state.flow.decider
    mirror = give(state, p, "mirror_of_transposition")
    a = put(state, 1, "goblin_soldier", "A", tokens=2)
    put(state, 3, "wood_golem", "A")
    b = put(state, 2, "clay_golem", "B", charge=True)
    activate(state, p, mirror, a, b)
    assert area_of(state, "A").units[0] is b and area_of(state, "B").units[0] is a
    assert a.power_tokens == 2 and b.charge
    assert ranking(state, "A") == [(2, 3), (3, 1)]


def test_nd_17_12_the_chalice_puts_a_curse_token_in_the_chosen_players_home_area():
    state = new_state(4, 3)
    p = state.flow.decider
    chalice = give(state, p, "cursed_chalice")
    target = (p + 2) % 4
    coins(state, target)  # no gold, no way to avoid it
    events = act(state, Activate(player=p, card=chalice, target_player=target))
    assert state.players[target].curses == 1 and state.curse_tokens == 5
    assert of_kind(events, "curse")[0].args["player"] == target
    refused(state, Activate(player=state.flow.decider, card=chalice, target_player=state.flow.decider), "ND-8.4")


def test_nd_17_13_gold_keeps_the_curse_away_only_at_that_moment():
    state = new_state(4, 3)
    p = state.flow.decider
    chalice = give(state, p, "cursed_chalice")
    target = (p + 1) % 4
    coins(state, target, gold=1)
    act(state, Activate(player=p, card=chalice, target_player=target))
    assert decide(state) == ("curse", target)
    assert {a.kind for a in legal(state)} == {"pay_curse", "take_curse"}
    act(state, TakeCurse(player=target))
    assert state.players[target].curses == 1
    # afterwards there is no way to pay it off
    assert state.flow.decider == target and state.flow.decision == "turn"
    assert not [a for a in legal(state) if a.kind == "pay_curse"]
    refused(state, PayCurse(player=target), "ND-6.1")
    # the other answer: pay 1 gold at once
    state2 = new_state(4, 3)
    p2 = state2.flow.decider
    c2 = give(state2, p2, "cursed_chalice")
    t2 = (p2 + 1) % 4
    coins(state2, t2, gold=1)
    act(state2, Activate(player=p2, card=c2, target_player=t2))
    events = act(state2, PayCurse(player=t2))
    assert state2.players[t2].curses == 0 and state2.players[t2].gold == 0
    assert kinds(events)[:2] == ["pay", "curse_avoided"]


def test_nd_17_14_the_chalice_scores_three_plus_every_curse_token():
    state = new_state(4, 3)
    chalice = give(state, 0, "cursed_chalice")
    state.players[1].curses = 2
    state.players[3].curses = 1
    state.players[0].curses = 1
    line = next(ln for ln in score_sheet(state, 0).lines if ln.card == chalice)
    assert line.points == 3 + 4
    assert score_sheet(state, 0).total == 1 + 7 - 1


def test_nd_17_15_the_red_witch_doll_is_modest_alone_and_high_with_the_blue():
    state = new_state(4, 3)
    red = give(state, 1, "witch_doll_red")
    give(state, 2, "witch_doll_blue")  # another player's Doll does not count
    assert next(ln.points for ln in score_sheet(state, 1).lines if ln.card == red) == 2
    give(state, 1, "witch_doll_blue")
    assert next(ln.points for ln in score_sheet(state, 1).lines if ln.card == red) == 7


# --- Level 3 ------------------------------------------------------------------------------------


def test_nd_18_1_the_skeleton_lord_boosts_itself():
    state = new_state(4, 3)
    put(state, 1, "skeleton_lord", "A")
    assert fx.strength_powers(state, area_of(state, "A")) == [4]


def test_nd_18_2_the_lords_bonus_only_from_the_strength_calculation_phase():
    state = new_state(4, 3)
    lord = put(state, 1, "skeleton_lord", "A")
    assert fx.placement_power(state, lord) == 3


def test_nd_18_3_the_lord_boosts_other_players_skeletons_in_its_area():
    state = new_state(4, 3)
    put(state, 1, "skeleton_lord", "A")
    put(state, 2, "skeleton_swordsman", "A")
    put(state, 2, "goblin_soldier", "A")
    put(state, 3, "skeleton_swordsman", "B")  # another area: no bonus
    assert fx.strength_powers(state, area_of(state, "A")) == [4, 2, 1]
    assert fx.strength_powers(state, area_of(state, "B")) == [1]


def test_nd_18_4_the_goblin_king_surcharges_every_other_unit_of_cost_value_2_or_more():
    state = new_state(4, 3)
    put(state, 1, "goblin_king", "A")
    put(state, 1, "clay_golem", "A")  # own unit, cost value 2: +1
    put(state, 1, "goblin_soldier", "A")  # cost value 1: nothing
    put(state, 2, "lambert_golem", "A")
    cost, lines = fx.upkeep_due(state, area_of(state, "A"), 1)
    assert (cost.gold, cost.silver) == (1, 2 + 1 + 1)
    assert [ln.note for ln in lines] == ["", "surcharge", ""]
    cost2, _ = fx.upkeep_due(state, area_of(state, "A"), 2)
    assert (cost2.gold, cost2.silver) == (1, 3)


def test_nd_18_5_the_king_does_not_change_cost_values():
    state = new_state(4, 3)
    p = state.flow.decider
    give(state, p, "bottled_mana")
    put(state, 1, "goblin_king", "A")
    clay = put(state, 1, "clay_golem", "A")
    assert CARDS["clay_golem"].cost_value == 2
    assert (clay.card,) in [a.targets for a in legal(state) if a.kind == "activate"]  # still cost value 2


def test_nd_18_6_the_basilisk_goes_by_cost_value_power_tokens_do_not_help():
    state = new_state(4, 3)
    put(state, 1, "basilisk", "A")
    strong = put(state, 2, "goblin_soldier", "A", tokens=2)
    events = resolve(state)
    removed = of_kind(events, "unit_removed")
    assert [(e.args["card"], e.args["owner"], e.args["by"]) for e in removed] == [("goblin_soldier", 2, "basilisk")]
    assert strong.power_tokens == 0 and {r.player for r in area_of(state, "A").ranking} == {1}


def test_nd_18_7_the_basilisk_removes_every_cost_value_1_unit_but_not_the_bomber():
    state = new_state(4, 3)
    own = put(state, 1, "goblin_soldier", "A")
    put(state, 1, "basilisk", "A")
    other = put(state, 2, "wood_golem", "A")
    bomber = put(state, 3, "goblin_bomber", "A")
    clay = put(state, 2, "clay_golem", "A")
    resolve(state)
    assert state.removed == [own, other]
    assert {r.player: r.total for r in area_of(state, "A").ranking} == {1: 3, 2: 3, 3: 3}
    assert bomber.card in state.bombers and clay in area_of(state, "A").units


def test_nd_18_8_the_basilisk_does_nothing_during_placement():
    state = new_state(4, 3)
    p = state.flow.decider
    put(state, 1, "basilisk", "A")
    put(state, 2, "goblin_soldier", "A")
    act(state, PlaceUnit(player=p, card=home_uid(state, p, "wood_golem"), area=0))
    assert len(area_of(state, "A").units) == 3 and state.removed == []


def _doll_round(seed=3):
    """Player 1 acquires the Witch Doll (Blue) in area A; everything else is empty."""
    state = new_state(4, seed)
    set_targets(state, ["witch_doll_blue", "dark_forest", "mountains", "gold_mine", "tower"])
    put(state, 1, "goblin_soldier", "A")
    resolve(state)
    act(state, next(a for a in legal(state) if a.kind == "acquire"))
    return state


def test_nd_18_9_the_doll_may_take_a_goblin_bomber_or_the_start_player_card():
    state = new_state(4, 3)
    bomber = give(state, 2, "goblin_bomber")
    set_targets(state, ["witch_doll_blue", "dark_forest", "mountains", "gold_mine", "tower"])
    put(state, 1, "goblin_soldier", "A")
    resolve(state)
    act(state, next(a for a in legal(state) if a.kind == "acquire"))
    assert decide(state) == ("doll", 1)
    cards = {a.card for a in legal(state) if a.kind == "swap_card"}
    assert bomber in cards and state.start_card in cards
    assert not cards & set(state.players[1].home)
    act(state, SwapCard(player=1, card=bomber))
    assert bomber in state.players[1].home and any(state.cards[u] == "witch_doll_blue" for u in state.players[2].home)
    # the START PLAYER card
    state2 = _doll_round()
    holder = state2.flow.start_player
    assert holder != 1
    events = act(state2, SwapCard(player=1, card=state2.start_card))
    assert of_kind(events, "doll_swap")[0].args["other"] == holder
    assert any(state2.cards[u] == "witch_doll_blue" for u in state2.players[holder].home)


def test_nd_18_10_the_doll_triggers_only_when_acquired_as_a_target():
    state = _doll_round()
    assert decide(state) == ("doll", 1)
    # received by exchange: the new owner gets no swap (Decline = keep it, then hand it over by swap)
    act(state, SwapCard(player=1, card=home_uid(state, 2, "mountain_fort")))
    finish_round(state)
    assert not state.flow.triggers
    # taken back from the Trash Area: no swap either
    state2 = new_state(4, 3)
    set_targets(state2, ["grave_robbers_shovel", "witch_doll_blue", "mountains", "gold_mine", "tower"])
    put(state2, 1, "goblin_soldier", "A")
    resolve(state2)
    act(state2, next(a for a in legal(state2) if a.kind == "acquire"))
    assert decide(state2) == ("take_back", 1)  # B (the Doll) was trashed: nobody placed there
    doll = next(u for u in state2.trash if state2.cards[u] == "witch_doll_blue")
    events = act(state2, TakeBack(player=1, card=doll))
    assert doll in state2.players[1].home and "doll_swap" not in kinds(events)
    assert state2.flow.decision != "doll"


def test_nd_18_11_the_golem_workshop_keeps_its_owners_golems_cheaply():
    state = new_state(4, 3)
    give(state, 1, "golem_workshop")
    for def_id in ("wood_golem", "clay_golem", "lambert_golem", "ultimate_golem"):
        put(state, 1, def_id, "A")
    put(state, 2, "lambert_golem", "B")  # another player's Golem pays in full
    _, lines = fx.upkeep_due(state, area_of(state, "A"), 1)
    assert [(ln.gold, ln.silver) for ln in lines] == [(0, 0), (0, 1), (1, 1), (2, 0)]
    cost = fx.upkeep_due(state, area_of(state, "B"), 2)[0]
    assert (cost.gold, cost.silver) == (1, 2)


def test_nd_18_12_the_workshop_does_not_change_cost_values():
    state = new_state(4, 3)
    give(state, 1, "golem_workshop")
    put(state, 1, "wood_golem", "A")
    put(state, 2, "basilisk", "A")
    events = resolve(state)
    # still cost value 1 for the Basilisk
    assert [e.args["card"] for e in of_kind(events, "unit_removed")] == ["wood_golem"]


def test_nd_18_13_the_workshop_and_the_goblin_king_on_a_clay_golem():
    state = new_state(4, 3)
    give(state, 1, "golem_workshop")
    put(state, 2, "goblin_king", "A")
    put(state, 1, "clay_golem", "A")
    cost, lines = fx.upkeep_due(state, area_of(state, "A"), 1)
    assert (cost.gold, cost.silver) == (0, 2) and lines[0].note == "workshop+surcharge"


# --- Level 3+ -----------------------------------------------------------------------------------


def test_nd_19_1_the_book_of_the_dead_counts_skeleton_kinds():
    state = new_state(4, 3)
    book = give(state, 1, "book_of_the_dead")
    swordsman = home_uid(state, 1, "skeleton_swordsman")
    state.players[1].home.remove(swordsman)
    state.box.append(swordsman)
    points = lambda: next(ln.points for ln in score_sheet(state, 1).lines if ln.card == book)  # noqa: E731
    values = [points()]
    for def_id in ("skeleton_swordsman", "skeleton_archer", "skeleton_mage", "skeleton_lord"):
        give(state, 1, def_id)
        values.append(points())
    assert values == [0, 1, 3, 6, 10]


def test_nd_19_2_the_war_drum_counts_goblin_cards_not_kinds():
    state = new_state(4, 3)
    drum = give(state, 1, "goblin_war_drum")
    for def_id in ("goblin_flag_bearer", "goblin_flag_bearer", "goblin_bomber", "goblin_king"):
        give(state, 1, def_id)
    line = next(ln for ln in score_sheet(state, 1).lines if ln.card == drum)
    assert line.points == 3 + 5  # the starting Soldier, two Flag Bearers, a Bomber, the King


def test_nd_19_3_the_collectors_cabinet_alone_is_worth_three():
    state = new_state(4, 3)
    cabinet = give(state, 1, "collectors_cabinet")
    assert next(ln.points for ln in score_sheet(state, 1).lines if ln.card == cabinet) == 3
    give(state, 1, "dragons_hoard")
    assert next(ln.points for ln in score_sheet(state, 1).lines if ln.card == cabinet) == 4


def test_nd_19_4_the_geomancers_map_makes_mountains_and_towers_worth_zero_for_everyone():
    state = new_state(4, 3)
    give(state, 1, "mountains")
    give(state, 2, "tower")
    assert (score_sheet(state, 1).total, score_sheet(state, 2).total) == (0, -1)
    give(state, 3, "geomancers_map")
    assert (score_sheet(state, 1).total, score_sheet(state, 2).total) == (1, 1)


def _shovel_round(seed=3):
    state = new_state(4, seed)
    set_targets(state, ["grave_robbers_shovel", "dragons_hoard", "mountains", "gold_mine", "tower"])
    put(state, 1, "goblin_soldier", "A")
    put(state, 2, "goblin_soldier", "B")
    resolve(state)
    act(state, next(a for a in legal(state) if a.kind == "acquire"))  # player 1: the Shovel
    act(state, Decline(player=2))  # the Hoard goes to the Trash Area this round
    return state


def test_nd_19_5_the_shovel_takes_back_a_card_trashed_this_very_round():
    state = _shovel_round()
    assert decide(state) == ("take_back", 1)
    hoard = next(u for u in state.trash if state.cards[u] == "dragons_hoard")
    assert TakeBack(player=1, card=hoard) in legal(state)
    events = act(state, TakeBack(player=1, card=hoard))
    assert hoard in state.players[1].home
    assert kinds(events).index("take_back") < kinds(events).index("units_home")
    # a taken-back card is not an acquired target: only the Shovel counts for START PLAYER (AMB-8)
    assert of_kind(events, "start_player")[0].args == {"player": 1, "acquired": 1}


def test_nd_19_6_acquired_in_round_8_it_never_takes_round_9_trash():
    state = _shovel_round()
    act(state, Decline(player=1))
    finish_round(state)
    # a later round trashes a card: the Shovel, acquired earlier, does nothing
    put(state, 2, "goblin_soldier", "A")
    events = finish_round(state, lambda st, o: Decline(player=st.flow.decider) if st.flow.decision == "offer" else None)
    assert of_kind(events, "trash") and "take_back" not in kinds(events)


def drop_forts(state, player, k):
    for _ in range(k):
        fort = home_uid(state, player, "mountain_fort")
        state.players[player].home.remove(fort)
        state.box.append(fort)


def test_nd_19_7_the_forgotten_kingdom_resolves_before_the_doll():
    state = new_state(4, 3)
    set_targets(state, ["witch_doll_blue", "forgotten_kingdom", "mountains", "gold_mine", "tower"])
    drop_forts(state, 1, 2)
    put(state, 1, "goblin_soldier", "A")  # the Doll, resolved first as an area ...
    put(state, 1, "wood_golem", "B")  # ... the Kingdom second
    resolve(state)
    act(state, next(a for a in legal(state) if a.kind == "acquire"))
    events = act(state, next(a for a in legal(state) if a.kind == "acquire"))
    # the Kingdom's condition is judged first (player 1 owns 2 Territories, the others 3), then the Doll
    assert of_kind(events, "fewer_territories")[0].args["met"] is True
    assert decide(state) == ("doll", 1)
    kingdom = home_uid(state, 1, "forgotten_kingdom")
    assert kingdom in state.flags


def test_nd_19_8_the_kingdom_triggers_only_when_acquired_as_a_target():
    state = new_state(4, 3)
    set_targets(state, ["grave_robbers_shovel", "forgotten_kingdom", "mountains", "gold_mine", "tower"])
    drop_forts(state, 1, 2)
    put(state, 1, "goblin_soldier", "A")
    resolve(state)
    act(state, next(a for a in legal(state) if a.kind == "acquire"))
    kingdom = next(u for u in state.trash if state.cards[u] == "forgotten_kingdom")
    events = act(state, TakeBack(player=1, card=kingdom))
    assert "fewer_territories" not in kinds(events) and kingdom not in state.flags
    assert next(ln.points for ln in score_sheet(state, 1).lines if ln.card == kingdom) == 2


def test_ND_19_9_the_kingdom_is_judged_when_acquired_not_after_the_later_areas():
    """「このカードを獲得する段階で」: player 2 owns 1 Territory, the others 3, and wins the Kingdom in
    area A (2 against 3: met), then the Mountains in area B. Only the moment of acquiring counts,
    so the later Territory (3 against 3 at the end of the round) does not undo it."""
    state = new_state(4, 3)
    set_targets(state, ["forgotten_kingdom", "mountains", "dark_forest", "gold_mine", "tower"])
    drop_forts(state, 1, 2)
    put(state, 1, "goblin_soldier", "A")
    put(state, 1, "wood_golem", "B")
    resolve(state)
    events = act(state, next(a for a in legal(state) if a.kind == "acquire"))  # the Kingdom
    assert of_kind(events, "fewer_territories")[0].args == {
        "player": 1,
        "card": "forgotten_kingdom",
        "met": True,
        "mine": 2,
        "fewest_other": 3,
    }
    events = act(state, next(a for a in legal(state) if a.kind == "acquire"))  # the Mountains
    assert "fewer_territories" not in kinds(events)
    kingdom = home_uid(state, 1, "forgotten_kingdom")
    assert len(rules.territories(state, 1)) == 3 and kingdom in state.flags
    assert next(ln.points for ln in score_sheet(state, 1).lines if ln.card == kingdom) == 8


@pytest.mark.parametrize("fewer, met", [(2, True), (1, False)])
def test_nd_19_9_the_kingdom_needs_two_fewer_territories_than_everyone_before(fewer, met):
    state = new_state(4, 3)
    set_targets(state, ["forgotten_kingdom", "dark_forest", "mountains", "gold_mine", "tower"])
    drop_forts(state, 1, fewer)  # player 1 owns 3 - fewer Territories, the others 3
    put(state, 1, "goblin_soldier", "A")
    resolve(state)
    events = act(state, next(a for a in legal(state) if a.kind == "acquire"))
    assert of_kind(events, "fewer_territories")[0].args["met"] is met
    kingdom = home_uid(state, 1, "forgotten_kingdom")
    assert next(ln.points for ln in score_sheet(state, 1).lines if ln.card == kingdom) == (8 if met else 2)


# --- Assist -------------------------------------------------------------------------------------


def test_nd_20_1_the_bomber_is_power_3_cost_0_and_leaves_before_payment():
    state = new_state(4, 3)
    bomber = put(state, 1, "goblin_bomber", "A")
    put(state, 1, "goblin_soldier", "A")
    put(state, 2, "clay_golem", "A")
    events = resolve(state)
    assert {r.player: r.total for r in area_of(state, "A").ranking} == {1: 4, 2: 3}
    assert kinds(events).index("strength") < kinds(events).index("bomber_returned")
    assert decide(state) == ("offer", 1)
    assert fx.upkeep_due(state, area_of(state, "A"), 1)[0].silver == 1  # only the Soldier is paid
    assert bomber.card in state.bombers
    assert bomber.card not in state.players[1].home


def test_nd_20_2_the_bomber_returns_even_without_priority_and_its_sleeve_goes_home():
    state = new_state(4, 3)
    bomber = put(state, 1, "goblin_bomber", "B")
    put(state, 2, "cave_troll", "B")
    coins(state, 2, gold=1, silver=1)
    sleeves = state.players[1].sleeves
    resolve(state)
    assert decide(state) == ("offer", 2)
    assert bomber.card in state.bombers and state.players[1].sleeves == sleeves + 1


def test_nd_20_3_the_bombers_cost_value_is_0():
    assert CARDS["goblin_bomber"].cost_value == 0
    assert CARDS["goblin_bomber"].upkeep.empty and CARDS["goblin_bomber"].power == 3


def test_nd_19_5_a_shovel_designed_to_take_two_cards_asks_twice(tmp_path, monkeypatch):
    from rookraiders_desktop.engine.games.nameless_dark_lord.content import load_content

    content = load_content()
    shovel = content.cards["grave_robbers_shovel"]
    two = shovel.model_copy(update={"abilities": [shovel.abilities[0].model_copy(update={"count": 2})]})
    patched = content.model_copy(update={"cards": {**content.cards, "grave_robbers_shovel": two}})
    monkeypatch.setattr("rookraiders_desktop.engine.games.nameless_dark_lord.rules.load_content", lambda: patched)
    state = _shovel_round()
    first = next(u for u in state.trash if state.cards[u] == "dragons_hoard")
    act(state, TakeBack(player=1, card=first))
    assert decide(state) == ("take_back", 1)
    second = legal(state)[0].card
    act(state, TakeBack(player=1, card=second))
    assert {first, second} <= set(state.players[1].home) and state.flow.decision != "take_back"
