"""Work-arounds for bugs of particular Qt for Python releases.

PySide6 6.12.0 on Python 3.11 returns None from many void methods (QPainter.drawRect, save,
restore, ...) without taking a reference to it. Each call takes one reference away from None;
painting a table makes thousands of such calls, and when None's count reaches zero CPython
aborts ("Fatal Python error: none_dealloc"). Python 3.12 made None immortal (PEP 683), so the
bug is harmless there, and 6.11.x does not have it. On the affected combination we give None a
reserve of references large enough never to run out, which is what 3.12 does by design.
"""
from __future__ import annotations

import ctypes
import sys

RESERVE = 1 << 40
_done = False


def affected() -> bool:
    if sys.version_info >= (3, 12):
        return False
    try:
        import PySide6
    except ImportError:
        return False
    return PySide6.__version__.startswith("6.12.")


def guard_none_refcount() -> None:
    """Make None effectively immortal on Python < 3.12 with an affected PySide6 (idempotent)."""
    global _done
    if _done or not affected():
        return
    ctypes.c_ssize_t.from_address(id(None)).value += RESERVE
    _done = True
