"""Installable like any Python application: the wheel (what `pip install .` and `pipx install .`
build) carries the game data, translations, rule texts and icons, and runs outside the checkout.

The wheel is built without network from a copy of the sources, installed with --no-deps into a
fresh venv that sees this Python's site-packages (for PySide6 and pydantic, which a test cannot
download), and run from a temporary folder: `simulate` of every game, the installed
`rookraiders-desktop` script and `python -m rookraiders_desktop` painting the window offscreen.
About 10 s on 2 cores."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
IS_WIN = sys.platform.startswith("win")
# what the app reads at run time (as the PyInstaller build): no .ts sources, no notes
SHIPPED = {"resources": ("games/*/*.json", "i18n/*.qm", "rules/*.json"), "icons": ("rookraiders-desktop-*.png",)}


def test_pyproject_lists_every_package_of_the_code():
    """pyproject.toml names the packages (the mapped resources/ and icons/ cannot be discovered):
    a new sub-package must be added there, or the wheel lacks it."""
    config = PYPROJECT["tool"]["setuptools"]
    mapped = set(config["package-dir"])
    assert mapped == {"rookraiders_desktop.resources", "rookraiders_desktop.icons"}
    found = {
        ".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / "rookraiders_desktop").rglob("__init__.py")
    }
    missing = found - set(config["packages"])
    assert not missing, f"add {sorted(missing)} to [tool.setuptools] packages in pyproject.toml"
    assert set(config["packages"]) - found == mapped


def _env(tmp: Path) -> dict[str, str]:
    """Offscreen, nothing of the checkout (no PYTHONPATH, no ROOKRAIDERS_RESOURCES), settings and
    data in tmp."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ROOKRAIDERS_", "PYTHON", "VIRTUAL_ENV"))}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        ROOKRAIDERS_LANGUAGE="en",
        HOME=str(tmp),
        XDG_CONFIG_HOME=str(tmp / "config"),
        XDG_DATA_HOME=str(tmp / "data"),
        XDG_CACHE_HOME=str(tmp / "cache"),
        PIP_NO_INDEX="1",
        PIP_DISABLE_PIP_VERSION_CHECK="1",
    )
    return env


def _run(args: list[str], cwd: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(args, cwd=cwd, env=_env(cwd), capture_output=True, text=True, timeout=timeout, check=False)
    assert result.returncode == 0, f"{args}:\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}"
    return result


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel, built from a copy of the checkout (no build/ nor egg-info left in it)."""
    tmp = tmp_path_factory.mktemp("wheel")
    source = tmp / "source"
    shutil.copytree(
        ROOT,
        source,
        ignore=shutil.ignore_patterns(
            ".git", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".benchmarks", "tests", "docs"
        ),
    )
    _run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "--no-index",
            "-w",
            str(tmp / "out"),
            str(source),
        ],
        cwd=tmp,
        timeout=300,
    )
    wheels = list((tmp / "out").glob("rookraiders_desktop-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


@pytest.fixture(scope="module")
def venv(wheel, tmp_path_factory) -> Path:
    """A fresh venv with the wheel installed; its python."""
    tmp = tmp_path_factory.mktemp("venv")
    folder = tmp / "venv"
    _run([sys.executable, "-m", "venv", "--system-site-packages", str(folder)], cwd=tmp)
    python = folder / ("Scripts/python.exe" if IS_WIN else "bin/python")
    _run([str(python), "-m", "pip", "install", "--no-deps", "--no-index", str(wheel)], cwd=tmp)
    return python


def test_the_wheel_holds_what_the_app_reads(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for folder, source in (("resources", ROOT / "resources"), ("icons", ROOT / "packaging" / "icons" / "png")):
        for pattern in SHIPPED[folder]:
            files = sorted(source.glob(pattern))
            assert files, (folder, pattern)
            for path in files:
                assert f"rookraiders_desktop/{folder}/{path.relative_to(source).as_posix()}" in names, path
    assert not [n for n in names if n.endswith(".ts")], "translation sources are not shipped"
    assert "rookraiders_desktop/py.typed" in names


def test_installed_package_uses_its_own_files(venv, tmp_path):
    """The venv's copy is imported (not the checkout: the editable install of this Python must
    not shadow it), and every folder it reads lies inside the venv."""
    script = (
        "import rookraiders_desktop as p\n"
        "from rookraiders_desktop.engine.core.resources import resources_dir, icons_dir\n"
        "from rookraiders_desktop.engine.core.rulebook import rules_dir\n"
        "from rookraiders_desktop.ui.i18n import qm_path\n"
        "for path in (p.__file__, resources_dir(), icons_dir(), rules_dir(), qm_path('ja')):\n"
        "    print(path)\n"
    )
    result = _run([str(venv), "-c", script], cwd=tmp_path)
    venv_root = venv.parent.parent.resolve()
    paths = [Path(line).resolve() for line in result.stdout.splitlines()]
    assert len(paths) == 5
    for path in paths:
        assert path.is_relative_to(venv_root) and not path.is_relative_to(ROOT), path
        assert path.exists(), path
    assert list(paths[2].glob("rookraiders-desktop-*.png"))


def test_installed_app_simulates_every_game(venv, tmp_path):
    from rookraiders_desktop.engine.registry import GAMES

    script = venv.parent / ("rookraiders-desktop.exe" if IS_WIN else "rookraiders-desktop")
    assert script.is_file()
    for game_id, game in sorted(GAMES.items()):
        players = max(2, game.min_players)
        result = _run(
            [
                str(venv),
                "-m",
                "rookraiders_desktop",
                "simulate",
                game_id,
                "--players",
                str(players),
                "--games",
                "1",
                "--seed",
                "1",
            ],
            cwd=tmp_path,
        )
        assert "summary  games 1" in result.stdout, (game_id, result.stdout)
    # the installed command (what `pipx install .` puts on PATH) runs the same tools
    result = _run([str(script), "simulate", "rook_raiders", "--players", "2", "--seed", "2"], cwd=tmp_path)
    assert "summary  games 1" in result.stdout


def test_installed_app_paints_its_window(venv, tmp_path):
    _run([str(venv), "-m", "rookraiders_desktop", "--quit-after-paint"], cwd=tmp_path)
    script = venv.parent / ("rookraiders-desktop.exe" if IS_WIN else "rookraiders-desktop")
    _run([str(script), "--quit-after-paint"], cwd=tmp_path)


def test_where_the_resources_are_found(monkeypatch, tmp_path):
    """A checkout (and its editable install): the top-level folders; ROOKRAIDERS_RESOURCES for the
    game data only; the PyInstaller bundle's folders when frozen."""
    from rookraiders_desktop.engine.core import resources

    monkeypatch.delenv("ROOKRAIDERS_RESOURCES", raising=False)
    assert resources.resources_dir() == resources.app_resources_dir() == ROOT / "resources"
    assert resources.icons_dir() == ROOT / "packaging" / "icons" / "png"
    monkeypatch.setenv("ROOKRAIDERS_RESOURCES", str(tmp_path))
    assert resources.resources_dir() == tmp_path
    assert resources.app_resources_dir() == ROOT / "resources"
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "bundle"), raising=False)
    assert resources.resources_dir() == tmp_path
    assert resources.app_resources_dir() == tmp_path / "bundle" / "resources"
    assert resources.icons_dir() == tmp_path / "bundle" / "icons"
