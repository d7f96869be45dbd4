"""Rook & Raiders as the game library lists it before its rules are imported (engine/core/listing.py);
rules.py takes the game's id, title and numbers of players from here."""

from __future__ import annotations

from ...core.i18n import QT_TRANSLATE_NOOP
from ...core.listing import Listing

LISTING = Listing(
    game_id="rook_raiders",
    title=QT_TRANSLATE_NOOP("RookRaiders", "Rook & Raiders (ルーク&レイダース)"),
    text_context="RookRaiders",
    min_players=1,
    max_players=4,
    setup_options=(
        (
            "variants",
            QT_TRANSLATE_NOOP("RookRaiders", "Expansion 2"),
            (
                (QT_TRANSLATE_NOOP("RookRaiders", "Off (base game)"), None),
                (QT_TRANSLATE_NOOP("RookRaiders", "Level Up 2 (new units, Traps, Rest 2)"), ["level_up_2"]),
                (
                    QT_TRANSLATE_NOOP("RookRaiders", "Level Up 2 + Rules B monsters (partial: Rules B not available)"),
                    ["level_up_2", "rules_b_monsters"],
                ),
                (
                    QT_TRANSLATE_NOOP("RookRaiders", "Rules B monsters only (partial: Rules B not available)"),
                    ["rules_b_monsters"],
                ),
            ),
        ),
    ),
    solo_difficulty=True,  # RR-18.4
)
