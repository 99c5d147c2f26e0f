"""ssh69 #3: docs/SSH.md shows the door's log line for a refused ``ssh -L`` as "refused a local
port forward to 10.0.0.5:22 (forwarding is off: only the game runs here)", but the door writes
the originator the client named between them — over OpenSSH 9.2 in tmux:

    SSH kim@127.0.0.1: refused a local port forward to 127.0.0.1:21801, originator
    127.0.0.1:60520 (forwarding is off: only the game runs here)

(``ssh -W`` names "127.0.0.1:65535"). An operator who greps the log for the documented words
"…:22 (forwarding is off" finds nothing. The documented line should be the one written."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_documented_local_forward_refusal_is_the_line_the_door_writes() -> None:
    server = (ROOT / "unotui" / "ssh" / "server.py").read_text(encoding="utf-8")
    docs = " ".join((ROOT / "docs" / "SSH.md").read_text(encoding="utf-8").split())
    assert ", originator " in server  # the door names the originator in the line
    start = docs.index('"refused a local port forward to')
    shown = docs[start:docs.index('"', start + 1)]
    assert "originator" in shown, shown
