"""The Last Spell — Night table, drawn from `game.view(state, viewer)` (everything is public).

Left, the board drawn from its data: the squares with column letters and row numbers, the fog
(misty), the cliff, the rocks, the sectors outlined (the town's in a warm line), the magic circle
with its mages, the spawn positions with the cards left in their piles, the town's structures
(durability left and flame tiles; the ballista, the catapult with its projectiles, the warp gates,
the watchtower), the heroes (a disc of their colour with their initials) and the monsters (their
short name, wounds, a facing arrow, the stunned star). Above it the night, the phase and step, the
fate coin and the panic track with its flame tiles.

Right, the last defence dice, then one card per hero: HP, mana, AP, MP, the movement tokens, the
potions, the weapons with their attack modes (uses left), the armour (ready / exhausted) and, for
the hero to act, the tools: Move, Punch, the scrolls, the ballista and the catapult.

Click keys: ("cell", x, y) for a square; ("token", hero, i) for a movement token (flip it, or set it
aside for the Harpy's Screech); ("potion", hero, i); ("armour", hero, slot); ("tool", ...) for the
tool of the choice in progress — ("tool", "move"), ("tool", "mode", weapon, mode id), ("tool",
"punch"), ("tool", "scroll", i), ("tool", "ballista", structure id), ("tool", "catapult",
structure id): the scene's own state (`local_click`). With an attack tool chosen, hovering the
board previews the attack: its legal direct-hit squares, the squares it would hit, the monsters in
them with the defence dice each would roll, and the squares out of the hero's line of sight; a
square that cannot be chosen is crossed with the broken rule. Every choice is one of the engine's
legal actions; a click that fits none is explained by the engine's refusal (its clause).
"""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace
from functools import partial
from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from ....engine.core.i18n import QT_TRANSLATE_NOOP
from ....engine.games.last_spell import actions as act
from ....engine.games.last_spell.actions import Cell
from ....engine.games.last_spell.content import load_content
from ....engine.games.last_spell.models import GameState, Hero
from ...i18n import current_language, engine_tr, error_text
from ...items import DieItem, LabelItem, LabelLook, MarkItem, MarkLook, TableItem, ZoneItem, ZoneLook
from ...scene_base import GameScene, LatestEvent, PreviewContent
from ..badges import aside_mark
from .board import (
    BoardCountersLook,
    BoardLook,
    BossTrackLook,
    ChipLook,
    Danger,
    FigureLook,
    HeroCardLook,
    LSBoardCountersItem,
    LSBoardItem,
    LSBossTrackItem,
    LSCellItem,
    LSChipItem,
    LSDieItem,
    LSDieLook,
    LSFigureItem,
    LSHeroCardItem,
    LSOverlayItem,
    LSPanicItem,
    LSStructureItem,
    OverlayLook,
    PanicLook,
    StructureLook,
    Target,
)

CELL = 40.0
HEADER = 92.0  # the band above the board: night, phase, coin, panic track
MARGIN = 34.0  # room for the coordinates around the board
GAP = 46.0
RIGHT_W = 600.0
CARD_GAP = 10.0
CHIP_H = 34.0
CAPTION_W = 112.0

SHORT = {  # a monster's short name on its token
    "archer": QT_TRANSLATE_NOOP("LastSpellScene", "Ar"),
    "armored": QT_TRANSLATE_NOOP("LastSpellScene", "Am"),
    "clawer": QT_TRANSLATE_NOOP("LastSpellScene", "Cl"),
    "runner": QT_TRANSLATE_NOOP("LastSpellScene", "Ru"),
    "boomer": QT_TRANSLATE_NOOP("LastSpellScene", "Bo"),
    "winged": QT_TRANSLATE_NOOP("LastSpellScene", "Wi"),
    "accursed": QT_TRANSLATE_NOOP("LastSpellScene", "Ac"),
    "bulky_red": QT_TRANSLATE_NOOP("LastSpellScene", "Bu"),
    "bulky_green": QT_TRANSLATE_NOOP("LastSpellScene", "Bu"),
    "bulky_blue": QT_TRANSLATE_NOOP("LastSpellScene", "Bu"),
    "alerion": QT_TRANSLATE_NOOP("LastSpellScene", "Al"),
    "harpy": QT_TRANSLATE_NOOP("LastSpellScene", "Hp"),
    "hatchery": QT_TRANSLATE_NOOP("LastSpellScene", "Ha"),
    "seed_cannon": QT_TRANSLATE_NOOP("LastSpellScene", "Sc"),
    "cetusia_head": QT_TRANSLATE_NOOP("LastSpellScene", "Ce"),
    "cetusia_tail": QT_TRANSLATE_NOOP("LastSpellScene", "Ct"),
    "dryad": QT_TRANSLATE_NOOP("LastSpellScene", "Dr"),
    "monolith": QT_TRANSLATE_NOOP("LastSpellScene", "Mo"),
}
MONSTER_FILL = {
    "archer": "#6b3d8f",
    "armored": "#4e5561",
    "clawer": "#8f2d2d",
    "runner": "#a3562a",
    "boomer": "#b8860b",
    "winged": "#2d6f8f",
    "accursed": "#4a2a5a",
    "bulky_red": "#8a1c10",
    "bulky_green": "#2f6b32",
    "bulky_blue": "#1f4f9a",
    "alerion": "#7a6a2a",
    "harpy": "#5a1a3a",
    "cetusia_head": "#1d4f6b",
    "cetusia_tail": "#2a6b80",
    "dryad": "#3d5a1a",
    "hatchery": "#6b5a1a",
    "seed_cannon": "#4f6b1a",
    "monolith": "#3a3345",
}
TERRAIN_TEXT = {  # what a square's ground means, for its preview beside the table (with its rule)
    "~": QT_TRANSLATE_NOOP("LastSpellScene", "Fog: no hero may pass through it or end a move on it (LS-4.14)."),
    "#": QT_TRANSLATE_NOOP("LastSpellScene", "Cliff: an obstacle nobody can cross (LS-3.6)."),
    "o": QT_TRANSLATE_NOOP(
        "LastSpellScene",
        "Rock: a low obstacle, crossed with Obstacle Jump (LS-3.4, LS-4.8); it never blocks LOS (LS-6.6).",
    ),
    "w": QT_TRANSLATE_NOOP(
        "LastSpellScene", "Water: a move that starts here goes 2 squares less, at least 1 (LS-19.2); not an obstacle."
    ),
    "T": QT_TRANSLATE_NOOP("LastSpellScene", "Tree: an obstacle that blocks line of sight (LS-19.6)."),
}
BULKY_RING = {"bulky_red": "#ff5a4a", "bulky_green": "#6ee07a", "bulky_blue": "#6aa8ff"}
RANGE_TEXT = {
    "current": QT_TRANSLATE_NOOP("LastSpellScene", "current sector"),
    "adjacent": QT_TRANSLATE_NOOP("LastSpellScene", "adjacent sectors"),
    "far": QT_TRANSLATE_NOOP("LastSpellScene", "far sectors"),
    "current_adjacent": QT_TRANSLATE_NOOP("LastSpellScene", "current + adjacent sectors"),
    "adjacent_far": QT_TRANSLATE_NOOP("LastSpellScene", "adjacent + far sectors"),
    "reach2": QT_TRANSLATE_NOOP("LastSpellScene", "1-2 squares in a line"),
    "melee": QT_TRANSLATE_NOOP("LastSpellScene", "melee"),
    "self": QT_TRANSLATE_NOOP("LastSpellScene", "own square"),
}
AREA_TEXT = {
    "single": QT_TRANSLATE_NOOP("LastSpellScene", "1 square"),
    "single_stun": QT_TRANSLATE_NOOP("LastSpellScene", "1 square + stun"),
    "move": QT_TRANSLATE_NOOP("LastSpellScene", "move there"),
    "line2": QT_TRANSLATE_NOOP("LastSpellScene", "line of 2"),
    "line3": QT_TRANSLATE_NOOP("LastSpellScene", "line of 3"),
    "line3_move": QT_TRANSLATE_NOOP("LastSpellScene", "line of 3, then move"),
    "cross5": QT_TRANSLATE_NOOP("LastSpellScene", "cross of 5"),
    "cross5_stun": QT_TRANSLATE_NOOP("LastSpellScene", "cross of 5 + stun"),
    "rect6": QT_TRANSLATE_NOOP("LastSpellScene", "3x2 rectangle"),
    "fan9": QT_TRANSLATE_NOOP("LastSpellScene", "fan of 9"),
    "square9": QT_TRANSLATE_NOOP("LastSpellScene", "3x3 square"),
    "square9_stun": QT_TRANSLATE_NOOP("LastSpellScene", "3x3 square + stun"),
    "ring8": QT_TRANSLATE_NOOP("LastSpellScene", "the 8 squares around"),
}
EFFECT_TEXT = {
    "perimeter": QT_TRANSLATE_NOOP("LastSpellScene", "Perimeter"),
    "area_effect": QT_TRANSLATE_NOOP("LastSpellScene", "Area effect"),
    "armour_piercing": QT_TRANSLATE_NOOP("LastSpellScene", "Armour piercing"),
    "follow_up": QT_TRANSLATE_NOOP("LastSpellScene", "Follow-up"),
    "isolated": QT_TRANSLATE_NOOP("LastSpellScene", "Isolated"),
    "sight": QT_TRANSLATE_NOOP("LastSpellScene", "Sight"),
    "mobility": QT_TRANSLATE_NOOP("LastSpellScene", "Mobility"),
    "charge": QT_TRANSLATE_NOOP("LastSpellScene", "Charge"),
    "no_dodge": QT_TRANSLATE_NOOP("LastSpellScene", "No dodge"),
    "propagation": QT_TRANSLATE_NOOP("LastSpellScene", "Propagation"),
    "stun": QT_TRANSLATE_NOOP("LastSpellScene", "Stun"),
    "recover_ap": QT_TRANSLATE_NOOP("LastSpellScene", "Recover AP"),
    "recover_move": QT_TRANSLATE_NOOP("LastSpellScene", "Recover a token"),
    "curse": QT_TRANSLATE_NOOP("LastSpellScene", "Curse"),
}
STEP_TEXT = {
    1: QT_TRANSLATE_NOOP("LastSpellScene", "Panic Spread"),
    2: QT_TRANSLATE_NOOP("LastSpellScene", "Fate Coin"),
    3: QT_TRANSLATE_NOOP("LastSpellScene", "Boss Appearance"),
    4: QT_TRANSLATE_NOOP("LastSpellScene", "Spawn"),
    5: QT_TRANSLATE_NOOP("LastSpellScene", "Movement"),
    6: QT_TRANSLATE_NOOP("LastSpellScene", "Attack"),
}
REWARD_TEXT = {
    "gold": QT_TRANSLATE_NOOP("LastSpellScene", "{n} gold"),
    "wood": QT_TRANSLATE_NOOP("LastSpellScene", "{n} wood"),
    "stone": QT_TRANSLATE_NOOP("LastSpellScene", "{n} stone"),
}
POTION_FILL = {"green": "#3fbf5a", "red": "#e0402f", "blue": "#3f7fe0", "yellow": "#f0c020"}
POTION_TEXT = {
    "green": QT_TRANSLATE_NOOP("LastSpellScene", "green"),
    "red": QT_TRANSLATE_NOOP("LastSpellScene", "red"),
    "blue": QT_TRANSLATE_NOOP("LastSpellScene", "blue"),
    "yellow": QT_TRANSLATE_NOOP("LastSpellScene", "yellow"),
}
FACE_TEXT = {
    "hit": QT_TRANSLATE_NOOP("LastSpellScene", "hit"),
    "hit_stun": QT_TRANSLATE_NOOP("LastSpellScene", "hit + stun"),
    "miss": QT_TRANSLATE_NOOP("LastSpellScene", "miss"),
    "dodge_stun": QT_TRANSLATE_NOOP("LastSpellScene", "dodge + stun"),
    "armour_stun": QT_TRANSLATE_NOOP("LastSpellScene", "armour + stun"),
}
SPATIAL = ("move", "jump", "climb", "warp", "attack", "scroll", "punch", "ballista", "catapult")


def square(cell: Any) -> str:
    """A1 is the north-west corner (the engine's names of squares)."""
    return f"{chr(65 + cell[0])}{cell[1] + 1}"


def _initials(name: str) -> str:
    """A hero's letter on its token (the heroes' names begin with different letters; the monsters'
    tokens carry two)."""
    word = name.split(" (")[0].strip()
    return word[:1].upper() if word else "?"


Tool = tuple[Any, ...]  # ("move",), ("mode", weapon, mode id), ("punch",), ("scroll", i), (facility, structure id)


@dataclass(frozen=True)
class KeptCard:
    """A hero's card as last made: what it showed, the y below it and its items (ident, click key, item)."""

    shows: tuple[Any, ...]
    bottom: float
    placed: tuple[tuple[Hashable, Hashable, TableItem], ...]


class Named(Protocol):
    """A content entry with a name in English and, when designed, in Japanese."""

    @property
    def name(self) -> str: ...

    @property
    def name_ja(self) -> str: ...


class LastSpellScene(GameScene):
    runs_by_itself = frozenset({"hero_phase_ended", "night_starts"})  # the monster phase
    hint = Signal(str)  # live feedback while hovering: the attack preview's verdict, the move's cost

    def __init__(self, game: Any, players: int):
        super().__init__(game, players)
        self.content = load_content()
        self.view_state: GameState | None = None
        self.viewer: int | None = None
        self.seat: int | None = None
        self.legal: list[Any] = []
        self.tool: Tool = ("move",)
        self.tools: list[Tool] = []
        self.hover: tuple[int, int] | None = None
        self._hint_text = ""
        self.walk: Any = None  # the running monster-movement animation
        self.flash: Any = None  # the running flash of the bosses' events
        self._flash_done: Callable[[], None] | None = None  # puts the flashed items back
        self._anim_pos: dict[int, QPointF] = {}  # monster id -> where the animation shows it
        self.board_w = self.board_h = 0.0
        self.right_x = 0.0
        self._right_bottom = 0.0
        self._latest: LatestEvent = lambda kind: None
        self._known: dict[int, tuple[str, tuple[int, int]]] = {}  # monster id -> kind, last square (for the dice)
        self.lang = current_language()
        self._square_items: list[tuple[Hashable, Hashable, TableItem]] = []  # (ident, key, item), see _squares
        self._hero_cards: dict[int, KeptCard] = {}  # hero index -> its card as last made, see _kept_hero_card
        self._placing: list[tuple[Hashable, Hashable, TableItem]] | None = None
        self._monster_looks: dict[int, tuple[Any, FigureLook, str]] = {}  # id -> what it showed, look, tooltip

    # --- geometry ----------------------------------------------------------------------------
    def cell_pos(self, cell: Any) -> QPointF:
        return QPointF(MARGIN + cell[0] * CELL, HEADER + MARGIN + cell[1] * CELL)

    def _cell_at(self, p: QPointF) -> tuple[int, int] | None:
        x = (p.x() - MARGIN) / CELL
        y = (p.y() - HEADER - MARGIN) / CELL
        bd = self._bd()
        if bd is None or not (0 <= x < bd.width and 0 <= y < bd.height):
            return None
        return int(x), int(y)

    def _bd(self) -> Any:
        v = self.view_state
        return self.content.boards[v.board] if v is not None else None

    # --- small helpers -----------------------------------------------------------------------
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
        tip: str = "",
    ) -> TableItem:
        look = LabelLook(text, size, bold, ink, align)
        item = self.place(ident, lambda: LabelItem(look, width), look, x, y)
        item.resize(width, size * 1.6)
        item.setToolTip(tip)
        return item

    def _named(self, entry: Named) -> str:
        return entry.name_ja if self.lang == "ja" and entry.name_ja else entry.name

    def monster_name(self, kind: str) -> str:
        from ....engine.games.last_spell.text import monster_name

        return monster_name(kind, engine_tr)

    def _source_name(self, source: str) -> str:
        """Where incoming damage comes from, in words: a monster, a hero's weapon mode or scroll
        (friendly fire), a facility, a trap or an explosion (never the engine's source id)."""
        c = self.content
        friendly = source.startswith("friendly:")
        src = source.removeprefix("friendly:")
        words: str | None = None
        head, _, tail = src.partition("/")
        if src in c.monsters or src in ("harpy",):
            words = self.monster_name(src)
        elif head == "scroll" and tail in c.scrolls:
            words = self._named(c.scrolls[tail])
        elif tail and head in c.weapons:
            weapon = c.weapons[head]
            mode = next((m for m in weapon.modes if m.id == tail), None)
            words = self._named(mode) if mode is not None else self._named(weapon)
        elif src == "ballista":
            words = self.tr("the ballista")
        elif src == "catapult":
            words = self.tr("the catapult")
        elif src == "trap":
            words = self.tr("a trap")
        elif src == "explosion":
            words = self.tr("an explosion")
        if words is None:
            words = self.tr("the attack")
        return self.tr("{attack} (friendly fire)").format(attack=words) if friendly else words

    def _hero_name(self, index: int | None) -> str:
        v = self.view_state
        if v is None or index is None or not 0 <= index < len(v.heroes):
            return "?"
        return v.heroes[index].name

    @property
    def acting_hero(self) -> Hero | None:
        v = self.view_state
        if v is None or v.flow.hero is None or not 0 <= v.flow.hero < len(v.heroes):
            return None
        return v.heroes[v.flow.hero]

    def _stunned(self, m: Any) -> bool:
        v = self.view_state
        if v is None or m.stunned_through is None:
            return False
        from ....engine.games.last_spell.monster_phase import is_stunned

        return is_stunned(v, m)

    # --- sync --------------------------------------------------------------------------------
    def sync(self, view: GameState, viewer: int | None, acting: int | None, latest: LatestEvent) -> None:
        self.lang = current_language()
        for m in view.monsters:
            self._known[m.id] = (m.kind, m.cell)
        self.view_state = view
        self._latest = latest
        self._why_cache: dict[tuple[Tool, Cell], str] = {}
        self.viewer = viewer
        self.seat = acting if acting is not None and acting == viewer else None
        self.legal = self.legal_actions(view, self.seat)
        self._choose_tools()
        bd = self._bd()
        self.board_w, self.board_h = bd.width * CELL, bd.height * CELL
        self.right_x = MARGIN * 2 + self.board_w + GAP
        self.begin_sync()
        self._header(view)
        self._board(view)
        self._structures(view)
        self._figures(view)
        top = self._result(view) if view.result is not None else 0.0
        y = self._dice(view, top)
        self._heroes(view, y)
        self._preview()
        self.end_sync()
        bottom = max(HEADER + self.board_h + 2 * MARGIN, self._right_bottom)
        self.setSceneRect(-16, -16, self.right_x + RIGHT_W + 32, bottom + 32)

    def _choose_tools(self) -> None:
        tools: list[Tool] = []
        for a in self.legal:
            t = self._tool_of(a)
            if t is not None and t not in tools:
                tools.append(t)
        turn = self.view_state is not None and self.view_state.flow.decision == "turn" and bool(self.legal)
        if turn and ("move",) not in tools:
            tools.insert(0, ("move",))
        self.tools = tools
        if self.tool not in tools and not self._any_mode(self.tool):
            self.tool = ("move",)

    def _any_mode(self, tool: Tool) -> bool:
        """A weapon mode of the hero to act that has no choice now may still be chosen: the table
        then shows its range, and a click says why it cannot be used (the engine's clause). Not
        once the turn's one attack is spent (LS-16.3, LS-16.11): no mode can be used any more, so
        none is offered (`_spent_mode`)."""
        h = self.acting_hero
        return self._turn_mode(tool) and h is not None and not h.attacked_this_turn

    def _spent_mode(self, tool: Tool) -> bool:
        """A weapon mode of the hero to act after the turn's one attack (punch included): not
        selectable, but its chip still takes a click, which says why (the engine's clause)."""
        h = self.acting_hero
        return self._turn_mode(tool) and h is not None and h.attacked_this_turn

    def _turn_mode(self, tool: Tool) -> bool:
        v = self.view_state
        h = self.acting_hero
        return (
            bool(tool)
            and tool[0] == "mode"
            and v is not None
            and h is not None
            and self.seat is not None
            and v.flow.decision == "turn"
            and bool(self.legal)
            and self._mode_of(tool, h) is not None
        )

    @staticmethod
    def _tool_of(a: Any) -> Tool | None:
        kind = a.kind
        if kind in ("move", "jump", "climb", "warp"):
            return ("move",)
        if kind == "attack":
            return ("mode", a.weapon, a.mode)
        if kind == "scroll":
            return ("scroll", a.scroll)
        if kind == "punch":
            return ("punch",)
        if kind in ("ballista", "catapult"):
            return (kind, a.structure)
        return None

    # --- the header ----------------------------------------------------------------------------
    def _header(self, v: GameState) -> None:
        from ....engine.games.last_spell.text import SCENARIO_NAMES

        sc = self.content.scenarios.get(v.scenario)
        if v.scenario in SCENARIO_NAMES:
            title = engine_tr("LastSpell", SCENARIO_NAMES[v.scenario])
        else:  # a night the texts do not name yet: its name in the data
            title = sc.name if sc is not None else v.scenario
        width = self.board_w + 2 * MARGIN
        self._label(
            "title",
            title[:1].upper() + title[1:] if self.lang != "ja" else title,
            0,
            0,
            width - 400,
            20,
            True,
            tip=sc.description if sc is not None else "",
        )
        self._label("phase", self._phase_text(v), 0, 30, width - 400, 14, True, ink="acting")
        bits = [
            self.tr("Fate coin: {side}").format(side=self.tr("left") if v.coin == "left" else self.tr("right"))
            if v.monster_phase
            else self.tr("Fate coin: not tossed yet"),
            self.tr("Mages on the magic circle: {n}").format(n=v.mages),
        ]
        cards = sum(len(p) for p in v.spawn_piles.values())
        bits.append(
            self.tr("Spawn cards left: {n}").format(n=cards)
            if not v.spawn_done or cards
            else self.tr("Every spawn card revealed")
        )
        if v.solo:
            bits.append(self.tr("Gold: {n}").format(n=v.gold))
        self._label("status", " · ".join(bits), 0, 54, width - 400, 12)
        track = self._boss_track(v)
        track_w = (330.0 if track.tone == "dryad" else 250.0) if track is not None else 0.0
        boss = self._boss_text(v)
        self._label("boss", boss, 0, 72, width - 400 - track_w - 10, 12, ink="acting" if boss else "zone_title")
        if track is not None:
            item = self.place(
                "boss_track", lambda: LSBossTrackItem(track, track_w, 20), track, width - 400 - track_w - 4, 70
            )
            item.setToolTip(
                self.tr(
                    "The Corrupted Dryad's growth track: the crystal is on its growth stage (it grows "
                    "one stage in each boss step once the spawn cards are gone)."
                )
                if track.tone == "dryad"
                else self.tr(
                    "Cetusia's form: both parts turn to form 2 when either is beaten (their wounds "
                    "cleared); a part beaten in form 2 is removed."
                )
            )
        rewards = tuple(self._reward(r) for r in (sc.panic_rewards if sc is not None else ()))
        look = PanicLook(tuple(v.panic), rewards, self.tr("Panic track (flame tiles)"))
        item = self.place("panic", lambda: LSPanicItem(look, 380, 84), look, width - 384, 2)
        item.setToolTip(
            self.tr(
                "Each space of the panic track with its flame tiles; what it pays at the end of the "
                "night when its flames are gone."
            )
        )

    def _reward(self, reward: str) -> str:
        kind, _, value = reward.partition(":")
        if kind == "potion":
            return self.tr("{colour} potion").format(colour=self.tr(POTION_TEXT.get(value, value)))
        if kind in REWARD_TEXT:
            return self.tr(REWARD_TEXT[kind]).format(n=value)
        return reward

    def _phase_text(self, v: GameState) -> str:
        if v.result is not None:
            return self.tr("The night is over")
        if v.phase == "setup":
            return self.tr("Before the night: recruit heroes (solo)")
        if v.phase == "monster":
            step = self.tr(STEP_TEXT[v.step]) if v.step in STEP_TEXT else "—"
            return self.tr("Monster phase {n} · step {step}: {name}").format(
                n=v.monster_phase, step=v.step or "—", name=step
            )
        if v.phase == "hero":
            hero = self.acting_hero
            if v.flow.decision == "turn" and hero is not None:
                return self.tr("Hero phase · {hero}'s turn").format(hero=hero.name)
            return self.tr("Hero phase")
        return self.tr("The night is over")

    def _boss_track(self, v: GameState) -> BossTrackLook | None:
        """The Dryad's growth track, or Cetusia's two forms, for the header."""
        b = v.boss
        if b.kind == "dryad":
            stages = tuple(self._named(g) for g in sorted(self.content.dryad.growth, key=lambda g: g.stage))
            return BossTrackLook(self.tr("Growth track"), stages, b.growth - 1 if b.growth else -1, "dryad")
        if b.kind == "cetusia":
            return BossTrackLook(
                self.tr("Form"),
                (self.tr("FORM {n}").format(n=1), self.tr("FORM {n}").format(n=2)),
                b.form - 1 if not b.defeated else -1,
                "cetusia",
            )
        return None

    def _boss_text(self, v: GameState) -> str:
        b = v.boss
        if b.kind is None:
            return ""
        if b.kind != "harpy":
            name = {"cetusia": self.tr("Cetusia"), "dryad": self.tr("The Corrupted Dryad")}.get(b.kind, b.kind)
            if b.defeated:
                return self.tr("{boss} is defeated").format(boss=name)
            if b.kind == "cetusia":
                from ....engine.games.last_spell import cetusia

                if not any(cetusia.part_monster(v, p) is not None for p in cetusia.PARTS):
                    return self.tr("Boss: {boss} — under the lakes").format(boss=name)
                return self.tr("Boss: {boss} — head {head} · tail {tail}").format(
                    boss=name, head=self._part_state(v, "head"), tail=self._part_state(v, "tail")
                )
            from ....engine.games.last_spell import dryad

            m = dryad.dryad(v)
            if m is None:
                return self.tr("Boss: {boss} — not come yet").format(boss=name)
            t = self.content.monsters[m.kind]
            return self.tr("Boss: {boss} — {left}/{hp} HP").format(boss=name, left=t.hp - m.wounds, hp=t.hp)
        if b.defeated:
            return self.tr("The Fallen Harpy is defeated")
        if b.arrived:
            return self.tr("The Fallen Harpy is on the battlefield")
        side = self.tr("left") if b.side == "left" else self.tr("right") if b.side == "right" else "—"
        return self.tr("The Fallen Harpy on the cliff ({side}); Alerions slain {dead} of 3").format(
            side=side, dead=b.alerions_dead
        )

    def _part_state(self, v: GameState, part: str) -> str:
        """A Cetusia part in a few words: its HP left, removed, or still under the lakes."""
        from ....engine.games.last_spell import cetusia

        if part in v.boss.removed:
            return self.tr("removed")
        m = cetusia.part_monster(v, part)
        if m is None:
            return self.tr("under the lakes")
        t = self.content.monsters[m.kind]
        return self.tr("{left}/{hp} HP").format(left=t.hp - m.wounds, hp=t.hp)

    # --- the board -----------------------------------------------------------------------------
    def _board(self, v: GameState) -> None:
        bd = self._bd()
        piles = {str(k): len(p) for k, p in v.spawn_piles.items()}
        spawns = tuple((p.number, p.x, p.y, p.w, p.h, piles.get(str(p.number), 0)) for p in bd.spawn_positions)
        perches = tuple(tuple(c) for side in bd.cliff_sides.values() for c in side) if v.boss.kind == "harpy" else ()
        look = BoardLook(
            rows=bd.rows,
            cell=CELL,
            origin=tuple(bd.origin),
            sector_size=bd.sector_size,
            sectors=tuple(bd.sectors),
            town=tuple(tuple(t) for t in bd.town),
            circle_sector=tuple(bd.circle_sector),
            circle=tuple(tuple(c) for c in bd.magic_circle),
        )
        item = self.place("board", lambda: LSBoardItem(look), look, MARGIN, HEADER + MARGIN)
        item.setToolTip(
            self.tr(
                "The board: fog (grey-blue, misty), cliff (dark), rocks (grey stones, low "
                "obstacles), sectors of 4x4 squares (the town's outlined in brown), the magic circle "
                "(violet) with its mages, the spawn positions (#) with their spawn cards left."
            )
        )
        counters = BoardCountersLook(
            cell=CELL,
            circle=look.circle,
            spawns=spawns,
            perches=perches,
            mages=v.mages,
            spawn_caption=(self.tr("{n} card"), self.tr("{n} cards")),
        )
        size = (bd.width * CELL, bd.height * CELL)
        layer = self.place(
            "board_counters", lambda: LSBoardCountersItem(counters, *size), counters, MARGIN, HEADER + MARGIN, z=0.5
        )
        layer.setToolTip(item.toolTip())  # the board's own words wherever it is hovered (the layer is on top)
        self._squares(bd.width, bd.height)

    def _squares(self, width: int, height: int) -> None:
        """The board's click squares: every square keeps its key, also while another seat acts
        (the last move's marks go on them). They never change once made, so a redraw only counts
        them as kept (placing each of the hundreds again took some 4 ms a move)."""
        squares = self._square_items
        if len(squares) == width * height and all(self.item(i) is item for i, _, item in squares[:1]):
            self._seen.update(i for i, _, _ in squares)
            for _, key, item in squares:
                self._by_key[key].append(item)
            return
        squares.clear()
        for y in range(height):
            for x in range(width):
                ident, key = ("cellitem", x, y), ("cell", x, y)
                item = self.place(
                    ident, lambda: LSCellItem(CELL), None, MARGIN + x * CELL, HEADER + MARGIN + y * CELL, key, 1
                )
                squares.append((ident, key, item))

    def _structures(self, v: GameState) -> None:
        kinds = self.content.structures
        from ....engine.games.last_spell.text import STRUCTURES

        tool_ids = {t[1] for t in self.tools if t[0] in ("ballista", "catapult")}
        for s in v.structures:
            cells = [tuple(c) for c in s.cells]
            x0, y0 = min(c[0] for c in cells), min(c[1] for c in cells)
            w = (max(c[0] for c in cells) - x0 + 1) * CELL
            h = (max(c[1] for c in cells) - y0 + 1) * CELL
            kind = kinds.get(s.kind)
            look = StructureLook(
                kind=s.kind,
                cells=tuple((c[0] - x0, c[1] - y0) for c in cells),
                cell=CELL,
                damage=s.damage,
                durability=kind.durability if kind else 1,
                projectiles=s.projectiles,
                used=s.used,
                tool=s.id in tool_ids,
            )
            item = self.place(
                ("structure", s.id),
                partial(LSStructureItem, look, w, h),
                look,
                MARGIN + x0 * CELL,
                HEADER + MARGIN + y0 * CELL,
                None,
                5,
            )
            item.resize(w, h)
            name = engine_tr("LastSpell", STRUCTURES.get(s.kind, s.kind))
            tip = self.tr("{name} on {square}: durability {left} of {total}").format(
                name=name,
                square=square(cells[0]),
                left=max(0, (kind.durability if kind else 1) - s.damage),
                total=kind.durability if kind else 1,
            )
            if s.kind == "catapult":
                tip += "\n" + self.tr("{n} projectiles left").format(n=s.projectiles)
            if s.kind == "ballista" and s.used:
                tip += "\n" + self.tr("fired this hero phase")
            item.setToolTip(tip)

    def _figures(self, v: GameState) -> None:
        flow_hero = v.flow.hero if v.flow.decision in ("turn", "armour", "screech", "reroll", "priest") else None
        for h in v.heroes:
            if h.cell is None or not h.in_play:
                continue
            hd = self.content.heroes.get(h.hero)
            badge = "▲" if h.on_watchtower else "+1" if h.defence_up else ""
            trap = next((m for m in v.monsters if m.trapping == h.index), None) if h.trapped else None
            if trap is not None:  # trapped: a ring of vines, and the trap's letters on the badge
                badge = self.tr(SHORT.get(trap.kind, trap.kind[:2]))
            look = FigureLook(
                kind="hero",
                text=_initials(h.name),
                fill=hd.colour if hd else "#c0c0c0",
                cell=CELL,
                hp=h.hp,
                wounds=h.wounds,
                acting=h.index == flow_hero,
                dead=h.dead,
                badge=badge,
                trapped=h.trapped and not h.dead,
            )
            item = self.place(("hero", h.index), partial(LSFigureItem, look), look, *self._xy(h.cell), None, 20)
            tip = self.tr("{name} on {square}: HP {left} of {hp}, mana {mana}, AP {ap}, MP {mp}").format(
                name=h.name, square=square(h.cell), left=h.hp - h.wounds, hp=h.hp, mana=h.mana, ap=h.ap, mp=h.mp
            )
            if h.on_watchtower:
                tip += "\n" + self.tr("on the watchtower (Sight)")
            if h.defence_up:
                tip += "\n" + self.tr("Defence Up: the next damage is reduced by 1")
            if h.trapped:
                tip += "\n" + self.tr(
                    "trapped under the {monster}: 1 damage at the start of each attack step; freed "
                    "by another hero's punch or by its own punch that hits"
                ).format(monster=self.monster_name(trap.kind) if trap is not None else self.monster_name("hatchery"))
            item.setToolTip(tip)
        for m in v.monsters:
            look, tip = self._monster_look(v, m)
            x, y = self._xy(m.cell)
            anim = self._anim_pos.get(m.id)
            if anim is not None:
                x, y = anim.x(), anim.y()
            z = 16 if m.kind in ("cetusia_head", "cetusia_tail", "dryad") else 15  # a boss's labels over its neighbours
            item = self.place(("monster", m.id), partial(LSFigureItem, look), look, x, y, None, z)
            item.setToolTip(tip)

    def _monster_look(self, v: GameState, m: Any) -> tuple[FigureLook, str]:
        """A monster's look and tooltip, made again only when what they show changed (the monster, its
        stun, the boss's form and growth, the language): most moves move a few monsters of many.
        Cetusia's parts always: their tooltip reads the boss's current card."""
        stunned = self._stunned(m)
        shows = (m.model_dump(), stunned, v.boss.form, v.boss.growth, self.lang)
        kept = self._monster_looks.get(m.id)
        if kept is not None and kept[0] == shows and m.kind not in ("cetusia_head", "cetusia_tail"):
            return kept[1], kept[2]
        t = self.content.monsters.get(m.kind)
        size = t.size if t is not None else (1, 1)
        look = FigureLook(
            kind="monster",
            text=self.tr(SHORT.get(m.kind, m.kind[:2])),
            fill=MONSTER_FILL.get(m.kind, "#5a3a3a"),
            cell=CELL,
            facing=m.facing,
            hp=t.hp if t is not None else 1,
            wounds=m.wounds,
            stunned=stunned,
            tier=t.tier if t is not None else 1,
            ring=BULKY_RING.get(m.kind, ""),
            perched=m.on_cliff,
            size=size,
            **self._special(v, m, t),
        )
        tip = self._monster_tip(m, stunned)
        self._monster_looks[m.id] = (shows, look, tip)
        return look, tip

    def _special(self, v: GameState, m: Any, t: Any) -> dict[str, Any]:
        """How a boss piece is drawn: Cetusia's parts with their form, the Dryad with its growth stage,
        the monoliths, the hatcheries with their hatch side, the seed cannons with their range."""
        kind = m.kind
        if kind in ("cetusia_head", "cetusia_tail"):
            return {
                "shape": kind,
                "form": v.boss.form,
                "badge": self.tr("FORM {n}").format(n=v.boss.form),
                "caption": self.tr("HEAD") if kind == "cetusia_head" else self.tr("TAIL"),
            }
        if kind == "dryad":
            g = self._stage(v)
            return {
                "shape": kind,
                "stage": v.boss.growth,
                "badge": self._named(g) if g is not None else "",
                "shielded": g is not None and not g.damageable,
            }
        if kind == "hatchery":
            return {"shape": kind, "badge": "2" if m.face == "second" else "1"}
        if kind == "seed_cannon":
            return {"shape": kind, "badge": str(t.range) if t is not None and t.range else ""}
        if kind == "monolith":
            return {"shape": kind}
        return {}

    def _stage(self, v: GameState) -> Any:
        """The Dryad's growth stage (content.dryad), None before it appears."""
        return self.content.dryad.stage(v.boss.growth) if v.boss.growth >= 1 else None

    def _monster_tip(self, m: Any, stunned: bool) -> str:
        t = self.content.monsters.get(m.kind)
        name = self.monster_name(m.kind)
        facing = {"N": self.tr("north"), "E": self.tr("east"), "S": self.tr("south"), "W": self.tr("west")}[m.facing]
        lines = [self.tr("{name} on {square}, facing {facing}").format(name=name, square=square(m.cell), facing=facing)]
        if t is not None:
            lines.append(
                self.tr("HP {left} of {hp} · MP {mp} · damage {damage} · defence dice: {dice}").format(
                    left=t.hp - m.wounds, hp=t.hp, mp=t.mp, damage=t.damage, dice=self._dice_words(t.dice)
                )
            )
        if stunned:
            lines.append(self.tr("stunned: it neither moves nor attacks this monster phase"))
        if m.on_cliff:
            lines.append(self.tr("perched on the cliff"))
        lines += self._boss_lines(m)
        return "\n".join(lines)

    def _boss_lines(self, m: Any) -> list[str]:
        """What a boss piece's tooltip adds: Cetusia's form and attack, the Dryad's growth stage and the
        sectors it strikes, a monolith's always-hit, a hatchery's side, a seed cannon's range."""
        v = self.view_state
        if v is None:
            return []
        t = self.content.monsters.get(m.kind)
        lines: list[str] = []
        if m.kind in ("cetusia_head", "cetusia_tail"):
            from ....engine.games.last_spell import cetusia

            dice = self._defence_dice(v, m, t, None)
            lines.append(
                self.tr("Form {n}: defence dice {dice}; stun never affects it").format(
                    n=v.boss.form, dice=self._dice_words(dice)
                )
            )
            card = cetusia.current_card(v)
            part = cetusia.part_of(m)
            if card is not None and part is not None:
                a = cetusia.part_attack(v, card, part)
                lines.append(
                    self.tr(
                        "Card {card}: {attack}, {n} damage to everything on its squares, no defence "
                        "roll (hover it to see them)"
                    ).format(card=card.id, attack=self._named(a), n=a.damage)
                )
        elif m.kind == "dryad":
            g = self._stage(v)
            if g is not None:
                what = {
                    "none": self.tr("it strikes nothing yet and takes no damage"),
                    "current": self.tr("it strikes its current sectors"),
                    "current_adjacent": self.tr("it strikes its current and adjacent sectors, and the magic circle"),
                }.get(g.attacks, g.attacks)
                lines.append(self.tr("Growth stage: {stage} — {what}").format(stage=self._named(g), what=what))
            lines.append(
                self.tr("never moves, faces every way; attacks after every other monster (hover it to see its sectors)")
            )
        elif m.kind == "monolith":
            lines.append(self.tr("always hit: no defence roll; monsters cannot pass over it"))
        elif m.kind == "hatchery":
            face = next((f for f in self.content.dryad.hatchery_faces if f.face == (m.face or "first")), None)
            if face is not None:
                lines.append(
                    self.tr("{side}: hatches a {monster} in the next boss step").format(
                        side=self._named(face), monster=self.monster_name(face.spawns_in_boss_step)
                    )
                )
        elif m.kind == "seed_cannon" and t is not None:
            lines.append(self.tr("shoots {n} squares; never moves").format(n=t.range))
        if m.trapping is not None and 0 <= m.trapping < len(v.heroes):
            lines.append(
                self.tr("holds {hero} trapped: it does not act while it does").format(hero=v.heroes[m.trapping].name)
            )
        return lines

    def _dice_words(self, dice: Any) -> str:
        return " ".join(self.tr("blue") if d == "blue" else self.tr("orange") for d in dice) or "—"

    def _xy(self, cell: Any) -> tuple[float, float]:
        p = self.cell_pos(cell)
        return p.x(), p.y()

    # --- the dice ------------------------------------------------------------------------------
    def _dice(self, v: GameState, top: float) -> float:
        x0 = self.right_x
        attack = v.attack
        pending = attack is not None
        rolls = list(attack.rolls) if attack is not None else list(v.last_roll)
        per_row = 3
        rows = (len(rolls) + per_row - 1) // per_row
        h = 44 + rows * 62 if rows else 40
        if attack is not None:
            title = self.tr("Defence dice of {hero}'s attack: reroll or keep").format(hero=self._hero_name(attack.hero))
        elif rolls:
            title = self.tr("The last defence roll")
        else:
            title = self.tr("Defence dice: none rolled yet")
        look = ZoneLook(title, glow=pending and self.seat is not None)
        self.place("dice_zone", lambda: ZoneItem(look, RIGHT_W, h), look, x0, top, None, -10).resize(RIGHT_W, h)
        dice_defs = self.content.dice
        by_id = {m.id: m for m in v.monsters}
        block_w = (RIGHT_W - 24) / per_row
        killed = self._latest("monster_killed")  # a target this table never saw alive (a game just opened)
        if killed is not None and isinstance(killed.args.get("monster"), int) and killed.args.get("cell"):
            self._known.setdefault(killed.args["monster"], (str(killed.args.get("kind")), tuple(killed.args["cell"])))
        for i, roll in enumerate(rolls):
            row, col = divmod(i, per_row)
            bx = x0 + 12 + col * block_w
            by = top + 40 + row * 62
            m = by_id.get(roll.target)
            if m is not None:
                who = self.monster_name(m.kind) + " " + square(m.cell)
            elif roll.target in self._known:
                kind, cell = self._known[roll.target]
                who = self.tr("{monster} {square} (defeated)").format(
                    monster=self.monster_name(kind), square=square(cell)
                )
            else:
                who = self.tr("defeated")
            verdict = (self.tr("HIT") if roll.hit else self.tr("no hit")) + (
                " · " + self.tr("stunned") if roll.stunned else ""
            )
            self._label(("roll_name", i), f"{i + 1}. {who}", bx, by, block_w - 6, 11.5, True)
            for j, (colour, face) in enumerate(zip(roll.colours, roll.faces, strict=False)):
                faces = tuple(dice_defs[colour].faces) if colour in dice_defs else (face,)
                value = faces.index(face) + 1 if face in faces else 1
                dl = LSDieLook(value=value, colour=colour, faces=faces)
                rerollable = pending and any(a.kind == "reroll" and a.roll == i for a in self.legal)
                die = self.place(
                    ("die", i, j),
                    partial(LSDieItem, dl, 34),
                    dl,
                    bx + j * 38,
                    by + 20,
                    ("roll", i) if rerollable else None,
                    2,
                )
                die.setToolTip(
                    self.tr("{colour} die: {face}").format(
                        colour=self.tr("blue") if colour == "blue" else self.tr("orange"),
                        face=self.tr(FACE_TEXT.get(face, face)),
                    )
                )
            self._label(
                ("roll_verdict", i),
                verdict,
                bx + max(1, len(roll.colours)) * 38 + 2,
                by + 28,
                block_w - max(1, len(roll.colours)) * 38 - 8,
                11.5,
                True,
                ink="#ffb3a8" if roll.hit else "zone_title",
            )
        return top + h + CARD_GAP

    # --- the heroes' cards ---------------------------------------------------------------------
    def _heroes(self, v: GameState, y: float) -> None:
        for h in v.heroes:
            y = self._kept_hero_card(v, h, y) + CARD_GAP
        self._right_bottom = y

    def _kept_hero_card(self, v: GameState, h: Hero, y0: float) -> float:
        """A hero's card and its chips are made again only when what they show changed (most moves
        change one hero or none; making a card's words and looks was most of a move's redraw): the
        kept items only count as placed again, with their click keys. Returns the y below it."""
        shown = self._hero_card_shows(v, h, y0)
        kept = self._hero_cards.get(h.index)
        if kept is not None and kept.shows == shown and all(self.item(i) is item for i, _, item in kept.placed):
            for ident, key, item in kept.placed:
                self._seen.add(ident)
                if key is not None:
                    self._by_key[key].append(item)
            return kept.bottom
        self._placing = []
        bottom = self._hero_card(v, h, y0)
        self._hero_cards[h.index] = KeptCard(shown, bottom, tuple(self._placing))
        self._placing = None
        return bottom

    def _hero_card_shows(self, v: GameState, h: Hero, y0: float) -> tuple[Any, ...]:
        """All a hero's card depends on, to compare with what it showed: the hero, where the card
        goes, the language, whether (and how) the hero acts, and for the seat to act its tools."""
        acting = v.flow.hero == h.index and v.flow.decision is not None and v.result is None
        mine = acting and self.seat is not None
        recruiting = v.phase == "setup" and not h.in_play and not h.dead
        return (
            h.model_dump(),
            self.right_x,
            y0,
            self.lang,
            acting and v.flow.decision,
            mine and (tuple(self.tools), self.tool, bool(self.legal)),
            self._keyed_token(h.index),
            any(a.kind == "recruit" and a.hero == h.index for a in self.legal),
            recruiting and self._recruit_cost(v),
        )

    def place(
        self,
        ident: Hashable,
        factory: Callable[[], TableItem],
        look: Any,
        x: float,
        y: float,
        key: Hashable | None = None,
        z: float = 0,
    ) -> TableItem:
        item = super().place(ident, factory, look, x, y, key, z)
        if self._placing is not None:  # a hero's card being made: its items, to keep (_kept_hero_card)
            self._placing.append((ident, key, item))
        return item

    def _hero_card(self, v: GameState, h: Hero, y0: float) -> float:
        x0 = self.right_x
        c = self.content
        acting = v.flow.hero == h.index and v.flow.decision is not None and v.result is None
        mine = acting and self.seat is not None
        hd = c.heroes.get(h.hero)
        status = ""
        if h.dead:
            status = self.tr("fallen")
        elif not h.in_play and v.phase == "setup":
            status = self.tr("recruit: {cost} gold").format(cost=self._recruit_cost(v))
        elif not h.in_play:
            status = self.tr("in reserve")
        elif acting:
            status = {
                "turn": self.tr("TO ACT"),
                "armour": self.tr("ARMOUR?"),
                "reroll": self.tr("REROLL?"),
                "screech": self.tr("SCREECH"),
                "priest": self.tr("PRIEST ARMOR?"),
            }.get(v.flow.decision or "", self.tr("TO ACT"))
        elif h.passed:
            status = self.tr("passed")
        elif h.on_watchtower:
            status = self.tr("on the watchtower")
        lines: list[tuple[float, str]] = []
        y = 80.0
        # movement tokens, potions
        lines.append((y + 2, self.tr("Move tokens")))
        x = CAPTION_W + 14
        for i, tok in enumerate(h.tokens):
            kind = "token_aside" if tok.set_aside else "token_used" if tok.used else "token"
            sub = self.tr("aside") if tok.set_aside else self.tr("used") if tok.used else self.tr("MP")
            look = ChipLook(str(tok.value), sub, kind)
            key = ("token", h.index, self._canon_token(h, i))
            item = self.place(
                ("tokenchip", h.index, i),
                partial(LSChipItem, look, 38, 38),
                look,
                x0 + x,
                y0 + y - 2,
                key if mine or self._keyed_token(h.index) else None,
                2,
            )
            item.setToolTip(
                self.tr("Movement token of {value}: {state}").format(
                    value=tok.value,
                    state=self.tr("set aside (Harpy's Screech)")
                    if tok.set_aside
                    else self.tr("used")
                    if tok.used
                    else self.tr("ready: flip it for {value} MP").format(value=tok.value),
                )
            )
            x += 42
        x += 14
        for i, p in enumerate(h.potions):
            amount = c.potions[p.colour].amount if p.colour in c.potions else 0
            words = self.tr(POTION_TEXT.get(p.colour, p.colour)) + (" ½" if p.half else "")
            look = ChipLook(words, kind="potion", fill=POTION_FILL.get(p.colour, "#cccccc"))
            item = self.place(
                ("potionchip", h.index, i),
                partial(LSChipItem, look, 92, 34),
                look,
                x0 + x,
                y0 + y,
                ("potion", h.index, i) if mine else None,
                2,
            )
            item.setToolTip(
                self.tr("{colour} potion ({amount}){half}").format(
                    colour=self.tr(POTION_TEXT.get(p.colour, p.colour)),
                    amount=amount,
                    half=self.tr(", half used") if p.half else "",
                )
            )
            x += 96
        y += 44
        # weapons and their attack modes
        for wi, wid in enumerate(h.weapons):
            w = c.weapons.get(wid)
            if w is None:
                continue
            lines.append((y + 2, self._named(w)))
            n = max(1, len(w.modes))
            mw = min(170.0, (RIGHT_W - CAPTION_W - 26) / n)
            for k, mode in enumerate(w.modes):
                tool = ("mode", wi, mode.id)
                used = h.mode_uses.get(f"{wid}/{mode.id}", 0)
                left = max(0, mode.uses - used)
                cost = [self.tr("{n} AP").format(n=mode.ap)]
                if mode.mana:
                    cost.append(self.tr("{n} mana").format(n=mode.mana))
                if mode.mp:
                    cost.append(self.tr("{n} MP").format(n=mode.mp))
                cost.append(self.tr("{left}/{uses} left").format(left=left, uses=mode.uses))
                keyed = mine and (tool in self.tools or self._any_mode(tool) or self._spent_mode(tool))
                look = ChipLook(
                    self._named(mode),
                    " · ".join(cost),
                    "mode",
                    active=mine and self.tool == tool,
                    disabled=acting and tool not in self.tools,
                )
                item = self.place(
                    ("modechip", h.index, wi, mode.id),
                    partial(LSChipItem, look, mw - 4, CHIP_H),
                    look,
                    x0 + CAPTION_W + 14 + k * mw,
                    y0 + y,
                    ("tool", *tool) if keyed else None,
                    2,
                )
                item.setToolTip(self._mode_tip(w, mode))
            y += CHIP_H + 4
        y += 2
        # armour
        lines.append((y + 2, self.tr("Armour")))
        aw = min(150.0, (RIGHT_W - CAPTION_W - 26) / max(1, len(h.armour)))
        for i, slot in enumerate(h.armour):
            card = c.armour.get(slot.card)
            if card is None:
                continue
            sub = self.tr("exhausted") if slot.exhausted else self.tr("−{n} damage").format(n=card.reduce)
            look = ChipLook(self._named(card), sub, "armour_used" if slot.exhausted else "armour")
            item = self.place(
                ("armourchip", h.index, i),
                partial(LSChipItem, look, aw - 4, 32),
                look,
                x0 + CAPTION_W + 14 + i * aw,
                y0 + y,
                ("armour", h.index, i) if mine else None,
                2,
            )
            tip = self.tr("{name} ({slot}): reduces damage by {n}").format(
                name=self._named(card), slot=self._slot(card.slot), n=card.reduce
            )
            if card.recover_cost:
                tip += "\n" + self.tr("Recover: {cost}").format(
                    cost=", ".join(
                        self.tr("{n} mana").format(n=n) if k == "mana" else self.tr("{n} movement token(s)").format(n=n)
                        for k, n in card.recover_cost.items()
                    )
                )
            item.setToolTip(tip + ("\n" + self.tr("exhausted") if slot.exhausted else ""))
        y += 36
        # the tools of the hero to act
        if mine and v.flow.decision == "turn":
            lines.append((y + 2, self.tr("Act")))
            tools = [t for t in self.tools if t[0] not in ("mode",)]
            tw = min(150.0, (RIGHT_W - CAPTION_W - 26) / max(1, len(tools)))
            for k, tool in enumerate(tools):
                text, sub = self._tool_words(v, h, tool)
                look = ChipLook(text, sub, "tool", active=self.tool == tool)
                self.place(
                    ("toolchip", *tool),
                    partial(LSChipItem, look, tw - 4, CHIP_H),
                    look,
                    x0 + CAPTION_W + 14 + k * tw,
                    y0 + y,
                    ("tool", *tool),
                    2,
                )
            y += CHIP_H + 4
        elif h.scrolls:
            lines.append((y + 2, self.tr("Scrolls")))
            names = ", ".join(self._named(c.scrolls[s]) for s in h.scrolls if s in c.scrolls)
            self._label(("scrolls", h.index), names, x0 + CAPTION_W + 14, y0 + y + 4, RIGHT_W - CAPTION_W - 30, 12)
            y += 30
        height = y + 8
        card_look = HeroCardLook(
            name=h.name,
            initials=_initials(h.name),
            colour=hd.colour if hd else "#c0c0c0",
            status=status,
            acting=acting,
            hp=h.hp,
            wounds=h.wounds,
            mana=h.mana,
            mana_max=h.mana_max,
            ap=h.ap,
            ap_max=h.ap_max,
            mp=h.mp,
            lines=tuple(lines),
            captions=(self.tr("HP"), self.tr("Mana"), self.tr("AP"), self.tr("MP")),
            dim=h.dead or not h.in_play,
        )
        recruit = any(a.kind == "recruit" and a.hero == h.index for a in self.legal)
        item = self.place(
            ("herocard", h.index),
            lambda: LSHeroCardItem(card_look, RIGHT_W, height),
            card_look,
            x0,
            y0,
            ("recruit", h.index) if recruit else None,
            -8,
        )
        item.resize(RIGHT_W, height)
        return y0 + height

    def _recruit_cost(self, v: GameState) -> int:
        """LS-24.5: what the next recruit costs (the rules' own answer)."""
        from ....engine.games.last_spell import rules

        return int(rules.recruit_cost(v))

    def _keyed_token(self, hero: int) -> bool:
        return any(a.kind in ("flip", "discard") and a.hero == hero for a in self.legal)

    @staticmethod
    def _canon_token(h: Hero, i: int) -> int:
        """Tokens of one value in one state are the same choice: the first of them stands for all
        (the engine offers one flip per value)."""
        if not 0 <= i < len(h.tokens):
            return i
        t = h.tokens[i]
        return next(
            j for j, o in enumerate(h.tokens) if (o.value, o.used, o.set_aside) == (t.value, t.used, t.set_aside)
        )

    def _slot(self, slot: str) -> str:
        return {"upper": self.tr("upper body"), "lower": self.tr("lower body"), "shield": self.tr("shield")}.get(
            slot, slot
        )

    def _mode_tip(self, w: Any, mode: Any) -> str:
        effects = ", ".join(self.tr(EFFECT_TEXT[e]) for e in mode.effects if e in EFFECT_TEXT)
        text = self.tr("{weapon}: {mode} — range: {range}; area: {area}; damage {damage}").format(
            weapon=self._named(w),
            mode=self._named(mode),
            range=self.tr(RANGE_TEXT.get(mode.range, mode.range)),
            area=self.tr(AREA_TEXT.get(mode.area, mode.area)),
            damage=w.damage,
        )
        if effects:
            text += "\n" + self.tr("effects: {effects}").format(effects=effects)
        return text

    def _tool_words(self, v: GameState, h: Hero, tool: Tool) -> tuple[str, str]:
        c = self.content
        if tool[0] == "move":
            return self.tr("Move"), self.tr("{n} MP left").format(n=h.mp)
        if tool[0] == "punch":
            return self.tr("Punch"), self.tr("1 AP, melee")
        if tool[0] == "scroll":
            sid = h.scrolls[tool[1]] if tool[1] < len(h.scrolls) else ""
            s = c.scrolls.get(sid)
            return (self._named(s) if s else "?"), (self.tr("{n} mana").format(n=s.mode.mana) if s else "")
        if tool[0] in ("ballista", "catapult"):
            st = next((st for st in v.structures if st.id == tool[1]), None)
            where = square(st.cells[0]) if st is not None else "?"
            if tool[0] == "ballista":
                return self.tr("Ballista {square}").format(square=where), self.tr("once per hero phase")
            return self.tr("Catapult {square}").format(square=where), self.tr("{n} projectiles").format(
                n=st.projectiles if st is not None else 0
            )
        return str(tool), ""

    # --- the end -------------------------------------------------------------------------------
    def _result(self, v: GameState) -> float:
        """The night's result at the top of the right column, off the board: the final board stays
        in sight. Returns the y below it."""
        result = v.result
        assert result is not None
        won = bool(result.winners)
        title = self.tr("VICTORY: the town holds") if won else self.tr("DEFEAT: the town falls")
        reason = self.game.describe_result(result, engine_tr)
        h = 96.0
        look = ZoneLook(title, glow=True, glow_word=self.tr("NIGHT OVER"))
        zone = self.place("result_zone", lambda: ZoneItem(look, RIGHT_W, h), look, self.right_x, 0, None, -10)
        zone.resize(RIGHT_W, h)
        self._label("result_text", reason, self.right_x + 16, 44, RIGHT_W - 32, 22, True, tip=reason)
        return h + CARD_GAP

    # --- the overlay: reach and attack preview ---------------------------------------------------
    def _mode_of(self, tool: Tool, h: Hero) -> tuple[str, Any] | None:
        """(weapon type, AttackMode) of an attack tool."""
        c = self.content
        if tool[0] == "mode" and tool[1] < len(h.weapons):
            w = c.weapons.get(h.weapons[tool[1]])
            if w is None:
                return None
            mode = next((m for m in w.modes if m.id == tool[2]), None)
            return (w.type, mode) if mode is not None else None
        if tool[0] == "scroll" and tool[1] < len(h.scrolls):
            s = c.scrolls.get(h.scrolls[tool[1]])
            return ("magic", s.mode) if s else None
        return None

    def _tool_actions(self) -> list[Any]:
        return [a for a in self.legal if self._tool_of(a) == self.tool]

    def _picked_cells(self) -> list[tuple[int, int]]:
        cells = []
        for key, look in self.marks().items():
            if look.kind == "picked" and isinstance(key, tuple) and key and key[0] == "cell":
                cells += [(key[1], key[2])] * max(1, look.count)
        return cells

    def _preview(self) -> None:
        v = self.view_state
        h = self.acting_hero
        look = OverlayLook(cell=CELL)
        message = ""
        if (
            v is not None
            and h is not None
            and self.seat is not None
            and v.flow.decision == "turn"
            and h.cell is not None
        ):
            if self.tool == ("move",):
                look, message = self._move_preview(v, h)
            else:
                look, message = self._attack_preview(v, h)
        elif v is not None and v.attack is not None:  # rerolls: the attack's squares stay marked
            look = OverlayLook(
                cell=CELL,
                area=tuple(v.attack.squares),
                picked=tuple(v.attack.direct),
            )
        if v is not None and v.damage_queue:
            look = replace(look, strikes=self._strikes(v))
        if v is not None:
            aiming = h is not None and self.seat is not None and v.flow.decision == "turn" and self.tool != ("move",)
            dangers, words = self._dangers(v, None if aiming else self.hover)
            if dangers:
                look = replace(look, dangers=dangers, danger_part="labels")
            if words and not message:
                message = words
            # the bosses' areas lie under the figures (their labels over them, on the overlay)
            areas = OverlayLook(cell=CELL, dangers=dangers, danger_part="areas")
            danger = self.place(
                "danger",
                lambda: LSOverlayItem(areas, self.board_w, self.board_h),
                areas,
                MARGIN,
                HEADER + MARGIN,
                None,
                12,
            )
            danger.resize(self.board_w, self.board_h)
        item = self.place(
            "overlay", lambda: LSOverlayItem(look, self.board_w, self.board_h), look, MARGIN, HEADER + MARGIN, None, 30
        )
        item.resize(self.board_w, self.board_h)
        self._hint_text = message

    def _dangers(self, v: GameState, hover: Any) -> tuple[tuple[Danger, ...], str]:
        """The squares the bosses will strike: in the monster phase, once Cetusia's card is revealed, the
        areas of both parts' attacks (and the Dryad's sectors in the attack step); at any time, those of
        the boss piece under the mouse (`hover`), with its words for the hint."""
        from ....engine.games.last_spell import cetusia, dryad, geometry

        if v.result is not None or v.boss.defeated:
            return (), ""
        b = v.boss
        hov = tuple(hover) if hover is not None else None
        out: list[Danger] = []
        words: list[str] = []
        live = v.phase == "monster" and v.step >= 3
        if b.kind == "cetusia" and b.card is not None:
            card = cetusia.current_card(v)
            for part in cetusia.PARTS:
                m = cetusia.part_monster(v, part)
                if card is None or m is None or part in b.removed:
                    continue
                size = self.content.monsters[m.kind].size
                hovered = hov is not None and hov in geometry.footprint(m.cell, size)
                if not (live or hovered):
                    continue
                a = cetusia.part_attack(v, card, part)
                cells = tuple(sorted(cetusia.attack_squares(v, card, part), key=lambda c: (c[1], c[0])))
                label = self.tr("{attack}: {n} damage").format(attack=self._named(a), n=a.damage)
                out.append(Danger(cells, label, cells[0] if cells else None, "water", strong=live))
                if hovered:
                    words.append(
                        self.tr(
                            "{monster} (form {form}, card {card}): {attack} deals {n} damage to everything "
                            "on the marked squares, no defence roll"
                        ).format(
                            monster=self.monster_name(m.kind),
                            form=b.form,
                            card=card.id,
                            attack=self._named(a),
                            n=a.damage,
                        )
                    )
        if b.kind == "dryad":
            m = dryad.dryad(v)
            if m is not None:
                size = self.content.monsters[m.kind].size
                hovered = hov is not None and hov in geometry.footprint(m.cell, size)
                if hovered or (live and v.step == 6):
                    sectors = dryad.dryad_sectors(v, m)
                    bd = self._bd()
                    cells = tuple(
                        sorted(
                            (
                                (bd.origin[0] + sx * bd.sector_size + i, bd.origin[1] + sy * bd.sector_size + j)
                                for sx, sy in sectors
                                for j in range(bd.sector_size)
                                for i in range(bd.sector_size)
                            ),
                            key=lambda c: (c[1], c[0]),
                        )
                    )
                    if cells:
                        label = self.tr("The Dryad strikes: {n} damage").format(n=self.content.dryad.damage)
                        out.append(Danger(cells, label, cells[0], "thorn", strong=live and not hovered))
                    if hovered:
                        g = self._stage(v)
                        if cells:
                            words.append(
                                self.tr(
                                    "The Corrupted Dryad ({stage}) strikes every hero and structure in "
                                    "the marked sectors for {n} damage after the other monsters"
                                ).format(stage=self._named(g) if g is not None else "", n=self.content.dryad.damage)
                            )
                        else:
                            words.append(
                                self.tr("The Corrupted Dryad germinates: it strikes nothing yet and takes no damage")
                            )
        return tuple(out), " ".join(words)

    def _strikes(self, v: GameState) -> tuple[tuple[Cell, Cell], ...]:
        """The monster attack whose damage waits for the armour decision: from the monster to the hero."""
        e = self._latest("monster_attacks")
        head = v.damage_queue[0]
        if e is None or e.args.get("hero") != head.hero or not e.args.get("cell") or not e.args.get("to"):
            return ()
        return ((tuple(e.args["cell"]), tuple(e.args["to"])),)

    def _move_preview(self, v: GameState, h: Hero) -> tuple[OverlayLook, str]:
        from ....engine.games.last_spell import targeting

        costs = targeting.reachable(v, h)
        reach = []
        special = {}
        for a in self._tool_actions():
            if a.kind == "move":
                reach.append((a.to[0], a.to[1], costs.get(tuple(a.to), 0)))
            elif a.kind in ("jump", "climb", "warp"):
                cell = tuple(a.over if a.kind == "jump" else a.to)
                special[cell] = a
        path: tuple[Cell, ...] = ()
        message = ""
        if self.hover is not None:
            hov = tuple(self.hover)
            found = [a for a in self._tool_actions() if self._cells_of(a) == [hov]]
            if found:
                message = " / ".join(self._describe(a) for a in found)
                if hov in costs:
                    path = tuple(self._path(h.cell, hov, costs))
        reach_t = tuple(reach) + tuple(
            (c[0], c[1], {"jump": 3, "climb": 2, "warp": 2}[a.kind]) for c, a in special.items()
        )
        return OverlayLook(cell=CELL, reach=reach_t, path=path, hover=self.hover, origin=h.cell), message

    @staticmethod
    def _path(start: Any, goal: tuple[int, int], costs: dict[Cell, int]) -> list[Cell]:
        """A shortest walk from `start` to `goal` through the reachable squares (for the picture)."""
        path = [goal]
        here = goal
        start = tuple(start)
        for _ in range(64):
            k = costs.get(here, 0)
            if k <= 1:
                break
            x, y = here
            nxt = next((n for n in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)) if costs.get(n) == k - 1), None)
            if nxt is None:
                break
            path.append(nxt)
            here = nxt
        path.append(start)
        return list(reversed(path))

    def _attack_preview(self, v: GameState, h: Hero) -> tuple[OverlayLook, str]:
        from ....engine.games.last_spell import geometry, targeting

        origin = h.cell
        assert origin is not None  # `_preview` draws it for a hero on the board
        acts = self._tool_actions()
        picked = self._picked_cells()
        # the squares that may be chosen next
        direct: set[Cell] = set()
        for a in acts:
            rest = self._cells_of(a)
            ok = True
            for p in picked:
                if p in rest:
                    rest.remove(p)
                else:
                    ok = False
                    break
            if ok:
                direct |= set(rest)
        found = self._mode_of(self.tool, h)
        weapon_type, mode = found if found is not None else ("", None)
        reach_cells: tuple[Cell, ...] = ()
        if mode is not None:
            reach_cells = tuple(sorted(set(targeting.direct_hit_cells(v, h, mode, weapon_type)) - direct))
        shadow: tuple[Cell, ...] = ()
        sight = False
        if mode is not None:
            sight = targeting.hero_has_sight(h, mode)
            if targeting.needs_los(weapon_type, mode) and not sight:
                shadow = tuple(sorted(targeting.shadow(v, origin)))
        area: list[Cell] = []
        stun: list[Cell] = []
        targets: list[Target] = []
        kinds: list[str] = []  # the kind of each target's monster
        bad = None
        message = ""
        hov = self.hover
        if hov is not None:
            if hov in direct:
                aims = [*picked, hov]
                area = self._area_of(v, h, mode, aims)
                if mode is not None and mode.stun_squares:
                    for d in aims:
                        stun += [c for c in targeting.stun_cells(v, h, mode, d) if c not in stun]
                board = geometry.Board(v)
                needs = mode is not None and targeting.needs_los(weapon_type, mode) and not sight
                seen_ids = set()
                for cell in area + stun:
                    m = board.monster_at(cell)
                    if m is None or m.id in seen_ids:
                        continue
                    seen_ids.add(m.id)
                    t = self.content.monsters.get(m.kind)
                    seen = not needs or targeting.has_los(v, origin, cell, sight)
                    dice = tuple(self._defence_dice(v, m, t, mode))
                    chance = self._hit_chance(dice, mode, t)
                    targets.append(Target(m.cell, dice, seen, f"{chance}%" if chance is not None else ""))
                    kinds.append(m.kind)
                words = [self._describe(a) for a in acts if self._cells_of(a)[: len(aims)] == aims][:1]
                if targets:
                    parts = [
                        self.tr("{monster} on {square}: rolls {dice}{seen}").format(
                            monster=self.monster_name(kind),
                            square=square(t.cell),
                            dice=self._dice_words(t.dice),
                            seen="" if t.seen else self.tr(" (out of sight)"),
                        )
                        + (" " + self.tr("({chance} to hit)").format(chance=t.note) if t.note else "")
                        for t, kind in zip(targets, kinds, strict=True)
                    ]
                    message = (words[0] + " — " if words else "") + "; ".join(parts)
                else:
                    message = (words[0] + " — " if words else "") + self.tr("no monster in the attack's squares")
                heroes_hit = [board.hero_at(c) for c in area if board.hero_at(c) is not None and c != origin]
                if heroes_hit:
                    message += " " + self.tr("Careful: {names} in the area.").format(
                        names=", ".join(self._hero_name(i) for i in heroes_hit)
                    )
            else:
                bad = hov
                message = self._why_not(v, h, hov, weapon_type, mode)
                if mode is not None and hov in reach_cells:  # in range, but not a choice: show what it would hit
                    area = self._area_of(v, h, mode, [*picked, hov])
        look = OverlayLook(
            cell=CELL,
            direct=tuple(sorted(direct)),
            reachable=reach_cells,
            area=tuple(area),
            stun=tuple(stun),
            shadow=shadow,
            targets=tuple(targets),
            picked=tuple(picked),
            bad=bad,
            hover=hov,
            origin=origin,
        )
        return look, message

    def _area_of(self, v: GameState, h: Hero, mode: Any, aims: list[Cell]) -> list[Cell]:
        from ....engine.games.last_spell import targeting

        if mode is not None:
            return targeting.attack_squares(v, h, mode, aims if len(aims) > 1 else aims[0])
        if self.tool[0] == "catapult":
            return targeting.facility_area("square9", aims[0], v)
        return list(aims)

    def _defence_dice(self, v: GameState, m: Any, t: Any, mode: Any) -> list[str]:
        """The dice a monster would roll against this attack (combat's own answer when it has one)."""
        if t is None:
            return []
        from ....engine.games.last_spell import combat

        return list(combat.defence_dice(v, m))  # a boss's second form rolls its own dice

    @staticmethod
    def _hit_chance(dice: tuple[str, ...], mode: Any, t: Any) -> int | None:
        """The chance (in %) that the roll hits, by the rules' own judge over every face."""
        from ....engine.games.last_spell import odds

        effects = [e for e in (mode.effects if mode is not None else ()) if e in ("no_dodge", "armour_piercing")]
        hit, _stun = odds.roll_odds(dice, effects, bool(t.boss) if t is not None else False)
        return round(float(hit) * 100)

    def _why_not(self, v: GameState, h: Hero, cell: Cell, weapon_type: Any, mode: Any) -> str:
        """Why aiming at `cell` is not a choice, for the hover: the broken rule of the square (the
        engine's own check), else the engine's refusal of the attack, else: it would hit nothing."""
        from ....engine.games.last_spell import targeting
        from ....engine.games.last_spell.errors import Violation

        key = (self.tool, cell)
        if key in self._why_cache:
            return self._why_cache[key]
        text = self.tr("Not here: that square cannot be chosen for this attack now.")
        problem = None
        if mode is not None:
            problem = targeting.target_problem(v, h, mode, weapon_type, cell)
        if problem is not None:
            rule, template, params = problem
            text = self.tr("Not here: {reason}").format(reason=error_text(Violation(rule, template, **params)))
        elif self.seat is not None:
            refusal = self._refusal(self.probe_action(("cell", *cell), self.seat, None))
            if refusal:
                text = self.tr("Not here: {reason}").format(reason=refusal)
            elif mode is not None:
                text = self.tr("Aiming there hits no monster: the attack is not offered there.")
        self._why_cache[key] = text
        return text

    def _refusal(self, probe: Any) -> str:
        """The engine's refusal of `probe` on a copy of the state ("" when it would be accepted)."""
        import pickle

        from ....engine.core.errors import RuleViolation

        v = self.view_state
        if probe is None or v is None:
            return ""
        state = pickle.loads(pickle.dumps(v, protocol=pickle.HIGHEST_PROTOCOL))
        try:
            self.game.apply(state, probe)
        except RuleViolation as exc:  # the engine refuses the probe: its clause
            return error_text(exc)
        return ""

    def _cells_of(self, a: Any) -> list[tuple[int, int]]:
        kind = a.kind
        if kind in ("attack", "scroll"):
            return [tuple(t) for t in a.targets]
        if kind in ("punch", "ballista", "catapult"):
            return [tuple(a.target)]
        if kind == "jump":
            return [tuple(a.over)]
        if kind in ("move", "climb", "warp"):
            return [tuple(a.to)]
        return []

    def _describe(self, a: Any) -> str:
        from ...i18n import describe_action

        return describe_action(self.game, a, self.view_state)

    # --- hovering ------------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseMoveEvent(event)
        cell = self._cell_at(event.scenePos())
        if cell != self.hover:
            self.set_hover(cell)

    def set_hover(self, cell: tuple[int, int] | None) -> None:
        self.hover = cell
        if self.view_state is None:
            return
        self._seen = set(self._items)
        self._preview()
        if self._hint_text or cell is not None:
            self.hint.emit(self._hint_text)

    # --- the scene's own clicks -----------------------------------------------------------------
    def local_click(self, key: Hashable) -> bool:
        """The tool of the choice in progress (Move, an attack mode, Punch, a scroll, a facility).
        A second click on the chosen tool goes back to Move."""
        if not isinstance(key, tuple) or not key or key[0] != "tool":
            return False
        tool = tuple(key[1:])
        if tool not in self.tools and not self._any_mode(tool):
            return False
        self.tool = ("move",) if tool == self.tool and tool != ("move",) else tool
        return True

    def make_mark(self, key: Hashable, look: MarkLook, rect: QRectF) -> MarkItem:
        """On a button (a tool) the badge goes in its right margin, off its words."""
        if isinstance(key, tuple) and bool(key) and key[0] == "tool":
            return aside_mark(look, rect)
        return super().make_mark(key, look, rect)

    def extra_marks(self) -> dict[Hashable, str]:
        v = self.view_state
        if v is None or self.seat is None or v.flow.decision != "turn":
            return {}
        return {("tool", *t): "select" for t in self.tools if t != self.tool}

    # --- picker --------------------------------------------------------------------------------
    def action_keys(self, action: Any) -> tuple[Hashable, ...]:
        kind = action.kind
        if kind in ("flip", "discard"):
            v = self.view_state
            if v is not None and 0 <= action.hero < len(v.heroes):
                h = v.heroes[action.hero]
                canon = self._canon_token(h, action.token)
                return (("token", action.hero, canon),) if canon == action.token else ()
            return (("token", action.hero, action.token),)
        if kind == "potion":
            return (("potion", action.hero, action.potion),)
        if kind == "recruit":
            return (("recruit", action.hero),)
        if kind == "reroll":
            return (("roll", action.roll),)
        if kind in ("armour", "recover_armour", "boots"):
            return (("armour", action.hero, action.slot),)
        if kind == "choose":
            cell = self._choice_cell(action.option)
            return (("cell", cell[0], cell[1]),) if cell is not None else ()
        if kind in SPATIAL:
            if self._tool_of(action) != self.tool:
                return ()
            return tuple(("cell", c[0], c[1]) for c in self._cells_of(action))
        return ()

    def _choice_cell(self, option: Any) -> tuple[int, int] | None:
        """The square that stands for an option of the players' choice: the monster's (explosion,
        chain) or the structure's (a tie) north-west square; colours and "none" have none."""
        v = self.view_state
        if v is None or v.choice is None or not isinstance(option, int):
            return None
        if v.choice.kind == "structure":
            s = next((s for s in v.structures if s.id == option), None)
            return (s.cells[0][0], s.cells[0][1]) if s is not None else None
        m = next((m for m in v.monsters if m.id == option), None)
        return (m.cell[0], m.cell[1]) if m is not None else None

    def offer_button(self, action: Any) -> bool:
        return action.kind not in SPATIAL

    def mark_kind(self, action: Any) -> str:
        kind = action.kind
        if kind in ("move", "jump", "climb", "warp"):
            return "spot"
        if kind in SPATIAL:
            return "aim"
        if kind in ("armour", "potion", "recover_armour", "boots", "recruit", "reroll"):
            return "option"  # read out as "choice" (not "heal target": armour does not heal)
        return "select"

    def key_text(self, key: Hashable) -> str:
        if isinstance(key, tuple) and key:
            if key[0] == "cell":
                return square((key[1], key[2]))
            if key[0] == "token":
                return self.tr("{hero}'s movement token {n}").format(hero=self._hero_name(key[1]), n=key[2] + 1)
            if key[0] == "potion":
                return self.tr("{hero}'s potion {n}").format(hero=self._hero_name(key[1]), n=key[2] + 1)
            if key[0] == "recruit":
                return self.tr("{hero}'s card").format(hero=self._hero_name(key[1]))
            if key[0] == "roll":
                return self.tr("the defence dice of target {n}").format(n=key[1] + 1)
            if key[0] == "armour":
                v = self.view_state
                card = None
                if v is not None and key[1] < len(v.heroes) and key[2] < len(v.heroes[key[1]].armour):
                    card = self.content.armour.get(v.heroes[key[1]].armour[key[2]].card)
                return self._named(card) if card is not None else str(key)
            if key[0] == "tool":
                v = self.view_state
                h = self.acting_hero
                tool = tuple(key[1:])
                if tool[0] == "mode" and h is not None:
                    found = self._mode_of(tool, h)
                    return self._named(found[1]) if found else str(tool)
                if v is not None and h is not None:
                    return self._tool_words(v, h, tool)[0]
        return str(key)

    def preview(self, key: Hashable) -> PreviewContent | None:
        """A square's preview also says what its ground means, with its rule."""
        content = super().preview(key)
        bd = self._bd()
        if content is not None and isinstance(key, tuple) and key and key[0] == "cell" and bd is not None:
            from ....engine.games.last_spell import geometry

            meaning = TERRAIN_TEXT.get(geometry.terrain(bd, (key[1], key[2])))
            if meaning:
                content.text = "\n".join(t for t in (content.text, self.tr(meaning)) if t)
        return content

    def describe_key(self, key: Hashable) -> str:
        v = self.view_state
        if isinstance(key, tuple) and key and key[0] == "cell" and v is not None:
            from ....engine.games.last_spell import geometry

            cell = (key[1], key[2])
            board = geometry.Board(v)
            what = []
            m = board.monster_at(cell)
            if m is not None:
                what.append(self._monster_tip(m, self._stunned(m)).split("\n")[0])
            hi = board.hero_at(cell)
            if hi is not None:
                what.append(self._hero_name(hi))
            s = board.structure_at(cell)
            if s is not None:
                from ....engine.games.last_spell.text import STRUCTURES

                what.append(engine_tr("LastSpell", STRUCTURES.get(s.kind, s.kind)))
            if geometry.in_fog(board.bd, cell):
                what.append(self.tr("fog"))
            return self.tr("square {square}: {what}").format(
                square=square(cell), what=", ".join(what) or self.tr("empty")
            )
        return self.key_text(key)

    def probe_action(self, key: Hashable, seat: int, picks: Any) -> Any | None:
        """The action a refused click most likely meant (the engine then says why it is illegal)."""
        v = self.view_state
        if v is None or not isinstance(key, tuple) or not key:
            return None
        hero = v.flow.hero if v.flow.hero is not None else 0
        kind = key[0]
        if kind == "token":
            if v.flow.decision == "screech":
                return act.DiscardToken(player=seat, hero=key[1], token=key[2])
            return act.FlipToken(player=seat, hero=key[1], token=key[2])
        if kind == "potion":
            return act.UsePotion(player=seat, hero=key[1], potion=key[2])
        if kind == "armour":
            if v.flow.decision == "armour":
                return act.UseArmour(player=seat, hero=key[1], slot=key[2])
            return act.RecoverArmour(player=seat, hero=key[1], slot=key[2])
        if kind == "tool" and len(key) == 4 and key[1] == "mode" and v.flow.decision == "turn":
            h = v.heroes[hero]  # a mode once the turn's attack is spent: refused before any target is read
            return act.Attack(player=seat, hero=hero, weapon=key[2], mode=key[3], targets=(h.cell or (0, 0),))
        if kind != "cell":
            return None
        cell = (key[1], key[2])
        if v.flow.decision == "choose":
            return self._probe_choice(v, seat, cell)
        tool = self.tool
        picked = [(k[1], k[2]) for k in (picks or {}) if isinstance(k, tuple) and k and k[0] == "cell"]
        if tool == ("move",):
            return act.Move(player=seat, hero=hero, to=cell)
        if tool == ("punch",):
            return act.Punch(player=seat, hero=hero, target=cell)
        if tool[0] == "ballista":
            return act.FireBallista(player=seat, hero=hero, structure=tool[1], target=cell)
        if tool[0] == "catapult":
            return act.FireCatapult(player=seat, hero=hero, structure=tool[1], target=cell)
        h = v.heroes[hero]
        found = self._mode_of(tool, h)
        n = found[1].targets if found is not None else 1
        targets = tuple((picked + [cell] * n)[:n]) if n > 1 else (cell,)
        if tool[0] == "mode":
            return act.Attack(player=seat, hero=hero, weapon=tool[1], mode=tool[2], targets=targets)
        if tool[0] == "scroll":
            return act.CastScroll(player=seat, hero=hero, scroll=tool[1], targets=targets)
        return None

    @staticmethod
    def _probe_choice(v: GameState, seat: int, cell: tuple[int, int]) -> Any:
        """A click on the board while the players choose: the monster or structure on that square."""
        from ....engine.games.last_spell import geometry

        board = geometry.Board(v)
        c = v.choice
        if c is None:
            return None
        thing = board.structure_at(cell) if c.kind == "structure" else board.monster_at(cell)
        return act.Choose(player=seat, hero=c.hero, option=thing.id if thing is not None else -1)

    def _choice_prompt(self, v: GameState) -> str:
        c = v.choice
        if c is None:
            return ""
        if c.kind == "explosion":
            return self.tr(
                "The {monster} explodes: the players choose which monster in its area rolls its defence "
                "dice against No-dodge (LS-10.7). Click a highlighted monster or its button."
            ).format(monster=self.monster_name(c.attack.kind if c.attack else "boomer"))
        if c.kind == "structure":
            m = next((m for m in v.monsters if m.id == c.monster), None)
            return self.tr(
                "The {monster} on {square} stands by structures that are just as weak: the players choose "
                "which one it attacks (LS-8.12). Click a highlighted structure or its button."
            ).format(
                monster=self.monster_name(m.kind if m else (c.attack.kind if c.attack else "")),
                square=square(m.cell) if m else "?",
            )
        if c.kind == "curse":
            return self.tr(
                "{hero}'s scroll has Curse: choose the colour of the dice the monster defends with (LS-22.36)."
            ).format(hero=self._hero_name(c.hero))
        return self.tr(
            "{hero}'s scroll has Propagation: click the next monster the attack jumps to (highlighted), "
            "or end the chain (LS-22.32)."
        ).format(hero=self._hero_name(c.hero))

    # --- the prompt ------------------------------------------------------------------------------
    def prompt(self, v: GameState, seat: int) -> str:
        f = v.flow
        h = self.acting_hero
        name = h.name if h is not None else "?"
        d = f.decision or ""
        if d == "turn" and h is not None:
            return self.tr(
                "{hero}: {ap} AP, {mp} MP, {mana} mana. Click a movement token to flip it for MP, then a "
                "green square to walk there (its number is the MP it costs). To attack, choose a mode on "
                "{hero}'s card (or Punch, a scroll, the ballista, the catapult below it), hover the board "
                "to preview the squares it hits and the dice each monster rolls, and click a red "
                "crosshair. End the turn or pass with the buttons."
            ).format(hero=name, ap=h.ap, mp=h.mp, mana=h.mana)
        if d == "armour" and v.damage_queue:
            inc = v.damage_queue[0]
            src = self._source_name(inc.source)
            return self.tr(
                "{hero} is about to take {n} damage from {source}: click a ready armour card (or its "
                "button) to reduce it, or take the damage."
            ).format(hero=self._hero_name(inc.hero), n=inc.amount, source=src)
        if d == "reroll":
            return self.tr(
                "The defence dice are rolled (top right): reroll a target's dice (click them, or the "
                "button), or keep them and deal the damage."
            )
        if d == "screech":
            return self.tr(
                "The Fallen Harpy screeches: {hero} sets one movement token aside for the next hero phase (click it)."
            ).format(hero=name)
        if d == "priest":
            return self.tr("{dying} has fallen: {hero} may use Priest Armor to save them.").format(
                dying=self._hero_name(v.dying), hero=name
            )
        if d == "recruit":
            return self.tr(
                "Solo: choose the hero who starts (free), recruit more for gold (you have {gold}; up to "
                "three in play), then begin the night."
            ).format(gold=v.gold)
        if d == "choose":
            return self._choice_prompt(v)
        return ""

    # --- the others' last move -------------------------------------------------------------------
    def last_move_marks(self, events: list[Any]) -> list[tuple[Hashable, str]]:
        """What the others did since the viewer's own last action, marked on the squares where it
        shows now: a monster that moved ("from K7", its first square), spawned, was hurt or fell;
        the heroes and structures (and the magic circle) monsters attacked, and the damage they
        took; another player's hero that moved or attacked, and the squares it attacked."""
        v = self.view_state
        if v is None:
            return []
        monsters = {m.id: m for m in v.monsters}
        bd = self._bd()

        def at(cell: Any) -> Hashable | None:
            if not isinstance(cell, (list, tuple)) or len(cell) != 2:
                return None
            return ("cell", int(cell[0]), int(cell[1]))

        def hero(index: Any) -> Hashable | None:
            if not isinstance(index, int) or not 0 <= index < len(v.heroes):
                return None
            h = v.heroes[index]
            return at(h.cell) if h.in_play and not h.dead else None

        def monster(mid: Any) -> Hashable | None:
            m = monsters.get(mid)
            return at(m.cell) if m is not None else None

        def structure(sid: Any) -> Hashable | None:
            s = next((s for s in v.structures if s.id == sid), None)
            return at(s.cells[0]) if s is not None and s.cells else None

        circle = at(bd.magic_circle[0]) if bd is not None and bd.magic_circle else None
        marks: list[tuple[Hashable | None, str]] = []
        came_from: set[tuple[str, Any]] = set()  # a piece that moved twice: from its first square
        for e in events:
            a = e.args
            kind = e.kind
            if kind in ("monster_moved", "hero_moved"):
                who = ("monster", a.get("monster")) if kind == "monster_moved" else ("hero", a.get("hero"))
                start = a.get("from_square") if kind == "monster_moved" else a.get("from")
                if who in came_from or start is None:
                    continue
                came_from.add(who)
                key = monster(who[1]) if who[0] == "monster" else hero(who[1])
                where = start if isinstance(start, str) else square(start)
                marks.append((key, self.tr("from {square}").format(square=where)))
            elif kind == "spawned":
                marks.append((monster(a.get("monster")), self.tr("spawned")))
            elif kind == "monster_attacks":
                by = self.tr("attacked by {name}").format(name=self.monster_name(str(a.get("monster_kind", ""))))
                target = a.get("target")
                if target == "hero":
                    marks.append((hero(a.get("hero")), by))
                elif target == "structure":
                    marks.append((structure(a.get("target_id")), by))
                elif target == "circle":
                    marks.append((circle, by))
                elif target == "area":
                    marks += [(hero(i), by) for i in a.get("heroes") or []]
                    marks += [(structure(i), by) for i in a.get("structures") or []]
                    if a.get("circle"):
                        marks.append((circle, by))
            elif kind in ("attack", "facility_fired"):
                name = self._hero_name(a.get("hero"))
                cells = a.get("direct") or ([a["target"]] if a.get("target") is not None else [])
                marks.append(
                    (
                        hero(a.get("hero")),
                        self.tr("attacked {squares}").format(squares=" ".join(square(c) for c in cells)),
                    )
                )
                marks += [(at(c), self.tr("attacked by {name}").format(name=name)) for c in cells]
            elif kind == "hero_damaged":
                marks.append((hero(a.get("hero")), self.tr("{n} damage").format(n=a.get("amount", 0))))
            elif kind == "monster_damaged":
                marks.append((monster(a.get("monster")), self.tr("{n} damage").format(n=a.get("amount", 0))))
            elif kind == "structure_damaged":
                marks.append((structure(a.get("structure")), self.tr("{n} damage").format(n=a.get("amount", 0))))
            elif kind == "circle_damaged":
                marks.append((circle, self.tr("{n} damage").format(n=a.get("amount", 0))))
            elif kind == "monster_killed":
                marks.append(
                    (
                        at(a.get("cell")),
                        self.tr("{name} defeated").format(name=self.monster_name(str(a.get("kind", "")))),
                    )
                )
        return [(key, caption) for key, caption in marks if key is not None]

    # --- animation -------------------------------------------------------------------------------
    def animate_events(self, events: list[Any], ms: int) -> Any:
        """The monsters walk their paths one by one, in their processing order (the "monster_moved"
        events), and the defence dice tumble; the bosses' events flash (`_boss_effects`): those
        before the walk at once, those after it (the attacks) when it ends. Only pictures: the
        table already shows the state after the events; `ms` is the dice-roll time of the
        animation speed, 0 = no animation."""
        from PySide6.QtCore import QVariantAnimation

        if self.walk is not None:
            with contextlib.suppress(RuntimeError):
                self.walk.stop()
            self.walk = None
        self._stop_flash()
        self._anim_pos = {}
        if ms <= 0:
            return None
        if any(e.kind in ("defence_roll", "reroll", "rerolled") for e in events):
            from ...motion import tumble

            for ident, die in self.table_items().items():
                if isinstance(ident, tuple) and ident and ident[0] == "die" and isinstance(die, DieItem):
                    tumble(die, ms)
        kinds = [e.kind for e in events]
        moved = [i for i, k in enumerate(kinds) if k == "monster_moved"]
        early = events[: moved[0]] if moved else events
        late = events[moved[-1] + 1 :] if moved else []
        self._flash(early, ms)
        legs = []
        for e in events:
            if e.kind != "monster_moved":
                continue
            path = [tuple(p) for p in e.args.get("path") or []]
            item = self.item(("monster", e.args.get("monster")))
            if item is None or len(path) < 2:
                continue
            legs.append((e.args.get("monster"), item, path))
        if not legs:
            self._flash(late, ms)
            return None
        squares = sum(len(path) - 1 for _mid, _item, path in legs)
        per_square = max(25, min(ms // 5, 8000 // max(1, squares)))  # the whole walk within about 8 s
        # every moving monster waits at the start of its first walk
        starts: dict[int, QPointF] = {}
        for mid, _item, path in legs:
            if mid not in starts:
                starts[mid] = self.cell_pos(path[0])
        for mid, p in starts.items():
            self._anim_pos[mid] = p
            figure = self.item(("monster", mid))
            if figure is not None:
                figure.setPos(p)
        steps = [
            (mid, item, self.cell_pos(a), self.cell_pos(b))
            for mid, item, path in legs
            for a, b in itertools.pairwise(path)
        ]
        animation = QVariantAnimation()
        animation.setStartValue(0.0)
        animation.setEndValue(float(len(steps)))
        animation.setDuration(per_square * len(steps))

        reached = [0]  # steps whose square was reached

        def step(value: float) -> None:
            try:
                t = float(value)
                k = min(int(t), len(steps) - 1)
                f = min(1.0, t - k)
                while reached[0] < k:  # earlier steps are done: those monsters stand on their squares
                    mid, item, _a, b = steps[reached[0]]
                    self._anim_pos[mid] = b
                    item.setPos(b)
                    reached[0] += 1
                mid, item, a, b = steps[k]
                p = a + (b - a) * f
                self._anim_pos[mid] = p
                item.setPos(p)
            except RuntimeError:
                animation.stop()

        def done() -> None:
            self._anim_pos = {}
            self.walk = None
            try:
                v = self.view_state
                if v is None:
                    return
                for m in v.monsters:
                    item = self.item(("monster", m.id))
                    if item is not None:
                        item.setPos(self.cell_pos(m.cell))
                if late:  # the attacks come after the walk
                    self._stop_flash()
                    self._flash(late, ms)
            except RuntimeError:
                pass

        animation.valueChanged.connect(step)
        animation.finished.connect(done)
        self.walk = animation
        animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
        return animation

    # --- the bosses' events flashed ---------------------------------------------------------------
    def _boss_effects(self, events: list[Any]) -> tuple[list[tuple[str, Any]], list[Danger]]:
        """What the bosses' events show: items that rise or sprout ("pop": Cetusia surfacing, the Dryad
        and its monoliths appearing, a hatchery or seed cannon placed, a figure hatching), items that
        pulse (Cetusia's form change, the Dryad growing, a hatchery turning, a hero trapped), and squares
        that flash (Cetusia's attacks, the Dryad's strike)."""
        items: list[tuple[str, Any]] = []
        flashes: list[Danger] = []
        bd = self._bd()
        for e in events:
            kind = e.kind
            a = e.args
            if kind in (
                "cetusia_surfaces",
                "hatchery_placed",
                "seed_cannon_placed",
                "hatchery_hatched",
                "hatchery_substituted",
            ):
                items.append(("pop", ("monster", a.get("monster"))))
                if kind in ("hatchery_hatched", "hatchery_substituted"):
                    items.append(("pulse", ("monster", a.get("hatchery"))))
            elif kind == "dryad_appears":
                items.append(("pop", ("monster", a.get("monster"))))
                items += [("pop", ("monster", i)) for i in a.get("monolith_ids", [])]
            elif kind in ("cetusia_form", "hatchery_flipped"):
                items.append(("pulse", ("monster", a.get("monster"))))
                if kind == "cetusia_form":
                    items.append(("pulse", "boss_track"))
            elif kind == "growth":
                items.append(("pulse", "boss_track"))
                v = self.view_state
                from ....engine.games.last_spell import dryad

                m = dryad.dryad(v) if v is not None else None
                if m is not None:
                    items.append(("pulse", ("monster", m.id)))
            elif kind == "hero_trapped":
                items.append(("pulse", ("hero", a.get("hero"))))
            elif kind == "cetusia_attack":
                cells = tuple(tuple(c) for c in a.get("squares", []))
                flashes.append(Danger(cells, tone="water", strong=True))
            elif kind == "dryad_attack" and bd is not None:
                cells = tuple(
                    (bd.origin[0] + sx * bd.sector_size + i, bd.origin[1] + sy * bd.sector_size + j)
                    for sx, sy in a.get("sectors", [])
                    for j in range(bd.sector_size)
                    for i in range(bd.sector_size)
                )
                flashes.append(Danger(cells, tone="thorn", strong=True))
        return items, flashes

    def _flash(self, events: list[Any], ms: int) -> Any:
        """Play the bosses' effects of `events` (about four dice-rolls long); reduced motion (ms 0):
        nothing."""
        import math

        from PySide6.QtCore import QVariantAnimation

        if ms <= 0 or not events:
            return None
        effects, flashes = self._boss_effects(events)
        targets: list[tuple[str, Any]] = []
        for how, ident in effects:
            item = self.item(ident)
            if item is not None and all(item is not t for _h, t in targets):
                item.setTransformOriginPoint(item._rect.center())
                targets.append((how, item))
        squares: list[Any] = []
        for danger in flashes:
            look = OverlayLook(cell=CELL, dangers=(danger,))
            item = LSOverlayItem(look, self.board_w, self.board_h)
            item.setPos(MARGIN, HEADER + MARGIN)
            item.setZValue(29)
            item.setOpacity(0.0)
            self.addItem(item)
            squares.append(item)
        if not targets and not squares:
            return None
        for how, item in targets:
            if how == "pop":
                item.setScale(0.2)
                item.setOpacity(0.0)
        animation = QVariantAnimation()
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(max(700, ms * 4))

        def step(value: float) -> None:
            try:
                t = float(value)
                for how, item in targets:
                    if how == "pop":  # rise from the water / sprout: grow with a small overshoot
                        k = min(1.0, t * 1.6)
                        item.setScale(0.2 + 0.8 * k + 0.12 * math.sin(math.pi * k))
                        item.setOpacity(min(1.0, t * 3))
                    else:  # pulse twice
                        item.setScale(1.0 + 0.16 * math.sin(math.pi * min(1.0, t * 1.4) * 2) ** 2)
                for item in squares:  # flash three times
                    item.setOpacity(math.sin(math.pi * 3 * t) ** 2)
            except RuntimeError:
                animation.stop()

        def done() -> None:
            for _how, item in targets:
                try:
                    item.setScale(1.0)
                    item.setOpacity(1.0)
                except RuntimeError:
                    pass
            for item in squares:
                try:
                    if item.scene() is self:
                        self.removeItem(item)
                except RuntimeError:
                    pass
            if self.flash is animation:
                self.flash = None

        animation.valueChanged.connect(step)
        animation.finished.connect(done)
        self.flash = animation
        self._flash_done = done
        animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
        return animation

    def _stop_flash(self) -> None:
        """End a running flash at once (its items back to normal, its squares gone)."""
        animation, done = self.flash, self._flash_done
        self.flash = None
        if animation is not None:
            with contextlib.suppress(RuntimeError):
                animation.stop()
        if done is not None:
            done()
            self._flash_done = None


SCENE = LastSpellScene  # what ui/games/__init__.py's scene_class finds for this game
