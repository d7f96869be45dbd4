"""Render Roguelight's table off screen at a moment of a game (greedy bots play the seats up to
it), in English or Japanese:

    QT_QPA_PLATFORM=offscreen python tests/ui/make_screenshot_rl.py [building|end] [en|ja] [PATH]

Without PATH the picture is written to docs/screenshot_roguelight.png. Building: round 7 of a
3-player game (one human, two bots), the human's sheet with a block hovered. End: a 3-player game
over, every sheet public, the score sheets.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[2]


def render(
    moment: str = "building",
    lang: str = "en",
    path: Path | None = None,
    seed: int = 3,
    width: int = 1600,
    height: int = 1000,
    map_id: str = "basic",
) -> Path:
    from rookraiders_desktop.bridge.session import GameSession
    from rookraiders_desktop.engine.bots import decide, make_bot
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.ui import i18n
    from rookraiders_desktop.ui.app import application, save_picture, table_window
    from rookraiders_desktop.ui.main_window import registered_games

    app = application()
    i18n.set_language(lang)
    game = registered_games()["roguelight"]
    names = ["Alice", "Bob", "Chiyo"]
    setup = Setup(
        seats=[SeatSetup(name=n, bot=None if i == 0 else "greedy") for i, n in enumerate(names)],
        options={"map": map_id},
    )
    session = GameSession.new(game, setup, seed, autosave=None)
    bots = [make_bot("greedy", seed + i, game.game_id) for i in range(len(names))]
    state = session.core.state
    for _ in range(5000):
        movers = game.to_move(state)
        if not movers:
            break
        if moment == "building" and state.round >= 7 and 0 in movers and not state.sheets[0].acted:
            break
        seat = movers[0]
        session.core.submit(decide(bots[seat], game, state, seat))
        state = session.core.state
    window = table_window(session, width, height, bot_delay_ms=10**6)
    scene = window.scene
    if moment == "building" and scene.seat is not None:
        from rookraiders_desktop.engine.games.roguelight.actions import PlaceWall

        legal = [a for a in scene.legal if isinstance(a, PlaceWall) and scene.action_keys(a)]
        if legal:
            from rookraiders_desktop.ui.games.roguelight.scene import anchor

            scene.set_hover(anchor(legal[len(legal) // 2].cells))
        app.processEvents()
    return save_picture(window, Path(path) if path else ROOT / "docs" / "screenshot_roguelight.png")


if __name__ == "__main__":
    moment = sys.argv[1] if len(sys.argv) > 1 else "building"
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    print(render(moment, lang, Path(sys.argv[3]) if len(sys.argv) > 3 else None))
