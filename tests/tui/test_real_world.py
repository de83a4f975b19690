"""The app in the real world (issue 16): names with markup shown as plain text, names too long
from a settings file, every terminal size down to 1×1 without a crash."""

from __future__ import annotations

import pytest
from rich.text import Text

from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.screens.game import GameScreen
from cresus_tui.play.cresus.session import NewGameOptions, build_config
from cresus_tui.play.settings import Settings


async def settle(app, pilot) -> None:
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()


@pytest.mark.parametrize("name", ["[/]Zoé", "x[/b]", "Zoé [FR]", "[b]bold", "a\\[b]"])
async def test_a_name_with_markup_is_plain_text(name: str) -> None:
    app = CresusApp(Settings.test_profile(), start=NewGameOptions(rivals=2, seed=3, name=name,
                                                                  level="random"))
    async with app.run_test(size=(110, 34)) as pilot:
        await settle(app, pilot)
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        assert screen.session.names[0] == name
        panel = screen.query_one("PlayerPanel")
        assert Text.from_markup(panel.border_title).plain.startswith(name + " — ")
        screen.run_command("status")
        await settle(app, pilot)
        assert any(name in Text.from_markup(line).plain
                   for line in screen.query_one("#log").history)


def test_names_are_cut_to_the_form_limit_whatever_the_source() -> None:
    cfg = build_config(NewGameOptions(name="Z" * 300 + "\x1b[31m", seed=1))
    assert cfg.seats[0].name == "Z" * 16


def test_a_huge_seed_is_reduced_to_the_generator_range() -> None:
    cfg = build_config(NewGameOptions(seed=20261130193000123456))
    assert cfg.seed == 20261130193000123456 % 2**64


SIZES = [(120, 40), (80, 24), (79, 24), (37, 12), (36, 12), (20, 5), (10, 3), (2, 2), (1, 1),
         (100, 30)]


async def test_every_terminal_size_down_to_1x1_on_the_game_screen_and_a_dialogue() -> None:
    app = CresusApp(Settings.test_profile(), start=NewGameOptions(rivals=2, seed=5,
                                                                  level="random"))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        for size in SIZES:
            await pilot.resize_terminal(*size)
            await settle(app, pilot)
        # a dialogue up (the help or a secret request), then the sizes again
        await pilot.press("f1")
        await settle(app, pilot)
        for size in SIZES:
            await pilot.resize_terminal(*size)
            await settle(app, pilot)
        assert app.is_running


async def test_linux_console_keeps_choices_placeholder_and_scrollbar_readable(
        monkeypatch) -> None:
    """TERM=linux: no bright black (drawn as black there) on the choices border, the command
    line's placeholder or the scrollbars."""
    from textual.color import Color

    from cresus_tui.tui.app import console16

    assert console16({"TERM": "linux"}) and not console16({"TERM": "xterm-256color"})
    monkeypatch.setenv("TERM", "linux")
    app = CresusApp(Settings.test_profile(), start=NewGameOptions(rivals=2, seed=5,
                                                                  level="random"))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        assert app.has_class("-console16")
        choices = screen.query_one("Choices")
        log = screen.query_one("#log")
        line = screen.query_one("#command")
        placeholder = line.get_component_rich_style("input--placeholder")
        dark = {Color.parse("ansi_bright_black"), Color.parse("ansi_black")}
        assert choices.styles.border_top[1] == Color.parse("ansi_bright_white")
        assert log.styles.scrollbar_color == Color.parse("ansi_white")
        assert log.styles.scrollbar_color not in dark
        assert placeholder.color.number == 7  # ANSI white (light grey), not 8 (bright black)
