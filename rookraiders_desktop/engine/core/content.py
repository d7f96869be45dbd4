"""Loading data files with messages a player can act on: one line naming the file, the entry and
the field, never a traceback.

Every game loads its files with `load_object` / `load_entries`. Cross-references between entries
(a scenario's structures, a spawn card's monsters, ...) are checked by the games' pydantic
validators against the entries already loaded, passed as the validation context: `known(info,
"structures")` gives them and `check_known` refuses a name that is not among them. Keys starting
with "_" are notes for people editing the file, at any depth; every other key must be a field
that the game reads (the models refuse unknown fields).
"""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError, ValidationInfo

from .errors import ContentError
from .i18n import QT_TRANSLATE_NOOP
from .resources import resources_dir

M = TypeVar("M", bound=BaseModel)
ECHO = 40  # at most this many characters of a value are repeated in a message


def short(value: Any) -> str:
    """A value as echoed in a message, cut to ECHO characters."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= ECHO else text[: ECHO - 1] + "…"


def data_label(path: Path | str) -> str:
    """How a message names a data file: from the resources folder down when it is in there
    (resources/games/last_spell/scenarios.json), else as given."""
    path, root = Path(path), resources_dir()
    try:
        return Path(root.name, path.relative_to(root)).as_posix()
    except ValueError:
        return path.as_posix()


def data_error(path: Path | str, problem: str, entry: str | None = None, field: str | None = None) -> ContentError:
    """`file: kind "id", field "x": problem` (entry and field when known)."""
    where = ", ".join(part for part in (entry, f'field "{field}"' if field else None) if part) or "whole file"
    return ContentError(
        QT_TRANSLATE_NOOP("RookRaiders", "{file}: {where}: {problem}"),
        file=data_label(path),
        where=where,
        problem=problem,
    )


def read_json(path: Path) -> Any:
    label = data_label(path)
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ContentError(QT_TRANSLATE_NOOP("RookRaiders", "Data file {path} is missing"), path=label) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ContentError(
            QT_TRANSLATE_NOOP("RookRaiders", "Data file {path} cannot be read: {error}"),
            path=label,
            error=short(str(exc)),
        ) from None
    except (json.JSONDecodeError, RecursionError) as exc:
        error, line, column = (
            (exc.msg, exc.lineno, exc.colno) if isinstance(exc, json.JSONDecodeError) else ("nested too deeply", 1, 1)
        )
        raise ContentError(
            QT_TRANSLATE_NOOP(
                "RookRaiders", "Data file {path} is not valid JSON: {error} at line {line}, column {column}"
            ),
            path=label,
            error=error,
            line=line,
            column=column,
        ) from None


def without_notes(data: Any) -> Any:
    """`data` without the keys starting with "_" (notes for people), at every depth."""
    if isinstance(data, dict):
        return {k: without_notes(v) for k, v in data.items() if not (isinstance(k, str) and k.startswith("_"))}
    if isinstance(data, list):
        return [without_notes(v) for v in data]
    return data


# --- messages from pydantic's errors -------------------------------------------------------------


def _singular(key: str) -> str:
    if key.endswith("ies"):
        return key[:-3] + "y"
    if key.endswith(("oes", "ses")):
        return key[:-2]
    return key.removesuffix("s")


def _field_path(parts: Iterable[Any]) -> str:
    text = ""
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text


def locate(data: Any, loc: tuple[Any, ...]) -> tuple[str | None, str]:
    """(entry, field) of an error location in the raw file: the outermost entry with an id on the
    way names the entry (`scenario "gildenberg_1"`), the rest of the way is the field."""
    node: Any = data
    key: Any = None
    for depth, part in enumerate(loc):
        found = (
            part in node
            if isinstance(node, dict)
            else isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node)
        )
        if not found:
            break
        child = node[part]
        ident = child.get("id") if isinstance(child, dict) else None
        if isinstance(ident, str) and ident and depth + 1 < len(loc):
            kind = _singular(key) if isinstance(part, int) and isinstance(key, str) else str(part)
            return f'{kind} "{short(ident)}"', _field_path(loc[depth + 1 :])
        node, key = child, part
    return None, _field_path(loc)


def _problem(error: Mapping[str, Any]) -> str:
    kind = error["type"]
    if kind == "extra_forbidden":
        return "unknown field (nothing reads it)"
    if kind == "missing":
        return "missing"
    message = str(error["msg"]).removeprefix("Value error, ")
    if kind == "value_error" or "input" not in error:
        return message
    return f"{message} (got {short(json.dumps(error['input'], ensure_ascii=False, default=str))})"


def validation_error(path: Path, exc: ValidationError, data: Any, prefix: tuple[Any, ...] = ()) -> ContentError:
    """The first of pydantic's errors as one line naming the file, the entry and the field."""
    errors = exc.errors()
    first = errors[0]
    entry, field = locate(data, prefix + tuple(first["loc"]))
    problem = _problem(first)
    if len(errors) > 1:
        problem += f" (and {len(errors) - 1} more)"
    return data_error(path, problem, entry, field or None)


def load_entries(path: Path, model: type[M], key: str, context: dict[str, Any] | None = None) -> list[M]:
    """Load `{key: [entry, ...]}` from a JSON file, validating each entry with `model`."""
    data = without_notes(read_json(path))
    if not isinstance(data, dict) or not isinstance(data.get(key), list):
        raise data_error(path, f'expected an object with a list "{key}"')
    result = []
    for index, raw in enumerate(data[key]):
        try:
            result.append(model.model_validate(raw, context=context))
        except ValidationError as exc:
            raise validation_error(path, exc, data, (key, index)) from None
    return result


def load_object(path: Path, model: type[M], context: dict[str, Any] | None = None) -> M:
    data = without_notes(read_json(path))
    try:
        return model.model_validate(data, context=context)
    except ValidationError as exc:
        raise validation_error(path, exc, data) from None


# --- cross-references ----------------------------------------------------------------------------


def known(info: ValidationInfo, table: str) -> Any:
    """The entries of `table` already loaded (from the validation context), or None when the model
    is validated on its own (then cross-references are not checked)."""
    context = info.context
    return context.get(table) if isinstance(context, dict) else None


def check_known(values: Iterable[Any], table: Collection[Any] | None, what: str) -> None:
    """Refuse the first of `values` that is not in `table` (no table: nothing to check)."""
    if table is None:
        return
    for value in values:
        if value not in table:
            raise ValueError(f'unknown {what} "{short(value)}"')


def check_complete(required: Iterable[Any], present: Collection[Any], what: str) -> None:
    """Refuse the first of `required` that is not `present`."""
    for value in required:
        if value not in present:
            raise ValueError(f'no {what} "{short(value)}"')


def check_unique(ids: Iterable[str], what: str) -> None:
    seen: set[str] = set()
    for ident in ids:
        if ident in seen:
            raise ValueError(f'two {what}s have the id "{short(ident)}"')
        seen.add(ident)
