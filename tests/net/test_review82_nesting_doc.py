"""review82: PROTOCOL.md §1 says a frame "nests at most 1,023 maps and lists one inside
another, its top-level map counted", and that "one that nests 1,024 or more is a fatal
bad_message". The host (net.protocol.decode, msgpack's own limit) decodes a frame of 1,024
nested maps, the top-level one counted, and refuses 1,025: a client author who keeps to the
doc's number is one short, and one who tests the refusal at 1,024 finds it accepted."""

from __future__ import annotations

import re
from pathlib import Path

import msgpack
import pytest

from net.protocol import ProtocolError, decode

DOC = Path(__file__).resolve().parents[2] / "docs" / "PROTOCOL.md"


def _frame(maps: int) -> bytes:
    """A hello frame of ``maps`` maps nested one in another, the top-level one counted."""
    top: dict[str, object] = {"t": "hello"}
    here = top
    for _ in range(maps - 1):
        inner: dict[str, object] = {}
        here["x"] = inner
        here = inner
    return msgpack.packb(top)


def test_review82_the_nesting_limit_is_the_one_protocol_md_names() -> None:
    said = re.search(r"nests at most ([\d,]+)", " ".join(DOC.read_text().split()))
    assert said, "PROTOCOL.md names no nesting limit"
    most = int(said[1].replace(",", ""))
    decode(_frame(most))  # (as deep as the doc allows: decoded)
    with pytest.raises(ProtocolError, match="nested too deeply"):
        decode(_frame(most + 1))  # (one deeper: refused, as the doc says)
