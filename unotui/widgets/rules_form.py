"""The rule book as a form, shared by the host setup, the lobby's rules dialog and the settings.

:class:`RulesForm`: a preset to start from and every option of :data:`core.rules.OPTIONS` with
its one-line explanation. Choosing a preset resets every option to that preset; changing an
option keeps the preset's name and remembers the difference. :class:`Choice` is its one-line
choice field, :func:`rules_lines` the rules in a few lines of words, :data:`BOT_LEVELS` the bot
levels offered. (Moved out of ``screens/host_setup.py`` so that no screen imports another.)
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.cells import cell_len
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Checkbox, Input, Label, Static

from ..i18n import N_, _, colon, listing, ngettext, sentences, spaced, translate_bindings
from .field import Field
from .fit import ELLIPSIS, fit_plain
from .lines import Wrapped, help_text
from .tickbox import TickBox

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
#: How long a hard bot may think over a move, in seconds (the host setup's choices, with the
#: bots' default among them: :func:`think_choices`).
THINK_CHOICES: tuple[float, ...] = (0.25, 0.5, 1.0, 2.0, 5.0)
#: Bots a table can open with (up to 10 seats, one of them the host's).
MAX_BOTS = 9


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

    return [(_("up to {n} s (default)", n=f"{t:g}") if t == DEFAULT_THINK
             else _("up to {n} s", n=f"{t:g}"), t) for t in think_choices()]


#: What a player reads for a rules option's value (and a preset's name) in place of the
#: identifier the rule book and the wire use ("same_value", "other_side").
VALUE_WORDS: dict[str, str] = {
    "standard": N_("standard"), "penalty": N_("penalty"), "elimination": N_("elimination"),
    "challenge": N_("Challenge UNO"), "single": N_("single round"),
    "pairs": N_("pairs"), "triples": N_("triples"),
    "zero": N_("count as zero"), "redraw": N_("draw again"),
    "dealer": N_("dealer"), "other_side": N_("other side"),
    "draw2": N_("Draw Two on Draw Two"), "same_type": N_("same type (Progressive UNO)"),
    "progressive": N_("same type, and a Four on a Two"), "any": N_("any draw card"),
    "identical": N_("identical"), "same_value": N_("same value"),
    "off": N_("off"),
}
#: A rules option's explanation in a player's words, where the rule book's
#: (``OPTIONS[name].help``, also what ``unotui rules`` prints for a rules file) names the values
#: by their identifiers ("other_side", "same_value"); :func:`option_help`.
HELP_WORDS: dict[str, str] = {
    # (each mode said: only standard was, whichever was chosen, newbie70 #4)
    "scoring": N_("How a match is scored: standard (the winner scores the points left in the "
                  "other hands; the first to the target wins), penalty (each scores the points "
                  "left in their own hand; at the target the lowest score wins), elimination "
                  "(one round: who goes out leaves it; the last holding cards loses), Challenge "
                  "UNO (reaching the target puts a player out; the last one left wins) or single "
                  "round (one round only)."),
    "first_dealer_symbols": N_("When drawing for dealer, a card with a symbol counts as zero "
                               "or cannot win (draw again)."),
    "reverse_start": N_("A Reverse turned up first: the dealer plays first (2008 sheet) or the "
                        "player on the dealer's other side does (2001 sheet)."),
    "stacking": N_("Pass a draw penalty on by playing a draw card: off; Draw Two on Draw Two; "
                   "same type (also Four on Four: Mattel's Progressive UNO); same type, and a "
                   "Four on a Two (a Two never on a Four); any draw card (also a Two on a Four)."),
    "multi_play": N_("Play several cards at once: off, identical or same value."),
    "false_uno_penalty": N_("Cards drawn for calling UNO when the play will not leave one card "
                            "(or, under multi-play, cards all playable together)."),
    # ("another player's date" was never explained, newbie91 #8)
    "judgement_day": N_("At the start each player names a date (such as 12-25); number cards "
                        "spelling the digits of another player's date may be thrown out "
                        "together, naming a colour (all four colours thrown win the round)."),
}


def option_help(name: str) -> str:
    """What rules option ``name`` does, in the active language and in words (no identifier)."""
    from core.rules import OPTIONS

    return _(HELP_WORDS.get(name) or OPTIONS[name].help)


#: The presets' names as a player reads them (``--rules`` takes the identifiers).
PRESET_WORDS: dict[str, str] = {
    "official": N_("official"), "house": N_("house"),
    "chinese-party": N_("Chinese party"), "two-player": N_("two players"),
}


def value_label(value: Any) -> str:
    """A rules option's value in words (:data:`VALUE_WORDS`), translated."""
    if isinstance(value, bool):
        return _("on") if value else _("off")
    if isinstance(value, str) and value in VALUE_WORDS:
        return _(VALUE_WORDS[value])
    return str(value)


def preset_label(name: str) -> str:
    return _(PRESET_WORDS[name]) if name in PRESET_WORDS else name


def option_title(name: str) -> str:
    return _(TITLES.get(name, name.replace("_", " ").capitalize()))


def rules_problem(exc: Exception, values: dict[str, Any]) -> str:
    """A rules error of the engine (``core.rules.RulesError``, in the words of a rules file) in
    a player's words, for the combinations a form can make (its ``clash``, the form's
    ``values``): "rules option 'teams' cannot be combined with scoring = \"challenge\"" was
    shown as it was (newbie44 #8). Others as the engine says them."""
    clash = tuple(getattr(exc, "clash", ()))
    if clash == ("teams", "scoring"):
        return _("Teams do not play Challenge UNO scoring: turn one of them off.")
    if len(clash) == 2 and clash[1] == "jump_in":
        return _("{option} needs Jump-in on.", option=option_title(clash[0]))
    if clash == ("players", "teams"):
        from core.rules import TEAM_SIZE

        size = TEAM_SIZE.get(str(values.get("teams")), 1)
        return _("{n} players cannot be split into teams of {size}: choose a multiple of "
                 "{size}, at least {least}.", n=values.get("players"), size=size,
                 least=2 * size)
    return str(exc)


def value_text(value: Any) -> str:
    return value_label(value)


def rules_lines(rules: Any, preset_name: str | None = None) -> list[str]:
    """The rules in a few lines: the preset and every option that differs from it (official when
    ``preset_name`` is None)."""
    from core.rules import preset

    base = preset(preset_name) if preset_name else None
    diffs = rules.differences(base)
    official = preset_name in (None, "official")
    head = _("Official rules") if official else _("Preset: {name}", name=preset_label(preset_name))
    if not diffs:
        return [head]
    return [head + _(", changed:")] + [f"  {colon(option_title(k))}{value_text(v)}"
                                       for k, v in diffs.items()]


def rules_line(rules: Any, preset_name: str | None = None) -> str:
    """:func:`rules_lines` on one line, the changed options one after another with commas
    ("Preset: Chinese party, changed: Scoring: penalty, Target score: 100"): run together with
    spaces they read as one ("Scoring: penalty Target score: 100", party35 #7)."""
    lines = rules_lines(rules, preset_name)
    if len(lines) < 2:
        return lines[0]
    # (in the active language's way: "改动：手牌数：8、目标分数：50" — a space after "：" and an
    # ASCII ", " between the changes, newbie88 #2)
    return spaced(lines[0]) + listing(line.strip() for line in lines[1:])


def nearest_preset(rules: Any) -> str:
    """The preset ``rules`` differ least from (the first of :data:`core.rules.PRESETS`, official,
    on a tie): what a table's rules are described against, from the rules alone."""
    from core.rules import PRESETS, preset

    return min(PRESETS, key=lambda name: len(rules.differences(preset(name))))


def table_rules_lines(rules: Any) -> list[str]:
    """A table's rules as everyone at it reads them — its host and its guests alike, who are not
    told which preset the host started from: :func:`rules_lines` against :func:`nearest_preset`
    (chinese-party with Seven-O on reads "Preset: Chinese party, changed: Seven-O: on" for all)."""
    name = nearest_preset(rules)
    return rules_lines(rules, None if name == "official" else name)


class Choice(Widget, can_focus=True):
    """One value out of a few, changed in place: ←/→ (h/l) step through the values, Enter or
    Space takes the next one, a click too (a click on ``‹`` the previous one). A light
    stand-in for a drop-down: one widget, one line. Posts :class:`Choice.Changed`."""

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

    def set_options(self, options: list[tuple[str, Any]], value: Any) -> None:
        """Offer ``options`` instead, with ``value`` (one of them) taken: a
        :class:`Changed` is posted when the value is not the one taken before."""
        was = self.value if self.options else None
        self.options = list(options)
        self.index = next((i for i, (_label, v) in enumerate(self.options)
                           if v == value and type(v) is type(value)), 0)
        self.refresh()
        if self.value != was:
            self.post_message(self.Changed(self, self.value))

    def render(self) -> str:
        """``‹ label ›``, the label shortened to fit between its arrows where the field is
        narrower than it (never a word cut, :func:`fit_plain`): at 60x20 "‹ sorted by colour,
        then" lost its end and its closing arrow (newbie52 #3, ssh49 #7)."""
        label = self.options[self.index][0] if self.options else ""
        ascii_only = bool(getattr(self.app, "ascii_only", False))
        left, right = ("<", ">") if ascii_only else ("‹", "›")
        room = self.size.width - 4  # (the arrows and a space inside each)
        if room > 0 and cell_len(label) > room:
            # (in plain ASCII "…" is drawn ".", a full stop: "...", as the log says it there,
            # review57 #3)
            label = fit_plain(label, room - 2) if ascii_only else fit_plain(label, room)
            if ascii_only and label.endswith(ELLIPSIS):
                label = label[:-1] + "..."
        return f"{left} {label} {right}"

    def action_step(self, step: int) -> None:
        if self.options:
            self.value = self.options[(self.index + step) % len(self.options)][1]

    def on_click(self, event: events.Click) -> None:
        """A click on ``‹`` takes the previous value, anywhere else the next one: ``‹`` took
        the next one too, and a player one theme too far went 22 more round (newbie66 #3)."""
        self.focus()
        self.action_step(-1 if event.x <= 1 else 1)


class FormRow(Horizontal):
    """A row of a form (``.row``: a title and its field), marked ``-current`` while the focus is
    in it, its title then drawn in reverse (``.row.-current Label.title``). A
    ``.row:focus-within Label.title`` rule did that once, then never again: Textual restyles on
    a focus change only the nodes under an ancestor of the focused widget that a
    ``:focus-within`` rule is about, and such a rule's subject is the title, a sibling (ux33
    #11: "Theme" stayed highlighted on every row)."""

    def __init__(self, *children: Any, **kwargs: Any) -> None:
        super().__init__(*children, **kwargs)
        # (not DEFAULT_CLASSES, which Textual drops for ``classes`` given: a row given classes
        # of its own lost its title's width and its highlight, ssh38 #4)
        self.add_class("row")

    def on_descendant_focus(self, _event: events.DescendantFocus) -> None:
        self.add_class("-current")

    def on_descendant_blur(self, _event: events.DescendantBlur) -> None:
        self.remove_class("-current")


class RulesForm(Vertical):
    """A preset and every rules option as a form. Posts :class:`RulesForm.Changed`."""

    DEFAULT_CSS = """
    RulesForm { height: auto; }
    RulesForm .row { height: auto; }
    RulesForm .row Label.title { width: 26; padding: 0 1 0 0; }
    RulesForm .row Choice, RulesForm .row Input { width: 1fr; max-width: 40; }
    RulesForm Checkbox.flag { width: auto; margin: 0 0 0 26; }
    RulesForm .row.-current Label.title { text-style: bold reverse; }
    RulesForm Checkbox.flag:focus { text-style: bold reverse; }
    RulesForm .help { color: $text-muted; padding: 0 0 0 2; margin-bottom: 1; }
    RulesForm #rules-error { color: $error; text-style: bold; height: auto; }
    """

    class Changed(Message):
        """The rules in the form changed (``rules`` is None while they are invalid)."""

        def __init__(self, form: RulesForm, rules: Any, error: str | None,
                     option: str | None = None, note: str | None = None) -> None:
            super().__init__()
            self.form = form
            self.rules = rules
            self.error = error
            self.option = option  #: the option whose value cannot be used, when one is
            #: what the form did by itself, to be said ("Target score is back to 500.")
            self.note = note

        @property
        def control(self) -> RulesForm:
            return self.form

    def __init__(self, rules: Any = None, preset_name: str = "official", **kwargs: Any) -> None:
        from core.rules import PRESETS, Rules

        super().__init__(**kwargs)
        self.initial = rules if rules is not None else Rules()
        self.preset_name = preset_name if preset_name in PRESETS else "official"
        #: the preset and the rules changed by hand that choosing another preset undid (they
        #: come back when that preset is chosen again)
        self._undo: tuple[str, Any] | None = None
        self.error: str | None = None
        self._last: Any = self.initial  #: the rules last reported (fields report on mount too)

    def compose(self) -> ComposeResult:
        from core.rules import OPTIONS, PRESETS

        values = self.initial.to_dict()
        with FormRow():
            yield Label(_("Rules preset"), classes="title")
            yield Choice([(preset_label(name), name) for name in PRESETS], value=self.preset_name,
                         id="rules-preset")
        # (wrapped as the option's help is: Rich broke Chinese at spaces only, and left a third
        # of a 60-column line empty, newbie64 #3)
        yield help_text(self.preset_help(self.initial), id="preset-help")
        for name, opt in OPTIONS.items():
            value = values[name]
            if opt.choices is not None and all(isinstance(c, bool) for c in opt.choices):
                # (no row container: a tick box carries its own title; fewer widgets, faster)
                yield TickBox(option_title(name), value=bool(value), compact=True,
                               id=f"opt-{name}", classes="flag")
            else:
                with FormRow():
                    yield Label(option_title(name), classes="title")
                    if opt.choices is not None:
                        yield Choice([(value_label(c), c) for c in opt.choices], value=value,
                                     id=f"opt-{name}")
                    else:
                        yield Field(str(value), type="integer", compact=True, id=f"opt-{name}",
                                    placeholder=f"{opt.low}..{opt.high}")
            # (wrapped between Chinese characters, never a line that starts with a "）")
            yield help_text(option_help(name))
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
        """The rules in the form; raise :class:`core.rules.RulesError` when they are invalid.

        Every option as the form shows it (``Rules.replace``, not ``Rules.from_dict``, which
        turns Jump-In's dependents off with it): "Jump-in stacks" ticked and "Jump-in" off is
        refused and said ("Jump-in stacks needs Jump-in on."), never dropped while its box
        stays ticked (review72; newbie66 #6, #7)."""
        from core.rules import Rules, RulesError

        try:
            return Rules().replace(**self.values())
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

    def show(self, rules: Any, preset_name: str) -> None:
        """Show ``rules`` against ``preset_name`` (kept when it is not a preset), as if the form
        had been made with them: no change is reported."""
        from core.rules import PRESETS

        if preset_name in PRESETS:
            self.preset_name = preset_name
        with self.prevent(Choice.Changed):
            self.query_one("#rules-preset", Choice).value = self.preset_name
        self.set_rules(rules)
        self.error, self._last, self._undo = None, rules, None
        self.query_one("#rules-error", Static).update("")
        self._show_preset_help(rules)

    def number_problem(self) -> tuple[str, str] | None:
        """(option, what is wrong in the player's words) for a number field whose value cannot
        be used (core's message reads "rules option 'target_score' = 9 is out of range
        50..10000"), or None."""
        from core.rules import OPTIONS

        values = self.values()
        for name, opt in OPTIONS.items():
            if opt.choices is not None:
                continue
            value = values[name]
            number = isinstance(value, int) and not isinstance(value, bool)
            if name == "players":
                if not number or not (value == 0 or 2 <= value <= (opt.high or 10)):
                    return name, _("{option} must be 0 (any number) or from 2 to {high}.",
                                   option=option_title(name), high=opt.high)
            elif not number or not (opt.low or 0) <= value <= (opt.high or 0):
                return name, _("{option} must be a whole number from {low} to {high}.",
                               option=option_title(name), low=opt.low, high=opt.high)
        return None

    def problem(self, exc: Exception) -> str:
        """Why the form's rules cannot be used (the engine refused them with ``exc``), in the
        player's words: a number out of range as :meth:`number_problem` says it, else
        :func:`rules_problem`. What the form says as it changes and what Ctrl+O says agree
        (newbie60 #1: Ctrl+O said "rules option 'target_score' = 5 is out of range 50..10000",
        in English in the Chinese app too)."""
        problem = self.number_problem()
        return problem[1] if problem is not None else rules_problem(exc, self.values())

    def _changed(self, note: str | None = None) -> None:
        from core.rules import RulesError

        try:
            rules = self.rules()
        except RulesError as exc:
            problem = self.number_problem()
            option, self.error = problem[0] if problem is not None else None, self.problem(exc)
            self.query_one("#rules-error", Static).update(_("These rules cannot be used: {error}",
                                                            error=self.error))
            self.post_message(self.Changed(self, None, self.error, option))
            return
        was_error, self.error = self.error, None
        self.query_one("#rules-error", Static).update("")
        self._show_preset_help(rules)
        if rules == self._last and not was_error:
            return
        self._last = rules
        self.post_message(self.Changed(self, rules, None, note=note))

    def preset_help(self, rules: Any) -> str:
        """The preset's one line, and how many options of ``rules`` differ from it: a form
        whose preset reads "official" with house rules on must not claim "no house rules"."""
        from core.rules import PRESET_HELP, preset

        text = _(PRESET_HELP[self.preset_name])
        changed = len(rules.differences(preset(self.preset_name)))
        if changed:
            text = sentences(text, ngettext("You changed {n} option (below).",
                                            "You changed {n} options (below).", changed))
        undo = self._undo
        # (said only until options are changed anew: "You changed 1 option" beside "Your 1
        # change … is undone" read as a contradiction, newbie34 #12)
        if undo is not None and undo[0] != self.preset_name and not changed:
            n = len(undo[1].differences(preset(undo[0])))
            text = sentences(text, ngettext(
                "Your {n} change to {preset} is undone: choose {preset} again to get it back.",
                "Your {n} changes to {preset} are undone: choose {preset} again to get them "
                "back.", n, preset=preset_label(undo[0])))
        return text

    def _show_preset_help(self, rules: Any) -> None:
        self.query_one("#preset-help", Static).update(Wrapped(self.preset_help(rules)))

    @on(Choice.Changed, "#rules-preset")
    def _preset_chosen(self, event: Choice.Changed) -> None:
        from core.rules import RulesError, preset

        event.stop()
        name = str(event.value)
        if name == self.preset_name:
            return
        # (a preset chosen over options changed by hand undoes them: one stray arrow key lost
        # a host's edits without a word, ux31 #6. They are kept, said, and come back with
        # their preset chosen again.)
        try:
            before = self.rules()
        except RulesError:
            before = None
        undo = self._undo
        if before is not None and before.differences(preset(self.preset_name)):
            self._undo = (self.preset_name, before)
        chosen = undo[1] if undo is not None and undo[0] == name else preset(name)
        if undo is not None and undo[0] == name:
            self._undo = None
        self.preset_name = name
        self.set_rules(chosen)
        self._show_preset_help(chosen)
        self._last = None  # a new preset is news even when its options are the same
        self._changed()

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        """A number left with a value no rules can have goes back to the last one that could be
        used, and says so (ux32 #9: Settings went on showing "5" under "Not kept: it stays
        500"). Only that field, and only as it is left: a combination refused (teams that the
        number of players cannot make) may be mended in another field."""
        widget = event.widget
        if self.error is None or not isinstance(widget, Input) or self._last is None:
            return
        problem = self.number_problem()
        name = str(widget.id or "").removeprefix("opt-")
        if problem is None or problem[0] != name:
            return
        kept = self._last.to_dict()[name]
        with self.prevent(Input.Changed):
            widget.value = str(kept)
        # (with why: "Target score is back to 50." alone, after 20000, newbie44 #9)
        from core.rules import OPTIONS

        opt = OPTIONS[name]
        if name == "players":  # (1 is no number of players: "0 to 10" said it was, review47 #7)
            self._changed(_("{option} is back to {value} (0 for any number, or 2 to {high}).",
                            option=option_title(name), value=kept, high=opt.high))
        else:
            self._changed(_("{option} is back to {value} ({low} to {high}).",
                            option=option_title(name), value=kept, low=opt.low, high=opt.high))

    @on(Choice.Changed)
    @on(Checkbox.Changed)
    @on(Input.Changed)
    def _option_changed(self, event: Message) -> None:
        control = getattr(event, "control", None)
        if control is None or not str(control.id or "").startswith("opt-"):
            return
        event.stop()
        self._changed()
