"""The only Qt code that knows the engine: GameSession turns engine calls into Qt signals."""
from ..ui.compat import guard_none_refcount

guard_none_refcount()
