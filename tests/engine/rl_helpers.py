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
    return MapDef.model_construct(id="test", width=w, height=h, rows=tuple("." * w for _ in range(h)),
                                  start_areas=(), large_monsters=(), ghosts=0, given={})


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
        pick = next((a for a in legal if isinstance(a, PlaceWall) and a.die == "one"), None) \
            or next((a for a in legal if isinstance(a, Skip)), None) or legal[0]
        GAME.apply(state, pick)
        if state.round != getattr(state, "_r", state.round):
            break
