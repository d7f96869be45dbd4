"""Issue 15 item 7, a picture of any table: `python -m rookraiders_desktop screenshot SAVE --out FILE
[--size WxH] [--lang en|ja] [--seat N]` draws a saved game's table in the real main window, off
screen, as seat N (or a spectator) sees it, never another seat's secret and never the hot-seat
curtain; Game ▸ Export picture… writes the table as its viewer sees it, and waits under the curtain."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog
from test_curtain_bypass import curtain_for_ben
from test_hotseat_and_files import medal_texts

from rookraiders_desktop.__main__ import main
from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup, visible
from rookraiders_desktop.engine.core.session import Session
from rookraiders_desktop.engine.registry import GAMES
from rookraiders_desktop.ui.main_window import event_text
from rookraiders_desktop.ui.screenshot import seat_session, table_picture_window

PLAYERS = {"rook_raiders": 2, "nameless_dark_lord": 3, "roguelight": 2, "last_spell": 2}
NAMES = ["Ann", "Ben", "Cleo"]


def short_save(folder: Path, game_id: str, decisions: int = 12, seed: int = 1, until: object = None) -> Path:
    """A hot-seat game of people (no bot seats) played a little way by greedy bots, saved in `folder`."""
    game = GAMES[game_id]
    seats = [SeatSetup(name=name) for name in NAMES[: PLAYERS[game_id]]]
    session = Session(game, Setup(seats=seats), seed)
    bots = [make_bot("greedy", seed * 10 + seat, game_id) for seat in range(len(seats))]
    for _ in range(decisions):
        movers = game.to_move(session.state)
        if not movers or game.result(session.state) is not None or (callable(until) and until(session.state)):
            break
        session.submit(decide(bots[movers[0]], game, session.state, movers[0]))
    path = folder / f"{game_id}.json"
    session.save(path)
    return path


def both_hold_medals(state) -> bool:
    return all(player.medals for player in state.players)


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_the_command_draws_each_game_at_the_size_asked(qapp, tmp_path, capsys, game_id):
    save = short_save(tmp_path, game_id)
    out = tmp_path / "pictures" / f"{game_id}.png"
    assert main(["screenshot", str(save), "--size", "900x600", "--out", str(out), "--seat", "2"]) == 0
    assert capsys.readouterr().out.strip() == str(out)
    image = QImage(str(out))
    assert (image.width(), image.height()) == (900, 600)
    assert len({image.pixel(x, y) for x in range(0, 900, 30) for y in range(0, 600, 30)}) > 10  # a table, not a blank


def test_a_seat_sees_its_own_medals_and_never_the_other_seats(qapp, tmp_path):
    save = short_save(tmp_path, "rook_raiders", decisions=400, until=both_hold_medals)
    state = seat_session(save, None).state
    assert both_hold_medals(state)
    values = [[str(value) for value in player.medals] for player in state.players]
    for seat in (0, 1, None):
        session = seat_session(save, seat)
        window = table_picture_window(session, 1280, 720)
        try:
            # the table itself is drawn for that seat: no curtain, however many people share the game
            assert not window.curtained and window.table_stack.currentWidget() is window.table
            assert window.viewer == seat
            for owner in (0, 1):
                shown = medal_texts(window, owner)
                assert shown == (values[owner] if owner == seat else ["?"] * len(values[owner]))
            # the log tells the seat only what it was told
            names = dict(enumerate(session.seat_names))
            told = {event_text(session.game, e, names) for e in session.events(seat)}
            untold = {
                event_text(session.game, e, names)
                for entry in session.core.history
                for e in entry.events
                if not visible(e, seat)
            } - told
            log = window.log.toPlainText()
            assert all(line not in log for line in untold)
        finally:
            window.close()
            session.deleteLater()


def test_another_persons_turn_is_told_as_theirs(qapp, tmp_path):
    save = short_save(tmp_path, "rook_raiders", decisions=3)
    session = seat_session(save, None)
    acting = session.acting()
    other = 1 - acting
    window = table_picture_window(seat_session(save, other), 1280, 720)
    try:
        assert window.viewer == other
        assert window.prompt.title.text() == f"{NAMES[acting]}'s turn"  # a person, not "(bot) is thinking"
    finally:
        window.close()


def test_japanese(qapp, tmp_path, capsys):
    save = short_save(tmp_path, "rook_raiders")
    out = tmp_path / "ja.png"
    assert main(["screenshot", str(save), "--out", str(out), "--lang", "ja"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 720)  # the default size


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--size", "wide"], "not WIDTHxHEIGHT"),
        (["--size", "0x600"], "1 to 8192"),
        (["--seat", "0"], "not a seat number"),
        (["--seat", "x"], "not a seat number"),
    ],
)
def test_bad_size_or_seat_is_refused(qapp, tmp_path, capsys, extra, message):
    save = short_save(tmp_path, "last_spell", decisions=1)
    with pytest.raises(SystemExit) as exit_:
        main(["screenshot", str(save), "--out", str(tmp_path / "x.png"), *extra])
    assert exit_.value.code == 2 and message in capsys.readouterr().err
    assert not (tmp_path / "x.png").exists()


def test_a_seat_the_game_has_not_is_refused(qapp, tmp_path, capsys):
    save = short_save(tmp_path, "rook_raiders", decisions=1)
    assert main(["screenshot", str(save), "--out", str(tmp_path / "x.png"), "--seat", "3"]) == 2
    assert "--seat must be 1 to 2" in capsys.readouterr().err
    assert not (tmp_path / "x.png").exists()


def test_a_corrupt_save_is_refused_in_a_line_without_a_screen(tmp_path):
    save = short_save(tmp_path, "rook_raiders", decisions=2)
    data = json.loads(save.read_text(encoding="utf-8"))
    data["actions"] = [*data["actions"][:1], {"kind": "nonsense"}]
    save.write_text(json.dumps(data), encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    out = tmp_path / "x.png"
    done = subprocess.run(
        [sys.executable, "-m", "rookraiders_desktop", "screenshot", str(save), "--out", str(out)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith("rookraiders-desktop: ") and "rook_raiders.json" in done.stderr
    assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1
    assert not out.exists()


def test_export_picture_writes_the_table_and_waits_under_the_curtain(qtbot, window, tmp_path, monkeypatch):
    asked: list[str] = []
    target = tmp_path / "table"

    def save_name(*_args, **_kwargs):
        asked.append("save")
        return str(target), "PNG pictures (*.png)"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_name))
    assert not window.act_export_picture.isEnabled()  # no game yet
    curtain_for_ben(qtbot, window)
    assert not window.act_export_picture.isEnabled()
    window.act_export_picture.trigger()
    assert not asked and not target.with_suffix(".png").exists()
    assert not window.export_picture(tmp_path / "direct.png") and not (tmp_path / "direct.png").exists()
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert window.act_export_picture.isEnabled()
    window.act_export_picture.trigger()
    assert asked == ["save"]
    image = QImage(str(target.with_suffix(".png")))
    assert not image.isNull() and (image.width(), image.height()) == (window.width(), window.height())
