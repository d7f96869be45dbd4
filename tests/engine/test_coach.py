"""The coach (issue 9): hints are always legal and use only the player's view; the odds shown are
the exact probabilities, computed here independently by enumerating the dice faces."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from itertools import product

import pytest

from rookraiders_desktop.engine.core.coach import GENERIC, Hint, hint
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.resources import resources_dir
from rookraiders_desktop.engine.core.rng import Rng
from rookraiders_desktop.engine.games.last_spell.odds import hit_chance, stun_chance
from rookraiders_desktop.engine.games.rook_raiders.actions import StartAction, UseSkill
from rookraiders_desktop.engine.games.rook_raiders.odds import damage_odds, defeat_chance, odds, unit_odds
from rookraiders_desktop.engine.registry import GAMES

from . import ls_helpers as ls
from . import rr_helpers as rr

PLAYERS = {"rook_raiders": (1, 2, 3), "nameless_dark_lord": (3, 4), "roguelight": (1, 3), "last_spell": (1, 2)}


def _random_positions(game_id: str, players: int, seed: int, steps: int = 160, every: int = 4):
    """(state, player) at every `every`-th decision of a random game (seeded)."""
    game = GAMES[game_id]
    setup = Setup(seats=[SeatSetup(name=f"P{i + 1}") for i in range(players)])
    state = game.new_game(setup, seed)
    rng = random.Random(seed)
    for step in range(steps):
        if game.result(state) is not None:
            return
        movers = game.to_move(state)
        if not movers:
            return
        player = rng.choice(movers)
        legal = list(game.legal_actions(state, player))
        if step % every == 0:
            yield state, player, legal
        game.apply(state, rng.choice(legal))


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_hint_is_always_a_legal_action(game_id, seed):
    game = GAMES[game_id]
    checked = 0
    for players in PLAYERS[game_id]:
        for state, player, legal in _random_positions(game_id, players, seed * 7 + players):
            h = hint(game, state, player)
            assert isinstance(h, Hint)
            assert h.action in legal, (game_id, h.action)
            reason = h.reason()
            assert reason and "{" not in reason, reason  # every placeholder filled
            checked += 1
    assert checked >= 5


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_the_bots_explain_their_moves(game_id):
    """Most hints come with the game's own reason, not the generic one."""
    game = GAMES[game_id]
    templates = [
        hint(game, state, player).template
        for state, player, _ in _random_positions(game_id, PLAYERS[game_id][0], 5, steps=200, every=2)
    ]
    assert templates
    assert sum(t == GENERIC for t in templates) <= len(templates) // 3


def test_no_hint_for_a_player_with_nothing_to_choose():
    state = rr.new_state(2, seed=4)
    game = GAMES["rook_raiders"]
    idle = next(p for p in range(2) if not game.legal_actions(state, p))
    assert hint(game, state, idle) is None


def test_the_hint_sees_only_the_players_view():
    """Hidden information (another seat's medal values, the dice generator, the deck order) does
    not change the hint: the coach's bot is handed game.view(state, player)."""
    game = GAMES["rook_raiders"]
    for state, player, _ in _random_positions("rook_raiders", 2, 11, steps=120, every=3):
        before = hint(game, state, player)
        other = state.model_copy(deep=True)
        other.rng = Rng(seed=987654)
        for p in other.players:
            if p.seat != player:
                p.medals = [5] * len(p.medals)
        other.white_deck = list(reversed(other.white_deck))
        assert hint(game, other, player) == before


# --- Rook & Raiders: the odds of a dice attack ----------------------------------------------------


def _expected_damage(a: int, b: int, modifier: int, defence: int, exorcist: bool = False) -> int:
    """RR-9.5 to RR-9.8 (and RX-9.3 to RX-9.8 for the Exorcist), written out again here."""
    if a == 1 and b == 1:
        return 0  # fumble
    if exorcist:
        return 2 if 1 + max(a, b) >= defence else 1  # the lower die turned to 1, no critical
    if a == 6 and b == 6:
        return 3  # critical
    return 2 if a + b + modifier >= defence else 1


def _independent(modifier: int, defence: int, exorcist: bool = False) -> dict[int, Fraction]:
    counts = {0: 0, 1: 0, 2: 0, 3: 0}
    for a, b in product(range(1, 7), repeat=2):
        counts[_expected_damage(a, b, modifier, defence, exorcist)] += 1
    return {d: Fraction(n, 36) for d, n in counts.items()}


def _acting(unit: str, monster: str, unit_square: str, monster_square: str, damage: int = 0, **options):
    state = rr.new_state(1, seed=3, **options)
    if unit not in state.unit_cards.values():  # an Expansion 2 card
        state = rr.new_state(1, seed=3, variants=["level_up_2"])
    rr.clear_boards(state)
    rr.put_unit(state, 0, unit_square, unit)
    rr.put_monster(state, 0, monster_square, monster, damage=damage)
    rr.choose(state, "advance")
    GAMES["rook_raiders"].apply(state, StartAction(player=0, square=rr.s(unit_square)))
    return state


@pytest.mark.parametrize(
    "unit,modifier,monster,defence",
    [
        ("warrior_star", 1, "golem", 9),  # RR-EX4
        ("warrior_star", 1, "goblin", 6),
        ("thief_star", 0, "skeleton", 7),
        ("warrior_lv2", 2, "dragon", 9),
        ("fighter", 2, "troll", 7),
        ("knight", 1, "dullahan", 8),
    ],
)
def test_rr_dice_attack_odds_are_exact(unit, modifier, monster, defence):
    state = _acting(unit, monster, "3-B", "4-B")
    attacks = [a for a in rr.legal(state) if isinstance(a, UseSkill) and a.targets == (rr.s("4-B"),)]
    assert attacks
    shown = odds(state, attacks[0])
    assert shown == _independent(modifier, defence)
    assert sum(shown.values()) == 1
    assert unit_odds(state, 0, rr.s("3-B"), rr.s("4-B")) == shown


def test_rr_warrior_against_the_golem_as_in_rr_ex4():
    """A Warrior★ (+1) against the Golem (defence 9): 2 damage needs 8 or more on the dice."""
    shown = damage_odds(1, 9)
    assert shown == {0: Fraction(1, 36), 1: Fraction(20, 36), 2: Fraction(14, 36), 3: Fraction(1, 36)}


def test_rr_long_range_odds():
    state = _acting("sorcerer_star", "lich", "2-B", "5-B")
    attacks = [a for a in rr.legal(state) if isinstance(a, UseSkill)]
    if not attacks:
        pytest.skip("the Sorcerer★'s range does not reach there")
    target = attacks[0].targets[0]
    piece = state.players[0].board[target]
    defence = rr.rules.monster_def(state, piece.card).defence
    assert odds(state, attacks[0]) == _independent(0, defence)


def test_rr_exorcist_odds_change_the_lower_die():
    state = _acting("exorcist", "skeleton", "3-B", "4-B", variants=["level_up_2"])
    attack = next(a for a in rr.legal(state) if isinstance(a, UseSkill))
    shown = odds(state, attack)
    assert shown == _independent(0, 7, exorcist=True)
    assert shown[3] == 0


def test_rr_defeat_chance_counts_the_damage_already_taken():
    state = _acting("warrior_star", "skeleton", "3-B", "4-B", damage=2)  # HP 3: 1 more cube defeats it
    attack = next(a for a in rr.legal(state) if isinstance(a, UseSkill))
    dist = odds(state, attack)
    assert defeat_chance(state, 0, rr.s("4-B"), dist) == 1 - dist[0]
    fresh = _acting("warrior_star", "skeleton", "3-B", "4-B")
    dist = odds(fresh, next(a for a in rr.legal(fresh) if isinstance(a, UseSkill)))
    assert defeat_chance(fresh, 0, rr.s("4-B"), dist) == dist[3]


def test_rr_skills_without_dice_have_certain_damage_and_others_none():
    state = _acting("swordmaster", "goblin", "3-B", "4-B")
    attacks = [a for a in rr.legal(state) if isinstance(a, UseSkill)]
    assert attacks
    both = next(a for a in attacks if a.targets.count(rr.s("4-B")) == 2)
    assert odds(state, both) == {2: 1}
    assert odds(state, StartAction(player=0, square=rr.s("3-B"))) == {}


# --- The Last Spell: the chance to hit from the defence dice -------------------------------------


def _faces() -> dict[str, list[str]]:
    data = json.loads((resources_dir() / "games" / "last_spell" / "monsters.json").read_text(encoding="utf-8"))
    return {d["colour"]: list(d["faces"]) for d in data["dice"]}


def _monster_dice(kind: str) -> list[str]:
    data = json.loads((resources_dir() / "games" / "last_spell" / "monsters.json").read_text(encoding="utf-8"))
    return list(next(m for m in data["monsters"] if m["id"] == kind)["dice"])


def _independent_hit(colours: list[str], effects: set[str], curse: str | None = None, stun: bool = False) -> Fraction:
    """LS-9.3 to LS-9.11 and LS-22.36, written out again here."""
    colours = list(colours)
    if curse is not None:
        for i, c in enumerate(colours):
            if c != curse:
                colours[i] = curse
                break
    faces = _faces()
    good = 0
    combos = list(product(*[faces[c] for c in colours]))
    for combo in combos:

        def hits(face: str) -> bool:
            return (
                face in ("hit", "hit_stun")
                or (face == "dodge_stun" and "no_dodge" in effects)
                or (face == "armour_stun" and "armour_piercing" in effects)
            )

        ok = all(hits(f) for f in combo)
        if stun:
            ok = ok and all(f.endswith("_stun") for f in combo)
        good += ok
    return Fraction(good, len(combos))


@pytest.mark.parametrize("kind", ["runner", "clawer", "armored", "accursed", "bulky_red", "bulky_blue", "alerion"])
@pytest.mark.parametrize("effects", [(), ("no_dodge",), ("armour_piercing",), ("no_dodge", "armour_piercing")])
@pytest.mark.parametrize("curse", [None, "blue", "orange"])
def test_ls_hit_chance_is_exact(kind, effects, curse):
    state = ls.make_state()
    monster = ls.add_monster(state, kind, (5, 5))
    expected = _independent_hit(_monster_dice(kind), set(effects), curse)
    assert hit_chance(state, monster, effects, curse) == expected
    assert hit_chance(state, monster.id, effects, curse) == expected


def test_ls_one_die_two_dice_and_the_abilities():
    state = ls.make_state()
    runner = ls.add_monster(state, "runner", (3, 3))  # one blue die: hit, hit, hit+stun of 6
    armored = ls.add_monster(state, "armored", (6, 6))  # two orange dice: both must hit
    assert hit_chance(state, runner) == Fraction(1, 2)
    assert hit_chance(state, runner, ["no_dodge"]) == Fraction(5, 6)  # the two dodge faces hit too
    assert hit_chance(state, runner, ["armour_piercing"]) == Fraction(1, 2)  # a blue die has no armour face
    assert hit_chance(state, armored) == Fraction(1, 4)
    assert hit_chance(state, armored, ["armour_piercing"]) == Fraction(25, 36)
    assert hit_chance(state, armored, [], "blue") == Fraction(1, 4)  # Curse changes one die only
    assert hit_chance(state, armored, ["no_dodge"], "blue") == Fraction(5, 12)
    assert hit_chance(state, runner, [], None, rerolls=1) == Fraction(3, 4)


def test_ls_stun_chance():
    state = ls.make_state()
    armored = ls.add_monster(state, "armored", (6, 6))
    assert stun_chance(state, armored, ["stun"]) == _independent_hit(["orange", "orange"], set(), stun=True)
    assert stun_chance(state, armored, ["stun", "armour_piercing"]) == Fraction(9, 36)
    assert stun_chance(state, armored, ["armour_piercing"]) == 0


def test_ls_a_monster_without_dice_is_always_hit():
    state = ls.make_state()
    monolith = ls.add_monster(state, "monolith", (4, 4))
    assert hit_chance(state, monolith) == 1


# --- Roguelight: the interception's combat --------------------------------------------------------


@pytest.mark.parametrize("monsters", [0, 1, 2, 3, 5, 8])
@pytest.mark.parametrize("level", [1, 2, 4])
def test_rl_combat_chance_is_exact(monsters, level):
    """RL-11.4 to RL-11.8, written out again: the owner scores when the monsters reach the lower
    die plus the armed level, or on doubles; a room without monsters has no combat."""
    from rookraiders_desktop.engine.games.roguelight.odds import combat_chance

    wins = 0
    for white in range(1, 7):
        for black in range(1, 7):
            adventurer = (white if white < black else black) + level
            wins += monsters > 0 and (monsters >= adventurer or white == black)
    assert combat_chance(monsters, level) == Fraction(wins, 36)
