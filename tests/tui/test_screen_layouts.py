"""The one game screen laid out for its size (issue 24): tables told in the story stay one row
a line (cut with "…", never wrapped), the status line says only what is true now, and every
scrolled area moves by keys."""

from __future__ import annotations

import re

from cresus_tui.games.bigmoney.requests import DiceRequest, RollRequest
from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp

from .test_screen_typing import big_money_screen, settle


async def type_line(pilot, text: str) -> None:
    await pilot.press(*text, "enter")
    await settle(pilot.app, pilot)


async def test_the_odds_table_keeps_one_row_a_line_at_80x24() -> None:
    async with big_money_screen(DiceRequest) as (session, app, pilot, screen):
        log = screen.query_one("#log")
        before = len(log.lines)
        await type_line(pilot, "odds")
        shown = [strip.text.rstrip() for strip in log.lines[before:]]
        rows = [t for t in shown if t.startswith(("keep ", "reroll ", "stop "))]
        told = [h for h in log.history if h.startswith(("[b]keep", "[b]reroll", "[b]stop"))]
        assert len(rows) == len(told) >= 5  # one line each: none wrapped
        width = log.scrollable_content_region.width
        assert all(len(t) <= width for t in shown)
        assert any(t.endswith("…") for t in rows)  # the fractions cut at 40 columns
        assert rows[0].startswith("keep ") and " Z" in rows[0]


async def test_the_status_line_drops_f8_skip_once_the_rivals_are_done() -> None:
    async with big_money_screen(RollRequest) as (session, app, pilot, screen):
        table = screen.table
        table.busy = True  # the rivals' last move shown while they still play …
        screen.show_view(table.view)
        assert "F8 skip" in str(screen.query_one("#status").render())
        table.busy = False  # … then they are done and your turn is asked
        screen.render_messages(table.ask())
        await pilot.pause()
        status = str(screen.query_one("#status").render())
        assert "your turn: roll" in status and "F8" not in status


def test_big_money_status_words_fit_and_say_game_over_once() -> None:
    from cresus_tui.tui.games import StatusContext
    from cresus_tui.tui.games.bigmoney import VIEWS

    from .bigmoney_helpers import new_session, play_to_end

    session = new_session(seed=7)
    play_to_end(session)
    over = session.game.view(session.human)
    for ctx in (StatusContext(), StatusContext(wide=True), StatusContext(compact=True),
                StatusContext(compact=True, width=38)):
        words = VIEWS.status(over, ctx)
        assert len(re.findall(r"\bover\b", words)) == 1, words
    fresh = new_session(seed=7).game.view(0)
    narrow = VIEWS.status(fresh, StatusContext(compact=True, width=38))
    assert narrow == "R1 roll · [b]Bank 925 Z[/] · you 10 Z"
    assert len(narrow.replace("[b]", "").replace("[/]", "")) + len(" · F10") <= 38
