"""Round end and match end: how the round ended (who went out on which card, the last plays),
every hand's remaining cards and points, the round winner, running scores, the match winner and
— when the table provides it — the deck-honesty check.

Enter says this player is ready for the next round (it leaves this screen; nobody else's results
close with it); the table deals it when every connected player is ready, or when the countdown
shown here (the round end's ``deal_in``) runs out; pressed while the table is away, it is said
to the table once the connection is back. ``m``/Escape leaves the table (back to the
menu). After the match,
at a table that has a lobby (every table reached through :mod:`net`, local games included),
Enter or Escape goes back to that lobby (same table, same seats: the owner may start another
match) and ``m``/``q`` leaves, asked first when that gives up a guest's seat or closes the table
for others; at a table without one, Enter leaves too.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Collection, Sequence
from typing import Any, ClassVar

from rich import box
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Label, Static

from ..describe import names_together, point_sharers, result_names, seat_name, team_seats
from ..i18n import N_, _, listing, sentences, translate_bindings
from ..widgets.cards import card_label, card_points, sort_cards
from ..widgets.footer import KeysFooter
from ..widgets.lines import HangingLines, Wrapped
from ..widgets.log import RoundWon


def deck_check(info: dict[str, Any] | None) -> bool | None:
    """The deck-honesty result in a round/match end message: True, False or unknown (None)."""
    if not isinstance(info, dict):
        return None
    for key in ("verified", "deck_verified", "honest"):
        value = info.get(key)
        if isinstance(value, bool):
            return value
    for key in ("deck", "honesty", "commitment"):
        sub = info.get(key)
        if isinstance(sub, dict):
            found = deck_check(sub)
            if found is not None:
                return found
    return None


def _update(label: Label, text: str) -> None:
    """Show ``text`` in ``label`` unless it shows it already (an update lays the screen out
    again, even to the same text)."""
    if str(label.content) != text:
        label.update(text)


#: how a round can be won other than by going out, in words
HOW: dict[str, str] = {"death_number": N_("death number"), "judgement": N_("judgement day")}


#: the longest countdown to the next deal worth showing, in seconds
MAX_COUNTDOWN = 3600.0


class Results(VerticalScroll):
    """The results, scrolled when they do not fit: each time its size changes (the screen's
    size, or a line under it that came, went or grew: the connection's, the countdown's) or it
    scrolls, its screen's keys line says again whether more is below (review60 #2: said at mount
    alone; and it went on saying so once the last line was in sight)."""

    def on_resize(self) -> None:
        self._say_more_below()

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        if round(old_value) != round(new_value):
            self._say_more_below()

    def _say_more_below(self) -> None:
        say = getattr(self.screen, "say_more_below", None)
        if say is not None:
            self.call_after_refresh(say)


class RoundEndScreen(Screen[str | None]):
    """Results of a round; dismissed with ``"next"``, ``"lobby"`` (only after the match, and
    only when ``lobby`` says the table has one), ``"again"`` (only after the match of a
    ``local`` game against bots: another match at once, no lobby), ``"menu"`` or ``None``."""

    DEFAULT_CSS = """
    RoundEndScreen { align: center top; }
    RoundEndScreen > Vertical { width: 100%; max-width: 110; height: 1fr; padding: 0 1; }
    RoundEndScreen .title { text-style: bold; width: 100%; content-align: center middle;
                            background: $primary; color: $text; margin-bottom: 1; }
    RoundEndScreen .winner { text-style: bold; width: 100%; }  /* (wraps when long) */
    RoundEndScreen #results { height: 1fr; }
    RoundEndScreen .section { text-style: bold; margin-top: 1; }
    RoundEndScreen .plays { padding: 0 0 0 2; }
    RoundEndScreen #next-deal { width: 100%; }  /* (wraps: "Still reading: …" is long) */
    RoundEndScreen #keys-hint { width: 100%; }  /* (wraps: cut at 60x20, ssh45 #4) */
    RoundEndScreen #deck { width: 100%; }  /* (wraps: "…arranged this deck." cut at 60x20) */
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "next", N_("Next round")),
        Binding("enter", "watch", N_("Back to the table")),
        Binding("enter", "lobby", N_("Back to the lobby")),
        Binding("enter", "menu_after_match", N_("Back to the menu")),
        Binding("enter", "again", N_("Play again")),
        Binding("m", "menu_after_lobby_match", N_("Leave the table")),
        Binding("m", "menu_after_local_match", N_("Menu")),
        Binding("m", "menu", N_("Leave")),
        Binding("escape", "escape", show=False),
        Binding("q", "menu", N_("Quit"), show=False),
        Binding("question_mark,f1", "help", N_("Help")),
        Binding("L", "history", N_("History")),
    ]

    def __init__(self, view: dict[str, Any], names: Sequence[str], info: dict[str, Any] | None = None,
                 ascii_only: bool = False, lobby: bool = False, went_out: str | None = None,
                 last_plays: Sequence[str] = (), leave_warning: str | None = None,
                 leave_title: str | None = None, history: Callable[[], None] | None = None,
                 rounds: Sequence[RoundWon] = (), left: Collection[int] = (),
                 away: Collection[int] = (), local: bool = False,
                 sort_hands: bool = False) -> None:
        super().__init__()
        #: a local game against bots: no host to distrust (no deck check line), and after the
        #: match plain words (play again, menu) in place of the network lobby
        self.local = local
        #: the cards left are listed sorted by colour then rank, as the hand is (the setting)
        self.sort_hands = sort_hands
        #: seats whose players left the match (a stand-in bot played on for them): the results
        #: say it under their names, and who won is "Ann's bot" (:func:`~unotui.describe.result_names`)
        self.left = set(left)
        #: seats whose players are away, a bot playing for them meanwhile: said as for those who
        #: left (a player who left was marked, one away not, newbie92 #6)
        self.away = set(away) - self.left
        #: the players' own names, for the results table (``names`` names who won)
        self.players = list(names)
        #: after the match: every round the table saw, in order (who won it, for how much)
        self.rounds = list(rounds)
        #: ``L``: shows the whole match's history (the table's, which keeps it)
        self.history = history
        #: what leaving does to a match still under way (asked before leaving it from here, as
        #: at the table); None when leaving costs nothing (a spectator)
        self.leave_warning = leave_warning
        #: that question's title: "Leave the match?", or at a table this app hosts, which
        #: closes for everyone, "Close the table?" (review49 #2: the table's q said so, the
        #: results' m did not)
        self.leave_title = leave_title or _("Leave the match?")
        #: the next round was dealt while a question that outlives it was open over these
        #: results (:meth:`unotui.flow.Flow.close_results`): answered no, they close
        #: (:meth:`unotui.flow.Flow.close_stale_results`)
        self.stale = False
        translate_bindings(self)
        self.went_out = went_out  #: "Bo went out on G2." (None when nobody went out)
        self.last_plays = list(last_plays)  #: the last plays of the round, in words
        self.view = view
        self.names = result_names(list(names), self.left)
        self.info = info
        self.ascii_only = ascii_only
        self.lobby = lobby  #: the table has a lobby to go back to after the match
        self.deal_at: float | None = None  #: (clock time) the table deals the next round
        self.waiting_for: list[str] = []  #: other players still reading their results
        self._deal_tick: Any = None
        #: while the table is away: the table's one connection line ("Connection lost ·
        #: attempt 3 in 4 s …"), shown in place of the countdown, which means nothing then
        self.connection: str | None = None
        #: Enter ("ready") was pressed while the table was away: said to the table once the
        #: connection is back (it was dropped without a word, and the table went on waiting
        #: for this player, newbie75 #4)
        self.ready_when_back = False

    @property
    def back_to_lobby(self) -> bool:
        """Is returning to the table's lobby offered now (the match is over and it has one)?"""
        return self.match_over and self.lobby and not self.local

    @property
    def play_again(self) -> bool:
        """Is another match at once offered now (a local game's match is over)?"""
        return self.match_over and self.local

    @property
    def match_over(self) -> bool:
        return self.view.get("phase") == "match_over"

    def who(self, seat: int | None) -> str:
        return seat_name(seat, self.names, self.view.get("seat"))

    def team(self, seat: int | None) -> list[int]:
        """``seat`` and its partners (:func:`~unotui.describe.team_seats`)."""
        return team_seats(self.view, seat)

    def team_tag(self, seat: int | None) -> str:
        """" · team 2" after a seat's name at a team table, "" elsewhere (or for a seat the
        view's ``teams`` do not name)."""
        teams = self.view.get("teams")
        if not isinstance(seat, int) or len(self.team(seat)) < 2 or not isinstance(teams, list) \
                or not 0 <= seat < len(teams) or not isinstance(teams[seat], int):
            return ""
        return " · " + _("team {t}", t=teams[seat] + 1)

    def team_names(self, seat: int | None) -> str:
        """``seat`` and its partners in words ("Cy and Ana", "You and Bo")."""
        return names_together(self.team(seat), self.names, self.view.get("seat"))

    def compose(self) -> ComposeResult:
        v = self.view
        with Vertical():
            title = _("Match over") if self.match_over else _("Round {n} over", n=v.get("round", 1))
            yield Label(title, classes="title")
            # (penalty and challenge scoring: who went out, and on what, comes first and once;
            # "Ana went out first." above "Ana went out on R5." said it twice, ux28 #7)
            first = self.went_out is not None and self.adds_own_hands()
            match, round_lines = self.outcome_parts()
            for line in match:  # (who won the match, first)
                yield Label(line, classes="winner")
            if first:
                yield Label(self.went_out or "", classes="winner", id="went-out")
            for line in round_lines:
                yield Label(line, classes="winner")
            if self.went_out and not first:
                yield Label(self.went_out, classes="winner", id="went-out")
            with Results(id="results"):
                yield Static(self.results_table())
                if self.match_over and len(self.rounds) > 1:
                    yield Label(_("Round by round"), classes="section")
                    yield Static(self.rounds_table(), id="rounds")
                if self.last_plays:
                    yield Label(_("How the round ended"), classes="section")
                    # (wrapped as the log wraps them, with its hanging indent and its
                    # Chinese line-breaking: a plain Static, wrapped by Rich, parted a name
                    # from the 的 after it, "拼出了 Bo" / "的日期", newbie74 #1)
                    yield Static(HangingLines(self.last_plays), classes="plays", id="last-plays")
                if not self.local:  # (a game against bots here: no host to distrust)
                    yield Label(self.deck_text(), id="deck")
            hint = _("Enter: {what}", what=self.enter_does())
            if self.play_again:
                hint += " · " + _("m: {what}", what=_("back to the menu"))
            elif self.lobby or not self.match_over:  # (else Enter itself leaves)
                hint += " · " + _("m: {what}", what=_("leave the table"))
            self._hint = hint
            yield Label(hint, id="keys-hint")
            self._set_deal_at()
            # (wrapped by wrap_text, which keeps "20 秒" together: a Label breaks at spaces
            # only, and "20" stood alone above the Chinese after it, newbie42 #4, newbie69 #6)
            self._deal_text = self.next_deal_text()
            deal = Label(Wrapped(self._deal_text), id="next-deal")
            deal.display = bool(self._deal_text)  # (as it will show: no second layout at mount)
            yield deal
        yield KeysFooter(compact=True)  # (one line widget: the stock Footer mounts a widget
        # per key, a third of what composing this screen cost)

    def names_of(self, seats: Sequence[Any]) -> str:
        """Seats as a list in words ("Ana, Bo, you")."""
        return _(", ").join(seat_name(s, self.names, self.view.get("seat"), start=i == 0)
                            for i, s in enumerate(seats) if isinstance(s, int))

    def adds_own_hands(self) -> bool:
        """Does the table score a round by what each player holds (penalty, challenge), the
        one who went out scoring nothing?"""
        return self.view.get("scoring") in ("penalty", "challenge")

    def outcome_lines(self) -> list[str]:
        """Who won (or lost) the round and the match, in the words of the table's scoring
        (docs/RULES.md, "Scoring modes"): standard scoring says the round's points; elimination
        names who lost (the last one holding cards) and the order of going out; penalty and
        challenge scoring say that everyone adds their own hand (the one who went out scores
        nothing), and challenge names who is out of the match. After the match, who won it
        comes first (ux32 #7: "won the match" came under "won the round")."""
        match, lines = self.outcome_parts()
        return match + lines

    def outcome_parts(self) -> tuple[list[str], list[str]]:
        """:meth:`outcome_lines` in two parts: the lines about the match (after its last round),
        then those about the round."""
        match: list[str] = []
        v = self.view
        result = v.get("result") or {}
        scoring = v.get("scoring") or "standard"
        winner = result.get("winner")
        how = result.get("how") or "out"
        if scoring in ("standard", "single"):
            if len(self.team(winner)) > 1:  # (teams: the partners score it together, ux27 #1)
                lines = [_("{who} won the round: {points} points each (partners' cards do not "
                           "count).",
                           who=self.team_names(winner), points=result.get("points", 0))]
                if self.match_over:
                    match.append(_("{who} won the match!",
                                   who=self.team_names(v.get("match_winner"))))
                return match, lines
            lines = [_("{who} won the round: {points} points.", who=self.who(winner),
                       points=result.get("points", 0))]
            if self.match_over:
                match.append(_("{who} won the match!", who=self.who(v.get("match_winner"))))
            elif scoring == "standard" and isinstance(v.get("target"), int) and v["target"]:
                # (how far the match is: the table showed the target, the results did not,
                # newbie34 #10)
                lines.append(_("First to {n} points wins the match.", n=v["target"]))
            return match, lines
        if how in HOW:
            lines = [_("{who} won the round by {how}.", who=self.who(winner), how=_(HOW[how]))]
        elif scoring == "elimination" or self.went_out:  # (the went-out line says who)
            lines = []
        else:
            lines = [_("{who} went out first.", who=self.who(winner))]
        if scoring == "elimination":
            finished = [s for s in v.get("finished") or [] if isinstance(s, int)]
            if finished:
                lines.append(_("Out in order: {names}.", names=self.names_of(finished)))
            loser = result.get("loser")
            at_once = how in HOW  # (a death number or a judgement won the round with several
            # still holding cards: the team holding the most points lost, decision 12,
            # review48 #3)
            if isinstance(loser, int) and len(self.team(loser)) > 1:  # (teams: ux29 #1)
                lines.insert(0, _("{who} lost: of the teams still holding cards, the one "
                                  "holding the most points.", who=self.team_names(loser))
                             if at_once else
                             _("{who} lost: the last team left holding cards.",
                               who=self.team_names(loser)))
            elif isinstance(loser, int):
                lines.insert(0, _("{who} lost: of those still holding cards, the most points.",
                                  who=self.who(loser)) if at_once else
                             _("{who} lost: the last one left holding cards.",
                               who=self.who(loser)))
            best = v.get("match_winner")
            first_out = bool(finished) and finished[0] == best
            if self.match_over and isinstance(best, int) and len(self.team(best)) > 1:
                # (the first out may play for the team left, which lost: then the match is
                # the next team's, and its player did not go out first, review48 #2)
                match.append(_("{who} won the match: {first} went out first!",
                               who=self.team_names(best), first=self.who(best))
                             if how == "out" and first_out else
                             _("{who} won the match!", who=self.team_names(best)))
            elif self.match_over and isinstance(best, int):
                match.append(_("{who} won the match: first to go out!", who=self.who(best))
                             if how == "out" else _("{who} won the match!", who=self.who(best)))
            return match, lines
        if len(self.team(winner)) > 1:  # (penalty with teams: a team adds up its hands)
            lines.append(_("Each team adds the points left in all its players' hands to the "
                           "score of each of them."))
        else:
            lines.append(_("Everyone adds the points left in their own hand to their score."))
        scores = v.get("scores") or []
        if scoring == "challenge":
            eliminated = v.get("eliminated") or []
            out = [s for s, gone in enumerate(eliminated) if gone is True]
            if out:
                lines.append(_("Out of the match, at {n} points or more: {names}.",
                               n=v.get("target", "?"), names=self.names_of(out)))
            if self.match_over:
                match.append(_("{who} won the match: the last one left in it!",
                               who=self.who(v.get("match_winner"))))
            return match, lines
        if self.match_over:  # penalty: the lowest score wins, the highest loses
            best, worst = v.get("match_winner"), v.get("match_loser")
            # (teams win and lose together: their partners are named too, ux29 #2)
            if isinstance(best, int) and best < len(scores):
                match.append(_("{who} won the match with the lowest score: {points}.",
                               who=self.team_names(best), points=scores[best]))
            if isinstance(worst, int) and worst < len(scores):
                match.append(_("{who} lost with the highest score: {points}.",
                               who=self.team_names(worst), points=scores[worst]))
        return match, lines

    def next_deal_text(self) -> str:
        """The countdown to the next deal, in words ("" when the table gave none); while the
        table is away, the connection's state instead (:meth:`show_connection`)."""
        if self.stale:  # (dealt while a question to quit was open over these: ux28 #3)
            return _("The next round has been dealt: it is under way at the table.")
        if self.connection:
            if self.ready_when_back:  # (the connection's line is no sentence: a " · " after
                # it, not "… giving up in 58 s You are ready", newbie77 #2)
                return self.connection + " · " + _("You are ready: the table is told as soon "
                                                   "as the connection is back.")
            return self.connection
        if self.match_over or self.deal_at is None:
            return ""
        left = max(0, math.ceil(self.deal_at - time.monotonic()))
        text = _("Next round in {s} s, or as soon as everyone is ready.", s=left)
        if self.waiting_for:
            text = sentences(text, _("Still reading: {names}.",
                                     names=listing(self.waiting_for)))
        return text

    def mark_stale(self) -> None:
        """The table dealt the next round while these results were covered by a question that
        outlives it (Ctrl+Q's): they say so rather than count down to 0 s, and close once
        the question is answered no (:meth:`unotui.flow.Flow.close_stale_results`)."""
        self.stale = True
        self._show_next_deal()
        self.refresh_bindings()

    def show_connection(self, text: str | None) -> None:
        """The table's connection line while it is away (the same words the table shows), or
        ``None`` when it is back: the countdown shows again (the table sends the round's end
        and its lobby again on reconnecting, with the time left). Enter pressed while the table
        was away is said to it now (:meth:`_ready_now`)."""
        self.connection = text or None
        self._show_next_deal()
        self.refresh_bindings()
        if self.connection is None and self.ready_when_back:
            # (once the table's screen has taken the news in: "closed" comes this way too, and
            # then the table has gone, and these results with it)
            self.call_after_refresh(self._ready_now)

    def _ready_now(self) -> None:
        """The connection is back: Enter pressed while it was away goes to the table now, if
        these results still show, the next round not dealt, the table not gone."""
        if self.ready_when_back and self.connection is None and not self.stale \
                and self.is_current and self.check_action("next", ()) and self.seat_kept():
            self.ready_when_back = False
            self.dismiss("next")

    def seat_kept(self) -> bool:
        """Did the table give this player's seat back as the connection came back? Not when
        its client (that of the table screen under these results) says the host no longer knew
        its token, or it has no seat: a bot plays it, and "ready" from a watcher is refused —
        or, the match gone, it would mark the player ready in a lobby they did not choose."""
        for screen in reversed(self.app.screen_stack):
            client = getattr(getattr(screen, "link", None), "client", None)
            if client is not None:
                return getattr(client, "token_kept", True) is not False \
                    and getattr(client, "seat", 0) is not None
        return True

    def show_waiting(self, names: list[str], deal_in: Any = None) -> None:
        """The table's newest lobby: who else is still on their results, and the countdown."""
        self.waiting_for = list(names)
        if isinstance(deal_in, int | float) and not isinstance(deal_in, bool):
            self.info = {**(self.info or {}), "deal_in": deal_in}
            self._take_deal_in()
        else:
            self._show_next_deal()

    def _set_deal_at(self) -> bool:
        """Take the countdown from the round end's ``deal_in``; whether there is one."""
        deal_in = (self.info or {}).get("deal_in")
        # (a local game waits for its player: its "countdown" of a day is no countdown)
        if isinstance(deal_in, int | float) and not isinstance(deal_in, bool) \
                and 0 <= deal_in <= MAX_COUNTDOWN:
            self.deal_at = time.monotonic() + float(deal_in)
            return True
        return False

    def _take_deal_in(self, mounting: bool = False) -> None:
        """Take the countdown in and show it; once mounted (``mounting``: from ``on_mount``,
        where ``is_mounted`` is not true yet) a ticker shows it each second."""
        if self._set_deal_at() and self._deal_tick is None and (mounting or self.is_mounted):
            self._deal_tick = self.set_interval(1.0, self._show_next_deal)
        self._show_next_deal()

    def _show_next_deal(self) -> None:
        text = self.next_deal_text()
        for label in self.query("#next-deal").results(Label):
            if getattr(self, "_deal_text", None) != text:  # (an update lays the screen out
                self._deal_text = text  # again, even to the same text)
                label.update(Wrapped(text))
            if label.display != bool(text):
                label.display = bool(text)

    def results_table(self) -> Table:
        v = self.view
        result = v.get("result") or {}
        hands = result.get("hands") or []
        hand_points = result.get("hand_points") or []
        table = Table(box=box.ASCII if self.ascii_only else box.SIMPLE_HEAD, expand=True,
                      show_edge=False)
        table.add_column(_("Player"), no_wrap=True)
        table.add_column(_("Cards left"), ratio=1)
        scored = v.get("scoring") != "elimination"  # (elimination keeps no score: no column
        # of zeros, ux27 #12; nor points, newbie50 #12 — but where a round won at once is lost
        # by the most points held, those points, to check it by: review53 #5)
        pointed = scored or result.get("how") in ("death_number", "judgement")
        if pointed:
            table.add_column(_("Points"), justify="right")
        if scored:
            table.add_column(_("Score"), justify="right")
        eliminated = v.get("eliminated") or []
        # (teams, the winner scoring: the partners' cards do not count, so their points are
        # dimmed, ux28 #4)
        uncounted = set(point_sharers(v.get("teams"), result.get("winner"),
                                      v.get("scoring"))[1:])
        for seat in range(v["players"]):
            hand = hands[seat] if seat < len(hands) else []
            if self.sort_hands:
                hand = sort_cards([str(c) for c in hand])
            pts = hand_points[seat] if seat < len(hand_points) else sum(map(card_points, hand))
            shown = self.shown_hand(seat) if not hand and seat == result.get("winner") \
                and result.get("how") == "death_number" else None
            if shown and self.sort_hands:  # (sorted as every other hand beside it is, and
                shown = sort_cards([str(c) for c in shown])  # as the log shows it, newbie74 #4)
            cards = " ".join(card_label(c, self.ascii_only) for c in hand) or (
                _("(shown: {cards})", cards=" ".join(card_label(c, self.ascii_only)
                                                     for c in shown)) if shown else
                # (a death number's winner showed the hand it won with: "(none left)" read as
                # if nothing had been shown, newbie70 #6)
                _("(out of the match)") if seat < len(eliminated) and eliminated[seat] is True
                and seat != result.get("winner") else _("(none left)"))  # ("(out)" read as
            # knocked out beside "(out of the match)", newbie50 #8)
            # (a partner's uncounted points in brackets, not only dimmed: in a terminal
            # without colours they read as scored, and the column did not add up, newbie47 #4)
            row: list[Any] = [self.player_cell(seat, seat == result.get("winner")), cards]
            if pointed:
                row.append(Text(f"({pts})", style="dim") if seat in uncounted else str(pts))
            if scored:
                row.append(str(v["scores"][seat]))
            table.add_row(*row)
        return table

    def shown_hand(self, seat: int) -> list[str]:
        """The hand ``seat`` showed to claim death number this round (its log's
        ``death_number`` event), or none."""
        v = self.view or {}
        for ev in reversed(v.get("log") or []):
            if isinstance(ev, dict) and ev.get("type") == "death_number" \
                    and ev.get("seat") == seat and isinstance(ev.get("hand"), list):
                return [str(c) for c in ev["hand"]]
        return []

    def player_cell(self, seat: int, won: bool) -> Text:
        """The results' name of ``seat``: "You", or the player's name; for a seat whose player
        left the match, their name and, on a line of its own (80 columns hold it beside the
        cards), that a bot finished the match for them (or, before its end, played on)."""
        me = self.view.get("seat")
        team = self.team_tag(seat)  # (at a team table: whose points count for whom)
        if seat in self.away and seat != me:
            cell = Text(self.who(seat), style="bold" if won else "")
            cell.append(team, style="dim")
            cell.append("\n  " + _("(away; a bot played for them)"), style="dim")
            return cell
        if seat not in self.left or seat == me:
            cell = Text(self.who(seat), style="bold" if won else "")
            cell.append(team, style="dim")
            return cell
        cell = Text(seat_name(seat, self.players, me), style="bold" if won else "")
        cell.append(team, style="dim")
        mark = _("(left; a bot finished)") if self.match_over else _("(left; a bot played on)")
        cell.append("\n  " + mark, style="dim")  # (indented under the name: flush left, it
        # read as a nameless player's row, newbie43 #9)
        return cell

    def rounds_table(self) -> Table:
        """The match's rounds: who won each, how, and (when the winner scores them) the points."""
        scores_points = self.view.get("scoring", "standard") in ("standard", "single")
        table = Table(box=box.ASCII if self.ascii_only else box.SIMPLE_HEAD, show_edge=False)
        table.add_column(_("Round"), justify="right")
        table.add_column(_("Won by"), no_wrap=True)
        if scores_points:
            table.add_column(_("Points"), justify="right")
        for won in self.rounds:
            name = won.name or self.who(won.winner)  # (a bot's win before its seat was taken)
            # (partners score it together: whose team won it, as the rows above, newbie46 #8)
            name += self.team_tag(won.winner)
            if won.how in HOW:  # (brackets as the language writes them, "Ana（死亡数字）":
                # an ASCII " (…)" was added around the Chinese words, newbie79 #10)
                name = _("{who} ({how})", who=name, how=_(HOW[won.how]))
            row = [str(won.number), name]
            if scores_points:
                row.append("" if won.points is None else str(won.points))
            table.add_row(*row)
        first = self.rounds[0].number if self.rounds else 1
        if first > 1:
            table.caption = _("(rounds before round {n} were not seen here)", n=first)
        return table

    def enter_does(self) -> str:
        """What Enter does here now, in words (the hint under the results and ``?`` say it)."""
        if self.play_again:
            return _("play again")
        if self.back_to_lobby:
            return _("back to the table's lobby, for another match")
        if self.match_over:
            return _("back to the menu")
        if self.view.get("seat") is None:  # (a watcher is dealt nothing: back to watching)
            return _("back to the table")
        return _("ready for the next round")

    def help_keys(self) -> list[tuple[str, str]]:
        """This screen's keys for ``?`` help, as they work now (not the table's)."""
        enter = self.enter_does()
        if self.back_to_lobby:  # (Escape puts the results away: newbie43 #4)
            keys = [("Enter Esc", enter), ("m q", _("leave the table (asks first)")
                                            if self.leaving_after_match() is not None
                                            else _("leave the table"))]
        else:
            if self.play_again:
                leave = _("back to the menu")
            elif self.match_over or self.leave_warning is None:
                leave = _("leave the table")
            else:
                leave = _("leave the table (asks first during a match)")
            keys = [(_("Enter"), enter), ("m Esc q", leave)]
        if self.history is not None:
            keys.append(("L", _("the whole match's history")))
        keys += [("PgUp PgDn", _("scroll the results")),
                 ("?", _("this help (Escape or ? closes it)")),
                 ("Ctrl+P", _("command palette: themes, keys, quit"))]
        return keys

    def deck_text(self) -> str:
        verdict = deck_check(self.info)
        if verdict is True:
            return _("Fair deal: checked — the host could not have arranged this deck.")
        if verdict is False:
            text = _("Fair deal: check FAILED — this is not the shuffle the host fixed before dealing!")
            reason = (self.info or {}).get("verify_reason")
            if isinstance(reason, str) and reason:
                text += f" ({reason})"
            return text
        return _("Fair deal: this table offers no check.")

    def add_info(self, info: dict[str, Any]) -> None:
        """Merge a round/match end message in (a later message never erases a known verdict)."""
        merged = dict(self.info or {})
        merged.update({k: v for k, v in info.items() if k not in merged or k != "verified"})
        self.info = merged
        for label in self.query("#deck").results(Label):
            _update(label, self.deck_text())
        self._take_deal_in(mounting=True)

    def on_mount(self) -> None:
        # (the round's notices — "Ana caught you without UNO: you draw 2" — are in its log and
        # in these results: left over, they covered "How the round ended" and the keys at
        # 80x24, botplay41 #3)
        self.app.clear_notifications()
        # (a round dealt at once may close this screen before it mounts: query, never assume)
        for label in self.query("#deck").results(Label):
            _update(label, self.deck_text())
        self._take_deal_in(mounting=True)

    def say_more_below(self) -> None:
        """The keys' line says that ↓ shows more while lines of the results are below the
        screen: a long match's round-by-round table showed its first rounds at 80x24, a scroll
        bar the only hint of the others (newbie54 #5). Scrolled to the end, it says no more."""
        for results in self.query("#results").results(VerticalScroll):
            more = round(results.scroll_y) < round(results.max_scroll_y)
            hint = self._hint + " · " + _("↓ PgDn: more below") if more else self._hint
            for label in self.query("#keys-hint").results(Label):
                _update(label, hint)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        watcher = self.view.get("seat") is None
        if action == "next":  # (while the table is away, kept for when it is back: newbie75 #4)
            if watcher:  # (a watcher is dealt nothing: Enter is "watch" then, ssh29 #4)
                return False
            return not self.match_over
        if action == "watch":
            return watcher and not self.match_over
        if action == "lobby":
            return self.back_to_lobby
        if action == "menu_after_match":
            return self.match_over and not self.lobby
        if action == "menu_after_lobby_match":
            return self.back_to_lobby
        if action in ("again", "menu_after_local_match"):
            return self.play_again
        if action == "history":
            return self.history is not None
        return True

    def action_next(self) -> None:
        if self.connection:  # (nobody to tell now: told once the connection is back)
            self.ready_when_back = True
            self._show_next_deal()
            return
        self.dismiss("next")

    def action_watch(self) -> None:
        """A watcher's Enter: back to watching the table (nobody waits for a watcher)."""
        self.dismiss(None)

    def action_lobby(self) -> None:
        self.dismiss("lobby")

    def action_menu_after_lobby_match(self) -> None:
        self.action_menu()

    def action_escape(self) -> None:
        """Escape: as m — except after a match at a table with a lobby, where it puts the
        results away for that lobby as Enter does (it left the table at once, newbie43 #4)."""
        if self.back_to_lobby:
            self.action_lobby()
        elif self.play_again:
            self.action_menu_after_local_match()
        else:
            self.action_menu()

    def action_again(self) -> None:
        self.dismiss("again")

    def action_menu_after_local_match(self) -> None:
        self.dismiss("menu")

    def action_menu_after_match(self) -> None:
        self.dismiss("menu")

    def action_history(self) -> None:
        if self.history is not None:
            self.history()

    def action_help(self) -> None:
        """``?``: this screen's keys, and this table's rules."""
        show = getattr(self.app, "show_help", None)
        if show is not None:
            show(self.view, self.ascii_only, keys=self.help_keys())

    def action_menu(self) -> None:
        """Leave: during a match only after a yes (as q at the table); after it at once —
        unless this app hosts the table and others are there (its lobby, below, says so:
        ``quit_warning``): leaving closes it for them, so the lobby's own question comes
        first (away35 #3: one key closed the table for everyone, rematch and all).

        The question during a match outlives the next deal (as Ctrl+Q's does, away35 #4: it
        vanished unanswered when the countdown ran out): the results wait under it, marked
        stale, and a yes still leaves."""
        from ..dialogs import ConfirmDialog

        if self.match_over or self.leave_warning is None:
            costs = self.leaving_after_match() if self.match_over else None
            if costs is None:
                self.dismiss("menu")
                return
            # (the table this app hosts closes: "Close the table?", as its lobby and its q ask,
            # newbie63 #7)
            title = _("Close the table?") if self.match_over and self.hosting_warning() \
                else _("Leave the table?")
            self.app.push_screen(ConfirmDialog(title, costs),
                                 lambda yes: self.dismiss("menu") if yes else None)
            return
        # (m then y closed unotui unsaid where q and Ctrl+Q say so, newbie39 #11)
        ends = getattr(self.app, "leaving_ends_words", None)
        closing = ends() if callable(ends) else ""
        dialog = ConfirmDialog(self.leave_title, sentences(self.leave_warning, closing))
        dialog.outlives_new_round = True

        def answered(yes: bool | None) -> None:
            if yes:
                self.dismiss("menu")
                return
            close = getattr(self.app, "close_stale_results", None)
            if callable(close):
                close()

        self.app.push_screen(dialog, answered)

    def leaving_after_match(self) -> str | None:
        """What leaving the table after its match costs, asked before it (``None``: nothing,
        it leaves at once): the table this app hosts closes for the others there
        (:meth:`hosting_warning`); a guest at a table whose lobby comes next gives up their
        seat, or their place among the watchers, as the lobby's q says (newbie43 #4)."""
        hosting = self.hosting_warning()
        hosts = getattr(self.app, "hosts_table", None)
        if hosting is not None or not self.back_to_lobby or (callable(hosts) and hosts()):
            return hosting
        return _("You stop watching.") if self.view.get("seat") is None \
            else _("Your seat is given up.")

    def hosting_warning(self) -> str | None:
        """What leaving does to the table this app hosts, said by its lobby below these
        results (its ``quit_warning``: "Your table closes for everyone." while others are
        there), or ``None``."""
        for screen in reversed(self.app.screen_stack):
            warning = getattr(screen, "quit_warning", None)
            if callable(warning):
                said = warning()
                return said if isinstance(said, str) else None
        return None
