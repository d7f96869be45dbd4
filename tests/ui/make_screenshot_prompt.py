"""Render the main window with a refused click in a Rook & Raiders game (the refusal and the rule
under it in the prompt), in English or Japanese, at a small window size:

    QT_QPA_PLATFORM=offscreen python tests/ui/make_screenshot_prompt.py [en|ja] [PATH] [WIDTHxHEIGHT]

Greedy bots play both seats to round 3's actions; then the first table click the engine refuses
with a clause (a unit moved where it may not go, ...) is made, as a player would.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def refuse_a_click(window: Any) -> str:
    """Click table keys until the engine refuses one with a clause id; the status it left."""
    from rookraiders_desktop.engine.core.rulebook import CLAUSE_ID

    scene = window.scene
    keys = [item.key for item in scene.items() if getattr(item, "key", None) is not None]
    for first in keys:
        for second in [None, *keys]:
            window.clear_picks()
            window.on_click(first)
            if second is not None and window.picker.picks:
                window.on_click(second)
            status = window.prompt.status.text()
            if CLAUSE_ID.search(status) and window.prompt.rule.text():
                return status
    return window.prompt.status.text()


def render(lang: str = "en", path: Path | None = None, width: int = 1280, height: int = 720, seed: int = 5) -> Path:
    from rookraiders_desktop.bridge.session import GameSession
    from rookraiders_desktop.engine.bots import decide, make_bot
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.ui import i18n
    from rookraiders_desktop.ui.app import application, save_picture, table_window
    from rookraiders_desktop.ui.main_window import registered_games

    app = application()
    i18n.set_language(lang)
    game = registered_games()["rook_raiders"]
    session = GameSession.new(game, Setup(seats=[SeatSetup(name="Alice"), SeatSetup(name="Bob")]), seed, autosave=None)
    bots = [make_bot("greedy", seed + i, game.game_id) for i in range(2)]
    state = session.core.state
    for _ in range(600):
        seat = session.acting()
        if seat is None or (state.flow.round >= 3 and state.flow.decision == "actions" and seat == 0):
            break
        session.core.submit(decide(bots[seat], game, state, seat))
        state = session.core.state
    window = table_window(session, width, height)
    print(refuse_a_click(window))
    app.processEvents()
    return save_picture(window, path or Path(f"/tmp/prompt_{lang}.png"))


if __name__ == "__main__":
    lang = sys.argv[1] if len(sys.argv) > 1 else "en"
    out = Path(sys.argv[2]) if len(sys.argv) > 2 else None
    w, h = (int(v) for v in (sys.argv[3] if len(sys.argv) > 3 else "1280x720").split("x"))
    print(render(lang, out, w, h))
