"""Key events for pilot tests that deliver keys the way a terminal does (shared by the UI test
folders; import it as ``tests.keykit``)."""

from __future__ import annotations

import unicodedata
from typing import Any

from textual import events
from textual.keys import _character_to_key, _get_unicode_name_from_key


def queue_key(app: Any, key: str) -> None:
    """Put ``key`` (a Textual key name or a character) in ``app``'s input queue, as the
    terminal driver does, without waiting for the app to handle it."""
    if len(key) == 1 and not key.isalnum():
        key = _character_to_key(key)
    try:
        char: str | None = unicodedata.lookup(_get_unicode_name_from_key(key))
    except KeyError:
        char = key if len(key) == 1 else None
    event = events.Key(key, char)
    event.set_sender(app)
    app._driver.send_message(event)
