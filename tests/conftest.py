"""Suite-wide test setup (import paths of the test folders, and mDNS on loopback).

mDNS never leaves loopback during the tests (see DEVELOPERS.md): before any test module is
imported, ``UNOTUI_MDNS_INTERFACES`` is set to ``127.0.0.1`` when unset, and forced to it when it
names anything but loopback addresses, so nothing the suite starts can multicast on a real
network. Subprocesses inherit the variable.

The parsed-theme cache (``UNOTUI_CACHE_DIR``, :mod:`unotui.theming`) and the journals of the
tables the tests host (``UNOTUI_STATE_DIR``, :func:`unotui.tables.journal_dir`) go to temporary
directories of the run unless set, so no test reads or writes the user's cache or state.
"""

from __future__ import annotations

import ipaddress
import json
import os
import signal
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

_MDNS_ENV = "UNOTUI_MDNS_INTERFACES"


def _loopback_only(value: str) -> bool:
    """Whether ``value`` lists only loopback addresses (and at least one)."""
    items = [item.strip() for item in value.split(",") if item.strip()]
    try:
        return bool(items) and all(ipaddress.ip_address(item).is_loopback for item in items)
    except ValueError:
        return False


# Import paths, for every test folder at once: each folder's own helpers (``core_testkit``,
# ``net_testkit``, ``ui_testkit``, ``flow_kit``, ``snap_kit``…) are importable by name, and the
# repository root goes first, so ``core`` and ``net`` are the real packages and never the test
# folders of the same name (pytest's default ``prepend`` import mode puts ``tests/`` on the path
# for this file). The helpers' module names are unique across the folders.
_TESTS = Path(__file__).resolve().parent
for _path in (*(str(_TESTS / d) for d in ("core", "net", "ui", "ui_flow", "snapshots")),
              str(_TESTS.parent)):
    if _path in sys.path:
        sys.path.remove(_path)
    sys.path.insert(0, _path)

# The programs the suite starts meet a hang-up as a program started from a terminal does: a run
# under nohup ignored SIGHUP, every host it started kept that (a process keeps an ignored signal
# across exec), and a test that closes a table with SIGHUP waited for it for ever. The suite
# itself still outlives its terminal: caught here (and dropped), the signal is at its default
# again in each program it starts. So is SIGINT, which a shell without job control ignores for
# a command it starts with "&" (a CI runner's script): the hosts and doors the suite starts keep
# an ignored SIGINT ignored (review65 #4), and the tests that stop them with one would wait.
for _sig in (signal.SIGHUP, signal.SIGINT):
    if signal.getsignal(_sig) is signal.SIG_IGN:
        signal.signal(_sig, lambda _sig, _frame: None)

os.environ.setdefault(_MDNS_ENV, "127.0.0.1")
if not _loopback_only(os.environ[_MDNS_ENV]):
    os.environ[_MDNS_ENV] = "127.0.0.1"

# The app draws as many colours as the terminal shows (the cards' four colours change on a
# terminal of 16: unotui.widgets.cards.card_variables); tests see a full-colour terminal whatever
# TERM the machine running them has, and a test of 16 colours says so itself.
os.environ["COLORTERM"] = "truecolor"
os.environ.pop("TEXTUAL_COLOR_SYSTEM", None)  # (Textual reads it first, at its import)

os.environ.setdefault("UNOTUI_CACHE_DIR", tempfile.mkdtemp(prefix="unotui-test-cache-"))
# (the journals of the tables the tests host, never the user state directory)
os.environ.setdefault("UNOTUI_STATE_DIR", tempfile.mkdtemp(prefix="unotui-test-state-"))


@pytest.fixture(autouse=True)
def _door_logs_reach_caplog(monkeypatch: pytest.MonkeyPatch) -> None:
    """The SSH door's log lines reach ``caplog`` in every test: an app's door started by an
    earlier test turns their propagation off for good (the full-screen app owns its terminal,
    unotui/ssh/server.py), and a later test reading the door's log then read nothing."""
    import logging

    for name in ("unotui.ssh", "asyncssh"):
        monkeypatch.setattr(logging.getLogger(name), "propagate", True)


@pytest.fixture(autouse=True)
def _own_state_dir(tmp_path_factory: pytest.TempPathFactory,
                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test its own state directory: the journals one test's tables leave never reach
    another's (a table the app hosts says when an unfinished match waits there)."""
    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path_factory.mktemp("state")))


@pytest.fixture
def chinese() -> Iterator[None]:
    """The player's language is Chinese (zh_CN) for the test, English again after it."""
    from unotui.i18n import set_language

    set_language("zh_CN")
    try:
        yield
    finally:
        set_language("en")


@pytest.fixture
def fixed_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh settings directory (``UNOTUI_CONFIG_DIR``) holding a fixed player name, English,
    and no ``NO_COLOR``: screens look the same on every machine and no test touches the real
    settings. The UI folders use it for every test."""
    from unotui.i18n import set_language

    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"name": "Zoe"}), encoding="utf-8")
    monkeypatch.setenv("UNOTUI_CONFIG_DIR", str(config))
    monkeypatch.delenv("NO_COLOR", raising=False)
    set_language("en")
    return config
