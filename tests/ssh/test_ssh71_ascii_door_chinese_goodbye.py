"""ssh71 #2: a door started with ``--ascii`` (``serve-ssh --ascii``, ``host --ascii --ssh``)
and a visitor whose client sends ``LANG=zh_CN.UTF-8``. In the game the visitor reads Chinese
(the --ascii game draws its boxes and symbols in ASCII and keeps the words), but every word the
door itself writes — its goodbye, its refusals — is first put in Chinese (the visitor's
language: ``GameSession.language``) and then spelled in ASCII (``plain_words``, ssh59 #7), where
a Chinese character has no look-alike: the visitor reads only question marks,
"??????????????????????????????" for "游戏服务器正在关闭。谢谢参与！" when the door stops, and the
same for a refused session. Either the words stay Chinese (the terminal is UTF-8, as the game
shows) or the door speaks English when it must write ASCII — never a line of "?".

Seen with OpenSSH in tmux: ``unotui serve-ssh --ascii --bind 127.0.0.1 --port P --table T``,
``LANG=zh_CN.UTF-8 ssh -o SendEnv=LANG -p P asc@127.0.0.1``, then the door stopped (SIGTERM):
the terminal showed a line of 30 "?" and "Connection to 127.0.0.1 closed."."""

from __future__ import annotations

from pathlib import Path

from ssh_kit import connect, open_door, plain, play_session

ZH = {"LANG": "zh_CN.UTF-8"}


def readable(text: str) -> bool:
    """Words, not runs of question marks standing for characters ASCII has no look-alike for
    (a Chinese character is "??": two columns)."""
    return "????" not in text


async def test_a_refusal_at_an_ascii_door_is_readable_for_a_chinese_visitor(
        tmp_path: Path) -> None:
    async with open_door(tmp_path, extra_args=("--ascii",)) as opened, \
            connect(opened.port, username="wang") as conn:
        proc = await conn.create_process(env=ZH, encoding=None)  # (no terminal: refused)
        out = await proc.stdout.read()
        err = await proc.stderr.read()
        await proc.wait_closed()
        said = (out + err).decode("utf-8", "replace")
        assert proc.exit_status == 1
        assert readable(said), said


async def test_the_closing_door_says_goodbye_readably_to_a_chinese_visitor(
        tmp_path: Path) -> None:
    async with open_door(tmp_path, extra_args=("--ascii",)) as opened:
        conn = await connect(opened.port, username="wang")
        screen = await play_session(conn, env=ZH)
        await screen.until("大厅")  # (the lobby, in Chinese: the game keeps the words)
        await opened.door.close()
        raw = await screen.rest()
        conn.close()
        goodbye = plain(raw.rsplit(b"\x1b[?1049l", 1)[-1]).strip()
        assert goodbye, plain(raw)[-300:]
        assert readable(goodbye), goodbye
