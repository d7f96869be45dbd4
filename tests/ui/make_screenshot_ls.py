"""Render The Last Spell's table off screen at a moment of a night (greedy bots play the heroes up
to it), in English or Japanese:

    QT_QPA_PLATFORM=offscreen python tests/ui/make_screenshot_ls.py \
        [attack|move|start|armour|reroll|end|cetusia|cetusia2|dryad|choose] [en|ja] [PATH]

Without PATH the picture is written to docs/screenshot_last_spell.png (cetusia2 and dryad in English:
docs/screenshot_last_spell_cetusia.png and docs/screenshot_last_spell_dryad.png; the other boss
pictures: screenshots/tmp_*). Attack: Gildenberg night 1 with 2 heroes, the second hero phase, an
attack mode chosen and a monster hovered (the attack preview). Move: the same moment with a token
flipped and a square hovered (reachable squares with their cost and the path). Start: the first hero
phase of night 3 (the Fallen Harpy on the cliff).
Armour / reroll: the first armour decision (monster damage coming) / reroll decision. End: the
night over. Cetusia: Lakeburg night 3, Cetusia's head strikes in its first form (its attack squares
marked, a hero asked about armour); cetusia2: Lakeburg night 3 with 3 heroes, the tail strikes in
form 2. Dryad: Glenwald night 3, the Corrupted Dryad grown among its monoliths, hatcheries and seed
cannons, a hero trapped under a hatchery (put there through the engine, dryad.arrive), the Dryad
hovered (its sectors marked). Choose: Lakeburg night 2, the first decision the rules give the players
(a structure tie, an explosion's victim, a scroll's Curse or chain: its options highlighted and as
buttons; screenshots/tmp_*).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[2]


def _play(game, session, bots, until, limit: int = 4000) -> None:
    from rookraiders_desktop.engine.bots import decide

    state = session.core.state
    for _ in range(limit):
        if until(state) or state.result is not None:
            return
        seat = game.to_move(state)[0]
        session.core.submit(decide(bots[seat], game, state, seat))
        state = session.core.state


BOSS_DOCS = {"cetusia2": "screenshot_last_spell_cetusia.png", "dryad": "screenshot_last_spell_dryad.png"}


def default_path(moment: str, lang: str) -> Path:
    """docs/screenshot_last_spell.png; the bosses' English pictures in docs/ (Cetusia: its second
    form); their other pictures under screenshots/tmp_* (not committed)."""
    if moment in BOSS_DOCS and lang == "en":
        return ROOT / "docs" / BOSS_DOCS[moment]
    if moment in ("cetusia", "cetusia2", "dryad", "choose"):
        return ROOT / "screenshots" / f"tmp_last_spell_{moment}_{lang}.png"
    return ROOT / "docs" / "screenshot_last_spell.png"


def _trap(state) -> None:
    """A hatchery comes in under a hero who is not acting now (through the engine: dryad.arrive), so
    the picture shows a trapped hero."""
    from rookraiders_desktop.engine.games.last_spell import dryad

    heroes = [h for h in state.heroes if h.cell is not None and not h.dead and h.in_play and not h.trapped]
    waiting = [h for h in heroes if h.index != state.flow.hero] or heroes
    if waiting:
        h = waiting[0]
        dryad.arrive(state, "hatchery", tuple(h.cell), "S", [])


def render(
    moment: str = "attack",
    lang: str = "en",
    path: Path | None = None,
    seed: int = 5,
    width: int = 1500,
    height: int = 950,
) -> Path:
    from rookraiders_desktop.bridge.session import GameSession
    from rookraiders_desktop.engine.bots import make_bot
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.ui import i18n
    from rookraiders_desktop.ui.app import application, save_picture, table_window
    from rookraiders_desktop.ui.main_window import registered_games

    app = application()
    i18n.set_language(lang)
    game = registered_games()["last_spell"]
    scenario = {
        "start": "gildenberg_3",
        "reroll": "gildenberg_2",
        "cetusia": "lakeburg_3",
        "cetusia2": "lakeburg_3",
        "dryad": "glenwald_3",
        "choose": "lakeburg_2",
    }.get(moment, "gildenberg_1")
    names = ("Alice", "Bob", "Chiyo") if moment in ("reroll", "cetusia2") else ("Alice", "Bob")  # Chiyo: a magic weapon
    seed = {"cetusia": 1, "cetusia2": 5, "dryad": 2}.get(moment, seed)
    setup = Setup(seats=[SeatSetup(name=n) for n in names], options={"scenario": scenario})
    session = GameSession.new(game, setup, seed, autosave=None)
    bots = [make_bot("greedy", seed + i, game.game_id) for i in range(len(names))]

    def attack_ready(s) -> bool:
        from rookraiders_desktop.engine.games.last_spell.geometry import Board

        if not (s.phase == "hero" and s.monster_phase >= 2 and s.flow.decision == "turn"):
            return False
        board = Board(s)
        return any(
            a.kind == "attack" and board.monster_at(tuple(a.targets[0])) is not None
            for a in game.legal_actions(s, s.flow.decider)
        )

    if moment in ("attack", "move"):
        _play(game, session, bots, attack_ready)
    elif moment in ("armour", "reroll", "choose"):
        _play(game, session, bots, lambda s: s.flow.decision == moment, limit=20000)
    elif moment == "start":
        _play(game, session, bots, lambda s: s.phase == "hero" and s.flow.decision == "turn")
    elif moment in ("cetusia", "cetusia2"):
        form = 2 if moment == "cetusia2" else 1
        _play(
            game,
            session,
            bots,
            lambda s: (
                s.flow.decision == "armour"
                and s.boss.form == form
                and bool(s.damage_queue)
                and s.damage_queue[0].source.startswith("cetusia")
            ),
            limit=20000,
        )
    elif moment == "dryad":
        _play(
            game,
            session,
            bots,
            lambda s: (
                s.phase == "hero"
                and s.flow.decision == "turn"
                and s.boss.growth >= 2
                and any(m.kind == "hatchery" for m in s.monsters)
            ),
            limit=20000,
        )
        _trap(session.core.state)
    else:
        _play(game, session, bots, lambda s: False, limit=20000)
    window = table_window(session, width, height, bot_delay_ms=10**6)
    scene = window.scene
    legal = scene.legal
    if moment == "attack":
        from rookraiders_desktop.engine.games.last_spell.geometry import Board

        board = Board(session.state)
        attacks = [a for a in legal if a.kind == "attack"]
        if attacks:
            a = max(
                attacks,
                key=lambda a: (board.monster_at(tuple(a.targets[0])) is not None, len(a.targets) == 1, a.weapon),
            )
            window.on_click(("tool", "mode", a.weapon, a.mode))
            scene.set_hover(tuple(a.targets[0]))
    elif moment == "dryad":
        from rookraiders_desktop.engine.games.last_spell import dryad

        m = dryad.dryad(session.state)
        if m is not None:
            scene.set_hover(tuple(m.cell))
    elif moment == "move":
        flips = [a for a in legal if a.kind == "flip"]
        if flips:
            window.choose(flips[0])
            moves = [a for a in scene.legal if a.kind == "move"]
            if moves:
                scene.set_hover(tuple(moves[len(moves) * 2 // 3].to))
    for _ in range(5):  # the prompt's new buttons are laid out before the picture is taken
        app.processEvents()
    return save_picture(window, Path(path) if path else default_path(moment, lang))


if __name__ == "__main__":
    moment = sys.argv[1] if len(sys.argv) > 1 else "attack"
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    print(render(moment, lang, Path(sys.argv[3]) if len(sys.argv) > 3 else None))
