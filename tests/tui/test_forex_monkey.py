"""Random key presses over a FOR-EX game never raise; every few presses the normal rival's
choice is typed for you, so the game goes on to its end."""

from __future__ import annotations

import random

from cresus_tui.play.forex.session import NewGameOptions
from cresus_tui.play.forex.teller import suggest
from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.screens.game import GameScreen

KEYS = ["1", "2", "3", "4", "r", "s", "y", "n", "a", "x", "space", "enter", "escape", "tab",
        "up", "down", "f1", "f2", "f3", "f7", "f8", "f10", "backspace", "pageup", "m"]


async def test_random_keys_never_raise_in_forex(tmp_path) -> None:
    rng = random.Random(2027)
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)),
                    start=NewGameOptions(rivals=2, seed=8, level="easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await app.workers.wait_for_complete()
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        session = screen.session
        for _ in range(120):
            if session.game.is_over:
                break
            await pilot.press(*rng.choices(KEYS, k=2))
            await app.workers.wait_for_complete()
            while app.screen is not screen and screen in app.screen_stack \
                    and not session.game.is_over:
                await pilot.press("escape")
                await pilot.pause()
            if screen not in app.screen_stack:
                break
            if app.screen is screen and not screen.busy and session.human_request():
                screen.run_command(suggest(session))
                await app.workers.wait_for_complete()
                await pilot.pause()
        assert len(session.game.state.log) >= 10  # the game went on
