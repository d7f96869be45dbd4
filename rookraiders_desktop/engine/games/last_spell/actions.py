"""Every choice in a Last Spell night is one of these small frozen models. `player` is the seat,
`hero` the index of the hero acting (a solo player plays several heroes). Squares are (x, y)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

Cell = tuple[int, int]


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class _Action(Frozen):
    player: int
    hero: int


class FlipToken(_Action):
    """LS-4.11: flip movement token `token` to its used side for MP equal to its value."""

    kind: Literal["flip"] = "flip"
    token: int


class Move(_Action):
    """LS-4.12/LS-4.13: walk to `to` along the shortest free path, 1 MP per square."""

    kind: Literal["move"] = "move"
    to: Cell


class Jump(_Action):
    """LS-16.7: Obstacle Jump over the low obstacle or wooden barricade on `over` (3 MP)."""

    kind: Literal["jump"] = "jump"
    over: Cell


class Climb(_Action):
    """LS-17.11: climb onto (`up`) or off (`to`) the watchtower on an adjacent square / under the hero (2 MP)."""

    kind: Literal["climb"] = "climb"
    to: Cell


class Warp(_Action):
    """LS-17.8: from the warp gate under the hero to the warp gate `to` (2 MP, 1 mana)."""

    kind: Literal["warp"] = "warp"
    to: Cell


class Attack(_Action):
    """LS-16.3: weapon `weapon` (index into the hero's weapons), attack mode `mode` (its id), aimed at
    the direct-hit square(s) `targets` (Magic Missile chooses 3, LS-EX1). `colour`: Curse's die
    colour (LS-22.36). `chain`: the Propagation targets (monster ids) in order (LS-22.32)."""

    kind: Literal["attack"] = "attack"
    weapon: int
    mode: str
    targets: tuple[Cell, ...]
    colour: Literal["blue", "orange"] | None = None
    chain: tuple[int, ...] = ()


class CastScroll(_Action):
    """LS-7.14: scroll `scroll` (index into the hero's scrolls) at `targets`."""

    kind: Literal["scroll"] = "scroll"
    scroll: int
    targets: tuple[Cell, ...]


class Punch(_Action):
    """LS-4.7/LS-16.9: 1 AP, an unarmed melee attack on the orthogonally adjacent square `target`."""

    kind: Literal["punch"] = "punch"
    target: Cell


class DefenceUp(_Action):
    """LS-4.9/LS-16.10: 1 AP; the next monster damage this hero takes is reduced by 1."""

    kind: Literal["defence_up"] = "defence_up"


class UsePotion(_Action):
    """LS-7.7: drink potion `potion` (index into the hero's potions)."""

    kind: Literal["potion"] = "potion"
    potion: int


class RecoverArmour(_Action):
    """LS-7.6: pay armour `slot`'s additional ability cost to recover it (Chain Armor, Iron Shield, ...)."""

    kind: Literal["recover_armour"] = "recover_armour"
    slot: int


class UseBoots(_Action):
    """LS-23.24: exhaust Running Boots (`slot`): the next movement token gives +2 MP."""

    kind: Literal["boots"] = "boots"
    slot: int


class FireBallista(_Action):
    """LS-17.2: fire ballista `structure` at the square `target`."""

    kind: Literal["ballista"] = "ballista"
    structure: int
    target: Cell


class FireCatapult(_Action):
    """LS-17.5: spend a projectile of catapult `structure`; 3x3 centred on `target`."""

    kind: Literal["catapult"] = "catapult"
    structure: int
    target: Cell


class EndTurn(_Action):
    """End this turn; the next hero in order acts (LS-A3)."""

    kind: Literal["end_turn"] = "end_turn"


class Pass(_Action):
    """Spend no more this hero phase (LS-16.13)."""

    kind: Literal["pass"] = "pass"


class Reroll(_Action):
    """Reroll the defence dice of roll `roll` of the pending attack; `magic`: the magic reroll (1 mana, LS-5.8)."""

    kind: Literal["reroll"] = "reroll"
    roll: int
    magic: bool = False


class ResolveAttack(_Action):
    """No (more) rerolls: deal the pending attack's damage."""

    kind: Literal["resolve"] = "resolve"


class UseArmour(_Action):
    """LS-7.1/LS-7.4: exhaust armour `slot` against the incoming monster damage."""

    kind: Literal["armour"] = "armour"
    slot: int
    other: int | None = None  # Healer's Armor: the hero to heal (LS-23.14); Fury Shield: the monster id
    dark: bool = False  # Darkness Armor / Pants: take 1 more damage for the bonus (LS-23.21/22)


class TakeDamage(_Action):
    """Take the incoming damage (after any armour used)."""

    kind: Literal["take"] = "take"


class DiscardToken(_Action):
    """LS-12.14: the Harpy's Screech: set movement token `token` aside."""

    kind: Literal["discard"] = "discard"
    token: int


class SaveAlly(_Action):
    """LS-23.23: use Priest Armor (`slot`) so the ally that just died survives; slot None declines."""

    kind: Literal["priest"] = "priest"
    slot: int | None = None


class Choose(_Action):
    """A decision the rules give the players (state.choice, LSN-6): `option` is one of its options
    (a monster id, a structure id, a dice colour; None keeps the dice or ends the chain)."""

    kind: Literal["choose"] = "choose"
    option: int | str | None = None


class Recruit(_Action):
    """LS-24.5: solo, before the night: recruit the preset hero `hero` for gold."""

    kind: Literal["recruit"] = "recruit"


class BeginNight(_Action):
    """Solo: done recruiting; the night begins."""

    kind: Literal["begin"] = "begin"


Action = Annotated[
    FlipToken
    | Move
    | Jump
    | Climb
    | Warp
    | Attack
    | CastScroll
    | Punch
    | DefenceUp
    | UsePotion
    | RecoverArmour
    | UseBoots
    | FireBallista
    | FireCatapult
    | EndTurn
    | Pass
    | Reroll
    | ResolveAttack
    | UseArmour
    | TakeDamage
    | DiscardToken
    | SaveAlly
    | Choose
    | Recruit
    | BeginNight,
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)
