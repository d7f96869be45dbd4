"""Picker: turns clicks on the table into one of the legal actions (game-agnostic).

Every spatial legal action is a multiset of click keys (from the scene's `action_keys`). Clicks
accumulate picks; the Picker keeps only picks that still lead to some legal action. When the picks
equal exactly one action that cannot grow any further, that action is chosen. When several
actions fit (or a fitting action could still grow), they are offered as choices. A click that fits
no legal action is refused with a reason, and nothing changes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Outcome:
    kind: str  # "submit" | "choose" | "pending" | "illegal"
    action: Any = None  # for submit
    choices: list[Any] = field(default_factory=list)  # actions to confirm by button (choose / pending)
    message: str = ""


class Picker:
    def __init__(self) -> None:
        self.options: list[tuple[Any, Counter[Hashable]]] = []
        self.picks: Counter[Hashable] = Counter()

    def reset(self, legal: list[Any], keys_of: Callable[[Any], tuple[Hashable, ...]]) -> None:
        self.options = [(a, Counter(k)) for a in legal if (k := keys_of(a))]
        self.picks = Counter()

    def clear(self) -> None:
        self.picks = Counter()

    @property
    def active(self) -> bool:
        return bool(self.options)

    def _fitting(self, picks: Counter[Hashable]) -> list[tuple[Any, Counter[Hashable]]]:
        return [(a, k) for a, k in self.options if not picks - k]

    def candidates(self) -> list[Any]:
        return [a for a, _ in self._fitting(self.picks)]

    def exact(self) -> list[Any]:
        return [a for a, k in self._fitting(self.picks) if k == self.picks]

    def next_keys(self) -> dict[Hashable, Any]:
        """Keys that could be clicked next, each with one action it leads to (for its colour)."""
        result: dict[Hashable, Any] = {}
        for action, keys in self._fitting(self.picks):
            for key in keys - self.picks:
                result.setdefault(key, action)
        return result

    def click(self, key: Hashable) -> Outcome:
        grown = self.picks + Counter([key])
        if self._fitting(grown):
            self.picks = grown
        elif key in self.picks:
            self.picks = self.picks - Counter([key])  # a second click on a pick takes it back
            return self._state()
        elif self._fitting(Counter([key])):
            self.picks = Counter([key])  # start over from this click
        else:
            return Outcome("illegal", message="That is not a legal choice now.")
        return self._state()

    def _state(self) -> Outcome:
        fitting = self._fitting(self.picks)
        exact = [a for a, k in fitting if k == self.picks]
        growing = [a for a, k in fitting if k != self.picks]
        if exact and not growing:
            if len(exact) == 1:
                self.picks = Counter()
                return Outcome("submit", action=exact[0])
            return Outcome("choose", choices=exact)
        return Outcome("pending", choices=exact)
