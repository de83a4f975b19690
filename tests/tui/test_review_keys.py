"""The Review screen at 80×24 (issue 24): every row reached by keys (↑/↓, PgUp/PgDn,
Home/End scroll the tab on show), the luck table lists every player, the chart's legend is
under the chart (not over its lines) and its y-axis reads in whole, round units."""

from __future__ import annotations

from textual.containers import VerticalScroll
from textual.widgets import Static, TabbedContent

from cresus_tui.play.review.analysis import review
from cresus_tui.play.review.record import record_of, replay
from cresus_tui.tui.screens.review import ReviewScreen, whole_ticks

from tests.review.helpers import play_other
from .test_review_other_games import _Host


def four_player_review(game: str) -> ReviewScreen:
    s = play_other(game, seed=4, players=4, level="normal")
    tl = replay(record_of(s.game))
    return ReviewScreen(review(tl, 0), timeline=tl)


async def test_the_last_decisions_and_every_player_are_reached_by_keys() -> None:
    screen = four_player_review("bigmoney")
    app = _Host(screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for name in screen.review.names:
            assert f"\n{name[:12]:<13}" in screen.costliest_text()  # a luck row each
        await pilot.press("3")
        await pilot.pause()
        pane = screen.query_one(TabbedContent).active_pane
        scroller = pane.query_one(VerticalScroll)
        assert scroller.max_scroll_y > 0  # a long game: more rows than the screen
        await pilot.press("end")
        await pilot.pause()
        assert scroller.scroll_y == scroller.max_scroll_y
        await pilot.press("pageup", "up")
        await pilot.pause()
        assert 0 < scroller.scroll_y < scroller.max_scroll_y
        await pilot.press("home")
        await pilot.pause()
        assert scroller.scroll_y == 0


async def test_the_chart_legend_is_under_the_chart_with_every_player() -> None:
    screen = four_player_review("bigmoney")
    app = _Host(screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("2")
        await pilot.pause()
        legend = str(screen.query_one("#chart-legend", Static).render())
        assert legend == "   ".join(f"{m} {n}" for m, n in zip("●▲■◆", screen.review.names))
        chart = screen.query_one("#chart")
        assert screen.query_one("#chart-legend").region.y >= chart.region.bottom


def test_y_ticks_are_whole_round_units() -> None:
    assert whole_ticks(213.3, 315.0) == [200, 250, 300, 350]
    assert whole_ticks(4, 322) == [0, 100, 200, 300, 400]
    assert whole_ticks(0, 7) == [0, 2, 4, 6, 8]
    assert whole_ticks(-12.5, 40) == [-20, 0, 20, 40]
    assert whole_ticks(5, 5) == [5]
