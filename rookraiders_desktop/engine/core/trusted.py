"""`trusted_maker(Model)`: a function building `Model` from values the engine knows are valid.

A move generator lists thousands of small action models per game (Roguelight: every position of
every block), and pydantic's validation of each costs several times building it. Where the
generator itself produced the values (a cell tuple it computed, a player index it was asked
about), the model is built directly: the same fields in the same order, the same defaults and the
same fields set as the validated model, so it compares, hashes and dumps alike. Never for values
from outside (a file, a click): those go through the model's own validation.
"""

from __future__ import annotations

import keyword
from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)

_SLOTS = BaseModel.__dict__
_UNSET = object()


def trusted_maker(kind: type[M]) -> Callable[..., M]:
    """A function taking `kind`'s fields as keyword arguments (the optional ones may be left out)
    and returning the model, unvalidated. A missing or unknown field is a TypeError, as a call."""
    if kind.__private_attributes__ or kind.model_config.get("extra") == "allow":
        raise TypeError(f"{kind.__name__} has private or extra values: build it with validation")
    fields = kind.model_fields
    for name in fields:
        if not name.isidentifier() or keyword.iskeyword(name):
            raise TypeError(f"{kind.__name__}.{name} cannot be a keyword argument")
    required = [name for name, info in fields.items() if info.is_required()]
    optional = [name for name, info in fields.items() if not info.is_required()]
    scope: dict[str, Any] = {
        "_kind": kind,
        "_UNSET": _UNSET,
        "_new_object": object.__new__,
        "_set_attr": object.__setattr__,
        "_set_fields": _SLOTS["__pydantic_fields_set__"].__set__,
        "_set_extra": _SLOTS["__pydantic_extra__"].__set__,
        "_set_private": _SLOTS["__pydantic_private__"].__set__,
    }
    lines = [f"    _given = {set(required)!r}" if required else "    _given = set()"]
    for name in optional:
        info = fields[name]
        scope[f"_default_{name}"] = info.default_factory if info.default_factory is not None else info.default
        default = f"_default_{name}()" if info.default_factory is not None else f"_default_{name}"
        lines += [
            f"    if {name} is _UNSET:",
            f"        {name} = {default}",
            "    else:",
            f"        _given.add({name!r})",
        ]
    parameters = ", ".join([*required, *(f"{name}=_UNSET" for name in optional)])
    values = ", ".join(f"{name!r}: {name}" for name in fields)
    body = "\n".join(lines)
    source = f"""
def make(*, {parameters}):
{body}
    _model = _new_object(_kind)
    _set_attr(_model, "__dict__", {{{values}}})
    _set_fields(_model, _given)
    _set_extra(_model, None)
    _set_private(_model, None)
    return _model
"""
    exec(source, scope)  # the source is built here from the model's field names only
    # (a field name never starts with an underscore, so it never hides the names above)
    maker: Callable[..., M] = scope["make"]
    return maker
