"""fixssh60 (ssh59 #9): a refused command's reply, wrapped to a 60-column terminal, broke the
ssh command to play mid-command, at one of its spaces: it is now on a line of its own."""

from __future__ import annotations

from unotui.ssh.session import command_message, subsystem_message, wrapped

COMMAND = "ssh -p 2222 -l 'zoe' unotui.example.org"


def test_the_command_to_play_is_never_broken_at_60_columns() -> None:
    for message in (command_message(COMMAND, "ls"), subsystem_message(COMMAND),
                    subsystem_message(COMMAND, "netconf"), command_message(COMMAND, "scp -t x")):
        assert COMMAND in wrapped(message, 60).split("\r\n"), message
