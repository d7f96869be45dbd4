"""Expansion 2 through the real main window and the real Rook & Raiders scene (pytest-qt): a
Level Up 2 level-up (choosing between the two cards shown in the central area) and a Trap."""

from __future__ import annotations

from ui_helpers import click_key, marks_of_kind

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.games.rook_raiders.actions import LevelUp, UseSkill
from rookraiders_desktop.engine.games.rook_raiders.models import UnitPiece, sq, xy
from rookraiders_desktop.ui.games.rook_raiders.faces import TrapFace

SOLO_X2 = Setup(seats=[SeatSetup(name="Solo")], options={"variants": ["level_up_2"]})


def test_rx_level_up_choosing_between_two_cards_and_setting_a_trap(qtbot, window):
    window.start_game("rook_raiders", SOLO_X2, seed=11)
    session = window.session
    state = session.state
    assert state.flow.decision == "place"
    line = next(xy(s)[1] for s, piece in enumerate(state.players[0].board) if piece is not None)
    thief = sq(4, line)
    with qtbot.waitSignal(session.events_applied):
        click_key(qtbot, window, ("hand", 0, "thief_star"))
        click_key(qtbot, window, ("sq", 0, thief))
    session.state.players[0].honour_tokens = 2  # enough for a first level-up (RX-5.3)
    window.refresh()
    # both level-up cards of the Thief★ are shown and offered: Trapper and Slayer (RX-4.3)
    offered = {a.card for a in session.legal_actions(0) if isinstance(a, LevelUp)}
    assert offered == {"trapper", "slayer"}
    for card in offered:
        assert window.scene.items_with_key(("lv", card))
    assert {("lv", "trapper"), ("lv", "slayer")} <= set(window.scene.marks())
    with qtbot.waitSignal(session.events_applied):
        click_key(qtbot, window, ("lv", "trapper"))
        click_key(qtbot, window, ("sq", 0, thief))
    state = session.state
    piece = state.players[0].board[thief]
    assert isinstance(piece, UnitPiece) and state.unit_cards[piece.card] == "trapper"
    assert state.players[0].trap_hand  # RX-13.2: the Trap comes into the hand
    # choose Advance and set the Trap beside the Trapper by clicks
    with qtbot.waitSignal(session.events_applied):
        click_key(qtbot, window, ("cmd", "advance"))
    with qtbot.waitSignal(session.events_applied):
        click_key(qtbot, window, ("sq", 0, thief))
    # before moving, an empty square means a move; the Trap is offered after the move by a click
    moves = sorted(marks_of_kind(window, "move"))
    assert moves
    with qtbot.waitSignal(session.events_applied):
        click_key(qtbot, window, moves[0])
    targets = {a.targets[0] for a in session.legal_actions(0) if isinstance(a, UseSkill)}
    assert targets and {("sq", 0, t) for t in targets} <= marks_of_kind(window, "target")
    target = sorted(targets)[0]
    with qtbot.waitSignal(session.events_applied):
        click_key(qtbot, window, ("sq", 0, target))
    p = session.state.players[0]
    assert [t.square for t in p.traps] == [target] and not p.trap_hand
    trap_item = window.scene.item(("trap", p.traps[0].card))
    assert isinstance(trap_item.look.face, TrapFace)  # the Trap is its own piece on the board


def test_RX_5_13_a_recruited_star_unit_levels_up_before_invasion_by_clicks(qtbot, window):
    """Recruit as the round's last command: after placing the Warrior★ the table asks "level up
    or continue", and the new unit levels up by clicking a level-up card, then the unit."""
    from rookraiders_desktop.engine.games.rook_raiders.actions import Decline, Recruit

    window.start_game("rook_raiders", SOLO_X2, seed=11)
    session = window.session
    state = session.state
    line = next(xy(s)[1] for s, piece in enumerate(state.players[0].board) if piece is not None)
    with qtbot.waitSignal(session.events_applied):
        click_key(qtbot, window, ("hand", 0, "thief_star"))
        click_key(qtbot, window, ("sq", 0, sq(4, line)))
    p = session.state.players[0]
    p.gold, p.honour_tokens = 5, 2
    window.refresh()
    with qtbot.waitSignal(session.events_applied):
        click_key(qtbot, window, ("cmd", "recruit"))
    assert session.state.flow.decision == "recruit"
    square = next(
        a.square
        for a in session.legal_actions(0)
        if isinstance(a, Recruit) and session.state.unit_cards[a.card] == "warrior_star"
    )
    with qtbot.waitSignal(session.events_applied):
        click_key(qtbot, window, ("hand", 0, "warrior_star"))
        click_key(qtbot, window, ("sq", 0, square))
    assert session.state.flow.decision == "levelup"
    assert {a.card for a in session.legal_actions(0) if isinstance(a, LevelUp) and a.square == square} == {
        "fighter",
        "phalanx",
    }
    assert Decline(player=0) in session.legal_actions(0)
    assert {("lv", "fighter"), ("lv", "phalanx")} <= set(window.scene.marks())
    with qtbot.waitSignal(session.events_applied):
        click_key(qtbot, window, ("lv", "phalanx"))
        click_key(qtbot, window, ("sq", 0, square))
    piece = session.state.players[0].board[square]
    assert session.state.unit_cards[piece.card] == "phalanx"
