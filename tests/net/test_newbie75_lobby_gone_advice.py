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
import json
import signal
import socket
from pathlib import Path

from net_testkit import WAIT
from test_commands import read_until, spawn


def free_port() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return str(sock.getsockname()[1])


async def lobby_gone(state: dict[str, str], port: str, forget: bool = False) -> str:
    """What ``host --resume`` says once a table that listened on 127.0.0.1:``port`` was killed
    in its lobby (``forget``: the record of where it listened is gone)."""
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", port,
                       "--bots", "1", "--no-advertise", "--name", "lob", **state)
    try:
        await read_until(proc, "Join with:")
    finally:
        proc.send_signal(signal.SIGKILL)
        await asyncio.wait_for(proc.wait(), WAIT)
    if forget:  # (as a table noted before the command was)
        noted = Path(state["UNOTUI_STATE_DIR"]) / "last-table.json"
        record = json.loads(noted.read_text(encoding="utf-8"))
        del record["again"]
        noted.write_text(json.dumps(record), encoding="utf-8")
    proc = await spawn("host", "--headless", "--no-advertise", "--resume", **state)
    _, err = await asyncio.wait_for(proc.communicate(), WAIT)
    said = err.decode()
    assert "no match under way" in said, said
    return said


async def test_the_advice_after_a_lobby_gone_keeps_its_address(tmp_path: Path) -> None:
    port = free_port()
    said = await lobby_gone({"UNOTUI_STATE_DIR": str(tmp_path)}, port)
    advice = said.split("no match under way to resume", 1)[1]
    if " host " in advice or "host opens" in advice:
        assert f"--port {port}" in advice and "--bind 127.0.0.1" in advice, (
            "the advice opens the table elsewhere than where its players look:\n" + said)
    # (the rest of what made it findable: its name, and kept off the LAN as it was)
    assert "--name lob" in advice and "--no-advertise" in advice, said


async def test_where_it_listened_unknown_no_player_is_promised_to_find_it(
        tmp_path: Path) -> None:
    """(fixjoin65) Without the record of where the table listened, the advice does not say its
    players join the new table "as before": it says what they need, --bind and --port."""
    said = await lobby_gone({"UNOTUI_STATE_DIR": str(tmp_path)}, free_port(), forget=True)
    assert "join it as before" not in said, said
    assert "--bind" in said and "--port" in said, said
