"""Round 5's newcomer play-test of FOR-EX on the screen: each test failed before its fix."""

from __future__ import annotations

import pytest

from cresus_tui.play.forex.session import NewGameOptions
from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.screens.game import GameScreen
from cresus_tui.tui.widgets.log import GameLog


async def settle(app, pilot) -> None:
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()
    await pilot.pause()


def shown(log: GameLog) -> list[str]:
    """The story's rows on the screen, as text."""
    top = int(log.scroll_y)
    return [strip.text.rstrip() for strip in
            log.lines[top:top + log.scrollable_content_region.height]]


async def type_line(app, pilot, text: str) -> None:
    for ch in text:
        await pilot.press("space" if ch == " " else ch)
    await pilot.press("enter")
    await settle(app, pilot)


@pytest.mark.parametrize("size", [(80, 24), (60, 20), (40, 12)])
async def test_a_long_answer_is_shown_from_its_first_line(tmp_path, size) -> None:
    """`hint` prints the command, why, and every candidate with its rate changes: taller than
    the story at every size, it used to show its tail, the command scrolled out of sight."""
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)),
                    start=NewGameOptions(rivals=3, level="easy", seed=42))
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        log = next(s for s in app.screen_stack if isinstance(s, GameScreen)).story
        await type_line(app, pilot, "hint")
        rows = shown(log)
        assert rows[0].startswith("Hint: invest")  # the answer's first line
        assert log.max_scroll_y > log.scroll_y  # the candidates follow below: PgDn reads on
        await type_line(app, pilot, "status all")  # an answer by the table, not a worker
        assert shown(log)[0] != shown(log)[-1]  # from its start, not its tail
        await type_line(app, pilot, "pace")  # a short answer: the story's end, as before
        assert log.scroll_y == log.max_scroll_y
        assert shown(log)[-2] == "> pace" and shown(log)[-1].startswith("Pace: ")


@pytest.mark.parametrize("book", ["help.md", "help.fr.md"])
def test_the_keys_the_help_names_are_the_game_screens(book) -> None:
    """The FOR-EX help said "F5 hint": F5 did nothing (the hint is F7, as the footer says)."""
    import re
    from pathlib import Path

    import cresus_tui.games.forex as forex

    text = (Path(forex.__file__).parent / book).read_text("utf-8")
    keys = text.split("## ")[-1]  # the last section: keys and mouse
    named = {k.casefold() for k in re.findall(r"\bF\d+\b", keys)}
    bound = {key for b in GameScreen.BINDINGS for key in b.key.split(",")}
    assert named and named <= bound, named - bound
    hint = next(b for b in GameScreen.BINDINGS if b.action == "hint")
    assert re.search(rf"\b{hint.key.upper()} (hint|conseil)\b", keys)


async def test_enter_on_the_game_over_screen_opens_the_review_not_a_new_game(tmp_path) -> None:
    """The focus was on New game: Enter after the last move opened the New game form, a second
    Enter started a game, and the finished one (the review the screen had just promised) was
    replaced in its slot."""
    from textual.widgets import Button

    from cresus_tui.tui.games.forex.over import ForexGameOverScreen
    from cresus_tui.tui.screens.review import ReviewScreen

    from .forex_script import reach

    session, steps = reach("final_turn")
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)), start=session,
                    backlog=steps)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await type_line(app, pilot, "resolve")
        await type_line(app, pilot, "choose GBP")
        assert isinstance(app.screen, ForexGameOverScreen)
        focused = app.screen.focused
        assert isinstance(focused, Button) and focused.id == "review"
        await pilot.press("enter")
        await settle(app, pilot)
        assert isinstance(app.screen, ReviewScreen)


async def test_the_review_replay_names_its_keys_and_the_chart_table_fits_80_columns(
        tmp_path) -> None:
    """The Replay tab read " : the turn before, the next" (the keys [ and ] taken as markup);
    the Chart tab's table, laid out for 80 columns in a 76-column pane, wrapped its last
    column onto lines of their own ("T11", "5")."""
    from rich.text import Text
    from textual.content import Content
    from textual.widgets import Static

    from cresus_tui.tui.screens.review import ReviewScreen

    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)),
                    start=NewGameOptions(rivals=3, level="easy", seed=42))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        for _ in range(200):
            if app.session.game.is_over:
                break
            await type_line(app, pilot, "1")
        await settle(app, pilot)
        await pilot.press("r")
        await settle(app, pilot)
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        said = Content.from_markup(screen.replay_text(1)).plain  # as the Static reads it
        assert said.endswith("[ and ]: the turn before, the next")
        table = screen.query_one("#chart-table", Static)
        await pilot.press("2")
        await settle(app, pilot)
        rows = Text.from_markup(str(table.content)).plain.splitlines()
        assert rows[0].startswith("Worth in the Strongest currency")
        assert rows[1].split()[:2] == ["T1", "T2"]  # the turns' header, blocks of columns
        assert max(len(row) for row in rows) <= table.content_region.width


def test_a_name_in_brackets_shows_on_the_status_line() -> None:
    """A player named "[Zed]" vanished from the status line ("turn 2 ·  to play"): Textual
    reads "[Zed]" as a tag, and Rich's escape leaves a capital letter's brackets alone."""
    from textual.content import Content

    from cresus_tui.games.forex import GameConfig, SeatConfig, new_game
    from cresus_tui.tui.games.forex import _status
    from cresus_tui.tui.games import StatusContext

    g, _ = new_game(GameConfig((SeatConfig("[b]x[/b]", "human"), SeatConfig("[Zed]")), 5,
                               first_player=1))
    ctx = StatusContext(False, False, False, False, "normal", 80)
    line = Content.from_markup(_status(g.view(0), ctx)).plain
    assert line == "FOR-EX · turn 1 · [Zed] to play · dividends left 5"
