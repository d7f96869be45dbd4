"""Each game's own words and pictures for the library and the quick reference, found by game id
like the tables (ui/games/__init__.py): ui/games/<game_id>/cover.py draws the game's cover and
gives its blurb and length; ui/games/<game_id>/reference.py gives its quick reference. Shared code
asks here and never names a game; a game kept elsewhere (a test's) registers its parts with
`register_part`. The texts are templates of the "Library" / "QuickReference" contexts, translated
where they are shown."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPixmap

PARTS: dict[tuple[str, str], Any] = {}  # (game id, part) -> a module or an object with its names


def register_part(game_id: str, part: str, provider: Any) -> None:
    """Give `game_id` a cover or reference that is not ui/games/<game_id>/<part>.py (a test's game)."""
    PARTS[game_id, part] = provider


def game_part(game_id: str, part: str) -> Any:
    """ui/games/<game_id>/<part>.py (or the registered one); None when the game has none."""
    if (game_id, part) not in PARTS:
        name = f"{__package__}.games.{game_id}.{part}"
        module: ModuleType | None
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name is None or not name.startswith(e.name):
                raise  # the module is there but something it imports is not: a bug to see
            module = None
        PARTS[game_id, part] = module
    return PARTS[game_id, part]


def library_text(game_id: str, name: str) -> str:
    """A cover's text (BLURB, LENGTH) in the interface's language; "" when the game has none."""
    part = game_part(game_id, "cover")
    text = getattr(part, name, "") if part is not None else ""
    return QCoreApplication.translate("Library", text) if text else ""


def cover_pixmap(game_id: str, width: int, height: int, ratio: float = 1.0) -> QPixmap:
    """The game's cover at this size (device pixel `ratio`); a plain titled panel when it has none."""
    pixmap = QPixmap(round(width * ratio), round(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0, 0, width, height)
    part = game_part(game_id, "cover")
    if part is not None:
        part.draw(painter, rect)
    else:
        sky(painter, rect, "#3b5a48", "#1d2b22")
    painter.end()
    return pixmap


# --- helpers the covers share ---------------------------------------------------------------------
def sky(painter: QPainter, rect: QRectF, top: str, bottom: str) -> None:
    """A vertical gradient filling `rect`."""
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0, QColor(top))
    gradient.setColorAt(1, QColor(bottom))
    painter.fillRect(rect, gradient)


def at(rect: QRectF, x: float, y: float) -> QPointF:
    """A point of `rect` given as fractions of its width and height (0..1)."""
    return QPointF(rect.left() + x * rect.width(), rect.top() + y * rect.height())


def box(rect: QRectF, x: float, y: float, w: float, h: float) -> QRectF:
    """A rectangle of `rect` given as fractions of its width and height."""
    return QRectF(at(rect, x, y), at(rect, x + w, y + h))
