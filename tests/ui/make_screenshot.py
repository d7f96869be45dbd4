"""Render docs/screenshot.png: the main window with a 2-player game in progress, off screen.

    QT_QPA_PLATFORM=offscreen python tests/ui/make_screenshot.py [PATH]

Japanese card names need a CJK font (Debian: apt-get install fonts-noto-cjk).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from rookraiders_desktop.ui.app import application, save_picture, table_window


def render_screenshot(path: Path, seed: int = 7, width: int = 1600, height: int = 1000) -> Path:
    """Render the main window with a 2-player game in progress (greedy bots play the human
    seats up to a moment of the main phase) to a PNG."""
    from rookraiders_desktop.bridge.session import GameSession
    from rookraiders_desktop.engine.bots import decide, make_bot
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.ui.main_window import registered_games

    application()
    game = registered_games()["rook_raiders"]
    session = GameSession.new(game, Setup(seats=[SeatSetup(name="Alice"), SeatSetup(name="Bob")]), seed, autosave=None)
    bots = [make_bot("greedy", seed + i, game.game_id) for i in range(2)]
    state = session.core.state
    for _ in range(600):
        seat = session.acting()
        if seat is None:
            break
        flow = state.flow
        if (
            flow.round >= 3
            and flow.decision == "actions"
            and flow.command is not None
            and flow.command.unit is not None
            and not flow.command.moved
            and any(a.kind == "use_skill" for a in session.legal_actions(seat))
        ):
            break
        session.core.submit(decide(bots[seat], game, state, seat))
        state = session.core.state
    return save_picture(table_window(session, width, height), path)


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2] / "docs" / "screenshot.png"
    print(render_screenshot(target, width=1600, height=880))
