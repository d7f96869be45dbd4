"""Words for the log and the prompt: every event kind and action kind of Rook & Raiders.

Every text is an English template marked with QT_TRANSLATE_NOOP("RookRaiders", ...) (see
core/i18n.py); `describe_event` and `describe_action` take `tr` (the translation of a template,
English by default) and `lang` (how card names read: in "ja" the rulebook's Japanese name only,
in "en" the Japanese name with the English one beside it).
"""
from __future__ import annotations

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
    "solo_discard": QT_TRANSLATE_NOOP("RookRaiders", "Solo difficulty {difficulty}: {count} cards discarded from the unit deck"),
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
    "attack_result": QT_TRANSLATE_NOOP("RookRaiders", "{who}: {d1}+{d2}{mod_text} = {value} vs defence {defence} of {monster_text}: {outcome_text}"),
    "monster_damage": QT_TRANSLATE_NOOP("RookRaiders", "{monster_text} on {square_text} takes {amount} damage ({total}/{hp})"),
    "monster_defeated": QT_TRANSLATE_NOOP("RookRaiders", "{who} defeats {monster_text} (threat {threat}) — +1 honour mark"),
    "medal": QT_TRANSLATE_NOOP("RookRaiders", "{who} takes a medal token (face down)"),
    "medal_value": QT_TRANSLATE_NOOP("RookRaiders", "{who}'s medal is worth {value}"),
    "unit_damage": QT_TRANSLATE_NOOP("RookRaiders", "{unit_text} on {square_text} takes {amount} damage ({total}/{hp})"),
    "faint": QT_TRANSLATE_NOOP("RookRaiders", "{unit_text} faints and returns to {who}'s hand"),
    "heal": QT_TRANSLATE_NOOP("RookRaiders", "{who}: {unit_text} on {square_text} heals {amount}{support_text}"),
    "bard": QT_TRANSLATE_NOOP("RookRaiders", "{who}: the Bard strikes up a song for {unit_text} on {square_text}"),
    "place": QT_TRANSLATE_NOOP("RookRaiders", "{who} places {unit_text} on {square_text}"),
    "recruit": QT_TRANSLATE_NOOP("RookRaiders", "{who} recruits {unit_text}{merc_text} on {square_text} for {cost} gold"),
    "recruit_declined": QT_TRANSLATE_NOOP("RookRaiders", "{who} does not recruit"),
    "cannot_recruit": QT_TRANSLATE_NOOP("RookRaiders", "{who} cannot recruit (no gold or no empty square)"),
    "level_up": QT_TRANSLATE_NOOP("RookRaiders", "{who} levels up {from_text} → {to_text_name} on {square_text} for {cost} honour marks"),
    "markers_removed": QT_TRANSLATE_NOOP("RookRaiders", "{who}: {count} unit(s) made unacted ({why_text})"),
    "monster_attack": QT_TRANSLATE_NOOP("RookRaiders", "{who}'s board: {monster_text} on {square_text} attacks {targets_text} for {damage}"),
    "bonus_move": QT_TRANSLATE_NOOP("RookRaiders", "{monster_text} makes a bonus move"),
    "monster_move": QT_TRANSLATE_NOOP("RookRaiders", "{who}'s board: {monster_text} moves {frm_text} → {to_text}"),
    "monster_blocked": QT_TRANSLATE_NOOP("RookRaiders", "{who}'s board: {monster_text} on {square_text} cannot move"),
    "breach": QT_TRANSLATE_NOOP("RookRaiders", "{monster_text} breaks into {who}'s castle! ({colour_text})"),
    "eliminated": QT_TRANSLATE_NOOP("RookRaiders", "{who} is eliminated ({rule})"),
    "chips_reset": QT_TRANSLATE_NOOP("RookRaiders", "All summon chips were face up: turned face down and mixed"),
    "summon_draw": QT_TRANSLATE_NOOP("RookRaiders", "{who} flips chip {line} and draws {monster_text} ({left} left in the deck)"),
    "summon": QT_TRANSLATE_NOOP("RookRaiders", "{who}'s board: {monster_text} summoned on {square_text}{queue_text}"),
    "queued": QT_TRANSLATE_NOOP("RookRaiders", "{who}'s board: no room on line {line} — {monster_text} joins the waiting queue"),
    "support": QT_TRANSLATE_NOOP("RookRaiders", "Support goes to: {players_text}"),
    "unit_deck_shuffled": QT_TRANSLATE_NOOP("RookRaiders", "The unit discard pile is shuffled into a new unit deck ({cards} cards)"),
    "last_round_set": QT_TRANSLATE_NOOP("RookRaiders", "The unit deck ran out: round {round} is the last round"),
    "mercenaries": QT_TRANSLATE_NOOP("RookRaiders", "New mercenaries: {cards_text}"),
    "commands_shuffled": QT_TRANSLATE_NOOP("RookRaiders", "Command cards shuffled"),
    "start_player": QT_TRANSLATE_NOOP("RookRaiders", "{who} becomes the start player"),
    "declare": QT_TRANSLATE_NOOP("RookRaiders", "{who} declares victory! Threat {threat} (medals {medals})"),
    "tie_break": QT_TRANSLATE_NOOP("RookRaiders", "Tie-break ({rule_text}): most honour marks, then most gold — {standings_text}"),
    "game_over": QT_TRANSLATE_NOOP("RookRaiders", "Game over: {result_text}"),
    "rest2_paid": QT_TRANSLATE_NOOP("RookRaiders", "{who} pays {gold} gold for the honour token of Rest 2 (now {total})"),
    "rest2_no_token": QT_TRANSLATE_NOOP("RookRaiders", "{who} cannot pay for the honour token of Rest 2"),
    "trap_gained": QT_TRANSLATE_NOOP("RookRaiders", "{who} takes a Trap card into their hand"),
    "trap_set": QT_TRANSLATE_NOOP("RookRaiders", "{who} sets their Trap on {square_text}"),
    "trap_retrieved": QT_TRANSLATE_NOOP("RookRaiders", "{who} takes their Trap back from {square_text}"),
    "trap_triggered": QT_TRANSLATE_NOOP("RookRaiders", "{who}'s board: {monster_text} steps on the Trap on {square_text}, stops and takes {damage} damage"),
    "damage_reduced": QT_TRANSLATE_NOOP("RookRaiders", "{unit_text} on {square_text} reduces the damage {amount} → {reduced}"),
    "marker_placed": QT_TRANSLATE_NOOP("RookRaiders", "{monster_text} puts an action marker on {unit_text} on {square_text}"),
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


def describe_event(event: Event, names: dict[int, str] | None = None, tr: Translate = english,
                   lang: str = "en") -> str:
    a: dict[str, Any] = dict(event.args)

    def t(text: str) -> str:
        return tr(CONTEXT, text)

    def who_of(seat: Any) -> str:
        if names and seat in names:
            return names[seat]
        return seat_name(seat)

    if "player" in a:
        a["who"] = who_of(a["player"])
    a.setdefault("who", "")
    for key in ("unit", "monster", "command"):
        if key in a:
            a[f"{key}_text"] = name(str(a[key]), lang)
    for key in ("square", "frm", "to"):
        if isinstance(a.get(key), int):
            a[f"{key}_text"] = label(a[key])
    if event.kind == "solo_discard":
        a["difficulty"] = t(DIFFICULTIES.get(a.get("difficulty", ""), str(a.get("difficulty", ""))))
    elif event.kind == "round":
        a["start"] = who_of(a.get("start_player"))
        a["last_text"] = t(QT_TRANSLATE_NOOP("RookRaiders", " (LAST ROUND)")) if a.get("last") else ""
    elif event.kind == "phase":
        phase = a.get("phase", "")
        a["phase_text"] = t(PHASES[phase]) if phase in PHASES else phase
    elif event.kind == "action_start":
        a["full_text"] = t(QT_TRANSLATE_NOOP("RookRaiders", " with Full Move (+1 movement)")) if a.get("full_move") else ""
    elif event.kind == "dice":
        a["d1"], a["d2"] = a["dice"]
        a["reroll_text"] = t(QT_TRANSLATE_NOOP("RookRaiders", " (Willpower reroll)")) if a.get("reroll") else ""
    elif event.kind == "die_changed":
        a["r1"], a["r2"] = a["rolled"]
        a["d1"], a["d2"] = a["dice"]
    elif event.kind == "attack_result":
        a["d1"], a["d2"] = a["dice"]
        mod = a.get("modifier", 0)
        a["mod_text"] = f" {mod:+d}" if mod else ""
        outcome = a["outcome"]
        a["outcome_text"] = t(OUTCOMES[outcome]) if outcome in OUTCOMES else outcome
    elif event.kind == "heal":
        a["support_text"] = t(QT_TRANSLATE_NOOP("RookRaiders", " (Support 援護)")) if a.get("support") else ""
    elif event.kind == "recruit":
        a["merc_text"] = t(QT_TRANSLATE_NOOP("RookRaiders", " (mercenary 傭兵)")) if a.get("mercenary") else ""
    elif event.kind == "level_up":
        a["from_text"] = name(a["from"], lang)
        a["to_text_name"] = name(a["to"], lang)
    elif event.kind == "markers_removed":
        a["count"] = len(a["squares"])
        a["why_text"] = t(WHY[a["why"]]) if a["why"] in WHY else a["why"]
    elif event.kind == "monster_attack":
        a["targets_text"] = _squares(a["targets"])
    elif event.kind == "breach":
        colour = a.get("colour", "")
        a["colour_text"] = t(COLOURS[colour]) if colour in COLOURS else colour
    elif event.kind == "summon":
        a["queue_text"] = t(QT_TRANSLATE_NOOP("RookRaiders", " from the waiting queue")) if a.get("from_queue") else ""
    elif event.kind == "support":
        a["players_text"] = (_list(tr, [who_of(s) for s in a["players"]])
                             or t(QT_TRANSLATE_NOOP("RookRaiders", "nobody")))
    elif event.kind == "mercenaries":
        a["cards_text"] = _list(tr, [name(c, lang) for c in a["cards"]]) or t(QT_TRANSLATE_NOOP("RookRaiders", "none"))
    elif event.kind == "tie_break":
        a["rule_text"] = a["rule"] if a["rule"] == "RR-19.10" else f"{a['rule']} → RR-19.10"
        a["standings_text"] = _list(tr, [render(QT_TRANSLATE_NOOP("RookRaiders", "{who} {honour} honour, {gold} gold"),
                                                {"who": who_of(x["player"]), "honour": x["honour"], "gold": x["gold"]}, tr)
                                         for x in a["standings"]])
    elif event.kind == "game_over":
        winners = _list(tr, [who_of(s) for s in a["winners"]])
        if a.get("draw"):
            headline = render(QT_TRANSLATE_NOOP("RookRaiders", "a draw between {players}"), {"players": winners}, tr)
        elif a.get("winners"):
            headline = render(QT_TRANSLATE_NOOP("RookRaiders", "{players} wins"), {"players": winners}, tr)
        else:
            headline = t(QT_TRANSLATE_NOOP("RookRaiders", "defeat"))
        a["result_text"] = f"{headline} — {result_reason(a, tr)}"
    template = EVENT_TEXT.get(event.kind)
    if template is None:
        return f"{event.kind}: {event.args}"
    try:
        return t(template).format(**a)
    except (KeyError, IndexError, ValueError):
        try:
            return template.format(**a)
        except (KeyError, IndexError, ValueError):
            return f"{event.kind}: {event.args}"


def describe_action(action: BaseModel, state: Any = None, tr: Translate = english, lang: str = "en") -> str:
    kind = getattr(action, "kind", "")

    def t(text: str, **params: Any) -> str:
        return render(text, params, tr)

    def card_name(uid: str) -> str:
        if state is not None and uid in getattr(state, "unit_cards", {}):
            return name(state.unit_cards[uid], lang)
        return uid

    def on(square: int) -> str:
        """"<card> on 2-B" when the board is known, else just the square."""
        players = getattr(state, "players", None)
        player = getattr(action, "player", None)
        if players and player is not None and 0 <= square < len(players[player].board):
            piece = players[player].board[square]
            if piece is not None:
                cards = state.unit_cards if piece.kind == "unit" else state.monster_cards
                return t(QT_TRANSLATE_NOOP("RookRaiders", "{card} on {square}"),
                         card=name(cards[piece.card], lang), square=label(square))
        return label(square)

    a: Any = action
    if kind == "place_initial":
        return t(QT_TRANSLATE_NOOP("RookRaiders", "Place {card} on {square}"), card=card_name(a.card),
                 square=label(a.square))
    if kind == "choose_command":
        return t(QT_TRANSLATE_NOOP("RookRaiders", "Choose {command}"), command=name(a.command, lang))
    if kind == "start_action":
        if a.full_move:
            return t(QT_TRANSLATE_NOOP("RookRaiders", "Act with {unit} with Full Move (1 honour)"), unit=on(a.square))
        return t(QT_TRANSLATE_NOOP("RookRaiders", "Act with {unit}"), unit=on(a.square))
    if kind == "move_unit":
        return t(QT_TRANSLATE_NOOP("RookRaiders", "Move to {square}"), square=label(a.to))
    if kind == "use_skill":
        cmd = getattr(getattr(state, "flow", None), "command", None)
        user = None
        if cmd is not None and cmd.skill_user is not None and getattr(action, "player", None) is not None:
            user = state.players[action.player].board[cmd.skill_user]
        if user is not None and user.kind == "unit" and load_content().unit(state.unit_cards[user.card]).skill.form == "trap":
            return t(QT_TRANSLATE_NOOP("RookRaiders", "Set the Trap on {square}"), square=label(a.targets[0]))
        if a.targets:
            return t(QT_TRANSLATE_NOOP("RookRaiders", "Use skill on {targets}"),
                     targets=_list(tr, [on(x) for x in a.targets]))
        return t(QT_TRANSLATE_NOOP("RookRaiders", "Use area skill"))
    if kind == "end_unit_action":
        return t(QT_TRANSLATE_NOOP("RookRaiders", "End this unit's action"))
    if kind == "end_actions":
        return t(QT_TRANSLATE_NOOP("RookRaiders", "End actions"))
    if kind == "accept_roll":
        if getattr(a, "change", None) is not None:
            dice = getattr(getattr(getattr(state, "flow", None), "command", None), "roll", None)
            pips = dice.dice[a.change] if dice is not None else "?"
            return t(QT_TRANSLATE_NOOP("RookRaiders", "Change die {n} (showing {pips}) to 1"), n=a.change + 1, pips=pips)
        return t(QT_TRANSLATE_NOOP("RookRaiders", "Accept the roll"))
    if kind == "reroll":
        return t(QT_TRANSLATE_NOOP("RookRaiders", "Willpower: reroll (1 honour)"))
    if kind == "level_up":
        if getattr(a, "card", None):
            return t(QT_TRANSLATE_NOOP("RookRaiders", "Level up {unit} into {card}"), unit=on(a.square),
                     card=name(a.card, lang))
        return t(QT_TRANSLATE_NOOP("RookRaiders", "Level up {unit}"), unit=on(a.square))
    if kind == "retrieve_trap":
        return t(QT_TRANSLATE_NOOP("RookRaiders", "Take the Trap back into your hand"))
    if kind == "saint_heal":
        return t(QT_TRANSLATE_NOOP("RookRaiders", "Saint: heal {unit}"), unit=on(a.square))
    if kind == "remove_markers":
        if not a.squares:  # RR-16.6: "up to 2", so none is a choice
            return t(QT_TRANSLATE_NOOP("RookRaiders", "Make no unit unacted"))
        return t(QT_TRANSLATE_NOOP("RookRaiders", "Make unacted: {units}"), units=_list(tr, [on(s) for s in a.squares]))
    if kind == "recruit":
        return t(QT_TRANSLATE_NOOP("RookRaiders", "Recruit {card} on {square}"), card=card_name(a.card),
                 square=label(a.square))
    if kind == "support_heal":
        return t(QT_TRANSLATE_NOOP("RookRaiders", "Support: heal {unit}"), unit=on(a.square))
    if kind == "declare_victory":
        return t(QT_TRANSLATE_NOOP("RookRaiders", "Declare victory!"))
    if kind == "decline":
        return t(QT_TRANSLATE_NOOP("RookRaiders", "Decline / continue"))
    return kind
