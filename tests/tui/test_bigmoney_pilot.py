"""Big Money played through the screen to the ranking: commands typed, clicks on the dice
tray, choice numbers typed; the ranking shown is the engine's, tied players sharing a place
(B-9.5). Saves: the autosave of every turn, Continue and Load open Big Money's screen, and a
loaded game plays on exactly as the original."""

from __future__ import annotations

from textual.widgets import DataTable

import saves
from cresus_tui.games.bigmoney import Pass
from cresus_tui.games.bigmoney.requests import BuyRequest, DiceRequest, RollRequest
from cresus_tui.play.bigmoney.session import NewGameOptions
from cresus_tui.play.session import Session
from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.games.bigmoney.over import BigMoneyOverScreen
from cresus_tui.tui.screens.game import GameScreen

from .bigmoney_helpers import drive, new_session, play_to_end, scripted


async def settle(app, pilot) -> None:
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()


def game_screen(app) -> GameScreen:
    return next(s for s in app.screen_stack if isinstance(s, GameScreen))


async def test_a_full_game_of_big_money_through_keys_and_commands_to_the_ranking() -> None:
    """B-9.5: the game-over table is the engine's ranking."""
    app = CresusApp(Settings.test_profile(), start=NewGameOptions(rivals=3, seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        screen = game_screen(app)
        session = screen.session
        used = set()
        for n in range(600):
            if isinstance(app.screen, BigMoneyOverScreen):
                break
            req = session.human_request()
            assert req is not None, "the game waits for nobody"
            view = session.game.view(session.human)
            command = scripted(req, view, n)
            if n % 3 == 0 and isinstance(req, RollRequest):
                screen.query_one("#choices").focus()
                await pilot.press("1", "enter")  # choice 1 (roll), its number typed
                used.add("choice key")
            elif n % 3 == 0 and isinstance(req, DiceRequest) and command.startswith("keep"):
                for die in command.split()[1:]:
                    await pilot.click(f"#die-{int(die) - 1}")  # mark the dice to keep
                await pilot.press("enter")  # reroll the others
                used.add("tray keys")
            elif n % 3 == 0 and isinstance(req, BuyRequest) and command.startswith("buy"):
                screen.query_one("#choices").focus()
                await pilot.press(command.split()[1], "enter")
                used.add("buy key")
            else:
                line = screen.query_one("#command")
                line.focus()
                line.value = command
                await pilot.press("enter")
                used.add("command")
            await settle(app, pilot)
        assert isinstance(app.screen, BigMoneyOverScreen), "the game did not end"
        assert session.game.is_over
        assert used == {"choice key", "tray keys", "buy key", "command"}
        table = app.screen.query_one(DataTable)
        shown = [(str(table.get_row_at(i)[0]), str(table.get_row_at(i)[1]))
                 for i in range(table.row_count)]
        places = [p for p, _ in session.game.ranking()]
        expected = [(f"{p}=" if places.count(p) > 1 else str(p), session.names[s])
                    for p, s in session.game.ranking()]
        assert shown == expected
        story = "\n".join(screen.query_one("#log").history)
        assert "The bank is dry!" in story and "Game over — the ranking" in story


async def test_kept_dice_stay_marked_after_a_reroll() -> None:
    session = new_session(seed=7)
    backlog = drive(session, lambda r, s: isinstance(r, DiceRequest))
    app = CresusApp(Settings.test_profile(), start=session, backlog=backlog)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        screen = game_screen(app)
        tray = screen.query_one("#tray")
        await pilot.press("1", "2", "enter")  # typed: `12` keeps dice 1 and 2
        await settle(app, pilot)
        req = session.human_request()
        assert isinstance(req, DiceRequest) and req.rerolls_left == 1
        assert tray.kept == {0, 1}
        assert req.dice[:2] == backlog_dice(backlog)[:2]
        await pilot.click("#die-2")  # add a keep on the tray
        assert tray.kept == {0, 1, 2}
        line = screen.query_one("#command")
        line.focus()
        line.value = "reroll"  # `reroll` throws the dice not marked kept
        await pilot.press("enter")
        await settle(app, pilot)
        assert not isinstance(session.human_request(), DiceRequest)
        assert session.game.state.log[-1].decision.keep == (0, 1, 2)


def backlog_dice(backlog) -> tuple[int, ...]:
    from cresus_tui.games.bigmoney.events import DiceThrown

    thrown = [e for step in backlog for e in step.events if isinstance(e, DiceThrown)]
    return thrown[-1].dice


async def test_wrong_input_never_changes_the_game_and_names_are_data() -> None:
    session = new_session(seed=7, name="[red]Bob[/]")
    backlog = drive(session, lambda r, s: isinstance(r, DiceRequest))
    before = session.game.encode()
    app = CresusApp(Settings.test_profile(), start=session, backlog=backlog)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        screen = game_screen(app)
        line = screen.query_one("#command")
        for text in ("keep 9", "buy 2", "pass", "roll 7 x", "[b]bold", "keep 1 1", "zzz",
                     "status nobody", "look", "status", "market", "odds", "hint", "help",
                     "rules dice"):
            line.focus()
            line.value = text
            await pilot.press("enter")
            await settle(app, pilot)
            while not isinstance(app.screen, GameScreen):
                await pilot.press("escape")  # the rules or help viewer
                await settle(app, pilot)
        assert session.game.encode() == before
        story = "\n".join(screen.query_one("#log").history)
        assert "There is no die 9" in story and "Unknown command" in story
        assert "\\[red]Bob" in story  # escaped in the markup …
        shown = ["".join(seg.text for seg in strip) for strip in screen.query_one("#log").lines]
        assert any("[red]Bob[/]" in text for text in shown)  # … and shown as typed


async def test_autosave_continue_and_load_open_big_money_and_play_on_identically(
        tmp_path) -> None:
    data = str(tmp_path / "data")
    session = new_session(seed=9, random_rivals=False)
    drive(session, lambda r, s: isinstance(r, BuyRequest) and s.game.state.round >= 3)
    saves.save_game(session.snapshot(), "mine", data_dir=data)
    saves.save_game(session.snapshot(), "autosave", data_dir=data)
    original = session.game.clone()
    app = CresusApp(Settings.test_profile(data_dir=data, autosave=True))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.newest_game_name() == "Big Money"
        assert app.continue_game() is None
        await settle(app, pilot)
        screen = game_screen(app)
        assert app.screen is screen and screen.resumed
        assert screen.session.game.encode() == original.encode()
        story = "\n".join(screen.query_one("#log").history)
        assert "game resumed" in story and "Round 1" in story
        # play on through the screen, then the same decisions on the original
        line = screen.query_one("#command")
        line.focus()
        line.value = "pass"
        await pilot.press("enter")
        await settle(app, pilot)
        app.flush_saves()
        played = screen.session.game
        assert app.resume("mine") is None
        await settle(app, pilot)
        assert game_screen(app).session.game.encode() == original.encode()
    reference = Session(original, 0)
    reference.submit(Pass())
    reference.run_rivals()
    assert reference.game.encode() == played.encode()
    loaded = saves.load_game("autosave", data)
    assert loaded.header.game == "bigmoney"
    assert loaded.game.state.log == played.state.log[:len(loaded.game.state.log)]


def test_a_loaded_game_plays_on_exactly_as_the_original(tmp_path) -> None:
    """Save, load, continue: the same decisions give the same game, byte for byte."""
    data = str(tmp_path)
    a = new_session(seed=3, random_rivals=False)
    drive(a, lambda r, s: s.game.state.round >= 4)
    saves.save_game(a.snapshot(), "x", data_dir=data)
    b = Session(saves.load_game("x", data).game, 0)
    play_to_end(a)
    play_to_end(b)
    assert a.game.encode() == b.game.encode()
    assert a.game.ranking() == b.game.ranking()


async def test_the_compact_layout_keeps_the_bank_in_sight() -> None:
    """Below 80×24: the story and the decision first, the bank in the status line; F10 shows
    the bank, market and players instead; typing returns to the story."""
    session = new_session(seed=8)
    backlog = drive(session, lambda r, s: isinstance(r, BuyRequest) and s.game.state.triggered)
    app = CresusApp(Settings.test_profile(), start=session, backlog=backlog)
    async with app.run_test(size=(50, 16)) as pilot:
        await settle(app, pilot)
        screen = game_screen(app)
        assert screen.has_class("compact")
        status = str(screen.query_one("#status").render())
        assert "Bank 0 Z" in status and "END" in status
        assert not screen.query_one("#side").display or not screen.query_one("#side").region
        await pilot.press("f10")
        assert screen.has_class("panels")
        await pilot.press("p")
        assert not screen.has_class("panels")
        assert screen.query_one("#command").value == "p"


async def test_pace_typed_in_a_game_is_remembered_after_continue(tmp_path) -> None:
    """Bug: `pace fast` was forgotten after Continue (preferences.json kept "normal")."""
    from cresus_tui.play import preferences as prefs

    data = str(tmp_path)
    prefs.save(prefs.Preferences(pace="normal"), data)
    app = CresusApp(Settings.test_profile(data_dir=data, use_preferences=True, autosave=True),
                    start=NewGameOptions(rivals=1, seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        line = game_screen(app).query_one("#command")
        line.focus()
        line.value = "pace slow"
        await pilot.press("enter")
        await settle(app, pilot)
        assert app.settings.pace == "slow"
        line.value = "pace fast"
        await pilot.press("enter")
        await settle(app, pilot)
        assert app.settings.pace == "instant"
        assert "Pace: instant." in game_screen(app).query_one("#log").history[-1]
    assert prefs.load(data)[0].pace == "instant"
    app = CresusApp(Settings.test_profile(data_dir=data, use_preferences=True, autosave=True))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.continue_game() is None
        await settle(app, pilot)
        assert app.settings.pace == "instant"
