"""The hard rival's chance of finishing first (B-9.5, B-9.1 to B-9.3): the normal model of
ai/bigmoney/winprob.py and the keeps and purchases that use it."""

from __future__ import annotations

import pytest

from ai.bigmoney import make
from ai.bigmoney.dice import best_keep, win_keep
from ai.bigmoney.winprob import dice_moments, income, outlook, win_chance
from cresus_tui.games.bigmoney import Roll, Stop
from cresus_tui.games.bigmoney.requests import BuyRequest

from .helpers import arranged


def test_B_9_5_equal_players_have_equal_chances_and_a_sure_leader_wins() -> None:
    gains = [(20.0, 100.0)] * 4
    assert win_chance([50] * 4, gains, 2) == pytest.approx(0.25, abs=1e-4)
    assert sum(win_chance([50, 60, 40, 55], gains, i) for i in range(4)) == pytest.approx(
        1.0, abs=1e-3)
    assert win_chance([200, 60, 40, 55], gains, 0) > 0.999
    assert win_chance([10, 60, 40, 55], gains, 0) < 0.001


def test_B_10_3_dice_moments_are_those_of_the_optimal_turn() -> None:
    mean, var = dice_moments()
    assert mean == pytest.approx(52225475 / 3779136)
    assert 20 < var < 60


def test_B_9_1_the_outlook_hands_out_the_whole_bank_by_income() -> None:
    game = arranged([100, 0], [["TEC-0", "TEC-1"], ["VOY-0"]], 60)
    view = game.view(0)
    inc = income(view, game.rules)
    assert inc[0][0] == pytest.approx((5 + 5 + 3) / 6)
    assert inc[1][0] == pytest.approx(5 / 6)
    gains = outlook(view, game.rules, 60, 0)
    assert sum(m for m, _ in gains) == pytest.approx(60)
    assert gains[0][0] > gains[1][0]  # seat 0 plays first and earns more dividends
    assert outlook(view, game.rules, 0, 1) == [(0.0, 0.0), (0.0, 0.0)]


def test_B_9_2_win_keep_takes_the_table_of_chances() -> None:
    # only five of a kind counts: the best keep of 6-6-6-1-2 keeps the three sixes
    utility = {x: 0.0 for x in (0, 5, 7, 10, 15, 20, 30)} | {30: 1.0}
    keep, value = win_keep((6, 6, 6, 1, 2), 2, utility)
    assert sorted(keep) == [0, 1, 2] and 0 < value < 0.1
    # a plain payout table gives the expectimax keep and value
    plain = {x: float(x) for x in (0, 5, 7, 10, 15, 20, 30)}
    keep, value = win_keep((3, 3, 5, 5, 6), 2, plain)
    assert keep == best_keep((3, 3, 5, 5, 6), 2)[0] == (0, 1)
    assert value == pytest.approx(best_keep((3, 3, 5, 5, 6), 2)[1])


def test_B_9_3_a_win_seeking_seat_ends_the_game_when_that_wins_it() -> None:
    """Five 5s pay 30 Z; the bank holds 20: stopping takes it all and ends the game with this
    round. Ahead, that is a sure win; behind by more than the bank, nothing can win."""
    hard = make("hard", seed=1, params=make("hard").params._replace(win_dice=100.0))
    for cash, share in (([150, 100], "100%"), ([100, 150], "0%")):
        game = arranged(cash, [["TEC-0"], ["VOY-0"]], 20)
        game.state.rng.forced = [5, 5, 5, 5, 5, 5]
        game.submit(0, Roll())
        choice = hard.decide(game.view(0), game.requests()[0])
        assert choice.decision == Stop()
        assert choice.reason == f"stops on five (30 Z): {share} to finish first"


def test_B_9_5_hard_judges_end_game_purchases_by_its_chance_of_finishing_first() -> None:
    game = arranged([100, 95], [["TEC-0"], ["VOY-0"]], 40,
                    market=["TEC-5", "VOY-S15", "ALI-3", "SPO-6"])
    game.state.rng.forced = [5, 1, 2, 3, 5, 6]
    game.submit(0, Roll())
    game.submit(0, Stop())
    req = game.requests()[0]
    assert isinstance(req, BuyRequest)
    hard = make("hard", params=make("hard").params._replace(win_buy=10.0))
    choice = hard.decide(game.view(0), req)
    # about 3 turns are left: no card pays back its price, so buying lowers the chance
    assert choice.reason.startswith("passes: buying lowers my chance to finish first")
