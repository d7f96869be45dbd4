"""The base of every table item: a fixed rectangle, a hashable "look" and an optional click key.

Items never hold engine objects. The scene gives each item a look (what to draw) and a key (what
a click means); `paint` only draws the look. Changing the look repaints only when it differs.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget


class TableItem(QGraphicsItem):
    def __init__(self, width: float, height: float, look: Any, key: Hashable | None = None):
        super().__init__()
        self._rect = QRectF(0, 0, width, height)
        self.look = look
        self.key = key  # what a click on this item means to the scene (None: not clickable)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self._rect

    def words(self) -> str:
        """The text the item shows, when it is only words (a label, a zone's title): what the
        preview beside the table shows large on hover ("" for the others, which say it their way)."""
        return ""

    def words_rect(self) -> QRectF:
        """Where in the item its `words` are: hovering there previews them."""
        return self._rect

    @property
    def size(self) -> tuple[float, float]:
        return self._rect.width(), self._rect.height()

    def resize(self, width: float, height: float) -> None:
        if (width, height) != self.size:
            self.prepareGeometryChange()
            self._rect = QRectF(0, 0, width, height)

    def set_look(self, look: Any) -> None:
        if look != self.look:
            self.look = look
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.draw(painter, self._rect)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        raise NotImplementedError
