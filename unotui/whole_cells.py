"""Double-width characters kept whole where one widget lies over the edge of another (and
wrapped as Chinese is in notices: :func:`_toast_render`).

Textual's compositor cuts every screen line at each edge of every visible widget on it, paints
the pieces front to back and keeps, for each piece, the topmost widget's. A widget on top (a
notice over the log and the chat) is cut at the edges of the widgets *under* it too, and a cut
that falls inside a double-width character (Chinese, a wide emoji) blanks that character and
its neighbour: "小明同学抓到你" over the border between the log and the chat read "小明同  到你"
(newbie62 #1). Nothing a screen can lay out avoids it: the notice's words wrap where they wrap.

`install()` replaces the compositor's piece-maker with one that remembers, for each piece, the
line it was cut from; where consecutive pieces of a line come from one widget's line that holds
a double-width character, the first piece takes that widget's whole run and the others are left
empty. A piece under a widget that this update does not paint (its clip is outside the part
painted: Textual renders only the widgets that meet it) may be a lower widget's and is never
joined (review75 #2).
A partial update (every frame after the first) that paints any column of a joined piece paints
all of it: the piece is the topmost content of every column it covers, so painting it past the
part asked for writes nothing wrong — and painting only part of it would cut a character in
two, or skip it and leave what a widget above it showed before it went (review75 #2). Lines
of narrow characters are cut exactly as Textual cuts them (nothing changes for them), and a
piece that meets another widget's piece is cut at their common edge as before — there the
character is half covered and is blanked, as it should be.

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
    # for a piece cut from a wide line: (that line, the column of its first cell) -> that line,
    # the column of its first cell and its widget's place front to back
    sources: dict[tuple[int, int], tuple[Strip, int, int]] = {}
    # the visible widgets front to back (as Textual paints them), and those it renders now
    # (what meets ``crop``: _get_renders' own test), to know which widget each render is
    places = list(self.visible_widgets.values())
    rendered = iter([place for place, (region, clip) in enumerate(places)
                     if crop.overlaps(clip) and (clip.contains_region(region)
                                                 or region.intersection(clip).area)])
    for region, clip, strips in self._get_renders(crop):
        place = next(rendered, -1)
        if place < 0 or places[place] != (region, clip):
            place = -1  # (not as expected: this render's pieces are not joined)
        shown = region.intersection(clip)
        left = shown.x
        first_cut, last_cut = shown.column_span
        for y, strip in zip(shown.line_range, strips, strict=False):
            if not is_rendered_line(y):
                continue
            line = chops[y]
            here = [cut for cut in cuts[y] if last_cut >= cut >= first_cut]
            wide = place >= 0 and _is_wide(strip)
            pieces = strip.divide([cut - left for cut in here[1:]])
            for cut, piece in zip(here, pieces, strict=False):
                if line.get(cut) is None:
                    line[cut] = piece
                    if wide:
                        sources[(y, cut)] = (strip, left, place)
    joined: dict[tuple[int, int], int] = {}
    if sources:
        unpainted = [(place, region.intersection(clip))
                     for place, (region, clip) in enumerate(places) if not crop.overlaps(clip)]
        joined = _join_wide_runs(chops, cuts, sources, unpainted)
    compositor: Any = self
    compositor._unotui_joined = joined
    return chops


def _join_wide_runs(
    chops: list[dict[int, Strip | None]],
    cuts: list[list[int]],
    sources: dict[tuple[int, int], tuple[Strip, int, int]],
    unpainted: list[tuple[int, Region]],
) -> dict[tuple[int, int], int]:
    """Join each run of consecutive pieces cut from one wide line into the run's first piece,
    no piece of it under a widget of ``unpainted`` (places front to back, and where they show)
    in front of that line's widget: not painted now, a piece there is not the topmost; the
    (line, column) of each piece given a run, with the column where the run ends."""
    joined: dict[tuple[int, int], int] = {}
    for y in sorted({y for y, _ in sources}):
        line = chops[y]
        edges = cuts[y]
        covered = [(place, r.x, r.right) for place, r in unpainted if r.y <= y < r.bottom]
        index = 0
        while index < len(edges) - 1:
            start = edges[index]
            source = sources.get((y, start))
            if source is not None and not _free(covered, source[2], start, edges[index + 1]):
                source = None
            end_index = index + 1
            while (
                source is not None
                and end_index < len(edges) - 1
                and _free(covered, source[2], edges[end_index], edges[end_index + 1])
                and sources.get((y, edges[end_index])) is not None
                and sources[(y, edges[end_index])][0] is source[0]
            ):
                end_index += 1
            if source is not None and end_index - index > 1:
                strip, left, _place = source
                line[start] = strip.crop(start - left, edges[end_index] - left)
                joined[(y, start)] = edges[end_index]
                for column in edges[index + 1:end_index]:
                    line[column] = _EMPTY
            index = end_index
    return joined


def _free(covered: list[tuple[int, int, int]], place: int, left: int, right: int) -> bool:
    """Columns ``left``..``right`` of a line lie under no widget of ``covered`` (place front to
    back, first and last column) in front of the widget at ``place``."""
    return not any(front < place and x < right and end > left for front, x, end in covered)


def _render_partial_update(self: Compositor) -> ChopsUpdate | None:
    """Textual's partial update, where each span of a line that meets a joined piece is
    widened to the whole piece, and the piece ends where its run ends: the update then writes
    it whole (module doc)."""
    update = _TEXTUAL_PARTIAL(self)
    compositor: Any = self
    joined: dict[tuple[int, int], int] = getattr(compositor, "_unotui_joined", {})
    if update is None or not joined:
        return update
    spans: list[tuple[int, int, int]] = []
    for y, x1, x2 in update.spans:
        for (line, x), end in joined.items():
            if line == y and x < x2 and end > x1:
                x1, x2 = min(x1, x), max(x2, end)
        spans.append((y, x1, x2))
    ends = list(update.chop_ends)
    for y in {y for y, _ in joined}:
        ends[y] = [joined.get((y, x), end)
                   for end, x in zip(update.chop_ends[y], update.chops[y], strict=True)]
    update.spans = spans
    update.chop_ends = ends
    return update


_TEXTUAL_PARTIAL: Callable[[Compositor], ChopsUpdate | None] = Compositor.render_partial_update


def _toast_render(self: Any) -> Any:
    """A notice's words (Textual's ``Toast.render``), wrapped as Chinese is (:class:`Wrapped`)
    where they hold a double-width character (under a title, if any): Textual wraps at
    spaces only, and the idle warning's "56" ended a line whose next began with its unit "秒",
    19 cells to spare (ssh57 #5)."""
    from rich.console import Group
    from rich.text import Text
    from textual.content import Content

    from .widgets.lines import Wrapped

    content = _TEXTUAL_TOAST(self)
    note = self._notification
    if isinstance(content, Content) and cell_len(note.message) != len(note.message):
        if not note.title:
            return Wrapped(note.message)
        # (a titled one too, its title in the notice's title style: review77)
        return Group(Text(note.title, style=self.get_visual_style("toast--title").rich_style),
                     Wrapped(note.message))
    return content


_TEXTUAL_TOAST: Callable[[Any], Any] = lambda toast: None  # noqa: E731 (set by install)


def install() -> bool:
    """Put the whole-character piece-maker in Textual's compositor, and the Chinese wrapping
    in its notices (idempotent). False when this Textual lacks what it replaces (the
    compositor then cuts as Textual does)."""
    global _TEXTUAL_PARTIAL, _TEXTUAL_TOAST
    from textual.widgets._toast import Toast

    compositor: Any = Compositor
    if getattr(compositor, "_unotui_whole_cells", False):
        return True
    if not all(hasattr(compositor, name) for name in
               ("_render_chops", "render_partial_update", "_get_renders", "cuts")):
        return False
    toast: Any = Toast
    _TEXTUAL_TOAST = toast.render
    toast.render = _toast_render
    _TEXTUAL_PARTIAL = compositor.render_partial_update
    compositor._render_chops = _render_chops
    compositor.render_partial_update = _render_partial_update
    compositor._unotui_whole_cells = True
    return True


__all__ = ["install"]
