"""FOR-EX rules F-10 … F-18: divesting, the queue, dividends, the end phase, scoring,
bankruptcy, public information, edge cases and the digital seat rules, with the worked
examples' exact figures."""

from __future__ import annotations

import pytest

from cresus_tui.games.forex import IllegalDecision, load_data
from cresus_tui.games.forex import rates as R
from cresus_tui.games.forex.decisions import (
    Choose, Contract, Divest, Invest, Reply, Resolve, Sell, Spot,
)
from cresus_tui.games.forex.events import (
    Bankrupt, CertificatesSold, ContractDefaulted, ContractSettled, DividendPaid, DividendTie,
    EndPhaseStarted, GameOver, LoanRepaid, RatesMoved, StrongestChosen, TurnStarted,
)
from cresus_tui.games.forex.requests import ChooseRequest, SellRequest, SpotRequest, TurnRequest
from cresus_tui.games.forex.state import ContractItem, DividendItem, LoanItem

from .helpers import CAD, CHF, CNY, EUR, GBP, JPY, USD, certs, game, money, rate, set_rate

DATA = load_data()


def resolve_with_choice(g, seat: int, pick: int = GBP) -> list:
    ev = g.submit(seat, Resolve())
    req = g.requests()[0] if g.requests() else None
    if isinstance(req, ChooseRequest):
        ev += g.submit(req.seat, Choose(pick if pick in req.options else req.options[0]))
    return ev


# ---- F-10 divest ----------------------------------------------------------------------------

def test_F_10_1_sold_certificates_leave_the_game_two_units_each() -> None:
    g = game(2)
    certs(g, 0, EUR=3)
    supply = g.state.supply[EUR]
    ev = g.submit(0, Divest(EUR, 2))
    assert ev[0] == CertificatesSold(0, EUR, 2, 8, False)
    assert g.state.seats[0].money[EUR] == 12 and g.state.seats[0].certs[EUR] == 1
    assert g.state.sold[EUR] == 2 and g.state.supply[EUR] == supply


def test_F_10_2_followers_clockwise_skipping_non_holders_next_turn_after_divester() -> None:
    g = game(4, first=1)
    certs(g, 1, CAD=1)
    certs(g, 3, CAD=2)
    certs(g, 0, CAD=1)
    g.submit(1, Divest(CAD, 1))
    assert g.requests() == (SellRequest(3, CAD, 2, 1),)  # seat 2 holds none: skipped
    with pytest.raises(IllegalDecision):
        g.submit(3, Sell(3))
    g.submit(3, Sell(0))
    assert g.requests() == (SellRequest(0, CAD, 1, 1),)
    ev = g.submit(0, Sell(1))
    assert ev[-1] == TurnStarted(2, 2)


def test_F_10_3_weakened_after_each_sellers_sale() -> None:
    g = game(3)
    certs(g, 0, USD=1)
    certs(g, 1, USD=1)
    g.submit(0, Divest(USD, 1))
    assert rate(g, USD, GBP) == -2  # P2 decides at the rates after P1's sale
    g.submit(1, Sell(1))
    assert rate(g, USD, GBP) == -3


def test_F_10_a_three_players_jpy() -> None:
    """Example F-10.a."""
    g = game(3)
    certs(g, 0, JPY=2)
    certs(g, 1, JPY=1)
    g.submit(0, Divest(JPY, 2))
    assert g.requests() == (SellRequest(1, JPY, 1, 0),)
    ev = g.submit(1, Sell(1))
    assert g.state.seats[0].money[JPY] == 4 + 8 and g.state.seats[1].money[JPY] == 4 + 4
    assert sum(isinstance(e, RatesMoved) for e in ev) == 1
    ld = DATA.ladder_h
    r = g.state.rates
    assert rate(g, CAD, JPY) == 2 and R.rate_h(r, CAD, JPY, ld) == 3      # CAD over JPY 1:1.5
    assert rate(g, JPY, CNY) == 2                                         # 1:1.5
    assert all(R.rate_h(r, x, JPY, ld) == 6 and rate(g, x, JPY) > 0 for x in (GBP, EUR, USD, CHF))
    w = R.wins(r)
    assert w[JPY] == 1 and w[CAD] == 2
    assert ev[-1] == TurnStarted(2, 1)


# ---- F-11 the queue -------------------------------------------------------------------------

def test_F_11_1_ordered_queue_front_resolved_whoever_owns_it_at_most_seven() -> None:
    g = game(2)
    for i in range(6):
        g.submit(g.state.active, Contract(GBP, EUR, 1))
    assert len(g.state.queue) == 7 and g.state.letters == [0, 1, 0, 1, 0, 1]
    with pytest.raises(IllegalDecision):
        g.submit(0, Contract(GBP, EUR, 1))
    resolve_with_choice(g, 0)
    assert isinstance(g.state.queue[-1], DividendItem)
    ev = g.submit(1, Resolve())  # P2 resolves P1's contract A
    assert ev[0] == ContractSettled(0, "A", GBP, 2, EUR, 3)


def test_F_11_2_contract_paid_in_full_letter_freed() -> None:
    g = game(2)
    g.state.queue = [ContractItem(0, 1, GBP, 4, EUR, 6), DividendItem(5)]
    g.state.letters[0] = 1
    ev = g.submit(0, Resolve())
    assert ev[0] == ContractSettled(1, "A", GBP, 4, EUR, 6)
    assert g.state.seats[1].money[GBP] == 0 and g.state.seats[1].money[EUR] == 10
    assert g.state.letters[0] == -1


def test_F_11_3_unpaid_contract_becomes_a_loan_at_the_back() -> None:
    g = game(2)
    g.state.queue = [ContractItem(2, 0, CHF, 6, USD, 6), DividendItem(5)]
    g.state.letters[2] = 0
    ev = g.submit(0, Resolve())
    assert ev[0] == ContractDefaulted(0, "C", USD, 6, "C", ((CHF, 8),), False)
    assert g.state.queue == [DividendItem(5), LoanItem(2, 0, [[CHF, 8]])]
    assert g.state.seats[0].money[CHF] == 4 and g.state.seats[0].money[USD] == 10


def test_F_11_4_new_debt_joins_the_existing_loan() -> None:
    g = game(2)
    g.state.queue = [ContractItem(1, 0, CHF, 6, USD, 6), DividendItem(5),
                     LoanItem(0, 0, [[CHF, 2]])]
    g.state.letters[:2] = [0, 0]
    g.submit(0, Resolve())
    assert g.state.queue == [DividendItem(5), LoanItem(0, 0, [[CHF, 10]])]
    assert g.state.letters[:2] == [0, -1]


def test_F_11_5_loan_paid_in_full_or_bankruptcy() -> None:
    g = game(2)
    g.state.queue = [LoanItem(0, 1, [[GBP, 4], [EUR, 2]]), DividendItem(5)]
    g.state.letters[0] = 1
    ev = g.submit(0, Resolve())
    assert ev[0] == LoanRepaid(1, "A", ((GBP, 4), (EUR, 2)))
    assert g.state.seats[1].money[GBP] == 0 and g.state.seats[1].money[EUR] == 2
    g.state.queue.insert(0, LoanItem(0, 0, [[GBP, 4], [EUR, 6]]))
    g.state.letters[0] = 0
    ev = g.submit(1, Resolve())
    assert isinstance(ev[0], Bankrupt) and g.state.seats[0].money[GBP] == 4  # nothing paid
    assert g.is_over


def test_F_11_6_front_stack_pays_a_dividend() -> None:
    g = game(2)
    ev = g.submit(0, Resolve())
    assert isinstance(ev[0], DividendPaid) and ev[0].number == 1


def test_F_11_a_contract_at_a_changed_rate() -> None:
    """Example F-11.a."""
    g = game(2)
    g.submit(0, Contract(GBP, EUR, 3))
    item = g.state.queue[-1]
    assert (item.pay_h, item.get_h) == (6, 9)
    g.state.queue = [item, DividendItem(5)]
    set_rate(g, EUR, GBP, 1)  # EUR stronger at 1:1
    money(g, 0, GBP=10, EUR=4)
    g.submit(1, Resolve())
    assert g.state.seats[0].money[GBP] == 4 and g.state.seats[0].money[EUR] == 13
    assert g.state.letters[0] == -1


def test_F_11_b_loan_grows_then_bankruptcy() -> None:
    """Example F-11.b."""
    g = game(2)
    a = ContractItem(0, 0, GBP, 6, EUR, 9)
    c = ContractItem(2, 0, CNY, 10, CAD, 4)
    d = ContractItem(3, 0, GBP, 2, USD, 2)
    g.state.queue = [a, c, d, DividendItem(5)]
    g.state.letters[:4] = [0, -1, 0, 0]
    money(g, 0, GBP=5, EUR=4)
    g.submit(0, Resolve())
    assert g.state.seats[0].money[EUR] == 13 and g.state.seats[0].money[GBP] == 5
    assert g.state.queue[-1] == LoanItem(0, 0, [[GBP, 8]])
    money(g, 0, CNY=6)
    ev = g.submit(1, Resolve())
    assert ev[0] == ContractDefaulted(0, "C", CAD, 4, "A", ((GBP, 8), (CNY, 12)), True)
    assert g.state.seats[0].money[CAD] == 8 and g.state.letters[2] == -1
    money(g, 0, GBP=1)
    g.submit(0, Resolve())
    assert g.state.queue == [DividendItem(5), LoanItem(0, 0, [[GBP, 12], [CNY, 12]])]
    resolve_with_choice(g, 1)
    money(g, 0, GBP=12, CNY=11)
    before = list(g.state.seats[0].money)
    ev = g.submit(0, Resolve())
    assert ev[0] == Bankrupt(0, "A", ((GBP, 12), (CNY, 12)))
    assert g.state.seats[0].money == before and g.is_over


# ---- F-12 dividends -------------------------------------------------------------------------

def third_dividend(p3_jpy: int = 0):
    g = game(3)
    g.state.dividends_paid = 2
    g.state.queue = [DividendItem(3)]
    set_rate(g, GBP, CNY, 10)
    certs(g, 0, GBP=2, CNY=1)
    certs(g, 1, GBP=2, JPY=3)
    if p3_jpy:
        certs(g, 2, JPY=p3_jpy)
    return g


def test_F_12_1_dividend_per_certificate_by_order() -> None:
    assert DATA.dividends == (0, 2, 2, 2, 3)
    g = game(2)
    certs(g, 0, EUR=2)
    ev = g.submit(0, Resolve())
    assert ev[0] == DividendPaid(1, 0, (), (), False)
    g.submit(1, Resolve())
    assert g.state.seats[0].money[EUR] == 4 + 8


def test_F_12_2_eight_box_pays_nothing_checked_before_strengthening() -> None:
    g = game(2)
    g.state.dividends_paid = 1
    g.state.queue = [DividendItem(4)]
    set_rate(g, GBP, CNY, 10)
    certs(g, 0, CNY=2)
    ev = g.submit(0, Resolve())
    assert ev[0].unpaid == (CNY,) and g.state.seats[0].money[CNY] == 4
    assert rate(g, GBP, CNY) == 9  # then CNY, the most held, is strengthened off the 8 box


def test_F_12_3_stack_to_the_back_then_gone_after_the_final() -> None:
    g = game(2)
    g.state.queue = [DividendItem(5), ContractItem(0, 1, GBP, 2, EUR, 3)]
    g.state.letters[0] = 1
    resolve_with_choice(g, 0)
    assert g.state.queue[-1] == DividendItem(4)
    g.state.dividends_paid = 4
    g.state.queue = [DividendItem(1)]
    resolve_with_choice(g, 1)
    assert g.state.queue == [] and g.is_over


def test_F_12_4_most_held_strengthened_tie_active_chooses_supply_ignored() -> None:
    g = game(3)
    certs(g, 2, JPY=1)
    g.state.supply[EUR] = 8
    ev = g.submit(0, Resolve())
    assert [e for e in ev if isinstance(e, RatesMoved)][0].currency == JPY
    g = game(2)  # no certificate held: all seven tie; the 1st dividend still strengthens
    ev = g.submit(0, Resolve())
    assert ev[-1] == DividendTie(0, tuple(range(7)))
    ev = g.submit(0, Choose(CNY))
    assert isinstance(ev[0], RatesMoved) and rate(g, CAD, CNY) == 3


def test_F_12_5_no_more_turns_after_the_final_dividend() -> None:
    g = game(2)
    g.state.dividends_paid = 4
    g.state.queue = [DividendItem(1)]
    ev = resolve_with_choice(g, 0)
    assert not any(isinstance(e, TurnStarted) for e in ev) and g.is_over
    assert g.state.turn == 1


def test_F_12_a_third_dividend() -> None:
    """Example F-12.a."""
    g = third_dividend()
    ev = g.submit(0, Resolve())
    assert ev[0] == DividendPaid(3, 4, ((0, GBP, 8), (1, GBP, 8), (1, JPY, 12)), (CNY,), False)
    assert g.state.seats[0].money[GBP] == 12 and g.state.seats[0].money[CNY] == 4
    assert g.state.seats[1].money[JPY] == 16
    assert rate(g, GBP, EUR) == 3  # 1:1.5 -> 1:2
    g = third_dividend(p3_jpy=1)
    g.submit(0, Resolve())
    assert g.requests() == (ChooseRequest(0, "dividend", (GBP, JPY)),)


# ---- F-13 end phase -------------------------------------------------------------------------

def test_F_13_1_remaining_items_resolved_in_order_without_choices() -> None:
    g = game(2)
    g.state.dividends_paid = 4
    g.state.queue = [DividendItem(1), ContractItem(0, 1, EUR, 20, GBP, 2)]
    g.state.letters[0] = 1
    ev = resolve_with_choice(g, 0)
    kinds = [type(e).__name__ for e in ev]
    assert kinds.index("EndPhaseStarted") < kinds.index("ContractDefaulted") < kinds.index(
        "Bankrupt")
    assert g.state.bankrupt == 1  # the new loan was resolved later in the same phase


def test_F_13_2_phase_ends_with_the_queue_or_a_bankruptcy() -> None:
    g = game(2)
    g.state.dividends_paid = 4
    g.state.queue = [DividendItem(1), ContractItem(0, 1, EUR, 2, GBP, 2)]
    g.state.letters[0] = 1
    ev = resolve_with_choice(g, 0)
    assert isinstance(ev[-1], GameOver) and ev[-1].reason == "queue_empty"


def test_F_13_a_end_phase_loan_behind_c() -> None:
    """Example F-13.a."""
    g = game(2)
    g.state.dividends_paid = 4
    b = ContractItem(1, 0, CHF, 8, USD, 8)
    c = ContractItem(2, 0, USD, 12, CHF, 12)
    g.state.queue = [DividendItem(1), b, c]
    g.state.letters[1:3] = [0, 0]
    money(g, 0, CHF=6, USD=4)
    ev = resolve_with_choice(g, 0)
    names = [type(e).__name__ for e in ev]
    i = names.index("EndPhaseStarted")
    assert names[i + 1:i + 4] == ["ContractDefaulted", "ContractSettled", "LoanRepaid"]
    assert ev[i + 1].lines == ((CHF, 10),)
    assert g.state.seats[0].money[USD] == 0 and g.state.seats[0].money[CHF] == 8
    assert g.state.bankrupt == -1 and g.state.end_reason == "queue_empty"


# ---- F-14 scoring ---------------------------------------------------------------------------

def example_14a(eur_certs_y: int = 2, gbp_certs: int = 3):
    g = game(2)
    st = g.state
    steps = {  # from the first currency of each pair
        (GBP, EUR): 2, (GBP, USD): -1, (GBP, CHF): 1, (GBP, JPY): 2, (GBP, CAD): 2,
        (GBP, CNY): 2, (EUR, USD): 3, (EUR, CHF): 1, (EUR, JPY): 4, (EUR, CAD): 6,
        (EUR, CNY): 10, (USD, CHF): -1, (USD, JPY): 1, (USD, CAD): 1, (USD, CNY): 1,
        (CHF, JPY): 1, (CHF, CAD): 1, (CHF, CNY): 1, (JPY, CAD): 1, (JPY, CNY): 1,
        (CAD, CNY): 1}
    for (a, b), s in steps.items():
        set_rate(g, a, b, s)
    assert R.wins(st.rates) == [5, 5, 4, 4, 2, 1, 0]
    st.seats[0].money = [6, 9, 10, 4, 12, 14, 30]
    st.seats[1].money = [0, 25, 15, 1, 0, 0, 33]
    certs(g, 0, EUR=3, GBP=gbp_certs - 1)
    certs(g, 1, EUR=eur_certs_y, GBP=1)
    st.dividends_paid = 5
    st.queue = []
    return g


def test_F_14_1_strongest_by_wins_then_certificates_then_last_players_choice() -> None:
    g = example_14a()
    ev = g._score("queue_empty")  # noqa: SLF001 - the scoring step alone
    ev = g._take_events()  # noqa: SLF001
    assert ev[0] == StrongestChosen(EUR, "certificates")
    g = example_14a(gbp_certs=5)
    g.state.active = 1
    g._score("queue_empty")  # noqa: SLF001
    assert g.requests() == (ChooseRequest(1, "strongest", (GBP, EUR)),)
    ev = g.submit(1, Choose(GBP))
    assert ev[0] == StrongestChosen(GBP, "choice", 1) and g.state.strongest == GBP


def test_F_14_2_conversion_rounds_each_currency_down() -> None:
    ld = DATA.ladder_h
    rates = R.start_rates(DATA.start)
    assert R.to_strongest(5, GBP, GBP, rates, ld) == 2             # S's own .5 dropped
    assert R.to_strongest(9, CNY, GBP, rates, ld) == 1             # 4.5 CNY at 1:4
    assert R.to_strongest(3, GBP, EUR, rates, ld) == 2             # 1.5 GBP at 1:1.5 = 2.25


def test_F_14_3_most_money_wins_then_certificates_of_s_then_shared() -> None:
    g = example_14a(eur_certs_y=3)
    g._score("queue_empty")  # noqa: SLF001
    assert g.state.scores == [17, 17]
    # EUR 6 held vs GBP 3: S = EUR; both hold 3 EUR certificates: a shared first place
    assert g.ranking() == [(1, 0), (1, 1)]


def test_F_14_a_scoring_example() -> None:
    """Example F-14.a."""
    g = example_14a()
    g._score("queue_empty")  # noqa: SLF001
    ev = g._take_events()  # noqa: SLF001
    assert g.state.strongest == EUR and g.state.scores == [17, 17]
    assert g.ranking() == [(1, 0), (2, 1)]
    assert isinstance(ev[-1], GameOver) and ev[-1].scores == (17, 17)
    x = g.state.seats[0].money
    per = [R.to_strongest(x[h], h, EUR, g.state.rates, DATA.ladder_h) for h in range(7)]
    assert per == [4, 4, 2, 2, 2, 2, 1]
    assert sum(x[h] / 2 for h in range(7)) > 0
    total_units = sum(R.value_h(x[h], h, EUR, g.state.rates, DATA.ladder_h) for h in range(7))
    assert int(total_units // 2) == 19  # flooring the sum instead would wrongly give 19


# ---- F-15 bankruptcy ------------------------------------------------------------------------

def test_F_15_1_bankrupt_ranks_last_others_scored_as_the_board_stands() -> None:
    g = game(3)
    money(g, 0, GBP=40)
    g.state.queue = [LoanItem(0, 0, [[EUR, 10]]), DividendItem(5)]
    g.state.letters[0] = 0
    certs(g, 0, GBP=1)
    ev = g.submit(0, Resolve())
    over = ev[-1]
    assert isinstance(over, GameOver) and over.reason == "bankruptcy" and over.bankrupt == 0
    assert g.ranking() == [(1, 1), (1, 2), (3, 0)] and g.state.scores == [26, 8, 8]
    assert over.strongest == GBP


def test_F_15_2_only_a_loan_bankrupts() -> None:
    g = game(2)
    for c in range(7):
        g.state.seats[0].money[c] = 0
    g.state.queue = [ContractItem(0, 0, EUR, 20, GBP, 2), DividendItem(5)]
    g.state.letters[0] = 0
    g.submit(0, Resolve())
    assert not g.is_over and isinstance(g.state.queue[-1], LoanItem)


# ---- F-16 public information ----------------------------------------------------------------

def test_F_16_1_everything_is_public_including_removed_certificates() -> None:
    g = game(3)
    certs(g, 1, EUR=2)
    v = g.view(2)
    assert v.players[1].certs[EUR] == 2 and v.removed == (6, 0, 0, 0, 0, 0, 0)
    assert v.queue == (DividendItem(5),) and v.dividends_left == 5 and v.rates == tuple(
        g.state.rates)


def test_F_16_2_a_view_rebuilds_the_whole_game() -> None:
    from cresus_tui.games.forex import Game

    g = game(3)
    g.submit(0, Contract(GBP, CNY, 2))
    h = Game.from_view(g.view(1))
    assert h.requests() == g.requests()
    assert h.submit(1, Resolve()) == g.submit(1, Resolve())


# ---- F-17 edge cases ------------------------------------------------------------------------

def test_F_17_1_first_turn_resolve_pays_nothing_any_currency_strengthened() -> None:
    g = game(2)
    ev = g.submit(0, Resolve())
    assert ev[0].per_certificate_h == 0 and g.requests()[0].options == tuple(range(7))


def test_F_17_2_investing_on_an_eight_box_is_legal() -> None:
    g = game(2)
    set_rate(g, GBP, CNY, 10)
    g.submit(0, Invest((CNY,)))
    assert g.state.seats[0].certs[CNY] == 1


def test_F_17_3_freed_letter_reused() -> None:
    g = game(2)
    g.state.queue = [ContractItem(0, 0, GBP, 2, EUR, 3), DividendItem(5)]
    g.state.letters[:2] = [0, 1]
    g.state.queue.append(ContractItem(1, 1, GBP, 2, EUR, 3))
    g.submit(0, Resolve())
    assert g.free_letter() == "A"
    g.submit(1, Contract(USD, CHF, 1))
    assert g.state.queue[-1].letter == 0


def test_F_17_4_no_amount_goes_negative() -> None:
    g = game(2)
    money(g, 0, EUR=1)
    with pytest.raises(IllegalDecision):
        g.submit(0, Spot(1, EUR, GBP))
    with pytest.raises(IllegalDecision):
        g.submit(0, Invest((EUR,)))
    assert min(g.state.seats[0].money) >= 0


def test_F_17_5_currencies_differ() -> None:
    g = game(2)
    with pytest.raises(IllegalDecision):
        g.submit(0, Contract(EUR, EUR, 1))
    with pytest.raises(IllegalDecision):
        g.submit(0, Spot(1, EUR, EUR))


def test_F_17_6_tie_chooser_is_the_active_player() -> None:
    g = game(3, first=2)
    g.state.queue = [DividendItem(5)]
    certs(g, 0, EUR=1)
    certs(g, 1, USD=1)
    g.submit(2, Resolve())
    assert g.requests() == (ChooseRequest(2, "dividend", (EUR, USD)),)


def test_F_17_7_turn_bound_in_the_data() -> None:
    assert DATA.max_turns == 159
    assert 29 + 30 + 50 + 50 == DATA.max_turns


# ---- F-18 digital play ----------------------------------------------------------------------

def test_F_18_1_the_human_answers_offers_follow_ons_and_ties_on_rivals_turns() -> None:
    g = game(3, first=1)
    certs(g, 0, EUR=1)
    certs(g, 1, EUR=1)
    g.submit(1, Spot(0, GBP, EUR))
    assert isinstance(g.request_for(0), SpotRequest)
    g.submit(0, Reply(False))
    g.submit(1, Divest(EUR, 1))
    assert isinstance(g.request_for(0), SellRequest)
    g.submit(0, Sell(0))
    assert isinstance(g.request_for(2), TurnRequest) and g.request_for(0) is None


def test_F_18_3_pair_table_text() -> None:
    from cresus_tui.games.forex.text import pair_table, queue_line

    g = game(2)
    set_rate(g, GBP, CNY, 10)
    table = pair_table(g.view(0), DATA)
    lines = table.splitlines()
    assert lines[1].split() == ["GBP", ".", "+1.5", "+1", "+1.5", "+1.5", "+2", "+8", "6"]
    assert lines[7].split()[0] == "CNY*" and lines[7].split()[1] == "-8"
    g.submit(0, Contract(GBP, EUR, 3))
    assert queue_line(g.view(0), DATA) == "DIV(5 left) | A P1 pay 3 GBP get 4.5 EUR"
