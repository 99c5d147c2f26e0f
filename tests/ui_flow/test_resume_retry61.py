"""review61 #1: a resumed table whose opening failed (its port in use) could not be opened
again from the same plan. The failed opening's table wrote its journal's ``resumed`` line as it was
made (Table._resume), and the retry's Journal.open then finds the file grown since the plan's
load: "was written by another table since it was read". The Host form keeps the plan after
the error (review38 #1: the match stays resumable), so its Ctrl+O again is refused the same
way, and the host was told of "another table" that never was. The lines a table writes as it
opens (``resumed``, ``listen``) change nothing of the match: the same plan opens it again."""

from __future__ import annotations

import socket

from flow_kit import hosting_app, loopback_plan, screen_text, wait_for, wait_screen, wait_table

from unotui.screens.lobby import LobbyScreen
from unotui.screens.table import TableScreen


async def _waiting_match() -> tuple[object, int]:
    from unotui.tables import waiting_match

    first = hosting_app(loopback_plan("Moved", seats=2, bots=1, bot_delay=3600.0))
    async with first.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        await pilot.press("s")
        await wait_table(pilot)
        port = lobby.session.host.address[1]
        lobby.session.host.table.went_away = True  # (its app stopped by a signal)
    found = waiting_match()
    assert found is not None and found.table == "Moved"
    return found, port


async def _resume_plan_with_its_port_taken() -> tuple[object, socket.socket]:
    """``host --resume`` of the waiting match, as the app plans it, and a socket listening on
    the port it listened on (the caller closes it)."""
    from unotui.cli import build_parser
    from unotui.commands.host import resume_where
    from unotui.launch import plan_from_args

    found, port = await _waiting_match()
    taken = socket.socket()
    taken.bind(("127.0.0.1", port))
    taken.listen()
    args = build_parser().parse_args(["host", "--no-advertise", "--resume", str(found.path)])
    assert resume_where(args) is None
    plan = plan_from_args(args, "Zoe")
    assert (plan.bind, plan.port) == ("127.0.0.1", port)
    return plan, taken


async def test_host_table_again_after_a_port_in_use_resumes_the_match() -> None:
    from unotui.tables import HostingError, host_table

    plan, taken = await _resume_plan_with_its_port_taken()
    try:
        try:
            await host_table(plan, "Zoe")
            raise AssertionError("opened on a port in use")
        except HostingError:
            pass
    finally:
        taken.close()  # (the port is free again: the same plan, once more)
    try:
        session = await host_table(plan, "Zoe")
    except HostingError as exc:
        raise AssertionError(f"the retry was refused: {exc}") from None
    session.host.table.went_away = True
    await session.close()


async def test_the_host_forms_ctrl_o_again_after_a_port_in_use_resumes_the_match() -> None:
    plan, taken = await _resume_plan_with_its_port_taken()
    app = hosting_app(plan)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_for(pilot, lambda: "in use" in " ".join(screen_text(app).split()),
                           "the port in use, said")
            taken.close()
            await pilot.press("ctrl+o")
            await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                           or "since it was read" in " ".join(screen_text(app).split()),
                           "an answer")
            text = " ".join(screen_text(app).split())
            assert isinstance(app.screen, TableScreen), text[-500:]  # (its match, under way)
    finally:
        taken.close()
