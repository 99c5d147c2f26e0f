"""The parsed-theme cache (:mod:`unotui.theming`): a start reads a theme file's TOML from the
cache only while the file is unchanged; edits are seen at the next start, a broken cache is
ignored, and a broken theme file is reported exactly as without the cache."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from unotui import theming
from unotui.theming import CACHE_FILE, ThemeFileError, load_theme_file

ROOT = Path(__file__).resolve().parents[2]
CLASSIC = (ROOT / "themes" / "classic.toml").read_text(encoding="utf-8")


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty cache directory of this test's own, nothing read from it yet."""
    where = tmp_path / "cache"
    monkeypatch.setenv(theming.CACHE_ENV_VAR, str(where))
    monkeypatch.setattr(theming, "_cache", {})
    return where


def next_start(monkeypatch: pytest.MonkeyPatch) -> None:
    """Forget what this process read of the cache, as a new start would."""
    monkeypatch.setattr(theming, "_cache", {})


def test_an_edited_theme_file_is_seen_at_the_next_start(
        tmp_path: Path, cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "classic.toml"
    path.write_text(CLASSIC, encoding="utf-8")
    first = load_theme_file(path)
    assert (cache / CACHE_FILE).is_file()
    next_start(monkeypatch)
    assert load_theme_file(path) == first  # from the cache
    old = first.primary
    assert old is not None and old.lower() != "#123456"
    path.write_text(CLASSIC.replace(old, "#123456"), encoding="utf-8")  # same size
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    next_start(monkeypatch)
    assert load_theme_file(path).primary == "#123456"
    next_start(monkeypatch)
    assert load_theme_file(path).primary == "#123456"  # and the cache holds the edit


@pytest.mark.parametrize("content", ["", "not json {", "[1, 2]", '{"version": 1, "themes": 3}',
                                     '{"version": 1, "themes": {"X": 1}}'])
def test_a_broken_cache_is_ignored_and_rewritten(
        tmp_path: Path, cache: Path, monkeypatch: pytest.MonkeyPatch, content: str) -> None:
    path = tmp_path / "classic.toml"
    path.write_text(CLASSIC, encoding="utf-8")
    cache.mkdir()
    (cache / CACHE_FILE).write_text(content.replace("X", str(path)), encoding="utf-8")
    theme = load_theme_file(path)
    assert theme.name == "classic" and theme.primary is not None
    stored = json.loads((cache / CACHE_FILE).read_text(encoding="utf-8"))
    assert str(path) in stored["themes"]
    next_start(monkeypatch)
    assert load_theme_file(path) == theme


def test_an_unwritable_cache_changes_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv(theming.CACHE_ENV_VAR, str(blocker / "cache"))  # under a plain file
    monkeypatch.setattr(theming, "_cache", {})
    path = tmp_path / "classic.toml"
    path.write_text(CLASSIC, encoding="utf-8")
    assert load_theme_file(path).name == "classic"


def test_a_broken_theme_file_is_reported_as_before_and_never_cached(
        tmp_path: Path, cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bad_toml = tmp_path / "bad.toml"
    bad_toml.write_text('name = "bad\n', encoding="utf-8")
    bad_colour = tmp_path / "colour.toml"
    bad_colour.write_text('name = "colour"\nprimary = "not a colour"\n', encoding="utf-8")
    messages = []
    for _ in range(2):
        next_start(monkeypatch)
        for path in (bad_toml, bad_colour, tmp_path / "missing.toml"):
            with pytest.raises(ThemeFileError) as caught:
                load_theme_file(path)
            messages.append(str(caught.value))
    assert messages[:3] == messages[3:]
    assert messages[0].startswith("bad.toml: ") and "line 1" in messages[0]
    assert messages[1].startswith("colour.toml: ") and messages[2].startswith("missing.toml: ")
    stored = (cache / CACHE_FILE).read_text(encoding="utf-8") if cache.exists() else ""
    assert "bad.toml" not in stored


def test_a_start_with_a_warm_cache_does_not_parse_toml(tmp_path: Path) -> None:
    """The point of the cache: ``tomllib`` is not even imported when every file is cached."""
    path = tmp_path / "classic.toml"
    path.write_text(CLASSIC, encoding="utf-8")
    probe = ("import sys; from pathlib import Path; from unotui.theming import load_theme_file;"
             f"t = load_theme_file(Path({str(path)!r})); print(t.name, 'tomllib' in sys.modules)")
    env = {**os.environ, theming.CACHE_ENV_VAR: str(tmp_path / "cache")}
    runs = [subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, check=True,
                           capture_output=True, text=True, timeout=60).stdout.split()
            for _ in range(2)]
    assert runs == [["classic", "True"], ["classic", "False"]]
