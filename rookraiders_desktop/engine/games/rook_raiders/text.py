"""Words for the log and the prompt: every event kind and action kind of Rook & Raiders.

Every text is an English template marked with QT_TRANSLATE_NOOP("RookRaiders", ...) (see
core/i18n.py); `describe_event` and `describe_action` take `tr` (the translation of a template,
English by default) and `lang` (how card names read: in "ja" the rulebook's Japanese name only,
in "en" the Japanese name with the English one beside it).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from pydantic import BaseModel

from ...core.game import Event
from ...core.i18n import CONTEXT, QT_TRANSLATE_NOOP, Translate, english, render
from ...core.i18n import result_reason as core_result_reason
from .content import load_content
from .models import label

PHASES = {
    "enemy": QT_TRANSLATE_NOOP("RookRaiders", "Enemy phase (エネミーフェイズ): 5 Invasion 侵略"),
    "summon": QT_TRANSLATE_NOOP("RookRaiders", "6 Summon 召喚"),
}
DIFFICULTIES = {
    "easy": QT_TRANSLATE_NOOP("RookRaiders", "Easy"),
    "normal": QT_TRANSLATE_NOOP("RookRaiders", "Normal"),
    "hard": QT_TRANSLATE_NOOP("RookRaiders", "Hard"),
}
COLOURS = {
    "red": QT_TRANSLATE_NOOP("RookRaiders", "red skull"),
    "blue": QT_TRANSLATE_NOOP("RookRaiders", "blue skull"),
}


@lru_cache(maxsize=1)
def _names() -> dict[str, tuple[str, str, str]]:
    """key (definition id or Japanese name) -> (Japanese name, English name, "card"/"command")."""
    c = load_content()
    names: dict[str, tuple[str, str, str]] = {}
    for d in c.all_units() + c.all_monsters():
        names[d.name_ja] = names[d.id] = (d.name_ja, d.name_en, "card")
    for cmd in c.commands.values():
        names[cmd.id] = (cmd.name_ja, cmd.name_en, "command")
    if c.x2 is not None:
        names["rest2"] = (c.x2.rest2.name_ja, c.x2.rest2.name_en, "command")
        names["trap"] = (c.x2.trap.name_ja, c.x2.trap.name_en, "card")
    return names


def name(key: str, lang: str = "en") -> str:
    """A card's or a command's name: Japanese only in "ja"; "ウォーリア★ (Warrior★)" and
    "進撃 Advance" in English."""
    found = _names().get(key)
    if found is None:
        return key
    ja, en, kind = found
    if lang == "ja":
        return ja
    return f"{ja} {en}" if kind == "command" else f"{ja} ({en})"


def seat_name(seat: Any) -> str:
    return f"P{int(seat) + 1}" if isinstance(seat, int) else str(seat)


def _squares(squares: Any) -> str:
    return ", ".join(label(s) for s in squares)


def _list(tr: Translate, items: list[str]) -> str:
    return tr(CONTEXT, QT_TRANSLATE_NOOP("RookRaiders", ", ")).join(items)


EVENT_TEXT = {
    "solo_discard": QT_TRANSLATE_NOOP(
        "RookRaiders", "Solo difficulty {difficulty}: {count} cards discarded from the unit deck"
    ),
    "round": QT_TRANSLATE_NOOP("RookRaiders", "— Round {round} — start player {start}{last_text}"),
    "phase": QT_TRANSLATE_NOOP("RookRaiders", "{phase_text}"),
    "command_chosen": QT_TRANSLATE_NOOP("RookRaiders", "{who} chooses {command_text} (LEADER)"),
    "auto_command": QT_TRANSLATE_NOOP("RookRaiders", "{command_text} is executed AUTO"),
    "command_done": QT_TRANSLATE_NOOP("RookRaiders", "{command_text} resolved"),
    "gold": QT_TRANSLATE_NOOP("RookRaiders", "{who} gains {amount} gold (now {total})"),
    "honour": QT_TRANSLATE_NOOP("RookRaiders", "{who} takes {amount} honour token(s)"),
    "honour_spent": QT_TRANSLATE_NOOP("RookRaiders", "{who} spends {amount} honour mark(s)"),
    "action_start": QT_TRANSLATE_NOOP("RookRaiders", "{who}: {unit_text} on {square_text} acts{full_text}"),
    "action_end": QT_TRANSLATE_NOOP("RookRaiders", "{who}: {unit_text} on {square_text} is now acted"),
    "actions_declined": QT_TRANSLATE_NOOP("RookRaiders", "{who} ends their actions ({left} unused)"),
    "unit_move": QT_TRANSLATE_NOOP("RookRaiders", "{who}: {unit_text} moves {frm_text} → {to_text}"),
    "skill": QT_TRANSLATE_NOOP("RookRaiders", "{who}: {unit_text} uses its skill"),
    "dice": QT_TRANSLATE_NOOP("RookRaiders", "{who} rolls {d1} + {d2}{reroll_text}"),
    "attack_result": QT_TRANSLATE_NOOP(
        "RookRaiders", "{who}: {d1}+{d2}{mod_text} = {value} vs defence {defence} of {monster_text}: {outcome_text}"
    ),
    "monster_damage": QT_TRANSLATE_NOOP(
        "RookRaiders", "{monster_text} on {square_text} takes {amount} damage ({total}/{hp})"
    ),
    "monster_defeated": QT_TRANSLATE_NOOP(
        "RookRaiders", "{who} defeats {monster_text} (threat {threat}) — +1 honour mark"
    ),
    "medal": QT_TRANSLATE_NOOP("RookRaiders", "{who} takes a medal token (face down)"),
    "medal_value": QT_TRANSLATE_NOOP("RookRaiders", "{who}'s medal is worth {value}"),
    "unit_damage": QT_TRANSLATE_NOOP(
        "RookRaiders", "{unit_text} on {square_text} takes {amount} damage ({total}/{hp})"
    ),
    "faint": QT_TRANSLATE_NOOP("RookRaiders", "{unit_text} faints and returns to {who}'s hand"),
    "heal": QT_TRANSLATE_NOOP("RookRaiders", "{who}: {unit_text} on {square_text} heals {amount}{support_text}"),
    "bard": QT_TRANSLATE_NOOP("RookRaiders", "{who}: the Bard strikes up a song for {unit_text} on {square_text}"),
    "place": QT_TRANSLATE_NOOP("RookRaiders", "{who} places {unit_text} on {square_text}"),
    "recruit": QT_TRANSLATE_NOOP(
        "RookRaiders", "{who} recruits {unit_text}{merc_text} on {square_text} for {cost} gold"
    ),
    "recruit_declined": QT_TRANSLATE_NOOP("RookRaiders", "{who} does not recruit"),
    "cannot_recruit": QT_TRANSLATE_NOOP("RookRaiders", "{who} cannot recruit (no gold or no empty square)"),
    "level_up": QT_TRANSLATE_NOOP(
        "RookRaiders", "{who} levels up {from_text} → {to_text_name} on {square_text} for {cost} honour marks"
    ),
    "markers_removed": QT_TRANSLATE_NOOP("RookRaiders", "{who}: {count} unit(s) made unacted ({why_text})"),
    "monster_attack": QT_TRANSLATE_NOOP(
        "RookRaiders", "{who}'s board: {monster_text} on {square_text} attacks {targets_text} for {damage}"
    ),
    "bonus_move": QT_TRANSLATE_NOOP("RookRaiders", "{monster_text} makes a bonus move"),
    "monster_move": QT_TRANSLATE_NOOP("RookRaiders", "{who}'s board: {monster_text} moves {frm_text} → {to_text}"),
    "monster_blocked": QT_TRANSLATE_NOOP("RookRaiders", "{who}'s board: {monster_text} on {square_text} cannot move"),
    "breach": QT_TRANSLATE_NOOP("RookRaiders", "{monster_text} breaks into {who}'s castle! ({colour_text})"),
    "eliminated": QT_TRANSLATE_NOOP("RookRaiders", "{who} is eliminated ({rule})"),
    "chips_reset": QT_TRANSLATE_NOOP("RookRaiders", "All summon chips were face up: turned face down and mixed"),
    "summon_draw": QT_TRANSLATE_NOOP(
        "RookRaiders", "{who} flips chip {line} and draws {monster_text} ({left} left in the deck)"
    ),
    "summon": QT_TRANSLATE_NOOP("RookRaiders", "{who}'s board: {monster_text} summoned on {square_text}{queue_text}"),
    "queued": QT_TRANSLATE_NOOP(
        "RookRaiders", "{who}'s board: no room on line {line} — {monster_text} joins the waiting queue"
    ),
    "support": QT_TRANSLATE_NOOP("RookRaiders", "Support goes to: {players_text}"),
    "unit_deck_shuffled": QT_TRANSLATE_NOOP(
        "RookRaiders", "The unit discard pile is shuffled into a new unit deck ({cards} cards)"
    ),
    "last_round_set": QT_TRANSLATE_NOOP("RookRaiders", "The unit deck ran out: round {round} is the last round"),
    "mercenaries": QT_TRANSLATE_NOOP("RookRaiders", "New mercenaries: {cards_text}"),
    "commands_shuffled": QT_TRANSLATE_NOOP("RookRaiders", "Command cards shuffled"),
    "start_player": QT_TRANSLATE_NOOP("RookRaiders", "{who} becomes the start player"),
    "declare": QT_TRANSLATE_NOOP("RookRaiders", "{who} declares victory! Threat {threat} (medals {medals})"),
    "tie_break": QT_TRANSLATE_NOOP(
        "RookRaiders", "Tie-break ({rule_text}): most honour marks, then most gold — {standings_text}"
    ),
    "game_over": QT_TRANSLATE_NOOP("RookRaiders", "Game over: {result_text}"),
    "rest2_paid": QT_TRANSLATE_NOOP(
        "RookRaiders", "{who} pays {gold} gold for the honour token of Rest 2 (now {total})"
    ),
    "rest2_no_token": QT_TRANSLATE_NOOP("RookRaiders", "{who} cannot pay for the honour token of Rest 2"),
    "trap_gained": QT_TRANSLATE_NOOP("RookRaiders", "{who} takes a Trap card into their hand"),
    "trap_set": QT_TRANSLATE_NOOP("RookRaiders", "{who} sets their Trap on {square_text}"),
    "trap_retrieved": QT_TRANSLATE_NOOP("RookRaiders", "{who} takes their Trap back from {square_text}"),
    "trap_triggered": QT_TRANSLATE_NOOP(
        "RookRaiders",
        "{who}'s board: {monster_text} steps on the Trap on {square_text}, stops and takes {damage} damage",
    ),
    "damage_reduced": QT_TRANSLATE_NOOP(
        "RookRaiders", "{unit_text} on {square_text} reduces the damage {amount} → {reduced}"
    ),
    "marker_placed": QT_TRANSLATE_NOOP(
        "RookRaiders", "{monster_text} puts an action marker on {unit_text} on {square_text}"
    ),
    "pushed": QT_TRANSLATE_NOOP("RookRaiders", "{monster_text} pushes the unit {frm_text} → {to_text}"),
    "counter": QT_TRANSLATE_NOOP("RookRaiders", "{monster_text} counterattacks the unit on {square_text}"),
    "die_changed": QT_TRANSLATE_NOOP("RookRaiders", "{who} rolled {r1} + {r2} and changes a die to 1: {d1} + {d2}"),
    "saint_heal": QT_TRANSLATE_NOOP("RookRaiders", "{who}: the Saint heals {unit_text} on {square_text} by {amount}"),
}

OUTCOMES = {
    "critical": QT_TRANSLATE_NOOP("RookRaiders", "critical! 3 damage"),
    "fumble": QT_TRANSLATE_NOOP("RookRaiders", "fumble, no damage"),
    "hit": QT_TRANSLATE_NOOP("RookRaiders", "2 damage"),
    "graze": QT_TRANSLATE_NOOP("RookRaiders", "1 damage"),
}
WHY = {
    "rest": QT_TRANSLATE_NOOP("RookRaiders", "Rest 休息"),
    "fatigue": QT_TRANSLATE_NOOP("RookRaiders", "Fatigue recovery 疲労回復"),
}


def result_reason(args: dict[str, Any], tr: Translate = english) -> str:
    """The reason of a Result in the language of `tr`: "RR-18.1: every monster defeated"."""
    return core_result_reason(args, tr, CONTEXT)


class _Words:
    """How one description reads: the translation `tr`, card names in `lang`, seat names, and
    (for actions) the state the action is chosen in."""

    def __init__(
        self, tr: Translate, lang: str, names: dict[int, str] | None = None, state: Any = None, player: Any = None
    ) -> None:
        self.tr, self.lang, self.names, self.state, self.player = tr, lang, names, state, player

    def t(self, text: str, **params: Any) -> str:
        """A template translated and filled (the English one if the translation breaks it)."""
        return render(text, params, self.tr)

    def raw(self, text: str) -> str:
        """A text as translated, unfilled."""
        return self.tr(CONTEXT, text)

    def who_of(self, seat: Any) -> str:
        if self.names and seat in self.names:
            return self.names[seat]
        return seat_name(seat)

    def card_name(self, uid: str) -> str:
        state = self.state
        if state is not None and uid in getattr(state, "unit_cards", {}):
            return name(state.unit_cards[uid], self.lang)
        return uid

    def on(self, square: int) -> str:
        """ "<card> on 2-B" when the board is known, else just the square."""
        state = self.state
        players = getattr(state, "players", None)
        if players and self.player is not None and 0 <= square < len(players[self.player].board):
            piece = players[self.player].board[square]
            if piece is not None:
                cards = state.unit_cards if piece.kind == "unit" else state.monster_cards
                return render(
                    QT_TRANSLATE_NOOP("RookRaiders", "{card} on {square}"),
                    {"card": name(cards[piece.card], self.lang), "square": label(square)},
                    self.tr,
                )
        return label(square)


# -- events: the extra words each kind's template needs ------------------------------------------


def _flag(a: dict[str, Any], w: _Words, flag: str, key: str, text: str) -> None:
    a[key] = w.raw(text) if a.get(flag) else ""


def _ev_solo_discard(a: dict[str, Any], w: _Words) -> None:
    a["difficulty"] = w.raw(DIFFICULTIES.get(a.get("difficulty", ""), str(a.get("difficulty", ""))))


def _ev_round(a: dict[str, Any], w: _Words) -> None:
    a["start"] = w.who_of(a.get("start_player"))
    _flag(a, w, "last", "last_text", QT_TRANSLATE_NOOP("RookRaiders", " (LAST ROUND)"))


def _ev_phase(a: dict[str, Any], w: _Words) -> None:
    phase = a.get("phase", "")
    a["phase_text"] = w.raw(PHASES[phase]) if phase in PHASES else phase


def _ev_dice(a: dict[str, Any], w: _Words) -> None:
    a["d1"], a["d2"] = a["dice"]
    _flag(a, w, "reroll", "reroll_text", QT_TRANSLATE_NOOP("RookRaiders", " (Willpower reroll)"))


def _ev_die_changed(a: dict[str, Any], w: _Words) -> None:
    a["r1"], a["r2"] = a["rolled"]
    a["d1"], a["d2"] = a["dice"]


def _ev_attack_result(a: dict[str, Any], w: _Words) -> None:
    a["d1"], a["d2"] = a["dice"]
    mod = a.get("modifier", 0)
    a["mod_text"] = f" {mod:+d}" if mod else ""
    outcome = a["outcome"]
    a["outcome_text"] = w.raw(OUTCOMES[outcome]) if outcome in OUTCOMES else outcome


def _ev_level_up(a: dict[str, Any], w: _Words) -> None:
    a["from_text"] = name(a["from"], w.lang)
    a["to_text_name"] = name(a["to"], w.lang)


def _ev_markers_removed(a: dict[str, Any], w: _Words) -> None:
    a["count"] = len(a["squares"])
    a["why_text"] = w.raw(WHY[a["why"]]) if a["why"] in WHY else a["why"]


def _ev_breach(a: dict[str, Any], w: _Words) -> None:
    colour = a.get("colour", "")
    a["colour_text"] = w.raw(COLOURS[colour]) if colour in COLOURS else colour


def _ev_support(a: dict[str, Any], w: _Words) -> None:
    a["players_text"] = _list(w.tr, [w.who_of(s) for s in a["players"]]) or w.raw(
        QT_TRANSLATE_NOOP("RookRaiders", "nobody")
    )


def _ev_mercenaries(a: dict[str, Any], w: _Words) -> None:
    a["cards_text"] = _list(w.tr, [name(c, w.lang) for c in a["cards"]]) or w.raw(
        QT_TRANSLATE_NOOP("RookRaiders", "none")
    )


def _ev_tie_break(a: dict[str, Any], w: _Words) -> None:
    a["rule_text"] = a["rule"] if a["rule"] == "RR-19.10" else f"{a['rule']} → RR-19.10"
    a["standings_text"] = _list(
        w.tr,
        [
            render(
                QT_TRANSLATE_NOOP("RookRaiders", "{who} {honour} honour, {gold} gold"),
                {"who": w.who_of(x["player"]), "honour": x["honour"], "gold": x["gold"]},
                w.tr,
            )
            for x in a["standings"]
        ],
    )


def _ev_game_over(a: dict[str, Any], w: _Words) -> None:
    winners = _list(w.tr, [w.who_of(s) for s in a["winners"]])
    if a.get("draw"):
        headline = render(QT_TRANSLATE_NOOP("RookRaiders", "a draw between {players}"), {"players": winners}, w.tr)
    elif a.get("winners"):
        headline = render(QT_TRANSLATE_NOOP("RookRaiders", "{players} wins"), {"players": winners}, w.tr)
    else:
        headline = w.raw(QT_TRANSLATE_NOOP("RookRaiders", "defeat"))
    a["result_text"] = f"{headline} — {result_reason(a, w.tr)}"


_EVENT_EXTRAS: dict[str, Any] = {
    "solo_discard": _ev_solo_discard,
    "round": _ev_round,
    "phase": _ev_phase,
    "dice": _ev_dice,
    "die_changed": _ev_die_changed,
    "attack_result": _ev_attack_result,
    "level_up": _ev_level_up,
    "markers_removed": _ev_markers_removed,
    "breach": _ev_breach,
    "support": _ev_support,
    "mercenaries": _ev_mercenaries,
    "tie_break": _ev_tie_break,
    "game_over": _ev_game_over,
    "action_start": lambda a, w: _flag(
        a, w, "full_move", "full_text", QT_TRANSLATE_NOOP("RookRaiders", " with Full Move (+1 movement)")
    ),
    "heal": lambda a, w: _flag(a, w, "support", "support_text", QT_TRANSLATE_NOOP("RookRaiders", " (Support 援護)")),
    "recruit": lambda a, w: _flag(
        a, w, "mercenary", "merc_text", QT_TRANSLATE_NOOP("RookRaiders", " (mercenary 傭兵)")
    ),
    "monster_attack": lambda a, w: a.__setitem__("targets_text", _squares(a["targets"])),
    "summon": lambda a, w: _flag(
        a, w, "from_queue", "queue_text", QT_TRANSLATE_NOOP("RookRaiders", " from the waiting queue")
    ),
}


def describe_event(event: Event, names: dict[int, str] | None = None, tr: Translate = english, lang: str = "en") -> str:
    a: dict[str, Any] = dict(event.args)
    w = _Words(tr, lang, names)
    if "player" in a:
        a["who"] = w.who_of(a["player"])
    a.setdefault("who", "")
    for key in ("unit", "monster", "command"):
        if key in a:
            a[f"{key}_text"] = name(str(a[key]), lang)
    for key in ("square", "frm", "to"):
        if isinstance(a.get(key), int):
            a[f"{key}_text"] = label(a[key])
    extras = _EVENT_EXTRAS.get(event.kind)
    if extras is not None:
        extras(a, w)
    template = EVENT_TEXT.get(event.kind)
    if template is None:
        return f"{event.kind}: {event.args}"
    try:
        return w.raw(template).format(**a)
    except (KeyError, IndexError, ValueError):
        try:
            return template.format(**a)
        except (KeyError, IndexError, ValueError):
            return f"{event.kind}: {event.args}"


# -- actions -----------------------------------------------------------------------------------


def _act_start(a: Any, w: _Words) -> str:
    if a.full_move:
        return w.t(QT_TRANSLATE_NOOP("RookRaiders", "Act with {unit} with Full Move (1 honour)"), unit=w.on(a.square))
    return w.t(QT_TRANSLATE_NOOP("RookRaiders", "Act with {unit}"), unit=w.on(a.square))


def _act_use_skill(a: Any, w: _Words) -> str:
    state = w.state
    cmd = getattr(getattr(state, "flow", None), "command", None)
    user = None
    if cmd is not None and cmd.skill_user is not None and w.player is not None:
        user = state.players[w.player].board[cmd.skill_user]
    if (
        user is not None
        and user.kind == "unit"
        and load_content().unit(state.unit_cards[user.card]).skill.form == "trap"
    ):
        return w.t(QT_TRANSLATE_NOOP("RookRaiders", "Set the Trap on {square}"), square=label(a.targets[0]))
    if a.targets:
        return w.t(
            QT_TRANSLATE_NOOP("RookRaiders", "Use skill on {targets}"),
            targets=_list(w.tr, [w.on(x) for x in a.targets]),
        )
    return w.t(QT_TRANSLATE_NOOP("RookRaiders", "Use area skill"))


def _act_accept_roll(a: Any, w: _Words) -> str:
    if getattr(a, "change", None) is not None:
        dice = getattr(getattr(getattr(w.state, "flow", None), "command", None), "roll", None)
        pips = dice.dice[a.change] if dice is not None else "?"
        return w.t(QT_TRANSLATE_NOOP("RookRaiders", "Change die {n} (showing {pips}) to 1"), n=a.change + 1, pips=pips)
    return w.t(QT_TRANSLATE_NOOP("RookRaiders", "Accept the roll"))


def _act_level_up(a: Any, w: _Words) -> str:
    if getattr(a, "card", None):
        return w.t(
            QT_TRANSLATE_NOOP("RookRaiders", "Level up {unit} into {card}"),
            unit=w.on(a.square),
            card=name(a.card, w.lang),
        )
    return w.t(QT_TRANSLATE_NOOP("RookRaiders", "Level up {unit}"), unit=w.on(a.square))


def _act_remove_markers(a: Any, w: _Words) -> str:
    if not a.squares:  # RR-16.6: "up to 2", so none is a choice
        return w.t(QT_TRANSLATE_NOOP("RookRaiders", "Make no unit unacted"))
    return w.t(
        QT_TRANSLATE_NOOP("RookRaiders", "Make unacted: {units}"), units=_list(w.tr, [w.on(s) for s in a.squares])
    )


def _fixed(text: str) -> Any:
    """An action that always reads the same."""
    return lambda a, w: w.t(text)


_ACTION_TEXT: dict[str, Callable[[Any, _Words], str]] = {  # each reads its own action class
    "place_initial": lambda a, w: w.t(
        QT_TRANSLATE_NOOP("RookRaiders", "Place {card} on {square}"), card=w.card_name(a.card), square=label(a.square)
    ),
    "choose_command": lambda a, w: w.t(
        QT_TRANSLATE_NOOP("RookRaiders", "Choose {command}"), command=name(a.command, w.lang)
    ),
    "start_action": _act_start,
    "move_unit": lambda a, w: w.t(QT_TRANSLATE_NOOP("RookRaiders", "Move to {square}"), square=label(a.to)),
    "use_skill": _act_use_skill,
    "end_unit_action": _fixed(QT_TRANSLATE_NOOP("RookRaiders", "End this unit's action")),
    "end_actions": _fixed(QT_TRANSLATE_NOOP("RookRaiders", "End actions")),
    "accept_roll": _act_accept_roll,
    "reroll": _fixed(QT_TRANSLATE_NOOP("RookRaiders", "Willpower: reroll (1 honour)")),
    "level_up": _act_level_up,
    "retrieve_trap": _fixed(QT_TRANSLATE_NOOP("RookRaiders", "Take the Trap back into your hand")),
    "saint_heal": lambda a, w: w.t(QT_TRANSLATE_NOOP("RookRaiders", "Saint: heal {unit}"), unit=w.on(a.square)),
    "remove_markers": _act_remove_markers,
    "recruit": lambda a, w: w.t(
        QT_TRANSLATE_NOOP("RookRaiders", "Recruit {card} on {square}"), card=w.card_name(a.card), square=label(a.square)
    ),
    "support_heal": lambda a, w: w.t(QT_TRANSLATE_NOOP("RookRaiders", "Support: heal {unit}"), unit=w.on(a.square)),
    "declare_victory": _fixed(QT_TRANSLATE_NOOP("RookRaiders", "Declare victory!")),
    "decline": _fixed(QT_TRANSLATE_NOOP("RookRaiders", "Decline / continue")),
}


def describe_action(action: BaseModel, state: Any = None, tr: Translate = english, lang: str = "en") -> str:
    kind = getattr(action, "kind", "")
    describe = _ACTION_TEXT.get(kind)
    if describe is None:
        return kind
    return describe(action, _Words(tr, lang, state=state, player=getattr(action, "player", None)))
