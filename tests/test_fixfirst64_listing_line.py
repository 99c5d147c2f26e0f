"""fixfirst64: a headless host says where its table is listed as the app's lobby does: with
mDNS limited to loopback (UNOTUI_MDNS_INTERFACES=127.0.0.1) not "Advertised on the LAN" (tmux64)."""

from __future__ import annotations

from unotui.commands.host import listing_line


def test_the_listing_line_is_the_lobbys() -> None:
    assert listing_line(("127.0.0.1", 17001), True) == (
        "Listed on this computer only, where the table listens: no other computer can join.")
    assert listing_line(("::1", 17001), True).startswith("Listed on this computer only, where")
    # (the addresses below are never listened on: only the words are checked)
    assert listing_line(("0.0.0.0", 17001), True) == (
        "Listed on this computer only: mDNS is limited to loopback.")
    assert listing_line(("192.168.1.20", 17001), True) == (
        "Listed on this computer only: mDNS is limited to loopback.")
    assert listing_line(("0.0.0.0", 17001), False) == (
        "Advertised on the LAN (unotui discover lists it).")
