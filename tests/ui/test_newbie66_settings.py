"""newbie66: Rules & settings under quick keys, and its choices under the mouse."""

from __future__ import annotations

import asyncio
from pathlib import Path

from ui_testkit import wait_for

from unotui.app import build_app
from unotui.i18n import set_language


async def test_newbie66_changing_the_language_twice_quickly_does_not_crash(
        fixed_settings: Path) -> None:
    """newbie66 #1: in tmux, Rules & settings, ↓ to Language, → pressed every 0.4 s: after a
    few changes unotui stops with "unotui stopped after an internal error" — the crash report:
    NoMatches: No nodes match '#settings-status' on SettingsScreen(), from
    SettingsScreen._language -> save -> say (unotui/screens/settings.py:170). A new language
    recomposes the screen in a worker (settings.py:180 ``_redraw``); a second change handled
    while the old widgets are gone and the new not yet mounted finds no status line."""
    from unotui.screens.settings import SettingsScreen

    app = build_app(start=lambda: SettingsScreen(), lang="en", ascii_only=False)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: isinstance(app.screen, SettingsScreen))
            await pilot.pause()
            await pilot.press("down")  # theme -> language
            assert app.focused is not None and app.focused.id == "language"
            screen = app.screen
            # a busy machine (two cores shared, the menu below drawn again too): the new form
            # takes a moment to come
            mount_all = screen.mount_all

            def slow_mount_all(*args: object, **kwargs: object) -> object:
                async def later() -> object:
                    await asyncio.sleep(0.3)
                    return await mount_all(*args, **kwargs)
                return later()

            screen.mount_all = slow_mount_all  # type: ignore[method-assign]
            from unotui.widgets.rules_form import Choice

            old = app.focused
            assert isinstance(old, Choice)
            await pilot.press("right")  # English: the screen is drawn again in it
            await pilot.pause(0.1)
            assert not screen.query("#settings-status")  # (the old form gone, the new to come)
            # the second →'s change, still on its way up from the old field (bubbling through
            # the form's rows) when the old form went: it reaches the screen now
            screen.post_message(Choice.Changed(old, "zh_CN"))
            await pilot.pause(0.8)
            assert app.is_running
            assert isinstance(app.screen, SettingsScreen)
    finally:
        set_language("en")


def test_newbie66_a_crash_ends_unotui_with_a_failing_exit_status(
        fixed_settings: Path, tmp_path: Path, monkeypatch: object) -> None:
    """newbie66 #2: after the crash of #1 the shell read

        unotui stopped after an internal error. The details are in
        …/unotui-crash-20261206-114940.txt; please include that file when you report it.
        EXIT=0

    (``python -m unotui; echo EXIT=$?``): an app that stopped on an internal error ends with
    status 0, as a normal quit does, so a script, a wrapper or ``ssh host unotui && …`` takes
    it for a success. unotui/launch.py:119 (run_menu), :162, :373 and
    unotui/commands/play.py:129 return ``int(app.run() or 0)``: ``App.run`` returns the
    app's result (None after a crash); Textual keeps the failure in ``app.return_code`` (1),
    which nobody reads."""
    import pytest
    from textual.screen import Screen

    from unotui import launch
    from unotui.app import build_app

    class Broken(Screen[None]):
        def on_mount(self) -> None:
            raise RuntimeError("an internal error")

    mp: pytest.MonkeyPatch = monkeypatch  # type: ignore[assignment]
    mp.setenv("UNOTUI_CRASH_DIR", str(tmp_path))  # (a report, as a player gets)
    made: list[object] = []

    def make_app(*_args: object, **_kwargs: object) -> object:
        app = build_app(start=lambda: Broken(), lang="en", ascii_only=False)
        run = app.run
        app.run = lambda *a, **k: run(*a, headless=True, size=(80, 24), **k)  # type: ignore
        made.append(app)
        return app

    mp.setattr(launch, "make_app", make_app)
    code = launch.run_menu(None)
    assert list(tmp_path.iterdir()), "the crash report was written"
    assert made[0].return_code == 1  # type: ignore[attr-defined]
    assert code != 0


async def _tick(pilot: object, app: object, option: str) -> None:
    screen = app.screen  # type: ignore[attr-defined]
    screen.query_one(f"#opt-{option}").focus()
    await pilot.pause()  # type: ignore[attr-defined]
    await pilot.press("space")  # type: ignore[attr-defined]
    await pilot.pause(0.2)  # type: ignore[attr-defined]


async def test_newbie66_a_refused_rule_combination_is_said_whole_at_80_columns(
        fixed_settings: Path) -> None:
    """newbie66 #6: Rules & settings at 80x24, Jump-in off, "Jump-in stacks" ticked: the status
    line reads

         These rules cannot be used: Jump-in stacks needs Jump-in on. They were not

    and stops there — "kept." is cut off at the right edge: the sentence is 81 cells and the
    status line (unotui/screens/settings.py:86, ``#settings-status { height: 1 }``) one
    row of 78. The word that says what happened to the change is the one lost."""
    from ui_testkit import screen_text

    from unotui.screens.settings import SettingsScreen

    app = build_app(start=lambda: SettingsScreen(), lang="en", ascii_only=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SettingsScreen))
        await _tick(pilot, app, "jump_in_stacks")
        text = screen_text(app)
        assert "These rules cannot be used" in text
        assert "They were not kept." in " ".join(line.strip() for line in text.splitlines())


async def test_newbie66_a_box_shown_ticked_after_a_refusal_is_kept_or_said_not_kept(
        fixed_settings: Path) -> None:
    """newbie66 #7: same screen, Jump-in stacks ticked (refused, #6), then Seven-O ticked: the
    form shows ``[x] Seven-O`` and the status line still speaks only of Jump-in stacks; Seven-O
    was not saved (settings.json unchanged: the form's rules as a whole cannot be used, so no
    change is kept, unotui/screens/settings.py:271 ``_rules``) — at the next start, or after
    Esc and s, Seven-O is off. A box the screen shows ticked should be saved, or be shown as
    it is kept (or the line should say that this change, too, was not kept)."""
    from unotui import settings as settings_mod
    from unotui.screens.settings import SettingsScreen

    app = build_app(start=lambda: SettingsScreen(), lang="en", ascii_only=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SettingsScreen))
        await _tick(pilot, app, "jump_in_stacks")
        await _tick(pilot, app, "seven_o")
        shown_ticked = bool(app.screen.query_one("#opt-seven_o").value)
        status = str(app.screen.query_one("#settings-status").render())
    kept = settings_mod.load().rules().to_dict().get("seven_o")
    assert shown_ticked == kept or "Seven-O" in status, (shown_ticked, kept, status)
