"""A Footer that shows, hides and dims its keys in place instead of rebuilding itself.

Textual's :class:`~textual.widgets.Footer` recomposes (removes and mounts every key widget, then
lays the screen out again) whenever a screen refreshes its bindings; the table screen does so
after each view it shows, so that cost landed on every move. :class:`KeysFooter` looks exactly
the same (the same ``FooterKey`` widgets, in the same order, with the same classes) but keeps one
key widget per key the screen's bindings could show (the hidden ones not displayed): a binding
refresh only toggles which keys are displayed and which are dimmed. It rebuilds itself only when
a key it has no widget for appears (e.g. the focus moved to a widget with its own bindings).
Grouped bindings (``Binding.group``) are left to the stock Footer.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any, NamedTuple

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


class _Slot(NamedTuple):
    """What identifies one key widget of the footer (all that decides its look but the dimming)."""

    palette: bool
    key: str
    display: str
    description: str
    action: str
    tooltip: str


class KeysFooter(Footer):
    """The Footer, updated in place (see the module docstring); shows what the stock one shows."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._slots: list[_Slot] | None = None
        self._widgets: list[FooterKey] = []

    def _wanted(self) -> list[tuple[_Slot, bool]] | None:
        """The keys the stock Footer would show now, in its order, with their enabled state;
        ``None`` when it would group some (then this footer behaves as the stock one)."""
        active = self.screen.active_bindings
        app = self.app
        per_action: dict[str, tuple[Any, bool, str]] = {}
        groups: defaultdict[str, int] = defaultdict(int)
        for _node, binding, enabled, tooltip in active.values():
            if not binding.show:
                continue
            if binding.group is not None:
                return None
            groups[binding.action] += 1
            per_action.setdefault(binding.action, (binding, enabled, tooltip))
        wanted = [(_Slot(False, b.key, app.get_key_display(b), b.description, b.action, tip),
                   enabled) for b, enabled, tip in per_action.values()]
        if self.show_command_palette and app.ENABLE_COMMAND_PALETTE:
            found = active.get(app.COMMAND_PALETTE_BINDING)
            if found is not None:
                _node, b, enabled, _tip = found
                wanted.append((_Slot(True, b.key, app.get_key_display(b), b.description, b.action,
                                     b.tooltip or b.description), enabled))
        return wanted

    def _possible(self) -> list[_Slot]:
        """Every key the screen's bindings could show, whatever ``check_action`` says now (so a
        new view only shows or hides keys); in the stock Footer's order."""
        app = self.app
        seen: set[str] = set()
        per_action: dict[str, Any] = {}
        for _namespace, bindings in self.screen._modal_binding_chain:
            for key, binding in bindings:
                if binding.show and binding.group is None and key not in seen:
                    seen.add(key)
                    per_action.setdefault(binding.action, binding)
        return [_Slot(False, b.key, app.get_key_display(b), b.description, b.action, b.tooltip)
                for b in per_action.values()]

    @staticmethod
    def _merge(old: list[_Slot], new: list[_Slot]) -> list[_Slot]:
        """Both lists in one, each keeping its order (they come from the same binding chain)."""
        out: list[_Slot] = []
        i = j = 0
        while i < len(old) and j < len(new):
            if old[i] == new[j]:
                out.append(old[i])
                i, j = i + 1, j + 1
            elif old[i] not in new[j:]:
                out.append(old[i])
                i += 1
            else:
                out.append(new[j])
                j += 1
        out += [s for s in old[i:] + new[j:] if s not in out]
        palette = [s for s in out if s.palette]
        return [s for s in out if not s.palette] + palette

    def compose(self) -> ComposeResult:
        if not self._bindings_ready:
            return
        wanted = self._wanted()
        if wanted is None:
            self._slots, self._widgets = None, []
            yield from super().compose()
            return
        shown = dict(wanted)
        possible = self._merge(self._slots or [], self._possible())
        slots = self._merge(possible, [slot for slot, _e in wanted])
        self.styles.grid_size_columns = sum(1 for slot, _e in wanted if not slot.palette)
        widgets: list[FooterKey] = []
        for slot in slots:
            disabled = not shown.get(slot, True)
            if slot.palette:
                key = FooterKey(slot.key, slot.display, slot.description, slot.action,
                                classes="-command-palette", disabled=disabled,
                                tooltip=slot.tooltip)
            else:
                key = FooterKey(slot.key, slot.display, slot.description, slot.action,
                                disabled=disabled, tooltip=slot.tooltip
                                ).data_bind(compact=Footer.compact)
            key.display = slot in shown
            widgets.append(key)
            yield key
        self._slots, self._widgets = slots, widgets

    def _update_in_place(self) -> bool:
        """Show the wanted keys with the widgets already there; ``False`` when it cannot."""
        if self._slots is None or len(self._widgets) != len(self._slots):
            return False
        wanted = self._wanted()
        if wanted is None:
            return False
        shown = dict(wanted)
        position = {slot: i for i, slot in enumerate(self._slots)}
        indices = [position.get(slot, -1) for slot, _enabled in wanted]
        if -1 in indices or indices != sorted(indices):
            return False
        self.styles.grid_size_columns = sum(1 for slot, _e in wanted if not slot.palette)
        for slot, key in zip(self._slots, self._widgets, strict=True):
            visible = slot in shown
            if visible:
                disabled = not shown[slot]
                if key._disabled != disabled:
                    key._disabled = disabled
                    key.set_class(disabled, "-disabled")
            if key.display != visible:
                key.display = visible
        return True

    def bindings_changed(self, screen: Screen[Any]) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen and not self._update_in_place():
            self.call_after_refresh(self.recompose)
