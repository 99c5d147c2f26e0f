"""newbie75: a table opened with `host --bind 127.0.0.1 --port 17203 --bots 1 --name lob
--rules house` is killed (kill -9) in its lobby, a guest in it retrying 127.0.0.1:17203.
`host --resume` then says:

    unotui host: error: the table opened last here, 'lob' (at …), had no match under way to
    resume: python3 -m unotui host opens a table again, and its players join it as before.

Following it to the letter opens a table on 0.0.0.0:7152 (host's defaults): every network
where the host had chosen this computer only, another port than the one its guests retry,
without its name, bots or rules — its players do not "join it as before". The advice should
give back where it listened (--bind, --port), or not promise that players find it."""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

from net_testkit import WAIT
from test_commands import read_until, spawn


async def test_the_advice_after_a_lobby_gone_keeps_its_address(tmp_path: Path) -> None:
    state = {"UNOTUI_STATE_DIR": str(tmp_path)}
    port = "17210"  # (newbie75's range; free_port() in the suite)
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", port,
                       "--bots", "1", "--no-advertise", "--name", "lob", **state)
    try:
        await read_until(proc, "Join with:")
    finally:
        proc.send_signal(signal.SIGKILL)
        await asyncio.wait_for(proc.wait(), WAIT)
    proc = await spawn("host", "--headless", "--no-advertise", "--resume", **state)
    _, err = await asyncio.wait_for(proc.communicate(), WAIT)
    said = err.decode()
    assert "no match under way" in said, said
    advice = said.split("no match under way to resume", 1)[1]
    if " host " in advice or "host opens" in advice:
        assert f"--port {port}" in advice and "--bind 127.0.0.1" in advice, (
            "the advice opens the table elsewhere than where its players look:\n" + said)
