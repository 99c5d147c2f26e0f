"""ux31 #6: in the rules form, one stray arrow key on the preset (→ house, ← back) threw away
the host's edits (hand size 5, target 50) without a word. Choosing another preset over options
changed by hand says it undid them, and choosing their preset again brings them back."""

from __future__ import annotations

from flow_kit import choose, screen_text, wait_for, wait_screen

from core.rules import preset
from unotui.launch import make_app
from unotui.screens.host_setup import HostSetupScreen
from unotui.widgets.rules_form import RulesForm


async def test_a_preset_chosen_by_mistake_gives_the_edits_back() -> None:
    app = make_app(lambda: [HostSetupScreen()], ascii_only=False, animations=False)
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_screen(pilot, HostSetupScreen, "the Host form")
        form = app.screen.query_one(RulesForm)
        form.query_one("#opt-hand_size").value = "5"
        form.query_one("#opt-target_score").value = "50"
        await wait_for(pilot, lambda: form.rules().hand_size == 5
                       and form.rules().target_score == 50, "the edits")
        await choose(pilot, "rules-preset", "house")
        await wait_for(pilot, lambda: form.rules() == preset("house"), "house")
        text = " ".join(screen_text(app).split())
        assert "Your 2 changes to official are undone: choose official again to get them " \
            "back." in text, text
        await choose(pilot, "rules-preset", "official")
        await wait_for(pilot, lambda: form.rules().hand_size == 5, "the edits back")
        assert form.rules().target_score == 50
        assert "are undone" not in " ".join(screen_text(app).split())
        assert "You changed 2 options (below)." in " ".join(screen_text(app).split())


async def test_options_changed_after_a_preset_switch_are_not_told_both_ways() -> None:
    """newbie34 #12: after switching preset the target was set again by hand; the form said
    "You changed 1 option (below)." and "Your 1 change to official is undone" together."""
    app = make_app(lambda: [HostSetupScreen()], ascii_only=False, animations=False)
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_screen(pilot, HostSetupScreen, "the Host form")
        form = app.screen.query_one(RulesForm)
        form.query_one("#opt-target_score").value = "150"
        await wait_for(pilot, lambda: form.rules().target_score == 150, "the edit")
        await choose(pilot, "rules-preset", "house")
        await wait_for(pilot, lambda: "is undone" in " ".join(screen_text(app).split()), "told")
        form.query_one("#opt-target_score").value = "150"
        await wait_for(pilot, lambda: "You changed 1 option (below)." in " ".join(
            screen_text(app).split()), "the new change")
        assert "is undone" not in " ".join(screen_text(app).split())
