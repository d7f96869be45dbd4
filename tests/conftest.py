"""What every test shares: a test's windows and dialogs never outlive it."""

from __future__ import annotations

import sys

import pytest


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_teardown(item):
    """When a test ends, its main windows close without the Save / Discard / Cancel question, and
    any dialog it left open is dismissed: an open question is a modal box that would take the next
    tests' clicks, so one failure would fail many. (A hook, as pytest-qt closes the test's widgets
    in this hook, before any fixture's teardown.)"""
    widgets = sys.modules.get("PySide6.QtWidgets")
    app = widgets.QApplication.instance() if widgets is not None else None
    if app is not None:
        for widget in widgets.QApplication.topLevelWidgets():
            if hasattr(widget, "_may_close"):
                widget._may_close = True
    yield
    if app is not None:
        for widget in widgets.QApplication.topLevelWidgets():
            if isinstance(widget, widgets.QDialog) and widget.isVisible():
                widget.reject()
