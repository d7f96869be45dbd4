"""Hostile save files: every damaged, hand-made or foreign file is either refused with a short
SaveError or loads to the position it states, by every way of opening it (load_save, a replay,
`replay --verify`), quickly, and the file is never touched."""

from __future__ import annotations

import contextlib
import io
import json
import os
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rookraiders_desktop.__main__ import main
from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.errors import SaveError
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.replay import Replay
from rookraiders_desktop.engine.core.session import (
    SAVE_SIZE_LIMIT,
    Session,
    load_save,
    state_hash,
)
from rookraiders_desktop.engine.registry import GAMES

MESSAGE_LIMIT = 300  # characters of a refusal

# short games of every game, with options of each shape (a list of names, a name)
PLANS: dict[str, tuple[int, dict[str, Any]]] = {
    "rook_raiders": (1, {"solo_difficulty": "normal", "variants": ["level_up_2"]}),
    "nameless_dark_lord": (3, {}),
    "roguelight": (2, {"map": "basic"}),
    "last_spell": (1, {"scenario": "intro"}),
}


@cache
def real_save(game_id: str) -> bytes:
    """A real save of a short game of `game_id` (12 actions of random bots, one bookmark)."""
    players, options = PLANS[game_id]
    game = GAMES[game_id]
    seats = [SeatSetup(name=f"Player {i + 1}", bot="random" if i else None) for i in range(players)]
    session = Session(game, Setup(seats=seats, options=options), 3, keep_snapshots=False)
    bots = [make_bot("random", 7 + seat, game_id) for seat in range(players)]
    for _ in range(12):
        seat = game.to_move(session.state)[0]
        session.submit(decide(bots[seat], game, session.state, seat))
    data = session.to_save()
    data["bookmarks"] = [{"index": 5, "note": "here"}]
    return json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")


# --- ways to damage a save -------------------------------------------------------------------
DEEP = "\u0000deep\u0000"  # a placeholder replaced in the text (json.dumps cannot nest that deep)
ODD_VALUES = [
    None,
    True,
    False,
    0,
    -1,
    2**63,
    10**4000,
    1.5,
    1e308,
    "",
    "x" * 100_000,
    "level_up_2",
    [],
    {},
    [1, "a"],
    {"a": 1},
    ["level_up_2", 3],
    DEEP,
]
NUMBER_TEXTS = [
    "9" * 5000,
    "-" + "9" * 5000,
    "1" + "0" * 4000,
    "1e999",
    "-1e999",
    "Infinity",
    "-Infinity",
    "NaN",
    "1e308",
]
OPTION_KEYS = ["variants", "map", "scenario", "solo_difficulty", "variant", "challenge", "other"]
BAD_UTF8 = [b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xc0\xaf", b"\x00"]


def paths_in(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON value, as the keys and indexes that lead there."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths_in(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths_in(item, (*prefix, index))
    return found


def replaced(data: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    copy = json.loads(json.dumps(data))
    holder = copy
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = value
    return copy


def to_bytes(data: Any, depth: int = 0) -> bytes:
    text = json.dumps(data, ensure_ascii=False)
    return text.replace(json.dumps(DEEP), "[" * depth + "]" * depth).encode("utf-8")


def truncate(draw: Any, raw: bytes) -> bytes:
    return raw[: draw(st.integers(0, len(raw) - 1))]


def flip_byte(draw: Any, raw: bytes) -> bytes:
    at = draw(st.integers(0, len(raw) - 1))
    return raw[:at] + bytes([raw[at] ^ draw(st.integers(1, 255))]) + raw[at + 1 :]


def bad_utf8(draw: Any, raw: bytes) -> bytes:
    at = draw(st.integers(0, len(raw)))
    return raw[:at] + draw(st.sampled_from(BAD_UTF8)) + raw[at:]


def swap_type(draw: Any, raw: bytes) -> bytes:
    data = json.loads(raw)
    path = draw(st.sampled_from(paths_in(data)))
    depth = draw(st.sampled_from([10, 900, 1000, 5000, 100_000]))
    return to_bytes(replaced(data, path, draw(st.sampled_from(ODD_VALUES))), depth)


def deep_nesting(draw: Any, raw: bytes) -> bytes:
    data = json.loads(raw)
    path = draw(st.sampled_from(paths_in(data)))
    return to_bytes(replaced(data, path, DEEP), draw(st.integers(500, 100_000)))


def huge_number(draw: Any, raw: bytes) -> bytes:
    data = json.loads(raw)
    place = draw(st.sampled_from([p for p in paths_in(data) if isinstance(_at(data, p), int)]))
    text = to_bytes(replaced(data, place, "\u0000number\u0000")).decode("utf-8")
    return text.replace(json.dumps("\u0000number\u0000"), draw(st.sampled_from(NUMBER_TEXTS))).encode("utf-8")


def _at(data: Any, path: tuple) -> Any:
    for key in path:
        data = data[key]
    return data


def option(draw: Any, raw: bytes) -> bytes:
    data = json.loads(raw)
    data["setup"]["options"][draw(st.sampled_from(OPTION_KEYS))] = draw(st.sampled_from(ODD_VALUES))
    return to_bytes(data, draw(st.sampled_from([3, 2000])))


def edit_actions(draw: Any, raw: bytes) -> bytes:
    data = json.loads(raw)
    actions = data["actions"]
    i, j = draw(st.integers(0, len(actions) - 1)), draw(st.integers(0, len(actions) - 1))
    how = draw(st.sampled_from(["remove", "duplicate", "swap", "foreign", "shuffle"]))
    if how == "remove":
        del actions[i]
    elif how == "duplicate":
        actions.insert(j, actions[i])
    elif how == "swap":
        actions[i], actions[j] = actions[j], actions[i]
    elif how == "foreign":
        other = json.loads(real_save(draw(st.sampled_from(sorted(PLANS)))))
        actions.insert(i, other["actions"][j % len(other["actions"])])
    else:
        actions[:] = draw(st.permutations(actions))
    return to_bytes(data)


def game_id(draw: Any, raw: bytes) -> bytes:
    data = json.loads(raw)
    data["game_id"] = draw(st.sampled_from(sorted(PLANS)) | st.text(max_size=30) | st.just("x" * 1_000_000))
    return to_bytes(data)


def oversized(draw: Any, raw: bytes) -> bytes:
    """Padded with spaces to about the limit: up to it the file is still the save."""
    return raw + b" " * (SAVE_SIZE_LIMIT - len(raw) + draw(st.integers(-1, 3)))


DAMAGES: dict[str, Callable[[Any, bytes], bytes]] = {
    f.__name__: f
    for f in (
        truncate,
        flip_byte,
        bad_utf8,
        swap_type,
        deep_nesting,
        huge_number,
        option,
        edit_actions,
        game_id,
        oversized,
    )
}


@st.composite
def damaged_saves(draw: Any) -> tuple[str, str, bytes]:
    game = draw(st.sampled_from(sorted(PLANS)))
    damage = draw(st.sampled_from(sorted(DAMAGES)))
    return game, damage, DAMAGES[damage](draw, real_save(game))


# --- opening a file every way, with the verdict of each ----------------------------------------
def timed(open_file: Callable[[Path], Any], path: Path) -> Any:
    """What opening `path` gave: a hash of the position reached, or the SaveError (anything else
    propagates and fails the test)."""
    try:
        outcome = open_file(path)
    except SaveError as exc:
        outcome = exc
    return outcome


def opened(path: Path) -> str:
    return state_hash(load_save(path).state)


def replayed(path: Path) -> str:
    return Replay.from_file(path).final_hash


def verified(path: Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["replay", str(path), "--verify"])
    return code, out.getvalue(), err.getvalue()


def check_refusal(exc: SaveError, path: Path) -> None:
    assert len(exc.message) <= MESSAGE_LIMIT, exc.message[:1000]
    assert path.name in exc.message
    assert "Traceback" not in exc.message


def check_file(path: Path, original: bytes) -> None:
    """The verdicts agree, a refusal is short, a load reaches the position the file states (the
    original's, when the file means the same) and the file is as it was."""
    raw, before = path.read_bytes(), path.stat().st_mtime_ns
    session_hash, replay_hash = timed(opened, path), timed(replayed, path)
    code, out, err = timed(verified, path)
    if isinstance(session_hash, SaveError):
        check_refusal(session_hash, path)
        assert isinstance(replay_hash, SaveError), "a replay opened a save that Open refuses"
        check_refusal(replay_hash, path)
        assert replay_hash.template == session_hash.template
        assert code == 2 and not out and "Traceback" not in err and len(err) <= MESSAGE_LIMIT + 40
    else:
        data = json.loads(raw)
        assert session_hash == replay_hash == data["state_hash"]
        if data == json.loads(original):
            assert session_hash == json.loads(original)["state_hash"]
        assert code == 0 and "state hash matches" in out and not err
    assert path.read_bytes() == raw and path.stat().st_mtime_ns == before


FUZZ = settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)


@FUZZ
@given(damaged_saves())
def test_a_damaged_save_is_refused_with_a_short_message_or_loads_as_it_states(case: tuple[str, str, bytes]) -> None:
    game, damage, raw = case
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"{game}-{damage}.json"
        path.write_bytes(raw)
        check_file(path, real_save(game))


@pytest.mark.parametrize("game", sorted(PLANS))
def test_the_real_saves_load_every_way(game: str, tmp_path: Path) -> None:
    path = tmp_path / "real.json"
    path.write_bytes(real_save(game))
    assert timed(opened, path) == json.loads(real_save(game))["state_hash"]
    check_file(path, real_save(game))


# --- the cases of issue 13, each with its own refusal ------------------------------------------
def edited(game: str, change: Callable[[dict[str, Any]], Any]) -> bytes:
    data = json.loads(real_save(game))
    change(data)
    return json.dumps(data).encode("utf-8")


def seed_text(game: str, text: str) -> bytes:
    data = json.loads(real_save(game))
    return json.dumps(data).replace(f'"seed": {data["seed"]}', f'"seed": {text}').encode("utf-8")


HOSTILE = {
    "nested": (lambda: b'{"format": 1, "game_id": ' + b"[" * 1000 + b"]" * 1000 + b"}", "nested too deeply"),
    "digits": (lambda: seed_text("rook_raiders", "9" * 5000), "number too large"),
    "infinite": (lambda: seed_text("roguelight", "1e999"), "number too large"),
    "infinity": (lambda: seed_text("last_spell", "Infinity"), "number too large"),
    "seed_text": (lambda: seed_text("last_spell", '"3"'), "seed 3 is not a whole number"),
    "seed_21_digits": (lambda: seed_text("roguelight", "9" * 21), "not a whole number of at most 20 digits"),
    "variants_true": (
        lambda: edited("rook_raiders", lambda d: d["setup"]["options"].update(variants=True)),
        "option variants is True, not a list of names",
    ),
    "variants_number": (
        lambda: edited("roguelight", lambda d: d["setup"]["options"].update(variants=5)),
        "option variants is 5",
    ),
    "variants_last_spell": (
        lambda: edited("last_spell", lambda d: d["setup"]["options"].update(variants=True)),
        "option variants is True",
    ),
    "map_list": (
        lambda: edited("roguelight", lambda d: d["setup"]["options"].update(map=["basic"])),
        "option map is ['basic'], not a name",
    ),
    "unknown_bot": (
        lambda: edited("nameless_dark_lord", lambda d: d["setup"]["seats"][1].update(bot="evil")),
        "unknown bot 'evil'",
    ),
    "long_game_id": (lambda: edited("rook_raiders", lambda d: d.update(game_id="g" * 3_000_000)), "unknown game"),
    "long_variant": (
        lambda: edited("rook_raiders", lambda d: d["setup"]["options"].update(variants=["v" * 100_000])),
        "rules_b_monsters) [RX-4.2]",
    ),  # the rule's message, its long middle cut out
    "oversized": (lambda: real_save("rook_raiders") + b" " * SAVE_SIZE_LIMIT, "larger than 10 MB"),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_each_hostile_file_of_issue_13_is_refused_with_its_own_message(case: str, tmp_path: Path) -> None:
    make, expected = HOSTILE[case]
    path = tmp_path / f"{case}.json"
    path.write_bytes(make())
    refusal = timed(opened, path)
    assert isinstance(refusal, SaveError) and expected in refusal.message, refusal
    check_file(path, real_save("rook_raiders"))


def test_a_seed_of_20_digits_loads_every_way(tmp_path: Path) -> None:
    widest = -(10**20 - 1)
    game = GAMES["roguelight"]
    session = Session(game, Setup(seats=[SeatSetup(name="Ann")], options={"map": "basic"}), widest)
    session.submit(decide(make_bot("random", 1, "roguelight"), game, session.state, 0))
    path = tmp_path / "wide_seed.json"
    session.save(path)
    assert load_save(path).seed == widest
    assert verified(path)[0] == 0


def test_a_save_padded_to_exactly_the_limit_still_loads(tmp_path: Path) -> None:
    path = tmp_path / "padded.json"
    raw = real_save("last_spell")
    path.write_bytes(raw + b" " * (SAVE_SIZE_LIMIT - len(raw)))
    assert timed(opened, path) == json.loads(raw)["state_hash"]


def test_a_folder_or_a_device_is_refused_not_read_forever(tmp_path: Path) -> None:
    assert isinstance(timed(opened, tmp_path), SaveError)
    if os.path.exists("/dev/zero"):
        refusal = timed(opened, Path("/dev/zero"))
        assert isinstance(refusal, SaveError) and "larger than" in refusal.message
