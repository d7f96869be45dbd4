"""GameScene: what every game's table has in common.

A game's scene draws the table from a view (`sync`) by placing items through `place`, which keeps
one item per identity across syncs (so a re-sync after every action is cheap and items keep
their caches). Clicks on items with a key are emitted as `clicked(key)`; the scene never changes
game state. A game's scene also says which clicks make up each legal action (`action_keys`), so
the game-agnostic Picker can turn clicks into actions.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Signal
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from ..engine.core.game import Event, Game
from .items import BackFace, CardLook, MarkItem, MarkLook, TableItem
from .items.token import TokenStyle, register_styles
from .theme import colour, register_colours

LatestEvent = Callable[[str], "Event | None"]


@dataclass
class PreviewContent:
    """What the preview beside the table shows of a hovered or focused item: its name, its full
    text (the interface's language) and the item to draw enlarged (None: no picture)."""

    name: str
    text: str = ""
    item: TableItem | None = None


class GameScene(QGraphicsScene):
    clicked = Signal(object)  # the key of the clicked item
    hint = Signal(str)  # live feedback while hovering (why a block may not go there), for the status line
    token_styles: ClassVar[Mapping[str, TokenStyle]] = {}  # how the game's TokenItem kinds look
    colours: ClassVar[Mapping[str, str]] = {}  # the game's own colour names -> "#rrggbb" (ui/theme.py has the shared)
    # the event kinds that begin the part of an action that runs by itself (a monster phase after
    # End turn, the next round's roll): the table marks that part for the player who acted too
    runs_by_itself: ClassVar[frozenset[str]] = frozenset()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A game's colours are registered when its scene class is made: its faces may be painted
        (start-up's warm-up) before any table is."""
        super().__init_subclass__(**kwargs)
        register_colours(cls.colours)

    def __init__(self, game: Game[Any, Any], players: int):
        super().__init__()
        self.game = game
        self.players = players
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setBackgroundBrush(colour("table"))
        self._items: dict[Hashable, TableItem] = {}
        self._seen: set[Hashable] = set()
        self._by_key: dict[Hashable, list[TableItem]] = defaultdict(list)
        self._marks: list[MarkItem] = []
        self._mark_places: dict[tuple[Hashable, MarkLook, tuple[float, ...]], MarkItem] = {}
        self._last_marks: list[MarkItem] = []
        self._last_events: list[Event] = []
        self._strips: dict[TableItem, float] = {}  # a card fanned under the next one: the width it shows
        self._pressed: Hashable | None = None
        self.view_state: Any = None  # the view last drawn: `sync` keeps it here (the window reads it)
        # the acting seat's legal actions, when someone already knows them (the window's session,
        # which computes them once per redraw for the prompt too); else the game is asked
        self.legal_source: Callable[[int], list[Any]] | None = None
        register_styles(self.token_styles)

    def legal_actions(self, view: Any, seat: int | None) -> list[Any]:
        """`seat`'s legal actions in `view` (the seat's own: its choices never hang on what it
        cannot see); [] for no seat."""
        if seat is None:
            return []
        if self.legal_source is not None:
            return self.legal_source(seat)
        return list(self.game.legal_actions(view, seat))

    @classmethod
    def warm_up_faces(cls) -> list[Any]:
        """Card faces to draw once off screen after start-up, so fonts and glyphs are loaded before
        the game's table is first shown; [] when the game has none (or its data does not load)."""
        return []

    # --- to implement per game --------------------------------------------------------------
    def sync(self, view: Any, viewer: int | None, acting: int | None, latest: LatestEvent) -> None:
        """Draw the table from `view` as `viewer` sees it (and keep `view` as `view_state`);
        `acting` is the seat to act, `latest(kind)` the last event of that kind this viewer saw."""
        raise NotImplementedError

    def action_keys(self, action: Any) -> tuple[Hashable, ...]:
        """The clicks that choose `action` (as a multiset); () = offered as a button only."""
        return ()

    def mark_kind(self, action: Any) -> str:
        """How a legal choice is highlighted: move, target, heal, select, option."""
        return "option"

    def prompt(self, view: Any, seat: int) -> str:
        """What `seat` is asked to do now, in words."""
        return ""

    def probe_action(self, key: Hashable, seat: int, picks: Any) -> Any | None:
        """The action a click on `key` most likely meant, to ask the engine why it is illegal."""
        return None

    def key_mark_kind(self, key: Hashable, action: Any) -> str:
        """How the click `key` of the legal choice `action` is highlighted (by default the same
        for every click of the action: `mark_kind`)."""
        return self.mark_kind(action)

    def first_mark(self, key: Hashable) -> bool:
        """Whether `key` is highlighted before anything is picked (a game may highlight only
        where a choice begins, and the rest once the first pick is made)."""
        return True

    def visible_rect(self, item: TableItem) -> QRectF:
        """The part of a keyed item the player sees, in scene coordinates: where its highlight and
        the keyboard's focus ring go. By default the whole item, or its strip when it lies fanned
        under the next card (`fan_strip`); a game whose items otherwise partly cover each other (a
        stack of cards showing only their bands) gives the uncovered part."""
        rect = item.sceneBoundingRect()
        strip = self._strips.get(item)
        if strip is not None:
            rect.setWidth(strip)
        return rect

    def fan_strip(self, item: TableItem | None, width: float) -> None:
        """`item` lies in a fan of cards, the next one covering all but its left `width` (until the
        next sync): its highlight and focus ring go on that strip, and a hover there previews it."""
        if item is not None and width < item.boundingRect().width():
            self._strips[item] = width

    def key_text(self, key: Hashable) -> str:
        """A click key in a few words, for the "Picked:" line of the prompt: by default the name
        of the topmost item with that key (its tooltip's first line or its card's name), never
        the engine's id; the key itself only when no item names it."""
        names = self.key_words(key)
        if names:
            return names[0]
        return str(key[-1]) if isinstance(key, tuple) else str(key)

    def offer_button(self, action: Any) -> bool:
        """Whether a legal choice gets a button in the prompt (by default: when no click on the
        table chooses it)."""
        return not self.action_keys(action)

    def local_click(self, key: Hashable) -> bool:
        """Handle a click that only changes the scene's own tool (a block's orientation, an attack
        mode) and return True; False lets the click choose as usual."""
        return False

    def extra_marks(self) -> dict[Hashable, str]:
        """Highlights beyond the legal choices' clicks (the tools of a choice in progress)."""
        return {}

    def last_move_marks(self, events: list[Event]) -> list[tuple[Hashable, str]]:
        """What the others did since the viewer's own last action, to mark on the table: `events`
        are those the viewer may see (a bot's, another hot-seat player's, a phase that ran by
        itself), oldest first; the answer is (item key, short caption such as "moved from 3-B")
        per item to mark (an item without a click key, a die, by its `place` ident). By default
        nothing is marked."""
        return []

    @classmethod
    def automatic_part(cls, events: list[Event]) -> list[Event]:
        """Of one action's events, those that ran by themselves (from the first event of a kind in
        `runs_by_itself`): the player who acted did not choose them, so they are marked for them."""
        start = next((i for i, e in enumerate(events) if e.kind in cls.runs_by_itself), len(events))
        return list(events[start:])

    def describe_key(self, key: Hashable) -> str | None:
        """The item(s) with `key` in words for the keyboard's reader; None: the generic words."""
        return None

    def key_words(self, key: Hashable) -> list[str]:
        """The item(s) with `key` in words, topmost first: each one's tooltip (its first line) or
        its card's name (`face_name`), the damage on it and whether it acted. A scene's
        `describe_key` builds on them; the keyboard's reader joins them when it has none."""
        translate = QCoreApplication.translate  # literal calls only, so pyside6-lupdate finds every string
        names: list[str] = []
        for item in sorted(self.items_with_key(key), key=lambda i: -i.zValue()):
            tip = item.toolTip().split("\n")[0].strip() if item.toolTip() else ""
            look = item.look
            if not tip and isinstance(look, CardLook):
                tip = self.face_name(look.face)
            if tip and tip not in names:
                names.append(tip)
            if isinstance(look, CardLook) and look.damage:
                names.append(translate("TableKeyboard", "damage {n}").format(n=look.damage))
            if isinstance(look, CardLook) and look.acted:
                names.append(translate("TableKeyboard", "acted"))
        return names

    def preview(self, key: Hashable) -> PreviewContent | None:
        """The large preview of the item(s) with `key` (hovered or under the keyboard's focus):
        by default the topmost one with a tooltip (`preview_item`), else the keyboard reader's
        words for the key (`key_words`, `describe_key`); None: nothing to preview."""
        items = [i for i in sorted(self.items_with_key(key), key=lambda i: -i.zValue()) if not isinstance(i, MarkItem)]
        tipped = next((i for i in items if i.toolTip()), None)
        if tipped is not None:
            return self.preview_item(tipped)
        names = self.key_words(key)
        described = self.describe_key(key) or ""
        if not names and not described:
            return None
        name = names[0] if names else described
        text = described if described != name else ", ".join(names[1:])
        return PreviewContent(name, text, items[0] if items else None)

    def preview_item(self, item: TableItem) -> PreviewContent | None:
        """The large preview of one hovered item: its tooltip (first line the name, the rest its
        text); an item without one previews its key (`preview`), a card its name, a label or a
        zone its words; None: nothing to preview."""
        tip = item.toolTip().strip()
        if tip:
            name, _, text = tip.partition("\n")
            return PreviewContent(name.strip(), text.strip(), item)
        if item.key is not None:
            return self.preview(item.key)
        face = item.look.face if isinstance(item.look, CardLook) else None
        if isinstance(face, BackFace):  # a pile or a face-down card: its title, its count
            count = "" if face.count is None else str(face.count)
            return PreviewContent(face.title, " · ".join(w for w in (count, face.subtitle) if w), item)
        if face is not None and self.face_name(face):
            return PreviewContent(self.face_name(face), "", item)
        name, _, text = item.words().partition("\n")  # a small label or title, large
        return PreviewContent(name, text) if name else None

    def face_name(self, face: Any) -> str:
        """The name of a card face without a tooltip, for the keyboard's reader ("" unknown)."""
        return ""

    def animate_events(self, events: list[Any], ms: int) -> Any:
        """The scene's own animations of what `events` did, `ms` the time of a step (none by default)."""
        return None

    def _tool_of(self, action: Any) -> tuple[Hashable, ...] | None:
        """For a scene that offers a move only once its tool is picked: the tool's key of `action`."""
        return None

    def _cells_of(self, action: Any) -> list[tuple[int, int]]:
        """... and the squares of that move."""
        return []

    def hint_keys(self, action: Any) -> list[Hashable]:
        """The table items to frame for a proposed move: its clicks (`action_keys`); for a scene
        that chooses by tool first (a weapon mode, then its squares), the tool and the squares."""
        keys: list[Hashable] = list(self.action_keys(action))
        if not keys:
            tool = self._tool_of(action)
            if tool is not None:
                keys = [("tool", *tool), *(("cell", c[0], c[1]) for c in self._cells_of(action))]
        return keys

    # --- building --------------------------------------------------------------------------
    def begin_sync(self) -> None:
        self._seen = set()
        self._by_key = defaultdict(list)
        self._strips = {}

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
        """Put the item `ident` at (x, y) with `look`, creating it on first use."""
        item = self._items.get(ident)
        if item is None:
            item = factory()
            self._items[ident] = item
            self.addItem(item)
        item.set_look(look)
        if item.pos() != QPointF(x, y):
            item.setPos(x, y)
        if item.zValue() != z:
            item.setZValue(z)
        item.key = key
        if key is not None:
            self._by_key[key].append(item)
        self._seen.add(ident)
        return item

    def end_sync(self) -> None:
        for ident in [i for i in self._items if i not in self._seen]:
            self.removeItem(self._items.pop(ident))

    def item(self, ident: Hashable) -> TableItem | None:
        return self._items.get(ident)

    def items_with_key(self, key: Hashable) -> list[TableItem]:
        return list(self._by_key.get(key, []))

    def table_items(self) -> dict[Hashable, TableItem]:
        return dict(self._items)

    # --- highlights ------------------------------------------------------------------------
    def set_marks(self, marks: dict[Hashable, MarkLook]) -> None:
        """The highlights. A mark that stays (the same look over the same place: most of them from
        one redraw to the next) is kept as it is, so a redraw paints only the marks that changed."""
        old, self._mark_places = self._mark_places, {}
        self._marks = []
        for key, look in marks.items():
            rects = [self.visible_rect(item) for item in self._by_key.get(key, [])]
            for i, rect in enumerate(rects):
                if any(j != i and other.contains(rect) and (other != rect or j < i) for j, other in enumerate(rects)):
                    continue  # one mark per place: a card on its square is marked once, on the square
                place = (key, look, (rect.x(), rect.y(), rect.width(), rect.height()))
                mark = old.pop(place, None) or self._new_mark(key, look, rect)
                self._mark_places[place] = mark
                self._marks.append(mark)
        for mark in old.values():
            self.removeItem(mark)

    def _new_mark(self, key: Hashable, look: MarkLook, rect: QRectF) -> MarkItem:
        mark = self.make_mark(key, look, rect)
        mark.key = key
        self.addItem(mark)
        return mark

    def make_mark(self, key: Hashable, look: MarkLook, rect: QRectF) -> MarkItem:
        """The highlight of `key` over `rect` (scene coordinates), placed; a scene may draw some
        marks its own way (a button's, whose badge must keep off its words)."""
        mark = MarkItem(look, rect.width(), rect.height())
        mark.setPos(rect.topLeft())
        return mark

    def marks(self) -> dict[Hashable, MarkLook]:
        return {m.key: m.look for m in self._marks}

    def show_last_move(self, events: list[Event] | None = None) -> None:
        """Mark what the others did (`last_move_marks` of `events`; None: the events last given,
        after a re-sync moved the items) with a "last" mark, until the next call. Not an
        animation: drawn under reduced motion too."""
        if events is not None:
            self._last_events = list(events)
        # a mark that stays (same place, same words: most of them while the others move one by
        # one) is kept as it is, so only the new ones are painted
        old = {(m.key, m.pos().toTuple(), m.size, m.look): m for m in self._last_marks}
        self._last_marks = []
        captions: dict[Hashable, list[str]] = {}
        for key, caption in self.last_move_marks(self._last_events) if self._last_events else []:
            words = captions.setdefault(key, [])
            if caption and caption not in words:
                words.append(caption)
        for key, words in captions.items():
            keyed = self._by_key.get(key) or ([self._items[key]] if key in self._items else [])  # a key, else an ident
            rects = [self.visible_rect(item) for item in keyed]
            for i, rect in enumerate(rects):
                if any(j != i and other.contains(rect) and (other != rect or j < i) for j, other in enumerate(rects)):
                    continue  # one mark per place
                look = MarkLook("last", caption="\n".join(words))
                mark = old.pop((key, rect.topLeft().toTuple(), (rect.width(), rect.height()), look), None)
                if mark is None:
                    mark = MarkItem(look, rect.width(), rect.height())
                    mark.setPos(rect.topLeft())
                    mark.key = key
                    self.addItem(mark)
                self._last_marks.append(mark)
        for mark in old.values():
            self.removeItem(mark)

    def last_move(self) -> dict[Hashable, str]:
        """The keys marked as the others' last move, with their captions."""
        return {m.key: m.look.caption for m in self._last_marks}

    # --- clicks ----------------------------------------------------------------------------
    def key_at(self, pos: QPointF) -> Hashable | None:
        """The key of the topmost keyed item at `pos`; where keyed items lie on top of each other
        (a card on its square, a Unit in its battle area), a highlighted choice wins over the
        item above it, so a click on a Unit in an area offered for placement means the area."""
        keys = [
            item.key
            for item in self.items(pos)
            if isinstance(item, TableItem) and item.key is not None and not isinstance(item, MarkItem)
        ]
        if not keys:
            return None
        marked = {mark.key for mark in self._marks}
        return next((key for key in keys if key in marked), keys[0])

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        key = self.key_at(event.scenePos())
        self._pressed = key
        if key is None:
            event.ignore()  # lets the view pan (ScrollHandDrag)
        else:
            event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        key, self._pressed = self._pressed, None
        if key is not None and self.key_at(event.scenePos()) == key:
            self.clicked.emit(key)
        event.accept()
