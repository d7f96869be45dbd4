"""The Nameless Dark Lord at the real table: the library and the new-game dialog, a placement and
a payment clicked through the real scene, a whole game of one human against bots played by clicks
and buttons to the score panel, hot-seat without a curtain, the bots' pacing, the smoke test, and
a log text for every event kind (pytest-qt, offscreen)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from test_i18n import HINT, JAPANESE, _play_through_the_window, japanese  # noqa: F401 - a fixture the tests take by name
from ui_helpers import click_button, marks_of_kind

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.games.nameless_dark_lord import effects as fx
from rookraiders_desktop.engine.games.nameless_dark_lord.actions import Acquire
from rookraiders_desktop.engine.games.nameless_dark_lord.rules import GAME
from rookraiders_desktop.engine.games.nameless_dark_lord.text import EVENT_TEXT, card_name, coins_text
from rookraiders_desktop.ui import i18n
from rookraiders_desktop.ui.items import ScoreSheetItem

ND = "nameless_dark_lord"
ENGINE = Path(__file__).resolve().parents[2] / "rookraiders_desktop" / "engine" / "games" / ND


def seats(*bots: str | None) -> Setup:
    names = ["Alice", "Bob", "Chiyo", "Daichi"]
    return Setup(seats=[SeatSetup(name=names[i], bot=b) for i, b in enumerate(bots)])


def click_visible(qtbot, window, key) -> None:
    """Click a point of an item carrying `key` that is not covered by another keyed item (a Unit
    lower in a stack shows only its sleeve's band), through the view's viewport."""
    scene, view = window.scene, window.view
    items = sorted(scene.items_with_key(key), key=lambda i: -i.zValue())
    assert items, f"no item on the table for {key!r}"
    for item in items:
        rect = item.sceneBoundingRect()
        for fy in (0.5, 0.08, 0.2, 0.8, 0.95):
            for fx_ in (0.5, 0.2, 0.8):
                point = QPointF(rect.left() + rect.width() * fx_, rect.top() + rect.height() * fy)
                if scene.key_at(point) == key:
                    view.ensureVisible(QRectF_around(point), 20, 20)
                    pos = view.mapFromScene(point)
                    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
                    return
    raise AssertionError(f"no visible point of {key!r}")


def QRectF_around(point: QPointF):
    from PySide6.QtCore import QRectF

    return QRectF(point.x() - 5, point.y() - 5, 10, 10)


def perform(qtbot, window, action) -> None:
    """Make `action` the way a player does: click its items on the table (then its button, when
    the table offers several ways to pay), or press its prompt button."""
    session = window.session
    before = len(session.core.history)
    seat = action.player
    text = i18n.describe_action(session.game, action, window.scene.view_state)
    keys = window.scene.action_keys(action)
    for key in keys:
        click_visible(qtbot, window, key)
        if len(session.core.history) > before:
            break
    if len(session.core.history) == before:
        buttons = [b for b in window.prompt.buttons if b.text() == text]
        assert buttons, f"no button {text!r}: {window.prompt.button_texts()}"
        qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    mine = [e for e in session.core.history[before:] if e.actor == seat]
    assert mine and mine[0].action == action, (action, [e.action for e in session.core.history[before:]])


def wait_for_human_or_end(qtbot, window) -> None:
    session = window.session
    qtbot.waitUntil(lambda: session.result() is not None or not session.is_bot(session.acting()), timeout=20000)


# --- the library and the dialog ---------------------------------------------------------------


def test_library_lists_the_game_and_the_dialog_seats_three_or_four(qtbot, window):
    window.library.populate()
    texts = [window.library.list.item(i).text() for i in range(window.library.list.count())]
    assert any("The Nameless Dark Lord" in t and "名もなき魔王" in t and "3\N{EN DASH}4 players" in t for t in texts), (
        texts
    )
    row = next(i for i, t in enumerate(texts) if "名もなき魔王" in t)
    window.library.list.setCurrentRow(row)
    window.new_game(window.library.selected())
    dialog = window.dialog
    assert (dialog.count.minimum(), dialog.count.maximum(), dialog.count.value()) == (3, 4, 3)
    assert not dialog.difficulty.isVisibleTo(dialog) and not dialog.difficulty_label.isVisibleTo(dialog)
    dialog.count.setValue(4)
    assert not dialog.difficulty.isVisibleTo(dialog)
    dialog.kinds[1].setCurrentIndex(2)  # a greedy bot
    setup = dialog.setup()
    assert len(setup.seats) == 4 and setup.options == {} and setup.seats[1].bot == "greedy"
    with qtbot.waitSignal(dialog.accepted):
        dialog._accept()
    assert window.session is not None and window.session.game.game_id == ND
    assert len(window.session.setup.seats) == 4


# --- a placement and a payment through the real scene -------------------------------------------


def test_a_placement_by_clicks_then_no_curtain_for_the_next_player(qtbot, window):
    window.start_game(ND, seats(None, None, None), seed=4)
    session = window.session
    state = session.state
    seat = session.acting()
    assert state.flow.decision == "turn" and window.viewer == seat
    unit = next(uid for uid in state.players[seat].home if GAME_type(state, uid) == "unit")
    key = ("home", seat, state.cards[unit])
    assert key in marks_of_kind(window, "select")  # the usable cards are highlighted, areas not yet
    assert not marks_of_kind(window, "move")
    click_visible(qtbot, window, key)
    areas = marks_of_kind(window, "move")
    assert areas == {("area", i) for i in range(len(state.areas))}
    assert "Picked:" in window.prompt.picks.text()
    with qtbot.waitSignal(session.events_applied):
        click_visible(qtbot, window, ("area", 1))
    area = session.state.areas[1]
    assert [(u.card, u.owner) for u in area.units] == [(unit, seat)]
    # the sleeve on the table: the owner's colour and number, the stack order
    item = window.scene.item(("card", unit))
    sleeve = item.look.face.sleeve
    assert sleeve.colour == session.state.players[seat].colour and sleeve.owner.startswith(f"{seat + 1}·")
    assert sleeve.order == 1
    # hot-seat: the table is the same for everyone (nobody has scried), so the next human gets it
    # at once, no curtain
    nxt = session.acting()
    assert nxt != seat and not session.is_bot(nxt)
    assert window.table_stack.currentWidget() is window.table and window.viewer == nxt


def GAME_type(state, uid: str) -> str:
    from rookraiders_desktop.engine.games.nameless_dark_lord.content import load_content

    return load_content().cards[state.cards[uid]].type


def _to_offer(window, seed: int) -> int:
    """Play (greedy choices through the window) until a human must decide whether to acquire."""
    session = window.session
    bots = [make_bot("greedy", seed + i, ND) for i in range(len(session.setup.seats))]
    for _ in range(2000):
        if session.state.flow.decision == "offer":
            area = session.state.areas[session.state.flow.area]
            cost, _ = fx.upkeep_due(session.state, area, session.acting())
            if not cost.empty:
                return session.acting()
        seat = session.acting()
        window.choose(decide(bots[seat], session.game, session.state, seat))
    raise AssertionError("no payment came")


def test_a_payment_shows_the_upkeep_due_and_is_paid_by_the_prompt(qtbot, window):
    window.start_game(ND, seats(None, None, None), seed=8)
    session = window.session
    seat = _to_offer(window, 30)
    state = session.state
    ai = state.flow.area
    area = state.areas[ai]
    cost, _lines = fx.upkeep_due(state, area, seat)
    due = coins_text(cost.gold, cost.silver)
    # the prompt asks whether to take the card and says what it costs, unit by unit
    assert f"Battle area {area.letter}: you have priority" in window.prompt.hint.text()
    assert due in window.prompt.hint.text()
    # the area being resolved glows, its ranking and the upkeep due are on the table
    zone = window.scene.item(("area_zone", ai))
    assert zone.look.glow and zone.look.glow_word == "NOW"
    status = [window.scene.item(("area_status", ai, n)) for n in range(5)]
    status_texts = [s.look.text for s in status if s is not None]
    assert any("priority" in t for t in status_texts) and any(due in t for t in status_texts), status_texts
    acquires = [a for a in session.legal_actions(seat) if isinstance(a, Acquire)]
    texts = window.prompt.button_texts()
    assert any(t.startswith("Do not acquire") for t in texts)
    if not acquires:
        pytest.skip("the player cannot pay here")  # never with this seed
    target = area.target
    gold, silver = state.players[seat].gold, state.players[seat].silver
    with_exchange = [a for a in acquires if a.exchanges]
    action = acquires[0]
    if with_exchange and not [a for a in acquires if not a.exchanges]:
        assert "exchanging" in i18n.describe_action(session.game, action, window.scene.view_state)
    with qtbot.waitSignal(session.events_applied):
        click_button(qtbot, window, i18n.describe_action(session.game, action, window.scene.view_state))
    after = session.state
    assert target in after.players[seat].home and after.areas[ai].winner == seat
    if not action.exchanges:
        assert (after.players[seat].gold, after.players[seat].silver) == (gold - cost.gold, silver - cost.silver)
    assert window.scene.item(("card", target)).key == ("home", seat, after.cards[target]) or window.scene.item(
        ("card", target)
    ).key == ("home", seat, target)


# --- a whole game by clicks ---------------------------------------------------------------------


def test_one_human_against_two_bots_plays_to_the_score_panel(qtbot, window):
    window.start_game(ND, seats(None, "greedy", "random"), seed=12)
    session = window.session
    rng = random.Random(5)
    me = make_bot("greedy", 77, ND)
    clicked = 0
    seen: set[str] = set()
    for _ in range(1000):
        wait_for_human_or_end(qtbot, window)
        if session.result() is not None:
            break
        seat = session.acting()
        assert seat == 0 and window.viewer == 0 and window.table_stack.currentWidget() is window.table
        legal = session.legal_actions(seat)
        # mostly a sensible choice, sometimes any legal one (every kind of choice gets clicked)
        action = decide(me, session.game, session.state, seat) if rng.random() < 0.7 else rng.choice(legal)
        seen.add(action.kind)
        if window.scene.action_keys(action):
            clicked += 1
        perform(qtbot, window, action)
    assert session.result() is not None, "the game did not end"
    state = session.state
    assert state.flow.round == 9 and len(state.scores) == 3
    assert clicked >= 10 and "place" in seen and "pass" in seen
    # the end-of-game panel with every player's score sheet, line by line
    panel = window.scene.item("final_panel")
    assert panel is not None and panel.look.glow
    sheets = [window.scene.item(("sheet", s)) for s in range(3)]
    assert all(isinstance(s, ScoreSheetItem) for s in sheets)
    for sheet in state.scores:
        look = window.scene.item(("sheet", sheet.player)).look
        assert look.total == f"Total {sheet.total} VP"
        assert len(look.lines) == len(sheet.lines) + (1 if sheet.curses else 0)
        assert look.winner == (sheet.player in state.result.winners)
    assert window.prompt.title.text().startswith("Game over")
    assert not window.prompt.buttons


def test_bots_move_at_the_pace_of_the_settings(qtbot):
    """Without a fixed delay the window paces bots by the animation speed (normal: 350 ms), so a
    human sees each bot move; nothing is decided before the timer runs out."""
    from rookraiders_desktop.ui.main_window import MainWindow

    w = MainWindow(load_after_paint=False, autosave=False)
    qtbot.addWidget(w)
    w.settings.animation_speed = "normal"
    w.bot_delay_ms = w.settings.bot_delay_ms
    w.start_game(ND, seats("greedy", "greedy", "greedy"), seed=3)
    session = w.session
    assert session.bot_delay_ms == 350 and session._timer.isActive()
    assert session._timer.interval() == 350
    assert not session.core.history
    qtbot.waitUntil(lambda: len(session.core.history) >= 2, timeout=5000)
    session.close()


# --- keyboard, smoke test, log texts --------------------------------------------------------------


def test_keyboard_places_a_unit(qtbot, window):
    window.start_game(ND, seats(None, None, None), seed=4)
    session = window.session
    window.keyboard.focus_table()
    key = window.keyboard.key
    assert key is not None and key[0] == "home" and "Home Area" in window.keyboard.status.text()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.picker.picks
    qtbot.keyClick(window.view, Qt.Key.Key_Up)  # the battle areas lie above the Home Areas
    area_key = window.keyboard.key
    assert area_key is not None and area_key[0] == "area", area_key
    assert "battle area" in window.keyboard.status.text()
    with qtbot.waitSignal(session.events_applied):
        qtbot.keyClick(window.view, Qt.Key.Key_Space)
    assert sum(len(a.units) for a in session.state.areas) == 1


def test_smoke_test_opens_every_table(qtbot, window, capsys):
    from rookraiders_desktop.ui.app import smoke_test

    assert smoke_test(window) == 0
    out = capsys.readouterr().out
    assert "smoke test: nameless_dark_lord: table rendered" in out
    assert "smoke test: rook_raiders: table rendered" in out
    from rookraiders_desktop.engine.registry import GAMES

    assert window.session.game.game_id == list(GAMES)[-1]  # the last registered game's table stays open


def test_every_event_kind_has_a_log_text():
    kinds = set()
    for path in ENGINE.glob("*.py"):
        kinds |= set(re.findall(r'Event\(kind="([a-z_0-9]+)"', path.read_text(encoding="utf-8")))
    assert kinds and kinds <= set(EVENT_TEXT), sorted(kinds - set(EVENT_TEXT))
    # and every event of a few bot games reads as words, in English and in Japanese
    for players, seed in ((3, 1), (4, 2)):
        state = GAME.new_game(Setup(seats=[SeatSetup(name=f"P{i}") for i in range(players)]), seed)
        bots = [make_bot("greedy", seed + i, ND) for i in range(players)]
        events = list(state.opening_events)
        while GAME.result(state) is None:
            seat = GAME.to_move(state)[0]
            events += GAME.apply(state, decide(bots[seat], GAME, state, seat))
        names = {i: f"P{i}" for i in range(players)}
        for lang in ("en", "ja"):
            i18n.set_language(lang)
            for event in events:
                text = i18n.describe_event(GAME, event, names)
                assert text and not text.startswith(f"{event.kind}:") and "{" not in text, (event, text)
                if lang == "ja":
                    assert JAPANESE.search(text), text
        i18n.set_language("en")


def test_a_whole_game_in_japanese_has_every_string_translated(qtbot, window, japanese):  # noqa: F811 - the fixture imported above
    window.start_game(ND, seats(None, None, None, None), seed=21)
    bots = [make_bot("greedy", 200 + i, ND) for i in range(4)]
    shown = _play_through_the_window(qtbot, window, bots)
    assert not japanese(), f"strings shown without a translation: {japanese()}{HINT}"
    assert any("勝利" in t for t in shown["titles"])
    log = window.log.lines()
    assert all(JAPANESE.search(line) for line in log if line.strip())
    from rookraiders_desktop.ui.items import LabelItem, ZoneItem

    for item in window.scene.table_items().values():
        if isinstance(item, LabelItem) and re.search(r"[A-Za-z]{4,}", item.look.text):
            assert JAPANESE.search(item.look.text) or any(
                n in item.look.text for n in ("Alice", "Bob", "Chiyo", "Daichi")
            ), item.look.text
        if isinstance(item, ZoneItem) and item.look.title and re.search(r"[A-Za-z]{4,}", item.look.title):
            assert JAPANESE.search(item.look.title), item.look.title


# --- the Home Areas' layout -------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4])
def test_home_areas_leave_no_empty_box(qtbot, window, players):
    """Two Home Areas per row; with 3 players the third is centred under the first two, so the
    grid has no empty fourth space (4 players: the plain 2×2 grid)."""
    window.start_game(ND, seats(*[None] * players), seed=4)
    scene = window.scene
    rects = [scene.item(("zone", s)).sceneBoundingRect() for s in range(players)]
    central = scene.item("central").sceneBoundingRect()
    assert rects[0].top() == rects[1].top() and rects[0].right() < rects[1].left()
    assert rects[0].left() == pytest.approx(central.left()) and rects[1].right() == pytest.approx(central.right())
    for a in range(players):
        for b in range(a + 1, players):
            assert not rects[a].intersects(rects[b])
    if players == 3:
        assert rects[2].top() > rects[0].bottom()
        assert rects[2].center().x() == pytest.approx(central.center().x(), abs=1)
    else:
        assert rects[2].left() == rects[0].left() and rects[3].left() == rects[1].left()
    assert scene.sceneRect().contains(rects[-1])


def test_a_partly_covered_unit_is_highlighted_and_focused_on_its_band_only(qtbot, window):
    """A Unit lower in a battle area's stack shows only its band: its highlight and the keyboard's
    focus ring cover that band, not the Units placed on top of it; the top Unit is marked whole."""
    from rookraiders_desktop.ui.items import MarkItem, MarkLook
    from rookraiders_desktop.ui.keyboard import RING_MARGIN, FocusRingItem

    window.start_game(ND, seats(None, None, None), seed=4)
    session = window.session
    bots = [make_bot("greedy", 4 + i, ND) for i in range(3)]
    for _ in range(500):
        if any(len(a.units) >= 3 for a in session.state.areas):
            break
        seat = session.acting()
        window.choose(decide(bots[seat], session.game, session.state, seat))
    area = next(a for a in session.state.areas if len(a.units) >= 3)
    scene = window.scene
    lower, middle, top = (("unit", u.card) for u in area.units[:3])
    cards = {k: scene.items_with_key(k)[0].sceneBoundingRect() for k in (lower, middle, top)}
    scene.set_marks({lower: MarkLook("select"), top: MarkLook("select")})
    marks = {m.key: m for m in scene.items() if isinstance(m, MarkItem)}
    band = marks[lower].sceneBoundingRect().adjusted(3, 13, -3, -3)  # less the badge's margin
    assert band.top() == pytest.approx(cards[lower].top())
    assert band.bottom() == pytest.approx(cards[middle].top())  # ends where the next Unit begins
    assert band.width() == pytest.approx(cards[lower].width())
    if len(area.units) == 3:
        whole = marks[top].sceneBoundingRect().adjusted(3, 13, -3, -3)
        assert whole.height() == pytest.approx(cards[top].height())
    # the keyboard's focus ring on the lower Unit: its band only
    window.keyboard.focus_table()
    window.keyboard.set_key(lower)
    assert window.keyboard.rect_of(lower).height() == pytest.approx(cards[middle].top() - cards[lower].top())
    ring = next(i for i in scene.items() if isinstance(i, FocusRingItem))
    inner = ring.boundingRect().adjusted(8 + RING_MARGIN, 8 + RING_MARGIN, -8 - RING_MARGIN, -8 - RING_MARGIN)
    assert inner.top() == pytest.approx(cards[lower].top()) and inner.bottom() == pytest.approx(cards[middle].top())


def test_ND_16_18_the_replay_never_shows_the_put_back_order_to_others(qtbot, window, tmp_path):
    """Issue 13: a replay's step caption and log show a Far-Seeing Crystal's put-back order only
    to its user; the other seats and a spectator read "chose in secret"."""
    from rookraiders_desktop.engine.core.session import Session

    setup = Setup(seats=[SeatSetup(name=f"Seat{i + 1}", bot="greedy") for i in range(3)])
    session = Session(GAME, setup, 1)
    bots = [make_bot("greedy", 10 + i, ND) for i in range(3)]
    chooser = random.Random(1)
    while GAME.result(session.state) is None:  # greedy seed 1: a Crystal is used early
        seat = chooser.choice(GAME.to_move(session.state))
        action = decide(bots[seat], GAME, session.state, seat)
        session.submit(action)
        if action.kind == "reorder" and len(action.order) > 1:
            break
    assert action.kind == "reorder"
    index, scryer = len(session.history), action.player
    path = tmp_path / "crystal.json"
    session.save(path)
    window.replay.open_path(path)
    page = window.replay.page
    state = page.replay.state_at(index)
    assert GAME.describe_action(action, page.replay.view_at(index - 1, scryer)).startswith("Put back, top first: ")
    cards = [state.cards[u] for u in action.order]
    for row in range(page.watch.count()):
        page.watch.setCurrentIndex(row)
        page.go(index)
        caption = page.step_label.text()
        step = "\n".join(page._step_lines(index))
        if page.viewer == scryer:
            assert "Put back, top first" in caption and "You put them back" in step
            continue
        assert "chose in secret" in caption and "Put back" not in caption
        assert "puts the" in step and "You put them back" not in step
        assert not any(card_name(c, "en") in caption + step for c in cards)


def test_NDD_15_a_curtain_goes_between_a_scryer_and_the_others_only_once_the_order_is_known(qtbot, window, tmp_path):
    """Hot-seat: the table is the same for everyone, so no curtain; once a player knows a put-back
    order (their log shows it), the screen must not turn between them and another player uncovered."""
    from rookraiders_desktop.engine.core.session import Session

    setup = Setup(seats=[SeatSetup(name=f"Seat{i + 1}") for i in range(3)])  # three people
    session = Session(GAME, setup, 1)
    bots = [make_bot("greedy", 10 + i, ND) for i in range(3)]
    chooser = random.Random(1)
    before, after = tmp_path / "before.json", tmp_path / "after.json"
    while GAME.result(session.state) is None:  # greedy seed 1: a Crystal is used early
        if not any(e.visible_to for entry in session.history for e in entry.events):
            session.save(before)  # the last moment nobody knows more than the others
        seat = chooser.choice(GAME.to_move(session.state))
        action = decide(bots[seat], GAME, session.state, seat)
        session.submit(action)
        if action.kind == "reorder" and len(action.order) > 1:
            session.save(after)
            break
    scryer = action.player
    others = [seat for seat in range(3) if seat != scryer]
    assert window.open_path(before)
    assert not any(window._views_differ(a, b) for a in range(3) for b in range(3))
    assert window.open_path(after)
    assert window._views_differ(scryer, others[0]) and window._views_differ(others[1], scryer)
    assert not window._views_differ(others[0], others[1])
    assert "order of the cards put back" in GAME.secret_note
