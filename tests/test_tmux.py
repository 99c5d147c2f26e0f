"""The app in a real terminal: tmux at 80×24 with TERM=xterm-256color runs ``unotui play --seed 1``;
keys are typed with ``send-keys`` and the screen is read with ``capture-pane``, as a player sees it.

The session has a unique name and is killed by that name afterwards."""

from __future__ import annotations

import json
import re
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from tmux_kit import LIMIT, Terminal, tmux

#: the colour dialog of a wild: "(r)  R  Red" (a chip of the colour and its name), where the
#: tests looked for "(r) Red" and took Enter into the dialog for an answer, which it has none of
COLOUR_ASKED = re.compile(r"\(r\)\s+(?:R\s+)?Red")

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Terminal]:
    session = f"unotui-test-{uuid.uuid4().hex[:10]}"
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"name": "Zoe"}), encoding="utf-8")
    command = (f"cd {ROOT} && env TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 "
               f"UNOTUI_CONFIG_DIR={config} UNOTUI_MDNS_INTERFACES=127.0.0.1 "
               f"{sys.executable} -m unotui play --seed 1 --name Zoe --lang en; sleep 30")
    tmux("new-session", "-d", "-s", session, "-x", "80", "-y", "24", command)
    try:
        yield Terminal(session)
    finally:
        tmux("kill-session", "-t", session)


def hand_size(text: str) -> int | None:
    found = re.search(r"Your hand \((\d+)\)", text)
    return int(found.group(1)) if found else None


def status_line(text: str) -> str:
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if "Your hand (" in line and i > 0:
            return lines[i - 1]
    return ""


def test_play_a_few_cards_in_a_real_terminal(terminal: Terminal) -> None:
    text = terminal.wait(lambda t: hand_size(t) is not None and "Colour:" in t, "the table")
    lines = text.splitlines()
    assert len(lines) <= 24 and all(len(line) <= 80 for line in lines)
    assert "Players" in text and "Log" in text and "Zoe (you)" in text
    played = 0
    logged = False
    deadline = time.monotonic() + 4 * LIMIT
    while played < 3 and time.monotonic() < deadline:
        text = terminal.screen()
        if COLOUR_ASKED.search(text):  # the colour for a wild
            terminal.keys("r")
        elif "Wild Draw Four!" in text:
            terminal.keys("a")
        elif "▶ Zoe (you)" not in text:  # not my turn yet
            time.sleep(0.1)
            continue
        else:
            status, size = status_line(text), hand_size(text)
            if "no card fits" in status:
                terminal.keys("d")
            elif "does not" in status:
                terminal.keys("Right")  # look for a card that fits (they sit one line higher)
            else:
                terminal.keys("Enter")
                after = terminal.wait(lambda t, before=text: t != before, "an answer to Enter")
                if size is not None and (hand_size(after) or size) < size:
                    played += 1
                    after = terminal.wait(lambda t: "You played" in t or "▶ Zoe (you)" not in t,
                                          "the log line")
                    logged = logged or "You played" in after
                continue
        terminal.wait(lambda t, before=text: t != before, "the screen to change")
    assert played >= 3 and logged  # the hand shrank and the log said so in words
    text = terminal.screen()
    colour = re.search(r"Colour:\s+(RED|YELLOW|GREEN|BLUE) \(([RYGB])\)", text)
    assert colour is not None, text  # the top card's colour, in words and as a letter
    assert hand_size(text) is not None and "Draw pile:" in text
    terminal.keys("q")
    terminal.wait(lambda t: "Leave the match?" in t, "the confirmation")
    terminal.keys("y")
    terminal.wait(lambda t: "Your hand" not in t, "the app to close")
