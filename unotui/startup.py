"""The cyclic garbage collector waits while the app starts.

Python's cyclic garbage collector runs a pass whenever enough new objects were made since the last
one. Starting the app (hundreds of modules imported, a table's host and widgets built) makes that
dozens of passes, each later one over more of what was made so far, and they find next to nothing:
start-up makes almost no garbage (reference counting frees the rest at once). They cost about 2 %
of the instructions to the first frame of ``unotui play`` (docs/PERFORMANCE.md).

So ``unotui play`` calls :func:`pause` first, and :func:`resume` runs once the app has painted
its first screen (:class:`unotui.app.UnoApp` asks for it then), or when the command ends, whichever
comes first. :func:`resume` moves every object alive by then into the collector's permanent
generation (:func:`gc.freeze`): the modules, the app and its widgets live as long as the process,
so no later pass needs to look at them again. Both are safe to call at any time and more than once.

``unotui host`` and ``unotui join`` may run for hours without an app (``--headless``, ``--text``),
so they do not pause the collector; they call :func:`expect_app` instead, and the first painted
screen, when there is one, still freezes what exists then. Without that, every full pass during a
match walked the whole app: 50 ms-class stalls (docs/PERFORMANCE.md). The SSH door, which runs
many apps in one process, does neither: a frozen session would never be collected after it ends.
"""

from __future__ import annotations

import gc

_state = {"paused": False, "freeze": False}


def pause() -> None:
    """Stop the collector's passes until :func:`resume` (no effect when it was already off)."""
    if gc.isenabled():
        gc.disable()
        _state["paused"] = True


def expect_app() -> None:
    """Let the next :func:`resume` freeze what exists then, without pausing the collector now."""
    _state["freeze"] = True


def resume() -> None:
    """Undo :func:`pause`: freeze what exists now, and let the collector run again; after
    :func:`expect_app`, only freeze. Does nothing otherwise, and only once (a collector switched
    off by someone else stays off)."""
    if _state["paused"]:
        _state["paused"] = False
        _state["freeze"] = False
        gc.freeze()
        gc.enable()
    elif _state["freeze"]:
        _state["freeze"] = False
        gc.freeze()


def paused() -> bool:
    """Whether :func:`pause` has stopped the collector and :func:`resume` has not run yet."""
    return bool(_state["paused"])
