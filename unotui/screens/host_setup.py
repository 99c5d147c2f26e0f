"""Host setup: the table's name, seats, bots and each one's level, the rules and a password; then the lobby.

An SSH door port (empty: none) opens an SSH front door with the table, admitting anyone who
reaches it or only the keys of the user's ``~/.ssh/authorized_keys``; it stays open until the
app ends, as ``unotui host --ssh``'s does, and the table's port is fixed from then on.

:class:`RulesForm` is the rule book as a form — a preset to start from and every option of
:data:`core.rules.OPTIONS` with its one-line explanation — shared with the settings screen
(default rules). The rules a table is opened with are kept as the last table's rules, where the
next table starts (:meth:`unotui.settings.Settings.table_rules`); the default rules, which games
against bots use, change only on the settings screen. Choosing a preset resets every option to
that preset; changing an option keeps the preset's name and remembers the difference. A
combination the engine refuses (e.g. jump-in stacking without jump-in) is reported under the form,
in the words of :class:`core.rules.RulesError`, and the table cannot be opened until it is fixed.

Keys: ↑/↓ (or Tab / Shift+Tab) move between fields, as on the settings screen; ←/→ change a
choice, Enter or space change a choice or tick a box, Ctrl+O opens the table (also the button at
the bottom), Escape goes back to the menu.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any, ClassVar

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Static

from ..describe import LEVEL_NAMES, level_name
from ..i18n import N_, _, ngettext, sentences, translate_bindings
from ..tables import HostPlan, LobbySession
from ..widgets.field import Field
from ..widgets.lines import Wrapped, help_text
from ..widgets.rules_form import (
    BOT_LEVELS,
    MAX_BOTS,
    TITLES,
    Choice,
    FormRow,
    RulesForm,
    bot_level_options,
    option_title,
    rules_line,
    rules_lines,
    think_choices,
    think_options,
    value_text,
)

__all__ = ["BOT_LEVELS", "LEVEL_NAMES", "MAX_BOTS", "TITLES", "Choice", "HostPlan",
           "HostSetupScreen", "RulesForm", "bot_level_options", "level_name", "option_title",
           "rules_lines", "think_choices", "think_options", "value_text"]


def same_name(name: str) -> str:
    """A table's name as two names are compared: cleaned as the table cleans it (a journal
    holds that), without regard to case (review33 #3: "friday" opened beside a waiting
    "Friday" was not asked about it)."""
    from net.host import MAX_TABLE_NAME
    from net.protocol import clean_text

    return clean_text(name, MAX_TABLE_NAME).casefold()


#: seconds after which Escape gives up a table still opening (before: it waits for it)
GIVE_UP_AFTER = 3.0


class HostSetupScreen(Screen[None]):
    """The form that opens a table; then the lobby (see the module docstring)."""

    DEFAULT_CSS = """
    HostSetupScreen { layout: vertical; }
    HostSetupScreen .screen-title { width: 100%; background: $primary; color: $text;
                                    text-style: bold; padding: 0 1; }
    HostSetupScreen #form { height: 1fr; padding: 0 1; }
    HostSetupScreen .row { height: auto; }
    HostSetupScreen .row Label.title { width: 26; padding: 0 1 0 0; }
    HostSetupScreen .row.-current Label.title { text-style: bold reverse; }
    HostSetupScreen .row Choice, HostSetupScreen .row Input { width: 1fr; max-width: 40; }
    HostSetupScreen .section { text-style: bold; color: $accent; margin: 1 0 0 0; }
    /* (a column to their right: a line that filled the form ran into its scrollbar,
       "penalties for a false UNO and for each▅▅", newbie56 #6b) */
    HostSetupScreen .help { color: $text-muted; padding: 0 1 0 2; }
    HostSetupScreen RulesForm .help { padding: 0 1 0 2; }
    HostSetupScreen RulesForm #rules-error { padding: 0 1 0 0; }
    HostSetupScreen #open { margin: 1 0; }
    HostSetupScreen #host-status { height: auto; max-height: 3; padding: 0 1;
                                   background: $boost; }
    HostSetupScreen #host-status.-error { background: $error 40%; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        # (priority: the scrolling form would otherwise take ↑/↓ to scroll; as on Settings)
        Binding("down", "app.focus_next", N_("Move"), key_display="↑↓", priority=True),
        Binding("up", "app.focus_previous", N_("Move"), show=False, priority=True),
        Binding("ctrl+o", "open_table", N_("Open the table")),
        Binding("escape", "back", N_("Back")),
        # (in a field ? is typed: F1 is the key shown; ux31 #9: no help here)
        Binding("f1,question_mark", "help", N_("Help"), key_display="F1"),
    ]

    def __init__(self, *, bind: str | None = None, port: int | None = None,
                 advertise: bool = True, seed: int | str | None = None,
                 bot_delay: float = 0.6, round_pause: float = 20.0,
                 plan: HostPlan | None = None, auto_open: bool = False) -> None:
        """``plan`` fills the form (``unotui host`` arguments) and, with ``auto_open``, opens
        the table at once; the other arguments are used when no plan is given (``bind`` and
        ``port`` None: where the last table listened, see :meth:`last_bind`)."""
        super().__init__()
        translate_bindings(self)  # labels in the active language
        from .. import settings as settings_mod
        from ..commands.host import DEFAULT_PORT

        self.settings = settings_mod.load()
        #: a LAN address the last table listened on that this computer no longer has
        self.bind_gone: str | None = None
        if plan is None:
            rules, preset_name = self.settings.table_rules()  # (the last table's, else default)
            levels = tuple(self.settings.table_bot_levels)  # (the last table's bots)
            plan = HostPlan(table_name="", seats=max(self.settings.seats, len(levels) + 1),
                            bots=len(levels), bot_levels=levels, think=self.settings.table_think,
                            bot_kind=self.settings.bot_kind, rules=rules,
                            preset_name=preset_name,
                            bind=bind if bind is not None else self.last_bind(),
                            port=port if port is not None else self.settings.table_port
                            if self.settings.table_port is not None else DEFAULT_PORT,
                            advertise=advertise, seed=seed, bot_delay=bot_delay,
                            round_pause=round_pause,
                            extra={"turn_timer": self.settings.table_turn_timer}
                            if self.settings.table_turn_timer else {})
        self.initial = plan
        self.auto_open = auto_open
        #: the table open now was opened by its player, whose choices are the next table's
        #: (:meth:`open_table`; not ``unotui host``'s flags)
        self.remembers = False
        self.opening = False
        #: Ctrl+O found the form wanting and the status line says why (:meth:`_form_changed`)
        self.refused = False
        self.opened = False  #: the table it opened is (or was) showing above it
        self.session: Any = None  #: the table it opened last (its rules come back to the form)
        #: the SSH door to open with the table being opened (:meth:`wanted_door`)
        self.door_asked: tuple[int, Path | None] | None = None
        self.keys_file: Path | None = None  #: (:meth:`compose_door`)
        self.opening_since = 0.0  #: when the table being opened was asked for (monotonic)

    def compose(self) -> ComposeResult:
        s = self.settings
        p = self.initial
        default_table = p.table_name or s.table_name or _("{name}'s table", name=s.player_name)
        yield Label(_("Host a table"), classes="screen-title")
        with VerticalScroll(id="form"):
            yield Label(_("The table"), classes="section")
            with FormRow():
                yield Label(_("Table name"), classes="title")
                yield Field(default_table, max_length=40, compact=True, id="table-name")
            with FormRow():
                yield Label(_("Seats"), classes="title")
                yield Choice([(str(n), n) for n in range(2, 11)], value=p.seats, id="seats")
            with FormRow():
                yield Label(_("Bots"), classes="title")
                yield Choice([(str(n), n) for n in range(0, 10)], value=p.bots, id="bots")
            yield help_text(_("Bots sit in the last seats; players who join take the others."))
            yield from self.compose_bot_levels()
            from net.protocol import MAX_PASSWORD

            with FormRow():
                yield Label(_("Password"), classes="title")
                yield Field(p.password or "", password=True, max_length=MAX_PASSWORD,
                            compact=True, id="password", placeholder=_("none"))
            yield help_text(_("Leave empty for a table anyone on the network may join."))
            # (ux33 #4: only host --turn-timer had it; a friend whose laptop slept held the
            # table up with nothing the host could do)
            from ..commands.host import TIMER_CHOICES

            timer = round(p.extra.get("turn_timer") or 0)  # (whole seconds: the choices are)
            choices = [(_("none"), 0), *[(_("{n} s", n=n), n) for n in TIMER_CHOICES]]
            if timer not in [value for _label, value in choices]:
                choices.append((_("{n} s", n=timer), timer))  # (a resumed table's own)
            with FormRow():
                yield Label(_("Turn timer"), classes="title")
                yield Choice(choices, value=timer, id="turn-timer")
            yield help_text(_("A player who has not moved when it runs out: the table moves for "
                              "them (draws, or keeps the card drawn). None: it waits."))
            door = p.extra.get("ssh_port")  # (``host --ssh``: a door sends visitors here)
            with FormRow():
                yield Label(_("Port"), classes="title")
                yield Field(str(p.port), type="integer", compact=True, id="port",
                            disabled=bool(door))
            with FormRow():  # (ux31 #10: only host --bind chose it)
                yield Label(_("Listen on"), classes="title")
                yield Choice(self.bind_options(p.bind), value=p.bind, id="bind",
                             disabled=bool(door))
            yield help_text(_("Every network: anyone who can reach this computer may join. This "
                              "computer only: nobody else can, and only this computer lists it."))
            # (it cannot follow the table to another port, ssh29 #1)
            fixed = help_text(self.door_words(door), id="door-fixed")
            fixed.display = bool(door)
            yield fixed
            # (an SSH visitor of a menu door hosts on the server: no door of their own there,
            # review37 #1)
            yield from self.compose_door(hidden=bool(door) or self.visitor())
            yield Label(_("The rules"), classes="section")
            yield help_text(_("Kept for your next table only: games against bots keep the default "
                              "rules of Rules & settings."))
            yield RulesForm(p.rules, p.preset_name, id="rules-form")
            yield Button(_("Open the table (Ctrl+O)"), variant="primary", id="open", compact=True)
        yield Static(_("Fill in the table, then open it with Ctrl+O."), id="host-status",
                     markup=False)
        yield Footer(compact=True)

    def last_bind(self) -> str:
        """Where the last table listened (review37 #11: "this computer only" was forgotten
        at the next start), or every network — also when that was a LAN address this
        computer no longer has (the form says so)."""
        import ipaddress

        from net.discovery import lan_addresses

        kept = self.settings.table_bind
        if kept is None or kept in ("0.0.0.0", "::") or ipaddress.ip_address(kept).is_loopback \
                or kept in lan_addresses():
            return kept or "0.0.0.0"
        self.bind_gone = kept
        return "0.0.0.0"

    @staticmethod
    def bind_options(bind: str) -> list[tuple[str, str]]:
        """Where the table may listen: every network of this computer, this computer alone
        (nobody else can join, and it is listed here only), or one of its LAN addresses;
        ``bind`` (the plan's, e.g. ``host --bind``) among them."""
        from net.discovery import lan_addresses

        options = [(_("every network of this computer"), "0.0.0.0"),
                   (_("this computer only (127.0.0.1)"), "127.0.0.1"),
                   *[(_("{address} only", address=a), a) for a in lan_addresses()]]
        if bind not in [value for _label, value in options]:
            options.append((_("{address} only", address=bind), bind))
        return options

    @staticmethod
    def door_words(door: Any) -> str:
        """Why the port and address cannot change while the SSH door ``door`` (its port) runs."""
        if not door:
            return ""
        return _("Fixed: the SSH door (ssh -p {ssh}) sends its visitors to this address and "
                 "port.", ssh=door)

    def compose_door(self, hidden: bool) -> ComposeResult:
        """The SSH front door the table may have (ssh36 #3: only ``host --ssh`` opened one): its
        port, empty for none, and whom it admits — anyone who reaches it or, when this user
        has an ``authorized_keys`` file, only its keys. Hidden while a door runs already."""
        from ..tables import own_authorized_keys

        with FormRow(id="ssh-row") as row:
            row.display = not hidden
            yield Label(_("SSH door port"), classes="title")
            yield Field("", type="integer", compact=True, id="ssh-port", placeholder=_("none"))
        choices = [(_("anyone who reaches it"), "anyone")]
        #: the keys file "only the keys" means, as the form offered it (review37 #5: chosen
        #: again at Ctrl+O, a file gone by then let anyone in)
        self.keys_file = own_authorized_keys()
        if self.keys_file is not None:
            # (short enough for the field: "only the keys in" was all it showed, ssh38 #5)
            choices.append((_("only ~/.ssh/authorized_keys"), "keys"))
        keys_warning = _(" The keys in ~/.ssh/authorized_keys may also log into your account: "
                         "give friends' keys a file of their own (host --authorized-keys).") \
            if self.keys_file is not None else ""
        with FormRow(id="ssh-access-row") as row:
            row.display = not hidden
            yield Label(_("SSH door admits"), classes="title")
            yield Choice(choices, value="anyone", id="ssh-access")
        help_line = help_text(_("Friends elsewhere play in their own terminal: ssh -p PORT and this "
                                "computer's address (not with Listen on this computer only). "
                                "Empty: no SSH door. It stays open until unotui ends; the table's "
                                "password is asked there too.") + keys_warning,
                              id="ssh-help")
        help_line.display = not hidden
        yield help_line

    def compose_bot_levels(self) -> ComposeResult:
        """One level per bot (only the rows of the bots there are show), and the thinking time."""
        from net.botpool import DEFAULT_THINK

        p = self.initial
        for k in range(MAX_BOTS):
            with FormRow(classes="bot-level", id=f"bot-row-{k}") as row:
                row.display = k < p.bots
                yield Label(_("Bot {n} level", n=k + 1), classes="title")
                yield Choice(bot_level_options(), value=p.level_of(k), id=f"bot-level-{k}")
        with FormRow():
            yield Label(_("Hard bots think"), classes="title")
            options = think_options()
            if p.think is not None and p.think not in think_choices():  # e.g. --think 0.8
                options = sorted([*options, (_("up to {n} s", n=f"{p.think:g}"), p.think)],
                                 key=lambda o: o[1])
            yield Choice(options, value=p.think if p.think is not None else DEFAULT_THINK,
                         id="think")
        yield help_text(_("The most a hard bot may think over a move: it often needs less. In the "
                          "lobby, b adds a bot of the level you pick and k removes a bot or a "
                          "player."))

    @on(Choice.Changed, "#bots")
    def _bots_changed(self, event: Choice.Changed) -> None:
        for k in range(MAX_BOTS):
            self.query_one(f"#bot-row-{k}").display = k < int(event.value)

    @on(Choice.Changed, "#seats")
    def _seats_changed(self, event: Choice.Changed) -> None:
        self.limit_bots(int(event.value))

    def limit_bots(self, seats: int) -> None:
        """The Bots choice offers as many bots as the ``seats`` leave room for (one seat at
        least for a player): it went on to 9 bots at 6 seats, Ctrl+O then refused, and one
        more → wrapped round to none (newbie50 #5). A number above it comes down to it."""
        bots = self.query_one("#bots", Choice)
        most = max(0, seats - 1)
        # (a number that comes down says so: the rows of the bots' levels follow)
        bots.set_options([(str(n), n) for n in range(most + 1)], min(int(bots.value), most))

    def on_mount(self) -> None:
        self.limit_bots(int(self.query_one("#seats", Choice).value))
        # (the rules the form opens with too: default rules of the two-player preset opened a
        # four-seat table, review99 #1)
        from contextlib import suppress

        from core.rules import RulesError

        with suppress(RulesError):  # (rules the form cannot use yet: it says so itself)
            self.fit_seats(self.query_one(RulesForm).rules())
        self.query_one("#table-name", Input).focus()
        if self.bind_gone is not None:
            self.say(_("Your last table listened on {address}, which this computer no longer "
                       "has: this one listens on every network.", address=self.bind_gone))
        if self.auto_open:  # (``unotui host``: its flags are for this table only, not saved)
            self.call_after_refresh(self.open_table, False)

    def say(self, text: str, error: bool = False) -> None:
        status = self.query_one("#host-status", Static)
        status.update(text)
        status.set_class(error, "-error")

    @on(Input.Changed)
    @on(Choice.Changed)
    def _form_changed(self) -> None:
        """A field changed after Ctrl+O found the form wanting: the reason goes once the form
        is mended, or the next one is said — "Give the table a name." stayed on after a name
        was typed, until the next Ctrl+O (newbie60 #5). Nothing is said before the first
        Ctrl+O: a form being filled in is not wrong."""
        if not self.refused or self.opening:
            return
        try:
            self.plan()
        except ValueError as exc:
            self.say(str(exc), error=True)
            return
        self.refused = False
        self.say(_("Fill in the table, then open it with Ctrl+O."))

    @on(RulesForm.Changed)
    def _rules_changed(self, event: RulesForm.Changed) -> None:
        if event.error:
            self.say(_("These rules cannot be used: {error}", error=event.error), error=True)
        else:
            said = _("Rules: {summary}", summary=rules_line(event.rules,
                                                            event.form.preset_name))
            # (the seats' news first: after "Rules: …", which ends with no stop, it ran on,
            # newbie92 #3)
            fit = self.fit_seats(event.rules)
            self.say(sentences(fit, event.note, said))

    def fit_seats(self, rules: Any) -> str | None:
        """The Seats choice follows rules that cannot be played at its number (a number of
        players they name, teams of a size): the two-player preset opened four seats, two never
        to be filled (newbie89, review98 #4). What it says of it, ``None`` when unchanged."""
        from core.game import check_table, seats_for
        from core.rules import RulesError

        if rules is None:
            return None
        seats = self.query_one("#seats", Choice)
        now = int(seats.value)
        try:
            check_table(rules, now)
            return None
        except RulesError:
            fit = seats_for(rules, now)
        if fit == now or fit not in [value for _label, value in seats.options]:
            return None
        seats.value = fit
        self.limit_bots(fit)
        return _("The table has {n} seats now, as these rules need.", n=fit)

    @on(Button.Pressed, "#open")
    def _open_pressed(self) -> None:
        self.action_open_table()

    def plan(self) -> HostPlan:
        """The table described by the form; ``ValueError`` with a player-facing reason."""
        from core.rules import RulesError

        name = " ".join(self.query_one("#table-name", Input).value.split())
        if not name:
            raise ValueError(_("Give the table a name."))
        seats = int(self.query_one("#seats", Choice).value)  # type: ignore[arg-type]
        bots = int(self.query_one("#bots", Choice).value)  # type: ignore[arg-type]
        if bots >= seats:  # ("at most 1 bots", newbie44 #7)
            raise ValueError(ngettext("With {seats} seats there is room for at most {most} bot.",
                                      "With {seats} seats there is room for at most {most} "
                                      "bots.", seats - 1, seats=seats, most=seats - 1))
        port_text = self.query_one("#port", Input).value.strip()
        if not port_text.isdigit() or not 0 <= int(port_text) <= 65535:
            raise ValueError(_("The port must be a number from 0 to 65535 (0: any free port)."))
        door = self.wanted_door()
        if door is not None and int(port_text) == 0:
            raise ValueError(_("An SSH door sends its visitors to the table's port: give the "
                               "table a port other than 0."))
        if door is not None and door[0] == int(port_text):
            raise ValueError(_("The SSH door needs a port of its own, not the table's."))
        form = self.query_one(RulesForm)
        try:
            rules = form.rules()
        except RulesError as exc:
            raise ValueError(_("These rules cannot be used: {error}",
                               error=form.problem(exc))) from None
        from core.game import least_players

        need = least_players(rules)
        if need > seats:  # (teams too: such a table opened and could never start, newbie44 #1)
            raise ValueError(_("These rules need {n} seats (their teams or number of players); "
                               "the table has {seats}.", n=need, seats=seats))
        password = self.query_one("#password", Input).value or None
        levels = tuple(str(self.query_one(f"#bot-level-{k}", Choice).value) for k in range(bots))
        think = float(self.query_one("#think", Choice).value)
        extra = dict(self.initial.extra)
        timer = self.query_one("#turn-timer", Choice).value
        extra.pop("turn_timer", None)
        if timer:
            extra["turn_timer"] = float(timer)  # type: ignore[arg-type]
        bind = str(self.query_one("#bind", Choice).value)
        return replace(self.initial, table_name=name, seats=seats, bots=bots, bind=bind,
                       bot_kind=levels[0] if levels else self.initial.bot_kind,
                       bot_levels=levels, think=think,
                       password=password, rules=rules, preset_name=form.preset_name,
                       port=int(port_text), extra=extra)

    def wanted_door(self) -> tuple[int, Path | None] | None:
        """The SSH door the form asks for, to open with the table: its port and the
        ``authorized_keys`` file whose keys it admits (None: anyone); None when the field is
        empty or a door runs already. ``ValueError`` with a player-facing reason."""
        if not self.query_one("#ssh-row").display:
            return None
        text = self.query_one("#ssh-port", Input).value.strip()
        if not text:
            return None
        if not text.isdigit() or not 1 <= int(text) <= 65535:
            raise ValueError(_("The SSH door's port must be a number from 1 to 65535 (empty: "
                               "no SSH door)."))
        keys = self.keys_file if self.query_one("#ssh-access", Choice).value == "keys" else None
        return int(text), keys

    def visitor(self) -> bool:
        """Is this app an SSH visitor's (a door's session)?"""
        return getattr(self.app, "ssh_door", None) is not None

    def action_help(self) -> None:
        """F1 (or ? outside a field): this form's keys, what it is for, and the rules it
        holds now."""
        keys = [("↑ ↓", _("from field to field")), ("← →", _("change a choice")),
                (_("Space"), _("tick or untick a box")), ("Ctrl+O", _("open the table")),
                ("Esc", _("back to the menu")), ("F1", _("this help (Escape closes it)"))]
        notes = [_("Opening the table puts you in its lobby. Players on this network see it "
                   "in their list; others join with this machine's address and the port."),
                 _("Bots fill the seats you give them; players may sit down in the others."),
                 _("With an SSH door port, friends elsewhere play in their own terminal: ssh -p "
                   "PORT and this computer's address. The door stays open until unotui ends."),
                 _("The rules below are those of the form as it is now.")]
        try:
            rules = self.query_one(RulesForm).values()
        except Exception:  # (a form that cannot say: the help still opens)
            rules = {}
        show = getattr(self.app, "show_help", None)
        if show is not None:
            show({"rules": rules}, bool(getattr(self.app, "ascii_only", False)), keys=keys,
                 notes=notes)

    def action_open_table(self) -> None:
        self.open_table()

    def open_table(self, remember: bool = True) -> None:
        """Open the table the form describes; ``remember`` saves its choices as the next
        table's defaults (the form submitted by its player, not ``unotui host``'s flags)."""
        if self.opening:
            return
        try:
            plan = self.plan()
        except ValueError as exc:
            self.refused = True
            self.say(str(exc), error=True)
            return
        self.refused = False
        if remember:
            self._remember(plan)
        self.remembers = remember  # (what the table closes with is saved again: on_screen_resume)
        self.opening = True
        self.opening_since = time.monotonic()
        self.door_asked = self.wanted_door()  # (checked by plan() above)
        if plan.resume is None and self._ask_to_resume(plan):
            return
        self.say(_("Opening the table…"))
        self._open(plan)

    def _ask_to_resume(self, plan: HostPlan) -> bool:
        """A new table of the name of an unfinished match that waits in the journals (its app
        ended, the host opens it again the obvious way): ask first whether to resume that
        match (ux33 #1: a new table took the friends' seats for good, its guests following it
        into its lobby as newcomers, and a toast said how to resume it). Yes — the answer
        Enter gives — resumes it; no opens the new table. ``False`` when there is nothing to
        ask."""
        from ..dialogs import ConfirmDialog
        from ..tables import unfinished_journals

        try:
            waiting, closed = unfinished_journals()
        except Exception:  # (a question is never in the way of opening a table)
            return False
        # (the match of that name its host closed too, newer than any that went away: its
        # guests were told its host can open it again, and the form, the obvious way back,
        # opened a new table without a word of it, newbie81 #2)
        found = next((m for m in (closed, waiting)
                      if m is not None and same_name(m.table) == same_name(plan.table_name)),
                     None)
        if found is None:
            return False

        def answer(resume: bool | None) -> None:
            if resume is None:  # (Escape: neither; the form stays, nothing opened)
                self.opening = False
                self.say(_("Not opened: Ctrl+O opens the table when you are ready."))
                return
            if not resume:
                self.say(_("Opening the table…"))
                self._open(plan)
                return
            from ..launch import resume_plan

            like = plan
            if self.door_asked is not None:
                # (the door the form opens with it: the journal's door is not advised on the
                # command line, and whom the form's admits is compared with whom the match's
                # admitted, review37 #4)
                from ..commands.serve_ssh import access_record

                port, keys = self.door_asked
                like = replace(plan, extra={**plan.extra, "ssh_port": port,
                                            "ssh_access": access_record(argparse.Namespace(
                                                authorized_keys=keys, ssh_password_file=None,
                                                ssh_password=None))})
            try:
                resumed, note = resume_plan(
                    found.path, like, self.settings.player_name, self.settings,
                    fixed_address=getattr(self.app, "door", None) is not None)
            except ValueError as exc:
                self.opening = False
                self.say(str(exc), error=True)
                return
            self.say(note or _("Resuming {table}…", table=found.table))
            if note:  # (the lobby covers the form at once: said where it stays, review38 #1)
                self.app.notify(note, title=_("Resuming {table}", table=found.table),
                                timeout=10)
            # (the next table starts where this one listens, as after any table)
            def where(s: Any) -> None:
                s.table_bind, s.table_port = resumed.bind, resumed.port

            self._save_settings(where)
            self._open(resumed)

        visitor = getattr(self.app, "ssh_door", None) is not None
        self.app.push_screen(ConfirmDialog(
            _("Resume the unfinished match of {table}?", table=found.table),
            # (an SSH visitor has no shell for host --resume, and the journal goes with the
            # session's folder: ssh70 #2; "closed" is the one this app closed — its host, the
            # one asked: "its host closed it" spoke of someone else, newbie91 #13)
            _("You closed it at {when}, during the match. Yes: it goes on where it "
              "stopped, and its players get their seats back. No: a new table opens, and Host "
              "offers that match again later in this session.", when=found.when())
            if visitor and found is closed else
            _("Its last move was at {when}. Yes: it goes on where it stopped, and its players "
              "get their seats back. No: a new table opens, and Host offers that match again "
              "later in this session.", when=found.when()) if visitor else
            _("You closed it at {when}, during the match. Yes: it goes on where it "
              "stopped, and its players get their seats back. No: a new table opens, and that "
              "match waits in its journal (host --resume FILE opens it later).",
              when=found.when()) if found is closed else
            _("Its last move was at {when}. Yes: it goes on where it stopped, and its players "
              "get their seats back. No: a new table opens, and that match waits in its "
              "journal (host --resume opens it later).", when=found.when()),
            default=True, escape=None), answer)
        return True

    def _remember(self, plan: HostPlan) -> None:
        def table(s: Any) -> None:
            s.table_name = plan.table_name if plan.table_name != _("{name}'s table",
                                                                   name=s.player_name) else ""
            s.seats = plan.seats
            # (the bots and rules are kept for the next table; games against bots keep theirs)
            s.table_bot_levels = [plan.level_of(k) for k in range(plan.bots)]
            s.table_think = plan.think
            s.table_turn_timer = plan.extra.get("turn_timer") or None  # (review33 #11)
            s.table_bind, s.table_port = plan.bind, plan.port  # (review37 #11)
            s.set_table_rules(plan.rules, plan.preset_name)  # (the default rules stay)

        self._save_settings(table)

    def _save_settings(self, change: Callable[[Any], None]) -> None:
        """Save what this form owns (``change`` makes it) on top of the settings as they are
        now (:func:`~unotui.settings.update`); kept for this form if they cannot be saved."""
        from .. import settings as settings_mod

        try:
            self.settings = settings_mod.update(change)
        except settings_mod.SettingsError as exc:
            change(self.settings)
            self.app.notify(str(exc), severity="warning")

    @work(exclusive=True, group="host-open")
    async def _open(self, plan: HostPlan) -> None:
        from ..tables import HostingError, host_table, join_address, loopback_address

        door = None
        try:
            if self.door_asked is not None:
                door, plan = await self._open_door(plan, *self.door_asked)
            session = await host_table(plan, self.settings.player_name)
        except BaseException as exc:  # never a traceback: say what went wrong and stay here
            self.opening = False
            if door is not None:  # (a door to a table that did not open: closed again, in a
                taken = self.app.take_door()  # type: ignore[attr-defined]
                if taken is not None:  # thread of its own: the screen's unmount cancels this
                    taken.stop_soon()  # worker again, and that took back a stop awaited here)
            if not isinstance(exc, Exception):
                raise  # (cancelled: the app is going)
            self.say(str(exc) if isinstance(exc, HostingError) else
                     _("The table could not be opened: {error}",
                       error=str(exc) or type(exc).__name__), error=True)
            return
        self.opening = False
        if door is not None:
            self.door_opened(plan)
            if loopback_address(join_address(plan.bind, plan.port)):  # (review37 #6)
                self.app.notify(_("The SSH door listens on this computer only, as the table "
                                  "does: friends elsewhere reach it only through a tunnel or "
                                  "your own SSH server."), title=_("SSH door"), timeout=15)
        if getattr(self.app, "door", None) is not None or getattr(self.app, "host_options", None):
            # (the menu's Host starts from this table, its door's port and address fixed: the
            # last table's, not the first's, review37 #3 — also in an app that ``host`` began
            # with its command line's table, which the form kept offering, newbie44 #2)
            self.app.host_options = {"plan": plan.for_next_table()}  # type: ignore[attr-defined]
        if hasattr(self.app, "closed_notice"):  # (an SSH door's goodbye names this table now,
            # not one closed before; its final scores come if it is closed mid-match)
            self.app.closed_notice = {"table": session.host.table.cfg.name}
        # (a table resumed from its journal opens once: opening again starts a new table, with
        # a journal of its own)
        self.initial = self.initial.for_next_table()
        open_lobby = getattr(self.app, "open_lobby", None)  # the app shows the lobby
        if open_lobby is None:
            await session.close()
            return
        self.opened = True
        self.session = session
        await open_lobby(session)

    async def _open_door(self, plan: HostPlan, port: int,
                         keys: Path | None) -> tuple[Any, HostPlan]:
        """Open the SSH door the form asks for (:func:`unotui.tables.open_door`); it stays open
        until the app ends, as ``host --ssh``'s does. Returns it, and ``plan`` with the door's
        port and whom it admits (the lobby shows them, the journal keeps them)."""
        from ..commands.serve_ssh import access_record, door_notes, door_options
        from ..tables import open_door

        door, options = await open_door(plan, port, keys,
                                        ascii_only=bool(getattr(self.app, "ascii_only", False)))
        self.app.door = door  # type: ignore[attr-defined]
        self.app.ssh_fingerprint = door.door.fingerprint  # type: ignore[attr-defined]
        self.app.ssh_notes = door_notes(door.door)  # type: ignore[attr-defined]
        self.app.resume_door = door_options(options)  # type: ignore[attr-defined]
        extra = {**plan.extra, "ssh_port": door.door.address[1],
                 "ssh_access": access_record(options)}
        return door, replace(plan, extra=extra)

    def door_opened(self, plan: HostPlan) -> None:
        """The door is open with ``plan``'s table: the form's later tables keep it (its port,
        and the table's, are fixed now: the door sends its visitors there), here and from the
        menu's Host, as after ``host --ssh``."""
        self.door_asked = None
        port = plan.extra["ssh_port"]
        self.initial = replace(self.initial, port=plan.port, bind=plan.bind,
                               extra={**self.initial.extra, "ssh_port": port,
                                      "ssh_access": plan.extra["ssh_access"]})
        for row in ("#ssh-row", "#ssh-access-row", "#ssh-help"):
            self.query_one(row).display = False
        fixed = self.query_one("#door-fixed", Static)
        fixed.update(Wrapped(self.door_words(port)))
        fixed.display = True
        self.query_one("#port", Input).disabled = True
        self.query_one("#bind", Choice).disabled = True

    def on_screen_resume(self) -> None:
        """Back from the table this form opened: it is closed now (the status said "Opening
        the table…" while nothing listened any more)."""
        if self.opened:
            self.opened = False
            session, self.session = self.session, None
            self.take_back_rules(session)
            self.take_back_think(session)
            self.take_back_bots(session)
            self.remember_closed()
            self.say(_("Your table is closed. Ctrl+O opens it again."))

    def remember_closed(self) -> None:
        """The table closed as the form now shows it (its rules, bots and seats taken back):
        the next Host form opened from the menu starts from that, not from the table as it
        opened (fixform74) — the settings, when its player opened it (not ``unotui host``'s
        flags), and the menu's next plan, when the app keeps one (:meth:`_open`)."""
        try:
            plan = self.plan()
        except ValueError:  # (a form no table could open from: left as the table opened)
            return
        if self.remembers:
            self._remember(plan)
        if getattr(self.app, "host_options", {}).get("plan") is not None:
            self.app.host_options = {"plan": plan.for_next_table()}  # type: ignore[attr-defined]

    def take_back_rules(self, session: Any) -> None:
        """The form gets the rules the table last played by (edited in its lobby, e), so that
        opening it again does not quietly go back to the rules it was opened with."""
        from core.rules import Rules

        rules = session.hosted_rules() if isinstance(session, LobbySession) else None
        if not isinstance(rules, Rules):
            return
        self.query_one(RulesForm).show(rules, session.preset_name or "")

    def take_back_think(self, session: Any) -> None:
        """The form gets the thinking time the table's hard bots last had (set in its lobby,
        h), as it gets its rules: it went back to the time it opened the table with, and kept
        that for the next table (newbie56 #2)."""
        think = session.hosted_think() if isinstance(session, LobbySession) else None
        if think is None:
            return
        choice = self.query_one("#think", Choice)
        if think not in [value for _label, value in choice.options]:  # (e.g. --think 0.8)
            options = sorted([*choice.options, (_("up to {n} s", n=f"{think:g}"), think)],
                             key=lambda o: o[1])
            choice.set_options(options, think)
        else:
            choice.value = think

    def take_back_bots(self, session: Any) -> None:
        """The form gets the table's seats and bots as it closed (added in its lobby with b,
        removed with k, a resumed journal's), as it gets its rules: it showed "Bots 0" while
        saying Ctrl+O opens the table again, and opened it without them (newbie84 #3)."""
        from ..settings import bot_level

        hosted = session.hosted_bots() if isinstance(session, LobbySession) else None
        if hosted is None:
            return
        count, kinds = hosted
        levels = [bot_level(kind) or self.initial.bot_kind for kind in kinds][:MAX_BOTS]
        seats = self.query_one("#seats", Choice)
        values = [value for _label, value in seats.options]
        # (the table's number of seats, else the fewest the form offers that hold the bots
        # and a player)
        seats.value = next((n for n in values if n >= max(count, len(levels) + 1)), values[-1])
        self.limit_bots(int(seats.value))  # (now: the Bots choice offers as many as fit)
        self.query_one("#bots", Choice).value = len(levels)
        for k, level in enumerate(levels):
            self.query_one(f"#bot-level-{k}", Choice).value = level

    def action_back(self) -> None:
        if self.opening:
            # (leaving now left a door open with no table, review37 #2: the opening is given
            # up first — at once once it has taken a while, review37b #8 — and closes it)
            if time.monotonic() - self.opening_since < GIVE_UP_AFTER:
                self.say(_("Opening the table… (Escape again in a moment gives it up)"))
                return
            self.workers.cancel_group(self, "host-open")
            self.opening = False
        self.app.pop_screen()
