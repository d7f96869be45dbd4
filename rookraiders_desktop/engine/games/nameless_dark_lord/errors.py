"""Refusals of this game: core's RuleViolation / ActionRejected whose templates live in the
"NamelessDarkLord" translation context."""

from __future__ import annotations

from ...core.errors import ActionRejected, RuleViolation

CONTEXT = "NamelessDarkLord"


class Violation(RuleViolation):
    """Violation(rule, template, **params): an action the rules forbid, naming its ND clause."""

    context = CONTEXT


class Rejected(ActionRejected):
    """Not a rule of the game but of play: not your decision, game over."""

    context = CONTEXT
