"""Render the statistics window off screen with a journal of plausible games (those of the
benchmark, tests/benchmarks/bench_stats.py), in English or Japanese:

    QT_QPA_PLATFORM=offscreen python tests/ui/make_screenshot_stats.py [en|ja] [GAME_ID] [PATH]

Without PATH the picture is written to docs/screenshot_statistics.png (Roguelight, 240 games).
"""

from __future__ import annotations

import os
import sys
import tempfile
from datetime import datetime
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def render(
    lang: str = "en",
    game_id: str = "roguelight",
    path: Path | None = None,
    games: int = 240,
    width: int = 1280,
    height: int = 900,
) -> Path:
    from rookraiders_desktop.engine.core.journal import Journal
    from rookraiders_desktop.ui import i18n
    from rookraiders_desktop.ui.app import application, save_picture
    from rookraiders_desktop.ui.stats_window import StatsWindow
    from tests.benchmarks.bench_stats import sample_records

    app = application()
    i18n.set_language(lang)
    end = datetime(2025, 6, 20, 21, 30).astimezone()
    with tempfile.TemporaryDirectory() as folder:
        journal = Journal(Path(folder) / "journal.sqlite3")
        journal.record_many(sample_records(games, seed=4, end=end))
        window = StatsWindow(journal, game_id=game_id, today=end.date())
        window.resize(width, height)
        window.show()
        for _ in range(5):
            app.processEvents()
        saved = save_picture(window, Path(path) if path else ROOT / "docs" / "screenshot_statistics.png")
        journal.close()
    return saved


if __name__ == "__main__":
    lang = sys.argv[1] if len(sys.argv) > 1 else "en"
    game_id = sys.argv[2] if len(sys.argv) > 2 else "roguelight"
    print(render(lang, game_id, Path(sys.argv[3]) if len(sys.argv) > 3 else None))
