"""The About dialog (versions, licences, provenance of the game data) and error reporting: an
uncaught exception is logged to errors.log and shown in one non-fatal dialog (issue 3)."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.ui import errors
from rookraiders_desktop.ui.about import AboutDialog, app_version, given_clause


def test_about_lists_versions_licences_and_provenance(qtbot, window):
    window.act_about.trigger()
    dialog = window.about_dialog
    qtbot.waitExposed(dialog)
    about = dialog.about_label.text()
    assert app_version() == "0.1.0" and "Version 0.1.0" in about
    for name in ("Python", "Qt", "PySide6", "pydantic"):
        assert f"<td>{name}</td>" in about
    licences = dialog.licences_label.text()
    assert "LGPLv3" in licences and "MIT" in licences and "PSF" in licences
    for name in ("Qt 6", "PySide6", "pydantic", "Python"):
        assert name in licences
    rows = list(dialog.data_rows())
    # a value the rulebook gives: Warrior★'s modifier, from worked example RR-EX4
    warrior = {field: (value, source) for group, entry, field, value, source in rows if entry.startswith("Warrior★")}
    assert warrior["modifier"] == ("1", "Rulebook: RR-EX4")
    assert warrior["cost"] == ("2", "Designed")
    # a wholly designed card, and the rules file
    archer = {field: source for _, entry, field, _, source in rows if entry.startswith("Archer")}
    assert archer and set(archer.values()) == {"Designed"}
    rules = {
        field: source
        for group, _, field, _, source in rows
        if group.startswith("Rook & Raiders") and group.endswith("rules.json")
    }
    assert rules["victory_threat"] == "Rulebook: RR-19.4"
    assert rules["markers_per_player"].startswith("Rulebook: RR-2.5")
    groups = {group for group, *_ in rows}
    # every registered game's data: Rook & Raiders' four files plus Expansion 2's units and
    # monsters (expansion2.json), and The Nameless Dark Lord's decks
    assert sum(g.startswith("Rook & Raiders") for g in groups) == 7
    trap = {field: source for _, entry, field, _, source in rows if entry.startswith("Trap")}
    assert trap, "the Trap and Rest 2, single objects in expansion2.json, are listed too"
    assert any(g.startswith("The Nameless Dark Lord") and g.endswith("(level1.json)") for g in groups)
    assert "Warrior (Lv.2)  ウォーリア(Lv.2)" in {e for g, e, *_ in rows if g.endswith("(units.json)")}
    # a card the rulebook never mentions is designed through and through
    forest = {field: source for _, entry, field, _, source in rows if entry.startswith("Dark Forest")}
    assert forest and set(forest.values()) == {"Designed"}
    bomber = {field: source for _, entry, field, _, source in rows if entry.startswith("Goblin Bomber")}
    assert bomber["power"] == "Rulebook: ND-20.1"
    given, designed = dialog.totals
    assert given > 50 and designed > 50
    dialog.close()


def test_given_keys_name_fields_groups_and_all():
    assert given_clause("skill.modifier", {"modifier/hp": "RR-EX16"}) == "RR-EX16"
    assert given_clause("hp", {"modifier/hp": "RR-EX16"}) == "RR-EX16"
    assert given_clause("skill.hits", {"skill": "RR-EX6"}) == "RR-EX6"
    assert given_clause("markers_total", {"markers": "RR-2.5"}) == "RR-2.5"
    assert given_clause("start_honour", {"honour": "RR-4.9"}) == "RR-4.9"
    assert given_clause("leader_gold", {"all": "RR-7.1"}) == "RR-7.1"
    assert given_clause("cost", {"copies": "RR-4.4"}) is None
    assert given_clause("own_area_columns", {"columns/lines": "RR-D1"}) is None


def test_about_survives_broken_data(qtbot, tmp_path, monkeypatch):
    from rookraiders_desktop.engine.games.rook_raiders import content

    monkeypatch.setenv("ROOKRAIDERS_RESOURCES", str(tmp_path))  # no data files there
    content.load_content.cache_clear()
    try:
        dialog = AboutDialog()
        qtbot.addWidget(dialog)
        rows = [dialog.tree.topLevelItem(i).text(0) for i in range(dialog.tree.topLevelItemCount())]
        assert rows == ["The game data does not load"]
    finally:
        monkeypatch.delenv("ROOKRAIDERS_RESOURCES")
        content.load_content.cache_clear()


@pytest.fixture
def reporter(window):
    installed = errors.install(window)
    yield installed
    errors.uninstall()


def _boom() -> None:
    raise ZeroDivisionError("kaboom in a slot")


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_is_logged_and_shown(qtbot, window, reporter, private_data_dir):
    window.start_game("rook_raiders", Setup(seats=[SeatSetup(name="Solo")]), seed=1)  # the autosave exists
    QTimer.singleShot(0, _boom)  # raised inside a Qt callback, like a slot
    qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible())
    log = (private_data_dir / "errors.log").read_text(encoding="utf-8")
    assert "ZeroDivisionError: kaboom in a slot" in log and "Traceback" in log
    assert "Rook & Raiders Desktop 0.1.0" in log and "Platform:" in log and "Time:" in log
    dialog = reporter.dialog
    text = dialog.text()
    assert "ZeroDivisionError: kaboom in a slot" in text
    assert f"Your game is saved at {window.session.core.autosave_path}" in text
    assert window.session.core.autosave_path.parent == private_data_dir
    assert str(private_data_dir / "errors.log") in text
    assert dialog.report.isReadOnly()
    dialog.copy.click()
    assert "kaboom in a slot" in QApplication.clipboard().text()

    # more errors while it is open: added to the same dialog, never a pile of dialogs
    for _ in range(3):
        QTimer.singleShot(0, _boom)
    qtbot.waitUntil(lambda: dialog.count == 4)
    assert reporter.shown == 1
    assert [w for w in QApplication.topLevelWidgets() if isinstance(w, errors.ErrorDialog) and w.isVisible()] == [
        dialog
    ]
    assert (private_data_dir / "errors.log").read_text(encoding="utf-8").count("ZeroDivisionError: kaboom") == 4

    # and the app goes on: the game can still be played
    dialog.close()
    before = len(window.session.core.history)
    window.choose(window.session.legal_actions(0)[0])
    assert len(window.session.core.history) == before + 1


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_thread_is_reported_in_the_gui_thread(qtbot, window, reporter, private_data_dir):
    def work() -> None:
        raise ValueError("broken in a worker thread")

    thread = threading.Thread(target=work, name="worker")
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible())
    assert "ValueError: broken in a worker thread" in reporter.dialog.text()
    assert "No game is saved yet" in reporter.dialog.text()
    log = (private_data_dir / "errors.log").read_text(encoding="utf-8")
    assert "Where: thread worker" in log


@pytest.mark.qt_no_exception_capture
def test_dialogs_stop_after_the_limit_but_the_log_goes_on(qtbot, window, reporter, private_data_dir, monkeypatch):
    monkeypatch.setattr(errors, "MAX_DIALOGS", 1)
    QTimer.singleShot(0, _boom)
    qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible())
    reporter.dialog.close()
    QTimer.singleShot(0, _boom)
    qtbot.waitUntil(lambda: len(reporter.reports) == 2)
    qtbot.wait(20)
    assert not reporter.dialog.isVisible() and reporter.shown == 1
    assert (private_data_dir / "errors.log").read_text(encoding="utf-8").count("ZeroDivisionError: kaboom") == 2
