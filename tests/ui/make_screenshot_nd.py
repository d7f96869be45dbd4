"""Render The Nameless Dark Lord's table off screen at a moment of a 4-player (or 3-player) game (greedy bots play
the seats up to it), in English or Japanese:

    QT_QPA_PLATFORM=offscreen python tests/ui/make_screenshot_nd.py [placement|payment|end] [en|ja] [PATH] [3|4]

Without PATH the picture is written to docs/screenshot_nameless_dark_lord.png. Japanese card
names need a CJK font (Debian: apt-get install fonts-noto-cjk).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[2]
MOMENTS = ("placement", "payment", "end")


def at_moment(state, moment: str) -> bool:
    """Stop the bots here: a busy Placement Phase, a payment, or the end of the game."""
    f = state.flow
    if moment == "placement":
        return f.round >= 4 and f.decision == "turn" and sum(len(a.units) for a in state.areas) >= 7
    if moment == "payment":
        return f.round >= 5 and f.decision == "offer"
    return False


def render(
    moment: str = "payment",
    lang: str = "en",
    path: Path | None = None,
    seed: int = 5,
    width: int = 1600,
    height: int = 1000,
    players: int = 4,
) -> Path:
    from rookraiders_desktop.bridge.session import GameSession
    from rookraiders_desktop.engine.bots import decide, make_bot
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.ui import i18n
    from rookraiders_desktop.ui.app import application, save_picture, table_window
    from rookraiders_desktop.ui.main_window import registered_games

    application()
    i18n.set_language(lang)
    game = registered_games()["nameless_dark_lord"]
    names = ["Alice", "Bob", "Chiyo", "Daichi"][:players]
    session = GameSession.new(game, Setup(seats=[SeatSetup(name=n) for n in names]), seed, autosave=None)
    bots = [make_bot("greedy", seed + i, game.game_id) for i in range(len(names))]
    state = session.core.state
    for _ in range(5000):
        seat = session.acting()
        if seat is None or at_moment(state, moment):
            break
        session.core.submit(decide(bots[seat], game, state, seat))
        state = session.core.state
    window = table_window(session, width, height)
    return save_picture(window, Path(path) if path else ROOT / "docs" / "screenshot_nameless_dark_lord.png")


if __name__ == "__main__":
    moment = sys.argv[1] if len(sys.argv) > 1 else "payment"
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    target = Path(sys.argv[3]) if len(sys.argv) > 3 else None
    players = int(sys.argv[4]) if len(sys.argv) > 4 and sys.argv[4].isdigit() else 4
    if moment not in MOMENTS or lang not in ("en", "ja") or players not in (3, 4):
        sys.exit(__doc__)
    print(render(moment, lang, target, players=players))
