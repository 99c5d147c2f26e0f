"""newbie66: what a mouse and a theme do to Rules & settings and to the table's status line."""

from __future__ import annotations

from pathlib import Path

from ui_testkit import scripted_table, table_showing, wait_for

from unotui.app import build_app


async def test_newbie66_a_click_on_the_left_arrow_of_a_choice_takes_the_previous_value(
        fixed_settings: Path) -> None:
    """newbie66 #3: Rules & settings draws every choice as ``‹ atom-one-dark ›``. With the
    mouse, a click on ``‹`` takes the NEXT value, as a click on ``›`` does: in tmux (mouse on),
    Theme ``‹ atom-one-light ›``, a click on its ``‹`` read ``‹ catppuccin-frappe ›``. A player
    who went one theme too far (23 of them) clicks 22 more times round the list; Bots ``‹ 9 ›``
    one too far takes eight clicks back. unotui/widgets/rules_form.py:296 ``Choice.on_click``
    steps +1 wherever the click lands (the keys have ← for -1)."""
    from unotui.screens.settings import SettingsScreen
    from unotui.widgets.rules_form import Choice

    app = build_app(start=lambda: SettingsScreen(), lang="en", ascii_only=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SettingsScreen))
        await pilot.pause()
        bots = app.screen.query_one("#bots", Choice)
        bots.value = 5
        await pilot.pause()
        assert bots.render().startswith("‹ 5 ›")
        await pilot.click("#bots", offset=(0, 0))  # on "‹"
        await pilot.pause()
        assert bots.value == 4, bots.render()
        await pilot.click("#bots", offset=(4, 0))  # on "›" of "‹ 4 ›"
        await pilot.pause()
        assert bots.value == 5, bots.render()


def _contrast(fg: tuple[int, int, int], bg: tuple[int, int, int]) -> float:
    def lum(rgb: tuple[int, int, int]) -> float:
        def channel(v: int) -> float:
            c = v / 255
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
        r, g, b = rgb
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    high, low = sorted((lum(fg), lum(bg)), reverse=True)
    return (high + 0.05) / (low + 0.05)


async def test_newbie66_the_misplay_line_is_readable_in_the_ansi_dark_theme() -> None:
    """newbie66 #4: ``--theme ansi-dark`` (offered in Settings), a card that does not fit
    pressed twice: the status line says "G5 does not match the pile's colour, number or
    symbol." in light grey #d9d9d9 on orange #fd971f (tmux capture-pane -e:
    ``ESC[48;2;253;151;31m ESC[1mESC[38;2;217;217;217mG5 does not match…``) — a contrast of
    1.55:1, hard to read. unotui/widgets/table_info.py:734 ``StatusLine.-notice { background:
    $warning 30%; }``: an ANSI theme's ``ansi_yellow`` 30% comes out a solid orange, and the
    text keeps the theme's light foreground. The other themes Settings offers give this line
    3.3:1 or more (solarized-light 3.3, atom-one-dark 3.5, classic 7.7; ansi-light draws it in
    the terminal's own foreground on ESC[101m)."""
    from textual.color import Color as TColor

    from unotui.widgets.table_info import StatusLine

    state, link, app = scripted_table({0: ["R1", "G5"], 1: ["Y1"], 2: ["G2"], 3: ["B1"]}, "R9",
                                      current=0, app={"theme": "ansi-dark"})
    async with app.run_test(size=(80, 24)) as pilot:
        await table_showing(pilot, link, state)
        await pilot.press("2", "2")  # G5, twice: it does not fit
        status = app.screen.query_one(StatusLine)
        await wait_for(pilot, lambda: status.has_class("-notice"))
        await pilot.pause()
        strips = app.screen._compositor.render_strips()
        row = status.region.y
        worst = 21.0
        for segment in strips[row]:
            style = segment.style
            if segment.text.strip() and style and style.color and style.bgcolor:
                fg = TColor.from_rich_color(style.color).rgb
                bg = TColor.from_rich_color(style.bgcolor).rgb
                worst = min(worst, _contrast(fg, bg))
        assert "does not" in strips[row].text, strips[row].text
        assert worst >= 3.0, (worst, strips[row].text)


async def test_newbie66_the_help_scrollbar_shows_on_a_16_colour_terminal(
        monkeypatch: object) -> None:
    """newbie66 #8: ``TERM=xterm`` (16 colours, COLORTERM unset), classic theme, ``?`` at the
    table: the help is longer than the screen, and its scrollbar's thumb is sent as
    ``ESC[7mESC[30m▂▂`` on the help's black (ESC[40m): the thumb's colour (#123e17) and the
    track's (#001506) both come down to ANSI black, so on a dark terminal there is no
    scrollbar to see (tmux capture-pane -e). The same on the Host form (its ``▄▄``). The
    thumb needs a colour that stays apart from its track in 16 colours."""
    import pytest
    from rich.color import ColorSystem

    mp: pytest.MonkeyPatch = monkeypatch  # type: ignore[assignment]
    mp.delenv("COLORTERM", raising=False)
    mp.setenv("TERM", "xterm")
    state, link, app = scripted_table({0: ["R1", "G5"], 1: ["Y1"], 2: ["G2"], 3: ["B1"]}, "R9",
                                      current=0, app={"theme": "classic"})
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.console.color_system == "standard"
        await table_showing(pilot, link, state)
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: type(app.screen).__name__ == "HelpScreen")
        await pilot.pause(0.3)
        strips = app.screen._compositor.render_strips()
        thumb = []  # (the thumb: two cells of a block, "▂▂", left of the help's frame)
        for strip in strips:
            x = 0
            for segment in strip:
                text = segment.text
                if x >= 70 and len(text) == 2 and set(text) <= set("▁▂▃▄▅▆▇█") \
                        and segment.style:
                    thumb.append(segment.style)
                x += len(text)
        assert thumb, "a thumb is drawn"
        style = thumb[0]
        fg = style.color.downgrade(ColorSystem.STANDARD).number
        bg = style.bgcolor.downgrade(ColorSystem.STANDARD).number
        assert fg != bg, (style.color, style.bgcolor, fg, bg)
