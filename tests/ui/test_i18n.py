"""Translations: every string the app can show exists in Japanese, the Japanese interface really
speaks Japanese through whole games, the language switches mid-game without touching the game,
and every refused move is explained in Japanese too.

The interface's English is the source language of rookraiders_ja.ts (Qt Linguist format,
maintained with `python -m rookraiders_desktop.ui.i18n_tools update`)."""

from __future__ import annotations

import filecmp
import pickle
import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator
from PySide6.QtWidgets import QApplication

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import state_hash
from rookraiders_desktop.ui import i18n, i18n_tools

HINT = (
    '\nEvery string shown must be found by pyside6-lupdate: write self.tr("..."), '
    'QCoreApplication.translate("Context", "...") or QT_TRANSLATE_NOOP("Context", "...") with literal '
    "strings (a helper such as _tr(text) hides them), run `python -m rookraiders_desktop.ui.i18n_tools update` "
    "and translate the new entries of resources/i18n/rookraiders_ja.ts (Qt Linguist, or edit the XML), then "
    "`python -m rookraiders_desktop.ui.i18n_tools release`."
)
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]")  # kana, kanji, full-width forms
OUR_CONTEXTS = {m["context"] for m in i18n_tools.read_ts(i18n_tools.I18N_DIR / "rookraiders_ja.ts")}


# --- the .ts and .qm files --------------------------------------------------------------------


def test_every_source_string_has_a_finished_translation_with_the_same_placeholders():
    """lupdate over the whole package into a copy of the .ts: a tr()/translate()/
    QT_TRANSLATE_NOOP string without a finished Japanese translation fails here."""
    problems = i18n_tools.problems()
    assert not problems, "\n".join(problems[:60]) + ("\n…" if len(problems) > 60 else "") + HINT


def test_placeholder_check_catches_a_broken_translation(tmp_path):
    ts = tmp_path / "rookraiders_ja.ts"
    text = (i18n_tools.I18N_DIR / "rookraiders_ja.ts").read_text(encoding="utf-8")
    text = text.replace("<translation>{who}は募兵しない</translation>", "<translation>{name}は募兵しない</translation>")
    ts.write_text(text, encoding="utf-8")
    found = i18n_tools.problems(ts)
    assert any("placeholders differ" in line and "does not recruit" in line for line in found), found


def test_committed_qm_is_the_compiled_ts(tmp_path):
    """The .qm is committed (the app and the packaged build need no Qt tools); it must be
    exactly what pyside6-lrelease makes of the committed .ts."""
    for lang in i18n_tools.LANGS:
        fresh = tmp_path / f"rookraiders_{lang}.qm"
        i18n_tools.lrelease(i18n_tools.I18N_DIR / f"rookraiders_{lang}.ts", fresh)
        committed = i18n_tools.I18N_DIR / f"rookraiders_{lang}.qm"
        assert filecmp.cmp(fresh, committed, shallow=False), (
            f"{committed.name} is out of date: run python -m rookraiders_desktop.ui.i18n_tools release"
        )


def test_card_and_term_names_follow_the_rulebook():
    from rookraiders_desktop.engine.games.rook_raiders.content import load_content
    from rookraiders_desktop.engine.games.rook_raiders.text import name

    content = load_content()
    for d in list(content.units.values()) + list(content.monsters.values()):
        assert name(d.id, "ja") == d.name_ja
        assert name(d.id, "en") == f"{d.name_ja} ({d.name_en})"
    assert [name(c, "ja") for c in ("advance", "ambush", "rest", "reward", "recruit")] == [
        "進撃",
        "奇襲",
        "休息",
        "報酬",
        "募兵",
    ]
    translations = {
        (m["context"], m["source"]): m["translation"]
        for m in i18n_tools.read_ts(i18n_tools.I18N_DIR / "rookraiders_ja.ts")
    }
    for source, term in [
        ("Full Move costs 1 honour mark", "全力移動"),
        ("Willpower costs 1 honour mark", "意思の力"),
        (" (Support 援護)", "援護"),
        ("Fatigue recovery 疲労回復", "疲労回復"),
        ("{who} is eliminated ({rule})", "脱落"),
        ("Declare victory!", "勝利宣言"),
        ("{monster_text} makes a bonus move", "ボーナス移動"),
        ("{who} takes a medal token (face down)", "勲章トークン"),
        ("{unit_text} faints and returns to {who}'s hand", "気絶"),
        ("Enemy phase (エネミーフェイズ): 5 Invasion 侵略", "侵略"),
        ("6 Summon 召喚", "召喚"),
        ("{who} spends {amount} honour mark(s)", "栄誉マーク"),
    ]:
        assert term in translations[("RookRaiders", source)], source
    for d in content.units.values():
        if d.flavour:
            assert d.flavour_ja and JAPANESE.search(d.flavour_ja), d.id


# --- the Japanese interface at work -----------------------------------------------------------


class RecordingTranslator(QTranslator):
    """Installed last, so Qt asks it first: it records every (context, source) and answers
    nothing, so the real translators answer."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[tuple[str, str]] = set()

    def translate(self, context, source, disambiguation=None, n=-1):
        if source:
            self.asked.add((str(context), str(source)))
        return None  # a null string: "not here", Qt asks the next translator


@pytest.fixture
def japanese():
    """The interface in Japanese with a translator recording every lookup; yields a function
    listing the (context, source) pairs of ours that had no translation."""
    app = QApplication.instance()
    i18n.set_language("ja")
    recorder = RecordingTranslator()
    app.installTranslator(recorder)
    ours = QTranslator()
    assert i18n.load_qm(ours, i18n.qm_path("ja"))  # from memory: a .qm rewritten meanwhile must not kill the run
    qt = QTranslator()
    qt.load("qtbase_ja", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))

    def missing() -> list[tuple[str, str]]:
        found_sources = {s for c, s in recorder.asked if ours.translate(c, s) or qt.translate(c, s)}
        result = []
        for context, source in sorted(recorder.asked):
            if context.startswith("Q") and context not in OUR_CONTEXTS:
                continue  # Qt's own widgets: qtbase's translations, not ours
            if ours.translate(context, source) or qt.translate(context, source) or source in found_sources:
                continue  # (self.tr() also asks the base classes' contexts)
            result.append((context, source))
        return result

    missing.recorder = recorder  # type: ignore[attr-defined]
    missing.hint = HINT  # type: ignore[attr-defined]
    yield missing
    app.removeTranslator(recorder)
    i18n.set_language("en")


def _human_seats(names: list[str], **options) -> Setup:
    return Setup(seats=[SeatSetup(name=n) for n in names], options=options)


def _play_through_the_window(qtbot, window, bots, max_steps: int = 20000) -> dict:
    """Every seat is human at the table; bots choose for them and the choice goes through the
    window as a click on a button would. Returns what the interface showed on the way."""
    shown = {"titles": set(), "hints": set(), "buttons": set(), "status": set()}
    session = window.session
    for _ in range(max_steps):
        if session.result() is not None:
            break
        if window.table_stack.currentWidget() is window.curtain:
            shown["titles"].add(window.curtain.title.text())
            window.curtain.button.click()
        seat = session.acting()
        assert seat is not None and window.viewer == seat
        shown["titles"].add(window.prompt.title.text())
        shown["hints"].add(window.prompt.hint.text())
        shown["buttons"].update(window.prompt.button_texts())
        action = decide(bots[seat], session.game, session.state, seat)
        window.choose(action)
        shown["status"].add(window.prompt.status.text())
    assert session.result() is not None, "the game did not end"
    shown["titles"].add(window.prompt.title.text())
    shown["hints"].add(window.prompt.hint.text())
    return shown


def _scene_texts(window) -> list[str]:
    from rookraiders_desktop.ui.items import LabelItem, ZoneItem

    texts = []
    for item in window.scene.table_items().values():
        if isinstance(item, LabelItem):
            texts.append(item.look.text)
        elif isinstance(item, ZoneItem):
            texts += [item.look.title, item.look.subtitle]
        tip = item.toolTip()
        if tip:
            texts.append(tip)
    return [t for t in texts if t]


def _assert_japanese(texts, what: str, allow=()) -> None:
    english = [t for t in texts if t and re.search(r"[A-Za-z]{3,}", t) and not JAPANESE.search(t) and t not in allow]
    assert not english, f"{what} still in English: {english[:10]}"


@pytest.mark.parametrize("players", [1, 4])
def test_whole_games_in_japanese_have_every_string_translated(qtbot, window, japanese, players):
    names = ["Alice", "Bob", "Chiyo", "Daichi"][:players]
    options = {"solo_difficulty": "hard"} if players == 1 else {}
    window.start_game("rook_raiders", _human_seats(names, **options), seed=11 + players)
    bots = [make_bot("greedy", 100 + i, "rook_raiders") for i in range(players)]
    shown = _play_through_the_window(qtbot, window, bots)
    assert not japanese(), f"strings shown without a translation: {japanese()}{HINT}"
    log = window.log.lines()
    assert len(log) > 50
    _assert_japanese(log, "log lines")
    assert all(JAPANESE.search(line) for line in log if line.strip()), [
        line for line in log if not JAPANESE.search(line)
    ][:5]
    _assert_japanese(shown["titles"] | shown["hints"], "prompt texts", allow=set(names))
    _assert_japanese(shown["buttons"], "buttons")
    assert any("勝利" in t or "敗北" in t or "引き分け" in t for t in shown["titles"])  # the game-over headline
    _assert_japanese(_scene_texts(window), "table captions and tooltips", allow=set(names))
    menus = [a.text() for a in window.menuBar().actions()]
    assert all(JAPANESE.search(t) for t in menus), menus
    # card names: the rulebook's Japanese only, never "(Warrior★)"
    assert not any(re.search(r"\((Warrior|Cleric|Sorcerer|Thief|Goblin|Skeleton)", line) for line in log)


def test_new_game_dialog_library_and_curtain_in_japanese(qtbot, window, japanese):
    window.library.populate()
    window.new_game("rook_raiders")
    dialog = window.dialog
    texts = [
        dialog.windowTitle(),
        dialog.seats_box.title(),
        dialog.count_label.text(),
        dialog.difficulty_label.text(),
        dialog.kinds[0].itemText(1),
    ]
    dialog.reject()
    texts += [window.library.title.text(), window.library.list.item(0).text(), window.log.placeholderText()]
    window.curtain.show_for("Bob")
    texts += [window.curtain.title.text(), window.curtain.note.text(), window.curtain.button.text()]
    assert all(JAPANESE.search(t) for t in texts), texts
    assert not japanese(), f"strings shown without a translation: {japanese()}{HINT}"


def test_switching_language_mid_game_keeps_the_game(qtbot, window):
    window.start_game("rook_raiders", _human_seats(["Ann", "Ben"]), seed=5)
    session = window.session
    bots = [make_bot("greedy", 1, "rook_raiders"), make_bot("greedy", 2, "rook_raiders")]
    for _ in range(40):
        if window.table_stack.currentWidget() is window.curtain:
            window.curtain.button.click()
        seat = session.acting()
        window.choose(decide(bots[seat], session.game, session.state, seat))
    if window.table_stack.currentWidget() is window.curtain:
        window.curtain.button.click()
    before = state_hash(session.state)
    english = (window.prompt.title.text(), window.prompt.hint.text(), window.prompt.button_texts(), window.log.lines())
    undo = window.act_undo.isEnabled()

    i18n.set_language("ja")
    assert window.session is session and state_hash(session.state) == before
    assert window.act_undo.isEnabled() == undo
    japanese_view = (
        window.prompt.title.text(),
        window.prompt.hint.text(),
        window.prompt.button_texts(),
        window.log.lines(),
    )
    assert japanese_view[0] != english[0] and JAPANESE.search(japanese_view[0])
    assert japanese_view[1] != english[1] and JAPANESE.search(japanese_view[1])
    assert len(japanese_view[3]) == len(english[3])  # the whole log, rebuilt from the events
    assert all(JAPANESE.search(line) for line in japanese_view[3])
    assert "ゲーム" in window.menuBar().actions()[0].text()
    assert JAPANESE.search(window.scene.item("central").look.title)

    # the game goes on in Japanese, then back to English exactly as before
    i18n.set_language("en")
    assert state_hash(session.state) == before
    assert (
        window.prompt.title.text(),
        window.prompt.hint.text(),
        window.prompt.button_texts(),
        window.log.lines(),
    ) == english
    assert window.scene.item("central").look.title == "中央エリア Central area"


def test_system_language_and_choice():
    assert i18n.resolve("ja") == "ja" and i18n.resolve("ja_JP") == "ja" and i18n.resolve("en") == "en"
    assert i18n.resolve("system") == i18n.system_language() in ("en", "ja")
    got = []
    i18n.language_notifier.changed.connect(got.append)
    try:
        i18n.set_language("ja")
        assert QCoreApplication.translate("RookRaiders", "Declare victory!") == "勝利宣言\N{FULLWIDTH EXCLAMATION MARK}"
        i18n.set_language("en")
        assert QCoreApplication.translate("RookRaiders", "Declare victory!") == "Declare victory!"
    finally:
        i18n.language_notifier.changed.disconnect(got.append)
    assert got == ["ja", "en"]


# --- refused moves --------------------------------------------------------------------------


def test_every_rule_violation_of_illegal_clicks_is_explained_in_japanese(qtbot, window, japanese, monkeypatch):
    """Bots play 2- and 1-player games; at every decision a handful of random table clicks go
    through the window. Every rule violation the engine raises for them must be shown with a
    translated template, its placeholders filled."""
    raised: list[RuleViolation] = []
    real_error_text = i18n.error_text

    def recording_error_text(exc):
        if isinstance(exc, RuleViolation):
            raised.append(exc)
        return real_error_text(exc)

    monkeypatch.setattr(i18n, "error_text", recording_error_text)
    ours = QTranslator()
    assert i18n.load_qm(ours, i18n.qm_path("ja"))  # from memory: a .qm rewritten meanwhile must not kill the run
    rng = random.Random(3)
    for names, seed in ((["Ann", "Ben"], 21), (["Solo"], 22)):
        window.start_game("rook_raiders", _human_seats(names), seed=seed)
        session = window.session
        bots = [make_bot("greedy", seed + i, "rook_raiders") for i in range(len(names))]
        for _step in range(400):
            if session.result() is not None:
                break
            if window.table_stack.currentWidget() is window.curtain:
                window.curtain.button.click()
            seat = session.acting()
            keys = [k for k in window.scene._by_key if isinstance(k, tuple)]
            for key in rng.sample(keys, min(6, len(keys))):
                before = state_hash(session.state)
                window.on_click(key)
                status = window.prompt.status.text()
                if status:
                    assert JAPANESE.search(status), status
                if state_hash(session.state) != before:  # the click made a legal move
                    break
                window.clear_picks()
            if session.result() is not None or session.acting() != seat:
                continue
            window.choose(decide(bots[seat], session.game, session.state, seat))
    assert len({(e.rule, e.template) for e in raised}) >= 15, {(e.rule, e.template) for e in raised}
    for exc in raised:
        translated = ours.translate("RookRaiders", exc.template)
        assert translated, f"no translation for {exc.template!r} ({exc.rule})"
        text = exc.render(i18n.engine_tr)
        assert JAPANESE.search(text) and "{" not in text.replace("{}", ""), text
        assert text.endswith(f"[{exc.rule}]")
    assert not japanese(), f"strings shown without a translation: {japanese()}{HINT}"


def test_each_raise_in_the_rules_uses_a_marked_template():
    """A raise with a plain string would show English in Japanese: every RuleViolation and
    ActionRejected in the engine, raised or returned by a legality check, passes a
    QT_TRANSLATE_NOOP template."""
    root = Path(i18n_tools.PACKAGE_DIR) / "engine"
    unmarked = []
    for path in root.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for match in re.finditer(r"(?:raise|return) (RuleViolation|ActionRejected|SaveError|ContentError)\(", text):
            call = re.split(r"\b(?:raise|return) ", text[match.end() : match.end() + 300].split("\n\n")[0])[0]
            words = [
                lit
                for lit in re.findall(r'"([^"]*)"', call.split(" from ")[0])
                if re.search(r"[A-Za-z]{3,}", lit) and not re.fullmatch(r"[A-Z]+(-[A-Z0-9.]+)?", lit)
            ]
            if words and "QT_TRANSLATE_NOOP" not in call:
                unmarked.append(f"{path.name}: {match.group(0)}{call[:80]}")
    assert not unmarked, unmarked


def test_translated_violation_from_a_probe(qtbot, window, japanese):
    """An action of the wrong kind is refused with a Japanese message naming the clause."""
    window.start_game("rook_raiders", _human_seats(["Solo"]), seed=2)
    session = window.session
    exc = None
    state = pickle.loads(pickle.dumps(session.state))
    from rookraiders_desktop.engine.games.rook_raiders.actions import ChooseCommand

    try:
        session.game.apply(state, ChooseCommand(player=0, command="nonsense"))
    except RuleViolation as caught:
        exc = caught
    assert exc is not None
    text = i18n.error_text(exc)
    assert JAPANESE.search(text) and text.endswith(f"[{exc.rule}]"), text


def test_refused_save_file_is_explained_in_japanese(qtbot, window, japanese, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json", encoding="utf-8")
    assert not window.open_path(bad)
    box = window.message_box
    assert box is not None and "bad.json" in box.text()
    assert JAPANESE.search(box.text()) and JAPANESE.search(box.windowTitle()), (box.windowTitle(), box.text())
    box.close()
    assert not japanese(), f"strings shown without a translation: {japanese()}{HINT}"


@pytest.mark.parametrize("locale, expected", [("ja_JP.UTF-8", "ja"), ("en_US.UTF-8", "en"), ("de_DE.UTF-8", "en")])
def test_first_start_follows_the_system_language(tmp_path, locale, expected):
    """No stored choice and no ROOKRAIDERS_LANGUAGE: a Japanese system gives Japanese, any other
    English; a stored choice wins over the system."""
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k not in ("ROOKRAIDERS_LANGUAGE", "LANGUAGE")}
    env.update(
        LC_ALL=locale, LANG=locale, XDG_CONFIG_HOME=str(tmp_path), HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen"
    )
    script = (
        "from rookraiders_desktop.ui.app import application\n"
        "from rookraiders_desktop.ui import i18n\n"
        "from PySide6.QtCore import QSettings\n"
        "app = application()\n"
        "print(i18n.install_initial_language())\n"
        "QSettings().setValue('language', 'en' if i18n.current_language() == 'ja' else 'ja')\n"
        "QSettings().sync()\n"
        "print(i18n.install_initial_language())\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    first, stored = done.stdout.split()
    assert first == expected
    assert stored == ("en" if expected == "ja" else "ja")
