"""The large preview of a table item: hovering (or focusing with the keyboard) a card, unit,
monster, structure or token shows, in a corner of the table that the item is not in, its name,
an enlarged picture of the item itself and its full text at a readable size (issue 15).

The preview is a child of the view that lets every mouse event through (it never takes a click),
and its content comes from the scene (`GameScene.preview` / `preview_item`), so a game can give
richer content than its tooltips.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QFont, QMouseEvent, QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QLabel, QStyleOptionGraphicsItem, QVBoxLayout

from .items import CardLook, MarkItem, TableItem
from .table_view import TableView
from .theme import colour

if TYPE_CHECKING:  # the scene base imports the engine (pydantic): not before the window's first paint
    from .scene_base import GameScene, PreviewContent

NAME_PX, TEXT_PX = 18, 15  # the preview's text, in pixels (never below 14)
WIDTH = 330  # the preview's width at most
MARGIN = 10  # from the view's edges
MIN_PICTURE_SCALE, MAX_PICTURE_SCALE = 2.0, 3.0
MAX_PICTURE_SIDE = 260.0  # an item larger than this (a board, a sheet) is drawn smaller than 2x


def render_item(item: TableItem, scale: float) -> QPixmap:
    """`item` alone (nothing that lies on or under it) drawn `scale` times its size."""
    rect = item.boundingRect()
    pixmap = QPixmap(max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale)))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )
    painter.scale(scale, scale)
    painter.translate(-rect.topLeft())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return pixmap


def picture_scale(item: TableItem) -> float:
    """2x to 3x for a card or token; a large item is drawn only as large as fits."""
    w, h = item.boundingRect().width(), item.boundingRect().height()
    if w <= 0 or h <= 0:
        return 0.0
    fits = min((WIDTH - 24) / w, MAX_PICTURE_SIDE / h)
    return min(MAX_PICTURE_SCALE, max(MIN_PICTURE_SCALE, fits) if fits >= MIN_PICTURE_SCALE else fits)


class PreviewPanel(QFrame):
    """The preview over a corner of the view; follows the hovered item, else the keyboard's focus."""

    def __init__(self, view: TableView, focus_key: Callable[[], Hashable | None] = lambda: None):
        """`focus_key` gives the key under the keyboard's focus ring (None: none)."""
        super().__init__(view)
        self.view = view
        self.focus_key = focus_key
        self.setObjectName("table_preview")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # never takes a click
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setStyleSheet(
            f"QFrame#table_preview {{ background: {colour('paper').name()}; border: 2px solid"
            f" {colour('ink').name()}; border-radius: 8px; }}"
            f" QFrame#table_preview QLabel {{ color: {colour('ink').name()}; background: transparent; border: none; }}"
        )
        layout = self.box = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 12)
        layout.setSpacing(8)
        self.name = QLabel()
        self.name.setObjectName("preview_name")
        self.name.setWordWrap(True)
        self.picture = QLabel()
        self.picture.setObjectName("preview_picture")
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel()
        self.text.setObjectName("preview_text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        for label in (self.name, self.picture, self.text):
            layout.addWidget(label)
        self._set_fonts()
        self.content: PreviewContent | None = None  # what is shown (None: hidden)
        self.picture_scale = 0.0  # how much larger than on the table the picture is drawn
        self._hover: tuple[PreviewContent, QRectF] | None = None  # the hovered item's preview, its scene rect
        self._keys = False  # the player moves the ring with the keyboard (not only the mouse)
        self.hide()
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)  # the keyboard's focus leaving the table hides its preview

    def _set_fonts(self) -> None:
        name_font = QFont(self.font())
        name_font.setPixelSize(NAME_PX)
        name_font.setBold(True)
        self.name.setFont(name_font)
        text_font = QFont(self.font())
        text_font.setPixelSize(TEXT_PX)
        self.text.setFont(text_font)

    # --- what to show ----------------------------------------------------------------------------
    def scene(self) -> GameScene | None:
        scene = self.view.scene()
        from .scene_base import GameScene

        return scene if isinstance(scene, GameScene) else None

    def item_at(self, pos: QPoint) -> TableItem | None:
        """The topmost item under the viewport point `pos` that has something to preview."""
        scene = self.scene()
        if scene is None:
            return None
        at = self.view.mapToScene(pos)
        for item in scene.items(at):
            if not isinstance(item, TableItem) or isinstance(item, MarkItem):
                continue
            words = bool(item.words()) and item.words_rect().contains(item.mapFromScene(at))
            if item.toolTip() or item.key is not None or words or isinstance(item.look, CardLook):
                return item
        return None

    def hover_at(self, pos: QPoint | None) -> None:
        """The mouse is at the viewport point `pos` (None: it left the table)."""
        scene = self.scene()
        item = self.item_at(pos) if pos is not None else None
        content = scene.preview_item(item) if scene is not None and item is not None else None
        if content is None or item is None:
            self._hover = None
        else:
            self._hover = (content, item.sceneBoundingRect())
        self._refresh()

    def focus_moved(self, _key: object = None) -> None:
        """The keyboard's focus ring moved (or the table gained or lost the keyboard focus)."""
        self._keys = True
        self._refresh()

    def _refresh(self) -> None:
        scene = self.scene()
        if self._hover is not None:
            content, rect = self._hover
            if content.item is None or (shiboken6.isValid(content.item) and content.item.scene() is scene):
                self.show_content(content, rect)
                return
            self._hover = None  # its table was replaced
        key = self.focus_key()
        if key is not None and scene is not None and self.view.hasFocus() and self._keys:
            focused = scene.preview(key)
            items = scene.items_with_key(key)
            if focused is not None and items:
                rect = QRectF()
                for item in items:
                    rect = rect.united(scene.visible_rect(item))
                self.show_content(focused, rect)
                return
        self.clear()

    def clear(self) -> None:
        self.content = None
        self.hide()

    def show_content(self, content: PreviewContent, avoid: QRectF) -> None:
        """Show `content` in the corner of the view farthest from `avoid` (scene coordinates)."""
        self.content = content
        self.name.setText(content.name)
        self.text.setText(content.text)
        self.text.setVisible(bool(content.text))
        self.picture_scale = picture_scale(content.item) if content.item is not None else 0.0
        if content.item is not None and self.picture_scale > 0:
            self.picture.setPixmap(render_item(content.item, self.picture_scale))
            self.picture.show()
        else:
            self.picture.clear()
            self.picture.hide()
        self.place(self.view.mapFromScene(avoid).boundingRect())
        self.show()
        self.raise_()

    def place(self, avoid: QRect) -> None:
        """Size the preview to its content and put it in a corner of the viewport it does not
        share with `avoid` (viewport coordinates), else where it covers least of it."""
        area = self.view.viewport().geometry()  # in the view's coordinates (the preview's parent's)
        width = min(WIDTH, max(160, area.width() // 2 - 2 * MARGIN))
        self.setFixedWidth(width)
        self.box.activate()
        height = min(
            self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height(),
            area.height() - 2 * MARGIN,
        )
        self.setFixedHeight(max(60, height))
        avoid = avoid.translated(area.topLeft())
        left, right = area.left() + MARGIN, area.right() - MARGIN - width
        top, bottom = area.top() + MARGIN, area.bottom() - MARGIN - self.height()
        corners = [QPoint(right, top), QPoint(left, top), QPoint(right, bottom), QPoint(left, bottom)]

        def covered(corner: QPoint) -> int:
            overlap = QRect(corner, self.size()).intersected(avoid)
            return overlap.width() * overlap.height() if not overlap.isEmpty() else 0

        self.move(min(corners, key=covered))  # the first corner free of the item, in this order

    def _refresh_if_alive(self) -> None:
        if shiboken6.isValid(self):
            self._refresh()

    # --- following the mouse ---------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.MouseMove and isinstance(event, QMouseEvent):
            if event.buttons() == Qt.MouseButton.NoButton:
                self.hover_at(event.position().toPoint())
            else:
                self._hover = None  # dragging the table: no preview in the way
                self._refresh()
        elif kind == QEvent.Type.Leave and watched is not self.view:
            self.hover_at(None)
        elif kind == QEvent.Type.MouseButtonPress:
            self._keys = False  # the player took the mouse: the preview follows it, not the ring
        elif watched is self.view and kind in (QEvent.Type.FocusOut, QEvent.Type.KeyRelease):
            self._keys = self._keys or kind == QEvent.Type.KeyRelease
            QTimer.singleShot(0, self._refresh_if_alive)  # after the ring has moved
        elif kind == QEvent.Type.Resize and self.content is not None:
            self._refresh()
        return False
