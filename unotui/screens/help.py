"""Help: the keys, and a readable summary of the active rules (official plus any differences)."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from ..i18n import N_, _, sentences, translate_bindings
from ..widgets.lines import Wrapped


def redraw_words() -> str:
    """What Ctrl+L does (the app's key on every screen, :meth:`unotui.app.UnoApp.action_redraw`),
    translated: said in the table's help, a player's and a watcher's (ssh49 #5)."""
    return _("draw the whole screen again (when something wrote over it)")


def keys(rules: dict[str, Any] | None = None) -> list[tuple[str, str]]:
    """(key, what it does) for the help screen, translated. With the table's ``rules``, a key
    only some rules use is listed only where they are on (newbie41 #7: r g b y, Space and a
    were listed, "under jump-in", at tables without it); without them, every key."""
    every = [
        ("← → / h l", _("move through your hand (Home, End: to its first, its last card)")),
        ("1–9 0", _("pick one of the first ten cards by the number under it; the same number "
                    "again plays it")),
        (_("Enter"), _("play the card under the cursor (a wild asks for the colour)")),
        ("r g b y", _("jump in with a wild card, naming that colour (under jump-in)")),
        ("d", _("draw a card")),
        ("p", _("pass (keep the card you just drew)")),
        ("u", _("call UNO: with your second-to-last card, or while you hold your last one")),
        ("c", _("catch a player who did not call UNO")),
        ("x", _("challenge a Wild Draw Four played on you (d takes its cards)")),
        (_("Space"), _("select several cards (when multi-play is on); Escape clears them")),
        ("a", _("a special move (death number, judgement day), when the rules have one")),
        ("t", _("chat; Enter sends, Escape cancels")),
        ("PgUp PgDn", _("scroll the log")),
        (_("Mouse"), _("click a card to point at it, again to play it; the wheel scrolls the "
                       "log; a key in the footer can be clicked")),
        ("L", _("the whole match's history")),
        ("?", _("this help (Escape or ? closes it)")),
        ("q", _("leave the table (asks first during a match)")),
        ("Ctrl+Q", _("quit unotui (asks first during a match)")),
        ("Ctrl+Z", _("suspend unotui to the shell; fg brings it back")),
        ("Ctrl+P", _("command palette: themes, keys, quit")),
        ("Ctrl+L", redraw_words()),
    ]
    if rules is None:
        return every
    challenge = rules.get("wd4_challenge", True) and not rules.get("wd4_anytime")
    # (r g b y jump in with a wild: none does when only coloured cards may, review44 #4)
    off = {"r g b y": not rules.get("jump_in") or rules.get("jump_in_colored_only"),
           "x": not challenge,
           _("Space"): rules.get("multi_play", "off") == "off",
           "a": not (rules.get("death_number") or rules.get("judgement_day"))}
    return [(key, text) for key, text in every if not off.get(key)]


def watcher_keys(takeable: bool = True) -> list[tuple[str, str]]:
    """The keys that act for a spectator (no hand, no turn), translated; ``s`` only where a
    bot's seat may be taken (``takeable``)."""
    kept = {"t", "PgUp PgDn", "L", "?"}
    take = [("s", _("take over a seat one of the table's bots plays, and play it from now "
                    "on"))] if takeable else []
    return [*[(key, text) for key, text in keys() if key in kept], *take,
            ("q", _("stop watching: leave the table")),
            ("Ctrl+Q", _("quit unotui")),
            ("Ctrl+P", _("command palette: themes, keys, quit")),
            ("Ctrl+L", redraw_words())]


def table_notes(view: dict[str, Any], ascii_only: bool) -> list[str]:
    """What the table screen is for, for ``?``: a watcher's how to get a seat (ux31 #5), a
    player's how to read the hand (ux32 #11)."""
    if view.get("seat") is None:
        return [_("You watch this match: you hold no cards and play no turn."),
                _("When the match ends the table goes back to its lobby, and you stay: there r "
                  "sits you down in a free seat. The table's owner can free a bot's seat with "
                  "k.")]
    return hand_notes(ascii_only) if isinstance(view.get("seat"), int) else []


def hand_notes(ascii_only: bool) -> list[str]:
    """How to read your hand at the table, in its own marks, translated."""
    from ..widgets.cards import glyphs

    g = glyphs(ascii_only)
    return [_("Your hand: the cards you may play now stand one line higher, with a bold edge; "
              "the others are dimmed."),
            _("Under each card: its number key (1-9, 0), {cursor} the cursor, {new} a card new "
              "in your hand, {selected} a card selected, ? a Wild Draw Four that would be a "
              "bluff now (you hold a card of the colour in play), + a card that fits only "
              "together with another (Space selects them).",
              cursor=g.cursor, new=g.fresh, selected=g.selected)]


ASCII_KEYS = {"← → / h l": "Left Right / h l", "1–9 0": "1-9 0", "↑ ↓ / Tab": "Up Down / Tab",
              "← →": "Left Right", "↑ ↓ / Enter": "Up Down / Enter", "↑ ↓": "Up Down"}


def ascii_key(key: str) -> str:
    """A help's key in ASCII words: the arrows spelled out, whatever follows them in the
    player's language ("↑ ↓ / 回车" in Chinese, review73 #3)."""
    if key in ASCII_KEYS:
        return ASCII_KEYS[key]
    for arrows, words in (("↑ ↓", "Up Down"), ("← →", "Left Right")):
        if key.startswith(arrows):
            return words + key[len(arrows):]
    return key


def _base_rules(rules: dict[str, Any], players: Any = None) -> list[str]:
    """The rules every game shares, in the words the active house rules change them to (and,
    at a table of ``players`` two, the two-player Reverse)."""
    stacking = rules.get("stacking", "off") != "off"
    wd4_anytime = bool(rules.get("wd4_anytime"))
    challenge = rules.get("wd4_challenge", True) and not wd4_anytime
    lines = [_("Match a card by colour, number or symbol, or play a wild card.")]
    if stacking:
        lines.append(_("Skip: the next player misses a turn. Reverse: the direction changes. "
                       "Draw Two: the next player draws 2 and misses a turn, unless they stack "
                       "a draw card on it (see Stacking below)."))
    else:
        lines.append(_("Skip: the next player misses a turn. Reverse: the direction changes. "
                       "Draw Two: the next player draws 2 and misses a turn."))
    if players == 2 and rules.get("two_player_rules") is not False:
        lines.append(_("With two players a Reverse works as a Skip: you play again."))
    if challenge and stacking:
        wd4 = _("Wild: you name the colour. Wild Draw Four: you name the colour and the next "
                "player draws 4, unless they challenge (x) or stack. It is a bluff when you "
                "hold a card of the current colour; a caught bluffer draws the whole penalty, "
                "a wrong challenger draws it and 2 more.")
    elif challenge:
        wd4 = _("Wild: you name the colour. Wild Draw Four: you name the colour and the next "
                "player draws 4, unless they challenge (x). It is a bluff when you hold a card "
                "of the current colour; a caught bluffer draws 4, a wrong challenger draws 6.")
    elif wd4_anytime:
        wd4 = _("Wild: you name the colour. Wild Draw Four: you name the colour and the next "
                "player draws 4; you may play it at any time, and nobody can challenge it.")
    else:
        wd4 = _("Wild: you name the colour. Wild Draw Four: you name the colour and the next "
                "player draws 4; play it only when you hold no card of the current colour. "
                "Nobody can challenge it.")
    if stacking:
        wd4 = sentences(wd4, _("Under stacking it can be passed on too."))
    lines.append(wd4)
    if rules.get("draw_when_playable") is False:  # (drawing is for a hand with no card that fits)
        draw = _("If you cannot play, draw (d): you keep drawing until a card fits.") \
            if rules.get("draw_until_playable") else _("If you cannot play, draw one card (d).")
    elif rules.get("draw_until_playable"):
        draw = _("If you cannot or do not want to play, draw (d): you keep drawing until a card "
                 "fits.")
    else:
        draw = _("If you cannot or do not want to play, draw one card (d).")
    if rules.get("force_play"):
        draw = sentences(draw, _("A drawn card that fits must be played at once, unless it "
                                 "is a Wild Draw Four you would bluff with (you hold the colour "
                                 "in play): that one you may keep (p)."))
    else:
        draw = sentences(draw, _("You may play a drawn card that fits at once (Enter) or keep "
                                 "it (p)."))
    if rules.get("draw_when_playable") is False:
        draw = sentences(draw, _("You may draw only when no card in your hand can be played."))
    lines.append(draw)
    lines.append(_("Call UNO (u) when you play your second-to-last card. Caught without it (c): "
                   "draw {n}. You can be caught until the next player who takes a turn plays "
                   "or draws.", n=rules.get("uno_penalty", 2)))
    if rules.get("multi_play", "off") != "off":
        lines.append(_("With multi-play, a hand of cards you could play all together owes UNO "
                       "too."))
    return lines


#: how a match is scored and won, by scoring mode (``standard`` for any other)
SCORING: dict[str, str] = {
    "single": N_("One round only: the first to go out wins."),
    "penalty": N_("Penalty scoring: after each round everyone adds the points left in their own "
                  "hand (numbers face value, action cards 20, wild cards 50). When someone "
                  "reaches {target}, the lowest score wins."),
    "elimination": N_("Elimination: whoever goes out leaves the round, and play goes on until "
                      "one player is left, who loses. One round."),
    "challenge": N_("Challenge UNO: everyone adds the points left in their own hand; reaching "
                    "{target} puts you out of the match. The last two play head to head, and "
                    "the last one left wins."),
    "standard": N_("The winner of a round scores the points left in the other hands "
                   "(numbers face value, action cards 20, wild cards 50). "
                   "First to {target} wins the match."),
}
#: the same at a table of teams (a team wins, each partner scores alike; challenge scoring
#: cannot have teams)
TEAM_SCORING: dict[str, str] = {
    "single": N_("One round only: the team of the first to go out wins."),
    "penalty": N_("Penalty scoring: after each round each team adds the points left in all its "
                  "players' hands (numbers face value, action cards 20, wild cards 50), each "
                  "partner alike. When someone reaches {target}, the team with the lowest "
                  "score wins."),
    "elimination": N_("Elimination: whoever goes out leaves the round, and play goes on until "
                      "one team is left, which loses. One round."),
    "standard": N_("When a player goes out, each partner of that team scores the points left in "
                   "the opponents' hands (numbers face value, action cards 20, wild cards 50); "
                   "partners' cards do not count. The first team to {target} wins the match."),
}


def _scoring(view: dict[str, Any], teams: bool = False) -> str:
    """How the match is scored and won, in the words of its scoring mode (and with ``teams``,
    of partners: a team wins, each partner scores alike)."""
    scoring = view.get("scoring", "standard")
    words = (TEAM_SCORING if teams and scoring in TEAM_SCORING else SCORING).get(
        scoring, SCORING["standard"])
    return _(words, target=view.get("target", 500))


#: the stacking levels in words
STACKING: dict[str, str] = {
    "draw2": N_("Stacking: when a Draw Two is played on you, play a Draw Two of yours (Enter) to "
                "pass the penalty on, 2 more; or take them all (d). A plain Wild cannot be "
                "played on a penalty."),
    "same_type": N_("Stacking (Mattel's Progressive UNO): when a draw card is played on you, "
                    "play the same kind (Enter): a "
                    "Draw Two on a Draw Two, a Wild Draw Four on a Wild Draw Four. The penalty "
                    "adds up for the next player; or take them all (d). A plain Wild cannot be "
                    "played on a penalty."),
    "progressive": N_("Stacking: when a draw card is played on you, pass the penalty on (Enter) "
                      "with a Draw Two on a Draw Two, or a Wild Draw Four on either (never a "
                      "Draw Two on a Wild Draw Four); it adds up for the next player. Or take "
                      "them all (d). A plain Wild cannot be played on a penalty."),
    "any": N_("Stacking: when a draw card is played on you, pass the penalty on (Enter) with any "
              "draw card (a Draw Two on a Wild Draw Four only in the colour it named); it adds up "
              "for the next player. Or take them all (d). A plain Wild cannot be played on a "
              "penalty."),
}


def table_setup(rules: dict[str, Any]) -> list[str]:
    """How the table is set up when it differs from the official game: the cards dealt, the
    number of players, the teams. Not house rules: the rule book's setup and scoring options
    (ux27 #8i); :func:`_scoring` says how teams score."""
    lines = []
    if rules.get("hand_size", 7) != 7:
        lines.append(_("Each player is dealt {n} cards.", n=rules["hand_size"]))
    if rules.get("players"):
        lines.append(_("This table is for exactly {n} players.", n=rules["players"]))
    teams = rules.get("teams", "off")
    if teams in ("pairs", "triples"):
        lines.append(_("Teams of two: partners sit opposite and win together.") if teams == "pairs"
                     else _("Teams of three: partners sit every other seat (or every third "
                            "at nine seats) and win together."))
    return lines


def house_rules(rules: dict[str, Any]) -> list[str]:
    """What each active house rule lets you do, and the key that does it (translated). Options
    that only change the wording of the common rules (:func:`_base_rules`) or the scoring are
    not repeated; an option unknown to this version is shown with its rule-book explanation."""
    from core.rules import OPTIONS, Rules

    # only what differs from the official rules (a lobby passes every option, official ones
    # too: an official table read "House rules at this table:" and a list of descriptions)
    official = Rules().to_dict()
    rules = {k: v for k, v in rules.items() if k not in official or official[k] != v}
    said = {"stacking", "wd4_challenge", "wd4_anytime", "draw_until_playable", "force_play",
            "draw_when_playable", "uno_penalty", "scoring", "target_score"}
    lines: list[str] = []
    stacking = rules.get("stacking", "off")
    if stacking in STACKING:
        lines.append(_(STACKING[stacking]))
    if rules.get("jump_in"):
        jump = _("Jump-in: when a card is played and you hold the identical card (same colour and "
                 "number or symbol), play it at once (Enter), even out of turn; play goes on from "
                 "you.") if rules.get("jump_in_colored_only") else \
            _("Jump-in: when a card is played and you hold the identical card (same colour and "
              "number or symbol; a Wild on a Wild, a Wild Draw Four on a Wild Draw Four), play "
              "it at once (Enter), even out of turn; play goes on from you. A wild card jumps in "
              "with r, g, b or y, the colour it names.")
        if rules.get("jump_in_stacks"):
            jump = sentences(jump, _("Jumped-in draw cards add up."))
        else:
            jump = sentences(jump, _("A jumped-in draw card replaces the penalty: a Draw Two "
                                     "on a Draw Two makes the next player draw 2, not 4, and "
                                     "under stacking it replaces the whole stack (4 stacked "
                                     "become 2).") if stacking in STACKING else
                             _("A jumped-in draw card replaces the penalty: a Draw Two "
                               "on a Draw Two makes the next player draw 2, not 4."))
        if rules.get("jump_in_colored_only"):
            jump = sentences(jump, _("Wild cards cannot jump in."))
        lines.append(jump)
    said |= {"jump_in", "jump_in_stacks", "jump_in_colored_only"}
    multi = rules.get("multi_play", "off")
    if multi == "identical":
        lines.append(_("Multi-play: select identical cards (same colour and value) with space, "
                       "then play them together (Enter). Two Skips skip two players, two Draw "
                       "Twos make 4."))
    elif multi == "same_value":
        lines.append(_("Multi-play: select cards of the same number or symbol, in any colours, "
                       "with space, then play them together (Enter); the one on top sets the "
                       "colour. Two Skips skip two players, two Draw Twos make 4."))
    if rules.get("seven_o"):
        lines.append(_("Seven-O: play a 7 and choose a player to swap hands with; play a 0 and "
                       "every hand passes on to the next player."))
    if rules.get("wild_powers"):
        lines.append(_("Wild powers: with a plain Wild you may, besides naming the colour, "
                       "look at a player's hand, or give them 3 cards of your choice and take 3 "
                       "of theirs at random."))
    if rules.get("death_number"):
        lines.append(_("Death number: right after an opponent plays a number, if your hand is all "
                       "numbers adding up to it (or a multiple of it), press a to show it and win "
                       "the round."))
    if rules.get("judgement_day"):
        lines.append(_("Judgement day: everyone names a date at the start (12-25 gives the "
                       "digits 1, 2, 2, 5). Holding number cards that spell another player's "
                       "date, in any colours, press a to throw them out, even out of turn: you "
                       "name a colour that is not among them, and play goes on after you (the "
                       "players between miss their turn). In all four colours they win you the "
                       "round."))
    # (not "down to one card": with two, about to play one, the call is right, newbie68 #5;
    # under multi-play an UNO hand may hold cards all played together, review81 #4)
    false_uno = N_("Calling UNO (u) when your play will not leave you one card costs "
                   "{n} cards.") if not rules.get("multi_play") else \
        N_("Calling UNO (u) when your play will not leave you one card, or cards you could all "
           "play together, costs {n} cards.")
    if rules.get("scoring") == "elimination" and (rules.get("death_number")
                                                  or rules.get("judgement_day")):
        # (a claim ends the round there, and who loses it is not who is left: newbie70 #7;
        # judgement day's alone too, and a team's points with teams, review81 #9)
        lines.append(_("Under elimination a death number (or a winning judgement) ends the "
                       "round at once: of those still holding cards, whoever holds the "
                       "most points loses.") if rules.get("death_number") else
                     _("Under elimination a judgement in all four colours ends the round at "
                       "once: of those still holding cards, whoever holds the most points "
                       "loses."))
        if rules.get("teams", "off") in ("pairs", "triples"):
            lines.append(_("With teams, the points are counted by team, and the winner's "
                           "partners never lose it."))
    for key, text in (("misplay_penalty", N_("Trying a card that does not fit costs {n} cards "
                                             "(Enter twice on it: the first press only warns).")),
                      ("false_uno_penalty", false_uno),
                      ("false_catch_penalty", N_("A wrong catch (c) costs the catcher {n} cards."))):
        if rules.get(key):
            lines.append(_(text, n=rules[key]))
    if rules.get("uno_penalty_per_catcher"):
        lines.append(_("Every player who catches (c) a missed UNO adds the penalty again."))
    if rules.get("two_player_rules") is False:
        lines.append(_("With two players a Reverse only changes direction; it does not give you "
                       "another turn."))
    if rules.get("first_dealer_symbols") == "redraw":
        lines.append(_("Drawing for dealer, a card with a symbol cannot win: draw again."))
    if rules.get("reverse_start") == "other_side":
        lines.append(_("A Reverse turned up first: the player on the dealer's other side plays "
                       "first (2001 sheet)."))
    said |= {"first_dealer_symbols", "reverse_start"}
    said |= {"misplay_penalty", "false_uno_penalty", "false_catch_penalty",
             "uno_penalty_per_catcher", "hand_size", "teams", "players", "two_player_rules",
             "multi_play", "seven_o", "wild_powers", "death_number", "judgement_day"}
    for key in sorted(set(rules) - said):
        if key in OPTIONS:
            from ..widgets.rules_form import option_help

            lines.append(option_help(key))
    return lines


def rules_summary(view: dict[str, Any] | None) -> list[str]:
    """The active rules in a few sentences: the common rules (in the words the house rules change
    them to), the scoring, then what each house rule lets you do and which key does it."""
    v = view or {}
    rules: dict[str, Any] = v.get("rules") or {}
    # (a view says its scoring and target; the rules alone, as in the lobby, say them too)
    v = {"scoring": rules.get("scoring", "standard"), "target": rules.get("target_score", 500),
         **v}
    setup = table_setup(rules)
    lines = [*_base_rules(rules, v.get("players")), *setup,
             _scoring(v, rules.get("teams", "off") in ("pairs", "triples"))]
    # (why the dealer played first after a Reverse turned up, and why the deal went round as
    # it did: a kitchen-table player wondered at both, newbie34 #9)
    start = _("A Skip or Draw Two turned up first acts on the player after the dealer; a Wild "
              "turned up first: that player names the colour.")
    if rules.get("reverse_start") != "other_side":
        start = sentences(start, _("A Reverse turned up first: the dealer starts, playing the "
                                   "other way."))
    # (one round only, elimination's too: no next deal to explain, newbie50 #12)
    one_round = v.get("scoring", "standard") in ("single", "elimination")
    if not one_round:
        start = sentences(_("The winner of a round deals the next."), start)
    lines.append(start)
    if not one_round:
        lines.append(_("Between rounds, each player leaves the results with Enter. The next "
                       "round is dealt when everyone at the table has, or when the countdown "
                       "on the results runs out; bots never wait (nor does the bot playing for "
                       "a player who left the match), and no round is dealt while every player "
                       "is away and their seats wait for them (once their waits have run out, "
                       "bots play their seats and the match goes on)."))
    extra = house_rules(rules)
    if extra:
        lines.append(_("House rules at this table:"))
        lines += extra
    elif setup:
        lines.append(_("No house rules at this table."))
    elif changed_from_official(rules):  # (the challenge off, a UNO penalty of 4: said above,
        # and no longer "official", as the lobby's rules box says, newbie60 #3)
        lines.append(_("Otherwise, these are Mattel's official rules."))
    else:
        lines.append(_("These are Mattel's official rules, with no house rules."))
    return lines


def changed_from_official(rules: dict[str, Any]) -> bool:
    """Does ``rules`` change an official rule — not counting the scoring and the target, the
    rule book's own variants?"""
    from core.rules import Rules

    official = Rules().to_dict()
    return any(name in official and official[name] != value for name, value in rules.items()
               if name not in ("scoring", "target_score"))


def bullets(lines: list[str]) -> Table:
    """``lines`` as a list, each item after a "-", wrapped under its own first row (between
    Chinese characters too: never cut off with "…")."""
    table = Table.grid(padding=(0, 1))
    table.add_column(no_wrap=True)
    table.add_column(ratio=1)
    for line in lines:
        table.add_row("-", Wrapped(line))
    return table


class HelpScreen(ModalScreen[None]):
    """Keys and rules; any of Escape, ?, q or Enter closes it."""

    #: a round's results close it where it covers the table (newbie53 #2: Escape meant for
    #: the help asked to leave the match, and the help came back over the next round)
    gives_way_to_results: ClassVar[bool] = True

    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > VerticalScroll {
        width: 90; max-width: 100%; height: auto; max-height: 100%;
        border: thick $accent; background: $surface; padding: 0 1;
    }
    HelpScreen .title { text-style: bold; margin-top: 1; }
    HelpScreen .heading { text-style: bold; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,question_mark,q,enter", "close", N_("Close")),
        Binding("space", "page_down", N_("Next page"), show=False),
        # (the keys a terminal user tries in a pager, ux33 #6)
        Binding("j", "scroll(1)", N_("Down"), show=False),
        Binding("k", "scroll(-1)", N_("Up"), show=False),
        Binding("g", "ends(0)", N_("Top"), show=False),
        Binding("G", "ends(1)", N_("Bottom"), show=False),
    ]

    def __init__(self, view: dict[str, Any] | None, ascii_only: bool = False,
                 keys: list[tuple[str, str]] | None = None,
                 notes: list[str] | None = None, more: list[str] | None = None) -> None:
        super().__init__()
        translate_bindings(self)
        self.view = view
        self.ascii_only = ascii_only
        #: the keys of the screen below, (key, what it does); the table's when None
        self.screen_keys = keys
        #: what the screen below is for, in a few sentences (a screen without a table: its
        #: help says that instead of any rules); a watcher's: how to get a seat (ux31 #5)
        if notes is None and keys is None and isinstance(view, dict) and "seat" in view:
            notes = table_notes(view, ascii_only)
        if more:  # (the screen's own after them: the table's Players box, newbie50 #13)
            notes = [*(notes or []), *more]
        self.notes = notes

    def on_mount(self) -> None:
        # (notices are not drawn over the text being read, ux27 #16: those raised while it is
        # open wait (:meth:`unotui.app.UnoApp.release_notices`), and those showing already
        # show again on the screen below once it closes, if not expired meanwhile)
        from textual.widgets._toast import ToastRack

        for rack in self.query(ToastRack):  # (Textual shows notices only where one is)
            rack.remove()

    def on_unmount(self) -> None:
        release = getattr(self.app, "release_notices", None)
        if callable(release):  # (once the screen below is the app's screen again)
            self.app.call_later(release)

    def compose(self) -> ComposeResult:
        with VerticalScroll() as box:
            box.border_title = _("Help")
            box.border_subtitle = _("Up/Down, PgUp/PgDn, Space: scroll · Esc: close")
            yield Label(_("Keys"), classes="title")
            grid = Table.grid(padding=(0, 2))
            grid.add_column(no_wrap=True)
            grid.add_column(ratio=1)
            for key, text in self.keys_shown():
                grid.add_row(ascii_key(key) if self.ascii_only else key,
                             Wrapped(text))
            yield Static(grid)
            if self.notes is not None:
                yield Label(_("This screen"), classes="title")
                yield Static(bullets(self.notes))
                if self.view is None:
                    return
            yield Label(_("Rules"), classes="title")
            # a heading such as "House rules at this table:" is not an item of a list: it
            # starts at the left edge, in bold, and the items after it form a list of their own
            # (in the items' column it read as a line continuing the item above it)
            items: list[str] = []
            for line in rules_summary(self.view):
                if line.endswith((":", "：")):
                    if items:
                        yield Static(bullets(items))
                    items = []
                    yield Label(line, classes="heading", markup=False)
                else:
                    items.append(line)
            if items:
                yield Static(bullets(items))

    def keys_shown(self) -> list[tuple[str, str]]:
        """The screen's own keys when given; else the table's — a spectator's (a view without
        a seat) only those that act for them."""
        if self.screen_keys is not None:
            shown = self.screen_keys
        elif isinstance(self.view, dict) and "seat" in self.view and self.view["seat"] is None:
            shown = watcher_keys(self.view.get("takeable") is not False)
        else:
            rules = self.view.get("rules") if isinstance(self.view, dict) else None
            shown = keys(rules if isinstance(rules, dict) else None)
        if getattr(self.app, "ssh_door", None) is not None:  # (no shell of a visitor's to go
            # to, ssh43 #3; and Ctrl+C, the way out of a terminal program that docs/SSH.md
            # gives a visitor, beside Ctrl+Q, ssh48 #9)
            shown = [("Ctrl+C Ctrl+Q" if key == "Ctrl+Q" else key, text)
                     for key, text in shown if key != "Ctrl+Z"]
        return shown

    def action_close(self) -> None:
        self.dismiss(None)

    def action_page_down(self) -> None:
        self.query_one(VerticalScroll).scroll_page_down()

    def action_scroll(self, lines: int) -> None:
        self.query_one(VerticalScroll).scroll_relative(y=lines, animate=False)

    def action_ends(self, bottom: int) -> None:
        box = self.query_one(VerticalScroll)
        if bottom:
            box.scroll_end(animate=False)
        else:
            box.scroll_home(animate=False)
