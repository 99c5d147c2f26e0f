"""The Textual application and its factory.

:func:`build_app` is the one way to build the app — for the command line, the pilot tests and the
snapshot tests alike — so all of them see the same screens. With a ``seed`` and fixed names the
app is deterministic (animations off, bot timing from the caller).

The app starts on the table screen of a local game against bots (``unotui play``); a
``link_factory`` replaces the local game with any :class:`~unotui.link.TableLink` (a network
client, or a test's arranged table). ``start`` may instead be a callable returning the first
screen (the main menu), which may push a table later with :meth:`UnoApp.open_table`;
``start="none"`` starts on an empty screen. Leaving a table returns to the main menu, or ends
the app when it has none (``unotui play``); Quit (Ctrl+Q, Ctrl+C, the palette's Quit) always
ends it — the rule is :mod:`unotui.flow`'s.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sys
from collections.abc import Awaitable, Callable, Iterable
from pathlib import Path
from typing import Any, ClassVar, TypeAlias

from textual import events
from textual.app import App, ComposeResult, SystemCommand
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.theme import Theme
from textual.widgets import Static

from . import whole_cells
from .crash import crash_sentence, write_crash_report
from .flow import Flow
from .i18n import N_, _, ngettext, translate_bindings, visible
from .keys_in import ESCAPE_AND_A_KEY, key_typed_alone, word_motion
from .link import TableLink
from .terminal import RESTORE_TERMINAL
from .theming import DEFAULT_THEME, FALLBACK, NO_COLOR_THEME, ThemeFileError, load_theme_file, theme_files
from .widgets.cards import DEFAULT_CARD_COLORS

LinkFactory = Callable[[], Awaitable[TableLink]]
#: What the app shows first: "table" (the local/linked game), "none", or a screen factory.
Start: TypeAlias = "str | Callable[[], Screen[Any]]"

_ASCII_KEYS = {
    "←→": "Left/Right", "↑↓": "Up/Down", "⏎": "Enter", "enter": "Enter", "left": "Left", "right": "Right",
    "space": "Space", "question_mark": "?", "escape": "Esc",
}

UNICODE_PROBE = "┌─┐│└┘▲●↻↺▶⊘⇄…"

#: the words of Textual's command palette key (^p) in the footer, and its tooltip: translated
#: here with the app's own key labels
PALETTE_WORDS = (N_("palette"), N_("Open the command palette"))

#: the longest a key typed right behind a dialog-opening key waits for that dialog, in seconds
#: (a dialog is up within milliseconds; the bound only keeps keys flowing if one never comes)
DIALOG_WAIT = 1.0
#: windows this many rows high or fewer: a notice there covers the hand, so a key pressed once
#: it has been up :data:`NOTICE_READ_AFTER` seconds dismisses it (:meth:`UnoApp.notices_read`)
SMALL_HEIGHT = 30
NOTICE_READ_AFTER = 3.0
#: notices given longer than this many seconds, and errors, are never dismissed by a key
NOTICE_READ_LONGEST = 10.0

#: how long the "Window too small" toast may stay, in seconds: as long as the window is small
#: (it is withdrawn when the window is large enough again, by a key or by a click)
SMALL_WINDOW_NOTICE = 24 * 3600.0
#: below this many cells across or rows down a notice of half the window's width (Textual's)
#: cannot hold the too-small sentence: it showed its last words cut, unreadable at 20×5
#: (ssh62 #5). There notices take the whole width, and the too-small one is said shortly.
CRAMPED_SIZE = (40, 12)


def unicode_supported(stream: Any = None, environ: dict[str, str] | None = None, *,
                      symbols: bool = True) -> bool:
    """Can the terminal show the box-drawing and symbol glyphs? (Encoding and locale.)

    The locale is read as the C library would, Python's own coercion undone
    (:func:`unotui.i18n.locale_is_unicode`); a ``C``/``POSIX`` locale means ASCII. With no
    locale set at all, Unicode is assumed. The Linux console (``TERM=linux``) draws in ASCII
    whatever its locale: its fonts hold some 512 glyphs, without the game's symbols (✦, ⊘, ⇄,
    ↻) or its rounded corners (ssh41 #8). ``symbols`` false: can it show the letters of other
    scripts (a name's é)? There the console's fonts can, and its ASCII drawing keeps them
    ("José" was drawn "Jos?", review41 #5).
    """
    env = os.environ if environ is None else environ
    if symbols and env.get("TERM") == "linux":
        return False
    stream = sys.__stdout__ if stream is None else stream
    encoding = getattr(stream, "encoding", None) or "ascii"
    try:
        UNICODE_PROBE.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    from .i18n import locale_is_unicode

    return locale_is_unicode(env)


def shows_language(environ: dict[str, str] | None = None) -> bool:
    """Can the terminal show the active language's script? English always; Chinese where the
    terminal shows other scripts (:func:`unicode_supported` without ``symbols``) and is not the
    Linux console, whose fonts hold no Chinese: there every character read "??" (looks48 #1)."""
    from .i18n import language, script_shown

    env = os.environ if environ is None else environ
    return language() == "en" or (unicode_supported(environ=env, symbols=False)
                                   and script_shown(language(), env))


#: said where the language asked for cannot be shown and English is spoken instead
LANGUAGE_NOT_SHOWN = ("This terminal cannot show Chinese (its locale is not UTF-8, or it is "
                      "the Linux console): unotui speaks English here.")


def job_control() -> bool:
    """Was this process started as a job of its own by a shell with job control (an
    interactive shell's command), so that a suspended app can be brought back with ``fg``?
    Not when it runs in its session's first process group: the command of a tmux pane or of
    ``bash -c`` (no job control), where Ctrl+Z froze it with nothing left to wake it, or
    did nothing at all (tmux35 #3). Where it cannot be told, it is assumed."""
    try:
        return os.getpgrp() != os.getsid(0)
    except (AttributeError, OSError):
        return True


class MessageScreen(Screen[None]):
    """A plain message for the player (e.g. the table could not be started); q quits."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("q,escape,enter", "app.quit", N_("Quit"))]
    DEFAULT_CSS = """
    MessageScreen { align: center middle; }
    MessageScreen Static { width: 70; max-width: 100%; border: thick $error; padding: 1 2; }
    """

    def __init__(self, text: str) -> None:
        super().__init__()
        translate_bindings(self)
        self.text = text

    def compose(self) -> ComposeResult:
        yield Static(self.text + "\n\n" + _("Press q to quit."), markup=False)


#: the most notices held while the help is open (the newest; one of each message)
HELD_NOTICES = 5


def folded_resume(message: str, room: int = 57) -> str:
    """``message`` (the table's opening notice) with the command that opens the unfinished
    match waiting in the journals (:func:`unotui.tables.waiting_match`) on lines of its own,
    ``room`` cells wide at most, broken only at spaces, each line but the last ending in
    `` \\`` so that a shell reads them as one, and the journal last: named by its file name
    when it lies in the tables' folder, where ``--resume`` looks for it (else ``~/…`` under
    the home folder), alone on its line when longer than one. The notice's narrow box broke
    the path inside a word ("…/unotui/ta" / "bles/table-…"), and what was copied of it did not
    run (tmux65 #3). ``message`` as it is when it holds no such command."""
    import shlex

    from rich.cells import cell_len

    from .tables import journal_dir, waiting_match

    found = waiting_match()
    if found is None or found.resume_command not in message:
        return message
    command = found.resume_command
    try:
        words = [shlex.quote(word) for word in shlex.split(command)]
    except ValueError:
        return message
    journal = shlex.quote(str(found.path))
    if journal in words:
        short = journal
        home = os.path.expanduser("~").rstrip("/")
        with contextlib.suppress(OSError, ValueError):
            if found.path.parent.resolve() == Path(journal_dir()).resolve():
                short = shlex.quote(found.path.name)
            elif home and str(found.path).startswith(home + "/"):  # (~ unquoted: expanded)
                short = "~/" + shlex.quote(str(found.path)[len(home) + 1:])
        at = words.index(journal)
        # (the journal last, its options before --resume: no " \\" after the longest word,
        # which the box would wrap to a line of its own, ending the command there)
        words = [*words[:at - 1], *words[at + 1:], words[at - 1], short]
    lines: list[str] = []
    line = ""
    for n, word in enumerate(words):
        longer = f"{line} {word}" if line else word
        if line.strip() and cell_len(longer) + (0 if n == len(words) - 1 else 2) > room:
            lines.append(line + " \\")
            line = "  " + word
        else:
            line = longer
    lines.append(line)
    before, after = message.split(command, 1)
    return "\n".join([before.rstrip(), *lines, after.lstrip()])


#: seconds between two looks at whether an app continued in the background is in front again
FOREGROUND_LOOK = 0.25

#: the longest a key that came with an Escape waits for the Escape to have gone its way
ESCAPE_SETTLE = 0.1


def in_foreground(fileno: int) -> bool:
    """Is this process in the foreground of the terminal ``fileno`` (its keys reach it)? True
    where that cannot be asked (no terminal of that kind, no job control)."""
    try:
        return os.tcgetpgrp(fileno) == os.getpgrp()
    except OSError:
        return True


def escape_then_key(event: events.Event) -> tuple[events.Key, events.Key] | None:
    """The Escape and the key that an ``alt+`` key of one letter, digit or other key of
    :data:`~unotui.keys_in.ESCAPE_AND_A_KEY` stands for (the terminal's reader makes one of an
    Escape followed at once by that key: of the last two, :mod:`unotui.keys_in`'s reader,
    review84 #2), or ``None``."""
    if not isinstance(event, events.Key) or event.is_forwarded:
        return None
    name = event.key
    if not name.startswith("alt+") or not event.character or len(event.character) != 1:
        return None
    char, key = event.character, name[len("alt+"):]
    if char.isalnum() and key in (char, f"shift+{char.lower()}"):
        return events.Key("escape", "\x1b"), events.Key(char, char)  # (as typed alone)
    if f"\x1b{char}" in ESCAPE_AND_A_KEY and key == key_typed_alone(char):
        return events.Key("escape", "\x1b"), events.Key(key, char)
    return None


class UnoApp(Flow, App[int]):
    """unotui's Textual app. Build it with :func:`build_app`. Its navigation between screens
    (and what happens when a table goes away) is :class:`~unotui.flow.Flow`'s."""

    TITLE = "unotui"
    CSS = """
    Screen { background: $background; }
    OptionList { min-width: 12; }  /* (narrower than its padding, its wrapping divided by zero:
        a window dragged a few columns wide crashed the game, ssh43 #1) */
    .-ascii * { scrollbar-size: 0 0; }
    .-ascii .box { border: ascii $primary; }
    .-ascii .box.-typing { border: ascii $accent; }
    .-ascii #hand-box { border: ascii $accent; }
    .-ascii ModalScreen > Vertical { border: ascii $accent; }
    .-ascii ModalScreen > VerticalScroll { border: ascii $accent; }
    .-ascii MessageScreen Static { border: ascii $error; }
    .-ascii FooterKey.-command-palette { border-left: none; }
    .-cramped Toast { max-width: 100%; margin-top: 0; padding: 0 1; }
    """

    #: Ctrl+Z suspends unotui to the shell, as in any terminal program (ux33 #5); hidden from
    #: the footer, said in the help
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+z", "suspend", N_("Suspend"), show=False, priority=True),
        # (before any screen's: a dialog or the help took Ctrl+C for copying, and with nothing
        # selected it did nothing at all there, ssh43 #2)
        Binding("ctrl+c", "copy_or_quit", show=False, priority=True),
        # (on every screen, as in terminal programs: nothing else takes Ctrl+L, ssh49 #5)
        Binding("ctrl+l", "redraw", N_("Redraw the screen"), show=False, priority=True),
    ]

    def action_redraw(self) -> None:
        """Ctrl+L: draw the whole screen again, every cell, and change nothing else (a text
        field keeps its text and cursor). Something else may have written over it: over SSH,
        ssh's own messages or a shell's "[1]+ Stopped" after ``~^Z``; only what the app
        changed next was drawn again (ssh49 #5)."""
        self.screen.refresh(repaint=True, layout=True)

    def action_suspend(self) -> None:
        """Ctrl+Z: back to the shell (``fg`` returns). Not for an SSH visitor (no shell of
        theirs to go to: it says so); a host is asked first, since its table stops answering
        its players until it comes back."""
        from .dialogs import ConfirmDialog

        if self.ssh_door is not None:
            self.notify(_("Ctrl+Z does nothing over SSH: there is no shell here to go back to."),
                        timeout=5)
            return
        if not job_control():
            self.notify(_("Ctrl+Z does nothing here: no shell with job control started "
                          "unotui, so nothing could bring it back (fg)."), timeout=6)
            return
        if isinstance(self.screen, ConfirmDialog):  # (its own question, or another: answer it
            # — said, as every other Ctrl+Z that does nothing is: a player who took unotui
            # for stopped typed "fg" and Enter into the question, newbie74 #3)
            if self.screen is self._suspend_question:
                self.notify(_("Answer the question: Yes suspends unotui."), timeout=5)
            else:
                self.notify(_("Ctrl+Z does nothing over a question: answer it first, then "
                              "press Ctrl+Z again."), timeout=5)
            return
        hosting, n = self.hosts_table(), self.door_visitors()
        if not hosting and not n:
            self.action_suspend_process()
            return
        from .i18n import sentences

        # (its SSH door stops with it: the quit question counts its visitors, this one did not
        # name them, ssh52)
        if hosting:
            text = sentences(
                _("Your table stops answering its players until you bring unotui back (fg)."),
                ngettext("Your SSH door stops too: the visitor connected through it gets no "
                         "answer until then.",
                         "Your SSH door stops too: the {n} visitors connected through it get "
                         "no answer until then.", n) if n else "")
        else:
            text = ngettext("Your SSH door stops answering until you bring unotui back (fg): "
                            "the visitor connected through it waits until then.",
                            "Your SSH door stops answering until you bring unotui back (fg): "
                            "the {n} visitors connected through it wait until then.", n)
        self._suspend_question = ConfirmDialog(_("Suspend unotui?"), text)
        self.push_screen(self._suspend_question,
                         lambda yes: self.action_suspend_process() if yes else None)

    def hosts_table(self) -> bool:
        """Does this app host a table others may join (a table or lobby on the stack holds its
        host, listening)? A game against bots alone has none to keep waiting."""
        return any(getattr(getattr(holder, "host", None), "server", None) is not None
                   for holder in self.table_holders())

    def table_holders(self) -> list[Any]:
        """What holds each table on the screen stack, bottom first: a table screen's link, a
        lobby's (and the Host form's) session."""
        return [holder for screen in self.screen_stack
                for holder in (getattr(screen, "link", None), getattr(screen, "session", None))
                if holder is not None]

    async def action_quit(self) -> None:
        """Ctrl+Q, Ctrl+C and the palette's Quit end unotui, wherever the player is (q only
        leaves the table: see :mod:`unotui.flow`). At a table in the middle of a round whose
        leaving changes the match it asks first, with the words q's question has, and says
        that unotui closes; then the table is left as q leaves it (a table this app hosts is
        closed with word to its players) and the app ends instead of going back to the menu
        (:attr:`quitting`)."""
        table = self._table_below_dialogs()
        if table is None:
            self._quit_elsewhere()
            return
        if getattr(table, "closed", False):  # (leaving already: a quit key ends it once left)
            self.quitting = True
            table.action_quit_table()
            return
        if table.round_active() and table.leaving_costs():
            self._ask_before_quitting(table.leave_warning(),
                                      lambda: self._quit_from(table), table.leave_title())
        else:
            self._quit_from(table)

    def closes_words(self) -> str:
        """"Then unotui closes." — or, for an SSH visitor, that their SSH session ends (not
        "unotui": ssh29 #10)."""
        if self.ssh_door is not None:
            return _("Then your SSH session ends.")
        if self.door is not None:  # (its visitors elsewhere than at the table, in a bot game or
            # the settings, were cut off without a word of warning to the host, ssh44 #9)
            n = self.door_visitors()
            if n:
                return ngettext("Then unotui closes, and its SSH door: the visitor connected "
                                "through it is disconnected.",
                                "Then unotui closes, and its SSH door: the {n} visitors "
                                "connected through it are disconnected.", n)
            return _("Then unotui closes, and its SSH door.")
        return _("Then unotui closes.")

    def _ask_before_quitting(self, warning: str, then: Callable[[], Any],
                             title: str | None = None) -> None:
        """Ask "Leave the match?" (or ``title``) with ``warning`` (what leaving does) and that
        unotui then closes; ``then`` on yes. The question replaces q's own, if it is showing;
        asked while this question shows (a second Ctrl+C or Ctrl+Q), it is answered yes, as a
        terminal program's second Ctrl+C quits: it did nothing (tmux66 #5)."""
        from .dialogs import ConfirmDialog
        from .i18n import sentences

        if isinstance(self.screen, ConfirmDialog):
            if getattr(self.screen, "quit_question", False):
                self.screen.dismiss(True)
                return
            self.screen.dismiss(False)
        dialog = ConfirmDialog(title or _("Leave the match?"), sentences(warning,
                                                                         self.closes_words()))
        dialog.outlives_new_round = True  # (a new deal does not take back a wish to quit)
        dialog.quit_question = True  # type: ignore[attr-defined]
        self.push_screen(dialog, lambda yes: then() if yes else self.close_stale_results())

    def _quit_elsewhere(self) -> None:
        """Quit from a screen that is not a table: at once — but a round's results in the
        middle of a match (their ``leave_warning`` says what leaving does) ask first, as
        their own q does, and then leave the match as q would before the app ends; and so does
        the lobby of a table this app hosts while others are there (its ``quit_warning``), and
        any screen while this app's SSH door has visitors (:meth:`quit_now`)."""
        results = self._screen_below_dialogs()
        hosting = getattr(results, "quit_warning", None)  # (a lobby of the table this app hosts)
        if not callable(hosting) and getattr(results, "match_over", False):
            # (the match's results of a table this app hosts: its lobby, under them, knows
            # who else is there, ux28 #2)
            hosting = next((s.quit_warning for s in reversed(self.screen_stack)
                            if callable(getattr(s, "quit_warning", None))), None)
        closes = hosting() if callable(hosting) else None
        if isinstance(closes, str):
            self._ask_before_quitting(closes, self.exit, _("Close the table?"))
            return
        warning = getattr(results, "leave_warning", None)
        if results is None or not isinstance(warning, str) or getattr(results, "match_over", True):
            self.quit_now()
            return

        def leave() -> None:
            self.quitting = True
            if self.screen is results:
                results.dismiss("menu")
                return
            table = self._table_below_dialogs()  # (the results closed meanwhile: a new deal)
            if table is not None:
                self._quit_from(table)
            else:
                self.exit()

        self._ask_before_quitting(warning, leave, getattr(results, "leave_title", None))

    def door_visitors(self) -> int:
        """How many visitors the SSH door this app opened serves now (0: none, or no door)."""
        n = getattr(self.door, "visitors", 0) if self.door is not None else 0
        return n if isinstance(n, int) and not isinstance(n, bool) and n > 0 else 0

    def quit_now(self) -> None:
        """End the app, with nothing of a table to leave first (the menu's q, Ctrl+Q there) —
        but while the SSH door this app opened has visitors, ask first: they are cut off with
        it (ssh51 #3: the menu's q ended the app at once, a visitor's game through the door
        with it, where Ctrl+Q at a table asks)."""
        n = self.door_visitors()
        if not n:
            self.exit()
            return
        self._ask_before_quitting(
            ngettext("A visitor is connected through your SSH door.",
                     "{n} visitors are connected through your SSH door.", n),
            self.exit, _("Quit unotui?"))

    def _screen_below_dialogs(self) -> Any:
        """The screen under the dialogs on top (the palette, a colour question, the history…):
        a full screen shown over another as a dialog is (``over_screen``: the match's history)
        counts as one — a quit key on it quit at once, mid-round, where the table's asks
        (ssh71 #1)."""
        from textual.screen import ModalScreen

        for screen in reversed(self.screen_stack):
            if not isinstance(screen, ModalScreen) and getattr(screen, "over_screen", False) \
                    is not True:
                return screen
        return None

    def _table_below_dialogs(self) -> Any:
        """The table screen under the dialogs on top, or ``None`` when the screen below them is
        not a table."""
        screen = self._screen_below_dialogs()
        return screen if callable(getattr(screen, "leave_table", None)) else None

    def exit_saying(self, text: str, wrap: bool = False) -> None:
        """End the app (exit status 0) and print ``text`` in the terminal after it: as it is
        (a command in it is copied whole), or with ``wrap`` wrapped in words to the terminal's
        width (words alone: the terminal broke "u" / "nder" at 80 columns, ssh47 #4)."""
        from rich.text import Text

        if wrap:
            from .wrap import wrap_text

            # (a column to spare, as the SSH door's goodbye: a line as wide as the terminal
            # wraps again in some, review54)
            width = max(20, (self.error_console.width or 80) - 1)
            text = "\n".join(line for part in text.split("\n")
                              for line in (wrap_text(part, width) or [""]))
        line = Text(text)
        self._stop_line = line
        self.exit(0, message=line)

    def _quit_from(self, table: Any) -> None:
        """Leave ``table`` (as a confirmed q does) and end the app once it is left."""
        self.quitting = True
        table.leave_table()

    async def action_copy_or_quit(self) -> None:
        """Ctrl+C: copies the text selected (in a field, or on the screen with the mouse), as a
        terminal program's Ctrl+C never does but Textual's does; with nothing selected, quits
        as Ctrl+Q does (:meth:`action_help_quit`) — on every screen and dialog alike."""
        selected = getattr(self.focused, "selected_text", None)
        if not (isinstance(selected, str) and selected):
            selected = self.screen.get_selected_text()
        if selected:
            self.copy_to_clipboard(selected)
            return
        await self.action_help_quit()

    async def action_help_quit(self) -> None:
        """Ctrl+C leaves as a terminal user expects (locally and over SSH): the same as Ctrl+Q,
        so a match in progress asks first, and anywhere else the app ends cleanly. (Textual's
        default only says how to quit.)"""
        await self.action_quit()

    def __init__(self, *, link_factory: LinkFactory | None = None, theme: str | None = None,
                 ascii_only: bool = False, no_color: bool = False,
                 start: str | Callable[[], Screen[Any]] = "table") -> None:
        super().__init__()
        if no_color and not self.no_color:  # (no NO_COLOR, but a terminal type with no colour:
            # Textual's own filter of NO_COLOR, as if it were set)
            from textual.filter import Monochrome, NoColor

            self.no_color = True
            self._filters.append(NoColor() if self.native_ansi_color else Monochrome())
        whole_cells.install()  # (Chinese over an edge of a widget under it: whole_cells' doc)
        translate_bindings(self)  # (the command palette's key, which Textual names)
        self.link_factory = link_factory
        self.ascii_only = ascii_only
        self.no_color_requested = no_color
        self.start = start
        #: what the terminal cannot show as asked (a theme, a language), said as the app starts
        self.theme_problems: list[str] = []
        #: wrong passwords typed for each table's address: how many, and when the last was
        #: refused (the join screen waits after them, :meth:`JoinScreen.password_wait`)
        self.wrong_passwords: dict[str, tuple[int, float]] = {}
        #: theme files not read yet, by name: a start reads only the chosen theme's file; the
        #: others are read when a theme is asked for by name or the list of themes is wanted
        #: (:meth:`get_theme`, :attr:`available_themes`)
        self._unread_themes: dict[str, Path] = theme_files()
        if FALLBACK.name not in self._unread_themes:
            self.register_theme(FALLBACK)
        self.requested_theme = theme
        chosen = theme or (NO_COLOR_THEME if no_color else DEFAULT_THEME)
        if self.get_theme(chosen) is None:
            self.theme_problems.append(
                _("Unknown theme “{name}”; using {default}.", name=visible(chosen),
                  default=DEFAULT_THEME))
            chosen = DEFAULT_THEME
            self.get_theme(chosen)
        self._set_first_theme(chosen)
        if ascii_only:
            from .widgets.ascii_filter import AsciiFilter

            self.add_class("-ascii")
            self._filters.append(AsciiFilter(keep_writing=unicode_supported(symbols=False)))
        self.table_screen: Screen[Any] | None = None
        #: this app serves a visitor of the SSH front door: ``"table"`` (the door is bound to one
        #: table: a menu without Host) or ``"menu"``; ``None`` otherwise (:func:`.launch.ssh_door`)
        self.ssh_door: str | None = None
        #: the options of the SSH door this app's table has, and whether its password was
        #: given on the command line (:func:`.commands.serve_ssh.door_options`)
        self.resume_door: tuple[list[str], bool] = ([], False)
        #: the SSH front door's host key fingerprint (``host --ssh``), shown in the lobby
        self.ssh_fingerprint: str | None = None
        #: the door's "SSH note: …" lines not yet shown (the lobby shows them once)
        self.ssh_notes: list[str] = []
        #: the SSH front door the Host form opened (:class:`.ssh.server.DoorThread`): open
        #: until the app ends (:meth:`run`), as ``host --ssh``'s is
        self.door: Any = None
        self.door_place: str | None = None  #: how the door's table was named once joined
        #: the passwords tables accepted from this app, by address (lower case), for the rest of
        #: its run (the join screen's): in memory only, never written or logged
        self.table_passwords: dict[str, str] = {}
        self.stopped_by_signal = False  #: a stop signal came: the app is on its way out
        self._watchdog: Any = None  #: ends the process if a signal's stop hangs (_signalled)
        #: an internal error was reported (a crash report written): the run failed
        self._crash_reported = False
        #: the player chose Quit at a table: once it is left the app ends (:meth:`action_quit`)
        self.quitting = False
        #: the size the player was told is too small (None: it is not)
        self._said_small: tuple[int, int] | None = None
        self._small_read = False  #: a key was pressed while the too-small notice showed
        self._stop_line: Any = None  #: what it says in the terminal after it, if anything
        self._idle_note: Any = None  #: the SSH door's idle warning, while it shows
        self._idle_until = 0.0  #: when the session closes, as that warning said (monotonic)
        self._idle_timer: Any = None  #: counts the warning's time left down (_idle_tick)
        self.closed_notice: dict[str, Any] | None = None  #: the table it closed (Flow.table_closed)
        #: the key that came with an Escape, sent on once the Escape went its way (on_event)
        self._after_escape: events.Key | None = None
        #: keys that came after it meanwhile, sent on after it in order (review40 #4)
        self._behind_escape: list[events.Key] = []
        #: notices raised while the help was open, shown once it closes (:meth:`_on_notify`)
        self._held_notices: list[Any] = []
        #: the table's opening notices taken off while a dialog was on top (:meth:`_hold_notices`)
        self._held_over_dialog: list[Any] = []
        #: the "Suspend unotui?" question last asked (Ctrl+Z over it says to answer it)
        self._suspend_question: Any = None

    # ------------------------------------------------------------------- keys
    async def on_event(self, event: events.Event) -> None:
        """An Escape and a letter that come together are Escape, then that letter: the
        terminal's reader takes them for Alt and the letter (nothing here is bound to Alt),
        which lost the Escape and typed the letter — over SSH, where a slow link brings keys
        in bunches, Escape then r in the chat typed an r into it (ssh40 #4). The letter waits
        until the Escape has gone its way (back up to the app, or :data:`ESCAPE_SETTLE`
        seconds when a key binding took it on the way), so that it reaches what Escape left
        focused (the hand, not the chat it closed); keys typed behind it wait behind it, in
        order (review40 #4). A real Alt chord of a letter (a Mac's Option as Meta) is so taken
        as Escape, then the letter."""
        if self._idle_note is not None and isinstance(event, events.Key | events.MouseDown):
            self._idle_answered()
            if isinstance(event, events.Key):
                # (the key answers the warning and does nothing else: Enter at the menu started
                # a game against bots, q while watching left the table, ssh64 #4)
                event.stop()
                event.prevent_default()
                return
        if isinstance(event, events.Key) and event.key == "escape" and event.is_forwarded \
                and self._after_escape is not None:
            self.call_after_refresh(self._key_after_escape)
        motion = word_motion(event, self)  # (ESC b in a text field: Option+Left,
        if motion is not None:  # not Escape then b, review84 #1)
            event = motion
        split = escape_then_key(event)
        if split is None:
            if isinstance(event, events.Key) and not event.is_forwarded \
                    and self._after_escape is not None:
                self._behind_escape.append(event)
                return
            await super().on_event(event)
            return
        escape, key = split
        self._key_after_escape()  # (one still waiting goes first)
        self._after_escape = key
        await super().on_event(escape)
        self.set_timer(ESCAPE_SETTLE, self._key_after_escape)

    def _key_after_escape(self) -> None:
        """Send on the key that came with an Escape (:meth:`on_event`), once, then those
        typed behind it."""
        key, self._after_escape = self._after_escape, None
        behind, self._behind_escape = self._behind_escape, []
        for waiting in ([key] if key is not None else []) + behind:
            self.post_message(waiting)

    # ------------------------------------------------------------------- notices
    def _on_notify(self, event: Any) -> None:
        """A notice raised while the help is read waits until it closes, and then shows for its
        whole time (drawn over the help it covered the text, ux27 #16; held by the screen
        below, it expired unseen, review29 #1). Every notice's words are plain text, never
        markup: they hold names strangers chose, and a name "[/]" in one ended the app with
        Textual's MarkupError (review77 #2)."""
        from textual.app import ScreenStackError

        from .screens.help import HelpScreen

        event.notification.markup = False
        if event.notification.title == _("Your table"):  # (its command copied whole: folded
            # to the notice's box, 60 cells at most and half the screen, less its border and
            # padding)
            room = min(60, self.size.width // 2) - 3
            event.notification.message = folded_resume(event.notification.message,
                                                       max(20, room))

        try:
            reading = isinstance(self.screen, HelpScreen)
        except ScreenStackError:  # (starting or ending: no screen to ask)
            reading = False
        if reading:
            held = [n for n in self._held_notices if n.message != event.notification.message]
            self._held_notices = [*held, event.notification][-HELD_NOTICES:]
            # (held only: Textual calls App's own handler after this one unless told not to,
            # and it added the notice to those showing too; it was shown twice once the help
            # closed, the held copy beside it)
            event.prevent_default()
            return
        super()._on_notify(event)

    def _refresh_notifications(self) -> None:
        """As Textual's, but the table's opening notice (an unfinished match waits, and the
        command that opens it again: :func:`unotui.tables.opening_notice`) is never drawn over
        a dialog — it lay over "Close the table?"'s bottom line, "Esc: No" hidden (tmux65 #3):
        taken off while a dialog is on top, and shown again, its whole time, once none is."""
        self._hold_notices()
        self._place_notices_over_a_question()
        super()._refresh_notifications()

    def _place_notices_over_a_question(self) -> None:
        """A question open over the table shows notices where the table says (at the top,
        never over the hand: :meth:`~unotui.screens.table.TableScreen.place_notices_over`)."""
        from textual.app import ScreenStackError
        from textual.screen import ModalScreen

        try:
            dialog = self.screen
        except ScreenStackError:
            return
        if not isinstance(dialog, ModalScreen):
            return
        for below in reversed(self.screen_stack[:-1]):
            place = getattr(below, "place_notices_over", None)
            if callable(place):
                place(dialog)
                return
            if not isinstance(below, ModalScreen):
                return

    def _hold_notices(self) -> None:
        from textual.app import ScreenStackError
        from textual.screen import ModalScreen

        try:
            dialog = isinstance(self.screen, ModalScreen)
        except ScreenStackError:  # (starting or ending: no screen to ask)
            return
        title = _("Your table")
        if dialog:
            taken = [n for n in self._notifications if n.title == title]
            for note in taken:
                del self._notifications[note]
                self._held_over_dialog = [*self._held_over_dialog, note][-HELD_NOTICES:]
            with contextlib.suppress(Exception):  # (Textual's toast widget: best effort)
                from textual.widgets._toast import Toast

                for screen in self.screen_stack:  # (the screen under the dialog drew it too)
                    for toast in screen.query(Toast):
                        if getattr(toast, "_notification", None) in taken:
                            toast.remove()
        elif self._held_over_dialog:
            held, self._held_over_dialog = self._held_over_dialog, []
            for n in held:
                self.notify(n.message, title=n.title, severity=n.severity, timeout=n.timeout,
                            markup=n.markup)

    def _unnotify(self, notification: Any, refresh: bool = True) -> None:
        """As Textual's, and the cells its toast covered are drawn again once it is gone.
        Textual finds what a removed widget covered by comparing the screen's layout with
        the one before; a scroll (the log's, the notices' own) leaves that one to be built
        again when next asked for, and asked for between the toast's removal and the next
        layout it no longer held the toast: nothing was drawn where it was, and its picture
        stayed on the terminal over the log and the hand — "Window too small … Make it
        larger." after the key that took it away, until Ctrl+L or a resize (ssh69 #2). Also
        when a toast's time runs out (Textual's toast calls this too)."""
        covered = self._toast_cover(notification)
        super()._unnotify(notification, refresh=refresh)
        if covered is not None:
            self._repaint_once_gone(*covered)

    def _toast_cover(self, notification: Any) -> tuple[Screen[Any], Any, Any] | None:
        """The screen showing ``notification``'s toast, the toast itself, and the region its
        box (Textual's ToastHolder) covers on the screen; ``None`` if none shows it."""
        from textual.app import ScreenStackError

        try:
            screen = self.screen
        except ScreenStackError:  # (starting or ending: no screen to ask)
            return None
        with contextlib.suppress(Exception):  # (Textual's toast widget: best effort)
            from textual.widgets._toast import Toast

            for toast in screen.query(Toast):
                if getattr(toast, "_notification", None) is notification:
                    holder: Any = toast.parent if toast.parent is not None else toast
                    return screen, toast, holder.region.union(toast.region)
        return None

    #: the longest :meth:`_repaint_once_gone` waits for a toast to go, in seconds
    TOAST_GONE_WAIT = 2.0

    def _repaint_once_gone(self, screen: Screen[Any], toast: Any, region: Any) -> None:
        """Draw the rows of ``screen`` that ``region`` spans again, whole, once ``toast`` left
        them (at most :data:`TOAST_GONE_WAIT` seconds on): Textual removes it a moment after
        it was taken out of the notices.

        The toast is what is waited for, not its box: Textual's own removal (the notices
        shown again, ``ToastRack.show``) takes the toast out and leaves its empty box, so the
        wait always ran its 2 s. And whole rows, at the screen's width now: Textual writes a
        region's update cut at its right edge, and a cut through a wide character writes a
        space over its first half, which the terminal takes as erasing the whole character.
        The toast's box spans the rack, short of the screen's right edge by the rack's scrollbar,
        and once the window was widened meanwhile (the "Window too small" notice taken away
        as a narrowed window is made wide again) that edge, the old width's, ran through the
        new screen: "颜色" read "  色" down the narrow window's edge, 2 s after the resize's
        frame, until Ctrl+L (ssh70 #3)."""
        step = 0.02
        tries = int(self.TOAST_GONE_WAIT / step)
        timer: Any = None

        def check() -> None:
            nonlocal tries
            tries -= 1
            if toast.is_attached and tries > 0:
                return
            timer.stop()
            if not screen.is_attached or not region:
                return
            from textual.geometry import Region

            rows = Region(0, region.y, screen.size.width, region.height)
            rows = rows.intersection(screen.size.region)
            if rows:
                screen.refresh(rows)

        timer = self.set_interval(step, check)

    def release_notices(self) -> None:
        """Show the notices held while the help was open (again held if another opened)."""
        held, self._held_notices = self._held_notices, []
        for n in held:
            self.notify(n.message, title=n.title, severity=n.severity, timeout=n.timeout,
                        markup=n.markup)

    # ------------------------------------------------------------------- look & keys
    def get_theme(self, theme_name: str) -> Theme | None:
        """As Textual's (the first of comma-separated names that exists), reading a theme's
        file the first time that theme is asked for."""
        for name in (part.strip() for part in theme_name.split(",")):
            self._read_theme(name)
            found = super().available_themes.get(name)
            if found is not None:
                return found
        return None

    @property
    def available_themes(self) -> dict[str, Theme]:
        """Every theme (Textual's and the theme files'), reading the files not read yet."""
        for name in list(getattr(self, "_unread_themes", ())):
            self._read_theme(name)
        return super().available_themes

    def _read_theme(self, name: str) -> None:
        """Read and register the theme file named ``name`` if it was not read yet. A file that
        cannot be used is a problem shown to the player (a notification; before the app runs,
        in :attr:`theme_problems`); a bad ``classic`` falls back to the built-in classic look."""
        unread = getattr(self, "_unread_themes", None)
        path = unread.pop(name, None) if unread else None
        if path is None:
            return
        try:
            self.register_theme(load_theme_file(path))
        except ThemeFileError as exc:
            if name == FALLBACK.name:
                self.register_theme(FALLBACK)
            if self.is_running:
                self.notify(str(exc), severity="warning")
            else:
                self.theme_problems.append(str(exc))

    def _set_first_theme(self, name: str) -> None:
        """Make ``name`` (a registered theme) the app's theme before it runs.

        Assigning ``App.theme`` runs Textual's watcher, which queues a re-parse and re-styling
        of the whole stylesheet for the app's first turn (~15 M instructions at start-up, by
        then with every widget's CSS loaded). Before the app runs nothing is styled yet, so the
        same result needs only what that watcher does besides: the stylesheet's variables from
        the new theme, and the theme's class on the app. That holds while the theme is as dark
        as the one Textual started with (the ANSI colour mapping and the ``-dark-mode`` class
        follow darkness); any other theme is assigned the ordinary way."""
        theme = self.get_theme(name)
        if theme is None or theme.dark != self.current_theme.dark:
            self.theme = name
            return
        self.set_reactive(App.theme, name)
        self.set_class(True, f"-theme-{name}", update=False)
        self.stylesheet.set_variables(self.get_css_variables())

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return {**super().get_theme_variable_defaults(), **DEFAULT_CARD_COLORS}

    def get_css_variables(self) -> dict[str, str]:
        """The theme's variables; where the terminal shows 16 colours, scrollbars in ANSI
        colours that stay apart there: a theme's thumb and track (classic's #123e17 on
        #001506) both came down to ANSI black, and the help, the host form, every long list
        had no scrollbar to see (newbie66 #8). As card colours are (:func:`card_variables`)."""
        variables = super().get_css_variables()
        if getattr(self.console, "color_system", None) in ("standard", "windows"):
            dark = bool(getattr(self.current_theme, "dark", True))
            track = "ansi_black" if dark else "ansi_white"
            variables.update({
                "scrollbar": "ansi_blue", "scrollbar-hover": "ansi_bright_blue",
                "scrollbar-active": "ansi_bright_blue", "scrollbar-background": track,
                "scrollbar-background-hover": track, "scrollbar-background-active": track,
                "scrollbar-corner-color": track})
            self.theme_variables = variables
        return variables

    def get_key_display(self, binding: Binding) -> str:
        if (binding.key == "space" and not binding.key_display) or binding.key_display == "Space":
            # (a key's name in the player's language, as the help says it; a tick box's Enter
            # or Space too: "Space 勾选" in a Chinese footer, newbie67 #5)
            return _("Space")
        shown = super().get_key_display(binding)
        if not self.ascii_only or (binding.key_display and shown.isascii()):
            return shown  # (a key's own ASCII name, as "Space" for Enter-or-Space, is kept)
        if shown.isascii() and binding.key not in _ASCII_KEYS:
            return shown
        return _ASCII_KEYS.get(shown, _ASCII_KEYS.get(binding.key, shown))

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """The command palette's commands: the app's own, in the player's language — a theme
        command for each theme Settings offers (Textual's found by a search only). Textual's
        own (a "Theme" list that was not saved, "Keys", "Maximize", "Screenshot", all in
        English) are left out; its Quit is said as it works here."""
        from .screens.settings import THEME_ORDER, theme_choices, theme_word

        for name in theme_choices(self.available_themes):
            word = theme_word(name)
            # (Textual's themes, which --help and the README name, are found by a search —
            # "nord" found nothing, power37 #9 — but not listed before one: they would bury
            # the app's own commands)
            yield SystemCommand(
                _("Theme: {name}", name=word),
                _("Use the {name} theme for this SSH session", name=word)
                if getattr(self, "ssh_door", None) is not None else
                _("Use the {name} theme from now on (saved, as in Rules & settings)",
                  name=word),
                lambda n=name: self.use_theme(n), name in THEME_ORDER)
        help_action = getattr(screen, "action_help", None)
        if callable(help_action):
            # (named so that "keys", as the footer's "palette: themes, keys, quit" says, finds
            # it: the palette searches the names only, ux32 #11)
            yield SystemCommand(_("Help: keys and rules"),
                                _("The keys and rules of this screen (?)"), help_action)
        yield SystemCommand(_("Quit"), _("Leave unotui (during a match, it asks first)"),
                            self.action_quit)

    def action_command_palette(self) -> None:
        """Ctrl+P: the command palette, its search line in the player's language."""
        from .palette import Palette

        if self.use_command_palette and not Palette.is_open(self):
            self.push_screen(Palette(placeholder=_("Search for commands…"),
                                     id="--command-palette"))

    def use_theme(self, name: str) -> None:
        """Switch to theme ``name`` and keep it, as Rules & settings does (through that screen
        when it is open, so that it shows the theme and does not save its own over it)."""
        from . import settings as settings_mod
        from .widgets.rules_form import Choice

        shown = sys.modules.get("unotui.screens.settings")  # (imported only once it opened)
        for screen in self.screen_stack:
            if shown is not None and isinstance(screen, shown.SettingsScreen):
                screen.query_one("#theme", Choice).value = name
                return
        self.theme = name

        def chosen(settings: settings_mod.Settings) -> None:
            settings.theme = name

        try:
            settings_mod.update(chosen)
        except settings_mod.SettingsError:
            self.notify(_("Could not save the settings."), severity="warning")
            return
        self.notify(_("Changed {what}, for this SSH session.", what=_("the theme"))
                    if self.ssh_door is not None else _("Saved {what}.", what=_("the theme")))

    async def on_key(self, event: events.Key) -> None:
        """Every key not used up on its way (by an input, the chat…) ends here, in the order
        typed, just before Textual's binding check (where the screens' keys act).

        A key typed right behind one that opens a dialog is for that dialog, but may get here
        before the dialog is up (a terminal delivers a fast typist's keys all at once). So while
        the screen on top is still being mounted, or says a dialog is on its way (its
        ``dialog_coming()`` is true, e.g. a wild card being played), the key waits for it (at
        most :data:`DIALOG_WAIT`; the keys behind it wait in line). Then a screen with an
        ``explain_key(key)`` method may use the key up: it says why the key cannot act now.
        (A screen that runs its bindings itself, before this, calls :meth:`key_arrived` first:
        the table does, TableScreen.on_key.)"""
        if getattr(event, "arrived", False):  # (done already, by the screen)
            return
        if await self.key_arrived(event):
            event.stop()
            event.prevent_default()

    async def key_arrived(self, event: events.Key) -> bool:
        """What :meth:`on_key` does before the binding check, once a key: whether the key was
        used up (said why it cannot act)."""
        event.arrived = True  # type: ignore[attr-defined]
        self.small_notice_read()
        self.notices_read()
        loop = asyncio.get_running_loop()
        deadline = loop.time() + DIALOG_WAIT
        while self._dialog_on_its_way() and loop.time() < deadline:
            await asyncio.sleep(0.001)
        if not self.screen_stack:
            return False
        explain: Callable[[str], bool] | None = getattr(self.screen, "explain_key", None)
        return explain is not None and explain(event.key)

    def _dialog_on_its_way(self) -> bool:
        """Whether the screen on top is not mounted yet, or says a dialog is on its way."""
        if not self.screen_stack:
            return False
        screen = self.screen
        if not screen.is_mounted:
            return True
        coming: Callable[[], bool] | None = getattr(screen, "dialog_coming", None)
        return coming is not None and coming()

    def language_changed(self) -> None:
        """The player chose another language (:func:`unotui.i18n.set_language` ran): every
        screen on the stack shows it at once. Key labels (each screen's and widget's, and the
        app's own: the command palette's) are translated again; a screen with a
        ``language_changed()`` method redraws its words (the menu, the settings)."""
        translate_bindings(self)
        for screen in self.screen_stack:
            for node in (screen, *screen.walk_children()):
                translate_bindings(node)
            redraw: Callable[[], None] | None = getattr(screen, "language_changed", None)
            if redraw is not None:
                redraw()
            screen.refresh_bindings()

    # ----------------------------------------------------------------------- size
    #: The smallest terminal every screen fits (cells): below it the colour in play, the hand
    #: or the turn line may be cut, so the player is told why (ux24 #8).
    MIN_SIZE: ClassVar[tuple[int, int]] = (60, 20)

    def on_resize(self, event: events.Resize) -> None:
        self.check_size(event.size.width, event.size.height)

    def check_size(self, width: int, height: int) -> None:
        """Say once, while the terminal is smaller than :data:`MIN_SIZE`, that it is too small
        and what it needs (a toast: it shows at any size); again after it was large enough.
        The toast stays as long as the window is too small (it went after 8 s, and a player
        who looked away missed why the hand was cut, tmux35 #8) — until the player presses a
        key (:meth:`small_notice_read`: it no longer covers the hand they play, ux33 #14) or
        clicks it."""
        low_w, low_h = self.MIN_SIZE
        small = width < low_w or height < low_h
        cramped = width < CRAMPED_SIZE[0] or height < CRAMPED_SIZE[1]
        self.set_class(cramped, "-cramped")
        said = (width, height) if small else None
        if said != self._said_small:
            # (the notice says the size now: it outlived a resize large enough, and kept the
            # first size while the window shrank further, ux32 #13)
            self.forget_notices(_("Window too small"))
            if not small:
                self._small_read = False
            elif not self._small_read:  # (read once while small: not again until it was not)
                if cramped:
                    text = _("{width}×{height}; needs {low_w}×{low_h}.", width=width,
                             height=height, low_w=low_w, low_h=low_h)
                else:
                    text = _("This window is {width}×{height}: unotui needs at least "
                             "{low_w}×{low_h} to show everything. Make it larger.",
                             width=width, height=height, low_w=low_w, low_h=low_h)
                self.notify(text, title=_("Window too small"), severity="warning",
                            timeout=SMALL_WINDOW_NOTICE)
        self._said_small = said

    def small_notice_read(self) -> None:
        """A key was pressed: the "Window too small" toast has been seen; it goes (not to be
        said again until the window was large enough in between)."""
        if self._said_small is None:
            return
        title = _("Window too small")
        if any(n.title == title for n in self._held_notices):
            return  # (held while the help is open: not seen yet, a key in the help reads
            # nothing; it shows once the help closes, if the window is still that small)
        self._small_read = True
        self.forget_notices(title)

    def forget_notices(self, title: str) -> None:
        """Take the notices titled ``title`` off the screen, and out of those held while the
        help is open: what they said is no longer so (a "Window too small" raised over the
        help showed when it closed, in a window made large again meanwhile, newbie74 #6)."""
        self._held_notices = [n for n in self._held_notices if n.title != title]
        for old in [n for n in self._notifications if n.title == title]:
            self._unnotify(old)

    def notices_read(self) -> None:
        """A key was pressed: in a window of :data:`SMALL_HEIGHT` rows or fewer, where notices
        cover the hand and the results' keys (newbie38 #2: 5 to 12 s over the last three
        cards), those shown for :data:`NOTICE_READ_AFTER` seconds or more have been read, and
        go — but not errors, notices given longer than :data:`NOTICE_READ_LONGEST` seconds,
        nor while a field has the focus. (The "Window too small" one has its own rule,
        :meth:`small_notice_read`.)"""
        from textual.widgets import Input

        if self.size.height > SMALL_HEIGHT or isinstance(self.focused, Input):
            return  # (a key typed into a field is no sign a notice was read)
        import time

        now = time.time()
        # (errors, and the notices given long on purpose — removed from a table, a journal
        # resumed, an SSH door on loopback — stay their time, review38 #4)
        for old in [n for n in self._notifications if n.title != _("Window too small")
                    and n.severity != "error" and n.timeout <= NOTICE_READ_LONGEST
                    and now - n.raised_at >= NOTICE_READ_AFTER]:
            self._unnotify(old)

    # ----------------------------------------------------------------------- tables
    async def on_mount(self) -> None:
        if not self.is_headless:
            self._stop_on_signals()
            self._continue_only_after_a_stop()
        for problem in self.theme_problems:
            self.notify(problem, severity="warning")
        self.check_size(self.size.width, self.size.height)
        if callable(self.start):
            await self.push_screen(self.start())
        elif self.start == "table" and self.link_factory is not None:
            await self.open_table(self.link_factory)
        from .startup import resume

        self.call_after_refresh(resume)  # once the first screen is painted (unotui.startup)

    def _continue_only_after_a_stop(self) -> None:
        """Textual's driver starts its terminal mode again on every SIGCONT, also on one after
        a SIGSTOP from outside (``kill -STOP``, a debugger), which never stopped that mode: a
        second reader of the keyboard was started beside the first, and a host frozen that way
        while its guest reconnected did not end when closed (newbie58 #1). It starts it again
        only after a SIGTSTP of its own stopped it."""
        import signal
        import threading

        driver = self._driver
        stop = getattr(driver, "_sigtstp_application", None)
        cont = getattr(driver, "_sigcont_application", None)
        if stop is None or cont is None or threading.current_thread() is not threading.main_thread():
            return
        stopped = False
        # (the terminal's mode as the driver set it: a job-control shell that saw the stop took
        # the terminal back in its own line mode, and after ``fg`` no key reached the app —
        # arrows echoed as ^[[C, newbie61 #1. Set again, and the screen drawn again over the
        # shell's "Stopped" line, on a continue the app did not stop for itself)
        fileno = getattr(driver, "fileno", None)
        mode: list[Any] | None = None
        with contextlib.suppress(Exception):
            import termios

            mode = termios.tcgetattr(fileno) if isinstance(fileno, int) else None
        loop = asyncio.get_running_loop()

        #: the watch for the foreground is on (from its first look, asked for from the signal's
        #: thread, on: two continues before that look started two watches, review88)
        watching = [False]
        #: continued in the background: nothing is drawn until ``fg`` — a bot's move painted
        #: the table over the shell's "Stopped" line and the word about fg, and the shell's
        #: keys fell on a table that ignored them (tests/test_outside_continue, seen flaky)
        background = [False]
        write = getattr(driver, "write", None)
        if callable(write):
            def held_write(data: str) -> None:
                if not background[0]:
                    write(data)

            driver.write = held_write

        def in_front_again() -> None:
            """Back in the terminal's foreground (``fg``)? Then as after a continue there;
            else looked at again a moment later. bash's ``fg`` of a job an outside ``kill
            -CONT`` already continued sends no SIGCONT: its keys came in the shell's line
            mode, echoed, the table not drawn again (tmux66 #1)."""
            if not isinstance(fileno, int) or in_foreground(fileno):
                watching[0] = False
                in_front()
            else:
                loop.call_later(FOREGROUND_LOOK, in_front_again)

        def outside_continue() -> None:
            if isinstance(fileno, int) and not in_foreground(fileno):
                background[0] = True
                # (the shell took the terminal back when it saw the stop, and keeps it: a
                # table painted over it ignored every key, which ran as shell commands, and
                # nothing said fg, newbie78 #1. Drawn again once ``fg`` brings it back)
                with contextlib.suppress(OSError):
                    os.write(fileno, ("\r\n" + _(
                        "unotui runs in the background: type fg to bring it back.")
                        + "\r\n").encode("utf-8", "replace"))
                if not watching[0]:
                    watching[0] = True
                    with contextlib.suppress(RuntimeError):
                        loop.call_soon_threadsafe(in_front_again)
                return
            in_front()

        def in_front() -> None:
            background[0] = False
            if mode is not None and isinstance(fileno, int):
                with contextlib.suppress(Exception):
                    import termios

                    # (in the foreground only, as above: set from the background — ``bg`` —
                    # the mode would stop the app again, SIGTTOU, review72)
                    if termios.tcgetattr(fileno) != mode:
                        termios.tcsetattr(fileno, termios.TCSANOW, mode)
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(lambda: self.refresh(repaint=True, layout=True))

        def on_stop(*args: Any) -> None:
            nonlocal stopped
            stopped = True
            stop(*args)

        def on_continue(*args: Any) -> None:
            nonlocal stopped
            if stopped:
                stopped = False
                cont(*args)
            else:
                outside_continue()

        with contextlib.suppress(ValueError, OSError):
            signal.signal(signal.SIGTSTP, on_stop)
            signal.signal(signal.SIGCONT, on_continue)

    def _stop_on_signals(self) -> None:
        """``kill`` (SIGTERM, SIGINT) and a closed terminal window (SIGHUP) end the app cleanly: a table
        this app hosts is closed with word to its players (and its SSH door's players), and the
        terminal is restored. A joined table sees a dropped connection, not a player who left:
        the seat waits, and joining again gets it back (:mod:`unotui.kept_seats`). Left to
        Python's default, either signal killed the process with the terminal still in the
        app's mode, and the guests of a hosted table waited for a table that was gone."""
        import signal

        loop = asyncio.get_running_loop()
        # (SIGINT too: ``kill -INT`` — Ctrl+C at the terminal is a key here — ended the app as
        # a host who left on purpose, its match marked closed without a word, cli50 #4)
        for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
            # (no such signal here, or not the main thread: the default stays)
            with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                loop.add_signal_handler(sig, self._signalled, sig)
        if self.ssh_door is not None:  # (the door says a session idle for long closes soon)
            with contextlib.suppress(NotImplementedError, RuntimeError, ValueError,
                                     AttributeError):
                loop.add_signal_handler(signal.SIGUSR1, self.idle_warning)

    def idle_warning(self) -> None:
        """The SSH door is about to close this session: nobody pressed a key for a long time
        (a watcher never does). Any key keeps it open. The time left is the door's
        (``UNOTUI_SSH_IDLE_WARNING``: :data:`unotui.ssh.session.WARNING_ENV`), a minute if it
        did not say."""
        import math
        import time

        left = 60.0
        with contextlib.suppress(ValueError):
            left = float(os.environ.get("UNOTUI_SSH_IDLE_WARNING", "60"))
        if not math.isfinite(left) or left <= 0:
            left = 60.0
        from textual.notifications import Notification, Notify

        if self._idle_timer is not None:
            self._idle_timer.stop()
        self._idle_until = time.monotonic() + left
        self._idle_note = Notification(self._idle_text(left), "", "warning", left)
        self.post_message(Notify(self._idle_note))
        # (the time left counts down as it runs out: "within 30 seconds" stayed so until the
        # session closed, ssh52)
        self._idle_timer = self.set_interval(1.0, self._idle_tick)
        self.bell()  # (a player waiting for another's move looks away: tmux shows a bell)

    @staticmethod
    def _idle_text(left: float) -> str:
        """The idle warning with ``left`` seconds to go (rounded up: never less than is left)."""
        import math

        if round(left) == 60:
            return _("No key pressed for a long time: press any key within a minute, or this "
                     "SSH session closes.")
        return ngettext("No key pressed for a long time: press any key within {n} second, "
                        "or this SSH session closes.",
                        "No key pressed for a long time: press any key within {n} seconds, "
                        "or this SSH session closes.", max(1, math.ceil(left - 0.05)))

    def _idle_tick(self) -> None:
        """A second of the idle warning went: its words say the time left now, in the toast
        that shows it (the same toast, its words changed: not a new one each second)."""
        import time

        note = self._idle_note
        left = self._idle_until - time.monotonic()
        if note is None or note not in self._notifications or left <= 0:
            if self._idle_timer is not None:
                self._idle_timer.stop()
                self._idle_timer = None
            return
        text = self._idle_text(left)
        if text == note.message:
            return
        note.message = text
        with contextlib.suppress(Exception):  # (Textual's toast widget: best effort)
            from textual.widgets._toast import Toast

            for screen in self.screen_stack:
                for toast in screen.query(Toast):
                    if getattr(toast, "_notification", None) is note:
                        toast.refresh(layout=True)

    def clear_notifications(self) -> None:
        """Clear the notices, but the SSH door's idle warning while it stands: the round's
        results cleared it, and the session closed with nothing said (ssh60 #4)."""
        idle = self._idle_note
        for note in list(self._notifications):
            if note is not idle:
                self._unnotify(note, refresh=False)
        self._refresh_notifications()

    def _idle_answered(self) -> None:
        """A key or a click after the idle warning: it is taken back at once, so the player
        sees the key counted (it stayed its whole minute, and read as if it had not, ssh41 #2)."""
        note, self._idle_note = self._idle_note, None
        if self._idle_timer is not None:
            self._idle_timer.stop()
            self._idle_timer = None
        if note is not None and note in self._notifications:
            self._unnotify(note)

    #: seconds an app stopped by a signal has to end cleanly before it is ended at once
    STOP_GRACE = 10.0

    def _signalled(self, sig: int) -> None:
        """A real SIGTERM, SIGINT or SIGHUP: stop as :meth:`_stopped_by` says, and make sure the
        process ends even if that hangs. After a SIGHUP the terminal is gone, and Textual's
        shutdown could wait for ever on a write to it (tmux35 #1: a pane's app killed with
        kill-pane lived on, asleep, orphaned — and, still "running", kept its player's seat
        from being offered to the app they started next). The table it hosts has told its
        players and its journal is written by then; what is left is the terminal. The watchdog
        is called off once the app's own run is over (:meth:`run`): what comes after it — an
        SSH door saying goodbye to its visitors — has its own time (review35 #4)."""
        import threading

        def end() -> None:
            with contextlib.suppress(Exception):  # (best effort, for a terminal still there)
                os.write(sys.__stdout__.fileno(), RESTORE_TERMINAL)
            os._exit(128 + sig)

        if self._watchdog is None:
            self._watchdog = threading.Timer(self.STOP_GRACE, end)
            self._watchdog.daemon = True
            self._watchdog.start()
        self._stopped_by(sig)

    def run(self, *args: Any, **kwargs: Any) -> Any:
        """Run the app; a stop watchdog a signal set (:meth:`_signalled`) ends with it. An
        error that escapes Textual itself (one raised again as it shut down after a first:
        ssh43 #1, a terminal 4 columns wide) is a crash report and one sentence too, never a
        traceback on the player's terminal; ``UNOTUI_DEBUG`` and a headless run raise it. An
        app stopped by an internal error returns its failing ``return_code`` (1)."""
        try:
            result = super().run(*args, **kwargs)
            # (an internal error Textual handled ends the run with no result: its failure is
            # in ``return_code``. ``int(app.run() or 0)`` made it exit status 0, a success to
            # a script or ``ssh host unotui && …``, newbie66 #2)
            if not result and self.return_code:
                return self.return_code
            if not result and self._crash_reported:  # (a panic of Textual's driver sets no
                return 1  # return_code: an internal error exited 0, ssh60 #3)
            return result
        except Exception:
            if os.environ.get("UNOTUI_DEBUG") or (
                    kwargs.get("headless") and not os.environ.get("UNOTUI_CRASH_DIR")):
                raise
            from rich.traceback import Traceback

            path = write_crash_report([Traceback(show_locals=False, width=None)])
            with contextlib.suppress(Exception):
                os.write(sys.__stdout__.fileno(), RESTORE_TERMINAL)
            print(crash_sentence(path), file=sys.stderr)
            return 1
        finally:
            if self._watchdog is not None:
                self._watchdog.cancel()
            self.close_door()

    def close_door(self) -> None:
        """Close the SSH front door the Host form opened, if any: each visitor's goodbye says
        how the table this app closed ended (as ``host --ssh``'s door's does). Blocks until it
        is closed (:meth:`take_door` and the door's ``stop`` in a thread, from the loop)."""
        door = self.take_door()
        if door is None:
            return
        from .connection import closed_text

        notice = self.closed_notice
        # (written in each visitor's language as their goodbye is: ssh46 #4)
        door.stop((lambda: closed_text(notice, ssh=True, everyone=True))
                  if isinstance(notice, dict) else None)

    def take_door(self) -> Any:
        """The SSH front door the Host form opened (None if none), no longer the app's: its
        fingerprint and resume options go with it."""
        door, self.door = self.door, None
        if door is not None:
            self.ssh_fingerprint = None
            self.resume_door = ([], False)
        return door

    def _stopped_by(self, sig: int) -> None:
        import signal

        if self.stopped_by_signal:
            return
        self.stopped_by_signal = True
        resume = None  # (the command that opens it again: its journal, its SSH door too)
        holders = self.table_holders()  # (a lobby's table goes too, review58 #2)
        at_table = bool(holders)
        for link in holders:  # a table hosted here went away, it was not closed: its journal
            table = getattr(getattr(link, "host", None), "table", None)  # stays --resume's
            if table is not None:
                # (an SSH visitor's table does not go away to come back: its journal is in the
                # session's folder, which the door removes as the session ends — its guests
                # were told "its match can go on", and it never could, ssh38 #1)
                table.went_away = self.ssh_door is None
                # (and its guests read that its host's connection ended, not that its host
                # closed it: the visitor was hung up on, or the door closed, ssh53 #3)
                table.host_gone = self.ssh_door is not None
                # (what its guests read as it closes: an SSH door's goodbye says it too, ssh26 #5)
                self.closed_notice = table.shutdown_message()
                from .cli import hosted_resume_command

                resume = hosted_resume_command(link.host, self.resume_door)
        # (after a SIGHUP there is no terminal left to say it to; over SSH the door says
        # goodbye in its own words, "stopped on the server, not by you", ssh49 #4)
        if sig in (signal.SIGTERM, signal.SIGINT) and self.ssh_door is None:
            name = signal.Signals(sig).name
            notice = self.closed_notice
            goes_on = notice is not None and notice.get("resumable") is True
            if goes_on and resume:
                # (its match did not end: say how it goes on, as a headless host's Ctrl-C does)
                self._stop_line = _(
                    "unotui was stopped ({signal}). Its table's match can go on:\n  {command}",
                    signal=name, command=resume)
            elif at_table:
                self._stop_line = _(
                    "unotui was stopped ({signal}); its table was closed or left.", signal=name)
            else:  # (at the menu: there was no table to close or leave)
                self._stop_line = _("unotui was stopped ({signal}).", signal=name)
            if at_table and notice is not None:
                # (the scores, as its guests read them and as Ctrl+Q and a headless host's stop
                # say them: the hosting player alone was not told, newbie90 #3)
                from .connection import results_said

                scores = results_said(notice, final=not goes_on)  # (who won too, review99 #8)
                if scores:
                    self._stop_line += "\n" + scores
        # (the goodbye once: a player's quit said already, then the hangup of their client
        # going, appended it twice, which read as an internal error, ssh61 #6)
        said = any(line is self._stop_line for line in self._exit_renderables)
        self.exit(128 + sig, message=None if said else self._stop_line)

    async def open_table(self, factory: LinkFactory) -> None:
        """Connect through ``factory`` and show the table; a failure shows a clear message."""
        from .screens.table import TableScreen

        try:
            link = await factory()
        except Exception as exc:
            await self.push_screen(MessageScreen(
                _("The table could not be started: {error}", error=str(exc) or type(exc).__name__)))
            return
        self.table_screen = TableScreen(link, ascii_only=self.ascii_only)
        await self.push_screen(self.table_screen)

    # ------------------------------------------------------------------- crashes
    def _fatal_error(self) -> None:
        """Textual's, without the local variables of each frame (unless ``UNOTUI_DEBUG``): the
        crash report a player is asked to send held them, a seat's token and a table's password
        among them (harden41 #3)."""
        if os.environ.get("UNOTUI_DEBUG"):
            super()._fatal_error()
            return
        import rich
        from rich.segment import Segments
        from rich.traceback import Traceback

        self.bell()
        traceback = Traceback(show_locals=False, width=None, suppress=[rich])
        # (rendered at least 80 wide, for the report: at the width of a terminal a few columns
        # wide, Rich failed as it drew it, and the raw traceback reached the player, ssh43 #1)
        options = self.console.options.update_width(max(80, self.console.options.max_width))
        self._exit_renderables.append(Segments(self.console.render(traceback, options)))
        self._close_messages_no_wait()

    def _print_error_renderables(self) -> None:
        """Never show a player a traceback: write it to a crash report and say where it is.
        ``UNOTUI_DEBUG=1`` shows it as Textual normally would, and so does a headless run (tests,
        tools: nobody is playing) unless ``UNOTUI_CRASH_DIR`` names where reports go."""
        headless_dev = self.is_headless and not os.environ.get("UNOTUI_CRASH_DIR")
        said = self._stop_line is not None and bool(self._exit_renderables) and all(
            line is self._stop_line for line in self._exit_renderables)
        if said and not os.environ.get("UNOTUI_DEBUG"):
            # (as it is, unwrapped: Rich broke "host --resume FILE --ssh PORT" over three lines
            # at the terminal's width, and pasting them opened the table without its door,
            # ssh41 #1; the terminal wraps a long line itself, and copies it whole)
            self.error_console.print(self._stop_line, soft_wrap=True, markup=False,
                                     highlight=False)
            self._exit_renderables.clear()
            return
        if os.environ.get("UNOTUI_DEBUG") or headless_dev or not self._exit_renderables:
            super()._print_error_renderables()
            return
        path = write_crash_report(self._exit_renderables)
        self._crash_reported = True
        self._exit_renderables.clear()
        # (unwrapped: Rich broke the report's path mid-name, and a copied path was wrong,
        # ssh61 d; the terminal wraps a long line itself)
        self.error_console.print(crash_sentence(path), markup=False, highlight=False,
                                 soft_wrap=True)


def build_app(*, bots: int = 3, rules: Any = None, seed: int | None = None, name: str = "You",
              theme: str | None = None, ascii_only: bool | None = None, lang: str | None = None,
              link_factory: LinkFactory | None = None, bot_delay: float | None = None,
              animations: bool = False, start: str | Callable[[], Screen[Any]] = "table",
              bot_kind: str = "basic", think: float | None = None) -> UnoApp:
    """Build the app: a local game against ``bots`` bots unless ``link_factory`` is given.

    ``ascii_only=None`` detects whether the terminal shows Unicode. ``lang=None`` keeps the
    language already chosen (the CLI calls :func:`unotui.i18n.set_language` before importing
    the screens so that key labels are translated too).
    """
    from .i18n import set_language
    from .keys_in import guard_keys
    from .plain_terms import promises_no_colour
    from .screen_out import guard_screen

    guard_keys()  # (no byte a terminal sends ends the game, ssh60 #1)
    guard_screen()  # (a terminal that stops reading stops no table on this loop, ssh62 #2)
    if lang is not None:
        set_language(lang)
    shown = shows_language()
    if not shown:  # (a menu of "????" could not even be read to choose another language)
        set_language("en")
    if ascii_only is None:
        ascii_only = not unicode_supported()
    # (a terminal type that promises no colour, TERM=dumb or vt100: the monochrome theme, as the
    # SSH door gives such a visitor, tmux64; the environment is left as it is)
    no_color = "NO_COLOR" in os.environ or promises_no_colour()
    if link_factory is None:
        from core import Rules

        from .link import open_local_table

        table_rules = rules if rules is not None else Rules()

        async def local_factory() -> TableLink:
            return await open_local_table(table_rules, bots, name, seed, bot_kind=bot_kind,
                                          bot_delay=bot_delay, think=think)

        link_factory = local_factory
    app = UnoApp(link_factory=link_factory, theme=theme, ascii_only=ascii_only,
                 no_color=no_color, start=start)
    if not shown:
        app.theme_problems.append(LANGUAGE_NOT_SHOWN)  # (said as the app starts)
    if not animations:
        app.animation_level = "none"
    return app
