"""The Preferences dialog (Edit ▸ Preferences…, Ctrl+,) and WindowPreferences, which applies the
settings to the main window: window geometry and splitters, the last seats of the new-game
dialog, the language, the animation speed and reduced motion, the table zoom and the UI scale.
Every change takes effect at once; the game on the table goes on."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

# `Qt` is imported where used: making its enums takes 15 ms, kept out of start-up (issue 17)
from PySide6.QtCore import (
    QEvent,
    QObject,
)
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from .settings import DEFAULTS, SPEEDS, UI_SCALES, ZOOM_FIT, SeatMemory, Settings, speed_names

if TYPE_CHECKING:
    from PySide6.QtCore import Qt

    from .host import TableHost
    from .new_game import NewGameDialog

ZOOMS = (0.5, 0.75, 1.0, 1.25, 1.5, 2.0)
_FONT_PX = re.compile(r"font-size:\s*(\d+(?:\.\d+)?)px")
_BASE_CSS = "rr_base_css"  # dynamic property: a widget's style sheet at 100 %
_BASE_POINTS = "rr_base_points"  # dynamic property of the application: its font size at 100 %


def apply_ui_scale(percent: int, app: QApplication | None = None) -> None:
    """Scale the application font, and the pixel font sizes of the widgets' style sheets, to
    `percent` of their size at 100 %. Applies to every open widget at once."""
    if app is None:
        instance = QApplication.instance()
        if not isinstance(instance, QApplication):
            return  # no app yet: nothing to scale
        app = instance
    factor = percent / 100.0
    base = app.property(_BASE_POINTS)
    if base is None:
        base = app.font().pointSizeF() if app.font().pointSizeF() > 0 else 10.0
        app.setProperty(_BASE_POINTS, base)
    font = app.font()
    font.setPointSizeF(float(base) * factor)
    app.setFont(font)
    for widget in app.allWidgets():
        css = widget.property(_BASE_CSS)
        if css is None:
            css = widget.styleSheet()
            if not css:
                continue
            widget.setProperty(_BASE_CSS, css)
        scaled = _FONT_PX.sub(lambda m: f"font-size: {float(m.group(1)) * factor:.4g}px", css)
        # Re-applied even when unchanged: the children of a widget with a style sheet keep the
        # font they were polished with until the sheet is set again.
        widget.setStyleSheet("")
        widget.setStyleSheet(scaled)


class PreferencesDialog(QDialog):
    """Edits the plain preferences; OK and Apply write them and call `on_apply` at once."""

    def __init__(self, settings: Settings, on_apply: Callable[[], None] | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.on_apply = on_apply
        self.setObjectName("preferences")
        self.language = QComboBox()
        for code in ("system", "en", "ja"):
            self.language.addItem("", code)
        self.speed = QComboBox()
        for code in SPEEDS:
            self.speed.addItem("", code)
        self.reduced = QCheckBox()
        self.ui_scale = QComboBox()
        for percent in UI_SCALES:
            self.ui_scale.addItem("", percent)
        self.zoom = QComboBox()
        self.zoom.addItem("", ZOOM_FIT)
        for zoom in ZOOMS:
            self.zoom.addItem("", zoom)
        self.labels = {name: QLabel() for name in ("language", "speed", "ui_scale", "zoom")}
        for name, field in (
            ("language", self.language),
            ("speed", self.speed),
            ("ui_scale", self.ui_scale),
            ("zoom", self.zoom),
        ):
            self.labels[name].setBuddy(field)
        form = QFormLayout()
        form.addRow(self.labels["language"], self.language)
        form.addRow(self.labels["speed"], self.speed)
        form.addRow("", self.reduced)
        form.addRow(self.labels["ui_scale"], self.ui_scale)
        form.addRow(self.labels["zoom"], self.zoom)
        self.note = QLabel()
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        buttons.accepted.connect(self._ok)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Apply).clicked.connect(self.apply)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(self.restore_defaults)
        self.buttons = buttons
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.retranslate()
        self.load()

    def retranslate(self) -> None:
        """Every text in the current language (the language may change while the dialog is open)."""
        self.setWindowTitle(self.tr("Preferences"))
        self.language.setItemText(0, self.tr("Follow the system"))
        self.language.setItemText(1, "English")
        self.language.setItemText(2, "日本語 (Japanese)")
        for i, name in enumerate(speed_names().values()):
            self.speed.setItemText(i, name)
        self.speed.setToolTip(self.tr("How long bots wait before they move, and how long the dice tumble"))
        self.reduced.setText(self.tr("Reduced motion: no animations (bots still wait before they move)"))
        for i in range(self.ui_scale.count()):
            self.ui_scale.setItemText(i, self.tr("{percent} %").format(percent=self.ui_scale.itemData(i)))
        self.ui_scale.setToolTip(
            self.tr(
                "Enlarges the text of the whole window and the table. Above 100 % the "
                "table can be larger than the window: scroll, or move the keyboard "
                "focus over it."
            )
        )
        self.zoom.setItemText(0, self.tr("Fit the table to the window"))
        for i in range(1, self.zoom.count()):
            percent = round(float(self.zoom.itemData(i)) * 100)
            text = self.tr("{percent} %") if float(self.zoom.itemData(i)) in ZOOMS else self.tr("Current ({percent} %)")
            self.zoom.setItemText(i, text.format(percent=percent))
        self.labels["language"].setText(self.tr("&Language"))
        self.labels["speed"].setText(self.tr("&Animation speed"))
        self.labels["ui_scale"].setText(self.tr("Interface &scale"))
        self.labels["zoom"].setText(self.tr("Table &zoom"))
        for name, field in (
            ("language", self.language),
            ("speed", self.speed),
            ("ui_scale", self.ui_scale),
            ("zoom", self.zoom),
        ):
            field.setAccessibleName(self.labels[name].text().replace("&", ""))
        self.note.setText(
            self.tr(
                "Changes take effect at once; the game on the table goes on. Zoom with "
                "Ctrl + and Ctrl −, fit with Ctrl+0."
            )
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("OK"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.buttons.button(QDialogButtonBox.StandardButton.Apply).setText(self.tr("Apply"))
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).setText(self.tr("Restore defaults"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @staticmethod
    def _select(combo: QComboBox, value: Any) -> None:
        index = combo.findData(value)
        combo.setCurrentIndex(max(index, 0))

    def load(self, values: dict[str, Any] | None = None) -> None:
        values = values or self.settings.values()
        self._select(self.language, values["language"])
        self._select(self.speed, values["animation_speed"])
        self.reduced.setChecked(bool(values["reduced_motion"]))
        self._select(self.ui_scale, values["ui_scale"])
        zoom = values["zoom"]
        if zoom != ZOOM_FIT and self.zoom.findData(zoom) < 0:  # a zoom set with Ctrl+wheel
            self.zoom.addItem(self.tr("Current ({percent} %)").format(percent=round(zoom * 100)), zoom)
        self._select(self.zoom, zoom)

    def restore_defaults(self) -> None:
        self.load(
            {
                "language": DEFAULTS["language"],
                "animation_speed": DEFAULTS["motion/speed"],
                "reduced_motion": DEFAULTS["motion/reduced"],
                "ui_scale": DEFAULTS["view/ui_scale"],
                "zoom": DEFAULTS["view/zoom"],
            }
        )

    def chosen(self) -> dict[str, Any]:
        return {
            "language": self.language.currentData(),
            "animation_speed": self.speed.currentData(),
            "reduced_motion": self.reduced.isChecked(),
            "ui_scale": int(self.ui_scale.currentData()),
            "zoom": float(self.zoom.currentData()),
        }

    def apply(self) -> None:
        self.settings.update(**self.chosen())
        self.settings.sync()
        if self.on_apply is not None:
            self.on_apply()

    def _ok(self) -> None:
        self.apply()
        self.accept()


class WindowPreferences(QObject):
    """Applies the settings to a MainWindow and remembers what the player leaves behind."""

    def __init__(self, window: TableHost, settings: Settings):
        super().__init__(window.as_widget())
        self.window = window
        self.settings = settings
        self.dialog: PreferencesDialog | None = None
        self._language: str | None = None
        self._ui_scale = 100
        self._effects_before: dict[Qt.UIEffect, bool] | None = None
        from .i18n import language_notifier

        language_notifier.changed.connect(self._repaint_table)

    def _repaint_table(self, _lang: str = "") -> None:
        """Items draw some words themselves (TO ACT, BOSS): drop their cached pictures."""
        scene = self.window.scene
        if scene is not None:
            for item in scene.items():
                item.update()

    # --- the window -------------------------------------------------------------------------
    def table_built(self) -> None:
        """The window's table now exists (built after start-up): its zoom and panes are ours."""
        self.window.view.zoomed.connect(self._remember_zoom)
        self._restore_panes()

    def _splitters(self) -> dict[str, Any]:
        if not getattr(self.window, "table_built", True):
            return {}  # not built yet: the panes keep their remembered sizes
        table = self.window.table
        return {"table": table, "side": table.widget(1)}

    def restore_window(self) -> None:
        s = self.settings
        if s.geometry is not None:
            self.window.restoreGeometry(s.geometry)
        if s.window_state is not None:
            self.window.restoreState(s.window_state)
        self._restore_panes()

    def _restore_panes(self) -> None:
        s = self.settings
        for name, splitter in self._splitters().items():
            sizes = s.splitter_sizes(name)
            if sizes is not None and len(sizes) == splitter.count():
                splitter.setSizes(sizes)

    def save_window(self) -> None:
        if not self.window.autosave:
            return  # the smoke test's window (it writes nothing of the user's)
        s = self.settings
        s.geometry = self.window.saveGeometry()
        s.window_state = self.window.saveState()
        for name, splitter in self._splitters().items():
            s.set_splitter_sizes(name, splitter.sizes())
        s.sync()

    # --- preferences ------------------------------------------------------------------------
    def apply(self, initial: bool = False) -> None:
        """Apply every preference to the window (at start-up and after the dialog)."""
        s = self.settings
        window = self.window
        if s.ui_scale != self._ui_scale:  # (100 % at start-up: nothing to do)
            old, self._ui_scale = self._ui_scale, s.ui_scale
            apply_ui_scale(s.ui_scale)
            window.view.base_scale = s.ui_scale / 100
            if not initial:  # (at start-up the restored sizes were made at this scale)
                self._rescale_panes(s.ui_scale / old)
        if not initial:
            self.apply_zoom()
        self._qt_effects(s.reduced_motion)
        if not window.fixed_bot_delay:
            window.bot_delay_ms = s.bot_delay_ms
            if window.session is not None:
                window.session.bot_delay_ms = s.bot_delay_ms
        language = s.language
        if self._language is None:
            self._language = language  # ui/app.py installed it at start-up
        elif language != self._language:
            self._language = language
            from .i18n import set_language

            set_language(language)

    def _qt_effects(self, reduced: bool) -> None:
        """Reduced motion also stops Qt's own menu, combo box and tooltip animations."""
        if not reduced and self._effects_before is None:
            return  # Qt's own choice, never changed
        from PySide6.QtCore import Qt

        effects = (
            Qt.UIEffect.UI_AnimateMenu,
            Qt.UIEffect.UI_FadeMenu,
            Qt.UIEffect.UI_AnimateCombo,
            Qt.UIEffect.UI_AnimateTooltip,
            Qt.UIEffect.UI_FadeTooltip,
            Qt.UIEffect.UI_AnimateToolBox,
        )
        if self._effects_before is None:  # Qt's own choice, kept for when reduced motion is off again
            self._effects_before = {e: QApplication.isEffectEnabled(e) for e in effects}
        for effect in effects:
            QApplication.setEffectEnabled(effect, False if reduced else self._effects_before[effect])

    def _rescale_panes(self, factor: float) -> None:
        """Larger text needs a wider side panel and a taller prompt (at most 45 % / 70 %)."""
        side = self.window.table.widget(1)  # the prompt above the log
        panes = [(self.window.table, 0.45)] + ([(side, 0.7)] if isinstance(side, QSplitter) else [])
        for splitter, limit in panes:
            sizes = splitter.sizes()
            total = sum(sizes)
            if len(sizes) != 2 or total <= 0:
                continue
            index = 1 if splitter is self.window.table else 0  # the side panel; the prompt
            size = min(round(sizes[index] * factor), round(total * limit))
            sizes[index], sizes[1 - index] = size, total - size
            splitter.setSizes(sizes)

    def apply_zoom(self) -> None:
        """Show the table at the remembered zoom (or fitted to the window)."""
        view = self.window.view
        zoom = self.settings.zoom
        blocked = view.blockSignals(True)
        try:
            if zoom == ZOOM_FIT:
                view.fit()
            else:
                view.set_zoom(zoom)
        finally:
            view.blockSignals(blocked)

    def _remember_zoom(self) -> None:
        view = self.window.view
        self.settings.zoom = ZOOM_FIT if view.fitted else view.zoom / (view.base_scale or 1)

    def open_dialog(self) -> PreferencesDialog:
        from PySide6.QtCore import Qt

        dialog = PreferencesDialog(self.settings, self.apply, parent=self.window.as_widget())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.open()
        return dialog

    # --- motion -----------------------------------------------------------------------------
    def after_events(self, events: list[Any]) -> None:
        """Animate what the events did: the dice roll, and what a scene animates itself (animate_events)."""
        ms = self.settings.tumble_ms
        scene = self.window.scene
        if ms and scene is not None and any(e.kind == "dice" for e in events):
            from .motion import roll_dice

            roll_dice(scene.table_items().values(), ms)
        if ms and scene is not None:
            scene.animate_events(list(events), ms)  # a scene's own animations (Roguelight's walk)

    # --- the new-game dialog ----------------------------------------------------------------
    def prefill_seats(self, game_id: str, dialog: NewGameDialog) -> None:
        """Fill the dialog with the seats last used for this game (if any)."""
        from .new_game import DIFFICULTIES, SEAT_KINDS

        memory = self.settings.last_seats(game_id)
        if memory is None:
            return
        bots = [b for _, b in SEAT_KINDS]
        for i, (name, bot) in enumerate(memory.seats[: len(dialog.names)]):
            dialog.names[i].setText(name)
            if bot in bots:
                dialog.kinds[i].setCurrentIndex(bots.index(bot))
        low, high = dialog.count.minimum(), dialog.count.maximum()
        if low <= memory.count <= high:
            dialog.count.setValue(memory.count)
        difficulties = [d for _, d in DIFFICULTIES]
        if memory.difficulty in difficulties:
            dialog.difficulty.setCurrentIndex(difficulties.index(memory.difficulty))

    def remember_seats(self, game_id: str, dialog: NewGameDialog) -> None:
        from .new_game import DIFFICULTIES, SEAT_KINDS

        seats = [
            (name.text().strip(), SEAT_KINDS[kind.currentIndex()][1])
            for name, kind in zip(dialog.names, dialog.kinds, strict=True)
        ]
        difficulty = DIFFICULTIES[dialog.difficulty.currentIndex()][1]
        self.settings.set_last_seats(game_id, SeatMemory(dialog.count.value(), seats, difficulty))
        self.settings.sync()
