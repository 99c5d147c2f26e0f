"""Textual messages carrying what the network reader received to the screens.

:class:`ViewArrived` coalesces: when several views are queued (a burst of bot moves), only the
newest is rendered — each view is complete, so nothing is lost by skipping the older ones. Log
lines are not lost either, because a view carries the round's recent log.
"""

from __future__ import annotations

from typing import Any

from textual.message import Message


class ViewArrived(Message):
    """A new view for this seat (the complete picture; the newest replaces queued older ones)."""

    def __init__(self, view: dict[str, Any], timer: dict[str, Any] | None = None) -> None:
        super().__init__()
        self.view = view
        self.timer = timer  #: {"seat", "seconds", "remaining"} when the turn timer is on
        #: the ``log`` of every view this one replaced unshown, oldest first: their events are
        #: part of the match's story even though their pictures are not
        self.earlier_logs: list[Any] = []

    def can_replace(self, message: Message) -> bool:
        """Textual asks the message being handled whether the queued ``message`` supersedes it:
        a queued view does when it is at least as new (never an older view over a newer one).
        When it does, this view is dropped unshown and hands its log on to ``message``."""
        if not isinstance(message, ViewArrived):
            return False
        newer = message.view.get("state_id")
        current = self.view.get("state_id")
        if isinstance(newer, int) and isinstance(current, int) and newer < current:
            return False
        message.earlier_logs = [*self.earlier_logs, self.view.get("log"), *message.earlier_logs]
        return True


class ChatArrived(Message):
    """A chat line from someone at the table."""

    def __init__(self, sender: str, text: str) -> None:
        super().__init__()
        self.sender = sender
        self.text = text


class TableError(Message):
    """The table refused something or the connection failed; ``message`` is for the player."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__()
        self.code = code
        self.message = message


class ConnectionChanged(Message):
    """The connection to the table changed state (``lost``, ``reconnecting``, ``restored``,
    ``closed``); ``info`` is the client's whole ``_connection`` message (attempt, delay,
    reason…)."""

    def __init__(self, state: str, info: dict[str, Any] | None = None) -> None:
        super().__init__()
        self.state = state
        self.info = info if info is not None else {"state": state}


class TableNotice(Message):
    """News from the table itself (a ``notice`` message: a bot took a seat, the rules changed)."""

    def __init__(self, info: dict[str, Any]) -> None:
        super().__init__()
        self.info = info


class HistoryArrived(Message):
    """A round of the match from before this connection, as this seat saw it (a ``history``
    message): ``log`` is its events, ``renamed`` the names seats had before a spectator took
    them over (its ``renamed`` field: a list, maybe empty); ``cut``, how many of the round's
    first events the table left out (a round too long to send whole), and ``round_no``, the
    round's number (its ``cut`` and ``round`` fields; ``None`` where not whole numbers)."""

    def __init__(self, log: list[Any], renamed: Any = None, cut: Any = None,
                 round_no: Any = None) -> None:
        super().__init__()
        self.log = log
        self.renamed = renamed if isinstance(renamed, list) else []
        self.cut = _counted(cut)
        self.round_no = _counted(round_no)


def _counted(value: Any) -> int | None:
    """``value`` where it is a whole number above 0, else ``None``."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 \
        else None


class RoundEnded(Message):
    """The table says a round (or the match) is over; ``info`` is the raw message."""

    def __init__(self, info: dict[str, Any], match_over: bool = False) -> None:
        super().__init__()
        self.info = info
        self.match_over = match_over


class LobbyChanged(Message):
    """Seats, names or rules changed (names feed the table screen)."""

    def __init__(self, info: dict[str, Any]) -> None:
        super().__init__()
        self.info = info
