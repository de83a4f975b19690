"""Rules a mutation audit showed untested (issue 23), each with the value the rules give."""

from __future__ import annotations

import pytest

from cresus_tui.games.forex import IllegalDecision
from cresus_tui.games.forex.decisions import Contract, Invest, Reply, Spot

from .helpers import CNY, EUR, GBP, USD, game, money


@pytest.mark.parametrize("pay,get", [(-1, EUR), (GBP, -1), (7, EUR), (GBP, 7), (-7, USD)])
def test_a_contract_names_real_currencies(pay, get):
    """F-8.2: pay and get are currencies 0..6; -1 is not "the last currency"."""
    g = game()
    before = g.encode()
    with pytest.raises(IllegalDecision, match="a currency 0..6"):
        g.submit(0, Contract(pay, get, 3))
    assert g.encode() == before


def test_spot_offers_start_again_each_turn():
    """F-7.4: one spot trade a turn; the count of offers made starts from 0 every turn."""
    g = game(3, first=0)
    money(g, 1, EUR=40, GBP=40)
    money(g, 0, EUR=40, GBP=40)
    opts = g.spot_options(GBP, EUR)
    assert opts
    give_h, get_h = opts[0]
    g.submit(0, Spot(1, GBP, EUR, give_h))
    g.submit(1, Reply(False))
    assert g.state.offers_made == 1
    g.submit(0, Invest((EUR,)))  # the turn's action ends the turn
    assert g.state.active == 1 and g.state.offers_made == 0 and not g.state.spot_done
    assert g.view(1).offers_made == 0


def test_the_last_certificate_of_the_supply_can_be_bought():
    """F-9.2: a currency with one certificate left in the supply is buyable."""
    g = game()
    g.state.supply[USD] = 1
    money(g, 0, USD=100)
    assert USD in g.buyable(0)
    g.submit(0, Invest((USD,)))
    assert g.state.supply[USD] == 0 and g.state.seats[0].certs[USD] == 1
    g.state.supply[EUR] = 0
    assert EUR not in g.buyable(0)


@pytest.mark.parametrize("currency", [-1, -7, 7])
def test_a_divest_names_a_real_currency(currency):
    """F-10: a divest sells certificates of a currency 0..6; -1 is not "the last currency",
    even for a seat that holds certificates of the last one (CNY)."""
    from cresus_tui.games.forex.decisions import Divest

    g = game()
    g.state.seats[0].certs[CNY] = 2
    before = g.encode()
    with pytest.raises(IllegalDecision, match="a currency 0..6"):
        g.submit(0, Divest(currency, 1))
    assert g.encode() == before


@pytest.mark.parametrize("removed", [(6, 0, 0, 0, 0, 0), (2, 2, 2, 0, 0, 0, 0, 0),
                                     (9, -3, 0, 0, 0, 0, 0), (1, 1, 1, 1, 1, 0, 0)])
def test_the_removed_certificates_are_checked_whole(removed):
    """F-2 (set-up): the removed certificates are 7 counts of 0..8 summing to 6; a list that
    fails any one of these (the length alone, a count alone, the sum alone) is refused."""
    with pytest.raises((ValueError, IllegalDecision)):
        game(removed=removed)


def test_a_state_with_the_wrong_shapes_does_not_decode():
    """F-1 (components): seven currencies everywhere; a state whose supply alone, or one
    seat's money or certificates alone, has another length is refused at decode."""
    from cresus_tui.games.forex.game import Game

    g = game()
    assert Game.decode(g.encode()).encode() == g.encode()
    g.state.supply = g.state.supply[:-1]
    with pytest.raises(IllegalDecision):
        Game.decode(g.encode())
    for field in ("money", "certs"):  # one seat's money alone, or its certificates alone
        g = game()
        setattr(g.state.seats[1], field, getattr(g.state.seats[1], field)[:-1])
        with pytest.raises(IllegalDecision):
            Game.decode(g.encode())


def test_a_clone_keeps_a_waiting_spot_offer():
    """F-7.4: a copy of the game made while a spot offer waits for its answer is the same
    game (the offer included) and plays on alone."""
    g = game(3, first=0)
    money(g, 1, EUR=40, GBP=40)
    money(g, 0, EUR=40, GBP=40)
    give_h, _ = g.spot_options(GBP, EUR)[0]
    g.submit(0, Spot(1, GBP, EUR, give_h))
    copy = g.clone()
    assert copy.encode() == g.encode()
    copy.submit(1, Reply(False))
    assert copy.encode() != g.encode()


@pytest.mark.parametrize("give,get", [(GBP, -1), (GBP, 7), (-1, EUR)])
def test_a_spot_trade_names_real_currencies(give, get):
    """F-7.1: a spot trade exchanges two currencies 0..6; -1 is not "the last currency"."""
    g = game(3, first=0)
    money(g, 0, EUR=40, GBP=40, CNY=40)
    money(g, 1, EUR=40, GBP=40, CNY=40)
    before = g.encode()
    with pytest.raises(IllegalDecision, match="a currency 0..6"):
        g.submit(0, Spot(1, give, get, 2))
    assert g.encode() == before


def test_f14_2_money_of_the_strongest_itself_is_worth_its_own_amount():
    """F-14.2: money already in the Strongest converts at par (no pair, no rounding): 7 GBP in
    GBP are 7.0, whatever the rates (a mutation survivor: the at-par case deleted)."""
    from cresus_tui.games.forex import rates as R

    g = game(4)
    ladder = g.data.ladder_h
    for s in range(7):
        assert R.value_h(14, s, s, g.state.rates, ladder) == 14.0
        assert R.to_strongest(14, s, s, g.state.rates, ladder) == 7


def test_f7_1_a_spot_offer_to_a_seat_past_the_last_is_refused():
    """F-7.1: a spot trade is offered to another player of the game; in a 3-player game seat
    number 3 (one past the last) is no player, refused like a negative seat, nothing changed."""
    g = game(3, first=0)
    money(g, 0, EUR=40, GBP=40)
    money(g, 1, EUR=40, GBP=40)
    money(g, 2, EUR=40, GBP=40)
    give_h, _ = g.spot_options(GBP, EUR)[0]
    before = g.encode()
    for to in (3, 4, -1, 0):
        with pytest.raises(IllegalDecision, match=r"another player \(F-7\.1\)"):
            g.submit(0, Spot(to, GBP, EUR, give_h))
        assert g.encode() == before
    g.submit(0, Spot(2, GBP, EUR, give_h))  # the last seat itself is a player
    assert g.encode() != before


def test_f5_1_f5_2_a_scenario_of_exactly_the_most_rate_moves_is_accepted():
    """F-5.1, F-5.2 (scenario door): ``SCENARIO_MAX_MOVES`` strengthenings and as many
    weakenings are accepted and all applied: EUR strengthened 60 times is the stronger at
    index 10 of every pair, CNY weakened 60 times the weaker at index 10 of every pair."""
    from cresus_tui.games.forex import GameConfig, SeatConfig, new_game
    from cresus_tui.games.forex import rates as R
    from cresus_tui.games.forex.state import SCENARIO_MAX_MOVES, Scenario

    assert SCENARIO_MAX_MOVES == 60
    sc = Scenario(strengthen=(EUR,) * SCENARIO_MAX_MOVES, weaken=(CNY,) * SCENARIO_MAX_MOVES)
    g, _ = new_game(GameConfig((SeatConfig("Ann"), SeatConfig("Bob")), 3, scenario=sc))
    rates = g.state.rates
    assert [R.oriented(rates, EUR, y) for y in range(7) if y != EUR] == [10] * 6
    assert [R.oriented(rates, CNY, y) for y in range(7) if y != CNY] == [-10] * 6
    assert R.wins(rates)[EUR] == 6 and R.wins(rates)[CNY] == 0
    with pytest.raises(ValueError, match="scenario rate moves"):
        new_game(GameConfig((SeatConfig("Ann"), SeatConfig("Bob")), 3,
                            scenario=Scenario(strengthen=(EUR,) * (SCENARIO_MAX_MOVES + 1))))
