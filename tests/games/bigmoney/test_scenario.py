"""A lesson's position through Big Money's config door (``Scenario``): cash per seat, the bank,
market cards already owned — each range-checked like the rest of the door; the money and card
counts still hold, and the position replays from the config."""

from __future__ import annotations

import msgspec
import pytest

from cresus_tui.games.bigmoney import GameConfig, IllegalDecision, Scenario, new_game
from cresus_tui.games.bigmoney.decisions import Pass, Roll, Stop
from cresus_tui.games.protocol import SeatConfig

SEATS = (SeatConfig("Ann", "human"), SeatConfig("Bob", "random"))


def game_of(**fields):
    return new_game(GameConfig(SEATS, 5, scenario=Scenario(startups=("TEC-0", "VOY-0"),
                                                           **fields)))


def test_cash_bank_and_owned_cards_set_the_position() -> None:
    game, events = game_of(cash=(60, 70), bank=30, cards=(("TEC-3", "TEC-S10"), ("VOY-3",)),
                           market_deck=("ALI-1", "DIV-3", "SPO-1", "VOY-1"))
    st = game.state
    assert [s.cash for s in st.seats] == [60, 70] and st.bank == 30
    assert st.total_money == 160
    assert st.seats[0].cards == ["TEC-0", "TEC-3", "TEC-S10"]
    assert st.seats[1].cards == ["VOY-0", "VOY-3"]
    assert st.market == ["ALI-1", "DIV-3", "SPO-1", "VOY-1"]
    assert "TEC-3" not in st.deck and game.check() == ""
    assert events[0].capital == (60, 70) and events[0].bank == 30
    assert events[0].cards == (("TEC-3", "TEC-S10"), ("VOY-3",))


def test_a_low_bank_triggers_the_end_and_the_round_is_completed() -> None:
    """B-9.1–B-9.3 from a scenario: TEC pays 18 of the 30 Z, the straight 12 of its 20."""
    game, _ = game_of(cash=(60, 70), bank=30, cards=(("TEC-3",), ("VOY-3",)),
                      dice=(1, 2, 3, 4, 5, 6, 2, 1, 1, 3, 4, 6))
    game.submit(0, Roll())
    assert game.state.seats[0].cash == 78 and game.state.bank == 12
    game.submit(0, Stop())
    assert game.state.seats[0].cash == 90 and game.state.bank == 0 and game.state.triggered
    game.submit(0, Pass())
    game.submit(1, Roll())
    game.submit(1, Stop())
    game.submit(1, Pass())
    assert game.is_over and game.ranking() == [(1, 0), (2, 1)]
    assert game.check() == ""


def test_a_scenario_replays_from_its_encoded_config() -> None:
    game, _ = game_of(cash=(1, 2), bank=3, cards=(("ALI-1",), ()))
    config = msgspec.msgpack.decode(msgspec.msgpack.encode(game.state.config),
                                    type=GameConfig)
    again, _ = new_game(config)
    assert again.encode() == game.encode()


BAD = {
    "cash negative": ({"cash": (-1, 10)}, "scenario cash"),
    "cash too large": ({"cash": (5001, 10)}, "scenario cash"),
    "cash one seat": ({"cash": (10,)}, "scenario cash"),
    "bank negative": ({"bank": -5}, "scenario bank"),
    "bank too large": ({"bank": 5001}, "scenario bank"),
    "bank a float": ({"bank": 3.5}, "scenario bank"),
    "a start-up owned twice": ({"cards": (("TEC-0",), ())}, "the scenario's owned cards"),
    "an unknown card": ({"cards": (("XYZ-9",), ())}, "the scenario's owned cards"),
    "a card owned twice": ({"cards": (("ALI-1",), ("ALI-1",))}, "the scenario's owned cards"),
    "thirteen cards": ({"cards": (("ALI-1",) * 13, ())}, "scenario cards"),
    "owned and in the market": ({"cards": (("ALI-1",), ()), "market_deck": ("ALI-1",)},
                                "the scenario's owned cards are also in its market deck"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_scenario_is_refused_with_its_reason(case) -> None:
    fields, reason = BAD[case]
    with pytest.raises(IllegalDecision) as err:
        game_of(**fields)
    assert str(err.value).startswith(reason)
