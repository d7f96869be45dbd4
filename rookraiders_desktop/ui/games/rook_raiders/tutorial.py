"""Learn to play Rook & Raiders: round 0 and round 1 of a two-player game against the greedy bot.

Seed 7 deals a Skeleton on line A and a Goblin on line C. The learner places the Thief★ in
front of the Goblin, leads Advance and defeats the Goblin (5 + 1 against defence 6), follows the
rival's Recruit with a Sorcerer★, then, in Ambush run AUTO, defeats the Skeleton with a long-range
critical (double six). The enemy phase, the summons and the end processing of round 1 then run
by themselves, and round 2 begins with the learner following the rival's command.
"""

from __future__ import annotations

from ....engine.core.i18n import QT_TRANSLATE_NOOP
from ...tutorial_lesson import Lesson, Step

ME = 0  # the learner's seat: the start player of round 1
GOBLIN, SKELETON = 12, 0  # their magic-circle squares (lines C and A)

LESSON = Lesson(
    game_id="rook_raiders",
    seed=7,
    bots=("greedy",),
    steps=(
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Welcome to Rook & Raiders. Monsters appear on the magic circles at the left edge of your"
                " board and march right, towards your castle. Every summon puts the same monster on the same"
                " line of every player's board: your rival's board, below yours, has the same Skeleton and Goblin.",
            ),
            clause="RR-1.2",
            look=(("sq", ME, SKELETON), ("sq", ME, GOBLIN)),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "It is not a cooperative game: each of you defends your own board and tries to lower the"
                " threat on it faster than the other. A monster that breaks into your castle can put you"
                " out of the game.",
            ),
            clause="RR-1.1",
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Round 0: put one unit from your hand on your own area (the two right columns), free of"
                " cost. Click your Thief★ (it moves 3 squares), then the square 2-C in the front column,"
                " on the Goblin's line.",
            ),
            clause="RR-5.7",
            expect={"kind": "place_initial", "card": "u13", "square": 16},
            hint=QT_TRANSLATE_NOOP("Lesson", "the Thief★ in your hand, then the square 2-C."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Round 1: you are the start player, so you choose a command card first. Its chooser, the"
                " LEADER, carries out the large effect; every other player, the FOLLOWER, the small one."
                " Choose Advance: you gain 1 gold and everybody may make up to 2 unit actions.",
            ),
            clause="RR-6.6",
            expect={"kind": "choose_command", "command": "advance"},
            hint=QT_TRANSLATE_NOOP("Lesson", "the Advance card in the command row."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "A unit action: choose a unit without an action marker, move it, then use its skill."
                " Click your Thief★.",
            ),
            clause="RR-7.5",
            expect={"kind": "start_action", "square": 16, "full_move": False},
            hint=QT_TRANSLATE_NOOP("Lesson", "your Thief★ on 2-C."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Move first, one square at a time, never through a monster nor onto a magic circle."
                " Click 5-C, three squares left: the Goblin is then right in front of your Thief★.",
            ),
            clause="RR-8.1",
            expect={"kind": "move_unit", "to": 13},
            hint=QT_TRANSLATE_NOOP("Lesson", "the square 5-C, next to the Goblin."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Now the skill. The Goblin stands on a blue square of the Thief's range: click it to"
                " attack. Once a unit uses its skill, it cannot move any more.",
            ),
            clause="RR-9.4",
            expect={"kind": "use_skill", "targets": (GOBLIN,)},
            hint=QT_TRANSLATE_NOOP("Lesson", "the Goblin on the magic circle of line C."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Two dice are rolled and added: 5 + 1 = 6, against the Goblin's defence 6. At least the"
                " defence deals 2 damage, less deals 1. Willpower could reroll for 1 honour mark, but this"
                " roll is good: accept it.",
            ),
            clause="RR-9.6",
            expect={"kind": "accept_roll"},
            hint=QT_TRANSLATE_NOOP("Lesson", "the button that accepts the roll."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "2 damage on a Goblin with 2 HP: it is defeated. Its card lies face down by your board and"
                " counts as 1 honour mark, to spend on boons such as Level-up. Your Thief★ now carries an"
                " action marker: it has acted. Next, your rival follows Advance and then chooses its command.",
            ),
            clause="RR-9.10",
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Your rival led Recruit and placed a unit. As follower you may place one unit from your"
                " hand on an empty square of your area, paying its cost in gold (2). Click your Sorcerer★,"
                " then 2-A, on the Skeleton's line.",
            ),
            clause="RR-11.3",
            expect={"kind": "recruit", "card": "u09", "square": 4},
            hint=QT_TRANSLATE_NOOP("Lesson", "the Sorcerer★ in your hand, then the square 2-A."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Both players have chosen, so the commands nobody chose run AUTO, left to right: everybody"
                " carries out the small effect. Ambush gives you 1 unit action. Click your Sorcerer★.",
            ),
            clause="RR-6.8",
            expect={"kind": "start_action", "square": 4, "full_move": False},
            hint=QT_TRANSLATE_NOOP("Lesson", "your Sorcerer★ on 2-A."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "The Sorcerer★ shoots at long range, 2 or 3 squares ahead, over anything in between. Move"
                " it one square to 3-A: the Skeleton is then 3 squares ahead.",
            ),
            clause="RR-9.11",
            expect={"kind": "move_unit", "to": 3},
            hint=QT_TRANSLATE_NOOP("Lesson", "the square 3-A."),
        ),
        Step(
            QT_TRANSLATE_NOOP("Lesson", "Click the Skeleton to attack it."),
            clause="RR-9.11",
            expect={"kind": "use_skill", "targets": (SKELETON,)},
            hint=QT_TRANSLATE_NOOP("Lesson", "the Skeleton on the magic circle of line A."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Double six: a critical! It deals 3 damage whatever the defence, enough for the Skeleton's"
                " 3 HP (a double one would deal none). Accept the roll.",
            ),
            clause="RR-9.7",
            expect={"kind": "accept_roll"},
            hint=QT_TRANSLATE_NOOP("Lesson", "the button that accepts the roll."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Round 1 is over and your board is clear. Reward ran AUTO (2 gold each). In the enemy"
                " phase every monster attacked a unit in its range or marched right; on your rival's board"
                " they advanced. Then two new monsters were summoned on every board, and End processing"
                " took the action markers off your units.",
            ),
            clause="RR-12.4",
            wait=True,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Round 2: the start player card passed to your rival, who leads this time; you follow."
                " That is the whole rhythm: choose commands, act with your units, and keep the monsters"
                " from your castle. Once the monster deck is empty, a player whose threat is 8 or less"
                " may declare victory.",
            ),
            clause="RR-19.4",
            wait=True,
        ),
    ),
)
