"""The rule texts of the rules help (resources/rules/*.json, engine/core/rulebook.py): every file
that exists loads, every clause has its English and Japanese text, every clause id of the
rulebooks' digests and every id the engine cites is there, and a broken file says what is wrong."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from rookraiders_desktop.engine.core import rulebook
from rookraiders_desktop.engine.core.errors import ContentError
from rookraiders_desktop.engine.core.rulebook import (
    find_ids,
    load_rule_file,
    load_rulebook,
    normalise_id,
    prefixes,
    rules_dir,
)

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "rookraiders_desktop" / "engine"
DIGEST_DIR = ROOT / "docs" / "rules"  # copies of ../shared/rules (docs/rules/README.md)
DIGESTS = {
    "RR": "rook-raiders-base.md",
    "RX": "rook-raiders-expansion2.md",
    "ND": "nameless-dark-lord.md",
    "RL": "roguelight.md",
    "LS": "the-last-spell-night.md",
}
ID = re.compile(r"^(RR|RX|ND|RL|LS)-(EX\d+|A\d+|\d+(\.\d+)*)$")


@pytest.fixture(scope="module")
def book():
    return load_rulebook(strict=True)


def present() -> list[str]:
    return [p for p in prefixes() if (rules_dir() / f"{p.lower()}.json").exists()]


def test_the_rule_files_that_exist_load_with_both_languages(book):
    assert present(), "at least one rule file is bundled"
    assert sorted(book.files) == sorted(present())
    for prefix, rule_file in book.files.items():
        assert rule_file.title["en"] and rule_file.title["ja"]
        assert rule_file.clauses, prefix
        for section in rule_file.sections:
            assert section.en.strip() and section.ja.strip(), section
        for clause in rule_file.clauses:
            assert clause.en.strip() and clause.ja.strip(), clause.id
            assert clause.prefix == prefix
            # the Japanese text is Japanese, not a copy of the English one
            assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", clause.ja), clause.id


def digest_ids(prefix: str) -> list[str]:
    """Every clause and worked example of a digest ("- **RR-4.2** …", "- **RR-EX3 (…)**")."""
    text = (DIGEST_DIR / DIGESTS[prefix]).read_text(encoding="utf-8")
    return re.findall(rf"(?m)^- \*\*({prefix}-(?:EX)?\d+(?:\.\d+)*)\b", text)


@pytest.mark.parametrize("prefix", prefixes())
def test_every_clause_of_the_digest_has_a_text(book, prefix):
    if prefix not in book.files:
        pytest.skip(f"{prefix.lower()}.json is not written yet")
    wanted = digest_ids(prefix)
    assert len(wanted) > 20
    missing = [cid for cid in wanted if cid not in book]
    assert not missing, f"{prefix.lower()}.json lacks {missing}"
    examples = [cid for cid in wanted if "-EX" in cid]
    assert examples and all(book.clause(cid).section == "examples" for cid in examples)


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def engine_ids() -> dict[str, set[str]]:
    """Every clause id the engine's code can show a player: a string that is an id (a RuleViolation /
    Violation / ActionRejected, a result's rule, a log event's rule) or a text naming one (a log
    template: "… no empty fog square (LS-A54)."). Docstrings and comments are not shown."""
    found: dict[str, set[str]] = {}
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = _docstrings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
                for cid in find_ids(node.value):
                    found.setdefault(cid, set()).add(str(path.relative_to(ROOT)))
    return found


def _problem_id(node: ast.AST) -> str | None:
    """The clause of a legality check's refusal written as a tuple `("LS-16.11", QT_TRANSLATE_NOOP(...), ...)`."""
    if not (isinstance(node, ast.Tuple) and len(node.elts) >= 2):
        return None
    first, second = node.elts[0], node.elts[1]
    translated = (
        isinstance(second, ast.Call) and isinstance(second.func, ast.Name) and second.func.id == "QT_TRANSLATE_NOOP"
    )
    if translated and isinstance(first, ast.Constant) and isinstance(first.value, str) and ID.match(first.value):
        return first.value
    return None


def violation_ids() -> set[str]:
    """The ids given (as a literal) to a RuleViolation, a game's Violation or ActionRejected, or
    returned with a translated message by a legality check."""
    cited: set[str] = set()
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            problem = _problem_id(node)
            if problem:
                cited.add(problem)
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if not (name.endswith("Violation") or name == "ActionRejected"):
                continue
            for arg in [*node.args[:1], *(k.value for k in node.keywords if k.arg == "rule")]:
                for sub in ast.walk(arg):
                    if isinstance(sub, ast.Constant) and isinstance(sub.value, str) and ID.match(sub.value):
                        cited.add(sub.value)
    return cited


def test_the_engine_cites_clauses_in_its_refusals():
    cited = violation_ids()
    assert {"RR-7.5", "LS-16.11"} <= cited  # the scan finds them (a refusal of each kind)
    assert cited <= set(engine_ids())


def test_every_id_the_engine_cites_has_a_text(book):
    missing = {}
    for cid, files in sorted(engine_ids().items()):
        if cid.split("-", 1)[0] in book.files and book.resolve(cid) is None:
            missing[cid] = sorted(files)
    assert not missing, f"ids the app shows without a rule text: {missing}"


def test_find_ids_reads_the_ids_the_app_shows():
    text = (
        "Not allowed: no [RR-8.6]. See RR-9.4 to RR-9.10, RR-A7/A8, RX-A13 and LS-EX3; RR-6. "
        "LSG-1, XRR-1.2, RR-7.5.3, ND-5.3に RL-4.10."
    )
    assert find_ids(text) == [
        "RR-8.6",
        "RR-9.4",
        "RR-9.10",
        "RR-A7",
        "RX-A13",
        "LS-EX3",
        "RR-6",
        "RR-7.5.3",
        "ND-5.3",
        "RL-4.10",
    ]
    assert find_ids("RR-8.6 RR-8.6") == ["RR-8.6"]
    assert find_ids("") == [] and find_ids("RR-") == [] and find_ids("LS-16.11.") == ["LS-16.11"]
    assert normalise_id(" ｒｒ－８．６ ") == "RR-8.6"


def test_clause_lookup_sections_and_search(book):
    prefix = next(iter(book.files))
    first = book.files[prefix].clauses[0]
    assert book.clause(first.id) == first
    assert book.clause(first.id.lower()) == first
    assert book.section_of(first.id).id == first.section
    with pytest.raises(KeyError):
        book.clause(f"{prefix}-999.1")
    assert book.resolve(f"{prefix}-{first.section}") == book.files[prefix].section(first.section)
    # a search by words of the clause, in either language, finds it
    words = " ".join(re.findall(r"[A-Za-z]{5,}", first.en)[:2])
    assert first in book.search(words)
    assert book.search(first.id)[0] == first  # an id first
    assert book.search("") == []
    assert all(c.prefix == prefix for c in book.search(words, prefixes=[prefix]))


def test_search_ignores_case_width_and_kana():
    book = load_rulebook(strict=True)
    if "LS" in book.files:
        assert book.search("WARP GATE") == book.search("warp gate") != []
        assert book.search("ワープ") == book.search("わーぷ")
    assert rulebook.search("bonus move") == rulebook.rulebook().search("bonus move")


# --- broken files ---------------------------------------------------------------------------

GOOD = {
    "_about": "test",
    "prefix": "RR",
    "game": "rook_raiders",
    "title": {"en": "Rook & Raiders", "ja": "ルーク&レイダース"},
    "sections": [{"id": "8", "en": "Unit movement", "ja": "ユニットの移動"}],
    "clauses": [{"id": "RR-8.6", "section": "8", "en": "A rule.", "ja": "ルール。"}],
}


def write(folder: Path, data, name: str = "rr.json") -> Path:
    path = folder / name
    path.write_text(data if isinstance(data, str) else json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def broken(tmp_path, change) -> str:
    data = json.loads(json.dumps(GOOD))
    change(data)
    with pytest.raises(ContentError) as info:
        load_rule_file(write(tmp_path, data))
    return str(info.value)


def test_a_good_file_loads(tmp_path):
    loaded = load_rule_file(write(tmp_path, GOOD))
    assert loaded.prefix == "RR" and loaded.game == "rook_raiders" and loaded.title["ja"] == "ルーク&レイダース"
    assert [c.id for c in loaded.clauses] == ["RR-8.6"]


def test_broken_files_name_the_file_the_entry_and_the_field(tmp_path):
    message = broken(tmp_path, lambda d: d["clauses"][0].pop("ja"))
    assert "rr.json" in message and 'entry "RR-8.6"' in message and 'field "ja"' in message
    message = broken(tmp_path, lambda d: d["clauses"][0].update(en="  "))
    assert 'entry "RR-8.6"' in message and 'field "en"' in message and "empty" in message
    message = broken(tmp_path, lambda d: d["clauses"][0].update(section="9"))
    assert 'field "section"' in message and "9" in message
    message = broken(tmp_path, lambda d: d["clauses"].append(dict(d["clauses"][0])))
    assert "twice" in message
    message = broken(tmp_path, lambda d: d["clauses"][0].update(id="RX-8.6"))
    assert 'field "id"' in message
    message = broken(tmp_path, lambda d: d.update(prefix="RX"))
    assert "rr.json" in message and 'field "prefix"' in message
    message = broken(tmp_path, lambda d: d["title"].pop("ja"))
    assert 'field "title.ja"' in message
    message = broken(tmp_path, lambda d: d["sections"][0].pop("en"))
    assert 'entry "section 8"' in message and 'field "en"' in message


def test_invalid_json_names_the_file_and_line(tmp_path):
    path = write(tmp_path, '{"prefix": "RR",\n "game": }')
    with pytest.raises(ContentError) as info:
        load_rule_file(path)
    assert "rr.json" in str(info.value) and "line 2" in str(info.value)


def test_a_broken_file_is_set_aside_by_the_app_and_the_others_still_load(tmp_path):
    write(tmp_path, GOOD)
    write(tmp_path, "{ not json", name="ls.json")
    with pytest.raises(ContentError):
        load_rulebook(tmp_path, strict=True)
    lenient = load_rulebook(tmp_path, strict=False)
    assert list(lenient.files) == ["RR"] and "RR-8.6" in lenient
    assert len(lenient.errors) == 1 and "ls.json" in str(lenient.errors[0])
    with pytest.raises(ContentError) as info:
        load_rulebook(tmp_path / "nowhere")
    assert "nowhere" in str(info.value)
