"""tmux65 #6: no ``--help`` had an example. Each now ends with a few command lines; each of
them is one the command line accepts as written (a help that shows a line which then fails
would be worse than none)."""
from __future__ import annotations

import contextlib
import io
import re
import shlex

import pytest

from unotui.cli import COMMANDS, build_parser, examples_of, how_to_run, main


def _command_line(example: str) -> list[str]:
    """The words of ``example`` a reader types (before its comment or its redirection)."""
    typed = re.split(r"\s{2,}|\s>\s", example.strip())[0]
    run = how_to_run()
    assert typed.startswith(run + " ") or typed == run, example
    return shlex.split(typed[len(run):])


@pytest.mark.parametrize("command", [None, *COMMANDS])
def test_every_help_ends_with_examples_it_accepts(command: str | None) -> None:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit) as ended:
        main([*([command] if command else []), "--help"])
    assert ended.value.code == 0
    text = out.getvalue()
    examples = examples_of(command)
    assert examples and text.rstrip().endswith(examples[-1].rstrip()), text[-300:]
    assert "\nexamples:\n" in text
    for example in examples:
        assert f"  {example}\n" in text + "\n"  # (kept as written, not refilled)
        argv = _command_line(example)
        named = argv[0] if argv and argv[0] in COMMANDS else None
        assert named == command or command is None, example
        args = build_parser(named).parse_args(argv)  # (SystemExit 2 if refused)
        assert args.command == named
