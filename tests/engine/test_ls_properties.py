"""The Last Spell properties: random and greedy play of every night ends; no figure ever stands on
another, on the cliff or a rock, and no hero in the fog; save -> load -> replay and undo/redo are
exact; illegal actions change nothing; the view hides only the dice to come."""

from __future__ import annotations

import random

import pytest

from rookraiders_desktop.engine.core.errors import ActionRejected, RuleViolation
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import Session, session_from_save, state_hash
from rookraiders_desktop.engine.games.last_spell.actions import Move, Punch
from rookraiders_desktop.engine.games.last_spell.bot import GreedyBot
from rookraiders_desktop.engine.games.last_spell.content import load_content
from rookraiders_desktop.engine.games.last_spell.geometry import footprint, terrain
from rookraiders_desktop.engine.games.last_spell.rules import GAME

GAMES = {"last_spell": GAME}
NIGHTS = (
    "intro",
    "gildenberg_1",
    "gildenberg_2",
    "gildenberg_3",
    "lakeburg_1",
    "lakeburg_2",
    "lakeburg_3",
    "glenwald_1",
    "glenwald_2",
    "glenwald_3",
)
C = load_content()


def setup(n: int, scenario: str) -> Setup:
    return Setup(seats=[SeatSetup(name=f"P{i + 1}") for i in range(n)], options={"scenario": scenario})


def check_positions(state) -> None:
    """No two figures or obstacles share a square; heroes never in the fog; nothing on the cliff
    or a rock but the harpy perched on the cliff (LS-4.13, LS-4.14, LS-3.6, LS-10.5). A hatchery
    tile may lie under one figure (spawned on it, LS-21.27/21.33) or under a trapped hero (LS-21.30)."""
    bd = C.boards[state.board]
    taken: dict[tuple[int, int], str] = {}

    def put(cell, what):
        cell = tuple(cell)
        assert cell not in taken, f"{what} and {taken[cell]} share {cell}"
        taken[cell] = what

    for c in bd.magic_circle:
        put(c, "circle")
    for s in state.structures:
        if C.structures[s.kind].obstacle:
            for c in s.cells:
                put(c, f"structure {s.kind}")
    for h in state.heroes:
        if h.cell is None or h.dead or not h.in_play:
            continue
        assert terrain(bd, h.cell) not in "~#oT", f"hero on {terrain(bd, h.cell)!r}"
        if h.on_watchtower or h.trapped:
            continue
        put(h.cell, f"hero {h.name}")
    tiles = []
    for m in state.monsters:
        if m.on_cliff:
            continue
        if m.kind == C.dryad.hatchery and m.trapping is None:
            tiles.append(m)
            continue
        for c in footprint(m.cell, C.monsters[m.kind].size):
            assert terrain(bd, c) not in "#oT", f"{m.kind} on {terrain(bd, c)!r} at {c}"
            put(c, f"monster {m.kind}")
    for m in tiles:
        c = tuple(m.cell)
        assert terrain(bd, c) not in "#oT~", f"a hatchery on {terrain(bd, c)!r} at {c}"
        if c in taken:
            assert taken[c].startswith("monster ") and taken[c] != f"monster {C.dryad.hatchery}", (
                f"a hatchery under {taken[c]} at {c}"
            )
            taken[c] = f"monster {C.dryad.hatchery}"
        else:
            put(c, f"monster {m.kind}")


def play(n: int, seed: int, scenario: str, bots: str = "greedy", limit: int = 6000, check: bool = True) -> Session:
    session = Session(GAME, setup(n, scenario), seed)
    rnd = random.Random(seed)
    greedy = [GreedyBot(seed * 10 + i) for i in range(n)]
    for _ in range(limit):
        state = session.state
        if check:
            check_positions(state)
        if GAME.result(state) is not None:
            break
        movers = GAME.to_move(state)
        assert movers, "the night is not over but nobody is to move"
        p = movers[0]
        legal = GAME.legal_actions(state, p)
        assert legal
        if bots == "greedy":
            action = greedy[p].choose(GAME, GAME.view(state, p), legal, greedy[p].rng)
        else:
            action = rnd.choice(legal)
        session.submit(action)
    assert GAME.result(session.state) is not None, f"{scenario} did not end in {limit} decisions"
    return session


@pytest.mark.parametrize("scenario", NIGHTS)
@pytest.mark.parametrize("n", [1, 2, 4])
def test_greedy_nights_end(scenario, n):
    session = play(n, 11 + n, scenario)
    assert session.state.result.rule.startswith("LS-")


@pytest.mark.parametrize("scenario", NIGHTS)
def test_random_nights_end(scenario):
    play(2, 5, scenario, bots="random", limit=20000)


@pytest.mark.parametrize("scenario", NIGHTS)
def test_save_load_replay_identical(scenario):
    session = play(2, 21, scenario)
    again = session_from_save(session.to_save(), games=GAMES)
    assert state_hash(again.state) == state_hash(session.state)


@pytest.mark.parametrize("scenario", ("gildenberg_1", "lakeburg_3", "glenwald_3"))
def test_undo_redo_identical(scenario):
    session = play(1, 5, scenario)
    final = state_hash(session.state)
    for _ in range(len(session.history)):
        session.undo()
    for _ in range(len(session.redo_stack)):
        session.redo()
    assert state_hash(session.state) == final


def test_the_players_choices_save_replay_and_undo_exactly():
    """LSN-6: the decisions the rules give the players (structure ties, explosions, a scroll's
    Curse and chain) are actions like any other: the save replays them, undo and redo pass them."""
    session = play(1, 5, "lakeburg_2")
    assert sum(getattr(r.action, "kind", "") == "choose" for r in session.history) >= 3
    final = state_hash(session.state)
    assert state_hash(session_from_save(session.to_save(), games=GAMES).state) == final
    for _ in range(len(session.history)):
        session.undo()
    for _ in range(len(session.redo_stack)):
        session.redo()
    assert state_hash(session.state) == final


def test_illegal_actions_change_nothing():
    session = Session(GAME, setup(2, "gildenberg_1"), 3)
    state = session.state
    hero = state.flow.hero
    before = state_hash(state)
    bad = [
        Move(player=state.flow.decider, hero=hero, to=(0, 0)),  # into the fog (LS-4.14)
        Punch(player=state.flow.decider, hero=hero, target=(1, 1)),
        Move(player=1 - state.flow.decider, hero=hero, to=(12, 9)),
    ]
    for action in bad:
        with pytest.raises((RuleViolation, ActionRejected)):
            GAME.apply(state, action)
        assert state_hash(state) == before


def test_the_view_is_public_but_hides_the_dice_to_come():
    session = Session(GAME, setup(2, "gildenberg_1"), 9)
    for viewer in (0, 1, None):
        v = GAME.view(session.state, viewer)
        assert v.monsters == session.state.monsters and v.heroes == session.state.heroes
        assert v.rng.seed == 0
