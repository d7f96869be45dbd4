"""Render the application icon from its SVG source into what each platform wants.

    python packaging/icons/render_icons.py

Writes, beside this script:
    png/rookraiders-desktop-<N>.png   N = 16, 24, 32, 48, 64, 128, 256, 512 (Linux hicolor theme,
                                      the window icon)  -- rendered with Qt's own SVG renderer
    rookraiders-desktop.ico           Windows, every size up to 256 in one file   -- needs Pillow
    rookraiders-desktop.icns          macOS                                        -- needs Pillow

The outputs are committed, so a build never needs to run this; run it after editing the SVG.
Pillow is in the `build` extra: pip install -e ".[build]".
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
SVG = HERE / "rookraiders-desktop.svg"
PNG_DIR = HERE / "png"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def png_path(size: int) -> Path:
    return PNG_DIR / f"rookraiders-desktop-{size}.png"


def render(size: int, path: Path) -> Path:
    """The SVG drawn at size x size by Qt's SVG renderer, saved as a PNG."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        render.app = QGuiApplication([sys.argv[0]])  # type: ignore[attr-defined]
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"{SVG}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    if not image.save(str(path), "PNG"):
        raise SystemExit(f"could not write {path}")
    return path


def render_pngs() -> list[Path]:
    PNG_DIR.mkdir(exist_ok=True)
    return [render(size, png_path(size)) for size in SIZES]


def write_ico_icns() -> list[Path]:
    try:
        from PIL import Image
    except ImportError:
        print('Pillow is not installed: .ico and .icns not rewritten (pip install -e ".[build]")')
        return []
    written = []
    ico = HERE / "rookraiders-desktop.ico"
    # Each size from its own rendering (crisper than Pillow's downscale of the largest one).
    frames = [Image.open(png_path(s)).convert("RGBA") for s in ICO_SIZES]
    frames[-1].save(ico, format="ICO", sizes=[(s, s) for s in ICO_SIZES], append_images=frames[:-1])
    written.append(ico)
    icns = HERE / "rookraiders-desktop.icns"
    with tempfile.TemporaryDirectory() as tmp:  # 512@2x wants a real 1024 rendering
        largest = Image.open(render(1024, Path(tmp) / "1024.png")).convert("RGBA")
        largest.load()
    largest.save(
        icns,
        format="ICNS",
        append_images=[Image.open(png_path(s)).convert("RGBA") for s in (16, 32, 64, 128, 256, 512)],
    )
    written.append(icns)
    return written


def main() -> int:
    for path in render_pngs() + write_ico_icns():
        print(f"wrote {path.relative_to(HERE.parent.parent)} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
