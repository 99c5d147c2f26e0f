"""newbie76 #5: ``unotui join --text --lang zh_CN HOST:PORT`` (the language saved as 简体中文 too)
prints the text client in English — "Joined as 韩梅梅 (seat 1).", "commands: <number> play
that action · d draw …", "== 测试桌 (lobby) seats: 1: 韩梅梅 (not ready) …", "Dealer draw: you
GD, Ana G8 …", "[4] draw", "[6] catch Bo". ``join --help`` offers ``--lang LANG  language: en,
zh_CN`` and the README says ``--lang`` works "with every command that shows the game (python3
run.py join --lang zh_CN …)"; the flag is taken and does nothing. Either the text client speaks
the chosen language (the app's catalogue has these phrases: 大厅, 座位, 摸牌定发牌人…) or
``--text`` says it is English only."""

from __future__ import annotations

import pytest

from unotui.commands import join


def test_newbie76_the_text_client_speaks_the_chosen_language(
        chinese: None, capsys: pytest.CaptureFixture[str]) -> None:
    join._show({"t": "lobby", "table": "测试桌", "phase": "lobby", "seats": [
        {"name": "韩梅梅", "kind": "human"}, {"name": "Ana", "kind": "bot"}]}, [])
    out = capsys.readouterr().out
    assert "seats:" not in out and "(lobby)" not in out, out
    assert "commands:" not in join.HELP, join.HELP
