"""What a key does on the one game screen does not depend on the focus or on timing: every
printable key goes to the command line, so a typed line is one command — `2 4` typed at once
after `roll` keeps dice 2 and 4, whatever had the focus when the dice came (issue 24). The tray
shows the dice a typed line keeps while it is typed."""

from __future__ import annotations

from contextlib import asynccontextmanager

from textual import events

from cresus_tui.games.bigmoney.decisions import Reroll
from cresus_tui.games.bigmoney.requests import BuyRequest, DiceRequest, RollRequest
from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp

from .bigmoney_helpers import drive, new_session
from .test_bigmoney_pilot import game_screen, settle


async def burst(app, pilot, *keys: str) -> None:
    """Keys arriving at once, as from fast fingers or a paste: every one is queued before the
    app handles the first (``pilot.press`` waits for the app between keys)."""
    for key in keys:
        char = key if len(key) == 1 else {"space": " "}.get(key)
        event = events.Key(key, char)
        event.set_sender(app)
        app._driver.send_message(event)
    await pilot.pause(0.3)  # the keys, queued, are handled


def big_money_at(kind):
    session = new_session(seed=7)
    backlog = drive(session, lambda r, s: isinstance(r, kind))
    return session, CresusApp(Settings.test_profile(), start=session, backlog=backlog)


@asynccontextmanager
async def big_money_screen(kind, size=(80, 24)):
    """A Big Money game at the human's first ``kind`` request, on screen and settled:
    (session, app, pilot, game screen)."""
    session, app = big_money_at(kind)
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        yield session, app, pilot, game_screen(app)


async def test_roll_then_2_4_typed_at_once_keeps_dice_2_and_4() -> None:
    async with big_money_screen(RollRequest) as (session, app, pilot, screen):
        # no pause anywhere: the dice arrive while the keys are still coming
        await burst(app, pilot, *"roll", "enter", "2", "space", "4", "enter")
        await settle(app, pilot)
        mine = [s for s in session.game.state.log if s.seat == session.human]
        assert [type(s.decision).__name__ for s in mine[-2:]] == ["Roll", "Reroll"]
        assert mine[-1].decision == Reroll((1, 3))
        assert screen.query_one("#command").value == ""


async def test_a_line_typed_at_once_on_the_choices_is_played_once_and_emptied() -> None:
    """Enter on the empty line puts the focus on the choices; `roll` ⏎ typed at once then
    reaches the choices before the letters move the focus. The line is played once and
    emptied: the next Enter (the tray's "throw the dice not marked") must not play `roll`
    again and throw away the dice."""
    async with big_money_screen(RollRequest) as (session, app, pilot, screen):
        await pilot.press("enter")
        await settle(app, pilot)
        assert screen.focused is screen.query_one("#choices")
        await burst(app, pilot, *"roll", "enter")
        await settle(app, pilot)
        line = screen.query_one("#command")
        assert line.value == ""
        assert isinstance(session.human_request(), DiceRequest)
        mine = [s for s in session.game.state.log if s.seat == session.human]
        assert [type(s.decision).__name__ for s in mine] == ["Roll"]
        await pilot.press("enter")  # the tray's guard: "No die kept — Enter again …"
        await settle(app, pilot)
        mine = [s for s in session.game.state.log if s.seat == session.human]
        assert [type(s.decision).__name__ for s in mine] == ["Roll"]


async def test_a_number_typed_at_once_while_buying_is_played_once_and_emptied() -> None:
    async with big_money_screen(BuyRequest) as (session, app, pilot, screen):
        await pilot.press("enter")
        await settle(app, pilot)
        choices = [c.command for c in screen.prompt.choices]
        n = choices.index("pass") + 1
        assert n != 1  # the highlighted choice is not the one typed
        await burst(app, pilot, str(n), "enter")
        await settle(app, pilot)
        assert screen.query_one("#command").value == ""
        mine = [s for s in session.game.state.log if s.seat == session.human]
        assert type(mine[-1].decision).__name__ == "Pass"


async def test_digits_go_to_the_command_line_whatever_has_the_focus() -> None:
    async with big_money_screen(DiceRequest) as (session, app, pilot, screen):
        tray = screen.query_one("#tray")
        for focused in (tray, screen.query_one("#side"), screen.query_one("#log")):
            focused.focus()
            await pilot.press("1", "3")
            assert screen.query_one("#command").value == "13"
            assert tray.kept == set()  # the tray's own marks are untouched …
            assert tray.typed == (0, 2)  # … it shows what the line keeps
            assert "keeping 1, 3" in tray.border_title
            screen.query_one("#command").value = ""
            await pilot.pause()
            assert tray.typed is None and "keeping none" in tray.border_title


async def test_a_typed_choice_number_picks_that_choice() -> None:
    async with big_money_screen(BuyRequest) as (session, app, pilot, screen):
        screen.query_one("#choices").focus()
        choices = [c.command for c in screen.prompt.choices]
        n = choices.index("pass") + 1
        await pilot.press(str(n), "enter")
        await settle(app, pilot)
        mine = [s for s in session.game.state.log if s.seat == session.human]
        assert type(mine[-1].decision).__name__ == "Pass"


async def test_enter_on_an_empty_line_throws_the_dice_not_marked() -> None:
    async with big_money_screen(DiceRequest) as (session, app, pilot, screen):
        await pilot.click("#die-1")
        await pilot.click("#die-4")
        assert screen.query_one("#tray").kept == {1, 4}
        screen.query_one("#command").focus()  # the tray's own Enter does the same
        await pilot.press("enter")
        await settle(app, pilot)
        mine = [s for s in session.game.state.log if s.seat == session.human]
        assert mine[-1].decision == Reroll((1, 4))


async def test_keys_typed_right_after_f10_play_and_the_story_keeps_its_width() -> None:
    """60×20: F10 shows the panels; typing brings the story back and the line typed is one
    command; story lines told while the panels were shown are laid out at the story's width."""
    async with big_money_screen(RollRequest, (60, 20)) as (session, app, pilot, screen):
        await pilot.press("f10")
        assert screen.has_class("panels") and screen.focused is screen.query_one("#side")
        await pilot.press("down", "pagedown")
        assert screen.query_one("#side").scroll_y > 0  # the panels scroll by keys
        await burst(app, pilot, "f10", *"roll", "enter")
        await settle(app, pilot)
        assert not screen.has_class("panels")
        assert isinstance(session.human_request(), DiceRequest)  # `roll` played at once
        assert screen.query_one("#command").value == ""  # … and not left to play again
        await burst(app, pilot, "f10", *"hint", "enter")  # typed while the panels are shown
        await settle(app, pilot)
        log = screen.query_one("#log")
        shown = [strip.text.rstrip() for strip in log.lines]
        log.rewrap()
        assert [strip.text.rstrip() for strip in log.lines] == shown
        assert max(len(t) for t in shown) > 40


async def test_the_terminal_cursor_stands_on_the_focused_item() -> None:
    """A screen reader follows the cursor: on the highlighted choice, at the command line's
    caret, on a dialogue's focused button."""
    async with big_money_screen(BuyRequest) as (session, app, pilot, screen):
        line = screen.query_one("#command")
        line.focus()
        await pilot.pause()
        assert app.cursor_position.y == line.content_region.y  # the caret's row
        choices = screen.query_one("#choices")
        choices.focus()
        await pilot.press("down")
        await pilot.pause()
        area = choices.content_region
        assert choices.highlighted == 1
        assert app.cursor_position == (area.x, area.y + 1)
        await pilot.press(*"menu", "enter")  # "Leave this game?": its focused button
        await pilot.pause()
        focused = app.screen.focused
        assert type(focused).__name__ == "Button"
        assert app.cursor_position == focused.content_region.offset != (0, 0)
