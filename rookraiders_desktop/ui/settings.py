"""The user's settings: one small typed wrapper over QSettings.

    Settings()                       the application's settings (organisation and application
                                     names are set once in ui/app.py `application()`)
    Settings(QSettings(path, Ini))   a private file (tests)

Every getter validates what it reads: a missing, mistyped or hand-edited value falls back to
its default, never to an exception. Stored keys:

    window/geometry, window/state        QMainWindow.saveGeometry / saveState
    window/splitter/<name>               splitter sizes (list of ints)
    seats/<game id>                      the last seats of the new-game dialog (JSON)
    language                             "system" | "en" | "ja" (read by ui/i18n.py as well)
    motion/speed                         "off" | "slow" | "normal" | "fast"
    motion/reduced                       bool: no animations at all (bots are still paced)
    view/zoom                            the table zoom, 0 = fit the window
    view/ui_scale                        percent, 100 to 200
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

LANGUAGES = ("system", "en", "ja")
SPEEDS = ("off", "slow", "normal", "fast")
BOT_DELAY_MS = {"off": 0, "slow": 900, "normal": 350, "fast": 120}  # pause before a bot moves
TUMBLE_MS = {"off": 0, "slow": 900, "normal": 500, "fast": 260}  # the dice-roll animation
UI_SCALES = (100, 125, 150, 175, 200)
MIN_UI_SCALE, MAX_UI_SCALE = 100, 200
ZOOM_FIT = 0.0
MIN_ZOOM, MAX_ZOOM = 0.15, 4.0
SEAT_BOTS = (None, "random", "greedy", "easy", "hard", "expert")
DIFFICULTIES = (None, "easy", "normal", "hard")
MAX_NAME = 40

DEFAULTS: dict[str, Any] = {
    "language": "system",
    "motion/speed": "normal",
    "motion/reduced": False,
    "view/zoom": ZOOM_FIT,
    "view/ui_scale": 100,
}


@dataclass
class SeatMemory:
    """The seats last used to start a game: count, (name, bot kind or None) per seat, and the
    solo difficulty (None = the basic solo rules)."""

    count: int
    seats: list[tuple[str, str | None]] = field(default_factory=list)
    difficulty: str | None = None

    def to_json(self) -> str:
        return json.dumps(
            {
                "count": self.count,
                "seats": [{"name": n, "bot": b} for n, b in self.seats],
                "difficulty": self.difficulty,
            },
            ensure_ascii=False,
        )

    @classmethod
    def from_json(cls, text: Any) -> SeatMemory | None:
        """None for anything that is not a well-formed memory."""
        try:
            data = json.loads(str(text))
            count = data["count"]
            if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 8:
                return None
            seats = []
            for seat in data["seats"]:
                name, bot = seat["name"], seat.get("bot")
                if not isinstance(name, str) or bot not in SEAT_BOTS:
                    return None
                seats.append((name.strip()[:MAX_NAME], bot))
            difficulty = data.get("difficulty")
            if difficulty not in DIFFICULTIES or len(seats) < count:
                return None
            return cls(count, seats, difficulty)
        except (ValueError, TypeError, KeyError, AttributeError):
            return None


def _bool(value: Any, default: bool) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("true", "1", "yes", "on"):
        return True
    if text in ("false", "0", "no", "off"):
        return False
    return default


def _number(value: Any, default: float, low: float, high: float) -> float:
    try:
        number = float(value)
    except (TypeError, ValueError):
        return default
    if number != number or not low <= number <= high:  # NaN or out of range
        return default
    return number


class Settings:
    def __init__(self, store: QSettings | None = None):
        self.store = store if store is not None else QSettings()

    def _raw(self, key: str) -> Any:
        return self.store.value(key, DEFAULTS.get(key))

    def _choice(self, key: str, choices: tuple[str, ...]) -> str:
        value = str(self._raw(key) or "").strip().lower()
        return value if value in choices else DEFAULTS[key]

    def sync(self) -> None:
        self.store.sync()

    # --- language ---------------------------------------------------------------------------
    @property
    def language(self) -> str:
        return self._choice("language", LANGUAGES)

    @language.setter
    def language(self, value: str) -> None:
        self.store.setValue("language", value if value in LANGUAGES else "system")

    # --- motion -----------------------------------------------------------------------------
    @property
    def animation_speed(self) -> str:
        return self._choice("motion/speed", SPEEDS)

    @animation_speed.setter
    def animation_speed(self, value: str) -> None:
        self.store.setValue("motion/speed", value if value in SPEEDS else DEFAULTS["motion/speed"])

    @property
    def reduced_motion(self) -> bool:
        return _bool(self._raw("motion/reduced"), DEFAULTS["motion/reduced"])

    @reduced_motion.setter
    def reduced_motion(self, value: bool) -> None:
        self.store.setValue("motion/reduced", bool(value))

    @property
    def bot_delay_ms(self) -> int:
        """How long a bot waits before it moves, so a person can follow. Reduced motion keeps
        the pacing (it is not an animation); speed "off" plays bots at once."""
        return BOT_DELAY_MS[self.animation_speed]

    @property
    def tumble_ms(self) -> int:
        """Length of the dice-roll animation; 0 = none."""
        return 0 if self.reduced_motion else TUMBLE_MS[self.animation_speed]

    # --- view -------------------------------------------------------------------------------
    @property
    def zoom(self) -> float:
        """The table zoom (1.0 = 100 %, before the UI scale); 0 (ZOOM_FIT) = fit the window."""
        value = _number(self._raw("view/zoom"), ZOOM_FIT, 0.0, MAX_ZOOM)
        return value if value == ZOOM_FIT or value >= MIN_ZOOM else ZOOM_FIT

    @zoom.setter
    def zoom(self, value: float) -> None:
        value = float(value)
        self.store.setValue("view/zoom", value if MIN_ZOOM <= value <= MAX_ZOOM else ZOOM_FIT)

    @property
    def ui_scale(self) -> int:
        """Percent: scales the application's font and the table's base zoom."""
        return round(_number(self._raw("view/ui_scale"), 100, MIN_UI_SCALE, MAX_UI_SCALE))

    @ui_scale.setter
    def ui_scale(self, value: int) -> None:
        value = int(value)
        self.store.setValue("view/ui_scale", value if MIN_UI_SCALE <= value <= MAX_UI_SCALE else 100)

    # --- window -----------------------------------------------------------------------------
    def _bytes(self, key: str) -> QByteArray | None:
        value = self.store.value(key)
        if isinstance(value, QByteArray) and not value.isEmpty():
            return value
        if isinstance(value, (bytes, bytearray)) and value:
            return QByteArray(bytes(value))
        return None

    @property
    def geometry(self) -> QByteArray | None:
        return self._bytes("window/geometry")

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self.store.setValue("window/geometry", value)

    @property
    def window_state(self) -> QByteArray | None:
        return self._bytes("window/state")

    @window_state.setter
    def window_state(self, value: QByteArray) -> None:
        self.store.setValue("window/state", value)

    def splitter_sizes(self, name: str) -> list[int] | None:
        value = self.store.value(f"window/splitter/{name}")
        if isinstance(value, str):
            value = value.split(",")
        if not isinstance(value, (list, tuple)) or len(value) < 2:
            return None
        try:
            sizes = [int(v) for v in value]
        except (TypeError, ValueError):
            return None
        if any(s < 0 or s > 100000 for s in sizes) or not any(sizes):
            return None
        return sizes

    def set_splitter_sizes(self, name: str, sizes: list[int]) -> None:
        self.store.setValue(f"window/splitter/{name}", ",".join(str(int(s)) for s in sizes))

    # --- seats ------------------------------------------------------------------------------
    def last_seats(self, game_id: str) -> SeatMemory | None:
        value = self.store.value(f"seats/{game_id}")
        return SeatMemory.from_json(value) if value else None

    def set_last_seats(self, game_id: str, memory: SeatMemory) -> None:
        self.store.setValue(f"seats/{game_id}", memory.to_json())

    # --- everything -------------------------------------------------------------------------
    def values(self) -> dict[str, Any]:
        """The plain preferences (what the Preferences dialog edits)."""
        return {
            "language": self.language,
            "animation_speed": self.animation_speed,
            "reduced_motion": self.reduced_motion,
            "zoom": self.zoom,
            "ui_scale": self.ui_scale,
        }

    def update(self, **values: Any) -> None:
        for name, value in values.items():
            if name not in ("language", "animation_speed", "reduced_motion", "zoom", "ui_scale"):
                raise KeyError(name)
            setattr(self, name, value)


def speed_names() -> dict[str, str]:
    translate = QCoreApplication.translate  # (named so: lupdate reads tr(a, b) as tr(text, disambiguation))
    return {
        "off": translate("Settings", "Off (bots move at once)"),
        "slow": translate("Settings", "Slow"),
        "normal": translate("Settings", "Normal"),
        "fast": translate("Settings", "Fast"),
    }
