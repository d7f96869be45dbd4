"""Combat: defence dice (LS-9), hero attacks and their side effects (LS-5, LS-22), damage to
monsters, to heroes (armour decisions, LS-7, LS-23), to structures and to the magic circle, deaths.

Every other module deals damage through these functions:
- `defend(state, monster, effects, colour)`: one defence roll (LS-9), with No-dodge / Armour
  Piercing / Stun in `effects` and a Curse colour (LS-22.36); pass `events` to log it.
- `damage_monster`, `queue_hero_damage` (+ `advance_damage` / `resolve_damage`), `damage_structure`,
  `damage_circle`.

Hero damage is queued (`state.damage_queue`); `advance_damage` asks the hero's owner (decision
"armour") when a ready armour card (or an additional ability that recovers one) could help, else
resolves it at once. A hero killed while another hero wears a ready Priest Armor is left in
`state.dying` (decision "priest", LS-23.23).

A hero attack (`begin_attack`) rolls every target's dice at once and is kept in `state.attack`
while rerolls are possible (decision "reroll": `legal_reroll_actions`, `apply_reroll_action`);
`resolve_attack` then deals the damage, the stuns, the friendly fire (LS-5.19, LS-A20) and the
hero's moves (Follow-up, Mobility, Line of 3 then move).

Events (kind: args):
- "attack": hero, source, direct, squares, targets (monster ids)
- "defence_roll": monster, kind, colours, faces, hit, stunned, reroll (bool), magic (bool)
- "monster_damaged": monster, kind, amount, wounds, hp; "monster_killed": monster, kind, cell, by
- "monster_stunned": monster, kind, through (monster phase number)
- "hero_freed": hero (a trap removed, LS-21.31)
- "damage_incoming": hero, amount, source; "defence_up_used": hero, amount (left)
- "armour_used": hero, card, amount (left); "armour_recovered": hero, card, by ("ability"/"murder")
- "mana_recovered": hero, amount, mana; "token_recovered": hero, value; "wound_healed": hero, by, wounds
- "hero_damaged": hero, amount, wounds, hp, source, mana_lost
- "hero_dying": hero, savers; "priest_saved": hero (saver), saved; "priest_declined": hero
- "hero_died": hero; "hero_moved": hero, from, to, cost, by
- "structure_damaged": structure, kind, amount, damage, durability, from_panic;
  "structure_destroyed": structure, kind; "circle_damaged": amount, mages
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...core.game import Event
from ...core.i18n import QT_TRANSLATE_NOOP
from ...core.room import clear_decision, decide
from . import outcome, targeting
from .actions import Action, RecoverArmour, Reroll, ResolveAttack, SaveAlly, TakeDamage, UseArmour, _Action
from .content import ArmourCard, AttackMode, Content, Weapon, load_content
from .errors import Rejected, Violation
from .geometry import Board, area, footprint, in_fog, inside, ring
from .models import Cell, DefenceRoll, GameState, Hero, Incoming, Monster, PendingAttack, Structure

HIT_FACES = {"hit", "hit_stun"}
STUN_FACES = {"hit_stun", "dodge_stun", "armour_stun"}
MAX_REROLLS = 4  # per target (LS-16.12, LS-A22)

# the built-in attacks that are not weapon modes
PUNCH_MODE = AttackMode(id="punch", name="Punch", ap=1, range="melee", area="single")
BALLISTA_MODE = AttackMode(
    id="ballista", name="Ballista", ap=0, range="current_adjacent", area="single", effects=("armour_piercing", "sight")
)
CATAPULT_MODE = AttackMode(
    id="catapult", name="Catapult", ap=0, range="adjacent_far", area="square9", effects=("sight",)
)
FACILITY_SOURCES = ("ballista", "catapult")


def content() -> Content:
    return load_content()


# -- defence dice (LS-9) ---------------------------------------------------------------------------


def dice_colours(dice: Sequence[str], colour: str | None) -> list[str]:
    """LS-22.36 Curse: the monster defends with the chosen colour; of 2 dice only 1 changes."""
    colours = list(dice)
    if colour is None or not colours:
        return colours
    for i, c in enumerate(colours):
        if c != colour:
            colours[i] = colour
            break
    return colours


def face_hits(face: str, effects: Iterable[str]) -> bool:
    """LS-9.3-9.7: hit faces hit; a dodge face only against No-dodge, an armour face only against
    Armour Piercing; a miss never."""
    if face in HIT_FACES:
        return True
    if face == "dodge_stun":
        return "no_dodge" in effects
    if face == "armour_stun":
        return "armour_piercing" in effects
    return False


def judge(faces: Sequence[str], effects: Iterable[str], boss: bool = False) -> tuple[bool, bool]:
    """(hit, stunned): every die must hit (LS-9.10) and, for Stun, every die must show a stun
    mark (LS-9.11); bosses are never stunned (LS-9.12). No dice at all: always hit (LS-21.3)."""
    eff = set(effects)
    hit = all(face_hits(f, eff) for f in faces)
    stunned = "stun" in eff and not boss and bool(faces) and all(f in STUN_FACES for f in faces)
    return hit, stunned


def _roll_colours(state: GameState, monster: Monster, colours: list[str], effects: Iterable[str]) -> DefenceRoll:
    dice = content().dice
    faces: list[str] = [dice[c].faces[state.rng.below(len(dice[c].faces))] for c in colours]
    hit, stunned = judge(faces, effects, content().monsters[monster.kind].boss)
    return DefenceRoll(target=monster.id, colours=colours, faces=faces, hit=hit, stunned=stunned)


def _roll_event(roll: DefenceRoll, monster: Monster, reroll: bool = False, magic: bool = False) -> Event:
    return Event(
        kind="defence_roll",
        args={
            "monster": monster.id,
            "kind": monster.kind,
            "colours": list(roll.colours),
            "faces": list(roll.faces),
            "hit": roll.hit,
            "stunned": roll.stunned,
            "reroll": reroll,
            "magic": magic,
        },
    )


def defence_dice(state: GameState, monster: Monster) -> tuple[str, ...]:
    """LS-9.2: the type's defence dice; a boss with a second form (Cetusia) rolls its `form2_dice`
    once state.boss.form is 2 (LS-20.2)."""
    mt = content().monsters[monster.kind]
    if mt.form2_dice and state.boss.form >= 2:
        return mt.form2_dice
    return mt.dice


def defend(
    state: GameState,
    monster: Monster,
    effects: Iterable[str] = (),
    colour: str | None = None,
    events: list[Event] | None = None,
) -> DefenceRoll:
    """LS-9.2: roll the monster type's defence dice (faces from dice.json, via state.rng).
    `effects` may hold "no_dodge", "armour_piercing", "stun"; `colour` is Curse's colour. With
    `events`, the roll becomes state.last_roll and a "defence_roll" event."""
    roll = _roll_colours(state, monster, dice_colours(defence_dice(state, monster), colour), tuple(effects))
    if events is not None:
        state.last_roll = [roll.model_copy()]
        events.append(_roll_event(roll, monster))
    return roll


def is_stunned(state: GameState, monster: Monster) -> bool:
    """LS-9.8: stunned until the end of monster phase number `stunned_through`."""
    return monster.stunned_through is not None and monster.stunned_through >= state.monster_phase


def stun(state: GameState, monster: Monster, events: list[Event]) -> None:
    """LS-9.8, LS-A24: the stun lasts to the end of the next monster phase to begin."""
    if content().monsters[monster.kind].boss:
        return  # LS-9.12
    monster.stunned_through = state.monster_phase + 1
    events.append(
        Event(
            kind="monster_stunned",
            args={"monster": monster.id, "kind": monster.kind, "through": monster.stunned_through},
        )
    )


# -- monsters ------------------------------------------------------------------------------------


def monster_by_id(state: GameState, monster_id: int) -> Monster | None:
    for m in state.monsters:
        if m.id == monster_id:
            return m
    return None


def monster_cells(monster: Monster) -> list[Cell]:
    return footprint(monster.cell, content().monsters[monster.kind].size)


def damage_monster(
    state: GameState,
    monster: Monster,
    amount: int,
    events: list[Event],
    by_hero: int | None = None,
    *,
    deferred: list[Cell] | None = None,
) -> bool:
    """Wound `monster`; at its HP it dies and is removed (LS-12.7). Returns whether it died.
    An Alerion's death calls monster_phase.on_alerion_killed (or is appended to `deferred`, so a
    Follow-up move can happen first, LS-EX8); the boss's death defeats it (LS-1.9); kills by a hero
    in its turn count for Murder Armor / Pants (LS-23.19, LS-23.20). Then the outcome is checked."""
    if amount <= 0 or monster_by_id(state, monster.id) is None:
        return False
    mt = content().monsters[monster.kind]
    if mt.boss:
        from . import monster_phase

        hook = monster_phase.boss_hook(state, "on_damage")
        if hook is not None and not hook(state, monster, amount, events):
            return False  # it cannot take damage now (the Dryad in Germination, LS-21.16)
    monster.wounds += amount
    events.append(
        Event(
            kind="monster_damaged",
            args={"monster": monster.id, "kind": monster.kind, "amount": amount, "wounds": monster.wounds, "hp": mt.hp},
        )
    )
    if monster.wounds < mt.hp:
        return False
    if mt.boss:
        from . import monster_phase

        hook = monster_phase.boss_hook(state, "on_beaten")
        if hook is not None and not hook(state, monster, events):
            outcome.check(state, events)
            return False  # it stays in play (Cetusia's form change, LS-20.10)
    state.monsters = [m for m in state.monsters if m.id != monster.id]
    events.append(
        Event(
            kind="monster_killed",
            args={"monster": monster.id, "kind": monster.kind, "cell": list(monster.cell), "by": by_hero},
        )
    )
    if monster.trapping is not None:
        _free(state, monster.trapping, events)
    if state.boss.kind is not None and monster.kind == state.boss.kind:
        state.boss.defeated = True
    if by_hero is not None and state.phase == "hero":
        _count_kill(state, state.heroes[by_hero], events)
    if monster.kind == "alerion":
        if deferred is not None:
            deferred.append(monster.cell)
        else:
            from . import monster_phase  # written by the monster-phase module's owner

            monster_phase.on_alerion_killed(state, monster.cell, events)
    outcome.check(state, events)
    return True


def _free(state: GameState, hero_index: int, events: list[Event]) -> None:
    h = state.heroes[hero_index]
    if h.trapped:
        h.trapped = False
        events.append(Event(kind="hero_freed", args={"hero": hero_index}))


def _count_kill(state: GameState, hero: Hero, events: list[Event]) -> None:
    """LS-23.19/23.20: at the hero's 2nd kill in one turn."""
    hero.kills_this_turn += 1
    if hero.kills_this_turn != 2:
        return
    cards = content().armour
    for slot in hero.armour:
        card = cards.get(slot.card)
        if card is None:
            continue
        if "murder_recover" in card.passive and slot.exhausted:
            slot.exhausted = False
            events.append(Event(kind="armour_recovered", args={"hero": hero.index, "card": card.id, "by": "murder"}))
        if "murder_token" in card.passive:
            recover_tokens(hero, 1, events)


# -- hero resources --------------------------------------------------------------------------------


def recover_tokens(hero: Hero, n: int, events: list[Event]) -> int:
    """Turn up to `n` used movement tokens (not set aside) back to their unused side, highest
    value first (LSH-9). Returns how many."""
    done = 0
    for _ in range(n):
        used = [t for t in hero.tokens if t.used and not t.set_aside]
        if not used:
            break
        best = max(used, key=lambda t: t.value)
        best.used = False
        done += 1
        events.append(Event(kind="token_recovered", args={"hero": hero.index, "value": best.value}))
    return done


def recover_mana(hero: Hero, n: int, events: list[Event]) -> int:
    gain = max(0, min(n, hero.mana_max - hero.mana))
    hero.mana += gain
    events.append(Event(kind="mana_recovered", args={"hero": hero.index, "amount": gain, "mana": hero.mana}))
    return gain


def _parse(effect: str) -> tuple[str, int]:
    name, _, value = effect.partition(":")
    return name, int(value) if value else 0


def card_effects(card: ArmourCard) -> dict[str, int]:
    return dict(_parse(e) for e in card.on_use)


# -- hero damage (LS-7, LS-23) ----------------------------------------------------------------------


def _friendly(source: str) -> bool:
    return source.startswith("friendly")


def queue_hero_damage(
    state: GameState,
    hero_index: int,
    amount: int,
    events: list[Event],
    source: str,
    armour_allowed: bool = True,
    mana_drain: int = 0,
) -> None:
    """Queue damage to a hero (state.damage_queue), in order. Monster damage is reduced at once by
    the hero's Defence Up token, which is then removed (LS-16.10, LSH-6); friendly fire from hero
    attacks and facilities ("friendly:..." sources) is not monster damage."""
    h = state.heroes[hero_index]
    if h.dead or h.cell is None:
        return
    inc = Incoming(
        hero=hero_index, amount=max(0, amount), source=source, armour_allowed=armour_allowed, mana_drain=mana_drain
    )
    events.append(Event(kind="damage_incoming", args={"hero": hero_index, "amount": inc.amount, "source": source}))
    _apply_defence_up(state, inc, events)
    state.damage_queue.append(inc)


def _apply_defence_up(state: GameState, inc: Incoming, events: list[Event]) -> None:
    h = state.heroes[inc.hero]
    if h.defence_up and not _friendly(inc.source) and "defence_up" not in inc.used:
        h.defence_up = False
        inc.amount = max(0, inc.amount - 1)
        inc.used.append("defence_up")
        events.append(Event(kind="defence_up_used", args={"hero": h.index, "amount": inc.amount}))


def _wears(hero: Hero, passive: str) -> bool:
    cards = content().armour
    return any(passive in cards[s.card].passive for s in hero.armour if s.card in cards)


def armour_problem(state: GameState, hero: Hero, slot: int, inc: Incoming | None) -> tuple[str, str] | None:
    """Why armour `slot` cannot be used against `inc` now, or None."""
    if not 0 <= slot < len(hero.armour):
        return ("LS-7.1", QT_TRANSLATE_NOOP("LastSpell", "the hero has no such armour card"))
    s = hero.armour[slot]
    card = content().armour[s.card]
    if s.exhausted:
        return ("LS-7.4", QT_TRANSLATE_NOOP("LastSpell", "that armour card is exhausted until it is recovered"))
    if card.reduce <= 0:
        return ("LS-7.3", QT_TRANSLATE_NOOP("LastSpell", "that card does not reduce damage"))
    if inc is None:
        return ("LS-7.1", QT_TRANSLATE_NOOP("LastSpell", "armour is used against damage being taken"))
    if not inc.armour_allowed:
        return ("LS-10.8", QT_TRANSLATE_NOOP("LastSpell", "armour cannot reduce an explosion's damage"))
    if inc.amount <= 0:
        return ("LS-7.1", QT_TRANSLATE_NOOP("LastSpell", "there is no damage left to reduce"))
    if card.slot == "shield" and _wears(hero, "no_shield"):
        return ("LS-23.17", QT_TRANSLATE_NOOP("LastSpell", "a hero wearing Coat Armor cannot use shields"))
    if card.slot == "upper" and _wears(hero, "no_upper"):
        return ("LS-23.18", QT_TRANSLATE_NOOP("LastSpell", "a hero with a Heavy Shield cannot use upper armour"))
    return None


def recover_problem(state: GameState, hero: Hero, slot: int) -> tuple[str, str] | None:
    """Why armour `slot`'s additional ability (LS-7.6) cannot recover it now, or None."""
    if not 0 <= slot < len(hero.armour):
        return ("LS-7.6", QT_TRANSLATE_NOOP("LastSpell", "the hero has no such armour card"))
    s = hero.armour[slot]
    card = content().armour[s.card]
    if not card.recover_cost:
        return ("LS-7.6", QT_TRANSLATE_NOOP("LastSpell", "that card has no ability that recovers it"))
    if not s.exhausted:
        return ("LS-7.6", QT_TRANSLATE_NOOP("LastSpell", "that card is not exhausted"))
    if hero.mana < card.recover_cost.get("mana", 0):
        return ("LS-4.4", QT_TRANSLATE_NOOP("LastSpell", "not enough mana"))
    free = [t for t in hero.tokens if not t.used and not t.set_aside]
    if len(free) < card.recover_cost.get("tokens", 0):
        return ("LS-7.6", QT_TRANSLATE_NOOP("LastSpell", "not enough unused movement tokens to pay"))
    return None


def recover_armour(state: GameState, hero: Hero, slot: int, events: list[Event]) -> None:
    """LS-7.6: pay the card's additional ability cost (mana, or unused movement tokens, the lowest
    values first, LSH-9) to recover it."""
    problem = recover_problem(state, hero, slot)
    if problem:
        raise Violation(*problem)
    s = hero.armour[slot]
    card = content().armour[s.card]
    hero.mana -= card.recover_cost.get("mana", 0)
    for _ in range(card.recover_cost.get("tokens", 0)):
        free = [t for t in hero.tokens if not t.used and not t.set_aside]
        min(free, key=lambda t: t.value).used = True
    s.exhausted = False
    events.append(Event(kind="armour_recovered", args={"hero": hero.index, "card": card.id, "by": "ability"}))


def _adjacent_monsters(state: GameState, hero: Hero) -> list[Monster]:
    if hero.cell is None:
        return []
    near = set(ring(hero.cell)) | {hero.cell}
    return [m for m in state.monsters if not m.on_cliff and set(monster_cells(m)) & near and m.trapping != hero.index]


def legal_armour_actions(state: GameState) -> list[Action]:
    """The damaged hero's choices against state.damage_queue[0]: use a ready armour card (with its
    variants: Healer's Armor's ally, Fury Shield's monster, Darkness' extra damage) or take the
    damage. (apply_armour_action also accepts RecoverArmour, LS-7.6 "at any time", but the room's
    armour decision does not offer it yet.)"""
    if not state.damage_queue:
        return []
    inc = state.damage_queue[0]
    h = state.heroes[inc.hero]
    p = h.owner
    acts: list[Action] = []
    cards = content().armour
    for i, s in enumerate(h.armour):
        if armour_problem(state, h, i, inc) is None:
            eff = card_effects(cards[s.card])
            others: list[int | None] = [None]
            if "heal_other" in eff:
                others += [
                    o.index
                    for o in state.heroes
                    if o.index != h.index and not o.dead and o.wounds > 0 and o.cell is not None
                ]
            if "counter" in eff:
                others += [m.id for m in _adjacent_monsters(state, h)]
            darks = [False, True] if ("dark_mana" in eff or "dark_tokens" in eff) else [False]
            for other in others:
                for dark in darks:
                    acts.append(UseArmour(player=p, hero=h.index, slot=i, other=other, dark=dark))
    acts.append(TakeDamage(player=p, hero=h.index))
    return acts


def armour_can_help(state: GameState) -> bool:
    return len(legal_armour_actions(state)) > 1


def advance_damage(state: GameState, events: list[Event]) -> None:
    """For the flow driver: the head of state.damage_queue either waits for its hero's armour
    decision ("armour", decided by the hero's owner) or is resolved at once."""
    while state.damage_queue:
        inc = state.damage_queue[0]
        h = state.heroes[inc.hero]
        if h.dead or h.cell is None:
            state.damage_queue.pop(0)
            continue
        _apply_defence_up(state, inc, events)
        if armour_can_help(state):
            decide(state, "armour", h.owner)
            state.flow.hero = h.index
        else:
            resolve_damage(state, events)
        return


def apply_armour_action(state: GameState, action: _Action, events: list[Event]) -> None:
    """UseArmour / RecoverArmour / TakeDamage against state.damage_queue[0]."""
    if not state.damage_queue:
        raise Rejected("LS-7.1", QT_TRANSLATE_NOOP("LastSpell", "no damage is waiting for armour"))
    inc = state.damage_queue[0]
    h = state.heroes[inc.hero]
    if action.hero != h.index:
        raise Rejected("LS-7.1", QT_TRANSLATE_NOOP("LastSpell", "it is {hero}'s damage to answer"), hero=h.name)
    if isinstance(action, TakeDamage):
        resolve_damage(state, events)
    elif isinstance(action, RecoverArmour):
        recover_armour(state, h, action.slot, events)
    elif isinstance(action, UseArmour):
        _use_armour(state, h, inc, action, events)
    else:
        raise Rejected("LS-7.1", QT_TRANSLATE_NOOP("LastSpell", "use armour or take the damage"))
    clear_decision(state)


def _use_armour(state: GameState, h: Hero, inc: Incoming, action: UseArmour, events: list[Event]) -> None:
    problem = armour_problem(state, h, action.slot, inc)
    if problem:
        raise Violation(*problem)
    slot = h.armour[action.slot]
    card = content().armour[slot.card]
    eff = card_effects(card)
    # validate the variant before anything changes
    target_hero = target_monster = None
    if action.other is not None:
        if "heal_other" in eff:
            if not 0 <= action.other < len(state.heroes) or action.other == h.index:
                raise Violation("LS-23.14", QT_TRANSLATE_NOOP("LastSpell", "Healer's Armor heals another hero"))
            target_hero = state.heroes[action.other]
            if target_hero.dead or target_hero.wounds <= 0:
                raise Violation("LS-23.14", QT_TRANSLATE_NOOP("LastSpell", "that hero has no wound to heal"))
        elif "counter" in eff:
            target_monster = monster_by_id(state, action.other)
            if target_monster is None or target_monster not in _adjacent_monsters(state, h):
                raise Violation(
                    "LS-23.15", QT_TRANSLATE_NOOP("LastSpell", "Fury Shield attacks a monster next to the hero")
                )
        else:
            raise Violation("LS-7.3", QT_TRANSLATE_NOOP("LastSpell", "that card has no target to choose"))
    if action.dark and "dark_mana" not in eff and "dark_tokens" not in eff:
        raise Violation("LS-7.3", QT_TRANSLATE_NOOP("LastSpell", "only Darkness armour trades damage for a bonus"))
    slot.exhausted = True
    inc.amount = max(0, inc.amount - card.reduce)  # LS-A39: reductions add up, never below 0
    inc.used.append(card.id)
    events.append(Event(kind="armour_used", args={"hero": h.index, "card": card.id, "amount": inc.amount}))
    if "recover_mana" in eff:
        recover_mana(h, eff["recover_mana"], events)  # LS-23.10
    if "recover_token" in eff:
        recover_tokens(h, eff["recover_token"], events)  # LS-23.11
    if target_hero is not None:  # LS-23.14
        target_hero.wounds = max(0, target_hero.wounds - eff["heal_other"])
        events.append(
            Event(kind="wound_healed", args={"hero": target_hero.index, "by": h.index, "wounds": target_hero.wounds})
        )
    if action.dark:  # LS-23.21 / LS-23.22
        inc.amount += 1
        if "dark_mana" in eff:
            recover_mana(h, eff["dark_mana"], events)
        if "dark_tokens" in eff:
            recover_tokens(h, eff["dark_tokens"], events)
    if target_monster is not None:  # LS-23.15, LS-A38: its own roll, 1 damage, not the hero's attack
        roll = defend(state, target_monster, (), None, events)
        if roll.hit:
            damage_monster(state, target_monster, eff["counter"], events, by_hero=h.index)


def resolve_damage(state: GameState, events: list[Event]) -> None:
    """Deal the head of state.damage_queue: Defence Up (if not yet applied), mana drain (LS-10.10),
    wounds (LS-15.2); a hero whose wounds reach its HP dies (LS-4.2), unless another hero may save
    it with Priest Armor (state.dying, LS-23.23). Then the outcome is checked: a victory waits for
    the last damage of the attack (outcome.damage_pending)."""
    if not state.damage_queue:
        return
    inc = state.damage_queue[0]
    _apply_defence_up(state, inc, events)
    state.damage_queue.pop(0)
    h = state.heroes[inc.hero]
    if h.dead or h.cell is None:
        return
    lost = min(h.mana, max(0, inc.mana_drain))
    h.mana -= lost
    h.wounds += inc.amount
    events.append(
        Event(
            kind="hero_damaged",
            args={
                "hero": h.index,
                "amount": inc.amount,
                "wounds": h.wounds,
                "hp": h.hp,
                "source": inc.source,
                "mana_lost": lost,
            },
        )
    )
    if h.wounds >= h.hp:
        savers = priest_savers(state, h.index)
        if savers:
            state.dying = h.index
            events.append(Event(kind="hero_dying", args={"hero": h.index, "savers": savers}))
        else:
            kill_hero(state, h.index, events)
    outcome.check(state, events)  # the victory held back while this damage was pending


def kill_hero(state: GameState, hero_index: int, events: list[Event]) -> None:
    """LS-4.2: the hero dies and leaves the battlefield; LS-1.5 / LS-24.9 are then checked."""
    h = state.heroes[hero_index]
    h.dead = True
    h.cell = None
    h.on_watchtower = False
    h.trapped = False
    for m in state.monsters:
        if m.trapping == hero_index:
            m.trapping = None
    if state.dying == hero_index:
        state.dying = None
    state.damage_queue = [d for d in state.damage_queue if d.hero != hero_index]
    events.append(Event(kind="hero_died", args={"hero": hero_index}))
    outcome.check(state, events)


def priest_savers(state: GameState, dying: int | None = None) -> list[int]:
    """The other living heroes wearing a ready Priest Armor (LS-23.23, LS-A39: "ally" is another hero)."""
    dying = state.dying if dying is None else dying
    cards = content().armour
    result = []
    for o in state.heroes:
        if o.index == dying or o.dead or not o.in_play or o.cell is None:
            continue
        if any(not s.exhausted and "priest" in cards[s.card].on_use for s in o.armour if s.card in cards):
            result.append(o.index)
    return result


def legal_priest_actions(state: GameState) -> list[SaveAlly]:
    """Save the dying hero with a ready Priest Armor, or decline (slot None) — one decline per
    seat that holds one (the flow asks the owner of the first saver, LSH-8)."""
    if state.dying is None:
        return []
    cards = content().armour
    acts: list[SaveAlly] = []
    seats: set[int] = set()
    for i in priest_savers(state):
        o = state.heroes[i]
        for k, s in enumerate(o.armour):
            if not s.exhausted and "priest" in cards[s.card].on_use:
                acts.append(SaveAlly(player=o.owner, hero=o.index, slot=k))
        if o.owner not in seats:
            seats.add(o.owner)
            acts.append(SaveAlly(player=o.owner, hero=o.index, slot=None))
    return acts


def apply_priest(state: GameState, action: SaveAlly, events: list[Event]) -> None:
    """LS-23.23: the dying ally survives with (max HP - 1) wounds; declining, it dies."""
    if state.dying is None:
        raise Rejected("LS-23.23", QT_TRANSLATE_NOOP("LastSpell", "no hero is dying"))
    dying = state.heroes[state.dying]
    if action.slot is None:
        events.append(Event(kind="priest_declined", args={"hero": action.hero}))
        kill_hero(state, dying.index, events)
        clear_decision(state)
        return
    if action.hero not in priest_savers(state):
        raise Violation(
            "LS-23.23",
            QT_TRANSLATE_NOOP("LastSpell", "only another hero with a ready Priest Armor can save {hero}"),
            hero=dying.name,
        )
    saver = state.heroes[action.hero]
    if not 0 <= action.slot < len(saver.armour):
        raise Violation("LS-23.23", QT_TRANSLATE_NOOP("LastSpell", "the hero has no such armour card"))
    slot = saver.armour[action.slot]
    if slot.exhausted or "priest" not in content().armour[slot.card].on_use:
        raise Violation("LS-23.23", QT_TRANSLATE_NOOP("LastSpell", "that card is not a ready Priest Armor"))
    slot.exhausted = True
    dying.wounds = dying.hp - 1
    state.dying = None
    events.append(Event(kind="priest_saved", args={"hero": saver.index, "saved": dying.index}))
    clear_decision(state)
    outcome.check(state, events)


# -- structures and the magic circle ---------------------------------------------------------------


def damage_structure(state: GameState, structure: Structure, amount: int, events: list[Event]) -> None:
    """LS-15.3: flame tiles on the structure: a wall's come from the box, any other structure's from
    the left end of the panic track (from the box when the track is empty, LS-A14). At its
    durability the structure is destroyed and removed."""
    if amount <= 0 or all(s.id != structure.id for s in state.structures):
        return
    kind = content().structures[structure.kind]
    from_panic = 0
    if kind.category != "wall":
        for _ in range(amount):
            for i, flames in enumerate(state.panic):
                if flames > 0:
                    state.panic[i] -= 1
                    from_panic += 1
                    break
    structure.damage += amount
    events.append(
        Event(
            kind="structure_damaged",
            args={
                "structure": structure.id,
                "kind": structure.kind,
                "amount": amount,
                "damage": structure.damage,
                "durability": kind.durability,
                "from_panic": from_panic,
            },
        )
    )
    if structure.damage >= kind.durability:
        state.structures = [s for s in state.structures if s.id != structure.id]
        for h in state.heroes:
            if h.on_watchtower and h.cell in structure.cells:
                h.on_watchtower = False
        events.append(Event(kind="structure_destroyed", args={"structure": structure.id, "kind": structure.kind}))


def damage_circle(state: GameState, amount: int, events: list[Event]) -> None:
    """LS-15.4: each damage removes a mage standee; with none left the players lose (LS-1.7)."""
    if amount <= 0:
        return
    state.mages = max(0, state.mages - amount)
    events.append(Event(kind="circle_damaged", args={"amount": amount, "mages": state.mages}))
    outcome.check(state, events)


# -- hero attacks (LS-5, LS-22) ---------------------------------------------------------------------


def weapon_damage(weapon: Weapon) -> int:
    """LS-5.4, LS-5.6, LS-5.10: ranged 1, two-handed melee 2, else the card's damage icon."""
    if weapon.type == "ranged":
        return 1
    if weapon.type == "melee" and weapon.hands == 2:
        return 2
    return weapon.damage


def attack_mode(state: GameState, attack: PendingAttack) -> tuple[AttackMode, str]:
    """(mode, weapon type) of a pending attack, from its source."""
    src = attack.source
    if src == "punch":
        return PUNCH_MODE, "melee"
    if src == "ballista":
        return BALLISTA_MODE, "facility"
    if src == "catapult":
        return CATAPULT_MODE, "facility"
    if src.startswith("scroll/"):
        return content().scrolls[src.split("/", 1)[1]].mode, "magic"
    wid, _, mid = src.partition("/")
    weapon = content().weapons[wid]
    return next(m for m in weapon.modes if m.id == mid), weapon.type


def _blue(mode: AttackMode) -> bool:
    return "perimeter" in mode.effects or "area_effect" in mode.effects


def _blue_cells(state: GameState, attack: PendingAttack, mode: AttackMode) -> set[Cell]:
    cells: set[Cell] = set()
    for d in attack.direct:
        cells.update(targeting.stun_cells(state, attack.hero, mode, d))
    return cells


def _roll_effects(state: GameState, attack: PendingAttack, mode: AttackMode, cells: list[Cell]) -> list[str]:
    """The abilities a target's roll is judged with: No-dodge / Armour Piercing of the mode (the
    catapult's No-dodge only on its central square, LS-17.6) and Stun where it applies: the whole
    attack for a stun icon or Stun (LS-9.9), the blue squares but not the primary target for
    Perimeter / Area effect (LS-22.23, LS-22.24)."""
    eff: list[str] = [e for e in mode.effects if e in ("no_dodge", "armour_piercing")]
    own = set(cells)
    primary = bool(own & set(attack.direct))
    if attack.source == "catapult" and primary:
        eff.append("no_dodge")
    in_area = bool(own & set(attack.squares))
    whole = mode.area.endswith("_stun") or ("stun" in mode.effects and not _blue(mode))
    if (whole and in_area) or (_blue(mode) and not primary and own & _blue_cells(state, attack, mode)):
        eff.append("stun")
    return eff


def begin_attack(
    state: GameState,
    hero_index: int,
    source: str,
    mode: AttackMode,
    weapon_type: str,
    damage: int,
    direct: Sequence[Cell],
    events: list[Event],
    colour: str | None = None,
    chain: Sequence[int] = (),
) -> None:
    """Roll every target's defence dice (LS-9.2) and keep the attack pending (state.attack) while
    a reroll is possible; else resolve it at once. Targets: each monster with a square in the
    attack area, once (LS-21.1), then the Propagation chain (LS-22.32), then monsters on the blue
    squares of Perimeter / Area effect (stun only). Monsters on the cliff cannot be attacked
    (LS-12.12). The magic reroll (LS-5.8) is open to targets on a direct-hit square only (LS-EX1,
    LS-EX2)."""
    hero = state.heroes[hero_index]
    board = Board(state)
    direct = list(direct)
    if source in FACILITY_SOURCES:
        squares = targeting.facility_area(mode.area, direct[0], state)
    else:
        squares = targeting.attack_squares(state, hero, mode, direct)
    targets: list[Monster] = []
    for c in squares:
        m = board.monster_at(c)
        if m is not None and m not in targets and (m.trapping is None or source == "punch"):
            targets.append(m)  # a trap under a hero is reached only by a punch (LS-21.31, LSG-8)
    for mid in chain:
        m = monster_by_id(state, mid)
        if m is not None and m not in targets:
            targets.append(m)
            squares += [c for c in monster_cells(m) if c not in squares]
    attack = PendingAttack(
        hero=hero_index,
        source=source,
        damage=damage,
        effects=list(mode.effects),
        magic_reroll_left=weapon_type == "magic",
        direct=direct,
        squares=squares,
        follow_up=direct[0] if "follow_up" in mode.effects else None,
    )
    if _blue(mode):
        for c in sorted(_blue_cells(state, attack, mode)):
            m = board.monster_at(c)
            if m is not None and m not in targets and not set(monster_cells(m)) & set(direct):
                targets.append(m)
    state.attack = attack
    state.last_roll = []
    events.append(
        Event(
            kind="attack",
            args={
                "hero": hero_index,
                "source": source,
                "direct": [list(c) for c in direct],
                "squares": [list(c) for c in squares],
                "targets": [m.id for m in targets],
            },
        )
    )
    for m in targets:
        cells = monster_cells(m)
        roll = _roll_colours(
            state, m, dice_colours(defence_dice(state, m), colour), _roll_effects(state, attack, mode, cells)
        )
        roll.magic_reroll = weapon_type == "magic" and bool(set(cells) & set(direct))
        attack.rolls.append(roll)
        state.last_roll.append(roll.model_copy())
        events.append(_roll_event(roll, m))
    if len(legal_reroll_actions(state)) <= 1:
        resolve_attack(state, events)


def area_monster_ids(state: GameState, hero: Hero | int, mode: AttackMode, direct: Sequence[Cell]) -> set[int]:
    """The monsters the attack area itself reaches (already attacked: not Propagation targets)."""
    board = Board(state)
    ids: set[int] = set()
    for c in targeting.attack_squares(state, hero, mode, list(direct)):
        m = board.monster_at(c)
        if m is not None:
            ids.add(m.id)
    return ids


def check_chain(
    state: GameState, mode: AttackMode, direct: Sequence[Cell], chain: Sequence[int], hero: Hero | int | None = None
) -> None:
    """LS-22.32, LS-A45: each Propagation target lies in the area of the previous target (the first
    in the area of the monster on the direct-hit square), is not yet attacked (nor in the attack
    area, when `hero` is given), at most X of them."""
    if not chain:
        return
    if "propagation" not in mode.effects or mode.propagation <= 0:
        raise Violation("LS-22.32", QT_TRANSLATE_NOOP("LastSpell", "this attack mode has no Propagation"))
    if len(chain) > mode.propagation:
        raise Violation(
            "LS-22.32",
            QT_TRANSLATE_NOOP("LastSpell", "Propagation {x} reaches at most {x} more targets"),
            x=mode.propagation,
        )
    board = Board(state)
    first = board.monster_at(direct[0]) if direct else None
    if first is None:
        raise Violation(
            "LS-22.32", QT_TRANSLATE_NOOP("LastSpell", "Propagation starts from a monster on the direct-hit square")
        )
    hit: set[int] = area_monster_ids(state, hero, mode, direct) if hero is not None else set()
    for c in direct:
        m = board.monster_at(c)
        if m is not None:
            hit.add(m.id)
    prev = first
    for mid in chain:
        m = monster_by_id(state, mid)
        if m is None or m.on_cliff:
            raise Violation("LS-22.32", QT_TRANSLATE_NOOP("LastSpell", "there is no such monster"))
        if m.id in hit:
            raise Violation("LS-22.32", QT_TRANSLATE_NOOP("LastSpell", "Propagation reaches only targets not yet hit"))
        if not set(monster_cells(m)) & area(monster_cells(prev)):
            raise Violation(
                "LS-22.32",
                QT_TRANSLATE_NOOP("LastSpell", "each Propagation target must be in the previous target's area"),
            )
        hit.add(m.id)
        prev = m


def chain_candidates(state: GameState, prev: Monster, exclude: set[int]) -> list[Monster]:
    ring = area(monster_cells(prev))
    return [m for m in state.monsters if not m.on_cliff and m.id not in exclude and set(monster_cells(m)) & ring]


def _damaging(attack: PendingAttack, monster: Monster) -> bool:
    return bool(set(monster_cells(monster)) & set(attack.squares))


def _free_rerolls(state: GameState, attack: PendingAttack, mode: AttackMode, index: int, monster: Monster) -> int:
    """Isolated (LS-22.27: once, no other monster in the target's area) and Charge (LS-22.30: once
    after 3 squares moved this turn, twice after 6), minus those already used on this target."""
    allowed = 0
    if "isolated" in mode.effects:
        ring = area(monster_cells(monster))
        if not any(o.id != monster.id and not o.on_cliff and set(monster_cells(o)) & ring for o in state.monsters):
            allowed += 1
    if "charge" in mode.effects:
        moved = state.heroes[attack.hero].moved_this_turn
        allowed += 2 if moved >= 6 else 1 if moved >= 3 else 0
    roll = attack.rolls[index]
    used = roll.rerolls - (1 if f"magic_reroll:{index}" in attack.effects else 0)
    return allowed - used


def legal_reroll_actions(state: GameState) -> list[Action]:
    """The attacker's choices while its attack is pending: a magic reroll (1 mana, once per attack,
    a missed target on a direct-hit square, LS-5.8), an Isolated / Charge reroll of a missed target,
    at most 4 rerolls per target (LS-16.12, LS-A22), or resolving the attack."""
    attack = state.attack
    if attack is None:
        return []
    h = state.heroes[attack.hero]
    p = h.owner
    mode, _ = attack_mode(state, attack)
    acts: list[Action] = []
    for i, roll in enumerate(attack.rolls):
        m = monster_by_id(state, roll.target)
        if m is None or roll.hit or roll.rerolls >= MAX_REROLLS or not _damaging(attack, m):
            continue
        if attack.magic_reroll_left and roll.magic_reroll and h.mana >= 1:
            acts.append(Reroll(player=p, hero=h.index, roll=i, magic=True))
        if _free_rerolls(state, attack, mode, i, m) > 0:
            acts.append(Reroll(player=p, hero=h.index, roll=i, magic=False))
    acts.append(ResolveAttack(player=p, hero=h.index))
    return acts


def apply_reroll_action(state: GameState, action: _Action, events: list[Event]) -> None:
    """Reroll / ResolveAttack for the pending attack; with no reroll left it resolves at once."""
    attack = state.attack
    if attack is None:
        raise Rejected("LS-5.8", QT_TRANSLATE_NOOP("LastSpell", "no attack is waiting for rerolls"))
    if action.hero != attack.hero:
        raise Rejected(
            "LS-5.8", QT_TRANSLATE_NOOP("LastSpell", "it is {hero}'s attack"), hero=state.heroes[attack.hero].name
        )
    if isinstance(action, ResolveAttack):
        resolve_attack(state, events)
        clear_decision(state)
        return
    if not isinstance(action, Reroll):
        raise Rejected("LS-5.8", QT_TRANSLATE_NOOP("LastSpell", "reroll a target or resolve the attack"))
    if not 0 <= action.roll < len(attack.rolls):
        raise Violation("LS-16.12", QT_TRANSLATE_NOOP("LastSpell", "there is no such target in this attack"))
    h = state.heroes[attack.hero]
    mode, weapon_type = attack_mode(state, attack)
    roll = attack.rolls[action.roll]
    m = monster_by_id(state, roll.target)
    if m is None or not _damaging(attack, m):
        raise Violation("LS-16.12", QT_TRANSLATE_NOOP("LastSpell", "that target's roll cannot be rerolled"))
    if roll.hit:
        raise Violation("LS-5.8", QT_TRANSLATE_NOOP("LastSpell", "that target was hit: only a miss may be rerolled"))
    if roll.rerolls >= MAX_REROLLS:
        raise Violation("LS-16.12", QT_TRANSLATE_NOOP("LastSpell", "at most 4 rerolls per target"))
    if action.magic:
        if weapon_type != "magic":
            raise Violation("LS-5.8", QT_TRANSLATE_NOOP("LastSpell", "only a magic attack has the magic reroll"))
        if not roll.magic_reroll:
            raise Violation(
                "LS-5.8", QT_TRANSLATE_NOOP("LastSpell", "the magic reroll is only for a target on a direct-hit square")
            )
        if not attack.magic_reroll_left:
            raise Violation("LS-5.8", QT_TRANSLATE_NOOP("LastSpell", "the magic reroll is used once per attack"))
        if h.mana < 1:
            raise Violation("LS-5.8", QT_TRANSLATE_NOOP("LastSpell", "the magic reroll costs 1 mana"))
        h.mana -= 1
        attack.magic_reroll_left = False
        attack.effects.append(f"magic_reroll:{action.roll}")
    elif _free_rerolls(state, attack, mode, action.roll, m) <= 0:
        rule = "LS-22.30" if "charge" in mode.effects else "LS-22.27"
        raise Violation(rule, QT_TRANSLATE_NOOP("LastSpell", "no reroll is left for that target"))
    new = _roll_colours(state, m, list(roll.colours), _roll_effects(state, attack, mode, monster_cells(m)))
    new.rerolls = roll.rerolls + 1
    new.magic_reroll = roll.magic_reroll
    attack.rolls[action.roll] = new
    if len(state.last_roll) == len(attack.rolls):
        state.last_roll[action.roll] = new.model_copy()
    else:
        state.last_roll = [r.model_copy() for r in attack.rolls]
    events.append(_roll_event(new, m, reroll=True, magic=action.magic))
    if len(legal_reroll_actions(state)) <= 1:
        resolve_attack(state, events)
    clear_decision(state)


def stand_ok(state: GameState, cell: Cell | None, board: Board | None = None) -> bool:
    """A hero may be put there: on the board, empty, not fog (LS-4.13, LS-4.14)."""
    if cell is None:
        return False
    board = board or Board(state)
    return inside(board.bd, cell) and board.empty(cell) and not in_fog(board.bd, cell)


def move_hero(state: GameState, hero: Hero, to: Cell, events: list[Event], cost: int = 0, by: str = "move") -> None:
    events.append(
        Event(
            kind="hero_moved",
            args={
                "hero": hero.index,
                "from": list(hero.cell) if hero.cell else None,
                "to": list(to),
                "cost": cost,
                "by": by,
            },
        )
    )
    hero.cell = to
    hero.on_watchtower = False


def resolve_attack(state: GameState, events: list[Event]) -> None:
    """Deal the pending attack: damage to every hit target in the area (LS-9.3), stun to the
    stunned survivors (LS-9.4-9.8), friendly fire to the heroes in the area (LS-5.19, LS-A20: no
    dice, armour allowed; the attacker is not hit by its own attack, LSH-5), then the hero's
    moves: Follow-up (LS-22.26), Mobility (LS-22.29), Line of 3 then move (LS-22.15)."""
    attack = state.attack
    if attack is None:
        return
    mode, _ = attack_mode(state, attack)
    deferred: list[Cell] = []
    for roll in attack.rolls:
        m = monster_by_id(state, roll.target)
        if m is None:
            continue
        killed = False
        if roll.hit and attack.damage > 0 and _damaging(attack, m):
            killed = damage_monster(state, m, attack.damage, events, by_hero=attack.hero, deferred=deferred)
        if roll.stunned and not killed:
            stun(state, m, events)
        if state.result is not None:
            break
    state.attack = None
    hero = state.heroes[attack.hero]
    if state.result is None and mode.support is None:
        facility = attack.source in FACILITY_SOURCES
        squares = set(attack.squares)
        for h in state.heroes:
            if h.dead or h.cell is None or h.cell not in squares or (h.index == attack.hero and not facility):
                continue
            queue_hero_damage(state, h.index, attack.damage, events, source=f"friendly:{attack.source}")
    if state.result is None and not hero.dead and hero.cell is not None and attack.source not in FACILITY_SOURCES:
        board = Board(state)
        dest: tuple[Cell | None, str] | None = None
        if attack.follow_up is not None and stand_ok(state, attack.follow_up, board):
            dest = (attack.follow_up, "follow_up")
        elif "mobility" in mode.effects and attack.direct:
            c = targeting.mobility_cell(state, hero, mode, attack.direct[0])
            if stand_ok(state, c, board):
                dest = (c, "mobility")
        elif mode.area == "line3_move" and attack.direct:
            c = targeting.line3_destination(state, hero, attack.direct[0])
            if stand_ok(state, c, board):
                dest = (c, "line3_move")
        if dest is not None and dest[0] is not None:
            move_hero(state, hero, dest[0], events, by=dest[1])
    for cell in deferred:
        from . import monster_phase  # written by the monster-phase module's owner

        monster_phase.on_alerion_killed(state, cell, events)
    outcome.check(state, events)
