"""Helpers for the flow tests: screen text, bounded waiting, and a keyboard-only player."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from typing import Any

from textual.app import App
from textual.pilot import Pilot

from tests.keykit import queue_key

STEPS = 2000  #: upper bound of short pauses in one wait (never a timing assertion)


def screen_text(app: App[Any]) -> str:
    """What the terminal shows now, as plain text."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def static_words(widget: Any) -> str:
    """The words a ``Static`` holds: a wrapped one's text (:class:`unotui.widgets.lines.Wrapped`,
    whatever width it is drawn at), else what it renders, as a string."""
    from unotui.widgets.lines import Wrapped

    content = getattr(widget, "content", None)
    return content.text if isinstance(content, Wrapped) else str(widget.render())


async def press(pilot: Pilot[Any], *keys: str) -> None:
    """Type ``keys`` like :meth:`Pilot.press`, but without waiting for the whole process to go
    idle after each key (with several apps and a table in one process it rarely is): each key
    is delivered and the screen has handled it before the next one."""
    assert pilot.app._driver is not None
    for key in keys:
        queue_key(pilot.app, key)
        await settle(pilot)


async def settle(pilot: Pilot[Any]) -> None:
    """Until the app and its screen have handled every queued message (bounded)."""
    app = pilot.app
    for _ in range(100):
        await asyncio.sleep(0)
        await pilot._wait_for_screen()
        if app._message_queue.qsize() == 0 and app.screen._message_queue.qsize() == 0:
            await asyncio.sleep(0)
            if app._message_queue.qsize() == 0:
                return


async def wait_for(pilot: Pilot[Any], predicate: Callable[[], bool], what: str = "",
                   steps: int = STEPS) -> None:
    """Let the app run until ``predicate()`` holds (bounded). A predicate that raises (a widget
    not mounted yet, a screen changing under it) counts as "not yet"; the last error is shown
    if it never holds."""
    last: Exception | None = None
    for _ in range(steps):
        try:
            if predicate():
                return
        except Exception as exc:
            last = exc
        await pilot.pause(0.01)
    raise AssertionError(f"the app never reached the expected state: {what}\n"
                         f"{screen_text(pilot.app)}") from last


async def wait_screen(pilot: Pilot[Any], kind: type, what: str = "") -> Any:
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, kind), what or kind.__name__)
    await pilot.pause()
    return pilot.app.screen


async def type_text(pilot: Pilot[Any], text: str) -> None:
    await pilot.press(*[("space" if ch == " " else ch) for ch in text])


async def play_turn(pilot: Pilot[Any]) -> bool:
    """If the game waits for this player, make one sensible move with the keyboard only and
    return True (the move was sent); False when there is nothing to do now."""
    from unotui.dialogs import ChallengeDialog, ColorDialog
    from unotui.screens.table import TableScreen
    from unotui.widgets.hand import HandView

    app = pilot.app
    screen = app.screen
    if isinstance(screen, ColorDialog):
        await press(pilot, "r")
        return True
    if isinstance(screen, ChallengeDialog):
        await press(pilot, "a")
        return True
    if not isinstance(screen, TableScreen) or not screen.my_turn():
        return False
    view = screen.view
    assert view is not None
    if view["phase"] != "play":
        return False  # a dialog for it is on its way
    playable = screen.playable_cards()
    hand = screen.query_one(HandView)
    if playable:
        for _ in range(len(hand.cards) + 1):
            if hand.current() in playable:
                break
            await press(pilot, "right")
        if len(view.get("hand") or []) == 2:
            await press(pilot, "u")
        await press(pilot, "enter")
        return True
    legal = screen.legal_types()
    if "draw" in legal:
        await press(pilot, "d")
        return True
    if "pass" in legal:
        await press(pilot, "p")
        return True
    return False


def round_over(app: App[Any]) -> bool:
    from unotui.screens.round_end import RoundEndScreen
    from unotui.screens.table import TableScreen

    if isinstance(app.screen, RoundEndScreen):
        return True
    screen = app.screen
    return (isinstance(screen, TableScreen) and screen.view is not None
            and screen.view["phase"] in ("round_over", "match_over"))


async def play_until_round_over(pilots: list[Pilot[Any]], max_moves: int = 600) -> None:
    """Every app plays its own turns (keyboard only) until each shows the end of the round."""
    from unotui.screens.table import TableScreen

    moves = 0
    last: list[Any] = [None] * len(pilots)
    waited = [0] * len(pilots)
    for _ in range(STEPS * 4):
        if all(round_over(p.app) for p in pilots):
            print("moves", moves, "iterations", _)
            return
        acted = False
        for i, pilot in enumerate(pilots):
            screen = pilot.app.screen
            sid = screen.view["state_id"] if isinstance(screen, TableScreen) and screen.view \
                else None
            key = (type(screen).__name__, sid)
            if key == last[i] and isinstance(screen, TableScreen):
                waited[i] += 1
                if waited[i] < 300:
                    continue  # already moved in this state: wait for the table's answer
            waited[i] = 0
            if await play_turn(pilot):
                last[i] = key
                acted = True
                moves += 1
        if moves > max_moves:
            break
        if not acted:
            await asyncio.sleep(0.01)
        for pilot in pilots:
            await pilot.pause(0.002)
    raise AssertionError(f"the round did not end after {moves} moves: " + " | ".join(
        type(p.app.screen).__name__ for p in pilots))


async def focus_field(pilot: Pilot[Any], widget_id: str, limit: int = 80) -> None:
    """Press Tab until the field ``widget_id`` has the focus."""
    for _ in range(limit):
        focused = pilot.app.focused
        if focused is not None and focused.id == widget_id:
            return
        await press(pilot, "tab")
        await wait_for(pilot, lambda f=focused: pilot.app.focused is not f, "the focus to move")
    raise AssertionError(f"Tab never reached #{widget_id}")


async def choose(pilot: Pilot[Any], widget_id: str, value: Any) -> None:
    """Set the choice ``widget_id`` to ``value`` with the keyboard (Tab to it, then → or ←)."""
    from unotui.screens.host_setup import Choice

    await focus_field(pilot, widget_id)
    choice = pilot.app.screen.query_one(f"#{widget_id}", Choice)
    values = [v for _label, v in choice.options]
    steps = values.index(value) - choice.index
    await pilot.press(*(["right"] * steps if steps > 0 else ["left"] * -steps))
    await wait_for(pilot, lambda: choice.value == value, f"#{widget_id} = {value!r}")


async def replace_text(pilot: Pilot[Any], widget_id: str, text: str) -> None:
    """Tab to the input ``widget_id`` and replace its text."""
    from textual.widgets import Input

    await focus_field(pilot, widget_id)
    await pilot.press("end", "ctrl+u")
    await type_text(pilot, text)
    field = pilot.app.screen.query_one(f"#{widget_id}", Input)
    await wait_for(pilot, lambda: field.value == text, f"#{widget_id} = {text!r}")


async def wait_table(pilot: Pilot[Any]) -> Any:
    """Wait until the table screen is in the app (a dialog may already be on top of it)."""
    from unotui.screens.table import TableScreen

    await wait_for(pilot, lambda: any(isinstance(s, TableScreen) for s in pilot.app.screen_stack),
                   "the table screen")
    return next(s for s in pilot.app.screen_stack if isinstance(s, TableScreen))


@contextlib.asynccontextmanager
async def joined_table(**config: Any) -> AsyncIterator[tuple[Any, Any, App[Any]]]:
    """A table hosted in this process (``TableConfig(**config)``, on 127.0.0.1) whose owner is
    Ann, a script's client, and an app in which Bo joins it by address: ``(host, ann, app)``.
    Ann and the table are closed on the way out."""
    from net.client import Client
    from net.host import Host, TableConfig
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen

    host = Host(TableConfig(**config))
    _bind, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    try:
        yield host, ann, make_app(lambda: [JoinScreen(f"127.0.0.1:{port}", browse=None, name="Bo",
                                                      auto_join=True)],
                                  ascii_only=False, animations=False)
    finally:
        await ann.close()
        await host.close()


def hosting_app(plan: Any) -> App[Any]:
    """An app that opens the table of ``plan`` (a :class:`~unotui.screens.host_setup.HostPlan`)
    at once, as confirming the host setup screen does, and shows its lobby."""
    from unotui.launch import make_app
    from unotui.screens.host_setup import HostSetupScreen

    return make_app(lambda: [HostSetupScreen(plan=plan, auto_open=True)], ascii_only=False,
                    animations=False)


def loopback_plan(name: str, seats: int = 3, bots: int = 1, **options: Any) -> Any:
    """A :class:`~unotui.screens.host_setup.HostPlan` for tests: on 127.0.0.1 (any free port),
    not advertised, reproducible (seeded by the name), bots without delay; ``options`` on top
    (``rules``, ``extra``…)."""
    from core.rules import Rules
    from unotui.screens.host_setup import HostPlan

    base: dict[str, Any] = {"rules": Rules(), "bind": "127.0.0.1", "port": 0, "advertise": False,
                            "seed": name.lower(), "bot_delay": 0.0}
    return HostPlan(table_name=name, seats=seats, bots=bots, **{**base, **options})


def menu_app_for(name: str, seed: str, bot_delay: float = 0.0) -> App[Any]:
    """An app opening on the menu whose Host opens a table on 127.0.0.1 (any free port), not
    advertised, seeded by ``seed``, and whose Join is by address, as ``name``."""
    from unotui.launch import make_app

    app = make_app(lambda: [], ascii_only=False, animations=False)
    app.join_options = {"name": name, "browse": None}
    app.host_options = {"bind": "127.0.0.1", "port": 0,
                        "bot_delay": bot_delay, "advertise": False, "seed": seed}
    return app


async def play_match(client: Any, seed: int = 3, limit: float = 20.0) -> None:
    """One player's side of a match, played over ``client`` by a basic bot until the match
    ends, as docs/PROTOCOL.md asks of a client: it acts once on each newest view, and after a
    ``rate_limited`` refusal of its act it waits ``retry_after`` and acts on the newest view
    again. (Acting on every queued message, and waiting for the next view after a dropped act,
    stalled the match now and then: the two players share their address's message budget.)"""
    from core.bots import make_bot

    bot = make_bot("basic", seed)
    acted: int | None = None

    async def act_on_newest() -> None:
        nonlocal acted
        view = client.last_view
        if view is None or not view["legal"] or view["state_id"] == acted:
            return
        choice = bot.act(view)
        if choice is not None:
            acted = view["state_id"]
            await client.act(choice, state_id=view["state_id"])

    while True:
        msg = await client.recv(timeout=limit)
        if msg["t"] == "match_end":
            return
        if msg["t"] == "error" and msg.get("code") == "rate_limited":
            await asyncio.sleep(float(msg.get("retry_after") or 0.05))
            acted = None  # (the dropped act: the newest view is acted on again)
        elif msg["t"] != "view":
            continue
        await act_on_newest()


def count_hellos(host: Any) -> Callable[[], int]:
    """Count the ``hello`` messages ``host``'s table hears from now (each join tried): the
    count so far, called."""
    heard = host.table._hello
    seen = [0]

    def counted(*args: Any, **kwargs: Any) -> Any:
        seen[0] += 1
        return heard(*args, **kwargs)

    host.table._hello = counted
    return lambda: seen[0]


def door_join_app(port: int) -> Any:
    """The app of an SSH door bound to the table on ``127.0.0.1:port``: its join screen, joining
    as zoe at once (a table with a password asks for it there)."""
    from unotui.app import build_app
    from unotui.screens.join import JoinScreen

    app = build_app(lang="en", ascii_only=False, start=lambda: JoinScreen(
        f"127.0.0.1:{port}", name="zoe", auto_join=True, fixed=True))
    app.ssh_door = "table"
    return app


async def password_asked(pilot: Any, app: Any) -> None:
    """The join screen asks for the table's password, its field focused."""
    await wait_for(pilot, lambda: "needs the right password" in screen_text(app), "asked")
    await wait_for(pilot, lambda: app.focused is not None and app.focused.id == "password",
                   "the password field")


@contextlib.asynccontextmanager
async def tunnel(port: int) -> AsyncIterator[int]:
    """Another address of the table on ``127.0.0.1:port``, as a tunnel's or a LAN address is:
    a loopback port of its own (yielded) whose connections are passed on to ``port``, both
    ways, until the block ends (then every one is closed)."""
    tasks: set[asyncio.Task[None]] = set()

    async def pipe(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
        with contextlib.suppress(Exception):
            while data := await src.read(65536):
                dst.write(data)
                await dst.drain()
        dst.close()

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_r, up_w = await asyncio.open_connection("127.0.0.1", port)
        for t in (pipe(reader, up_w), pipe(up_r, writer)):
            task = asyncio.ensure_future(t)
            tasks.add(task)
            task.add_done_callback(tasks.discard)

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    try:
        yield server.sockets[0].getsockname()[1]
    finally:
        server.close()
        for task in list(tasks):
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
