"""Where and how unotui reports an internal error: the one place its crash reports go, the
file written there, and the sentence that tells the player (a visitor of the SSH door is
told the report's name only: the door machine's paths are its operator's, review81 #6)."""

from __future__ import annotations

import datetime
import os
import tempfile
from pathlib import Path
from typing import Any

from .i18n import _


def crash_folder() -> Path:
    """Where crash reports are written: ``UNOTUI_CRASH_DIR``, else the user's log folder (the
    SSH door passes its own to every session's game, whose own folders it deletes); the
    temporary folder when neither can be named (a report that cannot be written there either
    goes to the temporary folder too, :func:`write_crash_report`)."""
    chosen = os.environ.get("UNOTUI_CRASH_DIR")
    if chosen:
        return Path(chosen)
    try:
        from platformdirs import user_log_dir

        return Path(user_log_dir("unotui", appauthor=False))
    except Exception:
        return Path(tempfile.gettempdir())


#: names a file a game writes the path of its crash report to (:func:`write_crash_report`),
#: empty when none could be written: the SSH door sets it for each session's game, and logs
#: where the report really is (:func:`noted_report`) — in the temporary folder when the crash
#: folder could not be written (review82 #5)
REPORT_NOTE_ENV = "UNOTUI_CRASH_NOTE"


def write_crash_report(renderables: list[Any]) -> Path | None:
    """Write ``renderables`` (a traceback) to a file of its own in :func:`crash_folder` (else
    the temporary folder); its path, or ``None`` when no file could be written. The place is
    noted where :data:`REPORT_NOTE_ENV` says, when set."""
    path = _write_report(renderables)
    note = os.environ.get(REPORT_NOTE_ENV)
    if note:
        try:
            with open(note, "w", encoding="utf-8") as out:
                out.write(str(path) if path is not None else "")
        except OSError:
            pass
    return path


def noted_report(note: Path | str) -> Path | bool | None:
    """Where a game's crash report was written, as it noted it in the file ``note``
    (:data:`REPORT_NOTE_ENV`): its path; ``None`` when the game noted that none could be
    written; ``False`` when nothing was noted (no report was written, or not yet)."""
    try:
        said = Path(note).read_text(encoding="utf-8")
    except (OSError, ValueError):
        return False
    return Path(said) if said else None


def _write_report(renderables: list[Any]) -> Path | None:
    from rich.console import Console

    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    for base in (crash_folder(), Path(tempfile.gettempdir())):
        try:
            base.mkdir(parents=True, exist_ok=True)
            # (a file of its own: the SSH door's sessions share one folder, and two reports
            # of the same second were one, review80 #2)
            for n in range(1, 1000):
                path = base / (f"unotui-crash-{stamp}.txt" if n == 1 else
                               f"unotui-crash-{stamp}-{n}.txt")
                try:
                    handle = path.open("x", encoding="utf-8")
                except FileExistsError:
                    continue
                with handle:
                    console = Console(file=handle, width=120, color_system=None)
                    for renderable in renderables:
                        console.print(renderable)
                return path
        except OSError:
            continue
    return None


def crash_sentence(path: Path | str | None) -> str:
    """What a player is told when unotui stopped after an internal error whose report was
    written to ``path`` (``None``: it could not be). A visitor of the SSH door cannot open a
    file on the door's machine: told the report's name, for the door's operator."""
    from .launch import ssh_door

    if ssh_door() is not None:
        if not path:
            return _("unotui stopped after an internal error, and its report could not be "
                     "written.")
        return _("unotui stopped after an internal error. Its report, {name}, is kept for the "
                 "server's operator: please name it when you tell them.", name=Path(path).name)
    where = str(path) if path else _("(the report could not be written)")
    return _("unotui stopped after an internal error. The details are in {path}; please "
             "include that file when you report it.", path=where)
