"""The coach (issue 9): a proposed move for the player to act, with a one-line reason. No Qt.

    hint(game, state, player, lang="en", seed=0) -> Hint | None

The game's best bot (asked with `worlds`, its expert, bots/expert.py, on that fixed number of
sampled worlds, so the same position always gets the same hint; else its "greedy" bot; a random
pick where a game has neither) chooses among `game.legal_actions(state, player)` from the player's own view,
`game.view(state, player)`: the coach never sees another seat's secrets nor the dice to come (a
view carries no usable generator), so it knows exactly what the player knows. The proposal is
always one of the legal actions. When the expert searched, the reason adds what it found: how
the move and the runner-up fared over the worlds it played out.

The reason comes from the bot's optional `explain(game, view, action, lang, tr)` -> (template,
params): an English template marked with QT_TRANSLATE_NOOP("Coach", ...), its parameters already
in the language `lang` ("en"/"ja", for card names; `tr` translates a game's own names, such as
The Last Spell's monsters); without it, or when it has nothing to say,
the generic "the strongest move the bot sees". `Hint.reason(tr)` translates and fills it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from pydantic import BaseModel

from .game import Game
from .i18n import QT_TRANSLATE_NOOP, Translate, english, render

CONTEXT = "Coach"
GENERIC = QT_TRANSLATE_NOOP("Coach", "the strongest move the bot sees")
SEARCHED = QT_TRANSLATE_NOOP(
    "Coach", "{why} (played out {worlds} ways: this move scores {best}%, the next best {second}%)"
)
COACH_WORLDS = 3  # the expert's worlds per hint: a steady answer in well under a second
ONLY = QT_TRANSLATE_NOOP("Coach", "the only move there is")


def pct(p: Fraction | float) -> str:
    """A chance as a whole percentage; "<1" / ">99" rather than a misleading 0 or 100."""
    value = float(p) * 100
    if 0 < value < 1:
        return "<1"
    if 99 < value < 100:
        return ">99"
    return str(round(value))


@dataclass(frozen=True)
class Hint:
    action: BaseModel
    template: str = GENERIC
    params: dict[str, Any] = field(default_factory=dict)

    def reason(self, tr: Translate = english) -> str:
        """The one-line reason in the language of `tr` (the English template by default)."""
        return render(self.template, self.params, tr, CONTEXT)


def coach_bot(game: Game[Any, Any], seed: int = 0) -> Any:
    """The best bot the game has without a search: its own greedy bot, else the random one."""
    from ..bots import make_bot

    try:
        return make_bot("greedy", seed, game.game_id)
    except ValueError:
        return make_bot("random", seed, game.game_id)


def coach_expert(game: Game[Any, Any], seed: int = 0, worlds: int = COACH_WORLDS) -> Any:
    """The game's expert on `worlds` sampled worlds (reproducible), or None for a game without one."""
    from ..bots.expert import ExpertBot

    try:
        return ExpertBot(seed, game.game_id, think_ms=None, iterations=worlds)
    except ValueError:
        return None


def hint(
    game: Game[Any, Any],
    state: Any,
    player: int,
    lang: str = "en",
    seed: int = 0,
    tr: Translate = english,
    worlds: int = 0,
) -> Hint | None:
    """The coach's proposal for `player` now, or None when the player has nothing to choose.
    `lang` and `tr` are how the reason's parameters (card and monster names) read. `worlds`: the
    game's expert searches that many sampled worlds (the window asks COACH_WORLDS, off its
    thread); 0 asks the greedy bot alone (instant)."""
    legal = list(game.legal_actions(state, player))
    if not legal:
        return None
    if len(legal) == 1:
        return Hint(legal[0], ONLY)
    greedy = coach_bot(game, seed)
    bot = (coach_expert(game, seed, worlds) if worlds > 0 else None) or greedy
    view = game.view(state, player)
    action = bot.choose(game, view, legal, bot.rng)
    if action not in legal:  # a bot must pick a legal action; the coach never proposes another
        action = legal[0]
        return Hint(action)
    template, params = explain(greedy, game, view, action, lang, tr)
    return searched(getattr(bot, "last", None), action, template, params, tr) or Hint(action, template, params)


def searched(verdict: Any, action: BaseModel, template: str, params: dict[str, Any], tr: Translate) -> Hint | None:
    """The hint with what the search found: how `action` and the next best fared (None without a search)."""
    if verdict is None:
        return None
    arms = [arm for arm in verdict.arms if arm.visits]
    chosen = next((arm for arm in arms if arm.action == action), None)
    others = [arm for arm in arms if arm is not chosen]
    if chosen is None or not others:
        return None
    runner = max(others, key=lambda arm: arm.mean)
    why = render(template, params, tr, CONTEXT)
    best, second = (round(100 * arm.mean) for arm in (chosen, runner))  # whole numbers: no "<1" to escape
    found = {"why": why, "worlds": verdict.iterations, "best": best, "second": second}
    return Hint(action, SEARCHED, found)


def explain(
    bot: Any, game: Game[Any, Any], view: Any, action: BaseModel, lang: str = "en", tr: Translate = english
) -> tuple[str, dict[str, Any]]:
    """The bot's reason for `action`, or the generic one. An explanation never breaks a hint."""
    method = getattr(bot, "explain", None)
    if callable(method):
        try:
            found = method(game, view, action, lang=lang, tr=tr)
        except Exception:  # noqa: BLE001 - a reason is a nicety; the proposal stands without it
            found = None
        if found and found[0]:
            template, params = found
            return str(template), dict(params or {})
    return GENERIC, {}
