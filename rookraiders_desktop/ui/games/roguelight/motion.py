"""Roguelight's interception animated: a marker walks the adventurer's route room to room.

Only a picture: the table already shows the state after the events (the scene's looks are final);
the walk plays over it for `ms` milliseconds per step and then removes itself. Each step may call
back when the marker arrives (the scene shows that room's combat dice and ticks the score track).
A step may be a jump (a third element True): the marker is set down there at once and the step's
callback runs at its start (the scene switches the sheet drawn large: the adventurer descends to
the next sheet's entrance), then it rests there for the step.
Reduced motion or speed "off" means ms = 0: no animation at all.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEasingCurve, QPointF, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsScene, QGraphicsSimpleTextItem

_RUNNING: set[QVariantAnimation] = set()
# (where the marker goes, what happens on arrival[, jump there at once])
Step = tuple[QPointF, Callable[[], None] | None] | tuple[QPointF, Callable[[], None] | None, bool]


class AdventurerMarker(QGraphicsEllipseItem):
    """The walking adventurer: a red disc with crossed swords."""

    def __init__(self, radius: float) -> None:
        super().__init__(-radius, -radius, 2 * radius, 2 * radius)
        self.setPen(QPen(QColor("#1d1d1f"), 2))
        self.setBrush(QBrush(QColor("#e0402a")))
        self.setZValue(60)
        glyph = QGraphicsSimpleTextItem("⚔", self)
        font = QFont()
        font.setPixelSize(int(radius * 1.2))
        font.setBold(True)
        glyph.setFont(font)
        glyph.setBrush(QBrush(QColor("#fffaf0")))
        box = glyph.boundingRect()
        glyph.setPos(-box.width() / 2, -box.height() / 2)


def walk(
    scene: QGraphicsScene,
    start: QPointF,
    steps: Sequence[Step],
    ms: int,
    radius: float,
    on_done: Callable[[], None] | None = None,
) -> QVariantAnimation | None:
    """Move a marker from `start` through every step's point, `ms` per step; None when ms <= 0."""
    if ms <= 0 or not steps:
        return None
    marker = AdventurerMarker(radius)
    marker.setPos(start)
    scene.addItem(marker)
    points = [start] + [step[0] for step in steps]
    jumps = [len(step) > 2 and bool(step[2]) for step in steps]
    # no Qt parent: a scene being destroyed must not stop (and finish) the walk from its destructor;
    # _RUNNING keeps the Python side alive until the walk ends
    animation = QVariantAnimation()
    animation.setStartValue(0.0)
    animation.setEndValue(float(len(steps)))
    animation.setDuration(ms * len(steps))
    arrived = [0]  # steps whose arrival was shown

    def arrive(upto: int) -> None:
        while arrived[0] < upto:
            callback = steps[arrived[0]][1]
            arrived[0] += 1
            if callback is not None:
                callback()

    ease = QEasingCurve(QEasingCurve.Type.InOutQuad)

    def step(value: float) -> None:  # the animation runs over floats
        try:
            t = float(value)
            k = min(int(t), len(steps) - 1)
            # a jump: set down at once, then rest; a walk: for 70 % of the step, then rest
            f = 1.0 if jumps[k] else ease.valueForProgress(min(1.0, (t - k) / 0.7))
            a, b = points[k], points[k + 1]
            marker.setPos(a + (b - a) * f)
            arrive(k + (1 if f >= 1.0 else 0))
        except RuntimeError:  # the scene is gone (a new table): its C++ items are deleted
            animation.stop()

    def done() -> None:
        _RUNNING.discard(animation)
        try:
            arrive(len(steps))
            if marker.scene() is scene:
                scene.removeItem(marker)
            if on_done is not None:
                on_done()
        except RuntimeError:  # the scene is gone (a new table): its C++ items are deleted
            pass

    animation.valueChanged.connect(step)
    animation.finished.connect(done)
    _RUNNING.add(animation)
    animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
    return animation
