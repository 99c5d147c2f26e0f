"""review80: an SSH visitor whose login name begins with "-" (``-x``, ``--ascii``: PuTTY,
Termius, asyncssh and paramiko clients send any name) reaches a table door (``serve-ssh
--join``) whose session runs ``unotui join TARGET --name -x``: argparse reads the name as an
option ("argument --name: expected one argument"), the game prints usage and exits 2. Since
ssh60 #3 (_judge_exit: only 0 and 130 are a player's ending) the door logs it as "crashed
(exit status 2; its report is in …)" — no report was written — and tells the visitor "The
game stopped unexpectedly". The name should reach the game (``--name=-x``), or be cleaned."""

from __future__ import annotations

import pytest

from unotui.cli import build_parser
from unotui.ssh.server import DoorConfig, player_name


@pytest.mark.parametrize("username", ["-x", "--ascii", "-h"])
def test_a_dash_login_name_reaches_the_game(username: str) -> None:
    argv = DoorConfig(target="127.0.0.1:14401").argv(player_name(username))
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as exc:
        pytest.fail(f"the session's command line {argv} is refused (exit {exc.code})")
    assert args.name == player_name(username)
