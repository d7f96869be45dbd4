"""The players' decisions inside the rules (LSN-6): where the rulebook says "the players choose",
the engine asks (decision "choose", `state.choice`) instead of choosing itself.

- "explosion" (LS-10.7 「プレイヤーがそのうち1体を選び」): which monster in an exploding Boomer's area
  rolls its defence dice against No-dodge; the Boomer's attack is finished once it is chosen.
- "structure" (LS-8.12 「それでも決まらない場合は、プレイヤーが決定します」): which of the structures
  still tied after the weaker-first and facility-wall-building rules a monster attacks; settled for
  every monster before the first attack of the step (LS-15.6).
- "curse" (LS-22.36 「プレイヤーが選んだ色」): a scroll's Curse colour (a weapon's Attack carries it).
- "chain" (LS-22.32): a scroll's Propagation targets, one at a time, or the end of the chain.

A choice is asked only when it has more than one option; with one the engine goes on by itself.
In the monster phase the seat of the first hero in play speaks for the players (in hot-seat they
talk it over; a bot seat decides alone); a scroll's choices belong to its caster. The choice made
is logged ("*_chosen" events) with the hero whose seat chose.
"""

from __future__ import annotations

from typing import Any

from ...core.game import Event
from ...core.i18n import QT_TRANSLATE_NOOP
from . import combat
from .actions import Choose
from .content import AttackMode, load_content
from .errors import Rejected, Violation
from .geometry import Board
from .models import Cell, GameState, Hero, PendingChoice, QueuedAttack

EVENT_TEXT: dict[str, str] = {
    "explosion_chosen": QT_TRANSLATE_NOOP(
        "LastSpell", "{hero_name} chooses the {monster_text} on {square} to roll against the explosion (LS-10.7)."
    ),
    "structure_chosen": QT_TRANSLATE_NOOP(
        "LastSpell", "{hero_name} chooses the {structure_text} on {square} as the {monster_text}'s target (LS-8.12)."
    ),
    "curse_chosen": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} curses the dice: {colour_text} (LS-22.36)."),
    "curse_kept": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} leaves the monster its own dice (LS-22.36)."),
    "chain_chosen": QT_TRANSLATE_NOOP(
        "LastSpell", "{hero_name} carries the Propagation on to the {monster_text} on {square} (LS-22.32)."
    ),
    "chain_ended": QT_TRANSLATE_NOOP("LastSpell", "{hero_name} ends the Propagation chain (LS-22.32)."),
}
COLOUR_TEXT = {"blue": QT_TRANSLATE_NOOP("LastSpell", "blue"), "orange": QT_TRANSLATE_NOOP("LastSpell", "orange")}
CURSE_COLOURS: tuple[str | None, ...] = ("blue", "orange", None)


def lead_hero(state: GameState) -> int:
    """The hero whose seat speaks for the players in the monster phase: the first hero in play."""
    return next((h.index for h in state.heroes if h.in_play and not h.dead), 0)


def ask(state: GameState, choice: PendingChoice) -> bool:
    """Ask the players when there is more than one option (True); else the caller goes on."""
    if len(choice.options) <= 1:
        return False
    state.choice = choice
    return True


def legal(state: GameState) -> list[Choose]:
    c = state.choice
    if c is None:
        return []
    owner = state.heroes[c.hero].owner
    return [Choose(player=owner, hero=c.hero, option=o) for o in c.options]


def apply(state: GameState, action: Choose, events: list[Event]) -> None:
    """The option chosen: logged, then the rule it belongs to goes on."""
    c = state.choice
    if c is None:
        raise Rejected("LS-16.2", QT_TRANSLATE_NOOP("LastSpell", "There is nothing to choose now"))
    if action.option not in c.options:
        raise Violation(c.rule, QT_TRANSLATE_NOOP("LastSpell", "That is not one of the options to choose from"))
    state.choice = None
    events.append(_chosen_event(state, c, action.option))
    if c.kind == "explosion":
        from . import monster_phase

        monster_phase.finish_explosion(state, c.attack, action.option, events)  # type: ignore[arg-type]
    elif c.kind == "structure":
        _set_target(state, c, action.option)  # type: ignore[arg-type]
    elif c.kind == "curse":
        c.colour = action.option  # type: ignore[assignment]
        _scroll_step(state, c.model_copy(update={"kind": "chain", "rule": "LS-22.32", "options": []}), events)
    elif action.option is not None:
        c.chain.append(action.option)  # type: ignore[arg-type]
        _scroll_step(state, c, events)
    else:
        _finish_scroll(state, c, events)


def _chosen_event(state: GameState, c: PendingChoice, option: Any) -> Event:
    args: dict[str, Any] = {"hero": c.hero, "option": option}
    if c.kind in ("explosion", "chain") and option is not None:
        m = combat.monster_by_id(state, option)
        if m is not None:
            args.update(monster=m.id, monster_kind=m.kind, cell=list(m.cell))
    if c.kind == "structure":
        s = next(s for s in state.structures if s.id == option)
        attacker = combat.monster_by_id(state, c.monster) if c.monster is not None else None
        args.update(
            structure=s.id,
            kind=s.kind,
            cell=list(s.cells[0]),
            monster_kind=attacker.kind if attacker else (c.attack.kind if c.attack else ""),
        )
    if c.kind == "curse":
        args["colour_name"] = option
    kind = f"{c.kind}_chosen" if option is not None else {"curse": "curse_kept", "chain": "chain_ended"}[c.kind]
    return Event(kind=kind, args=args)


def event_args(event: Event, args: dict[str, Any], lang: str) -> None:
    """Log parameters: the square of the monster or structure chosen (text.py fills the names)."""
    from .text import square

    if event.kind in EVENT_TEXT and isinstance(args.get("cell"), list):
        args["square"] = square(args["cell"])


# -- the monster phase -------------------------------------------------------------------------------


def explosion(state: GameState, q: QueuedAttack, victims: list[int]) -> bool:
    """LS-10.7: ask which monster in the Boomer's area rolls (True), or go on with the only one."""
    return ask(
        state,
        PendingChoice(
            kind="explosion", rule="LS-10.7", hero=lead_hero(state), options=list(victims), monster=q.monster, attack=q
        ),
    )


def structure_tie(state: GameState) -> bool:
    """LS-8.12: ask about the first queued attack whose target is still a tie (True), if any."""
    q = next((q for q in state.flow.queue if q.options), None)
    if q is None:
        return False
    state.choice = PendingChoice(
        kind="structure", rule="LS-8.12", hero=lead_hero(state), options=list(q.options), monster=q.monster, attack=q
    )
    return True


def _set_target(state: GameState, c: PendingChoice, structure: int) -> None:
    for q in state.flow.queue:
        if q.options and q.monster == c.monster:
            q.target_id, q.options = structure, []
            return


# -- a scroll's Curse and Propagation ----------------------------------------------------------------


def _scroll(c: PendingChoice) -> Any:
    return load_content().scrolls[c.source.split("/", 1)[1]]


def cast_scroll(state: GameState, hero: Hero, source: str, direct: list[Cell], events: list[Event]) -> None:
    """After a scroll's mana is paid (hero_phase): its Curse colour, then its Propagation chain,
    then the attack (hero_phase.use_mode)."""
    c = PendingChoice(kind="curse", rule="LS-22.36", hero=hero.index, source=source, direct=list(direct))
    if not ask(state, c.model_copy(update={"options": curse_options(state, hero, _scroll(c).mode, direct)})):
        _scroll_step(state, c.model_copy(update={"kind": "chain", "rule": "LS-22.32"}), events)


def _scroll_step(state: GameState, c: PendingChoice, events: list[Event]) -> None:
    """The next Propagation target (or the end of the chain), else the attack itself."""
    options = chain_options(state, state.heroes[c.hero], _scroll(c).mode, c.direct, c.chain)
    if options:
        state.choice = c.model_copy(update={"options": [*options, None]})
        return
    _finish_scroll(state, c, events)


def _finish_scroll(state: GameState, c: PendingChoice, events: list[Event]) -> None:
    from . import hero_phase

    scroll = _scroll(c)
    hero_phase.use_mode(
        state,
        state.heroes[c.hero],
        c.source,
        scroll.mode,
        "magic",
        scroll.damage,
        c.direct,
        events,
        c.colour,
        tuple(c.chain),
    )


def curse_options(state: GameState, hero: Hero, mode: AttackMode, direct: list[Cell]) -> list[str | None]:
    """LS-22.36: the colours that give the attack's targets different dice (None: their own dice),
    each once; none without Curse or without a monster to curse."""
    if "curse" not in mode.effects:
        return []
    targets = sorted(combat.area_monster_ids(state, hero, mode, direct))
    monsters = [m for i in targets if (m := combat.monster_by_id(state, i)) is not None]
    seen: set[tuple[tuple[str, ...], ...]] = set()
    options: list[str | None] = []
    for colour in CURSE_COLOURS:
        dice = tuple(tuple(combat.dice_colours(combat.defence_dice(state, m), colour)) for m in monsters)
        if monsters and dice not in seen:
            seen.add(dice)
            options.append(colour)
    return options


def chain_options(state: GameState, hero: Hero, mode: AttackMode, direct: list[Cell], chain: list[int]) -> list[int]:
    """LS-22.32, LS-A45: the monsters in the previous target's area not yet attacked, while the
    chain is shorter than Propagation X (the first from the monster on the direct-hit square)."""
    if mode.propagation <= 0 or len(chain) >= mode.propagation or not direct:
        return []
    board = Board(state)
    prev = combat.monster_by_id(state, chain[-1]) if chain else board.monster_at(direct[0])
    if prev is None:
        return []
    attacked = combat.area_monster_ids(state, hero, mode, direct) | set(chain)
    attacked |= {m.id for c in direct if (m := board.monster_at(c)) is not None}
    return sorted(m.id for m in combat.chain_candidates(state, prev, attacked))


def chance_of(state: GameState, c: PendingChoice, option: int | str | None) -> Any:
    """The chance to hit of an option (for the bot and the coach): the explosion's roll against
    No-dodge, a Curse colour on the attack's first target, a Propagation target's roll."""
    from .odds import hit_chance

    if c.kind == "explosion":
        return hit_chance(state, option, ("no_dodge",))
    mode = _scroll(c).mode
    effects = [e for e in mode.effects if e in ("no_dodge", "armour_piercing")]
    if c.kind == "curse":
        targets = sorted(combat.area_monster_ids(state, state.heroes[c.hero], mode, c.direct))
        return hit_chance(state, targets[0], effects, option if isinstance(option, str) else None) if targets else 0
    return hit_chance(state, option, effects, c.colour)


__all__ = [
    "apply",
    "ask",
    "cast_scroll",
    "chain_options",
    "chance_of",
    "curse_options",
    "explosion",
    "lead_hero",
    "legal",
    "structure_tie",
]
