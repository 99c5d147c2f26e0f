"""A widget drawn line by line from Rich ``Text`` lines, cached until its data changes.

The table widgets re-render on every view the table sends; building their lines once and
handing Textual ready :class:`~textual.strip.Strip` objects (the Line API) keeps a re-render of
the whole table well under a frame; a line shown by the previous build (the log scrolls, most of
the players and the hand stay as they were) is not drawn again. Only the lines of the previous
build are kept for that, never more: a strip is some forty objects for the garbage collector,
and a cache of thousands of them (the lines of a whole match) made each of its full passes walk
them all, tens of milliseconds at a time, more as the match went on. Subclasses implement
:meth:`build_lines` and call :meth:`invalidate` whenever their data changes; size and theme
changes invalidate by themselves.

:func:`wrap_hanging` wraps a line of words (the log, the chat, the history) with its later rows
indented, so a wrapped entry reads as one; :class:`HangingLines` draws lines so wrapped.
"""

from __future__ import annotations

import re
from typing import Any

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.segment import Segment
from rich.text import Text
from textual.geometry import Size
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import Static

from ..wrap import wrap_rows, wrap_text

#: a line's own lead: its indent, and a turn's number ("   4. ") after it
_LEAD = re.compile(r" *(?:\d+\. )?")
#: how far a wrapped line's later rows are indented when the line has no lead of its own
HANGING = 2


def hanging_indent(line: str) -> int:
    """Where the later rows of ``line`` start when it wraps: after its lead (its indent and a
    turn's number, "   4. "), else :data:`HANGING` cells in."""
    lead = _LEAD.match(line)
    return lead.end() if lead and lead.end() else HANGING


def wrap_hanging(console: Console, line: str, width: int, indent: int | None = None) -> list[str]:
    """``line`` word-wrapped to ``width`` cells, its later rows indented by ``indent`` cells
    (:func:`hanging_indent` by default; at most half the width), so that a wrapped entry reads
    as one: the rows that continue it never start where an entry starts. It breaks as
    :func:`~unotui.wrap.wrap_text` does, Chinese between two characters (Rich's ``Text.wrap``
    broke at spaces only: a Chinese entry broke at its last space, a row left with "你摸到了",
    and the one-row log at 60x20 showed "审判日！你打出…" without the cards: newbie76 #1).
    A line break in ``line`` starts a row, indented so, that keeps its own spaces too.
    (``console``: unused, kept for the callers.)"""
    width = max(1, width)
    indent = min(hanging_indent(line) if indent is None else indent, width // 2)
    pad = " " * indent
    first, *others = line.split("\n")
    rows = wrap_rows(first, width, width - indent)
    rows[1:] = [pad + row for row in rows[1:]]
    for other in others:
        rows.extend(pad + row for row in wrap_rows(other, width - indent))
    return rows


def hanging_rows(text: Text, width: int, indent: int) -> list[Text]:
    """``text`` (styled) wrapped as :func:`wrap_hanging` wraps, its later rows ``indent``
    cells in: the rows are ``text``'s own slices, their styles kept."""
    width = max(1, width)
    indent = min(indent, width // 2)
    plain = text.plain
    rows: list[Text] = []
    at = 0
    for i, row in enumerate(wrap_rows(plain, width, width - indent)):
        at = plain.index(row, at) if row else at
        piece = text[at:at + len(row)] if row else Text()
        at += len(row)
        rows.append(piece if i == 0 else Text(" " * indent) + piece)
    return rows


class HangingText:
    """A Rich renderable: a styled ``text`` wrapped to the width it is drawn at, its later rows
    under the text after its ``prefix`` (a dialog's option, "(1) " and its label: a wrapped
    option's second row started at the box's left edge, under "(1)", newbie76 #1), broken as
    Chinese is (:func:`hanging_rows`)."""

    def __init__(self, prefix: str, label: str | Text) -> None:
        self.prefix = prefix
        self.text = Text.assemble(prefix, label)

    @property
    def plain(self) -> str:
        return self.text.plain

    def __str__(self) -> str:
        return self.text.plain

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        # (segments, not Text: a Text would be padded to the width, justified as the option
        # list's options say, and the look of an option that fits one row would change)
        for row in hanging_rows(self.text, options.max_width, cell_len(self.prefix)):
            yield from row.render(console, end="")
            yield Segment.line()

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widest = cell_len(self.text.plain)
        return Measurement(min(widest, cell_len(self.prefix) + 2), widest)


class Wrapped:
    """A Rich renderable: ``text`` wrapped by :func:`wrap_text` to the width it is drawn at
    (Rich wraps at spaces only: a Chinese sentence, one long "word", was cut off with "…", and
    it split a number from the Chinese word after it, "0.1" / "秒"). Each line of ``text``
    (split at "\n") is wrapped on its own, its rows indented as far as the line is."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for line in self.text.split("\n"):
            body = line.lstrip(" ")
            pad = " " * min(len(line) - len(body), options.max_width // 2)
            for row in wrap_text(body, options.max_width - len(pad)):
                yield Text(pad + row, end="\n")

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widest = max(cell_len(line) for line in self.text.split("\n"))
        return Measurement(min(widest, 10), widest)


def help_text(text: str, **options: Any) -> Static:
    """A form's line of help, wrapped by :class:`Wrapped`: Rich wrapped a plain ``Static`` at
    spaces only, and a Chinese row began with a closing mark ("：别人都不能加入", newbie60 #2).
    The Host form's and the rules form's help lines are these."""
    return Static(Wrapped(text), classes="help", markup=False, **options)


class HangingLines:
    """A Rich renderable: ``lines``, each wrapped to the width it is drawn at with a hanging
    indent (:func:`wrap_hanging`), so it reflows when the terminal is resized."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for line in self.lines:
            for row in wrap_hanging(console, line, options.max_width):
                yield Text(row, end="\n")

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        from rich.cells import cell_len

        return Measurement(1, max((cell_len(line) for line in self.lines), default=1))


class LineWidget(Widget):
    """Base class: ``build_lines(width, height)`` → the lines to show (cropped to the width)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._strips: list[Strip] | None = None
        self._strips_size: Size | None = None
        #: the previous build's lines, as strips (most lines of a view were on the previous one)
        self._known: dict[tuple[Any, ...], Strip] = {}

    def on_mount(self) -> None:
        self.watch(self.app, "theme", self._theme_changed, init=False)

    def _theme_changed(self, _theme: str) -> None:
        self.invalidate()

    def invalidate(self, layout: bool = False) -> None:
        """The data changed: rebuild the lines at the next paint."""
        self._strips = None
        self.refresh(layout=layout)

    def build_lines(self, width: int, height: int) -> list[Text]:
        raise NotImplementedError

    def _build(self) -> list[Strip]:
        size = self.size
        if self._strips is not None and self._strips_size == size:
            return self._strips
        console = self.app.console
        base = self.visual_style.rich_style
        strips = []
        before = self._known
        known: dict[tuple[Any, ...], Strip] = {}
        for line in self.build_lines(size.width, size.height):
            key = (line.plain, tuple(line.spans), line.style, line.justify, line.overflow,
                   size.width, base)
            strip = before.get(key) or known.get(key)
            if strip is None:
                line.end = ""
                segments = list(line.render(console))
                strip = Strip(segments).crop_extend(0, size.width, None).apply_style(base)
            known[key] = strip
            strips.append(strip)
        self._known = known
        self._strips, self._strips_size = strips, size
        return strips

    def render_line(self, y: int) -> Strip:
        strips = self._build()
        if 0 <= y < len(strips):
            return strips[y]
        return Strip.blank(self.size.width, self.visual_style.rich_style)

    def lines_text(self) -> str:
        """The widget's current text (for tests and accessibility tools)."""
        return "\n".join(strip.text for strip in self._build())
