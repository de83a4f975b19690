"""Pig played on the one game screen with Pilot: its panel shows the scores, `roll` and
`hold` typed and the choices picked play it to the end, the game over sequence runs (the
finished game kept and counted), with no edit outside this folder."""

from __future__ import annotations

import pytest

from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.screens.game import GameScreen

from . import pig_game  # noqa: F401 - the fixture
from . import views
from .play import NewGameOptions


@pytest.fixture
def pig_views(pig_game):
    views.register()
    try:
        yield pig_game
    finally:
        views.unregister()


async def settle(app, pilot) -> None:
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()


async def test_pig_plays_on_the_one_game_screen_with_its_panel(tmp_path, pig_views) -> None:
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path), autosave=True),
                    start=NewGameOptions(rivals=1, seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen) and type(screen).__name__ == "PigGameScreen"
        panel = str(screen.query_one("#scores").render())
        assert "▶ You: 0" in panel and "At risk this turn: 0" in panel
        assert screen.query_one("#status").render().plain.startswith("Pig · turn")
        rolls = 0
        for _ in range(300):
            if app.session.game.is_over:
                break
            if screen.request is None:
                await settle(app, pilot)
                continue
            line = "roll" if screen.view.total < 12 else "hold"
            rolls += line == "roll"
            for ch in line:
                await pilot.press(ch)
            await pilot.press("enter")
            await settle(app, pilot)
        assert app.session.game.is_over and rolls > 3
        story = "\n".join(screen.query_one("#log").history)
        assert "> roll" in story and "> hold" in story
        finale = screen.table.finale
        assert finale is not None and finale.counted and finale.slot
        assert "The game is over." in screen.query_one("#prompt").render().plain


async def test_a_pig_choice_picked_by_its_number_plays_it(tmp_path, pig_views) -> None:
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)),
                    start=NewGameOptions(rivals=1, seed=5))
    async with app.run_test(size=(60, 20)) as pilot:
        await settle(app, pilot)
        screen = app.screen
        before = len(app.session.game.state.log)
        labels = [str(o.prompt) for o in screen.query_one("#choices")._options]
        assert labels and any("roll" in x.casefold() for x in labels)
        screen.query_one("#choices").focus()
        await pilot.press("1", "enter")  # a digit types, whatever has the focus
        await settle(app, pilot)
        assert len(app.session.game.state.log) > before
