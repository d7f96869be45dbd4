"""Loading data files with messages a player can act on: file, entry and field, never a traceback."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from .errors import ContentError
from .i18n import QT_TRANSLATE_NOOP

M = TypeVar("M", bound=BaseModel)


def read_json(path: Path) -> Any:
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ContentError(QT_TRANSLATE_NOOP("RookRaiders", "Data file {path} is missing"), path=str(path)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ContentError(QT_TRANSLATE_NOOP("RookRaiders", "Data file {path} cannot be read: {error}"), path=str(path), error=str(exc)) from None
    except json.JSONDecodeError as exc:
        raise ContentError(QT_TRANSLATE_NOOP("RookRaiders", "Data file {path} is not valid JSON: {error} at line {line}, column {column}"),
                           path=str(path), error=exc.msg, line=exc.lineno, column=exc.colno) from None


def validation_message(path: Path, exc: ValidationError, entries: list[Any] | None = None) -> str:
    """Turn pydantic's error list into 'file: entry "x", field "y": problem' lines."""
    lines = []
    for error in exc.errors()[:8]:
        loc = list(error["loc"])
        entry = ""
        if entries is not None and loc and isinstance(loc[0], int):
            index = loc.pop(0)
            raw = entries[index] if index < len(entries) else None
            ident = raw.get("id") if isinstance(raw, dict) else None
            entry = f'entry "{ident}"' if ident else f"entry #{index + 1}"
        field = ".".join(str(part) for part in loc) or "(whole entry)"
        where = f"{entry}, field \"{field}\"" if entry else f'field "{field}"'
        lines.append(f"{Path(path).name}: {where}: {error['msg']}")
    return "\n".join(lines)


def load_entries(path: Path, model: type[M], key: str) -> list[M]:
    """Load `{key: [entry, ...]}` from a JSON file, validating each entry with `model`."""
    data = read_json(path)
    if not isinstance(data, dict) or not isinstance(data.get(key), list):
        raise ContentError(QT_TRANSLATE_NOOP("RookRaiders", "{file}: expected an object with a list \"{key}\""), file=Path(path).name, key=key)
    entries = data[key]
    result = []
    for index, raw in enumerate(entries):
        try:
            result.append(model.model_validate(raw))
        except ValidationError as exc:
            # re-anchor locations on the entry index so the message names the entry
            lines = []
            for error in exc.errors()[:8]:
                ident = raw.get("id") if isinstance(raw, dict) else None
                entry = f'entry "{ident}"' if ident else f"entry #{index + 1}"
                field = ".".join(str(p) for p in error["loc"]) or "(whole entry)"
                lines.append(f'{Path(path).name}: {entry}, field "{field}": {error["msg"]}')
            raise ContentError("\n".join(lines)) from None
    return result


def load_object(path: Path, model: type[M]) -> M:
    data = read_json(path)
    if isinstance(data, dict):  # keys starting with "_" are notes for people editing the file
        data = {k: v for k, v in data.items() if not k.startswith("_")}
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise ContentError(validation_message(path, exc)) from None
