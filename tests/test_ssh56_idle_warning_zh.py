"""ssh56: the SSH door's idle warning in Chinese lost characters on the table screen.

Seen through the door (ssh -o SetEnv=LANG=zh_CN.UTF-8, a 132x43 window, a match under way, two
minutes' idle timeout): the toast read "很久没有按键了：23     按任意键，否则这个 SSH" — "秒内" (the
"seconds" of "23 秒内") was drawn as blanks, on every tick of the countdown. Textual's compositor
divides each screen line at the edges of the widgets under the toast (``Compositor.cuts``) and
``Strip.divide`` turns a wide character cut in two into spaces; the countdown's digits shift the
Chinese characters after them onto those edges. The words a player must act on within seconds
should be whole on screen.
"""

from __future__ import annotations

import pytest


async def test_the_chinese_idle_warning_is_drawn_whole_over_a_match(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from textual.widgets._toast import Toast

    from unotui import i18n
    from unotui.launch import make_app

    monkeypatch.setenv("UNOTUI_SSH_IDLE_WARNING", "60")
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")  # (what the visitor's ssh sent)
    monkeypatch.delenv("LC_ALL", raising=False)
    before = i18n.language()
    try:
        app = make_app(lambda: [], ascii_only=False, animations=False, lang="zh_CN")
        async with app.run_test(size=(132, 43), notifications=True) as pilot:
            app.bell = lambda: None  # type: ignore[method-assign]
            await pilot.press("p")  # (a match against bots: the table screen under the toast)
            for _ in range(20):
                await pilot.pause(0.1)
            app.idle_warning()  # (one toast; its words change each second, as _idle_tick does)
            await pilot.pause()
            note = app._idle_note
            missing = []
            for left in range(59, 0, -1):
                note.message = app._idle_text(left - 0.5)
                for toast in app.screen.query(Toast):
                    toast.refresh(layout=True)
                await pilot.pause()
                shown = "".join(strip.text for strip in
                                app.screen._compositor.render_strips()).replace(" ", "")
                want = note.message.replace(" ", "")
                pieces = [want[:12], want[12:24]]  # (the first line's words, spaces aside)
                if not all(piece in shown for piece in pieces):
                    missing.append((left, note.message))
            assert not missing, f"{len(missing)} of 59 warnings drawn with blanks: {missing[:3]}"
    finally:
        i18n.set_language(before)
