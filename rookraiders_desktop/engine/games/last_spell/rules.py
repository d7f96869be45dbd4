"""The room of The Last Spell — Night: setup from a scenario night's preset (the Day is not in this
app: the town, the heroes' equipment and the spawn piles are a designed "typical day"), the flow
driver that runs the monster phase and asks the players for their choices, the dispatch of
actions to the module that owns them, solo recruiting (LS-24) and the texts.

Seats: in hot-seat each seat plays one hero (the first N preset heroes). With one seat the solo
rules apply (LS-24): all four preset heroes are set up, the player chooses one to start and
recruits more for gold before the night, up to three in play, each with 5 AP.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import BaseModel

from ...core.clone import clone_state
from ...core.game import ChallengePlan, Event, Setup, SetupOption
from ...core.i18n import QT_TRANSLATE_NOOP, Translate, english
from ...core.rng import Rng
from ...core.room import TurnBasedGame, apply_atomically, chosen_option, clear_decision, decide, run_until_decision
from . import outcome
from .actions import ACTION_ADAPTER, BeginNight, DiscardToken, Recruit, SaveAlly
from .content import NIGHTS, Content, ScenarioNight, load_content
from .errors import Rejected, Violation
from .listing import LISTING
from .models import ArmourSlot, BossState, GameState, Hero, MoveToken, Potion, Structure

SCENARIOS = NIGHTS  # the nights the new-game dialog offers, in its order
SOLO_AP = 5  # LS-24.3
SOLO_MAX_IN_PLAY = 3  # LS-24.6
RECRUIT_COST = (0, 3, 5, 7)
TURN_ACTIONS = (
    "flip",
    "move",
    "jump",
    "climb",
    "warp",
    "attack",
    "scroll",
    "punch",
    "defence_up",
    "potion",
    "recover_armour",
    "boots",
    "ballista",
    "catapult",
    "end_turn",
    "pass",
)  # LS-24.5: the 1st hero is free, then 3, 5 and 7 gold


def content() -> Content:
    return load_content()


def scenario_of(state: GameState) -> ScenarioNight:
    return content().scenarios[state.scenario]


def scenario_option(setup: Setup) -> str:
    """The night: the new-game dialog's "scenario" option, or the command line's `--variant`."""
    return chosen_option(setup, "scenario", "intro")


# --- setup ------------------------------------------------------------------------------------


def new_game(setup: Setup, seed: int) -> GameState:
    c = content()
    sc = c.scenarios[scenario_option(setup)]
    solo = len(setup.seats) == 1
    loadouts = sc.heroes if solo else sc.heroes[: len(setup.seats)]
    heroes = []
    for i, lo in enumerate(loadouts):
        hd = c.heroes[lo.hero]
        heroes.append(
            Hero(
                index=i,
                owner=0 if solo else i,
                hero=hd.id,
                name=(hd.name if solo or not setup.seats[i].name else f"{hd.name} ({setup.seats[i].name})"),
                cell=lo.start,
                in_play=not solo,
                hp=hd.hp,
                wounds=max(lo.wounds - 1, 0),  # LS-4.3: the end-of-day recovery removes 1 wound
                mana=hd.mana,
                mana_max=hd.mana,  # LS-4.5: mana restored to its maximum
                ap=SOLO_AP if solo else hd.ap,
                ap_max=SOLO_AP if solo else hd.ap,  # LS-24.3
                tokens=[MoveToken(value=v) for v in hd.tokens],
                weapons=list(lo.weapons),
                armour=[ArmourSlot(card=a) for a in lo.armour],
                potions=[Potion(colour=p) for p in lo.potions],
                scrolls=list(lo.scrolls),
            )
        )
    structures = []
    next_id = 1
    for p in sc.structures:
        structures.append(
            Structure(id=next_id, kind=p.kind, cells=[tuple(cell) for cell in p.cells], projectiles=p.projectiles)
        )
        next_id += 1
    state = GameState(
        rng=Rng(seed=seed),
        scenario=sc.id,
        board=sc.board,
        night=sc.night,
        solo=solo,
        heroes=heroes,
        structures=structures,
        next_id=next_id,
        mages=sc.mages,
        panic=list(sc.panic),
        spawn_piles={k: list(v) for k, v in sc.spawn_piles.items()},
        gold=sc.gold if solo else 0,
        boss=BossState(kind=sc.boss if sc.night == 3 else None),
    )
    events: list[Event] = [
        Event(kind="night_begins", args={"scenario": sc.id, "night": sc.night, "heroes": len(heroes), "solo": solo})
    ]
    if solo:
        state.phase = "setup"
    else:
        _start_monster_phase(state, events)
    run_until_decision(state, events, advance)
    state.opening_events = with_names(state, events)
    return state


def _start_monster_phase(state: GameState, events: list[Event]) -> None:
    from . import monster_phase

    monster_phase.start(state, events)


# --- the flow driver --------------------------------------------------------------------------


def _owner(state: GameState, hero: int) -> int:
    return state.heroes[hero].owner


def advance(state: GameState, events: list[Event]) -> None:
    """One piece of automatic work, or name the next decision (see the package docstring)."""
    from . import combat, hero_phase, monster_phase

    if state.dying is not None:
        saver = _priest_holder(state)
        if saver is None:
            combat.apply_priest(state, SaveAlly(player=_owner(state, state.dying), hero=state.dying, slot=None), events)
            return
        decide(state, "priest", _owner(state, saver))
        state.flow.hero = saver
        return
    if state.damage_queue:
        head = state.damage_queue[0]
        if len(combat.legal_armour_actions(state)) > 1:
            decide(state, "armour", _owner(state, head.hero))
            state.flow.hero = head.hero
        else:
            combat.resolve_damage(state, events)
        return
    if state.attack is not None:
        decide(state, "reroll", _owner(state, state.attack.hero))
        state.flow.hero = state.attack.hero
        return
    if state.choice is not None:  # a decision the rules give the players (LSN-6)
        decide(state, "choose", _owner(state, state.choice.hero))
        state.flow.hero = state.choice.hero
        return
    if state.flow.screech_left:
        hero = state.flow.screech_left[0]
        if not [t for t in state.heroes[hero].tokens if not t.set_aside]:
            state.flow.screech_left.pop(0)  # nothing left to discard
            return
        decide(state, "screech", _owner(state, hero))
        state.flow.hero = hero
        return
    if state.phase == "setup":
        decide(state, "recruit", 0)
        return
    if state.phase == "monster":
        monster_phase.advance(state, events)
        return
    if state.phase == "hero":
        hero_phase.advance(state, events)
        return
    raise RuntimeError(f"no work in phase {state.phase}")


def _priest_holder(state: GameState) -> int | None:
    """A living hero other than the dying one with a ready Priest Armor (LS-23.23, LS-A39)."""
    armour = content().armour
    for h in state.heroes:
        if h.index == state.dying or h.dead or not h.in_play:
            continue
        if any(not a.exhausted and "priest" in armour[a.card].on_use for a in h.armour):
            return h.index
    return None


# --- who acts and what they may do ------------------------------------------------------------


def legal_actions(state: GameState, player: int) -> list[BaseModel]:
    from . import choices, combat, hero_phase

    flow = state.flow
    if state.result is not None or flow.decider != player or (flow.hero is None and flow.decision != "recruit"):
        return []
    d = flow.decision
    if d == "recruit":
        return _recruit_actions(state, player)
    hero = flow.hero
    if hero is None:  # only the recruit decision has no hero (above)
        return []
    if d == "turn":
        return list(hero_phase.legal_actions(state, hero))
    if d == "armour":
        return list(combat.legal_armour_actions(state))
    if d == "reroll":
        return list(combat.legal_reroll_actions(state))
    if d == "priest":
        h = state.heroes[hero]
        armour = content().armour
        slots = [i for i, a in enumerate(h.armour) if not a.exhausted and "priest" in armour[a.card].on_use]
        saves: list[BaseModel] = [SaveAlly(player=player, hero=hero, slot=i) for i in slots]
        return [*saves, SaveAlly(player=player, hero=hero, slot=None)]
    if d == "screech":
        h = state.heroes[hero]
        return [DiscardToken(player=player, hero=hero, token=i) for i, t in enumerate(h.tokens) if not t.set_aside]
    if d == "choose":
        return list(choices.legal(state))
    return []


def _in_play(state: GameState) -> list[Hero]:
    return [h for h in state.heroes if h.in_play and not h.dead]


def recruit_cost(state: GameState) -> int:
    """LS-24.2/24.5: the starting hero is free; then the 2nd, 3rd and 4th recruited cost 3, 5, 7
    (counted over the game, a dead hero's place included, LS-A48)."""
    if not _in_play(state) and state.recruits == 0:
        return RECRUIT_COST[0]
    return RECRUIT_COST[min(state.recruits + 1, len(RECRUIT_COST) - 1)]


def _recruit_actions(state: GameState, player: int) -> list[BaseModel]:
    actions: list[BaseModel] = []
    if len(_in_play(state)) < SOLO_MAX_IN_PLAY and recruit_cost(state) <= state.gold:
        actions += [Recruit(player=player, hero=h.index) for h in state.heroes if not h.in_play and not h.dead]
    if _in_play(state):
        actions.append(BeginNight(player=player, hero=_in_play(state)[0].index))
    return actions


def apply_action(state: GameState, action: BaseModel) -> list[Event]:
    if state.result is not None:
        raise Rejected("LS-1.5", QT_TRANSLATE_NOOP("LastSpell", "The night is over"))
    a: Any = action
    flow = state.flow
    if a.player != flow.decider:
        raise Rejected("LS-16.2", QT_TRANSLATE_NOOP("LastSpell", "It is not your decision now"))
    if flow.decision != "recruit" and a.hero != flow.hero:
        raise Rejected(
            "LS-16.2",
            QT_TRANSLATE_NOOP("LastSpell", "It is {hero}'s decision now"),
            hero=state.heroes[flow.hero].name if flow.hero is not None else "?",
        )

    def work(events: list[Event]) -> None:
        _dispatch(state, action, events)
        run_until_decision(state, events, advance)

    return with_names(state, apply_atomically(state, work, action))


def with_names(state: GameState, events: list[Event]) -> list[Event]:
    """Events about a hero carry its name, for the log (a solo seat plays several heroes)."""
    named = []
    for e in events:
        hero = e.args.get("hero")
        if isinstance(hero, int) and "name" not in e.args and 0 <= hero < len(state.heroes):
            e = e.model_copy(update={"args": {**e.args, "name": state.heroes[hero].name}})
        named.append(e)
    return named


def _dispatch(state: GameState, action: BaseModel, events: list[Event]) -> None:
    from . import choices, combat, hero_phase

    a: Any = action
    d = state.flow.decision
    allowed = {
        "turn": TURN_ACTIONS,
        "armour": ("armour", "take"),
        "reroll": ("reroll", "resolve"),
        "priest": ("priest",),
        "screech": ("discard",),
        "recruit": ("recruit", "begin"),
        "choose": ("choose",),
    }.get(d or "", ())
    if a.kind not in allowed:
        raise Rejected("LS-16.2", QT_TRANSLATE_NOOP("LastSpell", "That is not a choice now"))
    clear_decision(state)
    if d == "turn":
        hero_phase.apply(state, a, events)
    elif d == "armour":
        combat.apply_armour_action(state, a, events)
    elif d == "reroll":
        combat.apply_reroll_action(state, a, events)
    elif d == "priest":
        _check_priest(state, a)
        combat.apply_priest(state, a, events)
    elif d == "screech":
        _discard(state, a, events)
    elif d == "recruit":
        _recruit(state, a, events)
    elif d == "choose":
        choices.apply(state, a, events)


def _check_priest(state: GameState, a: SaveAlly) -> None:
    if a.slot is None:
        return
    h = state.heroes[a.hero]
    if (
        not 0 <= a.slot < len(h.armour)
        or h.armour[a.slot].exhausted
        or "priest" not in content().armour[h.armour[a.slot].card].on_use
    ):
        raise Violation("LS-23.23", QT_TRANSLATE_NOOP("LastSpell", "Only a ready Priest Armor can save a dying ally"))


def _discard(state: GameState, a: DiscardToken, events: list[Event]) -> None:
    """LS-12.14/LS-A17: the chosen movement token is set aside (lost for the next hero phase)."""
    h = state.heroes[a.hero]
    if not 0 <= a.token < len(h.tokens) or h.tokens[a.token].set_aside:
        raise Violation("LS-12.14", QT_TRANSLATE_NOOP("LastSpell", "Choose one of your movement tokens still at hand"))
    h.tokens[a.token].set_aside = True
    state.flow.screech_left.remove(a.hero)
    events.append(
        Event(kind="token_discarded", args={"hero": a.hero, "name": h.name, "value": h.tokens[a.token].value})
    )


def _recruit(state: GameState, a: Any, events: list[Event]) -> None:
    if a.kind == "begin":
        if not _in_play(state):
            raise Violation("LS-24.2", QT_TRANSLATE_NOOP("LastSpell", "Choose the hero who starts the game first"))
        for h in state.heroes:
            if not h.in_play:
                h.cell = None  # reserve heroes wait off the battlefield
        events.append(Event(kind="night_starts", args={"heroes": [h.index for h in _in_play(state)]}))
        _start_monster_phase(state, events)
        return
    if not 0 <= a.hero < len(state.heroes) or state.heroes[a.hero].in_play:
        raise Violation("LS-24.2", QT_TRANSLATE_NOOP("LastSpell", "That hero is already in play"))
    if len(_in_play(state)) >= SOLO_MAX_IN_PLAY:
        raise Violation(
            "LS-24.6",
            QT_TRANSLATE_NOOP("LastSpell", "At most {n} heroes can be in play at the same time"),
            n=SOLO_MAX_IN_PLAY,
        )
    cost = recruit_cost(state)
    if cost > state.gold:
        raise Violation(
            "LS-24.5",
            QT_TRANSLATE_NOOP("LastSpell", "Recruiting this hero costs {cost} gold; you have {gold}"),
            cost=cost,
            gold=state.gold,
        )
    h = state.heroes[a.hero]
    first = not _in_play(state)
    state.gold -= cost
    if not first:
        state.recruits += 1
    h.in_play = True
    events.append(
        Event(
            kind="hero_recruited",
            args={"hero": a.hero, "name": h.name, "cost": cost, "gold": state.gold, "first": first},
        )
    )


# --- the room ---------------------------------------------------------------------------------


class LastSpell(TurnBasedGame):
    """Cooperative: every player wins or loses together; everything is public."""

    state_model: ClassVar[type[GameState]] = GameState
    action_adapter: ClassVar[Any] = ACTION_ADAPTER
    content_loader = staticmethod(load_content)
    game_id: ClassVar[str] = LISTING.game_id
    title: ClassVar[str] = LISTING.title
    text_context: ClassVar[str] = LISTING.text_context
    score_label: ClassVar[str] = "town"
    title_ja: ClassVar[str] = "ザ・ラストスペル ボードゲーム ─ 夜間"
    min_players: ClassVar[int] = LISTING.min_players
    max_players: ClassVar[int] = LISTING.max_players
    hidden_information: ClassVar[bool] = False  # all information is public
    score_caption: ClassVar[str] = QT_TRANSLATE_NOOP("StatsWindow", "Mages left")
    rule_prefixes: ClassVar[tuple[str, ...]] = ("LS",)
    challenge: ClassVar[ChallengePlan | None] = ChallengePlan((), {"scenario": "gildenberg_1"})  # solo night
    phase_names: ClassVar[dict[str, str]] = {  # the timeline's phases ("ReplayPage" context)
        "setup": QT_TRANSLATE_NOOP("ReplayPage", "Setup"),
        "monster": QT_TRANSLATE_NOOP("ReplayPage", "Monster phase"),
        "hero": QT_TRANSLATE_NOOP("ReplayPage", "Hero phase"),
        "end": QT_TRANSLATE_NOOP("ReplayPage", "End of the night"),
    }
    variants: ClassVar[tuple[str, ...]] = SCENARIOS
    setup_options: ClassVar[tuple[SetupOption, ...]] = LISTING.setup_options

    def validate_setup(self, setup: Setup) -> None:
        n = len(setup.seats)
        if not self.min_players <= n <= self.max_players:
            raise Violation(
                "LS-24.2",
                QT_TRANSLATE_NOOP(
                    "LastSpell", "The Last Spell is played by 1 to 4 players (one alone plays solo), not {n}"
                ),
                n=n,
            )
        name = scenario_option(setup)
        if name not in content().scenarios:
            raise Violation(
                "LS-1.2",
                QT_TRANSLATE_NOOP("LastSpell", 'Unknown night "{name}"; choose one of: {names}'),
                name=name,
                names=", ".join(content().scenarios),
            )

    def create(self, setup: Setup, seed: int) -> GameState:
        return new_game(setup, seed)

    def legal_for(self, state: GameState, player: int) -> list[BaseModel]:
        return legal_actions(state, player)

    def apply(self, state: GameState, action: BaseModel) -> list[Event]:
        return apply_action(state, action)

    def view(self, state: GameState, viewer: int | None) -> GameState:
        v = clone_state(state)  # core/clone.py: a fraction of a deep model_copy
        v.rng = Rng(seed=0)  # the dice to come are never shown
        v.boss.deck = sorted(v.boss.deck)  # nor the order of Cetusia's face-down deck (LS-20.14)
        return v

    def timeline(self, state: GameState) -> dict[str, Any]:
        """Where the night stands, for a replay's "jump to a round or phase": the monster phases
        begun (a round is a monster phase and the hero phase after it) and the phase."""
        return {"round": state.monster_phase, "phase": state.phase}

    def describe_action(
        self, action: BaseModel, state: GameState | None = None, tr: Translate = english, lang: str = "en"
    ) -> str:
        from .text import describe_action

        return describe_action(action, state, tr, lang)

    def describe_event(
        self, event: Event, names: dict[int, str] | None = None, tr: Translate = english, lang: str = "en"
    ) -> str:
        from .text import describe_event

        return describe_event(event, names, tr, lang)

    def score_summary(self, state: GameState) -> dict[str, int]:
        """Cooperative: how well the town held (mages left on the magic circle, monsters still out)."""
        return {"mages": state.mages, "monster_hp": outcome.monster_hp_left(state)}


GAME = LastSpell()
