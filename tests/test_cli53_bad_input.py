"""cli53: input the command line took with a traceback instead of one line (cli.py: "no
traceback is ever shown to a player"), and a few smaller words.

* a path too long for the system (``ENAMETOOLONG``: a name over 255 bytes) given as a journal,
  a rules file, an authorized_keys file or a host-key folder: ``pathlib``'s ``is_file()`` /
  ``exists()`` raise for it (they swallow only ENOENT, ENOTDIR, EBADF and ELOOP — for a user
  who is not root, EACCES too: a path under a folder they may not enter);
* ``join`` of an address whose host is no name (``192.168..20:7152``, a typo; a label over 63
  characters): ``getaddrinfo`` raises ``UnicodeError`` (the idna codec), not ``OSError``;
* text that is not UTF-8 (bytes of a Latin-1 terminal or script, read with
  ``surrogateescape``): a ``join`` name or password, a chat line typed to ``join --text``, a
  ``host --seed``: msgpack / ``str.encode`` raise ``UnicodeEncodeError``.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: ports of this file's tables (cli53's range)
HOST_PORT = 9630


def _run(*args: str | bytes, stdin: bytes = b"", timeout: float = 30,
         **env: str) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([sys.executable, "-m", "unotui", *args], cwd=ROOT,
                          capture_output=True, input=stdin, timeout=timeout,
                          env={**os.environ, "UNOTUI_MDNS_INTERFACES": "127.0.0.1", **env})
    return subprocess.CompletedProcess(done.args, done.returncode,
                                       done.stdout.decode(errors="replace"),
                                       done.stderr.decode(errors="replace"))


def _one_line(done: subprocess.CompletedProcess[str], codes: tuple[int, ...] = (1, 2)) -> None:
    assert "Traceback" not in done.stderr, done.stderr[-1500:]
    assert done.returncode in codes, (done.returncode, done.stderr[-1500:])
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr[-1500:]


def _too_long(tmp_path: Path, suffix: str = "") -> str:
    return str(tmp_path / ("a" * 300 + suffix))


# ------------------------------------------------------------------ a name too long


@pytest.mark.parametrize("args", [
    ["host", "--headless", "--no-advertise", "--bind", "127.0.0.1", "--port", "0",
     "--journal", "{long}.jsonl"],
    ["rules", "{long}.toml"],
    ["simulate", "--games", "1", "--rules", "{long}.toml"],
    ["host", "--headless", "--no-advertise", "--bind", "127.0.0.1", "--port", "0",
     "--rules", "{long}.toml"],
    ["serve-ssh", "--bind", "127.0.0.1", "--port", "0", "--authorized-keys", "{long}"],
    ["serve-ssh", "--bind", "127.0.0.1", "--port", "0", "--host-key-dir", "{long}"],
], ids=["host-journal", "rules", "simulate-rules", "host-rules", "ssh-authorized-keys",
        "ssh-host-key-dir"])
def test_a_file_name_too_long_is_refused_in_one_line(tmp_path: Path, args: list[str]) -> None:
    """``unotui rules /tmp/aaa…(300)….toml``: "OSError: [Errno 36] File name too long" as a
    traceback (core/rules.py:318 ``path.is_file()``; unotui/tables.py:547 for ``--journal``;
    unotui/commands/serve_ssh.py:114; unotui/ssh/hostkey.py:41)."""
    long = _too_long(tmp_path)
    done = _run(*[a.replace("{long}", long) for a in args],
                UNOTUI_STATE_DIR=str(tmp_path / "state"), UNOTUI_SSH_DIR=str(tmp_path / "ssh"))
    _one_line(done)


# ------------------------------------------------------------------ an address that is no name


@pytest.mark.parametrize("address", ["192.168..20:7152", "a" * 70 + ":7152",
                                     "\u202e127.0.0.1:7152"],
                         ids=["empty-label", "label-too-long", "right-to-left-mark"])
def test_join_of_an_address_that_is_no_host_name_is_one_line(address: str) -> None:
    """``unotui join --text 192.168..20:7152`` (one dot typed twice): "UnicodeError: encoding
    with 'idna' codec failed (UnicodeError: label empty or too long)" as a traceback — the
    resolver refuses the name before asking anyone (unotui/commands/join.py:178 catches
    ``OSError`` only; the app's join screen, unotui/screens/join.py:912, does not crash but
    says "The table refused: encoding with 'idna' codec failed …" of a table never asked). The
    contract (commands/join.py): a bad address exits with code 2, never a traceback."""
    done = _run("join", "--text", "--name", "Zoe", address, stdin=b"q\n")
    _one_line(done)


def test_join_of_a_port_that_is_no_number_says_so(tmp_path: Path) -> None:
    """``unotui join 127.0.0.1:²``: ``str.isdigit`` takes a superscript two for a digit, and
    ``int()`` refuses it: "invalid literal for int() with base 10: '²'" was said instead of
    "… is not an address: type HOST:PORT" (unotui/tables.py:741-747)."""
    done = _run("join", "--text", "127.0.0.1:\u00b2")
    _one_line(done, (2,))
    assert "int()" not in done.stderr and "HOST:PORT" in done.stderr, done.stderr


# ------------------------------------------------------------------ text that is not UTF-8


@pytest.fixture()
def table(tmp_path: Path):  # type: ignore[no-untyped-def]
    proc = subprocess.Popen([sys.executable, "-m", "unotui", "host", "--headless",
                             "--no-advertise", "--bind", "127.0.0.1", "--port", str(HOST_PORT),
                             "--bots", "1"], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                            env={**os.environ, "UNOTUI_MDNS_INTERFACES": "127.0.0.1",
                                 "UNOTUI_STATE_DIR": str(tmp_path / "state")})
    assert proc.stdout is not None
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if b"Join with:" in proc.stdout.readline():
                break
        yield f"127.0.0.1:{HOST_PORT}"
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=30)


@pytest.mark.parametrize("option", ["--name", "--password"])
def test_join_with_a_name_or_password_that_is_not_utf8_is_no_traceback(
        table: str, option: str, tmp_path: Path) -> None:
    """``unotui join --text --name $'Ren\\xe9' ADDR`` (typed in a Latin-1 terminal, or written
    by a script in Latin-1): "UnicodeEncodeError: 'utf-8' codec can't encode character
    '\\udce9'… surrogates not allowed" from msgpack's packer as a traceback, after connecting.
    (``host --name`` takes the same bytes: its name is cleaned.)"""
    done = _run("join", "--text", *(["--name", "Zoe"] if option == "--password" else []),
                option, b"Ren\xe9", table, stdin=b"q\n", HOME=str(tmp_path),
                XDG_STATE_HOME=str(tmp_path / "state"), XDG_CONFIG_HOME=str(tmp_path / "cfg"))
    assert "Traceback" not in done.stderr, done.stderr[-1500:]


def test_a_chat_line_that_is_not_utf8_does_not_end_the_text_client(
        table: str, tmp_path: Path) -> None:
    """``join --text``, then ``t caf\\xe9`` (a Latin-1 byte typed or piped in): "ValueError:
    cannot encode 'chat' message: 'utf-8' codec can't encode character '\\udce9'…" as a
    traceback, and the player is out of the table (net/client.py:506, raised through
    unotui/commands/join.py's command loop)."""
    done = _run("join", "--text", "--name", "Zoe", table, stdin=b"t caf\xe9\nt ok\nq\n",
                HOME=str(tmp_path), XDG_STATE_HOME=str(tmp_path / "state"),
                XDG_CONFIG_HOME=str(tmp_path / "cfg"))
    assert "Traceback" not in done.stderr, done.stderr[-1500:]
    assert done.returncode == 0, (done.returncode, done.stderr[-1500:])


def test_a_seed_that_is_not_utf8_is_no_traceback(tmp_path: Path) -> None:
    """``unotui host --headless --seed $'\\xff' --bots 1``: the table said nothing and ended
    with "UnicodeEncodeError: 'utf-8' codec can't encode character '\\udcff'… surrogates not
    allowed" as its first bot was made (core/rng.py:23 ``seed.encode()``, from
    unotui/commands/host.py:438)."""
    proc = subprocess.Popen([sys.executable, "-m", "unotui", "host", "--headless",
                             "--no-advertise", "--bind", "127.0.0.1", "--port", "0",
                             "--bots", "1", "--seed", b"\xff"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL,
                            env={**os.environ, "UNOTUI_MDNS_INTERFACES": "127.0.0.1",
                                 "UNOTUI_STATE_DIR": str(tmp_path / "state")})
    time.sleep(4)
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
    _out, err = proc.communicate(timeout=30)
    assert b"Traceback" not in err, err.decode(errors="replace")[-1500:]
    assert proc.returncode in (0, 2), (proc.returncode, err.decode(errors="replace"))
