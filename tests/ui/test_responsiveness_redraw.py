"""One move's redraw does no work it can skip (issue 17): the prompt measures its labels once per
redraw, however many of its texts change, and The Last Spell's hundreds of click squares are made
once, kept by every redraw and never painted (they are transparent)."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem, QLabel, QWidget

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.ui.games.last_spell.board import LSCellItem

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
