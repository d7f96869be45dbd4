"""Clicking the real table the way a player does."""

from __future__ import annotations

from PySide6.QtCore import Qt

from rookraiders_desktop.engine.core.session import state_hash


def click_key(qtbot, window, key) -> None:
    """Click the (topmost) item carrying `key` through the view's viewport."""
    items = window.scene.items_with_key(key)
    assert items, f"no item on the table for {key!r}"
    item = max(items, key=lambda i: i.zValue())
    view = window.view
    view.ensureVisible(item, 20, 20)
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def click_button(qtbot, window, text_part: str) -> None:
    for button in window.prompt.buttons:
        if text_part in button.text():
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return
    raise AssertionError(f"no button with {text_part!r}: {window.prompt.button_texts()}")


def marks_of_kind(window, kind: str) -> set:
    return {key for key, look in window.scene.marks().items() if look.kind == kind}


def digest(window) -> str:
    return state_hash(window.session.state)
