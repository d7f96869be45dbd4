"""The others' last move on The Last Spell's and Roguelight's tables (issue 15 item 3): after a bot
or another hot-seat player acted, the piece that moved and the target that was hit carry the
"last" mark with a short caption until the viewer's own next action; in Roguelight nothing of
another sheet's secret building is marked (pytest-qt, offscreen)."""

from __future__ import annotations

from ui_helpers import click_key, play_seat_to_the_end

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.games.last_spell.actions import FlipToken, Move
from rookraiders_desktop.engine.games.last_spell.text import square

LS = "last_spell"
RL = "roguelight"


def ls_seats(n: int, bots: tuple = ()) -> Setup:
    names = ["Alice", "Bob", "Chiyo"]
    return Setup(
        seats=[SeatSetup(name=names[i], bot=bots[i] if i < len(bots) else None) for i in range(n)],
        options={"scenario": "gildenberg_1"},
    )


def cell_key(cell) -> tuple:
    return ("cell", int(cell[0]), int(cell[1]))


def _ls_turn(window, session):
    for _ in range(80):
        if session.state.flow.decision == "turn":
            return session.state.heroes[session.state.flow.hero]
        window.choose(session.legal_actions(session.acting())[0])
    raise AssertionError("no hero turn")


def test_ls_another_hero_s_walk_is_marked_until_the_viewer_acts(qtbot, window):
    session = window.start_game(LS, ls_seats(2), seed=1)
    hero = _ls_turn(window, session)
    mover = hero.owner
    start = tuple(hero.cell)
    flip = next(a for a in session.legal_actions(mover) if isinstance(a, FlipToken))
    window.choose(flip)
    move = next(a for a in session.legal_actions(mover) if isinstance(a, Move))
    window.choose(move)
    assert window.scene.last_move() == {}  # the mover's own walk is not marked for the mover
    # the turn passes until the other seat is to act
    for _ in range(40):
        acting = session.acting()
        if acting != mover and session.state.flow.decision == "turn":
            break
        window.choose(decide(make_bot("greedy", 1, LS), session.game, session.state, acting))
    viewer = session.acting()
    assert viewer != mover and window.viewer == viewer
    marks = window.scene.last_move()
    walked = session.state.heroes[hero.index]
    assert walked.cell is not None
    assert f"from {square(start)}" in marks.get(cell_key(walked.cell), ""), marks
    # the viewer's own next action: the marks are gone
    me = session.state.heroes[session.state.flow.hero]
    flip = next(a for a in session.legal_actions(viewer) if isinstance(a, FlipToken) and a.hero == me.index)
    click_key(qtbot, window, ("token", me.index, flip.token))
    assert session.acting() == viewer
    assert window.scene.last_move() == {}


def test_ls_a_bot_s_turn_and_the_monsters_are_marked(qtbot, window):
    """A bot's seat plays its hero and the monster phase runs: the monsters that walked are marked
    where they stand now with the square they came from, the heroes and structures they attacked
    with the attacker; the human's next action clears the marks."""
    session = window.start_game(LS, ls_seats(2, bots=(None, "greedy")), seed=4)
    human = make_bot("greedy", 1, LS)
    checked = False
    for _ in range(300):
        if session.result() is not None:
            break
        seat = session.acting()
        if session.is_bot(seat):
            qtbot.waitUntil(lambda s=seat: session.acting() != s or session.result() is not None, timeout=5000)
            continue
        events = window.since_own.get(seat, [])
        moved = [e for e in events if e.kind == "monster_moved"]
        if moved and window.viewer == seat:
            marks = window.scene.last_move()
            v = session.state
            firsts: dict[int, str] = {}
            for e in moved:
                firsts.setdefault(e.args["monster"], e.args["from_square"])
            for mid, start in firsts.items():
                m = next((m for m in v.monsters if m.id == mid), None)
                if m is None:
                    continue
                assert f"from {start}" in marks.get(cell_key(m.cell), ""), (mid, marks)
            for e in events:
                if e.kind == "monster_attacks" and e.args.get("target") == "hero":
                    h = v.heroes[e.args["hero"]]
                    if h.cell is not None and h.in_play and not h.dead:
                        assert "attacked by" in marks.get(cell_key(h.cell), ""), marks
                if e.kind == "structure_damaged":
                    s = next((s for s in v.structures if s.id == e.args["structure"]), None)
                    if s is not None:
                        assert "damage" in marks.get(cell_key(s.cells[0]), ""), marks
            assert marks
            n = len(session.core.history)
            window.choose(decide(human, session.game, session.state, seat))
            if session.acting() == seat and len(session.core.history) == n + 1:
                assert window.scene.last_move() == {}, "the viewer acted: the marks are gone"
                checked = True
                break
            continue
        window.choose(decide(human, session.game, session.state, seat))
    assert checked, "no monster walk was marked before the human's turn"


# --- Roguelight -------------------------------------------------------------------------------------


def rl_seats(*bots: str | None) -> Setup:
    names = ["Alice", "Bob", "Chiyo"]
    return Setup(seats=[SeatSetup(name=names[i], bot=b) for i, b in enumerate(bots)], options={"map": "basic"})


def _rl_secret_free(window, session) -> None:
    """Nothing the viewer may not see is marked: only the shared dice while building, and the
    events given to the scene are all the viewer's to see."""
    from rookraiders_desktop.engine.core.game import visible

    marks = window.scene.last_move()
    assert all(visible(e, window.viewer) for e in window.scene._last_events)
    if session.state.phase == "building":
        assert set(marks) <= {("dice",)}, marks


def test_rl_the_others_secret_building_is_never_marked_and_a_new_roll_is(qtbot, window):
    session = window.start_game(RL, rl_seats(None, "greedy", "greedy"), seed=8)
    me = make_bot("greedy", 9, RL)
    rolled = cleared = secret = False
    for _ in range(300):
        if session.state.phase != "building" or (rolled and cleared):
            break
        seat = session.acting(prefer=window.viewer)
        if seat != 0:
            qtbot.wait(5)
            _rl_secret_free(window, session)
            continue
        _rl_secret_free(window, session)
        since = window.since_own.get(0, [])
        secret = secret or any(e.args.get("player") not in (None, 0) and e.visible_to for e in since)
        if any(e.kind == "roll" for e in since):  # the others finished the round after the viewer
            roll = [e for e in since if e.kind == "roll"][-1]
            assert window.scene.last_move().get(("dice",), "") == f"new roll: round {roll.args['round']}"
            rolled = True
        # the others' secret building reaches the window, but never the scene
        assert not any(e.args.get("player") not in (None, 0) and e.visible_to for e in window.scene._last_events)
        n = len(session.core.history)
        window.choose(decide(me, session.game, session.state, 0))
        if len(session.core.history) == n + 1 and session.core.history[-1].actor == 0:
            assert window.scene.last_move() == {}, "the viewer acted: nothing of the others is marked"
            cleared = True
    assert rolled and cleared and secret  # the others' secret events were there, and left out


def test_rl_the_adventurer_s_walk_and_the_combat_dice_are_marked(qtbot, window):
    """The bots' last exit starts the interception: at the end the viewer's table marks the rooms
    of the sheet drawn large (its own) the adventurer walked through, the last combat's dice and
    every level explored with its interception points."""
    session = window.start_game(RL, rl_seats(None, "greedy"), seed=8)
    play_seat_to_the_end(qtbot, window, session, 0, make_bot("greedy", 9, RL))
    since = window.since_own.get(0, [])
    marks = window.scene.last_move()
    _rl_secret_free(window, session)
    order = list(session.state.interception.order)
    descents = [e for e in since if e.kind == "descend"]
    assert descents, [e.kind for e in since]
    for e in descents:
        assert "interception points" in marks[("level", order.index(e.args["player"]))]
    walked = [e for e in since if e.kind in ("move", "combat", "equip") and e.args["player"] == window.scene.big]
    assert walked or window.scene.big not in order
    for e in walked:
        assert ("room", e.args["player"], e.args["room"]) in marks, (e, marks)
    if any(e.kind == "combat" for e in since):
        last = [e for e in since if e.kind == "combat"][-1].args
        assert marks[("combat_dice",)] == f"combat: {last['white']}/{last['black']}"
    assert window.scene.item(("score", 0)) is not None  # the final scores are drawn as before
