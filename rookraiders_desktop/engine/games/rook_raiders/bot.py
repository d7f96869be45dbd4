"""GreedyBot: plays Rook & Raiders sensibly from the same legal actions a person sees.

It scores every unit's best (move, skill) plan by the threat it removes, acts with the best one,
kills the most threatening monster it can reach, recruits when it can pay, rests when its units
are tired, levels up to save a unit, and always declares victory when it may.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from typing import Any

from pydantic import BaseModel

from ...core.i18n import QT_TRANSLATE_NOOP
from . import board as geo
from . import rules
from .actions import (
    AcceptRoll,
    ChooseCommand,
    DeclareVictory,
    Decline,
    EndActions,
    EndUnitAction,
    LevelUp,
    MoveUnit,
    PlaceInitial,
    Recruit,
    RemoveMarkers,
    Reroll,
    SaintHeal,
    StartAction,
    SupportHeal,
    UseSkill,
)
from .models import GameState, MonsterPiece, PlayerState, UnitPiece, xy

# chance that 2d6 + modifier reaches a defence, excluding the 1-1 and 6-6 special rolls
_ROLLS = [(a, b) for a in range(1, 7) for b in range(1, 7)]


@cache  # (asked for every monster in every unit's reach, at every decision of a playout)
def expected_damage(modifier: int, defence: int) -> float:
    total = 0.0
    for a, b in _ROLLS:
        total += rules.attack_damage([a, b], modifier, defence)[0]
    return total / 36


@cache
def expected_exorcist_damage(defence: int) -> float:
    """Expected damage of the Exorcist's roll with the lower die changed to 1 (RX-9.3 to RX-9.8)."""
    return sum(rules.exorcist_damage([a, b], None, defence)[0] for a, b in _ROLLS) / 36


def _trap_value(state: GameState, board: geo.Board, square: int) -> float:
    """A Trap on `square` catches the nearest monster coming along its line (RX-14.4)."""
    x, y = xy(square)
    best = 0.0
    for cx in range(x - 1, -1, -1):
        piece = board[cx + 6 * y]
        if isinstance(piece, UnitPiece):
            break
        if isinstance(piece, MonsterPiece):
            best = _monster_value(state, piece, cx + 6 * y) * 0.6
            break
    return best + (0.5 if x <= 3 else 0.0)


def _monster_value(state: GameState, piece: MonsterPiece, square: int) -> float:
    """How much a player wants this monster gone: its threat, more when near the castle."""
    return _monster_worth(state.monster_cards[piece.card], xy(square)[0])


@cache  # (asked for every monster in reach of every square a unit could move to)
def _monster_worth(card_id: str, x: int) -> float:
    """`_monster_value` of the monster card `card_id` on column `x`."""
    d = rules.content().monster(card_id)
    rounds_to_castle = max(1, (6 - x + max(d.movement, 1) - 1) // max(d.movement, 1))
    urgency = 1.0 + 10.0 / rounds_to_castle**2  # a breach next Invasion loses a solo game
    return (d.threat * 2 + (3 if d.colour == "red" else 0)) * urgency


@cache  # (asked for every square a unit could move to, at every decision of a playout)
def _skill_reach(card_id: str, square: int) -> tuple[int, ...]:
    """The squares the skill of the unit card `card_id` reaches from `square`."""
    return tuple(geo.skill_squares(square, rules.content().unit(card_id).skill))


def _skill_score(state: GameState, p: PlayerState, square: int, uid: str, board: geo.Board) -> float:
    """The value of the unit with card `uid` using its skill from `square` on `board`."""
    skill = rules.unit_def(state, uid).skill
    in_range = _skill_reach(state.unit_cards[uid], square)
    monsters = [(s, piece) for s in in_range if isinstance(piece := board[s], MonsterPiece)]
    if skill.form in ("dice", "long"):
        best = 0.0
        for s, m in monsters:
            md = rules.monster_def(state, m.card)
            exp = (
                expected_exorcist_damage(md.defence)
                if skill.die_to_one
                else expected_damage(skill.modifier, md.defence)
            )
            left = md.hp - m.damage
            kill = 1.0 if exp >= left else exp / left
            best = max(best, _monster_value(state, m, s) * (0.4 + kill))
        return best
    if skill.form in ("allocation", "area"):
        score = 0.0
        hits = skill.hits if skill.form == "allocation" else len(monsters)
        for s, m in sorted(monsters, key=lambda sm: -_monster_value(state, sm[1], sm[0]))[:hits]:
            md = rules.monster_def(state, m.card)
            left = md.hp - m.damage
            score += _monster_value(state, m, s) * (0.4 + min(1.0, skill.amount / left))
        return score
    if skill.form == "heal":
        hurt = sum(min(u.damage, skill.hits) for s in in_range if isinstance(u := board[s], UnitPiece) and u.damage > 0)
        return 2.0 * min(hurt, skill.hits * skill.amount)
    if skill.form == "trap" and p.trap_hand:  # a Trapper with its Trap in hand
        return max(
            (_trap_value(state, board, s) for s in in_range if board[s] is None and s not in p.trap_squares),
            default=0.0,
        )
    return 0.0  # the Bard's song hurts a friend first; this bot leaves it to people


def _dangers(state: GameState, board: geo.Board) -> dict[int, float]:
    """How much damage the monsters on `board` could deal to a unit on each square they reach."""
    danger: dict[int, float] = {}
    for s, piece in enumerate(board):
        if isinstance(piece, MonsterPiece):
            md = rules.monster_def(state, piece.card)
            for t in {t for t, _ in geo.monster_range(s, md)}:
                danger[t] = danger.get(t, 0.0) + md.damage
    return danger


def _best_plan(
    state: GameState,
    p: PlayerState,
    square: int,
    movement: int,
    can_move: bool,
    dangers: dict[int, float] | None = None,
) -> tuple[float, int]:
    """(score, destination) of the best place to use this unit's skill from; `dangers` is
    `_dangers` of `p`'s board, passed in when several units are weighed on the same board."""
    piece = p.board[square]
    assert isinstance(piece, UnitPiece)
    options = [square] + (rules.reach(p, square, movement) if can_move else [])
    best = (-1.0, square)
    if dangers is None:  # (the monsters stay where they are whichever square the unit takes)
        dangers = _dangers(state, p.board)
    hp_left = rules.unit_def(state, piece.card).hp - piece.damage
    for dest in options:
        board = list(p.board)
        board[square] = None
        board[dest] = piece
        score = _skill_score(state, p, dest, piece.card, board)
        danger = dangers.get(dest, 0.0)
        # a unit that would faint also gives the monster a bonus move (RR-14.7)
        score -= 0.15 * danger + (3.0 if danger >= hp_left else 0.0)
        if score > best[0]:
            best = (score, dest)
    return best


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(
        self, game: Any, state: GameState, legal: Sequence[BaseModel], rng: random.Random | None = None
    ) -> BaseModel:
        rng = rng or self.rng
        f = state.flow
        player = f.decider if f.decider is not None else getattr(legal[0], "player", 0)
        p = state.players[player]
        by_kind: dict[type, list[BaseModel]] = {}
        for a in legal:
            by_kind.setdefault(type(a), []).append(a)

        def first(kind: type) -> BaseModel | None:
            return by_kind.get(kind, [None])[0]

        if DeclareVictory in by_kind:
            return by_kind[DeclareVictory][0]
        if f.decision == "saint":  # RX-8.7: the most damaged unit
            return max(by_kind[SaintHeal], key=lambda a: p.board[a.square].damage)  # type: ignore[attr-defined, union-attr]
        if f.decision == "levelup":  # Level Up 2 (RX-5.13): whenever it can pay
            return self._level_up(state, by_kind.get(LevelUp, []), rng) or by_kind[Decline][0]
        if (
            f.decision == "command"
            and rules.level_up_2(state)
            and LevelUp in by_kind
            and p.honour >= rules.levelup_cost(state, p) + 1
        ):
            return self._level_up(state, by_kind[LevelUp], rng) or legal[0]
        if f.decision == "faint":
            return first(LevelUp) or legal[0]
        if f.decision == "place":
            return self._place(state, by_kind[PlaceInitial])
        if f.decision == "command":
            return self._command(state, p, by_kind[ChooseCommand])
        if f.decision in ("rest", "recover"):
            return by_kind[RemoveMarkers][0]
        if f.decision == "support":
            heals = by_kind.get(SupportHeal, [])
            if heals:
                return max(heals, key=lambda a: p.board[a.square].damage)  # type: ignore[attr-defined, union-attr]
            return legal[0]
        if f.decision == "recruit":
            return self._recruit(state, p, by_kind.get(Recruit, [])) or by_kind[Decline][0]
        if f.decision == "actions":
            return self._actions(state, p, by_kind, rng)
        return rng.choice(list(legal))

    # -- decisions --------------------------------------------------------------------------
    def _level_up(self, state: GameState, options: list[BaseModel], rng: random.Random) -> BaseModel | None:
        """Level the unit with the most damage (a level-up heals nothing but adds HP); with
        Level Up 2 pick one of the two cards at random, so every new unit gets played."""
        if not options:
            return None
        p = state.players[options[0].player]  # type: ignore[attr-defined]
        worst = max(options, key=lambda a: (p.board[a.square].damage, -a.square))  # type: ignore[attr-defined, union-attr]
        same = [a for a in options if a.square == worst.square]  # type: ignore[attr-defined]
        return rng.choice(same)

    def _place(self, state: GameState, options: list[BaseModel]) -> BaseModel:
        # RR-5.8: a Thief★ or Sorcerer★ on the front column reaches a magic circle in one action
        def score(a: Any) -> tuple[int, int]:
            d = rules.unit_def(state, a.card)
            x, y = xy(a.square)
            return (1 if d.unit_class in ("thief", "sorcerer") else 0, (x == 4) * 2 + (y == 1))

        return max(options, key=score)

    def _command(self, state: GameState, p: PlayerState, options: list[BaseModel]) -> BaseModel:
        unacted = {s: u for s, u in enumerate(p.board) if isinstance(u, UnitPiece) and not u.acted}
        acted = [s for s, u in enumerate(p.board) if isinstance(u, UnitPiece) and u.acted]
        dangers = _dangers(state, p.board)
        attack_value = sum(
            _best_plan(state, p, s, rules.unit_def(state, u.card).movement, True, dangers)[0]
            for s, u in unacted.items()
        )
        empty_own = any(p.board[s] is None for s in rules.OWN_AREA)
        cheapest = min((rules.unit_def(state, u).cost for u in p.hand + state.mercenaries), default=99)
        units = sum(isinstance(u, UnitPiece) for u in p.board)
        can_recruit = empty_own and p.gold >= cheapest
        scores = {
            "advance": min(attack_value, 12.0) + 1.0,
            "ambush": min(attack_value, 12.0) * 0.8 + 0.5,
            "recruit": (8.0 if units < 3 else 4.0 if units < 5 else 1.0) + (2.0 if p.gold >= 6 else 0.0)
            if can_recruit
            else 0.0,
            "rest": 3.0 * len(acted) - (4.0 if unacted else 0.0),
            "rest2": 3.0 * len(acted) - (4.0 if unacted else 0.0),
            "reward": 5.0 if p.gold < cheapest + 2 else 1.0,
        }
        return max(options, key=lambda a: scores.get(a.command, 0.0))  # type: ignore[attr-defined]

    def _recruit(self, state: GameState, p: PlayerState, options: list[BaseModel]) -> BaseModel | None:
        if not options:
            return None

        def score(a: Any) -> tuple[int, int, int]:
            d = rules.unit_def(state, a.card)
            x, y = xy(a.square)
            line_threat = sum(1 for s, m in enumerate(p.board) if isinstance(m, MonsterPiece) and xy(s)[1] == y)
            return (d.cost + (2 if d.skill.type == "attack" else 0), line_threat, x == 4)

        return max(options, key=score)

    def _actions(
        self, state: GameState, p: PlayerState, by_kind: dict[type, list[BaseModel]], rng: random.Random
    ) -> BaseModel:
        cmd = state.flow.command
        assert cmd is not None
        if cmd.roll is not None:
            damage = rules.attack_damage(cmd.roll.dice, 0, 99)[0]
            if Reroll in by_kind and damage == 0 and p.honour >= 2:
                return by_kind[Reroll][0]
            dice = cmd.roll.dice  # the Exorcist changes its lower die (RX-9.4)
            return min(by_kind[AcceptRoll], key=lambda a: dice[a.change] if a.change is not None else 0)  # type: ignore[attr-defined]
        if cmd.unit is None:
            if LevelUp in by_kind and p.honour >= rules.levelup_cost(state, p) + 1:
                return self._level_up(state, by_kind[LevelUp], rng) or by_kind[LevelUp][0]
            best: tuple[float, BaseModel | None] = (0.5, None)
            dangers = _dangers(state, p.board)
            for a in by_kind.get(StartAction, []):
                piece = p.board[a.square]  # type: ignore[attr-defined]
                assert isinstance(piece, UnitPiece)
                movement = rules.unit_def(state, piece.card).movement + (1 if a.full_move else 0)  # type: ignore[attr-defined]
                score = _best_plan(state, p, a.square, movement, True, dangers)[0]  # type: ignore[attr-defined]
                if a.full_move:  # type: ignore[attr-defined]
                    score -= 2.5  # an honour mark is worth keeping unless the extra square matters
                if score > best[0]:
                    best = (score, a)
            return best[1] or by_kind[EndActions][0]
        # a unit is acting: move to the best square, then use the best skill
        user = cmd.skill_user
        assert user is not None
        skills = by_kind.get(UseSkill, [])
        if MoveUnit in by_kind and not cmd.moved:
            piece = p.board[user]
            assert isinstance(piece, UnitPiece)
            movement = rules.unit_def(state, piece.card).movement + (1 if cmd.full_move else 0)
            _, dest = _best_plan(state, p, user, movement, True)
            if dest != user:
                for a in by_kind[MoveUnit]:
                    if a.to == dest:  # type: ignore[attr-defined]
                        return a
        if skills:
            return max(skills, key=lambda a: self._target_score(state, p, a.targets))  # type: ignore[attr-defined]
        return by_kind[EndUnitAction][0]

    def _target_score(self, state: GameState, p: PlayerState, targets: tuple[int, ...]) -> float:
        score = 0.0
        if len(targets) == 1 and p.board[targets[0]] is None:  # a Trap's square
            return _trap_value(state, p.board, targets[0])
        for t in targets:
            piece = p.board[t]
            if isinstance(piece, MonsterPiece):
                md = rules.monster_def(state, piece.card)
                left = md.hp - piece.damage - targets.count(t) + 1
                score += _monster_value(state, piece, t) * (2.0 if left <= 1 else 1.0)
            elif isinstance(piece, UnitPiece):
                score += piece.damage
        return score + 1.0

    # -- the coach's one-line reason (engine/core/coach.py) -----------------------------------
    def explain(
        self, game: Any, state: GameState, action: BaseModel, lang: str = "en", tr: Any = None
    ) -> tuple[str, dict[str, Any]]:
        """Why this bot picks `action` in `state` (the player's view): a "Coach" template and its
        parameters (card names in `lang`); ("", {}) when it has nothing better than the generic."""
        a: Any = action
        why = _WHY_BY_KIND.get(a.kind)
        return why(_Why(state, a.player, lang), a) if why is not None else ("", {})


_Reason = tuple[str, dict[str, Any]]
_NOTHING: _Reason = ("", {})


class _Why:
    """What the coach's reasons look at: the player's board, names in the shown language."""

    def __init__(self, state: GameState, player: int, lang: str) -> None:
        self.state, self.player, self.lang = state, player, lang
        self.p = state.players[player]
        self.board = self.p.board

    def name(self, card_id: str) -> str:
        from .text import name

        return name(card_id, self.lang)

    def unit(self, square: int) -> str:
        from .models import label

        piece = self.board[square]
        return self.name(self.state.unit_cards[piece.card]) if isinstance(piece, UnitPiece) else label(square)

    def monster(self, square: int) -> str:
        return self.name(self.state.monster_cards[self.board[square].card])  # type: ignore[union-attr]

    def target_of(self, square: int, uid: str, on: geo.Board) -> tuple[float, int | None]:
        """The most valuable monster the skill of unit `uid` on `square` reaches on board `on`."""
        best: tuple[float, int | None] = (0.0, None)
        for s in geo.skill_squares(square, rules.unit_def(self.state, uid).skill):
            piece = on[s]
            if isinstance(piece, MonsterPiece) and _monster_value(self.state, piece, s) > best[0]:
                best = (_monster_value(self.state, piece, s), s)
        return best


def _why_declare(c: _Why, a: Any) -> _Reason:
    return QT_TRANSLATE_NOOP("Coach", "your threat total is {threat}, 8 or less: declaring now wins"), {
        "threat": rules.threat(c.state, c.player)
    }


def _why_heal(c: _Why, a: Any) -> _Reason:
    from .models import label

    return QT_TRANSLATE_NOOP("Coach", "{unit} on {square} is your most damaged unit ({damage} damage)"), {
        "unit": c.unit(a.square),
        "square": label(a.square),
        "damage": c.board[a.square].damage,
    }


def _why_level_up(c: _Why, a: Any) -> _Reason:
    from .models import label

    if c.state.flow.decision == "faint":
        return QT_TRANSLATE_NOOP("Coach", "levelling {unit} up saves it from fainting"), {"unit": c.unit(a.square)}
    return QT_TRANSLATE_NOOP("Coach", "{unit} on {square} has taken the most damage: its level-up adds HP"), {
        "unit": c.unit(a.square),
        "square": label(a.square),
    }


def _why_place_initial(c: _Why, a: Any) -> _Reason:
    from .models import label

    return QT_TRANSLATE_NOOP("Coach", "{unit} on {square}: near the front, it reaches the monsters soonest"), {
        "unit": c.name(c.state.unit_cards[a.card]),
        "square": label(a.square),
    }


def _why_command(c: _Why, a: Any) -> _Reason:
    command = a.command
    board = c.board
    if command in ("advance", "ambush"):
        return QT_TRANSLATE_NOOP("Coach", "your units can reach monsters worth attacking"), {}
    if command == "recruit":
        units = sum(isinstance(u, UnitPiece) for u in board)
        return QT_TRANSLATE_NOOP("Coach", "you have {units} unit(s) and {gold} gold: another unit holds the line"), {
            "units": units,
            "gold": c.p.gold,
        }
    if command in ("rest", "rest2"):
        acted = sum(isinstance(u, UnitPiece) and u.acted for u in board)
        return QT_TRANSLATE_NOOP("Coach", "{count} of your units are acted: resting readies them"), {"count": acted}
    if command == "reward":
        return QT_TRANSLATE_NOOP("Coach", "your gold is short for recruiting: the reward refills it"), {}
    return _NOTHING


def _why_recruit(c: _Why, a: Any) -> _Reason:
    from .models import label

    y = xy(a.square)[1]
    count = sum(1 for s, m in enumerate(c.board) if isinstance(m, MonsterPiece) and xy(s)[1] == y)
    return QT_TRANSLATE_NOOP("Coach", "{unit} on {square} guards a line where {count} monster(s) come"), {
        "unit": c.name(c.state.unit_cards[a.card]),
        "square": label(a.square),
        "count": count,
    }


def _why_start_action(c: _Why, a: Any) -> _Reason:
    from .models import label

    board = c.board
    piece = board[a.square]
    movement = rules.unit_def(c.state, piece.card).movement + (1 if a.full_move else 0)
    _, dest = _best_plan(c.state, c.p, a.square, movement, True)
    moved = list(board)
    moved[a.square], moved[dest] = None, piece
    _, target = c.target_of(dest, piece.card, moved)
    if target is not None:
        return QT_TRANSLATE_NOOP("Coach", "{unit} can reach {monster} on {square}"), {
            "unit": c.unit(a.square),
            "monster": c.monster(target),
            "square": label(target),
        }
    return _NOTHING


def _why_move(c: _Why, a: Any) -> _Reason:
    from .models import label

    cmd = c.state.flow.command
    piece = c.board[cmd.unit] if cmd is not None and cmd.unit is not None else None
    if not isinstance(piece, UnitPiece):
        return _NOTHING
    moved = list(c.board)
    moved[cmd.unit], moved[a.to] = None, piece  # type: ignore[union-attr, index]
    _, target = c.target_of(a.to, piece.card, moved)
    if target is not None:
        return QT_TRANSLATE_NOOP("Coach", "from {to} its skill reaches {monster} on {square}"), {
            "to": label(a.to),
            "monster": c.monster(target),
            "square": label(target),
        }
    return QT_TRANSLATE_NOOP("Coach", "{to} keeps it out of the monsters' reach"), {"to": label(a.to)}


def _why_skill(c: _Why, a: Any) -> _Reason:
    from .models import label
    from .odds import defeat_chance, unit_odds

    state, board = c.state, c.board
    cmd = state.flow.command
    user = cmd.skill_user if cmd is not None else None
    piece = board[user] if user is not None else None
    if not isinstance(piece, UnitPiece):
        return _NOTHING
    form = rules.unit_def(state, piece.card).skill.form
    if form in ("dice", "long") and a.targets:
        t = a.targets[0]
        left = rules.monster_def(state, board[t].card).hp - board[t].damage
        chance = defeat_chance(state, c.player, t, unit_odds(state, c.player, user, t))  # type: ignore[arg-type]
        return QT_TRANSLATE_NOOP("Coach", "attacks {monster} on {square}: {left} HP left, {chance}% to defeat it"), {
            "monster": c.monster(t),
            "square": label(t),
            "left": left,
            "chance": round(float(chance) * 100),
        }
    if form in ("allocation", "area"):
        hit = sorted(
            {t for t in a.targets if isinstance(board[t], MonsterPiece)}
            or {
                s
                for s in geo.skill_squares(user, rules.unit_def(state, piece.card).skill)  # type: ignore[arg-type]
                if isinstance(board[s], MonsterPiece)
            }
        )
        names = ", ".join(f"{c.monster(t)} ({label(t)})" for t in hit)
        return QT_TRANSLATE_NOOP("Coach", "sure damage, no dice: {monsters}"), {"monsters": names}
    if form == "heal":
        return QT_TRANSLATE_NOOP("Coach", "heals the damaged units in range"), {}
    if form == "trap":
        return QT_TRANSLATE_NOOP("Coach", "the Trap catches the nearest monster coming along its line"), {}
    return _NOTHING


def _why_accept_roll(c: _Why, a: Any) -> _Reason:
    cmd = c.state.flow.command
    roll = cmd.roll if cmd is not None else None
    if roll is not None and rules.attack_damage(roll.dice, 0, 99)[0] == 0:
        return QT_TRANSLATE_NOOP("Coach", "a reroll is not worth your honour now"), {}
    return QT_TRANSLATE_NOOP("Coach", "the roll is good enough: keep your honour"), {}


def _fixed(template: str) -> Any:
    """A reason that is always the same sentence."""
    return lambda c, a: (template, {})


_WHY_BY_KIND: dict[str, Any] = {
    "declare_victory": _why_declare,
    "saint_heal": _why_heal,
    "support_heal": _why_heal,
    "level_up": _why_level_up,
    "place_initial": _why_place_initial,
    "choose_command": _why_command,
    "recruit": _why_recruit,
    "start_action": _why_start_action,
    "move_unit": _why_move,
    "use_skill": _why_skill,
    "accept_roll": _why_accept_roll,
    "remove_markers": _fixed(QT_TRANSLATE_NOOP("Coach", "readies the units that should act again")),
    "reroll": _fixed(QT_TRANSLATE_NOOP("Coach", "this roll deals no damage: Willpower (1 honour) rolls again")),
    "end_actions": _fixed(QT_TRANSLATE_NOOP("Coach", "no unit has a useful action left")),
    "end_unit_action": _fixed(QT_TRANSLATE_NOOP("Coach", "no target is worth this skill")),
    "decline": _fixed(QT_TRANSLATE_NOOP("Coach", "nothing offered here is worth its cost now")),
}
