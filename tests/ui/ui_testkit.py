"""Helpers for the pilot tests: a scripted table link, screen text, waiting, arranging games."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

from rich.cells import cell_len
from textual.app import App
from textual.pilot import Pilot

from core import Card, Color, GameState, Phase, Rules, new_game, view
from core.cards import full_deck
from unotui.link import ReplayLink


class ScriptedLink(ReplayLink):
    """A ReplayLink with a helper to feed a core state's view."""

    def feed_view(self, state: GameState, seat: int = 0) -> None:
        self.feed({"t": "view", "view": view(state, seat)})


def app_on(link: ScriptedLink, **options: Any) -> Any:
    """The app showing ``link``'s table (English, colours on unless ``options`` say otherwise;
    any other :func:`unotui.app.build_app` option too)."""
    from unotui.app import build_app

    async def factory() -> ScriptedLink:
        return link

    options.setdefault("lang", "en")
    options.setdefault("ascii_only", False)
    return build_app(link_factory=factory, **options)


def screen_text(app: App[Any]) -> str:
    """What the terminal shows now, as plain text."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def footer_text(app: App[Any]) -> str:
    """The bottom line of the terminal (the footer's keys), or "" while a screen change has
    nothing painted yet: a predicate polled by ``wait_for`` may run at that moment."""
    lines = screen_text(app).splitlines()
    return lines[-1] if lines else ""


async def shown(pilot: Pilot[Any]) -> str:
    """The screen text after pending updates were painted."""
    await pilot.pause()
    await pilot.wait_for_scheduled_animations()
    await pilot.pause()
    return screen_text(pilot.app)


async def wait_for(pilot: Pilot[Any], predicate: Callable[[], bool], steps: int = 2000) -> None:
    """Let the app run until ``predicate()`` holds (bounded by ``steps`` short pauses: a hang
    guard, never a timing test — 400 of them, about 4 s, was short for a table's first frame
    on a busy 2-core machine; flow_kit's bound is the same 2000). A
    predicate that raises (a widget not mounted yet, a screen with nothing painted) counts as
    "not yet": the screens change under it; the last error is shown if it never holds."""
    last: Exception | None = None
    for _ in range(steps):
        try:
            if predicate():
                return
        except Exception as exc:
            last = exc
        await pilot.pause(0.01)
    raise AssertionError("the app never reached the expected state") from last


async def table_showing(pilot: Pilot[Any], link: ScriptedLink, state: GameState,
                        seat: int | None = 0) -> Any:
    """Feed ``state`` as ``seat`` sees it (``None``: a watcher) and wait until the table
    screen shows it; the screen."""
    from unotui.screens.table import TableScreen

    link.feed({"t": "view", "view": view(state, seat)})
    app = pilot.app
    await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                   and app.screen.view is not None)
    return app.screen


def arrange(state: GameState, hands: dict[int, list[str]], top: str, *, current: int,
            color: str | None = None, direction: int = 1) -> None:
    """Rewrite ``state`` in place: these hands, this top card, this seat to move. The other cards
    go to the draw pile in a fixed order, so all 108 cards stay accounted for."""
    deck = full_deck()

    def take(code: str) -> Card:
        card = Card.parse(code)
        deck.remove(card)
        return card

    state.hands = [[take(c) for c in hands.get(seat, [])] for seat in range(state.players)]
    top_card = take(top)
    state.discard = [top_card]
    state.draw_pile = deck
    state.unshuffled = 0  # drawn in this fixed order
    state.color = Color(color) if color else top_card.color
    state.current = current
    state.direction = direction
    state.phase = Phase.PLAY
    state.drawn = None
    state.wd4 = None
    state.catchable = None
    state.uno_called = [False] * state.players
    state.state_id += 1


def scripted_state(players: int = 4, seed: int = 3, **rules: Any) -> GameState:
    return new_game(Rules(**rules), players, seed)


#: the players of a scripted four-seat table
NAMES = ["Zoe", "Ana", "Bo", "Cy"]


class _QuietClient:
    """What the table reads of a net client whose table has said nothing for 23 s."""

    def __init__(self) -> None:
        from collections import deque

        self.chats: Any = deque()
        self.lobby = {"t": "lobby", "table": "Friday table", "phase": "playing", "you": 0,
                      "seats": [{"kind": "human", "name": n, "connected": True,
                                 "ready": False, "bot": None} for n in NAMES]}

    def retry(self) -> bool:
        return True

    def window(self) -> float:
        return 60.0

    def silent_for(self) -> float | None:
        return 23.0


class QuietLink(ScriptedLink):
    """A scripted table whose net client says the table has said nothing for 23 s (a stuck
    host: the status line says so)."""

    def __init__(self) -> None:
        super().__init__(NAMES, 0)
        self.client = _QuietClient()


def scripted_table(hands: dict[int, list[str]], top: str, *, app: dict[str, Any] | None = None,
                   **options: Any) -> tuple[GameState, ScriptedLink, Any]:
    """A four-seat round arranged as ``hands`` with ``top`` on the pile (``current``, ``color``
    and ``direction`` go to :func:`arrange`, any other option is a rule), and an app showing it
    through a :class:`ScriptedLink` (``app``: options of :func:`app_on`): ``(state, link,
    app)``. Show it with :func:`table_showing`."""
    placing = {k: options.pop(k) for k in ("current", "color", "direction") if k in options}
    state = scripted_state(**options)
    arrange(state, hands, top, **placing)
    link = ScriptedLink(NAMES)
    return state, link, app_on(link, **(app or {}))


async def zoe_goes_out(pilot: Any, app: Any) -> str:
    """In a local game, Zoe (seat 0) is dealt Red 5 alone on her turn and plays it: the
    results' text."""
    await wait_for(pilot, lambda: type(app.screen).__name__ == "TableScreen"
                   and app.screen.view is not None)
    table = app.table_screen.link.host.table
    await wait_for(pilot, lambda: table.state.current == 0
                   and table.state.phase.value == "play")
    arrange(table.state, {0: ["R5"], 1: ["Y1", "Y2"], 2: ["G1", "G2"]}, "R9", current=0)
    table.broadcast_views()
    await wait_for(pilot, lambda: app.screen.view["hand"] == ["R5"])
    await pilot.press("enter")
    await wait_for(pilot, lambda: type(app.screen).__name__ == "RoundEndScreen")
    return str(await shown(pilot))


def since_as_shown(events: list[dict[str, Any]], me: int, width: int,
                   names: list[str] = NAMES) -> str:
    """The "since your last move" line of seat ``me`` at ``width`` cells, as the table makes it
    (its phrases, those about the viewer, what each follows from)."""
    from unotui.screens.table import about_me
    from unotui.widgets.log import SinceLine, marked_since_last_move

    causes: dict[int, int] = {}
    joins: dict[int, str] = {}
    phrases, mine = marked_since_last_move(events, names, me,
                                           about=lambda ev: about_me(ev, me),
                                           causes=causes, joins=joins)
    line = SinceLine()
    line.set_phrases(phrases)
    line.set_mine(mine, causes, joins)
    return line.fit(width)


@asynccontextmanager
async def y2_and_b2_on_b8(size: tuple[int, int]) -> AsyncIterator[tuple[Any, Any, Any]]:
    """Zoe's turn under multi-play (same value) with R8, Y2, B2 on a B8 (Y2 fits only with
    B2): the pilot, the table screen and its hand."""
    from unotui.screens.table import TableScreen
    from unotui.widgets.hand import HandView

    state = scripted_state(multi_play="same_value")
    arrange(state, {0: ["R8", "Y2", "B2"], 1: ["Y1"], 2: ["G2"], 3: ["B1"]}, "B8", current=0)
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=size) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        table = app.screen
        hand = table.query_one(HandView)
        await wait_for(pilot, lambda: bool(hand.cards))
        yield pilot, table, hand


def four_on_bo() -> tuple[Any, ScriptedLink, Any]:
    """Ana just played a Wild Draw Four on Bo (seat 2, who plays here): ``(state, link, app)``."""
    from core import Play, apply
    from core.cards import Card, Color

    state = scripted_state()
    arrange(state, {0: ["R5", "G2"], 1: ["W4", "Y1", "R1"], 2: ["G1", "R3"], 3: ["B1", "R2"]},
            "R9", current=3)
    apply(state, 3, Play(Card.parse("R2")))
    apply(state, 0, Play(Card.parse("R5")))
    apply(state, 1, Play(Card.parse("W4"), Color.BLUE))
    link = ScriptedLink(NAMES, seat=2)
    return state, link, app_on(link)


_TERMINAL_MOVE = re.compile(r"\x1b\[(\d+);(\d+)H")
_TERMINAL_STYLE = re.compile(r"\x1b\[[0-9;:?]*[A-Za-z]")


def paint_terminal(grid: list[list[str]], sequence: str) -> None:
    """Paint ``sequence`` on ``grid`` as a terminal does ("" marks a wide character's right
    half; writing over either half of a wide character blanks the other half)."""
    y = x = 0
    position = 0
    for move in _TERMINAL_MOVE.finditer(sequence + "\x1b[1;1H"):
        text = _TERMINAL_STYLE.sub("", sequence[position:move.start()]).replace("\r", "").replace("\n", "")
        for char in text:
            width = cell_len(char)
            if 0 <= y < len(grid):
                row = grid[y]
                for cell in range(x, min(x + width, len(row))):
                    if row[cell] == "" and cell > 0:
                        row[cell - 1] = " "  # (the left half of a wide character)
                    if cell + 1 < len(row) and row[cell + 1] == "" and cell_len(row[cell]) == 2:
                        row[cell + 1] = " "  # (the right half of one)
                if 0 <= x < len(row):
                    row[x] = char
                    if width == 2 and x + 1 < len(row):
                        row[x + 1] = ""
            x += width
        y, x = int(move.group(1)) - 1, int(move.group(2)) - 1
        position = move.end()
