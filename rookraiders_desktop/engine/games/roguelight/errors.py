"""Refusals of this game: core's RuleViolation / ActionRejected whose templates live in the
"Roguelight" translation context."""

from __future__ import annotations

from ...core.errors import ActionRejected, RuleViolation

CONTEXT = "Roguelight"


class Violation(RuleViolation):
    """Violation(rule, template, **params): an action the rules forbid, naming its RL clause."""

    context = CONTEXT


class Rejected(ActionRejected):
    """Not a rule of the game but of play: not your decision, game over."""

    context = CONTEXT
