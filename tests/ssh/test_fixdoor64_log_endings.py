"""fixdoor64: docs/SSH.md lists every way the door's log says a game ended, word for word
(ssh63: "game ended: the client left" was missing, and so was "no report was noted")."""

from __future__ import annotations

import re
from pathlib import Path

from unotui.ssh import session as ssh_session

DOC = Path(__file__).resolve().parents[2] / "docs" / "SSH.md"
#: each ending the door writes (GameSession._ending_line), as docs/SSH.md spells it: a value
#: the code fills in is named by a capital word there
ENDINGS = {
    "ended by the player (exit status {status})": "ended by the player (exit status N)",
    "ended: the client left": "ended: the client left",
    "ended: the client left or dropped": "ended: the client left or dropped",
    "closed after {duration(self.idle_timeout)} without a key press":
        "closed after 30 minutes without a key press",
    "crashed (killed by {name})": "crashed (killed by SIGSEGV)",
    "crashed (exit status 1; its report is {report})": "crashed (exit status 1; its report is FILE)",
    "crashed (exit status 1; its report could not be written)":
        "crashed (exit status 1; its report could not be written)",
    "crashed (exit status 1; no report was noted: look in {crash_folder()})":
        "crashed (exit status 1; no report was noted: look in FOLDER)",
    "failed (exit status {code})": "failed (exit status N)",
    "stopped by a signal ({self._farewell.signal})": "stopped by a signal (SIGTERM)",
    "closed: the door is closing": "closed: the door is closing",
}


def _written() -> set[str]:
    """The endings in GameSession._ending_line's source (its string literals, joined)."""
    source = Path(ssh_session.__file__).read_text(encoding="utf-8")
    body = source[source.index("def _ending_line("):source.index("def _judge_exit(")]
    body = re.sub(r'"\s*\n\s*f?"', "", body)  # (literals continued on the next line)
    return set(re.findall(r'f?"((?:ended|closed|crashed|failed|stopped)[ :][^"]*)"', body))


def test_the_list_of_endings_is_the_codes() -> None:
    assert _written() == set(ENDINGS)


def test_every_ending_the_log_writes_is_in_the_docs_word_for_word() -> None:
    doc = " ".join(DOC.read_text(encoding="utf-8").split())
    missing = [said for said in ENDINGS.values() if f'"{said}"' not in doc]
    assert not missing, missing
