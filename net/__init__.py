"""unotui's network layer: the table authority (host), the client, the wire protocol, the
in-memory transport for local games, the journal, deck honesty and LAN discovery.

Imports point down only: ``net`` uses ``core``, never ``unotui``. Start with
:mod:`net.protocol` (framing and messages), :mod:`net.host` (the authority) and
:mod:`net.client` (the client API the UI uses). ``docs/PROTOCOL.md`` describes the wire.
"""

from __future__ import annotations

from .protocol import MAX_FRAME, PROTOCOL_VERSION

__all__ = ["MAX_FRAME", "PROTOCOL_VERSION"]
