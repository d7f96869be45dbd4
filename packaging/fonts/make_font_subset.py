"""Regenerate resources/fonts/RookRaidersNotoSansJP-Regular.otf, the Japanese font the app ships:
Noto Sans CJK JP Regular (SIL Open Font License 1.1) cut down to the characters of the app's
Japanese texts (rookraiders_desktop.ui.fonts.subset_characters) and renamed "Rook Raiders Noto Sans
JP", so that it is never mistaken for an installed Noto.

    pip install fonttools          (the tool only; the app reads the font with Qt)
    python packaging/fonts/make_font_subset.py [SOURCE]

SOURCE: NotoSansCJK-Regular.ttc (the default: Debian's fonts-noto-cjk, at
/usr/share/fonts/opentype/noto/) or NotoSansCJKjp-Regular.otf from
https://github.com/notofonts/noto-cjk (Sans/OTF/Japanese/). Run it again after adding Japanese
text with new kanji: tests/ui/test_fonts.py names any character the font lacks.
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from rookraiders_desktop.ui.fonts import (  # noqa: E402
    FAMILY,
    FONT_FILE,
    NOT_IN_NOTO_CJK,
    japanese_characters,
    subset_characters,
)

DEFAULT_SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
SOURCE_FAMILY = "Noto Sans CJK JP"


def load_source(path: Path) -> TTFont:
    """The Japanese Regular face of a collection (.ttc), or the font file itself."""
    if path.suffix.lower() == ".ttc":
        for font in TTCollection(str(path)).fonts:
            if font["name"].getDebugName(1) == SOURCE_FAMILY:
                return font
        raise SystemExit(f"{path}: no {SOURCE_FAMILY} face")
    return TTFont(str(path))


def rename(font: TTFont) -> None:
    """The family, full and PostScript names of the subset (OFL: a modified version may keep the
    name, as Noto reserves none, but a distinct one keeps it apart from an installed Noto)."""
    postscript = FAMILY.replace(" ", "") + "-Regular"
    names = {1: FAMILY, 3: f"{postscript};subset of {SOURCE_FAMILY}", 4: f"{FAMILY} Regular", 6: postscript, 16: FAMILY}
    table = font["name"]
    for record in list(table.names):
        if record.nameID in names:
            table.setName(names[record.nameID], record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID == 17:
            table.setName("Regular", 17, record.platformID, record.platEncID, record.langID)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [postscript]
        top = cff.topDictIndex[0]
        top.FullName = f"{FAMILY} Regular"
        top.FamilyName = FAMILY


def main(argv: list[str]) -> int:
    source = Path(argv[1]) if len(argv) > 1 else DEFAULT_SOURCE
    font = load_source(source)
    cmap = font.getBestCmap()
    wanted = subset_characters(ROOT)
    unexpected = sorted(ch for ch in japanese_characters(ROOT) - NOT_IN_NOTO_CJK if ord(ch) not in cmap)
    if unexpected:
        print("not in the source font (add to NOT_IN_NOTO_CJK if it is no Japanese):", " ".join(unexpected))
    options = subset.Options()
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14, 16, 17]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.layout_features = ["*"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(ch) for ch in wanted if ord(ch) in cmap])
    subsetter.subset(font)
    rename(font)
    target = ROOT / "resources" / "fonts" / FONT_FILE
    font.recalcTimestamp = False  # the source's dates: the same source gives the same bytes
    font.save(str(target))
    print(f"{target.relative_to(ROOT)}: {len(font.getBestCmap())} characters, {target.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
