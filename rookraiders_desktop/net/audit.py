"""The audit: the host announces sha256(seed, salt) at the start and reveals both, with every
action, at the end. A client replays the game and checks every view and event it received, so a
host that changed the deck (or anything else) mid-game is caught."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from ..engine.core.game import Game, Setup, visible
from ..engine.core.i18n import QT_TRANSLATE_NOOP, Translate, english, render
from ..engine.core.session import Session, parse_saved_action
from .crypto import commitment


def digest(data: Any) -> str:
    """A view's fingerprint, from its JSON as it travelled."""
    return hashlib.sha256(json.dumps(data, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


@dataclass
class Problem:
    """One thing the audit found wrong: an English template and its values, shown in the reader's
    language (`text`); `str()` is the English."""

    template: str
    params: dict[str, Any] = field(default_factory=dict)

    def text(self, tr: Translate = english) -> str:
        return render(self.template, self.params, tr)

    def __str__(self) -> str:
        return self.text()


@dataclass
class Record:
    """What a seat received, by the number of actions played when it was sent."""

    views: dict[int, str] = field(default_factory=dict)  # actions played -> view digest
    events: dict[int, list[Any]] = field(default_factory=dict)  # actions played -> events received

    def note(self, index: int, view: Any, events: list[Any] | None) -> None:
        self.views[index] = digest(view)
        if events is not None:
            self.events[index] = events


def check(game: Game[Any, Any], seat: int | None, commit: str, reveal: dict[str, Any], record: Record) -> list[Problem]:
    """The problems found replaying the revealed game against what `seat` received ([]: none)."""
    try:
        seed, salt = reveal["seed"], bytes.fromhex(reveal["salt"])
        if commitment(seed, salt) != commit:
            return [
                Problem(QT_TRANSLATE_NOOP("RookRaiders", "the revealed seed is not the one announced at the start"))
            ]
        session = Session(game, Setup.model_validate(reveal["setup"]), seed, keep_snapshots=False)
        problems = _compare(game, session, seat, 0, None, record)
        for index, raw in enumerate(reveal["actions"]):
            events = session.submit(parse_saved_action(game, index, raw, "the reveal"))
            problems += _compare(game, session, seat, index + 1, events, record)
    except Exception as exc:  # noqa: BLE001 - any failure to replay is a failed audit, never a crash
        return [
            Problem(QT_TRANSLATE_NOOP("RookRaiders", "the revealed game cannot be replayed: {reason}"), {"reason": exc})
        ]
    return problems


def _compare(
    game: Game[Any, Any], session: Session, seat: int | None, index: int, events: Any, record: Record
) -> list[Problem]:
    problems = []
    at = {"count": index}
    if index in record.views and record.views[index] != digest(game.view(session.state, seat).model_dump(mode="json")):
        problems.append(
            Problem(
                QT_TRANSLATE_NOOP("RookRaiders", "the table received after action {count} differs from the replay"), at
            )
        )
    if index in record.events and events is not None:
        replayed = json.loads(json.dumps([e.model_dump(mode="json") for e in events if visible(e, seat)]))
        if replayed != record.events[index]:
            problems.append(
                Problem(
                    QT_TRANSLATE_NOOP("RookRaiders", "the events received after action {count} differ from the replay"),
                    at,
                )
            )
    return problems
