"""The Nameless Dark Lord as the game library lists it before its rules are imported (engine/core/listing.py);
rules.py takes the game's id, title and numbers of players from here."""

from __future__ import annotations

from ...core.i18n import QT_TRANSLATE_NOOP
from ...core.listing import Listing

LISTING = Listing(
    game_id="nameless_dark_lord",
    title=QT_TRANSLATE_NOOP("NamelessDarkLord", "The Nameless Dark Lord (名もなき魔王)"),
    text_context="NamelessDarkLord",
    min_players=3,
    max_players=4,
)
