"""Render docs/screenshot.png: the main window with a 2-player game in progress, off screen.

    QT_QPA_PLATFORM=offscreen python tests/ui/make_screenshot.py [PATH]

Japanese card names need a CJK font (Debian: apt-get install fonts-noto-cjk).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from rookraiders_desktop.ui.app import render_screenshot  # noqa: E402

if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2] / "docs" / "screenshot.png"
    print(render_screenshot(target, width=1600, height=880))
