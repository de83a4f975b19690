"""The generic screens in French at 80×24 (#25): the main menu, the game choice and the New
game form (Crésus's: its labels are generic, its intro and levels Crésus's words, so this
snapshot changes when those are translated). Each game's own screens in French are its
snapshots' (``tests/tui``). Update serially:
``pytest tests/i18n/test_french_snapshots.py --snapshot-update -p no:xdist``."""

from __future__ import annotations

import pytest

from cresus_tui import i18n
from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp
from tests.pig import pig_game  # noqa: F401 - the fixture


@pytest.fixture
def french(pig_game):
    from tests.pig import views

    views.register()
    i18n.set_language("fr")
    try:
        yield
    finally:
        i18n.set_language("en")
        views.unregister()


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    for _ in range(3):
        await pilot.pause()


def app() -> CresusApp:
    return CresusApp(Settings.test_profile(seed=42))


@pytest.mark.parametrize("case", ["menu", "game_choice"])
def test_french_menu_screens(case, snap_compare, french) -> None:
    press = {"menu": [], "game_choice": ["n"]}[case]
    assert snap_compare(app(), press=press, terminal_size=(80, 24), run_before=settle)


def test_french_new_game_form(snap_compare, french) -> None:
    async def open_form(pilot) -> None:
        await settle(pilot)
        pilot.app.open_new_game("cresus")
        await settle(pilot)

    assert snap_compare(app(), terminal_size=(80, 24), run_before=open_form)
