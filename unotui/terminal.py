"""What puts a terminal back as it was after a full-screen program that never got to undo its
modes: the app killed under an SSH visitor, or stopped by a signal or a crash of its own.

Kept apart from the app and the SSH door (no Textual, no asyncssh) so that both send the same
bytes, and the app's signal watchdog can send them without importing anything.
"""

from __future__ import annotations

#: mouse reporting, bracketed paste, in-band resize and focus events off, line wrap on, the
#: Kitty keyboard mode popped, the main screen back, the cursor shown, colours reset. Sent
#: only when the app did not end itself: its own exit has done this.
RESTORE_TERMINAL = (b"\x1b[?1000l\x1b[?1002l\x1b[?1003l\x1b[?1015l\x1b[?1006l\x1b[?1016l\x1b[?2004l"
                    b"\x1b[?2048l\x1b[?1004l\x1b[?7h\x1b[<u\x1b[?1049l\x1b[?25h\x1b[0m")
