"""Every choice a Nameless Dark Lord player makes is one of these small frozen models.

Payments carry their EXCHANGEs (ND-5.17, ND-8.9, ND-13.5): `exchanges` lists the patterns used just
before paying, in order, each from a card of the payer's Home Area (a Throne's pattern 0 or 1, or an
Artifact's exchange while it is off). legal_actions offers one payment per best outcome; apply
accepts any exchanges the payer really has.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Exchange(Frozen):
    card: str  # uid of the card with the EXCHANGE mark (or the off L1-E)
    pattern: int = Field(default=0, ge=0)
    times: int = Field(default=1, ge=1, le=40)


class _Action(Frozen):
    player: int


class PlaceUnit(_Action):
    """ND-7: sleeve an active Unit of the Home Area and place it in battle area `area` (0 = A).
    `extra`: the L1-C extra placement (ND-16.7). `boost`: pay the L2-A cost for a Power token (ND-17.1)."""

    kind: Literal["place"] = "place"
    card: str
    area: int
    extra: bool = False
    boost: bool = False
    exchanges: tuple[Exchange, ...] = ()


class Activate(_Action):
    """ND-8: use an active card's activated ability. `targets` are unit card uids in battle areas;
    `target_player` is a seat (L2-F)."""

    kind: Literal["activate"] = "activate"
    card: str
    targets: tuple[str, ...] = ()
    target_player: int | None = None
    exchanges: tuple[Exchange, ...] = ()


class Pass(_Action):
    """ND-9: no more turns in this Placement Phase."""

    kind: Literal["pass"] = "pass"


class EndTurn(_Action):
    """After the turn's action: do not make (another) L1-C extra placement."""

    kind: Literal["end_turn"] = "end_turn"


class Reorder(_Action):
    """L1-F: put the cards looked at back, the first listed on top (ND-16.18)."""

    kind: Literal["reorder"] = "reorder"
    order: tuple[str, ...]


class PayCurse(_Action):
    """L2-F: pay to keep the Curse token away (at this moment only, ND-17.13)."""

    kind: Literal["pay_curse"] = "pay_curse"
    exchanges: tuple[Exchange, ...] = ()


class TakeCurse(_Action):
    kind: Literal["take_curse"] = "take_curse"


class Acquire(_Action):
    """ND-12.5, ND-13.3: take the offered target card, paying the upkeep of all your Units there."""

    kind: Literal["acquire"] = "acquire"
    exchanges: tuple[Exchange, ...] = ()


class SwapCard(_Action):
    """L3-D Witch Doll (Blue): exchange the Doll for this card of another player's Home Area."""

    kind: Literal["swap_card"] = "swap_card"
    card: str


class TakeBack(_Action):
    """L3+-E: take this card from the Trash Area."""

    kind: Literal["take_back"] = "take_back"
    card: str


class TakeBomber(_Action):
    """ND-14.7: take a Goblin Bomber from the stock."""

    kind: Literal["take_bomber"] = "take_bomber"


class Decline(_Action):
    """Say no: to an offered target (ND-12.6), to the Doll's exchange, to taking back, to a Bomber."""

    kind: Literal["decline"] = "decline"


Action = Annotated[
    PlaceUnit
    | Activate
    | Pass
    | EndTurn
    | Reorder
    | PayCurse
    | TakeCurse
    | Acquire
    | SwapCard
    | TakeBack
    | TakeBomber
    | Decline,
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)
