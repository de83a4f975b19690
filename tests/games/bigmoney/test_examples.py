"""The worked examples of B-11, with their exact figures."""

from __future__ import annotations

from cresus_tui.games.bigmoney import Buy, Pass, Roll, Stop
from cresus_tui.games.bigmoney.events import (
    CardDiscarded, CombinationPaid, DividendPaid, EndTriggered, FinePaid, GameEnded,
)

from .helpers import arranged


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


def throw(game, dice):
    game.state.rng.forced = list(dice)
    return game.submit(game.state.active, Roll())


def test_B_11_1_sector_every_owner_in_payment_order() -> None:
    game = arranged([0, 0, 0], [["VOY-0", "VOY-3", "VOY-S5"], ["ALI-0", "VOY-6"],
                                ["TEC-0", "TEC-1"]], 400, active=1)
    ev = throw(game, [2, 1, 2, 3, 5, 6])
    assert of(ev, DividendPaid) == [
        DividendPaid(1, "VOY", ("VOY-6",), 0, 15, 15),
        DividendPaid(0, "VOY", ("VOY-0", "VOY-3", "VOY-S5"), 6, 31, 31)]
    assert of(ev, CardDiscarded) == [CardDiscarded(0, "VOY-S5", "dividend")]
    assert game.state.bank == 354
    assert game.state.stage == "dice" and game.state.active == 1  # B plays dice and purchase


def test_B_11_2_news_fines_capped_at_cash_then_stocks_discarded() -> None:
    game = arranged([20, 2, 0], [["TEC-0", "TEC-3", "TEC-S10"], ["DIV-0", "TEC-1", "TEC-S15"],
                                 ["SPO-0"]], 300, news=["N01"])
    ev = throw(game, [6, 1, 2, 3, 5, 6])
    assert of(ev, FinePaid) == [FinePaid(0, "N01", 9, 9), FinePaid(1, "N01", 6, 2)]
    assert [s.cash for s in game.state.seats] == [11, 0, 0]
    assert game.state.bank == 311
    assert of(ev, CardDiscarded) == [CardDiscarded(0, "TEC-S10", "news"),
                                     CardDiscarded(1, "TEC-S15", "news")]
    assert [s.cards for s in game.state.seats] == [["TEC-0", "TEC-3"], ["DIV-0", "TEC-1"],
                                                   ["SPO-0"]]


def _bank_short(buy: bool):
    game = arranged([150, 140, 120], [["SPO-0", "SPO-4"], ["ALI-0", "SPO-2"], ["TEC-0"]], 20,
                    active=1, news=["N08"], market=["TEC-3", "TEC-1", "VOY-3", "VOY-1"])
    ev = throw(game, [5, 1, 1, 1, 2, 2])
    assert of(ev, DividendPaid) == [
        DividendPaid(1, "SPO", ("ALI-0", "SPO-2")[1:], 0, 5, 5),
        DividendPaid(0, "SPO", ("SPO-0", "SPO-4"), 3, 18, 15)]
    assert of(ev, EndTriggered) == [EndTriggered(0, 18, 15, 1)]
    assert game.state.lost == 3 and game.state.bank == 0
    assert [s.cash for s in game.state.seats][:2] == [165, 145]
    ev = game.submit(1, Stop())
    assert of(ev, CombinationPaid) == [CombinationPaid(1, (1, 1, 1, 2, 2), "FULL", 15, 0)]
    game.submit(1, Buy(0) if buy else Pass())
    return game


def test_B_11_3_bank_short_partial_payment_and_the_round_completed() -> None:
    game = _bank_short(buy=False)
    ev = throw(game, [6, 2, 3, 4, 5, 6])
    assert of(ev, FinePaid) == [FinePaid(2, "N08", 12, 12), FinePaid(0, "N08", 16, 16),
                                FinePaid(1, "N08", 14, 14)]
    assert game.state.bank == 42
    ev = game.submit(2, Stop())
    assert of(ev, CombinationPaid) == [CombinationPaid(2, (2, 3, 4, 5, 6), "LARGE", 20, 20)]
    assert game.state.bank == 22
    ev = game.submit(2, Pass())
    assert game.is_over
    assert of(ev, GameEnded) == [GameEnded((149, 131, 128), ((1, 0), (2, 1), (3, 2)))]
    # had B bought a 10-Z card, the bank would have held 10 when C's turn began
    other = _bank_short(buy=True)
    assert other.state.bank == 10 and other.state.active == 2


def _last_round(trigger_seat: int):
    game = arranged([0, 0, 0, 0], [["TEC-0"], ["VOY-0"], ["ALI-0"], ["DIV-0"]], 0,
                    active=trigger_seat, round_=8,
                    market=["TEC-5", "TEC-6", "VOY-5", "VOY-6"])
    for s in game.state.seats:
        s.turns = 7
    for s in game.state.seats[:trigger_seat]:
        s.turns = 8
    return game


def test_B_11_4_last_round_every_seat_plays_the_same_number_of_turns() -> None:
    game = _last_round(0)
    ev = throw(game, [1, 1, 2, 3, 5, 6])  # TEC owed 5 to seat 1, bank 0
    assert of(ev, EndTriggered) == [EndTriggered(0, 5, 0, 3)]
    game.submit(0, Stop())
    for seat in (1, 2, 3):
        assert game.requests()[0].seat == seat and game.state.round == 8
        throw(game, [5, 1, 2, 3, 5, 6])
        game.submit(seat, Stop())
    assert game.is_over
    assert [s.turns for s in game.state.seats] == [8, 8, 8, 8]
    assert sum(s.turns for s in game.state.seats) == 32
    game = _last_round(3)
    throw(game, [4, 1, 2, 3, 5, 6])  # DIV owed 5 to seat 4
    game.submit(3, Stop())
    assert game.is_over and [s.turns for s in game.state.seats] == [8, 8, 8, 8]


def test_B_11_5_tie_the_richest_share_the_victory() -> None:
    game = arranged([212, 212, 190, 205], [["TEC-0"], ["VOY-0"], ["ALI-0"], ["DIV-0"]], 0,
                    active=3, market=["TEC-5", "TEC-6", "VOY-5", "VOY-6"])
    throw(game, [5, 1, 1, 1, 2, 2])  # SPO: nobody; FULL owed 15, bank 0: triggered
    game.submit(3, Stop())
    ev = game.submit(3, Pass())
    assert game.state.triggered and game.is_over
    assert game.ranking() == [(1, 0), (1, 1), (3, 3), (4, 2)]
    assert of(ev, GameEnded)[0].cash == (212, 212, 190, 205)
