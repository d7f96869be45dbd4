"""The rules help (Help ▸ Rules…, F1): the rule behind every clause id the app shows.

A window beside the table with the rule books of resources/rules (engine/core/rulebook.py): a
book per clause prefix (RR, RX, ND, RL, LS), its sections and clauses in a tree, a search box
(words in either language, or a clause id), and the text of the chosen clause's section. The
text is in the interface's language; a button shows it in the other one.

Clause ids are links wherever the app shows one: the refusal in the prompt, the prompt's hint and
the result's reason (`LinkLabel`), the log lines (LogPanel) and the rule texts themselves
(ui/rule_links.py makes the links, below both the panels and this window). A link is
"rule:RR-8.6"; `RulesHelp.open("RR-8.6")` opens the panel at that clause. A book whose file is not
there yet says so plainly.

Nothing here is loaded at start-up: the rule files are read the first time an id is shown.
"""

from __future__ import annotations

import html
import re
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, QUrl
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.core.rulebook import CLAUSE_ID, Section, prefix_games, prefixes
from . import i18n
from .rule_links import book, id_of_link, link

if TYPE_CHECKING:
    from ..engine.core.errors import ContentError
    from ..engine.core.rulebook import RuleFile
    from .host import TableHost

ID_ROLE = Qt.ItemDataRole.UserRole


# The books' names while their file is missing (a file's own title is used when it is there).
def missing_book_name(prefix: str) -> str:
    """The name of a book whose rule file is missing: its game's title (the prefix if no game has it)."""
    from .games import registered_games

    game = registered_games().get(prefix_games().get(prefix, ""))
    return i18n.game_title(game) if game is not None else prefix


def tr(text: str) -> str:
    return QCoreApplication.translate("RulesHelp", text)


class RulesHelpDialog(QDialog):
    """The rules help window. `show_clause(id)` opens a clause; `set_book(prefix)` a book."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("RulesHelp")
        self.setWindowFlag(Qt.WindowType.Window, True)  # its own window: the table stays usable
        self.setModal(False)
        self.resize(980, 640)
        self.lang = i18n.current_language()
        self.prefix = prefixes()[0]
        self.current: str | None = None  # the clause (or id) asked for; None: a section
        self._section_shown: str | None = None  # the section chosen in the tree (when no clause)
        self._hits: list[str] = []  # the search's clauses, in order

        self.books = QComboBox()
        self.books.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for prefix in prefixes():
            self.books.addItem("", prefix)
        self.books.activated.connect(lambda index: self.set_book(self.books.itemData(index)))
        self.search_box = QLineEdit()
        self.search_box.setClearButtonEnabled(True)
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self.search_box.textChanged.connect(lambda _text: self._search_timer.start())
        self.search_box.returnPressed.connect(self._search_now)
        self._search_timer.setInterval(150)
        self._search_timer.timeout.connect(self._search_now)
        self.lang_button = QPushButton()
        self.lang_button.clicked.connect(self.toggle_language)
        top = QHBoxLayout()
        top.addWidget(self.books)
        top.addWidget(self.search_box, 1)
        top.addWidget(self.lang_button)

        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.setUniformRowHeights(False)
        self.tree.setWordWrap(False)
        self.tree.currentItemChanged.connect(self._on_current_item)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.text.setOpenExternalLinks(False)
        self.text.anchorClicked.connect(self._on_anchor)
        self.text.document().setDefaultStyleSheet(
            "h2 { margin-bottom: 4px; } p { margin: 0 0 8px 0; } "
            ".id { font-weight: bold; } .current { background-color: #fff3c4; }"
        )
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.tree)
        split.addWidget(self.text)
        split.setStretchFactor(1, 1)
        split.setSizes([360, 620])
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setStyleSheet("color: #55565a;")
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        layout.addWidget(self.info)
        find = QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self)
        find.activated.connect(self.focus_search)
        i18n.language_notifier.changed.connect(self._on_app_language)
        self.retranslate()
        self._fill_tree()

    # --- what is shown ------------------------------------------------------------------------
    def rule_file(self, prefix: str | None = None) -> RuleFile | None:
        return book().files.get(prefix or self.prefix)

    def book_title(self, prefix: str) -> str:
        found = self.rule_file(prefix)
        if found is not None:
            return f"{found.title.get(self.lang) or found.title['en']} ({prefix})"
        return self.tr("{book} ({prefix}): no rule text yet").format(book=missing_book_name(prefix), prefix=prefix)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        self.search_box.setPlaceholderText(self.tr("Search the rules: words, or a clause id such as RR-8.6"))
        self.lang_button.setText("English" if self.lang == "ja" else "日本語")
        self.lang_button.setToolTip(self.tr("Show the rule texts in the other language"))
        for index in range(self.books.count()):
            self.books.setItemText(index, self.book_title(self.books.itemData(index)))
        self.books.setCurrentIndex(max(0, self.books.findData(self.prefix)))

    def _on_app_language(self, lang: str) -> None:
        self.lang = lang if lang in ("en", "ja") else "en"
        self.refresh()

    def toggle_language(self) -> None:
        self.set_language("en" if self.lang == "ja" else "ja")

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.refresh()

    def refresh(self) -> None:
        """Everything again in the current languages, keeping the book, search and clause."""
        current = self.current
        self.retranslate()
        self._fill_tree()
        if current:
            self._select(current)
        elif self._section_shown:
            self._select(f"§{self._section_shown}")
        self._show()

    def focus_search(self) -> None:
        self.search_box.setFocus()
        self.search_box.selectAll()

    def set_book(self, prefix: str) -> None:
        if prefix not in prefixes():
            return
        if prefix != self.prefix:
            self._switch_book(prefix)
        self._show()

    def _switch_book(self, prefix: str) -> None:
        self.prefix = prefix
        self.current = None
        self._section_shown = None
        self.books.setCurrentIndex(max(0, self.books.findData(prefix)))
        self._fill_tree()

    def show_game(self, game_id: str | None) -> None:
        """The first book of a game ("rook_raiders" → RR), unless a book of it is already shown. A
        search that finds nothing in that book (another game's) is cleared, and the pane shows the
        book's first section rather than nothing."""
        books = [p for p in prefixes() if prefix_games().get(p) == game_id]
        if not books:
            return
        target = self.prefix if self.prefix in books else books[0]
        query = self.search_box.text().strip()
        stale = bool(query) and self.rule_file(target) is not None and not book().search(query, self.lang, [target])
        if stale:
            self._clear_search()
        if target != self.prefix:
            self._switch_book(target)
        elif stale:
            self.current = None
            self._section_shown = None
            self._fill_tree()
        rule_file = self.rule_file()
        if self.current is None and self._section_shown is None and rule_file is not None and rule_file.sections:
            self._section_shown = rule_file.sections[0].id
            self._select(f"§{self._section_shown}")
        self._show()

    def _clear_search(self) -> None:
        self._search_timer.stop()
        self.search_box.blockSignals(True)
        self.search_box.clear()
        self.search_box.blockSignals(False)
        self._hits = []

    def show_clause(self, cid: str) -> bool:
        """Open the book of `cid` at it (a whole section for "RR-7"). False when no text has it."""
        from ..engine.core.rulebook import normalise_id

        cid = normalise_id(cid)
        prefix = cid.split("-", 1)[0]
        if prefix not in prefixes():
            return False
        searching = bool(self.search_box.text())
        if searching:  # the whole book again, so that the clause is in the tree
            self._clear_search()
        if prefix != self.prefix or searching:
            self._switch_book(prefix)
        self.current = cid
        found = self._select(cid)
        self._show()
        return found

    # --- the tree -----------------------------------------------------------------------------
    def _fill_tree(self) -> None:
        self.tree.blockSignals(True)
        self.tree.clear()
        rule_file = self.rule_file()
        query = self.search_box.text().strip()
        if rule_file is not None:
            if query:
                hits = book().search(query, self.lang, [self.prefix])
                wanted = {c.id for c in hits}
                self._hits = [c.id for c in hits]
            else:
                wanted = None
                self._hits = []
            for section in rule_file.sections:
                clauses = [c for c in rule_file.in_section(section.id) if wanted is None or c.id in wanted]
                if wanted is not None and not clauses:
                    continue
                label = section.title(self.lang)
                top = QTreeWidgetItem([f"{section.id}. {label}" if section.id[:1].isdigit() else label])
                top.setData(0, ID_ROLE, f"§{section.id}")
                font = top.font(0)
                font.setBold(True)
                top.setFont(0, font)
                for c in clauses:
                    child = QTreeWidgetItem([f"{c.id}  {_first_words(c.text(self.lang), self.lang)}"])
                    child.setData(0, ID_ROLE, c.id)
                    child.setToolTip(0, c.text(self.lang))
                    top.addChild(child)
                self.tree.addTopLevelItem(top)
                top.setExpanded(wanted is not None)
        else:
            self._hits = []
        self.tree.blockSignals(False)

    def _items(self) -> list[QTreeWidgetItem]:
        found: list[QTreeWidgetItem] = []
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is None:
                continue
            found.append(top)
            found.extend(child for j in range(top.childCount()) if (child := top.child(j)) is not None)
        return found

    def _select(self, cid: str) -> bool:
        target = cid
        resolved = book().resolve(cid)
        if isinstance(resolved, Section):  # a whole section ("RR-7")
            target = f"§{resolved.id}"
        for item in self._items():
            if item.data(0, ID_ROLE) == target:
                self.tree.blockSignals(True)
                parent = item.parent()
                if parent is not None:
                    parent.setExpanded(True)
                self.tree.setCurrentItem(item)
                self.tree.scrollToItem(item)
                self.tree.blockSignals(False)
                return True
        return False

    def _on_current_item(self, item: QTreeWidgetItem | None, _previous: Any = None) -> None:
        if item is None:
            return
        key = item.data(0, ID_ROLE)
        self.current = None if key.startswith("§") else key
        self._section_shown = key[1:] if key.startswith("§") else None
        self._show()

    def _search_now(self) -> None:
        self._search_timer.stop()
        query = self.search_box.text().strip()
        from ..engine.core.rulebook import find_ids, normalise_id

        ids = find_ids(normalise_id(query)) if query else []
        if len(ids) == 1 and normalise_id(query) == ids[0] and book().resolve(ids[0]) is not None:
            cid = ids[0]  # a clause id typed in: open it, in whichever book
            if cid.split("-", 1)[0] != self.prefix:
                self._switch_book(cid.split("-", 1)[0])  # (the search runs in the new book)
            else:
                self._fill_tree()
            self.current = cid
            self._select(cid)
            self._show()
            return
        self.current = None
        self._section_shown = None
        self._fill_tree()
        if self._hits:
            self._select(self._hits[0])
            self.current = self._hits[0]
        self._show()

    def _on_anchor(self, url: QUrl) -> None:
        cid = id_of_link(url)
        if cid:
            self.show_clause(cid)

    # --- the text -----------------------------------------------------------------------------
    def _show(self) -> None:
        rule_file = self.rule_file()
        query = self.search_box.text().strip()
        if rule_file is None:
            self.text.setHtml(self._missing_html())
            self.info.setText(self._missing_info())
            return
        clause = book().get(self.current) if self.current else None
        section_id = clause.section if clause is not None else self._section_shown
        if clause is None and self.current:
            resolved = book().resolve(self.current)
            section_id = resolved.id if isinstance(resolved, Section) else None
        if section_id is None or rule_file.section(section_id) is None:
            section_id = rule_file.sections[0].id if rule_file.sections else None
        parts = [f"<h2>{html.escape(rule_file.title.get(self.lang) or rule_file.title['en'])}</h2>"]
        if self.current and clause is None and book().resolve(self.current) is None:
            parts.append(
                "<p><i>"
                + html.escape(self.tr("There is no text for {id} in the rules help yet.").format(id=self.current))
                + "</i></p>"
            )
        if section_id is not None:
            section = rule_file.section(section_id)
            assert section is not None
            heading = section.title(self.lang)
            if section.id[:1].isdigit():
                heading = f"{self.prefix}-{section.id} {heading}"
            parts.append(f"<h3>{html.escape(heading)}</h3>")
            for c in rule_file.in_section(section_id):
                css = ' class="current"' if clause is not None and c.id == clause.id else ""
                parts.append(
                    f'<p{css}><a name="{html.escape(c.id)}"></a><span class="id">{html.escape(c.id)}</span>'
                    f"&nbsp; {_linkify_other(c.text(self.lang), c.id)}</p>"
                )
        self.text.setHtml("\n".join(parts))
        if clause is not None:
            self.text.scrollToAnchor(clause.id)
        if query:
            count = len(self._hits)
            self.info.setText(
                self.tr("{count} clauses contain every word of the search.").format(count=count)
                if count
                else self.tr("No clause of this book contains every word of the search.")
            )
        else:
            self.info.setText(
                self.tr("{count} clauses. Click a clause id anywhere in the app to read its rule here.").format(
                    count=len(rule_file.clauses)
                )
            )

    def _missing_html(self) -> str:
        name = missing_book_name(self.prefix)
        lines = [
            f"<h2>{html.escape(name)} ({html.escape(self.prefix)})</h2>",
            "<p>"
            + html.escape(
                self.tr(
                    "The rule texts of {book} are not in this version of the app yet. Its clause ids "
                    "({prefix}-…) still name the rule of the rulebook that applies."
                ).format(book=name, prefix=self.prefix)
            )
            + "</p>",
        ]
        if self.current:
            lines.append("<p>" + html.escape(self.tr("You asked for {id}.").format(id=self.current)) + "</p>")
        error = self._error_of(self.prefix)
        if error:
            lines.append(
                "<p>"
                + html.escape(self.tr("The rule file could not be read: {error}").format(error=i18n.error_text(error)))
                + "</p>"
            )
        return "\n".join(lines)

    def _missing_info(self) -> str:
        return self.tr("No rule text for this book yet.")

    def _error_of(self, prefix: str) -> ContentError | None:
        wanted = f"{prefix.lower()}.json"
        for error in book().errors:
            name = str(error.params.get("file") or error.params.get("path") or "")
            if name.endswith(wanted):
                return error
        return None

    # --- for tests ----------------------------------------------------------------------------
    def shown_text(self) -> str:
        return self.text.toPlainText()

    def tree_ids(self) -> list[str]:
        return [str(item.data(0, ID_ROLE)) for item in self._items() if not str(item.data(0, ID_ROLE)).startswith("§")]


def _linkify_other(text: str, own: str) -> str:
    """A clause text with the other clauses it names as links."""
    out: list[str] = []
    last = 0
    for m in CLAUSE_ID.finditer(text):
        out.append(html.escape(text[last : m.start()]))
        out.append(html.escape(m.group(0)) if m.group(0) == own else link(m.group(0)))
        last = m.end()
    out.append(html.escape(text[last:]))
    return "".join(out)


def _first_words(text: str, lang: str, limit: int = 70) -> str:
    """The beginning of a clause for the tree: its first sentence, cut at `limit` characters."""
    first = re.split(r"(?<=[.!?。])\s*", text, maxsplit=1)[0] if text else ""
    if len(first) > limit:
        cut = first[:limit]
        if lang != "ja" and " " in cut:
            cut = cut.rsplit(" ", 1)[0]
        first = cut + "…"
    return first


class RulesHelp(QObject):
    """The main window's rules help: opens the panel (F1, Help ▸ Rules…) and follows the clause id
    links of the prompt and the log."""

    def __init__(self, window: TableHost):
        super().__init__(window.as_widget())
        self.window = window
        self.dialog: RulesHelpDialog | None = None
        window.prompt.rule_link.connect(self.open)
        window.log.rule_link.connect(self.open)

    def current_game(self) -> str | None:
        """The game on the table, else the one chosen in the library (F1 never opens on nothing)."""
        session = self.window.session
        return session.game.game_id if session is not None else self.window.library.selected()

    def open(self, cid: str | None = None) -> RulesHelpDialog:
        """Show the panel: at clause `cid`, else at the current game's rules."""
        if self.dialog is None:
            self.dialog = RulesHelpDialog(self.window.as_widget())
            self.dialog.show_game(self.current_game())
        if cid:
            self.dialog.show_clause(cid)
        else:
            self.dialog.show_game(self.current_game())
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        return self.dialog
