"""A lesson's starting position through FOR-EX's config door (``Scenario``): money, certificates,
dividends already paid and rate moves, each range-checked like the rest of the door; the
position replays from the config (saves) and keeps the money ledger and the invariants."""

from __future__ import annotations

import msgspec
import pytest

from cresus_tui.games.forex import GameConfig, SeatConfig, new_game
from cresus_tui.games.forex import rates as R
from cresus_tui.games.forex.decisions import Resolve
from cresus_tui.games.forex.invariants import MoneyLedger
from cresus_tui.games.forex.state import Scenario

SEATS = (SeatConfig("Ann", "human"), SeatConfig("Bob"))
GBP, EUR, CNY = 0, 1, 6


def game_of(scenario: Scenario):
    return new_game(GameConfig(SEATS, 3, 0, (0, 1, 1, 1, 1, 1, 1), scenario))


def test_the_scenario_sets_money_certificates_dividends_and_rates() -> None:
    sc = Scenario(money=((2, 4, 6, 8, 10, 12, 0), (4,) * 7),
                  certs=((2, 0, 0, 0, 0, 0, 1), (0, 1, 0, 0, 0, 0, 0)),
                  dividends_paid=4, strengthen=(EUR,), weaken=(CNY, CNY, CNY))
    game, events = game_of(sc)
    st = game.state
    assert st.seats[0].money == [2, 4, 6, 8, 10, 12, 0]
    assert st.seats[0].certs == [2, 0, 0, 0, 0, 0, 1] and st.seats[1].certs[EUR] == 1
    assert st.supply == [6, 6, 7, 7, 7, 7, 6]  # 8 - removed - held
    assert st.dividends_paid == 4 and st.queue[0].left == 1
    assert R.oriented(st.rates, GBP, EUR) == 1  # F-3.4 index 2, EUR strengthened once
    assert R.oriented(st.rates, GBP, CNY) == 10  # 7, weakened three times: the 8 box
    assert R.eight_box(st.rates)[CNY]
    assert events[0].money[0] == (2, 4, 6, 8, 10, 12, 0) and events[0].dividends_paid == 4


def test_the_final_dividend_of_a_scenario_pays_3_and_ends_the_game() -> None:
    sc = Scenario(certs=((1, 0, 0, 0, 0, 0, 0), (0,) * 7), dividends_paid=4)
    game, events = game_of(sc)
    ledger = MoneyLedger()
    ledger.feed(events)
    ledger.feed(game.submit(0, Resolve()))
    assert game.is_over  # F-12.5: GBP alone most held, no tie; nothing else queued
    assert game.state.seats[0].money[GBP] == 4 + 6  # F-12.1: the 5th card pays 3 units
    assert ledger.problems(game) == []


def test_a_scenario_replays_from_its_encoded_config() -> None:
    sc = Scenario(money=((0,) * 7, (8,) * 7), dividends_paid=2, weaken=(EUR,))
    game, _ = game_of(sc)
    config = msgspec.msgpack.decode(msgspec.msgpack.encode(game.state.config),
                                    type=GameConfig)
    again, _ = new_game(config)
    assert again.encode() == game.encode()


BAD = {
    "money too large": (Scenario(money=((401,) * 7, (4,) * 7)), "scenario money"),
    "money negative": (Scenario(money=((-1,) * 7, (4,) * 7)), "scenario money"),
    "money one seat": (Scenario(money=((4,) * 7,)), "scenario money"),
    "money six currencies": (Scenario(money=((4,) * 6, (4,) * 6)), "scenario money"),
    "money a float": (Scenario(money=((4.5,) * 7, (4,) * 7)), "scenario money"),
    "five certificates": (Scenario(certs=((5, 0, 0, 0, 0, 0, 0), (0,) * 7)), "scenario certs"),
    "more than the supply": (Scenario(certs=((0, 4, 0, 0, 0, 0, 0), (0, 4, 0, 0, 0, 0, 0))),
                             "scenario certs: 8 EUR held, 7 in the supply"),
    "every dividend paid": (Scenario(dividends_paid=5), "scenario dividends_paid"),
    "dividends negative": (Scenario(dividends_paid=-1), "scenario dividends_paid"),
    "an eighth currency": (Scenario(strengthen=(7,)), "scenario rate moves"),
    "too many moves": (Scenario(weaken=(0,) * 61), "scenario rate moves"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_scenario_is_refused_with_its_reason(case) -> None:
    scenario, reason = BAD[case]
    with pytest.raises(ValueError) as err:
        game_of(scenario)
    assert str(err.value).startswith(reason)
