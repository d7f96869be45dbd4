"""Learn to play The Nameless Dark Lord: round 1 of a three-player game against two greedy bots.

Seed 2 gives the learner the Red Throne and with it the START PLAYER card; the targets are the
Money-Changer's Scales (A), Troll's Armaments (B), a Clay Golem (C) and a Skeleton Swordsman (D).
The learner bids a Skeleton Swordsman on C and a Goblin Soldier on D; both rivals add a Goblin
Soldier to C, a three-way tie at Power 1 that the learner wins by having placed first. After
everybody passes, the rivals take A and B, the learner acquires C and D for 1 silver each, keeps
the START PLAYER card for taking the most targets, and round 2 begins.
"""

from __future__ import annotations

from ....engine.core.i18n import QT_TRANSLATE_NOOP
from ...tutorial_lesson import Lesson, Step

ME = 0
AREAS = tuple(("area", i) for i in range(4))  # the battle areas A to D

LESSON = Lesson(
    game_id="nameless_dark_lord",
    seed=2,
    bots=("greedy", "greedy"),
    steps=(
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Welcome to The Nameless Dark Lord: nine rounds of bidding. Each round, one target card"
                " more than there are players is revealed, each with its battle area above it: A, B, C, D."
                " You send Units into the areas; whoever has the most Power in an area may take its target.",
            ),
            clause="ND-5.4",
            look=AREAS,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Your Home Area: your Red Throne and two Mountain Forts are Territories. Their magic circles"
                " gave you 3 sleeves, so you can field up to 3 Units; each Mountain Fort gave 1 silver coin"
                " of income. Coins pay the upkeep of the Units that win you a target.",
            ),
            clause="ND-5.9",
            look=(("player", ME),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "The Red Throne brought you the START PLAYER card: you act first. On a turn you place one"
                " Unit, use an ability, or pass. Click your Skeleton Swordsman (Power 1, upkeep 1 silver),"
                " then battle area C, to bid for the Clay Golem, a Unit of Power 3.",
            ),
            clause="ND-7.4",
            expect={"kind": "place", "card": "skeleton_swordsman.1", "area": 2},
            hint=QT_TRANSLATE_NOOP("Lesson", "your Skeleton Swordsman, then battle area C."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Your rivals bid for B and A. Placing costs nothing yet: it is only a bid, paid if you win."
                " Click your Goblin Soldier, then battle area D, to bid for the Skeleton Swordsman.",
            ),
            clause="ND-7.5",
            expect={"kind": "place", "card": "goblin_soldier.1", "area": 3},
            hint=QT_TRANSLATE_NOOP("Lesson", "your Goblin Soldier, then battle area D."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Both rivals sent a Goblin Soldier to C: three players with Power 1 each there. A tie goes"
                " to whoever placed in the area first, and that is you.",
            ),
            clause="ND-12.3",
            look=(AREAS[2],),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "You could still place your Wood Golem, but the winner of an area pays the upkeep of every"
                " Unit of theirs in it, and you have only 2 silver for C and D. Pass: you take no more"
                " turns this round.",
            ),
            clause="ND-13.4",
            expect={"kind": "pass"},
            hint=QT_TRANSLATE_NOOP("Lesson", "the Pass button."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Everybody has passed, so the battle areas are resolved one by one, A first: in each, the"
                " players are ranked by their total Power and the first one may acquire the target. Your"
                " rivals took A and B.",
            ),
            clause="ND-11.2",
            wait=True,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Area C: you rank first. Acquire the Clay Golem by paying the upkeep of your Units in C:"
                " 1 silver. Declining would offer it to the next player.",
            ),
            clause="ND-13.3",
            expect={"kind": "acquire"},
            hint=QT_TRANSLATE_NOOP("Lesson", "the button that acquires the target."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Area D: you alone bid. Acquire the Skeleton Swordsman for 1 silver.",
            ),
            clause="ND-12.5",
            expect={"kind": "acquire"},
            hint=QT_TRANSLATE_NOOP("Lesson", "the button that acquires the target."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "End Phase: the Units came home, the coins left went back to the stock (coins are never"
                " kept), and you keep the START PLAYER card for taking the most targets. Cards acquired"
                " are yours from this round on: your Clay Golem now bids with Power 3.",
            ),
            clause="ND-14.5",
            wait=True,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Lesson",
                "That is a whole round. Territories bring sleeves and coins, Units win areas, Artifacts give"
                " abilities and points. After round 9 everybody adds up the victory points on their cards,"
                " minus their Curse tokens: the highest total wins.",
            ),
            clause="ND-15.7",
        ),
    ),
)
