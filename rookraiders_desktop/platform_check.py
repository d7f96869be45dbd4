"""Before Qt starts on a Linux X11 desktop: name the system libraries Qt's xcb plugin lacks.

Qt's own message when its X11 ("xcb") platform plugin cannot load is misleading: it asks for
libxcb-cursor0 even when that is installed and libxcb-icccm4 or libxcb-keysyms1 are what is missing.
`check_gui_platform` runs `ldd` on PySide6's libqxcb.so (ldd follows the whole chain, Qt's own
libQt6XcbQpa included), and when any shared library is "not found" prints one message naming the
Debian/Ubuntu and Fedora packages to install, and the app exits with status 1 before importing Qt.

It runs only when Qt will pick xcb (Linux, a DISPLAY, QT_QPA_PLATFORM unset or "xcb" first, no
-platform naming another, not a Wayland session) and costs one `ldd` (about 10 ms); nothing is cached.
When anything is uncertain (no ldd, no plugin found, ldd fails) it says nothing and Qt goes on.
This module imports no Qt.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TextIO

# soname -> (Debian/Ubuntu package, Fedora package): the DT_NEEDED chain of PySide6's libqxcb.so
# and libQt6XcbQpa.so.6 (`ldd`), plus the xcb libraries older or newer Qt versions ask for.
PACKAGES: dict[str, tuple[str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-xinerama.so.0": ("libxcb-xinerama0", "libxcb"),
    "libxcb-xinput.so.0": ("libxcb-xinput0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxcb-glx.so.0": ("libxcb-glx0", "libxcb"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libXau.so.6": ("libxau6", "libXau"),
    "libXdmcp.so.6": ("libxdmcp6", "libXdmcp"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libGLX.so.0": ("libglx0", "libglvnd-glx"),
    "libGLdispatch.so.0": ("libglvnd0", "libglvnd"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libz.so.1": ("zlib1g", "zlib"),
    "libpng16.so.16": ("libpng16-16", "libpng"),
    "libexpat.so.1": ("libexpat1", "expat"),
    "libzstd.so.1": ("libzstd1", "libzstd"),
    "libstdc++.so.6": ("libstdc++6", "libstdc++"),
    "libgcc_s.so.1": ("libgcc-s1", "libgcc"),
}

_NOT_FOUND = re.compile(r"^\s*(\S+)\s*=>\s*not found", re.MULTILINE)  # glibc's ldd
_MUSL_MISSING = re.compile(r"Error loading shared library (\S+?):", re.MULTILINE)  # musl's ldd

Resolver = Callable[[Path], "str | None"]


def qt_platform(argv: Sequence[str], environ: Mapping[str, str]) -> str:
    """The platform plugin Qt will try first: `-platform NAME` (or --platform), else the first of
    QT_QPA_PLATFORM's ';'-separated list (options after ':' dropped), else Qt's Linux default:
    wayland in a Wayland session (XDG_SESSION_TYPE=wayland, or WAYLAND_DISPLAY without DISPLAY),
    xcb otherwise."""
    name = ""
    for i, arg in enumerate(argv):
        flag = arg[1:] if arg.startswith("--") else arg
        if flag == "-platform" and i + 1 < len(argv):
            name = argv[i + 1]
        elif flag.startswith("-platform="):
            name = flag.partition("=")[2]
    if not name:
        name = environ.get("QT_QPA_PLATFORM", "")
    if not name:
        wayland = environ.get("XDG_SESSION_TYPE", "").lower() == "wayland" or (
            bool(environ.get("WAYLAND_DISPLAY")) and not environ.get("DISPLAY")
        )
        return "wayland" if wayland else "xcb"
    return name.split(";")[0].split(":")[0].strip().lower()


def xcb_plugin(environ: Mapping[str, str]) -> Path | None:
    """libqxcb.so: in QT_QPA_PLATFORM_PLUGIN_PATH if set there, else PySide6's own (found without
    importing PySide6), or None."""
    candidates: list[Path] = []
    plugin_path = environ.get("QT_QPA_PLATFORM_PLUGIN_PATH")
    if plugin_path:
        candidates += [Path(folder) / "libqxcb.so" for folder in plugin_path.split(os.pathsep) if folder]
    try:
        from importlib.util import find_spec

        spec = find_spec("PySide6")
    except (ImportError, ValueError):
        spec = None
    if spec is not None and spec.submodule_search_locations:
        candidates += [
            Path(folder) / "Qt" / "plugins" / "platforms" / "libqxcb.so" for folder in spec.submodule_search_locations
        ]
    return next((path for path in candidates if path.is_file()), None)


def ldd(path: Path) -> str | None:
    """`ldd path`'s output (stdout and stderr), or None when ldd is absent, fails to run or hangs."""
    import shutil
    import subprocess

    program = shutil.which("ldd")
    if program is None:
        return None
    try:
        done = subprocess.run([program, str(path)], capture_output=True, text=True, timeout=5, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout + done.stderr


def missing_libraries(ldd_output: str) -> list[str]:
    """The sonames ldd could not find, each once, in ldd's order."""
    found = _NOT_FOUND.findall(ldd_output) + _MUSL_MISSING.findall(ldd_output)
    return list(dict.fromkeys(found))


def message(missing: Sequence[str]) -> str:
    """One short message: what is missing and the apt and dnf commands that install it."""
    known = [soname for soname in missing if soname in PACKAGES]
    unknown = [soname for soname in missing if soname not in PACKAGES]
    debian = list(dict.fromkeys(PACKAGES[soname][0] for soname in known))
    fedora = list(dict.fromkeys(PACKAGES[soname][1] for soname in known))
    lines = [f"The app cannot open a window: Qt's X11 plugin needs libraries that are missing: {', '.join(missing)}."]
    if debian:
        lines.append(
            f"Install them with: sudo apt install {' '.join(debian)} (Debian/Ubuntu)"
            f" or sudo dnf install {' '.join(fedora)} (Fedora)."
        )
    if unknown:
        lines.append(f"Install the package that provides {', '.join(unknown)} from your distribution.")
    return "\n".join(lines)


def check_gui_platform(
    argv: Sequence[str],
    environ: Mapping[str, str] | None = None,
    system: str | None = None,
    find_plugin: Callable[[Mapping[str, str]], Path | None] = xcb_plugin,
    resolver: Resolver = ldd,
    stderr: TextIO | None = None,
) -> int | None:
    """1 (after printing `message` to stderr) when Qt's xcb plugin lacks system libraries; None
    (silently) when they are all there or the check does not apply or cannot tell."""
    env = os.environ if environ is None else environ
    if not (system or sys.platform).startswith("linux"):
        return None
    if qt_platform(argv, env) != "xcb" or not env.get("DISPLAY"):
        return None  # offscreen, wayland, ... or no X display to open a window on anyway
    plugin = find_plugin(env)
    if plugin is None:
        return None
    output = resolver(plugin)
    if output is None:
        return None
    missing = missing_libraries(output)
    if not missing:
        return None
    print(message(missing), file=stderr if stderr is not None else sys.stderr)
    return 1
