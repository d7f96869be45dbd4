"""Readable at 1280x720 (issue 15 item 1): in every game's fitted table, at the opening and in the
middle of a game, every text drawn on an item is at least 11 device pixels high, or the item is
one hover away from its large preview (GameScene.preview_item). The texts are caught as the view
paints them (QPainter.drawText), with the painter's scale to the screen."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem
from test_table_overlap import GAMES, _play, _start

from rookraiders_desktop.ui.items import MarkItem, TableItem

SMALLEST = 11.0  # device pixels


def _painted_sizes(window, monkeypatch) -> dict[TableItem, float]:
    """Per item painted in the view, the smallest text it drew, in device pixels."""
    smallest: dict[TableItem, float] = {}
    current: list[TableItem] = []
    draw_text = QPainter.drawText

    def recording_draw_text(painter: QPainter, *args):
        words = next((a for a in args if isinstance(a, str)), "")
        if current and words.strip() and painter.font().pixelSize() > 0:
            t = painter.worldTransform()
            scale = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))
            px = painter.font().pixelSize() * scale
            item = current[-1]
            smallest[item] = min(px, smallest.get(item, px))
        return draw_text(painter, *args)

    def recording(draw):
        def recording_draw(item, painter, rect):
            current.append(item)
            try:
                draw(item, painter, rect)
            finally:
                current.pop()

        return recording_draw

    monkeypatch.setattr(QPainter, "drawText", recording_draw_text)
    # (each item class's own `draw`: Qt calls a Python `paint` it found once, a patch of it goes unseen)
    for cls in {type(i) for i in window.scene.items() if isinstance(i, TableItem)}:
        monkeypatch.setattr(cls, "draw", recording(cls.draw))
    for item in window.scene.items():
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # every item paints now, at the view's scale
    window.view.viewport().grab()
    monkeypatch.setattr(QPainter, "drawText", draw_text)
    return smallest


def _unreadable(window, monkeypatch) -> list[str]:
    scene, view = window.scene, window.view
    area = view.mapToScene(view.viewport().rect()).boundingRect()
    bad = []
    for item, px in _painted_sizes(window, monkeypatch).items():
        if px >= SMALLEST - 0.01 or isinstance(item, MarkItem) or not item.isVisible():
            continue
        if not area.intersects(item.sceneBoundingRect()):
            continue
        if scene.preview_item(item) is None:
            what = getattr(item.look, "text", None) or getattr(item.look, "face", None) or item.look
            bad.append(f"{type(item).__name__} {what!r:.60} at {item.scenePos().toTuple()}: text {px:.1f}px")
    return bad


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_text_is_11_px_or_one_hover_away_at_1280x720(qtbot, window, monkeypatch, game_id):
    session = _start(window, game_id)
    _play(qtbot, window, session, 0)
    for stage in ("opening", "middle"):
        if stage == "middle":
            _play(qtbot, window, session, 16)
        window.view.fit()
        QApplication.processEvents()
        assert window.view.viewport().width() < 1280
        bad = _unreadable(window, monkeypatch)
        assert not bad, f"{stage}: {bad[:8]}"


def test_the_check_catches_a_small_text_without_a_preview(qtbot, window, monkeypatch):
    session = _start(window, "last_spell")
    _play(qtbot, window, session, 0)
    window.view.fit()
    QApplication.processEvents()
    sizes = _painted_sizes(window, monkeypatch)
    assert sizes, "no text was caught"
    assert any(px < SMALLEST for px in sizes.values())  # small texts exist: they must have previews
    window.view.scale(0.2, 0.2)  # far smaller: still caught, at the new scale
    QApplication.processEvents()
    assert min(_painted_sizes(window, monkeypatch).values()) < min(sizes.values())
