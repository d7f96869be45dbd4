"""Translatable engine texts, without Qt.

Every text a player can see is an English template with {named} placeholders, marked with
`QT_TRANSLATE_NOOP("RookRaiders", "...")` so that pyside6-lupdate extracts it into
resources/i18n/*.ts. The marker returns the text unchanged: the engine always speaks English.
Whoever shows a text (the UI) translates the template with a `Translate` function — Qt's
QCoreApplication.translate in the app — and then fills in the placeholders.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

CONTEXT = "RookRaiders"

Translate = Callable[[str, str], str]  # (context, English template) -> template in the language shown


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks `text` for extraction by pyside6-lupdate; returns it unchanged."""
    return text


def english(context: str, text: str) -> str:
    """The identity Translate: English, the source language."""
    return text


def fill(template: str, params: Mapping[str, Any] | None = None) -> str:
    """`template` with its {named} placeholders filled; as is when there are no params."""
    if not params:
        return template
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template


def render(
    template: str, params: Mapping[str, Any] | None = None, tr: Translate = english, context: str = CONTEXT
) -> str:
    """Translate `template` with `tr`, then fill it. A translation that breaks the placeholders
    falls back to the English template (never an exception while showing a text)."""
    translated = tr(context, template) or template
    if not params:
        return translated
    try:
        return translated.format(**params)
    except (KeyError, IndexError, ValueError):
        return fill(template, params)


def result_reason(args: Mapping[str, Any], tr: Translate = english, context: str = CONTEXT) -> str:
    """The reason of a Result (or of a game_over event's args) in the language of `tr`, with its
    rule: "RR-18.1: every monster defeated"; the English `reason` when no template was kept."""
    template = args.get("reason_template") or ""
    if not template:
        return str(args.get("reason", ""))
    return f"{args.get('rule', '')}: {render(template, args.get('reason_params') or {}, tr, context)}"


class Translatable:
    """A message kept as template + params (for exceptions shown to players)."""

    template: str = ""
    params: dict[str, Any]
    context: str = CONTEXT  # the translation context of the game whose rule it is

    def render(self, tr: Translate = english) -> str:
        return render(self.template, self.params, tr, self.context)
