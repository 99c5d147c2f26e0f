"""The ``unotui`` command line: one entry point, one module per subcommand.

Each subcommand lives in its own module exposing ``add_arguments(parser)`` and
``run(args) -> int``; modules are imported only when their subcommand runs, so ``unotui simulate``
never loads Textual and ``unotui play`` never loads zeroconf until it needs it. Bad arguments print
a one-line error and exit with code 2; no traceback is ever shown to a player. Without arguments
``unotui`` opens the main menu (:func:`unotui.launch.run_menu`).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import NoReturn

from . import __version__

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


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole command line; with ``only`` (a subcommand's name) only that subcommand's module
    is imported to add its options (the others stay listed, but cannot parse their options)."""
    parser = _Parser(prog="unotui", description="UNO in the terminal, played with friends.")
    parser.add_argument("--version", action="version", version=f"unotui {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name, (module, help_text) in COMMANDS.items():
        p = sub.add_parser(name, help=help_text, description=help_text)
        if only is not None and name != only:
            continue
        try:
            mod = importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise
            continue
        mod.add_arguments(p)
        p.set_defaults(_module=module)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv:  # the main menu
        from .launch import run_menu

        try:
            return run_menu()
        except KeyboardInterrupt:
            return 130
    parser = build_parser(argv[0] if argv[0] in COMMANDS else None)
    args = parser.parse_args(argv)
    module = getattr(args, "_module", None)
    if module is None:
        parser.print_usage(sys.stderr)
        print(f"unotui: error: the command {args.command!r} is not available yet", file=sys.stderr)
        return 2
    try:
        return int(importlib.import_module(module).run(args) or 0)
    except KeyboardInterrupt:
        return 130
