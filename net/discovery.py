"""Finding unotui tables on the LAN with mDNS / DNS-SD (zeroconf).

A host *advertises* its table as a ``_unotui._tcp.local.`` service; players *browse* for that
service type and get a live list of tables. Joining by ``HOST:PORT`` never needs any of this.

Contract
--------
* Service type :data:`SERVICE_TYPE`. TXT entries (all strings): ``proto`` (protocol version,
  :data:`net.PROTOCOL_VERSION`), ``name`` (table name), ``seats`` (seats in total), ``taken`` (seats
  taken), ``phase`` (``lobby`` or ``playing``), ``pw`` (``1`` when a password is required, else
  ``0``) and, only when the table serves SSH, ``ssh`` (its SSH port, for ``ssh -p PORT HOST``).
  :func:`table_txt` builds them; :class:`Advertiser` always fills ``proto`` and ``name``.
* Interfaces: every object here takes ``interfaces=None``, meaning :func:`mdns_interfaces`, which
  reads ``UNOTUI_MDNS_INTERFACES`` (comma-separated IP addresses, or ``all``). Unset means all
  interfaces, which is what real players want; the test suite and development machines use
  ``127.0.0.1`` only (see DEVELOPERS.md). With loopback only, the advertised address is loopback;
  zeroconf still listens on ``0.0.0.0:5353`` (it must, to hear multicast), so a unicast query from
  the LAN to this machine is answered with a table's records (name, ``by``, ``id``; a loopback
  address nobody there can join): docs/PROTOCOL.md §12.
* Anything that cannot start (zeroconf missing, a bad interface value, no multicast on the
  interface) raises :class:`DiscoveryUnavailable` whose message says why in one line; callers
  show it and carry on without discovery. ``stop()`` never raises.
* Timing (loopback, measured by ``bench/discovery.py``, see docs/PERFORMANCE.md): a new
  advertiser is visible after its name probing, about 1.2 s (``start()`` returns then); a browser
  that starts later finds an existing table in about 0.1-0.2 s because it asks multicast (QM)
  questions, whose answers reach every mDNS socket on the machine (a unicast reply may land in
  another program's socket on port 5353). A host whose records were multicast less than a second
  earlier answers a second late (RFC 6762 rate limit), so one-shot listings wait about 2 s. A
  stopped advertiser says goodbye and browsers drop it at once; one that died silently drops out
  when its records expire (:data:`RECORD_TTL`); until then :func:`answers` tells a list whether
  anything still listens at a table's address.
* Two tables with the same name are both listed. A service is named ``NAME (TOKEN)`` with a
  random token per advertiser, because zeroconf misses a conflict between two hosts probing the
  same name at the same moment; a remaining conflict is renamed by zeroconf (``... -2``). The
  TXT ``name`` is always what the host chose, and it is what :class:`TableInfo` shows.
* Everything read from the network is untrusted: names lose control characters and are
  shortened, numbers are clamped, an unknown phase reads ``"unknown"``. A record that cannot be a
  unotui table is skipped quietly (a debug log line) and never affects the other services of the
  same mDNS response: a service name zeroconf refuses (e.g. with control characters), a TXT
  without ``proto``, ``seats`` or ``taken`` or with one of them not a whole number, port 0, or
  no usable address (an IPv6 link-local address without its scope is unusable).

zeroconf is imported only inside functions, so importing this module is cheap and works even
when zeroconf is not installed (then :class:`DiscoveryUnavailable` says so).
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import os
import re
import secrets
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import TracebackType
from typing import TYPE_CHECKING, Any, Literal, Self, TypeAlias

from .protocol import PROTOCOL_VERSION, valid_table_id
from .protocol import clean_text as protocol_clean_text

if TYPE_CHECKING:
    from zeroconf import InterfaceChoice
    from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

    Interfaces: TypeAlias = Sequence[str] | InterfaceChoice

log = logging.getLogger(__name__)

#: The DNS-SD service type every unotui table is advertised under.
SERVICE_TYPE = "_unotui._tcp.local."
#: Environment variable naming the interfaces mDNS may use.
ENV_VAR = "UNOTUI_MDNS_INTERFACES"
#: Seconds our records live in other machines' caches; a host that vanishes without saying
#: goodbye drops out of every list within about this long.
RECORD_TTL = 120
#: How long a browser waits for a table's details (SRV/TXT/A) after seeing its name, in ms.
RESOLVE_TIMEOUT_MS = 3000
#: Longest table name kept from the network, in characters.
MAX_NAME_CHARS = 40

#: tables a :class:`Browser` lists at most, and services it resolves at once: a LAN holds a
#: handful of tables; thousands of records are a flood (harden41 #1, #2: 2,000 fake services,
#: each connected to by every open join screen every 5 s), and the ones beyond are not listed
MAX_TABLES = 64
MAX_RESOLVING = 32
MAX_WAITING = 256
#: Phases a table can advertise.
PHASES = ("lobby", "playing")
#: Most seats any table has (UNO tables seat 2-10; anything larger is nonsense from the network).
MAX_SEATS = 10

#: What :class:`Browser` reports to its ``on_change`` callback.
Change = Literal["added", "updated", "removed"]

_MAX_INSTANCE_BYTES = 56  # a DNS label holds 63 bytes; leave room for zeroconf's "-NN" rename
_MAX_TXT_ENTRY_BYTES = 255
_STOP_TIMEOUT = 2.0


class DiscoveryUnavailable(RuntimeError):
    """LAN discovery cannot run here; the message says why in one line, fit to show a player."""


# --------------------------------------------------------------------------------------------
# interfaces


def mdns_interfaces(value: str | None = None) -> list[str] | InterfaceChoice:
    """The interfaces mDNS may use: ``value`` (from a command-line flag) if given, else
    ``UNOTUI_MDNS_INTERFACES``.

    The text is comma-separated IP addresses of this machine (``127.0.0.1`` on development
    machines and in tests), or ``all`` / empty / unset for every interface (``default`` means
    zeroconf's default choice). Returns the addresses normalised and without duplicates, or an
    ``InterfaceChoice``. Raises :class:`DiscoveryUnavailable` for text that is not such a list
    (including the unspecified ``0.0.0.0``/``::`` and multicast addresses) or, for ``all``, when
    zeroconf is missing.
    """
    source = "--mdns-interfaces" if value is not None else ENV_VAR
    raw = (value if value is not None else os.environ.get(ENV_VAR, "")).strip()
    if raw.lower() in ("", "all", "*", "default"):
        _zeroconf_module()
        from zeroconf import InterfaceChoice

        return InterfaceChoice.Default if raw.lower() == "default" else InterfaceChoice.All
    return _checked_addresses([item.strip() for item in raw.split(",") if item.strip()], source)


def _checked_addresses(items: Sequence[str], source: str) -> list[str]:
    """Validate and normalise a list of interface addresses (see :func:`mdns_interfaces`)."""
    addresses: list[str] = []
    for item in items:
        try:
            address = ipaddress.ip_address(item)
        except ValueError:
            raise DiscoveryUnavailable(
                f"{source}={','.join(items)!r}: {item!r} is not an IP address "
                "(use comma-separated addresses of this machine such as 127.0.0.1, or 'all')"
            ) from None
        if address.is_unspecified or address.is_multicast:
            raise DiscoveryUnavailable(
                f"{source}: {item!r} names no single interface "
                "(use an address of this machine such as 127.0.0.1, or 'all')"
            )
        if str(address) not in addresses:
            addresses.append(str(address))
    if not addresses:
        raise DiscoveryUnavailable(f"{source} lists no interface (use 127.0.0.1 or 'all')")
    return addresses


def advertising_for(bind: str, interfaces: str | None = None
                    ) -> tuple[list[str] | InterfaceChoice, str | None]:
    """Where a table listening on ``bind`` is advertised, and the address it is advertised at
    (``host_ip`` of :class:`Advertiser`; None: the interfaces' own addresses).

    A table on every interface (``0.0.0.0``, ``::``) is advertised on ``interfaces`` (see
    :func:`mdns_interfaces`). A table on one address is advertised at that address: on its
    interface alone unless ``interfaces`` lists others, and on loopback alone when the address
    is a loopback one — a table on 127.0.0.1 was advertised on the LAN, at addresses where
    nothing listened for it. Raises as :func:`mdns_interfaces`."""
    chosen = mdns_interfaces(interfaces)
    try:
        address = ipaddress.ip_address(bind.split("%")[0])
    except ValueError:
        return chosen, None  # (a host name: its interfaces' own addresses, as before)
    if address.is_unspecified:
        return chosen, None
    if _loopback_ip(address):
        return ([a for a in chosen if _is_loopback(a)] if isinstance(chosen, list)
                and any(_is_loopback(a) for a in chosen) else [str(address)]), str(address)
    return (chosen if isinstance(chosen, list) else [str(address)]), str(address)


def _loopback_ip(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    """A loopback address, an IPv4-mapped one (``::ffff:127.0.0.1``) too: Python 3.11's
    ``is_loopback`` says no to those (net57 #6)."""
    mapped = getattr(address, "ipv4_mapped", None)
    return (mapped or address).is_loopback


def _is_loopback(address: str) -> bool:
    return _loopback_ip(ipaddress.ip_address(address.split("%")[0]))


def on_loopback(chosen: list[str] | InterfaceChoice) -> bool:
    """Are the interfaces ``chosen`` (as :func:`mdns_interfaces` returns them) loopback ones
    only? A table advertised so is listed on this computer alone (the lobby says so,
    newbie36 #8)."""
    return isinstance(chosen, list) and bool(chosen) and all(_is_loopback(a) for a in chosen)


def _resolve_interfaces(interfaces: Interfaces | None) -> list[str] | InterfaceChoice:
    """``interfaces`` checked, or :func:`mdns_interfaces` when it is ``None``."""
    if interfaces is None:
        return mdns_interfaces()
    _zeroconf_module()
    from zeroconf import InterfaceChoice

    if isinstance(interfaces, InterfaceChoice):
        return interfaces
    if isinstance(interfaces, str):  # a single address where a list was meant
        interfaces = [interfaces]
    return _checked_addresses(list(interfaces), "interfaces")


def describe_interfaces(interfaces: list[str] | InterfaceChoice) -> str:
    """Human words for an interface choice, e.g. ``"127.0.0.1"`` or ``"all interfaces"``."""
    if isinstance(interfaces, list):
        return ", ".join(interfaces)
    return "all interfaces" if interfaces.name == "All" else "the default interfaces"


def _zeroconf_module() -> Any:
    """The ``zeroconf`` package, or :class:`DiscoveryUnavailable` when it is not installed."""
    try:
        import zeroconf
    except ImportError as exc:
        raise DiscoveryUnavailable(
            f"the zeroconf package is not installed ({exc.msg})"
        ) from None
    return zeroconf


async def _open_zeroconf(interfaces: list[str] | InterfaceChoice) -> AsyncZeroconf:
    """Open mDNS sockets on ``interfaces``; :class:`DiscoveryUnavailable` when the OS refuses."""
    zc = _zeroconf_module()
    from zeroconf.asyncio import AsyncZeroconf

    where = describe_interfaces(interfaces)
    if isinstance(interfaces, list):
        local = _local_addresses()
        for address in interfaces:
            if address.split("%")[0] not in local:
                raise DiscoveryUnavailable(
                    f"mDNS cannot use {address}: no network interface of this machine has that "
                    f"address (set {ENV_VAR} to one that does, such as 127.0.0.1)"
                )
    try:
        aiozc = AsyncZeroconf(interfaces=interfaces)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        if exc.errno == 19:  # ENODEV: no interface has that address
            reason = "no network interface of this machine has that address"
        raise DiscoveryUnavailable(f"mDNS cannot use {where}: {reason}") from None
    except (ValueError, RuntimeError, zc.Error) as exc:
        raise DiscoveryUnavailable(f"mDNS cannot use {where}: {exc}") from None
    try:
        await aiozc.zeroconf.async_wait_for_start(timeout=5.0)
    except (zc.Error, OSError, TimeoutError) as exc:
        await _close_quietly(aiozc)
        raise DiscoveryUnavailable(f"mDNS did not start on {where}: {exc}") from None
    return aiozc


def _local_addresses() -> set[str]:
    """Every IP address of this machine's network interfaces (normalised)."""
    import ifaddr  # a zeroconf dependency

    found = set()
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            raw = ip.ip if isinstance(ip.ip, str) else ip.ip[0]
            with contextlib.suppress(ValueError):
                found.add(str(ipaddress.ip_address(raw.split("%")[0])))
    return found


async def _close_quietly(aiozc: AsyncZeroconf) -> None:
    """Close ``aiozc`` (goodbyes included), bounded in time; log instead of raising."""
    try:
        await asyncio.wait_for(aiozc.async_close(), _STOP_TIMEOUT)
    except Exception:
        log.debug("closing zeroconf failed", exc_info=True)


def _advertised_addresses(
    interfaces: list[str] | InterfaceChoice, host_ip: str | None
) -> list[str]:
    """The addresses a table is advertised at: ``host_ip`` when it names one address; else the
    listed interfaces; else (all interfaces) this machine's IPv4 LAN addresses, or loopback.
    :class:`DiscoveryUnavailable` when ``host_ip`` is not an IP address."""
    if host_ip:
        try:
            address = ipaddress.ip_address(host_ip)
        except ValueError:
            raise DiscoveryUnavailable(
                f"cannot advertise the table at {host_ip!r}: not an IP address"
            ) from None
        if not address.is_unspecified:
            return [str(address)]
    if isinstance(interfaces, list):
        return list(interfaces)
    return lan_addresses() or ["127.0.0.1"]


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses others on the LAN can reach (read locally, no traffic);
    empty when there are none or they cannot be read."""
    try:
        import ifaddr  # a zeroconf dependency

        adapters = ifaddr.get_adapters()
    except Exception:
        return []
    found: list[str] = []
    for adapter in adapters:
        for ip in adapter.ips:
            if isinstance(ip.ip, str):
                address = ipaddress.ip_address(ip.ip)
                if not (address.is_loopback or address.is_link_local) and ip.ip not in found:
                    found.append(ip.ip)
    return found


# --------------------------------------------------------------------------------------------
# names and TXT


def clean_text(text: str, limit: int = MAX_NAME_CHARS) -> str:
    """``text`` safe to print, as the host cleans names (:func:`net.protocol.clean_text`:
    terminal escape sequences removed whole, other control characters dropped, whitespace
    collapsed), at most ``limit`` characters: a table name read from a LAN listing."""
    return protocol_clean_text(text, limit)


def _instance_name(name: str, token: str) -> str:
    """The DNS-SD instance label for a table called ``name``: ``NAME (TOKEN)``, fitting one
    DNS label with room for zeroconf's ``-NN`` rename."""
    suffix = f" ({token})"
    label = clean_text(name, MAX_NAME_CHARS).lstrip("_. ").rstrip(". ") or "unotui table"
    while len((label + suffix).encode()) > _MAX_INSTANCE_BYTES:
        label = label[:-1].rstrip(". ")
    return label + suffix


def table_txt(*, seats: int, taken: int, phase: str, password: bool,
              ssh_port: int | None = None, owner: str | None = None,
              table_id: str | None = None) -> dict[str, str]:
    """The TXT entries describing a table's state (``name``/``proto`` are added by
    :class:`Advertiser`). ``phase`` is ``"lobby"`` or ``"playing"``; ``ssh_port`` (the table's
    SSH front door, if it has one) becomes ``ssh``; ``owner`` (the name of the player who runs
    the table, when someone does) becomes ``by``, so that two tables of one name can be told
    apart (ux31 #3); ``table_id`` (:func:`valid_table_id`) becomes ``id``."""
    if phase not in PHASES:
        raise ValueError(f"phase must be one of {PHASES}, not {phase!r}")
    txt = {"seats": str(seats), "taken": str(taken), "phase": phase, "pw": "1" if password else "0"}
    if ssh_port:
        txt["ssh"] = str(ssh_port)
    by = clean_text(owner or "", MAX_OWNER)
    if by:
        txt["by"] = by
    if valid_table_id(table_id):
        txt["id"] = str(table_id)
    return txt


def _checked_txt(txt: Mapping[str, str]) -> dict[str, str]:
    """``txt`` as a plain dict; :class:`ValueError` if an entry cannot be a TXT string."""
    out: dict[str, str] = {}
    for key, value in txt.items():
        if not isinstance(key, str) or not isinstance(value, str):
            raise ValueError(f"TXT keys and values must be str, got {key!r}={value!r}")
        size = len(key.encode()) + 1 + len(value.encode())
        if not key or "=" in key or size > _MAX_TXT_ENTRY_BYTES:
            raise ValueError(f"bad TXT entry {key!r}={value!r}")
        out[key] = value
    return out


#: the longest owner name a TXT ``by`` carries (a player's name is at most 24 characters)
MAX_OWNER = 24

_WHOLE = re.compile(r"-?[0-9]{1,9}")
#: TXT keys a record must hold, as whole numbers, to be taken for a unotui table.
REQUIRED_NUMBERS = ("proto", "seats", "taken")


def usable_address(address: str) -> bool:
    """Whether a client can connect to ``address``: an IP address a host can have (not
    unspecified, ``0.0.0.0``, which reaches this machine, nor broadcast or multicast, harden41
    #2), and an IPv6 link-local one only with its scope (``fe80::1%eth0``)."""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    mapped = getattr(ip, "ipv4_mapped", None)  # (::ffff:0.0.0.0 is 0.0.0.0, review41 #7)
    if mapped is not None:
        ip = mapped
    if ip.is_unspecified or ip.is_multicast or ip == ipaddress.IPv4Address("255.255.255.255"):
        return False
    return not (ip.version == 6 and ip.is_link_local and "%" not in address)


def _port(text: str | None) -> int:
    """A TXT ``ssh`` port: 1..65535, else 0 (no SSH door): 99999 was shown as port 65535, a
    port no door listens on (harden41 #7)."""
    port = _int(text, 0, 65536)  # (not a number, or below 1: 0; above 65535: 65536)
    return port if port < 65536 else 0


def _int(text: str | None, low: int, high: int) -> int:
    """``text`` as an int clamped to ``low..high``; ``low`` when it is not a number."""
    try:
        return min(high, max(low, int(text or "")))
    except ValueError:
        return low


@dataclass(frozen=True)
class TableInfo:
    """One table seen on the LAN, as its host advertised it (read with suspicion).

    ``host`` is the address to connect to (IPv4 preferred), ``addresses`` every advertised
    address, ``service`` the full mDNS service name (unique on the LAN; the key of
    :attr:`Browser.tables`). ``proto`` is 0 when the host did not say.
    """

    name: str
    host: str
    port: int
    proto: int
    seats: int
    taken: int
    phase: str
    password: bool
    service: str
    addresses: tuple[str, ...] = field(default=())
    ssh_port: int = 0  #: the table's SSH front door (TXT ``ssh``); 0 when it has none
    owner: str = ""  #: who runs the table (TXT ``by``); "" when the host did not say
    #: the table's identity (TXT ``id``, :func:`valid_table_id`); "" when the host did not say
    table_id: str = ""

    @property
    def ssh_command(self) -> str | None:
        """``ssh -p PORT HOST`` for friends without unotui, when the table serves SSH."""
        if not self.ssh_port:
            return None
        return f"ssh -p {self.ssh_port} {self.host}"

    @property
    def address(self) -> str:
        """``HOST:PORT`` as ``unotui join`` takes it (IPv6 hosts in brackets)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"

    @property
    def compatible(self) -> bool:
        """Whether this table speaks our protocol version."""
        return self.proto == PROTOCOL_VERSION

    @property
    def full(self) -> bool:
        """Whether every seat is taken."""
        return self.taken >= self.seats

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dict (the ``unotui discover --json`` objects)."""
        return {
            "name": self.name, "host": self.host, "port": self.port, "proto": self.proto,
            "seats": self.seats, "taken": self.taken, "phase": self.phase,
            "password": self.password, "service": self.service,
            "addresses": list(self.addresses), "ssh_port": self.ssh_port or None,
            "owner": self.owner or None, "table_id": self.table_id or None,
        }

    @classmethod
    def from_service(
        cls, service: str, port: int | None, addresses: Sequence[str],
        txt: Mapping[str, str | None],
    ) -> TableInfo | None:
        """Build from a resolved service; ``None`` when it cannot be a unotui table: no port,
        no usable address (:func:`usable_address`), or a TXT without the whole numbers of
        :data:`REQUIRED_NUMBERS`."""
        addresses = [a for a in addresses if usable_address(a)]
        if not port or not 0 < port < 65536 or not addresses:
            return None
        if not all(_WHOLE.fullmatch((txt.get(key) or "").strip()) for key in REQUIRED_NUMBERS):
            return None
        ipv4 = [a for a in addresses if ":" not in a]
        instance = service[: -len(SERVICE_TYPE) - 1] if service.endswith(SERVICE_TYPE) else service
        name = clean_text(txt.get("name") or "") or clean_text(instance) or "?"
        seats = _int(txt.get("seats"), 0, MAX_SEATS)
        if seats < 2:  # (no table has fewer: "0/0 · unknown · full" was listed, harden41 #7)
            return None
        phase = (txt.get("phase") or "").strip().lower()
        said_id = (txt.get("id") or "").strip()
        return cls(
            name=name,
            host=(ipv4 or list(addresses))[0],
            port=port,
            proto=_int(txt.get("proto"), 0, 1_000_000),
            seats=seats,
            taken=_int(txt.get("taken"), 0, seats),
            phase=phase if phase in PHASES else "unknown",
            password=(txt.get("pw") or "").strip().lower() in ("1", "true", "yes"),
            service=service,
            addresses=tuple(addresses),
            ssh_port=_port(txt.get("ssh")),
            owner=clean_text(txt.get("by") or "", MAX_OWNER),
            table_id=said_id if valid_table_id(said_id) else "",
        )


def _table_from_info(info: AsyncServiceInfo) -> TableInfo | None:
    return TableInfo.from_service(
        info.name, info.port, info.parsed_addresses(), info.decoded_properties
    )


class _Started:
    """``async with`` runs :meth:`start` on the way in and :meth:`stop` on the way out."""

    async def start(self) -> None:
        raise NotImplementedError

    async def stop(self) -> None:
        raise NotImplementedError

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.stop()


# --------------------------------------------------------------------------------------------
# advertising


class Advertiser(_Started):
    """Advertises one table on the LAN while it is started.

    ``txt`` holds the table's state entries (see :func:`table_txt`); ``proto`` and ``name`` are
    filled in unless given. ``host_ip`` is the address players should connect to (default: the
    interfaces' own addresses; loopback when mDNS runs on loopback). Use ``start()`` once, then
    ``update()`` as seats fill, then ``stop()``; or ``async with``.
    """

    def __init__(
        self, name: str, port: int, txt: Mapping[str, str], *,
        interfaces: Interfaces | None = None, host_ip: str | None = None,
    ) -> None:
        if not 0 < port < 65536:
            raise ValueError(f"port must be 1..65535, not {port}")
        self.name = name
        self.port = port
        self._txt = _checked_txt({"proto": str(PROTOCOL_VERSION), "name": clean_text(name)})
        self._txt.update(_checked_txt(txt))
        self._interfaces = interfaces
        self._host_ip = host_ip
        self._aiozc: AsyncZeroconf | None = None
        self._info: AsyncServiceInfo | None = None
        self._token = secrets.token_hex(3)
        self._server = f"unotui-{self._token}.local."
        self._addresses: list[str] = []
        self._broadcast: asyncio.Future[Any] | None = None
        self._state: Literal["new", "starting", "running", "stopped"] = "new"
        self._stop_requested = False

    @property
    def service(self) -> str | None:
        """The full service name once registered (``NAME (TOKEN)._unotui._tcp.local.``), else
        ``None``."""
        return self._info.name if self._info is not None else None

    @property
    def txt(self) -> dict[str, str]:
        """The TXT entries currently advertised (or to be advertised)."""
        return dict(self._txt)

    async def start(self) -> None:
        """Probe for a unique name and announce the table (takes about 1.2 s).

        Raises :class:`DiscoveryUnavailable` when mDNS cannot run, :class:`RuntimeError` when
        called twice.
        """
        if self._state != "new":
            raise RuntimeError("an Advertiser starts only once")
        self._state = "starting"
        try:
            interfaces = _resolve_interfaces(self._interfaces)
            self._addresses = _advertised_addresses(interfaces, self._host_ip)
            aiozc = await _open_zeroconf(interfaces)
        except BaseException:
            self._state = "stopped"
            raise
        info = self._make_info(f"{_instance_name(self.name, self._token)}.{SERVICE_TYPE}")
        zc = _zeroconf_module()
        try:
            announce = await aiozc.async_register_service(info, allow_name_change=True)
        except BaseException as exc:
            self._state = "stopped"
            await _close_quietly(aiozc)
            if isinstance(exc, zc.Error | OSError):
                raise DiscoveryUnavailable(f"cannot advertise the table: {exc}") from None
            raise
        self._aiozc, self._info = aiozc, info
        self._track(announce)
        self._state = "running"
        if self._stop_requested:  # stop() ran while we were probing
            await self.stop()
            return
        if info.decoded_properties != self._txt:  # update() ran while we were probing
            await self._publish()

    async def update(self, txt: Mapping[str, str], drop: Iterable[str] = ()) -> None:
        """Change TXT entries (merged into the current ones), remove those named in ``drop``
        (an owner who left: merged, the old ``by`` stayed, newbie42 #2), and announce them at
        once.

        Before ``start()`` finishes the change is kept and announced when it does; after
        ``stop()`` it is ignored. Raises :class:`ValueError` for an entry TXT cannot hold.
        """
        changed = _checked_txt(txt)
        gone = [k for k in drop if k in self._txt and k not in changed and k not in
                ("proto", "name")]
        if not gone and all(self._txt.get(k) == v for k, v in changed.items()):
            return
        for key in gone:
            del self._txt[key]
        self._txt.update(changed)
        if self._state == "running":
            await self._publish()

    async def stop(self) -> None:
        """Say goodbye (browsers drop the table at once) and close. Idempotent; never raises.

        Called while ``start()`` is still probing, the table is withdrawn as soon as it is
        registered (``start()`` then returns normally).
        """
        self._stop_requested = True
        if self._state == "new":
            self._state = "stopped"
        if self._state != "running" or self._aiozc is None:
            return
        self._state = "stopped"
        aiozc, info = self._aiozc, self._info
        self._aiozc = None
        if self._broadcast is not None:
            self._broadcast.cancel()
        try:
            if info is not None:
                goodbye = await aiozc.async_unregister_service(info)
                await asyncio.wait_for(goodbye, _STOP_TIMEOUT)
        except Exception:
            log.debug("mDNS goodbye failed", exc_info=True)
        await _close_quietly(aiozc)

    def _make_info(self, service: str) -> AsyncServiceInfo:
        from zeroconf.asyncio import AsyncServiceInfo

        return AsyncServiceInfo(
            SERVICE_TYPE, service, port=self.port, properties=dict(self._txt),
            server=self._server, parsed_addresses=list(self._addresses),
            host_ttl=RECORD_TTL, other_ttl=RECORD_TTL,
        )

    async def _publish(self) -> None:
        """Announce the current TXT under the registered name."""
        assert self._aiozc is not None and self._info is not None
        info = self._make_info(self._info.name)
        try:
            announce = await self._aiozc.async_update_service(info)
        except Exception as exc:  # the table still works; only its LAN listing is stale
            log.warning("could not announce the table's new state: %s", exc)
            return
        self._info = info
        self._track(announce)

    def _track(self, announce: Any) -> None:
        """Keep the newest announcement running; an older one is superseded."""
        if self._broadcast is not None and not self._broadcast.done():
            self._broadcast.cancel()
        self._broadcast = asyncio.ensure_future(announce)


# --------------------------------------------------------------------------------------------
# browsing


class Browser(_Started):
    """A live list of the tables on the LAN.

    :attr:`tables` maps each table's service name to its :class:`TableInfo`. ``on_change(kind,
    table)`` is called in the event loop with ``"added"``, ``"updated"`` (its TXT or address
    changed) or ``"removed"`` (the last known info); exceptions it raises are logged and
    swallowed. ``qm=True`` asks with multicast questions so existing tables answer at once
    (~0.1 s); ``False`` keeps zeroconf's default first question (unicast-response).
    """

    def __init__(
        self, on_change: Callable[[Change, TableInfo], None] | None = None, *,
        interfaces: Interfaces | None = None, qm: bool = True,
    ) -> None:
        self.on_change = on_change
        self.tables: dict[str, TableInfo] = {}
        self._interfaces = interfaces
        self._qm = qm
        self._aiozc: AsyncZeroconf | None = None
        self._browser: AsyncServiceBrowser | None = None
        self._resolving: dict[str, asyncio.Task[None]] = {}
        #: services seen while there was no room (:data:`MAX_TABLES`, :data:`MAX_RESOLVING`),
        #: oldest first, at most :data:`MAX_WAITING`
        self._waiting: dict[str, AsyncServiceInfo] = {}

    async def start(self) -> None:
        """Start browsing. Raises :class:`DiscoveryUnavailable` when mDNS cannot run."""
        if self._aiozc is not None:
            raise RuntimeError("this Browser is already started")
        interfaces = _resolve_interfaces(self._interfaces)
        self._aiozc = await _open_zeroconf(interfaces)
        zc = _zeroconf_module()
        from zeroconf.asyncio import AsyncServiceBrowser

        self._browser = AsyncServiceBrowser(
            self._aiozc.zeroconf, SERVICE_TYPE, handlers=[self._on_service],
            question_type=zc.DNSQuestionType.QM if self._qm else None,
        )

    async def stop(self) -> None:
        """Stop browsing and close. Idempotent; never raises. :attr:`tables` is kept."""
        for task in self._resolving.values():
            task.cancel()
        self._resolving.clear()
        self._waiting.clear()
        browser, self._browser = self._browser, None
        aiozc, self._aiozc = self._aiozc, None
        if browser is not None:
            with contextlib.suppress(Exception):
                await browser.async_cancel()
        if aiozc is not None:
            await _close_quietly(aiozc)

    def _on_service(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        """zeroconf's callback (keyword names fixed by zeroconf); runs in the event loop."""
        from zeroconf import ServiceStateChange
        from zeroconf.asyncio import AsyncServiceInfo

        if self._aiozc is None:
            return
        pending = self._resolving.pop(name, None)
        if pending is not None:
            pending.cancel()
        if state_change is ServiceStateChange.Removed:
            self._waiting.pop(name, None)
            gone = self.tables.pop(name, None)
            if gone is not None:
                self._notify("removed", gone)
                self._make_room()
            return
        try:  # a foreign name (e.g. with control characters) makes zeroconf raise
            info = AsyncServiceInfo(service_type, name)
            cached = info.load_from_cache(self._aiozc.zeroconf)
        except Exception as exc:
            log.debug("skipping service %r: %s", name, exc)
            return
        if (name not in self.tables and len(self.tables) >= MAX_TABLES) \
                or (not cached and len(self._resolving) >= MAX_RESOLVING):
            # (kept to be looked at again as room is made: zeroconf says "added" once, and a
            # real table seen during a flood was never listed after it, review41 #3; one
            # already waiting keeps its place, review44 #5)
            self._wait(name, info)
            return
        self._waiting.pop(name, None)
        self._take(name, info, cached)

    def _take(self, name: str, info: AsyncServiceInfo, cached: bool) -> None:
        """List the service now (``cached``) or once resolved."""
        if cached:
            self._apply(name, info)
        else:
            task = asyncio.get_running_loop().create_task(self._resolve(name, info))
            self._resolving[name] = task
            task.add_done_callback(lambda t: self._forget(name, t))

    def _wait(self, name: str, info: AsyncServiceInfo) -> None:
        """Keep ``name`` to be looked at again once there is room (:meth:`_make_room`), first
        come first served: once :data:`MAX_WAITING` wait, a newer one is passed over (a table
        seen at the start of a flood is not pushed out by the fakes after it, review42 #8)."""
        if name in self._waiting or len(self._waiting) < MAX_WAITING:
            self._waiting[name] = info

    def _make_room(self) -> None:
        """Look again at the services kept waiting (oldest first) while there is room for
        them: a resolution ended, or a table went."""
        while self._waiting and self._aiozc is not None \
                and len(self.tables) < MAX_TABLES and len(self._resolving) < MAX_RESOLVING:
            name = next(iter(self._waiting))
            info = self._waiting.pop(name)
            try:
                cached = info.load_from_cache(self._aiozc.zeroconf)
            except Exception as exc:
                log.debug("skipping service %r: %s", name, exc)
                continue
            self._take(name, info, cached)

    async def _resolve(self, name: str, info: AsyncServiceInfo) -> None:
        """Ask for the details of a service the cache does not hold yet."""
        zc = _zeroconf_module()
        if self._aiozc is None:
            return
        try:
            found = await info.async_request(
                self._aiozc.zeroconf, RESOLVE_TIMEOUT_MS, question_type=zc.DNSQuestionType.QM
            )
        except (zc.Error, OSError, ValueError):
            log.debug("resolving %r failed", name, exc_info=True)
            return
        if found:
            self._apply(name, info)

    def _forget(self, name: str, task: asyncio.Task[None]) -> None:
        if self._resolving.get(name) is task:
            del self._resolving[name]
        self._make_room()

    def _apply(self, name: str, info: AsyncServiceInfo) -> None:
        try:
            table = _table_from_info(info)
        except Exception as exc:  # undecodable records: not a table of ours
            log.debug("skipping service %r: %s", name, exc)
            table = None
        if table is None:
            log.debug("skipping service %r: not a usable unotui table", name)
            gone = self.tables.pop(name, None)
            if gone is not None:
                self._notify("removed", gone)
            return
        old = self.tables.get(name)
        if old == table:
            return
        if old is None and len(self.tables) >= MAX_TABLES:  # (filled up while it resolved)
            self._wait(name, info)
            return
        self.tables[name] = table
        self._notify("added" if old is None else "updated", table)

    def _notify(self, kind: Change, table: TableInfo) -> None:
        if self.on_change is None:
            return
        try:
            self.on_change(kind, table)
        except Exception:
            log.exception("discovery on_change callback failed")


async def answers(host: str, port: int, timeout: float = 1.5) -> bool:
    """Does anything listen at ``host:port``? A TCP connection opened and closed at once,
    without a word of the protocol (a host reads it as a visitor gone before ``hello``);
    ``False`` when it is refused (a host killed without saying goodbye, whose records live on
    in caches until they expire) or not made within ``timeout`` seconds. Never raises."""
    try:
        _reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
    except (OSError, TimeoutError, ValueError):
        return False
    writer.close()
    with contextlib.suppress(OSError):
        await writer.wait_closed()
    return True


def _sort_key(table: TableInfo) -> tuple[str, str, int, str]:
    return (table.name.casefold(), table.host, table.port, table.service)


async def discover(
    timeout: float, *, interfaces: Interfaces | None = None,
    until: Callable[[list[TableInfo]], bool] | None = None,
) -> list[TableInfo]:
    """The tables seen on the LAN within ``timeout`` seconds, sorted by name.

    Returns early as soon as ``until(tables)`` holds (e.g. the table you look for is listed).
    Raises :class:`DiscoveryUnavailable` when mDNS cannot run.
    """
    changed = asyncio.Event()
    browser = Browser(lambda kind, table: changed.set(), interfaces=interfaces)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + max(0.0, timeout)
    await browser.start()
    try:
        while True:
            if until is not None and until(sorted(browser.tables.values(), key=_sort_key)):
                break
            remaining = deadline - loop.time()
            if remaining <= 0:
                break
            changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(changed.wait(), remaining)
    finally:
        await browser.stop()
    return sorted(browser.tables.values(), key=_sort_key)
