"""Big Money rules B-1 … B-9 and B-12, one test (at least) per rule id."""

from __future__ import annotations

import pytest

from cresus_tui.games.bigmoney import (
    SPEC, Buy, GameConfig, IllegalDecision, Pass, Reroll, Roll, Scenario, Stop, load_rules,
    new_game,
)
from cresus_tui.games.bigmoney.data import (
    RulesDataError, best_combination, counts_of_values, parse_rules,
)
from cresus_tui.games.bigmoney.events import (
    CardBought, CardDiscarded, CombinationPaid, DeckReshuffled, DiceThrown, DividendPaid,
    EndTriggered, FinePaid, GainPaid, GameEnded, IndustryResolved, MarketRefilled, NewsDrawn,
    NewsReshuffled, Passed, TurnStarted,
)
from cresus_tui.games.bigmoney.requests import BuyRequest, DiceRequest, RollRequest
from cresus_tui.games.protocol import IllegalDecision as BaseIllegal
from cresus_tui.games.protocol import SeatConfig

from .helpers import arranged, config, fresh, play_random

RULES = load_rules()


def roll(game, dice):
    game.state.rng.forced = list(dice)
    return game.submit(game.state.active, Roll())


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


# ---------------------------------------------------------------- 1. overview


def test_B_1_1_two_to_five_players_and_the_richest_wins() -> None:
    assert (SPEC.min_players, SPEC.max_players) == (2, 5)
    for n in (2, 3, 4, 5):
        assert len(fresh(n).state.seats) == n
    for n in (1, 6):
        with pytest.raises(IllegalDecision):
            new_game(config(n))


def test_B_1_2_the_game_ends_after_the_bank_runs_dry_and_the_round_is_completed() -> None:
    game = fresh(3, seed=4)
    play_random(game, 4)
    st = game.state
    assert st.triggered and st.over
    assert [s.turns for s in st.seats] == [st.round] * 3


def test_B_1_3_payment_order_is_the_active_seat_then_clockwise() -> None:
    game = arranged([0, 0, 0, 0], [["TEC-0"], ["TEC-1"], ["TEC-3"], ["TEC-4"]], 500, active=2)
    assert game.payment_order() == [2, 3, 0, 1]
    ev = roll(game, [1, 1, 2, 3, 5, 6])  # TEC
    assert [e.seat for e in of(ev, DividendPaid)] == [2, 3, 0, 1]


# ---------------------------------------------------------------- 2. components


def test_B_2_1_components_five_dice_47_assets_15_news() -> None:
    assert RULES.number_dice == 5
    assert len(RULES.cards) == 47 and len(RULES.news) == 15
    game = fresh()
    roll(game, [6, 1, 2, 3, 4, 5]) if False else game.submit(0, Roll())
    assert len(game.state.dice) == 5


def test_B_2_2_industry_faces_one_per_sector_and_news() -> None:
    assert RULES.faces == ("TEC", "VOY", "ALI", "DIV", "SPO", "NEWS")
    for face, name in enumerate(RULES.faces, start=1):
        game = arranged([0, 0], [["TEC-0"], ["VOY-0"]], 500)
        ev = roll(game, [face, 1, 1, 2, 3, 4])
        assert of(ev, IndustryResolved)[0].face == name


def test_B_2_3_three_kinds_of_card_and_prices() -> None:
    kinds = {c.kind for c in RULES.cards.values()}
    assert kinds == {"startup", "asset", "stock"}
    assert {c.price for c in RULES.cards.values()} == {5, 10, 15}
    for c in RULES.cards.values():
        assert c.dividend == (2 * c.price if c.kind == "stock" else c.price)
    assert RULES.cards["TEC-0"].price == RULES.cards["TEC-0"].dividend == 5


def test_B_2_4_the_47_cards_by_sector() -> None:
    by_sector = {s: [c for c in RULES.cards.values() if c.sector == s] for s in RULES.sector_codes}
    assert {s: len(v) for s, v in by_sector.items()} == {
        "TEC": 10, "VOY": 10, "ALI": 9, "DIV": 9, "SPO": 9}
    assert len(RULES.startups) == 5 and len(RULES.market_cards) == 42
    assert sum(1 for c in RULES.cards.values() if c.kind == "asset") == 30
    assert sum(1 for c in RULES.cards.values() if c.kind == "stock") == 12
    assert sum(RULES.cards[c].price for c in RULES.market_cards) == 435
    assert RULES.cards["TEC-S15"].dividend == 30
    assert RULES.cards["DIV-5"].name == "Studio de cinéma"


def test_B_2_5_the_bank_is_one_integer_balance_and_money_is_conserved() -> None:
    game = fresh(4, seed=9)
    st = game.state
    assert isinstance(st.bank, int)
    assert st.bank + sum(s.cash for s in st.seats) == 1080
    play_random(game, 9)
    assert st.bank + sum(s.cash for s in st.seats) == 1080


def test_data_file_validation_refuses_a_broken_file() -> None:
    text = SPEC.data_file.read_text(encoding="utf-8")
    with pytest.raises(RulesDataError):
        parse_rules(text.replace('id = "N15"', 'id = "N01"'))
    with pytest.raises(RulesDataError):
        parse_rules(text.replace("rerolls = 2", "rerolls = 3"))
    with pytest.raises(RulesDataError):
        parse_rules(text.replace("dividend = 30", "dividend = 29", 1))
    with pytest.raises(RulesDataError):
        parse_rules(b"not toml [")
    assert parse_rules(text).payouts["FIVE"] == 30


# ---------------------------------------------------------------- 3. set-up


@pytest.mark.parametrize("n,bank,capital", [
    (2, 750, [10, 40]), (3, 840, [10, 35, 55]), (4, 925, [10, 30, 50, 65]),
    (5, 1005, [10, 30, 45, 60, 70])])
def test_B_3_1_bank_and_seat_compensation(n: int, bank: int, capital: list[int]) -> None:
    game = fresh(n)
    assert game.state.bank == bank
    assert [s.cash for s in game.state.seats] == capital
    assert game.state.total_money == 520 + 140 * n


def test_B_3_2_one_start_up_each_and_the_rest_leave_the_game() -> None:
    game = fresh(3, seed=2)
    st = game.state
    dealt = [s.cards[0] for s in st.seats]
    assert all(RULES.cards[c].kind == "startup" for c in dealt)
    assert len(st.out) == 2 and set(dealt) | set(st.out) == set(RULES.startups)
    scripted = fresh(2, scenario=Scenario(startups=("SPO-0", "TEC-0")))
    assert [s.cards for s in scripted.state.seats] == [["SPO-0"], ["TEC-0"]]


def test_B_3_3_market_of_four_deck_of_38_news_deck_of_15() -> None:
    game = fresh(4, seed=3)
    st = game.state
    assert len(st.market) == 4 and len(st.deck) == 38 and len(st.news_deck) == 15
    assert not set(st.market) & set(RULES.startups)
    other = fresh(4, seed=4).state
    assert (st.market, st.deck) != (other.market, other.deck)


def test_B_3_4_seat_one_plays_first_and_the_seat_order_may_be_drawn() -> None:
    game = fresh(4)
    assert game.requests() == (RollRequest(0, 1),)
    seats = tuple(SeatConfig(n) for n in "ABCD")
    orders = set()
    for seed in range(20):
        g, _ = new_game(GameConfig(seats, seed, shuffle_seats=True))
        orders.add(tuple(s.name for s in g.state.seats))
        assert sorted(s.origin for s in g.state.seats) == [0, 1, 2, 3]
    assert len(orders) > 5


# ---------------------------------------------------------------- 4. a turn


def test_B_4_1_the_turn_starts_with_all_six_dice() -> None:
    game = arranged([10, 10], [["TEC-0"], ["VOY-0"]], 500)
    ev = roll(game, [3, 1, 2, 3, 4, 6])
    thrown = of(ev, DiceThrown)[0]
    assert thrown.throw == 1 and thrown.industry == 3 and thrown.dice == (1, 2, 3, 4, 6)
    assert thrown.rerolled == (0, 1, 2, 3, 4)  # the first throw throws every position
    assert game.requests() == (DiceRequest(0, (1, 2, 3, 4, 6), 2, "SMALL", 10),)


def test_B_4_2_the_industry_die_resolves_at_once_and_is_never_rerolled() -> None:
    game = arranged([10, 10], [["TEC-0"], ["VOY-0"]], 500)
    ev = roll(game, [1, 1, 1, 2, 2, 6])
    assert [type(e).__name__ for e in ev][:3] == ["DiceThrown", "IndustryResolved",
                                                  "DividendPaid"]
    game.state.rng.forced = [5, 5, 5, 5, 5]
    ev = game.submit(0, Reroll((0, 1)))
    assert of(ev, DiceThrown)[0].industry == 0 and game.state.industry == 1
    assert not of(ev, DividendPaid)


def test_B_4_3_up_to_two_rerolls_then_the_bank_pays() -> None:
    game = arranged([10, 10], [["ALI-0"], ["VOY-0"]], 500)
    roll(game, [4, 1, 2, 3, 5, 6])
    game.state.rng.forced = [2, 2, 2, 2, 2]
    game.submit(0, Reroll(()))
    assert game.requests()[0].rerolls_left == 1
    game.state.rng.forced = [4]
    ev = game.submit(0, Reroll((0, 1, 2, 3)))
    assert of(ev, CombinationPaid)[0] == CombinationPaid(0, (2, 2, 2, 2, 4), "FOUR", 20, 20)
    assert isinstance(game.requests()[0], BuyRequest)


def test_B_4_4_at_most_one_purchase_then_the_turn_ends() -> None:
    game = arranged([100, 10], [["ALI-0"], ["VOY-0"]], 500, market=["TEC-1", "TEC-2", "VOY-1",
                                                                     "VOY-2"])
    roll(game, [4, 1, 2, 3, 5, 6])
    game.submit(0, Stop())
    ev = game.submit(0, Buy(1))
    assert of(ev, CardBought)[0] == CardBought(0, 1, "TEC-2", 5)
    assert game.requests() == (RollRequest(1, 1),)


def test_B_4_5_the_turn_passes_clockwise_and_rounds_count() -> None:
    game = arranged([0, 0], [["ALI-0"], ["VOY-0"]], 500, market=["TEC-5", "TEC-6", "VOY-5",
                                                                "VOY-6"])
    for seat, rnd in [(0, 1), (1, 1), (0, 2)]:
        assert game.requests()[0] == RollRequest(seat, rnd)
        roll(game, [4, 1, 2, 3, 5, 6])
        game.submit(seat, Stop())
        if not game.state.stage == "roll":
            game.submit(seat, Pass())


def test_B_4_6_bank_payments_in_full_fines_never_into_debt() -> None:
    game = arranged([3, 50], [["TEC-0", "TEC-1"], ["TEC-3"]], 500, news=["N06"])
    ev = roll(game, [6, 1, 2, 3, 5, 6])
    assert of(ev, FinePaid) == [FinePaid(0, "N06", 4, 3), FinePaid(1, "N06", 2, 2)]
    assert [s.cash for s in game.state.seats] == [0, 48]
    # a payment of 0 is no payment: NOTHING pays nothing and triggers nothing
    game2 = arranged([0, 0], [["ALI-0"], ["VOY-0"]], 0)
    roll(game2, [5, 1, 2, 3, 5, 6])
    ev = game2.submit(0, Stop())
    assert of(ev, CombinationPaid)[0].amount == 0 and not game2.state.triggered


# ---------------------------------------------------------------- 5. dividends


def test_B_5_1_every_owner_is_paid_the_active_player_included() -> None:
    game = arranged([0, 0, 0], [["VOY-0"], ["TEC-0"], ["VOY-1"]], 500, active=1)
    ev = roll(game, [2, 1, 2, 3, 5, 6])
    assert [(e.seat, e.paid) for e in of(ev, DividendPaid)] == [(2, 5), (0, 5)]


def test_B_5_2_amount_prices_double_stocks_and_the_sector_bonus() -> None:
    cards = ["DIV-0", "DIV-3", "DIV-S10", "DIV-5", "DIV-1"]
    for k, bonus in [(1, 0), (2, 3), (3, 6), (4, 10), (5, 10)]:
        game = arranged([0, 0], [cards[:k], ["TEC-0"]], 500)
        ev = roll(game, [4, 1, 2, 3, 5, 6])
        d = of(ev, DividendPaid)[0]
        assert d.bonus == bonus == RULES.sector_bonus(k)
        want = sum(RULES.cards[c].dividend for c in cards[:k]) + bonus
        assert d.owed == d.paid == want
    assert RULES.cards["DIV-S10"].dividend == 20


def test_B_5_3_stocks_are_discarded_right_after_their_payment_even_unpaid() -> None:
    game = arranged([0, 0], [["SPO-0", "SPO-S10"], ["SPO-S15"]], 0)
    ev = roll(game, [5, 1, 2, 3, 5, 6])
    assert [(type(e).__name__, e.seat) for e in ev if isinstance(e, (DividendPaid,
                                                                     CardDiscarded))] == [
        ("DividendPaid", 0), ("CardDiscarded", 0), ("DividendPaid", 1), ("CardDiscarded", 1)]
    assert game.state.seats[0].cards == ["SPO-0"] and game.state.seats[1].cards == []
    assert set(game.state.discard) == {"SPO-S10", "SPO-S15"}


def test_B_5_4_a_card_bought_earns_from_the_next_industry_roll() -> None:
    game = arranged([100, 0], [["ALI-0"], ["VOY-0"]], 500, market=["TEC-5", "TEC-6", "VOY-5",
                                                                  "VOY-6"])
    roll(game, [1, 1, 2, 3, 5, 6])  # TEC: nobody holds TEC yet
    game.submit(0, Stop())
    game.submit(0, Buy(0))
    ev = roll(game, [1, 1, 2, 3, 5, 6])
    assert of(ev, DividendPaid) == [DividendPaid(0, "TEC", ("TEC-5",), 0, 15, 15)]


# ---------------------------------------------------------------- 6. news


def test_B_6_1_news_deck_draw_discard_and_reshuffle_start_ups_never_discarded() -> None:
    game = arranged([50, 50], [["TEC-0"], ["VOY-0"]], 500, news=["N10"])
    st = game.state
    st.news_discard = st.news_deck[1:]
    st.news_deck = st.news_deck[:1]
    ev = roll(game, [6, 1, 2, 3, 5, 6])
    assert of(ev, NewsDrawn) == [NewsDrawn(0, "N10")]
    assert st.news_deck == [] and len(st.news_discard) == 15
    assert [s.cards for s in st.seats] == [["TEC-0"], ["VOY-0"]]
    game.submit(0, Stop())
    game.submit(0, Pass()) if game.state.stage == "buy" else None
    ev = roll(game, [6, 1, 2, 3, 5, 6])
    assert of(ev, NewsReshuffled) == [NewsReshuffled(15)]
    assert len(st.news_deck) == 14 and len(st.news_discard) == 1


def _news(card, cash, cards, active=0, bank=500, market=None):
    game = arranged(cash, cards, bank, active=active, news=[card], market=market)
    return game, roll(game, [6, 1, 2, 3, 5, 6])


def test_B_6_2_sector_slumps_fine_3_per_card_then_discard_stocks() -> None:
    for card, sec in zip(["N01", "N02", "N03", "N04", "N05"], RULES.sector_codes):
        stock = f"{sec}-S15"
        game, ev = _news(card, [20, 20], [[f"{sec}-0", f"{sec}-1", stock], [f"{sec}-3"]],
                         market=[f"{sec}-S10", f"{sec}-4", f"{sec}-5", f"{sec}-6"])
        assert [(e.seat, e.owed, e.paid) for e in of(ev, FinePaid)] == [(0, 9, 9), (1, 3, 3)]
        assert of(ev, CardDiscarded) == [CardDiscarded(0, stock, "news")]
        assert f"{sec}-S10" in game.state.market  # market cards are unaffected


def test_B_6_2_N06_recession_2_per_card() -> None:
    _, ev = _news("N06", [20, 1], [["TEC-0", "TEC-1", "VOY-1"], ["VOY-0"]])
    assert [(e.seat, e.owed, e.paid) for e in of(ev, FinePaid)] == [(0, 6, 6), (1, 2, 1)]


def test_B_6_2_N07_antitrust_most_cards_all_ties_pay() -> None:
    _, ev = _news("N07", [20, 20, 5], [["TEC-0", "TEC-1"], ["VOY-0"], ["ALI-0", "ALI-1"]],
                  active=1)
    assert [(e.seat, e.paid) for e in of(ev, FinePaid)] == [(2, 5), (0, 10)]
    _, ev = _news("N07", [20, 20], [["TEC-0"], ["VOY-0"]])
    assert [(e.seat, e.paid) for e in of(ev, FinePaid)] == [(0, 10), (1, 10)]


def test_B_6_2_N08_tax_audit_a_tenth_rounded_down() -> None:
    _, ev = _news("N08", [129, 9], [["TEC-0"], ["VOY-0"]])
    assert [(e.seat, e.paid) for e in of(ev, FinePaid)] == [(0, 12)]


def test_B_6_2_N09_crash_discards_every_owned_stock() -> None:
    game, ev = _news("N09", [0, 0], [["TEC-0", "TEC-S5", "VOY-S10"], ["ALI-S10", "ALI-0"]],
                     market=["SPO-S10", "SPO-1", "SPO-2", "SPO-3"])
    assert [(e.seat, e.card) for e in of(ev, CardDiscarded)] == [
        (0, "TEC-S5"), (0, "VOY-S10"), (1, "ALI-S10")]
    assert "SPO-S10" in game.state.market


def test_B_6_2_N10_liquidation_cheapest_ties_to_the_most_recent() -> None:
    game, ev = _news("N10", [0, 0], [["TEC-0", "TEC-3", "VOY-1", "ALI-1", "SPO-5"],
                                     ["VOY-0", "TEC-1", "TEC-2", "VOY-3"]])
    assert of(ev, CardDiscarded) == [CardDiscarded(0, "ALI-1", "news")]
    assert game.state.seats[1].cards == ["VOY-0", "TEC-1", "TEC-2", "VOY-3"]


def test_B_6_2_N11_demerger_largest_sector_first_in_sector_order() -> None:
    game, ev = _news("N11", [0, 0], [["TEC-0", "TEC-5", "TEC-3", "VOY-1", "VOY-3", "VOY-4"],
                                     ["ALI-0", "ALI-1", "SPO-1"]])
    assert of(ev, CardDiscarded) == [CardDiscarded(0, "TEC-3", "news")]
    # a largest holding of start-up + 2: the start-up stays, the cheapest other goes
    game, ev = _news("N11", [0, 0], [["DIV-0", "DIV-5", "DIV-3"], ["ALI-0"]])
    assert of(ev, CardDiscarded) == [CardDiscarded(0, "DIV-3", "news")]


def test_B_6_2_N12_failed_venture_discards_and_refills_the_market() -> None:
    game, ev = _news("N12", [0, 0], [["TEC-0"], ["VOY-0"]],
                     market=["TEC-1", "TEC-2", "TEC-3", "TEC-4"])
    assert [(e.slot, e.card) for e in of(ev, CardDiscarded)] == [
        (0, "TEC-1"), (1, "TEC-2"), (2, "TEC-3"), (3, "TEC-4")]
    assert [e.slot for e in of(ev, MarketRefilled)] == [0, 1, 2, 3]
    assert game.state.discard == ["TEC-1", "TEC-2", "TEC-3", "TEC-4"]


def test_B_6_2_N13_bull_market_1_per_card() -> None:
    _, ev = _news("N13", [0, 0], [["TEC-0", "TEC-1"], ["VOY-0"]], bank=2)
    assert [(e.seat, e.owed, e.paid) for e in of(ev, GainPaid)] == [(0, 2, 2), (1, 1, 0)]
    assert of(ev, EndTriggered) == [EndTriggered(1, 1, 0, 1)]


def test_B_6_2_N14_stimulus_fewest_cards_all_ties() -> None:
    _, ev = _news("N14", [0, 0, 0], [["TEC-0"], ["VOY-0", "VOY-1"], ["ALI-0"]], active=1)
    assert [(e.seat, e.paid) for e in of(ev, GainPaid)] == [(2, 10), (0, 10)]


def test_B_6_2_N15_ipo_twice_the_price_then_discard() -> None:
    game, ev = _news("N15", [0, 0], [["TEC-0", "TEC-S5", "VOY-S10"], ["ALI-0"]])
    assert of(ev, GainPaid) == [GainPaid(0, "N15", 30, 30)]
    assert game.state.seats[0].cards == ["TEC-0"]


# ---------------------------------------------------------------- 7. dice


def test_B_7_1_rerolls_any_subset_kept_dice_may_be_released() -> None:
    game = arranged([0, 0], [["TEC-0"], ["VOY-0"]], 500)
    roll(game, [4, 1, 1, 4, 5, 6])
    game.state.rng.forced = [2, 3]
    ev = game.submit(0, Reroll((0, 1, 4)))
    assert of(ev, DiceThrown)[0].rerolled == (2, 3)
    assert game.state.dice == [1, 1, 2, 3, 6]
    game.state.rng.forced = [4, 5, 6]
    ev = game.submit(0, Reroll((2, 3)))  # the 1-1 kept before are released
    assert game.state.dice == [4, 5, 2, 3, 6]
    assert of(ev, CombinationPaid)[0].combination == "LARGE"  # no third reroll


@pytest.mark.parametrize("dice,combo,amount", [
    ((1, 2, 3, 4, 4), "SMALL", 10), ((2, 2, 3, 3, 4), "TWO_PAIRS", 7),
    ((1, 1, 1, 2, 2), "FULL", 15),
    ((1, 2, 3, 5, 6), "NOTHING", 0), ((6, 6, 6, 6, 6), "FIVE", 30), ((3, 3, 1, 5, 6), "PAIR", 5),
    ((4, 4, 4, 1, 2), "THREE", 10), ((2, 3, 4, 5, 6), "LARGE", 20), ((5, 5, 5, 5, 1), "FOUR", 20),
    ((1, 1, 1, 1, 2), "FOUR", 20), ((3, 4, 5, 6, 6), "SMALL", 10)])
def test_B_7_2_the_best_combination_is_paid(dice, combo, amount) -> None:
    assert best_combination(counts_of_values(dice), RULES.payouts) == (combo, amount)


# ---------------------------------------------------------------- 8. purchase and market


def test_B_8_1_buy_only_an_affordable_card_pass_buys_nothing() -> None:
    game = arranged([9, 0], [["ALI-0"], ["VOY-0"]], 500, market=["TEC-5", "TEC-1", "VOY-5",
                                                                "VOY-6"])
    roll(game, [4, 1, 2, 3, 5, 6])
    game.submit(0, Stop())
    req = game.requests()[0]
    assert req == BuyRequest(0, ("TEC-5", "TEC-1", "VOY-5", "VOY-6"), (1,), 9)
    before = game.encode()
    with pytest.raises(IllegalDecision, match="costs 15"):
        game.submit(0, Buy(0))
    assert game.encode() == before
    ev = game.submit(0, Pass())
    assert of(ev, Passed) == [Passed(0)]
    # nothing affordable: the purchase phase passes by itself
    game = arranged([0, 0], [["ALI-0"], ["VOY-0"]], 500, market=["TEC-5", "TEC-6", "VOY-5",
                                                                "VOY-6"])
    roll(game, [4, 1, 2, 3, 5, 6])
    ev = game.submit(0, Stop())
    assert of(ev, Passed) == [Passed(0, True)]


def test_B_8_1_buying_is_legal_in_the_final_round() -> None:
    game = arranged([100, 100], [["ALI-0"], ["VOY-0"]], 3, market=["TEC-5", "TEC-1", "VOY-5",
                                                                  "VOY-6"])
    roll(game, [4, 1, 2, 3, 4, 4])
    game.submit(0, Stop())  # SMALL 10 > 3: triggered
    assert game.state.triggered
    ev = game.submit(0, Buy(1))
    assert of(ev, CardBought)


def test_B_8_2_refill_from_the_deck_then_the_reshuffled_discards_or_stay_short() -> None:
    game = arranged([100, 100], [["ALI-0"], ["VOY-0"]], 500, market=["TEC-5", "TEC-1", "VOY-5",
                                                                    "VOY-6"])
    st = game.state
    extra = st.deck
    st.deck = []
    st.discard = extra[:2]
    st.out += extra[2:]  # set aside for this test
    roll(game, [4, 1, 2, 3, 5, 6])
    game.submit(0, Stop())
    ev = game.submit(0, Buy(1))
    assert of(ev, DeckReshuffled) == [DeckReshuffled(2)]
    assert of(ev, MarketRefilled)[0].slot == 1 and len(st.deck) == 1
    # deck and discards empty: the market stays short, topped up at the next purchase phase
    st.deck = []
    roll(game, [4, 1, 2, 3, 5, 6])
    game.submit(1, Stop())
    game.submit(1, Buy(2))
    assert st.market[2] == ""
    st.discard.append(st.out.pop())
    roll(game, [4, 1, 2, 3, 5, 6])
    ev = game.submit(0, Stop())
    assert of(ev, MarketRefilled) == [MarketRefilled(2, st.market[2])] and st.market[2]


# ---------------------------------------------------------------- 9. end of game


def test_B_9_1_trigger_on_the_first_payment_larger_than_the_balance() -> None:
    game = arranged([0, 0], [["TEC-0"], ["VOY-0"]], 5)
    roll(game, [1, 1, 2, 3, 5, 6])  # TEC 5 leaves exactly 0: no trigger
    assert game.state.bank == 0 and not game.state.triggered
    ev = game.submit(0, Stop())  # NOTHING: no payment, no trigger
    assert not game.state.triggered
    game.submit(0, Pass()) if game.state.stage == "buy" else None
    ev = roll(game, [2, 1, 1, 3, 5, 6])  # VOY 5 owed, bank 0: triggered
    assert of(ev, EndTriggered) == [EndTriggered(1, 5, 0, 0)]


def test_B_9_2_the_payee_receives_the_whole_balance_and_the_rest_is_lost() -> None:
    game = arranged([0, 0], [["TEC-0", "TEC-5"], ["VOY-0"]], 12)
    ev = roll(game, [1, 1, 2, 3, 5, 6])
    assert of(ev, DividendPaid)[0].paid == 12 and game.state.bank == 0
    assert game.state.lost == 11 and game.state.seats[0].cash == 12


def test_B_9_3_the_round_is_completed_then_the_game_ends() -> None:
    game = arranged([0, 0, 0], [["TEC-0"], ["VOY-0"], ["ALI-0"]], 0, active=0,
                    market=["TEC-5", "TEC-6", "VOY-5", "VOY-6"])
    roll(game, [1, 1, 2, 3, 5, 6])
    assert game.state.triggered and game.turns_left() == 2
    for seat in (0, 1, 2):
        if seat:
            roll(game, [4, 1, 2, 3, 5, 6])
        ev = game.submit(seat, Stop())
    assert game.is_over and of(ev, GameEnded)
    assert [s.turns for s in game.state.seats] == [1, 1, 1]
    # a trigger in seat N's turn ends the game when that turn ends
    game = arranged([0, 0], [["TEC-0"], ["VOY-0"]], 0, active=1)
    roll(game, [2, 1, 2, 3, 5, 6])
    game.submit(1, Stop())
    assert game.is_over


def test_B_9_4_after_the_trigger_payments_up_to_the_balance_no_second_trigger() -> None:
    game = arranged([100, 100], [["TEC-0"], ["VOY-0"]], 0, news=["N08"])
    ev = roll(game, [1, 1, 2, 3, 5, 6])
    assert of(ev, EndTriggered)
    game.submit(0, Stop())
    game.submit(0, Pass())
    ev = roll(game, [6, 2, 3, 4, 5, 6])  # N08: 10 + 10 into the bank
    assert game.state.bank == 20
    ev = game.submit(1, Stop())  # LARGE 20: paid in full from what came back
    assert of(ev, CombinationPaid)[0].paid == 20 and not of(ev, EndTriggered)


def test_B_9_5_cash_only_ties_share_the_place() -> None:
    game = arranged([50, 50, 10], [["TEC-0", "TEC-5", "TEC-6"], ["VOY-0"], ["ALI-0"]], 0,
                    active=2)
    roll(game, [5, 1, 2, 3, 5, 6])
    game.submit(2, Stop())
    game.state.triggered = True
    game.submit(2, Pass()) if game.state.stage == "buy" else None
    assert game.ranking() == [(1, 0), (1, 1), (3, 2)]


# ---------------------------------------------------------------- 12. digital play


def test_B_12_1_views_hide_the_deck_orders() -> None:
    game = fresh(3, seed=5)
    v = game.view(1)
    assert v.deck_size == 38 and v.news_deck_size == 15
    blob = repr(v)
    for card in game.state.deck[:5]:
        assert card not in blob
    assert game.state.news_deck[0] not in blob or game.state.news_deck[0] in v.news_discard


def test_B_12_2_roll_reroll_stop_buy_pass_are_the_decisions() -> None:
    game = arranged([100, 0], [["ALI-0"], ["VOY-0"]], 500)
    for bad in (Stop(), Pass(), Buy(0), Reroll(())):
        with pytest.raises(IllegalDecision):
            game.submit(0, bad)
    roll(game, [4, 1, 2, 3, 5, 6])
    for bad in (Roll(), Pass(), Buy(0), Reroll((0, 1, 2, 3, 4)), Reroll((0, 0)), Reroll((5,)),
                Reroll((True,)), "reroll", None, 3):
        with pytest.raises(BaseIllegal):
            game.submit(0, bad)


def test_B_12_4_same_seed_and_decisions_replay_the_same_game() -> None:
    a, b = fresh(4, seed=77), fresh(4, seed=77)
    ea, eb = play_random(a, 3), play_random(b, 3)
    assert ea == eb and a.encode() == b.encode()
    c = fresh(4, seed=78)
    assert play_random(c, 3) != ea


def test_turn_started_says_when_the_round_is_final() -> None:
    game = arranged([0, 0], [["TEC-0"], ["VOY-0"]], 0)
    roll(game, [1, 1, 2, 3, 5, 6])
    ev = game.submit(0, Stop())
    assert of(ev, TurnStarted) == [TurnStarted(1, 1, 0, True)]
