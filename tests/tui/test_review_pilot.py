"""The in-game ``undo`` and ``transcript`` commands, the Review from the game-over screen, the
Statistics entry of the menu and the count of a finished game (issue 15)."""

from __future__ import annotations

from pathlib import Path

from cresus_tui.games.cresus.requests import LuxuryRequest
from cresus_tui.play.review.stats import load_stats
from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.screens.game import GameScreen
from cresus_tui.tui.games.cresus.over import GameOverScreen
from cresus_tui.tui.screens.review import ReviewScreen, StatisticsScreen
from cresus_tui.play.cresus.session import NewGameOptions
from cresus_tui.play.session import Session
from cresus_tui.play.settings import Settings

from .conftest import drive


async def settle(app, pilot) -> None:
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()


async def type_line(app, pilot, screen, text: str) -> None:
    if app.screen is not screen:
        await pilot.press("escape")
        await settle(app, pilot)
    line = screen.query_one("#command")
    line.focus()
    line.value = text
    await pilot.press("enter")
    await settle(app, pilot)


async def test_undo_and_transcript_in_game(tmp_path) -> None:
    session = Session.new(NewGameOptions(rivals=2, seed=7, level="random"))
    drive(session, lambda r, s: isinstance(r, LuxuryRequest) and r.affordable >= 1)
    before = session.game.encode()
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)), start=session)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        log = screen.query_one("#log")
        await type_line(app, pilot, screen, "transcript")
        path = tmp_path / "transcripts" / "cresus-7.md"
        assert path.read_text(encoding="utf-8").startswith("# Crésus: the story of a game")
        assert any(str(path) in line for line in log.history)
        await type_line(app, pilot, screen, "luxury")
        if screen.session.undo_guard.why_not() is None:
            await type_line(app, pilot, screen, "undo")
            assert screen.session.game.encode() == before
            assert any("Taken back:" in line for line in log.history)
            assert isinstance(screen.session.human_request(), LuxuryRequest)
        else:  # the next seat played in the open at once: refused with the reason
            await type_line(app, pilot, screen, "undo")
            assert any("cannot be taken back" in line for line in log.history)
        await type_line(app, pilot, screen, "undo")
        assert any("cannot be taken back" in line or "already was" in line
                   for line in log.history[-3:])


async def test_review_after_the_ranking_and_statistics_counted(tmp_path) -> None:
    # an unscripted game is counted (a tutorial's scripted one is not): played headlessly
    session = Session.new(NewGameOptions(rivals=2, seed=11, level="random"))
    try:
        drive(session, lambda r, s: False, limit=5000)
    except AssertionError:
        pass
    assert session.game.is_over
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)), start=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert isinstance(app.screen, GameOverScreen)
        stats, _ = load_stats(str(tmp_path))
        assert stats["games"]["cresus"]["random"]["played"] == 1
        await pilot.press("r")
        await settle(app, pilot)
        assert isinstance(app.screen, ReviewScreen)
        assert app.screen.review.verdicts
        await pilot.press("escape")
        await settle(app, pilot)
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("m")
        await settle(app, pilot)
        await pilot.press("s")
        await settle(app, pilot)
        assert isinstance(app.screen, StatisticsScreen)
    assert (Path(tmp_path) / "statistics.json").exists()
