"""The coach's one-line reasons for The Last Spell's greedy bot (engine/core/coach.py, issue 9).

`explain(view, action, lang, tr)` -> (a "Coach" template, its parameters): for an attack, the
monster it aims at, the monster HP in its area and the exact chance to hit (odds.py); for a
move, the distance to the nearest monster; for the decisions, what the bot weighs. ("", {}) when
there is nothing better to say than the coach's generic reason. Kept out of bot.py so that the bot
file stays small: GreedyBot.explain calls this.
"""

from __future__ import annotations

from typing import Any

from ...core.i18n import QT_TRANSLATE_NOOP, Translate, english
from . import combat, targeting
from .content import load_content
from .geometry import Board, in_fog
from .odds import hit_chance


def attack_mode(state: Any, action: Any) -> tuple[Any, str] | None:
    """(AttackMode, source kind) of an attack action of the hero phase, else None."""
    c = load_content()
    kind = action.kind
    hero = state.heroes[action.hero]
    if kind == "attack":
        weapon = c.weapons[hero.weapons[action.weapon]]
        return next(m for m in weapon.modes if m.id == action.mode), "hero"
    if kind == "scroll":
        return c.scrolls[hero.scrolls[action.scroll]].mode, "hero"
    if kind == "punch":
        return combat.PUNCH_MODE, "hero"
    if kind == "ballista":
        return combat.BALLISTA_MODE, "facility"
    if kind == "catapult":
        return combat.CATAPULT_MODE, "facility"
    return None


def attack_targets(state: Any, action: Any) -> list[tuple[Any, list[str]]]:
    """The monsters an attack action reaches (each once), with the abilities its roll is judged
    with: the mode's No-dodge / Armour Piercing, the catapult's No-dodge on its central square and
    Stun where the whole attack stuns (a preview: Perimeter's blue squares are left out)."""
    found = attack_mode(state, action)
    if found is None:
        return []
    mode, source = found
    direct = list(getattr(action, "targets", ()) or [action.target])
    if source == "facility":
        squares = targeting.facility_area(mode.area, direct[0], state)
    else:
        squares = targeting.attack_squares(state, action.hero, mode, direct)
    board = Board(state)
    base = [e for e in mode.effects if e in ("no_dodge", "armour_piercing")]
    blue = "perimeter" in mode.effects or "area_effect" in mode.effects  # as combat._blue
    whole_stun = mode.area.endswith("_stun") or ("stun" in mode.effects and not blue)
    out: list[tuple[Any, list[str]]] = []
    seen: set[int] = set()
    for cell in squares:
        m = board.monster_at(cell)
        if m is None or m.id in seen or m.on_cliff:
            continue
        seen.add(m.id)
        effects = list(base)
        if action.kind == "catapult" and tuple(cell) == tuple(direct[0]):
            effects.append("no_dodge")
        if whole_stun:
            effects.append("stun")
        out.append((m, effects))
    return out


def explain(view: Any, action: Any, lang: str = "en", tr: Translate | None = None) -> tuple[str, dict[str, Any]]:
    from .text import monster_name, square

    tr = tr or english
    a = action
    kind = a.kind
    c = load_content()
    if kind in ("attack", "scroll", "punch", "ballista", "catapult"):
        targets = attack_targets(view, a)
        if not targets:
            return "", {}
        hp = sum(c.monsters[m.kind].hp - m.wounds for m, _ in targets)
        m, effects = targets[0]
        chance = hit_chance(view, m, effects, getattr(a, "colour", None))
        return QT_TRANSLATE_NOOP(
            "Coach", "attacks the {monster} on {square}: {hp} monster HP in reach, hit chance {chance}%"
        ), {
            "monster": monster_name(m.kind, tr),
            "square": square(m.cell),
            "hp": hp,
            "chance": round(float(chance) * 100),
        }
    hero = view.heroes[a.hero] if hasattr(a, "hero") and 0 <= a.hero < len(view.heroes) else None
    if kind == "move" and hero is not None:
        board = Board(view)
        cells = [m.cell for m in view.monsters if not m.on_cliff and not in_fog(board.bd, m.cell)]
        if cells:
            far = min(abs(a.to[0] - x) + abs(a.to[1] - y) for x, y in cells)
            return QT_TRANSLATE_NOOP(
                "Coach", "closes in on the nearest monster: {distance} square(s) away after the move"
            ), {"distance": far}
        return "", {}
    if kind == "flip":
        return QT_TRANSLATE_NOOP("Coach", "no movement points left: the largest token keeps the hero walking"), {}
    if kind == "end_turn":
        return QT_TRANSLATE_NOOP("Coach", "the hero has attacked: the next turn may attack again"), {}
    if kind == "pass":
        return QT_TRANSLATE_NOOP("Coach", "nothing useful is left for this hero phase"), {}
    if kind == "armour":
        return QT_TRANSLATE_NOOP("Coach", "the armour takes damage the hero would otherwise take"), {}
    if kind == "reroll":
        return QT_TRANSLATE_NOOP("Coach", "a missed target: the reroll is another chance to hit"), {}
    if kind == "potion":
        return QT_TRANSLATE_NOOP("Coach", "the hero is badly wounded: the red potion heals"), {}
    if kind == "discard":
        return QT_TRANSLATE_NOOP("Coach", "the smallest movement token is the cheapest to lose"), {}
    if kind == "priest" and getattr(a, "slot", None) is not None:
        return QT_TRANSLATE_NOOP("Coach", "the Priest Armor saves a dying ally"), {}
    if kind == "recruit":
        return QT_TRANSLATE_NOOP("Coach", "alone, every hero you can afford helps hold the town"), {}
    if kind == "choose":
        return _explain_choice(view, a)
    return "", {}


def _explain_choice(view: Any, a: Any) -> tuple[str, dict[str, Any]]:
    """The players' choices (choices.py, LSN-6): what the bot weighed."""
    from .choices import chance_of

    c = view.choice
    if c is None:
        return "", {}
    if c.kind == "structure":
        return QT_TRANSLATE_NOOP("Coach", "of the tied structures, this one has the most durability left"), {}
    if a.option is None:
        return "", {}
    chance = {"chance": round(float(chance_of(view, c, a.option)) * 100)}
    if c.kind == "explosion":
        return QT_TRANSLATE_NOOP("Coach", "the monster likeliest to die in the explosion: hit chance {chance}%"), chance
    if c.kind == "curse":
        return QT_TRANSLATE_NOOP("Coach", "the dice colour likeliest to be hit: hit chance {chance}%"), chance
    return QT_TRANSLATE_NOOP("Coach", "one more target for the chain: hit chance {chance}%"), chance
