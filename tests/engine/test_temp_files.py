"""The temporary files of write_atomically: a write killed half-way leaves ".<name>.<8>.tmp" beside
the file; the next write of that file, and the app's start for its data folder, remove such
leftovers, and never anything else."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from rookraiders_desktop.engine.core.session import (
    STALE_TEMP_S,
    remove_stale_temps,
    write_atomically,
)

LONG_AGO = time.time() - 10 * STALE_TEMP_S


def leftover(folder: Path, name: str, age: float = LONG_AGO) -> Path:
    """A file as write_atomically names its temporary files (tempfile's 8 characters)."""
    path = folder / name
    path.write_text("half a save", encoding="utf-8")
    os.utime(path, (age, age))
    return path


def look_alikes(folder: Path) -> list[Path]:
    """Files that are not ours, whatever their age: other names, other patterns, a folder."""
    paths = [
        leftover(folder, name)
        for name in (
            "save.json.abcd1234.tmp",  # no leading dot
            ".save.json.abcd123.tmp",  # 7 characters
            ".save.json.ABCD1234.tmp",  # tempfile never uses capitals
            ".save.json.abcd1234.tmp.bak",
            ".save.json.abcd1234.temp",
            ".save.jsonx.abcd1234.tmp",  # ours, but of other files
            ".other.json.abcd1234.tmp",
            "notes.txt",
        )
    ]
    folder.joinpath(".save.json.dir12345.tmp").mkdir()
    return [*paths, folder / ".save.json.dir12345.tmp"]


def test_the_next_write_removes_the_stale_temporary_files_of_that_file_only(tmp_path: Path) -> None:
    ours = [leftover(tmp_path, name) for name in (".save.json.abcd1234.tmp", ".save.json.k_9x0q2z.tmp")]
    theirs = look_alikes(tmp_path)
    fresh = leftover(tmp_path, ".save.json.zzzz0000.tmp", age=time.time())  # maybe a write in progress
    write_atomically(tmp_path / "save.json", '{"a": 1}')
    assert (tmp_path / "save.json").read_text(encoding="utf-8") == '{"a": 1}'
    assert not any(path.exists() for path in ours)
    assert all(path.exists() for path in [*theirs, fresh])


def test_cleaning_a_folder_at_start_removes_every_stale_temporary_file_of_ours(tmp_path: Path) -> None:
    write_atomically(tmp_path / "autosave.json", "{}")
    ours = [leftover(tmp_path, name) for name in (".autosave.json.abcd1234.tmp", ".settings.ini.0a1b2c3d.tmp")]
    theirs = look_alikes(tmp_path)
    ours += [path for path in theirs if path.name in (".save.jsonx.abcd1234.tmp", ".other.json.abcd1234.tmp")]
    theirs = [path for path in theirs if path not in ours]
    removed = remove_stale_temps(tmp_path)
    assert sorted(removed) == sorted(ours) and not any(path.exists() for path in ours)
    assert all(path.exists() for path in theirs)
    assert (tmp_path / "autosave.json").read_text(encoding="utf-8") == "{}"


def test_a_missing_folder_is_no_error(tmp_path: Path) -> None:
    assert remove_stale_temps(tmp_path / "nowhere") == []


WRITER = """
import sys
from pathlib import Path
from rookraiders_desktop.engine.core.session import write_atomically
path, text = Path(sys.argv[1]), "[" + "1, " * 3_000_000 + "1]"
print("ready", flush=True)
while True:
    write_atomically(path, text)
"""


def test_a_write_killed_half_way_leaves_the_old_file_and_its_leftover_goes_at_the_next_write(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    write_atomically(path, "[0]")
    leftovers: list[Path] = []
    for _attempt in range(20):  # until a kill lands in the middle of a write
        writer = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE)
        try:
            assert writer.stdout is not None and writer.stdout.readline() == b"ready\n"
            leftovers = wait_for_temp(tmp_path, writer)
            os.kill(writer.pid, signal.SIGKILL)
        finally:
            writer.kill()
            writer.wait()
        leftovers = [p for p in leftovers if p.exists()]
        assert path.read_text(encoding="utf-8") in ("[0]", "[" + "1, " * 3_000_000 + "1]")  # never half
        if leftovers:
            break
    assert leftovers, "no kill landed in the middle of a write"
    for stale in leftovers:
        os.utime(stale, (LONG_AGO, LONG_AGO))
    write_atomically(path, "[2]")
    assert path.read_text(encoding="utf-8") == "[2]"
    assert not [p for p in tmp_path.iterdir() if p.name != path.name]


def wait_for_temp(folder: Path, writer: subprocess.Popen, timeout: float = 5.0) -> list[Path]:
    end = time.monotonic() + timeout
    while time.monotonic() < end and writer.poll() is None:
        temps = [p for p in folder.iterdir() if p.name.endswith(".tmp")]
        if temps:
            return temps
        time.sleep(0.001)
    return []
