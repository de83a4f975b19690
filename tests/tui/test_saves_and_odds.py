"""The game screen's odds and hints (exact, from ai/dice via tutorials.advice) and their
setting; autosave at phase boundaries in the slot ``autosave``; the Load screen's damaged and
newer-version files."""

from __future__ import annotations

import saves
from cresus_tui.games.cresus.requests import ThrowRequest
from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.screens.game import GameScreen
from cresus_tui.tui.screens.load import LoadScreen
from cresus_tui.play.cresus.session import NewGameOptions
from cresus_tui.play.session import Session
from cresus_tui.play.settings import Settings

from .conftest import command_for, drive


async def settle(app, pilot) -> None:
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()


def game_screen(app) -> GameScreen:
    return next(s for s in app.screen_stack if isinstance(s, GameScreen))


async def type_line(app, pilot, text: str) -> None:
    line = game_screen(app).query_one("#command")
    line.focus()
    line.value = text
    await pilot.press("enter")
    await settle(app, pilot)


def at_a_throw() -> tuple[Session, list]:
    session = Session.new(NewGameOptions(rivals=2, seed=7, level="random"))
    backlog = drive(session, lambda r, s: isinstance(r, ThrowRequest))
    return session, backlog


async def test_odds_and_hint_are_exact_and_can_be_turned_off() -> None:
    session, backlog = at_a_throw()
    app = CresusApp(Settings.test_profile(), start=session, backlog=backlog)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        if app.screen is not game_screen(app):
            await pilot.press("escape")
        log = game_screen(app).query_one("#log")
        tray_info = str(game_screen(app).query_one("#tray-info").render())
        assert "Best:" in tray_info and "stop →" in tray_info
        await type_line(app, pilot, "odds")
        answer = log.history[-12:]  # the odds come one line a row (outcome rows follow)
        assert any("Best play now" in h for h in answer) and not any("[b]Odds" in h
                                                                       for h in answer)
        await type_line(app, pilot, "hint")
        # the hint advises in the player's voice, never a rival's (issue 12, C-7.4)
        assert log.history[-1].startswith("Hint: keep ") and "rival would" not in log.history[-1]
        await type_line(app, pilot, "odds off")
        assert not app.settings.show_odds
        assert "Best:" not in str(game_screen(app).query_one("#tray-info").render())
        await type_line(app, pilot, "hint")
        assert "Odds and hints are turned off" in log.history[-1]
        await type_line(app, pilot, "odds")
        assert "Odds and hints are turned off" in log.history[-1]
        await type_line(app, pilot, "hints on")
        assert app.settings.show_odds


async def test_autosave_at_phase_boundaries_and_on_quit(tmp_path) -> None:
    settings = Settings.test_profile(data_dir=str(tmp_path), autosave=True)
    app = CresusApp(settings, start=NewGameOptions(rivals=2, seed=5, level="random"))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        app.flush_saves()
        first = saves.load_game("autosave", tmp_path)
        assert first.game.state.turn == 1  # the game's start crosses a phase boundary
        session = game_screen(app).session
        for n in range(30):  # play until a later phase boundary was autosaved
            if app.screen is not game_screen(app):
                await pilot.press("escape")  # a secret dialogue: answer by command
            req = session.human_request()
            await type_line(app, pilot, command_for(req, session.game.view(0), n))
            app.flush_saves()
            if saves.load_game("autosave", tmp_path).game.encode() != first.game.encode():
                break
        else:
            raise AssertionError("no later autosave")
        await pilot.press("ctrl+q")
    last = saves.load_game("autosave", tmp_path)
    assert last.game.encode() == session.game.encode()  # the last save is the latest state


async def test_load_offers_the_earlier_save_of_a_damaged_slot(tmp_path) -> None:
    session = Session.new(NewGameOptions(rivals=2, seed=3, level="random"))
    session.run_rivals()
    saves.save_game(session.game, "mine", data_dir=tmp_path)
    saves.save_game(session.game, "mine", data_dir=tmp_path)
    path = saves.saves_dir(tmp_path) / "mine.save"
    path.write_bytes(path.read_bytes()[:40])  # damaged
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.push_screen(LoadScreen())
        await pilot.pause()
        options = app.screen.query_one("#slots")
        text = str(options.get_option_at_index(0).prompt)
        assert "damaged" in text and "Load the earlier save (generation 1, saved at" in text
        assert str(path) in str(app.screen.query_one("#error").render()) or \
            str(path) in text
        options.focus()
        options.highlighted = 0
        await pilot.press("enter")
        await settle(app, pilot)
        assert any(isinstance(s, GameScreen) for s in app.screen_stack), \
            str(app.screen.query_one("#error").render())


async def test_load_lists_a_newer_version_file_and_refuses_it(tmp_path) -> None:
    from saves.envelope import build_encoded, now_iso

    session = Session.new(NewGameOptions(rivals=2, seed=3, level="random"))
    saves.save_game(session.game, "future", data_dir=tmp_path)
    path = saves.saves_dir(tmp_path) / "future.save"
    # the same save, as a newer version would write it
    from saves.envelope import open_envelope
    env = open_envelope(path.read_bytes())
    path.write_bytes(build_encoded(saves.SCHEMA + 5, "9.0.0", now_iso(), bytes(env.header),
                                   env.body))
    assert saves.list_saves(tmp_path)[0].status == "newer-version"
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.push_screen(LoadScreen())
        await pilot.pause()
        slots = app.screen.query_one("#slots")
        text = str(slots.get_option_at_index(0).prompt)
        assert "newer save format" in text and "9.0.0" in text
        slots.focus()
        slots.highlighted = 0
        await pilot.press("enter")
        await pilot.pause()
        assert "Update the game to load it" in str(app.screen.query_one("#error").render())
        assert not any(isinstance(s, GameScreen) for s in app.screen_stack)
