"""The faces of The Nameless Dark Lord cards, drawn from the card definitions (engine content.py):
Units, Territories, Artifacts and the START PLAYER card. Each face is a frozen value, so items
compare looks cheaply; `lang` is part of it, so a change of language repaints the cards.

A card shows its name (the rulebook's Japanese; in English the English name below it), its
victory points in the shield at the top left (fixed "3", negative "-2", variable "0…10", base +
bonus "3+", a/b "2/7"), a Unit's Power (sword) and upkeep coins, a Territory's magic circles
and INCOME or EXCHANGE, an activated ability's cost, and the ability text in the language of
the interface (text_ja / text_en).

A Unit in a battle area wears its owner's Magic Circle Sleeve (`Sleeve`): a thick frame and a
top band in the owner's colour that also names the owner by seat number and initials and the
Unit's place in the stack, so nothing rests on colour alone; Power and Charge tokens sit on
the band."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from ....engine.core.i18n import QT_TRANSLATE_NOOP
from ....engine.games.nameless_dark_lord.content import CardDef, Coins, load_content
from ...items.card import CARD_H, CARD_W
from ...items.paint import LEFT, RIGHT, disc, fitted_text, rounded, text
from ...theme import colour, font, metrics

translate = QCoreApplication.translate

# Player colours (the Thrones' colours): fill, and the ink that reads on it.
PLAYER_COLOURS = {
    "red": ("#c0392b", "#ffffff"),
    "blue": ("#2f6db5", "#ffffff"),
    "green": ("#2e8b57", "#ffffff"),
    "purple": ("#7d4fb0", "#ffffff"),
}
PAPER = {"unit": "#f6f0df", "territory": "#e3eed6", "artifact": "#efe2f2", "marker": "#fff4c7"}
EDGE = {"unit": "#5b5346", "territory": "#4f7a3a", "artifact": "#6d4a86", "marker": "#8a6d1a"}
GOLD, SILVER = "#d9a520", "#b9bec6"
TYPE_TEXT = {
    "unit": QT_TRANSLATE_NOOP("NDCardFaces", "Unit"),
    "territory": QT_TRANSLATE_NOOP("NDCardFaces", "Territory"),
    "artifact": QT_TRANSLATE_NOOP("NDCardFaces", "Artifact"),
    "marker": QT_TRANSLATE_NOOP("NDCardFaces", "Marker"),
}
RACE_TEXT = {
    "skeleton": QT_TRANSLATE_NOOP("NDCardFaces", "Skeleton"),
    "goblin": QT_TRANSLATE_NOOP("NDCardFaces", "Goblin"),
    "golem": QT_TRANSLATE_NOOP("NDCardFaces", "Golem"),
    "orc": QT_TRANSLATE_NOOP("NDCardFaces", "Orc"),
    "troll": QT_TRANSLATE_NOOP("NDCardFaces", "Troll"),
    "beast": QT_TRANSLATE_NOOP("NDCardFaces", "Beast"),
}


COLOUR_TEXT = {
    "red": QT_TRANSLATE_NOOP("NDCardFaces", "red"),
    "blue": QT_TRANSLATE_NOOP("NDCardFaces", "blue"),
    "green": QT_TRANSLATE_NOOP("NDCardFaces", "green"),
    "purple": QT_TRANSLATE_NOOP("NDCardFaces", "purple"),
}


def colour_name(name: str) -> str:
    return translate("NDCardFaces", COLOUR_TEXT[name]) if name in COLOUR_TEXT else name


def player_colour(name: str) -> QColor:
    return QColor(PLAYER_COLOURS.get(name, ("#777777", "#ffffff"))[0])


def definition(def_id: str) -> CardDef:
    return load_content().cards[def_id]


def vp_text(d: CardDef) -> str:
    """What the shield says: 3, -2, 0…10, 3+, 2/7."""
    vp = d.vp
    if vp.form == "variable":
        return f"{min(vp.table)}…{max(vp.table)}"
    if vp.form == "base_bonus":
        return f"{vp.value}+"
    if vp.form == "ab":
        return f"{vp.value}/{vp.b}"
    return str(vp.value)


def coins_short(c: Coins) -> str:
    """ "1 gold 2 silver" as the interface says it (for tooltips)."""
    parts = []
    if c.gold:
        parts.append(translate("NDCardFaces", "{n} gold").format(n=c.gold))
    if c.silver:
        parts.append(translate("NDCardFaces", "{n} silver").format(n=c.silver))
    return translate("NDCardFaces", " + ").join(parts) if parts else translate("NDCardFaces", "free")


def card_tooltip(def_id: str, lang: str) -> str:
    d = definition(def_id)
    name = d.name_ja if lang == "ja" else f"{d.name_ja} ({d.name_en})"
    kind = translate("NDCardFaces", TYPE_TEXT[d.type])
    if d.race in RACE_TEXT:
        kind += " · " + translate("NDCardFaces", RACE_TEXT[d.race])
    lines = [f"{name} — {kind}"]
    if d.type == "unit":
        lines.append(
            translate("NDCardFaces", "Power {power} · upkeep {upkeep} · cost value {value}").format(
                power=d.power, upkeep=coins_short(d.upkeep), value=d.cost_value
            )
        )
    if d.type == "territory":
        lines.append(translate("NDCardFaces", "Magic circles {n}").format(n=d.magic_circles))
        if not d.income.empty:
            lines.append(translate("NDCardFaces", "INCOME: {coins}").format(coins=coins_short(d.income)))
        for rate in d.exchange:
            lines.append(
                translate("NDCardFaces", "EXCHANGE: {give} → {get}").format(
                    give=coins_short(rate.give), get=coins_short(rate.get)
                )
            )
    lines.append(translate("NDCardFaces", "Victory points: {vp}").format(vp=vp_text(d)))
    body = d.text_ja if lang == "ja" else d.text_en
    if body:
        lines.append(body)
    return "\n".join(lines)


def coin(painter: QPainter, centre: QPointF, radius: float, gold: bool, label: str) -> None:
    """A coin: gold or silver, told also by its letter (金/銀, G/S)."""
    disc(painter, centre, radius, QColor(GOLD if gold else SILVER), "card_edge", label, radius * 1.05, "ink")


def coins_row(painter: QPainter, x: float, y: float, c: Coins, radius: float = 6.0) -> float:
    """Coins side by side from (x, y) (the top left); returns the x after the last one."""
    g = translate("NDCardFaces", "G")
    s = translate("NDCardFaces", "S")
    step = radius * 2 + 1.5
    for _ in range(c.gold):
        coin(painter, QPointF(x + radius, y + radius), radius, True, g)
        x += step
    for _ in range(c.silver):
        coin(painter, QPointF(x + radius, y + radius), radius, False, s)
        x += step
    return x


def sword(painter: QPainter, box: QRectF, ink: str) -> None:
    """A small upright sword (the Power mark; the font may lack ⚔)."""
    c = box.center().x()
    pen = QPen(QColor(ink), max(1.0, box.width() * 0.18), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawLine(QPointF(c, box.top()), QPointF(c, box.bottom() - box.height() * 0.22))
    painter.drawLine(
        QPointF(box.left(), box.bottom() - box.height() * 0.3), QPointF(box.right(), box.bottom() - box.height() * 0.3)
    )
    painter.drawLine(QPointF(c, box.bottom() - box.height() * 0.22), QPointF(c, box.bottom()))


def shield(painter: QPainter, rect: QRectF, value: str, negative: bool) -> None:
    """The victory-point shield at the top left."""
    path = QPainterPath()
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    path.moveTo(x, y)
    path.lineTo(x + w, y)
    path.lineTo(x + w, y + h * 0.62)
    path.lineTo(x + w / 2, y + h)
    path.lineTo(x, y + h * 0.62)
    path.closeSubpath()
    painter.setPen(QPen(QColor("#3a2f1e"), 0.9))
    painter.setBrush(QColor("#8c2b2b") if negative else QColor("#3c5a8c"))
    painter.drawPath(path)
    fitted_text(painter, QRectF(x + 0.5, y, w - 1, h * 0.7), value, 9.5, True, "paper", smallest=4.5)


@lru_cache(maxsize=2048)
def _wrapped_size(body: str, width: float, height: float, start: float, smallest: float) -> float:
    """The largest font size (from `start` down) at which `body` wraps into width x height."""
    size = start
    flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    while size > smallest:
        r = metrics(size).boundingRect(QRectF(0, 0, width, 10_000), flags, body)
        if r.height() <= height and r.width() <= width + 0.5:
            return size
        size -= 0.25
    return smallest


def wrapped(
    painter: QPainter, rect: QRectF, body: str, start: float = 7.5, smallest: float = 4.0, ink: str = "ink"
) -> None:
    """Ability text: wrapped (Japanese breaks between any two characters), shrunk to fit."""
    if not body:
        return
    size = _wrapped_size(body, rect.width(), rect.height(), start, smallest)
    painter.setFont(font(size))
    painter.setPen(colour(ink))
    flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    painter.drawText(rect, flags, body)


@dataclass(frozen=True)
class Sleeve:
    """A Unit's Magic Circle Sleeve in a battle area (or the Remove Area)."""

    colour: str  # the owner's colour name
    owner: str  # "1 Al": seat number and initials
    order: int = 0  # 1 = placed first in its area; 0 = not in an area
    power: int = 0  # Power in the Placement Phase (printed + tokens)
    power_tokens: int = 0
    charge: bool = False


@dataclass(frozen=True)
class NDCardFace:
    def_id: str
    lang: str = "en"
    sleeve: Sleeve | None = None

    def tooltip(self) -> str:
        tip = card_tooltip(self.def_id, self.lang)
        s = self.sleeve
        if s is not None:
            extra = [
                translate("NDCardFaces", "sleeve of {owner} ({colour})").format(
                    owner=s.owner, colour=colour_name(s.colour)
                )
            ]
            if s.order:
                extra.append(translate("NDCardFaces", "unit {n} of its battle area").format(n=s.order))
            if s.power_tokens:
                extra.append(translate("NDCardFaces", "{n} Power token(s)").format(n=s.power_tokens))
            if s.charge:
                extra.append(translate("NDCardFaces", "Charge token: no upkeep"))
            tip = (
                tip.split("\n", 1)[0] + "\n" + translate("NDCardFaces", ", ").join(extra) + "\n" + tip.split("\n", 1)[1]
            )
        return tip

    def draw(self, painter: QPainter) -> None:
        d = definition(self.def_id)
        if d.type == "marker":
            self._start_player(painter)
            return
        sleeve = self.sleeve
        edge = EDGE[d.type]
        rounded(painter, QRectF(1, 1, CARD_W - 2, CARD_H - 2), QColor(PAPER[d.type]), edge, 1.4)
        top = 2.0
        if sleeve is None:
            shield(painter, QRectF(4, 3, 17, 19), vp_text(d), d.vp.form == "fixed" and d.vp.value < 0)
            kind = translate("NDCardFaces", TYPE_TEXT[d.type])
            if d.race in RACE_TEXT:
                kind = translate("NDCardFaces", RACE_TEXT[d.race])
            text(painter, QRectF(23, 3, CARD_W - (48 if d.type == "unit" else 26), 10), kind, 7, True, edge, LEFT)
            if d.type == "unit":
                self._power(painter, d.power or 0, 0)
        else:
            self._band(painter, sleeve)
            top = 17.0
        # the name
        name_top = top + (11 if sleeve is None else 0)
        if self.lang == "ja":
            fitted_text(
                painter,
                QRectF((sleeve is None and 22) or 4, name_top, CARD_W - (26 if sleeve is None else 8), 15),
                d.name_ja,
                11,
                True,
                smallest=5,
            )
            y = name_top + 16
        else:
            fitted_text(
                painter,
                QRectF((sleeve is None and 22) or 4, name_top, CARD_W - (26 if sleeve is None else 8), 13),
                d.name_ja,
                10,
                True,
                smallest=5,
            )
            fitted_text(
                painter, QRectF(4, name_top + 12, CARD_W - 8, 10), d.name_en, 7.5, False, "ink_soft", smallest=4.5
            )
            y = name_top + 22
        # the numbers
        y = self._numbers(painter, d, y)
        # the ability text
        body = d.text_ja if self.lang == "ja" else d.text_en
        painter.setPen(QPen(QColor(edge), 0.6))
        painter.drawLine(QPointF(5, y), QPointF(CARD_W - 5, y))
        wrapped(painter, QRectF(5, y + 1.5, CARD_W - 10, CARD_H - y - 5), body)
        if sleeve is not None:
            self._sleeve_frame(painter, sleeve)

    def _power(self, painter: QPainter, power: int, tokens: int) -> None:
        """The sword: a Unit's Power at the top right."""
        label = str(power + tokens)
        rounded(painter, QRectF(CARD_W - 25, 3, 21, 15), QColor("#5a2121"), None, radius=4)
        sword(painter, QRectF(CARD_W - 24, 4, 8, 13), "#f6f0df")
        text(painter, QRectF(CARD_W - 16, 3, 12, 15), label, 9.5, True, "paper", elide=False)

    def _numbers(self, painter: QPainter, d: CardDef, y: float) -> float:
        if d.type == "unit":
            text(painter, QRectF(5, y, 40, 12), translate("NDCardFaces", "upkeep"), 6.5, False, "ink_soft", LEFT)
            x = 5 + metrics(6.5).horizontalAdvance(translate("NDCardFaces", "upkeep")) + 3
            if d.upkeep.empty:
                text(painter, QRectF(x, y, 30, 12), "0", 8, True, "ink", LEFT)
            else:
                coins_row(painter, x, y, d.upkeep, 5.5)
            text(
                painter,
                QRectF(CARD_W - 40, y, 36, 12),
                translate("NDCardFaces", "cost {n}").format(n=d.cost_value),
                6.5,
                False,
                "ink_soft",
                RIGHT,
            )
            return y + 13
        if d.type == "territory":
            x = 5.0
            for _i in range(d.magic_circles):
                painter.setPen(QPen(QColor("#6d5aa8"), 1.2))
                painter.setBrush(QColor("#d9d0f0"))
                painter.drawEllipse(QPointF(x + 5.5, y + 6), 5, 5)
                painter.drawEllipse(QPointF(x + 5.5, y + 6), 2.2, 2.2)
                x += 12
            if not d.income.empty:
                text(painter, QRectF(x + 2, y, 30, 12), translate("NDCardFaces", "INCOME"), 5.5, True, "ink_soft", LEFT)
                coins_row(painter, x + 30, y, d.income, 5.5)
            elif d.exchange:
                rate = d.exchange[0]
                text(
                    painter, QRectF(x + 2, y, 38, 12), translate("NDCardFaces", "EXCHANGE"), 5.5, True, "ink_soft", LEFT
                )
                x2 = coins_row(
                    painter, x + 38, y, Coins(gold=min(rate.give.gold, 3), silver=min(rate.give.silver, 3)), 4
                )
                text(painter, QRectF(x2, y, 8, 12), "→", 7, True, "ink", LEFT)
                coins_row(painter, x2 + 8, y + 1, Coins(gold=min(rate.get.gold, 3), silver=min(rate.get.silver, 3)), 4)
            return y + 13
        ability = d.activated
        if ability is not None:
            text(painter, QRectF(5, y, 50, 12), translate("NDCardFaces", "activate"), 6.5, False, "ink_soft", LEFT)
            x = 5 + metrics(6.5).horizontalAdvance(translate("NDCardFaces", "activate")) + 3
            if ability.cost.empty:
                text(painter, QRectF(x, y, 30, 12), translate("NDCardFaces", "free"), 7, True, "ink", LEFT)
            else:
                coins_row(painter, x, y, ability.cost, 5.5)
            return y + 13
        return y + 1

    def _band(self, painter: QPainter, s: Sleeve) -> None:
        fill, ink = PLAYER_COLOURS.get(s.colour, ("#777777", "#ffffff"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(fill))
        painter.drawRoundedRect(QRectF(1, 1, CARD_W - 2, 16), 5, 5)
        x = 3.0
        if s.order:
            disc(painter, QPointF(x + 6.5, 9), 6.3, QColor("#ffffff"), "ink", str(s.order), 8.5, "ink")
            x += 15
        right = CARD_W - 26
        if s.power_tokens:
            right -= 15
        if s.charge:
            right -= 13
        text(painter, QRectF(x, 2, right - x, 14), s.owner, 9, True, QColor(ink), LEFT)
        rx = CARD_W - 26
        if s.charge:
            rx -= 13
            disc(painter, QPointF(rx + 6, 9), 6, QColor("#f0e14a"), "ink", "C", 7.5, "ink")
        if s.power_tokens:
            rx -= 15
            disc(painter, QPointF(rx + 7, 9), 6.5, QColor("#e0402f"), "ink", f"+{s.power_tokens}", 7, "paper")
        rounded(painter, QRectF(CARD_W - 25, 2.5, 22, 13), QColor("#fff7e0"), "ink", 0.8, 3)
        sword(painter, QRectF(CARD_W - 24, 3.5, 7, 11), "#1d1d1f")
        text(painter, QRectF(CARD_W - 17, 2.5, 13, 13), str(s.power), 9, True, "ink", elide=False)

    @staticmethod
    def _sleeve_frame(painter: QPainter, s: Sleeve) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(player_colour(s.colour), 3.2))
        painter.drawRoundedRect(QRectF(1.6, 1.6, CARD_W - 3.2, CARD_H - 3.2), 6, 6)

    def _start_player(self, painter: QPainter) -> None:
        rounded(painter, QRectF(1, 1, CARD_W - 2, CARD_H - 2), QColor(PAPER["marker"]), EDGE["marker"], 2.2)
        star = QPolygonF()
        for i in range(10):
            r = 20 if i % 2 == 0 else 8.5
            a = -math.pi / 2 + i * math.pi / 5
            star.append(QPointF(CARD_W / 2 + r * math.cos(a), 38 + r * math.sin(a)))
        painter.setPen(QPen(colour("ink"), 1.2))
        painter.setBrush(QColor("#ffd84a"))
        painter.drawPolygon(star)
        # the printed card's words (English), and in Japanese the rulebook's スタートプレイヤー above them
        if self.lang == "ja":
            fitted_text(painter, QRectF(4, 64, CARD_W - 8, 20), "スタートプレイヤー", 11, True)
            fitted_text(painter, QRectF(4, 84, CARD_W - 8, 14), "START PLAYER", 9, False, "ink_soft")
        else:
            fitted_text(painter, QRectF(4, 64, CARD_W - 8, 20), "START PLAYER", 11, True)
