"""The smallest layout (40×12) of every game (issue 24): the decision, its choices (or the dice
tray) and the command line show; a long answer (`hint`) is shown from its first line, not its
last; the footer shows whole keys only — Rules, Help, Hint and Quit — never a key cut in two."""

from __future__ import annotations

import pytest
from textual.widgets._footer import FooterKey

from cresus_tui.games.bigmoney.requests import BuyRequest, DiceRequest
from cresus_tui.games.cresus.requests import BidRequest
from cresus_tui.tui.screens.game import GameScreen
from cresus_tui.tui.widgets.footer import fitting, key_cells

from .test_bigmoney_snapshots import first as bm_first
from .test_bigmoney_snapshots import game_app as bm_app
from .test_snapshots import first, game_app, settle


def screen_of(app) -> GameScreen:
    return next(s for s in app.screen_stack if isinstance(s, GameScreen))


def shown(widget) -> bool:
    return widget.display and widget.region.height > 0 and widget.region.width > 0


def test_fitting_drops_the_named_keys_first_then_from_the_right():
    keys = [("f1", "Rules", "rules"), ("f2", "Answer", "dialog"), ("f3", "Help", "help"),
            ("f7", "Hint", "hint"), ("f8", "Skip", "skip"), ("f4", "Trade", "game('offer')"),
            ("^q", "Quit", "quit")]
    assert fitting(keys, 80, ("dialog", "skip"), compact=False) == [0, 1, 2, 3, 4, 5, 6]
    assert fitting(keys, 40, ("dialog", "skip", "game('offer')"), compact=True) == [0, 2, 3, 6]
    assert fitting(keys, 40, ("dialog",), compact=True) == [0, 2, 3, 4]  # then the right
    assert fitting(keys, 5, (), compact=True) == [0]  # one key at least
    assert key_cells("f1", "Rules", True) == 9 and key_cells("f1", "Rules", False) == 10


async def footer_keys(app) -> list[FooterKey]:
    return [k for k in app.screen.query(FooterKey) if shown(k)]


CASES = {
    "bigmoney-dice": lambda: bm_app(bm_first(DiceRequest)),
    "bigmoney-buy": lambda: bm_app(bm_first(BuyRequest)),
    "cresus-bid": lambda: game_app(first(BidRequest)),
}


@pytest.mark.parametrize("case", list(CASES))
async def test_40x12_shows_the_decision_where_to_type_and_a_hint_from_its_start(case):
    app = CASES[case]()
    async with app.run_test(size=(40, 12)) as pilot:
        await settle(pilot)
        await pilot.press("escape")  # a secret dialogue: closed, the screen behind
        await settle(pilot)
        screen = screen_of(app)
        assert shown(screen.line)  # where to type
        assert shown(screen.query_one("#prompt"))  # the decision
        if screen.prompt.dice:
            assert shown(screen.tray)
        elif case == "cresus-bid":  # a sealed bid lists no numbered choice: a number is the amount
            assert not screen.prompt.choices
        else:
            assert shown(screen.choices)
        status = screen.query_one("#status").render().plain
        assert "F10" in status and "…" not in status  # whole, with the panels' key
        keys = await footer_keys(app)
        assert [k.key_display for k in keys] == ["f1", "f3", "f7", "^q"]
        assert max(k.region.right for k in keys) <= 40  # every key whole
        for key in "hint":
            await pilot.press(key)
        await pilot.press("enter")
        await settle(pilot)
        await settle(pilot)
        story = screen.story
        at = next(i for i, h in enumerate(story.history) if h.startswith("Hint: "))
        assert len(story.lines) - story.starts[at] > story.scrollable_content_region.height
        assert round(story.scroll_y) == story.starts[at]  # the hint's first line on top
        await pilot.press("pagedown")  # PgDn reads on
        await pilot.pause()
        assert story.scroll_y > story.starts[at]


async def test_a_short_answer_or_a_new_line_scrolls_to_the_end_again():
    app = bm_app(bm_first(DiceRequest))
    async with app.run_test(size=(40, 12)) as pilot:
        await settle(pilot)
        screen = screen_of(app)
        screen.run_command("hint")
        await settle(pilot)
        await settle(pilot)
        assert screen.story.scroll_y < screen.story.max_scroll_y
        screen.run_command("pace")  # a line of the table's: the end shows again
        await settle(pilot)
        assert screen.story.scroll_y == screen.story.max_scroll_y


LESSON_SIZES = [(80, 24), (60, 20), (40, 12)]


@pytest.mark.parametrize("size", LESSON_SIZES, ids=[f"{w}x{h}" for w, h in LESSON_SIZES])
async def test_the_coach_spans_the_screen_and_leaves_the_board_and_the_command_line(size):
    """The coach panel (lessons) at 80×24 sat in the story's column, 42 columns wide, and cut
    a step after six lines; it spans the screen now: the FOR-EX step 3 (five lines at 80
    columns) reads whole, the board keeps its place, and where to type always shows."""
    from cresus_tui.tui.widgets.coach_panel import CoachPanel

    from .test_forex_tutorial import lesson_at

    app, opened = lesson_at(2)()
    async with app.run_test(size=size) as pilot:
        await opened(pilot)
        screen = app.screen
        coach = screen.query_one(CoachPanel)
        assert coach.region.width == size[0]
        assert shown(screen.line)
        assert shown(screen.choices)
        if size == (80, 24):
            assert shown(screen.query_one("#side"))  # the board
            assert coach.max_scroll_y == 0  # the whole step shows


async def test_quick_page_downs_each_scroll_a_whole_page():
    """Several quick PgDn scrolled less than a page each (a page scrolled from where the last
    one's glide was): with animations on, three quick PgDn scroll three pages."""
    app = bm_app(bm_first(BuyRequest))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.animation_level = "full"
        screen = screen_of(app)
        story = screen.story
        for n in range(60):
            story.say(f"line {n}")
        await pilot.pause()
        story.scroll_home(animate=False)
        await pilot.pause()
        page = story.scrollable_content_region.height
        for _ in range(3):  # as quick keys come: each handled while the last one's glide runs
            screen.action_scroll_story(1)
        await pilot.wait_for_scheduled_animations()
        await pilot.pause()
        assert story.scroll_y == min(3 * page, story.max_scroll_y) == 3 * page
        for _ in range(2):
            screen.action_scroll_story(-1)
        await pilot.wait_for_scheduled_animations()
        await pilot.pause()
        assert story.scroll_y == page
