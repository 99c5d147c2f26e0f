"""Double-width characters kept whole where one widget lies over the edge of another.

Textual's compositor cuts every screen line at each edge of every visible widget on it, paints
the pieces front to back and keeps, for each piece, the topmost widget's. A widget on top (a
notice over the log and the chat) is cut at the edges of the widgets *under* it too, and a cut
that falls inside a double-width character (Chinese, a wide emoji) blanks that character and
its neighbour: "小明同学抓到你" over the border between the log and the chat read "小明同  到你"
(newbie62 #1). Nothing a screen can lay out avoids it: the notice's words wrap where they wrap.

`install()` replaces the compositor's piece-maker with one that remembers, for each piece, the
line it was cut from; where consecutive pieces of a line come from one widget's line that holds
a double-width character, the first piece takes that widget's whole run and the others are left
empty. A partial update (every frame after the first) writes a joined piece whole when the part
painted again holds its first column, and not at all otherwise: the part painted again is a
union of widgets' regions, and the widget that owns a joined piece, if it changed, put its whole
width into that part; a part that begins or ends inside the run is another widget's, under it,
and the joined piece on the terminal is still right. Lines of narrow characters are cut exactly
as Textual cuts them (nothing changes for them), and a piece that meets another widget's piece
is cut at their common edge as before — there the character is half covered and is blanked, as
it should be.

The pinned Textual (pyproject.toml) is the one this was written against: `install()` refuses
quietly (returns False) when the compositor no longer has the methods it replaces.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rich.cells import cell_len
from textual._compositor import ChopsUpdate, Compositor
from textual.geometry import Region
from textual.strip import Strip

_EMPTY = Strip([], 0)


def _is_wide(strip: Strip) -> bool:
    """True when the line holds a character wider than one cell."""
    text = strip.text
    return cell_len(text) != len(text)


def _render_chops(
    self: Compositor, crop: Region, is_rendered_line: Callable[[int], bool]
) -> Sequence[Mapping[int, Strip | None]]:
    """The compositor's pieces of each line (a map from a piece's first column to its strip),
    with a wide line's pieces from one widget joined into its first piece (module doc)."""
    cuts = self.cuts
    chops: list[dict[int, Strip | None]] = [dict.fromkeys(line[:-1]) for line in cuts]
    # for a piece cut from a wide line: (that line, the column of its first cell)
    sources: dict[tuple[int, int], tuple[Strip, int]] = {}
    for region, clip, strips in self._get_renders(crop):
        shown = region.intersection(clip)
        left = shown.x
        first_cut, last_cut = shown.column_span
        for y, strip in zip(shown.line_range, strips, strict=False):
            if not is_rendered_line(y):
                continue
            line = chops[y]
            here = [cut for cut in cuts[y] if last_cut >= cut >= first_cut]
            wide = _is_wide(strip)
            pieces = strip.divide([cut - left for cut in here[1:]])
            for cut, piece in zip(here, pieces, strict=False):
                if line.get(cut) is None:
                    line[cut] = piece
                    if wide:
                        sources[(y, cut)] = (strip, left)
    joined = _join_wide_runs(chops, cuts, sources) if sources else set()
    compositor: Any = self
    compositor._unotui_joined = joined
    return chops


def _join_wide_runs(
    chops: list[dict[int, Strip | None]],
    cuts: list[list[int]],
    sources: dict[tuple[int, int], tuple[Strip, int]],
) -> set[tuple[int, int]]:
    """Join each run of consecutive pieces cut from one wide line into the run's first piece;
    the (line, column) of each piece that was given a run."""
    joined: set[tuple[int, int]] = set()
    for y in sorted({y for y, _ in sources}):
        line = chops[y]
        edges = cuts[y]
        index = 0
        while index < len(edges) - 1:
            start = edges[index]
            source = sources.get((y, start))
            end_index = index + 1
            while (
                source is not None
                and end_index < len(edges) - 1
                and sources.get((y, edges[end_index])) is not None
                and sources[(y, edges[end_index])][0] is source[0]
            ):
                end_index += 1
            if source is not None and end_index - index > 1:
                strip, left = source
                line[start] = strip.crop(start - left, edges[end_index] - left)
                joined.add((y, start))
                for column in edges[index + 1:end_index]:
                    line[column] = _EMPTY
            index = end_index
    return joined


def _render_partial_update(self: Compositor) -> ChopsUpdate | None:
    """Textual's partial update, where a joined piece is said to end one column after it
    begins: the update then writes it whole when the part painted again holds its first column,
    and skips it otherwise (its rules for a piece that ends inside the part, and for one that
    ends before the part begins)."""
    update = _TEXTUAL_PARTIAL(self)
    compositor: Any = self
    joined: set[tuple[int, int]] = getattr(compositor, "_unotui_joined", set())
    if update is None or not joined:
        return update
    ends = list(update.chop_ends)
    for y in {y for y, _ in joined}:
        ends[y] = [x + 1 if (y, x) in joined else end
                   for end, x in zip(update.chop_ends[y], update.chops[y], strict=True)]
    update.chop_ends = ends
    return update


_TEXTUAL_PARTIAL: Callable[[Compositor], ChopsUpdate | None] = Compositor.render_partial_update


def install() -> bool:
    """Put the whole-character piece-maker in Textual's compositor (idempotent). False when
    this Textual lacks what it replaces (the compositor then cuts as Textual does)."""
    global _TEXTUAL_PARTIAL
    compositor: Any = Compositor
    if getattr(compositor, "_unotui_whole_cells", False):
        return True
    if not all(hasattr(compositor, name) for name in
               ("_render_chops", "render_partial_update", "_get_renders", "cuts")):
        return False
    _TEXTUAL_PARTIAL = compositor.render_partial_update
    compositor._render_chops = _render_chops
    compositor.render_partial_update = _render_partial_update
    compositor._unotui_whole_cells = True
    return True


__all__ = ["install"]
