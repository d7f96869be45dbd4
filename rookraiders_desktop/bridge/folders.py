"""The user data folder, found without the engine: bridge/session.py (which imports the whole engine)
gives it as `session.data_dir`, and the library lists the autosaves through it at start-up, before
the engine is loaded (issue 17)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths


def data_dir() -> Path:
    """The user data folder (QStandardPaths AppDataLocation), created on demand."""
    path = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    path.mkdir(parents=True, exist_ok=True)
    return path
