"""The Review screen shows a Big Money and a FOR-EX review in each game's unit and period at
80×24 (issue 15); the screens of those games are not needed for it."""

from __future__ import annotations

import re

import pytest
from textual.app import App
from textual.widgets import Static

from cresus_tui.play.review.analysis import review
from cresus_tui.play.review.record import record_of, replay
from cresus_tui.tui.screens.review import ReviewScreen

from tests.review.helpers import play_other


class _Host(App):
    def __init__(self, screen: ReviewScreen) -> None:
        super().__init__()
        self._review = screen

    def on_mount(self) -> None:
        self.push_screen(self._review)


@pytest.mark.parametrize("game,unit,period,table", [
    ("bigmoney", "Z", "Round", "Money (Z) at the start of each round:"),
    ("forex", "[A-Z]{3}", "Turn",  # the Strongest currency of the moment
     "Worth in the Strongest currency (units) at the start of each turn:"),
])
async def test_review_screen_of_another_game(game, unit, period, table, monkeypatch) -> None:
    s = play_other(game, seed=4, players=3, level="normal")
    tl = replay(record_of(s.game))
    r = review(tl, 0)
    assert r.costliest
    screen = ReviewScreen(r, timeline=tl)
    app = _Host(screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen is screen
        text = screen.costliest_text()
        assert f"1. {period} " in text and re.search(rf" {unit}\[/\] lost \(", text), text
        assert not screen.counter and screen.check_action("toggle", ()) is False
        await pilot.press("2")
        await pilot.pause()
        chart = str(screen.query_one("#chart-table", Static).render())
        assert table in chart
        assert all(len(line) <= 80 for line in chart.splitlines())
        await pilot.press("4")
        await pilot.press("]")
        await pilot.pause()
        assert screen.stepper.turn in tl.turns


async def test_statistics_screen_lists_each_game(tmp_path) -> None:
    """The Statistics screen shows each game's rows with its own best result; the island rate
    and luxury cards only for Crésus."""
    from cresus_tui.play.review.stats import add_game
    from cresus_tui.tui.screens.review import StatisticsScreen

    bm = play_other("bigmoney", seed=4, players=3, level="hard")
    fx = play_other("forex", seed=4, players=3, level="normal")
    assert add_game(bm.game, 0, tmp_path)[0] and add_game(fx.game, 0, tmp_path)[0]
    screen = StatisticsScreen(str(tmp_path))
    app = _Host(screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = "\n".join(str(w.render()) for w in screen.query(Static))
    assert "Big Money against hard rivals" in text
    assert f"best result: {bm.game.state.seats[0].cash} Z" in text
    assert "FOR-EX against normal rivals" in text
    assert "island" not in text and "luxury" not in text
