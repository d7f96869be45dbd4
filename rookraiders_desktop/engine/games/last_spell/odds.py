"""The exact chance that a hero's attack hits a monster of The Last Spell, for the coach (issue 9).

A monster defends with its type's defence dice (LS-9.2; faces in monsters.json's `dice`, D-7). A
die hits on a hit face, on a dodge face only against No-dodge, on an armour face only against
Armour Piercing (LS-9.3 to LS-9.7); with 2 dice both must hit (LS-9.10); a monster with no dice
is always hit (LS-21.3). Curse makes one die the chosen colour (LS-22.36). Stun needs a stun mark
on every die and never stuns a boss (LS-9.11, LS-9.12). Every combination of faces is enumerated
through combat.py's own `dice_colours` and `judge`, so the odds are the rules' own.

    hit_chance(state, monster, effects, colour=None, rerolls=0) -> Fraction
    stun_chance(state, monster, effects, colour=None) -> Fraction   (hit and stunned)
    roll_odds(colours, effects, boss=False) -> (hit, stunned) Fractions, from die colours alone

`monster` is a Monster (or its id); `effects` the attack's "no_dodge", "armour_piercing", "stun";
`rerolls`: rerolls of a miss the attacker will take (each a fresh roll, LS-5.8, LS-16.12).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import product
from typing import Any

from . import combat
from .combat import dice_colours, judge
from .content import load_content

EFFECTS = ("no_dodge", "armour_piercing", "stun")


@lru_cache(maxsize=512)
def _odds(colours: tuple[str, ...], effects: frozenset[str], boss: bool) -> tuple[Fraction, Fraction]:
    dice = load_content().dice
    faces = [tuple(dice[c].faces) for c in colours]
    total = hits = stuns = 0
    for combo in product(*faces):
        hit, stunned = judge(combo, effects, boss)
        total += 1
        hits += hit
        stuns += hit and stunned
    return Fraction(hits, total), Fraction(stuns, total)


def roll_odds(colours: Sequence[str], effects: Iterable[str] = (), boss: bool = False) -> tuple[Fraction, Fraction]:
    """(chance to hit, chance to hit and stun) of a defence roll with dice of `colours`."""
    return _odds(tuple(colours), frozenset(e for e in effects if e in EFFECTS), bool(boss))


def _monster(state: Any, monster: Any) -> Any:
    if isinstance(monster, int):
        return next(m for m in state.monsters if m.id == monster)
    return monster


def _colours(state: Any, monster: Any, colour: str | None) -> tuple[list[str], bool]:
    """The dice `monster` rolls now (combat.defence_dice: a boss's second form rolls its own)."""
    mt = load_content().monsters[monster.kind]
    dice = combat.defence_dice(state, monster) if hasattr(combat, "defence_dice") else mt.dice
    return dice_colours(dice, colour), bool(mt.boss)


def hit_chance(
    state: Any, monster: Any, effects: Iterable[str] = (), colour: str | None = None, rerolls: int = 0
) -> Fraction:
    """The chance that an attack with `effects` (and Curse's `colour`) hits `monster`: its
    defence roll, and with `rerolls` any of that many rerolls of a miss, hits."""
    colours, boss = _colours(state, _monster(state, monster), colour)
    p = roll_odds(colours, effects, boss)[0]
    return 1 - (1 - p) ** (1 + max(0, rerolls))


def stun_chance(state: Any, monster: Any, effects: Iterable[str] = (), colour: str | None = None) -> Fraction:
    """The chance that one roll both hits and stuns `monster` (0 without Stun in `effects`)."""
    colours, boss = _colours(state, _monster(state, monster), colour)
    return roll_odds(colours, effects, boss)[1]
