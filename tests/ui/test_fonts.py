"""The shipped Japanese font (issue 15): a glyph for every character of every Japanese text the
app can show (collected as the subset tool collects them), and registered by `application()`.
The font's character map is read with Qt (QRawFont, asked by code point: its QChar overload
misreads a Python str): the tests need no font library."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QRawFont

from rookraiders_desktop.ui import fonts


def test_the_shipped_font_has_every_character_of_the_japanese_texts(qapp):
    path = fonts.font_path()
    assert path.is_file(), path
    assert path.stat().st_size < 3_000_000
    raw = QRawFont(str(path), 16)
    assert raw.isValid()
    assert raw.familyName() == fonts.FAMILY
    texts = list(fonts.japanese_texts())
    assert len(texts) > 1000  # the translations, the rule texts, the game data, the code's literals
    missing: dict[str, str] = {}
    for where, text in texts:
        for ch in text:
            if (
                (ch.isprintable() or ch == " ")
                and ch not in fonts.NOT_IN_NOTO_CJK
                and not raw.supportsCharacter(ord(ch))
            ):
                missing.setdefault(ch, f"{where.name}: {text[:40]!r}")
    assert not missing, (
        "the shipped font lacks these characters (run python packaging/fonts/make_font_subset.py): "
        + "; ".join(f"{ch!r} (U+{ord(ch):04X}) in {where}" for ch, where in sorted(missing.items())[:30])
    )


def test_the_font_also_covers_kana_full_width_forms_and_ascii(qapp):
    raw = QRawFont(str(fonts.font_path()), 16)
    # ASCII, the CJK punctuation and brackets, hiragana, katakana, the full-width forms
    for low, high in ((0x20, 0x7E), (0x3001, 0x3011), (0x3041, 0x3096), (0x30A1, 0x30FC), (0xFF01, 0xFF5E)):
        for code in range(low, high + 1):
            assert raw.supportsCharacter(code), f"U+{code:04X}"


def test_the_exceptions_are_no_japanese():
    assert not any(map(fonts.is_japanese, fonts.NOT_IN_NOTO_CJK))


def test_application_registers_the_font_as_a_fallback(qapp):
    from PySide6.QtGui import QFontInfo

    from rookraiders_desktop.ui.app import application

    app = application()
    assert fonts.FAMILY in QFontDatabase.families()
    family = fonts.FAMILY.lower()  # Qt keeps substitutes in lower case
    interface = QFontInfo(app.font()).family()
    assert family in QFont.substitutes(interface)
    assert family in QFont.substitutes("Noto Sans CJK JP")
    assert family not in QFont.substitutes("Sans Serif")  # never the primary font of Latin text
    assert fonts.register_japanese_font(app) == fonts.FAMILY  # again: no duplicate substitutes
    assert QFont.substitutes(interface).count(family) == 1
