"""Suite-wide test setup.

mDNS never leaves loopback during the tests (see DEVELOPERS.md): before any test module is
imported, ``UNOTUI_MDNS_INTERFACES`` is set to ``127.0.0.1`` when unset, and forced to it when it
names anything but loopback addresses, so nothing the suite starts can multicast on a real
network. Subprocesses inherit the variable.
"""

from __future__ import annotations

import ipaddress
import os

_MDNS_ENV = "UNOTUI_MDNS_INTERFACES"


def _loopback_only(value: str) -> bool:
    """Whether ``value`` lists only loopback addresses (and at least one)."""
    items = [item.strip() for item in value.split(",") if item.strip()]
    try:
        return bool(items) and all(ipaddress.ip_address(item).is_loopback for item in items)
    except ValueError:
        return False


os.environ.setdefault(_MDNS_ENV, "127.0.0.1")
if not _loopback_only(os.environ[_MDNS_ENV]):
    os.environ[_MDNS_ENV] = "127.0.0.1"
