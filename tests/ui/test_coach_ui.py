"""The coach at the table (issue 9): the Hint button proposes a legal move without playing it and
frames it; "Play it" plays it; Rook & Raiders shows the odds of a dice attack once a unit acts."""

from __future__ import annotations

from PySide6.QtCore import Qt

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import state_hash
from rookraiders_desktop.engine.games.rook_raiders.odds import odds
from rookraiders_desktop.ui.coach import HintFrame, OddsBadge

SOLO = Setup(seats=[SeatSetup(name="Solo")])


def _play_until(window, condition, max_steps: int = 2000) -> None:
    """Greedy bots choose for the human seats through the session until `condition(state, seat)`."""
    session = window.session
    bots = {}
    for _ in range(max_steps):
        seat = session.acting()
        assert seat is not None, "the game ended first"
        if condition(session.state, seat):
            window.refresh()
            return
        bot = bots.setdefault(seat, make_bot("greedy", seat, session.game.game_id))
        assert session.submit(decide(bot, session.game, session.state, seat))
    raise AssertionError("condition never met")


def _unit_acting_with_targets(state, seat) -> bool:
    cmd = state.flow.command
    if state.flow.decision != "actions" or cmd is None or cmd.unit is None or cmd.roll is not None:
        return False
    from rookraiders_desktop.engine.registry import GAMES

    return any(odds(state, a) and len(odds(state, a)) == 4 for a in GAMES["rook_raiders"].legal_actions(state, seat))


def test_hint_proposes_a_legal_move_frames_it_and_does_not_play_it(qtbot, window):
    window.start_game("rook_raiders", SOLO, seed=3)
    session = window.session
    before = state_hash(session.state)
    qtbot.mouseClick(window.coach.box.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.coach.hint is not None, timeout=30000)  # the expert thinks off the window's thread
    hint = window.coach.hint
    assert hint is not None
    assert hint.action in session.legal_actions(session.acting())
    assert state_hash(session.state) == before  # shown, not played
    assert "Hint:" in window.coach.box.text.text() and hint.reason() in window.coach.box.text.text()
    frames = [o for o in window.coach.overlays() if isinstance(o, HintFrame)]
    framed_buttons = [b for b in window.prompt.buttons if b.styleSheet()]
    assert frames or framed_buttons
    # "Play it" plays exactly the proposal
    history = len(session.core.history)
    qtbot.mouseClick(window.coach.box.play_button, Qt.MouseButton.LeftButton)
    assert len(session.core.history) == history + 1
    assert session.core.history[-1].action == hint.action
    assert window.coach.hint is None  # the hint goes once the position changes
    assert not [o for o in window.coach.overlays() if isinstance(o, HintFrame)]


def test_the_h_key_asks_for_a_hint(qtbot, window):
    window.start_game("rook_raiders", SOLO, seed=4)
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: window.coach.hint is not None, timeout=30000)
    assert window.act_hint.shortcut().toString() == "H"


def test_rr_odds_appear_when_a_unit_acts(qtbot, window):
    window.start_game("rook_raiders", Setup(seats=[SeatSetup(name="Ann")]), seed=7)
    _play_until(window, _unit_acting_with_targets)
    session = window.session
    seat = session.acting()
    state = session.state
    attacks = [a for a in session.legal_actions(seat) if len(odds(state, a)) == 4]
    badges = [o for o in window.coach.overlays() if isinstance(o, OddsBadge)]
    assert len(badges) == len({a.targets[0] for a in attacks}) >= 1
    for entry in window.coach.odds_entries:
        action = next(a for a in attacks if a.targets == (entry.key[-1],))
        assert entry.dist == odds(state, action)
    text = window.coach.box.odds.text()
    assert "Odds of the dice attack" in text and "defeat" in text and window.coach.box.odds.isVisible()
    # a badge sits on its target's square, above the card
    square = window.scene.items_with_key(window.coach.odds_entries[0].key)[0]
    assert square.sceneBoundingRect().contains(badges[0].sceneBoundingRect().center())
    # no odds while the unit is not acting: end its action
    end = next(a for a in session.legal_actions(seat) if a.kind == "end_unit_action")
    window.choose(end)
    if not _unit_acting_with_targets(session.state, session.acting()):
        assert not [o for o in window.coach.overlays() if isinstance(o, OddsBadge)]


def test_hints_of_the_other_games_are_legal(qtbot, window):
    games = {"nameless_dark_lord": 3, "roguelight": 2, "last_spell": 1}
    for game_id, players in games.items():
        window.start_game(game_id, Setup(seats=[SeatSetup(name=f"P{i + 1}") for i in range(players)]), seed=2)
        session = window.session
        for _ in range(3):
            seat = session.acting(prefer=window.viewer)
            if seat is None or seat != window.viewer:
                break
            window.coach.show_hint()
            qtbot.waitUntil(lambda: window.coach.hint is not None, timeout=30000)
            hint = window.coach.hint
            assert hint is not None and hint.action in session.legal_actions(seat), game_id
            window.coach.play_hint()
            window.curtain.revealed.emit() if window.table_stack.currentWidget() is window.curtain else None


def test_roguelight_route_choices_show_the_combat_odds(qtbot, window):
    from rookraiders_desktop.engine.games.roguelight.odds import route_chance

    """Route choices are rare (only between equally short routes): seed 11 with two players
    reaches one when the greedy bots build."""
    window.start_game("roguelight", Setup(seats=[SeatSetup(name="Rin"), SeatSetup(name="Ken")]), seed=11)
    session = window.session

    def routing(state, seat) -> bool:
        return any(a.kind == "route" and a.room is not None for a in session.legal_actions(seat))

    _play_until(window, routing, max_steps=4000)
    if window.pending_viewer is not None:
        window.reveal()  # hot-seat: the curtain goes up for the sheet's owner
    seat = session.acting(prefer=window.viewer)
    assert seat == window.viewer
    text = window.coach.box.odds.text()
    assert "Odds of the combat there" in text
    for action in session.legal_actions(seat):
        chance = route_chance(session.view(seat), action)
        if chance is not None:
            assert f"{round(float(chance) * 100)}% to score 5 points" in text
