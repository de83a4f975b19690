"""Statistics: counted once per finished game, kept across a restart, unknown keys kept,
a damaged file set aside; ``cresus stats``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cresus_tui.play.review.stats import add_game, load_stats, path_for, summary, summary_lines

from .helpers import play

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def games():
    return [play(seed=7), play(seed=11, level="hard")]


def test_a_finished_game_is_counted_once_and_survives_a_restart(tmp_path, games) -> None:
    a, b = games
    assert add_game(a.game, 0, tmp_path) == (True, "")
    assert add_game(a.game, 0, tmp_path) == (False, "")  # the same game again: not counted
    assert add_game(b.game, 0, tmp_path) == (True, "")
    unfinished = play(seed=3, stop=lambda s: s.game.state.turn >= 2)
    assert add_game(unfinished.game, 0, tmp_path) == (False, "")
    assert not list(tmp_path.glob(".statistics-*"))  # no temporary file left
    # a new process reads the same figures
    out = subprocess.run([sys.executable, "-m", "cresus_tui", "--data-dir", str(tmp_path),
                          "stats", "--json"], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout
    rows = {r["level"]: r for r in json.loads(out)}
    place_a = next(p for p, s in a.game.ranking() if s == 0)
    seat = a.game.state.seats[0]
    assert rows["normal"]["played"] == 1
    assert rows["normal"]["won"] == int(place_a == 1)
    assert rows["normal"]["placed"] == int(place_a in (2, 3))
    assert rows["normal"]["island_rate"] == float(seat.island)
    assert rows["normal"]["average_luxuries"] == seat.luxuries
    assert rows["normal"]["best"].startswith(f"{seat.luxuries} luxury card")
    assert rows["hard"]["played"] == 1
    text = subprocess.run([sys.executable, "-m", "cresus_tui", "--data-dir", str(tmp_path),
                           "stats"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout
    assert "Crésus against normal rivals" in text and "Crésus against hard rivals" in text


def test_unknown_keys_are_kept(tmp_path, games) -> None:
    path = path_for(tmp_path)
    path.write_text(json.dumps({"version": 1, "games": {"cresus": {"normal": {
        "played": 4, "won": 1, "placed": 2, "streak": 3}}}, "counted": [],
        "from_a_newer_version": {"x": 1}}))
    add_game(games[0].game, 0, tmp_path)
    stats, notice = load_stats(tmp_path)
    assert notice == ""
    assert stats["from_a_newer_version"] == {"x": 1}
    entry = stats["games"]["cresus"]["normal"]
    assert entry["streak"] == 3 and entry["played"] == 5


def test_a_damaged_file_is_set_aside_and_counting_goes_on(tmp_path, games) -> None:
    path = path_for(tmp_path)
    path.write_bytes(b"{half a file")
    stats, notice = load_stats(tmp_path)
    assert "damaged" in notice and summary(stats) == []
    counted, notice = add_game(games[0].game, 0, tmp_path)
    assert counted and "damaged" in notice
    assert path.with_name("statistics.json.damaged").read_bytes() == b"{half a file"
    assert summary(load_stats(tmp_path)[0])[0]["played"] == 1


def test_no_statistics_yet() -> None:
    assert summary_lines({"games": {}}) == [
        "No game finished yet: statistics start with your first finished game."]
