"""The others' last move is marked on the table (issue 15 item 3): a bot's placement carries the
"last" mark until the human's next action; a hot-seat seat never gets a mark for an event it may
not see."""

from __future__ import annotations

from ui_helpers import click_key

from rookraiders_desktop.engine.core.game import Event, SeatSetup, Setup
from rookraiders_desktop.ui.items import MarkItem


def bot_game(window, game_id: str, players: int, seed: int) -> None:
    seats = [SeatSetup(name="Me")] + [SeatSetup(name=f"Bot{i}", bot="random") for i in range(1, players)]
    window.start_game(game_id, Setup(seats=seats), seed=seed)


def act_by_clicks(qtbot, window) -> list[dict]:
    """The human's first legal action chosen by its clicks; the last-move marks just after it."""
    seat = window.session.acting()
    action = next(a for a in window.session.legal_actions(seat) if window.scene.action_keys(a))
    after: list[dict] = []
    window.session.events_applied.connect(lambda _events: after.append(window.scene.last_move()))
    with qtbot.waitSignal(window.session.events_applied):
        for key in window.scene.action_keys(action):
            click_key(qtbot, window, key)
    return after


def last_items(window) -> list[MarkItem]:
    return [i for i in window.scene.items() if isinstance(i, MarkItem) and i.look.kind == "last"]


def test_rook_raiders_bot_placement_is_marked_until_the_next_action(qtbot, window):
    bot_game(window, "rook_raiders", 2, seed=8)
    session = window.session
    qtbot.waitUntil(lambda: session.acting() == 0, timeout=5000)
    if not any(e.actor == 1 for e in session.core.history):
        act_by_clicks(qtbot, window)
        qtbot.waitUntil(lambda: session.acting() == 0 and any(e.actor == 1 for e in session.core.history), 5000)
    placed = [e for entry in session.core.history if entry.actor == 1 for e in entry.events if e.kind == "place"]
    assert placed
    key = ("sq", 1, placed[-1].args["square"])
    marks = window.scene.last_move()
    assert marks.get(key)
    assert any(m.key == key and m.toolTip() == marks[key] for m in last_items(window))
    after = act_by_clicks(qtbot, window)
    assert after and after[0] == {}  # the human acted: the marks are gone


def test_rook_raiders_bot_move_and_dice_captions(qtbot, window):
    bot_game(window, "rook_raiders", 2, seed=8)
    qtbot.waitUntil(lambda: window.session.acting() == 0, timeout=5000)
    events = [
        Event(kind="unit_move", args={"player": 1, "unit": "x", "frm": 0, "to": 1}),
        Event(kind="dice", args={"player": 1, "dice": [3, 4]}),
    ]
    scene = window.scene
    marks = dict(scene.last_move_marks(events))
    assert ("sq", 1, 1) in marks and ("sq", 1, 0) in marks and ("die", 0) in marks
    scene.show_last_move(events)
    assert {("sq", 1, 1), ("sq", 1, 0), ("die", 0), ("die", 1)} <= set(scene.last_move())


def test_hot_seat_never_marks_what_the_seat_may_not_see(qtbot, window):
    window.start_game("rook_raiders", Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Ben")]), seed=8)
    session = window.session
    first = session.acting()
    assert first is not None
    act_by_clicks(qtbot, window)  # the first player places
    secret = Event(kind="place", args={"player": first, "unit": "x", "square": 7}, visible_to=(first,))
    window.on_events([secret])  # as if that action had told only its player something
    if window.curtained:
        window.reveal()
    assert window.viewer == 1 - first
    marks = window.scene.last_move()
    placed = [e for e in session.core.history[-1].events if e.kind == "place"]
    assert ("sq", first, placed[-1].args["square"]) in marks  # the public placement: marked for the other
    assert ("sq", first, 7) not in marks  # the secret one never


def test_nameless_dark_lord_bot_placement_is_marked_until_the_next_action(qtbot, window):
    bot_game(window, "nameless_dark_lord", 3, seed=12)
    session = window.session
    qtbot.waitUntil(lambda: session.acting() == 0, timeout=5000)
    for _ in range(6):  # until a bot has placed a Unit in a battle area
        bot_places = [
            e for entry in session.core.history if entry.actor != 0 for e in entry.events if e.kind == "place"
        ]
        if bot_places:
            break
        act_by_clicks(qtbot, window)
        qtbot.waitUntil(lambda: session.acting() in (0, None), timeout=5000)
    assert bot_places
    marks = window.scene.last_move()
    units = [k for k in marks if isinstance(k, tuple) and k[0] == "unit"]
    assert units and all(window.scene.items_with_key(k) for k in units)
    assert last_items(window)
    if session.acting() == 0:
        after = act_by_clicks(qtbot, window)
        assert after and after[0] == {}
