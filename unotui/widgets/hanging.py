"""A row of parts joined by " · " that wraps between parts, its later lines indented.

A list row longer than its box ("Kitchen · 192.168.1.20:7152 · 2/4 seats · waiting for
players") wrapped wherever a word ended, its second line starting at the box's left edge like
a new row (newbie88 #5). :class:`HangingRow` breaks it between its parts where it can, and
indents every line after the first, so that one row reads as one.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

SEPARATOR = " · "


class HangingRow:
    """``text`` (its lines: a row and its notes, each line's parts joined by :data:`SEPARATOR`)
    rendered at any width: each line packed part by part, a break after the separator's dot,
    every continuation ``indent`` cells deeper than its line; a part too long for a line alone
    is wrapped at its words, deeper too. ``str()`` is the text, unchanged."""

    def __init__(self, text: str, indent: int = 2) -> None:
        self.text = text
        self.indent = indent

    def __str__(self) -> str:
        return self.text

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widest = max((cell_len(line) for line in self.text.split("\n")), default=0)
        return Measurement(min(widest, self.indent + 8), widest)

    def lines(self, console: Console, width: int) -> list[str]:
        """The row's lines at ``width`` cells."""
        out: list[str] = []
        for line in self.text.split("\n"):
            lead = line[:len(line) - len(line.lstrip(" "))]
            hang = lead + " " * self.indent
            parts = line.strip(" ").split(SEPARATOR)
            dot = cell_len(SEPARATOR.rstrip())
            # (a part too long for a line is wrapped at once, and the next parts go on its last
            # line: a long Chinese name left 「续写下 ·」 alone on a line, newbie92 #5)
            current = self._flush(console, lead + parts[0], width - dot * (len(parts) > 1), out)
            for i, part in enumerate(parts[1:], 2):
                joined = current + SEPARATOR + part
                more = dot if i < len(parts) else 0  # (room for the dot that ends the line)
                if cell_len(joined) + more <= width:
                    current = joined
                else:
                    out.append(current + SEPARATOR.rstrip())
                    current = self._flush(console, hang + part, width - more, out)
            out.append(current)
        return out

    def _flush(self, console: Console, line: str, width: int, out: list[str]) -> str:
        """``line`` if it fits ``width``; else its wrapped lines but the last go to ``out``,
        and the last is returned, for the parts after it."""
        if cell_len(line) <= width:
            return line
        *done, last = self._fold(console, line, max(1, width))
        out.extend(done)
        return last

    def _fold(self, console: Console, line: str, width: int) -> list[str]:
        """``line`` in lines of at most ``width`` cells: itself when it fits, else wrapped at
        its words, the continuations indented under it."""
        if cell_len(line) <= width:
            return [line]
        lead = line[:len(line) - len(line.lstrip(" "))]
        hang = lead if lead.strip() else lead + " " * self.indent
        first = str(Text(line).wrap(console, width)[0]).rstrip(" ")
        tail = line[len(first):].lstrip(" ")  # (the wrap divides the line: its first piece
        if not tail:  # is the line's beginning)
            return [first]
        room = max(1, width - cell_len(hang))
        return [first] + [hang + str(piece).rstrip(" ")
                          for piece in Text(tail).wrap(console, room)]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for line in self.lines(console, max(1, options.max_width)):
            yield Text(line, no_wrap=True, overflow="crop")
