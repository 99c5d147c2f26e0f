"""A Chinese notice with a title wraps as Chinese does, as an untitled one does (review77's
suspicion after ssh57 #5: Textual wraps a notice at spaces only, and a number ended one line
while its unit began the next)."""

from __future__ import annotations

from textual.widgets._toast import Toast

from unotui.launch import make_app


async def test_a_titled_chinese_notice_keeps_a_number_with_its_unit() -> None:
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="zh_CN")
    split: list[str] = []
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        for pad in range(0, 24, 3):
            app.clear_notifications()
            words = "连接" * pad + f"断开了，{40 + pad} 秒后再试；按 r 马上重试。"
            app.notify(words, title="连接", timeout=30)
            await pilot.pause()
            await pilot.pause()
            toast = app.screen.query(Toast).last()
            lines = [strip.text for strip in app.screen._compositor.render_strips()]
            assert any("连接" in line for line in lines), "\n".join(lines)
            row = next((line for line in lines if f"{40 + pad}" in line), None)
            assert row is not None, "\n".join(lines)
            if f"{40 + pad} 秒" not in row:
                split.append(row.rstrip())
            assert toast.region.width > 0
    assert not split, f"a number ends a line, its unit starts the next: {split}"
