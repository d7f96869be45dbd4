"""The garbage collector's full walks stay short however long the game (issue 17).

Python's full collection walks every object the program holds. After start-up that is some 80,000
(modules, classes, Qt wrappers, the games' data), and each walk took 50 to 150 ms, on the window's
thread or on a bot's (a collection holds the lock every Python thread needs, so the window waits
either way); it came back about ten times in a 1,000-action game. What exists when the first table
is set lives as long as the app: frozen (`gc.freeze`), the collector never walks it again, and a
full collection walks only what the games made since (a 1,000-action game's: some 15,000 objects,
a few milliseconds). Only once per process: what later games make and drop is collected as ever.
"""

from __future__ import annotations

import gc

_frozen = False


def freeze_start_up() -> None:
    """Take what the app holds now out of the collector's walks; only the first call does it."""
    global _frozen
    if not _frozen:
        _frozen = True
        gc.freeze()
