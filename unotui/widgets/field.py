"""``Field``: the app's one-line text input, a Textual ``Input`` that applies Backspace in the
order it was typed, and takes what fits of a paste.

Textual's ``Input`` inserts a typed character at once (in its key handler) but deletes with
Backspace through a binding, whose action runs a step later: a Backspace and a character that
arrive in one read — a fast typist, or keys bunched up on a slow SSH link — were applied the
other way round, so "⌫5" at the end of "7152" left "7152" (ssh38 #8). ``Field`` deletes at the
key, in order. Every text field of the app's own screens and dialogs is one (or a subclass);
the command palette's search line is Textual's own.

A paste longer than the room a ``max_length`` leaves is cut to fit: Textual's ``Input`` refuses
the whole of it without a word, and a name pasted into the settings did nothing (ssh34 #7 for
the chat, ssh48 #1)."""

from __future__ import annotations

from textual import events
from textual.widgets import Input


class Field(Input):
    """An ``Input`` whose Backspace is applied in the order the keys came, and which takes what
    fits of a paste (module docstring)."""

    def _on_paste(self, event: events.Paste) -> None:
        lines = event.text.splitlines() if event.text else []
        if lines:
            start, end = sorted(self.selection)
            line = lines[0]
            if self.max_length:  # (no limit: the whole line, review55 #1)
                line = line[:max(0, self.max_length - (len(self.value) - (end - start)))]
            self.replace(line, start, end)
        event.stop()
        event.prevent_default()  # (Input's own paste would insert it a second time)

    async def _on_key(self, event: events.Key) -> None:
        if event.key == "backspace":
            event.stop()
            event.prevent_default()
            self.action_delete_left()
            return
        await super()._on_key(event)
