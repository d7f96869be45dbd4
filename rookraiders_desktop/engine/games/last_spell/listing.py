"""The Last Spell as the game library lists it before its rules are imported (engine/core/listing.py);
rules.py takes the game's id, title and numbers of players from here."""

from __future__ import annotations

from ...core.i18n import QT_TRANSLATE_NOOP
from ...core.listing import Listing

LISTING = Listing(
    game_id="last_spell",
    title=QT_TRANSLATE_NOOP("LastSpell", "The Last Spell — Night"),
    text_context="LastSpell",
    min_players=1,
    max_players=4,
    setup_options=(
        (
            "scenario",
            QT_TRANSLATE_NOOP("LastSpell", "Night"),
            (
                (QT_TRANSLATE_NOOP("LastSpell", "Introductory scenario (night 1)"), "intro"),
                (QT_TRANSLATE_NOOP("LastSpell", "Gildenberg — night 1"), "gildenberg_1"),
                (QT_TRANSLATE_NOOP("LastSpell", "Gildenberg — night 2"), "gildenberg_2"),
                (QT_TRANSLATE_NOOP("LastSpell", "Gildenberg — night 3 (the Fallen Harpy)"), "gildenberg_3"),
                (QT_TRANSLATE_NOOP("LastSpell", "Lakeburg — night 1 (water)"), "lakeburg_1"),
                (QT_TRANSLATE_NOOP("LastSpell", "Lakeburg — night 2"), "lakeburg_2"),
                (QT_TRANSLATE_NOOP("LastSpell", "Lakeburg — night 3 (the Rotting Whale-Dragon Cetusia)"), "lakeburg_3"),
                (QT_TRANSLATE_NOOP("LastSpell", "Glenwald — night 1 (trees)"), "glenwald_1"),
                (QT_TRANSLATE_NOOP("LastSpell", "Glenwald — night 2"), "glenwald_2"),
                (QT_TRANSLATE_NOOP("LastSpell", "Glenwald — night 3 (the Corrupted Dryad)"), "glenwald_3"),
            ),
        ),
    ),
)
