"""Rook & Raiders' pawn waiting before the command row (no command chosen yet) sits on the first
card's corner, never over the row's caption "コマンド Command row" (issue 15 render matrix)."""

from __future__ import annotations

from rookraiders_desktop.engine.core.game import SeatSetup, Setup


def test_the_waiting_pawn_leaves_the_command_caption_readable(qtbot, window):
    session = window.start_game("rook_raiders", Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Ben")]), seed=3)
    assert session.state.pawn < 0  # the opening: nobody has chosen a command
    scene = window.scene
    pawn, caption = scene.item("pawn"), scene.item("cap_cmd")
    assert pawn is not None and caption is not None
    first = scene.item(("cmd", session.state.command_row[0]))
    assert first is not None
    pawn_rect = pawn.sceneBoundingRect()
    assert not pawn_rect.intersects(caption.sceneBoundingRect())
    assert first.sceneBoundingRect().contains(pawn_rect.center())  # still read as "at the first card"
