"""Every game's parser reads a line without its pasted control characters (issue 23) and
answers a digit of another script with the number reader's message, never "(ValueError)"."""

from __future__ import annotations

import pytest

from cresus_tui.games.protocol import SeatConfig
from cresus_tui.games.registry import GAMES
from cresus_tui.play.kits import play_kit
from cresus_tui.play.parser import ParseError

IDS = [pytest.param(g, id=g) for g in GAMES if play_kit(g) is not None]


def view_of(game_id: str):
    spec = GAMES[game_id]
    seats = [SeatConfig("Ann", "human"), SeatConfig("Bob"), SeatConfig("Cy")]
    game, _ = spec.new_game(spec.make_config(seats, 3))
    return game.view(0)


@pytest.mark.parametrize("game_id", IDS)
def test_control_characters_are_not_read(game_id):
    kit = play_kit(game_id)
    view, rules = view_of(game_id), kit.rules()
    for line in ("look\x01\x05", "\x1b[31mlook\x1b[0m", "lo\u200bok", "look\u202e"):
        assert kit.parse(line, view, rules) == kit.parse("look", view, rules), line


@pytest.mark.parametrize("game_id", IDS)
@pytest.mark.parametrize("line", ["²", "٣", "log ²", "rules ³", "9" * 4301, "reroll ²",
                                  "keep ٣ ²", "buy ²", "status ²", "sell ²"])
def test_unicode_digits_never_give_a_generic_error(game_id, line):
    kit = play_kit(game_id)
    got = kit.parse(line, view_of(game_id), kit.rules())
    if isinstance(got, ParseError):
        assert "Error" not in got.message and "Could not understand" not in got.message, \
            got.message
