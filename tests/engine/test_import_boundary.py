"""The engine, the bots and the command line never import Qt: rules are tested without a screen
and `simulate`/`replay` run on machines without a display."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def test_engine_bots_registry_and_cli_never_import_pyside6() -> None:
    script = textwrap.dedent("""
        import importlib, pkgutil, sys
        import rookraiders_desktop.engine
        import rookraiders_desktop.engine.registry
        import rookraiders_desktop.engine.bots as bots
        import rookraiders_desktop.engine.games as games
        import rookraiders_desktop.__main__
        imported = []
        for package in (rookraiders_desktop.engine, bots, games):
            for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
                importlib.import_module(info.name)
                imported.append(info.name)
        assert "rookraiders_desktop.engine.games.rook_raiders.rules" in imported, imported
        qt = sorted(name for name in sys.modules if name.startswith(("PySide6", "shiboken6")))
        print("QT:" + ",".join(qt))
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "QT:\n" in done.stdout, f"Qt imported by the engine: {done.stdout}"
