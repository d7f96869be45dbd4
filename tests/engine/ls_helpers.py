"""Helpers for The Last Spell engine tests: night states built by hand on the Gildenberg board
(squares are (x, y), x from the west, y from the north), with the dice and the coin pinned by
`Rng.forced`."""

from __future__ import annotations

from collections.abc import Iterable

from rookraiders_desktop.engine.core.rng import Rng
from rookraiders_desktop.engine.games.last_spell.content import load_content
from rookraiders_desktop.engine.games.last_spell.models import (
    ArmourSlot,
    BossState,
    Cell,
    GameState,
    Hero,
    Monster,
    MoveToken,
    Structure,
)

C = load_content()
GILDENBERG = C.boards["gildenberg"]


def arrow_at(cell: Cell, board: str = "gildenberg") -> str:
    bd = C.boards[board]
    return bd.arrows[cell[1]][cell[0]]


def make_hero(
    index: int,
    hero_id: str = "aldric",
    cell: Cell | None = None,
    *,
    wounds: int = 0,
    mana: int | None = None,
    armour: Iterable[str] = (),
    weapons: Iterable[str] = (),
) -> Hero:
    """A hero card from heroes.json, standing on `cell` (None: off the battlefield)."""
    hd = C.heroes[hero_id]
    return Hero(
        index=index,
        owner=index,
        hero=hd.id,
        name=hd.name,
        cell=cell,
        hp=hd.hp,
        wounds=wounds,
        mana=hd.mana if mana is None else mana,
        mana_max=hd.mana,
        ap=hd.ap,
        ap_max=hd.ap,
        tokens=[MoveToken(value=v) for v in hd.tokens],
        weapons=list(weapons),
        armour=[ArmourSlot(card=a) for a in armour],
    )


def make_state(
    scenario: str = "gildenberg_1",
    heroes: Iterable[Hero] = (),
    *,
    town: bool = False,
    forced: Iterable[int] = (),
    seed: int = 1,
    spawn_piles: dict[str, list[str]] | None = None,
    **kw,
) -> GameState:
    """A night state of `scenario` with nothing on the board but `heroes` (and the scenario's
    structures when `town`). `forced` pins the next random draws (the coin: 0 left, 1 right)."""
    sc = C.scenarios[scenario]
    state = GameState(
        rng=Rng(seed=seed, forced=list(forced)),
        scenario=sc.id,
        board=sc.board,
        night=sc.night,
        heroes=list(heroes),
        mages=sc.mages,
        panic=list(sc.panic),
        spawn_piles=spawn_piles if spawn_piles is not None else {},
        boss=BossState(kind=sc.boss if sc.night == 3 else None),
        **kw,
    )
    if town:
        for p in sc.structures:
            add_structure(state, p.kind, [tuple(c) for c in p.cells], projectiles=p.projectiles)
    return state


def add_monster(state: GameState, kind: str, cell: Cell, facing: str | None = None, **kw) -> Monster:
    """A monster on `cell`, facing the arrow of its square unless `facing` is given."""
    a = arrow_at(cell, state.board)
    m = Monster(id=state.next_id, kind=kind, cell=cell, facing=facing or (a if a in "NESW" else "S"), **kw)
    state.next_id += 1
    state.monsters.append(m)
    return m


def add_structure(state: GameState, kind: str, cells: list[Cell], **kw) -> Structure:
    s = Structure(id=state.next_id, kind=kind, cells=list(cells), **kw)
    state.next_id += 1
    state.structures.append(s)
    return s


# -- the hero phase and combat (dice pinned by face) ----------------------------------------------


def face_index(colour: str, face: str) -> int:
    """The index in dice.json of the first `face` of the `colour` die (for Rng.forced)."""
    return list(C.dice[colour].faces).index(face)


def pin(state: GameState, *rolls: tuple[str, str]) -> None:
    """Queue defence die results: pin(state, ("blue", "miss"), ("orange", "hit"), ...)."""
    state.rng.forced.extend(face_index(colour, face) for colour, face in rolls)


def hero_turn(state: GameState, hero: int = 0) -> GameState:
    """Begin the hero phase and give `hero` its turn (the others have passed unless they act)."""
    from rookraiders_desktop.engine.games.last_spell import hero_phase

    events: list = []
    hero_phase.start(state, events)
    order = state.flow.turn_order
    state.flow.turn = order.index(hero)
    hero_phase.advance(state, events)
    return state
