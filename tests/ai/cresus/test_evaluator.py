"""The Crésus evaluator (ai/cresus/evaluator.py): one judge of positions and decisions, in M,
that the hard rival decides by; the bid fix of issue 22 (no Expert card conceded to a small
flat bid); the hard market choice by expectimax; the expert level's best reply to hard
rivals."""

from __future__ import annotations

import msgspec

from ai.cresus.evaluator import evaluate, horizon
from ai.cresus.policy import make
from ai.cresus.expert import ExpertRival, rebid_win, seat_view, win_odds
from ai.cresus.valuation import Valuer, count_odds
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


def test_count_odds_is_the_exact_distribution_of_the_number_of_seats_on_a_market() -> None:
    """Two seats each going to London with chance 1/2, one of them to New York otherwise:
    London holds 0, 1 or 2 of them with chances 1/4, 1/2, 1/4; New York 0 or 1 with 1/2."""
    odds = count_odds([{0: 0.5, 1: 0.5}, {0: 0.5, 2: 0.5}])
    assert odds[0] == [0.25, 0.5, 0.25]
    assert odds[1] == [0.5, 0.5, 0.0]
    assert odds[3] == [1.0, 0.0, 0.0]


def _market_view(seed: int = 5):
    game, rivals = rival_game(["hard"] * 4, seed)
    while True:
        req = next_request(game)
        if isinstance(req, MoveRequest) and game.state.turn == 2:
            return game, game.view(req.seat), req
        game.submit(req.seat, rivals[req.seat].decide(game.view(req.seat), req).decision)


def test_pair_surplus_is_the_mean_best_purchase_over_every_pair_of_the_pile() -> None:
    """C-5.6, C-5.8: the expectimax over the two cards revealed equals the mean, over every
    pair of the pile's cards, of the best of buying none, one or both within what the rival
    pays (its cash, and its liquid means after the purchase above its safety, as its
    purchases: the second card of a sector paying the next bonus, C-2.2)."""
    _, view, _ = _market_view()
    val = Valuer(view, make("hard").params)
    cash = view.me.cash
    facts = val.facts

    def pays(*xs: str) -> bool:
        price = sum(facts[x].price for x in xs)
        back = sum(0.8 * facts[x].ev for x in xs)
        return price <= cash and price <= val.liquid() + back - val.safety()

    for m in range(6):
        pile = val.pile(m)
        total, n = 0.0, 0
        for i, a in enumerate(pile):
            for b in pile[i + 1:]:
                options = [0.0]
                for x in (a, b):
                    if pays(x):
                        options.append(val.share_value(x, m) - facts[x].price)
                if pays(a, b):
                    same = facts[a].sector == facts[b].sector
                    options.append(val.share_value(a, m) - facts[a].price
                                   + val.share_value(b, m, extra_count=int(same))
                                   - facts[b].price)
                total += max(options)
                n += 1
        assert abs(val.pair_surplus(m) - total / n) < 1e-9


def test_hard_market_choice_is_the_expectimax_over_the_crowd_and_the_cards() -> None:
    """C-5.2: hard's market scores are ``market_search``: the mean over the exact
    distribution of other buyers of the pair surplus shared among them, plus the sale."""
    _, view, req = _market_view()
    hard = make("hard")
    val = Valuer(view, hard.params)
    scores = hard.move_scores(val, req, val.crowd(req.allowed))
    odds = val.crowd_odds(req.allowed)
    for m, s in scores.items():
        if m in view.closed:
            assert s == -5.0
            continue
        buy = 0.0 if m == view.me.previous else sum(
            q * val.pair_surplus(m) / (1 + 0.9 * k) for k, q in enumerate(odds[m]))
        assert abs(s - (buy + val.sale_gain(m))) < 1e-9
    best = evaluate(view, req, level="hard").best.decision
    assert isinstance(best, Move) and scores[best.market] == max(scores.values())


def test_seat_view_shows_the_public_facts_to_another_seat_and_no_secret() -> None:
    """C-10.5, C-7.4: the view as seat 2 sees it keeps every public fact, with none of the
    viewer's own requests or secret choices."""
    _, view, _ = _market_view()
    other = seat_view(view, (view.seat + 1) % 4)
    assert other.seat == (view.seat + 1) % 4
    assert other.players == view.players and other.pile_sizes == view.pile_sizes
    assert other.requests == () and other.my_choices == {}


def test_win_odds_against_sampled_bids() -> None:
    """C-7.1, C-7.3: against one bidder sampled at 10 M (spread over 7..13 M), a bid of 10 M
    wins with 3/7 and ties with 1/7; 14 M always wins; no bid never wins; two bidders
    multiply."""
    assert win_odds(10, [[10]]) == (3 / 7, 1 / 7)
    assert win_odds(14, [[10]]) == (1.0, 0.0)
    assert win_odds(0, [[10]]) == (0.0, 0.0)
    assert win_odds(5, [[0], [0, 0]]) == (1.0, 0.0)
    w, _ = win_odds(10, [[10], [10]])
    assert abs(w - 9 / 49) < 1e-12


def _expert_game(seed: int):
    """A whole game of the expert (seat 0) against three hard rivals: (the expert, the view,
    the request, the choice) before each decision is submitted; the game ends."""
    game, rivals = rival_game(["expert", "hard", "hard", "hard"], seed)
    for _ in range(20_000):
        if game.is_over:
            break
        req = next_request(game)
        view = game.view(req.seat)
        choice = rivals[req.seat].decide(view, req)
        yield rivals[0], view, req, choice
        game.submit(req.seat, choice.decision)
    assert game.is_over


def test_expert_bids_a_best_reply_to_hard_rivals_in_their_seats() -> None:
    """C-7: at every round-1 bid of a game the expert's bid is at most its worth of the lot
    and its cash, and maximises (worth - bid) x P(win) against the hard bids sampled in the
    other bidders' seats: no other amount does better."""
    from ai.cresus import expert as X

    checked = 0
    for me, view, req, choice in _expert_game(4):
        if req.seat == 0 and isinstance(req, BidRequest) and req.round == 1:
            own = Valuer(view, me.own)
            value = (own.expert_value(req.lot) if req.lot_kind == "expert"
                     else own.share_value(req.lot, own.facts[req.lot].market))
            spare = me._spare(own, req.lot, req.lot_kind)
            lists = list(me.sampled_bids(view, req).values())

            def u(b: int) -> float:
                w, t = win_odds(b, lists)
                return (value - b) * (w + X.TIE_WIN * t) - max(0, b - spare) if b else 0.0

            b = choice.decision.amount
            assert 0 <= b <= min(req.cash, max(0, int(value)))
            assert all(u(b) >= u(x) - 1e-9 for x in range(0, req.cash + 1))
            checked += 1
    assert checked >= 5


def test_rebid_win_against_sampled_rebids() -> None:
    """C-7.3: in a second round a tie cancels the sale, so only a bid above every other bid
    wins: against a re-bid uniform over 11..15 M, 13 M wins 2/5; a re-bid fixed at 10 M is
    beaten by 11 M, not by 10 M; two bidders multiply; no bid never wins."""
    assert rebid_win(13, [[(11, 15)]]) == 2 / 5
    assert rebid_win(10, [[(10, 10)]]) == 0.0
    assert rebid_win(11, [[(10, 10)]]) == 1.0
    assert rebid_win(13, [[(11, 15)], [(10, 10), (11, 15)]]) == 2 / 5 * (1 + 2 / 5) / 2
    assert rebid_win(0, [[(0, 0)]]) == 0.0


def test_expert_second_round_recalls_its_own_tie_and_replies_to_the_rebids() -> None:
    """C-7.3: the second round of an Expert card auction. The expert's tie is its own round-1
    bid (its best reply, not the hard plan it used to recall: that plan's amount differs from
    the bid it made), recalled from the round-2 request; its re-bid maximises
    (worth - bid) x P(win) against the tied hard bidders' re-bids sampled in their seats."""
    checked = differs = 0
    for me, view, req, choice in _expert_game(4):
        if (req.seat == 0 and isinstance(req, BidRequest) and req.round == 1
                and req.lot_kind == "expert" and choice.decision.amount > 0):
            tie = choice.decision.amount
            other = next(o for o in req.bidders if o != 0)
            req2 = msgspec.structs.replace(req, round=2, bidders=(0, other))
            assert me.round1_request(view, req2) == req
            assert me.first_bid(view, me.round1_request(view, req2))[0] == tie
            hard_plan = me._plan_bid(Valuer(view, me.params), req.lot, "expert", req.bidders)
            differs += hard_plan.amount != tie
            value, spare = me._worth(view, req2)
            samples = list(me.sampled_rebids(view, req2, tie).values())
            assert all(lo >= tie + 1 or lo == hi for xs in samples for lo, hi in xs)

            def u(b: int) -> float:
                return (value - b) * rebid_win(b, samples) - max(0, b - spare) if b else 0.0

            b = me.decide(view, req2).decision.amount
            assert 0 <= b <= min(req2.cash, max(0, int(value)))
            assert all(u(b) >= u(x) - 1e-9 for x in range(0, req2.cash + 1))
            checked += 1
    assert checked >= 3 and differs >= 1


def test_expert_level_plays_a_whole_game_legally() -> None:
    """The expert level (best replies at market choices and round-1 bids) plays every decision
    of a game legally; its market reasons give the market's worth this turn."""
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
    assert reasons and all("worth about" in r for r in reasons if "Monopole" not in r)

