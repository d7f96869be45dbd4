"""Rook & Raiders worked examples RR-EX9 … RR-EX20 of the rulebook, played as scenarios with the
rulebook's numbers (digest ../shared/rules/rook-raiders-base.md). Positions that only the missing
pictures showed are chosen to fit the text, with square 1-A next to the castle (ruling RR-A1).
"""

from __future__ import annotations

import copy

from rookraiders_desktop.engine.games.rook_raiders import rules
from rookraiders_desktop.engine.games.rook_raiders.actions import (
    AcceptRoll,
    DeclareVictory,
    Decline,
    EndUnitAction,
    LevelUp,
    MoveUnit,
    StartAction,
    SupportHeal,
    UseSkill,
)
from rookraiders_desktop.engine.games.rook_raiders.content import load_content
from rookraiders_desktop.engine.games.rook_raiders.models import MonsterPiece
from tests.engine.rr_helpers import GAME, choose, kinds, legal, run_invasion, s
from tests.engine.test_rr_enemy_and_victory import (
    all_face_down,
    args,
    at,
    fresh,
    invade,
    monster,
    monster_card,
    moves,
    refused,
    summon,
    to_actions,
    unit,
    white,
)

C = load_content()


def test_rr_ex9_invasion_overview():
    state = fresh(1)
    gob = monster(state, 0, "3-C", "goblin")
    dull = monster(state, 0, "4-A", "dullahan")
    thief = unit(state, 0, "3-A", "thief_star")
    skel = monster(state, 0, "5-C", "skeleton")
    warrior = unit(state, 0, "4-C", "warrior_star")
    golem = monster(state, 0, "6-A", "golem")
    state.white_deck = [white(state, "goblin"), white(state, "skeleton"), white(state, "golem")]
    all_face_down(state)
    state.rng.forced = [2, 3]  # the summon chips: B, then C
    events = run_invasion(state)
    enemy = [(e.kind, e.args.get("monster")) for e in events if e.kind in ("monster_move", "monster_attack", "summon")]
    assert enemy == [
        ("monster_move", "ゴブリン"),  # (1) no unit in range: moves 2
        ("monster_attack", "デュラハン"),  # (2) 1 damage to the Thief★
        ("monster_attack", "スケルトン"),  # (3) 2 damage to the Warrior★
        ("monster_move", "ゴーレム"),  # (4) no unit in range: moves 1
        ("summon", "ゴブリン"),
        ("summon", "スケルトン"),  # then 2 new monsters on the magic circles
    ]
    assert moves(events) == [(0, s("3-C"), s("1-C")), (0, s("6-A"), s("5-A"))]
    assert (thief.damage, warrior.damage) == (1, 2)
    assert at(state, 0, "1-C") is gob and at(state, 0, "4-A") is dull and at(state, 0, "5-C") is skel
    assert at(state, 0, "5-A") is golem
    assert [a["square"] for a in args(events, "summon")] == [s("6-B"), s("6-C")]


def test_rr_ex10_numbered_range_lowest_number():
    # The picture shows the Skeleton's turn: a monster on its square 1, the Warrior★ on square 2
    # and another unit on square 3. Only the Warrior★ is attacked.
    state = fresh(1)
    skel = monster(state, 0, "5-B", "skeleton")  # squares 1: 4-B, 2: 3-B, 3: 4-A
    golem = monster(state, 0, "4-B", "golem")
    warrior = unit(state, 0, "3-B", "warrior_star")
    thief = unit(state, 0, "4-A", "thief_star")
    events = invade(state, scan_from="5-B")
    assert args(events, "monster_attack") == [
        {"player": 0, "square": s("5-B"), "monster": "スケルトン", "targets": [s("3-B")], "damage": 2}
    ]
    assert (warrior.damage, thief.damage, golem.damage) == (2, 0, 0)
    assert at(state, 0, "5-B") is skel


def test_rr_ex11_area_range_dullahan():
    state = fresh(1)
    dull = monster(state, 0, "4-B", "dullahan")  # area: 3-A, 3-B, 3-C
    warrior = unit(state, 0, "3-A", "warrior_star")
    sorcerer = unit(state, 0, "3-C", "sorcerer_star")
    gob = monster(state, 0, "3-B", "goblin")
    unit(state, 0, "2-B", "knight")  # the Goblin attacks it and stays inside the Dullahan's area
    events = invade(state)
    attack = args(events, "monster_attack")[-1]
    assert attack == {
        "player": 0,
        "square": s("4-B"),
        "monster": "デュラハン",
        "targets": [s("3-A"), s("3-C")],
        "damage": 1,
    }
    assert (warrior.damage, sorcerer.damage) == (1, 1)
    assert gob.damage == 0 and at(state, 0, "3-B") is gob and at(state, 0, "4-B") is dull


def test_rr_ex12_bonus_move_jumps():
    state = fresh(1)
    golem = monster(state, 0, "4-A", "golem")
    warrior = unit(state, 0, "3-A", "warrior_star")
    skel = monster(state, 0, "5-A", "skeleton")
    p = state.players[0]
    events = invade(state)
    assert [(e.kind, e.args) for e in events] == [
        (
            "monster_attack",
            {"player": 0, "square": s("4-A"), "monster": "ゴーレム", "targets": [s("3-A")], "damage": 2},
        ),
        ("unit_damage", {"player": 0, "square": s("3-A"), "amount": 2, "unit": "ウォーリア★", "total": 2, "hp": 3}),
        (
            "monster_attack",
            {"player": 0, "square": s("5-A"), "monster": "スケルトン", "targets": [s("3-A")], "damage": 2},
        ),
        ("unit_damage", {"player": 0, "square": s("3-A"), "amount": 2, "unit": "ウォーリア★", "total": 4, "hp": 3}),
        ("faint", {"player": 0, "square": s("3-A"), "unit": "ウォーリア★"}),
        ("bonus_move", {"player": 0, "monster": "スケルトン"}),
        ("monster_move", {"player": 0, "frm": s("5-A"), "to": s("3-A"), "monster": "スケルトン"}),
    ]
    assert at(state, 0, "3-A") is skel and at(state, 0, "4-A") is golem and at(state, 0, "5-A") is None
    assert warrior.card in p.hand


def test_rr_ex13_adjacent_summon():
    # Both boards start alike except that on player 1's board a Warrior★ stands in the Skeleton's
    # range: that Skeleton attacks from the magic circle and stays on it; player 2's moves away.
    state = fresh(2)
    skel0 = monster(state, 0, "6-A", "skeleton")
    warrior = unit(state, 0, "4-A", "warrior_star")  # the Skeleton's square 2
    skel1 = monster(state, 1, "6-A", "skeleton")
    state.white_deck = [white(state, "dullahan"), white(state, "goblin"), white(state, "golem")]
    all_face_down(state)
    state.rng.forced = [0, 4]  # A (the Dullahan), then C (the Goblin)
    events = run_invasion(state)
    assert warrior.damage == 2 and at(state, 0, "6-A") is skel0
    assert at(state, 1, "5-A") is skel1
    dullahans = [(a["player"], a["square"]) for a in args(events, "summon") if a["monster"] == "デュラハン"]
    assert dullahans == [(0, s("5-A")), (1, s("6-A"))]
    assert state.monster_cards[at(state, 0, "5-A").card] == "dullahan"


def test_rr_ex14_waiting_queue():
    state = fresh(1)
    p = state.players[0]
    skel = monster(state, 0, "6-A", "skeleton")
    warrior = unit(state, 0, "5-A", "warrior_star")  # directly in front of the Skeleton
    dull_card, dragon_card = white(state, "dullahan"), white(state, "dragon")
    state.white_deck = [dull_card, dragon_card, white(state, "goblin"), white(state, "golem"), white(state, "troll")]
    all_face_down(state)
    # this round: the Skeleton attacks from the magic circle; both summons are on line A
    invade(state)
    assert warrior.damage == 2 and at(state, 0, "6-A") is skel
    state.rng.forced = [0, 0]  # chip 0 (A), then chip 1 (A)
    events = summon(state)
    assert [a["monster"] for a in args(events, "queued")] == ["デュラハン", "ドラゴン"]
    assert p.queues[0] == [dull_card, dragon_card]  # the Dullahan rightmost, the Dragon to its left
    # next Invasion: the Skeleton knocks out the Warrior★ and bonus-moves 1 square
    events = invade(state)
    assert kinds(events) == ["monster_attack", "unit_damage", "faint", "bonus_move", "monster_move"]
    assert at(state, 0, "5-A") is skel
    # next Summon: the Dullahan, then the Dragon from the queue, then the round's summons
    state.rng.forced = [0, 2]  # chip 2 (B), then chip 5 (C)
    events = summon(state)
    assert [
        (e.kind, e.args.get("monster"), e.args.get("square"), e.args.get("from_queue"))
        for e in events
        if e.kind in ("summon", "summon_draw")
    ] == [
        ("summon", "デュラハン", s("6-A"), True),
        ("summon", "ドラゴン", s("4-A"), True),  # the first free square right of the Skeleton
        ("summon_draw", "ゴブリン", None, None),
        ("summon", "ゴブリン", s("6-B"), False),
        ("summon_draw", "ゴーレム", None, None),
        ("summon", "ゴーレム", s("6-C"), False),
    ]
    assert p.queues == [[], [], []]
    assert at(state, 0, "6-A").card == dull_card and at(state, 0, "4-A").card == dragon_card


def test_rr_ex15_support_tie_four_players():
    state = fresh(4)
    counts = {0: 3, 1: 2, 2: 4, 3: 3}
    lines = ["A", "B", "C"]
    for seat, n in counts.items():
        on_board = n - 1 if seat == 2 else n
        for i in range(on_board):
            monster(state, seat, f"{6 - i // 3}-{lines[i % 3]}", "goblin")
        unit(state, seat, "1-B", "warrior_star", damage=1)
    state.players[2].queues[0] = [monster_card(state, "golem")]  # board plus queue: 4
    events: list = []
    rules._setup_support(state, events)
    assert args(events, "support") == [{"players": [2], "counts": {"0": 3, "1": 2, "2": 4, "3": 3}}]
    assert state.flow.pending == [2]
    # the supported player heals 1 HP on a unit; the two players with 3 get nothing
    state.flow.step = "support"
    rules._run(state, [])
    assert state.flow.decision == "support" and state.flow.decider == 2
    GAME.apply(state, SupportHeal(player=2, square=s("1-B")))
    assert [at(state, seat, "1-B").damage for seat in range(4)] == [1, 1, 0, 1]
    assert state.flow.decision != "support"


def test_rr_ex16a_level_up_after_the_dice_raises_the_attack():
    state = fresh(1)
    state.players[0].honour_tokens = 2
    unit(state, 0, "3-A", "warrior_star")  # +1
    monster(state, 0, "4-A", "golem")  # defence 9, HP 2
    to_actions(state)
    GAME.apply(state, StartAction(player=0, square=s("3-A")))
    state.rng.forced = [4, 3]
    GAME.apply(state, UseSkill(player=0, targets=(s("4-A"),)))
    assert state.flow.command.roll.dice == [4, 3]
    # as rolled: 7 + 1 = 8 < 9, 1 damage (RR-EX4)
    plain = copy.deepcopy(state)
    events = GAME.apply(plain, AcceptRoll(player=0))
    assert args(events, "attack_result")[0]["value"] == 8 and args(events, "attack_result")[0]["damage"] == 1
    assert at(plain, 0, "4-A").damage == 1
    # level up right after the roll: the Warrior (Lv.2) adds +2, so 9 >= 9 and 2 damage
    events = GAME.apply(state, LevelUp(player=0, square=s("3-A")))
    assert args(events, "level_up")[0]["to"] == "ウォーリア(Lv.2)"
    assert state.flow.command.roll.dice == [4, 3]  # the same roll, not a new one
    events = GAME.apply(state, AcceptRoll(player=0))
    assert args(events, "attack_result")[0] == {
        "player": 0,
        "dice": [4, 3],
        "modifier": 2,
        "value": 9,
        "defence": 9,
        "damage": 2,
        "outcome": "hit",
        "monster": "ゴーレム",
        "square": s("4-A"),
    }
    assert "monster_defeated" in kinds(events) and at(state, 0, "4-A") is None


def test_rr_ex16b_level_up_during_an_enemy_attack_avoids_the_faint():
    state = fresh(1)
    state.white_deck = []
    state.players[0].honour_tokens = 2
    monster(state, 0, "4-B", "goblin")  # 1 damage
    unit(state, 0, "3-B", "thief_star", damage=1)  # HP 2: would faint; Thief (Lv.2) has HP 3
    invade(state)
    assert state.flow.decision == "faint" and state.flow.decider == 0
    assert LevelUp(player=0, square=s("3-B")) in legal(state)
    fainting = copy.deepcopy(state)
    events = GAME.apply(fainting, Decline(player=0))
    assert kinds(events)[:3] == ["monster_attack", "unit_damage", "faint"]
    events = GAME.apply(state, LevelUp(player=0, square=s("3-B")))
    assert kinds(events)[:4] == ["honour_spent", "level_up", "monster_attack", "unit_damage"]
    assert "faint" not in kinds(events)
    thief = at(state, 0, "3-B")
    assert state.unit_cards[thief.card] == "thief_lv2" and thief.damage == 2


def test_rr_ex17_full_move_plus_one_never_plus_two():
    state = fresh(1)
    p = state.players[0]
    p.honour_tokens = 3
    unit(state, 0, "1-B", "sorcerer_star")  # movement 1
    unit(state, 0, "2-B", "thief_star")  # a friendly unit in its way
    unit(state, 0, "1-C", "warrior_star")  # movement 2
    to_actions(state)
    GAME.apply(state, StartAction(player=0, square=s("1-B")))
    assert {a.to for a in legal(state) if isinstance(a, MoveUnit)} == {s("1-A")}  # 1 step; 2-B is taken
    state = fresh(1)
    p = state.players[0]
    p.honour_tokens = 3
    unit(state, 0, "1-B", "sorcerer_star")
    unit(state, 0, "2-B", "thief_star")
    unit(state, 0, "1-C", "warrior_star")
    to_actions(state)
    # movement 1 becomes 2: through the Thief★ to 3-B
    GAME.apply(state, StartAction(player=0, square=s("1-B"), full_move=True))
    assert p.honour == 2
    reach = {a.to for a in legal(state) if isinstance(a, MoveUnit)}
    assert s("3-B") in reach and s("4-B") not in reach
    GAME.apply(state, MoveUnit(player=0, to=s("3-B")))
    GAME.apply(state, EndUnitAction(player=0))
    # movement 2 becomes 3, and there is no way to spend 2 marks for +2
    starts = [a for a in legal(state) if isinstance(a, StartAction) and a.square == s("1-C")]
    assert starts == [StartAction(player=0, square=s("1-C")), StartAction(player=0, square=s("1-C"), full_move=True)]
    GAME.apply(state, StartAction(player=0, square=s("1-C"), full_move=True))
    assert p.honour == 1
    reach = {a.to for a in legal(state) if isinstance(a, MoveUnit)}
    assert s("4-C") in reach and s("5-C") not in reach
    refused(state, MoveUnit(player=0, to=s("5-C")), "RR-8.1")


def test_rr_ex18_one_medal_each_for_dragon_and_lich():
    state = fresh(2)
    pool = list(state.medal_pool)
    unit(state, 0, "2-A", "swordmaster")  # 1 damage x2
    monster(state, 0, "3-A", "dragon", damage=C.monsters["dragon"].hp - 1)
    monster(state, 0, "3-B", "lich", damage=C.monsters["lich"].hp - 1)
    to_actions(state)
    GAME.apply(state, StartAction(player=0, square=s("2-A")))
    state.rng.forced = [0, 0]  # the face-down medal picked each time
    events = GAME.apply(state, UseSkill(player=0, targets=(s("3-A"), s("3-B"))))
    assert [a["monster"] for a in args(events, "monster_defeated")] == ["ドラゴン", "リッチ"]
    assert args(events, "medal") == [{"player": 0}, {"player": 0}]
    assert state.players[0].medals == pool[:2] and state.medal_pool == pool[2:]
    assert state.players[1].medals == []


def test_rr_ex19_victory_with_both_bosses_alive():
    state = fresh(2)
    state.white_deck = []
    monster(state, 0, "5-A", "dragon")
    monster(state, 0, "5-B", "lich")
    for sq_ in ("6-A", "6-B", "6-C"):
        monster(state, 1, sq_, "troll")
    assert rules.threat(state, 0) == 8 and rules.threat(state, 1) == 9
    choose(state, "reward", 0)
    assert state.flow.decision == "declare" and legal(state) == [DeclareVictory(player=0), Decline(player=0)]
    events = GAME.apply(state, DeclareVictory(player=0))
    assert args(events, "declare") == [{"player": 0, "medals": [], "threat": 8}]
    # player 2 at 9 without a medal cannot reach 8: not asked (ruling RR-A12), the window closes
    assert state.result.winners == [0] and not state.result.draw
    assert isinstance(at(state, 0, "5-A"), MonsterPiece) and isinstance(at(state, 0, "5-B"), MonsterPiece)


def test_rr_ex20_elimination_four_three_two_one():
    state = fresh(4)
    # 4 -> 3: a red monster breaks into player 1's castle
    monster(state, 0, "1-A", "dragon")
    events = invade(state)
    assert args(events, "eliminated") == [{"player": 0, "rule": "RR-13.7"}]
    assert state.result is None and state.active_players == [1, 2, 3]
    # 3-player rules: 1 player supported, command cards reshuffled again
    for seat, n in ((1, 3), (2, 2), (3, 1)):
        for i in range(n):
            monster(state, seat, f"6-{'ABC'[i]}", "troll")
    support: list = []
    rules._setup_support(state, support)
    assert args(support, "support")[0]["players"] == [1]
    end: list = []
    rules._cleanup(state, end)
    assert "commands_shuffled" in kinds(end)
    # 3 -> 2: a second blue monster breaks into player 2's castle
    for p in state.players:
        p.board = [None] * len(p.board)
    state.players[1].castle = [monster_card(state, "goblin")]
    monster(state, 1, "1-B", "golem")
    events = invade(state)
    assert args(events, "eliminated") == [{"player": 1, "rule": "RR-13.9"}]
    assert state.result is None and state.active_players == [2, 3]
    # 2 -> 1: the remaining player wins
    monster(state, 2, "1-C", "lich")
    events = invade(state)
    assert kinds(events)[-2:] == ["eliminated", "game_over"]
    assert state.result.winners == [3] and state.result.reason.startswith("RR-13.12")
