"""A broken data file in the app: the new-game dialog closes, a short message names the file, the
entry and the field, and the app (and the game on the table) go on."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from tests.engine.data_helpers import clear_caches, copy_resources, edit


def test_new_game_with_a_broken_data_file_gives_a_short_message(
    qtbot, window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = window.start_game("roguelight", Setup(seats=[SeatSetup(name="Ann")]), seed=3)
    assert first is not None
    root = copy_resources(tmp_path, monkeypatch)
    try:
        edit(
            root,
            "last_spell/structures.json",
            lambda d: d.update(structures=[s for s in d["structures"] if s["id"] != "watchtower"]),
        )
        window.new_game("last_spell")
        window.dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        text = window.message_box.text()
        assert "resources/games/last_spell/scenarios.json" in text and 'unknown structure "watchtower"' in text
        assert len(text) < 400 and "Traceback" not in text
        assert window.session is first
    finally:
        monkeypatch.undo()
        clear_caches()
