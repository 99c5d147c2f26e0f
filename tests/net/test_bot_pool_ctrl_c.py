"""ssh49 #3: Ctrl-C in the terminal of ``unotui host --headless`` (with or without ``--ssh``) at
a table with a *hard* bot printed two ``KeyboardInterrupt`` tracebacks of the bot pool's worker
processes ("Process ForkServerProcess-1: Traceback … call_queue.get … KeyboardInterrupt"), mixed
into the closing words ("Closing the table.Process ForkServerProcess-1:"). A terminal's Ctrl-C
signals the whole foreground process group, the workers too; they now ignore SIGINT, and
the host stops them itself.

Seen over SSH: a visitor added a hard bot in a headless table's lobby (b, 3), started, left; the
operator pressed Ctrl-C. Here the same with a script's client, and SIGINT sent to the group as
the terminal does."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from net_testkit import WAIT

from net.client import Client

ROOT = Path(__file__).resolve().parents[2]


async def test_ctrl_c_of_a_headless_host_with_a_hard_bot_prints_no_worker_tracebacks(
        tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "UNOTUI_MDNS_INTERFACES": "127.0.0.1",
           "UNOTUI_STATE_DIR": str(tmp_path)}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "unotui", "host", "--headless", "--bind", "127.0.0.1", "--port",
        "0", "--seats", "2", "--bots", "1", "--bot-kind", "hard", "--bot-delay", "0",
        "--no-advertise", "--name", "Den", cwd=ROOT, env=env, start_new_session=True,
        stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE)
    try:
        assert proc.stdout is not None and proc.stderr is not None
        port = 0
        while not port:
            line = (await asyncio.wait_for(proc.stdout.readline(), WAIT)).decode()
            assert line, "the host stopped"
            if line.startswith("Join with:"):
                port = int(line.split(":")[-1].split()[0])
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        await ann.start()
        await ann.recv("view", timeout=WAIT)  # (the match is on: the hard bot's workers
        # were started when it sat down, and it thinks when its turn comes)
        await asyncio.sleep(1.0)
        await ann.close()
    finally:
        os.killpg(proc.pid, signal.SIGINT)  # (what Ctrl-C in its terminal does)
        code = await asyncio.wait_for(proc.wait(), WAIT)
    err = (await proc.stderr.read()).decode()
    out = (await proc.stdout.read()).decode()
    assert code == 0, (code, out, err)
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert "Closing the table." in out, out
