"""FOR-EX rules F-1 … F-9: components, the ladder, set-up, rate moves, the turn, spot trades,
contracts and investing, with the worked examples' exact figures."""

from __future__ import annotations

import random

import msgspec
import pytest

from cresus_tui.games.forex import GameConfig, IllegalDecision, SeatConfig, load_data, new_game
from cresus_tui.games.forex import rates as R
from cresus_tui.games.forex.decisions import (
    Choose, Contract, Divest, Invest, Reply, Resolve, Spot,
)
from cresus_tui.games.forex.events import (
    ContractMade, RatesMoved, SpotAnswered, SpotOffered, TurnStarted,
)
from cresus_tui.games.forex.random_player import action_kinds, play_random_game
from cresus_tui.games.forex.requests import ChooseRequest, SpotRequest, TurnRequest
from cresus_tui.games.forex.state import DividendItem

from .helpers import CAD, CHF, CNY, EUR, GBP, JPY, USD, certs, game, money, rate, set_rate

DATA = load_data()


# ---- F-1 overview ---------------------------------------------------------------------------

def test_F_1_1_two_to_six_players_seven_currencies_no_chance_after_setup() -> None:
    for n in (2, 6):
        g, _ = new_game(GameConfig(tuple(SeatConfig(f"P{i}") for i in range(n)), 3))
        assert len(g.state.seats) == n and len(g.state.rates) == 21
    for n in (1, 7):
        with pytest.raises(ValueError):
            new_game(GameConfig(tuple(SeatConfig(f"P{i}") for i in range(n)), 3))
    g, _ = new_game(GameConfig(tuple(SeatConfig(f"P{i}") for i in range(4)), 9))
    rng_state = g.state.rng.state
    play_random_game(g, random.Random(9))
    assert g.state.rng.state == rng_state  # no draw after set-up


def test_F_1_2_game_ends_by_bankruptcy_or_empty_queue() -> None:
    reasons = set()
    for seed in range(60):
        g, _ = new_game(GameConfig(tuple(SeatConfig(f"P{i}") for i in range(3)), seed))
        play_random_game(g, random.Random(seed), prudent=True)
        reasons.add(g.state.end_reason)
        if g.state.end_reason == "queue_empty":
            assert g.state.dividends_paid == 5 and g.state.queue == []
        else:
            assert g.state.bankrupt >= 0
    assert reasons == {"queue_empty", "bankruptcy"}


def test_F_1_3_one_human_against_rivals() -> None:
    seats = (SeatConfig("You", kind="human"),) + tuple(SeatConfig(f"R{i}") for i in range(5))
    g, _ = new_game(GameConfig(seats, 5, first_player=0))
    assert isinstance(g.requests()[0], TurnRequest) and g.requests()[0].seat == 0


# ---- F-2 components -------------------------------------------------------------------------

def test_F_2_1_currency_order() -> None:
    assert DATA.currencies == ("GBP", "EUR", "USD", "CHF", "JPY", "CAD", "CNY")


def test_F_2_2_certificates_dividends_letters() -> None:
    assert DATA.certificates_per_currency * 7 == 56
    assert len(DATA.dividends) == 5 and DATA.letters == ("A", "B", "C", "D", "E", "F")


def test_F_2_3_bank_never_runs_out() -> None:
    g = game(2)
    certs(g, 0, JPY=4)
    g.submit(0, Divest(JPY, 4))
    assert g.state.seats[0].money[JPY] == 4 + 16  # the bank pays whatever it owes


# ---- F-3 ladder -----------------------------------------------------------------------------

def test_F_3_1_one_stronger_in_every_pair_even_at_one_to_one() -> None:
    g = game()
    assert rate(g, GBP, USD) == 1 and rate(g, USD, GBP) == -1
    assert R.stronger(g.state.rates, GBP, USD) and not R.stronger(g.state.rates, USD, GBP)
    assert 0 not in g.state.rates


def test_F_3_2_ladder() -> None:
    assert DATA.ladder_h == (2, 3, 4, 5, 6, 7, 8, 10, 12, 16)


def test_F_3_3_signed_steps_form_one_line_without_zero() -> None:
    rates = [-10] + [1] * 20
    seen = []
    for _ in range(19):
        seen.append(rates[0])
        R.strengthen(rates, GBP)
    seen.append(rates[0])
    assert seen == [-10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]


def test_F_3_4_starting_rates() -> None:
    g = game()
    assert rate(g, GBP, EUR) == 2 and rate(g, GBP, USD) == 1 and rate(g, GBP, CNY) == 7
    assert rate(g, CAD, CNY) == 4 and rate(g, JPY, CNY) == 5 and rate(g, EUR, CNY) == 6
    ld = DATA.ladder_h
    assert R.rate_h(g.state.rates, GBP, CNY, ld) == 8      # 1:4
    assert R.rate_h(g.state.rates, CAD, CNY, ld) == 5      # 1:2.5
    assert R.rate_h(g.state.rates, GBP, USD, ld) == 2      # 1:1


def test_F_3_5_wins_at_start_sum_21() -> None:
    g = game()
    assert R.wins(g.state.rates) == [6, 5, 4, 3, 2, 1, 0]
    assert g.view(0).wins == (6, 5, 4, 3, 2, 1, 0)


def test_F_3_6_eight_box_is_the_weaker_at_index_10() -> None:
    g = game()
    assert not any(R.eight_box(g.state.rates))
    set_rate(g, GBP, CNY, 10)
    assert R.eight_box(g.state.rates) == [False] * 6 + [True]
    set_rate(g, GBP, CNY, -10)  # CNY stronger at 1:8: GBP is on an 8 box
    assert R.eight_box(g.state.rates) == [True] + [False] * 6


# ---- F-4 set-up -----------------------------------------------------------------------------

def test_F_4_1_two_units_of_each_currency() -> None:
    g = game(4)
    assert all(s.money == [4] * 7 and s.certs == [0] * 7 for s in g.state.seats)


def test_F_4_2_six_certificates_removed_fifty_in_supply() -> None:
    seen = set()
    for seed in range(30):
        g, ev = new_game(GameConfig((SeatConfig("a"), SeatConfig("b")), seed))
        st = g.state
        assert sum(st.removed) == 6 and sum(st.supply) == 50
        assert all(st.removed[c] + st.supply[c] == 8 for c in range(7))
        assert ev[0].removed == tuple(st.removed)
        seen.add(tuple(st.removed))
    assert len(seen) > 20


def test_F_4_3_letters_free_queue_only_the_stack() -> None:
    g = game()
    assert g.state.letters == [-1] * 6 and g.state.queue == [DividendItem(5)]


def test_F_4_4_first_player_random_then_clockwise() -> None:
    firsts = {new_game(GameConfig(tuple(SeatConfig(f"P{i}") for i in range(4)), s))[0]
              .state.first_player for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    g = game(3, first=2)
    ev = g.submit(2, Contract(GBP, EUR, 1))
    assert ev[-1] == TurnStarted(2, 0)  # wraps to seat 0


def test_F_4_5_same_seed_same_game() -> None:
    def run(seed: int) -> bytes:
        g, _ = new_game(GameConfig(tuple(SeatConfig(f"P{i}") for i in range(4)), seed))
        play_random_game(g, random.Random(seed))
        return g.encode()

    assert run(11) == run(11) and run(11) != run(12)


# ---- F-5 strengthening and weakening --------------------------------------------------------

def test_F_5_1_strengthen() -> None:
    rates = [1] * 21
    R.strengthen(rates, USD)
    assert R.oriented(rates, USD, GBP) == 1 and R.oriented(rates, USD, CNY) == 2
    rates = [10] * 21
    R.strengthen(rates, GBP)
    assert R.oriented(rates, GBP, EUR) == 10  # +10 stays


def test_F_5_2_weaken_mirror() -> None:
    rates = [1] * 21
    R.weaken(rates, GBP)
    assert R.oriented(rates, GBP, EUR) == -1
    rates = [-10] * 21
    R.weaken(rates, GBP)
    assert R.oriented(rates, GBP, EUR) == -10


def test_F_5_3_only_certificates_and_dividends_move_rates() -> None:
    g = game(2)
    before = list(g.state.rates)
    g.submit(0, Spot(1, GBP, EUR))
    g.submit(1, Reply(True))
    g.submit(0, Contract(GBP, EUR, 1))
    assert g.state.rates == before
    g.submit(1, Invest((CNY,)))
    assert rate(g, CAD, CNY) == 3  # one certificate bought: one strengthening


def test_F_5_4_order_matters_only_at_caps() -> None:
    a = game()
    b = game()
    a.submit(0, Invest((USD, JPY)))
    b.submit(0, Invest((JPY, USD)))
    assert a.state.rates == b.state.rates  # away from the caps the order is irrelevant


def test_F_5_a_strengthen_usd_at_start() -> None:
    """Example F-5.a."""
    g = game()
    g.submit(0, Invest((USD,)))
    ld = DATA.ladder_h
    r = g.state.rates
    assert rate(g, USD, GBP) == 1 and rate(g, USD, EUR) == 1
    assert [R.rate_h(r, USD, x, ld) for x in (CHF, JPY, CAD, CNY)] == [3, 4, 4, 8]
    assert R.wins(r) == [5, 4, 6, 3, 2, 1, 0]


def test_F_5_b_weaken_cny_four_times() -> None:
    """Example F-5.b."""
    rates = R.start_rates(DATA.start)
    steps = []
    for _ in range(4):
        R.weaken(rates, CNY)
        steps.append(R.oriented(rates, GBP, CNY))
    assert steps == [8, 9, 10, 10]  # GBP reached 1:8 at the 3rd step
    ld = DATA.ladder_h
    assert [R.rate_h(rates, x, CNY, ld) for x in (GBP, EUR, USD, CHF)] == [16] * 4
    assert R.rate_h(rates, JPY, CNY, ld) == 12 and R.rate_h(rates, CAD, CNY, ld) == 10
    assert R.eight_box(rates)[CNY]


# ---- F-6 the turn ---------------------------------------------------------------------------

def test_F_6_1_optional_spot_then_exactly_one_action() -> None:
    g = game(3)
    g.submit(0, Spot(1, GBP, USD))
    g.submit(1, Reply(True))
    req = g.requests()[0]
    assert isinstance(req, TurnRequest) and req.seat == 0 and not req.spot_open
    ev = g.submit(0, Contract(EUR, CHF, 1))
    assert ev[-1] == TurnStarted(2, 1)
    with pytest.raises(IllegalDecision):
        g.submit(0, Resolve())  # never a second action


def test_F_6_2_resolve_always_legal_other_actions_need_their_means() -> None:
    g = game(2)
    assert action_kinds(g, 0) == ["contract", "invest", "resolve"]
    for c in range(7):
        g.state.seats[0].money[c] = 0
    g.state.letters = [1] * 6
    assert action_kinds(g, 0) == ["resolve"]
    with pytest.raises(IllegalDecision):
        g.submit(0, Divest(GBP, 1))
    certs(g, 0, EUR=1)
    assert action_kinds(g, 0) == ["divest", "resolve"]


# ---- F-7 spot -------------------------------------------------------------------------------

def test_F_7_1_trade_with_one_other_player() -> None:
    g = game(3)
    with pytest.raises(IllegalDecision):
        g.submit(0, Spot(0, GBP, EUR))  # not with oneself
    ev = g.submit(0, Spot(2, GBP, EUR))
    assert ev == [SpotOffered(0, 2, GBP, 2, EUR, 3)]
    assert g.requests() == (SpotRequest(2, 0, GBP, 2, EUR, 3),)


def test_F_7_2_one_stronger_unit_against_r_weaker_and_the_half_unit_trade() -> None:
    g = game(2)
    assert g.spot_options(GBP, EUR) == [(2, 3)]
    assert g.spot_options(EUR, GBP) == [(3, 2)]
    set_rate(g, GBP, JPY, 3)  # 1:2: 1 JPY against 0.5 GBP is expressible
    assert g.spot_options(JPY, GBP) == [(4, 2), (2, 1)]
    assert g.spot_options(GBP, JPY) == [(2, 4), (1, 2)]
    g.submit(0, Spot(1, JPY, GBP, 2))
    g.submit(1, Reply(True))
    assert g.state.seats[0].money[JPY] == 2 and g.state.seats[0].money[GBP] == 5
    g2 = game(2)
    with pytest.raises(IllegalDecision):
        g2.submit(0, Spot(1, EUR, GBP, 2))  # no half-unit trade at 1:1.5


def test_F_7_3_each_side_must_hold_what_it_gives_partner_answers() -> None:
    g = game(2)
    money(g, 1, EUR=2)
    with pytest.raises(IllegalDecision, match="does not hold"):
        g.submit(0, Spot(1, GBP, EUR))
    money(g, 0, CNY=7)
    with pytest.raises(IllegalDecision, match="You do not hold"):
        g.submit(0, Spot(1, CNY, GBP))
    rates = list(g.state.rates)
    g.submit(0, Spot(1, EUR, GBP))
    ev = g.submit(1, Reply(True))
    assert ev == [SpotAnswered(0, 1, True)] and g.state.rates == rates
    assert g.state.seats[0].money[EUR] == 1 and g.state.seats[1].money[EUR] == 2 + 3


def test_F_7_4_refused_offer_does_not_use_the_spot_one_trade_per_turn() -> None:
    g = game(3)
    g.submit(0, Spot(1, GBP, EUR))
    g.submit(1, Reply(False))
    assert g.requests()[0].spot_open
    assert g.state.seats[0].money == [4] * 7
    g.submit(0, Spot(2, USD, GBP))
    g.submit(2, Reply(True))
    with pytest.raises(IllegalDecision, match="already"):
        g.submit(0, Spot(1, GBP, EUR))
    with pytest.raises(IllegalDecision):
        g.submit(1, Spot(0, GBP, EUR))  # only the active player offers
    g.submit(0, Resolve())
    assert g.requests() == (ChooseRequest(0, "dividend", tuple(range(7))),)
    g.submit(0, Choose(GBP))
    assert g.requests()[0].seat == 1 and g.requests()[0].spot_open  # a new turn, a new spot


def test_F_7_a_spot_examples() -> None:
    """Example F-7.a."""
    g = game(2)
    assert g.spot_options(GBP, CNY) == [(2, 8)]    # give 1 GBP, get 4 CNY
    assert g.spot_options(CNY, GBP) == [(8, 2)]    # give 4 CNY, get 1 GBP
    assert g.spot_options(EUR, GBP) == [(3, 2)]    # give 1.5 EUR, get 1 GBP


# ---- F-8 contracts --------------------------------------------------------------------------

def test_F_8_1_lowest_free_letter_joins_the_back() -> None:
    g = game(2)
    ev = g.submit(0, Contract(GBP, EUR, 3))
    assert ev[0] == ContractMade(0, "A", GBP, 6, EUR, 9)
    g.submit(1, Contract(USD, EUR, 1))
    assert [getattr(q, "letter", None) for q in g.state.queue] == [None, 0, 1]
    g.state.letters = [0] * 6
    with pytest.raises(IllegalDecision, match="letter"):
        g.submit(0, Contract(GBP, EUR, 1))


def test_F_8_2_whole_stronger_amount_one_to_ten() -> None:
    g = game(2)
    for n in (0, 11, -1):
        with pytest.raises(IllegalDecision):
            g.submit(0, Contract(GBP, EUR, n))
    assert g.contract_amounts(EUR, GBP, 10) == (30, 20)


def test_F_8_3_no_money_moves_amounts_fixed() -> None:
    g = game(2)
    g.submit(0, Contract(GBP, EUR, 3))
    assert g.state.seats[0].money == [4] * 7
    g.submit(1, Invest((EUR,)))
    item = g.state.queue[-1]
    assert (item.pay_h, item.get_h) == (6, 9)


def test_F_8_a_contract_examples() -> None:
    """Example F-8.a."""
    g = game(2)
    assert g.contract_amounts(GBP, EUR, 3) == (6, 9)     # pay 3 GBP, get 4.5 EUR
    assert g.contract_amounts(EUR, GBP, 3) == (9, 6)     # pay 4.5 EUR, get 3 GBP
    set_rate(g, GBP, CNY, 10)
    assert g.contract_amounts(CNY, GBP, 10) == (160, 20)  # pay 80 CNY, get 10 GBP
    with pytest.raises(IllegalDecision):
        g.submit(0, Contract(CNY, GBP, 11))
    assert g.contract_amounts(EUR, USD, 4) == (8, 8)


# ---- F-9 invest -----------------------------------------------------------------------------

def test_F_9_1_one_or_two_of_different_currencies_two_units_each() -> None:
    g = game(2)
    for bad in ((), (GBP, GBP), (GBP, EUR, USD)):
        with pytest.raises(IllegalDecision):
            g.submit(0, Invest(bad))
    g.submit(0, Invest((EUR, USD)))
    s = g.state.seats[0]
    assert s.money[EUR] == 0 and s.money[USD] == 0 and s.certs[EUR] == s.certs[USD] == 1


def test_F_9_2_at_most_four_held_money_and_supply_needed() -> None:
    g = game(2)
    certs(g, 0, EUR=4)
    with pytest.raises(IllegalDecision, match="already hold 4"):
        g.submit(0, Invest((EUR,)))
    money(g, 0, USD=3)
    with pytest.raises(IllegalDecision, match="costs 2"):
        g.submit(0, Invest((USD,)))
    g.state.supply[CHF] = 0
    with pytest.raises(IllegalDecision, match="supply"):
        g.submit(0, Invest((CHF,)))
    assert g.buyable(0) == [GBP, JPY, CAD, CNY]


def test_F_9_3_each_strengthened_right_after_its_purchase_in_order() -> None:
    for order, expected in (((GBP, CNY), 9), ((CNY, GBP), 10)):
        g = game(2)
        set_rate(g, GBP, CNY, 10)
        ev = g.submit(0, Invest(order))
        moves = [e.currency for e in ev if isinstance(e, RatesMoved)]
        assert moves == list(order)
        assert rate(g, GBP, CNY) == expected  # 1:6, then 1:8
    assert DATA.ladder_h[9 - 1] == 12


def test_F_9_a_invest_gbp_then_cny_at_start() -> None:
    """Example F-9.a."""
    g = game(2)
    g.submit(0, Invest((GBP, CNY)))
    s = g.state.seats[0]
    assert s.money[GBP] == 0 and s.money[CNY] == 0
    ld = DATA.ladder_h
    r = g.state.rates
    assert R.rate_h(r, GBP, CNY, ld) == 8 and rate(g, GBP, CNY) == 7      # 1:4
    assert R.rate_h(r, GBP, EUR, ld) == 4 and R.rate_h(r, GBP, USD, ld) == 3
    assert R.rate_h(r, GBP, CAD, ld) == 5
    assert rate(g, CAD, CNY) == 3 and rate(g, JPY, CNY) == 4              # 1:2, 1:2.5


def test_wrong_typed_decisions_refused_without_change() -> None:
    g = game(2)
    before = g.encode()
    for bad in (Contract(True, EUR, 1), Contract(GBP, EUR, 1.0),  # type: ignore
                Invest(("GBP",)), Spot(True, GBP, EUR), "resolve", None, Reply(1),  # type: ignore
                Divest(GBP, "1")):  # type: ignore
        with pytest.raises(IllegalDecision):
            g.submit(0, bad)
    with pytest.raises(IllegalDecision):
        g.submit(True, Resolve())  # type: ignore[arg-type]
    with pytest.raises(IllegalDecision):
        g.submit(1, Resolve())  # not seat 1's turn
    assert g.encode() == before
    assert msgspec.msgpack.decode(before)  # still a valid state
