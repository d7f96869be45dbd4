"""The UI depends downward (issue 14): the main window builds its features (coach, keyboard,
practice, replays, rules help, preferences) and passes itself as a `TableHost` (ui/host.py);
no feature imports main_window.py, which only the entry point (app.py) does. No Qt starts here."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "rookraiders_desktop" / "ui"
ENTRY_POINTS = {"app.py"}


def imports() -> dict[str, set[str]]:
    """Each ui module (its path relative to ui/) -> the modules it imports in any way (also lazily
    inside a function, or only for type checking), as dotted names."""
    found: dict[str, set[str]] = {}
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
            found.setdefault(path.relative_to(UI).as_posix(), set()).update(names)
    return found


def importers_of(target: str) -> set[str]:
    """The ui modules (paths relative to ui/) that import ui/<target>.py in any way."""
    return {path for path, names in imports().items() if f"rookraiders_desktop.ui.{target}" in names}


def test_no_import_circle():
    """Dependencies point one way: no ui module imports, even for type checking, one that imports
    it back through others (host.py -> panels.py -> rule_links.py, never back to host.py)."""
    modules = {
        "rookraiders_desktop.ui." + path.removesuffix(".py").removesuffix("/__init__").replace("/", "."): names
        for path, names in imports().items()
    }
    graph = {module: {n for n in names if n in modules and n != module} for module, names in modules.items()}
    circles: list[list[str]] = []
    done: set[str] = set()

    def walk(module: str, path: list[str]) -> None:
        if module in path:
            circles.append([*path[path.index(module) :], module])
            return
        if module in done:
            return
        for dep in sorted(graph[module]):
            walk(dep, [*path, module])
        done.add(module)

    for module in sorted(graph):
        walk(module, [])
    assert not circles, "ui modules import each other in a circle:\n" + "\n".join(" -> ".join(c) for c in circles)


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
