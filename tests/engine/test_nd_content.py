"""The Nameless Dark Lord card data: the 74 cards, their provenance, and clear messages for broken
files (ND-1, ND-17.7; digest D1 to D7)."""

from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from rookraiders_desktop.engine.core.errors import ContentError
from rookraiders_desktop.engine.core.resources import game_resources
from rookraiders_desktop.engine.games.nameless_dark_lord import effects
from rookraiders_desktop.engine.games.nameless_dark_lord.content import (
    DECK_FILES,
    DECKS,
    EFFECT_TIMING,
    CardDef,
    load_content,
)

from .nd_helpers import new_state

C = load_content()
DIGEST = Path(__file__).resolve().parents[2] / "docs" / "rules" / "nameless-dark-lord.md"  # from ../shared/rules


def copies_by_deck() -> Counter:
    total: Counter = Counter()
    for d in C.cards.values():
        for deck, n in d.copies.items():
            total[deck] += n
    return total


def test_nd_1_1_seventy_four_cards_in_seven_decks():
    total = copies_by_deck()
    assert dict(total) == {
        "start_player": 1,
        "initial": 24,
        "level1": 15,
        "level2": 15,
        "level3": 9,
        "level3plus": 6,
        "assist": 4,
    }
    assert sum(total.values()) == 74
    state = new_state(4)
    assert len(state.cards) == 74
    assert Counter(state.backs.values()) == total


def test_nd_1_2_every_card_is_a_unit_territory_or_artifact_except_the_start_player_marker():
    types = Counter(d.type for d in C.cards.values())
    assert set(types) == {"unit", "territory", "artifact", "marker"}
    markers = [d.id for d in C.cards.values() if d.type == "marker"]
    assert markers == ["start_player"]


def test_nd_1_3_twenty_sleeves_five_per_colour():
    assert C.rules.sleeves_per_colour == 5
    assert C.rules.colours == ["red", "blue", "green", "purple"]
    state = new_state(4)
    # after round 1's Preparation every player holds 3; the stock holds the rest of their colour's 5
    for p in state.players:
        assert p.sleeves + state.sleeve_stock[p.colour] == 5


def test_nd_1_4_thirty_six_coins_gold_and_silver():
    assert (C.rules.stock.gold, C.rules.stock.silver) == (12, 24)
    state = new_state(4)
    held = sum(p.gold for p in state.players), sum(p.silver for p in state.players)
    assert state.stock_gold + held[0] == 12 and state.stock_silver + held[1] == 24


def test_nd_1_5_twelve_tokens_power_charge_curse():
    assert (C.rules.power_tokens, C.rules.charge_tokens, C.rules.curse_tokens) == (4, 2, 6)
    assert C.rules.power_tokens + C.rules.charge_tokens + C.rules.curse_tokens == 12


def test_nd_17_7_every_unit_has_a_cost_value_beside_its_upkeep():
    for d in C.cards.values():
        if d.type == "unit":
            assert isinstance(d.cost_value, int) and d.cost_value >= 0, d.id
            assert d.power is not None and d.race, d.id
    assert C.cards["goblin_bomber"].cost_value == 0  # ND-20.3
    assert C.cards["clay_golem"].cost_value == 2  # ND-18.13


def test_every_noted_card_is_in_the_data_with_its_rulebook_handle():
    handles = {d.handle for d in C.cards.values() if d.handle}
    expected = (
        {f"L1-{x}" for x in "ABCDEF"}
        | {f"L2-{x}" for x in "ABCDEFG"}
        | {f"L3-{x}" for x in "ABCDE"}
        | {f"L3+-{x}" for x in "ABCDEF"}
        | {"AS"}
    )
    assert handles == expected
    level_of = {"L1": "level1", "L2": "level2", "L3": "level3", "L3+": "level3plus", "AS": "assist"}
    for d in C.cards.values():
        if d.handle:
            assert level_of[d.handle.rsplit("-", 1)[0] if "-" in d.handle else "AS"] in d.copies, d.id


def test_names_come_from_the_rulebook_in_japanese_and_english():
    named = {
        "skeleton_swordsman": "スケルトンソードマン",
        "trolls_armaments": "トロールの武具",
        "witch_doll_blue": "魔女の人形 (青)",
        "goblin_king": "ゴブリンキング",
        "goblin_bomber": "ゴブリンボマー",
        "mountain_fort": "山砦",
        "mountains": "山岳",
        "tower": "塔",
        "red_throne": "赤の玉座",
    }
    for def_id, ja in named.items():
        assert C.cards[def_id].name_ja == ja
    for d in C.cards.values():
        assert d.name_ja and d.name_en


def test_provenance_names_real_fields_and_real_clauses():
    """`given` maps a field to a clause of the digest; everything else is designed."""
    text = DIGEST.read_text(encoding="utf-8")
    clause_ids = set(re.findall(r"\*\*(ND-(?:EX)?\d+(?:\.\d+)?)\*\*", text))
    assert len(clause_ids) > 20

    def known(clause: str) -> bool:
        return clause in clause_ids

    fields = set(CardDef.model_fields)
    for d in C.cards.values():
        for field, clause in d.given.items():
            assert field.split(".")[0] in fields, (d.id, field)
            assert known(clause), (d.id, clause)
    for field, clause in C.rules.given.items():
        assert known(clause), field
    # every noted card states where its ability comes from
    for d in C.cards.values():
        if d.handle and d.abilities:
            assert "abilities" in d.given, d.id


def test_designed_cards_are_marked():
    invented = sorted(d.id for d in C.cards.values() if d.invented)
    assert invented == ["ancient_ruins", "dark_forest", "dark_lords_castle", "dragons_hoard", "gold_mine"]
    named_by_the_rulebook = {d.id for d in C.cards.values() if "name_ja" in d.given}
    assert {
        "skeleton_swordsman",
        "trolls_armaments",
        "witch_doll_blue",
        "goblin_bomber",
        "red_throne",
    } <= named_by_the_rulebook
    # the noted cards the rulebook does not name carry designed names
    assert "name_ja" not in C.cards["basilisk"].given and C.cards["basilisk"].handle == "L3-C"


def test_every_named_effect_is_used_and_works_at_its_timing():
    used = {a.effect for d in C.cards.values() for a in d.abilities}
    assert used == set(EFFECT_TIMING)
    assert len(used) <= 21  # a small named set, not one function per card
    assert hasattr(effects, "target_choices") and hasattr(effects, "resolve_activation")


def _copy_resources(tmp_path: Path) -> Path:
    folder = tmp_path / "nd"
    shutil.copytree(game_resources("nameless_dark_lord"), folder)
    return folder


def _edit(folder: Path, name: str, change) -> None:
    path = folder / name
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


def test_a_broken_card_file_names_the_file_the_entry_and_the_field(tmp_path):
    folder = _copy_resources(tmp_path)
    _edit(folder, "level1.json", lambda d: d["cards"][0].update(power="strong"))
    with pytest.raises(ContentError) as info:
        load_content.__wrapped__(str(folder))
    message = str(info.value)
    assert "level1.json" in message and "skeleton_archer" in message and "power" in message


def test_wrong_deck_sizes_and_unknown_references_are_refused(tmp_path):
    folder = _copy_resources(tmp_path)
    _edit(folder, "level2.json", lambda d: d["cards"][-1]["copies"].update(level2=2))
    with pytest.raises(ContentError, match="level2"):
        load_content.__wrapped__(str(folder))
    folder2 = _copy_resources(tmp_path / "b")
    _edit(
        folder2,
        "level2.json",
        lambda d: next(c for c in d["cards"] if c["id"] == "witch_doll_red")["vp"].update(card="nope"),
    )
    with pytest.raises(ContentError, match="nope"):
        load_content.__wrapped__(str(folder2))


def test_exchange_rates_that_make_money_from_nothing_are_refused(tmp_path):
    folder = _copy_resources(tmp_path)
    _edit(folder, "initial.json", lambda d: d["cards"][0]["exchange"][1]["get"].update(silver=4))
    with pytest.raises(ContentError, match="more silver"):
        load_content.__wrapped__(str(folder))


def test_an_ability_with_a_missing_parameter_is_refused(tmp_path):
    folder = _copy_resources(tmp_path)
    _edit(folder, "level1.json", lambda d: d["cards"][0]["abilities"][0].pop("max_power"))
    with pytest.raises(ContentError, match="max_power"):
        load_content.__wrapped__(str(folder))


def test_content_version_changes_with_the_data(tmp_path):
    folder = _copy_resources(tmp_path)
    same = load_content.__wrapped__(str(folder))
    assert same.version == C.version
    _edit(folder, "level3.json", lambda d: d["cards"][-1]["vp"].update(value=6))
    assert load_content.__wrapped__(str(folder)).version != C.version


def test_one_file_per_card_back():
    assert set(DECK_FILES) == set(DECKS)
    for name in DECK_FILES.values():
        assert (game_resources("nameless_dark_lord") / name).exists()
