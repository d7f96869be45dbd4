"""The log's lines per seat, kept and extended action by action.

A hot-seat change of player shows another seat's log: rebuilding it from the whole history each
time (a line per event, each put into words) grew with the game. Here every seat that has looked
at the table keeps its lines and the history entries they cover; showing it again only puts the
actions since into words. An undo cuts the lines of the entries it took back (found by identity,
from the end: usually no step at all). In a game without secrets (every seat reads every event)
all seats share one list. The lines are in the language they were made in: the window calls
`clear()` when the language changes.

A log first shown for a long game (a save opened, a seat's first look, a new language) puts only
its last `first` entries into words at once: those are what the log shows at its bottom. The older
entries stay `pending` until `fill` describes them, a slice at a time, once the table is shown.
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
    pending: int = 0  # the first entries, not put into words yet (no lines: their ends are `opening`)


class SeatLogs:
    """Per viewer (None: a spectator), the log's lines so far; see the module docstring."""

    def __init__(
        self,
        opening: Callable[[int | None], list[str]],
        describe: Describe,
        shared: bool = False,
        first: int | None = None,
    ):
        self._opening = opening  # a viewer's first lines: the new-game line and the set-up's events
        self._describe = describe
        self._shared = shared  # every viewer reads the same lines (a game without secrets)
        self._first = first  # a new log describes at once only the last `first` entries (None: all)
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
            log = self._logs[key] = self._new_log(viewer, history)
        kept = self._cut_to_common(log, history)
        for entry in history[len(log.entries) :]:
            log.lines.extend(self._describe(entry.events, viewer))
            log.entries.append(entry)
            log.ends.append(len(log.lines))
        return log.lines, kept

    def _new_log(self, viewer: int | None, history: list[Any]) -> _Log:
        lines = self._opening(viewer)
        log = _Log(lines, len(lines))
        left_out = 0 if self._first is None else max(0, len(history) - self._first)
        log.entries, log.ends, log.pending = history[:left_out], [log.opening] * left_out, left_out
        return log

    def size(self, viewer: int | None) -> int:
        """How many lines `viewer`'s log has so far."""
        log = self._logs.get(self.owner(viewer))
        return 0 if log is None else len(log.lines)

    def pending(self, viewer: int | None) -> int:
        """How many of `viewer`'s oldest entries are not in its lines yet."""
        log = self._logs.get(self.owner(viewer))
        return 0 if log is None else log.pending

    def fill(self, viewer: int | None, count: int) -> int:
        """Put up to `count` more of `viewer`'s pending entries into words (the newest of them
        first: their lines go right after the opening's); how many are still pending."""
        log = self._logs.get(self.owner(viewer))
        if log is None or not log.pending:
            return 0
        low, high = max(0, log.pending - count), log.pending
        lines: list[str] = []
        ends: list[int] = []
        for entry in log.entries[low:high]:
            lines.extend(self._describe(entry.events, viewer))
            ends.append(log.opening + len(lines))
        log.lines[log.opening : log.opening] = lines
        log.ends[low:] = ends + [end + len(lines) for end in log.ends[high:]]
        log.pending = low
        return low

    @staticmethod
    def _cut_to_common(log: _Log, history: list[Any]) -> int:
        """Drop the entries (and their lines) no longer in `history`; the lines left."""
        same = min(len(history), len(log.entries))
        while same and history[same - 1] is not log.entries[same - 1]:
            same -= 1
        if same < len(log.entries):
            start = log.ends[same - 1] if same else log.opening
            del log.lines[start:], log.entries[same:], log.ends[same:]
            log.pending = min(log.pending, same)
        return len(log.lines)
