"""Clause ids as links to the rules help: a link is "rule:RR-8.6" (`link`, `linkify`, `id_of_link`),
the rule under a refusal (`rule_note`) and a label whose clause ids are links (`LinkLabel`). The
panels beside the table and the rules help (ui/rules_help.py) both use it; it imports neither, so
the window's modules depend one way (host -> panels -> rule_links; rules_help -> host, rule_links).

Nothing here is loaded at start-up: the rule files are read the first time an id is shown."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtWidgets import QLabel, QWidget

from ..engine.core.rulebook import CLAUSE_ID
from . import i18n

if TYPE_CHECKING:
    from ..engine.core.rulebook import Rulebook

SCHEME = "rule"
LINK_STYLE = "text-decoration: underline;"


def book() -> Rulebook:
    from ..engine.core import rulebook

    return rulebook.rulebook()


def link(cid: str) -> str:
    return f'<a href="{SCHEME}:{html.escape(cid)}" style="{LINK_STYLE}">{html.escape(cid)}</a>'


def linkify(text: str) -> str:
    """`text` as rich text: escaped, line breaks kept, every clause id a "rule:" link."""
    out: list[str] = []
    last = 0
    for m in CLAUSE_ID.finditer(text):
        out.append(html.escape(text[last : m.start()]))
        out.append(link(m.group(0)))
        last = m.end()
    out.append(html.escape(text[last:]))
    return "".join(out).replace("\n", "<br>")


def id_of_link(href: str | QUrl) -> str | None:
    """ "rule:RR-8.6" -> "RR-8.6"; None for any other link."""
    text = href.toString() if isinstance(href, QUrl) else str(href)
    if not text.startswith(f"{SCHEME}:"):
        return None
    return text[len(SCHEME) + 1 :] or None


def rule_sentence(cid: str, lang: str) -> str | None:
    """The text of clause `cid` in `lang`, or None when no rule file has it."""
    found = book().get(cid)  # (a broken rule file is left out of the book, not raised)
    return found.text(lang) if found is not None else None


def rule_note(text: str, lang: str | None = None) -> str:
    """Rich text under a refusal: the first clause id of `text` that has a rule text, as a link,
    with its sentence ("RR-8.6: A unit moves …"); "" when there is none."""
    if not text:
        return ""
    lang = lang or i18n.current_language()
    ids = [m.group(0) for m in CLAUSE_ID.finditer(text)]
    for cid in reversed(ids):  # a refusal ends with its clause: "… [RR-8.6]"
        sentence = rule_sentence(cid, lang)
        if sentence:
            return f"{link(cid)}: {linkify(sentence)}"
    return ""


class LinkLabel(QLabel):
    """A label whose clause ids are links to the rules help (`rule_link(id)`). text() stays the
    plain text it was given; the label shows it as rich text only when it names a clause."""

    rule_link = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._plain = ""
        self.setWordWrap(True)
        self.setOpenExternalLinks(False)
        self.linkActivated.connect(self._on_link)

    def setText(self, text: str) -> None:
        self._plain = text or ""
        if CLAUSE_ID.search(self._plain):
            self.setTextFormat(Qt.TextFormat.RichText)
            flags = self.textInteractionFlags()
            if not flags & Qt.TextInteractionFlag.LinksAccessibleByMouse:  # (the keyboard set-up may
                self.setTextInteractionFlags(flags | Qt.TextInteractionFlag.LinksAccessibleByMouse)  # reset)
            super().setText(linkify(self._plain))
        else:
            self.setTextFormat(Qt.TextFormat.PlainText)
            super().setText(self._plain)

    def text(self) -> str:
        return self._plain

    def shown_html(self) -> str:
        return super().text()

    def _on_link(self, href: str) -> None:
        cid = id_of_link(href)
        if cid:
            self.rule_link.emit(cid)
