"""The one New game form, for every game: titled with the game's name, its rivals' names as
many as the rivals, the game's own questions from its play kit (Crésus's expert level, Big
Money's mix), the answers made into the game's New game answers; the terminal cursor on the
focused field, and on the menu's focused entry."""

from __future__ import annotations

import pytest
from textual.widgets import Button, Input, Select

from cresus_tui.games.registry import get_game
from cresus_tui.play.kits import play_kit
from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.screens.new_game import NewGameScreen

GAMES = ["cresus", "bigmoney", "forex"]


async def open_form(app, pilot, game_id: str) -> NewGameScreen:
    await pilot.pause()
    app.open_new_game(game_id)
    await pilot.pause()
    assert isinstance(app.screen, NewGameScreen)
    return app.screen


@pytest.mark.parametrize("game_id", GAMES)
async def test_the_form_is_titled_with_the_games_name(game_id: str, tmp_path) -> None:
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot, game_id)
        title = str(form.query_one("#title").render())
        assert title == f"New game — {get_game(game_id).name}"


@pytest.mark.parametrize("game_id", GAMES)
async def test_two_rivals_list_exactly_two_names(game_id: str, tmp_path) -> None:
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot, game_id)
        form.query_one("#rivals", Select).value = 2
        await pilot.pause()
        hint = form.query_one("#rival-names", Input).placeholder
        assert hint == ", ".join(play_kit(game_id).asks.rival_names[:2])
        assert len(hint.split(", ")) == 2
        form.query_one("#rivals", Select).value = 4
        await pilot.pause()
        assert len(form.query_one("#rival-names", Input).placeholder.split(", ")) == 4


async def test_cresus_offers_the_expert_level_and_starts_expert_rivals(tmp_path) -> None:
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot, "cresus")
        level = form.query_one("#level", Select)
        assert [v for _, v in level._options if v is not Select.BLANK][-1] == "expert"
        level.value = "expert"
        form.query_one("#rivals", Select).value = 2
        form.query_one("#rival-names", Input).value = "Ada, Bob, Cyd"
        options = form.options()
        assert (options.level, options.rivals, options.rival_names) == ("expert", 2, ("Ada", "Bob"))
        form.action_start()
        await pilot.pause()
        seats = app.session.game.state.config.seats
        assert [(s.name, s.level) for s in seats[1:]] == [("Ada", "expert"), ("Bob", "expert")]


async def test_big_money_mixed_levels_give_one_level_per_rival(tmp_path) -> None:
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot, "bigmoney")
        form.query_one("#level", Select).value = "mixed"
        form.query_one("#rivals", Select).value = 3
        form.query_one("#personality", Select).value = "ruse"
        options = form.options()
        assert (options.level, options.levels, options.personality) == \
            ("normal", ("easy", "normal", "hard"), "ruse")


async def test_a_seed_that_is_not_a_number_is_said_not_started(tmp_path) -> None:
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot, "forex")
        form.query_one("#seed", Input).value = "12x"
        form.action_start()
        await pilot.pause()
        assert app.screen is form
        assert "whole number" in str(form.query_one("#error").render())


async def test_the_cursor_is_on_the_focused_field_of_the_form(tmp_path) -> None:
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot, "cresus")
        await pilot.press("tab", "tab")  # from the name, past the other people, to the rivals
        await pilot.pause()
        rivals = form.query_one("#rivals", Select)
        assert app.focused is rivals
        region = rivals.content_region
        assert (app.cursor_position.x, app.cursor_position.y) == (region.x, region.y)
        await pilot.press("tab")
        await pilot.pause()
        level = form.query_one("#level", Select)
        assert app.cursor_position.y == level.content_region.y != region.y


async def test_the_cursor_is_on_the_menus_focused_entry(tmp_path) -> None:
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = app.screen.query_one("#new", Button)
        assert app.focused is first
        assert app.cursor_position.y == first.content_region.y
        await pilot.press("down")
        await pilot.pause()
        assert app.focused is not first
        assert app.cursor_position.y == app.focused.content_region.y > first.content_region.y


def test_plain_new_game_offers_the_expert_level_for_cresus_only() -> None:
    from cresus_tui.plain.games import plain_games

    levels = {g.id: g.levels for g in plain_games()}
    assert levels["cresus"] == ("easy", "normal", "hard", "expert")
    assert "expert" not in levels["forex"] and "expert" not in levels["bigmoney"]
    table = next(g for g in plain_games() if g.id == "cresus").new(2, "expert", "Ann", 5)
    assert [s.level for s in table.session.game.state.config.seats[1:]] == ["expert"] * 2


@pytest.mark.parametrize("game_id", ["bigmoney", "cresus"])
@pytest.mark.parametrize("seed", [2, 11])
async def test_random_personalities_give_each_rival_its_own(game_id: str, seed: int,
                                                            tmp_path) -> None:
    """"Random, one each": four rivals get the four personalities (seeds 2 and 11 once gave
    Big Money three rivals of one personality)."""
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot, game_id)
        form.query_one("#rivals", Select).value = 4
        form.query_one("#personality", Select).value = "random"
        form.query_one("#seed", Input).value = str(seed)
        form.action_start()
        await pilot.pause()
        seats = app.session.game.state.config.seats
        assert sorted(s.personality for s in seats[1:]) == \
            ["flambeur", "joueur", "ruse", "stratege"]


@pytest.mark.parametrize("seed", range(30))
def test_plain_new_game_gives_big_money_rivals_distinct_personalities(seed: int) -> None:
    from cresus_tui.plain.games import plain_games

    game = next(g for g in plain_games() if g.id == "bigmoney")
    seats = game.new(3, "normal", "Ann", seed).session.game.state.config.seats
    personalities = [s.personality for s in seats[1:]]
    assert len(set(personalities)) == 3, personalities
    assert set(personalities) <= {"flambeur", "joueur", "ruse", "stratege"}


def test_cresus_deals_every_personality_before_any_repeats() -> None:
    from cresus_tui.play.cresus.session import NewGameOptions, build_config

    for seed in range(20):
        seats = build_config(NewGameOptions(rivals=5, seed=seed)).seats[1:]
        assert len({s.personality for s in seats}) == 4


EXPERT = "Expert (predicts bids and moves)"


async def test_the_expert_level_is_named_in_a_players_words_on_screen(tmp_path) -> None:
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot, "cresus")
        labels = [str(label) for label, value in form.query_one("#level", Select)._options
                  if value == "expert"]
        assert labels == [EXPERT]


def test_the_plain_level_menu_says_the_same_words_as_the_form(tmp_path) -> None:
    from tests.plain.scripted import transcript

    out = transcript(["new", "Crésus", "2", "4", "Ann", "quit", "quit"], tmp_path)
    menu = out.split("Their level? Enter for normal.\n", 1)[1].split("> ", 1)[0]
    assert menu == f"  1. Easy\n  2. Normal\n  3. Hard\n  4. {EXPERT}\n"
