"""Every choice a Roguelight player makes is one of these small frozen models. Cells are (x, y)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

Cells = tuple[tuple[int, int], ...]


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class _Action(Frozen):
    player: int


class PlaceWall(_Action):
    """Action A (RL-4): the block of the `die` ("white", "black") face, or "one" square (RL-4.7),
    on `cells`. `spend_mark`: fill this circled item mark to make a normal round special (RL-4.4)."""

    kind: Literal["wall"] = "wall"
    die: Literal["white", "black", "one"]
    cells: Cells
    spend_mark: int | None = None


class PlanRoom(_Action):
    """Action B (RL-5): a dotted rectangle of exactly the dice sum."""

    kind: Literal["room"] = "room"
    x: int
    y: int
    w: int
    h: int


class Pass(_Action):
    """Ambiguities 21: nothing can be drawn this round."""

    kind: Literal["pass"] = "pass"


class CircleMark(_Action):
    """Item effect (RL-7.4): circle item mark `mark` for pending effect `effect`."""

    kind: Literal["circle"] = "circle"
    effect: int
    mark: int


class ChooseExtra(_Action):
    """Ghost effect (RL-7.8): use extra-action entry `entry` for pending effect `effect`."""

    kind: Literal["extra"] = "extra"
    effect: int
    entry: int


class BatEffect(_Action):
    """Bat effect (RL-7.16): a 1-square block, or 2 development steps."""

    kind: Literal["bat"] = "bat"
    effect: int
    option: Literal["block", "develop"]


class EffectBlock(_Action):
    """A block drawn for the effect being resolved (ghost entries, bat), under Action A's rules."""

    kind: Literal["block"] = "block"
    cells: Cells


class EffectRoom(_Action):
    """The ghost entry's dotted rectangle of any size up to 12 squares (RL-7.12)."""

    kind: Literal["effect_room"] = "effect_room"
    x: int
    y: int
    w: int
    h: int


class Skip(_Action):
    """Do not use pending effect `effect` (RL-7.2); with `effect` None: stop the effect being resolved."""

    kind: Literal["skip"] = "skip"
    effect: int | None = None


class ChooseExit(_Action):
    """RL-8.6: keep exit `exit` (0 top left, 1 top right, 2 bottom left, 3 bottom right); the others are filled."""

    kind: Literal["exit"] = "exit"
    exit: int = Field(ge=0, le=3)


class ChooseRoute(_Action):
    """RL-13.3: move the adventurer to room `room` (index into the sheet's rooms) or, None, to the exit."""

    kind: Literal["route"] = "route"
    room: int | None = None


Action = Annotated[
    PlaceWall
    | PlanRoom
    | Pass
    | CircleMark
    | ChooseExtra
    | BatEffect
    | EffectBlock
    | EffectRoom
    | Skip
    | ChooseExit
    | ChooseRoute,
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)
