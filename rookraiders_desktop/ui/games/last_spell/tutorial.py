"""Learn to play The Last Spell: the first two monster phases of the introductory night, solo.

Seed 3 spawns eight monsters from spawn cards 01 and 03. The learner recruits Aldric (the first
hero is free) and begins the night; the monsters walk towards the town. In the hero phase Aldric
flips his two 3-tokens for 6 MP, walks to H9 and slashes the Runner on G9, whose blue defence die
shows Hit + Stun: it falls. He ends the turn, raises his guard with Defence Up and passes; in
monster phase 2 a Clawer hits a house (a flame tile from the panic track) and a Runner the wooden
barricade, and the next hero phase begins.
"""

from __future__ import annotations

from ....engine.core.i18n import QT_TRANSLATE_NOOP
from ...tutorial_lesson import Lesson, Step

ALDRIC = 0  # the hero recruited (the first of the four)
RUNNER = (6, 8)  # G9: the Runner that Aldric slashes
SLASH = ("tool", "mode", 0, "slash")  # the Short Sword's Slash, a mode chosen on the table
MOVE = ("tool", "move")  # framed only when another tool was chosen
CIRCLE = (11, 11)  # L12: the magic circle's north-west square
HOUSE, BARRICADE = (6, 10), (10, 14)  # G11, K15: what monster phase 2 hits

LESSON = Lesson(
    game_id="last_spell",
    seed=3,
    bots=(),
    options={"scenario": "intro"},
    steps=(
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Welcome to The Last Spell. Monsters come out of the fog at the edges of the board and march"
                " on the town, where the magic circle's mages hold the last spell. You defend it with heroes"
                " through the night. This introductory night is played solo: you command the heroes.",
            ),
            clause="LS-25.1",
            look=(("cell", *CIRCLE),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Solo, four heroes wait in the town and one of them starts, free of cost; the others could"
                " be recruited for 3, 5 and 7 gold. Click Recruit on Aldric's card: a swordsman with 10 HP.",
            ),
            clause="LS-24.2",
            expect={"kind": "recruit", "hero": ALDRIC},
            hint=QT_TRANSLATE_NOOP("Lesson", "Recruit on Aldric's hero card."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "One hero is enough for this lesson. A night repeats two phases: the monsters' phase, then"
                " the heroes'. Begin the night.",
            ),
            clause="LS-11.1",
            expect={"kind": "begin"},
            hint=QT_TRANSLATE_NOOP("Lesson", "the button that begins the night."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "The monster phase ran by itself: two spawn cards were revealed and eight monsters came out"
                " of the fog on the west side. Each walked straight ahead towards the town, up to its MP."
                " None reached a hero or a building yet. The Runner on G9 is the closest.",
            ),
            clause="LS-13.2",
            look=(("cell", *RUNNER),),
            wait=True,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Your hero phase. A hero moves with movement tokens: flip one to gain as many movement"
                " points (MP) as its value. Click Aldric's movement token 3.",
            ),
            clause="LS-4.11",
            expect={"kind": "flip", "token": 0},
            hint=QT_TRANSLATE_NOOP("Lesson", "Aldric's movement token 3, framed in gold."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "3 MP do not take Aldric to the Runner. Flip his other 3 token too: 6 MP in all.",
            ),
            clause="LS-4.11",
            expect={"kind": "flip", "token": 1},
            hint=QT_TRANSLATE_NOOP("Lesson", "Aldric's other movement token 3."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Each MP moves the hero one square north, east, south or west, never diagonally nor through"
                " anything. Click H9, next to the Runner: six squares away.",
            ),
            clause="LS-4.12",
            expect={"kind": "move", "to": (7, 8)},
            look=(MOVE,),
            hint=QT_TRANSLATE_NOOP("Lesson", "the square H9, east of the Runner."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Now attack: one attack per turn. Choose the Short Sword's Slash (1 AP, the square next to"
                " Aldric), then click the Runner on G9.",
            ),
            clause="LS-16.3",
            expect={"kind": "attack", "weapon": 0, "mode": "slash", "targets": (RUNNER,)},
            look=(SLASH,),
            hint=QT_TRANSLATE_NOOP("Lesson", "Slash under Aldric's Short Sword, then the Runner on G9."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "An attacked monster rolls its defence dice: the Runner's blue die shows Hit + Stun, so it is"
                " hit. The Short Sword deals 1 damage and a Runner has 1 HP: it falls.",
            ),
            clause="LS-9.4",
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "To attack again Aldric needs a new turn. Solo, each hero has 5 AP and takes turn after turn"
                " until you say he is done. End the turn.",
            ),
            clause="LS-16.11",
            expect={"kind": "end_turn"},
            hint=QT_TRANSLATE_NOOP("Lesson", "the button that ends the turn."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "No monster stands next to Aldric now. Raise his guard instead: Defence Up (1 AP) takes 1"
                " off the next damage a monster deals him.",
            ),
            clause="LS-16.10",
            expect={"kind": "defence_up"},
            hint=QT_TRANSLATE_NOOP("Lesson", "the Defence Up button."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Aldric keeps his last AP. Say he is done for this hero phase: when every hero is done, a"
                " new monster phase begins.",
            ),
            clause="LS-16.13",
            expect={"kind": "pass"},
            hint=QT_TRANSLATE_NOOP("Lesson", "the button “Done for this hero phase”."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Monster phase 2: the fate coin chose the side monsters step aside to, and they marched on."
                " A Clawer hit a house and a Runner the wooden barricade. The house's flame tile came from"
                " the panic track, and the flames left on that track are the town's reward when the night"
                " is over.",
            ),
            clause="LS-15.3",
            look=(("cell", *HOUSE), ("cell", *BARRICADE)),
            wait=True,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "That is the rhythm of a night: the monsters, then the heroes, again and again. The night is"
                " won once every spawn card is revealed and the monsters left have no more HP in all than"
                " there are heroes; it is lost if the magic circle loses its last mage or no hero is left.",
            ),
            clause="LS-11.2",
        ),
    ),
)
