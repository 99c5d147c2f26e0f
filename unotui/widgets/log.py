"""The game log in words, and the chat.

A view carries only the newest events of the round (``core.view.LOG_TAIL``), so the client keeps
the whole match itself: :class:`MatchLog` gathers the events of every view by their sequence
number (``seq``, which grows through the whole match and starts again with a new match), so
nothing is lost when three bots move between two views. :class:`LogPanel` shows the newest lines
that fit and scrolls back through the whole match (mouse wheel, PgUp/PgDn at the table).
:func:`since_last_move` sums up in one line what happened since the viewer's last move.
:class:`ChatPanel` keeps the chat lines it received and an input line that opens with ``t`` and
closes with Enter (send) or Escape.
"""

from __future__ import annotations

import contextlib
import math
from collections import Counter, deque
from collections.abc import Callable, Sequence
from typing import Any, ClassVar, NamedTuple

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.events import Key as KeyEvent
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import Input

from core.cards import Card, CardError

from ..describe import (
    describe_event,
    describe_free_catch_run,
    free_catch_target,
    seat_name,
    watcher_news,
)
from ..i18n import N_, _, aside, listing, ngettext, sentences, spaced, translate_bindings
from .cards import card_label, color_name
from .field import Field
from .fit import first_that_fits
from .lines import LineWidget, wrap_hanging


class RoundWon(NamedTuple):
    """One round of the match, as its ``round_end`` event told it."""

    number: int
    winner: int | None
    points: int | None  #: the round's points (what the winner scored, in standard scoring)
    how: str  #: "out", "death_number" or "judgement"
    #: the winner's name then, when another plays the seat now (a bot's, before a spectator
    #: took its seat over: newbie42 #1); ``None``: the name it has now
    name: str | None = None


#: events that are the viewer's own move: "since your last move" starts after the newest one
OWN_MOVES = frozenset({"play", "draw", "pass", "color", "challenge", "accept", "give", "date",
                       "death_number", "judgement"})
#: the events a move sent from a table makes, with the seat that sent it: its turn's moves, and
#: an UNO call, a catch (right or wrong), a wrong call, a misplay (an UNO call that landed was
#: said to be maybe lost, review66 #1)
SENT_MOVES = OWN_MOVES | {"uno", "caught", "false_catch", "false_uno", "misplay"}


def _seq_of(ev: Any) -> int | None:
    """An event's ``seq`` (the table's numbering), or ``None`` (not one of the table's)."""
    return _whole(ev.get("seq")) if isinstance(ev, dict) else None


def _whole(value: Any) -> int | None:
    """``value`` when it is an int (not a bool), else ``None``."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


class MatchLog:
    """Every event of the match seen so far, in order, gathered from the views' log tails.

    :meth:`add` takes a view's ``log``; events are kept by ``seq`` (an event already kept is not
    added twice, so the private details a view shows its recipient stay as first seen). A tail
    whose newest ``seq`` is below the newest kept means a new match began at this table: the log
    starts again. Events without an integer ``seq`` are ignored."""

    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []
        self.last_seq = 0
        self._lines: list[str] = []  # described events[:_described], for _lines_key
        self._described = 0
        #: each event's own line in :attr:`_lines`, by the event's index (not one folded into
        #: the line before it): :meth:`said`
        self._said: dict[int, str] = {}
        self._lines_key: tuple[Any, ...] = ()
        self._round_at = 0  # index in events of the newest round_start (0 before the first)
        #: (target, catchers) of the wrong catches without a penalty that _lines[-1] folds
        #: the runs of events _lines[-1] folds (at a chinese-party table bots try free wrong
        #: catches at every play)
        self._runs = Runs()
        #: the table's scoring mode (the view's ``scoring``) when its owner sets it: a round's
        #: end is worded as that mode counts it. Elimination is known without it: only there
        #: does anyone go "out" of a round (a round whose events say so is worded so)
        self.scoring: str | None = None
        #: each seat's team (the view's ``teams``), when the table plays in teams: a round or
        #: match won is won by the team, partners named too
        self.teams: tuple[Any, ...] | None = None
        self._went_out = False  # an "out" event since the newest round_start
        self._stack: list[int] = []  # the draw cards played in a row (their amounts): stack_at
        self._before: Any = None  # the kind of the event stack_at met last
        self._lost = False  # the penalty stack_at met last came right after its draw cards
        #: who challenged a Wild Draw Four that was no bluff, in the event stack_at met last:
        #: their draw of the penalty costs them the turn too (newbie52 #8)
        self._wrong_challenger: Any = None
        self._challenge_lost = False  # the event stack_at met last is that draw
        self._stacker: Any = None  # who played the last of them (a catch of theirs is no stack)
        #: who owes the penalty of a wrong accusation stack_at just looked past: their draw of
        #: it is no stack's either (review44 #1)
        self._aside_drawer: Any = None
        #: (events kept then, seat, the name it had): a seat a spectator took over from a bot
        #: keeps the bot's name for what the bot played (:meth:`renamed`)
        self._renames: list[tuple[int, int, str]] = []
        #: the ``history`` events come since the last view: merged when the view that follows
        #: them comes (:meth:`fill`, :meth:`add`)
        self._history: list[dict[str, Any]] = []
        #: the ``renamed`` entries of those histories: (seat, name it had, seq of its last
        #: event under that name)
        self._history_renames: list[tuple[int, str, int]] = []
        #: the last :meth:`add` started the log (its first events, or a new match's): what it
        #: returned is the story so far, not what just happened
        self.started_afresh = True

    def reset(self) -> None:
        self.events = []
        self.last_seq = 0
        self._lines, self._described = [], 0
        self._said = {}
        self._round_at = 0
        self._runs = Runs()
        self._went_out = False
        self._stack = []
        self._aside_drawer = None
        self._renames = []

    def _keep(self, ev: dict[str, Any]) -> None:
        if ev.get("type") == "round_start":
            self._round_at = len(self.events)
        self.events.append(ev)

    def scoring_at(self, ev: dict[str, Any]) -> str | None:
        """The scoring mode to word ``ev`` in (see :attr:`scoring`), as :meth:`lines` meets
        the events in order."""
        if ev.get("type") == "round_start":
            self._went_out = False
        elif ev.get("type") == "out":
            self._went_out = True
        return "elimination" if self._went_out else self.scoring

    def stack_at(self, ev: dict[str, Any]) -> int:
        """How many draw cards the penalty ``ev`` draws was stacked from, as :meth:`lines`
        meets the events in order: 1 or more for a ``draw`` with ``why: "penalty"`` whose
        ``wanted`` is the sum of the draw cards played in a row just before it (a Draw Two on
        a Draw Two: "Cy drew 4 cards (2 draw cards stacked)"); else 0. A penalty that is not
        that sum (a jumped-in Draw Two that cancels the first, a catch) is 0; an accepted or
        challenged stack of Wild Draw Fours is drawn as its sum, and said so."""
        kind = ev.get("type")
        if kind == "reshuffle":  # (logged inside the draw that emptied the pile, before its
            return 0             # ``draw``: part of that draw, no event of its own, review46 #5)
        if kind in ASIDES:  # (an accusation between the stack and its draw: botplay42 #4)
            self._aside_drawer = ev.get("seat") if ev.get("penalty") else None
            return 0
        drawer, self._aside_drawer = self._aside_drawer, None
        if kind == "draw" and drawer is not None and ev.get("seat") == drawer \
                and ev.get("why") == "penalty":  # (the accusation's own penalty: aside too)
            return 0
        challenger = self._wrong_challenger
        self._wrong_challenger = ev.get("seat") if kind == "challenge" \
            and not ev.get("guilty") else None
        self._challenge_lost = kind == "draw" and ev.get("why") == "penalty" \
            and challenger is not None and ev.get("seat") == challenger
        before, self._before = self._before, kind
        if kind == "play":
            codes = [*(ev.get("also") or ()), ev.get("card")]
            amounts = [_draw_amount(code) for code in codes]
            if all(amounts):
                self._stack.extend(amounts)
                self._stacker = ev.get("seat")
            else:
                self._stack = []
            return 0
        if kind == "round_start":  # (a draw card turned up first: drawn at once by the
            # first player, who misses the turn, decision 16 — the log said only "drew 2
            # cards", newbie49 #8)
            amount = _draw_amount(ev.get("card"))
            self._stack, self._stacker = ([amount] if amount else []), None
        elif kind == "draw" and ev.get("why") != "penalty":
            self._stack = []
        elif kind == "draw" and ev.get("seat") != self._stacker:
            # (a penalty drawn by another than the last to stack ends the stack: the one it
            # made, said so when it is its sum — after an accept or a challenge too, review35
            # #3 —, or a wrong challenge's; a catch of the stacker's is drawn while it waits)
            stack, self._stack = self._stack, []
            self._lost = before in TURN_LOST_AFTER
            if ev.get("wanted", ev.get("count")) == sum(stack) and stack and (
                    len(stack) > 1 or self._lost):
                return len(stack)
        return 0

    def turn_lost(self, stacked: int) -> bool:
        """Does the penalty :meth:`stack_at` just met (``stacked`` its count) cost its drawer
        the turn, as a draw card's does — drawn right after the card or the accept of a Wild
        Draw Four (not a catch's penalty of the same size) — or a wrong challenge's, drawn by
        the challenger, whose turn it costs as an accept does (newbie52 #8: "Cy drew 6 cards"
        alone, where an accept's read "drew 4 cards and misses a turn")? The log says so, as it
        says a Skip's "misses a turn" (newbie36 #6)."""
        return (stacked > 0 and self._lost) or self._challenge_lost

    def add(self, log: Sequence[Any]) -> list[dict[str, Any]]:
        """Take the events of one view's log; returns those that were new, oldest first. The
        history staged before it (:meth:`fill`) is then merged in: what happened while this
        client was away is news as the view tells it, as it was before ``history`` existed
        (review42 #1: a catch made meanwhile was no longer told), and a history of the next
        match is kept once the view has started the log again (review42 #2)."""
        tail = [ev for ev in log if _seq_of(ev) is not None]
        history, self._history = self._history, []
        renames, self._history_renames = self._history_renames, []
        added = []
        self.started_afresh = self.last_seq == 0
        if tail:
            if max(ev["seq"] for ev in tail) < self.last_seq or self._another_match(
                    [*history, *tail]):
                self.reset()  # a new match: its numbers start again
                self.started_afresh = True
            for ev in sorted(tail, key=lambda e: int(e["seq"])):
                if ev["seq"] > self.last_seq:
                    self._keep(ev)
                    self.last_seq = int(ev["seq"])
                    added.append(ev)
        if history:
            self._merge(history)
        for seat, was, after in renames:
            self._renamed_after(seat, was, after)
        return added

    def _another_match(self, events: Sequence[dict[str, Any]]) -> bool:
        """Do ``events`` (a view's and the histories before it) tell another story than the
        kept events at the same ``seq`` — a match begun while this client was away, which has
        gone past the last ``seq`` it saw (review44 #6)? Who did what with which card is
        compared: the same event seen from another seat keeps those."""
        kept = {int(ev["seq"]): ev for ev in self.events if _seq_of(ev) is not None}
        return any((old := kept.get(int(ev["seq"]))) is not None
                   and _story(old) != _story(ev) for ev in events)

    def fill(self, log: Sequence[Any], renamed: Sequence[Any] = (), cut: int | None = None,
             round_no: int | None = None) -> int:
        """Stage earlier events (a ``history`` message: a round of the match as this seat saw
        it), and the names seats had before a spectator took them over (its ``renamed``:
        ``{"seat", "was", "after"}``, ``after`` the ``seq`` of the last event under that name),
        merged by the view that follows them (:meth:`add`: the host sends every history
        before its view). A round sent as its latest events (``cut`` of them left out, round
        ``round_no``) opens with a ``round_cut`` event of its own, in the place of the first
        left out: L heads that round and says so, where its events followed the round before
        with no heading (review77). Returns how many events were staged."""
        events = [ev for ev in log if _seq_of(ev) is not None]
        if cut and events:
            first = min(int(ev["seq"]) for ev in events)
            events.insert(0, {"type": "round_cut", "round": round_no, "cut": cut,
                              "seq": first - 1})
        self._history.extend(events)
        for entry in renamed:
            if not isinstance(entry, dict):
                continue
            seat, after, was = _whole(entry.get("seat")), _whole(entry.get("after")), \
                entry.get("was")
            if seat is not None and after is not None and isinstance(was, str):
                self._history_renames.append((seat, was, after))
        return len(events)

    def _renamed_after(self, seat: int, was: str, after: int) -> None:
        """A history's rename: ``seat`` was called ``was`` up to event ``after`` (its seq), kept
        as :meth:`renamed` keeps one seen live — unless one seen live says it already."""
        if any(s == seat and w == was for _at, s, w in self._renames):
            return
        at = next((i for i, ev in enumerate(self.events)
                   if (seq := _seq_of(ev)) is not None and seq > after), len(self.events))
        self._renames.append((at, seat, was))
        self._renames.sort(key=lambda r: r[0])
        self._lines_key = ()

    def _merge(self, log: Sequence[dict[str, Any]]) -> int:
        """Take earlier events that are not kept yet, each in its place by ``seq``; never
        starts the log again, and nothing taken is news (a player back saw only "since you
        joined", newbie40 #4). The app's own notes (no ``seq``: "Connected again…") stay after
        the event they followed. Returns how many were taken."""
        kept = {ev["seq"] for ev in self.events if _seq_of(ev) is not None}
        # (a round sent cut whose start this client saw keeps that heading: the stand-in for
        # its first events split it in two, though some of them are held, review79 #1)
        dealt = {(ev.get("round"), ev["seq"]) for ev in self.events
                 if ev.get("type") == "round_start" and _seq_of(ev) is not None}
        new = sorted((ev for ev in log if _seq_of(ev) is not None and ev["seq"] not in kept
                      and not (ev.get("type") == "round_cut" and any(
                          number == ev.get("round") and seq < ev["seq"]
                          for number, seq in dealt))),
                     key=lambda ev: int(ev["seq"]))
        if not new:
            return 0
        # (a seat taken over keeps its bot's name for the events before: anchored to the event
        # the rename came before, which keeps its place)
        anchors = [(self.events[at] if at < len(self.events) else None, seat, was)
                   for at, seat, was in self._renames]
        merged: list[dict[str, Any]] = []
        taken = 0
        for ev in self.events:
            seq = _seq_of(ev)
            while seq is not None and taken < len(new) and new[taken]["seq"] < seq:
                merged.append(new[taken])
                taken += 1
            merged.append(ev)
        merged.extend(new[taken:])
        self.events = merged
        place = {id(ev): i for i, ev in enumerate(merged)}
        self._renames = [(place[id(ev)] if ev is not None else len(merged), seat, was)
                         for ev, seat, was in anchors]
        self._round_at = max((i for i, ev in enumerate(merged)
                              if ev.get("type") == "round_start"), default=0)
        self.last_seq = max(self.last_seq, int(new[-1]["seq"]))
        self._lines_key = ()  # (described again, whole)
        return len(new)

    def renamed(self, seat: int, was: str) -> None:
        """``seat``, called ``was`` until now, has a new player (a spectator took over a table
        bot's seat): the lines of the events so far keep ``was`` for it, instead of giving the
        bot's moves to the newcomer."""
        self._renames.append((len(self.events), seat, was))
        self._lines_key = ()  # (described again: with the names as they were)

    def names_at(self, index: int, names: Sequence[str],
                 me: int | None) -> tuple[Sequence[str], int | None]:
        """The seats' names as they were when the event at ``index`` happened, and the
        viewer's seat then (``None`` before they took over the seat they hold now: what its
        bot played was not "you")."""
        if not self._renames:
            return names, me
        shown = list(names)
        for at, seat, was in reversed(self._renames):
            if index < at and 0 <= seat < len(shown):
                shown[seat] = was
                if seat == me:
                    me = None
        return shown, me

    def names_of(self, ev: dict[str, Any], names: Sequence[str],
                 me: int | None) -> tuple[Sequence[str], int | None]:
        """:meth:`names_at` for event ``ev`` (one of :attr:`events`, found by identity, newest
        first); the names now for an event not kept here."""
        if not self._renames:
            return names, me
        for index in range(len(self.events) - 1, -1, -1):
            if self.events[index] is ev:
                return self.names_at(index, names, me)
        return names, me

    def note(self, text: str, news: bool = True) -> None:
        """A table event that is not in the game's log (a bot taking over a seat), kept where it
        happened: after the newest event seen, never rewriting an earlier line. ``news``
        false: a note of this app's own (the connection back), which the line of what
        happened since your last move leaves out (newbie38 #17: "…Ana played R5; Connected
        again: you are back at the table")."""
        self._keep({"type": "table_note", "text": text, **({} if news else {"quiet": True})})

    def note_connection(self, name: str, back: bool) -> None:
        """``name``'s connection dropped (or came back, ``back``) during the match: a table
        note, which :meth:`lines` folds with the connection notes right before it into one
        line (a host's hiccup dropped everyone at once: nine lines, lost and back, pushed
        every move out of the log, newbie42 #5)."""
        state = "back" if back else "lost"
        self._keep({"type": "table_note", "text": describe_connection_run([(name, state)]),
                    "connection": [name, state]})

    def note_watchers(self, was: Counter[str], now: Counter[str]) -> None:
        """Who watches changed from ``was`` to ``now`` (names): a table note saying so, which
        :meth:`lines` folds with the watcher notes right before it into one line of what
        changed over them all (at an SSH door visitors come and go to watch, and a line each
        crowded the log at 80×24)."""
        text = sentences(*watcher_news(was, now))  # (no space after "。", ssh71 #4)
        if text:
            self._keep({"type": "table_note", "text": text,
                        "watchers": [sorted(was.elements()), sorted(now.elements())]})

    def rounds(self) -> list[tuple[int | None, list[dict[str, Any]]]]:
        """The events split by round: ``(round number or None before the first deal, events)``.
        A Wild Draw Four turned up first and put back (``first_card_returned``) is told before
        its round's ``round_start``, and belongs to that round, not to the one before."""
        out: list[tuple[int | None, list[dict[str, Any]]]] = []
        returned = False  # the last group was opened by a returned first card
        for ev in self.events:
            kind = ev.get("type")
            if kind in ("round_start", "round_cut"):  # (a round its table cut: fill)
                number = ev.get("round")
                number = number if isinstance(number, int) else None
                if returned:
                    out[-1] = (number, out[-1][1])
                else:
                    out.append((number, []))
                returned = False
            elif kind == "first_card_returned" and not returned:
                out.append((None, []))
                returned = True
            elif not out:
                out.append((None, []))
            out[-1][1].append(ev)
        return out

    def round_results(self, names: Sequence[str] = (),
                      me: int | None = None) -> list[RoundWon]:
        """Every finished round seen here, in order, as its ``round_end`` told it. A round whose
        events were missed in part (the viewer joined or came back later, and a ``round_start``
        fell in the gap) is left out rather than credited to the round before it. With the
        seats' ``names`` now (and the viewer's seat ``me``), a winner whose seat has another
        player now is named as it was then (:attr:`RoundWon.name`)."""
        won = []
        for number, events in self.rounds():
            ends = [ev for ev in events if ev.get("type") == "round_end"]
            if number is None or len(ends) != 1:
                continue
            winner, points, how = (ends[0].get(k) for k in ("winner", "points", "how"))
            seat = _whole(winner)
            name = None
            if seat is not None and names:
                then, me_then = self.names_of(ends[0], names, me)
                if 0 <= seat < len(then) and (me_then != me or then[seat] != names[seat]):
                    name = seat_name(seat, then, me_then)
            won.append(RoundWon(number, seat, points if isinstance(points, int) else None,
                                how if isinstance(how, str) else "out", name))
        return won

    def current_round(self) -> list[dict[str, Any]]:
        """The events since the newest deal (all of them before the first); asked on every view,
        so its cost stays that of one round however long the match."""
        return self.events[self._round_at:]

    def lines(self, names: Sequence[str], me: int | None, ascii_only: bool = False) -> list[str]:
        """The whole match in words (a line per describable event; cards by their faces, in
        ASCII with ``ascii_only``). Events described before are not described again while the
        names stay the same. Wrong catches that cost nothing, one after another, make one line
        ("Bo, Ana wrongly tried to catch you (no penalty)", by target when they aimed at several):
        at a ``chinese-party`` table bots try them freely, and a line each buried the moves that
        mattered. So do watcher notes in a row (:meth:`note_watchers`)."""
        key = (tuple(names), me, ascii_only, self.scoring, self.teams)
        if key != self._lines_key or self._described > len(self.events):
            self._lines, self._described, self._lines_key = [], 0, key
            self._said = {}
            self._runs = Runs()
            self._went_out = False
            self._stack = []
        for index in range(self._described, len(self.events)):
            ev = self.events[index]
            scoring = self.scoring_at(ev)
            stacked = self.stack_at(ev)
            then, me_then = self.names_at(index, names, me)
            folded = self._runs.folded(
                ev, then, me_then, lambda e, then=then, me_then=me_then: describe_event(
                    e, then, me_then, ascii_only)) if self._lines else None
            if folded is not None:
                self._lines[-1] = sentences(*folded)
                continue
            line = describe_event(ev, then, me_then, ascii_only, scoring, self.teams)
            if line and stacked > 1:  # (newbie34 #5: "Cy drew 4 cards" alone hid the stack)
                line = aside(line, ngettext("({n} draw card stacked)", "({n} draw cards stacked)",
                                            stacked))
            ends = index + 1 < len(self.events) \
                and self.events[index + 1].get("type") == "round_end"
            if line and self.turn_lost(stacked) and not ends:  # (no turn is left to miss
                # once the draw card went out: "Cy drew 2 cards and misses a turn" closed a
                # round, newbie54 #6)
                mine = ev.get("seat") is not None and ev.get("seat") == me_then
                line = _("{line} and miss a turn", line=line) if mine \
                    else _("{line} and misses a turn", line=line)
            if line:
                self._lines.append(line)
                self._said[index] = line
                self._runs.begin(ev)
        self._described = len(self.events)
        return list(self._lines)

    def said(self, index: int) -> str | None:
        """The line the event at ``index`` has in the log as :meth:`lines` last said it (a
        stacked penalty's count, "and misses a turn" with it), or ``None`` for one it said
        none for, or folded into the line before: the history (L) says each event as the log
        does (newbie86 #6: "Ana drew 2 cards" there, "… and misses a turn" in the log)."""
        return self._said.get(index)


#: the events after which a penalty of the draw cards just played is theirs (the card itself,
#: the UNO called with it, the accept of a Wild Draw Four, a draw card turned up first): the
#: drawer misses the turn too
TURN_LOST_AFTER = frozenset({"play", "uno", "accept", "round_start"})
#: events out of turn that change no turn: :meth:`MatchLog.stack_at` looks past them and the
#: penalty they cost (a wrong accusation between a Draw Two and its draw lost "and misses a
#: turn", botplay42 #4; its penalty was read as the stack drawn, review44 #1)
ASIDES = frozenset({"false_catch", "false_uno"})


#: the events whose ``card`` every seat sees (a wild power's ``give`` shows its card to the
#: giver alone: a watcher who took that seat over read it as another match, review45 #4)
_PUBLIC_CARD = frozenset({"play", "round_start", "misplay"})


def _story(ev: dict[str, Any]) -> tuple[Any, Any, Any]:
    """What an event tells whoever sees it: its kind, its seat and, where everyone sees it,
    its card."""
    kind = ev.get("type")
    return kind, ev.get("seat"), ev.get("card") if kind in _PUBLIC_CARD else None


def _draw_amount(code: Any) -> int:
    """The cards a played card's code makes the next player draw (0 for any other card, or a
    code that is not a card)."""
    try:
        return Card.parse(str(code)).draw_amount
    except CardError:
        return 0


def short_event(ev: dict[str, Any], names: Sequence[str], me: int | None,
                ascii_only: bool = False) -> str | None:
    """One event in as few words as the "since your last move" line needs ("you drew 2",
    "Cy played W and chose blue"); rarer events in their log words (cards by their faces, as
    in the log)."""
    kind = ev.get("type")
    who = seat_name(ev.get("seat"), names, me)
    if kind == "play":
        cards = [*(ev.get("also") or []), ev.get("card", "?")]
        # (listed as the log lists them: "Y0, B0", "Y0、B0", newbie69 #5)
        shown = listing(card_label(str(c), ascii_only) for c in cards)
        if ev.get("color"):
            line = _("{who} played {card} and chose {color}", who=who, card=shown,
                     color=color_name(ev["color"]))
        else:
            line = _("{who} played {card}", who=who, card=shown)
        # (out of turn: why the turn came back round sooner, as the log says, ux27 #11)
        return aside(line, _("(jumped in!)")) if ev.get("jump_in") else line
    if kind == "draw":
        count = int(ev.get("count", 0) or 0)
        cards = ev.get("cards")
        if cards and count == 1:
            line = _("{who} drew {card}", who=who, card=card_label(str(cards[0]), ascii_only))
        else:
            line = ngettext("{who} drew {n}", "{who} drew {n}", count, who=who)
        # (the turn timer's draw for a player whose time ran out: as the log says it,
        # newbie82 #10)
        return aside(line, _("(time ran out)")) if ev.get("timed_out") is True else line
    if kind in ("round_start", "reshuffle", "reversed"):
        return None  # the deal and the direction are shown elsewhere
    return describe_event(ev, names, me, ascii_only)


def _after_own_move(
        events: Sequence[dict[str, Any]], me: int,
        names_of: Callable[[dict[str, Any]], tuple[Sequence[str], int | None]] | None = None,
) -> tuple[int, bool]:
    """(the index of the first event after the viewer's newest own move in this round — or
    after the deal —, whether the viewer has moved in this round). ``names_of(ev)``: the
    viewer's seat when ``ev`` happened (:meth:`MatchLog.names_of`): the moves of a bot whose
    seat the viewer took over since are not theirs (newbie86 #7: "Since your last move" for a
    watcher who had not moved yet)."""
    for index in range(len(events) - 1, -1, -1):
        ev = events[index]
        if ev.get("type") == "round_start":
            return index + 1, False
        if ev.get("seat") == me and ev.get("type") in OWN_MOVES \
                and (names_of is None or names_of(ev)[1] == me) and not (
                ev.get("type") == "draw" and ev.get("why") == "penalty"
                and ev.get("taken") is not True) and ev.get("by_bot") is not True \
                and ev.get("timed_out") is not True \
                and not (ev.get("type") == "draw" and ev.get("why") == "turn"):
            # (a penalty drawn is done to you — unless you took it, d on a stack waiting for
            # you: your move, newbie52 #9 —, and a bot's move for you while you were away, or
            # the table's when your time ran out, is news to you: they stay in the line,
            # newbie82 #10; a turn's draw is half a move, whose pass or
            # play follows: deciding on the card drawn, the others' moves stay, newbie72 #1)
            return index + 1, True
    return 0, False


def moved_this_round(
        events: Sequence[dict[str, Any]], me: int | None,
        names_of: Callable[[dict[str, Any]], tuple[Sequence[str], int | None]] | None = None,
) -> bool:
    """Has the viewer made a move of their own since the deal (``events``: the round's;
    ``names_of``: as :func:`_after_own_move`'s)?"""
    return me is not None and _after_own_move(events, me, names_of)[1]


class Runs:
    """Events that fold into the line before them, for the log and the "since your last move"
    line alike: wrong catches that cost nothing, one after another (by target: "Bo, Cy wrongly
    tried to catch Ana (no penalty); Ana wrongly tried to catch Cy (no penalty)"), and watcher
    notes in a row (:meth:`MatchLog.note_watchers`: what changed over them all)."""

    def __init__(self) -> None:
        #: the catchers of each target of the free wrong catches the last line folds
        self.catches: dict[int, list[int]] | None = None
        #: who watched before the watcher notes the last line folds
        self.watched: list[str] | None = None
        #: everyone who watched at some moment of those notes, and who of ``watched`` was
        #: missing at some moment (a visit that came and went is said, not lost in the fold)
        self.seen: set[str] = set()
        self.missed: set[str] = set()
        #: the turn's draws the last line folds, one card at a time under draw_until_playable
        #: (a line a card flooded the log at 80×24, ux30 #9), as one draw event
        self.drawn: dict[str, Any] | None = None
        #: the connection notes the last line folds: (name, "lost" or "back"), in order
        self.connections: list[tuple[str, str]] | None = None

    def folded(self, ev: dict[str, Any], names: Sequence[str], me: int | None,
               words: Callable[[dict[str, Any]], str | None] | None = None
               ) -> list[str] | None:
        """The sentences that replace the last line when ``ev`` goes on the run that line
        folds; ``None`` when it does not (then :meth:`begin` once its own line is written).
        ``words`` says a draw event as the caller does (the log's words by default)."""
        if _turn_draw(ev) and self.drawn is not None and self.drawn["seat"] == ev.get("seat"):
            cards, more = self.drawn.get("cards"), ev.get("cards")
            self.drawn["count"] += int(ev.get("count") or 0)
            if isinstance(cards, list) and isinstance(more, list) and more:
                self.drawn["cards"] = [*cards, *more]
            else:  # (not every card was seen here: the count alone)
                self.drawn.pop("cards", None)
            said = (words or (lambda e: describe_event(e, names, me)))(self.drawn)
            return [said] if said else None
        if ev.get("type") == "pass" and self.drawn is not None \
                and self.drawn["seat"] == ev.get("seat"):
            # (a pass follows every turn draw not played, the card fitting or not: one line,
            # "Bo drew a card and passed", as "Bo drew a card" alone said it before)
            said = (words or (lambda e: describe_event(e, names, me)))(self.drawn)
            self.drawn = None
            return [_("{line} and passed", line=said)] if said else None
        conn = _connection_of(ev)
        if conn is not None and self.connections is not None:
            self.connections.append(conn)
            return [describe_connection_run(self.connections)]
        target = free_catch_target(ev)
        if target is not None and self.catches is not None:
            self.catches.setdefault(target, []).append(int(ev.get("seat", -1)))
            return [describe_free_catch_run(self.catches, names, me)]
        watch = ev.get("watchers") if ev.get("type") == "table_note" else None
        if watch is not None and self.watched is not None:
            # (who watched before the first note against who watches now, and the visits in
            # between that it does not show: Dee came and went, review27 #9)
            self.note_moment(watch)
            now = set(watch[1])
            news = watcher_news(Counter(self.watched), Counter(watch[1])) + [
                _("{who} came to watch and left.", who=name)
                for name in sorted(self.seen - now - set(self.watched))] + [
                _("{who} stopped watching and came back.", who=name)
                for name in sorted(self.missed & now)]
            # (nothing to say by name — a second watcher of the same name came and went —:
            # this note's own words rather than an empty line, review29 #5)
            return news or [str(ev.get("text", ""))]
        return None

    def note_moment(self, watch: Any) -> None:
        """Take one watcher note's ``[before, after]`` into :attr:`seen` and :attr:`missed`."""
        start = set(self.watched or [])
        for names in watch:
            self.seen |= set(names)
            self.missed |= start - set(names)

    def begin(self, ev: dict[str, Any]) -> None:
        """``ev`` has a line of its own, the last one now: a run it may start."""
        target = free_catch_target(ev)
        self.catches = {target: [int(ev.get("seat", -1))]} if target is not None else None
        watch = ev.get("watchers") if ev.get("type") == "table_note" else None
        self.watched = list(watch[0]) if watch is not None else None
        self.seen, self.missed = set(), set()
        if watch is not None:
            self.note_moment(watch)
        self.drawn = dict(ev) if _turn_draw(ev) else None
        conn = _connection_of(ev)
        self.connections = [conn] if conn is not None else None


def _connection_of(ev: dict[str, Any]) -> tuple[str, str] | None:
    """A connection note's (name, "lost" or "back") (:meth:`MatchLog.note_connection`)."""
    conn = ev.get("connection") if ev.get("type") == "table_note" else None
    if isinstance(conn, list) and len(conn) == 2 and isinstance(conn[0], str) \
            and conn[1] in ("lost", "back"):
        return conn[0], conn[1]
    return None


def describe_connection_run(run: Sequence[tuple[str, str]]) -> str:
    """Connection notes in a row as one line: who dropped and came back, who is still away,
    who came back (in the order first named)."""
    first: dict[str, str] = {}
    last: dict[str, str] = {}
    for name, state in run:
        first.setdefault(name, state)
        last[name] = state
    if len(first) == 1 and len(run) == 1:  # (a note alone: its own words)
        name, state = run[0]
        return _("{who} is back.", who=name) if state == "back" else \
            _("{who} lost the connection; the seat waits for them.", who=name)
    blipped = [n for n in first if first[n] == "lost" and last[n] == "back"]
    away = [n for n in first if last[n] == "lost"]
    back = [n for n in first if first[n] == "back" and last[n] == "back"]
    said = []
    if blipped:
        # (not "Gus: the connection dropped…", which read as a chat line of Gus's, newbie90 #2)
        said.append(_("{names} lost the connection for a moment and came back.",
                      names=listing(blipped)))
    if away:
        said.append(ngettext("{names} lost the connection; the seat waits for them.",
                             "{names} lost the connection; their seats wait for them.",
                             len(away), names=listing(away)))
    if back:
        said.append(ngettext("{names} is back.", "{names} are back.", len(back),
                             names=listing(back)))
    return sentences(*said)


def _turn_draw(ev: dict[str, Any]) -> bool:
    """Is ``ev`` a player's own draw of a card in their turn (not a penalty)?"""
    count = ev.get("count")
    return ev.get("type") == "draw" and ev.get("why") == "turn" and isinstance(count, int) \
        and not isinstance(count, bool) and count > 0


def chat_line(sender: str, text: str) -> str:
    """A chat message as the chat shows it: who said it, a colon (a Chinese one in Chinese,
    newbie72 #5), what they said."""
    return _("{name}: {text}", name=sender, text=text)


def since_last_move(events: Sequence[dict[str, Any]], names: Sequence[str], me: int | None,
                    ascii_only: bool = False,
                    names_of: Callable[[dict[str, Any]], tuple[Sequence[str], int | None]]
                    | None = None) -> list[str]:
    """What happened after the viewer's newest own move, oldest first, one short phrase per
    event (nothing for a spectator or before the viewer has moved in this round, where it
    starts at the deal). ``names_of(ev)``: the seats' names and the viewer's seat when ``ev``
    happened (:meth:`MatchLog.names_of`: a bot's move before a watcher took its seat is the
    bot's, as in the log, ssh36 #8); the names now when not given."""
    return marked_since_last_move(events, names, me, ascii_only, names_of)[0]


def _drawn_as_said(ev: dict[str, Any], before: dict[str, Any] | None) -> bool:
    """Is ``ev`` the penalty draw the event ``before`` it said already — a catch ("Ana caught
    you without UNO: you draw 2"), a challenge, a wrong catch that cost cards, a misplay, a
    wrong UNO call ("Ana called UNO wrongly: Ana draws 2", review65 #2) —, every card of it
    drawn? (A short pile's draw of fewer cards says something new: it stays.)"""
    if before is None or ev.get("type") != "draw" or ev.get("why") != "penalty":
        return False
    if before.get("type") not in ("caught", "challenge", "false_catch", "misplay", "false_uno"):
        return False
    if ev.get("seat") not in (before.get("seat"), before.get("target")):
        return False
    wanted = ev.get("wanted")
    return wanted is None or ev.get("count") == wanted


#: events that follow from the phrase before them (a play, or an answer to it): a skip, a
#: Reverse's turn, a swap, a Wild Draw Four accepted or challenged
_FOLLOWING = frozenset({"skipped", "reversed", "swap_hands", "rotate_hands", "accept",
                        "challenge"})


def _taken_as_accepted(ev: dict[str, Any], before: dict[str, Any] | None) -> bool:
    """Is ``ev`` the penalty its player drew for accepting the Wild Draw Four ``before`` it,
    every card of it drawn?"""
    if before is None or before.get("type") != "accept" or ev.get("type") != "draw" \
            or ev.get("why") != "penalty" or ev.get("seat") != before.get("seat"):
        return False
    wanted = ev.get("wanted")
    return wanted is None or ev.get("count") == wanted


def follows_from(ev: dict[str, Any]) -> bool:
    """Does ``ev`` follow from the event said before it ("you miss a turn" from "Bo played
    R⊘", "Cy drew 4" from "Cy accepted the Wild Draw Four", from "Bo played W+4")? A penalty
    draw always follows something (a draw card, an answer, a catch)."""
    kind = ev.get("type")
    return kind in _FOLLOWING or (kind == "draw" and ev.get("why") == "penalty")


class NotePhrase(str):
    """A phrase of :func:`marked_since_last_move` that says a table note (a connection that
    dropped or came back, a bot stepping aside…), not a move: :meth:`SinceLine.fit` gives it
    up first where the line is short — newest or not, it pushed the one move that cost the
    viewer a turn off the line at 80 columns (newbie73 #4)."""

    __slots__ = ()


def marked_since_last_move(
        events: Sequence[dict[str, Any]], names: Sequence[str], me: int | None,
        ascii_only: bool = False,
        names_of: Callable[[dict[str, Any]], tuple[Sequence[str], int | None]] | None = None,
        about: Callable[[dict[str, Any]], bool] | None = None,
        causes: dict[int, int] | None = None,
        joins: dict[int, str] | None = None) -> tuple[list[str], frozenset[int]]:
    """:func:`since_last_move`'s phrases, and the indices of those that say an event ``about``
    marks (what was done to the viewer: :class:`SinceLine` keeps those) — marked as they are
    made, a phrase that folds several events in (free wrong catches in a row) included: counted
    event by event from the end, the marks fell on the wrong phrases after such a fold, and
    "Bo swapped hands with you" was left out for others' plays (newbie53 #7). ``causes``, when
    given, is filled with the phrase each phrase follows from (:func:`follows_from`: "you miss
    a turn" from "Bo played R⊘"), by index; ``joins`` with the few words that say a phrase
    and its cause at once ("Bo skipped you"), for a line too short for both."""
    if me is None:
        return [], frozenset()
    start, _moved = _after_own_move(events, me, names_of)
    out: list[str] = []
    mine: set[int] = set()
    notes: set[int] = set()  # (the phrases that say table notes: NotePhrase)
    runs = Runs()  # (as in the log: free wrong catches, watcher notes, in a row)
    said: dict[str, Any] | None = None  # (the event before: a catch that says who draws)
    phrased: dict[str, Any] | None = None  # (the event the last phrase says)
    # (the newest phrase an effect can follow from, and its event: an UNO call said between a
    # play and its effect is not its cause — "… Cy called UNO!; Bo took 4 cards" lost Cy's
    # W+4, newbie58 #2)
    cause: tuple[int, dict[str, Any]] | None = None
    for ev in events[start:]:
        if ev.get("quiet") is True:
            continue  # (a note of this app's own, not of the game: MatchLog.note)
        before, said = said, ev
        if _drawn_as_said(ev, before):
            continue  # ("Ana caught you without UNO: you draw 2; you drew 2", newbie56 #7)
        if out and _taken_as_accepted(ev, before) and phrased is before:
            # ("Cy accepted the Wild Draw Four; Cy drew 4" as "Cy took 4 cards": at 80
            # columns the two left no room for Bo's W+4 that caused them, newbie57 #7)
            then, me_then = names_of(ev) if names_of is not None else (names, me)
            count = int(ev.get("count") or 0)
            out[-1] = in_line(ngettext("{who} took {n} card", "{who} took {n} cards", count,
                                       who=seat_name(ev.get("seat"), then, me_then)), then)
            if about is not None and about(ev):
                mine.add(len(out) - 1)
            continue
        if ev.get("type") in ("uno", "swap_hands") and ev.get("seat") == me:
            continue  # (your own call, or the swap your 7 made, is part of your move: not news
            # to you, and it crowded out the news, ux27 #11)
        then, me_then = names_of(ev) if names_of is not None else (names, me)
        folded = runs.folded(ev, then, me_then, lambda e, then=then, me_then=me_then: short_event(
            e, then, me_then, ascii_only)) if out else None
        if folded is not None:
            out[-1] = _("; ").join(in_line(x.rstrip(".。！"), then) for x in folded)
            if ev.get("type") != "table_note":
                notes.discard(len(out) - 1)
            if about is not None and about(ev):
                mine.add(len(out) - 1)
            continue
        phrase = short_event(ev, then, me_then, ascii_only)
        if phrase:
            if ev.get("by_bot") is True and ev.get("seat") == me \
                    and ev.get("type") in ("play", "draw"):
                # (short_event's own words; the log's words of the others say it already)
                phrase = aside(phrase, _("(a bot, for you)"))
            # (a table note is a sentence: its full stop would stand before the "; ", and the
            # Chinese one's "。" before the "；", newbie43 #10; so would a Chinese call's "！",
            # "喊了 UNO！；", newbie69 #8 — English keeps its "UNO!")
            out.append(in_line((phrase.rstrip(".。") if ev.get("type") == "table_note"
                                else phrase).rstrip("！"), then))
            if ev.get("type") == "table_note":
                notes.add(len(out) - 1)
            if causes is not None and cause is not None and follows_from(ev):
                causes[len(out) - 1] = cause[0]
            played = cause[1] if cause is not None else None
            if joins is not None and played is not None \
                    and ev.get("type") == "skipped" and int(ev.get("count") or 1) == 1 \
                    and played.get("type") == "play" and isinstance(played.get("seat"), int):
                joins[len(out) - 1] = in_line(_(
                    "{who} skipped {whom}", who=seat_name(played["seat"], then, me_then),
                    whom=seat_name(ev.get("seat"), then, me_then, start=False)), then)
            phrased = ev
            if ev.get("type") != "uno":
                cause = (len(out) - 1, ev)
            if about is not None and about(ev):
                mine.add(len(out) - 1)
            runs.begin(ev)
    return [NotePhrase(p) if i in notes else p for i, p in enumerate(out)], frozenset(mine)


class LinesView(LineWidget):
    """The newest lines that fit, wrapped to the width (a wrapped line's later rows indented);
    older lines scroll off the top."""

    DEFAULT_CSS = """
    LinesView { height: 1fr; }
    """

    def __init__(self, placeholder: str = "", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.lines: list[str] = []
        self.placeholder = placeholder
        self.back = 0  #: lines scrolled back from the newest (0: the newest are shown)
        #: (line, width) -> its wrapped lines, for the lines of the previous build (as
        #: :class:`LineWidget` keeps its strips)
        self._wrapped: dict[tuple[str, int], list[str]] = {}
        self._wrapping: dict[tuple[str, int], list[str]] = {}  # those of the build under way
        self.hidden = False  #: some lines do not show (older ones, or a newer one scrolled back)
        #: the last build's height, the index of the first line it showed (a row of it at
        #: least) and the index after its last: a box grown taller keeps that first line at the
        #: top and shows the newer lines under it (newbie84 #4)
        self._shown: tuple[int, int, int] | None = None

    class Hidden(Message):
        """Whether some of the view's lines do not show changed (``hidden``)."""

        def __init__(self, hidden: bool) -> None:
            super().__init__()
            self.hidden = hidden

    def _tell_hidden(self, hidden: bool) -> None:
        if hidden != self.hidden:
            self.hidden = hidden
            self.post_message(self.Hidden(hidden))

    def set_lines(self, lines: list[str]) -> None:
        if lines != self.lines:
            if self.back and lines[:len(self.lines)] == self.lines:
                self.back += len(lines) - len(self.lines)  # keep what the reader looks at
            elif self.back:
                self.back = 0
            self.lines = list(lines)
            self.invalidate()

    def follow(self) -> None:
        """Show the newest lines again (scrolled back, the view stays where the reader left
        it until told so)."""
        if self.back:
            self.back = 0
            self.invalidate()

    def scroll_back(self, lines: int) -> None:
        """Scroll ``lines`` back in time (negative: towards the newest)."""
        page = max(1, self.size.height - 1)  # the oldest lines fill the panel, not one row
        back = max(0, min(self.back + lines, len(self.lines) - page))
        if back != self.back:
            self.back = back
            self.invalidate()

    def on_mouse_scroll_up(self, event: Any) -> None:
        event.stop()
        self.scroll_back(1)

    def on_mouse_scroll_down(self, event: Any) -> None:
        event.stop()
        self.scroll_back(-1)

    def build_lines(self, width: int, height: int) -> list[Text]:
        width = max(10, width)
        height = max(1, height)
        if not self.lines:
            self._shown = None
            self._tell_hidden(False)
            return list(Text(self.placeholder, style=Style(dim=True)).wrap(self.app.console,
                                                                           width))
        self._wrapping = {}
        if self.back:
            self._come_forward(width, height)
        end = len(self.lines) - self.back
        entries = [self._wrap(line, width) for line in self.lines[max(0, end - height * 2):end]]
        self._wrapped, self._wrapping = self._wrapping, {}
        rows = height - 1 if self.back else height
        first = end
        for wrapped in reversed(entries):
            if rows <= 0:
                break
            rows -= len(wrapped)
            first -= 1
        self._shown = (height, first, end)
        # (every line takes a row at least: past ``height`` of them some are out of sight)
        self._tell_hidden(self.back > 0 or len(self.lines) > height
                          or sum(len(rows) for rows in entries) > height)
        if self.back:
            shown = self._fill(entries, height - 1, width, self.cut_mark()) if height > 1 \
                else []
            more = ngettext("{n} newer line below (PgDn)", "{n} newer lines below (PgDn)",
                            self.back)
            shown.append(Text(more, Style(dim=True, italic=True)))
            return shown
        shown = self._fill(entries, height, width, self.cut_mark())
        for row in shown[-len(entries[-1]):]:  # the newest line, every row of it
            row.stylize(Style(bold=True))
        return shown

    def _come_forward(self, width: int, height: int) -> None:
        """Scrolled back, bring newer lines in (:attr:`back` less) while they fit under the
        lines shown: a box grown taller keeps its first line at the top, as a terminal does
        (the older lines, then "4 newer lines below (PgDn)", then blank rows, though those
        newer lines fit: newbie84 #4); where all the older lines fit with room under them,
        from the first. The "newer lines below" row goes once none is left below."""
        end = len(self.lines) - self.back
        top = 0
        if self._shown is not None:
            was, first, shown_end = self._shown
            if height > was and shown_end == end and 0 <= first < end:
                top = first  # (the same lines as the last build, the box taller)
        if end - top >= height:
            return  # (a row a line at least: no room under them)
        used = sum(len(self._wrap(line, width)) for line in self.lines[top:end])
        while self.back:
            need = used + len(self._wrap(self.lines[end], width))
            if need > height - (1 if self.back > 1 else 0):  # (the row that says what is below)
                break
            used, end = need, end + 1
            self.back -= 1

    @staticmethod
    def _fill(entries: list[list[str]], rows: int, width: int, mark: str = "…") -> list[Text]:
        """The rows of the newest whole lines (``entries``: each line's wrapped rows) that fit in
        ``rows``, the newest at the bottom. An older line that fits only in part above them
        shows its start in the rows left, cut with "…" (PgUp shows the rest): the panel never
        opens mid-sentence, nor with an empty row; nor does the newest line alone taller than
        the panel, which shows its start, cut so. ``mark`` ends a cut row: "..." in plain
        ASCII (the ASCII filter spells "…" as one ".": "passed on to the next player,." read
        as a typo)."""
        shown: list[str] = []
        for wrapped in reversed(entries):
            room = rows - len(shown)
            if room <= 0:
                break
            if len(wrapped) <= room:
                shown[:0] = wrapped
                continue
            # (the newest line alone taller than the panel too: a one-row log at 60x20 showed
            # "   goes clockwise", a chat line its tail without the sender: power37 #3)
            shown[:0] = [*wrapped[:room - 1], _cut(wrapped[room - 1], width, mark)]
            break
        return [Text(row) for row in shown]

    def cut_mark(self) -> str:
        """What ends a line cut short: "…", or "..." in plain ASCII."""
        try:
            return "..." if getattr(self.app, "ascii_only", False) else "…"
        except Exception:  # (no app: not mounted)
            return "…"

    def _wrap(self, line: str, width: int) -> list[str]:
        """``line`` wrapped to ``width`` cells, its later rows indented
        (:func:`~unotui.widgets.lines.wrap_hanging`: a wrapped line reads as one); remembered,
        as the log repeats its lines each view."""
        key = (line, width)
        found = self._wrapped.get(key) or self._wrapping.get(key)
        if found is None:
            found = wrap_hanging(self.app.console, line, width)
        self._wrapping[key] = found
        return found


def _cut(row: str, width: int, mark: str = "…") -> str:
    """``row`` ending in ``mark`` (shortened to fit ``width`` cells with it): a line cut
    there. Shortened, it does not end inside a word where an earlier space can end it ("Cy
    drew 2 cards and…", not "Cy drew 2 cards and misse…": newbie57 #6) unless that keeps less
    than half of it (a long word: a link); a comma or colon before the mark is dropped. Chinese
    is cut between two characters, as it wraps."""
    from rich.cells import cell_len

    text = row.rstrip()
    if cell_len(text) + cell_len(mark) > width:
        room, used, n = width - cell_len(mark), 0, 0
        for char in text:
            used += cell_len(char)
            if used > room:
                break
            n += 1
        kept, rest = text[:n], text[n:]
        if kept and rest and _in_word(kept[-1]) and _in_word(rest[0]):
            body = kept.lstrip()  # (a wrapped line's later rows are indented)
            whole = body.rsplit(" ", 1)[0] if " " in body else ""
            if 2 * cell_len(whole) >= cell_len(body):
                kept = kept[:len(kept) - len(body)] + whole
        text = kept.rstrip().rstrip(",;:，；：、") or kept.rstrip()
    return text + mark


def _in_word(char: str) -> bool:
    """Is ``char`` part of a word a cut would split (a letter, a digit, an apostrophe: not a
    space, a stop, nor a Chinese character, between which lines may break)?"""
    from rich.cells import cell_len

    return (char.isalnum() or char in "'’-") and cell_len(char) == 1


class LogPanel(LinesView):
    """What happened in the whole match, newest at the bottom (in bold); scrolls back."""


def in_line(phrase: str, names: Sequence[str] = ()) -> str:
    """A log sentence as a phrase inside a line ("Since your last move: you drew 4; Ana
    played R5"): a leading "You" is not a sentence's start there, nor the first word of a
    table's note; a player's name keeps its capital (``names``: the seats' names, so that a
    player called An is not "an played R1", review47 #4)."""
    you, mid = _("You"), _("you")
    if you != mid and phrase.startswith(you + " "):
        return mid + phrase[len(you):]
    first = phrase.split(" ", 1)[0]
    if you != mid and first in _SENTENCE_STARTS and not any(
            name and phrase.startswith(name) and phrase[len(name):len(name) + 1] in ("", " ", "'")
            for name in names):  # (a table's note: "…; The Wild Draw Four's question has
        return first.lower() + phrase[len(first):]  # passed", newbie44 #4)
    return phrase


#: first words of the table's own notes (never a player's name) that a phrase inside a line
#: does not capitalise
_SENTENCE_STARTS = frozenset({"The", "Your", "That", "Time", "It", "A", "An", "Nobody",
                              "Everyone", "This"})


class SinceLine(LineWidget):
    """One line: what happened since your last move. When its phrases do not all fit, it keeps
    the newest (what you answer now), then those about you (:attr:`mine`: a catch, a
    penalty…, in their order: a catch before the cards it cost), then the newest others that
    fit: cutting the oldest first hid "Ana caught you without UNO: you draw 2"."""

    DEFAULT_CSS = """
    SinceLine { height: 1; padding: 0 1; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.phrases: list[str] = []
        self.moved = True  #: the viewer has moved this round (else the line starts at the deal)
        self.mine: frozenset[int] = frozenset()  #: indices of the phrases about the viewer
        #: the phrase each phrase follows from, by index ("you miss a turn" from "Bo played
        #: R⊘"): kept together with it where they fit (newbie57 #7)
        self.causes: dict[int, int] = {}
        #: a phrase and its cause said at once ("Bo skipped you"), by the phrase's index: in
        #: their place where both do not fit
        self.joins: dict[int, str] = {}

    def set_phrases(self, phrases: list[str], moved: bool = True) -> None:
        """``moved``: whether the viewer made a move this round: before that, the phrases are
        what happened since the deal, and the line says so."""
        if phrases != self.phrases or moved != self.moved:
            self.phrases = list(phrases)
            self.moved = moved
            self.invalidate()

    def set_mine(self, mine: frozenset[int], causes: dict[int, int] | None = None,
                 joins: dict[int, str] | None = None) -> None:
        """Which of the phrases are about the viewer (kept before older others, see above),
        what each phrase follows from (:attr:`causes`) and the words for both at once
        (:attr:`joins`)."""
        causes, joins = dict(causes or {}), dict(joins or {})
        if mine != self.mine or causes != self.causes or joins != self.joins:
            self.mine = mine
            self.causes = causes
            self.joins = joins
            self.invalidate()

    @property
    def label(self) -> str:
        return _("Since your last move:") if self.moved else _("Since the deal:")

    @property
    def text(self) -> str:
        """The line as shown at any width (all phrases)."""
        return self.fit(10_000)

    def fit(self, width: int) -> str:
        """The label and the whole phrases that fit ``width`` cells, in their order: all of
        them, or the newest, those about the viewer (:attr:`mine`) that fit, and the newest
        others that fit, without gaps among those (the phrases left out give way to "…"; the
        newest is always there). Table notes (:class:`NotePhrase`: a connection dropped and
        came back…) are no moves: "the newest" is the newest move, and the notes come last,
        where they fit (newbie73 #4). The newest and those about the
        viewer keep what they follow from (:attr:`causes`) before any other, or say it with
        them (:attr:`joins`): "you miss a turn" read without who skipped you (newbie57 #7). Only
        a newest phrase longer than the line is cut, after a whole word."""
        from rich.cells import cell_len

        phrases = self.phrases
        label = spaced(self.label)
        if not phrases:
            return label + _("nothing yet")
        sep = _("; ")  # (Chinese: a full-width "；")
        whole = label + sep.join(phrases)
        if cell_len(whole) <= width:
            return whole
        more = self.more_mark()
        phrases = list(phrases)  # (a phrase and its cause may be said at once: self.joins)
        covered: set[int] = set()  # (the causes so said)

        def joined(kept: list[int]) -> str:
            """The kept phrases, a "…" wherever some were left out (before the first, and
            between two kept ones: "you miss a turn; you miss a turn" read as one said twice,
            ux29 #9)."""
            out = "" if kept and kept[0] == 0 else more
            for n, i in enumerate(kept):
                if n:
                    out += sep if i == kept[n - 1] + 1 else sep + more
                out += phrases[i]
            return out

        def fits(kept: list[int]) -> bool:
            return cell_len(label + joined(kept)) <= width

        notes = {i for i, p in enumerate(phrases) if isinstance(p, NotePhrase)}
        newest = max((i for i in range(len(phrases)) if i not in notes),
                     default=len(phrases) - 1)

        def with_causes(kept: list[int], index: int) -> list[int]:
            """``kept`` with the phrases ``index`` follows from, as far as they fit (the
            nearest first: "Bo played R⊘; you miss a turn", not "you miss a turn" alone, nor
            "Cy accepted the Wild Draw Four; Cy drew 4" without Bo's W+4, newbie57 #7)."""
            cause = self.causes.get(index)
            while cause is not None and 0 <= cause < index:
                if cause not in kept:
                    if not fits(sorted([*kept, cause])):
                        # (too short for both: the words for both at once, where there are
                        # some — "Bo skipped you" for "Bo played R⊘; you miss a turn")
                        alone, both = phrases[index], self.joins.get(index)
                        if both:
                            phrases[index] = both
                            if fits(kept):
                                covered.add(cause)
                            else:
                                phrases[index] = alone
                        break
                    kept = sorted([*kept, cause])
                index, cause = cause, self.causes.get(cause)
            return kept

        kept = with_causes([newest], newest)
        for index in sorted(self.mine - {newest}):
            if 0 <= index < newest and index not in kept and fits(sorted([*kept, index])):
                kept = with_causes(sorted([*kept, index]), index)
        for index in [i for i in range(newest - 1, -1, -1) if i not in self.mine
                      and i not in kept and i not in covered and i not in notes]:
            if not fits(sorted([*kept, index])):
                break  # (the others: the newest, without gaps among them)
            kept = sorted([*kept, index])
        for index in sorted(notes - set(kept) - covered, reverse=True):
            if fits(sorted([*kept, index])):  # (the notes where room is left, newest first)
                kept = sorted([*kept, index])
        said = label + joined(kept)
        tail = sep + more.rstrip()  # (newer notes left out, where the line has room for it)
        if kept and kept[-1] != len(phrases) - 1 and cell_len(said + tail) <= width:
            said += tail
        if cell_len(said) > width:  # (the newest phrase alone is too long: cut after a whole
            # word, not "… you d…", newbie58 #7)
            said = _cut(said, width, self.more_mark().rstrip())
        return said

    def more_mark(self) -> str:
        """What stands for the older phrases left out: "… ", or "... " in plain ASCII (the
        ASCII filter spells "…" as one ".", which read as a typo: "Since the deal: . Cy")."""
        try:
            ascii_only = bool(getattr(self.app, "ascii_only", False))
        except Exception:  # (no app: not mounted)
            ascii_only = False
        return "... " if ascii_only else "… "

    def build_lines(self, width: int, height: int) -> list[Text]:
        line = Text(self.fit(width))
        line.stylize(Style(dim=True), 0, len(self.label))
        line.truncate(width, overflow="ellipsis")
        return [line]


#: the chat line's hints, longest first: the first that fits is shown (never a cut word)
CHAT_HINTS = (N_("t: chat (Enter sends, Esc cancels)"), N_("t: chat (Enter sends)"), N_("t: chat"))
#: the chat box's lower edge when its input line (which names t) is out of sight and older
#: lines are too (:meth:`ChatPanel._show_edge`)
CHAT_EDGE_BOTH = N_("t: chat · L: all of it")
#: the same while typing (the input has the focus: "t" is no longer the key to press)
TYPING_HINTS = (N_("Type; Enter sends, Esc cancels"), N_("Enter sends, Esc cancels"),
                N_("Enter sends"))


class ChatHint(Widget, can_focus=True):
    """The chat's input line before it was first used: its hint, drawn exactly as an empty,
    unfocused compact :class:`~textual.widgets.Input` draws its placeholder (same colours, same
    segments). Textual's Input is one of the costliest widgets to style and mount (its CSS
    alone is the largest of the table's); the table's first frame needs only its look, so
    :class:`ChatPanel` mounts the real Input when the chat is first opened. Focusing the hint
    (a click) opens the chat, as focusing the Input did; the screens keep Tab for themselves
    (:data:`TAB_WORDS`)."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"chat-hint--placeholder"}
    DEFAULT_CSS = """
    ChatHint {
        background: $surface;
        color: $foreground;
        width: 100%;
        height: 1;
        pointer: text;
        &>.chat-hint--placeholder { color: $text-disabled; }
        &:ansi {
            background: ansi_default;
            color: ansi_default;
            &>.chat-hint--placeholder { text-style: dim; color: ansi_default; }
        }
    }
    """

    def __init__(self, placeholder: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._placeholder = placeholder

    @property
    def placeholder(self) -> str:
        return self._placeholder

    @placeholder.setter
    def placeholder(self, text: str) -> None:
        if text != self._placeholder:
            self._placeholder = text
            self.refresh()

    def render_line(self, y: int) -> Strip:
        if y != 0:
            return Strip.blank(self.size.width, self.rich_style)
        hint = Text(self._placeholder, justify="left", end="")
        hint.stylize(self.get_component_rich_style("chat-hint--placeholder"))
        app = self.app
        strip = Strip(app.console.render(
            hint, app.console_options.update_width(self.scrollable_content_region.width + 1)))
        return strip.apply_style(self.rich_style)

    def on_focus(self) -> None:
        parent = self.parent
        if isinstance(parent, ChatPanel):
            parent.open()


#: the longest chat line the table takes (docs/PROTOCOL.md, ``chat``): the input takes no more
CHAT_LIMIT = 200
#: the longest part of a refused chat line the status quotes
CHAT_QUOTED = 30

#: what Tab says at a table or in a lobby: it moved the focus into the chat without a word,
#: and the game's keys typed there went to everyone (power37 #2)
TAB_WORDS = N_("Tab does nothing here: t opens the chat.")


class ChatInput(Field):
    """The chat's input line. A paste longer than the room left is cut to fit (:class:`Field`);
    the panel says the line is full (:attr:`ChatPanel.full`). The line scrolls to its cursor
    from its first change on: Textual's Input does not scroll at the first value it is given
    (it puts the cursor at the end then, and scrolls only from the next change), so the first
    paste wider than the box — and a line kept unsent (:func:`keep_unsent_chat`) — showed its
    start, the cursor out of view until the next key (newbie79 #9)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # (Input's flag "no value given yet", which holds back the scroll to the cursor at the
        # first value: every change here puts the cursor where it is meant to be itself)
        self._initial_value = False

    async def action_submit(self) -> None:
        """Enter sends the line and gives the keys back at once (:meth:`ChatPanel.submit`),
        not when the panel reads a ``Submitted`` message: keys typed in the same burst behind
        Enter were typed into the line sent, or lost (newbie92 #1)."""
        if isinstance(self.parent, ChatPanel):  # (its only place: ChatPanel.open)
            self.parent.submit()

    async def _on_key(self, event: KeyEvent) -> None:
        """A key that reaches the line once it has given the keys back (queued to it before
        Enter was read) is not typed in it: it goes on to the screen, as typed after."""
        if self.screen.focused is not self:
            return
        await super()._on_key(event)


class ChatPanel(Vertical):
    """Chat lines and the input line (focused with ``t``). The input line is a
    :class:`ChatHint` until the chat is first opened, then Textual's Input (kept)."""

    DEFAULT_CSS = """
    ChatPanel { height: 1fr; }
    ChatPanel Input { height: 1; border: none; padding: 0; }
    ChatPanel Input:focus { border: none; }
    ChatPanel.-typing-in-one-row #chat-lines { display: none; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "stop_typing", N_("Stop typing")),
        # (while typing, ? is a character of the line: the footer's "? Help" was a dead key,
        # newbie41 #5; the screens hide theirs meanwhile, and F1 opens their help)
        Binding("f1", "help", N_("Help"), key_display="F1"),
    ]

    class Send(Message):
        """The player finished typing: ``text`` is the line to send ("" when cancelled)."""

        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    def __init__(self, history_key: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        translate_bindings(self)
        #: the screen's ``L`` shows the whole chat: the box says so while lines are out of sight
        self.history_key = history_key
        self.history: deque[str] = deque(maxlen=200)
        self.typing = False  #: the input has the focus
        self.full = False  #: the input holds :data:`CHAT_LIMIT` characters: no more go in
        self._older_hidden = False  #: older chat lines are out of sight (:meth:`_show_edge`)

    def action_help(self) -> None:
        """F1 while typing: the screen's help, as ? gives it when not typing."""
        helper = getattr(self.screen, "action_help", None)
        if callable(helper):
            helper()

    def compose(self) -> ComposeResult:
        yield LinesView(_("No messages yet. Press t to chat."), id="chat-lines")
        yield ChatHint(_(CHAT_HINTS[0]), id="chat-hint")

    @property
    def input(self) -> Input | None:
        """The chat's Input, once the chat was opened (before that: ``None``)."""
        for child in self.children:
            if isinstance(child, Input):
                return child
        return None

    def on_resize(self) -> None:
        self.show_hint()
        self._show_edge()
        self._make_room()

    def _make_room(self) -> None:
        """While typing in a panel one line high (at 60x20), that line is the input's: the
        chat lines above it took it, and what was typed did not show at all (the box read "No
        messages yet. Press t" under "Chat: typing…"). Its size is the box's: no loop."""
        self.set_class(self.typing and 0 < self.content_size.height < 2, "-typing-in-one-row")

    def show_hint(self) -> None:
        """The hint in the empty input says as much as fits, never a cut word: the keys to
        open the chat, or while typing the keys that send and close it."""
        hint = first_that_fits(self.content_size.width - 1,  # (the cursor's cell)
                               *(_(hint) for hint in (TYPING_HINTS if self.typing
                                                      else CHAT_HINTS)))
        for field in self.query("#chat-input, #chat-hint"):
            if isinstance(field, (Input, ChatHint)) and field.placeholder != hint:
                field.placeholder = hint  # (a new hint repaints the input)

    def on_lines_view_hidden(self, event: LinesView.Hidden) -> None:
        """Older lines went out of sight (a long line pushes them out of a small panel, which
        nothing said, newbie43 #12): the box's lower edge names the key that shows them all."""
        event.stop()
        self._older_hidden = event.hidden
        self._show_edge()

    def _show_edge(self) -> None:
        """The box's lower edge: "L: the whole chat" while older lines are out of sight (with
        :attr:`history_key`), and "t: chat" while the input line, which names t itself, is
        (a panel one line high shows its newest chat line there, ssh52 #2: at 60 columns the
        footer leaves "t Chat" to the chat box, and with a message in it nothing on screen
        named t). Not while typing: L is then a letter of the line (tmux65), as t is."""
        box = self.parent
        if not isinstance(box, Widget) or "box" not in box.classes:
            return
        older = self.history_key and self._older_hidden and not self.typing
        no_hint = not self.typing and 0 < self.content_size.height < 2
        edge = (_(CHAT_EDGE_BOTH) if older else _(CHAT_HINTS[-1])) if no_hint else \
            _("L: the whole chat") if older else ""
        if box.border_subtitle != edge:
            box.border_subtitle = edge

    def add(self, sender: str, text: str) -> None:
        """One chat line arrived from ``sender``."""
        self.history.append(chat_line(sender, text))
        self._show()

    def _show(self) -> None:
        """The history in the lines view — when there is one: a panel whose screen is being
        taken down as the app ends has none any more (the history is kept all the same)."""
        for lines in self.query(LinesView):
            lines.set_lines(list(self.history))

    def show_all(self, chats: Any) -> None:
        """Show exactly ``chats`` (the connection's ``chat`` messages, oldest first): one chat
        history per table, whichever screen shows it."""
        self.history.clear()
        for chat in chats:
            sender = str(chat.get("from") or "?")
            if "seat" in chat and chat["seat"] is None:  # (a name in no Players list: say why)
                sender = _("{name} (watching)", name=sender)
            self.history.append(chat_line(sender, str(chat.get("text", ""))))
        self._show()

    def open(self) -> Input | None:
        """Start typing; return the input. Focus moves at once (not after pending events, as
        ``focus()`` would), so keys typed right after ``t`` land in the input even when they
        arrive in one burst. The first time, the Input takes the hint's place (mounted now, its
        hint the one shown). ``None`` when the panel's screen is already gone (a ``t`` typed
        just behind the key that left it): nothing to open."""
        if not self.is_attached:
            return None
        field = self.input
        if field is None:
            hint = self.query_one(ChatHint)
            # (the focus selects nothing: a line put back — refused, or kept while the table
            # was away — was selected whole, and the next key typed replaced it, newbie87 #1)
            field = ChatInput(placeholder=hint.placeholder, max_length=CHAT_LIMIT,
                              id="chat-input", select_on_focus=False)
            self.mount(field, after=hint)
            hint.remove()
        self.screen.set_focus(field)
        return field

    def close(self) -> None:
        field = self.input
        if field is not None:
            field.value = ""

    @property
    def is_open(self) -> bool:
        """The input has (or is about to get) the focus."""
        field = self.input
        return field is not None and self.screen.focused is field

    def on_descendant_focus(self, event: Any) -> None:
        self._show_typing(True)

    def on_descendant_blur(self, event: Any) -> None:
        self._show_typing(False)

    def _show_typing(self, typing: bool) -> None:
        """While the input has the focus the chat's box says so (its title and border), so a
        player sees at a glance that keys go to the chat, not to the game."""
        self.typing = typing
        self.show_hint()
        self._show_edge()
        self._make_room()
        with contextlib.suppress(Exception):  # (the footer: ? Help, or F1 Help while typing)
            self.screen.refresh_bindings()
        box = self.parent
        if isinstance(box, Widget) and "box" in box.classes:
            box.border_title = (_("Chat: {n} characters max", n=CHAT_LIMIT)
                                if self.full else _("Chat: typing…")) if typing else _("Chat")
            box.set_class(typing, "-typing")

    def on_input_changed(self, event: Input.Changed) -> None:
        """A line at the limit says so in the box's title: a longer paste was cut there
        without a word (ssh34 #7)."""
        if event.input is self.input:
            full = len(event.value) >= CHAT_LIMIT
            if full != self.full:
                self.full = full
                self._show_typing(self.typing)

    def action_stop_typing(self) -> None:
        self.close()
        self.screen.set_focus(None)
        self.post_message(self.Send(""))

    def submit(self) -> None:
        """The line is sent (:class:`Send`, taken off the input) and the keys go back to the
        screen at once — to where its ``focus_after_chat`` says (the table's hand), else to no
        widget: what is typed next acts as the screen's keys, in order."""
        field = self.input
        text = field.value.strip() if field is not None else ""
        self.close()
        after = getattr(self.screen, "focus_after_chat", None)
        self.screen.set_focus(after() if callable(after) else None)
        self.post_message(self.Send(text))


async def chat_takes_key(chat: ChatPanel, event: Any) -> bool:
    """While ``chat``'s line is open, a key still on its way to the screen — typed in the same
    read of the terminal as the ``t`` that opened it (a fast typist, a slow SSH link's packet),
    before the focus moved — goes into the line: a character is typed there, Enter sends it,
    Backspace deletes. ``True``: taken (``event`` stopped). Screens with a chat call it first
    from their ``on_key`` (the table's: ssh67 #2; the lobby lost the whole burst, Enter
    included, ssh72 #1)."""
    line = chat.input
    if line is None or not chat.is_open:
        return False
    if event.is_printable and event.character:
        line.insert_text_at_cursor(event.character)
    elif event.key == "enter":
        chat.submit()
    elif event.key == "backspace":
        line.action_delete_left()
    else:
        return False
    event.stop()
    event.prevent_default()
    return True


def keep_unsent_chat(screen: Any, text: str) -> bool:
    """A chat line sent while ``screen``'s table is away (its ``reconnecting`` active) is not
    lost without a word (newbie38 #6: the lobby's panel still read "No messages yet"): it
    stays in the chat line, said, for Enter once the connection is back. ``True``: kept. One sent
    while the table has said nothing past a ping and a half is sent, with a word that it may
    not arrive."""
    if not text:
        return False
    if not screen.reconnecting.active:
        # (sent over a link that has gone silent, it showed nowhere, not even to its sender,
        # until the link came back: said, newbie82 #5)
        from net.client import QUIET_AFTER

        client = getattr(screen, "client", None) or getattr(getattr(screen, "link", None),
                                                            "client", None)
        silent_for = getattr(client, "silent_for", None)
        silent = silent_for() if callable(silent_for) else None
        if isinstance(silent, int | float) and silent >= QUIET_AFTER:
            screen.app.notify(_("Sent, but the table has said nothing for {n} s: it may not "
                                "reach the others.", n=int(silent)),
                              severity="warning", timeout=6)
        return False
    panel = screen.query_one(ChatPanel)
    field = panel.open()
    if field is not None:
        field.value = text
        field.cursor_position = len(text)
    screen.app.notify(_("Not sent: the table is away. Enter sends it once the connection is "
                        "back."), severity="warning", timeout=6)
    return True


def refused_chat(msg: Any) -> bool:
    """Is ``msg`` the table's refusal of a chat line as one too many — a non-fatal
    ``rate_limited`` error whose ``dropped`` is a ``chat`` (docs/PROTOCOL.md §6, Limits)?"""
    if not isinstance(msg, dict) or msg.get("t") != "error" or msg.get("fatal"):
        return False
    dropped = msg.get("dropped")
    return msg.get("code") == "rate_limited" and isinstance(dropped, dict) \
        and dropped.get("t") == "chat"


class ChatRefused(Message):
    """The table refused a chat line as one too many: ``msg`` its error (:func:`refused_chat`),
    handled in order with the chat lines that came before it."""

    def __init__(self, msg: dict[str, Any]) -> None:
        super().__init__()
        self.msg = msg


def keep_refused_chat(screen: Any, msg: dict[str, Any], say: Callable[[str], Any]) -> bool:
    """The table refused a chat line of ``screen``'s as one too many (:func:`refused_chat`: five
    at once, then one every two seconds): it was lost, shown nowhere, and the player read only
    "Too many messages; slow down." (newbie86 #3). The line goes back into the chat line for
    Enter, as one kept while the table is away (:func:`keep_unsent_chat`) — unless the player
    is typing another there: then ``say`` quotes it —, and ``say`` (the screen's status)
    tells that it was not sent, and in how many seconds the table takes one again (its
    ``retry_after``). ``True`` when the line was put back in the chat line (the words that
    say so may go once it is sent: a quoted line's are its only trace, review95 #1)."""
    wait = msg.get("retry_after")
    seconds = max(1, math.ceil(wait)) if isinstance(wait, int | float) \
        and not isinstance(wait, bool) and math.isfinite(wait) else 1
    panel = screen.query_one(ChatPanel)
    # (the refusal names the line, as the table cleaned it: the app paired refusals with the
    # lines it had sent by their sender's name, and a rename, or another's line of the same
    # words, put back a line that had been sent, review96 #3, review97 #3; a host of an
    # earlier version names none: said so, not put back)
    dropped = msg.get("dropped")
    text = dropped.get("text") if isinstance(dropped, dict) else None
    if not isinstance(text, str) or not text.strip():
        say(_("Your chat line was not sent (too many messages): send it again in {n} s.",
              n=seconds))
        return False
    field = panel.input
    if field is None or not field.value.strip() or field.value.strip() == text:
        field = panel.open()
        if field is not None:
            field.value = text
            field.cursor_position = len(text)
            say(_("Not sent (too many messages): your line is kept; press Enter in {n} s.",
                  n=seconds))
            return True
    quoted = text if len(text) <= CHAT_QUOTED else text[:CHAT_QUOTED - 1].rstrip() + "…"
    say(_("Not sent (too many messages): “{line}”. Send it again in {n} s.",
          line=quoted, n=seconds))
    return False
