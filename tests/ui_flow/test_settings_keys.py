"""Rules & settings by keyboard: ↑/↓ move between the fields, and a tick box reads ``[x]`` or
``[ ]`` without any colour."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from flow_kit import focus_field, screen_text, wait_for, wait_screen

from unotui.launch import make_app
from unotui.screens.settings import SettingsScreen
from unotui.widgets.tickbox import TickBox


async def test_up_and_down_move_between_the_fields() -> None:
    app = make_app(lambda: [SettingsScreen()], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, SettingsScreen)
        # (it opens on the first choice, not in the name: see the test below)
        await wait_for(pilot, lambda: app.focused is not None and app.focused.id == "theme")
        order = []
        for _ in range(3):
            await pilot.press("down")
            await pilot.pause()
            order.append(app.focused.id if app.focused else None)
        assert order == ["language", "hand-order", "bots"]
        await pilot.press("up", "up", "up", "up")
        await pilot.pause()
        assert app.focused is not None and app.focused.id == "name"
        await pilot.press("down", "down")
        await pilot.pause()
        assert app.focused is not None and app.focused.id == "language"
        assert "↑↓ Move" in screen_text(app).splitlines()[-1]  # the footer says so
        # the focused field's title is drawn reversed, visible without colour too
        titles = {row.query_one(".title").id or str(row.query_one(".title").render()):
                  row.query_one(".title").rich_style.reverse
                  for row in app.screen.query(".row") if row.query(".title")}
        assert sum(bool(v) for v in titles.values()) == 1, titles


async def test_a_key_pressed_as_settings_open_never_becomes_the_name() -> None:
    """ux24 #5: the name field opened focused with its text selected, so ``?`` or ``q`` (the
    keys that open help or leave elsewhere) replaced the name and saved it. Now the screen
    opens on the theme, ``?`` shows its keys, ``q`` goes back, and the name is untouched."""
    from unotui.screens.help import HelpScreen
    from unotui.screens.menu import MenuScreen

    config = Path(os.environ["UNOTUI_CONFIG_DIR"]) / "settings.json"
    app = make_app(lambda: [MenuScreen()], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, MenuScreen)
        await pilot.press("s")
        await wait_screen(pilot, SettingsScreen)
        await pilot.press("question_mark")
        await wait_screen(pilot, HelpScreen)
        assert "move between the fields" in screen_text(app)
        await pilot.press("escape")
        await wait_screen(pilot, SettingsScreen)
        assert "Saved your name" not in screen_text(app)
        assert "? Help" in screen_text(app).splitlines()[-1]  # the footer says so
        await pilot.press("q")
        await wait_screen(pilot, MenuScreen)
        assert json.loads(config.read_text())["name"] == "Zoe"
        # the name is one ↑ away; a letter typed there adds to it, it does not replace it
        await pilot.press("s")
        await wait_screen(pilot, SettingsScreen)
        await pilot.press("up")
        await wait_for(pilot, lambda: app.focused is not None and app.focused.id == "name")
        await pilot.press("y")
        await wait_for(pilot, lambda: "Saved your name." in screen_text(app))
        await pilot.press("escape")  # (Escape leaves from the name too; q there is a letter)
        await wait_screen(pilot, MenuScreen)
    assert json.loads(config.read_text())["name"] == "Zoey"


async def test_a_letter_typed_outside_the_name_says_where_the_name_is() -> None:
    """newbie84 #7: the screen opens on the theme; a name typed there went nowhere, with no
    sign. A letter there says where names are typed, and changes nothing."""
    app = make_app(lambda: [SettingsScreen()], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, SettingsScreen)
        await wait_for(pilot, lambda: app.focused is not None and app.focused.id == "theme")
        await pilot.press("l")  # (a choice's own key: it changes the theme, no hint)
        await pilot.pause()
        assert "Letters are typed into Your name" not in screen_text(app)
        theme = str(app.focused.render())
        await pilot.press("b")
        await wait_for(pilot, lambda: "Letters are typed into Your name" in screen_text(app))
        assert app.focused.id == "theme" and str(app.focused.render()) == theme


async def test_a_target_out_of_range_is_told_in_words_and_not_kept() -> None:
    """ux24 #13: Target score 9 read "rules option 'target_score' = 9 is out of range
    50..10000", and Escape then dropped it without a word."""
    from flow_kit import replace_text

    app = make_app(lambda: [SettingsScreen()], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, SettingsScreen)
        await replace_text(pilot, "opt-target_score", "9")
        await wait_for(pilot, lambda: "Not kept" in screen_text(app), "the problem")
        status = str(app.screen.query_one("#settings-status").render())
        assert status == ("Target score must be a whole number from 50 to 10000. "
                          "Not kept: it stays 500."), status
        assert "rules option" not in screen_text(app) and "target_score" not in screen_text(app)
    saved = json.loads((Path(os.environ["UNOTUI_CONFIG_DIR"]) / "settings.json").read_text())
    assert "target_score" not in json.dumps(saved)


async def test_a_refused_number_goes_back_to_the_kept_one_as_its_field_is_left() -> None:
    """ux32 #9: the field went on showing "9" under "Not kept: it stays 500"; leaving it now
    puts 500 back and says so. While it is typed into, "1" on the way to "150" stays."""
    from flow_kit import replace_text
    from textual.widgets import Input

    app = make_app(lambda: [SettingsScreen()], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, SettingsScreen)
        await replace_text(pilot, "opt-target_score", "9")
        field = app.screen.query_one("#opt-target_score", Input)
        await wait_for(pilot, lambda: "Not kept" in screen_text(app), "the problem")
        assert field.value == "9" and field.has_focus  # (typing goes on undisturbed)
        await pilot.press("tab")
        await wait_for(pilot, lambda: field.value == "500", "the kept value back")
        await wait_for(pilot, lambda: "Target score is back to 500 (50 to 10000)."
                       in screen_text(app), "the note, with why (newbie44 #9)")
        await replace_text(pilot, "opt-target_score", "250")
        await pilot.press("tab")
        await wait_for(pilot, lambda: "Saved the default rules." in screen_text(app), "saved")
        assert field.value == "250" and "back to" not in screen_text(app)
    saved = json.loads((Path(os.environ["UNOTUI_CONFIG_DIR"]) / "settings.json").read_text())
    assert "250" in json.dumps(saved)


async def test_a_tick_box_reads_without_colour_and_its_change_is_saved(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(lambda: [SettingsScreen()], ascii_only=True, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, SettingsScreen)
        box = app.screen.query_one("#opt-jump_in", TickBox)
        app.screen.set_focus(box)  # (Tab or ↓ reach it too; 25 presses are slow to test)
        await wait_for(pilot, lambda: app.focused is box)
        await pilot.pause()
        line = next(x for x in screen_text(app).splitlines() if "Jump-in" in x)
        assert "[ ] Jump-in" in line
        # the footer names the keys, in ASCII too
        assert "Space Tick Up/Down Move Esc Back" in screen_text(app).splitlines()[-1]
        await pilot.press("space")
        await wait_for(pilot, lambda: box.value)
        await pilot.pause()
        line = next(x for x in screen_text(app).splitlines() if "Jump-in" in x)
        assert "[x] Jump-in" in line
    saved = json.loads((Path(os.environ["UNOTUI_CONFIG_DIR"]) / "settings.json").read_text())
    assert "jump_in" in json.dumps(saved)


async def test_the_preset_line_says_when_options_differ_from_it() -> None:
    """With house rules ticked over the official preset, the form must not say only "no house
    rules": it says how many options were changed, and choosing a preset again clears it."""
    from core.rules import Rules
    from unotui import settings as settings_mod

    saved = settings_mod.load()
    saved.set_rules(Rules(stacking="draw2", seven_o=True), "official")
    settings_mod.save(saved)
    app = make_app(lambda: [SettingsScreen()], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_screen(pilot, SettingsScreen)
        app.screen.query_one("#preset-help").scroll_visible(animate=False)
        await wait_for(pilot, lambda: "You changed 2 options (below)." in screen_text(app))
        box = app.screen.query_one("#opt-jump_in", TickBox)
        app.screen.set_focus(box)
        await wait_for(pilot, lambda: app.focused is box)
        await pilot.press("space")
        app.screen.query_one("#preset-help").scroll_visible(animate=False)
        await wait_for(pilot, lambda: "You changed 3 options (below)." in screen_text(app))


async def test_up_and_down_move_between_the_host_setup_fields_as_on_settings() -> None:
    """The host setup form took ↑/↓ to scroll the page (only Tab moved), unlike Settings."""
    from unotui.screens.host_setup import HostSetupScreen

    app = make_app(lambda: [HostSetupScreen()], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, HostSetupScreen)
        await wait_for(pilot, lambda: app.focused is not None and app.focused.id == "table-name")
        order = []
        for _ in range(3):
            await pilot.press("down")
            await pilot.pause()
            order.append(app.focused.id if app.focused else None)
        assert order[:2] == ["seats", "bots"] and order[2] not in (None, "bots")
        await pilot.press("up", "up")
        await pilot.pause()
        assert app.focused is not None and app.focused.id == "seats"
        assert "↑↓ Move" in screen_text(app).splitlines()[-1]  # the footer says so


async def test_the_host_form_puts_a_refused_number_back_too() -> None:
    """The Host form shares the rules form: a target of 9, left, is 500 again, and said."""
    from flow_kit import replace_text
    from textual.widgets import Input

    from unotui.screens.host_setup import HostSetupScreen

    app = make_app(lambda: [HostSetupScreen()], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, HostSetupScreen)
        await replace_text(pilot, "opt-target_score", "9")
        await wait_for(pilot, lambda: "cannot be used" in screen_text(app), "the problem")
        await pilot.press("tab")
        field = app.screen.query_one("#opt-target_score", Input)
        await wait_for(pilot, lambda: field.value == "500", "the kept value back")
        status = str(app.screen.query_one("#host-status").render())
        assert status.startswith("Target score is back to 500 (50 to 10000). Rules: "), status


async def test_the_highlighted_title_follows_the_focus_from_row_to_row() -> None:
    """ux33 #11: the title of the row with the focus is drawn in reverse; it stayed on "Theme"
    whatever row had the focus (Settings, the Host form and its rules alike)."""
    from unotui.screens.host_setup import HostSetupScreen

    def highlighted(app: Any) -> list[str]:
        return [str(label.render()) for label in app.screen.query("Label.title")
                if label.rich_style.reverse]

    app = make_app(lambda: [SettingsScreen()], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, SettingsScreen)
        await wait_for(pilot, lambda: highlighted(app) == ["Theme"], "Theme first")
        await pilot.press("up")
        await wait_for(pilot, lambda: highlighted(app) == ["Your name"], "the name's row")
        await pilot.press("down", "down")
        await wait_for(pilot, lambda: highlighted(app) == ["Language"], "the language's row")
        await focus_field(pilot, "opt-target_score")  # (a row of the rules form)
        await wait_for(pilot, lambda: highlighted(app) == ["Target score"], "a rules row")
    app = make_app(lambda: [HostSetupScreen()], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, HostSetupScreen)
        await wait_for(pilot, lambda: highlighted(app) == ["Table name"], "the table's name")
        await pilot.press("down")
        await wait_for(pilot, lambda: highlighted(app) == ["Seats"], "the seats' row")


async def test_the_host_form_sets_a_turn_timer() -> None:
    """ux33 #4: only ``host --turn-timer`` had one; a friend whose laptop slept held a table
    opened from the menu up with nothing its host could do."""
    from flow_kit import loopback_plan

    from unotui.screens.host_setup import HostSetupScreen
    from unotui.screens.lobby import LobbyScreen

    app = make_app(lambda: [HostSetupScreen(plan=loopback_plan("Timed"))], ascii_only=False,
                   animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await wait_screen(pilot, HostSetupScreen)
        await focus_field(pilot, "turn-timer")
        assert "Turn timer" in screen_text(app) and "none" in screen_text(app)
        await pilot.press("right", "right")  # none → 15 s → 30 s
        await wait_for(pilot, lambda: form.plan().extra.get("turn_timer") == 30.0, "30 s")
        await pilot.press("ctrl+o")
        lobby = await wait_screen(pilot, LobbyScreen)
        assert lobby.session.host.table.cfg.turn_timer == 30.0
        assert lobby.client.lobby["settings"]["turn_timer"] == 30.0  # (said to every player)
    # the next table starts from it, as from the last table's bots and rules (review33 #11)
    from unotui import settings as settings_mod

    assert settings_mod.load().table_turn_timer == 30.0
    app = make_app(lambda: [HostSetupScreen()], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await wait_screen(pilot, HostSetupScreen)
        await wait_for(pilot, lambda: "Turn timer" in screen_text(app), "the form")
        assert form.query_one("#turn-timer").value == 30


async def test_host_turn_timer_from_the_command_line_reaches_the_table() -> None:
    """``unotui host --turn-timer 15`` fills the form's choice, and the table it opens has it
    (the form rebuilds the plan's extras from its fields: a 15.0 from the command line was
    not one of the form's whole-second choices, and the timer was dropped)."""
    from flow_kit import hosting_app, loopback_plan

    from unotui.screens.lobby import LobbyScreen

    app = hosting_app(loopback_plan("Timed", extra={"turn_timer": 15.0}))
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen)
        assert lobby.session.host.table.cfg.turn_timer == 15.0


@pytest.mark.parametrize("form", ["settings", "host"])
async def test_a_choice_too_long_for_its_field_at_60x20_is_shortened_between_its_arrows(
        form: str) -> None:
    """newbie52 #3, ssh49 #7: at 60x20 a choice's value was cut by the field's edge with its
    closing arrow, "‹ sorted by colour, then", "‹ normal: a good, careful"; shortened between
    the arrows, never inside a word."""
    from flow_kit import loopback_plan

    from unotui.screens.host_setup import HostSetupScreen
    from unotui.widgets.rules_form import Choice

    screen: Any = SettingsScreen() if form == "settings" else HostSetupScreen(
        plan=loopback_plan("Narrow"))
    app = make_app(lambda: [screen], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(60, 20)) as pilot:
        await wait_screen(pilot, type(screen))
        await pilot.pause()
        choices = [c for c in app.screen.query(Choice) if c.size.width]
        assert choices
        for choice in choices:
            shown = str(choice.render())
            assert shown.startswith("‹ ") and shown.endswith(" ›"), shown
            assert len(shown) <= choice.size.width, (shown, choice.size.width)


async def test_a_shortened_choice_in_plain_ascii_ends_with_three_dots() -> None:
    """review57 #3: in plain ASCII the app's filter draws "…" as one ".", so a shortened choice
    read "< normal: a good. >", a sentence that seems complete: "..." there, as the log says
    it."""
    from textual.app import App, ComposeResult

    from unotui.widgets.rules_form import Choice

    class Ascii(App[None]):
        ascii_only = True
        CSS = "Choice { width: 24; height: 1; }"

        def compose(self) -> ComposeResult:
            yield Choice([("normal: a good, careful player who plans ahead", "normal")],
                         "normal")

    app = Ascii()
    async with app.run_test(size=(40, 5)) as pilot:
        await pilot.pause()
        shown = str(app.query_one(Choice).render())
    assert shown.startswith("< ") and shown.endswith("... >") and len(shown) <= 24, shown
