"""The dialogs: choose a colour, choose a player, challenge or accept a Wild Draw Four, a peeked
hand, confirm leaving. Keyboard: the letter shown next to each option, or ↑/↓ and Enter; Escape
cancels where cancelling makes sense. Mouse: click an option.

Every dialog is a compact overlay over the table: at most 56 columns wide, as tall as its
content, the table dimmed only lightly behind it. When the screen below says which rows it can
spare (a ``free_rows() -> (top, height)`` method: the table screen offers the rows between the
players and your hand), the dialog sits in those rows, so the players, the top card and your hand
stay in sight while you answer; it scrolls inside them when they are too few.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any, ClassVar, Generic, TypeVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from core import WRONG_CHALLENGE_EXTRA

from ..i18n import N_, _, colon, ngettext, sentences, translate_bindings
from ..widgets.cards import (
    COLOR_LETTERS,
    card_label,
    card_variables,
    color_name,
    color_style,
    sort_cards,
)
from ..widgets.field import Field, run_bindings
from ..widgets.lines import HangingText, Wrapped

T = TypeVar("T")

#: fewest rows worth placing a dialog in; with fewer free rows it is centred on the screen
MIN_FREE_ROWS = 5

_BASE_CSS = """
{name} {{ align: center middle; background: $background 30%; }}
{name} > Vertical {{
    width: 56; max-width: 100%; height: auto; max-height: 100%;
    border: round $accent; background: $surface; padding: 0 1; overflow-y: auto;
}}
{name} .title {{ text-style: bold; width: 100%; content-align: center middle; }}
{name} .body {{ width: 100%; }}
{name} .facts {{ width: 100%; text-style: bold; }}
{name} OptionList {{ height: auto; max-height: 12; border: none; padding: 0; }}
{name} OptionList:focus {{ border: none; }}
"""


class _OverTable(ModalScreen[T], Generic[T]):
    """A modal placed in the rows the screen below can spare (see the module docstring)."""

    def on_mount(self) -> None:
        self.see_through()
        self.place()

    def on_resize(self) -> None:
        self.place()

    def see_through(self) -> None:
        """Dim the table behind only lightly (``$background`` at 30%), so it stays readable.
        Set on the dialog itself: the app's stylesheet gives every screen an opaque background,
        which would hide the table entirely. With the terminal's own (ANSI) colours the table
        shows through unchanged."""
        from textual.color import Color

        if self.app.ansi_color:
            return
        try:
            base = Color.parse(self.app.get_css_variables()["background"])
        except (KeyError, ValueError):
            return
        self.styles.background = base.with_alpha(0.3)

    def below(self) -> Screen[Any] | None:
        """The screen right below this one, if it is in the stack."""
        stack = self.app.screen_stack
        return stack[stack.index(self) - 1] if self in stack and stack.index(self) > 0 else None

    def place(self) -> None:
        """Sit in the free rows of the screen below, or centred when it has none to spare."""
        free = getattr(self.below(), "free_rows", None)
        rows = free() if callable(free) else None
        boxes = self.query(Vertical)
        if not boxes:
            return
        box = boxes.first()
        if rows is None or rows[1] < MIN_FREE_ROWS:
            self.styles.align_vertical = "middle"
            box.styles.margin = 0
            box.styles.max_height = "100%"
            return
        top, height = rows
        self.styles.align_vertical = "top"
        box.styles.margin = (top, 0, 0, 0)
        box.styles.max_height = height
        self.call_after_refresh(self._fall_back_when_cut)

    def _fall_back_when_cut(self) -> None:
        """A dialog taller than the free rows (a long list on a small terminal) would have to
        scroll there: better centred over the whole screen, all of it readable at once."""
        boxes = self.query(Vertical)
        if not boxes:  # already answered and gone (a fast typist)
            return
        box = boxes.first()
        if box.virtual_size.height > box.scrollable_content_region.height:
            self.styles.align_vertical = "middle"
            box.styles.margin = 0
            box.styles.max_height = "100%"
            # (the scrollbar the cut rows brought stays, and the text it narrows wraps to a
            # line more than the height measured without it: the question was scrolled out of
            # sight at 60x20, ssh48 #2 — the box is measured again without one)
            box.styles.overflow_y = "hidden"
            self.call_after_refresh(self._scroll_again, box)

    @staticmethod
    def _scroll_again(box: Vertical) -> None:
        box.styles.overflow_y = "auto"


class _TableKeys:
    """The table's own ?, u, c, q and t over a question that asks over it, where ``table_keys``
    (the footer below lists them: they did nothing, newbie34 #6): ``?`` shows the help over
    it, ``u`` arms the UNO call of the play it asks about (review34 #2) and ``c`` catches
    (newbie63 #1), the question staying; q and t put it aside ("Later") first, when it can be
    (``cancellable``). Mixed into an :class:`_OverTable`
    (its ``below`` and ``dismiss``)."""

    table_keys = False
    cancellable = True
    #: ``c`` catches at the table over this question (not over "Catch whom?" itself:
    #: :class:`ChoosePlayerDialog`'s ``catches``; a Seven-O's or a wild power's "whom?" lets it)
    catches = True

    def forwards(self, action: str) -> bool:
        """Does the table's key for ``action`` act over this dialog (:meth:`action_table`)?
        The table's footer draws it as acting then (ssh36 #6)."""
        return self.table_key_acts((action,)) and action in ("help", "uno", "catch",
                                                             "quit_table", "chat")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "table":
            return self.table_key_acts(parameters)
        return True

    def table_key_acts(self, parameters: tuple[object, ...]) -> bool:
        """``check_action`` of ``table``: with ``parameters`` (the table's action) it acts."""
        if parameters[:1] == ("catch",) and not self.catches:
            return False
        return self.table_keys and self._table() is not None \
            and (self.cancellable or parameters[:1] in (("help",), ("uno",), ("catch",)))

    def _table(self) -> Any:
        """The table screen right below this dialog, if that is what it asks over."""
        below = self.below()  # type: ignore[attr-defined]
        return below if hasattr(below, "action_quit_table") else None

    def action_table(self, what: str) -> None:
        table = self._table()
        if table is None:
            return
        if what in ("help", "uno", "catch"):  # (the question stays: they do not answer it)
            getattr(table, f"action_{what}")()
            return
        if not self.cancellable:
            return
        self.dismiss(None)  # type: ignore[attr-defined]
        table.call_after_refresh(getattr(table, f"action_{what}"))


class _ChoiceDialog(_TableKeys, _OverTable[T], Generic[T]):
    """A title, a short text and a list of (key, label, value) options."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark,f1", "table('help')", show=False),
        # (vim's keys move the list as ↑/↓ do: power37 #8)
        Binding("j", "move(1)", show=False),
        Binding("k", "move(-1)", show=False),
        Binding("u", "table('uno')", show=False),
        # (a player who did not call UNO can be caught while the question is open: c did
        # nothing over a Wild Draw Four's challenge, newbie63 #1)
        Binding("c", "table('catch')", show=False),
        Binding("q", "table('quit_table')", show=False),
        Binding("t", "table('chat')", show=False),
    ]

    def __init__(self, title: str, body: str, options: list[tuple[str, str | Text, T]],
                 facts: str | Text = "") -> None:
        super().__init__()
        translate_bindings(self)
        self.title_text = title
        self.body_text = body
        self.facts = facts  #: a bold line of what the choice depends on (may be styled)
        self.options = options
        self.initial = 0  #: the option highlighted at first: what Enter picks
        #: painted at least once: until then Enter (the highlighted option, which the player
        #: has not seen) picks nothing — keys that came while the app was busy reached the
        #: dialog before its first paint, and a 7 swapped with a player its player never chose
        #: (party35 #4). A key naming an option (typed ahead on purpose) still picks it.
        self.seen = False

    def escape_hint(self) -> str:
        """What Escape does here, for the box's bottom border ("Esc: Cancel"): the table's
        footer below shows the table's keys, not this dialog's."""
        if not self.cancellable:
            return ""
        for b in type(self).BINDINGS:
            if isinstance(b, Binding) and "escape" in b.key.split(",") and b.description:
                return _("Esc: {what}", what=_(b.description))
        return ""

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            box.border_subtitle = self.escape_hint()
            yield Label(self.title_text, classes="title")
            if self.facts:
                yield Static(self.facts, classes="facts", markup=False)
            if self.body_text:  # (wrapped as Chinese is: "Cy 摸 4" / "张" split a number
                # from its measure word, with room to spare, newbie62 #6)
                yield Static(Wrapped(self.body_text) if isinstance(self.body_text, str)
                             else self.body_text, classes="body", markup=False)
            # (a wrapped option's later rows stand under its label, not under "(1)", and
            # break as Chinese does: newbie76 #1)
            yield OptionList(*[Option(HangingText(f"({key}) ", label), id=str(i))
                               for i, (key, label, _v) in enumerate(self.options)])

    def on_mount(self) -> None:
        super().on_mount()
        for options in self.query(OptionList):
            options.highlighted = self.initial
            options.focus()
        self.call_after_refresh(self._painted)

    def _painted(self) -> None:
        self.seen = True

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if not self.seen:
            return
        index = int(event.option.id or 0)
        self.dismiss(self.options[index][2])

    def choose_key(self, key: str) -> None:
        for k, _label, value in self.options:
            if k == key:
                self.dismiss(value)
                return

    def action_choose(self, key: str) -> None:
        self.choose_key(key)

    def action_move(self, step: int) -> None:
        """``j``/``k``: the highlight one option down or up, as ``↓``/``↑``."""
        for options in self.query(OptionList):
            if step > 0:
                options.action_cursor_down()
            else:
                options.action_cursor_up()

    def action_cancel(self) -> None:
        if self.cancellable:
            self.dismiss(None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "cancel":
            return self.cancellable
        if action == "choose":
            return any(k == parameters[0] for k, _l, _v in self.options)
        return super().check_action(action, parameters)


class ColorDialog(_ChoiceDialog[str | None]):
    """Name the colour for a wild card: ``r``/``y``/``g``/``b``; Escape cancels the play."""

    table_keys = True

    DEFAULT_CSS = _BASE_CSS.format(name="ColorDialog")
    BINDINGS: ClassVar[list[BindingType]] = [
        # (listed in the footer behind the box: the keys that answer it, newbie58 #3 — the
        # footer read "u UNO t Chat ? Help q Leave esc Cancel", no colour)
        Binding("r", "choose('r')", N_("Red")),
        Binding("y", "choose('y')", N_("Yellow")),
        Binding("g", "choose('g')", N_("Green")),
        Binding("b", "choose('b')", N_("Blue")),
        Binding("escape", "cancel", N_("Cancel")),
    ]

    def __init__(self, card: str | None = None, bluff_color: str | None = None,
                 cancellable: bool = True, ascii_only: bool = False, stake: int = 4) -> None:
        """``stake``: what a challenged bluff costs (4, or the stacked total the Wild Draw Four
        makes: :func:`core.pending_after_play`)."""
        if card == "W":  # (each wild its own words: a language names it by its name, as
            # its legend does, "W 王牌" — "出 W：选择颜色" named a letter to a Chinese player,
            # newbie79; English keeps the card's face)
            title = _("Play W: choose the colour")
        elif card == "W4":
            title = _("Play W+4: choose the colour")
        elif card:
            title = _("Play {card}: choose the colour", card=card_label(card, ascii_only))
        else:
            title = _("Choose the colour")
        body = ""
        if card == "W4" and bluff_color:
            body = _("A bluff: you hold a {color} card. If challenged, you draw {n}.",
                     color=color_name(bluff_color), n=stake)
        options: list[tuple[str, str | Text, str]] = [
            (letter.lower(), color_chip(name), name) for letter, name in COLOR_LETTERS.items()]
        super().__init__(title, body, options)  # type: ignore[arg-type]
        self.cancellable = cancellable

    def compose(self) -> ComposeResult:
        variables = card_variables(self.app)  # the chips in this theme's card colours
        self.options = [(key, color_chip(value, variables), value)
                        for key, _label, value in self.options]
        yield from super().compose()


def color_chip(color: str, variables: dict[str, str] | None = None) -> Text:
    """A colour as a player sees it in a dialog: its letter and name on that colour
    (`` R  Red ``), so it reads in colour, in monochrome and with ``NO_COLOR`` alike."""
    style = color_style(color, variables or {})
    return Text.assemble((f" {color[0].upper()} ", style),
                         (f" {color_name(color).capitalize()}", Style(bold=True)))


class ChoosePlayerDialog(_ChoiceDialog[int | None]):
    """Pick one player (catch, seven-o swap, wild powers): digits ``1``–``9``."""

    DEFAULT_CSS = _BASE_CSS.format(name="ChoosePlayerDialog")
    table_keys = True
    BINDINGS: ClassVar[list[BindingType]] = [
        *[Binding(str(n), f"choose('{n}')", show=False) for n in range(1, 10)],
        Binding("escape", "cancel", N_("Cancel")),
    ]

    def __init__(self, title: str, players: list[tuple[int, str]], body: str = "",
                 initial: int = 0, label: Callable[[int], str] | None = None,
                 catches: bool = True) -> None:
        """``initial``: the index in ``players`` highlighted at first (what Enter picks);
        ``label``: a seat's words as they are now (its card count), for :meth:`relabel`;
        ``catches``: the table's c catches over it (not over "Catch whom?" itself)."""
        options = [(str(i + 1), name, seat) for i, (seat, name) in enumerate(players[:9])]
        super().__init__(title, body, options)  # type: ignore[arg-type]
        self.catches = catches
        self.initial = initial if 0 <= initial < len(options) else 0
        self.label = label

    def relabel(self) -> None:
        """Say each player again as ``label`` words them now: a jump-in's question stays open
        while the others play on, and the card counts it showed went stale (newbie39 #3)."""
        if self.label is None:
            return
        lists = self.query(OptionList)
        for i, (key, name, seat) in enumerate(self.options):
            now = self.label(seat)
            if now != name:
                self.options[i] = (key, now, seat)
                if lists:
                    lists.first().replace_option_prompt_at_index(
                        i, HangingText(f"({key}) ", now))


class ChallengeDialog(_ChoiceDialog[str | None]):
    """A Wild Draw Four was played on you: ``x`` challenges, ``d`` takes the cards (``a`` too,
    unlisted: it was the key once); Escape decides later. The keys and words are the table's
    own (``x`` and ``d`` there too), so the status line after Escape says the same."""

    DEFAULT_CSS = _BASE_CSS.format(name="ChallengeDialog")
    table_keys = True
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("x", "choose('x')", N_("Challenge")),
        Binding("d", "choose('d')", N_("Take the cards")),
        Binding("a", "choose('d')", N_("Take the cards"), show=False),
        Binding("escape", "cancel", N_("Later")),
    ]

    def __init__(self, offender: str, previous_color: str | None = None,
                 cards: int | None = None, total: int = 4, can_stack: bool = False) -> None:
        """``total``: the cards at stake (4, or a stacked penalty's total: a challenge moves it
        whole); ``can_stack``: the player may pass it on with a draw card instead."""
        self.offender, self.cards = offender, cards
        facts = self._facts(offender, previous_color, cards)
        if previous_color:
            body = _("If {who} held a {color} card, {who} draws {n} and you play; if not, you "
                     "draw {m} and miss your turn.",
                     who=offender, color=color_name(previous_color), n=total,
                     m=total + WRONG_CHALLENGE_EXTRA)
        else:
            body = _("If {who} held a card of the colour before it, {who} draws {n} and you "
                     "play; if not, you draw {m} and miss your turn.", who=offender, n=total,
                     m=total + WRONG_CHALLENGE_EXTRA)
        if can_stack:
            # (joined as sentences are: no space after a Chinese full stop, newbie64 #4)
            body = sentences(body, _("Or pass it on: Esc, then play a draw card on it."))
        options: list[tuple[str, str | Text, str]] = [
            ("x", _("Challenge: {who} bluffed", who=offender), "challenge"),
            ("d", _("Take the cards: draw {n} and miss your turn", n=total), "accept")]
        super().__init__(_("{who} played Wild Draw Four on you", who=offender), body,
                         options, facts)  # type: ignore[arg-type]
        self.previous_color = previous_color

    @staticmethod
    def _facts(offender: str, previous_color: str | None, cards: int | None) -> Text:
        """The bold line: the colour before the four, and the cards the offender holds."""
        facts = Text()
        if previous_color:
            facts.append(colon(_("Colour before it")))
            facts.append_text(color_chip(previous_color))
        if cards is not None:
            if facts:
                facts.append(" · ")
            facts.append(ngettext("{who} holds {n} card", "{who} holds {n} cards", cards,
                                  who=offender))
        return facts

    def _chip_coloured(self) -> None:
        if self.previous_color and isinstance(self.facts, Text):
            chip = color_chip(self.previous_color)
            plain = self.facts.plain
            at = plain.find(chip.plain)
            if at >= 0:  # recolour the chip with this theme's card colour
                self.facts.stylize(color_style(self.previous_color, card_variables(self.app)),
                                   at, at + 3)

    def compose(self) -> ComposeResult:
        self._chip_coloured()
        yield from super().compose()

    def show_cards(self, cards: int | None) -> None:
        """The offender holds ``cards`` now (caught without UNO while the question was open,
        they drew 2): the question says so (it kept the count it opened with, newbie81 #4)."""
        if cards == self.cards or cards is None:
            return
        self.cards = cards
        self.facts = self._facts(self.offender, self.previous_color, cards)
        self._chip_coloured()
        with contextlib.suppress(Exception):  # (not composed yet: composed with it)
            self.query_one(".facts", Static).update(self.facts)


class ConfirmDialog(_ChoiceDialog[bool]):
    """Yes (``y``) or no (``n``, Escape unless ``escape`` says otherwise: the box's edge says
    what it answers). Enter picks ``default``: no, unless the caller says yes is the safe
    answer (a reflex Enter must not leave a match)."""

    DEFAULT_CSS = _BASE_CSS.format(name="ConfirmDialog")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "choose('y')", N_("Yes")),
        Binding("n", "choose('n')", N_("No")),
        Binding("escape", "cancel", N_("No")),
    ]

    def __init__(self, title: str, body: str = "", default: bool = False,
                 escape: bool | None = False) -> None:
        """``escape``: the answer Escape gives (``None``: neither, the question withdrawn)."""
        super().__init__(title, body, [("y", _("Yes"), True), ("n", _("No"), False)])
        self.initial = 0 if default else 1
        self.escape = escape

    def escape_hint(self) -> str:
        """What Escape answers, as ``escape`` says: "Esc: No" was drawn on a question where
        Escape answered neither (the Host form's "Resume the unfinished match?": nothing
        opened, while No opens a new table, newbie84 #2)."""
        if self.escape is None:
            return _("Esc: {what}", what=_("Cancel"))
        if self.escape:
            return _("Esc: {what}", what=_("Yes"))
        return super().escape_hint()

    def action_cancel(self) -> None:
        self.dismiss(self.escape)


class PeekDialog(_OverTable[None]):
    """Shows another player's hand for a moment (a peek, a challenge's reveal); ``seconds`` or any key
    closes it, a key other than Escape, Enter and Space then acting at the table — Enter too
    while it is this player's turn to play (:meth:`turn_to_play`)."""

    DEFAULT_CSS = _BASE_CSS.format(name="PeekDialog")
    #: the keys that only close it (any other closes it and then acts at the table: on_key;
    #: Enter on a turn to play: :meth:`action_close_and_play`)
    CLOSE_KEYS = ("escape", "enter", "space")
    BINDINGS: ClassVar[list[BindingType]] = [
        # (first: on a turn to play, Enter plays — a won challenge's reveal came with the
        # turn, and the first Enter of it only closed the reveal, newbie73 #5)
        Binding("enter", "close_and_play", N_("Close and play")),
        Binding(",".join(CLOSE_KEYS), "close", N_("Close"))]

    def __init__(self, who: str, cards: list[str], seconds: float = 5.0,
                 ascii_only: bool = False, title: str | None = None) -> None:
        super().__init__()
        translate_bindings(self)
        self.who = who
        self.title_text = title  #: the title (None: "{who}'s hand")
        self.cards = cards
        self.seconds = seconds
        self.ascii_only = ascii_only
        self._peek_closed = False  #: dismissed already (a second dismiss raised: ux30 #1)
        self._peek_close_later = False  #: its time ran out while a screen was above it
        self._turn_shown = False  #: the footer shows Enter as playing (:meth:`_follow_turn`)

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            # (how it goes: it had no word of it, and seemed to stay, newbie34 #7)
            box.border_subtitle = _("Esc: {what}", what=_("Close")) + (
                " · " + _("closes by itself") if self.seconds > 0 else "")
            yield Label(self.title_text or _("{who}'s hand", who=self.who), classes="title")
            # (sorted as the log's line of it is, and every hand shown: the box read "G7 R⇄
            # Y+2 R+2 B1 G0", in the order the table sent, over a log line sorted by colour)
            cards = sort_cards([c for c in self.cards if isinstance(c, str)])
            shown = "  ".join(card_label(c, self.ascii_only) for c in cards) or _("(empty)")
            yield Static(shown, classes="body", markup=False)

    def on_mount(self) -> None:
        super().on_mount()
        if self.seconds > 0:
            self.set_timer(self.seconds, self.action_close)
        self._turn_shown = self.turn_to_play()
        # (the turn may come while it shows: the footer's Enter follows it)
        self.set_interval(0.25, self._follow_turn)

    def turn_to_play(self) -> bool:
        """Is it, at the table below, this player's turn to play, with a card that fits (where
        Enter plays)? Not when none does: the footer offered "Close and play" while the status
        said to draw, and Enter only closed (review83 #2)."""
        below = self.below()
        playing = getattr(below, "my_play_turn", None)
        plays = getattr(below, "legal_of", None)
        return bool(callable(playing) and playing() and callable(plays) and plays("play"))

    def _follow_turn(self) -> None:
        now = self.turn_to_play()
        if now != self._turn_shown:
            self._turn_shown = now
            self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "close_and_play":
            return self.turn_to_play()
        return True

    def action_close_and_play(self) -> None:
        """Enter on this player's turn to play: close, and Enter acts at the table (plays the
        card under the cursor, as the status line below says)."""
        if self._peek_closed or self.app.screen is not self:
            return
        self.action_close()
        if self._peek_closed:
            self.app.call_later(self.app.simulate_key, "enter")

    def action_close(self) -> None:
        """Close, once: its time running out while another screen is above it (the round's
        results, opened by the move after the challenge) waits until it is on top again —
        ``dismiss`` pops the top screen, so it closed those results instead and left this
        one stuck, whose next close crashed the app (ux30 #1)."""
        if self._peek_closed:
            return
        if self.app.screen is not self:
            self._peek_close_later = True
            return
        self._peek_closed = True
        self.dismiss(None)

    def on_screen_resume(self) -> None:
        if self._peek_close_later:  # (a moment after the screen above it is gone)
            self.set_timer(0.05, self.action_close)

    def on_key(self, event: events.Key) -> None:
        """Any other key closes it too, and then does at the table what it does there: ``d``
        pressed while a challenge's reveal showed was lost, and the player had to press it
        again five seconds later (ux32 #1)."""
        if event.key in self.CLOSE_KEYS or self._peek_closed \
                or self.app.screen is not self:
            return
        event.stop()
        event.prevent_default()
        key = event.key
        self.action_close()
        if self._peek_closed:
            self.app.call_later(self.app.simulate_key, key)


class OptionsDialog(_ChoiceDialog[object]):
    """Pick one of a few labelled answers (wild power, special actions): digits ``1``–``9``."""

    DEFAULT_CSS = _BASE_CSS.format(name="OptionsDialog")
    BINDINGS: ClassVar[list[BindingType]] = [
        *[Binding(str(n), f"choose('{n}')", show=False) for n in range(10)],
        Binding("escape", "cancel", N_("Cancel")),
    ]

    def __init__(self, title: str, options: list[tuple[str, object]], body: str = "",
                 table_keys: bool = False, keys: list[str] | None = None) -> None:
        """``table_keys``: asked at the table (a wild's power, a special move), whose keys
        work over it (:attr:`_ChoiceDialog.table_keys`); ``keys``: each option's digit, when
        the screen below numbers those things already (a seat's number), else 1, 2, 3…"""
        named = keys if keys is not None and len(keys) >= len(options) else \
            [str(i + 1) for i in range(len(options))]
        super().__init__(title, body, [(named[i], label, value)
                                       for i, (label, value) in enumerate(options[:10])])
        self.table_keys = table_keys


class DateField(Field):
    """The date's field: it takes the digits and the marks and words a date is written with
    (:data:`DATE_MARKS`: "12月25日", full-width "１２－２５" as an input method types them —
    "月" went to the dialog's keys, newbie79 #3); any other printable key is its dialog's (the
    table's ?, q and t act as the footer says, where they were typed into the date: newbie53
    #5, "?qt")."""

    async def _on_key(self, event: events.Key) -> None:
        char = event.character
        if event.is_printable and char and not (char.isdecimal() or char in DATE_MARKS):
            await run_bindings(self.screen, event)
            event.stop()  # (Input's own handler would type it)
            event.prevent_default()
            return
        await super()._on_key(event)


class DateDialog(_TableKeys, _OverTable[tuple[int, int] | None]):
    """Judgement day: type a date as month-day (e.g. ``12-25``); Enter confirms. The table's
    ?, q and t act over it (:class:`_TableKeys`; :class:`DateField` leaves them to it)."""

    table_keys = True

    DEFAULT_CSS = _BASE_CSS.format(name="DateDialog") + """
    DateDialog Input { border: none; height: 1; padding: 0; }
    DateDialog Input:focus { border: none; }
    DateDialog #date-error { width: 100%; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", N_("Later")),
        Binding("question_mark,f1", "table('help')", show=False),
        Binding("q", "table('quit_table')", show=False),
        Binding("t", "table('chat')", show=False),
    ]

    def __init__(self, value: str = "") -> None:
        """``value``: the date already in the field (one the table refused: newbie76 #2)."""
        super().__init__()
        translate_bindings(self)
        self.value = value

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(_("Name your date (month-day, e.g. 12-25)"), classes="title")
            yield Static(_("Its digits become your pattern; others may throw out cards "
                           "spelling it."), classes="body", markup=False)
            yield DateField(self.value, placeholder=_("MM-DD"),
                            # (room for "12月25日" and " 12 - 25 ": five cut a pasted "12月25日"
                            # to "12月25", newbie79 #3)
                            max_length=10)
            yield Static("", id="date-error", markup=False)  # (wraps: a long reason is read whole)

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        parsed = parse_date(event.value)
        if parsed is None:
            self.query_one("#date-error", Static).update(
                _("Write the date as month-day, for example 3-14."))
            return
        self.dismiss(parsed)

    def action_cancel(self) -> None:
        self.dismiss(None)


#: what a date is written with besides its digits: a mark between the month and the day
#: ("12-25", "12/25", "12.25", "12 25") — full-width too, as a Chinese input method types it
#: ("１２－２５", "12．25", "１２／２５", "12。25", "12、25") —, or the words "12月25日" / "12月25号"
DATE_MARKS = "-/. 月日号號－／．。、\u3000"


def date_numbers(text: str) -> tuple[int, int] | None:
    """The month and the day ``text`` writes, as numbers (whether that day exists or not):
    ``"12-25"``, ``"12/25"``, ``"1225"``, ``"12月25日"``, ``"１２－２５"`` → (12, 25); ``None``
    when it is not written as a month and a day. The date question and the text client's
    ``date`` read a date so (newbie79 #3: "12月25日" and full-width "１２－２５" were refused)."""
    import re
    import unicodedata

    # (full-width digits and marks as their ASCII selves: "１２－２５" → "12-25")
    text = unicodedata.normalize("NFKC", text).strip()
    text = re.sub(r"(?<=\d)\s*[日号號]$", "", text)  # (the day's word: "25日", "25号")
    text = re.sub(r"\s*[月/.。、\s]\s*", "-", text)  # (the month's word, the marks: "12月25")
    if "-" in text:
        parts = [p for p in text.split("-") if p]
    elif text.isdecimal() and len(text) in (3, 4):
        parts = [text[:-2], text[-2:]]
    else:
        return None
    # (decimal digits only, a few: "፩" and "²" are digits to isdigit() that int() cannot read,
    # and it cannot read a pasted number of 5,000 digits either — the app and the text client
    # ended with a traceback, review88 #2)
    if len(parts) != 2 or not all(p.isdecimal() and len(p) <= 4 for p in parts):
        return None
    return int(parts[0]), int(parts[1])


def parse_date(text: str) -> tuple[int, int] | None:
    """``"12-25"``, ``"12/25"``, ``"1225"``, ``"12月25日"`` or ``"１２－２５"`` → (12, 25)
    (:func:`date_numbers`); ``None`` when not a real date."""
    import calendar

    numbers = date_numbers(text)
    if numbers is None:
        return None
    month, day = numbers
    if not 1 <= month <= 12 or not 1 <= day <= calendar.monthrange(2024, month)[1]:
        return None
    return month, day
