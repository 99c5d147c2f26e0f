"""Entry point of one SSH session's process: ``python -m unotui.ssh.child ARGS…``.

The front door starts it in a new session (``setsid``) with the pseudo-terminal's slave as stdin,
stdout and stderr. Here the slave becomes the controlling terminal (``TIOCSCTTY``), so window
changes arrive as ``SIGWINCH`` and the terminal's own keys (Ctrl-C, Ctrl-Z before the app takes
the keyboard) signal this process group only — never the server. Then ``unotui ARGS…`` runs.

The stop signals start at their defaults here, whatever the door ignores: a door started under
``nohup`` ignores SIGHUP, and a process keeps an ignored signal across ``exec`` — its games
ignored the SIGHUP that ends a game whose visitor's client went away, and died of the SIGTERM
after it (exit 143, not 129; ssh52 #4). The door starts this process with them blocked
(:func:`stop_signals_held`), so one sent before they are set here waits instead of being lost.
"""

from __future__ import annotations

import contextlib
import signal
import sys
from collections.abc import Iterator

#: the signals a game starts with at their defaults, held by the door while it starts one
STOP_SIGNALS = (signal.SIGHUP, signal.SIGINT, signal.SIGTERM)


@contextlib.contextmanager
def stop_signals_held() -> Iterator[None]:
    """Block :data:`STOP_SIGNALS` in the calling thread while a game's process is started in it
    (a child keeps the mask): one sent to the new process before :func:`main` sets them to
    their defaults stays pending (blocked, it is not discarded although ignored) and arrives
    then."""
    old = signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


def default_stop_signals() -> None:
    """SIGHUP and SIGTERM at ``SIG_DFL``, SIGINT at Python's own default, then unblocked."""
    signal.signal(signal.SIGHUP, signal.SIG_DFL)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)


def main(argv: list[str] | None = None) -> int:
    """Run the game; 130 when the visitor's Ctrl-C interrupts it before the app reads its keys
    raw (as the app's own exit on Ctrl-C: ended by the player). An early Ctrl-C — pending from
    the start, or pressed while ``unotui.cli`` is being imported, outside its ``main``'s
    handler — showed a traceback and, the interpreter dying of SIGINT, was logged as a crash
    (ssh59 #2)."""
    import fcntl
    import termios

    try:
        default_stop_signals()
        with contextlib.suppress(OSError):
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)
        # (the door's warning of an idle close, SIGUSR1, must not end a game still starting:
        # the app handles it once it runs, :meth:`unotui.app.UnoApp.idle_warning`)
        signal.signal(signal.SIGUSR1, signal.SIG_IGN)
        from unotui.cli import main as unotui_main

        return unotui_main(sys.argv[1:] if argv is None else argv)
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
