"""The end of a game tells each line once: the ranking, then why the winner won (the table
adds ``Finale.why`` itself; a teller's ``final`` must not add it again)."""

from __future__ import annotations

import pytest

from cresus_tui.plain.games import plain_games as kits


def _finale(game_id: str, seed: int = 7):
    kit = next(k for k in kits() if k.id == game_id)
    table = kit.new(3, "normal", "You", seed)
    table.open()
    for _ in range(5000):
        table.run_rivals()
        if table.over:
            break
        table.command(table.suggest())
    assert table.over
    return table.end()


@pytest.mark.parametrize("game_id", [k.id for k in kits()])
def test_each_end_of_game_line_is_told_once(game_id: str) -> None:
    finale = _finale(game_id)
    told = [x for x in finale.lines if x.strip()]
    assert len(told) == len(set(told)), [x for x in told if told.count(x) > 1]
    assert finale.why, game_id  # why the winner won is told...
    assert finale.lines[-len(finale.why):] == finale.why  # ...once, after the ranking


def test_forex_fixture_tells_why_and_costliest_once() -> None:
    from tests.plain.scripted import fixture_paths

    kit = next(k for k in kits() if k.id == "forex")
    text = fixture_paths(kit)[1].read_text("utf-8")
    assert text.count("Your costliest decision (turn") == 1
    assert text.count("A shared win: Sterling (49 USD) and Ducat (49 USD).") == 1
