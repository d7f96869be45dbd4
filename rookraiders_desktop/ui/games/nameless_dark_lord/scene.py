"""The Nameless Dark Lord table, drawn from `game.view(state, viewer)`.

The table shows the same to every seat; only a scry's put-back order is told to its player alone
(in the log), so hot-seat play needs a curtain only between that player and the others (see
MainWindow.refresh).

Top, the central area: one column per battle area A, B, C … — its letter, the live Power totals
(or, once its Strength Calculation Phase has run, the ranking with who holds priority and the
upkeep the player with priority would pay), the Units stacked in placement order in their owners'
sleeves, and the target card below them. The area being resolved glows. Right of the areas: the
level decks (cards left per level), the Goblin Bombers in the stock, the Trash Area, the Remove
Area, the stock's coins and tokens and, for a player looking at the next target cards, those
cards. At the end of the game an end-of-game panel covers the central area with every player's
score sheet, line by line.

Below, one Home Area per player (two per row; with 3 players the third is centred): name and
colour, gold and silver coins, free Magic Circle Sleeves, Curse tokens, whether they passed, the
START PLAYER card with its holder, and their cards in three rows: Territories, Units, Artifacts
(off: dimmed; received this round: "new").

Click keys: ("home", seat, card definition id) for a usable card of a Home Area (copies of one
card are the same choice), ("home", seat, uid) for one that is off or new, ("area", i) for a
battle area (its panel and its target card), ("unit", uid) for a Unit in a battle area,
("player", seat) for a player's Home Area as a whole (L2-F's chosen player), ("trash", card
definition id) for a card of the Trash Area, ("start",) for the START PLAYER card.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from functools import partial
from typing import Any, ClassVar

from PySide6.QtCore import QRectF

from ....engine.core.errors import ContentError
from ....engine.core.game import Event
from ....engine.core.i18n import QT_TRANSLATE_NOOP
from ....engine.games.nameless_dark_lord import effects as fx
from ....engine.games.nameless_dark_lord.actions import Activate, PlaceUnit, SwapCard, TakeBack
from ....engine.games.nameless_dark_lord.content import load_content
from ....engine.games.nameless_dark_lord.models import GameState, Placed
from ....engine.games.nameless_dark_lord.text import card_name, coins_text
from ...i18n import current_language, engine_tr
from ...items import (
    CARD_H,
    CARD_W,
    BackFace,
    CardItem,
    CardLook,
    LabelItem,
    LabelLook,
    ScoreSheetItem,
    ScoreSheetLook,
    TableItem,
    TokenItem,
    TokenLook,
    ZoneItem,
    ZoneLook,
)
from ...items.token import TokenStyle
from ...scene_base import GameScene, LatestEvent
from .faces import PLAYER_COLOURS, NDCardFace, Sleeve, colour_name

PAD = 14.0
GAP = 24.0
CENTRAL_W = 1500.0  # wide as the 16:9 table pane allows at this height
AREA_W = 226.0  # one battle area column: its Units stacked, its target card beside them
AREA_TOP = 44.0
STATUS_LINES = 5
STATUS_H = 15.0
UNIT_W, UNIT_H = CARD_W, CARD_H
UNIT_STEP = 34.0  # how far each later Unit sits below the one placed before it
TARGET_W, TARGET_H = CARD_W * 1.2, CARD_H * 1.2
UNITS_H = 4 * UNIT_STEP + UNIT_H  # room for five stacked Units
# a low battle area (the target beside the Units, not under them) keeps the table near the 16:9
# table pane's shape, so every card is drawn larger
AREA_H = 34 + STATUS_LINES * STATUS_H + UNITS_H + 8
SMALL_W, SMALL_H = 52.0, 68.0  # a card in the Trash or Remove Area
PILE_W, PILE_H = 44.0, 58.0  # a deck or the Goblin Bombers
FAN_DROP = 24.0  # a small cards' row below its caption: a last-move badge on a card clears the caption's words
PILE_ROW = FAN_DROP + SMALL_H + 6  # a caption and a row of small cards
STOCK_STEP = 74.0
HOME_W, HOME_H = 74.0, 96.0
ART_MIN_W = 200.0  # the Artifacts row's least room: its caption whole, inside the player's zone
PLAYER_W = (CENTRAL_W - GAP) / 2
ROW_H = 16 + HOME_H + 6  # a caption and a row of cards
PLAYER_H = 82 + 2 * ROW_H + 8  # Territories and Artifacts side by side, then the Units

PHASE_TEXT = {
    "setup": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "Setup"),
    "prep": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "Preparation Phase"),
    "placement": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "Placement Phase"),
    "resolution": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "Battle area resolution"),
    "triggers": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "Abilities of acquired cards"),
    "end": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "End Phase"),
    "over": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "Final Scoring"),
}
DECK_TEXT = {
    "level1": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "Level 1"),
    "level2": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "Level 2"),
    "level3": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "Level 3"),
    "level3plus": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "Level 3+"),
}
FORM_TEXT = {
    "fixed": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "fixed"),
    "variable": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "variable"),
    "base_bonus": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "base + bonus"),
    "ab": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "a/b"),
    "curse": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "Curse tokens"),
}
ROW_TEXT = {
    "territory": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "Territories (テリトリー) {count}"),
    "unit": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "Units (ユニット) {count}"),
    "artifact": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "Artifacts (アーティファクト) {count}"),
}
UPKEEP_NOTE = {
    "charge": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "Charge token: free"),
    "workshop": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "changed upkeep"),
    "surcharge": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "with surcharge"),
    "workshop+surcharge": QT_TRANSLATE_NOOP("NamelessDarkLordScene", "changed upkeep, with surcharge"),
}


def card(face: Any, **kwargs: Any) -> CardLook:
    return CardLook(face=face, **kwargs)


def home_key(view: GameState, seat: int, uid: str) -> tuple[Any, ...]:
    """A Home Area card's click key: usable copies of one card are one choice."""
    p = view.players[seat]
    if uid in p.new or uid in p.off:
        return ("home", seat, uid)
    return ("home", seat, view.cards[uid])


class NamelessDarkLordScene(GameScene):
    runs_by_itself = frozenset({"phase"})  # resolution, clean-up and income follow the last choice
    token_styles: ClassVar[Mapping[str, TokenStyle]] = {  # coins, tokens and free Magic Circle Sleeves
        "gold_coin": TokenStyle("gold", "ink", "disc"),
        "silver_coin": TokenStyle("#b9bec6", "ink", "disc"),
        "power": TokenStyle("#e0402f", "paper", "disc"),
        "charge": TokenStyle("#f0e14a", "ink", "disc"),
        "curse": TokenStyle("#4a2a5a", "paper", "square"),
        "sleeve": TokenStyle("magic", "ink", "square"),
    }

    def __init__(self, game: Any, players: int):
        super().__init__(game, players)
        self.content = load_content()
        self.view_state: GameState | None = None
        self._bands: dict[Hashable, float] = {}  # a partly covered Unit's key: the height it shows
        self.lang = current_language()
        self.columns = players + self.content.rules.extra_targets  # the most battle areas of a round
        rows = (players + 1) // 2
        self.central_h = AREA_TOP + AREA_H + 14
        self.setSceneRect(-GAP, -GAP, CENTRAL_W + 2 * GAP, self.central_h + rows * (PLAYER_H + GAP) + 2 * GAP)

    @classmethod
    def warm_up_faces(cls) -> list[Any]:
        """Every card's face, and one in Japanese in a sleeve, so the first table paints as fast as
        the others; [] when the data does not load."""
        try:
            ids = list(load_content().cards)
        except ContentError:
            return []
        return [NDCardFace(i) for i in ids] + [NDCardFace(ids[-1], "ja", Sleeve("red", "1·P", 1, 1, 1, True))]

    # --- helpers -------------------------------------------------------------------------------
    def _label(
        self,
        ident: Hashable,
        text: str,
        x: float,
        y: float,
        width: float,
        size: float = 12,
        bold: bool = False,
        align: str = "left",
        ink: str = "zone_title",
    ) -> None:
        look = LabelLook(text, size, bold, ink, align)
        item = self.place(ident, lambda: LabelItem(look, width), look, x, y)
        item.resize(width, size * 1.6)

    def _card(
        self,
        ident: Hashable,
        look: CardLook,
        x: float,
        y: float,
        w: float,
        h: float,
        key: Hashable | None = None,
        z: float = 0,
        tip: str = "",
    ) -> None:
        item = self.place(ident, lambda: CardItem(look, w, h), look, x, y, key, z)
        item.resize(w, h)
        if not tip and isinstance(look.face, NDCardFace):
            tip = look.face.tooltip()
        if item.toolTip() != tip:
            item.setToolTip(tip)

    def _token(self, ident: Hashable, look: TokenLook, x: float, y: float, side: float = 26, tip: str = "") -> None:
        item = self.place(ident, lambda: TokenItem(look, side), look, x, y)
        if item.toolTip() != tip:
            item.setToolTip(tip)

    def _zone(
        self,
        ident: Hashable,
        look: ZoneLook,
        x: float,
        y: float,
        w: float,
        h: float,
        key: Hashable | None = None,
        z: float = -10,
    ) -> None:
        item = self.place(ident, lambda: ZoneItem(look, w, h), look, x, y, key, z)
        item.resize(w, h)

    def _name(self, seat: int) -> str:
        v = self.view_state
        return v.players[seat].name if v is not None and 0 <= seat < len(v.players) else f"P{seat + 1}"

    def _owner_tag(self, seat: int) -> str:
        return f"{seat + 1}·{self._name(seat)}"

    def _sleeve(self, v: GameState, u: Placed, order: int) -> Sleeve:
        return Sleeve(
            colour=v.players[u.owner].colour,
            owner=self._owner_tag(u.owner),
            order=order,
            power=fx.placement_power(v, u),
            power_tokens=u.power_tokens,
            charge=u.charge,
        )

    def _coins(self, gold: int, silver: int) -> str:
        return coins_text(gold, silver, engine_tr)

    def player_origin(self, seat: int) -> tuple[float, float]:
        """Two Home Areas per row; a last one alone on its row (3 players) is centred under the
        two above it, so no empty box is left."""
        row, col = divmod(seat, 2)
        y = self.central_h + GAP + row * (PLAYER_H + GAP)
        if col == 0 and seat == self.players - 1:
            return (CENTRAL_W - PLAYER_W) / 2, y
        return col * (PLAYER_W + GAP), y

    def area_origin(self, index: int) -> tuple[float, float]:
        return PAD + index * AREA_W, AREA_TOP

    # --- sync ------------------------------------------------------------------------------------
    def sync(self, view: GameState, viewer: int | None, acting: int | None, latest: LatestEvent) -> None:
        self.view_state = view
        self.lang = current_language()
        self._bands = {}
        self.begin_sync()
        self._central(view, acting)
        for p in view.players:
            self._player(view, p.seat, acting)
        if view.result is not None:
            self._final(view)
        self.end_sync()

    def _central(self, v: GameState, acting: int | None) -> None:
        f = v.flow
        phase = self.tr(PHASE_TEXT[f.phase]) if f.phase in PHASE_TEXT else f.phase
        look = ZoneLook(
            self.tr("Battle areas (バトルエリア)"),
            subtitle=self.tr("Round {round} of {rounds} · {phase}").format(
                round=f.round, rounds=self.content.rules.rounds, phase=phase
            ),
        )
        self._zone("central", look, 0, 0, CENTRAL_W, self.central_h)
        for i, _area in enumerate(v.areas):
            self._area(v, i, acting)
        piles_x = PAD + self.columns * AREA_W + 6
        self._piles(v, piles_x, CENTRAL_W - piles_x - PAD)
        self._stock(v, CENTRAL_W / 2 - 240)

    def _area(self, v: GameState, i: int, acting: int | None) -> None:
        area = v.areas[i]
        f = v.flow
        x, y = self.area_origin(i)
        w = AREA_W - 8
        limit, _ = fx.area_limit(v, area)
        resolving = f.phase == "resolution" and f.area == i and not area.done
        zone_h = AREA_H
        look = ZoneLook(
            area.letter,
            glow=resolving,
            glow_word=self.tr("NOW") if resolving else "",
            subtitle="" if resolving else self.tr("{count}/{limit}").format(count=len(area.units), limit=limit),
        )
        self._zone(("area_zone", i), look, x, y, w, zone_h, key=("area", i), z=-6)
        # the status lines: live Power totals, or the ranking once the Strength Calculation has run
        lines = self._status_lines(v, i)
        for n in range(STATUS_LINES):
            text, bold = lines[n] if n < len(lines) else ("", False)
            if text:
                self._label(("area_status", i, n), text, x + 8, y + 32 + n * STATUS_H, w - 14, 11, bold)
        # the Units in placement order, earliest on top of the column
        top = y + 34 + STATUS_LINES * STATUS_H
        count = len(area.units)
        step = UNIT_STEP if count <= 5 else (4 * UNIT_STEP) / (count - 1)
        for n, u in enumerate(area.units):
            face = NDCardFace(v.cards[u.card], self.lang, self._sleeve(v, u, n + 1))
            self._card(
                ("card", u.card),
                card(face),
                x + 8,
                top + n * step,
                UNIT_W,
                UNIT_H,
                key=("unit", u.card),
                z=1 + n,
            )
            if n < count - 1 and step < UNIT_H:
                self._bands[("unit", u.card)] = step  # the next Unit covers all but this band
        if not area.units:
            self._label(("area_empty", i), self.tr("no Unit yet"), x + 8, top + 40, UNIT_W, 11, False, "center")
        # the target card (or where it went), right of the Units
        ty = top
        tx = x + 8 + UNIT_W + 6
        if area.target is not None:
            self._card(
                ("card", area.target),
                card(NDCardFace(v.cards[area.target], self.lang)),
                tx,
                ty,
                TARGET_W,
                TARGET_H,
                key=("area", i),
                z=1,
            )
        else:
            if area.winner is not None:
                gone = self.tr("acquired by {name}").format(name=self._name(area.winner))
            elif area.trashed:
                gone = self.tr("to the Trash Area")
            else:
                gone = ""
            if gone:
                self._label(("area_gone", i), gone, tx, ty + 30, TARGET_W, 12, True, "center")

    def _status_lines(self, v: GameState, i: int) -> list[tuple[str, bool]]:
        area = v.areas[i]
        f = v.flow
        lines: list[tuple[str, bool]] = []
        if area.ranking is None:
            totals: dict[int, int] = {}
            for u in area.units:
                totals[u.owner] = totals.get(u.owner, 0) + fx.placement_power(v, u)
            for seat, total in sorted(totals.items(), key=lambda t: -t[1]):
                lines.append((self.tr("{name}: Power {total}").format(name=self._name(seat), total=total), False))
            return lines[:STATUS_LINES]
        offering = f.decision == "offer" and f.area == i
        for n, r in enumerate(area.ranking):
            if area.winner == r.player:
                mark = self.tr("✓ acquired")
            elif offering and f.decider == r.player:
                mark = self.tr("▶ priority")
            elif f.area == i and r.player in f.offer and not area.done:
                mark = self.tr("waiting")
            else:
                mark = self.tr("✗ no")
            lines.append(
                (
                    self.tr("{rank}. {name} {total} {mark}").format(
                        rank=n + 1, name=self._name(r.player), total=r.total, mark=mark
                    ),
                    offering and f.decider == r.player,
                )
            )
        if not area.ranking:
            lines.append((self.tr("nobody placed a Unit"), False))
        if offering and f.decider is not None:
            cost, _ = fx.upkeep_due(v, area, f.decider)
            lines = lines[: STATUS_LINES - 1]
            lines.append((self.tr("upkeep due: {coins}").format(coins=self._coins(cost.gold, cost.silver)), True))
        return lines[:STATUS_LINES]

    def _piles(self, v: GameState, x0: float, width: float) -> None:
        """The decks and the Goblin Bombers, the Trash and Remove Areas and the cards a player
        looks at, in rows right of the battle areas."""
        y = AREA_TOP
        self._label("cap_decks", self.tr("Decks (山札): cards left"), x0, y - 2, width, 13, True)
        step = min(PILE_W + 6, (width - PILE_W) / len(DECK_TEXT))
        for n, deck in enumerate(DECK_TEXT):  # cards left per level (their order is secret)
            count = v.deck_backs.get(deck, 0)
            face = BackFace(self.tr(DECK_TEXT[deck]), count, self.tr("target cards"), black=deck == "level3plus")
            tip = self.tr("{deck}: {count} card(s) left").format(deck=self.tr(DECK_TEXT[deck]), count=count)
            self._card(("deck", deck), card(face, dim=count == 0), x0 + n * step, y + 18, PILE_W, PILE_H, tip=tip)
        bx = x0 + len(DECK_TEXT) * step
        if v.bombers:
            badge = self.tr("×{count} in stock").format(count=len(v.bombers))
            bombers = card(NDCardFace(v.cards[v.bombers[0]], self.lang), badge=badge)
            self._card(("card", v.bombers[0]), bombers, bx, y + 18, PILE_W, PILE_H)
        else:
            empty = card(BackFace(self.tr("Goblin Bombers"), 0), dim=True)
            self._card("bombers_empty", empty, bx, y + 18, PILE_W, PILE_H, tip=self.tr("Goblin Bombers"))
        y += 18 + PILE_H + 8
        trash = self.tr("Trash Area (トラッシュエリア) {count}").format(count=len(v.trash))
        self._label("cap_trash", trash, x0, y, width, 13, True)
        self._fan(
            [(uid, NDCardFace(v.cards[uid], self.lang), ("trash", v.cards[uid])) for uid in v.trash],
            x0,
            y + FAN_DROP,
            width,
        )
        y += PILE_ROW
        removed = self.tr("Remove Area (リムーブエリア) {count}").format(count=len(v.removed))
        self._label("cap_removed", removed, x0, y, width, 13, True)
        self._fan(
            [(u.card, NDCardFace(v.cards[u.card], self.lang, self._sleeve(v, u, 0)), None) for u in v.removed],
            x0,
            y + FAN_DROP,
            width,
        )
        y += PILE_ROW
        if v.flow.scry:  # the cards a player looks at (L1-F), for that player only
            self._label("cap_scry", self.tr("You look at the next target cards (top first):"), x0, y, width, 13, True)
            for n, uid in enumerate(v.flow.scry):
                scry = card(NDCardFace(v.cards[uid], self.lang), badge=f"{n + 1}")
                self._card(("scry", uid), scry, x0 + n * (SMALL_W + 6), y + 18, SMALL_W, SMALL_H)

    def _stock(self, v: GameState, x0: float) -> None:
        """The shared stock of coins and tokens, in the battle areas' title row."""
        self._label("cap_stock", self.tr("Stock (ストック)"), x0, 9, 110, 13, True)
        stock = [
            ("gold_coin", self.tr("G"), v.stock_gold, self.tr("gold coins")),
            ("silver_coin", self.tr("S"), v.stock_silver, self.tr("silver coins")),
            ("power", "+1", v.power_tokens, self.tr("Power tokens")),
            ("charge", "C", v.charge_tokens, self.tr("Charge tokens")),
            ("curse", self.tr("Cu"), v.curse_tokens, self.tr("Curse tokens")),
        ]
        for n, (kind, mark, count, what) in enumerate(stock):
            sx = x0 + 112 + n * STOCK_STEP
            self._token(("stock", kind), TokenLook(kind, mark), sx, 8, 24, tip=f"{what}: {count}")
            self._label(("stock_n", kind), f"×{count}", sx + 27, 11, STOCK_STEP - 30, 13, True)

    def _fan(self, cards: list[tuple[str, NDCardFace, Hashable | None]], x0: float, y: float, width: float) -> None:
        if not cards:
            return
        step = min(SMALL_W + 4, (width - SMALL_W) / max(len(cards) - 1, 1))
        for n, (uid, face, key) in enumerate(cards):
            self._card(("card", uid), card(face), x0 + n * step, y, SMALL_W, SMALL_H, key=key, z=n)

    def _player(self, v: GameState, seat: int, acting: int | None) -> None:
        p = v.players[seat]
        ox, oy = self.player_origin(seat)
        title = self.tr("{number}. {name} — {colour}").format(
            number=seat + 1, name=p.name, colour=colour_name(p.colour)
        )
        status = []
        if p.passed and v.flow.phase == "placement":
            status.append(self.tr("passed"))
        if p.acquired:
            status.append(self.tr("acquired {count} this round").format(count=p.acquired))
        look = ZoneLook(title, glow=seat == acting, subtitle=self.tr(" · ").join(status))
        self._zone(("zone", seat), look, ox, oy, PLAYER_W, PLAYER_H, key=("player", seat))
        # the sleeves' colour, told also by the seat number in the title and on every sleeve
        self._token(
            ("colour", seat),
            TokenLook("sleeve", str(seat + 1)),
            ox + PLAYER_W - PAD - 150,
            oy + 40,
            28,
            tip=self.tr("Magic Circle Sleeves: {colour}").format(colour=colour_name(p.colour)),
        )
        # coins, sleeves, curses
        x, y = ox + PAD, oy + 40
        for kind, mark, count, what in (
            ("gold_coin", self.tr("G"), p.gold, self.tr("gold")),
            ("silver_coin", self.tr("S"), p.silver, self.tr("silver")),
            ("curse", self.tr("Cu"), p.curses, self.tr("Curse tokens")),
        ):
            self._token(("coins", seat, kind), TokenLook(kind, mark), x, y, 28, tip=f"{what}: {count}")
            self._label(("coins_n", seat, kind), f"×{count}", x + 31, y + 4, 44, 15, True)
            x += 80
        self._label(
            ("sleeves", seat),
            self.tr("free sleeves ×{count}").format(count=p.sleeves),
            ox + PLAYER_W - PAD - 118,
            oy + 44,
            112,
            13,
            True,
        )
        # the START PLAYER card with its holder
        if v.flow.start_player == seat and v.start_card:
            self._card(
                ("card", v.start_card),
                card(NDCardFace(v.cards[v.start_card], self.lang)),
                x + 10,
                oy + 34,
                40,
                52,
                key=("start",),
                z=2,
            )
        # the cards: Territories and Artifacts side by side, then the Units
        groups: dict[str, list[str]] = {"territory": [], "unit": [], "artifact": []}
        for uid in p.home:
            kind = self.content.cards[v.cards[uid]].type
            groups.get(kind, groups["artifact"]).append(uid)
        room = PLAYER_W - 2 * PAD
        n_ter, n_art = len(groups["territory"]), len(groups["artifact"])
        share = (room - 24) * max(n_ter, 1) / max(n_ter + n_art, 1)
        ter_room = max(HOME_W * 2, min(room - 24 - ART_MIN_W, share))
        y = oy + 82
        rows = [
            ("territory", ox + PAD, y, ter_room),
            ("artifact", ox + PAD + ter_room + 24, y, room - ter_room - 24),
            ("unit", ox + PAD, y + ROW_H, room),
        ]
        for kind, x0, y0, width in rows:
            uids = groups[kind]
            self._label(
                ("cap_row", seat, kind),
                self.tr(ROW_TEXT[kind]).format(count=len(uids)),
                x0,
                y0,
                width,
                12,
                True,
            )
            # a row too long for its room fans out: each card shows a strip under the next one
            # (its name band); hovering it shows it whole in the preview beside the table
            step = min(HOME_W + 6, (width - HOME_W) / max(len(uids) - 1, 1))
            for n, uid in enumerate(uids):
                off, new = uid in p.off, uid in p.new
                badge = self.tr("off") if off else self.tr("new: next round") if new else ""
                self._card(
                    ("card", uid),
                    card(NDCardFace(v.cards[uid], self.lang), badge=badge, dim=off),
                    x0 + n * step,
                    y0 + 16,
                    HOME_W,
                    HOME_H,
                    key=home_key(v, seat, uid),
                    z=n,
                )
                if n < len(uids) - 1:
                    self.fan_strip(self.item(("card", uid)), step)

    # --- the end of the game ---------------------------------------------------------------------
    def _final(self, v: GameState) -> None:
        result = v.result
        assert result is not None
        winners = self.tr(", ").join(self._name(w) for w in result.winners)
        headline = (
            self.tr("A draw between {names}").format(names=winners)
            if result.draw
            else self.tr("{names} wins").format(names=winners)
        )
        look = ZoneLook(
            self.tr("Final Scoring (最終得点計算)"), glow=True, glow_word=self.tr("GAME OVER"), subtitle=headline
        )
        self._zone("final_panel", look, 6, 34, CENTRAL_W - 12, self.central_h - 40, z=55)
        sheets = sorted(v.scores, key=lambda s: (-s.total, -s.gold_income, -s.silver_income))
        n = len(sheets)
        w = (CENTRAL_W - 12 - 2 * PAD - (n - 1) * 12) / max(n, 1)
        for rank, sheet in enumerate(sheets):
            seat = sheet.player
            lines = []
            for line in sheet.lines:
                form = self.tr(FORM_TEXT[line.form]) if line.form in FORM_TEXT else line.form
                what = (
                    card_name(v.cards.get(line.card, line.card), self.lang)
                    if line.card
                    else self.tr(FORM_TEXT["curse"])
                )
                lines.append((what, form, f"{line.points:+d}" if line.points < 0 else str(line.points)))
            if sheet.curses:
                lines.append(
                    (
                        self.tr("Curse tokens ×{count}").format(count=sheet.curses),
                        self.tr(FORM_TEXT["curse"]),
                        f"-{sheet.curses}",
                    )
                )
            won = seat in result.winners
            rank_text = self.tr("{rank}. place").format(rank=rank + 1)
            if won:
                rank_text = self.tr("★ WINNER · {rank}").format(rank=rank_text)
            footer = (
                self.tr("tie-break: INCOME {gold} gold, {silver} silver").format(
                    gold=sheet.gold_income, silver=sheet.silver_income
                ),
            )
            sheet_look = ScoreSheetLook(
                title=self.tr("{number}. {name} — {colour}").format(
                    number=seat + 1, name=v.players[seat].name, colour=colour_name(v.players[seat].colour)
                ),
                colour=PLAYER_COLOURS.get(v.players[seat].colour, ("#555555", ""))[0],
                rank=rank_text,
                lines=tuple(lines),
                total=self.tr("Total {points} VP").format(points=sheet.total),
                footer=footer,
                winner=won,
            )
            h = self.central_h - 40 - 56
            self.place(
                ("sheet", seat),
                partial(ScoreSheetItem, sheet_look, w, h),
                sheet_look,
                6 + PAD + rank * (w + 12),
                34 + 44,
                z=60,
            ).resize(w, h)

    # --- the others' last move ------------------------------------------------------------------
    def _home_keys(self, seat: Any, def_id: Any) -> list[Hashable]:
        """The click keys of `seat`'s Home Area cards of definition `def_id`."""
        v = self.view_state
        if v is None or not isinstance(seat, int) or not 0 <= seat < len(v.players):
            return []
        return list(dict.fromkeys(home_key(v, seat, u) for u in v.players[seat].home if v.cards.get(u) == def_id))

    def last_move_marks(self, events: list[Event]) -> list[tuple[Hashable, str]]:
        """The Unit placed in a battle area, sent to the Remove Area or swapped with another, the
        card acquired, turned off for its ability, taken back or swapped, the target card trashed
        and the player who passed."""
        v = self.view_state
        if v is None:
            return []
        letters = {area.letter: i for i, area in enumerate(v.areas)}
        marks: list[tuple[Hashable, str]] = []
        for event in events:
            a, kind = event.args, event.kind
            seat = a.get("player")
            if kind == "place" and a.get("area") in letters:
                i = letters[a["area"]]
                units = v.areas[i].units
                at = int(a.get("position") or 0) - 1
                if 0 <= at < len(units):
                    marks.append((("unit", units[at].card), self.tr("placed in area {area}").format(area=a["area"])))
            elif kind in ("acquire", "activate", "take_back"):
                words = {
                    "acquire": self.tr("acquired"),
                    "activate": self.tr("used its ability"),
                    "take_back": self.tr("taken back"),
                }
                marks += [(key, words[kind]) for key in self._home_keys(seat, a.get("card"))]
            elif kind == "doll_swap":
                marks += [(key, self.tr("swapped")) for key in self._home_keys(seat, a.get("card"))]
                marks += [(key, self.tr("swapped")) for key in self._home_keys(a.get("other"), a.get("doll"))]
            elif kind == "unit_removed":
                marks += self._removed_mark(a)
            elif kind == "units_swapped":
                marks += self._swapped_marks(a, letters)
            elif kind == "trash":
                marks.append((("trash", a.get("card")), self.tr("trashed")))
            elif kind == "pass":
                marks.append((("player", seat), self.tr("passed")))
        return marks

    def _removed_mark(self, a: dict[str, Any]) -> list[tuple[Hashable, str]]:
        """The Unit just sent to the Remove Area (its card there, by the item's ident: no click)."""
        v = self.view_state
        assert v is not None
        uid = next(
            (u.card for u in reversed(v.removed) if v.cards.get(u.card) == a.get("card") and u.owner == a.get("owner")),
            None,
        )
        return [] if uid is None else [(("card", uid), self.tr("removed from area {area}").format(area=a.get("area")))]

    def _swapped_marks(self, a: dict[str, Any], letters: dict[str, int]) -> list[tuple[Hashable, str]]:
        """The two Units that changed places, each in the battle area it went to."""
        v = self.view_state
        assert v is not None
        marks: list[tuple[Hashable, str]] = []
        for card_id, owner, area in (
            (a.get("card_a"), a.get("owner_a"), a.get("area_b")),
            (a.get("card_b"), a.get("owner_b"), a.get("area_a")),
        ):
            units = v.areas[letters[area]].units if area in letters else []
            unit = next((u for u in units if v.cards.get(u.card) == card_id and u.owner == owner), None)
            if unit is not None:
                marks.append((("unit", unit.card), self.tr("swapped into area {area}").format(area=area)))
        return marks

    # --- actions and clicks ----------------------------------------------------------------------
    def visible_rect(self, item: TableItem) -> QRectF:
        """A Unit lower in a battle area's stack shows only its band above the next Unit, a card
        fanned in a long home row only its strip left of the next card: its highlight and focus
        ring cover that part, not the cards on top of it."""
        rect = super().visible_rect(item)
        band = self._bands.get(item.key)
        if band is not None:
            rect.setHeight(band)
        return rect

    def _owner_of(self, uid: str) -> int | None:
        v = self.view_state
        if v is None:
            return None
        for p in v.players:
            if uid in p.home:
                return p.seat
        return None

    def action_keys(self, action: Any) -> tuple[Hashable, ...]:
        v = self.view_state
        if v is None:
            return ()
        if isinstance(action, PlaceUnit):
            return home_key(v, action.player, action.card), ("area", action.area)
        if isinstance(action, Activate):
            keys: tuple[Hashable, ...] = (home_key(v, action.player, action.card),)
            keys += tuple(("unit", t) for t in action.targets)
            if action.target_player is not None:
                keys += (("player", action.target_player),)
            return keys
        if isinstance(action, SwapCard):
            if action.card == v.start_card:
                return (("start",),)
            owner = self._owner_of(action.card)
            return (home_key(v, owner, action.card),) if owner is not None else ()
        if isinstance(action, TakeBack):
            return (("trash", v.cards[action.card]),)
        return ()

    def first_mark(self, key: Hashable) -> bool:
        """Before a pick, only where a choice begins is highlighted: the cards (the battle areas,
        Units and players follow once a card is picked)."""
        return isinstance(key, tuple) and bool(key) and key[0] in ("home", "trash", "start")

    def key_mark_kind(self, key: Hashable, action: Any) -> str:
        kind = key[0] if isinstance(key, tuple) and key else ""
        if kind == "area":
            return "move"
        if kind in ("unit", "player"):
            return "target"
        if kind == "home" and isinstance(action, (PlaceUnit, Activate)):
            return "select"
        return "option"

    def mark_kind(self, action: Any) -> str:
        if isinstance(action, PlaceUnit):
            return "move"
        if isinstance(action, Activate):
            return "target"
        return "option"

    def _card_of_key(self, key: tuple[Any, ...]) -> str:
        """A card definition id from a ("home", seat, def id or uid) or ("trash", def id) key."""
        v = self.view_state
        ref = key[-1]
        if v is not None and ref in v.cards:
            return v.cards[ref]
        return str(ref)

    def key_text(self, key: Hashable) -> str:
        v = self.view_state
        if not isinstance(key, tuple) or not key or v is None:
            return str(key)
        kind = key[0]
        if kind in ("home", "trash"):
            return card_name(self._card_of_key(key), self.lang)
        if kind == "area":
            return self.tr("battle area {letter}").format(letter=v.areas[key[1]].letter)
        if kind == "unit":
            return card_name(v.cards[key[1]], self.lang)
        if kind == "player":
            return self._name(key[1])
        if kind == "start":
            return self.tr("START PLAYER card")
        return str(key[-1])

    def describe_key(self, key: Hashable) -> str:
        """The item with `key` in words (the keyboard's focus line)."""
        v = self.view_state
        if not isinstance(key, tuple) or not key or v is None:
            return str(key)
        kind = key[0]
        if kind == "home":
            return self.tr("{owner}'s Home Area: {card}").format(owner=self._name(key[1]), card=self.key_text(key))
        if kind == "area":
            area = v.areas[key[1]]
            target = card_name(v.cards[area.target], self.lang) if area.target else self.tr("none")
            return self.tr("battle area {letter}: {count} Unit(s), target card {card}").format(
                letter=area.letter, count=len(area.units), card=target
            )
        if kind == "unit":
            found = fx.locate(v, key[1])
            if found is not None:
                ai, pos = found
                u = v.areas[ai].units[pos]
                return self.tr("{owner}'s {card} in battle area {letter} (unit {n}, Power {power})").format(
                    owner=self._name(u.owner),
                    card=card_name(v.cards[u.card], self.lang),
                    letter=v.areas[ai].letter,
                    n=pos + 1,
                    power=fx.placement_power(v, u),
                )
        if kind == "player":
            return self.tr("{name}'s Home Area").format(name=self._name(key[1]))
        if kind == "trash":
            return self.tr("Trash Area: {card}").format(card=self.key_text(key))
        return self.key_text(key)

    def probe_action(self, key: Hashable, seat: int, picks: Any) -> Any | None:
        v = self.view_state
        if v is None or not isinstance(key, tuple) or not key:
            return None
        p = v.players[seat]
        picked = [k for k in picks if isinstance(k, tuple) and k and k[0] == "home"] if picks else []

        def uid_of(k: tuple[Any, ...]) -> str | None:
            ref = str(k[-1])
            if ref in v.cards:
                return ref
            return next((u for u in v.players[k[1]].home if v.cards[u] == ref), None)

        if key[0] == "home" and key[1] == seat and (uid := uid_of(key)) is not None:
            d = self.content.cards[v.cards[uid]]
            if d.type == "unit" and v.areas:
                return PlaceUnit(player=seat, card=uid, area=0)
            return Activate(player=seat, card=uid)
        if key[0] == "area":
            uid = (
                uid_of(picked[0])
                if picked
                else next((u for u in p.home if self.content.cards[v.cards[u]].type == "unit"), None)
            )
            return PlaceUnit(player=seat, card=uid or "", area=key[1])  # no Unit: ND-7.2 says so
        if key[0] == "unit" and picked:
            uid = uid_of(picked[0])
            if uid is not None:
                return Activate(player=seat, card=uid, targets=(key[1],))
        # Any other click (another player's card, the START PLAYER card, a Unit with nothing
        # picked...): the engine's refusal of using it names the rule (ND-6.1 when the decision
        # is another one, ND-8.4 when the card is not in the player's Home Area).
        ref = str(key[-1])
        return Activate(player=seat, card=ref if ref in v.cards else "")

    def prompt(self, v: GameState, seat: int) -> str:
        f = v.flow
        p = v.players[seat]
        decision = f.decision or ""
        if decision == "turn":
            return self.tr(
                "Round {round}: click an active Unit of your Home Area, then a battle area to place it "
                "(free sleeves: {sleeves}); or click a card to use its activated ability; or pass for "
                "this round."
            ).format(round=f.round, sleeves=p.sleeves)
        if decision == "after":
            return self.tr("You may make an extra placement (click the Unit, then a battle area), or end your turn.")
        if decision == "curse":
            ability = self.content.cards[v.cards[f.curse_card]].activated if f.curse_card else None
            avoid = ability.avoid if ability is not None else None
            return self.tr("{who} uses {card} on you: pay {coins} to avoid the Curse token, or take it.").format(
                who=self._name(f.curse_from) if f.curse_from is not None else "?",
                card=card_name(v.cards.get(f.curse_card or "", ""), self.lang),
                coins=self._coins(avoid.gold, avoid.silver) if avoid is not None else "—",
            )
        if decision == "scry":
            return self.tr(
                "Put back the {count} cards you look at, in the order you choose (the first is revealed first)."
            ).format(count=len(f.scry))
        if decision == "offer" and f.area < len(v.areas):
            area = v.areas[f.area]
            cost, upkeep = fx.upkeep_due(v, area, seat)
            parts = []
            for line in upkeep:
                due = self._coins(line.gold, line.silver)
                note = self.tr(UPKEEP_NOTE[line.note]) if line.note in UPKEEP_NOTE else ""
                parts.append(f"{card_name(v.cards[line.card], self.lang)}: {due}" + (f" ({note})" if note else ""))
            return self.tr(
                "Battle area {letter}: you have priority for {card}. Acquire it by paying the upkeep of "
                "your Units there: {total} ({lines}). You have {coins}. Or decline: priority passes "
                "on."
            ).format(
                letter=area.letter,
                card=card_name(v.cards.get(area.target or "", ""), self.lang),
                total=self._coins(cost.gold, cost.silver),
                lines=self.tr("; ").join(parts),
                coins=self._coins(p.gold, p.silver),
            )
        if decision == "doll":
            return self.tr(
                "Witch Doll: click a card in another player's Home Area (or the START PLAYER card) to "
                "exchange the Doll for it, or keep the Doll."
            )
        if decision == "take_back":
            return self.tr("Take a card back from the Trash Area (click it), or take nothing.")
        if decision == "bomber":
            return self.tr("You acquired no target card this round: take a Goblin Bomber from the stock?")
        return ""


SCENE = NamelessDarkLordScene  # what ui/games/__init__.py's scene_class finds for this game
