"""The Last Spell — Night at the real table: every night of the new-game dialog renders, a hero
flips a token and walks by clicks, attacks through the scene (mode, then target) with the attack
preview marking the engine's squares, an illegal click names its clause, the monsters' walk is
animated only as a picture (and not at all under reduced motion), solo recruiting by buttons, the
keyboard, and whole nights through the window in English and Japanese (pytest-qt, offscreen)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from test_i18n import HINT, JAPANESE, _play_through_the_window, japanese  # noqa: F401 - a fixture the tests take by name
from ui_helpers import click_button, click_key

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import state_hash
from rookraiders_desktop.engine.games.last_spell import geometry, targeting
from rookraiders_desktop.engine.games.last_spell.actions import Attack, FlipToken, Move
from rookraiders_desktop.engine.games.last_spell.content import load_content
from rookraiders_desktop.engine.games.last_spell.models import Monster
from rookraiders_desktop.engine.games.last_spell.rules import GAME
from rookraiders_desktop.ui.games.last_spell.board import LSBoardItem, LSFigureItem, LSHeroCardItem

LS = "last_spell"
SCENARIOS = [value for _text, value in GAME.setup_options[0][2]]  # every night of the new-game dialog
CLAUSE = re.compile(r"\[LS-[0-9A-Z.]+\]")


def seats(n: int, scenario: str = "gildenberg_1", bots: tuple = ()) -> Setup:
    names = ["Alice", "Bob", "Chiyo", "Daichi"]
    return Setup(
        seats=[SeatSetup(name=names[i], bot=bots[i] if i < len(bots) else None) for i in range(n)],
        options={"scenario": scenario},
    )


def turn_of(window):
    """The hero whose turn it is (the table is on a "turn" decision)."""
    v = window.session.state
    assert v.flow.decision == "turn", v.flow
    return v.heroes[v.flow.hero]


def free_neighbour(state, cell):
    board = geometry.Board(state)
    for n in geometry.orthogonal(cell):
        if geometry.inside(board.bd, n) and board.empty(n) and not geometry.in_fog(board.bd, n):
            return n
    raise AssertionError(f"no free square next to {cell}")


def put_monster(window, kind: str, cell) -> Monster:
    """A monster set down by hand next to the hero (then the table is redrawn)."""
    state = window.session.state
    m = Monster(id=state.next_id, kind=kind, cell=cell, facing="S")
    state.next_id += 1
    state.monsters.append(m)
    window.refresh()
    return m


# --- the table of every night -------------------------------------------------------------------


def test_the_new_game_dialog_offers_every_night(qtbot, window):
    from rookraiders_desktop.ui.main_window import registered_games
    from rookraiders_desktop.ui.new_game import NewGameDialog

    dialog = NewGameDialog(registered_games()[LS], window)
    qtbot.addWidget(dialog)
    key, _caption, box, (_label, choices) = dialog.option_boxes[0]
    assert key == "scenario" and [value for _, value in choices] == list(SCENARIOS)
    box.setCurrentIndex(2)
    assert dialog.setup().options["scenario"] == SCENARIOS[2]
    assert not dialog.difficulty.isVisibleTo(dialog)  # Rook & Raiders' solo difficulty is not this game's


@pytest.mark.parametrize("players", [1, 2, 4])
@pytest.mark.parametrize("scenario", SCENARIOS)
def test_the_table_renders_every_night(qtbot, window, scenario, players):
    session = window.start_game(LS, seats(players, scenario), seed=3)
    assert session is not None, window.message_box and window.message_box.text()
    scene = window.scene
    items = scene.table_items()
    assert isinstance(scene.item("board"), LSBoardItem)
    bd = load_content().boards[session.state.board]
    assert sum(1 for k in items if isinstance(k, tuple) and k[0] == "cellitem") == bd.width * bd.height
    state = session.state
    assert sum(1 for k, i in items.items() if isinstance(i, LSHeroCardItem)) == len(state.heroes)
    monsters = [i for k, i in items.items() if isinstance(k, tuple) and k[0] == "monster"]
    assert len(monsters) == len(state.monsters)
    assert all(isinstance(i, LSFigureItem) and i.look.facing in "NESW" for i in monsters)
    assert scene.item("panic").look.flames == tuple(state.panic)
    assert window.prompt.hint.text(), "the prompt says what to do"
    assert window.table_stack.currentWidget() is window.table  # all information is public: no curtain
    image = window.grab().toImage()
    assert not image.isNull()


def test_the_night_the_phase_and_the_monsters_are_drawn(qtbot, window):
    session = window.start_game(LS, seats(2, "gildenberg_3"), seed=3)
    scene = window.scene
    state = session.state
    assert "Gildenberg" in scene.item("title").look.text
    harpy = next((m for m in state.monsters if m.kind == "harpy"), None)
    if harpy is not None and harpy.on_cliff:
        assert scene.item(("monster", harpy.id)).look.perched
    for m in state.monsters:
        item = scene.item(("monster", m.id))
        assert item.look.facing == m.facing
        assert item.pos() == scene.cell_pos(m.cell)
    for s in state.structures:
        look = scene.item(("structure", s.id)).look
        assert look.damage == s.damage and look.kind == s.kind


# --- moving and attacking by clicks --------------------------------------------------------------


def _to_a_turn(window, scenario="gildenberg_1", seed=1):
    session = window.start_game(LS, seats(2, scenario), seed=seed)
    for _ in range(50):
        if session.state.flow.decision == "turn":
            return session
        window.choose(session.legal_actions(session.acting())[0])
    raise AssertionError("no hero turn")


def test_a_hero_flips_a_token_and_walks_by_clicks(qtbot, window):
    session = _to_a_turn(window)
    hero = turn_of(window)
    flip = next(a for a in session.legal_actions(hero.owner) if isinstance(a, FlipToken))
    value = hero.tokens[flip.token].value
    mp = hero.mp
    click_key(qtbot, window, ("token", hero.index, flip.token))
    hero = session.state.heroes[hero.index]
    assert hero.mp == mp + value and hero.tokens[flip.token].used
    # the reachable squares are marked, with their cost on the overlay
    moves = [a for a in session.legal_actions(hero.owner) if isinstance(a, Move)]
    assert moves
    scene = window.scene
    reach = {(x, y): cost for x, y, cost in scene.item("overlay").look.reach}
    costs = targeting.reachable(session.state, hero)
    far = max(moves, key=lambda a: costs[tuple(a.to)])
    assert reach[tuple(far.to)] == costs[tuple(far.to)]
    assert window.scene.marks()[("cell", *far.to)].kind == "spot"
    scene.set_hover(tuple(far.to))  # the path to it is drawn
    path = scene.item("overlay").look.path
    assert path[0] == tuple(hero.cell) and path[-1] == tuple(far.to) and len(path) == costs[tuple(far.to)] + 1
    click_key(qtbot, window, ("cell", *far.to))
    hero = session.state.heroes[hero.index]
    assert tuple(hero.cell) == tuple(far.to)
    assert hero.mp == mp + value - costs[tuple(far.to)]


def test_an_illegal_click_shows_the_engine_s_clause(qtbot, window):
    session = _to_a_turn(window)
    hero = turn_of(window)
    assert hero.mp == 0
    target = free_neighbour(session.state, hero.cell)
    before = state_hash(session.state)
    click_key(qtbot, window, ("cell", *target))  # no MP yet: the walk is refused
    status = window.prompt.status.text()
    assert CLAUSE.search(status), status
    assert state_hash(session.state) == before


def test_an_attack_through_the_scene_with_its_preview(qtbot, window):
    session = _to_a_turn(window)
    hero = turn_of(window)
    state = session.state
    hero.weapons = ["short_sword", "spear"]
    spot = free_neighbour(state, hero.cell)
    m = put_monster(window, "armored", spot)
    scene = window.scene
    # the spear's Pierce: a line of 2 from a square 1 or 2 squares away
    click_key(qtbot, window, ("tool", "mode", 1, "pierce"))
    assert scene.tool == ("mode", 1, "pierce")
    pierce = [a for a in session.legal_actions(hero.owner) if isinstance(a, Attack) and a.mode == "pierce"]
    aims = {tuple(a.targets[0]) for a in pierce}
    overlay = scene.item("overlay").look
    assert set(overlay.direct) == aims
    assert {k for k, look in scene.marks().items() if look.kind == "aim"} == {("cell", *c) for c in aims}
    mode = next(md for md in load_content().weapons["spear"].modes if md.id == "pierce")
    scene.set_hover(tuple(m.cell))
    overlay = scene.item("overlay").look
    assert list(overlay.area) == targeting.attack_squares(state, hero, mode, tuple(m.cell))
    target = next(t for t in overlay.targets if t.cell == tuple(m.cell))
    assert target.dice == tuple(load_content().monsters["armored"].dice) and target.seen
    assert "blue" in window.prompt.status.text() or "orange" in window.prompt.status.text()
    # a square out of its reach is crossed, with the clause
    far = (hero.cell[0] + 5, hero.cell[1])
    scene.set_hover(far)
    assert scene.item("overlay").look.bad == far
    assert CLAUSE.search(window.prompt.status.text()), window.prompt.status.text()
    # the short sword's Slash on the monster: the defence dice are rolled
    click_key(qtbot, window, ("tool", "mode", 0, "slash"))
    ap = hero.ap
    n = len(session.core.history)
    click_key(qtbot, window, ("cell", *m.cell))
    assert len(session.core.history) == n + 1
    action = session.core.history[-1].action
    assert isinstance(action, Attack) and action.mode == "slash" and tuple(action.targets[0]) == tuple(m.cell)
    state = session.state
    assert state.heroes[hero.index].ap == ap - 1
    events = session.core.history[-1].events
    assert any(e.kind == "defence_roll" and e.args["monster"] == m.id for e in events)
    assert state.last_roll or state.attack is not None
    assert scene.item(("die", 0, 0)) is not None  # the dice are on the table
    if state.attack is not None:  # a reroll is offered: keep the dice
        assert "REROLL" in scene.item(("herocard", hero.index)).look.status or window.prompt.buttons
        click_button(qtbot, window, "Keep the dice")
        assert session.state.attack is None
    # one attack per turn: the spear's Pierce is no longer chosen, and a click says why it is refused
    if session.state.flow.decision == "turn" and session.state.flow.hero == hero.index:
        before = state_hash(session.state)
        click_key(qtbot, window, ("tool", "mode", 1, "pierce"))
        assert scene.tool != ("mode", 1, "pierce")
        assert "LS-16.3" in window.prompt.status.text(), window.prompt.status.text()
        assert state_hash(session.state) == before


def test_a_second_click_on_the_tool_goes_back_to_moving(qtbot, window):
    session = _to_a_turn(window)
    hero = turn_of(window)
    put_monster(window, "clawer", free_neighbour(session.state, hero.cell))
    tool = next(t for t in window.scene.tools if t[0] == "mode")
    click_key(qtbot, window, ("tool", *tool))
    assert window.scene.tool == tool
    click_key(qtbot, window, ("tool", *tool))
    assert window.scene.tool == ("move",)


def test_the_keyboard_flips_a_token(qtbot, window):
    session = _to_a_turn(window)
    hero = turn_of(window)
    window.keyboard.focus_table()
    keys = window.keyboard.keys()
    token = next(k for k in keys if k[0] == "token")
    window.keyboard.set_key(token)
    assert "movement token" in window.view.accessibleDescription()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert session.state.heroes[hero.index].mp > 0


# --- the monsters walk --------------------------------------------------------------------------


def _end_the_hero_phase(window):
    """Every hero passes: the monster phase runs (its monsters move)."""
    session = window.session
    for _ in range(40):
        legal = session.legal_actions(session.acting())
        passes = [a for a in legal if a.kind == "pass"]
        if not passes:
            return
        window.choose(passes[0])
    raise AssertionError("the hero phase never ended")


def test_the_monsters_walk_one_by_one_as_a_picture(qtbot, window):
    window.prefs.settings.reduced_motion = False
    window.prefs.settings.animation_speed = "normal"
    session = _to_a_turn(window)
    _end_the_hero_phase(window)
    scene = window.scene
    events = [e for e in session.core.history[-1].events if e.kind == "monster_moved"]
    assert events, "no monster moved"
    walk = scene.walk
    assert walk is not None, "the movement was not animated"
    before = state_hash(session.state)
    first = events[0]
    item = scene.item(("monster", first.args["monster"]))
    walk.setCurrentTime(1)  # the first monster leaves its square first
    if item is not None:
        start = scene.cell_pos(first.args["path"][0])
        assert (item.pos() - start).manhattanLength() < 40
    walk.setCurrentTime(walk.duration())
    qtbot.waitUntil(lambda: scene.walk is None, timeout=2000)
    assert state_hash(session.state) == before
    for m in session.state.monsters:
        assert scene.item(("monster", m.id)).pos() == scene.cell_pos(m.cell)


def test_reduced_motion_shows_the_monsters_where_they_stand(qtbot, window):
    window.prefs.settings.reduced_motion = True
    session = _to_a_turn(window)
    _end_the_hero_phase(window)
    scene = window.scene
    assert scene.walk is None
    for m in session.state.monsters:
        assert scene.item(("monster", m.id)).pos() == scene.cell_pos(m.cell)


# --- solo and whole nights ----------------------------------------------------------------------


def test_solo_recruits_by_buttons_then_begins(qtbot, window):
    session = window.start_game(LS, seats(1, "intro"), seed=2)
    assert session.state.flow.decision == "recruit"
    assert "recruit" in window.prompt.hint.text().lower()
    assert window.scene.item(("herocard", 0)).look.status == "recruit: 0 gold"
    click_key(qtbot, window, ("recruit", 1))  # a click on a hero's card recruits it
    assert session.state.heroes[1].in_play
    click_button(qtbot, window, "Recruit")
    assert sum(h.in_play for h in session.state.heroes) == 2
    click_button(qtbot, window, "Begin the night")
    assert session.state.phase != "setup"


def test_a_whole_night_through_the_window(qtbot, window):
    window.start_game(LS, seats(2, "gildenberg_1"), seed=7)
    bots = [make_bot("greedy", 70 + i, LS) for i in range(2)]
    shown = _play_through_the_window(qtbot, window, bots)
    assert window.scene.item("result_zone") is not None
    assert (
        any("Victory" in t or "Defeat" in t or "lost" in t or "won" in t for t in shown["titles"])
        or window.session.result() is not None
    )


def test_a_night_in_japanese_has_every_string_translated(qtbot, window, japanese):  # noqa: F811 - the fixture imported above
    window.start_game(LS, seats(2, "gildenberg_2"), seed=9)
    bots = [make_bot("greedy", 90 + i, LS) for i in range(2)]
    _play_through_the_window(qtbot, window, bots)
    assert not japanese(), f"strings shown without a translation: {japanese()}{HINT}"
    log = window.log.lines()
    assert all(JAPANESE.search(line) for line in log[1:] if line.strip()), [
        line for line in log[1:] if line.strip() and not JAPANESE.search(line)
    ][:5]
    from rookraiders_desktop.ui.items import LabelItem, ZoneItem

    for item in window.scene.table_items().values():
        if isinstance(item, LabelItem) and re.search(r"[A-Za-z]{4,}", item.look.text):
            assert JAPANESE.search(item.look.text) or "Alice" in item.look.text or "Bob" in item.look.text, (
                item.look.text
            )
        if isinstance(item, ZoneItem) and item.look.title and re.search(r"[A-Za-z]{4,}", item.look.title):
            assert JAPANESE.search(item.look.title), item.look.title


def test_the_smoke_test_opens_the_last_spell(qtbot, window, capsys):
    from rookraiders_desktop.ui.app import smoke_test

    assert smoke_test(window) == 0
    assert "smoke test: last_spell: table rendered" in capsys.readouterr().out


def test_a_bot_plays_a_seat(qtbot, window):
    session = window.start_game(LS, seats(2, "gildenberg_1", bots=(None, "greedy")), seed=4)
    for _ in range(200):
        if session.result() is not None:
            break
        seat = session.acting()
        if session.is_bot(seat):
            qtbot.waitUntil(lambda s=seat: session.acting() != s or session.result() is not None, timeout=5000)
            continue
        window.choose(decide(make_bot("greedy", 1, LS), session.game, session.state, seat))
    assert len(session.core.history) > 5


def test_rerolls_by_a_click_on_the_dice(qtbot, window):
    """A magic weapon's miss may be rerolled: the target's dice are a click (then the kind of
    reroll, when there are several, is a button)."""
    from rookraiders_desktop.engine.games.last_spell.actions import Reroll

    session = window.start_game(LS, seats(3, "gildenberg_2"), seed=5)
    bots = [make_bot("greedy", 5 + i, LS) for i in range(3)]
    for _ in range(3000):
        if session.state.flow.decision == "reroll" or session.result() is not None:
            break
        window.choose(decide(bots[session.acting()], session.game, session.state, session.acting()))
    if session.state.flow.decision != "reroll":
        pytest.skip("no reroll came up in this night")
    rerolls = [a for a in session.legal_actions(session.acting()) if isinstance(a, Reroll)]
    assert rerolls
    key = ("roll", rerolls[0].roll)
    assert window.scene.marks()[key].kind == "option"
    n = len(session.core.history)
    click_key(qtbot, window, key)
    same = [a for a in rerolls if a.roll == rerolls[0].roll]
    if len(same) > 1:  # a plain and a magic reroll: the buttons say which
        from rookraiders_desktop.ui import i18n

        click_button(qtbot, window, i18n.describe_action(session.game, same[0], session.state))
    assert len(session.core.history) == n + 1
    assert isinstance(session.core.history[-1].action, Reroll)
    assert any(e.kind == "defence_roll" for e in session.core.history[-1].events)


def test_the_screech_sets_a_clicked_token_aside(qtbot, window):
    session = window.start_game(LS, seats(2, "gildenberg_3"), seed=1)
    for _ in range(200):
        if session.state.flow.decision == "screech" or session.result() is not None:
            break
        window.choose(decide(make_bot("greedy", 3, LS), session.game, session.state, session.acting()))
    if session.state.flow.decision != "screech":
        pytest.skip("no screech in this night")
    hero = session.state.heroes[session.state.flow.hero]
    assert "screech" in window.prompt.hint.text().lower()
    assert window.scene.item(("herocard", hero.index)).look.status == "SCREECH"
    i = next(k for k, t in enumerate(hero.tokens) if not t.set_aside)
    click_key(qtbot, window, ("token", hero.index, window.scene._canon_token(hero, i)))
    assert sum(t.set_aside for t in session.state.heroes[hero.index].tokens) == 1


def test_LSN_6_the_players_choose_at_the_table(qtbot, window):
    """A decision the rules give the players (LS-10.7, LS-8.12, LS-22.36, LS-22.32): the prompt says
    what is chosen and names the clause, the monsters or structures to choose from are highlighted
    on the board and every option has a button; a click on a highlighted square chooses."""
    from rookraiders_desktop.engine.games.last_spell.actions import Choose

    session = window.start_game(LS, seats(2, "lakeburg_2"), seed=5)
    bots = [make_bot("greedy", 5 + i, LS) for i in range(2)]
    for _ in range(3000):
        if session.state.flow.decision == "choose" or session.result() is not None:
            break
        window.choose(decide(bots[session.acting()], session.game, session.state, session.acting()))
    if session.state.flow.decision != "choose":
        pytest.skip("no choice came up in this night")
    choice = session.state.choice
    assert choice.rule in window.prompt.hint.text()
    options = session.legal_actions(session.acting())
    assert len(options) >= 2 and all(isinstance(a, Choose) for a in options)
    from rookraiders_desktop.ui import i18n

    texts = window.prompt.button_texts()
    assert all(i18n.describe_action(session.game, a, session.state) in texts for a in options)
    cells = [k for a in options for k in window.scene.action_keys(a)]
    n = len(session.core.history)
    if cells:
        assert set(cells) <= set(window.scene.marks())
        click_key(qtbot, window, cells[0])
    else:
        click_button(qtbot, window, i18n.describe_action(session.game, options[0], session.state))
    assert len(session.core.history) == n + 1 and isinstance(session.core.history[-1].action, Choose)
    assert any(e.kind.endswith(("_chosen", "_kept", "_ended")) for e in session.core.history[-1].events)
