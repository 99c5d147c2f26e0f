"""``unotui rules [PRESET|FILE] [--list]``: print rules as commented TOML a table can save and share."""

from __future__ import annotations

import argparse
import sys


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("spec", nargs="?", default=None, metavar="PRESET|FILE",
                        help="a preset name (official, house, chinese-party, two-player) or a "
                             "TOML file (default: official)")
    parser.add_argument("--list", action="store_true",
                        help="list the presets with one line each (alone: no PRESET|FILE)")


def run(args: argparse.Namespace) -> int:
    from core.rules import PRESET_HELP, PRESETS, RulesError, load_rules, to_toml

    if args.list:
        if args.spec is not None:  # (ignored without a word, cli52 #12)
            print("unotui rules: error: --list lists every preset: give it alone, or "
                  f"{args.spec} without --list", file=sys.stderr)
            return 2
        width = max(map(len, PRESETS))
        for name in PRESETS:
            print(f"{name:<{width}}  {PRESET_HELP[name]}")
        return 0
    if args.spec is None:
        args.spec = "official"
    try:
        rules = load_rules(args.spec)
    except RulesError as exc:
        print(f"unotui rules: error: {exc}", file=sys.stderr)  # (as every command, cli53 #10)
        return 2
    title = args.spec if args.spec in PRESETS else f"from {args.spec}"
    sys.stdout.write(to_toml(rules, title))
    return 0
