"""The Last Spell's end-of-night summary for the end screen: each hero's part (damage dealt,
monsters finished, wounds taken), the monsters defeated by kind, the structures lost, the mages
left and the panic, from engine/games/last_spell/summary.py."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ....engine.core.i18n import QT_TRANSLATE_NOOP
from ....engine.games.last_spell.summary import night_summary
from ....engine.games.last_spell.text import STRUCTURES, monster_name
from ... import i18n
from ...end_screen import ScoreTable

HEROES = QT_TRANSLATE_NOOP("EndScreen", "The heroes")
HERO_ROWS = {
    "dealt": QT_TRANSLATE_NOOP("EndScreen", "Damage dealt to monsters"),
    "kills": QT_TRANSLATE_NOOP("EndScreen", "Monsters finished off"),
    "taken": QT_TRANSLATE_NOOP("EndScreen", "Damage taken"),
    "hp": QT_TRANSLATE_NOOP("EndScreen", "HP left"),
}
NIGHT = QT_TRANSLATE_NOOP("EndScreen", "Night {night}")
DEFEATED = QT_TRANSLATE_NOOP("EndScreen", "Defeated: {monster}")
NONE_DEFEATED = QT_TRANSLATE_NOOP("EndScreen", "Monsters defeated")
LOST = QT_TRANSLATE_NOOP("EndScreen", "Lost: {structure}")
NONE_LOST = QT_TRANSLATE_NOOP("EndScreen", "Structures lost")
MAGES = QT_TRANSLATE_NOOP("EndScreen", "Mages left on the magic circle")
PANIC = QT_TRANSLATE_NOOP("EndScreen", "Panic: flames left on the track")
OF = QT_TRANSLATE_NOOP("EndScreen", "{count} of {total}")
HP_LEFT = QT_TRANSLATE_NOOP("EndScreen", "Monsters still out (their HP)")
MONSTERS = QT_TRANSLATE_NOOP("EndScreen", "{count} ({hp} HP)")


def _tr(text: str) -> str:
    return QCoreApplication.translate("EndScreen", text)


def score_tables(view: Any, names: list[str], entries: list[Any]) -> list[ScoreTable]:
    s = night_summary(view, entries)
    heroes = [h for h in view.heroes if h.index in s.damage_dealt]
    hero_rows = [
        (_tr(HERO_ROWS["dealt"]), [str(s.damage_dealt.get(h.index, 0)) for h in heroes]),
        (_tr(HERO_ROWS["kills"]), [str(s.kills.get(h.index, 0)) for h in heroes]),
        (_tr(HERO_ROWS["taken"]), [str(s.damage_taken.get(h.index, 0)) for h in heroes]),
        (_tr(HERO_ROWS["hp"]), [str(max(0, h.hp - h.wounds)) for h in heroes]),
    ]
    night: list[tuple[str, list[str]]] = [
        (_tr(DEFEATED).format(monster=monster_name(kind, i18n.engine_tr)), [str(n)])
        for kind, n in sorted(s.defeated.items(), key=lambda kv: -kv[1])
    ] or [(_tr(NONE_DEFEATED), ["0"])]
    night += [
        (_tr(LOST).format(structure=i18n.engine_tr("LastSpell", STRUCTURES.get(kind, kind))), [str(n)])
        for kind, n in sorted(s.structures_lost.items())
    ] or [(_tr(NONE_LOST), ["0"])]
    night += [
        (_tr(MAGES), [str(s.mages_left)]),
        (_tr(PANIC), [_tr(OF).format(count=s.panic_flames, total=s.panic_spaces)]),
        (_tr(HP_LEFT), [_tr(MONSTERS).format(count=s.monsters_left, hp=s.monster_hp_left)]),
    ]
    hero_names = [f"{h.name} ({names[h.owner]})" if len(set(names)) > 1 else h.name for h in heroes]
    return [
        ScoreTable(_tr(HEROES), hero_names, hero_rows),
        ScoreTable(_tr(NIGHT).format(night=s.night), [""], night),
    ]
