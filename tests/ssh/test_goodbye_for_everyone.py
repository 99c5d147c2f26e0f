"""ssh47: findings of an OpenSSH walk-through of the front door (see the helper's report)."""
from __future__ import annotations


def test_a_door_goodbye_does_not_call_the_host_you() -> None:
    """ssh47 #1: the hosting player (root, seat 0) quit ``unotui host --ssh`` mid-match; each SSH
    visitor (zoe, amy, bob) read in their goodbye

        Final scores after 1 round:
          root (you): 208 points
          zoe: 0 points

    The notice the app keeps for the door (Link.closing_scores) marks the *host's* seat as
    "you" (newbie44 #13, for the host's own dialog); the door's goodbye, one text for every
    visitor (``everyone=True``), must not mark anybody as the reader."""
    from unotui.connection import closed_text
    from unotui.i18n import speaking

    # (what Link.closing_scores returns at the host's app: Table.shutdown_message + left + you)
    notice = {"reason": "shutdown", "table": "Kitchen", "resumable": False, "rounds": 1,
              "scores": [208, 0, 0, 0], "names": ["root", "zoe", "amy", "bob"],
              "scoring": "standard", "teams": None, "left": [], "you": 0}
    with speaking("en"):
        goodbye = closed_text(notice, ssh=True, everyone=True)
    assert "root: 208 points" in goodbye, goodbye
    assert "(you)" not in goodbye, goodbye
