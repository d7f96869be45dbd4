"""The faces of Rook & Raiders cards, drawn from the card definitions (content.py): unit,
monster, command and step cards. Each face is a frozen value, so items compare looks cheaply.

`lang` ("en" or "ja") is part of each face, so a change of language repaints the cards: in
English a card shows its Japanese name with the English one below; in Japanese only the
rulebook's Japanese name. The other words come from the "CardFaces" translation context."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QPainter, QPen

from ....engine.core.i18n import QT_TRANSLATE_NOOP
from ....engine.games.rook_raiders.content import CommandDef, MonsterDef, Offset, UnitDef, load_content
from ...items.card import CARD_H, CARD_W
from ...items.paint import LEFT, RIGHT, disc, fitted_text, rounded, text
from ...theme import colour
from .threat import threat_badge

translate = QCoreApplication.translate
SKILL_LABEL = {
    "attack": (QT_TRANSLATE_NOOP("CardFaces", "攻撃 ATK"), "mark_target"),
    "heal": (QT_TRANSLATE_NOOP("CardFaces", "回復 HEAL"), "mark_heal"),
    "special": (QT_TRANSLATE_NOOP("CardFaces", "特殊 SP"), "honour"),
}
FRAME = {"basic": "card_edge", "levelup": "back_black", "unit": "gold"}


def _names(painter: QPainter, name_ja: str, name_en: str, top: float, lang: str = "en") -> None:
    if lang == "ja":  # the Japanese name only, on both lines' room
        fitted_text(painter, QRectF(4, top + 2, CARD_W - 8, 20), name_ja, 13.5, True)
        return
    fitted_text(painter, QRectF(4, top, CARD_W - 8, 16), name_ja, 12.5, True)
    fitted_text(painter, QRectF(4, top + 15, CARD_W - 8, 11), name_en, 9, False, "ink_soft")


def unit_tooltip(d: UnitDef, lang: str = "en") -> str:
    """A unit card's tooltip in the current language."""
    s = d.skill
    effect = {
        "dice": translate("CardFaces", "dice attack {modifier}"),
        "long": translate("CardFaces", "long-range attack {modifier}"),
        "allocation": translate("CardFaces", "allocation {amount}×{hits}"),
        "area": translate("CardFaces", "area attack {amount}"),
        "heal": translate("CardFaces", "heal {amount}×{hits}"),
        "bard": translate("CardFaces", "Bard: 1 damage, then the target uses its skill"),
        "trap": translate("CardFaces", "sets the Trap on an empty square"),
    }[s.form]
    if s.die_to_one:
        effect = translate("CardFaces", "{effect}, one die becomes 1").format(effect=effect)
    effect = effect.format(modifier=f"{s.modifier:+d}", amount=s.amount, hits=s.hits)
    if s.whole_board:
        effect = translate("CardFaces", "{effect} (whole board)").format(effect=effect)
    name = d.name_ja if lang == "ja" else f"{d.name_ja} {d.name_en}"
    lines = [
        name,
        translate("CardFaces", "cost {cost} · HP {hp} · movement {movement}").format(
            cost=d.cost, hp=d.hp, movement=d.movement
        ),
        translate("CardFaces", "skill: {effect}").format(effect=effect),
    ]
    flavour = (d.flavour_ja or d.flavour) if lang == "ja" else d.flavour
    if flavour:
        lines.append(flavour)
    return "\n".join(lines)


def monster_tooltip(m: MonsterDef, lang: str = "en") -> str:
    name = m.name_ja if lang == "ja" else f"{m.name_ja} {m.name_en}"
    colour_name = translate("CardFaces", "red skull") if m.colour == "red" else translate("CardFaces", "blue skull")
    range_name = (
        translate("CardFaces", "numbered range") if m.range_kind == "numbered" else translate("CardFaces", "area range")
    )
    return "\n".join(
        [
            translate("CardFaces", "{name} (level {level})").format(name=name, level=m.level),
            translate("CardFaces", "threat {threat} ({colour}) · HP {hp} · defence {defence}").format(
                threat=m.threat, colour=colour_name, hp=m.hp, defence=m.defence
            ),
            translate("CardFaces", "movement {movement} · damage {damage} · {range}").format(
                movement=m.movement, damage=m.damage, range=range_name
            ),
        ]
    )


def _stat(painter: QPainter, x: float, y: float, w: float, caption: str, value: str, ink: str = "ink") -> None:
    text(painter, QRectF(x, y, w, 9), caption, 7.5, False, "ink_soft", elide=False)
    text(painter, QRectF(x, y + 8, w, 15), value, 13, True, ink, elide=False)


def _stats(painter: QPainter, stats: list[tuple[str, str, str]]) -> None:
    y = CARD_H - 26
    painter.setPen(QPen(colour("square_edge"), 0.8))
    painter.drawLine(QPointF(5, y - 2), QPointF(CARD_W - 5, y - 2))
    w = (CARD_W - 8) / len(stats)
    for i, (caption, value, ink) in enumerate(stats):
        _stat(painter, 4 + i * w, y, w, caption, value, ink)


def _grid(painter: QPainter, cells: dict[tuple[int, int], tuple[str, str]], box: QRectF) -> None:
    """A mini range icon. `cells` maps (dx, dy) relative to the card's own square, as seen on
    the board, to (fill colour name, text); (0, 0) is the card itself."""
    xs = [x for x, _ in cells] + [0]
    ys = [y for _, y in cells] + [0]
    cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    side = min(box.width() / cols, box.height() / rows, 12.0)
    left = box.center().x() - cols * side / 2
    top = box.center().y() - rows * side / 2
    for (dx, dy), (fill, label) in sorted(cells.items()):
        r = QRectF(left + (dx - min(xs)) * side, top + (dy - min(ys)) * side, side, side)
        painter.setPen(QPen(colour("ink_soft"), 0.7))
        painter.setBrush(colour(fill))
        painter.drawRect(r)
        if label:
            text(painter, r, label, side * 0.75, True, "paper" if fill != "range_white" else "ink", elide=False)


def _offset_cells(
    offsets: list[Offset], facing: int, fill: str, star: bool = False
) -> dict[tuple[int, int], tuple[str, str]]:
    cells: dict[tuple[int, int], tuple[str, str]] = {}
    for o in offsets:
        label = "★" if star else (str(o.number) if o.number else "")
        cells[(facing * o.forward, o.side)] = (fill, label)
    return cells


@dataclass(frozen=True)
class UnitFace:
    def_id: str
    lang: str = "en"

    @property
    def definition(self) -> UnitDef:
        return load_content().unit(self.def_id)

    def tooltip(self) -> str:
        return unit_tooltip(self.definition, self.lang)

    def draw(self, painter: QPainter) -> None:
        d = self.definition
        s = d.skill
        rounded(
            painter, QRectF(1, 1, CARD_W - 2, CARD_H - 2), "paper", FRAME[d.kind], 2.2 if d.kind != "basic" else 1.2
        )
        label, ink = SKILL_LABEL[s.type]
        text(painter, QRectF(5, 3, 60, 13), translate("CardFaces", label), 8.5, True, ink, LEFT)
        disc(painter, QPointF(CARD_W - 12, 11), 9, "gold", "card_edge", str(d.cost), 11, "ink")
        _names(painter, d.name_ja, d.name_en, 18, self.lang)
        box = QRectF(8, 46, CARD_W - 16, 42)
        if s.whole_board:
            cells = {(x - 3, y - 1): ("range", "") for x in range(6) for y in range(3)}
            _grid(painter, cells, box)
            text(painter, box, translate("CardFaces", "全体 all"), 9, True, "paper", elide=False)
        else:
            cells = _offset_cells(s.white, -1, "range_white")
            cells.update(_offset_cells(s.range, -1, "range", star=s.form == "area"))
            cells[(0, 0)] = ("range_self", "")
            _grid(painter, cells, box)
        if s.form in ("allocation", "heal") or s.hits > 1:
            attack = f"{s.amount}×{s.hits}"
        elif s.form == "area":
            attack = f"★{s.amount}"
        elif s.form == "bard":
            attack = "✦"
        elif s.form == "trap":
            attack = "⚠"
        else:
            attack = f"{s.modifier:+d}"
        _stats(
            painter,
            [
                (translate("CardFaces", "HP"), str(d.hp), "ink"),
                (translate("CardFaces", "ATK") if s.type == "attack" else translate("CardFaces", "EFF"), attack, "ink"),
                (translate("CardFaces", "MOV"), str(d.movement), "ink"),
            ],
        )


@dataclass(frozen=True)
class MonsterFace:
    def_id: str
    lang: str = "en"

    @property
    def definition(self) -> MonsterDef:
        return load_content().monster(self.def_id)

    def tooltip(self) -> str:
        return monster_tooltip(self.definition, self.lang)

    def draw(self, painter: QPainter) -> None:
        m = self.definition
        rounded(painter, QRectF(1, 1, CARD_W - 2, CARD_H - 2), "paper_monster", "back_black", 1.6)
        threat_badge(painter, QPointF(13, 12), m.colour == "red", m.threat)  # boss: a crowned diamond, BOSS
        text(painter, QRectF(CARD_W - 36, 3, 32, 14), f"Lv{m.level}", 9, True, "ink_soft", RIGHT)
        _names(painter, m.name_ja, m.name_en, 21, self.lang)
        cells = _offset_cells(m.range, 1, "mark_target", star=m.range_kind == "area")
        cells[(0, 0)] = ("range_self", "")
        _grid(painter, cells, QRectF(8, 48, CARD_W - 16, 40))
        _stats(
            painter,
            [
                (translate("CardFaces", "HP"), str(m.hp), "ink"),
                (translate("CardFaces", "DEF"), str(m.defence), "ink"),
                (translate("CardFaces", "DMG"), str(m.damage), "mark_target"),
                (translate("CardFaces", "MOV"), str(m.movement), "ink"),
            ],
        )


@dataclass(frozen=True)
class CommandFace:
    command_id: str
    lang: str = "en"

    def draw(self, painter: QPainter) -> None:
        c = load_content().command(self.command_id)
        rounded(painter, QRectF(1, 1, CARD_W - 2, CARD_H - 2), "paper_command", "card_edge", 1.4)
        if self.lang == "ja":
            fitted_text(painter, QRectF(4, 10, CARD_W - 8, 28), c.name_ja, 20, True)
        else:
            fitted_text(painter, QRectF(4, 6, CARD_W - 8, 24), c.name_ja, 18, True)
            fitted_text(painter, QRectF(4, 30, CARD_W - 8, 13), c.name_en, 10, False, "ink_soft")
        text(painter, QRectF(5, 48, CARD_W - 10, 12), translate("CardFaces", "LEADER"), 7.5, True, "ink_soft", LEFT)
        fitted_text(painter, QRectF(5, 58, CARD_W - 10, 14), _effect(c, "leader"), 9.5, True, "ink", LEFT)
        text(
            painter,
            QRectF(5, 74, CARD_W - 10, 12),
            translate("CardFaces", "FOLLOWER / AUTO"),
            7.5,
            True,
            "ink_soft",
            LEFT,
        )
        fitted_text(painter, QRectF(5, 84, CARD_W - 10, 14), _effect(c, "follower"), 9.5, False, "ink", LEFT)


def _effect(c: CommandDef, role: str) -> str:
    parts = []
    if role == "leader":
        actions, gold, rest = c.leader_actions, c.leader_gold, c.leader_rest
    else:
        actions, gold, rest = c.follower_actions, c.follower_gold, c.follower_rest
    if actions:
        parts.append(translate("CardFaces", "{count} actions").format(count=actions))
    if rest:
        parts.append(translate("CardFaces", "rest {count}").format(count=rest))
    if role == "leader" and c.leader_honour and c.honour_gold:
        parts.append(
            translate("CardFaces", "+{count} honour for {gold} gold").format(count=c.leader_honour, gold=c.honour_gold)
        )
    elif role == "leader" and c.leader_honour:
        parts.append(translate("CardFaces", "+{count} honour").format(count=c.leader_honour))
    if gold:
        parts.append(translate("CardFaces", "+{count} gold").format(count=gold))
    if c.recruit:
        parts.append(
            translate("CardFaces", "recruit 1 (+merc)") if role == "leader" else translate("CardFaces", "recruit 1")
        )
    return translate("CardFaces", ", ").join(parts) or "—"


STEPS = {5: ("侵略", "Invasion"), 6: ("召喚", "Summon"), 7: ("終了処理", "End processing")}


@dataclass(frozen=True)
class StepFace:
    number: int
    lang: str = "en"

    def draw(self, painter: QPainter) -> None:
        ja, en = STEPS[self.number]
        rounded(painter, QRectF(1, 1, CARD_W - 2, CARD_H - 2), "paper_step", "card_edge", 1.4)
        disc(painter, QPointF(CARD_W / 2, 34), 20, "honour", "ink", str(self.number), 22, "paper")
        if self.lang == "ja":
            fitted_text(painter, QRectF(4, 68, CARD_W - 8, 24), ja, 17, True)
            return
        fitted_text(painter, QRectF(4, 62, CARD_W - 8, 22), ja, 16, True)
        fitted_text(painter, QRectF(4, 84, CARD_W - 8, 14), en, 10, False, "ink_soft")


@dataclass(frozen=True)
class TrapFace:
    """The Trapper's Trap card (Expansion 2): a reaction, 2 damage to a monster coming onto it."""

    lang: str = "en"
    owner: str = ""

    def tooltip(self) -> str:
        t = load_content().x2
        damage = t.trap.damage if t else 2
        return translate(
            "CardFaces",
            "トラップ Trap{owner}: a monster coming onto it stops and takes {damage} damage; "
            "then it returns to its owner's hand. Units cannot enter it.",
        ).format(owner=f" ({self.owner})" if self.owner else "", damage=damage)

    def draw(self, painter: QPainter) -> None:
        t = load_content().x2
        damage = t.trap.damage if t else 2
        rounded(painter, QRectF(1, 1, CARD_W - 2, CARD_H - 2), "paper_monster", "back_black", 2.2)
        text(painter, QRectF(5, 3, 70, 13), translate("CardFaces", "反応 REACTION"), 8, True, "mark_target", LEFT)
        _names(painter, "トラップ", "Trap", 18, self.lang)
        centre = QPointF(CARD_W / 2, 64)
        painter.setPen(QPen(colour("mark_target"), 2.4))
        for i in range(8):  # the jaws of the trap
            import math

            a = i * math.pi / 4
            painter.drawLine(
                centre + QPointF(10 * math.cos(a), 10 * math.sin(a)),
                centre + QPointF(19 * math.cos(a), 19 * math.sin(a)),
            )
        disc(painter, centre, 9, "mark_target", "ink", "⚠", 10, "paper")
        fitted_text(
            painter,
            QRectF(4, 88, CARD_W - 8, 14),
            translate("CardFaces", "stop · {damage} dmg").format(damage=damage),
            10,
            True,
            "ink",
        )
        if self.owner:
            fitted_text(painter, QRectF(4, 101, CARD_W - 8, 11), self.owner, 8.5, False, "ink_soft")
