"""review84 #4: whether a terminal promises no colour was decided twice, two ways: locally a
``COLORTERM`` that named something won over ``TERM=vt100``/``dumb`` (colour), while the SSH door
dropped the ``COLORTERM`` a client sent (no colour). One rule now, unotui/plain_terms.py
``give_no_colour``, called by both: the terminal type decides."""

from __future__ import annotations

import pytest

from unotui.plain_terms import promises_no_colour
from unotui.ssh.session import child_env


@pytest.mark.parametrize("term", ["vt100", "dumb", "xterm-mono"])
def test_review84_the_door_and_the_local_app_agree_on_colour(term: str, tmp_path) -> None:
    sent = {"COLORTERM": "truecolor"}
    door = "NO_COLOR" in child_env(term, sent, str(tmp_path))
    local = promises_no_colour({"TERM": term, **sent})
    assert door == local, f"TERM={term} COLORTERM=truecolor: door no colour {door}, local {local}"
