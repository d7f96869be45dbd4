"""The log's lines per seat, kept and extended action by action.

A hot-seat change of player shows another seat's log: rebuilding it from the whole history each
time (a line per event, each put into words) grew with the game. Here every seat that has looked
at the table keeps its lines and the history entries they cover; showing it again only puts the
actions since into words. An undo cuts the lines of the entries it took back (found by identity,
from the end: usually no step at all). In a game without secrets (every seat reads every event)
all seats share one list. The lines are in the language they were made in: the window calls
`clear()` when the language changes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Describe = Callable[[Any, int | None], list[str]]  # (events, viewer) -> the lines that viewer may read


@dataclass
class _Log:
    lines: list[str]
    opening: int = 0  # the lines before the first action's
    entries: list[Any] = field(default_factory=list)  # the history entries covered, in order
    ends: list[int] = field(default_factory=list)  # len(lines) after each entry


class SeatLogs:
    """Per viewer (None: a spectator), the log's lines so far; see the module docstring."""

    def __init__(self, opening: Callable[[int | None], list[str]], describe: Describe, shared: bool = False):
        self._opening = opening  # a viewer's first lines: the new-game line and the set-up's events
        self._describe = describe
        self._shared = shared  # every viewer reads the same lines (a game without secrets)
        self._logs: dict[int | None, _Log] = {}

    def owner(self, viewer: int | None) -> int | None:
        """Whose lines `viewer` reads: its own, or (shared) everybody's."""
        return None if self._shared else viewer

    def clear(self) -> None:
        self._logs.clear()

    def update(self, viewer: int | None, history: list[Any]) -> tuple[list[str], int]:
        """`viewer`'s lines for `history` (a list of entries with `.events`), and how many of them
        are the same as the last time this viewer's lines were asked for."""
        key = self.owner(viewer)
        log = self._logs.get(key)
        if log is None:
            lines = self._opening(viewer)
            log = self._logs[key] = _Log(lines, len(lines))
        kept = self._cut_to_common(log, history)
        for entry in history[len(log.entries) :]:
            log.lines.extend(self._describe(entry.events, viewer))
            log.entries.append(entry)
            log.ends.append(len(log.lines))
        return log.lines, kept

    @staticmethod
    def _cut_to_common(log: _Log, history: list[Any]) -> int:
        """Drop the entries (and their lines) no longer in `history`; the lines left."""
        same = min(len(history), len(log.entries))
        while same and history[same - 1] is not log.entries[same - 1]:
            same -= 1
        if same < len(log.entries):
            start = log.ends[same - 1] if same else log.opening
            del log.lines[start:], log.entries[same:], log.ends[same:]
        return len(log.lines)
