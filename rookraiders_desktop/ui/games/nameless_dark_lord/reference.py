"""The Nameless Dark Lord's quick reference: what each phase of the round does (keys of the
engine's timeline phases, in order) and how the game ends. Templates of the "QuickReference"
context."""

from ....engine.core.i18n import QT_TRANSLATE_NOOP

PHASES = {
    "prep": QT_TRANSLATE_NOOP(
        "QuickReference", "Used cards turn active again, income is paid and new target cards are revealed (ND-5)."
    ),
    "placement": QT_TRANSLATE_NOOP(
        "QuickReference",
        "In turn: place a Unit in a battle area, use an activated ability, or pass, until everyone has passed (ND-6).",
    ),
    "resolution": QT_TRANSLATE_NOOP(
        "QuickReference",
        "Area by area, the highest Power may acquire the target by paying the upkeep of its Units there (ND-11).",
    ),
    "triggers": QT_TRANSLATE_NOOP("QuickReference", "Abilities of the cards just acquired take effect (ND-13)."),
    "end": QT_TRANSLATE_NOOP(
        "QuickReference", "Units come home, the START PLAYER card moves on, the next round begins (ND-14)."
    ),
}

END = (
    QT_TRANSLATE_NOOP("QuickReference", "The game lasts 9 rounds, until the decks run out (ND-4.1, ND-4.5)."),
    QT_TRANSLATE_NOOP(
        "QuickReference",
        "The most victory points on your cards, minus Curse tokens, wins; ties go to gold, then silver "
        "income (ND-4.6, ND-15).",
    ),
)
