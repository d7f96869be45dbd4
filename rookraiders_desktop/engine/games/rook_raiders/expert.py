"""Rook & Raiders' expert (bots/expert.py): determinized playouts at the root.

Hidden from a seat are the other players' medal values and the medal pool (RR-19.2), the order of
the white monster deck (its levels show on the backs) and of the unit deck, and the dice. A sampled
world deals the medal values the seat has not seen among the other players' face-down medals and
the pool, reorders the white deck within each level and the unit deck, and draws a new generator.
The hidden medals matter only at the very end (who may declare) and the dice all the way, so the
search samples worlds rather than branching on hidden facts (information-set MCTS would spend its
few playouts telling medal deals apart): each root action is played in the same worlds, followed
by the greedy bot for every seat up to the next choice of a command or, in the base game with 2 or
more players, up to the first choice of a command of the next round (so every candidate is judged
at the same point of the game, and choosing a command is judged once every player has carried it
out, not the moment it is picked), and judged by the race to victory: the result once the game is
over, else, in the base game, the seat's standing against its best rival — the threat total
(RR-19.7), less what the units still standing are worth (their HP: they kill the threat to come),
less a little for the honour marks and gold that pay for boons and break ties (RR-19.10) — and,
with Level Up 2, the seat's chance of winning as greedy games went on from such positions: a
conditional logit over the seats still in the game (`chances`, WEIGHTS per round, fitted to greedy
self-play: the rivals are greedy bots) of the threat total, the HP left of the monsters on the
board and the monsters queued (the work still to do), the units standing and in hand, the honour
marks and gold (worth most in the last rounds, where they break ties); both less the peril of
monsters that break into the castle at the next Invasion as the board stands (an elimination,
RR-13.7 and RR-13.9, or threat locked in the castle) — or, solo, the chance of winning that
greedy solo games had from such a position (SOLO_WEIGHTS, a logit fitted like WEIGHTS): the work
still to do, the HP left of the monsters on the board and in the white deck (RR-18.1), against the
rounds left to do it in (RR-18.6), with the queued monsters, the peril of a breach (a breach loses,
RR-18.2) and the units and cards in hand that will do the work; judged by the threat still to
defeat against a fixed slack instead, it lost on the same deals (see SOLO_WEIGHTS). The
candidates after the greedy bot's choice come in the order of the greedy bot's own judgements (its
plans for a unit, its targets, its recruits), with at most LEVEL_UPS level-ups among them. Every
candidate is judged against the rivals as the playout leaves them, even a move on the seat's own
board: judging such a move against the rivals as the world began cut the noise between candidates
(the candidates shift the shared dice) but lost on the same deals (base game, seeds 236-259: 5/24
against 8/24). Played through the end of its round, a move is judged after the Invasion and Summon
it prepares (RR-6.13: which monsters break in or reach the units, and, in the fifth round, the last
summons with the bosses) rather than by the standing one command on: a playout costs about twice as
much, and the fewer worlds did not cost wins (Hard, a quarter of the worlds, wins as often).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from ...bots.search import clone, reseed, result_value, shuffle_within, sigmoid
from ...core.game import Game
from . import board as geo
from .actions import LevelUp, Recruit, StartAction, UseSkill
from .bot import GreedyBot, _best_plan
from .models import COLUMNS, GameState, MonsterPiece, UnitPiece, xy
from .rules import content, level_up_2, monster_def, threat, unit_def

THREAT_SCALE = 3.0  # threat points ahead of the best rival worth ~73 %
HONOUR = 0.25  # base game: an honour mark, in threat points
GOLD = 0.05
UNIT_HP = 0.2  # base game: a unit's HP left, in threat points: what it will still defeat
PERIL_LOGIT = 1 / THREAT_SCALE  # with Level Up 2: a threat point of peril, in the logit of a seat's chance
LOSS = 6.0  # a monster about to break in and eliminate (or, solo, end) the game, in threat points
LOCKED = 0.5  # share of a breaching monster's threat added for being locked in the castle
KEEP_PRIOR = 0.06  # dice everywhere: only a clear gain (about 0.7 threat points) overrules the greedy choice
KEEP_PRIOR_CHANCES = 0.01  # on the scale of `chances`: the same dice for every candidate keep their differences steady
ROUND_PLAYOUTS = 1  # base game, 2+ players: from this round on playouts run to the end of the round
ROUND_HORIZON = 400  # decisions at most in such a playout (a round of 4 players takes about 60-120)
CLOCK_ROUND = 100  # `clock` per round: more than the command choices of any round
LEVEL_UPS = 1  # level-ups searched besides the prior (when ordinary moves fill the other places)


# With Level Up 2, a seat's features (`features`) and, per round (the last row for every later
# round), their weights in the logit of its chance to win: fitted to 1,500 games of four greedy
# bots (seeds 20000-21499) at every choice of a command, by maximum likelihood of the winner among
# the seats (a conditional logit, L2 penalty 0.001). On held-out games it predicts the winner
# better than the base game's standing (log loss in the last two rounds 1.16 and 1.08 against
# 1.26 and 1.25); the same fit to base games predicted less better and lost on the same deals.
FEATURES = ("threat", "unit HP", "units", "honour", "gold", "monster HP", "queued", "hand")
WEIGHTS: tuple[tuple[float, ...], ...] = (
    (-0.14, 0.01, 0.0, -0.05, 0.07, -0.2, 0.0, 0.49),
    (-0.11, -0.07, 0.11, -0.15, 0.1, -0.24, -0.67, 0.57),
    (-0.1, -0.02, 0.14, 0.0, 0.05, -0.28, -0.42, 0.55),
    (-0.06, -0.02, 0.23, 0.08, 0.03, -0.32, -0.97, 0.44),
    (-0.11, -0.03, 0.28, 0.18, -0.01, -0.3, -1.37, 0.26),
    (-0.03, -0.04, 0.33, 0.34, 0.07, -0.27, -1.11, 0.28),
)


# Solo (RR-18): the logit of winning as greedy solo games went on from a position at the choice of
# a command (one a round), fitted by maximum likelihood to 2,000 greedy solo Normal games (seeds
# 50000-51999, rounds with 1-8 rounds left; L2 penalty 0.001). The work still to do — the HP left
# of every monster on the board and in the white deck — predicts the loss far better than the
# threat still to defeat (held-out log loss 0.193 against 0.218 with the threat and the rounds
# left); set against the rounds left (the pace: about 3.6 HP a round, RR-18.6's last round),
# the queued monsters, the peril of a breach (RR-18.2), the units' HP, number and the cards in hand
# (what will do the work), the honour marks (boons) and how near the monsters stand to the castle.
# On fresh solo Normal deals (seeds 3348-3371, 700 ms) it won 16 of 24 where the same search judged
# by the threat still to defeat against a fixed slack of 10 won 8 (greedy 2): 10 deals won only by
# it, 2 only by the old judgement.
SOLO_FEATURES = ("1", "rounds left", "work", "queued", "peril", "unit HP", "units", "hand", "honour", "near")
SOLO_WEIGHTS = (-3.185, 2.614, -0.722, -0.953, -0.099, 0.141, 0.43, 0.581, 0.113, -0.403)


def solo_features(state: GameState) -> tuple[float, ...]:
    """What predicts a solo win (SOLO_FEATURES): the rounds left counting this one (RR-18.6: the
    round after the unit deck runs out is the last; the deck loses 3 mercenaries a round, RR-16.7),
    the HP left of the monsters on the board and in the white deck, the threat queued (RR-15.13),
    the peril (`RookRaidersExpert.peril`), the units' HP left and number, the unit cards in hand,
    the honour marks and the monsters' threat, each divided by its distance to the castle."""
    p = state.players[0]
    f = state.flow
    left = f.last_round - f.round + 1 if f.last_round is not None else len(state.unit_deck) // 3 + 1
    units = [u for u in p.board if isinstance(u, UnitPiece)]
    work = sum(monster_def(state, m.card).hp - m.damage for m in p.board if isinstance(m, MonsterPiece))
    work += sum(monster_def(state, uid).hp for uid in state.white_deck)
    near = sum(
        monster_def(state, m.card).threat / (COLUMNS - xy(square)[0])
        for square, m in enumerate(p.board)
        if isinstance(m, MonsterPiece)
    )
    return (
        1.0,
        left,
        work,
        sum(monster_def(state, uid).threat for queue in p.queues for uid in queue),
        RookRaidersExpert.peril(state, 0),
        sum(unit_def(state, u.card).hp - u.damage for u in units),
        len(units),
        len(p.hand),
        p.honour,
        near,
    )


def features(state: GameState, seat: int) -> tuple[float, ...]:
    """What predicts a seat's win (FEATURES): its threat total (RR-19.7; a sampled world's medals),
    its units' HP left and their number, its honour marks and gold (the tie-break, RR-19.10), the
    HP left of the monsters on its board (the work still to do), its queued monsters (they come
    back, RR-15.13) and the unit cards in its hand (to recruit)."""
    p = state.players[seat]
    units = [u for u in p.board if isinstance(u, UnitPiece)]
    monster_hp = sum(monster_def(state, m.card).hp - m.damage for m in p.board if isinstance(m, MonsterPiece))
    return (
        threat(state, seat),
        sum(unit_def(state, u.card).hp - u.damage for u in units),
        len(units),
        p.honour,
        p.gold,
        monster_hp,
        sum(len(q) for q in p.queues),
        len(p.hand),
    )


class RookRaidersExpert:
    horizon = 80  # at most: a command, or the end of a round with the monsters' invasion
    ticks = 1  # playouts stop when the next command is to be chosen
    keep_prior = KEEP_PRIOR  # set by `candidates` on the scale of the evaluation in use
    max_candidates = 5

    def __init__(self) -> None:
        self.greedy = GreedyBot()

    def determinize(self, view: GameState, seat: int, rng: random.Random) -> GameState:
        state: GameState = clone(view)
        unseen = Counter(content().rules.medals)
        unseen.subtract(state.players[seat].medals)
        values = list(unseen.elements())
        rng.shuffle(values)
        for p in state.players:
            if p.seat != seat:
                p.medals, values = values[: len(p.medals)], values[len(p.medals) :]
        state.medal_pool = values[: len(state.medal_pool)]
        state.white_deck = shuffle_within(state.white_deck, lambda uid: monster_def(state, uid).level, rng)
        rng.shuffle(state.unit_deck)
        reseed(state, rng)
        return state

    def policy(
        self, game: Game[Any, Any], state: GameState, player: int, legal: Sequence[BaseModel], rng: random.Random
    ) -> BaseModel:
        self.greedy.rng = rng
        return self.greedy.choose(game, state, legal, rng)

    def clock(self, state: GameState) -> int:
        """Command choices reached so far (a new round counts on from the last): a player about to
        choose has reached the next one, so a playout from a command choice runs through that command."""
        f = state.flow
        return f.round * CLOCK_ROUND + f.turns_taken + (f.decision == "command")

    def evaluate(self, game: Game[Any, Any], state: GameState, seat: int) -> float:
        if state.result is not None:
            return result_value(state.result, seat)
        if state.players[seat].eliminated:
            return 0.0
        if len(state.players) == 1:
            return sigmoid(sum(w * x for w, x in zip(SOLO_WEIGHTS, solo_features(state), strict=True)))
        if level_up_2(state):
            return self.chances(state)[seat]
        rival = max(self.standing(state, p.seat) for p in state.players if p.seat != seat and not p.eliminated)
        return sigmoid((self.standing(state, seat) - rival) / THREAT_SCALE)

    def standing(self, state: GameState, seat: int) -> float:
        """Base game: the threat total less what the units, honour marks and gold are worth."""
        p = state.players[seat]
        units = sum(unit_def(state, u.card).hp - u.damage for u in p.board if isinstance(u, UnitPiece))
        return -threat(state, seat) - self.peril(state, seat) + UNIT_HP * units + HONOUR * p.honour + GOLD * p.gold

    def chances(self, state: GameState) -> dict[int, float]:
        """With Level Up 2, each seat still in the game's chance of winning: a conditional logit of
        what predicted the winner of greedy games (WEIGHTS), less the peril at the next Invasion."""
        weights = WEIGHTS[min(max(state.flow.round, 1), len(WEIGHTS)) - 1]
        logits = {
            p.seat: sum(w * x for w, x in zip(weights, features(state, p.seat), strict=True))
            - PERIL_LOGIT * self.peril(state, p.seat)
            for p in state.players
            if not p.eliminated
        }
        top = max(logits.values())
        odds = {seat: math.exp(logit - top) for seat, logit in logits.items()}
        total = sum(odds.values())
        return {seat: value / total for seat, value in odds.items()}

    @staticmethod
    def peril(state: GameState, seat: int) -> float:
        """What the monsters that would break in at the next Invasion, as the board stands, cost."""
        p = state.players[seat]
        solo = len(state.players) == 1
        blue_in = any(monster_def(state, uid).colour == "blue" for uid in p.castle)
        total = 0.0
        for square, piece in enumerate(p.board):
            if not isinstance(piece, MonsterPiece):
                continue
            d = monster_def(state, piece.card)
            if geo.monster_destination(p.board, square, d.movement) is not None:
                continue
            fatal = solo or d.colour == "red" or (d.colour == "blue" and blue_in)
            total += LOSS if fatal else LOCKED * d.threat
        return total

    def candidates(
        self, game: Game[Any, Any], view: GameState, seat: int, legal: Sequence[BaseModel], rng: random.Random
    ) -> list[BaseModel]:
        """The greedy bot's choice first, then the others by the greedy bot's judgement of them,
        with at most LEVEL_UPS level-ups among the searched ones: with Level Up 2 (RX-5.11) a
        level-up is offered for every unit and both its cards wherever honour allows, and the
        greedy bot rates none of them, so unchecked they would crowd out the ordinary moves. Also
        sets how far this search's playouts go (`ticks`, `horizon`): in the base game with 2+
        players to the next round's first command, else to the next command."""
        self.keep_prior = KEEP_PRIOR_CHANCES if level_up_2(view) and len(view.players) > 1 else KEEP_PRIOR
        if len(view.players) > 1 and not level_up_2(view) and view.flow.round >= ROUND_PLAYOUTS:
            self.ticks = (view.flow.round + 1) * CLOCK_ROUND + 1 - self.clock(view)  # its first command
            self.horizon = ROUND_HORIZON
        else:
            self.ticks, self.horizon = RookRaidersExpert.ticks, RookRaidersExpert.horizon
        self.greedy.rng = rng
        prior = self.greedy.choose(game, view, legal, rng)
        others = [a for a in legal if a != prior]
        rng.shuffle(others)  # ties (and choices it does not judge) in no set order
        others.sort(key=lambda a: -self.judgement(view, seat, a))
        ordinary = [a for a in others if not isinstance(a, LevelUp)]
        level_ups = [a for a in others if isinstance(a, LevelUp)]
        room = max(0, self.max_candidates - 1 - min(LEVEL_UPS, len(level_ups)))
        return [prior, *ordinary[:room], *level_ups, *ordinary[room:]]

    def judgement(self, view: GameState, seat: int, action: BaseModel) -> float:
        """How good the greedy bot rates an action (0 for kinds it does not rate one by one)."""
        p = view.players[seat]
        if isinstance(action, StartAction):
            piece = p.board[action.square]
            if not isinstance(piece, UnitPiece):
                return 0.0
            movement = unit_def(view, piece.card).movement + action.full_move
            return _best_plan(view, p, action.square, movement, True)[0] - 2.5 * action.full_move
        if isinstance(action, UseSkill):
            return self.greedy._target_score(view, p, action.targets)
        if isinstance(action, LevelUp):  # the greedy bot's pick: the unit with the most damage
            piece = p.board[action.square]
            return piece.damage if isinstance(piece, UnitPiece) else 0.0
        if isinstance(action, Recruit):
            d = unit_def(view, action.card)
            y = xy(action.square)[1]
            line = sum(isinstance(m, MonsterPiece) and xy(s)[1] == y for s, m in enumerate(p.board))
            return d.cost + 2.0 * (d.skill.type == "attack") + 0.5 * line
        return 0.0


EXPERT = RookRaidersExpert  # bots/expert.py makes one per bot: a bot thinking on its own thread shares nothing


class HardRookRaidersExpert(RookRaidersExpert):
    """Hard (bots/expert.py): the same playouts over 3 candidates instead of 5. A quarter of the
    expert's budget alone won as often as the expert (base game, seeds 3100-3111: 7/12, the expert
    5/12), and judging at the next command instead of the round's end fell below greedy (3100-3123:
    4/24); this Hard won 20/56 on 3100-3155, between greedy's 21 % a seat and the expert's 28/56."""

    max_candidates = 3


HARD = HardRookRaidersExpert
