"""Work left out of start-up, done once the main window has painted (MainWindow.after_first_paint)."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter


def warm_up() -> None:
    """Draw every card face once off screen, so fonts and glyphs are loaded before a table is
    first shown (keeps "new table painted" fast). Also imports what starting a game needs, and
    removes the temporary files that writes killed half-way left in the data folder."""
    from ..bridge import session
    from ..engine.core.session import remove_stale_temps
    from . import new_game  # noqa: F401
    from .games import warm_up_faces
    from .items import CardItem, CardLook

    remove_stale_temps(session.data_dir())
    faces = warm_up_faces()
    if not faces:
        return
    image = QImage(92, 120, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    for face in faces:
        item = CardItem(CardLook(face, damage=1, acted=True, badge="x"))
        item.draw(painter, item.boundingRect())
    painter.end()
