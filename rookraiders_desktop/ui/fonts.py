"""The shipped Japanese font: a subset of Noto Sans CJK JP Regular (SIL Open Font License 1.1,
resources/fonts/) holding every character the app's Japanese texts use, so that Japanese never
renders as boxes on a machine without a CJK font.

`register_japanese_font(app)` (called by ui/app.py's `application()`) adds it to Qt's font
database and makes it the fallback of the interface's font families: Latin text keeps the
system's font, a character that font lacks (kana, kanji, full-width forms) comes from the shipped
one. `japanese_characters()` collects the characters of every Japanese text the app can show (the
translations, the rule texts, the game data, the code's string literals): the subset tool
(packaging/fonts/make_font_subset.py) keeps them and tests/ui/test_fonts.py checks that the
shipped font has a glyph for each. It reads a source checkout (the .ts translations are not
installed).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QGuiApplication

FONT_FILE = "RookRaidersNotoSansJP-Regular.otf"
FAMILY = "Rook Raiders Noto Sans JP"  # renamed by the subset tool: never confused with a system Noto

# The Japanese families the table asks for first (ui/theme.py): where one is missing, the shipped
# font stands in as its substitute, after the table's Latin family.
_FALLBACK_FOR = ("Noto Sans CJK JP", "Noto Sans JP")

_CHECKOUT = Path(__file__).resolve().parents[2]

# Unicode blocks of Japanese writing: CJK symbols and punctuation, hiragana, katakana, katakana
# phonetic extensions, CJK ideographs (extension A, unified, compatibility) and the half-width and
# full-width forms.
_JAPANESE_BLOCKS = (
    (0x3000, 0x30FF),
    (0x31F0, 0x31FF),
    (0x3400, 0x4DBF),
    (0x4E00, 0x9FFF),
    (0xF900, 0xFAFF),
    (0xFF00, 0xFFEF),
)

# Kept in the subset beyond the texts' own characters (where the source font has them): ASCII,
# Latin-1's punctuation and signs, general punctuation (dashes, quotes, ellipsis, reference mark),
# arrows, the CJK punctuation, kana and full-width letters and digits, so that a new text rarely
# needs a new subset.
EXTRA_RANGES = (
    (0x0020, 0x007E),
    (0x00A0, 0x00BF),
    (0x00D7, 0x00D7),
    (0x00F7, 0x00F7),
    (0x2010, 0x203B),
    (0x2190, 0x2199),
    (0x2460, 0x2473),
    (0x25A0, 0x25CF),
    (0x2605, 0x2606),
    (0x3000, 0x30FF),
    (0xFF01, 0xFF9F),
)


# Symbols of the Japanese texts that Noto Sans CJK JP itself lacks (none is Japanese): the
# interface's own font draws them, as it does in English. The test fails on any other character
# the shipped font lacks.
NOT_IN_NOTO_CJK = frozenset("▸⚑✗☠⟳")


def is_japanese(ch: str) -> bool:
    code = ord(ch)
    return any(low <= code <= high for low, high in _JAPANESE_BLOCKS)


def font_path() -> Path:
    """The shipped font file: resources/fonts/ of a checkout, of the installed package or of the
    PyInstaller bundle (never a ROOKRAIDERS_RESOURCES folder of edited game data)."""
    from ..engine.core.resources import app_resources_dir

    return app_resources_dir() / "fonts" / FONT_FILE


def register_japanese_font(app: QGuiApplication) -> str | None:
    """Add the shipped font to the application's font database and make it the fallback of the
    interface's families for the characters they lack. Returns its family, or None when the file
    is missing or unreadable (Japanese then needs a system CJK font, as before)."""
    font_id = QFontDatabase.addApplicationFont(str(font_path()))
    families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    if not families:
        return None
    family = families[0]
    # Substitutes of a real family only: a generic name ("Sans Serif") that Qt cannot find itself
    # would make its first substitute the primary font of every widget, Latin text included.
    interface = {QFontInfo(QFont(name)).family() for name in app.font().families()}
    for name in (*sorted(interface), *_FALLBACK_FOR):
        if family.lower() not in (known.lower() for known in QFont.substitutes(name)):  # kept lower-case
            QFont.insertSubstitution(name, family)
    return family


# --- the characters the app's Japanese texts use (the subset tool and the tests) -------------


def _json_strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from _json_strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _json_strings(item)


def _python_strings(path: Path) -> Iterator[str]:
    import ast

    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.value


def japanese_texts(root: Path | None = None) -> Iterator[tuple[Path, str]]:
    """(file, text) for every Japanese text of a checkout (default: this one): each translation of
    resources/i18n/*.ts, and each string holding Japanese in resources/rules/*.json,
    resources/games/**/*.json and the string literals of rookraiders_desktop/**/*.py."""
    import json
    import xml.etree.ElementTree as ET

    root = root or _CHECKOUT
    resources = root / "resources"
    for ts in sorted((resources / "i18n").glob("*.ts")):
        for element in ET.parse(ts).getroot().iter():
            if element.tag in ("translation", "numerusform") and element.text:
                yield ts, element.text
    for path in sorted([*(resources / "rules").glob("*.json"), *(resources / "games").rglob("*.json")]):
        for text in _json_strings(json.loads(path.read_text(encoding="utf-8"))):
            if any(map(is_japanese, text)):
                yield path, text
    for path in sorted((root / "rookraiders_desktop").rglob("*.py")):
        for text in _python_strings(path):
            if any(map(is_japanese, text)):
                yield path, text


def japanese_characters(root: Path | None = None) -> set[str]:
    """Every character of the Japanese texts (`japanese_texts`) but the control characters
    (line breaks, tabs)."""
    return {ch for _, text in japanese_texts(root) for ch in text if ch.isprintable() or ch == " "}


def subset_characters(root: Path | None = None) -> set[str]:
    """What the subset tool keeps: the texts' characters and `EXTRA_RANGES`."""
    extra = {chr(code) for low, high in EXTRA_RANGES for code in range(low, high + 1)}
    return japanese_characters(root) | extra
