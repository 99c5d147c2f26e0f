"""fixssh54 (ssh54 #4): the door takes a visitor's LANGUAGE as the colon-separated list GNU
gettext reads, each name checked as a single locale name is — and refuses anything else."""

from __future__ import annotations

from pathlib import Path

import pytest

from unotui.ssh.session import child_env, locale_value, visitor_language


@pytest.mark.parametrize("value", ["zh_CN:en", "zh_CN.UTF-8:en_US.UTF-8:C", "de@euro:fr"])
def test_a_language_list_is_passed(value: str, tmp_path: Path) -> None:
    assert locale_value("LANGUAGE", value)
    assert child_env("xterm", {"LANGUAGE": value}, str(tmp_path))["LANGUAGE"] == value


@pytest.mark.parametrize("value", ["", ":", "zh_CN::en", ":en", "en:", "zh;id:en", "zh en",
                                   "zh_CN:$(id)", "a:" * 16 + "b", "x" * 65 + ":en"])
def test_anything_else_in_language_is_dropped(value: str, tmp_path: Path) -> None:
    assert not locale_value("LANGUAGE", value)
    assert "LANGUAGE" not in child_env("xterm", {"LANGUAGE": value}, str(tmp_path))


@pytest.mark.parametrize("key", ["LANG", "LC_ALL", "LC_MESSAGES", "COLORTERM", "NO_COLOR"])
def test_only_language_is_a_list(key: str, tmp_path: Path) -> None:
    assert not locale_value(key, "zh_CN:en")
    assert key not in child_env("xterm", {key: "zh_CN:en"}, str(tmp_path))
    assert child_env("xterm", {key: "zh_CN.UTF-8"}, str(tmp_path))[key] == "zh_CN.UTF-8"


def test_the_goodbye_reads_the_list_in_order() -> None:
    env = {"LANG": "zh_CN.UTF-8", "LANGUAGE": "en:zh_CN"}
    assert visitor_language(None, env, "xterm-256color") == "en"
    assert visitor_language(None, {"LANG": "en_US.UTF-8", "LANGUAGE": "fr:zh_CN"},
                            "xterm-256color") == "zh_CN"
