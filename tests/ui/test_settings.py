"""Settings (issue 3): the QSettings wrapper round-trips every value and falls back to the
defaults on anything invalid; the window remembers itself, the seats and the zoom; the
Preferences dialog applies language, motion and UI scale at once without touching the game."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtWidgets import QApplication

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import state_hash
from rookraiders_desktop.ui.settings import DEFAULTS, ZOOM_FIT, SeatMemory, Settings

SEATS = SeatMemory(3, [("Ann", None), ("Ben", "greedy"), ("千代", "random"), ("Daichi", None)], "hard")


def ini(path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


def test_settings_round_trip(tmp_path):
    path = tmp_path / "settings.ini"
    s = Settings(ini(path))
    s.language = "ja"
    s.animation_speed = "fast"
    s.reduced_motion = True
    s.zoom = 1.5
    s.ui_scale = 175
    s.geometry = QByteArray(b"\x01\xd9\xd0\xcb geometry")
    s.window_state = QByteArray(b"\x00state\xff")
    s.set_splitter_sizes("table", [1100, 340])
    s.set_splitter_sizes("side", [250, 600])
    s.set_last_seats("rook_raiders", SEATS)
    s.sync()
    del s

    again = Settings(ini(path))  # a new wrapper over the same file
    assert again.values() == {
        "language": "ja",
        "animation_speed": "fast",
        "reduced_motion": True,
        "zoom": 1.5,
        "ui_scale": 175,
    }
    assert again.geometry == QByteArray(b"\x01\xd9\xd0\xcb geometry")
    assert again.window_state == QByteArray(b"\x00state\xff")
    assert again.splitter_sizes("table") == [1100, 340] and again.splitter_sizes("side") == [250, 600]
    assert again.last_seats("rook_raiders") == SEATS
    assert again.last_seats("roguelight") is None
    assert again.bot_delay_ms == 120 and again.tumble_ms == 0  # reduced motion: paced bots, no animation


def test_fresh_settings_are_the_defaults(tmp_path):
    s = Settings(ini(tmp_path / "none.ini"))
    assert s.values() == {
        "language": "system",
        "animation_speed": "normal",
        "reduced_motion": False,
        "zoom": ZOOM_FIT,
        "ui_scale": 100,
    }
    assert s.geometry is None and s.window_state is None and s.splitter_sizes("table") is None
    assert s.bot_delay_ms == 350 and s.tumble_ms > 0


def test_invalid_stored_values_fall_back_to_the_defaults(tmp_path):
    path = tmp_path / "broken.ini"
    raw = ini(path)
    for key, value in {
        "language": "klingon",
        "motion/speed": "ludicrous",
        "motion/reduced": "perhaps",
        "view/zoom": "abc",
        "view/ui_scale": 900,
        "window/geometry": "not bytes",
        "window/splitter/table": "a,b",
        "window/splitter/side": "-5,10",
        "seats/rook_raiders": "{not json",
        "seats/roguelight": '{"count": 9, "seats": []}',
        "seats/last_spell": '{"count": 1, "seats": [{"name": "X", "bot": "evil"}]}',
    }.items():
        raw.setValue(key, value)
    raw.sync()
    s = Settings(ini(path))
    assert s.language == DEFAULTS["language"]
    assert s.animation_speed == DEFAULTS["motion/speed"]
    assert s.reduced_motion is DEFAULTS["motion/reduced"]
    assert s.zoom == DEFAULTS["view/zoom"] and s.ui_scale == DEFAULTS["view/ui_scale"]
    assert s.geometry is None
    assert s.splitter_sizes("table") is None and s.splitter_sizes("side") is None
    assert s.last_seats("rook_raiders") is None and s.last_seats("roguelight") is None
    assert s.last_seats("last_spell") is None
    raw.setValue("view/zoom", 99)  # out of range
    raw.setValue("view/ui_scale", "150")  # a number written as text is fine
    raw.sync()
    s = Settings(ini(path))
    assert s.zoom == ZOOM_FIT and s.ui_scale == 150
    s.animation_speed = "warp"  # setters refuse nonsense too
    s.ui_scale = 20
    assert s.animation_speed == "normal" and s.ui_scale == 100


def test_window_remembers_geometry_splitters_zoom_and_seats(qtbot):
    from rookraiders_desktop.ui.main_window import MainWindow

    first = MainWindow(bot_delay_ms=0, load_after_paint=False)
    qtbot.addWidget(first)
    first.resize(734, 577)  # within the offscreen screen (800 x 800)
    first.show()
    qtbot.waitExposed(first)
    first.table.setSizes([500, 234])
    first.new_game("rook_raiders")
    dialog = first.dialog
    dialog.set_seats([("Ann", None), ("Ben", "greedy"), ("Chiyo", "random")])
    dialog.names[3].setText("Dai")
    dialog.accept()
    assert first.session is not None
    first.view.zoom_in()
    zoom = first.view.zoom
    first.close()
    saved = Settings().splitter_sizes("table")  # what the layout made of 500 (7 : 3 stretch: a pixel either way)
    assert saved is not None and sum(saved) == 730 and abs(saved[1] - 234) <= 1

    second = MainWindow(bot_delay_ms=0, load_after_paint=False)
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    assert (second.width(), second.height()) == (734, 577)
    second.new_game("rook_raiders")
    dialog = second.dialog
    assert dialog.count.value() == 3
    assert [n.text() for n in dialog.names] == ["Ann", "Ben", "Chiyo", "Dai"]
    assert [k.currentIndex() for k in dialog.kinds[:3]] == [0, 2, 5]  # human, Normal (greedy), random
    dialog.accept()
    assert second.table.sizes() == saved  # restored as saved
    assert abs(second.view.zoom - zoom) < 1e-6  # the new table opens at the remembered zoom
    second.view.fit()  # View ▸ Fit the table
    second.close()
    assert Settings().zoom == ZOOM_FIT  # "Fit the table" is remembered as such


def test_solo_difficulty_is_remembered(qtbot, window):
    window.new_game("rook_raiders")
    dialog = window.dialog
    dialog.count.setValue(1)
    dialog.difficulty.setCurrentIndex(3)
    dialog.accept()
    assert window.session.setup.options["solo_difficulty"] == "hard"
    window.new_game("rook_raiders")
    assert window.dialog.count.value() == 1 and window.dialog.difficulty.currentIndex() == 3
    window.dialog.reject()


def test_preferences_apply_at_once_and_keep_the_game(qtbot):
    from rookraiders_desktop.ui import i18n
    from rookraiders_desktop.ui.main_window import MainWindow

    window = MainWindow(load_after_paint=False)  # bot pacing from the settings
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.start_game("rook_raiders", Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Bot", bot="greedy")]), seed=3)
    before = state_hash(window.session.state)
    session = window.session
    app = QApplication.instance()
    points = app.font().pointSizeF()
    window.act_preferences.trigger()
    dialog = window.prefs.dialog
    assert dialog is not None and dialog.isVisible()
    dialog.speed.setCurrentIndex(dialog.speed.findData("slow"))
    dialog.reduced.setChecked(True)
    dialog.ui_scale.setCurrentIndex(dialog.ui_scale.findData(200))
    dialog.language.setCurrentIndex(dialog.language.findData("ja"))
    try:
        dialog.apply()
        assert window.session is session and state_hash(session.state) == before  # the game goes on
        assert window.bot_delay_ms == 900 and session.bot_delay_ms == 900
        assert window.settings.tumble_ms == 0
        assert not QApplication.isEffectEnabled(Qt.UIEffect.UI_AnimateMenu)  # Qt's own animations too
        assert abs(app.font().pointSizeF() - 2 * points) < 0.01
        assert window.view.base_scale == 2.0
        assert "font-size: 48px" in window.library.title.styleSheet()  # style sheets scale too
        assert i18n.current_language() == "ja"
        assert Settings().values()["ui_scale"] == 200  # and it is stored
    finally:
        dialog.restore_defaults()
        dialog.language.setCurrentIndex(dialog.language.findData("en"))
        dialog.apply()
        dialog.close()
    assert abs(app.font().pointSizeF() - points) < 0.01
    assert i18n.current_language() == "en"
    window.close()


def test_dice_tumble_is_only_a_picture(qtbot, window):
    from rookraiders_desktop.ui.items import DieItem
    from rookraiders_desktop.ui.motion import roll_dice

    window.start_game("rook_raiders", Setup(seats=[SeatSetup(name="Solo")]), seed=1)
    die = window.scene.item(("die", 0))
    assert isinstance(die, DieItem)
    die.set_look(type(die.look)(4))
    animations = roll_dice([die], 120)
    assert len(animations) == 1
    seen = []
    animations[0].valueChanged.connect(lambda _: seen.append((die.rotation(), die.look.value)))
    qtbot.waitUntil(lambda: die.tumbling is None, timeout=3000)
    assert any(rotation != 0 for rotation, _ in seen)  # it spun
    assert {value for _, value in seen} == {4}  # the rolled value never changed, only the drawing
    assert die.rotation() == 0 and die.scale() == 1.0 and die.shown_face is None
    window.settings.reduced_motion = True
    assert window.settings.tumble_ms == 0
    window.prefs.after_events([type("E", (), {"kind": "dice"})()])
    assert die.tumbling is None  # reduced motion: no animation at all
