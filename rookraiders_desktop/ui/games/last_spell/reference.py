"""The Last Spell's quick reference: what each phase of the night does (keys of the engine's
timeline phases, in order) and how the night ends. Templates of the "QuickReference" context."""

from ....engine.core.i18n import QT_TRANSLATE_NOOP

PHASES = {
    "monster": QT_TRANSLATE_NOOP(
        "QuickReference",
        "Panic spreads, the fate coin is tossed, monsters spawn, walk towards the magic circle and attack (LS-11.3).",
    ),
    "hero": QT_TRANSLATE_NOOP(
        "QuickReference",
        "Heroes regain AP and MP; in turn each hero moves, attacks once with a weapon, uses potions, "
        "scrolls and boons, then ends the turn (LS-16).",
    ),
    "end": QT_TRANSLATE_NOOP("QuickReference", "The night is over: what is left is counted (LS-18)."),
}

END = (
    QT_TRANSLATE_NOOP(
        "QuickReference",
        "Nights 1 and 2 are won once every spawn card is revealed and the monsters' HP left is at most "
        "the number of heroes (LS-1.8).",
    ),
    QT_TRANSLATE_NOOP("QuickReference", "Night 3 is won when the scenario's boss dies (LS-1.9)."),
    QT_TRANSLATE_NOOP(
        "QuickReference", "All lose at once if a hero dies or the magic circle loses its last mage (LS-1.5, LS-1.7)."
    ),
)
