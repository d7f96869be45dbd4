"""The double-click app: build it with PyInstaller (packaging/build.py, into a temporary folder)
and run the built executable's --smoke-test. Skipped only where PyInstaller is not installed; the
test extra installs it, so CI always runs this."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("PyInstaller")

ROOT = Path(__file__).resolve().parents[2]
NAME = "rookraiders-desktop"
IS_WIN = sys.platform.startswith("win")


def _env(tmp: Path) -> dict[str, str]:
    """Offscreen, the bundled data (no ROOKRAIDERS_RESOURCES), settings and data in tmp."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("ROOKRAIDERS_")}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        ROOKRAIDERS_LANGUAGE="en",
        HOME=str(tmp),
        XDG_CONFIG_HOME=str(tmp / "config"),
        XDG_DATA_HOME=str(tmp / "data"),
        XDG_CACHE_HOME=str(tmp / "cache"),
    )
    return env


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """The built app folder (about 15 s on 2 cores)."""
    tmp = tmp_path_factory.mktemp("pyinstaller")
    dist, work = tmp / "dist", tmp / "work"
    result = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--quiet", "--dist", str(dist), "--work", str(work)],
        cwd=tmp,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert result.returncode == 0, f"build failed:\n{result.stdout[-4000:]}\n{result.stderr[-8000:]}"
    folder = dist / NAME
    assert (folder / (NAME + ".exe" if IS_WIN else NAME)).is_file()
    assert str(folder.resolve()) in result.stdout  # build.py says where the app is
    return folder


def _run(folder: Path, tmp: Path, *args: str) -> subprocess.CompletedProcess[str]:
    exe = folder / (NAME + ".exe" if IS_WIN else NAME)
    return subprocess.run([str(exe), *args], cwd=tmp, env=_env(tmp), capture_output=True, text=True, timeout=120)


def _game_ids() -> list[str]:
    from rookraiders_desktop.engine.registry import GAMES

    return sorted(GAMES)


def test_built_app_smoke_test(built, tmp_path):
    result = _run(built, tmp_path, "--smoke-test")
    assert result.returncode == 0, result.stdout + result.stderr
    rendered = [line for line in result.stdout.splitlines() if "table rendered" in line]
    for game_id in _game_ids():
        assert any(line.startswith(f"smoke test: {game_id}: table rendered") for line in rendered), (
            result.stdout + result.stderr
        )
    assert len(rendered) == len(_game_ids())


def test_built_app_paints_its_window(built, tmp_path):
    result = _run(built, tmp_path, "--quit-after-paint")
    assert result.returncode == 0, result.stdout + result.stderr


def test_bundle_holds_the_data_and_translations_and_no_unused_qt(built):
    internal = built / "_internal"
    bundled = internal / "resources"  # what resources_dir() answers when frozen (sys._MEIPASS)
    source = ROOT / "resources"
    for path in (source / "games").rglob("*.json"):
        assert (bundled / path.relative_to(source)).is_file(), path
    for path in (source / "i18n").glob("*.qm"):
        assert (bundled / path.relative_to(source)).is_file(), path
    assert list((source / "rules").glob("*.json"))
    for path in (source / "rules").glob("*.json"):  # the rules help's texts
        assert (bundled / path.relative_to(source)).is_file(), path
    assert not list(bundled.rglob("*.ts")), "translation sources are not shipped"
    assert (internal / "icons" / f"{NAME}-256.png").is_file()
    names = [p.name.lower() for p in internal.rglob("*")]
    for unused in (
        "qtwebengine",
        "qt6qml",
        "libqt6qml",
        "qt6quick",
        "libqt6quick",
        "qt63d",
        "libqt63d",
        "qt6multimedia",
        "libqt6multimedia",
        "libqgtk3",
    ):
        assert not [n for n in names if n.startswith(unused)], unused


def test_built_app_hosts_with_its_embedded_broker_and_joins(built, tmp_path):
    """Remote play in the frozen app: `host` starts the embedded broker (amqtt, its plugins) and
    prints the invitation; `join` (paho-mqtt, PyNaCl's secret boxes) plays the seat with a bot to
    the end and checks the host's audit. A solo Roguelight game: about 3 s."""
    exe = built / (NAME + ".exe" if IS_WIN else NAME)
    room = ["roguelight", "--players", "1", "--seats", "remote", "--embedded-broker", "--port", "0"]
    host = subprocess.Popen(
        [str(exe), "host", *room, "--room", str(tmp_path / "room.json")],
        cwd=tmp_path,
        env=_env(tmp_path),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert host.stdout is not None
        invitation = host.stdout.readline().strip()  # the first line, once the broker listens
        assert invitation.startswith("rookraiders://join?"), host.communicate(timeout=60)
        joined = subprocess.run(
            [str(exe), "join", invitation, "--bot", "greedy", "--timeout", "90"],
            cwd=tmp_path,
            env=_env(tmp_path),
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert joined.returncode == 0 and "audit: OK" in joined.stderr, joined.stdout + joined.stderr
        out, err = host.communicate(timeout=60)
        assert host.returncode == 0 and "game over" in err, out + err
    finally:
        if host.poll() is None:
            host.kill()
            host.communicate()


def test_bundle_holds_what_remote_play_loads_by_name(built):
    """What no import statement names: amqtt's metadata (its plugins' entry points), its plugins
    (imported by dotted name), libsodium inside PyNaCl, cffi's backend; and segno (the invitation's
    QR picture, only drawn in the window). Nothing of what they only may use: no werkzeug, no
    cryptography, no mypy."""
    from PyInstaller.archive.readers import CArchiveReader

    internal = built / "_internal"
    (metadata,) = internal.glob("amqtt-*.dist-info")
    assert "amqtt.broker.plugins" in (metadata / "entry_points.txt").read_text(encoding="utf-8")
    assert list((internal / "nacl").glob("_sodium*"))
    assert list(internal.glob("_cffi_backend*"))
    pyz = CArchiveReader(str(built / (NAME + ".exe" if IS_WIN else NAME))).open_embedded_archive("PYZ.pyz")
    modules = set(pyz.toc)
    wanted = {"amqtt.broker", "amqtt.plugins.authentication", "paho.mqtt.client", "nacl.secret", "segno", "ssl"}
    assert wanted <= modules, wanted - modules
    assert not {m for m in modules if m.split(".")[0] in ("werkzeug", "cryptography", "mypy")}
