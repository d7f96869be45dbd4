"""Builders for Rook & Raiders rule tests: put pieces where a rulebook example puts them and
bring the game to the decision a test needs, without playing the rounds before it."""

from __future__ import annotations

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.games.rook_raiders import rules
from rookraiders_desktop.engine.games.rook_raiders.actions import ChooseCommand
from rookraiders_desktop.engine.games.rook_raiders.models import COLUMNS, LINES, GameState, MonsterPiece, UnitPiece, sq
from rookraiders_desktop.engine.registry import GAMES

GAME = GAMES["rook_raiders"]


def s(name: str) -> int:
    """Square index from a rulebook label: "1-A" is next to the castle, "6-C" a magic circle."""
    col, line = name.split("-")
    return sq(COLUMNS - int(col), LINES.index(line))


def new_state(players: int = 1, seed: int = 1, **options) -> GameState:
    setup = Setup(seats=[SeatSetup(name=f"P{i + 1}") for i in range(players)], options=options)
    return GAME.new_game(setup, seed)


def clear_boards(state: GameState) -> GameState:
    """Empty every board and queue (cards go back to where they came from is not tracked here:
    tests that check conservation must not use this)."""
    for p in state.players:
        p.board = [None] * len(p.board)
        p.queues = [[], [], []]
    return state


def unit_uid(state: GameState, def_id: str, taken: set[str] | None = None) -> str:
    """A card uid of that unit definition not yet on any board (any card of that kind)."""
    used = {piece.card for p in state.players for piece in p.board if isinstance(piece, UnitPiece)}
    for uid, d in state.unit_cards.items():
        if d == def_id and uid not in used and (taken is None or uid not in taken):
            return uid
    raise LookupError(def_id)


def monster_uid(state: GameState, def_id: str) -> str:
    used = {piece.card for p in state.players for piece in p.board if isinstance(piece, MonsterPiece)}
    for uid, d in state.monster_cards.items():
        if d == def_id and uid not in used:
            return uid
    raise LookupError(def_id)


def put_unit(
    state: GameState, player: int, square: str, def_id: str, damage: int = 0, acted: bool = False
) -> UnitPiece:
    uid = unit_uid(state, def_id)
    p = state.players[player]
    if uid in p.hand:
        p.hand.remove(uid)
    piece = UnitPiece(card=uid, damage=damage, acted=acted)
    p.board[s(square)] = piece
    return piece


def put_monster(state: GameState, player: int, square: str, def_id: str, damage: int = 0) -> MonsterPiece:
    piece = MonsterPiece(card=monster_uid(state, def_id), damage=damage)
    state.players[player].board[s(square)] = piece
    return piece


def at(state: GameState, player: int, square: str):
    return state.players[player].board[s(square)]


def choose(state: GameState, command: str, leader: int = 0) -> list:
    """Make `leader` the next to choose in a fresh main phase and choose `command`."""
    f = state.flow
    f.step = "turns"
    f.command = None
    f.window = None
    f.start_player = leader
    f.turns_taken = 0
    state.pawn = -1
    f.decision = "command"
    f.decider = leader
    return GAME.apply(state, ChooseCommand(player=leader, command=command))


def legal(state: GameState, player: int | None = None) -> list:
    if player is None:
        player = GAME.to_move(state)[0]
    return GAME.legal_actions(state, player)


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def run_invasion(state: GameState) -> list:
    """Run the enemy phase's Invasion on the current boards (stops at any decision)."""
    from rookraiders_desktop.engine.games.rook_raiders.models import Invasion

    events: list = []
    f = state.flow
    f.command = None
    f.decision = None
    f.decider = None
    f.step = "invasion"
    f.invasion = Invasion(players=rules.clockwise_from(state, f.start_player))
    rules._run(state, events)
    return events
