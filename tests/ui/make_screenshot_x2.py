"""Render docs/screenshot_expansion2.png: a 2-player game with Expansion 2 (Level Up 2 and the
partial Rules B monsters), a Trap on a board and a Level Up 2 choice offered, off screen.

    QT_QPA_PLATFORM=offscreen python tests/ui/make_screenshot_x2.py [PATH]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def render(path: Path, seed: int = 3, width: int = 1600, height: int = 1000) -> Path:
    from rookraiders_desktop.bridge.session import GameSession
    from rookraiders_desktop.engine.bots import decide, make_bot
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.ui.app import application, save_picture, table_window
    from rookraiders_desktop.ui.main_window import registered_games

    application()
    game = registered_games()["rook_raiders"]
    setup = Setup(
        seats=[SeatSetup(name="Alice"), SeatSetup(name="Bob")], options={"variants": ["level_up_2", "rules_b_monsters"]}
    )
    for attempt in range(40):
        session = GameSession.new(game, setup, seed + attempt, autosave=None)
        bots = [make_bot("greedy", seed + i, "rook_raiders") for i in range(2)]
        state = session.core.state
        for _ in range(900):
            seat = session.acting()
            if seat is None:
                break
            flow = state.flow
            if (
                any(p.traps for p in state.players)
                and flow.decision in ("command", "actions")
                and (flow.command is None or flow.command.unit is None)
                and any(a.kind == "level_up" for a in session.legal_actions(seat))
            ):
                break
            session.core.submit(decide(bots[seat], game, state, seat))
            state = session.core.state
        else:
            continue
        if session.acting() is not None and any(a.kind == "level_up" for a in session.legal_actions(session.acting())):
            break
    window = table_window(session, width, height)
    return save_picture(window, Path(path))


if __name__ == "__main__":
    target = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parents[2] / "docs" / "screenshot_expansion2.png"
    )
    print(render(target))
