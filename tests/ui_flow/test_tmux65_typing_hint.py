"""tmux65: at 60x20, after a message too long for the small chat box (cut with "…"), t opens
the chat line there, whose border then reads "Chat: typing…" above and "L: the whole chat"
below — but L now types an "L" into the message: the hint names a key that does something else
while typing (the log's "L: history" beside it too). Low: a stranger tries L and gets a letter."""

from __future__ import annotations

from flow_kit import screen_text


async def test_tmux65_no_l_hint_while_typing_a_chat_message() -> None:
    from unotui.app import build_app

    app = build_app(lang="en", ascii_only=False, bots=3, seed=3, bot_delay=0)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause(0.5)
        await pilot.press("t", *"hellothereThisIsAVeryLongMessageIndeed", "enter")
        await pilot.pause(0.5)
        await pilot.press("t")
        await pilot.pause(0.3)
        await pilot.press("a", "b", "L")
        await pilot.pause(0.3)
        text = screen_text(app)
        assert "abL" in text, text  # (L was typed: it is part of the message)
        chat_rows = [line for line in text.splitlines() if "typing" in line or "abL" in line]
        box = text.splitlines()
        bottom = next(i for i, line in enumerate(box) if "abL" in line) + 1
        assert "L: the whole chat" not in box[bottom], "\n".join([*chat_rows, box[bottom]])
