"""The rule texts the app shows in its Rules help: every clause id a refusal, a log line or a
result names (e.g. "RR-8.6"), with the rule written for this app's players in English and Japanese.

The texts are data, one file per clause prefix: resources/rules/<prefix in lower case>.json

    {"_about": "...", "prefix": "RR", "game": "rook_raiders", "title": {"en": "...", "ja": "..."},
     "sections": [{"id": "4", "en": "Setup", "ja": "セッティング"}, ...],
     "clauses": [{"id": "RR-4.2", "section": "4", "en": "...", "ja": "..."}, ...]}

Keys starting with "_" are notes for people editing the file. A broken file gives a ContentError
that names the file, the entry and the field (like the game data, core/content.py).

    clause("RR-8.6")          -> Clause(id, section, en, ja)       (KeyError when unknown)
    find_ids("... [RR-8.6]")  -> ["RR-8.6"]                        (the ids a text names, no Qt)
    section_of("RR-8.6")      -> Section(prefix, id, en, ja)       (the section "8": Unit movement)
    search("bonus move")      -> [Clause, ...]                     (every word, either language)

No Qt here: the engine, the bots and the tests read the rules without a screen.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from .errors import ContentError
from .i18n import QT_TRANSLATE_NOOP
from .resources import app_resources_dir, resources_dir

LANGS = ("en", "ja")


@cache
def prefix_games() -> dict[str, str]:
    """Which game each clause prefix belongs to: every game's `rule_prefixes`, in the registry's
    order (also for a prefix whose file is not written yet). Asked on first use, not at import:
    the registry imports every game's rules, which the window must not wait for before it paints."""
    from ..registry import GAMES

    return {prefix: game_id for game_id, game in GAMES.items() for prefix in game.rule_prefixes}


def prefixes() -> tuple[str, ...]:
    return tuple(prefix_games())


class _ClauseIdPattern:
    """A clause id as the app shows it: a prefix, then a dotted number ("RR-8.6", "LS-16.11", or a
    whole section "RR-7"), a worked example ("RR-EX3") or a ruling of an open question ("RR-A16").
    The pattern is built from the games' prefixes on first use (see prefix_games)."""

    @cached_property
    def pattern(self) -> re.Pattern[str]:
        return re.compile(
            r"(?<![A-Za-z0-9_.\-])(?:"
            + "|".join(map(re.escape, prefixes()))
            + r")-(?:EX\d+|A\d+|\d+(?:\.\d+)*)(?![A-Za-z0-9_]|\.\d)"
        )

    # Any text that could hold a clause id: only such a text needs the games' prefixes (so an
    # empty status line at start-up never loads the registry).
    _LOOKS_LIKE_ONE = re.compile(r"[A-Z]-(?:EX|A)?\d")

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        return self.pattern.finditer(text) if self._LOOKS_LIKE_ONE.search(text) else iter(())

    def search(self, text: str) -> re.Match[str] | None:
        return self.pattern.search(text) if self._LOOKS_LIKE_ONE.search(text) else None


CLAUSE_ID = _ClauseIdPattern()
_ID_SHAPE = re.compile(r"^(?P<prefix>[A-Z]{2})-(?P<rest>EX\d+|A\d+|\d+(?:\.\d+)*)$")


@dataclass(frozen=True)
class Clause:
    """One rule: its id ("RR-8.6"), the id of its section ("8"), and its text in each language."""

    id: str
    section: str
    en: str
    ja: str

    @property
    def prefix(self) -> str:
        return self.id.split("-", 1)[0]

    def text(self, lang: str = "en") -> str:
        return self.ja if lang == "ja" else self.en


@dataclass(frozen=True)
class Section:
    """A section of one rule file: "8" (Unit movement), "examples", "rulings"..."""

    prefix: str
    id: str
    en: str
    ja: str

    @property
    def key(self) -> str:
        """The id the app may show for a whole numbered section ("RR-7"); else prefix:id."""
        return f"{self.prefix}-{self.id}" if self.id[:1].isdigit() else f"{self.prefix}:{self.id}"

    def title(self, lang: str = "en") -> str:
        return self.ja if lang == "ja" else self.en


@dataclass
class RuleFile:
    """The rule texts of one clause prefix, in the order of the file."""

    prefix: str
    game: str
    title: dict[str, str]
    sections: list[Section]
    clauses: list[Clause]
    path: Path | None = None

    def section(self, section_id: str) -> Section | None:
        return next((s for s in self.sections if s.id == section_id), None)

    def in_section(self, section_id: str) -> list[Clause]:
        return [c for c in self.clauses if c.section == section_id]


@dataclass
class Rulebook:
    """Every rule file that loaded. `errors` lists the files that did not (lenient loading)."""

    files: dict[str, RuleFile] = field(default_factory=dict)
    errors: list[ContentError] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._index: dict[str, Clause] = {c.id: c for f in self.files.values() for c in f.clauses}
        self._folded: dict[str, tuple[str, str, str]] = {}  # id -> folded id, en, ja (for search)

    # --- looking up ---------------------------------------------------------------------------
    def clause(self, cid: str) -> Clause:
        """The clause `cid`; KeyError when no rule file has it."""
        found = self._index.get(normalise_id(cid))
        if found is None:
            raise KeyError(cid)
        return found

    def get(self, cid: str) -> Clause | None:
        return self._index.get(normalise_id(cid))

    def __contains__(self, cid: object) -> bool:
        return isinstance(cid, str) and normalise_id(cid) in self._index

    def ids(self) -> list[str]:
        return [c.id for f in self.files.values() for c in f.clauses]

    def clauses(self) -> Iterator[Clause]:
        for f in self.files.values():
            yield from f.clauses

    def section_of(self, cid: str) -> Section | None:
        """The section a clause is in, or the section a whole-section id ("RR-7") names."""
        cid = normalise_id(cid)
        found = self._index.get(cid)
        rule_file = self.files.get(cid.split("-", 1)[0])
        if rule_file is None:
            return None
        if found is not None:
            return rule_file.section(found.section)
        m = _ID_SHAPE.match(cid)
        if m and m.group("rest")[:1].isdigit() and "." not in m.group("rest"):
            return rule_file.section(m.group("rest"))
        return None

    def resolve(self, cid: str) -> Clause | Section | None:
        """What the app can open for an id it shows: the clause, else the whole section ("RR-7"),
        else None (an id no rule file has yet)."""
        found = self.get(cid)
        if found is not None:
            return found
        cid = normalise_id(cid)
        m = _ID_SHAPE.match(cid)
        if m and m.group("rest")[:1].isdigit() and "." not in m.group("rest"):
            return self.section_of(cid)
        return None

    def known(self, cid: str) -> bool:
        return self.resolve(cid) is not None

    def prefixes_of_game(self, game_id: str | None) -> list[str]:
        """The prefixes whose texts belong to a game ("rook_raiders": RR, RX), in file order."""
        return [p for p, f in self.files.items() if f.game == game_id]

    # --- searching ----------------------------------------------------------------------------
    def search(self, words: str, lang: str | None = None, prefixes: Iterable[str] | None = None) -> list[Clause]:
        """The clauses that contain every word of `words` (in their id, their section's title or
        their text, in either language), ids first, then those found in `lang`, then by book
        order. Case, width (ｒｒ) and kana forms do not matter."""
        terms = [t for t in _fold(words).split() if t]
        if not terms:
            return []
        wanted = set(prefixes) if prefixes is not None else None
        hits: list[tuple[int, int, Clause]] = []
        order = 0
        for f in self.files.values():
            if wanted is not None and f.prefix not in wanted:
                continue
            titles = {s.id: (s.en, s.ja) for s in f.sections}
            for c in f.clauses:
                order += 1
                folded = self._folded.get(c.id)
                if folded is None:
                    title = titles.get(c.section, ("", ""))
                    folded = self._folded[c.id] = (
                        _fold(c.id),
                        _fold(f"{c.en} {title[0]}"),
                        _fold(f"{c.ja} {title[1]}"),
                    )
                in_id = folded[0]
                texts = {"en": folded[1], "ja": folded[2]}
                everything = f"{in_id} {texts['en']} {texts['ja']}"
                if not all(t in everything for t in terms):
                    continue
                if all(t in in_id for t in terms):
                    rank = 0
                elif lang in texts and all(t in texts[lang] for t in terms):
                    rank = 1
                else:
                    rank = 2
                hits.append((rank, order, c))
        hits.sort(key=lambda h: (h[0], h[1]))
        return [c for _, _, c in hits]


def _fold(text: str) -> str:
    """Lower case, full-width to half-width, katakana and hiragana alike (for searching)."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return "".join(chr(ord(ch) + 0x60) if "ぁ" <= ch <= "ゖ" else ch for ch in text)


def normalise_id(cid: str) -> str:
    """ "rr-8.6", " RR-8.6 ", "ＲＲ－８．６" -> "RR-8.6"."""
    text = unicodedata.normalize("NFKC", str(cid)).strip().upper().replace("−", "-").replace("‐", "-")
    return text


def find_ids(text: str) -> list[str]:
    """The clause ids a text names, in order, each once ("Refused: ... [RR-8.6]" -> ["RR-8.6"])."""
    seen: list[str] = []
    for m in CLAUSE_ID.finditer(text or ""):
        if m.group(0) not in seen:
            seen.append(m.group(0))
    return seen


def id_sort_key(cid: str) -> tuple[str, int, list[int]]:
    """Book order: numbered clauses, then worked examples, then rulings."""
    prefix, _, rest = cid.partition("-")
    kind = 2 if rest.startswith("A") else 1 if rest.startswith("EX") else 0
    return (prefix, kind, [int(x) for x in re.findall(r"\d+", rest)])


# --- loading ------------------------------------------------------------------------------------


def rules_dir() -> Path:
    """resources/rules: beside the game data, or the app's own when $ROOKRAIDERS_RESOURCES points
    to a folder of edited game data without rule texts."""
    override = resources_dir() / "rules"
    if override.is_dir():
        return override
    return app_resources_dir() / "rules"  # installed, frozen or a checkout


def _problem(path: Path, entry: str | None, field_name: str, problem: str) -> ContentError:
    where = f'entry "{entry}", field "{field_name}"' if entry else f'field "{field_name}"'
    return ContentError(
        QT_TRANSLATE_NOOP("RookRaiders", "{file}: {where}: {problem}"),
        file=Path(path).name,
        where=where,
        problem=problem,
    )


def _text(raw: Any, path: Path, entry: str | None, field_name: str) -> str:
    if not isinstance(raw, str):
        raise _problem(path, entry, field_name, "expected a text" if raw is not None else "missing")
    if not raw.strip():
        raise _problem(path, entry, field_name, "the text is empty")
    return raw.strip()


def _entry_name(raw: Any, index: int) -> str:
    ident = raw.get("id") if isinstance(raw, dict) else None
    return str(ident) if isinstance(ident, str) and ident.strip() else f"#{index + 1}"


def load_rule_file(path: Path) -> RuleFile:
    """One rule file, checked: ContentError names the file, the entry and the field."""
    from .content import read_json  # pydantic: not at start-up (the UI imports this module early)

    path = Path(path)
    data = read_json(path)
    if not isinstance(data, dict):
        raise _problem(path, None, "(whole file)", "expected an object with prefix, game, title, sections, clauses")
    prefix = _text(data.get("prefix"), path, None, "prefix")
    if not re.fullmatch(r"[A-Z]{2}", prefix):
        raise _problem(path, None, "prefix", f"expected two capital letters, not {prefix!r}")
    if path.stem.upper() != prefix:
        raise _problem(path, None, "prefix", f"{prefix} belongs in {prefix.lower()}.json")
    game = _text(data.get("game"), path, None, "game")
    title_raw = data.get("title")
    if not isinstance(title_raw, dict):
        raise _problem(path, None, "title", 'expected {"en": ..., "ja": ...}')
    title = {lang: _text(title_raw.get(lang), path, None, f"title.{lang}") for lang in LANGS}

    sections_raw = data.get("sections")
    if not isinstance(sections_raw, list):
        raise _problem(path, None, "sections", "expected a list of sections")
    sections: list[Section] = []
    for index, raw in enumerate(sections_raw):
        name = f"section {_entry_name(raw, index)}"
        if not isinstance(raw, dict):
            raise _problem(path, name, "(whole entry)", "expected an object with id, en, ja")
        sid = _text(raw.get("id"), path, name, "id")
        if any(s.id == sid for s in sections):
            raise _problem(path, name, "id", "this section is listed twice")
        sections.append(
            Section(prefix, sid, _text(raw.get("en"), path, name, "en"), _text(raw.get("ja"), path, name, "ja"))
        )
    section_ids = {s.id for s in sections}

    clauses_raw = data.get("clauses")
    if not isinstance(clauses_raw, list):
        raise _problem(path, None, "clauses", "expected a list of clauses")
    clauses: list[Clause] = []
    seen: set[str] = set()
    for index, raw in enumerate(clauses_raw):
        name = _entry_name(raw, index)
        if not isinstance(raw, dict):
            raise _problem(path, name, "(whole entry)", "expected an object with id, section, en, ja")
        cid = _text(raw.get("id"), path, name, "id")
        m = _ID_SHAPE.match(cid)
        if not m or m.group("prefix") != prefix:
            raise _problem(path, name, "id", f"expected an id like {prefix}-4.2, {prefix}-EX3 or {prefix}-A1")
        if cid in seen:
            raise _problem(path, name, "id", "this clause is listed twice")
        seen.add(cid)
        section = _text(raw.get("section"), path, name, "section")
        if section not in section_ids:
            raise _problem(path, name, "section", f'no section {section!r} in "sections"')
        clauses.append(
            Clause(cid, section, _text(raw.get("en"), path, name, "en"), _text(raw.get("ja"), path, name, "ja"))
        )
    return RuleFile(prefix, game, title, sections, clauses, path)


def load_rulebook(folder: Path | None = None, strict: bool = True) -> Rulebook:
    """Every resources/rules/*.json. strict: the first broken file raises its ContentError;
    else the broken files are left out and listed in `Rulebook.errors` (the app keeps running)."""
    folder = Path(folder) if folder is not None else rules_dir()
    if not folder.is_dir():
        error = ContentError(QT_TRANSLATE_NOOP("RookRaiders", "Data file {path} is missing"), path=str(folder))
        if strict:
            raise error
        return Rulebook(errors=[error])
    files: dict[str, RuleFile] = {}
    errors: list[ContentError] = []
    paths = sorted(folder.glob("*.json"), key=lambda p: (_file_order(p.stem.upper()), p.name))
    for path in paths:
        try:
            loaded = load_rule_file(path)
        except ContentError as exc:
            if strict:
                raise
            errors.append(exc)
            continue
        files[loaded.prefix] = loaded
    book = Rulebook(files, errors)
    duplicates = _duplicates(files.values())
    if duplicates:
        error = ContentError(
            QT_TRANSLATE_NOOP("RookRaiders", '{file}: entry "{entry}" is also in another rule file'),
            file=duplicates[1],
            entry=duplicates[0],
        )
        if strict:
            raise error
        book.errors.append(error)
    return book


def _file_order(prefix: str) -> int:
    known = prefixes()
    return known.index(prefix) if prefix in known else len(known)


def _duplicates(files: Iterable[RuleFile]) -> tuple[str, str] | None:
    seen: set[str] = set()
    for f in files:
        for c in f.clauses:
            if c.id in seen:
                return c.id, (f.path.name if f.path else f.prefix)
            seen.add(c.id)
    return None


# --- the app's rule book (loaded once, leniently) ---------------------------------------------------

_book: Rulebook | None = None


def rulebook() -> Rulebook:
    """The rule texts of resources/rules, loaded on first use; broken files are in `.errors`."""
    global _book
    if _book is None:
        _book = load_rulebook(strict=False)
    return _book


def reload() -> Rulebook:
    """Read the rule files again (after an edit, or in tests)."""
    global _book
    _book = None
    return rulebook()


def clause(cid: str) -> Clause:
    """The clause `cid` of the app's rule texts (KeyError when unknown)."""
    return rulebook().clause(cid)


def section_of(cid: str) -> Section | None:
    return rulebook().section_of(cid)


def search(words: str, lang: str | None = None, prefixes: Iterable[str] | None = None) -> list[Clause]:
    return rulebook().search(words, lang, prefixes)
