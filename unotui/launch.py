"""Opening the app where the command line asks: the main menu, the join list, or hosting.

Each ``run_*`` function builds the app with :func:`unotui.app.build_app` (so tests and snapshots
see the same screens), starts it on the right screen with the main menu underneath (leaving a
table comes back to the menu), runs it and returns the exit code. The saved settings
(:mod:`unotui.settings`) give the language, theme and name unless the command line overrides them.
Bad arguments print one line and return 2; nothing here imports zeroconf or the network code
until a screen needs it.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.screen import Screen

    from .app import UnoApp
    from .screens.host_setup import HostPlan


def ssh_door() -> str | None:
    """``"table"`` or ``"menu"`` when this app serves a visitor of the SSH front door, which
    says so in its sessions' environment (``UNOTUI_SSH_DOOR``, :mod:`unotui.ssh.session`):
    ``table`` for a door bound to one table (``host --ssh``, ``serve-ssh --table``), whose
    visitors get a menu without Host; ``None`` for everyone else."""
    value = os.environ.get("UNOTUI_SSH_DOOR")
    return value if value in ("table", "menu") else None


def has_terminal() -> bool:
    """Whether stdin and stdout are a terminal (the full-screen app needs one)."""
    try:
        return sys.stdin.isatty() and sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False


def _fail(command: str, message: str, code: int = 2) -> int:
    print(f"unotui{' ' + command if command else ''}: error: {message}", file=sys.stderr)
    return code


def make_app(screens: Callable[[], list[Screen[Any]]], *, theme: str | None = None,
             ascii_only: bool | None = None, lang: str | None = None,
             animations: bool = True, settings: Any = None) -> UnoApp:
    """The app starting on the main menu, with ``screens()`` pushed on top of it.

    ``theme`` and ``lang`` default to the saved settings; raises ``ValueError`` for an unknown
    language."""
    from . import settings as settings_mod
    from .i18n import set_language

    s = settings if settings is not None else settings_mod.load()
    set_language(lang if lang is not None else s.language)
    from .app import build_app
    from .screens.menu import MenuScreen

    if theme is None and not ("NO_COLOR" in os.environ and s.theme == "classic"):
        theme = s.theme or None  # (NO_COLOR picks the monochrome theme unless one was chosen)

    class _Start:
        """The menu first; the requested screens are pushed once it is shown."""

        def __call__(self) -> Screen[Any]:
            menu = MenuScreen()
            extra = screens()
            if extra:
                def push_rest() -> None:
                    for screen in extra:
                        menu.app.push_screen(screen)
                menu.call_after_refresh(push_rest)
            return menu

    app = build_app(theme=theme, ascii_only=ascii_only, start=_Start(), animations=animations)
    app.ssh_door = ssh_door()  # (an SSH visitor's app: its menu and join list fit them)
    for problem in s.problems:
        app.theme_problems.append(problem)
    return app


def _common(args: argparse.Namespace | None, command: str) -> tuple[dict[str, Any], int | None]:
    """Theme/ascii/lang options from ``args`` (when it has them); an error code when bad."""
    options: dict[str, Any] = {}
    if args is None:
        return options, None
    theme = getattr(args, "theme", None)
    if theme is not None:
        from .cli import unknown_theme
        from .theming import load_themes

        themes, _problems = load_themes()
        problem = unknown_theme(theme, sorted(themes))
        if problem is not None:
            return options, _fail(command, problem)
        options["theme"] = theme
    if getattr(args, "ascii", False):
        options["ascii_only"] = True
    lang = getattr(args, "lang", None)
    if lang is not None:
        from .i18n import normalize

        if normalize(lang) is None:
            return options, _fail(command, f"unknown language {lang!r}; available: en, zh_CN")
        options["lang"] = lang
    return options, None


def run_menu(args: argparse.Namespace | None = None) -> int:
    """``unotui`` with no arguments: the main menu."""
    options, code = _common(args, "")
    if code is not None:
        return code
    app = make_app(lambda: [], **options)
    return int(app.run() or 0)


def run_join(args: argparse.Namespace) -> int:
    """``unotui join [HOST:PORT]``: the discovery list, or straight to the address given."""
    options, code = _common(args, "join")
    if code is not None:
        return code
    address = getattr(args, "address", None)
    if address:
        from .tables import parse_address

        try:
            parse_address(address)
        except ValueError as exc:
            return _fail("join", str(exc))
    from . import settings as settings_mod

    s = settings_mod.load()
    name = getattr(args, "name", None)
    # (a name the player gave: an SSH door gives its visitors their login name so, which its
    # Rules & settings does change, tmux65 #6)
    named = bool(name) and ssh_door() is None
    if name:
        s.name = settings_mod.clean_name(name)

    # (an SSH door bound to this table: the join screen is bound to it too)
    fixed = bool(address) and ssh_door() == "table"

    def screens() -> list[Screen[Any]]:
        from .screens.join import JoinScreen

        return [JoinScreen(address, getattr(args, "password", None), name=s.player_name,
                           auto_join=bool(address), fixed=fixed, named=named,
                           watch=bool(getattr(args, "spectate", False)))]  # (--spectate)

    app = make_app(screens, settings=s, **options)
    # (the menu's Join, after this table, goes on under the name given, with the address filled
    # in: an SSH visitor who left the table could not know it, its address being the door's own)
    join_options: dict[str, Any] = {}
    if name:
        join_options.update(name=s.player_name, named=named)
    if address:
        join_options["address"] = address
    if join_options:
        app.join_options = join_options
    return int(app.run() or 0)


def plan_from_args(args: argparse.Namespace, player: str, saved: Any = None) -> HostPlan:
    """The table ``unotui host`` asks for; ``ValueError`` with a one-line reason
    (``net.journal.JournalError`` for a ``--resume`` journal that cannot be read). Without
    ``--rules`` the table starts from ``saved``'s last table's rules (else its default rules:
    :meth:`unotui.settings.Settings.table_rules`), as the host setup form does; with
    ``--resume FILE``, the table recorded there (its name, rules and match)."""
    from core.rules import PRESETS, RulesError, load_rules

    from .commands.host import DEFAULT_PORT, seats_for
    from .i18n import _
    from .screens.host_setup import HostPlan

    port = args.port if args.port is not None else DEFAULT_PORT
    if not 0 <= port <= 65535:
        raise ValueError("--port must be 0..65535")
    preset_name = args.rules if args.rules in PRESETS else "official"
    try:
        if args.rules is None and saved is not None:
            rules, preset_name = saved.table_rules()  # (the last table's, else the default)
        else:
            rules = load_rules(args.rules or "official")
    except RulesError as exc:
        raise ValueError(str(exc)) from None
    extra: dict[str, Any] = {}
    for key in ("uno_grace", "reconnect_window"):
        value = getattr(args, key, None)
        if value is not None:
            extra[key] = float(value)
    if getattr(args, "turn_timer", None):
        extra["turn_timer"] = float(args.turn_timer)
    if getattr(args, "ssh", None):
        extra["ssh_port"] = int(args.ssh)  # advertised with the table (unotui host --ssh)
        from .commands.serve_ssh import access_record

        extra["ssh_access"] = access_record(args)  # (kept: a resumed door admits the same)
    resumed = getattr(args, "resumed", None)  # (replayed once, by commands.host.resume_where)
    if resumed is None and getattr(args, "resume", None) is not None:
        # the table this app hosted before it ended (JournalError, a ValueError, says why not)
        from net.journal import load

        from .tables import resume_file

        args.resume = resume_file(args.resume)
        resumed = load(args.resume)
    if resumed is not None:
        rules = resumed.state.rules
    # (after a resumed journal's rules: teams of three were seated at four and refused,
    # review99 #2)
    seats = resumed.lobby_seats if resumed is not None else seats_for(args.seats, rules)
    if not 2 <= seats <= 10:
        raise ValueError("--seats must be 2..10")
    if not 0 <= args.bots < seats:
        raise ValueError("--bots must leave at least one seat free (0..seats-1)")
    if resumed is not None or (args.rules is not None and args.rules not in PRESETS):
        # (rules from a file or a journal: the form starts from the preset they are nearest,
        # not from "official" with a dozen changes, ux26 #9)
        from .widgets.rules_form import nearest_preset

        preset_name = nearest_preset(rules)
    kept = dict(getattr(args, "kept_timings", {}))  # (a resumed table's, commands.host)
    if getattr(args, "password_digest", None):
        extra["password_digest"] = args.password_digest
    if "jump_in_grace" in kept:
        extra["jump_in_grace"] = kept["jump_in_grace"]
    name = args.name or (resumed.header.get("table") if resumed is not None else None)
    # (in the player's language, as the Host form names it: "root's table" under zh_CN,
    # newbie67 #3)
    name = name or _("{name}'s table", name=player)
    return HostPlan(table_name=name, seats=seats, bots=args.bots,
                    round_pause=kept.get("round_pause", HostPlan.round_pause),
                    bot_kind=args.bot_kind, password=args.password, rules=rules,
                    preset_name=preset_name,
                    bind=args.bind if args.bind is not None else "0.0.0.0", port=port,
                    advertise=not args.no_advertise,
                    mdns_interfaces=getattr(args, "mdns_interfaces", None),
                    bot_delay=args.bot_delay, think=getattr(args, "think", None), extra=extra,
                    journal=getattr(args, "journal", None) or getattr(args, "resume", None),
                    resume=resumed)


def resume_plan(journal: Any, like: HostPlan, player: str,
                saved: Any = None, fixed_address: bool = False) -> tuple[HostPlan, str]:
    """The plan that opens ``journal``'s unfinished match again, as ``host --resume FILE``
    would (its name, rules, seats, password and timings, and where it listened: its players'
    apps and its SSH door's kept seats look for it there, ssh38 #2), with what ``like`` — the
    form — gives anew: its password, its SSH door, its turn timer (review33 #1: a password
    typed in the form was dropped, the table opened to anyone), and where it listens when the
    journal does not say or ``fixed_address`` (an SSH door running already sends its visitors
    to the form's address); and ``resume_where``'s note for its host ("" when none: that the
    table also had an SSH door, not opened again; that it opens where it was, not where the
    form said). Raises ``ValueError`` (``net.journal.JournalError`` among them) with the
    reason it cannot."""
    import contextlib
    import io

    from .cli import build_parser
    from .commands.host import resume_where
    from .i18n import _

    argv = ["host", "--resume", str(journal)]
    if fixed_address:
        argv += ["--port", str(like.port), "--bind", like.bind]
    if not like.advertise:
        argv.append("--no-advertise")
    if like.password:
        argv += ["--password", like.password]
    if like.extra.get("ssh_port"):
        argv += ["--ssh", str(int(like.extra["ssh_port"]))]
    if like.extra.get("turn_timer"):
        argv += ["--turn-timer", str(int(like.extra["turn_timer"]))]
    args = build_parser("host").parse_args(argv)
    access = like.extra.get("ssh_access")
    if like.extra.get("ssh_port") and isinstance(access, dict):
        # (the door of this app runs already, as its command line opened it: the resumed
        # table has that door, whom it admits included — not the journal's, restore_access)
        args.door_running = True
    note = io.StringIO()
    with contextlib.redirect_stderr(note):  # (said on the form, not to a terminal)
        problem = resume_where(args)
    if problem is not None:
        raise ValueError(problem)
    from .tables import join_address

    moved = ""
    if args.port is None or args.bind is None:  # (a journal that does not say where)
        args.port = like.port if args.port is None else args.port
        args.bind = like.bind if args.bind is None else args.bind
    elif (args.port, args.bind) != (like.port, like.bind):
        if can_listen(args.bind, args.port):
            moved = _("It opens where it was, on {address}, where its players look for it.",
                      address=join_address(args.bind, args.port))
        else:  # (taken now, or an address this computer no longer has: the form's, said —
            # it failed, and the form could not change it, review38 #1)
            moved = _("Its old address {old} cannot be used now: it opens on {address}; its "
                      "players join it there.", old=join_address(args.bind, args.port),
                      address=join_address(like.bind, like.port))
            args.port, args.bind = like.port, like.bind
    plan = plan_from_args(args, player, saved)
    said = " ".join(filter(None, (" ".join(note.getvalue().split()), moved)))
    if getattr(args, "door_running", False):
        plan.extra["ssh_access"] = access  # (the running door's record, password included)
        said = " ".join(filter(None, (said, wider_door(args.resumed.header, access))))
    return plan, said


def can_listen(bind: str, port: int) -> bool:
    """Could a table listen on ``bind``:``port`` now (free, and an address of this computer)?
    A moment's probe: the answer may change before the table opens."""
    import socket

    try:
        family = socket.AF_INET6 if ":" in bind else socket.AF_INET
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind((bind, port))
    except OSError:
        return False
    return True


def wider_door(header: dict[str, Any], running: Any) -> str:
    """A resumed match whose journal's SSH door admitted only some, opened in an app whose
    door (from its command line) admits anyone: said, not done silently (review36 #3).
    Empty otherwise."""
    from net.journal import AccessUnknown, kept_ssh_access

    from .i18n import _

    try:
        before = kept_ssh_access(header)
    except AccessUnknown:
        before = {"authorized_keys": None, "password": True}
    now = running if isinstance(running, dict) else {}
    if before is None or not (before.get("authorized_keys") or before.get("password")):
        return ""
    if now.get("authorized_keys") or now.get("password"):
        return ""
    return _("This match's SSH door admitted only some; the door of this app admits anyone "
             "who can reach its port.")


def run_host(args: argparse.Namespace) -> int:
    """``unotui host`` without ``--headless``: open the table and show its lobby, the host
    playing at it. The host setup form stays underneath (Escape from the lobby returns to it)."""
    options, code = _common(args, "host")
    if code is not None:
        return code
    from . import settings as settings_mod

    s = settings_mod.load()
    from net.journal import JournalError

    from .i18n import set_language

    set_language(options.get("lang") or s.language)  # (before the plan: its table's name)
    from .app import shows_language

    if not shows_language():  # (in the language the app will speak: build_app's fall-back
        set_language("en")  # to English, review79 #2)
    try:
        plan = plan_from_args(args, s.player_name, s)
    except JournalError as exc:  # (an unreadable journal: exit 1, as headless)
        print(f"unotui host: error: {exc}", file=sys.stderr)
        return 1
    except ValueError as exc:
        return _fail("host", str(exc))

    def screens() -> list[Screen[Any]]:
        from .screens.host_setup import HostSetupScreen

        return [HostSetupScreen(plan=plan, auto_open=True)]

    app = make_app(screens, settings=s, **options)
    app.host_options = {"plan": plan.for_next_table()}
    if getattr(args, "ssh", None):  # (its door's options, for the command that resumes it)
        from .commands.serve_ssh import door_options

        app.resume_door = door_options(args)
        app.ssh_fingerprint = getattr(args, "ssh_fingerprint", None)
        app.ssh_notes = list(getattr(args, "ssh_notes", None) or [])
        app.door = getattr(args, "door_thread", None)  # (closed as the app ends)
    return int(app.run() or 0)
