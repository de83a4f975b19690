"""`status all` in every game; Big Money shows its rivals' personalities."""

from __future__ import annotations

import pytest

from cresus_tui.plain.games import plain_games as kits
from cresus_tui.play.messages import Told
from cresus_tui.play.rivals import personality


def _lines(table, topic: str, arg: str) -> list[str]:
    """The lines the table answers ``topic arg`` with."""
    return [line.text for m in table.query(topic, arg) if isinstance(m, Told)
            for line in m.lines]


@pytest.mark.parametrize("game_id", ["cresus", "bigmoney", "forex"])
def test_status_all_shows_every_player(game_id: str) -> None:
    kit = next(k for k in kits() if k.id == game_id)
    table = kit.new(3, "normal", "Ann", 7)
    table.open()
    lines = _lines(table, "status", "all")
    text = "\n".join(lines)
    names = [p.name for p in table.view.players]
    assert len(names) == 4 and "Ann" in names
    for name in names:
        assert name in text, (game_id, name, lines[:3])
    assert "No player" not in text and "No single player" not in text
    assert _lines(table, "status", "everyone") == lines


def test_big_money_look_and_status_show_rival_personalities() -> None:
    kit = next(k for k in kits() if k.id == "bigmoney")
    table = kit.new(3, "normal", "Ann", 7)
    table.open()
    seats = table.session.game.state.config.seats
    styles = {s.name: s.personality for s in seats if s.kind == "rival"}
    assert all(styles.values())  # "random, one each": every rival has one
    look = "\n".join(_lines(table, "look", ""))
    for name, code in styles.items():
        assert f"{name} (a normal rival; {personality(code)}, " in look, (name, code)
    me = _lines(table, "status", "")
    assert me[0].startswith("Ann (you): ")  # a human has no personality
