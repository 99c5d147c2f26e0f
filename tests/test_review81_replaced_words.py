"""review81: a player or watcher replaced by another connection of theirs (``error replaced``,
net/host.py _on_hello; the watcher's own words are new at proto61 #2) reads it on the table's
status line through unotui.connection.error_text, which shows the host's message translated
when the catalogue has it. Neither sentence is in zh_CN.json: a Chinese player reads English."""

from __future__ import annotations

import pytest

from net.protocol import error
from unotui.connection import error_text

WATCHER = "You are watching this table from another connection now."


@pytest.mark.parametrize("msg", [error("replaced"), error("replaced", WATCHER)],
                         ids=["seat", "watcher"])
def test_replaced_is_said_in_chinese(chinese, msg) -> None:
    text = error_text(msg["code"], msg["message"])
    assert text != msg["message"], text
