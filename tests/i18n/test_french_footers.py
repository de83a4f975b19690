"""Every key of the footer shows whole at 80×24 in French (#25): the menu, the game choice, the
New game forms, Load, the tutorials, the rules, the statistics, each game's screen and each
game's first lesson. The footer's French labels are its own short words (``tr_lazy_p("footer",
…)``: "Nouvelle", "Suite", "Leçons"…); the snapshot of the French menu shows them."""

from __future__ import annotations

import html
import importlib
import re

import pytest
from textual.widgets._footer import FooterKey

from cresus_tui import i18n
from cresus_tui.play.kits import every_lesson
from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp


def screen_lines(svg: str) -> list[str]:
    """The text of a screenshot, one string a row."""
    rows: dict[float, list[tuple[float, str]]] = {}
    for m in re.finditer(r'<text class="[^"]*" x="([\d.]+)" y="([\d.]+)"[^>]*>(.*?)</text>', svg):
        text = html.unescape(re.sub("<[^>]+>", "", m.group(3)))
        rows.setdefault(float(m.group(2)), []).append((float(m.group(1)), text))
    return ["".join(t for _, t in sorted(v)).replace("\xa0", " ").rstrip()
            for _, v in sorted(rows.items())]


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    for _ in range(3):
        await pilot.pause()


async def footer_of(pilot) -> tuple[str, list[str]]:
    """The footer's row as shown, and the label of every key the footer holds."""
    await settle(pilot)
    keys = [f"{k.key_display} {k.description}" for k in pilot.app.screen.query(FooterKey)]
    return screen_lines(pilot.app.export_screenshot())[-1], keys


def cut_keys(row: str, keys: list[str]) -> list[str]:
    return [k for k in keys if k not in row]


@pytest.fixture
def french(tmp_path):
    i18n.set_language("fr")
    yield str(tmp_path)
    i18n.set_language("en")


async def test_the_menu_screens_show_every_key(french) -> None:
    from cresus_tui.tui.screens.load import LoadScreen

    seen = {}
    app = CresusApp(Settings.test_profile(seed=42, data_dir=french))
    async with app.run_test(size=(80, 24)) as pilot:
        seen["menu"] = await footer_of(pilot)
        await pilot.press("n")
        seen["game choice"] = await footer_of(pilot)
        for game in ("cresus", "bigmoney", "forex"):
            pilot.app.open_new_game(game)
            seen[f"new {game}"] = await footer_of(pilot)
            pilot.app.pop_screen()
        pilot.app.pop_screen()
        await settle(pilot)
        pilot.app.push_screen(LoadScreen())
        seen["load"] = await footer_of(pilot)
        pilot.app.pop_screen()
        for action in ("tutorials", "rules", "statistics"):
            await settle(pilot)
            depth = len(pilot.app.screen_stack)
            getattr(pilot.app.screen, f"action_{action}")()
            seen[action] = await footer_of(pilot)
            while len(pilot.app.screen_stack) > depth:
                pilot.app.pop_screen()
    row, keys = seen["menu"]
    assert row.strip() == "n Nouvelle  c Suite  l Charger  t Leçons  r Règles  s Stats  h Aide  " \
                          "q Quitter"
    assert {name: cut_keys(*got) for name, got in seen.items()} == {name: [] for name in seen}
    assert all(len(got[1]) >= 2 for got in seen.values())


async def test_each_game_screen_shows_every_key(french) -> None:
    from cresus_tui.games.bigmoney.requests import DiceRequest
    from tests.tui.bigmoney_helpers import drive, new_session
    from tests.tui.forex_script import reach

    session = new_session(seed=7)
    backlog = drive(session, lambda r, s: isinstance(r, DiceRequest))
    forex, steps = reach("turn_spot")
    seen = {}
    for name, app in (("bigmoney", CresusApp(Settings.test_profile(), start=session,
                                             backlog=backlog)),
                      ("forex", CresusApp(Settings.test_profile(), start=forex, backlog=steps)),
                      ("cresus", CresusApp(Settings.test_profile(seed=42)))):
        async with app.run_test(size=(80, 24)) as pilot:
            if name == "cresus":
                await settle(pilot)
                pilot.app.open_new_game("cresus")
                await settle(pilot)
                await pilot.press("ctrl+s")
                await settle(pilot)
                while pilot.app.screen.is_modal:
                    pilot.app.pop_screen()
            seen[name] = await footer_of(pilot)
    assert {name: cut_keys(*got) for name, got in seen.items()} == {name: [] for name in seen}
    assert "f4 Troc" in seen["cresus"][0] and "^q Quitter" in seen["cresus"][0]


@pytest.mark.parametrize("game_id", ["cresus", "bigmoney", "forex"])
async def test_each_games_lesson_shows_every_key(game_id, french) -> None:
    lesson = next(lesson for game, lesson in every_lesson() if game == game_id)
    tutorial = importlib.import_module(f"cresus_tui.play.{game_id}.tutorial").Tutorial
    app = CresusApp(Settings.test_profile(data_dir=french))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        pilot.app.open_tutorial(tutorial.start(lesson.id))
        row, keys = await footer_of(pilot)
    assert cut_keys(row, keys) == []
    assert "f9 Sortir" in row and "^q Quitter" in row
