"""``unotui serve-ssh --port PORT [--table ADDR]``: serve the game to SSH clients.

Contract
--------
* Every SSH client that connects with a terminal gets its own app: straight into the lobby of
  the table at ``--table HOST:PORT``, else the main menu (whose join list shows the tables this
  machine sees). The SSH username is the player's name. See :mod:`unotui.ssh.server` and
  docs/SSH.md.
* Access is open unless ``--authorized-keys FILE`` (only those keys) or an SSH login password:
  ``--ssh-password PW`` (or ``--password PW``), else the first line of ``--ssh-password-file
  FILE``, else ``$UNOTUI_SSH_PASSWORD`` (:func:`door_password`; the last two keep it out of
  ``ps``); a table's own password still applies.
* The host key is made once in the user's data directory (``--host-key-dir`` or
  ``$UNOTUI_SSH_DIR`` elsewhere) and its fingerprint is printed at start.
* Bad arguments print one line and exit with code 2; a port in use or an unreadable key file
  prints one line and exits with code 1. Ctrl-C or SIGTERM closes every session (exit code 0).
"""

from __future__ import annotations

import argparse
import signal
import sys
from typing import Any

DEFAULT_SSH_PORT = 2222
#: the SSH login password from the environment (unseen by ``ps``, unlike ``--ssh-password``)
PASSWORD_ENV = "UNOTUI_SSH_PASSWORD"


def door_password(args: argparse.Namespace) -> str | None:
    """The SSH login password: ``--ssh-password`` (or ``--password``), else the first line of
    ``--ssh-password-file``, else ``$UNOTUI_SSH_PASSWORD``; None: no password. ``ValueError``
    when the file cannot be read or its first line is empty."""
    import os

    given = args.ssh_password or getattr(args, "ssh_password_alias", None)
    path = getattr(args, "ssh_password_file", None)
    if given and path:  # (the command line won without a word, ssh31 #9)
        raise ValueError("give the SSH password once: --ssh-password or --ssh-password-file, "
                         "not both")
    if given:
        return _utf8_password(str(given), "--ssh-password" if args.ssh_password
                              else "--password")
    if path:
        try:
            with open(path, encoding="utf-8") as src:
                line = src.readline(4096).rstrip("\r\n")
        except (OSError, UnicodeDecodeError) as exc:
            reason = getattr(exc, "strerror", None) or exc
            raise ValueError(f"--ssh-password-file: cannot read {path}: {reason}") from None
        if not line:
            raise ValueError(f"--ssh-password-file: the first line of {path} is empty")
        return line
    return _utf8_password(os.environ.get(PASSWORD_ENV) or "", f"${PASSWORD_ENV}") or None


def _utf8_password(password: str, where: str) -> str:
    """``password``, when it is UTF-8 text; ``ValueError`` when it holds bytes of another
    encoding (kept by Python as lone surrogates): the door could never compare a login's
    password with it, and every try raised UnicodeEncodeError (cli53 #6)."""
    try:
        password.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError(f"{where} is not UTF-8 text (bytes of another encoding?): no SSH "
                         "client could log in with it") from None
    return password


def add_door_arguments(parser: argparse.ArgumentParser) -> None:
    """The access and limit options shared by ``serve-ssh`` and ``host --ssh``. An empty
    access option is refused (:func:`unotui.cli.given`): taken for none, it opened the door to
    anyone (cli53 #1)."""
    from ..cli import given

    parser.add_argument("--authorized-keys", default=None, metavar="FILE",
                        type=given("the SSH door"),
                        help="admit only the SSH keys in this authorized_keys file")
    parser.add_argument("--ssh-password", default=None, metavar="PW", dest="ssh_password",
                        type=given("the SSH door"),
                        help="ask this password at SSH login (default: anyone may connect; "
                             "any local user can read it with ps: prefer "
                             "--ssh-password-file or $" + PASSWORD_ENV + ")")
    parser.add_argument("--ssh-password-file", default=None, metavar="FILE",
                        type=given("the SSH door"),
                        help="ask the password in the first line of this file at SSH login")
    parser.add_argument("--host-key-dir", default=None, metavar="DIR",
                        help="where the SSH host key is kept (default: the user data directory)")
    parser.add_argument("--max-sessions", type=int, default=32, metavar="N",
                        help="games over SSH at once (default: 32)")
    parser.add_argument("--idle-timeout", type=float, default=30.0, metavar="MIN",
                        help="minutes without a key press before a session closes (0: never; "
                             "default: 30)")
    parser.add_argument("--per-minute", type=int, default=20, metavar="N",
                        help="new SSH connections one address may open per minute (default: 20)")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from ..cli import bind_address

    parser.add_argument("--port", type=int, default=DEFAULT_SSH_PORT, metavar="N",
                        help=f"SSH port (default: {DEFAULT_SSH_PORT}; 0 picks a free one)")
    parser.add_argument("--bind", default="0.0.0.0", metavar="ADDR", type=bind_address,
                        help="address to listen on (default: 0.0.0.0, every interface)")
    parser.add_argument("--table", default=None, metavar="HOST:PORT",
                        help="send every player to this table's lobby (default: the main menu)")
    from ..cli import given

    parser.add_argument("--password", default=None, metavar="PW", dest="ssh_password_alias",
                        type=given("the SSH door"),
                        help="the password asked at SSH login, the same as --ssh-password (not a "
                             "table's password: a table asks its own)")
    parser.add_argument("--ascii", action="store_true", default=argparse.SUPPRESS,
                        help="draw every visitor's game in plain ASCII")
    add_door_arguments(parser)


def _fail(code: int, message: str, command: str = "serve-ssh") -> int:
    print(f"unotui {command}: error: {message}", file=sys.stderr)
    return code


def door_config(args: argparse.Namespace, bind: str, port: int, target: str | None) -> Any:
    """A :class:`unotui.ssh.server.DoorConfig` from the options; ``ValueError`` when bad."""
    import os
    from pathlib import Path

    from ..ssh.hostkey import ENV_VAR
    from ..ssh.limits import Limits
    from ..ssh.server import DoorConfig

    if not 0 <= port <= 65535:
        raise ValueError("the SSH port must be 0..65535")
    limits = Limits(max_sessions=args.max_sessions, idle_timeout=args.idle_timeout * 60.0,
                    per_address_per_minute=args.per_minute)
    limits.check()
    password = door_password(args)
    keys = Path(args.authorized_keys) if args.authorized_keys else None
    if keys is not None:
        problem = _no_file(keys)
        if problem is not None:
            raise ValueError(f"--authorized-keys: {problem}")
    if args.host_key_dir:
        problem = _not_a_folder(Path(args.host_key_dir))
        if problem is not None:
            raise ValueError(f"--host-key-dir: {problem}")
    elif os.environ.get(ENV_VAR):
        # (the other way to say where the key lives is checked as the option is: mkdir's
        # "File exists" named neither the variable nor what was wrong, review65 #3)
        problem = _not_a_folder(Path(os.environ[ENV_VAR]))
        if problem is not None:
            raise ValueError(f"{ENV_VAR}: {problem}")
    # (``--ascii`` given to the command that opens the door draws its visitors' games in
    # ASCII too: a visitor has no other way to ask for it than a C locale, ssh31 #5)
    return DoorConfig(bind=bind, port=port, target=target, authorized_keys=keys,
                      password=password or None,
                      key_dir=Path(args.host_key_dir) if args.host_key_dir else None,
                      limits=limits,
                      extra_args=("--ascii",) if getattr(args, "ascii", False) else (),
                      password_file=Path(args.ssh_password_file)
                      if getattr(args, "ssh_password_file", None) else None)


def _no_file(path: Any) -> str | None:
    """Why ``path`` (a :class:`~pathlib.Path`) is no file to read, in a few words — there is
    none, it is something else (``/dev/null``: "no such file" was said of it, cli53 #10), it
    cannot be looked up (a name too long, a folder it may not enter: a traceback, cli53 #2) —,
    or ``None``."""
    try:
        if path.is_file():
            return None
        there = path.exists()
    except OSError as exc:
        return f"{path}: {exc.strerror or exc}"
    return f"{path} is no regular file" if there else f"no such file {path}"


def _not_a_folder(path: Any) -> str | None:
    """Why the folder ``path`` (a :class:`~pathlib.Path`) cannot hold a host key — it, or a
    folder on its way, is something else (``--host-key-dir /dev/null``: "File exists" was
    said, cli52 #12) —, or ``None``."""
    import errno

    for folder in (path, *path.parents):
        try:
            if folder.exists() or folder.is_symlink():
                return None if folder.is_dir() else f"{folder} is not a folder"
        except OSError as exc:
            if exc.errno == errno.EACCES:  # (a folder it may not look into: the door's own
                # opening says so)
                return None
            return f"{folder}: {exc.strerror or exc}"  # (a name too long, cli53 #2)
    return None


def shown_host(bind: str) -> str:
    """The host this machine reaches a server listening on ``bind`` at: the loopback address
    for one on every interface (``0.0.0.0``, ``::``), else ``bind``."""
    return "127.0.0.1" if bind in ("0.0.0.0", "::", "") else bind


def door_target(bind: str, port: int) -> str:
    """The address of a table listening on ``bind``:``port`` as the sessions of a door on this
    machine join it."""
    shown = shown_host(bind)
    return f"[{shown}]:{port}" if ":" in shown else f"{shown}:{port}"


def access_record(args: argparse.Namespace) -> dict[str, Any]:
    """Whom a door opened with ``args`` admits, as a table's journal keeps it
    (``TableConfig.ssh_access``): the ``authorized_keys`` and password files as absolute
    paths (or None), and whether a login password is asked (never the password)."""
    import os

    keys = getattr(args, "authorized_keys", None)
    path = getattr(args, "ssh_password_file", None)
    return {"authorized_keys": os.path.abspath(str(keys)) if keys else None,
            "password_file": os.path.abspath(str(path)) if path else None,
            "password": password_given(args)}


def password_given(args: argparse.Namespace) -> bool:
    """Is an SSH login password given, in any of the ways :func:`door_password` reads one?"""
    import os

    return bool(getattr(args, "ssh_password", None) or getattr(args, "ssh_password_alias", None)
                or getattr(args, "ssh_password_file", None) or os.environ.get(PASSWORD_ENV))


def access_given(args: argparse.Namespace) -> bool:
    """Were SSH door access options given on this command line (or the password in the
    environment)?"""
    return bool(getattr(args, "authorized_keys", None)) or password_given(args)


def restore_access(args: argparse.Namespace, access: dict[str, Any] | None) -> str | None:
    """A resumed table's door (``host --resume --ssh PORT``) admits whom it admitted before
    (``access``: :func:`net.journal.kept_ssh_access` of its journal) unless access options are
    given anew: its keys file and password file go back into ``args``. It used to open to
    anyone, silently (ssh36 #1). Returns why it cannot — a file gone, or a password that was
    given on the command line or in the environment and is not given again — else None."""
    import os

    if access is None or getattr(args, "ssh", None) is None or getattr(args, "door_running", False):
        return None  # (no door, or one that runs already: the app's, from its command line)
    if access_given(args):
        return None  # (options given anew win, as for the table's own password)
    keys, path = access.get("authorized_keys"), access.get("password_file")
    for what, flag, value in (("keys file", "--authorized-keys", keys),
                              ("password file", "--ssh-password-file", path)):
        if value and not os.path.isfile(value):
            return (f"this table's SSH door admitted by the {what} {value}, which is gone: give "
                    f"{flag} FILE (or other access options) again")
    if access.get("password") and not path:
        return ("this table's SSH door asked a login password: give it again "
                f"(--ssh-password-file FILE or ${PASSWORD_ENV}) to open the door")
    args.authorized_keys = keys
    args.ssh_password_file = path
    return None


def door_options(args: argparse.Namespace) -> tuple[list[str], bool]:
    """The door's options of ``args`` as a command line gives them again (for the command that
    resumes a stopped table: :func:`unotui.cli.resume_command`), files as absolute paths; and
    whether a password was given as ``--ssh-password``, which is not repeated (the file and
    ``$UNOTUI_SSH_PASSWORD`` are)."""
    import os

    out: list[str] = []
    for flag, name in (("--authorized-keys", "authorized_keys"),
                       ("--ssh-password-file", "ssh_password_file"),
                       ("--host-key-dir", "host_key_dir")):
        value = getattr(args, name, None)
        if value:
            out += [flag, os.path.abspath(str(value))]
    for flag, name, default in (("--max-sessions", "max_sessions", 32),
                                ("--idle-timeout", "idle_timeout", 30.0),
                                ("--per-minute", "per_minute", 20)):
        value = getattr(args, name, default)
        if value != default:
            out += [flag, f"{value:g}" if isinstance(value, float) else str(value)]
    if getattr(args, "ascii", False):
        out.append("--ascii")
    secret = bool(getattr(args, "ssh_password", None) or getattr(args, "ssh_password_alias", None))
    return out, secret


def plain(text: str, **values: Any) -> str:
    """``text`` with ``values`` put in, untranslated (as :func:`unotui.i18n._` would in
    English)."""
    return text.format(**values)


def friends_host(bind: str, shown_host: str) -> tuple[str, str]:
    """The host friends type to reach a door listening on ``bind`` (reached here at
    ``shown_host``), and a note to add, if any. A door on every interface is reached at this
    machine's LAN address, not at ``127.0.0.1``, the one address a friend must not type
    (ssh41 #6); the other addresses, when there are several, or "this machine's LAN address"
    when none could be read."""
    if shown_host == bind:
        return shown_host, ""
    from ..tables import lan_addresses

    lan = lan_addresses()
    if not lan:
        return shown_host, "or this machine's LAN address"
    if len(lan) == 1:
        return lan[0], ""
    return lan[0], "or " + ", ".join(lan[1:4])


def start_lines(door: Any, shown_host: str, notes: list[str] | None = None) -> list[str]:
    """What to print once the front door listens: where, its host key, whom it admits, and
    its ``notes`` (:func:`door_notes`, read now when not given)."""
    from ..tables import loopback_address

    bind, port = door.address
    friends, also = friends_host(bind, shown_host)
    if loopback_address(f"{bind}:{port}"):  # (friends elsewhere were told to type 127.0.0.1,
        # ssh44 #3)
        # (the line begins as every door's does, "… open on HOST:PORT:", which scripts read)
        lines = [f"SSH front door open on {bind}:{port}: this computer only — friends elsewhere "
                 f"cannot reach it (--bind 0.0.0.0 opens it to the network). Here: ssh -p "
                 f"{port} {bind}"]
    else:
        lines = [f"SSH front door open on {bind}:{port}: friends type  ssh -p {port} {friends}"
                 + (f"   ({also})" if also else "")]
        if bind in ("0.0.0.0", "::", ""):  # (the LAN address is no use beyond the LAN)
            lines.append(f"Friends beyond this network: your public address, with port {port} "
                         "forwarded to this computer by your router (docs/SSH.md)")
    key = f"SSH host key {door.fingerprint}"
    if door.key_created:  # ("(new)" alone said nothing to a stranger, ssh44 #5)
        from ..ssh.hostkey import key_dir

        folder = door.config.key_dir if door.config.key_dir is not None else key_dir()
        key += (f"  (new: made now and kept in {folder}; friends can compare it with the one "
                "ssh shows them the first time)")
    from ..ssh.access import access_words

    lines += [key, access_words(door.config.authorized_keys, door.config.password, plain)]
    return lines + (door_notes(door) if notes is None else notes)


def door_notes(door: Any) -> list[str]:
    """What the host should know of the open ``door`` (a key forcing a command, a password
    file or host key others can read, ``authorized_keys`` lines not admitted): "SSH note: …"
    lines, which the app's lobby shows too (under its full screen the terminal's were never
    read, ssh40 #2)."""
    import contextlib
    import os

    from ..ssh.hostkey import KEY_FILE, key_dir

    lines: list[str] = []
    keys = door.config.authorized_keys
    for count, verbs, what in (
            (forced_command_keys(keys), ("forces", "force"),
             'a command (command="…"), which the door never runs'),
            (option_keys(keys, r"no-pty\Z"), ("forbids", "forbid"),
             "a terminal (no-pty), which the door ignores: the game needs one")):
        if count:  # (those friends get the game all the same, ssh29 #2, #10)
            lines.append(f"SSH note: {count} key{'s' if count != 1 else ''} in {keys} "
                         f"{verbs[count != 1]} {what}; those friends get the game")
    secret = door.config.password_file
    if secret is not None and door.config.password:
        try:
            shared = os.stat(secret).st_mode & 0o077
        except OSError:
            shared = 0
        if shared:
            lines.append(f"SSH note: {secret} can be read by other users of this machine: "
                         f"chmod 600 {secret}")
    # (whoever reads the host key can pose as the door, and the fingerprint friends compare
    # proves nothing: sshd refuses such a key, the door said nothing, ssh58 #9)
    host_key = (door.config.key_dir if door.config.key_dir is not None else key_dir()) / KEY_FILE
    with contextlib.suppress(OSError):
        if os.stat(host_key).st_mode & 0o077:
            lines.append(f"SSH note: the host key {host_key} can be read by other users of this "
                         f"machine: chmod 600 {host_key}")
    authorized = getattr(door, "authorized", None)
    for warning in getattr(authorized, "warnings", None) or ():  # (lines not admitted: ssh31 #2)
        lines.append(f"SSH note: {keys} {warning}")
    return lines


async def table_notes(target: str) -> list[str]:
    """An "SSH note: …" line when no table answers at ``target``, the address the door's
    visitors go to (a slip of its port: every visitor read "The table does not answer" while
    the operator read nothing, ssh68 #3), and a line of the door's log saying it. A note, not
    an error: the table may open after its door."""
    from net.discovery import answers

    from ..ssh.server import log
    from ..tables import parse_address

    try:
        host, port = parse_address(target)
    except ValueError:
        return []
    if await answers(host, port):
        return []
    log.info("SSH door: no table answers at %s (yet): visitors are told it does not answer "
             "until one opens there", target)
    return [f"SSH note: no table answers at {target} yet: visitors will be told it does not "
            "answer until a table opens there"]


def forced_command_keys(path: Any) -> int:
    """How many keys of the ``authorized_keys`` file ``path`` carry a ``command="…"`` option
    (0 when there is no file or it cannot be read)."""
    return option_keys(path, r'command\s*=\s*"')


def option_keys(path: Any, option: str) -> int:
    """How many keys of the ``authorized_keys`` file ``path`` carry the option the regular
    expression ``option`` matches from an option's start (0 when there is no file or it cannot
    be read): parsed as the door parses it (:mod:`unotui.ssh.keyfile`)."""
    from ..ssh.keyfile import count_keys_with

    if path is None:
        return 0
    try:
        with open(path, encoding="utf-8", errors="replace") as src:
            text = src.read()
    except OSError:
        return 0
    return count_keys_with(text, option)


def run(args: argparse.Namespace) -> int:
    import asyncio

    from ..tables import parse_address

    if args.table is not None:
        try:
            host, port = parse_address(args.table)
        except ValueError as exc:
            return _fail(2, str(exc))
        args.table = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    try:
        config = door_config(args, args.bind, args.port, args.table)
    except ValueError as exc:
        return _fail(2, str(exc))
    try:
        return asyncio.run(_serve(config))
    except KeyboardInterrupt:
        return 0


async def _serve(config: Any) -> int:
    import asyncio
    import contextlib

    from ..ssh.server import DoorError, FrontDoor

    door = FrontDoor(config)
    try:
        bind, _port = await door.start()
    except (DoorError, ValueError) as exc:
        return _fail(1, str(exc))
    from ..cli import stop_on_signals

    # (before "Ctrl-C stops." is said: a Ctrl-C, or a script's kill, sent as it reads that went
    # to Python's default handler; and nohup's SIGHUP stays ignored, cli52 #4: the door closed,
    # every SSH player's game with it, when the terminal that started it closed)
    stop = asyncio.Event()
    caught = stop_on_signals(stop.set)
    notes = door_notes(door)
    if config.target is not None:
        notes += await table_notes(config.target)
    for line in start_lines(door, shown_host(bind), notes):
        print(line, flush=True)
    # (a door started with Ctrl-C ignored — a script's "&" in a shell without job control —
    # is not stopped by it: not said, review66 #2)
    print(f"Players go to {'the table at ' + config.target if config.target else 'the main menu'}."
          + (" Ctrl-C stops." if signal.SIGINT in caught else ""), flush=True)
    await stop.wait()
    with contextlib.suppress(OSError):  # (after a SIGHUP the terminal may be gone)
        print("Closing the SSH front door.", flush=True)
    await door.close()
    return 0
