"""Your hand: cards drawn as small boxes, a cursor, legal cards raised, multi-select marks.

Playable cards sit one line higher than the others (so "legal" never depends on colour) and are
bold; the rest are dim. Under each of the first ten cards stands the number key that picks it
(``1``–``9``, ``0`` for the tenth); under the cursor's card a marker (``▲`` / ``^``) shows;
selected cards show ``●`` / ``*``; cards that just came into the hand (drawn, given) show ``✦`` /
``n`` until your next move; a card that fits only together with another (a multi-play) shows
``+`` and stays down. The hand is sorted by colour, then rank (:func:`.cards.sort_cards`)
unless ``sort`` is off (the dealt order, new cards on the right). The hand wraps onto more rows
when it is wider than the terminal. Clicking a card moves the cursor there; clicking the card
under the cursor plays it.
"""

from __future__ import annotations

import time

from rich.style import Style
from rich.text import Text
from textual.events import Click
from textual.geometry import Size
from textual.message import Message

from ..i18n import _
from .cards import (
    BIG_CARD_WIDTH,
    CARD_WIDTH,
    big_table,
    card_box,
    card_face_style,
    card_label,
    card_variables,
    centered,
    glyphs,
    sort_cards,
)
from .lines import LineWidget

#: the number keys that pick the first ten cards, in order
PICK_KEYS = "1234567890"
#: the wild cards (a new turn's cursor goes to a coloured card first: ``to_playable``)
WILDS = frozenset({"W", "W4"})

ROW_HEIGHT = 5  #: lines per row of cards: raise, top, face, bottom, marker
COMPACT_ROW_HEIGHT = 2  #: lines per row in compact mode: faces, marker
BIG_ROW_HEIGHT = 7  #: lines per row of big cards: raise, top, three face lines, bottom, marker
#: lines a roomy table keeps for everything but its hand when the hand's cards are drawn big:
#: the top boxes with the big top card (10), the two lines above the hand, the hand box's
#: borders, the footer, and a log of ten lines (else the cards are drawn at their usual size)
BIG_HAND_KEEP = 25


#: seconds after the terminal gave the app its focus during which a click is that focusing
#: click (tmux sends the focus-in and then the click at once)
FOCUS_CLICK = 0.3


class HandView(LineWidget, can_focus=True):
    """The viewer's hand. The table screen owns the bindings; this widget owns the cursor."""

    DEFAULT_CSS = """
    HandView {
        height: auto;
        min-height: 2;
        width: 1fr;
    }
    """

    class CardClicked(Message):
        """A card was clicked; ``play`` is true when it was already under the cursor."""

        def __init__(self, index: int, play: bool) -> None:
            super().__init__()
            self.index = index
            self.play = play

    def __init__(self, ascii_only: bool = False, sort: bool = True, **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.ascii_only = ascii_only
        self.sort = sort  #: sorted by colour then rank (else in the order dealt and drawn)
        self.cards: list[str] = []
        self.playable: set[str] = set()
        self.cursor = 0
        #: the player put the cursor on the card under it (a key, a click); cleared when a
        #: round is dealt and when that card leaves the cursor: a new turn leaves it there if it
        #: can play
        self.placed = False
        self.selected: set[int] = set()
        self.bluff_marks: set[str] = set()
        #: cards that fit only together with others (a multi-play), none selected: marked
        #: ``+``, not raised (Enter alone does not play them, newbie57 #3)
        self.partner_marks: set[str] = set()
        self.fresh: set[int] = set()  #: indexes of cards that just came into the hand
        self.empty_note = ""  #: shown instead of "(no cards)" when the hand is empty
        #: lines the table's top boxes take on a roomy terminal (more with many players): what
        #: the log keeps besides is reckoned from it
        self.top_rows = 10
        #: the lines the players' box takes (a title line, a line a seat, its borders): at a
        #: table of five or more it is taller than the others (:attr:`compact` counts it)
        self.players_rows = 7
        #: when the terminal last gave the app its focus (``time.monotonic``; tmux and other
        #: terminals that report it): a click that comes with it only moves the cursor
        self.focused_at = float("-inf")

    def on_mount(self) -> None:
        self.watch(self.app, "app_focus", self._app_focus_changed, init=False)

    def _app_focus_changed(self, focused: bool) -> None:
        if focused:
            self.focused_at = time.monotonic()

    # ----------------------------------------------------------------------- state
    def set_hand(self, cards: list[str], playable: set[str], bluff: set[str] | None = None,
                 fresh: dict[str, int] | None = None) -> None:
        """Show ``cards``; ``playable`` are the codes that may be played now; ``fresh`` counts
        the cards of each code that just came into the hand (they are marked). The cursor
        stays on the card it was on when that card is still there."""
        old = self.cards
        before = (old, self.playable, self.bluff_marks, self.selected, self.cursor, self.fresh)
        old_shape = (self.rows(), self.row_height)
        under = self.current()
        self.cards = sort_cards(list(cards)) if self.sort else list(cards)
        self.playable = set(playable)
        self.bluff_marks = set(bluff or ())
        if old != self.cards:
            self.selected = {i for i in self.selected if i < len(self.cards)
                             and i < len(old) and old[i] == self.cards[i]}
            if under is not None and under in self.cards:
                self.cursor = self.cards.index(under)
        marks: set[int] = set()
        for code, count in (fresh or {}).items():
            spots = [i for i, c in enumerate(self.cards) if c == code]
            marks.update(spots[len(spots) - count:] if count > 0 else [])
        self.fresh = marks
        if self.cards:
            self.cursor = min(self.cursor, len(self.cards) - 1)
        else:
            self.cursor = 0
        if self.current() != under:  # (the card the player put it on went: played, say —
            self.placed = False     # the cursor on its neighbour is nobody's choice, review36)
        if before == (self.cards, self.playable, self.bluff_marks, self.selected, self.cursor,
                      self.fresh):
            return  # the same hand as shown: nothing to redraw
        self.invalidate(layout=(self.rows(), self.row_height) != old_shape)

    def to_playable(self, alone: set[str] | None = None) -> None:
        """Put the cursor on a playable card, unless the player put it on one already: one
        of ``alone`` (those that can be played by themselves, not only with others in a
        multi-play: Enter on those only said which others to select, party35 #8) when there is
        one. It goes to a coloured card before a wild one (an Enter at once must not spend
        the hand's most valuable card: after a deal it sat on a Wild Draw Four, newbie36 #5);
        a cursor the player has not moved since the deal (:attr:`placed`) moves even from a
        playable card."""
        tiers = [alone & self.playable] if alone else []
        tiers.append(set(self.playable))
        keep = next((t for t in tiers if t), set())
        if self.placed and self.current() in keep:
            return
        for wanted in [t - WILDS for t in tiers] + tiers:
            for index, code in enumerate(self.cards):
                if code in wanted:
                    self.move_to(index)
                    return

    def marks(self, index: int) -> str:
        """The marker line under card ``index``: pick key, cursor, selected, new, bluff."""
        g = glyphs(self.ascii_only)
        code = self.cards[index]
        return (PICK_KEYS[index] if index < len(PICK_KEYS) else "") + \
            (g.cursor if index == self.cursor else "") + \
            (g.selected if index in self.selected else "") + \
            (g.fresh if index in self.fresh else "") + \
            ("?" if code in self.bluff_marks else "") + \
            ("+" if code in self.partner_marks and code not in self.playable else "")

    def rows(self, width: int | None = None) -> int:
        """Rows of cards at this width (at least one)."""
        return max(1, -(-len(self.cards) // self.per_row(width)))

    def move(self, step: int) -> None:
        if self.cards:
            self.cursor = (self.cursor + step) % len(self.cards)
            self.placed = True
            self.invalidate()

    def move_to(self, index: int, placed: bool = False) -> None:
        """The cursor to card ``index``; ``placed``: the player put it there (:attr:`placed`), not
        the table (a drawn card, a chance to jump in)."""
        if 0 <= index < len(self.cards):
            self.cursor = index
            self.placed = placed
            self.invalidate()

    def current(self) -> str | None:
        return self.cards[self.cursor] if self.cards else None

    def toggle_selected(self) -> None:
        if not self.cards:
            return
        self.selected ^= {self.cursor}
        self.invalidate()

    def clear_selection(self) -> None:
        self.selected.clear()
        self.invalidate()

    def show_playable(self, playable: set[str], partners: set[str] | None = None) -> None:
        """Raise ``playable`` (the cards Enter can use, or those that can still join the cards
        selected) and mark ``partners`` ``+`` (cards that fit only with others) without
        changing the hand."""
        partners = set(partners or ())
        if playable != self.playable or partners != self.partner_marks:
            self.playable = set(playable)
            self.partner_marks = partners
            self.invalidate()

    # --------------------------------------------------------------------- layout
    def _width(self, width: int | None) -> int:
        """The hand's width in cells: ``width``, else its region's, else the terminal's less
        the hand box's borders and padding (before its first layout)."""
        if width:
            return width
        if self.content_region.width:
            return self.content_region.width
        try:
            return max(1, self.screen.size.width - 4)
        except Exception:
            return 1

    def per_row(self, width: int | None = None) -> int:
        return max(1, self._width(width) // self.card_width(width))

    def card_width(self, width: int | None = None) -> int:
        """Columns of one card as drawn now (borders included)."""
        return BIG_CARD_WIDTH if self.big(width) else CARD_WIDTH

    def big(self, width: int | None = None) -> bool:
        """Draw the cards big (7 columns by 5 lines): on a roomy terminal
        (:func:`.cards.big_table`) when their rows leave the log ten lines."""
        if not self.cards:
            return False
        try:
            size = self.screen.size
        except Exception:
            return False
        if not big_table(size.width, size.height):
            return False
        rows = -(-len(self.cards) // max(1, self._width(width) // BIG_CARD_WIDTH))
        return rows * BIG_ROW_HEIGHT <= size.height - BIG_HAND_KEEP - max(0, self.top_rows - 10)

    @property
    def compact(self) -> bool:
        """Draw one line per card row (``[R5]`` for a playable card) when the boxed rows would
        not fit the terminal's height (a big hand on a small screen)."""
        return self.compact_at()

    def compact_at(self, width: int | None = None) -> bool:
        """:attr:`compact` at this width (the hand's region's by default). Textual's layout asks
        the hand's height (:meth:`get_content_height`) with the width it is about to have,
        before its region has it: reckoned at the region's width, a pane made 39 wide (the
        hand compact: two rows of faces) and then 80 again had its boxed row laid out two lines
        high, the card tops only, until the next resize (tmux65)."""
        if not self.cards:
            return False
        try:
            # the lines the table leaves the hand: all but the top boxes (7; 10 with a big
            # top card; taller with five players or more: their box, ssh36 #5 — at 60×20 the
            # hand's last line and border went under the footer), the smallest log (3), the two
            # lines above the hand, the hand box's borders and the footer
            size = self.screen.size
            top = max(10 if big_table(size.width, size.height) else 7, self.players_rows)
            budget = size.height - top - 8
        except Exception:
            return False
        boxed_rows = -(-len(self.cards) // max(1, self._width(width) // CARD_WIDTH))
        return boxed_rows * ROW_HEIGHT > budget

    def row_height_at(self, width: int | None = None) -> int:
        """Lines per row of cards at this width: big, boxed or compact."""
        if self.big(width):
            return BIG_ROW_HEIGHT
        return COMPACT_ROW_HEIGHT if self.compact_at(width) else ROW_HEIGHT

    @property
    def row_height(self) -> int:
        return self.row_height_at()

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self.rows(width) * self.row_height_at(width)

    def compact_lines(self, width: int) -> list[Text]:
        """Compact rows: the face line (playable cards in brackets, others dim) and markers."""
        variables = card_variables(self.app)
        per_row = self.per_row(width)
        lines: list[Text] = []
        for start in range(0, len(self.cards), per_row):
            faces, marks = Text(), Text()
            for index in range(start, min(start + per_row, len(self.cards))):
                code = self.cards[index]
                legal = code in self.playable
                edge = Style(bold=True, reverse=index == self.cursor) if legal or \
                    index == self.cursor else Style(dim=True)
                faces.append("[" if legal else " ", edge)
                faces.append(centered(card_label(code, self.ascii_only)),
                             card_face_style(code, variables, dim=not legal))
                faces.append("]" if legal else " ", edge)
                marks.append(centered(self.marks(index), CARD_WIDTH), Style(bold=True))
            lines += [faces, marks]
        return lines

    # --------------------------------------------------------------------- render
    def build_lines(self, width: int, height: int) -> list[Text]:
        variables = card_variables(self.app)
        if not self.cards:  # (wrapped: at 60 columns a watcher's note was cut, and the
            # Chinese one pushed the box's edge out, ssh43 #7)
            from ..wrap import wrap_text

            note = self.empty_note or _("(no cards)")
            rows = wrap_text(note, max(8, width - 4)) if width > 0 else [note]
            above = 2 if height >= len(rows) + 2 else 1
            return [Text()] * above + [Text("  " + row) for row in rows]
        if self.compact_at(width) and not self.big(width):
            return self.compact_lines(width)
        g = glyphs(self.ascii_only)
        big = self.big(width)
        card_width = BIG_CARD_WIDTH if big else CARD_WIDTH
        inner_height = 3 if big else 1
        row_height = inner_height + 4  # the raise, the borders and the marker
        per_row = max(1, width // card_width)
        border = Style(bold=True)
        dim_border = Style(dim=True)
        cursor_style = Style(bold=True, reverse=True)
        blank = " " * card_width
        lines: list[Text] = []
        for start in range(0, len(self.cards), per_row):
            layers = [Text() for _ in range(row_height)]
            for index in range(start, min(start + per_row, len(self.cards))):
                code = self.cards[index]
                legal = code in self.playable
                edge = cursor_style if index == self.cursor else (border if legal else dim_border)
                offset = 0 if legal else 1  # (a playable card stands one line higher)
                box = card_box(card_label(code, self.ascii_only), card_width - 2, inner_height,
                               g, edge, card_face_style(code, variables, dim=not legal))
                for layer in range(row_height - 1):
                    drawn = layer - offset
                    if 0 <= drawn < len(box):
                        layers[layer].append_text(box[drawn])
                    else:
                        layers[layer].append(blank)
                layers[-1].append(centered(self.marks(index), card_width), Style(bold=True))
            lines.extend(layers)
        return lines

    # ---------------------------------------------------------------------- mouse
    def on_click(self, event: Click) -> None:
        per_row = self.per_row()
        row = event.y // self.row_height
        col = event.x // self.card_width()
        if col >= per_row:
            return
        index = row * per_row + col
        if 0 <= index < len(self.cards):
            # (a click that gave the pane its focus — tmux passes it on, with mouse on — only
            # points at the card: it played the card under the cursor, tmux35 #4)
            focusing = time.monotonic() - self.focused_at < FOCUS_CLICK
            play = index == self.cursor and not focusing
            self.cursor = index
            self.placed = True
            self.invalidate()
            self.post_message(self.CardClicked(index, play))
