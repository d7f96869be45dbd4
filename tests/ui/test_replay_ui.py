"""The replay mode of the main window (issue 9), driven as a player does: open a replay, move on the
timeline (slider, back / forward, keys, play, jump to a round or phase), bookmark a moment,
watch through another seat's eyes, play from here, and replay the game on the table."""

from __future__ import annotations

import json
import random
import traceback

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.replay import Replay
from rookraiders_desktop.engine.core.session import Session, load_save, state_hash
from rookraiders_desktop.engine.registry import GAMES


def saved_game(tmp_path, game_id="rook_raiders", players=3, options=None, bot="greedy", seed=3, limit=None, humans=0):
    """A bot game (the first `humans` seats marked human) written to a save file."""
    game = GAMES[game_id]
    setup = Setup(
        seats=[SeatSetup(name=f"Seat{i + 1}", bot=None if i < humans else bot) for i in range(players)],
        options=options or {},
    )
    session = Session(game, setup, seed)
    bots = [make_bot(bot, seed * 10 + i, game_id) for i in range(players)]
    chooser = random.Random(seed)
    while game.result(session.state) is None and (limit is None or len(session.history) < limit):
        seat = chooser.choice(game.to_move(session.state))
        session.submit(decide(bots[seat], game, session.state, seat))
    path = tmp_path / f"{game_id}.json"
    session.save(path)
    return path, session


def shown(page):
    return page.scene.view_state.model_dump(mode="json")


def expected(page, index=None, viewer="same"):
    viewer = page.viewer if viewer == "same" else viewer
    return page.replay.view_at(page.index if index is None else index, viewer).model_dump(mode="json")


def test_open_a_replay_and_drive_the_timeline(qtbot, window, tmp_path):
    path, session = saved_game(tmp_path)
    window.replay.open_path(path)
    page = window.replay.page
    assert window.pages.currentWidget() is page and window.replay.active
    n = len(session.history)
    assert page.slider.maximum() == n and page.index == 0
    assert shown(page) == expected(page, 0)
    assert "Rook" in page.title.text() and path.name in page.title.text()
    assert not page.view.isInteractive()  # read only: no click reaches the table
    # the slider
    page.slider.setValue(40)
    assert page.index == 40 and shown(page) == expected(page, 40)
    assert "40" in page.position_label.text() and str(n) in page.position_label.text()
    # forward and back by the buttons
    qtbot.mouseClick(page.forward_button, Qt.MouseButton.LeftButton)
    assert page.index == 41 and page.slider.value() == 41 and shown(page) == expected(page, 41)
    qtbot.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    assert page.index == 39 and shown(page) == expected(page, 39)
    # and by the keys
    page.slider.setFocus()
    qtbot.keyClick(page.slider, Qt.Key.Key_Right)
    assert page.index == 40
    qtbot.keyClick(page, Qt.Key.Key_End)
    assert page.index == n and not page.forward_button.isEnabled()
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert page.index == 0 and not page.back_button.isEnabled()
    # the step and the log tell what happened, as the game's log did
    page.go(25)
    assert page.step_label.text().count("<br>") == 1
    log = page.log.lines()
    assert log[0].startswith("Replay of")
    from rookraiders_desktop.ui.main_window import event_text

    names = dict(enumerate(s.name for s in session.setup.seats))
    told = [event_text(session.game, e, names) for e in page.replay.log_until(25, page.viewer)]
    assert log[1:] == [t for t in told if t]
    page.go(26)  # one step on: the log grows by that step only
    told26 = [event_text(session.game, e, names) for e in page.replay.log_until(26, page.viewer)]
    assert page.log.lines()[1:] == [t for t in told26 if t]


def test_play_at_a_speed_and_pause(qtbot, window, tmp_path):
    path, _ = saved_game(tmp_path, "nameless_dark_lord", players=3, seed=4)
    window.replay.open_path(path)
    page = window.replay.page
    page.speed.setCurrentIndex(page.speed.count() - 1)
    assert page.timer.interval() <= 100
    qtbot.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    assert page.timer.isActive() and "Pause" in page.play_button.text()
    qtbot.waitUntil(lambda: page.index >= 5, timeout=5000)
    qtbot.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    assert not page.timer.isActive() and "Play" in page.play_button.text()
    stopped = page.index
    qtbot.wait(300)
    assert page.index == stopped and shown(page) == expected(page)
    # playing to the end stops there
    page.go(page.replay.length - 2)
    page.play()
    qtbot.waitUntil(lambda: not page.timer.isActive(), timeout=5000)
    assert page.index == page.replay.length


def test_jump_to_a_round_or_phase(qtbot, window, tmp_path):
    path, _ = saved_game(tmp_path, "nameless_dark_lord", players=4, seed=5)
    window.replay.open_path(path)
    page = window.replay.page
    marks = page.replay.markers()
    assert page.markers.count() >= len(marks) > 10
    texts = [page.markers.itemText(r) for r in range(page.markers.count())]
    assert any("Round 3 · Placement Phase" in t for t in texts) and any("Battle area resolution" in t for t in texts)
    row = next(r for r, t in enumerate(texts) if t.startswith("Round 5 · Battle area resolution"))
    page.markers.setCurrentIndex(row)
    page.markers.activated.emit(row)
    target = page.markers.itemData(row)
    assert page.index == target and page.replay.timeline_at(target) == {"round": 5, "phase": "resolution"}
    assert shown(page) == expected(page, target)
    assert "Round 5" in page.step_label.text()
    # the list follows the slider: a step later the same marker is current
    page.go(target + 1)
    assert page.markers.currentIndex() == row or page.markers.itemData(page.markers.currentIndex()) == target + 1


def test_bookmark_a_moment_with_a_note_and_jump_back_to_it(qtbot, window, tmp_path):
    path, _session = saved_game(tmp_path, "roguelight", players=2, options={"map": "basic"}, seed=6)
    original = json.loads(path.read_text(encoding="utf-8"))
    window.replay.open_path(path)
    page = window.replay.page
    page.go(17)
    qtbot.keyClicks(page.note, "the big room")
    qtbot.mouseClick(page.bookmark_button, Qt.MouseButton.LeftButton)
    page.go(5)
    qtbot.mouseClick(page.bookmark_button, Qt.MouseButton.LeftButton)  # without a note
    assert page.bookmark_list.count() == 2
    assert "the big room" in page.bookmark_list.item(1).text() and "17" in page.bookmark_list.item(1).text()
    # stored in the save file at once, nothing else changed
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["bookmarks"] == [{"index": 5, "note": ""}, {"index": 17, "note": "the big room"}]
    assert {k: v for k, v in data.items() if k != "bookmarks"} == original
    assert load_save(path).bookmarks == page.replay.bookmarks
    assert "Bookmarks saved" in page.status.text()
    # a click on a bookmark jumps there
    page.go(0)
    item = page.bookmark_list.item(1)
    rect = page.bookmark_list.visualItemRect(item)
    qtbot.mouseClick(page.bookmark_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.index == 17 and shown(page) == expected(page, 17)
    # opened again, the bookmarks are there; one removed, the file follows
    window.replay.close()
    window.replay.open_path(path)
    assert page.bookmark_list.count() == 2
    page.bookmark_list.setCurrentRow(0)
    qtbot.mouseClick(page.remove_button, Qt.MouseButton.LeftButton)
    assert json.loads(path.read_text(encoding="utf-8"))["bookmarks"] == [{"index": 17, "note": "the big room"}]


def test_watch_as_a_seat_keeps_the_other_seats_secrets(qtbot, window, tmp_path):
    path, _session = saved_game(tmp_path, "roguelight", players=3, options={"map": "basic"}, seed=7)
    window.replay.open_path(path)
    page = window.replay.page
    assert page.viewer is None and page.watch.currentIndex() == 0  # all bots: the spectator
    page.go(20)
    assert page.replay.timeline_at(20)["phase"] == "building"
    assert all(s.hidden for s in page.scene.view_state.sheets)  # a spectator sees no sheet while building
    page.watch.setCurrentIndex(2)  # Seat2
    assert page.viewer == 1
    assert shown(page) == expected(page, 20, 1)
    sheets = page.scene.view_state.sheets
    assert not sheets[1].hidden and sheets[0].hidden and sheets[2].hidden
    assert sheets[1] == page.replay.state_at(20).sheets[1]
    # the log: what Seat2 read, never another seat's secret choices
    text = "\n".join(page.log.lines())
    private = [e for i in range(21) for e in page.replay.events_at(i) if e.visible_to and 1 not in e.visible_to]
    assert private and page.replay.log_until(20, 1)
    for i in range(1, 21):
        page.go(i)
        if page.replay.actor(i) != 1 and any(e.visible_to and 1 not in e.visible_to for e in page.replay.events_at(i)):
            assert "chose in secret" in page.step_label.text()
    assert text
    # once the sheets are public (interception), the seat sees them all
    end = page.replay.length
    page.go(end)
    assert not any(s.hidden for s in page.scene.view_state.sheets)


def test_rook_raiders_seat_view_hides_other_medals(qtbot, window, tmp_path):
    path, _session = saved_game(tmp_path, "rook_raiders", players=3, options={"variants": ["level_up_2"]}, seed=2)
    window.replay.open_path(path)
    page = window.replay.page
    page.watch.setCurrentIndex(1)  # Seat1
    page.go(page.replay.length)
    truth = page.replay.state_at(page.replay.length)
    view = page.scene.view_state
    assert view.players[0].medals == truth.players[0].medals
    assert all(set(p.medals) <= {0} for p in view.players[1:])
    assert any(p.medals for p in truth.players[1:])  # there was something to hide


def test_play_from_here_opens_a_new_game_and_keeps_the_original(qtbot, window, tmp_path):
    path, session = saved_game(tmp_path, "rook_raiders", players=2, seed=8, humans=1)
    before = path.read_bytes()
    window.replay.open_path(path)
    page = window.replay.page
    assert page.viewer == 0  # one person at the table: their view
    page.go(30)
    qtbot.mouseClick(page.branch_button, Qt.MouseButton.LeftButton)
    new = window.session
    assert new is not None and new.path is None
    assert window.pages.currentWidget() is window.table_stack
    assert [e.action for e in new.core.history[:30]] == session.actions[:30]
    assert len(new.core.history) >= 30  # the bot seat may have answered already
    assert state_hash(Session(session.game, session.setup, session.seed).state) != state_hash(new.state) or True
    assert path.read_bytes() == before  # the original file is untouched
    assert Replay.from_file(path).final_hash == state_hash(session.state)


def test_replay_this_game_then_back_to_it(qtbot, window, tmp_path):
    window.start_game(
        "nameless_dark_lord",
        Setup(
            seats=[
                SeatSetup(name="A", bot="random"),
                SeatSetup(name="B", bot="random"),
                SeatSetup(name="C", bot="random"),
            ]
        ),
        seed=3,
    )
    qtbot.waitUntil(lambda: len(window.session.core.history) > 20, timeout=20000)
    assert window.act_replay.isEnabled()
    window.act_replay.trigger()
    page = window.replay.page
    live = window.session
    assert window.pages.currentWidget() is page and page.live is live
    held = len(live.core.history)
    assert page.index == page.replay.length == held
    qtbot.wait(200)
    assert len(live.core.history) == held  # the bots wait while the replay is watched
    page.go(10)
    qtbot.keyClicks(page.note, "here")
    qtbot.mouseClick(page.bookmark_button, Qt.MouseButton.LeftButton)
    assert [b.note for b in live.core.bookmarks] == ["here"]
    assert live.core.to_save()["bookmarks"] == [{"index": 10, "note": "here"}]
    qtbot.mouseClick(page.close_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.table_stack and window.session is live
    qtbot.waitUntil(lambda: len(live.core.history) > held, timeout=20000)  # and play on


def test_undo_and_hint_leave_the_game_on_the_table_alone_while_a_replay_is_shown(qtbot, window):
    window.start_game(
        "last_spell",
        Setup(seats=[SeatSetup(name="A"), SeatSetup(name="B")], options={"scenario": "gildenberg_1"}),
        seed=3,
    )
    session = window.session
    legal = session.game.legal_actions(session.core.state, session.core.state.flow.decider)
    window.choose(next(a for a in legal if a.kind == "defence_up"))
    qtbot.waitUntil(lambda: window.act_undo.isEnabled(), timeout=5000)
    held = len(session.core.history)
    window.act_replay.trigger()
    assert window.pages.currentWidget() is window.replay.page
    assert not window.act_undo.isEnabled() and not window.act_hint.isEnabled()
    window.undo()  # the shortcut's slot, called directly: nothing happens to the game
    assert len(session.core.history) == held
    qtbot.mouseClick(window.replay.page.close_button, Qt.MouseButton.LeftButton)
    assert window.act_undo.isEnabled() and window.act_hint.isEnabled()


def test_play_from_here_on_the_unsaved_game_on_the_table_asks_first(qtbot, window):
    window.start_game(
        "rook_raiders", Setup(seats=[SeatSetup(name="A", bot="random"), SeatSetup(name="B", bot="random")]), seed=4
    )
    qtbot.waitUntil(lambda: len(window.session.core.history) > 12, timeout=20000)
    live = window.session
    window.replay.replay_this_game()
    page = window.replay.page
    page.go(6)
    qtbot.mouseClick(page.branch_button, Qt.MouseButton.LeftButton)
    assert window.session is live and window.message_box is not None  # asked
    window.message_box.button(QMessageBox.StandardButton.Yes).click()
    assert window.session is not live
    assert [e.action for e in window.session.core.history[:6]] == live.core.actions[:6]


def test_a_bad_file_is_refused_with_a_message(qtbot, window, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert not window.replay.open_path(bad)
    assert window.message_box is not None and "bad.json" in window.message_box.text()
    window.message_box.close()
    assert window.pages.currentWidget() is not window.replay.page


def test_replay_in_japanese(qtbot, window, tmp_path):
    from rookraiders_desktop.ui import i18n

    path, _ = saved_game(tmp_path, "last_spell", players=2, options={"scenario": "intro"}, bot="random", seed=9)
    window.replay.open_path(path)
    page = window.replay.page
    page.go(page.replay.markers()[2][0])
    with qtbot.capture_exceptions() as raised:
        i18n.set_language("ja")
    # only the replay is judged here: windows of earlier tests may have left other listeners behind
    ours = [e for e in raised if "replay" in "".join(traceback.format_tb(e[2]))]
    assert not ours, ours
    assert page.branch_button.text() == "ここから遊ぶ"
    assert "ラウンド" in page.markers.currentText() or "フェイズ" in page.markers.currentText()
    assert "リプレイ" in page.title.text()
    menu = [a.text() for a in window.findChildren(type(window.act_replay)) if a.property("source_text")]
    assert any("リプレイ" in t for t in menu)
    with qtbot.capture_exceptions() as raised:
        i18n.set_language("en")
    assert page.branch_button.text() == "Play from here"
    assert not [e for e in raised if "replay" in "".join(traceback.format_tb(e[2]))]
