"""Errors raised by game engines. A refused action always names the rule clause."""
from __future__ import annotations


class RuleViolation(ValueError):
    """An action the rules forbid. `rule` is the clause id from shared/rules (e.g. "RR-8.6")."""

    def __init__(self, rule: str, message: str):
        super().__init__(f"{message} ({rule})")
        self.rule = rule
        self.message = message

    def __str__(self) -> str:  # shown to the player
        return f"{self.message} [{self.rule}]"


class ActionRejected(RuleViolation):
    """Not a rule of the game but of play: game over, not your turn, unknown action."""


class ContentError(Exception):
    """A broken or edited data file. The message names the file, the entry and the field."""


class SaveError(Exception):
    """A save file that cannot be loaded: corrupt, truncated, foreign or from another version."""
