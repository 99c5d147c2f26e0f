"""Turn the events of a view's ``log`` into sentences: "Ana played R5", "You drew Y7".

:func:`describe_event` returns ``None`` for events a player need not read (an event of a kind it
does not know, for instance). Names come from the caller (``names[seat]``); the viewer's own seat is "You".
Private details (the card you drew, the hand a challenge revealed to you) appear only when the view
carries them, which is only in the recipient's own view. A card is named by its face, as drawn
on the table (:func:`~unotui.widgets.cards.card_label`: "R5", "B+2", "R⊘", "W+4"; "RS" in ASCII),
so the log, the line of what happened since your last move and the cards themselves agree.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Sequence
from typing import Any

from .i18n import N_, _, aside, listing, ngettext
from .widgets.cards import card_label, color_name, sort_cards

#: The short names of the bot levels, as shown after a bot's name ("Ana · hard").
LEVEL_NAMES: dict[str, str] = {
    "easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard"),
    "basic": N_("basic"), "random": N_("random"),
}


def level_name(kind: object) -> str:
    """A bot level's short name in the active language (an unknown one as it came)."""
    text = str(kind or "normal")
    return _(LEVEL_NAMES[text]) if text in LEVEL_NAMES else text


def watchers_of(lobby: dict[str, Any]) -> Counter[str] | None:
    """Who watches the table (the ``lobby``'s ``watchers``, by name), or ``None`` when the
    lobby does not say."""
    names = lobby.get("watchers")
    if not isinstance(names, list):
        return None
    return Counter(str(name) for name in names if isinstance(name, str))


def watcher_news(was: Counter[str], now: Counter[str],
                 removed: Collection[str] = ()) -> list[str]:
    """Who began and who stopped watching between two lobbies, one sentence each; one of
    ``removed`` (those this owner asked the table to remove) was removed."""
    return ([_("{who} is watching.", who=name) for name in (now - was).elements()]
            + [_("{name} was removed from the table.", name=name) if name in removed
               else _("{who} stopped watching.", who=name) for name in (was - now).elements()])


def team_seats(view: dict[str, Any], seat: Any) -> list[int]:
    """``seat`` and its partners, the winner first, then in seat order (the view's ``teams``:
    each seat's team); ``seat`` alone without teams (``[]`` for no seat)."""
    teams = view.get("teams")
    if not isinstance(seat, int) or isinstance(seat, bool):
        return []
    if not isinstance(teams, list) or not 0 <= seat < len(teams) or teams[seat] is None:
        return [seat]
    return [seat, *[s for s, t in enumerate(teams) if t == teams[seat] and s != seat]]


def point_sharers(teams: Any, winner: Any, scoring: Any) -> list[int]:
    """The seats a round won by ``winner`` scores for, the winner first: its whole team (each
    partner alike) where the winner scores (standard or single scoring, or not said), else the
    winner alone; ``[]`` for no winner. ``teams``: the view's, each seat's team."""
    side = team_seats({"teams": teams}, winner)
    return side if scoring in (None, "standard", "single") else side[:1]


def names_together(seats: Sequence[int], names: Sequence[str], me: int | None) -> str:
    """Seats in words, as one subject: "Cy and Ana", "You and Bo", "Ana, Bo and Cy"."""
    return together([seat_name(s, names, me, start=i == 0) for i, s in enumerate(seats)])


def together(said: Sequence[str]) -> str:
    """Words already said, as one subject: "Cy and Ana", "Ana, Bo and Cy" ("?" for none)."""
    if len(said) < 2:
        return said[0] if said else "?"
    return _("{some} and {last}", some=_(", ").join(said[:-1]), last=said[-1])


def seat_of(value: Any) -> int | None:
    """A seat number from the wire (a lobby's ``host``, ``you``…), or ``None`` when it is not
    one (missing, a bool, another type)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def owner_news(was: int | None, now: int | None, me: Any, names: Sequence[str]) -> str | None:
    """The sentence that says the table's ownership (the lobby's ``host`` seat) passed from
    seat ``was`` to seat ``now``, for the viewer at seat ``me``; ``None`` when it did not pass
    (or was not known before, or has no owner now)."""
    if was is None or now is None or was == now:
        return None
    if now == me:
        return _("The table is yours now: you start its matches and set its rules.")
    return _("{who} runs the table now.", who=seat_name(now, names, me))


def seat_notice(info: dict[str, Any], who: str, me: Any) -> str | None:
    """A ``takeover``, ``back``, ``took_seat`` or ``removed`` notice ``info``
    (docs/PROTOCOL.md, ``notice``) in words, for the viewer at seat ``me``; ``who`` names its
    seat. ``None`` for another kind. The app's log and the text client say the same."""
    kind = info.get("kind")
    if kind == "takeover":
        if info.get("why") == "left":
            if info.get("kicked") is True:
                return _("{who} was removed by the table's owner; a bot plays for {who}.",
                         who=who)
            return _("{who} left; a bot plays for {who}.", who=who)
        return _("{who} is away; a bot plays for {who} until they are back.", who=who)
    if kind == "back":
        if info.get("seat") is not None and info.get("seat") == me:
            return _("You are back in your seat: the bot stepped aside.")
        return _("{who} came back and plays their own seat again.", who=who)
    if kind == "removed":  # (the owner removed a player in the lobby, newbie43 #11)
        if info.get("why") == "away":  # (or their seat waited out its window, ssh44 #8)
            return _("{name} was away too long: the seat is free.", name=who)
        return _("{name} was removed from the table.", name=who)
    if kind == "took_seat":  # (a spectator took a table bot's seat, ux33 #7)
        was = str(info.get("was") or "?")
        if info.get("seat") is not None and info.get("seat") == me:
            return _("You take over {was}'s seat: its hand and score are yours now.", was=was)
        return _("{who} takes over {was}'s seat.", who=who, was=was)
    return None


def seat_name(seat: int | None, names: Sequence[str], me: int | None, start: bool = True) -> str:
    """The display name of ``seat``: "You" for the viewer ("you" when not ``start``ing a
    sentence), else its name (or "Seat N")."""
    if seat is None:
        return "?"
    if seat == me:
        return _("You") if start else _("you")
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return _("Seat {n}", n=seat + 1)


def result_names(names: Sequence[str], left: Collection[int]) -> list[str]:
    """Seat names for who plays or won: "Ann's bot" for a seat whose player left the match (a
    bot finishes it for her: a win after she left is not hers; the log keeps what she played)."""
    return [_("{name}'s bot", name=n) if i in left and n else n for i, n in enumerate(names)]


def seat_possessive(seat: int | None, names: Sequence[str], me: int | None) -> str:
    """"your" for the viewer, else "Ana's"."""
    if seat is not None and seat == me:
        return _("your")
    return _("{name}'s", name=seat_name(seat, names, me))


def draws(seat: int | None, names: Sequence[str], me: int | None, n: int,
          start: bool = False) -> str:
    """A penalty in words, "Bo draws 4" ("you draw 4" for the viewer, "You draw 4" when it
    ``start``s a sentence, as :func:`seat_name` says it: newbie48 #8): a bare "+4 for Bo"
    read like points (botplay41 #9)."""
    if seat is not None and seat == me:
        return _("You draw {n}", n=n) if start else _("you draw {n}", n=n)
    return _("{who} draws {n}", who=seat_name(seat, names, me), n=n)


def describe_event(ev: dict[str, Any], names: Sequence[str], me: int | None,
                   ascii_only: bool = False, scoring: str | None = None,
                   teams: Sequence[Any] | None = None, codes: bool = False) -> str | None:
    """One log event in words, or ``None`` when it is not worth a line; cards by their faces
    (in plain ASCII with ``ascii_only``). A move a bot made for the seat's absent player
    (``by_bot``) says so: "You played R1 (a bot, for you)"; one the turn timer made
    (``timed_out``) too: "You drew a card (time ran out)". ``scoring`` (the view's, when the
    caller knows it) words a round's end as that mode counts it: nobody scores "13 points" for
    going out under elimination, penalty or challenge scoring. ``teams`` (the view's: each
    seat's team) names a winning team, partners and all: "Ana and Cy won the round: 17 points
    each". ``codes`` names cards by their codes ("RD", "RS") rather than their faces: the text
    client's names, which its hand, top card and commands use (newbie71 #5)."""
    kind = ev.get("type")
    side = team_seats({"teams": list(teams or [])}, ev.get("winner")) \
        if kind in ("round_end", "match_end") else []
    if len(side) > 1 and kind == "match_end":  # (the team wins it, in every mode)
        return _("{who} won the match!", who=names_together(side, names, me))
    if len(side) > 1 and scoring == "penalty":  # (one went out; the teams add up their hands)
        return round_end_words(ev, names, me, scoring, teams=True)
    sharers = point_sharers(list(teams or []), ev.get("winner"), scoring)
    if kind == "round_end" and len(sharers) > 1:
        return _("{who} won the round: {points} points each",
                 who=names_together(sharers, names, me), points=ev.get("points", 0))
    if kind == "round_end" and scoring in ("elimination", "penalty", "challenge"):
        return round_end_words(ev, names, me, scoring)
    line = _describe_event(ev, names, me, ascii_only, codes)
    if line and ev.get("by_bot") is True:
        mine = ev.get("seat") is not None and ev.get("seat") == me
        line = aside(line, _("(a bot, for you)") if mine else _("(a bot, for them)"))
    elif line and ev.get("timed_out") is True:  # (the turn timer moved for the seat)
        if ev.get("type") == "color":  # (the timer chose it: "You chose red" would be untrue)
            color = color_name(ev.get("color"))
            if ev.get("seat") is not None and ev.get("seat") == me:
                return _("Time ran out: the turn timer chose {color} for you", color=color)
            return _("Time ran out: the turn timer chose {color} for {who}", color=color,
                     who=seat_name(ev.get("seat"), names, me))
        line = aside(line, _("(time ran out)"))
    return line


def round_end_words(ev: dict[str, Any], names: Sequence[str], me: int | None,
                    scoring: str, teams: bool = False) -> str:
    """A round's end under elimination, penalty or challenge scoring, in that mode's words
    (``teams``: penalty scoring adds up each team's hands)."""
    who = seat_name(ev.get("winner"), names, me)
    if scoring == "elimination":
        return _("The round is over: {who} went out first", who=who)
    out = ev.get("how", "out") == "out"
    if teams:
        if out:
            return _("{who} went out: each team adds the points left in all its players' "
                     "hands", who=who)
        return _("{who} won the round: each team adds the points left in all its players' "
                 "hands", who=who)
    if out:
        return _("{who} went out: everyone adds the points left in their own hand", who=who)
    return _("{who} won the round: everyone adds the points left in their own hand", who=who)


def _number_card(code: str) -> bool:
    """Is ``code`` a number card's (not a symbol's, nor a code no card has)?"""
    from core.cards import Card

    try:
        return Card.parse(code).is_number
    except ValueError:
        return False


def dealer_draw_words(ev: dict[str, Any], names: Sequence[str], me: int | None,
                      face: Callable[[Any], str]) -> str | None:
    """The draw for the first dealer (a ``dealer_draw`` event, RULES.md §2: everyone draws a
    card, the highest number deals, a tie draws again) in one line, short at 80 columns:
    "Dealer draw: you R8, Ana G6, Bo Y7. Highest number: Bo deals." (a tie: "…; tie, redraw:
    you Y1, Ana B7. …"). ``None`` when the event does not say who drew what (newbie71 #1: the log
    started at "Round 1 begins", and a new player wondered why Bo dealt)."""
    dealer = seat_of(ev.get("dealer"))
    drawings = ev.get("draws")
    if dealer is None or not isinstance(drawings, list) or not drawings:
        return None
    said: list[str] = []
    numbers = True  # (the drawing before held a number card: drawn again, it was a tie)
    for drawing in drawings:
        picks: list[str] = []
        held = False
        for pick in drawing if isinstance(drawing, list) else ():
            seat, _sep, card = str(pick).partition(":")
            # (a seat as PROTOCOL.md §10 writes it: ASCII digits — "²" is a digit int refuses)
            if not (seat.isascii() and seat.isdigit()) or not card:
                return None  # (not as PROTOCOL.md §10 says: nothing half told)
            picks.append(f"{seat_name(int(seat), names, me, start=False)} {face(card)}")
            held = held or _number_card(card)
        if not picks:
            return None
        # (a drawing of symbols alone under first_dealer_symbols "redraw" is drawn again with
        # no tie: "Ana Y⊘, Bo W+4; tie, redraw" told of a tie nobody drew, review82 #7)
        said.append(_(", ").join(picks) if not said
                    else _("tie, redraw: {draws}", draws=_(", ").join(picks)) if numbers
                    else _("no number, redraw: {draws}", draws=_(", ").join(picks)))
        numbers = held
    draws = _("; ").join(said)
    if dealer == me:
        return _("Dealer draw: {draws}. Highest number: you deal.", draws=draws)
    return _("Dealer draw: {draws}. Highest number: {who} deals.", draws=draws,
             who=seat_name(dealer, names, me))


def cut_round_text(ev: dict[str, Any]) -> str:
    """What stands for a round's first events its table did not send (a ``round_cut`` event:
    a round too long to send whole, PROTOCOL.md §4 ``history.cut``)."""
    cut = int(ev.get("cut") or 0)
    number = ev.get("round")
    return ngettext("Round {n}: its first event was too many to send and is not shown",
                    "Round {n}: its first {cut} events were too many to send and are not shown",
                    cut, n=number if isinstance(number, int) else "?", cut=cut)


def _describe_event(ev: dict[str, Any], names: Sequence[str], me: int | None,
                    ascii_only: bool, by_code: bool = False) -> str | None:
    def face(code: Any) -> str:
        return str(code) if by_code else card_label(str(code), ascii_only)

    def faces(codes: Any) -> str:  # ("W、B9" in Chinese: newbie42 #9)
        return listing(face(c) for c in codes or ())

    def hand_faces(codes: Any) -> str:
        """A hand shown (a challenge's, a peek's), sorted as every hand is (newbie59 #8)."""
        return faces(sort_cards([c for c in codes if isinstance(c, str)])
                     if isinstance(codes, list) else codes)

    kind = ev.get("type")
    seat = ev.get("seat")
    who = seat_name(seat, names, me)
    who_obj = seat_name(seat, names, me, start=False)
    you = seat is not None and seat == me
    if kind == "table_note":  # the table's own event (see unotui.widgets.log.MatchLog.note)
        return str(ev.get("text", ""))
    if kind == "round_start":
        return _("Round {round} begins, dealt by {dealer}. First card: {card}.",
                 round=ev.get("round", "?"),
                 dealer=seat_name(ev.get("dealer"), names, me, start=False),
                 card=face(ev.get("card", "?")))
    if kind == "round_cut":
        return cut_round_text(ev)
    if kind == "dealer_draw":
        return dealer_draw_words(ev, names, me, face)
    if kind == "first_card_returned":
        return _("A Wild Draw Four was turned up first; it goes back into the deck.")
    if kind == "play":
        card = face(ev.get("card", "?"))
        also = ev.get("also")
        if also:  # ("R4、B4" in Chinese, as every list of cards: newbie43 #10)
            card = listing([*(face(c) for c in also), card])
        if ev.get("color"):
            line = _("{who} played {card} and chose {color}", who=who, card=card,
                     color=color_name(ev["color"]))
        else:
            line = _("{who} played {card}", who=who, card=card)
        if ev.get("jump_in"):  # (no space before a full-width bracket: "出了 G⇄（抢牌！）")
            # (the players between lost their turns: why the turn came round so, ux29 #10)
            line = aside(line, _("(jumped in! Play goes on from {who})", who=who_obj))
        return line
    if kind == "draw":
        count = int(ev.get("count", 0))
        cards = ev.get("cards")
        if count == 0:
            return _("{who} could not draw: no cards left", who=who)
        if cards:
            shown = faces(cards)
            return _("{who} drew {cards}", who=who, cards=shown)
        return ngettext("{who} drew a card", "{who} drew {n} cards", count, who=who)
    if kind == "pass":
        return _("{who} passed", who=who)
    if kind == "skipped":
        count = int(ev.get("count") or 1)
        skipped = ev.get("seats")
        if count > 1 and isinstance(skipped, list) and skipped and all(
                isinstance(s, int) and not isinstance(s, bool) for s in skipped):
            # (each one named, in order: "from Ana on" left a player to work out that they
            # were the second, newbie88 #4)
            return _("{n} turns are skipped: {names}", n=count, names=listing(
                seat_name(s, names, me, start=False) for s in skipped))
        if count > 1:  # (multi-play: each Skip passes over one more turn — of the other
            # players only, so a player can miss two at three players: docs/RULES.md 32)
            return _("{n} turns are skipped, from {who_obj} on", n=count, who_obj=who_obj)
        return _("You miss a turn") if you else _("{who} misses a turn", who=who)
    if kind == "reversed":
        clockwise = ev.get("direction") == 1
        count = int(ev.get("count") or 1)
        if count % 2 == 0:  # (multi-play: an even number of Reverses leaves the direction)
            if clockwise:
                return _("{n} Reverses: the direction stays, play goes clockwise", n=count)
            return _("{n} Reverses: the direction stays, play goes counter-clockwise", n=count)
        if clockwise:
            return _("Direction reversed: play goes clockwise")
        return _("Direction reversed: play goes counter-clockwise")
    if kind == "color":
        return _("{who} chose {color}", who=who, color=color_name(ev.get("color")))
    if kind == "uno":
        return _("{who} called UNO!", who=who)
    if kind == "caught":
        target = seat_name(ev.get("target"), names, me, start=False)
        return _("{who} caught {target} without UNO: {draws}", who=who, target=target,
                 draws=draws(ev.get("target"), names, me, int(ev.get("penalty", 2))))
    if kind == "challenge":
        target = seat_name(ev.get("target"), names, me, start=False)
        if ev.get("guilty"):
            # (``penalty``: the cards drawn, a stacked total too; a host without it: 4 / 6)
            line = _("{who} challenged {target}: a bluff, {target} held {color}! {draws}",
                     who=who, target=target, color=color_name(ev.get("previous_color")),
                     draws=draws(ev.get("target"), names, me, int(ev.get("penalty") or 4),
                                 start=True))
        else:
            line = _("{who} challenged {target}: no bluff. {draws}", who=who, target=target,
                     draws=draws(seat, names, me, int(ev.get("penalty") or 6), start=True))
        hand = ev.get("hand")
        if hand:
            line = aside(line, _("({whose} hand: {cards})",  # (no space before "（")
                                 whose=seat_possessive(ev.get("target"), names, me),
                                 cards=hand_faces(hand)))
        return line
    if kind == "accept":
        return _("{who} accepted the Wild Draw Four", who=who)
    if kind == "reshuffle":
        return _("The discard pile was shuffled into a new draw pile")
    if kind == "round_end":
        return _("{who} won the round: {points} points",
                 who=seat_name(ev.get("winner"), names, me), points=ev.get("points", 0))
    if kind == "match_end":
        return _("{who} won the match!", who=seat_name(ev.get("winner"), names, me))
    target = seat_name(ev.get("target"), names, me, start=False) if "target" in ev else ""
    whose = seat_possessive(ev.get("target"), names, me)
    if kind == "peek":
        hand = ev.get("hand")
        if hand:
            return _("You looked at {whose} hand: {cards}", whose=whose,
                     cards=hand_faces(hand))
        return _("{who} looked at {whose} hand", who=who, whose=whose)
    if kind == "swap_hands":
        return _("{who} swapped hands with {target}", who=who, target=target)
    if kind == "rotate_hands":
        clockwise = ev.get("direction", 1) == 1
        if clockwise:  # (each hand goes to the next player in the direction of play)
            return _("Every hand passed on to the next player, clockwise")
        return _("Every hand passed on to the next player, counter-clockwise")
    if kind == "swap_start":  # (nothing is swapped yet: the cards are given one by one first)
        count = int(ev.get("count", 3))
        if you:
            return ngettext("You swap cards with {target}: give a card, then take up to 3 "
                            "of theirs at random",
                            "You swap cards with {target}: give {n} cards, then take up to 3 "
                            "of theirs at random", count, target=target)
        return ngettext("{who} swaps cards with {target}: gives a card, then takes up to 3 "
                        "at random",
                        "{who} swaps cards with {target}: gives {n} cards, then takes up to 3 "
                        "at random", count, who=who, target=target)
    if kind == "give":
        if ev.get("card"):
            return _("You gave {card}", card=face(ev["card"]))
        return _("{who} gave a card", who=who)
    if kind == "swap_cards":
        got = ev.get("got")
        gave = ev.get("gave")
        if got is not None and gave:  # (the real counts: Bo may have held fewer than 3)
            return _("Swap done: you gave {target} {gave} and took {cards}", target=target,
                     gave=faces(gave), cards=faces(got) or "-")
        if got is not None:
            return _("You got {cards} from {target}", target=target,
                     cards=faces(got) or "-")
        return ngettext("{who} took a card from {target}", "{who} took {n} cards from {target}",
                        int(ev.get("count", 0)), who=who, target=target)
    if kind == "out":
        return _("{who} went out (place {place})", who=who, place=ev.get("place", "?"))
    if kind == "eliminated":
        # (challenge scoring: reaching the target puts a player out of the match)
        return _("{who} reached {score} points: out of the match", who=who,
                 score=ev.get("score", 0))
    if kind == "false_uno":
        return _("{who} called UNO wrongly: {draws}", who=who,
                 draws=draws(seat, names, me, int(ev.get("penalty", 0))))
    if kind == "false_catch":
        penalty = int(ev.get("penalty", 0) or 0)
        if not penalty:  # (multi-play: an accusation that costs nothing when wrong)
            return _("{who} wrongly tried to catch {target} (no penalty)", who=who,
                     target=target)
        return _("{who} wrongly tried to catch {target}: {draws}", who=who,
                 target=target, draws=draws(seat, names, me, penalty))
    if kind == "misplay":
        return _("{who} tried {card}, which does not fit: {draws}", who=who,
                 card=face(ev.get("card")), draws=draws(seat, names, me,
                                                        int(ev.get("penalty", 0))))
    if kind == "death_number":
        hand = sort_cards([c for c in ev["hand"] if isinstance(c, str)]) \
            if isinstance(ev.get("hand"), list) else []  # (sorted, as every hand: review69 #7)
        digits = [str(c)[1:] for c in hand]
        number = ev.get("number")
        if hand and all(d.isdigit() for d in digits) and isinstance(number, int) and number > 0:
            # (why it won: the sum, newbie39 #12; against a 0 "a multiple of 0" says nothing)
            return _("Death number! {who} revealed {cards}, together {total}, a multiple of "
                     "{number}, and won the round", who=who, number=ev.get("number", "?"),
                     cards=faces(hand), total=sum(int(d) for d in digits))
        return _("Death number! {who} revealed {cards} against {number} and won the round",
                 who=who, number=ev.get("number", "?"), cards=faces(hand))
    if kind == "judgement":
        if ev.get("color"):  # (the colour named, as after a Wild: it is why the colour changed)
            return _("Judgement day! {who} threw out {cards}, spelling {whose} date, and "
                     "chose {color}", who=who, whose=whose, cards=faces(ev.get("cards")),
                     color=color_name(ev["color"]))
        return _("Judgement day! {who} threw out {cards}, spelling {whose} date", who=who,
                 whose=whose, cards=faces(ev.get("cards")))
    if kind == "date":
        return _("{who} named a date: {month}-{day}", who=who, month=ev.get("month", "?"),
                 day=ev.get("day", "?"))
    return None


def free_catch_target(ev: dict[str, Any]) -> int | None:
    """The target of a wrong catch that cost nothing (``false_catch`` without a penalty: at a
    ``chinese-party`` table bots try them freely), else ``None``: such lines are folded into one
    (:func:`describe_free_catches`)."""
    if ev.get("type") != "false_catch" or ev.get("penalty"):  # (any penalty: a line of its own)
        return None
    return seat_of(ev.get("target"))


def describe_free_catches(seats: Sequence[int], target: int, names: Sequence[str],
                          me: int | None) -> str:
    """Several wrong catches in a row that cost nothing, on one line: "Bo, Ana wrongly tried
    to catch you (no penalty)" (each catcher named once)."""
    unique = list(dict.fromkeys(seats))
    who = _(", ").join(seat_name(s, names, me, start=i == 0) for i, s in enumerate(unique))
    return _("{who} wrongly tried to catch {target} (no penalty)", who=who,
             target=seat_name(target, names, me, start=False))


def describe_free_catch_run(run: dict[int, list[int]], names: Sequence[str],
                            me: int | None) -> str:
    """Wrong catches that cost nothing, one after another, whoever they aimed at, on one line:
    ``run`` maps each target to its catchers, in the order they came ("Bo, Cy wrongly tried to
    catch Ana (no penalty); Ana wrongly tried to catch Cy (no penalty)")."""
    return _("; ").join(describe_free_catches(seats, target, names, me)  # (Chinese: "；")
                        for target, seats in run.items())


def describe_log(log: Sequence[dict[str, Any]], names: Sequence[str], me: int | None,
                 ascii_only: bool = False) -> list[str]:
    """Every describable event of ``log`` in order."""
    out = []
    for ev in log:
        line = describe_event(ev, names, me, ascii_only)
        if line:
            out.append(line)
    return out
