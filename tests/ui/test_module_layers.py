"""The UI depends downward (issue 14): the main window builds its features (coach, keyboard,
practice, replays, rules help, preferences) and passes itself as a `TableHost` (ui/host.py);
no feature imports main_window.py, which only the entry point (app.py) does. No Qt starts here."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "rookraiders_desktop" / "ui"
ENTRY_POINTS = {"app.py"}


def importers_of(target: str) -> set[str]:
    """The ui modules (paths relative to ui/) that import ui/<target>.py in any way (also lazily
    inside a function, or only for type checking)."""
    found = set()
    for path in sorted(UI.rglob("*.py")):
        module = "rookraiders_desktop.ui." + ".".join(path.relative_to(UI).with_suffix("").parts)
        package = module.rsplit(".", 1)[0] if path.name != "__init__.py" else module.removesuffix(".__init__")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parent = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    base = ".".join(parent + ([base] if base else []))
                names = [base] + [f"{base}.{alias.name}" for alias in node.names]
            if f"rookraiders_desktop.ui.{target}" in names:
                found.add(path.relative_to(UI).as_posix())
    return found


def test_the_scan_sees_an_import():
    assert "app.py" in importers_of("main_window")
    assert "coach.py" in importers_of("host")  # for type checking only, still an import


def test_only_the_entry_point_imports_the_main_window():
    assert importers_of("main_window") <= ENTRY_POINTS, (
        "a ui module imports main_window.py: take what it needs as a TableHost (ui/host.py) or as "
        f"the objects themselves: {sorted(importers_of('main_window') - ENTRY_POINTS)}"
    )


def test_the_main_window_imports_not_the_entry_point():
    assert "main_window.py" not in importers_of("app")
