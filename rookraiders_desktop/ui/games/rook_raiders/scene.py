"""The Rook & Raiders table, drawn from `game.view(state, viewer)`.

The central area (command row with the pawn and the step cards 5/6/7, the dice tray, the
mercenaries, the decks, the summon chips, the medal tokens, the common stock, the black-frame
piles and the level-up piles) and one area per player: the 6x3 board with the waiting queues on
the left and the castle on the right, under it gold, honour, defeated monsters and medals beside
the hand. layout.py places them for the seat count: the central area above one board or a 2x2
grid, beside two boards stacked.

Click keys: ("sq", seat, square), ("hand", seat, unit def id), ("merc", uid), ("cmd", command id).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from functools import partial
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication

from ....engine.core.errors import ContentError
from ....engine.core.game import Event
from ....engine.core.i18n import QT_TRANSLATE_NOOP
from ....engine.games.rook_raiders.actions import (
    Action,
    ChooseCommand,
    LevelUp,
    MoveUnit,
    PlaceInitial,
    Recruit,
    RemoveMarkers,
    SaintHeal,
    StartAction,
    SupportHeal,
    UseSkill,
)
from ....engine.games.rook_raiders.content import load_content
from ....engine.games.rook_raiders.models import (
    COLUMNS,
    LINES,
    MAGIC_CIRCLE_X,
    OWN_AREA_XS,
    GameState,
    UnitPiece,
    label,
)
from ....engine.games.rook_raiders.rules import public_threat
from ...i18n import current_language
from ...items import (
    CARD_H,
    CARD_W,
    BackFace,
    BoardSquareItem,
    CardItem,
    CardLook,
    DieItem,
    DieLook,
    LabelItem,
    LabelLook,
    SquareLook,
    TableItem,
    TokenItem,
    TokenLook,
    TrackItem,
    TrackLook,
    ZoneItem,
    ZoneLook,
)
from ...items.token import TokenStyle
from ...scene_base import GameScene, LatestEvent, PreviewContent
from .faces import STEPS, CommandFace, MonsterFace, StepFace, TrapFace, UnitFace
from .layout import CAPTION, GAP, MARKED_CAPTION, SLOT_W, Block, PlayerShape, arrange
from .squares import CASTLE, QUEUES, square_meaning

CELL_W, CELL_H = 100.0, 128.0
INSET_X, INSET_Y = (CELL_W - CARD_W) / 2, (CELL_H - CARD_H) / 2
PAD = 14.0
QUEUE_W = CELL_W + 32  # waiting queues, left of the board
CASTLE_W = 104.0
PLAYER_W = PAD + QUEUE_W + 8 + COLUMNS * CELL_W + 8 + CASTLE_W + PAD
BAND_H = MARKED_CAPTION + CARD_H  # under the board: gold, honour and medals on the left, the hand on the right
PLAYER_H = 54 + 3 * CELL_H + 6 + BAND_H + 8
PURSE_W, PURSE_H = 360.0, 150.0  # gold; honour, defeated monsters and medals; markers and cubes (3 rows)
SHAPES = [  # gold, honour and hand under the board, or right of the castle: whichever draws the table larger
    PlayerShape(PLAYER_W, PLAYER_H, beside=False),
    PlayerShape(PLAYER_W + 12 + PURSE_W, 54 + 3 * CELL_H + PAD, beside=True),
]
SMALL_W, SMALL_H = 66.0, 86.0
CARDS_H = MARKED_CAPTION + CARD_H  # a block of cards that take marks: commands, steps, dice, mercenaries
BASE_PILES = (7, 4)  # black piles and level-up piles without Expansion 2, until the first view tells


def central_blocks(black: int, levelup: int) -> list[Block]:
    """The central area's parts in reading order (layout.flow), with room for `black` black piles
    and `levelup` level-up piles (Level Up 2's Trap cards one of them)."""
    return [
        Block("commands", 5 * CELL_W - 8, CARDS_H),
        Block("steps", 3 * CELL_W - 8, CARDS_H),
        Block("dice", 236, CARDS_H),
        Block("mercs", 3 * CELL_W - 8, CARDS_H),
        Block("decks", 3 * CELL_W - 8, CAPTION + CARD_H),
        Block("chips", 3 * 38, CAPTION + 80),
        Block("medals", 4 * 36, CAPTION + 80),
        Block("stock", 230, CAPTION + 84),
        Block("black", 0, 0, black),
        Block("levelup", 0, 0, levelup, MARKED_CAPTION),  # Level Up 2: a pile is chosen on the table
    ]


STEP_OF = {"invasion": 5, "summon": 6, "support": 7, "saint": 7, "recover": 7, "cleanup": 7}
DECISION_TEXT = {  # English; shown through self.tr (context "RookRaidersScene")
    "place": QT_TRANSLATE_NOOP(
        "RookRaidersScene",
        "place your first unit: click a card in your hand, then a square of your own area (free, RR-5.7)",
    ),
    "command": QT_TRANSLATE_NOOP("RookRaidersScene", "choose a command card: click it in the command row"),
    "rest": QT_TRANSLATE_NOOP("RookRaidersScene", "Rest: click acted units to take their action markers off"),
    "recover": QT_TRANSLATE_NOOP(
        "RookRaidersScene",
        "Fatigue recovery: click up to 2 acted units to take their action markers off, or none (RR-16.6)",
    ),
    "recruit": QT_TRANSLATE_NOOP(
        "RookRaidersScene",
        "Recruit: click a hand card or a mercenary, then an empty square of your own area, or decline",
    ),
    "faint": QT_TRANSLATE_NOOP(
        "RookRaidersScene", "a unit is about to faint: level it up to save it, or let the attack happen"
    ),
    "support": QT_TRANSLATE_NOOP(
        "RookRaidersScene", "Support: click one of your damaged units to heal 1 HP, or decline"
    ),
    "declare": QT_TRANSLATE_NOOP(
        "RookRaidersScene",
        "victory window: declare victory if your threat total (medals included) is 8 or less, or wait (RR-19.4)",
    ),
    "levelup": QT_TRANSLATE_NOOP(
        "RookRaidersScene",
        "Level Up 2: click one of the two highlighted level-up cards, then your ★ unit — or continue",
    ),
    "saint": QT_TRANSLATE_NOOP("RookRaidersScene", "the Saint heals 1 HP: click a damaged unit in its range (RX-8.7)"),
}
PHASE_TEXT = {
    "placement": QT_TRANSLATE_NOOP("RookRaidersScene", "Initial placement"),
    "turns": QT_TRANSLATE_NOOP("RookRaidersScene", "Main phase"),
    "auto": QT_TRANSLATE_NOOP("RookRaidersScene", "Main phase · AUTO"),
    "invasion": QT_TRANSLATE_NOOP("RookRaidersScene", "Enemy phase · 5 Invasion"),
    "summon": QT_TRANSLATE_NOOP("RookRaidersScene", "Enemy phase · 6 Summon"),
    "support": QT_TRANSLATE_NOOP("RookRaidersScene", "End phase · Support"),
    "saint": QT_TRANSLATE_NOOP("RookRaidersScene", "End phase · Support · Saint"),
    "recover": QT_TRANSLATE_NOOP("RookRaidersScene", "End phase · Fatigue recovery"),
    "cleanup": QT_TRANSLATE_NOOP("RookRaidersScene", "End phase"),
    "over": QT_TRANSLATE_NOOP("RookRaidersScene", "Game over"),
}
CLASS_TEXT = {
    "warrior": QT_TRANSLATE_NOOP("RookRaidersScene", "Warrior"),
    "cleric": QT_TRANSLATE_NOOP("RookRaidersScene", "Cleric"),
    "sorcerer": QT_TRANSLATE_NOOP("RookRaidersScene", "Sorcerer"),
    "thief": QT_TRANSLATE_NOOP("RookRaidersScene", "Thief"),
}
OUTCOME_TEXT = {
    "critical": QT_TRANSLATE_NOOP("RookRaidersScene", "critical"),
    "fumble": QT_TRANSLATE_NOOP("RookRaidersScene", "fumble"),
    "hit": QT_TRANSLATE_NOOP("RookRaidersScene", "hit"),
    "graze": QT_TRANSLATE_NOOP("RookRaidersScene", "graze"),
}


def card(face: Any, **kwargs: Any) -> CardLook:
    return CardLook(face=face, **kwargs)


STEP_TIPS = {  # what a step card of the enemy and end phases does, for its tooltip and preview
    5: QT_TRANSLATE_NOOP(
        "RookRaidersScene", "Invasion: every monster on every board moves right or attacks, square by square (RR-12.1)."
    ),
    6: QT_TRANSLATE_NOOP("RookRaidersScene", "Summon: 2 new monsters come onto every board (RR-15.1)."),
    7: QT_TRANSLATE_NOOP(
        "RookRaidersScene",
        "End processing: support, fatigue recovery, mercenary reset, command card reset, "
        "change of start player (RR-16.1).",
    ),
}
TOKEN_TIPS = {  # a token's tooltip by its kind ({text}: what is printed on it)
    "pawn": QT_TRANSLATE_NOOP("RookRaidersScene", "Pawn: the command card being carried out"),
    "chip": QT_TRANSLATE_NOOP("RookRaidersScene", "Summon chip {text}, face up (drawn this round)"),
    "chip_down": QT_TRANSLATE_NOOP("RookRaidersScene", "Summon chip, face down"),
    "defeated": QT_TRANSLATE_NOOP("RookRaidersScene", "Summon chips of the monsters defeated: {text}"),
    "medal_down": QT_TRANSLATE_NOOP("RookRaidersScene", "Medal, face down: its value is secret"),
    "medal": QT_TRANSLATE_NOOP("RookRaidersScene", "Medal worth {text} threat"),
    "gold5": QT_TRANSLATE_NOOP("RookRaidersScene", "Gold token: {text} gold"),
    "honour": QT_TRANSLATE_NOOP("RookRaidersScene", "Honour token"),
    "marker": QT_TRANSLATE_NOOP("RookRaidersScene", "Action marker"),
    "cube": QT_TRANSLATE_NOOP("RookRaidersScene", "Cube (damage)"),
}


class RookRaidersScene(GameScene):
    runs_by_itself = frozenset({"auto_command", "phase"})  # AUTO commands; the monster and later phases
    colours: ClassVar[Mapping[str, str]] = {
        "paper_monster": "#f3e6e2",
        "paper_command": "#e7eef6",
        "paper_step": "#ece5f3",
        "castle": "#8d8578",
        "red_skull": "#c0392b",
        "blue_skull": "#2f6db5",
        "honour": "#7a4fb0",
        "medal": "#b5892e",
        "range": "#4a86d6",
        "range_self": "#3a3a3a",
        "range_white": "#ffffff",
    }
    token_styles: ClassVar[Mapping[str, TokenStyle]] = {
        "gold5": TokenStyle("gold", "ink", "disc"),
        "honour": TokenStyle("honour", "paper", "disc"),
        "medal": TokenStyle("medal", "paper", "disc"),
        "medal_down": TokenStyle("back", "back_text", "disc"),
        "chip": TokenStyle("paper", "ink", "square"),
        "chip_down": TokenStyle("back", "back_text", "square"),
        "pawn": TokenStyle("acting", "ink", "pawn"),
        "marker": TokenStyle("marker", "paper", "disc"),
        "cube": TokenStyle("cube", "paper", "cube"),
        "start": TokenStyle("acting", "ink", "square"),
    }

    def __init__(self, game: Any, players: int):
        super().__init__(game, players)
        self.content = load_content()
        self.view_state: GameState | None = None
        self.lang = current_language()
        self.piles = BASE_PILES
        self.layout = arrange(players, central_blocks(*self.piles), SHAPES)
        self._build_static()

    @classmethod
    def warm_up_faces(cls) -> list[Any]:
        """Every unit, monster and command face, and the step cards; [] when the data does not load."""
        try:
            content = load_content()
        except ContentError:
            return []
        faces: list[Any] = [UnitFace(u) for u in content.units] + [MonsterFace(m) for m in content.monsters]
        return faces + [CommandFace(c) for c in content.commands] + [StepFace(n) for n in (5, 6, 7)]

    # --- static parts (made once per table) ----------------------------------------------------
    def _player_origin(self, seat: int) -> tuple[float, float]:
        return self.layout.players[seat]

    def _board_origin(self, seat: int) -> tuple[float, float]:
        ox, oy = self._player_origin(seat)
        return ox + PAD + QUEUE_W + 8, oy + 54

    def square_pos(self, seat: int, square: int) -> tuple[float, float]:
        bx, by = self._board_origin(seat)
        return bx + (square % COLUMNS) * CELL_W, by + (square // COLUMNS) * CELL_H

    def _build_static(self) -> None:
        self.begin_sync()
        for seat in range(self.players):
            for square in range(COLUMNS * len(LINES)):
                x = square % COLUMNS
                zone = "magic" if x == MAGIC_CIRCLE_X else "own" if x in OWN_AREA_XS else "middle"
                px, py = self.square_pos(seat, square)
                self.place(
                    ("square", seat, square),
                    lambda: BoardSquareItem(CELL_W, CELL_H, None),
                    SquareLook(label(square), zone),
                    px,
                    py,
                    key=("sq", seat, square),
                    z=-5,
                )
        self._static = set(self._seen)
        self.setSceneRect(-GAP, -GAP, self.layout.width + 2 * GAP, self.layout.height + 2 * GAP)

    # --- sync ---------------------------------------------------------------------------------
    def sync(self, view: GameState, viewer: int | None, acting: int | None, latest: LatestEvent) -> None:
        self.view_state = view
        self.lang = current_language()
        self._fit_piles(view)
        self.begin_sync()
        self._seen |= self._static
        for seat in range(self.players):  # re-register the squares' click keys
            for square in range(COLUMNS * len(LINES)):
                self._by_key[("sq", seat, square)].append(self._items[("square", seat, square)])
        self._central(view, latest)
        for p in view.players:
            self._player(view, p.seat, viewer, acting)
        self.end_sync()

    def _fit_piles(self, v: GameState) -> None:
        """Lay the table out again when Expansion 2 brings more piles than it has room for, so
        every pile shows whole, its name readable."""
        piles = len(v.black_piles), len(v.levelup_piles) + ("level_up_2" in v.variants)
        if piles != self.piles:
            self.piles = piles
            self.layout = arrange(self.players, central_blocks(*piles), SHAPES)
            self._build_static()  # the boards' squares move; the view refits to the new size

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
        self.place(ident, lambda: LabelItem(look, width), look, x, y)

    def _card(
        self,
        ident: Hashable,
        look: CardLook,
        x: float,
        y: float,
        key: Hashable | None = None,
        small: bool = False,
        z: float = 0,
    ) -> None:
        w, h = (SMALL_W, SMALL_H) if small else (CARD_W, CARD_H)
        item = self.place(ident, lambda: CardItem(look, w, h), look, x, y, key, z)
        tip = look.face.tooltip() if isinstance(look.face, (UnitFace, MonsterFace, TrapFace)) else ""
        if isinstance(look.face, StepFace) and look.face.number in STEP_TIPS:
            tip = f"{self.face_name(look.face)}\n{self.tr(STEP_TIPS[look.face.number])}"
        if look.damage:
            tip += "\n" + self.tr("damage {count}").format(count=look.damage)
        if look.acted:
            tip += "\n" + self.tr("acted (action marker)")
        if item.toolTip() != tip:
            item.setToolTip(tip)

    def _token(self, ident: Hashable, look: TokenLook, x: float, y: float, side: float = 30) -> None:
        item = self.place(ident, lambda: TokenItem(look, side), look, x, y)
        kind = "defeated" if isinstance(ident, tuple) and ident[0] == "defeated" else look.kind
        tip = self.tr(TOKEN_TIPS[kind]).format(text=look.text) if kind in TOKEN_TIPS else ""
        if item.toolTip() != tip:
            item.setToolTip(tip)  # what it is, also large in the preview on hover

    def _central(self, v: GameState, latest: LatestEvent) -> None:
        f = v.flow
        start = v.players[f.start_player].name if v.players else ""
        phase = self.tr(PHASE_TEXT[f.step]) if f.step in PHASE_TEXT else f.step
        look = ZoneLook(
            self.tr("中央エリア Central area"),
            subtitle=self.tr("Round {round} · {phase} · start player {name}").format(
                round=f.round, phase=phase, name=start
            ),
        )
        self.place("central", lambda: ZoneItem(look, self.layout.central_w, self.layout.central_h), look, 0, 0, z=-10)
        self._commands(v, *self._block("commands"))
        self._steps(v, *self._block("steps"))
        self._dice(v, latest, *self._block("dice"))
        self._mercenaries(v, *self._block("mercs"))
        self._decks(v, *self._block("decks"))
        self._chips(v, *self._block("chips"))
        self._medals(v, *self._block("medals"))
        self._stock(v, *self._block("stock"))
        self._black_piles(v, *self._block("black"), self.layout.blocks["black"][2])
        self._levelup_piles(v, *self._block("levelup"), self.layout.blocks["levelup"][2])

    def _block(self, name: str) -> tuple[float, float]:
        """Where a central block's caption begins (its cards start `CAPTION` or `MARKED_CAPTION` lower)."""
        x, y, _columns = self.layout.blocks[name]
        return x, y

    def _commands(self, v: GameState, x0: float, y: float) -> None:
        """The command row (RR-4.16), the pawn on the card being carried out."""
        f = v.flow
        self._label("cap_cmd", self.tr("コマンド Command row"), x0, y, 500, 13, True)
        cmd = f.command
        for i, cid in enumerate(v.command_row):
            badge, dim = "", False
            if cmd is not None and cmd.command == cid:
                leader = v.players[cmd.leader].name if cmd.leader is not None else None
                badge = self.tr("▶ LEADER {name}").format(name=leader) if leader else self.tr("▶ AUTO")
            elif f.step == "turns" and i > v.pawn:
                pass  # still to choose
            elif f.step == "auto" and cid in f.auto_queue:
                badge = self.tr("AUTO next")
            elif (f.step in ("turns", "auto") and i <= v.pawn) or f.step in STEP_OF or f.step == "over":
                dim = True
                badge = self.tr("not run") if i == len(v.command_row) - 1 and f.step != "turns" else self.tr("done")
            x = x0 + i * CELL_W
            look = card(CommandFace(cid, self.lang), badge=badge, dim=dim)
            self._card(("cmd", cid), look, x, y + MARKED_CAPTION, key=("cmd", cid))
            if i == v.pawn:
                self._token("pawn", TokenLook("pawn"), x + CARD_W - 26, y + MARKED_CAPTION + 2, 26)
        if v.pawn < 0:  # waiting on the first card's free corner, clear of the row's caption above
            self.place("pawn", lambda: TokenItem(TokenLook("pawn"), 28), TokenLook("pawn"), x0, y + MARKED_CAPTION + 4)

    def _steps(self, v: GameState, x0: float, y: float) -> None:
        """The step cards of the enemy and end phases, the one being run marked."""
        for j, number in enumerate((5, 6, 7)):
            now = STEP_OF.get(v.flow.step) == number
            look = card(StepFace(number, self.lang), badge=self.tr("▶ now") if now else "")
            self._card(("step", number), look, x0 + j * CELL_W, y + MARKED_CAPTION)

    def _mercenaries(self, v: GameState, x: float, y: float) -> None:
        self._label("cap_merc", self.tr("傭兵 Mercenaries"), x, y, 300, 13, True)
        for i, uid in enumerate(v.mercenaries):
            look = card(UnitFace(v.unit_cards[uid], self.lang))
            self._card(("unit", uid), look, x + i * CELL_W, y + MARKED_CAPTION, key=("merc", uid))

    def _decks(self, v: GameState, x: float, y: float) -> None:
        """The unit deck, the unit discard pile (its top card face up) and the white monster deck."""
        self._label("cap_decks", self.tr("山札 Decks"), x, y, 300, 13, True)
        y += CAPTION
        self._card("unit_deck", card(BackFace(self.tr("ユニット Units"), len(v.unit_deck), self.tr("unit deck"))), x, y)
        discard = v.unit_discard
        if discard:
            self._card(
                "unit_discard",
                card(
                    UnitFace(v.unit_cards[discard[-1]], self.lang),
                    badge=self.tr("捨て札 discard ×{count}").format(count=len(discard)),
                ),
                x + CELL_W,
                y,
            )
        else:
            self._card("unit_discard", card(BackFace(self.tr("捨て札"), 0, self.tr("discard"))), x + CELL_W, y)
        if v.white_deck:
            top = self.tr("top: Lv{level}").format(level=self.content.monster(v.monster_cards[v.white_deck[0]]).level)
        else:
            top = self.tr("empty")
        self._card(
            "white_deck",
            card(BackFace(self.tr("モンスター Monsters"), len(v.white_deck), top, black=True)),
            x + 2 * CELL_W,
            y,
        )

    def _slot(self, x: float, y: float, i: int, columns: int, caption: float = CAPTION) -> tuple[float, float]:
        """The top left of a pile's small card in a block's grid: every card whole, none fanned."""
        row, col = divmod(i, columns)
        return x + col * SLOT_W, y + caption + row * (SMALL_H + 6)

    def _black_piles(self, v: GameState, x: float, y: float, columns: int) -> None:
        self._label("cap_black", self.tr("黒枠 Black piles"), x, y, 400, 13, True)
        for i, (mid, pile) in enumerate(v.black_piles.items()):
            look = card(MonsterFace(mid, self.lang), badge=f"×{len(pile)}", dim=not pile)
            self._card(("black", mid), look, *self._slot(x, y, i, columns), small=True)

    def _levelup_piles(self, v: GameState, x: float, y: float, columns: int) -> None:
        """The level-up piles and, with Level Up 2, the Trap cards (RX-4.8, RX-4.9)."""
        self._label("cap_lv", self.tr("レベルアップ Level-up"), x, y, 400, 13, True)
        level_up_2 = "level_up_2" in v.variants
        for i, (cls, pile) in enumerate(v.levelup_piles.items()):
            if pile:
                face: UnitFace | BackFace = UnitFace(v.unit_cards[pile[0]], self.lang)
            elif level_up_2:  # Level Up 2: one pile per card name (RX-4.8); an empty pile shows its card
                face = UnitFace(cls, self.lang)
            else:
                face = BackFace(self.tr(CLASS_TEXT[cls]) if cls in CLASS_TEXT else cls, 0)
            look = card(face, badge=f"×{len(pile)}", dim=not pile)
            key = ("lv", cls) if level_up_2 else None
            self._card(("lv", cls), look, *self._slot(x, y, i, columns, MARKED_CAPTION), key=key, small=True)
        if level_up_2:
            look = card(TrapFace(self.lang), badge=f"×{len(v.trap_supply)}", dim=not v.trap_supply)
            self._card(
                "trap_supply", look, *self._slot(x, y, len(v.levelup_piles), columns, MARKED_CAPTION), small=True
            )

    def _chips(self, v: GameState, x: float, y: float) -> None:
        self._label("cap_chips", self.tr("召喚チップ Chips"), x, y, 3 * 38, 13, True)
        for i, chip in enumerate(v.chips):
            chip_look = TokenLook("chip", chip.letter) if chip.face_up else TokenLook("chip_down", "?")
            self._token(("chip", i), chip_look, x + (i % 3) * 38, y + CAPTION + (i // 3) * 40, 34)

    def _medals(self, v: GameState, x: float, y: float) -> None:
        self._label("cap_medals", self.tr("勲章 Medals"), x, y, 4 * 36, 13, True)
        for i in range(len(v.medal_pool)):
            xy = x + (i % 4) * 36, y + CAPTION + (i // 4) * 40
            self._token(("pool_medal", i), TokenLook("medal_down", "?"), *xy, 32)

    def _stock(self, v: GameState, x: float, y: float) -> None:
        self._label("cap_stock", self.tr("共有ストック Stock"), x, y, 230, 13, True)
        y1 = y + CAPTION
        for i, (kind, count, name) in enumerate(
            (
                ("honour", v.honour_stock, self.tr("honour tokens")),
                ("marker", v.markers_common, self.tr("action markers")),
                ("cube", v.cubes_common, self.tr("cubes")),
            )
        ):
            self._token(("stock", kind), TokenLook(kind), x, y1 + i * 28, 26)
            # ruling RR-A20: a stock may run out in the box while play goes on (shown as 0)
            self._label(("stock_n", kind), f"×{max(count, 0)}  {name}", x + 30, y1 + i * 28 + 2, 200, 14)

    def _dice(self, v: GameState, latest: LatestEvent, x: float, y: float) -> None:
        self._label("cap_dice", self.tr("ダイス Dice"), x, y, 236, 13, True)
        roll = v.flow.command.roll if v.flow.command else None
        event = latest("dice")
        result = latest("attack_result")
        dice: list[int] = []
        caption = self.tr("no roll yet")
        tone = "normal"
        if roll is not None:
            dice, tone = list(roll.dice), "pending"
            mod = self._unit_modifier(v, v.flow.decider, roll.user)
            caption = self.tr("{roll} = {total}: accept, reroll or level up?").format(
                roll=f"{sum(dice)}{mod:+d}", total=sum(dice) + mod
            )
        elif event is not None:
            dice = list(event.args.get("dice", []))
            if result is not None and list(result.args.get("dice", [])) == dice:
                a = result.args
                outcome = a.get("outcome", "")
                caption = self.tr("{roll} = {value} vs DEF {defence} → {damage} dmg ({outcome})").format(
                    roll=f"{sum(dice)}{a.get('modifier', 0):+d}",
                    value=a.get("value"),
                    defence=a.get("defence"),
                    damage=a.get("damage"),
                    outcome=self.tr(OUTCOME_TEXT[outcome]) if outcome in OUTCOME_TEXT else outcome,
                )
                tone = {"critical": "critical", "fumble": "fumble"}.get(a.get("outcome", ""), "normal")
            else:
                caption = self.tr("rolled {total}").format(total=sum(dice))
        for i in range(2):
            value = dice[i] if i < len(dice) else 0
            self.place(
                ("die", i),
                partial(DieItem, DieLook(value), 64),
                DieLook(value, tone),
                x + 20 + i * 84,
                y + MARKED_CAPTION,
                z=5,
            )
        self._label("dice_caption", caption, x, y + MARKED_CAPTION + 70, 236, 13, True, "center")

    def _unit_modifier(self, v: GameState, seat: int | None, square: int) -> int:
        if seat is None:
            return 0
        piece = v.players[seat].board[square]
        if isinstance(piece, UnitPiece):
            return self.content.unit(v.unit_cards[piece.card]).skill.modifier
        return 0

    def _player(self, v: GameState, seat: int, viewer: int | None, acting: int | None) -> None:
        p = v.players[seat]
        ox, oy = self._player_origin(seat)
        bx, by = self._board_origin(seat)
        title = f"{p.name}" + (self.tr("  ⚑ start player") if seat == v.flow.start_player else "")
        if p.eliminated:
            title += self.tr("  (eliminated 脱落)")
        public = public_threat(v, seat)  # RR-19.9: the medals only for their owner
        if seat == viewer and p.medals:
            sub = self.tr("threat ☠ {threat} (with medals {total})").format(threat=public, total=public + sum(p.medals))
        else:
            sub = self.tr("threat ☠ {threat}").format(threat=public)
        look = ZoneLook(title, glow=seat == acting, subtitle=sub)
        shape = self.layout.shape
        self.place(("zone", seat), lambda: ZoneItem(look, shape.width, shape.height), look, ox, oy, z=-10)
        # board pieces
        for square, piece in enumerate(p.board):
            if piece is None:
                continue
            px, py = self.square_pos(seat, square)
            if isinstance(piece, UnitPiece):
                face: UnitFace | MonsterFace = UnitFace(v.unit_cards[piece.card], self.lang)
                ident: tuple[Hashable, ...] = ("unit", piece.card)
            else:
                face = MonsterFace(v.monster_cards[piece.card], self.lang)
                ident = ("monster", seat, piece.card)
            piece_look = card(face, damage=piece.damage, acted=isinstance(piece, UnitPiece) and piece.acted)
            self._card(ident, piece_look, px + INSET_X, py + INSET_Y, key=("sq", seat, square))
        for trap in p.traps:  # Expansion 2: the Trap is its own piece on the board (RX-14)
            px, py = self.square_pos(seat, trap.square)
            self._card(
                ("trap", trap.card),
                card(TrapFace(self.lang, p.name)),
                px + INSET_X,
                py + INSET_Y,
                key=("sq", seat, trap.square),
            )
        # waiting queues (earliest rightmost, next to the magic circle: RR-15.12)
        self._label(("cap_queue", seat), self.tr("待機列 Queues"), ox + PAD, by - 20, QUEUE_W, 12, True)
        for line, queue in enumerate(p.queues):
            for i, uid in enumerate(queue):
                x = ox + PAD + QUEUE_W - CARD_W - 2 - i * 16
                self._card(
                    ("monster", seat, uid),
                    card(MonsterFace(v.monster_cards[uid], self.lang)),
                    x,
                    by + line * CELL_H + INSET_Y,
                    z=-i,
                )
        # castle
        cx = bx + COLUMNS * CELL_W + 8
        look = ZoneLook(self.tr("城 Castle"))
        self.place(("castle", seat), lambda: ZoneItem(look, CASTLE_W, 3 * CELL_H), look, cx, by, z=-4)
        for i, uid in enumerate(p.castle):
            self._card(
                ("monster", seat, uid),
                card(MonsterFace(v.monster_cards[uid], self.lang), badge=self.tr("broke in")),
                cx + (CASTLE_W - CARD_W) / 2,
                by + 40 + i * 40,
                z=i,
            )
        if shape.beside:
            self._purse(v, seat, viewer, cx + CASTLE_W + 12, by)
            self._hand(v, seat, cx + CASTLE_W + 12, by + PURSE_H)
        else:
            band_y = by + 3 * CELL_H + 6
            self._purse(v, seat, viewer, ox + PAD, band_y)
            self._hand(v, seat, ox + PAD + PURSE_W + 12, band_y)

    def _purse(self, v: GameState, seat: int, viewer: int | None, x0: float, y: float) -> None:
        """Under the board's left part: gold; honour, defeated monsters and medals; the player's
        own markers, cubes and level-ups, a row each."""
        p = v.players[seat]
        top, token = self.content.rules.gold_track_max, self.content.rules.five_gold_value
        five = max(0, -(-(p.gold - top) // token))  # RR-10.7 with ruling RR-A20: the track never goes above the top
        track = p.gold - token * five
        self._label(("cap_gold", seat), self.tr("金 Gold {count}").format(count=p.gold), x0, y, 200, 13, True)
        for i in range(five):
            self._token(("gold5", seat, i), TokenLook("gold5", str(token)), x0 + i * 34, y + CAPTION, 32)
        x = x0 + five * 34
        gold = self.place(("track", seat), lambda: TrackItem(176, 32, None), TrackLook(track, top), x, y + CAPTION)
        gold.setToolTip(self.tr("Gold track: {count} of {top}").format(count=track, top=top))
        y += 54
        self._label(("cap_honour", seat), self.tr("栄誉 Honour {count}").format(count=p.honour), x0, y, 150, 13, True)
        for i in range(p.honour_tokens):
            self._token(("honour", seat, i), TokenLook("honour", "栄"), x0 + i * 30, y + CAPTION, 30)
        x = x0 + max(p.honour_tokens, 1) * 30 + 6
        if p.defeated:
            self._token(("defeated", seat), TokenLook("chip_down", f"{len(p.defeated)}"), x, y + CAPTION, 32)
            self._label(("cap_def", seat), self.tr("defeated"), x + 36, y + CAPTION + 8, 70, 10.5)
            x += 116
        x = max(x, x0 + 160)  # clear of the honour caption
        if p.medals:
            self._label(("cap_medal", seat), self.tr("勲章 Medals"), x, y, 120, 13, True)
            for i, value in enumerate(p.medals):
                medal = TokenLook("medal", f"{value}") if seat == viewer else TokenLook("medal_down", "?")
                self._token(("medal", seat, i), medal, x + i * 36, y + CAPTION, 32)
        self._label(
            ("stock", seat),
            self.tr("markers {markers} · cubes {cubes} · level-ups {level_ups}").format(
                markers=p.markers, cubes=p.cubes, level_ups=p.level_ups
            ),
            x0,
            y + 56,
            PURSE_W,
            13,
        )

    def _hand(self, v: GameState, seat: int, x0: float, y: float) -> None:
        """The hand (public, RR-11.7) right of the purse, and the Trap in hand at the right end."""
        p = v.players[seat]
        self._label(("cap_hand", seat), self.tr("手札 Hand ({count})").format(count=len(p.hand)), x0, y, 200, 13, True)
        right = self._player_origin(seat)[0] + self.layout.shape.width - PAD
        # a long hand fans out left of the Trap in hand: each card keeps its strip, whole on hover
        room = right - x0 - ((CARD_W + 12) if p.trap_hand else 0)
        step = min(CARD_W + 6, (room - CARD_W) / max(len(p.hand) - 1, 1))
        for i, uid in enumerate(p.hand):
            def_id = v.unit_cards[uid]
            look = card(UnitFace(def_id, self.lang))
            self._card(("unit", uid), look, x0 + i * step, y + MARKED_CAPTION, key=("hand", seat, def_id), z=i)
            if i < len(p.hand) - 1:
                self.fan_strip(self.item(("unit", uid)), step)
        for j, uid in enumerate(p.trap_hand):  # the Trap in hand (RX-13.4: one at most)
            look = card(TrapFace(self.lang, p.name), badge=self.tr("in hand"))
            self._card(("trap", uid), look, right - CARD_W - j * 12, y + MARKED_CAPTION, z=50 + j)

    # --- the others' last move ------------------------------------------------------------------
    def _square_label(self, seat: Any, square: Any) -> str:
        """A square's rulebook label ("3-B") from its item; its number when it has none."""
        for item in self.items_with_key(("sq", seat, square)):
            if isinstance(item.look, SquareLook):
                return item.look.label
        return str(square)

    def last_move_marks(self, events: list[Event]) -> list[tuple[Hashable, str]]:
        """The squares a unit or monster moved from and to, the user and targets of a skill or a
        monster's attack, placed, recruited and summoned pieces, damage, the command card chosen
        and the dice rolled."""
        marks: list[tuple[Hashable, str]] = []
        for event in events:
            a, kind = event.args, event.kind
            seat = a.get("player")
            if kind in ("unit_move", "monster_move"):
                frm, to = a.get("frm"), a.get("to")
                marks.append(
                    (("sq", seat, to), self.tr("moved here from {square}").format(square=self._square_label(seat, frm)))
                )
                marks.append(
                    (
                        ("sq", seat, frm),
                        self.tr("moved from here to {square}").format(square=self._square_label(seat, to)),
                    )
                )
            elif kind in ("skill", "monster_attack"):
                marks.append(
                    (
                        ("sq", seat, a.get("square")),
                        self.tr("attacked") if kind == "monster_attack" else self.tr("used its skill"),
                    )
                )
                marks += [(("sq", seat, t), self.tr("targeted")) for t in a.get("targets", [])]
            elif kind in ("monster_damage", "unit_damage"):
                marks.append(
                    (("sq", seat, a.get("square")), self.tr("took {amount} damage").format(amount=a.get("amount")))
                )
            elif kind in ("place", "recruit", "summon", "heal", "level_up", "bard"):
                words = {
                    "place": self.tr("placed"),
                    "recruit": self.tr("recruited"),
                    "summon": self.tr("summoned"),
                    "heal": self.tr("healed"),
                    "level_up": self.tr("levelled up"),
                    "bard": self.tr("song of the Bard"),
                }
                marks.append((("sq", seat, a.get("square")), words[kind]))
            elif kind == "command_chosen":
                marks.append((("cmd", a.get("command")), self.tr("command chosen")))
            elif kind == "dice":
                roll = " + ".join(str(d) for d in a.get("dice", []))
                marks += [(("die", i), self.tr("rolled {dice}").format(dice=roll)) for i in range(2)]
        return marks

    # --- actions and clicks ---------------------------------------------------------------------
    def action_keys(self, action: Action) -> tuple[Hashable, ...]:
        v = self.view_state
        p = action.player
        if isinstance(action, (PlaceInitial, Recruit)):
            assert v is not None
            if action.card in v.players[p].hand:
                first: tuple[Hashable, ...] = ("hand", p, v.unit_cards[action.card])
            else:
                first = ("merc", action.card)
            return first, ("sq", p, action.square)
        if isinstance(action, ChooseCommand):
            return (("cmd", action.command),)
        if isinstance(action, StartAction):
            return () if action.full_move else (("sq", p, action.square),)  # Full Move: a button
        if isinstance(action, MoveUnit):
            return (("sq", p, action.to),)
        if isinstance(action, UseSkill):
            cmd = v.flow.command if v is not None else None
            if self._skill_form(p) == "trap" and cmd is not None and not cmd.moved:
                return ()  # an empty square click means a move: before moving, the Trap is a button
            return tuple(("sq", p, t) for t in action.targets)
        if isinstance(action, RemoveMarkers):
            return tuple(("sq", p, s) for s in action.squares)
        if isinstance(action, (SupportHeal, SaintHeal)):
            return (("sq", p, action.square),)
        if isinstance(action, LevelUp) and action.card is not None:  # Level Up 2: the card, then the unit
            return ("lv", action.card), ("sq", p, action.square)
        return ()

    def probe_action(self, key: Hashable, seat: int, picks: Any) -> Any | None:
        v = self.view_state
        if v is None or not isinstance(key, tuple):
            return None
        f = v.flow
        if key[0] == "cmd":
            return ChooseCommand(player=seat, command=key[1])
        own_empty = [
            s for s in range(COLUMNS * len(LINES)) if s % COLUMNS in OWN_AREA_XS and v.players[seat].board[s] is None
        ]
        if key[0] == "merc":
            return Recruit(player=seat, card=key[1], square=own_empty[0]) if own_empty else None
        if key[0] != "sq" or key[1] != seat:
            return None
        square = key[2]
        piece = v.players[seat].board[square]
        cmd = f.command
        if f.decision == "actions" and cmd is not None and cmd.roll is None:
            if cmd.unit is None:
                return StartAction(player=seat, square=square)
            if piece is None:
                return MoveUnit(player=seat, to=square)
            return UseSkill(player=seat, targets=(square,))
        if f.decision in ("rest", "recover"):
            return RemoveMarkers(player=seat, squares=(square,))
        if f.decision == "support":
            return SupportHeal(player=seat, square=square)
        if f.decision == "saint" and f.saint_queue:
            return SaintHeal(player=seat, saint=f.saint_queue[0][1], square=square)
        if f.decision in ("place", "recruit"):
            hand = v.players[seat].hand
            picked = [k for k in picks if isinstance(k, tuple) and k[0] in ("hand", "merc")]
            card_uid = None
            if picked and picked[0][0] == "merc":
                card_uid = picked[0][1]
            elif picked:
                card_uid = next((u for u in hand if v.unit_cards[u] == picked[0][2]), None)
            elif hand:
                card_uid = hand[0]
            if card_uid is None:
                return None
            cls = PlaceInitial if f.decision == "place" else Recruit
            return cls(player=seat, card=card_uid, square=square)
        return None

    def offer_button(self, action: Any) -> bool:
        """A command card is chosen on the table or by its button."""
        return isinstance(action, ChooseCommand) or super().offer_button(action)

    def face_name(self, face: Any) -> str:
        """A command or step card's name (its face has no tooltip), for the keyboard's reader and
        the preview."""
        if isinstance(face, StepFace):
            ja, en = STEPS[face.number]
            return f"{face.number} {ja} {en}"
        if not isinstance(face, CommandFace):
            return ""
        c = load_content().command(face.command_id)  # a face is built from a command of the content
        return f"{c.name_ja} {c.name_en}"

    def describe_key(self, key: Hashable) -> str | None:
        """A square, a hand card, a mercenary or a command card in words for the keyboard's reader
        (the "TableKeyboard" context); None: the items' own names (`key_words`)."""
        translate = QCoreApplication.translate  # literal calls only, so pyside6-lupdate finds every string
        if not (isinstance(key, tuple) and key):
            return None
        kind = key[0]
        names = self.key_words(key)
        square = next((i.look.label for i in self.items_with_key(key) if isinstance(i.look, SquareLook)), None)
        owner = self._key_owner(key)
        if kind == "sq" and square is not None:
            if owner:
                where = translate("TableKeyboard", "{owner}'s board, square {square}").format(
                    owner=owner, square=square
                )
            else:
                where = translate("TableKeyboard", "square {square}").format(square=square)
            return where + ": " + (", ".join(names) if names else translate("TableKeyboard", "empty"))
        if kind == "hand":
            return translate("TableKeyboard", "{owner}'s hand: {card}").format(
                owner=owner or "?", card=", ".join(names) or key[-1]
            )
        if kind == "merc":
            return translate("TableKeyboard", "mercenary: {card}").format(card=", ".join(names) or key[-1])
        if kind == "cmd":
            return translate("TableKeyboard", "command card: {card}").format(card=", ".join(names) or key[-1])
        return None

    def preview(self, key: Hashable) -> PreviewContent | None:
        """A square's preview (hovered, or under the keyboard's focus) also says where it is and
        what it is for (squares.py); a piece on it previews as itself, then the square."""
        return self._with_square(super().preview(key), key)

    def preview_item(self, item: TableItem) -> PreviewContent | None:
        """A board piece's preview ends with its square's; the castle and the waiting queues (and
        a queued monster) say what they mean."""
        content = super().preview_item(item)
        if isinstance(item.key, tuple) and item.key[:1] == ("sq",):
            return self._with_square(content, item.key)
        place = self._place_meaning(item)
        if content is not None and place:
            content.text = "\n".join(t for t in (content.text, self.tr(place)) if t)
        return content

    def _with_square(self, content: PreviewContent | None, key: Hashable) -> PreviewContent | None:
        if content is not None and isinstance(key, tuple) and len(key) == 3 and key[0] == "sq":
            meaning = square_meaning(key[2], self.tr)
            if meaning not in content.text:  # (a piece's preview_item has said it already)
                content.text = "\n".join(t for t in (content.text, meaning) if t)
        return content

    def _place_meaning(self, item: TableItem) -> str:
        """CASTLE or QUEUES (untranslated) for the castle, a queue's caption or a queued monster."""
        v = self.view_state
        for seat in range(self.players):
            if item is self.item(("castle", seat)):
                return CASTLE
            queued = v.players[seat].queues if v is not None and seat < len(v.players) else []
            if item is self.item(("cap_queue", seat)) or any(
                item is self.item(("monster", seat, uid)) for line in queued for uid in line
            ):
                return QUEUES
        return ""

    def _key_owner(self, key: tuple[Any, ...]) -> str:
        """The name of the seat a key names second (("sq", seat, square), ("hand", seat, card)); "" none."""
        v = self.view_state
        if v is None or len(key) < 2 or not isinstance(key[1], int) or not 0 <= key[1] < len(v.players):
            return ""
        return str(v.players[key[1]].name)

    def key_text(self, key: Hashable) -> str:
        if isinstance(key, tuple) and key and key[0] == "sq":
            return label(key[2])
        return super().key_text(key)

    def mark_kind(self, action: Any) -> str:
        if isinstance(action, MoveUnit):
            return "move"
        if isinstance(action, UseSkill):
            form = self._skill_form(action.player)
            return {"heal": "heal", "bard": "option"}.get(form, "target")
        if isinstance(action, (SupportHeal, SaintHeal)):
            return "heal"
        if isinstance(action, (StartAction, ChooseCommand)):
            return "select"
        return "option"

    def _skill_form(self, seat: int) -> str:
        v = self.view_state
        cmd = v.flow.command if v else None
        if v is None or cmd is None or cmd.skill_user is None:
            return ""
        piece = v.players[seat].board[cmd.skill_user]
        if not isinstance(piece, UnitPiece):
            return ""
        return self.content.unit(v.unit_cards[piece.card]).skill.form

    def prompt(self, v: GameState, seat: int) -> str:
        f = v.flow
        decision = f.decision or ""
        if decision == "actions" and f.command is not None:
            cmd = f.command
            name = self.content.command(cmd.command).name_ja
            if cmd.roll is not None:
                return self.tr("{command}: accept the roll, reroll it with Willpower (1 honour) or level up").format(
                    command=name
                )
            if cmd.unit is None:
                return self.tr(
                    "{command}: {count} action(s) left. Click an unacted unit to act "
                    "(Full Move by button), or end your actions"
                ).format(command=name, count=cmd.actions_left)
            unit = v.players[seat].board[cmd.skill_user if cmd.skill_user is not None else cmd.unit]
            who = self.content.unit(v.unit_cards[unit.card]).name_ja if isinstance(unit, UnitPiece) else self.tr("unit")
            if cmd.granted:
                return self.tr("{unit} (through the Bard): choose a highlighted target for its skill, or end").format(
                    unit=who
                )
            if cmd.moved:
                return self.tr("{unit}: choose a highlighted target for its skill, or end this unit's action").format(
                    unit=who
                )
            return self.tr(
                "{unit}: click a green square to move, a highlighted target to use its skill, or end"
            ).format(unit=who)
        if decision == "rest" and f.command is not None:
            return self.tr("Rest: click {count} acted unit(s) to take their action markers off").format(
                count=f.command.rest_left
            )
        return self.tr(DECISION_TEXT[decision]) if decision in DECISION_TEXT else decision


SCENE = RookRaidersScene  # what ui/games/__init__.py's scene_class finds for this game
