"""ssh68 #4: the hosting player quits the app mid-match (Ctrl+Q, "Close the table? … Its match
can be opened again later … the visitor connected through it is disconnected", y): the host's
own terminal reads "You closed AppT." and the command that opens it again; the SSH visitor's
goodbye reads "AppT stopped: its host's app ended." — the very words of an app killed by a
signal or a closed terminal (newbie81 #5), so the visitor cannot tell a host who closed the
table on purpose from a host whose computer crashed.

docs/SSH.md (the door's goodbye): "when the match can go on (a headless host stopped, an app
stopped by a signal, a hosting player who quit mid-match and was told the command that opens it
again), "… was stopped by its host." with the scores so far". The app stopped by a signal may
keep its own words, but a hosting player who quit did stop (close) it.

By hand: ``host --bind 127.0.0.1 --port P --ssh D`` in tmux; ``ssh -p D bob@127.0.0.1``; add a
bot, start; Ctrl+Q, y at the host."""

from __future__ import annotations

from typing import Any

from unotui.connection import closed_text


def _notice(**kw: Any) -> dict[str, Any]:
    # what net.host.Table.shutdown_message sends when an app's hosting player closes a match
    # under way whose journal keeps it (reopens), as AppT's did
    info: dict[str, Any] = {"t": "error", "code": "shutdown",
                            "message": "AppT was closed by its host, who can open its match again.",
                            "table": "AppT", "scores": [0, 0, 0], "names": ["root", "bob", "Ana"],
                            "rounds": 0, "scoring": "standard", "teams": None,
                            "resumable": False, "reopens": True, "host_gone": False,
                            "headless": False}
    info.update(kw)
    return info


def test_the_door_goodbye_says_the_host_stopped_the_table_they_quit() -> None:
    text = closed_text(_notice(), ssh=True, everyone=True)
    assert "its host's app ended" not in text, text
    assert "by its host" in text, text


def test_an_app_stopped_by_a_signal_may_say_its_app_ended() -> None:
    # (the other case, for contrast: resumable because the app went away — not changed here)
    text = closed_text(_notice(resumable=True, reopens=False), ssh=True, everyone=True)
    assert "AppT" in text and "can go on" in text, text
