"""Start-up of the built (PyInstaller) app against running from source (issue 3, "Speed": the
built app must paint its main window within 1.5x the time from source). A script, not a test.

    QT_QPA_PLATFORM=offscreen python tests/benchmarks/bench_frozen.py [--runs N] [--built DIR]

Without --built it first builds the app into a temporary folder (packaging/build.py). Both
commands run with --quit-after-paint (process start to the main window's first paint, then exit),
alternately, after one untimed warm-up run each (so both read their files from the page cache);
the figures are medians of wall-clock times.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NAME = "rookraiders-desktop"


def executable(folder: Path) -> Path:
    return folder / (NAME + ".exe" if sys.platform.startswith("win") else NAME)


def build(into: Path) -> Path:
    subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "build.py"),
            "--quiet",
            "--dist",
            str(into / "dist"),
            "--work",
            str(into / "work"),
        ],
        check=True,
        capture_output=True,
    )
    return into / "dist" / NAME


def timed(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, env=env, capture_output=True, cwd=ROOT)
    return time.perf_counter() - start


def compare(folder: Path, runs: int) -> tuple[float, float]:
    with tempfile.TemporaryDirectory() as home:
        env = {k: v for k, v in os.environ.items() if k != "ROOKRAIDERS_RESOURCES"}
        env.update(
            QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
            XDG_CONFIG_HOME=str(Path(home) / "config"),
            XDG_DATA_HOME=str(Path(home) / "data"),
        )
        frozen_cmd = [str(executable(folder)), "--quit-after-paint"]
        source_cmd = [sys.executable, "-m", "rookraiders_desktop", "--quit-after-paint"]
        timed(frozen_cmd, env), timed(source_cmd, env)  # warm-up: page cache, .pyc files
        frozen, source = [], []
        for _ in range(runs):
            frozen.append(timed(frozen_cmd, env))
            source.append(timed(source_cmd, env))
    return statistics.median(frozen), statistics.median(source)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--built", type=Path, help="an app folder already built (dist/rookraiders-desktop)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        if args.built:
            folder = args.built
        else:
            start = time.perf_counter()
            folder = build(Path(tmp))
            print(f"built {folder} in {time.perf_counter() - start:.0f} s")
        size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
        frozen, source = compare(folder, args.runs)
    print(f"app folder: {size / 2**20:.0f} MiB")
    print(f"built app --quit-after-paint:                     {frozen * 1000:.0f} ms (median of {args.runs})")
    print(f"python -m rookraiders_desktop --quit-after-paint: {source * 1000:.0f} ms (median of {args.runs})")
    print(f"ratio built / source: {frozen / source:.2f} (target <= 1.5)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
