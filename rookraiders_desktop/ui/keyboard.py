"""Playing without the mouse, and what a screen reader hears.

TableKeyboard puts a focus ring over one of the table's selectable items: the ones the picker
highlights as legal next clicks (the scene's marks). With the table focused:

    Tab / Shift+Tab      next / previous selectable item, in reading order; past the last one the
                         focus leaves the table for the prompt's buttons (and comes back)
    arrow keys           the nearest selectable item in that direction
    Enter, Space         choose it: exactly a click on that item
    Esc                  cancel: clear the picks of a choice in progress
    F6                   switch between the table and the prompt panel

The focused item is described in words in an accessible status label (and the table's
accessible description), so a screen reader reads it; the prompt, the log, the table and the
curtain carry accessible names.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QApplication, QGraphicsItem, QLabel, QPushButton, QScrollArea, QWidget

if TYPE_CHECKING:
    from .host import TableHost
    from .scene_base import GameScene

RING_MARGIN = 7.0
ROW_TOLERANCE = 24.0  # items whose tops differ by less are on one row for Tab order


translate = QCoreApplication.translate  # literal calls only, so pyside6-lupdate finds every string


class FocusRingItem(QGraphicsItem):
    """A thick black-and-white dashed double ring with corner brackets: visible on any colour,
    and told apart from the highlights by its shape, not by a colour."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.setZValue(100)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def set_target(self, rect: QRectF) -> None:
        rect = rect.adjusted(-RING_MARGIN, -RING_MARGIN, RING_MARGIN, RING_MARGIN)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: Any, widget: Any = None) -> None:
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(
            QPen(QColor("#000000"), 10, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.MiterJoin)
        )
        painter.drawRoundedRect(r, 8, 8)
        dashes = QPen(
            QColor("#ffffff"), 5, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.MiterJoin
        )
        dashes.setDashPattern([2.4, 1.6])
        painter.setPen(dashes)
        painter.drawRoundedRect(r, 8, 8)
        # corner brackets outside the ring
        arm = min(r.width(), r.height()) * 0.28
        path = QPainterPath()
        o = r.adjusted(-7, -7, 7, 7)
        for corner, dx, dy in (
            (o.topLeft(), 1, 1),
            (o.topRight(), -1, 1),
            (o.bottomLeft(), 1, -1),
            (o.bottomRight(), -1, -1),
        ):
            path.moveTo(corner + QPointF(dx * arm, 0))
            path.lineTo(corner)
            path.lineTo(corner + QPointF(0, dy * arm))
        painter.setPen(QPen(QColor("#000000"), 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap))
        painter.drawPath(path)
        painter.setPen(QPen(QColor("#ffe14d"), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap))
        painter.drawPath(path)


def mark_words(kind: str) -> str:
    words = {
        "move": translate("TableKeyboard", "move here"),
        "target": translate("TableKeyboard", "skill target"),
        "heal": translate("TableKeyboard", "heal target"),
        "select": translate("TableKeyboard", "select"),
        "picked": translate("TableKeyboard", "picked (choose again to take it back)"),
        "option": translate("TableKeyboard", "choice"),
        "spot": translate("TableKeyboard", "it may go here"),
        "aim": translate("TableKeyboard", "aim the attack here"),
    }
    return words.get(kind, kind)


def describe_key(scene: GameScene, key: Hashable) -> str:
    """What the item(s) with `key` are, in words: the scene's own `describe_key`, else the names of
    the items (`key_words`)."""
    own = scene.describe_key(key)
    if own is not None:
        return own
    return ", ".join(scene.key_words(key)) or str(key)


class TableKeyboard(QObject):
    focus_changed = Signal(object)  # the focused key (None: no ring)

    def __init__(self, window: TableHost):
        super().__init__(window.as_widget())
        self.window = window
        self.key: Hashable | None = None
        self.ring: FocusRingItem | None = None
        self._ring_scene: Any = None
        self._restore_focus = False
        # the ring shows only to a keyboard player: once Tab, an arrow, Enter or F6 moved over the
        # table, until the next mouse click on it (a mouse player never sees a ring on a square)
        self.keyboard_used = False
        view = window.view
        view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        view.installEventFilter(self)
        view.viewport().installEventFilter(self)
        self.status = QLabel()
        self.status.setObjectName("focus_status")
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # as tall as a line in either language from the start (Japanese glyphs come from a taller
        # font): a status line growing by a pixel with its text resized the table, which refit
        # and repainted whole at every change of its text
        self.status.setText("フォーカス Focus")
        self.status.setMinimumHeight(self.status.sizeHint().height())
        self.status.setText("")
        window.statusBar().addWidget(self.status, 1)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)
        window.table_stack.currentChanged.connect(self._stack_changed)
        self._prepare_widgets()
        self.retranslate()
        from .i18n import language_notifier

        language_notifier.changed.connect(self.retranslate)

    # --- accessible names ------------------------------------------------------------------------
    def retranslate(self, _lang: str = "") -> None:
        """The accessible names in the current language."""
        w = self.window
        p = w.prompt
        self.status.setAccessibleName(translate("TableKeyboard", "Focused item on the table"))
        w.view.setAccessibleName(translate("TableKeyboard", "Game table"))
        p.setAccessibleName(translate("TableKeyboard", "Prompt"))
        p.title.setAccessibleName(translate("TableKeyboard", "Whose turn"))
        p.hint.setAccessibleName(translate("TableKeyboard", "What to do"))
        p.picks.setAccessibleName(translate("TableKeyboard", "Picked so far"))
        p.status.setAccessibleName(translate("TableKeyboard", "Message"))
        p.clear.setAccessibleName(translate("TableKeyboard", "Clear picks"))
        w.log.setAccessibleName(translate("TableKeyboard", "Game log"))
        w.log.setAccessibleDescription(
            translate("TableKeyboard", "Every roll, move, attack and command of the game, in words.")
        )
        w.curtain.setAccessibleName(translate("TableKeyboard", "Curtain: pass the screen to the next player"))
        w.curtain.title.setAccessibleName(translate("TableKeyboard", "Next player"))
        w.library.list.setAccessibleName(translate("TableKeyboard", "Game library"))
        self._describe()

    def _prepare_widgets(self) -> None:
        """Enter presses buttons, Tab never stops on a frame or sticks in the log, and the
        focused button is unmistakable."""
        w = self.window
        p = w.prompt
        p.clear.setAutoDefault(True)
        for label in (p.title, p.hint):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        for area in p.findChildren(QScrollArea):
            area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its buttons take the focus, not the frame
        w.log.setTabChangesFocus(True)  # Tab leaves the log (it is read-only)
        c = w.curtain
        c.button.setAutoDefault(True)
        # (the ring only recolours: a focused button keeps its size, so its text keeps its room)
        focus_css = (
            "QPushButton:focus { border: 3px solid #000000; outline: none;"
            " background: #fff2a8; color: #000000; border-radius: 4px; padding: 0px 4px; }"
        )
        p.setStyleSheet(p.styleSheet() + focus_css)
        c.setStyleSheet(c.styleSheet() + focus_css)

    @staticmethod
    def help_text() -> str:
        return translate(
            "TableKeyboard",
            "Tab and the arrow keys move over the choices; Enter chooses; Esc cancels; F6 switches to the prompt.",
        )

    def label_buttons(self) -> None:
        """Prompt buttons: Enter presses them; their accessible name is their text."""
        for button in self.window.prompt.buttons:
            button.setAutoDefault(True)
            if not button.accessibleName():
                button.setAccessibleName(button.text())

    # --- what can be focused ---------------------------------------------------------------------
    def keys(self) -> list[Hashable]:
        """The selectable keys (the scene's marks), in reading order."""
        scene = self.window.scene
        if scene is None or self.window.table_stack.currentWidget() is not self.window.table:
            return []
        rects = {k: r for k in scene.marks() if (r := self.rect_of(k)) is not None}
        return sorted(rects, key=lambda k: (round(rects[k].top() / ROW_TOLERANCE), rects[k].left(), rects[k].top()))

    def rect_of(self, key: Hashable) -> QRectF | None:
        scene = self.window.scene
        if scene is None:
            return None
        items = [i for i in scene.items_with_key(key) if i.isVisible()]
        if not items:
            return None
        return scene.visible_rect(max(items, key=lambda i: i.zValue()))

    # --- moving the ring ---------------------------------------------------------------------------
    def set_key(self, key: Hashable | None) -> None:
        self.key = key
        self._draw()
        self._describe()
        self.focus_changed.emit(key)

    def _draw(self) -> None:
        scene = self.window.scene
        if self.ring is not None and (self._ring_scene is not scene or scene is None):
            try:
                if self.ring.scene() is not None:
                    self.ring.scene().removeItem(self.ring)
            except RuntimeError:
                pass
            self.ring = None
        if scene is None:
            return
        rect = self.rect_of(self.key) if self.key is not None else None
        if rect is None:
            if self.ring is not None:
                self.ring.hide()
            return
        if self.ring is None:
            self.ring = FocusRingItem()
            scene.addItem(self.ring)
            self._ring_scene = scene
        self.ring.set_target(rect)
        shown = self.window.view.hasFocus() and self.keyboard_used
        self.ring.setVisible(shown)
        self.ring.update()
        if shown:
            self.window.view.ensureVisible(rect, 40, 40)

    def ring_shown(self) -> bool:
        """The focus ring is on the table now."""
        try:
            return self.ring is not None and self.ring.scene() is not None and self.ring.isVisible()
        except RuntimeError:  # its scene is gone
            return False

    def _use_keyboard(self, used: bool) -> None:
        if used != self.keyboard_used:
            self.keyboard_used = used
            self._draw()

    def _describe(self) -> None:
        scene = self.window.scene
        if self.key is None or scene is None:
            text = ""
        else:
            keys = self.keys()
            look = scene.marks().get(self.key)
            what = describe_key(scene, self.key)
            position = ""
            if self.key in keys:
                position = translate("TableKeyboard", "{n} of {total}").format(
                    n=keys.index(self.key) + 1, total=len(keys)
                )
            text = translate("TableKeyboard", "Focus: {what} — {action} ({position})").format(
                what=what, action=mark_words(look.kind) if look else "", position=position
            )
        self.status.setText(text)
        self.window.view.setAccessibleDescription(text or self.help_text())

    def sync(self) -> None:
        """After the marks changed: keep the ring on its item if it is still a choice, else move
        it to the nearest choice; put the keyboard focus where the choices are."""
        self.label_buttons()
        keys = self.keys()
        if self.key not in keys:
            old = self.rect_of(self.key) if self.key is not None else None
            self.key = self._nearest(old.center(), keys) if (old is not None and keys) else (keys[0] if keys else None)
        self._draw()
        self._describe()
        QTimer.singleShot(0, self._place_focus)  # after the new prompt buttons are shown

    def _nearest(self, point: QPointF, keys: list[Hashable]) -> Hashable:
        def distance(k: Hashable) -> float:
            r = self.rect_of(k)
            d = r.center() - point if r is not None else QPointF(1e9, 1e9)
            return d.x() ** 2 + d.y() ** 2

        return min(keys, key=distance)

    def _place_focus(self) -> None:
        """The button that had the focus is gone (a choice was made): focus the table when it has
        choices, else the first prompt button."""
        try:
            w = self.window
            if not w.isVisible():
                return
        except RuntimeError:  # the window is gone
            return
        keys = self.keys()
        focus = QApplication.focusWidget()
        lost = self._restore_focus or focus is None or (focus is not None and not focus.isVisible())
        in_view = focus is w.view
        buttons = [b for b in w.prompt.buttons if b.isVisibleTo(w.prompt)]
        if w.table_stack.currentWidget() is w.curtain:
            if lost or in_view or (focus is not None and w.prompt.isAncestorOf(focus)):
                w.curtain.button.setFocus(Qt.FocusReason.OtherFocusReason)
            self._restore_focus = False
            return
        if lost:
            if keys:
                w.view.setFocus(Qt.FocusReason.OtherFocusReason)
            elif buttons:
                buttons[0].setFocus(Qt.FocusReason.OtherFocusReason)
            else:
                w.view.setFocus(Qt.FocusReason.OtherFocusReason)
        elif in_view and not keys and buttons:
            buttons[0].setFocus(Qt.FocusReason.OtherFocusReason)
        self._restore_focus = False

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        try:
            w = self.window
            if (
                isinstance(old, QPushButton)
                and (w.prompt.isAncestorOf(old) or old is w.curtain.button)
                and not old.isVisible()
            ):
                self._restore_focus = True  # its button was removed by the choice it made
            if self.ring is not None and (old is w.view or new is w.view):
                self._draw()
        except RuntimeError:  # the window is being destroyed
            pass

    def _stack_changed(self, index: int) -> None:
        w = self.window
        focus = QApplication.focusWidget()
        if w.table_stack.widget(index) is w.curtain:
            if focus is None or focus is w.view or w.table.isAncestorOf(focus):
                w.curtain.button.setFocus(Qt.FocusReason.OtherFocusReason)
        elif focus is None or focus is w.curtain.button:
            self._restore_focus = True

    # --- commands ------------------------------------------------------------------------------------
    def move(self, step: int) -> bool:
        """Tab order. Returns False when the ring runs off the end (the focus may leave)."""
        keys = self.keys()
        if not keys:
            return False
        if self.key not in keys:
            self.set_key(keys[0] if step > 0 else keys[-1])
            return True
        index = keys.index(self.key) + step
        if not 0 <= index < len(keys):
            return False
        self.set_key(keys[index])
        return True

    def move_direction(self, dx: int, dy: int) -> bool:
        """The nearest selectable item in the direction (dx, dy)."""
        keys = self.keys()
        if not keys:
            return False
        if self.key not in keys:
            self.set_key(keys[0])
            return True
        here = self.rect_of(self.key)
        assert here is not None
        best, best_score = None, float("inf")
        for key in keys:
            if key == self.key:
                continue
            r = self.rect_of(key)
            if r is None:
                continue
            d = r.center() - here.center()
            forward = d.x() * dx + d.y() * dy
            lateral = abs(d.x() * dy) + abs(d.y() * dx)
            if forward <= 1:
                continue
            score = forward + 2.5 * lateral
            if score < best_score:
                best, best_score = key, score
        if best is not None:
            self.set_key(best)
        return True

    def choose(self) -> bool:
        scene = self.window.scene
        if scene is None:
            return False
        if self.key is None or self.key not in scene.marks():
            return self.move(1)
        scene.clicked.emit(self.key)  # exactly what a click on the item does
        return True

    def cancel(self) -> None:
        w = self.window
        if w.session is not None and w.picker.picks:
            w.clear_picks()
            w.prompt.set_status(translate("TableKeyboard", "Choice cancelled."), "note")

    def switch_pane(self) -> None:
        w = self.window
        focus = QApplication.focusWidget()
        if w.table_stack.currentWidget() is w.curtain:
            w.curtain.button.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        if focus is w.view:
            target = next((b for b in [w.prompt.clear, *w.prompt.buttons] if b.isVisibleTo(w.prompt)), None)
            (target or w.log).setFocus(Qt.FocusReason.ShortcutFocusReason)
        else:
            self.focus_table()

    def focus_table(self) -> None:
        w = self.window
        if w.pages.currentWidget() is w.table_stack and w.table_stack.currentWidget() is w.table:
            self.keyboard_used = True  # F6: from the keyboard
            w.view.setFocus(Qt.FocusReason.ShortcutFocusReason)
            if self.key is None:
                keys = self.keys()
                if keys:
                    self.set_key(keys[0])
            self._draw()

    # --- keys on the table ---------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        view = self.window.view
        if event.type() == QEvent.Type.MouseButtonPress and watched is view.viewport():
            self._use_keyboard(False)  # a click on the table: the mouse player needs no ring
        elif watched is view:
            if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
                return self._key(event)
            if event.type() == QEvent.Type.FocusIn and isinstance(event, QFocusEvent):
                reason = event.reason()
                keys = self.keys()
                if reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
                    self.keyboard_used = True  # tabbed into the table
                if keys and reason == Qt.FocusReason.TabFocusReason:
                    self.set_key(keys[0])
                elif keys and reason == Qt.FocusReason.BacktabFocusReason:
                    self.set_key(keys[-1])
                else:
                    self._draw()
            elif event.type() == QEvent.Type.FocusOut:
                self._draw()
        return False

    def _key(self, event: QKeyEvent) -> bool:
        key = event.key()
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if mods & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier
        ):
            return False
        navigation = (
            Qt.Key.Key_Tab,
            Qt.Key.Key_Backtab,
            Qt.Key.Key_Left,
            Qt.Key.Key_Right,
            Qt.Key.Key_Up,
            Qt.Key.Key_Down,
            Qt.Key.Key_Return,
            Qt.Key.Key_Enter,
            Qt.Key.Key_Space,
        )
        if key in navigation and not self.keyboard_used:
            self.keyboard_used = True  # (the move below draws the ring)
            self._draw()
            if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and self.key in self.keys():
                return True  # the first Tab shows where the focus is (a first choice): the next one moves on
        if key == Qt.Key.Key_Tab and not mods & Qt.KeyboardModifier.ShiftModifier:
            if self.move(1):
                return True
            self.set_key(None)
            return False  # Qt moves the focus on, to the prompt
        if key == Qt.Key.Key_Backtab or (key == Qt.Key.Key_Tab and mods & Qt.KeyboardModifier.ShiftModifier):
            if self.move(-1):
                return True
            self.set_key(None)
            return False
        directions: dict[int, tuple[int, int]] = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        if key in directions:
            self.move_direction(*directions[key])
            return True  # never scrolls the view instead
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.choose()
            return True
        return False
