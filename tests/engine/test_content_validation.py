"""Broken data files (issue 13): each defect is refused at load with one line naming the file,
the entry and the field, in the engine as in `simulate` (exit status 2, no traceback)."""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from rookraiders_desktop.__main__ import main
from rookraiders_desktop.engine.core.errors import ContentError
from rookraiders_desktop.engine.registry import GAMES

from .data_helpers import clear_caches, copy_resources, edit

GAME_IDS = ("rook_raiders", "last_spell", "nameless_dark_lord", "roguelight")


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    yield copy_resources(tmp_path, monkeypatch)
    monkeypatch.undo()
    clear_caches()


def refusal(game_id: str) -> str:
    with pytest.raises(ContentError) as info:
        _ = GAMES[game_id].content_version
    message = str(info.value)
    assert "\n" not in message and "Traceback" not in message
    return message


def entry(data: dict[str, Any], key: str, ident: str) -> dict[str, Any]:
    return next(e for e in data[key] if e["id"] == ident)


# --- the defects named in the issue ----------------------------------------------------------------


def test_a_renamed_structure_is_refused_where_a_scenario_uses_it(data: Path) -> None:
    edit(data, "last_spell/structures.json", lambda d: entry(d, "structures", "watchtower").update(id="tower"))
    assert refusal("last_spell") == (
        'resources/games/last_spell/scenarios.json: scenario "gildenberg_1", '
        'field "structures[7].kind": unknown structure "watchtower" (and 8 more)'
    )


def test_a_deleted_structure_is_refused_too(data: Path) -> None:
    edit(
        data,
        "last_spell/structures.json",
        lambda d: d.update(structures=[s for s in d["structures"] if s["id"] != "watchtower"]),
    )
    assert 'unknown structure "watchtower"' in refusal("last_spell")


def test_a_summon_chip_letter_other_than_a_b_c_is_refused(data: Path) -> None:
    edit(data, "rook_raiders/rules.json", lambda d: d["summon_chips"].__setitem__(2, "D"))
    message = refusal("rook_raiders")
    assert "rook_raiders/rules.json" in message and 'field "summon_chips"' in message and '"D"' in message


@pytest.mark.parametrize(("field", "value"), [("full_move_cost", -1), ("support_count", {"1": 0, "2": -1})])
def test_negative_rook_raiders_numbers_are_refused(data: Path, field: str, value: Any) -> None:
    edit(data, "rook_raiders/rules.json", lambda d: d.update({field: value}))
    message = refusal("rook_raiders")
    assert "rook_raiders/rules.json" in message and f'field "{field}' in message


@pytest.mark.parametrize("cell", [[-1, 3], [3, -2], [24, 3], [3, 99]])
def test_structure_cells_off_the_board_are_refused(data: Path, cell: list[int]) -> None:
    edit(
        data,
        "last_spell/scenarios.json",
        lambda d: entry(d, "scenarios", "intro")["structures"][0].update(cells=[cell]),
    )
    message = refusal("last_spell")
    assert message.startswith('resources/games/last_spell/scenarios.json: scenario "intro", field "structures"')
    assert "off the 24x24 board" in message


def test_an_empty_hero_token_list_is_refused(data: Path) -> None:
    edit(data, "last_spell/heroes.json", lambda d: entry(d, "heroes", "brina").update(tokens=[]))
    message = refusal("last_spell")
    assert 'heroes.json: hero "brina", field "tokens"' in message


def test_a_scenario_naming_unknown_equipment_or_heroes_is_refused(data: Path) -> None:
    edit(
        data,
        "last_spell/scenarios.json",
        lambda d: entry(d, "scenarios", "lakeburg_2")["heroes"][1].update(weapons=["laser"]),
    )
    assert 'scenario "lakeburg_2", field "heroes[1].weapons": unknown weapon "laser"' in refusal("last_spell")


def test_a_spawn_card_naming_an_unknown_monster_is_refused(data: Path) -> None:
    edit(data, "last_spell/spawn_cards.json", lambda d: d["cards"][0]["icons"][0].update(monster="dragon"))
    assert 'spawn_cards.json: card "01", field "icons[0]": unknown monster "dragon"' in refusal("last_spell")


# --- fields nothing reads ---------------------------------------------------------------------------

DEAD = [  # fields that did nothing and were taken out of the data: put back, they are refused by name
    ("rook_raiders/rules.json", lambda d: d, "columns", 6),
    ("rook_raiders/rules.json", lambda d: d, "lines", ["A", "B", "C"]),
    ("rook_raiders/rules.json", lambda d: d, "own_area_columns", 2),
    ("rook_raiders/expansion2.json", lambda d: d["trap"], "per_player", 1),
    ("last_spell/monsters.json", lambda d: entry(d, "monsters", "monolith"), "always_hit", True),
    ("nameless_dark_lord/rules.json", lambda d: d, "min_players", 3),
    ("nameless_dark_lord/level1.json", lambda d: d["cards"][0]["abilities"][0], "optional", True),
    ("roguelight/rules.json", lambda d: d, "setup_develop", 2),
    ("roguelight/rules.json", lambda d: d, "max_players", 6),
]


@pytest.mark.parametrize(("file", "where", "field", "value"), DEAD, ids=[f"{f}:{n}" for f, _, n, _ in DEAD])
def test_dead_and_unknown_fields_are_refused_by_name(
    data: Path, file: str, where: Callable[[Any], dict], field: str, value: Any
) -> None:
    edit(data, file, lambda d: where(d).update({field: value}))
    message = refusal(file.split("/")[0])
    assert file in message and field in message and "unknown field" in message


def test_the_gold_track_is_read_from_the_data(data: Path) -> None:
    edit(data, "rook_raiders/rules.json", lambda d: d.update(gold_track_max=9, five_gold_value=11))
    assert "five_gold_value" in refusal("rook_raiders")  # gold 10 would fit on no space
    edit(data, "rook_raiders/rules.json", lambda d: d.update(five_gold_value=4))
    rules = GAMES["rook_raiders"].content_loader().rules  # type: ignore[attr-defined]
    assert (rules.gold_track_max, rules.five_gold_value) == (9, 4)


def content_models() -> list[type[BaseModel]]:
    models = []
    for game_id in GAME_IDS:
        module = importlib.import_module(f"rookraiders_desktop.engine.games.{game_id}.content")
        models += [
            cls
            for cls in vars(module).values()
            if inspect.isclass(cls)
            and issubclass(cls, BaseModel)
            and cls.__module__ == module.__name__
            and cls.__name__ != "Content"
        ]
    return models


def test_every_data_model_refuses_fields_it_does_not_know() -> None:
    loose = [m.__name__ for m in content_models() if m.model_config.get("extra") != "forbid"]
    assert not loose


def test_notes_for_people_may_stand_anywhere(data: Path) -> None:
    edit(data, "last_spell/scenarios.json", lambda d: d["scenarios"][0].update(_why="kept for the editor"))
    assert GAMES["last_spell"].content_version


# --- the command line ---------------------------------------------------------------------------------


def test_simulate_with_a_broken_data_file_says_so_in_one_line(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    edit(data, "last_spell/structures.json", lambda d: entry(d, "structures", "watchtower").update(id="tower"))
    code = main(["simulate", "last_spell", "--players", "1", "--variant", "gildenberg_1"])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith('rookraiders-desktop: resources/games/last_spell/scenarios.json: scenario "gildenberg_1"')


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_simulate_refuses_a_truncated_file_of_every_game(
    data: Path, capsys: pytest.CaptureFixture[str], game_id: str
) -> None:
    file = max((data / "games" / game_id).glob("*.json"))
    file.write_text(file.read_text(encoding="utf-8")[:200], encoding="utf-8")
    clear_caches()
    players = {"rook_raiders": "2", "last_spell": "1", "nameless_dark_lord": "3", "roguelight": "2"}[game_id]
    code = main(["simulate", game_id, "--players", players])
    out, err = capsys.readouterr()
    assert code == 2 and "Traceback" not in out + err
    assert f"resources/games/{game_id}/{file.name} is not valid JSON" in err and err.count("\n") == 1
