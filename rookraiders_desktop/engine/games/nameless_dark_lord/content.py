"""The Nameless Dark Lord card and component data, loaded from resources/games/nameless_dark_lord/*.json.

One file per card back (ND-3.4): start_player.json, initial.json, level1.json, level2.json,
level3.json, level3plus.json, assist.json, plus rules.json for the numbers of the game.

Every entry says where its values come from: `given` maps a field to the rulebook clause or worked
example that states it (`name_ja`/`name_en` when the rulebook names the card); every other value is
designed (the printed cards are pictures missing from the rulebook text) and can be edited to match
the printed cards. `invented: true` marks the few cards the rulebook never mentions at all, designed
to fill the decks to their printed counts (ND-1.1).

Abilities are data: each names one of a small set of effects (EFFECTS below) implemented once in
effects.py, with the effect's parameters. A card with no ability needs no code at all.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationInfo,
    field_validator,
    model_validator,
)

from ...core.content import (
    check_known,
    check_unique,
    data_error,
    load_entries,
    load_object,
    short,
)
from ...core.resources import game_resources

GAME_ID = "nameless_dark_lord"
CONTEXT = "NamelessDarkLord"

Deck = Literal["start_player", "initial", "level1", "level2", "level3", "level3plus", "assist"]
DECKS: tuple[Deck, ...] = ("start_player", "initial", "level1", "level2", "level3", "level3plus", "assist")
DECK_FILES = {deck: f"{deck}.json" for deck in DECKS}
CardType = Literal["marker", "unit", "territory", "artifact"]
Colour = Literal["red", "blue", "green", "purple"]
PLAYER_COUNTS = (3, 4)  # ND-3.1


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Coins(Frozen):
    gold: int = Field(default=0, ge=0, le=20)
    silver: int = Field(default=0, ge=0, le=40)

    @property
    def empty(self) -> bool:
        return self.gold == 0 and self.silver == 0

    def __add__(self, other: Coins) -> Coins:
        return Coins(gold=self.gold + other.gold, silver=self.silver + other.silver)


class ExchangeRate(Frozen):
    """One EXCHANGE pattern (ND-5.17): give these coins to the stock, take those. A pattern turns
    one coin type into the other."""

    give: Coins
    get: Coins

    @model_validator(mode="after")
    def _one_type_each(self) -> ExchangeRate:
        gives = [t for t in ("gold", "silver") if getattr(self.give, t)]
        gets = [t for t in ("gold", "silver") if getattr(self.get, t)]
        if len(gives) != 1 or len(gets) != 1 or gives == gets:
            raise ValueError("an exchange pattern gives one coin type and gets the other")
        return self


VpForm = Literal["fixed", "variable", "base_bonus", "ab"]
VpCount = Literal["skeleton_kinds", "goblin_units", "artifacts", "curses_all"]


class VictoryPoints(Frozen):
    """The shield at the top left (ND-15.1 to ND-15.5).

    fixed: `value` (may be negative). variable: `table[count]` (the last entry repeats).
    base_bonus: `value` + `per` x count. ab: `value` (a), or `b` when `condition` holds."""

    form: VpForm = "fixed"
    value: int = Field(default=0, ge=-10, le=20)
    b: int | None = Field(default=None, ge=-10, le=30)
    count: VpCount | None = None
    table: list[int] = Field(default_factory=list)
    per: int = Field(default=1, ge=0, le=10)
    condition: Literal["owns_card", "acquired_condition"] | None = None
    card: str | None = None  # owns_card: the partner card's id

    @model_validator(mode="after")
    def _check(self) -> VictoryPoints:
        if self.form == "variable" and (self.count is None or not self.table):
            raise ValueError("a variable VP mark needs a count and a table")
        if self.form == "base_bonus" and self.count is None:
            raise ValueError("a base + bonus VP mark needs a count")
        if self.form == "ab":
            if self.b is None or self.condition is None:
                raise ValueError("an a/b VP mark needs b and a condition")
            if self.condition == "owns_card" and not self.card:
                raise ValueError("the owns_card condition needs the partner card's id")
        return self


Effect = Literal[
    # activated abilities (ND-8): "[pay X and] turn this card off ⇒ ..."
    "power_token",
    "charge_token",
    "remove_unit",
    "swap_units",
    "curse_player",
    "exchange_while_off",
    "scry",
    # when placed (ND-17.1)
    "boost_on_place",
    # placement rules
    "extra_place",
    "area_limit",
    # Strength Calculation Phase (ND-12, ND-10.8)
    "tie_win",
    "race_power",
    "count_power",
    "remove_cost_value",
    # Payment Phase (ND-13.6)
    "surcharge",
    "upkeep_override",
    "return_to_stock",
    # when acquired as a target card; End Phase of the round acquired
    "swap_with_card",
    "fewer_territories",
    "take_back",
    # Final Scoring
    "zero_negative_vp",
]
Timing = Literal["activated", "on_place", "placement", "strength", "payment", "on_acquire", "end_phase", "scoring"]

EFFECT_TIMING: dict[str, str] = {
    "power_token": "activated",
    "charge_token": "activated",
    "remove_unit": "activated",
    "swap_units": "activated",
    "curse_player": "activated",
    "exchange_while_off": "activated",
    "scry": "activated",
    "boost_on_place": "on_place",
    "extra_place": "placement",
    "area_limit": "placement",
    "tie_win": "strength",
    "race_power": "strength",
    "count_power": "strength",
    "remove_cost_value": "strength",
    "surcharge": "payment",
    "upkeep_override": "payment",
    "return_to_stock": "payment",
    "swap_with_card": "on_acquire",
    "fewer_territories": "on_acquire",
    "take_back": "end_phase",
    "zero_negative_vp": "scoring",
}


class Ability(Frozen):
    """One ability: a named effect with its parameters (see effects.py for what each does)."""

    effect: Effect
    timing: Timing
    cost: Coins = Field(default_factory=Coins)  # activated: paid before turning off; boost_on_place: optional payment
    max_power: int | None = Field(default=None, ge=0, le=20)  # remove_unit: targets with Power <= this
    max_cost_value: int | None = Field(default=None, ge=0, le=10)  # charge_token: targets with cost value <= this
    cost_value: int | None = Field(default=None, ge=0, le=10)  # remove_cost_value: removes this exact cost value
    min_cost_value: int | None = Field(default=None, ge=0, le=10)  # surcharge: units with cost value >= this
    amount: int = Field(default=1, ge=0, le=10)  # Power bonus, tokens, surcharge silver
    count: int = Field(default=1, ge=1, le=10)  # scry: cards looked at; take_back: cards; swap_units: units
    race: str | None = None  # race_power
    limit: int | None = Field(default=None, ge=1, le=10)  # area_limit
    rate: ExchangeRate | None = None  # exchange_while_off
    avoid: Coins | None = None  # curse_player: what the chosen player may pay instead of taking the token
    upkeep: dict[str, Coins] = Field(default_factory=dict)  # upkeep_override: card id -> upkeep
    cards: list[str] = Field(default_factory=list)  # zero_negative_vp: the card ids that score 0
    order: int = Field(default=0, ge=-99, le=99)  # on_acquire: resolution order within a round (lower first, ND-19.7)

    @model_validator(mode="after")
    def _check(self) -> Ability:
        if EFFECT_TIMING[self.effect] != self.timing:
            raise ValueError(f"effect {self.effect!r} works at timing {EFFECT_TIMING[self.effect]!r}")
        needs = {
            "remove_unit": "max_power",
            "charge_token": "max_cost_value",
            "remove_cost_value": "cost_value",
            "surcharge": "min_cost_value",
            "race_power": "race",
            "area_limit": "limit",
            "exchange_while_off": "rate",
        }
        field = needs.get(self.effect)
        if field and getattr(self, field) is None:
            raise ValueError(f"effect {self.effect!r} needs {field!r}")
        if self.effect == "upkeep_override" and not self.upkeep:
            raise ValueError("effect 'upkeep_override' needs an upkeep table")
        if self.effect == "zero_negative_vp" and not self.cards:
            raise ValueError("effect 'zero_negative_vp' needs the card ids")
        if self.effect == "swap_units" and self.count != 2:
            raise ValueError("effect 'swap_units' always needs exactly two units (ND-17.10)")
        return self


class CardDef(Frozen):
    id: str
    name_ja: str
    name_en: str
    type: CardType
    race: str | None = None  # units: "skeleton", "goblin", "golem", ...
    copies: dict[Deck, int] = Field(min_length=1)  # how many copies carry this card's face, per back
    copies_4p: dict[Deck, int] = Field(default_factory=dict)  # of those, how many are marked "4P" (ND-3.2)
    handle: str | None = None  # the digest's handle (L1-A ...), for readers of the rulings
    invented: bool = False  # the rulebook never mentions this card: designed to fill its deck's count
    colour: Colour | None = None  # Thrones
    # Units (ND-7.1, ND-17.7)
    power: int | None = Field(default=None, ge=0, le=20)
    upkeep: Coins = Field(default_factory=Coins)
    cost_value: int | None = Field(default=None, ge=0, le=10)
    # Territories (ND-5.9, ND-5.14, ND-5.17)
    magic_circles: int = Field(default=0, ge=0, le=5)
    income: Coins = Field(default_factory=Coins)
    exchange: list[ExchangeRate] = Field(default_factory=list)
    vp: VictoryPoints = Field(default_factory=VictoryPoints)
    abilities: list[Ability] = Field(default_factory=list)
    text_en: str = ""
    text_ja: str = ""
    given: dict[str, str] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _check(self) -> CardDef:
        if self.type == "unit" and (self.power is None or self.cost_value is None or not self.race):
            raise ValueError("a Unit needs power, cost_value and race")
        if self.type != "unit" and (self.power is not None or self.cost_value is not None):
            raise ValueError("only Units have power and a cost value")
        if self.type != "territory" and (self.magic_circles or not self.income.empty or self.exchange):
            raise ValueError("only Territories have magic circles, INCOME or EXCHANGE marks")
        if self.exchange and not self.income.empty:
            raise ValueError("a Territory has an INCOME mark or an EXCHANGE mark, not both (ND-5.16)")
        for deck, n in self.copies_4p.items():
            if n > self.copies.get(deck, 0):
                raise ValueError(f"copies_4p[{deck}] is more than copies[{deck}]")
        if any(n < 1 for n in self.copies.values()):
            raise ValueError("copies must be at least 1 per deck listed")
        if self.invented and (self.handle or self.given):
            raise ValueError("an invented card has no rulebook handle and nothing given by the rulebook")
        return self

    def ability(self, effect: str) -> Ability | None:
        for a in self.abilities:
            if a.effect == effect:
                return a
        return None

    def has(self, effect: str) -> bool:
        return self.ability(effect) is not None

    @property
    def activated(self) -> Ability | None:
        for a in self.abilities:
            if a.timing == "activated":
                return a
        return None


class Rules(Frozen):
    """The numbers of the game and its components (the player count, 3 or 4, is fixed: ND-3.1)."""

    rounds: int = Field(ge=1, le=20)
    extra_targets: int = Field(ge=0, le=3)  # targets per round = players + this (ND-5.4)
    area_limit: int = Field(ge=1, le=10)
    max_sleeves: int = Field(ge=1, le=10)
    sleeves_per_colour: int = Field(ge=1, le=10)
    colours: list[Colour] = Field(min_length=PLAYER_COUNTS[-1])
    colours_3p: list[Colour] = Field(min_length=PLAYER_COUNTS[0])
    start_colour: Colour
    stock: Coins  # coins in the box (AMB-20: a count, not a limit)
    power_tokens: int = Field(ge=0, le=99)
    charge_tokens: int = Field(ge=0, le=99)
    curse_tokens: int = Field(ge=0, le=99)
    initial_cards: list[str] = Field(min_length=1)  # the designated cards each player receives (ND-3.9)
    deck_order: list[Literal["level1", "level2", "level3", "level3plus"]] = Field(
        min_length=1
    )  # level decks in revealing order (ND-5.5, AMB-2)
    deck_sizes: dict[Deck, int]  # checked against the card files
    cards_total: int  # checked against the card files
    four_player_cards: int  # checked against the card files
    given: dict[str, str] = Field(default_factory=dict)

    @field_validator("colours", "colours_3p")
    @classmethod
    def _distinct(cls, colours: list[str]) -> list[str]:
        check_unique(colours, "player colour")
        return colours

    @field_validator("start_colour")
    @classmethod
    def _start(cls, colour: str, info: ValidationInfo) -> str:
        check_known([colour], info.data.get("colours_3p"), "colour of the 3-player game")
        return colour


class Content(Frozen):
    cards: dict[str, CardDef]
    rules: Rules
    version: str

    def card(self, def_id: str) -> CardDef:
        return self.cards[def_id]


def exchange_cycle(cards: list[CardDef]) -> tuple[str, str] | None:
    """A pair of EXCHANGE patterns (buying card, selling card) that makes coins out of nothing
    (silver -> gold -> more silver), or None: coins are unlimited (AMB-20), so such a pair would
    let a player pay anything."""
    rates: list[tuple[str, ExchangeRate]] = []
    for c in cards:
        rates += [(c.id, r) for r in c.exchange]
        rates += [(c.id, a.rate) for a in c.abilities if a.rate is not None]
    buys = [(cid, r.give.silver / r.get.gold) for cid, r in rates if r.give.silver]  # silver paid per gold
    sells = [(cid, r.get.silver / r.give.gold) for cid, r in rates if r.give.gold]  # silver got per gold
    return next(((bid, sid) for bid, buy in buys for sid, sell in sells if sell > buy), None)


def _check_cards(cards: list[CardDef], files: dict[str, Path]) -> None:
    """Cross-references between the cards; `files` names the file of each card."""
    known: dict[str, CardDef] = {}
    for c in cards:
        if c.id in known:
            raise data_error(files[c.id], "another card has this id", f'card "{short(c.id)}"', "id")
        known[c.id] = c
    for c in cards:
        refs = [("abilities", ref) for a in c.abilities for ref in list(a.upkeep) + a.cards]
        refs += [("vp", c.vp.card)] if c.vp.card else []
        for field, ref in refs:
            if ref not in known:
                raise data_error(files[c.id], f'unknown card "{short(ref)}"', f'card "{short(c.id)}"', field)
    pair = exchange_cycle(cards)
    if pair:
        raise data_error(
            files[pair[0]],
            f'its EXCHANGE rate and that of "{short(pair[1])}" together turn silver into more silver',
            f'card "{short(pair[0])}"',
            "exchange",
        )


def _check_rules(cards: dict[str, CardDef], rules: Rules, path: Path) -> None:
    """rules.json against the cards: the initial cards exist and suffice, the counts match."""
    try:
        check_known(rules.initial_cards, cards, "card")
    except ValueError as exc:
        raise data_error(path, str(exc), None, "initial_cards") from None
    totals = {deck: sum(c.copies.get(deck, 0) for c in cards.values()) for deck in DECKS}
    for deck, size in rules.deck_sizes.items():
        if totals[deck] != size:
            raise data_error(path, f"the {deck} cards number {totals[deck]}, not {size}", None, "deck_sizes")
    if sum(totals.values()) != rules.cards_total:
        raise data_error(
            path, f"the decks hold {sum(totals.values())} cards, not {rules.cards_total}", None, "cards_total"
        )
    four = sum(n for c in cards.values() for n in c.copies_4p.values())
    if four != rules.four_player_cards:
        raise data_error(path, f"{four} cards are marked 4P, not {rules.four_player_cards}", None, "four_player_cards")
    missing = set(rules.colours) - {c.colour for c in cards.values() if c.colour}
    if missing:
        raise data_error(path, f"the colour {min(missing)} has no Throne card", None, "colours")
    for players in PLAYER_COUNTS:  # every player receives the designated initial cards (ND-3.9)
        for ref in set(rules.initial_cards):
            card, need = cards[ref], rules.initial_cards.count(ref) * players
            have = card.copies.get("initial", 0) - (card.copies_4p.get("initial", 0) if players < 4 else 0)
            if have < need:
                raise data_error(
                    path,
                    f'{players} players need {need} initial "{short(ref)}" cards, there are {have}',
                    None,
                    "initial_cards",
                )


@lru_cache(maxsize=4)
def load_content(folder: str | None = None) -> Content:
    base = Path(folder) if folder else game_resources(GAME_ID)
    cards: list[CardDef] = []
    files: dict[str, Path] = {}
    digest = hashlib.sha256()
    for deck in DECKS:
        path = base / DECK_FILES[deck]
        # a card face may sit in several decks (its `copies` per back); it is listed once, in one file
        entries = load_entries(path, CardDef, "cards")
        files.update((c.id, path) for c in entries if c.id not in files)
        cards += entries
        digest.update(path.read_bytes())
    _check_cards(cards, files)
    rules = load_object(base / "rules.json", Rules)
    digest.update((base / "rules.json").read_bytes())
    by_id = {c.id: c for c in cards}
    _check_rules(by_id, rules, base / "rules.json")
    return Content(cards=by_id, rules=rules, version=digest.hexdigest()[:12])
