"""fixfirst64: a local terminal whose type promises no colour gets what the SSH door gives one
(tmux64): NO_COLOR and the 16 basic colours from the command line (before Textual is imported),
the monochrome theme and Textual's no-colour filter from build_app — which leaves the
environment as it was; a COLORTERM, or a NO_COLOR or colour system already chosen, decides."""

from __future__ import annotations

import os

import pytest

from unotui.plain_terms import PLAIN_TERMS, give_no_colour, plain_term, promises_no_colour


def test_the_terminal_types_that_promise_no_colour() -> None:
    """(one list, which the SSH door's sessions read too: unotui.ssh.session imports it)"""
    assert "vt100" in PLAIN_TERMS
    for term in ("dumb", "VT100", "xterm-mono", "vt220-m"):
        assert plain_term(term), term
    for term in ("xterm", "xterm-256color", "linux", ""):
        assert not plain_term(term), term


def test_give_no_colour() -> None:
    env = {"TERM": "vt100"}
    assert give_no_colour(env) and env == {"TERM": "vt100", "NO_COLOR": "1",
                                           "TEXTUAL_COLOR_SYSTEM": "standard"}
    env = {"TERM": "dumb", "TEXTUAL_COLOR_SYSTEM": "256"}
    assert give_no_colour(env) and env["TEXTUAL_COLOR_SYSTEM"] == "256"  # (chosen: kept)
    env = {"TERM": "vt100", "COLORTERM": "truecolor"}  # (TERM names the terminal drawn on;
    # COLORTERM is passed on by shells, across ssh too: the door's rule, review84 #4)
    assert give_no_colour(env) and env == {"TERM": "vt100", "NO_COLOR": "1",
                                           "TEXTUAL_COLOR_SYSTEM": "standard"}
    env = {"TERM": "xterm-256color"}
    assert not give_no_colour(env) and env == {"TERM": "xterm-256color"}
    assert not promises_no_colour({})  # (no TERM at all: nothing promised either way)


def test_build_app_on_a_dumb_terminal_is_colourless_and_leaves_the_environment(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from unotui.app import build_app

    monkeypatch.setenv("TERM", "dumb")
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("COLORTERM", raising=False)
    app = build_app(ascii_only=False)
    assert app.theme == "monochrome" and app.no_color
    assert "NO_COLOR" not in os.environ  # (not left to the tests, or processes, after it)


def test_build_app_on_a_colour_terminal_keeps_colour(monkeypatch: pytest.MonkeyPatch) -> None:
    from unotui.app import build_app

    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.delenv("NO_COLOR", raising=False)
    app = build_app(ascii_only=False)
    assert app.theme == "classic" and not app.no_color
