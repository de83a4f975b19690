"""`undo` right after `bid 0` on the game screen (issue 24: it once answered "You have made no
decision to take back yet"): typed at once or after the rivals' bids, the answer names the bid
and why it stays."""

from __future__ import annotations

import pytest

from cresus_tui.games.cresus.decisions import Bid
from cresus_tui.games.cresus.requests import BidRequest
from cresus_tui.play.cresus.session import NewGameOptions
from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.screens.game import GameScreen

from .test_snapshots import settle

REFUSED = ("“You pass” cannot be taken back: the bids have been revealed since. Undo never "
           "crosses a throw, a draw or a reveal.")


def screen_of(app: CresusApp) -> GameScreen:
    return next(s for s in app.screen_stack if isinstance(s, GameScreen))


async def type_line(pilot, text: str) -> None:
    for key in text:
        await pilot.press("space" if key == " " else key)
    await pilot.press("enter")


@pytest.mark.parametrize("quick", [False, True], ids=["settled", "typed-at-once"])
async def test_undo_right_after_bid_0(quick: bool) -> None:
    app = CresusApp(Settings.test_profile(), start=NewGameOptions(rivals=3, seed=0))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.session.human_request(), BidRequest)  # the Monopole's auction
        await type_line(pilot, "bid 0")
        if not quick:
            await settle(pilot)
        await type_line(pilot, "undo")
        await settle(pilot)
        await settle(pilot)
        history = "\n".join(screen_of(app).story.history)
        assert "no decision to take back" not in history
        said = history.split("> undo", 1)[1]
        assert REFUSED in said
        assert app.session.game.state.log[0].decision == Bid(0)
