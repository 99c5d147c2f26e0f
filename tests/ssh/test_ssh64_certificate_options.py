"""ssh64: docs/SSH.md says of ``--authorized-keys``: "A `command="…"` option on a key is
ignored (the door runs no command: that friend gets the game), and so is `no-pty` (the game
needs a terminal)". A friend admitted by a *certificate* whose authority restricted it the
same way — no ``permit-pty`` extension (``ssh-keygen -s CA -O no-pty``, or ``-O clear``) or a
``force-command`` (``-O force-command=…``) — never gets the game: OpenSSH in tmux showed
"PTY allocation request failed on channel 0" then "unotui is a full-screen game and needs a
terminal: connect with ssh -t, without -T or a command", or "This server runs the unotui game
and no commands: connect without a command to play", both exit 1, to a visitor who had typed
exactly ``ssh -p PORT cat@HOST``; the door's log said "refused a session without a terminal" /
"refused a command". The advice given is what they did already, and nothing they can do helps.
"""

from __future__ import annotations

from pathlib import Path

import asyncssh
import pytest
from ssh_kit import connect, no_session_left, open_door, play_session


@pytest.mark.parametrize("restriction", [{"permit_pty": False},
                                         {"force_command": "/bin/true"}],
                         ids=["no-pty", "force-command"])
async def test_a_restricted_certificate_still_gets_the_game(
        restriction: dict[str, object], tmp_path: Path) -> None:
    ca = asyncssh.generate_private_key("ssh-ed25519")
    cat = asyncssh.generate_private_key("ssh-ed25519")
    cert = ca.generate_user_certificate(cat, "cat", principals=["cat"],
                                        **restriction)  # type: ignore[arg-type]
    listed = tmp_path / "authorized_keys"
    listed.write_bytes(b"cert-authority " + ca.export_public_key())
    async with open_door(tmp_path, authorized_keys=listed, seats=3) as door:
        async with connect(door.port, username="cat",
                           client_keys=asyncssh.load_keypairs([(cat, cert)])) as conn:
            screen = await play_session(conn)
            await screen.until("Lobby of SSH test table")
        await no_session_left(door.door)
