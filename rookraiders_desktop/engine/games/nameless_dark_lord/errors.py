"""Refusals of this game: core's RuleViolation / ActionRejected whose templates live in the
"NamelessDarkLord" translation context (core's Translatable renders in the "RookRaiders" context)."""
from __future__ import annotations

from ...core.errors import ActionRejected, RuleViolation
from ...core.i18n import Translate, english, render

CONTEXT = "NamelessDarkLord"


class Violation(RuleViolation):
    """Violation(rule, template, **params): an action the rules forbid, naming its ND clause."""

    context = CONTEXT

    def render(self, tr: Translate = english) -> str:
        return f"{render(self.template, self.params, tr, self.context)} [{self.rule}]"


class Rejected(ActionRejected):
    """Not a rule of the game but of play: not your decision, game over."""

    context = CONTEXT

    def render(self, tr: Translate = english) -> str:
        return f"{render(self.template, self.params, tr, self.context)} [{self.rule}]"
