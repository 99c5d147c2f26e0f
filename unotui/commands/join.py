"""``unotui join [HOST:PORT]``: join a table in the full-screen app (without an address: the list
of tables on the LAN), or with ``--text`` (and whenever stdin/stdout are not a terminal) in the
minimal text client described here.

Contract
--------
* Connects with :class:`net.client.Client`, prints the lobby and every view as a few lines of
  plain text, and reads one command per line from stdin: a number plays that legal action, ``d``
  draws, ``p`` passes, ``u`` calls UNO, ``c`` catches a player who did not call UNO (``c N``:
  the one in seat N, when several can be caught), ``t TEXT`` chats, ``r`` toggles ready, ``s``
  starts (host), ``b`` adds a bot (host), ``q`` leaves — during a match after asking, as the
  app does ("Leave the match?": ``y``), and then says that a bot plays the seat and the command
  that takes it back. ``?`` lists the commands. The keys are the full-screen app's (``c``
  Catch, ``t`` Chat), and seats are numbered from 1 as there.
* A refused join (wrong password, table full, other version) or nobody listening prints one line
  (a failed connection in the full-screen join's words) and exits with code 1; a bad address
  exits with code 2. Never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import re
import sys
from typing import Any

from rich.cells import cell_len

from ..i18n import _, sentences
from ..tables import parse_address
from ..wrap import wrap_rows


def help_text() -> str:
    """The commands and the card codes, in the chosen language (``--lang``: the text client
    printed English whatever it was, newbie76 #5); the keys typed stay as they are."""
    return (_("commands: <number> play that action · d draw · p pass · u UNO · c catch (c N: "
              "seat N) · t TEXT chat · r ready (watching a lobby: sit down) · w get up and "
              "watch (lobby) · s start (host) · b add bot (host) · s N take "
              "over seat N, a bot's (watching a match) · date MM-DD names your date (judgement "
              "day) · q leave · ? help")
            + "\n" + _("cards: a colour R Y G B, then 0-9, S Skip, R Reverse or D Draw Two "
                       "(GD: green Draw Two, YR: yellow Reverse); W Wild, W4 Wild Draw Four"))


def __getattr__(name: str) -> str:
    if name == "HELP":  # (the help as the language chosen now words it)
        return help_text()
    raise AttributeError(name)


def seat_no(seat: Any) -> str:
    """A seat as players read it: numbered from 1, as the app's lobby and dialogs number it
    (the protocol's seats count from 0)."""
    return str(int(seat) + 1) if isinstance(seat, int) else str(seat)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("address", metavar="HOST:PORT", nargs="?", default=None,
                        help="the table's address as HOST:PORT, the port included (a table's port "
                             "is 7152 unless its host chose another); without it: the list of "
                             "tables on the LAN")
    parser.add_argument("--text", action="store_true",
                        help="the plain text client instead of the full-screen app")
    parser.add_argument("--name", default=None, help="your name at the table")
    parser.add_argument("--password", default=None, metavar="PW", help="table password")
    parser.add_argument("--spectate", action="store_true", help="watch instead of taking a seat")


def _utf8(text: str) -> bool:
    """Is ``text`` UTF-8 text — no lone surrogates, which Python keeps of bytes it could not
    decode (``surrogateescape``) and no message can carry?"""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def seat_called(seat: Any, names: list[str]) -> str:
    """A seat by its player's name, else by its number ("seat 2")."""
    if isinstance(seat, int) and 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return _("seat {n}", n=seat_no(seat))


def describe_action(a: dict[str, Any], names: list[str] | None = None) -> str:
    """A legal action in a line the text client lists: every field that tells two apart — the
    other cards of a set, whom a 7 swaps with, a power, a judgement's target and colour — as
    "play R3+Y3", "play R7, swap with Ana" (newbie53 #1: "[6] play G9 [7] play G9")."""
    def whom(seat: Any) -> str:
        return seat_called(seat, names or [])

    kind = a.get("type")
    uno = _(" + UNO") if a.get("uno") else ""
    if kind == "play":
        words = _("play {cards}", cards="+".join(
            [str(a["card"]), *(str(c) for c in a.get("also") or ())]))
        if a.get("color"):
            words += _(" as {color}", color=_color(a["color"]))
        if a.get("power") and a.get("target") is not None:  # (a wild power: on whom)
            words += _(", {power} on {who}", power=_power(a["power"]), who=whom(a["target"]))
        elif a.get("power"):
            words += _(", {power}", power=_power(a["power"]))
        elif a.get("target") is not None:  # (Seven-O: a 7 names whom it swaps with)
            words += _(", swap with {who}", who=whom(a["target"]))
        return words + uno
    if kind == "catch":
        return _("catch {who}", who=whom(a["target"]))
    if kind == "color":
        return _("choose {color}", color=_color(a["color"]))
    if kind == "judgement":
        return _("judgement on {who}", who=whom(a.get("target"))) + (
            _(", name {color}", color=_color(a["color"])) if a.get("color") else "") + uno
    if kind == "give":
        return _("give {card}", card=a.get("card"))
    if kind == "date":
        return _("date {month}-{day}", month=a.get("month"), day=a.get("day"))
    return _ACTIONS.get(str(kind), lambda: str(kind).replace("_", " "))()


#: the other actions' labels ("[4] draw"), in the chosen language (the call as the help says
#: it, "u 喊 UNO", and as a play with it, "+ 喊 UNO": the bare "[9] UNO" had no verb, newbie79 #8)
_ACTIONS = {"draw": lambda: _("draw"), "pass": lambda: _("pass"),
            "uno": lambda: _("call UNO"),
            "accept": lambda: _("accept"), "challenge": lambda: _("challenge"),
            "death_number": lambda: _("death number"), "keep": lambda: _("keep"),
            "jump_in": lambda: _("jump in")}


def _color(color: Any) -> str:
    """A colour as the view names it ("red"), in the chosen language."""
    return {"red": _("red"), "yellow": _("yellow"), "green": _("green"),
            "blue": _("blue")}.get(str(color), str(color))


def _phase(phase: Any) -> str:
    """A phase of a round as the view names it ("play"), in the chosen language."""
    return {"play": _("play"), "choose_color": _("choose a colour"),
            "challenge": _("challenge"), "give": _("give cards"),
            "name_dates": _("name dates"),
            # (a finished round, a finished match: as the lobby line words them — the engine's
            # own "round_over" was printed, in Chinese too, newbie79 #2)
            "round_over": _("round over"), "match_over": _("match over")}.get(
                str(phase), str(phase).replace("_", " "))


def _power(power: Any) -> str:
    """A wild power's name ("peek", "swap") as the text client words it."""
    return {"peek": _("peek"), "swap": _("swap")}.get(str(power), str(power))


def render_view(v: dict[str, Any], names: list[str]) -> str:
    """A view as a few lines of text (no colour needed: cards show their codes)."""
    def who(i: int) -> str:
        return seat_called(i, names)
    lines = ["-- " + _("round {round} · {phase} · top {top} · colour {color} · {direction} · "
                       "draw pile {n}", round=v["round"], phase=_phase(v["phase"]),
                       top=v["top"], color=_color(v["color"]), n=v["draw_size"],
                       direction=_("clockwise") if v["direction"] == 1 else _("anticlockwise"))]
    lines.append("   " + _(", ").join(
        f"{who(i)}{' *' if i == v['current'] else ''}: {n}{' UNO' if v['uno'][i] else ''}"
        for i, n in enumerate(v["counts"])))
    if v.get("hand") is not None:
        lines.append("   " + _("your hand: {cards}", cards=" ".join(v["hand"])) +
                     (_(" (drew {card})", card=v["drawn"]) if v.get("drawn") else ""))
    legal = v.get("legal", [])
    if v.get("pending"):
        lines.append("   " + _("{n} cards to draw are waiting for {who}", n=v["pending"],
                                 who=who(v["current"])))
    if legal and all(a.get("type") == "date" for a in legal):
        # (not 366 lines "[0] date", newbie53 #1)
        lines.append("   " + _("name your date: type  date MM-DD  (e.g. date 12-25)"))
        return "\n".join(lines)
    # (RULES.md §3: which Wild Draw Four plays would be a bluff is shown — the view's ``bluff``,
    # which the app marks and this client ignored, newbie71 #6)
    bluffs = {i for i, a in enumerate(legal) if v.get("bluff") is True
              and a.get("type") == "play" and "W4" in (a.get("card"), *(a.get("also") or ()))}
    if bluffs:
        color = v.get("color")
        lines.append("   " + (_("W4 now is a bluff (you hold a {color} card): a challenge would "
                                   "catch it", color=_color(color)) if isinstance(color, str)
                                 else _("W4 now is a bluff: a challenge would catch it")))
    for i, a in enumerate(legal):
        lines.append(f"   [{i}] {describe_action(a, names)}"
                     + (_(" (bluff)") if i in bluffs else ""))
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    import asyncio

    from net.protocol import MAX_PASSWORD

    from ..launch import has_terminal

    if args.password is not None and len(args.password) > MAX_PASSWORD:
        # (no table takes it: the protocol's own words were printed, "hello: field 'password'
        # must be…", cli49 #7; as host --password refuses it)
        print(f"unotui join: error: --password may hold at most {MAX_PASSWORD} characters",
              file=sys.stderr)
        return 2
    if args.password is not None and not _utf8(args.password):
        # (bytes of another encoding — a Latin-1 terminal or script —, kept by Python as lone
        # surrogates, which no message can carry: a traceback after connecting, cli53 #4)
        print("unotui join: error: --password is not UTF-8 text (typed in another encoding?): "
              "no table can be sent it", file=sys.stderr)
        return 2
    if args.name is not None and not _utf8(args.name):
        # (as a table cleans its own --name: what is not text is dropped, cli53 #4)
        args.name = "".join(ch for ch in args.name if _utf8(ch)).strip() or None
    if args.text or not has_terminal():  # (the text client speaks --lang too, newbie76 #5)
        from ..i18n import set_language

        try:
            set_language(getattr(args, "lang", None) or _saved_language())
        except ValueError as exc:
            print(f"unotui join: error: {exc}", file=sys.stderr)
            return 2
    if not args.text and has_terminal():  # the full-screen app: the LAN list, or the address
        from ..launch import run_join

        return run_join(args)
    if args.address is None:
        # (without a terminal the text client runs, --text given or not: "--text needs…" was
        # said to a script that gave no --text, cli52 #12)
        from ..cli import how_to_run

        why = "--text needs" if args.text else \
            "without a terminal (the text client), join needs"
        print(f"unotui join: error: {why} the table's HOST:PORT ({how_to_run()} discover lists "
              "the tables on the LAN)", file=sys.stderr)
        return 2
    try:
        host, port = parse_address(args.address)
    except ValueError as exc:
        print(f"unotui join: error: {exc}", file=sys.stderr)
        return 2
    name = args.name
    if not name:  # (the login name, cleaned as the app's: one not UTF-8 was a traceback as
        # the hello was sent, review67 #1)
        from ..settings import default_name

        name = default_name()
    parting: list[str] = []
    try:
        return asyncio.run(_play(host, port, name, args.password, args.spectate,
                                 address=args.address, parting=parting))
    except KeyboardInterrupt:  # (Ctrl-C: where the seat is, as q says it; it said nothing)
        if parting:
            say(parting[-1])
        return 130


def _saved_language() -> str | None:
    """The language saved in the settings, if any (a settings file that cannot be read: none)."""
    try:
        from .. import settings

        return getattr(settings.load(), "language", None)
    except Exception:
        return None


async def _play(host: str, port: int, name: str, password: str | None, spectate: bool,
                address: str | None = None, parting: list[str] | None = None) -> int:
    """The text client at the table at ``host``:``port``, until the player leaves or the table
    closes. Cancelled (Ctrl-C: ``asyncio.run`` cancels it) in a match, it first gives
    ``parting`` what the player is to read (:func:`goodbye`)."""
    import asyncio

    from net.client import Client, JoinError, NotATable

    from .. import kept_seats
    from ..connection import still_reading
    from ..screens.join import connect_failure, not_a_table

    address = address or f"{host}:{port}"
    # (a seat kept for us; a closed table's too: its match may have been opened again)
    token = None if spectate else kept_seats.token_for(address, name, closed_too=True)
    try:
        client = await Client.connect_tcp(host, port, name, password=password, spectate=spectate,
                                          token=token)
    except JoinError as exc:
        print(f"unotui join: the table refused: {exc.message} ({exc.code})", file=sys.stderr)
        return 1
    except NotATable as exc:  # (something answered, but no table: the app's words)
        print(f"unotui join: {not_a_table(exc, address)}", file=sys.stderr)
        return 1
    except (OSError, ConnectionError) as exc:
        # (as the full-screen join says it: "[Errno 111] Connect call failed ('127.0.0.1',
        # …)" was printed, tmux65 #1)
        print("unotui join: " + _("Nobody answers at {address}: {error}.", address=address,
                                  error=connect_failure(exc)), file=sys.stderr)
        return 1
    if not (spectate or client.token_kept):  # (the same table reached by another of its
        # addresses, where the seat is kept: sat there, where its token was given, newbie56 #1)
        client, there = await kept_seats.sit_where_kept(client, address, name)
        if there != address:
            say(_("This is the table you joined at {there}, where your seat is kept.",
                    there=there))
            address = there
    seat = None if spectate else kept_seats.seat_for(address, name)  # (not a watcher's)
    # (one who asked for a seat during a match watches it: a watcher's token, never kept as a
    # seat, nor over a seat kept from a dropped app, ssh34 #2, review34 #5)
    watching = spectate or client.seat is None
    # (a second app of this user under that name: kept under the table's name for it, "Bo 2",
    # not over the first app's seat, newbie47 #5)
    name = kept_seats.name_for(address, name, client.name, client.token)
    if not watching or not kept_seats.holds_seat(address, name):
        kept_seats.keep(address, name, client.token, watching=watching,
                        **kept_seats.welcome_table(client.welcome))
    # (a bot played the seat meanwhile — left, or dropped past the reconnect window —:
    # said so, not only that the seat was kept, newbie91 #12)
    rejoined = any((client.welcome or {}).get(flag) is True for flag in ("rejoined", "held"))
    back = _("You are back in your seat; a bot held it while you were away.") if rejoined \
        else _("Your seat was kept for you.") if client.token_kept else "" if seat is None \
        else _("You joined as a newcomer: the seat you had at this address before is not kept.")
    seat = _("spectator") if client.seat is None else _("seat {n}", n=seat_no(client.seat))
    say(sentences(_("Joined as {name} ({seat}).", name=client.name, seat=seat), back))
    say(help_text())
    lines = _read_commands()
    names: list[str] = []
    seen: dict[str, Any] = {}
    asking = False  # (q asked "Leave the match?": the next line answers it)
    try:
        while True:
            get_msg = asyncio.ensure_future(client.messages.get())
            get_line = asyncio.ensure_future(lines.get())
            done, _pending = await asyncio.wait({get_msg, get_line}, return_when=asyncio.FIRST_COMPLETED)
            for fut in (get_msg, get_line):
                if fut not in done:
                    fut.cancel()
            if get_msg in done:
                msg = get_msg.result()
                if msg.get("t") == "lobby" and still_reading(msg, client.seat):
                    # (the table counts this player as reading the match's results, which
                    # this client only printed: it is back, ux27 #15)
                    with contextlib.suppress(Exception):  # (a closing link: nothing to tell)
                        await client.ready(False)
                if msg.get("t") == "_connection" and msg.get("reason") == "shutdown":
                    # (a seat at a table closed for good is no longer offered; the scores
                    # mark this player's line)
                    kept_seats.forget_closed(client.token, msg)
                    msg = {**msg, "you": client.seat}
                if seen.get("me") is None and client.seat is not None and "me" in seen \
                        and client.token:  # (a watcher seated: by s N, a bot's seat, ux33 #7)
                    kept_seats.keep(address, name, client.token)  # (a seat's token now)
                seen["me"] = client.seat
                names = _show(msg, names, seen)
                if msg.get("t") == "_connection" and msg.get("state") == "closed":
                    return 0
            if get_line in done:
                line = get_line.result()
                text = None if line is None else command_read(line)
                leaving = text is None  # (stdin's end: as q)
                if asking:  # (the answer to "Leave the match?")
                    asking = False
                    leaving = leaving or str(text).lower() in ("y", "yes")
                    if not leaving:
                        say(_("You stay in the match."))
                        continue
                elif text == "q" and in_match(client):  # (q left at once, saying nothing,
                    # tmux65 #2: asked as the app asks it; Q too, review88 #1)
                    asking = True
                    say(sentences(_("Leave the match?"), _(
                        "A bot plays your seat until you join this table again during this "
                        "match."), _("y leaves; any other line stays.")))
                    continue
                if leaving or not await _command(client, str(text)):
                    farewell = goodbye(client, address, name) if in_match(client) else None
                    await client.leave()
                    if farewell:
                        say(farewell)
                    return 0
    except asyncio.CancelledError:  # (Ctrl-C: where the seat is, as q says it, while the
        # connection still says whether the table answers; it said nothing)
        if parting is not None and in_match(client):
            parting.append(goodbye(client, address, name))
            with contextlib.suppress(Exception):  # (left as q leaves: a bot plays the seat
                # at once, as said, rather than the others waiting out the reconnect window)
                await asyncio.wait_for(client.leave(), 1.0)
        raise
    finally:
        with contextlib.suppress(ValueError, OSError):
            asyncio.get_running_loop().remove_reader(sys.stdin)
        await client.close()


def in_match(client: Any) -> bool:
    """Does ``client`` sit in a match under way (its round, or the results between two)? Then
    leaving hands its seat to a bot until the player joins again (PROTOCOL.md, ``leave``)."""
    lobby = getattr(client, "lobby", None)
    return client.seat is not None and isinstance(lobby, dict) \
        and lobby.get("phase") in ("playing", "round_end")


def goodbye(client: Any, address: str, name: str) -> str:
    """What a player who left a match under way reads as the text client ends — the app's
    words (where the seat is, how to take it back), and the command that does it: the seat's
    token is kept under ``name`` for ``address`` (tmux65 #2: q said nothing)."""
    import shlex

    from ..cli import how_to_run

    lobby = getattr(client, "lobby", None)
    table = lobby.get("table") if isinstance(lobby, dict) else None
    named = table if isinstance(table, str) and table else _("the table")
    from ..connection import left_words

    words = left_words(named, getattr(client, "connected", True) is not False)
    return words + f"\n  {how_to_run()} join --text {shlex.quote(address)} " \
        f"--name {shlex.quote(name)}"


def _read_commands() -> Any:
    """The queue of the command lines read from stdin (``None`` at its end): watched by the
    event loop when it can be (a terminal, a pipe), else read by a thread of its own — a
    regular file (``join --text ADDR < commands.txt``) or ``/dev/null``, which epoll cannot
    watch (cli52 #5: a traceback, "PermissionError: Operation not permitted", after joining).
    Its end is a ``q``: the player leaves, and the seat is freed."""
    import asyncio
    import threading

    loop = asyncio.get_running_loop()
    lines: asyncio.Queue[str | None] = asyncio.Queue()
    # (a line that is not UTF-8 — a Latin-1 byte typed or piped in —: its bytes read as U+FFFD,
    # never an error that ends the client, nor lone surrogates no message can carry: "t caf\xe9"
    # was a traceback, and the player was out of the table, cli53 #5)
    with contextlib.suppress(AttributeError, ValueError, OSError):
        sys.stdin.reconfigure(errors="replace")  # type: ignore[union-attr]

    import codecs
    import os

    decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
    pending = [""]

    def read_stdin() -> None:
        # (the bytes there, every line of them: readline() took one line of all that came at
        # once — "q\ny\n" in one write — and kept the rest in its buffer, where the event loop
        # never saw it: the answer to "Leave the match?" waited for more input)
        try:
            data = os.read(fd, 65536)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        text = pending[0] + decoder.decode(data, final=not data)
        *whole, pending[0] = text.split("\n")
        for line in whole:
            lines.put_nowait(line + "\n")
        if not data:
            if pending[0]:
                lines.put_nowait(pending[0])
                pending[0] = ""
            lines.put_nowait(None)
            with contextlib.suppress(ValueError, OSError):
                loop.remove_reader(fd)

    try:
        fd = sys.stdin.fileno()
        loop.add_reader(fd, read_stdin)
        return lines
    except (OSError, ValueError, AttributeError):  # (EPERM: epoll takes no regular file)
        pass

    def read_all() -> None:
        while True:
            try:
                line: str | None = sys.stdin.readline() or None
            except (OSError, ValueError, AttributeError):  # (no stdin at all: its end)
                line = None
            try:
                loop.call_soon_threadsafe(lines.put_nowait, line)
            except RuntimeError:  # (the loop closed: the client has ended)
                return
            if line is None:
                return

    threading.Thread(target=read_all, name="join-stdin", daemon=True).start()
    return lines


def _who(seat: Any, names: list[str]) -> str:
    """A seat by its player's name and number ("Ann (seat 1)"), or its number alone."""
    if isinstance(seat, int) and 0 <= seat < len(names) and names[seat]:
        return _("{name} (seat {n})", name=names[seat], n=seat_no(seat))
    return _("seat {n}", n=seat_no(seat))


def _scores(scores: Any, names: list[str]) -> str:
    """Scores by name when the names are known ("Ann 106, Bo 0"), else the list."""
    if isinstance(scores, list) and len(scores) == len(names) and all(names):
        return _(", ").join(f"{name} {points}" for name, points in zip(names, scores, strict=True))
    return str(scores)


#: what starts a line the text client prints, which the later rows of the line stay right of
#: when it wraps: its indent, and its mark — an event's "· ", the table's "== ", a notice's
#: "-- ", a refusal's "!! ", a move's "[3] ", a chat line's "<Ann> " (cut to half the width)
_LEAD = re.compile(r" *(?:(?:·|==|--|!!|\[\d+\]|<[^>\n]*>) )?")
#: how far the later rows of a line with no mark of its own are indented: they never start
#: where a line starts (as the app's log wraps, :data:`unotui.widgets.lines.HANGING`)
_HANGING = 2


def say(text: str) -> None:
    """Print ``text``, each line wrapped to the terminal's width in cells, as the app's log
    wraps: at spaces and, as Chinese is written without them, between two CJK characters —
    never before a closing mark (。，）) nor inside a card's name (:func:`unotui.wrap.wrap_rows`)
    —, the later rows under the words after the line's indent and mark (:data:`_LEAD`). The
    terminal broke "deck ve" / "rified" inside its words (newbie52 #10), and a Chinese line of
    40 characters was taken to fit 60 columns — it is 80 cells: the terminal then started a row
    with "）" and left the log's indent (newbie79 #1). A command to copy, on a line of its own,
    is printed whole (:func:`_command_line`): the terminal folds it, and it is copied whole."""
    import shutil

    width = shutil.get_terminal_size((80, 24)).columns
    for line in text.split("\n"):
        if cell_len(line) <= width or _command_line(line):
            print(line)
            continue
        lead = _LEAD.match(line)
        hang = cell_len(line[:lead.end()]) if lead and lead.end() else _HANGING
        hang = min(hang, width // 2)
        rows = wrap_rows(line, width, width - hang)
        print("\n".join([rows[0], *(" " * hang + row for row in rows[1:])]))


def _command_line(line: str) -> bool:
    """Is ``line`` a command for the player to copy (the one that takes a seat back): it starts,
    after its indent, with the command that runs unotui? Split over two rows, it is pasted as
    two commands."""
    from ..cli import how_to_run

    return line.lstrip(" ").startswith(how_to_run() + " ")


def new_events(view: dict[str, Any], names: list[str], seen: dict[str, Any]) -> list[str]:
    """The view's log events not printed yet, in words (as the app's log says them): who
    played what, drew, was skipped, caught… — a spectator saw only card counts, and a player
    what was played only from the top card (newbie52 #10). ``seen["seq"]`` keeps the newest
    printed (a new match starts its numbers again)."""
    from ..describe import describe_event

    log = [ev for ev in view.get("log") or [] if isinstance(ev.get("seq"), int)]
    last = int(seen.get("seq") or 0)
    if log and max(ev["seq"] for ev in log) < last:  # (a new match: its numbers start again)
        last = 0
    out = []
    for ev in log:
        if ev["seq"] > last:
            # (cards by their codes, as the hand, the top card and the commands name them:
            # "R⊘" above "top RS" named one card two ways, newbie71 #5)
            line = describe_event(ev, names, view.get("seat"), codes=True)
            if line:
                out.append(line)
            last = ev["seq"]
    seen["seq"] = last
    return out


def _seat_mark(seat: dict[str, Any], lobby: dict[str, Any]) -> str:
    """What the lobby line says after a seat's name: "[bot]" for a bot; before a match, and
    between rounds while the next deal counts down, whether a player is ready — r said nothing,
    the line came back the same (newbie71 #4). (During a round ``ready`` counts for nothing:
    PROTOCOL.md, ``ready``.)"""
    if seat.get("kind") == "bot":
        return _(" [bot]")
    if seat.get("kind") == "human" and seat.get("connected") is False:  # (as the app says it:
        # "3: root 3 (not ready)" read as present, newbie80 #3)
        left = seat.get("window_left")
        return _(" (away, seat kept {seconds} s)", seconds=round(left)) \
            if isinstance(left, (int, float)) and not isinstance(left, bool) else _(" (away)")
    if seat.get("kind") != "human" or not isinstance(seat.get("ready"), bool) or not (
            lobby.get("phase") == "lobby" or isinstance(lobby.get("deal_in"), (int, float))):
        return ""
    return _(" (ready)") if seat["ready"] else _(" (not ready)")


def _rules_said(data: Any) -> str | None:
    """A lobby's ``rules`` in the words everyone at the table reads them (the preset they
    differ least from, and what is changed), on one line; ``None`` for rules not read."""
    from ..connection import table_rules
    from ..widgets.rules_form import table_rules_lines

    rules = table_rules(data) if isinstance(data, dict) else None
    if rules is None:
        return None
    head, *changed = table_rules_lines(rules)  # ("Preset: house, changed:", "  Seven-O: on")
    if not changed:
        return head
    return head + ("" if head.endswith("：") else " ") + _(", ").join(c.strip() for c in changed)


def _show(msg: dict[str, Any], names: list[str],
          seen: dict[str, Any] | None = None) -> list[str]:
    """Print ``msg`` for the text client; the seats' names after it. ``seen`` keeps what the
    client knows between messages: its seat (``me``) and the table's owner (``owner``), so that
    a change of owner is said, as the app's log says it (away35 #7)."""
    from ..describe import owner_news, seat_notice

    seen = {} if seen is None else seen
    t = msg.get("t")
    if t == "lobby":
        names = [s["name"] or "" for s in msg["seats"]]
        seats = _(", ").join(f"{i + 1}: {s['name'] or _('(empty)')}{_seat_mark(s, msg)}"
                             for i, s in enumerate(msg["seats"]))
        phase = {"lobby": _("lobby"), "playing": _("playing"), "round_end": _("round over"),
                 "match_end": _("match over")}.get(str(msg["phase"]), str(msg["phase"]))
        line = "== " + _("{table} ({phase}) seats: {seats}", table=msg["table"], phase=phase,
                         seats=seats)
        if line != seen.get("lobby"):  # (the same line twice said nothing new, newbie80 #9)
            say(line)
        seen["lobby"] = line
        rules = _rules_said(msg.get("rules"))
        if rules and rules != seen.get("rules"):  # (the rules: at first, and as they change —
            # "changed the table's rules (? shows them in the app)" said nothing of what,
            # newbie80 #9)
            say("-- " + _("Rules: {rules}", rules=rules))
        seen["rules"] = rules or seen.get("rules")
        owner = msg.get("host") if isinstance(msg.get("host"), int) else None
        if "owner" not in seen and owner is not None and owner == seen.get("me"):
            # (the first player of a headless table runs it: nothing said so, and the match
            # never started — owner_news speaks of a change of owner only, newbie71 #4)
            say("-- " + _("The table is yours: you start its matches (s) and add bots (b)."))
        else:
            news = owner_news(seen.get("owner"), owner, seen.get("me"), names)
            if news:
                say(f"-- {news}")
        seen["owner"] = owner
    elif t == "notice":
        who = msg.get("name") if isinstance(msg.get("name"), str) else _who(msg.get("seat"), names)
        said = seat_notice(msg, str(who), seen.get("me"))
        if msg.get("kind") == "rules_changed":
            said = sentences(
                _("{who} changed the table's rules.", who=msg.get("by")),
                _("Everyone's ready mark was cleared.") if msg.get("ready_cleared") else "")
        if said:
            say(f"-- {said}")
    elif t == "view":
        for line in new_events(msg["view"], names, seen):
            say(f"   · {line}")
        say(render_view(msg["view"], names))
    elif t == "chat":
        say(f"<{msg['from']}> {msg['text']}")
    elif t == "error":
        say(f"!! {msg['message']}" + (f" ({msg['reason']})" if msg.get("reason") else ""))
    elif t == "round_end":
        mark = _("deck verified") if msg.get("verified") else \
            _("deck NOT verified: {why}", why=msg.get("verify_reason"))
        say("== " + _("round {round} won by {who} (+{points}); scores {scores}; {deck}",
                      round=msg["round"], who=_who(msg["winner"], names), points=msg["points"],
                      scores=_scores(msg["scores"], names), deck=mark)
            + ("" if msg.get("match_over") or seen.get("me") is None
               else "\n   " + _("r: ready for the next round")))
    elif t == "match_end":
        fields = {"who": _who(msg["winner"], names), "scores": _scores(msg["scores"], names)}
        say("== " + (_("while you were away, the match was won by {who}; scores {scores}",
                         **fields) if msg.get("again") is True
                       else _("match won by {who}; scores {scores}", **fields)))
    elif t == "_connection":
        if msg.get("state") == "closed" and msg.get("reason") == "shutdown":
            from ..connection import closed_text, with_reader

            # (the reader's row in the scores marked, as the app's: the host names it)
            say("== " + closed_text(with_reader(msg)).replace("\n\n", "\n"))
        elif msg.get("state") == "reconnecting":
            say("-- " + _("connection lost: attempt {attempt} in {delay} s, giving up in "
                            "{left} s", attempt=msg.get("attempt"), delay=msg.get("delay"),
                            left=msg.get("gives_up_in")))
        else:
            state = {"connected": _("connected"), "restored": _("restored"),
                     "closed": _("closed")}.get(str(msg["state"]), str(msg["state"]))
            say("-- " + _("connection {state}", state=state)
                  + (f" ({msg['reason']})" if msg.get("reason") else ""))
    return names


def number_typed(text: str) -> int | None:
    """The number ``text`` is — decimal digits, up to six (full-width ones too) — else
    ``None``: "²" (AZERTY's key left of 1), Ethiopic ፩ are digits to ``str.isdigit`` that
    ``int`` cannot read, and a pasted number of over 4,300 digits made ``int`` raise too; the
    text client ended with a traceback (review88 #2)."""
    text = text.strip()
    return int(text) if text.isdecimal() and len(text) <= 6 else None


def command_read(line: str) -> str:
    """A line as the commands read it: stripped, and a one-letter command in lower case (D, P,
    Q… as d, p, q: a key typed with Caps Lock, tmux66 #3; W plays a wild in a match either
    way)."""
    line = line.strip()
    return line.lower() if len(line) == 1 else line


async def _command(client: Any, line: str) -> bool:
    if not line:
        return True
    view = client.last_view or {}
    legal: list[dict[str, Any]] = view.get("legal", [])
    line = command_read(line)
    if line == "q":
        return False
    if line == "?":
        say(help_text())
    elif (n := number_typed(line)) is not None and n < len(legal):
        await client.act(legal[n])
    elif n is not None:  # (not the whole help again: newbie53 #9)
        say(_("There is no move [{n}] now: the moves are [0] to [{last}].", n=line,
                last=len(legal) - 1) if legal
              else _("There is no move [{n}] now: wait for your turn.", n=line))
    elif line[:4] == "date" and line[4:5].isspace():  # (the space a Chinese input method
        # types too, full-width: "date　12月25日")
        await _name_date(client, legal, line[5:].strip())
    elif line in ("d", "p", "u"):
        kind = {"d": "draw", "p": "pass", "u": "uno"}[line]
        await client.act({"type": kind})
    elif line.startswith("t "):
        await client.chat(line[2:])
    elif line == "c" or line.startswith("c "):
        await _catch(client, legal, line[2:].strip())
    elif line == "r":
        me = client.seat
        lobby = client.lobby or {}
        seats = lobby.get("seats", [])
        free = next((i for i, seat in enumerate(seats) if seat.get("kind") == "empty"), None)
        if me is None and lobby.get("phase") == "lobby" and free is not None:
            await client.sit(free)  # (a watcher sits down, as the app's r does: newbie80 #5)
            return True
        ready = bool(me is not None and me < len(seats) and seats[me]["ready"])
        await client.ready(not ready)
    elif line == "w" and (client.lobby or {}).get("phase") == "lobby":  # (a seated player
        # gets up to watch, as the app's w does: newbie80 #6; in a match W is the Wild card's
        # name, typed to play it: review89 #1)
        if client.seat is not None:
            await client.spectate()
        else:
            say(_("w gets a seated player up to watch, in the lobby only."))
    elif line == "s":
        await client.start()
    elif line.startswith("s ") and (typed := number_typed(line[2:])) is not None:
        seat = typed - 1  # (watching: a bot's seat)
        takeable = (client.lobby or {}).get("takeable")
        if isinstance(takeable, list) and seat in takeable:
            await client.take_seat(seat)
        elif isinstance(takeable, list) and takeable:
            say(_("Seat {n} cannot be taken: {seats} can.", n=line[2:].strip(),
                    seats=_(", ").join(f"s {seat_no(t)}" for t in takeable)))
        else:  # (none now, or a host that knows no take_seat: it would close the connection)
            say(_("No seat can be taken over now: only a seat a bot plays, during a match."))
    elif line == "b":
        await client.add_bot()
    elif not await _card_typed(client, legal, line):
        say(_("{word} is no command here: ? lists them; a number plays that move.",
              word=line))  # (not the whole help again, for any word: tmux66 #3)
    return True


async def _card_typed(client: Any, legal: list[dict[str, Any]], line: str) -> bool:
    """A card's name typed (``Y6``, as the hand lists it: tmux66 #3): played when one listed
    move plays it alone, else which numbers do (a wild's colours), or that it cannot be played
    now. ``False`` when ``line`` names no card."""
    from core.cards import Card, CardError

    try:
        card = Card.parse(line.strip().upper())
    except (CardError, ValueError, KeyError):
        return False
    name = str(card)
    plays = [(i, a) for i, a in enumerate(legal)
             if a.get("type") == "play" and a.get("card") == name and not a.get("also")]
    if len(plays) == 1:
        await client.act(plays[0][1])
    elif plays:
        say(_("{card}: type the number of the move — {moves}.", card=name, moves=_(", ").join(
            f"[{i}] {describe_action(a)}" for i, a in plays)))
    else:
        say(_("{card} cannot be played now.", card=name) + " " + (
            _("The moves are [0] to [{last}].", last=len(legal) - 1) if legal
            else _("Wait for your turn.")))
    return True


async def _name_date(client: Any, legal: list[dict[str, Any]], text: str) -> None:
    """``date MM-DD``: name this player's judgement-day date, when one is still to name —
    written as the app's date question reads it (``date 12月25日``, ``date １２－２５``: its own
    parser refused them, newbie79 #3)."""
    from ..dialogs.choice import date_numbers

    numbers = date_numbers(text)
    if numbers is None:
        say(_("Type the date as  date MM-DD  (e.g. date 12-25)."))
        return
    month, day = numbers
    action = {"type": "date", "month": month, "day": day}
    if action not in legal:
        say(_("No such date to name now.") if any(a.get("type") == "date" for a in legal)
              else _("There is no date to name now."))
        return
    await client.act(action)


async def _catch(client: Any, legal: list[dict[str, Any]], which: str) -> None:
    """``c``: catch the one player who can be caught; ``c N``: the one in seat N (from 1)."""
    targets = [int(a["target"]) for a in legal if a.get("type") == "catch"]
    typed = number_typed(which)
    if which and typed is None:  # ("c TEXT" chatted before: chat is t now)
        say(_("c catches a player who did not call UNO; to chat, type t TEXT."))
        return
    if not targets:
        say(_("Nobody can be caught now."))
        return
    if which:
        target = (typed or 0) - 1
        if target not in targets:
            say(_("Seat {n} cannot be caught now: {seats} can.", n=which,
                    seats=_(", ").join(f"c {seat_no(t)}" for t in targets)))
            return
    elif len(targets) == 1:
        target = targets[0]
    else:
        say(sentences(_("Catch whom?"), _(", ").join(f"c {seat_no(t)}" for t in targets)))
        return
    await client.act({"type": "catch", "target": target})
