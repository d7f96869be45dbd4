"""Rook & Raiders' quick reference: what each step of the round does (keys of the engine's
timeline phases, in order) and how the game ends. Templates of the "QuickReference" context."""

from ....engine.core.i18n import QT_TRANSLATE_NOOP

PHASES = {
    "placement": QT_TRANSLATE_NOOP("QuickReference", "Round 0: each player places their starting units (RR-5)."),
    "turns": QT_TRANSLATE_NOOP(
        "QuickReference",
        "In turn, each player chooses a command card; the LEADER carries out its large effect, every "
        "other player its small effect (RR-6.6).",
    ),
    "auto": QT_TRANSLATE_NOOP("QuickReference", "The commands nobody chose run for everyone, small effect (RR-6.8)."),
    "invasion": QT_TRANSLATE_NOOP("QuickReference", "Every monster moves and attacks by its fixed procedure (RR-12)."),
    "summon": QT_TRANSLATE_NOOP("QuickReference", "Two new monsters are summoned on every board (RR-15)."),
    "support": QT_TRANSLATE_NOOP("QuickReference", "The players with the most monsters heal 1 HP (RR-16.2)."),
    "recover": QT_TRANSLATE_NOOP("QuickReference", "Each player readies up to 2 acted units (RR-16.6)."),
    "cleanup": QT_TRANSLATE_NOOP(
        "QuickReference", "New mercenaries, commands shuffled, the start player moves on (RR-16.7)."
    ),
}

END = (
    QT_TRANSLATE_NOOP(
        "QuickReference",
        "2 to 4 players: once the monster deck is empty, a player whose threat total is 8 or less may "
        "declare victory; the first to declare wins (RR-19.4).",
    ),
    QT_TRANSLATE_NOOP(
        "QuickReference",
        "A red (boss) monster or a second blue one breaking into your castle eliminates you; the last "
        "player left wins (RR-13).",
    ),
    QT_TRANSLATE_NOOP(
        "QuickReference",
        "Alone: defeat every monster to win; any monster breaking in loses the game (RR-18.1, RR-18.2).",
    ),
)
