"""The Nameless Dark Lord: setup (ND-3), the game flow (ND-4), the Preparation Phase (ND-5) and the
turn structure of the Placement Phase (ND-6, ND-9). Every test names the clause it checks."""

from __future__ import annotations

import random
from collections import Counter
from itertools import pairwise

import pytest

from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.games.nameless_dark_lord.actions import Activate, EndTurn, Pass, PlaceUnit
from rookraiders_desktop.engine.games.nameless_dark_lord.rules import GAME

from .nd_helpers import (
    CARDS,
    RULES,
    act,
    area_of,
    coins,
    finish_round,
    give,
    home_uid,
    kinds,
    legal,
    new_state,
    of_kind,
    put,
    resolve,
    seat_of,
    set_targets,
    setup,
    turn,
)

# --- ND-3 setup -------------------------------------------------------------------------------


def test_nd_3_1_four_players_use_every_card():
    state = new_state(4)
    assert state.box == []
    assert len(state.cards) == 74
    assert len(state.deck) + len(state.areas) == 45
    assert len(state.bombers) == 4


def test_nd_3_2_three_players_put_the_sixteen_4p_cards_in_the_box():
    state = new_state(3)
    assert len(state.box) == 16
    marked = Counter()
    for d in CARDS.values():
        for deck, n in d.copies_4p.items():
            marked[(d.id, deck)] += n
    assert Counter((state.cards[u], state.backs[u]) for u in state.box) == marked
    assert len(state.deck) + len(state.areas) == 36  # 9 rounds x 4 targets
    assert len(state.bombers) == 3


def test_nd_3_2_validate_setup_allows_three_or_four_players_only():
    for n in (1, 2, 5):
        with pytest.raises(RuleViolation) as info:
            GAME.validate_setup(setup(n))
        assert info.value.rule == "ND-3.1"
    GAME.validate_setup(setup(3))
    GAME.validate_setup(setup(4))


def test_nd_3_3_no_purple_throne_with_three_players():
    for seed in range(6):
        state = new_state(3, seed)
        assert sorted(p.colour for p in state.players) == ["blue", "green", "red"]
        assert any(state.cards[u] == "purple_throne" for u in state.box)


def test_nd_3_4_level_decks_by_back_revealed_level_by_level():
    state = new_state(4, 3)
    backs = [state.backs[u] for u in state.deck]
    order = ["level1", "level2", "level3", "level3plus"]
    assert backs == sorted(backs, key=order.index)
    assert all(state.backs[a.target] == "level1" for a in state.areas)
    # each level deck is shuffled on its own: two seeds give different orders
    other = new_state(4, 4)
    assert [state.cards[u] for u in state.deck[:10]] != [other.cards[u] for u in other.deck[:10]]


def test_nd_3_5_coins_tokens_and_sleeves_start_in_the_common_stock():
    state = new_state(4)
    assert state.power_tokens == 4 and state.charge_tokens == 2 and state.curse_tokens == 6
    assert state.stock_gold == 12 and state.stock_silver == 24 - 8  # round-1 income already taken
    assert state.sleeve_stock == {p.colour: 2 for p in state.players}


def test_nd_3_6_one_throne_per_player_dealt_at_random():
    seen = set()
    for seed in range(12):
        state = new_state(4, seed)
        thrones = [state.cards[p.home[0]] for p in state.players]
        assert sorted(thrones) == ["blue_throne", "green_throne", "purple_throne", "red_throne"]
        seen.add(tuple(thrones))
    assert len(seen) > 3


def test_nd_3_7_the_red_throne_brings_the_start_player_card():
    for seed in range(8):
        state = new_state(4, seed)
        red = seat_of(state, "red")
        assert state.flow.start_player == red
        assert state.flow.decider == red  # ND-6.2: the holder takes the first turn


def test_nd_3_8_a_players_colour_is_their_thrones_and_their_sleeves_are_of_that_colour():
    state = new_state(4, 2)
    for p in state.players:
        assert CARDS[state.cards[p.home[0]]].colour == p.colour
        assert state.sleeve_stock[p.colour] == 5 - p.sleeves


def test_nd_3_9_each_player_receives_five_designated_cards_and_the_throne():
    state = new_state(4)
    for p in state.players:
        assert len(p.home) == 6
        assert sorted(state.cards[u] for u in p.home[1:]) == sorted(RULES.initial_cards)


def test_nd_3_10_the_home_area_holds_the_cards_a_player_owns():
    state = new_state(4)
    owned = [u for p in state.players for u in p.home]
    assert len(owned) == len(set(owned)) == 24
    assert all(state.backs[u] == "initial" for u in owned)


def test_nd_3_11_three_of_the_six_starting_cards_are_territories():
    state = new_state(3)
    for p in state.players:
        territories = sorted(state.cards[u] for u in p.home if CARDS[state.cards[u]].type == "territory")
        assert len(territories) == 3
        assert territories.count("mountain_fort") == 2 and sum(t.endswith("_throne") for t in territories) == 1


def test_nd_3_12_coins_and_sleeves_first_arrive_in_round_one_preparation():
    state = new_state(4)
    events = kinds(state.opening_events)
    first_round = events.index("round")
    assert "sleeves" not in events[:first_round] and "income" not in events[:first_round]
    for e in of_kind(state.opening_events, "sleeves"):
        assert e.args["change"] == 3 and e.args["total"] == 3  # from nothing
    for e in of_kind(state.opening_events, "income"):
        assert (e.args["gold"], e.args["silver"]) == (0, 2)


# --- ND-4 flow -------------------------------------------------------------------------------


def _random_game(players: int, seed: int):
    state = new_state(players, seed)
    rng = random.Random(seed)
    log = list(state.opening_events)
    while GAME.result(state) is None:
        actor = GAME.to_move(state)[0]
        log += act(state, rng.choice(GAME.legal_actions(state, actor)))
    return state, log


def test_nd_4_1_a_game_lasts_nine_rounds():
    for players in (3, 4):
        state, log = _random_game(players, 7)
        assert [e.args["round"] for e in of_kind(log, "round")] == list(range(1, 10))
        assert state.flow.round == 9 and state.result is not None


def test_nd_4_2_each_round_runs_preparation_placement_resolution_then_end():
    _state, log = _random_game(4, 2)
    rounds = [i for i, e in enumerate(log) if e.kind == "round"] + [len(log)]
    for start, stop in pairwise(rounds):
        phases = [e.args["phase"] for e in log[start:stop] if e.kind == "phase"]
        assert phases == ["placement", "resolution", "end"]
        kinds_in_round = [e.kind for e in log[start:stop]]
        assert kinds_in_round.index("targets") < kinds_in_round.index("phase")


def test_nd_4_3_a_card_acquired_this_round_is_used_from_the_next_round():
    state = new_state(4, 5)
    me = state.flow.decider
    # the Golem Workshop, acquired in area A, does not lower the Wood Golem's upkeep in area B (AMB-11)
    set_targets(state, ["golem_workshop", "dark_forest", "mountains", "tower", "gold_mine"])
    put(state, me, "goblin_soldier", "A")
    put(state, me, "wood_golem", "B")
    coins(state, me, silver=2)
    resolve(state)
    act(state, legal(state)[0])  # acquire A for 1 silver
    assert state.flow.area == 1 and state.flow.decider == me
    assert [a for a in legal(state) if a.kind == "acquire"]
    events = act(state, legal(state)[0])
    assert of_kind(events, "acquire")[0].args["silver"] == 1  # full upkeep: the Workshop is not usable yet
    workshop = home_uid(state, me, "golem_workshop")
    assert workshop in state.players[me].new
    # the acquired unit cannot be placed, the acquired artifact cannot be activated in the same round
    other = new_state(4, 5)
    p = other.flow.decider
    armaments = give(other, p, "trolls_armaments", new=True)
    archer = give(other, p, "skeleton_archer", new=True)
    put(other, (p + 1) % 4, "goblin_soldier", "A")
    with pytest.raises(RuleViolation) as info:
        act(other, PlaceUnit(player=p, card=archer, area=0))
    assert info.value.rule == "ND-4.3"
    with pytest.raises(RuleViolation) as info:
        act(other, Activate(player=p, card=armaments, targets=(area_of(other, "A").units[0].card,)))
    assert info.value.rule == "ND-4.3"
    assert all(getattr(a, "card", None) not in (archer, armaments) for a in legal(other))
    # from the next round on they are usable
    finish_round(other)
    turn(other, p)
    assert any(getattr(a, "card", None) == archer for a in legal(other))


def test_nd_4_4_the_round_in_which_level_3_runs_out_is_played_out_and_the_game_goes_on_to_round_9():
    _state, log = _random_game(4, 11)
    revealed = {}
    rounds = [i for i, e in enumerate(log) if e.kind == "round"]
    level3_rounds = []
    for r, start in enumerate(rounds, 1):
        targets = next(e for e in log[start:] if e.kind == "targets")
        if "level3" in targets.args["backs"]:
            level3_rounds.append(r)
        revealed[r] = targets.args["backs"]
    assert level3_rounds == [7, 8]  # with 4 players the Level 3 deck runs out in round 8 ...
    assert revealed[9] == ["level3plus"] * 5  # ... and round 9 reveals Level 3+ (AMB-1)
    assert kinds(log)[-1] == "game_over"
    assert [e.args["phase"] for e in log[rounds[-1] :] if e.kind == "phase"] == ["placement", "resolution", "end"]


def test_nd_4_5_when_the_decks_are_empty_after_the_end_phase_final_scoring_follows():
    state = new_state(4, 3)
    state.box += state.deck  # as if the decks had run out
    state.deck = []
    events = finish_round(state)
    assert state.result is not None and state.flow.round == 1
    assert kinds(events)[-1] == "game_over"
    assert kinds(events).index("units_home") < kinds(events).index("final_score")


def test_nd_4_6_the_highest_total_wins():
    state, _ = _random_game(4, 21)
    totals = {s.player: s.total for s in state.scores}
    best = max(totals.values())
    assert all(totals[w] == best for w in state.result.winners)
    assert state.result.scores == {k: float(v) for k, v in totals.items()}


# --- ND-5 Preparation Phase -------------------------------------------------------------------


def test_nd_5_1_preparation_steps_run_in_order():
    state = new_state(4, 6)
    p = state.flow.decider
    scales = give(state, p, "money_changers_scales", off=True)
    events = finish_round(state)
    start = kinds(events).index("round")
    order = [k for k in kinds(events)[start:] if k in ("reactivate", "targets", "sleeves", "income", "phase")]
    assert order[0] == "reactivate" and order.index("targets") < order.index("income")
    assert order[-1] == "phase"
    assert scales not in state.players[p].off


def test_nd_5_2_cards_turned_off_become_active_in_step_1():
    state = new_state(4, 6)
    p = state.flow.decider
    crystal = give(state, p, "far_seeing_crystal")
    act(state, Activate(player=p, card=crystal))
    act(state, legal(state)[0])  # put the cards back
    assert crystal in state.players[p].off
    events = finish_round(state)
    assert crystal not in state.players[p].off
    assert of_kind(events, "reactivate")[0].args == {"player": p, "cards": ["far_seeing_crystal"]}


@pytest.mark.parametrize("players", [3, 4])
def test_nd_5_4_round_one_reveals_players_plus_one_level_1_cards(players):
    state = new_state(players, 9)
    assert len(state.areas) == players + 1
    assert all(state.backs[a.target] == "level1" for a in state.areas)


def test_nd_5_5_revealing_continues_from_the_next_level_when_a_deck_runs_out():
    state = new_state(4, 9)
    level1 = [u for u in state.deck if state.backs[u] == "level1"]
    for uid in level1[2:]:  # leave only 2 Level 1 cards
        state.deck.remove(uid)
        state.box.append(uid)
    finish_round(state)
    assert [state.backs[a.target] for a in state.areas] == ["level1", "level1", "level2", "level2", "level2"]


def test_nd_5_6_target_cards_are_named_a_b_c_in_the_order_revealed():
    state = new_state(4, 12)
    upcoming = state.deck[:5]
    finish_round(state)
    assert [a.letter for a in state.areas] == ["A", "B", "C", "D", "E"]
    assert [a.target for a in state.areas] == upcoming


def test_nd_5_7_each_target_has_its_own_battle_area():
    state = new_state(4, 12)
    p = state.flow.decider
    act(state, PlaceUnit(player=p, card=home_uid(state, p, "wood_golem"), area=3))
    assert [len(a.units) for a in state.areas] == [0, 0, 0, 1, 0]
    assert area_of(state, "D").units[0].owner == p


def test_nd_5_8_the_target_cards_are_what_the_players_compete_for():
    state = new_state(4, 12)
    p = state.flow.decider
    target = area_of(state, "C").target
    put(state, p, "goblin_soldier", "C")
    resolve(state)
    act(state, legal(state)[0])
    assert target in state.players[p].home


def test_nd_5_9_sleeves_up_to_the_magic_circles_of_the_territories():
    state = new_state(4, 1)
    p = state.flow.decider
    circles = sum(CARDS[state.cards[u]].magic_circles for u in state.players[p].home)
    assert circles == 3 and state.players[p].sleeves == 3


def test_nd_5_10_a_grown_magic_circle_count_brings_more_sleeves():
    state = new_state(4, 1)
    p = state.flow.decider
    give(state, p, "dark_lords_castle", new=True)  # 2 magic circles
    events = finish_round(state)
    assert state.players[p].sleeves == 5
    assert any(e.args == {"player": p, "change": 2, "total": 5} for e in of_kind(events, "sleeves"))


def test_nd_5_11_never_more_than_five_sleeves():
    state = new_state(4, 1)
    p = state.flow.decider
    for def_id in ("dark_lords_castle", "mountains", "tower", "dark_forest"):
        give(state, p, def_id)
    finish_round(state)
    assert state.players[p].sleeves == 5
    assert state.sleeve_stock[state.players[p].colour] == 0


def test_nd_5_12_a_smaller_magic_circle_count_returns_sleeves():
    state = new_state(4, 1)
    p = state.flow.decider
    fort = home_uid(state, p, "mountain_fort")
    state.players[p].home.remove(fort)
    state.box.append(fort)
    events = finish_round(state)
    assert state.players[p].sleeves == 2
    assert any(e.args == {"player": p, "change": -1, "total": 2} for e in of_kind(events, "sleeves"))


def test_nd_5_14_income_as_printed_on_the_territories():
    state = new_state(4, 1)
    p = state.flow.decider
    give(state, p, "tower")
    give(state, p, "dark_lords_castle")
    finish_round(state)
    assert (state.players[p].gold, state.players[p].silver) == (2, 3)


def test_nd_5_15_round_one_income_is_two_silver_each():
    state = new_state(3, 4)
    for p in state.players:
        assert (p.gold, p.silver) == (0, 2)


def test_nd_5_16_a_throne_gives_no_coins():
    state = new_state(4, 4)
    p = state.flow.decider
    for fort in [u for u in state.players[p].home if state.cards[u] == "mountain_fort"]:
        state.players[p].home.remove(fort)
        state.box.append(fort)
    finish_round(state)
    assert (state.players[p].gold, state.players[p].silver) == (0, 0)
    assert CARDS[state.cards[state.players[p].home[0]]].exchange


def test_nd_5_17_an_exchange_mark_can_be_used_any_number_of_times_when_paying():
    state = new_state(4, 4)
    p = state.flow.decider
    set_targets(state, ["lambert_golem", "dark_forest", "mountains", "tower", "gold_mine"])
    put(state, p, "cave_troll", "A")  # upkeep 1 gold + 1 silver
    put(state, p, "skeleton_lord", "A")  # upkeep 1 gold
    coins(state, p, silver=7)
    resolve(state)
    acquire = [a for a in legal(state) if a.kind == "acquire"]
    assert len(acquire) == 1 and acquire[0].exchanges[0].times == 2  # 3 silver -> 1 gold, twice
    events = act(state, acquire[0])
    assert of_kind(events, "exchange")[0].args["times"] == 2
    assert (state.players[p].gold, state.players[p].silver) == (0, 0)


def test_nd_5_18_every_throne_has_two_exchange_patterns():
    thrones = [d for d in CARDS.values() if d.id.endswith("_throne")]
    assert len(thrones) == 4
    for d in thrones:
        assert len(d.exchange) == 2 and d.income.empty


def test_nd_5_20_after_step_4_the_placement_phase_begins():
    state = new_state(4, 4)
    assert state.flow.phase == "placement" and state.flow.decision == "turn"
    assert kinds(state.opening_events)[-1] == "phase"


# --- ND-6, ND-9 turns --------------------------------------------------------------------------


def test_nd_6_1_one_action_per_turn_then_the_next_player():
    state = new_state(4, 8)
    p = state.flow.decider
    options = {a.kind for a in legal(state)}
    assert options == {"place", "pass"}  # no activated ability among the starting cards
    act(state, PlaceUnit(player=p, card=home_uid(state, p, "goblin_soldier"), area=0))
    assert state.flow.decider == (p + 1) % 4
    with pytest.raises(RuleViolation):
        act(state, PlaceUnit(player=p, card=home_uid(state, p, "wood_golem"), area=0))


def test_nd_6_2_the_start_player_begins_and_turns_go_clockwise():
    state = new_state(4, 8)
    first = state.flow.start_player
    seen = []
    for _ in range(8):
        p = state.flow.decider
        seen.append(p)
        act(state, next(a for a in legal(state) if a.kind == "place"))
    assert seen == [(first + i) % 4 for i in range(8)]


def test_nd_6_3_when_everyone_has_passed_battle_area_resolution_begins():
    state = new_state(4, 8)
    for _ in range(4):
        assert state.flow.phase == "placement"
        events = act(state, Pass(player=state.flow.decider))
    assert state.flow.phase != "placement"
    assert {"phase": "resolution"} in [e.args for e in events]


def test_nd_9_1_a_player_may_pass_even_when_able_to_act():
    state = new_state(4, 8)
    p = state.flow.decider
    assert any(a.kind == "place" for a in legal(state))
    events = act(state, Pass(player=p))
    assert state.players[p].passed and kinds(events) == ["pass"]


def test_nd_9_2_a_player_who_passed_takes_no_more_turns():
    state = new_state(4, 8)
    first = state.flow.decider
    act(state, Pass(player=first))
    order = []
    for _ in range(9):
        p = state.flow.decider
        order.append(p)
        act(state, next(a for a in legal(state) if a.kind == "place"))
    assert first not in order


def test_nd_9_3_a_player_with_no_legal_action_must_pass():
    state = new_state(4, 8)
    p = state.flow.decider
    state.players[p].sleeves = 0
    assert [a.kind for a in legal(state)] == ["pass"]
    with pytest.raises(RuleViolation) as info:
        act(state, PlaceUnit(player=p, card=home_uid(state, p, "goblin_soldier"), area=0))
    assert info.value.rule == "ND-7.3"
    with pytest.raises(RuleViolation):
        act(state, EndTurn(player=p))
