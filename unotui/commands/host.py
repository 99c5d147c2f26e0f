"""``unotui host``: run a table others can join, by address or from the LAN list.

Contract
--------
* ``--headless`` runs a dedicated table without a UI and prints the address to join. Without it
  the full-screen app opens the table and shows its lobby, the host playing at it
  (:func:`unotui.launch.run_host`) — when stdin and stdout are a terminal; else it runs headless.
* Every applied action is journaled to ``--journal FILE`` (default: a new file in the user state
  directory, printed at start), by a headless table and by one the app hosts alike; ``--resume
  FILE`` restarts the match recorded there at exactly the same state, with the same seats and
  tokens so players reconnect, appending to the same file (``--journal`` naming another file is
  refused: a match goes on in the one journal that holds it) — headless, or in the app, where the
  host's own seat comes back too, and says which table and journal it opened. ``--resume``
  without FILE takes the newest journal there of a match still under way (not one that ended,
  nor one an app's host closed by leaving it: :func:`unotui.tables.unfinished_journals`). A new
  table (no ``--resume``) says when such a journal waits, with the command that resumes it; its
  ``--journal FILE`` may not be one of a match under way, nor one a running table writes
  (refused, exit code 1, with the command that resumes that match): a finished match's journal
  or a new file is fine.
* The table is advertised on the LAN unless ``--no-advertise``; when discovery cannot start the
  reason is printed and hosting goes on.
* ``--ssh PORT`` also serves the game over SSH (:mod:`unotui.ssh`): ``ssh -p PORT HOST`` puts a
  friend without unotui straight into this table's lobby; the LAN record carries the SSH port.
  Its access and limit options are those of ``unotui serve-ssh`` (``--ssh-password`` is the SSH
  login's password; ``--password`` stays the table's).
* ``--seed S`` (headless) makes the deals and the bots reproducible, for tests and demos.
* Bad arguments print one line and exit with code 2; a port in use, an unreadable journal, one
  that cannot be written or one another running table writes prints one line and exits with
  code 1. Ctrl-C closes the table cleanly (exit code 0).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from typing import TYPE_CHECKING, Any

from . import PRESETS_SAID, THINK_HELP

if TYPE_CHECKING:
    from core.rules import Rules

DEFAULT_PORT = 7152
TIMER_CHOICES = (15, 30, 60)
#: the timings the command line sets, when neither given nor kept by a journal: the table's
#: own defaults (``net.host.TableConfig``)
TIMING_OPTIONS = ("bot_delay", "uno_grace", "reconnect_window")
DEFAULT_SEATS = 4  #: ``--seats`` unless given, when the rules name no number of players


def seats_for(given: int | None, rules: Rules) -> int:
    """The seats a table opens with: ``--seats`` when given, else the number nearest
    :data:`DEFAULT_SEATS` that the rules can seat (:func:`core.game.seats_for`): the players
    they name (``--rules two-player`` opened four seats, two of them never to be filled,
    newbie89), a multiple of their teams' size (teams of three were refused at four seats,
    review98 #5)."""
    if given is not None:
        return given
    from core.game import seats_for as seated

    return seated(rules, DEFAULT_SEATS)
DEFAULT_BOT_KIND = "normal"  #: ``--bot-kind`` unless given


def _table_password(text: str) -> str:
    """``--password``: refused empty (an unset variable opened the table to anyone, cli53 #1)
    and when not UTF-8 (no ``hello`` could carry it: nobody could join)."""
    from ..cli import given, utf8_text

    return utf8_text(given("the table")(text))


def _journal_named(text: str) -> str:
    """``--resume FILE``: the file (``~`` read as the home folder); refused empty — an unset
    variable in a script (``--resume "$JOURNAL"``) opened the newest match under way here,
    maybe another table's, as ``--resume`` alone does (review68 #2)."""
    if not text:
        raise argparse.ArgumentTypeError(
            "an empty FILE (an unset variable?) names no journal: give one, or --resume alone "
            "for the newest match under way here")
    return os.path.expanduser(text)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from ..cli import bind_address, mdns_list, utf8_text

    parser.add_argument("--headless", action="store_true", help="run without a UI")
    parser.add_argument("--name", default=None, help="table name (default: '<user>'s table')")
    parser.add_argument("--bind", default=None, metavar="ADDR", type=bind_address,
                        help="address to listen on (default: 0.0.0.0, every interface; with "
                             "--resume, the one the table had)")
    parser.add_argument("--port", type=int, default=None, metavar="N",
                        help=f"TCP port (default: {DEFAULT_PORT}; 0 picks a free one; with "
                             "--resume, the one the table had)")
    parser.add_argument("--seats", type=int, default=None, metavar="N",
                        help=f"seats, 2..10 (default: {DEFAULT_SEATS}, or the nearest number "
                             f"the rules can seat: the players they name, a multiple of their "
                             f"teams' size)")
    parser.add_argument("--bots", type=int, default=0, metavar="N",
                        help="seats filled with bots from the start (default: 0)")
    parser.add_argument("--bot-kind", default=DEFAULT_BOT_KIND, metavar="LEVEL",
                        help="level of the --bots bots: easy, normal or hard (default: normal; "
                             "also basic, the first version's bot, and random, which plays any legal "
                             "card)")
    parser.add_argument("--think", type=float, default=None, metavar="SECONDS",
                        help=THINK_HELP)
    parser.add_argument("--rules", "--preset", default=None, metavar="PRESET|FILE",
                        help=f"rules preset ({PRESETS_SAID}) or TOML file (default: the rules of the last "
                             "table opened from the Host form, which tables opened with this "
                             "command do not change; else your default rules from Settings; "
                             "official with --headless)")
    parser.add_argument("--password", default=None, metavar="PW", type=_table_password,
                        help="table password")
    parser.add_argument("--resume", default=None, nargs="?", const=True, metavar="FILE",
                        type=_journal_named,
                        help="open the table recorded in this journal again, at its last "
                             "move (no FILE: the newest match of this machine's tables that "
                             "went away under way — unless a table was opened here after it: "
                             "then it names that match's --resume FILE; a file name alone "
                             "not found here: that journal of the state folder's tables)")
    parser.add_argument("--journal", default=None, metavar="FILE", type=os.path.expanduser,
                        help="journal file (default: a new file in the user state directory)")
    # (``~`` as a shell leaves it, ``--journal=~/den.jsonl``: the home folder, as every other
    # reader of the path takes it — the table wrote ./~/den.jsonl, review62 #3)
    lan = parser.add_mutually_exclusive_group()
    lan.add_argument("--no-advertise", action="store_true", help="do not advertise on the LAN")
    lan.add_argument("--advertise", action="store_true",
                     help="advertise on the LAN (the default; with --resume, a table that was "
                          "kept off it is listed again)")
    parser.add_argument("--mdns-interfaces", default=None, metavar="ADDR[,ADDR...]|all",
                        type=mdns_list,
                        help="interfaces to advertise on (default: with --resume, those "
                             "given to the table with --mdns-interfaces; else "
                             "$UNOTUI_MDNS_INTERFACES, else all)")
    parser.add_argument("--turn-timer", type=int, default=None, choices=(0, *TIMER_CHOICES),
                        metavar="S", help="seconds per turn before the host moves (15, 30, 60; "
                                          "0: none, the default)")
    parser.add_argument("--bot-delay", type=float, default=None, metavar="S",
                        help="pause before each bot move in seconds (default: 0.6)")
    parser.add_argument("--uno-grace", type=float, default=None, metavar="S",
                        help="seconds a catch waits for the caught player's UNO (default: 0.75)")
    parser.add_argument("--reconnect-window", type=float, default=None, metavar="S",
                        help="seconds an absent player's seat waits before a bot plays it "
                             "(default: 60)")
    parser.add_argument("--seed", default=None, metavar="S", type=utf8_text,
                        help="reproducible deals and bots (for tests and demos; headless only)")
    parser.add_argument("--ssh", type=int, default=None, metavar="PORT",
                        help="also serve the table over SSH on this port (ssh -p PORT HOST)")
    from .serve_ssh import add_door_arguments

    add_door_arguments(parser)


def _fail(code: int, message: str) -> int:
    print(f"unotui host: error: {message}", file=sys.stderr)
    return code


def resume_where(args: argparse.Namespace) -> str | None:
    """For ``--resume``: the journal (``args.resume``: the newest one when no file is given),
    its last match replayed once (``args.resumed``, which the headless table and the app's
    plan take) and, unless given, the address the table listened on, so that guests still
    retrying find it again; a note when it also had an SSH door, which is not opened again by
    itself; with ``--ssh``, whom that door admitted (:func:`serve_ssh.restore_access`).
    Returns the one-line reason when there is no journal to resume, or its door cannot be
    opened as it was."""
    from net.journal import JournalError, kept_settings, load

    from ..tables import resume_file

    try:
        args.resume = resume_file(args.resume)
        args.resumed = load(args.resume)
    except JournalError as exc:
        return str(exc)
    args.resumed_from = resumed_line(args.resume, args.resumed)
    header = args.resumed.header
    listen = header.get("listen")
    if isinstance(listen, list) and len(listen) == 2:
        bind, port = listen
        if args.bind is None and isinstance(bind, str) and bind:
            args.bind = bind
        if args.port is None and isinstance(port, int) and not isinstance(port, bool) \
                and 0 < port <= 65535:
            args.port = port
    # (advertised as it was, unless said anew: a table kept off the LAN was listed on it when
    # its resume was typed by hand rather than copied from what unotui printed, review82 #5)
    private = header.get("advertise") is False and not args.advertise
    if private:
        args.no_advertise = True
    interfaces = header.get("mdns_interfaces")
    if args.mdns_interfaces is None and isinstance(interfaces, str) and interfaces.strip():
        args.mdns_interfaces = interfaces
    # (the table as it was: its password and timings, unless given anew)
    kept = kept_settings(header)
    for key in ("bot_delay", "uno_grace", "reconnect_window", "turn_timer"):
        if getattr(args, key, None) is None and kept.get(key) is not None:
            setattr(args, key, kept[key])
    args.kept_timings = {key: kept[key] for key in ("round_pause", "jump_in_grace")
                         if kept.get(key) is not None}
    digest = header.get("password")
    if args.password is None and isinstance(digest, str) and ":" in digest:
        args.password_digest = digest
    args.resumed_from += kept_line(args, kept, bool(getattr(args, "password_digest", None)))
    if private:
        args.resumed_from += " It stays off the LAN, as before (--advertise lists it)."
    args.resumed_from += changed_line(args, header.get("table"), args.resumed.finished)
    from net.journal import AccessUnknown, kept_ssh_access, kept_ssh_port

    from .serve_ssh import access_given, restore_access

    ssh = kept_ssh_port(header)
    try:
        access = kept_ssh_access(header)
    except AccessUnknown as exc:
        if args.ssh is not None and not access_given(args):
            return f"{exc}: give the SSH door's access options again"
        access = None
    if args.ssh is None and ssh is not None:
        print(f"This table also had an SSH front door on port {ssh}: add --ssh {ssh} to open "
              "it again" + (" (it admits whom it admitted)." if access is not None else
                            ", with its access options (this journal does not keep them)."),
              file=sys.stderr)
    given = access_given(args)
    problem = restore_access(args, access)
    if problem is not None:
        return problem
    if access is not None and args.ssh is not None and not given \
            and not getattr(args, "door_running", False) \
            and (args.authorized_keys or args.ssh_password_file):
        whom = " and ".join(f"{what} {path}" for what, path in (
            ("the keys in", args.authorized_keys), ("the password in", args.ssh_password_file))
            if path)
        args.resumed_from += f" Its SSH door admits {whom}, as before."
    return None


def _same_file(a: str, b: str) -> bool:
    from pathlib import Path

    return Path(a).expanduser().resolve() == Path(b).expanduser().resolve()


def resumed_line(path: str, resumed: Any) -> str:
    """What ``--resume`` says it opened: the table, its journal and when that was last written,
    and whether the match goes on or was over (then the table opens in its lobby)."""
    from ..tables import last_written

    written = last_written(path) or "?"
    table = resumed.header.get("table") or "?"
    if resumed.finished:
        what = "its match was over, so the table opens in its lobby for a new one"
    else:
        moves = resumed.state.state_id
        round_no = resumed.state.round_no
        what = (f"the match goes on where it stopped: round {round_no} was over, the next "
                "one is dealt when its players are back and ready (or the pause runs out)"
                if resumed.state.phase == "round_over" else  # (cli51; proto52: not at once)
                f"the match goes on where it stopped: round {round_no}, after {moves} "
                f"move{'' if moves == 1 else 's'}")
    return f"Resumed {table!r} from the journal {path} (last written {written}): {what}."


def kept_line(args: argparse.Namespace, kept: dict[str, Any], password: bool) -> str:
    """What a resumed table kept of its journal (its password, timings other than the
    defaults), said after :func:`resumed_line`; empty when nothing."""
    words = {"turn_timer": "turn timer", "reconnect_window": "reconnect window",
             "uno_grace": "UNO grace", "bot_delay": "bot delay", "round_pause": "pause between "
             "rounds", "jump_in_grace": "jump-in grace"}
    from net.host import TableConfig

    defaults = TableConfig()
    timings = [f"{words[key]} {value:g} s" for key, value in kept.items()
               if value is not None and value != getattr(defaults, key)
               and getattr(args, key, value) == value]  # (not one given anew)
    if password:
        timings.insert(0, "its password")
    if not timings:
        return ""
    return (f" It keeps {', '.join(timings)}, as before (give an option anew to change "
            f"it{'; --password sets a new password' if password else ''}).")


def changed_line(args: argparse.Namespace, table: Any, finished: bool = False) -> str:
    """What a resumed table makes of the options given with ``--resume`` (proto34 #1): a
    ``--name`` renames it (said, since its players knew the old one); ``--rules``, ``--seats``,
    ``--bots`` and ``--bot-kind`` are ignored, as the match goes on with its own rules and
    seats (said, rather than silently) — or, when that match was ``finished``, as the table
    opens its lobby with the rules and seats of that match, which its owner changes there
    (cli51 #5: "a resumed match goes on" was said of a match that was over). Empty when none
    was given."""
    from ..tables import fitted_table_name

    words = ""
    # (the name given as the table will have it: a long one, as it was cut before, is no new
    # name, newbie82 #7)
    if args.name and isinstance(table, str) and table and fitted_table_name(args.name) != table:
        words += f" It opens as {fitted_table_name(args.name)!r} (renamed with --name)."
    ignored = [flag for flag, given in (
        ("--rules", args.rules is not None), ("--seats", args.seats is not None),
        ("--bots", args.bots != 0), ("--bot-kind", args.bot_kind != DEFAULT_BOT_KIND)) if given]
    if ignored:
        why = ("the table opens its lobby with the rules and seats of its last match (its "
               "owner changes them there)" if finished
               else "a resumed match goes on with its own rules and seats")
        words += f" Ignored: {', '.join(ignored)}: {why}."
    return words


#: the longest time ``--bot-delay``, ``--uno-grace`` and ``--reconnect-window`` take (a day;
#: a table whose bots wait an hour is how tests and demos hold a match still)
MAX_TIME = 86400.0


def check_times(args: argparse.Namespace) -> str | None:
    """The one-line reason a time given on the command line (``--bot-delay``, ``--uno-grace``,
    ``--reconnect-window``) cannot be used — not a number of seconds from 0 to
    :data:`MAX_TIME` (a negative time, ``nan``, ``inf``) —, or ``None``. Checked before the
    app or the headless table opens, alike (cli49 #5: the app took -1, both took nan and inf),
    in ``play --bot-delay``'s words."""
    for key in TIMING_OPTIONS:
        value = getattr(args, key, None)
        if value is not None and not 0 <= value <= MAX_TIME:  # (nan compares false)
            flag = "--" + key.replace("_", "-")
            return f"{flag} must be between 0 and {MAX_TIME:g} seconds"
    return None


def check_door_options(args: argparse.Namespace) -> str | None:
    """The one-line reason an SSH door's option was given without ``--ssh PORT`` (the door it
    would shape is not opened), or ``None``: ``--authorized-keys /nonexistent`` opened a table
    without a word, as if its visitors were checked (cli49 #9). The options given are those
    :func:`serve_ssh.door_options` repeats (``--ascii`` is the app's too)."""
    if getattr(args, "ssh", None) is not None:
        return None
    from .serve_ssh import door_options

    options, secret = door_options(args)
    given = [o for o in options if o.startswith("--") and o != "--ascii"]
    if secret:
        given.append("--ssh-password")
    if given:
        return f"{given[0]} shapes the SSH door: give --ssh PORT too (or leave it out)"
    return None


def check_bot_options(args: argparse.Namespace) -> str | None:
    """The one-line reason ``--bot-kind`` or ``--think`` cannot be used, or ``None``."""
    from net.botpool import check_think, kinds, known

    if not known(args.bot_kind):
        return f"unknown bot level {args.bot_kind!r}; levels: {', '.join(kinds())}"
    try:
        check_think(args.think)
    except ValueError as exc:
        return f"--think: {exc}"
    return None


def run(args: argparse.Namespace) -> int:
    import asyncio
    import getpass
    from pathlib import Path

    from core.rules import RulesError, load_rules
    from net.host import TableConfig
    from net.journal import Resumed

    from ..launch import has_terminal

    problem = check_bot_options(args) or check_times(args) or check_door_options(args)
    if problem is not None:
        return _fail(2, problem)
    from net.protocol import MAX_PASSWORD

    if args.password is not None and len(args.password) > MAX_PASSWORD:
        # (no client could send it: a join field takes what a table takes, and the player
        # read "wrong password", review55)
        return _fail(2, f"--password may hold at most {MAX_PASSWORD} characters")
    if args.resume is not None:
        problem = resume_where(args)
        if problem is not None:
            return _fail(1, problem)
        # (ignored, as resume_where has said: never refused as if they counted, cli49 #7)
        args.seats, args.bots = DEFAULT_SEATS, 0
        if args.journal is not None and not _same_file(args.journal, args.resume):
            return _fail(2, f"--journal cannot be used with --resume: the resumed match goes on "
                            f"in the journal it was resumed from ({args.resume})")
    elif args.journal is not None:
        from ..tables import journal_taken

        problem = journal_taken(args.journal)
        if problem is not None:  # (appended to, the waiting match was lost: cli49 #2)
            return _fail(1, problem)
    if args.port is None:
        args.port = DEFAULT_PORT
    if args.bind is None:
        args.bind = "0.0.0.0"
    defaults = TableConfig()
    for key in TIMING_OPTIONS:  # (neither given nor kept by a resumed journal)
        if getattr(args, key, None) is None:
            setattr(args, key, getattr(defaults, key))
    if not args.headless and has_terminal():
        from ..launch import run_host

        if args.ssh is None:
            return run_host(args)
        if args.rules and args.resume is None:  # (before the door says it is open, away35 #9)
            try:
                load_rules(args.rules)
            except RulesError as exc:
                return _fail(2, str(exc))
        return _with_ssh_thread(args, run_host)
    if not 0 <= args.port <= 65535:
        return _fail(2, "--port must be 0..65535")
    try:
        rules = load_rules(args.rules or "official")  # (a server runs no player's settings)
    except RulesError as exc:
        return _fail(2, str(exc))
    args.seats = seats_for(args.seats, rules)
    if not 2 <= args.seats <= 10:
        return _fail(2, "--seats must be 2..10")
    if not 0 <= args.bots < args.seats and args.resume is None:
        return _fail(2, "--bots must leave at least one seat free (0..seats-1)")
    # (replayed once by resume_where above)
    resume: Resumed | None = getattr(args, "resumed", None)
    name = args.name
    if name is None:
        name = resume.header.get("table") if resume else None
    if not name:
        try:
            user = getpass.getuser()
        except Exception:
            user = "UNO"
        from ..i18n import _, speaking

        # (in the language asked, as the app's Host form names it: "root's table" was
        # advertised to the Chinese players of host --headless --lang zh_CN, newbie69 #11)
        with speaking(getattr(args, "lang", None)):
            name = _("{name}'s table", name=user)
    journal = args.journal or args.resume
    if journal is None:
        from ..tables import new_journal_path

        journal = str(new_journal_path())
    if resume is None:
        from core.game import least_players
        from net.host import seats_needed

        if least_players(rules) > args.seats:  # (it opened, and could never start: newbie44 #1)
            return _fail(2, seats_needed(rules, args.seats) + " Give --seats, or other --rules.")
    from ..tables import fitted_table_name

    config = TableConfig(  # (its name cut as the app's table's is: at a word, newbie82 #7)
        name=fitted_table_name(name), seats=len(resume.seats) if resume else args.seats, rules=rules,
        password=args.password, bot_delay=args.bot_delay, uno_grace=args.uno_grace,
        reconnect_window=args.reconnect_window,
        turn_timer=float(args.turn_timer) if args.turn_timer else None, journal=Path(journal),
        think=args.think, seed=args.seed,
        password_digest=getattr(args, "password_digest", None),
        advertise=not args.no_advertise, mdns_interfaces=args.mdns_interfaces,
        **getattr(args, "kept_timings", {}),
    )
    if args.ssh is not None:
        from .serve_ssh import access_record, door_config

        try:
            config.ssh_port = door_config(args, args.bind, args.ssh, None).port or None
        except ValueError as exc:
            return _fail(2, str(exc))
        config.ssh_access = access_record(args)  # (a resumed door admits the same, ssh36 #1)
    # (its lines reach a log at once: through a pipe or into a file — nohup, a supervisor —
    # Python holds printed lines until the buffer fills, and "Table … is open on ADDR:PORT",
    # "Join with:" and "Journal:" were read only once the table had closed, cli52 #2)
    with contextlib.suppress(AttributeError, ValueError, OSError):
        sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    try:
        return asyncio.run(_serve(args, config, resume))
    except KeyboardInterrupt:
        return 0


async def _serve(args: argparse.Namespace, config: Any, resume: Any) -> int:
    import asyncio

    from net.host import Host
    from net.journal import JournalError

    try:  # (its journal opened and locked: another table writing it is refused, cli50 #1)
        host = Host(config, resume)
    except JournalError as exc:
        return _fail(1, str(exc))
    try:
        address = await host.start_server(args.bind, args.port)
    except OSError as exc:
        await host.close()
        from ..tables import listen_failure

        return _fail(1, listen_failure(exc, args.bind, args.port))
    # (the stop signals are caught from here: a Ctrl-C, or a test's SIGINT, that came while the
    # lines below were printed or the LAN registration ran went to Python's default handler,
    # and the table could hang on its way out)
    from ..cli import stop_on_signals

    stop = asyncio.Event()
    stop_on_signals(stop.set)  # (nohup's SIGHUP stays ignored: the table outlives its terminal)
    if resume is None:
        for seat in range(config.seats - args.bots, config.seats):
            host.table.add_bot(args.bot_kind, seat)
    bind, port = address
    from .serve_ssh import shown_host

    shown = shown_host(bind)
    door = None
    if args.ssh is not None:  # (first: a table said open, then closed for its door, ssh38 #7)
        from ..ssh.server import DoorError, FrontDoor
        from .serve_ssh import door_config, door_target

        door = FrontDoor(door_config(args, args.bind, args.ssh, door_target(bind, port)))
        try:
            config.ssh_port = (await door.start())[1]
        except DoorError as exc:
            await host.close()
            return _fail(1, str(exc))
    try:
        await _say_open(args, config, resume, host, door, (bind, port), shown)
    except OSError:
        # (its output cannot be written — a full disk —: said in one line by the command line,
        # unotui.cli.output_failed; the table closes first, as it opened, cli52 #6)
        await host.close()
        if door is not None:
            await door.close()
        raise
    await stop.wait()
    notice = host.table.shutdown_message()
    with contextlib.suppress(OSError):  # (after a SIGHUP the terminal may be gone)
        print("Closing the table.")
        # (a match under way: where it stood, and how it goes on — the operator's Ctrl-C is how
        # a headless table is restarted, ux27 #7)
        # (a match that ended, the table back in its lobby: the notice gives its final
        # scores and who won, cli51 #6)
        from ..connection import results_said

        scores = results_said(notice, final=not notice.get("resumable"))
        if scores:
            print(scores)
        if notice.get("resumable"):
            from ..cli import resume_command
            from .serve_ssh import door_options

            options, secret = door_options(args) if door is not None else ([], False)
            again = resume_command(config, True, options, secret,
                                   advertise=not args.no_advertise,
                                   interfaces=args.mdns_interfaces)
            print(f"Its match can go on: {again}")
    # (the table first: every player, the SSH door's too, reads its closing notice; closed
    # first, the door's sessions dropped, and the others read "zoe lost the connection"
    # before the table closed, away35 #5)
    await host.close()
    if door is not None:
        from ..connection import closed_text

        # (the SSH players' goodbye says what the table's players read: its name, the scores)
        await door.close(lambda: closed_text(notice, ssh=True, everyone=True))  # (in each
        # visitor's language, as the rest of their goodbye: ssh46 #4)
    return 0


async def _say_open(args: argparse.Namespace, config: Any, resume: Any, host: Any, door: Any,
                    address: tuple[str, int], shown: str) -> None:
    """What a headless table listening on ``address`` says as it opens — where to join it,
    its journal, what it resumed — and its advertising on the LAN."""
    bind, port = address
    from ..cli import door_args
    from ..tables import note_opened, open_again_command
    from .serve_ssh import door_options

    # (once open, door and all: a start that failed for its door's port is no table opened
    # last, which host --resume alone would then take for one gone in its lobby, ssh44 #2)
    options, secret = door_options(args) if door is not None else ([], False)
    door_again = door_args(config.ssh_port, options, secret)
    note_opened(config.name, config.journal, again=open_again_command(
        config.name, bind, port, headless=True, advertise=not args.no_advertise,
        interfaces=args.mdns_interfaces, door=door_again))
    print(f"Table {config.name!r} is open on {bind}:{port}.")
    from net.host import MAX_TABLE_NAME

    from ..tables import name_was_cut

    # (cut without a word, newbie44 #10; a name only cleaned — an emoji's joiners dropped — is
    # not said to be cut, review47 #6)
    if args.name and name_was_cut(args.name):
        # (at a word where it can be: review90 #3; the name it was cut to, as the app's notice
        # says it, review91 #3)
        print(f"Its name was cut to {config.name!r}: a table's name has at most "
              f"{MAX_TABLE_NAME} characters.")
    from ..cli import how_to_run

    print(f"Join with:  {how_to_run()} join {shown}:{port}" +
          ("   (or this machine's LAN address)" if shown != bind else ""))
    if door is not None:
        from .serve_ssh import start_lines

        for line in start_lines(door, shown):
            print(line)
    said = journal_line(config.journal, host.table.journal, advertise=not args.no_advertise,
                        interfaces=args.mdns_interfaces, door=door_again)
    print(f"Journal:    {said}")
    if resume is not None:
        print(getattr(args, "resumed_from", None) or "Resumed the match.")
        if not resume.finished:
            print("Players reconnect by themselves (after a crash), or get their seats back by "
                  "joining again (after a clean stop).")
    else:
        from ..tables import unfinished_hint

        hint = unfinished_hint()  # (a fresh table: say what it would leave behind)
        if hint is not None:
            print(hint)
    if not args.no_advertise:
        why = await host.advertise(args.mdns_interfaces)
        print(why if why else listing_line(host.address, getattr(host, "listed_locally", False)))


def listing_line(address: tuple[str, int] | None, listed_locally: bool) -> str:
    """Where a headless table that is advertised is listed, as the app's lobby says it
    (unotui/screens/lobby.py ``advertise``): on this computer alone when it listens on
    loopback, or when mDNS is limited to loopback (``UNOTUI_MDNS_INTERFACES=127.0.0.1``:
    "Advertised on the LAN" was said, tmux64); else on the LAN."""
    from ..tables import join_address, loopback_address

    if address is not None and address[0] not in ("0.0.0.0", "::", "") \
            and loopback_address(join_address(address[0], address[1])):
        return ("Listed on this computer only, where the table listens: no other computer can "
                "join.")
    if listed_locally:
        return "Listed on this computer only: mDNS is limited to loopback."
    return "Advertised on the LAN (unotui discover lists it)."


def _with_ssh_thread(args: argparse.Namespace, run_host: Any) -> int:
    """``host --ssh`` with the full-screen app: the SSH front door runs in a background thread
    (its own event loop) while the app hosts the table; it closes when the app exits."""
    from ..ssh.server import DoorError, DoorThread
    from .serve_ssh import door_config, door_notes, door_target, shown_host, start_lines

    if args.port == 0:
        return _fail(2, "--ssh with the app needs a fixed --port (or use --headless)")
    shown = shown_host(args.bind)
    try:
        thread = DoorThread(door_config(args, args.bind, args.ssh,
                                        door_target(args.bind, args.port)))
        address = thread.start()
    except ValueError as exc:
        return _fail(2, str(exc))
    except DoorError as exc:
        return _fail(1, str(exc))
    # (its notes, shown in the lobby too: under the app's full screen these lines go unread,
    # ssh40 #2)
    args.ssh_notes = door_notes(thread.door)
    for line in start_lines(thread.door, shown, args.ssh_notes):
        print(line)
    args.ssh = address[1]
    # (those lines are covered by the app at once: its lobby shows the fingerprint, ssh34 #1)
    args.ssh_fingerprint = thread.door.fingerprint
    # (the app's door from then on: it closes it as it ends, its SSH players' goodbye saying
    # what they read of the table, as for a door its Host form opened — UnoApp.close_door)
    args.door_thread = thread
    try:
        return int(run_host(args))
    finally:
        thread.stop()  # (closed already, unless the app never ran)


def journal_line(path: object, journal: Any, *, advertise: bool = True,
                 interfaces: str | None = None, door: str = "") -> str:
    """What the ``Journal:`` line says as a headless table opens: its journal, and how to
    restart the table from it (:func:`resume_hint`, with how it is advertised, and ``door``:
    the options that open its SSH door again, :func:`unotui.cli.door_args`) — unless that
    journal keeps no match (``Journal.keeps``: ``/dev/null``, ``/dev/full``, anything not a
    regular file), whose ``host --resume`` fails (cli51 #2: only the close stopped offering
    it, 784525c)."""
    if getattr(journal, "keeps", False) is not True:
        return f"{path}   (not a regular file: it keeps no match, and this table cannot be resumed)"
    return f"{path}   ({resume_hint(path, advertise=advertise, interfaces=interfaces)}{door})"


def resume_hint(journal: object, *, advertise: bool = True, interfaces: str | None = None) -> str:
    """How to restart this table after it goes away: ``--resume`` with its journal, by its
    absolute path (which a restart from another folder finds too) — also one in
    :func:`unotui.tables.journal_dir`, where ``--resume`` alone opens the newest unfinished
    match, another table's once a second table was opened since (ssh57 #3; one written
    elsewhere, ``--journal FILE``, was named already: ssh48 #8). A table not advertised
    (``advertise`` false: ``--no-advertise``) is not advertised again, and one advertised on
    ``interfaces`` only is advertised there again, as the command a stopped table prints
    (:func:`unotui.cli.resume_command`) says too: the hint left them out, and a private
    table's restart advertised it (cli52 #12)."""
    import os
    import shlex

    hint = f"restart with --resume {shlex.quote(os.path.abspath(str(journal)))}"
    if not advertise:
        hint += " --no-advertise"
    elif interfaces:
        hint += f" --mdns-interfaces {shlex.quote(interfaces)}"
    return hint
