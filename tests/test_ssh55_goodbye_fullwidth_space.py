"""ssh55 (small): the door's goodbye to a visitor with no seat or table of their own (at the
menu, in a game against bots) is one line, "The game server is closing. Thanks for playing!";
in Chinese it reads "游戏服务器正在关闭。 谢谢参与！" — a space after the full-width "。",
which unotui.i18n.spaced exists to leave out ("你上次出手以来：" goes on at once).

By hand: serve-ssh --bind 127.0.0.1 --port P; LANG=zh_CN.UTF-8 ssh -tt -o SendEnv=LANG -p P
x@127.0.0.1, press p; Ctrl-C the door. Cause: unotui/ssh/session.py closing_farewell,
f"\\r\\n{closing} {thanks}\\r\\n"."""

from __future__ import annotations

from unotui.i18n import speaking
from unotui.ssh.session import closing_farewell


def test_the_chinese_one_line_goodbye_has_no_space_after_a_full_stop() -> None:
    with speaking("zh_CN"):
        text = closing_farewell()
    assert "游戏服务器正在关闭" in text
    assert "。 " not in text, repr(text)


def test_the_english_one_line_goodbye_keeps_its_space() -> None:
    with speaking("en"):
        assert "closing. Thanks" in closing_farewell()
