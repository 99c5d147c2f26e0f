"""fixfirst64: the help says what each option takes — the presets (--rules), the bot kinds
(simulate --bots), that serve-ssh --password is the SSH login's, that join's address needs its
port — and that no COMMAND opens the menu."""

from __future__ import annotations

import contextlib
import io

import pytest

from unotui import cli
from unotui.commands import PRESET_NAMES


def help_of(*args: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit), \
            pytest.MonkeyPatch.context() as mp:
        mp.setenv("COLUMNS", "400")  # (argparse wraps at a hyphen too: chinese-|party)
        cli.build_parser(args[0] if args else None).parse_args([*args, "--help"])
    return " ".join(out.getvalue().split())


def test_the_preset_names_are_the_games() -> None:
    from core.rules import PRESETS

    assert tuple(PRESETS) == PRESET_NAMES


@pytest.mark.parametrize("command", ["play", "host", "simulate"])
def test_rules_help_names_the_presets(command: str) -> None:
    said = help_of(command)
    assert "official, house, chinese-party or two-player" in said


def test_simulate_bots_names_every_kind_and_the_default() -> None:
    from core.bots import KINDS

    said = help_of("simulate")
    start = said.index("--bots KIND[,KIND...] one")
    bots = said[start:said.index("--rounds-only", start)]
    # (the kinds shipped: not those a harness registered in this process, bench/styles.py's
    # 'bluffer' when a test of the styles ran first — the full run's one failure)
    for kind in KINDS:
        assert kind in bots, kind
    assert "(default: normal" in bots  # (as at a table: newbie84 #7)


def test_the_other_words() -> None:
    assert "with no COMMAND, unotui opens its main menu" in help_of()
    assert "the password asked at SSH login" in help_of("serve-ssh")
    assert "the port included" in help_of("join")
