"""Entry point of one SSH session's process: ``python -m unotui.ssh.child ARGS…``.

The front door starts it in a new session (``setsid``) with the pseudo-terminal's slave as stdin,
stdout and stderr. Here the slave becomes the controlling terminal (``TIOCSCTTY``), so window
changes arrive as ``SIGWINCH`` and the terminal's own keys (Ctrl-C, Ctrl-Z before the app takes
the keyboard) signal this process group only — never the server. Then ``unotui ARGS…`` runs.
"""

from __future__ import annotations

import contextlib
import signal
import sys


def main(argv: list[str] | None = None) -> int:
    import fcntl
    import termios

    with contextlib.suppress(OSError):
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)
    # (the door's warning of an idle close, SIGUSR1, must not end a game still starting: the
    # app handles it once it runs, :meth:`unotui.app.UnoApp.idle_warning`)
    signal.signal(signal.SIGUSR1, signal.SIG_IGN)
    from unotui.cli import main as unotui_main

    return unotui_main(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
