"""The quick reference (issue 16 item 3) through the real window: from the prompt's link (and F2)
and from a library card; the round's phases in the engine's order with the current one marked,
what the seat at the screen may do now (its own legal actions only), and how the game ends, every
clause id a link to the rules help."""

from __future__ import annotations

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.ui import i18n

TWO_HUMANS = Setup(seats=[SeatSetup(name="Alice"), SeatSetup(name="Bob")])


def text_of(dialog) -> str:
    return dialog.text.toPlainText()


def test_rr_6_1_from_the_prompt_the_phases_in_order_the_choices_and_the_end(qtbot, window):
    window.start_game("rook_raiders", TWO_HUMANS, seed=2)
    session = window.session
    window.quick_reference.link.linkActivated.emit("reference")  # the link under the prompt's title
    dialog = window.quick_reference.dialog
    assert dialog.isVisible() and dialog.windowTitle() == "Quick reference: Rook & Raiders (ルーク&レイダース)"
    text = text_of(dialog)
    names = list(session.game.phase_names.values())
    at = 0
    for name in names:  # in the engine's order
        at = text.index(name, at) + len(name)
    phase = session.game.timeline(session.state)["phase"]
    assert f"▶ {session.game.phase_names[phase]}" in text and "(now)" in text
    seat = session.acting()
    first = i18n.describe_action(session.game, session.legal_actions(seat)[0], session.view(seat))
    assert first in text  # an example of each kind of the seat's legal actions
    assert "RR-19.4" in text and "How the game ends" in text
    assert 'href="rule:RR-19.4"' in dialog.text.toHtml()


def test_nd_4_2_another_players_turn_lists_nothing_of_theirs(qtbot, window):
    setup = Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Ben"), SeatSetup(name="Cy")])
    window.start_game("nameless_dark_lord", setup, seed=5)
    session = window.session
    acting = session.acting()
    window.viewer = (acting + 1) % 3  # someone else at the screen (as after the curtain)
    dialog = window.quick_reference.open()
    text = text_of(dialog)
    assert f"Nothing: it is {session.seat_names[acting]}'s turn." in text
    for action in session.legal_actions(acting):
        assert i18n.describe_action(session.game, action, session.view(acting)) not in text


def test_ls_1_8_from_the_library_without_a_game(qtbot, window):
    window.library.populate()
    window.library.cards["last_spell"].reference_button.click()
    text = text_of(window.quick_reference.dialog)
    assert "Monster phase" in text and "Hero phase" in text and "LS-1.8" in text
    assert "Start a game to see your choices here." in text and "(now)" not in text


def test_f2_and_a_link_follow_to_the_rules(qtbot, window):
    from PySide6.QtCore import QUrl

    window.start_game("roguelight", Setup(seats=[SeatSetup(name="Me")]), seed=1)
    window.act_quick_reference.trigger()
    dialog = window.quick_reference.dialog
    assert "Building part" in text_of(dialog)
    dialog.text.anchorClicked.emit(QUrl("rule:RL-15.2"))
    assert window.rules_help.dialog is not None and window.rules_help.dialog.isVisible()


def test_japanese(qtbot, window):
    i18n.set_language("ja")
    window.start_game("roguelight", Setup(seats=[SeatSetup(name="Me")]), seed=1)
    dialog = window.quick_reference.open()
    text = text_of(dialog)
    assert "早見表" in dialog.windowTitle() and "ラウンドの流れ" in text and "ゲームの終わり方" in text
    assert "(now)" not in text and "（現在）" in text  # noqa: RUF001 - the Japanese parentheses are the text


def test_rr_6_1_the_open_reference_follows_the_game(qtbot, window):
    window.start_game("rook_raiders", Setup(seats=[SeatSetup(name="Me")]), seed=2)
    session = window.session
    dialog = window.quick_reference.open()
    assert "▶ Initial placement" in text_of(dialog)
    while session.game.timeline(session.state)["phase"] == "placement":
        window.choose(session.legal_actions(0)[0])
    now = session.game.phase_names[session.game.timeline(session.state)["phase"]]
    qtbot.waitUntil(lambda: f"▶ {now}" in text_of(dialog))
    assert "▶ Initial placement" not in text_of(dialog)
