"""The ``unotui`` command line: one entry point, one module per subcommand.

Each subcommand lives in its own module exposing ``add_arguments(parser)`` and
``run(args) -> int``; modules are imported only when their subcommand runs, so ``unotui simulate``
never loads Textual and ``unotui play`` never loads zeroconf until it needs it. Bad arguments print
a one-line error and exit with code 2; no traceback is ever shown to a player. Without arguments
``unotui`` opens the main menu (:func:`unotui.launch.run_menu`).

The look of the app (``--ascii``, ``--theme``, ``--lang``) is chosen the same way everywhere: before
any command (``unotui --ascii``, ``unotui --lang zh_CN join``) and after each command that shows the
app (:data:`SHOWS_APP`: ``unotui join --lang zh_CN 10.0.0.2:7152``); given in both places, the one
after the command wins. A theme or language that does not exist is a one-line error (code 2).
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import functools
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from . import __version__
from .plain_terms import give_no_colour

#: subcommand -> (module, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "play": ("unotui.commands.play", "play against bots on this machine"),
    "host": ("unotui.commands.host", "host a table others can join"),
    "join": ("unotui.commands.join", "join a table by address or from the LAN list"),
    "discover": ("unotui.commands.discover", "list tables on the LAN"),
    "simulate": ("unotui.commands.simulate", "play bot matches headless and print statistics"),
    "rules": ("unotui.commands.rules", "print a rules preset or file as commented TOML"),
    "serve-ssh": ("unotui.commands.serve_ssh", "serve the game to SSH clients (ssh -p PORT HOST)"),
}

#: a few command lines each ``--help`` ends with (tmux65 #6: no help had an example), each with
#: what it does, or ""; every address and port here is an example's, to be replaced by the
#: reader's own. Laid out to the terminal's width by :func:`lay_out_examples` (newbie82 #6: kept
#: as written, six lines were wider than 80 columns and the terminal broke them mid-word).
EXAMPLES: dict[str | None, tuple[tuple[str, str], ...]] = {
    None: (("unotui", "the main menu"),
           ("unotui play", "a game against bots"),
           ("unotui host", "a table others on this network can join"),
           ("unotui join", "the tables on this network"),
           ("unotui --lang zh_CN", "the main menu in Chinese")),
    "play": (("unotui play --bots 3 --bot-kind hard", ""),
             ("unotui play --preset house --name Ana", ""),
             ("unotui play --bots 1 --preset two-player --bot-delay 0", "")),
    "host": (("unotui host", "(every interface, port 7152, with the app)"),
             ("unotui host --name \"Friday UNO\" --password secret", ""),
             ("unotui host --bots 2 --bot-kind hard --preset chinese-party", ""),
             ("unotui host --bind 127.0.0.1 --port 7200 --no-advertise", "(this computer only)"),
             ("unotui host --ssh 2222", "(friends elsewhere: ssh -p 2222 HOST)"),
             ("unotui host --resume JOURNAL", "(a match its host left, opened again)")),
    "join": (("unotui join", "(the tables on this network)"),
             ("unotui join 192.168.1.20:7152", ""),
             ("unotui join 192.168.1.20:7152 --spectate", ""),
             ("unotui join 192.168.1.20:7152 --text", "(the plain text client)")),
    "discover": (("unotui discover", ""),
                 ("unotui discover --json --timeout 5", "")),
    "simulate": (("unotui simulate --bots hard,normal,normal,normal --games 1000", ""),
                 ("unotui simulate --bots normal --preset house --rounds-only --json", "")),
    "rules": (("unotui rules --list", ""),
              ("unotui rules house > my-rules.toml",
               "(a file to edit, played with: unotui play --rules my-rules.toml)")),
    "serve-ssh": (("unotui serve-ssh --port 2222", "(the main menu, for anyone)"),
                  ("unotui serve-ssh --port 2222 --authorized-keys ~/.ssh/friends.pub", ""),
                  ("unotui serve-ssh --table 127.0.0.1:7152 --ssh-password-file pw.txt", "")),
}

#: the spaces between an example and what it does, beside it
_NOTE_GAP = 3


def _as_run(text: str) -> str:
    """``text`` with every ``unotui`` command in it named as this copy is started (the one
    inside "(… unotui play …)" too, review88 #6)."""
    import re

    run = how_to_run()
    return re.sub(r"(?<![\w-])unotui(?= |$)", lambda _m: run, text)


def help_width() -> int:
    """The width argparse fills a ``--help`` to (the terminal's, less 2)."""
    import shutil

    return shutil.get_terminal_size().columns - 2


def _notes_beside(pairs: Sequence[tuple[str, str]], width: int) -> int | None:
    """The column (from the example's own start) where the notes of ``pairs`` stand beside their
    commands, all in line, when every such line fits ``width`` (after its 2 spaces of indent);
    ``None`` when one would not (the notes then go on their own lines)."""
    noted = [command for command, note in pairs if note]
    column = max((len(command) for command in noted), default=0) + _NOTE_GAP
    if any(2 + len(command) > width for command, _ in pairs):
        return None
    if any(note and 2 + column + len(note) > width for _, note in pairs):
        return None
    return column


def _shell_words(command: str) -> list[str]:
    """``command``'s words as typed (a quoted one with its spaces kept whole)."""
    import re

    return re.findall(r"(?:[^\s\"']|\"[^\"]*\"|'[^']*')+", command)


def _wrapped_command(command: str, width: int) -> list[str]:
    """``command`` in lines of at most ``width`` (after their indent of 2, and 6 for those
    that go on): on one line when it fits, else broken between words only — never between an
    option and its value — each broken line ending in `` \\`` as a shell continues it; a part
    wider than that stays whole on its own line."""
    if 2 + len(command) <= width:
        return [f"  {command}"]
    parts: list[str] = []
    for word in _shell_words(command):
        if parts and parts[-1].startswith("-") and " " not in parts[-1] \
                and not word.startswith("-"):
            parts[-1] += f" {word}"  # (an option with its value)
        else:
            parts.append(word)
    lines: list[str] = []
    line = ""
    for part in parts:
        room = width - (2 if not lines else 6) - 2  # (the " \\" that ends a broken line)
        if line and len(line) + 1 + len(part) > room:
            lines.append(line + " \\")
            line = part
        else:
            line = f"{line} {part}" if line else part
    lines.append(line)
    return ["  " + lines[0], *("      " + rest for rest in lines[1:])]


def lay_out_examples(pairs: Sequence[tuple[str, str]], width: int) -> list[str]:
    """The lines of the examples ``pairs`` (a command and what it does, or "") in ``width``
    columns: each note beside its command, all in line, when they all fit; else each note on its
    own line above its command (``# …``, wrapped between words), and a command wider than
    ``width`` broken between its words (`` \\``) — never a line wider than ``width`` but for a
    single word that is."""
    import textwrap

    column = _notes_beside(pairs, width)
    lines: list[str] = []
    for command, note in pairs:
        if column is not None:
            lines.append(f"  {command.ljust(column)}{note}".rstrip() if note else f"  {command}")
            continue
        if note:
            said = note[1:-1] if note.startswith("(") and note.endswith(")") else note
            lines.extend(textwrap.wrap(said, max(width, 24), initial_indent="  # ",
                                       subsequent_indent="  # ", break_long_words=False,
                                       break_on_hyphens=False))
        lines.extend(_wrapped_command(command, width))
    return lines


def examples_of(command: str | None, width: int | None = None) -> list[str]:
    """:data:`EXAMPLES` of ``command`` as this copy is started (:func:`how_to_run`: from a
    checkout ``python3 run.py …``, where ``unotui`` is on nobody's PATH, tmux66 #4), one line
    each as its ``--help`` shows it in ``width`` columns (the terminal's by default): with its
    note beside it when the notes fit beside their commands, else without it (the note is then
    on its own line above)."""
    pairs = [(_as_run(c), _as_run(n)) for c, n in EXAMPLES[command]]
    column = _notes_beside(pairs, help_width() if width is None else width)
    return [f"{c.ljust(column)}{n}" if n and column is not None else c for c, n in pairs]


def _examples(command: str | None) -> str:
    """The ``--help`` epilog of ``command`` (None: ``unotui`` itself): "examples:" then each
    example and its note, a tab between them, for :class:`_HelpWithExamples` to lay out to
    the terminal's width."""
    return "examples:\n" + "\n".join(f"{_as_run(c)}\t{_as_run(n)}" for c, n in EXAMPLES[command])


#: the subcommands that open the full-screen app, and so take the look options
SHOWS_APP = ("play", "host", "join")

#: the languages ``--lang`` accepts (as :data:`unotui.i18n.LANGUAGES`, without importing it)
LANGUAGE_CODES = ("en", "zh_CN")


#: Textual's own themes (those of the pinned Textual, less its plain ``textual-dark`` and
#: ``textual-light``): ``--theme`` accepts them and Settings lists them after this app's. Written
#: out so that parsing the command line never imports Textual; a test keeps the list equal to
#: Textual's.
TEXTUAL_THEMES = ("ansi-dark", "ansi-light", "atom-one-dark", "atom-one-light", "catppuccin-frappe",
                  "catppuccin-latte", "catppuccin-macchiato", "catppuccin-mocha", "dracula",
                  "flexoki", "gruvbox", "monokai", "nord", "rose-pine", "rose-pine-dawn",
                  "rose-pine-moon", "solarized-dark", "solarized-light", "tokyo-night")


def unknown_theme(theme: str, themes: list[str]) -> str | None:
    """Why ``theme`` is no theme, in one line, when it is neither one of ``themes`` (this app's,
    as the caller reads them) nor one of :data:`TEXTUAL_THEMES`; ``None`` when it is one. The
    one check of ``--theme`` for the command line, the app's start and ``play``."""
    if theme in themes or theme in TEXTUAL_THEMES:
        return None
    return (f"unknown theme {theme!r} (choose from {', '.join(themes)}; or Textual's "
            f"{', '.join(TEXTUAL_THEMES)})")


@functools.cache
def theme_names() -> list[str]:
    """The themes shipped in ``themes/`` (the installed package's copy, else the checkout's), the
    four standard ones first. Read from the file names, so that parsing the command line never
    imports Textual; :func:`unotui.theming.load_themes` is what finally loads them. (``os.path``
    rather than ``pathlib``: this runs on every start.)"""
    here = os.path.dirname(os.path.abspath(__file__))
    found: set[str] = set()
    for folder in (os.path.join(here, "themes"), os.path.join(os.path.dirname(here), "themes")):
        if os.path.isdir(folder):
            found.update(name[:-5] for name in os.listdir(folder) if name.endswith(".toml"))
            break
    order = ["classic", "high-contrast", "colorblind", "monochrome"]
    return [t for t in order if t in found] + sorted(found - set(order))


def how_to_run() -> str:
    """The command that starts unotui the way this copy was started, for hints shown to players
    ("Others join with: python3 run.py join ADDR"): ``python3 run.py`` from a checkout (run.py sets
    ``UNOTUI_COMMAND``), ``unotui`` when installed (the ``unotui`` script),
    ``python3 -m unotui`` when started as a module."""
    given = os.environ.get("UNOTUI_COMMAND", "").strip()
    if given:
        return given
    main = sys.modules.get("__main__")
    spec = getattr(main, "__spec__", None)
    if getattr(spec, "name", None) == "unotui.__main__":  # python -m unotui (not another -m)
        return "python3 -m unotui"
    return "unotui"


def resume_command(config: Any, headless: bool = False,
                   door: Sequence[str] = (), secret: bool = False, *, advertise: bool = True,
                   interfaces: str | None = None) -> str:
    """The command that opens a table with ``config`` (a :class:`net.host.TableConfig`) again
    where its match stood: its journal named (one given with ``--journal`` is not where
    ``--resume`` looks by itself) and its SSH door's port with ``door``, the door's options as
    they were given (:func:`unotui.commands.serve_ssh.door_options`: its host key's folder
    among them, or returning friends would meet a new host key) — the door does not open again
    by itself, nor with its options, which are not in the journal. ``secret``: a password was
    given on the command line, which is not repeated: the command asks for a file holding it
    (``PASSWORD_FILE``, which fails if pasted as it is). ``advertise`` false: the table was
    not advertised (``--no-advertise``), nor is it again; ``interfaces``: the
    ``--mdns-interfaces`` it was advertised on, given again (ssh34 #3). The same words
    for a stopped hosting app and a stopped headless host (review29 #2)."""
    import shlex

    command = f"{how_to_run()} host{' --headless' if headless else ''} --resume"
    journal = getattr(config, "journal", None)
    if journal:  # (absolute: a relative --journal was named as given, which a restart from
        # another folder did not find, cli52 #12)
        command += f" {shlex.quote(os.path.abspath(str(journal)))}"
    if not advertise:
        command += " --no-advertise"
    elif interfaces:
        command += f" --mdns-interfaces {shlex.quote(interfaces)}"
    return command + door_args(getattr(config, "ssh_port", None), door, secret)


def door_args(ssh_port: int | None, door: Sequence[str] = (), secret: bool = False) -> str:
    """The options that open a table's SSH door again on ``ssh_port`` with its options
    ``door`` (" --ssh PORT …", or "" without a door), for :func:`resume_command` and the
    ``Journal:`` line of a headless host (ssh56 #2: it left the door out, and a restart it
    advised opened the table without one — visitors, who have no unotui, could not come
    back). ``secret``: see :func:`resume_command`."""
    import shlex

    from .i18n import _

    if not ssh_port:
        return ""
    args = f" --ssh {ssh_port}" + "".join(f" {shlex.quote(o)}" for o in door)
    if secret:
        # (not repeated; a placeholder that fails closed if pasted as it is — without it
        # the door would open with no login — and a comment the shell ignores, review31 #6)
        args += " --ssh-password-file PASSWORD_FILE  # " + _(
            "PASSWORD_FILE: a file whose first line is the SSH password")
    return args


def door_args_of(ssh_port: int | None, access: Any) -> str:
    """:func:`door_args` for a door whose access is known only as its table keeps it
    (``TableConfig.ssh_access``, :func:`unotui.commands.serve_ssh.access_record`): its keys
    file and password file, and a placeholder for a password given some other way — so that
    the command opens a door admitting whom it admitted, never one open to anyone (review86
    #4: an app-hosted table's command gave a keys-only door back as a bare ``--ssh PORT``)."""
    access = access if isinstance(access, dict) else {}
    options: list[str] = []
    for flag, key in (("--authorized-keys", "authorized_keys"),
                      ("--ssh-password-file", "password_file")):
        if isinstance(access.get(key), str) and access[key]:
            options += [flag, access[key]]
    secret = access.get("password") is True and not access.get("password_file")
    return door_args(ssh_port, options, secret)


#: the cells a journal's line of a folded command may take: an 80-column dialog's 76, less the
#: dialog's indent of the command and the line's own
FOLDED_JOURNAL_ROOM = 72


def folded_command(command: str, home: str | None = None) -> str:
    """``command`` (a ``host --resume FILE …`` line, :func:`resume_command`) as a dialog shows
    it to be copied at 80 columns: its journal on a line of its own, the options after it on
    another, each line but the last ending in `` \\`` so that a shell reads them as one, and a
    journal under ``home`` (default ``$HOME``) written ``~/…`` (newbie55 #1: the whole line, a
    hundred characters and more, broke inside the path and could not be pasted). A journal in
    the tables' own folder whose path is still longer than :data:`FOLDED_JOURNAL_ROOM` is
    written by its file name alone, which ``--resume`` looks for there (newbie59 #3: a state
    folder outside the home folder broke the path in two)."""
    import os
    import shlex

    from rich.cells import cell_len

    head, sep, rest = command.partition(" --resume ")
    try:
        path = shlex.split(rest)[0] if sep else ""
    except (ValueError, IndexError):
        return command
    journal = shlex.quote(path)
    if not path or not rest.startswith(journal):
        return command
    options = rest[len(journal):].strip()
    home = (os.path.expanduser("~") if home is None else home).rstrip("/")
    if home and path.startswith(home + "/"):  # (the ~ unquoted: a shell expands it)
        journal = "~/" + shlex.quote(path[len(home) + 1:])
    if cell_len(journal) > FOLDED_JOURNAL_ROOM:  # (cells: a Chinese folder, review69 #8)
        from .tables import journal_dir

        if os.path.dirname(path) == str(journal_dir()):
            journal = shlex.quote(os.path.basename(path))
    lines = [head + sep.rstrip(), "  " + journal, *(["  " + options] if options else [])]
    return " \\\n".join(lines)


def hosted_resume_command(host: Any, door: Sequence[Any] = ([], False)) -> str:
    """:func:`resume_command` of the table a hosting app's ``host`` (a :class:`net.host.Host`)
    serves, as it was asked to advertise (its lobby asks at once) and with the app's SSH door
    (``door``: :attr:`unotui.app.UnoApp.resume_door`)."""
    return resume_command(host.table.cfg, False, *door,
                          advertise=getattr(host, "advertise_asked", True),
                          interfaces=getattr(host, "advertise_interfaces", None))


def bind_address(text: str) -> str:
    """``--bind``'s value (``host``, ``serve-ssh``): refused when empty — the system takes an
    empty address for every interface, and ``--bind ''`` (an unset variable in a script)
    opened a table or a door to the whole network without a word (cli52 #11)."""
    if not text.strip():
        raise argparse.ArgumentTypeError(
            "an empty address listens on every interface: give 0.0.0.0 for that, or an "
            "address of this computer (127.0.0.1: this computer only)")
    try:  # (as the resolver takes it: "192.168..1", a dot typed twice, was said in the idna
        # codec's words by serve-ssh, cli53 #10)
        text.encode("idna")
    except UnicodeError:
        raise argparse.ArgumentTypeError(
            f"{text} is not an address of this computer (127.0.0.1: this computer only; "
            "0.0.0.0: every interface)") from None
    return text


def given(what: str) -> Callable[[str], str]:
    """An argparse ``type=`` refusing an empty value of the option that names ``what`` would
    open to anyone ("the door", "the table"): an unset variable in a script (``--authorized-keys
    "$KEYS"``, ``--ssh-password "$PW"``) was taken for no option at all, and the door opened with
    "SSH access: anyone who can reach the port (no SSH login)" (cli53 #1), as ``--bind ''``
    listened everywhere (:func:`bind_address`). Leaving the option out still means none."""
    def check(text: str) -> str:
        if not text:
            raise argparse.ArgumentTypeError(
                f"an empty value (an unset variable?) would open {what} to anyone: give one, "
                "or leave the option out")
        return text

    check.__name__ = "value"
    return check


def mdns_list(text: str) -> str:
    """``--mdns-interfaces``' value: refused when empty — :func:`net.discovery.mdns_interfaces`
    takes an empty list for every interface, and ``--mdns-interfaces "$IFACES"`` with the
    variable unset advertised or browsed on all of them without a word (cli53): ``all`` says
    that."""
    if not text.strip():
        raise argparse.ArgumentTypeError(
            "an empty list (an unset variable?) would mean every interface: give 'all' for "
            "that, or addresses of this computer (127.0.0.1: this computer only)")
    return text


def utf8_text(text: str) -> str:
    """An argparse ``type=`` refusing text that is not UTF-8: bytes of another encoding (a
    Latin-1 terminal or script, ``--seed $'\\xff'``), which Python keeps as lone surrogates
    and no message, journal or hash can encode — ``host --seed $'\\xff'`` opened a table whose
    every match failed to start with a UnicodeEncodeError (cli53 #6). For text that travels
    (a seed, a password), not a file's name: a path in another encoding is a path."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise argparse.ArgumentTypeError(
            "not UTF-8 text (bytes of another encoding?): give it in UTF-8") from None
    return text


def stop_on_signals(stop: Callable[[], None]) -> set[int]:
    """Call ``stop`` in the running event loop on a stop signal — SIGINT, SIGTERM, SIGHUP (its
    terminal closed) —, but for one that was ignored as the command started: ``nohup``'s
    SIGHUP stays ignored, so that what it started outlives its terminal, and so does the
    SIGINT a shell without job control ignores for a command it starts with ``&`` (a Ctrl-C
    in that terminal is not for it, review65 #4). The one way a headless ``host`` and
    ``serve-ssh`` catch them (cli52 #4: the SSH door closed on the SIGHUP that ``nohup``
    ignored, as the host did before 66fbfc7). Returns the signals it catches: what the command
    may say stops it ("Ctrl-C stops." only where SIGINT does, review66 #2)."""
    import asyncio
    import contextlib
    import signal

    loop = asyncio.get_running_loop()
    caught: set[int] = set()
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        if signal.getsignal(sig) is signal.SIG_IGN:
            continue
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop)
            caught.add(sig)
    return caught


def add_look_options(parser: argparse.ArgumentParser, default: object = None) -> None:
    """``--ascii``, ``--theme``, ``--lang``. On a subcommand ``default`` is
    ``argparse.SUPPRESS``, so that a value given before the command is not reset by it."""
    themes = theme_names()
    parser.add_argument("--ascii", action="store_true",
                        default=False if default is None else default,
                        help="draw everything in plain ASCII")
    parser.add_argument("--theme", default=default, metavar="THEME",
                        help=f"colour theme: {', '.join(themes) or 'classic'}, or one of "
                             "Textual's own (nord, gruvbox, dracula, ansi-dark …: Settings lists "
                             "them) (default: saved setting, else classic; monochrome with "
                             "NO_COLOR)")
    parser.add_argument("--lang", default=default, metavar="LANG",
                        help=f"language: {', '.join(LANGUAGE_CODES)} (default: saved setting, else "
                             "the system's)")


def check_look(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Refuse an unknown theme or language with the usual one-line error (exit code 2)."""
    theme = getattr(args, "theme", None)
    if theme is not None:
        themes = theme_names()
        problem = unknown_theme(theme, themes) if themes else None
        if problem is not None:
            parser.error(f"argument --theme: {problem}")
    lang = getattr(args, "lang", None)
    if lang is not None:
        from .i18n import normalize

        if normalize(lang) is None:
            parser.error(f"argument --lang: unknown language {lang!r} (choose from "
                         f"{', '.join(LANGUAGE_CODES)})")


class _HelpWithExamples(argparse.HelpFormatter):
    """argparse's help, but the epilog (the examples, :func:`_examples`) is laid out by
    :func:`lay_out_examples`: one example a line when it fits, never refilled into a paragraph."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if text.startswith("examples:\n"):
            pairs = [(line.partition("\t")[0], line.partition("\t")[2])
                     for line in text.splitlines()[1:]]
            lines = ["examples:", *lay_out_examples(pairs, width - len(indent))]
            return "\n".join(indent + line for line in lines)
        return super()._fill_text(text, width, indent)


class _Parser(argparse.ArgumentParser):
    #: the subcommand the command line names (set by :func:`main`): an option it does not know
    #: says where its options are listed (newbie38 #14: a bare "unrecognized arguments")
    command: str | None = None

    def error(self, message: str) -> NoReturn:
        if message.startswith("unrecognized arguments") and self.command:
            message += f" (unotui {self.command} --help lists its options)"
        self.exit(2, f"{self.prog}: error: {message}\n")

    def _print_message(self, message: str, file: Any = None) -> None:
        """argparse's, but a help or version text that cannot be written raises (written and
        flushed at once): argparse swallowed the ``OSError``, and ``unotui --help > /dev/full``
        wrote nothing and exited with code 0 (cli53 #8). Its own error lines, on stderr, are
        still written as well as they can be."""
        if not message:
            return
        if file is None or file is sys.stderr:
            super()._print_message(message, file)
            return
        file.write(message)
        file.flush()


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole command line; with ``only`` (a subcommand's name) only that subcommand is built
    and its module imported (what ``unotui COMMAND ...`` needs; ``unotui --help`` lists all)."""
    parser = _Parser(prog=how_to_run(), description="UNO in the terminal, played with friends.",
                     epilog=_examples(None), formatter_class=_HelpWithExamples)
    parser.add_argument("--version", action="version", version=f"unotui {__version__}")
    add_look_options(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser,
                                help="what to do; with no COMMAND, unotui opens its main menu "
                                     "(play against bots, host a table, join one, rules & settings)")
    for name, (module, help_text) in COMMANDS.items():
        if only is not None and name != only:
            continue  # (each subparser costs a start-up ~1 ms; only the one asked for is built)
        p = sub.add_parser(name, help=help_text, description=help_text,
                           epilog=_examples(name), formatter_class=_HelpWithExamples)
        try:
            mod = importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise
            continue
        mod.add_arguments(p)
        if name in SHOWS_APP:
            add_look_options(p, argparse.SUPPRESS)
        p.set_defaults(_module=module)
    return parser


def _command_in(argv: list[str]) -> str | None:
    """The subcommand named in ``argv`` (after any look options given before it), if any."""
    skip = False
    for arg in argv:
        if skip:
            skip = False
        elif arg in ("--theme", "--lang"):
            skip = True
        elif not arg.startswith("-"):
            return arg if arg in COMMANDS else None
    return None


class OutputClosed(OSError):
    """What a write to a closed standard output raises (:class:`_ClosedOutput`)."""


class _ClosedOutput:
    """``sys.stdout`` when the command started with its standard output closed (``>&-``, a
    supervisor that closes it): Python sets it to ``None``, where ``print`` writes nothing
    without a word and ``sys.stdout.flush()`` raised AttributeError, a traceback after every
    command (cli53 #7). A write raises :class:`OutputClosed`, which ends the command as an
    output that cannot be written does (:func:`output_failed`: one line, exit code 1); a
    command that writes nothing (a one-line error on stderr) keeps its own exit code."""

    encoding = "utf-8"
    errors = "strict"

    def write(self, _text: str) -> int:
        raise OutputClosed(errno.EBADF, "the standard output is closed")

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False

    def fileno(self) -> int:
        raise OutputClosed(errno.EBADF, "the standard output is closed")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    # (a terminal type that promises no colour gets none, and the 16 basic colours, as the SSH
    # door's visitors do: before Textual is imported, which reads the colour system then)
    give_no_colour()
    if sys.stdout is None:  # (started with it closed: cli53 #7)
        sys.stdout = _ClosedOutput()
    command = _command_in(argv)
    parser = build_parser(command)
    if isinstance(parser, _Parser):
        parser.command = command
    try:
        args = parser.parse_args(argv)
    except OSError as exc:  # (the help or the version cannot be written: _Parser)
        if not output_lost(exc):
            raise
        return output_failed(command, exc)
    check_look(parser, args)
    from . import startup

    if args.command is None:  # the main menu, always an app: the collector waits for its frame
        from .launch import _fail, has_terminal, run_menu

        # (the full-screen app needs a terminal: without one — output to a file, a cron job, a
        # CI step — it wrote its escape codes into the file and waited for keys for ever,
        # tmux64; play says so too, cli51 #7)
        if not has_terminal():
            run = how_to_run()
            return _fail("", "the menu needs a terminal: its standard input and output are not "
                         f"one (without one, {run} host runs a table headless, {run} join --text "
                         f"joins one, {run} simulate has bots play)")

        startup.pause()
        try:
            return run_menu(args)
        except KeyboardInterrupt:
            return 130
        finally:
            startup.resume()
    module = getattr(args, "_module", None)
    if module is None:
        parser.print_usage(sys.stderr)
        print(f"unotui: error: the command {args.command!r} is not available yet", file=sys.stderr)
        return 2
    if args.command == "play":  # the collector waits for the first frame (unotui.startup)
        startup.pause()
    elif args.command in SHOWS_APP:  # maybe an app, maybe hours without one: freeze only
        startup.expect_app()
    try:
        code = int(importlib.import_module(module).run(args) or 0)
        sys.stdout.flush()  # (here, not at the interpreter's exit: a failure is said below)
        return code
    except KeyboardInterrupt:
        return 130
    except OSError as exc:
        if not output_lost(exc):
            raise
        return output_failed(args.command, exc)
    finally:
        startup.resume()


#: what a write to an output that cannot take it raises: a full disk (``> /dev/full``), a
#: quota, a file too large, a reader gone (``| head``)
_OUTPUT_ERRORS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EPIPE})


def output_lost(exc: OSError) -> bool:
    """Was ``exc`` raised by writing the command's standard output: no file named, and either
    the errors of a full or gone output or a standard output that still cannot be written?"""
    if exc.filename is not None:
        return False
    if exc.errno in _OUTPUT_ERRORS or isinstance(exc, OutputClosed):
        return True
    try:
        sys.stdout.flush()
    except OSError:
        return True
    return False


def output_failed(command: str | None, exc: OSError) -> int:
    """The end of a command whose standard output cannot be written (:func:`output_lost`): one
    line on stderr — none when its reader went away (``| head``), as other tools stop — and
    exit code 1; never a traceback (cli52 #6: ``rules house > /dev/full``, ``simulate``,
    ``discover --json`` and ``host --headless`` showed one). What was not written is dropped,
    so that the interpreter's last flush stays quiet."""
    if sys.stdout is sys.__stdout__ and sys.stdout is not None:
        with contextlib.suppress(OSError, ValueError):
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            os.close(devnull)
    if exc.errno != errno.EPIPE:
        reason = exc.strerror or str(exc) or type(exc).__name__
        with contextlib.suppress(OSError):
            print(f"unotui{' ' + command if command else ''}: error: cannot write the output: "
                  f"{reason}", file=sys.stderr)
    return 1
