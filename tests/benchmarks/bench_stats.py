"""The statistics window with 1,000 recorded games (issue 9: opens in under 300 ms).

    QT_QPA_PLATFORM=offscreen python -m tests.benchmarks.bench_stats [--games N] [--runs R]

Each run fills a fresh journal with N plausible games (four games, several difficulties, titles,
challenges; not timed), then times what Practice ▸ Statistics… does: open the journal file (with
its integrity check), create the window and show it, up to the end of its first paint (the
queries, the widgets, the charts drawn). Prints the median of the runs after a first warm-up run
(Qt's fonts and styles), and that first run.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

RL_TITLES = [(0, "familiar"), (40, "soldier"), (60, "knight"), (80, "general"), (100, "duke"), (110, "king")]


def sample_records(count: int = 1000, seed: int = 1, end: datetime | None = None, game_ids=None):
    """`count` plausible records over the last months, oldest first: the player improves slowly."""
    from rookraiders_desktop.engine.core.journal import GameRecord, challenge_seed

    rng = random.Random(seed)
    end = end or datetime.now().astimezone().replace(microsecond=0)
    game_ids = game_ids or ["roguelight", "rook_raiders", "nameless_dark_lord", "last_spell"]
    span = timedelta(days=120)
    records = []
    for i in range(count):
        progress = i / max(1, count - 1)
        played = end - span * (1 - progress) + timedelta(minutes=rng.randrange(0, 50))
        played = min(played, end)
        game_id = game_ids[i % len(game_ids)] if len(game_ids) > 1 else game_ids[0]
        solo = rng.random() < 0.6
        difficulty = "solo" if solo else rng.choice(["greedy", "greedy", "random"])
        seats = [{"name": "Alice", "bot": None}]
        if not solo:
            seats += [{"name": f"Bot {k + 1}", "bot": difficulty} for k in range(2)]
        title = ""
        variant = ""
        if game_id == "roguelight":
            variant = "advanced" if rng.random() < 0.25 else "basic"
            score = max(12.0, round(rng.gauss(38 + 34 * progress, 11)))
            if solo:
                title = [name for low, name in RL_TITLES if score >= low][-1]
                won = True
            else:
                won = rng.random() < (0.35 if difficulty == "greedy" else 0.7) + 0.25 * progress
        elif game_id == "rook_raiders":
            if solo:
                difficulty = rng.choice(["easy", "normal", "normal", "hard"])
            score = max(0.0, round(rng.gauss(10 - 4 * progress, 3)))
            won = score <= 8 and rng.random() < 0.8
        elif game_id == "nameless_dark_lord":
            difficulty = rng.choice(["greedy", "random"])
            seats = seats[:1] + [{"name": f"Bot {k + 1}", "bot": difficulty} for k in range(2)]
            score = float(round(rng.gauss(24 + 6 * progress, 4)))
            won = rng.random() < (0.3 if difficulty == "greedy" else 0.6) + 0.2 * progress
        else:
            variant = rng.choice(["intro", "gildenberg_1", "gildenberg_2"])
            won = rng.random() < 0.45 + 0.3 * progress
            score = float(rng.randint(1, 5) if won else 0)
            title = "victory" if won else "defeat"
        challenge = rng.random() < 0.12
        day = played.date().isoformat()
        records.append(
            GameRecord(
                game_id=game_id,
                seed=challenge_seed(game_id, day) if challenge else rng.randrange(1, 2**31),
                outcome="won" if won else "lost",
                duration=float(rng.randint(6 * 60, 45 * 60)),
                played_at=played.isoformat(timespec="seconds"),
                seats=seats,
                player_seat=0,
                variant=variant,
                difficulty=difficulty,
                winners=[0] if won else [],
                score=score,
                title=title,
                challenge=challenge,
                challenge_date=day if challenge else None,
            )
        )
    records.sort(key=lambda r: r.played_at)
    return records


def fill_journal(path: Path, count: int = 1000, seed: int = 1):
    from rookraiders_desktop.engine.core.journal import Journal

    journal = Journal(path)
    journal.record_many(sample_records(count, seed))
    return journal


def open_time_ms(path: Path, game_id: str = "roguelight") -> float:
    """Open the journal, create the window, show it and wait for its first paint to finish."""
    from PySide6.QtCore import QEvent, QObject

    from rookraiders_desktop.engine.core.journal import Journal
    from rookraiders_desktop.ui.app import application
    from rookraiders_desktop.ui.stats_window import StatsWindow

    app = application()
    painted = []

    class Watch(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                painted.append(time.perf_counter())
            return False

    watch = Watch()
    start = time.perf_counter()
    journal = Journal(path)
    window = StatsWindow(journal, game_id=game_id)
    window.results_chart.installEventFilter(watch)
    window.show()
    deadline = start + 5
    while not painted and time.perf_counter() < deadline:
        app.processEvents()
    app.processEvents()  # the rest of the first paint
    done = time.perf_counter()
    window.close()
    window.deleteLater()
    app.processEvents()
    journal.close()
    return (done - start) * 1000


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)
    import rookraiders_desktop.ui  # noqa: F401
    from rookraiders_desktop.ui.app import application

    application()
    from rookraiders_desktop.engine.registry import GAMES  # noqa: F401  (game data loaded, as in the app)

    times = []
    with tempfile.TemporaryDirectory() as folder:
        for run in range(args.runs + 1):
            path = Path(folder) / f"journal{run}.sqlite3"
            fill_journal(path, args.games, seed=run).close()
            times.append(open_time_ms(path))
    first, rest = times[0], times[1:]
    print(
        f"statistics window with {args.games} games: median {statistics.median(rest):.0f} ms, first {first:.0f} ms "
        f"(runs: {', '.join(f'{t:.0f}' for t in rest)})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
