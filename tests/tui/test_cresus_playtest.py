"""Defects of the Crésus newcomer play-test (issue 24, round 5) on the full screen, each with
the case that showed it."""

from __future__ import annotations

from textual.containers import VerticalScroll

from cresus_tui.play.cresus import commands
from cresus_tui.play.cresus.session import NewGameOptions
from cresus_tui.play.session import Session
from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp

from .conftest import command_for
from .test_newcomer import SHORT_GAME
from .test_typing import game_screen, settle


def finished_game() -> tuple[Session, list]:
    session = Session.new(NewGameOptions(rivals=5, seed=3, level="random",
                                         scenario=SHORT_GAME))
    steps: list = []
    for n in range(3000):
        steps += session.run_rivals()
        if session.game.is_over:
            return session, steps
        req = session.human_request()
        view = session.game.view(0)
        parsed = commands.parse(command_for(req, view, n), view, session.game.rules)
        steps.append(session.submit(parsed.decision))
    raise AssertionError("the game did not end")


async def test_the_game_over_text_scrolls_by_keys_at_80x24():
    """At 80×24 the luck line and what follows were below the fold, and no key scrolled them
    (the focus is on the buttons): ↓, PgDn, End and Home now scroll the text."""
    from cresus_tui.tui.games.cresus.over import GameOverScreen

    session, steps = finished_game()
    app = CresusApp(Settings.test_profile(), start=session, backlog=steps)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        over = app.screen
        assert isinstance(over, GameOverScreen)
        body = over.query_one("#body", VerticalScroll)
        assert body.max_scroll_y > 0  # six players: the text is taller than the screen
        assert body.scroll_y == 0
        await pilot.press("pagedown")
        await settle(pilot)
        assert body.scroll_y > 0
        await pilot.press("end")
        await settle(pilot)
        assert body.scroll_y == body.max_scroll_y
        await pilot.press("home")
        await settle(pilot)
        assert body.scroll_y == 0
        await pilot.press("down")
        await settle(pilot)
        assert body.scroll_y == 1
        assert over.focused is not None and over.focused.id == "review"  # the buttons keep it


def test_a_forced_sale_on_another_market_shows_its_off_market_premium():
    """A Crésus card's debt sold SYD-4 on Tokyo (C-10.2): the story paid "60 M + 15 M
    off-market premium" while the tray said "home market, no premium" (it read the phase's
    market, none in the Crésus-card phase, instead of the sale's)."""
    from types import SimpleNamespace

    from cresus_tui.games.cresus import load_rules
    from cresus_tui.games.cresus.requests import ThrowRequest
    from cresus_tui.tui.games.cresus.ask import tray_info

    rules = load_rules()
    tokyo = next(i for i, m in enumerate(rules.markets) if m.code == "TOK")
    req = ThrowRequest(seat=0, dice=(1, 4, 2, 1, 5, 1), throws_left=1, throws=2,
                       purpose="sale", subject="SYD-4", market=tokyo)
    screen = SimpleNamespace(view=SimpleNamespace(phase_market=-1),
                             table=SimpleNamespace(rules=rules),
                             app=SimpleNamespace(settings=SimpleNamespace(show_odds=False)))
    text = tray_info(screen, req)
    assert "+15 M off-market premium" in text and "no premium" not in text


def five_rivals_app() -> CresusApp:
    from cresus_tui.games.cresus.requests import MoveRequest

    from .conftest import drive

    session = Session.new(NewGameOptions(rivals=5, seed=7, level="easy",
                                         personality="random"))
    backlog = drive(session, lambda r, s: isinstance(r, MoveRequest))
    return CresusApp(Settings.test_profile(), start=session, backlog=backlog)


def panel_lines(app) -> list[str]:
    from cresus_tui.tui.games.cresus.panels import RivalsPanel

    panel = game_screen(app).query_one(RivalsPanel)
    return [line.rstrip() for line in str(panel.render()).splitlines()]


async def test_at_40x12_the_panels_show_every_rival():
    """40×12, F10: the Rivals panel showed one of three rivals and no key reached the others;
    it is now as tall as its rivals need, and the panels scroll by keys."""
    app = five_rivals_app()
    async with app.run_test(size=(40, 12)) as pilot:
        await settle(pilot)
        await pilot.press("escape")  # the market dialogue
        await pilot.press("f10")
        await settle(pilot)
        text = "\n".join(panel_lines(app))
        for name in ("Crassus", "Midas", "Rothschild", "Fugger", "Médicis"):
            assert name in text
        side = app.screen.query_one("#side")
        await pilot.press("end")
        await settle(pilot)
        assert side.scroll_y == side.max_scroll_y > 0


async def test_one_line_rivals_keep_whole_names_and_the_same_columns():
    """80×24 with five rivals (one line each): "Rothschil" was cut at 9 letters, and the last
    word was a personality for one rival and a market for the next."""
    app = five_rivals_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        lines = panel_lines(app)
        assert len(lines) == 5
        assert [line.split()[0] for line in lines] == ["Crassus", "Midas", "Rothschild",
                                                       "Fugger", "Médicis"]
        personalities = ("Flambeur", "Joueur", "Rusé", "Stratège")
        with_one = [any(p in line for p in personalities) for line in lines]
        assert all(with_one) or not any(with_one)
        assert len({line.index(" M ") for line in lines}) == 1  # the cash column lines up


async def test_log_shows_its_first_line_at_the_top_of_the_story():
    """At 60×20 `log` seemed to do nothing: it prints the story's last 30 lines again, and
    their end is the story's end, so the screen did not change (and what `look` printed just
    before was pushed out of sight). The story now shows the log's first line at its top."""
    from cresus_tui.games.cresus.requests import MoveRequest

    from .conftest import drive
    from .test_newcomer import run_line

    session = Session.new(NewGameOptions(rivals=3, seed=7, level="easy"))
    backlog = drive(session, lambda r, s: isinstance(r, MoveRequest))
    app = CresusApp(Settings.test_profile(), start=session, backlog=backlog)
    async with app.run_test(size=(60, 20)) as pilot:
        await settle(pilot)
        await pilot.press("escape")
        screen = game_screen(app)
        await run_line(pilot, screen, "look")
        await run_line(pilot, screen, "log")
        story = screen.story
        assert story.scroll_y < story.max_scroll_y
        top = story.lines[round(story.scroll_y)].text
        assert top.startswith("The story, last ")
