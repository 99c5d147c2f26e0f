"""``Field``: the app's one-line text input, a Textual ``Input`` that applies its editing keys
in the order they were typed, and takes what fits of a paste.

Textual's ``Input`` inserts a typed character at once (in its key handler) but edits and moves
(Backspace, Ctrl+U, Ctrl+W, Left, Home…) through bindings, whose actions run a step later: a
key and a character that arrive in one read — a fast typist, or keys bunched up on a slow SSH
link — were applied the other way round, so "⌫5" at the end of "7152" left "7152" (ssh38 #8)
and Ctrl+U then a password cleared the password typed (ssh49 #1). ``Field`` runs its own
bindings at the key, in order. Every text field of the app's own screens and dialogs is one (or a subclass);
the command palette's search line is Textual's own.

A paste longer than the room a ``max_length`` leaves is cut to fit: Textual's ``Input`` refuses
the whole of it without a word, and a name pasted into the settings did nothing (ssh34 #7 for
the chat, ssh48 #1). A paste of several lines is one line, its lines joined with spaces
(:func:`one_line`)."""

from __future__ import annotations

from textual import events
from textual.dom import DOMNode
from textual.widgets import Input


class Field(Input):
    """An ``Input`` whose editing keys are applied in the order they came, and which takes what
    fits of a paste (module docstring)."""

    def _on_paste(self, event: events.Paste) -> None:
        line = one_line(event.text or "")
        if line:
            start, end = sorted(self.selection)
            if self.max_length:  # (no limit: the whole line, review55 #1)
                line = line[:max(0, self.max_length - (len(self.value) - (end - start)))]
            self.replace(line, start, end)
        event.stop()
        event.prevent_default()  # (Input's own paste would insert it a second time)

    async def _on_key(self, event: events.Key) -> None:
        # (every key bound in the field itself — Backspace, Ctrl+U, Ctrl+W, Left, Home… — is
        # run at the key, as its characters are: through the bindings it ran after the
        # characters that came behind it in the same read, ssh38 #8, ssh49 #1)
        if await run_bindings(self, event):
            return
        await super()._on_key(event)


def one_line(text: str) -> str:
    """A paste of ``text`` as a one-line field takes it: its lines joined with single spaces,
    each trimmed and the blank ones dropped; a paste of one line as it is. Only the first line
    was kept, and a paste that began with a line break (a terminal selection dragged from the
    end of the line above) put in nothing (ssh64 #5)."""
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) == 1:
        return lines[0]
    return " ".join(line.strip() for line in lines)


async def run_bindings(node: DOMNode, event: events.Key) -> bool:
    """Run ``node``'s own (non-priority) binding of ``event``'s key at once, in order with the
    keys around it, as Textual's binding check would a step later; the event is then stopped.
    Whether one acted."""
    for binding in node._bindings.key_to_bindings.get(event.key, ()):
        if not binding.priority and await node.app.run_action(binding.action, node):
            event.stop()
            event.prevent_default()
            return True
    return False
