"""tmux64 #9: at 80 columns in ASCII the table's footer, one column short, dropped "t Chat" on
the player's turn to keep the one-column margin after "^p palette". The margin is the first
thing a short footer gives up now; where there is room it stays."""

from __future__ import annotations

from ui_testkit import ScriptedLink, app_on, footer_text, scripted_state, table_showing


async def footer_on_my_turn(width: int) -> str:
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"])
    app = app_on(link, ascii_only=True)
    async with app.run_test(size=(width, 24)) as pilot:
        state = scripted_state(jump_in=True, stacking="draw2")
        state.current = 0
        await table_showing(pilot, link, state)
        await pilot.pause()
        return footer_text(app)


async def test_at_80_columns_in_ascii_chat_keeps_its_key_and_the_palette_its_word() -> None:
    text = await footer_on_my_turn(80)
    for word in ("Left/Right Move", "Enter Play", "d Draw", "u UNO", "c Catch", "t Chat",
                 "? Help", "q Leave", "^p palette"):
        assert word in text, text
    assert text.endswith("^p palette"), text  # (its margin gave way)


async def test_where_there_is_room_the_palette_key_keeps_its_margin() -> None:
    text = await footer_on_my_turn(100)
    assert "t Chat" in text and text.endswith("^p palette "), repr(text)
