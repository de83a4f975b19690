"""Random key presses over a whole (short) game never raise. Every few presses the scripted
player answers the pending request by command, so the game goes on to its end."""

from __future__ import annotations

import random

from cresus_tui.games.cresus.state import Scenario
from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.screens.game import GameScreen
from cresus_tui.play.cresus.session import NewGameOptions
from cresus_tui.play.settings import Settings

from .conftest import command_for

KEYS = ["1", "2", "3", "4", "5", "6", "7", "r", "s", "y", "n", "a", "x", "space", "enter",
        "escape", "tab", "shift+tab", "up", "down", "left", "right", "f1", "f2", "f3", "f4",
        "f5", "f8", "backspace", "pageup", "home", "m"]


async def test_random_keys_never_raise() -> None:
    rng = random.Random(2026)
    scenario = Scenario(experts=("pirate-1", "monopoly-1", "partner-1"))
    app = CresusApp(Settings.test_profile(),
                    start=NewGameOptions(rivals=4, seed=5, scenario=scenario))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await app.workers.wait_for_complete()
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        session = screen.session
        for n in range(90):
            await pilot.press(*rng.choices(KEYS, k=2))
            await app.workers.wait_for_complete()
            if session.game.is_over:
                continue
            if app.screen is screen and not screen.busy:
                req = session.human_request()
                if req is not None:
                    screen.run_command(command_for(req, screen.view, n))
                    await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.is_running
        assert app.return_code is None
    assert session.game.is_over, "the game went on to its end"
