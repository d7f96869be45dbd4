"""Lakeburg's boss, the Rotting Whale-Dragon Cetusia (LS-20), on night 3 of Lakeburg.

Cetusia is two monsters, its head (`cetusia_head`, 8 HP) and its tail (`cetusia_tail`, 6 HP), each
a 2 x 2 figure that never moves by itself (LS-A25) and has no standard attack. The data is
`content.cetusia` (bosses.json): the attack modes of each part in each form with their areas, and
the 4 Cetusia spawn pattern cards that say where the parts stand, which way they face and which
attack each part makes in each form.

The monster phase calls this module through its boss hooks (monster_phase.boss_module):
- `boss_step` (step 3, LS-20.13/20.14): from the second monster phase of the night on, reveal the
  top card of the Cetusia deck (state.boss.deck, shuffled with state.rng) and put the parts not
  yet removed on its squares: other objects there are removed (LS-20.16, a Boomer does not
  explode), heroes there are pushed toward the fog (LS-20.15, LS-A27);
- `attacks_before` (step 6, LS-20.3): the head's then the tail's attack, queued before every
  other monster's (targets chosen with theirs, LS-15.6), each resolved by `resolve_boss_attack`:
  the card's mode for the current form hits every hero (armour applies, LS-A26), monster and
  structure in its area, with no defence roll (LS-A56);
- `end_of_phase` (LS-20.17): once 3 cards have been revealed, all 4 are shuffled into a new deck;
- `on_beaten` (combat.damage_monster): the first part beaten turns both parts to form 2 with
  their wounds cleared (LS-20.10, LS-A25); a part beaten in form 2 is removed (LS-20.11/20.12);
  with both removed Cetusia is defeated (state.boss.defeated, LS-1.9).
Heroes attack the parts with their defence dice by form (combat.defence_dice, LS-20.2); stun
never affects them (LS-9.12). Rulings: docs/RULINGS.md, "Rulings of Lakeburg and Cetusia" (LSL-*).
Squares are (x, y), x from the west, y from the north.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ...core.game import Event
from ...core.i18n import QT_TRANSLATE_NOOP
from . import making_room
from .content import CetusiaAttack, CetusiaCard, CetusiaData, CetusiaPart, load_content
from .geometry import Board, inside
from .models import Cell, GameState, Monster, QueuedAttack, Structure

PARTS = ("head", "tail")  # LS-20.3: the head attacks first, then the tail

# The log lines of this module's events (text.py merges them). `monster_text`, `squares_text`,
# `from_square`, `to_square`, `structure_text` and `hero_name` are filled in by text.py;
# `attack_text` by `event_args` below.
EVENT_TEXT: dict[str, str] = {
    "cetusia_waits": QT_TRANSLATE_NOOP(
        "LastSpell", "Cetusia stays under the lakes in the first monster phase of the night (LS-20.13)."
    ),
    "cetusia_shuffled": QT_TRANSLATE_NOOP(
        "LastSpell", "The {cards} Cetusia spawn cards are shuffled into a new deck (LS-20.17)."
    ),
    "cetusia_card": QT_TRANSLATE_NOOP("LastSpell", "Cetusia spawn card {card} is revealed (LS-20.14)."),
    "cetusia_surfaces": QT_TRANSLATE_NOOP("LastSpell", "{monster_text} surfaces on {squares_text} (LS-20.14)."),
    "monster_swept_away": QT_TRANSLATE_NOOP(
        "LastSpell", "{monster_text} on {square} is swept away by Cetusia (LS-20.16)."
    ),
    "structure_swept_away": QT_TRANSLATE_NOOP(
        "LastSpell", "The {structure_text} on {square} is swept away by Cetusia (LS-20.16)."
    ),
    "hero_pushed": QT_TRANSLATE_NOOP(
        "LastSpell", "{hero_name} is pushed toward the fog from {from_square} to {to_square} (LS-20.15)."
    ),
    "cetusia_attack": QT_TRANSLATE_NOOP(
        "LastSpell", "{monster_text} uses {attack_text}: {damage} damage to everything on {squares_text} (LS-20.3)."
    ),
    "cetusia_form": QT_TRANSLATE_NOOP(
        "LastSpell", "{monster_text} is beaten: head and tail turn to form 2, their wounds cleared (LS-20.10)."
    ),
    "cetusia_part_removed": QT_TRANSLATE_NOOP(
        "LastSpell", "{monster_text} is beaten in form 2 and removed from the game (LS-20.11, LS-20.12)."
    ),
}


def _square(cell: Cell) -> str:
    return f"{chr(65 + cell[0])}{cell[1] + 1}"


def _xy(cell: Cell) -> list[int]:
    return [int(cell[0]), int(cell[1])]


def _combat() -> Any:
    from . import combat

    return combat


def _outcome() -> Any:
    from . import outcome

    return outcome


def _data() -> CetusiaData:
    return load_content().cetusia


def part_kind(part: str) -> str:
    """The MonsterType id of a part ("head" -> cetusia_head)."""
    d = _data()
    return d.head if part == "head" else d.tail


def part_of(monster: Monster) -> str | None:
    """ "head" / "tail" for a Cetusia part, else None."""
    d = _data()
    return "head" if monster.kind == d.head else "tail" if monster.kind == d.tail else None


def part_monster(state: GameState, part: str) -> Monster | None:
    kind = part_kind(part)
    return next((m for m in state.monsters if m.kind == kind), None)


def current_card(state: GameState) -> CetusiaCard | None:
    if state.boss.card is None:
        return None
    return next((c for c in _data().cards if c.id == state.boss.card), None)


def card_part(card: CetusiaCard, part: str) -> CetusiaPart:
    return card.head if part == "head" else card.tail


def part_attack(state: GameState, card: CetusiaCard, part: str) -> CetusiaAttack:
    """LS-20.5: the attack mode the card gives `part` in Cetusia's current form."""
    p = card_part(card, part)
    return _data().attack(p.form2 if state.boss.form >= 2 else p.form1)


def attack_squares(state: GameState, card: CetusiaCard, part: str) -> list[Cell]:
    """The red squares of `part`'s attack now: the mode's area from the part's blue square
    (the card's anchor), turned to the card's facing, on the board."""
    p = card_part(card, part)
    bd = load_content().boards[state.board]
    return [c for c in part_attack(state, card, part).cells(p.anchor, p.facing) if inside(bd, c)]


# --- step 3: the boss step ----------------------------------------------------------------------


def _shuffle(state: GameState, events: list[Event]) -> None:
    """A new Cetusia deck of all its cards, shuffled with the state's generator (LS-20.17)."""
    deck = [c.id for c in _data().cards]
    state.rng.shuffle(deck)
    state.boss.deck = deck
    state.boss.drawn = []
    events.append(Event(kind="cetusia_shuffled", args={"cards": len(deck)}))


def boss_step(state: GameState, events: list[Event]) -> None:
    """LS-20.13: nothing in the night's first monster phase; LS-20.14: in every later one, reveal
    a Cetusia card and put the parts not yet removed on its squares."""
    d = _data()
    if state.boss.defeated:
        return
    if d.skip_first_phase and state.monster_phase <= 1:
        events.append(Event(kind="cetusia_waits", args={"number": state.monster_phase}))
        return
    if not state.boss.deck:
        _shuffle(state, events)
    card_id = state.boss.deck.pop(0)
    state.boss.drawn.append(card_id)
    state.boss.card = card_id
    card = current_card(state)
    assert card is not None
    parts = [p for p in PARTS if p not in state.boss.removed]
    events.append(
        Event(
            kind="cetusia_card",
            args={
                "card": card_id,
                "revealed": len(state.boss.drawn),
                "form": state.boss.form,
                **{p: ([_xy(c) for c in card_part(card, p).cells] if p in parts else None) for p in PARTS},
            },
        )
    )
    surface(state, card, parts, events)


def surface(state: GameState, card: CetusiaCard, parts: Iterable[str], events: list[Event]) -> None:
    """Put `parts` on `card`'s squares (LS-20.14): lift them from where they stood, remove every
    other object on those squares (LS-20.16), push the heroes there toward the fog (LS-20.15), then
    place each part (its base's north-west square, facing the card's way)."""
    parts = list(parts)
    own_ids = {m.id for m in state.monsters if part_of(m) is not None}
    appear: set[Cell] = set()
    for p in parts:
        appear |= {(int(c[0]), int(c[1])) for c in card_part(card, p).cells}
    sweep(state, appear, own_ids, events)
    push_heroes(state, appear, own_ids, events)
    for p in parts:
        cp = card_part(card, p)
        cells = [(int(c[0]), int(c[1])) for c in cp.cells]
        nw = (min(c[0] for c in cells), min(c[1] for c in cells))
        m = part_monster(state, p)
        if m is None:
            m = Monster(id=state.next_id, kind=part_kind(p), cell=nw, facing=cp.facing)
            state.next_id += 1
            state.monsters.append(m)
        else:
            m.cell, m.facing = nw, cp.facing
        events.append(
            Event(
                kind="cetusia_surfaces",
                args={
                    "part": p,
                    "monster": m.id,
                    "monster_kind": m.kind,
                    "cell": _xy(nw),
                    "facing": cp.facing,
                    "squares": [_xy(c) for c in cells],
                    "anchor": _xy(cp.anchor),
                    "form": state.boss.form,
                },
            )
        )


CETUSIA_KINDS = making_room.Kinds(hero="hero_pushed", monster="monster_swept_away", structure="structure_swept_away")


def sweep(state: GameState, squares: set[Cell], keep: set[int], events: list[Event]) -> None:
    """LS-20.16 (LSL-3): every monster (but Cetusia's parts, `keep`) and every structure with a
    square on `squares` is removed; a Boomer does not explode, a removed hatchery frees its hero."""
    making_room.clear(state, squares, events, CETUSIA_KINDS, keep)


def push_heroes(state: GameState, squares: set[Cell], lifted: set[int], events: list[Event]) -> None:
    """LS-20.15, LS-A27 (LSL-1): every hero on `squares` is moved toward the fog to the first empty
    square (Cetusia's parts, `lifted`, have left their old squares)."""
    making_room.push_heroes(state, squares, events, CETUSIA_KINDS, lifted, by="cetusia")


# --- step 6: the attacks ------------------------------------------------------------------------


def attacks_before(state: GameState) -> list[QueuedAttack]:
    """LS-20.3, LS-15.6: the head's then the tail's attack, queued before every other monster's,
    with the mode of the current form chosen now (LS-20.5)."""
    card = current_card(state)
    if card is None or state.boss.defeated:
        return []
    queue = []
    for p in PARTS:
        m = part_monster(state, p)
        if p in state.boss.removed or m is None:
            continue
        a = part_attack(state, card, p)
        queue.append(
            QueuedAttack(monster=m.id, kind=m.kind, target="boss", squares=attack_squares(state, card, p), name=a.id)
        )
    return queue


def _hits(state: GameState, squares: list[Cell]) -> tuple[list[int], list[Monster], list[Structure], bool]:
    """The heroes, monsters (Cetusia's own parts excepted, LSL-4), structures and whether the magic
    circle are on `squares`."""
    board = Board(state)
    sq = [(int(c[0]), int(c[1])) for c in squares]
    heroes = sorted({board.heroes[c] for c in sq if c in board.heroes})
    monsters: dict[int, Monster] = {}
    structures: dict[int, Structure] = {}
    for c in sq:
        m = board.monsters.get(c)
        if m is not None and part_of(m) is None:
            monsters.setdefault(m.id, m)
        s = board.structures.get(c)
        if s is not None and board.kinds[s.kind].target:
            structures.setdefault(s.id, s)
    circle = any(c in board.circle for c in sq)
    return (
        heroes,
        sorted(monsters.values(), key=lambda m: m.id),
        sorted(structures.values(), key=lambda s: s.id),
        circle,
    )


def resolve_boss_attack(state: GameState, q: QueuedAttack, events: list[Event]) -> None:
    """LS-20.6-20.9, LS-A26, LS-A56: the attack's damage to every hero in its area (monster damage:
    Defence Up and armour apply), every structure monsters attack, the magic circle (LSL-4), and
    every other monster, with no defence roll."""
    combat = _combat()
    a = _data().attack(q.name or "")
    heroes, monsters, structures, circle = _hits(state, q.squares)
    events.append(
        Event(
            kind="cetusia_attack",
            args={
                "monster": q.monster,
                "monster_kind": q.kind,
                "part": a.part,
                "attack": a.id,
                "name": a.name,
                "form": a.form,
                "damage": a.damage,
                "squares": [_xy(c) for c in q.squares],
                "heroes": heroes,
                "monsters": [m.id for m in monsters],
                "structures": [s.id for s in structures],
                "circle": circle,
            },
        )
    )
    for i in heroes:
        combat.queue_hero_damage(state, i, a.damage, events, source=q.kind, armour_allowed=True)
    for s in structures:
        combat.damage_structure(state, s, a.damage, events)
    if circle and state.result is None:
        combat.damage_circle(state, a.damage, events)
    for m in monsters:
        if state.result is None and m in state.monsters:
            combat.damage_monster(state, m, a.damage, events)


# --- the end of the phase, and damage to the parts ----------------------------------------------


def end_of_phase(state: GameState, events: list[Event]) -> None:
    """LS-20.17: once `reshuffle_after` (3) cards have been revealed, all 4 form a new deck."""
    if len(state.boss.drawn) >= _data().reshuffle_after and not state.boss.defeated:
        _shuffle(state, events)


def on_beaten(state: GameState, monster: Monster, events: list[Event]) -> bool:
    """A part has taken its HP in wounds. In form 1 both parts turn to form 2 and their wounds are
    cleared (LS-20.10, LS-A25): it stays (False). In form 2 it is removed (LS-20.11/20.12: True, the
    caller takes it off the board); with both removed, Cetusia is defeated (LS-A25, LS-1.9)."""
    part = part_of(monster)
    if part is None:
        return True
    if state.boss.form < 2:
        state.boss.form = 2
        for m in state.monsters:
            if part_of(m) is not None:
                m.wounds = 0
        events.append(
            Event(
                kind="cetusia_form", args={"form": 2, "part": part, "monster": monster.id, "monster_kind": monster.kind}
            )
        )
        return False
    if part not in state.boss.removed:
        state.boss.removed.append(part)
    events.append(
        Event(kind="cetusia_part_removed", args={"part": part, "monster": monster.id, "monster_kind": monster.kind})
    )
    if all(p in state.boss.removed for p in PARTS):
        state.boss.defeated = True
    return True


# --- the log ------------------------------------------------------------------------------------


def event_args(event: Event, args: dict[str, Any], lang: str = "en") -> None:
    """Extra log parameters: `attack_text`, the attack's name in the log's language."""
    if event.kind == "cetusia_attack" and isinstance(args.get("attack"), str):
        try:
            a = _data().attack(args["attack"])
        except StopIteration:
            return
        args["attack_text"] = a.name_ja if lang == "ja" and a.name_ja else a.name
