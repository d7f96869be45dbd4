"""The Last Spell's bosses at the real table (pytest-qt, offscreen): Cetusia's head and tail drawn
across their 2x2 squares with their HP and FORM badge, turned to form 2 through the engine
(combat.damage_monster) on both parts, their attack squares marked in the monster phase and on
hover; the Corrupted Dryad with its growth stage on the board and on the header's growth track,
its sectors on hover, its monoliths, hatcheries and seed cannons each drawn as itself, a trapped
hero in a ring of vines; the bosses' events flashed (never under reduced motion); every one of the
nine nights renders; Japanese for all of it, the attack modes' names included."""

from __future__ import annotations

import pytest
from test_i18n import HINT, JAPANESE, japanese  # noqa: F401 - a fixture the tests take by name

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.games.last_spell import cetusia, combat, dryad, geometry
from rookraiders_desktop.engine.games.last_spell.content import load_content
from rookraiders_desktop.engine.games.last_spell.text import describe_action
from rookraiders_desktop.ui.games.last_spell.board import LSBossTrackItem, LSFigureItem, LSOverlayItem
from rookraiders_desktop.ui.games.last_spell.scene import CELL

LS = "last_spell"
NIGHTS = [f"{town}_{n}" for town in ("gildenberg", "lakeburg", "glenwald") for n in (1, 2, 3)]
C = load_content()


def seats(n: int, scenario: str) -> Setup:
    names = ["Alice", "Bob", "Chiyo", "Daichi"]
    return Setup(seats=[SeatSetup(name=names[i]) for i in range(n)], options={"scenario": scenario})


def play_until(window, until, limit: int = 3000, seed: int = 1):
    """Greedy bots choose for every seat through the window until `until(state)`."""
    session = window.session
    bots = [make_bot("greedy", seed + i, LS) for i in range(len(session.state.heroes))]
    for _ in range(limit):
        if until(session.state) or session.result() is not None:
            break
        seat = session.acting()
        window.choose(decide(bots[seat], session.game, session.state, seat))
    assert until(session.state), "the moment never came"
    return session.state


def figure(window, monster):
    item = window.scene.item(("monster", monster.id))
    assert isinstance(item, LSFigureItem)
    return item


def squares_of(window, item) -> set:
    """The board squares an item covers (from its place and size on the table)."""
    scene = window.scene
    origin = scene.cell_pos((0, 0))
    x0 = round((item.pos().x() - origin.x()) / CELL)
    y0 = round((item.pos().y() - origin.y()) / CELL)
    w, h = item.size
    return {(x0 + i, y0 + j) for j in range(round(h / CELL)) for i in range(round(w / CELL))}


def surfaced(state) -> bool:
    return state.boss.card is not None and all(cetusia.part_monster(state, p) is not None for p in cetusia.PARTS)


# --- Cetusia ----------------------------------------------------------------------------------------


def test_cetusia_in_its_second_form_on_both_parts_over_their_4_squares(qtbot, window):
    window.start_game(LS, seats(2, "lakeburg_3"), seed=1)
    state = play_until(window, lambda s: surfaced(s) and s.flow.decision == "turn")
    scene = window.scene
    card = cetusia.current_card(state)
    head, tail = cetusia.part_monster(state, "head"), cetusia.part_monster(state, "tail")
    for part, m in (("head", head), ("tail", tail)):
        item = figure(window, m)
        assert item.look.shape == m.kind and item.look.form == 1 and item.look.badge == "FORM 1"
        assert item.size == (2 * CELL, 2 * CELL)
        assert squares_of(window, item) == {tuple(c) for c in cetusia.card_part(card, part).cells}
    assert figure(window, head).look.caption == "HEAD" and figure(window, tail).look.caption == "TAIL"
    track = scene.item("boss_track")
    assert isinstance(track, LSBossTrackItem) and track.look.current == 0
    # the head is beaten through the engine: both parts turn to form 2, their wounds cleared
    events: list = []
    hp = C.monsters[head.kind].hp
    combat.damage_monster(state, head, hp - head.wounds, events)
    assert state.boss.form == 2 and any(e.kind == "cetusia_form" for e in events)
    combat.damage_monster(state, tail, 2, events)  # a wound on the tail in form 2
    window.refresh()
    for part, m in (("head", head), ("tail", tail)):
        item = figure(window, m)
        assert item.look.form == 2 and item.look.badge == "FORM 2", item.look
        assert squares_of(window, item) == {tuple(c) for c in cetusia.card_part(card, part).cells}
        assert item.pos() == scene.cell_pos(m.cell)
        assert "Form 2" in item.toolTip()
    assert figure(window, head).look.wounds == 0
    assert figure(window, tail).look.wounds == 2 and figure(window, tail).look.hp == C.monsters[tail.kind].hp
    assert scene.item("boss_track").look.current == 1
    assert "head 8/8 HP" in scene.item("boss").look.text and "tail 4/6 HP" in scene.item("boss").look.text
    image = window.grab().toImage()
    assert not image.isNull()


def test_cetusias_attack_squares_on_hover_and_in_the_monster_phase(qtbot, window):
    window.start_game(LS, seats(2, "lakeburg_3"), seed=1)
    state = play_until(window, lambda s: surfaced(s) and s.flow.decision == "turn")
    scene = window.scene
    card = cetusia.current_card(state)
    assert not scene.item("danger").look.dangers  # the hero phase: nothing until a part is hovered
    head = cetusia.part_monster(state, "head")
    scene.set_hover(tuple(head.cell))
    dangers = scene.item("danger").look.dangers
    assert len(dangers) == 1
    assert set(dangers[0].cells) == set(cetusia.attack_squares(state, card, "head"))
    attack = cetusia.part_attack(state, card, "head")
    assert attack.name in dangers[0].label and str(attack.damage) in dangers[0].label
    assert scene.item("overlay").look.dangers[0].label == dangers[0].label  # the label over the figures
    assert attack.name in window.prompt.status.text()
    scene.set_hover(None)
    assert not scene.item("danger").look.dangers
    # in the monster phase, once the card is revealed, both parts' areas are marked
    state = play_until(
        window,
        lambda s: s.phase == "monster" and s.step >= 3 and s.flow.decision is not None and surfaced(s),
        limit=6000,
    )
    card = cetusia.current_card(state)
    marked = [set(d.cells) for d in scene.item("danger").look.dangers]
    assert set(cetusia.attack_squares(state, card, "head")) in marked
    assert set(cetusia.attack_squares(state, card, "tail")) in marked
    assert all(d.strong for d in scene.item("danger").look.dangers)


# --- the Corrupted Dryad -----------------------------------------------------------------------------


def test_the_dryads_growth_stage_on_the_board_and_in_the_header(qtbot, window):
    window.start_game(LS, seats(2, "glenwald_3"), seed=2)
    state = play_until(window, lambda s: dryad.dryad(s) is not None and s.flow.decision == "turn")
    scene = window.scene
    m = dryad.dryad(state)
    item = figure(window, m)
    assert state.boss.growth == 1
    assert item.look.shape == "dryad" and item.look.badge == "Germination" and item.look.shielded
    assert squares_of(window, item) == set(dryad.cells_of(m))
    track = scene.item("boss_track")
    assert track.look.spaces == ("Germination", "Growth", "Maturity") and track.look.current == 0
    monoliths = [o for o in state.monsters if o.kind == "monolith"]
    assert len(monoliths) == 5
    assert all(figure(window, o).look.shape == "monolith" and figure(window, o).look.text == "Mo" for o in monoliths)
    assert "always hit" in figure(window, monoliths[0]).toolTip()
    scene.set_hover(tuple(m.cell))  # germinating: it strikes nothing yet
    assert not scene.item("danger").look.dangers
    assert "germinates" in window.prompt.status.text()
    # it grows (through the engine): Growth on the board and in the header, its sectors on hover
    events: list = []
    dryad.grow(state, events)
    assert state.boss.growth == 2
    window.refresh()
    item = figure(window, m)
    assert item.look.badge == "Growth" and item.look.stage == 2 and not item.look.shielded
    assert scene.item("boss_track").look.current == 1
    assert "Growth" in item.toolTip()
    scene.set_hover(tuple(m.cell))
    dangers = scene.item("danger").look.dangers
    bd = C.boards[state.board]
    sectors = dryad.dryad_sectors(state, m)
    assert sectors and len(dangers) == 1
    assert {geometry.sector_of(bd, c) for c in dangers[0].cells} == set(sectors)
    assert len(dangers[0].cells) == len(sectors) * bd.sector_size**2
    assert dangers[0].tone == "thorn"


def test_hatcheries_seed_cannons_and_a_trapped_hero(qtbot, window):
    window.start_game(LS, seats(2, "glenwald_3"), seed=2)
    state = play_until(window, lambda s: dryad.dryad(s) is not None and s.flow.decision == "turn")
    hero = next(h for h in state.heroes if h.cell is not None and h.index != state.flow.hero)
    events: list = []
    trap = dryad.arrive(state, "hatchery", tuple(hero.cell), "S", events)
    assert trap is not None and hero.trapped and any(e.kind == "hero_trapped" for e in events)
    free = next(
        (x, y)
        for y in range(12, 20)
        for x in range(3, 20)
        if geometry.Board(state).empty((x, y)) and geometry.terrain(C.boards[state.board], (x, y)) == "."
    )
    cannon = dryad.arrive(state, "seed_cannon", free, "S", events)
    window.refresh()
    scene = window.scene
    look = scene.item(("hero", hero.index)).look
    assert look.trapped and look.badge == "Ha"
    assert "trapped" in scene.item(("hero", hero.index)).toolTip()
    assert figure(window, trap).look.shape == "hatchery" and figure(window, trap).look.badge == "1"
    assert "holds" in figure(window, trap).toolTip()
    assert figure(window, cannon).look.shape == "seed_cannon" and figure(window, cannon).look.badge == "7"
    trap.face = "second"
    window.refresh()
    assert figure(window, trap).look.badge == "2"
    assert not window.grab().toImage().isNull()


# --- the bosses' events flashed ---------------------------------------------------------------------


def _boss_batch(window, kinds: tuple[str, ...], scenario: str, seed: int):
    window.start_game(LS, seats(2, scenario), seed=seed)
    session = window.session
    if any(e.kind in kinds for e in session.state.opening_events):  # the night's first monster phase
        return list(session.state.opening_events)
    bots = [make_bot("greedy", seed + i, LS) for i in range(2)]
    for _ in range(4000):
        if session.result() is not None:
            break
        seat = session.acting()
        window.choose(decide(bots[seat], session.game, session.state, seat))
        if any(e.kind in kinds for e in session.core.history[-1].events):
            return session.core.history[-1].events
    raise AssertionError(f"no {kinds} event")


def test_cetusia_surfacing_and_its_attack_are_flashed(qtbot, window):
    window.prefs.settings.reduced_motion = False
    window.prefs.settings.animation_speed = "normal"
    events = _boss_batch(window, ("cetusia_surfaces",), "lakeburg_3", 1)
    scene = window.scene
    scene._stop_flash()
    if scene.walk is not None:
        scene.walk.stop()
        scene.walk = None
    surfacing = [e for e in events if e.kind == "cetusia_surfaces"]
    scene._flash(events, 500)
    flash = scene.flash
    assert flash is not None
    head = scene.item(("monster", surfacing[0].args["monster"]))
    flash.setCurrentTime(1)
    assert head.scale() < 1 and head.opacity() < 1  # it rises from the lake
    squares = [i for i in scene.items() if isinstance(i, LSOverlayItem) and i not in scene.table_items().values()]
    if any(e.kind == "cetusia_attack" for e in events):
        assert squares, "its attack squares flash"
    flash.setCurrentTime(flash.duration())
    qtbot.waitUntil(lambda: scene.flash is None, timeout=3000)
    assert head.scale() == 1 and head.opacity() == 1
    assert not [i for i in scene.items() if isinstance(i, LSOverlayItem) and i not in scene.table_items().values()]


def test_the_dryad_appearing_with_its_monoliths_is_flashed(qtbot, window):
    window.prefs.settings.reduced_motion = False
    window.prefs.settings.animation_speed = "normal"
    events = _boss_batch(window, ("dryad_appears",), "glenwald_3", 2)
    scene = window.scene
    appears = next(e for e in events if e.kind == "dryad_appears")
    effects, _flashes = scene._boss_effects(events)
    popped = {ident for how, ident in effects if how == "pop"}
    assert ("monster", appears.args["monster"]) in popped
    assert all(("monster", i) in popped for i in appears.args["monolith_ids"])
    scene._flash(events, 500)  # they sprout
    flash = scene.flash
    assert flash is not None
    flash.setCurrentTime(1)
    tree = scene.item(("monster", appears.args["monster"]))
    stones = [scene.item(("monster", i)) for i in appears.args["monolith_ids"]]
    assert tree.scale() < 1 and all(s.scale() < 1 for s in stones)
    flash.setCurrentTime(flash.duration())
    qtbot.waitUntil(lambda: scene.flash is None, timeout=3000)
    assert tree.scale() == 1 and all(s.scale() == 1 and s.opacity() == 1 for s in stones)


def test_reduced_motion_moves_nothing(qtbot, window):
    window.prefs.settings.reduced_motion = True
    events = _boss_batch(window, ("cetusia_surfaces",), "lakeburg_3", 1)
    scene = window.scene
    assert scene.flash is None and scene.walk is None
    assert scene.animate_events(events, 0) is None and scene.flash is None
    for m in window.session.state.monsters:
        item = scene.item(("monster", m.id))
        assert item.scale() == 1 and item.opacity() == 1 and item.pos() == scene.cell_pos(m.cell)


def test_the_bosses_events_are_in_the_log(qtbot, window):
    events = _boss_batch(window, ("cetusia_surfaces",), "lakeburg_3", 1)
    lines = window.log.lines()
    assert any("surfaces on" in line for line in lines), lines[-20:]
    assert any("Cetusia spawn card" in line for line in lines)
    assert not any(e.kind in line for e in events for line in lines if e.kind.startswith("cetusia"))


# --- every night ------------------------------------------------------------------------------------


@pytest.mark.parametrize("scenario", NIGHTS)
def test_every_night_renders_with_its_boss(qtbot, window, scenario):
    window.start_game(LS, seats(2, scenario), seed=3)
    state = play_until(
        window,
        lambda s: (s.monster_phase >= 2 and s.flow.decision == "turn") or s.result is not None,
        limit=4000,
        seed=3,
    )
    scene = window.scene
    for m in state.monsters:
        item = figure(window, m)
        if m.kind in ("cetusia_head", "cetusia_tail", "dryad", "monolith", "hatchery", "seed_cannon"):
            assert item.look.shape == m.kind
    if scenario in ("lakeburg_3", "glenwald_3") and state.result is None:
        assert scene.item("boss_track") is not None
    assert not window.grab().toImage().isNull()


# --- Japanese ---------------------------------------------------------------------------------------


def test_the_bosses_in_japanese(qtbot, window, japanese):  # noqa: F811 - the fixture imported above
    window.start_game(LS, seats(2, "lakeburg_3"), seed=1)
    state = play_until(window, lambda s: surfaced(s) and s.flow.decision == "turn")
    scene = window.scene
    head = cetusia.part_monster(state, "head")
    combat.damage_monster(state, head, C.monsters[head.kind].hp, [])
    window.refresh()
    scene.set_hover(tuple(head.cell))
    look = figure(window, head).look
    assert JAPANESE.search(look.badge) and "2" in look.badge and JAPANESE.search(look.caption)
    assert JAPANESE.search(scene.item("danger").look.dangers[0].label)
    assert all(JAPANESE.search(s) for s in scene.item("boss_track").look.spaces)
    assert JAPANESE.search(figure(window, head).toolTip())
    # the attack modes have Japanese names: on the hero's card and in the words of an action
    hero = state.heroes[state.flow.hero]
    w = C.weapons[hero.weapons[0]]
    chip = scene.item(("modechip", hero.index, 0, w.modes[0].id))
    assert chip.look.text == w.modes[0].name_ja
    attack = next((a for a in window.session.legal_actions(hero.owner) if a.kind == "attack"), None)
    if attack is not None:
        mode = next(md for md in C.weapons[hero.weapons[attack.weapon]].modes if md.id == attack.mode)
        assert mode.name_ja in describe_action(attack, state, lang="ja")
    window.start_game(LS, seats(2, "glenwald_3"), seed=2)
    state = play_until(window, lambda s: dryad.dryad(s) is not None and s.flow.decision == "turn", seed=2)
    m = dryad.dryad(state)
    window.scene.set_hover(tuple(m.cell))
    assert figure(window, m).look.badge == C.dryad.stage(1).name_ja
    assert all(JAPANESE.search(line) for line in window.log.lines()[1:] if line.strip())
    assert not japanese(), f"strings shown without a translation: {japanese()}{HINT}"


def test_every_attack_mode_and_scroll_mode_has_a_japanese_name():
    modes = [m for w in C.weapons.values() for m in w.modes] + [s.mode for s in C.scrolls.values()]
    assert modes and all(JAPANESE.search(m.name_ja) for m in modes), [m.id for m in modes if not m.name_ja]
