"""newbie60 #5: Ctrl+O on a Host form without a table name said "Give the table a name." — and
the line stayed, red, after the player typed one, until the next Ctrl+O. A refusal now goes as
soon as the form is mended, or gives way to the next reason; nothing is said before Ctrl+O."""

from __future__ import annotations

from flow_kit import press, wait_for, wait_screen
from textual.widgets import Input, Static

from unotui.launch import make_app
from unotui.screens.host_setup import HostSetupScreen


def status(form: HostSetupScreen) -> str:
    return str(form.query_one("#host-status", Static).render())


async def test_the_host_forms_refusal_goes_once_the_form_is_mended() -> None:
    app = make_app(lambda: [HostSetupScreen()], ascii_only=False, animations=False)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await wait_screen(pilot, HostSetupScreen)
        name = form.query_one("#table-name", Input)
        port = form.query_one("#port", Input)
        port.value = "x"  # (a second thing wrong, said only once the first is mended)
        name.value = ""
        await pilot.pause(0.1)
        assert "Give the table a name." not in status(form)  # (not before Ctrl+O)
        name.focus()
        await press(pilot, "ctrl+o")
        await wait_for(pilot, lambda: "Give the table a name." in status(form), "the refusal")
        await press(pilot, "D", "e", "n")
        await wait_for(pilot, lambda: "The port must be a number" in status(form),
                       "the next reason")
        assert form.query_one("#host-status").has_class("-error")
        port.value = "0"
        await wait_for(pilot, lambda: "open it with Ctrl+O" in status(form), "the refusal gone")
        assert not form.query_one("#host-status").has_class("-error")
        assert isinstance(app.screen, HostSetupScreen)  # (mending the form opens nothing)
