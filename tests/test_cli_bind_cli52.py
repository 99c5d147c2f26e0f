"""cli52 #11: ``--bind ''`` (an unset variable in a script: ``--bind "$ADDR"``) listened on
every interface without a word — the system takes an empty address for all of them. Refused
as the arguments are parsed, in one line (exit code 2), ``--resume`` or not. (Parsing only:
nothing here listens.)"""

from __future__ import annotations

import pytest

from unotui.cli import build_parser


@pytest.mark.parametrize("args", [["host", "--headless", "--bind", ""],
                                  ["host", "--bind=", "--resume"],
                                  ["host", "--headless", "--bind", "  ", "--resume", "j.jsonl"],
                                  ["serve-ssh", "--bind", ""],
                                  ["host", "--headless", "--ssh", "2222", "--bind", ""]],
                         ids=["host", "host-resume", "host-resume-file", "serve-ssh", "host-ssh"])
def test_an_empty_bind_is_refused_in_one_line(args: list[str],
                                              capsys: pytest.CaptureFixture[str]) -> None:
    parser = build_parser(args[0])
    with pytest.raises(SystemExit) as done:
        parser.parse_args(args)
    assert done.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith("unotui ") and "argument --bind: an empty address listens on " \
        "every interface: give 0.0.0.0 for that" in err[-1], err


@pytest.mark.parametrize("command", ["host", "serve-ssh"])
def test_a_bind_address_is_taken_as_given(command: str) -> None:
    args = build_parser(command).parse_args([command, "--bind", "127.0.0.1"])
    assert args.bind == "127.0.0.1"
