"""The SSH front door: ``ssh -p 2222 HOST`` puts a friend with only an SSH client at the table.

* :mod:`.server` — :class:`FrontDoor`, an asyncssh server that offers the game and nothing else
  (no shell, no command run, no subsystems such as SFTP, port forwarding, agent or X11
  forwarding), with its access rules (open, ``authorized_keys``, a login password) and limits
  (:mod:`.limits`).
* :mod:`.session` — one player's session: its own ``unotui`` process on its own pseudo-terminal,
  sized and typed as the client's terminal, torn down completely when either side leaves.
* :mod:`.hostkey` — the server's host key, made once and kept, and its fingerprint.
* :mod:`.access` — whom a door admits, in words (its log, ``serve-ssh``'s lines, the lobby).
* :mod:`.child` — the entry point of a session's process (makes the PTY its controlling terminal).

Nothing here is imported unless SSH is asked for (``unotui serve-ssh`` or ``unotui host --ssh``).
See docs/SSH.md for the decision (a process per session) and the security model.
"""

import warnings

# (asyncssh names DSA keys in its type hints, and cryptography 51 warns that DSA is deprecated
# the moment those names are read: every `serve-ssh`, and every `host --ssh`, printed eight
# CryptographyDeprecationWarning lines into the operator's terminal as its door opened. The
# door makes and offers no DSA key; the warning is asyncssh's business, not the operator's.)
warnings.filterwarnings("ignore", message="DSA is deprecated", module=r"asyncssh\.")
