"""The door's own words reach each visitor in the language they read: their terminal's locale
(LANG… sent by their ssh) or the language they chose in the session's settings. The door speaks
its host's language otherwise, and sent a Chinese visitor off in English (ssh39)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from ssh_kit import connect, no_session_left, open_door, play_session, restored_before, with_limits

from unotui.i18n import language, speaking
from unotui.ssh.session import Farewell, visitor_language

CHINESE = {"LANG": "zh_CN.UTF-8"}


async def test_closing_the_door_says_goodbye_to_each_visitor_in_their_language(
        tmp_path: Path) -> None:
    async with open_door(tmp_path) as opened:
        async with connect(opened.port, username="li") as li_conn, \
                connect(opened.port, username="zoe") as zoe_conn:
            li = await play_session(li_conn, env=CHINESE)
            zoe = await play_session(zoe_conn)
            await li.until("SSH test table")
            await zoe.until("Lobby of SSH test table")
            words = "SSH test table was closed by its host."
            closing = asyncio.create_task(opened.door.close(words))
            await asyncio.gather(li.rest(), zoe.rest())
            await closing
            assert restored_before(li.raw, "游戏服务器正在关闭。".encode())
            assert "谢谢参与！".encode() in li.raw and b"server is closing" not in li.raw
            assert words.encode() in li.raw  # (the table's words are the host's own)
            assert restored_before(zoe.raw, b"The game server is closing.")
            assert "游戏服务器".encode() not in zoe.raw
        await no_session_left(opened.door)


async def test_a_full_door_tells_a_chinese_visitor_in_chinese(tmp_path: Path) -> None:
    async with open_door(tmp_path, limits=with_limits(max_sessions=1)) as opened:
        async with connect(opened.port, username="first") as first:
            screen = await play_session(first)
            await screen.until("Lobby of SSH test table")
            async with connect(opened.port, username="li") as second:
                late = await play_session(second, env=CHINESE)
                text = (await late.rest()).decode()
                assert "游戏服务器现在已满" in text and "full right now" not in text
        await no_session_left(opened.door)


def test_the_language_chosen_in_the_sessions_settings_wins_over_the_terminals(
        tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(json.dumps({"language": "zh_CN"}))
    assert visitor_language(str(tmp_path), {"LANG": "en_US.UTF-8"}) == "zh_CN"
    (tmp_path / "settings.json").write_text(json.dumps({"language": None}))
    assert visitor_language(str(tmp_path), CHINESE) == "zh_CN"
    assert visitor_language(str(tmp_path), {"LANG": "en_US.UTF-8"}) == "en"
    (tmp_path / "settings.json").write_text("{not json")
    assert visitor_language(str(tmp_path), {"LC_ALL": "zh_CN.UTF-8"}) == "zh_CN"
    assert visitor_language(None, {"LANG": "fr_FR.UTF-8"}) == "en"  # (not shipped: English)


def test_a_goodbye_in_chinese_leaves_the_door_in_its_own_language() -> None:
    before = language()
    with speaking("zh_CN"):
        idle = Farewell("idle", seconds=1800).text()
        crash = Farewell("crash").text()
    assert "30 分钟没有按键" in idle and "游戏意外停止" in crash
    assert language() == before
    with speaking("en"):
        assert "Closed after 30 minutes without a key press." in Farewell("idle", seconds=1800).text()


def test_the_tables_closing_words_are_in_each_visitors_language() -> None:
    """ssh46 #4: a Chinese visitor's goodbye held the host's English closing words ("Its match
    can go on: … connect again as you did …") between its Chinese lines: the door is given what
    writes them, and each goodbye writes them in its visitor's language."""
    from unotui.connection import closed_text

    notice = {"reason": "shutdown", "table": "Den", "resumable": True, "rounds": 1,
              "scores": [10, 0], "names": ["Ann", "Bo"]}
    goodbye = Farewell("closing", lambda: closed_text(notice, ssh=True, everyone=True))
    with speaking("zh_CN"):
        chinese = goodbye.text()
    with speaking("en"):
        english = goodbye.text()
    assert "游戏服务器正在关闭" in chinese and "这场比赛还能继续" in chinese, chinese
    assert "Its match can go on" not in chinese, chinese
    assert "Its match can go on" in english and "Den stopped: its host's app ended." in english


def test_a_goodbye_in_another_thread_leaves_the_hosts_app_alone() -> None:
    """review40 #3: with ``host --ssh`` the door runs in its own thread beside the host's app;
    a visitor's goodbye switched the whole process's language meanwhile, and put the old one
    back over the host's own change."""
    import threading

    from unotui.i18n import _, set_language

    before = language()
    set_language("en")
    inside, done = threading.Event(), threading.Event()
    said: list[str] = []

    def goodbye() -> None:
        with speaking("zh_CN"):
            inside.set()
            done.wait(10)
            said.append(_("Thanks for playing!"))

    door = threading.Thread(target=goodbye)
    door.start()
    try:
        assert inside.wait(10)
        assert _("Thanks for playing!") == "Thanks for playing!"  # (the host's app: English)
        set_language("zh_CN")  # (the host switches meanwhile: it stays switched)
    finally:
        done.set()
        door.join(10)
    try:
        assert said == ["谢谢参与！"] and language() == "zh_CN"
    finally:
        set_language(before)


def test_a_chinese_choice_kept_for_a_terminal_that_can_is_no_goodbye_where_it_cannot(
        tmp_path: Path) -> None:
    """review56 #2: the settings keep 中文 "for a terminal that can" where the app speaks
    English (a locale that is not UTF-8, the Linux console), and the door's own words took
    that choice as it was: a visitor the app spoke English to was sent off in Chinese, which
    their terminal shows as "??"."""
    (tmp_path / "settings.json").write_text(json.dumps({"language": "zh_CN"}))
    assert visitor_language(str(tmp_path), {"LANG": "C"}) == "en"
    assert visitor_language(str(tmp_path), {"LANG": "zh_CN.GB18030"}) == "en"
    assert visitor_language(str(tmp_path), CHINESE, "linux") == "en"
    assert visitor_language(str(tmp_path), CHINESE, "xterm-256color") == "zh_CN"


async def test_a_linux_console_visitor_with_a_chinese_locale_is_sent_off_in_english(
        tmp_path: Path) -> None:
    """The same end to end: from the Linux console (TERM=linux) with LANG=zh_CN.UTF-8 the app
    speaks English, and so does the door's goodbye."""
    async with open_door(tmp_path) as opened:
        async with connect(opened.port, username="li") as conn:
            li = await play_session(conn, term="linux", env=CHINESE)
            await li.until("Lobby of SSH test table")
            closing = asyncio.create_task(opened.door.close("SSH test table was closed."))
            await li.rest()
            await closing
            assert b"The game server is closing." in li.raw, li.raw[-600:]
            assert "游戏服务器".encode() not in li.raw
        await no_session_left(opened.door)
