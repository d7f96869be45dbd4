"""Issue 15 item 1: the table refits when the window or the splitter is resized (unless the
player zoomed), and hovering or keyboard-focusing an item shows its large preview."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.ui.items import MarkItem, TableItem

GAMES = {
    "rook_raiders": Setup(seats=[SeatSetup(name="Solo")]),
    "last_spell": Setup(seats=[SeatSetup(name="Alice")], options={"scenario": "intro"}),
    "nameless_dark_lord": Setup(seats=[SeatSetup(name=n) for n in ("Alice", "Bob", "Chiyo")]),
    "roguelight": Setup(seats=[SeatSetup(name="Alice")], options={"map": "basic"}),
}


def settle(qtbot) -> None:
    QApplication.processEvents()
    qtbot.wait(20)
    QApplication.processEvents()


def assert_fitted(window) -> None:
    view, scene = window.view, window.scene
    visible = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-1, -1, 1, 1)
    items = scene.itemsBoundingRect()
    assert visible.contains(items), f"{items} not inside the visible {visible}"
    rect = scene.sceneRect()
    fit = min(view.viewport().width() / rect.width(), view.viewport().height() / rect.height())
    assert view.zoom == pytest.approx(fit, rel=0.05), "the table is not fitted to the view"
    assert view.fitted


def test_resizing_the_window_or_the_pane_refits_unless_the_player_zoomed(qtbot, window):
    window.start_game("rook_raiders", GAMES["rook_raiders"], seed=11)
    settle(qtbot)
    window.view.fit()
    assert_fitted(window)
    for size in ((1000, 650), (1500, 1000), (1280, 720)):
        window.resize(*size)
        settle(qtbot)
        assert_fitted(window)
    before = window.view.zoom
    window.table.setSizes([500, 780])  # the side pane made wider
    settle(qtbot)
    assert_fitted(window)
    assert window.view.zoom < before
    window.table.setSizes([1000, 280])
    settle(qtbot)
    assert_fitted(window)

    window.view.zoom_in()  # the player's own zoom stays through resizes
    zoom = window.view.zoom
    window.resize(1000, 650)
    settle(qtbot)
    window.table.setSizes([600, 400])
    settle(qtbot)
    assert window.view.zoom == pytest.approx(zoom)
    assert not window.view.fitted

    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)  # Ctrl+0: fit again
    settle(qtbot)
    assert_fitted(window)
    window.resize(1400, 900)
    settle(qtbot)
    assert_fitted(window)


def candidates(window) -> list[TableItem]:
    """Items worth a preview that are visible in the view, ones with a tooltip first."""
    view, preview = window.view, window.preview
    area = view.viewport().rect()
    found = []
    for item in window.scene.table_items().values():
        if isinstance(item, MarkItem) or not item.isVisible() or not (item.toolTip() or item.key is not None):
            continue
        pos = view.mapFromScene(item.sceneBoundingRect().center())
        if area.contains(pos) and preview.item_at(pos) is item and item.sceneBoundingRect().width() < 200:
            found.append(item)
    return sorted(found, key=lambda i: not i.toolTip())


def check_preview(window, item_rect: QRect | None = None) -> None:
    preview = window.preview
    assert preview.isVisible()
    assert preview.content is not None and preview.name.text().strip()
    assert QFontInfo(preview.name.font()).pixelSize() >= 14
    assert QFontInfo(preview.text.font()).pixelSize() >= 14
    assert preview.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # never takes a click
    if preview.content.item is not None and preview.content.item.boundingRect().height() <= 130:
        assert preview.picture_scale >= 2
        assert not preview.picture.pixmap().isNull()
    if item_rect is not None:
        mine = QRect(preview.geometry().topLeft() - window.view.viewport().geometry().topLeft(), preview.size())
        assert not mine.intersects(item_rect), "the preview covers the hovered item"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_hovering_and_focusing_an_item_shows_its_preview(qtbot, window, game_id):
    window.resize(1280, 720)
    window.start_game(game_id, GAMES[game_id], seed=5)
    settle(qtbot)
    view, preview = window.view, window.preview
    assert not preview.isVisible()
    items = candidates(window)
    assert items, "nothing to hover on the table"
    item = items[0]
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    # the pointer comes from elsewhere: where an earlier test left it may be this very spot, and a
    # move to where the pointer already is makes no hover
    qtbot.mouseMove(view.viewport(), QPoint(1, 1))
    qtbot.mouseMove(view.viewport(), pos)
    settle(qtbot)
    qtbot.waitUntil(preview.isVisible, timeout=3000)  # a busy machine may take longer than settle()
    check_preview(window, view.mapFromScene(item.sceneBoundingRect()).boundingRect())
    expected = window.scene.preview_item(item)
    assert expected is not None and preview.name.text() == expected.name
    assert preview.text.text() == expected.text
    if item.toolTip():
        assert preview.name.text() in item.toolTip()

    QApplication.sendEvent(view.viewport(), QEvent(QEvent.Type.Leave))  # the mouse leaves the table
    settle(qtbot)
    assert not preview.isVisible()

    view.setFocus(Qt.FocusReason.TabFocusReason)  # the keyboard: Tab puts the ring on a choice
    for _ in range(60):  # over the choices until one with something to preview (not an empty square)
        if not view.hasFocus():  # Tab ran off the choices to the prompt's buttons: back to the table
            view.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        settle(qtbot)
        key = window.keyboard.key
        if key is not None and view.hasFocus() and window.scene.preview(key) is not None:
            break
    assert key is not None and view.hasFocus()
    check_preview(window)
    content = window.scene.preview(key)
    assert content is not None and preview.name.text() == content.name

    window.prompt.setFocus()  # the focus leaves the table: no preview
    settle(qtbot)
    assert not preview.isVisible()


def test_hovering_empty_table_shows_nothing_and_clicks_pass(qtbot, window):
    window.start_game("rook_raiders", GAMES["rook_raiders"], seed=11)
    settle(qtbot)
    view = window.view
    qtbot.mouseMove(view.viewport(), QPoint(2, view.viewport().height() - 2))
    settle(qtbot)
    assert not window.preview.isVisible()
    item = candidates(window)[0]
    qtbot.mouseMove(view.viewport(), view.mapFromScene(item.sceneBoundingRect().center()))
    settle(qtbot)
    assert window.preview.isVisible()
    # a click where the preview lies reaches the table, not the preview
    spot = window.preview.geometry().center() - view.viewport().geometry().topLeft()
    widget = QApplication.widgetAt(view.viewport().mapToGlobal(spot))
    assert widget is not window.preview and not window.preview.isAncestorOf(widget)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_game_s_table_refits_at_laptop_and_full_hd_sizes(qtbot, window, game_id):
    window.start_game(game_id, GAMES[game_id], seed=3)
    settle(qtbot)
    window.view.fit()
    for size in ((1280, 720), (1920, 1080), (1024, 700)):
        window.resize(*size)
        settle(qtbot)
        assert_fitted(window)


def test_rl_a_square_s_preview_says_what_its_symbol_does(qtbot, window):
    window.start_game("roguelight", GAMES["roguelight"], seed=5)
    scene = window.scene
    found = {}
    for y in range(12):
        for x in range(12):
            content = scene.preview(("cell", x, y))
            if content is not None and "(RL-" in content.text:
                found[content.name.rsplit(": ", 1)[-1]] = content.text
    assert {"blue slime", "ghost", "bat", "item"} <= set(found), found
    assert "RL-7.16" in found["bat"] and "RL-7.8" in found["ghost"]


def test_ls_a_square_s_preview_says_what_its_ground_means(qtbot, window):
    window.start_game("last_spell", GAMES["last_spell"], seed=5)
    scene = window.scene
    texts = " ".join(
        content.text for y in range(24) for x in range(24) if (content := scene.preview(("cell", x, y))) is not None
    )
    assert "(LS-4.14)" in texts and "(LS-3.6)" in texts and "(LS-3.4" in texts  # fog, cliff, rock


def test_rr_a_step_card_s_preview_says_what_the_step_does(qtbot, window):
    window.start_game("rook_raiders", GAMES["rook_raiders"], seed=5)
    scene = window.scene
    texts = {n: scene.preview_item(scene.item(("step", n))) for n in (5, 6, 7)}
    assert all(content is not None for content in texts.values())
    assert "(RR-12.1)" in texts[5].text and "(RR-15.1)" in texts[6].text and "(RR-16.1)" in texts[7].text
    assert texts[5].name.startswith("5 ")


def test_rl_a_tool_s_preview_says_what_it_does(qtbot, window):
    window.start_game("roguelight", GAMES["roguelight"], seed=5)
    scene = window.scene
    white = scene.preview(("tool", "white"))
    assert white is not None and "(RL-4.6" in white.text
    room = scene.preview(("tool", "room"))
    assert room is not None and "RL-5.2" in room.text
