"""The end-of-night summary (issue 16): what the night cost and what it took, read from the state
and the events of the night's actions. No Qt; the table's end screen words it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ...core.game import Event
from . import actions as act
from .models import GameState
from .outcome import monster_hp_left

# the hero's own offence: the damage its events do to monsters is that hero's
OFFENCE = (act.Attack, act.Punch, act.CastScroll, act.FireBallista, act.FireCatapult, act.ResolveAttack, act.Reroll)


@dataclass(frozen=True)
class NightSummary:
    night: int
    defeated: dict[str, int] = field(default_factory=dict)  # monster kind -> how many fell
    damage_dealt: dict[int, int] = field(default_factory=dict)  # hero index -> wounds dealt to monsters
    damage_taken: dict[int, int] = field(default_factory=dict)  # hero index -> wounds taken
    kills: dict[int, int] = field(default_factory=dict)  # hero index -> monsters it finished
    structures_lost: dict[str, int] = field(default_factory=dict)  # structure kind -> how many
    mages_lost: int = 0
    mages_left: int = 0
    panic_flames: int = 0  # flame tiles left on the panic track
    panic_spaces: int = 0
    monster_hp_left: int = 0
    monsters_left: int = 0


def night_summary(state: GameState, entries: Iterable[tuple[Any, list[Event]]]) -> NightSummary:
    """The night so far from `entries`: (action or None for the set-up, its events), in order."""
    defeated: Counter[str] = Counter()
    dealt: Counter[int] = Counter()
    taken: Counter[int] = Counter()
    kills: Counter[int] = Counter()
    lost: Counter[str] = Counter()
    mages_lost = 0
    for action, events in entries:
        attacker = action.hero if isinstance(action, OFFENCE) else None
        for event in events:
            args = event.args
            if event.kind == "monster_killed":
                defeated[str(args.get("kind"))] += 1
                if isinstance(args.get("by"), int):
                    kills[args["by"]] += 1
            elif event.kind == "monster_damaged" and attacker is not None:
                dealt[attacker] += int(args.get("amount", 0))
            elif event.kind == "hero_damaged":
                taken[int(args["hero"])] += int(args.get("amount", 0))
            elif event.kind == "structure_destroyed":
                lost[str(args.get("kind"))] += 1
            elif event.kind == "circle_damaged":
                mages_lost += int(args.get("amount", 0))
    # the heroes that took part: in play now, or with a figure (a solo hero recruited later)
    heroes = [h.index for h in state.heroes if h.in_play or dealt[h.index] or taken[h.index] or kills[h.index]]
    return NightSummary(
        night=state.night,
        defeated=dict(defeated),
        damage_dealt={h: dealt[h] for h in heroes},
        damage_taken={h: taken[h] for h in heroes},
        kills={h: kills[h] for h in heroes},
        structures_lost=dict(lost),
        mages_lost=mages_lost,
        mages_left=state.mages,
        panic_flames=sum(state.panic),
        panic_spaces=len(state.panic),
        monster_hp_left=monster_hp_left(state),
        monsters_left=len(state.monsters),
    )
