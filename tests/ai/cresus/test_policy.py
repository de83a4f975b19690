"""Rival policies (ai/policy.py, ai/valuation.py): a legal, explained decision for every request,
and the key plays of a good rival (luxury cards rank the players, C-5.15)."""

from __future__ import annotations

import pytest

from ai.dice import game_solver, sale_solver
from ai.cresus.policy import LEVELS, PERSONALITIES, make
from ai.cresus.rival import make_rival
from ai.cresus.valuation import Params, Valuer, facts
from cresus_tui.games.cresus.cards import load_rules
from cresus_tui.games.cresus.decisions import (
    Answer, Bid, Buy, BuyLuxury, Done, Keep, Move, RepayLoan, Reply, Sell, SellLuxury, Stop,
)
from cresus_tui.games.cresus.requests import (
    BidRequest, BuyRequest, DebtRequest, EntryRequest, LuxuryRequest, MoveRequest, OfferRequest,
    SellRequest, ThrowRequest,
)

from .helpers import play, rival_game, start_view

RULES = load_rules()


@pytest.mark.parametrize("level", LEVELS)
def test_every_request_gets_a_legal_explained_decision(level: str) -> None:
    kinds: set[str] = set()

    def check(game, req, choice) -> None:
        kinds.add(type(req).__name__)
        assert choice.reason, f"no reason for {req}"

    for seed in range(3):
        game, rivals = rival_game([level, "normal:joueur", "hard:flambeur", "easy:stratege"],
                                  seed)
        play(game, rivals, check)
        assert game.is_over and game.ranking()
    assert {"BidRequest", "MoveRequest", "JoinRequest", "ThrowRequest", "SellRequest",
            "LuxuryRequest", "EntryRequest"} <= kinds


def test_full_game_with_five_hard_rivals_runs_headless() -> None:
    game, rivals = rival_game(["hard"] * 5, 11)
    play(game, rivals)
    assert game.is_over and len(game.ranking()) == 5


def test_make_rejects_unknown_names() -> None:
    with pytest.raises(ValueError, match="level"):
        make("grandmaster")
    with pytest.raises(ValueError, match="personality"):
        make("normal", "timide")
    assert make_rival("random").name == "random"
    for p in PERSONALITIES:
        assert make("hard", p).name.startswith("hard")


def test_c5_12_keeps_are_the_expectimax_keeps() -> None:
    rival = make("normal")
    share = RULES.shares["LON-5"]
    dice = (0, 0, 1, 2, 3, 4)
    req = ThrowRequest(0, dice, 1, 2, "sale", "LON-5")
    choice = rival.decide(start_view(), req)
    keep, _ = sale_solver(share.table, 2).best_keep_dice(dice, 1)
    assert choice.decision == Keep(tuple(keep))
    six = ThrowRequest(0, (3,) * 6, 2, 3, "sale", "LON-1")
    assert rival.decide(start_view(), six).decision == Stop()


def test_c9_3_gamble_keeps_use_the_game_solver() -> None:
    rival = make("hard")
    solver = game_solver(RULES.games["course-de-voitures"])
    for dice in ((0, 0, 2, 1, 4, 5), (0, 0, 0, 1, 3, 5), (5, 5, 5, 4, 4, 2)):
        req = ThrowRequest(0, dice, 2, 3, "gamble", "course-de-voitures")
        keep, _ = solver.best_keep_dice(dice, 2)
        want = Stop() if len(keep) == 6 else Keep(tuple(keep))
        assert rival.decide(start_view(), req).decision == want


def test_c9_3_entry_only_when_the_game_pays() -> None:
    rival = make("normal")
    view = start_view(me={"cash": 200})
    roulette = EntryRequest(0, "roulette", 10, 200)   # EV 7.17 < 10
    poker = EntryRequest(0, "poker", 60, 200)         # EV 65.06 > 60
    assert rival.decide(view, roulette).decision == Answer(False)
    assert rival.decide(view, poker).decision == Answer(True)


def test_c5_15_last_turn_buys_every_affordable_luxury_card() -> None:
    view = start_view(experts_left=0, me={"cash": 100})
    req = LuxuryRequest(0, 1, 100, 2, 0)
    assert make("normal").decide(view, req).decision == BuyLuxury(2)


def test_c5_15_buys_the_island_whenever_it_can() -> None:
    view = start_view(experts_left=6, me={"cash": 520, "luxuries": 6})
    req = LuxuryRequest(0, 7, 520, 1, 0)
    assert make("easy").decide(view, req).decision == BuyLuxury(1)


def test_luxury_keeps_a_reserve_early() -> None:
    view = start_view(experts_left=8, me={"cash": 120})
    req = LuxuryRequest(0, 1, 120, 2, 0)
    assert make("normal").decide(view, req).decision == Done()


def test_c10_3_repays_the_loan_only_to_buy() -> None:
    rival = make("normal")
    rich = start_view(experts_left=3, me={"cash": 400, "loan": 100, "loan_taken": True})
    assert rival.decide(rich, LuxuryRequest(0, 1, 400, 0, 100)).decision == RepayLoan()
    poor = start_view(experts_left=3, me={"cash": 120, "loan": 100, "loan_taken": True})
    assert rival.decide(poor, LuxuryRequest(0, 1, 120, 0, 100)).decision == Done()


def test_c10_3_hard_with_nothing_to_lose_buys_below_its_safety_reserve() -> None:
    """C-10.2, C-10.3: a hard rival with 62 M, no luxury card and its bank loan still to come
    buys LON-8 (50 M, about 80 M to it): a bankruptcy would cost it only the loan's repayment.
    Before, its 85 M safety kept it from every purchase and it never recovered (hard vs 3
    normal, seeds 104 and 108: no luxury card all game). With a luxury card to lose, or the
    loan already had, the reserve holds; the normal rival keeps it always."""
    req = BuyRequest(0, 0, ("LON-1", "LON-8"), 62)
    bare = start_view(experts_left=5, me={"cash": 62, "position": 0, "previous": 3})
    assert Valuer(bare, make("hard").params).safety() == 0
    assert make("hard").decide(bare, req).decision == Buy(("LON-8",))
    assert make("normal").decide(bare, req).decision == Buy(())
    lux = start_view(experts_left=5, me={"cash": 62, "position": 0, "previous": 3,
                                         "luxuries": 1})
    assert Valuer(lux, make("hard").params).safety() == 85
    assert make("hard").decide(lux, req).decision == Buy(())
    loan = start_view(experts_left=5, me={"cash": 62, "position": 0, "previous": 3,
                                          "loan_taken": True})
    assert make("hard").decide(loan, req).decision == Buy(())


def test_last_turn_sells_every_share() -> None:
    view = start_view(experts_left=0, me={"shares": ("LON-1",), "position": 0})
    req = SellRequest(0, 0, ("LON-1",))
    assert make("normal").decide(view, req).decision == Sell("LON-1")


def test_c5_13_sells_off_market_and_holds_on_origin_market() -> None:
    rival = make("normal")
    view = start_view(experts_left=5, me={"shares": ("LON-7",), "position": 1, "cash": 150})
    assert rival.decide(view, SellRequest(0, 1, ("LON-7",))).decision == Sell("LON-7")
    home = start_view(experts_left=5, me={"shares": ("LON-7",), "position": 0, "cash": 150})
    assert rival.decide(home, SellRequest(0, 0, ("LON-7",))).decision == Done()


def test_c6_2_uses_the_expert_marche_on_a_one_throw_share() -> None:
    view = start_view(experts_left=5, me={"shares": ("LON-8",), "position": 1,
                                          "experts": ("market-NYC",), "cash": 150})
    req = SellRequest(0, 1, ("LON-8",), ("market-NYC",))
    assert make("normal").decide(view, req).decision == Sell("LON-8", True)


def test_c5_8_buys_shares_worth_more_than_their_price() -> None:
    view = start_view(experts_left=5, me={"cash": 200, "position": 0})
    choice = make("normal").decide(view, BuyRequest(0, 0, ("LON-8", "LON-1"), 200))
    assert choice.decision == Buy(("LON-8", "LON-1"))
    poor = start_view(experts_left=5, me={"cash": 45, "position": 0})
    choice = make("normal").decide(poor, BuyRequest(0, 0, ("LON-8", "LON-1"), 45))
    assert choice.decision in (Buy(("LON-1",)), Buy(()))


def test_c7_bid_is_shaded_below_value_and_capped_by_rivals_cash() -> None:
    view = start_view(experts_left=5, me={"cash": 300}, others={"cash": 300})
    val = Valuer(view, Params())
    worth = val.share_value("LON-8", 0)
    req = BidRequest(0, "LON-8", "share", 300, 1, (0, 1))
    bid = make("normal").decide(view, req).decision
    assert isinstance(bid, Bid) and 0 < bid.amount < worth
    poor = start_view(experts_left=5, me={"cash": 300}, others={"cash": 12})
    assert make("normal").decide(poor, req).decision == Bid(13)


def test_c10_2_debt_sells_a_share_before_a_luxury_card() -> None:
    rival = make("normal")
    view = start_view(me={"cash": 0, "shares": ("NYC-1",), "luxuries": 2, "position": 0})
    assert rival.decide(view, DebtRequest(0, 20, 0, 0, ("NYC-1",), 2)).decision == Sell("NYC-1")
    view = start_view(me={"cash": 0, "luxuries": 2, "position": 0})
    assert rival.decide(view, DebtRequest(0, 20, 0, 0, (), 2)).decision == SellLuxury(1)


def test_c5_3_avoids_last_turns_market_and_pirate_closures() -> None:
    view = start_view(experts_left=5, closed=(2,), me={"previous": 1, "cash": 150})
    move = make("normal").decide(view, MoveRequest(0, tuple(range(6)), 1)).decision
    assert isinstance(move, Move) and move.market not in (1, 2)


def test_c10_4_accepts_a_good_offer_and_declines_a_bad_one() -> None:
    rival = make("normal")
    view = start_view(experts_left=5, phase="sale", me={"shares": ("NYC-1",), "cash": 100})
    good = OfferRequest(0, 1, (), 150, ("NYC-1",), 0)
    bad = OfferRequest(0, 1, (), 5, ("NYC-1",), 0)
    assert rival.decide(view, good).decision == Reply(True)
    assert rival.decide(view, bad).decision == Reply(False)


def test_share_facts_expected_sales() -> None:
    f = facts()["LON-5"]
    assert f.ev == pytest.approx(float(sale_solver(RULES.shares["LON-5"].table, 2).expected()))
    assert f.ev_plus > f.ev and f.premium == 10


def test_c10_4_proposes_one_offer_a_turn_for_a_share_worth_more_to_it() -> None:
    # with an Expert Marché for New York, a one-throw share held by another seat sells for far
    # more here than its holder expects: offer cash for it, once a turn
    view = start_view(experts_left=5, phase="sale",
                      me={"cash": 300, "position": 1, "experts": ("market-NYC",)},
                      others={"shares": ("LON-8",), "cash": 50})
    rival = make("normal")
    choice = rival.side_decision(view)
    assert choice is not None and choice.reason
    offer = choice.decision
    assert offer.take_shares == ("LON-8",) and 0 < offer.give_cash <= 300
    assert rival.side_decision(view) is None  # one a turn
    assert make("normal").side_decision(start_view(experts_left=5, phase="sale")) is None
