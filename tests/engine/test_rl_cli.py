"""The command line plays Roguelight on either map: `simulate roguelight --variant advanced` uses
the advanced map (the CLI passes --variant values as Setup.options["variants"]), no variant the
basic one, and anything else is refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rookraiders_desktop.__main__ import main
from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import load_save
from rookraiders_desktop.engine.games.roguelight.rules import GAME, map_option


@pytest.mark.parametrize(
    "variant, expected", [(["--variant", "advanced"], "advanced"), (["--variant", "basic"], "basic"), ([], "basic")]
)
def test_simulate_roguelight_map(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, variant: list[str], expected: str
) -> None:
    code = main(
        [
            "simulate",
            "roguelight",
            "--players",
            "2",
            "--games",
            "1",
            "--seed",
            "3",
            "--save-dir",
            str(tmp_path),
            *variant,
        ]
    )
    out, err = capsys.readouterr()
    assert code == 0, err
    assert out.strip().splitlines()[-1].startswith("summary  games 1")
    saves = sorted(tmp_path.iterdir())
    assert len(saves) == 1
    session = load_save(saves[0], verify=True)
    assert session.state.map_id == expected
    assert session.state.result is not None
    options = json.loads(saves[0].read_text(encoding="utf-8"))["setup"]["options"]
    assert options.get("variants", ["basic"]) == [expected]
    code = main(["replay", str(saves[0]), "--verify"])
    out, err = capsys.readouterr()
    assert code == 0, err


def test_simulate_roguelight_unknown_variant(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "roguelight", "--players", "2", "--games", "1", "--variant", "huge"])
    _, err = capsys.readouterr()
    assert code == 2 and "basic or the advanced map" in err


def test_map_option_sources() -> None:
    seats = [SeatSetup(name="A")]
    assert map_option(Setup(seats=seats)) == "basic"
    assert map_option(Setup(seats=seats, options={"map": "advanced"})) == "advanced"
    assert map_option(Setup(seats=seats, options={"variants": ["advanced"]})) == "advanced"
    assert GAME.new_game(Setup(seats=seats, options={"variants": ["advanced"]}), 1).map_id == "advanced"
    with pytest.raises(RuleViolation, match=r"RL-2\.3"):
        GAME.validate_setup(Setup(seats=seats, options={"variants": ["basic", "advanced"]}))
