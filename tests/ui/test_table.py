"""Playing through the real main window and the real Rook & Raiders scene (pytest-qt)."""

from __future__ import annotations

import pickle

from ui_helpers import click_button, click_key, digest, marks_of_kind

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.games.rook_raiders.actions import MoveUnit, UseSkill
from rookraiders_desktop.engine.games.rook_raiders.models import MonsterPiece, UnitPiece, sq, xy
from rookraiders_desktop.ui.items import CardItem, DieItem, TokenItem

SOLO = Setup(seats=[SeatSetup(name="Solo")])


def monster_lines(state, seat=0):
    return sorted({xy(s)[1] for s, piece in enumerate(state.players[seat].board) if isinstance(piece, MonsterPiece)})


def place_thief_and_choose_advance(qtbot, window):
    """Round 0 placement and the first command, all by clicks on the table."""
    state = window.session.state
    assert state.flow.decision == "place"
    line = monster_lines(state)[0]
    with qtbot.waitSignal(window.session.events_applied):
        click_key(qtbot, window, ("hand", 0, "thief_star"))
        assert ("sq", 0, sq(4, line)) in marks_of_kind(window, "option")  # where it may go
        click_key(qtbot, window, ("sq", 0, sq(4, line)))
    assert isinstance(window.session.state.players[0].board[sq(4, line)], UnitPiece)
    assert window.session.state.flow.decision == "command"
    with qtbot.waitSignal(window.session.events_applied):
        click_key(qtbot, window, ("cmd", "advance"))
    assert window.session.state.flow.decision == "actions"
    return sq(4, line)


def square_with_target(session, seat=0):
    """A legal move after which the unit's skill has a target (checked on a copy)."""
    for action in session.legal_actions(seat):
        if isinstance(action, MoveUnit):
            state = pickle.loads(pickle.dumps(session.state))
            session.game.apply(state, action)
            if any(isinstance(a, UseSkill) for a in session.game.legal_actions(state, seat)):
                return action.to
    raise AssertionError("no square to attack from")


def test_scenes_cover_every_registered_game():
    from rookraiders_desktop.engine.registry import GAMES
    from rookraiders_desktop.ui.games import scene_class
    from rookraiders_desktop.ui.scene_base import GameScene

    assert all(issubclass(scene_class(game_id), GameScene) for game_id in GAMES)


def test_library_lists_rook_raiders(window):
    window.library.populate()
    texts = [window.library.list.item(i).text() for i in range(window.library.list.count())]
    assert any("Rook & Raiders" in t and "ルーク&レイダース" in t and "1\N{EN DASH}4 players" in t for t in texts)


def test_click_unit_see_targets_roll_and_damage(qtbot, window):
    window.start_game("rook_raiders", SOLO, seed=11)
    unit = place_thief_and_choose_advance(qtbot, window)
    session = window.session
    # click the unit: it starts its action; its moves are highlighted
    with qtbot.waitSignal(session.events_applied):
        click_key(qtbot, window, ("sq", 0, unit))
    moves = marks_of_kind(window, "move")
    legal_moves = {("sq", 0, a.to) for a in session.legal_actions(0) if isinstance(a, MoveUnit)}
    assert moves == legal_moves and moves
    # move next to a monster: its skill targets are highlighted in another colour
    to = square_with_target(session)
    with qtbot.waitSignal(session.events_applied):
        click_key(qtbot, window, ("sq", 0, to))
    targets = marks_of_kind(window, "target")
    legal_targets = {("sq", 0, a.targets[0]) for a in session.legal_actions(0) if isinstance(a, UseSkill)}
    assert targets == legal_targets and targets
    target = sorted(targets)[0]
    session.state.rng.forced = [2, 3]  # 2+3 = 5 is below every defence: exactly 1 damage
    with qtbot.waitSignal(session.events_applied):
        click_key(qtbot, window, target)
    dice = [window.scene.item(("die", i)).look.value for i in range(2)]
    assert dice == [2, 3]
    if session.state.flow.command is not None and session.state.flow.command.roll is not None:
        with qtbot.waitSignal(session.events_applied):
            click_button(qtbot, window, "Accept")
    piece = session.state.players[0].board[target[2]]
    assert isinstance(piece, MonsterPiece) and piece.damage == 1
    card = next(i for i in window.scene.items_with_key(target) if isinstance(i, CardItem))
    assert card.look.damage == 1
    log = window.log.lines()
    assert any("rolls 2 + 3" in line for line in log)
    assert any("1 damage" in line for line in log)
    assert all(isinstance(window.scene.item(("die", i)), DieItem) for i in range(2))


def test_illegal_click_changes_nothing_and_says_why(qtbot, window):
    window.start_game("rook_raiders", SOLO, seed=11)
    place_thief_and_choose_advance(qtbot, window)
    session = window.session
    monster = next(s for s, p in enumerate(session.state.players[0].board) if isinstance(p, MonsterPiece))
    before = digest(window)
    history = len(session.core.history)
    click_key(qtbot, window, ("sq", 0, monster))  # a monster is not one of your units
    qtbot.wait(10)
    assert digest(window) == before and len(session.core.history) == history
    status = window.prompt.status.text()
    assert "not a legal choice" in status and "[RR-7.5]" in status
    click_key(qtbot, window, ("cmd", "reward"))  # a command card, while choosing a unit
    assert digest(window) == before
    assert "not a legal choice" in window.prompt.status.text()


def test_prompt_always_says_whose_turn(qtbot, window):
    window.start_game("rook_raiders", Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Ben")]), seed=3)
    acting = window.session.acting()
    assert window.prompt.title.text() == f"{window.session.seat_names[acting]}'s turn"
    assert "click" in window.prompt.hint.text()


def test_full_move_is_a_button(qtbot, window):
    window.start_game("rook_raiders", SOLO, seed=11)
    place_thief_and_choose_advance(qtbot, window)
    texts = window.prompt.button_texts()
    assert any("Full Move" in t for t in texts)
    assert any("End actions" in t for t in texts)


def test_rest_picks_accumulate_until_they_match(qtbot, window):
    """Multi-pick choices: clicks add to the picks; a second click takes a pick back."""
    from rookraiders_desktop.engine.games.rook_raiders.actions import RemoveMarkers
    from rookraiders_desktop.ui.picker import Picker

    picker = Picker()
    legal = [
        RemoveMarkers(player=0, squares=(1, 2)),
        RemoveMarkers(player=0, squares=(1, 3)),
        RemoveMarkers(player=0, squares=(2, 3)),
    ]
    picker.reset(legal, lambda a: tuple(("sq", 0, s) for s in a.squares))
    assert picker.click(("sq", 0, 1)).kind == "pending"
    assert picker.click(("sq", 0, 1)).kind == "pending" and not picker.picks  # taken back
    picker.click(("sq", 0, 1))
    outcome = picker.click(("sq", 0, 3))
    assert outcome.kind == "submit" and outcome.action == legal[1]
    assert picker.click(("sq", 0, 9)).kind == "illegal"


def test_allocation_picks_count_repeats():
    from rookraiders_desktop.ui.picker import Picker

    legal = [UseSkill(player=0, targets=t) for t in ((5, 5), (5, 6), (6, 6))]
    picker = Picker()
    picker.reset(legal, lambda a: tuple(("sq", 0, s) for s in a.targets))
    assert picker.click(("sq", 0, 5)).kind == "pending"
    outcome = picker.click(("sq", 0, 5))
    assert outcome.kind == "submit" and outcome.action.targets == (5, 5)


def test_zoom_and_shortcuts(qtbot, window):
    window.start_game("rook_raiders", SOLO, seed=1)
    before = window.view.zoom
    window.act_zoom_in.trigger()
    assert window.view.zoom > before
    window.act_zoom_out.trigger()
    assert abs(window.view.zoom - before) < 1e-6
    shortcuts = {
        a.text(): {s.toString() for s in a.shortcuts()}
        for a in (
            window.act_new,
            window.act_open,
            window.act_save,
            window.act_save_as,
            window.act_undo,
            window.act_redo,
            window.act_quit,
        )
    }
    assert shortcuts["&New game…"] == {"Ctrl+N"}
    assert shortcuts["&Open…"] == {"Ctrl+O"}
    assert shortcuts["&Save"] == {"Ctrl+S"}
    assert shortcuts["Save &As…"] == {"Ctrl+Shift+S"}
    assert shortcuts["&Undo"] == {"Ctrl+Z"}
    assert shortcuts["&Redo"] == {"Ctrl+Y", "Ctrl+Shift+Z"}
    assert shortcuts["&Quit"] == {"Ctrl+Q"}


def test_token_items_show_gold_and_stock(qtbot, window):
    window.start_game("rook_raiders", SOLO, seed=1)
    track = window.scene.item(("track", 0))
    assert track.look.value == window.session.state.players[0].gold
    assert isinstance(window.scene.item(("pool_medal", 0)), TokenItem) or not window.session.state.medal_pool


def test_ctrl_wheel_zooms(qtbot, window):
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    window.start_game("rook_raiders", SOLO, seed=1)
    before = window.view.zoom
    centre = QPointF(200, 200)
    event = QWheelEvent(
        centre,
        window.view.viewport().mapToGlobal(centre),
        QPoint(0, 0),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.ControlModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(window.view.viewport(), event)
    assert window.view.zoom > before


def test_watching_a_bot_play_a_whole_solo_game(qtbot, window):
    window.start_game("rook_raiders", Setup(seats=[SeatSetup(name="Robo", bot="greedy")]), seed=4)
    qtbot.waitUntil(lambda: window.session.result() is not None, timeout=120000)
    assert window.prompt.title.text().startswith("Game over")
    assert window.log.lines()[-1]
    assert not window.prompt.buttons


def _to_fatigue_recovery(window, acted: int = 3) -> list[int]:
    """The solo table at End processing with `acted` acted units: Fatigue recovery asks (RR-16.6)."""
    from rookraiders_desktop.engine.games.rook_raiders import rules

    state = window.session.state
    p = state.players[0]
    kinds_ = ["warrior_star", "cleric_star", "sorcerer_star", "thief_star"][:acted]
    squares = [sq(4, line) for line in range(3)] + [sq(5, 0)]
    for square, kind in zip(squares, kinds_, strict=False):
        uid = next(u for u in p.hand + state.unit_deck if state.unit_cards[u] == kind)
        for pile in (p.hand, state.unit_deck):
            if uid in pile:
                pile.remove(uid)
        p.board[square] = UnitPiece(card=uid, acted=True)
    f = state.flow
    f.command, f.decision, f.decider = None, None, None
    f.step, f.pending = "recover", [0]
    rules._run(state, [])
    window.refresh()
    assert f.decision == "recover"
    return squares[:acted]


def test_RR_16_6_fatigue_recovery_can_stop_after_one_unit(qtbot, window):
    window.start_game("rook_raiders", SOLO, seed=11)
    squares = _to_fatigue_recovery(window)
    assert any("Make no unit unacted" in t for t in window.prompt.button_texts())
    click_key(qtbot, window, ("sq", 0, squares[1]))  # one unit picked: a second may follow, or stop here
    texts = window.prompt.button_texts()
    assert any(t.startswith("Make unacted:") and t.count(" on ") == 1 for t in texts), texts  # that one only
    with qtbot.waitSignal(window.session.events_applied):
        click_button(qtbot, window, "Make unacted:")
    board = window.session.state.players[0].board
    assert [board[s].acted for s in squares] == [True, False, True]


def test_RR_16_6_fatigue_recovery_can_take_none(qtbot, window):
    window.start_game("rook_raiders", SOLO, seed=11)
    squares = _to_fatigue_recovery(window)
    with qtbot.waitSignal(window.session.events_applied):
        click_button(qtbot, window, "Make no unit unacted")
    board = window.session.state.players[0].board
    assert all(board[s].acted for s in squares)
