"""A quick reference per game (Help ▸ Quick reference…, F2, a link under the prompt's title, a
button on each library card): on one screen, what the game is about, the round's phases in order
(the one the game is in marked), what the player at the screen may do now (their legal actions,
never another seat's) and how the game ends, every clause id a link to the rules help. Each game's
words are in its ui/games/<game_id>/reference.py (PHASES by the engine's timeline phase, END); the
phase names are the engine's own (`phase_names`)."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, QUrl
from PySide6.QtWidgets import QBoxLayout, QDialog, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from . import i18n
from .rule_links import id_of_link, linkify

if TYPE_CHECKING:
    from ..engine.core.game import Game
    from .host import TableHost

MAX_CHOICES = 12  # the legal actions listed; more are counted


def _reference_text(text: str) -> str:
    return QCoreApplication.translate("QuickReference", text)


class QuickReferenceDialog(QDialog):
    def __init__(self, parent: QWidget, open_rule: Any):
        super().__init__(parent)
        self.setObjectName("quick_reference")
        self.setModal(False)
        self.resize(620, 640)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(lambda url: open_rule(url))
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)

    def show_reference(self, game: Game[Any, Any], phase: str | None, now: list[str]) -> None:
        """The reference of `game`; `phase` the timeline phase it is in, `now` what may be done."""
        from .covers import game_part, library_text

        self.setWindowTitle(self.tr("Quick reference: {game}").format(game=i18n.game_title(game)))
        self.close_button.setText(self.tr("Close"))
        part = game_part(game.game_id, "reference")
        phases: dict[str, str] = getattr(part, "PHASES", {})
        ends: tuple[str, ...] = getattr(part, "END", ())
        out = [f"<h2>{html.escape(i18n.game_title(game))}</h2>"]
        blurb = library_text(game.game_id, "BLURB")
        if blurb:
            out.append(f"<p>{html.escape(blurb)}</p>")
        heading = self.tr("The round, in order")
        out.append(f"<h3>{html.escape(heading)}</h3><ol>")
        for key, name in game.phase_names.items():
            words = QCoreApplication.translate("ReplayPage", name)
            line = f"<b>{html.escape(words)}</b>"
            if key in phases:
                line += " — " + linkify(_reference_text(phases[key]))
            if key == phase:
                now_mark = html.escape(self.tr("(now)"))
                line = f'<span style="background:#fff1b8;">▶ {line} <i>{now_mark}</i></span>'
            out.append(f"<li>{line}</li>")
        out.append("</ol>")
        heading = self.tr("What you may do now")
        out.append(f"<h3>{html.escape(heading)}</h3>")
        out.append("<ul>" + "".join(f"<li>{html.escape(x)}</li>" for x in now) + "</ul>")
        if ends:
            heading = self.tr("How the game ends")
            out.append(f"<h3>{html.escape(heading)}</h3><ul>")
            out += [f"<li>{linkify(_reference_text(end))}</li>" for end in ends]
            out.append("</ul>")
        self.text.setHtml("".join(out))


class QuickReference(QObject):
    """The main window's quick reference: the dialog and the link under the prompt's title."""

    def __init__(self, window: TableHost):
        super().__init__(window.as_widget())
        self.window: Any = window  # the main window: its library and rules help too
        self.dialog: QuickReferenceDialog | None = None
        self.game_id: str | None = None  # the game shown
        self._followed: Any = None  # the session whose moves refresh the open reference
        self.link = QLabel()
        self.link.setObjectName("quick_reference_link")
        self.link.setTextFormat(Qt.TextFormat.RichText)
        self.link.linkActivated.connect(lambda _href: self.open())
        layout = window.prompt.layout()
        assert isinstance(layout, QBoxLayout)  # the prompt is a column: the link under its title
        layout.insertWidget(layout.indexOf(window.prompt.title) + 1, self.link, 0, Qt.AlignmentFlag.AlignRight)
        self.retranslate()
        i18n.language_notifier.changed.connect(self.retranslate)

    def retranslate(self, _lang: str = "") -> None:
        words = self.tr("Quick reference (F2)")
        self.link.setText(f'<a href="reference">{html.escape(words)}</a>')
        if self.dialog is not None and self.dialog.isVisible() and self.game_id is not None:
            self.open(self.game_id)

    def open(self, game_id: str | None = None) -> QuickReferenceDialog:
        """The reference of `game_id`, else of the game on the table, else of the library's choice."""
        from .games import registered_games

        session = self.window.session
        game_id = game_id or (session.game.game_id if session is not None else self.window.library.selected())
        game = registered_games()[game_id]
        on_table = session is not None and session.game.game_id == game_id
        phase = game.timeline(session.state).get("phase") if on_table else None
        if self.dialog is None:
            self.dialog = QuickReferenceDialog(self.window.as_widget(), self._open_rule)
        self.game_id = game_id
        self.dialog.show_reference(game, phase, self.choices(game_id))
        self.dialog.show()
        self.dialog.raise_()
        self._follow(session)
        return self.dialog

    def _follow(self, session: Any) -> None:
        """Keep "now" up to date while the reference stays open beside the game being played."""
        if session is None or session is self._followed:
            return
        self._followed = session
        session.events_applied.connect(self._moved)
        session.state_reset.connect(self._moved)

    def _moved(self, *_args: Any) -> None:
        # after the window has turned the table to whoever acts now (its slots run first)
        QTimer.singleShot(0, self, self._reopen)

    def _reopen(self) -> None:
        session = self.window.session
        dialog = self.dialog
        if dialog is not None and dialog.isVisible() and session is not None and session.game.game_id == self.game_id:
            game = session.game
            dialog.show_reference(game, game.timeline(session.state).get("phase"), self.choices(game.game_id))

    def choices(self, game_id: str) -> list[str]:
        """What the seat at the screen may do now, in words; else why nothing (another's turn)."""
        w = self.window
        session = w.session
        if session is None or session.game.game_id != game_id:
            return [self.tr("Start a game to see your choices here.")]
        if session.result() is not None:
            return [self.tr("The game is over.")]
        acting = session.acting(prefer=w.viewer)
        if w.curtained or acting is None or acting != w.viewer or session.is_bot(acting):
            name = session.seat_names[acting] if acting is not None else ""
            return [self.tr("Nothing: it is {name}'s turn.").format(name=name) if name else self.tr("Nothing yet.")]
        view = session.view(w.viewer)
        groups: dict[str, list[Any]] = {}  # one line per kind of action, an example of it
        for action in session.legal_actions(acting):
            groups.setdefault(type(action).__name__, []).append(action)
        lines = []
        for actions in groups.values():
            text = i18n.describe_action(session.game, actions[0], view)
            if len(actions) > 1:
                text = self.tr("{example} (and {count} more like it)").format(example=text, count=len(actions) - 1)
            lines.append(text)
        if len(lines) > MAX_CHOICES:
            lines = [*lines[:MAX_CHOICES], self.tr("… and {count} more").format(count=len(lines) - MAX_CHOICES)]
        return lines

    def _open_rule(self, url: QUrl) -> None:
        cid = id_of_link(url)
        if cid:
            self.window.rules_help.open(cid)
