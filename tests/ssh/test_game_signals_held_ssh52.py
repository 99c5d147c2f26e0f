"""ssh52 #4, the moment before a game's process sets its stop signals to their defaults: the
door starts it with them blocked (:func:`unotui.ssh.child.stop_signals_held`), so a SIGHUP sent
to a game still starting under a door that ignores SIGHUP (``nohup``) waits and then ends it
(129), instead of being lost and the SIGTERM after it ending it (143)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from unotui.ssh.child import stop_signals_held

STARTING = ("import time; time.sleep(0.6); from unotui.ssh.child import default_stop_signals; "
            "default_stop_signals(); time.sleep(10)")


def test_a_sighup_sent_while_the_game_starts_ends_it_once_it_can() -> None:
    before = signal.getsignal(signal.SIGHUP)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)  # (as under nohup)
    try:
        with stop_signals_held():
            proc = subprocess.Popen([sys.executable, "-c", STARTING],
                                    env={**os.environ, "PYTHONPATH": os.getcwd()})
    finally:
        signal.signal(signal.SIGHUP, before)
    try:
        time.sleep(0.2)  # (the child is still starting: its SIGHUP is the door's, ignored)
        os.kill(proc.pid, signal.SIGHUP)
        os.kill(proc.pid, signal.SIGTERM)
        assert proc.wait(10) == -signal.SIGHUP
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_the_door_gets_its_own_signal_mask_back() -> None:
    old = signal.pthread_sigmask(signal.SIG_BLOCK, [])
    with stop_signals_held():
        assert signal.SIGHUP in signal.pthread_sigmask(signal.SIG_BLOCK, [])
    assert signal.pthread_sigmask(signal.SIG_BLOCK, []) == old
