"""Rules & settings: your name, the theme, the language, the bots you play against and the default
rules (the rule book as a form, shared with host setup). Every change is saved at once
(:mod:`unotui.settings`); the theme and the language change live (a new language redraws this
screen and the menu under it, key labels included).

Keys: ↑/↓ (or Tab / Shift+Tab) between fields, ←/→ change a choice, Enter or space change a choice
or tick a box (a box reads ``[x]`` ticked, ``[ ]`` not), Escape (or q outside the name) goes back,
``?`` shows these keys.

The screen opens on the first choice (the theme), not in the name field: a key pressed as it
opens (``q``, ``?``, the next letter of the menu) must never become the player's name. The name
is one ↑ away; its text is not selected when it gets the focus, so a letter typed there adds to
the name instead of replacing it.

The name chosen here is the one the menu's Join uses next, also in an app started with
``join --name`` (an SSH door's). A visitor of the SSH front door is told what was saved, never
the host's file path.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Input, Label, Static

from ..i18n import LANGUAGES, N_, _, sentences, translate_bindings
from ..widgets.field import Field
from ..widgets.lines import help_text
from ..widgets.rules_form import (
    BOT_LEVELS,
    Choice,
    FormRow,
    RulesForm,
    option_title,
    value_label,
)

#: Themes listed first, in this order (others found in themes/ follow).
THEME_ORDER = ("classic", "high-contrast", "colorblind", "monochrome")


#: this app's own themes' names in words (the others are proper names: nord, gruvbox …)
THEME_WORDS: dict[str, str] = {"classic": N_("classic"), "high-contrast": N_("high contrast"),
                               "colorblind": N_("colour-blind"), "monochrome": N_("monochrome")}


def theme_choices(available: Iterable[str]) -> list[str]:
    """The themes a player may choose (Settings, the command palette): this app's own first,
    then Textual's (nord, gruvbox …) but its "textual-" ones."""
    names = sorted(available)
    ours = [t for t in THEME_ORDER if t in names]
    return ours + [t for t in names if t not in ours and not t.startswith("textual")]


def theme_word(name: str) -> str:
    """Theme ``name`` as Settings (and the command palette) names it, in the active language."""
    return _(THEME_WORDS[name]) if name in THEME_WORDS else name


def settings_keys() -> list[tuple[str, str]]:
    """(key, what it does) in Rules & settings, for its help, translated."""
    return [
        ("↑ ↓ / Tab", _("move between the fields (your name is the first, one ↑ up)")),
        ("← →", _("change the choice")),
        (f"{_('Enter')} / {_('Space')}", _("change the choice, or tick a box")),
        ("Esc / q", _("go back (q outside your name, where it is a letter); every change is "
                      "saved already")),
        ("?", _("this help (Escape or ? closes it)")),
        ("Ctrl+P", _("command palette: themes, keys, quit")),
    ]


class SettingsScreen(Screen[None]):
    """The player's settings (see the module docstring)."""

    DEFAULT_CSS = """
    SettingsScreen { layout: vertical; }
    SettingsScreen .screen-title { width: 100%; background: $primary; color: $text;
                                   text-style: bold; padding: 0 1; }
    SettingsScreen #settings-form { height: 1fr; padding: 0 1; }
    SettingsScreen .row { height: auto; }
    SettingsScreen .row Label.title { width: 26; padding: 0 1 0 0; }
    SettingsScreen .row.-current Label.title { text-style: bold reverse; }
    SettingsScreen .row Choice, SettingsScreen .row Input { width: 1fr; max-width: 40; }
    SettingsScreen .section { text-style: bold; color: $accent; margin: 1 0 0 0; }
    SettingsScreen .help { color: $text-muted; padding: 0 0 0 2; }
    /* (wrapped, as the host form's: "These rules cannot be used: … They were not kept." lost
       its "kept." at 80 columns, newbie66 #6) */
    SettingsScreen #settings-status { height: auto; max-height: 3; padding: 0 1;
                                      background: $boost; }
    SettingsScreen #settings-status.-error { background: $error 40%; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        # (priority: the scrolling form would otherwise take ↑/↓ to scroll)
        Binding("down", "app.focus_next", N_("Move"), key_display="↑↓", priority=True),
        Binding("up", "app.focus_previous", N_("Move"), show=False, priority=True),
        Binding("escape", "back", N_("Back")),
        Binding("q", "back", N_("Back"), show=False),  # (typed into the name, q is a letter)
        Binding("question_mark,f1", "help", N_("Help"), key_display="?"),
    ]

    def __init__(self) -> None:
        super().__init__()
        translate_bindings(self)  # labels in the active language
        from .. import settings as settings_mod

        self.settings = settings_mod.load()
        self._status: tuple[str, bool] = ("", False)  #: the status line's words, an error?

    def theme_names(self) -> list[str]:
        return theme_choices(getattr(self.app, "available_themes", {}) or {})

    def compose(self) -> ComposeResult:
        s = self.settings
        themes = self.theme_names()
        theme = self.app.theme if self.app.theme in themes else themes[0] if themes else "classic"
        self.shown_theme = theme
        yield Label(_("Rules & settings"), classes="screen-title")
        with VerticalScroll(id="settings-form"):
            yield Label(_("You"), classes="section")
            with FormRow():
                yield Label(_("Your name"), classes="title")
                yield Field(s.name, placeholder=s.player_name, max_length=24, compact=True,
                            select_on_focus=False, id="name")
            yield help_text(_("What the others see at the table."))
            with FormRow():
                yield Label(_("Theme"), classes="title")
                yield Choice([(theme_word(t), t) for t in themes],
                             value=theme, id="theme")
            with FormRow():
                yield Label(_("Language"), classes="title")
                yield Choice([(_("from the system"), "auto"),
                              *[(label, code) for code, label in LANGUAGES.items()]],
                             value=s.language or "auto",
                             id="language")
            yield help_text(_("Every screen uses it at once, key labels too."))
            with FormRow():
                yield Label(_("Your hand"), classes="title")
                yield Choice([(_("sorted by colour, then number"), "sorted"),
                              (_("in the order dealt and drawn"), "dealt")],
                             value=s.hand_order, id="hand-order")
            yield Label(_("Playing against bots"), classes="section")
            with FormRow():
                yield Label(_("Bots"), classes="title")
                yield Choice([(str(n), n) for n in range(1, 10)], value=s.bots,
                             id="bots")
            with FormRow():
                yield Label(_("Bot level"), classes="title")
                yield Choice([(_(text), kind) for kind, text in BOT_LEVELS.items()],
                             value=s.bot_kind, id="bot-kind")
            yield Label(_("Default rules"), classes="section")
            # (a door bound to one table has no Host: its visitor opens no table, ssh71 #3)
            yield help_text(_("Used for games against bots.")
                            if getattr(self.app, "ssh_door", None) == "table" else
                            _("Used for games against bots and for your first table; a later "
                              "table starts from the rules the last one was opened with."))
            yield RulesForm(s.rules(), s.rules_preset, id="rules-form")
        # (a visitor's settings go with their SSH session: "saved" sent them looking for
        # their theme at the next connection, ssh38 #9)
        status = Static(self._status[0] or (
            _("Changes last until this SSH session ends.") if self.ssh_visitor
            else _("Changes are saved as you make them.")),
                        id="settings-status", markup=False)
        status.set_class(self._status[1], "-error")
        yield status
        yield Footer(compact=True)

    def on_key(self, event: events.Key) -> None:
        """A letter typed outside the name field says where the name is: typed on the theme
        (where the screen opens), it went nowhere without a word (newbie84 #7). A key bound
        where the focus is (a choice's h and l, this screen's q) is its binding's."""
        char = event.character
        if isinstance(self.focused, Input) or not event.is_printable or not char \
                or not char.isalnum() or event.key in self.active_bindings:
            return
        self.say(_("Letters are typed into Your name, at the top (↑ to it)."))

    def on_mount(self) -> None:
        # (not the name: a key pressed as the screen opens would replace it, and be saved)
        self.query_one("#theme", Choice).focus()
        for problem in self.settings.problems:
            self.say(problem, error=True)

    def say(self, text: str, error: bool = False) -> None:
        self._status = (text, error)  # (kept when the screen is drawn again in a new language)
        # (none while a new language's form is being put in place: a second → on Language,
        # handled in that moment, crashed the app on NoMatches; what it says is shown by the
        # new form, from ``_status``, newbie66 #1)
        for status in self.query("#settings-status").results(Static):
            status.update(text)
            status.set_class(error, "-error")
            # (a longer line takes a row or two from the form: the field being changed stays
            # in sight, newbie66 #6)
            self.call_after_refresh(self._focus_in_view)

    def _focus_in_view(self) -> None:
        focused = self.focused
        if focused is not None and focused.is_attached:
            focused.scroll_visible(animate=False)

    def language_changed(self) -> None:
        """The language just chosen here: the whole form again in it, the focus back on the
        language's field."""
        self.run_worker(self._redraw(), group="settings-language", exclusive=True)

    async def _redraw(self) -> None:
        await self.recompose()
        self.query_one("#language", Choice).focus()

    @property
    def ssh_visitor(self) -> bool:
        """This app serves a visitor of the SSH front door, to whom the door's machine's file
        paths mean nothing (and are not theirs to know): saved, without where."""
        return getattr(self.app, "ssh_door", None) is not None

    def save(self, what: str) -> None:
        from .. import settings as settings_mod

        try:
            settings_mod.save(self.settings)
        except settings_mod.SettingsError as exc:
            self.say(_("Could not save the settings.") if self.ssh_visitor else str(exc),
                     error=True)
            return
        # (short, and without the file's path: at 80 columns a path ran off the screen, and a
        # visitor of the SSH door is not to know the door machine's paths anyway)
        self.say(_("Changed {what}, for this SSH session.", what=what) if self.ssh_visitor
                 else _("Saved {what}.", what=what))

    @on(Input.Changed, "#name")
    def _name(self, event: Input.Changed) -> None:
        from .. import settings as settings_mod

        event.stop()
        name = settings_mod.clean_name(event.value)
        if name != self.settings.name:
            self.settings.name = name
            self.save(_("your name"))
            # (the menu's Join goes on under a name given with ``join --name``, as an SSH
            # door's does: the name chosen here replaces it)
            options = getattr(self.app, "join_options", None)
            if isinstance(options, dict) and "name" in options:
                options["name"] = self.settings.player_name
                # (chosen here, not given with --name: the Join screen said "You join as Eve
                # (given with --name)", review88 #3)
                options["named"] = False

    @on(Choice.Changed, "#theme")
    def _theme(self, event: Choice.Changed) -> None:
        event.stop()
        name = str(event.value)
        if name == self.shown_theme:  # (also reported when the list is first shown)
            return
        self.shown_theme = name
        if name in self.app.available_themes:
            self.app.theme = name
        self.settings.theme = name
        self.save(_("the theme"))

    @on(Choice.Changed, "#language")
    def _language(self, event: Choice.Changed) -> None:
        from ..i18n import set_language

        event.stop()
        code = None if event.value == "auto" else str(event.value)
        if code != self.settings.language:
            set_language(code)
            from ..app import LANGUAGE_NOT_SHOWN, shows_language

            if not shows_language():  # (kept for a terminal that can; English here)
                set_language("en")
                self.notify(LANGUAGE_NOT_SHOWN, severity="warning", timeout=8)
            self.settings.language = code
            self.save(_("the language"))
            changed = getattr(self.app, "language_changed", None)  # every screen redraws
            if changed is not None:
                changed()

    @on(Choice.Changed, "#bots")
    def _bots(self, event: Choice.Changed) -> None:
        event.stop()
        if event.value != self.settings.bots:
            self.settings.bots = int(event.value)  # type: ignore[arg-type]
            self.save(_("the number of bots"))

    @on(Choice.Changed, "#bot-kind")
    def _bot_kind(self, event: Choice.Changed) -> None:
        event.stop()
        if event.value != self.settings.bot_kind:
            self.settings.bot_kind = str(event.value)
            self.save(_("the bot level"))

    @on(Choice.Changed, "#hand-order")
    def _hand_order(self, event: Choice.Changed) -> None:
        event.stop()
        if event.value != self.settings.hand_order:
            self.settings.hand_order = str(event.value)
            self.save(_("the order of your hand"))

    @on(RulesForm.Changed)
    def _rules(self, event: RulesForm.Changed) -> None:
        event.stop()
        if event.rules is None:
            # (said as not kept: Escape leaves with the saved rules, not the ones typed)
            if event.option is not None:
                kept = self.settings.rules().to_dict().get(event.option)
                self.say(_("{error} Not kept: it stays {value}.", error=event.error or "",
                           value=kept), error=True)
            else:
                # (the form goes back to the rules kept: a box shown ticked after a refusal
                # was neither saved nor said, and the next ticks were shown and lost too,
                # newbie66 #7)
                kept = self.settings.rules()
                shown = event.form.values()
                back = [name for name, value in kept.to_dict().items()
                        if shown.get(name) != value]
                event.form.show(kept, self.settings.rules_preset)
                text = _("These rules cannot be used: {error} They were not kept.",
                         error=event.error or "")
                if len(back) == 1:
                    text = sentences(text, _("{option} is back to {value}.",
                                             option=option_title(back[0]),
                                             value=value_label(kept.to_dict()[back[0]])))
                self.say(text, error=True)
            return
        self.settings.set_rules(event.rules, event.form.preset_name)
        self.save(_("the default rules"))
        if event.note and not self._status[1]:  # (a refused number put back: the news)
            self.say(event.note)

    def action_back(self) -> None:
        self.app.pop_screen()

    def action_help(self) -> None:
        """``?``: this screen's keys, and the default rules as the form has them."""
        rules = self.settings.rules().differences()
        show = getattr(self.app, "show_help", None)  # (the app opens the help screen)
        if show is not None:
            show({"rules": rules}, bool(getattr(self.app, "ascii_only", False)),
                 keys=settings_keys())
