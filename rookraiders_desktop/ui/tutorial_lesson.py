"""The format of a Learn to play lesson (ui/tutorial.py runs it; docs/LEARN_TO_PLAY.md tells how
to write one): a `Lesson` is a fixed seed, the seats and the `Step`s. A game's lesson is `LESSON`
in ui/games/<game_id>/tutorial.py. Nothing here imports the engine before a lesson is asked for."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ..engine.core.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from ..engine.core.game import Setup

CONTEXT = "Lesson"
Expect = Mapping[str, Any] | Callable[[Any], bool]


def tr(text: str) -> str:
    """A lesson's text (marked QT_TRANSLATE_NOOP("Lesson", ...)) in the interface's language."""
    return QCoreApplication.translate(CONTEXT, text) if text else ""


@dataclass(frozen=True)
class Step:
    """One step of a lesson.

    text    what happens and why, a sentence or two (QT_TRANSLATE_NOOP("Lesson", ...))
    clause  the clause it teaches ("RR-9.6"), shown as a link with its rule sentence
    expect  the learner's move: the action's fields ({"kind": "move_unit", "to": 13}) or a
            predicate on the action; None: an explanation, left with Next
    look    keys of table items to frame (an explanation's subject); a move's own clicks are
            framed without being listed
    hint    what a wrong click is told (default: a reminder to click what is framed)
    wait    an explanation shown only once the others have played up to the learner's next
            choice (the enemy phase, the bots' turns); the others are paused during any other
            explanation, so it reads against a table that stands still
    """

    text: str
    clause: str = ""
    expect: Expect | None = None
    look: tuple[Hashable, ...] = ()
    hint: str = ""
    wait: bool = False

    @property
    def is_move(self) -> bool:
        return self.expect is not None

    def accepts(self, action: Any) -> bool:
        """Whether `action` is the move this step waits for."""
        if self.expect is None:
            return False
        if callable(self.expect):
            return bool(self.expect(action))
        return all(_same(getattr(action, name, _MISSING), value) for name, value in self.expect.items())


_MISSING = object()


def _same(found: Any, wanted: Any) -> bool:
    if isinstance(found, (tuple, list)) and isinstance(wanted, (tuple, list)):
        return tuple(found) == tuple(wanted)
    return bool(found == wanted)


@dataclass(frozen=True)
class Lesson:
    """A game's first game: `seed`, the learner's `seat` among bots of the kinds `bots` (in seat
    order, the learner left out), the game's `options` and the `steps`."""

    game_id: str
    seed: int
    steps: tuple[Step, ...]
    bots: tuple[str, ...] = ("greedy",)
    seat: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)

    def setup(self, learner: str = "") -> Setup:
        """The seats: the `learner` (default "Player") at the learner's seat, the bots named
        "Rival" (1, 2 … when several)."""
        from ..engine.core.game import SeatSetup, Setup

        single = len(self.bots) == 1
        seats = [
            SeatSetup(
                name=tr(QT_TRANSLATE_NOOP("Lesson", "Rival"))
                if single
                else tr(QT_TRANSLATE_NOOP("Lesson", "Rival {n}")).format(n=n),
                bot=bot,
            )
            for n, bot in enumerate(self.bots, start=1)
        ]
        seats.insert(self.seat, SeatSetup(name=learner or tr(QT_TRANSLATE_NOOP("Lesson", "Player"))))
        return Setup(seats=seats, options=dict(self.options))

    def dealt(self, setup: Setup, seed: int) -> bool:
        """Whether a game of `setup` and `seed` is this lesson's (whatever language named its seats)."""
        bots = [s.bot for s in setup.seats]
        return seed == self.seed and bots == [s.bot for s in self.setup().seats] and setup.options == dict(self.options)
