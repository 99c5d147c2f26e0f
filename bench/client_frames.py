"""What one client frame costs the host to read: msgpack's decode with the check of every map's
keys as the host read client frames until net66 #1 (``net.protocol.decode``, a Python hook
called for each map) against ``net.protocol.decode_client`` (msgpack alone, then one walk that
checks the keys and stops past ``MAX_CLIENT_VALUES`` values), on 64 KiB ``set_rules`` frames
of empty maps, empty lists, lists of one empty map, and nils, and on a plain ``act``.

CPU time of this process, the best of ``--repeat`` runs of ``--n`` decodes each (the best: the
machine is shared). No network.

Run: ``.venv/bin/python bench/client_frames.py [--n 20] [--repeat 5] [--json]``.
"""

from __future__ import annotations

import argparse
import json
import struct
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import contextlib

import msgpack

from net.protocol import MAX_FRAME, ProtocolError, decode, decode_client

HEAD = b"\x82\xa1t\xa9set_rules\xa5rules\x81\xa1k"  # {"t": "set_rules", "rules": {"k": [...]}}


def _filled(item: bytes) -> bytes:
    n = (MAX_FRAME - len(HEAD) - 5) // len(item)
    return HEAD + b"\xdd" + struct.pack(">I", n) + item * n


BODIES = {
    "empty maps": _filled(b"\x80"),
    "empty lists": _filled(b"\x90"),
    "lists of an empty map": _filled(b"\x91\x80"),
    "nils": _filled(b"\xc0"),
    "an act": msgpack.packb({"t": "act", "state_id": 41,
                             "action": {"type": "play", "card": "R7", "uno": False}}),
}


def cost(reader: Any, body: bytes, n: int, repeat: int) -> float:
    """The best of ``repeat`` runs: CPU seconds per decode."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        for _ in range(n):
            with contextlib.suppress(ProtocolError):
                reader(body)
        best = min(best, (time.process_time() - start) / n)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = []
    for name, body in BODIES.items():
        n = args.n * (200 if name == "an act" else 1)
        rows.append({"frame": name, "bytes": len(body),
                     "decode_ms": cost(decode, body, n, args.repeat) * 1000,
                     "decode_client_ms": cost(decode_client, body, n, args.repeat) * 1000})
    if args.json:
        print(json.dumps(rows, indent=1))
        return
    print(f"{'frame':<24}{'bytes':>8}{'decode ms':>12}{'decode_client ms':>18}")
    for r in rows:
        print(f"{r['frame']:<24}{r['bytes']:>8}{r['decode_ms']:>12.4f}"
              f"{r['decode_client_ms']:>18.4f}")


if __name__ == "__main__":
    main()
