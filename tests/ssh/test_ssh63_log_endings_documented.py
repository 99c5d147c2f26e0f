"""ssh63: the door's log ends a game whose visitor closed their window (the ssh client got
SIGHUP and sent EOF), or whose ssh reached the end of its input, with "game ended: the client
left" (unotui/ssh/session.py, GameSession._ending_line) — the most common ending after a
player's own quit. docs/SSH.md lists how a game ends in the log ("by the player", "the client
left or dropped", …) without it: an operator grepping the log for the listed words misses
every closed window. Seen with OpenSSH: tmux kill-session of a visitor's window logs
"disconnected after 68 s (closed by the client)" then "game ended: the client left"."""

from __future__ import annotations

from pathlib import Path

from unotui.ssh import session as ssh_session

DOC = Path(__file__).resolve().parents[2] / "docs" / "SSH.md"


def test_every_way_a_game_ends_in_the_log_is_in_the_docs() -> None:
    source = Path(ssh_session.__file__).read_text(encoding="utf-8")
    assert '"ended: the client left"' in source  # (the ending the door writes)
    doc = " ".join(DOC.read_text(encoding="utf-8").split())
    assert '"the client left"' in doc or '"ended: the client left"' in doc, \
        "docs/SSH.md does not list the log's 'game ended: the client left'"
