"""A complete game played through the UI: every decision is a command typed into the command
line (secret dialogues are closed with Escape first). The ranking on the game-over screen must
be the engine's (C-5.15)."""

from __future__ import annotations

from textual.widgets import DataTable

from cresus_tui.games.cresus.state import Scenario
from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.screens.game import GameScreen
from cresus_tui.tui.games.cresus.over import GameOverScreen
from cresus_tui.play.cresus.session import NewGameOptions
from cresus_tui.play.settings import Settings

from .conftest import command_for


async def settle(app, pilot) -> None:
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()


async def test_complete_game_through_commands() -> None:
    # three Expert cards: a complete game of three turns (C-4.3)
    scenario = Scenario(experts=("sector-finance", "market-NYC", "partner-1"))
    app = CresusApp(Settings.test_profile(),
                    start=NewGameOptions(rivals=2, seed=11, scenario=scenario))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        game_screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        session = game_screen.session
        for n in range(400):
            if isinstance(app.screen, GameOverScreen):
                break
            if app.screen is not game_screen:  # a secret dialogue: answer by command instead
                await pilot.press("escape")
                await settle(app, pilot)
            req = session.human_request()
            assert req is not None, "the game waits for nobody"
            line = game_screen.query_one("#command")
            line.focus()
            line.value = command_for(req, game_screen.view, n)
            await pilot.press("enter")
            await settle(app, pilot)
        assert isinstance(app.screen, GameOverScreen), "the game did not end"
        assert session.game.is_over
        table = app.screen.query_one(DataTable)
        shown = [(int(table.get_row_at(i)[0]), table.get_row_at(i)[1].removesuffix(" (out)"))
                 for i in range(table.row_count)]
        expected = [(place, session.names[seat]) for place, seat in session.game.ranking()]
        assert shown == expected
        assert any("> " in line for line in game_screen.query_one("#log").history)
