"""ssh58 (small): a host key file others may read is taken silently. Whoever reads
``ssh_host_ed25519_key`` can pose as the door — the fingerprint a friend compares (docs/SSH.md)
then proves nothing. sshd refuses such a key ("UNPROTECTED PRIVATE KEY FILE"); the door says
nothing, while it does say so of a password file others can read ("SSH note: FILE can be read
by other users of this machine: chmod 600 FILE", unotui/commands/serve_ssh.py ``door_notes``).
Seen: ``chmod 644 $UNOTUI_SSH_DIR/ssh_host_ed25519_key`` then ``unotui serve-ssh --bind
127.0.0.1 --port P``: no note among its start lines."""

from __future__ import annotations

import os
from pathlib import Path

from unotui.commands.serve_ssh import door_notes
from unotui.ssh.hostkey import KEY_FILE, load_or_create
from unotui.ssh.server import DoorConfig, FrontDoor


async def test_a_host_key_others_can_read_is_noted_at_start(tmp_path: Path) -> None:
    folder = tmp_path / "hostkey"
    load_or_create(folder)
    os.chmod(folder / KEY_FILE, 0o644)
    door = FrontDoor(DoorConfig(bind="127.0.0.1", port=0, key_dir=folder))
    await door.start()
    try:
        notes = door_notes(door)
        assert any(KEY_FILE in note for note in notes), notes
    finally:
        await door.close()
