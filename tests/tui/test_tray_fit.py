"""The dice tray's odds line fits the tray: of a game's wordings (longest first) the tray
shows the longest whose lines fit its width, so at 80×24 the line is not wrapped."""

from __future__ import annotations

from cresus_tui.games.bigmoney.requests import DiceRequest

from .test_screen_typing import big_money_screen


LONG = "Best: keep 1 2 3 4 → 119.7 Z · stop → 117 Z · and more"
SHORT = "Best: 1 2 3 4 → 119.7 Z · stop 117 Z"


async def test_the_tray_shows_the_longest_wording_that_fits() -> None:
    async with big_money_screen(DiceRequest, (80, 24)) as (session, app, pilot, screen):
        tray = screen.query_one("#tray")
        width = tray.content_size.width
        assert len(SHORT) <= width < len(LONG)
        tray.show(tray.request, (LONG, SHORT))
        await pilot.pause()
        shown = str(tray.query_one("#tray-info").render()).split("\n")
        assert shown[0] == SHORT
        tray.show(tray.request, ("Best: 1 2 → 9.0 Z", SHORT))
        await pilot.pause()
        assert str(tray.query_one("#tray-info").render()).split("\n")[0] == "Best: 1 2 → 9.0 Z"


async def test_big_money_offers_a_narrow_wording_of_its_odds_line() -> None:
    from cresus_tui.tui.games.bigmoney import _tray_info

    async with big_money_screen(DiceRequest, (80, 24)) as (session, app, pilot, screen):
        app.settings.show_odds = True
        full, short = _tray_info(screen, screen.prompt.request)
        assert full.startswith("[b]Best:[/] keep ") and " · stop → " in full
        assert short == full.replace("[b]Best:[/] keep ", "[b]Best:[/] ").replace(
            " · stop → ", " · stop ")
        assert len(short) < len(full)
