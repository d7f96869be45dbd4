"""The Roguelight table, drawn from `game.view(state, viewer)`.

Left, one sheet large: while building, the viewer's own sheet (the others are secret, RL-1.8);
during the interception, the sheet the adventurer explores, with the adventurer on it. Below the
grid the sheet's time track, development track, item row and extra-action row. Right, while
building: the shared dice of the round and the tools of the choice in progress (which die's block,
rotate, mirror, plan a room); once building is over: the interception panel (a row per level of
the dungeon, the armed level, the score track, the combat dice), with at the end a score sheet
per player above it (its breakdown and, solo, the title). Below them the other players' sheets
small (name and status only while building). The table keeps its 16:9 shape to the end, so it
keeps its zoom.

Click keys: ("cell", x, y) for a square of the large grid, ("tool", "white"|"black"|"one"|"room")
and ("orient", "rotate"|"mirror") for the tools (the scene's own state: `local_click`; R and F
rotate and mirror too). Action A is chosen by clicking the square of the block's top-left part
(the block in the chosen orientation; hovering shows it green where it may go and red where not,
with the broken rule); action B by its top-left and bottom-right squares, or by dragging from one
corner to the opposite one (the preview follows the drag, green or red with the broken rule, and
the release draws it when it may go there). Effect blocks are clicked square by square. Every
choice the picker submits is one of the legal actions.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Hashable
from functools import partial
from typing import Any

from PySide6.QtCore import QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from ....engine.core.game import Event
from ....engine.core.i18n import QT_TRANSLATE_NOOP
from ....engine.games.roguelight import board as bd
from ....engine.games.roguelight.actions import Action, EffectBlock, EffectRoom, PlaceWall, PlanRoom
from ....engine.games.roguelight.content import load_content
from ....engine.games.roguelight.errors import Violation
from ....engine.games.roguelight.models import GameState, Rect, Sheet
from ....engine.games.roguelight.rules import room_problem
from ....engine.games.roguelight.text import title_name
from ...i18n import engine_tr, error_text
from ...items import (
    DieItem,
    DieLook,
    LabelItem,
    LabelLook,
    MarkItem,
    MarkLook,
    ScoreSheetItem,
    ScoreSheetLook,
    ZoneItem,
    ZoneLook,
)
from ...scene_base import GameScene, LatestEvent, PreviewContent
from ..badges import aside_mark
from .motion import Step
from .sheet import (
    LEVEL_GUTTER,
    TRACK_ROW_H,
    ButtonLook,
    CellLook,
    LevelRowLook,
    PreviewLook,
    RLButtonItem,
    RLCellItem,
    RLLevelRowItem,
    RLPreviewItem,
    RLSheetItem,
    SheetLook,
    TrackRow,
)

CELL = 44.0
SMALL = 13.0
TOP = 40.0
GAP = 30.0
RIGHT_W = 560.0
FINAL_SHEET_H = 226.0  # a final score sheet: its name band, five lines, the total
INT_LINE_H = 34.0  # an interception level's row (30) and the room its last-move badge needs above the next
KINDS = {
    "b": QT_TRANSLATE_NOOP("RoguelightScene", "blue slime"),
    "g": QT_TRANSLATE_NOOP("RoguelightScene", "green slime"),
    "h": QT_TRANSLATE_NOOP("RoguelightScene", "ghost"),
    "t": QT_TRANSLATE_NOOP("RoguelightScene", "bat"),
    "i": QT_TRANSLATE_NOOP("RoguelightScene", "item"),
    "n": QT_TRANSLATE_NOOP("RoguelightScene", "entrance"),
    "X": QT_TRANSLATE_NOOP("RoguelightScene", "exit"),
    ".": QT_TRANSLATE_NOOP("RoguelightScene", "empty"),
}
MEANINGS = {  # what a square's symbol does, for the preview beside the table (with its rule)
    "b": QT_TRANSLATE_NOOP(
        "RoguelightScene",
        "A monster. A room planned around it advances your development track by one per monster (RL-5.8); "
        "in a scoring room the adventurer fights the monsters there (RL-11.1).",
    ),
    "h": QT_TRANSLATE_NOOP(
        "RoguelightScene", "A ghost square: filling it with a block lets you choose one extra action (RL-7.8)."
    ),
    "t": QT_TRANSLATE_NOOP(
        "RoguelightScene",
        "A bat square: filling it lets you draw a 1-square block or advance the development track by 2 (RL-7.16).",
    ),
    "i": QT_TRANSLATE_NOOP(
        "RoguelightScene",
        "An item square: filling it circles a mark of your item row (RL-7.4); "
        "in a scoring room the adventurer picks up its items (RL-12.1).",
    ),
    "n": QT_TRANSLATE_NOOP("RoguelightScene", "The adventurer explores the floor from the entrance (RL-10.9)."),
    "X": QT_TRANSLATE_NOOP(
        "RoguelightScene", "An exit: the adventurer's route runs from the entrance to the exit (RL-13.2)."
    ),
}
MEANINGS["g"] = MEANINGS["b"]
TOOL_TEXT = {  # what a tool on the table does, for its preview (with its rule)
    "white": QT_TRANSLATE_NOOP(
        "RoguelightScene",
        "Action A with the white die: draw the block of its face, touching a filled square (RL-4.6, RL-4.10).",
    ),
    "black": QT_TRANSLATE_NOOP(
        "RoguelightScene",
        "Action A with the black die: only in a special round, or by filling a circled item mark (RL-4.3, RL-4.4).",
    ),
    "one": QT_TRANSLATE_NOOP(
        "RoguelightScene", "Whatever the dice show, you may draw a 1-square block instead (RL-4.7)."
    ),
    "room": QT_TRANSLATE_NOOP(
        "RoguelightScene",
        "Action B: a dotted rectangle of exactly the dice's sum of squares, at least 2x2, "
        "touching a filled square (RL-5.2 to RL-5.5).",
    ),
    "rotate": QT_TRANSLATE_NOOP("RoguelightScene", "A block may be rotated and reflected freely (RL-4.9)."),
}
TOOL_TEXT["mirror"] = TOOL_TEXT["rotate"]
PLAYER_COLOURS = ["#b03a2e", "#1f618d", "#1e8449", "#7d3c98", "#b9770e", "#424949"]


def cell_name(x: int, y: int) -> str:
    return f"{chr(65 + x)}{y + 1}"


def transform(shape: tuple[tuple[int, int], ...], rot: int, mirror: bool) -> tuple[tuple[int, int], ...]:
    cells = [(-x, y) for x, y in shape] if mirror else list(shape)
    for _ in range(rot % 4):
        cells = [(y, -x) for x, y in cells]
    return bd.normalise(cells)


def anchor(cells: Any) -> tuple[int, int]:
    """The block's top-left part: the leftmost square of its top row."""
    x, y = min(((c[0], c[1]) for c in cells), key=lambda c: (c[1], c[0]))
    return x, y


class RoguelightScene(GameScene):
    runs_by_itself = frozenset({"round_end", "building_over", "sheet_scored"})  # the next roll; the exploration
    hint = Signal(str)  # live feedback while hovering: where the block may go, or the broken rule

    def __init__(self, game: Any, players: int):
        super().__init__(game, players)
        self.content = load_content()
        self.view_state: GameState | None = None
        self.viewer: int | None = None
        self.seat: int | None = None  # the viewer when it is their choice
        self.legal: list[Any] = []
        self.tools: list[str] = []
        self.tool: str | None = None
        self.rot = 0
        self.mirror = False
        self.hover: tuple[int, int] | None = None
        self.big: int | None = None
        self._before: tuple[int, int | None, int, int] | None = None  # adventurer before the last events
        self.walk: QVariantAnimation | None = None  # the running interception animation (motion.walk)
        self._walk_redraw: Callable[[], None] | None = None  # puts the running walk's picture back after a re-sync
        self._ticking: LabelLook | None = None  # the armed level / score track the walk shows on its label
        self._drag_from: tuple[int, int] | None = None  # the square a rectangle drag started on
        self._dragged = False  # the drag has left its first square
        m = next(iter(self.content.maps.values()))
        self.grid_w, self.grid_h = m.width * CELL, m.height * CELL
        self.sheet_h = self.grid_h + 8 + 4 * TRACK_ROW_H
        self.right_x = self.grid_w + GAP
        self._rect(0)

    def _rect(self, right_bottom: float) -> None:
        """The table's extent: the large sheet and the right column, down to `right_bottom`."""
        height = max(TOP + self.sheet_h + 20, right_bottom)
        width = self.right_x + RIGHT_W
        self.setSceneRect(-GAP, -GAP, width + 2 * GAP, height + 2 * GAP)

    def _show_final(self) -> None:
        """The game has just ended: the final scores come into sight without zooming. A fitted
        view fits the table again; a view the player zoomed scrolls to them."""
        zone = self.item("final_zone")
        for view in self.views():
            fit = getattr(view, "fit", None)  # the window's TableView
            if getattr(view, "fitted", False) and callable(fit):
                fit()
            elif zone is not None:
                view.ensureVisible(zone, 8, 8)

    # --- helpers -----------------------------------------------------------------------------
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
        key: Hashable | None = None,
    ) -> None:
        look = LabelLook(text, size, bold, ink, align)
        item = self.place(ident, lambda: LabelItem(look, width), look, x, y, key)
        item.resize(width, size * 1.6)

    def _mapdef(self) -> Any:
        assert self.view_state is not None
        return self.content.maps[self.view_state.map_id]

    def _name(self, seat: int) -> str:
        v = self.view_state
        return v.sheets[seat].name if v is not None and 0 <= seat < len(v.sheets) else f"P{seat + 1}"

    def _shape(self, tool: str) -> tuple[tuple[int, int], ...]:
        assert self.view_state is not None
        if tool == "one":
            return ((0, 0),)
        face = self.view_state.dice[0] if tool == "white" else self.view_state.dice[1]
        return transform(bd.face_shape(face), self.rot, self.mirror)

    def _cells_at(self, tool: str, x: int, y: int) -> list[tuple[int, int]]:
        shape = self._shape(tool)
        ax, ay = anchor(shape)
        return [(x + cx - ax, y + cy - ay) for cx, cy in shape]

    # --- sync --------------------------------------------------------------------------------
    def sync(self, view: GameState, viewer: int | None, acting: int | None, latest: LatestEvent) -> None:
        old = self.view_state
        if old is not None and old.phase == "interception" and old.interception.level < len(old.interception.order):
            it0 = old.interception
            self._before = (it0.order[it0.level], it0.room, it0.track, it0.armed_level)
        elif old is not None:
            self._before = None
        self.view_state = view
        self.viewer = viewer
        self.seat = acting if acting is not None and acting == viewer else None
        self.legal = self.legal_actions(view, self.seat)
        self._choose_tools()
        it = view.interception
        if view.phase == "interception" and it.level < len(it.order):
            self.big = it.order[it.level]
        else:
            self.big = viewer if viewer is not None else 0
        self.begin_sync()
        self._big_sheet(view)
        # the right column: while building the shared roll and the tools; then (at the end the
        # final scores first) the interception; the other sheets below
        y = self._dice_panel(view) if view.phase == "building" else 0.0
        if view.result is not None:
            y = self._final(view, y)
        if view.phase != "building":
            y = self._interception_panel(view, y)
        self._rect(self._others(view, y))
        self._preview()
        self.end_sync()
        if view.result is not None and (old is None or old.result is None):
            self._show_final()
        if self.walk is not None and self._walk_redraw is not None and view == old:
            self._walk_redraw()  # a re-sync of the same state: the walk's picture stays on

    def _choose_tools(self) -> None:
        tools = []
        for die in ("white", "black", "one"):
            if any(isinstance(a, PlaceWall) and a.die == die for a in self.legal):
                tools.append(die)
        if any(isinstance(a, PlanRoom) for a in self.legal):
            tools.append("room")
        self.tools = tools
        if self.tool not in tools:
            self.tool = tools[0] if tools else None

    def _sheet_look(self, v: GameState, s: Sheet, cell: float, tracks: bool) -> SheetLook:
        m = self.content.maps[v.map_id]
        if s.hidden:
            status = (
                self.tr("building — secret")
                if s.building and not s.round_done
                else self.tr("waiting for the others")
                if s.building
                else self.tr("building over")
            )
            return SheetLook(rows=m.rows, cell=cell, hidden=status)
        floor = frozenset(s.score.floor) if s.score else frozenset()
        rooms = tuple((r.x, r.y, r.w, r.h, r.scoring) for r in s.score.rooms) if s.score else ()
        adventurer: tuple[int, int] | None = None
        it = v.interception
        current = v.phase == "interception" and it.level < len(it.order) and it.order[it.level] == s.player
        if current and s.score is not None:
            if it.room is not None and it.room < len(s.score.rooms):
                r = s.score.rooms[it.room]
                adventurer = (r.x + (r.w - 1) // 2, r.y + (r.h - 1) // 2)
            else:
                adventurer = s.entrance
        large = tuple((lm.kind, lm.cells, lm.id in s.large_filled) for lm in m.large_monsters)
        return SheetLook(
            rows=m.rows,
            cell=cell,
            filled=frozenset(s.filled),
            rects=tuple((r.x, r.y, r.w, r.h) for r in s.rects),
            large=large,
            entrance=s.entrance,
            exit=s.exit,
            floor=floor,
            rooms=rooms,
            adventurer=adventurer,
            tracks=self._tracks(s) if tracks else (),
            current=current,
        )

    def _tracks(self, s: Sheet) -> tuple[TrackRow, ...]:
        r = self.content.rules
        broken = sum(1 for b in r.boundaries if s.dev_crossed >= b)
        time = TrackRow(
            self.tr("Time track (rounds): circled numbers are special rounds"),
            tuple(str(n) for n in range(1, r.time_track + 1)),
            tuple(
                ("ringcross" if n in s.outlined else "cross")
                if n <= s.time_crossed
                else ("ring" if n in s.outlined else "")
                for n in range(1, r.time_track + 1)
            ),
        )
        dev = TrackRow(
            self.tr("Development track: {n} crossed off (thick lines: boundaries)").format(n=s.dev_crossed),
            tuple(str(n) for n in range(1, r.dev_track + 1)),
            tuple("cross" if n <= s.dev_crossed else "" for n in range(1, r.dev_track + 1)),
            bars=tuple(b - 1 for b in r.boundaries),
        )
        zones = [m.zone for m in r.item_row]
        items = TrackRow(
            self.tr("Item row (points): circled marks can be filled for the black die"),
            tuple(str(m.points) for m in r.item_row),
            tuple(
                "fill" if i in s.item_filled else "ring" if i in s.item_circled else "lock" if m.zone > broken else ""
                for i, m in enumerate(r.item_row)
            ),
            bars=tuple(i for i in range(len(zones) - 1) if zones[i] != zones[i + 1]),
        )
        extra_words = {"block": self.tr("{n}-sq. block"), "room": self.tr("room ≤12"), "ghosts": self.tr("ghosts")}
        extra = TrackRow(
            self.tr("Extra actions (ghosts): each once"),
            tuple(extra_words[e.type].format(n=e.size) for e in r.extra_row),
            tuple(
                "cross" if i in s.extra_used else "lock" if e.zone > broken else "" for i, e in enumerate(r.extra_row)
            ),
        )
        return (time, dev, items, extra)

    def _big_sheet(self, v: GameState) -> None:
        if self.big is None or self.big >= len(v.sheets):
            return
        s = v.sheets[self.big]
        if v.phase == "building":
            title = self.tr("Your sheet: {name}").format(name=s.name) if not s.hidden else s.name
        elif v.phase == "interception":
            title = self.tr("The adventurer explores {name}'s sheet").format(name=s.name)
        else:
            title = self.tr("{name}'s sheet").format(name=s.name)
        self._label("big_title", title, 0, 0, self.grid_w, 17, True)
        look = self._sheet_look(v, s, CELL, True)
        item = self.place("big_sheet", lambda: RLSheetItem(look, self.grid_w, self.sheet_h), look, 0, TOP)
        item.resize(self.grid_w, self.sheet_h)
        if s.hidden:
            return
        m = self._mapdef()
        if v.phase != "building" and s.score is not None:
            for k, r in enumerate(s.score.rooms):  # what the adventurer's last move marks (no click)
                room = self.place(
                    ("roomitem", k),
                    partial(RLCellItem, CellLook(), CELL),
                    CellLook(),
                    r.x * CELL,
                    TOP + r.y * CELL,
                    ("room", s.player, k),
                    0.5,
                )
                room.resize(r.w * CELL, r.h * CELL)
        clickable = self.seat is not None and self.seat == self.big
        for y in range(m.height):
            for x in range(m.width):
                ident = ("cellitem", x, y)
                look_c = CellLook(cell_name(x, y))
                self.place(
                    ident,
                    partial(RLCellItem, look_c, CELL),
                    look_c,
                    x * CELL,
                    TOP + y * CELL,
                    ("cell", x, y) if clickable else None,
                    1,
                )

    def _dice_panel(self, v: GameState) -> float:
        """While building: the round's shared roll and, for the player choosing, the tools."""
        x0 = self.right_x
        title = self.tr("Round {round}: the shared roll").format(round=v.round)
        h = 180 if self.seat is not None and self.tools else 110
        self.place(
            "dice_zone", lambda: ZoneItem(ZoneLook(title), RIGHT_W, h), ZoneLook(title), x0, 0, None, -10
        ).resize(RIGHT_W, h)
        white, black = v.dice
        self.place("die_white", lambda: DieItem(DieLook(white)), DieLook(white), x0 + 16, 36, ("dice",))
        self.place(
            "die_black", lambda: DieItem(DieLook(black, "black")), DieLook(black, "black"), x0 + 80, 36, ("dice",)
        )
        mine = v.sheets[self.viewer] if self.viewer is not None and self.viewer < len(v.sheets) else None
        special = mine is not None and not mine.hidden and mine.special
        self._label(
            "dice_text",
            self.tr("white {w} · black {b} · sum {sum}").format(w=white, b=black, sum=white + black),
            x0 + 146,
            38,
            RIGHT_W - 160,
            14,
            True,
        )
        self._label(
            "dice_note",
            self.tr("special round: you may use the black die")
            if special
            else self.tr("normal round: the white die (the black one costs a circled item mark)"),
            x0 + 146,
            62,
            RIGHT_W - 160,
            11,
        )
        if self.seat is not None and self.tools:
            words = {  # short: the block's picture beside them says the rest
                "white": self.tr("White die"),
                "black": self.tr("Black die"),
                "one": self.tr("1 square"),
                "room": self.tr("Plan a room"),  # action B, as the prompt names it
            }
            bw = (RIGHT_W - 24) / 4
            for i, tool in enumerate(("white", "black", "one", "room")):
                if tool not in self.tools:
                    continue
                shape = self._shape(tool) if tool != "room" else ()
                look = ButtonLook(words[tool], tool == self.tool, shape, tool == "black")
                self.place(
                    ("toolbtn", tool),
                    partial(RLButtonItem, look, bw - 6, 40),
                    look,
                    x0 + 12 + i * bw,
                    100,
                    ("tool", tool),
                )
            if self.tool in ("white", "black") and len(bd.orientations(bd.face_shape(1))) > 0:
                for i, (kind, word) in enumerate(
                    (("rotate", self.tr("⟳ Rotate (R)")), ("mirror", self.tr("⇋ Mirror (F)")))
                ):
                    look = ButtonLook(word)
                    self.place(
                        ("orientbtn", kind),
                        partial(RLButtonItem, look, 150, 28),
                        look,
                        x0 + 12 + i * 166,  # apart: each one's mark is drawn outside it (games/badges.py)
                        143,
                        ("orient", kind),
                    )
        return h + 14

    def _interception_panel(self, v: GameState, y: float) -> float:
        """The levels of the dungeon as a small table (who, development, items, interception
        points), the armed level and score track, the last combat's dice. Returns the y below."""
        x0 = self.right_x
        it = v.interception
        out = [s.name for s in v.sheets if s.player not in it.order]
        h = 64 + INT_LINE_H * len(it.order) + (24 if out else 0) + 76
        title = self.tr("Interception (迎撃): the adventurer descends")
        self.place("int_zone", lambda: ZoneItem(ZoneLook(title), RIGHT_W, h), ZoneLook(title), x0, y, None, -10).resize(
            RIGHT_W, h
        )
        captions = LevelRowLook(
            (self.tr("Level · floor"), self.tr("Development"), self.tr("Items"), self.tr("Points")), 13
        )
        self.place("int_head", partial(RLLevelRowItem, captions, RIGHT_W - 16, 22), captions, x0 + 8, y + 38)
        yy = y + 62
        for k, seat in enumerate(it.order):
            yy = self._level_row(v, k, seat, x0 + 8, yy)
        if out:
            self._label(
                "int_out",
                self.tr("no floor, sits out: {names}").format(names=self.tr(", ").join(out)),
                x0 + 8 + LEVEL_GUTTER,
                yy,
                RIGHT_W - 42,
                15,
            )
            yy += 24
        yy += 4
        self._label(
            "int_armed",
            self.tr("Armed level {level} ({marks} of {total} marks) · score track {track}").format(
                level=it.armed_level, marks=it.armed_marks, total=len(it.armed_row), track=it.track
            ),
            x0 + 8 + LEVEL_GUTTER,
            yy,
            RIGHT_W - 42,
            15,
            True,
        )
        yy += 28
        if it.dice is not None:
            white, black = it.dice
            self._label("int_dice_cap", self.tr("last combat roll:"), x0 + 8 + LEVEL_GUTTER, yy + 8, 200, 15)
            self.place("int_die_w", lambda: DieItem(DieLook(white), 40), DieLook(white), x0 + 240, yy, ("combat_dice",))
            self.place(
                "int_die_b",
                lambda: DieItem(DieLook(black, "black"), 40),
                DieLook(black, "black"),
                x0 + 290,
                yy,
                ("combat_dice",),
            )
        return y + h + 14

    def _level_row(self, v: GameState, k: int, seat: int, x: float, y: float) -> float:
        """Level `k` of the dungeon, `seat`'s floor; keyed ("level", k): what a descent's last-move
        mark frames (no click), its badge in the row's gutter, off the words. Returns the y below."""
        it = v.interception
        s = v.sheets[seat]
        now = k == it.level and v.phase == "interception"
        mark = "✓" if k < it.level else "▶" if now else "·"
        pts = s.score.interception if s.score and k < it.level else None
        items = s.score.item_points if s.score else 0
        words = self.tr("{mark} level {k}: {name} (development {dev}, items {items})").format(
            mark=mark, k=k + 1, name=s.name, dev=s.dev_crossed, items=items
        )
        if pts is not None:
            words += self.tr(" — {points} interception points").format(points=pts)
        look = LevelRowLook(
            (f"{mark} {k + 1}. {s.name}", str(s.dev_crossed), str(items), "—" if pts is None else str(pts)),
            current=now,
            words=words,
        )
        self.place(
            ("int_line", k), partial(RLLevelRowItem, look, RIGHT_W - 16, INT_LINE_H - 4), look, x, y, ("level", k)
        )
        return y + INT_LINE_H

    def _others(self, v: GameState, y: float) -> float:
        """The other sheets small, from `y` down; returns the y below them."""
        m = self._mapdef()
        others = [s for s in v.sheets if s.player != self.big]
        if not others:
            return y
        side_w = m.width * SMALL
        per_row = max(1, int(RIGHT_W // (side_w + 24)))
        self._label(
            "others_cap",
            self.tr("The other sheets") if v.phase == "building" else self.tr("Other sheets"),
            self.right_x,
            y,
            RIGHT_W,
            13,
            True,
        )
        for i, s in enumerate(others):
            row, col = divmod(i, per_row)
            x = self.right_x + col * (side_w + 24)
            yy = y + 24 + row * (m.height * SMALL + 44)
            status = ""
            if v.phase == "building":
                status = (
                    self.tr("choosing")
                    if s.building and not s.round_done
                    else self.tr("exit to choose")
                    if s.needs_exit
                    else self.tr("done this round")
                    if s.building
                    else self.tr("building over")
                )
            elif s.score is not None and v.result is not None:
                status = self.tr("final total: {points}").format(points=s.score.final)
            elif s.score is not None:
                status = self.tr("{points} points so far").format(
                    points=s.score.final or s.score.item_points + s.score.room_total
                )
            self._label(("other_name", s.player), f"{s.player + 1}. {s.name}", x, yy, side_w, 12, True)
            self._label(("other_status", s.player), status, x, yy + 17, side_w, 10)
            look = self._sheet_look(v, s, SMALL, False)
            item = self.place(
                ("other", s.player), partial(RLSheetItem, look, side_w, m.height * SMALL), look, x, yy + 36
            )
            item.resize(side_w, m.height * SMALL)
        rows = (len(others) + per_row - 1) // per_row
        return y + 24 + rows * (float(m.height) * SMALL + 44)

    def _final(self, v: GameState, y: float) -> float:
        """The final score sheets, ranked, at the top of the right column from `y` (the large
        sheet stays in sight beside them). Returns the y below."""
        result = v.result
        assert result is not None
        winners = self.tr(", ").join(self._name(w) for w in result.winners)
        title = self.tr("Final scores (最終得点)")
        per_row = min(len(v.sheets), 3)
        rows = (len(v.sheets) + per_row - 1) // per_row
        sheet_w = min(236.0, (RIGHT_W - 20 - (per_row - 1) * 10) / per_row)
        sheet_h = FINAL_SHEET_H + (20 if result.title else 0)
        height = 50 + rows * (sheet_h + 10)
        zone = self.place(
            "final_zone",
            lambda: ZoneItem(ZoneLook(title, glow=True), RIGHT_W, height),
            ZoneLook(
                title, glow=True, glow_word=self.tr("GAME OVER"), subtitle=self.tr("{names} wins").format(names=winners)
            ),
            self.right_x,
            y,
            None,
            -10,
        )
        zone.resize(RIGHT_W, height)
        ranked = sorted(v.sheets, key=lambda s: -(s.score.final if s.score else 0))
        for rank, s in enumerate(ranked):
            sc = s.score
            if sc is None:
                continue
            lines = [
                (self.tr("Items"), self.tr("circled marks"), str(sc.item_points)),
                (
                    self.tr("Rooms: {scoring} of {total} score").format(scoring=sc.scoring_rooms, total=len(sc.rooms)),
                    self.tr("{n} each").format(n=self.content.rules.room_points),
                    str(sc.room_points),
                ),
                (self.tr("Every room scores"), self.tr("bonus"), str(sc.bonus)),
            ]
            if v.map_id == "advanced":
                lines.append((self.tr("Objectives"), self.tr("advanced map"), str(sc.goal_points)))
            lines.append(
                (
                    self.tr("Interception"),
                    self.tr("score track") if sc.in_dungeon else self.tr("sat out"),
                    str(sc.interception),
                )
            )
            footer: tuple[str, ...] = ()
            if result.title:
                footer = (self.tr("Title: {title}").format(title=title_name(result.title, engine_tr)),)
            win = s.player in result.winners
            rank_text = self.tr("{rank}. place").format(rank=rank + 1)
            look = ScoreSheetLook(
                title=f"{s.player + 1}. {s.name}",
                colour=PLAYER_COLOURS[s.player % 6],
                rank=self.tr("★ WINNER · {rank}").format(rank=rank_text) if win else rank_text,
                lines=tuple(lines),
                total=self.tr("Total {points}").format(points=sc.final),
                footer=footer,
                winner=win,
            )
            row, col = divmod(rank, per_row)
            item = self.place(
                ("score", s.player),
                partial(ScoreSheetItem, look, sheet_w, sheet_h),
                look,
                self.right_x + 10 + col * (sheet_w + 10),
                y + 46 + row * (sheet_h + 10),
            )
            item.resize(sheet_w, sheet_h)
        return y + height + 14

    # --- the interception animated ----------------------------------------------------------
    def animate_events(self, events: list[Any], ms: int) -> Any:
        """Walk the adventurer room to room through the events just applied, sheet by sheet in the
        order explored: the sheet drawn large switches to each sheet in turn as the adventurer
        descends to it, showing each combat's dice and ticking the score track; `ms` per step,
        0 = no animation. Only pictures: the looks already show the state after the events and
        come back at the end (the sheet drawn large included)."""
        from PySide6.QtCore import QPointF

        from .motion import walk

        v = self.view_state
        if self.walk is not None:
            with contextlib.suppress(RuntimeError):
                self.walk.stop()
            self.walk = None
        if ms <= 0 or v is None or self.big is None or v.phase == "building" or self.big >= len(v.sheets):
            return None
        kinds = ("enter", "move", "combat", "equip", "descend")
        # the legs: each sheet's events, in the order the adventurer explored the sheets
        legs: list[tuple[Any, list[Any]]] = []
        for e in events:
            player = e.args.get("player")
            if e.kind not in kinds or not isinstance(player, int) or not 0 <= player < len(v.sheets):
                continue
            if not legs or legs[-1][0].player != player:
                legs.append((v.sheets[player], []))
            legs[-1][1].append(e)
        legs = [
            (s, mine)
            for s, mine in legs
            if not s.hidden
            and s.score is not None
            and s.exit is not None
            and any(e.kind in ("move", "combat", "descend") for e in mine)
        ]
        if not legs:
            return None
        m = self._mapdef()

        def centre(s: Any, room: int | None) -> Any:
            if room is not None and 0 <= room < len(s.score.rooms):
                r = s.score.rooms[room]
                return QPointF((r.x + r.w / 2) * CELL, TOP + (r.y + r.h / 2) * CELL)
            return QPointF((s.entrance[0] + 0.5) * CELL, TOP + (s.entrance[1] + 0.5) * CELL)

        # where the adventurer stood, the armed level and the track before these events
        first = legs[0][0]
        before = self._before
        level = before[3] if before is not None else v.interception.armed_level
        same = before if before is not None and before[0] == first.player else None
        track = same[2] if same is not None else 0
        start = centre(first, same[1] if same is not None else None)
        for e in events:  # sheets explored first in the same batch without a walk may have raised the level
            if e.args.get("player") == first.player and e.kind in kinds:
                break
            if e.kind == "equip":
                level = e.args.get("level", level)
        picture = _WalkPicture(self, v, level, track)
        steps: list[Step] = []
        where = [start]  # where the marker starts (the first sheet's start)
        for n, (s, mine) in enumerate(legs):
            if n > 0:  # the adventurer descends to this sheet: it is drawn large, the marker at its entrance
                room = next((e.args.get("room") for e in mine if e.kind == "enter"), None)
                start = centre(s, room)
                steps.append((start, picture.descend_to(s, any(e.kind == "enter" for e in mine)), True))
            for e in mine:
                if e.kind == "enter":
                    if n == 0:
                        start = where[0] = centre(s, e.args.get("room"))
                        picture.track = 0
                elif e.kind == "move":
                    steps.append((centre(s, e.args.get("room")), None))
                elif e.kind == "descend":
                    ex, ey = m.exits[s.exit]
                    steps.append((QPointF((ex + 0.5) * CELL, TOP + (ey + 0.5) * CELL), None))
                elif e.kind in ("combat", "equip"):
                    callback = picture.on_combat(e) if e.kind == "combat" else picture.on_equip(e)
                    if steps:
                        last = steps[-1]
                        steps[-1] = (last[0], self._chain(last[1], callback), *last[2:])
                    else:
                        steps.append((start, callback))  # a fight in the room the adventurer stands in
        picture.show_sheet(legs[0][0])
        picture.show_track()
        origin = where[0]
        self._walk_redraw = picture.redraw

        def done() -> None:
            self.walk = None
            self._walk_redraw = None
            picture.restore()

        self.walk = walk(self, origin, steps, ms, max(6.0, CELL * 0.42), done)
        return self.walk

    def _track_words(self, level: int, track: int) -> LabelLook:
        return LabelLook(
            self.tr("Armed level {level} · score track {track}").format(level=level, track=track), 15, True
        )

    def _explores_words(self, name: str) -> LabelLook:
        return LabelLook(self.tr("The adventurer explores {name}'s sheet").format(name=name), 17, True)

    @staticmethod
    def _chain(a: Callable[[], None] | None, b: Callable[[], None]) -> Callable[[], None]:
        if a is None:
            return b

        def both() -> None:
            a()
            b()

        return both

    # --- the preview under the cursor --------------------------------------------------------
    def _picked_cell(self) -> tuple[int, int] | None:
        for key, look in self.marks().items():
            if look.kind == "picked" and isinstance(key, tuple) and key[0] == "cell":
                return key[1], key[2]
        return None

    def _mode(self) -> str | None:
        v = self.view_state
        if v is None or self.seat is None or v.phase != "building":
            return None
        s = v.sheets[self.seat]
        if not s.acted:
            return self.tool
        if s.active is not None:
            return "effect_room" if s.active.kind == "room" else "effect_block"
        return None

    def _preview(self) -> None:
        """Show the block (or rectangle) under the cursor, and say whether it may go there."""
        mode = self._mode()
        v = self.view_state
        look = PreviewLook(cell=CELL)
        message = ""
        if mode is not None and self.hover is not None and v is not None and self.seat is not None:
            hx, hy = self.hover
            grid = bd.Grid(self._mapdef(), v.sheets[self.seat])
            problem = None
            if mode in ("white", "black", "one"):
                cells = self._cells_at(mode, hx, hy)
                problem = bd.block_problem(grid, cells)
                look = PreviewLook(cells=tuple(c for c in cells if grid.inside(*c)), ok=problem is None, cell=CELL)
            elif mode in ("room", "effect_room"):
                dragging = self._drag_from is not None and self._dragged
                corner = self._drag_from if dragging else self._picked_cell()
                if corner is not None:
                    rect = self._rect_between(corner, (hx, hy))
                    problem = self._rect_rule(v.sheets[self.seat], rect, mode)
                    look = PreviewLook(rect=(rect.x, rect.y, rect.w, rect.h), ok=problem is None, cell=CELL)
            if look.cells or look.rect is not None:
                if problem:
                    message = self.tr("Not here: {reason}").format(reason=error_text(Violation(*problem)))
                elif self._drag_from is not None and self._dragged:
                    message = self.tr("It may go here: release to draw it.")
                else:
                    message = self.tr("It may go here: click to draw it.")
        item = self.place("preview", lambda: RLPreviewItem(look, self.grid_w, self.grid_h), look, 0, TOP, None, 40)
        item.setVisible(bool(look.cells) or look.rect is not None)
        self._hint_text = message

    @staticmethod
    def _rect_between(a: tuple[int, int], b: tuple[int, int]) -> Rect:
        return Rect(x=min(a[0], b[0]), y=min(a[1], b[1]), w=abs(a[0] - b[0]) + 1, h=abs(a[1] - b[1]) + 1)

    def _rect_rule(self, sheet: Sheet, rect: Rect, mode: str) -> bd.Problem | None:
        """The rule a planned rectangle breaks (the engine's own check), None when it may go there."""
        assert self.view_state is not None
        return room_problem(self.view_state, sheet, rect, extra=mode == "effect_room")

    def _cell_at(self, p: Any) -> tuple[int, int] | None:
        if 0 <= p.x() < self.grid_w and TOP <= p.y() < TOP + self.grid_h:
            return int(p.x() // CELL), int((p.y() - TOP) // CELL)
        return None

    # a dotted rectangle drawn by dragging: press on one corner, release on the opposite one
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mousePressEvent(event)
        self._drag_from = None
        self._dragged = False
        if event.button() == Qt.MouseButton.LeftButton and self._mode() in ("room", "effect_room"):
            cell = self._cell_at(event.scenePos())
            if cell is not None and self._pressed == ("cell", *cell):
                self._drag_from = cell

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseMoveEvent(event)
        cell = self._cell_at(event.scenePos())
        if self._drag_from is not None and cell is not None and cell != self._drag_from and not self._dragged:
            self._dragged = True
            self.hover = None  # redraw the preview as the dragged rectangle
        if cell != self.hover:
            self.set_hover(cell)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        start, dragged = self._drag_from, self._dragged
        self._drag_from, self._dragged = None, False
        if start is None or not dragged:
            super().mouseReleaseEvent(event)
            return
        self._pressed = None
        event.accept()
        end = self._cell_at(event.scenePos()) or self.hover
        mode = self._mode()
        v = self.view_state
        if end is None or end == start or mode not in ("room", "effect_room") or v is None or self.seat is None:
            self.set_hover(end)  # back on the first square (or off the grid): the drag is called off
            return
        rect = self._rect_between(start, end)
        problem = self._rect_rule(v.sheets[self.seat], rect, mode)
        if problem:  # nothing is drawn; the preview stays red with the reason
            self.set_hover(end)
            return
        old = self._picked_cell()
        if old is not None:
            self.clicked.emit(("cell", *old))  # take back a corner picked by an earlier click
        # the same two squares the two-click way picks: top-left, then bottom-right
        self.clicked.emit(("cell", rect.x, rect.y))
        self.clicked.emit(("cell", rect.x + rect.w - 1, rect.y + rect.h - 1))

    def set_hover(self, cell: tuple[int, int] | None) -> None:
        self.hover = cell
        if self.view_state is None:
            return
        self._seen = set(self._items)
        self._preview()
        if self._hint_text or cell is not None:
            self.hint.emit(self._hint_text)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_R:
            self.clicked.emit(("orient", "rotate"))
        elif event.key() == Qt.Key.Key_F:
            self.clicked.emit(("orient", "mirror"))
        else:
            super().keyPressEvent(event)

    # --- the scene's own clicks --------------------------------------------------------------
    def local_click(self, key: Hashable) -> bool:
        """Tools: choose which block to draw, rotate or mirror it. True: handled here."""
        if not isinstance(key, tuple) or not key:
            return False
        if key[0] == "tool" and key[1] in self.tools:
            self.tool = key[1]
            return True
        if key[0] == "orient" and self.tool in ("white", "black"):
            if key[1] == "rotate":
                self.rot = (self.rot + 1) % 4
            else:
                self.mirror = not self.mirror
            return True
        return False

    def make_mark(self, key: Hashable, look: MarkLook, rect: QRectF) -> MarkItem:
        """On a button (a tool) the badge goes in its right margin, off its words."""
        if isinstance(key, tuple) and bool(key) and key[0] in ("tool", "orient"):
            return aside_mark(look, rect)
        return super().make_mark(key, look, rect)

    def extra_marks(self) -> dict[Hashable, str]:
        marks: dict[Hashable, str] = {}
        v = self.view_state
        if v is None or self.seat is None or v.phase != "building" or v.sheets[self.seat].acted:
            return marks
        for tool in self.tools:
            if tool != self.tool:
                marks[("tool", tool)] = "select"
        if self.tool in ("white", "black"):
            marks[("orient", "rotate")] = "option"
            marks[("orient", "mirror")] = "option"
        return marks

    # --- picker ------------------------------------------------------------------------------
    def action_keys(self, action: Action) -> tuple[Hashable, ...]:
        if isinstance(action, PlaceWall):
            if (
                self.tool is None
                or action.die != self.tool
                or bd.normalise(action.cells) != tuple(sorted(self._shape(self.tool)))
            ):
                return ()
            x, y = anchor(action.cells)
            return (("cell", x, y),)
        if isinstance(action, PlanRoom):
            if self.tool != "room":
                return ()
            return (("cell", action.x, action.y), ("cell", action.x + action.w - 1, action.y + action.h - 1))
        if isinstance(action, EffectRoom):
            return (("cell", action.x, action.y), ("cell", action.x + action.w - 1, action.y + action.h - 1))
        if isinstance(action, EffectBlock):
            return tuple(("cell", x, y) for x, y in action.cells)
        return ()

    def offer_button(self, action: Action) -> bool:
        return not isinstance(action, (PlaceWall, PlanRoom, EffectRoom, EffectBlock))

    def mark_kind(self, action: Action) -> str:
        # a block's many possible anchor squares get quiet dots, not full frames with badges
        return "spot" if isinstance(action, (PlaceWall, EffectBlock)) else "select"

    # --- the others' last move -----------------------------------------------------------------
    def last_move_marks(self, events: list[Event]) -> list[tuple[Hashable, str]]:
        """What the others' actions (and the interception running by itself) showed the viewer:
        the shared dice of a new round; the rooms of the sheet drawn large that the adventurer
        entered, walked to, fought in (the dice and the points) or took items from, the last
        combat's dice and the levels it left with their interception points. The events are only
        those the viewer may see: nothing of another sheet's secret building is among them, and
        nothing of a building sheet is marked."""
        v = self.view_state
        if v is None:
            return []
        marks: list[tuple[Hashable, str]] = []
        rolls = [e for e in events if e.kind == "roll"]
        if rolls and v.phase == "building":
            marks.append((("dice",), self.tr("new roll: round {round}").format(round=rolls[-1].args.get("round"))))
        combats = [e for e in events if e.kind == "combat"]
        if combats and v.interception.dice is not None:
            last = combats[-1].args
            marks.append(
                (
                    ("combat_dice",),
                    self.tr("combat: {white}/{black}").format(white=last.get("white"), black=last.get("black")),
                )
            )
        order = list(v.interception.order)
        for e in events:
            a = e.args
            player, room = a.get("player"), a.get("room")
            key: Hashable = ("room", player, room)
            if e.kind == "enter" and room is not None:
                marks.append((key, self.tr("the adventurer enters")))
            elif e.kind == "move":
                marks.append((key, self.tr("the adventurer moves here")))
            elif e.kind == "combat":
                marks.append(
                    (
                        key,
                        self.tr("combat {white}/{black}: {points} points").format(
                            white=a.get("white"), black=a.get("black"), points=a.get("points")
                        ),
                    )
                )
            elif e.kind == "equip":
                marks.append((key, self.tr("items: armed level {level}").format(level=a.get("level"))))
            elif e.kind == "descend" and player in order:
                marks.append(
                    (
                        ("level", order.index(player)),
                        self.tr("{points} interception points").format(points=a.get("points")),
                    )
                )
        return marks

    def key_text(self, key: Hashable) -> str:
        if isinstance(key, tuple) and key and key[0] == "cell":
            return cell_name(key[1], key[2])
        if isinstance(key, tuple) and key and key[0] == "room" and len(key) == 3:
            return self.tr("{name}'s room {n}").format(name=self._name(key[1]), n=key[2] + 1)
        if isinstance(key, tuple) and key and key[0] in ("dice", "combat_dice"):
            return self.tr("the shared roll") if key[0] == "dice" else self.tr("the last combat roll")
        if isinstance(key, tuple) and key and key[0] == "level" and self.view_state is not None:
            order = self.view_state.interception.order
            name = self._name(order[key[1]]) if key[1] < len(order) else "?"
            return self.tr("level {k}: {name}").format(k=key[1] + 1, name=name)
        if isinstance(key, tuple) and key and key[0] == "tool":
            return {
                "white": self.tr("White die block"),
                "black": self.tr("Black die block"),
                "one": self.tr("1 square"),
                "room": self.tr("Plan a room (B)"),
            }.get(key[1], str(key[1]))
        if isinstance(key, tuple) and key and key[0] == "orient":
            return self.tr("Rotate") if key[1] == "rotate" else self.tr("Mirror")
        return str(key)

    def preview(self, key: Hashable) -> PreviewContent | None:
        """A square's preview also says what its symbol does, a tool's what it does, with the rule;
        a level of the interception its whole line."""
        content = super().preview(key)
        if content is None or not isinstance(key, tuple) or not key or self.view_state is None:
            return content
        meaning = None
        if key[0] == "cell":
            meaning = MEANINGS.get(self._mapdef().char(key[1], key[2]))
        elif key[0] in ("tool", "orient"):
            meaning = TOOL_TEXT.get(key[1])
        elif key[0] == "level" and (row := self.item(("int_line", key[1]))) is not None:
            content.text = row.words()  # its whole line: development, items, interception points
        if meaning:
            content.text = "\n".join(t for t in (content.text, self.tr(meaning)) if t)
        return content

    def describe_key(self, key: Hashable) -> str:
        if isinstance(key, tuple) and key and key[0] == "cell" and self.view_state is not None:
            ch = self._mapdef().char(key[1], key[2])
            what = self.tr(KINDS[ch]) if ch in KINDS else self.tr("die mark {n}").format(n=ch)
            return self.tr("your sheet, square {square}: {what}").format(square=cell_name(key[1], key[2]), what=what)
        if isinstance(key, tuple) and key and key[0] in ("room", "dice", "combat_dice", "level"):
            return self.key_text(key)
        return self.tr("tool: {name}").format(name=self.key_text(key))

    def probe_action(self, key: Hashable, seat: int, picks: Any) -> Any | None:
        v = self.view_state
        if v is None or not isinstance(key, tuple) or not key or key[0] != "cell":
            return None
        x, y = key[1], key[2]
        if self.tool in ("white", "black", "one") and not v.sheets[seat].acted:
            mark = next((a.spend_mark for a in self.legal if isinstance(a, PlaceWall) and a.die == "black"), None)
            cells = tuple(sorted(self._cells_at(self.tool, x, y)))
            return PlaceWall(player=seat, die=self.tool, cells=cells, spend_mark=mark if self.tool == "black" else None)
        if self.tool == "room" and not v.sheets[seat].acted:
            corner = next((k for k in (picks or {}) if isinstance(k, tuple) and k[0] == "cell"), None)
            if corner is not None:
                return PlanRoom(
                    player=seat,
                    x=min(x, corner[1]),
                    y=min(y, corner[2]),
                    w=abs(x - corner[1]) + 1,
                    h=abs(y - corner[2]) + 1,
                )
            shapes = bd.rect_shapes(sum(v.dice)) or [(2, 2)]
            return PlanRoom(player=seat, x=x, y=y, w=shapes[0][0], h=shapes[0][1])
        return None

    def prompt(self, v: GameState, seat: int) -> str:
        if v.phase == "interception":
            return self.tr(
                "Several routes through your sheet have the fewest rooms: choose where the adventurer goes next."
            )
        s = v.sheets[seat]
        if s.hidden:
            return ""
        if s.needs_exit:
            return self.tr(
                "Your building part is over: keep one exit (the other three are filled), then your sheet is scored."
            )
        if not s.acted:
            return self.tr(
                "Round {round}, dice white {w} and black {b}. Action A: choose a block with the tool "
                "buttons, turn it with R (rotate) and F (mirror), and click the square for its top-left "
                'part. Action B: choose "Plan a room" and drag from one corner of a dotted rectangle of '
                "exactly {sum} squares to the opposite one (or click its top-left and bottom-right "
                "squares)."
            ).format(round=v.round, w=v.dice[0], b=v.dice[1], sum=sum(v.dice))
        if s.active is not None:
            if s.active.kind == "room":
                return self.tr(
                    "Extra action: drag from one corner of a dotted rectangle of up to {n} squares "
                    "to the opposite one (or click its top-left and bottom-right squares)."
                ).format(n=self.content.rules.room_max)
            return self.tr(
                "Draw a block of {size} square(s): click its squares ({left} block(s) left), or end the effect."
            ).format(size=s.active.size, left=s.active.left)
        if s.pending:
            return self.tr(
                "Your drawing reached special squares: resolve their effects one by one with the buttons "
                "(or skip them)."
            )
        return ""


class _WalkPicture:
    """What the interception walk shows over the table (whose looks are final): the sheet drawn
    large and its title as the adventurer explores sheet by sheet, the armed level and score track
    ticking on their label, the combat dice; `restore` puts the final looks back. A deleted item
    (a new table) is left alone."""

    def __init__(self, scene: RoguelightScene, v: GameState, level: int, track: int) -> None:
        self.scene = scene
        self.v = v
        self.level = level
        self.track = track
        label = scene.item("int_armed")
        self.final_label = label.look if label is not None else None
        self.dice = [
            die if isinstance(die, DieItem) else None for die in (scene.item("int_die_w"), scene.item("int_die_b"))
        ]
        self.sheet = scene.item("big_sheet")
        self.title = scene.item("big_title")
        self.final_sheet = self.sheet.look if self.sheet is not None else None
        self.final_title = self.title.look if self.title is not None else None
        self.shown: dict[str, Any] = {}  # the looks the walk put on the large sheet and its title

    def show_track(self) -> None:
        scene = self.scene
        item = scene.item("int_armed")
        if item is not None and self.final_label is not None and item.look in (self.final_label, scene._ticking):
            look = scene._track_words(self.level, self.track)
            scene._ticking = look
            item.set_look(look)

    def show_sheet(self, s: Sheet) -> None:
        """Draw `s` large (without the adventurer: the marker walks instead)."""
        from dataclasses import replace

        scene, sheet, title = self.scene, self.sheet, self.title
        try:
            if (
                sheet is None
                or sheet.scene() is not scene
                or sheet.look not in (self.final_sheet, self.shown.get("sheet"))
            ):
                return
            final = self.final_sheet
            look = replace(
                scene._sheet_look(self.v, s, CELL, True) if s.player != scene.big or final is None else final,
                adventurer=None,
            )
            self.shown["sheet"] = look
            sheet.set_look(look)
            if (
                title is not None
                and title.scene() is scene
                and title.look in (self.final_title, self.shown.get("title"))
            ):
                words = scene._explores_words(s.name)
                self.shown["title"] = words
                title.set_look(words)
        except RuntimeError:
            pass

    def on_combat(self, e: Event) -> Callable[[], None]:
        def go() -> None:
            self.track += int(e.args.get("points", 0))
            for die, face in zip(self.dice, (e.args.get("white"), e.args.get("black")), strict=False):
                try:
                    if die is not None and die.scene() is self.scene:
                        die.shown_face = face
                        die.update()
                except RuntimeError:
                    pass
            self.show_track()

        return go

    def on_equip(self, e: Event) -> Callable[[], None]:
        def go() -> None:
            self.level = e.args.get("level", self.level)
            self.show_track()

        return go

    def descend_to(self, s: Sheet, entered: bool) -> Callable[[], None]:
        def go() -> None:
            self.show_sheet(s)
            if entered:
                self.track = 0
            self.show_track()

        return go

    def redraw(self) -> None:
        """Put the walk's picture back after a re-sync."""
        scene, sheet, title, shown = self.scene, self.sheet, self.title, self.shown
        try:
            if sheet is not None and sheet.scene() is scene and "sheet" in shown and sheet.look == self.final_sheet:
                sheet.set_look(shown["sheet"])
            if title is not None and title.scene() is scene and "title" in shown and title.look == self.final_title:
                title.set_look(shown["title"])
            self.show_track()
        except RuntimeError:
            pass

    def restore(self) -> None:
        scene, sheet, title, shown = self.scene, self.sheet, self.title, self.shown
        try:
            if sheet is not None and sheet.scene() is scene and sheet.look == shown.get("sheet"):
                sheet.set_look(self.final_sheet)
            if title is not None and title.scene() is scene and "title" in shown and title.look == shown["title"]:
                title.set_look(self.final_title)
            item = scene.item("int_armed")
            if item is not None and item.look == scene._ticking:
                item.set_look(self.final_label)
            for die in self.dice:
                if die is not None and die.scene() is scene:
                    die.shown_face = None
                    die.update()
        except RuntimeError:  # a new table: its C++ items are deleted, nothing to restore
            pass


SCENE = RoguelightScene  # what ui/games/__init__.py's scene_class finds for this game
