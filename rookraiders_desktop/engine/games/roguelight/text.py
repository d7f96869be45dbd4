"""Words for the log and the prompt: every event kind and action kind of Roguelight.

Every text is an English template marked with QT_TRANSLATE_NOOP("Roguelight", ...) (see
core/i18n.py); `describe_event` and `describe_action` take `tr` (the translation of a template,
English by default) and `lang` (unused: Roguelight has no card names).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from ...core.game import Event
from ...core.i18n import QT_TRANSLATE_NOOP, Translate, english, render

CONTEXT = "Roguelight"

TITLES = {
    "familiar": QT_TRANSLATE_NOOP("Roguelight", "Familiar (使い魔)"),
    "soldier": QT_TRANSLATE_NOOP("Roguelight", "Demon Soldier (魔兵)"),
    "knight": QT_TRANSLATE_NOOP("Roguelight", "Demon Knight (魔騎士)"),
    "general": QT_TRANSLATE_NOOP("Roguelight", "Demon General (魔将軍)"),
    "duke": QT_TRANSLATE_NOOP("Roguelight", "Demon Duke (魔公)"),
    "king": QT_TRANSLATE_NOOP("Roguelight", "Demon King (魔王)"),
}
EFFECTS = {
    "item": QT_TRANSLATE_NOOP("Roguelight", "item"),
    "ghost": QT_TRANSLATE_NOOP("Roguelight", "ghost"),
    "bat": QT_TRANSLATE_NOOP("Roguelight", "bat"),
}
DICE = {
    "white": QT_TRANSLATE_NOOP("Roguelight", "the white die"),
    "black": QT_TRANSLATE_NOOP("Roguelight", "the black die"),
    "one": QT_TRANSLATE_NOOP("Roguelight", "a 1-square block"),
}
GOALS = {
    "blue": QT_TRANSLATE_NOOP("Roguelight", "more blue slimes than green"),
    "green": QT_TRANSLATE_NOOP("Roguelight", "more green slimes than blue"),
    "ghost": QT_TRANSLATE_NOOP("Roguelight", "a ghost in the room"),
    "bat": QT_TRANSLATE_NOOP("Roguelight", "a bat in the room"),
}
EXITS = {
    0: QT_TRANSLATE_NOOP("Roguelight", "top left"),
    1: QT_TRANSLATE_NOOP("Roguelight", "top right"),
    2: QT_TRANSLATE_NOOP("Roguelight", "bottom left"),
    3: QT_TRANSLATE_NOOP("Roguelight", "bottom right"),
}
EXTRA = {
    "block": QT_TRANSLATE_NOOP("Roguelight", "a {size}-square block"),
    "room": QT_TRANSLATE_NOOP("Roguelight", "a dotted rectangle of up to 12 squares"),
    "ghosts": QT_TRANSLATE_NOOP("Roguelight", "a 1-square block per ghost left"),
}

EVENT_TEXT = {
    "setup": QT_TRANSLATE_NOOP(
        "Roguelight", "{who} rolls white {white} (start area) and black {black} (outlines {outlined})"
    ),
    "map": QT_TRANSLATE_NOOP("Roguelight", "{players} players on the {map} map"),
    "roll": QT_TRANSLATE_NOOP("Roguelight", "Round {round}: white {white}, black {black}"),
    "spend_mark": QT_TRANSLATE_NOOP("Roguelight", "{who} fills an item mark: a special round"),
    "wall": QT_TRANSLATE_NOOP("Roguelight", "{who} draws a {n}-square block"),
    "rect": QT_TRANSLATE_NOOP("Roguelight", "{who} plans a room of {w}×{h} (monsters: {monsters})"),
    "pass": QT_TRANSLATE_NOOP("Roguelight", "{who} can draw nothing this round"),
    "special": QT_TRANSLATE_NOOP("Roguelight", "{who} fills a square: {effect_text}"),
    "large_filled": QT_TRANSLATE_NOOP("Roguelight", "{who} fills a whole large monster"),
    "develop": QT_TRANSLATE_NOOP("Roguelight", "{who} advances the development track by {n} (to {crossed})"),
    "boundary": QT_TRANSLATE_NOOP("Roguelight", "{who} breaks the boundary at {number}"),
    "goal": QT_TRANSLATE_NOOP("Roguelight", "{who} outlines the goal: {goal_text}"),
    "circle": QT_TRANSLATE_NOOP("Roguelight", "{who} circles an item mark worth {points}"),
    "extra": QT_TRANSLATE_NOOP("Roguelight", "{who} uses an extra action: {extra_text}"),
    "bat": QT_TRANSLATE_NOOP("Roguelight", "Bat: draw a 1-square block"),
    "effect_block": QT_TRANSLATE_NOOP("Roguelight", "{who} draws an effect block"),
    "effect_skipped": QT_TRANSLATE_NOOP("Roguelight", "{who} does not use the {effect_text} effect"),
    "effect_nothing": QT_TRANSLATE_NOOP("Roguelight", "{who}'s {effect_text} effect does nothing"),
    "effect_stopped": QT_TRANSLATE_NOOP("Roguelight", "{who} ends the effect"),
    "player_done": QT_TRANSLATE_NOOP("Roguelight", "{who} has finished round {round}"),
    "round_end": QT_TRANSLATE_NOOP("Roguelight", "Round {round} ends"),
    "building_over": QT_TRANSLATE_NOOP("Roguelight", "{who}'s building part ends after round {round}"),
    "exit": QT_TRANSLATE_NOOP("Roguelight", "{who} keeps the {exit_text} exit"),
    "sheet_scored": QT_TRANSLATE_NOOP(
        "Roguelight", "{who} scores {items} for items and {rooms} for rooms ({scoring} of {total_rooms} rooms score)"
    ),
    "sits_out": QT_TRANSLATE_NOOP("Roguelight", "{who}'s entrance and exit are not connected: the sheet sits out"),
    "interception": QT_TRANSLATE_NOOP("Roguelight", "The interception part begins"),
    "enter": QT_TRANSLATE_NOOP("Roguelight", "The adventurer enters level {level}, {who}'s floor"),
    "move": QT_TRANSLATE_NOOP("Roguelight", "The adventurer moves to the next room of {who}'s floor"),
    "combat": QT_TRANSLATE_NOOP(
        "Roguelight",
        "Combat: {monsters} monsters against {white}/{black} + {level} = {strength}: {who} scores {points}",
    ),
    "equip": QT_TRANSLATE_NOOP("Roguelight", "The adventurer picks up items: {items} (armed level {level})"),
    "descend": QT_TRANSLATE_NOOP("Roguelight", "The adventurer descends: {who} scores {points} (final total {final})"),
    "game_over": QT_TRANSLATE_NOOP("Roguelight", "The game is over"),
}


def seat_name(seat: Any, names: dict[int, str] | None = None) -> str:
    if names and isinstance(seat, int) and seat in names:
        return names[seat]
    return f"P{int(seat) + 1}" if isinstance(seat, int) else str(seat)


def _t(tr: Translate, text: str, **params: Any) -> str:
    return render(text, params, tr, CONTEXT)


def title_name(key: str, tr: Translate = english) -> str:
    return tr(CONTEXT, TITLES[key]) if key in TITLES else key


def describe_event(event: Event, names: dict[int, str] | None = None, tr: Translate = english, lang: str = "en") -> str:
    template = EVENT_TEXT.get(event.kind)
    if template is None:
        return event.kind
    args = dict(event.args)
    args["who"] = seat_name(args.get("player"), names)
    if "effect" in args:
        args["effect_text"] = tr(CONTEXT, EFFECTS.get(args["effect"], args["effect"]))
    if "goal" in args:
        args["goal_text"] = tr(CONTEXT, GOALS.get(args["goal"], args["goal"]))
    if "exit" in args:
        args["exit_text"] = tr(CONTEXT, EXITS.get(args["exit"], str(args["exit"])))
    if "type" in args:
        args["extra_text"] = _t(tr, EXTRA.get(args["type"], args["type"]), size=args.get("size", 0))
    if "cells" in args:
        args["n"] = len(args["cells"])
    if "outlined" in args:
        args["outlined"] = ", ".join(str(n) for n in args["outlined"])
    if event.kind == "map":
        if args.get("players") == 1:
            template = QT_TRANSLATE_NOOP("Roguelight", "One player (solo) on the {map} map")
        args["map"] = (
            tr(CONTEXT, QT_TRANSLATE_NOOP("Roguelight", "basic"))
            if args.get("map") == "basic"
            else tr(CONTEXT, QT_TRANSLATE_NOOP("Roguelight", "advanced"))
        )
    return _t(tr, template, **args)


def describe_action(action: BaseModel, state: Any = None, tr: Translate = english, lang: str = "en") -> str:
    a: Any = action
    kind = getattr(action, "kind", "")

    def t(text: str, **params: Any) -> str:
        return _t(tr, text, **params)

    def at(cells: Any) -> str:
        return " ".join(f"{chr(65 + x)}{y + 1}" for x, y in cells)

    if kind == "wall":
        text = t(
            QT_TRANSLATE_NOOP("Roguelight", "Action A: {block} on {cells}"),
            block=tr(CONTEXT, DICE[a.die]),
            cells=at(a.cells),
        )
        if a.spend_mark is not None:
            text += t(QT_TRANSLATE_NOOP("Roguelight", " (filling an item mark)"))
        return text
    if kind in ("room", "effect_room"):
        return t(
            QT_TRANSLATE_NOOP("Roguelight", "Plan a room {w}×{h} from {cell}"), w=a.w, h=a.h, cell=at([(a.x, a.y)])
        )
    if kind == "pass":
        return t(QT_TRANSLATE_NOOP("Roguelight", "Draw nothing (no legal drawing)"))
    if kind == "circle":
        return t(QT_TRANSLATE_NOOP("Roguelight", "Circle item mark {n}"), n=a.mark + 1)
    if kind == "extra":
        return t(QT_TRANSLATE_NOOP("Roguelight", "Use extra action {n}"), n=a.entry + 1)
    if kind == "bat":
        if a.option == "block":
            return t(QT_TRANSLATE_NOOP("Roguelight", "Bat: draw a 1-square block"))
        return t(QT_TRANSLATE_NOOP("Roguelight", "Bat: advance the development track by 2"))
    if kind == "block":
        return t(QT_TRANSLATE_NOOP("Roguelight", "Draw the effect block on {cells}"), cells=at(a.cells))
    if kind == "skip":
        if a.effect is None:
            return t(QT_TRANSLATE_NOOP("Roguelight", "End the effect"))
        return t(QT_TRANSLATE_NOOP("Roguelight", "Do not use this effect"))
    if kind == "exit":
        return t(QT_TRANSLATE_NOOP("Roguelight", "Keep the {exit} exit"), exit=tr(CONTEXT, EXITS[a.exit]))
    if kind == "route":
        if a.room is None:
            return t(QT_TRANSLATE_NOOP("Roguelight", "Send the adventurer to the exit"))
        return t(QT_TRANSLATE_NOOP("Roguelight", "Send the adventurer to room {n}"), n=a.room + 1)
    return kind


def result_reason(result: dict[str, Any], tr: Translate = english) -> str:
    template = result.get("reason_template") or ""
    params = dict(result.get("reason_params") or {})
    if "title" in params:
        params["title"] = title_name(params["title"], tr)
    text = _t(tr, template, **params) if template else result.get("reason", "")
    rule = result.get("rule")
    return f"{text} [{rule}]" if rule else text
