"""Roguelight's quick reference: what each part of the game does (keys of the engine's timeline
phases, in order) and how the game ends. Templates of the "QuickReference" context."""

from ....engine.core.i18n import QT_TRANSLATE_NOOP

PHASES = {
    "building": QT_TRANSLATE_NOOP(
        "QuickReference",
        "Each round the white and black dice are rolled once for everyone; each player, in secret, draws "
        "a wall block or plans a room, then crosses off the round (RL-3).",
    ),
    "interception": QT_TRANSLATE_NOOP(
        "QuickReference",
        "The sheets are stacked; the adventurer walks each floor by the fewest rooms, fighting the monsters "
        "of each scoring room: strong enough monsters score 5 for the floor's owner (RL-10, RL-11).",
    ),
}

END = (
    QT_TRANSLATE_NOOP(
        "QuickReference",
        "Your building part ends after the round that crosses off your last time or development number "
        "(round 16 at the latest) (RL-8.3).",
    ),
    QT_TRANSLATE_NOOP(
        "QuickReference", "After the interception the highest final total wins; a tie is a draw (RL-15.2)."
    ),
)
