"""Words for the log and the prompt: every event kind and action kind of Rook & Raiders.

Templates are keyed by kind so a translation layer can replace them later. Japanese card names
appear as in the rulebook with the English name beside them.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from pydantic import BaseModel

from ...core.game import Event
from .content import load_content
from .models import LINES, label

PHASES = {"enemy": "Enemy phase (エネミーフェイズ): 5 Invasion 侵略", "summon": "6 Summon 召喚"}


@lru_cache(maxsize=1)
def _names() -> dict[str, str]:
    c = load_content()
    names = {}
    for d in list(c.units.values()) + list(c.monsters.values()):
        names[d.name_ja] = f"{d.name_ja} ({d.name_en})"
        names[d.id] = f"{d.name_ja} ({d.name_en})"
    for cmd in c.commands.values():
        names[cmd.id] = f"{cmd.name_ja} {cmd.name_en}"
    return names


def name(key: str) -> str:
    return _names().get(key, key)


def seat_name(seat: Any) -> str:
    return f"P{int(seat) + 1}" if isinstance(seat, int) else str(seat)


def _squares(squares: Any) -> str:
    return ", ".join(label(s) for s in squares)


EVENT_TEXT = {
    "solo_discard": "Solo difficulty {difficulty}: {count} cards discarded from the unit deck",
    "round": "— Round {round} — start player {start}{last_text}",
    "phase": "{phase_text}",
    "command_chosen": "{who} chooses {command_text} (LEADER)",
    "auto_command": "{command_text} is executed AUTO",
    "command_done": "{command_text} resolved",
    "gold": "{who} gains {amount} gold (now {total})",
    "honour": "{who} takes {amount} honour token(s)",
    "honour_spent": "{who} spends {amount} honour mark(s)",
    "action_start": "{who}: {unit_text} on {square_text} acts{full_text}",
    "action_end": "{who}: {unit_text} on {square_text} is now acted",
    "actions_declined": "{who} ends their actions ({left} unused)",
    "unit_move": "{who}: {unit_text} moves {frm_text} → {to_text}",
    "skill": "{who}: {unit_text} uses its skill",
    "dice": "{who} rolls {d1} + {d2}{reroll_text}",
    "attack_result": "{who}: {d1}+{d2}{mod_text} = {value} vs defence {defence} of {monster_text}: {outcome_text}",
    "monster_damage": "{monster_text} on {square_text} takes {amount} damage ({total}/{hp})",
    "monster_defeated": "{who} defeats {monster_text} (threat {threat}) — +1 honour mark",
    "medal": "{who} takes a medal token (face down)",
    "medal_value": "{who}'s medal is worth {value}",
    "unit_damage": "{unit_text} on {square_text} takes {amount} damage ({total}/{hp})",
    "faint": "{unit_text} faints and returns to {who}'s hand",
    "heal": "{who}: {unit_text} on {square_text} heals {amount}{support_text}",
    "bard": "{who}: the Bard strikes up a song for {unit_text} on {square_text}",
    "place": "{who} places {unit_text} on {square_text}",
    "recruit": "{who} recruits {unit_text}{merc_text} on {square_text} for {cost} gold",
    "recruit_declined": "{who} does not recruit",
    "cannot_recruit": "{who} cannot recruit (no gold or no empty square)",
    "level_up": "{who} levels up {from_text} → {to_text_name} on {square_text} for {cost} honour marks",
    "markers_removed": "{who}: {count} unit(s) made unacted ({why_text})",
    "monster_attack": "{who}'s board: {monster_text} on {square_text} attacks {targets_text} for {damage}",
    "bonus_move": "{monster_text} makes a bonus move",
    "monster_move": "{who}'s board: {monster_text} moves {frm_text} → {to_text}",
    "monster_blocked": "{who}'s board: {monster_text} on {square_text} cannot move",
    "breach": "{monster_text} breaks into {who}'s castle! ({colour})",
    "eliminated": "{who} is eliminated ({rule})",
    "chips_reset": "All summon chips were face up: turned face down and mixed",
    "summon_draw": "{who} flips chip {line} and draws {monster_text} ({left} left in the deck)",
    "summon": "{who}'s board: {monster_text} summoned on {square_text}{queue_text}",
    "queued": "{who}'s board: no room on line {line} — {monster_text} joins the waiting queue",
    "support": "Support goes to: {players_text}",
    "unit_deck_shuffled": "The unit discard pile is shuffled into a new unit deck ({cards} cards)",
    "last_round_set": "The unit deck ran out: round {round} is the last round",
    "mercenaries": "New mercenaries: {cards_text}",
    "commands_shuffled": "Command cards shuffled",
    "start_player": "{who} becomes the start player",
    "declare": "{who} declares victory! Threat {threat} (medals {medals})",
    "game_over": "Game over: {result_text}",
}

OUTCOMES = {"critical": "critical! 3 damage", "fumble": "fumble, no damage", "hit": "2 damage",
            "graze": "1 damage"}
WHY = {"rest": "Rest 休息", "fatigue": "Fatigue recovery 疲労回復"}


def describe_event(event: Event, names: dict[int, str] | None = None) -> str:
    a: dict[str, Any] = dict(event.args)

    def who_of(seat: Any) -> str:
        if names and seat in names:
            return names[seat]
        return seat_name(seat)

    if "player" in a:
        a["who"] = who_of(a["player"])
    a.setdefault("who", "")
    for key in ("unit", "monster", "command"):
        if key in a:
            a[f"{key}_text"] = name(str(a[key]))
    for key in ("square", "frm", "to"):
        if isinstance(a.get(key), int):
            a[f"{key}_text"] = label(a[key])
    if event.kind == "round":
        a["start"] = who_of(a.get("start_player"))
        a["last_text"] = " (LAST ROUND)" if a.get("last") else ""
    elif event.kind == "phase":
        a["phase_text"] = PHASES.get(a.get("phase", ""), a.get("phase", ""))
    elif event.kind == "action_start":
        a["full_text"] = " with Full Move (+1 movement)" if a.get("full_move") else ""
    elif event.kind == "dice":
        a["d1"], a["d2"] = a["dice"]
        a["reroll_text"] = " (Willpower reroll)" if a.get("reroll") else ""
    elif event.kind == "attack_result":
        a["d1"], a["d2"] = a["dice"]
        mod = a.get("modifier", 0)
        a["mod_text"] = f" {mod:+d}" if mod else ""
        a["outcome_text"] = OUTCOMES.get(a["outcome"], a["outcome"])
    elif event.kind == "heal":
        a["support_text"] = " (Support 援護)" if a.get("support") else ""
    elif event.kind == "recruit":
        a["merc_text"] = " (mercenary 傭兵)" if a.get("mercenary") else ""
    elif event.kind == "level_up":
        a["from_text"] = name(a["from"])
        a["to_text_name"] = name(a["to"])
    elif event.kind == "markers_removed":
        a["count"] = len(a["squares"])
        a["why_text"] = WHY.get(a["why"], a["why"])
    elif event.kind == "monster_attack":
        a["targets_text"] = _squares(a["targets"])
    elif event.kind == "summon":
        a["queue_text"] = " from the waiting queue" if a.get("from_queue") else ""
    elif event.kind == "support":
        a["players_text"] = ", ".join(who_of(s) for s in a["players"]) or "nobody"
    elif event.kind == "mercenaries":
        a["cards_text"] = ", ".join(name(c) for c in a["cards"]) or "none"
    elif event.kind == "game_over":
        if a.get("draw"):
            a["result_text"] = "a draw between " + ", ".join(who_of(s) for s in a["winners"])
        elif a.get("winners"):
            a["result_text"] = ", ".join(who_of(s) for s in a["winners"]) + " wins"
        else:
            a["result_text"] = "defeat"
        a["result_text"] += f" — {a.get('reason', '')}"
    template = EVENT_TEXT.get(event.kind)
    if template is None:
        return f"{event.kind}: {event.args}"
    try:
        return template.format(**a)
    except (KeyError, IndexError, ValueError):
        return f"{event.kind}: {event.args}"


def describe_action(action: BaseModel, state: Any = None) -> str:
    kind = getattr(action, "kind", "")

    def card_name(uid: str) -> str:
        if state is not None and uid in getattr(state, "unit_cards", {}):
            return name(state.unit_cards[uid])
        return uid

    def on(square: int) -> str:
        """"<card> on 2-B" when the board is known, else just the square."""
        players = getattr(state, "players", None)
        player = getattr(action, "player", None)
        if players and player is not None and 0 <= square < len(players[player].board):
            piece = players[player].board[square]
            if piece is not None:
                cards = state.unit_cards if piece.kind == "unit" else state.monster_cards
                return f"{name(cards[piece.card])} on {label(square)}"
        return label(square)

    if kind == "place_initial":
        return f"Place {card_name(action.card)} on {label(action.square)}"  # type: ignore[attr-defined]
    if kind == "choose_command":
        return f"Choose {name(action.command)}"  # type: ignore[attr-defined]
    if kind == "start_action":
        extra = " with Full Move (1 honour)" if action.full_move else ""  # type: ignore[attr-defined]
        return f"Act with {on(action.square)}{extra}"  # type: ignore[attr-defined]
    if kind == "move_unit":
        return f"Move to {label(action.to)}"  # type: ignore[attr-defined]
    if kind == "use_skill":
        targets = action.targets  # type: ignore[attr-defined]
        return f"Use skill on {', '.join(on(t) for t in targets)}" if targets else "Use area skill"
    if kind == "end_unit_action":
        return "End this unit's action"
    if kind == "end_actions":
        return "End actions"
    if kind == "accept_roll":
        return "Accept the roll"
    if kind == "reroll":
        return "Willpower: reroll (1 honour)"
    if kind == "level_up":
        return f"Level up {on(action.square)}"  # type: ignore[attr-defined]
    if kind == "remove_markers":
        return f"Make unacted: {', '.join(on(s) for s in action.squares)}"  # type: ignore[attr-defined]
    if kind == "recruit":
        return f"Recruit {card_name(action.card)} on {label(action.square)}"  # type: ignore[attr-defined]
    if kind == "support_heal":
        return f"Support: heal {on(action.square)}"  # type: ignore[attr-defined]
    if kind == "declare_victory":
        return "Declare victory!"
    if kind == "decline":
        return "Decline / continue"
    return kind



