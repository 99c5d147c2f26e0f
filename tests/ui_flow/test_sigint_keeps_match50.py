"""cli50 #4: ``kill -INT PID`` of an app hosting a match under way. SIGTERM prints "unotui was
stopped (SIGTERM). Its table's match can go on: <command>" and leaves the journal resumable by
``host --resume`` alone; SIGINT ended the app with exit status 0, printed nothing, and wrote a
``closed`` line (as if the host had left the match on purpose), so ``--resume`` alone skips it."""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path

from test_closed_table_flow import tmux, wait_screen_text
from test_stop_signals import hosted  # noqa: F401 (the fixture)


def test_sigint_to_a_hosting_app_keeps_its_match_resumable(
        hosted: tuple[str, str, Path]) -> None:  # noqa: F811
    host, _guest, pid_file = hosted
    os.kill(int(pid_file.read_text()), signal.SIGINT)
    text = wait_screen_text(host, lambda t: "EXIT=" in t, "the app's end")
    joined = tmux("capture-pane", "-p", "-J", "-t", host)
    kinds = [json.loads(line)["k"] for line in
             (pid_file.parent / "t.jsonl").read_text().splitlines() if line.strip()]
    assert "closed" not in kinds, (kinds, text)
    assert "match can go on" in joined, joined
    # (and the scores so far, as its guests read them: none yet, newbie90 #3)
    assert "No round had been played to its end: nobody had scored yet." in joined, joined
