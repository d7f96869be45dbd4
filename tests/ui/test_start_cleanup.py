"""At start (the work after the first paint), the temporary files that writes killed half-way left
in the data folder are removed; the autosave and every other file stay."""

from __future__ import annotations

import os
import time

from rookraiders_desktop.engine.core.session import STALE_TEMP_S


def test_warm_up_removes_stale_temporary_files_from_the_data_folder(qtbot, private_data_dir):
    from rookraiders_desktop.ui.startup import warm_up

    autosave = private_data_dir / "autosave.json"
    autosave.write_text("{}", encoding="utf-8")
    stale = time.time() - 10 * STALE_TEMP_S
    paths = {
        name: private_data_dir / name
        for name in (
            ".autosave.json.abcd1234.tmp",
            ".autosave.json.abcd1234.tmp.bak",
            "autosave.json.abcd1234.tmp",
            "errors.log",
        )
    }
    for path in paths.values():
        path.write_text("x", encoding="utf-8")
        os.utime(path, (stale, stale))
    warm_up()
    assert not paths[".autosave.json.abcd1234.tmp"].exists()
    assert all(path.exists() for name, path in paths.items() if name != ".autosave.json.abcd1234.tmp")
    assert autosave.read_text(encoding="utf-8") == "{}"
