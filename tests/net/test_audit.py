"""The audit's findings: a host that changed the table or its seed is named precisely, in the
reader's language."""

from __future__ import annotations

import pytest

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import Session
from rookraiders_desktop.engine.registry import GAMES
from rookraiders_desktop.net.audit import Record, check
from rookraiders_desktop.net.crypto import commitment

SALT = b"pepper"


def played(actions: int) -> tuple[Session, Record]:
    """A Nameless Dark Lord game `actions` long and what seat 0 honestly received of it."""
    game = GAMES["nameless_dark_lord"]
    session = Session(game, Setup(seats=[SeatSetup(name=n) for n in ("Ann", "Bob", "Cy")]), 7)
    record = Record()
    record.note(0, game.view(session.state, 0).model_dump(mode="json"), None)
    bots = [make_bot("greedy", seat, game.game_id) for seat in range(3)]
    for index in range(actions):
        seat = game.to_move(session.state)[0]
        session.submit(decide(bots[seat], game, session.state, seat))
        record.note(index + 1, game.view(session.state, 0).model_dump(mode="json"), None)
    return session, record


def reveal(session: Session, seed: int | None = None) -> dict[str, object]:
    return {
        "seed": session.seed if seed is None else seed,
        "salt": SALT.hex(),
        "setup": session.setup.model_dump(mode="json"),
        "actions": [action.model_dump(mode="json") for action in session.actions],
    }


def test_an_honest_host_passes():
    session, record = played(12)
    assert check(session.game, 0, commitment(session.seed, SALT), reveal(session), record) == []


def test_a_changed_table_is_named_by_its_action():
    session, record = played(12)
    record.views[5] = "a table the host changed"
    problems = check(session.game, 0, commitment(session.seed, SALT), reveal(session), record)
    assert [str(p) for p in problems] == ["the table received after action 5 differs from the replay"]


def test_a_seed_other_than_the_announced_one_fails():
    session, record = played(3)
    problems = check(session.game, 0, commitment(session.seed, SALT), reveal(session, seed=session.seed + 1), record)
    assert [str(p) for p in problems] == ["the revealed seed is not the one announced at the start"]


@pytest.mark.usefixtures("qapp")
def test_the_findings_read_in_japanese():
    from rookraiders_desktop.ui import i18n

    session, record = played(6)
    record.views[4] = "changed"
    (problem,) = check(session.game, 0, commitment(session.seed, SALT), reveal(session), record)
    i18n.set_language("ja")
    try:
        assert problem.text(i18n.engine_tr) == "4手目の後に受け取った卓が再現と違います"
    finally:
        i18n.set_language("en")
