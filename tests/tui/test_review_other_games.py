"""The Review screen shows a Big Money and a FOR-EX review in each game's unit and period at
80×24 (issue 15); the screens of those games are not needed for it."""

from __future__ import annotations

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
    ("forex", "units", "Turn",
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
        assert f"1. {period} " in text and f" {unit}[/] lost (" in text
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
