"""Terminal types that promise no colour, and what a game drawn on one is given: the SSH door
gives its visitor's session ``NO_COLOR`` and the 16 basic colours (unotui/ssh/session.py
``child_env``); a local terminal of such a type is given the same (tmux64: ``TERM=dumb`` drew
the classic theme in 24-bit colour, ``vt100`` in 16 colours), by one rule (:func:`give_no_colour`).

Standard library only, and no Textual: :func:`unotui.cli.main` asks before Textual is imported
(Textual reads ``TEXTUAL_COLOR_SYSTEM`` as it is imported), and the SSH door may share these
names without importing the app.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, MutableMapping

#: terminal types that promise no colour (a dumb one, or a monochrome DEC terminal)
PLAIN_TERMS = ("dumb", "unknown", "vt52", "vt100", "vt102", "vt220", "vt320")
#: the endings of a terminal type that says it is monochrome (term(7): ``-m``; ``xterm-mono``)
MONO_ENDINGS = ("-m", "-mono")


def plain_term(term: str) -> bool:
    """Does the terminal type ``term`` promise no colour (:data:`PLAIN_TERMS`, or a type named
    monochrome: ``xterm-mono``)?"""
    term = term.lower()
    return term in PLAIN_TERMS or term.endswith(MONO_ENDINGS)


def promises_no_colour(environ: Mapping[str, str] | None = None) -> bool:
    """Does the terminal's type promise no colour (:func:`plain_term` of ``TERM``)? A
    ``COLORTERM`` beside it changes nothing: it is an environment variable a shell passes on
    (from the terminal a session started in, or across ssh), where ``TERM`` names the terminal
    drawn on — the SSH door's rule since ssh25, and now a local game's (review84 #4)."""
    env = os.environ if environ is None else environ
    return plain_term(env.get("TERM", ""))


def give_no_colour(environ: MutableMapping[str, str] | None = None) -> bool:
    """Give a terminal whose type promises no colour (:func:`promises_no_colour`) the
    monochrome theme, in the 16 basic colours: ``NO_COLOR`` (Textual draws no colour) and
    ``TEXTUAL_COLOR_SYSTEM=standard`` (read as Textual is imported: call this before), its
    ``COLORTERM`` dropped; a ``TEXTUAL_COLOR_SYSTEM`` already set is kept. What a local game
    (:func:`unotui.cli.main`) and the SSH door (``child_env``) both do. Returns whether colour
    is off: also where ``NO_COLOR`` was set already."""
    env = os.environ if environ is None else environ
    if not promises_no_colour(env):
        return "NO_COLOR" in env
    env.pop("COLORTERM", None)
    env.setdefault("NO_COLOR", "1")
    env.setdefault("TEXTUAL_COLOR_SYSTEM", "standard")
    return True
