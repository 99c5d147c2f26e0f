"""review72: since ce9deefa, ``Rules.from_dict`` turns ``jump_in_stacks`` and
``jump_in_colored_only`` off whenever the map says ``jump_in: false``. The rules form
(unotui/widgets/rules_form.py ``RulesForm.rules``) always sends every option, ``jump_in``
included, so the form's own warning "Jump-in stacks needs Jump-in on." (``rules_problem``) can no
longer be reached: an owner who ticks "Jump-in stacks" and leaves "Jump-in" off is told
nothing, Ctrl+O is taken, and the table plays without the option the box still shows ticked."""

from __future__ import annotations

from flow_kit import hosting_app, loopback_plan, screen_text, wait_screen
from textual.widgets import Checkbox

from unotui.screens.lobby import LobbyScreen, RulesDialog


async def test_a_ticked_jump_in_stacks_without_jump_in_is_said_not_dropped() -> None:
    app = hosting_app(loopback_plan("Jumps", seats=4))
    async with app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        host = lobby.session.host
        await pilot.press("e")
        dialog = await wait_screen(pilot, RulesDialog, "the rules editor")
        box = dialog.query_one("#opt-jump_in_stacks", Checkbox)
        assert not dialog.query_one("#opt-jump_in", Checkbox).value
        box.value = True
        await pilot.pause(0.2)
        said = "needs Jump-in on" in " ".join(screen_text(app).split())
        await pilot.press("ctrl+o")
        await pilot.pause(0.5)
        ticked_but_off = app.screen is lobby and not host.table.rules.jump_in_stacks
        assert said or not ticked_but_off, (
            "'Jump-in stacks' ticked without Jump-in: nothing said, and the table took rules "
            f"without it (jump_in_stacks={host.table.rules.jump_in_stacks})")
