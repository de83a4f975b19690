"""Registry entries are cheap to import and name their engine lazily (``protocol.Lazy``); what
they state without the engine (player counts, save words) agrees with the engine's data."""

from __future__ import annotations

import pytest

from cresus_tui.games.protocol import GameWords, Lazy, SeatSummary, loaded_class
from cresus_tui.games.registry import GAMES, spec_of


def test_forex_player_counts_are_those_of_its_data_file() -> None:
    from cresus_tui.games.forex import load_data

    data = load_data()
    assert (GAMES["forex"].min_players, GAMES["forex"].max_players) == (
        data.min_players, data.max_players)


def test_a_lazy_hook_imports_on_its_first_call_and_refuses_a_malformed_name() -> None:
    hook = Lazy("textwrap:shorten")
    assert hook("a b c d e f", 7) == "a [...]"
    assert repr(hook) == "Lazy('textwrap:shorten')"
    with pytest.raises(ValueError):
        Lazy("textwrap.shorten")
    with pytest.raises(ModuleNotFoundError):
        Lazy("no_such_module_here:f")()


def test_a_state_class_named_by_string_is_only_matched_once_loaded() -> None:
    assert loaded_class("no_such_module_here:Game") is None
    assert loaded_class("textwrap:TextWrapper").__name__ == "TextWrapper"
    assert loaded_class(None) is None and loaded_class(int) is int
    spec = GAMES["bigmoney"]
    state, _ = spec.new_game(spec.make_config(
        [spec_seat("You", "human"), spec_seat("Ada")], 3))
    assert spec_of(state) is spec and spec.owns(state) and not GAMES["forex"].owns(state)
    with pytest.raises(TypeError):
        spec_of(object())


def spec_seat(name: str, kind: str = "rival"):
    from cresus_tui.games.protocol import SeatConfig

    return SeatConfig(name, kind)  # type: ignore[arg-type]


@pytest.mark.parametrize(("game", "line", "one", "two"), [
    ("cresus", "Ada 30 M/2L", "1 luxury card", "2 luxury cards"),
    ("bigmoney", "Ada 30 Z/2c", "1 card", "2 cards"),
    ("forex", "Ada 30 in the Strongest, 2 cert. (bankrupt)", "1 certificate", "2 certificates"),
])
def test_each_game_says_a_saved_seat_in_its_own_words(game: str, line: str, one: str,
                                                       two: str) -> None:
    words = GAMES[game].words
    seat = SeatSummary("Ada", "rival", 30, 2, eliminated=True)
    assert words.seat_line(seat) == line
    assert (words.count(1), words.count(2)) == (one, two)


def test_phases_are_said_in_the_games_words_and_unknown_ones_as_they_are() -> None:
    assert GAMES["cresus"].words.phase("cresus") == "Crésus card"
    assert GAMES["cresus"].words.phase("end_of_turn") == "end of turn"
    assert GameWords().phase("whatever") == "whatever"
