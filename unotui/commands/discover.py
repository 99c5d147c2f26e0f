"""``unotui discover``: list the unotui tables on the LAN.

Contract
--------
* Browses mDNS (:mod:`net.discovery`) for ``--timeout`` seconds (default
  :data:`DEFAULT_TIMEOUT`) on the interfaces of ``--mdns-interfaces`` or
  ``UNOTUI_MDNS_INTERFACES`` (default: all), then prints the tables sorted by name: name,
  ``HOST:PORT`` to join, seats taken/total, phase, whether a password is needed, and a note when
  a table speaks another protocol version. Exit code 0, also when no table was found.
* ``--json`` prints exactly one JSON array on stdout, one object per table with the keys
  ``name``, ``host``, ``port``, ``proto``, ``seats``, ``taken``, ``phase``, ``password``,
  ``service``, ``addresses``, ``ssh_port`` (the table's SSH port, or null) and ``owner`` (who
  runs it, or null). A table that
  serves SSH also shows ``ssh -p PORT HOST`` in the list, for friends without unotui.
* When discovery cannot start (no multicast, a bad interface setting, zeroconf missing) one line
  on stderr says why and that ``unotui join HOST:PORT`` works without it; exit code 1, nothing on
  stdout. Bad arguments: one line, exit code 2. Never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from net.discovery import TableInfo

DEFAULT_TIMEOUT = 2.0
MAX_TIMEOUT = 60.0


def _timeout(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not 0 < value <= MAX_TIMEOUT:
        # (0 is refused: "between 0 and 60" read as if it were taken, cli49 #7)
        raise argparse.ArgumentTypeError(f"must be more than 0 and at most {MAX_TIMEOUT:g} "
                                         "seconds")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the ``discover`` options (see the module docstring)."""
    parser.add_argument("--json", action="store_true",
                        help="print one JSON array of tables instead of the list")
    parser.add_argument("--timeout", type=_timeout, default=DEFAULT_TIMEOUT, metavar="S",
                        help=f"seconds to listen for tables (default: {DEFAULT_TIMEOUT:g})")
    from ..cli import mdns_list

    parser.add_argument(
        "--mdns-interfaces", default=None, metavar="ADDR[,ADDR...]|all", type=mdns_list,
        help="interfaces to browse on (default: $UNOTUI_MDNS_INTERFACES, else all)",
    )


def format_tables(tables: list[TableInfo]) -> str:
    """The human list of tables (one line each, under a header)."""
    from net.protocol import PROTOCOL_VERSION

    rows = [("TABLE", "ADDRESS", "SEATS", "PHASE", "")]
    for t in tables:
        notes = [f"host: {t.owner}"] if t.owner else []
        if t.password:
            notes.append("password")
        if t.full:
            notes.append("full")
        if not t.compatible:
            notes.append(f"cannot join: protocol {t.proto}, this unotui speaks {PROTOCOL_VERSION}")
        if t.ssh_command:
            notes.append(f"or without unotui: {t.ssh_command}")
        rows.append((t.name, t.address, f"{t.taken}/{t.seats}", t.phase, ", ".join(notes)))
    from rich.cells import cell_len

    # (in the terminal's cells, not characters: a name in Chinese pushed its row's columns
    # right of the others', newbie68 #3)
    widths = [max(cell_len(row[i]) for row in rows) for i in range(4)] + [0]
    return "\n".join(
        "  ".join(cell + " " * (width - cell_len(cell))
                  for cell, width in zip(row, widths, strict=True)).rstrip()
        for row in rows
    )


def run(args: argparse.Namespace) -> int:
    """List the tables; see the module docstring for output and exit codes."""
    import asyncio

    from net.discovery import DiscoveryUnavailable, describe_interfaces, discover, mdns_interfaces

    from ..cli import how_to_run

    # (the command as this copy is started, as host says it: "unotui join" was said to a
    # checkout's python3 run.py, cli52 #12)
    join = f"{how_to_run()} join HOST:PORT"
    try:
        interfaces = mdns_interfaces(args.mdns_interfaces)
        tables = asyncio.run(discover(args.timeout, interfaces=interfaces))
    except DiscoveryUnavailable as exc:
        print(f"unotui: LAN discovery is off: {exc}. "
              f"Joining by address still works: {join}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps([t.to_json() for t in tables], ensure_ascii=False))
        return 0
    if not tables:
        print(f"No tables found on {describe_interfaces(interfaces)} "
              f"within {args.timeout:g} s. Join by address with: {join}")
        return 0
    print(format_tables(tables))
    print(f"\nJoin one with: {join}")
    return 0
