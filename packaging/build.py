"""Build the double-click app: a one-folder PyInstaller build, on Linux, Windows or macOS.

    pip install -e ".[build]"
    python packaging/build.py [--dist DIR] [--work DIR] [--smoke-test] [--quiet] [--clean]

The folder is dist/rookraiders-desktop/ of the checkout (on macOS also
"dist/Rook & Raiders Desktop.app"); its executable is rookraiders-desktop (.exe on Windows).
--smoke-test then runs the built executable with --smoke-test (offscreen) and fails if it fails.
A build must be made on the platform it is for: PyInstaller does not cross-compile.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "rookraiders-desktop.spec"
NAME = "rookraiders-desktop"
MAC_APP = "Rook & Raiders Desktop.app"


def executable(dist: Path) -> Path:
    return dist / NAME / (NAME + ".exe" if sys.platform.startswith("win") else NAME)


def build(dist: Path, work: Path, quiet: bool = False, clean: bool = False) -> Path:
    """Run PyInstaller on the spec; return the built executable."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit('PyInstaller is not installed: pip install -e ".[build]"') from None
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        str(SPEC),
    ]
    if quiet:
        command[3:3] = ["--log-level", "WARN"]
    if clean:
        command[3:3] = ["--clean"]
    subprocess.run(command, check=True, cwd=ROOT)
    exe = executable(dist)
    if not exe.is_file():
        raise SystemExit(f"PyInstaller finished but {exe} is missing")
    return exe


def smoke_test(exe: Path) -> int:
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    return subprocess.run([str(exe), "--smoke-test"], env=env).returncode


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's work folder (default: build/)")
    parser.add_argument("--smoke-test", action="store_true", help="run the built app's --smoke-test afterwards")
    parser.add_argument("--quiet", action="store_true", help="PyInstaller prints warnings only")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's caches first")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    exe = build(args.dist.resolve(), args.work.resolve(), quiet=args.quiet, clean=args.clean)
    folder = exe.parent
    print(f"\nBuilt in {time.perf_counter() - start:.0f} s: {folder} ({folder_size(folder) / 2**20:.0f} MiB)")
    print(f"  start it with: {exe}")
    if sys.platform == "darwin":
        print(f"  macOS application bundle: {args.dist.resolve() / MAC_APP}")
    elif not sys.platform.startswith("win"):
        print(f"  install it for this user (menu entry and icon): packaging/linux/install-linux.sh {folder}")
    if args.smoke_test:
        code = smoke_test(exe)
        print(f"smoke test of the built app: {'passed' if code == 0 else f'FAILED (exit {code})'}")
        return code
    return 0


if __name__ == "__main__":
    sys.exit(main())
