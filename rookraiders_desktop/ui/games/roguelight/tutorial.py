"""Learn to play Roguelight: the first three rounds of a solo game on the basic map.

Seed 1 rolls the start area C2-D3 (white 1) and outlines rounds 4, 5, 12 and 13 (black 4). Round 1
(white 6): the learner draws the 6-block on D4-F5 beside the start area, filling the item on E4,
and circles the 2-point item mark. Round 2 (5 + 3): a 2 x 4 room plan on G3-H6 around a bat, a ghost
and a green slime, which advances the development track to 5 and breaks its first boundary. Round
3 (white 4): the 4-block on E2-G2 fills the ghost on F2 and walls the top of the room; the ghost's
extra action, a 2-square block on G7-H7, walls its bottom. Round 4 is then a special round.
"""

from __future__ import annotations

from ....engine.core.i18n import QT_TRANSLATE_NOOP
from ...tutorial_lesson import Lesson, Step

ROOM_TOOL = ("tool", "room")  # the table's "Plan a room" tool (action B)
WHITE_TOOL = ("tool", "white")  # its "White die block" tool: framed only when another one is chosen

LESSON = Lesson(
    game_id="roguelight",
    seed=1,
    bots=(),
    options={"map": "basic"},
    steps=(
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Welcome to Roguelight. You are an officer of the demon lord and draw one dungeon floor on"
                " your sheet. First you build it, round by round; then an adventurer walks through it, and"
                " the monsters in your well-built rooms score for you.",
            ),
            clause="RL-1.2",
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "The set-up is rolled for you. The white die's 1 drew a dotted line round the start area"
                " C2-D3: its entrance D3 is your floor's entrance, the other entrances are filled. The black"
                " die's 4 outlined the rounds 4, 5, 12 and 13 on your time track: special rounds.",
            ),
            clause="RL-2.7",
            look=(("cell", 3, 2),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Each round both dice are rolled once for everybody: white 6, black 2. You then either draw"
                " a wall block (action A) or plan a room (action B). In a normal round a block takes the"
                " shape of the white die's face.",
            ),
            clause="RL-4.2",
            look=(("dice",),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "A block must touch a filled square or a dotted line. Click D4 to draw the 6-block as shown,"
                " its top left square there, beside your start area: it fills the item on E4.",
            ),
            clause="RL-4.10",
            expect={"kind": "wall", "die": "white", "cells": ((3, 3), (4, 3), (4, 4), (5, 4))},
            look=(WHITE_TOOL,),
            hint=QT_TRANSLATE_NOOP("Lesson", "the square D4, with the White die block as shown (not turned)."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Filling an item square circles a mark of your item row: a circled mark scores its points at"
                " the end, or you fill it in some round to use the black die instead. Circle the 2-point mark.",
            ),
            clause="RL-7.4",
            expect={"kind": "circle", "mark": 1},
            hint=QT_TRANSLATE_NOOP("Lesson", "the button that circles the 2-point mark."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Round 1 is crossed off the time track. Round 2 rolled white 5 and black 3. Action B takes"
                " both dice: a dotted rectangle of exactly 5 + 3 = 8 squares, at least 2 by 2, touching a"
                " filled square. It is where a room will be.",
            ),
            clause="RL-5.2",
            look=(("dice",),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Choose Plan a room, then click G3 and H6 (or drag from one to the other): 2 by 4"
                " squares beside your wall, round a bat, a ghost, a green slime and an item.",
            ),
            clause="RL-5.3",
            expect={"kind": "room", "x": 6, "y": 2, "w": 2, "h": 4},
            look=(ROOM_TOOL,),
            hint=QT_TRANSLATE_NOOP("Lesson", "Plan a room, then the squares G3 and H6."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Three monsters inside (an item is not one): your development track advanced by 3, to 5, and"
                " broke its first boundary, which opens more item marks and extra actions. A full track ends"
                " your building early.",
            ),
            clause="RL-6.3",
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Round 3: white 4, and 4 + 1 makes no rectangle. Click E2 to draw the 4-block there: it fills"
                " the ghost on F2 and walls the top of your planned room.",
            ),
            clause="RL-7.1",
            expect={"kind": "wall", "die": "white", "cells": ((4, 1), (5, 1), (5, 2), (6, 1))},
            look=(WHITE_TOOL,),
            hint=QT_TRANSLATE_NOOP("Lesson", "the square E2, with the White die block as shown (not turned)."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "A filled ghost gives one action of your extra-action row, each usable once a game. Choose"
                " the 2-square block.",
            ),
            clause="RL-7.8",
            expect={"kind": "extra", "entry": 0},
            hint=QT_TRANSLATE_NOOP("Lesson", "the button of the 2-square block."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Draw it on G7 and H7, under the room. A room scores when walls close each of its sides, no"
                " passage two squares wide runs along it and no other room touches it.",
            ),
            clause="RL-9.8",
            expect={"kind": "block", "cells": ((6, 6), (7, 6))},
            hint=QT_TRANSLATE_NOOP("Lesson", "the squares G7 and H7."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Round 4 is outlined on your time track: a special round for you, in which a block may take"
                " the black die's shape instead of the white's.",
            ),
            clause="RL-3.5",
            wait=True,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Build on like this until round 16 or a full development track. Then you keep one exit: each"
                " scoring room counts 3 points, 10 more if every room scores. Last, an adventurer walks from"
                " entrance to exit through the fewest rooms: monsters at least as strong as him score 5 for you.",
            ),
            clause="RL-9.2",
        ),
    ),
)
