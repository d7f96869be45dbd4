"""GameSession.last_event (what a table marks as the last roll, the last attack) reads only the
actions since it was last asked (issue 17: a redraw does no work that grows with the game's
length), and answers as a reading of the whole history would, through undo and redo."""

from __future__ import annotations

import random

from rookraiders_desktop.bridge.session import GameSession
from rookraiders_desktop.engine.core.game import Event, SeatSetup, Setup, visible
from rookraiders_desktop.engine.registry import GAMES

KINDS = ("dice", "summon", "unit_damage", "monster_attack")  # the last roll, and kinds that come often


def whole_history(session: GameSession, kind: str, viewer: int | None) -> Event | None:
    events = [e for entry in session.core.history for e in entry.events]
    return next((e for e in reversed(events) if e.kind == kind and visible(e, viewer)), None)


def test_the_last_event_of_a_kind_is_the_whole_historys_through_moves_undo_and_redo(qtbot):
    setup = Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Ben")])
    session = GameSession.new(GAMES["rook_raiders"], setup, 5, autosave=False)
    choose = random.Random(5)
    seen = set()
    undone = 0
    for step in range(200):
        if session.result() is not None:
            break
        last = session.core.history[-1].events if session.core.history else []
        if any(e.kind in KINDS for e in last) and choose.random() < 0.5:
            session.undo()  # what was just marked goes
            undone += 1
        elif step % 5 == 4:
            session.redo()
        else:
            seat = session.acting()
            assert seat is not None
            session.submit(choose.choice(session.legal_actions(seat)))
        for kind in KINDS:
            for viewer in (0, 1, None):
                found = session.last_event(kind, viewer)
                assert found is whole_history(session, kind, viewer)
                if found is not None:
                    seen.add(kind)
    session.close()
    assert {"dice", "summon"} <= seen and undone > 5  # the kinds the table marks came and went
