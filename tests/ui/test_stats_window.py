"""Practice (issue 9): the statistics window with data and empty, its filters changing the plots'
data, the menu, the daily challenge from the library, and the journal hook — a finished solo or
bot game is recorded once, a hot-seat game of people is not, a damaged journal is reported."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from PySide6.QtWidgets import QApplication

from rookraiders_desktop.bridge.session import GameSession
from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.journal import Filters, GameRecord, Journal, challenge_seed, challenge_setup
from rookraiders_desktop.engine.registry import GAMES
from rookraiders_desktop.ui.stats_window import StatsWindow

TODAY = date(2025, 3, 10)


def record(
    game_id="roguelight",
    day=0,
    outcome="won",
    score=40.0,
    difficulty="solo",
    title="",
    variant="basic",
    challenge=False,
    seed=1,
) -> GameRecord:
    played = (TODAY - timedelta(days=day)).isoformat() + "T12:00:00+09:00"
    return GameRecord(
        game_id=game_id,
        seed=seed,
        outcome=outcome,
        duration=900.0,
        played_at=played,
        seats=[{"name": "Alice", "bot": None}],
        variant=variant,
        difficulty=difficulty,
        winners=[0] if outcome == "won" else [],
        score=score,
        title=title,
        challenge=challenge,
        challenge_date=(TODAY - timedelta(days=day)).isoformat() if challenge else None,
    )


@pytest.fixture
def journal(tmp_path):
    j = Journal(tmp_path / "journal.sqlite3")
    yield j
    j.close()


@pytest.fixture
def filled(journal):
    rows = []
    titles = ["familiar", "soldier", "soldier", "knight", "soldier", "general"]
    for i in range(30):  # Roguelight solo, a title each game, one in three on the advanced map
        rows.append(
            record(
                day=60 - 2 * i,
                outcome="won" if i % 3 else "lost",
                score=30 + i,
                title=titles[i % len(titles)],
                variant="advanced" if i % 3 == 0 else "basic",
                challenge=i % 5 == 0,
                seed=i,
            )
        )
    for i in range(12):  # Rook & Raiders against bots
        rows.append(
            record(
                "rook_raiders",
                day=20 - i,
                outcome="won" if i % 2 else "lost",
                score=float(i % 7),
                difficulty="greedy" if i < 8 else "random",
                variant="",
                seed=100 + i,
            )
        )
    journal.record_many(rows)
    return journal


def open_window(qtbot, journal, **kwargs) -> StatsWindow:
    window = StatsWindow(journal, today=TODAY, **kwargs)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_empty_journal_shows_a_readable_empty_state(qtbot, journal):
    window = open_window(qtbot, journal)
    assert window.stack.currentWidget() is window.empty
    assert "No games recorded yet" in window.empty.text()
    assert window.tiles["games"].value.text() == "0"
    assert window.results_chart.outcomes == []
    window.grab()  # paints without data


def test_opens_with_data_and_draws_every_plot(qtbot, filled):
    window = open_window(qtbot, filled, game_id="roguelight")
    assert window.stack.currentIndex() == 0
    assert len(window.results_chart.outcomes) == 30 and len(window.results_chart.rates) == 30
    assert window.scores_chart.values == [30.0 + i for i in range(30)]
    assert [label for label, _, _ in window.difficulty_chart.bars] == ["Alone"]
    titles = [label for label, _, _ in window.titles_chart.bars]
    assert titles[:2] == ["Familiar (使い魔)", "Demon Soldier (魔兵)"]  # in rank order
    assert len(titles) == 6 and titles[-1] == "Demon King (魔王)"  # the whole ladder
    assert window.titles_chart.isVisibleTo(window)
    assert sum(count for _, count, _ in window.distribution_chart.bars) == 30
    assert window.tiles["games"].value.text() == "30"
    assert window.tiles["rate"].value.text() == "67 %"
    assert window.tiles["best"].value.text() == "59"
    image = window.grab().toImage()
    assert not image.isNull()


def test_filters_change_the_plots_data(qtbot, filled):
    window = open_window(qtbot, filled, game_id="roguelight")
    # the variant
    window.variant_box.setCurrentIndex(window.variant_box.findData("advanced"))
    assert len(window.results_chart.outcomes) == 10
    assert window.results_chart.outcomes == ["lost"] * 10
    assert window.scores_chart.values == [30.0 + i for i in range(0, 30, 3)]
    window.variant_box.setCurrentIndex(0)
    # the period: the last 30 days (today included)
    window.period_box.setCurrentIndex(window.period_box.findData(30))
    since = (TODAY - timedelta(days=29)).isoformat()
    expected = [r.score for r in filled.records(Filters(game_id="roguelight", since=since))]
    assert window.scores_chart.values == expected and 0 < len(expected) < 30
    window.period_box.setCurrentIndex(0)
    # challenges only
    window.challenge_box.setChecked(True)
    assert len(window.results_chart.outcomes) == 6
    window.challenge_box.setChecked(False)
    # another game: its own difficulties, no titles
    window.set_game("rook_raiders")
    assert len(window.results_chart.outcomes) == 12
    bars = {label: value for label, value, _ in window.difficulty_chart.bars}
    assert bars == {"Greedy bots": pytest.approx(0.5), "Random bots": pytest.approx(0.5)}
    assert not window.titles_chart.isVisibleTo(window)
    assert window.tiles["best"].value.text() == "0"  # a threat total: lower is better
    window.difficulty_box.setCurrentIndex(window.difficulty_box.findData("random"))
    assert len(window.results_chart.outcomes) == 4
    assert [label for label, _, _ in window.difficulty_chart.bars] == ["Random bots"]
    # a game with nothing recorded
    window.set_game("nameless_dark_lord")
    assert window.stack.currentWidget() is window.empty
    assert "No games of" in window.empty.text()


def test_filters_that_match_nothing_say_so(qtbot, filled):
    window = open_window(qtbot, filled, game_id="rook_raiders")
    window.period_box.setCurrentIndex(window.period_box.findData(7))
    window.challenge_box.setChecked(True)
    assert window.stack.currentWidget() is window.empty
    assert "matches these filters" in window.empty.text()


def test_statistics_in_japanese(qtbot, filled):
    from rookraiders_desktop.ui import i18n

    window = open_window(qtbot, filled, game_id="roguelight")
    i18n.set_language("ja")
    QApplication.processEvents()
    assert window.windowTitle() != "Statistics"
    assert window.results_chart.title != "Results over time"
    window.grab()


# --- the main window ---------------------------------------------------------------------------


def journal_of(window) -> Journal:
    return window.practice.journal()


def play_to_the_end(qtbot, window, bot_name="greedy", timeout=60000):
    """The human seats play the greedy bot's moves through the session; bot seats play themselves."""
    session = window.session
    helper = make_bot(bot_name, 99, session.game.game_id)

    def step() -> bool:
        if session.result() is not None:
            return True
        seat = session.acting()
        if seat is not None and not session.is_bot(seat):
            session.submit(decide(helper, session.game, session.state, seat))
        return session.result() is not None

    qtbot.waitUntil(step, timeout=timeout)


def test_statistics_menu_opens_the_window(qtbot, window):
    assert "Statistics" in window.act_statistics.text()
    window.act_statistics.trigger()
    stats = window.practice.stats_window
    assert stats is not None and stats.isVisible()
    assert stats.stack.currentWidget() is stats.empty
    stats.close()


def test_a_finished_bot_game_is_recorded_once(qtbot, window, private_data_dir):
    setup = Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Rob", bot="greedy")])
    window.start_game("rook_raiders", setup, seed=4)
    window.act_statistics.trigger()  # open while playing: it follows the journal
    play_to_the_end(qtbot, window)
    journal = journal_of(window)
    assert (private_data_dir / "journal.sqlite3").exists()
    [game] = journal.records()
    result = window.session.result()
    assert (game.game_id, game.seed, game.difficulty, game.player_seat) == ("rook_raiders", 4, "greedy", 0)
    assert game.outcome == ("won" if 0 in result.winners else "draw" if result.draw else "lost")
    assert game.score == result.scores[0] and game.winners == result.winners
    assert game.duration > 0 and game.seats[1] == {"name": "Rob", "bot": "greedy"}
    assert not game.challenge
    assert "practice journal" in window.statusBar().currentMessage()
    assert len(window.practice.stats_window.results_chart.outcomes) == 1
    # undo past the end and finish again: still one record
    window.undo()
    play_to_the_end(qtbot, window)
    assert journal.count() == 1


def test_hot_seat_between_people_is_not_recorded(qtbot, window):
    setup = Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Ben")])
    window.start_game("rook_raiders", setup, seed=4)
    play_to_the_end(qtbot, window)
    assert journal_of(window).count() == 0


def test_opening_a_finished_save_does_not_record_it_again(qtbot, window, tmp_path):
    window.start_game("rook_raiders", Setup(seats=[SeatSetup(name="Ann")]), seed=8)
    play_to_the_end(qtbot, window)
    assert journal_of(window).count() == 1
    path = tmp_path / "done.json"
    window.session.save(path)
    assert window.open_path(path)
    assert window.session.result() is not None
    assert journal_of(window).count() == 1


def test_a_damaged_journal_is_reported_and_the_game_still_recorded(qtbot, window, private_data_dir):
    (private_data_dir / "journal.sqlite3").write_bytes(b"\x00garbage" * 500)
    window.start_game("rook_raiders", Setup(seats=[SeatSetup(name="Ann")]), seed=8)
    play_to_the_end(qtbot, window)
    box = window.message_box
    assert box is not None and "set aside" in box.text()
    assert journal_of(window).count() == 1
    aside = [p for p in private_data_dir.iterdir() if p.name.startswith("journal.unreadable-")]
    assert aside and aside[0].read_bytes().startswith(b"\x00garbage")


def test_challenge_of_the_day_from_the_library(qtbot, window):
    window.library.populate()
    window.library.list.setCurrentRow(0)  # Rook & Raiders
    window.library.challenge_button.click()
    dialog = window.practice.challenge_dialog
    assert dialog is not None and dialog.isVisible()
    today = date.today()
    assert dialog.game_id == "rook_raiders"
    assert dialog.seed.text() == str(challenge_seed("rook_raiders", today))
    assert dialog.best.text() == "Not played yet today"
    assert "alone" in dialog.seats.text()
    dialog.buttons.accepted.emit()  # "Play the challenge"
    session = window.session
    expected, seed = challenge_setup(GAMES["rook_raiders"], today)
    assert session.core.seed == seed and session.setup.options == expected.options
    play_to_the_end(qtbot, window)
    [game] = journal_of(window).records()
    assert game.challenge and game.challenge_date == today.isoformat()
    assert "Challenge of the day recorded" in window.statusBar().currentMessage()
    again = window.practice.show_challenge("rook_raiders")
    assert "tries today: 1" in again.best.text()
    again.close()


def test_the_practice_menu_offers_the_challenge_for_each_game(qtbot, window):
    window.act_challenge.trigger()
    dialog = window.practice.challenge_dialog
    seeds = set()
    for index in range(dialog.game_box.count()):
        dialog.game_box.setCurrentIndex(index)
        seeds.add(dialog.seed.text())
        assert dialog.variant.text() and dialog.seats.text()
    assert len(seeds) == dialog.game_box.count() == len(GAMES)
    dialog.close()


def test_a_bot_game_recorded_by_the_session_alone(qtbot, tmp_path):
    """The bridge records without a window: one human (played here) and a greedy bot."""
    journal = Journal(tmp_path / "j.sqlite3")
    game = GAMES["nameless_dark_lord"]
    setup = Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="B1", bot="greedy"), SeatSetup(name="B2", bot="greedy")])
    session = GameSession.new(game, setup, 3, bot_delay_ms=0, autosave=None)
    session.journal = journal
    recorded = []
    session.journal_recorded.connect(recorded.append)
    session.start()
    helper = make_bot("greedy", 1, game.game_id)

    def step() -> bool:
        if session.result() is None:
            seat = session.acting()
            if seat == 0:
                session.submit(decide(helper, game, session.state, 0))
        return session.result() is not None

    qtbot.waitUntil(step, timeout=60000)
    assert len(recorded) == 1 and recorded[0].id is not None
    [game_record] = journal.records()
    assert game_record.game_id == "nameless_dark_lord" and game_record.difficulty == "greedy"
    assert game_record.score == session.result().scores[0]
    session.close()
    journal.close()
