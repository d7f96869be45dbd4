"""The tournament command (issue 18): bot kinds rotate through the seats, and each kind's win rate
comes with its 95 % interval, the fair share, the mean score and its think time."""

from __future__ import annotations

import json

import pytest

from rookraiders_desktop.__main__ import main
from rookraiders_desktop.engine.bots import make_bot
from rookraiders_desktop.engine.registry import get_game
from rookraiders_desktop.engine.tournament import lineups, percentile, run_tournament, wilson


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_every_kind_sits_in_every_seat_equally() -> None:
    plan = lineups(["expert", "greedy", "greedy", "greedy"], 4, 4, team=False)
    for seat in range(4):
        assert sorted(game[seat] for game in plan) == ["expert", "greedy", "greedy", "greedy"]
    assert lineups(["expert", "greedy"], 3, 2, team=True) == [["expert"] * 3] * 2 + [["greedy"] * 3] * 2


def test_wilson_interval_and_percentiles() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0 and 0.25 < wilson(0, 10)[1] < 0.35
    assert percentile([5.0, 1.0, 3.0, 2.0, 4.0], 50) == 3.0 and percentile(list(range(1, 101)), 95) == 95


def test_tournament_prints_a_line_per_kind(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("tournament", "nameless_dark_lord", "--players", "3", "--bots", "expert,greedy,greedy")
    code, out, err = run(capsys, *argv, "--games", "2", "--seed", "4", "--think-ms", "5")
    assert code == 0, err
    lines = out.strip().splitlines()
    assert lines[0].startswith("nameless_dark_lord  3 players")
    expert, greedy = lines[1], lines[2]
    assert expert.startswith("expert   games    2  wins") and "fair share 33%" in expert and "mean VP" in expert
    assert greedy.startswith("greedy   games    4  wins") and "think ms median" in greedy


def test_worker_processes_play_the_same_tournament() -> None:
    """--jobs N: the same games, seeds and seats, counted in game order; only the think times (a
    clock's) differ."""
    game = get_game("nameless_dark_lord")
    seen: list[str] = []

    def play(jobs: int) -> dict[str, object]:
        tour = run_tournament(game, 3, ["random", "greedy"], 3, 7, jobs=jobs, progress=seen.append)
        report = tour.report()
        for row in report["bots"].values():
            row.pop("think_ms")
        return report

    alone = play(1)
    assert play(2) == alone and alone["bots"]["random"]["games"] == 6
    assert seen[:3] == seen[3:] and seen[0].startswith("game 1/3 seed 7 random,greedy,random")


def test_tournament_json_for_a_team_game(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("tournament", "rook_raiders", "--players", "1", "--bots", "greedy,easy", "--variant", "solo_normal")
    code, out, err = run(capsys, *argv, "--games", "2", "--json")
    assert code == 0, err
    report = json.loads(out)
    assert set(report["bots"]) == {"greedy", "easy"}
    for row in report["bots"].values():
        assert row["games"] == 2 and 0 <= row["wins"] <= 2 and row["fair_share"] is None
        assert row["win_rate"] == row["wins"] / 2 and isinstance(row["mean_score"], float)
        assert set(row["think_ms"]) == {"median", "p95"} and row["think_ms"]["median"] <= row["think_ms"]["p95"]


def test_a_budget_of_worlds_plays_the_same_tournament_again(capsys: pytest.CaptureFixture[str]) -> None:
    """--worlds N: the expert samples N worlds a decision (Hard a quarter of them) instead of
    thinking for a time, so the same command gives the same games on any machine at any load."""
    argv = ("tournament", "nameless_dark_lord", "--players", "3", "--bots", "expert,hard,greedy", "--games", "2")

    def report() -> dict[str, object]:
        code, out, err = run(capsys, *argv, "--seed", "11", "--worlds", "4", "--json")
        assert code == 0, err
        rows: dict[str, object] = json.loads(out)["bots"]
        for row in rows.values():
            row.pop("think_ms")  # type: ignore[attr-defined]
        return rows

    assert report() == report()
    assert make_bot("expert", 1, "nameless_dark_lord", worlds=8).iterations == 8  # type: ignore[attr-defined]
    hard = make_bot("hard", 1, "nameless_dark_lord", think_ms=400, worlds=8)
    assert hard.iterations == 2 and hard.think_ms is None  # type: ignore[attr-defined]
    with pytest.raises(SystemExit) as stopped:  # one budget or the other
        run(capsys, *argv, "--worlds", "4", "--think-ms", "5")
    assert stopped.value.code == 2 and "not allowed with" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--bots", "greedy,wizard"), "unknown bot 'wizard'"),
        (("--bots", "greedy,greedy,greedy,greedy"), "4 bots for 3 seats"),
        (("--bots", "greedy", "--games", "0"), "--games must be at least 1"),
        (("--bots", "greedy", "--jobs", "0"), "--jobs must be at least 1"),
        (("--bots", "greedy", "--variant", "no_such_rule"), "no_such_rule"),
        (("--bots", "expert", "--worlds", "0"), "--worlds must be at least 1"),
    ],
)
def test_bad_tournaments_are_refused_without_a_traceback(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], message: str
) -> None:
    code, out, err = run(capsys, "tournament", "nameless_dark_lord", "--players", "3", *argv)
    assert code == 2 and out == "" and message in err and "Traceback" not in err
