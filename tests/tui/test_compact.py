"""Small terminals (issue 14): below 80×24 the compact layout still plays — the story and the
decision line first, the panels behind F10 — down to 40×12; below that the "enlarge" notice;
no crash at any size, 1×1 included."""

from __future__ import annotations

import pytest

from cresus_tui.games.cresus.requests import MoveRequest
from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.screens.game import GameScreen
from cresus_tui.tui.screens.menu import MenuScreen
from cresus_tui.tui.screens.too_small import TooSmallScreen
from cresus_tui.play.cresus.session import NewGameOptions
from cresus_tui.play.settings import Settings

from .test_snapshots import first, game_app, settle

SIZES = [(1, 1), (2, 40), (39, 12), (40, 11), (40, 12), (50, 16), (79, 24), (80, 23),
         (80, 24), (120, 40), (200, 60), (10, 3)]
SMALL = [(1, 1), (10, 3), (2, 40), (39, 12), (40, 12), (50, 16)]


def game_screen(app: CresusApp) -> GameScreen:
    return next(s for s in app.screen_stack if isinstance(s, GameScreen))


async def test_resizing_across_sizes_never_crashes_and_picks_the_layout() -> None:
    app = CresusApp(Settings.test_profile(), start=NewGameOptions(rivals=2, seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("escape")  # the secret dialogue of the first bid
        for width, height in SIZES + list(reversed(SIZES)):
            await pilot.resize_terminal(width, height)
            await pilot.pause()
            screen = game_screen(app)
            too_small = width < 40 or height < 12
            assert isinstance(app.screen, TooSmallScreen) == too_small, (width, height)
            if not too_small:
                assert screen.has_class("compact") == (width < 80 or height < 24)
        await pilot.resize_terminal(50, 16)
        await pilot.pause()
        assert app.screen is game_screen(app)


async def test_the_compact_layout_plays_and_shows_the_panels_behind_f10() -> None:
    app = CresusApp(Settings.test_profile(), start=NewGameOptions(rivals=2, seed=5))
    async with app.run_test(size=(50, 16)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        assert screen.has_class("compact")
        assert not screen.query_one("#side").display or \
            screen.query_one("#side").region.width == 0
        assert screen.query_one("#prompt").region.height >= 1  # the decision line shows
        await pilot.press("escape")
        await pilot.press("f10")
        assert screen.has_class("panels")
        assert screen.query_one("#side").region.width == 50
        assert screen.query_one("#left").region.width == 0
        await pilot.press("f10")
        assert not screen.has_class("panels")
        await pilot.press("f10")
        for key in "bid 0":  # typing goes back to the story and plays
            await pilot.press(key if key != " " else "space")
        assert not screen.has_class("panels")
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.session.human_request(), MoveRequest)
        assert screen.query_one("#status").render().plain.startswith("Turn 1 · Movement")


async def test_the_menu_fits_at_40_by_12() -> None:
    app = CresusApp(Settings.test_profile())
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("enter")  # the first game
        await pilot.pause()
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) or any(
            isinstance(s, GameScreen) for s in app.screen_stack)


def test_snapshot_compact_50x16(snap_compare) -> None:
    """The compact layout at 50×16: the status line, the story, the decision line, choices
    and the command line."""
    app = game_app(first(MoveRequest))
    assert snap_compare(app, press=["escape"], terminal_size=(50, 16), run_before=settle)


def test_snapshot_compact_panels_50x16(snap_compare) -> None:
    app = game_app(first(MoveRequest))
    assert snap_compare(app, press=["escape", "ctrl+p"], terminal_size=(50, 16),
                        run_before=settle)


@pytest.mark.parametrize("keys", [[], ["n"], ["r"], ["t"], ["t", "enter"], ["h"]],
                         ids=["menu", "new_game", "rules", "tutorials", "tutorial", "help"])
async def test_every_screen_survives_every_size(keys: list[str]) -> None:
    app = CresusApp(Settings.test_profile())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for key in keys:
            await pilot.press(key)
            await settle(pilot)
        shown = type(app.screen)
        for width, height in SMALL:
            await pilot.resize_terminal(width, height)
            await pilot.pause()
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert type(app.screen) is shown


async def test_log_shows_the_story_when_the_panels_hide_it() -> None:
    """`log` with the panels in the story's place (F10, compact) showed nothing: the lines
    went to the hidden story. The story comes back with the log in it."""
    app = CresusApp(Settings.test_profile(), start=NewGameOptions(rivals=2, seed=5))
    async with app.run_test(size=(50, 16)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        await pilot.press("escape")
        await pilot.press("f10")
        assert screen.has_class("panels") and screen.story.held
        screen.run_command("log")
        await settle(pilot)
        assert not screen.has_class("panels") and not screen.story.held
        assert any(h.startswith("The story, last ") for h in screen.story.history)
        assert screen.story.region.width == 50
