"""Start-up waits with the garbage collector's passes (``unotui.startup``), and never longer than
a player could notice: memory would grow over a long match if the collector stayed off. Once the
table is on screen it runs again; a ``play`` that ends early (a bad flag) leaves it running too."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest
from ui_testkit import wait_for

from unotui import startup
from unotui.app import build_app
from unotui.cli import main
from unotui.screens.table import TableScreen


@pytest.fixture(autouse=True)
def collector_restored() -> Iterator[None]:
    yield
    startup.resume()
    gc.enable()


async def test_the_collector_runs_again_once_the_table_is_on_screen() -> None:
    startup.pause()
    assert not gc.isenabled() and startup.paused()
    app = build_app(bots=2, seed=4, name="Zoe", bot_delay=30.0, ascii_only=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await wait_for(pilot, gc.isenabled, steps=100)  # within a frame or two of the table
        assert not startup.paused()
        await app.screen.link.close()


def test_a_play_that_ends_at_once_leaves_the_collector_running(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--bots", "12"]) == 2
    assert "--bots" in capsys.readouterr().err
    assert gc.isenabled() and not startup.paused()


def test_a_collector_switched_off_by_someone_else_stays_off() -> None:
    gc.disable()
    startup.pause()
    startup.resume()
    assert not gc.isenabled()


async def test_a_host_or_join_app_freezes_what_exists_at_its_first_frame() -> None:
    """``host``/``join`` leave the collector on (they may run for hours without an app) but the
    app's first frame still moves what exists into the permanent generation, so the passes
    during a match do not walk the whole app again and again."""
    gc.unfreeze()
    startup.expect_app()
    assert gc.isenabled() and gc.get_freeze_count() == 0
    app = build_app(bots=2, seed=4, name="Zoe", bot_delay=30.0, ascii_only=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await wait_for(pilot, lambda: gc.get_freeze_count() > 0, steps=100)
        assert gc.isenabled()
        await app.screen.link.close()
    startup.resume()  # only once: a second resume freezes nothing more
    count = gc.get_freeze_count()
    startup.resume()
    assert gc.get_freeze_count() == count
