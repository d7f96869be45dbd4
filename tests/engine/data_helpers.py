"""Broken copies of the game data for tests: a copy of resources/games that
$ROOKRAIDERS_RESOURCES points to, edited as JSON, with every engine cache forgotten."""

from __future__ import annotations

import json
import shutil
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from rookraiders_desktop.engine.core.resources import resources_dir


def clear_caches() -> None:
    """Forget every loaded content and everything computed from it (the engine's lru caches)."""
    for name, module in list(sys.modules.items()):
        if name.startswith("rookraiders_desktop.engine") and module is not None:
            for value in list(vars(module).values()):
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()


def copy_resources(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the game data in use from now on (monkeypatch undoes it; call clear_caches after)."""
    root = tmp_path / "resources"
    shutil.copytree(resources_dir() / "games", root / "games")
    monkeypatch.setenv("ROOKRAIDERS_RESOURCES", str(root))
    clear_caches()
    return root


def edit(root: Path, file: str, change: Callable[[Any], Any]) -> None:
    """Apply `change` to the JSON of games/`file` (it edits in place or returns the new data)."""
    path = root / "games" / file
    data = json.loads(path.read_text(encoding="utf-8"))
    new = change(data)
    path.write_text(json.dumps(data if new is None else new, ensure_ascii=False), encoding="utf-8")
    clear_caches()
