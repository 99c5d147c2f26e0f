"""review74: docs/PROTOCOL.md §6 (Limits) says two contradictory things of how wrong passwords
are counted per address. The bucket (net/host.py ``Limits.guesses``) lives in the per-address
limits, keyed by ``peer_address`` — "the /64 network of its IPv6 address" as the Limits
paragraph itself says — yet the sentence added for the guesses (2a05563f) says "Addresses are
told apart exactly as written (an IPv6 guesser with many addresses has as many allowances)". A
guesser with a /64 has one allowance, not one per address."""

from __future__ import annotations

from pathlib import Path

from net.host import peer_address

DOC = Path(__file__).resolve().parents[1] / "docs" / "PROTOCOL.md"


class _Writer:
    def __init__(self, ip: str) -> None:
        self.ip = ip

    def get_extra_info(self, key: str) -> object:
        return (self.ip, 40000, 0, 0) if key == "peername" else None


def test_the_guess_allowance_is_per_ipv6_64_as_the_code_counts_it() -> None:
    one = peer_address(_Writer("2001:db8:1:2::1"))  # type: ignore[arg-type]
    other = peer_address(_Writer("2001:db8:1:2:ffff::9"))  # type: ignore[arg-type]
    assert one == other  # (the code: one allowance for the whole /64)
    text = " ".join(DOC.read_text(encoding="utf-8").split())
    assert "an IPv6 guesser with many addresses has as many allowances" not in text, (
        "PROTOCOL.md says each IPv6 address gets its own wrong-password allowance; the host "
        "counts them per /64 network (peer_address)")
