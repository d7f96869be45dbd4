"""Where resources/ lives: inside the package when installed (a wheel, `pip install .`, `pipx
install .`: pyproject.toml maps the top-level resources/ to rookraiders_desktop/resources/),
beside the package in a source checkout (and an editable install), inside the bundle when frozen
by PyInstaller, or wherever ROOKRAIDERS_RESOURCES points (for players' edited data).

The window icons likewise: rookraiders_desktop/icons/ when installed, packaging/icons/png/ in a
checkout, icons/ of the PyInstaller bundle."""

from __future__ import annotations

import os
import sys
from importlib.resources import files
from pathlib import Path

_CHECKOUT = Path(__file__).resolve().parents[3]  # the folder of pyproject.toml in a source checkout


def _packaged(name: str) -> Path | None:
    """rookraiders_desktop/<name>/ of an installed package, if there (never in a checkout)."""
    folder = files("rookraiders_desktop") / name
    return Path(str(folder)) if folder.is_dir() else None


def app_resources_dir() -> Path:
    """The app's own resources/ (never ROOKRAIDERS_RESOURCES): the translations and rule texts
    when the overriding folder holds game data only."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "resources"
    return _packaged("resources") or _CHECKOUT / "resources"


def resources_dir() -> Path:
    override = os.environ.get("ROOKRAIDERS_RESOURCES")
    if override:
        return Path(override)
    return app_resources_dir()


def icons_dir() -> Path:
    """The folder of the window icons rookraiders-desktop-<size>.png."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "icons"
    return _packaged("icons") or _CHECKOUT / "packaging" / "icons" / "png"


def game_resources(game_id: str) -> Path:
    return resources_dir() / "games" / game_id
