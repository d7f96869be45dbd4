"""A fast deep copy of a game state: `clone_state(state)`, and `restore_into` to put one back.

Pickling a state (or pydantic's `model_copy(deep=True)`) costs far more than the copy itself:
both go through generic machinery for every model, list and number. A state holds only pydantic
models, lists, dicts, tuples, sets and immutable scalars, so each model class gets a copier
written for its fields once (from their annotations): a number or a string is shared, a list of
strings is copied in one step, a list of models model by model. The copy is exact: every field,
the fields set (what `exclude_unset` reads), extra and private values.

What may be shared, because nothing can change it: numbers, strings, None, enums, tuples of such
values, and frozen models (their fields cannot be reassigned, and nothing in the engine changes a
frozen model's containers in place: an Event's args are built once). Every shortcut checks the
value's type first, so a field holding something its annotation does not say is still copied in
full (anything unknown by `copy.deepcopy`).
"""

from __future__ import annotations

import copy
import enum
import types
import typing
from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel

T = TypeVar("T")
Copier = Callable[[Any], Any]

# values that never change, so a copy may share them
_ATOMIC: set[type] = {int, str, bool, float, complex, bytes, type(None), range}
_ATOMIC_HINTS = (int, str, bool, float, complex, bytes, type(None))

_new = object.__new__
_set = object.__setattr__


def _share(value: Any) -> Any:
    return value


def _copy_list(items: list[Any]) -> list[Any]:
    atomic = _ATOMIC
    return [v if type(v) in atomic else _copy(v) for v in items]


def _copy_dict(items: dict[Any, Any]) -> dict[Any, Any]:
    atomic = _ATOMIC
    return {k: v if type(v) in atomic else _copy(v) for k, v in items.items()}


def _copy_tuple(items: tuple[Any, ...]) -> tuple[Any, ...]:
    atomic = _ATOMIC
    for v in items:
        if type(v) not in atomic:
            return tuple(_copy(v) for v in items)
    return items  # nothing inside can change: share it


def _copy_set(items: set[Any]) -> set[Any]:
    return {_copy(v) for v in items}


_COPIERS: dict[type, Copier] = {
    list: _copy_list,
    dict: _copy_dict,
    tuple: _copy_tuple,
    set: _copy_set,
    frozenset: _share,  # its members are hashable, so immutable
}


def _copy(value: Any) -> Any:
    kind = type(value)
    if kind in _ATOMIC:
        return value
    copier = _COPIERS.get(kind)
    if copier is None:
        copier = _COPIERS[kind] = _copier_for(kind)
    return copier(value)


def _copier_for(kind: type) -> Copier:
    if issubclass(kind, BaseModel):
        return _share if kind.model_config.get("frozen") else _model_copier(kind)
    if issubclass(kind, enum.Enum):
        _ATOMIC.add(kind)
        return _share
    return copy.deepcopy


def _is_atomic_hint(hint: Any) -> bool:
    """Whether every value of the annotation `hint` is immutable (so may be shared)."""
    origin = typing.get_origin(hint)
    if origin is typing.Literal:
        return all(type(v) in _ATOMIC for v in typing.get_args(hint))
    if origin in (typing.Union, types.UnionType, tuple):
        return all(arg is ... or _is_atomic_hint(arg) for arg in typing.get_args(hint))
    if isinstance(hint, type):
        return issubclass(hint, (*_ATOMIC_HINTS, enum.Enum))
    return False


def _field_fix(name: str, hint: Any) -> str:
    """The copier's line making field `name` of the copied dict `d` its own (empty: share it)."""
    if _is_atomic_hint(hint):
        return ""  # a number, a string, a tuple of them...: nothing to copy
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    value = f"d[{name!r}]"
    if origin is list and args and _is_atomic_hint(args[0]):
        return f"        {value} = v[:] if type(v := {value}) is list else copy(v)"
    if origin is dict and len(args) == 2 and _is_atomic_hint(args[0]) and _is_atomic_hint(args[1]):
        return f"        {value} = v.copy() if type(v := {value}) is dict else copy(v)"
    return f"        {value} = copy({value})"


def _model_copier(kind: type[BaseModel]) -> Copier:
    """A copier written for `kind`'s fields: pydantic keeps every field in the instance's dict, so
    the dict is copied in one step, then each field that may change is copied in its own way."""
    fixes = "\n".join(filter(None, (_field_fix(name, f.annotation) for name, f in kind.model_fields.items())))
    source = f"""
def copy_model(model):
    d = model.__dict__.copy()
    if len(d) == {len(kind.model_fields)}:
{fixes or "        pass"}
    else:  # not built by pydantic: copy whatever is there
        d = copy_dict(d)
    new = new_object(kind)
    set_attr(new, "__dict__", d)
    set_fields(new, model.__pydantic_fields_set__.copy())
    extra = model.__pydantic_extra__
    set_extra(new, None if extra is None else copy(extra))
    private = model.__pydantic_private__
    set_private(new, None if private is None else copy(private))
    return new
"""
    slots = BaseModel.__dict__
    scope: dict[str, Any] = {
        "kind": kind,
        "new_object": _new,
        "set_attr": _set,
        "set_fields": slots["__pydantic_fields_set__"].__set__,
        "set_extra": slots["__pydantic_extra__"].__set__,
        "set_private": slots["__pydantic_private__"].__set__,
        "copy": _copy,
        "copy_dict": _copy_dict,
    }
    exec(source, scope)  # the source is built here from field names only
    copier: Copier = scope["copy_model"]
    return copier


def clone_state(state: T) -> T:
    """A deep copy of `state` (a pydantic model, or any value a state holds) that shares nothing
    mutable with it: changing one never changes the other."""
    result: T = _copy(state)
    return result


def restore_into(state: BaseModel, saved: BaseModel) -> None:
    """Put every field of `saved` (a clone of `state` taken earlier) back into `state`, in place:
    whoever holds `state` sees it exactly as it was. `saved` is used up (its parts move over)."""
    _set(state, "__dict__", saved.__dict__)
    _set(state, "__pydantic_fields_set__", saved.__pydantic_fields_set__)
    _set(state, "__pydantic_extra__", saved.__pydantic_extra__)
    _set(state, "__pydantic_private__", saved.__pydantic_private__)
