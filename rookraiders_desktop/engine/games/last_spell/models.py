"""The state of a Last Spell night: plain pydantic models mutated in place by the rules modules.

The whole state is public (a cooperative game, all information open): `view` returns it as is.
Squares are (x, y), x from the west, y from the north; `content.boards[state.board]` gives the
grid, the arrows and the sectors. Figures and structures never share a square, except a hero on a
watchtower (`Hero.on_watchtower`), figures on warp gates (not obstacles, LS-3.5) and a trapped hero
on a hatchery or seed cannon (LS-21.30).

Flow: a night is monster phase, hero phase, monster phase, ... (LS-11.1) until it is won or lost.
`phase` / `step` say where the night is; `flow.decision` names who must decide what now:
- "turn": the hero `flow.hero` (owned by seat `flow.decider`) acts in the hero phase;
- "armour": the hero `damage_queue[0].hero` may use armour against that damage (LS-7.1);
- "screech": the hero `flow.hero` discards a movement token (LS-12.14);
- "reroll": the attacker may reroll the defence dice of `attack.rolls[i]` (LS-5.8, LS-22.27, LS-22.30);
- "priest": a hero with Priest Armor may save the hero `flow.hero` that just died (LS-23.23);
- "choose": a decision the rules give the players (`state.choice`, LSN-6): which monster rolls
  against an explosion (LS-10.7), which tied structure a monster attacks (LS-8.12), a scroll's
  Curse colour (LS-22.36) and Propagation chain (LS-22.32);
- "recruit": solo, before the night: recruit heroes for gold, then begin (LS-24.5).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from ...core.game import Event, Result
from ...core.rng import Rng

Cell = tuple[int, int]
Direction = Literal["N", "E", "S", "W"]


class Structure(BaseModel):
    id: int
    kind: str  # a StructureKind id
    cells: list[Cell]
    damage: int = 0  # flame tiles on it (LS-15.3)
    used: bool = False  # ballista: fired this hero phase (LS-17.3)
    projectiles: int = 0  # catapult (LS-17.5)


class Monster(BaseModel):
    id: int
    kind: str  # a MonsterType id (bulky kinds are bulky_<colour>)
    cell: Cell  # north-west square of its footprint
    facing: Direction
    wounds: int = 0
    stunned_through: int | None = None  # stunned until the end of this monster phase number (LS-9.8)
    moved: bool = False  # moved in this monster phase's movement step
    on_cliff: bool = False  # the harpy perched on the cliff (LS-12.12)
    trapping: int | None = None  # hatchery / seed cannon: the hero index trapped on it (LS-21.30)
    face: Literal["first", "second"] | None = None  # a hatchery's side up (LS-21.27, LS-21.33)


class MoveToken(BaseModel):
    value: int  # 2-4 (LS-4.10)
    used: bool = False
    set_aside: bool = False  # discarded by the Harpy's Screech (LS-12.14, LS-A17)


class ArmourSlot(BaseModel):
    card: str  # ArmourCard id
    exhausted: bool = False  # turned sideways (LS-7.4)


class Potion(BaseModel):
    colour: Literal["green", "red", "blue", "yellow"]
    half: bool = False  # flipped after the first use (LS-7.12)


class Hero(BaseModel):
    index: int  # position in state.heroes
    owner: int  # the seat that plays this hero
    hero: str  # HeroDef id
    name: str
    cell: Cell | None = None  # None: not on the battlefield (solo reserve, dead)
    in_play: bool = True  # solo: recruited (LS-24.2)
    dead: bool = False
    hp: int
    wounds: int = 0
    mana: int
    mana_max: int
    ap: int  # action points left this hero phase
    ap_max: int
    tokens: list[MoveToken]
    mp: int = 0  # movement points from flipped tokens not yet spent (LS-A4)
    moved_this_turn: int = 0  # squares moved this turn (Charge, LS-22.30)
    attacked_this_turn: bool = False  # one attack per turn (LS-16.3, LS-16.11)
    kills_this_turn: int = 0  # Murder Armor / Pants (LS-23.19, LS-23.20)
    mode_uses: dict[str, int] = Field(default_factory=dict)  # "weapon/mode" -> uses this hero phase (LS-5.12)
    modes_this_turn: list[str] = Field(default_factory=list)  # modes used this turn (LS-5.12)
    defence_up: bool = False  # LS-16.10
    defence_up_used_phase: bool = False
    weapons: list[str] = Field(default_factory=list)
    armour: list[ArmourSlot] = Field(default_factory=list)
    potions: list[Potion] = Field(default_factory=list)
    scrolls: list[str] = Field(default_factory=list)
    on_watchtower: bool = False
    trapped: bool = False  # under a hatchery / seed cannon (LS-21.30)
    boots_bonus: bool = False  # Running Boots: the next token gives +2 MP (LS-23.24)
    passed: bool = False  # chose to spend no more this hero phase (LS-16.13)


class DefenceRoll(BaseModel):
    """One target's defence roll in an attack, for the log, the dice display and rerolls."""

    target: int  # monster id
    colours: list[str]
    faces: list[str]
    hit: bool = False
    stunned: bool = False
    rerolls: int = 0  # rerolls used on this target (cap 4, LS-16.12, LS-A22)
    magic_reroll: bool = False  # this target may take the magic weapon's reroll (LS-5.8)


class PendingAttack(BaseModel):
    """A hero attack waiting for reroll decisions before its damage is dealt."""

    hero: int
    source: str  # "weapon/mode", "scroll/<id>", "punch", "ballista", "catapult", "fury_shield"
    damage: int
    effects: list[str] = Field(default_factory=list)
    rolls: list[DefenceRoll] = Field(default_factory=list)
    magic_reroll_left: bool = False  # the one magic reroll of this attack (LS-5.8)
    direct: list[Cell] = Field(default_factory=list)
    squares: list[Cell] = Field(default_factory=list)
    follow_up: Cell | None = None


class Incoming(BaseModel):
    """Monster damage about to be dealt to a hero, while its player may use armour (LS-7.1)."""

    hero: int
    amount: int
    source: str  # monster kind / "explosion" / "trap"
    armour_allowed: bool = True  # explosion: armour cannot reduce it (LS-10.8)
    mana_drain: int = 0  # LS-10.10
    used: list[str] = Field(default_factory=list)  # armour cards used against this damage


class QueuedAttack(BaseModel):
    """A monster attack with its target chosen before any attack resolves (LS-15.6)."""

    monster: int
    kind: str
    target: Literal["hero", "structure", "circle", "area", "trap", "boss"]  # boss: the boss module resolves it
    target_id: int | None = None  # hero index / structure id
    squares: list[Cell] = Field(default_factory=list)  # area attacks
    name: str | None = None  # a boss attack's id (Cetusia: a CetusiaAttack id, chosen with the target)
    options: list[int] = Field(default_factory=list)  # structures tied after LS-8.12's rules: the players choose


class PendingChoice(BaseModel):
    """A decision the rulebook leaves to the players (LSN-6), waiting for the seat of `hero`."""

    kind: Literal["explosion", "structure", "curse", "chain"]
    rule: str  # LS-10.7, LS-8.12, LS-22.36, LS-22.32
    hero: int  # the caster; in the monster phase the first hero in play (its seat speaks for the players)
    options: list[int | str | None] = Field(default_factory=list)  # monster / structure ids, dice colours;
    # None: keep the monster's own dice (Curse) or end the chain (Propagation)
    monster: int | None = None  # explosion: the Boomer; structure: the attacking monster
    attack: QueuedAttack | None = None  # explosion: the Boomer's attack, finished once the victim is chosen
    source: str = ""  # a scroll: "scroll/<id>"
    direct: list[Cell] = Field(default_factory=list)  # the scroll's direct-hit squares
    colour: str | None = None  # the Curse colour chosen
    chain: list[int] = Field(default_factory=list)  # the Propagation targets chosen so far


class BossState(BaseModel):
    kind: Literal["harpy", "cetusia", "dryad"] | None = None
    alerions_spawned: int = 0
    alerions_dead: int = 0
    last_alerion_cell: Cell | None = None
    arrived: bool = False  # the harpy came down (LS-12.8)
    side: Literal["left", "right"] | None = None  # the cliff side of the screech
    defeated: bool = False
    form: int = 1  # Cetusia: the form of both parts (LS-20.10); combat.defence_dice reads it (LS-20.2)
    deck: list[str] = Field(default_factory=list)  # Cetusia: its spawn pattern cards to draw, top first
    drawn: list[str] = Field(default_factory=list)  # Cetusia: the cards revealed since the last shuffle (LS-20.17)
    card: str | None = None  # Cetusia: the card revealed last (where the parts stand, their attacks)
    removed: list[str] = Field(default_factory=list)  # Cetusia: the parts removed from the game ("head", "tail")
    growth: int = 0  # the Dryad's growth track: 0 before it appears, 1 Germination, 2 Growth, 3 Maturity (LS-21.24)


class Flow(BaseModel):
    decision: str | None = None
    decider: int | None = None  # seat
    hero: int | None = None  # the hero the decision is about
    turn_order: list[int] = Field(default_factory=list)  # hero indices in hero-phase turn order (LS-A3)
    turn: int = 0  # index into turn_order of the hero whose turn it is
    queue: list[QueuedAttack] = Field(default_factory=list)  # monster attacks still to resolve
    screech_left: list[int] = Field(default_factory=list)  # heroes still to discard a token


class GameState(BaseModel):
    game_id: Literal["last_spell"] = "last_spell"
    rng: Rng
    scenario: str  # ScenarioNight id: intro, gildenberg_1, ...
    board: str
    night: int = 1
    solo: bool = False
    phase: Literal["setup", "monster", "hero", "end"] = "monster"
    step: int = 0  # monster phase step 1-6 (LS-11.3); 0 between steps
    monster_phase: int = 0  # monster phases begun this night (1 = the first)
    coin: Literal["left", "right"] = "left"  # this monster phase's fate coin (LS-11.5)
    heroes: list[Hero]
    monsters: list[Monster] = Field(default_factory=list)
    next_id: int = 1  # ids for monsters and structures
    structures: list[Structure] = Field(default_factory=list)
    mages: int = 0  # mage standees on the magic circle (LS-15.4)
    panic: list[int] = Field(default_factory=list)  # flame tiles per panic-track space, left first
    stash: list[str] = Field(default_factory=list)  # the shared stash (LS-18.2)
    spawn_piles: dict[str, list[str]] = Field(default_factory=dict)  # position -> card ids, top first
    revealed: list[tuple[str, str]] = Field(default_factory=list)  # (position, card) revealed this monster phase
    revealed_phase: int = (
        0  # the monster phase whose spawn cards were revealed (LS-A29: the Dryad's boss step reveals early)
    )
    spawn_done: bool = False  # every spawn pattern card has been revealed (LS-1.8, LS-A2)
    boss: BossState = Field(default_factory=BossState)
    gold: int = 0  # solo (LS-24.5)
    recruits: int = 0  # solo: heroes recruited so far beyond the first
    attack: PendingAttack | None = None  # a hero attack waiting for reroll decisions
    choice: PendingChoice | None = None  # a decision of the players inside the rules (decision "choose")
    damage_queue: list[Incoming] = Field(default_factory=list)  # hero damage waiting for armour decisions, in order
    dying: int | None = None  # a hero that just died, while a Priest Armor may save it (LS-23.23)
    last_roll: list[DefenceRoll] = Field(default_factory=list)  # the dice of the last attack, for the table
    flow: Flow = Field(default_factory=Flow)
    result: Result | None = None
    opening_events: list[Event] = Field(default_factory=list)
