"""Issue 13: the hot-seat curtain cannot be gone around. While "Pass to <name>" covers the table,
no menu entry and no key shows any seat's table or secret (replay, undo, redo, hint, save as,
rules help, statistics, open replay, every shortcut); undo brings the curtain back for the seat
whose table would show; a replay of an unfinished game is watched only as the seat to move or a
spectator; and the next Roguelight player gets no outline left over from the last one (pytest-qt)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog
from test_hotseat_and_files import medal_texts, place_by_clicks
from ui_helpers import click_key

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import Session
from rookraiders_desktop.engine.games.roguelight.actions import PlaceWall
from rookraiders_desktop.ui.items import TokenItem

SECRET = "-4"  # Ann's medal value: only Ann may ever see it
ANN_AND_BEN = Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Ben")])


def press(qtbot, window, key) -> None:
    """A key sequence typed where the keyboard focus is (the curtain's button under the curtain)."""
    qtbot.keySequence(QApplication.focusWidget() or window, QKeySequence(key))


@pytest.fixture
def no_file_dialogs(monkeypatch):
    """A file dialog would block the test: record that one was asked for instead."""
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: asked.append("save") or ("", "")))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: asked.append("open") or ("", "")))
    return asked


def curtain_for_ben(qtbot, window):
    """Ann holds a secret medal and has just moved: the curtain asks for Ben."""
    window.start_game("rook_raiders", ANN_AND_BEN, seed=5)
    session = window.session
    ann = session.acting()
    session.state.players[ann].medals = [-4]
    session.state.medal_pool.remove(-4)
    window.refresh()
    assert medal_texts(window, ann) == [SECRET]  # its owner sees it (so the checks below can fail)
    place_by_clicks(qtbot, window)
    assert window.curtained and window.curtain.name == "Ben"
    return session, ann


def shows_nothing(window) -> bool:
    """The curtain is up and nothing behind it or beside it tells Ann's secret."""
    texts = [item.look.text for item in window.scene.table_items().values() if isinstance(item, TokenItem)]
    return (
        window.pages.currentWidget() is window.table_stack
        and window.table_stack.currentWidget() is window.curtain
        and SECRET not in texts
        and not window.log.toPlainText()
        and not window.keyboard.status.text()
        and window.coach.hint is None
        and not window.coach.overlays()
    )


def test_under_the_curtain_every_entry_that_could_show_a_table_waits(qtbot, window, no_file_dialogs, monkeypatch):
    curtain_for_ben(qtbot, window)
    opened: list[str] = []
    monkeypatch.setattr(window.rules_help, "open", lambda *a: opened.append("rules"))
    monkeypatch.setattr(window.practice, "show_statistics", lambda *a: opened.append("statistics"))
    monkeypatch.setattr(window.practice, "show_challenge", lambda *a: opened.append("challenge"))
    assert shows_nothing(window)
    for action in (
        window.act_replay,
        window.act_open_replay,
        window.act_hint,
        window.act_save,
        window.act_save_as,
        window.act_rules,
        window.act_statistics,
        window.act_challenge,
    ):
        assert not action.isEnabled(), action.text()
        action.trigger()
        assert shows_nothing(window), action.text()
    for key in ("Ctrl+R", "H", "Ctrl+Shift+S", "Ctrl+S", "F1"):
        press(qtbot, window, key)
        assert shows_nothing(window), key
    assert (
        window.replay.replay_this_game() is False
        and window.replay.open_path(window.session.core.autosave_path) is False
    )
    window.coach.show_hint()
    assert opened == [] and no_file_dialogs == [] and shows_nothing(window)


def test_no_shortcut_at_all_lifts_the_curtain(qtbot, window, no_file_dialogs):
    curtain_for_ben(qtbot, window)
    for action in window.findChildren(type(window.act_undo)):
        if action in (window.act_quit, window.act_new, window.act_undo, window.act_redo):
            continue  # quitting and a new game's dialog show nothing; undo and redo have their own test
        for key in action.shortcuts():
            press(qtbot, window, key)
            assert shows_nothing(window), key.toString()
    assert window.curtain.name == "Ben"


def test_undo_and_redo_under_the_curtain_turn_it_to_the_seat_whose_table_would_show(qtbot, window):
    session, ann = curtain_for_ben(qtbot, window)
    press(qtbot, window, "Ctrl+Z")
    assert session.acting() == ann and not session.core.history
    assert shows_nothing(window) and window.curtain.name == "Ann"  # whoever is at the screen passes it
    press(qtbot, window, "Ctrl+Y")
    assert session.acting() != ann and shows_nothing(window) and window.curtain.name == "Ben"
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert window.table_stack.currentWidget() is window.table and medal_texts(window, ann) == ["?"]


def test_undo_after_the_curtain_brings_it_back_for_the_previous_player(qtbot, window):
    session, ann = curtain_for_ben(qtbot, window)
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert window.viewer != ann and window.act_undo.isEnabled()
    window.act_undo.trigger()  # Ben takes back Ann's move: Ann's table would show
    assert session.acting() == ann
    assert shows_nothing(window) and window.curtain.name == "Ann"
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert medal_texts(window, ann) == [SECRET]


def watch_seats(window) -> list:
    combo = window.replay.page.watch
    return [combo.itemData(row) for row in range(combo.count())]


def test_a_replay_of_an_unfinished_game_is_watched_only_as_the_seat_to_move(qtbot, window):
    window.start_game("rook_raiders", ANN_AND_BEN, seed=5)
    session = window.session
    ann = session.acting()
    place_by_clicks(qtbot, window)
    ben = session.acting()
    assert ben != ann and window.viewer == ben and not window.curtained
    press(qtbot, window, "Ctrl+R")
    page = window.replay.page
    assert window.pages.currentWidget() is page
    assert watch_seats(window) == [None, ben] and page.viewer == ben  # Ben's own view, or a spectator's
    page.watch.setCurrentIndex(0)
    assert page.viewer is None
    window.replay.close()
    assert window.replay.open_path(session.core.autosave_path)  # the same game from its file
    assert watch_seats(window) == [None, ben]
    window.replay.close()


def test_a_finished_game_is_watched_as_anyone(qtbot, window, tmp_path):
    from rookraiders_desktop.engine.registry import GAMES

    core = Session(GAMES["rook_raiders"], ANN_AND_BEN, 5)
    rnd = random.Random(5)
    while core.game.result(core.state) is None:
        seat = core.game.to_move(core.state)[0]
        core.submit(rnd.choice(core.game.legal_actions(core.state, seat)))
    core.save(tmp_path / "over.json")
    assert window.replay.open_path(tmp_path / "over.json")
    assert watch_seats(window) == [None, 0, 1]


def test_the_next_roguelight_player_gets_no_outline_of_the_last_one(qtbot, window):
    session = window.start_game(
        "roguelight", Setup(seats=[SeatSetup(name="Alice"), SeatSetup(name="Bob")], options={"map": "basic"}), seed=5
    )
    alice = window.viewer
    scene = window.scene
    click_key(qtbot, window, ("tool", "white"))
    wall = next(a for a in session.legal_actions(alice) if isinstance(a, PlaceWall) and scene.action_keys(a))
    (key,) = scene.action_keys(wall)
    scene.set_hover(key[1:])  # Alice's pointer over the square: her block is outlined there
    assert scene.item("preview").isVisible()
    click_key(qtbot, window, key)
    assert session.core.history[-1].action == wall and window.curtained and window.curtain.name == "Bob"
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert window.viewer == 1 - alice and window.table_stack.currentWidget() is window.table
    preview = window.scene.item("preview")
    assert preview is None or not preview.isVisible()  # nothing where Alice has just drawn
