"""Helpers for the Roguelight engine tests: games with pinned dice and sheets drawn from text."""

from __future__ import annotations

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.games.roguelight import board as bd
from rookraiders_desktop.engine.games.roguelight.content import MapDef, load_content
from rookraiders_desktop.engine.games.roguelight.models import GameState, Rect, Sheet
from rookraiders_desktop.engine.games.roguelight.rules import GAME

RULES = load_content().rules
BASIC = load_content().maps["basic"]
ADVANCED = load_content().maps["advanced"]


def setup(n: int = 1, map_id: str = "basic", bots: str | None = None) -> Setup:
    return Setup(seats=[SeatSetup(name=f"P{i + 1}", bot=bots) for i in range(n)], options={"map": map_id})


def game(n: int = 1, map_id: str = "basic", seed: int = 1, setup_dice: list[int] | None = None) -> GameState:
    """A new game; `setup_dice` pins the players' setup rolls (white, black per player) and the first roll."""
    from rookraiders_desktop.engine.core import rng as rngmod

    if setup_dice:
        state_rng = rngmod.Rng(seed=seed, forced=list(setup_dice))
        orig = rngmod.Rng
        try:
            import rookraiders_desktop.engine.games.roguelight.rules as rules

            rules.Rng = lambda seed: state_rng  # type: ignore[assignment]
            return GAME.new_game(setup(n, map_id), seed)
        finally:
            rules.Rng = orig  # type: ignore[assignment]
    return GAME.new_game(setup(n, map_id), seed)


def dice(state: GameState, white: int, black: int) -> None:
    state.dice = (white, black)
    for s in state.sheets:
        s.special = state.round in s.outlined


def art_map(rows: list[str]) -> MapDef:
    """A plain map of the art's size (no printed squares) for geometry tests."""
    h, w = len(rows), len(rows[0])
    return MapDef.model_construct(
        id="test",
        width=w,
        height=h,
        rows=tuple("." * w for _ in range(h)),
        start_areas=(),
        large_monsters=(),
        ghosts=0,
        given={},
    )


def art_filled(rows: list[str]) -> set[int]:
    w = len(rows[0])
    return {y * w + x for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == "#"}


def art_sheet(rows: list[str], entrance: tuple[int, int], rects: list[Rect] | None = None) -> Sheet:
    return Sheet(player=0, name="P1", filled=sorted(art_filled(rows)), entrance=entrance, rects=rects or [], exit=0)


def score_art(rows: list[str], entrance: tuple[int, int], rects: list[Rect] | None = None):
    m = art_map(rows)
    s = art_sheet(rows, entrance, rects)
    return bd.score_sheet(m, s, 0, art_filled(rows))


def play_round_one_square(state: GameState) -> None:
    """Every mover draws a legal 1-square block or passes and skips its effects."""
    from rookraiders_desktop.engine.games.roguelight.actions import PlaceWall, Skip

    while state.phase == "building" and GAME.to_move(state):
        p = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, p)
        pick = (
            next((a for a in legal if isinstance(a, PlaceWall) and a.die == "one"), None)
            or next((a for a in legal if isinstance(a, Skip)), None)
            or legal[0]
        )
        GAME.apply(state, pick)
        if state.round != getattr(state, "_r", state.round):
            break


# --- interception part: dungeons drawn from text (appended for test_rl_interception.py) ---------


def drawn_map(arts: list[list[str]], large: tuple = ()) -> MapDef:
    """A map the size of the arts whose printed squares are the letters in them (b g h t i);
    '#' is a filled square of that sheet, '.' an empty square."""
    h, w = len(arts[0]), len(arts[0][0])
    rows = []
    for y in range(h):
        row = ""
        for x in range(w):
            ch = next((a[y][x] for a in arts if a[y][x] not in "#."), ".")
            row += ch
        rows.append(row)
    return MapDef.model_construct(
        id="basic", width=w, height=h, rows=tuple(rows), start_areas=(), large_monsters=tuple(large), ghosts=0, given={}
    )


def dungeon(
    monkeypatch,
    arts: list[list[str]],
    entrances: list[tuple[int, int]],
    exits: list[int] | None = None,
    dice: list[int] | None = None,
    dev: list[int] | None = None,
    circled: list[list[int]] | None = None,
    shuffle: list[int] | None = None,
    large: tuple = (),
    goals: list[list[str]] | None = None,
    rects: list[list[Rect]] | None = None,
):
    """A game whose sheets are the arts, every building part over: choosing the exits starts the
    interception part. `dice` pins the combat rolls (white, black, ...); `shuffle` pins the
    random tie-break of the stacking (default 0s). Returns (state, events of the exit choices)."""
    from rookraiders_desktop.engine.games.roguelight import rules as rl_rules
    from rookraiders_desktop.engine.games.roguelight.actions import ChooseExit

    m = drawn_map(arts, large)
    monkeypatch.setattr(rl_rules, "mapdef", lambda state: m)
    state = game(len(arts))
    exits = exits or [1] * len(arts)
    for i, sh in enumerate(state.sheets):
        sh.filled = sorted(art_filled(arts[i]))
        sh.rects = list(rects[i]) if rects else []
        sh.entrance = entrances[i]
        sh.building = False
        sh.round_done = True
        sh.needs_exit = True
        sh.dev_crossed = dev[i] if dev else 2
        sh.item_circled = list(circled[i]) if circled else [0]
        if goals:
            sh.goals = list(goals[i])
            sh.enclosed_large = [lm.id for lm in large if lm.goal in goals[i]]
    stacked = sum(1 for i, sh in enumerate(state.sheets) if bd.score_sheet(m, sh, exits[i]).in_dungeon)
    state.rng.forced = (list(shuffle) if shuffle is not None else [0] * max(0, stacked - 1)) + list(dice or [])
    events = []
    for i in range(len(arts)):
        events += GAME.apply(state, ChooseExit(player=i, exit=exits[i]))
    return state, events
