"""The end screen (issue 16 item 4) through the real window: every game's score sheets from the
seat's view, The Last Spell's end-of-night summary, and the four buttons: Play again (same set-up,
new seed), Rematch (same seed), Replay this game, New game; an undo takes the end back."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QTableWidget

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.games.last_spell.summary import night_summary

GAMES = {  # game id -> (seats: the first a human, the others random bots), seed: short games
    "rook_raiders": (["Me"], 3),
    "nameless_dark_lord": (["Me", "Bot 1", "Bot 2"], 3),
    "roguelight": (["Me"], 3),
    "last_spell": (["Me"], 3),
}


def setup_of(names: list[str]) -> Setup:
    return Setup(seats=[SeatSetup(name=names[0])] + [SeatSetup(name=n, bot="random") for n in names[1:]])


def play_to_end(qtbot, window, game_id: str) -> None:
    """Start `game_id` and play the human seat with a random bot's choices until the game ends."""
    names, seed = GAMES[game_id]
    window.start_game(game_id, setup_of(names), seed=seed)
    session = window.session
    me = make_bot("random", 7, game_id)
    for _ in range(2000):
        if session.result() is not None:
            break
        if session.acting() == 0:
            window.choose(decide(me, session.game, session.state, 0))
        else:
            qtbot.waitUntil(lambda: session.acting() == 0 or session.result() is not None, timeout=10000)
    assert session.result() is not None
    qtbot.waitUntil(lambda: window.end_screen.dialog is not None and window.end_screen.dialog.isVisible())


def tables(dialog) -> list[QTableWidget]:
    return dialog.findChildren(QTableWidget, "score_table")


def column_names(table: QTableWidget) -> list[str]:
    return [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]


def row_names(table: QTableWidget) -> list[str]:
    return [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_end_shows_the_result_and_a_score_sheet_per_player(qtbot, window, game_id):
    play_to_end(qtbot, window, game_id)
    dialog = window.end_screen.dialog
    assert dialog.headline.text().startswith("Game over: ")
    sheets = tables(dialog)
    assert sheets and all(t.rowCount() and t.columnCount() for t in sheets)
    if game_id != "last_spell":  # a column per player
        assert column_names(sheets[0]) == GAMES[game_id][0]
    if game_id == "nameless_dark_lord":  # then each player's sheet card by card (ND-15)
        view = window.session.view(window.viewer)
        titles = [label.text() for label in dialog.findChildren(QLabel)]
        for sheet, table in zip(sorted(view.scores, key=lambda s: s.player), sheets[1:], strict=True):
            name = GAMES[game_id][0][sheet.player]
            assert f"{name}: {sheet.total} VP, card by card" in titles
            points = [int(table.item(r, 0).text()) for r in range(table.rowCount())]
            assert sum(points) == sheet.total
    assert window.act_results.isEnabled()
    dialog.close()
    window.act_results.trigger()  # Game ▸ Results… shows it again
    assert dialog.isVisible()


def test_ls_the_end_of_the_night_is_summed_up(qtbot, window):
    play_to_end(qtbot, window, "last_spell")
    session = window.session
    state = session.state
    heroes, night = tables(window.end_screen.dialog)
    in_play = [h for h in state.heroes if h.in_play]
    assert column_names(heroes) == [h.name for h in in_play]  # one player: the heroes' own names
    assert row_names(heroes) == ["Damage dealt to monsters", "Monsters finished off", "Damage taken", "HP left"]
    rows = dict(zip(row_names(night), (night.item(r, 0).text() for r in range(night.rowCount())), strict=True))
    assert rows["Mages left on the magic circle"] == str(state.mages)
    assert rows["Panic: flames left on the track"] == f"{sum(state.panic)} of {len(state.panic)}"
    # the figures are the events' own: wounds taken, monsters killed by kind
    events = [e for h in session.core.history for e in h.events]
    taken = sum(e.args["amount"] for e in events if e.kind == "hero_damaged")
    assert sum(int(heroes.item(2, c).text()) for c in range(heroes.columnCount())) == taken
    killed = [e for e in events if e.kind == "monster_killed"]
    defeated = sum(int(v) for k, v in rows.items() if k.startswith("Defeated: "))
    assert defeated == len(killed)
    titles = [label.text() for label in window.end_screen.dialog.findChildren(QLabel)]
    assert "The heroes" in titles and f"Night {state.night}" in titles


def test_ls_summary_attributes_damage_to_the_attacking_hero():
    """engine/games/last_spell/summary.py: a hero's attack's damage is that hero's; the monsters'
    damage to heroes and structures is counted by kind (no Qt)."""
    from rookraiders_desktop.engine.core.game import Event
    from rookraiders_desktop.engine.core.session import Session
    from rookraiders_desktop.engine.games.last_spell import actions as act
    from rookraiders_desktop.engine.registry import GAMES as REGISTRY

    session = Session(REGISTRY["last_spell"], setup_of(["Me"]), 3)
    state = session.state
    hero = state.heroes[0].index
    attack = act.Punch.model_construct(player=0, hero=hero)
    entries = [
        (
            attack,
            [
                Event(kind="monster_damaged", args={"amount": 2}),
                Event(kind="monster_killed", args={"kind": "x", "by": hero}),
            ],
        ),
        (
            None,
            [
                Event(kind="monster_damaged", args={"amount": 5}),
                Event(kind="hero_damaged", args={"hero": hero, "amount": 3}),
            ],
        ),
        (
            None,
            [
                Event(kind="structure_destroyed", args={"kind": "house"}),
                Event(kind="circle_damaged", args={"amount": 1}),
            ],
        ),
    ]
    summary = night_summary(state, entries)
    assert summary.damage_dealt[hero] == 2 and summary.kills[hero] == 1 and summary.damage_taken[hero] == 3
    assert summary.defeated == {"x": 1} and summary.structures_lost == {"house": 1} and summary.mages_lost == 1
    assert summary.mages_left == state.mages and summary.panic_spaces == len(state.panic)


def test_play_again_keeps_the_set_up_with_a_new_seed(qtbot, window):
    play_to_end(qtbot, window, "roguelight")
    old = window.session
    window.end_screen.dialog.play_again.click()
    new = window.session
    assert new is not old and new.result() is None and not window.end_screen.dialog.isVisible()
    assert new.setup == old.setup and new.core.seed != old.core.seed


def test_rematch_deals_the_same_game_again(qtbot, window):
    play_to_end(qtbot, window, "roguelight")
    old = window.session
    first = old.core.history[0].state_before()  # the position the old game started from
    window.end_screen.dialog.rematch.click()
    new = window.session
    assert new is not old and new.setup == old.setup and new.core.seed == old.core.seed
    assert not new.core.history and new.state.model_dump() == first.model_dump()


def test_replay_this_game_opens_the_replay_at_its_end(qtbot, window):
    play_to_end(qtbot, window, "rook_raiders")
    window.end_screen.dialog.replay.click()
    assert window.replay.active and window.replay.page.replay.length == len(window.session.core.history)


def test_new_game_opens_the_new_game_dialog_of_that_game(qtbot, window):
    play_to_end(qtbot, window, "rook_raiders")
    window.end_screen.dialog.new_game.click()
    assert window.dialog is not None and window.dialog.isVisible() and window.dialog.game.game_id == "rook_raiders"
    window.dialog.close()


def test_undo_takes_the_end_back_and_the_autosave_forgets_it(qtbot, private_data_dir):
    from rookraiders_desktop.bridge.autosaves import recent_autosaves
    from rookraiders_desktop.ui.main_window import MainWindow

    w = MainWindow(bot_delay_ms=0, autosave=True, load_after_paint=False)
    qtbot.addWidget(w)
    w.show()
    play_to_end(qtbot, w, "roguelight")
    assert [a.finished for a in recent_autosaves()] == [True]
    w.undo()
    assert w.session.result() is None and not w.end_screen.dialog.isVisible()
    assert [a.finished for a in recent_autosaves()] == [False]
    w.session.close()
