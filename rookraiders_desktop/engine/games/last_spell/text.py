"""Words for the log and the prompt: every event kind and action kind of The Last Spell.

Every text is an English template marked with QT_TRANSLATE_NOOP("LastSpell", ...) (see
core/i18n.py). Squares read as a column letter and a row number: A1 is the north-west corner.
Names of heroes, monsters, weapons and armour come from the data (`lang` "ja" picks name_ja).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from pydantic import BaseModel

from ...core.game import Event
from ...core.i18n import QT_TRANSLATE_NOOP, Translate, english, render
from .content import load_content

CONTEXT = "LastSpell"

MONSTERS = {
    "archer": QT_TRANSLATE_NOOP("LastSpell", "Archer"),
    "armored": QT_TRANSLATE_NOOP("LastSpell", "Armored"),
    "clawer": QT_TRANSLATE_NOOP("LastSpell", "Clawer"),
    "runner": QT_TRANSLATE_NOOP("LastSpell", "Runner"),
    "boomer": QT_TRANSLATE_NOOP("LastSpell", "Boomer"),
    "winged": QT_TRANSLATE_NOOP("LastSpell", "Winged"),
    "accursed": QT_TRANSLATE_NOOP("LastSpell", "Accursed"),
    "bulky_red": QT_TRANSLATE_NOOP("LastSpell", "Red Bulky"),
    "bulky_green": QT_TRANSLATE_NOOP("LastSpell", "Green Bulky"),
    "bulky_blue": QT_TRANSLATE_NOOP("LastSpell", "Blue Bulky"),
    "alerion": QT_TRANSLATE_NOOP("LastSpell", "Alerion"),
    "harpy": QT_TRANSLATE_NOOP("LastSpell", "Fallen Harpy"),
    "cetusia_head": QT_TRANSLATE_NOOP("LastSpell", "Cetusia's head"),
    "cetusia_tail": QT_TRANSLATE_NOOP("LastSpell", "Cetusia's tail"),
    "dryad": QT_TRANSLATE_NOOP("LastSpell", "Corrupted Dryad"),
    "hatchery": QT_TRANSLATE_NOOP("LastSpell", "Hatchery"),
    "seed_cannon": QT_TRANSLATE_NOOP("LastSpell", "Seed Cannon"),
    "monolith": QT_TRANSLATE_NOOP("LastSpell", "Monolith"),
}
STRUCTURES = {
    "house": QT_TRANSLATE_NOOP("LastSpell", "house"),
    "stone_wall": QT_TRANSLATE_NOOP("LastSpell", "stone wall"),
    "wooden_barricade": QT_TRANSLATE_NOOP("LastSpell", "wooden barricade"),
    "wooden_gate": QT_TRANSLATE_NOOP("LastSpell", "wooden gate"),
    "stone_gate": QT_TRANSLATE_NOOP("LastSpell", "stone gate"),
    "ballista": QT_TRANSLATE_NOOP("LastSpell", "ballista"),
    "catapult": QT_TRANSLATE_NOOP("LastSpell", "catapult"),
    "watchtower": QT_TRANSLATE_NOOP("LastSpell", "watchtower"),
    "warp_gate": QT_TRANSLATE_NOOP("LastSpell", "warp gate"),
    "circle": QT_TRANSLATE_NOOP("LastSpell", "the magic circle"),
}
POTIONS = {
    "green": QT_TRANSLATE_NOOP("LastSpell", "green potion"),
    "red": QT_TRANSLATE_NOOP("LastSpell", "red potion"),
    "blue": QT_TRANSLATE_NOOP("LastSpell", "blue potion"),
    "yellow": QT_TRANSLATE_NOOP("LastSpell", "yellow potion"),
}
FACES = {
    "hit": QT_TRANSLATE_NOOP("LastSpell", "hit"),
    "hit_stun": QT_TRANSLATE_NOOP("LastSpell", "hit + stun"),
    "miss": QT_TRANSLATE_NOOP("LastSpell", "miss"),
    "dodge_stun": QT_TRANSLATE_NOOP("LastSpell", "dodge + stun"),
    "armour_stun": QT_TRANSLATE_NOOP("LastSpell", "armour + stun"),
}
SCENARIO_NAMES = {
    "intro": QT_TRANSLATE_NOOP("LastSpell", "the introductory scenario"),
    "gildenberg_1": QT_TRANSLATE_NOOP("LastSpell", "Gildenberg, night 1"),
    "gildenberg_2": QT_TRANSLATE_NOOP("LastSpell", "Gildenberg, night 2"),
    "gildenberg_3": QT_TRANSLATE_NOOP("LastSpell", "Gildenberg, night 3"),
    "lakeburg_1": QT_TRANSLATE_NOOP("LastSpell", "Lakeburg, night 1"),
    "lakeburg_2": QT_TRANSLATE_NOOP("LastSpell", "Lakeburg, night 2"),
    "lakeburg_3": QT_TRANSLATE_NOOP("LastSpell", "Lakeburg, night 3"),
    "glenwald_1": QT_TRANSLATE_NOOP("LastSpell", "Glenwald, night 1"),
    "glenwald_2": QT_TRANSLATE_NOOP("LastSpell", "Glenwald, night 2"),
    "glenwald_3": QT_TRANSLATE_NOOP("LastSpell", "Glenwald, night 3"),
}

EVENT_TEXT: dict[str, str] = {
    "night_begins": QT_TRANSLATE_NOOP("LastSpell", "Night falls on {scenario_text} ({heroes} heroes)."),
    "night_starts": QT_TRANSLATE_NOOP("LastSpell", "The heroes take their places; the night begins."),
    "hero_recruited": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} joins the night (cost {cost} gold, {gold} left)."),
    "token_discarded": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} sets a movement token of {value} aside (LS-12.14)."),
    "night_over": QT_TRANSLATE_NOOP("LastSpell", "Night {night} is over: the monsters left have {hp} HP."),
    "panic_paid": QT_TRANSLATE_NOOP("LastSpell", "Town Panic Management: the stash gains {rewards_text}."),
    "panic_refilled": QT_TRANSLATE_NOOP(
        "LastSpell", "The panic track is empty: nothing is gained, and each of its {spaces} spaces gets one flame."
    ),
    "shadow_network": QT_TRANSLATE_NOOP(
        "LastSpell", "Shadow Network: the panic track's resources go to the shared chest: {rewards_text}."
    ),
    "quests_rewarded": QT_TRANSLATE_NOOP("LastSpell", "City quests solved: {quests_text}."),
    "game_over": QT_TRANSLATE_NOOP("LastSpell", "{outcome}: {reason}"),
    # the hero phase and combat (events of hero_phase.py and combat.py)
    "hero_phase_started": QT_TRANSLATE_NOOP(
        "LastSpell", "Hero phase: every hero gets back its AP and movement tokens (LS-16.1)."
    ),
    "hero_turn": QT_TRANSLATE_NOOP("LastSpell", "{hero_name}'s turn."),
    "token_flipped": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} flips a movement token: {mp} MP to spend."),
    "hero_moved": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} moves from {from_square} to {to_square} ({cost} MP)."),
    "attack": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} attacks {squares_text}."),
    "defence_roll": QT_TRANSLATE_NOOP("LastSpell", "{monster_text} rolls {faces_text}: {outcome_text}."),
    "turn_ended": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} ends the turn."),
    "damage_incoming": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} is about to take {amount} damage."),
    "armour_used": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} uses {card_text}."),
    "hero_damaged": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} takes {amount} damage ({wounds} wounds of {hp} HP)."),
    "defence_up": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} raises the guard: Defence Up (LS-16.10)."),
    "defence_up_used": QT_TRANSLATE_NOOP("LastSpell", "{hero_name}'s Defence Up takes 1 off the damage (LS-16.10)."),
    "mana_recovered": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} recovers {amount} mana ({mana} now)."),
    "potion_used": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} drinks the {potion_text}."),
    "monster_damaged": QT_TRANSLATE_NOOP("LastSpell", "{monster_text} takes {amount} damage ({wounds} of {hp} HP)."),
    "monster_killed": QT_TRANSLATE_NOOP("LastSpell", "{monster_text} is defeated."),
    "monster_stunned": QT_TRANSLATE_NOOP("LastSpell", "{monster_text} is stunned (LS-9.8)."),
    "hero_phase_ended": QT_TRANSLATE_NOOP("LastSpell", "The hero phase ends (LS-16.13)."),
    "structure_damaged": QT_TRANSLATE_NOOP(
        "LastSpell", "The {structure_text} takes {amount} damage ({damage} of {durability})."
    ),
    "structure_destroyed": QT_TRANSLATE_NOOP("LastSpell", "The {structure_text} is destroyed."),
    "circle_damaged": QT_TRANSLATE_NOOP(
        "LastSpell", "The magic circle loses mages: {amount} (left: {mages}) (LS-15.4)."
    ),
    "facility_fired": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} fires the {structure_text} at {target_square}."),
    "token_recovered": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} recovers a movement token of {value}."),
    "tokens_returned": QT_TRANSLATE_NOOP("LastSpell", "{hero_name}'s movement tokens set aside come back ({count})."),
    "armour_recovered": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} recovers {card_text}."),
    "boots_used": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} uses the Running Boots: the next token gives 2 more MP."),
    "hero_died": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} dies (LS-4.2)."),
    "hero_dying": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} falls: a Priest Armor can still save them (LS-23.23)."),
    "priest_declined": QT_TRANSLATE_NOOP("LastSpell", "The Priest Armor is not used."),
    "priest_saved": QT_TRANSLATE_NOOP("LastSpell", "{hero_name}'s Priest Armor saves an ally (LS-23.23)."),
    "wound_healed": QT_TRANSLATE_NOOP("LastSpell", "A wound is healed: {hero_name} has {wounds} wounds."),
    "hero_freed": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} is freed (LS-21.31)."),
    "support": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} supports an ally ({effect_text})."),
}
SUPPORT = {
    "recover_ap": QT_TRANSLATE_NOOP("LastSpell", "1 AP back"),
    "recover_move": QT_TRANSLATE_NOOP("LastSpell", "a movement token back"),
}


def square(cell: Any) -> str:
    """A1 is the north-west corner (column letter, row number)."""
    x, y = cell
    return f"{chr(65 + x)}{y + 1}"


def monster_name(kind: str, tr: Translate = english) -> str:
    return tr(CONTEXT, MONSTERS.get(kind, kind)) or kind


REWARDS = {
    "gold": QT_TRANSLATE_NOOP("LastSpell", "{n} gold"),
    "wood": QT_TRANSLATE_NOOP("LastSpell", "{n} wood"),
    "stone": QT_TRANSLATE_NOOP("LastSpell", "{n} stone"),
}


def reward_text(reward: str, tr: Translate = english) -> str:
    """A panic-track reward ("gold:3", "potion:red") in words ("3 gold", "red potion")."""
    kind, _, value = reward.partition(":")
    if kind == "potion":
        return tr(CONTEXT, POTIONS.get(value, value)) or value
    if kind in REWARDS:
        return _t(tr, REWARDS[kind], n=value)
    return reward


def _t(tr: Translate, template: str, **params: Any) -> str:
    return render(template, params, tr, CONTEXT)


def _hero_name(index: Any, state: Any = None) -> str:
    if state is not None and isinstance(index, int) and 0 <= index < len(state.heroes):
        return str(state.heroes[index].name)
    return f"#{index}"


@cache  # (asked for each line of the log)
def _event_modules() -> tuple[Any, ...]:
    """The modules that keep texts beside their events (EVENT_TEXT) and may add log parameters
    (`event_args(event, args, lang)`)."""
    from . import cetusia, choices, combat, dryad, hero_phase, monster_phase

    return (monster_phase, combat, hero_phase, cetusia, dryad, choices)


@cache
def _all_event_texts() -> dict[str, str]:
    """This module's texts and those the phase modules keep beside their events."""
    merged: dict[str, str] = {}
    for module in _event_modules():
        merged.update(getattr(module, "EVENT_TEXT", {}))
    merged.update(EVENT_TEXT)
    return merged


def describe_event(event: Event, names: dict[int, str] | None = None, tr: Translate = english, lang: str = "en") -> str:
    template = _all_event_texts().get(event.kind)
    if template is None:
        return event.kind
    args: dict[str, Any] = dict(event.args)
    _names_args(event, args, tr, lang)
    _place_args(args)
    _item_args(args, tr, lang)
    if event.kind == "defence_roll":
        _defence_roll_args(args, tr)
    for module in _event_modules():
        extra = getattr(module, "event_args", None)
        if extra is not None:
            extra(event, args, lang)
    if event.kind == "turn_ended" and args.get("passed"):
        template = QT_TRANSLATE_NOOP("LastSpell", "{hero_name} is done for this hero phase.")
    if event.kind == "monster_attacks":
        _monster_attack_target(args, tr)
    if event.kind == "game_over":
        args["outcome"] = (
            tr(CONTEXT, QT_TRANSLATE_NOOP("LastSpell", "Victory"))
            if args.get("won")
            else tr(CONTEXT, QT_TRANSLATE_NOOP("LastSpell", "Defeat"))
        )
        args["reason"] = (
            f"{args.get('rule', '')}: {render(args.get('template', ''), args.get('params') or {}, tr, CONTEXT)}"
        )
    return render(template, args, tr, CONTEXT)


def _names_args(event: Event, args: dict[str, Any], tr: Translate, lang: str) -> None:
    """The names of heroes, the scenario, monsters, sides and structures, in the reader's language."""
    if "hero_name" not in args and "hero" in args:
        args["hero_name"] = args.get("name", f"#{args['hero']}")
    if "scenario" in args:
        args["scenario_text"] = tr(CONTEXT, SCENARIO_NAMES.get(args["scenario"], args["scenario"]))
    if "monster_kind" in args:
        args["monster_text"] = monster_name(args["monster_kind"], tr)
    if "side" in args:
        from .monster_phase import SIDE_TEXT

        args["side_text"] = tr(CONTEXT, SIDE_TEXT.get(args["side"], str(args["side"])))
    if "rewards" in args:
        args["rewards_text"] = ", ".join(reward_text(str(r), tr) for r in args["rewards"]) or "—"
    if "quests" in args:
        args["quests_text"] = ", ".join(args["quests"])
    if "kind" in args and event.kind.startswith(("monster_", "defence_roll")):
        args["monster_text"] = monster_name(args["kind"], tr)
    if "kind" in args and event.kind.startswith(("structure_", "facility_")):
        args["structure_text"] = tr(CONTEXT, STRUCTURES.get(args["kind"], args["kind"]))


def _place_args(args: dict[str, Any]) -> None:
    """Squares as the board labels them."""
    for key in ("from", "to", "target"):
        if isinstance(args.get(key), (list, tuple)) and len(args[key]) == 2:
            args[f"{key}_square"] = square(args[key])
    if "squares" in args and isinstance(args["squares"], list):
        args["squares_text"] = " ".join(square(c) for c in args["squares"] if isinstance(c, (list, tuple)))


def _item_args(args: dict[str, Any], tr: Translate, lang: str) -> None:
    """Armour cards, potions, dice colours and support effects."""
    if "card" in args and isinstance(args["card"], str):
        card = load_content().armour.get(args["card"])
        args["card_text"] = (card.name_ja if lang == "ja" and card.name_ja else card.name) if card else args["card"]
    if "colour" in args:
        args["potion_text"] = tr(CONTEXT, POTIONS.get(args["colour"], str(args["colour"])))
    if "colour_name" in args:
        from .choices import COLOUR_TEXT

        args["colour_text"] = tr(CONTEXT, COLOUR_TEXT.get(args["colour_name"], str(args["colour_name"])))
    if "effect" in args:
        args["effect_text"] = tr(CONTEXT, SUPPORT.get(args["effect"], str(args["effect"])))


def _defence_roll_args(args: dict[str, Any], tr: Translate) -> None:
    """The faces rolled and the outcome of a defence roll."""
    args["faces_text"] = ", ".join(tr(CONTEXT, FACES.get(f, f)) for f in args.get("faces", []))
    outcome_text = (
        tr(CONTEXT, QT_TRANSLATE_NOOP("LastSpell", "hit"))
        if args.get("hit")
        else tr(CONTEXT, QT_TRANSLATE_NOOP("LastSpell", "no hit"))
    )
    if args.get("stunned"):
        outcome_text += tr(CONTEXT, QT_TRANSLATE_NOOP("LastSpell", ", stunned"))
    args["outcome_text"] = outcome_text


def _monster_attack_target(args: dict[str, Any], tr: Translate) -> None:
    """The target of a monster's attack in the reader's language."""
    target = args.get("target")
    if target == "structure" and "structure_kind" in args:
        args["target_text"] = render(
            QT_TRANSLATE_NOOP("LastSpell", "the {structure}"),
            {"structure": tr(CONTEXT, STRUCTURES.get(args["structure_kind"], args["structure_kind"]))},
            tr,
            CONTEXT,
        )
    elif target == "circle":
        args["target_text"] = tr(CONTEXT, STRUCTURES["circle"])
    elif target == "area":
        args["target_text"] = tr(CONTEXT, QT_TRANSLATE_NOOP("LastSpell", "everything around it"))


class _Words:
    """How an action reads: the translation, names in `lang`, the acting hero (when known)."""

    def __init__(self, a: Any, state: Any, tr: Translate, lang: str) -> None:
        self.state, self.tr, self.lang = state, tr, lang
        self.c = load_content()
        self.hero = (
            state.heroes[a.hero] if state is not None and 0 <= getattr(a, "hero", -1) < len(state.heroes) else None
        )

    def t(self, text: str, **params: Any) -> str:
        return _t(self.tr, text, **params)

    def named(self, entry: Any) -> str:
        name_ja: str = getattr(entry, "name_ja", "")
        return str(entry.name_ja if self.lang == "ja" and name_ja else entry.name)

    def token_value(self, token: int) -> Any:
        h = self.hero
        return h.tokens[token].value if h is not None and token < len(h.tokens) else "?"

    def armour_name(self, slot: int) -> str:
        h = self.hero
        card = self.c.armour.get(h.armour[slot].card) if h is not None and slot < len(h.armour) else None
        return self.named(card) if card else "?"


def _act_attack(a: Any, w: _Words) -> str:
    h = w.hero
    weapon = w.c.weapons.get(h.weapons[a.weapon]) if h is not None and a.weapon < len(h.weapons) else None
    mode = next((m for m in weapon.modes if m.id == a.mode), None) if weapon is not None else None
    return w.t(
        QT_TRANSLATE_NOOP("LastSpell", "{weapon}: {mode} on {squares}"),
        weapon=w.named(weapon) if weapon else "?",
        mode=w.named(mode) if mode else a.mode,
        squares=" ".join(square(x) for x in a.targets),
    )


def _act_scroll(a: Any, w: _Words) -> str:
    h = w.hero
    scroll = w.c.scrolls.get(h.scrolls[a.scroll]) if h is not None and a.scroll < len(h.scrolls) else None
    return w.t(
        QT_TRANSLATE_NOOP("LastSpell", "Read {scroll} on {squares}"),
        scroll=w.named(scroll) if scroll else "?",
        squares=" ".join(square(x) for x in a.targets),
    )


def _act_potion(a: Any, w: _Words) -> str:
    h = w.hero
    colour = h.potions[a.potion].colour if h is not None and a.potion < len(h.potions) else "?"
    return w.t(QT_TRANSLATE_NOOP("LastSpell", "Drink the {potion}"), potion=w.tr(CONTEXT, POTIONS.get(colour, colour)))


def _act_armour(a: Any, w: _Words) -> str:
    text = w.t(QT_TRANSLATE_NOOP("LastSpell", "Use {armour}"), armour=w.armour_name(a.slot))
    if a.dark:
        text += w.t(QT_TRANSLATE_NOOP("LastSpell", " and take 1 more damage for its bonus"))
    return text


def _act_reroll(a: Any, w: _Words) -> str:
    if a.magic:
        return w.t(QT_TRANSLATE_NOOP("LastSpell", "Magic reroll of target {n} (1 mana)"), n=a.roll + 1)
    return w.t(QT_TRANSLATE_NOOP("LastSpell", "Reroll target {n}'s defence dice"), n=a.roll + 1)


def _act_priest(a: Any, w: _Words) -> str:
    if a.slot is None:
        return w.t(QT_TRANSLATE_NOOP("LastSpell", "Let the ally fall"))
    return w.t(QT_TRANSLATE_NOOP("LastSpell", "Use Priest Armor: the ally survives"))


def _fixed(text: str) -> Any:
    """An action that always reads the same."""
    return lambda a, w: w.t(text)


def _at(text: str, field: str) -> Any:
    """An action read with one of its squares."""
    return lambda a, w: w.t(text, square=square(getattr(a, field)))


_ACTION_TEXT: dict[str, Callable[[Any, _Words], str]] = {  # each reads its own action class
    "flip": lambda a, w: w.t(
        QT_TRANSLATE_NOOP("LastSpell", "Flip a movement token ({value} MP)"), value=w.token_value(a.token)
    ),
    "move": _at(QT_TRANSLATE_NOOP("LastSpell", "Move to {square}"), "to"),
    "jump": _at(QT_TRANSLATE_NOOP("LastSpell", "Obstacle Jump over {square} (3 MP)"), "over"),
    "climb": _at(QT_TRANSLATE_NOOP("LastSpell", "Climb to {square} (2 MP)"), "to"),
    "warp": _at(QT_TRANSLATE_NOOP("LastSpell", "Warp to the gate on {square} (2 MP, 1 mana)"), "to"),
    "attack": _act_attack,
    "scroll": _act_scroll,
    "punch": _at(QT_TRANSLATE_NOOP("LastSpell", "Punch {square} (1 AP)"), "target"),
    "defence_up": _fixed(QT_TRANSLATE_NOOP("LastSpell", "Defence Up (1 AP)")),
    "potion": _act_potion,
    "recover_armour": lambda a, w: w.t(
        QT_TRANSLATE_NOOP("LastSpell", "Recover {armour}"), armour=w.armour_name(a.slot)
    ),
    "boots": lambda a, w: w.t(
        QT_TRANSLATE_NOOP("LastSpell", "Use {armour}: the next token gives +2 MP"), armour=w.armour_name(a.slot)
    ),
    "armour": _act_armour,
    "ballista": _at(QT_TRANSLATE_NOOP("LastSpell", "Fire the ballista at {square}"), "target"),
    "catapult": _at(QT_TRANSLATE_NOOP("LastSpell", "Fire the catapult at {square}"), "target"),
    "end_turn": _fixed(QT_TRANSLATE_NOOP("LastSpell", "End the turn")),
    "pass": _fixed(QT_TRANSLATE_NOOP("LastSpell", "Done for this hero phase")),
    "reroll": _act_reroll,
    "resolve": _fixed(QT_TRANSLATE_NOOP("LastSpell", "Keep the dice")),
    "take": _fixed(QT_TRANSLATE_NOOP("LastSpell", "Take the damage")),
    "discard": lambda a, w: w.t(
        QT_TRANSLATE_NOOP("LastSpell", "Set aside the movement token of {value}"), value=w.token_value(a.token)
    ),
    "priest": _act_priest,
    "recruit": lambda a, w: w.t(QT_TRANSLATE_NOOP("LastSpell", "Recruit {hero}"), hero=_hero_name(a.hero, w.state)),
    "begin": _fixed(QT_TRANSLATE_NOOP("LastSpell", "Begin the night")),
    "choose": lambda a, w: _describe_choice(a, w.state, w.tr),
}


def describe_action(action: BaseModel, state: Any = None, tr: Translate = english, lang: str = "en") -> str:
    kind = getattr(action, "kind", "")
    describe = _ACTION_TEXT.get(kind)
    if describe is None:
        return kind
    return describe(action, _Words(action, state, tr, lang))


def _describe_choice(a: Any, state: Any, tr: Translate) -> str:
    """A Choose action, read against the state's pending choice (LSN-6)."""
    choice = getattr(state, "choice", None)
    what = choice.kind if choice is not None else ""
    if what == "curse":
        if a.option is None:
            return _t(tr, QT_TRANSLATE_NOOP("LastSpell", "Curse: leave the monster its own dice"))
        from .choices import COLOUR_TEXT

        return _t(
            tr,
            QT_TRANSLATE_NOOP("LastSpell", "Curse: {colour} dice"),
            colour=tr(CONTEXT, COLOUR_TEXT.get(a.option, str(a.option))),
        )
    if what == "chain" and a.option is None:
        return _t(tr, QT_TRANSLATE_NOOP("LastSpell", "End the Propagation chain"))
    if what == "structure":
        s = next((s for s in state.structures if s.id == a.option), None)
        return _t(
            tr,
            QT_TRANSLATE_NOOP("LastSpell", "Attack the {structure} on {square}"),
            structure=tr(CONTEXT, STRUCTURES.get(s.kind, s.kind)) if s else "?",
            square=square(s.cells[0]) if s else "?",
        )
    m = next((m for m in getattr(state, "monsters", []) if m.id == a.option), None)
    params = {"monster": monster_name(m.kind, tr) if m else "?", "square": square(m.cell) if m else "?"}
    if what == "chain":
        return _t(tr, QT_TRANSLATE_NOOP("LastSpell", "Propagation on to the {monster} on {square}"), **params)
    return _t(tr, QT_TRANSLATE_NOOP("LastSpell", "The {monster} on {square} rolls against the explosion"), **params)
