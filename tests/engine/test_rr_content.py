"""The card and board data: every rulebook number used exactly, every designed value marked, and
a broken file refused with a message naming the file, the entry and the field."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from rookraiders_desktop.engine.core.errors import ContentError
from rookraiders_desktop.engine.core.resources import game_resources
from rookraiders_desktop.engine.games.rook_raiders.content import load_content

SOURCE = game_resources("rook_raiders")


@pytest.fixture
def data_copy(tmp_path: Path) -> Path:
    target = tmp_path / "rook_raiders"
    shutil.copytree(SOURCE, target)
    return target


def edit(folder: Path, name: str, change) -> None:
    path = folder / name
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


def load(folder: Path):
    load_content.cache_clear()
    try:
        return load_content(str(folder))
    finally:
        load_content.cache_clear()


def test_rulebook_numbers_are_used_exactly():
    c = load_content()
    warrior = c.units["warrior_star"]
    assert warrior.skill.modifier == 1 and warrior.hp in (3, 4)  # RR-EX4, RR-EX12
    assert c.units["swordmaster"].skill.form == "allocation" and c.units["swordmaster"].skill.hits == 2  # RR-EX5
    cleric2 = c.levelups["cleric"]
    assert cleric2.skill.whole_board and cleric2.skill.hits == 3 and cleric2.skill.amount == 1  # RR-EX6
    golem = c.monsters["golem"]
    assert (golem.defence, golem.hp, golem.movement, golem.damage) == (9, 2, 1, 2)  # RR-EX4, A6, EX9, EX12
    assert c.monsters["goblin"].movement == 2 and c.monsters["skeleton"].movement == 1  # RR-EX9, RR-EX12
    assert c.monsters["skeleton"].damage == 2 and c.monsters["dullahan"].damage == 1  # RR-EX9
    assert c.monsters["dullahan"].range_kind == "area" and c.monsters["skeleton"].range_kind == "numbered"
    assert {m.id for m in c.monsters.values() if m.colour == "red"} == {"dragon", "lich"}  # RR-19.3
    r = c.rules
    assert (r.start_gold, r.gold_track_max, r.victory_threat) == (2, 7, 8)
    assert r.levelup_costs == [2, 2, 3] and r.willpower_cost == 1 and r.full_move_cost == 1
    assert r.support_count == {1: 0, 2: 1, 3: 1, 4: 2}
    assert r.solo_discards == {"easy": 0, "normal": 3, "hard": 6}
    assert sorted(r.medals) == [-4, -3, -3, -2, -2, -1, -1, -1]


def test_every_entry_records_its_provenance():
    c = load_content()
    assert c.units["warrior_star"].given["modifier"] == "RR-EX4"
    assert c.units["archer"].given == {}  # wholly designed
    assert "designed" in c.commands["rest"].given["leader_rest/follower_rest"]


def test_broken_json_names_the_file(data_copy: Path):
    (data_copy / "monsters.json").write_text('{"monsters": [ {"id": "goblin",', encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load(data_copy)
    assert "monsters.json" in str(info.value) and "not valid JSON" in str(info.value)


def test_bad_field_names_file_entry_and_field(data_copy: Path):
    edit(data_copy, "monsters.json", lambda d: d["monsters"][3].update(defence="nine"))
    with pytest.raises(ContentError) as info:
        load(data_copy)
    message = str(info.value)
    assert "monsters.json" in message and 'monster "golem"' in message and 'field "defence"' in message


def test_impossible_value_is_refused(data_copy: Path):
    edit(data_copy, "units.json", lambda d: d["units"][0].update(hp=0))
    with pytest.raises(ContentError) as info:
        load(data_copy)
    assert 'unit "warrior_star"' in str(info.value) and 'field "hp"' in str(info.value)


def test_missing_file_is_named(data_copy: Path):
    (data_copy / "commands.json").unlink()
    with pytest.raises(ContentError) as info:
        load(data_copy)
    assert "commands.json" in str(info.value) and "missing" in str(info.value)


def test_edited_data_changes_the_content_version(data_copy: Path):
    original = load(data_copy).version
    edit(data_copy, "monsters.json", lambda d: d["monsters"][0].update(hp=3))
    assert load(data_copy).version != original
