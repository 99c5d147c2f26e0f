"""The SSH tests' import path (``ssh_kit``) and fixtures: a fast table on loopback and the SSH
front door in front of it, its host key in a temporary directory."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ssh_kit import Door, open_door


@pytest.fixture
async def door(tmp_path: Path) -> AsyncIterator[Door]:
    """A table (one bot seated) and an open front door into its lobby."""
    async with open_door(tmp_path) as opened:
        yield opened
