"""TableView: the QGraphicsView showing a game's scene, with zoom (Ctrl+wheel, Ctrl +/-) and
pan (drag the table, scroll bars, wheel).

While the table is fitted (at the start and after Ctrl+0) it refits whenever the view changes
size (the window, or the splitter beside the side pane); once the player zooms, a resize keeps
their zoom until they fit the table again."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication, QPainter, QPixmapCache, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from .theme import colour

MIN_SCALE, MAX_SCALE = 0.15, 4.0


# Every table item keeps its pixels in Qt's pixmap cache (10 MiB by default). A table at 1920 x 1080
# on a screen of twice the pixel density needs some 20 MiB: past the limit every paint drew all the
# items again (44-54 ms instead of 5 for the whole Last Spell table). Room for three of the largest
# screen's worth of pixels, and at least 64 MiB (a larger screen plugged in later).
SCREENS_OF_PIXELS_CACHED = 3
PIXMAP_CACHE_FLOOR_KIB = 64 * 1024


def size_pixmap_cache() -> None:
    """Qt's pixmap cache large enough for the largest screen's table (see SCREENS_OF_PIXELS_CACHED)."""
    pixels = max(
        (
            screen.size().width() * screen.size().height() * screen.devicePixelRatio() ** 2
            for screen in QGuiApplication.screens()
        ),
        default=0,
    )
    needed_kib = round(pixels * 4 * SCREENS_OF_PIXELS_CACHED / 1024)  # 4 bytes a pixel
    QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_FLOOR_KIB, needed_kib))


class TableView(QGraphicsView):
    zoomed = Signal()  # after every change of zoom (the window remembers it)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        size_pixmap_cache()
        self.base_scale = 1.0  # the UI scale: fit() and set_zoom() are multiplied by it
        self.fitted = True  # the zoom is "fit the table" (not a zoom the player chose)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setBackgroundBrush(colour("table"))
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)

    def setScene(self, scene: QGraphicsScene | None) -> None:
        super().setScene(scene)
        if scene is not None:  # a game may lay its table out again once it sees the game's variants
            scene.sceneRectChanged.connect(self._scene_resized)

    def _scene_resized(self) -> None:
        if self.fitted:
            self._fit_scene()

    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        target = min(MAX_SCALE, max(MIN_SCALE, self.zoom * factor))
        factor = target / self.zoom
        if abs(factor - 1) > 1e-6:
            self.scale(factor, factor)
        self.fitted = False
        self.zoomed.emit()

    def zoom_in(self) -> None:
        anchor = self.transformationAnchor()
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.zoom_by(1.25)
        self.setTransformationAnchor(anchor)

    def zoom_out(self) -> None:
        anchor = self.transformationAnchor()
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.zoom_by(1 / 1.25)
        self.setTransformationAnchor(anchor)

    def fit(self) -> None:
        """Fit the table (the player's choice: remembered, and kept through resizes)."""
        self._fit_scene()
        self.fitted = True
        self.zoomed.emit()

    def _fit_scene(self) -> None:
        scene = self.scene()
        if scene is not None:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
            if self.base_scale != 1:  # a larger UI scale makes the table larger than the window
                self.scale(self.base_scale, self.base_scale)

    def set_zoom(self, zoom: float) -> None:
        """Zoom to `zoom` (1.0 = 100 %) times the UI scale."""
        target = min(MAX_SCALE, max(MIN_SCALE, zoom * self.base_scale))
        self.scale(target / self.zoom, target / self.zoom)
        self.fitted = False
        self.zoomed.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.fitted and self.scene() is not None and event.size() != event.oldSize():
            self._fit_scene()  # a refit, not a new choice of zoom: nothing to remember

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self.zoom_by(1.15**steps)
            event.accept()
            return
        super().wheelEvent(event)
