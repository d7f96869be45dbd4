"""The exact odds of a Rook & Raiders dice attack, for the coach (issue 9): no Qt, no randomness.

A dice or long-range attack rolls 2d6 (RR-9.5): the total plus the unit's attack modifier against
the monster's defence deals 2 damage at or above it, 1 below it (RR-9.6); a double six is a
critical, 3 damage (RR-9.7); a double one a fumble, 0 damage (RR-9.8). The Exorcist turns one die
to 1 and adds no modifier; its 6-6 is no critical, its 1-1 stays a fumble (RX-9.3 to RX-9.8, ruling
RX-A13): the odds assume the player changes the lower die, the choice that never deals less.
The 36 ordered rolls are enumerated through the engine's own `attack_damage` / `exorcist_damage`,
so the odds are the rules' and never drift from them.

    damage_odds(modifier, defence, die_to_one=False) -> {damage: Fraction}   (0..3, summing to 1)
    odds(state, action) -> {damage: Fraction}     the damage a UseSkill deals to its (first) target
    unit_odds(state, player, user, target)        the same for the unit on `user` and the monster on
                                                  `target` (the UI's preview), {} when not a monster
    defeat_chance(state, player, target, dist)    the chance that `dist` defeats the monster there
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import Any

from .models import GameState, MonsterPiece, UnitPiece
from .rules import attack_damage, exorcist_damage, monster_def, unit_def

DAMAGES = (0, 1, 2, 3)
_ROLLS = tuple((a, b) for a in range(1, 7) for b in range(1, 7))


@lru_cache(maxsize=256)
def _odds(modifier: int, defence: int, die_to_one: bool) -> tuple[tuple[int, Fraction], ...]:
    counts = dict.fromkeys(DAMAGES, 0)
    for a, b in _ROLLS:
        if die_to_one:
            damage = exorcist_damage([a, b], None, defence)[0]
        else:
            damage = attack_damage([a, b], modifier, defence)[0]
        counts[damage] += 1
    return tuple((d, Fraction(n, len(_ROLLS))) for d, n in counts.items())


def damage_odds(modifier: int, defence: int, die_to_one: bool = False) -> dict[int, Fraction]:
    """The chance of 0, 1, 2 and 3 damage of one dice attack (every key present, summing to 1)."""
    return dict(_odds(modifier, defence, die_to_one))


def fixed(damage: int) -> dict[int, Fraction]:
    """A skill that rolls no dice (allocation, area): its damage for certain."""
    return {damage: Fraction(1)}


def unit_odds(state: GameState, player: int, user: int, target: int) -> dict[int, Fraction]:
    """The damage the unit on square `user` of `player`'s board deals with its skill to the monster
    on square `target`: dice and long range as enumerated, an area or allocation skill its fixed
    amount (once per hit), anything else (heal, Bard, Trap) or a square without monster: {}."""
    board = state.players[player].board
    unit, monster = board[user], board[target]
    if not isinstance(unit, UnitPiece) or not isinstance(monster, MonsterPiece):
        return {}
    skill = unit_def(state, unit.card).skill
    if skill.form in ("dice", "long"):
        return damage_odds(skill.modifier, monster_def(state, monster.card).defence, bool(skill.die_to_one))
    if skill.form in ("area", "allocation"):
        return fixed(skill.amount)
    return {}


def odds(state: GameState, action: Any) -> dict[int, Fraction]:
    """The damage a UseSkill action (of the unit acting now) deals to its first target; {} for
    any other action or a skill that deals no damage. An allocation counts its hits on that target."""
    if getattr(action, "kind", "") != "use_skill" or not getattr(action, "targets", ()):
        return {}
    cmd = state.flow.command
    if cmd is None or cmd.skill_user is None:
        return {}
    player = action.player
    target = action.targets[0]
    found = unit_odds(state, player, cmd.skill_user, target)
    unit = state.players[player].board[cmd.skill_user]
    if found and isinstance(unit, UnitPiece) and unit_def(state, unit.card).skill.form == "allocation":
        return fixed(unit_def(state, unit.card).skill.amount * action.targets.count(target))
    return found


def defeat_chance(state: GameState, player: int, target: int, dist: dict[int, Fraction]) -> Fraction:
    """The chance that damage drawn from `dist` defeats the monster on `target` (its cubes reach
    its HP, RR-9.9)."""
    monster = state.players[player].board[target]
    if not isinstance(monster, MonsterPiece):
        return Fraction(0)
    left = monster_def(state, monster.card).hp - monster.damage
    return sum((p for d, p in dist.items() if d >= left), Fraction(0))


def at_least(dist: dict[int, Fraction], damage: int) -> Fraction:
    return sum((p for d, p in dist.items() if d >= damage), Fraction(0))
