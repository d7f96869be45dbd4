"""Error reporting: an unexpected exception anywhere in the app (a slot, a timer, a thread) is
written with the time, the app version and the platform to `errors.log` in the user data folder
(beside the autosave) and shown in a dialog with a copyable report and where the game is saved.
The dialog is not fatal: the app goes on. Further errors while it is open are added to it (one
dialog at a time), and after MAX_DIALOGS reports only the log file hears of them.

    install(window=None)    sys.excepthook and threading.excepthook; returns the ErrorReporter
    uninstall()             the previous hooks again (tests)
"""

from __future__ import annotations

import datetime
import platform
import sys
import threading
import traceback
from pathlib import Path
from types import TracebackType
from typing import Any

import PySide6
from PySide6.QtCore import QObject, Qt, Signal, Slot, qVersion
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

LOG_NAME = "errors.log"
MAX_LOG_BYTES = 1_000_000  # then errors.log becomes errors.log.1 and a new one starts
MAX_DIALOGS = 20  # reports shown per run; later ones are only logged


def data_dir() -> Path:
    from ..bridge.session import data_dir as _data_dir

    return _data_dir()


def log_path() -> Path:
    return data_dir() / LOG_NAME


def format_report(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None, where: str = "") -> str:
    from .about import app_version

    now = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
    pyside = PySide6.__version__
    lines = [
        f"Time: {now}",
        f"Rook & Raiders Desktop {app_version()}",
        f"Platform: {platform.platform()}; Python {platform.python_version()}; Qt {qVersion()}; PySide6 {pyside}",
    ]
    if where:
        lines.append(f"Where: {where}")
    lines.append("".join(traceback.format_exception(exc_type, exc, tb)).rstrip())
    return "\n".join(lines) + "\n"


def write_log(report: str) -> Path | None:
    """Append `report` to errors.log; None if even that fails (the disk is full, ...)."""
    try:
        path = log_path()
        if path.exists() and path.stat().st_size > MAX_LOG_BYTES:
            path.replace(path.with_name(LOG_NAME + ".1"))
        with path.open("a", encoding="utf-8") as f:
            f.write(report)
            f.write("-" * 72 + "\n")
        return path
    except OSError:  # the disk is full, the folder cannot be written: the dialog still shows the report
        return None


def autosave_text() -> str:
    translate = QApplication.translate  # (named so: lupdate reads tr(a, b) as tr(text, disambiguation))
    from ..bridge.autosaves import autosave_files, folder

    try:
        newest = autosave_files()  # the game on the table writes its own after every action
        path = newest[0] if newest else folder()
    except OSError:  # the data folder cannot be made
        return translate("ErrorDialog", "The autosave folder cannot be found.")
    if newest:
        return translate(
            "ErrorDialog",
            "Your game is saved at {path} (written after every action). The app goes on: "
            "you can keep playing, or open that file later.",
        ).format(path=path)
    return translate("ErrorDialog", "No game is saved yet; the autosave will be written at {path}.").format(path=path)


class ErrorDialog(QDialog):
    """The report (read-only, selectable), a Copy button, where the game is saved, Close."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("error_dialog")
        self.setWindowTitle(self.tr("Something went wrong"))
        self.setWindowModality(Qt.WindowModality.NonModal)
        self.count = 0
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.heading.setFont(font)
        self.saved = QLabel()
        self.saved.setWordWrap(True)
        self.saved.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.log_note = QLabel()
        self.log_note.setWordWrap(True)
        self.log_note.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.report = QPlainTextEdit()
        self.report.setReadOnly(True)
        self.report.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.report.setAccessibleName(self.tr("Error report"))
        self.report.setMinimumSize(640, 260)
        self.copy = QPushButton(self.tr("&Copy the report"))
        self.copy.clicked.connect(self.copy_report)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.copy, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.close)
        self.buttons = buttons
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.saved)
        layout.addWidget(self.report, 1)
        layout.addWidget(self.log_note)
        layout.addWidget(buttons)

    def add(self, report: str, log: Path | None) -> None:
        self.count += 1
        if self.count == 1:
            self.heading.setText(
                self.tr(
                    "An unexpected error happened. Please send this report to the "
                    "developers (Copy puts it on the clipboard)."
                )
            )
            self.report.setPlainText(report)
        else:
            self.heading.setText(
                self.tr(
                    "{count} unexpected errors happened. Please send this report to the "
                    "developers (Copy puts it on the clipboard)."
                ).format(count=self.count)
            )
            self.report.appendPlainText("\n" + report)
        self.saved.setText(autosave_text())
        self.log_note.setText(
            self.tr("The report is also written to {path}.").format(path=log)
            if log
            else self.tr("The report could not be written to the log file.")
        )

    def text(self) -> str:
        return "\n".join((self.heading.text(), self.saved.text(), self.report.toPlainText(), self.log_note.text()))

    def copy_report(self) -> None:
        QApplication.clipboard().setText(self.report.toPlainText())
        self.copy.setText(self.tr("Copied"))


class ErrorReporter(QObject):
    """Receives reports from any thread; shows them in the GUI thread."""

    reported = Signal(str, str)  # report, log path ("" if not written)

    def __init__(self, window: QWidget | None = None):
        super().__init__()
        self.window = window
        self.dialog: ErrorDialog | None = None
        self.shown = 0
        self.reports: list[str] = []
        self._busy = False
        self.reported.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def report(
        self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None, where: str = ""
    ) -> None:
        report = format_report(exc_type, exc, tb, where)
        log = write_log(report)
        self.reports.append(report)
        try:
            if sys.__stderr__ is not None:
                sys.__stderr__.write(report)  # for a terminal, too
        except (OSError, ValueError):  # a closed or broken terminal
            pass
        self.reported.emit(report, str(log) if log else "")

    @Slot(str, str)
    def _show(self, report: str, log: str) -> None:
        if self._busy:
            return
        self._busy = True  # an error while showing the dialog must not show another one
        try:
            if self.dialog is not None and self.dialog.isVisible():
                self.dialog.add(report, Path(log) if log else None)
                return
            if self.shown >= MAX_DIALOGS:
                return
            self.shown += 1
            parent = self.window if self.window is not None and self.window.isVisible() else None
            self.dialog = ErrorDialog(parent)
            self.dialog.add(report, Path(log) if log else None)
            self.dialog.show()
            self.dialog.raise_()
        except Exception:  # noqa: BLE001 - the top-level handler: showing a report failed; it is in the log, and
            pass  # raising here would report that failure again, in a loop
        finally:
            self._busy = False


_reporter: ErrorReporter | None = None
_previous: tuple[Any, Any] | None = None


def install(window: QWidget | None = None) -> ErrorReporter:
    """Route every uncaught exception (main thread and other threads) to the reporter."""
    global _reporter, _previous
    if _reporter is None:
        _reporter = ErrorReporter(window)
        _previous = (sys.excepthook, threading.excepthook)
    elif window is not None:
        _reporter.window = window
    reporter = _reporter

    def excepthook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        try:
            reporter.report(exc_type, exc, tb)
        except Exception:  # noqa: BLE001 - the top-level handler: if reporting fails, Python's own hook tells
            sys.__excepthook__(exc_type, exc, tb)

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit:
            return
        try:
            name = args.thread.name if args.thread is not None else "?"
            reporter.report(
                args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback, where=f"thread {name}"
            )
        except Exception:  # noqa: BLE001 - the top-level handler: if reporting fails, Python's own hook tells
            threading.__excepthook__(args)

    sys.excepthook = excepthook
    threading.excepthook = thread_hook
    return reporter


def uninstall() -> None:
    global _reporter, _previous
    if _previous is not None:
        sys.excepthook, threading.excepthook = _previous
    if _reporter is not None and _reporter.dialog is not None:
        _reporter.dialog.close()
    _reporter, _previous = None, None


def reporter() -> ErrorReporter | None:
    return _reporter
