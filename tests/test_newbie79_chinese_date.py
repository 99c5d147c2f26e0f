"""newbie79 #3: judgement day asks every player for a date. A Chinese player writes it as
"12月25日" (or, with the input method in full-width mode, "１２－２５" / "12．25"); the dialog
refuses each with "请按 月-日 的格式填写，例如 3-14。", and the field (max_length=5) cuts a pasted
"12月25日" to "12月25" before that. The text client's ``date 12月25日`` is refused the same.

Cause: :func:`unotui.dialogs.choice.parse_date` splits on "-", "/", "." and spaces only."""

from __future__ import annotations

import pytest

from unotui.dialogs.choice import parse_date


@pytest.mark.parametrize("text", ["12月25日", "12月25", "１２－２５", "12．25", "12／25"])
def test_newbie79_a_date_written_the_chinese_way_is_understood(text: str) -> None:
    assert parse_date(text) == (12, 25)


def test_newbie79_still_refuses_what_is_no_date() -> None:
    assert parse_date("13月1日") is None and parse_date("2月30日") is None


class _Client:
    def __init__(self) -> None:
        self.acted: list[dict[str, object]] = []

    async def act(self, action: dict[str, object]) -> None:
        self.acted.append(action)


@pytest.mark.parametrize("text", ["12月25日", "１２－２５"])
async def test_newbie79_the_text_clients_date_takes_it_too(text: str) -> None:
    """(the text client's ``date 12月25日``: its own parser, ``join._name_date``, answered
    "请这样输入日期：date MM-DD （例如 date 12-25）。")"""
    from unotui.commands import join

    client = _Client()
    legal = [{"type": "date", "month": 12, "day": 25}]
    await join._name_date(client, legal, text)
    assert client.acted == legal
