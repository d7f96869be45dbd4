"""Render docs/screenshot_coach.png: Rook & Raiders with the coach at work, off screen: a unit is
acting, every monster its dice skill may target shows the odds of 0/1/2/3 damage, and the Hint
(key H) frames the proposed move in gold with its reason in the prompt panel.

    QT_QPA_PLATFORM=offscreen python tests/ui/make_screenshot_coach.py [PATH] [--ja]

Japanese card names need a CJK font (Debian: apt-get install fonts-noto-cjk).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from rookraiders_desktop.ui.app import application, save_picture, table_window


def acting_position(seed: int = 7):
    """A solo game played by the greedy bot up to a unit acting with monsters in its dice range."""
    from rookraiders_desktop.bridge.session import GameSession
    from rookraiders_desktop.engine.bots import decide, make_bot
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.engine.games.rook_raiders.coach import rr_odds
    from rookraiders_desktop.engine.registry import GAMES

    game = GAMES["rook_raiders"]
    session = GameSession.new(game, Setup(seats=[SeatSetup(name="Alice"), SeatSetup(name="Bob")]), seed, autosave=None)
    bots = [make_bot("greedy", seed + i, "rook_raiders") for i in range(2)]
    for _ in range(800):
        seat = session.acting()
        if seat is None:
            break
        state = session.core.state
        flow = state.flow
        if (
            flow.round >= 2
            and flow.decision == "actions"
            and flow.command is not None
            and flow.command.unit is not None
            and not flow.command.moved
        ):
            legal = session.legal_actions(seat)
            if len(rr_odds(game.view(state, seat), legal)) >= 2:
                return session
        session.core.submit(decide(bots[seat], game, state, seat))
    raise RuntimeError("no position with two dice targets")


def render(path: Path, japanese: bool = False, width: int = 1600, height: int = 1000) -> Path:
    from PySide6.QtCore import QRectF

    from rookraiders_desktop.ui import i18n

    app = application()
    if japanese:
        i18n.set_language("ja")
    session = acting_position()
    window = table_window(session, width, height, fit=False)
    window.coach.show_hint()
    app.processEvents()
    seat = session.acting()
    scene = window.scene
    ox, oy = scene._player_origin(seat)
    from rookraiders_desktop.ui.games.rook_raiders.scene import PLAYER_H, PLAYER_W

    window.view.fitInView(
        QRectF(ox - 10, oy - 30, PLAYER_W + 20, PLAYER_H * 0.72),
    )
    app.processEvents()
    return save_picture(window, Path(path))


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    target = Path(args[0]) if args else Path(__file__).resolve().parents[2] / "docs" / "screenshot_coach.png"
    print(render(target, japanese="--ja" in sys.argv))
