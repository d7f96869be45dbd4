"""The Nameless Dark Lord: Battle Area resolution (ND-11), Strength Calculation (ND-12), Payment
(ND-13), the End Phase (ND-14) and Final Scoring (ND-15). Every test names the clause it checks."""

from __future__ import annotations

import pytest

from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.games.nameless_dark_lord.actions import Acquire, Decline, TakeBomber
from rookraiders_desktop.engine.games.nameless_dark_lord.scoring import final_result, score_sheet

from .nd_helpers import (
    act,
    area_of,
    coins,
    decide,
    finish_round,
    give,
    kinds,
    legal,
    new_state,
    of_kind,
    put,
    resolve,
)


def acquire_first(state):
    return act(state, next(a for a in legal(state) if a.kind == "acquire"))


def decline(state):
    return act(state, Decline(player=state.flow.decider))


# --- ND-11 -------------------------------------------------------------------------------------


def test_nd_11_1_resolution_hands_out_the_target_cards():
    state = new_state(4, 2)
    targets = [a.target for a in state.areas]
    for i, letter in enumerate("ABCDE"):
        put(state, i % 4, "goblin_soldier" if i < 4 else "wood_golem", letter)
    resolve(state)
    while state.flow.decision == "offer":
        acquire_first(state)
    owned = {u for p in state.players for u in p.home}
    assert set(targets) <= owned


def test_nd_11_2_areas_resolve_in_order_each_strength_then_payment():
    state = new_state(4, 2)
    put(state, 0, "goblin_soldier", "A")
    put(state, 1, "goblin_soldier", "B")
    put(state, 2, "goblin_soldier", "C")
    events = resolve(state)
    assert [e.args["area"] for e in of_kind(events, "strength")] == ["A"]  # B waits for A's payment
    assert decide(state) == ("offer", 0)
    events = acquire_first(state)
    assert kinds(events)[:3] == ["pay", "acquire", "resolve_area"]
    assert of_kind(events, "strength")[0].args["area"] == "B"


def test_nd_11_3_the_next_area_follows_an_acquisition_or_a_trashing():
    state = new_state(4, 2)
    put(state, 0, "goblin_soldier", "A")
    put(state, 1, "goblin_soldier", "B")
    resolve(state)
    events = decline(state)
    assert kinds(events)[:3] == ["decline", "trash", "resolve_area"]
    assert state.flow.area == 1 and decide(state) == ("offer", 1)


def test_nd_11_4_after_the_last_area_the_end_phase_begins():
    state = new_state(4, 2)
    put(state, 0, "goblin_soldier", "E")
    resolve(state)
    events = acquire_first(state)
    assert {"phase": "end"} in [e.args for e in events]
    assert state.flow.round == 2 or state.flow.phase == "end"


# --- ND-12 -------------------------------------------------------------------------------------


def test_nd_12_1_each_players_power_in_the_area_is_added_up():
    state = new_state(4, 2)
    put(state, 1, "goblin_soldier", "A")
    put(state, 2, "clay_golem", "A")
    put(state, 1, "goblin_mercenary", "A")
    put(state, 1, "wood_golem", "A")
    resolve(state)
    assert [(r.player, r.total) for r in area_of(state, "A").ranking] == [(1, 4), (2, 3)]


def test_nd_12_2_highest_total_first():
    state = new_state(4, 2)
    put(state, 3, "goblin_soldier", "B")
    put(state, 0, "cave_troll", "B")
    put(state, 2, "clay_golem", "B")
    resolve(state)
    assert [r.player for r in area_of(state, "B").ranking] == [0, 2, 3]


def test_nd_12_3_equal_totals_go_to_whoever_placed_first():
    state = new_state(4, 2)
    put(state, 2, "goblin_soldier", "A")
    put(state, 1, "clay_golem", "A")
    put(state, 2, "goblin_mercenary", "A")
    resolve(state)
    assert [(r.player, r.total) for r in area_of(state, "A").ranking] == [(2, 3), (1, 3)]


def test_nd_12_4_no_unit_no_right_to_the_target():
    state = new_state(4, 2)
    put(state, 1, "goblin_soldier", "A")
    resolve(state)
    assert [r.player for r in area_of(state, "A").ranking] == [1]
    events = decline(state)
    assert kinds(events)[:2] == ["decline", "trash"]  # nobody else was asked
    assert not of_kind(events, "cannot_pay")


def test_nd_12_5_the_top_player_is_offered_the_target():
    state = new_state(4, 2)
    put(state, 1, "goblin_soldier", "A")
    put(state, 3, "clay_golem", "A")
    resolve(state)
    assert decide(state) == ("offer", 3)
    assert {a.kind for a in legal(state)} == {"acquire", "decline"}


def test_nd_12_6_declining_or_being_unable_to_pay_passes_the_offer_down():
    state = new_state(4, 2)
    put(state, 1, "goblin_soldier", "A")
    put(state, 2, "goblin_soldier", "A")
    put(state, 3, "clay_golem", "A")
    coins(state, 3, silver=1)  # the Clay Golem costs 2 silver
    events = resolve(state)
    assert of_kind(events, "cannot_pay")[0].args["player"] == 3
    assert decide(state) == ("offer", 1)
    decline(state)
    assert decide(state) == ("offer", 2)
    acquire_first(state)
    assert area_of(state, "A").winner == 2


def test_nd_12_7_unwanted_or_unclaimed_targets_go_to_the_trash():
    state = new_state(4, 2)
    a_card, b_card = area_of(state, "A").target, area_of(state, "B").target
    put(state, 1, "goblin_soldier", "B")
    resolve(state)  # nobody in A: trashed at once
    assert state.trash == [a_card]
    decline(state)
    assert state.trash[:2] == [a_card, b_card]


# --- ND-13 -------------------------------------------------------------------------------------


def hold(state, seat=0):
    """A Unit in area E keeps the resolution from reaching the End Phase (where coins go back)."""
    put(state, seat, "wood_golem", "E")


def test_nd_13_1_only_the_acquiring_player_pays():
    state = new_state(4, 2)
    hold(state)
    put(state, 1, "goblin_soldier", "A")
    put(state, 2, "clay_golem", "A")
    resolve(state)
    acquire_first(state)
    assert [(p.gold, p.silver) for p in state.players] == [(0, 2), (0, 2), (0, 0), (0, 2)]


def test_nd_13_2_decliners_and_lower_ranks_pay_nothing():
    state = new_state(4, 2)
    hold(state)
    put(state, 1, "goblin_soldier", "A")
    put(state, 2, "clay_golem", "A")
    put(state, 3, "wood_golem", "A")
    resolve(state)
    decline(state)  # player 2
    acquire_first(state)  # player 1 (placed before player 3)
    assert [(p.gold, p.silver) for p in state.players] == [(0, 2), (0, 1), (0, 2), (0, 2)]


def test_nd_13_3_exact_coin_types_and_numbers_of_the_summed_upkeep():
    state = new_state(4, 2)
    hold(state, 1)
    put(state, 0, "cave_troll", "A")  # 1 gold + 1 silver
    put(state, 0, "lambert_golem", "A")  # 1 gold + 2 silver
    coins(state, 0, gold=3, silver=4)
    resolve(state)
    events = acquire_first(state)
    assert of_kind(events, "pay")[0].args == {"player": 0, "gold": 2, "silver": 3, "why": "upkeep"}
    assert (state.players[0].gold, state.players[0].silver) == (1, 1)
    assert (state.stock_gold, state.stock_silver) == (12 - 1, 24 - 6 - 1)


def test_nd_13_4_every_unit_in_the_area_is_paid_for():
    state = new_state(4, 2)
    put(state, 0, "clay_golem", "A")
    put(state, 0, "goblin_soldier", "A")
    put(state, 0, "wood_golem", "A")
    coins(state, 0, silver=4)
    resolve(state)
    events = acquire_first(state)
    assert of_kind(events, "pay")[0].args["silver"] == 4  # 2 + 1 + 1, though the Clay Golem alone would win
    # with 3 silver (a Throne's 3 silver -> 1 gold is no help) the offer is impossible
    state2 = new_state(4, 2)
    put(state2, 0, "clay_golem", "A")
    put(state2, 0, "goblin_soldier", "A")
    put(state2, 0, "wood_golem", "A")
    coins(state2, 0, silver=3)
    events = resolve(state2)
    assert of_kind(events, "cannot_pay")[0].args == {"player": 0, "area": "A", "gold": 0, "silver": 4}


def test_nd_13_5_exchanges_during_payment():
    state = new_state(4, 2)
    put(state, 0, "skeleton_lord", "A")  # 1 gold
    coins(state, 0, silver=3)
    resolve(state)
    options = [a for a in legal(state) if a.kind == "acquire"]
    assert len(options) == 1 and options[0].exchanges
    events = act(state, options[0])
    assert kinds(events)[:3] == ["exchange", "pay", "acquire"]
    bad = new_state(4, 2)
    put(bad, 0, "skeleton_lord", "A")
    coins(bad, 0, silver=3)
    resolve(bad)
    before = bad.model_dump()
    with pytest.raises(RuleViolation) as info:
        act(bad, Acquire(player=0))  # without the exchange: no gold
    assert info.value.rule == "ND-13.3" and bad.model_dump() == before


def test_nd_13_6_payment_phase_abilities_resolve_whoever_gets_priority():
    state = new_state(4, 2)
    bomber = put(state, 1, "goblin_bomber", "A")
    put(state, 2, "cave_troll", "A")
    coins(state, 2, gold=1, silver=1)
    events = resolve(state)
    assert decide(state) == ("offer", 2)
    assert of_kind(events, "bomber_returned")[0].args == {"player": 1, "area": "A"}
    assert bomber.card in state.bombers and all(u.card != bomber.card for u in area_of(state, "A").units)


def test_nd_13_7_the_target_goes_to_the_acquirers_home_area_usable_next_round():
    state = new_state(4, 2)
    target = area_of(state, "A").target
    put(state, 0, "goblin_soldier", "A")
    resolve(state)
    acquire_first(state)
    assert target in state.players[0].home and target in state.players[0].new


# --- ND-14 -------------------------------------------------------------------------------------


def test_nd_14_1_end_phase_steps_in_order():
    state = new_state(4, 2)
    put(state, 0, "goblin_soldier", "A")
    put(state, 1, "goblin_soldier", "B")
    events = finish_round(state)
    order = [k for k in kinds(events) if k in ("units_home", "coins_returned", "start_player", "bomber_taken")]
    assert order[0] == "units_home"
    assert order.index("start_player") > max(i for i, k in enumerate(order) if k == "coins_returned")
    assert order[-1] == "bomber_taken"


def test_nd_14_2_units_come_home_with_their_sleeves():
    state = new_state(4, 2)
    u = put(state, 0, "goblin_soldier", "A")
    put(state, 0, "wood_golem", "B")
    finish_round(state)
    assert u.card in state.players[0].home and state.players[0].sleeves == 3
    assert all(not a.units for a in state.areas)


def test_nd_14_3_removed_units_come_home_too():
    state = new_state(4, 2)
    p = state.flow.decider
    archer = give(state, p, "skeleton_archer")
    victim = put(state, (p + 1) % 4, "goblin_soldier", "A")
    act(state, legal(state)[[a.kind for a in legal(state)].index("activate")])
    assert state.removed == [victim]
    finish_round(state)
    assert victim.card in state.players[(p + 1) % 4].home and state.removed == []
    assert archer in state.players[p].home


def test_nd_14_4_unused_coins_go_back_to_the_stock():
    state = new_state(4, 2)
    events = finish_round(state)
    assert sum(e.args["silver"] for e in of_kind(events, "coins_returned")) == 8
    # the next round's income is fresh: nobody carries coins over
    assert [(p.gold, p.silver) for p in state.players] == [(0, 2)] * 4


def test_nd_14_5_most_targets_acquired_takes_the_start_player_card():
    state = new_state(4, 2)
    first = state.flow.start_player
    winner = (first + 2) % 4
    put(state, winner, "goblin_soldier", "A")
    put(state, winner, "wood_golem", "B")
    put(state, first, "goblin_soldier", "C")
    events = finish_round(state)
    assert state.flow.start_player == winner
    assert of_kind(events, "start_player")[-1].args == {"player": winner, "acquired": 2}


@pytest.mark.parametrize("start_in_tie", [True, False])
def test_nd_14_6_ties_go_clockwise_from_this_rounds_start_player(start_in_tie):
    state = new_state(4, 2)
    first = state.flow.start_player
    tied = [first, (first + 3) % 4] if start_in_tie else [(first + 3) % 4, (first + 2) % 4]
    for seat, letter in zip(tied, "AB", strict=True):
        put(state, seat, "goblin_soldier", letter)
    finish_round(state)
    assert state.flow.start_player == (first if start_in_tie else (first + 2) % 4)


def test_nd_14_7_players_who_acquired_nothing_may_take_a_goblin_bomber():
    state = new_state(4, 2)
    put(state, 0, "goblin_soldier", "A")
    seen = []

    def choose(st, options):
        if st.flow.decision == "bomber":
            seen.append(st.flow.decider)
            return TakeBomber(player=st.flow.decider) if st.flow.decider != 3 else Decline(player=3)
        return None

    finish_round(state, choose)
    assert sorted(seen) == [1, 2, 3]
    assert [any(state.cards[u] == "goblin_bomber" for u in p.home) for p in state.players] == [False, True, True, False]
    assert len(state.bombers) == 2


def test_nd_14_8_no_second_goblin_bomber():
    state = new_state(4, 2)
    give(state, 1, "goblin_bomber")
    put(state, 0, "goblin_soldier", "A")
    asked = []
    finish_round(state, lambda st, o: asked.append(st.flow.decider) if st.flow.decision == "bomber" else None)
    assert 1 not in asked and sorted(asked) == [2, 3]
    bombers = [u for u in state.players[1].home if state.cards[u] == "goblin_bomber"]
    assert len(bombers) == 1


def test_nd_14_8_taking_a_second_bomber_is_refused():
    # a player who got one meanwhile (say by the Witch Doll) is refused a second from the stock
    state2 = new_state(4, 2)
    put(state2, 0, "goblin_soldier", "A")
    resolve(state2)
    acquire_first(state2)
    while state2.flow.decision != "bomber":
        act(state2, legal(state2)[-1])
    seat = state2.flow.decider
    give(state2, seat, "goblin_bomber")
    before = state2.model_dump()
    with pytest.raises(RuleViolation) as info:
        act(state2, TakeBomber(player=seat))
    assert info.value.rule == "ND-14.8" and state2.model_dump() == before


def test_nd_14_10_after_step_4_the_next_round_begins():
    state = new_state(4, 2)
    events = finish_round(state)
    assert state.flow.round == 2 and state.flow.phase == "placement"
    assert kinds(events).index("round") > max(i for i, k in enumerate(kinds(events)) if k.startswith("bomber"))


# --- ND-15 -------------------------------------------------------------------------------------


def test_nd_15_1_the_victory_points_of_every_owned_card_add_up():
    state = new_state(4, 2)
    give(state, 0, "dragons_hoard")
    give(state, 0, "ancient_ruins")
    sheet = score_sheet(state, 0)
    assert sheet.total == 1 + 5 + 3  # Throne 1, Hoard 5, Ruins 3, the rest 0
    assert len(sheet.lines) == 8


def test_nd_15_2_negative_points_lower_the_total():
    state = new_state(4, 2)
    give(state, 0, "mountains")
    give(state, 0, "tower")
    assert score_sheet(state, 0).total == 1 - 1 - 2


def test_nd_15_3_a_variable_mark_depends_on_its_condition():
    state = new_state(4, 2)
    book = give(state, 0, "book_of_the_dead")
    points = lambda: next(ln.points for ln in score_sheet(state, 0).lines if ln.card == book)  # noqa: E731
    assert points() == 1  # the starting Skeleton Swordsman: 1 kind
    give(state, 0, "skeleton_archer")
    give(state, 0, "skeleton_swordsman")  # a second Swordsman is no new kind
    assert points() == 3
    give(state, 0, "skeleton_mage")
    give(state, 0, "skeleton_lord")
    assert points() == 10


def test_nd_15_4_a_base_plus_bonus_mark():
    state = new_state(4, 2)
    drum = give(state, 0, "goblin_war_drum")
    line = next(ln for ln in score_sheet(state, 0).lines if ln.card == drum)
    assert (line.points, line.form) == (3 + 1, "base_bonus")  # the starting Goblin Soldier


def test_nd_15_5_an_a_b_mark_is_b_when_its_condition_holds():
    state = new_state(4, 2)
    red = give(state, 0, "witch_doll_red")
    assert next(ln.points for ln in score_sheet(state, 0).lines if ln.card == red) == 2
    blue = give(state, 0, "witch_doll_blue")
    sheet = score_sheet(state, 0)
    assert [ln.points for ln in sheet.lines if ln.card in (red, blue)] == [7, 7]


def test_nd_15_6_curse_tokens_subtract_one_each():
    state = new_state(4, 2)
    state.players[1].curses = 3
    sheet = score_sheet(state, 1)
    assert sheet.total == 1 - 3


def test_nd_15_7_the_highest_total_wins():
    state = new_state(4, 2)
    give(state, 2, "dragons_hoard")
    result = final_result(state)
    assert result.winners == [2] and not result.draw and result.rule == "ND-15.7"
    assert result.scores == {0: 1.0, 1: 1.0, 2: 6.0, 3: 1.0}


def test_nd_15_8_ties_go_to_gold_income_then_silver_income_then_a_draw():
    state = new_state(4, 2)
    give(state, 0, "tower")  # -2 VP, 1 gold income
    give(state, 0, "ancient_ruins")  # +3: total 2
    give(state, 1, "dark_forest")  # +1 VP, 1 silver income: total 2
    give(state, 2, "gold_mine")  # +1 VP, 1 gold: total 2
    give(state, 2, "mountains")  # -1 VP, 2 silver income: total 1
    give(state, 3, "dark_lords_castle")  # +3: total 4 ...
    give(state, 3, "tower")  # -2: total 2, 2 gold + 1 silver income
    result = final_result(state)
    assert result.winners == [3] and result.rule == "ND-15.8"
    sheets = {s.player: s for s in state.scores}
    assert (sheets[3].gold_income, sheets[3].silver_income) == (2, 3)
    # silver decides when gold is equal
    state2 = new_state(4, 2)
    give(state2, 0, "dark_forest")
    give(state2, 1, "dark_forest")
    give(state2, 1, "mountains")
    give(state2, 1, "mountains")
    give(state2, 1, "ancient_ruins")
    assert final_result(state2).winners == [1]
    # still tied: a draw
    state3 = new_state(4, 2)
    result3 = final_result(state3)
    assert result3.draw and result3.winners == [0, 1, 2, 3]
