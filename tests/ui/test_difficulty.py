"""Bot difficulty levels (issue 18): the new-game dialog offers Easy, Normal, Hard and Expert per
bot seat with what each means, remembers them per game; the journal and the statistics name the
level; the coach's hint comes from the expert's search."""

from __future__ import annotations

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.journal import difficulty_of
from rookraiders_desktop.ui.stats_window import difficulty_label


def test_the_dialog_offers_the_levels_with_their_meaning_and_remembers_them(qtbot, window):
    window.new_game("nameless_dark_lord")
    dialog = window.dialog
    kinds = dialog.kinds[1]
    texts = [kinds.itemText(i) for i in range(kinds.count())]
    assert texts == ["Human", "Bot: Easy", "Bot: Normal", "Bot: Hard", "Bot: Expert", "Bot (random)"]
    expert = texts.index("Bot: Expert")
    assert "never peeks" in kinds.itemData(expert, 3)  # its tooltip (Qt.ToolTipRole)
    note = dialog.levels_note.text()
    assert all(f"{level}:" in note for level in ("Easy", "Normal", "Hard", "Expert")) and dialog.levels_note.isVisible()
    kinds.setCurrentIndex(expert)
    dialog.kinds[2].setCurrentIndex(texts.index("Bot: Hard"))
    assert [seat.bot for seat in dialog.setup().seats] == [None, "expert", "hard"]
    with qtbot.waitSignal(dialog.accepted):
        dialog._accept()
    window.session.close()

    window.new_game("nameless_dark_lord")  # the same game: the levels come back
    assert [k.currentText() for k in window.dialog.kinds[:3]] == ["Human", "Bot: Expert", "Bot: Hard"]
    window.dialog.reject()
    window.new_game("roguelight")  # another game keeps its own seats
    assert "Bot: Expert" not in [k.currentText() for k in window.dialog.kinds]
    window.dialog.reject()


def test_the_journal_and_the_statistics_name_the_levels() -> None:
    def against(*bots: str) -> str:
        return difficulty_of(Setup(seats=[SeatSetup(name="Me"), *(SeatSetup(name=b, bot=b) for b in bots)]))

    assert against("expert", "expert") == "expert_bots" and against("greedy", "hard") == "greedy+hard_bots"
    assert against("easy") == "easy_bots" and against("greedy", "random") == "greedy+random"
    assert difficulty_label("expert_bots") == "Expert bots"
    assert difficulty_label("greedy+hard_bots") == "Greedy bots + Hard bots"


def test_the_hint_comes_from_the_experts_search(qtbot, window):
    window.start_game("nameless_dark_lord", Setup(seats=[SeatSetup(name=f"P{i}") for i in range(3)]), seed=5)
    window.coach.show_hint()
    assert "Thinking" in window.coach.box.text.text() and window.coach.hint is None
    qtbot.waitUntil(lambda: window.coach.hint is not None, timeout=60000)
    session = window.session
    assert window.coach.hint.action in session.legal_actions(session.acting())
    assert "played out 3 ways" in window.coach.box.text.text()
