"""fixdoor64: a session without a terminal (``ssh -T``) is told the whole command to play, as a
refused command is — not only "connect with ssh -t"."""

from __future__ import annotations

import asyncio
from pathlib import Path

from ssh_kit import connect, open_door


async def test_a_shell_without_a_terminal_is_told_the_whole_command(tmp_path: Path) -> None:
    async with open_door(tmp_path) as door:
        async with connect(door.port, username="zoe") as conn:
            result = await asyncio.wait_for(conn.run(check=False), 30)  # like ssh -T
        said = str(result.stderr)
        assert result.exit_status == 1 and "needs a terminal" in said, said
        assert f"\r\nssh -t -p {door.port} zoe@127.0.0.1\r\n" in said, said
