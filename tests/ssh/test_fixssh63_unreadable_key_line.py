"""fixssh63 (ssh62 #6): a key line the door cannot read (its base64 damaged, an unknown key
type) is noted in the door's words: asyncssh's "No valid entries found" read as if the whole
file were empty."""

from __future__ import annotations

import asyncssh

from unotui.ssh.keyfile import read_key_lines


def test_an_unreadable_key_line_is_said_to_be_one() -> None:
    key = asyncssh.generate_private_key("ssh-ed25519").export_public_key().decode().strip()
    kind, blob = key.split()[:2]
    text = "\n".join([
        "# friends",
        key,
        f"{kind} !!!not-base64!!!",
        f"{kind} {blob[:-12]}",
        f"ssh-foo {blob}",
        f'permitopen="nowhere" {key}',
    ]) + "\n"
    lines, said = read_key_lines(text)
    assert [line.number for line in lines] == [2]
    assert said[:3] == [f"line {n}: not a key this door can read (an unknown key type, or its "
                        "key text is damaged or cut short): skipped" for n in (3, 4, 5)], said
    assert not any("No valid entries" in s for s in said), said
    assert said[3].startswith("line 6: Illegal permitopen value"), said  # (asyncssh's, telling)
