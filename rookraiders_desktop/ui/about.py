"""The About dialog (Help ▸ About): the app's version, the versions and licences of what it is
built on, and the provenance of the game data: for every Rook & Raiders entry, which values the
rulebook gives (the data's `given` field: field → clause) and which are designed for this app."""

from __future__ import annotations

import importlib.metadata
import platform
import re
import sys
from collections.abc import Iterator
from html import escape
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

DIST_NAME = "rookraiders-desktop"


def app_version() -> str:
    """The installed distribution's version, else pyproject.toml's (a source checkout, a frozen
    build), else "unknown"."""
    try:
        return importlib.metadata.version(DIST_NAME)
    except importlib.metadata.PackageNotFoundError:
        pass
    candidates = [Path(__file__).resolve().parents[2] / "pyproject.toml"]
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        candidates.insert(0, Path(frozen_root) / "pyproject.toml")
    for path in candidates:
        try:
            import tomllib

            return str(tomllib.loads(path.read_text(encoding="utf-8"))["project"]["version"])
        except (OSError, KeyError, ValueError):
            continue
    return "unknown"


def versions() -> dict[str, str]:
    import PySide6

    try:
        import pydantic

        pydantic_version = str(pydantic.VERSION)
    except ImportError:  # pragma: no cover
        pydantic_version = "?"
    return {
        "app": app_version(),
        "Python": platform.python_version(),
        "Qt": qVersion(),
        "PySide6": PySide6.__version__,
        "pydantic": pydantic_version,
    }


def licences() -> list[tuple[str, str, str]]:
    """(component, licence, one line) for the app and everything it ships with."""
    translate = QCoreApplication.translate  # (named so: lupdate reads tr(a, b) as tr(text, disambiguation))
    return [
        ("Rook & Raiders Desktop", "MIT", translate("About", "This application: free to use, change and share.")),
        (
            "Qt 6",
            "LGPLv3",
            translate(
                "About",
                "The Qt toolkit (The Qt Company), used as a dynamically linked library "
                "under the GNU Lesser General Public License v3.",
            ),
        ),
        (
            "PySide6 / Shiboken6",
            "LGPLv3",
            translate(
                "About",
                "Qt for Python, the official Python bindings of Qt, under the GNU Lesser General Public License v3.",
            ),
        ),
        ("pydantic, pydantic-core", "MIT", translate("About", "Validates the game data and the save files.")),
        (
            "typing-extensions",
            "PSF",
            translate(
                "About",
                "Backports of Python typing features (a pydantic dependency), Python Software Foundation License.",
            ),
        ),
        ("annotated-types, typing-inspection", "MIT", translate("About", "Small pydantic dependencies.")),
        (
            "Python",
            "PSF",
            translate(
                "About",
                "The Python interpreter and standard library, Python Software "
                "Foundation License (GPL-compatible, permissive).",
            ),
        ),
    ]


# --- provenance of the game data -----------------------------------------------------------------


def _tokens(key: str) -> list[str]:
    return [t.strip() for t in re.split(r"[/,]", key) if t.strip()]


def given_clause(path: str, given: dict[str, str]) -> str | None:
    """The rulebook clause that gives the field `path` ("hp", "skill.modifier"), or None when the
    value is designed. A `given` key may name several fields ("modifier/hp"), a group ("skill",
    "markers" for markers_total and markers_per_player) or "all"."""
    parts = path.split(".")
    leaf, head = parts[-1], parts[0]
    for key, clause in given.items():
        for token in _tokens(key):
            if (
                token == "all"
                or token in (path, leaf, head)
                or leaf.startswith(token + "_")
                or leaf == "start_" + token
            ):
                return clause
    return None


def _fields(data: dict[str, Any], prefix: str = "") -> Iterator[tuple[str, Any]]:
    """The number fields of an entry (numbers, lists and tables of numbers, range shapes) and its
    other rule fields; names, ids and texts are left out."""
    for name, value in data.items():
        if name in ("id", "name_ja", "name_en", "given", "flavour", "_about"):
            continue
        path = prefix + name
        if name == "skill" and isinstance(value, dict):
            yield from _fields(value, path + ".")
        else:
            yield path, value


def _is_number_like(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, (int, float)):
        return True
    if isinstance(value, list):
        return bool(value) and all(_is_number_like(v) or isinstance(v, dict) for v in value)
    if isinstance(value, dict):
        return bool(value) and all(_is_number_like(v) for v in value.values())
    return False


def _show(value: Any) -> str:
    if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
        squares = [
            "{:+d}/{:+d}".format(v.get("forward", 0), v.get("side", 0))
            + (f" #{v['number']}" if v.get("number") else "")
            for v in value
        ]
        return QCoreApplication.translate("About", "{n} squares: {squares}").format(
            n=len(value), squares=", ".join(squares)
        )
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}: {v}" for k, v in value.items())
    return str(value)


def provenance_rows(entry: dict[str, Any]) -> list[tuple[str, str, str | None, bool]]:
    """(field, value shown, clause or note, given?) for one entry of the data, given fields first
    in the data's order, then the designed ones; then `given` notes that name no field."""
    given: dict[str, str] = entry.get("given") or {}
    rows = []
    used: set[str] = set()
    for path, value in _fields(entry):
        if value is None or value == [] or value == {}:
            continue
        clause = given_clause(path, given)
        if not _is_number_like(value) and clause is None:
            continue  # a word (a colour, a kind) nobody claims: not a number to design
        if clause is not None:
            used.update(k for k in given if given_clause(path, {k: given[k]}) is not None)
        is_given = clause is not None and not clause.lower().startswith("designed")
        rows.append((path.split(".")[-1], _show(value), clause, is_given))
    for key, clause in given.items():
        if key not in used:
            rows.append((key, "—", clause, not clause.lower().startswith("designed")))
    return rows


Rows = list[tuple[str, str, str | None, bool]]  # (field, value, source, given by the rulebook)


def provenance(folder: Path | None = None, *, game_id: str) -> list[tuple[str, list[tuple[str, Rows]]]]:
    """[(group title, [(entry title, rows)])] for one game's data files as written (a field the
    file leaves out takes the code's default and is not listed). Every JSON file of the game's
    resource folder is a group: its list of entries, or the whole file as one entry."""
    import json

    from ..engine.core.resources import game_resources

    base = folder or game_resources(game_id)

    def title(d: dict[str, Any]) -> str:
        return f"{d.get('name_en', d.get('id', '?'))}  {d.get('name_ja', '')}".strip()

    def rows(d: dict[str, Any]) -> Rows:
        if d.get("invented"):  # a card the rulebook never mentions: every value is designed
            return [(row[0], row[1], row[2], False) for row in provenance_rows({**d, "given": {}})]
        return provenance_rows(d)

    groups = []
    for path in sorted(base.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        lists = [
            (key, value)
            for key, value in data.items()
            if isinstance(value, list) and value and all(isinstance(v, dict) for v in value)
        ]
        # single cards kept as objects beside the lists (e.g. the Trap and Rest 2 of Expansion 2)
        singles = [value for value in data.values() if isinstance(value, dict) and "id" in value]
        if lists:
            for key, items in lists:
                groups.append((f"{key} ({path.name})", [(title(d), rows(d)) for d in items]))
            if singles:
                groups.append((f"cards ({path.name})", [(title(d), rows(d)) for d in singles]))
        else:
            body = {k: v for k, v in data.items() if not k.startswith("_")}
            groups.append((path.name, [(path.stem, rows(body))]))
    return groups


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Rook & Raiders Desktop"))
        self.setObjectName("about")
        self.resize(820, 620)
        self.tabs = QTabWidget()
        self.tabs.addTab(self._about_tab(), self.tr("About"))
        self.tabs.addTab(self._licences_tab(), self.tr("Licences"))
        self.tabs.addTab(self._data_tab(), self.tr("Game data"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)

    @staticmethod
    def _label(html: str) -> QLabel:
        label = QLabel(html)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        label.setMargin(14)
        return label

    def _about_tab(self) -> QWidget:
        v = versions()
        from ..bridge.session import data_dir
        from ..engine.core.errors import ContentError
        from .games import registered_games

        try:
            folder = str(data_dir())
        except OSError:  # the data folder cannot be made: the About box still opens
            folder = "?"
        try:
            data_version = next(iter(registered_games().values())).content_version  # the first game's, as listed
        except ContentError:  # broken data: said in the Credits tab
            data_version = self.tr("(the game data does not load)")
        version = self.tr("Version {version}").format(version=v["app"])
        blurb = self.tr(
            "A desktop table for Rook & Raiders and more Japanese board games, every rule "
            "enforced: hot-seat, solo and bots."
        )
        platform_name = self.tr("Platform")
        data_name = self.tr("Game data version")
        folder_name = self.tr("Data folder (autosave, error log)")
        html = (
            f"<h2>Rook &amp; Raiders Desktop</h2><p>{escape(version)}</p><p>{escape(blurb)}</p>"
            f"<table cellspacing='4'>"
            f"<tr><td>Python</td><td>{v['Python']}</td></tr>"
            f"<tr><td>Qt</td><td>{v['Qt']}</td></tr>"
            f"<tr><td>PySide6</td><td>{v['PySide6']}</td></tr>"
            f"<tr><td>pydantic</td><td>{v['pydantic']}</td></tr>"
            f"<tr><td>{escape(platform_name)}</td><td>{escape(platform.platform())}</td></tr>"
            f"<tr><td>{escape(data_name)}</td><td>{escape(data_version)}</td></tr>"
            f"<tr><td>{escape(folder_name)}</td><td>{escape(folder)}</td></tr>"
            f"</table>"
        )
        self.about_label = self._label(html)
        self.about_label.setAccessibleName(self.tr("About this application"))
        return self.about_label

    def _licences_tab(self) -> QWidget:
        rows = "".join(
            f"<tr><td><b>{escape(name)}</b></td><td>{licence}</td><td>{escape(line)}</td></tr>"
            for name, licence, line in licences()
        )
        intro = self.tr("Licences of this application and of the software it is built on:")
        lgpl = self.tr(
            "Qt and PySide6 are used unmodified, as separate libraries, as the LGPLv3 allows; you may "
            "replace them with your own builds."
        )
        games = self.tr(
            "The rules, names and card texts of the games belong to their designers and publishers. "
            "The Game data tab says which numbers come from the rulebooks and which were designed "
            "for this app."
        )
        html = f"<p>{escape(intro)}</p><table cellspacing='6'>{rows}</table><p>{escape(lgpl)}</p><p>{escape(games)}</p>"
        self.licences_label = self._label(html)
        self.licences_label.setAccessibleName(self.tr("Licences"))
        return self.licences_label

    def _data_tab(self) -> QWidget:
        page = QWidget()
        intro = QLabel(
            self.tr(
                "The games' data files: a value marked “Rulebook” comes from the rulebook clause "
                "or worked example named beside it; every value marked “Designed” was chosen for "
                "this app because the printed card is not in the rulebook text, and you may change "
                "it in resources/games/<game>/ to match your cards."
            )
        )
        intro.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels([self.tr("Entry / field"), self.tr("Value"), self.tr("Source")])
        self.tree.setAccessibleName(self.tr("Provenance of the game data"))
        self.tree.setAlternatingRowColors(True)
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self.tree.setColumnWidth(1, 200)
        self._fill_tree()
        layout = QVBoxLayout(page)
        layout.addWidget(intro)
        layout.addWidget(self.tree, 1)
        return page

    def _fill_tree(self) -> None:
        from ..engine.core.errors import ContentError
        from .games import registered_games
        from .i18n import game_title

        games = []
        try:
            for game_id, game in registered_games().items():
                _version = game.content_version  # validated first: a broken file is said, not drawn
                games.append((game_title(game), provenance(game_id=game_id)))
        except (ContentError, OSError, ValueError, KeyError, TypeError) as exc:
            QTreeWidgetItem(self.tree, [self.tr("The game data does not load"), "", str(exc)])
            self.totals = (0, 0)
            return
        groups = [(f"{name}: {group}", entries) for name, game_groups in games for group, entries in game_groups]
        given_ink, designed_ink = QColor("#1d5e2c"), QColor("#7a4a00")
        bold = QFont()
        bold.setBold(True)
        rulebook, designed = self.tr("Rulebook: {clause}"), self.tr("Designed")
        totals = [0, 0]
        for group, entries in groups:
            top = QTreeWidgetItem(self.tree, [group])
            top.setFont(0, bold)
            for title, rows in entries:
                entry = QTreeWidgetItem(top, [title])
                counts = [0, 0]
                for field, value, clause, is_given in rows:
                    if is_given:
                        source = rulebook.format(clause=clause)
                    else:
                        source = designed + (f" ({clause})" if clause else "")
                    row = QTreeWidgetItem(entry, [field, value, source])
                    row.setForeground(2, given_ink if is_given else designed_ink)
                    row.setToolTip(1, value)
                    row.setToolTip(2, source)
                    counts[0 if is_given else 1] += 1
                entry.setText(
                    2,
                    self.tr("{given} from the rulebook, {designed} designed").format(
                        given=counts[0], designed=counts[1]
                    ),
                )
                totals[0] += counts[0]
                totals[1] += counts[1]
        self.tree.expandAll()  # every value and its source at once
        self.totals = (totals[0], totals[1])

    def data_rows(self) -> Iterator[tuple[str, str, str, str, str]]:
        """(group, entry, field, value, source) of every row of the Game data tab (for tests and
        for reading it out)."""
        for group in _children(self.tree.invisibleRootItem()):
            for entry in _children(group):
                for row in _children(entry):
                    yield group.text(0), entry.text(0), row.text(0), row.text(1), row.text(2)


def _children(item: QTreeWidgetItem) -> Iterator[QTreeWidgetItem]:
    for i in range(item.childCount()):
        child = item.child(i)
        if child is not None:
            yield child
