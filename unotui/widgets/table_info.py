"""The public picture of the table: every player, the discard pile and the state of play.

:class:`PlayersPanel` lists every seat (turn marker, name, cards, UNO called, connection, team,
score). :class:`PilePanel` draws the top card with the current colour spelled out, the direction,
draw pile size, pending penalty, round and target. :class:`StatusLine` says what is awaited.
All three render from the latest view only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

from ..describe import level_name, seat_name
from ..i18n import _, colon, ngettext
from .cards import (
    CARD_INNER,
    big_table,
    card_box,
    card_face_style,
    card_label,
    card_variables,
    color_name,
    color_style,
    glyphs,
)
from .fit import ELLIPSIS, first_that_fits, fit_plain, fit_text
from .lines import LineWidget


def _fit(text: str, width: int) -> str:
    """Shorten ``text`` to ``width`` cells (never inside a word) and pad it to that width."""
    out = fit_plain(text, width)
    return out + " " * (width - cell_len(out))


def _fit_name(name: str, width: int) -> str:
    """A player's name in ``width`` cells, padded: shortened at a word ("Alexandra …") like
    every other text, but inside its first word when no whole word fits ("Bartholo…"): cut
    only at a word, a one-word name read "…" alone (ux28 #6)."""
    out = fit_plain(name, width)
    if out.rstrip(ELLIPSIS + " ") == "" and name.strip():
        text = Text(name)
        text.truncate(width, overflow="ellipsis")
        out = text.plain
    return out + " " * (width - cell_len(out))


def gone(view: dict[str, Any], seat: int) -> bool:
    """Has ``seat`` gone out of this round (elimination) or of the match (challenge)? Its UNO!
    call is over then: it holds no card to call it on."""
    eliminated = view.get("eliminated") or []
    return seat in (view.get("finished") or []) \
        or (0 <= seat < len(eliminated) and bool(eliminated[seat]))


class PlayersPanel(LineWidget):
    """Every seat at the table, the viewer included, in seat order."""

    DEFAULT_CSS = """
    PlayersPanel { height: auto; }
    """

    def __init__(self, ascii_only: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.ascii_only = ascii_only
        self.view: dict[str, Any] | None = None
        self.names: Sequence[str] = ()
        self.connected: dict[int, bool] = {}
        #: the seats bots play, with their level ("hard"); a seat a bot took over included
        self.bots: dict[int, str] = {}
        #: the seats bots finish the match in for players who left it (the table screen sets
        #: it from the connection's record before each update)
        self.left: set[int] = set()

    def update_table(self, view: dict[str, Any], names: Sequence[str]) -> None:
        before = self.get_content_height(None, None, 0)
        self.view = view
        self.names = names
        self.invalidate(layout=self.get_content_height(None, None, 0) != before)

    @property
    def columns(self) -> int:
        """Two seats per line when a big table would not fit a short terminal."""
        players = self.view["players"] if self.view else 1
        try:
            short = self.screen.size.height < 30
        except Exception:
            short = False
        return 2 if players > 5 and short else 1

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        players = self.view["players"] if self.view else 1
        return 1 + -(-players // self.columns)

    def build_lines(self, width: int, height: int) -> list[Text]:
        g = glyphs(self.ascii_only)
        view = self.view
        if self.columns == 2 and view is not None:
            return self.two_columns(view, g, width)
        # (the Cards and Score columns, their headings' width; no Score under elimination,
        # which keeps none: a column of zeros, review54 #2)
        self._numbers = WIDE_NUMBERS if view is None or keeps_score(view) \
            else (WIDE_NUMBERS[0], 0)
        if view is not None and self.narrow(view, width):
            # (a narrow box: the numbers only as wide as they are, under one heading, so that
            # names keep the room — at 60x20 "root" and "root 2" read "roo…" beside nine empty
            # columns, newbie45 #3)
            self._numbers = number_widths(view)
        name_w, compact, short = self.plan(view, width)
        scored = view is None or keeps_score(view)
        if self._numbers[0] != WIDE_NUMBERS[0]:
            rows = [Text("  " + (_("Player, cards, score") if scored else _("Player, cards")),
                         Style(dim=True, bold=True))]
        else:
            # (names cut short to give UNO! the room: a header that fits rather than "Pla…",
            # ux28)
            heading = _("Player") if cell_len(_("Player")) <= name_w else _("Name")
            rows = [Text("  " + _fit(heading, name_w) + " " + _fit(_("Cards"), 6)
                         + (_fit(_("Score"), 6) if scored else ""),
                         Style(dim=True, bold=True))]
        if view is not None:
            rows += [self.seat_row(view, seat, g, name_w, width, compact, short)
                     for seat in range(view["players"])]
        for row in rows:
            fit_text(row, width)
        return rows

    def narrow(self, view: dict[str, Any], width: int) -> bool:
        """Does this box need its numbers narrow: would a name be cut (or the viewer's lose its
        "(you)") beside the columns of Cards and Score should any seat call UNO? Judged on who
        sits where and their levels, never on calls, so the box does not change its form in
        the middle of a round."""
        seats = range(view["players"])
        worst = self.worst_flags(view)
        # (the viewer's "Ann (you)" too: with the numbers wide it lost "(you)" whenever a seat
        # called UNO, newbie46 #6)
        longest = max(cell_len(self.shown_name(view, s)) for s in seats)
        return width - 3 - sum(WIDE_NUMBERS) - worst < max(4, longest)

    def worst_flags(self, view: dict[str, Any], short: bool = True, who: bool = True,
                    catch_words: bool = False) -> int:
        """The widest any seat's flags could be this round: its own, with an UNO! call should
        it make one (a seat still in the round) — what the box's form is judged on, so that a
        call never changes it. Without ``who``, leaving out who plays the seat (a bot's level,
        "away", "offline"): what a row may drop when it has no room, where its calls and team
        it may not. With ``catch_words`` (the long form) a missed call on another's row counts
        as the player reads it, "no UNO: c catches", where it says which key catches."""
        uno = {_("UNO!"), _("no UNO"), _("no UNO: c catches")}
        words = catch_words and not short and view.get("seat") is not None  # (a watcher
        # catches nobody: the short words)
        out = {_("out"), _("eliminated")}
        elimination = (view.get("rules") or {}).get("scoring") == "elimination"
        me = view.get("seat")
        worst = 0
        for s in range(view["players"]):
            flags = self.seat_flags(view, s, short=short, who=who)
            if not uno & set(flags) and not gone(view, s):
                # (what a call can show: UNO!, or a missed one, "no UNO" (short even in the
                # long form: a row too narrow for "no UNO: c catches" takes its short flags),
                # on another's row; under elimination going out: review50 #1)
                missed = _("no UNO: c catches") if words else _("no UNO")
                marks = [_("UNO!")] + ([missed] if s != me else []) \
                    + ([_("out")] if elimination and not out & set(flags) else [])
                flags = [max(marks, key=cell_len), *flags]
            worst = max(worst, cell_len(" ".join(
                f if words or f != _("no UNO: c catches") else _("no UNO") for f in flags)))
        return worst

    def plan(self, view: dict[str, Any] | None, width: int) -> tuple[int, bool, bool]:
        """The names' width, whether the viewer's row drops "(you)" (``compact``) and whether
        the flags take their short form, for a box ``width`` cells wide whose number columns
        are :attr:`_numbers` wide. Judged on the flags any seat could show this round (an UNO!
        call included), never on those shown now: a call does not cut the names, drop "(you)"
        or turn "normal bot" into "normal" in the middle of a round (newbie46 #6, #9)."""
        fixed = 3 + sum(self._numbers)  # (marker, name, a space, cards and score)
        name_w = max(6, min(16, width - fixed - 7))
        compact = short = False
        if view is not None:  # a longer name takes the room the flags do not need
            seats = range(view["players"])
            longest = max((cell_len(self.shown_name(view, s)) for s in seats), default=0)
            # (what must fit whole: a call, out, a team; a bot's level is shown where it fits)
            room = width - fixed - self.worst_flags(view, who=False)
            full = width - fixed - self.worst_flags(view)  # (the level too, short)
            me = view.get("seat")
            mine = cell_len(self.shown_name(view, me)) if isinstance(me, int) else 0
            # (the viewer is "Ann" then, not "Ann (you)" — only when that is what does not
            # fit: another's long name is cut instead, and "(you)" stays, party35 #10)
            if longest > room and mine > room:
                compact = True
                longest = max(cell_len(self.shown_name(view, s, compact=True)) for s in seats)
            if longest <= full:
                name_w = max(min(longest, 24), min(name_w, full))
            elif longest <= room:  # (names whole; a level shows on the rows it fits)
                name_w = longest
            else:  # (names give way: a cut name still reads, a lost UNO! is a missed catch)
                name_w = max(4, room)
            # one form of the flags for every row ("hard bot" beside "hard" read as two
            # kinds): the long one when the names can give it the room
            tight = max(6, cell_len(_("Player")),
                        *(cell_len(self.shown_name(view, s, compact)) for s in seats))
            # (with the words that say c catches where they fit beside the narrowest names,
            # else a missed call's short words: the row that cannot hold them says them short)
            need = self.worst_flags(view, short=False, catch_words=True)
            if need > width - fixed - tight:
                need = self.worst_flags(view, short=False)
            if need > width - fixed - name_w and need <= width - fixed - tight:
                name_w = tight
            short = need > width - fixed - name_w
        return name_w, compact, short

    def two_columns(self, view: dict[str, Any], g: Any, width: int) -> list[Text]:
        """Compact: "▶ Name cards score UNO! hard" twice per line, the numbers only as wide as
        they need to be so that the flags get the room: UNO! first (it matters: a player who
        did not call it can be caught), as "!" after the cards when nothing more fits, then a
        bot's level or "offline" when there is room."""
        half = max(12, (width - 1) // 2)  # (at 60x20 the box is 28 wide: two halves of 16 cut
        # the right one, "Cy 6…", its team gone, newbie46 #2)
        n = view["players"]
        self._cards_w, self._score_w = number_widths(view)
        longest = max(cell_len(self.shown_name(view, s, compact=True)) for s in range(n))
        # (room for "UNO!" after the name: names give way down to 4 cells)
        name_w = max(4, min(longest, half - 2 - 1 - self._cards_w - self._score_w - 4))
        # (never so wide that the numbers are cut: at 60x20 six seats with three-digit scores
        # read "New… 7…", the score gone, newbie48 #1 — a name gives way down to 2 cells)
        name_w = min(name_w, max(2, half - 2 - 1 - self._cards_w - self._score_w))
        # ("team" in the heading only where the rows have room for their "T2": at 60x20 with
        # six seats the heading named a column no row showed, newbie48 #1)
        tag_room = half - (2 + name_w + 1 + self._cards_w + self._score_w) - 1
        teams = any(team_number(view, s) is not None for s in range(n))
        if teams and partner_lines(view):
            # (partners share a line and its score: at 60x20 six or eight seats in pairs
            # showed no team at all and names of four cells, newbie47 #3, newbie48 #1)
            return self.team_lines(view, g, width)
        self._tag_for_score = False
        tag_w = max((cell_len(_("T{t}", t=t)) for t in (team_number(view, s) for s in range(n))
                     if t is not None), default=0)
        if teams and tag_room < tag_w and team_scores(view) is not None:
            # (no room for "T2" beside the score: the team in the score's place, each team's
            # score once in the heading — teams of three at 60x20 showed no team at all,
            # newbie50 #2)
            self._tag_for_score, self._score_w = True, tag_w + 1
            fixed = 2 + 1 + self._cards_w + self._score_w
            name_w = min(max(4, min(longest, half - fixed - 4)), max(2, half - fixed))
            # (a team's tag and score never parted: a cut between them, "T3…", hid whose
            # score went, review54 — no-break spaces, where a line is never cut)
            said = [_("T{t} {points}", t=t, points=p).replace(" ", "\u00a0")
                    for t, p in sorted((team_scores(view) or {}).items())]
            heading = _("Team scores: {scores}", scores=" · ".join(said))
            if cell_len(heading) > width - 2:  # (three teams of big scores: the scores alone,
                heading = "  ".join(said)  # closer; what still does not fit is cut at a
                # team, never inside a number: "3队 2" read as team 3's 200, review53 #2)
            if not keeps_score(view):
                heading = _("Player, cards, team")  # (no scores: no row of zeros, #6)
        elif keeps_score(view):
            heading = _("Player, cards, score, team") if teams \
                and tag_room >= cell_len(_("T{t}", t=n)) else _("Player, cards, score")
        else:
            heading = _("Player, cards, team") if teams \
                and tag_room >= cell_len(_("T{t}", t=n)) else _("Player, cards")
        rows = [Text("  " + heading, Style(dim=True, bold=True))]
        fit_text(rows[0], width)  # (at a word, marked: never a number cut short)
        per_column = -(-n // 2)
        for line in range(per_column):
            row = Text()
            for column, seat in enumerate((line, line + per_column)):
                if seat >= n:
                    continue
                cell = self.seat_cell(view, seat, g, name_w, half)
                fit_text(cell, half)
                if column == 0:
                    cell.pad_right(half - cell.cell_len)
                if column:
                    row.append(" ")
                row.append_text(cell)
            fit_text(row, width)
            rows.append(row)
        return rows

    def team_lines(self, view: dict[str, Any], g: Any, width: int) -> list[Text]:
        """Pairs in a narrow box, one team a line (see :func:`partner_lines`): "T1 ▶Alexa 9!
        Dee 5 106" — the team, each partner's name and cards ("!" after them for an UNO!
        call), and the score they share once, so that names keep room and every seat its
        team. The columns are as wide in every line and judged on the numbers alone, not
        on calls: a call does not move them."""
        n = view["players"]
        half = n // 2
        counts, scores = view["counts"], view["scores"]
        tag_w = max(cell_len(_("T{t}", t=team_number(view, s))) for s in range(half)) + 1
        cards_w = max(len(str(c)) for c in counts) + 1  # (and the "!" of a call)
        kept = keeps_score(view)  # (elimination keeps none: no column of zeros, review54 #2)
        score_w = max(len(str(scores[s])) for s in range(half))
        longest = max(cell_len(self.shown_name(view, s, compact=True)) for s in range(n))
        # (a line: the tag, two seats of marker, name, a space and cards, a space between
        # them, and a space and the score)
        each = (width - tag_w - 2 * (2 + cards_w) - 1 - (1 + score_w if kept else 0)) // 2
        name_w = max(2, min(longest, each))
        # (what room the names leave: each seat's words after its cards — "no UNO", "out", a
        # bot's level —, the widest of the shortest, so that none moves a column: with room
        # to spare they were not said at all, review52 #2)
        room = each - name_w - 1
        flags_w = min(room, self.partner_flags_width(view)) if room >= 3 else 0
        heading = _("Team, partners, cards, score") if kept else _("Team, partners, cards")
        if cell_len(heading) > width:
            heading = _("Team, cards, score") if kept else _("Team, cards")
        rows = [Text(heading, Style(dim=True, bold=True))]
        for line in range(half):
            row = Text(_fit(_("T{t}", t=team_number(view, line)), tag_w), Style(bold=True))
            for column, seat in enumerate((line, line + half)):
                if column:
                    row.append(" ")
                row.append_text(self.partner_cell(view, seat, g, name_w, cards_w, flags_w))
            if kept:
                row.append(" " + str(scores[line]).rjust(score_w))
            fit_text(row, width)
            rows.append(row)
        return rows

    def partner_flags_width(self, view: dict[str, Any]) -> int:
        """The widest words any seat of :meth:`team_lines` could show this round, short: its
        own, with "no UNO" on another's should a catch open on it (not judged on the words
        shown now, so that a catch never moves a column)."""
        me = view.get("seat")
        widest = 0
        for seat in range(view["players"]):
            flags = self.partner_flags(view, seat)
            if seat != me and not gone(view, seat) and _("no UNO") not in flags:
                flags = [_("no UNO"), *flags]
            widest = max(widest, cell_len(" ".join(flags)))
        return widest

    def partner_flags(self, view: dict[str, Any], seat: int) -> list[str]:
        """A seat's words in :meth:`team_lines`: its short flags without the UNO! call (the
        "!" after its cards) and its team (the line's)."""
        skip = {_("UNO!"), _("team {t}", t=team_number(view, seat))}
        return [f for f in self.seat_flags(view, seat, short=True) if f not in skip]

    def partner_cell(self, view: dict[str, Any], seat: int, g: Any, name_w: int,
                     cards_w: int, flags_w: int = 0) -> Text:
        """One seat of :meth:`team_lines`: marker, name (reversed on its turn, bold for the
        viewer, dim once out of the round or the match), cards, "!" for an UNO! call (never
        on a hand that holds no card: the round's winner's call stays set, review52 #3), then
        in ``flags_w`` cells the seat's words that fit whole, in their order of weight ("no
        UNO", "out", a bot's level; the team is the line's)."""
        me = view.get("seat")
        turn = view["phase"] in ("play", "choose_color", "challenge", "give") \
            and seat == view["current"]
        cell = Text()
        cell.append(g.turn if turn else " ", Style(bold=True))
        style = Style(bold=True, reverse=True) if turn else Style(dim=True) \
            if gone(view, seat) else Style(bold=True) if seat == me else Style()
        cell.append(_fit_name(self.shown_name(view, seat, compact=True), name_w), style)
        count = str(view["counts"][seat])
        called = bool(view["uno"][seat]) and not gone(view, seat) \
            and view["counts"][seat] != 0
        cell.append(" " + count)
        if called:
            cell.append("!", Style(bold=True))
        cell.append(" " * (cards_w - len(count) - called))
        if flags_w:
            shown: list[str] = []
            for flag in self.partner_flags(view, seat):
                if cell_len(" ".join([*shown, flag])) <= flags_w:
                    shown.append(flag)
            words = " ".join(shown)
            cell.append(" " + words, Style(bold=True))
            cell.append(" " * (flags_w - cell_len(words)))
        return cell

    def seat_cell(self, view: dict[str, Any], seat: int, g: Any, name_w: int,
                  half: int = 0) -> Text:
        """One seat of the two-column layout in at most ``half`` cells (see
        :meth:`two_columns`)."""
        me = view.get("seat")
        turn = view["phase"] in ("play", "choose_color", "challenge", "give") \
            and seat == view["current"]
        cards_w = getattr(self, "_cards_w", 3)
        score_w = getattr(self, "_score_w", 5)
        cell = Text()
        cell.append((g.turn if turn else " ") + " ", Style(bold=True))
        cell.append(_fit_name(self.shown_name(view, seat, compact=True), name_w),  # (your name)
                    Style(bold=True, reverse=True) if turn
                    else Style(bold=True) if seat == me else Style())
        count = str(view["counts"][seat])
        uno = bool(view["uno"][seat]) and not gone(view, seat)
        room = (half or 10 ** 6) - cell.cell_len - 1 - cards_w - score_w
        mark = _("UNO!")
        team = team_number(view, seat)  # (partners must be told apart here too: newbie44 #11)
        tag = _("T{t}", t=team) if team is not None else ""
        in_place = getattr(self, "_tag_for_score", False)  # (the team where the score was)
        if uno and room < cell_len(" ".join(filter(None, (mark, "" if in_place else tag)))):
            # (no room for the word and the team: "1!" says it)
            cell.append(" " + count, Style())
            cell.append("!", Style(bold=True))
            gap = cards_w - len(count) - 1  # (the "!" took the count's padding: the score
            score = tag if in_place else self.score_text(view, seat)  # gives up its own,
            # so "1! 0", never "1!0"; none where no score is kept: no "…" of a width of -1
            # in its place, review55 #2)
            if gap > 0:
                cell.append(" " * gap + _fit(score, score_w))
            elif score_w > 0:
                cell.append(" " + _fit(score, score_w - 1))
            uno = False
        else:
            cell.append(" " + _fit(count, cards_w) + _fit(
                tag if in_place else self.score_text(view, seat), score_w))
        flags = [mark] if uno else [_("no UNO")] if catchable(view, seat) else []
        if gone(view, seat):  # (out of the round, or of the match: before the level)
            eliminated = view.get("eliminated") or []
            flags.append(_("eliminated") if seat < len(eliminated) and eliminated[seat]
                         else _("out"))
        if tag and not in_place:  # (before a level: who plays with whom matters more than
            flags.append(tag)  # how well)
        if self.connected.get(seat) is False:
            flags.append(_("offline"))
        elif seat in self.bots and seat not in self.left:
            flags.append(level_name(self.bots[seat]))
        shown: list[str] = []
        for flag in flags:  # (in order of weight: only those that fit whole)
            if cell_len(" ".join([*shown, flag])) <= room or (not shown and flag == mark):
                shown.append(flag)
        if shown:  # (after "1! 0" a space parts them: "1! 0 T2", never "1! 0T2")
            cell.append(("" if cell.plain.endswith(" ") else " ") + " ".join(shown),
                        Style(bold=True))
        return cell

    @staticmethod
    def score_text(view: dict[str, Any], seat: int) -> str:
        """A seat's score as its row shows it: none under elimination, which keeps none."""
        return str(view["scores"][seat]) if keeps_score(view) else ""

    def shown_name(self, view: dict[str, Any], seat: int, compact: bool = False) -> str:
        """The seat's name as the panel shows it ("Ann (you)" for the viewer; when ``compact``
        the name alone, "Ann": a bare "You" lost the player's own name — unless another's name
        begins with it, "Ann 2", or it begins with another's, where "You" alone tells the rows
        apart)."""
        me = view.get("seat")
        name = seat_name(seat, self.names, me)
        if seat == me and 0 <= seat < len(self.names) and self.names[seat] \
                and self.names[seat] != name:
            own = self.names[seat]
            # (compact, "root" beside "root 2" could be either: then the bare "You", ux27 #10;
            # and "root 2" beside "root", cut to "root…" in a narrow panel: power37 #3)
            alike = any(i != seat and other and (
                str(other).casefold().startswith(own.casefold())
                or own.casefold().startswith(str(other).casefold()))
                for i, other in enumerate(self.names))  # (an empty seat's "" is no name)
            name = (name if alike else own) if compact else _("{name} (you)", name=own)
        return name

    def seat_row(self, view: dict[str, Any], seat: int, g: Any, name_w: int,
                 width: int = 0, compact: bool = False, short: bool = False) -> Text:
        """One seat: turn marker, name, cards, score, then flags in words (a bot's "hard bot"
        as "hard" when the row has no room for it, or ``short`` for every row)."""
        playing = view["phase"] in ("play", "choose_color", "challenge")
        turn = playing and seat == view["current"]
        name = self.shown_name(view, seat, compact)
        row = Text(end="")
        row.append((g.turn if turn else " ") + " ", Style(bold=True))
        mine = seat == view.get("seat")  # (your own row in bold: "Ann" alone marks it too)
        row.append(_fit_name(name, name_w), Style(bold=True, reverse=True) if turn
                   else Style(bold=True) if mine else Style())
        cards_w, score_w = getattr(self, "_numbers", WIDE_NUMBERS)
        row.append(" " + _fit(str(view["counts"][seat]), cards_w))
        row.append(_fit(self.score_text(view, seat), score_w))
        flags = self.seat_flags(view, seat, short=short)
        if width and cell_len(" ".join(flags)) > width - row.cell_len:
            flags = self.seat_flags(view, seat, short=True)
        if width and flags:  # (in their order of weight, those that fit whole: the row's cut
            # took "team 2 normal" both, where "team 2" fitted, newbie46 #3)
            room = width - row.cell_len
            kept = [flags[0]]
            for flag in flags[1:]:
                if cell_len(" ".join([*kept, flag])) <= room:
                    kept.append(flag)
            flags = kept
        if flags:
            row.append(" ".join(flags), Style(bold=True))
        return row

    def seat_flags(self, view: dict[str, Any], seat: int, short: bool = False,
                   who: bool = True) -> list[str]:
        """What the row says of the seat after its score, in words (UNO!, out, hard bot…;
        ``short``: a bot's level alone, "hard"; without ``who``, not who plays the seat: its
        bot's level, "away", "left" or "offline")."""
        flags = []
        finished = view.get("finished") or []
        eliminated = view.get("eliminated") or []
        counts = view.get("counts") or []
        held = counts[seat] if seat < len(counts) and isinstance(counts[seat], int) else 1
        if view["uno"][seat] and not gone(view, seat) and held > 0:
            flags.append(_("UNO!"))  # (one who went out, or won the round, holds no card, ux28 #5)
        elif catchable(view, seat):  # (a watcher catches nobody: the short words)
            flags.append(_("no UNO") if short or view.get("seat") is None
                         else _("no UNO: c catches"))
        if seat in finished:
            flags.append(_("out"))
        if seat < len(eliminated) and eliminated[seat]:
            flags.append(_("eliminated"))
        team = team_number(view, seat)  # (before a level or who plays the seat: whether the
        if team is not None:  # row is a partner's is what a catch or a Draw Two asks,
            flags.append(_("team {t}", t=team))  # newbie46 #3: cut first, it went at UNO!)
        away = self.connected.get(seat) is False
        if not who:
            return flags
        if seat in self.left:  # (its player left the match: a bot finishes it)
            flags.append(_("left") if short else _("left: a bot plays"))
        elif seat in self.bots and away:  # (a player away: a bot plays the seat meanwhile)
            flags.append(_("away") if short else _("away: a bot plays"))
        elif seat in self.bots:
            level = level_name(self.bots[seat])
            # ("hard bot": the shorter, the more often it fits — its "bot" dropped for room,
            # hosts and guests read "hard" and "bot · hard" of one bot, newbie43 #8)
            flags.append(level if short else _("{level} bot", level=level))
        elif away:
            flags.append(_("offline"))
        return flags


#: the Cards and Score columns of a roomy Players box: as wide as their headings
WIDE_NUMBERS = (6, 6)


def number_widths(view: dict[str, Any]) -> tuple[int, int]:
    """The Cards and Score columns as narrow as their numbers (and a space after each); no
    Score column (0) under elimination, which keeps no score."""
    return (max(len(str(c)) for c in view["counts"]) + 1,
            max(len(str(c)) for c in view["scores"]) + 1 if keeps_score(view) else 0)


def keeps_score(view: dict[str, Any]) -> bool:
    """Does this match keep scores? Not under elimination (who goes out leaves the round and
    play goes on among the rest, to the last one holding cards: no points are counted)."""
    return (view.get("rules") or {}).get("scoring") != "elimination"


def team_number(view: dict[str, Any], seat: int) -> int | None:
    """The team ``seat`` plays in, counted from 1 as the table shows it; ``None`` without
    teams."""
    teams = view.get("teams")
    if (view.get("rules") or {}).get("teams", "off") == "off" or not isinstance(teams, list) \
            or not 0 <= seat < len(teams) or not isinstance(teams[seat], int):
        return None
    return int(teams[seat]) + 1


def partner_lines(view: dict[str, Any]) -> bool:
    """Can a two-column box give each team one line: two to a team, seat ``s`` partnered
    with seat ``s + n/2`` (as partners sit opposite, ``core.game.team_of``), each pair
    with one score?"""
    n = view["players"]
    half = n // 2
    scores = team_scores(view)  # (one score a team, or None)
    return n % 2 == 0 and scores is not None and len(scores) == half and all(
        team_number(view, s) == team_number(view, s + half) for s in range(half))


def team_scores(view: dict[str, Any]) -> dict[int, int] | None:
    """Each team's score (by its number as shown, from 1) when every partner of a team has
    the same one, else ``None`` (no teams, or partners whose scores differ)."""
    scores: dict[int, int] = {}
    for seat, points in enumerate(view.get("scores") or []):
        team = team_number(view, seat)
        if team is None or scores.setdefault(team, points) != points:
            return None
    return scores or None


def catchable(view: dict[str, Any], seat: int) -> bool:
    """Is ``seat`` — another player — down to one card without having called UNO, while a
    catch is open (``view.catchable``)? Said on its row, so that a newcomer sees what ``c`` is
    for (ux32 #5). (Under multi-play the window opens on longer hands too, where whether UNO
    was owed is not for the table to know: those rows say nothing.)"""
    counts = view.get("counts") or []
    return view.get("catchable") == seat and seat != view.get("seat") \
        and seat < len(counts) and counts[seat] == 1 and not view["uno"][seat]


class PilePanel(LineWidget):
    """The top card, current colour, direction, draw pile, pending penalty, round and target."""

    DEFAULT_CSS = """
    PilePanel { height: auto; }
    """

    def __init__(self, ascii_only: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.ascii_only = ascii_only
        self.view: dict[str, Any] | None = None
        self.names: Sequence[str] = ()
        self.timer: int | None = None

    def update_table(self, view: dict[str, Any], names: Sequence[str]) -> None:
        before = self.get_content_height(None, None, 0)
        self.view = view
        self.names = names
        self.invalidate(layout=self.get_content_height(None, None, 0) != before)

    @property
    def big(self) -> bool:
        """Draw the top card big (9 columns by 7 lines): on a roomy terminal
        (:func:`.cards.big_table`)."""
        try:
            size = self.screen.size
        except Exception:
            return False
        return big_table(size.width, size.height)

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        return max(8 if self.big else 5, len(self.info_lines()))

    def info_lines(self, room: int = 0) -> list[Text]:
        """The facts beside the top card; with ``room`` (the cells they have, 0: any), the
        colour, direction and piles in shorter words when the long ones do not fit: at 60
        columns they read "Colour: YELLOW…" and "Direction: ↻…" (ssh29 #12)."""
        view = self.view
        g = glyphs(self.ascii_only)
        if view is None:
            return [Text(_("Waiting for the table…"))]

        def fits(*texts: str) -> str:
            """The first of ``texts`` that fits ``room`` (no room given: the first)."""
            return first_that_fits(room, *texts) if room else texts[0]

        variables = card_variables(self.app)
        lines: list[Text] = []
        color = view.get("color")
        if color:
            name = color_name(color).upper()
            label, face = next(
                ((label, face) for label, face in (
                    (colon(_("Colour")), f" {name} ({color[0].upper()}) "),
                    (colon(_("Colour")), f" {name} "), ("", f" {name} "))
                 if not room or cell_len(label + face) <= room), ("", f" {name} "))
            line = Text(label)
            line.append(face, color_style(color, variables))
        else:
            line = Text(colon(_("Colour")))
            line.append(_("not chosen yet"), Style(bold=True))
        lines.append(line)
        if view["direction"] == 1:
            direction = f"{g.clockwise} " + _("clockwise")
        else:
            direction = f"{g.counter_clockwise} " + _("counter-clockwise")
        lines.append(Text(fits(colon(_("Direction")) + direction, direction)))
        piles = _("Draw pile: {n}", n=view["draw_size"])
        lines.append(Text(fits(piles + "   " + _("Discard: {n}", n=view["discard_size"]),
                               piles)))
        discard = view.get("discard")
        if self.big and isinstance(discard, list) and len(discard) > 1:
            # (the room beside a big top card: the cards under it, the latest first)
            line = Text(colon(_("Played before")))
            for n, code in enumerate(reversed(discard[-9:-1])):
                if n:
                    line.append(" ")
                line.append(f" {card_label(str(code), self.ascii_only)} ",
                            card_face_style(str(code), variables))
            lines.append(line)
        pending = view.get("pending")
        challenge = view.get("challenge")
        me = view.get("seat")
        n = pending if isinstance(pending, int) and pending > 0 else 0
        if challenge:  # (who draws, as the log says it: "+4 for Bo" read like points)
            victim = challenge.get("victim")
            # (no "Pending:" before it: at 80×24 the line was cut at "you draw 4 or…",
            # newbie44 #11)
            line = _("You draw {n} or challenge", n=n or 4) \
                if victim is not None and victim == me \
                else _("{who} draws {n} or challenges",
                       who=seat_name(victim, self.names, me), n=n or 4)
            lines.append(Text(line, Style(bold=True)))
        elif n:
            lines.append(Text(_("Pending penalty: +{n}", n=n), Style(bold=True)))
        target = view.get("target")
        # (while dates are named the round to come is not dealt yet: the view says 0)
        round_line = _("Round {n}", n=max(1, int(view.get("round") or 1)))
        scoring = view.get("scoring")
        if scoring == "single":
            round_line += " " + g.bullet + " " + _("single round")
        elif scoring == "elimination":  # (one round, no points: "first to 500" meant nothing)
            round_line += " " + g.bullet + " " + _("last with cards loses")
        elif scoring == "challenge" and target:  # (reaching the target puts you out)
            round_line += " " + g.bullet + " " + _("out at {n} points", n=target)
        elif scoring == "penalty" and target:  # (the match ends there; the lowest score wins)
            round_line += " " + g.bullet + " " + _("to {n}, lowest wins", n=target)
        elif target:
            round_line += " " + g.bullet + " " + _("first to {n} points", n=target)
        lines.append(Text(round_line))
        if self.timer is not None:
            lines.append(Text(colon(_("Turn timer")) + ngettext(
                "{n} second left", "{n} seconds left", self.timer), Style(bold=True)))
        return lines

    def build_lines(self, width: int, height: int) -> list[Text]:
        g = glyphs(self.ascii_only)
        view = self.view
        big = self.big
        info = self.info_lines(max(0, width - (11 if big else 7)))
        top = view.get("top") if view else None
        # the top card (its face 3 by 1, or 7 by 5 with the label in its corners too), the word
        # "top" under it, the facts to its right
        card: list[Text] = []
        if top:
            face_style = card_face_style(top, card_variables(self.app))
            card = card_box(card_label(top, self.ascii_only), 7 if big else CARD_INNER,
                            5 if big else 1, g, Style(bold=True), face_style, corners=big)
            card.append(Text(_fit(_("top"), 9 if big else 5), Style(dim=True)))
        card_width = 11 if big else 7  # (the card and two spaces)
        out: list[Text] = []
        for i in range(max(8 if big else 5, len(info))):
            line = Text()
            if i < len(card):
                line.append_text(card[i])
                line.append(" " * (card_width - card[i].cell_len), card[i].spans[-1].style
                            if card[i].spans else card[i].style)
            else:
                line.append(" " * card_width)
            if i < len(info):
                line.append_text(info[i])
            fit_text(line, width)
            out.append(line)
        return out


class StatusLine(LineWidget):
    """One line saying what the game waits for, or why a key did nothing.

    A notice (``-notice``: a key that did nothing) is drawn in black or white, whichever reads
    on its warning colour: the theme's own light text on ansi-dark's orange read 1.55:1, and
    an ANSI theme draws ``$warning 30%`` as a solid ``ansi_yellow``, so there it is black on
    yellow in the terminal's own colours (newbie66 #4)."""

    DEFAULT_CSS = """
    StatusLine { height: 1; padding: 0 1; background: $boost; text-style: bold; }
    StatusLine.-notice { background: $warning 30%; color: auto 90%;
                         &:ansi { background: ansi_yellow; color: ansi_black; } }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.text = ""

    def say(self, text: str, notice: bool = False) -> None:
        if text == self.text and self.has_class("-notice") == notice:
            return
        self.text = text
        self.set_class(notice, "-notice")
        self.invalidate()

    def build_lines(self, width: int, height: int) -> list[Text]:
        line = Text(self.text)
        fit_text(line, width)
        return [line]
