"""Navigation between the screens: the app's part, so no screen knows another.

The path is menu → host setup or join list → lobby → table → results → lobby, and back. Screens
only say what the player chose (a method call on the app, or the value they are dismissed with);
:class:`Flow` — mixed into :class:`~unotui.app.UnoApp` — is the one place that imports the screens
and decides what comes next. It also handles a table that goes away, wherever the player is: a
table closed by its host (:meth:`Flow.table_closed`: back to the join list or the menu, with the
host's words and the final scores) and a table that stopped answering
(:meth:`Flow.table_gone`: ``r`` tries again, Escape leaves).

Where leaving goes — one rule, the same for ``unotui play``, ``join`` and ``host``: **leaving a
table takes the player back to where they came from, and only Quit ends unotui.**

* q at a table (then y during a match), m on its results: back to the main menu. ``unotui``,
  ``unotui join [ADDR]`` and ``unotui host`` all open the app on the menu (their own screen on
  top of it), so a joined or hosted table, however it was reached, is left for the menu (a
  table this app hosts is closed, with word to its players, and its host reads the final
  scores there). ``unotui play`` starts straight on its table, with no menu: leaving that
  table (q) ends the app, where the player came from; m on its results opens the menu.
* Escape in a lobby goes back one screen: the join list or the host setup it was opened from.
* A table that goes away (closed by its host, or not answering) leaves its guest on the join
  list, to find another.
* Quit — Ctrl+Q, Ctrl+C, the command palette's Quit, q on the menu — ends unotui from any
  screen. At a table in the middle of a match it asks first (q's question, saying unotui then
  closes); the table is left as q leaves it, then the app ends (the app's ``quitting``:
  :meth:`Flow.table_left` and :meth:`Flow.table_closed` end it instead of showing the menu).

Screens reach these methods through ``self.app`` (a screen tested alone in a plain Textual app
finds none of them and does nothing).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.app import App

    _Base = App[int]
else:
    _Base = object


#: :meth:`Flow.table_closed`'s ``you`` when this app's seat there is not known (no word from
#: the table yet): the words for a seat, not those for a watcher
UNKNOWN_SEAT: Any = object()


class Flow(_Base):
    """The app's navigation (see the module docstring). Mixed into the app; its only state is
    the app's screen stack."""

    # --------------------------------------------------------------- from the menu
    def open_menu_choice(self, what: str) -> None:
        """The menu's Host, Join, Watch or Settings entry (Play and Quit the menu does itself).
        A visitor of an SSH door bound to one table (``ssh_door == "table"``) never gets Host:
        Join and Watch go straight to the door's table."""
        door_table = getattr(self, "ssh_door", None) == "table"
        if what == "host" and not door_table:
            from .screens.host_setup import HostSetupScreen

            self.push_screen(HostSetupScreen(**getattr(self, "host_options", {})))
        elif what in ("join", "watch"):
            from .screens.join import JoinScreen

            options = dict(getattr(self, "join_options", {}))
            if door_table and options.get("address"):
                options.update(fixed=True, auto_join=True, watch=what == "watch")
            elif what == "watch":
                return
            self.push_screen(JoinScreen(**options))
        elif what == "settings":
            from .screens.settings import SettingsScreen

            self.push_screen(SettingsScreen())

    # --------------------------------------------------------------- lobby and table
    async def open_lobby(self, session: Any) -> None:
        """The table is open (hosted or joined): show its lobby."""
        from .screens.lobby import LobbyScreen

        await self.push_screen(LobbyScreen(session), lambda _result: self.lobby_left(session))

    def lobby_left(self, session: Any) -> None:
        """The player left a joined table from its lobby (Escape, or Escape when it stopped
        answering): outside a match the host gives that seat up at once (or after its
        reconnect window, the table being away), so the join list no longer calls it kept
        (:func:`unotui.kept_seats.forget`). A seat left during a match stays kept: joining
        again before the match ends takes it back."""
        client = session.client
        lobby = getattr(client, "lobby", None)
        address = getattr(session, "address", None)
        if session.host is not None or not address or (
                isinstance(lobby, dict) and lobby.get("phase") == "playing"):
            return
        from . import kept_seats

        token = getattr(client, "token", None)
        name = kept_seats.name_for(address, getattr(client, "asked_name", None),
                                   getattr(client, "name", None), token)
        if isinstance(name, str):
            kept_seats.forget(address, name, token)
        from .screens.join import JoinScreen

        for screen in self.screen_stack:  # (the list it goes back to may be drawn already)
            if isinstance(screen, JoinScreen) and screen.is_mounted:
                screen.update_list()

    def open_match(self, link: Any, ascii_only: bool) -> None:
        """The lobby's match started: show the table screen on this connection."""
        from .screens.table import TableScreen

        self.push_screen(TableScreen(link, ascii_only=ascii_only))

    def back_to_lobby(self, table: Any, client: Any, host: Any, after_match: bool = True) -> None:
        """After the match, the table screen ``table`` hands its connection back to the lobby:
        the lobby screen it came from, else a new lobby in its place (a network table opened
        with no lobby below it). A local game against bots never comes here: its results offer
        to play again instead. ``after_match`` false: no match ended there (the table the
        player is back at is a new one), so the lobby greets as any lobby does."""
        from .screens.lobby import LobbyScreen, LobbySession

        stack = self.screen_stack
        if table not in stack:
            return
        below = stack[stack.index(table) - 1] if stack.index(table) > 0 else None
        while self.screen is not table:
            self.pop_screen()
        if isinstance(below, LobbyScreen) and below.client is client:
            self.pop_screen()
            below.back_from_match(after_match)
        else:
            session = LobbySession(client, host, replaces_table=True)
            self.switch_screen(LobbyScreen(session, ascii_only=getattr(table, "ascii_only", None),
                                           after_match=after_match))

    def match_gone(self, table: Any, client: Any, host: Any, text: str) -> None:
        """The table screen ``table`` lost its match: the table took its player back as a
        newcomer (restarted without its journal, or the seat was given up). Go to the table's
        lobby on the same connection, as after a match (:meth:`back_to_lobby`), and say why
        there once (Enter closes it)."""
        from .dialogs import TableClosedDialog

        if table not in self.screen_stack:
            return
        # (the seat kept on disk for this table is the new one now: the old token is unknown)
        address = self.address_of(client)
        token = getattr(client, "token", None)
        if address and host is None and token:
            from . import kept_seats

            name = kept_seats.name_for(address, getattr(client, "asked_name", None),
                                       getattr(client, "name", None), token)
            if isinstance(name, str):
                kept_seats.keep(address, name, token, watching=client.seat is None)
        self.back_to_lobby(table, client, host, after_match=False)
        self.push_screen(TableClosedDialog(text, closed=False))

    def address_of(self, client: Any) -> str | None:
        """The address the table of ``client`` was joined at (its lobby's, under the table
        screen), ``None`` for a table this app hosts or when no lobby of it is open."""
        from .screens.lobby import LobbyScreen

        below = [s for s in self.screen_stack if isinstance(s, LobbyScreen) and s.client is client]
        return below[-1].session.address if below else None

    def table_replaced(self, client: Any, text: str) -> None:
        """The table screen's connection, back after a drop, found another table at its
        address (:meth:`unotui.screens.table.TableScreen.leave_gone_match`): leave it — the
        player never chose to sit there, and the seat kept for the table they sat at stays
        kept, for when its host opens it again — and say so over the join list or the menu
        (``unotui join ADDR``: in place of the table)."""
        from .app import MessageScreen
        from .dialogs import TableClosedDialog
        from .link import finish_soon

        finish_soon(client.leave())
        if self.back_to_join_or_menu():
            self.push_screen(TableClosedDialog(text))
        else:
            self.switch_screen(MessageScreen(text))

    def show_results(self, view: dict[str, Any], names: list[str], info: dict[str, Any] | None,
                     ascii_only: bool, lobby: bool,
                     closed: Callable[[str | None], None], **story: Any) -> Any:
        """Push the results of a round (or the match); ``closed`` gets the player's choice.
        ``story`` passes on how the round ended (``went_out``, ``last_plays``) and the seats
        whose players left the match (``left``; ``names`` are the players' own names)."""
        from .screens.round_end import RoundEndScreen

        screen = RoundEndScreen(view, names, info=info, ascii_only=ascii_only, lobby=lobby,
                                **story)
        self.push_screen(screen, closed)
        return screen

    def results_showing(self) -> Any:
        """The results screen, on top or under a dialog opened from it (its "Leave the match?",
        its help), or ``None``. (Asked on every view: until results were first shown their
        module is not even imported, and need not be to answer.)"""
        module = sys.modules.get("unotui.screens.round_end")
        if module is None:
            return None
        return next((s for s in reversed(self.screen_stack)
                     if isinstance(s, module.RoundEndScreen)), None)

    def close_results(self, screen: Any) -> None:
        """Close the results ``screen`` and whatever was opened over it (their "Leave the
        match?", their help: moot once the table has moved on, ux26 #6). A question marked
        ``outlives_new_round`` (Ctrl+Q's: the player asked to quit) stays; the results are then
        marked ``stale`` and close themselves when that question is answered no."""
        while screen in self.screen_stack and self.screen is not screen:
            if getattr(self.screen, "outlives_new_round", False):
                mark = getattr(screen, "mark_stale", None)
                if callable(mark):
                    mark()
                else:
                    screen.stale = True
                return
            self.pop_screen()
        if self.screen is screen:
            screen.dismiss(None)

    def close_stale_results(self) -> None:
        """After "no" to quitting: results the table moved on from while the question was
        open (:meth:`close_results` marked them ``stale``) close, now that they are on top
        again."""
        screen = self.screen
        if getattr(screen, "stale", False):
            screen.stale = False
            screen.dismiss(None)

    def show_help(self, view: dict[str, Any] | None, ascii_only: bool,
                  keys: list[tuple[str, str]] | None = None,
                  notes: list[str] | None = None, more: list[str] | None = None) -> None:
        """Help over the current screen: ``keys`` (that screen's; the table's by default),
        ``notes`` (what the screen is for; the table's by default, and ``more`` after them)
        and the rules of ``view``'s table (none when ``notes`` are given without a view)."""
        from .screens.help import HelpScreen

        self.push_screen(HelpScreen(view, ascii_only=ascii_only, keys=keys, notes=notes,
                                    more=more))

    # --------------------------------------------------------------- going back
    def back_to_menu(self) -> bool:
        """Pop every screen above the main menu; ``False`` when there is no menu."""
        from .screens.menu import MenuScreen

        if not any(isinstance(s, MenuScreen) for s in self.screen_stack):
            return False
        while not isinstance(self.screen, MenuScreen):
            self.pop_screen()
        return True

    def leaving_ends_words(self) -> str:
        """"Then unotui closes." when leaving a table ends the app: there is no menu to go back
        to (an app started at its table, ``unotui play``: :meth:`table_left`); else ""."""
        from .screens.menu import MenuScreen

        if any(isinstance(s, MenuScreen) for s in self.screen_stack):
            return ""
        words = getattr(self, "closes_words", None)
        return str(words()) if callable(words) else ""

    def back_to_join_or_menu(self) -> bool:
        """Pop screens down to the nearest join list or menu; ``False`` when there is neither."""
        from .screens.join import JoinScreen
        from .screens.menu import MenuScreen

        kinds = (JoinScreen, MenuScreen)
        if not any(isinstance(s, kinds) for s in self.screen_stack):
            return False
        while not isinstance(self.screen, kinds):
            self.pop_screen()
        return True

    def table_left(self, to_menu: bool = False, goodbye: str | None = None) -> None:
        """The player left the table: back to the main menu when there is one, else the end —
        unless the player chose the menu (``to_menu``: "m: back to the menu" after a local
        match): an app started without one (``unotui play``) then shows it in place of the
        table, so that choice never ends the app. Left with Quit (the app's ``quitting``):
        the end, wherever the app started (see the module docstring), with ``goodbye`` said
        in the terminal it leaves (a guest's seat, and how to take it back)."""
        from .screens.menu import MenuScreen

        if getattr(self, "quitting", False):
            exit_saying = getattr(self, "exit_saying", None)
            if goodbye and callable(exit_saying):
                exit_saying(goodbye, wrap=True)  # (words, no command in them)
            else:
                self.exit(0)
            return
        notice = self.menu_notice(goodbye)  # (while the table's screen is there to ask)
        if self.back_to_menu():
            if notice:  # (where the seat waits, said on the menu too: it said nothing there,
                self.notify(notice, timeout=10)  # newbie43 #13)
            return
        if to_menu:
            self.switch_screen(MenuScreen())
        else:
            self.exit(0)

    def menu_notice(self, goodbye: str | None) -> str | None:
        """What the menu says of the seat a player just left: ``goodbye``, the words the table
        screen wrote for the terminal (``TableScreen.goodbye``: where the seat waits and how to
        take it back), or ``None`` when it wrote none. A visitor of an SSH door bound to one
        table (``ssh_door == "table"``), or of a door with the whole menu (``"menu"``, ssh70 #1),
        is still connected at the door's menu, where j joins the table again: they read
        :func:`door_menu_notice`, not the terminal's "connect again (the same ssh command …)"
        (ssh49 #2). Call while the table's screen is still
        on the stack: its table's name and whether it answered are asked of it."""
        if goodbye is None or getattr(self, "ssh_door", None) not in ("table", "menu"):
            return goodbye
        from .screens.table import TableScreen

        table = next((s for s in reversed(self.screen_stack) if isinstance(s, TableScreen)),
                     None)
        if table is None:
            return goodbye
        client = getattr(table.link, "client", None)
        lobby = getattr(client, "lobby", None)
        name = lobby.get("table") if isinstance(lobby, dict) else None
        return door_menu_notice(name if isinstance(name, str) else None,
                                answering=not table.reconnecting.active)

    # --------------------------------------------------------------- a table that went away
    def table_closed(self, info: dict[str, Any], by_you: bool = False, *,
                     token: Any = None, you: Any = UNKNOWN_SEAT, owner: bool = False,
                     again: str | None = None) -> None:
        """The host closed the table (a ``closed`` message with reason ``shutdown``): go back to
        the join list or the menu and say so once, with the final scores of a match under way.
        Without either screen (``unotui join ADDR``) the message replaces the table; q quits.
        ``by_you``: this app's player is the host who closed it mid-match (the same scores its
        guests read, :meth:`net.host.Table.shutdown_message`). ``token``: the seat this app held
        there, forgotten unless the match can go on (:func:`unotui.kept_seats.forget_closed`);
        ``you``: that seat, marked in the scores (``None``: a watcher; :data:`UNKNOWN_SEAT`:
        not known, e.g. before the table's first word); ``owner``: this app's player ran the
        table (a headless one's: the words do not say its host stopped it); ``again``: with
        ``by_you``, the command that opens its match again, said after the scores."""
        from . import kept_seats
        from .app import MessageScreen
        from .connection import closed_text, with_reader
        from .dialogs import TableClosedDialog

        if not by_you:
            kept_seats.forget_closed(token, info)
            info = with_reader(info) if you is UNKNOWN_SEAT else with_reader(info, you)
            if owner:
                info = {**info, "owner": True}

        # (said once: the screen stack tells whether it is showing. A flag cleared by the
        # dialog's result callback never was: Textual runs that callback on the screen that
        # asked for the dialog, the table or lobby screen popped here, so it never ran, and
        # every later table this app joined went away without a word, its screen stuck)
        if any(isinstance(s, TableClosedDialog) and s.closed for s in self.screen_stack):
            return  # (not a dialog saying only that the match was gone: ux24b)
        text = closed_text(info, by_you)
        from .i18n import _

        said = text  # (what the terminal is left with, when the app ends with it)
        if by_you and again:
            from .cli import folded_command

            text += "\n\n" + _("Its match can be opened again later:\n  {command}",
                               command=folded_command(again).replace("\n", "\n  "))
            # (folded for the dialog's 80 columns; in the terminal it is one line, which the
            # terminal wraps and copies whole: folded there though it fit, newbie68 #6)
            said += "\n\n" + _("Its match can be opened again later:\n  {command}",
                               command=again)
        if by_you:
            self.closed_notice = info  # (what its guests read; an SSH door's goodbye says it too)
        elif getattr(self, "ssh_door", None) != "table":
            # (``unotui join ADDR``'s address led to a table now closed: the next join screen
            # starts from the LAN list, not from an address where nobody answers, ux27 #5. Any
            # table closed by its host clears it: one joined from the list too, which costs
            # only the typed address of a table this app is not at)
            options = getattr(self, "join_options", None)
            if isinstance(options, dict):
                options.pop("address", None)
        if by_you and getattr(self, "quitting", False):
            # (the host quit: the app ends, and the final scores its guests read are said in
            # the terminal it leaves)
            exit_saying = getattr(self, "exit_saying", None)
            if callable(exit_saying):
                exit_saying(said)
            else:
                self.exit(0)
            return
        if self.back_to_join_or_menu():
            self.push_screen(TableClosedDialog(text))
        else:
            self.switch_screen(MessageScreen(text))

    def table_gone(self, text: str, retry: Callable[[], Any],
                   leave: Callable[[], Any], match: bool = True, watching: bool = False) -> None:
        """The client gave up on a table that stopped answering: one dialog; ``r`` calls
        ``retry``, Escape calls ``leave``; ``match``: one was under way there (else its
        lobby: nothing to resume); ``watching``: the player watched, no seat there."""
        from .dialogs import TableGoneDialog

        def answered(choice: str | None) -> None:
            if choice == "retry":
                retry()
            else:
                leave()

        if not isinstance(self.screen, TableGoneDialog):
            self.push_screen(TableGoneDialog(text, match, watching), answered)


def gone_words(client: Any) -> str:
    """The dialog's first line for ``client``'s table that stopped answering."""
    from .connection import gone_text

    lobby = getattr(client, "lobby", None)
    table = lobby.get("table") if isinstance(lobby, dict) else None
    window = getattr(client, "window", None)
    seconds = window() if callable(window) else None
    return gone_text(table if isinstance(table, str) else None, seconds)


def door_menu_notice(table: str | None, answering: bool = True) -> str:
    """What the menu of an SSH door bound to one table says to a visitor who left its match
    under way (``table``: its name, ``None`` when unknown; ``answering``: false when it had
    stopped answering): their seat waits there, and j on this menu takes it back. True at
    the menu, where the session goes on (the terminal's goodbye after the session says to
    connect again instead)."""
    from .i18n import _

    named = table or _("the table")
    if not answering:
        return _("You left {table}, which was not answering. If it comes back, your seat "
                 "waits there for a while: press j here to join it again and take it back.",
                 table=named)
    return _("You left {table}: a bot plays your seat while its match goes on. Press j here "
             "to join it again and take your seat back.", table=named)
