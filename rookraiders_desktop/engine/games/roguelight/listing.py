"""Roguelight as the game library lists it before its rules are imported (engine/core/listing.py);
rules.py takes the game's id, title and numbers of players from here."""

from __future__ import annotations

from ...core.i18n import QT_TRANSLATE_NOOP
from ...core.listing import Listing

LISTING = Listing(
    game_id="roguelight",
    title=QT_TRANSLATE_NOOP("Roguelight", "Roguelight (ローグライト)"),
    text_context="Roguelight",
    min_players=1,
    max_players=6,
    setup_options=(
        (
            "map",
            QT_TRANSLATE_NOOP("Roguelight", "Map"),
            (
                (QT_TRANSLATE_NOOP("Roguelight", "Basic map"), "basic"),
                (QT_TRANSLATE_NOOP("Roguelight", "Advanced map (large monsters, objectives)"), "advanced"),
            ),
        ),
    ),
)
