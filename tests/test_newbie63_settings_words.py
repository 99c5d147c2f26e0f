"""newbie63: Rules & settings' help says q goes back; in the name field q is typed."""

from __future__ import annotations

from unotui.screens.settings import settings_keys


def test_newbie63_the_settings_help_says_q_is_a_letter_in_the_name() -> None:
    """newbie63 #2: Rules & settings, ↑ to "Your name" (it shows the system's name, e.g. root,
    as a placeholder), q — the help (?) says "Esc / q  go back; every change is saved already",
    but q is typed: the name is now "q", and saved ("Saved your name."). The screen's own
    docstring knows (unotui/screens/settings.py:6 "Escape (or q outside the name) goes back"),
    its help line does not (settings.py:66)."""
    line = dict(settings_keys())["Esc / q"]
    assert "name" in line, line
