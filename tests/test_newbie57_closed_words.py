"""newbie57: the words read when a hosting player closes a match under way."""

from __future__ import annotations

from unotui.connection import closed_text

#: the notice a hosting app keeps when its host closes a match under way (table.py _leave):
#: scores so far, and ``reopens`` since it printed the command that opens it again
NOTICE = {"t": "_connection", "state": "closed", "reason": "shutdown", "table": "Newbie table",
          "scores": [0, 0, 73], "names": ["root", "Lin", "Ana"], "rounds": 1,
          "resumable": False, "reopens": True, "you": 0, "owner": True}


def test_newbie57_the_host_is_not_told_final_scores_of_a_match_it_is_told_can_go_on() -> None:
    """newbie57 #5: the host closed between rounds (m, y): its box read "Final scores after 1
    round:" and, below, "Its match can be opened again later: python3 -m unotui host --resume
    …" — and the resumed match does go on with those scores. "Final" and "can be opened again"
    contradict each other; the scores are the scores so far."""
    text = " ".join(closed_text(NOTICE, by_you=True).split())
    assert "Final scores" not in text, text


def test_newbie57_a_lan_guest_of_a_host_that_quit_mid_match_is_told_it_can_go_on() -> None:
    """newbie57 #5: Ctrl+Q (or m, y) by the hosting player mid-match: the host read "Its match
    can be opened again later", its LAN guest only "Newbie table was closed by its host." with
    "Final scores" — yet `host --resume FILE` gives the guest their seat back, hand and all,
    when they join under the same name (tried). SIGTERM tells the guest exactly that ("Its
    match can go on: … join it under the same name"); ssh52 made the SSH door's goodbye honour
    ``reopens`` but left LAN guests unchanged (and the host's wire notice does not carry it:
    net/host.py shutdown_message sets resumable only for went_away)."""
    guest = {k: v for k, v in NOTICE.items() if k != "owner"} | {"you": 1}
    text = " ".join(closed_text(guest).split())
    assert "can go on" in text or "seat" in text, text
