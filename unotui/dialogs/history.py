"""The match's history, full screen: every round and every event in words, in plain text.

Opened from the table with ``L``; Escape, ``L`` or ``q`` closes it. After the match it shows the
table's chat, whole. It shows what the table's
:class:`~unotui.widgets.log.MatchLog` gathered: for each round a heading (number, dealer, first
card), then its events by turn (:func:`turn_lines`) — plays, draws, penalties, challenges, UNO
calls and catches, hand swaps (who swapped with whom) — and the round's result. The text has no
colour and no symbols beyond the card labels (plain ASCII with ``--ascii``), so it reads the same
with ``NO_COLOR``, in monochrome and over any terminal. A line too long for the screen wraps with
its later rows indented after the turn's number. ↑/↓, PgUp/PgDn, Home/End scroll.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Label, Static

from ..describe import cut_round_text, describe_event, seat_name
from ..i18n import N_, _, translate_bindings
from ..widgets.footer import KeysFooter
from ..widgets.lines import HangingLines
from ..widgets.log import MatchLog


def history_lines(log: MatchLog, names: Sequence[str], me: int | None,
                  ascii_only: bool = False) -> list[str]:
    """The match as plain lines: a heading per round, then its events numbered by turn."""
    rule = "-" if ascii_only else "─"
    out: list[str] = []
    # (a seat a watcher took over from a bot keeps the bot's name for the bot's moves, as the
    # log says them: MatchLog.names_at)
    index = {id(ev): i for i, ev in enumerate(log.events)}

    def then(ev: dict[str, Any]) -> tuple[Sequence[str], int | None]:
        return log.names_at(index.get(id(ev), len(log.events)), names, me)

    log.lines(names, me, ascii_only)  # (each event's line as the log says it: log.said)

    def said(ev: dict[str, Any]) -> str | None:
        at = index.get(id(ev))
        return log.said(at) if at is not None else None

    for number, events in log.rounds():
        # (the deal, after any Wild Draw Four turned up first and put back)
        start = next((ev for ev in events if ev.get("type") != "first_card_returned"), None)
        start = start if start is not None and start.get("type") == "round_start" else None
        if start is not None:  # (the dealer under the name of then, as the lines below:
            # a seat taken over later read "dealt by Zoë" above "dealt by Ana", ssh46 #10)
            dealt_names, dealt_me = then(start)
            heading = _("Round {n}: dealt by {dealer}", n=number if number is not None else "?",
                        dealer=seat_name(start.get("dealer"), dealt_names, dealt_me,
                                         start=False))
        elif events and events[0].get("type") == "round_cut":  # (its first events not sent)
            heading = cut_round_text(events[0])
        elif next((ev["seq"] for ev in events if isinstance(ev.get("seq"), int)), 1) > 1:
            # (this app joined, or came back, during a round: what came before it never reached
            # it, ux27 #2; not "before the first deal", which read as the whole match)
            heading = _("Since you joined (what came before was not seen here)")
        else:
            heading = _("Before the first deal")
        # (only elimination has players go "out" of a round; the other modes as the table said)
        went_out = any(ev.get("type") == "out" for ev in events)
        lines = turn_lines(events, names, me, ascii_only,
                           "elimination" if went_out else log.scoring, log.teams, then, said)
        if not lines:
            continue  # (the draw for the first dealer, before the first deal, says nothing)
        if out:
            out.append("")
        out.append(f"{rule * 2} {heading} {rule * 2}")
        out += lines
    if not out:
        out.append(_("Nothing has happened yet."))
    return out


#: events that start a player's turn when that player did not start the turn before them
TURN_MOVES = frozenset({"play", "draw", "pass", "challenge", "accept", "give", "date",
                        "death_number", "judgement", "misplay"})


def turn_lines(events: Sequence[dict[str, Any]], names: Sequence[str], me: int | None,
               ascii_only: bool = False, scoring: str | None = None,
               teams: Sequence[Any] | None = None,
               then: Callable[[dict[str, Any]], tuple[Sequence[str], int | None]] | None = None,
               said: Callable[[dict[str, Any]], str | None] | None = None) -> list[str]:
    """One round's events in words, numbered by turn: a turn starts when a player other than
    the one of the turn before moves (a draw and the pass after it, a play and its colour, stay
    one turn; a penalty drawn by the next player is that player's turn). Lines that belong to no
    turn (the deal) and the later lines of a turn are indented, unnumbered. ``scoring`` words
    the round's end as that mode counts it, ``teams`` names a winning team (see
    :func:`~unotui.describe.describe_event`). ``then(ev)``: the names and the viewer's seat
    as they were at ``ev`` (a seat taken over since), when they may have changed; ``said(ev)``:
    the line the log gave ``ev``, when it gave it one of its own (:meth:`MatchLog.said`: a
    penalty's "and misses a turn"), said so here too."""
    out: list[str] = []
    turn, turn_seat = 0, None
    for ev in events:
        named, viewer = then(ev) if then is not None else (names, me)
        line = (said(ev) if said is not None else None) \
            or describe_event(ev, named, viewer, ascii_only, scoring, teams)
        if not line:
            continue
        seat = ev.get("seat")
        if ev.get("type") in TURN_MOVES and isinstance(seat, int) and seat != turn_seat:
            turn, turn_seat = turn + 1, seat
            out.append(f"{turn:>4}. {line}")
        else:
            out.append(f"      {line}")
    return out


class HistoryScreen(Screen[None]):
    """The whole match in words (see the module docstring)."""

    #: shown over the screen that opened it (the table, a round's results), as a dialog is:
    #: a quit key asks what that screen's own would (``UnoApp._screen_below_dialogs``)
    over_screen: ClassVar[bool] = True

    #: a round's results close it where it covers the table (as the help, newbie53 #2)
    gives_way_to_results: ClassVar[bool] = True

    DEFAULT_CSS = """
    HistoryScreen { layout: vertical; }
    HistoryScreen .screen-title { width: 100%; background: $primary; color: $text;
                                  text-style: bold; padding: 0 1; }
    HistoryScreen #history { height: 1fr; padding: 0 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,L,q", "close", N_("Back")),  # (to the table or to the results)
        Binding("home", "top", N_("First"), show=False),
        Binding("end", "bottom", N_("Newest"), show=False),
        # (as on every other screen: ? did nothing here, newbie60 #13)
        Binding("question_mark,f1", "help", N_("Help"), key_display="?"),
    ]

    def __init__(self, log: MatchLog, names: Sequence[str], me: int | None,
                 ascii_only: bool = False, chat: Sequence[str] = ()) -> None:
        """``chat``: the table's chat lines ("Ana: hi"), shown whole after the match's
        events — at 80×24 the chat panel has room for a few rows, and a long line showed
        only its end (newbie39 #10)."""
        super().__init__()
        translate_bindings(self)
        self.ascii_only = ascii_only
        self.lines = history_lines(log, names, me, ascii_only)
        if chat:
            rule = "-" if ascii_only else "─"
            self.lines += ["", f"{rule * 2} {_('Chat')} {rule * 2}", *chat]

    def compose(self) -> ComposeResult:
        yield Label(_("History of the match"), classes="screen-title")
        with VerticalScroll(id="history"):
            # (a long line wraps with its later rows after its number: each reads as one)
            yield Static(HangingLines(self.lines), id="history-text")
        yield KeysFooter(compact=True)

    def on_mount(self) -> None:
        scroll = self.query_one(VerticalScroll)
        scroll.focus()
        self.call_after_refresh(self.action_bottom)  # the newest events first in view

    def action_top(self) -> None:
        for scroll in self.query(VerticalScroll):
            scroll.scroll_home(animate=False)

    def action_bottom(self) -> None:
        for scroll in self.query(VerticalScroll):  # (none once closed: nothing to do)
            scroll.scroll_end(animate=False)

    def action_close(self) -> None:
        self.dismiss(None)

    def action_help(self) -> None:
        """``?``: this screen's keys and what it shows (no rules: the table's help has them)."""
        show = getattr(self.app, "show_help", None)
        if show is not None:
            show(None, self.ascii_only, keys=[("↑ ↓ PgUp PgDn", _("scroll")),
                                    ("Home End", _("the first events, the newest")),
                                    ("Esc L q", _("back"))],
                 notes=[_("Everything said at the table this match, oldest first, each turn "
                          "numbered; the chat follows the events.")])

    def text(self) -> str:
        """Everything the history shows, as plain text."""
        return "\n".join(self.lines)
