"""Shared code never names a game (issue 14): the core, the bots, the bridge and the app's shared
UI modules ask the Game contract (engine/core/game.py); engine/registry.py is the one place that
lists the games, and each game's own folders (engine/games/<id>, ui/games/<id>) say the rest.

The scan reads the code, not its comments and docstrings: every name and string literal of those
modules, for a game id, a game's clause prefix ("RR-", "LS-", ...) or a short game id ("rr")."""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

from rookraiders_desktop.engine.registry import GAMES

PACKAGE = Path(__file__).resolve().parents[2] / "rookraiders_desktop"
SHARED = [
    *sorted((PACKAGE / "engine" / "core").glob("*.py")),
    *sorted((PACKAGE / "engine" / "bots").glob("*.py")),
    *sorted((PACKAGE / "bridge").glob("*.py")),
    *sorted((PACKAGE / "ui").glob("*.py")),  # the app shell, its features and scene_base.py
    *sorted((PACKAGE / "ui" / "items").glob("*.py")),  # the shared table items
    PACKAGE / "ui" / "games" / "__init__.py",  # how the UI finds a game's table
]
STRINGS = {tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING)}  # Python 3.12 splits f-strings
# Texts a player reads that show a clause id as an example (translated as they are)
EXAMPLES = {"Search the rules: words, or a clause id such as RR-8.6"}


def _forbidden() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """What no name may contain (a game id) and what no string may contain (also a clause prefix
    such as "RR-", or a short id such as "rr" or "ls" on its own)."""
    ids = [re.escape(i) for i in sorted(GAMES)]
    prefixes = sorted({p for game in GAMES.values() for p in game.rule_prefixes})
    strings = [*ids, *(rf"\b{p}-" for p in prefixes), *(rf"^{p.lower()}$" for p in prefixes)]
    return re.compile("|".join(ids)), re.compile("|".join(strings))


def _code_tokens(path: Path) -> list[tuple[int, int, str]]:
    """(line, token type, text) of every name and string literal that is not a docstring."""
    out = []
    previous = tokenize.NEWLINE  # a string that starts a statement is a docstring (or a no-op)
    for tok in tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline):
        if tok.type in (tokenize.COMMENT, tokenize.NL):
            continue
        statement = previous in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)
        previous = tok.type
        if tok.type == tokenize.STRING and statement:
            continue
        if tok.type == tokenize.NAME:
            out.append((tok.start[0], tok.type, tok.string))
        elif tok.type in STRINGS:
            text = re.sub(r"""^[rbuf]*('{3}|"{3}|'|")|('{3}|"{3}|'|")$""", "", tok.string, flags=re.IGNORECASE)
            out.append((tok.start[0], tokenize.STRING, text))
    return out


def test_the_scan_knows_the_games():
    assert len(SHARED) > 20 and len(GAMES) >= 4
    names, strings = _forbidden()
    assert names.search("rook_raiders") and strings.search("see RR-8.6") and strings.search("rr")
    assert not strings.search("error") and not strings.search("RRR") and not names.search("rr")
    tokens = _code_tokens(Path(__file__))
    assert (tokenize.STRING, "rook_raiders") in {(kind, text) for _line, kind, text in tokens}
    assert not any(line == 1 for line, _kind, _text in tokens)  # the module's docstring is no code


def test_shared_modules_name_no_game():
    names, strings = _forbidden()
    found = [
        f"{path.relative_to(PACKAGE)}:{line}: {text!r}"
        for path in SHARED
        for line, kind, text in _code_tokens(path)
        if (names if kind == tokenize.NAME else strings).search(text) and text not in EXAMPLES
    ]
    assert not found, "shared code names a game (ask the Game contract instead):\n" + "\n".join(found)
