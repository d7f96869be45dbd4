"""Errors raised by game engines. A refused action always names the rule clause.

Every message a player can read is kept as an English template with {named} placeholders
(marked for translation, see core/i18n.py) plus its parameters: `.template`, `.params`;
`.message` is the English text. `render(tr)` gives it in the language shown.
"""

from __future__ import annotations

import reprlib
from typing import Any

from .i18n import Translatable, Translate, english, fill


class RuleViolation(Translatable, ValueError):
    """An action the rules forbid. `rule` is the clause id from shared/rules (e.g. "RR-8.6").

    RuleViolation(rule, template, **params): `template` is English with {named} placeholders,
    filled from `params` (a plain message without params works too)."""

    def __init__(self, rule: str, template: str, **params: Any):
        self.rule = rule
        self.template = template
        self.params = dict(params)
        self.message = fill(template, self.params)
        super().__init__(f"{self.message} ({rule})")

    def __str__(self) -> str:  # shown to the player
        return f"{self.message} [{self.rule}]"

    def render(self, tr: Translate = english) -> str:
        """The message in the language of `tr`, with the clause: "... [RR-8.6]"."""
        return f"{super().render(tr)} [{self.rule}]"

    def __reduce__(self) -> Any:
        return (_rebuild, (type(self), self.rule, self.template, self.params))


def _rebuild(cls: type[RuleViolation] | type[_TemplateError], *args: Any) -> RuleViolation | _TemplateError:
    if issubclass(cls, RuleViolation):
        rule, template, params = args
        return cls(rule, template, **params)
    template, params = args
    return cls(template, **params)


class ActionRejected(RuleViolation):
    """Not a rule of the game but of play: game over, not your turn, unknown action."""


class _TemplateError(Translatable, Exception):
    def __init__(self, template: str, **params: Any):
        self.template = template
        self.params = dict(params)
        self.message = fill(template, self.params)
        super().__init__(self.message)

    def __str__(self) -> str:
        return self.message

    def __reduce__(self) -> Any:
        return (_rebuild, (type(self), self.template, self.params))


class ContentError(_TemplateError):
    """A broken or edited data file. The message names the file, the entry and the field."""


ECHO_LIMIT = 80  # characters of a value from a file that a message may echo
PARAM_LIMIT = 120  # characters of any text a SaveError puts in its message (an error's text too)

_ECHO = reprlib.Repr()
_ECHO.maxlevel = 2  # a value nested deeper is shown as "[...]"


def shorten(value: Any, limit: int = ECHO_LIMIT) -> str:
    """`value` as a message may echo it: a text as it is, anything else as its repr (nested
    parts elided); over `limit` characters, its middle is cut out (marked "…"), keeping its start
    and its end (a rule clause). A file may hold a value of any length or depth, and a message
    must stay short."""
    text = value if isinstance(value, str) else _ECHO.repr(value)
    if len(text) <= limit:
        return text
    head = (limit - 1) // 2
    return text[:head] + "…" + text[len(text) - (limit - 1 - head) :]


class SaveError(_TemplateError):
    """A save file that cannot be loaded: corrupt, truncated, foreign or from another version.
    Every text parameter is shortened (see `shorten`): a message never echoes a huge value."""

    def __init__(self, template: str, **params: Any):
        super().__init__(
            template,
            **{key: shorten(value, PARAM_LIMIT) if isinstance(value, str) else value for key, value in params.items()},
        )
