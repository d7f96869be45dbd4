"""GreedyBot: plays a hero of The Last Spell from the same legal actions a person sees.

On its turn it attacks when an attack reaches monsters without hurting a hero (the attack whose
squares hold the most monster HP, heavier weapons first; a boss it can hurt above all), else walks
toward the boss when one can be hurt, or the nearest monster outside the fog (flipping its largest
movement token when it has no MP left), and ends its turn after its attack; it passes for the phase
when it can neither attack nor get closer.
It always uses armour against damage it would take, rerolls whenever a reroll is free, takes the
magic reroll when it has mana to spare, sets aside its smallest token for the screech, saves a
dying ally, and in solo recruits every hero it can afford. In the players' choices (choices.py) it
picks the monster likeliest to die in an explosion, the tied structure with the most durability
left, the Curse colour likeliest to hit, and carries a Propagation chain on to the monster likeliest
to be hit (`choice_value`).
It never looks at the dice to come (the state's generator is hidden from its view).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from .content import load_content
from .geometry import Board, in_fog


class GreedyBot:
    name = "greedy"
    needs_view = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any, state: Any, legal: Sequence[BaseModel], rng: random.Random | None = None) -> BaseModel:
        rng = rng or self.rng
        if len(legal) == 1:
            return legal[0]
        scored = [(value, rng.random(), i) for i, value in enumerate(self.values(state, legal))]
        return legal[max(scored)[2]]

    # -- scoring -----------------------------------------------------------------------------

    def values(self, state: Any, legal: Sequence[BaseModel]) -> list[float]:
        """Each action's `value`, the board indexed once for all of them (the state stays as it is)."""
        board = Board(state)
        targets = _targets(state, board)
        return [self.value(state, action, board, targets) for action in legal]

    def value(
        self, state: Any, action: BaseModel, board: Board | None = None, targets: list[Any] | None = None
    ) -> float:
        a: Any = action
        kind = a.kind
        if kind == "armour":
            return 10.0 if not a.dark else 5.0
        if kind == "take":
            return 0.0
        if kind == "reroll":
            if a.magic:
                hero = state.heroes[a.hero]
                return 5.0 if hero.mana >= 3 else -1.0
            return 10.0
        if kind == "resolve":
            return 0.0
        if kind == "discard":
            discarded: int = state.heroes[a.hero].tokens[a.token].value
            return -discarded
        if kind == "priest":
            return 10.0 if a.slot is not None else 0.0
        if kind == "recruit":
            recruited: int = a.hero
            return 10.0 - recruited
        if kind == "begin":
            return 1.0
        if kind == "choose":
            return choice_value(state, a)
        board = board or Board(state)
        return self.turn_value(state, a, board, _targets(state, board) if targets is None else targets)

    def turn_value(self, state: Any, a: Any, board: Board, targets: list[Any]) -> float:
        """A hero's turn action; `targets`: the squares its moves head for (`_targets`)."""
        kind = a.kind
        hero = state.heroes[a.hero]
        monsters = content_monsters()
        if kind in ("attack", "scroll", "punch", "ballista", "catapult"):
            squares = list(getattr(a, "targets", ())) or [a.target]
            gain = 0.0
            for cell in squares:
                m = board.monster_at(cell)
                if m is not None and not m.on_cliff and not _unharmed(state, m):
                    gain += 3.0 + monsters[m.kind].hp - m.wounds
                    if _vulnerable_boss(state, m):
                        gain += 12.0  # night 3 is won by the boss's death alone (LS-1.9)
                if board.hero_at(cell) is not None:
                    gain -= 20.0
            if gain <= 0:
                return -5.0
            bonus = {"attack": 2.0, "scroll": 1.5, "ballista": 2.5, "catapult": 1.0, "punch": 0.5}[kind]
            return 20.0 + gain + bonus
        if kind == "potion":
            colour = hero.potions[a.potion].colour
            if colour == "red" and hero.wounds >= hero.hp - 2:
                return 25.0
            return -3.0
        if kind == "defence_up":
            return 2.0 if hero.ap == 1 and hero.attacked_this_turn else -2.0
        here = _distance(hero.cell, targets)
        if kind == "move":
            there = _distance(a.to, targets)
            if there >= here:
                return -4.0
            return 5.0 + (here - there) * 0.5
        if kind == "flip":
            if hero.mp > 0 or here <= 1 or not targets:
                return -6.0
            flipped: int = hero.tokens[a.token].value
            return 4.0 + flipped * 0.1
        if kind == "end_turn":  # after this turn's attack: the next turn may attack again
            return 1.0 if hero.attacked_this_turn else -10.0
        if kind == "pass":  # nothing useful is left this hero phase
            return -1.0
        return -3.0

    def explain(
        self, game: Any, state: Any, action: BaseModel, lang: str = "en", tr: Any = None
    ) -> tuple[str, dict[str, Any]]:
        """The coach's one-line reason for `action` (engine/core/coach.py): see coach.py."""
        from .coach import explain

        return explain(state, action, lang, tr)


def content_monsters() -> Any:
    return load_content().monsters


def _unharmed(state: Any, m: Any) -> bool:
    """A germinating Dryad takes no damage (LS-21.16): attacking it is wasted."""
    return m.kind == "dryad" and (state.boss.growth or 0) <= 1


def _vulnerable_boss(state: Any, m: Any) -> bool:
    """A boss the heroes can hurt now: not perched on the cliff, not a germinating Dryad."""
    return content_monsters()[m.kind].boss and not m.on_cliff and not _unharmed(state, m)


def _targets(state: Any, board: Board) -> list[Any]:
    """The squares the heroes head for: a boss they can hurt, else every monster in sight."""
    bosses = [c for m in state.monsters if _vulnerable_boss(state, m) for c in board.monster_cells(m)]
    return bosses or [m.cell for m in state.monsters if not m.on_cliff and not in_fog(board.bd, m.cell)]


def _distance(cell: Any, targets: list[Any]) -> int:
    if cell is None or not targets:
        return 0
    nearest: int = min(abs(cell[0] - t[0]) + abs(cell[1] - t[1]) for t in targets)
    return nearest


def choice_value(state: Any, a: Any) -> float:
    """How good an option of the players' choice (state.choice, LSN-6) is for the heroes."""
    from .choices import chance_of

    c = state.choice
    if c is None:
        return 0.0
    if c.kind == "structure":
        s = next(s for s in state.structures if s.id == a.option)
        return float(load_content().structures[s.kind].durability - s.damage)  # the sturdiest takes the blow
    if a.option is None and c.kind == "chain":
        return -1.0
    chance = float(chance_of(state, c, a.option))
    if c.kind == "explosion":
        m = next(m for m in state.monsters if m.id == a.option)
        dies = content_monsters()[m.kind].hp - m.wounds <= content_monsters()[c.attack.kind].damage
        return chance * (3.0 if dies else 1.0) + (2.0 if _vulnerable_boss(state, m) else 0.0)
    return chance
