"""Start-up stays light: nothing of a game (engine, rivals, play kit, screens) is imported before
that game is chosen or one of its saves is opened; the first menu lists saves by their headers
only. Each check runs in a fresh interpreter, where ``sys.modules`` tells the truth.

The time itself is measured by ``benchmarks/startup.py`` (never by a timed test)."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import saves
from cresus_tui.games.protocol import SeatConfig
from cresus_tui.games.registry import GAMES

ROOT = Path(__file__).resolve().parent.parent


def game_modules(modules: list[str], game_id: str) -> list[str]:
    """The modules of ``modules`` that belong to one game: its engine (``game``), its rivals,
    its play kit, its Textual views."""
    prefixes = (f"cresus_tui.games.{game_id}.game", f"ai.{game_id}", f"cresus_tui.play.{game_id}",
                f"cresus_tui.tui.games.{game_id}")
    return [m for m in modules if any(m == p or m.startswith(p + ".") for p in prefixes)]


def imported_by(code: str, *args: str) -> list[str]:
    """The project's modules in ``sys.modules`` after running ``code`` in a new interpreter."""
    script = textwrap.dedent(code) + textwrap.dedent("""
        import json, sys
        print(json.dumps(sorted(m for m in sys.modules
                                if m.split(".")[0] in ("cresus_tui", "ai", "saves"))))
        """)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-c", script, *args], env=env, cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    return json.loads(run.stdout.strip().splitlines()[-1])


def save_every_game(folder: Path) -> None:
    """A save of every registered game, a few decisions in."""
    for game_id, spec in GAMES.items():
        seats = [SeatConfig("You", "human"), SeatConfig("Ada"), SeatConfig("Bo")]
        state, _ = spec.new_game(spec.make_config(seats, 11))
        rng = random.Random(11)
        for _ in range(4):
            seat = state.requests()[0].seat
            state.submit(seat, spec.random_decision(state, seat, rng))
        saves.save_game(state, f"{game_id} game", data_dir=folder)


FIRST_MENU = """
    import asyncio, sys
    from cresus_tui.play.settings import Settings
    from cresus_tui.tui.app import CresusApp
    from cresus_tui.tui.screens.menu import MenuScreen

    async def main():
        app = CresusApp(Settings.test_profile(data_dir=sys.argv[1]))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, MenuScreen), app.screen
            print(app.screen.query_one("#continue").label)
    asyncio.run(main())
"""


@pytest.mark.parametrize("with_saves", [False, True], ids=["no saves", "a save of each game"])
def test_the_first_menu_imports_nothing_of_any_game(tmp_path: Path, with_saves: bool) -> None:
    if with_saves:
        save_every_game(tmp_path)
    modules = imported_by(FIRST_MENU, str(tmp_path))
    assert "cresus_tui.tui.screens.menu" in modules  # the menu did open
    for game_id in GAMES:
        assert game_modules(modules, game_id) == [], game_id


def test_the_registry_and_the_saves_api_import_no_engine() -> None:
    modules = imported_by("""
        import saves
        from cresus_tui.games.registry import GAMES, game_ids
        assert [GAMES[g].name for g in game_ids()] == ["Crésus", "Big Money", "FOR-EX"]
    """)
    for game_id in GAMES:
        assert game_modules(modules, game_id) == [], game_id


def test_opening_a_save_imports_that_game_only(tmp_path: Path) -> None:
    save_every_game(tmp_path)
    modules = imported_by("""
        import sys, saves
        loaded = saves.load_game("bigmoney game", sys.argv[1])
        assert loaded.header.game == "bigmoney"
    """, str(tmp_path))
    assert "cresus_tui.games.bigmoney.game" in modules
    assert game_modules(modules, "cresus") == [] and game_modules(modules, "forex") == []
