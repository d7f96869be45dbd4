"""Where resources/ lives: beside the package in a source checkout, inside the bundle when
frozen by PyInstaller, or wherever ROOKRAIDERS_RESOURCES points (for players' edited data)."""
from __future__ import annotations

import os
import sys
from pathlib import Path


def resources_dir() -> Path:
    override = os.environ.get("ROOKRAIDERS_RESOURCES")
    if override:
        return Path(override)
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "resources"
    return Path(__file__).resolve().parents[3] / "resources"


def game_resources(game_id: str) -> Path:
    return resources_dir() / "games" / game_id
