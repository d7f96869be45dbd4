"""Hot-seat curtain, save/open through the window, undo with bots, the new-game dialog."""

from __future__ import annotations

import json

from ui_helpers import click_key, digest

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import state_hash
from rookraiders_desktop.engine.games.rook_raiders.actions import PlaceInitial
from rookraiders_desktop.ui.items import TokenItem

TWO_HUMANS = Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Ben")])


def medal_texts(window, seat):
    return [
        item.look.text
        for ident, item in window.scene.table_items().items()
        if isinstance(item, TokenItem) and ident[:2] == ("medal", seat)
    ]


def place_by_clicks(qtbot, window):
    seat = window.session.acting()
    action = next(a for a in window.session.legal_actions(seat) if isinstance(a, PlaceInitial))
    uid_def = window.session.state.unit_cards[action.card]
    with qtbot.waitSignal(window.session.events_applied):
        click_key(qtbot, window, ("hand", seat, uid_def))
        click_key(qtbot, window, ("sq", seat, action.square))


def test_curtain_hides_medal_values_between_hot_seat_players(qtbot, window):
    window.start_game("rook_raiders", TWO_HUMANS, seed=5)
    session = window.session
    first = session.acting()
    second = 1 - first
    session.state.players[first].medals = [-4]  # the first player has won a medal
    session.state.medal_pool.remove(-4)
    window.refresh()
    assert medal_texts(window, first) == ["-4"]  # its owner sees its value
    place_by_clicks(qtbot, window)
    assert session.acting() == second
    # the curtain covers the table; nothing of either view is on screen
    assert window.table_stack.currentWidget() is window.curtain
    assert not window.view.isVisible() and not window.log.isVisible()
    assert "Pass to Ben" in window.curtain.title.text() or "Pass to Ann" in window.curtain.title.text()
    assert window.curtain.name == session.seat_names[second]
    click_key_blocked = window.viewer
    assert click_key_blocked == first  # the scene was not re-drawn for the next player yet
    qtbot.mouseClick(window.curtain.button, qtbot_left())
    assert window.viewer == second and window.table_stack.currentWidget() is window.table
    assert medal_texts(window, first) == ["?"]  # secret to the other player
    assert all(item.look.text != "-4" for item in window.scene.table_items().values() if isinstance(item, TokenItem))
    place_by_clicks(qtbot, window)
    # back to the first player: the curtain again, then their own medal value
    if session.acting() == first:
        assert window.table_stack.currentWidget() is window.curtain
        qtbot.mouseClick(window.curtain.button, qtbot_left())
        assert medal_texts(window, first) == ["-4"]


def qtbot_left():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


def test_no_curtain_without_secrets(qtbot, window):
    window.start_game("rook_raiders", TWO_HUMANS, seed=5)
    first = window.session.acting()
    place_by_clicks(qtbot, window)
    assert window.table_stack.currentWidget() is window.table
    assert window.viewer == 1 - first


def test_save_and_open_round_trip(qtbot, window, tmp_path):
    window.start_game("rook_raiders", TWO_HUMANS, seed=5)
    place_by_clicks(qtbot, window)
    place_by_clicks(qtbot, window)
    saved = digest(window)
    path = tmp_path / "game.json"
    assert window.save_to(path)
    assert window.session.path == path and "game.json" in window.windowTitle()
    window.start_game("rook_raiders", Setup(seats=[SeatSetup(name="Other")]), seed=99)
    assert digest(window) != saved
    assert window.open_path(path)
    assert digest(window) == saved
    assert window.session.seat_names == ["Ann", "Ben"]
    assert len(window.log.lines()) >= 3  # the story so far is told again


def test_bad_save_file_is_refused_and_current_game_kept(qtbot, window, tmp_path):
    window.start_game("rook_raiders", TWO_HUMANS, seed=5)
    place_by_clicks(qtbot, window)
    session, before = window.session, digest(window)
    for content in ("{not json", json.dumps({"format": 1, "game_id": "chess"}), "[]"):
        bad = tmp_path / "bad.json"
        bad.write_text(content, encoding="utf-8")
        assert not window.open_path(bad)
        assert window.session is session and digest(window) == before
        assert window.message_box is not None and "bad.json" in window.message_box.text()
        window.message_box.close()


def test_autosave_after_every_action(qtbot, window, private_data_dir):
    from rookraiders_desktop.ui.main_window import MainWindow

    w = MainWindow(bot_delay_ms=0, autosave=True, load_after_paint=False)
    qtbot.addWidget(w)
    w.start_game("rook_raiders", TWO_HUMANS, seed=5)
    autosave = w.session.core.autosave_path  # a file of its own in the data folder
    assert autosave.parent == private_data_dir and autosave.exists()
    place_by_clicks(qtbot, w)
    assert w.session.wait_for_autosave()  # the snapshot is written on a thread; the journal has it at once
    data = json.loads(autosave.read_text(encoding="utf-8"))
    assert len(data["actions"]) == 1 and data["state_hash"] == state_hash(w.session.state)
    # a restart offers to continue it
    w2 = MainWindow(bot_delay_ms=0, load_after_paint=False)
    qtbot.addWidget(w2)
    assert w2.offer_autosave()
    from PySide6.QtWidgets import QMessageBox

    w2.message_box.button(QMessageBox.StandardButton.Yes).click()
    assert w2.session is not None and digest(w2) == digest(w)
    assert w2.session.path is None  # "Save" asks for a file name, never overwrites the autosave
    w.session.close()
    w2.session.close()


def test_undo_takes_back_the_bots_replies(qtbot, window):
    window.start_game("rook_raiders", Setup(seats=[SeatSetup(name="Me"), SeatSetup(name="Bot", bot="random")]), seed=8)
    session = window.session
    qtbot.waitUntil(lambda: session.acting() == 0, timeout=5000)
    start_hash, start_len = digest(window), len(session.core.history)
    place_by_clicks(qtbot, window)
    qtbot.waitUntil(lambda: session.acting() == 0, timeout=5000)  # the bot has answered
    after_hash, after_len = digest(window), len(session.core.history)
    assert after_len > start_len
    assert window.act_undo.isEnabled()
    window.act_undo.trigger()
    assert digest(window) == start_hash and len(session.core.history) == start_len
    assert window.act_redo.isEnabled()
    window.act_redo.trigger()
    assert digest(window) == after_hash and len(session.core.history) == after_len


def test_bots_play_on_their_own(qtbot, window):
    window.start_game(
        "rook_raiders", Setup(seats=[SeatSetup(name="A", bot="random"), SeatSetup(name="B", bot="greedy")]), seed=2
    )
    qtbot.waitUntil(lambda: len(window.session.core.history) > 30, timeout=20000)
    assert window.table_stack.currentWidget() is window.table  # bots never bring the curtain
    assert "(bot)" in window.prompt.title.text() or window.session.result() is not None


def test_new_game_dialog(qtbot, window):
    from rookraiders_desktop.engine.registry import GAMES
    from rookraiders_desktop.ui.new_game import NewGameDialog

    dialog = NewGameDialog(GAMES["rook_raiders"], window)
    qtbot.addWidget(dialog)
    dialog.set_seats([("Solo", None)])
    assert dialog.difficulty.isVisibleTo(dialog)
    dialog.difficulty.setCurrentIndex(3)
    dialog.seed.setText("42")
    setup = dialog.setup()
    assert setup.options == {"solo_difficulty": "hard"} and dialog.seed_value() == 42
    dialog.set_seats([("A", None), ("B", "random"), ("C", "greedy"), ("D", None)])
    assert not dialog.difficulty.isVisibleTo(dialog)
    assert [s.bot for s in dialog.setup().seats] == [None, "random", "greedy", None]
    dialog.seed.setText("x")
    dialog._accept()
    assert dialog.error.text()
    dialog.error.clear()
    dialog.seed.setText("9" * 21)  # a save could not hold it: refused here, not when the save is opened
    dialog._accept()
    assert "20 digits" in dialog.error.text() and dialog.result() == 0


def test_new_game_from_the_dialog_starts_the_table(qtbot, window):
    window.new_game("rook_raiders")
    dialog = window.dialog
    dialog.set_seats([("A", None), ("B", None), ("C", None), ("D", None)])
    dialog.seed.setText("4")
    dialog._accept()
    assert window.session is not None and len(window.session.setup.seats) == 4
    assert window.session.core.seed == 4


def test_broken_game_data_gets_a_message_and_the_table_is_kept(qtbot, window, tmp_path, monkeypatch):
    """A hand-edited data file with a mistake: the player reads which file, entry and field,
    and the game already on the table is untouched."""
    import json
    import shutil

    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.engine.core.resources import resources_dir
    from rookraiders_desktop.engine.games.rook_raiders.content import load_content

    first = window.start_game("rook_raiders", Setup(seats=[SeatSetup(name="Ann")]), seed=4)
    assert first is not None
    copy = tmp_path / "resources"
    shutil.copytree(resources_dir(), copy)
    monsters = copy / "games" / "rook_raiders" / "monsters.json"
    data = json.loads(monsters.read_text(encoding="utf-8"))
    data["monsters"][0]["hp"] = "lots"
    monsters.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setenv("ROOKRAIDERS_RESOURCES", str(copy))
    load_content.cache_clear()
    try:
        assert window.start_game("rook_raiders", Setup(seats=[SeatSetup(name="Bo")]), seed=5) is None
        text = window.message_box.text()
        assert "monsters.json" in text and 'monster "goblin"' in text and 'field "hp"' in text
        assert window.session is first
    finally:
        monkeypatch.delenv("ROOKRAIDERS_RESOURCES")
        load_content.cache_clear()
