"""Render docs/screenshot_rules.png: a refused click in Rook & Raiders (its clause RR-7.5 a link,
the rule's sentence under it) and the rules help opened at that clause by a click on the id, off
screen. The rules help is its own window: the picture shows it over the main window.

    QT_QPA_PLATFORM=offscreen python tests/ui/make_screenshot_rules.py [PATH] [--ja]

Japanese texts need a CJK font (Debian: apt-get install fonts-noto-cjk).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from rookraiders_desktop.ui.app import application


def refused_position(window) -> None:
    """Solo, seed 11: the Thief★ placed, Advance chosen, then a click on a monster (RR-7.5)."""
    from rookraiders_desktop.engine.core.game import SeatSetup, Setup
    from rookraiders_desktop.engine.games.rook_raiders.models import MonsterPiece, sq, xy

    window.start_game("rook_raiders", Setup(seats=[SeatSetup(name="Alice")]), seed=11)
    board = window.session.state.players[0].board
    line = sorted({xy(s)[1] for s, p in enumerate(board) if isinstance(p, MonsterPiece)})[0]
    window.on_click(("hand", 0, "thief_star"))
    window.on_click(("sq", 0, sq(4, line)))
    window.on_click(("cmd", "advance"))
    board = window.session.state.players[0].board
    monster = next(s for s, p in enumerate(board) if isinstance(p, MonsterPiece))
    window.on_click(("sq", 0, monster))
    assert "RR-7.5" in window.prompt.status.text(), window.prompt.status.text()


def render(path: Path, japanese: bool = False, width: int = 1500, height: int = 940) -> Path:
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QColor, QImage, QPainter, QPen

    from rookraiders_desktop.ui import i18n
    from rookraiders_desktop.ui.main_window import MainWindow

    app = application()
    if japanese:
        i18n.set_language("ja")
    window = MainWindow(autosave=False, bot_delay_ms=0, load_after_paint=False)
    window.resize(width, height)
    window.show()
    app.processEvents()
    refused_position(window)
    for _ in range(5):
        app.processEvents()
    dialog = window.rules_help.open("RR-7.5")  # what a click on the id in the refusal does
    dialog.resize(900, 560)
    for _ in range(5):
        app.processEvents()
    main = window.grab().toImage()
    panel = dialog.grab().toImage()
    picture = QImage(main.size(), QImage.Format.Format_ARGB32)
    painter = QPainter(picture)
    painter.drawImage(0, 0, main)
    at = QPoint(40, main.height() - panel.height() - 40)
    painter.fillRect(at.x() - 2, at.y() - 26, panel.width() + 4, panel.height() + 28, QColor("#3c3f45"))
    painter.setPen(QColor("#ffffff"))
    painter.drawText(at.x() + 8, at.y() - 8, dialog.windowTitle())  # the window's title bar
    painter.drawImage(at, panel)
    painter.setPen(QPen(QColor("#3c3f45"), 2))
    painter.drawRect(at.x() - 2, at.y() - 26, panel.width() + 3, panel.height() + 27)
    painter.end()
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    picture.save(str(path))
    window.close()
    return path


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    ja = "--ja" in sys.argv
    default = (
        Path(__file__).resolve().parents[2] / "docs" / ("screenshot_rules_ja.png" if ja else "screenshot_rules.png")
    )
    print(render(Path(args[0]) if args else default, japanese=ja))
