"""The Crésus evaluator (ai/cresus/evaluator.py): one judge of positions and decisions, in M,
that the hard rival decides by; the bid fix of issue 22 (no Expert card conceded to a small
flat bid); the determinized copies the expert level searches."""

from __future__ import annotations

import random

import msgspec

from ai.cresus.evaluator import evaluate, horizon
from ai.cresus.policy import make
from ai.cresus.search import determinize
from ai.cresus.valuation import Valuer
from cresus_tui.games.cresus.decisions import Bid, Keep, Move, Stop
from cresus_tui.games.cresus.requests import BidRequest, MoveRequest, ThrowRequest

from .helpers import next_request, rival_game, start_view


def test_evaluator_dice_keeps_are_exact_and_the_best_is_the_rivals_keep() -> None:
    """C-5.12: LON-8 (one throw … on its origin market) with two throws left is valued by the
    exact expectimax; the best keep is the hard rival's, and stopping on three reds costs what
    the solver says."""
    view = start_view(phase="sale", me={"shares": ("LON-8",), "position": 0})
    req = ThrowRequest(0, (0, 0, 0, 1, 2, 3), 1, 2, "sale", "LON-8", 0)
    ev = evaluate(view, req)
    assert all(o.value.exact for o in ev.options)
    rival = make("hard").decide(view, req).decision
    assert ev.loss(rival) == 0.0
    assert ev.best.decision in (rival, Keep((0, 1, 2)))
    # keeping the three reds beats stopping (three of a colour pays less than the chance
    # of four or more with one throw left)
    assert ev.value_of(Stop()).m < ev.value_of(Keep((0, 1, 2))).m
    assert ev.loss(Stop()) > 0


def test_evaluator_position_and_horizon() -> None:
    """A new game's seat is worth its 100 M (no shares, luxury or Expert cards); the horizon is
    the Expert pile plus this turn (C-4.3) when nobody is near the Île (C-5.15)."""
    view = start_view()
    req = MoveRequest(0, tuple(range(6)), -1)
    ev = evaluate(view, req)
    assert ev.position.m == 100.0 and not ev.position.exact
    assert ev.horizon == horizon(view) == view.experts_left + 1
    assert {o.decision for o in ev.options} == {Move(m) for m in range(6)}
    assert [o.value.m for o in ev.options] == sorted((o.value.m for o in ev.options),
                                                     reverse=True)
    near = start_view(experts_left=6, others={"luxuries": 5, "cash": 800})
    assert 1 <= horizon(near) < 7


def test_evaluator_bid_best_is_the_planned_bid_and_any_amount_has_a_value() -> None:
    """C-7: a bid's options are a grid around the planned bid, which is the best; an amount
    off the grid is valued between its neighbours."""
    game, rivals = rival_game(["hard"] * 4, 11)
    while True:
        req = next_request(game)
        if isinstance(req, BidRequest) and req.round == 1 and req.cash > 40:
            break
        game.submit(req.seat, rivals[req.seat].decide(game.view(req.seat), req).decision)
    ev = evaluate(game.view(req.seat), req)
    assert all(isinstance(o.decision, Bid) for o in ev.options)
    assert ev.loss(ev.best.decision) == 0.0
    assert ev.value_of(Bid(req.cash)).m <= ev.best.value.m
    assert ev.value_of(Bid(7)).m <= ev.best.value.m


def test_c7_hard_does_not_concede_an_expert_card_to_a_small_flat_bid() -> None:
    """Issue 22 (the regression): a hard rival modelled every other bidder as a typical
    rival, whose bid for an Expert card it expected above its own discounted worth, so it
    bid nothing and a player bidding a flat 10 M took about half the Expert cards (4.9 a
    game, 10 M each). With ``bid_doubt`` a rival may bid anything up to its worth, and hard
    bids where it has cash to spare: the first turn's Monopole (worth ~24 M to it, 11-15 M
    to spare) draws a bid from it, not 0."""
    found = 0
    for seed in range(6):
        game, rivals = rival_game(["hard"] * 4, seed)
        for _ in range(3000):
            if game.is_over:
                break
            req = next_request(game)
            view = game.view(req.seat)
            if isinstance(req, BidRequest) and req.lot_kind == "expert" and req.round == 1:
                hard = rivals[req.seat]
                old = make("hard")
                old.params = msgspec.structs.replace(hard.params, bid_doubt=0.0)
                val_old = Valuer(view, old.params, old.rules)
                val_new = Valuer(view, hard.params, hard.rules)
                before = old._plan_bid(val_old, req.lot, "expert", req.bidders)
                after = hard._plan_bid(val_new, req.lot, "expert", req.bidders)
                if before.amount == 0 and after.spare >= 12 and after.value >= 25:
                    assert after.amount >= 11, (seed, req.lot, after)
                    found += 1
            game.submit(req.seat, rivals[req.seat].decide(view, req).decision)
    assert found >= 3


def test_determinized_copy_agrees_with_the_view_and_hides_nothing_it_should_not() -> None:
    """C-10.5: a copy built from a seat's view at the market choice holds the same public
    facts (cash, shares, piles as sets, Expert cards left) and answers the same request;
    pile orders are drawn again from the rival's own generator."""
    game, rivals = rival_game(["hard"] * 4, 5)
    while True:
        req = next_request(game)
        if isinstance(req, MoveRequest) and game.state.turn == 2:
            break
        game.submit(req.seat, rivals[req.seat].decide(game.view(req.seat), req).decision)
    view = game.view(req.seat)
    copy = determinize(view, req, random.Random(1))
    assert copy is not None
    st, real = copy.state, game.state
    assert [s.cash for s in st.seats] == [s.cash for s in real.seats]
    assert [sorted(s.shares) for s in st.seats] == [sorted(s.shares) for s in real.seats]
    assert [sorted(p) for p in st.piles] == [sorted(p) for p in real.piles]
    assert len(st.expert_pile) == len(real.expert_pile)
    assert any(r.seat == req.seat and isinstance(r, MoveRequest) for r in copy.requests())
    other = determinize(view, req, random.Random(2))
    assert [p for p in st.piles] != [p for p in other.state.piles]
    assert determinize(view, ThrowRequest(0, (0,) * 6, 1, 1, "gamble", "roulette"),
                       random.Random(1)) is None


def test_expert_level_plays_a_whole_game_legally_and_searches() -> None:
    """The expert level (search at market choices and Expert bids) plays every decision of a
    game legally; its market reasons tell the sampled futures."""
    game, rivals = rival_game(["expert", "hard", "hard", "hard"], 2)
    reasons = []
    for _ in range(20_000):
        if game.is_over:
            break
        req = next_request(game)
        choice = rivals[req.seat].decide(game.view(req.seat), req)
        if req.seat == 0 and isinstance(req, MoveRequest):
            reasons.append(choice.reason)
        game.submit(req.seat, choice.decision)
    assert game.is_over
    assert reasons and all("sampled futures" in r for r in reasons if "Monopole" not in r)
