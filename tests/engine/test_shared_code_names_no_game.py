"""Shared code never names a game (issue 14): the core, the bots, the bridge and the app's shared
UI modules ask the Game contract (engine/core/game.py); engine/registry.py is the one place that
lists the games, and each game's own folders (engine/games/<id>, ui/games/<id>) say the rest.

The scan reads the code, not its comments and docstrings: every name and string literal of those
modules, for a game id, a game's clause prefix ("RR-", "LS-", ...) or a short game id ("rr")."""

from __future__ import annotations

import ast
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


def _key_kinds() -> dict[str, str]:
    """Each game's own click-key kinds (the first word of a key tuple, `key=("sq", seat, square)`),
    read from ui/games/<id>/ -> the game; a kind two games use is nobody's own."""
    owners: dict[str, set[str]] = {}
    for game_id in GAMES:
        for path in sorted((PACKAGE / "ui" / "games" / game_id).glob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.keyword) and node.arg == "key" and isinstance(node.value, ast.Tuple):
                    first = node.value.elts[0] if node.value.elts else None
                    if isinstance(first, ast.Constant) and isinstance(first.value, str):
                        owners.setdefault(first.value, set()).add(game_id)
    return {kind: next(iter(games)) for kind, games in owners.items() if len(games) == 1}


def test_the_scan_knows_the_key_kinds():
    kinds = _key_kinds()
    assert kinds.get("sq") == "rook_raiders" and kinds.get("merc") == "rook_raiders"


def test_shared_ui_names_no_games_key_kind():
    """A game's scene describes its own click keys (`describe_key`); the shared UI never reads them."""
    kinds = _key_kinds()
    found = [
        f"{path.relative_to(PACKAGE)}:{line}: {text!r} ({kinds[text]}'s)"
        for path in SHARED
        if "ui" in path.relative_to(PACKAGE).parts
        for line, kind, text in _code_tokens(path)
        if kind == tokenize.STRING and text in kinds
    ]
    assert not found, "shared UI code reads a game's click keys (let its scene say it):\n" + "\n".join(found)


def test_the_shared_token_item_names_no_token_kind():
    """Each game's scene says how its tokens look (`token_styles`); the shared item starts with none."""
    tree = ast.parse((PACKAGE / "ui" / "items" / "token.py").read_text(encoding="utf-8"))
    styles = [
        node.value
        for node in tree.body
        if (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id == "STYLES")
        or (isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "STYLES" for t in node.targets))
    ]
    assert len(styles) == 1 and isinstance(styles[0], ast.Dict) and not styles[0].keys


def _shared_colours() -> list[str]:
    """The names of ui/theme.py's PALETTE: the colours every table shares."""
    tree = ast.parse((PACKAGE / "ui" / "theme.py").read_text(encoding="utf-8"))
    for node in tree.body:
        targets = (
            node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        )
        if any(isinstance(t, ast.Name) and t.id == "PALETTE" for t in targets) and isinstance(node.value, ast.Dict):
            return [k.value for k in node.value.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)]
    return []


def test_the_shared_theme_holds_no_games_own_colour():
    """A colour only one game's table uses is that game's (its scene's `colours`), not the theme's:
    a name of the shared palette is used by a shared ui module or by more than one game's table."""
    shared_ui = {
        text
        for path in SHARED
        if "ui" in path.relative_to(PACKAGE).parts and path.name != "theme.py"
        for _line, kind, text in _code_tokens(path)
        if kind == tokenize.STRING
    }
    users: dict[str, set[str]] = {}
    for game_id in GAMES:
        for path in sorted((PACKAGE / "ui" / "games" / game_id).glob("*.py")):
            for _line, kind, text in _code_tokens(path):
                if kind == tokenize.STRING:
                    users.setdefault(text, set()).add(game_id)
    names = _shared_colours()
    assert "table" in names and "ink" in names
    found = [
        f"{name!r} ({next(iter(users[name]))}'s)"
        for name in names
        if name not in shared_ui and len(users.get(name, ())) == 1
    ]
    assert not found, "ui/theme.py holds a game's own colour (declare it in its scene's `colours`):\n" + "\n".join(
        found
    )
