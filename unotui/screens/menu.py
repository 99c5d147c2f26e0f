"""The main menu (``unotui`` with no arguments): play against bots, host, join, settings, quit.

Keyboard only: ↑/↓ and Enter, or the letter shown with each entry (p, h, j, s, q); ``?`` (or
Help in the command palette) tells these keys, how to bring back a table whose app ended
unexpectedly (``unotui host --resume``) and the rules games against bots use. "Play against
bots" starts a local game with the saved name, number of bots and last rules; the other entries
are opened by the app (:meth:`unotui.flow.Flow.open_menu_choice`), and leaving any table comes
back here (:meth:`unotui.flow.Flow.back_to_menu`); Quit (q here, Ctrl+Q anywhere) ends unotui
(where leaving goes: :mod:`unotui.flow`).

A visitor of an SSH front door bound to one table (the app's ``ssh_door`` is ``"table"``) gets
the door's menu instead: join that table (j), watch it (w), play against bots, settings,
quit — no Host, which would open a table on the door's machine as its owner (docs/SSH.md).
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Label, OptionList, Static
from textual.widgets.option_list import Option

from ..i18n import N_, _, ngettext, translate_bindings

BANNER = r"""
 _   _ _   _  ___
| | | | \ | |/ _ \
| |_| |  \| | (_) |
 \___/|_|\_|\___/
""".strip("\n")


def entries(door_table: bool = False) -> list[tuple[str, str, str]]:
    """(key, label, action) of each menu entry, translated; ``door_table``: the menu of an SSH
    door bound to one table (see the module docstring)."""
    if door_table:
        return [
            ("j", _("Join the table"), "join"),
            ("w", _("Watch the table"), "watch"),
            ("p", _("Play against bots"), "play"),
            ("s", _("Rules & settings"), "settings"),
            ("q", _("Quit"), "quit"),
        ]
    return [
        ("p", _("Play against bots"), "play"),
        ("h", _("Host a table"), "host"),
        ("j", _("Join a table"), "join"),
        ("s", _("Rules & settings"), "settings"),
        ("q", _("Quit"), "quit"),
    ]


class MenuScreen(Screen[None]):
    """The first screen of ``unotui``."""

    DEFAULT_CSS = """
    MenuScreen { align: center middle; }
    MenuScreen > Vertical { width: 44; max-width: 100%; height: auto; }
    MenuScreen #banner { width: 100%; content-align: center middle; color: $accent;
                         text-style: bold; }
    MenuScreen #tagline { width: 100%; content-align: center middle; margin-bottom: 1; }
    MenuScreen #menu { height: auto; border: round $primary; padding: 0 1; }
    MenuScreen #menu:focus { border: round $accent; }
    MenuScreen #menu-hint { width: 100%; color: $text-muted; margin-top: 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "choose('play')", N_("Play"), show=False),
        Binding("h", "choose('host')", N_("Host"), show=False),
        Binding("j", "choose('join')", N_("Join"), show=False),
        Binding("w", "choose('watch')", N_("Watch"), show=False),
        Binding("s", "choose('settings')", N_("Settings"), show=False),
        Binding("q", "choose('quit')", N_("Quit")),
        Binding("question_mark,f1", "help", N_("Help"), key_display="?"),  # (as everywhere)
    ]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        translate_bindings(self)  # labels in the active language

    @property
    def door_table(self) -> bool:
        """The menu of an SSH door bound to one table (no Host)."""
        return getattr(self.app, "ssh_door", None) == "table"

    def offered(self) -> list[str]:
        """The actions this menu offers (an SSH door's has no Host)."""
        return [action for _key, _label, action in entries(self.door_table)]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose" and parameters:
            return parameters[0] in self.offered()
        return True

    def tagline(self) -> str:
        """The line under the banner (a door's table, once joined, by its name)."""
        place = getattr(self.app, "door_place", None) if self.door_table else None
        return _("Over SSH at {table}", table=place) if place else \
            _("UNO in the terminal, played with friends")

    def hint(self) -> str:
        if getattr(self.app, "ascii_only", False):
            return _("Up/Down and Enter, or press the letter.")
        return _("↑/↓ and Enter, or press the letter.")

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(BANNER, id="banner", markup=False)
            yield Label(self.tagline(), id="tagline")
            yield OptionList(*[Option(f"({key}) {label}", id=action)
                               for key, label, action in entries(self.door_table)], id="menu")
            yield Static(self.hint(), id="menu-hint", markup=False)
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.query_one("#menu", OptionList).focus()

    def language_changed(self) -> None:
        """The player chose another language (in the settings, above this menu): the menu's
        words in it now, in place (the entry highlighted and the focus stay)."""
        menu = self.query_one("#menu", OptionList)
        for key, label, action in entries(self.door_table):
            menu.replace_option_prompt(action, f"({key}) {label}")
        self.query_one("#tagline", Label).update(self.tagline())
        self.query_one("#menu-hint", Static).update(self.hint())

    @on(OptionList.OptionSelected, "#menu")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_choose(event.option.id or "")

    def on_screen_resume(self) -> None:
        """The door's table, once joined, is named in the tagline."""
        self.query_one("#tagline", Label).update(self.tagline())

    def action_choose(self, what: str) -> None:
        if what not in self.offered():
            return  # (e.g. Host in an SSH door's menu)
        if what == "play":
            self.play()
        elif what in ("host", "join", "watch", "settings"):
            choose = getattr(self.app, "open_menu_choice", None)  # navigation is the app's
            if choose is not None:
                choose(what)
        elif what == "quit":  # (the app asks first while its SSH door has visitors: ssh51 #3)
            quit_now = getattr(self.app, "quit_now", None)
            if callable(quit_now):
                quit_now()
            else:
                self.app.exit(0)

    def help_keys(self) -> list[tuple[str, str]]:
        """(key, what it does) on this menu, for its help, translated."""
        arrows = f"↑ ↓ / {_('Enter')}"
        found = [(arrows, _("pick an entry"))]
        found += [(key, label) for key, label, _action in entries(self.door_table)]
        found += [("?", _("this help (Escape or ? closes it)")),
                  ("Ctrl+P", _("command palette: themes, keys, quit")),
                  ("Ctrl+Q", _("quit unotui from any screen (during a match it asks first); "
                               "q at a table only leaves the table, for this menu"))]
        if getattr(self.app, "ssh_door", None) is None:  # (a door's visitor runs no command,
            # and a table hosted through a door closes with the session: ssh56 #3)
            from ..cli import how_to_run

            found.append(("--resume", _(
                "a table you hosted ended unexpectedly (the app or the computer stopped)? "
                "`{command} host --resume` opens it again where it was, each seat kept for its "
                "player", command=how_to_run())))
        return found

    def action_help(self) -> None:
        """``?``: the menu's keys, and the rules a game against bots is played with."""
        from .. import settings as settings_mod

        rules = settings_mod.load().rules().differences()  # (never raises)
        show = getattr(self.app, "show_help", None)  # (the app opens the help screen)
        if show is not None:
            show({"rules": rules}, bool(getattr(self.app, "ascii_only", False)),
                 keys=self.help_keys())

    def play(self) -> None:
        """A local game against bots with the saved name, bots and rules."""
        from core.game import seats_for

        from .. import settings as settings_mod
        from ..link import open_local_table

        s = settings_mod.load()
        rules = s.rules()
        bots = s.bots
        seated = seats_for(rules, bots + 1)  # (a fixed number of players too)
        if seated != bots + 1:  # (teams of two with three players never deal: ux29 #5; the
            # two-player preset started with 1 bot of the 7 set, unsaid, newbie49 #7)
            bots = seated - 1
            self.app.notify(ngettext("These rules need {n} players: you play with {bots} bot.",
                                     "These rules need {n} players: you play with {bots} bots.",
                                     bots, n=seated, bots=bots))
        options: dict[str, Any] = dict(getattr(self.app, "play_options", {}))
        name = s.player_name

        async def factory() -> Any:
            return await open_local_table(rules, bots, name, bot_kind=s.bot_kind, **options)

        open_table = getattr(self.app, "open_table", None)
        if open_table is not None:
            self.run_worker(open_table(factory), group="menu-play", exclusive=True)
