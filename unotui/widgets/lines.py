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
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.geometry import Size
from textual.strip import Strip
from textual.widget import Widget


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
