"""Typing anywhere on the game screen reaches the command line whole and in order; secret
dialogues never open under the player's fingers."""

from __future__ import annotations

from cresus_tui.games.cresus.decisions import Keep
from cresus_tui.games.cresus.requests import MoveRequest, ThrowRequest
from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.screens.game import GameScreen
from cresus_tui.play.cresus.session import NewGameOptions
from cresus_tui.play.session import Session
from cresus_tui.play.settings import Settings
from cresus_tui.tui.widgets.choices import Choices
from cresus_tui.tui.widgets.command_line import CommandLine
from cresus_tui.tui.widgets.dice_tray import DiceTray

from .conftest import drive


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    for _ in range(3):
        await pilot.pause()


def app_at(kind: type, test=lambda r: True, **settings) -> CresusApp:
    session = Session.new(NewGameOptions(rivals=3, seed=7, level="random"))
    backlog = drive(session, lambda r, s: isinstance(r, kind) and test(r))
    return CresusApp(Settings.test_profile(**settings), start=session, backlog=backlog)


def game_screen(app) -> GameScreen:
    return next(s for s in app.screen_stack if isinstance(s, GameScreen))


async def type_text(pilot, text: str) -> None:
    await pilot.press(*[("space" if c == " " else c) for c in text])


async def test_typing_with_the_dice_tray_focused_reaches_the_command_line_whole() -> None:
    app = app_at(ThrowRequest, lambda r: r.purpose == "sale")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        line = screen.query_one(CommandLine)
        for text in ("keep 1 3", "look", "odds", "rules", "status"):
            screen.query_one(DiceTray).focus()
            await pilot.pause()
            await type_text(pilot, text)
            assert line.value == text
            assert screen.focused is line
            line.value = ""
        # digits toggle dice only while the command line is empty
        tray = screen.query_one(DiceTray)
        tray.focus()
        await pilot.press("1")
        assert tray.kept == {0} and line.value == ""


async def test_typing_after_enter_on_an_empty_line_keeps_every_letter() -> None:
    app = app_at(ThrowRequest, lambda r: r.purpose == "sale")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        line = screen.query_one(CommandLine)
        line.focus()
        await pilot.press("enter")  # an empty line: the focus goes to the dice tray
        assert isinstance(screen.focused, DiceTray)
        await type_text(pilot, "look")
        assert line.value == "look"


async def test_typing_with_the_choices_focused_keeps_every_letter() -> None:
    from cresus_tui.games.cresus.requests import BuyRequest

    app = app_at(BuyRequest)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        screen.query_one(Choices).focus()
        await pilot.pause()
        await type_text(pilot, "odds 1")
        assert screen.query_one(CommandLine).value == "odds 1"


async def test_no_dialogue_opens_while_the_command_line_has_text() -> None:
    app = app_at(MoveRequest)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        if app.screen is not screen:
            await pilot.press("escape")
            await pilot.pause()
        line = screen.query_one(CommandLine)
        line.value = "go vi"
        screen.open_dialog_when_quiet()
        await pilot.pause()
        assert app.screen is screen
        await type_text(pilot, "olet")
        await pilot.press("enter")
        await settle(pilot)
        assert screen.session.game.state.seats[0].position == 5 or \
            screen.view.me.position == 5


async def test_a_fresh_dialogue_ignores_keys() -> None:
    from cresus_tui.tui.games.cresus.dialogs import MarketModal

    # a guard far longer than any machine's delay, ended by hand: no timing assumption
    app = app_at(MoveRequest, dialog_guard=600.0)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        modal = app.screen
        assert isinstance(modal, MarketModal)
        await pilot.press("1", "space", "enter")  # too early: ignored
        assert app.screen is modal
        assert screen.session.human_request() is not None
        modal._guard_until = 0.0  # what the guard's timer does when it ends
        modal._unguard()
        await pilot.pause()
        await pilot.press("6")  # the guard is over: keys answer it
        await settle(pilot)
        assert app.screen is not screen or screen.view.me.position == 5


async def test_a_recent_key_keeps_a_dialogue_from_opening_until_the_keyboard_is_quiet() -> None:
    import time

    from cresus_tui.tui.games.cresus.dialogs import MarketModal

    app = app_at(MoveRequest, typing_quiet=0.3)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        if app.screen is not screen:
            await pilot.press("escape")
            await pilot.pause()
        app.last_key = time.monotonic()  # a key pressed just now
        screen.open_dialog_when_quiet()
        await pilot.pause()
        assert app.screen is screen
        assert any("F2 for the dialogue" in line for line in screen.query_one("#log").history)
        await pilot.pause(0.6)  # the keyboard is quiet: now it opens
        assert isinstance(app.screen, MarketModal)


async def test_kept_dice_stay_marked_after_a_throw_and_r_rerolls_the_others() -> None:
    app = app_at(ThrowRequest, lambda r: r.purpose == "sale" and r.throws_left >= 2)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        tray = screen.query_one(DiceTray)
        tray.focus()
        await pilot.press("1", "enter")  # keep die 1, throw the others
        await settle(pilot)
        req = screen.session.human_request()
        assert isinstance(req, ThrowRequest)
        assert tray.kept == {0}
        line = screen.query_one(CommandLine)
        line.focus()
        line.value = "r"
        await pilot.press("enter")
        await settle(pilot)
        rolled = [s for s in screen.session.game.state.log if s.seat == 0][-1]
        assert rolled.decision == Keep((0,))


async def test_a_burst_of_keys_queued_on_the_dice_tray_all_reach_the_command_line() -> None:
    from textual import events

    app = app_at(ThrowRequest, lambda r: r.purpose == "sale")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        tray = screen.query_one(DiceTray)
        tray.focus()
        await pilot.pause()
        for c in "keep 1 3":  # queued at once on the tray, as a terminal delivers them
            tray.post_message(events.Key("space" if c == " " else c, c))
        await pilot.pause(0.2)
        assert screen.query_one(CommandLine).value == "keep 1 3"
