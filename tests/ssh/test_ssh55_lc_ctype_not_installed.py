"""ssh55: a visitor whose client sends ``LANG=C`` with ``LC_CTYPE=<a UTF-8 locale>`` — the
classic "English messages, UTF-8 terminal" setup; the C library reads the encoding from
``LC_CTYPE`` before ``LANG`` — gets the game in plain ASCII (and, with ``LANGUAGE=zh_CN``, in
English) when that UTF-8 locale is not installed on the server, while the door itself reads
the locale as Unicode: it adds no ``--ascii`` and says its goodbye in Chinese. docs/SSH.md
promises ASCII only "when the locale their client sends is not UTF-8 ... read from what the
client sent, even when that locale is not installed here".

Over OpenSSH (this machine has only C, C.UTF-8 and POSIX installed):

    serve-ssh --bind 127.0.0.1 --port P
    LANG=C LC_CTYPE=zh_CN.UTF-8 LANGUAGE=zh_CN \\
        ssh -tt -o SendEnv=LANG -o SendEnv=LC_CTYPE -o SendEnv=LANGUAGE -p P x@127.0.0.1

draws the menu with ``+---+`` and in English ("(p) Play against bots"); Ctrl-C the door and
the goodbye reads "游戏服务器正在关闭。 谢谢参与！".

Cause: the session's Python coerces a ``C`` locale (PEP 538): ``LC_CTYPE=zh_CN.UTF-8`` does not
load here, so the C library falls back to ``C`` and Python overwrites ``LC_CTYPE`` with
``C.UTF-8`` in the session's environment before unotui runs; ``unotui.i18n.terminal_locale``
then drops that value as Python's own, and ``locale_is_unicode`` falls back to ``LANG=C``.
The door (``GameSession._spawn`` / ``visitor_language``) reads the client's values as sent.
(``child_env`` could set ``PYTHONCOERCECLOCALE=0``, or the door decide Unicode for the game.)
"""

from __future__ import annotations

import asyncio
import locale
from pathlib import Path

import pytest
from ssh_kit import connect, no_session_left, open_door, plain, play_session


def _installed(name: str) -> bool:
    saved = locale.setlocale(locale.LC_CTYPE)
    try:
        locale.setlocale(locale.LC_CTYPE, name)
        return True
    except locale.Error:
        return False
    finally:
        locale.setlocale(locale.LC_CTYPE, saved)


UTF8_CTYPE = "zh_CN.UTF-8"
CLIENT = {"LANG": "C", "LC_CTYPE": UTF8_CTYPE, "LANGUAGE": "zh_CN"}

pytestmark = pytest.mark.skipif(_installed(UTF8_CTYPE),
                                reason=f"{UTF8_CTYPE} is installed here: no coercion to show")


async def _menu(tmp_path: Path, env: dict[str, str]) -> tuple[str, bytes]:
    """What the menu door's main menu draws for a visitor sending ``env``, and the bytes the
    session wrote until the door closed it."""
    async with open_door(tmp_path, target=False) as d:
        async with connect(d.port, "lcz") as conn:
            screen = await play_session(conn, env=env)
            text = await screen.until("(q)")
            await asyncio.sleep(1.0)  # (the whole menu drawn)
            text = plain(screen.raw)
            await d.door.close()
            raw = await screen.rest()
        await no_session_left(d.door)
    return text, raw


async def test_a_utf8_lc_ctype_with_lang_c_draws_unicode(tmp_path: Path) -> None:
    """The encoding is ``LC_CTYPE``'s (UTF-8): the game draws its boxes, as it does for the
    same client on a server where that locale is installed."""
    text, _ = await _menu(tmp_path, {"LANG": "C", "LC_CTYPE": UTF8_CTYPE})
    assert "╭" in text or "│" in text, text[-1500:]


async def test_the_game_and_the_doors_goodbye_speak_the_same_language(tmp_path: Path) -> None:
    """The door's goodbye is in Chinese (it reads the locale as Unicode); the game spoke
    English (it read ``LANG=C`` after Python's coercion). One of them is wrong: they must
    agree, as docs/SSH.md says the door reads the locale "as the game reads it"."""
    text, raw = await _menu(tmp_path, CLIENT)
    game_chinese = "与机器人对战" in text
    goodbye = plain(raw[raw.rfind(b"\x1b[?1049l"):])
    door_chinese = "游戏服务器正在关闭" in goodbye
    assert game_chinese == door_chinese, (game_chinese, door_chinese, goodbye)
