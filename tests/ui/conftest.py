"""pytest-qt fixtures for the UI tests: offscreen Qt, a private data folder for autosaves, and a
main window with bots that answer at once."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ROOKRAIDERS_LANGUAGE", "en")  # tests read English unless they switch

import pytest

import rookraiders_desktop.ui  # noqa: F401  (applies the Qt for Python work-arounds first)


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path, monkeypatch):
    """Autosaves go to a temporary folder, never to the real user data folder."""
    from rookraiders_desktop.bridge import session

    folder = tmp_path / "appdata"
    folder.mkdir()
    monkeypatch.setattr(session, "data_dir", lambda: folder)
    return folder


@pytest.fixture(autouse=True)
def private_settings(tmp_path):
    """QSettings() writes to a temporary INI file, never to the user's settings."""
    from PySide6.QtCore import QSettings

    folder = tmp_path / "settings"
    folder.mkdir()
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.SystemScope, str(folder / "system"))
    return folder


@pytest.fixture(autouse=True)
def english_afterwards():
    """A test that switches the interface language leaves it in English for the next one."""
    yield
    from rookraiders_desktop.ui import i18n

    if i18n.current_language() != "en":
        i18n.set_language("en")


@pytest.fixture
def window(qtbot):
    from rookraiders_desktop.ui.main_window import MainWindow

    w = MainWindow(bot_delay_ms=0, load_after_paint=False)
    w.resize(1400, 900)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    if w.session is not None:
        w.session.close()
