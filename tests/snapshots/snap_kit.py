"""Fixed, seeded material for the snapshot tests: a scripted table link, a fake lobby client, a
fake LAN browser, and the apps built through the real factories."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from textual.pilot import Pilot

from core import Card, Color, GameState, Phase, Rules, new_game, view
from core.autoplay import play_match
from core.bots import make_bot
from core.cards import full_deck
from net.discovery import DiscoveryUnavailable, TableInfo
from net.protocol import PROTOCOL_VERSION

NAMES = ["Zoe", "Ana", "Bo", "Cy"]
#: the language the apps built here speak (the snapshots are English; other tests may switch it)
LANG = "en"


class ScriptedLink:
    """A table link whose messages the test feeds (no host, no bots, nothing random)."""

    def __init__(self, names: list[str] = NAMES, seat: int = 0) -> None:
        self.seat: int | None = seat
        self.names = list(names)
        self.queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue()

    def feed(self, msg: dict[str, Any]) -> None:
        self.queue.put_nowait(msg)

    async def act(self, action: dict[str, Any]) -> None:
        pass

    async def chat(self, text: str) -> None:
        pass

    async def next_round(self) -> None:
        pass

    async def leave(self) -> None:
        pass

    async def close(self) -> None:
        pass

    async def messages(self) -> AsyncIterator[dict[str, Any]]:
        while True:
            yield await self.queue.get()


def arranged_state(hands: dict[int, list[str]], top: str, current: int = 0,
                   color: str | None = None, **rules: Any) -> GameState:
    """A 4-player round with these hands and this top card; the rest in a fixed draw pile."""
    state = new_game(Rules(**rules), 4, 3)
    deck = full_deck()

    def take(code: str) -> Card:
        card = Card.parse(code)
        deck.remove(card)
        return card

    state.hands = [[take(c) for c in hands.get(seat, [])] for seat in range(4)]
    top_card = take(top)
    state.discard = [top_card]
    state.draw_pile = deck
    state.unshuffled = 0  # drawn in this fixed order
    state.color = Color(color) if color else top_card.color
    state.current = current
    state.direction = 1
    state.phase = Phase.PLAY
    state.drawn = None
    state.wd4 = None
    state.catchable = None
    state.uno_called = [False] * 4
    state.state_id += 1
    return state


def table_state() -> GameState:
    """Your turn, a hand with a wild, a Wild Draw Four and a few playable cards."""
    return arranged_state({0: ["R5", "G7", "B2", "W", "RD", "Y9", "W4"],
                           1: ["Y1", "Y2", "G3", "B4", "R6"], 2: ["G1", "G2"],
                           3: ["B1", "B3", "B5", "R7", "G9", "Y0"]}, "R9", current=0)


def finished_state(scoring: str = "standard") -> GameState:
    """A seeded round played to its end by bots (the match ends too with ``single``)."""
    rules = Rules(scoring=scoring)
    bots = [make_bot("basic", f"snap/{seat}") for seat in range(4)]
    return play_match(rules, 4, "snap", bots, rounds_only=True).state


def partners_state() -> GameState:
    """Eight seats in pairs, a match under way: the scores the partners share, and Eli (the
    viewer's partner's neighbour, seat 5) down to one card with UNO called."""
    state = new_game(Rules(teams="pairs"), 8, 3)
    state.scores = [120, 45, 0, 310, 120, 45, 0, 310]
    state.hands[5] = state.hands[5][:1]
    state.uno_called[5] = True
    return state


def table_app(state: GameState | None = None, names: list[str] = NAMES,
              **kwargs: Any) -> tuple[Any, ScriptedLink]:
    from unotui.app import build_app

    link = ScriptedLink(names)
    if state is not None:
        link.feed({"t": "view", "view": view(state, 0)})

    async def factory() -> ScriptedLink:
        return link

    kwargs.setdefault("ascii_only", False)
    kwargs.setdefault("lang", LANG)
    return build_app(link_factory=factory, **kwargs), link


async def settle(pilot: Pilot[Any], predicate: Callable[[], bool], steps: int = 500) -> None:
    def holds() -> bool:
        try:
            return predicate()
        except Exception:  # not mounted yet
            return False

    for _ in range(steps):
        if holds():
            break
        await pilot.pause(0.01)
    else:
        raise AssertionError("the app never reached the state to photograph")
    from textual.widgets import Input

    for field in pilot.app.screen.query(Input):  # a blinking cursor would make two pictures
        field.cursor_blink = False
    await pilot.pause()
    await pilot.wait_for_scheduled_animations()
    await pilot.pause()


async def table_shown(pilot: Pilot[Any]) -> Any:
    from unotui.screens.table import TableScreen

    await settle(pilot, lambda: isinstance(pilot.app.screen, TableScreen)
                 and pilot.app.screen.view is not None)
    return pilot.app.screen


def menu_app(push: Callable[[], list[Any]] | None = None, **kwargs: Any) -> Any:
    from unotui.launch import make_app

    kwargs.setdefault("ascii_only", False)
    kwargs.setdefault("lang", LANG)
    return make_app(push or (lambda: []), animations=False, **kwargs)


# ---------------------------------------------------------------------------------------- lobby
class FakeClient:
    """Just enough of ``net.client.Client`` for the lobby: a fixed lobby, nothing sent."""

    def __init__(self, lobby: dict[str, Any]) -> None:
        self.lobby = lobby
        self.messages: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.sent: list[tuple[str, tuple[Any, ...]]] = []

    def __getattr__(self, name: str) -> Callable[..., Awaitable[None]]:
        async def record(*args: Any) -> None:
            self.sent.append((name, args))
        return record


class FakeHost:
    async def advertise(self, interfaces: str | None = None) -> str | None:
        return None

    async def close(self) -> None:
        pass


def lobby_message(owner: bool = True) -> dict[str, Any]:
    return {
        "t": "lobby", "table": "Zoe's table", "phase": "lobby",
        "seats": [
            {"kind": "human", "name": "Zoe", "connected": True, "ready": True, "bot": None},
            {"kind": "human", "name": "Ana", "connected": True, "ready": False, "bot": None},
            {"kind": "bot", "name": "Bo", "connected": True, "ready": True, "bot": "basic"},
            {"kind": "empty", "name": None, "connected": False, "ready": False, "bot": None},
        ],
        "rules": Rules(scoring="single", jump_in=True).to_dict(), "host": 0, "password": False,
        "spectators": 0, "you": 0 if owner else 1, "owner": owner,
        "settings": {"turn_timer": None, "uno_grace": 0.75, "reconnect_window": 60.0},
    }


def lobby_screen(owner: bool = True) -> Any:
    from unotui.screens.lobby import LobbyScreen, LobbySession

    client = FakeClient(lobby_message(owner))
    client.messages.put_nowait({"t": "chat", "from": "Ana", "seat": 1, "text": "hi all"})
    session = LobbySession(client, FakeHost() if owner else None, "192.0.2.10:7152",
                           advertise=owner, preset_name="official")
    return LobbyScreen(session)


# ----------------------------------------------------------------------------------------- join
TABLES = [
    TableInfo(name="Ana's table", host="192.0.2.20", port=7152, proto=PROTOCOL_VERSION, seats=4, taken=2,
              phase="lobby", password=False, service="Ana's table._unotui._tcp.local."),
    TableInfo(name="Friday UNO", host="192.0.2.30", port=7152, proto=PROTOCOL_VERSION, seats=6, taken=6,
              phase="playing", password=True, service="Friday UNO._unotui._tcp.local."),
]


async def fake_browser(on_change: Callable[[str, Any], None]) -> Callable[[], Awaitable[None]]:
    for table in TABLES:
        on_change("added", table)

    async def stop() -> None:
        pass
    return stop


async def no_browser(on_change: Callable[[str, Any], None]) -> Callable[[], Awaitable[None]]:
    raise DiscoveryUnavailable("mDNS cannot use 198.51.100.1: no network interface of this "
                               "machine has that address")
