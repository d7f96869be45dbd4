"""The first start explains itself: on a Linux X11 desktop missing libraries Qt's xcb plugin needs,
the app names the Debian/Ubuntu and Fedora packages and exits 1 before Qt starts (platform_check)."""

from __future__ import annotations

import io
import sys
import types
from pathlib import Path

import pytest

from rookraiders_desktop import platform_check
from rookraiders_desktop.__main__ import main
from rookraiders_desktop.platform_check import check_gui_platform, missing_libraries, qt_platform

PLUGIN = Path("/fake/PySide6/Qt/plugins/platforms/libqxcb.so")
X11 = {"DISPLAY": ":0"}

# what glibc's ldd printed for PySide6 6.11's libqxcb.so on a machine without libxcb-icccm4 and
# libxcb-keysyms1 (libxcb-cursor0 installed: Qt's own message asked for that one)
LDD_MISSING = f"""\
\tlinux-vdso.so.1 (0x00007f28f3446000)
\tlibQt6XcbQpa.so.6 => {PLUGIN.parent.parent.parent}/lib/libQt6XcbQpa.so.6 (0x00007f28f3000000)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f28f3315000)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-util.so.1 => /lib/x86_64-linux-gnu/libxcb-util.so.1 (0x00007f28f330d000)
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-xkb.so.1 => /lib/x86_64-linux-gnu/libxcb-xkb.so.1 (0x00007f28f1fde000)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\t/lib64/ld-linux-x86-64.so.2 (0x00007f28f3448000)
"""
LDD_COMPLETE = LDD_MISSING.replace("=> not found", "=> /lib/x86_64-linux-gnu/x.so (0x1)")


def run_check(
    output: str | None, argv: list[str] | None = None, environ: dict[str, str] | None = None, system: str = "linux"
) -> tuple[int | None, str, list[Path]]:
    asked: list[Path] = []

    def resolver(path: Path) -> str | None:
        asked.append(path)
        return output

    err = io.StringIO()
    code = check_gui_platform(
        argv or [], X11 if environ is None else environ, system, lambda env: PLUGIN, resolver, err
    )
    return code, err.getvalue(), asked


def test_missing_libraries_are_named_with_their_debian_and_fedora_packages() -> None:
    code, err, asked = run_check(LDD_MISSING)
    assert code == 1 and asked == [PLUGIN]
    assert err == (
        "The app cannot open a window: Qt's X11 plugin needs libraries that are missing: "
        "libxcb-icccm.so.4, libxcb-keysyms.so.1.\n"
        "Install them with: sudo apt install libxcb-icccm4 libxcb-keysyms1 (Debian/Ubuntu)"
        " or sudo dnf install xcb-util-wm xcb-util-keysyms (Fedora).\n"
    )
    assert "cursor" not in err  # Qt's own hint named libxcb-cursor0, which was installed


def test_fedora_packages_shared_by_several_libraries_are_named_once() -> None:
    output = (
        "\tlibxcb-randr.so.0 => not found\n\tlibxcb-shape.so.0 => not found\n\tlibxkbcommon-x11.so.0 => not found\n"
    )
    code, err, _ = run_check(output)
    assert code == 1
    assert "sudo apt install libxcb-randr0 libxcb-shape0 libxkbcommon-x11-0 (Debian/Ubuntu)" in err
    assert "sudo dnf install libxcb libxkbcommon-x11 (Fedora)" in err


def test_an_unknown_library_is_reported_by_name() -> None:
    code, err, _ = run_check("\tlibxcb-cursor.so.0 => not found\n\tlibweird.so.7 => not found\n")
    assert code == 1
    assert "missing: libxcb-cursor.so.0, libweird.so.7." in err
    assert "sudo apt install libxcb-cursor0 (Debian/Ubuntu) or sudo dnf install xcb-util-cursor (Fedora)" in err
    assert "Install the package that provides libweird.so.7 from your distribution." in err
    code, err, _ = run_check("\tlibweird.so.7 => not found\n")
    assert code == 1 and "sudo apt" not in err and "libweird.so.7" in err


def test_musl_ldd_output_is_understood() -> None:
    output = "Error loading shared library libxcb-icccm.so.4: No such file or directory (needed by /x/libqxcb.so)\n"
    assert missing_libraries(output) == ["libxcb-icccm.so.4"]


def test_nothing_missing_says_nothing() -> None:
    assert run_check(LDD_COMPLETE) == (None, "", [PLUGIN])


def test_without_ldd_or_plugin_the_check_steps_aside() -> None:
    assert run_check(None)[:2] == (None, "")
    err = io.StringIO()
    assert check_gui_platform([], X11, "linux", lambda env: None, lambda path: LDD_MISSING, err) is None
    assert err.getvalue() == ""


@pytest.mark.parametrize(
    ("argv", "environ"),
    [
        ([], {"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}),
        (["-platform", "offscreen"], X11),
        (["--platform", "minimal"], X11),
        ([], {"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland;xcb"}),
        ([], {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"}),
        ([], {"WAYLAND_DISPLAY": "wayland-0"}),
        ([], {}),  # no display at all: Qt cannot open a window whatever is installed
    ],
)
def test_offscreen_wayland_and_no_display_skip_the_check(argv: list[str], environ: dict[str, str]) -> None:
    assert run_check(LDD_MISSING, argv, environ) == (None, "", [])


@pytest.mark.parametrize("system", ["win32", "darwin"])
def test_other_systems_skip_the_check(system: str) -> None:
    assert run_check(LDD_MISSING, system=system) == (None, "", [])


@pytest.mark.parametrize(
    ("argv", "environ"),
    [
        ([], X11),
        ([], {"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}),
        ([], {"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb:nograb;wayland"}),
        (["-platform", "xcb"], {"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}),
        ([], {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "x11"}),
    ],
)
def test_xcb_runs_the_check(argv: list[str], environ: dict[str, str]) -> None:
    assert qt_platform(argv, environ) == "xcb"
    assert run_check(LDD_MISSING, argv, environ)[0] == 1


def fail_if_checked(*args: object, **kwargs: object) -> int | None:
    raise AssertionError("the platform check ran")


def test_starting_the_app_stops_with_status_1_before_qt(monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[list[str]] = []
    fake = types.ModuleType("rookraiders_desktop.ui.app")
    fake.run_gui = lambda argv: started.append(argv) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "rookraiders_desktop.ui.app", fake)
    checked: list[list[str]] = []
    monkeypatch.setattr(platform_check, "check_gui_platform", lambda argv: checked.append(list(argv)) or 1)
    assert main(["-platform", "xcb"]) == 1
    assert checked == [["-platform", "xcb"]] and started == []
    monkeypatch.setattr(platform_check, "check_gui_platform", lambda argv: None)
    assert main([]) == 0 and len(started) == 1


def test_simulate_and_replay_never_run_the_check(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setattr(platform_check, "check_gui_platform", fail_if_checked)
    assert main(["simulate", "rook_raiders", "--players", "1", "--games", "1"]) == 0
    assert main(["replay", str(tmp_path / "nowhere.json"), "--verify"]) == 2
    capsys.readouterr()
