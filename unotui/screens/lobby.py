"""The lobby: who sits where before the match, the address others can type, chat, and the start.

It works the same for the host and for a player who joined: everything shown comes from the
table's ``lobby`` messages (seats with names, connection state, ready marks and bots; the rules;
who runs the table), read from the :mod:`net` client's message queue. A seat whose player is away
says how long the table keeps it for them, counted down each second ("away, seat kept 0:42", from
``seats[i].window_left``, as the table screen counts it). The host's keys (start,
add or remove a bot, edit the rules) are shown only to the player who runs the table. A bot's
line shows its level after its name ("Ana · hard"); ``b`` asks which level the new bot plays at
(:class:`BotLevelDialog`: 1/2/3 or ↑/↓ and Enter; the level picked last is offered first). While
a hard bot sits at the table, ``h`` (owner, lobby) steps its thinking time through the host
setup's choices, and the rules box says how long hard bots think.

Editing the rules (``e``, owner only, in the lobby — before the first match or between matches)
opens :class:`RulesDialog`, the host setup's :class:`~unotui.screens.host_setup.RulesForm` in a
dialog; confirming sends ``set_rules`` to the table, whose next ``lobby`` shows the new rules to
everyone (each lobby says so in its status line). A refusal from the table is shown in the status
line.

When the table starts the match (its ``lobby`` says ``playing``) the lobby hands the client to
the table screen (:class:`~unotui.screens.table.TableScreen`) and stops reading; the messages
that follow stay queued for the table screen. Leaving the table (Escape, confirmed) closes the
connection and, for the host, the table itself.

After a match the table is back in its lobby (same seats, same rules). A player who chooses to
go back to it from the results comes back here (:meth:`LobbyScreen.back_from_match`), or — for a
game that started without a lobby screen, such as ``unotui play`` — to a new lobby screen on the
same connection, whose leaving goes where leaving the table would have gone. There the owner's
``s`` asks before starting without a guest who has not said they are ready since the match
ended, naming them: they may still be reading its results, and would be taken from them
straight into the new match (:meth:`LobbyScreen.action_start`).
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any, ClassVar

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Key
from textual.screen import ModalScreen, Screen
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import Button, Label, Static

from ..connection import Reconnecting, still_reading, table_rules, window_left
from ..describe import (
    level_name,
    names_together,
    owner_news,
    result_names,
    seat_of,
    team_seats,
    watcher_news,
    watchers_of,
)
from ..dialogs import OptionsDialog
from ..i18n import N_, _, listing, sentences, translate_bindings
from ..link import ClientLink, names_from_lobby
from ..tables import HostingError, LobbySession, host_table, join_address, joined_place, lan_addresses
from ..widgets.footer import KeysFooter
from ..widgets.lines import Wrapped
from ..widgets.log import (
    TAB_WORDS,
    ChatPanel,
    chat_takes_key,
    keep_refused_chat,
    keep_unsent_chat,
    refused_chat,
)
from ..widgets.rules_form import (
    BOT_LEVELS,
    RulesForm,
    rules_line,
    table_rules_lines,
    think_choices,
)

__all__ = ["HostingError", "LobbyScreen", "LobbySession", "RulesDialog", "host_table",
           "join_address", "lan_addresses"]


def clock(seconds: float) -> str:
    """Seconds as a countdown reads them: "0:42", "2:05" (never below 0:00)."""
    whole = max(0, math.ceil(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


class SeatsPanel(Widget):
    """One line per seat: number, name, what sits there, connection and ready mark. A seat
    whose player is away shows how long it is kept for them ("away, seat kept 0:42"): from the
    table's ``window_left``, counted down here each second between the table's lobbies, as the
    table screen counts it down."""

    DEFAULT_CSS = """
    SeatsPanel { height: auto; text-wrap: nowrap; text-overflow: ellipsis; }
    """

    def __init__(self, ascii_only: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.ascii_only = ascii_only
        self.lobby: dict[str, Any] = {}
        #: seat -> when (monotonic) its away player's reconnect window ends, as last told
        self.kept_until: dict[int, float] = {}
        self._ticker: Timer | None = None  #: repaints the countdowns each second while any runs

    def show(self, lobby: dict[str, Any]) -> None:
        self.lobby = lobby
        now = time.monotonic()
        self.kept_until = {i: now + left for i, seat in enumerate(lobby.get("seats") or [])
                           if (left := window_left(seat)) is not None}
        if self.kept_until and self._ticker is None:
            self._ticker = self.set_interval(1.0, self.refresh)
        elif not self.kept_until and self._ticker is not None:
            self._ticker.stop()
            self._ticker = None
        self.refresh(layout=True)

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        return max(1, len(self.lobby.get("seats") or []))

    def lines(self, width: int = 0) -> list[Text]:
        """One line per seat; with ``width``, a name too long for it is shortened (inside the
        word if need be) before the seat's state is: "ready" matters more than a name's end."""
        lobby = self.lobby
        you, host = lobby.get("you"), lobby.get("host")
        ready_mark = "[x]" if self.ascii_only else "✓"
        teams = lobby_teams(lobby)
        out: list[Text] = []
        for i, seat in enumerate(lobby.get("seats") or []):
            head = Text(f"{i + 1:>2} ")
            kind = seat.get("kind")
            mate = teams[i] if teams is not None and i < len(teams) else None
            team = Text(" · " + _("team {t}", t=mate + 1), style="dim") \
                if mate is not None else Text()
            if kind == "empty":
                head.append(_("(empty seat)"), style="dim")
                out.append(Text.assemble(head, team))
                continue
            name = Text(str(seat.get("name") or "?"), style="bold")
            tags = []
            if i == you:
                tags.append(_("you"))
            if i == host:
                tags.append(_("host"))
            # (where the row has no room: "host" goes, then "team 2" says "T2" — before the
            # seat's state, which the cut took first: at 60x20 the owner's own row read
            # "root (you, host)" with no team nor ready state, newbie50 #4)
            short = Text(" · " + _("T{t}", t=mate + 1), style="dim") \
                if mate is not None else Text()
            # (and last, an away seat's words short, "away 1:23": its countdown is what the
            # row is there to say, and the cut took it, review54 #3)
            mine = tags[:1] if i == you else []
            forms = [(tags, team, False), (mine, team, False), (mine, short, False),
                     (mine, short, True)]
            for form_tags, form_team, brief in forms:
                tail = self.seat_tail(seat, i, kind, form_tags, form_team, ready_mark, brief)
                if not width or head.cell_len + min(name.cell_len, 6) + tail.cell_len <= width:
                    break
            room = width - head.cell_len - tail.cell_len
            if width and name.cell_len > room >= 6:
                name.truncate(room, overflow="ellipsis")
            out.append(Text.assemble(head, name, tail))
        return out

    def seat_tail(self, seat: dict[str, Any], i: int, kind: Any, tags: list[str], team: Text,
                  ready_mark: str, brief: bool = False) -> Text:
        """What a seat's row says after the name: a bot's level, the ``tags`` ("you, host"),
        its ``team``, and the seat's state (bot, ready, away…; ``brief``: "away 1:23")."""
        tail = Text()
        if kind == "bot":
            tail.append(" · " + level_name(seat.get("bot")), style="bold")
        if tags:  # (Chinese: full-width brackets, as the table's "小明（你）")
            tail.append(_(" ({tags})", tags=_(", ").join(tags)))
        tail.append_text(team)  # (who partners whom, before anyone sits down: ux28 #4)
        if kind == "bot":
            tail.append("  " + _("bot"), style="italic")
            return tail
        you = self.lobby.get("you")
        if not seat.get("connected") and i in self.kept_until:
            left = clock(self.kept_until[i] - time.monotonic())
            tail.append("  " + (_("away {time}", time=left) if brief
                                else _("away, seat kept {time}", time=left)), style="bold")
        elif not seat.get("connected"):
            tail.append("  " + _("disconnected"), style="bold")
        elif seat.get("ready"):
            tail.append(f"  {ready_mark} " + _("ready"), style="bold")
        elif seat.get("reading") is True and i != you:  # (results, still: ux27 #15)
            tail.append("  " + _("reading results"), style="dim")
        else:
            tail.append("  " + _("not ready"), style="dim")
        if seat.get("bot"):
            tail.append("  " + _("a bot plays for now"), style="italic")
        return tail

    def render(self) -> Text:
        if not self.lobby:
            return Text(_("Waiting for the table…"), style="dim")
        from ..widgets.fit import fit_text

        width = self.content_size.width
        lines = self.lines(max(0, width))
        for line in lines if width > 0 else ():
            fit_text(line, width)  # shortened at a word, never cut inside one
        out = Text("\n", no_wrap=True, overflow="ellipsis", end="").join(lines)
        out.no_wrap, out.overflow = True, "ellipsis"
        return out


def lobby_teams(lobby: dict[str, Any]) -> list[int | None] | None:
    """Each seat's team (0-based, as a view's ``teams``) when the lobby's rules play in teams
    (partners sit opposite, :func:`core.game.team_of`), ``None`` for a seat that would not
    play; ``None`` when the seats cannot. A match deals only the seats taken, in their order
    (empty seats are dropped as it starts): when the players seated now can play one, the
    teams are theirs, as ``s`` would start it — the lobby had named them by the seat count,
    and told four players of six seats the wrong partners (newbie50 #1); else the teams of
    the table once every seat is taken."""
    from core.game import check_table, team_of
    from core.rules import RulesError

    rules = table_rules(lobby.get("rules"))
    seats = lobby.get("seats")
    if rules is None or rules.teams == "off" or not isinstance(seats, list):
        return None
    for playing in (taken_seats(lobby), list(range(len(seats)))):
        try:
            check_table(rules, len(playing))
        except RulesError:
            continue
        teams: list[int | None] = [None] * len(seats)
        for place, seat in enumerate(playing):
            teams[seat] = team_of(rules, len(playing), place)
        return teams
    return None


def taken_seats(lobby: dict[str, Any]) -> list[int]:
    """The seats of ``lobby`` someone sits in (a player or a bot), in order: those a match
    deals (empty seats are dropped as it starts)."""
    return [i for i, s in enumerate(lobby.get("seats") or [])
            if isinstance(s, dict) and s.get("kind") not in (None, "empty")]


def _bots(lobby: dict[str, Any]) -> list[tuple[str, str]]:
    """(name, level) of every bot seated in ``lobby``, in seat order."""
    return [(str(s.get("name") or "?"), str(s.get("bot") or ""))
            for s in lobby.get("seats") or []
            if isinstance(s, dict) and s.get("kind") == "bot"]


def _players(lobby: dict[str, Any]) -> set[str]:
    """The names of the humans seated in ``lobby`` (the player's own included)."""
    return {str(s.get("name")) for s in lobby.get("seats") or []
            if isinstance(s, dict) and s.get("kind") == "human" and s.get("name")}


class RulesDialog(ModalScreen["tuple[Any, str] | None"]):
    """The table's rules as a form (:class:`~unotui.screens.host_setup.RulesForm`), filled with
    ``rules`` and showing ``preset_name`` as the preset they start from.

    Ctrl+O (or the button) dismisses it with ``(rules, preset_name)`` — a valid
    :class:`core.rules.Rules` and the preset chosen last — while the form holds valid rules;
    otherwise the reason stays under the form and the dialog stays open. Escape dismisses it with
    ``None`` (nothing changes)."""

    DEFAULT_CSS = """
    RulesDialog { align: center middle; }
    RulesDialog > Vertical {
        width: 90; max-width: 100%; height: 90%; border: thick $accent; background: $surface;
        padding: 0 1;
    }
    /* (the dialog's own title only: ".title" alone centred the form's row labels too, which
       Rules & settings aligns left: newbie76 #5) */
    RulesDialog > Vertical > .title {
        text-style: bold; width: 100%; content-align: center middle;
    }
    RulesDialog #rules-scroll { height: 1fr; }
    RulesDialog #rules-summary { height: auto; max-height: 2; color: $text-muted; }
    RulesDialog #rules-use { margin: 0; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+o", "confirm", N_("Use these rules")),
        Binding("escape", "cancel", N_("Cancel")),
        # (as in Settings: ↑/↓ go from field to field, not scroll the form)
        Binding("down", "app.focus_next", N_("Move"), show=False, priority=True),
        Binding("up", "app.focus_previous", N_("Move"), show=False, priority=True),
    ]

    def __init__(self, rules: Any, preset_name: str = "official") -> None:
        super().__init__()
        translate_bindings(self)  # labels in the active language
        self.rules = rules
        self.preset_name = preset_name

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            # (the lobby's footer below shows the lobby's keys: this dialog names its own; a
            # number is typed, Left/Right move in it: newbie40 #6)
            box.border_subtitle = _(
                "Up/Down: move · Left/Right: change a choice · Esc: cancel · Ctrl+O: use")
            yield Label(_("Rules for the next match"), classes="title")
            with VerticalScroll(id="rules-scroll"):
                yield RulesForm(self.rules, self.preset_name, id="rules-form")
            yield Static("", id="rules-summary", markup=False)
            yield Button(_("Use these rules (Ctrl+O)"), variant="primary", id="rules-use",
                         compact=True)

    def on_mount(self) -> None:
        self.query_one("#rules-preset").focus()
        self.query_one("#rules-error").display = False  # (the summary says it: see below)

    @on(RulesForm.Changed)
    def _rules_changed(self, event: RulesForm.Changed) -> None:
        summary = self.query_one("#rules-summary", Static)
        if event.error:  # (here, by the button, always in sight: the form's own line under
            # its fields is hidden in this dialog, or it was said twice, newbie44 #8)
            summary.update(_("These rules cannot be used: {error}", error=event.error))
        else:
            summary.update(sentences(event.note or "", rules_line(
                event.rules, event.form.preset_name)))

    @on(Button.Pressed, "#rules-use")
    def _use_pressed(self) -> None:
        self.action_confirm()

    def action_confirm(self) -> None:
        from core.rules import RulesError

        form = self.query_one(RulesForm)
        try:
            rules = form.rules()
        except RulesError as exc:
            self.query_one("#rules-summary", Static).update(
                _("These rules cannot be used: {error}", error=form.problem(exc)))
            return
        self.dismiss((rules, form.preset_name))

    def action_cancel(self) -> None:
        self.dismiss(None)


def lobby_keys() -> list[tuple[str, str]]:
    """(key, what it does) in the lobby, for its help, translated."""
    return [
        ("r", _("ready, or not ready any more: the owner sees who is ready; a watcher sits "
                "down in a free seat")),
        # (what happens to one not ready said plainly: "only named" read as a punishment,
        # newbie91 #11)
        ("s", _("start the match (the table's owner): everyone seated plays, ready or not; the "
                "status line names who was not ready")),
        ("b", _("add a bot, at the level you pick (the owner)")),
        ("k", _("remove a bot, a player or a watcher (the owner); with only bots seated and "
                "nobody watching, the last bot seated goes at once")),
        ("e", _("edit the rules (the owner)")),
        ("h", _("how long hard bots think over a move (the owner, with a hard bot seated)")),
        ("w", _("get up and watch (r sits down again)")),
        ("t", _("chat; Enter sends, Escape cancels")),
        ("?", _("this help (Escape or ? closes it)")),
        ("Esc q", _("leave the table (asks first)")),
        ("Ctrl+P", _("command palette: themes, keys, quit")),
    ]


class BotLevelDialog(OptionsDialog):
    """Which level the bot about to be added plays at: one line per level, ``current``
    highlighted (Enter takes it), 1/2/3 pick one, Escape adds nothing."""

    def __init__(self, current: str = "normal") -> None:
        super().__init__(_("Add a bot"), [(_(text), kind) for kind, text in BOT_LEVELS.items()],
                         _("At which level does it play?"))
        self.current = current
        kinds = list(BOT_LEVELS)
        # (what Enter takes: the dialog's own highlight of the first option came after this
        # one's, and Enter added an easy bot, newbie50 #16)
        self.initial = kinds.index(current) if current in kinds else 0


class LobbyScreen(Screen[None]):
    """Seats, address, rules and chat until the match starts (see the module docstring)."""

    DEFAULT_CSS = """
    LobbyScreen { layout: vertical; }
    LobbyScreen .screen-title { width: 100%; background: $primary; color: $text;
                                text-style: bold; padding: 0 1; }
    LobbyScreen #lobby-top { height: auto; max-height: 14; }
    LobbyScreen .box { border: round $primary; padding: 0 1; border-title-color: $text; }
    LobbyScreen .box.-typing { border: round $accent; border-title-color: $accent; }
    LobbyScreen #seats-box { width: 3fr; height: auto; }
    LobbyScreen #rules-box { width: 2fr; height: auto; max-height: 14; }
    LobbyScreen #address { padding: 0 1; height: auto; }
    LobbyScreen #chat-box { height: 1fr; min-height: 4; }
    LobbyScreen #lobby-status {
        height: auto; max-height: 2; padding: 0 1; background: $boost; text-style: bold;
    }
    """

    AUTO_FOCUS = ""  # keys act on the screen; the chat line takes focus only with t

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "ready", N_("Ready")),
        # (the same key, named for what it does once ready: the footer read "r Ready" after r,
        # newbie47 #9)
        Binding("r", "unready", N_("Not ready")),
        Binding("r", "sit", N_("Sit down")),
        # (a watcher's r with every seat taken: says so; not offered in the footer, newbie80 #11)
        Binding("r", "seats_taken", N_("Sit down"), show=False),
        Binding("s", "start", N_("Start")),
        Binding("b", "add_bot", N_("Add bot")),
        Binding("k", "remove", N_("Remove")),
        Binding("e", "edit_rules", N_("Rules")),
        Binding("h", "think", N_("Think time")),
        # (h with no hard bot seated: says so instead of doing nothing; not in the footer)
        Binding("h", "no_hard_bot", N_("Think time"), show=False),
        # (a guest's owner keys: said to be the owner's, not swallowed in silence; not in a
        # guest's footer, newbie65 #2)
        Binding("s", "owner_only('start')", show=False),
        Binding("b", "owner_only('add_bot')", show=False),
        Binding("k", "owner_only('remove')", show=False),
        Binding("e", "owner_only('edit_rules')", show=False),
        Binding("h", "owner_only('think')", show=False),
        Binding("t", "chat", N_("Chat")),
        # (a seated player gets up to watch: the protocol's spectate, offered nowhere, newbie80
        # #6; right of t, the first of the spare keys to give way at 80 columns)
        Binding("w", "watch", N_("Watch")),
        Binding("question_mark,f1", "help", N_("Help"), key_display="?"),  # (as at the table)
        Binding("escape", "leave", N_("Leave")),
        # (q leaves too, as it leaves a table and the results: ux31 #9 found it did nothing)
        Binding("q", "leave", N_("Leave"), show=False),
        Binding("tab,shift+tab", "tab", show=False, priority=True),
    ]
    #: footer keys that give way first at 80 columns (the owner's keys with a hard bot seated
    #: pushed ``?`` and the palette off): ``?`` help lists them
    FOOTER_SPARE: ClassVar[frozenset[str]] = frozenset({"think", "chat", "watch"})  # (the chat box
    # names t: it gives way to "r Not ready", ? and the palette at 80 columns)

    def __init__(self, session: LobbySession, ascii_only: bool | None = None,
                 after_match: bool = False) -> None:
        super().__init__()
        translate_bindings(self)  # labels in the active language
        self.session = session
        self.client = session.client
        self.ascii_only = ascii_only
        self.lobby: dict[str, Any] = {}
        self.names: list[str] = []
        self.started = False
        self.left = False
        self.discovery_note: str | None = None
        self.after_match = after_match  #: opened (or shown again) after a finished match
        #: the rules (as a wire dict) and preset this player last sent, until the table shows them
        self.asked_rules: tuple[dict[str, Any], str] | None = None
        self.rules_notice = False  #: the table said its rules changed (ready marks cleared)
        #: the match's notices that came before the table screen took over (a player back in
        #: their seat gets the ``back`` notice right after ``welcome``): the table's log says them
        self.for_table: list[dict[str, Any]] = []
        self._watchers: Counter[str] | None = None  #: who watched in the last lobby shown
        self._owner: int | None = None  #: the owner's seat in the last lobby shown
        self.said = ""  #: the status line's words (:meth:`say`)
        self._players: set[str] | None = None  #: the humans seated in the last lobby shown
        self._bots: list[tuple[str, str]] | None = None  #: the bots seated then
        self._adding: str | None = None  #: the level of a bot asked for and not seated yet
        self.reconnecting = Reconnecting()  #: the one status line while the table is away
        #: the level of the bot added last (offered first the next time)
        self.bot_level = "normal"
        self.removed: set[str] = set()  #: players this owner just removed (for the status line)
        self._told_seat_free = False  #: :meth:`own_seat_away` said it
        #: what the status line said before the table fell silent (:meth:`_check_quiet`)
        self._before_quiet: tuple[str, str] | None = None  #: (said before, the silence said)
        #: what a key said during a silence, left a whole check (:meth:`_check_quiet`)
        self._said_in_quiet: str | None = None
        #: the words that said a chat line was not sent and is kept in the chat line for
        #: Enter (:func:`keep_refused_chat`): the next line sent takes them away
        self._chat_refused_said: str | None = None
        #: a reconnect found a new table at the address: its first lobby's rules are no change
        #: (:meth:`back_as_newcomer`, :meth:`show_lobby`)
        self._rules_anew = False
        #: players whose seat was just freed, their reconnect window over (for the status line)
        self.freed: set[str] = set()
        #: a ``ready`` false went to say this player is back from a match's results
        #: (:meth:`say_back_from_results`), and no lobby has cleared ``reading`` since
        self._unread_sent = False
        self._everyone_ready = False  #: every seated player was ready in the last lobby shown
        #: why s could not start the match then, everyone being ready (:meth:`start_problem`)
        self._ready_problem: str | None = None
        self.ended = False  #: the table will not have this player back (removed, refused)
        #: the table's ``welcome`` before the last one read here, and the last (a reconnect
        #: that came back as a newcomer: the seat, name and table it had before, :meth:`take`)
        welcome = getattr(self.client, "welcome", None)
        self._welcomes: tuple[Any, Any] = (welcome, welcome)

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        ascii_only = self.ascii_only if self.ascii_only is not None else \
            bool(getattr(self.app, "ascii_only", False))
        self.ascii_only = ascii_only
        yield Label(_("Lobby"), classes="screen-title", id="lobby-title")
        with Horizontal(id="lobby-top"):
            with Vertical(id="seats-box", classes="box") as box:
                box.border_title = _("Seats")
                yield SeatsPanel(ascii_only)
            with Vertical(id="rules-box", classes="box") as box:
                box.border_title = _("Rules")
                yield Static("", id="rules-text", markup=False)
        yield Static("", id="address", markup=False)
        with Vertical(id="chat-box", classes="box") as box:
            box.border_title = _("Chat")
            yield ChatPanel()
        yield Static("", id="lobby-status", markup=False)
        yield KeysFooter(compact=True)  # (never cuts a key: at 80 columns all of them fit)

    def on_mount(self) -> None:
        if not self.query(SeatsPanel):  # (the app closed as this screen opened: its widgets
            return                      # are gone already, and there is nothing to show)
        self.show_address()
        self.note_lost_chat()
        self.show_chat()
        notice = getattr(self.session, "notice", None)
        if notice:  # (said once: which journal a resumed table came from, or one that waits)
            self.session.notice = None
            self.app.notify(notice, title=_("Your table"), timeout=15)
        # (what this table's SSH door warns of — a password file others can read, key lines not
        # admitted — was printed under the app's full screen, never read: ssh40 #2; said once)
        notes = getattr(self.app, "ssh_notes", None)
        if self.session.host is not None and isinstance(notes, list) and notes:
            self.app.ssh_notes = []  # type: ignore[attr-defined]
            for note in notes:
                self.app.notify(str(note), title=_("SSH door"), severity="warning", timeout=30)
        if self.after_match:  # a local game's lobby, opened from the results
            self.catch_up()
            return
        lobby = getattr(self.client, "lobby", None)
        if isinstance(lobby, dict):
            self.show_lobby(lobby)
        self.say(self.greeting())
        self.read_lobby()
        if self.session.advertise and self.session.host is not None:
            self.advertise()
        if self.session.host is None and callable(getattr(self.client, "silent_for", None)):
            from ..connection import QUIET_CHECK

            self.set_interval(QUIET_CHECK, self._check_quiet)

    def _check_quiet(self) -> None:
        """Every few seconds, a guest's lobby: while the table says nothing past a ping and a
        half (:data:`net.client.QUIET_AFTER`), the status line says so, as the table screen's
        does; once it talks again, what it said before. A guest whose link died read "Waiting
        for players. Press r when you are ready." for 40 s, while the host's screen said they
        had lost the connection and the match began without them (newbie82 #1). What a key
        said meanwhile stays a whole check before the silence line comes back over it
        (review90 #5)."""
        from ..connection import quiet_seconds

        silent = quiet_seconds(self.client, self.ended, self.reconnecting.active)
        if silent is not None:
            if self._before_quiet is None:
                self._before_quiet = (self.said, "")
            elif self.said not in (self._before_quiet[1], self._said_in_quiet):
                # (said since the last silence line: left a whole check — not recorded as the
                # silence line, which the table talking again replaced, review93 #3)
                self._said_in_quiet = self.said
                return
            self._said_in_quiet = None
            self.say(_("The table has said nothing for {n} s: its host may be stuck, or the "
                       "connection lost.", n=silent))
            self._before_quiet = (self._before_quiet[0], self.said)
        elif self._before_quiet is not None:
            (before, silence), self._before_quiet = self._before_quiet, None
            self._said_in_quiet = None
            if self.said == silence:  # (nothing else said since: what was said before)
                self.say(before)

    def on_screen_resume(self) -> None:
        """The lobby is what the player sees: first shown, or again after a dialog or help over
        it. The table's lobby may have come before that (with the connection, read while this
        screen was mounting, when it cannot be sent yet): if it counts the player as reading
        the results, say they are back now."""
        self.say_back_from_results()

    def action_tab(self) -> None:
        """Tab: not into the chat (power37 #2); in the chat line, nothing."""
        if not self.query_one(ChatPanel).typing:
            self.say(_(TAB_WORDS))

    def greeting(self) -> str:
        """The status line's first words: waiting for players, or — after a match — what the
        player can do next."""
        if self.watching():
            if self.free_seat() is None:
                return _("You are watching: every seat is taken. Press r when a seat is free.")
            return _("You are watching. Press r to sit down in a free seat.")
        if not self.after_match:
            if self.my_seat_ready():  # (a player already ready was told to press r to be)
                return _("You are ready. Waiting for the others… (r: not ready)")
            return _("Waiting for players. Press r when you are ready.")
        result = self.match_result()
        if self.owner:
            return sentences(result, _("Press s to start another match."))
        if self.my_seat_ready():  # (as before a match: review51)
            return sentences(result, _("You are ready for the next match (r: not ready)."))
        return sentences(result, _("Press r when ready for the next match."))

    def match_result(self) -> str:
        """"Ana won the match with 512 points." from the table's last ``match_end`` (or "The
        match is over." when the connection did not see it)."""
        end = getattr(self.client, "last_match_end", None) or {}
        winner, scores = end.get("winner"), end.get("scores")
        if not isinstance(winner, int) or not isinstance(scores, list) \
                or not 0 <= winner < len(scores):
            return _("The match is over.")
        names = result_names(list(end.get("names") or []),
                             getattr(self.client, "left_seats", None) or ())
        you = end_seat(end, self.lobby.get("you") if "you" in self.lobby
                       else getattr(self.client, "seat", None))
        teams = end.get("teams")  # (partners win together: "Ana and you", newbie46 #1)
        side = team_seats({"teams": teams if isinstance(teams, list)
                           and len(teams) == len(scores) else None}, winner)
        name = names_together(side, names, you if isinstance(you, int) else None)
        scoring = self.end_scoring(end)
        if scoring == "elimination":  # (no points there: "with 0 points" meant nothing)
            return _("{who} won the match.", who=name)
        if scoring == "challenge":  # (as the results say it: the lowest score left in, which a
            # judgement day can put above one knocked out before, review49 #5)
            return _("{who} won the match: the last one left in it!", who=name)
        if scoring == "penalty":
            return _("{who} won the match with the lowest score: {points}.", who=name,
                     points=scores[winner])
        return _("{who} won the match with {points} points.", who=name,
                 points=scores[winner])

    def end_scoring(self, end: dict[str, Any]) -> str | None:
        """The scoring the match ``end`` was played under: its own ``scoring``, else (a host of
        an earlier version) the lobby's rules' — which the owner may have changed since
        (review49 #4: a penalty match missed while away was said won "with 30 points")."""
        scoring = end.get("scoring")
        if isinstance(scoring, str):
            return scoring
        rules = self.lobby.get("rules")
        scoring = rules.get("scoring") if isinstance(rules, dict) else None
        return scoring if isinstance(scoring, str) else None

    def missed_end(self, end: dict[str, Any]) -> None:
        """The table's last match ended while this player was away (its ``match_end`` sent
        again, ``again``): its result on the status line and the final scores in a note, as the
        results screen would have shown them (ssh44 #1: a visitor back read only "your seat was
        kept", though their seat had won the match)."""
        from ..connection import scores_said

        self.after_match = True
        # (the match's ``teams``: partners in one line, as the closing scores)
        info = {**end, "you": end_seat(end, self.lobby.get("you")),
                "scoring": self.end_scoring(end)}
        self.say(sentences(_("The match ended while you were away."), self.greeting()))
        said = sentences(_("The match ended while you were away."), self.match_result())
        scores = scores_said(info)
        self.app.notify(said + ("\n" + scores if scores else ""), title=_("Match over"),
                        timeout=30)

    def back_from_match(self, after_match: bool = True) -> None:
        """The player came back from a finished match (the table screen above is gone, the
        connection is the same): show the table's newest lobby and read its messages again
        until the next match starts. ``after_match`` false: the match did not finish, it is
        gone (a table restarted without its journal): greet as a lobby before any match."""
        self.started = False
        self.after_match = after_match
        # (who sat down or left during the match is no news now: the match's result is, and
        # "Dan sat down at the table." stood in its place, newbie41 #6)
        self._players = None
        welcome = getattr(self.client, "welcome", None)  # (the table screen read those since)
        self._welcomes = (welcome, welcome)
        self.catch_up()  # (the newest lobby says whether the table still counts it as reading)

    def catch_up(self) -> None:
        """After a match: show the table's newest lobby and read on. If the owner already started
        the next match (the table screen may have read its first messages just before it went),
        go straight to it with the newest view instead of waiting here."""
        self.show_chat()  # what was said during the match too
        lobby = getattr(self.client, "lobby", None)
        told = isinstance(lobby, dict) and self.show_lobby(lobby)
        view = getattr(self.client, "last_view", None)
        if (isinstance(lobby, dict) and lobby.get("phase") == "playing" and isinstance(view, dict)
                and view.get("phase") not in ("match_over", None)):
            # after whatever is still queued (older), so the table ends on the newest view
            self.client.messages.put_nowait({"t": "view", "view": view})
            self.hand_over()
            return
        if not told:
            self.say(self.greeting())
        self.read_lobby()

    # ------------------------------------------------------------------ reading
    @work(exclusive=True, group="lobby-reader")
    async def read_lobby(self) -> None:
        """Read the table's messages until the match starts or the connection ends."""
        queue = self.client.messages
        while not self.started and not self.left:
            msg = await queue.get()
            if self.left:  # (a table this app hosts says it closes as this screen goes)
                return
            if not isinstance(msg, dict):
                continue
            try:
                self.take(msg)
            except Exception as exc:  # never a traceback for something the table sent
                self.say(_("The table sent something this version cannot show ({error}).",
                           error=type(exc).__name__))

    def take(self, msg: dict[str, Any]) -> None:
        kind = msg.get("t")
        if kind == "lobby":
            self.show_lobby(msg)
            if msg.get("phase") == "playing":
                self.hand_over()
        elif kind == "view":
            view = msg.get("view")
            if isinstance(view, dict) and view.get("phase") == "match_over":
                return  # the end of the match just left, not a match under way
            # joined a match already under way: the table screen shows it from here on
            self.hand_over(first=msg)
        elif kind == "chat":
            self.show_chat(msg)
        elif kind == "match_end" and msg.get("again") is True:
            self.missed_end(msg)
        elif kind == "notice":
            if msg.get("kind") == "rules_changed" and self.lobby.get("you") is not None:
                self.rules_notice = True
            elif msg.get("kind") in ("back", "takeover"):
                self.for_table.append(msg)
            elif msg.get("kind") == "removed" and isinstance(msg.get("name"), str):
                # (the owner removed them, or their seat waited out its window: said so, not
                # "left")
                if msg.get("why") == "away":
                    self.freed.add(msg["name"])
                else:
                    self.removed.add(msg["name"])
        elif kind == "error":
            from ..connection import error_text

            if self.unread_dropped(msg):
                return
            if refused_chat(msg):  # (a chat line refused as one too many: kept, said)
                kept = keep_refused_chat(self, msg, self.say)
                # (words the next line sent takes away, when they say the line is kept for
                # it — not a quoted line's, its only trace, review95 #1: send_chat)
                self._chat_refused_said = self.said if kept else None
                return
            asked, self.asked_rules = self.asked_rules, None  # any refusal answers the request
            if asked is not None and msg.get("code") == "bad_rules":
                self.say(_("The table refused these rules: {error}",
                           error=str(msg.get("message") or msg.get("code"))))
                return
            self.say(error_text(str(msg.get("reason") or msg.get("code") or "error"),
                                str(msg.get("message") or "")))
        elif kind == "welcome":  # (again, after a reconnect)
            self._welcomes = (self._welcomes[1], msg)
        elif kind == "_connection":
            self.connection_changed(msg)

    def note_lost_chat(self) -> None:
        """A table this app hosts, opened again from its journal (``host --resume``): the
        journal keeps the game, not the chat (docs/PROTOCOL.md, ``chat``), so its host's chat
        starts empty while the guests' apps still show what was said. Say so once, as the
        first line of the chat (the connection's, so the table screen shows it too) — said
        by "unotui", not by a player. A table is resumed when it has played a match before this
        app's lobby first showed it (a new table has played none)."""
        table = getattr(self.session.host, "table", None)
        chats = getattr(self.client, "chats", None)
        if (self.after_match or self.session.replaces_table or table is None
                or not isinstance(getattr(table, "matches", None), int) or table.matches < 1
                or not hasattr(chats, "appendleft")):
            return
        if any(c.get("lost_chat") for c in chats if isinstance(c, dict)):
            return  # (said already)
        # (no "seat": the app's own line, not a watcher's — the chat marks those "(watching)")
        chats.appendleft({"t": "chat", "from": "unotui", "lost_chat": True,
                          "text": _("Chat from before the restart is not kept.")})

    def show_chat(self, msg: dict[str, Any] | None = None) -> None:
        """Show the table's chat: the connection keeps it, lobby and match alike."""
        chats = getattr(self.client, "chats", None)
        if isinstance(chats, Sequence):
            self.query_one(ChatPanel).show_all(chats)
        elif msg is not None:
            sender = msg.get("from")
            self.query_one(ChatPanel).add(str(sender) if sender else "?", str(msg.get("text", "")))

    def connection_changed(self, msg: dict[str, Any]) -> None:
        """One status line while the table is away (with the attempt and the countdowns); the
        app takes over when the host closed the table or the client gave up on it."""
        state = msg.get("state")
        if self.reconnecting.follow(self, msg, self.say):
            return
        if state == "restored":
            self._unread_sent = False  # (a ready sent while away may be lost: say it again)
            kept = msg.get("seat_kept", True)
            if kept:
                self.say(_("Connected to the table again."))
            else:
                self.back_as_newcomer()
        elif state == "closed":
            reason = str(msg.get("reason") or "")
            if reason == "shutdown" and hasattr(self.app, "table_closed"):
                self.left = True
                from ..flow import UNKNOWN_SEAT

                self.app.table_closed(msg, token=getattr(self.session.client, "token", None),
                                      you=self.lobby.get("you", UNKNOWN_SEAT),
                                      owner=getattr(self.session.client, "owner", False) is True)
            elif reason == "gone" and hasattr(self.app, "table_gone"):
                from ..flow import gone_words

                self.say(gone_words(self.client))
                self.app.table_gone(gone_words(self.client), self.retry, self._leave,
                                    match=self.lobby.get("phase") == "playing",
                                    watching=self.watching())
            elif reason == "kicked":
                # (its lobby stayed, empty, with keys that did nothing but Escape: back where
                # the player came from, told why, power37 #6)
                from ..connection import tell_removed

                tell_removed(self.app, self.lobby)
                self.end_here(_("The host removed you from the table. Press Escape."))
                ends = getattr(self.app, "leaving_ends_words", None)
                if not (self.session.replaces_table and callable(ends) and ends()):
                    self._leave()  # (else it stays, Escape leaves: the app would end with it)
            elif reason != "left":
                text = _("The table closed the connection. Press Escape to go back.")
                if self.session.host is None:
                    self.end_here(text)
                else:  # (this app's own table runs on: leaving it still asks first)
                    self.say(text)

    def back_as_newcomer(self) -> None:
        """A reconnect came back as a newcomer: the table had given up this player's seat, or
        it is a new table opened at that address (its host's app killed, a new one started
        there). Said so, with the name the player has there now, which may be another; and the
        next lobby brings no news of who came or went — who sat there before is not who sits
        at this one: a guest who was "Bo 2", now "Bo", read "Bo 2 left the table." about
        themselves (newbie86 #2). The old seat's token, unknown there now, is no longer kept on disk."""
        before, now = self._welcomes
        before = before if isinstance(before, dict) else {}
        now = now if isinstance(now, dict) else (getattr(self.client, "welcome", None) or {})
        was_id, is_id = before.get("table_id"), now.get("table_id")
        name = getattr(self.client, "name", None) or now.get("name")
        if isinstance(was_id, str) and isinstance(is_id, str) and was_id != is_id \
                and isinstance(name, str) and name:
            text = _("Connected again, but to a new table opened at this address: you "
                     "joined it as a newcomer, named {name}.", name=name)
            self.say(text)
            # (and kept a while: the next lobby's news — "Bo 2 sat down", the new table's
            # rules read as a change — took it off the status line within a second, newbie87
            # #3)
            self.app.notify(text, timeout=10)
            self._rules_anew = True
        else:
            self.say(_("Connected again, but the table had given up your seat: you are back as "
                       "a newcomer."))
        self._players = self._watchers = self._bots = None
        self._owner = None
        self.removed.clear()
        self.freed.clear()
        old = before.get("token")
        address = self.session.address
        if self.session.host is None and address and isinstance(old, str) and old \
                and old != getattr(self.client, "token", None):
            from .. import kept_seats

            kept_seats.given_up(address, old)
        # (its new seat's token, kept on disk: the old one is unknown there now, and the app
        # started again sat down as a watcher, newbie40 #1)
        self.keep_seat_on_disk(watching=getattr(self.client, "seat", None) is None)

    def end_here(self, why: str) -> None:
        """The table will not have this player back: no seats, no keys but Escape (which goes
        back at once: there is no seat left to give up), and ``why`` on the status line."""
        self.ended = True
        table = str(self.lobby.get("table") or "")
        self.lobby = {}
        self.query_one(SeatsPanel).show({"seats": []})
        self.query_one("#lobby-title", Label).update(_("Lobby of {table}", table=table))
        self.say(why)
        self.refresh_bindings()

    def retry(self) -> None:
        """Try again to reach a table the client gave up on."""
        retry = getattr(self.client, "retry", None)
        if retry is not None and retry():
            self.say(_("Connection lost; reconnecting…"))

    def keep_seat_on_disk(self, watching: bool = False) -> None:
        """This player, who watched, sat down (or stood up to watch, ``watching``): the token
        kept for the table is a seat's now, or a watcher's (:mod:`unotui.kept_seats`), so that
        the LAN list says "your seat is kept" there after a drop, not "full" (ux31 #7), and
        not for one who only watched (review31 #11). A table this app hosts keeps none."""
        client = self.client
        token = getattr(client, "token", None)
        address = self.session.address
        if self.session.host is None and address and isinstance(token, str):
            from .. import kept_seats

            name = kept_seats.name_for(address, getattr(client, "asked_name", None),
                                       getattr(client, "name", None), token)
            if isinstance(name, str):
                kept_seats.keep(address, name, token, watching=watching)

    def own_seat_away(self, seats: list[Any]) -> bool:
        """This watcher asked for the name of a seat whose player is away, and that seat's
        token is kept for this player (another app, or SSH session, of theirs held it and has
        gone: the table named this one "zoe 2"): the seat is theirs, and joining the table again
        sits in it. Said once, on the status line and as a notice; ``True`` when said now
        (ssh68 #1: "Press r when a seat is free", and r did nothing)."""
        from ..connection import own_seat_words

        if self._told_seat_free:
            return False
        session = getattr(self, "session", None)
        address = getattr(session, "address", None) or getattr(self.client, "address", None)
        text = next((words for s in seats if isinstance(s, dict) and s.get("kind") == "human"
                     and s.get("connected") is False and isinstance(s.get("name"), str)
                     and (words := own_seat_words(self.client, address, s["name"],
                                                  in_match=False)) is not None), None)
        if text is None:
            return False
        self._told_seat_free = True
        self.say(text)
        self.app.notify(text, title=_("Your seat"), timeout=30)
        return True

    def show_lobby(self, lobby: dict[str, Any]) -> bool:
        """Show ``lobby``; return whether the status line now tells about the rules (changed,
        or the rules this player sent were taken unchanged)."""
        # (a new table's rules are no change of this one's: back_as_newcomer)
        old_rules = self.lobby.get("rules") if self.lobby and not self._rules_anew else None
        self._rules_anew = False
        new_rules = lobby.get("rules")
        told = False
        if self.asked_rules is not None and new_rules == self.asked_rules[0]:
            self.session.preset_name = self.asked_rules[1]  # shown against the chosen preset
            self.asked_rules = None
            if new_rules == old_rules:  # nothing changed: the "sending" note must not stay
                self.say(self.greeting())
                told = True
        if old_rules is not None and new_rules != old_rules:
            if self.rules_notice:  # the table cleared every ready mark with the change
                self.say(_("The table's rules changed: ready marks cleared. "
                           "Press r when ready."))
            else:
                self.say(_("The table's rules changed; see Rules."))
            told = True
        self.rules_notice = False
        was_ready = self.my_seat_ready()
        was_watching = (self.watching(), self.free_seat() is not None)
        self.lobby = lobby
        self.say_back_from_results()
        self.names = names_from_lobby(lobby, self.names)
        self.query_one(SeatsPanel).show(lobby)
        table = str(lobby.get("table") or "")
        if self.session.host is None:
            self.show_address()  # a guest's line names the table
        seats = lobby.get("seats") or []
        taken = sum(1 for s in seats if isinstance(s, dict) and s.get("kind") != "empty")
        title = _("Lobby of {table} · {taken}/{seats} seats taken", table=table, taken=taken,
                  seats=len(seats))
        watchers = lobby.get("spectators")
        if isinstance(watchers, int) and not isinstance(watchers, bool) and watchers > 0:
            title += " · " + _("{n} watching", n=watchers)
        if lobby.get("password"):
            title += " · " + _("password")
        self.query_one("#lobby-title", Label).update(title)
        # (wrapped as Chinese is: "0.1 秒" stays on one row)
        self.query_one("#rules-text", Static).update(Wrapped("\n".join(self.rules_text())))
        self.refresh_bindings()
        ready = self.my_seat_ready()
        if not told and was_ready is not None and ready is not None and ready != was_ready:
            self.say(_("You are ready. Waiting for the others… (r: not ready)") if ready
                     else _("You are not ready. Press r when you are ready."))
            told = True
        watching = (self.watching(), self.free_seat() is not None)
        if was_watching[0] != watching[0] and self._players is not None:
            self.keep_seat_on_disk(watching=watching[0])
        if not told and self.lobby.get("phase") == "lobby" and watching != was_watching \
                and (watching[0] or was_watching[0]):
            # a watcher sat down, or a seat came free (or was taken) under a watcher's eyes
            self.say(_("You sat down. Press r when you are ready.") if not watching[0]
                     else self.greeting())
            told = True
        if not told and watching[0] and self.own_seat_away(seats):
            told = True
        if not watching[0]:  # (seated: "your seat is free now" is done with, newbie83 #8)
            forget = getattr(self.app, "forget_notices", None)
            if callable(forget):
                forget(_("Your seat"))
        players = _players(lobby)
        news = ""  #: who came or went, told on the status line
        if not told and self._players is not None:
            came = sorted(players - self._players)
            went = sorted(self._players - players)
            if came or went:  # someone came in or left: the one thing a host waits for
                # (one who got up to watch did not leave: "Guest85 left the table." was said
                # of a watcher listed in the header, newbie85 #2)
                up = set(watchers_of(lobby) or ()) - set(self._watchers or ())
                news = sentences(*[_("{name} got up to watch.", name=n) if n in up else
                                 _("{name} was removed from the table.", name=n)
                                 if n in self.removed else
                                 _("{name} was away too long: the seat is free.", name=n)
                                 if n in self.freed else _("{name} left the table.", name=n)
                                 for n in went]
                                + [_("{name} sat down at the table.", name=n) for n in came])
                self.say(news)
                told = True
        if self._players is not None:  # (the lobby that shows them gone ends the mark, said
            gone = self._players - players  # or not: one who sat down again and later left
            self.removed -= gone  # was "removed" then, review47 #5)
            self.freed -= gone
        self._players = players
        bots = _bots(lobby)
        if self._adding is not None and self._bots is not None and len(bots) > len(self._bots):
            # ("Adding a hard bot…" stayed after the bot sat down, ux31 #11)
            new = [b for b in bots if b not in self._bots]
            if not told and new:
                self.say(_("Added {name} ({level}).", name=new[-1][0],
                           level=level_name(new[-1][1])))
                told = True
            self._adding = None
        self._bots = bots
        was_owner, self._owner = self._owner, seat_of(lobby.get("host"))
        handed = owner_news(was_owner, self._owner, lobby.get("you"), self.names)
        if handed is not None:  # (the owner left: who starts the match now, told with what
            # this lobby said before it)
            news = sentences(self.said, handed) if told else handed
            self.say(news)
            told = True
        watchers = watchers_of(lobby)
        if not told and self._watchers is not None and watchers is not None:
            # (someone began or stopped watching: a host likes to know who looks on)
            news = sentences(*watcher_news(self._watchers, watchers, self.removed))
            if news:
                self.say(news)
                told = True
        if self._watchers is not None and watchers is not None:
            self.removed -= set(self._watchers - watchers)  # (said, or gone unsaid)
        self._watchers = watchers
        everyone = self.everyone_ready()
        # the last one said ready, or the one who was not left: say who starts (after who came
        # or went, which is news too)
        # (not "press s" where s is refused: rules for another number of players seated,
        # newbie88 #1 — the reason and what to do instead; and said again once the seats are
        # put right with everyone still ready, newbie89 #1)
        problem = self.start_problem(owner=bool(self.owner)) if everyone else None
        if everyone and (not self._everyone_ready or problem != self._ready_problem):
            hint = sentences(_("Everyone is ready."), problem) if problem is not None else (
                _("Everyone is ready: press s to start the match.") if self.owner
                else _("Everyone is ready: the table's owner starts the match."))
            self.say(sentences(news, hint))  # (no space after "。", newbie89 #2)
            told = True
        self._everyone_ready = everyone
        self._ready_problem = problem
        return told

    def everyone_ready(self) -> bool:
        """In the lobby, with two seats taken or more: is every seated player connected and
        ready (bots always are)?"""
        seats = [s for s in self.lobby.get("seats") or [] if isinstance(s, dict)]
        taken = [s for s in seats if s.get("kind") != "empty"]
        return (self.lobby.get("phase") == "lobby" and len(taken) >= 2
                and all(s.get("kind") == "bot" or (s.get("connected") and s.get("ready"))
                        for s in taken))

    def my_seat_ready(self) -> bool | None:
        """This player's ready mark, or ``None`` for a spectator (or before any lobby)."""
        seat = self.my_seat()
        return bool(seat.get("ready")) if isinstance(seat, dict) else None

    def rules_text(self) -> list[str]:
        rules = table_rules(self.lobby.get("rules"))
        if rules is None:
            return [_("Rules this version does not know.")]
        lines = table_rules_lines(rules)  # (the same words for the host and every guest)
        settings = self.lobby.get("settings") or {}
        timer = settings.get("turn_timer")
        if timer:
            lines.append(_("Turn timer: {n} s", n=int(timer)))
        lines += self.bot_lines()
        return lines

    def bot_lines(self) -> list[str]:
        """How long the hard bots think, when one sits at the table; to the owner setting up,
        with the key that changes it first (the footer has no room for h at 80 columns, and a
        key after the words wrapped onto a line of its own in the narrow rules box)."""
        seats = self.lobby.get("seats") or []
        think = (self.lobby.get("settings") or {}).get("think")
        if not isinstance(think, int | float) or not any(
                isinstance(s, dict) and s.get("bot") == "hard" for s in seats):
            return []
        if self.setting_up():
            return [_("h: hard bots think up to {n} s", n=f"{think:g}")]
        return [_("Hard bots think up to {n} s a move", n=f"{think:g}")]

    def shown_preset(self, rules: Any) -> str | None:
        """The preset the rules editor (e) starts from for ``rules``: the preset they are
        exactly, else the table's (:attr:`LobbySession.preset_name`: the one it was opened with
        or last chosen here); ``None`` means official. (The lobby *describes* the rules with
        :func:`~unotui.widgets.rules_form.table_rules_lines`, the same words for everyone.)"""
        from core.rules import PRESETS, preset

        for name in PRESETS:
            if not rules.differences(preset(name)):
                return name
        own = self.session.preset_name
        return own if own in PRESETS else None

    def show_address(self) -> None:
        address = self.session.address
        if self.session.host is None:
            place = joined_place(self.lobby.get("table"), address)
            text = "" if not place else _("You are watching {address}.", address=place) \
                if self.watching() else _("You are at {address}.", address=place)
        elif address:
            from ..cli import how_to_run

            text = _("Others join with: {command} join {address}", command=how_to_run(),
                     address=address)
            ssh_port = getattr(getattr(self.session.host, "config", None), "ssh_port", None)
            if ssh_port:
                from ..tables import loopback_address

                # (a table on this computer only has its door there too: no friend elsewhere
                # reaches it, ssh44 #3)
                text += "\n" + (_("or without unotui, on this computer only: ssh -p {port} "
                                   "{host}", port=ssh_port, host=address.rsplit(":", 1)[0])
                                 if loopback_address(address) else
                                 _("or without unotui: ssh -p {port} {host}", port=ssh_port,
                                   host=address.rsplit(":", 1)[0]))
                # (what friends compare on their first connection: the host's terminal printed
                # it, under the app's full screen, ssh34 #1)
                fingerprint = getattr(self.app, "ssh_fingerprint", None)
                if isinstance(fingerprint, str) and fingerprint:
                    text += "\n" + _("SSH host key: {fingerprint}", fingerprint=fingerprint)
                # (and whom it admits, which only the terminal under the full screen said,
                # ssh36 #3)
                access = getattr(getattr(self.session.host, "config", None), "ssh_access", None)
                if isinstance(access, dict):
                    from ..ssh.access import access_words

                    text += "\n" + access_words(access.get("authorized_keys"),
                                                 access.get("password"))
            if self.session.advertise:
                note = self.discovery_note
                text += "\n" + (note if note else _("It is listed under Join on this network."))
        else:
            text = ""
        self.query_one("#address", Static).update(text)

    @work(group="lobby-advertise")
    async def advertise(self) -> None:
        from ..tables import loopback_address

        host = self.session.host
        why = await host.advertise(self.session.mdns_interfaces)
        # (a table on 127.0.0.1 is listed on this computer alone, and says why: review37 #7)
        private = loopback_address(self.session.address or "")
        self.discovery_note = (
            _("Not listed on the LAN: {why}", why=why) if why else
            (_("Listed on this computer only, where the table listens: the door's other "
               "visitors join it from their Join list.")
             if getattr(self.app, "ssh_door", None) == "menu" else
             # ("nobody else": a second app on this computer did join, newbie65 #6)
             _("Listed on this computer only, where the table listens: no other computer "
               "can join."))
            if private else
            _("Listed on this computer only: mDNS is limited to loopback.")
            if getattr(host, "listed_locally", False) else
            _("Listed on the LAN: it shows under Join on this network."))
        self.show_address()

    def hand_over(self, first: dict[str, Any] | None = None) -> None:
        """The match started: show the table screen with this connection."""
        if self.started:
            return
        self.started = True
        forget = getattr(self.app, "forget_notices", None)
        if callable(forget):  # (the match missed is old news once the next starts: its note
            forget(_("Match over"))  # stayed 30 s, over the new match too, ssh51 #5)
        link = ClientLink(self.client, self.session.host, self.names)
        carried = [*self.for_table, *([first] if first is not None else [])]
        self.for_table = []
        if carried:  # the table screen reads them first, then what came after them
            queue = self.client.messages
            rest = []
            while not queue.empty():
                rest.append(queue.get_nowait())
            for msg in (*carried, *rest):
                queue.put_nowait(msg)
        open_match = getattr(self.app, "open_match", None)  # the app shows the table
        if open_match is not None:
            open_match(link, bool(self.ascii_only))

    # ------------------------------------------------------------------ keys
    @property
    def owner(self) -> bool:
        return bool(self.lobby.get("owner"))

    def my_seat(self) -> dict[str, Any] | None:
        you = self.lobby.get("you")
        seats = self.lobby.get("seats") or []
        if isinstance(you, int) and 0 <= you < len(seats):
            return seats[you]  # type: ignore[no-any-return]
        return None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.ended:  # (removed, or the connection closed for good: only Escape goes on)
            return action == "leave"
        if action == "help" and self.query_one(ChatPanel).typing:
            return False  # (hidden: ? is typed into the chat, whose F1 opens the help,
            # newbie41 #5)
        if action in ("start", "add_bot", "remove"):
            return self.owner
        if action == "owner_only":  # (a guest's s, b, k, e, h: newbie65 #2)
            return not self.owner
        if action == "edit_rules":
            return self.setting_up()
        if action in ("think", "no_hard_bot"):  # think: while a hard bot sits at the table
            return self.setting_up() and bool(self.bot_lines()) == (action == "think")
        if action in ("ready", "unready"):
            return self.my_seat() is not None and bool(self.my_seat_ready()) == (
                action == "unready")
        if action in ("sit", "seats_taken"):  # a watcher, while the table is in its lobby
            return self.watching() and self.lobby.get("phase") == "lobby" and (
                (self.free_seat() is not None) == (action == "sit"))
        if action == "watch":  # a seated player, while the table is in its lobby
            return self.my_seat() is not None and self.lobby.get("phase") == "lobby" \
                and not self.started
        return True

    def setting_up(self) -> bool:
        """Is this player the owner, with the table in its lobby (rules and bots can change)?"""
        return bool(self.owner) and self.lobby.get("phase") == "lobby" and not self.started

    def quit_warning(self) -> str | None:
        """What quitting unotui from here does to others, asked before it (Ctrl+Q, the
        palette's Quit): the network table this app hosts closes for the players and watchers
        there (a host quit at once, and a guest lost the results they were reading, ux27 #3);
        ``None`` when nobody else is there, or the table is not this app's."""
        if self.session.host is None or not self.session.address or self.ended:
            return None
        you = self.lobby.get("you")
        others = [s for i, s in enumerate(self.lobby.get("seats") or [])
                  if isinstance(s, dict) and i != you and s.get("kind") == "human"
                  and s.get("connected")]
        watchers = self.lobby.get("spectators")
        if not others and not (isinstance(watchers, int) and watchers > 0):
            return None
        return _("Your table closes for everyone.")

    def watching(self) -> bool:
        """Is this player a spectator here (the table has told who is where, and not a seat)?"""
        return bool(self.lobby) and self.my_seat() is None

    def free_seat(self) -> int | None:
        seats = self.lobby.get("seats") or []
        return next((i for i, s in enumerate(seats)
                     if isinstance(s, dict) and s.get("kind") == "empty"), None)

    def action_sit(self) -> None:
        """``r`` for a watcher: sit down in the first free seat (the table may refuse: another
        took it first; its answer comes as a lobby, or an error)."""
        seat = self.free_seat()
        if seat is None:
            self.action_seats_taken()
            return
        self.say(_("Sitting down…"))
        self._send("sit", seat)

    def action_seats_taken(self) -> None:
        """``r`` for a watcher while every seat is taken: says so (the footer does not offer
        "r Sit down" then: newbie80 #11)."""
        self.say(_("You are watching: every seat is taken. Press r when a seat is free."))

    def action_watch(self) -> None:
        """``w`` for a seated player in the lobby: get up and watch (the protocol's
        ``spectate``); the seat is free for another, and ``r`` sits down again while a seat is
        free. An owner who watches still runs the table (newbie80 #6: nothing offered it)."""
        self.say(_("Getting up to watch… Press r to sit down again."))
        self._send("spectate")

    def say(self, text: str) -> None:
        self.said = text
        self.query_one("#lobby-status", Static).update(text)

    def action_owner_only(self, action: str) -> None:
        """A guest's (or a watcher's) ``s``, ``b``, ``k``, ``e`` or ``h``: the owner's keys,
        listed in the help "(the owner)", did nothing at all, the status line unchanged: a new
        player pressing s at a friend's table could not tell whether anything happened
        (newbie65 #2). Said, with whose they are."""
        seat = self._owner
        if seat is not None and 0 <= seat < len(self.names) and self.names[seat]:
            # (closed by a comma too: "Only root, the table's owner starts the match.",
            # newbie81 #8)
            owner = _("{name}, the table's owner,", name=self.names[seat])
        else:
            owner = _("the table's owner")
        words = {
            "start": _("Only {owner} starts the match.", owner=owner),
            "add_bot": _("Only {owner} adds bots.", owner=owner),
            "remove": _("Only {owner} removes bots and players.", owner=owner),
            "edit_rules": _("Only {owner} changes the rules.", owner=owner),
            "think": _("Only {owner} sets how long hard bots think.", owner=owner),
        }
        if action in words:
            self.say(words[action])

    def action_ready(self) -> None:
        seat = self.my_seat()
        if seat is None:
            return
        self._send("ready", not bool(seat.get("ready")))

    def action_unready(self) -> None:
        """``r`` once ready: not ready any more (the same toggle, named for what it does)."""
        self.action_ready()

    def action_start(self) -> None:
        """``s``: start the match: the owner may start without waiting for a player who is not
        ready (someone away from the keyboard must not hold the table up); the status line
        says who was not. After a match, a guest still reading its results (the lobby's
        ``seats[i].reading``; from an older table, one who has not said they are ready since
        it ended) would be taken from the results straight into the new match: so ``s`` asks
        first, naming them (ux25 #5, ux27 #15); y starts."""
        problem = self.start_problem()
        if problem is not None:  # (said here in words: the table's "not_now" read "That
            # cannot be done at this point of the game.", and its teams refusal quoted the
            # rules file, 'teams = "pairs" needs…', newbie50 #10)
            self.say(problem)
            return
        waiting = self.not_ready()
        reading = self.maybe_reading()
        if reading:
            from ..dialogs import ConfirmDialog

            names = listing(reading)
            said = _("Still reading the last match's results: {names}. Starting takes them "
                     "straight into the new match.", names=names) if self.table_says_reading() \
                else _("{names} has not said they are ready since the last match ended: they "
                       "may still be reading its results. Starting takes them straight into "
                       "the new match.", names=names)
            # (it starts with them, not without them: the title said "without", newbie40 #5)
            self.app.push_screen(ConfirmDialog(_("Start now? Still reading: {names}",
                                                 names=names), said),
                                 lambda yes: self._start_without(waiting) if yes else None)
            return
        if waiting:
            self._start_without(waiting)
            return
        self._start()

    def start_problem(self, owner: bool = True) -> str | None:
        """Why ``s`` cannot start a match with the players seated now, in words (``None``: it
        can): fewer than two, teams that do not divide them, rules for another number — with
        what to do: the owner's keys, or (not ``owner``) that the owner changes the seats or
        the rules (newbie88 #1: what was wrong, never what to do)."""
        from core.game import check_table, least_players, team_size
        from core.rules import RulesError

        taken = len(taken_seats(self.lobby))
        if taken < 2:
            return _("A match needs at least two players: b adds a bot.")
        rules = table_rules(self.lobby.get("rules"))
        if rules is None:
            return None
        try:  # (the engine's rule for who can play; only its words are the lobby's)
            check_table(rules, taken)
        except RulesError:
            if rules.players and rules.players != taken:
                wrong = _("These rules are for exactly {players} players; {n} are seated.",
                          players=rules.players, n=taken)
                step = (_("k removes a player or bot; e changes the rules.")
                        if taken > rules.players else
                        _("b adds a bot; e changes the rules."))
            else:
                wrong = _("Teams of {size} need a multiple of {size} players, at least {least}; "
                          "{n} are seated.", size=team_size(rules), least=least_players(rules),
                          n=taken)
                step = _("b adds a bot, k removes one; e changes the rules.")
            return sentences(wrong, step if owner else
                             _("The table's owner changes the seats or the rules."))
        return None

    def _start_without(self, waiting: list[str]) -> None:
        """Start now, the status line naming the players who were not ready."""
        if not waiting:
            self._start()
            return
        self.say(_("Starting the match without waiting for {names}…", names=listing(waiting)))
        self._send("start")

    def table_says_reading(self) -> bool:
        """Does the table say who is still reading a match's results (``seats[i].reading``,
        a field older hosts do not send)?"""
        return any(isinstance(s, dict) and isinstance(s.get("reading"), bool)
                   for s in self.lobby.get("seats") or [])

    def maybe_reading(self) -> list[str]:
        """After a match: the names of the other players, connected, still reading its results:
        as the table says (``seats[i].reading``); from an older table that does not say, those
        who have not said they are ready since it ended (who may be). Before any match: none."""
        if not self.after_match:
            return []
        you = self.lobby.get("you")
        exact = self.table_says_reading()
        return [str(s.get("name") or "?") for i, s in enumerate(self.lobby.get("seats") or [])
                if isinstance(s, dict) and i != you and s.get("kind") == "human"
                and s.get("connected")
                and (s.get("reading") is True if exact else not s.get("ready"))]

    def not_ready(self) -> list[str]:
        """The names of the other seated players who have not said they are ready."""
        you = self.lobby.get("you")
        return [str(s.get("name") or "?") for i, s in enumerate(self.lobby.get("seats") or [])
                if isinstance(s, dict) and i != you and s.get("kind") == "human"
                and not s.get("ready")]

    def _start(self) -> None:
        self.say(_("Starting the match…"))
        self._send("start")

    def action_add_bot(self) -> None:
        seats = self.lobby.get("seats") or []
        if not any(isinstance(s, dict) and s.get("kind") == "empty" for s in seats):
            self.say(_("Every seat is taken."))
            return
        self.app.push_screen(BotLevelDialog(self.bot_level), self._bot_level_chosen)

    def action_think(self) -> None:
        """The next thinking time for the hard bots (after the longest, the shortest again)."""
        now = (self.lobby.get("settings") or {}).get("think")
        choices = think_choices()
        later = [t for t in choices if isinstance(now, int | float) and t > now]
        seconds = later[0] if later else choices[0]
        self.say(_("Hard bots now think up to {n} s a move.", n=f"{seconds:g}"))
        self._send("set_think", seconds)

    def action_no_hard_bot(self) -> None:
        """``h`` with no hard bot seated: nothing to set, and the status line says so."""
        self.say(_("h sets how long hard bots think, and no bot here is hard: b adds a bot, "
                   "and its level is asked."))

    def _bot_level_chosen(self, level: object) -> None:
        """Add a bot at the level picked in :class:`BotLevelDialog` (nothing when cancelled)."""
        if not isinstance(level, str):
            return
        self.bot_level = level
        # (and the status line no longer says what was true before: "No hard bot…")
        self.say(_("Adding a {level} bot…", level=level_name(level)))
        self._adding = level
        self._send("add_bot", level)

    def removable(self) -> list[tuple[int, dict[str, Any]]]:
        """The seats the owner may empty: every bot, and every other player (connected or
        not: a player whose app is gone would otherwise hold the seat until the reconnect
        window ends)."""
        you = self.lobby.get("you")
        seats = self.lobby.get("seats") or []
        return [(i, s) for i, s in enumerate(seats) if isinstance(s, dict) and i != you
                and s.get("kind") in ("bot", "human")]

    def action_remove(self) -> None:
        """``k``: with only bots to remove, the last bot goes at once; with players at the
        table too, a dialog asks which seat to empty (Escape removes nobody)."""
        out = self.removable()
        watchers = self.removable_watchers(out)
        if not out and not watchers:
            self.say(_("There is nobody to remove."))
            return
        if all(s.get("kind") == "bot" for _i, s in out) and not watchers:
            self._remove_bot(*out[-1])
            return
        options: list[tuple[str, object]] = []
        for i, seat in out:
            name = str(seat.get("name") or "?")
            if seat.get("kind") == "bot":
                label = _("{name} · {level} (bot)", name=name, level=level_name(seat.get("bot")))
            elif not seat.get("connected"):
                label = _("{name} (disconnected)", name=name)
            else:
                label = name
            options.append((label, (i, seat.get("kind"), seat.get("name"))))
        # (each seat by its number, as the seats list shows them: 2 removed the second in the
        # list, not seat 2, newbie40 #7; seat 10 is 0; the watchers on the digits left)
        keys = [str((i + 1) % 10) for i, _seat in out]
        free = [d for d in "1234567890" if d not in keys]
        for name, key in zip(watchers, free, strict=False):
            options.append((_("{name} (watching)", name=name), (None, "watcher", name)))
            keys.append(key)
        self.app.push_screen(
            OptionsDialog(_("Remove from the table"), options,
                          _("A seat is free at once. A player or watcher removed may join "
                            "again, as a newcomer.") if watchers else
                          _("The seat is free at once. A player removed may join again, as a "
                            "newcomer."),
                          keys=keys),
            self._removal_chosen)

    def removable_watchers(self, seats: list[tuple[int, dict[str, Any]]]) -> list[str]:
        """The watchers the owner may remove (``k``), by their names in the lobby's
        ``watchers`` — this player's own name left out —, as many as the removal dialog has
        digits for after the ``seats`` it lists (net70 #1: a watcher flooding the chat could
        not be removed)."""
        if self.lobby.get("owner") is not True or self.lobby.get("kicks_watchers") is not True:
            return []  # (a host of an earlier version closes the connection of a kick that
            # names a watcher: review92 #3)
        names = self.lobby.get("watchers")
        mine = getattr(self.client, "name", None)
        left = 10 - len(seats)
        return [n for n in names if isinstance(n, str) and n != mine][:left] \
            if isinstance(names, list) else []

    def _remove_bot(self, seat: int, bot: dict[str, Any]) -> None:
        """Empty bot ``seat``, and say which bot went (k alone picks the last one seated)."""
        self.say(_("Removed {name} ({level}).", name=str(bot.get("name") or "?"),
                   level=level_name(bot.get("bot"))))
        self._send("remove_bot", seat)

    def _removal_chosen(self, choice: object) -> None:
        """Empty the seat picked in the removal dialog: a bot is removed, a player kicked —
        unless the seat changed hands while the dialog was open (then nobody is removed)."""
        if not isinstance(choice, tuple) or len(choice) != 3:
            return
        seat, kind, name = choice
        if kind == "watcher":
            if name not in (self.lobby.get("watchers") or []):
                self.say(_("{name} is no longer watching: nobody was removed.", name=name))
                return
            # ("removed" is said once the table's lobby no longer lists them: review92 #3)
            self.removed.add(str(name))
            self._send("kick_watcher", name)
            return
        seats = self.lobby.get("seats") or []
        now = seats[seat] if isinstance(seat, int) and 0 <= seat < len(seats) else None
        if not isinstance(now, dict) or (now.get("kind"), now.get("name")) != (kind, name):
            self.say(_("That seat changed hands meanwhile: nobody was removed."))
            return
        if kind == "bot":
            self._remove_bot(seat, now)
        else:
            self.removed.add(str(name))
            self._send("kick", seat)

    def action_edit_rules(self) -> None:
        """Open the rules editor on the table's rules (owner only, in the lobby)."""
        from core.rules import Rules

        # (rules this version does not know: start from the official ones)
        rules = table_rules(self.lobby.get("rules")) or Rules()
        self.app.push_screen(RulesDialog(rules, self.shown_preset(rules) or "official"),
                             self._rules_chosen)

    def _rules_chosen(self, choice: tuple[Any, str] | None) -> None:
        """Send the rules chosen in :class:`RulesDialog` (nothing when it was cancelled)."""
        if choice is None:
            return
        from core.rules import preset

        rules, name = choice
        self.asked_rules = (rules.to_dict(), name)
        self.say(_("Sending the new rules to the table…"))
        self._send("set_rules", rules.differences(preset(name)), name)

    def say_back_from_results(self) -> None:
        """The table still counts this player as reading a match's results (its lobby's
        ``seats[i].reading``) while this lobby is what they see: tell it they are back (a
        ``ready`` false), so that the owner is not told they are reading (ux27 #15). Also for an
        app started again with its kept seat, which never showed those results; again after
        a reconnect, as long as the table says so; never while the results are on top."""
        if not still_reading(self.lobby, self.lobby.get("you")):
            self._unread_sent = False
            return
        if self._unread_sent or not self.is_mounted or self.app.screen is not self:
            return
        self._unread_sent = True
        self._send_quietly("ready", False)

    def unread_dropped(self, msg: dict[str, Any]) -> bool:
        """Was ``msg`` the table's ``rate_limited`` refusal of the ``ready`` false that
        :meth:`say_back_from_results` sent (its address's message budget spent, e.g. by
        players sharing one address)? Then it is sent again after the ``retry_after`` the
        table asked for, quietly as before: the player did not ask for it, and the table would
        otherwise go on counting them as reading the results."""
        dropped = msg.get("dropped")
        if not (self._unread_sent and msg.get("code") == "rate_limited"
                and isinstance(dropped, dict) and dropped.get("t") == "ready"):
            return False
        self._unread_sent = False
        wait = msg.get("retry_after")
        wait = float(wait) if isinstance(wait, (int, float)) and not isinstance(wait, bool) \
            else 1.0
        self.set_timer(min(max(wait, 0.05), 30.0), self.say_back_from_results)
        return True

    @work(group="lobby-send")
    async def _send_quietly(self, what: str, *args: Any) -> None:
        """As :meth:`_send`, for what the player did not ask for: a failure says nothing (it
        is tried again when the table's next lobby still asks for it)."""
        try:
            await getattr(self.client, what)(*args)
        except Exception:
            self._unread_sent = False

    @work(group="lobby-send")
    async def _send(self, what: str, *args: Any) -> None:
        if self.reconnecting.active:  # (r and the others did nothing there, newbie38 #6)
            self.app.notify(_("The table is away: nothing was sent. Try again once the "
                              "connection is back."), severity="warning", timeout=6)
            return
        try:
            await getattr(self.client, what)(*args)
        except Exception as exc:
            self.say(_("Could not reach the table: {error}", error=str(exc) or type(exc).__name__))

    def action_help(self) -> None:
        """``?``: the lobby's keys, and the rules of the table as they stand."""
        show = getattr(self.app, "show_help", None)
        if show is None:
            return
        rules = self.lobby.get("rules")
        keys = lobby_keys()
        if self.session.host is not None and getattr(self.app, "ssh_door", None) is None:
            # (this app is the table: its journal brings it back — not a door's visitor's,
            # who runs no command and whose table closes with the session, as ssh56 #3 said
            # of the menu's help)
            from ..cli import how_to_run

            keys.append(("--resume", _(
                "if this app ends unexpectedly, `{command} host --resume` opens this table "
                "again where it was, each seat kept for its player", command=how_to_run())))
        seats = self.lobby.get("seats")
        shown: dict[str, Any] = {"rules": rules if isinstance(rules, dict) else {}}
        if isinstance(seats, list) and len(seats) == 2:  # (a match here is two players': the
            shown["players"] = 2  # two-player Reverse is a rule of it, newbie44 #6)
        show(shown, bool(self.ascii_only), keys=keys)

    def action_chat(self) -> None:
        self.query_one(ChatPanel).open()

    async def on_key(self, event: Key) -> None:
        """``t`` opens the chat line here, not at the app's binding check a step later, and the
        keys queued behind it go into the line (:func:`chat_takes_key`): typed in one burst
        with ``t``, they were all lost, Enter included (ssh72 #1)."""
        if self.app.screen is not self:
            return
        chat = self.query_one(ChatPanel)
        if chat.is_open:
            await chat_takes_key(chat, event)
        elif event.key == "t" and self.check_action("chat", ()):
            event.stop()
            event.prevent_default()
            self.action_chat()

    @on(ChatPanel.Send)
    def send_chat(self, message: ChatPanel.Send) -> None:
        if keep_unsent_chat(self, message.text):
            return
        self.set_focus(None)
        self._send("chat", message.text)
        if self._chat_refused_said is not None and self.said == self._chat_refused_said:
            # ("Not sent … press Enter in 2 s" stayed for good after the line went, newbie87
            # #2: what the lobby says otherwise, unless the table refuses this one too)
            self.say(self.greeting())
        self._chat_refused_said = None

    def action_leave(self) -> None:
        chat = self.query_one(ChatPanel)
        if chat.is_open:
            chat.close()
            self.set_focus(None)
            return
        from ..dialogs import ConfirmDialog

        if self.ended:  # nothing to give up any more
            self._leave()
            return
        title = _("Leave the table?")
        if self.session.host is not None and not self.session.address:
            body = _("The game ends.")
        elif self.session.host is not None:
            # (the table's own host closes it: the title says so, as q at the table does —
            # "Leave the table?" here, "Close the table?" there, newbie63 #7)
            title, body = _("Close the table?"), _("Your table closes for everyone.")
        elif self.watching():
            body = _("You stop watching.")
        else:
            body = _("Your seat is given up.")
        self.app.push_screen(ConfirmDialog(title, body),
                             lambda yes: self._leave() if yes else None)

    @work(group="lobby-leave")
    async def _leave(self) -> None:
        self.left = True
        if self.session.host is None:  # (a table this app hosts is closed, not left: see
            with contextlib.suppress(Exception):  # unotui.link.ClientLink.leave)
                await self.client.leave()
        await self.session.close()
        table_left = getattr(self.app, "table_left", None)
        if self.session.replaces_table and table_left is not None:
            table_left()
        else:
            self.dismiss(None)

    async def on_unmount(self) -> None:
        # the screens above this one (the table) are gone already: close what is left. Quitting
        # the app from here (q, Ctrl-Q, Ctrl-C) is leaving: in the lobby the seat is given up at
        # once, during a match a bot plays it at once (until the player joins again), not held
        # for the reconnect window as after a drop. An app stopped by a signal (killed, its
        # terminal or SSH connection gone) did not choose to leave: that is a drop.
        dropped = bool(getattr(self.app, "stopped_by_signal", False))
        # (a table this app hosts is closed below, not left: see unotui.link.ClientLink.leave)
        leave = not self.left and not self.session.closed and not dropped \
            and self.session.host is None
        self.left = True  # nothing more is read here (a hosted table says it closes)
        if leave:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.client.leave(), 2.0)
        await self.session.close()


def end_seat(end: dict[str, Any], you: object) -> int | None:
    """The viewer's seat in the match ``end`` (a ``match_end``) tells: its ``seat``, when sent
    again to one away at its end (a newcomer now, whose seat in the lobby may be another,
    newbie46 #4), else ``you``, the seat the lobby gives them."""
    seat = end.get("seat")
    if end.get("again") is True and isinstance(seat, int) and not isinstance(seat, bool):
        return seat
    return you if isinstance(you, int) and not isinstance(you, bool) else None
