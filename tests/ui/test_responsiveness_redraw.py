"""One move's redraw does no work it can skip (issue 17): the prompt measures its labels once per
redraw, however many of its texts change, and The Last Spell's hundreds of click squares are made
once, kept by every redraw and never painted (they are transparent); its heroes' cards are made again
only when what they show changed."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QRectF, QTimer
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QLabel, QWidget

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.ui.games.last_spell.board import LSCellItem
from rookraiders_desktop.ui.items.base import TableItem

LS = "last_spell"


def two_heroes() -> Setup:
    return Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Ben")], options={"scenario": "gildenberg_1"})


def test_a_redraw_fits_the_prompt_once(qtbot, window, monkeypatch):
    window.start_game(LS, two_heroes(), seed=3)
    prompt = window.prompt
    measured: list[int] = []
    heights = prompt._heights
    monkeypatch.setattr(prompt, "_heights", lambda: measured.append(1) or heights())
    window.refresh()
    assert len(measured) == 1  # title, hint, choices, picks, thinking and status set: one fit
    prompt.set_status("Not allowed")  # outside a redraw a change fits at once
    assert len(measured) == 2
    with prompt.batched(), prompt.batched():
        prompt.set_prompt("A", "B")
        prompt.set_actions([], str)
    assert len(measured) == 3 and prompt.title.text() == "A"


def test_a_redraw_asks_the_rules_for_the_legal_actions_once(qtbot, window, monkeypatch):
    window.start_game(LS, two_heroes(), seed=3)
    game = window.session.game
    asked: list[int] = []
    legal = game.legal_actions
    monkeypatch.setattr(game, "legal_actions", lambda state, seat: asked.append(seat) or legal(state, seat))
    window.refresh()
    assert asked == [0]  # the table's tools and the prompt's choices from one answer
    assert window.scene.legal and window.prompt.buttons


def test_the_ls_board_squares_are_kept_and_not_painted(qtbot, window):
    window.start_game(LS, two_heroes(), seed=3)
    scene = window.scene
    squares = [item for item in scene.items() if isinstance(item, LSCellItem)]
    assert squares and all(item.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents for item in squares)
    first = scene.items_with_key(("cell", 0, 0))
    window.refresh()
    window.refresh()
    again = [item for item in scene.items() if isinstance(item, LSCellItem)]
    assert set(again) == set(squares)  # the same items, no new ones, none lost
    assert scene.items_with_key(("cell", 0, 0)) == first  # still found by their click keys
    assert scene.item(("cellitem", 0, 0)) is first[0]


def test_a_spawn_card_drawn_repaints_the_counters_not_the_printed_board(qtbot, window):
    window.start_game(LS, two_heroes(), seed=3)
    scene = window.scene
    board, counters = scene.item("board"), scene.item("board_counters")
    printed, before = board.look, counters.look
    state = window.session.state
    pile = next(p for p in state.spawn_piles.values() if p)
    pile.pop()  # a spawn card drawn (by hand, then the table is redrawn)
    window.refresh()
    assert scene.item("board") is board and board.look is printed  # the fog and stones stay cached
    assert counters.look != before and counters.zValue() > board.zValue()
    left = {number: cards for number, *_, cards in counters.look.spawns}
    assert sorted(left.values()) != sorted(cards for *_, cards in before.spawns)


def test_a_label_is_measured_again_only_when_it_changed(qtbot, window, monkeypatch):
    window.start_game(LS, two_heroes(), seed=3)
    prompt = window.prompt
    window.refresh()
    measured: list[QWidget] = []
    full_height = prompt.full_height
    monkeypatch.setattr(prompt, "full_height", lambda w, width: measured.append(w) or full_height(w, width))
    window.refresh()  # nothing changed: no label is laid out again (the buttons are measured as ever)
    assert not [w for w in measured if isinstance(w, QLabel)]
    measured.clear()
    prompt.set_status("Not allowed: " + "a long reason " * 12)
    assert [w for w in measured if isinstance(w, QLabel)] == [prompt.status]  # the changed label, once
    assert prompt.status.minimumHeight() >= prompt.status.heightForWidth(prompt.status.width()) > 0


def table_picture(scene) -> QImage:
    image = QImage(scene.sceneRect().size().toSize(), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), scene.sceneRect())
    painter.end()
    return image


def test_a_hero_card_is_kept_until_what_it_shows_changes(qtbot, window, monkeypatch):
    window.start_game(LS, two_heroes(), seed=3)
    scene = window.scene
    made: list[int] = []
    hero_card = scene._hero_card
    monkeypatch.setattr(scene, "_hero_card", lambda v, h, y: made.append(h.index) or hero_card(v, h, y))
    card = scene.item(("herocard", 0))
    keys = {key for card_of in scene._hero_cards.values() for _, key, _ in card_of.placed} - {None}
    picture = table_picture(scene)
    window.refresh()
    assert made == [] and scene.item(("herocard", 0)) is card  # nothing changed: both cards kept
    assert keys and all(scene.items_with_key(key) for key in keys)  # their chips still take their clicks
    assert table_picture(scene) == picture
    hero = window.session.state.heroes[0]
    hero.wounds += 1  # a wound (by hand, then the table is redrawn)
    window.refresh()
    assert made == [0] and scene.item(("herocard", 0)) is card and card.look.wounds == hero.wounds
    assert table_picture(scene) != picture
    hero.wounds -= 1
    window.refresh()
    assert made == [0, 0] and table_picture(scene) == picture  # made again, as it was


def test_a_hero_card_is_made_again_in_the_other_language(qtbot, window, monkeypatch):
    from rookraiders_desktop.ui.i18n import set_language

    window.start_game(LS, two_heroes(), seed=3)
    scene = window.scene
    english = scene.item(("herocard", 0)).look.captions
    set_language("ja")
    try:
        window.refresh()
        assert scene.item(("herocard", 0)).look.captions != english
    finally:
        set_language("en")
    window.refresh()
    assert scene.item(("herocard", 0)).look.captions == english


def test_a_last_move_mark_that_stays_is_kept(qtbot, window, monkeypatch):
    window.start_game(LS, two_heroes(), seed=3)
    scene = window.scene
    marked = [(("cell", 0, 0), "from A1"), (("cell", 1, 0), "from B1")]
    monkeypatch.setattr(scene, "last_move_marks", lambda events: list(marked))
    scene.show_last_move([object()])
    first = list(scene._last_marks)
    scene.show_last_move(None)  # after a re-sync: the same marks, kept (not painted again)
    assert scene._last_marks == first and len(first) == 2
    marked[1] = (("cell", 1, 0), "attacked")  # one mark's words change, another mark comes
    marked.append((("cell", 2, 0), "from C1"))
    scene.show_last_move(None)
    kept, *new = scene._last_marks
    assert kept is first[0] and first[1] not in new and first[1].scene() is None
    assert [m.look.caption for m in new] == ["attacked", "from C1"]
    assert all(m.scene() is scene for m in scene._last_marks)


def test_a_highlight_that_stays_is_kept_and_a_tool_s_keeps_its_badge_aside(qtbot, window):
    from rookraiders_desktop.ui.games.badges import AsideMark
    from rookraiders_desktop.ui.items import MarkItem, MarkLook

    window.start_game(LS, two_heroes(), seed=3)
    scene = window.scene
    tool = next(key for key in scene._by_key if isinstance(key, tuple) and key[0] == "tool")
    marks = {("cell", 0, 0): MarkLook("move"), ("cell", 1, 0): MarkLook("move"), tool: MarkLook("select")}
    scene.set_marks(marks)
    first = {m.key: m for m in scene._marks}
    assert isinstance(first[tool], AsideMark) and type(first[("cell", 0, 0)]) is MarkItem
    scene.set_marks(dict(marks))  # the next redraw: the same marks, kept (not made or painted again)
    assert {m.key: m for m in scene._marks} == first
    scene.set_marks({("cell", 0, 0): MarkLook("target"), ("cell", 1, 0): MarkLook("move")})
    now = {m.key: m for m in scene._marks}
    assert now[("cell", 1, 0)] is first[("cell", 1, 0)] and now[("cell", 0, 0)] is not first[("cell", 0, 0)]
    assert now[("cell", 0, 0)].look.kind == "target" and first[tool].scene() is None
    assert first[("cell", 0, 0)].scene() is None and all(m.scene() is scene for m in now.values())


def test_a_monster_is_described_again_only_when_it_changed(qtbot, window, monkeypatch):
    window.start_game(LS, two_heroes(), seed=3)
    scene = window.scene
    state = window.session.state
    monster = state.monsters[0] if state.monsters else None
    if monster is None:  # none on the board yet: put one there (by hand, then the table is redrawn)
        from rookraiders_desktop.engine.games.last_spell.models import Monster

        monster = Monster(id=99, kind="runner", cell=(10, 10), facing="S")
        state.monsters.append(monster)
    window.refresh()
    described: list[int] = []
    tip = scene._monster_tip
    monkeypatch.setattr(scene, "_monster_tip", lambda m, stunned: described.append(m.id) or tip(m, stunned))
    item = scene.item(("monster", monster.id))
    words = item.toolTip()
    window.refresh()
    assert described == [] and item.toolTip() == words
    monster.wounds += 1
    window.refresh()
    assert described == [monster.id] and item.look.wounds == monster.wounds and item.toolTip() != words


def test_the_window_gets_the_interpreter_back_within_a_millisecond_while_a_bot_thinks(qtbot):
    import sys

    from rookraiders_desktop.ui.app import SWITCH_INTERVAL_S, application

    sys.setswitchinterval(0.005)  # Python's default
    application()
    assert sys.getswitchinterval() == SWITCH_INTERVAL_S <= 0.001  # (bench_responsiveness: redraw_ms)


class Paints(QObject):
    """Notes each paint of a window's table in `seen` ("off screen": a new table drawn before its
    first paint, ui/pacing.py)."""

    def __init__(self, window: Any, seen: list[str]) -> None:
        super().__init__()
        self.seen = seen
        self.pacer = window.pacer
        window.view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.seen.append("off screen" if self.pacer.warming else "paint")
        return False


def test_a_table_opened_as_the_window_first_shows_is_painted(qtbot):
    from rookraiders_desktop.ui.main_window import MainWindow

    fresh = MainWindow(bot_delay_ms=0, autosave=False, load_after_paint=False)
    qtbot.addWidget(fresh)
    fresh.show()
    seen: list[str] = []
    spy = Paints(fresh, seen)
    fresh.start_game(LS, two_heroes(), seed=3)  # before the window's first paint
    qtbot.waitUntil(lambda: "paint" in seen)
    seen.clear()
    fresh.view.viewport().update()
    qtbot.waitUntil(lambda: "paint" in seen)
    fresh.view.viewport().removeEventFilter(spy)
    fresh.close()


def test_the_event_loop_turns_between_a_moves_redraw_and_its_paint(qtbot, window):
    """A move's redraw and its paint are the window's two longest pieces of work: a turn of the
    event loop between them (a timer, an animation, a click run there) halves its longest pause."""
    window.start_game(LS, two_heroes(), seed=3)
    seen: list[str] = []
    spy = Paints(window, seen)
    turn = QTimer()
    turn.setInterval(0)
    turn.timeout.connect(lambda: seen.append("turn"))
    turn.start()
    qtbot.wait(30)
    seen.clear()
    window.choose(window.session.legal_actions(0)[0])
    qtbot.waitUntil(lambda: "paint" in seen)
    turn.stop()
    window.view.viewport().removeEventFilter(spy)
    assert seen.index("turn") < seen.index("paint")


def test_a_new_table_is_drawn_off_screen_a_few_tiles_a_turn_before_its_first_paint(qtbot, window, monkeypatch):
    """Drawn at once, a new table's items made a pause of some 35 ms: they are drawn into their
    caches off screen over several turns of the event loop, and the first paint only copies them."""
    seen: list[str] = []
    turn = QTimer()
    turn.setInterval(0)
    turn.timeout.connect(lambda: seen.append("turn"))
    paint = TableItem.paint

    def noted(item: TableItem, painter: QPainter, option: Any, widget: Any = None) -> None:
        seen.append("drawn off screen" if window.pacer.warming else "drawn")
        paint(item, painter, option, widget)

    monkeypatch.setattr(TableItem, "paint", noted)
    spy = Paints(window, seen)
    turn.start()
    window.start_game(LS, two_heroes(), seed=3)
    qtbot.waitUntil(lambda: "paint" in seen)
    turn.stop()
    window.view.viewport().removeEventFilter(spy)
    drawing = [i for i, what in enumerate(seen) if what == "drawn off screen"]
    assert len(drawing) > 50 and "drawn" not in seen  # every item drawn before the paint, none in it
    assert seen[drawing[0] : drawing[-1]].count("turn") >= 2  # over three turns at least


def test_a_table_larger_than_qt_s_default_pixmap_cache_is_painted_again_from_its_caches(qtbot, window, monkeypatch):
    """On a large, dense screen the items' cached pixels pass Qt's default 10 MiB: each paint then
    drew every item again (ui/app.py sizes the cache)."""
    drawn: list[str] = []
    paint = TableItem.paint

    def noted(item: TableItem, painter: QPainter, option: Any, widget: Any = None) -> None:
        drawn.append(type(item).__name__)
        paint(item, painter, option, widget)

    monkeypatch.setattr(TableItem, "paint", noted)  # (before the items are made: Qt keeps the method)
    window.resize(3200, 2200)  # some 25 MiB of items' pixels, as 1600 x 1100 at twice the density
    window.start_game(LS, two_heroes(), seed=3)
    seen: list[str] = []
    spy = Paints(window, seen)
    qtbot.waitUntil(lambda: "paint" in seen)
    window.view.viewport().removeEventFilter(spy)
    window.view.viewport().repaint()  # (as the table is now, whatever moved since the first paint)
    drawn.clear()
    window.view.viewport().repaint()
    assert drawn == []
