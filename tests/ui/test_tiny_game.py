"""A game that lives only in this test joins the app the way docs/ADDING_A_GAME.md says, touching
no shared file: Coin Pile, two players take 1 to 3 coins from a pile of 7 in turn, whoever takes
the last coin wins. Its room is a TurnBasedGame (engine/core/room.py), its table a GameScene
(ui/scene_base.py); the test registers both (engine/registry.register, ui/games.register_scene)
and plays it through the real window: new game, a click on the table, undo, save, load, replay,
the result."""

from __future__ import annotations

from typing import Any, ClassVar, Literal

import pytest
from pydantic import BaseModel, Field, TypeAdapter
from PySide6.QtCore import Qt
from ui_helpers import click_key

from rookraiders_desktop.engine import registry
from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.core.game import Event, Result, Setup
from rookraiders_desktop.engine.core.i18n import Translate, english
from rookraiders_desktop.engine.core.room import TurnBasedGame, apply_atomically, decide
from rookraiders_desktop.ui import games as ui_games
from rookraiders_desktop.ui.items import LabelItem, LabelLook, TokenItem, TokenLook, ZoneItem, ZoneLook
from rookraiders_desktop.ui.items.token import TokenStyle
from rookraiders_desktop.ui.scene_base import GameScene, LatestEvent

PILE = 7


# --- the rules (engine/games/coin_pile/ in a real game) ----------------------------------------
class Flow(BaseModel):
    decision: str | None = None
    decider: int | None = None


class PileState(BaseModel):
    pile: int
    flow: Flow = Field(default_factory=Flow)
    result: Result | None = None
    opening_events: list[Event] = Field(default_factory=list)


class Take(BaseModel):
    kind: Literal["take"] = "take"
    player: int  # every action names its player (the session checks it is theirs to act)
    coins: int


class CoinPile(TurnBasedGame):
    game_id = "coin_pile"
    title = "Coin Pile"
    title_ja = "コインの山"
    text_context = "CoinPile"
    min_players = max_players = 2
    hidden_information = False  # nothing secret: no curtain between the players
    rule_prefixes = ("CP",)
    state_model = PileState
    action_adapter: ClassVar[TypeAdapter[Any]] = TypeAdapter(Take)

    @property
    def content_version(self) -> str:
        return "1"  # no data files

    def validate_setup(self, setup: Setup) -> None:
        if len(setup.seats) != 2:
            raise RuleViolation("CP-1", "Coin Pile is for two players")

    def create(self, setup: Setup, seed: int) -> PileState:
        state = PileState(pile=PILE, opening_events=[Event(kind="pile", args={"coins": PILE})])
        decide(state, "take", 0)
        return state

    def legal_for(self, state: PileState, player: int) -> list[BaseModel]:
        return [Take(player=player, coins=n) for n in (1, 2, 3) if n <= state.pile]

    def apply(self, state: PileState, action: Take) -> list[Event]:
        def work(events: list[Event]) -> None:
            player = action.player
            if player != state.flow.decider or not 1 <= action.coins <= min(3, state.pile):
                raise RuleViolation("CP-2", "Take 1 to 3 coins, no more than the pile holds")
            state.pile -= action.coins
            events.append(Event(kind="take", args={"player": player, "coins": action.coins, "left": state.pile}))
            if state.pile == 0:
                state.result = Result(
                    winners=[player],
                    reason="CP-3: took the last coin",
                    rule="CP-3",
                    reason_template="took the last coin",
                )
            else:
                decide(state, "take", 1 - player)

        return apply_atomically(state, work)

    def view(self, state: PileState, viewer: int | None) -> PileState:
        return state

    def describe_action(
        self, action: Take, state: PileState | None = None, tr: Translate = english, lang: str = "en"
    ) -> str:
        return tr(self.text_context, "Take {coins}").format(coins=action.coins)

    def describe_event(
        self, event: Event, names: dict[int, str] | None = None, tr: Translate = english, lang: str = "en"
    ) -> str:
        if event.kind == "pile":
            return tr(self.text_context, "A pile of {coins} coins").format(**event.args)
        who = (names or {}).get(event.args["player"], f"Player {event.args['player'] + 1}")
        return tr(self.text_context, "{who} takes {coins}, {left} left").format(who=who, **event.args)


# --- the table (ui/games/coin_pile/ in a real game) -------------------------------------------
class CoinPileScene(GameScene):
    """The pile in a row; a click on the k-th coin from the end takes k coins."""

    # the game says how its tokens look
    token_styles: ClassVar[dict[str, TokenStyle]] = {"coin": TokenStyle("gold", "ink", "disc")}

    def sync(self, view: PileState, viewer: int | None, acting: int | None, latest: LatestEvent) -> None:
        self.view_state = view
        self.begin_sync()
        for seat in range(self.players):
            self.place(
                ("seat", seat),
                lambda: ZoneItem(ZoneLook(""), 260, 60),
                ZoneLook(f"Player {seat + 1}", glow=seat == acting),
                20 + 280 * seat,
                0,
            )
        for i in range(view.pile):
            from_end = view.pile - i
            key = ("take", from_end) if from_end <= 3 else None
            self.place(("coin", i), lambda: TokenItem(TokenLook("coin")), TokenLook("coin"), 20 + 44 * i, 90, key=key)
        self.place("count", lambda: LabelItem(LabelLook(""), 300), LabelLook(f"{view.pile} coins"), 20, 140)
        self.end_sync()

    def action_keys(self, action: Take) -> tuple[Any, ...]:
        return (("take", action.coins),)

    def mark_kind(self, action: Take) -> str:
        return "select"

    def prompt(self, view: PileState, seat: int) -> str:
        return "Take 1 to 3 coins; whoever takes the last coin wins."


@pytest.fixture
def coin_pile(monkeypatch):
    """Coin Pile registered for one test: the game, then its table; both gone afterwards."""
    game = registry.register(CoinPile())
    monkeypatch.setitem(ui_games.SCENES, CoinPile.game_id, CoinPileScene)  # or ui_games.register_scene
    yield game
    registry.unregister(CoinPile.game_id)


def test_the_registration_is_undone(coin_pile):
    assert registry.get_game("coin_pile") is coin_pile and ui_games.scene_class("coin_pile") is CoinPileScene
    with pytest.raises(ValueError):
        registry.register(type(coin_pile)())  # one id, one game


def test_a_game_from_a_test_plays_through_the_real_window(qtbot, window, coin_pile, tmp_path):
    # the library lists it; "New game" asks for the seats and starts it
    window.library.populate()
    titles = [window.library.list.item(i).text() for i in range(window.library.list.count())]
    assert any(text.startswith("Coin Pile\n") for text in titles)
    window.new_game("coin_pile")
    window.dialog.accept()
    session = window.session
    assert session is not None and session.game is coin_pile
    assert not any(seat.bot for seat in session.setup.seats)  # two people at the table
    assert isinstance(window.scene, CoinPileScene)
    first, _second = session.seat_names  # the dialog's default names
    assert window.prompt.title.text() == f"{first}'s turn"
    assert set(window.scene.marks()) == {("take", 1), ("take", 2), ("take", 3)}

    # a move: a click on the second coin from the end takes two
    click_key(qtbot, window, ("take", 2))
    assert session.state.pile == PILE - 2 and session.acting() == 1
    assert len(window.scene.items_with_key(("take", 3))) == 1
    assert f"{first} takes 2, 5 left" in window.log.toPlainText()

    # undo puts the pile back
    window.undo()
    assert session.state.pile == PILE and session.acting() == 0

    # two moves, then save, then load into a fresh table
    click_key(qtbot, window, ("take", 3))
    click_key(qtbot, window, ("take", 1))
    path = tmp_path / "coins.json"
    assert window.save_to(path)
    assert window.open_path(path)
    assert window.session is not session and window.session.state.pile == PILE - 4
    session = window.session

    # the replay of the file steps through the same piles
    assert window.replay.open_path(path)
    page = window.replay.page
    assert page.slider.maximum() == 2 and page.index == 0
    page.to_end()
    assert page.replay.view_at(page.index, None).pile == PILE - 4
    window.replay.close()
    assert window.pages.currentWidget() is window.table_stack

    # play to the end: the last coin wins, and the window says so
    while session.result() is None:
        seat = session.acting()
        click_key(qtbot, window, ("take", min(3, session.state.pile)))
        assert session.result() is not None or session.acting() != seat
    result = session.result()
    assert result.winners == [0]  # 3, 1, then the last 3 for the first player
    assert window.prompt.title.text() == f"Game over: {first} won"
    assert "took the last coin" in window.prompt.hint.text()
    assert not window.prompt.buttons and not window.scene.marks()


def test_a_click_the_rules_forbid_is_not_on_the_table(qtbot, window, coin_pile):
    window.start_game("coin_pile", Setup(seats=[{"name": "Ann"}, {"name": "Ben"}]), seed=3)
    session = window.session
    for _ in range(2):
        click_key(qtbot, window, ("take", 3))
    assert session.state.pile == 1
    assert not window.scene.items_with_key(("take", 2))  # a single coin left: only "take 1" is there
    with pytest.raises(RuleViolation):
        coin_pile.apply(session.state.model_copy(deep=True), Take(player=0, coins=2))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)  # a click on nothing changes nothing
    assert session.state.pile == 1
