"""Start-up (issue 17): the window paints before the replays and the rules help are built; after
the first paint the library is filled from the games' light listings, without the engine, and once
it has painted the window says it is ready (`--quit-when-ready` exits there); then the engine is
imported on a thread and the rest prepared step by step, and the window says it is prepared
(`--quit-when-prepared`); a clause link works before that too."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

# The app up to `ready` in a fresh process: what is imported then, what the library shows.
AT_READY = """
import sys
from PySide6.QtWidgets import QApplication
from rookraiders_desktop.ui.app import application
from rookraiders_desktop.ui.main_window import MainWindow
app = application(["test"])
window = MainWindow(autosave=True)
def ready():
    cards = window.library.cards
    print(list(cards), sorted(m for m in ("pydantic", "rookraiders_desktop.engine.registry",
          "rookraiders_desktop.bridge.session") if m in sys.modules),
          all(not card.cover.pixmap().isNull() for card in cards.values()),
          any(".scene" in m for m in sys.modules if m.startswith("rookraiders_desktop.ui.games")))
    QApplication.quit()
window.ready.connect(ready)
window.show()
app.exec()
"""


# New game… clicked the moment the app is ready: the dialog opens from the game's listing, before the
# engine is imported; confirming it brings the rules and starts the game.
NEW_GAME_AT_READY = """
import sys
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from rookraiders_desktop.ui.app import application
from rookraiders_desktop.ui.main_window import MainWindow
app = application(["test"])
window = MainWindow(autosave=False)
def ready():
    window.new_game("last_spell")
    dialog = window.dialog
    key, caption, box, _ = dialog.option_boxes[0]
    print("pydantic" in sys.modules, dialog.isVisible(), key, box.count(), dialog.count.maximum())
    box.setCurrentIndex(1)
    dialog.set_seats([("Ann", None), ("Ben", None)])
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    session = window.session
    print(session.game.game_id, session.setup.options, [s.name for s in session.setup.seats])
    QApplication.quit()
window.ready.connect(ready)
window.show()
app.exec()
"""


# The app up to its first paint in a fresh process: nothing of the engine is imported by then, nor
# Qt's `Qt` namespace (making its enums takes some 15 ms) when Qt for Python loads its types lazily.
AT_PAINT = """
import sys
import PySide6.QtCore
lazy = "QTimer" not in vars(PySide6.QtCore)
from rookraiders_desktop.ui import app
class Watch(app._FirstPaint):
    def eventFilter(self, watched, event):
        if event.type() == PySide6.QtCore.QEvent.Type.Paint and self.painted_at is None:
            print(sorted(m for m in ("pydantic", "rookraiders_desktop.engine.core.listing") if m in sys.modules),
                  lazy and "Qt" in vars(PySide6.QtCore))
        return super().eventFilter(watched, event)
app._FirstPaint = Watch
sys.exit(app.run_gui(["test", "--quit-after-paint"]))
"""


def private_env(tmp_path: Path) -> dict[str, str]:
    """Off screen, private data and settings folders, this checkout's app (whatever is installed)."""
    return {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path),
        "PYTHONPATH": str(Path(__file__).resolve().parents[2]),
    }


def test_the_window_paints_before_the_games_are_listed(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", AT_PAINT], env=private_env(tmp_path), capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[0] == "[] False"


def test_the_library_is_ready_before_the_engine_is_imported(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", AT_READY], env=private_env(tmp_path), capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    shown = "['rook_raiders', 'nameless_dark_lord', 'roguelight', 'last_spell']"
    assert done.stdout.split("\n")[0] == f"{shown} [] True False"  # no engine, no table; every cover drawn


def test_new_game_opens_at_once_when_ready_and_its_rules_come_when_confirmed(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", NEW_GAME_AT_READY],
        env=private_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    opened, started = done.stdout.split("\n")[:2]
    assert opened == "False True scenario 10 4"  # the dialog whole, the engine not imported
    assert started == "last_spell {'scenario': 'gildenberg_1'} ['Ann', 'Ben']"


def test_the_window_gets_ready_then_prepared_after_its_first_paint(qtbot, monkeypatch):
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
    assert window.is_ready and window.library.list.count() > 0 and not window.is_prepared
    with qtbot.waitSignal(window.prepared, timeout=30000):
        pass
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


def test_quit_when_ready_or_prepared_from_the_command_line(tmp_path: Path) -> None:
    for option in ("--quit-when-ready", "--quit-when-prepared"):
        done = subprocess.run(
            [sys.executable, "-m", "rookraiders_desktop", option],
            env=private_env(tmp_path),
            capture_output=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr
