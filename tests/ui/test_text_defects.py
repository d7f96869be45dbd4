"""Issue 15 item 6: no engine ids or untranslated words in what the window shows, and counts of
1 read right (no "1 cards", "1 games", "a item")."""

from __future__ import annotations

import random
import re

import pytest

from rookraiders_desktop.engine.core.game import Event, SeatSetup, Setup
from rookraiders_desktop.engine.core.i18n import english

SNAKE_ID = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b|\b[a-z]+:[a-z0-9_/]+\b")
ENGLISH_WORDS = re.compile(r"LEADER|FOLLOWER|AUTO")
BAD_PLURAL = re.compile(r"(?<![\d.,])\b1 [a-z]+s\b|\b1 are\b|\ba [aeiou]\w*\b")


def shown_texts(window) -> list[str]:
    prompt = window.prompt
    texts = [prompt.picks.text(), prompt.status.text(), prompt.hint.text(), *prompt.button_texts()]
    texts += window.log.lines()
    for item in window.scene.items():
        look = getattr(item, "look", None)
        for field in ("text", "label", "badge", "title", "caption"):
            value = getattr(look, field, None)
            if isinstance(value, str):
                texts.append(value)
    return [t for t in texts if t]


def play(window, game_id: str, steps: int, seed: int) -> set[str]:
    from rookraiders_desktop.engine.registry import GAMES

    players = max(2, GAMES[game_id].min_players) if GAMES[game_id].max_players > 1 else 1
    window.start_game(game_id, Setup(seats=[SeatSetup(name=f"P{i}") for i in range(players)]), seed)
    rng = random.Random(seed)
    seen: set[str] = set()
    for _ in range(steps):
        session = window.session
        seat = session.acting(prefer=window.viewer)
        if seat is None:
            break
        if seat != window.viewer:
            window.viewer = seat
            window.refresh()
        keys = list(window.picker.next_keys())
        if keys and rng.random() < 0.6:
            window.on_click(rng.choice(keys))  # picks: the "Picked:" line names what is picked
        else:
            legal = session.legal_actions(seat)
            if not legal:
                break
            window.choose(rng.choice(legal))
        seen.update(shown_texts(window))
    return seen


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id", ["rook_raiders", "last_spell", "nameless_dark_lord", "roguelight"])
def test_no_ids_or_english_words_in_the_window(window, game_id, lang):
    from rookraiders_desktop.ui import i18n

    i18n.set_language(lang)
    seen = play(window, game_id, 120, seed=3)
    ids = sorted(t for t in seen if SNAKE_ID.search(t))
    assert not ids, ids[:10]
    if lang == "ja":
        english_words = sorted(t for t in seen if ENGLISH_WORDS.search(t))
        assert not english_words, english_words[:10]


def test_counts_of_0_1_2_read_right():
    from rookraiders_desktop.engine.games.last_spell import text as ls_text
    from rookraiders_desktop.engine.games.roguelight import text as rl_text

    texts = []
    for n in (0, 1, 2):
        texts.append(ls_text.describe_event(Event(kind="circle_damaged", args={"amount": n, "mages": n})))
        texts.append(ls_text.describe_event(Event(kind="panic_spread", args={"count": n, "removed": n})))
        texts.append(ls_text.reward_text(f"gold:{n}"))
        texts.append(english("Roguelight", rl_text.EVENT_TEXT["wall"]).format(who="Ann", n=n))
        texts.append(english("Roguelight", rl_text.EVENT_TEXT["rect"]).format(who="Ann", w=2, h=3, monsters=n))
        texts.append(english("Roguelight", rl_text.EVENT_TEXT["equip"]).format(items=n, level=n))
        texts.append(ls_text.describe_event(Event(kind="monster_targets", args={"count": n, "attacks": []})))
    texts.append(english("Roguelight", rl_text.EVENT_TEXT["special"]).format(who="Ann", effect_text="item"))
    bad = [t for t in texts if BAD_PLURAL.search(t)]
    assert not bad, bad
