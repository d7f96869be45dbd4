"""Animations of the table: the dice-roll tumble.

The tumble is only a picture: the item's look (the rolled value the tests and the log see) is
set at once; for `ms` milliseconds the die spins, bounces and flickers through random faces,
then settles on its value. Reduced motion or speed "off" means ms = 0: no animation at all.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QEasingCurve, QObject, QVariantAnimation

from .items.die import DieItem

_flicker = random.Random()  # visual only: never the game's generator


def tumble(item: DieItem, ms: int, parent: QObject | None = None) -> QVariantAnimation | None:
    """Spin `item` once (two turns, a small bounce) over `ms` milliseconds."""
    if ms <= 0 or item.scene() is None:
        return None
    if item.tumbling is not None:
        item.tumbling.stop()
    rect = item.boundingRect()
    item.setTransformOriginPoint(rect.center())
    animation = QVariantAnimation(parent if parent is not None else item.scene())
    animation.setStartValue(0.0)
    animation.setEndValue(1.0)
    animation.setDuration(ms)
    animation.setEasingCurve(QEasingCurve.Type.OutCubic)
    turns = 2 if _flicker.random() < 0.5 else -2

    def step(t: Any) -> None:
        try:
            t = float(t)
            item.setRotation(360.0 * turns * t)
            item.setScale(1.0 + 0.18 * math.sin(math.pi * t))
            face = _flicker.randint(1, 6) if t < 0.75 else None
            if face != item.shown_face:
                item.shown_face = face
                item.update()
        except RuntimeError:  # the item is gone (new table)
            animation.stop()

    def done() -> None:
        try:
            item.setRotation(0)
            item.setScale(1.0)
            item.shown_face = None
            item.update()
            item.tumbling = None
        except RuntimeError:
            pass

    animation.valueChanged.connect(step)
    animation.finished.connect(done)
    item.tumbling = animation
    animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
    return animation


def roll_dice(items: Iterable[Any], ms: int) -> list[QVariantAnimation]:
    """Tumble every die among `items` that shows a value."""
    started = []
    for item in items:
        if isinstance(item, DieItem) and item.look.value:
            animation = tumble(item, ms)
            if animation is not None:
                started.append(animation)
    return started
