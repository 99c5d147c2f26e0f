"""The state of the connection to a table, in the player's words (no Textual here).

The :mod:`net` client reports ``_connection`` pseudo messages (``lost``, ``reconnecting`` with
``attempt``/``delay``/``gives_up_in``, ``restored``, ``closed`` with a ``reason``).
:class:`Reconnecting` keeps what the latest of them said, so a screen can show ONE status line
that counts down (``text(now)`` once a second) instead of a toast per attempt. The words for a
table that went away (:func:`closed_text`, :func:`gone_text`) are here too, so the lobby, the
table and the app say the same thing.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import Any

from .i18n import N_, _, ngettext


def _number(value: Any, default: float) -> float:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) \
        else default


class Reconnecting:
    """What the client said about reconnecting, and the countdowns that follow from it."""

    def __init__(self) -> None:
        self.active = False
        self.attempt = 0
        self.next_try: float | None = None  #: (clock time) the next attempt starts
        self.give_up: float | None = None  #: (clock time) the client stops trying
        self.ticker: Any = None  #: the timer refreshing the line each second, while away
        self._show: Callable[[str], None] | None = None

    def follow(self, owner: Any, msg: dict[str, Any], show: Callable[[str], None]) -> bool:
        """Take a ``_connection`` message for a screen: while the table is away (``lost`` or
        ``reconnecting``) ``show`` gets the one status line now and again each second (a timer
        on ``owner``, a widget or screen) and this returns True; otherwise the timer stops and
        this returns False, for the screen to show what the new state means."""
        self.update(msg, time.monotonic())
        if msg.get("state") in ("lost", "reconnecting"):
            self._show = show
            self.refresh()
            if self.ticker is None:
                self.ticker = owner.set_interval(1.0, self.refresh)
            return True
        if self.ticker is not None:
            self.ticker.stop()
            self.ticker = None
        return False

    def refresh(self) -> None:
        """Show the line again with the countdowns as they are now (while away)."""
        if self.active and self._show is not None:
            self._show(self.text(time.monotonic()))

    def update(self, msg: dict[str, Any], now: float) -> None:
        """Take a ``_connection`` message (``lost`` / ``reconnecting`` / ``restored`` /
        ``closed``) received at clock time ``now``."""
        state = msg.get("state")
        if state == "lost":
            self.active = True
        elif state == "reconnecting":
            self.active = True
            attempt = msg.get("attempt")
            self.attempt = attempt if isinstance(attempt, int) else self.attempt + 1
            self.next_try = now + _number(msg.get("delay"), 0.0)
            left = msg.get("gives_up_in")
            self.give_up = now + _number(left, 0.0) if left is not None else None
        elif state in ("restored", "closed"):
            self.active = False
            self.attempt = 0
            self.next_try = self.give_up = None

    def text(self, now: float) -> str:
        """One line: the connection is lost, which attempt comes in how long, when it gives up."""
        if not self.active or self.attempt == 0 or self.next_try is None:
            return _("Connection lost; reconnecting…")
        wait = max(0, math.ceil(self.next_try - now))
        if wait > 0:
            text = _("Connection lost · attempt {n} in {s} s", n=self.attempt, s=wait)
        else:
            text = _("Connection lost · attempt {n}…", n=self.attempt)
        if self.give_up is not None:
            left = math.ceil(self.give_up - now)
            # (the last try waits for its answer past the window: "giving up in 0 s" stood
            # there for 20 s at a frozen table, newbie43 #7)
            text += " · " + (_("giving up in {s} s", s=left) if left > 0
                             else _("the last try: waiting for an answer"))
        return text


#: the longest reconnect window a table's word is believed for, in seconds (as net.client's)
MAX_WINDOW = 3600.0


def table_rules(data: Any) -> Any:
    """The table's rules as a lobby or a view carries them (``rules``), as a
    :class:`core.rules.Rules`; ``None`` for rules this version does not know (a newer host's
    option)."""
    from core.rules import Rules, RulesError

    try:
        return Rules.from_dict(data or {})
    except (RulesError, TypeError, ValueError):
        return None


def window_left(seat: Any) -> float | None:
    """The seconds left of an away player's reconnect window, as the table's ``lobby`` said
    (``seats[i].window_left``): for a human seat whose player is away and whose seat no bot
    plays. ``None`` when the table said none, or what cannot be a number of seconds (as if it
    had not said). The lobby and the table count down from it between lobbies."""
    if not isinstance(seat, dict):
        return None
    left = seat.get("window_left")
    if seat.get("connected") or seat.get("kind") != "human" or seat.get("bot") \
            or isinstance(left, bool) or not isinstance(left, int | float) \
            or not 0 <= left <= MAX_WINDOW:
        return None
    return float(left)


def still_reading(lobby: dict[str, Any], seat: Any) -> bool:
    """Does ``lobby`` count the player at ``seat`` as still reading a match's results (its
    ``seats[i].reading``)? Then a client showing that player the lobby says they are back."""
    seats = lobby.get("seats")
    return isinstance(seat, int) and not isinstance(seat, bool) and isinstance(seats, list) \
        and 0 <= seat < len(seats) and isinstance(seats[seat], dict) \
        and seats[seat].get("reading") is True


#: the scoring modes whose points are a player's own cards: the lowest score leads the match
LOWEST_WINS = frozenset({"penalty", "challenge"})


def score_lines(scores: Any, names: Any, left: Any = (), you: Any = None,
                lowest_first: bool = False, teams: Any = None, winner: Any = None) -> list[str]:
    """``Name: points`` per seat, best first, from a shutdown notice (empty when it had none):
    the highest first, or the lowest with ``lowest_first`` (under ``penalty`` and ``challenge``
    scoring the points are a player's own cards, so the lowest leads); a seat in ``left`` (its
    player had left the match: a stand-in bot played on) says so, and the reader's own seat
    ``you`` is marked "(you)" (ux29 #8). ``teams``: each seat's team (from 0), when the match
    had teams: partners, who score alike, are one line, "Team 1 (Ana and Cy): 120 points"
    (newbie44 #13: the list read like players who happened to tie). The match's ``winner``
    (a seat), when given, leads whatever the points: under ``challenge`` scoring one knocked
    out before may hold fewer (review49 #5)."""
    if not isinstance(scores, list) or not scores:
        return []
    shown: Sequence[Any] = names if isinstance(names, list) else []
    gone = {s for s in left if isinstance(s, int)} if isinstance(left, list | tuple | set) \
        else set()
    rows = []
    for seat, points in enumerate(scores):
        name = shown[seat] if seat < len(shown) and isinstance(shown[seat], str) else \
            _("Seat {n}", n=seat + 1)
        if seat in gone:
            name = _("{name} (left; a bot played on)", name=name)
        elif seat == you and not isinstance(you, bool):
            name = _("{name} (you)", name=name)
        rows.append((points if isinstance(points, int) else 0, seat, name))
    first = winner if isinstance(winner, int) and not isinstance(winner, bool) else None
    sides = _sides(teams, len(rows))
    ahead = {first} if sides is None or first is None or first not in sides \
        else {s for s, t in sides.items() if t == sides[first]}
    rows.sort(key=lambda r: (r[1] not in ahead, r[0] if lowest_first else -r[0], r[1]))
    if sides is not None:
        return _team_lines(rows, sides)
    return [_("{name}: {points} points", name=name, points=points) for points, _s, name in rows]


def _sides(teams: Any, seats: int) -> dict[int, int] | None:
    """Each seat's team from a notice's ``teams``, when it names one for every seat and some
    seats share one; ``None`` otherwise (no teams, or a list that does not fit)."""
    if not isinstance(teams, list) or len(teams) != seats or not all(
            isinstance(t, int) and not isinstance(t, bool) and t >= 0 for t in teams):
        return None
    return dict(enumerate(teams)) if len(set(teams)) < seats else None


def _team_lines(rows: list[tuple[int, int, str]], sides: dict[int, int]) -> list[str]:
    """:func:`score_lines`' rows (best first) as one line a team, in the order of its best
    member; a team whose members' points differ keeps a line a member, named with its team."""
    lines: list[str] = []
    done: set[int] = set()
    for points, seat, _name in rows:
        team = sides[seat]
        if team in done:
            continue
        done.add(team)
        members = [r for r in rows if sides[r[1]] == team]
        members.sort(key=lambda r: r[1])
        if all(r[0] == points for r in members):
            from .describe import together

            # (not in brackets: "Team 1 (root (you) and Ana)" nested them, newbie49 #10)
            lines.append(_("Team {t} · {names}: {points} points", t=team + 1,
                           names=together([r[2] for r in members]), points=points))
        else:
            lines += [_("{name}, team {t}: {points} points", name=r[2], t=team + 1,
                        points=r[0]) for r in rows if sides[r[1]] == team]
    return lines


def closed_text(info: dict[str, Any], by_you: bool = False, ssh: bool | None = None,
                everyone: bool = False) -> str:
    """What a guest reads when the host closed the table (a ``closed``/``shutdown`` message);
    ``by_you``: what the hosting player reads who closed it (the same notice, the same scores).
    A ``resumable`` notice (the match did not end: its host stopped the table and can open it
    again) says so and that the seat is kept (to a reader known to watch, ``you`` None, that
    they can watch it again), with the scores so far rather than final ones. ``ssh``: the
    reader is an SSH visitor of a door bound to a table (None: whether this process serves
    one, :func:`unotui.launch.ssh_door`): inside the session, which goes on, they join again
    from the door's join screen or menu (ssh51 #2: they read "connect again with the same ssh
    command", the goodbye's words for after the session, ``everyone``); a visitor of a door
    with the full menu joins again from it (ssh38 #1).
    ``everyone``: one text for players and watchers alike (an SSH door's goodbye to all its
    visitors: a watcher read that their seat would be theirs again, ssh45 #2).
    A ``reopens`` notice: its hosting player closed the match under way, and ``host --resume
    FILE`` (the command that player is told, :meth:`unotui.screens.table.TableScreen._leave`)
    opens it again where it was (:meth:`net.host.Table.shutdown_message`). Its guests read only
    "closed by its host" with "Final scores", while their seats waited for them (newbie57 #5;
    ssh52 for an SSH door's goodbye); its host, ``by_you``, read "Final scores" above "Its
    match can be opened again later" (newbie57 #5). Now every reader gets the scores so far; a
    guest reads that its host closed it and can open it again later, and how they then come
    back; the door's goodbye to all (``everyone``) says it as a stop, as a resumable one."""
    if ssh is None:
        from .launch import ssh_door

        ssh = ssh_door() == "table"
    if everyone:  # (one text for all: nobody's seat is "you", nor "its host" who ran it —
        # the host's own notice marks its seat, and every visitor read "root (you)", ssh47 #1)
        info = {k: v for k, v in info.items() if k not in ("you", "owner")}
    # (a table served headless ended with its program, whoever reads it: its watcher read
    # "stopped by its host", its owner "the program serving it ended", newbie50 #15)
    served = info.get("owner") is True or info.get("headless") is True
    table = info.get("table")
    named = isinstance(table, str) and bool(table)
    going = info.get("resumable") is True or info.get("reopens") is True
    # (closed by its host on purpose, who can open it again by its journal: said as a close —
    # the host did close it —, with how the reader comes back; an SSH door's goodbye to all
    # says it as a stop, in its own words, ssh52)
    reopens = info.get("resumable") is not True and info.get("reopens") is True \
        and not everyone and not by_you
    goes_on = going and not by_you and not reopens
    if by_you:
        text = _("You closed {table}.", table=table) if named else _("You closed the table.")
    elif goes_on:  # (stopped, not ended: its host can open it again where it was)
        watcher = "you" in info and info["you"] is None  # (a reader known to hold no seat)
        # (the reader ran the table — the lobby called them its host — of a table served
        # headless: not "stopped by its host", newbie47 #6)
        # (a hosting player who closed the match, told the command that opens it again —
        # ``reopens``, said to all as a stop —: its host did stop it, not an app that ended,
        # ssh68 #4)
        chose = info.get("resumable") is not True and info.get("reopens") is True
        text = (_("{table} was stopped: the program serving it ended.", table=table)
                if named and served
                else _("{table} was stopped by its host.", table=table) if named and chose
                else _("The table was stopped by its host.") if chose
                # (an app's table resumable only when the app went away — its terminal
                # closed, a kill —: its host stopped nothing, newbie81 #5)
                else _("{table} stopped: its host's app ended.", table=table) if named
                else _("The table stopped: its host's app ended.")) + "\n\n" + (_(
                    "Its match can go on: when the table opens again, connect again as you did "
                    "(the same ssh command, the same user name): a player's seat is theirs "
                    "again, and a watcher can watch again.") if everyone and ssh else _(
                    "Its match can go on: when the table opens again, you can watch it again.")
                    if watcher else _(
                    "Its match can go on: when the table opens again, join it again from here "
                    "(Enter on the join screen, or j at this door's menu) and your seat is "
                    "yours again.") if ssh else _(
                    "Its match can go on: when the table opens again, join it under the same "
                    "name and your seat is yours again."))
    elif reopens:
        watcher = "you" in info and info["you"] is None
        text = (_("{table} was closed by its host.", table=table) if named
                else _("The table was closed by its host.")) + "\n\n" + (_(
                    "Its host can open its match again later: then you can watch it again.")
                    if watcher else _(
                    "Its host can open its match again later: then join it again from here "
                    "(Enter on the join screen, or j at this door's menu) and your seat is "
                    "yours again.") if ssh else _(
                    "Its host can open its match again later: then join it under the same name "
                    "and your seat is yours again."))
    elif info.get("host_gone") is True and not by_you:
        # (an SSH visitor's table whose visitor was hung up on: not a close its host chose,
        # ssh53 #3)
        text = (_("{table} was closed: its host's connection ended.", table=table) if named
                else _("The table was closed: its host's connection ended."))
    elif named and served:
        text = _("{table} was closed: the program serving it ended.", table=table)
    elif named:
        text = _("{table} was closed by its host.", table=table)
    else:
        text = _("The table was closed by its host.")
    scores = results_said(info, final=not going)
    return text + "\n\n" + scores if scores else text


_NO_GUESS = object()


def with_reader(info: dict[str, Any], guess: Any = _NO_GUESS) -> dict[str, Any]:
    """A shutdown notice ``info`` with its reader's row marked (``you``: a seat of its
    ``names``, or ``None`` for one who played none): the host's ``seat`` when it gives scores
    (:meth:`net.host.Table.reader_seat`: not a lobby seat a newcomer took after that match
    ended, whose row would have read "(you)"), else ``guess`` (the client's own seat, from a
    host of an earlier version), else ``info`` as it is."""
    seat = info.get("seat", _NO_GUESS)
    if info.get("scores") is not None and (
            seat is None or (isinstance(seat, int) and not isinstance(seat, bool))):
        return {**info, "you": seat}
    return info if guess is _NO_GUESS else {**info, "you": guess}


def results_said(info: dict[str, Any], final: bool = True) -> str:
    """:func:`scores_said`, and above them who won when ``info`` (a shutdown notice) gives the
    final scores of a match that ended (its ``winner``: :meth:`net.host.Table.shutdown_message`)
    — as its results said (newbie83 #6); a match with teams, its winning team, partners and
    all, as the log says it ("You and Cy won the match!": review93 #4, where it said none)."""
    from .describe import names_together, seat_of, team_seats

    scores = scores_said(info, final=final)
    winner, names = seat_of(info.get("winner")), info.get("names")
    if scores and final and winner is not None and isinstance(names, list) \
            and 0 <= winner < len(names):
        teams = info.get("teams")
        side = team_seats({"teams": teams if isinstance(teams, list) else []}, winner)
        side = [s for s in side if 0 <= s < len(names)]
        you = seat_of(info.get("you"))
        scores = (_("You won the match!") if side == [you]
                  else _("{who} won the match!", who=names_together(side, names, you))) \
            + "\n" + scores
    return scores


#: seconds between checks that the table still talks (the table's and the lobby's
#: ``_check_quiet``)
QUIET_CHECK = 2.0


def quiet_seconds(client: Any, ended: bool, reconnecting: bool) -> int | None:
    """Whole seconds ``client``'s table has said nothing for, once that is more than a ping
    interval and a half (:data:`net.client.QUIET_AFTER`); ``None`` while it talks, once the
    screen asking is done with it (``ended``), or while ``reconnecting`` (that has its own
    line). The table screen's and the lobby's silence line both ask it."""
    from net.client import QUIET_AFTER

    silent_for = getattr(client, "silent_for", None)
    silent = silent_for() if callable(silent_for) else None
    if not isinstance(silent, int | float) or isinstance(silent, bool) \
            or silent < QUIET_AFTER or ended or reconnecting:
        return None
    return int(silent)


def own_seat_words(client: Any, address: Any, name: str, in_match: bool) -> str | None:
    """What a watcher on ``client`` (joined at ``address``) reads when the seat of ``name``,
    just dropped, is theirs to sit back down in — ``name`` is the one they asked for (the table
    called them "zoe 2": another app, or SSH session, of theirs held the seat), and that seat's
    token is kept for them, not this client's own (:func:`unotui.kept_seats.seat_kept_for`; a
    namesake's seat is not theirs, review90 #2) —; ``None`` when it is not theirs. The words
    give the keys that stop watching where they are — q at the table, where Esc closes nothing
    (newbie83 #2), Esc then y in the lobby — and how to join again (ssh68 #1). The table
    screen's and the lobby's notice both ask it, each saying it once."""
    from . import kept_seats
    from .launch import ssh_door

    asked = getattr(client, "asked_name", None)
    if not isinstance(asked, str) or asked.casefold() != name.casefold() \
            or not kept_seats.seat_kept_for(address, asked, getattr(client, "token", None)):
        return None

    how = _("Enter, or j at this door's menu") if ssh_door() is not None \
        else _("under the same name")
    if in_match:
        return _("{name}'s seat, yours, is free now: to sit back down in it, stop watching "
                 "(q) and join this table again ({how}).", name=name, how=how)
    return _("{name}'s seat, yours, is free now: to sit back down in it, stop watching "
             "(Esc, then y) and join this table again ({how}).", name=name, how=how)


def left_words(table: str, answering: bool = True) -> str:
    """What a player who left a match under way at ``table`` reads as unotui ends (the app and
    the text client alike): a bot plays their seat, and joining again under the same name
    takes it back; ``answering``: false when the table had stopped answering."""
    if not answering:  # (as leave_warning says, review38 #5)
        return _("You left {table}, which was not answering. If it comes back, your seat "
                 "waits there for a while: join it again under the same name to take it "
                 "back.", table=table)
    return _("You left {table}: a bot plays your seat while its match goes on. Join it "
             "again under the same name to take your seat back.", table=table)


def scores_said(info: dict[str, Any], final: bool = True) -> str:
    """The scores of a shutdown notice ``info`` under a heading ("Final scores after 2 rounds:",
    or "Scores so far…" when not ``final``), best first; "" when it had none. A match closed
    before any round was scored (its ``rounds`` 0) says so instead of a list of zeros (ux33
    #12); a notice without ``rounds`` (an older host) gets the heading without the count.
    Under ``penalty`` or ``challenge`` scoring (the notice's ``scoring``) the lowest score is
    the best: listed first, and said (review34 #12)."""
    lowest = info.get("scoring") in LOWEST_WINS
    lines = score_lines(info.get("scores"), info.get("names"), info.get("left"),
                        info.get("you"), lowest_first=lowest, teams=info.get("teams"),
                        winner=info.get("winner") if final else None)
    if not lines:
        return ""
    rounds = info.get("rounds")
    counted = isinstance(rounds, int) and not isinstance(rounds, bool) and rounds >= 0
    if counted and rounds == 0:
        return _("No round had been played to its end: nobody had scored yet.")
    if counted and final:
        heading = ngettext("Final scores after {n} round:", "Final scores after {n} rounds:",
                           rounds)
    elif counted:
        heading = ngettext("Scores so far, after {n} round:",
                           "Scores so far, after {n} rounds:", rounds)
    else:
        heading = _("Final scores:") if final else _("Scores so far:")
    if lowest:
        lines.append(_("(the lowest score is the best under these rules)"))
    return heading + "\n" + "\n".join("  " + line for line in lines)


def gone_text(table: str | None, seconds: float | None) -> str:
    """What a player reads when the client gave up on a table that stopped answering."""
    where = table or _("The table")
    if seconds:
        return _("{table} stopped answering; no answer for {n} s.", table=where,
                 n=round(seconds))
    return _("{table} stopped answering.", table=where)


#: player-facing explanations for the table's error codes (net protocol and engine reasons)
ERROR_TEXT: dict[str, str] = {
    "not_your_turn": "It is not your turn.",
    "stale_state": "The game moved on before your move arrived; try again.",
    "illegal_action": "That move is not allowed.",
    "rate_limited": "Too many messages; slow down.",
    "evicted": "The table needed room for a newcomer; you had been watching idle the longest.",
    "chat_too_long": "Chat messages are limited to 200 characters.",
    "shutdown": "The table is closing.",
    "kicked": "The host removed you from the table.",
    "not_now": "That cannot be done at this point of the game.",
    "bad_message": "The table did not understand a message.",
    "connection": "The connection to the table failed.",
    "replaced": "You joined this seat from another connection.",
}

#: the host's own words for an error, beside its code's (net/host.py): shown translated
HOST_WORDS: frozenset[str] = frozenset({
    N_("You are watching this table from another connection now."),  # (a watcher replaced)
    # (a seat left with leave taken back too often, net63: said, not "slow down")
    N_("You have taken your seat back too often; try again later. A bot plays it meanwhile."),
})


def tell_removed(app: Any, lobby: Any) -> None:
    """The notice that the host removed this player from the table (``lobby``: the table's last
    ``lobby`` message, for its name): said as the lobby or the table screen goes back
    (power37 #6)."""
    table = str(lobby.get("table") or "") if isinstance(lobby, dict) else ""
    app.notify(_("The host of {table} removed you from the table.", table=table) if table
               else error_text("kicked"), title=_("Removed"), severity="warning", timeout=15)


def error_text(code: str, message: str = "") -> str:
    """A translated explanation for an error code, falling back to the table's own message. For
    an engine's reason code the table's message comes first when it is one of the engine's
    sentences (translated: a refused catch says which of its reasons it was, a penalty at a
    table without stacking says to draw: :data:`core.game.SENTENCES`); other words for it give
    way to the code's own sentence."""
    from core.game import REASONS, SENTENCES

    if code in REASONS:
        said = message in SENTENCES or message == REASONS[code]
        return _(message if said else REASONS[code])
    if code in ERROR_TEXT:
        base = _(ERROR_TEXT[code])
        if (code == "illegal_action" and message) or message in HOST_WORDS:
            return _(message)
        return base
    return _(message) if message else _("Something went wrong ({code}).", code=code)
