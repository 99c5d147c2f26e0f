"""ssh57: the Chinese idle warning of an SSH session, at 80×24 over a match, puts the number of
seconds at the end of one line and its unit on the next:

    很久没有按键了：56
    秒内按任意键，否则这个 SSH
    会话将关闭。

Read line by line, "很久没有按键了：56" ("no key pressed for a long time: 56") is a sentence
of its own, and the next begins "秒内" ("within seconds"): the time left, the one thing the
visitor must act on, is split from its unit. The toast wraps at spaces only (Rich), as the
rules form's and the settings' help lines did before they were made to wrap as Chinese does
(``unotui.widgets.lines.Wrapped``, newbie64 #3); here the line had room for 19 more cells.
Seen through the door (``host --headless --ssh PORT --idle-timeout 2``, ``ssh -o
SetEnv=LANG=zh_CN.UTF-8``, an 80×24 tmux window), on every tick of the countdown, over the
table and over its dialogs.
"""

from __future__ import annotations

import pytest


async def test_the_seconds_left_stay_with_their_unit_at_80_columns(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from unotui import i18n
    from unotui.launch import make_app

    monkeypatch.setenv("UNOTUI_SSH_IDLE_WARNING", "60")
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    before = i18n.language()
    try:
        app = make_app(lambda: [], ascii_only=False, animations=False, lang="zh_CN")
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            app.bell = lambda: None  # type: ignore[method-assign]
            await pilot.press("p")  # (a match against bots under the toast)
            for _ in range(20):
                await pilot.pause(0.1)
            app.idle_warning()
            await pilot.pause()
            note = app._idle_note
            from textual.widgets._toast import Toast
            split = []
            for left in (56, 42, 9):
                note.message = app._idle_text(left - 0.5)
                for toast in app.screen.query(Toast):
                    toast.refresh(layout=True)
                await pilot.pause()
                lines = [strip.text for strip in app.screen._compositor.render_strips()]
                row = next((line for line in lines if f"：{left}" in line), None)
                assert row is not None, "\n".join(lines)
                if f"{left} 秒" not in row:
                    split.append(row.rstrip())
            assert not split, f"the seconds end a line, their unit starts the next: {split}"
    finally:
        i18n.set_language(before)
