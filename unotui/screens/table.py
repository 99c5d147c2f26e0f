"""The table screen: where a round is played.

It renders only from the newest view the table sent (``ViewArrived``) and sends intents (wire
actions) through its :class:`~unotui.link.TableLink`; it never decides legality itself — the
legal cards are the ``play`` entries of ``view["legal"]`` and the host has the last word.

Keys live here and are toggled by :meth:`TableScreen.check_action`, so the Footer shows only what
can act now. UNO (``u``) and catch (``c``) stay visible during a round whatever the state, so the
keys are never a hint that someone forgot to call UNO. A key pressed when it cannot act says why
in the status line instead of doing something.

The log keeps the whole match (:class:`~unotui.widgets.log.MatchLog`, gathered from the views'
tails): PgUp/PgDn scroll it, ``L`` opens the full history
(:class:`~unotui.dialogs.history.HistoryScreen`), and a line above the status says what happened
since your last move. Number keys pick a card (``1``–``9``, ``0`` the tenth; the card already
under the cursor is played). Dialogs sit in the rows :meth:`TableScreen.free_rows` spares, so the
players, the top card and the hand stay visible.

A local game's bots wait until this screen has been drawn: after the first frame the screen
calls the link's ``table_shown()`` (when it has one), which lets them act, so the bots never
move before the player has seen the table (the deal itself is already in that first frame).

After the match, a table reached through :mod:`net` (a hosted, joined or local game) offers to go
back to its lobby (:meth:`TableScreen.back_to_lobby`): the same connection carries on in a
:class:`~unotui.screens.lobby.LobbyScreen`, where the owner may start another match. A new match
started while the results are still showing closes them, as a new round does.
"""

from __future__ import annotations

import contextlib
import math
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any, ClassVar

from rich.cells import cell_len
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.events import Key
from textual.message import Message
from textual.screen import Screen
from textual.timer import Timer

from core import Card, Rules, pending_after_play

from ..connection import ERROR_TEXT as ERROR_TEXT
from ..connection import QUIET_CHECK, Reconnecting, error_text, table_rules, window_left
from ..describe import (
    level_name,
    names_together,
    owner_news,
    point_sharers,
    result_names,
    seat_name,
    seat_notice,
    seat_of,
    seat_possessive,
    watchers_of,
)
from ..i18n import N_, _, listing, ngettext, sentences, translate_bindings
from ..link import TableLink
from ..messages import (
    ChatArrived,
    ConnectionChanged,
    HistoryArrived,
    LobbyChanged,
    RoundEnded,
    TableError,
    TableNotice,
    ViewArrived,
)
from ..widgets.cards import big_table, card_label, color_name, glyphs, symbol_legend
from ..widgets.fit import first_that_fits
from ..widgets.footer import KeysFooter
from ..widgets.hand import HandView
from ..widgets.log import (
    CHAT_HINTS,
    SENT_MOVES,
    TAB_WORDS,
    ChatPanel,
    ChatRefused,
    LogPanel,
    MatchLog,
    SinceLine,
    chat_takes_key,
    keep_refused_chat,
    keep_unsent_chat,
    marked_since_last_move,
    moved_this_round,
    refused_chat,
)
from ..widgets.table_info import PilePanel, PlayersPanel, StatusLine, gone


def _dialogs() -> Any:
    """The dialogs module, imported when a dialog first opens (the first frame needs none)."""
    from .. import dialogs

    return dialogs


ACTIVE_PHASES = ("play", "choose_color", "challenge", "give", "name_dates")

#: keys whose action may be unavailable, and the action name they run
KEY_ACTIONS: dict[str, str] = {
    "enter": "play", "d": "draw", "p": "pass_turn", "u": "uno", "c": "catch", "x": "challenge",
    "space": "select", "left": "move", "right": "move", "h": "move", "l": "move",
    "a": "special", "home": "move_to_end", "end": "move_to_end",
    **{key: "pick" for key in "1234567890"},
}

#: seconds without a view or an error after a move is sent before the status line says so
UNANSWERED_AFTER = 2.0

_CHECKED_ACTIONS = (*dict.fromkeys(KEY_ACTIONS.values()), "give", "accept", "take_seat")
#: the number keys that pick a card of the hand, the first to the tenth (:meth:`action_pick`)
PICK_KEYS = "1234567890"

#: the keys that name a wild card's colour as it is jumped in with (``jump_color``)
JUMP_COLOR_KEYS: dict[str, str] = {"r": "red", "y": "yellow", "g": "green", "b": "blue"}

_VIEW_FIELDS: dict[str, type | tuple[type, ...]] = {
    "players": int, "phase": str, "current": int, "direction": int, "state_id": int,
    "counts": list, "scores": list, "uno": list, "legal": list, "log": list,
    "draw_size": int, "discard_size": int, "hand": (list, type(None)),
}


def check_view(view: dict[str, Any]) -> None:
    """Raise ``ValueError`` unless ``view`` has the fields the table screen renders."""
    for key, kind in _VIEW_FIELDS.items():
        if not isinstance(view.get(key), kind):
            raise ValueError(f"view field {key!r} is missing or malformed")
    n = view["players"]
    if not 2 <= n <= 10 or any(len(view[k]) != n for k in ("counts", "scores", "uno")):
        raise ValueError("view has inconsistent seat lists")


#: how long a notice stays on the status line before it says again what the game waits for
NOTICE_SECONDS = 8.0
#: the fewest free rows a notice (toast) is placed in: one line, its padding and margin
NOTICE_ROWS = 4
#: the most lines the log shows for the empty chat to give way to it (:meth:`TableScreen.
#: fold_chat`): at 60x20 the log had one line of 26 columns, cut mid-word, beside a chat box
#: that said only "No messages yet" (newbie57 #6); at 80x24 it has five, and the chat stays
CHAT_FOLD_ROWS = 2


#: after a dialog closed by itself (its chance passed), the table's keys typed within this
#: many seconds were meant for that dialog: they only repeat why it closed
DIALOG_GUARD_SECONDS = 1.5
#: the actions of the keys a dialog answers with (Enter, d, x, p, the digits): the ones the
#: guard above holds back; UNO, catch and moving the cursor were never a dialog's, and act
GUARDED_ACTIONS = frozenset({"play", "give", "draw", "accept", "challenge", "pass_turn", "pick"})


def held_then(before: Counter[str], events: list[dict[str, Any]], me: int) -> Counter[str]:
    """The hand ``me`` held after ``events`` (new log events, oldest first), from ``before``,
    the hand of the view before them: the cards they drew added, those they played or gave
    away taken out (a swap's note counts from there, not from the view before: a draw and
    the 7 that took the hand can come in one batch, review35 #7)."""
    held = Counter(before)
    for ev in events:
        if ev.get("seat") != me:
            continue
        kind = ev.get("type")
        if kind == "draw":
            held += Counter(str(c) for c in ev.get("cards") or [])
        elif kind == "play":
            held -= Counter(str(c) for c in [*(ev.get("also") or ()), ev.get("card")])
        elif kind == "give":
            held -= Counter([str(ev.get("card"))])
    return held


def _new_hand(ev: dict[str, Any], me: int) -> bool:
    """Does the event give seat ``me`` a whole new hand (a deal, a Seven-O swap or rotation)?"""
    kind = ev.get("type")
    return kind in ("round_start", "rotate_hands") or (
        kind == "swap_hands" and me in (ev.get("seat"), ev.get("target")))


#: log events that follow from the card played before them: the last plays of a round never
#: start with one, which would stand without its cause (:meth:`TableScreen.round_ending`)
_CONSEQUENCES = frozenset({"reversed", "skipped", "swap_hands", "rotate_hands", "reshuffle"})


def about_me(ev: dict[str, Any], me: int) -> bool:
    """Does ``ev`` do something to seat ``me`` that is not a move of theirs: a catch of them,
    cards drawn by them (a penalty, a draw card), a skip, a swap aimed at them, their Wild Draw
    Four challenged? (A wrong catch of them costs only its maker, and a judgement day spelling
    their date changes nothing of theirs: neither is about them.) A 0 that passes every hand
    on gives them a new one: about them too (newbie45 #4: cut from the line, it left the ✦ on
    every card unexplained)."""
    if ev.get("type") in ("false_catch", "judgement"):
        return False
    return ev.get("seat") == me or ev.get("target") == me or _new_hand(ev, me)


def owes_uno(multi_play: str, hand: list[str]) -> bool:
    """Does this hand oblige its holder to call UNO (one card, or under ``multi_play`` cards that
    can all be played together)? The engine's :func:`core.game.uno_hand` decides; a hand or an
    option the engine does not know owes nothing."""
    from core.cards import Card
    from core.game import uno_hand
    from core.rules import Rules, RulesError

    try:
        return uno_hand(Rules(multi_play=multi_play), [Card.parse(c) for c in hand])
    except (RulesError, ValueError):
        return False


class LogRow(Horizontal):
    """The row of the log and the chat. The notices are placed by it (see
    :meth:`TableScreen.place_notices`), so they follow it when its size changes."""

    def on_resize(self) -> None:
        place = getattr(self.screen, "place_notices", None)
        if place is not None:
            self.call_after_refresh(place)
        fold = getattr(self.screen, "fold_chat", None)
        if fold is not None:
            fold()


class TableScreen(Screen[None]):
    """Plays one match at one table through ``link``."""

    DEFAULT_CSS = """
    TableScreen { layout: vertical; }
    #top { height: auto; }
    #players-box { width: 38; height: auto; min-height: 7; }
    #pile-box { width: 1fr; height: auto; min-height: 7; }
    #middle { height: 1fr; min-height: 3; }
    #log-box { width: 1fr; }
    #chat-box { width: 30; }
    .box { border: round $primary; padding: 0 1; border-title-color: $text; }
    .box.-typing { border: round $accent; border-title-color: $accent; }
    #hand-box { height: auto; max-height: 60%; border: round $accent; padding: 0 1;
                overflow-y: auto; }
    TableScreen.-wide #chat-box { width: 40; }
    TableScreen.-chat-folded #chat-box { display: none; }
    TableScreen.-roomy #players-box { width: 44; }
    TableScreen.-wide #players-box { width: 48; }
    TableScreen.-wider #players-box { width: 64; }
    TableScreen.-narrow #players-box { width: 30; }
    TableScreen.-big #players-box, TableScreen.-big #pile-box { min-height: 10; }
    SinceLine { background: $boost; }
    """

    #: the hand has the focus from the start (Textual's default would focus the chat line
    #: first, before :meth:`on_mount` moves it to the hand, rebuilding the Footer twice)
    AUTO_FOCUS = "HandView"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left,h", "move(-1)", N_("Move"), key_display="←→"),
        Binding("right,l", "move(1)", N_("Move"), show=False),
        Binding("home", "move_to_end(0)", N_("First card"), show=False),
        Binding("end", "move_to_end(1)", N_("Last card"), show=False),
        Binding("enter", "play", N_("Play")),
        Binding("enter", "name_date", N_("Date")),
        # (the same key while giving cards away: the footer says "Give", not "Play")
        Binding("enter", "give", N_("Give")),
        # (d answers a Wild Draw Four's question by taking the cards, and the footer says so
        # after Esc, as the question did: "d Draw" there read as one card, newbie63 #4)
        Binding("d", "accept", N_("Take the cards")),
        Binding("d", "draw", N_("Draw")),
        Binding("p", "pass_turn", N_("Pass")),
        Binding("u", "uno", N_("UNO")),
        Binding("c", "catch", N_("Catch")),
        Binding("x", "challenge", N_("Challenge")),
        Binding("space", "select", N_("Select")),
        Binding("a", "special", N_("Special")),
        *[Binding(key, f"pick({n})", N_("Pick a card"), show=False)
          for n, key in enumerate(PICK_KEYS)],
        Binding("L", "history", N_("History"), show=False),
        Binding("pageup", "scroll_log(1)", N_("Older log"), show=False),
        Binding("pagedown", "scroll_log(-1)", N_("Newer log"), show=False),
        Binding("s", "take_seat", N_("Take a seat")),
        Binding("t", "chat", N_("Chat")),
        Binding("question_mark,f1", "help", N_("Help"), key_display="?"),
        Binding("q", "quit_table", N_("Leave")),
        Binding("tab,shift+tab", "tab", show=False, priority=True),
        Binding("escape", "escape", show=False),  # (said what it does not do: newbie43 #14)
        # (a wild card jumped in with names its colour in the same key: Enter and then the
        # colour dialog took longer than the moment a jump-in lasts, newbie34 #3)
        *(Binding(key, f"jump_color('{color}')", N_(name), show=False)
          for key, color, name in (("r", "red", "Red"), ("y", "yellow", "Yellow"),
                                   ("g", "green", "Green"), ("b", "blue", "Blue"))),
    ]
    #: footer keys that give way first at 80 columns (multi-play's Select, a special move),
    #: the rightmost first: t, which the chat box names itself ("t: chat"), then the arrows,
    #: which anyone tries — ``?`` help lists both (newbie45 #8: "←→ Move" went, "t Chat" stayed)
    FOOTER_SPARE: ClassVar[frozenset[str]] = frozenset({"move(-1)", "chat"})

    def __init__(self, link: TableLink, ascii_only: bool = False) -> None:
        super().__init__()
        translate_bindings(self)
        self.link = link
        self.ascii_only = ascii_only
        self.view: dict[str, Any] | None = None
        self.names: list[str] = list(link.names)
        #: the table this screen sat at (its first ``welcome``'s name and identity): another
        #: answering at its address after a drop is told apart (:meth:`leave_gone_match`)
        self.sat_at = dict(self.welcome())
        self._told_seat_free = False  #: :meth:`tell_own_seat_free` said it
        self.uno_armed = False
        #: u pressed before this player's turn, holding two cards: the call goes with the first
        #: play that can carry it (:attr:`uno_armed` then), while the hand stays two cards — a
        #: player ready for the turn, whose press was answered with the rule they followed and
        #: forgotten, was caught (newbie84 #1)
        self._uno_ahead = False
        #: a play that could have carried the UNO call went without it and has not landed yet:
        #: the views' next play of this seat (in the log), a new round or an error ends it
        self._uno_in_flight = False
        #: (target, pile size) of a multi-play accusation c asked about (:meth:`action_catch`)
        self._accusing: tuple[int, Any] | None = None
        self._uno_late = False  #: u pressed meanwhile: call UNO once the table answers
        self._uno_warned = False  #: u was pressed once for a call that would be wrong
        #: the card Enter was pressed on once when it does not fit and trying it costs cards
        self._misplay_warned: str | None = None
        self._dialog_state: int | None = None  # state id a turn dialog was opened for
        #: the date question was put off (Escape: "Later"): not asked again until Enter asks
        #: for it (newbie39 #1: nothing brought it back, and the table waited for ever)
        self._date_later = False
        self._turn_dialog: tuple[Screen[Any], str] | None = None  # (dialog, what it asks)
        self._round_shown: int | None = None
        self._last_drawn: str | None = None
        self._picked: int | None = None  #: the card a number key last put the cursor on
        self.closed = False
        self._pending_round_info: dict[str, Any] | None = None
        #: this player's date is sent and not yet in a view: the question is not asked again
        #: meanwhile (newbie53 #3); a refusal asks again
        self._date_sent = False
        #: the date this player named last (month, day), its view's state_id when sent, and
        #: whether it was sent again: a date refused as stale (another seat's date landed
        #: first) goes again by itself, once; refused again, the question opens holding it
        #: (newbie76 #2: it opened empty, under "the game moved on: try again")
        self._date_value: tuple[int, int] | None = None
        self._date_sent_state: Any = None
        self._date_resent = False
        self._date_resend = False  #: to go again once a view newer than its own has come
        self._timer_deadline: float | None = None
        self._timer_tick: Any = None
        self._round_end: Any = None
        self._lobby_seats: list[Any] = []  # the newest lobby's seats (who is still reading)
        self._seats_now: list[Any] = []  # the newest lobby's seats, whatever the phase
        self._taking: int | None = None  # the bot's seat this watcher asked to take over
        self._takeable: list[Any] = []  # the newest lobby's seats a watcher may take over
        #: the newest log number of a hand shown to this player (a peek, a challenge) that was
        #: shown, or was there before this screen's first view: ``None`` until that view (a
        #: screen opened on a rejoin or a reconnect shows no hand from turns ago, review29 #3)
        self._peek_seen: int | None = None
        self._keys_state: tuple[bool | None, ...] | None = None
        self._match_over_shown = False  #: the results of a finished match were shown
        self.handed_to_lobby = False  #: the connection lives on in a lobby screen
        self._seen_phase: str | None = None  #: the phase of the newest view read (_dispatch)
        self.removed = False  #: the host removed this player from the table (a kick)
        #: the table took this seated player back as a newcomer (a host restarted without its
        #: journal, or the seat given up): the match on this screen is gone, and the screen
        #: leaves for the table's lobby when the table's next ``lobby`` arrives
        self._match_gone = False
        self.reconnecting = Reconnecting()  #: the one status line while the table is away
        #: (target, newest log seq seen) of the last catch this player sent (caught_first)
        self._catch_sent: tuple[Any, int] | None = None
        #: seat -> (when (monotonic) its player's connection was seen dropped, the seconds its
        #: reconnect window had left then: the host's ``window_left``, else ``None``: the
        #: table's whole window), while the seat waits
        self._offline_since: dict[int, tuple[float, float | None]] = {}
        self._window: float | None = None  #: the table's reconnect window (lobby settings)
        self._watchers: Counter[str] | None = None  #: who watches (the newest lobby's names)
        self._owner: int | None = None  #: the table owner's seat (the newest lobby's ``host``)
        self._offline_tick: Any = None  #: refreshes the countdown while a dropped seat is to move
        self._deal_tick: Any = None  #: refreshes the next round's countdown (deal_countdown)
        #: the seats whose player's leaving the log has told (by the notice or the lobby's mark)
        self._told_left: set[int] = set()
        self.match_log = MatchLog()  #: every event of the match seen so far, and table notes
        self._hand_before: Counter[str] | None = None  #: the hand of the previous view
        self._fresh: Counter[str] = Counter()  #: cards new in the hand since your last move
        self._swap_base: Counter[str] | None = None  #: the hand as a swap aimed at you began
        self._notice_timer: Timer | None = None  #: puts the status line back after a notice
        #: what the table offered this player when the notice was said (a view that offers
        #: something else puts the status line back at once)
        self._notice_legal = ""
        #: this player's hand when the notice was said: a notice about it ("You drew R2…")
        #: goes once the hand is another (passed on, swapped, a penalty drawn, newbie72 #2)
        self._notice_hand = ""
        #: whose turn a notice saying whose turn it is named ("…waiting for Ana."): it goes
        #: once the turn moves on, where it named a player no longer to move (newbie71 #3)
        self._notice_turn: Any = None
        self._log_round: Any = None  #: the round the log last followed the game into
        #: the newest view's logs began the match log (its first, or a new match's): what they
        #: brought is the story so far, not news (:meth:`drawn_and_passed`)
        self._log_afresh = True
        #: the log's last ``seq`` when this player last sent a draw (``None``: none sent)
        self._draw_sent: int | None = None
        self._notices_placed: tuple[int, bool, int, int] | None = None  #: see :meth:`place_notices`
        self._said_quiet = False  #: the status line says the table is silent (_check_quiet)
        #: this player sent a chat line: the chat's box stays, its echo on its way (fold_chat)
        self._chatted = False
        self._quit_after_leaving = False  #: a quit key came while leaving: end the app then
        self._menu_after = False  #: once left, show the main menu (opened if there is none)
        self._was_my_turn = False  #: it was this player's turn in the previous view
        #: it was this player's turn to *play* (the phase "play") in the previous view
        self._was_my_play_turn = False
        self._table_seen = False  #: the first frame was drawn (turn dialogs wait for it)
        self._new_events: list[dict[str, Any]] = []  #: the events the newest view added
        self._jump_chance: str | None = None  #: the card of the jump-in chance open now
        #: the card of the jump-in chance that passed last, until the player moves the cursor,
        #: plays, or their next turn ends (Enter on it then says the chance passed)
        self._jump_passed: str | None = None
        self._selection_fitted = False  #: (:meth:`refresh_raised`)
        self._journal_said = False  #: (:meth:`note_journal_failed`)
        #: the last move sent while no view or error has come since (:meth:`send`)
        self._unanswered: object | None = None
        #: the newest event seen as the last move was sent (its ``seq``): a move sent as the
        #: connection failed is looked for after it in the first view once back
        self._sent_after = 0
        #: the round the last move was sent in (its view's ``round``)
        self._sent_in_round: Any = None
        #: back after a drop with a move unanswered: the ``seq`` it was sent after, until the
        #: first view says whether it landed (:meth:`doubt_lost_move`)
        self._move_in_doubt: int | None = None
        #: the move the status line said has no answer yet (:meth:`still_unanswered`)
        self._said_unanswered: object | None = None
        #: (dialog, card) of the question a play is waiting for (wild power, target, colour)
        self._flow_dialog: tuple[Screen[Any], str] | None = None
        #: (dialog, the judgement day's target or ``None``) of a special move's question
        self._special_dialog: tuple[Screen[Any], int | None] | None = None
        #: (until when (monotonic), why): a dialog closed by itself; keys meant for it wait
        self._dialog_guard: tuple[float, str] | None = None
        from .. import settings as settings_mod

        self.sorted_hand = settings_mod.load().hand_order == "sorted"

    # ------------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        with Horizontal(id="top"):
            with Vertical(id="players-box", classes="box") as box:
                box.border_title = _("Players")
                yield PlayersPanel(self.ascii_only)
            with Vertical(id="pile-box", classes="box") as box:
                box.border_title = _("Table")
                yield PilePanel(self.ascii_only)
        with LogRow(id="middle"):
            with Vertical(id="log-box", classes="box") as box:
                box.border_title = _("Log")
                box.border_subtitle = _("PgUp/PgDn · L: history")
                yield LogPanel(_("The game log appears here."))
            with Vertical(id="chat-box", classes="box") as box:
                box.border_title = _("Chat")
                yield ChatPanel(history_key=True)
        yield SinceLine()
        yield StatusLine()
        with Vertical(id="hand-box") as box:
            box.border_title = _("Your hand")
            box.border_subtitle = symbol_legend(self.ascii_only)
            yield HandView(self.ascii_only, sort=self.sorted_hand)
        yield KeysFooter(compact=True)

    def on_mount(self) -> None:
        hands, statuses, chat = self.query(HandView), self.query(StatusLine), self.query(ChatPanel)
        if not (hands and statuses and chat):  # (the app is ending as the screen mounts, its
            return  # widgets going: a test that ends its app as the table opens met NoMatches)
        hands.first().focus()
        statuses.first().say(_("Connecting to the table…"))
        client = getattr(self.link, "client", None)
        if isinstance(getattr(client, "chats", None), Sequence):  # one chat history per table
            chat.first().show_all(client.chats)
        self.fold_chat()
        lobby = getattr(client, "lobby", None)
        if isinstance(lobby, dict):  # who is a bot, who is away: right from the first frame
            self.update_names(LobbyChanged(lobby))
        # (who watches: counted from the oldest lobby not yet read, which the client's newest
        # one above is not; with none queued, from that newest one)
        self._watchers, self._owner = None, None
        queued = getattr(self.link, "queued", None)
        for msg in queued() if callable(queued) else ():  # already here (a local game's deal):
            self._dispatch(msg, now=True)  # shown by the first frame, not a frame later
        if self._watchers is None and isinstance(lobby, dict):
            self.note_lobby_news(lobby)
        self.read_table()
        self.call_after_refresh(self._first_frame_shown)
        if callable(getattr(client, "silent_for", None)):
            self.set_interval(QUIET_CHECK, self._check_quiet)

    def quiet_seconds(self) -> int | None:
        """Whole seconds the table has said nothing for, once that is more than a ping
        interval and a half (:data:`net.client.QUIET_AFTER`) while connected; ``None`` while
        it talks (or reconnecting: that has its own line)."""
        from ..connection import quiet_seconds

        return quiet_seconds(getattr(self.link, "client", None), self.closed,
                             self.reconnecting.active)

    def _check_quiet(self) -> None:
        """Every :data:`QUIET_CHECK` s: while the table says nothing, the status line says so
        (others read "Waiting for Bo to play…" for 40 s while the host was stopped, and blamed
        Bo, newbie41 #2), and stops once it talks again."""
        quiet = self.quiet_seconds()
        if quiet is not None or self._said_quiet:
            self._said_quiet = quiet is not None
            if self._notice_timer is None:
                self.update_status()

    def on_screen_resume(self) -> None:
        """The table is on top again (the help, a box showing a challenged hand, the results
        or a question closed over it): a question or the results that came meanwhile open now
        — they open as a view comes with the table on top, and one that came while it was
        covered never opened (newbie52 #1, #2: "choose the colour for the first card" with
        no colour box to answer it). Not once the table is left or closed: "Leave the match?"
        answered yes opened the colour box over the table being left (review57 #1)."""
        if self.closed:
            return
        self.maybe_open_turn_dialog()
        self.maybe_show_round_end()

    def _first_frame_shown(self) -> None:
        """The table is on screen: a turn dialog may open over it, and a link that waits for
        that (a local game's bots) may go on."""
        self._table_seen = True
        self.maybe_open_turn_dialog()
        shown = getattr(self.link, "table_shown", None)
        if callable(shown):
            self._tell_shown(shown)

    @work(group="table-send")
    async def _tell_shown(self, shown: Any) -> None:
        try:
            result = shown()
            if hasattr(result, "__await__"):
                await result
        except Exception as exc:
            self.post_message(TableError("connection", _("The game could not start: {error}",
                                                         error=str(exc) or type(exc).__name__)))

    def status_width(self) -> int:
        """The columns the status line has for its words (the screen's width before it is
        laid out)."""
        try:
            line = self.query_one(StatusLine)
        except Exception:
            return self.size.width
        return line.content_region.width or self.size.width

    def free_rows(self) -> tuple[int, int] | None:
        """The rows a dialog may cover, ``(top, height)``: the log, the chat and the two lines
        under them, between the players and the top card above and your hand below."""
        try:
            middle = self.query_one("#middle").region
            status = self.query_one(StatusLine).region
        except Exception:
            return None
        if not middle.height:
            return None
        return middle.y, status.bottom - middle.y

    def place_notices(self) -> None:
        """Notices (Textual's toasts) show from the top of the log, at the right over the
        chat: at the bottom they hid the hand, "Round 2 has been dealt." the very hand it
        announced (newbie39 #9). More than the log's rows hold reach down over the status
        lines, and only then the hand. Where the log has too few rows for one notice they
        stay at the bottom. Called whenever the log's row changes size, the screen's or not
        (a longer hand takes rows of the log: review40 #11); the racks are restyled only when
        the log moved."""
        from textual.widgets._toast import ToastRack

        try:
            middle = self.query_one("#middle").region
        except Exception:
            return
        racks = list(self.query(ToastRack))
        placed = (middle.y, middle.height >= NOTICE_ROWS, len(racks), self.size.height)
        if placed == self._notices_placed:
            return
        self._notices_placed = placed
        for rack in racks:
            if middle.height >= NOTICE_ROWS:
                rack.styles.dock = "top"
                rack.styles.align_vertical = "top"
                # (moved down by an offset, not a margin: a margin took rows from the room
                # the docks below leave it, and a long notice was cut at the log's last row,
                # newbie61 #4; a toast has a margin of 1)
                rack.styles.margin = (0, 0, 0, 0)
                rack.styles.offset = (0, max(0, middle.y - 1))
                rack.styles.height = max(1, self.size.height - max(0, middle.y - 1))
            else:
                rack.styles.dock = "bottom"
                rack.styles.align_vertical = "bottom"
                rack.styles.margin = (0, 0, 1, 0)
                rack.styles.offset = (0, 0)
                rack.styles.height = "auto"

    def place_notices_over(self, dialog: Screen[Any]) -> None:
        """Notices shown while ``dialog`` (a question over this table) is open go to the top of
        the screen, over the players, never over the hand: the dialog takes the log's rows,
        and at the bottom right "Bo caught you without UNO: you draw 2" hid cards and their
        number keys while the player chose what to do with the cards just given (newbie78
        #2). The hand is in sight under every question asked at the table."""
        from textual.widgets._toast import ToastRack

        for rack in dialog.query(ToastRack):
            if rack.styles.dock != "top":
                rack.styles.dock = "top"
                rack.styles.align_vertical = "top"
                rack.styles.margin = (0, 0, 0, 0)

    async def on_unmount(self) -> None:
        """The table screen is gone (left, or the app ends): close the connection, unless it
        was handed back to the table's lobby."""
        if self.handed_to_lobby:
            return
        with contextlib.suppress(Exception):
            await self.link.close()

    def on_resize(self) -> None:
        from textual.css.query import NoMatches

        try:
            self._resized()
        except NoMatches:  # (a resize that reached a screen being taken down, as the app
            return         # ended: it crashed the app, seen in a full run of the tests)

    def _resized(self) -> None:
        # (from 96 columns the players' box takes some of the room the table's box left
        # blank: "(you)" and "UNO! normal" fit on one row, newbie36 #3, #10)
        self.set_class(96 <= self.size.width < 110, "-roomy")
        self.set_class(self.size.width >= 110, "-wide")
        self.set_class(self.size.width >= 150, "-wider")  # (room for every seat's words)
        # below 76 columns the players give the pile room for its colour (the one fact a
        # player cannot do without), and names are shortened first
        self.set_class(self.size.width < 76, "-narrow")
        # a roomy terminal draws the cards big (the top card's box is three lines taller)
        self.set_class(big_table(self.size.width, self.size.height), "-big")
        self.even_top_boxes()
        self.update_hand_box()
        for widget in (self.query_one(HandView), self.query_one(PlayersPanel),
                       self.query_one(PilePanel)):
            widget.invalidate(layout=True)  # compact and big layouts depend on the size
        self.call_after_refresh(self.place_notices)
        if self._notice_timer is None and self.view is not None:
            # (what the status line puts first depends on its width: a judgement day that
            # fits after the turn's words at 120 columns goes first at 80, review35 #6)
            self.call_after_refresh(self.update_status)

    def fold_chat(self) -> None:
        """In a short terminal the empty chat gives the log its width: while the log's box
        shows no more than :data:`CHAT_FOLD_ROWS` lines and the chat has no message, no line
        being typed nor kept in its input, the chat's box is not drawn and the log's lower edge
        names the key that opens it ("PgUp/PgDn · L: history · t: chat"; the footer may leave
        "t Chat" out at 60 columns). At 60x20 the log showed "Cy drew 2 cards and misse…"
        beside a box that said only "No messages yet. Press t" (newbie57 #6). A message, or
        ``t``, brings the box back; Esc with nothing sent folds it again, a line sent keeps it
        (its echo is on its way). The log's height does not depend on it (no loop). While a
        chat line is typed its edge names PgUp/PgDn alone: L is then a letter of the line
        (tmux65)."""
        from textual.css.query import NoMatches

        try:
            chat = self.query_one(ChatPanel)
            middle = self.query_one("#middle")
            log_box = self.query_one("#log-box")
        except NoMatches:  # (the screen is being taken down)
            return
        rows = middle.size.height - 2  # (the boxes' borders)
        field = chat.input
        fold = 0 < rows <= CHAT_FOLD_ROWS and not chat.history and not self._chatted \
            and not chat.typing and not chat.is_open and not (field is not None and field.value)
        self.set_class(fold, "-chat-folded")
        edge = _("PgUp/PgDn") if chat.typing else _("PgUp/PgDn · L: history")
        if fold:
            edge += " · " + _(CHAT_HINTS[-1])
        if log_box.border_subtitle != edge:
            log_box.border_subtitle = edge

    def on_descendant_focus(self) -> None:
        """The chat's input took the focus (t, a click): its box is drawn (:meth:`fold_chat`)."""
        self.fold_chat()

    def on_descendant_blur(self) -> None:
        """The chat's input let the focus go (Esc, Enter): with no message, folded again."""
        self.fold_chat()

    def even_top_boxes(self) -> None:
        """The Players and Table boxes side by side end on the same row: the table's box is at
        least as tall as the players' (ten players make it the taller one at 80x24)."""
        players = self.query_one(PlayersPanel).get_content_height(None, None, 0) + 2
        base = 10 if self.has_class("-big") else 7  # (as the CSS sets it)
        pile = self.query_one("#pile-box")
        if pile.styles.min_height != max(base, players):
            pile.styles.min_height = max(base, players)

    def update_hand_box(self) -> None:
        """The hand box's borders. Its title says whose hand it is (once the table has sent
        it), and while a Wild Draw Four in the hand would be a bluff on your turn, what its ``?``
        mark means ("Your hand (7) · ? W+4 now would be a bluff"); the bottom border explains
        the card symbols, as much as it has room for (at 80 columns all of them: the bluff's
        note, on the title, takes none of that room). Set only on a change: setting either
        repaints the whole box."""
        box = self.query_one("#hand-box")
        legend = symbol_legend(self.ascii_only, max(0, self.size.width - 8),
                               (self.view or {}).get("hand") or ())
        if box.border_subtitle != legend:
            box.border_subtitle = legend
        if self.view is None:
            return
        hand = self.query_one(HandView)
        # a spectator (e.g. who came in during a match) has no hand: say so, not "(0)"
        title = (_("Your hand ({n})", n=len(hand.cards)) if self.seated()
                 else _("You are watching this match"))
        dot = glyphs(self.ascii_only).bullet
        card = self.card("W4")
        # (what the marks under the cards mean: ? a bluff, + a card that goes only with another
        # (newbie57 #3) — in short words when both do not fit whole: at 60 columns the + note
        # was cut, review66 #3)
        wordings = [
            ([_("{card} now would be a bluff", card=card)] if hand.bluff_marks else [])
            + ([_("only with another card (Space)")] if hand.partner_marks else []),
            ([_("{card}: bluff", card=card)] if hand.bluff_marks else [])
            + ([_("with another (Space)")] if hand.partner_marks else []),
            ([_("{card}: bluff", card=card)] if hand.bluff_marks else [])  # (a hand of ten in
            + ([_("with another")] if hand.partner_marks else []),  # Chinese, review67 #3)
        ]
        marks = (["?"] if hand.bluff_marks else []) + (["+"] if hand.partner_marks else [])
        title = first_that_fits(max(0, self.size.width - 6),  # (the box spans the screen)
                                *(title + "".join(f" {dot} {mark} {note}" for mark, note
                                                  in zip(marks, notes, strict=True))
                                  for notes in wordings))
        if box.border_title != title:
            box.border_title = title

    # ----------------------------------------------------------------------- network
    @work(exclusive=True, group="table-reader")
    async def read_table(self) -> None:
        """Read the table's messages and turn them into Textual messages (never raises)."""
        try:
            async for msg in self.link.messages():
                self._dispatch(msg)
                if self.handed_to_lobby:  # (what follows is the lobby's: a queue's get does
                    return  # not wait when a message is there, so cancelling would come late)
        except Exception as exc:  # a network failure must never become a traceback
            self.post_message(TableError("connection", _("The connection to the table failed: "
                                                         "{error}", error=str(exc) or
                                                         type(exc).__name__)))

    def _dispatch(self, msg: dict[str, Any], now: bool = False) -> None:
        """Turn ``msg`` into a Textual message for this screen and post it; with ``now``, a view
        or a lobby is handled at once instead (messages that were waiting when the screen
        mounted: handled in order before its first frame)."""
        kind = msg.get("t")
        event: Message | None = None
        if kind == "view" and isinstance(msg.get("view"), dict):
            self._seen_phase = msg["view"].get("phase")  # (before it is shown: a lobby read
            # next is judged against it, ended_while_away)
            timer = msg.get("timer")
            event = ViewArrived(msg["view"], timer if isinstance(timer, dict) else None)
        elif kind == "chat":
            sender = msg.get("from")
            seat = msg.get("seat")
            if not isinstance(sender, str):
                sender = seat_name(seat if isinstance(seat, int) else None, self.names, None)
            event = ChatArrived(sender, str(msg.get("text", "")))
        elif kind == "error" and refused_chat(msg):  # (a chat line refused: kept, said)
            event = ChatRefused(msg)
        elif kind == "error":
            code = msg.get("code")
            reason = msg.get("reason")
            text = msg.get("message")
            event = TableError(str(reason or code or "error"), text if isinstance(text, str) else "")
        elif kind in ("round_end", "match_end"):
            event = RoundEnded(msg, match_over=kind == "match_end")
        elif kind in ("lobby", "welcome"):
            event = LobbyChanged(msg)
            # (at once: the reader stops here, and the match's end that follows — sent again,
            # ``again`` — stays queued for the lobby, which tells it)
            now = now or self.ended_while_away(msg)
        elif kind == "_connection":
            event = ConnectionChanged(str(msg.get("state", "")), msg)
        elif kind == "notice":
            event = TableNotice(msg)
        elif kind == "history" and isinstance(msg.get("log"), list):
            event = HistoryArrived(msg["log"], msg.get("renamed"), msg.get("cut"),
                                   msg.get("round"))  # (in order with the
            # views, before the next)
        if now and isinstance(event, ViewArrived):
            self.show_view(event)
        elif now and isinstance(event, LobbyChanged):
            self.update_names(event)
        elif now and isinstance(event, HistoryArrived):  # (staged before the queued view that
            self.take_history(event)  # follows it, which merges it: review44 #3)
        elif event is not None:
            self.post_message(event)

    def send(self, action: dict[str, Any]) -> None:
        """Send one wire action to the table (errors come back as ``error`` messages)."""
        if action.get("type") == "catch":  # (who, and after which event: see caught_first)
            self._catch_sent = (action.get("target"), self.match_log.last_seq)
        if action.get("type") == "draw":  # (after which event: see drawn_and_passed)
            self._draw_sent = self.match_log.last_seq
        self._sent_after = self.match_log.last_seq
        self._sent_in_round = (self.view or {}).get("round")
        self._send(action)
        # (no answer for a while — a frozen host, a slow link — is said: the move seemed lost,
        # ux33 #9; any view or error that comes first is the answer)
        sent = object()
        self._unanswered = sent
        self.set_timer(UNANSWERED_AFTER, lambda: self._no_answer_yet(sent))

    def _no_answer_yet(self, sent: object) -> None:
        if self._unanswered is not sent or self.closed or self.reconnecting.active:
            return
        self._said_unanswered = sent
        self.update_status(_("Sent: the table has not answered yet…"))

    def still_unanswered(self) -> bool:
        """Was the player told the table has not answered their move, and it still has not?
        Then that stays on the status line (power37 #1: after a notice's 8 s it said "Your
        turn" again with the move unanswered, and the player pressed the key again)."""
        return self._unanswered is not None and self._said_unanswered is self._unanswered

    @work(group="table-send")
    async def _send(self, action: dict[str, Any]) -> None:
        try:
            await self.link.act(action)
        except Exception as exc:
            self.post_message(TableError("connection", _("Could not send your move: {error}",
                                                         error=str(exc) or type(exc).__name__)))

    # ------------------------------------------------------------------ view updates
    @on(ViewArrived)
    def show_view(self, message: ViewArrived) -> None:
        """Render a new view; a malformed one is reported, never a crash."""
        old = self.view
        try:
            self._show_view(message)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            self.view = old
            self.update_status(_("The table sent a view this version cannot show ({error}).",
                                 error=type(exc).__name__))

    def note_journal_failed(self) -> None:
        """At a table this app hosts, once: its journal could not be written (a full disk),
        so the game goes on but its match cannot be resumed past that move. A headless host
        says it on its stderr; the app's host read nothing (cli50 #2)."""
        said = getattr(self.link, "journal_failed", None)
        failed = said() if callable(said) else None
        if isinstance(failed, str) and not self._journal_said:
            self._journal_said = True
            self.app.notify(_("This table's journal could not be written ({why}): the game "
                              "goes on, but this match cannot be resumed later.", why=failed),
                            title=_("Journal"), severity="warning", timeout=15)

    def _show_view(self, message: ViewArrived) -> None:
        self._unanswered = None
        view = message.view
        check_view(view)
        if view.get("seat") is not None and (self.view or {}).get("seat") is None:
            forget = getattr(self.app, "forget_notices", None)  # (seated: "your seat is free
            if callable(forget):  # now" is done with, newbie83 #8)
                forget(_("Your seat"))
        self.view = view
        self.note_journal_failed()
        names = self.names
        players = self.query_one(PlayersPanel)
        players.left = self.left_seats()
        players.update_table(view, names)
        self.even_top_boxes()
        self.query_one(PilePanel).update_table(view, names)
        # (the logs of the views this one replaced in the queue first: from a round's end the
        # next round's log starts anew, so they alone hold how that round ended)
        scoring = view.get("scoring")  # (round ends are worded as the table counts them)
        self.match_log.scoring = scoring if isinstance(scoring, str) else None
        teams = view.get("teams")  # (a round won by a team is won by its partners too)
        self.match_log.teams = tuple(teams) if isinstance(teams, list) else None
        new_events = []
        self._log_afresh = False  # (any of the logs began the log: review45)
        for log in [*message.earlier_logs, view.get("log", [])]:
            new_events += self.match_log.add(log if isinstance(log, list) else [])
            self._log_afresh = self._log_afresh or self.match_log.started_afresh
        self.doubt_lost_move(view)
        self.show_log()
        hand = self.query_one(HandView)
        cards = view.get("hand") or []
        if len(cards) != 2 or view.get("phase") in ("round_over", "match_over"):
            self._uno_ahead = False  # (the hand it was pressed for is gone)
        if self._uno_ahead and self.offers_call("play", "judgement"):
            # (the turn it was pressed for, or a jump-in before it: kept until the hand is
            # not two cards — a jump-in chance that passed took it along, review93 #2)
            self.uno_armed = True
        if not self.offers_call("play", "judgement"):
            self.uno_armed = False  # nothing to call UNO with any more
        me = view.get("seat")
        if self._uno_in_flight and any(
                ev.get("type") == "round_start"
                or (ev.get("type") in ("play", "judgement") and ev.get("seat") == me)
                for ev in new_events):
            self._uno_in_flight = False  # (the play, or throw, landed: the log shows it)
            if self._uno_late and len(cards) == 1 and "uno" in self.legal_types():
                self.send({"type": "uno"})  # (u pressed while that play was on its way)
            self._uno_late = False
        if sorted(map(str, cards)) != sorted(hand.cards):
            self._uno_warned = False  # (a new hand: a wrong call is asked about again)
            self._misplay_warned = None  # (and so is a card that does not fit)
        # (the "?" mark only on your turn: a Wild Draw Four jumped in with is not asked about)
        bluff = {"W4"} if view.get("bluff") and self.my_turn() \
            and "W4" in self.playable_cards() else set()
        self._new_events = new_events
        if self._hand_before is not None:  # (not the first view: its log is the past)
            self.tell_penalties_on_me(new_events, me)
        self.track_fresh(cards, new_events)
        if not self.seated():
            # (s, when a bot's seat is there to take: the note said only t and q, newbie41 #10)
            note = (_("(no hand: you are watching; s takes over a bot's seat, t chats, q "
                      "leaves)") if self.check_action("take_seat", ()) else
                    _("(no hand: you are watching; chat with t, leave with q)"))
        elif self.naming_dates():
            note = _("(the cards are dealt once everyone has named a date)")
        else:
            note = ""  # (dealt: an empty hand is "(no cards)")
        if hand.empty_note != note:
            hand.empty_note = note
            hand.invalidate()
        # (the players' box: a title line, a line a seat, its borders; the pile's is 10 lines)
        hand.top_rows = max(10, int(view.get("players") or 0) + 3)
        hand.players_rows = int(view.get("players") or 0) + 3
        if any(ev.get("type") == "round_start" for ev in new_events):
            hand.placed = False  # (a new deal: nobody put the cursor on any of its cards)
        hand.set_hand(cards, self.playable_cards(), bluff, dict(self._fresh))
        self.update_hand_box()
        drawn = view.get("drawn")
        jump = self.jump_card()
        passed_now = self._jump_chance is not None and jump != self._jump_chance
        if passed_now:
            self._jump_passed = self._jump_chance  # (Enter meant for it must not play another)
        dropped = False
        if self._was_my_turn and not self.my_turn():
            # (cards selected for a turn that is over are not selected for the next one,
            # newbie38 #8; a selection made while waiting stays)
            hand.clear_selection()
        elif hand.selected and self.my_turn() and self._selection_fitted \
                and not self.raised_cards():
            # (the table changed under it — a judgement day named another colour, a hand was
            # swapped —: no play takes the cards selected now, and the status line still said
            # "Enter plays them", newbie53 #6)
            hand.clear_selection()
            dropped = True
        if drawn and drawn != self._last_drawn and hand.selected:
            # (after a draw only the card drawn plays, alone: a selection made while waiting
            # kept Enter on it from playing it, newbie64 #2)
            hand.clear_selection()
        self.refresh_raised()
        if (self._was_my_turn and not self.my_turn()) \
                or (self.my_turn() and not self._was_my_turn and not passed_now):
            # (a turn that came a move or more after the chance passed starts as any turn: an
            # Enter then is for it, not for the chance long gone)
            self._jump_passed = None
        if drawn and drawn != self._last_drawn and drawn in hand.cards:
            hand.move_to(len(hand.cards) - 1 - hand.cards[::-1].index(drawn))
        elif jump is not None and jump != self._jump_chance and jump in hand.cards:
            hand.move_to(hand.cards.index(jump))  # a chance to jump in: Enter plays it
            self._jump_passed = None
        elif self.my_turn() and (not self._was_my_turn or (not self._was_my_play_turn
                                                           and self.my_play_turn()) or any(
                ev.get("type") == "play" and ev.get("seat") == me for ev in new_events)) \
                and (self._jump_passed is None or hand.current() != self._jump_passed):
            # (a new turn: the cursor starts on a card that can be played, by itself if any —
            # also a turn that came straight back, after a Skip at a table of two: it stayed
            # on a card that did not fit, newbie45 #8; and a turn to play that follows this
            # player's own challenge or first colour named: my_turn() was already true in
            # those phases, and the cursor stayed on a card that did not fit, newbie73 #2)
            hand.to_playable({str(a["card"]) for a in self.legal_of("play")
                              if "card" in a and not a.get("also")})
        if self.my_turn() and not self._was_my_turn and not self.app.app_focus:
            # (the terminal says it is in another window or pane: a bell there, which tmux's
            # monitor-bell and most terminals show on the window's tab, tmux35 #11)
            self.app.bell()
        self._jump_chance = jump
        turn_came = self.my_turn() and not self._was_my_turn
        if turn_came or any(ev.get("seat") == me and ev.get("type") in ("play", "draw", "pass")
                            for ev in new_events):
            # (a number pressed before this turn picked for none of it; nor before a move of
            # this player's made since — a card clicked, at a table of two whose turn came
            # straight back: the next press of that number played at once, review60 #1)
            self._picked = None
        self._was_my_turn = self.my_turn()
        self._was_my_play_turn = self.my_play_turn()
        if turn_came or view.get("round") != self._log_round:
            # (a log scrolled back follows the game again at this player's turn and at a new
            # round: once scrolled, it stayed on round 1 into round 2, "74 newer lines below",
            # 19 presses of PgDn away, newbie51 #2)
            self._log_round = view.get("round")
            self.query_one(LogPanel).follow()
        if view.get("phase") != "name_dates":  # (a date put off is this match's only)
            self._date_later = False
        self._last_drawn = drawn
        if self._notice_timer is None or turn_came or not self.seated() \
                or self._notice_legal != repr(view.get("legal")) \
                or self._notice_hand != repr(view.get("hand")) \
                or (self._notice_turn is not None and self._notice_turn != view.get("current")):
            # (a notice stays its few seconds through the views that follow — unless the turn
            # came to this player, or the table offers them something else to do now (a
            # catch, a jump-in): at a table of bots a view every 0.6 s wiped it before it was
            # read, and "Calling UNO now would be wrong…" went unseen, newbie43 #6 —, or it
            # spoke of a hand or a turn that is no longer so)
            self.update_status()
        if dropped:
            self.update_status(_("The cards you selected no longer fit the pile: selection "
                                 "cleared."))
        kept = self.drawn_and_passed(new_events)
        if kept is not None:  # (the turn moved on by itself: say why, for a moment)
            card, clock_ran_out = kept
            self.update_status(
                _("Time ran out: a card was drawn for you ({card}) and your turn passed.",
                  card=self.card(card)) if clock_ran_out else
                _("You drew {card}: it does not fit, so your turn passes.", card=self.card(card)))
        keys = self.keys_state()
        if keys != self._keys_state:  # the Footer shows which keys act: refresh it on a change
            self._keys_state = keys
            self.refresh_bindings()
            # (and again once drawn: Textual drops the signal of a screen not yet running — a
            # view handled as the table mounts —, and a later view with the same keys asks
            # nothing. What play-testers saw, the first turn's footer without "⏎ Play d
            # Draw", was an app that never had the terminal's focus: KeysFooter.focus_changed,
            # newbie51 #1)
            self.call_after_refresh(self.refresh_bindings)
        self.set_timer_info(message.timer)
        self.close_stale_turn_dialog()
        self.close_stale_play_dialog()
        self.close_stale_special_dialog()
        self.close_stale_round_end()
        self.maybe_show_peek()
        self.maybe_open_turn_dialog()
        self.challenge_dialog_follows()
        self.maybe_show_round_end()

    def show_log(self) -> None:
        """Show the match's log and what happened since this player's last move."""
        v = self.view
        me = v.get("seat") if v else None
        self.query_one(LogPanel).set_lines(self.match_log.lines(self.names, me, self.ascii_only))
        since = self.query_one(SinceLine)
        # (a spectator has no moves of their own; before the first deal there is no deal to
        # count from: the dates named are in the log)
        since.display = me is not None and not self.naming_dates()
        events = self.match_log.current_round()
        causes: dict[int, int] = {}
        joins: dict[int, str] = {}
        phrases, mine = marked_since_last_move(
            events, self.names, me, self.ascii_only, self._names_of,
            about=lambda ev: isinstance(me, int) and about_me(ev, me), causes=causes,
            joins=joins)
        since.set_phrases(phrases, moved=moved_this_round(events, me, self._names_of))
        since.set_mine(mine, causes, joins)

    def _names_of(self, ev: dict[str, Any]) -> tuple[Sequence[str], int | None]:
        """The seats' names and this player's seat when ``ev`` happened (a seat taken over
        since had its bot's name then: :meth:`MatchLog.names_of`)."""
        me = (self.view or {}).get("seat")
        return self.match_log.names_of(ev, self.names, me if isinstance(me, int) else None)

    def tell_penalties_on_me(self, events: list[dict[str, Any]], me: Any) -> None:
        """Cards this player must draw for what another did while it was not their move — a
        catch of their missed UNO, a challenge of their Wild Draw Four that found the bluff —
        are said in a notice as well as in the log: at 80×24 a lap of three bots pushed the
        line out of the five the log shows before the player looked (newbie36 #1)."""
        from ..describe import describe_event

        if not isinstance(me, int):
            return
        for ev in events:
            if ev.get("target") != me or ev.get("seat") == me:
                continue
            if ev.get("type") == "caught" or (ev.get("type") == "challenge"
                                              and ev.get("guilty")):
                line = describe_event(ev, self.names, me, self.ascii_only)
                if line:
                    self.app.notify(line, severity="warning", timeout=8)

    def track_fresh(self, cards: list[str], new_events: list[dict[str, Any]]) -> None:
        """Work out which cards came into the hand since this player's last move (drawn,
        given, taken as a penalty): they stay marked until the next move. A new deal is not new
        cards, but what is drawn into it afterwards is (a Draw Two turned up first gives its
        victim two cards right after the deal). A whole hand swapped or passed on (Seven-O) is
        all new, and the log says whose hand this player now holds. A first view that is not
        a deal's (a reconnect, a new session over SSH) has no hand before it: what its log says
        this player drew since their last move is new still (ssh50 #4: every mark was lost)."""
        me = (self.view or {}).get("seat")
        hand = Counter(cards)
        before, self._hand_before = self._hand_before, hand
        if me is None:
            self._fresh = Counter()
            # (nothing held to compare with: a watcher who takes a seat is shown its hand,
            # not every card of it marked new, ssh47 #6)
            self._hand_before = None
            return
        new_hand = next((i for i in range(len(new_events) - 1, -1, -1)
                         if _new_hand(new_events[i], me)), None)
        from_log = new_hand is not None or before is None  # (or from the hand before)
        events = new_events if new_hand is None else new_events[new_hand + 1:]
        if before is None:
            self._fresh = Counter()
        if new_hand is not None:
            self._fresh = Counter()
            whose = self.hand_from(new_events[new_hand], me)
            if whose is not None:  # (swapped or passed on, not dealt: every card is new)
                self._fresh = Counter(hand)  # (a move of yours since: the usual rule below)
                # (what this player held as the swap came: the hand before, with what they
                # drew and played on the way — the 7 that swapped it; review35 #7)
                gave = sum(held_then(before, new_events[:new_hand], me).values()) \
                    if before else 0
                if whose != me and before is not None:  # (a first view shows the swap in
                    # its place in the log: a note would land after later events, ux26 #5)
                    # (and for how many of yours: the log said only whose, party35 #5)
                    self.match_log.note(sentences(
                        _("You now hold {whose} hand.", whose=seat_possessive(
                            whose, self.result_names(), me)),
                        ngettext("You gave {n} card for it.", "You gave {n} cards for it.",
                                 gave) if gave > 0 else ""))
                    self.show_log()
        self.note_swap_on_me(new_events, me, before, hand)
        for ev in events:
            if ev.get("seat") != me:
                continue
            kind = ev.get("type")
            if kind in ("play", "pass", "give", "color", "accept", "challenge", "date",
                        "judgement") \
                    or (kind == "draw" and ev.get("why") == "turn"):
                self._fresh = Counter()  # your move: what you drew before is no longer new
            if kind == "draw" and from_log:
                self._fresh += Counter(str(c) for c in ev.get("cards") or [])
        if not from_log:
            assert before is not None
            self._fresh += hand - before
        self._fresh &= hand

    def note_swap_on_me(self, events: list[dict[str, Any]], me: int,
                        before: Counter[str] | None, hand: Counter[str]) -> None:
        """A wild power's swap aimed at this player (``swap_start`` … ``swap_cards`` with
        ``target`` them): the log said only "Zoe took 3 cards from you" — what went and what
        came is noted, from the hand before the swap began and after it (party35 #5)."""
        for i, ev in enumerate(events):
            if ev.get("target") != me or ev.get("seat") == me:
                continue
            if ev.get("type") == "swap_start" and before is not None:
                self._swap_base = held_then(before, events[:i], me)  # (review35 #7)
            elif ev.get("type") == "swap_cards" and self._swap_base is not None:
                got, lost = hand - self._swap_base, self._swap_base - hand
                self._swap_base = None
                if got or lost:
                    self.match_log.note(_(
                        "Swap: {who} took {lost} from you and gave you {got}.",
                        who=self.who(ev.get("seat")),
                        lost=listing(self.card(c) for c in sorted(lost.elements())) or "-",
                        got=listing(self.card(c) for c in sorted(got.elements())) or "-"))
                    self.show_log()

    def hand_from(self, ev: dict[str, Any], me: int) -> int | None:
        """The seat whose hand ``me`` holds after ``ev``, a Seven-O swap or a 0 passing every
        hand on (each to the next active player in the direction of play), else ``None``."""
        if ev.get("type") == "swap_hands":
            return ev.get("target") if ev.get("seat") == me else ev.get("seat")
        if ev.get("type") != "rotate_hands":
            return None
        v = self.view or {}
        n = int(v.get("players") or 0)
        out = set(v.get("finished") or []) | {i for i, e in enumerate(v.get("eliminated") or [])
                                             if e}
        step = -1 if ev.get("direction", 1) == 1 else 1
        seat = me
        for _i in range(n):
            seat = (seat + step) % n
            if seat not in out:
                return seat
        return None

    def drawn_and_passed(self, new_events: list[dict[str, Any]]) -> tuple[str, bool] | None:
        """The card this player just drew on their turn when play moved on by itself, and
        whether the turn clock drew it (``timed_out``: the host then passes at once, whether
        the card fits or not, so it is not said not to fit, review44 #2); else ``None``. Without
        the clock, the card did not fit (the engine passes for them). Not a draw a bot made for
        them while they were away (``by_bot``): back in the seat, they read it as their own
        (away35 #12)."""
        me = (self.view or {}).get("seat")
        answer = self._draw_answer(new_events, me)
        if me is None or self.my_turn() or self._log_afresh:
            return None  # (a log begun now holds the story so far: ssh43 #4, a visitor back
            # read "You drew G7: it does not fit" of a turn long past)
        for index, ev in enumerate(new_events):
            cards = ev.get("cards")
            if (ev.get("type") == "draw" and ev.get("seat") == me and ev.get("why") == "turn"
                    and ev.get("by_bot") is not True
                    and isinstance(cards, list) and len(cards) == 1):
                # (the engine logs a pass after it too, as after a card kept by choice — which
                # comes a view later, once the player chose: in the same news, it passed by
                # itself)
                later = new_events[index + 1:]
                asked = answer is not None and ev.get("seq") == answer
                if not asked and any(e.get("seat") != me and e.get("type") in ("play", "pass")
                                     for e in later):
                    continue  # (play went on past it: old news, not what just happened —
                    # unless it answers the player's own d: at a table of quick bots their
                    # plays come in the same view, review46)
                if not any(e.get("seat") == me and e.get("type") == "play" for e in later):
                    return str(cards[0]), ev.get("timed_out") is True
        return None

    def _draw_answer(self, new_events: list[dict[str, Any]], me: Any) -> int | None:
        """The seq of the draw among ``new_events`` that answers this player's own d (the first
        draw of theirs after it was sent), which ends the mark: a d whose card fitted, a
        penalty's d, are answered too, so a later draw of theirs is judged on its own
        (review47 #3); ``None`` when none does."""
        sent = self._draw_sent
        if sent is None or me is None:
            return None
        for ev in new_events:
            seq = ev.get("seq")
            if ev.get("type") == "draw" and ev.get("seat") == me and isinstance(seq, int) \
                    and seq > sent:
                self._draw_sent = None
                return seq
        return None

    def previous_color(self) -> str | None:
        """The colour in play before the Wild Draw Four now awaiting its answer, as the view says
        (``challenge.previous_color``; the engine is the one place that knows it)."""
        challenge = (self.view or {}).get("challenge")
        told = challenge.get("previous_color") if isinstance(challenge, dict) else None
        return told if isinstance(told, str) else None

    def round_ending(self) -> tuple[str | None, list[str]]:
        """How the round ended: who went out on which card (when someone did), and the last
        plays before the end, in words."""
        from ..describe import describe_event, free_catch_target

        v = self.view or {}
        result = v.get("result") or {}
        me = v.get("seat")
        events = self.match_log.current_round()
        winner = result.get("winner")
        went_out = None
        last = [ev for ev in events if ev.get("type") == "play" and ev.get("seat") == winner]
        counts = v.get("counts") or []
        out = isinstance(winner, int) and 0 <= winner < len(counts) and counts[winner] == 0
        if last and out and result.get("how", "out") == "out":
            cards = [*(last[-1].get("also") or []), last[-1].get("card", "?")]
            went_out = _("{who} went out on {card}.", who=self.who(winner),
                         card=listing(card_label(str(c), self.ascii_only) for c in cards))
        # (not the wrong catches that cost nothing, which bots try freely under multi-play:
        # three of the last five lines were those, newbie39 #5; a draw and the pass after it
        # are one line, as in the log)
        from ..widgets.log import Runs

        def words(ev: dict[str, Any]) -> str | None:  # (in the names of when it happened: a
            # bot's jump-in read as made by the watcher who took its seat later, newbie45 #2)
            names, me_then = self.match_log.names_of(ev, self.names, me)
            return describe_event(ev, names, me_then, self.ascii_only)

        plays: list[str] = []
        kinds: list[Any] = []  #: the event each line of ``plays`` began with
        runs = Runs()
        for ev in events:
            if ev.get("type") in ("round_end", "match_end", "eliminated") \
                    or free_catch_target(ev) is not None:
                continue
            then, me_then = self.match_log.names_of(ev, self.names, me)
            folded = runs.folded(ev, then, me_then, words) if plays else None
            if folded is not None:
                plays[-1] = " ".join(folded)
            elif line := words(ev):
                plays.append(line)
                kinds.append(ev.get("type"))
                runs.begin(ev)
        first = max(0, len(plays) - 5)
        while first > 0 and kinds[first] in _CONSEQUENCES:
            first -= 1  # (not a Reverse's "Direction reversed" without its card, newbie45 #8)
        return went_out, plays[first:]

    def set_timer_info(self, timer: dict[str, Any] | None) -> None:
        """Start (or stop) the turn-timer countdown shown next to the round."""
        pile = self.query_one(PilePanel)
        had_timer = pile.timer is not None
        remaining = timer.get("remaining") if timer else None
        if isinstance(remaining, int | float):
            self._timer_deadline = time.monotonic() + float(remaining)
            pile.timer = int(remaining + 0.999)
            if self._timer_tick is None:
                self._timer_tick = self.set_interval(1.0, self._tick_timer)
        else:
            self._timer_deadline = None
            pile.timer = None
        pile.invalidate(layout=had_timer != (pile.timer is not None))

    def _tick_timer(self) -> None:
        pile = self.query_one(PilePanel)
        if self._timer_deadline is None:
            pile.timer = None
        else:
            pile.timer = max(0, int(self._timer_deadline - time.monotonic() + 0.999))
        pile.invalidate()

    def close_stale_round_end(self) -> None:
        """A new round was dealt while the results were showing (network tables deal after a
        pause): close the results so the player sees the new round."""
        v = self.view
        showing = getattr(self.app, "results_showing", None)
        screen = showing() if showing is not None else None
        if v is None or v["phase"] not in ACTIVE_PHASES:
            return
        if self._match_over_shown:  # the owner started another match at this table
            self._match_over_shown = False
            self._round_shown = None
            self._dialog_state = None  # state ids and log numbers start again with a match
            self._peek_seen = 0
            if screen is not None:
                self.app.close_results(screen)
            # (who started it: the table's owner, the lobby's ``host``; not you, who knows)
            lobby = getattr(getattr(self.link, "client", None), "lobby", None)
            owner = lobby.get("host") if isinstance(lobby, dict) else None
            me = v.get("seat")
            self.app.notify(
                _("{who} started a new match.", who=seat_name(owner, self.names, me))
                if isinstance(owner, int) and owner != me else _("A new match has started."),
                timeout=4)
            return
        if screen is None or getattr(screen, "stale", False):  # (stale: said once already)
            return
        if self._round_shown is not None and v.get("round", 0) > self._round_shown:
            self.app.close_results(screen)
            self.app.notify(_("Round {n} has been dealt.", n=v.get("round")), timeout=4)

    def playable_cards(self) -> set[str]:
        """Cards that Enter can use now: legal plays (and, while giving cards, the cards)."""
        if self.view is None:
            return set()
        return {str(a["card"]) for a in self.view.get("legal", [])
                if a.get("type") in ("play", "give") and "card" in a}

    def alone_cards(self) -> set[str]:
        """The cards Enter plays by themselves now (a legal play of that card alone, or a card
        to give); in a multi-play, those that fit only together with others are not among
        them (:meth:`partner_cards`)."""
        return {str(a["card"]) for a in (self.view or {}).get("legal", [])
                if "card" in a and (a.get("type") == "give"
                                    or (a.get("type") == "play" and not a.get("also")))}

    def partner_cards(self) -> set[str]:
        """The cards that fit only together with others in a multi-play (Y2 with B2 on a
        B8), while none is selected: the hand marks them ``+`` rather than raising them."""
        hand = self.query_one(HandView)
        if hand.selected:
            return set()
        return self.playable_cards() - self.alone_cards()

    def raised_cards(self) -> set[str]:
        """The cards the hand shows raised: those Enter plays by themselves
        (:meth:`alone_cards`: a card that fits only with others was raised as one Enter plays,
        and Enter on it only said which to select, newbie57 #3) — or, with cards selected for
        a multi-play, those that can still join them in one of the legal plays, the selected
        ones included (after B8 was selected, R1 and G0 stayed raised although nothing played
        them with B8, newbie39 #6)."""
        hand = self.query_one(HandView)
        chosen = Counter(hand.cards[i] for i in hand.selected if i < len(hand.cards))
        if not chosen:
            return self.alone_cards()
        raised: set[str] = set()
        for a in self.legal_of("play"):
            cards = Counter([str(a.get("card")), *map(str, a.get("also") or [])])
            if all(cards[c] >= k for c, k in chosen.items()):
                raised |= set(cards)
        return raised

    def refresh_raised(self) -> None:
        """Raise the cards :meth:`raised_cards` names (after the selection changed)."""
        raised = self.raised_cards()
        hand = self.query_one(HandView)
        #: a play took the cards selected, as last raised (:meth:`update_view` clears a
        #: selection the table changed under, not one that never fitted: review58 #5)
        self._selection_fitted = bool(hand.selected) and bool(raised)
        hand.show_playable(raised, self.partner_cards())
        self.update_hand_box()

    def jump_card(self) -> str | None:
        """The card this player may jump in with now, out of turn (one identical to the card
        just played, under the jump-in rule), else ``None``."""
        v = self.view
        if v is None or self.my_turn() or not self.round_active() or not self.seated():
            return None
        cards = sorted({str(a.get("card")) for a in self.legal_of("play")})
        return cards[0] if cards else None

    def jump_colors(self) -> list[str]:
        """The colours this player's jump-in card may name now (a wild card's), else none."""
        jump = self.jump_card()
        return sorted({str(a["color"]) for a in self.legal_of("play")
                       if a.get("card") == jump and a.get("color")}) if jump else []

    def legal_of(self, kind: str) -> list[dict[str, Any]]:
        return [a for a in (self.view or {}).get("legal", []) if a.get("type") == kind]

    def legal_types(self) -> set[str]:
        if self.view is None:
            return set()
        return {str(a.get("type")) for a in self.view.get("legal", [])}

    def my_turn(self) -> bool:
        v = self.view
        return bool(v and v["phase"] in ACTIVE_PHASES and v["current"] == v.get("seat"))

    def my_play_turn(self) -> bool:
        """Is it this player's turn to play or draw (not to challenge, name a colour, …)?"""
        return self.my_turn() and bool(self.view and self.view["phase"] == "play")

    def round_active(self) -> bool:
        return bool(self.view and self.view["phase"] in ACTIVE_PHASES)

    def naming_dates(self) -> bool:
        """Are the players naming their judgement-day dates, before the first deal?"""
        return bool(self.view and self.view["phase"] == "name_dates")

    def seated(self) -> bool:
        """Does this player have a seat (a spectator has none, and no player keys)?"""
        if self.view is not None:
            return self.view.get("seat") is not None
        return getattr(self.link, "seat", None) is not None

    def must_play_drawn(self) -> bool:
        """Must the card this player just drew be played (``force_play``: it fits, and keeping
        it, a pass, is not among the moves the table allows, ux30 #2)?"""
        return bool((self.view or {}).get("drawn")) and "pass" not in self.legal_types()

    def out_of_play(self) -> str | None:
        """Why this seated player takes no part in the rest of the round, in words: out of the
        match (Challenge UNO) or gone out of the round (elimination); ``None`` while they play.
        They watch it to its end: no UNO, no catch (ux28 #6)."""
        v = self.view
        me = (v or {}).get("seat")
        if v is None or not isinstance(me, int) or v.get("phase") in ("round_over", "match_over") \
                or not gone(v, me):
            return None
        eliminated = v.get("eliminated") or []
        if me < len(eliminated) and eliminated[me]:
            return _("You are out of the match: you watch it to its end.")
        return _("You went out of this round: you watch it to its end.")

    @on(HistoryArrived)
    def take_history(self, message: HistoryArrived) -> None:
        """A round of the match from before this connection (one who joined or came back
        during it): kept in the match's log, for L, once the view that follows it comes
        (:meth:`unotui.widgets.log.MatchLog.add`); what happened while away is news as that
        view tells it. (An event this version cannot read is passed over, never a crash.)"""
        self.match_log.fill(message.log, message.renamed, message.cut, message.round_no)

    @on(TableNotice)
    def table_notice(self, message: TableNotice) -> None:
        """A bot took over a seat (told once), or the player who left a seat took it back: an
        event in the log."""
        info = message.info
        if info.get("kind") == "back":
            self.player_back(info)
            return
        if info.get("kind") == "took_seat":
            self.seat_taken(info)
            return
        if info.get("kind") != "takeover":
            return
        name = str(info.get("name") or self.who(info.get("seat")))
        if info.get("why") == "left" and isinstance(info.get("seat"), int):
            if info["seat"] in self._told_left:  # (told once: by this, or by the lobby's mark)
                return
            self._told_left.add(info["seat"])
        text = seat_notice(info, name, (self.view or {}).get("seat"))
        if text is None:
            return
        self.match_log.note(text)
        if self.view is not None:
            self.show_log()

    def seat_taken(self, info: dict[str, Any]) -> None:
        """A watcher took over a table bot's seat (a ``took_seat`` notice; maybe this player):
        a line in the log, and the lines before it keep the bot's name for the bot's moves."""
        seat, was = info.get("seat"), info.get("was")
        if isinstance(seat, int) and isinstance(was, str):
            self.match_log.renamed(seat, was)
        me = (self.view or {}).get("seat")
        name = info.get("name")
        mine = me is None and self._taking == seat and self.own_name() in (None, name)
        if mine:  # (the seat asked for, by us — not another watcher's who was faster,
            me = seat  # review35b #3: the lobby saying it is ours comes next)
        self._watchers = None  # (the taker is no watcher now: not "stopped watching")
        text = seat_notice(info, name if isinstance(name, str) and name else self.who(seat), me)
        if text is not None:
            self.match_log.note(text)
        if self.view is not None:
            self.show_log()
        if mine:  # (ours: the token is a seat's now, kept on disk as one, so a dropped app
            self._taking = None  # gets it back — the lobby below keeps it)
            for screen in self.app.screen_stack:
                keep = getattr(screen, "keep_seat_on_disk", None)
                if callable(keep):
                    keep(watching=False)

    def own_name(self) -> str | None:
        """This player's name at the table (as its ``welcome`` gave it), when the link knows."""
        name = getattr(getattr(self.link, "client", None), "name", None)
        return name if isinstance(name, str) else None

    def player_back(self, info: dict[str, Any]) -> None:
        """The player who left ``info["seat"]`` during the match took it back with their token
        (a ``back`` notice): a line in the log; leaving again is told again."""
        seat = info.get("seat")
        if isinstance(seat, int):
            self._told_left.discard(seat)
        me = self.view.get("seat") if self.view else getattr(self.link, "seat", None)
        name = info.get("name")
        text = seat_notice(info, name if isinstance(name, str) and name else self.who(seat), me)
        if text is None:
            return
        self.match_log.note(text)
        if self.view is not None:
            self.show_log()

    def card(self, code: str) -> str:
        """A card as its face shows it ("B+2", "R⊘"; "RS" in ASCII), as the log names it."""
        return card_label(code, self.ascii_only)

    def who(self, seat: int | None) -> str:
        me = self.view.get("seat") if self.view else None
        return seat_name(seat, self.result_names(), me)

    def mover(self, seat: int | None) -> str:
        """Who made ``seat``'s newest move of this round: its player by name, even one who has
        left the match since ("Gwen", not "Gwen's bot" for the Wild Draw Four she played before
        leaving, ux29 #7); "Gwen's bot" when the bot playing for her made it."""
        moves = [ev for ev in self.match_log.current_round()
                 if ev.get("seat") == seat and ev.get("type") in ("play", "draw", "pass")]
        if moves and moves[-1].get("by_bot") is not True:
            me = self.view.get("seat") if self.view else None
            return seat_name(seat, self.names, me)
        return self.who(seat)

    def left_seats(self) -> set[int]:
        """The seats whose players left the match (a bot finishes it for them): the
        connection's record (``net.client.Client.left_seats``), the one this screen reads."""
        return set(getattr(getattr(self.link, "client", None), "left_seats", None) or ())

    def away_seats(self) -> set[int]:
        """The seats whose players are away with a bot playing for them, as the newest
        ``lobby`` says (a player's seat, not connected, ``bot`` set), those who left aside."""
        left = self.left_seats()
        return {i for i, s in enumerate(self._seats_now)
                if isinstance(s, dict) and s.get("kind") == "human" and s.get("connected") is False
                and s.get("bot") and not s.get("stand_in") and i not in left}

    def result_names(self) -> list[str]:
        """The seat names for who plays or won (:func:`unotui.describe.result_names`, from the
        seats the connection saw their players leave)."""
        return result_names(self.names, self.left_seats())

    def deal_countdown(self) -> int | None:
        """Between rounds, the seconds until the next round is dealt at the latest, from the
        round's results (their ``deal_in``, a closed results screen keeps it); ``None`` when no
        countdown runs."""
        v = self.view
        screen = self._round_end
        deal_at = getattr(screen, "deal_at", None) if screen is not None else None
        if v is None or v.get("phase") != "round_over" or not isinstance(deal_at, float) \
                or getattr(screen, "view", {}).get("round") != v.get("round"):
            return None
        return max(0, math.ceil(deal_at - time.monotonic()))

    def _deal_refresh(self) -> None:
        """Each second while the next round's countdown shows on the status line."""
        v = self.view
        if v is None or v.get("phase") != "round_over" or not self._lobby_seats \
                or not self.still_reading(self._lobby_seats):  # (update_status starts it again)
            if self._deal_tick is not None:
                self._deal_tick.stop()
                self._deal_tick = None
            return
        if self._notice_timer is None and self.is_attached:
            self.update_status()

    def waiting_text(self) -> str:
        """What the game waits for, in words."""
        v = self.view
        if v is None:
            return _("Connecting to the table…")
        phase = v["phase"]
        if phase == "match_over":
            return _("{who} won the match!", who=self.who(v.get("match_winner")))
        if phase == "round_over":
            result = v.get("result") or {}
            team = point_sharers(v.get("teams"), result.get("winner"), v.get("scoring"))
            if len(team) > 1:
                text = _("Round over: {who} won {points} points each.",
                         who=names_together(team, self.result_names(), v.get("seat")),
                         points=result.get("points", 0))
            else:
                text = _("Round over: {who} won {points} points.",
                         who=self.who(result.get("winner")), points=result.get("points", 0))
            reading = self.still_reading(self._lobby_seats) if self._lobby_seats else []
            if reading:  # (back from the results: whom the next deal waits for, ux27 #14)
                # (short enough for the one-row status at 80 columns, the countdown before
                # the names, whose length is anyone's: the longer sentence lost both to the
                # line's ellipsis, newbie73 #3)
                left = self.deal_countdown()
                text = sentences(text, _("Next round in {s} s. Still reading: {names}.",
                                         s=left, names=listing(reading)) if left is not None
                                 else _("The next round waits for {names}.",
                                        names=listing(reading)))
            return text
        current = v["current"]
        if phase == "name_dates":  # (every seat names its date at once, in no order)
            if self.legal_of("date"):
                if self._date_later:
                    return _("Name your date for judgement day: Enter asks for it. The cards "
                             "are dealt once everyone has named one.")
                return _("Name your date for judgement day.")
            return _("Waiting for the others to name their dates…")
        if self.my_turn():
            if phase == "choose_color":
                return _("Your turn: choose the colour for the first card.")
            if phase == "challenge":
                offender = (v.get("challenge") or {}).get("offender")
                return _("{who} played Wild Draw Four on you: challenge (x) or take the cards "
                         "(d).", who=self.mover(offender))
            if phase == "give":
                give = v.get("give") or {}
                left = int(give.get("left", 1))
                starts = [ev for ev in self.match_log.current_round()
                          if ev.get("type") == "swap_start" and ev.get("seat") == v.get("seat")]
                if starts and starts[-1].get("count") == left:  # (none given yet: no "more")
                    return ngettext("Give {n} card to {who}: choose it and press Enter.",
                                    "Give {n} cards to {who}: choose each and press Enter.",
                                    left, who=self.who(give.get("to")))
                return ngettext("Give {n} more card to {who}: choose it and press Enter.",
                                "Give {n} more cards to {who}: choose each and press Enter.",
                                left, who=self.who(give.get("to")))
            pending = v.get("pending")
            short = ""  # (the turn's words cut short, when they are the plain ones)
            if self.must_play_drawn() and self.offers_call("play"):
                # (Enter is the only move: played down to one card uncalled, and caught,
                # review51 #3 — what newbie48 #2 met where the card may be kept; short enough
                # for 80 columns, "UNO! will be called as you play." after it once u is in)
                text = _("You drew {card}: it must be played (Enter).",
                         card=self.card(v["drawn"])) if self.uno_armed \
                    else _("You drew {card}: it fits and must be played (Enter); u first "
                           "calls UNO.", card=self.card(v["drawn"]))
            elif self.must_play_drawn():
                text = _("You drew {card}: it fits, and these rules say it must be played "
                         "(Enter).", card=self.card(v["drawn"]))
            elif v.get("drawn") and not self.uno_armed \
                    and self.offers_call("play"):
                # (playing it leaves one card: how to call UNO with it, short enough for 80
                # columns — it was played uncalled, and caught, newbie48 #2)
                text = _("You drew {card}: play it (Enter) or keep it (p); u first calls UNO.",
                         card=self.card(v["drawn"]))
            elif v.get("drawn"):
                text = _("You drew {card}: play it (Enter) or keep it (p).",
                         card=self.card(v["drawn"]))
            elif isinstance(pending, int) and pending > 0:
                if self.playable_cards():
                    text = _("{n} cards to draw are coming to you: stack a draw card (Enter) "
                             "or take them (d).", n=pending)
                else:
                    text = _("{n} cards to draw are coming to you: take them (d).", n=pending)
            elif self.playable_cards():
                # (with cards selected, what Enter will play: moving the cursor put the plain
                # words back, newbie39 #6)
                text = short = self.selection_text() or _("Your turn: play a card (Enter) or "
                                                          "draw (d).")
            else:
                text = short = _("Your turn: no card fits, draw one (d).")
            plays_call = self.offers_call("play")
            if self.uno_armed and plays_call:
                text = sentences(text, _("UNO! will be called as you play."))
            elif text == short and short and plays_call:
                # (a play leaves one card: bots catch within a second of it, and the way to
                # call UNO in time was in the help alone, botplay41 #4)
                text = sentences(text, _("Press u first to call UNO with it."))
            special = self.special_text()
            if special is None:
                return text
            # (a death number wins the round and passes with the next move: it comes first;
            # a judgement day stays open while its cards are held: after the turn's words,
            # unless both do not fit the one status line, which drops a sentence that does
            # not fit — at 80 columns the judgement day was lost, party35 #2: then it comes
            # first, and a plain turn's words are cut short to fit after it)
            both = sentences(text, special)
            room = self.status_width()
            if self.legal_of("death_number") or cell_len(both) > room:
                first = sentences(special, text)
                if cell_len(first) > room and text == short:
                    first = sentences(special, _("Your turn."))
                # (the turn's own words where they say more than whose turn it is: a card
                # drawn, kept with p, review52 #1)
                turn = _("Your turn.") if text == short else text
                return self.with_throw_call(first, turn, special=special)
            return self.with_throw_call(both, _("Your turn.") if text == short else text,
                                        before=text, special=special)
        who = self.who(current)
        out = self.out_of_play()
        if out is not None:  # (what they wait for is the round's end, not a turn of theirs)
            return sentences(out, _("Waiting for {who} to play…", who=who))
        jump = self.jump_card()
        if jump and self.jump_colors():  # (a wild card: its colour is named in the same key)
            return _("Jump in with your {card}: r, g, b or y plays it now, naming that colour!",
                     card=self.card(jump))
        if jump:  # (jump-in: a card identical to the one just played may go now, out of turn)
            return _("Jump in: you hold {card}, the card just played: Enter plays it now!",
                     card=self.card(jump))
        owed = self.own_uno_owed()
        if owed:  # (u still saves the call: nothing else on screen said so, and a bot's catch
            # came half a second later, newbie73 #1 — the waiting words after it where they fit)
            return first_that_fits(self.status_width(),
                                   sentences(owed, self.waiting_plain(phase, current)), owed)
        special = self.special_text()
        if special is not None:  # (out of turn: a death number passes with the next move)
            return self.with_throw_call(special)
        return self.waiting_plain(phase, current)

    def own_uno_owed(self) -> str:
        """While this player, down to one card without having called UNO, may still be
        caught and may still call it (``u``), out of turn: the words that say so, else ``""``."""
        v = self.view or {}
        me = v.get("seat")
        counts = v.get("counts") or []
        if me is None or v.get("catchable") != me or not isinstance(me, int) \
                or me >= len(counts) or counts[me] != 1 or (v.get("uno") or [True])[me] \
                or "uno" not in self.legal_types():
            return ""
        return _("You forgot UNO: press u before you are caught!")

    def waiting_plain(self, phase: str, current: int) -> str:
        """What another player's turn waits for, in words (:meth:`waiting_text`'s last part)."""
        who = self.who(current)
        if phase == "choose_color":
            return _("{who} is choosing a colour…", who=who)
        if phase == "challenge":
            return _("{who} is deciding whether to challenge the Wild Draw Four…", who=who)
        if phase == "give":
            return _("{who} is choosing cards to give…", who=who)
        since, window = self._offline_since.get(current, (None, None))
        window = window if window is not None else self._window
        if since is not None and window is not None:
            left = math.ceil(window - (time.monotonic() - since))
            if left > 0:
                return _("Waiting for {who} (offline: a bot plays for them in {s} s)…",
                         who=who, s=left)
            return _("Waiting for {who} (offline: a bot plays for them soon)…", who=who)
        return _("Waiting for {who} to play…", who=who)

    def with_throw_call(self, plain: str, turn: str = "", before: str = "",
                        special: str = "") -> str:
        """The status line ``plain`` (which says the judgement day) with how its throw calls
        UNO (:meth:`throw_call_text`), in the first of these forms that fits the line whole:
        after it; the judgement day's cards and the call in one sentence, after ``before``
        (the turn's words, when they came first in ``plain``) or before ``turn`` (the turn's
        words: "Your turn.", or a card drawn); the same without the cards; either before
        ``brief`` (the turn's words cut short, "You drew R2 (p keeps it)."); else the cards
        and the call alone, the turn's words after them only where the line has room. At 60
        and 80 columns the call was the sentence the line dropped, and the throw went uncalled
        (newbie48 #3); a form judged without the turn's words showed no card drawn (review54
        #1). A throw that calls nothing, or a turn whose play calls UNO (``plain`` then says
        how, and u calls it with the throw too): ``plain``, or where it does not fit,
        ``special`` (the judgement day's own words, or "Judgement day on Ana: press a.")
        before the turn's words cut short with the play's call (review55 #3, review56 #1:
        the card drawn and the call were dropped whole where a play called UNO)."""
        call = self.throw_call_text()
        room = self.status_width()
        plays = self.offers_call("play")
        if not call or plays:
            if cell_len(plain) <= room or not special:
                return plain
            brief = self.drawn_brief(call=plays) or (
                "" if not plays else _("Your turn; UNO! goes with it.") if self.uno_armed
                else _("Your turn; u first calls UNO."))
            openers = [special]
            if self.judgement_targets() and not self.legal_of("death_number"):
                openers.append(_("Judgement day on {who}: press a.", who=self.judgement_who()))
            for opener in openers if brief else []:
                if cell_len(sentences(opener, brief)) <= room:
                    return sentences(opener, brief)
            return plain
        brief = self.drawn_brief()
        whole = [sentences(plain, call)]
        targets = self.judgement_targets()
        who = self.judgement_who()
        cards = self.judgement_throw(targets[0]) if len(targets) == 1 else None
        short = _("Judgement day on {who}: press a; UNO! goes with it.", who=who) \
            if self.uno_armed else _("Judgement day on {who}: press a; u first calls UNO.",
                                     who=who)
        long = ""
        if cards:
            named = listing(self.card(c) for c in cards)
            long = _("Judgement day on {who}: a throws out {cards}; UNO! goes with it.",
                     who=who, cards=named) if self.uno_armed \
                else _("Judgement day on {who}: a throws out {cards}; u first calls UNO.",
                       who=who, cards=named)
        if before:  # (several to choose from: the turn's words first where both fit,
            # review52 #6)
            whole += [sentences(before, long or short), sentences(before, short)]
        else:
            whole += [sentences(say, words) for words in (turn, brief) if words
                      for say in (long, short) if say]
        for form in whole:
            if cell_len(form) <= room:
                return form
        if long and cell_len(long) <= room:
            return sentences(long, turn)  # (the line drops the turn's words if they do not fit)
        return sentences(short, turn)

    def drawn_brief(self, call: bool = False) -> str:
        """The turn's words cut short when this player drew a card it may keep ("You drew R2
        (p keeps it)."; Enter plays it, as the footer says), else ``""``: for a status line
        that says a judgement day too (:meth:`with_throw_call`). With ``call``, how its play
        calls UNO where one does ("…; u first calls UNO.")."""
        v = self.view
        if not v.get("drawn") or self.must_play_drawn():
            return ""
        card = self.card(v["drawn"])
        if call and self.offers_call("play"):
            return _("You drew {card} (p keeps it); UNO! goes with it.", card=card) \
                if self.uno_armed else _("You drew {card} (p keeps it); u first calls UNO.",
                                         card=card)
        return _("You drew {card} (p keeps it).", card=card)

    def judgement_who(self) -> str:
        """Whom this player's judgement day may spell now, "Cy" or "Ana or Cy"."""
        names = [self.who(t) for t in self.judgement_targets()]
        return _("{some} or {last}", some=listing(names[:-1]), last=names[-1]) \
            if len(names) > 1 else "".join(names)

    def special_text(self) -> str | None:
        """The special move this player may make now and its key, for the status line ("Death
        number: press a to show your hand and win the round!", "Judgement day on Cy: press a
        to throw out Y5, Y2, G8."), else ``None``: a footer key alone went unseen, and a death
        number passes with the next move."""
        if self.legal_of("death_number"):
            return _("Death number: press a to show your hand and win the round!")
        targets = self.judgement_targets()
        if not targets:
            return None
        if len(targets) == 1:
            cards = self.judgement_throw(targets[0])
            if cards and self.throw_wins(targets[0]):  # (said as a death number's is:
                # nothing told that this press won the round, newbie70 #3)
                return _("Judgement day on {who}: press a to throw out {cards} and win the "
                         "round!", who=self.who(targets[0]),
                         cards=listing(self.card(c) for c in cards))
            if cards:
                return _("Judgement day on {who}: press a to throw out {cards}.",
                         who=self.who(targets[0]),
                         cards=listing(self.card(c) for c in cards))
            return _("Judgement day on {who}: press a.", who=self.who(targets[0]))
        return _("Judgement day on {who}: press a to choose.", who=self.judgement_who())

    def offers_call(self, *kinds: str) -> bool:
        """Does the table list a move of these ``kinds`` ("play", "judgement") that carries the
        UNO call (``uno: true``: it leaves an UNO hand)?"""
        return any(a.get("uno") for kind in kinds for a in self.legal_of(kind))

    def throw_call_text(self) -> str:
        """How a judgement day's throw that leaves one card calls UNO with it (rules46 #5: it
        could be caught before its player could call), "" when no throw does: after the other
        words of the status line, the first it drops."""
        if not self.offers_call("judgement"):
            return ""
        return _("UNO! will be called as you throw.") if self.uno_armed \
            else _("Press u first to call UNO with it.")

    def throw_wins(self, target: int) -> bool:
        """Does the judgement day's throw on ``target``'s date win the round at once? The table
        lists such a throw naming no colour: its cards show all four colours, or they are this
        player's last cards outside elimination (going out)."""
        return any(not a.get("color") for a in self.legal_of("judgement")
                   if a.get("target") == target)

    def judgement_targets(self) -> list[int]:
        """The players whose date this player may spell now (judgement day), in seat order."""
        return sorted({int(a["target"]) for a in self.legal_of("judgement")
                       if isinstance(a.get("target"), int)})

    def judgement_throw(self, target: int) -> list[str] | None:
        """The cards a judgement day on ``target`` throws out, as the engine picks them (the
        digits of that player's date, in as many colours as the hand allows), else ``None``."""
        from core.game import date_digits, judgement_cards

        v = self.view or {}
        dates = v.get("dates")
        date = dates[target] if isinstance(dates, list) and 0 <= target < len(dates) else None
        try:
            hand = [Card.parse(str(c)) for c in v.get("hand") or []]
            cards = judgement_cards(hand, date_digits(list(date))) if date else None
        except (TypeError, ValueError):
            return None
        return None if cards is None else [c.code for c in cards]

    def _offline_refresh(self) -> None:
        """Each second while a dropped player's seat waits: the countdown in the status line
        (unless a notice shows); stops when no seat waits any more."""
        if not self._offline_since:
            if self._offline_tick is not None:
                self._offline_tick.stop()
                self._offline_tick = None
            return
        for index in self._offline_since:  # (its token may be kept a moment after the drop:
            if 0 <= index < len(self.names):  # an SSH door hands it on as the session ends)
                self.tell_own_seat_free(self.names[index])
        if self._notice_timer is None and self.is_attached:
            self.update_status()

    def update_status(self, notice: str | None = None, *, of_turn: bool = False) -> None:
        """The status line: ``notice`` (why a key did nothing, what a card is…) for
        :data:`NOTICE_SECONDS`, then again what the game waits for (a notice must not hide
        "Your turn" for good); ``of_turn``: the notice names whose turn it is, and goes when
        the turn moves on."""
        from textual.css.query import NoMatches

        try:
            status = self.query_one(StatusLine)
        except NoMatches:  # (the screen being taken down: a resize's call after its refresh
            return         # reached it with its widgets gone, and crashed the app — a full run)
        if self._notice_timer is not None:
            self._notice_timer.stop()
            self._notice_timer = None
        if self._deal_tick is None and self.deal_countdown() is not None \
                and self._lobby_seats and self.still_reading(self._lobby_seats):
            # (the countdown the status says between rounds, said again each second until it
            # is no longer said: _deal_refresh)
            self._deal_tick = self.set_interval(1.0, self._deal_refresh)
        if notice:
            status.say(notice, notice=True)
            self._notice_timer = self.set_timer(NOTICE_SECONDS, self._notice_over)
            v = self.view or {}
            self._notice_legal = repr(v.get("legal"))
            self._notice_hand = repr(v.get("hand"))
            self._notice_turn = v.get("current") if of_turn else None
        elif self.still_unanswered() and not self.reconnecting.active:
            status.say(_("Sent: the table has not answered yet…"), notice=True)
        elif (quiet := self.quiet_seconds()) is not None:
            silent = _("The table has said nothing for {n} s: its host may be stuck.", n=quiet)
            status.say(self.quiet_turn_text(quiet, silent) if self.my_turn()
                       else sentences(silent, _("Waiting…")), notice=True)
        else:
            status.say(self.waiting_text())

    def quiet_turn_text(self, quiet: int, silent: str) -> str:
        """The status line on this player's turn while the table says nothing: the turn's
        words and the silence, in the first of these forms that fits the line whole — the
        turn first; the silence first; the silence and a short "Your turn."; the silence said
        short ("Table silent 23 s: host stuck?") and "Your turn.". The line drops whole
        sentences from its end, and the turn's words came first: at 80 columns "Your turn:
        play a card (Enter) or draw (d)." left no room, and the stuck host was never said
        (newbie57 #2; the turn hidden by the silence was newbie42 #3)."""
        turn = self.waiting_text()
        short = _("Table silent {n} s: host stuck?", n=quiet)
        forms = (sentences(turn, silent), sentences(silent, turn),
                 sentences(silent, _("Your turn.")), sentences(short, _("Your turn.")))
        return first_that_fits(self.status_width(), *forms)

    def _notice_over(self) -> None:
        self._notice_timer = None
        if self.is_attached:
            self.update_status()

    def maybe_open_turn_dialog(self) -> None:
        """Open the colour or challenge dialog when the game waits for this player's answer."""
        v = self.view
        if v is not None and not self.legal_of("date"):
            self._date_sent = False  # (it landed, or no date is asked: a next match asks anew)
            self._date_resend, self._date_value = False, None
        if self._date_resend:
            self._resend_date()
        # (dates are named by every seat at once: not only by the seat the view calls current)
        if v is None or not self._table_seen or self.app.screen is not self \
                or not (self.my_turn() or self.legal_of("date")):
            return
        if self._dialog_state == v["state_id"]:
            return
        if v["phase"] == "choose_color":
            self._dialog_state = v["state_id"]
            dialog: Screen[Any] = _dialogs().ColorDialog(cancellable=False,
                                                         ascii_only=self.ascii_only)
            self._turn_dialog = (dialog, "choose_color")
            self.app.push_screen(dialog, self._color_chosen)
        elif v["phase"] == "challenge":
            self._dialog_state = v["state_id"]
            self._turn_dialog = (self.open_challenge_dialog(), "challenge")
        elif self.legal_of("date") and not self._date_later and not self._date_sent \
                and not self._date_resend:
            # (not while the date named is on its way: another seat's date came first and
            # the question opened again, then "That question has passed", newbie53 #3)
            self._dialog_state = v["state_id"]
            from ..dialogs.judgement import JudgementDateDialog

            named = self._date_value  # (a date refused: the question holds it, newbie76 #2)
            dialog = JudgementDateDialog(f"{named[0]}-{named[1]}" if named else "")
            self._turn_dialog = (dialog, "date")
            self.app.push_screen(dialog, self._date_named)

    def asks(self, question: str) -> bool:
        """Does the table still wait for this player's answer to ``question`` (``choose_color``,
        ``challenge`` or ``date``, the questions of :meth:`maybe_open_turn_dialog`)?"""
        v = self.view
        if question == "date":  # (any seat that has not named one, whoever is "current")
            return v is not None and bool(self.legal_of("date"))
        if v is None or not self.my_turn():
            return False
        return bool(v["phase"] == question)

    def close_stale_turn_dialog(self) -> None:
        """Close the turn dialog on top once the table no longer waits for its answer (the turn
        timer ran out and the table answered, or the question was settled another way): a
        question left open would ask for a move that can no longer be made, and would cover
        the table while the others play on."""
        opened = self._turn_dialog
        if opened is None:
            return
        dialog, question = opened
        if dialog not in self.app.screen_stack:  # answered already
            self._turn_dialog = None
        elif not self.asks(question) and self.app.screen is dialog:
            self._turn_dialog = None  # (under another screen, e.g. help: on a later view)
            chosen = self.color_chosen_for_me() if question == "choose_color" else None
            if chosen is not None:
                # (the turn timer named it: the log says so, and the turn goes on; the status
                # line keeps saying what to do now, and keys meant for the dialog say why)
                dialog.dismiss(None)
                self._dialog_guard = (time.monotonic() + DIALOG_GUARD_SECONDS, _(
                    "Time ran out: {color} was chosen for you.", color=color_name(chosen)))
                self.update_status()
                return
            what = self.moved_on()
            if question == "challenge" and self.timed_out_for_me("accept"):
                # (the turn timer took the cards: the log says so, and "The Wild Draw Four's
                # question has passed." read as if nothing happened to the player, newbie44 #4)
                dialog.dismiss(None)
                self._dialog_guard = (time.monotonic() + DIALOG_GUARD_SECONDS, _(
                    "Time ran out: the Wild Draw Four was accepted for you."))
                self.update_status()
                return
            if question == "challenge":
                why = _("{what}: your chance to challenge has passed.", what=what) if what \
                    else _("The Wild Draw Four's question has passed.")
                logged = _("Your chance to challenge has passed.")
            elif question == "choose_color":
                why = _("{what}: the colour is no longer yours to choose.", what=what) if what \
                    else _("The colour is no longer yours to choose.")
                logged = _("The colour is no longer yours to choose.")
            else:
                why = _("{what}: that question has passed.", what=what) if what \
                    else _("That question has passed.")
                logged = _("That question has passed.")
            self.closed_by_itself(dialog, why, logged if what else why)

    def timed_out_for_me(self, kind: str) -> bool:
        """Did the turn timer make this player's move of ``kind`` in the newest view?"""
        me = (self.view or {}).get("seat")
        return me is not None and any(
            ev.get("type") == kind and ev.get("seat") == me and ev.get("timed_out") is True
            for ev in self._new_events)

    def color_chosen_for_me(self) -> str | None:
        """The colour the table named for this player in the newest view (the turn timer ran
        out while the colour dialog was open), else ``None``."""
        me = (self.view or {}).get("seat")
        for ev in reversed(self._new_events):
            if ev.get("type") == "color" and ev.get("seat") == me and me is not None \
                    and isinstance(ev.get("color"), str):
                return str(ev["color"])
        return None

    def moved_on(self) -> str | None:
        """The newest view's first move by another player, in words without the full stop
        ("Bo played W+4"): what took a question's chance away, else ``None``."""
        from ..describe import describe_event

        me = (self.view or {}).get("seat")
        for ev in self._new_events:
            if ev.get("seat") is None or ev.get("seat") == me or ev.get("type") == "uno":
                continue
            line = describe_event(ev, self.names, me, self.ascii_only)
            if line:
                return line.rstrip(".。")
        return None

    def closed_by_itself(self, dialog: Screen[Any], why: str, logged: str | None = None) -> None:
        """Close ``dialog``, whose chance passed, saying ``why`` in the status line and
        ``logged`` (default ``why``) in the log — there the move that took the chance is the
        line above, so ``logged`` need not name it again; the table's keys typed in the next
        :data:`DIALOG_GUARD_SECONDS` were meant for the dialog: they only say ``why`` again
        (a ``d`` for "take the cards" must not draw)."""
        dialog.dismiss(None)
        self._dialog_guard = (time.monotonic() + DIALOG_GUARD_SECONDS, why)
        self.match_log.note(logged or why)
        self.show_log()
        self.update_status(why)

    def close_stale_play_dialog(self) -> None:
        """Close the question a play waits for (wild power, target, colour) once its card can
        no longer be played: a jump-in's chance passed while the player was choosing."""
        opened = self._flow_dialog
        if opened is None:
            return
        dialog, code = opened
        if dialog not in self.app.screen_stack:
            self._flow_dialog = None
        elif code not in self.playable_cards() and self.app.screen is dialog:
            self._flow_dialog = None
            what = self.moved_on()
            alone = _("Your chance to play {card} has passed.", card=self.card(code))
            why = _("{what}: your chance to play {card} has passed.", what=what,
                    card=self.card(code)) if what else alone
            self.closed_by_itself(dialog, why, alone)
        else:
            relabel = getattr(dialog, "relabel", None)
            if callable(relabel):  # (the counts it shows, as they are now)
                relabel()

    def _date_named(self, date: tuple[int, int] | None) -> None:
        if date is not None:
            self._date_value, self._date_resent, self._date_resend = date, False, False
            self._send_date()
            return
        if self.asks("date"):  # (put off by the player, not closed as no longer asked)
            self._date_later = True  # (the status line says Enter asks again)
            self.update_status()

    def _send_date(self) -> None:
        """Send the date this player named (:attr:`_date_value`), based on the newest view."""
        if self._date_value is None:
            return
        self._date_sent = True
        self._date_sent_state = (self.view or {}).get("state_id")
        month, day = self._date_value
        self.send({"type": "date", "month": month, "day": day})

    def _resend_date(self) -> None:
        """The date refused as stale, sent again by itself once a view newer than the one it
        was sent on has come (a date does not depend on the table's state: any seat names one,
        in any order). Not when no date is asked any more."""
        v = self.view
        if not self._date_resend or v is None:
            return
        if not self.legal_of("date"):
            self._date_resend = False
            return
        if v.get("state_id") == self._date_sent_state:
            return  # (the view that refused it has not come yet: the next view sends it)
        self._date_resend, self._date_resent = False, True
        self._send_date()

    def maybe_show_peek(self) -> None:
        """A wild power let this player look at a hand, or their challenge of a Wild Draw
        Four had the offender's hand shown to them (the official reveal, ux29 #6: its log line
        was cut off at 80 columns): show it for a moment."""
        v = self.view
        if v is None:
            return
        me = v.get("seat")
        log = [ev for ev in v.get("log") or [] if isinstance(ev, dict)
               and isinstance(ev.get("seq"), int) and not isinstance(ev.get("seq"), bool)]
        if self._peek_seen is None:  # (this screen's first view: what came before it is old)
            self._peek_seen = max((ev["seq"] for ev in log), default=0)
            return
        for ev in log:
            seq = ev["seq"]
            mine = ev.get("type") in ("peek", "challenge") and ev.get("seat") == me
            if mine and isinstance(ev.get("hand"), list) and seq > self._peek_seen:
                self._peek_seen = seq
                who = self.who(ev.get("target"))
                # (a challenge's reveal is the hand as it was then: the player may have played
                # from it since, newbie34 #7)
                title = _("{who}'s hand when you challenged", who=who) \
                    if ev.get("type") == "challenge" else None
                self.app.push_screen(_dialogs().PeekDialog(who, ev["hand"],
                                                           ascii_only=self.ascii_only,
                                                           title=title))

    def maybe_show_round_end(self) -> None:
        v = self.view
        if v is None or v["phase"] not in ("round_over", "match_over") or not v.get("result"):
            return
        if self._round_shown == v.get("round"):
            return
        if getattr(self.app.screen, "outlives_new_round", False):
            # (Ctrl+Q's "Leave the match?" is up: the results wait under it and show if it is
            # answered no, :meth:`on_screen_resume` — over it they hid the question, which came
            # back over the next round unasked as far as the player could tell, newbie52 #1)
            return
        self._round_shown = v.get("round")
        while self.app.screen is not self and self in self.app.screen_stack \
                and getattr(self.app.screen, "gives_way_to_results", False):
            self.app.pop_screen()  # (the help, the history: the results take their place)
        show = getattr(self.app, "show_results", None)  # the app's navigation shows them
        if show is None:
            return
        info, self._pending_round_info = self._pending_round_info, None
        self._match_over_shown = v["phase"] == "match_over"
        went_out, last_plays = self.round_ending()
        warning = self.leave_warning() if self.leaving_costs() else None
        self._round_end = show(v, list(self.names), info, self.ascii_only, self.has_lobby(),
                               self._round_end_closed, went_out=went_out, last_plays=last_plays,
                               leave_warning=warning, leave_title=self.leave_title(),
                               history=self.action_history,
                               rounds=self.match_log.round_results(
                                   self.names, (self.view or {}).get("seat"))
                               if self._match_over_shown else (),
                               left=self.left_seats(), away=self.away_seats(),
                               local=self.local_game(),
                               sort_hands=self.sorted_hand)
        if self._round_end is not None and self._lobby_seats and not self._match_over_shown:
            # (the lobby can come first: a player back between rounds gets the table's lobby,
            # then the view and the round's end; who is still reading is known already)
            self._round_end.waiting_for = self.still_reading(self._lobby_seats)

    def _round_end_closed(self, choice: str | None) -> None:
        if choice == "next":
            self._next_round()
        elif choice == "lobby":
            self.back_to_lobby()
        elif choice == "again":
            self._play_again()
        elif choice == "menu":
            # (after a local game's match, m is "back to the menu": an app started on this
            # table, ``unotui play``, has none below it and opens one rather than ending)
            self._menu_after = self._match_over_shown and self.local_game()
            self.leave_table()

    def local_game(self) -> bool:
        """Is this a local game against bots (``unotui play``, the menu's "Play against
        bots"): a table in this app that nobody can reach over a network? It has no host to
        distrust and no lobby worth showing: after the match it offers to play again."""
        host = getattr(self.link, "host", None)
        return host is not None and getattr(self.link, "client", None) is not None \
            and getattr(host, "server", True) is None and getattr(host, "address", True) is None

    @work(group="table-send")
    async def _play_again(self) -> None:
        """A local game's next match: the table (back in its lobby) starts it; its views come
        to this screen, as when a table's owner starts another match."""
        try:
            client: Any = getattr(self.link, "client", None)
            await client.start()
        except Exception as exc:
            self.post_message(TableError("connection", str(exc)))

    def has_lobby(self) -> bool:
        """Is this table's connection a :mod:`net` client, whose lobby the player can go back to
        after the match? (Not for arranged tables such as replays.)"""
        return getattr(self.link, "client", None) is not None

    def back_to_lobby(self) -> None:
        """After the match: leave this screen for the table's lobby, keeping the connection
        (and, when this app hosts the table, the table). The lobby screen this table screen
        came from takes the connection back; a local game, which started without a lobby
        screen, gets one in place of this screen (the app's navigation decides which)."""
        client = getattr(self.link, "client", None)
        back = getattr(self.app, "back_to_lobby", None)
        if client is None or self.closed or back is None:
            self.leave_table()
            return
        if self not in self.app.screen_stack:  # already gone: its unmount closed the connection
            return
        self.closed = True
        self.handed_to_lobby = True
        # stop reading first: the messages that follow stay queued for the lobby
        self.workers.cancel_group(self, "table-reader")
        back(self, client, getattr(self.link, "host", None))

    def watched_match_gone(self) -> bool:
        """A watcher back after a drop at a table that has dealt nothing (restarted without its
        journal): the match this screen shows is gone (ux33 #2: a watcher stayed on it, frozen,
        "Connected again: you are back at the table")."""
        if self.view is None or self.view.get("seat") is not None \
                or self.view.get("phase") == "match_over":
            return False
        welcome = self.welcome()
        return "state_id" in welcome and welcome["state_id"] is None

    def ended_while_away(self, lobby: dict[str, Any]) -> bool:
        """The match on this screen ended while this player was away: the table, back after a
        drop, is in its lobby (``phase`` ``lobby``: no match under way), while the last view
        here is of a match still going (a match that ended in sight of this screen ends in a
        ``match_over`` view first)."""
        seen = self._seen_phase  # (the newest view read, posted or shown: the match's last
        # view, posted, is not shown yet when the reader reads the lobby after it)
        client = getattr(self.link, "client", None)
        # (not a table that forgot this player, or restarted without its journal: that match
        # is gone, not ended, and :meth:`leave_gone_match` says so)
        known = self.welcome().get("state_id") is not None \
            and (self.view is None or self.view.get("seat") is None
                 or getattr(client, "token_kept", False) is True)
        return lobby.get("t") == "lobby" and lobby.get("phase") == "lobby" \
            and seen is not None and seen != "match_over" and known \
            and not self.closed and self.has_lobby()

    def welcome(self) -> dict[str, Any]:
        """The table's last ``welcome`` to this connection ({} when there is none)."""
        welcome = getattr(getattr(self.link, "client", None), "welcome", None)
        return welcome if isinstance(welcome, dict) else {}

    def leave_gone_match(self) -> None:
        """A reconnect did not give the seat back: the table (restarted without its journal, or
        one that gave the seat up) no longer knows this player, so the match on this screen is
        gone. Leave it for the table's lobby (the connection is the same, this player a
        newcomer there), with one message saying why (the app's :meth:`~unotui.flow.Flow.
        match_gone`)."""
        client = getattr(self.link, "client", None)
        gone = getattr(self.app, "match_gone", None)
        if client is None or gone is None or self.closed or self not in self.app.screen_stack:
            return
        welcome = self.welcome()
        table = welcome.get("table")
        where = table if isinstance(table, str) and table else _("The table")
        was, was_id = self.sat_at.get("table"), self.sat_at.get("table_id")
        if isinstance(was, str) and was and was != table and isinstance(was_id, str) \
                and was_id != welcome.get("table_id"):
            # (another table, opened at its address after its host's app was killed: not a
            # restart of it, and its match may yet be resumed; no seat at the other one the
            # player did not choose, newbie82 #2)
            replaced = getattr(self.app, "table_replaced", None)
            if replaced is not None:
                self.closed = True
                self.handed_to_lobby = True
                self.workers.cancel_group(self, "table-reader")
                watching = self.view is not None and self.view.get("seat") is None
                replaced(client, sentences(
                    _("{table} went away: another table, {other}, answers at its address now.",
                      table=was, other=where),
                    # (a watcher has no seat kept: review91 #1)
                    _("If its host opens {table} again, you can watch it again.", table=was)
                    if watching else
                    _("If its host opens {table} again, join it under the same name: your seat "
                      "is kept for you.", table=was)))
                return
        if self.view is not None and self.view.get("seat") is None:  # (a watcher)
            text = _("{table} restarted: the match you were watching is gone.", table=where)
        elif welcome.get("state_id") is None:  # (a table that has not dealt yet: a new one)
            text = _("{table} restarted: the match you were playing is gone.", table=where)
        else:
            text = _("{table} no longer keeps your seat: the match you were playing is gone.",
                     table=where)
        text += "\n\n" + _("You are back at its lobby as a newcomer.")
        self.closed = True
        self.handed_to_lobby = True
        # stop reading first: the messages that follow stay queued for the lobby
        self.workers.cancel_group(self, "table-reader")
        gone(self, client, getattr(self.link, "host", None), text)

    @work(group="table-send")
    async def _next_round(self) -> None:
        try:
            await self.link.next_round()
        except Exception as exc:
            self.post_message(TableError("connection", str(exc)))

    @on(ChatArrived)
    def show_chat(self, message: ChatArrived) -> None:
        client = getattr(self.link, "client", None)
        chats = getattr(client, "chats", None)
        if isinstance(chats, Sequence):  # the connection keeps the table's chat (lobby, match)
            self.query_one(ChatPanel).show_all(chats)
        else:
            self.query_one(ChatPanel).add(message.sender, message.text)
        self.fold_chat()  # (the first message brings a folded chat's box back)

    @on(TableError)
    def show_error(self, message: TableError) -> None:
        from core.game import NO_CATCH

        self._unanswered = None
        self._uno_in_flight, self._uno_late = False, False  # (a play refused: none landed)
        self._draw_sent = None  # (a d refused is answered too: no draw of it comes, review47 #3)
        if self._date_sent:  # (the date refused, a stale state perhaps: asked again)
            self._date_sent, self._dialog_state = False, None
            if message.code == "stale_state" and not self._date_resent \
                    and self._date_value is not None:
                # (another seat's date landed first: this one goes again by itself, against
                # the newest view, newbie76 #2 — not "the game moved on: try again")
                self._date_resend = True
                self._resend_date()
                self.update_status()
                return
            self.call_after_refresh(self.maybe_open_turn_dialog)
        text = error_text(message.code, message.message)  # (the engine's words: why exactly)
        if message.code == "no_catch" and message.message == NO_CATCH["caught_first"]:
            text = self.caught_first() or text  # (a race lost: the log names who won it)
        elif message.message == NO_CATCH["called"] and self._catch_sent is not None \
                and isinstance(self._catch_sent[0], int):  # (the engine's words name nobody)
            text = _("{who} called UNO in time.", who=self.who(self._catch_sent[0]))
        self.update_status(text)
        if message.code == "connection":  # (a kick is told once, as the table closes it)
            self.app.notify(text, title=_("Connection"), severity="error", timeout=8)

    def since_opening(self, target: int) -> tuple[Any, list[dict[str, Any]]]:
        """The play of ``target``'s that opened the catch window on them (its event, ``None``
        when the log no longer holds it) and the events after it."""
        log = (self.view or {}).get("log") or []
        for at in range(len(log) - 1, -1, -1):
            ev = log[at]
            if ev.get("type") in ("play", "judgement") and ev.get("seat") == target:
                return ev, log[at + 1:]
        return None, list(log)

    def window_key(self, target: int) -> tuple[int, Any]:
        """The catch window on ``target``, told apart from any other: the play that opened
        it (its event's ``seq``), else the pile's size — which a reshuffle can bring back to
        the same number for a later window (review51)."""
        opened, _after = self.since_opening(target)
        return target, (("seq", opened.get("seq")) if opened is not None
                        else (self.view or {}).get("discard_size"))

    def caught_in_window(self, target: int) -> bool:
        """Has someone caught ``target`` since the play that opened the window on them? Then
        the window stays open only for more catchers (``uno_penalty_per_catcher``), each a
        genuine catch — their hand holds the penalty's cards by then, no accusation (review51
        #2)."""
        _opened, after = self.since_opening(target)
        return any(ev.get("type") == "caught" and ev.get("target") == target for ev in after)

    def caught_first(self) -> str | None:
        """"Ana caught Cy first.": who caught the player this app's last catch named, after the
        events it had seen when it sent it, for a catch the table refused because someone else
        made it first (its message says so; this only names them), else ``None``."""
        me = (self.view or {}).get("seat")
        if self._catch_sent is None:
            return None
        target, after = self._catch_sent
        for ev in reversed((self.view or {}).get("log") or []):
            if not isinstance(ev.get("seq"), int) or ev["seq"] <= after:
                break
            if ev.get("type") == "caught" and ev.get("seat") != me \
                    and ev.get("target") == target:
                return _("{catcher} caught {target} first.",
                         catcher=seat_name(ev.get("seat"), self.names, me),
                         target=seat_name(ev.get("target"), self.names, me, start=False))
        return None

    @on(ConnectionChanged)
    def show_connection(self, message: ConnectionChanged) -> None:
        """One status line while the table is away (attempt and countdowns, refreshed each
        second; never a toast per attempt); the app takes over when the table closed or was
        given up (see :mod:`unotui.flow`)."""
        state = message.state
        was_away = self.reconnecting.active
        away = self.reconnecting.follow(self, message.info, self.show_away)
        if not away and state in ("restored", "connected"):
            # (back: not "closed", a reconnect refused for good, which the results took for
            # back and sent the Enter kept meanwhile to a dead client, review85 #3)
            self.results_connection(None)
        keys = self.keys_state()
        if keys != self._keys_state:  # (the footer drops the game's keys while away)
            self._keys_state = keys
            self.refresh_bindings()
        if away:
            return
        if state in ("restored", "connected"):
            # (a date sent as the connection dropped was lost without an error: the table's
            # next view asks it again if it never landed, review58 #1 — by itself, though that
            # view's state is the one the question was opened for, review61 #3)
            if self._date_sent:
                self._date_sent, self._dialog_state = False, None
            self.update_status()
            if (message.info.get("seat_kept") is False or self.watched_match_gone()) \
                    and self.has_lobby() and hasattr(self.app, "match_gone"):
                # (the table no longer knows this player, or no longer has the match watched
                # here: what follows is its lobby as a newcomer's, then the screen leaves for
                # it, update_names)
                self._match_gone = True
            elif message.info.get("seat_kept") is False:  # a bot plays the seat: this one watches
                self.app.notify(_("Connected again, but the table had given up your seat: you "
                                  "are back as a newcomer."), title=_("Connection"), timeout=8)
            elif was_away:  # (the status line's countdown is gone: the log says it came back)
                # (and that a bot played the seat meanwhile, as the Join screen says it: the
                # table said only that the player was back, review99 #4)
                again = _("Connected again: you are back in your seat; a bot played it while "
                          "you were away.") if message.info.get("held") is True \
                    else _("Connected again: you are back at the table.")
                last = self.match_log.events[-1] if self.match_log.events else {}
                if last.get("type") != "table_note" or last.get("text") != again:
                    # (not twice in a row: a host that froze and came back dropped the
                    # connection again at once, and the log said it twice, newbie57 #8)
                    self.match_log.note(again, news=False)
                if self._unanswered is not None:  # (sent as the connection failed: power37 #1)
                    self._unanswered = None
                    # (said once the table's first view shows it did not land: it had landed,
                    # its view came right after, and the log said it may not have, newbie57 #8)
                    self._move_in_doubt = self._sent_after
                if self.view is not None:
                    self.show_log()
        elif state == "closed":
            self.table_went_away(message.info)

    def doubt_lost_move(self, view: dict[str, Any]) -> None:
        """The first view after the connection came back with a move unanswered: unless it
        shows a move of this player's made after the one the move was sent after, the log
        says the move may not have reached the table."""
        after, self._move_in_doubt = self._move_in_doubt, None
        if after is None or view.get("round") != self._sent_in_round:
            # (a round dealt while away: the move was of the round before — a winning last
            # card said maybe lost, review68 #1 — and "if it is still your turn" means nothing)
            return
        me = view.get("seat")
        landed = any(isinstance(ev.get("seq"), int) and ev["seq"] > after
                     and ev.get("seat") == me and ev.get("type") in SENT_MOVES
                     for ev in view.get("log") or [])
        if not landed:
            self.match_log.note(_("Your last move may not have reached the table: if it is "
                                  "still your turn, play again."))

    def show_away(self, text: str) -> None:
        """The one line while the table is away: in the status line, and on the results when
        they are showing (their countdown means nothing while the table cannot deal)."""
        self.update_status(text)
        self.results_connection(text)

    def results_connection(self, text: str | None) -> None:
        """Tell this table's results screen, if open, the connection line (``None``: back)."""
        screen = self._round_end
        if screen is not None and screen in self.app.screen_stack \
                and hasattr(screen, "show_connection"):
            screen.show_connection(text)

    def table_went_away(self, info: dict[str, Any]) -> None:
        """The connection ended for good: closed by the host, given up, or refused."""
        reason = info.get("reason")
        if reason in ("left",) or self.closed:
            return
        if reason == "shutdown" and hasattr(self.app, "table_closed"):
            self.closed = True
            from ..flow import UNKNOWN_SEAT

            client = getattr(self.link, "client", None)
            self.app.table_closed(info, token=getattr(client, "token", None),
                                  you=self.view.get("seat") if self.view is not None
                                  else UNKNOWN_SEAT,
                                  owner=getattr(client, "owner", False) is True)
            return
        client = getattr(self.link, "client", None)
        if reason == "gone" and client is not None and hasattr(self.app, "table_gone"):
            from ..flow import gone_words

            self.update_status(gone_words(client))
            self.results_connection(gone_words(client))
            # (a match over: nothing to resume there, as from a lobby, newbie41 #1)
            over = self.view is not None and self.view.get("phase") == "match_over"
            self.app.table_gone(gone_words(client), client.retry, self.leave_table,
                                match=not over, watching=not self.seated())
            return
        if reason == "kicked":
            # (back where the player came from, told why, as from the lobby: power37 #6)
            self.closed = self.removed = True
            from ..connection import tell_removed

            tell_removed(self.app, getattr(getattr(self.link, "client", None), "lobby", None))
            self.update_status(error_text("kicked"))
            ends = getattr(self.app, "leaving_ends_words", None)
            if not (callable(ends) and ends()):  # (no menu to go to: it stays, q leaves; an
                self._leave()                    # app that ended would take the notice along)
        else:
            self.update_status(_("The table closed the connection. Press q to leave."))

    @on(LobbyChanged)
    def update_names(self, message: LobbyChanged) -> None:
        from ..link import names_from_lobby

        if self._match_gone and message.info.get("t") == "lobby":
            self.leave_gone_match()
            return
        if self.ended_while_away(message.info):
            # (its lobby takes the connection, and the match's end sent again after this lobby
            # — ``again`` — says who won and the scores there: the player sat at a frozen
            # match, "Waiting for Ann to play…", for good)
            self.back_to_lobby()
            return
        self.names = names_from_lobby(message.info, self.names)
        self.note_lobby_news(message.info)
        seats = message.info.get("seats")
        players = self.query_one(PlayersPanel)
        window = (message.info.get("settings") or {}).get("reconnect_window")
        if isinstance(window, int | float) and not isinstance(window, bool):
            self._window = float(window)
        if isinstance(seats, list):
            for i, seat in enumerate(seats):
                if isinstance(seat, dict):
                    index = seat.get("seat", i)
                    if seat.get("bot"):
                        players.bots[index] = str(seat["bot"])
                        self._offline_since.pop(index, None)  # (no longer waits: a bot plays)
                    else:  # a player back from a takeover plays their own seat again
                        players.bots.pop(index, None)
                    if seat.get("stand_in") is True and index not in self._told_left:
                        # (its player left the match before this screen could hear it: a
                        # watcher who came later reads it in the log too)
                        self._told_left.add(index)
                        if isinstance(seat.get("name"), str):
                            self.match_log.note(_("{who} left; a bot plays for {who}.",
                                                  who=seat["name"]))
                    if "connected" in seat:
                        self.note_connection(index, seat, players.connected.get(index))
                        players.connected[index] = bool(seat["connected"])
                        self.note_window(index, seat)
            # (kept for a results screen yet to open, when no round is on: a lobby sent during
            # a round has the last round's ready marks, which the round's end clears)
            self._lobby_seats = seats if self.view is None \
                or self.view.get("phase") not in ACTIVE_PHASES else []
            self._seats_now = seats
            takeable = message.info.get("takeable")
            self._takeable = list(takeable) if isinstance(takeable, list) else []
            self.tell_results(seats, message.info.get("deal_in"))
        if self.view is not None:  # show the new names now (same view, same state)
            view = self.view
            players.left = self.left_seats()
            players.update_table(view, self.names)
            self.query_one(PilePanel).update_table(view, self.names)
            self.show_log()
            self.update_status()

    def note_lobby_news(self, lobby: dict[str, Any]) -> None:
        """Someone began or stopped watching the match (the lobby's ``watchers``), or the table
        passed to another owner (its ``host``, when the owner left): a line in the log, as for
        a player's coming and going. What held when this screen first heard of the table is not
        announced (it was so before this player came)."""
        was_owner, self._owner = self._owner, seat_of(lobby.get("host"))
        line = owner_news(was_owner, self._owner,
                          (self.view or {}).get("seat", lobby.get("you")), self.names)
        if line is not None:
            self.match_log.note(line)
        now = watchers_of(lobby)
        if now is None:
            return
        was, self._watchers = self._watchers, now
        if was is not None:
            self.match_log.note_watchers(was, now)

    def tell_own_seat_free(self, name: str) -> None:
        """The seat of ``name`` dropped while this screen watches under that name asked for
        (the table called it "zoe 2": another app, or another SSH session, of this player held
        the seat), and that seat's token is kept for this player: the seat is theirs, and
        joining the table again sits in it. Said once, in the log and as a notice — the watcher
        was told so only in the join notice, gone a minute before (ssh68 #1)."""
        from ..connection import own_seat_words

        if (self.view or {}).get("seat") is not None or self._told_seat_free:
            return
        text = own_seat_words(getattr(self.link, "client", None), self.table_address(), name,
                              in_match=True)
        if text is None:
            return
        self._told_seat_free = True
        self.match_log.note(text)
        self.app.notify(text, title=_("Your seat"), timeout=30)

    def table_address(self) -> str | None:
        """The address this screen's table was joined at (the app's
        :meth:`~unotui.flow.Flow.address_of` its connection), ``None`` for a table this app
        hosts or when unknown."""
        client = getattr(self.link, "client", None)
        address_of = getattr(self.app, "address_of", None)
        address = address_of(client) if callable(address_of) else None
        address = address or getattr(client, "address", None)
        return address if isinstance(address, str) and address else None

    def note_connection(self, index: int, seat: dict[str, Any], was: bool | None) -> None:
        """A player's connection dropped, or came back, during the match: a line in the log
        at once (the takeover, if it comes, is a minute later)."""
        now = bool(seat.get("connected"))
        if was is None or was == now or seat.get("kind") != "human" or seat.get("bot") \
                or index == (self.view or {}).get("seat") or not isinstance(seat.get("name"), str):
            return
        name = str(seat["name"])
        self.match_log.note_connection(name, back=now)
        if not now:
            self.tell_own_seat_free(name)
        if now:
            self._offline_since.pop(index, None)
        else:
            self._offline_since[index] = (time.monotonic(), None)
            if self._offline_tick is None:
                self._offline_tick = self.set_interval(1.0, self._offline_refresh)

    def note_window(self, index: int, seat: dict[str, Any]) -> None:
        """The host says how long an away player's seat still waits (``window_left``): the
        countdown follows it. So a seat away from the start (a table resumed from its journal,
        or one joined while its player was away), where no drop was seen, counts down too."""
        left = window_left(seat)
        if left is None or index == (self.view or {}).get("seat"):
            return  # (none, or not a number of seconds that can be: as if not said)
        self._offline_since[index] = (time.monotonic(), left)
        if self._offline_tick is None:
            self._offline_tick = self.set_interval(1.0, self._offline_refresh)

    def tell_results(self, seats: list[Any], deal_in: Any) -> None:
        """Between rounds, the results screen shows who else is still reading theirs."""
        showing = getattr(self.app, "results_showing", None)
        screen = showing() if showing is not None else None
        if screen is None or not hasattr(screen, "show_waiting"):
            return
        screen.show_waiting(self.still_reading(seats), deal_in)

    def still_reading(self, seats: list[Any]) -> list[str]:
        """The names of the other players at the table, in ``seats`` (a lobby's), who are on
        their results and not yet ready for the next round."""
        me = self.view.get("seat") if self.view else None
        return [str(s.get("name")) for i, s in enumerate(seats)
                if isinstance(s, dict) and i != me and s.get("kind") == "human"
                and s.get("connected") and not s.get("ready") and not s.get("bot")]

    @on(RoundEnded)
    def round_ended(self, message: RoundEnded) -> None:
        """Net's round/match end message may carry extras (deck-honesty check)."""
        v = self.view
        screen = self._round_end
        if screen is not None and v is not None and screen.view.get("round") == v.get("round"):
            screen.add_info(message.info)
        else:
            self._pending_round_info = {**(self._pending_round_info or {}), **message.info}

    # -------------------------------------------------------------- key availability
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "help" and self.query_one(ChatPanel).typing:
            return False  # (hidden: ? is typed into the chat, whose F1 opens the help,
            # newbie41 #5)
        v = self.view
        hand = (v.get("hand") or []) if v else []
        legal = self.legal_types()
        if action in ("move", "pick", "move_to_end"):
            return bool(hand)
        if self.reconnecting.active and action in KEY_ACTIONS.values():
            return False  # (a move sent now would be lost: the keys say so instead)
        if action == "play":  # (while giving cards, Enter is the "give" key)
            return bool(self.playable_cards()) and not self.legal_of("give")
        if action == "name_date":  # (while dates are named, Enter asks for this player's)
            return bool(self.legal_of("date"))
        if action == "give":
            return bool(self.legal_of("give"))
        if action == "accept":  # (d during a Wild Draw Four's question takes the cards)
            return "accept" in legal and not self.reconnecting.active
        if action == "draw":
            return "draw" in legal
        if action == "pass_turn":
            return "pass" in legal
        if action in ("uno", "catch"):  # (not while dates are named: nothing is dealt yet)
            return self.round_active() and self.seated() and not self.naming_dates() \
                and self.out_of_play() is None
        if action == "challenge":
            return "challenge" in legal
        if action == "select":  # (not while giving cards away: each is given alone, one
            # `give` at a time; marked cards were called a play that cannot be made, and Enter
            # gave the one under the cursor, the marked ones left marked, newbie74 #5)
            return bool(v and (v.get("rules") or {}).get("multi_play", "off") != "off") \
                and self.seated() and not self.naming_dates() and not self.legal_of("give")
        if action == "special":
            return bool(self.legal_of("death_number") or self.legal_of("judgement"))
        if action == "take_seat":  # (a watcher, at a table with a bot's seat to take)
            return not self.seated() and not self.reconnecting.active \
                and bool(self.bot_seats()) and callable(getattr(self.link, "take_seat", None))
        if action == "jump_color":  # (not while reconnecting: above, for the other keys)
            return not self.reconnecting.active and bool(parameters) \
                and parameters[0] in self.jump_colors()
        return True

    def keys_state(self) -> tuple[bool | None, ...]:
        """What :meth:`check_action` says of every key's action now (the Footer shows that)."""
        return tuple(self.check_action(action, ()) for action in _CHECKED_ACTIONS)

    def not_your_turn_text(self) -> str:
        """A key refused as another player is to move: who that is."""
        return _("It is not your turn: waiting for {who}.",
                 who=self.who((self.view or {}).get("current")))

    def why_not(self, action: str) -> str:
        """Why ``action`` cannot act now, for the status line."""
        v = self.view
        if v is None:
            return _("The table has not sent the game yet.")
        if self.reconnecting.active:
            return _("The table is away: moves wait until the connection is back.")
        if v["phase"] in ("round_over", "match_over"):
            return _("The round is over.")
        if not self.seated():
            if self.check_action("take_seat", ()):  # (a bot's seat is there to take)
                return _("You are watching this match: s takes over a seat a bot plays; chat "
                         "(t), help (?) and q work too.")
            return _("You are watching this match: only chat (t), help (?) and q work.")
        out = self.out_of_play()
        if out is not None:
            return sentences(out, _("Only chat (t), help (?), the log and q work."))
        if self.naming_dates():
            return _("Nothing is dealt yet: everyone names a date for judgement day first.")
        if action == "select" and self.legal_of("give"):
            return _("Cards are given one at a time: choose one, then Enter.")
        if action == "select":
            return _("Playing several cards at once is off in these rules.")
        if action in ("move", "pick", "move_to_end"):
            return _("You have no cards.")
        if action == "challenge":
            return _("There is no Wild Draw Four to challenge.")
        if action == "special":
            rules = v.get("rules") or {}
            death, judgement = bool(rules.get("death_number")), bool(rules.get("judgement_day"))
            if death and judgement:
                return _("No special move (death number, judgement day) is possible now.")
            if death:
                # (one status line at 80 columns holds it whole, ux30 #7: the help says more)
                return _("No death number: your hand must be all numbers adding up to the "
                         "number played.")
            if judgement:
                return _("No judgement day now: your number cards spell no other player's date.")
            return _("No special moves in these rules.")
        late = self.late_jump_text() if action == "play" else None
        if late is not None:
            return late
        if not self.my_turn():
            return self.not_your_turn_text()
        if v["phase"] == "choose_color":
            return _("Choose the colour first.")
        if v["phase"] == "challenge":
            return _("Challenge the Wild Draw Four (x) or take the cards (d) first.")
        if action in ("draw", "pass_turn") and self.must_play_drawn():
            return _("These rules say a drawn card that fits must be played: play {card} "
                     "(Enter).", card=self.card(v["drawn"]))
        if action == "draw" and v.get("drawn"):
            return _("You already drew: play the drawn card (Enter) or pass (p).")
        if action == "draw":
            return _("You hold a playable card, so you may not draw.")
        if action == "pass_turn":
            return _("You can only pass after drawing a playable card.")
        if action == "play" and self.pending_to_take():
            return self.cannot_stack_text()
        if action == "play":
            return _("No card in your hand can be played now: draw a card (d).")
        return _("That is not possible now.")

    def pending_to_take(self) -> int:
        """The cards of a pending penalty this player must take or stack on, on their turn."""
        v = self.view or {}
        return int(v.get("pending") or 0) if self.my_turn() else 0

    def cannot_stack_text(self) -> str:
        """Why a card is refused while a penalty is pending: only a draw card the stacking rule
        allows goes on it (a Skip on a Draw Two read "draw a card (d)", while d takes them all,
        newbie34 #4)."""
        n = self.pending_to_take()
        if self.playable_cards():
            return ngettext("Only a draw card can go on the pending penalty: stack one, or take "
                            "the {n} card (d).",
                            "Only a draw card can go on the pending penalty: stack one, or take "
                            "the {n} cards (d).", n)
        return ngettext("No card of yours can go on the pending penalty: take the {n} card (d).",
                        "No card of yours can go on the pending penalty: take the {n} cards (d).",
                        n)

    def late_jump_text(self) -> str | None:
        """Why Enter does not play the card under the cursor when that card's chance to jump in
        has just passed (the Enter was meant for it), else ``None``."""
        code = self.query_one(HandView).current()
        if code is None or code != self._jump_passed or code in self.playable_cards():
            return None
        if not self.my_turn():
            return self.chance_passed_text(code)
        return _("Too late to jump in with {card}; it does not fit now: play another card "
                 "or draw (d).", card=self.card(code))

    def chance_passed_text(self, code: str) -> str:
        """Out of turn, a key meant for the chance to jump in with ``code``, gone by now."""
        return _("Too late: the chance to jump in with {card} has passed.", card=self.card(code))

    def explain_key(self, key: str) -> bool:
        """A key whose action cannot act now explains why instead of doing nothing (``True``:
        the key is used up). The app asks this, for each key in the order typed, just before
        the bindings act, so a key typed behind one that opens a dialog goes to the dialog."""
        if key in JUMP_COLOR_KEYS:
            return self.explain_color_key(key)
        action = KEY_ACTIONS.get(key)
        if action == "play" and self.legal_of("give"):
            action = "give"  # (Enter gives a card away now)
        elif action == "play" and self.legal_of("date"):
            action = "name_date"  # (Enter asks for this player's date again)
        elif action == "draw" and "accept" in self.legal_types():
            action = "accept"  # (d takes a Wild Draw Four's cards now)
        guard = self._dialog_guard
        if guard is not None and action in GUARDED_ACTIONS and time.monotonic() < guard[0]:
            self.update_status(guard[1])  # (meant for the dialog that just closed by itself)
            return True
        if action is None or self.check_action(action, ()):
            return False
        said = self.why_not(action)
        self.update_status(said, of_turn=not self.my_turn() and said == self.not_your_turn_text())
        return True

    def explain_color_key(self, key: str) -> bool:
        """r, y, g or b when no wild card can be jumped in with naming that colour: said, not
        silent (newbie38 #4: a late one did nothing, where a late Enter said why)."""
        if self.check_action("jump_color", (JUMP_COLOR_KEYS[key],)):
            return False
        passed = self._jump_passed
        if passed is not None and passed.startswith("W") and not self.my_turn():
            self.update_status(self.chance_passed_text(passed))
        elif self.view is not None and self.round_active() and self.seated() \
                and self.my_turn():  # (on one's own turn no jump-in is missed: what the turn
            # wants, after the words — "Jump-in is off" hid "Your turn" for 8 s, ssh48 #4)
            self.update_status(sentences(_("No colour to name now."), self.waiting_text()))
        elif self.view is not None and self.round_active() and self.seated():
            if not (self.view.get("rules") or {}).get("jump_in"):  # (as Space and a say,
                self.update_status(_("Jump-in is off in these rules."))  # newbie41 #7)
            else:
                self.update_status(_("{key} names a colour as you jump in with a wild card; "
                                     "there is no such chance now.", key=key))
        else:
            return False
        return True

    def dialog_coming(self) -> bool:
        """Whether a move being worked out (:meth:`play_flow`, :meth:`action_special`) is
        about to ask in a dialog: the app holds keys typed meanwhile for that dialog."""
        return self.app.screen is self and any(
            worker.node is self and worker.group == "table-play" and not worker.is_finished
            for worker in self.workers)

    async def on_key(self, event: Key) -> None:
        """While the chat input has focus, keys still on their way to the hand (typed in the
        same burst as ``t``, before the focus moved) are handed to the input instead. A key
        other than a number ends a number's pick (:meth:`action_pick`)."""
        if self.app.screen is not self:
            return
        if event.key not in PICK_KEYS and event.key != "u":
            # (a pick confirmed with Enter, or left by the arrows, stayed: the same number a
            # later turn then played at its first press, newbie54 #1; u, UNO called with the
            # card picked, keeps it: "2 u 2" plays card 2 as the status line asks, newbie68 #1)
            self._picked = None
        chat = self.query_one(ChatPanel)
        if chat.is_open:
            await chat_takes_key(chat, event)
            return
        if event.key == "t":  # open the chat here, not at the app's binding check, so the
            event.stop()      # keys queued behind "t" already find the input open
            event.prevent_default()
            self.action_chat()
            return
        # Every other key acts here, as the app's binding check would a step later (after the
        # app's look at it: a dialog on its way waits for it, UnoApp.key_arrived): a move
        # typed just before t (one read of the terminal: a slow SSH link's packet, a fast
        # typist) found the chat opened by t first, and was lost (ssh67 #2).
        arrived = getattr(self.app, "key_arrived", None)
        if arrived is not None and (await arrived(event)
                                    or await self.app._check_bindings(event.key)):
            event.stop()
            event.prevent_default()
            return
        if event.character and event.character.isalpha() and event.is_printable \
                and event.key not in self.active_bindings:
            # (a letter no key of the table is: every other key says why it did nothing, s
            # said nothing at all, newbie49 #11; a capital of one that is, Caps Lock's, says
            # which, review54)
            lower = event.character.lower()
            if lower != event.character and lower in self.active_bindings:
                self.update_status(_("{key} does nothing at the table: is Caps Lock on? The "
                                     "key is {lower}.", key=event.character, lower=lower))
            else:
                self.update_status(_("{key} does nothing at the table: ? lists its keys.",
                                     key=event.character))

    # ----------------------------------------------------------------------- actions
    def action_move(self, step: int) -> None:
        self._jump_passed = None
        self.query_one(HandView).move(step)
        self.describe_cursor()

    def action_move_to_end(self, last: int) -> None:
        """Home (``0``) and End (``1``): the cursor to the hand's first or last card."""
        hand = self.query_one(HandView)
        self._jump_passed = None
        hand.move_to(len(hand.cards) - 1 if last else 0, placed=True)
        self.describe_cursor()

    def action_pick(self, index: int) -> None:
        """Number key: put the cursor on card ``index`` (``1`` is the first, ``0`` the tenth);
        the same number again plays it (as Enter would). The first press never plays, even when
        the cursor already stood there (a turn starts with it on a playable card)."""
        hand = self.query_one(HandView)
        if index >= len(hand.cards):
            self.update_status(ngettext("You hold only {n} card.", "You hold only {n} cards.",
                                        len(hand.cards)))
            return
        if hand.cursor == index and self._picked == index and self.enter_acts():
            self._picked = None
            self.action_play()
            return
        hand.move_to(index, placed=True)
        self._jump_passed = None
        self._picked = index
        self.describe_cursor()

    def action_scroll_log(self, pages: int) -> None:
        """PgUp/PgDn: scroll the log a page back (or forward) through the match."""
        panel = self.query_one(LogPanel)
        panel.scroll_back(pages * max(1, panel.size.height - 1))

    def action_history(self) -> None:
        """``L``: the whole match's history, full screen."""
        from ..dialogs.history import HistoryScreen

        me = self.view.get("seat") if self.view else None
        self.app.push_screen(HistoryScreen(self.match_log, self.names, me,
                                           ascii_only=self.ascii_only,
                                           chat=list(self.query_one(ChatPanel).history)))

    def drawn_only_text(self, code: str) -> str | None:
        """Why ``code`` may not be played when the card just drawn is the only one that may
        (it must be played, or played or kept); ``None`` with no card drawn, or for that one."""
        v = self.view or {}
        if not v.get("drawn") or code == v["drawn"]:
            return None
        if self.must_play_drawn():
            return self.why_not("pass_turn")
        return _("After drawing you may only play the card you drew ({card}) or pass (p).",
                 card=self.card(v["drawn"]))

    def describe_cursor(self) -> None:
        hand = self.query_one(HandView)
        code = hand.current()
        if code is None or self.view is None:
            return
        if hand.selected and self.my_turn():  # (a multi-play under way: what joins it)
            self.update_status(None if code in self.raised_cards() else _(
                "{card} cannot be played with the cards selected.", card=self.card(code)))
        elif self.my_turn() and code in self.partner_cards() and self.goes_with_text(code):
            # (its + mark: what it goes with, and how to play them, newbie57 #3)
            self.update_status(self.goes_with_text(code))
        elif code == "W4" and self.view.get("bluff") and code in self.playable_cards():
            self.update_status(_("Wild Draw Four now would be a bluff: you hold a {color} card.",
                                 color=color_name(self.view.get("color"))))
        elif self.my_turn() and not self.playable_cards() and not self.view.get("pending") \
                and "draw" in self.legal_types():
            # (moving through a hand where nothing fits said "… does not fit" card after card,
            # never what to do instead)
            self.update_status(_("No card of yours fits the pile now: draw a card (d)."))
        elif self.my_turn() and code not in self.playable_cards() \
                and (drawn_only := self.drawn_only_text(code)) is not None:
            # (a card that fits the pile, after a draw: "does not fit" was said of it, where
            # only the card drawn may be played now, newbie70 #1)
            self.update_status(drawn_only)
        elif self.my_turn() and code not in self.playable_cards() and self.pending_to_take():
            # (a W+4 under a pending Draw Two "did not fit the pile", which it fits: the
            # reason is the penalty, and d takes it — as Enter says it, newbie65 #4)
            self.update_status(self.cannot_stack_text())
        elif self.my_turn() and code not in self.playable_cards():
            self.update_status(_("{card} does not fit the pile now.", card=self.card(code)))
        else:
            self.update_status()

    @on(HandView.CardClicked)
    def card_clicked(self, message: HandView.CardClicked) -> None:
        if message.play and self.enter_acts():
            self.action_play()
        else:
            self.describe_cursor()

    def selected_also(self, code: str) -> list[str]:
        """The other selected cards to play together with ``code`` (multi-play)."""
        hand = self.query_one(HandView)
        return [hand.cards[i] for i in sorted(hand.selected)
                if i != hand.cursor and i < len(hand.cards)]

    def enter_acts(self) -> bool:
        """Does Enter do something now (play a card, or give one away)?"""
        return bool(self.check_action("play", ()) or self.check_action("give", ()))

    def action_give(self) -> None:
        """Enter while giving cards away (a wild power's swap): give the card under the
        cursor (:meth:`action_play` knows how)."""
        self.action_play()

    def action_jump_color(self, color: str) -> None:
        """Jump in with the wild card identical to the one just played, naming ``color``."""
        jump = self.jump_card()
        variants = [a for a in self.legal_of("play")
                    if a.get("card") == jump and a.get("color") == color]
        if not variants:
            return
        if len({a.get("power") for a in variants}) > 1:  # (wild powers: which one is asked)
            self.action_play()
            return
        self.send_play(variants)

    def action_name_date(self) -> None:
        """Enter while this player's date is still to be named: the date question again."""
        self._date_later = False
        self._dialog_state = None
        self.maybe_open_turn_dialog()

    def action_play(self) -> None:
        v = self.view
        code = self.query_one(HandView).current()
        if v is None or code is None:
            return
        give = {"type": "give", "card": code}
        if self.legal_of("give"):
            if give in self.legal_of("give"):
                self.send(give)
            return
        jump = self.jump_card()
        if code not in self.playable_cards() and jump is not None:
            code = jump  # (the status line says Enter plays the jump-in card)
            hand = self.query_one(HandView)
            hand.move_to(hand.cards.index(jump))
        if code not in self.playable_cards():
            late = self.late_jump_text()
            if late is not None:
                self.update_status(late)
            elif not self.my_turn():
                self.update_status(self.why_not("play"))
            elif (drawn_only := self.drawn_only_text(code)) is not None:
                self.update_status(drawn_only)
            elif self.misplay_penalty():
                self.try_misplay(code)
            elif self.pending_to_take():
                self.update_status(self.cannot_stack_text())
            else:
                # (short enough for 60 columns, where "…on the pile." was cut: ssh47 #6)
                self.update_status(_("{card} does not match the pile's colour, number or "
                                     "symbol.", card=self.card(code)))
            return
        self._jump_passed = None
        self.play_flow(code, self.selected_also(code))

    def misplay_penalty(self) -> int:
        """The cards trying a card that does not fit costs this player now (the
        ``misplay_penalty`` rule), 0 when it is off — or when a misplay of theirs was punished
        already since the last move (the table punishes one a turn: another is only refused)."""
        v = self.view or {}
        n = int((v.get("rules") or {}).get("misplay_penalty") or 0)
        for ev in reversed(v.get("log") or []):
            kind = ev.get("type")
            if kind == "misplay" and ev.get("seat") == v.get("seat"):
                return 0
            if kind in ("play", "pass", "round_start", "color", "accept", "challenge", "give",
                        "date", "death_number", "judgement") \
                    or (kind == "draw" and ev.get("why") == "turn"):
                break  # (a move: the table's once-a-turn counts afresh, as the engine's spent)
        return n

    def try_misplay(self, code: str) -> None:
        """Enter on a card that does not fit, on your turn, under the ``misplay_penalty`` rule:
        the first press says what trying it costs; a second press on the same card tries it, and
        the table refuses it and deals the penalty (as the rule and the help say). A card that
        fits is never sent this way."""
        n = self.misplay_penalty()
        if self._misplay_warned != code:
            self._misplay_warned = code
            self.update_status(ngettext(
                "{card} does not fit the pile: trying it costs {n} card. Press Enter again to "
                "try it.",
                "{card} does not fit the pile: trying it costs {n} cards. Press Enter again to "
                "try it.", n, card=self.card(code)))
            return
        self._misplay_warned = None
        action: dict[str, Any] = {"type": "play", "card": code}
        if Card.parse(code).color is None:  # (a wild names a colour, even one refused)
            action["color"] = str((self.view or {}).get("color") or "red")
        self.send(action)

    def goes_with_text(self, code: str) -> str:
        """What ``code``, which fits only with other cards (a multi-play), goes with, naming
        the fewest that make it fit ("Y2 goes only with B2: Space selects them, Enter
        plays."); "" when no play takes it."""
        sets: list[list[str]] = []
        for a in self.legal_of("play"):
            with_it = [str(a.get("card")), *map(str, a.get("also") or [])]
            if code in with_it:
                with_it.remove(code)
                sets.append(sorted(with_it))
        fewest = min((len(x) for x in sets), default=0)
        smallest = sorted({tuple(x) for x in sets if len(x) == fewest})
        if len(smallest) == 1:
            # (short enough for 60 columns: "…select them (Space), then…" lost the key
            # that plays them, newbie47 #7)
            return _("{card} goes only with {cards}: Space selects them, Enter plays.",
                     card=self.card(code), cards=listing(self.card(c) for c in smallest[0]))
        if smallest:
            return _("{card} goes only with one of {cards}: Space selects it, Enter plays.",
                     card=self.card(code),
                     cards=listing(" + ".join(self.card(c) for c in x) for x in smallest))
        return ""

    @work(group="table-play", exclusive=True)
    async def play_flow(self, code: str, also: list[str]) -> None:
        """Narrow the legal plays of ``code`` down to one, asking only what differs between them
        (wild power, target player, colour), then send it."""
        v = self.view or {}
        variants = [a for a in self.legal_of("play") if a.get("card") == code
                    and sorted(a.get("also") or []) == sorted(also)]
        if not variants:
            goes_with = self.goes_with_text(code)
            if not also and goes_with:
                # (selected already: what to do next, not "Space selects them" again, which
                # read as "press Space once more", newbie58 #5)
                selected = self.query_one(HandView).selected
                self.update_status(self.selection_text() if selected else goes_with)
            elif also and v.get("drawn") and self.my_turn():
                # (the true reason: "cannot be played together" of Y4 and B4, newbie38 #8)
                self.update_status(_("After drawing, only the card you drew may be played, "
                                     "by itself: {card} (Enter on it), or keep it (p).",
                                     card=self.card(str(v["drawn"]))))
            else:
                self.update_status(_("Those cards cannot be played together."))
            return
        powers = sorted({a.get("power") or "" for a in variants})
        if len(powers) > 1:
            labels = {"": _("Only change the colour"), "peek": _("Look at a player's hand"),
                      "swap": _("Swap cards with a player")}
            power = await self.ask_for_play(code, _dialogs().OptionsDialog(
                _("What does your Wild do?"), [(labels.get(p, p), p) for p in powers],
                table_keys=True))
            if power is None:
                self.play_cancelled(code)
                return
            variants = [a for a in variants if (a.get("power") or "") == power]
        targets = sorted({a["target"] for a in variants if a.get("target") is not None})
        if len(targets) > 1:
            if code[1:] == "7":
                title = _("Swap hands with whom?")
            elif variants[0].get("power") == "peek":
                title = _("Look at whose hand?")
            else:
                title = _("Swap cards with whom?")
            # (a 7: Enter takes the smallest hand, the usual swap)
            smallest = min(range(len(targets)), key=lambda i: v["counts"][targets[i]])
            chooser = _dialogs().ChoosePlayerDialog(
                title, [(t, self.seat_with_count(t)) for t in targets],
                initial=smallest if code[1:] == "7" else 0, label=self.seat_with_count)
            seat = await self.ask_for_play(code, chooser)
            if seat is None:
                self.play_cancelled(code)
                return
            variants = [a for a in variants if a.get("target") == seat]
        colors = sorted({a["color"] for a in variants if a.get("color")})
        if len(colors) > 1:
            bluff_color = v.get("color") if code == "W4" and v.get("bluff") else None
            stake = self.bluff_stake(code, also)
            color = await self.ask_for_play(code, _dialogs().ColorDialog(
                code, bluff_color, ascii_only=self.ascii_only, stake=stake))
            if color is None:
                self.play_cancelled(code)
                return
            variants = [a for a in variants if a.get("color") == color]
        self.query_one(HandView).clear_selection()
        self.refresh_raised()
        self.send_play(variants)

    def seat_with_count(self, seat: int) -> str:
        """A player and the cards they hold now ("Bo (3 cards)"), as a target is offered."""
        counts = (self.view or {}).get("counts") or []
        n = counts[seat] if 0 <= seat < len(counts) else 0
        return ngettext("{who} ({n} card)", "{who} ({n} cards)", n, who=self.who(seat))

    def send_play(self, variants: list[dict[str, Any]]) -> None:
        """Send the play among ``variants`` (one card's wire plays, or one judgement-day
        throw's) that carries the UNO call if it is armed. One that could have carried it and
        went without it is marked on its way: a u pressed before the table answers is a late
        call, made as soon as the view shows the card played (it was lost, the flag cleared by
        that view: newbie34 #2; after a throw too, review50 #2)."""
        wanted = [a for a in variants if bool(a.get("uno")) == self.uno_armed]
        action = dict((wanted or variants)[0])
        self.uno_armed = False
        self._uno_in_flight = not action.get("uno") and any(a.get("uno") for a in variants)
        self._uno_late = False
        self.send(action)

    async def ask_for_play(self, code: str, dialog: Screen[Any]) -> Any:
        """Ask ``dialog`` for the play of ``code``; it closes by itself (answer ``None``) when
        ``code`` can no longer be played (:meth:`close_stale_play_dialog`). Meanwhile the status
        line says the play waits on it: it read "Your turn: play a card (Enter) or draw (d)"
        under "Swap hands with whom?" (newbie84 #7)."""
        card = self.card(code)
        self.update_status(first_that_fits(
            self.status_width(),
            _("Playing {card}: choose in the box above (Esc: back to your hand).", card=card),
            _("Playing {card}: choose above (Esc: back).", card=card)))
        return await self._ask_tracked("_flow_dialog", dialog, code)

    def play_cancelled(self, code: str) -> None:
        """A play's dialog answered nothing: cancelled by the player, or closed because the
        chance passed (then the status line says why already)."""
        if code in self.playable_cards():
            self.update_status(_("Play cancelled."))

    def bluff_stake(self, code: str, also: list[str]) -> int:
        """What ``code`` (with the ``also`` cards) leaves pending for the next player: what
        its player draws if the Wild Draw Four is a bluff and challenged (a stacked total too)."""
        v = self.view or {}
        rules = table_rules(v.get("rules")) or Rules()  # (a newer host's option: official here)
        amount = sum(Card.parse(c).draw_amount for c in (code, *also))
        return pending_after_play(rules, int(v.get("pending") or 0), amount,
                                  jumped=v.get("current") != v.get("seat"))

    def action_accept(self) -> None:
        """Take a Wild Draw Four's cards (d while its question is open or put off)."""
        self.send({"type": "accept"})

    def action_draw(self) -> None:
        self.send({"type": "draw"})

    def action_pass_turn(self) -> None:
        self.send({"type": "pass"})

    def action_uno(self) -> None:
        v = self.view
        if v is None:
            return
        hand = v.get("hand") or []
        if self._uno_in_flight:  # (the play went a moment ago: called once the table answers)
            self._uno_late = True
            # (and armed, should that play never land: the next play carries the call)
            self.uno_armed = self.offers_call("play")
            self.update_status(_("UNO! will be called as your card lands."))
            return
        # a play that leaves one card takes the call with it (under multi-play, a set too).
        # Pressed again, it stays armed: a player taps UNO twice to be sure, and a second tap
        # that took the call back silently got them caught (newbie34 #1)
        # (before the turn, ready for it: kept for the play that comes, newbie84 #1 — also
        # through a jump-in chance that opens and passes meanwhile, review93 #2)
        ahead = len(hand) == 2 and v.get("seat") is not None and not self.my_turn() \
            and v.get("phase") not in ("round_over", "match_over")
        if self.offers_call("play", "judgement"):
            self.uno_armed = True  # (a judgement day's throw that leaves one card too)
            self._uno_ahead = self._uno_ahead or ahead
            self.update_status()
            return
        rules = v.get("rules") or {}
        # (one's own catch window open is no UNO owed: a multi-play window opens on hands
        # no set empties, and a caught player holds more — the call there costs, rules55 #1)
        owed = len(hand) <= 1 or owes_uno(str(rules.get("multi_play", "off")),
                                          [str(c) for c in hand])
        if "uno" in self.legal_types() and not (ahead and not owed):
            # (two cards before one's turn is the call kept for the play, below, also where
            # the false-UNO rule lists the call always: it warned "would be wrong" and forgot
            # the press, review93 #1)
            penalty = int(rules.get("false_uno_penalty") or 0)
            if penalty and not owed and not self._uno_warned:
                # (the false-UNO rule lists the call always: a wrong one costs cards; whole at
                # 60 columns, "Press u again" was cut, newbie61 #5)
                self._uno_warned = True
                self.update_status(first_that_fits(
                    self.status_width(),
                    ngettext("Calling UNO now would be wrong: it costs {n} card. Press u again "
                             "to call.",
                             "Calling UNO now would be wrong: it costs {n} cards. Press u again "
                             "to call.", penalty),
                    _("Calling UNO now would be wrong: costs {n}. u again to call.",
                      n=penalty)))
                return
            self._uno_warned = False
            self.send({"type": "uno"})
            return
        if len(hand) == 1 and v["uno"][v["seat"]]:
            self.update_status(_("You already called UNO."))
            return
        if ahead:
            self._uno_ahead = True
            self.update_status(first_that_fits(
                self.status_width(),
                _("UNO! will be called with the card you play next."),
                _("UNO! goes with your next card.")))
            return
        self.update_status(first_that_fits(
            self.status_width(),
            _("Call UNO with your second-to-last card, or while you hold one card."),
            _("Call UNO with your second-to-last card, or holding one.")))

    def action_catch(self) -> None:
        targets = [int(a["target"]) for a in (self.view or {}).get("legal", [])
                   if a.get("type") == "catch"]
        if not targets:
            self.update_status(_("Nobody can be caught now."))
            return
        view = self.view or {}
        penalty = int((view.get("rules") or {}).get("false_catch_penalty") or 0)
        counts = view.get("counts") or []
        if len(targets) == 1 and targets[0] == view.get("catchable") \
                and 0 <= targets[0] < len(counts) and counts[targets[0]] > 1 \
                and self._accusing != self.window_key(targets[0]) \
                and not self.caught_in_window(targets[0]):
            # (under multi-play a window opens after every play that leaves a few cards:
            # a catch of a hand of several is an accusation, wrong unless they play together,
            # and a c pressed to see what it does wrongly accused someone in everyone's log,
            # newbie47 #11): asked once a window
            self._accusing = self.window_key(targets[0])  # (this window: no play
            # since)
            n = counts[targets[0]]
            holds = ngettext("{who} holds {n} card.", "{who} holds {n} cards.", n,
                             who=self.who(targets[0]))
            costs = ngettext("It costs you {n} card.", "It costs you {n} cards.",
                             penalty) if penalty else ""
            # (said alone, "It costs you 2 cards." read as if every accusation cost: review76 #4)
            wrong = ngettext("A wrong one costs you {n} card.", "A wrong one costs you {n} cards.",
                             penalty) if penalty else ""
            again = _("Press c again to accuse.")
            # (the whole question where it fits; else the shorter words, "press c again"
            # always whole — the one line cut it off at 80 columns, newbie64 #1)
            self.update_status(first_that_fits(
                self.status_width(),
                sentences(holds, _("c accuses them of an UNO hand they did not call (cards "
                                   "that play together): a wrong accusation is said to "
                                   "everyone."), costs, again),
                sentences(holds, wrong,
                          _("Press c again to accuse them of an UNO hand not called.")),
                sentences(holds, wrong, again),
                sentences(wrong, again)))
            return
        if len(targets) == 1 and (targets[0] == view.get("catchable") or not penalty):
            self._accusing = None
            self.send({"type": "catch", "target": targets[0]})
            return
        title = _("Catch whom?")
        if penalty:  # (the rule lists every player: a wrong pick costs cards)
            title = sentences(title, ngettext("A wrong catch costs you {n} card.",
                                              "A wrong catch costs you {n} cards.", penalty))
        self.app.push_screen(  # (c over "Catch whom?" would ask it again: catches off)
            _dialogs().ChoosePlayerDialog(title, [(t, self.who(t)) for t in targets],
                                          catches=False),
            lambda seat: None if seat is None else self.send({"type": "catch", "target": seat}),
        )

    @work(group="table-play", exclusive=True)
    async def action_special(self) -> None:
        """Death number or judgement day, when the rules and your hand allow them. A death
        number alone goes at once (the status line said ``a`` makes it, and it passes with the
        next move); otherwise a dialog asks which, and a judgement day the colour it names:
        only the colours the table allows for that throw, with the cards it throws. A choice
        that can no longer be made says why in the status line."""
        death = bool(self.legal_of("death_number"))
        targets = self.judgement_targets()
        if death and not targets:
            self.send({"type": "death_number"})
            return
        options: list[tuple[str, object]] = []
        if death:
            options.append((_("Death number: reveal your hand and win the round"),
                            {"type": "death_number"}))
        for target in targets:
            cards = self.judgement_throw(target)
            label = _("Judgement day on {who}: throw out {cards}", who=self.who(target),
                      cards=listing(self.card(c) for c in cards)) if cards \
                else _("Judgement day on {who}", who=self.who(target))
            if cards and self.throw_wins(target):
                label = _("Judgement day on {who}: throw out {cards} and win the round",
                          who=self.who(target), cards=listing(self.card(c) for c in cards))
            options.append((label, target))
        if not options:
            self.update_status(self.why_not("special"))
            return
        choice = options[0][1] if len(options) == 1 else await self.ask_special(
            _dialogs().OptionsDialog(_("Special move"), options, table_keys=True), None)
        if isinstance(choice, dict):
            if self.legal_of("death_number"):
                self.send(choice)
            else:
                self.update_status(_("Too late: the death number has passed."))
            return
        if not isinstance(choice, int):
            return
        who = self.who(choice)
        variants = [a for a in self.legal_of("judgement") if a.get("target") == choice]
        colors = sorted({str(a["color"]) for a in variants if a.get("color")})
        color: str | None = None
        if colors:  # (none: the throw ends the round, and no colour counts)
            from ..dialogs.judgement import JudgementColorDialog

            color = await self.ask_special(JudgementColorDialog(
                who, self.judgement_throw(choice) or [], colors, ascii_only=self.ascii_only),
                choice)
            if color is None:
                if self.judgement_targets():
                    self.update_status(_("Judgement day cancelled."))
                return
            variants = [a for a in self.legal_of("judgement")
                        if a.get("target") == choice and a.get("color") == color]
        if variants:
            # (the call goes with a throw that leaves one card when u armed it, as with a
            # play: rules46 #5)
            self.send_play(variants)
        elif color is not None and any(a.get("target") == choice
                                       for a in self.legal_of("judgement")):
            self.update_status(_("{color} is among the cards you throw: name another colour.",
                                 color=color_name(color).capitalize()))
        else:
            self.update_status(_("Too late: judgement day on {who} is no longer possible.",
                                 who=who))

    async def ask_special(self, dialog: Screen[Any], target: int | None) -> Any:
        """Ask ``dialog`` about a special move (``target``: the judgement day it is about, or
        ``None``: which move); it closes by itself (answer ``None``) once that move is no longer
        possible (:meth:`close_stale_special_dialog`)."""
        return await self._ask_tracked("_special_dialog", dialog, target)

    async def _ask_tracked(self, slot: str, dialog: Screen[Any], about: Any) -> Any:
        """Push ``dialog`` and wait for its answer, kept in ``slot`` as ``(dialog, about)``
        while it shows so that the table can close it once ``about`` is gone."""
        setattr(self, slot, (dialog, about))
        try:
            return await self.app.push_screen_wait(dialog)
        finally:
            current = getattr(self, slot)
            if current is not None and current[0] is dialog:
                setattr(self, slot, None)

    def close_stale_special_dialog(self) -> None:
        """Close the question of a special move once the move is gone (a death number passes
        with the next move; a judgement day with the cards that spelt the date)."""
        opened = self._special_dialog
        if opened is None:
            return
        dialog, target = opened
        if dialog not in self.app.screen_stack:
            self._special_dialog = None
            return
        still = bool(self.legal_of("death_number") or self.judgement_targets()) \
            if target is None else target in self.judgement_targets()
        if still or self.app.screen is not dialog:
            return
        self._special_dialog = None
        what = self.moved_on()
        if target is None:
            alone = _("Your chance for a special move has passed.")
            why = _("{what}: your chance for a special move has passed.", what=what) \
                if what else alone
        else:
            alone = _("Judgement day on {who} is no longer possible.", who=self.who(target))
            why = _("{what}: judgement day on {who} is no longer possible.", what=what,
                    who=self.who(target)) if what else alone
        self.closed_by_itself(dialog, why, alone)

    def action_challenge(self) -> None:
        """``x`` at the table challenges at once: the question was put already (its dialog
        opens by itself) and, after Escape, the status line says "x challenges"."""
        self.send({"type": "challenge"})  # (check_action lets x through only when legal)

    def challenge_dialog_follows(self) -> None:
        """The open Wild Draw Four question says how many cards its offender holds now (caught
        without UNO meanwhile, they drew 2: it said the count it opened with, newbie81 #4)."""
        opened = self._turn_dialog
        show = getattr(opened[0], "show_cards", None) if opened is not None \
            and opened[1] == "challenge" else None
        if callable(show):
            show(self.offender_cards()[1])

    def offender_cards(self) -> tuple[Any, int | None]:
        """The seat whose Wild Draw Four waits for this player's answer, and the cards it
        holds (``None`` when the view does not say)."""
        v = self.view or {}
        offender = (v.get("challenge") or {}).get("offender")
        counts = v.get("counts") or []
        cards = counts[offender] if isinstance(offender, int) and 0 <= offender < len(counts) \
            else None
        return offender, cards

    def open_challenge_dialog(self) -> Screen[Any]:
        """Ask whether to challenge the Wild Draw Four; returns the dialog."""
        v = self.view or {}
        offender, cards = self.offender_cards()
        pending = v.get("pending")
        total = pending if isinstance(pending, int) and pending > 0 else 4
        dialog: Screen[Any] = _dialogs().ChallengeDialog(
            self.who(offender), self.previous_color(), cards, total,
            can_stack=bool(self.legal_of("play")))
        self.app.push_screen(dialog, self._challenge_answered)
        return dialog

    def _challenge_answered(self, answer: str | None) -> None:
        if answer in ("challenge", "accept"):
            self.send({"type": answer})
        elif self.asks("challenge"):  # (closed because the question is settled: nothing to say)
            if self.legal_of("play"):
                self.update_status(_("Decide later: x challenges, d takes the cards, or play "
                                     "a draw card on it."))
            else:
                self.update_status(_("Decide later: x challenges, d takes the cards."))

    def _color_chosen(self, color: str | None) -> None:
        if color is not None:
            self.send({"type": "color", "color": color})

    def action_select(self) -> None:
        """Space (multi-play): mark the card under the cursor to play with others; the status
        line says how many are marked and that the one under the cursor goes on top."""
        hand = self.query_one(HandView)
        hand.toggle_selected()
        self.refresh_raised()
        self.update_status(self.selection_text())

    def selection_text(self) -> str | None:
        """What Enter does with the cards selected for a multi-play, or ``None`` with none."""
        hand = self.query_one(HandView)
        if not hand.selected:
            return None
        room = self.status_width()  # (in short words where the full ones do not fit: at 60
        # columns ", then Enter." and which cards Enter plays were cut, newbie58 #4)
        chosen = [hand.cards[i] for i in hand.selected if i < len(hand.cards)]
        rules = (self.view or {}).get("rules") or {}
        if len(chosen) > 1 and not owes_uno(str(rules.get("multi_play", "off")), chosen):
            # (cards no play ever holds together: "Enter plays them" was promised, and Enter
            # then refused them — two Wild Draw Fours, newbie68 #2. Asked of the cards alone,
            # as the engine makes a set: not of the plays legal now, none off-turn, review80 #3)
            if any(Card.parse(c).is_wild for c in chosen):
                return first_that_fits(
                    room, _("Wild cards are played one at a time: Space unselects a card."),
                    _("Wilds go one at a time: Space unselects."))
            return first_that_fits(
                room, _("Those cards cannot be played together: Space unselects a card."),
                _("Not playable together: Space unselects."))
        if hand.selected == {hand.cursor}:  # ("plays it and the card under the cursor" read
            code = hand.current()            # as two cards while it was the one, newbie38 #9)
            card = self.card(code or "")
            return first_that_fits(
                room,
                _("{card} selected: move to a card to play with it (on top), then Enter.",
                  card=card),
                _("{card} selected: move to another, then Enter.", card=card))
        n = len(hand.selected)
        # (the short words for a cursor on one of the selected cards: "3 selected: Enter plays
        # them and this one" read as four cards, newbie61 #2)
        short = _("{n} selected: Enter plays them, this one on top.", n=n) \
            if hand.cursor in hand.selected else \
            ngettext("{n} selected: Enter plays it and this one (on top).",
                     "{n} selected: Enter plays them and this one (on top).", n)
        return first_that_fits(
            room,
            ngettext(
                "{n} card selected. Enter plays it and the card under the cursor (on top).",
                "{n} cards selected. Enter plays them; the card under the cursor goes on top.",
                n),
            short)

    def bot_seats(self) -> list[tuple[int, str]]:
        """The seats a watcher may take over now, with their names: the lobby's ``takeable``
        (those one of the table's bots plays; a host that sends none knows no ``take_seat``,
        review35b #4)."""
        if self.view is None or self.view.get("phase") == "match_over":
            return []
        return [(i, str(self._seats_now[i].get("name") or self.who(i)))
                for i in self._takeable
                if isinstance(i, int) and 0 <= i < len(self._seats_now)
                and isinstance(self._seats_now[i], dict)]

    def action_take_seat(self) -> None:
        """``s``, watching a match: play a seat one of the table's bots plays from now on, its
        hand, score and turn included (ux33 #7: a friend who came late could only watch)."""
        self._take_seat()

    @work(group="table-take-seat", exclusive=True)
    async def _take_seat(self) -> None:
        seats = self.bot_seats()
        if not seats:
            return
        if len(seats) == 1:
            seat, name = seats[0]
            yes = await self.app.push_screen_wait(_dialogs().ConfirmDialog(
                _("Take {name}'s seat?", name=name),
                _("You play it from now on, with its hand and score; {name} stops playing.",
                  name=name), default=True))
            if not yes:
                return
        else:
            # (in seat order, each with its level, as the players' box shows them: the table's
            # order and names alone read as seat numbers, newbie43 #11)
            from ..widgets.table_info import team_number

            bots = self.query_one(PlayersPanel).bots
            counts = (self.view or {}).get("counts") or []

            def about(i: int, name: str) -> str:
                """The seat as the dialog lists it: its bot's level, its team (a team match:
                whose partner it makes you) and its cards (newbie50 #9)."""
                parts = [name] + ([level_name(bots[i])] if i in bots else [])
                team = team_number(self.view or {}, i)
                if team is not None:
                    parts.append(_("team {t}", t=team))
                if i < len(counts) and isinstance(counts[i], int):
                    parts.append(ngettext("{n} card", "{n} cards", counts[i]))
                return " · ".join(parts)

            shown = [(i, about(i, name)) for i, name in sorted(seats)]
            chosen = await self.app.push_screen_wait(_dialogs().ChoosePlayerDialog(
                _("Take whose seat?"), shown,
                body=_("You play it from now on, with its hand and score.")))
            if chosen is None:
                return
            seat = chosen
        self._taking = seat
        try:
            await self.link.take_seat(seat)  # type: ignore[attr-defined]
        except Exception as exc:
            self.post_message(TableError("connection", str(exc)))

    def action_chat(self) -> None:
        self.query_one(ChatPanel).open()
        self.fold_chat()  # (a folded chat's box is drawn again at once: :meth:`fold_chat`)

    def action_escape(self) -> None:
        """Escape at the table: clears the cards selected for a multi-play; with nothing to
        undo or close it says what leaves and what helps, as Tab says what it does not do (it
        did nothing without a word)."""
        if self.query_one(ChatPanel).typing:
            return
        hand = self.query_one(HandView)
        if hand.selected:  # (only Space on each card again undid a multi-play's selection,
            hand.clear_selection()  # and Escape said it had nothing to close, newbie54 #4)
            self.refresh_raised()
            self.update_status(_("Selection cleared."))
            return
        self.update_status(_("Escape has nothing to close: q leaves, ? shows the keys."))

    def action_tab(self) -> None:
        """Tab: not into the chat (power37 #2); in the chat line, nothing."""
        if not self.query_one(ChatPanel).typing:
            self.update_status(_(TAB_WORDS))

    @on(ChatPanel.Send)
    def send_chat(self, message: ChatPanel.Send) -> None:
        if keep_unsent_chat(self, message.text):
            return
        if message.text:
            self._chatted = True
        self.set_focus(self.query_one(HandView))
        if message.text:
            self._send_chat(message.text)

    def focus_after_chat(self) -> HandView:
        """Where the keys go once a chat line is sent (:meth:`ChatPanel.submit`): the hand."""
        return self.query_one(HandView)

    @on(ChatRefused)
    def chat_refused(self, message: ChatRefused) -> None:
        """The table refused a chat line as one too many: kept in the chat line, said."""
        keep_refused_chat(self, message.msg, self.update_status)

    @work(group="table-send")
    async def _send_chat(self, text: str) -> None:
        try:
            await self.link.chat(text)
        except Exception as exc:
            self.post_message(TableError("connection", str(exc)))

    def action_help(self) -> None:
        """``?``: the keys (a spectator's view gets a spectator's keys) and the rules."""
        show = getattr(self.app, "show_help", None)
        if show is not None:
            # (a watcher's s only where a bot's seat may be taken, as the footer has it:
            # newbie44 #14)
            view = self.view if self.view is None or self.view.get("seat") is not None \
                else {**self.view, "takeable": self.check_action("take_seat", ()) is True}
            show(view, self.ascii_only, more=self.help_notes())

    def help_notes(self) -> list[str]:
        """What the table's Players box shows, for ``?``, after the help's own notes on the
        hand (newbie50 #13: in the two columns of a big table the direction of play could not
        be followed, and nothing said how)."""
        from ..widgets.table_info import PlayersPanel, partner_lines

        notes = [_("Players: ▶ marks whose turn it is. In a short window six players or more "
                   "take two columns, in seat order down the left one, then the right one; "
                   "play goes round them the way the Table box's arrow says."),
                 _("UNO! (or ! after the cards) marks a player who called it; \"no UNO\" one "
                   "who did not, whom c catches.")]
        try:
            two = self.query_one(PlayersPanel).columns == 2
        except Exception:
            two = False
        if two and self.view is not None and partner_lines(self.view):
            notes.append(_("Teams of two there: a line is a team (T1, T2…), its two partners "
                           "and the score they share."))
        return notes

    def leaving_costs(self) -> bool:
        """Does leaving this match change it (a seat a bot takes, or a table this app hosts)?
        A spectator of someone else's table leaves without a question."""
        return (getattr(self.link, "seat", None) is not None
                or getattr(self.link, "host", None) is not None)

    def action_quit_table(self) -> None:
        if self.closed:
            if self._quit_after_leaving:  # a third quit key: the leaving hangs, end now
                self.app.exit()
            elif self._leaving():  # a second quit key means quit the app, once left
                self._quit_after_leaving = True
            else:  # the table went away under this screen and nothing took it off: go
                self._went()
            return
        if self.round_active() and self.leaving_costs():
            self.app.push_screen(_dialogs().ConfirmDialog(self.leave_title(), sentences(
                self.leave_warning(), self.ends_app())),
                                 lambda yes: self.leave_table() if yes else None)
        else:
            self.leave_table()

    def leave_title(self) -> str:
        """The question before leaving a match under way: "Leave the match?" — or, at a table
        this app hosts on the network, which closes for everyone, "Close the table?"
        (newbie46 #9: the title asked one thing, its text said the other)."""
        host = getattr(self.link, "host", None)
        return _("Close the table?") if getattr(host, "server", None) is not None \
            else _("Leave the match?")

    def ends_app(self) -> str:
        """"Then unotui closes." when leaving this table ends the app — one started at the table
        (``unotui play``), with no menu to go back to — else "" (power37 #5: q's question said
        only "The game ends." and the player was back at the shell)."""
        words = getattr(self.app, "leaving_ends_words", None)
        return words() if callable(words) else ""

    def leave_warning(self) -> str:
        """What leaving a match under way does, for the question before it: a table this app
        hosts closes with it (a local game simply ends); at a joined table a bot plays the seat
        until the player joins that table again during the match (the host keeps their token
        for it, and so does :mod:`unotui.kept_seats`). A spectator of someone else's table is
        not asked: leaving changes nothing for the game."""
        host = getattr(self.link, "host", None)
        if host is None:
            if getattr(getattr(self.link, "client", None), "connected", True) is False:
                # (the table cannot hear the leave: the seat waits out its reconnect window)
                return _("The table is not answering. If it comes back, your seat waits there "
                         "for a while (join the table again to sit down in it); after that a "
                         "bot plays it.")
            text = _("A bot plays your seat until you join this table again during this match.")
            heir = self.next_owner()
            if heir is not None:  # (the table passes on, and stays passed: away35 #8)
                text = sentences(text, _("You run this table: {who} runs it from then on, "
                                         "even when you are back.", who=self.who(heir)))
            if "challenge" in self.legal_types():  # (the stand-in answers it: it will not wait)
                offender = ((self.view or {}).get("challenge") or {}).get("offender")
                text = sentences(text, _("It decides the Wild Draw Four {who} played on you at "
                                         "once (challenge it or take the cards): you cannot "
                                         "challenge it when you are back.",
                                         who=self.who(offender)))
            return text
        if getattr(host, "server", None) is None:
            return _("The game ends.")
        if self.reopen_command() is not None:  # (said before the choice, newbie55 #6)
            return _("Your table closes for everyone. Its match can be opened again later "
                     "(the command that does it is shown).")
        return _("Your table closes for everyone.")

    def next_owner(self) -> int | None:
        """When this player runs the table (its ``host`` seat is theirs): the seat it passes
        to if they leave — the first other seated player connected, as the host picks —, else
        ``None``."""
        me = (self.view or {}).get("seat")
        if me is None or self._owner != me:
            return None
        for index, seat in enumerate(self._seats_now):
            if index != me and isinstance(seat, dict) and seat.get("kind") == "human" \
                    and seat.get("connected") and not seat.get("stand_in"):
                return index
        return None

    def leave_table(self) -> None:
        """Leave the table and hand control back to the app (menu or exit)."""
        if self.closed:
            return
        self.closed = True
        self._leave()

    def goodbye(self) -> str | None:
        """What a guest who left a match under way reads in the terminal as unotui ends: where
        their seat is and how to take it back (newbie38 #12: the host read a line, the guest
        nothing). ``None`` for a table this app hosts, a watcher, a match that is over, or a
        player the host removed (no seat waits for them: "join it again … to take your seat
        back" was said after the kick's own words, when nothing else had settled first)."""
        client = getattr(self.link, "client", None)
        v = self.view
        if getattr(self.link, "host", None) is not None or client is None or v is None \
                or not self.seated() or v.get("phase") == "match_over" or self.removed:
            return None
        lobby = getattr(client, "lobby", None)
        table = lobby.get("table") if isinstance(lobby, dict) else None
        named = table if isinstance(table, str) and table else _("the table")
        from ..launch import ssh_door

        if ssh_door() == "table":  # (a visitor of a door bound to the table comes back by
            # the ssh command, not by joining: ssh47 #4)
            if getattr(client, "connected", True) is False:
                return _("You left {table}, which was not answering. If it comes back, your "
                         "seat waits there for a while: connect again (the same ssh command, "
                         "the same user name) to take it back.", table=named)
            return _("You left {table}: a bot plays your seat while its match goes on. "
                     "Connect again (the same ssh command, the same user name) to take your "
                     "seat back.", table=named)
        if ssh_door() == "menu":  # (and a menu door's by the ssh command, then its menu's
            # Join: "unotui join 127.0.0.1:PORT" is a command for the server's machine, ssh70 #1)
            if getattr(client, "connected", True) is False:
                return _("You left {table}, which was not answering. If it comes back, your "
                         "seat waits there for a while: connect again (the same ssh command, "
                         "the same user name) and join it from the menu to take it back.",
                         table=named)
            return _("You left {table}: a bot plays your seat while its match goes on. "
                     "Connect again (the same ssh command, the same user name) and join it "
                     "from the menu to take your seat back.", table=named)
        from ..connection import left_words

        words = left_words(named, getattr(client, "connected", True) is not False)
        # (and the command that does it, as the host is told its own: a guest read no
        # address, newbie81 #7)
        from .. import kept_seats

        kept = kept_seats.kept_where(getattr(client, "token", None))
        if kept is None:
            return words
        import shlex

        from ..cli import how_to_run

        return words + f"\n  {how_to_run()} join {shlex.quote(kept[0])} " \
            f"--name {shlex.quote(kept[1])}"

    def _leaving(self) -> bool:
        """Whether :meth:`_leave` is under way."""
        return any(worker.node is self and worker.group == "table-leave"
                   and not worker.is_finished for worker in self.workers)

    def _went(self) -> None:
        """Off this screen, back to the menu (or the app ends): the table is gone already."""
        leave = getattr(self.app, "table_left", None)
        if leave is not None:
            leave()
        else:
            self.app.exit()

    def reopen_command(self) -> str | None:
        """The command that opens the table this app hosts again where its match stands, once
        its host closes it (:func:`unotui.cli.resume_command`), or ``None``: a joined table, a
        local game, one whose journal keeps no match (none, ``/dev/null``, or one that stopped at
        a failed write: :meth:`note_journal_failed`), or an SSH visitor's (its journal goes with
        the session's folder)."""
        keeps = getattr(self.link, "keeps_match", None)
        if not callable(keeps) or keeps() is not True \
                or getattr(self.app, "ssh_door", None) is not None:
            return None
        from ..cli import hosted_resume_command

        return hosted_resume_command(getattr(self.link, "host", None),
                                     getattr(self.app, "resume_door", ([], False)))

    @work(group="table-leave")
    async def _leave(self) -> None:
        closing = getattr(self.link, "closing_scores", None)
        scores = closing() if callable(closing) else None  # (before the table closes)
        again = self.reopen_command() if scores is not None else None
        if scores is not None and again is not None:
            # (its host is told the command that opens its match again: the SSH door's goodbye,
            # written from this notice, tells its visitors that their seats wait, not only
            # "closed by its host", ssh52 — :func:`unotui.connection.closed_text`)
            scores = {**scores, "reopens": True}
        goodbye = self.goodbye()  # (while the connection says whether the table answers)
        if goodbye is not None:  # (a guest's seat, kept until this match ends: newbie43 #3)
            from .. import kept_seats

            kept_seats.left_match(getattr(getattr(self.link, "client", None), "token", None))
        try:
            await self.link.leave()
            await self.link.close()
        except Exception:
            pass
        leave = getattr(self.app, "table_left", None)
        closed = getattr(self.app, "table_closed", None)
        if self._quit_after_leaving or leave is None:
            self.app.exit()
        elif scores is not None and closed is not None:
            # (the host who closed it reads the final scores too, and how its match opens
            # again: a q pressed by mistake ended it without a hint, newbie51 #7)
            closed(scores, by_you=True, again=again)
        else:
            leave(to_menu=self._menu_after, goodbye=goodbye)
