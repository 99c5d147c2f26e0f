"""A host that runs out of file descriptors backs off, says so once, and serves again when
descriptors free up (run in a subprocess with a lowered RLIMIT_NOFILE; bounded in count)."""

from __future__ import annotations

import asyncio
import sys
import textwrap
from pathlib import Path

from net_testkit import WAIT

from net.client import Client

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 48  #: descriptors the host process may hold: a couple of dozen for its clients
IDLE = 60  #: idle connections opened against it: more than it can hold

HOST_SCRIPT = textwrap.dedent(f"""
    import asyncio, logging, resource, sys
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, ({LIMIT}, hard))
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="%(name)s: %(message)s")
    from net.host import Host, TableConfig

    async def main() -> None:
        host = Host(TableConfig(name="fd test", seats=2, hello_timeout=60.0, heartbeat=60.0,
                                idle_timeout=120.0))
        _, port = await host.start_server("127.0.0.1", 0)
        print(port, flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
        print(host.server.refused, flush=True)
        await host.close()

    asyncio.run(main())
""")


async def _line(stream: asyncio.StreamReader) -> str:
    return (await asyncio.wait_for(stream.readline(), WAIT)).decode()


async def test_out_of_descriptors_the_host_backs_off_logs_once_and_serves_again() -> None:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-c", HOST_SCRIPT, cwd=ROOT, stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    idle: list[asyncio.StreamWriter] = []
    try:
        port = int(await _line(proc.stdout))
        for _ in range(IDLE):  # idle sockets that never say hello: the host runs out
            _reader, writer = await asyncio.open_connection("127.0.0.1", port)
            idle.append(writer)
        logged = [await _line(proc.stderr)]
        assert "cannot accept connections" in logged[0], logged
        for writer in idle:  # the descriptors free up...
            writer.close()
        idle.clear()
        late = await Client.connect_tcp("127.0.0.1", port, "Late", reconnect=False)
        assert late.seat == 0  # ...and a newcomer is served
        await late.close()
        proc.stdin.write(b"stop\n")
        await proc.stdin.drain()
        refused = int(await _line(proc.stdout))
        await asyncio.wait_for(proc.wait(), WAIT)
        logged += (await proc.stderr.read()).decode().splitlines()
    finally:
        for writer in idle:
            writer.close()
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
    assert refused >= 1
    assert "Traceback" not in "\n".join(logged) and not any(
        "out of system resource" in line for line in logged), logged
    warnings = [line for line in logged if "cannot accept connections" in line]
    assert len(warnings) == 1, logged  # once per 10 s interval, not once per try
    assert any("accepting connections" in line for line in logged), logged
