"""Dense home areas (issue 15 item 1): late in a game of The Nameless Dark Lord a Home Area holds a
dozen Units. The row fans out within its room: each card keeps a strip of its own (its name
band) under the next one, the highlight and focus ring cover only that strip, no two clickable
cards lie partly over each other, and hovering a fanned card shows it whole in the preview."""

from __future__ import annotations

import itertools

from PySide6.QtWidgets import QApplication
from test_refit_and_preview import settle
from test_table_overlap import _overlaps

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.games.nameless_dark_lord.content import load_content


def test_nd_a_home_area_with_13_units_fans_out_and_each_card_previews(qtbot, window):
    window.resize(1280, 720)
    session = window.start_game(
        "nameless_dark_lord", Setup(seats=[SeatSetup(name=n) for n in ("Aki", "Ben", "Chiyo")]), seed=3
    )
    state = session.state
    content = load_content()
    homes = {uid for p in state.players for uid in p.home}
    spare = [uid for uid, d in state.cards.items() if content.cards[d].type == "unit" and uid not in homes]
    seat = session.acting()
    home = state.players[seat].home
    mine = sum(content.cards[state.cards[uid]].type == "unit" for uid in home)
    home.extend(spare[: 13 - mine])
    window.refresh()
    settle(qtbot)
    scene = window.scene
    units = [
        scene.item(("card", uid)) for uid in state.players[seat].home if content.cards[state.cards[uid]].type == "unit"
    ]
    assert len(units) >= 13 and all(item is not None for item in units)
    units.sort(key=lambda item: item.scenePos().x())
    room = units[-1].sceneBoundingRect().right() - units[0].sceneBoundingRect().left()
    assert room < units[0].boundingRect().width() * len(units)  # they overlap: a fan
    for lower, upper in itertools.pairwise(units):
        strip = scene.visible_rect(lower)
        assert strip.width() > 20 and not strip.adjusted(1, 1, -1, -1).intersects(upper.sceneBoundingRect())
    assert scene.visible_rect(units[-1]) == units[-1].sceneBoundingRect()  # the top card shows whole
    assert not _overlaps(scene), _overlaps(scene)[:3]
    # hovering a card low in the fan (on its strip) previews that card, whole
    view, preview = window.view, window.preview
    target = units[3]
    pos = view.mapFromScene(scene.visible_rect(target).center())
    assert preview.item_at(pos) is target
    preview.hover_at(pos)
    QApplication.processEvents()
    assert preview.isVisible() and preview.content is not None and preview.content.item is target


def test_rr_a_long_hand_fans_out_left_of_the_trap_and_each_card_previews(qtbot, window):
    window.resize(1280, 720)
    seats = [SeatSetup(name="Aki"), SeatSetup(name="Ben")]
    session = window.start_game("rook_raiders", Setup(seats=seats, variants=["level_up_2"]), seed=3)
    state = session.state
    player = state.players[0]
    while len(player.hand) < 11 and state.unit_deck:
        player.hand.append(state.unit_deck.pop())
    window.refresh()
    settle(qtbot)
    scene = window.scene
    cards = sorted((scene.item(("unit", uid)) for uid in player.hand), key=lambda item: item.scenePos().x())
    assert len(cards) == 11 and all(item is not None for item in cards)
    for lower, upper in itertools.pairwise(cards):
        strip = scene.visible_rect(lower)
        assert strip.width() > 20 and not strip.adjusted(1, 1, -1, -1).intersects(upper.sceneBoundingRect())
    assert not _overlaps(scene), _overlaps(scene)[:3]
    view, preview = window.view, window.preview
    target = cards[2]
    pos = view.mapFromScene(scene.visible_rect(target).center())
    assert preview.item_at(pos) is target
    preview.hover_at(pos)
    QApplication.processEvents()
    assert preview.isVisible() and preview.content is not None and preview.content.item is target
