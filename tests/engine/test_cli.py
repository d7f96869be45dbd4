"""The command line: `simulate` plays bot games and writes ordinary saves, `replay --verify`
checks them, and no command starts Qt."""

from __future__ import annotations

import json
import sys
import types
from pathlib import Path

import pytest

from rookraiders_desktop.__main__ import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_prints_a_line_per_game_and_a_summary(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = run(
        capsys,
        "simulate",
        "rook_raiders",
        "--players",
        "2",
        "--games",
        "3",
        "--seed",
        "5",
        "--bot",
        "random",
        "--save-dir",
        str(tmp_path),
    )
    assert code == 0, err
    lines = out.strip().splitlines()
    assert len(lines) == 4
    for index, line in enumerate(lines[:3]):
        assert line.startswith(f"game {index + 1:>3}  seed {5 + index}  rounds ")
        assert "threat Random 1=" in line and "Random 2=" in line
    assert lines[3].startswith("summary  games 3  win rate Random 1=")
    assert "mean rounds" in lines[3] and "games/s" in lines[3]
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"rook_raiders-2p-seed{seed}.json" for seed in (5, 6, 7)]


def test_the_same_seed_plays_the_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("simulate", "rook_raiders", "--players", "3", "--games", "2", "--seed", "9")
    first = run(capsys, *args)[1].splitlines()[:2]
    second = run(capsys, *args)[1].splitlines()[:2]
    assert first == second


def test_simulate_solo_with_a_difficulty(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _out, err = run(
        capsys,
        "simulate",
        "rook_raiders",
        "--players",
        "1",
        "--games",
        "2",
        "--seed",
        "1",
        "--variant",
        "solo_hard",
        "--save-dir",
        str(tmp_path),
    )
    assert code == 0, err
    save = json.loads((tmp_path / "rook_raiders-1p-seed1.json").read_text(encoding="utf-8"))
    assert save["setup"]["options"] == {"solo_difficulty": "hard"}


def test_a_game_cut_by_the_decision_cap_is_reported_unfinished(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, out, _ = run(
        capsys,
        "simulate",
        "rook_raiders",
        "--players",
        "4",
        "--games",
        "1",
        "--max-decisions",
        "5",
        "--save-dir",
        str(tmp_path),
    )
    assert code == 0
    assert "UNFINISHED after 5 decisions" in out and "unfinished 1" in out
    saved = tmp_path / "rook_raiders-4p-seed0-unfinished.json"
    assert run(capsys, "replay", str(saved), "--verify")[0] == 0


@pytest.mark.parametrize(
    "argv, message",
    [
        (["simulate", "chess", "--players", "2"], "unknown game 'chess'"),
        (["simulate", "rook_raiders", "--players", "7"], "RR-2.1"),
        (["simulate", "rook_raiders", "--players", "2", "--variant", "solo_easy"], "needs --players 1"),
    ],
)
def test_simulate_refuses_bad_arguments_with_a_message(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, _, err = run(capsys, *argv)
    assert code == 2
    assert message in err and "Traceback" not in err


def test_replay_verify_accepts_a_good_save(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert run(capsys, "simulate", "rook_raiders", "--players", "2", "--seed", "3", "--save-dir", str(tmp_path))[0] == 0
    path = tmp_path / "rook_raiders-2p-seed3.json"
    actions = len(json.loads(path.read_text(encoding="utf-8"))["actions"])
    code, out, _ = run(capsys, "replay", str(path), "--verify")
    assert code == 0
    assert out.strip() == f"OK: rook_raiders {actions} actions, state hash matches"


def test_replay_verify_refuses_an_edited_or_truncated_save(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert run(capsys, "simulate", "rook_raiders", "--players", "2", "--seed", "4", "--save-dir", str(tmp_path))[0] == 0
    path = tmp_path / "rook_raiders-2p-seed4.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["state_hash"] = "0" * 64
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run(capsys, "replay", str(edited), "--verify")
    assert code == 2 and out == ""
    assert "edited.json" in err and "does not reach the saved position" in err

    text = path.read_text(encoding="utf-8")
    truncated = tmp_path / "truncated.json"
    truncated.write_text(text[: len(text) // 3], encoding="utf-8")
    code, _, err = run(capsys, "replay", str(truncated), "--verify")
    assert code == 2 and "truncated.json" in err and "Traceback" not in err


def test_replay_of_a_missing_file_says_so(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "replay", str(tmp_path / "nowhere.json"), "--verify")
    assert code == 2 and "nowhere.json" in err


def test_no_command_starts_the_app_with_the_flags_passed_through(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[list[str]] = []
    fake = types.ModuleType("rookraiders_desktop.ui.app")
    fake.run_gui = lambda argv: calls.append(argv) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "rookraiders_desktop.ui.app", fake)
    assert main(["--quit-after-paint"]) == 0
    assert main([]) == 0
    assert [argv[1:] for argv in calls] == [["--quit-after-paint"], []]


def test_an_unknown_command_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["simulat"])
    assert caught.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


def test_a_seed_a_save_cannot_hold_is_a_bad_argument(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["simulate", "rook_raiders", "--players", "1", "--seed", "9" * 21])
    err = capsys.readouterr().err
    assert caught.value.code == 2 and "at most 20 digits" in err and "Traceback" not in err


def test_simulate_with_the_greedy_bot(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "simulate", "rook_raiders", "--players", "2", "--games", "1", "--bot", "greedy")
    assert code == 0, err
    assert out.splitlines()[-1].startswith("summary  games 1  win rate Greedy 1=")


def test_every_command_s_help_reads_as_written(capsys: pytest.CaptureFixture[str]) -> None:
    """A description is printed as written (argparse formats only the options' help with %)."""
    for command in ("simulate", "replay", "tournament"):
        with pytest.raises(SystemExit) as caught:
            main([command, "--help"])
        out = capsys.readouterr().out
        assert caught.value.code == 0 and "%%" not in out and "usage:" in out
