"""Victory, defeat and the end of a night (LS-1, LS-18, LS-24.9, LS-25).

Every module that changes monster HP, kills a hero or removes a mage calls `check(state, events)`
afterwards; it ends the game when a condition holds (the first one found wins: defeat is checked
before victory, so a night lost and won by the same blow is lost). Victory also waits while an
attack's damage is still to be dealt (`damage_pending`): one attack that kills the last monsters
and hurts heroes (an explosion, LS-10.8; friendly fire, LS-5.19) deals all its damage first, and a
hero it kills loses the night (LS-1.5, LSN-3).
"""

from __future__ import annotations

from typing import Any

from ...core.game import Event, Result
from ...core.i18n import QT_TRANSLATE_NOOP, render
from .content import load_content
from .models import GameState

CONTEXT = "LastSpell"


def _finish(state: GameState, events: list[Event], won: bool, rule: str, template: str, **params: Any) -> None:
    if state.result is not None:
        return
    seats = sorted({h.owner for h in state.heroes})
    reason = f"{rule}: {render(template, params)}"
    state.result = Result(
        winners=seats if won else [],
        reason=reason,
        rule=rule,
        reason_template=template,
        reason_params=params,
        title="victory" if won else "defeat",
    )
    state.phase = "end"
    state.flow.decision = None
    state.flow.decider = None
    events.append(Event(kind="game_over", args={"won": won, "rule": rule, "template": template, "params": params}))


def lose(state: GameState, events: list[Event], rule: str, template: str, **params: Any) -> None:
    _finish(state, events, False, rule, template, **params)


def win(state: GameState, events: list[Event], rule: str, template: str, **params: Any) -> None:
    _finish(state, events, True, rule, template, **params)


def heroes_in_play(state: GameState) -> list[int]:
    """The heroes on the battlefield (LS-A1 counts these for the night-end threshold)."""
    return [h.index for h in state.heroes if h.in_play and not h.dead]


def monster_hp_left(state: GameState) -> int:
    types = load_content().monsters
    return sum(max(types[m.kind].hp - m.wounds, 0) for m in state.monsters if not types[m.kind].boss)


def damage_pending(state: GameState) -> bool:
    """An attack's damage not yet dealt: a hero attack being resolved, hero damage waiting in the
    queue (armour decisions), a hero dying while a Priest Armor may save them, or a players'
    choice inside an attack (the explosion's victim, LS-10.7)."""
    return state.attack is not None or bool(state.damage_queue) or state.dying is not None or state.choice is not None


def check(state: GameState, events: list[Event]) -> None:
    """Defeat first (LS-1.5, LS-1.7, LS-24.9), then the night's victory (LS-1.8, LS-1.9), which
    waits until every damage of the attack is dealt (`damage_pending`); combat.resolve_damage
    checks again once it is."""
    if state.result is not None:
        return
    if state.mages <= 0:
        lose(state, events, "LS-1.7", QT_TRANSLATE_NOOP("LastSpell", "the magic circle has lost its last mage"))
        return
    dead = [h for h in state.heroes if h.dead]
    if state.solo:
        if not heroes_in_play(state) and state.phase != "setup":
            lose(state, events, "LS-24.9", QT_TRANSLATE_NOOP("LastSpell", "no hero is left on the battlefield"))
            return
    elif dead and state.dying is None:
        lose(state, events, "LS-1.5", QT_TRANSLATE_NOOP("LastSpell", "{hero} has died"), hero=dead[0].name)
        return
    if damage_pending(state):
        return
    if state.boss.kind is not None:
        if state.boss.defeated:
            _shadow_network(state, events)
            win(state, events, "LS-1.9", QT_TRANSLATE_NOOP("LastSpell", "the boss is defeated: the scenario is won"))
        return
    if state.spawn_done and monster_hp_left(state) <= len(heroes_in_play(state)):
        end_night(state, events)


def _panic_payout(state: GameState) -> list[str]:
    """LS-18.2: the rewards of every panic-track space still holding a flame."""
    rewards = load_content().scenarios[state.scenario].panic_rewards
    return [rewards[i] for i, flames in enumerate(state.panic) if flames > 0 and i < len(rewards)]


def _shadow_network(state: GameState, events: list[Event]) -> None:
    """LS-18.13/18.14, LS-A50: at the end of a scenario the panic track's resources go to the
    shared chest (the stash), once, for the next scenario's setup."""
    gained = _panic_payout(state)
    state.stash.extend(gained)
    events.append(Event(kind="shadow_network", args={"rewards": gained}))


def end_night(state: GameState, events: list[Event]) -> None:
    """LS-18.1: the night is over: Town Panic Management, then (night 2) the City Quest Check."""
    scenario = load_content().scenarios[state.scenario]
    events.append(Event(kind="night_over", args={"night": state.night, "hp": monster_hp_left(state)}))
    # LS-18.2/18.3: every space still holding a flame pays; an empty track pays nothing and is refilled
    if any(state.panic):
        gained = _panic_payout(state)
        state.stash.extend(gained)
        events.append(Event(kind="panic_paid", args={"rewards": gained}))
    else:
        state.panic = [1] * len(state.panic)
        events.append(Event(kind="panic_refilled", args={"spaces": len(state.panic)}))
    if state.night == 2 and scenario.city_quests:
        # a scenario without quests_solved (the default, not checked against city_quests) solved none
        solved = [q for q, ok in zip(scenario.city_quests, scenario.quests_solved, strict=False) if ok]
        if not solved:
            lose(
                state,
                events,
                "LS-18.4",
                QT_TRANSLATE_NOOP("LastSpell", "neither city quest was solved by the end of night 2"),
            )
            return
        events.append(Event(kind="quests_rewarded", args={"quests": solved}))
    if state.scenario == "intro":
        win(state, events, "LS-25.8", QT_TRANSLATE_NOOP("LastSpell", "the town was defended through the night"))
    else:
        win(
            state,
            events,
            "LS-1.8",
            QT_TRANSLATE_NOOP(
                "LastSpell",
                "night {night} is survived: every spawn card revealed and the monsters' HP is at most "
                "the number of heroes",
            ),
            night=state.night,
        )
