"""A Footer whose keys are one line widget, so that showing or hiding a key repaints one line.

Textual's :class:`~textual.widgets.Footer` keeps one ``FooterKey`` widget per key and recomposes
(removes and mounts every key widget) whenever a screen refreshes its bindings; even shown and
hidden in place, a key appearing or disappearing makes Textual lay out the whole screen again.
The table screen changes which keys act on about two views in three, so that layout landed on
most moves. :class:`KeysFooter` draws all its keys in one :class:`KeysLine` widget instead: a
binding refresh only repaints that line, never lays anything out.

It looks exactly as the stock compact Footer does (the same segments, styles and places: each
key's key and description, a one-column gap after each, the command palette's key docked right
behind a thin rule), dims disabled keys, highlights the key under the mouse, shows its tooltip,
and a click on a key presses it (a disabled one rings the bell), as ``FooterKey`` does. It
draws the compact Footer only, and each key on its own (no ``Binding.group`` groups: no screen
here uses them).
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any, ClassVar, NamedTuple

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual import events
from textual._border import BORDER_CHARS
from textual.app import ComposeResult
from textual.color import Color
from textual.screen import ModalScreen, Screen
from textual.strip import Strip
from textual.widget import Widget


class _Slot(NamedTuple):
    """One key the footer shows (everything that decides its look but the dimming)."""

    palette: bool
    key: str
    display: str
    description: str
    action: str
    tooltip: str
    spare: bool = False  #: shown only while the palette key keeps its word (see ``fitting``)


#: the footer's keys now: each with whether it is enabled (a disabled one is dimmed)
Keys = tuple[tuple[_Slot, bool], ...]


#: the keys a short footer gives up last: help (it lists every key), and leaving
LAST_TO_GO = frozenset({"help", "quit_table", "leave"})


class KeysLine(Widget):
    """All the footer's keys drawn as one line (see the module docstring)."""

    ALLOW_SELECT = False
    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "footer-key--key",
        "footer-key--description",
        "keys-line--item",
        "keys-line--hover",
        "keys-line--rule",
    }
    # The look of FooterKey (compact) and of the Footer's command palette key, as component styles.
    DEFAULT_CSS = """
    KeysLine {
        width: 1fr;
        height: 1;
        text-wrap: nowrap;
        .footer-key--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
        }
        .footer-key--description {
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
        .keys-line--item { background: $footer-item-background; }
        .keys-line--hover {
            color: $footer-key-foreground;
            background: $block-hover-background;
        }
        .keys-line--rule { color: $foreground 20%; }
    }
    """

    def __init__(self, keys: Keys) -> None:
        super().__init__()
        self._keys: Keys = keys
        self._hover: int | None = None
        #: (x from, x to, index in keys) of each key drawn, from the last paint
        self._spans: list[tuple[int, int, int]] = []
        self._strip: tuple[Any, Strip] | None = None

    def on_mount(self) -> None:
        self.watch(self.app, "theme", self._theme_changed, init=False)

    def _theme_changed(self, _theme: str) -> None:
        self._strip = None
        self.refresh()

    def set_keys(self, keys: Keys) -> None:
        """Show ``keys``; repaints the line (no layout) only when they changed."""
        if keys != self._keys:
            self._keys = keys
            self._hover = None
            self.refresh()

    @property
    def keys(self) -> Keys:
        return self._keys

    def _styles(self, hover: bool, enabled: bool) -> tuple[Style, Style, Style]:
        """The styles of a key's whole, key and description parts, as FooterKey composes them."""
        item = "keys-line--hover" if hover else "keys-line--item"
        under = self.rich_style
        # the key's background over the Footer's (a translucent hover colour blends with it)
        background = self.get_component_styles(item).background
        if under.bgcolor is not None:
            background = Color.from_rich_color(under.bgcolor) + background
        base = under + self.get_component_rich_style(item, partial=True) + Style(
            bgcolor=background.rich_color)
        if not enabled:
            base += Style(dim=True)
        key = self.get_component_rich_style("footer-key--key", partial=True)
        description = self.get_component_rich_style("footer-key--description", partial=True)
        return base, base + key, base + description

    def _ascii(self) -> bool:
        return self.app.has_class("-ascii")

    def _build(self) -> Strip:
        """The line, cut into segments exactly where Textual's compositor cuts the stock Footer's
        (at every key widget's edges, even hidden ones), so that it looks the same to the cell
        and to the segment."""
        width = self.size.width
        cache_key = (self._keys, self._hover, width, self._ascii())
        if self._strip is not None and self._strip[0] == cache_key:
            return self._strip[1]
        gap = Style(bgcolor=self.rich_style.bgcolor)
        # (x from, strip, index in keys): the left keys one column apart, the palette key last
        placed: list[tuple[int, Strip, int]] = []
        x = 0
        palette: tuple[int, Strip] | None = None
        shown, palette_words = self.fitting(width)
        for index, (slot, enabled) in enumerate(self._keys):
            if index not in shown:
                continue
            base, key_style, description_style = self._styles(index == self._hover, enabled)
            parts = [Segment(slot.display, key_style)]
            if slot.description and (palette_words or not slot.palette):
                parts.append(Segment(" " + slot.description, description_style))
            if slot.palette:  # docked right, behind a rule, a one-column margin after it
                rule = [] if self._ascii() else [Segment(
                    BORDER_CHARS["vkey"][1][0],
                    Style(color=self.get_component_rich_style("keys-line--rule").color,
                          bgcolor=base.bgcolor))]
                palette = (index, Strip(rule + parts))
                continue
            strip = Strip(parts)
            placed.append((x, strip, index))
            x += strip.cell_length + 1
        if palette is not None:  # (its margin where there is room for it: ``fitting``)
            index, strip = palette
            margin = 1 if x + strip.cell_length < width else 0
            placed.append((width - margin - strip.cell_length, strip, index))
        cuts = {0, width}
        for start, strip, _index in placed:
            cuts.update(edge for edge in (start, start + strip.cell_length) if 0 < edge < width)
        edges = sorted(cuts)
        segments: list[Segment] = []
        spans: list[tuple[int, int, int]] = []
        for left, right in pairwise(edges):
            top = None
            for start, strip, index in placed:  # the last placed (the palette key) is on top
                if start <= left and right <= start + strip.cell_length:
                    top = (start, strip, index)
            if top is None:
                segments.append(Segment(" " * (right - left), gap))
                continue
            start, strip, index = top
            segments += list(strip.crop(left - start, right - start))
            spans.append((left, right, index))
        line = Strip(segments, width)
        self._spans = spans
        self._strip = (cache_key, line)
        return line

    def fitting(self, width: int) -> tuple[set[int], bool]:
        """Which keys (indexes) are drawn at ``width``, and whether the palette key keeps its
        word. A key is never cut: when they do not all fit, the screen's spare keys go first
        (``FOOTER_SPARE``: they still work, and its help lists them), from the right; then the
        palette key goes, word and all (Ctrl+P still works, and help names it: a bare ``^p``
        without its word read as cut off, to two play-testers, ux24 and ux25 #13), then whole
        keys go from the right, the leave key (q) and the help key last (help lists every key).
        The palette key is thus always drawn with its word."""
        def cells(slot: _Slot, words: bool = True) -> int:
            text = slot.display + (" " + slot.description if slot.description and words else "")
            return cell_len(text)

        keys = [slot for slot, _enabled in self._keys]
        left = [i for i, slot in enumerate(keys) if not slot.palette]
        palettes = [i for i, slot in enumerate(keys) if slot.palette]
        rule = 0 if self._ascii() else 1

        def needed(chosen: list[int], palette: int | None = None, words: bool = True) -> int:
            """The cells ``chosen`` take, each with the gap after it, and the palette key's
            behind its rule — without the margin after it, the first thing to go: a footer
            one column short lost "t Chat" for it at 80 columns in ASCII (tmux64 #9)."""
            total = sum(cells(keys[i]) + 1 for i in chosen)
            if palette is not None:
                total += rule + cells(keys[palette], words)
            return total

        kept = list(left)
        if palettes:
            if needed(kept, palettes[0]) <= width:
                return {*kept, palettes[0]}, True
            gone: list[int] = []
            for i in reversed(left):
                if keys[i].spare:
                    kept.remove(i)
                    gone.append(i)
                    if needed(kept, palettes[0]) <= width:
                        # (a spare key that went before a longer one had to, back where it
                        # fits: "t Chat" stays beside "r Ready" when "h Think time" goes)
                        for j in sorted(gone[:-1]):
                            if needed([*kept, j], palettes[0]) <= width:
                                kept.append(j)
                        return {*kept, palettes[0]}, True
        # (no palette key, or it went: the spare keys stay when the others leave them room)
        kept = [i for i in left if not keys[i].spare] if needed(left) > width else left
        chosen = list(kept)
        while chosen and needed(chosen) > width:
            # (help, then leaving, go last: at 60 columns "q Leave" went first, power37 #10)
            droppable = [i for i in chosen if keys[i].action not in LAST_TO_GO] \
                or [i for i in chosen if keys[i].action != "help"] or chosen
            chosen.remove(droppable[-1])
        return set(chosen), False

    def render_line(self, y: int) -> Strip:
        if y != 0:
            return Strip.blank(self.size.width, Style(bgcolor=self.rich_style.bgcolor))
        return self._build()

    def key_at(self, x: int) -> int | None:
        """The index (in :attr:`keys`) of the key drawn at column ``x``, if any."""
        self._build()
        for start, end, index in self._spans:
            if start <= x < end:
                return index
        return None

    def on_mouse_move(self, event: events.MouseMove) -> None:
        index = self.key_at(event.x)
        if index != self._hover:
            self._hover = index
            self.tooltip = self._keys[index][0].tooltip or None if index is not None else None
            self.refresh()

    def on_leave(self, _event: events.Leave) -> None:
        if self._hover is not None:
            self._hover = None
            self.refresh()

    def on_mouse_down(self, event: events.MouseDown) -> None:
        index = self.key_at(event.x)
        if index is None:
            return
        slot, enabled = self._keys[index]
        if enabled:
            self.app.simulate_key(slot.key)
        else:
            self.app.bell()


def _listed(lists: Any, action: str) -> bool:
    """``lists(name, parameters)`` for a binding's ``action`` ("choose('b')"), as Textual
    parses it; listed when it cannot be parsed or asked."""
    from textual.actions import parse

    try:
        _target, name, parameters = parse(action)
        return bool(lists(name, parameters))
    except Exception:
        return True


class KeysFooter(Widget, can_focus=False, can_focus_children=False):
    """The compact Footer, its keys drawn as one line (see the module docstring).

    A plain widget docked at the bottom, one line high, in the Footer's colours (not a
    subclass of Textual's ``Footer``, a scrollable container whose import alone costs a start
    of ``unotui play`` ~10 M instructions): it lists the keys the stock compact Footer lists,
    in its order, each binding shown on its own (``Binding.group`` is not drawn as a group; no
    screen of this app groups keys). It updates when the screen's bindings change (the
    screen's ``bindings_updated_signal``, as the stock Footer does). ``compact`` is accepted
    for the stock Footer's signature; the keys are always drawn compact."""

    ALLOW_SELECT = False
    DEFAULT_CSS = """
    KeysFooter {
        dock: bottom;
        height: 1;
        color: $footer-foreground;
        background: $footer-background;
    }
    """

    def __init__(self, *, compact: bool = True, show_command_palette: bool = True,
                 name: str | None = None, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.compact = compact
        self.show_command_palette = show_command_palette
        #: the screen's bindings are known (its first ``bindings_updated_signal``)
        self._bindings_ready = False

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)
        self.app.screen_change_signal.subscribe(self, self.screen_changed)
        self.watch(self.app, "app_focus", self.focus_changed, init=False)

    def focus_changed(self, focused: bool) -> None:
        """The terminal gave the app its focus again (or a key came, which says so): the keys
        are drawn again, as the focused widget's bindings come back with it (newbie51 #1;
        newbie47 #1, newbie48 #4)."""
        if focused and self.is_attached and self._bindings_ready:
            self.bindings_changed(self.screen)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)
        self.app.screen_change_signal.unsubscribe(self)

    def screen_changed(self, _top: Screen[Any]) -> None:
        """A dialog opened over this footer's screen, or closed: its keys are drawn again, as
        they act now (:meth:`_wanted`)."""
        if self.is_attached and self._bindings_ready:
            self.bindings_changed(self.screen)

    def behind(self) -> bool:
        """Is another screen (a dialog) on top of this footer's? Its screen's keys do not act
        then, only the app's own (tmux35 #9: behind "Leave the match?" the table's footer
        listed d, u, c… as if they did)."""
        return self.is_attached and self.app.screen is not self.screen

    def _dialog_keys(self) -> dict[str, tuple[Any, str]]:
        """Behind a dialog: the dialog's own keys that it lists and that act now, by key
        (``binding, tooltip``), in its order (not the app's: those are the footer's own); a
        second key for the same words is left out ("n No", not "esc No" too)."""
        app = self.app
        keys: dict[str, tuple[Any, str]] = {}
        said: set[str] = set()
        top = app.screen
        if not isinstance(top, ModalScreen):
            return keys  # (a whole screen over this one hides this footer: a new table's,
            # asked before its widgets were there, raised)
        try:
            active = top.active_bindings
        except Exception:  # (a check_action asking widgets not there yet)
            return keys
        lists = getattr(top, "footer_lists", None)  # (a box may keep an enabled key unlisted)
        for node, binding, enabled, tooltip in active.values():
            if callable(lists) and not _listed(lists, binding.action):
                continue
            if binding.show and enabled and node is not app and binding.description not in said:
                said.add(binding.description)
                keys.setdefault(binding.key, (binding, tooltip))
        return keys

    def _wanted(self) -> Keys:
        """The keys the stock compact Footer would show now, in its order, with their enabled
        state (the command palette's key last).

        Behind a dialog only the keys that act are listed (newbie57 #4: behind the challenge
        question "d Draw" and "x Challenge" were drawn dimmed, as dead keys, though the
        question answers both): the table's keys the dialog passes on (``forwards``), the
        dialog's own keys in the words of the dialog ("d Take the cards"; in the place of the
        table's key of that name, so that those keep their places), then its other keys
        ("esc Later"). The table's keys that do nothing behind it are left out rather than
        dimmed: the footer is one line widget, so leaving them out repaints that line and
        lays nothing out, and the keys move only as the dialog opens and closes."""
        active = self.screen.active_bindings
        app = self.app
        spare = getattr(self.screen, "FOOTER_SPARE", frozenset())
        behind = self.behind()
        # (a dialog that passes some of the table's keys on: those still act, ssh36 #6)
        forwards = getattr(app.screen, "forwards", None) if behind else None
        dialog = self._dialog_keys() if behind else {}
        per_action: dict[str, tuple[Any, bool, str]] = {}
        if dialog:  # (the dialog's keys that take no table key's place come first, but its
            # Escape: the colour box's r, y, g, b were listed after "q Leave", newbie58 #3)
            shown = {b.key for _n, b, _e, _t in active.values() if b.show}
            for key, (binding, tooltip) in list(dialog.items()):
                if key not in shown and key != "escape":
                    per_action.setdefault(binding.action, (binding, True, tooltip))
                    del dialog[key]
        for node, binding, enabled, tooltip in active.values():
            if not binding.show or binding.action in per_action:
                continue
            passed = callable(forwards) and forwards(binding.action)
            if behind and node is not app and not passed:
                if binding.key not in dialog:
                    continue  # (does nothing behind the dialog: not listed)
                binding, tooltip = dialog.pop(binding.key)  # (the dialog's, in its place)
                enabled = True
            per_action.setdefault(binding.action, (binding, enabled, tooltip))
        for binding, tooltip in dialog.values():
            per_action.setdefault(binding.action, (binding, True, tooltip))
        wanted = [(_Slot(False, b.key, app.get_key_display(b), b.description, b.action, tip,
                         b.action in spare), enabled) for b, enabled, tip in per_action.values()]
        if self.show_command_palette and app.ENABLE_COMMAND_PALETTE:
            found = active.get(app.COMMAND_PALETTE_BINDING)
            if found is not None:
                _node, b, enabled, _tip = found
                wanted.append((_Slot(True, b.key, app.get_key_display(b), b.description, b.action,
                                     b.tooltip or b.description), enabled))
        return tuple(wanted)

    def render(self) -> str:
        """Nothing of its own (its keys are its :class:`KeysLine`): a bare widget draws its
        class name, and before its keys came that was the footer's line."""
        return ""

    def _line(self) -> KeysLine | None:
        children = self.children
        if len(children) == 1 and isinstance(children[0], KeysLine):
            return children[0]
        return None

    def compose(self) -> ComposeResult:
        if self._bindings_ready:
            yield KeysLine(self._wanted())

    def bindings_changed(self, screen: Screen[Any]) -> None:
        self._bindings_ready = True
        if not (self.is_attached and screen is self.screen):
            return
        line = self._line()
        # (drawn with or without the terminal's focus: an app in a pane tmux did not focus kept
        # the keys of before its first turn, "⏎ Play d Draw" missing until a key came,
        # newbie55 #2 — Textual's footer waits for the focus; the keys here are the screen's,
        # the same with it or without)
        if line is not None:
            line.set_keys(self._wanted())
        elif not self.children:  # the first keys: there before the screen's next frame
            self.mount(KeysLine(self._wanted()))
