"""newbie65 #3: a table with a hard bot (its thinking runs in net/botpool.py's worker pool,
started with forkserver, net/botpool.py:228-246) whose host app is killed with ``kill -9``
leaves Python's multiprocessing resource tracker behind, which a moment later writes onto the
player's terminal, over the shell prompt:

    bash-5.2# /root/.pyenv/versions/3.11.7/lib/python3.11/multiprocessing/resource_tracker.py:254:
    UserWarning: resource_tracker: There appear to be 5 leaked semaphore objects to clean up at
    shutdown
      warnings.warn('resource_tracker: There appear to be %d '

Seen at 80x24: `unotui host --bind 127.0.0.1 --port 12201 --bots 2 --bot-kind easy`, a hard
bot added in the lobby (b, 3), the match started, then ``kill -9 PID`` of the host. A player
reads Python internals (a file path, a warnings.warn source line): what the README says a
player never sees ("a player is told the file, never shown a traceback"). The test kills a
process whose BotPool has started, as the host's does, and reads its standard error."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = textwrap.dedent("""
    import asyncio, os, signal
    from net.botpool import BotPool

    async def main():
        pool = BotPool()
        pool.warm()
        await asyncio.wait_for(asyncio.shield(pool._warm_future()), 30)
        print("warm", flush=True)
        os.kill(os.getpid(), signal.SIGKILL)  # (as `kill -9` of the host)

    if __name__ == "__main__":
        asyncio.run(main())
""")


def test_a_killed_hosts_bot_pool_writes_no_python_warning_on_the_terminal(
        tmp_path: Path) -> None:
    script = tmp_path / "killed_host.py"
    script.write_text(SCRIPT, encoding="utf-8")
    err = tmp_path / "stderr.txt"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("PYTHONWARNINGS", None)
    with err.open("wb") as stderr:
        proc = subprocess.run([sys.executable, str(script)], cwd=tmp_path, env=env,
                              stdout=subprocess.PIPE, stderr=stderr, timeout=60)
    assert b"warm" in proc.stdout, err.read_text()
    # the terminal is shared by whatever the killed process left: its workers end by
    # themselves within a few seconds (end_with_parent), then the resource tracker
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and "resource_tracker" not in err.read_text():
        time.sleep(0.5)
    text = err.read_text()
    assert "resource_tracker" not in text and "Warning" not in text, text
