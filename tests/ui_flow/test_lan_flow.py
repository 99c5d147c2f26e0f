"""Three app instances on loopback play a round: one hosts, one joins by typing the address, one
finds the table in the LAN list (mDNS on 127.0.0.1 only). Keyboard only, in one event loop."""

from __future__ import annotations

import time
import uuid
from typing import Any

from flow_kit import (
    choose,
    play_until_round_over,
    replace_text,
    screen_text,
    type_text,
    wait_for,
    wait_screen,
    wait_table,
)

from unotui.launch import make_app
from unotui.screens.host_setup import HostSetupScreen
from unotui.screens.join import JoinScreen
from unotui.screens.lobby import LobbyScreen
from unotui.screens.menu import MenuScreen


def app_for(name: str, **options: Any) -> Any:
    app = make_app(lambda: [], ascii_only=False, animations=False)
    app.join_options = {"name": name}
    app.host_options = {"bind": "127.0.0.1", "port": 0, "bot_delay": 0.0, "round_pause": 60.0,
                        "seed": "lan-43", **options}
    return app


def seat_names(screen: LobbyScreen) -> list[str]:
    return [str(s.get("name")) for s in screen.lobby.get("seats", []) if s.get("kind") != "empty"]


async def test_host_join_by_address_and_from_the_list_then_play_a_round() -> None:
    table = f"flow {uuid.uuid4().hex[:8]}"
    host_app, addr_app, list_app = app_for("Zoe"), app_for("Bo"), app_for("Cy")
    async with host_app.run_test(size=(100, 30)) as host, \
            addr_app.run_test(size=(100, 30)) as by_address, \
            list_app.run_test(size=(100, 30)) as by_list:
        # the host fills the form: its name, a one-round match with small hands
        await wait_screen(host, MenuScreen)
        await host.press("h")
        await wait_screen(host, HostSetupScreen)
        await replace_text(host, "table-name", table)
        await replace_text(host, "opt-hand_size", "5")
        await choose(host, "opt-scoring", "single")
        await host.press("ctrl+o")
        lobby = await wait_screen(host, LobbyScreen, "the host's lobby")
        address = lobby.session.address
        assert address is not None and address.startswith("127.0.0.1:")
        await wait_for(host, lambda: "Listed on" in screen_text(host_app)
                       or "Not listed" in screen_text(host_app), "the LAN listing")
        # (the suite's mDNS is 127.0.0.1 alone: the lobby says where it is listed, newbie36 #8)
        assert "Listed on this computer only" in screen_text(host_app)
        assert f"unotui join {address}" in screen_text(host_app)

        # Bo types the address
        await by_address.press("j")
        await wait_screen(by_address, JoinScreen)
        await by_address.press("a")
        await type_text(by_address, address)
        await by_address.press("enter")
        bo_lobby = await wait_screen(by_address, LobbyScreen, "Bo's lobby")

        # Cy finds the table in the live list and joins it with the arrows and Enter
        await by_list.press("j")
        join = await wait_screen(by_list, JoinScreen)
        await wait_for(by_list, lambda: any(t.name == table for t in join.tables.values()),
                       "the table in the LAN list")
        await wait_for(by_list, lambda: table in screen_text(list_app), "the table on screen")
        ordered = join.listed_tables()
        index = [t.name for t in ordered].index(table)
        await by_list.press(*["down"] * index)
        await by_list.press("enter")
        cy_lobby = await wait_screen(by_list, LobbyScreen, "Cy's lobby")

        # every lobby shows every seat and the rules the host chose
        for pilot, screen in ((host, lobby), (by_address, bo_lobby), (by_list, cy_lobby)):
            await wait_for(pilot, lambda s=screen: seat_names(s) == ["Zoe", "Bo", "Cy"],
                           "all three seats")
            text = screen_text(pilot.app)
            assert "Scoring: single" in text and "Hand size: 5" in text
            assert "(empty seat)" in text
        assert "s Start" in screen_text(host_app)
        assert "s Start" not in screen_text(addr_app)  # only the host runs the table

        # chat in the lobby reaches the others
        await by_address.press("t")
        await type_text(by_address, "hello table")
        await by_address.press("enter")
        await wait_for(host, lambda: "Bo: hello table" in screen_text(host_app), "the chat line")

        await by_address.press("r")  # the guests say they are ready, and the host starts
        await by_list.press("r")
        await wait_for(host, lambda: all(seat["ready"] for seat in lobby.lobby["seats"][1:3]),
                       "both guests ready")
        t0 = time.perf_counter()
        await host.press("s")
        for pilot in (host, by_address, by_list):
            await wait_table(pilot)
        await play_until_round_over([host, by_address, by_list])
        print("play", time.perf_counter() - t0)
        for pilot in (host, by_address, by_list):
            await wait_for(pilot, lambda p=pilot: "Match over" in screen_text(p.app),
                           "the match results")
            text = screen_text(pilot.app)
            assert "won the match" in text
            assert "Fair deal: checked" in text


def test_the_join_list_says_what_a_table_waits_for() -> None:
    """A lobby with every seat taken waits for its start, not for players ("waiting for players ·
    full"), nor is it "about to start" while nobody is ready."""
    from net.discovery import TableInfo
    from net.protocol import PROTOCOL_VERSION
    from unotui.screens.join import table_line

    def info(taken: int, phase: str) -> TableInfo:
        return TableInfo(name="Den", host="127.0.0.1", port=7152, proto=PROTOCOL_VERSION,
                         seats=4, taken=taken, phase=phase, password=False,
                         service="Den._unotui._tcp.local.")

    assert table_line(info(2, "lobby")).endswith("2/4 seats · waiting for players")
    assert table_line(info(4, "lobby")).endswith("4/4 seats · full: not started yet")
    assert table_line(info(4, "playing")).endswith("4/4 seats · playing · full")


async def test_tables_found_later_go_below_and_enter_joins_the_row_that_stands_out() -> None:
    """Found by a play-tester: sorted by name, tables opening later went above the one found
    first, the cursor stayed on that one (now third), and Enter joined a table nobody chose."""
    from collections.abc import Awaitable, Callable

    from textual.widgets import OptionList

    from net.discovery import TableInfo
    from net.protocol import PROTOCOL_VERSION
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen

    def info(name: str, port: int) -> TableInfo:
        return TableInfo(name=name, host="127.0.0.1", port=port, proto=PROTOCOL_VERSION,
                         seats=4, taken=1, phase="lobby", password=False,
                         service=f"{name}._unotui._tcp.local.")

    found: list[Callable[[str, Any], None]] = []

    async def browser(on_change: Callable[[str, Any], None]) -> Callable[[], Awaitable[None]]:
        found.append(on_change)
        on_change("added", info("SSHtable", 1))

        async def stop() -> None:
            pass
        return stop

    app = make_app(lambda: [JoinScreen(browse=browser, name="Gus")], ascii_only=False,
                   animations=False)
    async with app.run_test(size=(80, 24)) as pilot:
        join = await wait_screen(pilot, JoinScreen)
        await wait_for(pilot, lambda: "SSHtable" in screen_text(app), "the first table")
        found[0]("added", info("Friday", 2))
        found[0]("added", info("Saturday", 3))
        found[0]("added", info("SSHtable", 1))  # (an update keeps its row)
        await wait_for(pilot, lambda: "Saturday" in screen_text(app), "the later tables")
        assert [t.name for t in join.listed_tables()] == ["SSHtable", "Friday", "Saturday"]
        rows = [line for line in screen_text(app).splitlines() if "127.0.0.1:" in line]
        assert "SSHtable" in rows[0] and "Saturday" in rows[-1]
        assert join.query_one("#tables", OptionList).highlighted == 0  # the top row
        await pilot.press("down")
        assert join.query_one("#tables", OptionList).highlighted == 1
        found[0]("added", info("Sunday", 4))  # a newcomer does not move the cursor's table
        await wait_for(pilot, lambda: "Sunday" in screen_text(app), "one more table")
        assert join.query_one("#tables", OptionList).highlighted == 1


async def test_a_table_listed_again_gets_the_cursor_back_and_a_kept_seat_is_found_first(
        tmp_path: Any, monkeypatch: Any) -> None:
    """ux31 #3: two tables of one name; the host of the friend's table restarted, its row went
    and came back last, and the cursor stayed on the stranger's table, where Enter went. The
    cursor goes back to the table the player was on; with no choice made, it starts on the
    table that keeps the player's seat."""
    from collections.abc import Awaitable, Callable

    from textual.widgets import OptionList

    from net.discovery import TableInfo
    from net.protocol import PROTOCOL_VERSION
    from unotui import kept_seats

    monkeypatch.setenv("UNOTUI_CONFIG_DIR", str(tmp_path))

    def info(port: int) -> TableInfo:
        return TableInfo(name="Friday table", host="127.0.0.1", port=port,
                         proto=PROTOCOL_VERSION, seats=4, taken=4, phase="playing",
                         password=False, service=f"Friday table {port}._unotui._tcp.local.")

    found: list[Callable[[str, Any], None]] = []

    async def browser(on_change: Callable[[str, Any], None]) -> Callable[[], Awaitable[None]]:
        found.append(on_change)

        async def stop() -> None:
            pass
        return stop

    kept_seats.keep("127.0.0.1:7621", "Gus", "f" * 32)
    app = make_app(lambda: [JoinScreen(browse=browser, name="Gus")], ascii_only=False,
                   animations=False)
    async with app.run_test(size=(100, 24)) as pilot:
        join = await wait_screen(pilot, JoinScreen)
        await wait_for(pilot, lambda: bool(found), "browsing")
        found[0]("added", info(7620))
        found[0]("added", info(7621))
        options = join.query_one("#tables", OptionList)
        await wait_for(pilot, lambda: options.option_count == 2, "two tables")
        assert options.highlighted == 1  # (the one that keeps Gus's seat)
        assert "your seat is kept" in str(options.get_option_at_index(1).prompt)
        await pilot.press("up")  # Gus chooses the other one
        await pilot.pause()
        assert options.highlighted == 0
        found[0]("added", info(7621))  # (an mDNS refresh of the other, in the same tick,
        found[0]("removed", info(7620))  # as its host restarts: review31 #4)...
        await wait_for(pilot, lambda: options.option_count == 1, "one table")
        found[0]("added", info(7620))  # ...and it is listed again, last
        await wait_for(pilot, lambda: options.option_count == 2, "two tables again")
        await pilot.pause()
        assert options.get_option_at_index(options.highlighted).id == \
            "Friday table 7620._unotui._tcp.local."
