"""ssh71 #4: at an SSH door visitors come and go to watch, and the log folds their notes into
one line (MatchLog.note_watchers, Runs.folded). In Chinese that line reads
"lin 正在观战。 mux 来观战了一会儿又离开了。 mux 2 来观战了一会儿又离开了。" — a space after each "。":
the notes are joined with " ".join, where unotui.i18n.sentences puts "none after a full-width
mark" ("Chinese puts no space after 。"). Seen by an SSH visitor with LANG=zh_CN.UTF-8 in
tmux after a few visitors came to watch and left."""

from __future__ import annotations

from collections import Counter

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def test_folded_watcher_notes_in_chinese_have_no_space_after_the_full_stop() -> None:
    from unotui.i18n import speaking
    from unotui.widgets.log import MatchLog

    with speaking("zh_CN"):
        log = MatchLog()
        log.add([{"seq": 1, "type": "round_start", "round": 1, "dealer": 0, "card": "R1"}])
        log.note_watchers(Counter(), Counter(["lin"]))
        log.note_watchers(Counter(["lin"]), Counter(["lin", "mux"]))
        log.note_watchers(Counter(["lin", "mux"]), Counter(["lin"]))
        line = log.lines(NAMES, 0)[-1]
        assert "lin" in line and "mux" in line and "。" in line, line
        assert "。 " not in line, line
        # (one note alone, two names changed at once: the same words)
        log2 = MatchLog()
        log2.add([{"seq": 1, "type": "round_start", "round": 1, "dealer": 0, "card": "R1"}])
        log2.note_watchers(Counter(), Counter(["lin", "mux"]))
        line2 = log2.lines(NAMES, 0)[-1]
        assert "。 " not in line2, line2
