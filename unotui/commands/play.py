"""``unotui play``: a local game against bots, through the same host/client code as network play.

Defaults: the saved number of bots (else 3), as many as the rules can seat when they fix the
number of players or teams. The saved settings (``unotui.settings``) give the rules (the default
rules of Settings, else official), the name, theme and language when the command line does not; the command
line's choices are for this game only and are never saved; ``--ascii``, ``--theme`` and ``--lang`` are
added by :mod:`unotui.cli` (they work before the command too).
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from . import PRESETS_SAID, THINK_HELP


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--bots", type=int, default=None, metavar="N",
                        help="number of bots at the table (1-9; default: your saved number, "
                             "else 3, or as many as the rules need)")
    parser.add_argument("--rules", "--preset", default=None, metavar="PRESET|FILE",
                        help=f"a rules preset ({PRESETS_SAID}) or a TOML rules file (default: "
                             "your saved default rules from Settings, else official)")
    parser.add_argument("--seed", type=int, default=None, metavar="S",
                        help="seed for a reproducible game")
    parser.add_argument("--name", default=None, metavar="NAME", help="your name at the table")
    parser.add_argument("--bot-kind", "--bot", dest="bot", default=None, metavar="LEVEL",
                        help="the bots' level: easy, normal or hard (default: the saved "
                             "setting, else normal; also basic, the first version's bot, and random, "
                             "which plays any legal card)")
    parser.add_argument("--think", type=float, default=None, metavar="SECONDS",
                        help=THINK_HELP)
    parser.add_argument("--bot-delay", type=float, default=None, metavar="SECONDS",
                        help="how long each bot waits before it moves, so you can follow "
                             "(default 0.6; 0 plays at full speed)")


def _fail(message: str) -> int:
    print(f"unotui play: error: {message}", file=sys.stderr)
    return 2


def _saved() -> Any:
    """The saved settings, or ``None`` when they cannot be used."""
    try:
        from .. import settings

        return settings.load()
    except Exception:
        return None


def run(args: argparse.Namespace) -> int:
    from core import RulesError, load_rules
    from net.botpool import TAKEOVER_LEVEL, check_think, kinds, known

    from ..i18n import set_language

    saved = _saved()
    try:
        lang = getattr(args, "lang", None)
        set_language(lang if lang is not None else getattr(saved, "language", None))
    except ValueError as exc:
        return _fail(str(exc))
    given = args.bots is not None
    if not given:  # (the saved number, as the menu's "Play against bots": ux32 #3)
        saved_bots = getattr(saved, "bots", None)
        args.bots = saved_bots if isinstance(saved_bots, int) and 1 <= saved_bots <= 9 else 3
    if not 1 <= args.bots <= 9:
        return _fail("--bots must be between 1 and 9")
    if args.bot_delay is not None and not 0 <= args.bot_delay <= 60:
        return _fail("--bot-delay must be between 0 and 60 seconds")
    kind = args.bot or getattr(saved, "bot_kind", None) or TAKEOVER_LEVEL
    if not known(kind):
        return _fail(f"unknown bot level {kind!r}; levels: {', '.join(kinds())}")
    try:
        think = check_think(args.think)
    except ValueError as exc:
        return _fail(f"--think: {exc}")
    try:
        rules = load_rules(args.rules) if args.rules is not None else (
            saved.rules() if saved is not None else load_rules("official"))
    except RulesError as exc:
        return _fail(str(exc))
    if not given:  # (as many bots as the rules can seat, nearest the number wanted: a
        # two-player preset seats one, ux32 #4; teams a multiple of their size)
        from core.game import seats_for

        args.bots = max(1, min(9, seats_for(rules, args.bots + 1) - 1))
    if rules.players and rules.players != args.bots + 1:
        return _fail(f"these rules are for {rules.players} players; use --bots {rules.players - 1}")
    from core.game import check_table

    try:  # (teams need a table they can fill: refused here, not a table that never deals)
        check_table(rules, args.bots + 1)
    except RulesError as exc:
        return _fail(f"{exc} (you and {args.bots} bot{'s' if args.bots != 1 else ''} make "
                     f"{args.bots + 1})")
    from ..app import build_app
    from ..cli import unknown_theme
    from ..i18n import _
    from ..theming import FALLBACK, theme_files

    themes = sorted({*theme_files(), FALLBACK.name})  # (by file name: only the chosen is read)
    theme = getattr(args, "theme", None)
    problem = None if theme is None else unknown_theme(theme, themes)
    if problem is not None:
        return _fail(problem)
    saved_theme = getattr(saved, "theme", None)
    if theme is None and "NO_COLOR" not in os.environ and isinstance(saved_theme, str) \
            and unknown_theme(saved_theme, themes) is None:
        theme = saved_theme  # NO_COLOR wins over a saved theme (monochrome), not over --theme
    from ..launch import has_terminal

    # (the full-screen app needs a terminal: without one it wrote its escape codes into the
    # file its output went to, and never ended, cli51 #7; ``host`` runs headless then, ``join``
    # as text, a local game has no such form)
    if not has_terminal():
        return _fail("play needs a terminal: its standard input and output are not one (bots "
                     "play without one in: unotui simulate)")
    name = args.name or getattr(saved, "player_name", None) or _("You")
    app = build_app(bots=args.bots, rules=rules, seed=args.seed, name=name, theme=theme,
                    ascii_only=True if getattr(args, "ascii", False) else None,
                    bot_delay=args.bot_delay, animations=True, bot_kind=kind, think=think)
    for problem in getattr(saved, "problems", []):
        app.theme_problems.append(problem)
    return int(app.run() or 0)
