"""The game library (issue 16 item 1) through the real window: a card per game with its own cover,
blurb, players and length; its buttons (New game, Learn to play, Quick reference, Rules); the
autosaves of the last several games (bridge/autosaves.py) behind Continue and the recent list, and
the start-up offer to continue the newest unfinished one."""

from __future__ import annotations

import json
import os
import time

from PySide6.QtWidgets import QMessageBox

from rookraiders_desktop.bridge import autosaves
from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.ui.games import registered_games

SOLO = Setup(seats=[SeatSetup(name="Me")])


def autosaving_window(qtbot):
    from rookraiders_desktop.ui.main_window import MainWindow

    w = MainWindow(bot_delay_ms=0, autosave=True, load_after_paint=False)
    qtbot.addWidget(w)
    w.show()
    w.library.populate()
    return w


def move(window, seed: int = 1) -> None:
    session = window.session
    window.choose(decide(make_bot("random", seed, session.game.game_id), session.game, session.state, 0))


def test_a_card_per_game_with_its_cover_and_words(qtbot, window):
    window.library.populate()
    cards = window.library.cards
    assert list(cards) == list(registered_games())
    covers = set()
    for game_id, card in cards.items():
        game = registered_games()[game_id]
        pixmap = card.cover.pixmap()
        assert not pixmap.isNull() and pixmap.width() >= 100
        covers.add(pixmap.toImage().scaled(16, 16).bits().tobytes())
        assert len(card.blurb.text()) > 60
        assert f"{game.min_players}" in card.facts.text() and "min" in card.facts.text()
        assert card.title.text().startswith(game.title.split(" ")[0])
    assert len(covers) == len(cards)  # every game has a cover of its own


def test_card_buttons(qtbot, window, monkeypatch):
    window.library.populate()
    card = window.library.cards["nameless_dark_lord"]
    card.new_button.click()
    assert window.dialog.isVisible() and window.dialog.game.game_id == "nameless_dark_lord"
    window.dialog.close()
    card.reference_button.click()
    reference = window.quick_reference.dialog
    assert reference.isVisible() and "The Nameless Dark Lord" in reference.windowTitle()
    card.rules_button.click()
    rules = window.rules_help.dialog
    assert rules.isVisible() and rules.prefix == "ND"
    if hasattr(window, "learn_to_play"):
        asked = []
        monkeypatch.setattr(window, "learn_to_play", asked.append)
        assert card.learn_button.isEnabled()
        card.learn_button.click()
        assert asked == ["nameless_dark_lord"]
    else:
        assert not card.learn_button.isEnabled() and card.learn_button.toolTip()


def test_language_switch_rewords_the_cards(qtbot, window):
    from rookraiders_desktop.ui import i18n

    window.library.populate()
    card = window.library.cards["roguelight"]
    english = card.blurb.text()
    i18n.set_language("ja")
    assert card.blurb.text() != english and card.new_button.text() != "New game…"


def test_each_game_autosaves_in_its_own_file_and_continue_resumes_the_newest(qtbot, private_data_dir):
    w = autosaving_window(qtbot)
    w.start_game("roguelight", SOLO, seed=1)
    move(w)
    first = w.session.core.autosave_path
    time.sleep(0.01)
    w.start_game("last_spell", SOLO, seed=2)
    move(w)
    second = w.session.core.autosave_path
    assert first != second and first.exists() and second.exists()
    history = [e.action for e in w.session.core.history]
    w.session.close()
    w.show_library()
    recent = w.library.recent
    assert recent.count() == 2 and "The Last Spell" in recent.item(0).text()
    assert "Me · 1 move · " in recent.item(0).text()
    assert w.library.continue_button.isVisible() and "The Last Spell" in w.library.continue_button.text()
    w.library.continue_button.click()  # no question: the game on the table is this one, autosaved
    answer = w.message_box
    if answer is not None and answer.isVisible():
        answer.button(QMessageBox.StandardButton.Discard).click()
    assert w.session.game.game_id == "last_spell" and [e.action for e in w.session.core.history] == history
    assert w.session.core.autosave_path == second and w.session.path is None  # goes on in the same file
    # the recent list opens the older one
    w.show_library()
    item = next(recent.item(i) for i in range(recent.count()) if "Roguelight" in recent.item(i).text())
    recent.itemActivated.emit(item)
    assert w.session.game.game_id == "roguelight"
    w.session.close()


def test_a_finished_game_is_listed_but_not_continued(qtbot, private_data_dir):
    w = autosaving_window(qtbot)
    w.start_game("roguelight", SOLO, seed=5)
    while w.session.result() is None:
        move(w, 3)
    w.end_screen.dialog.close()
    w.show_library()
    assert not w.library.continue_button.isVisible()
    assert "finished" in w.library.recent.item(0).text()
    assert autosaves.latest_unfinished() is None
    w2 = autosaving_window(qtbot)
    assert not w2.offer_autosave()  # nothing unfinished to offer at start-up
    w.session.close()


def test_start_up_offers_the_newest_unfinished_game(qtbot, private_data_dir):
    w = autosaving_window(qtbot)
    w.start_game("rook_raiders", SOLO, seed=6)
    move(w)
    path = w.session.core.autosave_path
    w.session.close()
    w2 = autosaving_window(qtbot)
    assert w2.offer_autosave()
    w2.message_box.button(QMessageBox.StandardButton.Yes).click()
    assert w2.session.core.autosave_path == path and len(w2.session.core.history) == 1
    w2.session.close()


def test_saves_join_the_recent_list(qtbot, window, tmp_path):
    window.library.populate()
    window.start_game("roguelight", SOLO, seed=1)
    move(window)
    assert window.save_to(tmp_path / "mine.json")
    window.show_library()
    texts = [window.library.recent.item(i).text() for i in range(window.library.recent.count())]
    assert "mine.json (saved)" in texts


def test_only_the_last_games_are_kept_and_the_old_autosave_is_taken_over(private_data_dir):
    legacy = private_data_dir / "autosave.json"
    legacy.write_text(
        json.dumps({"game_id": "roguelight", "seed": 1, "setup": {"seats": [{"name": "Old"}]}, "actions": [{}]})
    )
    os.utime(legacy, (1, 1))
    assert [a.names for a in autosaves.recent_autosaves()] == [("Old",)] and not legacy.exists()
    for i in range(autosaves.KEEP + 2):
        path = autosaves.new_autosave_path("roguelight")
        path.write_text(json.dumps({"game_id": "roguelight", "seed": i, "setup": {"seats": []}, "actions": []}))
        os.utime(path, (100 + i, 100 + i))
    kept = autosaves.recent_autosaves()
    assert len(kept) == autosaves.KEEP and [a.seed for a in kept] == list(range(autosaves.KEEP + 1, 1, -1))
    (private_data_dir / "autosave-broken.json").write_text("{not json")
    assert len(autosaves.recent_autosaves()) == autosaves.KEEP  # a broken file is left out, not an error


def test_f1_in_the_library_opens_the_chosen_games_rules(qtbot, window):
    window.library.populate()
    window.library.list.setCurrentRow(list(window.library.cards).index("roguelight"))
    window.act_rules.trigger()
    assert window.rules_help.dialog.prefix == "RL"
