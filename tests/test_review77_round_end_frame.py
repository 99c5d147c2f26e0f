"""review77: net56 bounded the `history` frames of a round nobody plays in, but the round's
`round_end` still reveals every action of the round (``reveal.actions``, 13 bytes a draw or
pass) in one frame: once such a round has taken ~81,000 actions and then ends, its
`round_end` is over the 1 MiB a client accepts (docs/PROTOCOL.md §1, ``MAX_HOST_FRAME``) and
every client that keeps to the document drops the connection at the round's end (and cannot
check the round's deck: §honesty)."""

from __future__ import annotations

import asyncio
import contextlib

from net_testkit import raw_recv, raw_seated, raw_send, start_host

from core.actions import Draw, Pass, Play
from core.game import Phase, legal_actions, seat_to_move
from net.host import auto_action
from net.protocol import MAX_HOST_FRAME, encode


async def _drain(reader: asyncio.StreamReader) -> None:
    with contextlib.suppress(Exception):
        while await reader.read(1 << 16):
            pass


async def test_review77_a_long_rounds_round_end_fits_a_client_frame() -> None:
    host, port = await start_host(seats=2)
    drains: list[asyncio.Task[None]] = []
    try:
        a_reader, a_writer = await raw_seated(port, "Ann")
        b_reader, _b_writer = await raw_seated(port, "Ben")
        await raw_send(a_writer, {"t": "start"})
        await raw_recv(a_reader, "view")
        drains = [asyncio.create_task(_drain(a_reader)), asyncio.create_task(_drain(b_reader))]
        table = host.table
        sent: list[int] = []
        heard = table.broadcast

        def measured(msg: dict) -> None:  # type: ignore[type-arg]
            if msg.get("t") == "round_end":  # (the frame every connection is sent)
                sent.append(len(encode(msg)))
            heard(msg)

        table.broadcast = measured  # type: ignore[method-assign]
        for step in range(90_000):  # draw and pass, as a stalling pair may
            st = table.state
            assert st is not None and st.phase is Phase.PLAY
            table.submit(st.current, Pass() if st.drawn is not None else Draw(), st.state_id)
            if step % 2000 == 0:
                await asyncio.sleep(0)
        for _ in range(5000):  # then they play it out
            st = table.state
            assert st is not None
            if st.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
                break
            seat = seat_to_move(st)
            assert seat is not None
            plays = [a for a in legal_actions(st, seat) if isinstance(a, Play)]
            table.submit(seat, plays[0] if plays else auto_action(st, seat), st.state_id)
            await asyncio.sleep(0)
        assert table.state is not None and table.state.result is not None
        await asyncio.sleep(0.1)
        assert sent, "no round_end sent"
        assert max(sent) <= MAX_HOST_FRAME, f"a round_end of {max(sent)} bytes"
    finally:
        for task in drains:
            task.cancel()
        await host.close()


def test_a_round_end_without_its_actions_says_its_deal_cannot_be_checked() -> None:
    """The reference client's check of such a round says why it cannot check it (not a
    replay that failed, which would read as a host that cheated)."""
    from net.honesty import commitment, verify_round

    seed = bytes(32)
    end = {"round": 1, "reveal": {"seed": seed.hex(), "rules": {}, "players": 2, "start": None,
                                  "cut": 90_000}}
    ok, why = verify_round(end, commitment(seed), None, None)
    assert not ok and "too long" in why and "90000" in why, why
