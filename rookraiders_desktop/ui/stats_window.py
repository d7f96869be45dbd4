"""The statistics window (Practice ▸ Statistics…): per game, what the practice journal holds,
drawn in the app — results over time (a rolling win rate above a win/loss strip), the win rate by
difficulty, the scores over time and their distribution, and the titles earned — with filters
(game, variant, difficulty, period, challenges only) and a readable empty state.

The window only reads the journal (engine/core/journal.py); `refresh()` runs its queries again.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, QDate, QEvent, QLocale, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine.core.i18n import QT_TRANSLATE_NOOP
from ..engine.core.journal import Filters, Journal, period_start, rolling_win_rate
from .charts import HISTOGRAM, TITLE_BAR, BarChart, LineChart, ResultsChart, number_text
from .games import registered_games
from .i18n import game_title

CONTEXT = "StatsWindow"
ROLLING = 10  # games in the rolling win rate

PERIODS = [
    (None, QT_TRANSLATE_NOOP("StatsWindow", "All time")),
    (7, QT_TRANSLATE_NOOP("StatsWindow", "Last 7 days")),
    (30, QT_TRANSLATE_NOOP("StatsWindow", "Last 30 days")),
    (365, QT_TRANSLATE_NOOP("StatsWindow", "Last 12 months")),
]

DIFFICULTY_NAMES = {
    "solo": QT_TRANSLATE_NOOP("StatsWindow", "Alone"),
    "random": QT_TRANSLATE_NOOP("StatsWindow", "Random bots"),
    "greedy": QT_TRANSLATE_NOOP("StatsWindow", "Greedy bots"),
    "greedy+random": QT_TRANSLATE_NOOP("StatsWindow", "Greedy and random bots"),
    "easy_bots": QT_TRANSLATE_NOOP("StatsWindow", "Easy bots"),
    "hard_bots": QT_TRANSLATE_NOOP("StatsWindow", "Hard bots"),
    "expert_bots": QT_TRANSLATE_NOOP("StatsWindow", "Expert bots"),
    "easy": QT_TRANSLATE_NOOP("StatsWindow", "Solo: Easy"),
    "normal": QT_TRANSLATE_NOOP("StatsWindow", "Solo: Normal"),
    "hard": QT_TRANSLATE_NOOP("StatsWindow", "Solo: Hard"),
}
# easier first; the bot levels Easy, Normal (greedy), Hard, Expert
DIFFICULTY_ORDER = [
    "solo",
    "easy",
    "normal",
    "hard",
    "random",
    "easy_bots",
    "greedy+random",
    "greedy",
    "hard_bots",
    "expert_bots",
]
OUTCOME_NAMES = {
    "won": QT_TRANSLATE_NOOP("StatsWindow", "won"),
    "lost": QT_TRANSLATE_NOOP("StatsWindow", "lost"),
    "draw": QT_TRANSLATE_NOOP("StatsWindow", "draw"),
}
# titles whose game does not name them itself (Result.title of The Last Spell)
TITLE_NAMES = {
    "victory": QT_TRANSLATE_NOOP("StatsWindow", "Victory"),
    "defeat": QT_TRANSLATE_NOOP("StatsWindow", "Defeat"),
}


def translate(text: str, context: str = CONTEXT) -> str:
    return QCoreApplication.translate(context, text)


def difficulty_label(key: str) -> str:
    """The words of a recorded difficulty; a mix of bot levels names each ("Greedy bots + Expert bots")."""
    if key in DIFFICULTY_NAMES:
        return translate(DIFFICULTY_NAMES[key])
    return " + ".join(translate(DIFFICULTY_NAMES.get(part, part)) for part in key.split("+"))


def difficulty_rank(row: tuple[Any, ...]) -> tuple[int, str]:
    key = row[0]
    return (DIFFICULTY_ORDER.index(key) if key in DIFFICULTY_ORDER else len(DIFFICULTY_ORDER), key)


def outcome_label(key: str) -> str:
    return translate(OUTCOME_NAMES[key]) if key in OUTCOME_NAMES else key


def score_name(game_id: str) -> str:
    """The game's name of a score (its `score_caption`), "Score" for a game no longer known."""
    game = registered_games().get(game_id)
    return translate(game.score_caption if game is not None else QT_TRANSLATE_NOOP("StatsWindow", "Score"))


def _game_titles(game_id: str) -> dict[str, str]:
    """The game's own title names (its `titles`), in rank order; {} when none."""
    game = registered_games().get(game_id)
    return dict(game.titles) if game is not None else {}


def title_label(game_id: str, key: str) -> str:
    game = registered_games().get(game_id)
    if game is not None and key in game.titles:
        return translate(game.titles[key], game.text_context)
    if key in TITLE_NAMES:
        return translate(TITLE_NAMES[key])
    return key.replace("_", " ").capitalize()


def variant_label(game: Any, variant: str) -> str:
    """The new-game dialog's words for a recorded variant ("Advanced map (...)"), "Base game" for none."""
    if not variant:
        return translate(QT_TRANSLATE_NOOP("StatsWindow", "Base game"))
    from ..engine.core.journal import _option_text

    context = game.text_context
    words = []
    for part in variant.split(";"):
        label = part
        for _key, _caption, choices in game.setup_options:
            for text, value in choices:
                if value is not None and _option_text(value) == part:
                    label = QCoreApplication.translate(context, text)
        words.append(label)
    return " · ".join(words)


def duration_text(seconds: float) -> str:
    minutes = round(seconds / 60)
    if minutes < 60:
        return translate(QT_TRANSLATE_NOOP("StatsWindow", "{minutes} min")).format(minutes=minutes)
    return translate(QT_TRANSLATE_NOOP("StatsWindow", "{hours} h {minutes:02d} min")).format(
        hours=minutes // 60, minutes=minutes % 60
    )


def bin_label(low: float, high: float) -> str:
    """A histogram bin: "33" (one whole number), "30–34" (whole numbers), "2.5–3.0"."""  # noqa: RUF002 - as shown
    if float(low).is_integer() and float(high).is_integer():
        return number_text(low) if high - low <= 1 else f"{number_text(low)}\N{EN DASH}{number_text(high - 1)}"
    return f"{low:.1f}\N{EN DASH}{high:.1f}"


def day_text(iso: str) -> str:
    """A recorded date in the interface's short date format."""
    try:
        day = datetime.fromisoformat(iso).date() if "T" in iso else date.fromisoformat(iso[:10])
    except ValueError:
        return iso[:10]
    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.ShortFormat)


class StatTile(QFrame):
    """A figure with its caption (Games 42, Win rate 62 %...)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("tile")
        self.setStyleSheet("QFrame#tile { background: #fdfbf6; border: 1px solid #ddd5c3; border-radius: 8px; }")
        self.value = QLabel("—")
        self.value.setStyleSheet("font-size: 22px; font-weight: bold; color: #1d1d1f;")
        self.caption = QLabel()
        self.caption.setStyleSheet("font-size: 12px; color: #6b6b70;")
        self.caption.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 8, 14, 8)
        layout.setSpacing(0)
        layout.addWidget(self.value)
        layout.addWidget(self.caption)

    def set(self, value: str, caption: str) -> None:
        self.value.setText(value)
        self.caption.setText(caption)


class StatsWindow(QDialog):
    """Statistics of the practice journal, per game, with filters."""

    def __init__(
        self, journal: Journal, parent: QWidget | None = None, game_id: str | None = None, today: date | None = None
    ):
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setObjectName("statistics")
        self.journal = journal
        self.today = today
        self._updating = False
        self.resize(1180, 860)

        # --- filters -----------------------------------------------------------------------
        self.game_box = QComboBox()
        games = registered_games()
        for gid in games:
            self.game_box.addItem("", gid)
        self.variant_box = QComboBox()
        self.difficulty_box = QComboBox()
        self.period_box = QComboBox()
        for days, _text in PERIODS:
            self.period_box.addItem("", days)
        self.challenge_box = QCheckBox()
        self.filter_labels = {name: QLabel() for name in ("game", "variant", "difficulty", "period")}
        filters = QHBoxLayout()
        for name, box in (
            ("game", self.game_box),
            ("variant", self.variant_box),
            ("difficulty", self.difficulty_box),
            ("period", self.period_box),
        ):
            self.filter_labels[name].setBuddy(box)
            filters.addWidget(self.filter_labels[name])
            filters.addWidget(box)
            filters.addSpacing(10)
        filters.addWidget(self.challenge_box)
        filters.addStretch(1)

        # --- figures -----------------------------------------------------------------------
        self.tiles = {name: StatTile() for name in ("games", "won", "rate", "best", "time", "challenge")}
        tiles = QHBoxLayout()
        for tile in self.tiles.values():
            tiles.addWidget(tile, 1)

        # --- charts ------------------------------------------------------------------------
        self.results_chart = ResultsChart()
        self.difficulty_chart = BarChart(percent=True)
        self.scores_chart = LineChart()
        self.distribution_chart = BarChart(HISTOGRAM)
        self.titles_chart = BarChart(TITLE_BAR)
        charts = QWidget()
        grid = self.grid = QGridLayout(charts)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(10)
        grid.addWidget(self.results_chart, 0, 0)
        grid.addWidget(self.difficulty_chart, 0, 1)
        grid.addWidget(self.scores_chart, 1, 0)
        grid.addWidget(self.distribution_chart, 1, 1)
        grid.addWidget(self.titles_chart, 2, 0, 1, 2)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)
        grid.setRowStretch(0, 3)
        grid.setRowStretch(1, 3)
        grid.setRowStretch(2, 2)
        self.titles_chart.setMaximumHeight(240)
        self.empty = QLabel()
        self.empty.setObjectName("empty_state")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.empty.setStyleSheet("font-size: 16px; color: #55565a; padding: 40px;")
        self.stack = QStackedWidget()
        self.stack.addWidget(charts)
        self.stack.addWidget(self.empty)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 12)
        layout.setSpacing(10)
        layout.addLayout(filters)
        layout.addLayout(tiles)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.buttons)
        self.setStyleSheet("QDialog#statistics { background: #f3efe4; }")

        start = game_id if game_id in games else self._last_played() or next(iter(games), None)
        if start is not None:
            self.game_box.setCurrentIndex(max(0, self.game_box.findData(start)))
        self.game_box.currentIndexChanged.connect(self._game_changed)
        for box in (self.variant_box, self.difficulty_box, self.period_box):
            box.currentIndexChanged.connect(self._filters_changed)
        self.challenge_box.toggled.connect(self._filters_changed)
        self.retranslate()

    # --- texts -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        labels = {
            "game": self.tr("Game"),
            "variant": self.tr("Variant"),
            "difficulty": self.tr("Difficulty"),
            "period": self.tr("Period"),
        }
        for name, text in labels.items():
            self.filter_labels[name].setText(text)
        games = registered_games()
        for index in range(self.game_box.count()):
            self.game_box.setItemText(index, game_title(games[self.game_box.itemData(index)]))
        for index, (_days, text) in enumerate(PERIODS):
            self.period_box.setItemText(index, translate(text))
        self.challenge_box.setText(self.tr("Challenges of the day only"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        self._fill_choices()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- filters -----------------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        data = self.game_box.currentData()
        return data if isinstance(data, str) else ""  # (no game listed)

    def _last_played(self) -> str | None:
        recent = self.journal.records(limit=1)
        return recent[0].game_id if recent else None

    def _today(self) -> date:
        return self.today or date.today()

    def filters(self) -> Filters:
        return Filters(
            game_id=self.game_id,
            variant=self.variant_box.currentData(),
            difficulty=self.difficulty_box.currentData(),
            since=period_start(self.period_box.currentData(), self._today()),
            challenge_only=self.challenge_box.isChecked(),
        )

    def _fill_choices(self) -> None:
        """The variants and difficulties recorded for the chosen game (the choice is kept)."""
        if not self.journal.is_open:
            return
        self._updating = True
        try:
            game = registered_games()[self.game_id]
            base = Filters(game_id=self.game_id)
            for box, column, everything, label in (
                (self.variant_box, "variant", self.tr("All variants"), lambda v: variant_label(game, v)),
                (self.difficulty_box, "difficulty", self.tr("All difficulties"), difficulty_label),
            ):
                kept = box.currentData()
                box.clear()
                box.addItem(everything, None)
                for value in self.journal.distinct(column, base):
                    box.addItem(label(value), value)
                index = box.findData(kept) if kept is not None else 0
                box.setCurrentIndex(max(0, index))
        finally:
            self._updating = False

    def _game_changed(self) -> None:
        self._updating = True
        self.variant_box.setCurrentIndex(0)
        self.difficulty_box.setCurrentIndex(0)
        self._updating = False
        self._fill_choices()
        self.refresh()

    def _filters_changed(self) -> None:
        if not self._updating:
            self.refresh()

    def set_game(self, game_id: str) -> None:
        index = self.game_box.findData(game_id)
        if index >= 0:
            self.game_box.setCurrentIndex(index)

    # --- figures -----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the journal again with the filters and redraw every figure."""
        if self.game_id is None or not self.journal.is_open:
            return
        filters = self.filters()
        journal = self.journal
        summary = journal.summary(filters)
        game_id = self.game_id
        game = registered_games()[game_id]
        self._show_tiles(summary, game_id)
        if not summary["games"]:
            if journal.count() == 0:
                text = self.tr(
                    "No games recorded yet.\n\nEvery game you play alone or against bots is recorded "
                    "here when it ends. Start one from the game library, or try the challenge of "
                    "the day (Practice ▸ Challenge of the day…)."
                )
            elif journal.count(Filters(game_id=game_id)) == 0:
                text = self.tr(
                    "No games of {game} recorded yet.\n\nEvery game you play alone or against bots "
                    "is recorded here when it ends."
                ).format(game=game_title(game))
            else:
                text = self.tr("No recorded game of {game} matches these filters.").format(game=game_title(game))
            self.empty.setText(text)
            self.stack.setCurrentWidget(self.empty)
            self.results_chart.set_data([], [])
            for chart in (self.scores_chart, self.difficulty_chart, self.distribution_chart, self.titles_chart):
                chart.set_data([])
            return
        self.stack.setCurrentIndex(0)

        results = journal.results_over_time(filters)
        outcomes = [outcome for _, outcome in results]
        self.results_chart.title = self.tr("Results over time")
        self.results_chart.note = self.tr("line: win rate over the last {n} games · strip: won ▲ / lost ▼").format(
            n=ROLLING
        )
        self.results_chart.set_data(
            outcomes,
            rolling_win_rate(outcomes, ROLLING),
            day_text(results[0][0]),
            day_text(results[-1][0]),
            (self.tr("{n} game") if len(results) == 1 else self.tr("{n} games")).format(n=len(results)),
        )

        self.difficulty_chart.title = self.tr("Win rate by difficulty")
        self.difficulty_chart.note = ""
        self.difficulty_chart.set_data(
            [
                (
                    difficulty_label(key),
                    (won + draw / 2) / games if games else 0.0,
                    self.tr("{rate} % of {games}").format(rate=round(100 * (won + draw / 2) / games), games=games),
                )
                for key, games, won, draw in sorted(journal.win_rate_by_difficulty(filters), key=difficulty_rank)
            ]
        )

        scores = journal.scores_over_time(filters)
        name = score_name(game_id)
        self.scores_chart.title = self.tr("Scores over time")
        self.scores_chart.note = name
        self.scores_chart.empty_text = self.tr("No scores recorded")
        if scores:
            mean = sum(s for _, s in scores) / len(scores)
            self.scores_chart.note = self.tr("{score} · dashed line: mean {mean}").format(
                score=name, mean=f"{mean:.1f}"
            )
            self.scores_chart.set_data([s for _, s in scores], day_text(scores[0][0]), day_text(scores[-1][0]))
        else:
            self.scores_chart.set_data([])

        self.distribution_chart.title = self.tr("Score distribution")
        self.distribution_chart.note = name
        self.distribution_chart.empty_text = self.tr("No scores recorded")
        bins = journal.score_distribution(filters)
        self.distribution_chart.set_data([(bin_label(low, high), count, str(count)) for low, high, count in bins])

        titles = journal.titles(filters)
        order = list(_game_titles(game_id))
        if titles and order:  # the whole ladder of the game's titles, those not earned yet at 0
            counts = dict(titles)
            titles = [(key, counts.pop(key, 0)) for key in order] + sorted(counts.items())
        else:
            titles.sort(key=lambda item: -item[1])
        self.titles_chart.title = self.tr("Titles earned")
        self.titles_chart.note = self.tr("games that ended with a title")
        self.titles_chart.set_data([(title_label(game_id, key), count, str(count)) for key, count in titles])
        self.titles_chart.setVisible(bool(titles))
        self.grid.setRowStretch(2, 2 if titles else 0)  # without titles the other plots take the room
        for each in (
            self.results_chart,
            self.difficulty_chart,
            self.scores_chart,
            self.distribution_chart,
            self.titles_chart,
        ):
            each.setAccessibleName(each.title)
            if isinstance(each, BarChart):  # the bars in words, for screen readers
                each.setAccessibleDescription("; ".join(f"{label}: {caption}" for label, _, caption in each.bars))

    def _show_tiles(self, summary: dict[str, Any], game_id: str) -> None:
        tiles = self.tiles
        tiles["games"].set(str(summary["games"]), self.tr("Games"))
        tiles["won"].set(
            self.tr("{won} / {lost} / {draw}").format(won=summary["won"], lost=summary["lost"], draw=summary["draw"]),
            self.tr("Won / lost / drawn"),
        )
        rate = summary["win_rate"]
        tiles["rate"].set("—" if rate is None else f"{round(rate * 100)} %", self.tr("Win rate"))
        best = summary["best"]
        tiles["best"].set(
            "—" if best is None else number_text(best), self.tr("Best: {score}").format(score=score_name(game_id))
        )
        tiles["time"].set(duration_text(summary["seconds"]), self.tr("Time played"))
        today = self._today()
        record = self.journal.best_challenge(game_id, today)
        tiles["challenge"].set(challenge_result_text(record) if record else "—", self.tr("Today's challenge: best"))


def challenge_result_text(record: Any) -> str:
    """ "won · 48" — a challenge try in a few words."""
    text = outcome_label(record.outcome)
    if record.score is not None:
        text = f"{text} · {number_text(record.score)}"
    return text[:1].upper() + text[1:]
