"""Render the replay mode off screen: a 4-player Rook & Raiders game of greedy bots, saved, opened
with Game ▸ Open replay…, two bookmarks set, watched through one seat's eyes in the middle of a round:

    QT_QPA_PLATFORM=offscreen python tests/ui/make_screenshot_replay.py [en|ja] [PATH] [GAME_ID]

Without PATH the picture is written to docs/screenshot_replay.png. GAME_ID (rook_raiders by
default; nameless_dark_lord, roguelight, last_spell) chooses the game.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # run as a script from a checkout
GAMES = {  # players, options, bot, seed, the seat watched, where (0..1 of the game), a round to mark
    "rook_raiders": (4, {}, "greedy", 1, 1, 0.55),
    "nameless_dark_lord": (4, {}, "greedy", 5, 0, 0.5),
    "roguelight": (3, {"map": "basic"}, "greedy", 4, 0, 0.5),
    "last_spell": (3, {"scenario": "gildenberg_1"}, "greedy", 5, None, 0.5),
}


def render(
    lang: str = "en", path: Path | None = None, game_id: str = "rook_raiders", width: int = 1600, height: int = 1000
) -> Path:
    from rookraiders_desktop.engine.bots import decide, make_bot
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.engine.core.session import Session
    from rookraiders_desktop.ui import i18n
    from rookraiders_desktop.ui.app import application, save_picture
    from rookraiders_desktop.ui.main_window import MainWindow, registered_games

    app = application()
    i18n.set_language(lang)
    players, options, bot, seed, seat, where = GAMES[game_id]
    game = registered_games()[game_id]
    names = ["Alice", "Bob", "Chiyo", "Daichi"][:players]
    session = Session(game, Setup(seats=[SeatSetup(name=n, bot=bot) for n in names], options=options), seed)
    bots = [make_bot(bot, seed * 10 + i, game_id) for i in range(players)]
    chooser = random.Random(seed)
    while game.result(session.state) is None and len(session.history) < 3000:
        mover = chooser.choice(game.to_move(session.state))
        session.submit(decide(bots[mover], game, session.state, mover))
    folder = Path(tempfile.mkdtemp(prefix="replay-shot-"))
    save = folder / f"{game_id}-{names[0].lower()}.json"
    session.save(save)

    window = MainWindow(autosave=False)
    window.resize(width, height)
    window.show()
    window.replay.open_path(save)
    page = window.replay.page
    assert page is not None
    marks = page.replay.markers()
    first_round = next((i for i, m in marks if m.get("round") == 2), marks[min(1, len(marks) - 1)][0])
    page.go(first_round)
    page.note.setText(window.tr("Round 2 begins") if lang == "en" else "第2ラウンド開始")
    page.add_bookmark()
    target = int(page.replay.length * where)
    page.go(target)
    page.note.setText("Bob takes the lead" if lang == "en" else "ボブが先頭に")
    page.add_bookmark()
    page.watch.setCurrentIndex(0 if seat is None else seat + 1)
    page.go(target + 1)
    for _ in range(5):
        app.processEvents()
    page.view.fit()
    app.processEvents()
    return save_picture(window, Path(path) if path else ROOT / "docs" / "screenshot_replay.png")


if __name__ == "__main__":
    lang = sys.argv[1] if len(sys.argv) > 1 else "en"
    target = Path(sys.argv[2]) if len(sys.argv) > 2 else None
    game_id = sys.argv[3] if len(sys.argv) > 3 else "rook_raiders"
    if lang not in ("en", "ja") or game_id not in GAMES:
        sys.exit(__doc__)
    print(render(lang, target, game_id))
