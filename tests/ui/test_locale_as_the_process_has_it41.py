"""The language and the look read the locale as the terminal set it, in the real process.

Python coerces a locale that is C, or not installed, to LC_CTYPE=C.UTF-8 in os.environ before
unotui runs (PEP 538): read as Unicode, LANG=C LANGUAGE=zh_CN got the Chinese catalogue drawn as
"????", and an SSH visitor's LANG=zh_CN.GBK got Chinese in UTF-8 (review41 #1). On the Linux
console the drawing is ASCII but a name's letters stay: "José" was drawn "Jos?" (review41 #5).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _in_process(env: dict[str, str], code: str) -> str:
    clean = {"PATH": os.environ.get("PATH", ""), "PYTHONPATH": str(ROOT), **env}
    done = subprocess.run([sys.executable, "-c", code], env=clean, cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_a_c_locale_reads_english_in_the_real_process_too() -> None:
    out = _in_process({"LANG": "C", "LANGUAGE": "zh_CN"},
                      "from unotui.i18n import detect_language; print(detect_language())")
    assert out == "en", out


def test_the_linux_console_keeps_a_name_s_letters(monkeypatch: pytest.MonkeyPatch) -> None:
    from rich.segment import Segment
    from textual.color import Color

    from unotui.launch import make_app
    from unotui.screens.menu import MenuScreen
    from unotui.widgets.ascii_filter import AsciiFilter

    monkeypatch.setenv("TERM", "linux")
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_CTYPE", raising=False)
    app = make_app(lambda: [MenuScreen()], ascii_only=None)
    (only,) = [f for f in app._filters if isinstance(f, AsciiFilter)]
    drawn = "".join(s.text for s in only.apply([Segment("José ╭─ ✦")], Color(0, 0, 0)))
    assert drawn.startswith("José "), drawn


def test_an_ssh_visitor_with_a_gbk_locale_gets_english_in_the_game_itself(tmp_path: Path) -> None:
    """ssh41 #3 in the game, not only in the door's words: the door passes the visitor's
    LANG=zh_CN.GBK to the session's process; a server without that locale installed (most)
    coerces it to LC_CTYPE=C.UTF-8, and the game's detect_language() read Chinese."""
    from unotui.ssh.session import child_env

    env = child_env("xterm-256color", {"LANG": "zh_CN.GBK"}, str(tmp_path))
    done = subprocess.run([sys.executable, "-c", "from unotui.i18n import detect_language;"
                           "print(detect_language())"], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "en", (done.stdout, done.stderr[-300:])
