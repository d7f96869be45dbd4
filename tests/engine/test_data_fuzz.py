"""Data fuzzer (issue 13): every file under resources/games, broken in many ways (an entry deleted,
an id renamed, a number negated or made huge, a value of the wrong type, a field removed or added,
the file truncated or not JSON). Each broken copy must be refused with a ContentError whose one
line names the file, or give a game the bots play to its end (bounded in decisions) without any
other exception. The mutations are fixed (seeded), so a failure is reproducible by its id."""

from __future__ import annotations

import argparse
import copy
import json
import random
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from rookraiders_desktop.cli import play_one
from rookraiders_desktop.engine.core.errors import ContentError
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.resources import resources_dir
from rookraiders_desktop.engine.registry import GAMES

from .data_helpers import clear_caches

SOURCE = resources_dir()
FILES = sorted(p.relative_to(SOURCE).as_posix() for p in (SOURCE / "games").glob("*/*.json"))
KINDS = (
    "delete_entry",
    "rename_id",
    "negate",
    "huge",
    "wrong_type",
    "remove_field",
    "add_field",
    "truncate",
    "invalid_json",
    "empty_list",
)
ROUNDS = 2  # every file x every kind, ROUNDS times (each round picks other spots)
MAX_DECISIONS = 20000  # a game is played to its end (simulate's own cap)

Path_ = tuple[Any, ...]


# --- where to break a file -----------------------------------------------------------------------


def nodes(data: Any, path: Path_ = ()) -> Iterator[tuple[Path_, Any]]:
    """Every (path, value) of the JSON tree, notes ("_" keys) left out."""
    yield path, data
    if isinstance(data, dict):
        for key, value in data.items():
            if not key.startswith("_"):
                yield from nodes(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from nodes(value, (*path, index))


def parent_and_key(data: Any, path: Path_) -> tuple[Any, Any]:
    node = data
    for part in path[:-1]:
        node = node[part]
    return node, path[-1]


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _in_a_field(path: Path_) -> bool:
    return bool(path) and isinstance(path[-1], str)


# where each kind of mutation can strike: (path, value) -> bool
BREAKABLE: dict[str, Callable[[Path_, Any], bool]] = {
    "delete_entry": lambda path, value: isinstance(value, list) and bool(value),
    "rename_id": lambda path, value: bool(path) and path[-1] == "id" and isinstance(value, str),
    "negate": lambda path, value: bool(path) and _is_number(value) and value != 0,
    "huge": lambda path, value: bool(path) and _is_number(value) and value != 0,
    "wrong_type": lambda path, value: _in_a_field(path),
    "remove_field": lambda path, value: _in_a_field(path),
    "add_field": lambda path, value: isinstance(value, dict),
    "empty_list": lambda path, value: isinstance(value, list),
}


def candidates(data: Any, kind: str) -> list[Path_]:
    """The paths in `data` where a mutation of `kind` can strike."""
    breakable = BREAKABLE[kind]
    return [path for path, value in nodes(data) if breakable(path, value)]


def mutate(text: str, kind: str, rng: random.Random) -> tuple[str, str, Path_ | None]:
    """(new text, what was done, where in the data) for one mutation of `kind` at a spot chosen by `rng`."""
    if kind == "truncate":
        cut = rng.randrange(1, len(text))
        return text[:cut], f"truncated at {cut}", None
    if kind == "invalid_json":
        at = rng.randrange(len(text))
        return text[:at] + "}{,\x00" + text[at:], f"garbage at {at}", None
    data = json.loads(text)
    spots = candidates(data, kind)
    if not spots:
        return text, "nothing to break", None
    path = rng.choice(spots)
    data = copy.deepcopy(data)
    node, key = parent_and_key(data, path) if path else ({"": data}, "")  # the whole file: under a stand-in key
    target = node[key]
    if kind == "delete_entry":
        del target[rng.randrange(len(target))]
    elif kind == "rename_id":
        node[key] = target + "_renamed"
    elif kind == "negate":
        node[key] = -target
    elif kind == "huge":
        node[key] = 10**9
    elif kind == "wrong_type":
        node[key] = "oops" if not isinstance(target, str) else [target]
    elif kind == "remove_field":
        del node[key]
    elif kind == "add_field":
        target["speeed"] = 1
    elif kind == "empty_list":
        target.clear()
    return json.dumps(data, ensure_ascii=False, indent=1), f"{kind} at {list(path)}", path


# --- playing a game on the broken data -----------------------------------------------------------


def setup_for(game_id: str, file: str, data_path: Path_ | None) -> Setup:
    """A short game that meets the broken file: the expansion's cards, the map or night it is on."""
    name = Path(file).name
    options: dict[str, Any] = {}
    players = {"rook_raiders": 2, "nameless_dark_lord": 3, "roguelight": 2, "last_spell": 1}[game_id]
    if game_id == "rook_raiders" and name == "expansion2.json":
        options["variants"] = ["level_up_2", "rules_b_monsters"]
    elif game_id == "roguelight":
        options["map"] = "advanced" if name == "map_advanced.json" else "basic"
    elif game_id == "last_spell":
        options["scenario"] = last_spell_night(name, data_path)
    return Setup(seats=[SeatSetup(name=f"Bot {i}", bot="random") for i in range(players)], options=options)


def last_spell_night(name: str, data_path: Path_ | None) -> str:
    nights = json.loads((SOURCE / "games" / "last_spell" / "scenarios.json").read_text(encoding="utf-8"))
    ids = [s["id"] for s in nights["scenarios"]]
    if name == "scenarios.json" and data_path and len(data_path) > 1 and isinstance(data_path[1], int):
        return ids[data_path[1] % len(ids)]
    if name == "bosses.json" and data_path:
        return "lakeburg_3" if data_path[0] == "cetusia" else "glenwald_3"
    return ids[len(str(data_path)) % len(ids)]


def play(game_id: str, setup: Setup, seed: int) -> None:
    game = GAMES[game_id]
    args = argparse.Namespace(bot="random", max_decisions=MAX_DECISIONS, save_dir=None, game_id=game_id)
    _ = game.content_version
    game.validate_setup(setup)
    report = play_one(game, setup, 0, seed, args)
    assert report.finished, report.line  # an edit the checks let through must still give a whole game


@pytest.fixture(scope="module")
def data_root(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    root = tmp_path_factory.mktemp("fuzz") / "resources"
    shutil.copytree(SOURCE / "games", root / "games")
    patch = pytest.MonkeyPatch()
    patch.setenv("ROOKRAIDERS_RESOURCES", str(root))
    clear_caches()
    yield root
    patch.undo()
    clear_caches()


def broken(data_root: Path, file: str, text: str, check: Callable[[], None]) -> None:
    """Write `text` over `file` in the copy, run `check`, put the file back."""
    target = data_root / file
    original = (SOURCE / file).read_text(encoding="utf-8")
    target.write_text(text, encoding="utf-8")
    clear_caches()
    try:
        check()
    finally:
        target.write_text(original, encoding="utf-8")
        clear_caches()


CASES = [(file, kind, n) for n in range(ROUNDS) for kind in KINDS for file in FILES]


def test_the_fuzzer_covers_every_file_and_kind() -> None:
    assert len(CASES) >= 200
    assert {f.split("/")[1] for f in FILES} == {"rook_raiders", "last_spell", "nameless_dark_lord", "roguelight"}


@pytest.mark.parametrize(("file", "kind", "n"), CASES, ids=[f"{f.split('/', 1)[1]}-{k}-{n}" for f, k, n in CASES])
def test_broken_data_is_refused_by_name_or_plays(data_root: Path, file: str, kind: str, n: int) -> None:
    game_id = file.split("/")[1]
    text = (SOURCE / file).read_text(encoding="utf-8")
    rng = random.Random(f"{file}/{kind}/{n}")
    new_text, what, path = mutate(text, kind, rng)

    def check() -> None:
        try:
            play(game_id, setup_for(game_id, file, path), seed=rng.randrange(1000))
        except ContentError as exc:
            message = str(exc)  # the broken file, or the one whose reference it broke
            assert f"resources/games/{game_id}/" in message and ".json" in message, f"{what}: {message}"
            assert "\n" not in message and len(message) < 400, f"{what}: {message}"

    broken(data_root, file, new_text, check)
