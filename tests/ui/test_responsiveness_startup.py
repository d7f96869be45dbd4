"""Start-up (issue 17): the window paints before the replays and the rules help are built; after
the first paint the engine is imported on a thread and the rest prepared step by step, then the
window says it is ready (`--quit-when-ready` exits there); a clause link works before that too."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path


def test_the_window_gets_ready_after_its_first_paint(qtbot, monkeypatch):
    from rookraiders_desktop.ui import startup
    from rookraiders_desktop.ui.main_window import MainWindow

    threads = []
    real_import = startup.import_engine
    monkeypatch.setattr(startup, "import_engine", lambda: (threads.append(threading.current_thread()), real_import()))
    window = MainWindow(autosave=False)
    qtbot.addWidget(window)
    assert not window._parts and not window.is_ready  # nothing of it before the first paint
    assert not window.table_built  # the first screen is the library: the table comes later
    with qtbot.waitSignal(window.ready, timeout=30000):
        window.show()
    assert window.is_ready and window.library.list.count() > 0
    assert set(window._parts) | {"view"} == set(MainWindow.PARTS) and window.table_built
    assert threads and threads[0] is not threading.main_thread()  # the engine came in off the window's thread


def test_a_clause_link_opens_the_rules_help_built_on_first_use(qtbot, window):
    assert "rules_help" not in window._parts
    window.log.rule_link.emit("RR-8.6")
    assert "rules_help" in window._parts
    dialog = window.rules_help.dialog
    assert dialog is not None and dialog.isVisible()
    dialog.close()
    window.prompt.rule_link.emit("RR-8.6")  # heard once, by the rules help itself now
    assert dialog.isVisible()


def test_quit_when_ready_from_the_command_line(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path),
    }
    done = subprocess.run(
        [sys.executable, "-m", "rookraiders_desktop", "--quit-when-ready"], env=env, capture_output=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
