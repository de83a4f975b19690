"""FOR-EX played on screen (F-18.1: seat 1 is you): a whole game typed key by key to the
ranking; choices by number and by mouse; the spot offer's dialogue; wrong input; rules and
help per game; autosave, Continue and Load resume a FOR-EX game that plays on identically."""

from __future__ import annotations

import saves
from cresus_tui.games.forex.requests import SpotRequest, TurnRequest
from cresus_tui.play.forex.session import NewGameOptions
from cresus_tui.play.forex.teller import suggest
from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.games.forex.over import ForexGameOverScreen
from cresus_tui.tui.screens.game import GameScreen

from .forex_script import reach


async def settle(app, pilot) -> None:
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()


def screen_of(app) -> GameScreen:
    return next(s for s in app.screen_stack if isinstance(s, GameScreen))


async def type_keys(app, pilot, text: str) -> None:
    for ch in text:
        await pilot.press("space" if ch == " " else ch)
    await pilot.press("enter")
    await settle(app, pilot)


async def test_F_18_1_a_whole_game_typed_to_the_ranking(tmp_path) -> None:
    """Every decision typed on the keyboard (the normal rival's choice in your place) against
    two easy rivals; the game over screen ranks everybody in the Strongest currency."""
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)),
                    start=NewGameOptions(rivals=2, level="easy", seed=21))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        typed = 0
        for _ in range(400):
            s = app.session
            if s.game.is_over:
                break
            if s.human_request() is None:
                await settle(app, pilot)
                continue
            await type_keys(app, pilot, suggest(s))
            typed += 1
        await settle(app, pilot)
        assert app.session.game.is_over and typed > 5
        assert isinstance(app.screen, ForexGameOverScreen)
        st = app.session.game.state
        table = app.screen.query_one("#ranking")
        assert table.row_count == 3
        first = table.get_row_at(0)
        place, seat = app.session.game.ranking()[0]
        assert first[0] == str(place) and first[2] == str(st.scores[seat])
        log = screen_of(app).query_one("#log")
        assert any("Game over" in line for line in log.history)
        assert any("Strongest currency is" in line for line in log.history)
        await pilot.press("m")
        await pilot.pause()
        assert type(app.screen).__name__ == "MenuScreen"


async def test_choices_by_number_and_mouse_and_prefill(tmp_path) -> None:
    session, steps = reach("turn_spot")
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)), start=session,
                    backlog=steps)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        screen = screen_of(app)
        choices = screen.query_one("#choices")
        assert "Resolve: dividend 1 of 5" in str(choices.get_option_at_index(0).prompt)
        screen.query_one("#choices").focus()
        await pilot.press("2", "enter")  # Invest…: the command line is filled in to finish
        await pilot.pause()
        line = screen.query_one("#command")
        assert line.value == "invest "
        await type_keys(app, pilot, "gbp")
        assert session.game.state.seats[0].certs[0] == 1
        await settle(app, pilot)
        assert isinstance(session.human_request(), TurnRequest)
        await pilot.click("#choices", offset=(4, 1))  # the first choice: Resolve
        await settle(app, pilot)
        assert session.game.state.dividends_paid == 1 or session.human_request() is not None


async def test_the_spot_offer_dialogue_answers_and_wrong_input_changes_nothing(
        tmp_path) -> None:
    session, steps = reach("spot_offer")
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)), start=session,
                    backlog=steps)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert isinstance(session.human_request(), SpotRequest)
        assert type(app.screen).__name__ == "AnswerOfferModal"
        await pilot.press("escape")
        await pilot.pause()
        before = session.game.encode()
        for text in ("pass", "invest GBP", "[b]x[/b]", "sell 3"):
            await type_keys(app, pilot, text)
        assert session.game.encode() == before
        log = screen_of(app).query_one("#log")
        assert any("F-6.2" in line for line in log.history[-12:])
        await pilot.press("f2")
        await pilot.pause()
        await pilot.pause(0.3)
        await pilot.press("y")
        await settle(app, pilot)
        from cresus_tui.games.forex.decisions import Reply

        assert [x.decision for x in session.game.state.log][5] == Reply(True)
        assert any("You accept" in line for line in screen_of(app).query_one("#log").history)


async def test_rules_and_help_show_the_forex_documents(tmp_path) -> None:
    session, steps = reach("turn_spot")
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)), start=session,
                    backlog=steps)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press("f1")
        await pilot.pause()
        assert app.screen.source.startswith("# FOR-EX — how to play")
        await pilot.press("escape")
        await pilot.press("f3")
        await pilot.pause()
        assert app.screen.source.startswith("# FOR-EX — commands and keys")
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen_of(app)


async def test_autosave_continue_and_load_resume_forex_identically(tmp_path) -> None:
    """Autosave at each turn (``saving.checkpoint``); Continue reopens the FOR-EX screen on
    the same game, byte for byte, which then plays on exactly as the original."""
    data = str(tmp_path)
    session, steps = reach("tie_turn")
    app = CresusApp(Settings.test_profile(data_dir=data, autosave=True), start=session,
                    backlog=steps)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await type_keys(app, pilot, "save mine")
        await type_keys(app, pilot, "contract pay GBP get EUR 1")
        await settle(app, pilot)
        app.flush_saves()
        original = app.session.game.encode()
        entry = next(e for e in saves.list_saves(data) if e.slot == "autosave")
        assert entry.game == "forex"
    app2 = CresusApp(Settings.test_profile(data_dir=data, autosave=True))
    async with app2.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app2.newest_game_name() == "FOR-EX"
        assert app2.continue_game() is None
        await settle(app2, pilot)
        resumed = screen_of(app2)
        assert resumed.resumed
        assert app2.session.game.encode() == original
        assert any("game resumed" in line for line in resumed.query_one("#log").history)
        assert any("You make contract" in line for line in resumed.query_one("#log").history)
        # both go on identically from here
        from cresus_tui.games.forex import Game

        twin = Game.decode(original)
        req = app2.session.human_request()
        assert req is not None
        await type_keys(app2, pilot, "resolve")
        await settle(app2, pilot)
        twin.submit(0, app2.session.game.state.log[len(twin.state.log)].decision)
        for logged in app2.session.game.state.log[len(twin.state.log):]:
            twin.submit(logged.seat, logged.decision)
        assert twin.encode() == app2.session.game.encode()
    app3 = CresusApp(Settings.test_profile(data_dir=data))
    async with app3.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app3.resume("mine") is None
        await settle(app3, pilot)
        assert isinstance(screen_of(app3), GameScreen)
        assert app3.session.game.state.turn == 7


async def test_below_80x24_the_board_goes_behind_f10(tmp_path) -> None:
    session, steps = reach("turn_spot")
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)), start=session,
                    backlog=steps)
    async with app.run_test(size=(60, 20)) as pilot:
        await settle(app, pilot)
        screen = screen_of(app)
        assert screen.has_class("compact") and not screen.query_one("#side").display
        await pilot.press("f10")
        await pilot.pause()
        assert screen.query_one("#side").display and not screen.query_one("#left").display
        assert "F10[/b] story" in str(screen.query_one("#status").content) or \
            "story" in str(screen.query_one("#status").render())
        await pilot.press("r")  # typing brings the story and the command line back
        await pilot.pause()
        assert not screen.has_class("panels") and screen.query_one("#command").value == "r"
