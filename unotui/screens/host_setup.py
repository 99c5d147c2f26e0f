"""Host setup: the table's name, seats, bots and each one's level, the rules and a password; then the lobby.

:class:`RulesForm` is the rule book as a form — a preset to start from and every option of
:data:`core.rules.OPTIONS` with its one-line explanation — shared with the settings screen
(default rules). Choosing a preset resets every option to that preset; changing an option keeps
the preset's name and remembers the difference. A combination the engine refuses (e.g. jump-in
stacking without jump-in) is reported under the form, in the words of :class:`core.rules.RulesError`,
and the table cannot be opened until it is fixed.

Keys: Tab / Shift+Tab move between fields, Enter opens a list or ticks a box, Ctrl+O opens the
table (also the button at the bottom), Escape goes back to the menu.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Footer, Input, Label, Static

from ..i18n import N_, _, translate_bindings

#: Short titles of the rules options (the explanation is ``OPTIONS[name].help``).
TITLES: dict[str, str] = {
    "hand_size": "Hand size",
    "scoring": "Scoring",
    "target_score": "Target score",
    "teams": "Teams",
    "players": "Players required",
    "first_dealer_symbols": "Dealer draw symbols",
    "reverse_start": "Reverse turned up first",
    "two_player_rules": "Two-player rules",
    "wd4_challenge": "Wild Draw Four challenge",
    "wd4_anytime": "Wild Draw Four anytime",
    "draw_when_playable": "Draw when playable",
    "draw_until_playable": "Draw until playable",
    "force_play": "Force play",
    "uno_penalty": "UNO penalty",
    "false_uno_penalty": "False UNO penalty",
    "false_catch_penalty": "False catch penalty",
    "uno_penalty_per_catcher": "Penalty per catcher",
    "stacking": "Stacking",
    "jump_in": "Jump-in",
    "jump_in_stacks": "Jump-in stacks",
    "jump_in_colored_only": "Jump-in coloured only",
    "multi_play": "Multi-play",
    "seven_o": "Seven-O",
    "wild_powers": "Wild powers",
    "death_number": "Death number",
    "judgement_day": "Judgement day",
    "misplay_penalty": "Misplay penalty",
}

#: One line per bot level, weakest first (the levels of :data:`net.botpool.LEVELS`).
BOT_LEVELS: dict[str, str] = {
    "easy": N_("easy: a beginner, beatable by anyone"),
    "normal": N_("normal: a good, careful player"),
    "hard": N_("hard: counts cards and thinks ahead"),
}
#: The short names of the levels, as shown after a bot's name ("Ana · hard").
LEVEL_NAMES: dict[str, str] = {
    "easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard"),
    "basic": N_("basic"), "random": N_("random"),
}
#: How long a hard bot may think over a move, in seconds (the host setup's choices, with the
#: bots' default among them: :func:`think_choices`).
THINK_CHOICES: tuple[float, ...] = (0.25, 0.5, 1.0, 2.0, 5.0)
#: Bots a table can open with (up to 10 seats, one of them the host's).
MAX_BOTS = 9


def level_name(kind: object) -> str:
    """A bot level's short name in the active language (an unknown one as it came)."""
    text = str(kind or "normal")
    return _(LEVEL_NAMES[text]) if text in LEVEL_NAMES else text


def bot_level_options() -> list[tuple[str, str]]:
    """The bot levels as ``(label, kind)`` choices."""
    return [(_(text), kind) for kind, text in BOT_LEVELS.items()]


def think_choices() -> tuple[float, ...]:
    """The thinking times offered, shortest first: :data:`THINK_CHOICES` and the default."""
    from net.botpool import DEFAULT_THINK

    return tuple(sorted({*THINK_CHOICES, DEFAULT_THINK}))


def think_options() -> list[tuple[str, float]]:
    """The thinking times as ``(label, seconds)`` choices; the default is marked."""
    from net.botpool import DEFAULT_THINK

    return [(_("{n} s (default)", n=f"{t:g}") if t == DEFAULT_THINK else _("{n} s", n=f"{t:g}"), t)
            for t in think_choices()]


def option_title(name: str) -> str:
    return _(TITLES.get(name, name.replace("_", " ").capitalize()))


def value_text(value: Any) -> str:
    if isinstance(value, bool):
        return _("on") if value else _("off")
    return str(value)


def rules_lines(rules: Any, preset_name: str | None = None) -> list[str]:
    """The rules in a few lines: the preset and every option that differs from it (official when
    ``preset_name`` is None)."""
    from core.rules import preset

    base = preset(preset_name) if preset_name else None
    diffs = rules.differences(base)
    official = preset_name in (None, "official")
    head = _("Official rules") if official else _("Preset: {name}", name=preset_name)
    if not diffs:
        return [head]
    return [head + " " + _("with:")] + [f"  {option_title(k)}: {value_text(v)}"
                                        for k, v in diffs.items()]


class Choice(Widget, can_focus=True):
    """One value out of a few, changed in place: ←/→ (h/l) step through the values, Enter or
    Space takes the next one, a click too. A light stand-in for a drop-down: one widget, one line.
    Posts :class:`Choice.Changed`."""

    DEFAULT_CSS = """
    Choice { width: 1fr; max-width: 40; height: 1; background: $boost; }
    Choice:focus { background: $accent 40%; text-style: bold; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left,h", "step(-1)", N_("Previous"), show=False),
        Binding("right,l,enter,space", "step(1)", N_("Change"), key_display="←→"),
    ]

    class Changed(Message):
        def __init__(self, choice: Choice, value: Any) -> None:
            super().__init__()
            self.choice = choice
            self.value = value

        @property
        def control(self) -> Choice:
            return self.choice

    def __init__(self, options: list[tuple[str, Any]], value: Any = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        translate_bindings(self)  # labels in the active language
        self.options = list(options)
        values = [v for _label, v in self.options]
        self.index = next((i for i, v in enumerate(values)
                           if v == value and type(v) is type(value)), 0)

    @property
    def value(self) -> Any:
        return self.options[self.index][1]

    @value.setter
    def value(self, new: Any) -> None:
        for i, (_label, v) in enumerate(self.options):
            if v == new and type(v) is type(new):
                if i != self.index:
                    self.index = i
                    self.refresh()
                    self.post_message(self.Changed(self, v))
                return

    def render(self) -> str:
        label = self.options[self.index][0] if self.options else ""
        ascii_only = bool(getattr(self.app, "ascii_only", False))
        left, right = ("<", ">") if ascii_only else ("‹", "›")
        return f"{left} {label} {right}"

    def action_step(self, step: int) -> None:
        if self.options:
            self.value = self.options[(self.index + step) % len(self.options)][1]

    def on_click(self) -> None:
        self.focus()
        self.action_step(1)


class RulesForm(Vertical):
    """A preset and every rules option as a form. Posts :class:`RulesForm.Changed`."""

    DEFAULT_CSS = """
    RulesForm { height: auto; }
    RulesForm .row { height: auto; }
    RulesForm .row Label.title { width: 26; padding: 0 1 0 0; }
    RulesForm .row Choice, RulesForm .row Input { width: 1fr; max-width: 40; }
    RulesForm Checkbox.flag { width: auto; margin: 0 0 0 26; }
    RulesForm .help { color: $text-muted; padding: 0 0 0 2; margin-bottom: 1; }
    RulesForm #rules-error { color: $error; text-style: bold; height: auto; }
    """

    class Changed(Message):
        """The rules in the form changed (``rules`` is None while they are invalid)."""

        def __init__(self, form: RulesForm, rules: Any, error: str | None) -> None:
            super().__init__()
            self.form = form
            self.rules = rules
            self.error = error

        @property
        def control(self) -> RulesForm:
            return self.form

    def __init__(self, rules: Any = None, preset_name: str = "official", **kwargs: Any) -> None:
        from core.rules import PRESETS, Rules

        super().__init__(**kwargs)
        self.initial = rules if rules is not None else Rules()
        self.preset_name = preset_name if preset_name in PRESETS else "official"
        self.error: str | None = None
        self._last: Any = self.initial  #: the rules last reported (fields report on mount too)

    def compose(self) -> ComposeResult:
        from core.rules import OPTIONS, PRESET_HELP, PRESETS

        values = self.initial.to_dict()
        with Horizontal(classes="row"):
            yield Label(_("Rules preset"), classes="title")
            yield Choice([(name, name) for name in PRESETS], value=self.preset_name,
                         id="rules-preset")
        yield Static(_(PRESET_HELP[self.preset_name]), classes="help", id="preset-help",
                     markup=False)
        for name, opt in OPTIONS.items():
            value = values[name]
            if opt.choices is not None and all(isinstance(c, bool) for c in opt.choices):
                # (no row container: a tick box carries its own title; fewer widgets, faster)
                yield Checkbox(option_title(name), value=bool(value), compact=True,
                               id=f"opt-{name}", classes="flag")
            else:
                with Horizontal(classes="row"):
                    yield Label(option_title(name), classes="title")
                    if opt.choices is not None:
                        yield Choice([(str(c), c) for c in opt.choices], value=value,
                                     id=f"opt-{name}")
                    else:
                        yield Input(str(value), type="integer", compact=True, id=f"opt-{name}",
                                    placeholder=f"{opt.low}..{opt.high}")
            yield Static(_(opt.help), classes="help", markup=False)
        yield Static("", id="rules-error", markup=False)

    # --------------------------------------------------------------------- reading
    def values(self) -> dict[str, Any]:
        """The raw option values in the form (integers that do not parse are left as text)."""
        from core.rules import OPTIONS

        out: dict[str, Any] = {}
        for name in OPTIONS:
            widget = self.query_one(f"#opt-{name}")
            if isinstance(widget, (Checkbox, Choice)):
                out[name] = widget.value
            elif isinstance(widget, Input):
                text = widget.value.strip()
                try:
                    out[name] = int(text)
                except ValueError:
                    out[name] = text
        return out

    def rules(self) -> Any:
        """The rules in the form; raise :class:`core.rules.RulesError` when they are invalid."""
        from core.rules import Rules, RulesError

        try:
            return Rules.from_dict(self.values())
        except TypeError as exc:
            raise RulesError(str(exc)) from None

    def set_rules(self, rules: Any) -> None:
        """Show ``rules`` in every field (without posting a change per field)."""
        values = rules.to_dict()
        with self.prevent(Checkbox.Changed, Choice.Changed, Input.Changed):
            for name, value in values.items():
                widget = self.query_one(f"#opt-{name}")
                if isinstance(widget, Checkbox | Choice):
                    widget.value = value
                elif isinstance(widget, Input):
                    widget.value = str(value)

    def _changed(self) -> None:
        from core.rules import RulesError

        try:
            rules = self.rules()
        except RulesError as exc:
            self.error = str(exc)
            self.query_one("#rules-error", Static).update(_("These rules cannot be used: {error}",
                                                            error=str(exc)))
            self.post_message(self.Changed(self, None, self.error))
            return
        was_error, self.error = self.error, None
        self.query_one("#rules-error", Static).update("")
        if rules == self._last and not was_error:
            return
        self._last = rules
        self.post_message(self.Changed(self, rules, None))

    @on(Choice.Changed, "#rules-preset")
    def _preset_chosen(self, event: Choice.Changed) -> None:
        from core.rules import PRESET_HELP, preset

        event.stop()
        name = str(event.value)
        if name == self.preset_name:
            return
        self.preset_name = name
        self.query_one("#preset-help", Static).update(_(PRESET_HELP[name]))
        self.set_rules(preset(name))
        self._last = None  # a new preset is news even when its options are the same
        self._changed()

    @on(Choice.Changed)
    @on(Checkbox.Changed)
    @on(Input.Changed)
    def _option_changed(self, event: Message) -> None:
        control = getattr(event, "control", None)
        if control is None or not str(control.id or "").startswith("opt-"):
            return
        event.stop()
        self._changed()


@dataclass
class HostPlan:
    """What the host setup asks for; :func:`unotui.screens.lobby.host_table` opens it."""

    table_name: str
    seats: int = 4
    bots: int = 0
    bot_kind: str = "normal"  #: the level of each bot not named in ``bot_levels``
    bot_levels: tuple[str, ...] = ()  #: the level of each bot, in seat order
    think: float | None = None  #: how long a hard bot may think (None: its default)
    password: str | None = None
    rules: Any = None
    preset_name: str = "official"
    bind: str = "0.0.0.0"
    port: int = 7152
    advertise: bool = True
    seed: int | str | None = None
    bot_delay: float = 0.6
    round_pause: float = 6.0
    extra: dict[str, Any] = field(default_factory=dict)  #: more TableConfig fields (turn_timer…)

    def level_of(self, k: int) -> str:
        """The level of the ``k``-th bot (0 for the first)."""
        return self.bot_levels[k] if k < len(self.bot_levels) else self.bot_kind


class HostSetupScreen(Screen[None]):
    """The form that opens a table; then the lobby (see the module docstring)."""

    DEFAULT_CSS = """
    HostSetupScreen { layout: vertical; }
    HostSetupScreen .screen-title { width: 100%; background: $primary; color: $text;
                                    text-style: bold; padding: 0 1; }
    HostSetupScreen #form { height: 1fr; padding: 0 1; }
    HostSetupScreen .row { height: auto; }
    HostSetupScreen .row Label.title { width: 26; padding: 0 1 0 0; }
    HostSetupScreen .row Choice, HostSetupScreen .row Input { width: 1fr; max-width: 40; }
    HostSetupScreen .section { text-style: bold; color: $accent; margin: 1 0 0 0; }
    HostSetupScreen .help { color: $text-muted; padding: 0 0 0 2; }
    HostSetupScreen #open { margin: 1 0; }
    HostSetupScreen #host-status { height: 1; padding: 0 1; background: $boost; }
    HostSetupScreen #host-status.-error { background: $error 40%; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+o", "open_table", N_("Open the table")),
        Binding("escape", "back", N_("Back")),
    ]

    def __init__(self, *, bind: str = "0.0.0.0", port: int = 7152, advertise: bool = True,
                 seed: int | str | None = None, bot_delay: float = 0.6,
                 round_pause: float = 6.0, plan: HostPlan | None = None,
                 auto_open: bool = False) -> None:
        """``plan`` fills the form (``unotui host`` arguments) and, with ``auto_open``, opens
        the table at once; the other arguments are used when no plan is given."""
        super().__init__()
        translate_bindings(self)  # labels in the active language
        from .. import settings as settings_mod

        self.settings = settings_mod.load()
        if plan is None:
            plan = HostPlan(table_name="", seats=self.settings.seats,
                            bot_kind=self.settings.bot_kind, rules=self.settings.rules(),
                            preset_name=self.settings.rules_preset, bind=bind, port=port,
                            advertise=advertise, seed=seed, bot_delay=bot_delay,
                            round_pause=round_pause)
        self.initial = plan
        self.auto_open = auto_open
        self.opening = False

    def compose(self) -> ComposeResult:
        s = self.settings
        p = self.initial
        default_table = p.table_name or s.table_name or _("{name}'s table", name=s.player_name)
        yield Label(_("Host a table"), classes="screen-title")
        with VerticalScroll(id="form"):
            yield Label(_("The table"), classes="section")
            with Horizontal(classes="row"):
                yield Label(_("Table name"), classes="title")
                yield Input(default_table, max_length=40, compact=True, id="table-name")
            with Horizontal(classes="row"):
                yield Label(_("Seats"), classes="title")
                yield Choice([(str(n), n) for n in range(2, 11)], value=p.seats, id="seats")
            with Horizontal(classes="row"):
                yield Label(_("Bots"), classes="title")
                yield Choice([(str(n), n) for n in range(0, 10)], value=p.bots, id="bots")
            yield Static(_("Bots sit in the last seats; players who join take the others."),
                         classes="help", markup=False)
            yield from self.compose_bot_levels()
            with Horizontal(classes="row"):
                yield Label(_("Password"), classes="title")
                yield Input(p.password or "", password=True, max_length=64, compact=True,
                            id="password", placeholder=_("none"))
            yield Static(_("Leave empty for a table anyone on the network may join."),
                         classes="help", markup=False)
            with Horizontal(classes="row"):
                yield Label(_("Port"), classes="title")
                yield Input(str(p.port), type="integer", compact=True, id="port")
            yield Label(_("The rules"), classes="section")
            yield RulesForm(p.rules, p.preset_name, id="rules-form")
            yield Button(_("Open the table (Ctrl+O)"), variant="primary", id="open", compact=True)
        yield Static(_("Fill in the table, then open it with Ctrl+O."), id="host-status",
                     markup=False)
        yield Footer(compact=True)

    def compose_bot_levels(self) -> ComposeResult:
        """One level per bot (only the rows of the bots there are show), and the thinking time."""
        from net.botpool import DEFAULT_THINK

        p = self.initial
        for k in range(MAX_BOTS):
            with Horizontal(classes="row bot-level", id=f"bot-row-{k}") as row:
                row.display = k < p.bots
                yield Label(_("Bot {n} level", n=k + 1), classes="title")
                yield Choice(bot_level_options(), value=p.level_of(k), id=f"bot-level-{k}")
        with Horizontal(classes="row"):
            yield Label(_("Thinking time"), classes="title")
            options = think_options()
            if p.think is not None and p.think not in think_choices():  # e.g. --think 0.8
                options = sorted([*options, (_("{n} s", n=f"{p.think:g}"), p.think)],
                                 key=lambda o: o[1])
            yield Choice(options, value=p.think if p.think is not None else DEFAULT_THINK,
                         id="think")
        yield Static(_("How long a hard bot may think over a move. In the lobby, b adds a bot of "
                       "the level you pick and k removes one."), classes="help", markup=False)

    @on(Choice.Changed, "#bots")
    def _bots_changed(self, event: Choice.Changed) -> None:
        for k in range(MAX_BOTS):
            self.query_one(f"#bot-row-{k}").display = k < int(event.value)

    def on_mount(self) -> None:
        self.query_one("#table-name", Input).focus()
        if self.auto_open:
            self.call_after_refresh(self.action_open_table)

    def say(self, text: str, error: bool = False) -> None:
        status = self.query_one("#host-status", Static)
        status.update(text)
        status.set_class(error, "-error")

    @on(RulesForm.Changed)
    def _rules_changed(self, event: RulesForm.Changed) -> None:
        if event.error:
            self.say(_("These rules cannot be used: {error}", error=event.error), error=True)
        else:
            lines = rules_lines(event.rules, event.form.preset_name)
            summary = " ".join([lines[0], ", ".join(line.strip() for line in lines[1:])])
            self.say(_("Rules: {summary}", summary=summary.strip()))

    @on(Button.Pressed, "#open")
    def _open_pressed(self) -> None:
        self.action_open_table()

    def plan(self) -> HostPlan:
        """The table described by the form; ``ValueError`` with a player-facing reason."""
        from core.rules import RulesError

        name = " ".join(self.query_one("#table-name", Input).value.split())
        if not name:
            raise ValueError(_("Give the table a name."))
        seats = int(self.query_one("#seats", Choice).value)  # type: ignore[arg-type]
        bots = int(self.query_one("#bots", Choice).value)  # type: ignore[arg-type]
        if bots >= seats:
            raise ValueError(_("With {seats} seats there is room for at most {most} bots.",
                               seats=seats, most=seats - 1))
        port_text = self.query_one("#port", Input).value.strip()
        if not port_text.isdigit() or not 0 <= int(port_text) <= 65535:
            raise ValueError(_("The port must be a number from 0 to 65535 (0: any free port)."))
        form = self.query_one(RulesForm)
        try:
            rules = form.rules()
        except RulesError as exc:
            raise ValueError(_("These rules cannot be used: {error}", error=str(exc))) from None
        if rules.players and rules.players > seats:
            raise ValueError(_("These rules need {n} seats.", n=rules.players))
        password = self.query_one("#password", Input).value or None
        levels = tuple(str(self.query_one(f"#bot-level-{k}", Choice).value) for k in range(bots))
        think = float(self.query_one("#think", Choice).value)
        return replace(self.initial, table_name=name, seats=seats, bots=bots,
                       bot_kind=levels[0] if levels else self.initial.bot_kind,
                       bot_levels=levels, think=think,
                       password=password, rules=rules, preset_name=form.preset_name,
                       port=int(port_text))

    def action_open_table(self) -> None:
        if self.opening:
            return
        try:
            plan = self.plan()
        except ValueError as exc:
            self.say(str(exc), error=True)
            return
        self._remember(plan)
        self.opening = True
        self.say(_("Opening the table…"))
        self._open(plan)

    def _remember(self, plan: HostPlan) -> None:
        from .. import settings as settings_mod

        s = self.settings
        s.table_name = plan.table_name if plan.table_name != _("{name}'s table",
                                                               name=s.player_name) else ""
        s.seats, s.bot_kind = plan.seats, plan.bot_kind
        s.set_rules(plan.rules, plan.preset_name)
        try:
            settings_mod.save(s)
        except settings_mod.SettingsError as exc:
            self.app.notify(str(exc), severity="warning")

    @work(exclusive=True, group="host-open")
    async def _open(self, plan: HostPlan) -> None:
        from .lobby import HostingError, LobbyScreen, host_table

        try:
            session = await host_table(plan, self.settings.player_name)
        except HostingError as exc:
            self.opening = False
            self.say(str(exc), error=True)
            return
        except Exception as exc:  # never a traceback: say what went wrong and stay here
            self.opening = False
            self.say(_("The table could not be opened: {error}",
                       error=str(exc) or type(exc).__name__), error=True)
            return
        self.opening = False
        await self.app.push_screen(LobbyScreen(session))

    def action_back(self) -> None:
        self.app.pop_screen()
