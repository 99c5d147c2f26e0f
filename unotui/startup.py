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
"""

from __future__ import annotations

import gc

_state = {"paused": False}


def pause() -> None:
    """Stop the collector's passes until :func:`resume` (no effect when it was already off)."""
    if gc.isenabled():
        gc.disable()
        _state["paused"] = True


def resume() -> None:
    """Undo :func:`pause`: freeze what exists now, and let the collector run again. Does nothing
    unless :func:`pause` turned it off (a collector switched off by someone else stays off)."""
    if _state["paused"]:
        _state["paused"] = False
        gc.freeze()
        gc.enable()


def paused() -> bool:
    """Whether :func:`pause` has stopped the collector and :func:`resume` has not run yet."""
    return bool(_state["paused"])
