"""Replays (issue 9): for every game, a replay of a save reaches the identical final state, every
intermediate view is the one the game showed at that moment (recorded while the game was played),
a viewer never sees another seat's secrets, the log of each step is the game's, bookmarks survive
save and load (and old saves without them still load), and "play from here" branches a new game
while the original stays as it was."""

from __future__ import annotations

import json
import random

import pytest

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.errors import SaveError
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.replay import Replay, timeline_of, visible
from rookraiders_desktop.engine.core.rng import Rng
from rookraiders_desktop.engine.core.session import Bookmark, Session, load_save, session_from_save, state_hash
from rookraiders_desktop.engine.registry import GAMES

VIEWERS_OF = {1: [None, 0], 3: [None, 0, 1, 2], 4: [None, 0, 1, 2, 3]}

# (game, players, options, bot, seed): one game of each room, long enough to cross rounds and phases
CASES = [
    ("rook_raiders", 4, {}, "greedy", 1),
    ("rook_raiders", 3, {"variants": ["level_up_2"]}, "greedy", 2),
    ("nameless_dark_lord", 4, {}, "greedy", 3),
    ("roguelight", 3, {"map": "basic"}, "greedy", 4),
    ("last_spell", 3, {"scenario": "gildenberg_1"}, "random", 5),
]
IDS = [f"{c[0]}-{c[1]}p-{c[3]}" for c in CASES]


def make_setup(players: int, options: dict, bot: str | None = None) -> Setup:
    return Setup(seats=[SeatSetup(name=f"P{i + 1}", bot=bot) for i in range(players)], options=options)


def play(game_id: str, players: int, options: dict, bot: str, seed: int, record: bool = True, limit: int = 3000):
    """Play a bot game through a Session; with `record`, the views every viewer was shown after
    each action (position i = after i actions), as JSON, and the events of every action."""
    game = GAMES[game_id]
    session = Session(game, make_setup(players, options), seed)
    bots = [make_bot(bot, seed * 10 + i, game_id) for i in range(players)]
    chooser = random.Random(seed)
    viewers = [None, *range(players)]
    shown: list[dict] = []

    def snap() -> None:
        if record:
            shown.append({v: game.view(session.state, v).model_dump(mode="json") for v in viewers})

    snap()
    while game.result(session.state) is None and len(session.history) < limit:
        movers = game.to_move(session.state)
        seat = chooser.choice(movers)  # several may act at once (Roguelight)
        session.submit(decide(bots[seat], game, session.state, seat))
        snap()
    return session, shown


_PLAYED: dict[int, tuple] = {}


def played_case(index: int) -> tuple:
    """CASES[index] played once per test run (several tests look at the same game)."""
    if index not in _PLAYED:
        _PLAYED[index] = play(*CASES[index])
    return _PLAYED[index]


def cases_of(*game_ids: str) -> list:
    return [pytest.param(i, id=IDS[i]) for i, c in enumerate(CASES) if c[0] in game_ids]


@pytest.fixture(scope="module", params=range(len(CASES)), ids=IDS)
def played(request):
    return played_case(request.param)


def test_replaying_a_save_reaches_the_identical_final_state(played):
    session, _ = played
    data = json.loads(json.dumps(session.to_save()))
    replay = Replay.from_save(data)
    assert replay.length == len(session.history) > 20
    assert replay.final_hash == data["state_hash"] == state_hash(session.state)
    assert replay.state_hash_at(replay.length) == data["state_hash"]
    assert replay.result_at(replay.length) == session.game.result(session.state)
    # a state handed out is the caller's: changing it changes nothing in the replay
    state = replay.state_at(replay.length)
    state.result = None
    assert replay.state_hash_at(replay.length) == data["state_hash"]


def test_every_intermediate_view_is_the_one_the_game_showed(played):
    """Forward, backward and in random jumps: view_at(i, v) is what v was shown after i actions."""
    session, shown = played
    replay = Replay.from_session(session)
    assert len(shown) == replay.length + 1
    order = list(range(replay.length + 1))
    jumps = order[:]
    random.Random(7).shuffle(jumps)
    for i in order + order[::-1][:40] + jumps[:80]:
        for viewer, seen in shown[i].items():
            assert replay.view_at(i, viewer).model_dump(mode="json") == seen, f"position {i}, viewer {viewer}"


def test_each_step_tells_the_events_the_game_told(played):
    session, _ = played
    replay = Replay.from_session(session)
    assert replay.events_at(0) == session.opening_events
    for i, entry in enumerate(session.history, start=1):
        assert replay.events_at(i) == entry.events
        assert replay.actor(i) == entry.actor
        assert replay.action_at(i) == entry.action
    players = len(session.setup.seats)
    for viewer in [None, *range(players)]:
        told = [e for e in session.opening_events if visible(e, viewer)]
        told += [e for entry in session.history for e in entry.events if visible(e, viewer)]
        assert list(replay.log_until(replay.length, viewer)) == told
    private = {e.kind for entry in session.history for e in entry.events if e.visible_to is not None}
    kinds = sorted({e.kind for entry in session.history for e in entry.events} - private)[:5] + sorted(private)
    for kind in kinds:
        for viewer in [None, *range(players)]:  # the table's latest event of a kind: only one the viewer may see
            expected = next(
                (
                    e
                    for entry in reversed(session.history)
                    for e in reversed(entry.events)
                    if e.kind == kind and visible(e, viewer)
                ),
                None,
            )
            assert replay.latest_event(replay.length, kind, viewer) == expected


def test_markers_name_rounds_and_phases_in_order(played):
    session, _ = played
    replay = Replay.from_session(session)
    marks = replay.markers()
    assert marks[0][0] == 0 and len(marks) >= 3
    positions = [i for i, _ in marks]
    assert positions == sorted(set(positions))
    for i, mark in marks:
        assert set(mark) == {"round", "phase"}
        assert mark == timeline_of(session.game, replay.state_at(i)) == replay.timeline_at(i)
        if i:
            assert replay.timeline_at(i - 1) != mark  # a marker is where something changed
    rounds = [m["round"] for _, m in marks]
    assert rounds == sorted(rounds) and rounds[-1] > rounds[0]  # rounds only go forward
    assert marks[-1][1] == replay.timeline_at(replay.length)


def test_a_game_without_a_timeline_gets_the_default():
    from rookraiders_desktop.engine.core.room import GameRoom

    class Plain(GameRoom):  # names no round nor phase: the contract's default
        pass

    assert timeline_of(Plain(), object()) == {}  # type: ignore[arg-type]


# --- secrets ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("case", cases_of("rook_raiders"))
def test_rook_raiders_seats_never_see_other_medals_in_replay(case):
    session, _ = played_case(case)
    replay = Replay.from_session(session)
    players = len(session.setup.seats)
    secret_seen = False
    for i in range(0, replay.length + 1, 3):
        truth = replay.state_at(i)
        for viewer in [None, *range(players)]:
            v = replay.view_at(i, viewer)
            assert v.rng == Rng(seed=0)
            assert set(v.medal_pool) <= {0}
            for p, real in zip(v.players, truth.players, strict=True):
                if p.seat == viewer:
                    assert p.medals == real.medals
                else:
                    assert set(p.medals) <= {0}, f"seat {viewer} sees seat {p.seat}'s medals at {i}"
                    secret_seen |= any(real.medals)
            assert v.unit_deck == sorted(truth.unit_deck)  # the order of the deck is not shown
    assert secret_seen, "the game never had a medal value to hide: the test checked nothing"


@pytest.mark.parametrize("case", cases_of("roguelight"))
def test_roguelight_sheets_stay_secret_while_building(case):
    session, _ = played_case(case)
    replay = Replay.from_session(session)
    players = len(session.setup.seats)
    building = 0
    for i in range(replay.length + 1):
        truth = replay.state_at(i)
        for viewer in [None, *range(players)]:
            v = replay.view_at(i, viewer)
            assert v.rng == Rng(seed=0)
            for sheet, real in zip(v.sheets, truth.sheets, strict=True):
                if truth.phase == "building" and sheet.player != viewer:
                    assert sheet.hidden and not sheet.filled and not sheet.rects, (
                        f"seat {viewer} sees seat {sheet.player}'s sheet at {i}"
                    )
                else:
                    assert sheet == real
        if truth.phase == "building" and any(s.filled for s in truth.sheets):
            building += 1
        # the secret choices' events are told only to their owner
        for viewer in [None, *range(players)]:
            for event in replay.events_at(i):
                if event.visible_to is not None and viewer not in event.visible_to:
                    assert event not in list(replay.log_until(i, viewer))
    assert building > 10


@pytest.mark.parametrize("case", cases_of("nameless_dark_lord", "last_spell"))
def test_nameless_dark_lord_and_last_spell_hide_the_decks_and_dice(case):
    session, _ = played_case(case)
    game_id = session.game.game_id
    replay = Replay.from_session(session)
    players = len(session.setup.seats)
    for i in range(0, replay.length + 1, 5):
        truth = replay.state_at(i)
        for viewer in [None, *range(players)]:
            v = replay.view_at(i, viewer)
            assert v.rng == Rng(seed=0)  # no one can predict the dice
            if game_id == "nameless_dark_lord":
                assert sorted(v.deck) == sorted(truth.deck)
                if truth.flow.scry and truth.flow.decider != viewer:
                    assert v.flow.scry == []


# --- bookmarks --------------------------------------------------------------------------------------


def test_bookmarks_round_trip_through_save_and_load(tmp_path):
    session, _ = play("nameless_dark_lord", 3, {}, "random", 11, record=False)
    replay = Replay.from_session(session)
    replay.add_bookmark(40, "a bold bid")
    replay.add_bookmark(5, "")
    replay.add_bookmark(replay.length, "the end — 終わり")
    session.bookmarks = list(replay.bookmarks)
    path = tmp_path / "game.json"
    session.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["bookmarks"] == [
        {"index": 5, "note": ""},
        {"index": 40, "note": "a bold bid"},
        {"index": replay.length, "note": "the end — 終わり"},
    ]
    assert data["format"] == 1  # the save's version stays the same
    again = load_save(path)
    assert again.bookmarks == replay.bookmarks
    assert Replay.from_file(path).bookmarks == replay.bookmarks
    # the replay writes its bookmarks into the file it came from, changing nothing else
    opened = Replay.from_file(path)
    opened.remove_bookmark(opened.bookmarks[0])
    opened.add_bookmark(77, "note")
    opened.write_bookmarks(path)
    rewritten = json.loads(path.read_text(encoding="utf-8"))
    assert {k: v for k, v in rewritten.items() if k != "bookmarks"} == {
        k: v for k, v in data.items() if k != "bookmarks"
    }
    assert [Bookmark(**b) for b in rewritten["bookmarks"]] == opened.bookmarks
    assert load_save(path).bookmarks == opened.bookmarks


def test_old_saves_without_bookmarks_load_and_damaged_bookmarks_are_refused():
    session, _ = play("rook_raiders", 2, {}, "random", 12, record=False)
    data = json.loads(json.dumps(session.to_save()))
    assert "bookmarks" not in data  # a game without bookmarks saves exactly as before
    assert session_from_save(data).bookmarks == []
    assert Replay.from_save(data).bookmarks == []
    for bad in ("x", [{"index": "3"}], [{"index": len(data["actions"]) + 1, "note": ""}], [{"index": 1, "note": 5}]):
        with pytest.raises(SaveError):
            session_from_save({**data, "bookmarks": bad})
    # an undo past a bookmark leaves it out of the save
    session.bookmarks = [Bookmark(len(session.history), "last")]
    session.undo()
    assert "bookmarks" not in session.to_save()


def test_bookmarks_are_not_written_over_another_game(tmp_path):
    a, _ = play("roguelight", 2, {"map": "basic"}, "random", 13, record=False)
    b, _ = play("roguelight", 2, {"map": "basic"}, "random", 14, record=False)
    path = tmp_path / "b.json"
    b.save(path)
    replay = Replay.from_session(a)
    replay.add_bookmark(3, "mine")
    with pytest.raises(SaveError):
        replay.write_bookmarks(path)
    assert "bookmarks" not in json.loads(path.read_text(encoding="utf-8"))


# --- play from here ----------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id,players,options", [(c[0], c[1], c[2]) for c in CASES[::2]])
def test_branch_plays_on_from_a_moment_and_keeps_the_original(tmp_path, game_id, players, options):
    session, _ = play(game_id, players, options, "random", 21, record=False)
    path = tmp_path / "original.json"
    session.save(path)
    before = path.read_bytes()
    replay = Replay.from_file(path)
    replay.add_bookmark(2, "early")
    replay.add_bookmark(replay.length - 1, "late")
    i = replay.length // 2
    branch = replay.branch(i)
    assert len(branch.history) == i
    assert [e.action for e in branch.history] == replay.actions[:i]
    assert state_hash(branch.state) == replay.state_hash_at(i)
    assert branch.bookmarks == [Bookmark(2, "early")]
    # the branch is a game of its own: play on differently, undo, save
    game = branch.game
    bots = [make_bot("random", 99 + s, game_id) for s in range(players)]
    for _ in range(10):
        if game.result(branch.state) is not None:
            break
        seat = game.to_move(branch.state)[0]
        branch.submit(decide(bots[seat], game, branch.state, seat))
    branch.undo()
    branch.save(tmp_path / "branch.json")
    assert load_save(tmp_path / "branch.json").actions[:i] == replay.actions[:i]
    # the original is untouched: file, replay and session
    assert path.read_bytes() == before
    assert replay.final_hash == state_hash(session.state)
    assert replay.state_hash_at(replay.length) == state_hash(session.state)
    assert len(session.history) == replay.length


def test_branch_from_the_start_and_the_end():
    session, _ = play("last_spell", 1, {"scenario": "intro"}, "random", 22, record=False)
    replay = Replay.from_session(session)
    start = replay.branch(0)
    assert start.history == [] and state_hash(start.state) == replay.state_hash_at(0)
    end = replay.branch(replay.length)
    assert state_hash(end.state) == state_hash(session.state)
    with pytest.raises(IndexError):
        replay.branch(replay.length + 1)
    with pytest.raises(IndexError):
        replay.view_at(-1, None)


def test_a_replay_of_a_running_game_and_of_a_damaged_save():
    session, _ = play("rook_raiders", 2, {}, "random", 23, record=False, limit=30)
    assert session.game.result(session.state) is None  # still running
    replay = Replay.from_session(session)
    assert replay.length == 30 and replay.to_move_at(30) == session.game.to_move(session.state)
    data = json.loads(json.dumps(session.to_save()))
    data["actions"] = data["actions"][:-1]  # no longer reaches the saved position
    with pytest.raises(SaveError):
        Replay.from_save(data)


def test_a_damaged_save_is_refused_by_the_replay_as_opening_it_refuses_it(tmp_path):
    """Replay.from_save checks the file in its one pass: the same refusals, with the same messages."""
    session, _ = play("rook_raiders", 2, {}, "random", 24, record=False, limit=40)
    good = json.loads(json.dumps(session.to_save()))
    bad = [
        "not a save",
        {**good, "format": 2},
        {**good, "game_id": "chess"},
        {**good, "content_version": "x"},
        {k: v for k, v in good.items() if k != "seed"},
        {k: v for k, v in good.items() if k != "actions"},
        {**good, "actions": "x"},
        {**good, "actions": good["actions"][:-1]},
        {**good, "actions": [{"kind": "nonsense"}] + good["actions"]},
        {**good, "actions": good["actions"][1:]},
        {**good, "state_hash": "0" * 64},
        {**good, "bookmarks": [{"index": 999, "note": ""}]},
        {**good, "setup": {"seats": []}},
    ]
    for data in bad:
        with pytest.raises(SaveError) as opened:
            session_from_save(data)
        with pytest.raises(SaveError) as replayed:
            Replay.from_save(data)
        assert replayed.value.template == opened.value.template, data if isinstance(data, str) else sorted(data)
    assert Replay.from_save(good).final_hash == good["state_hash"]
    path = tmp_path / "broken.json"
    path.write_text('{"format": 1, "game_id": ', encoding="utf-8")
    with pytest.raises(SaveError) as replayed:
        Replay.from_file(path)
    assert "broken.json" in replayed.value.message


def test_a_replay_is_built_and_jumps_without_a_copy_per_action(monkeypatch):
    """The rules judge each action once, as the replay is built (a refused one refuses the replay),
    and neither that nor a jump makes the room copy the whole state before each action."""
    from rookraiders_desktop.engine.core import room

    session, _ = play("last_spell", 3, {"scenario": "gildenberg_1"}, "random", 5, record=False, limit=60)
    copies: list[object] = []
    clone = room.clone_state
    monkeypatch.setattr(room, "clone_state", lambda state: copies.append(state) or clone(state))
    replay = Replay.from_session(session)
    for i in random.Random(4).sample(range(replay.length + 1), 20):
        replay.view_at(i, 0)
    assert replay.state_hash_at(replay.length) == state_hash(session.state)
    assert copies == []
    data = json.loads(json.dumps(session.to_save()))
    data["actions"][30]["player"] = (data["actions"][30]["player"] + 1) % 3
    with pytest.raises(SaveError, match="action 31 "):
        Replay.from_save(data)


def test_a_jump_anywhere_in_a_long_game_replays_at_most_a_checkpoint_s_worth_of_actions(monkeypatch):
    """What keeps jumps fast at any length (tests/benchmarks/bench_replay.py times them): a jump
    starts from the checkpoint at or before its target, or goes on from where the replay is."""
    from rookraiders_desktop.engine.core.replay import SNAPSHOT_EVERY

    session, _ = play("rook_raiders", 4, {}, "greedy", 1, record=False)
    replay = Replay.from_session(session)
    assert replay.length > 10 * SNAPSHOT_EVERY
    applied: list[int] = []
    apply = replay.game.apply
    monkeypatch.setattr(replay.game, "apply", lambda state, action: applied.append(1) or apply(state, action))
    for i in random.Random(3).sample(range(replay.length + 1), 60):
        applied.clear()
        replay.view_at(i, 0)
        assert len(applied) <= SNAPSHOT_EVERY
    assert replay.state_hash_at(replay.length) == state_hash(session.state)
