"""proto65: docs/PROTOCOL.md (version 3) read by a client author who knows only the document.

The first tests read only the document and check that it agrees with itself; the last ones hold
one claim of §6 to a live host on loopback (the host's config made small so the limit is quick to
reach), as a doc-only client meets it.
"""
from __future__ import annotations

import asyncio
import re
from pathlib import Path

from net_testkit import raw_closed, raw_recv, raw_send, start_host

DOC = (Path(__file__).resolve().parents[2] / "docs" / "PROTOCOL.md").read_text(encoding="utf-8")
RULES = (Path(__file__).resolve().parents[2] / "docs" / "RULES.md").read_text(encoding="utf-8")


def _section(title: str) -> str:
    start = DOC.index(title)
    nxt = DOC.find("\n#", start + len(title))
    return DOC[start:nxt if nxt != -1 else len(DOC)]


def test_section_7_5_deals_after_a_knocked_out_winner_as_version_3_says() -> None:
    # The version-3 note (top of the document) and RULES.md decision 36: "a winner knocked out
    # of the match passes the deal clockwise" (however the round ended). §7.5, which a deck
    # checker follows to find round k's dealer, still says "the next seat after it in
    # `direction`" — after a Reverse (direction -1) that is the other neighbour, and a checker
    # replaying §7.5 calls an honest deal failed. Live (3 seats, challenge, judgement day,
    # target 150, --seed k4; client /work/scratch/proto65/client/koWinner.py): seat 0 won
    # round 1 with a four-colour throw holding 22 cards (251 points, `eliminated`) while
    # `direction` was -1; round 2 was dealt by seat 1 (0 + 1, clockwise), where §7.5 says seat 2.
    assert "passes the\ndeal clockwise" in DOC or "passes the deal clockwise" in DOC
    assert "the deal passes clockwise" in RULES
    later = _section("### 7.5 Later rounds")
    para = later.split("\n\n")[1]
    assert "in `direction`" not in para, para
    assert "clockwise" in para, para


def test_clockwise_is_said_in_seat_numbers() -> None:
    # "clockwise" (version-3 note) is the only word a checker has for the new dealer rule;
    # the document never says whether clockwise is dealer+1 (the deal order of §7.4) or
    # follows the table's direction.
    assert re.search(r"clockwise[^.]{0,80}(seat \+ 1|`?\+ ?1`?|increasing seat|dealer\+1)", DOC,
                     re.S), "§7: say what clockwise is in seat numbers"


def test_owner_paragraph_covers_a_taker_seated_before_the_player_left() -> None:
    # §2 "The owner": the kept-seat exception is stated for "a table left with no owner during
    # a match (its only human player sent `leave`)" and "a spectator who takes a bot's seat
    # meanwhile". The host also keeps the table without an owner when the taker took the bot's
    # seat BEFORE the owner left (then the owner was not the only human player, and the general
    # rule — "the table then passes to the first seated player still connected" — promises the
    # taker the table), and when the owner, back, leaves a second time. A client reading §2
    # shows the taker as the owner-to-be and lets them try start/kick: they get not_host.
    owner = DOC[DOC.index("* **The owner**"):DOC.index("## 3. Messages from the client")]
    said = " ".join(owner.split())
    assert "nobody who took a bot's seat during this match is made the owner" in said \
        and "before or after that player left" in said, (
        "§2: the host keeps no owner while a seat is kept for a player who left whenever the "
        "other seated humans took bots' seats during the match, whenever they took them")


async def _token_hello(port: int, token: str) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    await raw_send(writer, {"t": "hello", "proto": 3, "app": "proto65", "name": "Ann",
                            "token": token})
    return reader, writer


async def test_a_token_hello_closed_by_a_newer_one_says_hello_was_dropped() -> None:
    # §6 Limits: "A `hello` refused for its address's or its member's limit closes the
    # connection with a fatal `rate_limited` carrying `retry_after` (and `dropped`:
    # {"t": "hello"})"; "one such `hello` a token waits at a time: a newer one closes the older
    # with a fatal `rate_limited`". Five hellos with Ann's token, her bucket spent, sent at
    # once (a client retrying from several places): the four older ones are closed with the
    # waiting-room words of §6 Connections ("Too many connections waiting to say hello;
    # connect again later.") and no `dropped` — not what happened, and a client cannot tell
    # that its own token's hellos pushed each other out.
    host, port = await start_host(seats=2, msg_burst=60, msg_rate=30.0)
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        await raw_send(writer, {"t": "hello", "proto": 3, "app": "proto65", "name": "Ann"})
        token = (await raw_recv(reader, "welcome"))["token"]
        for i in range(70):  # her bucket spent
            await raw_send(writer, {"t": "ping", "n": i})
        await raw_recv(reader, "error")

        async def hello_again() -> list[dict]:
            r, _w = await _token_hello(port, token)
            try:
                frames = await asyncio.wait_for(raw_closed(r), 3.0)
                return [f for f in frames if f.get("t") == "error"]
            except TimeoutError:  # (the newest: let in, its connection stays open)
                return []

        answers = await asyncio.gather(*[hello_again() for _ in range(5)])
        closed = [a[-1] for a in answers if a]
        assert closed and all(f["code"] == "rate_limited" for f in closed), answers
        for fatal in closed:
            assert fatal.get("dropped") == {"t": "hello"}, fatal
            assert "waiting to say hello" not in fatal.get("message", ""), fatal
    finally:
        await host.close()


def test_not_now_at_the_match_end_comes_after_match_end() -> None:
    # §3 "A minimal client", step 5: "On `not_now` ("No match is being played.") drops the
    # action: the match's last move came first, and `match_end` and the `lobby` follow." Live
    # (two clients, `scoring = "single"`; the loser sends an `act` at the instant the winner
    # plays the last card): the loser reads view, round_end, match_end, lobby, and only then
    # error not_now — match_end and the lobby came BEFORE it. A client that waits for a
    # match_end after not_now waits forever; the doc should say they came first.
    step = DOC[DOC.index("5. On `error` `stale_state`"):DOC.index("6. Between rounds")]
    assert "`match_end` and the `lobby` follow" not in step, step


def test_timer_remaining_example_of_a_view_sent_again_is_one_that_happens() -> None:
    # §4 `view`: `timer.remaining` — "a view sent again in the same turn — after a refused
    # move, say — tells what is left then". Live (`--turn-timer 15`): a refused move
    # (`illegal_action` card_not_in_hand, `stale_state`) sends no view at all; only a misplay
    # penalty (`illegal_action` with `penalty: true`, misplay_penalty) does, remaining 12.99
    # two seconds into the turn. The example should be the misplay penalty.
    view = DOC[DOC.index("### `view`"):DOC.index("### `view`") + 3000]
    para = view[view.index("`remaining` what is left"):view.index("the clock is not restarted")]
    assert "after a refused move, say" not in para or "penalty" in para, para
