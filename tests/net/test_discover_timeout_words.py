"""``discover --timeout 0`` is refused in words that do not take 0 in (cli49 #7): it said
"must be between 0 and 60 seconds" while refusing 0."""

from __future__ import annotations

import pytest

from unotui.cli import main


@pytest.mark.parametrize("value", ["0", "-1", "61"])
def test_a_timeout_out_of_range_says_what_is_taken(
        value: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["discover", "--timeout", value])
    err = capsys.readouterr().err
    assert stopped.value.code == 2
    assert "must be more than 0 and at most 60 seconds" in err, err
    assert "between 0 and" not in err, err
