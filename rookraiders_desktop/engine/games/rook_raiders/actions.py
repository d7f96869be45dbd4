"""Every choice a Rook & Raiders player makes is one of these small frozen models."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    player: int


class PlaceInitial(_Action):
    """Round 0: put one hand card on the own area free of cost (RR-5.7)."""

    kind: Literal["place_initial"] = "place_initial"
    card: str
    square: int


class ChooseCommand(_Action):
    kind: Literal["choose_command"] = "choose_command"
    command: str


class StartAction(_Action):
    """Choose an unacted unit for an action (RR-7.5); optionally buy Full Move (RR-17.13)."""

    kind: Literal["start_action"] = "start_action"
    square: int
    full_move: bool = False


class MoveUnit(_Action):
    kind: Literal["move_unit"] = "move_unit"
    to: int


class UseSkill(_Action):
    """Targets are squares: one monster (dice, long range), a multiset (allocation, heal), none
    (area), or one friendly unit (Bard)."""

    kind: Literal["use_skill"] = "use_skill"
    targets: tuple[int, ...] = ()


class EndUnitAction(_Action):
    """Finish the current unit's action without (further) skill; it becomes acted (RR-A7)."""

    kind: Literal["end_unit_action"] = "end_unit_action"


class EndActions(_Action):
    """Decline the remaining actions of this command (RR-7.8)."""

    kind: Literal["end_actions"] = "end_actions"


class AcceptRoll(_Action):
    """`change`: the Exorcist's die (0 or 1) to turn to 1 (RX-9.3, RX-9.4); None = the lower one."""

    kind: Literal["accept_roll"] = "accept_roll"
    change: int | None = None


class Reroll(_Action):
    """Willpower: spend 1 honour mark to reroll the skill's dice once (RR-17.11)."""

    kind: Literal["reroll"] = "reroll"


class LevelUp(_Action):
    """`card`: with Level Up 2, the level-up card (definition id) chosen of the two (RX-4.3)."""

    kind: Literal["level_up"] = "level_up"
    square: int
    card: str | None = None


class RetrieveTrap(_Action):
    """Take the placed Trap back into the hand, at any time (RX-13.7)."""

    kind: Literal["retrieve_trap"] = "retrieve_trap"


class SaintHeal(_Action):
    """The Saint's auto ability: the unit (in its healing range) that recovers 1 HP (RX-8.7)."""

    kind: Literal["saint_heal"] = "saint_heal"
    saint: int
    square: int


class RemoveMarkers(_Action):
    """Rest (RR-10.3) or Fatigue recovery (RR-16.6): the acted units to make unacted."""

    kind: Literal["remove_markers"] = "remove_markers"
    squares: tuple[int, ...]


class Recruit(_Action):
    kind: Literal["recruit"] = "recruit"
    card: str  # a hand card or a mercenary
    square: int


class SupportHeal(_Action):
    kind: Literal["support_heal"] = "support_heal"
    square: int


class DeclareVictory(_Action):
    kind: Literal["declare_victory"] = "declare_victory"


class Decline(_Action):
    """Say no: to recruiting, to Support, to levelling up before a faint, to declaring victory."""

    kind: Literal["decline"] = "decline"


Action = Annotated[
    PlaceInitial
    | ChooseCommand
    | StartAction
    | MoveUnit
    | UseSkill
    | EndUnitAction
    | EndActions
    | AcceptRoll
    | Reroll
    | LevelUp
    | RemoveMarkers
    | Recruit
    | SupportHeal
    | DeclareVictory
    | Decline
    | RetrieveTrap
    | SaintHeal,
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)
