"""review88 #4: ``date_numbers`` (newbie79 #3, the one reading of a date for the app's date
question and the text client's ``date``) checks its parts with ``str.isdigit()`` and then calls
``int()``: a digit that is no decimal digit — Ethiopic ፩ ፪ (an Amharic keyboard's digits), the
Tai Lue ᧚, which NFKC leaves as they are — passes ``isdigit()`` and makes ``int()`` raise
``ValueError``. The app's ``DateField`` takes any ``isdigit()`` key (and a paste), so Enter on
"፩፪-፪፭" in the judgement-day question raises out of ``DateDialog.on_input_submitted`` (the app
ends with a traceback); the text client's ``date ፩፪-፪፭`` raises out of ``_command`` and ends
the client with a traceback, its seat dropped. Either should read it as no date (or as 12-25)."""

from __future__ import annotations

from typing import Any

import pytest

from unotui.commands import join
from unotui.dialogs.choice import date_numbers, parse_date


@pytest.mark.parametrize("text", ["፩፪-፪፭", "᧚2-25", "12-᧚"])
def test_a_date_in_digits_int_cannot_read_is_no_date_not_an_error(text: str) -> None:
    assert date_numbers(text) in (None, (12, 25), (12, 1), (1, 25))
    assert parse_date(text) in (None, (12, 25), (12, 1))


class _Client:
    def __init__(self) -> None:
        self.last_view: dict[str, Any] = {"legal": [{"type": "date", "month": 12, "day": 25}]}

    async def act(self, action: dict[str, Any]) -> None:  # (never reached here)
        raise AssertionError(action)


async def test_the_text_clients_date_with_such_digits_answers_in_words(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert await join._command(_Client(), "date ፩፪-፪፭")  # ValueError: invalid literal for int()
    assert capsys.readouterr().out.strip()


@pytest.mark.parametrize("line", ["²", "c ²", "s ²", "9" * 5000, "date 1-" + "2" * 5000],
                         ids=["sup2", "catch-sup2", "seat-sup2", "5000-digits", "date-5000-digits"])
async def test_a_superscript_two_typed_to_the_text_client_is_no_crash(
        line: str, capsys: pytest.CaptureFixture[str]) -> None:
    """The same ``isdigit()``-then-``int()`` in ``_command`` and ``_catch`` (older than this
    session's changes): "²" — the key left of 1 on a French AZERTY keyboard — is a digit to
    ``isdigit()`` and none to ``int()``: the text client ends with a ValueError traceback. So
    does a pasted number of more than 4,300 digits (Python's limit for ``int()`` of a str)."""
    client = _Client()
    client.last_view = {"legal": [{"type": "draw"}, {"type": "catch", "target": 1}],
                        "seat": 0}
    assert await join._command(client, line)
