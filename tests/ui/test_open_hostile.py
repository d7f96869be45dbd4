"""Hostile files opened through the window (Game ▸ Open, Game ▸ Open replay): each is refused with
a short message naming the file, and the game on the table stays as it was."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QFileDialog
from ui_helpers import digest

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import SAVE_SIZE_LIMIT

SETUP = Setup(seats=[SeatSetup(name="Ann")], options={"solo_difficulty": "normal"})


def seed_as(text):
    return lambda raw, data: raw.replace(f'"seed": {data["seed"]}', f'"seed": {text}')


def edited(change):
    def edit(raw, data):
        change(data)
        return json.dumps(data)

    return edit


HOSTILE = {
    "nested": lambda raw, data: '{"format": 1, "game_id": ' + "[" * 1000 + "]" * 1000 + "}",
    "digits": seed_as("9" * 5000),
    "infinite": seed_as("1e999"),
    "variants": edited(lambda data: data["setup"]["options"].update(variants=True)),
    "game_id": edited(lambda data: data.update(game_id="g" * 2_000_000)),
    "oversized": lambda raw, data: raw + " " * SAVE_SIZE_LIMIT,
}


@pytest.fixture
def hostile_files(window, tmp_path):
    """The game on the table, and each hostile file made from its own save."""
    window.start_game("rook_raiders", SETUP, seed=5)
    good = tmp_path / "good.json"
    assert window.save_to(good)
    window.session.path = None
    raw = good.read_text(encoding="utf-8")
    files = []
    for name, make in HOSTILE.items():
        path = tmp_path / f"{name}.json"
        path.write_text(make(raw, json.loads(raw)), encoding="utf-8")
        files.append(path)
    return files


@pytest.mark.parametrize("opener", ["open", "open replay"])
def test_hostile_files_are_refused_and_the_table_is_kept(qtbot, window, hostile_files, monkeypatch, opener):
    session, before = window.session, digest(window)
    for path in hostile_files:
        content, mtime = path.read_bytes(), path.stat().st_mtime_ns
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, chosen=path, **kwargs: (str(chosen), ""))
        window.message_box = None
        (window.open_dialog if opener == "open" else window.replay.open_dialog)()
        assert window.message_box is not None, path.name
        text = window.message_box.text()
        assert path.name in text and len(text) <= 300 and "Traceback" not in text, text[:500]
        window.message_box.close()
        assert window.session is session and digest(window) == before
        assert window.pages.currentWidget() is not window.replay.page
        assert path.read_bytes() == content and path.stat().st_mtime_ns == mtime
