"""Game ▸ Host online… and Game ▸ Join…: the window's remote play. Hosting starts a room (an
embedded broker, or the players' own) whose seats are each remote, local (hot-seat at this
computer, the curtain between local seats as in any game) or a bot, shows one invitation per
remote seat and, if asked, one for spectators (a link to copy and a QR picture), then plays the
local seats on the host's own state, in this process: their views never go on the wire. An
"Online" panel shows each seat's connection and a chat line. Imported only when the player asks."""

from __future__ import annotations

import socket
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.core.i18n import QT_TRANSLATE_NOOP
from . import i18n
from .online_bridge import HostRunner, SeatLink

if TYPE_CHECKING:
    from ..net.audit import Problem
    from ..net.broker import EmbeddedBroker
    from ..net.host import Host
    from .online_session import LocalSeatsSession

DEALER_NOTE = QT_TRANSLATE_NOOP(
    "Online", "The host's computer sees everything, like a dealer; yours sees only your seat."
)
STATES = {
    "connected": QT_TRANSLATE_NOOP("Online", "connected"),
    "away": QT_TRANSLATE_NOOP("Online", "away"),
    "waiting": QT_TRANSLATE_NOOP("Online", "not joined yet"),
    "bot": QT_TRANSLATE_NOOP("Online", "a bot"),
    "local": QT_TRANSLATE_NOOP("Online", "at the host's computer"),
    "covered": QT_TRANSLATE_NOOP("Online", "played by a bot while away"),
    "reconnecting": QT_TRANSLATE_NOOP("Online", "reconnecting…"),
    "unreachable": QT_TRANSLATE_NOOP("Online", "cannot reach the broker"),
    "connecting": QT_TRANSLATE_NOOP("Online", "connecting…"),
}
RESUME_TITLE = QT_TRANSLATE_NOOP("Online", "Resume a hosted game")
NEW_ROOM = QT_TRANSLATE_NOOP("Online", "New room")
NOT_NOW = QT_TRANSLATE_NOOP("Online", "Not now")


def translated(text: str) -> str:
    """A text marked with QT_TRANSLATE_NOOP("Online", ...), in the interface's language."""
    return str(QCoreApplication.translate("Online", text))


def _state_words(state: str) -> str:
    return translated(STATES[state]) if state in STATES else state


# --- joining -------------------------------------------------------------------------------
class JoinDialog(QDialog):
    """Paste an invitation; OK joins when it reads as one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a game online"))
        self.text = QLineEdit()
        self.text.setPlaceholderText("rookraiders://join?…")
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._check)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Paste the invitation you were sent:")))
        layout.addWidget(self.text)
        layout.addWidget(self.problem)
        layout.addWidget(QLabel(translated(DEALER_NOTE)))
        layout.addWidget(buttons)
        self.invitation: Any = None

    def _check(self) -> None:
        from ..net.invite import InvitationError, parse_invitation

        try:
            self.invitation = parse_invitation(self.text.text())
        except InvitationError as exc:
            self.problem.setText(self.tr("This is not a usable invitation: {reason}").format(reason=exc))
            return
        self.accept()


def join_dialog(window: Any) -> None:
    dialog = JoinDialog(window)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        join(window, dialog.invitation)


def join(window: Any, invitation: Any) -> SeatLink | None:
    """Connect with `invitation`; the table appears with the host's first view."""
    from ..net.client import Client, ClientError

    try:
        client = Client(invitation, ping_every=2.0)
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            client.connect(10.0)
        finally:
            QGuiApplication.restoreOverrideCursor()
    except ClientError as exc:
        window.warn(
            QCoreApplication.translate("Online", "Cannot join"),
            QCoreApplication.translate("Online", "The game cannot be reached: {reason}").format(reason=exc),
        )
        return None
    link = SeatLink(client, window)
    panel = OnlinePanel(window, link)

    tables: list[Any] = []  # the table, made from the first view

    def first_view(view: Any, events: list[Any], mine: bool) -> None:
        if tables:  # a view queued before the table was made (its own slot misses it): given to it
            tables[0].take_view(view, events, mine)
            return
        link.view_arrived.disconnect(first_view)
        from .online_session import RemoteGameSession

        assert client.game is not None and client.setup is not None
        tables.append(RemoteGameSession(link, client.game, client.setup, view, invitation.seat))
        window.set_session(tables[0])
        panel.show_names(client.setup)

    link.view_arrived.connect(first_view)
    link.start()
    return link


class OnlinePanel(QDockWidget):
    """Each seat's connection, the host's note and a chat line, beside the table: a guest's (its
    seat's link) or the host's (the room's runner)."""

    def __init__(self, window: Any, link: SeatLink | HostRunner) -> None:
        super().__init__(self.tr("Online"), window)
        self.setObjectName("online-panel")
        self.link = link
        self.names: dict[int, str] = {}
        self.seats = QLabel(self.tr("connecting…"))
        self.link_state = QLabel()
        self.audit = QLabel()  # at the end: the seed the host revealed, and whether the audit passed
        self.audit.setWordWrap(True)
        self.audit.hide()
        self.chat = QPlainTextEdit()
        self.chat.setReadOnly(True)
        self.chat.setMaximumBlockCount(200)
        self.line = QLineEdit()
        self.line.setPlaceholderText(self.tr("Say something to the table…"))
        self.line.setMaxLength(200)
        self.line.returnPressed.connect(self._say)
        note = QLabel(translated(DEALER_NOTE))
        note.setWordWrap(True)
        body = QWidget()
        layout = QVBoxLayout(body)
        for widget in (note, self.link_state, self.audit, self.seats, self.chat, self.line):
            layout.addWidget(widget)
        self.setWidget(body)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self)
        link.seats_changed.connect(self._seats)
        link.chat_arrived.connect(self._chat)
        if isinstance(link, SeatLink):  # the host has no connection of its own to show, nor an audit to make
            link.link_changed.connect(
                lambda state: self.link_state.setText(self.tr("Connection: {state}").format(state=_state_words(state)))
            )
            link.finished.connect(self._finished)
        self.line.setEnabled(bool(link.own_seats()))  # a spectator (or a host of only bots) says nothing
        link.closed.connect(self.deleteLater)  # the seat left, or the room closed: the panel goes with it

    def show_names(self, setup: Any) -> None:
        self.names = {seat: entry.name for seat, entry in enumerate(setup.seats)}
        self._seats(self.link.seat_states())

    def _name(self, seat: int) -> str:
        return self.names.get(seat, self.tr("Seat {number}").format(number=seat + 1))

    def _seats(self, states: dict[int, str]) -> None:
        mine = self.link.own_seats()
        lines = []
        for seat, state in sorted(states.items()):
            words = self.tr("you") if seat in mine else _state_words(state)
            lines.append(f"{self._name(seat)}: {words}")
        self.seats.setText("\n".join(lines))

    def _chat(self, seat: int, text: str) -> None:
        self.chat.appendPlainText(f"{self._name(seat)}: {text}")

    def _say(self) -> None:
        text = self.line.text().strip()
        if text:
            self.link.say(text)
            self.line.clear()

    def _finished(self, problems: list[Problem]) -> None:
        if problems:
            found = "; ".join(problem.text(i18n.engine_tr) for problem in problems)
            verdict = self.tr("The audit FAILED: {problems}").format(problems=found)
        else:
            verdict = self.tr("Audit: every table you were shown matches the host's revealed seed.")
        self.chat.appendPlainText(verdict)
        assert isinstance(self.link, SeatLink)
        seed = self.link.client.revealed_seed
        revealed = self.tr("The host revealed the seed: {seed}").format(seed=seed) if seed is not None else ""
        self.audit.setText("\n".join(line for line in (revealed, verdict) if line))
        self.audit.setStyleSheet(f"font-weight: bold; color: {'#b00020' if problems else '#1b7f3b'}")
        self.audit.show()


# --- hosting -------------------------------------------------------------------------------
class HostDialog(QDialog):
    """The game, the seats (remote players, players at this computer, bots), spectators and the broker."""

    def __init__(self, parent: QWidget | None = None, game_id: str | None = None) -> None:
        super().__init__(parent)
        from .games import registered_games

        self.setWindowTitle(self.tr("Host a game online"))
        self.games = registered_games()
        self.game = QComboBox()
        for key, game in self.games.items():
            self.game.addItem(i18n.game_title(game), key)
        if game_id in self.games:
            self.game.setCurrentIndex(list(self.games).index(game_id))
        self.players = QSpinBox()
        self.seat_grid = QGridLayout()
        self.kinds: list[QComboBox] = []
        self.broker = QLineEdit()
        self.broker.setPlaceholderText(self.tr("empty: a broker on this computer, for the local network"))
        self.broker.setMinimumWidth(380)
        self.address = QLineEdit(_lan_address())
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.port.setValue(1883)
        self.spectators = QCheckBox(self.tr("Also an invitation for spectators (they see no one's secrets)"))
        form = QFormLayout()
        form.addRow(self.tr("Game"), self.game)
        form.addRow(self.tr("Players"), self.players)
        form.addRow(self.tr("Seats"), self._seat_box())
        form.addRow("", self.spectators)
        form.addRow(self.tr("Broker (mqtt:// or mqtts://)"), self.broker)
        form.addRow(self.tr("This computer's address"), self.address)
        form.addRow(self.tr("Port"), self.port)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Open the room"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b00020")
        note = QLabel(translated(DEALER_NOTE))
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._seats_changed)
        self._game_changed()

    def _seat_box(self) -> QWidget:
        box = QWidget()
        box.setLayout(self.seat_grid)
        return box

    def _game_changed(self) -> None:
        game = self.games[self.game.currentData()]
        self.players.setRange(max(2, game.min_players), game.max_players)
        self._seats_changed()

    def _seats_changed(self) -> None:
        while self.seat_grid.count():
            item = self.seat_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.kinds = []
        for seat in range(self.players.value()):
            self.seat_grid.addWidget(QLabel(self.tr("Seat {number}").format(number=seat + 1)), seat, 0)
            kind = QComboBox()
            kind.addItem(self.tr("a player at this computer"), "local")
            kind.addItem(self.tr("a remote player"), "remote")
            kind.addItem(self.tr("a bot"), "bot")
            kind.setCurrentIndex(0 if seat == 0 else 1)  # the host plays seat 1, the others are invited
            self.kinds.append(kind)
            self.seat_grid.addWidget(kind, seat, 1)

    def seat_kinds(self) -> list[str]:
        return [kind.currentData() for kind in self.kinds]


def _lan_address() -> str:
    try:
        return socket.gethostbyname(socket.gethostname())
    except OSError:
        return "127.0.0.1"


def host_dialog(window: Any, game_id: str | None = None) -> None:
    """Game ▸ Host online…: first an unfinished room hosted here, if any, to resume (or discard)."""
    if offer_resume(window, lambda: new_room_dialog(window, game_id)) is None:
        new_room_dialog(window, game_id)


def new_room_dialog(window: Any, game_id: str | None = None) -> None:
    dialog = HostDialog(window, game_id)
    while dialog.exec() == QDialog.DialogCode.Accepted:
        if open_room(window, dialog) is not None:
            return


def open_room(window: Any, dialog: HostDialog) -> HostRunner | None:
    """Start the room the dialog describes, show the invitations and put its table in the window."""
    from ..engine.core.game import SeatSetup, Setup
    from ..net.broker import BrokerAddress, BrokerError, EmbeddedBroker, parse_broker
    from ..net.host import Host, HostError
    from ..net.rooms import discard
    from .online_rooms import rooms_folder

    game = dialog.games[dialog.game.currentData()]
    kinds = dialog.seat_kinds()
    names = [
        QCoreApplication.translate("Online", "Player {number}").format(number=seat + 1) for seat in range(len(kinds))
    ]
    setup = Setup(
        seats=[
            SeatSetup(name=name, bot="greedy" if kind == "bot" else None)
            for name, kind in zip(names, kinds, strict=True)
        ]
    )
    embedded = host = None
    try:
        if dialog.broker.text().strip():
            brokers = [parse_broker(dialog.broker.text()).url]
        else:
            embedded = EmbeddedBroker("0.0.0.0", dialog.port.value()).start()
            brokers = [BrokerAddress(dialog.address.text().strip() or "127.0.0.1", embedded.port).url]
        import secrets

        room = rooms_folder() / f"room-{secrets.token_hex(4)}.json"  # the keys: never in a save
        own = None if embedded is None else embedded.address.url  # started again there if the room resumes
        host = Host.create(game, setup, kinds, brokers, room, spectators=dialog.spectators.isChecked(), embedded=own)
        host.connect(10.0)
    except (BrokerError, HostError, ValueError, OSError) as exc:
        if host is not None:
            host.close()
            discard(host.room_path)  # a room that never opened is nothing to resume
        if embedded is not None:
            embedded.stop()
        dialog.problem.setText(
            QCoreApplication.translate("Online", "The room cannot open: {reason}").format(reason=exc)
        )
        return None
    return seat_room(window, host, embedded)


def seat_room(window: Any, host: Host, embedded: EmbeddedBroker | None) -> HostRunner:
    """Put a connected room's table in the window, its Online panel beside it, its invitations on
    show (a new room's, or a resumed one's: the same links)."""
    runner = HostRunner(host, embedded, window)
    window.destroyed.connect(lambda *_: runner.close())
    window.set_session(local_table(runner))  # before the host's thread runs: no move is missed
    setup = host.session.setup
    OnlinePanel(window, runner).show_names(setup)
    runner.start()
    if host.room.keys:
        invitations = InvitationsDialog(window, runner, [seat.name for seat in setup.seats])
        runner.closed.connect(invitations.close)
        invitations.show()
    return runner


# --- resuming a room after a crash ----------------------------------------------------------
# A game hosted here that did not finish (the app crashed, or was closed mid-game) is offered back,
# at start-up and by Game ▸ Host online…. Resume reopens its room as `host --resume` does
# (net.host.reopen): the same keys, seats and brokers, the broker it ran itself started again on
# its port, its autosaved game; the guests' tables come back by themselves.
def offer_resume(window: Any, otherwise: Callable[[], None] | None = None) -> QMessageBox | None:
    """Ask about the newest unfinished room nobody hosts now; None when there is none (nothing
    asked). Resume reopens it; "Discard it" forgets it, then goes on to `otherwise`; the third
    button ("New room", or "Not now" without `otherwise`) keeps it for later and goes on."""
    from ..net.host import unfinished_rooms
    from .online_rooms import rooms_folder

    rooms = unfinished_rooms(rooms_folder())
    if not rooms:
        return None
    path, game = rooms[0]
    text = QCoreApplication.translate(
        "Online",
        "A game of {game} you hosted did not finish ({moves} moves played). Resume it? "
        "Your guests' invitations still work: their tables come back by themselves.",
    ).format(game=i18n.game_title(game.game), moves=len(game.history))
    box = QMessageBox(
        QMessageBox.Icon.Question, translated(RESUME_TITLE), text, QMessageBox.StandardButton.NoButton, window
    )
    resume = box.addButton(QCoreApplication.translate("Online", "Resume"), QMessageBox.ButtonRole.AcceptRole)
    forget = box.addButton(QCoreApplication.translate("Online", "Discard it"), QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(translated(NEW_ROOM if otherwise else NOT_NOW), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(resume)
    box.setWindowModality(Qt.WindowModality.WindowModal)

    def answered(button: QAbstractButton) -> None:
        if button is resume:
            resume_room(window, path)
            return
        if button is forget:
            from ..net.rooms import discard

            discard(path)
        if otherwise is not None:
            otherwise()

    box.buttonClicked.connect(answered)
    box.open()
    return box


def resume_room(window: Any, path: Path) -> HostRunner | None:
    """Reopen the room of `path` in the window, its table, Online panel and invitations as when it
    was opened; a room that cannot open (its port taken, no broker answers) is a warning."""
    from ..net.broker import BrokerError
    from ..net.host import HostError, reopen
    from ..net.rooms import RoomError

    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        host, embedded = reopen(path)
    except (BrokerError, HostError, RoomError, ValueError, OSError) as exc:
        reason = QCoreApplication.translate("Online", "The room cannot open: {reason}").format(reason=exc)
        window.warn(translated(RESUME_TITLE), reason)
        return None
    finally:
        QGuiApplication.restoreOverrideCursor()
    return seat_room(window, host, embedded)


def local_table(runner: HostRunner) -> LocalSeatsSession:
    from .online_session import LocalSeatsSession

    return LocalSeatsSession(runner, runner.state_copy())


class InvitationsDialog(QDialog):
    """One invitation per remote seat (and the spectators'): the link to copy, its QR picture, and a
    new one on demand."""

    def __init__(self, parent: QWidget | None, runner: HostRunner, names: list[str]) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Invitations"))
        self.links: dict[int | None, QLineEdit] = {}  # None: the spectators'
        self.pictures: dict[int | None, QLabel] = {}
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Send each player their own invitation: whoever holds it plays that seat.")))
        for invitation in runner.host.invitations():  # the remote seats in order, the spectators last
            seat = invitation.seat
            name = self.tr("Spectators") if seat is None else names[seat]
            layout.addLayout(self._row(runner, seat, name))
            self._show(seat, invitation.to_url())
        runner.rekeyed.connect(self._show)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.accept)
        layout.addWidget(close)

    def _row(self, runner: HostRunner, seat: int | None, name: str) -> QHBoxLayout:
        row = QHBoxLayout()
        text = self.links[seat] = QLineEdit()
        text.setReadOnly(True)
        text.setMinimumWidth(360)
        copy = QPushButton(self.tr("Copy"))
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(text.text()))
        renew = QPushButton(self.tr("New invitation (the old one stops working)"))
        renew.clicked.connect(lambda: runner.rekey(seat))
        self.pictures[seat] = QLabel()
        column = QVBoxLayout()
        for widget in (QLabel(name), text, copy, renew):
            column.addWidget(widget)
        row.addLayout(column)
        row.addWidget(self.pictures[seat])
        return row

    def _show(self, seat: int | None, url: str) -> None:
        self.links[seat].setText(url)
        self.links[seat].setCursorPosition(0)
        self.pictures[seat].setPixmap(qr_pixmap(url))


def qr_pixmap(text: str, scale: int = 3) -> QPixmap:
    import io

    import segno

    data = io.BytesIO()
    segno.make(text, error="m").save(data, kind="png", scale=scale, border=2)
    pixmap = QPixmap()
    pixmap.loadFromData(data.getvalue(), "PNG")
    return pixmap
