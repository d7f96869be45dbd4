"""The Last Spell's panic track prints each flame tile's reward small ("red potion" is cut to fit at
1280x720, issue 15 render matrix): hovering the track previews every reward large, in order."""

from __future__ import annotations

from rookraiders_desktop.ui.games.last_spell.board import LSPanicItem, PanicLook


def test_panic_track_previews_each_tile_s_reward(qtbot):
    look = PanicLook(flames=(1, 1, 0), rewards=("1 gold", "red potion", "2 wood"), caption="Panic track")
    item = LSPanicItem(look, 380, 84)
    assert item.words().splitlines() == ["Panic track", "1. 1 gold", "2. red potion", "3. 2 wood"]
    assert item.words_rect() == item.boundingRect()  # the whole track answers the hover
